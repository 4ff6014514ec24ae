//! Tweened movement: a piece glides from one place to another with easing, and a refused
//! piece gives a short shake. With reduced motion, pieces go straight to their places and
//! nothing shakes.

use bevy::prelude::*;

/// Moves an entity's translation from `from` to `to`, starting after `delay` seconds.
#[derive(Component, Clone, Debug)]
pub struct Tween {
    /// Where it starts.
    pub from: Vec3,
    /// Where it ends.
    pub to: Vec3,
    /// Seconds to wait before moving.
    pub delay: f32,
    /// Seconds the move takes.
    pub duration: f32,
    /// Seconds since the tween was added.
    pub elapsed: f32,
    /// The shape of the motion.
    pub ease: EaseFunction,
    /// Despawn the entity at the end (a ball that flew off the board).
    pub despawn_at_end: bool,
    /// Further points to pass through after `to`, each leg taking `duration` again.
    pub then: Vec<Vec3>,
}

impl Tween {
    /// A move from `from` to `to` in `duration` seconds, slowing down at the end.
    pub fn new(from: Vec3, to: Vec3, duration: f32) -> Tween {
        Tween {
            from,
            to,
            delay: 0.0,
            duration: duration.max(0.001),
            elapsed: 0.0,
            ease: EaseFunction::CubicOut,
            despawn_at_end: false,
            then: Vec::new(),
        }
    }

    /// A move along a path of points (the first is where it starts), each leg taking `leg`
    /// seconds.
    pub fn through(points: &[Vec3], leg: f32) -> Tween {
        let mut t = Tween::new(points[0], *points.get(1).unwrap_or(&points[0]), leg);
        t.then = points.iter().skip(2).copied().collect();
        if !t.then.is_empty() {
            t.ease = EaseFunction::Linear;
        }
        t
    }

    /// The same, after a delay.
    pub fn after(mut self, delay: f32) -> Tween {
        self.delay = delay;
        self
    }

    /// The same, with another easing.
    pub fn with_ease(mut self, ease: EaseFunction) -> Tween {
        self.ease = ease;
        self
    }

    /// The same, despawning the entity when it arrives.
    pub fn then_despawn(mut self) -> Tween {
        self.despawn_at_end = true;
        self
    }

    /// Seconds until the tween is over.
    pub fn remaining(&self) -> f32 {
        (self.delay + self.duration * (1 + self.then.len()) as f32 - self.elapsed).max(0.0)
    }
}

/// A short sideways shake, for a piece whose move was refused.
#[derive(Component, Clone, Debug)]
pub struct Shake {
    /// Where the piece rests.
    pub rest: Vec3,
    /// Seconds since it started.
    pub elapsed: f32,
}

/// How long a shake lasts.
const SHAKE_SECONDS: f32 = 0.3;

/// Seconds per cell of travel, and the shortest and longest single move.
pub const SECONDS_PER_CELL: f32 = 0.06;
pub const MIN_MOVE: f32 = 0.12;
pub const MAX_MOVE: f32 = 0.35;

/// Seconds a piece takes to travel `cells` cells.
pub fn travel_time(cells: f32) -> f32 {
    (cells * SECONDS_PER_CELL).clamp(MIN_MOVE, MAX_MOVE)
}

pub fn plugin(app: &mut App) {
    app.add_systems(
        PostUpdate,
        (run_tweens, run_shakes).before(TransformSystems::Propagate),
    );
    crate::redraw::keep_drawing_while::<Tween>(app);
    crate::redraw::keep_drawing_while::<Shake>(app);
}

fn run_tweens(
    mut commands: Commands,
    mut tweens: Query<(Entity, &mut Tween, &mut Transform)>,
    time: Res<Time>,
    reduce_motion: Option<Res<crate::shell::ReduceMotion>>,
) {
    let snap = reduce_motion.is_some_and(|r| r.0);
    for (entity, mut tween, mut transform) in &mut tweens {
        tween.elapsed += time.delta_secs();
        if snap {
            // Straight to where it ends: the whole move is over at once.
            transform.translation = tween.then.last().copied().unwrap_or(tween.to);
            if tween.despawn_at_end {
                // Its board may be taken away in the same frame (a new level, a restart).
                commands.entity(entity).try_despawn();
            } else {
                commands.entity(entity).remove::<Tween>();
            }
            continue;
        }
        let t = ((tween.elapsed - tween.delay) / tween.duration).clamp(0.0, 1.0);
        if tween.elapsed < tween.delay {
            continue;
        }
        transform.translation =
            EasingCurve::new(tween.from, tween.to, tween.ease).sample_clamped(t);
        if t >= 1.0 && !tween.then.is_empty() {
            let next = tween.then.remove(0);
            tween.from = tween.to;
            tween.to = next;
            tween.elapsed = tween.delay;
            if tween.then.is_empty() {
                tween.ease = EaseFunction::CubicOut;
            }
            continue;
        }
        if t >= 1.0 {
            if tween.despawn_at_end {
                // Its board may be taken away in the same frame (a new level, a restart).
                commands.entity(entity).try_despawn();
            } else {
                commands.entity(entity).remove::<Tween>();
            }
        }
    }
}

fn run_shakes(
    mut commands: Commands,
    mut shakes: Query<(Entity, &mut Shake, &mut Transform), Without<Tween>>,
    time: Res<Time>,
    reduce_motion: Option<Res<crate::shell::ReduceMotion>>,
) {
    let still = reduce_motion.is_some_and(|r| r.0);
    for (entity, mut shake, mut transform) in &mut shakes {
        shake.elapsed += time.delta_secs();
        let t = shake.elapsed / SHAKE_SECONDS;
        if t >= 1.0 || still {
            transform.translation = shake.rest;
            commands.entity(entity).remove::<Shake>();
            continue;
        }
        let offset = (t * std::f32::consts::TAU * 4.0).sin() * 9.0 * (1.0 - t);
        transform.translation = shake.rest + Vec3::X * offset;
    }
}
