//! A gamepad plays as the keyboard does: the d-pad moves the cursor, A picks a ball and an
//! arrow flings it, the shoulders undo and redo, Start opens the settings; a level is won with
//! the pad alone.

use crate::harness::*;
use bevy::input::gamepad::{Gamepad, GamepadButton};
use bevy::prelude::*;
use puzzlebox::games::shot::Cursor;
use puzzlebox::play::session::Session;
use puzzlebox::shell::SettingsOpen;
use puzzles::shot::Board;

fn plug_in(app: &mut App) -> Entity {
    app.world_mut().spawn(Gamepad::default()).id()
}

/// One press of `button` in a frame of its own, let go in the next.
fn tap(app: &mut App, pad: Entity, button: GamepadButton) {
    let mut gamepad = app.world_mut().get_mut::<Gamepad>(pad).unwrap();
    gamepad.digital_mut().press(button);
    app.update();
    let mut gamepad = app.world_mut().get_mut::<Gamepad>(pad).unwrap();
    gamepad.digital_mut().release(button);
    gamepad.digital_mut().clear();
    app.update();
}

/// Walks the cursor to a cell with the d-pad.
fn walk_to(app: &mut App, pad: Entity, (col, row): (i32, i32)) {
    for _ in 0..20 {
        let c = *app.world().resource::<Cursor>();
        let button = match (c.col.cmp(&col), c.row.cmp(&row)) {
            (std::cmp::Ordering::Less, _) => GamepadButton::DPadRight,
            (std::cmp::Ordering::Greater, _) => GamepadButton::DPadLeft,
            (_, std::cmp::Ordering::Less) => GamepadButton::DPadDown,
            (_, std::cmp::Ordering::Greater) => GamepadButton::DPadUp,
            _ => return,
        };
        tap(app, pad, button);
    }
    panic!("the cursor did not reach {col},{row}");
}

fn moves(app: &App) -> usize {
    app.world().resource::<Session<Board>>().moves()
}

#[test]
fn a_shot_level_is_won_with_the_pad_alone() {
    let mut app = game();
    let pad = plug_in(&mut app);
    open(&mut app, "shot/01-the-example");
    // The solver's moves: the ball at 0,3 right, at 3,3 left, at 2,3 right.
    for (at, fling) in [
        ((0, 3), GamepadButton::DPadRight),
        ((3, 3), GamepadButton::DPadLeft),
        ((2, 3), GamepadButton::DPadRight),
    ] {
        walk_to(&mut app, pad, at);
        tap(&mut app, pad, GamepadButton::South);
        tap(&mut app, pad, fling);
        settle(&mut app);
    }
    assert_eq!(moves(&app), 3);
    assert!(status(&app).solved, "three flings leave one ball");
}

#[test]
fn the_shoulders_undo_and_redo_and_start_opens_the_settings() {
    let mut app = game();
    let pad = plug_in(&mut app);
    open(&mut app, "shot/01-the-example");
    tap(&mut app, pad, GamepadButton::South);
    tap(&mut app, pad, GamepadButton::DPadRight);
    assert_eq!(moves(&app), 1);
    tap(&mut app, pad, GamepadButton::LeftTrigger);
    assert_eq!(moves(&app), 0);
    tap(&mut app, pad, GamepadButton::RightTrigger);
    assert_eq!(moves(&app), 1);
    tap(&mut app, pad, GamepadButton::Start);
    assert!(app.world().resource::<SettingsOpen>().0);
    tap(&mut app, pad, GamepadButton::East);
    assert!(!app.world().resource::<SettingsOpen>().0);
}

#[test]
fn a_leaning_stick_is_one_press_each_time() {
    let mut app = game();
    let pad = plug_in(&mut app);
    open(&mut app, "shot/01-the-example");
    let lean = |app: &mut App, x: f32| {
        let mut gamepad = app.world_mut().get_mut::<Gamepad>(pad).unwrap();
        gamepad
            .analog_mut()
            .set(bevy::input::gamepad::GamepadAxis::LeftStickX, x);
        app.update();
    };
    let col = |app: &App| app.world().resource::<Cursor>().col;
    let start = col(&app);
    lean(&mut app, 0.9);
    lean(&mut app, 0.95);
    lean(&mut app, 0.9);
    assert_eq!(col(&app), start + 1, "held over: one step");
    lean(&mut app, 0.0);
    lean(&mut app, 0.9);
    assert_eq!(col(&app), start + 2);
}
