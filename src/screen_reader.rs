//! What a screen reader on the desktop is told, beyond the controls the interface describes:
//! the window's name (the screen on show, said when it changes), and each announcement of
//! [`Spoken`].
//!
//! On Linux the announcements reach the screen reader as the description of the object that
//! has the focus (the window itself while the keys belong to the game): Orca reads such a
//! change in its 43 series, which ignores AT-SPI's announcement events, and in its 45 series
//! alike, so each is read once by both. Orca cuts what it is reading short with the next
//! message, so an announcement waits until the one before has had time to be read, unless it
//! answers a key just pressed (the player has moved on: Orca stops reading at a key too) or
//! must be heard at once (a win, a refusal). Elsewhere the announcements are live regions of
//! the tree (see `spoken`), which screen readers read in turn.

use crate::spoken::Spoken;
use bevy::prelude::*;
use bevy_egui::egui;
use std::collections::VecDeque;

/// The window's name as a screen reader reads it: the screen on show, then the game's name
/// ("Settings, puzzlebox"). Set by the screens; read out when it changes.
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub struct WindowName(pub String);

impl Default for WindowName {
    fn default() -> WindowName {
        WindowName(GAME.to_string())
    }
}

/// The game's name, which every screen's name ends with.
pub const GAME: &str = "puzzlebox";

impl WindowName {
    /// The name of a screen called `screen`: it, then the game's.
    pub fn of(screen: &str) -> WindowName {
        WindowName(format!("{screen}, {GAME}"))
    }
}

/// The control the keys have chosen (a card picked with the arrows), to tell a screen reader
/// as the focus while no control of the interface holds the keyboard: it reads each as it is
/// chosen. Set by the screen on show, each frame it has one; none at the frame's start.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Chosen(pub Option<egui::Id>);

/// How many characters a second a screen reader reads at its usual rate (espeak-ng's 175
/// words a minute), to guess when it has finished.
const CHARACTERS_A_SECOND: f64 = 15.0;

/// How long, in seconds, a new screen's name is read alone before anything else is told
/// (0.4 s: Orca 43 reads the name with the words in the tree when it gets to the focus event).
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct QuietOnANewScreen(pub f64);

impl Default for QuietOnANewScreen {
    fn default() -> QuietOnANewScreen {
        QuietOnANewScreen(0.4)
    }
}

/// What is being told, and what waits to be.
#[derive(Resource, Default, Debug)]
pub struct Telling {
    /// The announcement taken last: its number and words (the same announcement grows within
    /// a frame: a move and the win it makes).
    taken: Option<(u64, String)>,
    /// The words in the tree now, with the invisible mark that makes the same words told
    /// twice a change.
    pub now: Option<String>,
    /// When the words now will have been read, in seconds since the game started.
    until: f64,
    /// Announcements waiting for them.
    waiting: VecDeque<String>,
    /// Until when nothing is told, in seconds since the game started: a screen just opened,
    /// whose name the screen reader reads first (with the words in the tree then: told at
    /// once they would be read twice, with the name and as a change).
    quiet_until: f64,
    /// Until when what is not urgent waits behind the urgent announcement told last.
    urgent_until: f64,
    /// When the last key not yet answered was pressed: what is said soon after answers it
    /// (a choice made in the frame after the key, said a frame later still).
    key_at: Option<f64>,
}

/// How long after a key what is said counts as its answer, in seconds.
const ANSWERS_A_KEY_WITHIN: f64 = 0.5;

/// How long after an announcement said at once a less urgent one waits behind it, in seconds.
const JUST_AFTER: f64 = 0.3;

