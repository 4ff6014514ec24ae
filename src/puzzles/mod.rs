//! One plugin per puzzle: its pieces on the board, its input, and its animations.

pub mod fifteen;
pub mod klotski;
pub mod kodable;
pub mod shot;
pub mod snake;

use crate::board::{BoardView, rounded_rect};
use crate::screens::Screen;
use bevy::prelude::*;
use puzzles::Kind;

/// Marks every entity of the board on show, so a new level can clear them.
#[derive(Component)]
pub struct BoardPiece;

/// The plugin of each puzzle (a puzzle left out here does not compile).
fn plugin_of(kind: Kind) -> fn(&mut App) {
    match kind {
        Kind::Shot => shot::plugin,
        Kind::Snake => snake::plugin,
        Kind::Klotski => klotski::plugin,
        Kind::Kodable => kodable::plugin,
        Kind::Fifteen => fifteen::plugin,
    }
}

pub fn plugin(app: &mut App) {
    for kind in Kind::ALL {
        plugin_of(kind)(app);
    }
    app.add_systems(Startup, thicker_gizmos);
}

fn thicker_gizmos(store: Option<ResMut<GizmoConfigStore>>) {
    let Some(mut store) = store else {
        return;
    };
    for (_, config, _) in store.iter_mut() {
        config.line.width = 5.0;
    }
}

/// Removes the pieces of the previous board.
pub fn clear_board(commands: &mut Commands, pieces: &Query<Entity, With<BoardPiece>>) {
    for e in pieces {
        commands.entity(e).despawn();
    }
}

/// A fresh board of `cells` (columns, rows): the old pieces go, the view fits the new size,
/// and a tray (margin, colour) lies under it.
pub fn set_up_board(
    commands: &mut Commands,
    pieces: &Query<Entity, With<BoardPiece>>,
    meshes: &mut Assets<Mesh>,
    materials: &mut Assets<ColorMaterial>,
    (cols, rows): (usize, usize),
    (margin, colour): (f32, Color),
) -> BoardView {
    clear_board(commands, pieces);
    let view = BoardView::cells(cols, rows);
    commands.insert_resource(view);
    spawn_tray(commands, meshes, materials, view.size, margin, colour);
    view
}

/// The tray under a board of `size` world units, with a margin.
fn spawn_tray(
    commands: &mut Commands,
    meshes: &mut Assets<Mesh>,
    materials: &mut Assets<ColorMaterial>,
    size: Vec2,
    margin: f32,
    colour: Color,
) {
    commands.spawn((
        Mesh2d(meshes.add(rounded_rect(
            size.x + 2.0 * margin,
            size.y + 2.0 * margin,
            margin * 1.2,
        ))),
        MeshMaterial2d(materials.add(colour)),
        Transform::from_xyz(0.0, 0.0, -1.0),
        BoardPiece,
        DespawnOnExit(Screen::Playing),
    ));
}
