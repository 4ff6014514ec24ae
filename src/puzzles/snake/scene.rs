//! The snake's 3D scene: a camera the player orbits, the floor and the cubes' shadows on it,
//! one entity per cube and per piece of elastic between cubes, and the outline of the box.
//! Everything is drawn with [`Wood`], lit by a sun straight above and behind the start view.

use super::Selected;
use super::orbit::Orbit;
use super::pieces::{ChainCube, Elastic, world};
use super::swing::{Swing, rest_pose};
use super::wood::Wood;
use crate::board::Insets;
use crate::play::session::{BoardChanged, Session};
use crate::play::solver::{Hinted, hint_pulse};
use crate::puzzles::BoardPiece;
use crate::shell::Screen;
use crate::theme;
use bevy::camera::SubCameraView;
use bevy::camera::visibility::RenderLayers;
use bevy::ecs::schedule::{IntoScheduleConfigs, ScheduleConfigs};
use bevy::ecs::system::ScheduleSystem;
use bevy::prelude::*;
use puzzles::snake::Folding;

/// The 3D camera of the snake screen.
#[derive(Component)]
pub struct SnakeCamera;

/// The snake's lines (the box, the picked corner, hints) are seen by its 3D camera alone: the
/// flat camera that draws the interface over it would draw them again, tiny, mid-window.
#[derive(Default, Reflect, GizmoConfigGroup)]
pub struct SnakeLines;

/// The render layer of [`SnakeLines`].
const LINES_LAYER: usize = 1;

/// The render layer of the scene's cubes, elastic and floor, for the same reason.
const SCENE_LAYER: usize = 2;

/// Towards the sun, which casts the shadows (and lights the surfaces: see `wood.wgsl`).
const SUN: Vec3 = Vec3::new(8.0, 20.0, 12.0);

/// The floor under the chain.
#[derive(Component)]
pub struct Floor;

/// The shadow of cube `k` on the floor.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shadow(pub usize);

/// Materials for the cubes, by state.
#[derive(Resource)]
pub struct Woods {
    light: Handle<Wood>,
    dark: Handle<Wood>,
    overlapping: Handle<Wood>,
    outside_light: Handle<Wood>,
    outside_dark: Handle<Wood>,
}

/// The visible size of a cube (a little gap shows the elastic between cubes).
pub const CUBE: f32 = 0.9;

pub fn plugin(app: &mut App) {
    app.init_gizmo_group::<SnakeLines>()
        .add_systems(Startup, configure_lines)
        .add_systems(OnExit(Screen::Playing), restore_flat_camera);
}

/// The scene's input: picking a corner, turning it by dragging, putting the view back.
pub fn input() -> ScheduleConfigs<ScheduleSystem> {
    (pick_corner, reset_view, drag_turn).into_configs()
}

/// The scene following the fold: the cubes' colours and places, the view, the overlay.
pub fn animate() -> ScheduleConfigs<ScheduleSystem> {
    (
        paint_cubes,
        cast_shadows,
        follow_chain,
        centre_beside_panels,
        draw_overlay,
        block_camera_under_panels,
        keep_camera_outside,
        keep_drawing_while_the_camera_moves,
    )
        .into_configs()
}

fn configure_lines(store: Option<ResMut<GizmoConfigStore>>) {
    if let Some(mut store) = store {
        store.config_mut::<SnakeLines>().0.render_layers = RenderLayers::layer(LINES_LAYER);
    }
}

/// The middle of the best-fitting box, and the middle of the chain.
fn centres(f: &Folding) -> (Vec3, Vec3) {
    let layout = f.fold().layout();
    let n = f.fold().side() as f32;
    let box_centre = world(layout.corner) + Vec3::splat((n - 1.0) / 2.0);
    let sum: Vec3 = layout.points.iter().map(|&p| world(p)).sum();
    (box_centre, sum / layout.points.len() as f32)
}

