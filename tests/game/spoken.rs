//! What a screen reader reads: the accessibility tree the interface hands AccessKit (buttons by
//! name, the board in words) and the announcement after each move, for every puzzle of the
//! table.

use crate::harness::*;
use crate::words::game_with_interface;
use bevy::prelude::*;
use bevy_egui::egui::accesskit::{Live, Role};
use bevy_egui::{EguiContext, EguiFullOutput, EguiOutput, EguiPostUpdateSet};
use puzzlebox::games::shown;
use puzzlebox::lang::{Words, pseudo};
use puzzlebox::page_tree::{Control, controls};
use puzzlebox::play::session::{MoveRequested, Playable, Session};
use puzzles::Kind;

/// One node of the tree as a screen reader reads it.
#[derive(Clone, Debug, PartialEq)]
struct Read {
    role: Role,
    /// Its name: a control's label, or a label's text.
    name: String,
    description: String,
    live: Live,
    /// Whether it has the focus.
    focused: bool,
}

/// The tree of the last frame, as the screen reader is handed it.
#[derive(Resource, Default, Debug)]
struct Tree(Vec<Read>);

/// What a web page shows a screen reader of the last frame's tree.
#[derive(Resource, Default, Debug)]
struct Page(Vec<Control>);

/// The game with its interface, describing itself as it does to a screen reader.
fn game_read_aloud() -> App {
    let mut app = game_with_interface(1280.0, 800.0);
    // (No screen reader reads the window's name here: nothing waits for it.)
    app.insert_resource(puzzlebox::screen_reader::QuietOnANewScreen(0.0))
        .init_resource::<Tree>()
        .init_resource::<Page>()
        .add_systems(
            PostUpdate,
            (
                keep_the_page
                    .after(EguiPostUpdateSet::EndPass)
                    .before(EguiPostUpdateSet::ProcessOutput),
                keep_the_tree
                    .after(puzzlebox::screen_reader::IntoTheTree)
                    .before(EguiPostUpdateSet::PostProcessOutput),
            ),
        );
    let world = app.world_mut();
    for mut context in world.query::<&mut EguiContext>().iter_mut(world) {
        context.get_mut().enable_accesskit();
    }
    frames(&mut app, 3);
    app
}

fn keep_the_page(outputs: Query<&EguiFullOutput>, mut page: ResMut<Page>) {
    for output in &outputs {
        if let Some(update) = output
            .as_ref()
            .and_then(|o| o.platform_output.accesskit_update.as_ref())
        {
            page.0 = controls(update);
        }
    }
}

fn keep_the_tree(outputs: Query<&EguiOutput>, mut tree: ResMut<Tree>) {
    for output in &outputs {
        let Some(update) = output.platform_output.accesskit_update.as_ref() else {
            continue;
        };
        tree.0 = update
            .nodes
            .iter()
            .map(|(id, node)| Read {
                role: node.role(),
                name: node
                    .label()
                    .or(node.value())
                    .unwrap_or_default()
                    .to_string(),
                description: node.description().unwrap_or_default().to_string(),
                live: node.live().unwrap_or(Live::Off),
                focused: *id == update.focus,
            })
            .collect();
    }
}

fn tree(app: &App) -> &[Read] {
    &app.world().resource::<Tree>().0
}

/// The board's node: an image named by the board's line and described whole.
fn board(app: &App) -> Read {
    tree(app)
        .iter()
        .find(|r| r.role == Role::Image)
        .unwrap_or_else(|| panic!("the board is in the tree: {:?}", tree(app)))
        .clone()
}

/// The latest announcement, if any: on Linux the description of what has the focus (as
/// Orca 43 and 45 both read it), elsewhere a live region; its name is its words.
fn announced(app: &App) -> Option<Read> {
    if cfg!(target_os = "linux") {
        let focus = tree(app).iter().find(|r| r.focused)?;
        let words = focus.description.trim_end_matches('\u{200B}');
        (!words.is_empty()).then(|| Read {
            name: words.to_string(),
            live: if said_at_once(app) {
                Live::Assertive
            } else {
                Live::Polite
            },
            ..focus.clone()
        })
    } else {
        tree(app).iter().find(|r| r.live != Live::Off).cloned()
    }
}

/// Whether the latest announcement is said at once, cutting off what is being read.
fn said_at_once(app: &App) -> bool {
    let spoken = app.world().resource::<puzzlebox::spoken::Spoken>();
    spoken.last.as_ref().is_some_and(|said| said.urgent)
}

