//! The settings: O opens them over any screen and takes the keys while they are open, Esc
//! closes them and goes back no further; every choice is in force at once, saved, read back
//! on the next start, and put back by "Reset to defaults".

use crate::harness::*;
use bevy::prelude::*;
use puzzlebox::games::shot::Ball;
use puzzlebox::play::session::Session;
use puzzlebox::progress::ProgressStore;
use puzzlebox::progress::records::{Progress, Settings};
use puzzlebox::progress::store::FileStore;
use puzzlebox::shell::{ReduceMotion, Screen, SettingsOpen};
use puzzlebox::sound::Loudness;
use puzzlebox::tween::Tween;

fn open_settings(app: &App) -> bool {
    app.world().resource::<SettingsOpen>().0
}

#[test]
fn o_opens_the_settings_over_a_level_which_then_hears_no_keys_and_esc_closes_them_only() {
    let mut app = game();
    open(&mut app, "shot/01-the-example");
    press(&mut app, KeyCode::KeyO);
    assert!(open_settings(&app));
    // The game's keys wait while the settings are open.
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::ArrowRight);
    assert_eq!(
        app.world()
            .resource::<Session<puzzles::shot::Board>>()
            .moves(),
        0
    );
    press(&mut app, KeyCode::Escape);
    assert!(!open_settings(&app));
    assert_eq!(
        screen(&app),
        Screen::Playing,
        "Esc closed the settings only"
    );
    press(&mut app, KeyCode::Escape);
    assert_eq!(screen(&app), Screen::Levels);
}

/// Changes the settings as the settings card does, and plays a frame.
fn set(app: &mut App, change: fn(&mut Settings)) {
    let mut progress = app.world_mut().resource_mut::<Progress>();
    change(&mut progress.settings);
    progress.dirty = true;
    app.update();
}

#[test]
fn a_choice_is_in_force_at_once() {
    let mut app = game();
    set(&mut app, |s| s.volume = 0.4);
    assert_eq!(app.world().resource::<Loudness>().0, 0.4);
    set(&mut app, |s| s.muted = true);
    assert_eq!(app.world().resource::<Loudness>().0, 0.0);
    // A volume out of range in a save written by hand is brought within it.
    set(&mut app, |s| {
        s.muted = false;
        s.volume = 7.0
    });
    assert_eq!(app.world().resource::<Loudness>().0, 1.0);
    set(&mut app, |s| s.reduce_motion = true);
    assert!(app.world().resource::<ReduceMotion>().0);
}

#[test]
fn the_screen_reader_mode_and_a_screen_reader_reading_leave_out_what_moves_by_itself() {
    let mut app = game();
    assert!(!app.world().resource::<ReduceMotion>().0);
    set(&mut app, |s| s.screen_reader = true);
    assert!(
        app.world().resource::<ReduceMotion>().0,
        "the player's choice"
    );
    set(&mut app, |s| s.screen_reader = false);
    assert!(!app.world().resource::<ReduceMotion>().0);
    // A screen reader asks the window for its accessibility tree.
    app.world()
        .resource::<bevy::a11y::AccessibilityRequested>()
        .set(true);
    frames(&mut app, 1);
    assert!(
        app.world().resource::<ReduceMotion>().0,
        "on by itself while a screen reader reads"
    );
}

#[test]
fn with_reduced_motion_a_flung_ball_is_in_its_place_at_once() {
    let mut app = game();
    app.world_mut()
        .resource_mut::<Progress>()
        .settings
        .reduce_motion = true;
    open(&mut app, "shot/01-the-example");
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::ArrowRight);
    // One frame after the fling: no ball is on its way, and each stands on its cell.
    app.update();
    let mut moving = app.world_mut().query::<(&Ball, &Tween)>();
    assert_eq!(moving.iter(app.world()).count(), 0);
    let mut balls = app.world_mut().query::<&Ball>();
    assert_eq!(balls.iter(app.world()).count(), 3);
}

