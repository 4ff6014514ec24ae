//! The picture of a roll-the-ball map, for the cards and the level lists, and the colour of
//! each coloured tile.

use crate::games::preview::{Preview, cell_rect, grid};
use crate::theme::palette::egui_color;
use bevy_egui::egui::{self, Color32, CornerRadius, Rect};
use puzzles::Cell;
use puzzles::kodable::{Coding, Colour, Tile};

/// The colour of a roll-the-ball tile colour.
pub fn kodable_colour(c: Colour) -> bevy::prelude::Color {
    match c {
        Colour::Pink => bevy::prelude::Color::srgb(0.93, 0.45, 0.67),
        Colour::Orange => bevy::prelude::Color::srgb(0.96, 0.58, 0.26),
        Colour::Yellow => bevy::prelude::Color::srgb(0.97, 0.85, 0.33),
    }
}

impl Preview for Coding {
    fn preview(&self, painter: &egui::Painter, rect: Rect) {
        let m = self.map();
        let (board, cell) = grid(rect, m.cols(), m.rows());
        painter.rect_filled(
            board.expand(cell * 0.1),
            CornerRadius::same((cell * 0.2) as u8),
            Color32::from_rgb(58, 110, 70),
        );
        for r in 0..m.rows() {
            for c in 0..m.cols() {
                let at = Cell::new(c as i32, r as i32);
                let tile = m.tile(at);
                let square =
                    cell_rect(board, cell, c as f32, r as f32, 1.0, 1.0).shrink(cell * 0.04);
                let colour = match tile {
                    Tile::Grass => continue,
                    Tile::Colour(col) => egui_color(kodable_colour(col)),
                    _ => Color32::from_rgb(214, 200, 170),
                };
                painter.rect_filled(square, CornerRadius::same((cell * 0.12) as u8), colour);
                match tile {
                    Tile::Bonus => {
                        painter.circle_filled(
                            square.center(),
                            cell * 0.2,
                            egui_color(crate::theme::palette::of(painter.ctx()).gold),
                        );
                    }
                    Tile::Target => {
                        // A bullseye, as on the game's map.
                        let red = Color32::from_rgb(219, 61, 61);
                        painter.circle_filled(square.center(), cell * 0.36, red);
                        painter.circle_filled(square.center(), cell * 0.24, Color32::WHITE);
                        painter.circle_filled(square.center(), cell * 0.12, red);
                    }
                    _ => {}
                }
            }
        }
        let ball = cell_rect(
            board,
            cell,
            m.ball().col as f32,
            m.ball().row as f32,
            1.0,
            1.0,
        );
        painter.circle_filled(ball.center(), cell * 0.33, Color32::from_rgb(56, 140, 242));
    }
}
