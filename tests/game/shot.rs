//! Shot in the game, without a window: keys and swipes fling balls, the balls end where the
//! rules put them, undo brings a flown ball back, and playback wins the level.

use crate::harness::*;
use bevy::prelude::*;
use puzzlebox::board::{CELL, PointerInput, cell_center};
use puzzlebox::games::shot::{Ball, Cursor};
use puzzlebox::play::Command;
use puzzlebox::play::session::Session;
use puzzlebox::tween::Shake;
use puzzles::Puzzle;
use puzzles::shot::Board;

fn balls(app: &mut App) -> Vec<(i32, i32, Vec2)> {
    let mut q = app.world_mut().query::<(&Ball, &Transform)>();
    let mut v: Vec<_> = q
        .iter(app.world())
        .map(|(b, t)| (b.col, b.row, t.translation.truncate()))
        .collect();
    v.sort_by_key(|&(c, r, _)| (r, c));
    v
}

/// The balls on screen sit exactly on the cells of the position in the session.
fn assert_balls_match(app: &mut App) {
    settle(app);
    let board = app.world().resource::<Session<Board>>().current.clone();
    let on_screen = balls(app);
    let expected: Vec<(i32, i32)> = board
        .balls()
        .iter()
        .map(|&(c, r)| (c as i32, r as i32))
        .collect();
    assert_eq!(
        on_screen
            .iter()
            .map(|&(c, r, _)| (c, r))
            .collect::<Vec<_>>(),
        expected
    );
    for (c, r, at) in on_screen {
        let want = cell_center(board.width(), board.height(), c as f32, r as f32);
        assert!(
            at.distance(want) < 0.01,
            "ball {c},{r} drawn at {at}, expected {want}"
        );
    }
}

#[test]
fn keys_fling_a_ball_and_the_balls_follow_the_rules() {
    let mut app = game();
    open(&mut app, "shot/01-the-example");
    assert_eq!(balls(&mut app).len(), 4);
    // The cursor starts on the first ball, 0,3. Pick it and fling it right.
    assert_eq!(
        *app.world().resource::<Cursor>(),
        Cursor {
            col: 0,
            row: 3,
            holding: false,
            visible: false
        }
    );
    press(&mut app, KeyCode::Enter);
    assert!(app.world().resource::<Cursor>().holding);
    press(&mut app, KeyCode::ArrowRight);
    let session = app.world().resource::<Session<Board>>();
    assert_eq!(session.moves(), 1);
    assert_eq!(session.current.balls(), vec![(1, 3), (3, 3), (4, 3)]);
    assert_balls_match(&mut app);
}

#[test]
fn an_illegal_fling_changes_nothing_says_why_and_shakes() {
    let mut app = game();
    open(&mut app, "shot/01-the-example");
    // Move the cursor to the last ball (5,3) and fling it right: nothing stops it.
    for _ in 0..5 {
        press(&mut app, KeyCode::ArrowRight);
    }
    press(&mut app, KeyCode::Enter);
    press_in_one_frame(&mut app, &[KeyCode::ArrowRight]);
    let shaking = {
        let mut q = app.world_mut().query::<(&Ball, &Shake)>();
        q.iter(app.world())
            .map(|(b, _)| (b.col, b.row))
            .collect::<Vec<_>>()
    };
    assert_eq!(shaking, vec![(5, 3)]);
    let mut input = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    input.release(KeyCode::ArrowRight);
    input.clear();
    app.update();
    assert_eq!(app.world().resource::<Session<Board>>().moves(), 0);
    let toast = status(&app).toast.unwrap().0;
    assert!(toast.contains("off the board"), "{toast}");
    assert_balls_match(&mut app);
}

#[test]
fn swipes_fling_too() {
    let mut app = game();
    open(&mut app, "shot/01-the-example");
    let start = cell_center(7, 8, 0.0, 3.0);
    pointer(&mut app, PointerInput::Pressed(start));
    pointer(
        &mut app,
        PointerInput::Dragged(start + Vec2::new(CELL * 0.2, 0.0)),
    );
    assert_eq!(
        app.world().resource::<Session<Board>>().moves(),
        0,
        "a short drag is not a swipe yet"
    );
    pointer(
        &mut app,
        PointerInput::Dragged(start + Vec2::new(CELL * 0.5, 5.0)),
    );
    assert_eq!(app.world().resource::<Session<Board>>().moves(), 1);
    assert_balls_match(&mut app);
}

