//! Fifteen in the editor: two tiles clicked one after the other change places; the board put in
//! order, shuffled, or its order typed; the numbers drawn on the tiles.

use crate::editor::tools::{cell_rect, hint_line};
use crate::editor::{Editor, Tool, Tools};
use crate::lang::Words;
use bevy_egui::egui::{self, Color32, Rect};
use puzzles::edit::Draft;
use puzzles::fifteen;

/// Two tiles (or a tile and the hole) clicked one after the other change places.
pub const SWAP: Tool = Tool::named("swap");

/// Swapping tiles, in hand at first.
pub const TOOLS: Tools = Tools {
    first: Some(SWAP),
    click,
};

/// What Fifteen keeps while a level is made: the first tile of a swap, picked, and the order
/// being typed, until it is taken.
#[derive(Default)]
struct Editing {
    picked: Option<(usize, usize)>,
    typed: Option<String>,
}

fn click(_words: Words, editor: &mut Editor, _tool: Tool, cell: (usize, usize)) {
    match editor.own::<Editing>().picked.take() {
        None => editor.own::<Editing>().picked = Some(cell),
        Some(first) if first == cell => {}
        Some(first) => editor.change(|d| {
            fifteen::edit::swap(d, first, cell);
            Ok(())
        }),
    }
}

/// Tiles swapped by two clicks, the board put in order or shuffled, or its order typed.
pub fn panel(ui: &mut egui::Ui, editor: &mut Editor) {
    hint_line(ui, &crate::tr!(ui, "editor-fifteen-hint"));
    ui.horizontal_wrapped(|ui| {
        if ui
            .button(crate::tr!(ui, "editor-fifteen-in-order"))
            .clicked()
        {
            let (cols, rows) = editor.draft.size();
            editor.change(|d| {
                d.resize(cols, rows);
                Ok(())
            });
        }
        if ui
            .button(crate::tr!(ui, "editor-fifteen-shuffle"))
            .on_hover_text(crate::tr!(ui, "editor-fifteen-shuffle-hover"))
            .clicked()
        {
            let seed = rand::random::<u32>() as u64;
            editor.change(|d| fifteen::edit::shuffle(d, seed));
        }
    });
    ui.label(crate::tr!(ui, "editor-fifteen-type"));
    let mut text = editor
        .own::<Editing>()
        .typed
        .clone()
        .unwrap_or_else(|| fifteen::edit::order(&editor.draft));
    // The numbers wrap on as many lines as they need (on one line a 5×5 board's ran past a
    // narrow panel's edge); Enter takes them, as on one line, and so does leaving the field.
    let field = egui::TextEdit::multiline(&mut text)
        .font(egui::TextStyle::Monospace)
        .desired_rows(1)
        .return_key(None)
        .desired_width(ui.available_width());
    let typed = ui.add(field);
    if typed.changed() {
        editor.own::<Editing>().typed = Some(text.replace(['\n', '\r'], " "));
    }
    if typed.has_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter)) {
        typed.surrender_focus();
    }
    if typed.lost_focus()
        && let Some(text) = editor.own::<Editing>().typed.take()
    {
        editor.change(|d| {
            let (cols, rows) = d.size();
            fifteen::edit::set_order(d, &text).map_err(|_| {
                // The one refusal: not as many numbers as the board has cells.
                crate::tr!(
                    ui,
                    "editor-fifteen-wrong-count",
                    cols = cols,
                    rows = rows,
                    cells = cols * rows,
                    numbers = text.split_whitespace().count()
                )
            })
        });
    }
}

/// The tile picked for a swap, outlined.
pub fn picked(painter: &egui::Painter, editor: &Editor, grid: Rect, cell: f32) {
    if let Some(picked) = editor.own_ref::<Editing>().and_then(|e| e.picked) {
        painter.rect_stroke(
            cell_rect(grid, cell, picked, (1, 1)).shrink(1.0),
            egui::CornerRadius::same((cell * 0.12) as u8),
            egui::Stroke::new(4.0, crate::theme::palette::egui_color(crate::theme::palette::of(painter.ctx()).accent)),
            egui::StrokeKind::Inside,
        );
    }
}

/// The numbers on a Fifteen board's tiles, so that the order can be read while it is made.
pub fn numbers(painter: &egui::Painter, draft: &Draft, grid: Rect, cell: f32) {
    let (cols, rows) = draft.size();
    let n = cols * rows;
    for r in 0..rows {
        for c in 0..cols {
            let token = draft.at(c, r);
            let Ok(tile) = token.parse::<u8>() else {
                continue;
            };
            if tile == 0 {
                continue;
            }
            let grey = super::tile_grey(tile, n);
            let ink = if grey > 140 {
                Color32::from_gray(40)
            } else {
                Color32::from_gray(235)
            };
            painter.text(
                cell_rect(grid, cell, (c, r), (1, 1)).center(),
                egui::Align2::CENTER_CENTER,
                token,
                egui::FontId::new(cell * 0.36, egui::FontFamily::Name("title".into())),
                ink,
            );
        }
    }
}