/// How many nodes of the tree carry the latest announcement.
fn carrying(app: &App, said: &Read) -> usize {
    tree(app)
        .iter()
        .filter(|r| {
            r.live != Live::Off
                || r.description.trim_end_matches('\u{200B}') == said.name && r.role != Role::Image
        })
        .count()
}

/// Opens the kind's card level, reads its board, plays the solver's first move and reads the
/// board and the announcement again.
fn reads_the_board_and_each_move<P: Playable>(kind: Kind) {
    let mut app = game_read_aloud();
    open(&mut app, shown(kind).card_level());
    frames(&mut app, 3);
    let before = board(&app);
    let words = *app.world().resource::<Words>();
    let start = app.world().resource::<Session<P>>().current.clone();
    assert_eq!(
        before.name,
        words.message(
            "spoken-board",
            &[(
                "line",
                start
                    .board_in_words(words, puzzlebox::play::session::Told::Line)
                    .into()
            )]
        ),
        "{kind}: the board's name is its line"
    );
    assert!(
        before.description.len() > before.name.len(),
        "{kind}: described whole: {before:?}"
    );
    let first = start.solve().moves.and_then(|m| m.first().cloned());
    let first = first.unwrap_or_else(|| panic!("{kind}: the card's level has a first move"));
    app.world_mut()
        .write_message(MoveRequested::<P>(first.clone()));
    frames(&mut app, 2);
    let after = board(&app);
    assert_ne!(
        after.description, before.description,
        "{kind}: the board is read anew"
    );
    let said = announced(&app).unwrap_or_else(|| panic!("{kind}: the move is announced"));
    let move_words = start.move_in_words(words, &first);
    // (Said first in a sentence, its first letter is a capital.)
    let tail: String = move_words.chars().skip(1).collect();
    assert!(
        said.name.contains(&tail),
        "{kind}: {said:?} says the move {move_words:?}"
    );
    // A move waits its turn, unless it wins: the win is said at once, after the move.
    let wins = start.apply(&first).is_ok_and(|after| after.is_solved());
    let live = if wins { Live::Assertive } else { Live::Polite };
    assert_eq!(said.live, live, "{kind}: {said:?}");
}

