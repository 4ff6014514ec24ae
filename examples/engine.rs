//! The engine alone, with the game's own choice of Bevy's features and its interface library:
//! a window, a camera, a coloured square, a line and a word of text. `scripts/engine-size.sh`
//! builds it for the web exactly as the game is built, to tell how much of the game's download
//! is the engine's and how much the game's own.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPlugin, EguiPrimaryContextPass, egui};

fn main() {
    App::new()
        .add_plugins(DefaultPlugins.set(WindowPlugin {
            primary_window: Some(Window {
                title: "engine".into(),
                canvas: Some("#bevy".into()),
                fit_canvas_to_parent: true,
                ..default()
            }),
            ..default()
        }))
        .add_plugins(EguiPlugin::default())
        .add_systems(Startup, scene)
        .add_systems(Update, line)
        .add_systems(EguiPrimaryContextPass, words)
        .run();
}

fn scene(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    commands.spawn(Camera2d);
    commands.spawn((
        Mesh2d(meshes.add(Rectangle::new(100.0, 100.0))),
        MeshMaterial2d(materials.add(Color::srgb(0.5, 0.5, 0.5))),
    ));
}

fn line(mut gizmos: Gizmos) {
    gizmos.line_2d(Vec2::ZERO, Vec2::new(100.0, 50.0), Color::WHITE);
}

fn words(mut contexts: EguiContexts) -> Result {
    egui::Window::new("engine").show(contexts.ctx_mut()?, |ui| ui.label("Hello"));
    Ok(())
}
