//! Turning a corner on screen: the whole tail of the chain swings round the corner cube, as the
//! wooden toy does, instead of jumping to its new place.

use super::pieces::{ChainCube, Elastic, world};
use crate::play::session::{BoardChanged, Change, Session};
use crate::shell::PlaySystems;
use bevy::prelude::*;
use puzzles::snake::{Folding, Point};

/// A piece of the chain swinging about a corner.
#[derive(Component, Clone, Debug)]
pub struct Swing {
    pivot: Vec3,
    turn: Quat,
    from: Transform,
    to: Transform,
    elapsed: f32,
    duration: f32,
}

pub fn plugin(app: &mut App) {
    crate::redraw::keep_drawing_while::<Swing>(app);
    // The pieces move before anything drawn from their places (the scene's shadows and marks
    // come after `run_swings`).
    app.add_systems(
        Update,
        (start_swings, run_swings)
            .chain()
            .in_set(PlaySystems::Animate)
            .run_if(resource_exists::<Session<Folding>>),
    );
}

/// Where a piece rests in a fold with these cube positions.
pub fn rest_pose(points: &[Point], piece: impl Into<Piece>) -> Transform {
    match piece.into() {
        Piece::Cube(i) => Transform::from_translation(world(points[i])),
        Piece::Elastic(k) => {
            let (a, b) = (world(points[k]), world(points[k + 1]));
            Transform::from_translation((a + b) / 2.0)
                .with_rotation(Quat::from_rotation_arc(Vec3::Y, (b - a).normalize()))
        }
    }
}

/// A cube or a piece of elastic.
#[derive(Clone, Copy, Debug)]
pub enum Piece {
    Cube(usize),
    Elastic(usize),
}

impl From<ChainCube> for Piece {
    fn from(c: ChainCube) -> Piece {
        Piece::Cube(c.0)
    }
}

impl From<Elastic> for Piece {
    fn from(e: Elastic) -> Piece {
        Piece::Elastic(e.0)
    }
}

/// The 24 turns that map the cube's grid onto itself.
fn grid_turns() -> Vec<Mat3> {
    let mut out = Vec::new();
    let axes = [Vec3::X, Vec3::Y, Vec3::Z];
    for a in 0..3 {
        for b in 0..3 {
            if a == b {
                continue;
            }
            for sa in [1.0, -1.0] {
                for sb in [1.0, -1.0] {
                    let x = axes[a] * sa;
                    let y = axes[b] * sb;
                    out.push(Mat3::from_cols(x, y, x.cross(y)));
                }
            }
        }
    }
    out
}

/// The turn about `pivot` that takes the tail from `before` to `after`, preferring a turn about
/// `axis` (the corner's own axis) and then the smallest one.
fn tail_turn(before: &[Vec3], after: &[Vec3], pivot: Vec3, axis: Vec3) -> Option<Quat> {
    grid_turns()
        .into_iter()
        .filter(|m| {
            before
                .iter()
                .zip(after)
                .all(|(&b, &a)| (*m * (b - pivot) + pivot).distance(a) < 1e-3)
        })
        .map(|m| Quat::from_mat3(&m))
        .min_by(|p, q| {
            let key = |r: &Quat| {
                let (ax, angle) = r.to_axis_angle();
                let off_axis = if angle.abs() < 1e-4 || ax.cross(axis).length() < 1e-3 {
                    0
                } else {
                    1
                };
                (off_axis, (angle.abs() * 1000.0) as i32)
            };
            key(p).cmp(&key(q))
        })
}

fn start_swings(
    mut commands: Commands,
    mut changes: MessageReader<BoardChanged<Folding>>,
    mut pieces: Query<(
        Entity,
        Option<&ChainCube>,
        Option<&Elastic>,
        &mut Transform,
        Option<&Swing>,
    )>,
) {
    for change in changes.read() {
        let before = change.before.fold().points();
        let after = change.after.fold().points();
        let corner = match &change.how {
            Change::Played(t) | Change::Undone(t) | Change::Redone(t) => Some(t.corner),
            Change::Jumped => None,
        };
        let turn = corner.and_then(|k| {
            let pivot = world(before[k]);
            let axis = world(before[k]) - world(before[k - 1]);
            let tail_before: Vec<Vec3> = before[k + 1..].iter().map(|&p| world(p)).collect();
            let tail_after: Vec<Vec3> = after[k + 1..].iter().map(|&p| world(p)).collect();
            tail_turn(&tail_before, &tail_after, pivot, axis).map(|q| (k, pivot, q))
        });
        for (entity, cube, elastic, mut transform, swing) in &mut pieces {
            let piece: Piece = match (cube, elastic) {
                (Some(c), _) => (*c).into(),
                (_, Some(e)) => (*e).into(),
                _ => continue,
            };
            // A swing still going finishes at once before the next one starts.
            if let Some(s) = swing {
                *transform = s.to;
                commands.entity(entity).remove::<Swing>();
            }
            let to = rest_pose(&after, piece);
            let in_tail = match (piece, turn) {
                (Piece::Cube(i), Some((k, _, _))) => i > k,
                (Piece::Elastic(j), Some((k, _, _))) => j >= k,
                _ => false,
            };
            match turn {
                Some((_, pivot, q)) if in_tail => {
                    let angle = q.to_axis_angle().1.abs();
                    commands.entity(entity).insert(Swing {
                        pivot,
                        turn: q,
                        from: *transform,
                        to,
                        elapsed: 0.0,
                        duration: 0.18 + 0.14 * angle,
                    });
                }
                _ => {
                    if transform.translation.distance(to.translation) > 1e-4
                        || transform.rotation.angle_between(to.rotation) > 1e-4
                    {
                        *transform = to;
                    }
                }
            }
        }
    }
}

pub fn run_swings(
    mut commands: Commands,
    mut swings: Query<(Entity, &mut Swing, &mut Transform)>,
    time: Res<Time>,
    reduce_motion: Res<crate::shell::ReduceMotion>,
) {
    for (entity, mut swing, mut transform) in &mut swings {
        // With reduced motion, the tail is in its new place at once.
        swing.elapsed += if reduce_motion.0 {
            swing.duration
        } else {
            time.delta_secs()
        };
        let t = (swing.elapsed / swing.duration).clamp(0.0, 1.0);
        if t >= 1.0 {
            *transform = swing.to;
            commands.entity(entity).remove::<Swing>();
            continue;
        }
        let e = EaseFunction::CubicInOut.sample_clamped(t);
        let q = Quat::IDENTITY.slerp(swing.turn, e);
        transform.translation = swing.pivot + q * (swing.from.translation - swing.pivot);
        transform.rotation = q * swing.from.rotation;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn there_are_24_grid_turns() {
        let turns = grid_turns();
        assert_eq!(turns.len(), 24);
        assert!(turns.iter().all(|m| (m.determinant() - 1.0).abs() < 1e-5));
    }

    #[test]
    fn a_quarter_turn_is_found_about_the_corner_axis() {
        let pivot = Vec3::ZERO;
        let before = [Vec3::new(0.0, 1.0, 0.0), Vec3::new(0.0, 2.0, 0.0)];
        let after = [Vec3::new(0.0, 0.0, 1.0), Vec3::new(0.0, 0.0, 2.0)];
        let q = tail_turn(&before, &after, pivot, Vec3::X).unwrap();
        let (axis, angle) = q.to_axis_angle();
        assert!(axis.cross(Vec3::X).length() < 1e-4);
        assert!((angle.abs() - std::f32::consts::FRAC_PI_2).abs() < 1e-4);
    }
}
