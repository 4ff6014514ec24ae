//! The snake's camera: it frames the chain, orbits it as the player turns the view, follows it
//! as it folds, stays outside the cubes and beside the panels, and draws only the snake's
//! layers.

use super::orbit::Orbit;
use super::pieces::{ChainCube, world};
use crate::board::Insets;
use crate::games::BoardPiece;
use crate::play::session::{BoardChanged, Session};
use crate::render_quality::MoreToGiveUp;
use crate::shell::Screen;
use bevy::camera::SubCameraView;
use bevy::camera::visibility::RenderLayers;
use bevy::prelude::*;
use puzzles::Puzzle;
use puzzles::snake::Folding;

/// What the snake's scene gives up after the smoothed edges, in order (render_quality.rs).
const MORE_TO_GIVE_UP: MoreToGiveUp = MoreToGiveUp(&["shadows", "the floor"]);

/// The 3D camera of the snake screen.
#[derive(Component)]
pub struct SnakeCamera;

/// The render layer of [`SnakeLines`].
pub(super) const LINES_LAYER: usize = 1;

/// The render layer of the scene's cubes, elastic and floor, for the same reason.
pub(super) const SCENE_LAYER: usize = 2;

/// The middle of the best-fitting box, and the middle of the chain.
pub(super) fn centres(f: &Folding) -> (Vec3, Vec3) {
    let layout = f.fold().layout();
    let n = f.fold().side() as f32;
    let box_centre = world(layout.corner) + Vec3::splat((n - 1.0) / 2.0);
    let sum: Vec3 = layout.points.iter().map(|&p| world(p)).sum();
    (box_centre, sum / layout.points.len() as f32)
}

/// The camera that orbits the chain, framing it in a window of this aspect.
pub(super) fn spawn_camera(commands: &mut Commands, f: &Folding, room: Room, msaa: Msaa) {
    let (middle, radius) = framing(f, room);
    let orbit = Orbit::new(middle, radius, 0.6, 0.5);
    commands.spawn((
        Camera2d,
        Projection::Perspective(PerspectiveProjection::default()),
        Camera {
            order: 0,
            clear_color: ClearColorConfig::Default,
            ..default()
        },
        // As the other cameras draw (see crate::render_quality).
        msaa,
        orbit.place(),
        orbit,
        SnakeCamera,
        MORE_TO_GIVE_UP,
        RenderLayers::from_layers(&[SCENE_LAYER, LINES_LAYER]),
        BoardPiece,
        DespawnOnExit(Screen::Playing),
    ));
}

/// The part of the window the scene is seen in, between the bars and beside (or under) the
/// panel.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Room {
    /// Its width over its height.
    aspect: f32,
    /// How much taller the window is than the room: the camera stands back in proportion.
    zoom: f32,
}

impl Room {
    /// A whole window `aspect` wide.
    pub(super) fn whole(aspect: f32) -> Room {
        Room { aspect, zoom: 1.0 }
    }
}

/// How far from the box's middle the camera keeps the chain in view, in box sides: the
/// chain beyond runs out of the picture (pale, as every cube outside the box is), and never
/// draws the camera away from the box.
const CHAIN_SEEN_WITHIN: f32 = 1.2;

/// How far the camera, looking at the box's middle, stands to see the box and the chain near
/// it in `room` (a tall room sees less across, so the camera stands back in proportion). The
/// box then spans about half the room's shorter side: it is the stage.
fn distance_to_see(f: &Folding, focus: Vec3, room: Room) -> f32 {
    let side = f.fold().side() as f32;
    let extent = f
        .fold()
        .points()
        .iter()
        .map(|&p| world(p).distance(focus))
        .fold(0.0, f32::max)
        .min(side * CHAIN_SEEN_WITHIN);
    let across = (1.0 / room.aspect.max(0.1)).max(1.0);
    (extent * 2.6 + 3.0).max(side * 3.0) * across * room.zoom
}

/// Where the camera looks to see a fold in `room` (the middle of the box it is folded into),
/// and how far it stands.
pub(super) fn framing(f: &Folding, room: Room) -> (Vec3, f32) {
    let (middle, _) = centres(f);
    (middle, distance_to_see(f, middle, room))
}

/// The room the scene has in the window (the whole window when there is none).
pub(super) fn room(windows: &Query<&Window>, insets: &Insets, over: f32) -> Room {
    let Ok(w) = windows.single() else {
        return Room::whole(1.0);
    };
    Room::between(w.size(), &free_space(insets, over))
}

/// The insets around the scene: the bars', and the panel's over the top of it.
fn free_space(insets: &Insets, over: f32) -> Insets {
    let mut free = *insets;
    free.top += over;
    free
}