impl Telling {
    /// Takes the latest announcement, at `now` seconds: told at once if it answers a key
    /// just pressed or what the player did (a move, a refusal), or nothing is being read; else
    /// after what waits.
    pub fn take(&mut self, spoken: &Spoken, key_pressed: bool, now: f64) {
        if key_pressed {
            self.key_at = Some(now);
        }
        let after_a_key = self
            .key_at
            .is_some_and(|at| now - at < ANSWERS_A_KEY_WITHIN);
        if let Some(said) = &spoken.last {
            let news = self.taken.as_ref() != Some(&(said.number, said.text.clone()));
            if news {
                let grown = self
                    .taken
                    .as_ref()
                    .is_some_and(|(number, _)| *number == said.number);
                self.taken = Some((said.number, said.text.clone()));
                let idle = self.waiting.is_empty() && now >= self.until;
                // What comes just after something said at once (the move after the win it
                // made, found first) waits for it rather than cut it off.
                let quiet = now < self.quiet_until
                    || (!said.urgent && now < self.urgent_until.min(self.until));
                if !quiet && (said.answers || after_a_key || grown || idle) {
                    self.key_at = None;
                    self.waiting.clear();
                    self.tell(said.text.clone(), now);
                    if said.urgent {
                        self.urgent_until = now + JUST_AFTER;
                    }
                } else {
                    self.waiting.push_back(said.text.clone());
                }
                return;
            }
        }
        if now >= self.until.max(self.quiet_until).max(self.urgent_until)
            && let Some(next) = self.waiting.pop_front()
        {
            self.tell(next, now);
        }
    }

    /// A new screen opened at `now`: what was told is taken off (it was the last screen's),
    /// and what comes next waits a moment for the screen's name to be read.
    pub fn new_screen(&mut self, now: f64, quiet: QuietOnANewScreen) {
        self.now = None;
        self.until = now;
        self.quiet_until = now + quiet.0;
    }

    /// Whether announcements wait to be told (frames must keep coming for them).
    pub fn has_waiting(&self) -> bool {
        !self.waiting.is_empty()
    }

    /// The words told now while they are being read (at `now` seconds), none after: a control
    /// the player moves to later is not read with them.
    pub fn fresh(&self, now: f64) -> Option<&str> {
        self.now.as_deref().filter(|_| now < self.until + 1.0)
    }

    fn tell(&mut self, text: String, now: f64) {
        // An announcement that adds to the one just told (a move, then the win it makes found
        // a frame later) tells only what it adds: the rest was heard.
        let told = self.now.as_deref().map(|t| t.trim_end_matches('\u{200B}'));
        let text = match told.and_then(|told| text.strip_prefix(told)) {
            Some(rest) if !rest.is_empty() && now < self.until + 1.0 => {
                let rest = rest.trim_start_matches(['.', '。', ' ']);
                if rest.is_empty() {
                    return;
                }
                rest.to_string()
            }
            _ => text,
        };
        let again =
            self.now.as_deref().map(|t| t.trim_end_matches('\u{200B}')) == Some(text.as_str());
        let marked = if again && !self.now.as_deref().is_some_and(|t| t.ends_with('\u{200B}')) {
            format!("{text}\u{200B}")
        } else {
            text.clone()
        };
        self.until = now + text.chars().count() as f64 / CHARACTERS_A_SECOND + 0.4;
        self.now = Some(marked);
    }
}

/// Where the window's name and the announcements go into the tree the interface made (after
/// the interface's output is processed, before it is handed to the screen reader).
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct IntoTheTree;

pub fn plugin(app: &mut App) {
    app.init_resource::<WindowName>()
        .init_resource::<Telling>()
        .init_resource::<Chosen>()
        .init_resource::<QuietOnANewScreen>()
        .add_systems(First, |mut chosen: ResMut<Chosen>| {
            chosen.set_if_neq(Chosen(None));
        })
        .add_systems(
            Last,
            take_what_is_said.in_set(crate::redraw::AskingForFrames),
        );
    app.configure_sets(
        PostUpdate,
        IntoTheTree
            .after(bevy_egui::EguiPostUpdateSet::ProcessOutput)
            .before(bevy_egui::EguiPostUpdateSet::PostProcessOutput),
    )
    .add_systems(PostUpdate, only_the_card_on_top.in_set(IntoTheTree));
    #[cfg(not(target_arch = "wasm32"))]
    app.add_systems(
        PostUpdate,
        into_the_tree
            .in_set(IntoTheTree)
            .after(only_the_card_on_top),
    );
}

