//! The picture of a sliding-block board, for the cards and the level lists, and the colour of
//! each block.

use crate::games::preview::{Preview, cell_rect, grid};
use crate::theme;
use crate::theme::palette::egui_color;
use bevy::prelude::Color;
use bevy_egui::egui::{self, CornerRadius, Rect, Stroke};
use puzzles::klotski;

/// The goal block's colour (and its goal's, paler), in each look.
pub const GOAL_BLOCK: theme::palette::ColourByLook = theme::palette::ColourByLook {
    dark: Color::srgb(0.898, 0.353, 0.306),
    light: Color::srgb(0.86, 0.27, 0.22),
    high_contrast: Color::srgb(1.0, 0.30, 0.25),
};

/// The marks at the corners of the goal, bright enough to show over any block, in each look.
pub const GOAL_MARK: theme::palette::ColourByLook = theme::palette::ColourByLook {
    dark: Color::srgb(1.0, 0.45, 0.40),
    light: Color::srgb(0.72, 0.10, 0.08),
    high_contrast: Color::srgb(1.0, 1.0, 1.0),
};

/// The colour of a sliding block: the goal block red, the others by shape.
pub fn block_color(board: &klotski::Board, block: &klotski::Block) -> Color {
    let goal = board.blocks().iter().find(|b| b.name == board.goal().block);
    if goal.is_some_and(|g| (g.width, g.height) == (block.width, block.height)) {
        return GOAL_BLOCK.dark;
    }
    match (block.width, block.height) {
        (1, 1) => Color::srgb(0.96, 0.80, 0.42),
        (1, _) => Color::srgb(0.36, 0.62, 0.86),
        (_, 1) => Color::srgb(0.45, 0.76, 0.52),
        _ => Color::srgb(0.70, 0.55, 0.85),
    }
}

impl Preview for klotski::Board {
    fn preview(&self, painter: &egui::Painter, rect: Rect) {
        let b = self;
        let (board, cell) = grid(rect, b.width(), b.height());
        painter.rect_filled(
            board.expand(cell * 0.12),
            CornerRadius::same((cell * 0.2) as u8),
            egui_color(crate::theme::palette::of(painter.ctx()).tray),
        );
        let goal = b.goal();
        if let Some(g) = b.blocks().iter().find(|x| x.name == goal.block) {
            let r = cell_rect(
                board,
                cell,
                goal.col as f32,
                goal.row as f32,
                g.width as f32,
                g.height as f32,
            );
            painter.rect_stroke(
                r.shrink(cell * 0.06),
                CornerRadius::same((cell * 0.15) as u8),
                Stroke::new(
                    cell * 0.05,
                    GOAL_BLOCK.in_interface(painter.ctx()).gamma_multiply(0.6),
                ),
                egui::StrokeKind::Inside,
            );
        }
        for block in b.blocks() {
            let r = cell_rect(
                board,
                cell,
                block.col as f32,
                block.row as f32,
                block.width as f32,
                block.height as f32,
            );
            painter.rect_filled(
                r.shrink(cell * 0.06),
                CornerRadius::same((cell * 0.15) as u8),
                egui_color(block_color(b, block)),
            );
        }
    }
}
