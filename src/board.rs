//! The board on screen: fitting it into the window around the HUD, and turning the mouse and
//! touch into pointer messages in board coordinates.

use crate::shell::Screen;
use bevy::camera::visibility::RenderLayers;
use bevy::prelude::*;

/// World units per board cell. Pieces are drawn at this scale; the camera zooms to fit.
pub const CELL: f32 = 100.0;

/// The board's size in world units, centred on the origin.
#[derive(Resource, Clone, Copy, Debug)]
pub struct BoardView {
    /// Width and height.
    pub size: Vec2,
    /// How far what is drawn around the cells (a tray, a rim) reaches beyond them on each
    /// side: the fit keeps it inside the window too.
    pub rim: f32,
}

impl BoardView {
    /// A view of a board of `cols` × `rows` cells.
    pub fn cells(cols: usize, rows: usize) -> BoardView {
        BoardView {
            size: Vec2::new(cols as f32, rows as f32) * CELL,
            rim: 0.0,
        }
    }
}

/// Where a cell's centre is, on a board of `cols` × `rows` cells centred on the origin
/// (row 0 at the top).
pub fn cell_center(cols: usize, rows: usize, col: f32, row: f32) -> Vec2 {
    Vec2::new(
        (col - (cols as f32 - 1.0) / 2.0) * CELL,
        ((rows as f32 - 1.0) / 2.0 - row) * CELL,
    )
}

/// The cell (column, row) under a world point, possibly off the board.
pub fn cell_at(cols: usize, rows: usize, world: Vec2) -> (i32, i32) {
    let col = (world.x / CELL + cols as f32 / 2.0).floor() as i32;
    let row = (rows as f32 / 2.0 - world.y / CELL).floor() as i32;
    (col, row)
}

/// Space the HUD takes at each edge of the window, in logical pixels.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct Insets {
    pub top: f32,
    pub bottom: f32,
    pub left: f32,
    pub right: f32,
}

/// A press, drag or release of the mouse or a finger, in world coordinates.
#[derive(Message, Clone, Copy, Debug, PartialEq)]
pub enum PointerInput {
    /// Pressed at this point.
    Pressed(Vec2),
    /// Moved (while pressed) to this point.
    Dragged(Vec2),
    /// Released at this point.
    Released(Vec2),
}

/// The camera that shows the board.
#[derive(Component)]
pub struct BoardCamera;

pub fn plugin(app: &mut App) {
    app.init_resource::<Insets>()
        .init_resource::<CameraFit>()
        .add_message::<PointerInput>()
        .add_systems(Startup, spawn_camera)
        .add_systems(
            PreUpdate,
            read_pointer
                .run_if(in_state(Screen::Playing))
                .after(bevy::input::InputSystems),
        )
        .add_systems(PostUpdate, fit_camera.before(TransformSystems::Propagate))
        // Each screen's panels set the sides they take; a puzzle's are gone with it.
        .add_systems(OnExit(Screen::Playing), |mut insets: ResMut<Insets>| {
            *insets = Insets::default()
        });
}

fn spawn_camera(mut commands: Commands) {
    commands.spawn((
        Camera2d,
        BoardCamera,
        Msaa::Sample4,
        RenderLayers::default(),
    ));
}

/// Where the board camera is, once a board is shown.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct CameraFit(pub Option<Fit>);

/// Where the camera is, and whether it is still gliding to where the board fits.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Fit {
    /// World units per pixel.
    pub scale: f32,
    /// The camera's position.
    pub at: Vec2,
    /// Still moving towards the fit (an animation, for a still screen to wait on).
    pub gliding: bool,
    /// The board has been shown at least once at this fit (its first frame is not).
    pub shown: bool,
}