/// While a card (the settings, Compare, How to play) is open over a screen, the tree holds
/// the card alone: the screen under it cannot be pressed, so a screen reader does not walk
/// through its buttons either.
fn only_the_card_on_top(
    mut contexts: Query<(&mut bevy_egui::EguiContext, &mut bevy_egui::EguiOutput)>,
) {
    for (mut context, mut output) in &mut contexts {
        let Some(card) = context.get_mut().memory(|m| m.top_modal_layer()) else {
            continue;
        };
        if let Some(update) = output.platform_output.accesskit_update.as_mut() {
            keep_only(update, card.id.accesskit_id());
        }
    }
}

/// Leaves, of the window's parts in `update`, only `part` and what is in it, when `part` is
/// one of them; the focus, if it was elsewhere, goes to the window.
fn keep_only(update: &mut egui::accesskit::TreeUpdate, part: egui::accesskit::NodeId) {
    let root = egui::accesskit_root_id().accesskit_id();
    let Some(at) = update.nodes.iter().position(|(id, _)| *id == root) else {
        return;
    };
    if !update.nodes[at].1.children().contains(&part) {
        return;
    }
    update.nodes[at].1.set_children(vec![part]);
    let children: std::collections::HashMap<_, Vec<_>> = update
        .nodes
        .iter()
        .map(|(id, node)| (*id, node.children().to_vec()))
        .collect();
    let mut kept = std::collections::HashSet::from([root]);
    let mut to_visit = vec![root];
    while let Some(id) = to_visit.pop() {
        for child in children.get(&id).into_iter().flatten() {
            if kept.insert(*child) {
                to_visit.push(*child);
            }
        }
    }
    update.nodes.retain(|(id, _)| kept.contains(id));
    if !kept.contains(&update.focus) {
        update.focus = root;
    }
}

/// Takes each announcement in, and keeps frames coming while some wait.
fn take_what_is_said(
    (spoken, name, quiet): (Res<Spoken>, Res<WindowName>, Res<QuietOnANewScreen>),
    keys: Res<ButtonInput<KeyCode>>,
    time: Res<Time<Real>>,
    mut telling: ResMut<Telling>,
    mut keep: ResMut<crate::redraw::KeepDrawing>,
) {
    let key_pressed = keys.get_just_pressed().next().is_some();
    let now = time.elapsed_secs_f64();
    if name.is_changed() && !name.is_added() {
        telling.new_screen(now, *quiet);
    }
    let told_before = telling.now.clone();
    telling.take(&spoken, key_pressed, now);
    // What is told now goes into the tree on the next frame (the tree is made before this
    // runs): that frame must come even when nothing else moves.
    keep.0 |= telling.has_waiting() || telling.now != told_before;
}

/// The window's name on the tree's root, and (on Linux) the announcement told now as the
/// description of the object with the focus, in the tree the interface made this frame.
#[cfg(not(target_arch = "wasm32"))]
fn into_the_tree(
    mut outputs: Query<&mut bevy_egui::EguiOutput>,
    (name, telling, chosen): (Res<WindowName>, Res<Telling>, Res<Chosen>),
    time: Res<Time<Real>>,
    mut screens: Local<ScreensShown>,
) {
    let fresh = telling.fresh(time.elapsed_secs_f64());
    let screen = screens.of(&name);
    for mut output in &mut outputs {
        let Some(update) = output.platform_output.accesskit_update.as_mut() else {
            continue;
        };
        let root = egui::accesskit_root_id().accesskit_id();
        in_one_part(update, root, screen);
        if update.focus == root
            && let Some(chosen) = chosen.0.map(|id| id.accesskit_id())
            && update.nodes.iter().any(|(id, _)| *id == chosen)
        {
            update.focus = chosen;
        }
        let focus = update.focus;
        for (id, node) in &mut update.nodes {
            if *id == root {
                node.set_label(name.0.clone());
            }
            // On the window (the focus while the keys are the game's), and, while they are
            // read, on a control that has the focus and no words of its own beyond its name.
            let told = if *id == root {
                telling.now.as_deref()
            } else if *id == focus && node.description().is_none() {
                fresh
            } else {
                None
            };
            if cfg!(target_os = "linux")
                && let Some(words) = told
            {
                node.set_description(words.to_string());
            }
        }
    }
}

/// How many screens have been shown, each under a name of its own, so that each is one part
/// of the tree of its own.
#[cfg(not(target_arch = "wasm32"))]
#[derive(Default)]
struct ScreensShown {
    count: u64,
    name: String,
}

