//! Levels at the edges of what the formats allow, played in the game: the solver's answers are
//! real moves, and a search too big for its budget says so while the game goes on.

use crate::harness::*;
use bevy::prelude::*;
use puzzlebox::play::Command;
use puzzlebox::play::session::Session;
use puzzlebox::shell::OpenLevel;
use puzzles::{AnyLevel, Kind, Puzzle, klotski, shot};

fn open_text(app: &mut App, kind: Kind, text: &str) {
    let level = AnyLevel::parse(kind, text).unwrap();
    app.world_mut().write_message(OpenLevel {
        id: format!("file/test.{kind}").into(),
        level,
        moves: Vec::new(),
    });
    frames(app, 3);
}

#[test]
fn the_solver_plays_a_shot_board_of_more_than_64_cells_to_a_win() {
    let mut app = game();
    open_text(&mut app, Kind::Shot, &(".......\n".repeat(9) + "..o.o..\n"));
    command(&mut app, Command::Solve);
    assert!(until(&mut app, 2000, |app| app
        .world()
        .resource::<Session<shot::Board>>()
        .current
        .is_solved()));
}

#[test]
fn a_level_too_big_to_solve_gives_up_with_a_message_and_the_game_goes_on() {
    let mut app = game();
    let text = "; goal: S 6,6\nSSab....\nSScd....\nef......\ngh......\n".to_string()
        + &"........\n".repeat(4);
    open_text(&mut app, Kind::Klotski, &text);
    command(&mut app, Command::Solve);
    assert!(
        until(&mut app, 5000, |app| status(app)
            .toast
            .as_ref()
            .is_some_and(|(t, _)| t.contains("gave up"))),
        "the player hears that the solver gave up"
    );
    let toast = status(&app).toast.unwrap().0;
    assert!(toast.contains("may still be solvable"), "{toast}");
    // The board still takes moves.
    let before = app.world().resource::<Session<klotski::Board>>().moves();
    app.world_mut()
        .write_message(puzzlebox::play::session::MoveRequested::<klotski::Board>(
            klotski::Slide {
                from: [3, 0],
                to: [4, 0],
            },
        ));
    frames(&mut app, 2);
    assert_eq!(
        app.world().resource::<Session<klotski::Board>>().moves(),
        before + 1
    );
}

/// A paste the interface cut is told, in the player's language, with how long it was.
#[test]
fn a_paste_cut_to_the_longest_field_is_told() {
    let mut app = game();
    app.world_mut()
        .write_message(puzzlebox::input::PasteCut(6_000_000));
    frames(&mut app, 2);
    let notice = app.world().resource::<puzzlebox::notice::Notice>();
    let told = notice.text().unwrap_or_default().to_string();
    assert!(told.contains("cut") && told.contains("000"), "{told}");
}
