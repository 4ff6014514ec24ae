//! The snake in the editor: its chain is typed (the board only shows it).

use crate::editor::Editor;
use crate::editor::tools::hint_line;
use bevy_egui::egui;

/// The chain, typed as `F` (straight on) and `T` (turn).
pub fn panel(ui: &mut egui::Ui, editor: &mut Editor) {
    hint_line(
        ui,
        "The chain, one letter per cube after the first: F goes straight on, T turns.",
    );
    let mut text: String = editor
        .draft
        .to_text()
        .lines()
        .filter(|l| !l.starts_with(';'))
        .collect();
    let field = egui::TextEdit::multiline(&mut text)
        .font(egui::TextStyle::Monospace)
        .desired_rows(3)
        .desired_width(ui.available_width());
    if ui.add(field).changed() {
        editor.change(|d| puzzles::snake::edit::set_chain(d, &text));
    }
}