#[cfg(not(target_arch = "wasm32"))]
impl ScreensShown {
    /// The number of the screen called `name`: a new one each time the name changes.
    fn of(&mut self, name: &WindowName) -> u64 {
        if self.name != name.0 {
            self.name.clone_from(&name.0);
            self.count += 1;
        }
        self.count
    }
}

/// Puts everything on the window under one unnamed part standing for the screen on show,
/// new for each screen: a screen reader is then told of one part gone and one come, not of
/// each of a screen's sixty controls in turn (Orca 43 takes a tenth of a second over each, and
/// says nothing else until it is done).
#[cfg(not(target_arch = "wasm32"))]
fn in_one_part(update: &mut bevy_egui::egui::accesskit::TreeUpdate, root: NodeId, screen: u64) {
    use bevy_egui::egui::accesskit::{Node, Role};
    let part = NodeId(SCREEN_PARTS ^ screen);
    let Some(at) = update.nodes.iter().position(|(id, _)| *id == root) else {
        return;
    };
    let children = update.nodes[at].1.children().to_vec();
    if children.is_empty() {
        return;
    }
    let mut node = Node::new(Role::Group);
    node.set_children(children);
    update.nodes[at].1.set_children(vec![part]);
    update.nodes.push((part, node));
}

#[cfg(not(target_arch = "wasm32"))]
use bevy_egui::egui::accesskit::NodeId;

