//! The level editor, driven as a player would: tools clicked on cells, undo and redo, the
//! solver's verdict after each change, a level kept in "Your levels" (and there after a
//! restart), tried at once and left back to the editor.

use crate::harness::*;
use bevy::prelude::*;
use puzzlebox::editor::Verdict;
use puzzlebox::editor::{Editor, Finding};
use puzzlebox::lang::Words;
use puzzlebox::progress::ProgressStore;
use puzzlebox::progress::records::Progress;
use puzzlebox::progress::store::FileStore;
use puzzlebox::screens::edit::starter;
use puzzlebox::shell::EditLevel;
use puzzlebox::shell::Screen;
use puzzles::{AnyLevel, Kind};

fn editing(app: &mut App, level: AnyLevel) {
    app.world_mut().write_message(EditLevel::copy(level));
    frames(app, 3);
    assert_eq!(screen(app), Screen::Edit);
}

fn editor(app: &mut App) -> Mut<'_, Editor> {
    app.world_mut().resource_mut::<Editor>()
}

/// Runs frames until the solver has a verdict on the draft.
fn verdict(app: &mut App) -> Finding {
    assert!(
        until(app, 2000, |app| app.world().resource::<Editor>().settled()),
        "the solver answers"
    );
    app.world().resource::<Editor>().finding.clone()
}

#[test]
fn balls_put_down_change_the_verdict_and_undo_takes_them_back() {
    let mut app = game();
    editing(&mut app, starter(Words::ENGLISH, Kind::Shot));
    assert!(matches!(
        verdict(&mut app),
        Finding::Found(Verdict::Solvable { par: 1, .. })
    ));
    editor(&mut app).click(Words::ENGLISH, (0, 0));
    assert_eq!(editor(&mut app).draft.at(0, 0), "o");
    // Three balls that no order of flings brings down to one.
    let finding = verdict(&mut app);
    assert!(
        matches!(finding, Finding::Found(Verdict::Unsolvable(_))),
        "{finding:?}"
    );
    press(&mut app, KeyCode::KeyZ);
    assert_eq!(editor(&mut app).draft.at(0, 0), ".");
    assert!(matches!(
        verdict(&mut app),
        Finding::Found(Verdict::Solvable { par: 1, .. })
    ));
    press(&mut app, KeyCode::KeyY);
    assert_eq!(editor(&mut app).draft.at(0, 0), "o");
}

#[test]
fn a_block_goes_only_where_there_is_room_and_a_lost_goal_block_is_shown() {
    let mut app = game();
    editing(&mut app, starter(Words::ENGLISH, Kind::Klotski));
    editor(&mut app).tool = Some(puzzlebox::games::klotski::edit_tools::block(2, 1));
    editor(&mut app).click(Words::ENGLISH, (0, 2));
    assert_eq!(editor(&mut app).draft.at(1, 2), "B");
    editor(&mut app).click(Words::ENGLISH, (1, 2));
    let note = editor(&mut app).note.clone();
    assert!(note.is_some_and(|(n, warns)| warns && n.contains("already there")));
    editor(&mut app).tool = Some(puzzlebox::games::klotski::edit_tools::TAKE_OFF);
    editor(&mut app).click(Words::ENGLISH, (1, 0));
    match verdict(&mut app) {
        Finding::Invalid { why, .. } => {
            assert!(why.contains("no block is drawn with 'A'"), "{why}")
        }
        other => panic!("the goal block is gone: {other:?}"),
    }
    press(&mut app, KeyCode::KeyZ);
    assert!(matches!(
        verdict(&mut app),
        Finding::Found(Verdict::Solvable { .. })
    ));
}

#[test]
fn two_tiles_swapped_make_a_board_that_cannot_be_solved() {
    let mut app = game();
    editing(&mut app, starter(Words::ENGLISH, Kind::Fifteen));
    assert!(matches!(
        verdict(&mut app),
        Finding::Found(Verdict::Solvable { par: 1, .. })
    ));
    editor(&mut app).click(Words::ENGLISH, (0, 0));
    editor(&mut app).click(Words::ENGLISH, (1, 0));
    assert_eq!(editor(&mut app).draft.at(0, 0), "2");
    match verdict(&mut app) {
        Finding::Found(Verdict::Unsolvable(why)) => assert!(!why.is_empty()),
        other => panic!("an odd swap: {other:?}"),
    }
}

