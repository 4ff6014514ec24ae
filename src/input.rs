//! Who the keyboard and the pointer belong to: the game, or a panel of the interface.
//!
//! The interface never takes the keyboard by itself: Tab does not walk its buttons (the snake
//! uses Tab to walk its corners, and a button holding the keyboard would swallow every game key
//! and let Enter press a button the player never chose). Only a text field the player clicks
//! holds the keyboard, until Esc or a click elsewhere.

use bevy::prelude::*;
use bevy_egui::{EguiInput, EguiPreUpdateSet, egui};

pub fn plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        keep_tab_for_the_game
            .after(EguiPreUpdateSet::ProcessInput)
            .before(EguiPreUpdateSet::BeginPass),
    );
}

/// Whether the keyboard belongs to the game (not to a text field of the interface).
pub fn keys_are_free(wants: Option<Res<bevy_egui::input::EguiWantsInput>>) -> bool {
    wants.is_none_or(|w| !w.wants_keyboard_input())
}

/// Whether the pointer belongs to the game (not over a panel of the interface).
pub fn pointer_is_free(wants: Option<Res<bevy_egui::input::EguiWantsInput>>) -> bool {
    wants.is_none_or(|w| !w.wants_pointer_input() && !w.is_pointer_over_area())
}

fn keep_tab_for_the_game(mut inputs: Query<&mut EguiInput>) {
    for mut input in &mut inputs {
        without_tab(&mut input.0);
    }
}

/// The interface's input without Tab, so that no button takes the keyboard.
pub fn without_tab(input: &mut egui::RawInput) {
    input.events.retain(|e| {
        !matches!(
            e,
            egui::Event::Key {
                key: egui::Key::Tab,
                ..
            }
        )
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pass(ctx: &egui::Context, events: Vec<egui::Event>) -> egui::Response {
        let mut input = egui::RawInput {
            events,
            ..Default::default()
        };
        without_tab(&mut input);
        let mut button = None;
        let mut output = ctx.run_ui(input, |ui| {
            button = Some(ui.button("← Levels"));
        });
        output.textures_delta.clear();
        button.unwrap()
    }

    fn key(key: egui::Key, shift: bool) -> egui::Event {
        egui::Event::Key {
            key,
            physical_key: None,
            pressed: true,
            repeat: false,
            modifiers: egui::Modifiers {
                shift,
                ..Default::default()
            },
        }
    }

    #[test]
    fn tab_never_gives_a_button_the_keyboard() {
        let ctx = egui::Context::default();
        pass(&ctx, vec![]);
        pass(&ctx, vec![key(egui::Key::Tab, false)]);
        let after_tab = pass(&ctx, vec![]);
        assert!(!after_tab.has_focus());
        pass(&ctx, vec![key(egui::Key::Tab, true)]);
        pass(&ctx, vec![]);
        assert!(ctx.memory(|m| m.focused().is_none()));
        // Nor do the arrows, which the puzzles use.
        pass(&ctx, vec![key(egui::Key::ArrowDown, false)]);
        pass(&ctx, vec![]);
        assert!(ctx.memory(|m| m.focused().is_none()));
        // Enter then presses nothing.
        let after_enter = pass(&ctx, vec![key(egui::Key::Enter, false)]);
        assert!(!after_enter.clicked());
        assert!(!ctx.egui_wants_keyboard_input());
    }

    #[test]
    fn without_the_filter_tab_would_take_the_keyboard() {
        // The behaviour the filter guards against, so the test above can fail.
        let ctx = egui::Context::default();
        let run = |events| {
            let mut output = ctx.run_ui(
                egui::RawInput {
                    events,
                    ..Default::default()
                },
                |ui| {
                    let _ = ui.button("← Levels");
                },
            );
            output.textures_delta.clear();
        };
        run(vec![]);
        run(vec![key(egui::Key::Tab, false)]);
        run(vec![]);
        assert!(ctx.memory(|m| m.focused().is_some()));
    }
}