#[allow(clippy::too_many_arguments)]
pub(super) fn spawn_scene(
    mut commands: Commands,
    session: Res<Session<Folding>>,
    pieces: Query<Entity, With<BoardPiece>>,
    old_cameras: Query<Entity, With<SnakeCamera>>,
    mut flat: Query<&mut Camera, (With<crate::board::BoardCamera>, Without<SnakeCamera>)>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<Wood>>,
    windows: Query<&Window>,
    detail: Res<crate::render_quality::Detail>,
) {
    super::super::clear_board(&mut commands, &pieces);
    for c in &old_cameras {
        commands.entity(c).despawn();
    }
    // The flat camera still draws the interface, over the 3D view.
    for mut camera in &mut flat {
        camera.clear_color = ClearColorConfig::None;
        camera.order = 1;
    }
    let f = &session.current;
    spawn_camera(&mut commands, f, aspect(&windows), detail.msaa());
    spawn_floor(&mut commands, f, &mut meshes, &mut materials);
    let woods = woods(&mut materials);
    spawn_chain(&mut commands, f, &woods, &mut meshes, &mut materials);
    commands.insert_resource(woods);
}

/// The camera that orbits the chain, framing it in a window of this aspect.
fn spawn_camera(commands: &mut Commands, f: &Folding, aspect: f32, msaa: Msaa) {
    let (middle, radius) = framing(f, aspect);
    let orbit = Orbit::new(middle, radius, 0.6, 0.5);
    commands.spawn((
        Camera2d,
        Projection::Perspective(PerspectiveProjection::default()),
        Camera {
            order: 0,
            clear_color: ClearColorConfig::Custom(theme::BACKGROUND),
            ..default()
        },
        // As the other cameras draw (see crate::render_quality).
        msaa,
        orbit.place(),
        orbit,
        SnakeCamera,
        crate::render_quality::MoreToGiveUp,
        RenderLayers::from_layers(&[SCENE_LAYER, LINES_LAYER]),
        BoardPiece,
        DespawnOnExit(Screen::Playing),
    ));
}

/// The floor the shadows fall on.
fn spawn_floor(
    commands: &mut Commands,
    f: &Folding,
    meshes: &mut Assets<Mesh>,
    materials: &mut Assets<Wood>,
) {
    commands.spawn((
        Mesh2d(meshes.add(Plane3d::default().mesh().size(400.0, 400.0))),
        MeshMaterial2d(materials.add(Wood::lit(Color::srgb(0.115, 0.125, 0.17)))),
        Transform::from_xyz(0.0, floor_height(f), 0.0),
        Floor,
        RenderLayers::layer(SCENE_LAYER),
        BoardPiece,
        DespawnOnExit(Screen::Playing),
    ));
}

/// The woods of the cubes: light and dark in turn, red where two overlap, see-through outside
/// the cube.
fn woods(materials: &mut Assets<Wood>) -> Woods {
    let light = Color::srgb(0.86, 0.66, 0.42);
    let dark = Color::srgb(0.58, 0.37, 0.20);
    let outside = |c: Color| Wood {
        see_through: true,
        ..Wood::lit(c.with_alpha(0.45))
    };
    Woods {
        light: materials.add(Wood::lit(light)),
        dark: materials.add(Wood::lit(dark)),
        overlapping: materials.add(Wood::lit(Color::srgb(0.90, 0.22, 0.20))),
        outside_light: materials.add(outside(light)),
        outside_dark: materials.add(outside(dark)),
    }
}

