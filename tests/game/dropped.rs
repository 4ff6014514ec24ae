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

/// Progress from another machine, with a level solved there.
fn progress_from_elsewhere() -> String {
    let mut there = puzzlebox::progress::records::Progress::default();
    there.record_win(
        "klotski/01-side-step",
        puzzlebox::progress::records::Win {
            moves: Some(6),
            time: 40_000,
            par_unaided: true,
        },
    );
    there.to_json()
}

#[test]
fn a_dropped_progress_file_is_merged_and_says_what_it_added() {
    use puzzlebox::progress::records::Progress;
    let mut app = game();
    go_to(&mut app, Screen::Stats);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("from-the-laptop.json");
    std::fs::write(&path, progress_from_elsewhere()).unwrap();
    drop_file(&mut app, &path);
    let notice = app.world().resource::<Notice>().text().unwrap().to_string();
    assert!(
        notice.contains("from-the-laptop.json") && notice.contains("1 level record added"),
        "{notice}"
    );
    let progress = app.world().resource::<Progress>();
    let record = progress
        .record("klotski/01-side-step")
        .expect("the record came in");
    assert_eq!((record.solved, record.best), (true, Some(6)));
    assert!(progress.dirty, "the merged progress is saved");
    assert_eq!(screen(&app), Screen::Stats, "no level opened");
    // The same file again adds nothing, and says so.
    drop_file(&mut app, &path);
    let notice = app.world().resource::<Notice>().text().unwrap().to_string();
    assert!(notice.contains("nothing new"), "{notice}");
}

#[test]
fn a_damaged_progress_file_is_refused_in_a_sentence_and_changes_nothing() {
    use puzzlebox::progress::records::Progress;
    let mut app = game();
    let before = app.world().resource::<Progress>().clone();
    let dir = tempfile::tempdir().unwrap();
    let whole = progress_from_elsewhere();
    for (name, text) in [
        ("cut.json", &whole[..whole.len() / 2]),
        ("list.json", "[1, 2]"),
    ] {
        let path = dir.path().join(name);
        std::fs::write(&path, text).unwrap();
        drop_file(&mut app, &path);
        let notice = app.world().resource::<Notice>().text().unwrap().to_string();
        assert!(
            notice.starts_with(&path.display().to_string())
                && notice.ends_with("nothing was imported."),
            "{notice}"
        );
        assert_eq!(*app.world().resource::<Progress>(), before);
    }
    // A folder named like a progress file is not read.
    let folder = dir.path().join("folder.json");
    std::fs::create_dir(&folder).unwrap();
    drop_file(&mut app, &folder);
    let notice = app.world().resource::<Notice>().text().unwrap().to_string();
    assert!(notice.contains("folder.json"), "{notice}");
    assert_eq!(*app.world().resource::<Progress>(), before);
}
