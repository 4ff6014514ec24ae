//! The interface as the player presses it and sees it: taps on its buttons, as a phone sends
//! them to a game that sleeps between inputs (the finger's touch wakes the game, and its lifting
//! arrives in the next frame), and what stays in its place while the player acts.

use crate::harness::*;
use crate::words::game_with_interface;
use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use bevy_egui::egui;
use bevy_egui::{EguiInput, EguiPostUpdateSet, EguiPreUpdateSet};
use puzzlebox::shell::Screen;
use std::time::Duration;

/// Pointer events to hand the interface at the next frame.
#[derive(Resource, Default)]
struct Queued(Vec<egui::Event>);

/// Where each piece of text was drawn in the last frame.
#[derive(Resource, Default)]
struct Placed(Vec<(String, egui::Rect)>);

/// Each piece of text drawn in the last frame, and whether it could be seen whole: not cut by
/// the edge of what holds it (a list that scrolls) or of the window.
#[derive(Resource, Default)]
struct SeenWhole(Vec<(String, bool)>);

fn game_that_takes_taps(width: f32, height: f32) -> App {
    let mut app = game_with_interface(width, height);
    app.init_resource::<Queued>()
        .init_resource::<Placed>()
        .init_resource::<SeenWhole>()
        .init_resource::<CutShort>()
        .init_resource::<Lines>()
        .init_resource::<AskedForNext>()
        .add_systems(
            PreUpdate,
            hand_over_queued
                .after(EguiPreUpdateSet::ProcessInput)
                .before(EguiPreUpdateSet::BeginPass),
        )
        .add_systems(
            PostUpdate,
            (note_placed, note_asked_for_next)
                .after(EguiPostUpdateSet::EndPass)
                .before(EguiPostUpdateSet::ProcessOutput),
        );
    frames(&mut app, 3);
    app
}

fn hand_over_queued(mut queued: ResMut<Queued>, mut inputs: Query<&mut EguiInput>) {
    let events = std::mem::take(&mut queued.0);
    for mut input in &mut inputs {
        input.0.events.extend(events.iter().cloned());
    }
}

/// Whether the interface asked, in the last frame, for the next one at once.
#[derive(Resource, Default)]
struct AskedForNext(bool);

fn note_asked_for_next(
    outputs: Query<&bevy_egui::EguiFullOutput>,
    mut asked: ResMut<AskedForNext>,
) {
    asked.0 = outputs.iter().filter_map(|o| o.0.as_ref()).any(|full| {
        full.viewport_output
            .values()
            .any(|v| v.repaint_delay.is_zero())
    });
}

/// The texts drawn cut short ("…"), in the last frame.
#[derive(Resource, Default)]
struct CutShort(Vec<String>);

/// The texts drawn in the last frame, with the lines each took.
#[derive(Resource, Default)]
struct Lines(Vec<(String, usize)>);

fn note_placed(
    outputs: Query<&bevy_egui::EguiFullOutput>,
    (mut placed, mut seen): (ResMut<Placed>, ResMut<SeenWhole>),
    mut cut: ResMut<CutShort>,
    mut lines: ResMut<Lines>,
) {
    use egui::epaint::Shape;
    type Notes<'a> = (
        &'a mut Vec<(String, egui::Rect)>,
        &'a mut Vec<String>,
        &'a mut Vec<(String, usize)>,
    );
    fn walk(shape: &Shape, (out, cut, lines): &mut Notes) {
        match shape {
            Shape::Text(text) => {
                let said = text.galley.job.text.clone();
                out.push((said.clone(), text.visual_bounding_rect()));
                if text.galley.elided {
                    cut.push(said.clone());
                }
                lines.push((said, text.galley.rows.len()));
            }
            Shape::Vec(shapes) => shapes.iter().for_each(|s| walk(s, &mut (out, cut, lines))),
            _ => {}
        }
    }
    placed.0.clear();
    seen.0.clear();
    cut.0.clear();
    lines.0.clear();
    for full in outputs.iter().filter_map(|o| o.0.as_ref()) {
        for clipped in &full.shapes {
            let before = placed.0.len();
            walk(
                &clipped.shape,
                &mut (&mut placed.0, &mut cut.0, &mut lines.0),
            );
            for (text, rect) in &placed.0[before..] {
                let whole = clipped.clip_rect.expand(0.5).contains_rect(*rect);
                seen.0.push((text.clone(), whole));
            }
        }
    }
}

/// Where the text `english` says, in the test's pseudo-language, was drawn.
fn place_of(app: &App, english: &str) -> egui::Rect {
    let wanted = format!("[{}]", puzzlebox::lang::pseudo(english));
    place_of_text(app, &wanted)
}

/// Where `text` (as it is, not translated) was drawn.
fn place_of_text(app: &App, wanted: &str) -> egui::Rect {
    let placed = &app.world().resource::<Placed>().0;
    placed
        .iter()
        .find(|(text, _)| text == wanted)
        .unwrap_or_else(|| panic!("{wanted:?} is on screen: {placed:?}"))
        .1
}

/// The middle of the text `english` says, in the test's pseudo-language.
fn middle_of(app: &App, english: &str) -> egui::Pos2 {
    place_of(app, english).center()
}

/// A quick tap at `at`: the finger comes down in one frame, after `still` without a frame (the
/// frame it wakes carries the clock of the frame before the pause, as a sleeping game's does),
/// and is lifted in the next.
fn tap_after_a_pause(app: &mut App, at: egui::Pos2, still: Duration) {
    let press = |pressed| egui::Event::PointerButton {
        pos: at,
        button: egui::PointerButton::Primary,
        pressed,
        modifiers: egui::Modifiers::NONE,
    };
    let queued = &mut app.world_mut().resource_mut::<Queued>().0;
    queued.extend([egui::Event::PointerMoved(at), press(true)]);
    app.update();
    app.insert_resource(TimeUpdateStrategy::ManualDuration(still));
    let queued = &mut app.world_mut().resource_mut::<Queued>().0;
    queued.extend([press(false), egui::Event::PointerGone]);
    app.update();
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
        50,
    )));
    frames(app, 2);
}