#[test]
fn a_level_kept_is_in_your_levels_after_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("progress.json");
    let store = || ProgressStore(Box::new(FileStore { path: path.clone() }));
    let mut app = game_with(store());
    editing(&mut app, starter(Words::ENGLISH, Kind::Kodable));
    editor(&mut app).tool = Some(puzzlebox::games::kodable::edit_tools::paint("b"));
    editor(&mut app).click(Words::ENGLISH, (2, 1));
    let Finding::Found(Verdict::Solvable { par, note, .. }) = verdict(&mut app) else {
        panic!("a straight path with a bonus on it can be solved");
    };
    assert_eq!(note.as_deref(), Some("takes every bonus"));
    let id = editor(&mut app).id.clone();
    let made = editor(&mut app).level().unwrap();
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .press(KeyCode::ControlLeft);
    press(&mut app, KeyCode::KeyS);
    assert!(until_saved(&mut app, &path, 200, |p| p
        .mine
        .iter()
        .any(|l| l.id == id)));
    drop(app);
    let app = game_with(store());
    let progress = app.world().resource::<Progress>();
    let kept = progress.mine.iter().find(|l| l.id == id).expect("kept");
    let mut back = AnyLevel::parse(Kind::Kodable, &kept.text).unwrap();
    assert_eq!(
        back.meta().par(),
        Some(par as u32),
        "the par proved is written in"
    );
    back.meta_mut().remove("par");
    assert_eq!(back, made, "the level loads back as it was made");
}

#[test]
fn a_level_tried_is_played_and_esc_comes_back_to_the_editor() {
    let mut app = game();
    editing(&mut app, starter(Words::ENGLISH, Kind::Shot));
    press(&mut app, KeyCode::Enter);
    frames(&mut app, 3);
    assert_eq!(screen(&app), Screen::Playing);
    let id = editor(&mut app).id.clone();
    assert_eq!(status(&app).level_id, id);
    assert!(status(&app).back_to_editor, "the back button says Editor");
    press(&mut app, KeyCode::Escape);
    frames(&mut app, 2);
    assert_eq!(screen(&app), Screen::Edit, "back to the editor");
    press(&mut app, KeyCode::Escape);
    frames(&mut app, 2);
    assert_eq!(screen(&app), Screen::Levels);
    // Another level's back button goes to the levels.
    open(&mut app, "shot/01-the-example");
    frames(&mut app, 2);
    assert!(!status(&app).back_to_editor);
}

#[test]
fn m_on_a_level_edits_a_copy_of_it() {
    let mut app = game();
    open(&mut app, "fifteen/02-three-by-three");
    press(&mut app, KeyCode::KeyM);
    frames(&mut app, 2);
    assert_eq!(screen(&app), Screen::Edit);
    let builtin = puzzlebox::levels::find_builtin("fifteen/02-three-by-three").unwrap();
    let mut copy = builtin.level();
    copy.meta_mut().remove("par");
    assert_eq!(
        editor(&mut app).level(),
        Some(copy),
        "the same board, its par to be found again as it changes"
    );
}

fn keep(app: &mut App) {
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .press(KeyCode::ControlLeft);
    press(app, KeyCode::KeyS);
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .release(KeyCode::ControlLeft);
}

#[test]
fn a_level_of_ones_own_is_changed_in_place_and_can_be_deleted() {
    let mut app = game();
    editing(&mut app, starter(Words::ENGLISH, Kind::Fifteen));
    keep(&mut app);
    let id = editor(&mut app).id.to_string();
    let kept = |app: &App| -> Vec<String> {
        let progress = app.world().resource::<Progress>();
        progress.mine.iter().map(|l| l.id.to_string()).collect()
    };
    assert_eq!(kept(&app), vec![id.clone()]);
    let level = editor(&mut app).level().unwrap();
    app.world_mut().write_message(EditLevel {
        level,
        mine: Some(id.clone().into()),
        unkept_first: false,
    });
    frames(&mut app, 2);
    editor(&mut app).change(|d| {
        d.meta.set("title", "Renamed");
        Ok(())
    });
    keep(&mut app);
    assert_eq!(
        kept(&app),
        vec![id.clone()],
        "the same level, not a second one"
    );
    let progress = app.world().resource::<Progress>();
    assert!(progress.mine[0].text.contains("; title: Renamed"));
    app.world_mut().resource_mut::<Progress>().forget_level(&id);
    assert!(kept(&app).is_empty());
}