/// Zooms and moves the camera so the board fills the space the HUD leaves, with a margin.
///
/// The HUD measures its panels while it draws, after this runs, so a new board's first frame
/// would be fitted to the last screen's panels: the board is not shown until the screen is
/// prepared and the panels have been measured once, then appears whole and in its place. When
/// the panels change around the same board (the win panel arrives) the camera glides there, so
/// the board steps aside rather than jumps.
fn fit_camera(
    view: Option<Res<BoardView>>,
    insets: Res<Insets>,
    windows: Query<&Window>,
    mut camera: Query<(&mut Projection, &mut Transform, &mut RenderLayers), With<BoardCamera>>,
    mut fit: ResMut<CameraFit>,
    time: Res<Time>,
    prepared: Option<Res<crate::redraw::Prepared>>,
    mut prepared_for: Local<u32>,
) {
    let (Some(view), Ok(window), Ok((mut projection, mut transform, mut layers))) =
        (view, windows.single(), camera.single_mut())
    else {
        return;
    };
    let prepared = crate::redraw::screen_is_prepared(prepared.as_deref());
    *prepared_for = if prepared && !view.is_changed() {
        prepared_for.saturating_add(1)
    } else {
        0
    };
    // From the second frame the screen is prepared: the interface has been drawn once by then.
    let showing = *prepared_for >= 2;
    show_board(&mut layers, showing);
    let target = fitted(&view, &insets, window.size());
    let now = match fit.0 {
        Some(was) if showing && was.shown => glide(was, target, time.delta_secs()),
        _ => Fit {
            shown: showing,
            ..target
        },
    };
    if fit.0 != Some(now) {
        if now.shown && fit.0.is_none_or(|was| !was.shown) {
            say_where(&view, &now, window.size());
        }
        fit.0 = Some(now);
    }
    if let Projection::Orthographic(o) = projection.as_mut() {
        o.scale = now.scale;
    }
    transform.translation.x = now.at.x;
    transform.translation.y = now.at.y;
}

/// The board camera sees the board, or (before the board is ready to be seen) nothing.
fn show_board(layers: &mut RenderLayers, showing: bool) {
    let wanted = if showing {
        RenderLayers::default()
    } else {
        RenderLayers::none()
    };
    if *layers != wanted {
        *layers = wanted;
    }
}

/// The room the board keeps free on each side, between it and the panels, in points.
pub const BOARD_MARGIN: f32 = 24.0;

/// Where the camera stands for the board to fill the space between the panels.
fn fitted(view: &BoardView, insets: &Insets, window: Vec2) -> Fit {
    let margin = BOARD_MARGIN;
    let free = Vec2::new(
        window.x - insets.left - insets.right - 2.0 * margin,
        window.y - insets.top - insets.bottom - 2.0 * margin,
    )
    .max(Vec2::splat(50.0));
    let drawn = view.size + Vec2::splat(2.0 * view.rim);
    let scale = (drawn.x / free.x).max(drawn.y / free.y);
    // Centre the board in the free space rather than in the window.
    let shift = Vec2::new(
        (insets.left - insets.right) / 2.0,
        (insets.top - insets.bottom) / 2.0,
    );
    Fit {
        scale,
        at: Vec2::new(-shift.x, shift.y) * scale,
        gliding: false,
        shown: true,
    }
}

/// Logs where the board landed, in window points (for the logs and the browser test).
fn say_where(view: &BoardView, fit: &Fit, window: Vec2) {
    let corner = Vec2::new(
        window.x / 2.0 + (-view.size.x / 2.0 - fit.at.x) / fit.scale,
        window.y / 2.0 - (view.size.y / 2.0 - fit.at.y) / fit.scale,
    );
    info!(
        "board on screen at {:.0},{:.0}, {:.0}×{:.0}",
        corner.x,
        corner.y,
        view.size.x / fit.scale,
        view.size.y / fit.scale
    );
}

/// A step of the camera from `was` towards `to`, arriving within about a quarter second.
fn glide(was: Fit, to: Fit, dt: f32) -> Fit {
    let k = 1.0 - (-dt * 14.0).exp();
    let scale = was.scale + (to.scale - was.scale) * k;
    let at = was.at + (to.at - was.at) * k;
    let close = (scale - to.scale).abs() < to.scale * 0.002 && at.distance(to.at) < to.scale;
    if close {
        to
    } else {
        Fit {
            scale,
            at,
            gliding: true,
            shown: true,
        }
    }
}