#[test]
fn a_tap_after_a_long_pause_presses_the_button() {
    let mut app = game_that_takes_taps(390.0, 844.0);
    assert_eq!(screen(&app), Screen::Title);
    let play = middle_of(&app, "Play");
    tap_after_a_pause(&mut app, play, Duration::from_secs(8));
    assert_eq!(
        screen(&app),
        Screen::Puzzles,
        "the first tap after eight seconds still is a tap"
    );
}

/// The lettered commands' names in the keys list (but Settings, also on the title screen).
const KEY_ACTIONS: [&str; 10] = [
    "Undo",
    "Redo",
    "Restart",
    "Hint",
    "The solver plays",
    "Play or pause",
    "New level",
    "Share",
    "Edit a copy",
    "Compare with the shortest",
];

#[test]
fn a_quick_click_on_a_key_after_a_pause_waits_for_its_letter_and_nothing_moves() {
    use puzzlebox::screens::settings::Capturing;
    use puzzlebox::shell::SettingsOpen;
    let mut app = game_that_takes_taps(1280.0, 1600.0);
    app.world_mut().resource_mut::<SettingsOpen>().0 = true;
    // (The card takes some frames to find its height and its place.)
    frames(&mut app, 30);
    let before: Vec<_> = KEY_ACTIONS.iter().map(|a| place_of(&app, a)).collect();
    let undo_key = place_of_text(&app, "Z");
    tap_after_a_pause(&mut app, undo_key.center(), Duration::from_secs(5));
    assert_eq!(app.world().resource::<Capturing>().0, Some("undo"));
    let after: Vec<_> = KEY_ACTIONS.iter().map(|a| place_of(&app, a)).collect();
    assert_eq!(before, after, "the commands' names stay where they were");
}

#[test]
fn the_settings_card_keeps_inside_the_window_at_every_size() {
    use puzzlebox::shell::SettingsOpen;
    // On a phone at 200 % (195×422 points) the card grew wider than the window, its words
    // flush with the window's left edge and its margins out of sight.
    for (width, height) in WINDOWS_AT_BOTH_TEXT_SIZES {
        let mut app = game_that_takes_taps(width, height);
        app.world_mut().resource_mut::<SettingsOpen>().0 = true;
        frames(&mut app, 30);
        let placed = &app.world().resource::<Placed>().0;
        // The card's words: from its heading on (the title's, under it, come first).
        let heading = format!("[{}]", puzzlebox::lang::pseudo("Settings"));
        let first = (placed.iter())
            .rposition(|(text, _)| *text == heading)
            .expect("the card's heading");
        let outside: Vec<_> = placed[first..]
            .iter()
            .filter(|(_, rect)| rect.left() < 8.0 || rect.right() > width - 8.0)
            .collect();
        assert!(
            outside.is_empty(),
            "at {width}×{height}, the card's words at the window's edge: {outside:?}"
        );
        // (Beside the heading on a phone at 200 %, Done covered its end.)
        let done = format!("[{}]", puzzlebox::lang::pseudo("Done"));
        let done = placed.iter().rfind(|(text, _)| *text == done);
        let done = done.expect("Done is on the card").1;
        assert!(
            !done.intersects(placed[first].1),
            "at {width}×{height}, Done lies over the heading"
        );
    }
}

#[test]
fn a_level_of_another_puzzle_opened_over_the_snake_leaves_nothing_of_it() {
    use puzzlebox::games::snake::camera::SnakeCamera;
    use puzzlebox::games::snake::pieces::ChainCube;
    let mut app = game_with_interface(1280.0, 800.0);
    open(&mut app, "snake/14-the-wooden-snake");
    frames(&mut app, 5);
    let right = app.world().resource::<puzzlebox::board::Insets>().right;
    assert!(right > 0.0, "the snake's panel keeps room on the right");
    // As a link or a changed address does: straight from one level to the other.
    open(&mut app, "shot/01-the-example");
    frames(&mut app, 5);
    let world = app.world_mut();
    let cubes = world.query::<&ChainCube>().iter(world).count();
    let cameras = world.query::<&SnakeCamera>().iter(world).count();
    assert_eq!(
        (cubes, cameras),
        (0, 0),
        "the snake's cubes and camera are gone"
    );
    let insets = app.world().resource::<puzzlebox::board::Insets>();
    assert_eq!(
        (insets.left, insets.right),
        (0.0, 0.0),
        "the board is centred"
    );
    assert_eq!(status(&app).kind, Some(puzzles::Kind::Shot));
}
/// The room the bars leave the board, in the interface's points, on a window `width` by
/// `height` points (less what the snake's panel covers when it lies over its scene).
fn board_room(app: &App, width: f32, height: f32) -> (f32, f32) {
    use puzzlebox::games::snake::panel::PanelOver;
    let insets = app.world().resource::<puzzlebox::board::Insets>();
    let snake = status(app).kind == Some(puzzles::Kind::Snake);
    let over = app
        .world()
        .get_resource::<PanelOver>()
        .filter(|_| snake)
        .map_or(0.0, |o| o.0);
    (
        width - insets.left - insets.right,
        height - insets.top - insets.bottom - over,
    )
}

/// On a phone the editor lies under the map: a tall, narrow map gets up to two fifths of the
/// height, to be drawn wider than a strip ("Winding down", 4×13, was 44 points wide on 390×844).
#[test]
fn on_a_phone_a_tall_narrow_map_is_not_drawn_as_a_strip() {
    let (width, height) = (390.0, 844.0);
    let mut app = game_with_interface(width, height);
    open(&mut app, "kodable/12-winding-down");
    frames(&mut app, 5);
    let (room_x, room_y) = board_room(&app, width, height);
    let margin = 2.0 * puzzlebox::board::BOARD_MARGIN;
    // 4×13 cells, with the grass's rim round them.
    let rim = 2.0 * puzzlebox::games::kodable::map::RIM_IN_CELLS;
    let drawn = ((room_x - margin) / (4.0 + rim)).min((room_y - margin) / (13.0 + rim)) * 4.0;
    assert!(
        drawn >= width / 5.0,
        "the map is drawn {drawn:.0} points wide in a room of {room_x:.0}×{room_y:.0}"
    );
    // The editor keeps room for its palette under it.
    assert!(
        room_y <= 0.45 * height,
        "the map takes {room_y:.0} of {height} points"
    );
}

