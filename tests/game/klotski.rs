//! Sliding blocks in the game, without a window: blocks move by keys and by dragging, counted
//! in the level's metric, and end where the rules put them; undo and playback work.

use crate::harness::*;
use bevy::prelude::*;
use puzzlebox::board::{CELL, PointerInput, cell_center};
use puzzlebox::games::klotski::{BlockPiece, Selection};
use puzzlebox::play::Command;
use puzzlebox::play::session::Session;
use puzzles::Puzzle;
use puzzles::klotski::Board;
use puzzles::puzzle::Level;

/// Every block on screen sits where the session's position puts it.
fn assert_blocks_match(app: &mut App) {
    settle(app);
    let board = app.world().resource::<Session<Board>>().current.clone();
    let mut q = app.world_mut().query::<(&BlockPiece, &Transform)>();
    let pieces: Vec<_> = q
        .iter(app.world())
        .map(|(p, t)| (p.0, t.translation.truncate()))
        .collect();
    assert_eq!(pieces.len(), board.blocks().len());
    for (i, at) in pieces {
        let b = board.blocks()[i];
        let want = cell_center(
            board.width(),
            board.height(),
            b.col as f32 + (b.width as f32 - 1.0) / 2.0,
            b.row as f32 + (b.height as f32 - 1.0) / 2.0,
        );
        assert!(
            at.distance(want) < 0.01,
            "block {} drawn at {at}, expected {want}",
            b.name
        );
    }
}

#[test]
fn keys_pick_and_move_a_block() {
    let mut app = game();
    // The original: counted in steps. The 1×1 block 'y' at 2,1 can step down.
    open(&mut app, "klotski/08-the-original");
    let y = app
        .world()
        .resource::<Session<Board>>()
        .current
        .blocks()
        .iter()
        .position(|b| b.name == 'y')
        .unwrap();
    app.world_mut().resource_mut::<Selection>().block = y;
    app.world_mut().resource_mut::<Selection>().visible = true;
    press(&mut app, KeyCode::Enter);
    assert!(app.world().resource::<Selection>().holding);
    press(&mut app, KeyCode::ArrowDown);
    press(&mut app, KeyCode::ArrowDown);
    let session = app.world().resource::<Session<Board>>();
    assert_eq!(session.moves(), 2, "two steps");
    let block = session.current.blocks()[y];
    assert_eq!((block.col, block.row), (2, 3));
    assert_blocks_match(&mut app);
    // A third step down runs into the edge: refused, nothing changes.
    press(&mut app, KeyCode::ArrowDown);
    assert_eq!(app.world().resource::<Session<Board>>().moves(), 2);
    assert!(status(&app).toast.is_some());
    assert_blocks_match(&mut app);
}

#[test]
fn dragging_a_block_is_one_move_in_the_classic_count() {
    let mut app = game();
    // Huarong Pass is counted in moves: dragging a small block around a corner is one move.
    open(&mut app, "klotski/18-red-donkey");
    let board = app.world().resource::<Session<Board>>().current.clone();
    let h = board.blocks().iter().position(|b| b.name == 'H').unwrap();
    assert_eq!((board.blocks()[h].col, board.blocks()[h].row), (0, 4));
    let from = cell_center(4, 5, 0.0, 4.0);
    pointer(&mut app, PointerInput::Pressed(from));
    pointer(&mut app, PointerInput::Dragged(from + Vec2::new(CELL, 0.0)));
    pointer(
        &mut app,
        PointerInput::Dragged(from + Vec2::new(CELL * 2.0, 0.0)),
    );
    pointer(
        &mut app,
        PointerInput::Released(from + Vec2::new(CELL * 2.0, 0.0)),
    );
    let session = app.world().resource::<Session<Board>>();
    assert_eq!(session.moves(), 1);
    let block = session.current.blocks()[h];
    assert_eq!((block.col, block.row), (2, 4));
    assert_blocks_match(&mut app);
    // Moving the same block again still counts as the same move.
    let at = cell_center(4, 5, 2.0, 4.0);
    pointer(&mut app, PointerInput::Pressed(at));
    pointer(&mut app, PointerInput::Dragged(at - Vec2::new(CELL, 0.0)));
    pointer(&mut app, PointerInput::Released(at - Vec2::new(CELL, 0.0)));
    assert_eq!(app.world().resource::<Session<Board>>().moves(), 1);
    assert_blocks_match(&mut app);
}