#[test]
fn undo_brings_the_flown_ball_back_and_redo_sends_it_off_again() {
    let mut app = game();
    open(&mut app, "shot/01-the-example");
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::ArrowRight);
    assert_balls_match(&mut app);
    press(&mut app, KeyCode::KeyZ);
    assert_eq!(app.world().resource::<Session<Board>>().moves(), 0);
    assert_balls_match(&mut app);
    assert_eq!(balls(&mut app).len(), 4);
    press(&mut app, KeyCode::KeyY);
    assert_eq!(app.world().resource::<Session<Board>>().moves(), 1);
    assert_balls_match(&mut app);
    assert_eq!(balls(&mut app).len(), 3);
}

#[test]
fn solve_plays_the_solution_to_a_win_and_the_player_can_take_over() {
    let mut app = game();
    open(&mut app, "shot/05-crossfire");
    command(&mut app, Command::Solve);
    // The solver runs in the background; playback then replays its moves.
    assert!(until(&mut app, 2000, |app| app
        .world()
        .resource::<Session<Board>>()
        .current
        .is_solved()));
    assert_balls_match(&mut app);
    assert_eq!(balls(&mut app).len(), 1);
    assert!(
        app.world()
            .get_resource::<puzzlebox::hud::celebrate::Banner>()
            .is_some()
    );
    // Back three moves, then a different move of the player's own: the rest of the solution goes.
    command(&mut app, Command::Seek(3));
    assert_balls_match(&mut app);
    let session = app.world().resource::<Session<Board>>();
    assert_eq!(session.moves(), 3);
    assert_eq!(session.undone.len(), 3);
    // A solved level was not solved by the player: no record.
    let progress = app
        .world()
        .resource::<puzzlebox::progress::records::Progress>();
    assert!(progress.record("shot/05-crossfire").is_none());
}

#[test]
fn a_hint_points_at_a_winning_fling_and_a_lost_position_is_recognised() {
    let mut app = game();
    open(&mut app, "shot/03-five-alive");
    command(&mut app, Command::Hint);
    assert!(until(&mut app, 2000, |app| app
        .world()
        .get_resource::<puzzlebox::play::solver::Hinted<Board>>()
        .is_some()));
    let hinted = app
        .world()
        .resource::<puzzlebox::play::solver::Hinted<Board>>()
        .mv;
    let board = app.world().resource::<Session<Board>>().current.clone();
    let after = board.apply(&hinted).unwrap();
    assert!(
        after.solve().moves.is_some(),
        "the hinted fling keeps the level winnable"
    );
    // In the player's words: rows and columns counted from 1.
    let words = status(&app).hint.expect("the hint in words");
    let expected = format!(
        "fling the ball in row {}, column {}",
        hinted.row + 1,
        hinted.col + 1
    );
    assert!(words.starts_with(&expected), "{words}");

    // Now a fling that loses: the hint says so, and the game can undo to where it can be won.
    let losing = board
        .legal_moves()
        .into_iter()
        .find(|m| board.apply(m).unwrap().solve().moves.is_none())
        .expect("some fling loses");
    app.world_mut()
        .write_message(puzzlebox::play::session::MoveRequested::<Board>(losing));
    app.update();
    command(&mut app, Command::Hint);
    assert!(until(&mut app, 2000, |app| status(app).lost));
    command(&mut app, Command::UndoToSolvable);
    assert!(until(&mut app, 2000, |app| app
        .world()
        .resource::<Session<Board>>()
        .moves()
        == 0));
    assert_balls_match(&mut app);
}

#[test]
fn next_level_after_a_random_level_is_another_random_level() {
    let mut app = game();
    open(&mut app, "shot/01-the-example");
    command(&mut app, Command::NewLevel);
    assert!(
        until(&mut app, 600, |app| status(app)
            .level_id
            .starts_with("mine/")),
        "a random level opens"
    );
    let first = status(&app).level_id;
    command(&mut app, Command::NextLevel);
    assert!(
        until(&mut app, 600, |app| status(app).level_id != first),
        "another level opens"
    );
    assert!(
        status(&app).level_id.starts_with("mine/shot/"),
        "{}",
        status(&app).level_id
    );
}
