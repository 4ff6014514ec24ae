//! The snake's 3D scene: a camera the player orbits, the floor and the cubes' shadows on it,
//! one entity per cube and per piece of elastic between cubes, and the outline of the box.
//! Everything is drawn with [`Wood`], lit by a sun straight above and behind the start view.

use super::Selected;
use super::camera::{
    LINES_LAYER, Room, SCENE_LAYER, SnakeCamera, block_camera_under_panels, centre_beside_panels,
    follow_chain, keep_camera_outside, keep_drawing_while_the_camera_moves, reset_view,
    spawn_camera,
};
use super::picking::{drag_turn, pick_corner};
use super::pieces::{CUBE, ChainCube, Elastic, world};
use super::swing::{Swing, rest_pose};
use super::wood::Wood;
use crate::games::BoardPiece;
use crate::play::session::{BoardChanged, Session};
use crate::play::solver::{Hinted, hint_pulse};
use crate::shell::Screen;
use crate::theme;
use bevy::camera::visibility::RenderLayers;
use bevy::ecs::schedule::{IntoScheduleConfigs, ScheduleConfigs};
use bevy::ecs::system::ScheduleSystem;
use bevy::prelude::*;
use puzzles::snake::Folding;

/// The snake's lines (the box, the picked corner, hints) are seen by its 3D camera alone: the
/// flat camera that draws the interface over it would draw them again, tiny, mid-window.
#[derive(Default, Reflect, GizmoConfigGroup)]
pub struct SnakeLines;

/// Towards the sun, which casts the shadows (and lights the surfaces: see `wood.wgsl`).
const SUN: Vec3 = Vec3::new(8.0, 20.0, 12.0);

/// The floor under the chain.
#[derive(Component)]
pub struct Floor;

/// The shadow of cube `k` on the floor.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shadow(pub usize);

/// The systems that draw from where the cubes stand (shadows, view, the box, the picked corner
/// and the hint): they run after the cubes have moved for the frame, so that the last frame of
/// a swing, after which the screen goes still, shows every mark on its cube.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FollowsTheCubes;

/// Materials for the cubes, by state.
#[derive(Resource)]
pub struct Woods {
    light: Handle<Wood>,
    dark: Handle<Wood>,
    overlapping: Handle<Wood>,
    outside_light: Handle<Wood>,
    outside_dark: Handle<Wood>,
}

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
        repaint_the_stage.run_if(resource_changed::<theme::palette::Palette>),
        block_camera_under_panels,
        keep_camera_outside,
        keep_drawing_while_the_camera_moves,
    )
        .into_configs()
        .in_set(FollowsTheCubes)
        .after(super::swing::run_swings)
}

fn configure_lines(store: Option<ResMut<GizmoConfigStore>>) {
    if let Some(mut store) = store {
        store.config_mut::<SnakeLines>().0.render_layers = RenderLayers::layer(LINES_LAYER);
    }
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
    palette: Res<theme::palette::Palette>,
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
    let aspect = windows
        .single()
        .map_or(1.0, |w| w.width() / w.height().max(1.0));
    spawn_camera(&mut commands, f, Room::whole(aspect), detail.msaa());
    spawn_floor(&mut commands, f, &mut meshes, &mut materials, &palette);
    let woods = woods(&mut materials);
    spawn_chain(
        &mut commands,
        f,
        &woods,
        &mut meshes,
        &mut materials,
        &palette,
    );
    commands.insert_resource(woods);
}

/// The floor under the chain, in each look: dark in the light look too, since the chain's light
/// and dark woods both stand out from a dark floor (3:1 at least) and from no pale one.
const STAGE: theme::palette::ColourByLook = theme::palette::ColourByLook {
    dark: Color::srgb(0.115, 0.125, 0.17),
    light: Color::srgb(0.115, 0.125, 0.17),
    high_contrast: Color::srgb(0.09, 0.09, 0.11),
};

/// The shadows on the floor, in each look.
const STAGE_SHADOW: theme::palette::ColourByLook = theme::palette::ColourByLook {
    dark: Color::srgb(0.06, 0.065, 0.09),
    light: Color::srgb(0.06, 0.065, 0.09),
    high_contrast: Color::srgb(0.0, 0.0, 0.0),
};

/// An overlapping cube, red already, outlined with a cross on top as well, so that it shows
/// without its colour (in greys, or to a player who does not see red).
fn mark_overlapping(gizmos: &mut Gizmos<SnakeLines>, at: Vec3, warn: Color) {
    let h = CUBE / 2.0 + 0.04;
    gizmos.cube(
        Transform::from_translation(at).with_scale(Vec3::splat(CUBE + 0.08)),
        warn,
    );
    let top = at + Vec3::Y * h;
    gizmos.line(
        top + Vec3::new(-h, 0.0, -h),
        top + Vec3::new(h, 0.0, h),
        warn,
    );
    gizmos.line(
        top + Vec3::new(-h, 0.0, h),
        top + Vec3::new(h, 0.0, -h),
        warn,
    );
}

