//! The picture of a sliding-block board, for the cards and the level lists, and the colour of
//! each block.

use crate::games::preview::{Preview, cell_rect, grid};
use crate::theme::palette::{ColourByLook, egui_color};
use bevy::color::Luminance;
use bevy::prelude::Color;
use bevy_egui::egui::{self, CornerRadius, Rect, Stroke};
use puzzles::klotski;

/// The goal block's colour (and its goal's, paler), in each look.
pub const GOAL_BLOCK: ColourByLook = ColourByLook {
    dark: Color::srgb(0.898, 0.353, 0.306),
    light: Color::srgb(0.86, 0.27, 0.22),
    high_contrast: Color::srgb(1.0, 0.30, 0.25),
};

/// The marks at the corners of the goal, bright enough to show over any block, in each look.
pub const GOAL_MARK: ColourByLook = ColourByLook {
    dark: Color::srgb(1.0, 0.45, 0.40),
    light: Color::srgb(0.72, 0.10, 0.08),
    high_contrast: Color::srgb(1.0, 1.0, 1.0),
};

/// The colours of a sliding block, in each look: the goal block red, the others by shape.
/// On the light look's white tray each is darker, so that it stands out from it (3:1 at
/// least, see the test below).
pub fn block_colours(board: &klotski::Board, block: &klotski::Block) -> ColourByLook {
    let goal = board.blocks().iter().find(|b| b.name == board.goal().block);
    if goal.is_some_and(|g| (g.width, g.height) == (block.width, block.height)) {
        return ColourByLook {
            high_contrast: GOAL_BLOCK.dark,
            ..GOAL_BLOCK
        };
    }
    let (dark, light) = match (block.width, block.height) {
        (1, 1) => (Color::srgb(0.96, 0.80, 0.42), Color::srgb(0.72, 0.52, 0.05)),
        (1, _) => (Color::srgb(0.36, 0.62, 0.86), Color::srgb(0.20, 0.45, 0.75)),
        (_, 1) => (Color::srgb(0.45, 0.76, 0.52), Color::srgb(0.25, 0.55, 0.30)),
        _ => (Color::srgb(0.70, 0.55, 0.85), Color::srgb(0.55, 0.38, 0.75)),
    };
    ColourByLook {
        dark,
        light,
        high_contrast: dark,
    }
}

/// A block's lighter top, in each look.
pub fn lighter(colours: ColourByLook) -> ColourByLook {
    ColourByLook {
        dark: colours.dark.lighter(0.06),
        light: colours.light.lighter(0.06),
        high_contrast: colours.high_contrast.lighter(0.06),
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
                block_colours(b, block).in_interface(painter.ctx()),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::theme::contrast::below_non_text;
    use crate::theme::palette::Palette;

    #[test]
    fn every_block_and_the_goal_stand_out_from_the_tray_in_every_look() {
        // Crossroads has a block of each shape.
        let text = "; goal: S 1,3\nAA.B\nCCD.\nEFSS\nEFSS\nGHII\n";
        let board: klotski::Board = puzzles::Puzzle::parse(text).expect("a board");
        let tray = Palette::by_look(|p| p.tray);
        let mut pairs = Vec::new();
        for block in board.blocks() {
            let what = format!("a block {}×{}", block.width, block.height);
            if !pairs.iter().any(|(w, _, _)| *w == what) {
                pairs.push((what, block_colours(&board, block), tray));
            }
        }
        pairs.push(("the goal's corner marks".to_string(), GOAL_MARK, tray));
        let pairs: Vec<_> = pairs.iter().map(|(w, a, b)| (w.as_str(), *a, *b)).collect();
        let below = below_non_text("sliding blocks", &pairs);
        assert!(below.is_empty(), "below 3:1: {below:?}");
    }
}