#[test]
fn at_every_text_size_the_board_keeps_half_the_windows_shorter_side() {
    // Windows in the interface's points: 1280×800 and 800×600 pixels at 100 %, 150 % and 200 %,
    // and a phone's 390×844 at 100 % and 200 %.
    let windows = [
        (1280.0, 800.0),
        (853.0, 533.0),
        (640.0, 400.0),
        (800.0, 600.0),
        (533.0, 400.0),
        (400.0, 300.0),
        (390.0, 844.0),
        (195.0, 422.0),
    ];
    let levels = [
        "shot/01-the-example",
        "snake/01-eight-cubes",
        "klotski/03-crossroads",
        "kodable/01-first-roll",
        "fifteen/01-first-light",
    ];
    let mut small = Vec::new();
    for (width, height) in windows {
        let mut app = game_with_interface(width, height);
        for level in levels {
            open(&mut app, level);
            frames(&mut app, 12);
            let (w, h) = board_room(&app, width, height);
            let least = 0.5 * width.min(height);
            if w < least || h < least {
                small.push(format!("{level} at {width}×{height}: {w:.0}×{h:.0}"));
            }
        }
    }
    assert!(
        small.is_empty(),
        "boards smaller than half the window's shorter side:\n{}",
        small.join("\n")
    );
}

#[test]
fn on_a_short_window_the_snakes_panel_folds_to_a_button_that_unfolds_it() {
    use puzzlebox::games::snake::panel::PanelOver;
    // 800×600 pixels at 200 %: the corner controls alone would leave the cube a strip.
    // A phone's 390×844 pixels at 200 %: the button's words lay across the middle of the
    // scene, over the cube; a sign in its corner leaves the cube in sight.
    use puzzlebox::games::snake::panel::CORNERS_SIGN;
    for (width, height) in [(195.0, 422.0), (400.0, 300.0)] {
        let mut app = game_that_takes_taps(width, height);
        open(&mut app, "snake/05-the-classic");
        frames(&mut app, 12);
        let button = place_of_text(&app, CORNERS_SIGN);
        assert!(
            button.width() < width / 5.0 && button.right() > width * 0.75,
            "at {width}×{height}, the button keeps to the scene's corner: {button:?}"
        );
        assert_eq!(
            app.world().resource::<PanelOver>().0,
            0.0,
            "the cube keeps its room"
        );
    }
    let mut app = game_that_takes_taps(400.0, 300.0);
    open(&mut app, "snake/01-eight-cubes");
    frames(&mut app, 12);
    let button = place_of_text(&app, CORNERS_SIGN);
    tap_after_a_pause(&mut app, button.center(), Duration::from_millis(50));
    frames(&mut app, 6);
    place_of_text(&app, "◀");
    assert!(
        app.world().resource::<PanelOver>().0 > 0.0,
        "the panel, unfolded, lies over the scene"
    );
}

/// Sets the game's language to `code` ("de") from the next frame on.
fn in_language(app: &mut App, code: &str) {
    app.world_mut()
        .resource_mut::<puzzlebox::progress::records::Progress>()
        .settings
        .language = Some(code.to_string());
}

/// Where the first text that holds `english`, in the test's pseudo-language, was drawn (a
/// button's label carries its key beside it).
fn place_holding(app: &App, english: &str) -> egui::Rect {
    let wanted = puzzlebox::lang::pseudo(english);
    let placed = &app.world().resource::<Placed>().0;
    placed
        .iter()
        .find(|(text, _)| text.contains(&wanted))
        .unwrap_or_else(|| panic!("{wanted:?} is on screen: {placed:?}"))
        .1
}

#[test]
fn a_headings_controls_read_in_one_order_beside_the_title_or_under_it() {
    // Beside the title on a wide window; on rows of their own under it on a narrow one.
    for (width, height) in [(1280.0, 800.0), (600.0, 800.0)] {
        let mut app = game_that_takes_taps(width, height);
        go_to(&mut app, Screen::Levels);
        frames(&mut app, 6);
        let title = place_of(&app, "Shot");
        let controls: Vec<egui::Rect> = ["Make a level", "New", "Open code"]
            .iter()
            .map(|c| place_holding(&app, c))
            .collect();
        let beside = controls[0].center().y < title.bottom();
        assert_eq!(
            beside,
            width > 1000.0,
            "{width}: beside the title or under it"
        );
        for pair in controls.windows(2) {
            let (a, b) = (pair[0], pair[1]);
            let reads_on = if (a.center().y - b.center().y).abs() < 4.0 {
                a.right() < b.left()
            } else {
                a.bottom() < b.top()
            };
            assert!(reads_on, "{width}: {a:?} comes before {b:?}");
        }
    }
}

#[test]
fn a_card_opened_by_a_tap_lays_itself_out_without_waiting_for_more_input() {
    // On a phone a still game draws a frame only when asked: every frame in which the card
    // still moves must ask for the next, or its buttons stay where a second tap misses them.
    let mut app = game_that_takes_taps(390.0, 844.0);
    open(&mut app, "shot/01-the-example");
    frames(&mut app, 5);
    app.world_mut()
        .insert_resource(puzzlebox::shell::SettingsOpen(true));
    let mut drawn = Vec::new();
    for _ in 0..8 {
        app.update();
        let placed = &app.world().resource::<Placed>().0;
        let done = placed
            .iter()
            .find(|(text, _)| text.contains(&puzzlebox::lang::pseudo("Done")))
            .map(|(_, rect)| *rect);
        drawn.push((done, app.world().resource::<AskedForNext>().0));
    }
    for pair in drawn.windows(2) {
        let ((before, asked), (after, _)) = (pair[0], pair[1]);
        assert!(
            asked || before == after,
            "the card moved ({before:?} → {after:?}) in a frame that did not ask for the next: {drawn:?}"
        );
    }
}

/// How opaque each text was drawn in the last frame (a card fading in is drawn faint).
#[derive(Resource, Default)]
struct Opacity(Vec<(String, f32)>);

