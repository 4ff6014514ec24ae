//! Keys the player chose: each of the game's lettered commands can be given another letter.
//! A press of the chosen letter reaches the game as the command's own key, and the own key,
//! once given away, does nothing; labels and the "How to play" cards show the keys in force.

use bevy::prelude::*;

/// The game's lettered commands that can be given another letter: a name (as kept in the
/// settings; the settings show it as the message `settings-action-NAME`) and its own key.
pub const ACTIONS: [(&str, KeyCode); 15] = [
    ("undo", KeyCode::KeyZ),
    ("redo", KeyCode::KeyY),
    ("restart", KeyCode::KeyR),
    ("hint", KeyCode::KeyH),
    ("solve", KeyCode::KeyS),
    ("play", KeyCode::KeyP),
    ("new", KeyCode::KeyN),
    ("share", KeyCode::KeyX),
    ("edit", KeyCode::KeyM),
    ("compare", KeyCode::KeyC),
    ("settings", KeyCode::KeyO),
    // For a player who listens (a screen reader reads what they say).
    ("say-again", KeyCode::KeyA),
    ("read-board", KeyCode::KeyB),
    ("read-count", KeyCode::KeyI),
    ("read-cursor", KeyCode::KeyW),
];

/// The letters, A to Z, and their keys.
const LETTERS: [(char, KeyCode); 26] = [
    ('A', KeyCode::KeyA),
    ('B', KeyCode::KeyB),
    ('C', KeyCode::KeyC),
    ('D', KeyCode::KeyD),
    ('E', KeyCode::KeyE),
    ('F', KeyCode::KeyF),
    ('G', KeyCode::KeyG),
    ('H', KeyCode::KeyH),
    ('I', KeyCode::KeyI),
    ('J', KeyCode::KeyJ),
    ('K', KeyCode::KeyK),
    ('L', KeyCode::KeyL),
    ('M', KeyCode::KeyM),
    ('N', KeyCode::KeyN),
    ('O', KeyCode::KeyO),
    ('P', KeyCode::KeyP),
    ('Q', KeyCode::KeyQ),
    ('R', KeyCode::KeyR),
    ('S', KeyCode::KeyS),
    ('T', KeyCode::KeyT),
    ('U', KeyCode::KeyU),
    ('V', KeyCode::KeyV),
    ('W', KeyCode::KeyW),
    ('X', KeyCode::KeyX),
    ('Y', KeyCode::KeyY),
    ('Z', KeyCode::KeyZ),
];

/// The key of a letter (`'u'` or `'U'`).
pub fn letter_key(letter: char) -> Option<KeyCode> {
    let upper = letter.to_ascii_uppercase();
    LETTERS.iter().find(|(c, _)| *c == upper).map(|(_, k)| *k)
}

/// The letter of a key, if it is one.
pub fn key_letter(key: KeyCode) -> Option<char> {
    LETTERS.iter().find(|(_, k)| *k == key).map(|(c, _)| *c)
}

/// The keys in force: pairs of (the key the player chose, the command's own key).
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct KeyMap(pub Vec<(KeyCode, KeyCode)>);