/// The ids of the screens' parts: far from the interface's own, which are hashes.
#[cfg(not(target_arch = "wasm32"))]
const SCREEN_PARTS: u64 = 0x5C2E_E000_0000_0000;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_card_on_top_leaves_the_screen_under_it_out_of_the_tree() {
        use egui::accesskit::{Node, NodeId, Role, Tree, TreeId, TreeUpdate};
        let root = egui::accesskit_root_id().accesskit_id();
        let (screen, play, card, done) = (NodeId(1), NodeId(2), NodeId(3), NodeId(4));
        let node = |role, children: Vec<NodeId>| {
            let mut node = Node::new(role);
            node.set_children(children);
            node
        };
        let mut update = TreeUpdate {
            nodes: vec![
                (root, node(Role::Window, vec![screen, card])),
                (screen, node(Role::GenericContainer, vec![play])),
                (play, node(Role::Button, vec![])),
                (card, node(Role::GenericContainer, vec![done])),
                (done, node(Role::Button, vec![])),
            ],
            tree: Some(Tree::new(root)),
            tree_id: TreeId::ROOT,
            focus: play,
        };
        let mut without_a_card = update.clone();
        keep_only(&mut without_a_card, NodeId(99));
        assert_eq!(without_a_card.nodes.len(), 5, "no such part: all stays");
        keep_only(&mut update, card);
        let ids: Vec<_> = update.nodes.iter().map(|(id, _)| *id).collect();
        assert_eq!(ids, [root, card, done]);
        assert_eq!(update.nodes[0].1.children(), [card]);
        assert_eq!(
            update.focus, root,
            "the focus leaves the screen under the card"
        );
    }

    fn said(spoken: &mut Spoken, text: &str) {
        spoken.say(text);
        spoken.end_frame();
        spoken.end_frame();
    }

    #[test]
    fn an_announcement_waits_for_the_one_before_unless_it_answers_a_key() {
        let mut spoken = Spoken::default();
        let mut telling = Telling::default();
        said(&mut spoken, "Hint: turn the corner of cube 9 once.");
        telling.take(&spoken, true, 0.0);
        assert_eq!(
            telling.now.as_deref(),
            Some("Hint: turn the corner of cube 9 once.")
        );
        // The corner's line 30 ms later waits for the hint to be read.
        said(&mut spoken, "Corner 9, straight.");
        telling.take(&spoken, false, 0.03);
        assert_eq!(
            telling.now.as_deref(),
            Some("Hint: turn the corner of cube 9 once.")
        );
        assert!(telling.has_waiting());
        telling.take(&spoken, false, 1.0);
        assert_eq!(
            telling.now.as_deref(),
            Some("Hint: turn the corner of cube 9 once.")
        );
        telling.take(&spoken, false, 3.5);
        assert_eq!(telling.now.as_deref(), Some("Corner 9, straight."));
        // A key: what answers it is told at once, and nothing older is told after it.
        said(
            &mut spoken,
            "Board: long reading of every row and every tile on it.",
        );
        telling.take(&spoken, false, 3.6);
        said(&mut spoken, "Tile 4 slid up.");
        telling.take(&spoken, true, 3.7);
        assert_eq!(telling.now.as_deref(), Some("Tile 4 slid up."));
        assert!(!telling.has_waiting());
    }

    #[test]
    fn what_is_said_a_frame_after_a_key_answers_it_at_once() {
        let mut spoken = Spoken::default();
        let mut telling = Telling::default();
        said(&mut spoken, "A tall block at row 4, column 3");
        telling.take(&spoken, true, 0.0);
        // Tab again 0.2 s later: the choice is made in that frame, said in the next.
        telling.take(&spoken, true, 0.2);
        said(&mut spoken, "A tall block at row 4, column 4");
        telling.take(&spoken, false, 0.22);
        assert_eq!(
            telling.now.as_deref(),
            Some("A tall block at row 4, column 4")
        );
        // Said long after the key, with the last words still being read: it waits.
        said(&mut spoken, "A solver's late word on the board");
        telling.take(&spoken, false, 1.0);
        assert_eq!(
            telling.now.as_deref(),
            Some("A tall block at row 4, column 4")
        );
        assert!(telling.has_waiting());
    }

    #[test]
    fn a_win_found_after_its_move_tells_only_the_win() {
        let mut spoken = Spoken::default();
        let mut telling = Telling::default();
        said(&mut spoken, "Slide tile 8 left. Every tile in place");
        telling.take(&spoken, true, 0.0);
        spoken.say_at_once("Solved!");
        spoken.end_frame();
        telling.take(&spoken, false, 0.1);
        assert_eq!(telling.now.as_deref(), Some("Solved!"));
    }

    #[test]
    fn a_new_screens_first_words_wait_for_its_name() {
        let mut spoken = Spoken::default();
        let mut telling = Telling::default();
        said(&mut spoken, "Hint: slide tile 1 up");
        telling.take(&spoken, false, 0.0);
        telling.new_screen(10.0, QuietOnANewScreen::default());
        assert_eq!(telling.now, None, "the last screen's words are taken off");
        said(&mut spoken, "0 of 75 levels solved");
        telling.take(&spoken, true, 10.0);
        assert_eq!(telling.now, None, "the name first");
        telling.take(&spoken, false, 10.5);
        assert_eq!(telling.now.as_deref(), Some("0 of 75 levels solved"));
    }

    #[test]
    fn a_move_said_just_after_its_win_waits_for_the_win() {
        let mut spoken = Spoken::default();
        let mut telling = Telling::default();
        spoken.say_at_once("Solved! 6 moves: par!");
        spoken.end_frame();
        spoken.end_frame();
        telling.take(&spoken, true, 0.0);
        said(&mut spoken, "Move the red block to row 4, column 2.");
        telling.take(&spoken, true, 0.05);
        assert_eq!(telling.now.as_deref(), Some("Solved! 6 moves: par!"));
        telling.take(&spoken, false, 2.0);
        assert_eq!(
            telling.now.as_deref(),
            Some("Move the red block to row 4, column 2.")
        );
    }

    #[test]
    fn the_same_words_twice_are_told_twice() {
        let mut spoken = Spoken::default();
        let mut telling = Telling::default();
        said(&mut spoken, "There is no tile there.");
        telling.take(&spoken, true, 0.0);
        said(&mut spoken, "There is no tile there.");
        telling.take(&spoken, true, 0.5);
        let second = telling.now.clone().unwrap();
        assert_ne!(
            second, "There is no tile there.",
            "a change, for the reader"
        );
        assert_eq!(
            second.trim_end_matches('\u{200B}'),
            "There is no tile there."
        );
        said(&mut spoken, "There is no tile there.");
        telling.take(&spoken, true, 1.0);
        assert_eq!(telling.now.as_deref(), Some("There is no tile there."));
    }
}