fn note_opacity(outputs: Query<&bevy_egui::EguiFullOutput>, mut drawn: ResMut<Opacity>) {
    use egui::epaint::Shape;
    fn walk(shape: &Shape, out: &mut Vec<(String, f32)>) {
        match shape {
            Shape::Text(text) => out.push((
                text.galley.job.text.clone(),
                text.opacity_factor * f32::from(text.fallback_color.a()) / 255.0,
            )),
            Shape::Vec(shapes) => shapes.iter().for_each(|s| walk(s, out)),
            _ => {}
        }
    }
    drawn.0.clear();
    for full in outputs.iter().filter_map(|o| o.0.as_ref()) {
        for clipped in &full.shapes {
            walk(&clipped.shape, &mut drawn.0);
        }
    }
}

#[test]
fn a_card_that_opens_by_itself_asks_for_frames_until_it_has_faded_in() {
    // The first "How to play" opens by itself as the level opens; a still game draws no frame
    // unasked, so a card that stopped asking while still faint stayed invisible, and took the
    // keys, until the mouse moved.
    let mut app = game_that_takes_taps(1280.0, 800.0);
    app.init_resource::<Opacity>().add_systems(
        PostUpdate,
        note_opacity
            .after(EguiPostUpdateSet::EndPass)
            .before(EguiPostUpdateSet::ProcessOutput),
    );
    let progress = &mut app
        .world_mut()
        .resource_mut::<puzzlebox::progress::records::Progress>();
    progress.settings.rules_seen.clear();
    progress.settings.guided.clear();
    open(&mut app, "fifteen/02-three-by-three");
    let got_it = puzzlebox::lang::pseudo("Got it");
    let mut drawn = Vec::new();
    for _ in 0..12 {
        app.update();
        let opacity = app
            .world()
            .resource::<Opacity>()
            .0
            .iter()
            .find_map(|(text, o)| text.contains(&got_it).then_some(*o));
        drawn.push((opacity, app.world().resource::<AskedForNext>().0));
    }
    assert!(
        drawn.iter().any(|(o, _)| o.is_some()),
        "the card opened: {drawn:?}"
    );
    assert!(
        drawn
            .iter()
            .all(|&(opacity, asked)| asked || opacity.is_none_or(|o| o >= 1.0)),
        "a frame with the card still faint asked for the next: {drawn:?}"
    );
}

#[test]
fn the_settings_card_fits_a_small_window_at_the_largest_text() {
    // 800×600 pixels and a phone's 390×844 at 200 %, in German (whose commands' names are
    // long).
    for (width, height) in [(400.0, 300.0), (195.0, 422.0)] {
        let mut app = game_that_takes_taps(width, height);
        in_language(&mut app, "de");
        app.world_mut()
            .insert_resource(puzzlebox::shell::SettingsOpen(true));
        frames(&mut app, 8);
        let placed = &app.world().resource::<Placed>().0;
        assert!(
            placed
                .iter()
                .any(|(text, _)| text.contains(&puzzlebox::lang::pseudo("Einstellungen"))),
            "the settings are open, in German: {placed:?}"
        );
        let outside: Vec<_> = placed
            .iter()
            .filter(|(_, rect)| rect.left() < -0.5 || rect.right() > width + 0.5)
            .collect();
        assert!(
            outside.is_empty(),
            "{width}×{height}: beyond the window's sides: {outside:?}"
        );
    }
}

/// Windows in the interface's points: 1280×800, 800×600 and a phone's 390×844 pixels, at
/// 100 % and 200 % text.
const WINDOWS_AT_BOTH_TEXT_SIZES: [(f32, f32); 6] = [
    (1280.0, 800.0),
    (800.0, 600.0),
    (390.0, 844.0),
    (640.0, 400.0),
    (400.0, 300.0),
    (195.0, 422.0),
];

/// Opens `kind`'s list of levels, and lets it lay itself out.
fn open_level_list(app: &mut App, kind: puzzles::Kind) {
    app.world_mut()
        .resource_mut::<puzzlebox::screens::ChosenPuzzle>()
        .0 = kind;
    go_to(app, Screen::Levels);
    frames(app, 6);
}

#[test]
fn every_level_list_shows_its_levels_at_every_size_and_text_size() {
    // At 800×600 pixels with 200 % text the heading's tools and the "Next for you" sentence
    // took the whole window: no level's row could be seen, clicked or scrolled to.
    for (width, height) in WINDOWS_AT_BOTH_TEXT_SIZES {
        let mut app = game_that_takes_taps(width, height);
        for kind in puzzles::Kind::ALL {
            open_level_list(&mut app, kind);
            let seen = &app.world().resource::<SeenWhole>().0;
            // A row's title: "12. The name".
            let rows = seen
                .iter()
                .filter(|(text, whole)| {
                    *whole
                        && text
                            .split_once(". ")
                            .is_some_and(|(n, _)| n.parse::<u32>().is_ok())
                })
                .count();
            // Two rows; one on the phone at the largest text (whose rows are tall, their names
            // wrapped), and on a window 300 points tall, where the first level's row comes
            // with its chapter's name and what the chapter teaches over it.
            let wanted = if width < 200.0 || height <= 300.0 {
                1
            } else {
                2
            };
            assert!(
                rows >= wanted,
                "{kind:?} at {width}×{height}: {rows} level names seen whole: {seen:?}"
            );
            go_to(&mut app, Screen::Puzzles);
            frames(&mut app, 2);
        }
    }
}

#[test]
fn a_level_list_opened_on_a_chapters_first_level_shows_the_chapters_name() {
    // At 800×600 pixels with 200 % text the list was scrolled to bring the first level's row
    // to the middle, and the chapter's name over it was out of sight.
    let first_chapters = [
        (puzzles::Kind::Klotski, "Make way"),
        (puzzles::Kind::Kodable, "Rolling"),
        (puzzles::Kind::Snake, "Corners"),
    ];
    let wanted = |english: &str| format!("[{}]", puzzlebox::lang::pseudo(english));
    for (width, height) in [
        (1280.0, 800.0),
        (400.0, 300.0),
        (390.0, 844.0),
        (640.0, 400.0),
    ] {
        let mut app = game_that_takes_taps(width, height);
        for (kind, chapter) in first_chapters {
            open_level_list(&mut app, kind);
            let seen = &app.world().resource::<SeenWhole>().0;
            assert!(
                seen.iter()
                    .any(|(text, whole)| *whole && *text == wanted(chapter)),
                "{kind:?} at {width}×{height}: {chapter:?} not seen whole: {seen:?}"
            );
            go_to(&mut app, Screen::Puzzles);
            frames(&mut app, 2);
        }
    }
}

