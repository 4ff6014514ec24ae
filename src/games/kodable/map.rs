//! The map on screen: grass, path tiles, coloured tiles that also carry a letter and a pattern
//! (stripes for pink, dots for orange, a frame for yellow) so that colour is never the only
//! clue, bonus stars, the target, the start, and the ball; and over them the ball's trail, the
//! blocked move and the hint's route.

use super::preview::kodable_colour;
use super::run::{Ball, Bonus};
use super::{Coding, CodingSession, Desk};
use crate::board::{CELL, cell_center, rounded_rect};
use crate::board_text::BoardText;
use crate::games::{BoardPiece, set_up_board};
use crate::play::solver::Hinted;
use crate::shell::Screen;
use crate::theme;
use bevy::asset::RenderAssetUsages;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;
use puzzles::kodable::{Colour, Map, Outcome, Tile};
use puzzles::{Cell, Dir};

/// Grass, in two shades so that the cells can be counted. (The map is the same picture in
/// every look; what the player must see on it stands out 3:1 at least, see the test below.)
const GRASS: [Color; 2] = [Color::srgb(0.27, 0.50, 0.31), Color::srgb(0.24, 0.46, 0.28)];
/// The rim around the map.
const RIM: Color = Color::srgb(0.20, 0.36, 0.23);
/// How far the rim reaches beyond the grass on each side, in cells.
pub const RIM_IN_CELLS: f32 = 0.18;
/// Open path.
const PATH: Color = Color::srgb(0.87, 0.81, 0.68);
/// The target's rings.
const TARGET_RED: Color = Color::srgb(0.78, 0.16, 0.16);
/// The ball.
const BALL: Color = Color::srgb(0.10, 0.40, 0.85);

/// Side of a tile, leaving a thin gap between tiles.
const TILE: f32 = CELL - 6.0;

/// The letter a colour's tiles carry, the first of its name in the player's language ("P"
/// for pink, "R" for Rosa).
pub fn letter(words: crate::lang::Words, c: Colour) -> String {
    words.message(&format!("kodable-letter-{}", c.name()), &[])
}

/// The letter on a coloured tile of the map, written again when the language changes.
#[derive(Component)]
pub struct ColourLetter(Colour);

/// Writes the map's letters in the language chosen now.
pub fn reletter(words: Res<crate::lang::Words>, mut letters: Query<(&ColourLetter, &mut BoardText)>) {
    if !words.is_changed() {
        return;
    }
    for (ColourLetter(colour), mut text) in &mut letters {
        let now = letter(*words, *colour);
        if text.text != now {
            text.text = now;
        }
    }
}

/// A darker shade of a colour, for the patterns and letters on its tiles.
fn darker(c: Color, by: f32) -> Color {
    let s = c.to_srgba();
    Color::srgb(s.red * by, s.green * by, s.blue * by)
}

fn piece(commands: &mut Commands, bundle: impl Bundle) -> Entity {
    commands
        .spawn((bundle, BoardPiece, DespawnOnExit(Screen::Playing)))
        .id()
}

/// A five-pointed star centred on the origin.
fn star(outer: f32, inner: f32) -> Mesh {
    let mut positions = vec![[0.0, 0.0, 0.0]];
    for i in 0..10 {
        let r = if i % 2 == 0 { outer } else { inner };
        let a = std::f32::consts::FRAC_PI_2 + i as f32 * std::f32::consts::PI / 5.0;
        positions.push([r * a.cos(), r * a.sin(), 0.0]);
    }
    let mut indices = Vec::new();
    for i in 1..=10u32 {
        indices.extend([0, i, if i == 10 { 1 } else { i + 1 }]);
    }
    let normals = vec![[0.0, 0.0, 1.0]; positions.len()];
    let uvs = vec![[0.5, 0.5]; positions.len()];
    Mesh::new(
        PrimitiveTopology::TriangleList,
        RenderAssetUsages::default(),
    )
    .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, positions)
    .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, normals)
    .with_inserted_attribute(Mesh::ATTRIBUTE_UV_0, uvs)
    .with_inserted_indices(Indices::U32(indices))
}