/// Turns mouse buttons and the first finger on the screen into [`PointerInput`] messages.
/// A press and a release that arrive in the same frame (a quick click, a tap) give both
/// messages, in that order.
fn read_pointer(
    mouse: Res<ButtonInput<MouseButton>>,
    touches: Res<Touches>,
    windows: Query<&Window>,
    camera: Query<(&Camera, &GlobalTransform), With<BoardCamera>>,
    mut out: MessageWriter<PointerInput>,
    gate: crate::input::PointerGate,
    mut pressed: Local<bool>,
) {
    let (Ok(window), Ok((camera, at))) = (windows.single(), camera.single()) else {
        return;
    };
    let to_world = |p: Vec2| camera.viewport_to_world_2d(at, p).ok();
    let pointer_free = gate.is_free();
    let mut send = |p: Option<Vec2>, make: fn(Vec2) -> PointerInput| {
        if let Some(p) = p {
            out.write(make(p));
        }
    };
    let touched = touches.any_just_pressed()
        || touches.any_just_released()
        || touches.iter().next().is_some();
    if touched {
        if let Some(touch) = touches.iter_just_pressed().next()
            && pointer_free
            && !*pressed
        {
            *pressed = true;
            send(to_world(touch.position()), PointerInput::Pressed);
        }
        if let Some(touch) = touches.iter_just_released().next()
            && *pressed
        {
            *pressed = false;
            send(to_world(touch.position()), PointerInput::Released);
        } else if let Some(touch) = touches.iter().next()
            && *pressed
            && !touches.just_pressed(touch.id())
        {
            send(to_world(touch.position()), PointerInput::Dragged);
        }
        return;
    }
    let cursor = window.cursor_position().and_then(to_world);
    if mouse.just_pressed(MouseButton::Left) && pointer_free && cursor.is_some() {
        *pressed = true;
        send(cursor, PointerInput::Pressed);
    }
    if mouse.just_released(MouseButton::Left) && *pressed {
        *pressed = false;
        send(cursor, PointerInput::Released);
    } else if *pressed && mouse.pressed(MouseButton::Left) && !mouse.just_pressed(MouseButton::Left)
    {
        send(cursor, PointerInput::Dragged);
    }
}

/// A rectangle with rounded corners, as a mesh.
pub fn rounded_rect(width: f32, height: f32, radius: f32) -> Mesh {
    use bevy::asset::RenderAssetUsages;
    use bevy::mesh::{Indices, PrimitiveTopology};
    let r = radius.min(width / 2.0).min(height / 2.0);
    let (hw, hh) = (width / 2.0 - r, height / 2.0 - r);
    let mut positions = vec![[0.0, 0.0, 0.0]];
    let steps = 8;
    for (cx, cy, start) in [
        (hw, hh, 0.0),
        (-hw, hh, 90.0),
        (-hw, -hh, 180.0),
        (hw, -hh, 270.0),
    ] {
        for i in 0..=steps {
            let a = (start + 90.0 * i as f32 / steps as f32).to_radians();
            positions.push([cx + r * a.cos(), cy + r * a.sin(), 0.0]);
        }
    }
    let n = positions.len() as u32;
    let mut indices = Vec::new();
    for i in 1..n {
        let next = if i + 1 == n { 1 } else { i + 1 };
        indices.extend([0, i, next]);
    }
    let normals = vec![[0.0, 0.0, 1.0]; positions.len()];
    let uvs: Vec<[f32; 2]> = positions
        .iter()
        .map(|p| [p[0] / width + 0.5, 0.5 - p[1] / height])
        .collect();
    Mesh::new(
        PrimitiveTopology::TriangleList,
        RenderAssetUsages::default(),
    )
    .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, positions)
    .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, normals)
    .with_inserted_attribute(Mesh::ATTRIBUTE_UV_0, uvs)
    .with_inserted_indices(Indices::U32(indices))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_and_world_points_agree() {
        for (c, r) in [(0, 0), (3, 2), (6, 7)] {
            let p = cell_center(7, 8, c as f32, r as f32);
            assert_eq!(cell_at(7, 8, p), (c, r));
        }
        assert!(cell_at(7, 8, Vec2::new(-10_000.0, 0.0)).0 < 0);
    }
}