impl KeyMap {
    /// From the settings' choices (`"undo" → "U"`); names and letters that are not known,
    /// and a letter chosen twice, are passed over.
    pub fn from_choices<'a>(choices: impl IntoIterator<Item = (&'a str, &'a str)>) -> KeyMap {
        let mut pairs: Vec<(KeyCode, KeyCode)> = Vec::new();
        for (name, letter) in choices {
            let own = ACTIONS.iter().find(|(n, _)| *n == name).map(|a| a.1);
            let mut chars = letter.chars();
            let chosen = match (chars.next(), chars.next()) {
                (Some(c), None) => letter_key(c),
                _ => None,
            };
            if let (Some(own), Some(chosen)) = (own, chosen)
                && chosen != own
                && !pairs.iter().any(|(c, _)| *c == chosen)
            {
                pairs.push((chosen, own));
            }
        }
        KeyMap(pairs)
    }

    /// What a press of `key` is to the game: the command it was chosen for, nothing if it is a
    /// command's own key given away (and not chosen for another), or itself.
    pub fn translate(&self, key: KeyCode) -> Option<KeyCode> {
        if let Some((_, own)) = self.0.iter().find(|(chosen, _)| *chosen == key) {
            return Some(*own);
        }
        if self.0.iter().any(|(_, own)| *own == key) {
            return None;
        }
        Some(key)
    }

    /// The key that does what `own` does by default.
    pub fn key_for(&self, own: KeyCode) -> KeyCode {
        self.0
            .iter()
            .find(|(_, o)| *o == own)
            .map_or(own, |(chosen, _)| *chosen)
    }

    /// A key's name as labels write it ("Z", "Enter"), shown as the key in force: a lettered
    /// command given another letter shows that letter.
    pub fn label(&self, written: &str) -> String {
        let mut chars = written.chars();
        match (chars.next(), chars.next()) {
            (Some(c), None) => letter_key(c)
                .and_then(|own| key_letter(self.key_for(own)))
                .map_or(written.to_string(), |l| l.to_string()),
            _ => written.to_string(),
        }
    }

    /// A line of keys ("Z undo · Y redo · …") with each lettered command's key in force.
    pub fn line(&self, written: &str) -> String {
        written
            .split(" · ")
            .map(|item| match item.split_once(' ') {
                Some((key, what)) => format!("{} {what}", self.label(key)),
                None => item.to_string(),
            })
            .collect::<Vec<_>>()
            .join(" · ")
    }
}

/// The key map in force, for labels drawn by the interface (kept in its context).
pub fn in_interface(ctx: &bevy_egui::egui::Context) -> KeyMap {
    ctx.data(|d| d.get_temp(interface_id())).unwrap_or_default()
}

/// Puts the key map in force into the interface's context.
pub fn install(ctx: &bevy_egui::egui::Context, map: &KeyMap) {
    ctx.data_mut(|d| d.insert_temp(interface_id(), map.clone()));
}

fn interface_id() -> bevy_egui::egui::Id {
    bevy_egui::egui::Id::new("puzzlebox key map")
}

/// The letter a command has now: the one chosen for it, or its own.
pub fn letter_of(keys: &std::collections::BTreeMap<String, String>, action: &str) -> char {
    keys.get(action)
        .and_then(|l| l.chars().next())
        .map(|c| c.to_ascii_uppercase())
        .or_else(|| {
            ACTIONS
                .iter()
                .find(|(n, _)| *n == action)
                .and_then(|(_, k)| key_letter(*k))
        })
        .unwrap_or('?')
}

/// Gives `action` the key `letter`; a command that had it takes `action`'s old one, so that no
/// two share a key. Choices equal to a command's own key are not kept.
pub fn assign(keys: &mut std::collections::BTreeMap<String, String>, action: &str, letter: char) {
    let old = letter_of(keys, action);
    for (other, _) in ACTIONS {
        if other != action && letter_of(keys, other) == letter {
            keys.insert(other.to_string(), old.to_string());
        }
    }
    keys.insert(action.to_string(), letter.to_string());
    keys.retain(|name, l| {
        ACTIONS
            .iter()
            .find(|(n, _)| n == name)
            .is_some_and(|(_, own)| key_letter(*own).map(String::from) != Some(l.clone()))
    });
}

/// The choices as the game keeps them in force, the way the settings would have made them:
/// a command of no name, what is not one letter A to Z, and a letter chosen for a second
/// command are dropped; a command's own letter chosen for another gives it that one's old
/// letter. A save whose choices are not already so is repaired (and the player told).
pub fn repaired(
    saved: &std::collections::BTreeMap<String, String>,
) -> std::collections::BTreeMap<String, String> {
    let mut keys = std::collections::BTreeMap::new();
    let mut taken = Vec::new();
    for (name, letter) in saved {
        let mut chars = letter.chars();
        let (Some(c), None) = (chars.next(), chars.next()) else {
            continue;
        };
        let c = c.to_ascii_uppercase();
        let known = ACTIONS.iter().any(|(n, _)| n == name);
        if !known || letter_key(c).is_none() || taken.contains(&c) {
            continue;
        }
        taken.push(c);
        assign(&mut keys, name, c);
    }
    keys
}

#[cfg(test)]
mod tests {
    use super::*;