/// The cubes, their shadows, and the elastic between them (coloured where it leaves a corner).
fn spawn_chain(
    commands: &mut Commands,
    f: &Folding,
    woods: &Woods,
    meshes: &mut Assets<Mesh>,
    materials: &mut Assets<Wood>,
) {
    let cube = meshes.add(Cuboid::from_length(CUBE));
    let elastic = meshes.add(Cylinder::new(0.11, 1.0));
    let square = meshes.add(Plane3d::default().mesh().size(1.0, 1.0));
    let cord = materials.add(Wood::lit(Color::srgb(0.16, 0.13, 0.12)));
    let corner_cord = materials.add(Wood::lit(theme::ACCENT));
    let shade = materials.add(Wood {
        lit: false,
        ..Wood::lit(Color::srgb(0.06, 0.065, 0.09))
    });
    let points = f.fold().points();
    let scene = || {
        (
            RenderLayers::layer(SCENE_LAYER),
            BoardPiece,
            DespawnOnExit(Screen::Playing),
        )
    };
    let floor = floor_height(f);
    for (i, &p) in points.iter().enumerate() {
        commands.spawn((
            ChainCube(i),
            Mesh2d(cube.clone()),
            MeshMaterial2d(if i % 2 == 0 {
                woods.light.clone()
            } else {
                woods.dark.clone()
            }),
            Transform::from_translation(world(p)),
            scene(),
        ));
        commands.spawn((
            Shadow(i),
            Mesh2d(square.clone()),
            MeshMaterial2d(shade.clone()),
            Transform::from_translation(shadow_of(world(p), floor)),
            scene(),
        ));
    }
    for k in 0..points.len() - 1 {
        // The elastic leaving a corner is coloured: that is where the chain can be turned.
        let colour = if f.fold().is_corner(k) {
            corner_cord.clone()
        } else {
            cord.clone()
        };
        commands.spawn((
            Elastic(k),
            Mesh2d(elastic.clone()),
            MeshMaterial2d(colour),
            rest_pose(&points, Elastic(k)),
            scene(),
        ));
    }
}

/// Where the shadow of a cube whose centre is at `centre` falls on a floor at `floor`: away
/// from the sun, just above the floor.
pub fn shadow_of(centre: Vec3, floor: f32) -> Vec3 {
    let height = centre.y - floor;
    let along = SUN / SUN.y * height;
    Vec3::new(centre.x - along.x, floor + 0.01, centre.z - along.z)
}

/// Each shadow follows its cube (swinging ones too).
fn cast_shadows(
    session: Res<Session<Folding>>,
    cubes: Query<(&ChainCube, &Transform), Without<Shadow>>,
    mut shadows: Query<(&Shadow, &mut Transform), Without<ChainCube>>,
) {
    let floor = floor_height(&session.current);
    let at: Vec<Option<Vec3>> = {
        let mut at = vec![None; session.current.fold().cubes()];
        for (cube, t) in &cubes {
            if let Some(slot) = at.get_mut(cube.0) {
                *slot = Some(t.translation);
            }
        }
        at
    };
    for (shadow, mut t) in &mut shadows {
        if let Some(Some(centre)) = at.get(shadow.0) {
            let place = shadow_of(*centre, floor);
            if t.translation != place {
                t.translation = place;
            }
        }
    }
}

/// Under the lowest cube, so that shadows fall on it.
fn floor_height(f: &Folding) -> f32 {
    f.fold().points().iter().map(|p| p[1]).min().unwrap_or(0) as f32 - 0.5 - 0.6
}

fn restore_flat_camera(mut flat: Query<&mut Camera, With<crate::board::BoardCamera>>) {
    for mut camera in &mut flat {
        camera.clear_color = ClearColorConfig::Default;
        camera.order = 0;
    }
}

/// Overlapping cubes are red; cubes outside the box are pale.
fn paint_cubes(
    session: Res<Session<Folding>>,
    woods: Option<Res<Woods>>,
    mut cubes: Query<(&ChainCube, &mut MeshMaterial2d<Wood>), Without<Swing>>,
    mut changes: MessageReader<BoardChanged<Folding>>,
    mut floor: Query<&mut Transform, With<Floor>>,
    mut first: Local<bool>,
) {
    let changed = changes.read().count() > 0;
    let Some(woods) = woods else {
        return;
    };
    if !changed && *first && !woods.is_added() {
        // Repaint also once the last swing has ended (swinging cubes are skipped).
        if cubes.iter().count() != session.current.fold().cubes() {
            return;
        }
    }
    *first = true;
    let layout = session.current.fold().layout();
    for (cube, mut material) in &mut cubes {
        let i = cube.0;
        let handle = if layout.overlapping.contains(&i) {
            woods.overlapping.clone()
        } else if layout.outside.contains(&i) {
            if i % 2 == 0 {
                woods.outside_light.clone()
            } else {
                woods.outside_dark.clone()
            }
        } else if i % 2 == 0 {
            woods.light.clone()
        } else {
            woods.dark.clone()
        };
        if material.0 != handle {
            material.0 = handle;
        }
    }
    for mut t in &mut floor {
        t.translation.y = floor_height(&session.current);
    }
}

