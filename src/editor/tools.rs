//! The pieces every puzzle's tools are made of, in the editor's panel and on its board: a line
//! saying what a click does, a tool to pick, a cell's place on the board. The tools themselves
//! (a metric, a block limit, the order of the tiles, the chain) are in each puzzle's files.

use super::{Editor, Tool};
use bevy_egui::egui;

/// A line saying what a click does.
pub fn hint_line(ui: &mut egui::Ui, text: &str) {
    ui.label(egui::RichText::new(text).color(crate::theme::palette::of(ui.ctx()).grey(170)));
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
        editor.forget_own();
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

/// Lays out a typed text in the monospace font with the character at `bad` (line and column,
/// from 1, as a parse error names them) marked, so that the player sees which one the error
/// means.
pub fn marked_text(
    ui: &egui::Ui,
    text: &str,
    bad: Option<(usize, usize)>,
    wrap: f32,
) -> std::sync::Arc<egui::Galley> {
    let font = egui::TextStyle::Monospace.resolve(ui.style());
    let plain = egui::TextFormat::simple(font.clone(), ui.visuals().text_color());
    let marked = egui::TextFormat {
        background: crate::theme::palette::egui_color(crate::theme::palette::of(ui.ctx()).warn),
        color: egui::Color32::BLACK,
        ..egui::TextFormat::simple(font, egui::Color32::BLACK)
    };
    let mut job = egui::text::LayoutJob::default();
    for (l, line) in text.split_inclusive('\n').enumerate() {
        for (c, ch) in line.chars().enumerate() {
            let format = if bad == Some((l + 1, c + 1)) {
                marked.clone()
            } else {
                plain.clone()
            };
            job.append(ch.encode_utf8(&mut [0; 4]), 0.0, format);
        }
    }
    job.wrap.max_width = wrap;
    ui.painter().layout_job(job)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_character_an_error_names_is_marked_and_no_other() {
        let ctx = egui::Context::default();
        crate::theme::style::style_egui(&ctx);
        let mut marked = Vec::new();
        let mut output = ctx.run_ui(egui::RawInput::default(), |ui| {
            let galley = marked_text(ui, "FTT\nTFF", Some((2, 2)), 300.0);
            let text = &galley.job.text;
            for section in &galley.job.sections {
                if section.format.background
                    == crate::theme::palette::egui_color(crate::theme::palette::of(ui.ctx()).warn)
                {
                    let (from, to) = (section.byte_range.start.0, section.byte_range.end.0);
                    marked.push(text[from..to].to_string());
                }
            }
            // The second line's second letter is the F just after its T.
            assert_eq!(text.len(), 7);
        });
        output.textures_delta.clear();
        assert_eq!(marked, ["F"]);
    }
}
