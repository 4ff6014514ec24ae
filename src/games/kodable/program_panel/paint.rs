//! How blocks look: arrows, conds (their colour and its letter), loops, calls of the function
//! and empty slots, painted with egui at any size.

use super::super::map::letter;
use crate::games::kodable::preview::kodable_colour;
use crate::theme::palette::egui_color;
use bevy_egui::egui::{
    self, Align2, Color32, CornerRadius, FontId, Pos2, Rect, Shape, Stroke, StrokeKind, Vec2, pos2,
    vec2,
};
use puzzles::Dir;
use puzzles::kodable::Item;
use puzzles::kodable::{Action, Block};

/// Arrow blocks.
const ARROW_FILL: Color32 = Color32::from_rgb(66, 126, 212);
/// Calls of the function.
const FUNCTION_FILL: Color32 = Color32::from_rgb(146, 96, 206);
/// Loops.
pub const LOOP_FILL: Color32 = Color32::from_rgb(44, 140, 110);
/// An empty slot.
const EMPTY: Color32 = Color32::from_rgb(52, 58, 80);

fn radius(rect: Rect) -> CornerRadius {
    CornerRadius::same((rect.height() * 0.18) as u8)
}

fn bold(size: f32) -> FontId {
    FontId::new(size, egui::FontFamily::Name("bold".into()))
}

/// An arrow pointing `dir`, centred on `center`.
pub fn arrow(painter: &egui::Painter, center: Pos2, dir: Dir, size: f32, colour: Color32) {
    let (dc, dr) = dir.delta();
    let v = vec2(dc as f32, dr as f32);
    let n = vec2(-v.y, v.x);
    let tip = center + v * size * 0.42;
    let back = center - v * size * 0.38;
    let neck = center + v * size * 0.02;
    painter.line_segment([back, neck], Stroke::new(size * 0.2, colour));
    painter.add(Shape::convex_polygon(
        vec![tip, neck + n * size * 0.3, neck - n * size * 0.3],
        colour,
        Stroke::NONE,
    ));
}

/// Dark ink on a light colour, white on a dark one.
pub fn ink_on(fill: Color32) -> Color32 {
    let lum = 0.3 * fill.r() as f32 + 0.59 * fill.g() as f32 + 0.11 * fill.b() as f32;
    if lum > 150.0 {
        Color32::from_rgb(45, 30, 35)
    } else {
        Color32::WHITE
    }
}

/// An arrow or a cond filling `rect`.
pub fn action(painter: &egui::Painter, rect: Rect, action: Action) {
    match action {
        Action::Roll(d) => {
            painter.rect_filled(rect, radius(rect), ARROW_FILL);
            arrow(
                painter,
                rect.center(),
                d,
                rect.height() * 0.7,
                Color32::WHITE,
            );
        }
        Action::Cond(c, d) => {
            let fill = egui_color(kodable_colour(c));
            let ink = ink_on(fill);
            painter.rect_filled(rect, radius(rect), fill);
            // "If on P" in the corner, then the way to go: the letter tells the colours
            // apart for players who cannot see them.
            let h = rect.height();
            painter.text(
                rect.left_top() + vec2(h * 0.1, h * 0.04),
                Align2::LEFT_TOP,
                letter(crate::lang::of(painter.ctx()), c),
                bold(h * 0.34),
                ink,
            );
            arrow(
                painter,
                rect.center() + vec2(h * 0.1, h * 0.1),
                d,
                h * 0.5,
                ink,
            );
        }
    }
}

/// A call of the function.
pub fn function(painter: &egui::Painter, rect: Rect) {
    painter.rect_filled(rect, radius(rect), FUNCTION_FILL);
    painter.text(
        rect.center(),
        Align2::CENTER_CENTER,
        "F",
        FontId::new(rect.height() * 0.55, egui::FontFamily::Name("title".into())),
        Color32::WHITE,
    );
}

/// An empty slot, lit when the cursor is in it.
pub fn empty(painter: &egui::Painter, rect: Rect, active: bool) {
    painter.rect_filled(rect, radius(rect), EMPTY);
    let stroke = if active {
        Stroke::new(
            2.0,
            egui_color(crate::theme::palette::of(painter.ctx()).accent),
        )
    } else {
        Stroke::new(1.5, Color32::from_gray(110))
    };
    painter.rect_stroke(rect, radius(rect), stroke, StrokeKind::Inside);
    painter.text(
        rect.center(),
        Align2::CENTER_CENTER,
        "+",
        FontId::proportional(rect.height() * 0.5),
        Color32::from_gray(120),
    );
}

