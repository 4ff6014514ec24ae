//! The picture of a Fifteen board, for the cards and the level lists.

use crate::games::preview::{Preview, cell_rect, grid};
use bevy_egui::egui::{self, Color32, CornerRadius, Rect};
use puzzles::fifteen;

impl Preview for fifteen::Board {
    fn preview(&self, painter: &egui::Painter, rect: Rect) {
        let b = self;
        let (board, cell) = grid(rect, b.width(), b.height());
        let n = b.width() * b.height();
        // The board's own floor, as in play, apart from the brightest tile and the darkest:
        // on a card of the light look, the white tile would vanish into a tray as white.
        painter.rect_filled(
            board.expand(cell * 0.08),
            CornerRadius::same((cell * 0.12) as u8),
            super::FLOOR.in_interface(painter.ctx()),
        );
        for r in 0..b.height() {
            for c in 0..b.width() {
                let t = b.tile_at(c, r);
                if t == 0 {
                    // The empty place: a dark rim around the board's colour, plainly no tile.
                    let socket =
                        cell_rect(board, cell, c as f32, r as f32, 1.0, 1.0).shrink(cell * 0.08);
                    painter.rect_stroke(
                        socket,
                        CornerRadius::same((cell * 0.12) as u8),
                        egui::Stroke::new(
                            (cell * 0.05).max(1.5),
                            super::SOCKET.in_interface(painter.ctx()),
                        ),
                        egui::StrokeKind::Inside,
                    );
                    continue;
                }
                let g = super::tile_grey(t, n);
                let tile = cell_rect(board, cell, c as f32, r as f32, 1.0, 1.0).shrink(cell * 0.04);
                painter.rect_filled(
                    tile,
                    CornerRadius::same((cell * 0.1) as u8),
                    Color32::from_gray(g),
                );
            }
        }
    }
}