/// A new look repaints the floor and the shadows on it.
fn repaint_the_stage(
    palette: Res<theme::palette::Palette>,
    floor: Query<&MeshMaterial2d<Wood>, With<Floor>>,
    shadows: Query<&MeshMaterial2d<Wood>, With<Shadow>>,
    mut materials: ResMut<Assets<Wood>>,
) {
    for (handle, colour) in floor.iter().map(|m| (m, STAGE.of(palette.look))).chain(
        shadows
            .iter()
            .take(1)
            .map(|m| (m, STAGE_SHADOW.of(palette.look))),
    ) {
        if let Some(mut wood) = materials.get_mut(&handle.0) {
            wood.colour = colour;
        }
    }
}

/// The floor the shadows fall on.
fn spawn_floor(
    commands: &mut Commands,
    f: &Folding,
    meshes: &mut Assets<Mesh>,
    materials: &mut Assets<Wood>,
    palette: &theme::palette::Palette,
) {
    commands.spawn((
        Mesh2d(meshes.add(Plane3d::default().mesh().size(400.0, 400.0))),
        MeshMaterial2d(materials.add(Wood::lit(STAGE.of(palette.look)))),
        Transform::from_xyz(0.0, floor_height(f), 0.0),
        Floor,
        RenderLayers::layer(SCENE_LAYER),
        BoardPiece,
        DespawnOnExit(Screen::Playing),
    ));
}

/// The cubes' woods, the same in every look.
const LIGHT_WOOD: Color = Color::srgb(0.86, 0.66, 0.42);
const DARK_WOOD: Color = Color::srgb(0.58, 0.37, 0.20);

/// The woods of the cubes: light and dark in turn, red where two overlap, see-through outside
/// the cube.
fn woods(materials: &mut Assets<Wood>) -> Woods {
    let (light, dark) = (LIGHT_WOOD, DARK_WOOD);
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
    palette: &theme::palette::Palette,
) {
    let cube = meshes.add(Cuboid::from_length(CUBE));
    let elastic = meshes.add(Cylinder::new(0.11, 1.0));
    let square = meshes.add(Plane3d::default().mesh().size(1.0, 1.0));
    let cord = materials.add(Wood::lit(Color::srgb(0.16, 0.13, 0.12)));
    // The wooden toy is the same in every look.
    let corner_cord = materials.add(Wood::lit(theme::palette::Palette::DARK.accent));
    let shade = materials.add(Wood {
        lit: false,
        ..Wood::lit(STAGE_SHADOW.of(palette.look))
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

/// The box, the selected corner and its axis, and the hint.
fn draw_overlay(
    mut gizmos: Gizmos<SnakeLines>,
    session: Res<Session<Folding>>,
    selected: Res<Selected>,
    hinted: Option<Res<Hinted<Folding>>>,
    cubes: Query<(&ChainCube, &Transform)>,
    time: Res<Time>,
    palette: Res<theme::palette::Palette>,
) {
    let f = &session.current;
    let layout = f.fold().layout();
    let n = f.fold().side() as f32;
    let centre = world(layout.corner) + Vec3::splat((n - 1.0) / 2.0);
    let colour = if f.is_solved() {
        palette.good
    } else {
        palette.grey_colour(255).with_alpha(0.5)
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
    for &i in &layout.overlapping {
        if let Some(at) = cube_at(i) {
            mark_overlapping(&mut gizmos, at, palette.warn);
        }
    }
    if let Some(k) = selected.0
        && let Some(at) = cube_at(k)
    {
        gizmos.cube(
            Transform::from_translation(at).with_scale(Vec3::splat(CUBE + 0.08)),
            palette.grey_colour(255),
        );
        if let Some(before) = cube_at(k - 1) {
            // The axis the tail turns about.
            let dir = (at - before).normalize_or_zero();
            gizmos.arrow(at - dir * 1.2, at + dir * 1.2, palette.accent);
        }
    }
    if let Some(hint) = hinted
        && let Some(at) = cube_at(hint.mv.corner)
    {
        let pulse = hint_pulse(hint.shown_at, time.elapsed_secs_f64());
        gizmos.cube(
            Transform::from_translation(at).with_scale(Vec3::splat(CUBE + 0.15 + 0.05 * pulse)),
            palette.accent,
        );
        // Which way: the cube after the corner, and where the turn takes it (once the move is
        // told, not while only the hint's idea is).
        let next = hint.mv.corner + 1;
        if hint.then.is_none()
            && let (Some(from), Ok(turned)) = (cube_at(next), f.apply(&hint.mv))
            && let Some(&to) = turned.fold().points().get(next)
        {
            let to = world(to);
            if from.distance(to) > 0.1 {
                gizmos.arrow(from, to, palette.accent);
                gizmos.cube(
                    Transform::from_translation(to).with_scale(Vec3::splat(CUBE * 0.9)),
                    palette.accent.with_alpha(0.4 + 0.6 * pulse),
                );
            }
        }
    }
}

use puzzles::Puzzle;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::theme::contrast::below_non_text;
    use crate::theme::palette::ColourByLook;

    #[test]
    fn both_woods_stand_out_from_the_floor_in_every_look() {
        let same = ColourByLook::same;
        let pairs = [
            ("a light cube", same(LIGHT_WOOD), STAGE),
            ("a dark cube", same(DARK_WOOD), STAGE),
        ];
        let below = below_non_text("snake cube", &pairs);
        assert!(below.is_empty(), "below 3:1: {below:?}");
    }
}