/// How far the camera stands to see all of a fold, in a window `aspect` (width over height)
/// wide: a tall window sees less across, so the camera stands back in proportion.
fn framing(f: &Folding, aspect: f32) -> (Vec3, f32) {
    let (_, middle) = centres(f);
    let extent = f
        .fold()
        .points()
        .iter()
        .map(|&p| world(p).distance(middle))
        .fold(0.0, f32::max);
    let across = (1.0 / aspect.max(0.1)).max(1.0);
    (middle, (extent * 2.6 + 7.0) * across)
}

/// The window's width over its height (1 when there is no window).
fn aspect(windows: &Query<&Window>) -> f32 {
    windows
        .single()
        .map_or(1.0, |w| w.width() / w.height().max(1.0))
}

/// The camera keeps the chain in view as it folds, gliding towards its middle and stepping
/// back or closer when the chain grows or shrinks a lot.
fn follow_chain(
    session: Res<Session<Folding>>,
    mut cameras: Query<&mut Orbit, With<SnakeCamera>>,
    mut changes: MessageReader<BoardChanged<Folding>>,
    windows: Query<&Window>,
) {
    if changes.read().count() == 0 {
        return;
    }
    let (middle, radius) = framing(&session.current, aspect(&windows));
    for mut cam in &mut cameras {
        cam.target_focus = middle;
        if (cam.target_radius / radius - 1.0).abs() > 0.3 {
            cam.target_radius = radius;
        }
    }
}

