//! The game reopens where it was closed: the level being played (where it was left), a
//! puzzle's level list, or the title when the place kept is gone.

use crate::harness::*;
use bevy::prelude::*;
use puzzlebox::play::session::{MoveRequested, Session};
use puzzlebox::progress::ProgressStore;
use puzzlebox::progress::records::Progress;
use puzzlebox::progress::store::FileStore;
use puzzlebox::reopen::ReopenLastPlace;
use puzzlebox::screens::ChosenPuzzle;
use puzzlebox::shell::Screen;
use puzzles::Kind;
use puzzles::Puzzle;
use puzzles::fifteen::Board;

/// The game as it starts with nothing asked for on its command line, its progress in `path`.
fn started_plainly(path: &std::path::Path) -> App {
    let mut app = game_built(ProgressStore(Box::new(FileStore {
        path: path.to_path_buf(),
    })));
    // What `app::run` inserts when its command line asks for nothing.
    app.insert_resource(ReopenLastPlace);
    frames(&mut app, 4);
    app
}

/// Waits until the save on disk has `last_place` as asked.
fn saved_at(app: &mut App, path: &std::path::Path, place: &str) {
    assert!(until_saved(app, path, 100, |saved| {
        saved.settings.last_place.as_deref() == Some(place)
    }));
}

#[test]
fn the_game_reopens_on_the_level_it_was_closed_on_where_it_was_left() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("progress.json");
    let mut app = started_plainly(&path);
    open(&mut app, "fifteen/02-three-by-three");
    let start = app.world().resource::<Session<Board>>().start.clone();
    let first = start.solve().moves.unwrap()[0];
    app.world_mut().write_message(MoveRequested::<Board>(first));
    app.update();
    saved_at(&mut app, &path, "fifteen/02-three-by-three");
    frames(&mut app, 12);
    drop(app);

    let app = started_plainly(&path);
    assert_eq!(screen(&app), Screen::Playing);
    let session = app.world().resource::<Session<Board>>();
    assert_eq!(session.moves(), 1);
    assert!(session.current == start.apply(&first).unwrap());
}

#[test]
fn the_game_reopens_on_a_level_list_and_on_the_title_when_the_place_is_gone() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("progress.json");
    let mut app = started_plainly(&path);
    app.world_mut().resource_mut::<ChosenPuzzle>().0 = Kind::Klotski;
    go_to(&mut app, Screen::Levels);
    frames(&mut app, 2);
    saved_at(&mut app, &path, "levels/klotski");
    drop(app);
    let app = started_plainly(&path);
    assert_eq!(screen(&app), Screen::Levels);
    assert_eq!(app.world().resource::<ChosenPuzzle>().0, Kind::Klotski);

    let mut p = Progress::default();
    p.settings.last_place = Some("file/no/such/level.fifteen".to_string());
    std::fs::write(&path, p.to_json()).unwrap();
    let app = started_plainly(&path);
    assert_eq!(screen(&app), Screen::Title);
}
