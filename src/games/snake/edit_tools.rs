//! The snake in the editor: its chain is typed (the board only shows it).

use crate::editor::tools::{hint_line, marked_text};
use crate::editor::{Editor, Finding};
use bevy_egui::egui;

/// The chain, typed as `F` (straight on) and `T` (turn).
pub fn panel(ui: &mut egui::Ui, editor: &mut Editor) {
    hint_line(ui, &crate::tr!(ui, "editor-snake-hint"));
    let mut text: String = editor
        .draft
        .to_text()
        .lines()
        .filter(|l| !l.starts_with(';'))
        .collect();
    // The letter an error names is marked (the chain is one line of the drawing).
    let bad = match &editor.finding {
        Finding::Invalid {
            spot: Some(spot), ..
        } => Some((1, spot.col + 1)),
        _ => None,
    };
    let mut layouter = |ui: &egui::Ui, text: &dyn egui::TextBuffer, wrap: f32| {
        marked_text(ui, text.as_str(), bad, wrap)
    };
    let field = egui::TextEdit::multiline(&mut text)
        .font(egui::TextStyle::Monospace)
        .desired_rows(3)
        .desired_width(ui.available_width())
        .layouter(&mut layouter);
    if ui.add(field).changed() {
        // The one refusal: no letters at all.
        editor.change(|d| {
            puzzles::snake::edit::set_chain(d, &text)
                .map_err(|_| crate::tr!(ui, "editor-snake-no-letters"))
        });
    }
}