/// The loop's face in the palette: its sign and how many times it runs.
pub fn loop_sign(painter: &egui::Painter, rect: Rect, times: u8) {
    painter.rect_filled(rect, radius(rect), LOOP_FILL);
    painter.text(
        rect.center() - vec2(0.0, rect.height() * 0.12),
        Align2::CENTER_CENTER,
        "↻",
        FontId::proportional(rect.height() * 0.5),
        Color32::WHITE,
    );
    painter.text(
        rect.center() + vec2(0.0, rect.height() * 0.27),
        Align2::CENTER_CENTER,
        format!("×{times}"),
        bold(rect.height() * 0.28),
        Color32::WHITE,
    );
}

/// A small tag in the top right corner of a palette item the level brings: "new".
pub fn new_mark(painter: &egui::Painter, rect: Rect, text: &str) {
    let font = egui::FontId::new(11.0, egui::FontFamily::Name("bold".into()));
    let galley = painter.layout_no_wrap(text.to_string(), font, Color32::BLACK);
    let size = galley.size() + egui::vec2(8.0, 2.0);
    let tag = Rect::from_min_size(
        egui::pos2(rect.right() - size.x + 4.0, rect.top() - 6.0),
        size,
    );
    painter.rect_filled(
        tag,
        egui::CornerRadius::same(5),
        Color32::from_rgb(255, 214, 64),
    );
    painter.galley(tag.min + egui::vec2(4.0, 1.0), galley, Color32::BLACK);
}

/// A palette item.
pub fn item(painter: &egui::Painter, rect: Rect, item: Item, times: u8) {
    match item {
        Item::Action(a) => action(painter, rect, a),
        Item::Function => function(painter, rect),
        Item::Loop => loop_sign(painter, rect, times),
    }
}

/// The width a core block takes at a height (a loop shows its two actions).
pub fn block_width(block: Block, height: f32) -> f32 {
    match block {
        Block::Loop(..) => height * 0.7 * 2.0 + 30.0,
        _ => height,
    }
}

/// Any core block, from the left of `rect`.
pub fn block(painter: &egui::Painter, rect: Rect, block: Block) {
    match block {
        Block::Roll(d) => action(painter, rect, Action::Roll(d)),
        Block::Cond(c, d) => action(painter, rect, Action::Cond(c, d)),
        Block::Function => function(painter, rect),
        Block::Loop(n, a, b) => {
            let wide = Rect::from_min_size(
                rect.min,
                vec2(block_width(block, rect.height()), rect.height()),
            );
            painter.rect_filled(wide, radius(rect), LOOP_FILL);
            painter.text(
                wide.left_center() + vec2(11.0, 0.0),
                Align2::CENTER_CENTER,
                format!("×{n}"),
                bold(12.0),
                Color32::WHITE,
            );
            let s = rect.height() * 0.7;
            for (k, act) in [a, b].into_iter().enumerate() {
                let r = Rect::from_min_size(
                    pos2(
                        wide.left() + 24.0 + k as f32 * (s + 3.0),
                        rect.center().y - s / 2.0,
                    ),
                    Vec2::splat(s),
                );
                action(painter, r, act);
            }
        }
    }
}

/// An outline around a block: the cursor's block, the block at work, or a failed one.
pub fn outline(painter: &egui::Painter, rect: Rect, colour: Color32, width: f32) {
    painter.rect_stroke(
        rect.expand(width * 0.5 + 1.0),
        CornerRadius::same((rect.height() * 0.2) as u8 + 2),
        Stroke::new(width, colour),
        StrokeKind::Middle,
    );
}

/// The colour a run's highlight is drawn in: white at work, red where it failed (the blocks
/// are pictures of their own, the same in every look).
pub fn lit_colour(failed: bool) -> Color32 {
    if failed {
        egui_color(crate::theme::palette::Palette::DARK.warn)
    } else {
        Color32::WHITE
    }
}