#[test]
fn a_level_list_opened_on_its_first_level_shows_no_sliver_of_text_over_it() {
    // On a phone at 200 % in Japanese the sliding blocks' list opened with the last line of
    // its chapter's words cut in half over the first row: the list was scrolled in its first
    // frame, and the words above the row took a line more once the scroll bar took its room.
    for (width, height) in WINDOWS_AT_BOTH_TEXT_SIZES {
        let mut app = game_that_takes_taps(width, height);
        for language in ["en", "de", "ja"] {
            in_language(&mut app, language);
            for kind in puzzles::Kind::ALL {
                open_level_list(&mut app, kind);
                let world = app.world();
                let placed = &world.resource::<Placed>().0;
                let seen = &world.resource::<SeenWhole>().0;
                let first_row = (placed.iter())
                    .find(|(text, _)| text.starts_with("1. "))
                    .unwrap_or_else(|| panic!("{kind:?}: the first row is on screen: {placed:?}"))
                    .1
                    .top();
                let slivers: Vec<_> = (placed.iter().zip(seen))
                    .filter(|((_, rect), (_, whole))| !whole && rect.bottom() <= first_row)
                    .map(|((text, _), _)| text)
                    .collect();
                assert!(
                    slivers.is_empty(),
                    "{kind:?} in {language} at {width}×{height}: cut over the first row: {slivers:?}"
                );
                go_to(&mut app, Screen::Puzzles);
                frames(&mut app, 2);
            }
        }
    }
}

#[test]
fn the_titles_buttons_are_inside_the_window_at_every_size_and_text_size() {
    // At 800×600 pixels with 200 % text the settings and quit were below the window's bottom.
    for (width, height) in WINDOWS_AT_BOTH_TEXT_SIZES {
        let mut app = game_that_takes_taps(width, height);
        frames(&mut app, 4);
        for button in ["Play", "Settings", "Quit"] {
            let at = place_of(&app, button);
            assert!(
                at.top() >= 0.0 && at.bottom() <= height && at.left() >= 0.0 && at.right() <= width,
                "{button} at {width}×{height}: {at:?}"
            );
        }
    }
}

#[test]
fn on_a_phone_at_the_largest_text_no_levels_name_is_cut() {
    // A phone's 390×844 pixels at 200 %: the rows had room for "1. S…".
    let mut app = game_that_takes_taps(195.0, 422.0);
    for kind in puzzles::Kind::ALL {
        open_level_list(&mut app, kind);
        let placed = &app.world().resource::<Placed>().0;
        assert!(
            placed.iter().any(|(text, _)| text.starts_with("1. ")),
            "{kind:?}: the first level's row is on screen: {placed:?}"
        );
        // A row's title, "12. The name", or its details.
        let rows: Vec<_> = (app.world().resource::<CutShort>().0.iter())
            .filter(|text| {
                text.split_once(". ")
                    .is_some_and(|(n, _)| n.parse::<u32>().is_ok())
                    || text.contains(" · ")
            })
            .collect();
        assert!(rows.is_empty(), "{kind:?}: rows cut short: {rows:?}");
    }
}

#[test]
fn on_a_phone_a_long_level_name_wraps_rather_than_ending_in_an_ellipsis() {
    // A phone's 390×844 pixels at 100 %, in German: "4. Ein Stern auf dem …".
    let mut app = game_that_takes_taps(390.0, 844.0);
    in_language(&mut app, "de");
    for kind in puzzles::Kind::ALL {
        open_level_list(&mut app, kind);
        let titles: Vec<_> = (app.world().resource::<CutShort>().0.iter())
            .filter(|text| {
                text.split_once(". ")
                    .is_some_and(|(n, _)| n.parse::<u32>().is_ok())
            })
            .collect();
        assert!(titles.is_empty(), "{kind:?}: names cut short: {titles:?}");
        go_to(&mut app, Screen::Puzzles);
        frames(&mut app, 2);
    }
}

#[test]
fn on_a_phone_at_the_largest_text_a_long_title_keeps_its_word_whole() {
    // "Schlangenwürfel" broke into "Schlang / enwürfe / l".
    let mut app = game_that_takes_taps(195.0, 422.0);
    in_language(&mut app, "de");
    open_level_list(&mut app, puzzles::Kind::Snake);
    let title = format!("[{}]", puzzlebox::lang::pseudo("Schlangenwürfel"));
    let lines = &app.world().resource::<Lines>().0;
    let (_, taken) = lines
        .iter()
        .find(|(text, _)| *text == title)
        .unwrap_or_else(|| panic!("{title} is on screen: {lines:?}"));
    assert_eq!(*taken, 1, "the title on one line");
}

#[test]
fn nothing_in_the_editors_panel_runs_past_its_edge() {
    use puzzlebox::lang::Words;
    use puzzlebox::screens::edit::starter;
    use puzzlebox::shell::EditLevel;
    // A short window with the panel beside the board, half as wide as the window, in German
    // (long words): the sliding blocks' drop-down list ran past the panel's edge, and the
    // panel then took its room from the board.
    let (width, height) = (600.0, 460.0);
    let mut app = game_that_takes_taps(width, height);
    in_language(&mut app, "de");
    for kind in puzzles::Kind::ALL {
        app.world_mut()
            .write_message(EditLevel::copy(starter(Words::ENGLISH, kind)));
        frames(&mut app, 6);
        assert_eq!(screen(&app), Screen::Edit);
        let placed = &app.world().resource::<Placed>().0;
        let past: Vec<_> = placed
            .iter()
            .filter(|(_, rect)| rect.right() > width + 0.5)
            .collect();
        assert!(
            past.is_empty(),
            "{kind:?}: past the window's edge: {past:?}"
        );
    }
}