#[test]
fn a_level_file_saved_opens_again_as_the_same_level() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = game();
    app.insert_resource(puzzlebox::screens::edit::export::ExportFolder(
        dir.path().join("levels"),
    ));
    editing(&mut app, starter(Words::ENGLISH, Kind::Klotski));
    editor(&mut app).change(|d| {
        d.meta.set("title", "Two rooms");
        Ok(())
    });
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .press(KeyCode::ControlLeft);
    press(&mut app, KeyCode::KeyE);
    let path = dir.path().join("levels/two-rooms.klotski");
    let opened = puzzlebox::levels::opening(path.to_str().unwrap()).expect("it opens");
    assert_eq!(Some(opened.level), editor(&mut app).level());
    let note = editor(&mut app).note.clone().unwrap();
    assert!(note.0.contains("two-rooms.klotski"), "{note:?}");
}

#[test]
fn a_chain_is_judged_by_how_many_ways_it_folds() {
    let mut app = game();
    editing(&mut app, starter(Words::ENGLISH, Kind::Snake));
    match verdict(&mut app) {
        Finding::Found(Verdict::Own(said)) => {
            assert!(said.starts_with("Folds into the cube in"), "{said}");
            assert!(!said.contains("at least"), "every way was counted: {said}");
        }
        other => panic!("the first chain folds: {other:?}"),
    }
    // A straight run longer than the cube's side is refused where it stands.
    editor(&mut app).change(|d| puzzles::snake::edit::set_chain(d, "FFFFFFF"));
    match verdict(&mut app) {
        Finding::Invalid { why, spot } => {
            assert!(why.contains("straight line"), "{why}");
            assert_eq!(spot.map(|s| (s.col, s.row)), Some((1, 0)));
        }
        other => panic!("a run of eight in a cube of two: {other:?}"),
    }
    editor(&mut app).change(|d| puzzles::snake::edit::set_chain(d, "FTF"));
    match verdict(&mut app) {
        Finding::Invalid { why, .. } => assert!(why.contains("letters"), "{why}"),
        other => panic!("three letters fold no cube: {other:?}"),
    }
}

#[test]
fn s_shows_the_solvers_solution_of_the_level_made() {
    let mut app = game();
    editing(&mut app, starter(Words::ENGLISH, Kind::Klotski));
    press(&mut app, KeyCode::KeyS);
    assert!(
        until(&mut app, 2000, |app| {
            screen(app) == Screen::Playing && status(app).solved
        }),
        "the solver plays the level to its goal"
    );
    let id = editor(&mut app).id.clone();
    let record = app.world().resource::<Progress>().record(&id).cloned();
    assert!(
        !record.is_some_and(|r| r.solved),
        "the solver's win is not the player's"
    );
}

/// Makes a new level of `kind` as the level list's "Make a level" does.
fn making(app: &mut App, kind: Kind) {
    app.world_mut()
        .write_message(EditLevel::new_level(starter(Words::ENGLISH, kind)));
    frames(app, 3);
    assert_eq!(screen(app), Screen::Edit);
}

#[test]
fn a_level_left_unkept_opens_again_the_next_time_and_after_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let store = || {
        ProgressStore(Box::new(FileStore {
            path: dir.path().join("progress.json"),
        }))
    };
    let mut app = game_with(store());
    making(&mut app, Kind::Shot);
    editor(&mut app).click(Words::ENGLISH, (0, 0));
    press(&mut app, KeyCode::Escape);
    assert_eq!(screen(&app), Screen::Levels);
    // M again: the ball is still there, and the player is told.
    making(&mut app, Kind::Shot);
    assert_eq!(editor(&mut app).draft.at(0, 0), "o");
    assert!(editor(&mut app).note.is_some());
    // Another puzzle's new level starts from its own starter.
    press(&mut app, KeyCode::Escape);
    making(&mut app, Kind::Fifteen);
    assert_eq!(
        editor(&mut app).draft,
        puzzles::edit::Draft::of(&starter(Words::ENGLISH, Kind::Fifteen))
    );
    press(&mut app, KeyCode::Escape);
    frames(&mut app, 3);
    drop(app);
    // After a restart too.
    let mut app = game_with(store());
    making(&mut app, Kind::Shot);
    assert_eq!(editor(&mut app).draft.at(0, 0), "o");
    // Once kept, the next new level is a new one.
    let ctrl = |app: &mut App, down: bool| {
        let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
        if down {
            keys.press(KeyCode::ControlLeft)
        } else {
            keys.release(KeyCode::ControlLeft)
        }
    };
    ctrl(&mut app, true);
    press(&mut app, KeyCode::KeyS);
    ctrl(&mut app, false);
    press(&mut app, KeyCode::Escape);
    making(&mut app, Kind::Shot);
    assert_eq!(editor(&mut app).draft.at(0, 0), ".");
}
