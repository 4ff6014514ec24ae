//! Every key press acts, however many land in one frame, each on what was there when it was
//! pressed; and a key that belongs to the move just made never acts on the panel that move
//! opened.

use crate::harness::*;
use bevy::prelude::*;
use puzzlebox::games::klotski::Selection;
use puzzlebox::games::shot::Cursor;
use puzzlebox::play::session::{MoveRequested, Session};
use puzzles::{Puzzle, fifteen, klotski};

#[test]
fn four_quick_presses_in_one_slow_frame_move_the_cursor_four_cells() {
    let mut app = game();
    open(&mut app, "shot/01-the-example");
    press_in_one_frame(&mut app, &[KeyCode::ArrowRight; 4]);
    let cursor = *app.world().resource::<Cursor>();
    assert_eq!((cursor.col, cursor.row), (4, 3));
}

#[test]
fn two_steps_of_a_block_in_one_frame_are_two_moves() {
    let mut app = game();
    open(&mut app, "klotski/08-the-original");
    let y = app
        .world()
        .resource::<Session<klotski::Board>>()
        .current
        .blocks()
        .iter()
        .position(|b| b.name == 'y')
        .unwrap();
    app.world_mut().resource_mut::<Selection>().block = y;
    app.world_mut().resource_mut::<Selection>().visible = true;
    press_in_one_frame(
        &mut app,
        &[KeyCode::Enter, KeyCode::ArrowDown, KeyCode::ArrowDown],
    );
    frames(&mut app, 1);
    let session = app.world().resource::<Session<klotski::Board>>();
    assert_eq!(session.moves(), 2);
    let block = session.current.blocks()[y];
    assert_eq!((block.col, block.row), (2, 3));
}

#[test]
fn two_slides_in_one_frame_slide_two_tiles() {
    let mut app = game();
    open(&mut app, "fifteen/02-three-by-three");
    let before = app
        .world()
        .resource::<Session<fifteen::Board>>()
        .current
        .clone();
    // Two presses of one arrow: each slides the tile next to the hole as it is then, so the
    // second does not slide the first tile back.
    let key = [
        (KeyCode::ArrowLeft, puzzles::Dir::Left),
        (KeyCode::ArrowRight, puzzles::Dir::Right),
        (KeyCode::ArrowUp, puzzles::Dir::Up),
        (KeyCode::ArrowDown, puzzles::Dir::Down),
    ]
    .into_iter()
    .find(|(_, dir)| {
        before
            .slide_for_key(*dir)
            .and_then(|m| before.apply(&m).ok())
            .is_some_and(|after| after.slide_for_key(*dir).is_some())
    })
    .expect("an arrow that slides twice")
    .0;
    press_in_one_frame(&mut app, &[key, key]);
    frames(&mut app, 1);
    let session = app.world().resource::<Session<fifteen::Board>>();
    assert_eq!(session.moves(), 2);
    assert_ne!(session.current, before);
}

#[test]
fn the_enter_that_puts_down_the_winning_block_does_not_skip_the_win() {
    let mut app = game();
    open(&mut app, "klotski/01-side-step");
    let start = app
        .world()
        .resource::<Session<klotski::Board>>()
        .current
        .clone();
    let mut moves = start.solve().moves.expect("a solution");
    let last = moves.pop().unwrap();
    for m in moves {
        app.world_mut()
            .write_message(MoveRequested::<klotski::Board>(m));
        app.update();
    }
    // The last move by the keyboard: pick its block with Enter, move it with an arrow.
    let board = app
        .world()
        .resource::<Session<klotski::Board>>()
        .current
        .clone();
    let block = board
        .blocks()
        .iter()
        .position(|b| [b.col, b.row] == last.from)
        .unwrap();
    let arrow = match (
        last.to[0] as i32 - last.from[0] as i32,
        last.to[1] as i32 - last.from[1] as i32,
    ) {
        (1, 0) => KeyCode::ArrowRight,
        (-1, 0) => KeyCode::ArrowLeft,
        (0, 1) => KeyCode::ArrowDown,
        (0, -1) => KeyCode::ArrowUp,
        other => panic!("the last move is one step, not {other:?}"),
    };
    app.world_mut().resource_mut::<Selection>().block = block;
    app.world_mut().resource_mut::<Selection>().visible = true;
    press(&mut app, KeyCode::Enter);
    press(&mut app, arrow);
    frames(&mut app, 2);
    assert!(status(&app).solved, "the last move won");
    let id = status(&app).level_id;
    // Enter, as the news line said, puts the block down: the win stays on show.
    press(&mut app, KeyCode::Enter);
    frames(&mut app, 2);
    assert!(!app.world().resource::<Selection>().holding);
    assert_eq!(status(&app).level_id, id, "the win panel was not skipped");
    assert!(status(&app).solved);
    // The next Enter is the win panel's: the next level.
    press(&mut app, KeyCode::Enter);
    frames(&mut app, 3);
    assert_ne!(status(&app).level_id, id);
}

#[test]
fn esc_with_a_menu_open_only_closes_the_menu() {
    let mut app = game();
    go_to(&mut app, puzzlebox::shell::Screen::Levels);
    frames(&mut app, 2);
    // A level's menu (or a drop-down list) was open at the end of the last frame.
    app.world_mut()
        .insert_resource(puzzlebox::input::PopupOpen(true));
    app.world_mut()
        .resource_mut::<puzzlebox::input::PopupOpen>()
        .set_changed();
    press(&mut app, KeyCode::Escape);
    assert_eq!(screen(&app), puzzlebox::shell::Screen::Levels);
    app.world_mut()
        .insert_resource(puzzlebox::input::PopupOpen(false));
    press(&mut app, KeyCode::Escape);
    assert_eq!(screen(&app), puzzlebox::shell::Screen::Puzzles);
}

#[test]
fn a_touch_makes_the_game_speak_of_taps() {
    use bevy::input::touch::{TouchInput, TouchPhase};
    let mut app = game();
    assert!(!app.world().resource::<puzzlebox::input::TouchFirst>().0);
    app.world_mut().write_message(TouchInput {
        phase: TouchPhase::Started,
        position: Vec2::new(10.0, 10.0),
        window: Entity::PLACEHOLDER,
        force: None,
        id: 1,
    });
    app.update();
    assert!(app.world().resource::<puzzlebox::input::TouchFirst>().0);
}

#[test]
fn a_quick_chord_keeps_its_modifier() {
    use puzzlebox::games::kodable::{CodingSession, Request};
    let mut app = game();
    open(&mut app, "kodable/09-stairs");
    app.world_mut()
        .write_message(Request::Type("Right Down".into()));
    app.update();
    let blocks = |app: &App| {
        app.world()
            .resource::<CodingSession>()
            .current
            .draft
            .blocks
            .len()
    };
    assert_eq!(blocks(&app), 2);
    // Shift+← moves the cursor; it adds no Left block, however quick.
    chord_in_one_frame(&mut app, KeyCode::ShiftLeft, KeyCode::ArrowLeft);
    assert_eq!(blocks(&app), 2);
    // A plain arrow, as quick, adds its block.
    press_in_one_frame(&mut app, &[KeyCode::ArrowLeft]);
    assert_eq!(blocks(&app), 3);
}
