//! The HUD's buttons: a button with its key beside it (or in its tooltip on a narrow window),
//! a sign button of the top bar, and the trays' frame.

use crate::theme::keys::{keyed_button, read_as};
use crate::theme::palette::egui_color;
use crate::theme::style::bold;
use bevy_egui::egui;

/// The frame of the trays at the top and bottom.
pub fn tray_frame(ctx: &egui::Context) -> egui::Frame {
    egui::Frame::new()
        .fill(egui_color(crate::theme::palette::of(ctx).tray))
        .inner_margin(egui::Margin::symmetric(14, 10))
}

/// A button with its key written beside its label.
pub fn button(ui: &mut egui::Ui, label: &str, key: &str, enabled: bool) -> bool {
    named_button(ui, (label, label), key, enabled)
}

/// A button with its key written beside its label, read to a screen reader as `name`.
fn named_button(ui: &mut egui::Ui, (label, name): (&str, &str), key: &str, enabled: bool) -> bool {
    let look = egui::RichText::new;
    keyed_button(ui, (label, name), look, key, (enabled, 34.0)).clicked()
}

/// A button with its key beside it, or in its tooltip when the window is narrow.
pub fn act(ui: &mut egui::Ui, narrow: bool, label: &str, key: &str, enabled: bool) -> bool {
    act_named(ui, narrow, (label, label), key, enabled)
}

/// [`act`] for a button whose label is a sign, read to a screen reader as `name`.
pub fn act_named(
    ui: &mut egui::Ui,
    narrow: bool,
    (label, name): (&str, &str),
    key: &str,
    enabled: bool,
) -> bool {
    if !narrow {
        return named_button(ui, (label, name), key, enabled);
    }
    let shown = ui.add_enabled(
        enabled,
        egui::Button::new(label).min_size(egui::vec2(0.0, 40.0)),
    );
    read_as(&shown, name, key);
    if key.is_empty() {
        shown.clicked()
    } else {
        // The key in force, if the player gave the command another.
        let key = crate::input::keymap::in_interface(ui.ctx()).label(key);
        shown
            .on_hover_text(crate::tr!(ui, "hud-key-hover", key = key))
            .clicked()
    }
}

/// A button of the top bar, `width` points wide at least, with a sign (or a short word) on it
/// and what it does in its tooltip, which is also what a screen reader reads.
pub fn sign_button(ui: &mut egui::Ui, (sign, does): (&str, &str), width: f32) -> egui::Response {
    let text = if sign == "?" {
        bold(sign)
    } else {
        egui::RichText::new(sign)
    };
    let response = ui
        .add(egui::Button::new(text).min_size(egui::vec2(width, 36.0)))
        .on_hover_text(does);
    // Read by its name, its key told apart (as every keyed button's): "Settings", not
    // "Settings (O)".
    let (name, key) = name_and_key(does);
    read_as(&response, name, key);
    response
}

/// A tooltip that ends with its key in brackets ("Settings (O)") as the name and the key.
fn name_and_key(does: &str) -> (&str, &str) {
    let brackets = does
        .strip_suffix(')')
        .and_then(|rest| rest.rsplit_once(" ("));
    // Chinese and Japanese write them full width, with no space before.
    let full_width = || {
        does.strip_suffix('）')
            .and_then(|rest| rest.rsplit_once('（'))
    };
    brackets
        .or_else(full_width)
        .filter(|(_, key)| !key.is_empty() && key.chars().count() <= 12 && !key.contains(' '))
        .unwrap_or((does, ""))
}

#[cfg(test)]
mod tests {
    use super::name_and_key;

    #[test]
    fn a_sign_buttons_name_leaves_its_key_to_the_description() {
        assert_eq!(name_and_key("Settings (O)"), ("Settings", "O"));
        assert_eq!(
            name_and_key("Back to the levels (Esc)"),
            ("Back to the levels", "Esc")
        );
        assert_eq!(name_and_key("How to play (F1)"), ("How to play", "F1"));
        // Words in brackets are no key.
        assert_eq!(
            name_and_key("Undo (the last move)"),
            ("Undo (the last move)", "")
        );
        assert_eq!(name_and_key("Back"), ("Back", ""));
        assert_eq!(name_and_key("設定（O）"), ("設定", "O"));
    }
}
