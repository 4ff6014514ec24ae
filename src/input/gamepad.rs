//! A gamepad plays as the keyboard does: each button press becomes the key press that does the
//! same thing, so every screen and puzzle answers to it without a line of its own.
//!
//! D-pad or left stick: the arrows (move the cursor, slide, turn the snake's view); A: Enter
//! (pick, place, choose); B: Esc (drop a pick, go back); X: Tab (the snake's next corner); Y: H
//! (a hint); the shoulders: Z and Y (undo, redo); the triggers: Q and E (turn the snake's
//! corner); Start: O (the settings); Select: F1 (how to play). The snake's view also turns
//! with the right stick (see the snake's orbit).

use super::{KeyPresses, Modifiers};
use bevy::input::gamepad::{Gamepad, GamepadButton};
use bevy::prelude::*;

/// The key each button stands for.
pub const BUTTON_KEYS: [(GamepadButton, KeyCode); 15] = [
    (GamepadButton::DPadUp, KeyCode::ArrowUp),
    (GamepadButton::DPadDown, KeyCode::ArrowDown),
    (GamepadButton::DPadLeft, KeyCode::ArrowLeft),
    (GamepadButton::DPadRight, KeyCode::ArrowRight),
    (GamepadButton::South, KeyCode::Enter),
    (GamepadButton::East, KeyCode::Escape),
    (GamepadButton::West, KeyCode::Tab),
    (GamepadButton::North, KeyCode::KeyH),
    (GamepadButton::LeftTrigger, KeyCode::KeyZ),
    (GamepadButton::RightTrigger, KeyCode::KeyY),
    (GamepadButton::LeftTrigger2, KeyCode::KeyQ),
    (GamepadButton::RightTrigger2, KeyCode::KeyE),
    (GamepadButton::Start, KeyCode::KeyO),
    (GamepadButton::Select, KeyCode::F1),
    (GamepadButton::Mode, KeyCode::KeyO),
];

/// How far the left stick must lean to count as an arrow, and how far back it must come
/// before it counts again.
const LEAN: f32 = 0.6;
const BACK: f32 = 0.3;

/// Adds the frame's gamepad presses to the key presses, after the keyboard's.
pub fn gather_pad_presses(
    pads: Query<(Entity, &Gamepad)>,
    mut presses: ResMut<KeyPresses>,
    mut leaning: Local<Vec<(Entity, Option<KeyCode>)>>,
) {
    let mut now = Vec::new();
    for (entity, pad) in &pads {
        for (button, key) in BUTTON_KEYS {
            if pad.just_pressed(button) {
                now.push(key);
            }
        }
        // The stick is one press each time it leans a new way.
        let was = leaning
            .iter()
            .find(|(e, _)| *e == entity)
            .and_then(|(_, k)| *k);
        let is = stick_arrow(pad.left_stick(), was);
        if is != was {
            if let Some(key) = is {
                now.push(key);
            }
            leaning.retain(|(e, _)| *e != entity);
            leaning.push((entity, is));
        }
    }
    if !now.is_empty() {
        let mut all: Vec<_> = presses.iter_held().collect();
        all.extend(now.into_iter().map(|k| (k, Modifiers::default())));
        presses.set(all);
    }
}

/// The arrow a stick leaning `at` stands for, given the one it stood for before (it keeps it
/// until it comes back towards the middle).
fn stick_arrow(at: Vec2, was: Option<KeyCode>) -> Option<KeyCode> {
    let length = at.length();
    if was.is_some() && length > BACK {
        return was;
    }
    if length < LEAN {
        return None;
    }
    // The stick's y grows upwards.
    Some(if at.x.abs() > at.y.abs() {
        if at.x > 0.0 {
            KeyCode::ArrowRight
        } else {
            KeyCode::ArrowLeft
        }
    } else if at.y > 0.0 {
        KeyCode::ArrowUp
    } else {
        KeyCode::ArrowDown
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stick_leaning_far_enough_is_an_arrow_until_it_comes_back() {
        assert_eq!(stick_arrow(Vec2::new(0.2, 0.1), None), None);
        assert_eq!(
            stick_arrow(Vec2::new(0.9, 0.2), None),
            Some(KeyCode::ArrowRight)
        );
        assert_eq!(
            stick_arrow(Vec2::new(0.1, -0.8), None),
            Some(KeyCode::ArrowDown)
        );
        // Half-way back it is still the same press; near the middle it is let go.
        let right = Some(KeyCode::ArrowRight);
        assert_eq!(stick_arrow(Vec2::new(0.4, 0.0), right), right);
        assert_eq!(stick_arrow(Vec2::new(0.1, 0.0), right), None);
    }

    #[test]
    fn every_button_stands_for_a_different_key_but_the_two_menu_buttons() {
        let mut keys: Vec<_> = BUTTON_KEYS.iter().map(|(_, k)| *k).collect();
        keys.sort_by_key(|k| format!("{k:?}"));
        keys.dedup();
        assert_eq!(keys.len(), BUTTON_KEYS.len() - 1);
    }
}