/// Draws a fresh map when a level opens.
pub fn spawn_map(
    mut commands: Commands,
    session: Res<CodingSession>,
    pieces: Query<Entity, With<BoardPiece>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    words: Res<crate::lang::Words>,
) {
    let map = session.current.map();
    set_up_board(
        &mut commands,
        &pieces,
        &mut meshes,
        &mut materials,
        (map.cols(), map.rows()),
        // The map's grass has a rim of its own, the same in every look.
        (CELL * RIM_IN_CELLS, crate::games::TrayColour::Own(RIM)),
    );
    let mut drawing = MapDrawing {
        commands: &mut commands,
        map,
        meshes: &mut meshes,
        materials: &mut materials,
        words: *words,
    };
    drawing.tiles();
    drawing.marks();
    drawing.bonuses();
    drawing.ball();
}

/// What the map is drawn with, and on.
struct MapDrawing<'a, 'w, 's> {
    commands: &'a mut Commands<'w, 's>,
    map: &'a Map,
    meshes: &'a mut Assets<Mesh>,
    materials: &'a mut Assets<ColorMaterial>,
    words: crate::lang::Words,
}

impl<'w, 's> MapDrawing<'_, 'w, 's> {
    #[allow(clippy::type_complexity)]
    fn parts(
        &mut self,
    ) -> (
        &mut Commands<'w, 's>,
        &Map,
        &mut Assets<Mesh>,
        &mut Assets<ColorMaterial>,
    ) {
        (self.commands, self.map, self.meshes, self.materials)
    }

    /// The grass and the path, coloured tiles with their pattern and letter.
    fn tiles(&mut self) {
        let words = self.words;
        let (commands, map, meshes, materials) = self.parts();
        let (cols, rows) = (map.cols(), map.rows());
        let square = meshes.add(Rectangle::new(CELL, CELL));
        let tile = meshes.add(rounded_rect(TILE, TILE, CELL * 0.12));
        let grass = GRASS.map(|c| materials.add(c));
        let path = materials.add(PATH);
        let stripe_mesh = meshes.add(Rectangle::new(1.0, CELL * 0.07));
        let dot = meshes.add(Circle::new(CELL * 0.065));
        let bar = meshes.add(Rectangle::new(TILE * 0.74, CELL * 0.05));
        for r in 0..rows {
            for c in 0..cols {
                let cell = Cell::new(c as i32, r as i32);
                let at = cell_center(cols, rows, c as f32, r as f32);
                let t = map.tile(cell);
                if t == Tile::Grass {
                    piece(
                        commands,
                        (
                            Mesh2d(square.clone()),
                            MeshMaterial2d(grass[(r + c) % 2].clone()),
                            Transform::from_translation(at.extend(-0.5)),
                        ),
                    );
                    continue;
                }
                let fill = match t {
                    Tile::Colour(colour) => materials.add(kodable_colour(colour)),
                    _ => path.clone(),
                };
                piece(
                    commands,
                    (
                        Mesh2d(square.clone()),
                        MeshMaterial2d(grass[(r + c) % 2].clone()),
                        Transform::from_translation(at.extend(-0.5)),
                    ),
                );
                piece(
                    commands,
                    (
                        Mesh2d(tile.clone()),
                        MeshMaterial2d(fill),
                        Transform::from_translation(at.extend(0.0)),
                    ),
                );
                if let Tile::Colour(colour) = t {
                    let ink = materials.add(darker(kodable_colour(colour), 0.78));
                    colour_pattern(commands, colour, at, &ink, &stripe_mesh, &dot, &bar);
                    piece(
                        commands,
                        (
                            BoardText::new(
                                letter(words, colour),
                                CELL * 0.46,
                                darker(kodable_colour(colour), 0.38),
                            ),
                            ColourLetter(colour),
                            Transform::from_translation(at.extend(0.3)),
                        ),
                    );
                }
            }
        }
    }

    /// The start, a faint ring (so that it can be found once the ball has left), and the target,
    /// a bullseye.
    fn marks(&mut self) {
        let (commands, map, meshes, materials) = self.parts();
        let (cols, rows) = (map.cols(), map.rows());
        let start = map.ball();
        piece(
            commands,
            (
                Mesh2d(meshes.add(Annulus::new(CELL * 0.3, CELL * 0.36))),
                MeshMaterial2d(materials.add(darker(PATH, 0.8))),
                Transform::from_translation(
                    cell_center(cols, rows, start.col as f32, start.row as f32).extend(0.2),
                ),
            ),
        );
        let target = cell_center(cols, rows, map.target().col as f32, map.target().row as f32);
        for (radius, colour, z) in [
            (0.38, TARGET_RED, 0.2),
            (0.27, Color::WHITE, 0.21),
            (0.15, TARGET_RED, 0.22),
        ] {
            piece(
                commands,
                (
                    Mesh2d(meshes.add(Circle::new(CELL * radius))),
                    MeshMaterial2d(materials.add(colour)),
                    Transform::from_translation(target.extend(z)),
                ),
            );
        }
    }

    /// The bonus stars.
    fn bonuses(&mut self) {
        let (commands, map, meshes, materials) = self.parts();
        let (cols, rows) = (map.cols(), map.rows());
        let star_mesh = meshes.add(star(CELL * 0.34, CELL * 0.15));
        let star_rim = meshes.add(star(CELL * 0.4, CELL * 0.19));
        // The map is a picture of its own, the same in every look.
        let gold = materials.add(theme::palette::Palette::DARK.gold);
        let gold_rim = materials.add(darker(theme::palette::Palette::DARK.gold, 0.62));
        for &b in map.bonuses() {
            let at = cell_center(cols, rows, b.col as f32, b.row as f32);
            piece(
                commands,
                (
                    Bonus(b),
                    Mesh2d(star_rim.clone()),
                    MeshMaterial2d(gold_rim.clone()),
                    Transform::from_translation(at.extend(0.5)),
                    Visibility::Inherited,
                    children![(
                        Mesh2d(star_mesh.clone()),
                        MeshMaterial2d(gold.clone()),
                        Transform::from_xyz(0.0, 0.0, 0.05),
                    )],
                ),
            );
        }
    }

    /// The ball, at the start.
    fn ball(&mut self) {
        let (commands, map, meshes, materials) = self.parts();
        let (cols, rows) = (map.cols(), map.rows());
        let start = map.ball();
        piece(
            commands,
            (
                Ball,
                Mesh2d(meshes.add(Circle::new(CELL * 0.34))),
                MeshMaterial2d(materials.add(BALL)),
                Transform::from_translation(
                    cell_center(cols, rows, start.col as f32, start.row as f32).extend(2.0),
                ),
                children![(
                    Mesh2d(meshes.add(Circle::new(CELL * 0.1))),
                    MeshMaterial2d(materials.add(Color::srgba(1.0, 1.0, 1.0, 0.5))),
                    Transform::from_xyz(-CELL * 0.11, CELL * 0.11, 0.1),
                )],
            ),
        );
    }
}