#[test]
fn the_editor_lays_itself_out_without_waiting_for_more_input() {
    use puzzlebox::lang::Words;
    use puzzlebox::screens::edit::starter;
    use puzzlebox::shell::EditLevel;
    // As the card above: a still game draws a frame only when asked, and the editor's panel
    // and board take their places over the first frames.
    for kind in puzzles::Kind::ALL {
        let mut app = game_that_takes_taps(400.0, 300.0);
        app.world_mut()
            .write_message(EditLevel::copy(starter(Words::ENGLISH, kind)));
        let mut drawn = Vec::new();
        for _ in 0..8 {
            app.update();
            let placed = &app.world().resource::<Placed>().0;
            let name = placed
                .iter()
                .find(|(text, _)| text.contains(&puzzlebox::lang::pseudo("Name")))
                .map(|(_, rect)| *rect);
            drawn.push((name, app.world().resource::<AskedForNext>().0));
        }
        for pair in drawn.windows(2) {
            let ((before, asked), (after, _)) = (pair[0], pair[1]);
            assert!(
                asked || before == after,
                "{kind:?}: the panel moved ({before:?} → {after:?}) in a frame that did not ask for the next: {drawn:?}"
            );
        }
    }
}

#[test]
fn the_win_panel_leaves_the_board_its_room() {
    // A wide, short window (the controls in a column: the win panel at its top), a desktop one
    // and a phone at 200 % (the panel in a band above the bottom tray; roll-the-ball's over its
    // editor). In a band across 800×600 at 200 % the solved Shot board was a 60-point square.
    let windows = [
        (400.0, 300.0),
        (640.0, 400.0),
        (1280.0, 800.0),
        (195.0, 422.0),
    ];
    for (width, height) in windows {
        for level in ["shot/01-the-example", "kodable/01-first-roll"] {
            let mut app = game_with_interface(width, height);
            open(&mut app, level);
            command(&mut app, puzzlebox::play::Command::Speed(20.0));
            command(&mut app, puzzlebox::play::Command::Solve);
            assert!(until(&mut app, 2000, |app| status(app).solved), "solved");
            frames(&mut app, 6);
            let banner = app
                .world()
                .get_resource::<puzzlebox::hud::celebrate::Banner>();
            assert!(banner.is_some(), "the win panel is up");
            let (w, h) = board_room(&app, width, height);
            let least = 0.5 * width.min(height);
            assert!(
                w >= least && h >= least,
                "{level} at {width}×{height}: the solved board has {w:.0}×{h:.0}"
            );
        }
    }
}

#[test]
fn the_stats_show_each_puzzles_rating_and_last_four_weeks() {
    use puzzlebox::progress::history::Finished;
    use puzzlebox::progress::records::Progress;
    let mut app = game_that_takes_taps(1280.0, 800.0);
    let today = puzzlebox::calendar::today().to_string();
    {
        let mut progress = app.world_mut().resource_mut::<Progress>();
        for n in 0..3 {
            progress.record_finished(Finished {
                moves: Some(12),
                time: 90_000,
                hints: n,
                par: Some(10),
                difficulty: Some(puzzles::generate::Difficulty::Medium),
                ..Finished::on(&format!("mine/shot/random-{n}"), &today)
            });
        }
    }
    go_to(&mut app, Screen::Stats);
    frames(&mut app, 4);
    let words = *app.world().resource::<puzzlebox::lang::Words>();
    let progress = app.world().resource::<Progress>().clone();
    let days = progress.by_day(puzzles::Kind::Shot, puzzlebox::calendar::today(), 28);
    let expected = [
        puzzlebox::screens::over_time::rating_line(words, &progress, puzzles::Kind::Shot),
        puzzlebox::screens::over_time::weeks_line(words, &days),
    ];
    let placed = &app.world().resource::<Placed>().0;
    for line in expected {
        assert!(
            placed.iter().any(|(text, _)| *text == line),
            "{line:?} is on the stats screen"
        );
    }
    // The charts, of one day here, say what their top stands for: 3 levels, 1:30 a level.
    for scale in [
        words.message("stats-chart-most-levels", &[("count", 3.into())]),
        words.message("stats-chart-longest", &[("time", "1:30".into())]),
    ] {
        assert!(
            placed.iter().any(|(text, _)| *text == scale),
            "{scale:?} on the chart"
        );
    }
    // A puzzle with nothing finished shows no such block.
    let none = puzzlebox::screens::over_time::rating_line(words, &progress, puzzles::Kind::Snake);
    assert!(!placed.iter().any(|(text, _)| *text == none));
}

#[test]
fn export_on_the_stats_screen_writes_the_whole_progress_to_a_file() {
    let mut app = game_that_takes_taps(1280.0, 2400.0);
    let dir = tempfile::tempdir().unwrap();
    app.insert_resource(puzzlebox::screens::edit::export::ExportFolder(
        dir.path().join("levels"),
    ));
    app.world_mut()
        .resource_mut::<puzzlebox::progress::records::Progress>()
        .record_win(
            "shot/01-the-example",
            puzzlebox::progress::records::Win {
                moves: Some(3),
                time: 9_000,
                par_unaided: true,
            },
        );
    go_to(&mut app, Screen::Stats);
    frames(&mut app, 4);
    // The button, with its key beside its words.
    let label = format!("[{}]  Ctrl+E", puzzlebox::lang::pseudo("Export progress"));
    let at = place_of_text(&app, &label).center();
    tap_after_a_pause(&mut app, at, Duration::from_millis(50));
    let name = format!("puzzlebox-progress-{}.json", puzzlebox::calendar::today());
    let written = dir.path().join("exports").join(&name);
    let bytes = std::fs::read(&written).expect("the file is written beside the levels");
    let pars = std::collections::HashMap::new();
    let back = puzzlebox::progress::checked::read(&name, &bytes, &pars).expect("it reads back");
    let progress = app
        .world()
        .resource::<puzzlebox::progress::records::Progress>();
    assert_eq!(back.levels, progress.levels);
    assert_eq!(back.finished, progress.finished);
    // The screen says where it went.
    let placed = &app.world().resource::<Placed>().0;
    let path = written.display().to_string();
    assert!(
        placed.iter().any(|(text, _)| text.contains(&path)),
        "{path} is on the screen"
    );
    // Ctrl+E, as the button says, does the same.
    std::fs::remove_file(&written).unwrap();
    chord_in_one_frame(&mut app, KeyCode::ControlLeft, KeyCode::KeyE);
    frames(&mut app, 2);
    assert!(written.exists(), "Ctrl+E writes the file again");
}

/// Opens `level` as a newcomer does, its puzzle's guide not seen yet (on a first level it
/// starts), and lets a few frames pass.
fn open_guided(app: &mut App, level: &str) {
    app.world_mut()
        .resource_mut::<puzzlebox::progress::records::Progress>()
        .settings
        .guided
        .clear();
    open(app, level);
    frames(app, 6);
}