/// The view's middle is the middle of the space the panels leave: the camera draws the whole
/// window, but as the part of a larger picture whose centre is there.
fn centre_beside_panels(
    insets: Res<Insets>,
    over: Res<super::panel::PanelOver>,
    windows: Query<&Window>,
    mut cameras: Query<&mut Camera, With<SnakeCamera>>,
) {
    let Ok(window) = windows.single() else {
        return;
    };
    // On a narrow window the panel lies over the top of the scene: the middle is below it.
    let mut free = *insets;
    free.top += over.0;
    let view = off_centre_view(window.size(), &free);
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

/// Home, or 0, puts the view back where it started.
fn reset_view(
    keys: Res<ButtonInput<KeyCode>>,
    session: Res<Session<Folding>>,
    mut cameras: Query<&mut Orbit, With<SnakeCamera>>,
    windows: Query<&Window>,
) {
    for mut cam in &mut cameras {
        if keys.any_just_pressed([KeyCode::Home, KeyCode::Digit0]) {
            let (middle, radius) = framing(&session.current, aspect(&windows));
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
            if keys.just_pressed(key) {
                cam.target_yaw += yaw;
                cam.target_pitch = (cam.target_pitch + pitch).clamp(-1.5, 1.5);
            }
        }
        if keys.just_pressed(KeyCode::PageUp) {
            cam.zoom(0.8);
        }
        if keys.just_pressed(KeyCode::PageDown) {
            cam.zoom(1.25);
        }
    }
}

/// How near a cube's centre the camera may come: its corners are 0.87 away, and the view
/// begins a little in front of the camera.
const CLEARANCE: f32 = 1.5;

/// The camera stays outside the cubes: looking from where it is, the nearest it may come to
/// what it looks at is just outside the last cube on that line of sight.
fn keep_camera_outside(
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
fn keep_drawing_while_the_camera_moves(
    cameras: Query<&Orbit, With<SnakeCamera>>,
    mut keep: ResMut<crate::redraw::KeepDrawing>,
) {
    if cameras.iter().any(|cam| !cam.settled()) {
        keep.0 = true;
    }
}

/// The mouse turns the view only where no panel is under it.
fn block_camera_under_panels(
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

/// A click (a press and release without dragging) on a cube picks the nearest corner.
#[allow(clippy::too_many_arguments)]
fn pick_corner(
    mouse: Res<ButtonInput<MouseButton>>,
    windows: Query<&Window>,
    cameras: Query<(&Camera, &GlobalTransform), With<SnakeCamera>>,
    cubes: Query<(&ChainCube, &GlobalTransform)>,
    session: Res<Session<Folding>>,
    mut selected: ResMut<Selected>,
    mut pressed_at: Local<Option<Vec2>>,
    gate: crate::input::PointerGate,
) {
    let (Ok(window), Ok((camera, at))) = (windows.single(), cameras.single()) else {
        return;
    };
    let Some(cursor) = window.cursor_position() else {
        return;
    };
    if mouse.just_pressed(MouseButton::Left) && gate.is_free() {
        *pressed_at = Some(cursor);
    }
    if !mouse.just_released(MouseButton::Left) {
        return;
    }
    let Some(start) = pressed_at.take() else {
        return;
    };
    if start.distance(cursor) > 6.0 {
        return; // a drag turned the view
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
    if let Some((_, i)) = hit {
        selected.0 = nearest_corner(&session.current, i);
    }
}

/// Holding Shift and dragging sideways turns the selected corner, a quarter turn every so far.
fn drag_turn(
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
fn ray_hits_cube(ray: Ray3d, c: Vec3, h: f32) -> Option<f32> {
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

/// The box, the selected corner and its axis, and the hint.
fn draw_overlay(
    mut gizmos: Gizmos<SnakeLines>,
    session: Res<Session<Folding>>,
    selected: Res<Selected>,
    hinted: Option<Res<Hinted<Folding>>>,
    cubes: Query<(&ChainCube, &Transform)>,
    time: Res<Time>,
) {
    let f = &session.current;
    let layout = f.fold().layout();
    let n = f.fold().side() as f32;
    let centre = world(layout.corner) + Vec3::splat((n - 1.0) / 2.0);
    let colour = if f.is_solved() {
        Color::srgb(0.45, 0.9, 0.5)
    } else {
        Color::srgba(1.0, 1.0, 1.0, 0.5)
    };
    gizmos.cube(
        Transform::from_translation(centre).with_scale(Vec3::splat(n)),
        colour,
    );
    let cube_at = |i: usize| {
        cubes
            .iter()
            .find(|(c, _)| c.0 == i)
            .map(|(_, t)| t.translation)
    };
    if let Some(k) = selected.0
        && let Some(at) = cube_at(k)
    {
        gizmos.cube(
            Transform::from_translation(at).with_scale(Vec3::splat(CUBE + 0.08)),
            Color::WHITE,
        );
        if let Some(before) = cube_at(k - 1) {
            // The axis the tail turns about.
            let dir = (at - before).normalize_or_zero();
            gizmos.arrow(at - dir * 1.2, at + dir * 1.2, theme::ACCENT);
        }
    }
    if let Some(hint) = hinted
        && let Some(at) = cube_at(hint.mv.corner)
    {
        let pulse = hint_pulse(hint.shown_at, time.elapsed_secs_f64());
        gizmos.cube(
            Transform::from_translation(at).with_scale(Vec3::splat(CUBE + 0.15 + 0.05 * pulse)),
            theme::ACCENT,
        );
        // Which way: the cube after the corner, and where the turn takes it.
        let next = hint.mv.corner + 1;
        if let (Some(from), Ok(turned)) = (cube_at(next), f.apply(&hint.mv))
            && let Some(&to) = turned.fold().points().get(next)
        {
            let to = world(to);
            if from.distance(to) > 0.1 {
                gizmos.arrow(from, to, theme::ACCENT);
                gizmos.cube(
                    Transform::from_translation(to).with_scale(Vec3::splat(CUBE * 0.9)),
                    theme::ACCENT.with_alpha(0.4 + 0.6 * pulse),
                );
            }
        }
    }
}

use puzzles::Puzzle;