/// The pattern that tells a colour apart without its hue.
fn colour_pattern(
    commands: &mut Commands,
    colour: Colour,
    at: Vec2,
    ink: &Handle<ColorMaterial>,
    stripe: &Handle<Mesh>,
    dot: &Handle<Mesh>,
    bar: &Handle<Mesh>,
) {
    let h = TILE * 0.5 - CELL * 0.1;
    match colour {
        // Diagonal stripes, each cut to the tile.
        Colour::Pink => {
            for k in [-2.0f32, -1.0, 1.0, 2.0] {
                let c = k * h * 0.62;
                let length = std::f32::consts::SQRT_2 * (2.0 * h - c.abs());
                piece(
                    commands,
                    (
                        Mesh2d(stripe.clone()),
                        MeshMaterial2d(ink.clone()),
                        Transform::from_translation((at + Vec2::splat(c / 2.0)).extend(0.1))
                            .with_rotation(Quat::from_rotation_z(-std::f32::consts::FRAC_PI_4))
                            .with_scale(Vec3::new(length, 1.0, 1.0)),
                    ),
                );
            }
        }
        // A dot in each corner.
        Colour::Orange => {
            for (x, y) in [(-1.0, -1.0), (-1.0, 1.0), (1.0, -1.0), (1.0, 1.0)] {
                piece(
                    commands,
                    (
                        Mesh2d(dot.clone()),
                        MeshMaterial2d(ink.clone()),
                        Transform::from_translation((at + Vec2::new(x, y) * h * 0.78).extend(0.1)),
                    ),
                );
            }
        }
        // Two bars, above and below the letter.
        Colour::Yellow => {
            for y in [-1.0, 1.0] {
                piece(
                    commands,
                    (
                        Mesh2d(bar.clone()),
                        MeshMaterial2d(ink.clone()),
                        Transform::from_translation(
                            (at + Vec2::new(0.0, y * h * 0.85)).extend(0.1),
                        ),
                    ),
                );
            }
        }
    }
}