#[test]
fn settings_are_saved_read_back_and_reset() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("progress.json");
    let store = || ProgressStore(Box::new(FileStore { path: path.clone() }));
    let mut app = game_with(store());
    {
        let mut progress = app.world_mut().resource_mut::<Progress>();
        progress.settings.volume = 0.25;
        progress.settings.text_size = 150;
        progress.settings.reduce_motion = true;
        progress.dirty = true;
    }
    assert!(until_saved(&mut app, &path, 40, |saved| saved
        .settings
        .text_size
        == 150));
    drop(app);
    let mut again = game_with(store());
    let s = again.world().resource::<Progress>().settings.clone();
    assert_eq!((s.volume, s.text_size, s.reduce_motion), (0.25, 150, true));
    assert!(again.world().resource::<ReduceMotion>().0);
    assert_eq!(again.world().resource::<Loudness>().0, 0.25);
    // Reset to defaults: the choices go back, what was learnt (the cards seen) stays.
    {
        let mut progress = again.world_mut().resource_mut::<Progress>();
        progress.settings.reset();
        progress.dirty = true;
    }
    again.update();
    let s = again.world().resource::<Progress>().settings.clone();
    assert_eq!(s.text_size, 100);
    assert!(!s.reduce_motion && !s.muted);
    assert_eq!(s.rules_seen.len(), puzzles::Kind::ALL.len());
    assert!(!again.world().resource::<ReduceMotion>().0);
}

/// The colour of the first piece painted `paint`.
fn painted(app: &mut App, paint: puzzlebox::theme::palette::Paint) -> Color {
    let mut q = app.world_mut().query::<(
        &puzzlebox::theme::palette::Paint,
        &MeshMaterial2d<ColorMaterial>,
    )>();
    let handle = q
        .iter(app.world())
        .find(|(p, _)| **p == paint)
        .map(|(_, m)| m.0.clone())
        .expect("a piece painted so");
    app.world()
        .resource::<Assets<ColorMaterial>>()
        .get(&handle)
        .unwrap()
        .color
}

#[test]
fn a_new_look_repaints_the_board_and_the_background_at_once() {
    use puzzlebox::games::fifteen::{FLOOR, SOCKET};
    use puzzlebox::progress::records::ThemeChoice;
    use puzzlebox::theme::palette::{Look, Paint, Palette};
    let mut app = game();
    open(&mut app, "fifteen/01-first-light");
    assert_eq!(painted(&mut app, Paint::Own(FLOOR)), FLOOR.dark);
    assert_eq!(painted(&mut app, Paint::Own(SOCKET)), SOCKET.dark);
    app.world_mut().resource_mut::<Progress>().settings.theme = ThemeChoice::Light;
    app.update();
    assert_eq!(app.world().resource::<Palette>().look, Look::Light);
    assert_eq!(painted(&mut app, Paint::Own(FLOOR)), FLOOR.light);
    assert_eq!(painted(&mut app, Paint::Own(SOCKET)), SOCKET.light);
    assert_eq!(
        app.world().resource::<ClearColor>().0,
        Palette::LIGHT.background
    );
    // A board opened in the look is painted in it from its first frame.
    open(&mut app, "shot/01-the-example");
    assert_eq!(painted(&mut app, Paint::Cell), Palette::LIGHT.cell);
    // "As the system", where the system says nothing, is the dark look.
    app.world_mut().resource_mut::<Progress>().settings.theme = ThemeChoice::System;
    app.update();
    assert_eq!(app.world().resource::<Palette>().look, Look::Dark);
}

#[test]
fn a_command_given_another_letter_answers_to_it_and_not_to_its_own() {
    let mut app = game();
    app.world_mut()
        .resource_mut::<Progress>()
        .settings
        .keys
        .insert("hint".to_string(), "J".to_string());
    open(&mut app, "klotski/01-side-step");
    let hinted = |app: &mut App| until(app, 200, |app| status(app).hint.is_some());
    press(&mut app, KeyCode::KeyH);
    assert!(!hinted(&mut app), "H was given away: it asks for nothing");
    press(&mut app, KeyCode::KeyJ);
    assert!(hinted(&mut app), "J asks for a hint");
}

/// Esc while a key is being chosen keeps the old key and the settings open.
#[test]
fn esc_while_a_key_is_chosen_cancels_the_choice_only() {
    use puzzlebox::screens::settings::Capturing;
    let mut app = game();
    open(&mut app, "shot/01-the-example");
    press(&mut app, KeyCode::KeyO);
    assert!(open_settings(&app));
    app.world_mut().resource_mut::<Capturing>().0 = Some("undo");
    press(&mut app, KeyCode::Escape);
    assert!(
        app.world().resource::<Capturing>().0.is_none(),
        "the choice is cancelled"
    );
    assert!(open_settings(&app), "the settings stay open");
    assert!(app.world().resource::<Progress>().settings.keys.is_empty());
    assert_eq!(screen(&app), Screen::Playing);
    // The next Esc closes them.
    press(&mut app, KeyCode::Escape);
    assert!(!open_settings(&app));
}
