//! Level files dropped on the window: a good one opens at once from any screen, a bad one
//! leaves the screen as it was and says what is wrong and where.

use crate::harness::*;
use bevy::prelude::*;
use bevy::window::FileDragAndDrop;
use puzzlebox::notice::Notice;
use puzzlebox::play::session::Session;
use puzzlebox::shell::Screen;
use puzzles::Puzzle;
use puzzles::fifteen::Board;

fn drop_file(app: &mut App, path: &std::path::Path) {
    app.world_mut().write_message(FileDragAndDrop::DroppedFile {
        window: Entity::PLACEHOLDER,
        path_buf: path.to_path_buf(),
    });
    frames(app, 3);
}

#[test]
fn a_dropped_level_file_opens_from_the_title_screen() {
    let mut app = game();
    assert_eq!(screen(&app), Screen::Title);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("corner.fifteen");
    let text = "; title: Corner\n1 2 3\n4 5 6\n7 0 8\n";
    std::fs::write(&path, text).unwrap();
    drop_file(&mut app, &path);
    assert_eq!(screen(&app), Screen::Playing);
    let session = app.world().resource::<Session<Board>>();
    assert_eq!(session.current, Board::parse(text).unwrap());
    assert_eq!(session.level.title, "Corner");
    assert_eq!(app.world().resource::<Notice>().text(), None);
}

#[test]
fn a_bad_file_says_where_and_changes_nothing() {
    let mut app = game();
    open(&mut app, "fifteen/02-three-by-three");
    let before = app.world().resource::<Session<Board>>().current.clone();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("broken.fifteen");
    std::fs::write(&path, "1 2 3\n4 5 x\n7 0 8\n").unwrap();
    drop_file(&mut app, &path);
    let notice = app.world().resource::<Notice>().text().unwrap().to_string();
    assert!(notice.contains("broken.fifteen"), "{notice}");
    assert!(notice.contains("line 2"), "{notice}");
    assert_eq!(app.world().resource::<Session<Board>>().current, before);

    let odd = dir.path().join("notes.txt");
    std::fs::write(&odd, "hello").unwrap();
    drop_file(&mut app, &odd);
    let notice = app.world().resource::<Notice>().text().unwrap().to_string();
    assert!(notice.contains("cannot tell the puzzle"), "{notice}");
    assert_eq!(screen(&app), Screen::Playing);
}
