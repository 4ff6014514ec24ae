//! The board being made: drawn as the level it is (or, while the parser refuses it, as its
//! drawing, with the cell at fault marked), the cell under the pointer lit, and a click on a
//! cell handed to the tool.

use super::{Editor, Finding, Tool};
use crate::puzzles::preview;
use crate::theme::{self, egui_color};
use bevy_egui::egui::{self, Color32, CornerRadius, Pos2, Rect, Stroke, StrokeKind, Vec2};
use puzzles::Kind;
use puzzles::edit;

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
    match editor.draft.kind() {
        Kind::Fifteen => numbers(&painter, &editor.draft, grid, cell),
        Kind::Klotski => lines(&painter, grid, cell, (cols, rows)),
        _ => {}
    }
    if editor.tool == Tool::Look {
        return;
    }
    let at = |pos: Pos2| cell_at(grid, cell, (cols, rows), pos);
    let hovered = response.hover_pos().and_then(at);
    marks(&painter, editor, grid, cell, hovered);
    // Paint goes down from the press on, the first cell included, and follows the drag.
    let painting = matches!(editor.tool, Tool::Paint(_))
        && (response.dragged() || response.is_pointer_button_down_on());
    if (response.clicked() || painting)
        && let Some(spot) = response.interact_pointer_pos().and_then(at)
    {
        editor.click(spot);
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

fn cell_rect(grid: Rect, cell: f32, (c, r): (usize, usize), (w, h): (usize, usize)) -> Rect {
    Rect::from_min_size(
        grid.min + Vec2::new(c as f32 * cell, r as f32 * cell),
        Vec2::new(w as f32 * cell, h as f32 * cell),
    )
}

/// The cell at fault, the tile picked, and what the tool would touch under the pointer.
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
    if let Finding::Invalid {
        spot: Some(spot), ..
    } = &editor.finding
    {
        let rect = cell_rect(grid, cell, (spot.col, spot.row), (1, 1));
        outline(rect, egui_color(theme::WARN), 4.0);
    }
    if let Some(picked) = editor.picked {
        outline(
            cell_rect(grid, cell, picked, (1, 1)),
            egui_color(theme::ACCENT),
            4.0,
        );
    }
    if let Some(at) = hovered {
        let (cols, rows) = editor.draft.size();
        let size = match editor.tool {
            Tool::Block(w, h) => (w.min(cols - at.0), h.min(rows - at.1)),
            _ => (1, 1),
        };
        outline(
            cell_rect(grid, cell, at, size),
            Color32::from_white_alpha(170),
            2.0,
        );
    }
}

/// Faint lines between the cells, so that an empty board shows where blocks can go.
fn lines(painter: &egui::Painter, grid: Rect, cell: f32, (cols, rows): (usize, usize)) {
    let stroke = Stroke::new(1.0, Color32::from_white_alpha(18));
    for c in 1..cols {
        let x = grid.min.x + c as f32 * cell;
        painter.line_segment([Pos2::new(x, grid.min.y), Pos2::new(x, grid.max.y)], stroke);
    }
    for r in 1..rows {
        let y = grid.min.y + r as f32 * cell;
        painter.line_segment([Pos2::new(grid.min.x, y), Pos2::new(grid.max.x, y)], stroke);
    }
}

/// A drawing the parser refuses, cell by cell: its tokens as they are written.
fn drawing(painter: &egui::Painter, draft: &edit::Draft, grid: Rect, cell: f32) {
    painter.rect_filled(
        grid.expand(cell * 0.1),
        CornerRadius::same((cell * 0.15) as u8),
        egui_color(theme::TRAY),
    );
    let (cols, rows) = draft.size();
    for r in 0..rows {
        for c in 0..cols {
            let token = draft.at(c, r);
            let rect = cell_rect(grid, cell, (c, r), (1, 1)).shrink(cell * 0.05);
            painter.rect_filled(
                rect,
                CornerRadius::same((cell * 0.12) as u8),
                egui_color(theme::CELL),
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

/// The numbers on a Fifteen board's tiles, so that the order can be read while it is made.
fn numbers(painter: &egui::Painter, draft: &edit::Draft, grid: Rect, cell: f32) {
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
            let grey = theme::fifteen_grey(tile, n);
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
