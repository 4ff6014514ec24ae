//! Small drawings of boards for the menus, painted with egui: what every puzzle's picture
//! shares. Each puzzle draws its own (its `Preview`, in its own files).

use crate::theme;
use bevy_egui::egui::{self, Pos2, Rect, Vec2};
use puzzles::AnyLevel;

/// Draws any level's board inside `rect`, keeping its proportions.
pub fn draw(painter: &egui::Painter, rect: Rect, level: &AnyLevel) {
    super::shown(level.kind()).preview(level, painter, rect);
}

/// A small picture of a position, inside `rect` and keeping its proportions, for the cards
/// and the level lists.
pub trait Preview {
    /// Paints the picture.
    fn preview(&self, painter: &egui::Painter, rect: Rect);
}

/// The largest rectangle of `cols` × `rows` square cells centred in `rect`, and the cell size.
pub fn grid(rect: Rect, cols: usize, rows: usize) -> (Rect, f32) {
    let cell = (rect.width() / cols as f32).min(rect.height() / rows as f32);
    let size = Vec2::new(cell * cols as f32, cell * rows as f32);
    (Rect::from_center_size(rect.center(), size), cell)
}

/// Where a block of `w` × `h` cells with its top-left at (`col`, `row`) is drawn, on a board
/// drawn in `board` with cells of `cell` points.
pub fn cell_rect(board: Rect, cell: f32, col: f32, row: f32, w: f32, h: f32) -> Rect {
    Rect::from_min_size(
        Pos2::new(board.min.x + col * cell, board.min.y + row * cell),
        Vec2::new(w * cell, h * cell),
    )
}

/// A picture for a puzzle's card while it has no level to show yet: a path of tiles with a
/// ball and a target.
pub fn path_emblem(painter: &egui::Painter, rect: egui::Rect) {
    let c = rect.center();
    let s = rect.height().min(rect.width()) * 0.16;
    // A path of tiles with a ball and a target.
    let tiles = [
        (-2.0, 0.0),
        (-1.0, 0.0),
        (0.0, 0.0),
        (0.0, -1.0),
        (1.0, -1.0),
        (2.0, -1.0),
    ];
    for (i, (x, y)) in tiles.iter().enumerate() {
        let p = c + egui::vec2(x * s * 1.1, y * s * 1.1 + s * 0.5);
        let colour = if i == 2 {
            egui::Color32::from_rgb(236, 120, 170)
        } else {
            egui::Color32::from_rgb(92, 104, 140)
        };
        painter.rect_filled(
            egui::Rect::from_center_size(p, egui::vec2(s, s)),
            egui::CornerRadius::same(4),
            colour,
        );
    }
    painter.circle_filled(
        c + egui::vec2(-2.0 * s * 1.1, s * 0.5),
        s * 0.35,
        theme::palette::egui_color(crate::theme::palette::of(painter.ctx()).gold),
    );
    painter.circle_stroke(
        c + egui::vec2(2.0 * s * 1.1, -s * 1.1 + s * 0.5),
        s * 0.3,
        egui::Stroke::new(3.0, egui::Color32::from_rgb(120, 220, 130)),
    );
}
