//! Picking a corner of the chain with the pointer (the ray from the camera to the nearest cube
//! hit), and turning the chain about it by dragging.

use super::Selected;
use super::camera::SnakeCamera;
use super::pieces::{CUBE, ChainCube};
use crate::play::session::Session;
use bevy::prelude::*;
use puzzles::snake::Folding;

/// A click or a tap (a press and release without dragging) on a cube picks the nearest
/// corner; on a ghost of the picked corner (nearer than any cube), it makes that ghost's turn.
#[allow(clippy::too_many_arguments)]
pub(super) fn pick_corner(
    (mouse, touches): (Res<ButtonInput<MouseButton>>, Res<Touches>),
    windows: Query<&Window>,
    cameras: Query<(&Camera, &GlobalTransform), With<SnakeCamera>>,
    cubes: Query<(&ChainCube, &GlobalTransform)>,
    session: Res<Session<Folding>>,
    mut selected: ResMut<Selected>,
    mut pressed_at: Local<Option<Vec2>>,
    gate: crate::input::PointerGate,
    (ghosts, labels, mut requests): (
        Res<super::ways::Ghosts>,
        Res<super::ways::GhostLabels>,
        MessageWriter<crate::play::session::MoveRequested<Folding>>,
    ),
) {
    let (Ok(window), Ok((camera, at))) = (windows.single(), cameras.single()) else {
        return;
    };
    // A finger's tap as a click (a browser on a phone may move no cursor for it).
    let mouse_at = window.cursor_position();
    let down = (touches.iter_just_pressed().next().map(|t| t.position()))
        .or(mouse_at.filter(|_| mouse.just_pressed(MouseButton::Left)));
    let up = (touches.iter_just_released().next().map(|t| t.position()))
        .or(mouse_at.filter(|_| mouse.just_released(MouseButton::Left)));
    if let Some(down) = down
        && gate.is_free()
    {
        *pressed_at = Some(down);
    }
    let Some(cursor) = up else {
        return;
    };
    let Some(start) = pressed_at.take() else {
        return;
    };
    if start.distance(cursor) > 6.0 {
        return; // a drag turned the view
    }
    if labels.0.iter().any(|r| r.contains(cursor)) {
        return; // a ghost's label: the interface makes its turn
    }
    let Ok(ray) = camera.viewport_to_world(at, cursor) else {
        return;
    };
    let hit = cubes
        .iter()
        .filter_map(|(cube, t)| {
            ray_hits_cube(ray, t.translation(), CUBE / 2.0).map(|d| (d, cube.0))
        })
        .min_by(|a, b| a.0.total_cmp(&b.0));
    let ghost = ghosts
        .ways
        .iter()
        .flat_map(|way| way.run.iter().map(move |&p| (way.turn, p)))
        .filter_map(|(turn, p)| {
            ray_hits_cube(ray, super::pieces::world(p), CUBE * super::ways::GHOST / 2.0)
                .map(|d| (d, turn))
        })
        .min_by(|a, b| a.0.total_cmp(&b.0));
    match (ghost, hit) {
        (Some((to_ghost, turn)), cube) if cube.is_none_or(|(to_cube, _)| to_ghost < to_cube) => {
            requests.write(crate::play::session::MoveRequested(turn));
        }
        (_, Some((_, i))) => selected.0 = nearest_corner(&session.current, i),
        _ => {}
    }
}

/// Holding Shift and dragging sideways turns the selected corner, a quarter turn every so far.
pub(super) fn drag_turn(
    keys: Res<ButtonInput<KeyCode>>,
    mouse: Res<ButtonInput<MouseButton>>,
    windows: Query<&Window>,
    session: Res<Session<Folding>>,
    selected: Res<Selected>,
    mut requests: MessageWriter<crate::play::session::MoveRequested<Folding>>,
    mut anchor: Local<Option<f32>>,
) {
    let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    let x = windows
        .single()
        .ok()
        .and_then(|w| w.cursor_position())
        .map(|c| c.x);
    if !shift || !mouse.pressed(MouseButton::Left) || x.is_none() {
        *anchor = None;
        return;
    }
    let (Some(x), Some(corner)) = (x, selected.0) else {
        return;
    };
    let start = *anchor.get_or_insert(x);
    const STEP: f32 = 70.0;
    if (x - start).abs() >= STEP {
        let action = if x > start {
            super::TurnAction::Forward
        } else {
            super::TurnAction::Back
        };
        if let Some(turn) = super::turn_for(&session.current, corner, action) {
            requests.write(crate::play::session::MoveRequested(turn));
        }
        *anchor = Some(x);
    }
}

/// The corner nearest cube `i` along the chain (the cube itself if it is one).
pub fn nearest_corner(f: &Folding, i: usize) -> Option<usize> {
    f.fold()
        .corners()
        .min_by_key(|&k| (k as i64 - i as i64).abs())
}

/// Where a ray first meets an axis-aligned cube of half-size `h` centred at `c`.
pub(super) fn ray_hits_cube(ray: Ray3d, c: Vec3, h: f32) -> Option<f32> {
    let (o, d) = (ray.origin, *ray.direction);
    let mut near = f32::NEG_INFINITY;
    let mut far = f32::INFINITY;
    for axis in 0..3 {
        let (oa, da, lo, hi) = (o[axis], d[axis], c[axis] - h, c[axis] + h);
        if da.abs() < 1e-6 {
            if oa < lo || oa > hi {
                return None;
            }
            continue;
        }
        let (t1, t2) = ((lo - oa) / da, (hi - oa) / da);
        near = near.max(t1.min(t2));
        far = far.min(t1.max(t2));
    }
    (near <= far && far > 0.0).then_some(near.max(0.0))
}