    fn choices(pairs: &[(&str, &str)]) -> std::collections::BTreeMap<String, String> {
        pairs
            .iter()
            .map(|(a, l)| (a.to_string(), l.to_string()))
            .collect()
    }

    #[test]
    fn a_save_s_keys_are_repaired_to_what_can_be_in_force() {
        // Three commands on U: the first (by name) keeps it, the others their own letters.
        let fixed = repaired(&choices(&[("undo", "U"), ("redo", "U"), ("hint", "U")]));
        assert_eq!(fixed, choices(&[("hint", "U")]));
        for action in ["undo", "redo", "hint"] {
            let shown = letter_of(&fixed, action);
            let map = KeyMap::from_choices(fixed.iter().map(|(a, l)| (a.as_str(), l.as_str())));
            let own = ACTIONS.iter().find(|(n, _)| *n == action).unwrap().1;
            assert_eq!(
                map.translate(letter_key(shown).unwrap()),
                Some(own),
                "{action}"
            );
        }
        // Letters that are no keys, and names of no command, go.
        let odd = choices(&[("undo", "ü"), ("redo", "1"), ("hint", " "), ("fly", "F")]);
        assert!(repaired(&odd).is_empty());
        // Another command's own letter: that one takes the old letter, as the settings do.
        let fixed = repaired(&choices(&[("undo", "Y")]));
        assert_eq!(fixed, choices(&[("undo", "Y"), ("redo", "Z")]));
        // What the settings make is kept as it is.
        let mut made = std::collections::BTreeMap::new();
        assign(&mut made, "hint", 'Z');
        assign(&mut made, "share", 'Q');
        assert_eq!(repaired(&made), made);
    }

    #[test]
    fn a_letter_taken_from_another_command_gives_it_the_old_one() {
        let mut keys = std::collections::BTreeMap::new();
        assign(&mut keys, "undo", 'J');
        assert_eq!(letter_of(&keys, "undo"), 'J');
        // Hint's H goes to undo; hint takes undo's J.
        assign(&mut keys, "undo", 'H');
        assert_eq!(letter_of(&keys, "undo"), 'H');
        assert_eq!(letter_of(&keys, "hint"), 'J');
        // Back to its own letter: nothing kept for it.
        assign(&mut keys, "undo", 'Z');
        assert!(!keys.contains_key("undo"));
        assert_eq!(letter_of(&keys, "hint"), 'J');
    }

    fn undo_on_u_redo_on_z() -> KeyMap {
        KeyMap::from_choices([("undo", "u"), ("redo", "Z")])
    }

    #[test]
    fn a_chosen_letter_stands_for_its_command_and_the_given_away_key_does_nothing() {
        let map = undo_on_u_redo_on_z();
        assert_eq!(map.translate(KeyCode::KeyU), Some(KeyCode::KeyZ));
        // Z is redo's now: it reaches the game as Y.
        assert_eq!(map.translate(KeyCode::KeyZ), Some(KeyCode::KeyY));
        // Y was given away (to Z) and chosen for nothing: it does nothing.
        assert_eq!(map.translate(KeyCode::KeyY), None);
        assert_eq!(map.translate(KeyCode::KeyH), Some(KeyCode::KeyH));
        assert_eq!(map.translate(KeyCode::Enter), Some(KeyCode::Enter));
    }

    #[test]
    fn unknown_names_letters_and_a_letter_chosen_twice_are_passed_over() {
        let map = KeyMap::from_choices([
            ("undo", "u"),
            ("fly", "f"),
            ("redo", "ü"),
            ("hint", "u"),
            ("solve", "ab"),
            ("restart", "r"),
        ]);
        assert_eq!(map, KeyMap(vec![(KeyCode::KeyU, KeyCode::KeyZ)]));
    }

    #[test]
    fn labels_and_lines_show_the_keys_in_force() {
        let map = undo_on_u_redo_on_z();
        assert_eq!(map.label("Z"), "U");
        assert_eq!(map.label("Y"), "Z");
        assert_eq!(map.label("H"), "H");
        assert_eq!(map.label("Enter"), "Enter");
        assert_eq!(
            map.line("Z undo · Y redo · R restart · Esc back"),
            "U undo · Z redo · R restart · Esc back"
        );
        assert_eq!(KeyMap::default().line("Z undo"), "Z undo");
    }
}
