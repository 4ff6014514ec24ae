//! The board being made: drawn as the level it is (or, while the parser refuses it, as its
//! drawing, with the cell at fault marked), the cell under the pointer lit, and a click on a
//! cell handed to the tool.

use crate::editor::tools::cell_rect;
use crate::editor::{Editor, Finding};
use crate::games::preview;
use crate::theme::palette::egui_color;
use bevy_egui::egui::{self, Color32, CornerRadius, Pos2, Rect, Stroke, StrokeKind};
use puzzles::edit::Draft;

/// Draws the board in the room left in `ui`, and acts on a click or (for paint) a drag.
pub(super) fn board(ui: &mut egui::Ui, editor: &mut Editor) {
    let room = ui.available_rect_before_wrap();
    let response = ui.allocate_rect(room, egui::Sense::click_and_drag());
    let painter = ui.painter_at(room);
    let inner = room.shrink(30.0);
    let (cols, rows) = editor.draft.size();
    let (grid, cell) = preview::grid(inner, cols, rows);
    match editor.level() {
        Some(level) => preview::draw(&painter, inner, &level),
        None => drawing(&painter, &editor.draft, grid, cell),
    }
    crate::games::shown(editor.draft.kind()).edit_marks(&painter, editor, grid, cell);
    // The cell at fault is marked on every board, a typed chain's too.
    if let Finding::Invalid {
        spot: Some(spot), ..
    } = &editor.finding
    {
        painter.rect_stroke(
            cell_rect(grid, cell, (spot.col, spot.row), (1, 1)).shrink(1.0),
            CornerRadius::same((cell * 0.12) as u8),
            Stroke::new(4.0, egui_color(crate::theme::palette::of(ui.ctx()).warn)),
            StrokeKind::Inside,
        );
    }
    let Some(tool) = editor.tool else {
        return;
    };
    let at = |pos: Pos2| cell_at(grid, cell, (cols, rows), pos);
    let hovered = response.hover_pos().and_then(at);
    marks(&painter, editor, grid, cell, hovered);
    // Paint goes down from the press on, the first cell included, and follows the drag.
    let painting = tool.paints && (response.dragged() || response.is_pointer_button_down_on());
    if (response.clicked() || painting)
        && let Some(spot) = response.interact_pointer_pos().and_then(at)
    {
        editor.click(crate::lang::of(ui.ctx()), spot);
    }
    if hovered.is_some() {
        response.on_hover_cursor(egui::CursorIcon::PointingHand);
    }
}

/// The cell under `pos`, if it is on the board.
fn cell_at(
    grid: Rect,
    cell: f32,
    (cols, rows): (usize, usize),
    pos: Pos2,
) -> Option<(usize, usize)> {
    if !grid.contains(pos) || cell <= 0.0 {
        return None;
    }
    let c = ((pos.x - grid.min.x) / cell) as usize;
    let r = ((pos.y - grid.min.y) / cell) as usize;
    (c < cols && r < rows).then_some((c, r))
}

/// The tile picked, and what the tool would touch under the pointer.
fn marks(
    painter: &egui::Painter,
    editor: &Editor,
    grid: Rect,
    cell: f32,
    hovered: Option<(usize, usize)>,
) {
    let outline = |rect: Rect, colour: Color32, width: f32| {
        painter.rect_stroke(
            rect.shrink(1.0),
            CornerRadius::same((cell * 0.12) as u8),
            Stroke::new(width, colour),
            StrokeKind::Inside,
        );
    };
    if let Some(at) = hovered {
        let (cols, rows) = editor.draft.size();
        let (w, h) = editor.tool.map_or((1, 1), |t| t.covers);
        let size = (w.min(cols - at.0), h.min(rows - at.1));
        outline(
            cell_rect(grid, cell, at, size),
            Color32::from_white_alpha(170),
            2.0,
        );
    }
}

/// A drawing the parser refuses, cell by cell: its tokens as they are written.
fn drawing(painter: &egui::Painter, draft: &Draft, grid: Rect, cell: f32) {
    painter.rect_filled(
        grid.expand(cell * 0.1),
        CornerRadius::same((cell * 0.15) as u8),
        egui_color(crate::theme::palette::of(painter.ctx()).tray),
    );
    let (cols, rows) = draft.size();
    for r in 0..rows {
        for c in 0..cols {
            let token = draft.at(c, r);
            let rect = cell_rect(grid, cell, (c, r), (1, 1)).shrink(cell * 0.05);
            painter.rect_filled(
                rect,
                CornerRadius::same((cell * 0.12) as u8),
                egui_color(crate::theme::palette::of(painter.ctx()).cell),
            );
            painter.text(
                rect.center(),
                egui::Align2::CENTER_CENTER,
                token,
                egui::FontId::monospace(cell * 0.45),
                Color32::from_gray(220),
            );
        }
    }
}