#[test]
fn a_block_goes_where_the_pointer_lets_go_even_when_the_drag_and_release_share_a_frame() {
    let mut app = game();
    open(&mut app, "klotski/18-red-donkey");
    let h = {
        let board = &app.world().resource::<Session<Board>>().current;
        board.blocks().iter().position(|b| b.name == 'H').unwrap()
    };
    // Pressed, then one frame that moves one cell and lets go two cells along (a quick flick,
    // or a slow frame on a phone).
    let from = cell_center(4, 5, 0.0, 4.0);
    pointer(&mut app, PointerInput::Pressed(from));
    app.world_mut()
        .write_message(PointerInput::Dragged(from + Vec2::new(CELL, 0.0)));
    pointer(
        &mut app,
        PointerInput::Released(from + Vec2::new(CELL * 2.0, 0.0)),
    );
    let block = app.world().resource::<Session<Board>>().current.blocks()[h];
    assert_eq!((block.col, block.row), (2, 4));
    // Pressed and let go two cells along with no move in between at all.
    let at = cell_center(4, 5, 2.0, 4.0);
    pointer(&mut app, PointerInput::Pressed(at));
    pointer(
        &mut app,
        PointerInput::Released(at - Vec2::new(CELL * 2.0, 0.0)),
    );
    let block = app.world().resource::<Session<Board>>().current.blocks()[h];
    assert_eq!((block.col, block.row), (0, 4));
    settle(&mut app);
    assert_blocks_match(&mut app);
}

#[test]
fn undo_redo_and_restart_put_the_blocks_back() {
    let mut app = game();
    open(&mut app, "klotski/01-side-step");
    let start = app.world().resource::<Session<Board>>().current.clone();
    let moves = start.solve().moves.unwrap();
    for m in &moves[..3] {
        app.world_mut()
            .write_message(puzzlebox::play::session::MoveRequested::<Board>(*m));
        app.update();
    }
    assert_eq!(app.world().resource::<Session<Board>>().moves(), 3);
    assert_blocks_match(&mut app);
    press(&mut app, KeyCode::KeyZ);
    assert_eq!(app.world().resource::<Session<Board>>().moves(), 2);
    assert_blocks_match(&mut app);
    press(&mut app, KeyCode::KeyR);
    assert_eq!(app.world().resource::<Session<Board>>().current, start);
    assert_blocks_match(&mut app);
    press(&mut app, KeyCode::KeyY);
    assert_eq!(app.world().resource::<Session<Board>>().moves(), 1);
    assert_blocks_match(&mut app);
}

#[test]
fn playback_reaches_the_goal() {
    let mut app = game();
    open(&mut app, "klotski/02-shuffle");
    command(&mut app, Command::Solve);
    assert!(until(&mut app, 4000, |app| app
        .world()
        .resource::<Session<Board>>()
        .current
        .is_solved()));
    assert_blocks_match(&mut app);
    let par = app.world().resource::<Session<Board>>().par;
    assert_eq!(
        par,
        Some(app.world().resource::<Session<Board>>().moves() as u32)
    );
}

#[test]
fn esc_puts_a_picked_block_down_first_and_says_so_then_leaves() {
    let mut app = game();
    open(&mut app, "klotski/08-the-original");
    press(&mut app, KeyCode::ArrowDown);
    press(&mut app, KeyCode::Enter);
    assert!(app.world().resource::<Selection>().holding);
    let help = status(&app)
        .help
        .expect("the news line says what the keys do");
    assert!(help.contains("Esc puts it down"), "{help}");
    press(&mut app, KeyCode::Escape);
    assert!(!app.world().resource::<Selection>().holding);
    assert_eq!(status(&app).help, None);
    assert_eq!(
        screen(&app),
        puzzlebox::shell::Screen::Playing,
        "the first Esc only put the block down"
    );
    press(&mut app, KeyCode::Escape);
    assert_eq!(screen(&app), puzzlebox::shell::Screen::Levels);
}

