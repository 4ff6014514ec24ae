//! Small drawings of boards for the menus, painted with egui.

use crate::theme::{self, egui_color};
use bevy_egui::egui::{self, Color32, CornerRadius, Pos2, Rect, Stroke, Vec2};
use puzzles::kodable::{Coding, Colour, Tile};
use puzzles::snake::{Fold, Folding, Twist};
use puzzles::{AnyLevel, Cell, fifteen, klotski, shot};

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

fn cell_rect(board: Rect, cell: f32, col: f32, row: f32, w: f32, h: f32) -> Rect {
    Rect::from_min_size(
        Pos2::new(board.min.x + col * cell, board.min.y + row * cell),
        Vec2::new(w * cell, h * cell),
    )
}

impl Preview for shot::Board {
    fn preview(&self, painter: &egui::Painter, rect: Rect) {
        let b = self;
        let (board, cell) = grid(rect, b.width(), b.height());
        painter.rect_filled(
            board.expand(cell * 0.15),
            CornerRadius::same((cell * 0.3) as u8),
            egui_color(theme::TRAY),
        );
        for r in 0..b.height() {
            for c in 0..b.width() {
                let center = cell_rect(board, cell, c as f32, r as f32, 1.0, 1.0).center();
                if b.has_ball(c, r) {
                    painter.circle_filled(center, cell * 0.38, egui_color(theme::BALL));
                    painter.circle_filled(
                        center + Vec2::new(-0.12, -0.12) * cell,
                        cell * 0.1,
                        Color32::from_white_alpha(110),
                    );
                } else {
                    painter.circle_filled(center, cell * 0.07, egui_color(theme::CELL));
                }
            }
        }
    }
}

/// The colour of a sliding block: the goal block red, the others by shape.
pub fn block_color(board: &klotski::Board, block: &klotski::Block) -> bevy::prelude::Color {
    let goal = board.blocks().iter().find(|b| b.name == board.goal().block);
    if goal.is_some_and(|g| (g.width, g.height) == (block.width, block.height)) {
        return theme::GOAL_BLOCK;
    }
    match (block.width, block.height) {
        (1, 1) => bevy::prelude::Color::srgb(0.96, 0.80, 0.42),
        (1, _) => bevy::prelude::Color::srgb(0.36, 0.62, 0.86),
        (_, 1) => bevy::prelude::Color::srgb(0.45, 0.76, 0.52),
        _ => bevy::prelude::Color::srgb(0.70, 0.55, 0.85),
    }
}

impl Preview for klotski::Board {
    fn preview(&self, painter: &egui::Painter, rect: Rect) {
        let b = self;
        let (board, cell) = grid(rect, b.width(), b.height());
        painter.rect_filled(
            board.expand(cell * 0.12),
            CornerRadius::same((cell * 0.2) as u8),
            egui_color(theme::TRAY),
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
                    egui_color(theme::GOAL_BLOCK).gamma_multiply(0.6),
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

impl Preview for fifteen::Board {
    fn preview(&self, painter: &egui::Painter, rect: Rect) {
        let b = self;
        let (board, cell) = grid(rect, b.width(), b.height());
        let n = b.width() * b.height();
        painter.rect_filled(
            board.expand(cell * 0.08),
            CornerRadius::same((cell * 0.12) as u8),
            egui_color(theme::TRAY),
        );
        for r in 0..b.height() {
            for c in 0..b.width() {
                let t = b.tile_at(c, r);
                if t == 0 {
                    // The empty place: a socket, plainly not a tile.
                    let socket =
                        cell_rect(board, cell, c as f32, r as f32, 1.0, 1.0).shrink(cell * 0.08);
                    painter.rect_filled(
                        socket,
                        CornerRadius::same((cell * 0.12) as u8),
                        egui_color(theme::FIFTEEN_SOCKET),
                    );
                    continue;
                }
                let g = theme::fifteen_grey(t, n);
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
                        painter.circle_filled(square.center(), cell * 0.2, egui_color(theme::BALL));
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
