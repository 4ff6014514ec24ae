//! Fifteen in the game, without a window: arrow keys and clicks slide tiles, a click slides the
//! whole line towards the hole, and playback wins with the original's message.

use crate::harness::*;
use bevy::prelude::*;
use puzzlebox::board::{PointerInput, cell_center};
use puzzlebox::board_text::BoardText;
use puzzlebox::games::fifteen::Tile;
use puzzlebox::play::Command;
use puzzlebox::play::session::Session;
use puzzles::Puzzle;
use puzzles::fifteen::{Board, Slide};

fn assert_tiles_match(app: &mut App) {
    settle(app);
    let board = app.world().resource::<Session<Board>>().current.clone();
    let mut q = app.world_mut().query::<(&Tile, &Transform)>();
    let tiles: Vec<_> = q
        .iter(app.world())
        .map(|(t, tr)| (t.0, tr.translation.truncate()))
        .collect();
    assert_eq!(tiles.len(), board.width() * board.height() - 1);
    for (t, at) in tiles {
        let (c, r) = board.position_of(t).unwrap();
        let want = cell_center(board.width(), board.height(), c as f32, r as f32);
        assert!(
            at.distance(want) < 0.01,
            "tile {t} drawn at {at}, expected {want}"
        );
    }
}

#[test]
fn arrow_keys_slide_the_tile_opposite_the_hole() {
    let mut app = game();
    open(&mut app, "fifteen/05-four-by-four");
    let before = app.world().resource::<Session<Board>>().current.clone();
    let (hc, hr) = before.hole();
    // Left slides the tile on the hole's right into it.
    press(&mut app, KeyCode::ArrowLeft);
    let after = app.world().resource::<Session<Board>>().current.clone();
    assert_eq!(after.hole(), (hc + 1, hr));
    assert_eq!(after.tile_at(hc, hr), before.tile_at(hc + 1, hr));
    assert_tiles_match(&mut app);
}

#[test]
fn a_click_slides_the_whole_line() {
    let mut app = game();
    open(&mut app, "fifteen/05-four-by-four");
    let board = app.world().resource::<Session<Board>>().current.clone();
    let (hc, hr) = board.hole();
    assert_eq!((hc, hr), (0, 2));
    // Click the last tile of the hole's row: three tiles slide.
    let at = cell_center(4, 4, 3.0, 2.0);
    pointer(&mut app, PointerInput::Pressed(at));
    pointer(&mut app, PointerInput::Released(at));
    let session = app.world().resource::<Session<Board>>();
    assert_eq!(session.moves(), 3);
    assert_eq!(session.current.hole(), (3, 2));
    assert_tiles_match(&mut app);
    // A tile off the hole's lines does nothing but explain.
    let off = cell_center(4, 4, 0.0, 0.0);
    pointer(&mut app, PointerInput::Pressed(off));
    pointer(&mut app, PointerInput::Released(off));
    assert_eq!(app.world().resource::<Session<Board>>().moves(), 3);
    assert!(status(&app).toast.unwrap().0.contains("row or column"));
}

#[test]
fn a_win_by_the_solver_says_so_and_has_no_confetti() {
    let mut app = game();
    open(&mut app, "fifteen/01-first-light");
    command(&mut app, Command::Solve);
    assert!(until(&mut app, 3000, |app| app
        .world()
        .resource::<Session<Board>>()
        .current
        .is_solved()));
    assert_tiles_match(&mut app);
    let banner = app.world().resource::<puzzlebox::hud::celebrate::Banner>();
    assert_eq!(banner.headline, "Solved by the solver");
    let mut confetti = app
        .world_mut()
        .query_filtered::<(), With<puzzlebox::hud::celebrate::Confetti>>();
    assert_eq!(confetti.iter(app.world()).count(), 0);
}

#[test]
fn solving_by_hand_is_recorded() {
    let mut app = game();
    open(&mut app, "fifteen/01-first-light");
    let board = app.world().resource::<Session<Board>>().current.clone();
    let moves = puzzles::Puzzle::solve(&board).moves.unwrap();
    for m in moves {
        app.world_mut()
            .write_message(puzzlebox::play::session::MoveRequested::<Board>(m));
        app.update();
    }
    assert_tiles_match(&mut app);
    let progress = app
        .world()
        .resource::<puzzlebox::progress::records::Progress>();
    let record = progress.record("fifteen/01-first-light").expect("a record");
    assert!(record.solved);
    assert_eq!(record.best, Some(8));
    // The player's own win, with confetti.
    let banner = app.world().resource::<puzzlebox::hud::celebrate::Banner>();
    assert_eq!(banner.headline, "Solved!", "as every puzzle says it");
    let mut confetti = app
        .world_mut()
        .query_filtered::<(), With<puzzlebox::hud::celebrate::Confetti>>();
    assert!(confetti.iter(app.world()).count() > 0);
}