#[test]
fn the_goal_is_marked_over_the_blocks() {
    let mut app = game();
    open(&mut app, "klotski/08-the-original");
    let mut marks = app
        .world_mut()
        .query_filtered::<&Transform, With<puzzlebox::games::klotski::GoalMark>>();
    let marks: Vec<Vec3> = marks.iter(app.world()).map(|t| t.translation).collect();
    assert_eq!(marks.len(), 8, "two arms at each of four corners");
    let mut blocks = app.world_mut().query::<(&BlockPiece, &Transform)>();
    let top = blocks
        .iter(app.world())
        .map(|(_, t)| t.translation.z)
        .fold(f32::MIN, f32::max);
    assert!(marks.iter().all(|m| m.z > top), "drawn over every block");
    // Around the goal, 3,2 to 4,3 on the 5×4 board: its centre is the marks' centre.
    let centre = marks.iter().map(|m| m.truncate()).sum::<Vec2>() / 8.0;
    let goal = cell_center(5, 4, 3.5, 2.5);
    assert!(centre.distance(goal) < 0.5, "{centre} vs {goal}");
}

#[test]
fn finish_plays_the_whole_solution_at_once_and_the_win_is_the_solvers() {
    let mut app = game();
    open(&mut app, "klotski/01-side-step");
    command(&mut app, Command::Finish);
    frames(&mut app, 2);
    let session = app.world().resource::<Session<Board>>();
    assert!(session.current.is_solved());
    assert!(session.assisted);
    assert_eq!(Some(session.moves() as u32), session.par);
    assert!(status(&app).solved);
    let banner = app.world().resource::<puzzlebox::hud::celebrate::Banner>();
    assert_eq!(banner.headline, "Solved by the solver");
}

#[test]
fn a_hint_names_the_block_as_it_looks_and_counts_from_one() {
    let mut app = game();
    open(&mut app, "klotski/01-side-step");
    command(&mut app, puzzlebox::play::Command::Hint);
    assert!(until(&mut app, 2000, |app| status(app).hint.is_some()));
    let words = status(&app).hint.unwrap();
    assert!(words.starts_with("move the "), "{words}");
    assert!(words.contains(" block in row "), "{words}");
    assert!(
        !words.contains("0"),
        "rows and columns count from 1: {words}"
    );
}

#[test]
fn next_for_you_makes_a_level_at_the_players_rating() {
    use puzzles::generate::Difficulty;
    use puzzles::rating::Rating;
    let mut app = game();
    crate::path::path_won(&mut app, puzzles::Kind::Klotski);
    // A player rated about 1760 in sliding blocks, and fairly sure of it.
    let sure = Rating {
        rating: 1760.0,
        deviation: 60.0,
        volatility: 0.06,
    };
    app.world_mut()
        .resource_mut::<puzzlebox::progress::records::Progress>()
        .ratings
        .insert(
            puzzles::Kind::Klotski,
            puzzlebox::progress::records::Rated {
                rating: sure,
                after: None,
            },
        );
    app.world_mut()
        .resource_mut::<puzzlebox::screens::ChosenPuzzle>()
        .0 = puzzles::Kind::Klotski;
    go_to(&mut app, puzzlebox::shell::Screen::Levels);
    frames(&mut app, 2);
    press(&mut app, KeyCode::KeyF);
    assert!(
        until(&mut app, 1200, |app| status(app)
            .level_id
            .starts_with("mine/klotski/")
            && app.world().resource::<Session<Board>>().par.is_some()),
        "a random level opens, its par known"
    );
    let session = app.world().resource::<Session<Board>>();
    let par = session.par.expect("par") as usize;
    let difficulty = session.start.difficulty(par);
    assert_eq!(difficulty, Difficulty::Hard, "par {par}");
    let (low, high) = sure.range();
    let strength = puzzles::rating::of_difficulty(difficulty).rating;
    assert!(low <= strength && strength <= high);
}