impl Room {
    /// The room between `free`'s insets in a window `window` big. The camera draws it as the
    /// middle of a larger picture (see [`off_centre_view`]), and its angle of view spans that
    /// picture's height: the room's share of it is what the camera stands back for.
    fn between(window: Vec2, free: &Insets) -> Room {
        let (width, height) = (window.x.max(1.0), window.y.max(1.0));
        let free_w = (width - free.left - free.right).max(width * 0.3);
        let free_h = (height - free.top - free.bottom).max(height * 0.3);
        let picture_h = height + (free.bottom - free.top).round().abs();
        Room {
            aspect: free_w / free_h,
            zoom: picture_h / free_h,
        }
    }
}

/// The camera keeps the box in view as the chain folds: while the box stays where it is, so
/// does the view the player chose (a turn does not move the box about); when the box moves
/// (the chain fits better elsewhere), or the room the bars leave changes, the camera glides to
/// frame it again; once the chain is folded into its cube, it frames the cube.
pub(super) fn follow_chain(
    session: Res<Session<Folding>>,
    mut cameras: Query<&mut Orbit, With<SnakeCamera>>,
    mut changes: MessageReader<BoardChanged<Folding>>,
    windows: Query<&Window>,
    insets: Res<Insets>,
    over: Res<super::panel::PanelOver>,
    mut framed: Local<Option<Vec3>>,
) {
    let room_changed = insets.is_changed() || over.is_changed();
    if changes.read().count() == 0 && !room_changed {
        return;
    }
    let room = room(&windows, &insets, over.0);
    let f = &session.current;
    let (middle, radius) = framing(f, room);
    let box_moved = *framed != Some(middle);
    *framed = Some(middle);
    for mut cam in &mut cameras {
        if box_moved || room_changed || f.is_solved() {
            cam.target_focus = middle;
            cam.target_radius = radius;
        }
    }
}

/// The view's middle is the middle of the space the panels leave: the camera draws the whole
/// window, but as the part of a larger picture whose centre is there.
pub(super) fn centre_beside_panels(
    insets: Res<Insets>,
    over: Res<super::panel::PanelOver>,
    windows: Query<&Window>,
    mut cameras: Query<&mut Camera, With<SnakeCamera>>,
) {
    let Ok(window) = windows.single() else {
        return;
    };
    // On a narrow window the panel lies over the top of the scene: the middle is below it.
    let view = off_centre_view(window.size(), &free_space(&insets, over.0));
    for mut camera in &mut cameras {
        if camera.sub_camera_view != view {
            camera.sub_camera_view = view;
        }
    }
}

/// The larger picture, and the window's place in it, that puts the picture's centre in the
/// middle of the space between the insets. `None` when that is the window's own centre.
pub fn off_centre_view(window: Vec2, insets: &Insets) -> Option<SubCameraView> {
    let shift = Vec2::new(insets.right - insets.left, insets.bottom - insets.top).round();
    if shift == Vec2::ZERO || window.min_element() < 1.0 {
        return None;
    }
    Some(SubCameraView {
        full_size: (window + shift.abs()).as_uvec2(),
        offset: shift.max(Vec2::ZERO),
        size: window.as_uvec2(),
    })
}

/// Home, or 0, or the panel's button, puts the view back where it started.
pub(super) fn reset_view(
    keys: Res<crate::input::KeyPresses>,
    mut asked: ResMut<super::panel::HomeViewAsked>,
    session: Res<Session<Folding>>,
    mut cameras: Query<&mut Orbit, With<SnakeCamera>>,
    windows: Query<&Window>,
    insets: Res<Insets>,
    over: Res<super::panel::PanelOver>,
) {
    let home = std::mem::take(&mut asked.0) || keys.any_just_pressed([KeyCode::Home, KeyCode::Digit0]);
    for mut cam in &mut cameras {
        if home {
            let (middle, radius) = framing(&session.current, room(&windows, &insets, over.0));
            cam.target_focus = middle;
            cam.target_radius = radius;
            cam.target_yaw = 0.6;
            cam.target_pitch = 0.5;
        }
        // The arrow keys turn the view in steps, PageUp and PageDown zoom.
        for (key, yaw, pitch) in [
            (KeyCode::ArrowLeft, -0.3, 0.0),
            (KeyCode::ArrowRight, 0.3, 0.0),
            (KeyCode::ArrowUp, 0.0, 0.2),
            (KeyCode::ArrowDown, 0.0, -0.2),
        ] {
            for _ in 0..keys.count(key) {
                cam.target_yaw += yaw;
                cam.target_pitch =
                    (cam.target_pitch + pitch).clamp(super::orbit::MIN_PITCH, 1.5);
            }
        }
        for _ in 0..keys.count(KeyCode::PageUp) {
            cam.zoom(0.8);
        }
        for _ in 0..keys.count(KeyCode::PageDown) {
            cam.zoom(1.25);
        }
    }
}

/// How near a cube's centre the camera may come: its corners are 0.87 away, and the view
/// begins a little in front of the camera.
pub(super) const CLEARANCE: f32 = 1.5;

