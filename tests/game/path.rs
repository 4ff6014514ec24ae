//! The path of built-in levels as a player walks it: "Next for you" offers its next level not
//! won, and after its last level the win says where Next goes now.

use crate::harness::*;
use bevy::prelude::*;
use puzzlebox::play::session::MoveRequested;
use puzzles::Puzzle;

/// Marks every built-in level of `kind` won, as by a player who finished its path.
pub fn path_won(app: &mut App, kind: puzzles::Kind) {
    let mut progress = app
        .world_mut()
        .resource_mut::<puzzlebox::progress::records::Progress>();
    for level in puzzlebox::levels::builtin(kind) {
        let win = puzzlebox::progress::records::Win {
            moves: level.level().par(),
            time: 60_000,
            par_unaided: true,
        };
        progress.record_win(&level.id(), win);
    }
}

#[test]
fn next_for_you_offers_the_paths_next_level_until_the_path_is_won() {
    let mut app = game();
    let kind = puzzles::Kind::Snake;
    let path = puzzlebox::levels::builtin(kind);
    // Levels 1 to 6 won: the 7th is next (a random 64-cube level was offered).
    for level in &path[..6] {
        let win = puzzlebox::progress::records::Win {
            moves: None,
            time: 60_000,
            par_unaided: false,
        };
        app.world_mut()
            .resource_mut::<puzzlebox::progress::records::Progress>()
            .record_win(&level.id(), win);
    }
    app.world_mut()
        .resource_mut::<puzzlebox::screens::ChosenPuzzle>()
        .0 = kind;
    go_to(&mut app, puzzlebox::shell::Screen::Levels);
    frames(&mut app, 2);
    press(&mut app, KeyCode::KeyF);
    assert!(
        until(&mut app, 200, |app| status(app).level_id == path[6].id()),
        "the path's 7th level opens: {:?}",
        status(&app).level_id
    );
    // With the whole path won, a random level.
    path_won(&mut app, kind);
    go_to(&mut app, puzzlebox::shell::Screen::Levels);
    frames(&mut app, 2);
    press(&mut app, KeyCode::KeyF);
    assert!(
        until(&mut app, 1200, |app| status(app)
            .level_id
            .starts_with("mine/snake/")),
        "a random level opens: {:?}",
        status(&app).level_id
    );
}

/// Wins the Shot level on show by the solver's moves, made as the player's.
fn win_shot_by_hand(app: &mut App) {
    let start = app
        .world()
        .resource::<puzzlebox::play::session::Session<puzzles::shot::Board>>()
        .current
        .clone();
    for m in start.solve().moves.expect("a solution") {
        app.world_mut()
            .write_message(MoveRequested::<puzzles::shot::Board>(m));
        app.update();
    }
    assert!(until(app, 200, |app| status(app).solved), "won");
}

#[test]
fn after_the_paths_last_level_next_goes_back_to_a_level_not_won_then_on_to_random_ones() {
    let mut app = game();
    let kind = puzzles::Kind::Shot;
    let path = puzzlebox::levels::builtin(kind);
    let last = path.len() - 1;
    // Every level won but the second and the last.
    path_won(&mut app, kind);
    for level in [&path[1], &path[last]] {
        app.world_mut()
            .resource_mut::<puzzlebox::progress::records::Progress>()
            .levels
            .remove(&level.id());
    }
    open(&mut app, path[last].id().as_str());
    win_shot_by_hand(&mut app);
    frames(&mut app, 2);
    let banner = app.world().resource::<puzzlebox::hud::celebrate::Banner>();
    let said = banner
        .path_end
        .clone()
        .expect("the win says where Next goes");
    assert!(said.contains("2. "), "{said}");
    press(&mut app, KeyCode::Enter);
    assert!(
        until(&mut app, 100, |app| status(app).level_id == path[1].id()),
        "Next opens the level left behind: {:?}",
        status(&app).level_id
    );
    // With that one won too, the last level's win says the path is finished, and Next makes
    // a random level.
    win_shot_by_hand(&mut app);
    open(&mut app, path[last].id().as_str());
    win_shot_by_hand(&mut app);
    frames(&mut app, 2);
    let banner = app.world().resource::<puzzlebox::hud::celebrate::Banner>();
    assert!(banner.path_end.is_some());
    assert_ne!(banner.next, banner.path_end.clone().unwrap());
    press(&mut app, KeyCode::Enter);
    assert!(
        until(&mut app, 1200, |app| status(app)
            .level_id
            .starts_with("mine/shot/")),
        "Next makes a random level: {:?}",
        status(&app).level_id
    );
}