/// A cell's centre on screen.
fn point(map: &Map, cell: Cell) -> Vec2 {
    cell_center(map.cols(), map.rows(), cell.col as f32, cell.row as f32)
}

fn screen_dir(dir: Dir) -> Vec2 {
    let (dc, dr) = dir.delta();
    Vec2::new(dc as f32, -dr as f32)
}

/// The ball's trail, the move that was blocked, and the hint's route.
pub fn draw_overlay(
    mut gizmos: Gizmos,
    session: Res<CodingSession>,
    desk: Res<Desk>,
    hinted: Option<Res<Hinted<Coding>>>,
    ball: Query<&Transform, With<Ball>>,
    time: Res<Time>,
    mut keep: ResMut<crate::redraw::KeepDrawing>,
    palette: Res<theme::palette::Palette>,
) {
    let map = session.current.map();
    if let Some(run) = desk.run.as_ref().filter(|r| !r.stale) {
        let mut trail = vec![point(map, run.trace.start.ball)];
        let done = if run.finished {
            run.started
        } else {
            run.started.saturating_sub(1)
        };
        for step in &run.trace.steps[..done] {
            trail.extend(step.cells.iter().map(|&c| point(map, c)));
        }
        if !run.finished
            && let Ok(b) = ball.single()
        {
            trail.push(b.translation.truncate());
        }
        gizmos.linestrip_2d(trail, BALL.with_alpha(0.55));
        if run.finished
            && let Outcome::Blocked { at, dir } = run.trace.outcome
        {
            let from = point(map, at);
            let v = screen_dir(dir);
            gizmos.arrow_2d(from + v * CELL * 0.3, from + v * CELL * 0.85, palette.warn);
            let wall = from + v * CELL;
            let d = CELL * 0.22;
            gizmos.line_2d(
                wall + Vec2::new(-d, -d),
                wall + Vec2::new(d, d),
                palette.warn,
            );
            gizmos.line_2d(
                wall + Vec2::new(-d, d),
                wall + Vec2::new(d, -d),
                palette.warn,
            );
        }
    }
    let hint = hinted.filter(|h| h.position == session.current);
    let route = hint.as_ref().map(|h| h.position.route(&h.mv));
    if let (Some(hint), Some(route)) = (hint, route)
        && route.len() >= 2
    {
        let pulse = crate::play::solver::hint_pulse(hint.shown_at, time.elapsed_secs_f64());
        if crate::play::solver::hint_pulsing(hint.shown_at, time.elapsed_secs_f64()) {
            keep.0 = true;
        }
        let colour = palette.accent.with_alpha(0.75 + 0.25 * pulse);
        let points: Vec<Vec2> = route.iter().map(|&c| point(map, c)).collect();
        let n = points.len();
        // Where the ball will be when the new block starts, then where it takes it.
        gizmos.circle_2d(Isometry2d::from_translation(points[0]), CELL * 0.3, colour);
        gizmos.linestrip_2d(points[..n - 1].to_vec(), colour);
        gizmos.arrow_2d(points[n - 2], points[n - 1], colour);
        gizmos.circle_2d(
            Isometry2d::from_translation(points[n - 1]),
            CELL * (0.38 + 0.05 * pulse),
            colour,
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::theme::contrast::below_non_text;
    use crate::theme::palette::ColourByLook;

    #[test]
    fn the_path_the_ball_and_the_target_stand_out_where_they_lie() {
        let same = ColourByLook::same;
        let pairs = [
            ("the path, on grass", same(PATH), same(GRASS[0])),
            ("the path, on the other grass", same(PATH), same(GRASS[1])),
            ("the ball, on the path", same(BALL), same(PATH)),
            ("the target, on the path", same(TARGET_RED), same(PATH)),
        ];
        let below = below_non_text("roll-the-ball", &pairs);
        assert!(below.is_empty(), "below 3:1: {below:?}");
    }
}