/// One call per row of the table.
macro_rules! every_puzzle {
    ($($(#[doc = $doc:literal])* $(#[cfg($cfg:meta)])?
       $kind:ident: $ty:ty => $ext:literal, $title:literal, [$($alias:literal),*];)*) => {
        $($(#[cfg($cfg)])? reads_the_board_and_each_move::<$ty>(Kind::$kind);)*
    };
}

#[test]
fn every_puzzles_board_and_moves_are_read_to_a_screen_reader() {
    puzzles::each_puzzle!(every_puzzle);
}

#[test]
fn the_title_screens_buttons_are_read_by_name() {
    let app = game_read_aloud();
    let buttons: Vec<&str> = tree(&app)
        .iter()
        .filter(|r| r.role == Role::Button)
        .map(|r| r.name.as_str())
        .collect();
    let play = puzzlebox::lang::pseudo("Play");
    assert!(
        buttons.iter().any(|b| b.contains(&play)),
        "Play is a button: {buttons:?}"
    );
}

#[test]
fn behind_the_open_settings_the_titles_buttons_are_not_in_the_tree() {
    let mut app = game_read_aloud();
    app.world_mut()
        .resource_mut::<puzzlebox::shell::SettingsOpen>()
        .0 = true;
    frames(&mut app, 4);
    let names: Vec<&str> = tree(&app).iter().map(|r| r.name.as_str()).collect();
    assert!(
        names.iter().any(|n| n.contains(&pseudo("Mute"))),
        "the settings are read: {names:?}"
    );
    assert!(
        !names.iter().any(|n| n.contains(&pseudo("Quit"))),
        "the title's Quit, under the card, is not: {names:?}"
    );
}

#[test]
fn a_player_by_touch_is_shown_no_keys_beside_a_switch_nor_a_keys_section() {
    let mut app = game_read_aloud();
    app.insert_resource(puzzlebox::input::TouchFirst(true));
    open(&mut app, "fifteen/01-first-light");
    frames(&mut app, 4);
    let numbers = tree(&app)
        .iter()
        .find(|r| r.role == Role::CheckBox)
        .unwrap_or_else(|| panic!("Fifteen's switch: {:?}", tree(&app)))
        .clone();
    assert_eq!(
        numbers.name.trim_matches(['[', ']']),
        pseudo("Numbers"),
        "named without its key"
    );
    assert!(
        tree(&app).iter().all(|r| !r.name.contains(&pseudo("(T)"))),
        "{:?}",
        tree(&app)
    );
    open(&mut app, "kodable/01-first-roll");
    frames(&mut app, 4);
    let keys = pseudo("Keys");
    assert!(
        tree(&app).iter().all(|r| r.name != keys),
        "no Keys section by touch: {:?}",
        tree(&app)
    );
}

#[test]
fn a_refused_move_is_announced_at_once() {
    let mut app = game_read_aloud();
    open(&mut app, "fifteen/01-first-light");
    frames(&mut app, 2);
    // The gap itself cannot slide.
    let gap = app
        .world()
        .resource::<Session<puzzles::fifteen::Board>>()
        .current
        .hole();
    app.world_mut()
        .write_message(MoveRequested::<puzzles::fifteen::Board>(
            puzzles::fifteen::Slide { tile: 0 },
        ));
    frames(&mut app, 2);
    let said = announced(&app).expect("the refusal is announced");
    assert_eq!(said.live, Live::Assertive, "refused at {gap:?}: {said:?}");
}

#[test]
fn the_huds_buttons_are_read_by_what_they_do_not_by_their_signs_or_keys() {
    use puzzlebox::lang::pseudo;
    let mut app = game_read_aloud();
    open(&mut app, "shot/01-the-example");
    frames(&mut app, 3);
    let buttons: Vec<Read> = tree(&app)
        .iter()
        .filter(|r| r.role == Role::Button)
        .cloned()
        .collect();
    let names: Vec<&str> = buttons.iter().map(|b| b.name.as_str()).collect();
    for sign in ["⏮", "◀", "▶", "?", "⚙", "←"] {
        assert!(
            !names.iter().any(|n| n.trim() == sign),
            "{sign} is read by what it does: {names:?}"
        );
    }
    for does in ["One move back", "Settings (O)"] {
        assert!(
            names.iter().any(|n| n.contains(&pseudo(does))),
            "{does}: {names:?}"
        );
    }
    // Undo is read as its name, its key as its description.
    let undo = buttons
        .iter()
        .find(|b| b.name.contains(&pseudo("Undo")))
        .expect("Undo is a button");
    assert_eq!(undo.name, format!("[{}]", pseudo("Undo")), "{undo:?}");
    assert!(undo.description.contains('Z'), "{undo:?}");
}

#[test]
fn the_keys_for_listening_read_the_board_the_count_and_the_last_again() {
    use bevy::input::keyboard::KeyCode;
    let mut app = game_read_aloud();
    open(&mut app, "fifteen/01-first-light");
    frames(&mut app, 2);
    let whole = status(&app).board_whole.clone();
    press(&mut app, KeyCode::KeyB);
    frames(&mut app, 1);
    let said = announced(&app).expect("the board is read");
    assert_eq!(said.name, whole);
    press(&mut app, KeyCode::KeyI);
    frames(&mut app, 1);
    let count = announced(&app).expect("the count is read");
    assert!(
        count.name.contains('0') && count.name.contains('8'),
        "{count:?}"
    );
    press(&mut app, KeyCode::KeyA);
    frames(&mut app, 1);
    let again = announced(&app).expect("the last is said again");
    assert_eq!(again.name, count.name);
    assert_eq!(carrying(&app, &again), 1, "one announcement at a time");
}

#[test]
fn the_keyboards_cursor_is_said_where_it_goes() {
    use bevy::input::keyboard::KeyCode;
    use puzzlebox::lang::pseudo;
    for (level, what) in [
        ("shot/01-the-example", "a ball"),
        ("klotski/01-side-step", "block at"),
    ] {
        let mut app = game_read_aloud();
        open(&mut app, level);
        frames(&mut app, 2);
        press(&mut app, KeyCode::ArrowRight);
        press(&mut app, KeyCode::ArrowLeft);
        frames(&mut app, 1);
        let said = announced(&app).unwrap_or_else(|| panic!("{level}: the cursor is said"));
        let (row, what) = (pseudo("row"), pseudo(what));
        assert!(
            said.name.to_lowercase().contains(&row.to_lowercase()) && said.name.contains(&what),
            "{level}: {said:?}"
        );
    }
}

#[test]
fn the_snakes_corner_and_the_programs_cursor_are_said_as_they_move() {
    use bevy::input::keyboard::KeyCode;
    use puzzlebox::lang::pseudo;
    let mut app = game_read_aloud();
    open(&mut app, "snake/01-eight-cubes");
    frames(&mut app, 2);
    press(&mut app, KeyCode::Tab);
    frames(&mut app, 1);
    let said = announced(&app).expect("the corner is said");
    assert!(said.name.contains(&pseudo("Corner")), "{said:?}");

    let mut app = game_read_aloud();
    open(&mut app, "kodable/01-first-roll");
    frames(&mut app, 2);
    press(&mut app, KeyCode::ArrowRight);
    frames(&mut app, 2);
    let said = announced(&app).expect("the cursor is said");
    assert!(
        said.name.contains(&pseudo("At the end of the program")),
        "{said:?}"
    );
}

/// Whether the latest announcement says the hint on show.
fn hint_said(app: &App) -> bool {
    let Some(hint) = status(app).hint else {
        return false;
    };
    announced(app).is_some_and(|r| r.name.contains(&hint))
}

#[test]
fn a_hint_asked_for_again_is_said_again() {
    use bevy::input::keyboard::KeyCode;
    let mut app = game_read_aloud();
    open(&mut app, "fifteen/02-three-by-three");
    press(&mut app, KeyCode::KeyH);
    assert!(
        until(&mut app, 600, |app| hint_said(app)),
        "the hint is said"
    );
    // Something else is said; the hint on show stays the same.
    press(&mut app, KeyCode::KeyI);
    frames(&mut app, 1);
    assert!(!hint_said(&app));
    press(&mut app, KeyCode::KeyH);
    assert!(
        until(&mut app, 600, |app| hint_said(app)),
        "the same hint is said again"
    );
}

#[test]
fn a_web_page_shows_the_trees_controls_and_a_press_there_presses_the_control() {
    let mut app = game_read_aloud();
    let page = &app.world().resource::<Page>().0;
    let settings = page
        .iter()
        .find(|c| c.role == "button" && c.name.contains(&pseudo("Settings")))
        .unwrap_or_else(|| panic!("the title's Settings is a button of the page: {page:?}"))
        .clone();
    assert!(
        page.iter().any(|c| c.role.is_empty()
            && c.name
                .contains(pseudo("Five puzzles").trim_end_matches(']'))),
        "the title's words are text of the page: {page:?}"
    );
    // Pressed in the page: AccessKit's click on its node, as the page hands it over.
    let world = app.world_mut();
    let context = world
        .query_filtered::<Entity, With<bevy_egui::PrimaryEguiContext>>()
        .single(world)
        .unwrap();
    world.write_message(bevy_egui::input::EguiInputEvent {
        context,
        event: bevy_egui::egui::Event::AccessKitActionRequest(
            bevy_egui::egui::accesskit::ActionRequest {
                action: bevy_egui::egui::accesskit::Action::Click,
                target_tree: bevy_egui::egui::accesskit::TreeId::ROOT,
                target_node: bevy_egui::egui::accesskit::NodeId(settings.node),
                data: None,
            },
        ),
    });
    frames(&mut app, 4);
    assert!(app.world().resource::<puzzlebox::shell::SettingsOpen>().0);
    let page = &app.world().resource::<Page>().0;
    let mute = page
        .iter()
        .find(|c| c.name.contains(&pseudo("Mute")))
        .unwrap_or_else(|| panic!("Mute is in the page: {page:?}"));
    assert_eq!((mute.role, mute.checked), ("checkbox", Some(false)));
    assert!(
        page.iter()
            .any(|c| c.role == "slider" && c.value == Some(70.0)),
        "the volume, at 70: {page:?}"
    );
    assert!(
        page.iter()
            .all(|c| !c.name.is_empty() || c.role == "spinbutton"),
        "every control has a name: {page:?}"
    );
}

#[test]
fn a_web_page_shows_the_board_in_words_and_not_the_announcements() {
    let mut app = game_read_aloud();
    open(&mut app, "fifteen/01-first-light");
    frames(&mut app, 2);
    press(&mut app, bevy::input::keyboard::KeyCode::KeyI);
    frames(&mut app, 1);
    let said = announced(&app).expect("the count is said");
    let page = &app.world().resource::<Page>().0;
    let board = board(&app);
    assert!(
        page.iter()
            .any(|c| c.role == "img" && c.name == board.name && c.description == board.description),
        "the board: {page:?}"
    );
    assert!(
        page.iter().all(|c| c.name != said.name),
        "the announcement is the page's live region's, not a control: {page:?}"
    );
}

#[test]
fn w_says_where_the_cursor_is_or_that_there_is_none_yet() {
    use bevy::input::keyboard::KeyCode;
    let mut app = game_read_aloud();
    open(&mut app, "klotski/01-side-step");
    frames(&mut app, 2);
    press(&mut app, KeyCode::KeyW);
    frames(&mut app, 1);
    let words = *app.world().resource::<Words>();
    let none = announced(&app).expect("the answer is said").name;
    assert_eq!(none, words.message("spoken-no-cursor", &[]));
    // An arrow shows the selection; W says the block it is on, again and again.
    press(&mut app, KeyCode::ArrowRight);
    frames(&mut app, 1);
    let chosen = announced(&app).expect("the block chosen is said").name;
    assert_ne!(chosen, none);
    press(&mut app, KeyCode::KeyI);
    frames(&mut app, 1);
    press(&mut app, KeyCode::KeyW);
    frames(&mut app, 1);
    assert_eq!(announced(&app).expect("said again").name, chosen);
    // In Fifteen, where the gap is.
    let mut app = game_read_aloud();
    open(&mut app, "fifteen/01-first-light");
    frames(&mut app, 2);
    press(&mut app, KeyCode::KeyW);
    frames(&mut app, 1);
    let gap = announced(&app).expect("the gap is said").name;
    let at = puzzlebox::play::spoken::cell(words, 0, 0);
    assert_eq!(
        gap,
        words.message("fifteen-cursor-gap", &[("at", at.into())])
    );
}

#[test]
fn an_arrow_that_slides_nothing_is_said_not_lost() {
    use bevy::input::keyboard::KeyCode;
    let mut app = game_read_aloud();
    // The hole is in the top left corner: nothing is above it to slide down.
    open(&mut app, "fifteen/01-first-light");
    frames(&mut app, 2);
    press(&mut app, KeyCode::ArrowDown);
    frames(&mut app, 1);
    let words = *app.world().resource::<Words>();
    let said = announced(&app).expect("the refusal is said");
    assert_eq!(
        said.name,
        words.message("fifteen-refused-no-tile", &[("dir", "down".into())])
    );
    assert_eq!(said.live, Live::Assertive);
}

#[test]
fn the_how_to_play_card_is_read_as_it_opens() {
    let mut app = game_read_aloud();
    open(&mut app, "shot/01-the-example");
    frames(&mut app, 2);
    app.world_mut()
        .write_message(puzzlebox::play::Command::HowToPlay);
    frames(&mut app, 2);
    let words = *app.world().resource::<Words>();
    let how = status(&app).how_to_play.expect("Shot has a card");
    let said = announced(&app).expect("the card is read").name;
    for rule in how.rules {
        let rule = words.message(rule, &[]);
        let start: String = rule.chars().take(30).collect();
        assert!(said.contains(&start), "{said:?} reads {rule:?}");
    }
    assert!(!said.contains(".."), "{said:?}");
}

#[test]
fn the_stats_figures_are_said_as_the_screen_opens() {
    let mut app = game_read_aloud();
    go_to(&mut app, puzzlebox::shell::Screen::Stats);
    frames(&mut app, 3);
    let words = *app.world().resource::<Words>();
    let said = announced(&app).expect("the figures are said").name;
    for kind in Kind::ALL {
        assert!(said.contains(&words.puzzle_name(kind)), "{kind}: {said:?}");
    }
    assert!(
        said.contains(" 12 "),
        "the count of Shot's levels: {said:?}"
    );
}

#[test]
fn the_puzzle_list_is_named_items_and_the_page_shows_them_as_buttons() {
    let mut app = game_read_aloud();
    go_to(&mut app, puzzlebox::shell::Screen::Puzzles);
    frames(&mut app, 3);
    let words = *app.world().resource::<Words>();
    let items: Vec<&Read> = tree(&app)
        .iter()
        .filter(|r| r.role == Role::ListItem)
        .collect();
    assert_eq!(items.len(), Kind::ALL.len(), "{:?}", tree(&app));
    let page = &app.world().resource::<Page>().0;
    for kind in Kind::ALL {
        let name = words.puzzle_name(kind);
        assert!(
            items.iter().any(|r| r.name.contains(&name)),
            "{kind}: {items:?}"
        );
        assert!(
            page.iter()
                .any(|c| c.role == "button" && c.name.contains(&name) && c.presses()),
            "{kind}: {page:?}"
        );
    }
}