#[test]
fn each_tile_carries_its_number_and_t_hides_them_all() {
    let mut app = game();
    open(&mut app, "fifteen/05-four-by-four");
    let mut q = app.world_mut().query::<(&BoardText, &ChildOf)>();
    let numbers: Vec<(String, Entity)> = q
        .iter(app.world())
        .map(|(number, on)| (number.text.clone(), on.parent()))
        .collect();
    assert_eq!(numbers.len(), 15);
    for (number, tile) in numbers {
        let t = app
            .world()
            .get::<Tile>(tile)
            .expect("a number sits on a tile");
        assert_eq!(number, t.0.to_string());
    }
    let visibility = |app: &mut App| -> Vec<Visibility> {
        let mut q = app
            .world_mut()
            .query_filtered::<&Visibility, With<BoardText>>();
        q.iter(app.world()).copied().collect()
    };
    let before = visibility(&mut app);
    press(&mut app, KeyCode::KeyT);
    let after = visibility(&mut app);
    assert!(before.iter().all(|v| *v == before[0]));
    assert!(after.iter().all(|v| *v == after[0]));
    assert_ne!(before[0], after[0], "T switches the numbers on or off");
}

#[test]
fn the_numbers_box_and_the_t_key_turn_the_numbers_on_and_off_and_another_level_ends_them() {
    let mut app = game();
    open(&mut app, "fifteen/05-four-by-four");
    frames(&mut app, 2);
    let numbers_on = |app: &App| {
        app.world()
            .resource::<puzzlebox::progress::records::Progress>()
            .settings
            .is_on(&puzzlebox::games::fifteen::NUMBERS)
    };
    let shown = |app: &App| status(app).switch.map(|s| (s.label, s.key, s.on));
    assert!(!numbers_on(&app));
    assert_eq!(shown(&app), Some(("fifteen-numbers-switch", "T", false)));
    press(&mut app, KeyCode::KeyT);
    frames(&mut app, 2);
    assert!(numbers_on(&app));
    assert_eq!(shown(&app), Some(("fifteen-numbers-switch", "T", true)));
    // The HUD's box sends the same command.
    command(&mut app, Command::Switch);
    frames(&mut app, 2);
    assert!(!numbers_on(&app));
    // Another puzzle's level ends this session; that puzzle has no box.
    open(&mut app, "shot/01-the-example");
    frames(&mut app, 2);
    assert!(app.world().get_resource::<Session<Board>>().is_none());
    assert_eq!(shown(&app), None);
}

/// Asks for a hint and waits up to `limit` frames for it: its words, the slide it shows and
/// the board it was asked on.
fn hint(app: &mut App, limit: usize) -> (String, Slide, Board) {
    command(app, Command::Hint);
    let status = |app: &App| {
        app.world()
            .resource::<puzzlebox::play::PlayStatus>()
            .hint
            .clone()
    };
    assert!(
        until(app, limit, |app| status(app).is_some()),
        "no hint came"
    );
    let hinted = app
        .world()
        .resource::<puzzlebox::play::solver::Hinted<Board>>()
        .mv;
    let board = app.world().resource::<Session<Board>>().current.clone();
    (status(app).unwrap(), hinted, board)
}

#[test]
fn a_five_by_five_hint_says_how_far_from_the_fewest_its_route_may_be() {
    let mut app = game();
    open(&mut app, "fifteen/11-five-by-five");
    // The first hint waits for the 5×5 tables to be built (seconds), then for the search.
    let (text, hinted, board) = hint(&mut app, 30_000);
    assert!(text.starts_with("slide the tile "), "{text}");
    assert!(text.contains(" to go, ≤ "), "{text}");
    assert!(text.ends_with("× fewest)"), "{text}");
    assert!(board.apply(&hinted).is_ok(), "the hinted slide is legal");
}

/// The tiles carry no numbers until T shows them, so a hint names its tile by where it is
/// beside the gap, as the arrow key that slides it does.
#[test]
fn a_hint_names_its_tile_by_its_place_beside_the_gap() {
    let mut app = game();
    open(&mut app, "fifteen/02-three-by-three");
    let (text, hinted, board) = hint(&mut app, 10_000);
    let ((c, r), (hc, hr)) = (board.position_of(hinted.tile).unwrap(), board.hole());
    let place = if r > hr {
        "slide the tile below the gap up"
    } else if r < hr {
        "slide the tile above the gap down"
    } else if c > hc {
        "slide the tile right of the gap left"
    } else {
        "slide the tile left of the gap right"
    };
    assert!(text.starts_with(place), "{text}: the hint is {hinted:?}");
    assert!(!text.contains(&format!("tile {}", hinted.tile)), "{text}");
}