/// The camera stays outside the cubes: looking from where it is, the nearest it may come to
/// what it looks at is just outside the last cube on that line of sight.
pub(super) fn keep_camera_outside(
    cubes: Query<&Transform, (With<ChainCube>, Without<SnakeCamera>)>,
    mut cameras: Query<(&mut Orbit, &Transform), With<SnakeCamera>>,
) {
    for (mut cam, at) in &mut cameras {
        let dir = (at.translation - cam.focus).normalize_or_zero();
        if dir == Vec3::ZERO {
            continue;
        }
        let focus = cam.focus;
        let nearest = cubes
            .iter()
            .filter_map(|c| {
                let to = c.translation - focus;
                let along = to.dot(dir);
                let off = (to - dir * along).length_squared();
                (off < CLEARANCE * CLEARANCE).then(|| along + (CLEARANCE * CLEARANCE - off).sqrt())
            })
            .fold(2.0_f32, f32::max);
        if (cam.nearest - nearest).abs() > 0.01 {
            cam.nearest = nearest;
        }
        if cam.target_radius < nearest {
            cam.target_radius = nearest;
        }
    }
}

/// While the camera glides to where it was sent, frames keep coming.
pub(super) fn keep_drawing_while_the_camera_moves(
    cameras: Query<&Orbit, With<SnakeCamera>>,
    mut keep: ResMut<crate::redraw::KeepDrawing>,
) {
    if cameras.iter().any(|cam| !cam.settled()) {
        keep.0 = true;
    }
}

/// The mouse turns the view only where no panel is under it.
pub(super) fn block_camera_under_panels(
    gate: crate::input::PointerGate,
    mut cameras: Query<&mut Orbit, With<SnakeCamera>>,
) {
    let free = gate.is_free();
    for mut cam in &mut cameras {
        if cam.enabled != free {
            cam.enabled = free;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy::camera::CameraProjection;

    /// Where each of `points` lands in the window, in pixels from its top left, seen by the
    /// camera as the game frames the fold beside these insets.
    fn in_window(f: &Folding, window: Vec2, free: &Insets, points: &[Vec3]) -> Vec<Vec2> {
        let (middle, radius) = framing(f, Room::between(window, free));
        let eye = Orbit::new(middle, radius, 0.6, 0.5).place();
        let mut projection = PerspectiveProjection::default();
        projection.update(window.x, window.y);
        let clip_from_view = match off_centre_view(window, free) {
            Some(view) => projection.get_clip_from_view_for_sub(&view),
            None => projection.get_clip_from_view(),
        };
        let clip_from_world = clip_from_view * eye.to_matrix().inverse();
        points
            .iter()
            .map(|&corner| {
                let ndc = clip_from_world.project_point3(corner);
                Vec2::new(
                    (ndc.x + 1.0) / 2.0 * window.x,
                    (1.0 - ndc.y) / 2.0 * window.y,
                )
            })
            .collect()
    }

    /// The eight corners of the box the fold is folded into.
    fn box_corners(f: &Folding) -> Vec<Vec3> {
        let side = f.fold().side() as f32;
        let low = world(f.fold().layout().corner) - 0.5;
        (0..8)
            .map(|i| {
                low + Vec3::new((i & 1) as f32, (i >> 1 & 1) as f32, (i >> 2) as f32) * side
            })
            .collect()
    }

    #[test]
    fn the_box_is_framed_large_in_the_room_the_bars_leave() {
        let classic = include_str!("../../../levels/snake/05-the-classic.snake");
        let long = include_str!("../../../levels/snake/16-long-chain.snake");
        // 800×600 at 200 % text, the controls in a column at the left and the names above; a
        // phone with the panel over the top; a desktop window with bars above and below, and
        // with the panel at the right.
        for text in [classic, long] {
            let f = Folding::straight(puzzles::snake::parse(text).expect("the level reads"));
            for (window, free) in [
                (Vec2::new(800.0, 600.0), (440.0, 0.0, 214.0, 0.0)),
                (Vec2::new(390.0, 844.0), (0.0, 0.0, 380.0, 260.0)),
                (Vec2::new(1280.0, 800.0), (0.0, 0.0, 80.0, 190.0)),
                (Vec2::new(1280.0, 800.0), (0.0, 300.0, 80.0, 190.0)),
            ] {
                let (left, right, top, bottom) = free;
                let insets = Insets {
                    top,
                    bottom,
                    left,
                    right,
                };
                let corners = in_window(&f, window, &insets, &box_corners(&f));
                let (low, high) = corners.iter().fold(
                    (Vec2::MAX, Vec2::MIN),
                    |(low, high), &at| (low.min(at), high.max(at)),
                );
                assert!(
                    low.x > left
                        && high.x < window.x - right
                        && low.y > top
                        && high.y < window.y - bottom,
                    "the box from {low} to {high} in {window} beside {insets:?}"
                );
                let room = Vec2::new(window.x - left - right, window.y - top - bottom);
                let share = (high - low).max_element() / room.min_element();
                assert!(
                    share >= 0.35,
                    "the box spans {share} of the room in {window} beside {insets:?}"
                );
            }
        }
    }
}
