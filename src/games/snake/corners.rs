//! The four ways a corner can be set, drawn for the "How to play" card: the run the chain came
//! along, the corner cube, and where the rest of the chain goes for each twist, with the
//! twist's name and the presses that set it from straight.

use crate::theme::palette::egui_color;
use bevy_egui::egui::{self, Color32, Pos2, Rect, Vec2};
use puzzles::snake::Twist;

/// A cube of the sketch: where it is (x right, y up, z towards the player, in cubes) and what
/// it is.
#[derive(Clone, Copy)]
struct Sketched {
    at: [f32; 3],
    role: Role,
}

#[derive(Clone, Copy, PartialEq)]
enum Role {
    /// The chain before the corner.
    Before,
    /// The corner cube itself.
    Corner,
    /// The first cube after the corner, where the twist sends it.
    After,
}

/// The chain before the corner: a run to the right, then down into the corner cube.
const BEFORE: [[f32; 3]; 3] = [[0.0, 1.0, 0.0], [1.0, 1.0, 0.0], [1.0, 0.0, 0.0]];

/// Where the cube after the corner goes for each twist: against the run before (fold back),
/// away from the player, along the run before (zig-zag), towards the player.
fn after(twist: Twist) -> [f32; 3] {
    match twist.quarters() {
        0 => [0.0, 0.0, 0.0],
        1 => [1.0, 0.0, -1.0],
        2 => [2.0, 0.0, 0.0],
        _ => [1.0, 0.0, 1.0],
    }
}

/// The presses that set a straight corner to `twist`: E gives a fold back and Q a
/// three-quarter turn, and each press turns a quarter further; by touch, the panel's ⟳ and
/// ⟲ buttons do the same, and no key is named.
fn presses(twist: Twist, touch: bool) -> String {
    use super::TurnAction::{Back, Forward};
    let presses = match twist.quarters() {
        0 => (Forward, 1),
        1 => (Forward, 2),
        2 => (Back, 2),
        _ => (Back, 1),
    };
    if touch {
        super::presses_in_signs(presses)
    } else {
        super::presses_in_keys(presses)
    }
}

/// Draws the four corner settings side by side (two by two where the card is narrow).
pub fn pictures(ui: &mut egui::Ui) {
    let width = ui.available_width();
    let per_row = if width < 460.0 { 2 } else { 4 };
    let cell = (width / per_row as f32).min(150.0);
    ui.add_space(4.0);
    for row in Twist::ALL.chunks(per_row) {
        ui.horizontal(|ui| {
            for &twist in row {
                one(ui, twist, cell);
            }
        });
    }
    ui.add_space(6.0);
}

/// One corner setting: the sketch, its name and its presses.
fn one(ui: &mut egui::Ui, twist: Twist, cell: f32) {
    ui.allocate_ui(Vec2::new(cell, cell + 40.0), |ui| {
        ui.vertical_centered(|ui| {
            let (rect, _) = ui.allocate_exact_size(Vec2::splat(cell * 0.8), egui::Sense::hover());
            sketch(ui.painter(), rect, twist);
            let words = crate::lang::of(ui.ctx());
            ui.label(egui::RichText::new(super::twist_name(words, twist)).strong());
            let grey = crate::theme::palette::of(ui.ctx()).grey(170);
            let touch = crate::input::TouchFirst::in_interface(ui.ctx());
            ui.label(egui::RichText::new(presses(twist, touch)).color(grey).size(13.0));
        });
    });
}

/// The chain before the corner, the corner and the cube after it, in a slanted view (a cube
/// nearer the player drawn lower left and bigger, one further away upper right and smaller),
/// the furthest first.
fn sketch(painter: &egui::Painter, rect: Rect, twist: Twist) {
    let mut cubes: Vec<Sketched> = BEFORE
        .iter()
        .enumerate()
        .map(|(i, &at)| Sketched {
            at,
            role: if i == 2 { Role::Corner } else { Role::Before },
        })
        .collect();
    cubes.push(Sketched {
        at: after(twist),
        role: Role::After,
    });
    // The sketch spans 3 cubes across and 2.5 down, its middle one cube right of the first.
    let unit = rect.width() / 3.2;
    let origin = rect.center() + Vec2::new(-unit, 0.3 * unit);
    let place = |at: [f32; 3]| -> (Pos2, f32) {
        let depth = at[2];
        let centre = origin + Vec2::new(at[0] - 0.45 * depth, -at[1] + 0.45 * depth) * unit;
        (centre, unit * (0.82 + 0.12 * depth))
    };
    // The elastic through the cubes, in chain order, under them.
    let palette = crate::theme::palette::of(painter.ctx());
    let line = egui::Stroke::new(unit * 0.12, palette.grey(150));
    let centres: Vec<Pos2> = cubes.iter().map(|c| place(c.at).0).collect();
    painter.line(centres, line);
    cubes.sort_by(|a, b| a.at[2].total_cmp(&b.at[2]));
    for cube in cubes {
        let (centre, size) = place(cube.at);
        let wood = Color32::from_rgb(176, 128, 80);
        let (fill, edge) = match cube.role {
            Role::Before => (wood, egui::Stroke::new(1.0, Color32::from_black_alpha(90))),
            Role::Corner => (wood, egui::Stroke::new(unit * 0.1, palette.text())),
            Role::After => (
                egui_color(palette.gold),
                egui::Stroke::new(1.0, Color32::from_black_alpha(90)),
            ),
        };
        let square = Rect::from_center_size(centre, Vec2::splat(size));
        painter.rect_filled(square, egui::CornerRadius::same(4), fill);
        painter.rect_stroke(
            square,
            egui::CornerRadius::same(4),
            edge,
            egui::StrokeKind::Inside,
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cards_presses_name_keys_to_a_keyboard_and_signs_to_a_finger() {
        let said = |touch| Twist::ALL.map(|t| presses(t, touch));
        assert_eq!(said(false), ["⟳ E", "⟳ E ×2", "⟲ Q ×2", "⟲ Q"]);
        assert_eq!(said(true), ["⟳", "⟳ ×2", "⟲ ×2", "⟲"]);
    }
}