#[test]
fn the_board_keeps_its_place_when_the_first_levels_guide_goes() {
    // The board jumped up ~47 pixels when the guide's line shrank or went: a click aimed at a
    // ball a moment before landed on nothing.
    for (width, height) in [(1280.0, 800.0), (195.0, 422.0)] {
        let mut app = game_that_takes_taps(width, height);
        open_guided(&mut app, "shot/01-the-example");
        assert!(
            app.world()
                .get_resource::<puzzlebox::play::guide::Guide>()
                .is_some(),
            "the guide is on show"
        );
        let top = || app.world().resource::<puzzlebox::board::Insets>().top;
        let with_guide = top();
        command(&mut app, puzzlebox::play::Command::SkipGuide);
        frames(&mut app, 4);
        assert!(
            app.world()
                .get_resource::<puzzlebox::play::guide::Guide>()
                .is_none(),
            "the guide is gone"
        );
        let top = app.world().resource::<puzzlebox::board::Insets>().top;
        assert!(
            (top - with_guide).abs() < 1.0,
            "{width}×{height}: the top bar was {with_guide} tall, then {top}"
        );
    }
}

#[test]
fn a_first_levels_guide_leaves_the_board_its_room_at_the_largest_text() {
    // At 200 % on a phone the snake's guide beside its Skip button was a column of one word a
    // line, taller than the window: no cube could be seen. (In English and German: the
    // pseudo-language's level bar alone takes three rows on a phone at 200 %.)
    use puzzlebox::lang::{Language, Words};
    let sizes = [(195.0, 422.0), (400.0, 300.0), (390.0, 844.0)];
    for ((width, height), language) in sizes
        .into_iter()
        .flat_map(|size| [Language::English, Language::German].map(|l| (size, l)))
    {
        for level in [
            "snake/01-eight-cubes",
            "shot/01-the-example",
            "fifteen/01-first-light",
            "klotski/01-side-step",
            "kodable/01-first-roll",
        ] {
            let mut app = game_that_takes_taps(width, height);
            app.insert_resource(Words {
                language,
                pseudo: false,
            });
            open_guided(&mut app, level);
            assert!(
                app.world()
                    .get_resource::<puzzlebox::play::guide::Guide>()
                    .is_some(),
                "{level}: the guide is on show"
            );
            let insets = app.world().resource::<puzzlebox::board::Insets>();
            let board = height - insets.top - insets.bottom;
            let least = puzzlebox::hud::least_board(egui::vec2(width, height));
            // Roll-the-ball keeps room for the blocks and the program too, and its guide two
            // lines of words whatever the room: on a small window at 200 % its map gets half
            // the board's least while the guide is on show.
            let least = if level.starts_with("kodable/") && height < 500.0 {
                0.5 * least
            } else {
                least
            };
            assert!(
                board >= least - 1.0,
                "{width}×{height}, {language:?}, {level}: the board has {board} points of height, \
                 not {least} (top bar {}, bottom {})",
                insets.top,
                insets.bottom
            );
        }
    }
}

#[test]
fn skip_gives_the_guides_room_back_to_the_board() {
    // Kept after Skip, the guide's room left a band of nothing 120 points tall under a phone's
    // top bar for the rest of the level; the finger is on Skip, not on the board.
    let mut app = game_that_takes_taps(390.0, 844.0);
    open_guided(&mut app, "shot/01-the-example");
    let top = |app: &App| app.world().resource::<puzzlebox::board::Insets>().top;
    let with_guide = top(&app);
    let skip = middle_of(&app, "Skip");
    tap_after_a_pause(&mut app, skip, Duration::from_millis(50));
    frames(&mut app, 4);
    assert!(
        app.world()
            .get_resource::<puzzlebox::play::guide::Guide>()
            .is_none(),
        "the guide is gone"
    );
    assert!(
        top(&app) < with_guide - 40.0,
        "the top bar was {with_guide} tall with the guide, {} after Skip",
        top(&app)
    );
}

#[test]
fn the_board_keeps_its_place_through_the_first_levels_guide() {
    // On a phone the guide's second line was a line longer than its first, and the hint line
    // under the board went once the guide was done: the board moved down and shrank between
    // the first move and the third, and a swipe aimed at a ball a moment before missed it.
    use puzzlebox::play::session::MoveRequested;
    use puzzlebox::play::solver::Hinted;
    use puzzles::shot::Board;
    let sizes = [(390.0, 844.0), (1280.0, 800.0), (195.0, 422.0)];
    let ways = [(false, false), (true, false), (true, true)];
    for ((width, height), (english, touch)) in sizes
        .into_iter()
        .flat_map(|size| ways.map(|way| (size, way)))
    {
        let mut app = game_that_takes_taps(width, height);
        if english {
            app.insert_resource(puzzlebox::lang::Words::ENGLISH);
        }
        app.insert_resource(puzzlebox::input::TouchFirst(touch));
        open_guided(&mut app, "shot/01-the-example");
        let insets = |app: &App| {
            let insets = app.world().resource::<puzzlebox::board::Insets>();
            (insets.top, insets.bottom)
        };
        assert!(until(&mut app, 3000, |app| status(app).hint_move.is_some()));
        frames(&mut app, 2);
        let first = insets(&app);
        for made in 1..=2 {
            let mv = app.world().resource::<Hinted<Board>>().mv;
            app.world_mut().write_message(MoveRequested::<Board>(mv));
            frames(&mut app, 3);
            assert!(until(&mut app, 3000, |app| status(app).hint_move.is_some()
                || app
                    .world()
                    .get_resource::<puzzlebox::play::guide::Guide>()
                    .is_some_and(|g| g.step().is_none())));
            frames(&mut app, 4);
            assert_eq!(
                insets(&app),
                first,
                "{width}×{height}, English {english}, touch {touch}: the bars after {made} moves"
            );
        }
    }
}

