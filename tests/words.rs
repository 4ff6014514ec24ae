//! Every word the game shows comes from the language files. The game is drawn in the
//! pseudo-language, where every letter of a message's own words is a look-alike outside ASCII
//! (`Shot` → `Ŝĥöţ`), through every screen a player meets; a word of plain letters on any of
//! them was written into the code, or put into a message from elsewhere, and is reported with
//! the text it stood in. (A test binary of its own: the pseudo-language is one switch for the
//! whole program.)

#[allow(dead_code)]
#[path = "game/harness.rs"]
mod harness;

use harness::*;
use puzzlebox::play::Command;
use puzzlebox::screens::ChosenPuzzle;
use puzzlebox::shell::{Screen, SettingsOpen};
use std::collections::BTreeSet;

/// Words of plain letters that are no one language's: the game's name, and keys as their
/// caps are labelled.
const ANY_LANGUAGE: &[&str] = &[
    "puzzlebox",
    "Esc",
    "Tab",
    "Enter",
    "Ctrl",
    "Shift",
    "Alt",
    "Space",
    "Backspace",
    "Home",
    "End",
    "PgUp",
    "PgDn",
    "Del",
    "F1",
    "F11",
];

/// The runs of two or more plain letters in `text` that are not in [`ANY_LANGUAGE`].
fn plain_words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| w.chars().filter(|c| c.is_ascii_alphabetic()).count() >= 2)
        .filter(|w| !ANY_LANGUAGE.contains(w))
        .map(str::to_string)
        .collect()
}

/// Runs `n` frames and gathers every text the interface drew in them.
fn drawn(
    app: &mut bevy::prelude::App,
    n: usize,
    into: &mut BTreeSet<(String, String)>,
    place: &str,
) {
    let before = into.len();
    for _ in 0..n {
        app.update();
        for text in &app.world().resource::<Shown>().0 {
            into.insert((place.to_string(), text.clone()));
        }
    }
    // Every place draws something new, or the walk did not get there.
    assert!(
        into.len() > before || into.iter().any(|(p, _)| p == place),
        "nothing drawn at {place}"
    );
}

#[test]
fn no_screen_shows_a_word_that_is_not_in_the_language_files() {
    puzzlebox::lang::set_pseudo(true);
    let mut seen = BTreeSet::new();
    for (width, height) in [(1280.0, 800.0), (390.0, 844.0)] {
        let mut app = game_with_interface(width, height);
        drawn(&mut app, 4, &mut seen, "title");
        app.world_mut().resource_mut::<SettingsOpen>().0 = true;
        drawn(&mut app, 4, &mut seen, "settings");
        app.world_mut().resource_mut::<SettingsOpen>().0 = false;
        for (screen, place) in [(Screen::Puzzles, "puzzles"), (Screen::Stats, "stats")] {
            go_to(&mut app, screen);
            drawn(&mut app, 4, &mut seen, place);
        }
        for kind in puzzles::Kind::ALL {
            let place = |what: &str| format!("{kind} {what}");
            app.world_mut().resource_mut::<ChosenPuzzle>().0 = kind;
            go_to(&mut app, Screen::Levels);
            drawn(&mut app, 4, &mut seen, &place("levels"));
            let first = &puzzlebox::levels::builtin(kind)[0];
            let first = format!("{}/{}", kind.extension(), first.stem());
            open(&mut app, &first);
            drawn(&mut app, 4, &mut seen, &place("level"));
            command(&mut app, Command::HowToPlay);
            drawn(&mut app, 3, &mut seen, &place("how to play"));
            command(&mut app, Command::HowToPlay);
            command(&mut app, Command::Hint);
            until(&mut app, 300, |app| {
                let status = app.world().resource::<puzzlebox::play::PlayStatus>();
                status.hint.is_some() || status.thinking.is_none()
            });
            drawn(&mut app, 3, &mut seen, &place("hint"));
            command(&mut app, Command::Solve);
            drawn(&mut app, 10, &mut seen, &place("playback"));
            command(&mut app, Command::Finish);
            drawn(&mut app, 10, &mut seen, &place("won"));
            command(&mut app, Command::EditCopy);
            frames(&mut app, 2);
            assert_eq!(screen(&app), Screen::Edit);
            drawn(&mut app, 6, &mut seen, &place("editor"));
            go_to(&mut app, Screen::Title);
            drawn(&mut app, 2, &mut seen, "title");
        }
    }
    let mut english = Vec::new();
    // The languages in the settings are each named in itself.
    let own_names: Vec<_> = puzzlebox::lang::Language::ALL.map(|l| l.own_name()).into();
    for (place, text) in &seen {
        if own_names.contains(&text.as_str()) {
            continue;
        }
        let words = plain_words(text);
        if !words.is_empty() {
            english.push(format!("{place}: {text:?} ({})", words.join(", ")));
        }
    }
    assert!(
        seen.len() > 100,
        "only {} texts drawn: the walk through the screens went wrong",
        seen.len()
    );
    assert!(
        english.is_empty(),
        "{} texts with words not from the language files:\n{}",
        english.len(),
        english.join("\n")
    );
}

#[test]
fn a_word_written_into_the_code_is_found() {
    // What the test above looks for, shown on a text the pseudo-language made and one it did
    // not.
    assert!(plain_words(&puzzlebox::lang::pseudo("Undo the last move")).is_empty());
    assert_eq!(plain_words("[Ñéẋţ: The example]"), ["The", "example"]);
    assert!(plain_words("Esc · 3 · ×2 · 4×4").is_empty());
}
