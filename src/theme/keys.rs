//! A button's label with the key that does the same, in small grey letters.

use bevy_egui::egui;

/// `text` followed by a key in small grey letters, for a button's label.
pub fn with_key(ui: &egui::Ui, text: egui::RichText, key: &str) -> egui::WidgetText {
    // The key in force, if the player gave the command another.
    let key = crate::input::keymap::in_interface(ui.ctx()).label(key);
    let mut job = egui::text::LayoutJob::default();
    let style = ui.style();
    text.append_to(
        &mut job,
        style,
        egui::FontSelection::Default,
        egui::Align::Center,
    );
    egui::RichText::new(&key)
        .color(super::palette::of(ui.ctx()).grey(150))
        .size(13.0)
        .append_to(
            &mut job,
            style,
            egui::FontSelection::Default,
            egui::Align::Center,
        );
    job.into()
}