#[test]
fn a_programs_written_form_is_folded_away_until_asked_for() {
    // On the path's last levels the "As text" box stood open, showing a child
    // `Loop{3}{Right,Down} … Cond{p}{Down}`.
    let mut app = game_that_takes_taps(1280.0, 800.0);
    open(&mut app, "kodable/16-the-maze");
    frames(&mut app, 4);
    let heading = format!("[{}]", puzzlebox::lang::pseudo("As text"));
    let hint =
        puzzlebox::lang::pseudo(&puzzlebox::lang::Words::ENGLISH.message("kodable-text-hint", &[]));
    let placed = &app.world().resource::<Placed>().0;
    assert!(
        placed.iter().any(|(text, _)| *text == heading),
        "its heading is on show: {placed:?}"
    );
    assert!(
        !placed.iter().any(|(text, _)| text.contains(&hint)),
        "the field is folded away: {placed:?}"
    );
}

#[test]
fn every_how_to_play_card_keeps_its_buttons_in_the_window_at_the_largest_text() {
    // The snake's card was taller than a phone's screen, and at 200 % no card scrolled: its
    // "Got it" was out of reach.
    for (width, height) in [(195.0, 422.0), (400.0, 300.0)] {
        let mut app = game_that_takes_taps(width, height);
        for kind in puzzles::Kind::ALL {
            let first = puzzlebox::levels::builtin(kind)[0].id();
            open(&mut app, first.as_str());
            app.world_mut()
                .insert_resource(puzzlebox::shell::RulesCard(Some(kind)));
            frames(&mut app, 6);
            for button in ["Got it", "Show me again"] {
                let at = place_of(&app, button);
                assert!(
                    at.top() >= 0.0 && at.bottom() <= height,
                    "{kind:?} at {width}×{height}: {button} at {at:?}"
                );
            }
            app.world_mut()
                .insert_resource(puzzlebox::shell::RulesCard(None));
            frames(&mut app, 2);
        }
    }
}

#[test]
fn at_the_largest_text_a_programs_blocks_come_before_the_buttons() {
    // At 1280×800 pixels with 200 % text the Run bar and every button came first in the
    // editor: the blocks and the program were below the fold, and a child scrolled between
    // them and Run.
    let (width, height) = (640.0, 400.0);
    let mut app = game_that_takes_taps(width, height);
    open(&mut app, "kodable/10-steps-and-stars");
    frames(&mut app, 6);
    let seen = &app.world().resource::<SeenWhole>().0;
    for heading in ["Blocks", "Program"] {
        let wanted = format!("[{}]", puzzlebox::lang::pseudo(heading));
        assert!(
            seen.iter().any(|(text, whole)| *whole && *text == wanted),
            "{heading} is on show: {seen:?}"
        );
        let at = place_of(&app, heading);
        assert!(at.bottom() <= height, "{heading} at {at:?}");
    }
}

#[test]
fn ctrl_e_on_the_stats_screen_brings_its_written_line_into_view() {
    // After Ctrl+E from the top of the screen the "Written to …" line was below the fold:
    // nothing seemed to happen.
    let (width, height) = (640.0, 400.0);
    let mut app = game_that_takes_taps(width, height);
    let dir = tempfile::tempdir().unwrap();
    app.insert_resource(puzzlebox::screens::edit::export::ExportFolder(
        dir.path().join("levels"),
    ));
    go_to(&mut app, Screen::Stats);
    frames(&mut app, 4);
    chord_in_one_frame(&mut app, KeyCode::ControlLeft, KeyCode::KeyE);
    // The list glides there.
    frames(&mut app, 30);
    let folder = dir.path().join("exports").display().to_string();
    let seen = &app.world().resource::<SeenWhole>().0;
    let (said, whole) = seen
        .iter()
        .find(|(text, _)| text.contains(&folder))
        .unwrap_or_else(|| panic!("the written line is drawn: {seen:?}"));
    assert!(*whole, "{said} is in view");
    let at = place_of_text(&app, said);
    assert!(at.bottom() <= height && at.top() >= 0.0, "{at:?}");
}

#[test]
fn on_a_phone_a_levels_name_and_its_line_are_never_cut_short() {
    // At 390×844 pixels a long name ended in "…" (at 200 % it was "…" alone), and the line
    // under it ("Roll-the-ball coding · Map…").
    for (width, height) in [(390.0, 844.0), (195.0, 422.0)] {
        let mut app = game_that_takes_taps(width, height);
        open(&mut app, "kodable/14-stairs-bends-and-a-pink-door");
        frames(&mut app, 6);
        let title = status(&app).title.clone();
        let cut = &app.world().resource::<CutShort>().0;
        assert!(
            !cut.iter()
                .any(|text| text.contains(&title) || text.contains(" · ")),
            "{width}×{height}: {cut:?}"
        );
    }
}

#[test]
fn a_roll_the_ball_chapters_first_map_names_its_idea_until_the_first_block() {
    // The challenges need tricks no map showed: their first map teaches them in words.
    let mut app = game_that_takes_taps(1280.0, 800.0);
    open(&mut app, "kodable/15-the-long-road");
    frames(&mut app, 4);
    let words = *app.world().resource::<puzzlebox::lang::Words>();
    let idea = words.message("chapter-kodable-challenges-teaches", &[]);
    let placed = &app.world().resource::<Placed>().0;
    assert!(
        placed.iter().any(|(text, _)| text.contains(&idea)),
        "{idea:?} under the map: {placed:?}"
    );
}

#[test]
fn under_a_wide_short_map_the_win_panels_buttons_show_whole() {
    // 800×600 (here 800×700, the bars being taller in tests): the win panel under the 6×3
    // map of First roll kept the board's least room (half the window's height) for a map
    // half as tall, and its buttons were cut.
    // Under the 6×4 map of A star on the way the map kept its least room and the buttons
    // were cut in half: the panel may take a quarter of the map's least room for them.
    for level in ["kodable/01-first-roll", "kodable/04-a-star-on-the-way"] {
        let mut app = game_that_takes_taps(800.0, 600.0);
        open(&mut app, level);
        frames(&mut app, 2);
        command(&mut app, puzzlebox::play::Command::Solve);
        assert!(until(&mut app, 3000, |app| status(app).solved));
        frames(&mut app, 30);
        let next = puzzlebox::lang::pseudo("Next level");
        let seen = &app.world().resource::<SeenWhole>().0;
        assert!(
            seen.iter()
                .any(|(text, whole)| *whole && text.contains(&next)),
            "{level}: {next:?} seen whole: {seen:?}"
        );
    }
}
