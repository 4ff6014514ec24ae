//! The control that holds the keyboard, drawn with a ring in the accent colour, so that a player
//! walking the interface with Tab always sees where they are (a text field shows its own cursor).

use bevy_egui::{EguiContexts, egui};

/// How far the ring stands out from the control, and how thick it is, in points.
const GAP: f32 = 3.0;
const WIDTH: f32 = 2.5;

/// Draws the ring around the control in focus, over everything else.
pub fn draw_ring(mut contexts: EguiContexts) {
    let Ok(ctx) = contexts.ctx_mut() else {
        return;
    };
    let Some(id) = ctx.memory(|m| m.focused()) else {
        return;
    };
    if ctx.text_edit_focused() {
        return;
    }
    let Some(control) = ctx.read_response(id) else {
        return;
    };
    let colour = super::palette::egui_color(super::palette::of(ctx).accent);
    let painter = ctx.layer_painter(egui::LayerId::new(
        egui::Order::Tooltip,
        egui::Id::new("puzzlebox focus ring"),
    ));
    painter.rect_stroke(
        control.rect.expand(GAP),
        egui::CornerRadius::same(6),
        egui::Stroke::new(WIDTH, colour),
        egui::StrokeKind::Outside,
    );
}
