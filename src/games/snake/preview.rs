//! The picture of a snake, folded or not, for the cards and the level lists.

use crate::games::preview::Preview;
use bevy_egui::egui::{self, Color32, Rect, Stroke, Vec2};
use puzzles::snake::{Fold, Folding, Twist};

/// The fold a snake's picture shows: its own, or, while no corner is set, every corner folding
/// back in one plane, a meander that shows the chain's runs at a glance.
fn snake_fold(folding: &Folding) -> Fold {
    let mut f = folding.fold().clone();
    if f.corners().any(|k| f.twist(k).is_some()) {
        return f;
    }
    let corners: Vec<usize> = f.corners().collect();
    for k in corners {
        f.set(k, Some(Twist::new(0)));
    }
    f
}

impl Preview for Folding {
    fn preview(&self, painter: &egui::Painter, rect: Rect) {
        draw_snake(painter, rect, &snake_fold(self));
    }
}

/// A fold of the snake drawn as little wooden cubes seen from above at an angle.
pub fn draw_snake(painter: &egui::Painter, rect: Rect, fold: &Fold) {
    let points = fold.points();
    let project = |p: [f32; 3]| Vec2::new((p[0] - p[2]) * 0.866, (p[0] + p[2]) * 0.5 - p[1]);
    let corners: Vec<Vec2> = points
        .iter()
        .flat_map(|p| {
            let p = [p[0] as f32, p[1] as f32, p[2] as f32];
            [
                project([p[0] - 0.5, p[1] + 0.5, p[2] - 0.5]),
                project([p[0] + 0.5, p[1] - 0.5, p[2] + 0.5]),
                project([p[0] + 0.5, p[1] + 0.5, p[2] - 0.5]),
                project([p[0] - 0.5, p[1] - 0.5, p[2] + 0.5]),
            ]
        })
        .collect();
    let (lo, hi) = corners.iter().fold(
        (Vec2::splat(f32::MAX), Vec2::splat(f32::MIN)),
        |(lo, hi), &c| (lo.min(c), hi.max(c)),
    );
    let size = (hi - lo).max(Vec2::splat(1.0));
    let scale = (rect.width() / size.x).min(rect.height() / size.y);
    let offset = rect.center() - ((lo + hi) / 2.0) * scale;
    let at = |p: [f32; 3]| offset + project(p) * scale;
    let mut order: Vec<usize> = (0..points.len()).collect();
    // Far cubes first: the viewer looks from +x, +y, +z.
    order.sort_by_key(|&i| points[i][0] + points[i][1] + points[i][2]);
    let woods = [
        Color32::from_rgb(219, 168, 107),
        Color32::from_rgb(148, 95, 51),
    ];
    for i in order {
        let [x, y, z] = points[i].map(|v| v as f32);
        let h = 0.45;
        let wood = woods[i % 2];
        let shade = |c: Color32, f: f32| {
            Color32::from_rgb(
                (c.r() as f32 * f) as u8,
                (c.g() as f32 * f) as u8,
                (c.b() as f32 * f) as u8,
            )
        };
        let face = |pts: [[f32; 3]; 4], c: Color32| {
            painter.add(egui::Shape::convex_polygon(
                pts.iter().map(|&p| at(p)).collect(),
                c,
                Stroke::NONE,
            ));
        };
        face(
            [
                [x - h, y + h, z - h],
                [x + h, y + h, z - h],
                [x + h, y + h, z + h],
                [x - h, y + h, z + h],
            ],
            wood,
        );
        face(
            [
                [x + h, y + h, z - h],
                [x + h, y + h, z + h],
                [x + h, y - h, z + h],
                [x + h, y - h, z - h],
            ],
            shade(wood, 0.78),
        );
        face(
            [
                [x - h, y + h, z + h],
                [x + h, y + h, z + h],
                [x + h, y - h, z + h],
                [x - h, y - h, z + h],
            ],
            shade(wood, 0.62),
        );
    }
}
