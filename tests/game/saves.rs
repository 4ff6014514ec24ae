//! The player's saved progress: a damaged save is kept aside byte for byte before the game
//! writes anything, the player is told once, and what could be read is kept.

use crate::harness::*;
use puzzlebox::notice::Notice;
use puzzlebox::play::session::MoveRequested;
use puzzlebox::progress::ProgressStore;
use puzzlebox::progress::records::Progress;
use puzzlebox::progress::store::FileStore;
use puzzles::Dir;
use puzzles::shot::{Board, Fling};

fn damaged_copies(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    std::fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| p.to_string_lossy().contains("damaged"))
        .collect()
}

/// Opens Shot's first level and wins it in its three flings.
fn win_the_example(app: &mut bevy::prelude::App) {
    open(app, "shot/01-the-example");
    for (col, row, dir) in [(0, 3, Dir::Right), (3, 3, Dir::Left), (2, 3, Dir::Right)] {
        app.world_mut()
            .write_message(MoveRequested::<Board>(Fling { col, row, dir }));
        settle(app);
    }
}

#[test]
fn a_damaged_save_is_kept_aside_before_the_game_writes_and_the_player_is_told() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("progress.json");
    // A record the game can read, then the file cut short, with a byte that is not UTF-8.
    let damaged = b"{\"version\": 1, \"levels\": {\"shot/01-the-example\": {\"solved\": true, \"best\": 3}, \"fifteen/0\xff\": {\"sol".to_vec();
    std::fs::write(&path, &damaged).unwrap();
    let mut app = game_with(ProgressStore(Box::new(FileStore { path: path.clone() })));

    let notice = app.world().resource::<Notice>().text().unwrap().to_string();
    assert!(notice.contains("kept"), "{notice}");
    let copies = damaged_copies(dir.path());
    assert_eq!(copies.len(), 1);
    assert_eq!(std::fs::read(&copies[0]).unwrap(), damaged, "byte for byte");
    let progress = app.world().resource::<Progress>();
    assert_eq!(progress.levels["shot/01-the-example"].best, Some(3));

    // Winning a level writes the save anew; the copy stays.
    win_the_example(&mut app);
    assert!(until(&mut app, 400, |_| {
        std::fs::read(&path).is_ok_and(|b| b != damaged)
    }));
    let written: Progress = serde_json::from_slice(&std::fs::read(&path).unwrap()).unwrap();
    assert!(written.levels.contains_key("shot/01-the-example"));
    assert_eq!(std::fs::read(&copies[0]).unwrap(), damaged);
}

#[test]
fn a_good_save_opens_without_a_word() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("progress.json");
    let mut p = Progress::default();
    p.record_win(
        "klotski/08-the-original",
        puzzlebox::progress::records::Win {
            moves: Some(90),
            time: 200_000,
            par_unaided: false,
        },
    );
    std::fs::write(&path, p.to_json()).unwrap();
    let app = game_with(ProgressStore(Box::new(FileStore { path: path.clone() })));
    assert_eq!(app.world().resource::<Notice>().text(), None);
    assert!(damaged_copies(dir.path()).is_empty());
    let progress = app.world().resource::<Progress>();
    assert_eq!(progress.levels["klotski/08-the-original"].best, Some(90));
}

#[test]
fn the_playback_speed_is_kept_for_the_next_game() {
    use puzzlebox::play::{Command, playback::Playback};
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("progress.json");
    let store = || ProgressStore(Box::new(FileStore { path: path.clone() }));
    let mut app = game_with(store());
    assert_eq!(app.world().resource::<Playback>().speed, 3.0);
    command(&mut app, Command::Speed(7.5));
    // Saves come at most every half second (and at once when the window closes).
    assert!(until_saved(&mut app, &path, 40, |saved| {
        saved.settings.playback_speed == 7.5
    }));
    drop(app);
    let app = game_with(store());
    assert_eq!(app.world().resource::<Playback>().speed, 7.5);
}

/// A store on a disk that fills: while `full` is set every save fails as a full disk does; it
/// keeps the last text written.
struct FillingDisk {
    full: std::sync::Arc<std::sync::atomic::AtomicBool>,
    written: std::sync::Arc<std::sync::Mutex<Option<String>>>,
}

impl puzzlebox::progress::store::Store for FillingDisk {
    fn load(&self) -> Result<Option<Vec<u8>>, String> {
        Ok(None)
    }
    fn save(&self, text: &str) -> Result<(), String> {
        if self.full.load(std::sync::atomic::Ordering::SeqCst) {
            return Err("No space left on device (os error 28)".to_string());
        }
        *self.written.lock().unwrap() = Some(text.to_string());
        Ok(())
    }
    fn set_aside(&self, _: &[u8]) -> Option<String> {
        None
    }
}

#[test]
fn a_save_that_fails_is_kept_tried_again_and_the_player_is_told() {
    use std::sync::atomic::Ordering;
    let full = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(true));
    let written = std::sync::Arc::new(std::sync::Mutex::new(None::<String>));
    let disk = FillingDisk {
        full: full.clone(),
        written: written.clone(),
    };
    let mut app = game_with(ProgressStore(Box::new(disk)));
    win_the_example(&mut app);
    frames(&mut app, 20);
    let told = app
        .world()
        .resource::<Notice>()
        .text()
        .unwrap_or("")
        .to_string();
    assert!(
        told.contains("cannot be saved") && told.contains("No space left"),
        "{told}"
    );
    assert!(written.lock().unwrap().is_none());

    // Space comes back: the win is written at the next try, and the player hears so.
    full.store(false, Ordering::SeqCst);
    let has_the_win = || {
        written
            .lock()
            .unwrap()
            .as_ref()
            .is_some_and(|text| text.contains("shot/01-the-example"))
    };
    assert!(until(&mut app, 200, |_| has_the_win()));
    let told = app
        .world()
        .resource::<Notice>()
        .text()
        .unwrap_or("")
        .to_string();
    assert!(told.contains("saved again"), "{told}");
}

#[test]
fn two_windows_on_one_data_folder_lose_nothing_either_recorded() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("progress.json");
    let store = || ProgressStore(Box::new(FileStore { path: path.clone() }));
    // Window B is opened first, then window A; A wins Shot's first level.
    let mut b = game_with(store());
    let mut a = game_with(store());
    win_the_example(&mut a);
    assert!(until_saved(&mut a, &path, 200, |p| p
        .levels
        .get("shot/01-the-example")
        .is_some_and(|r| r.solved)));
    // B, which never read A's win, makes one move on another level and saves.
    open(&mut b, "shot/02-hash-marks");
    let first = puzzlebox::levels::find_builtin("shot/02-hash-marks").unwrap();
    let puzzles::AnyLevel::Shot(board) = first.level() else {
        panic!()
    };
    let fling = puzzles::Puzzle::legal_moves(&board)[0];
    b.world_mut().write_message(MoveRequested::<Board>(fling));
    settle(&mut b);
    assert!(until_saved(&mut b, &path, 200, |p| p
        .resume
        .contains_key("shot/02-hash-marks")));
    let on_disk: Progress = serde_json::from_slice(&std::fs::read(&path).unwrap()).unwrap();
    assert!(
        on_disk.levels["shot/01-the-example"].solved,
        "A's win is still there after B saved"
    );
}
