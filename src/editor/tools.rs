//! The pieces every puzzle's tools are made of, in the editor's panel and on its board: a line
//! saying what a click does, a tool to pick, a cell's place on the board. The tools themselves
//! (a metric, a block limit, the order of the tiles, the chain) are in each puzzle's files.

use super::{Editor, Tool};
use bevy_egui::egui;

/// A line saying what a click does.
pub fn hint_line(ui: &mut egui::Ui, text: &str) {
    ui.label(egui::RichText::new(text).color(egui::Color32::from_gray(170)));
}

/// A tool to pick, lit when it is the one in hand.
pub fn tool_button(ui: &mut egui::Ui, editor: &mut Editor, tool: Tool, label: &str, hover: &str) {
    let picked = editor.tool == Some(tool);
    if ui
        .add(egui::Button::selectable(picked, label).min_size(egui::vec2(0.0, 32.0)))
        .on_hover_text(hover)
        .clicked()
    {
        editor.tool = Some(tool);
        editor.picked = None;
    }
}

/// Where a block of `(w, h)` cells with its top-left at cell `(c, r)` is drawn, on a board
/// drawn in `grid` with cells of `cell` points.
pub fn cell_rect(
    grid: egui::Rect,
    cell: f32,
    (c, r): (usize, usize),
    (w, h): (usize, usize),
) -> egui::Rect {
    egui::Rect::from_min_size(
        grid.min + egui::Vec2::new(c as f32 * cell, r as f32 * cell),
        egui::Vec2::new(w as f32 * cell, h as f32 * cell),
    )
}
