//! A level left half-way continues where it was left, with its undo and redo history: when it
//! is opened again in the same run, and in the next run, from the save.

use crate::harness::*;
use bevy::prelude::*;
use puzzlebox::play::Command;
use puzzlebox::play::session::{MoveRequested, Session};
use puzzlebox::progress::ProgressStore;
use puzzlebox::progress::records::Progress;
use puzzlebox::progress::store::FileStore;
use puzzlebox::shell::Screen;
use puzzles::Puzzle;
use puzzles::fifteen::{Board, Slide};

const LEVEL: &str = "fifteen/02-three-by-three";

fn session(app: &App) -> &Session<Board> {
    app.world().resource::<Session<Board>>()
}

/// Three moves of the solution made, the last taken back.
fn play_three_and_take_one_back(app: &mut App) -> (Board, Vec<Slide>) {
    open(app, LEVEL);
    let start = session(app).start.clone();
    let moves = start.solve().moves.unwrap()[..3].to_vec();
    for m in &moves {
        app.world_mut().write_message(MoveRequested::<Board>(*m));
        app.update();
    }
    command(app, Command::Undo);
    (start, moves)
}

fn leave(app: &mut App) {
    go_to(app, Screen::Levels);
    frames(app, 3);
    assert_eq!(screen(app), Screen::Levels);
}

/// The level is where it was left: two moves made, the third ready to redo, undo back to the
/// start.
fn assert_where_left(app: &mut App, start: &Board, moves: &[Slide]) {
    assert_eq!(session(app).moves(), 2);
    assert!(session(app).current == start.replay(&moves[..2]).unwrap());
    command(app, Command::Redo);
    assert!(session(app).current == start.replay(moves).unwrap());
    for _ in 0..3 {
        command(app, Command::Undo);
    }
    assert!(session(app).current == *start);
}

#[test]
fn a_level_left_half_way_continues_where_it_was_left() {
    let mut app = game();
    let (start, moves) = play_three_and_take_one_back(&mut app);
    leave(&mut app);
    let progress = app.world().resource::<Progress>();
    let left = &progress.resume[LEVEL];
    assert_eq!((left.done.len(), left.undone.len()), (2, 1));
    open(&mut app, LEVEL);
    assert_where_left(&mut app, &start, &moves);
    // Restart, then the first move again: the redo list is followed, and kept.
    command(&mut app, Command::Restart);
    app.world_mut()
        .write_message(MoveRequested::<Board>(moves[0]));
    app.update();
    let left = &app.world().resource::<Progress>().resume[LEVEL];
    assert_eq!((left.done.len(), left.undone.len()), (1, 2));
}

#[test]
fn the_place_left_survives_the_save_and_the_next_run() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("progress.json");
    let store = || ProgressStore(Box::new(FileStore { path: path.clone() }));
    let mut app = game_with(store());
    let (start, moves) = play_three_and_take_one_back(&mut app);
    leave(&mut app);
    let kept = app.world().resource::<Progress>().resume[LEVEL].clone();
    assert!(until_saved(&mut app, &path, 100, |saved| {
        saved.resume.get(LEVEL) == Some(&kept)
    }));
    drop(app);

    let mut app = game_with(store());
    open(&mut app, LEVEL);
    assert_where_left(&mut app, &start, &moves);
}

#[test]
fn a_won_level_starts_afresh() {
    let mut app = game();
    open(&mut app, LEVEL);
    let start = session(&app).start.clone();
    for m in start.solve().moves.unwrap() {
        app.world_mut().write_message(MoveRequested::<Board>(m));
        app.update();
    }
    assert!(session(&app).current.is_solved());
    frames(&mut app, 2);
    assert!(
        !app.world()
            .resource::<Progress>()
            .resume
            .contains_key(LEVEL)
    );
    leave(&mut app);
    open(&mut app, LEVEL);
    assert_eq!(session(&app).moves(), 0);
}

#[test]
fn the_level_list_starts_on_the_level_left_half_way() {
    let mut app = game();
    let (start, moves) = play_three_and_take_one_back(&mut app);
    leave(&mut app);
    // Enter opens the level the list's keyboard focus is on.
    press(&mut app, KeyCode::Enter);
    frames(&mut app, 3);
    assert_eq!(screen(&app), Screen::Playing);
    assert_eq!(session(&app).level.id, LEVEL);
    assert_where_left(&mut app, &start, &moves);
}

/// A save's history holding a move the rules cannot make (a snake's twist of 4, a block sent
/// past 2^32) opens the level at its start, every time, rather than stopping the game.
#[test]
fn a_hostile_move_in_a_saved_history_opens_the_level_at_its_start() {
    use puzzles::klotski::Board as Blocks;
    use puzzles::snake::Folding;
    for (level, hostile) in [
        (
            "snake/01-eight-cubes",
            serde_json::json!({"corner": 1, "twist": 4}),
        ),
        (
            "klotski/01-side-step",
            serde_json::json!({"from": [0, 0], "to": [4_294_967_296u64, 0]}),
        ),
    ] {
        let mut app = game();
        let resume = puzzlebox::progress::records::Resume {
            done: puzzlebox::progress::records::Moves::new(&[hostile]),
            ..Default::default()
        };
        app.world_mut()
            .resource_mut::<Progress>()
            .keep_resume(level, resume);
        open(&mut app, level);
        frames(&mut app, 3);
        let made = if level.starts_with("snake") {
            app.world().resource::<Session<Folding>>().done.len()
        } else {
            app.world().resource::<Session<Blocks>>().done.len()
        };
        assert_eq!(made, 0, "{level}");
        assert_eq!(screen(&app), Screen::Playing, "{level}");
    }
}
