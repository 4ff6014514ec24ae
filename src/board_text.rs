//! Writing on the board: the numbers on Fifteen's tiles and the letters on roll-the-ball's
//! coloured tiles. Each is an entity placed in the world like any piece (it moves with its
//! tile and hides with it), and is written each frame by the interface's text engine at the
//! place the board camera shows it, so the game carries one text engine, not two.

use crate::board::BoardCamera;
use crate::theme::ui_ready;
use bevy::camera::CameraUpdateSystems;
use bevy::camera::visibility::RenderLayers;
use bevy::camera::visibility::VisibilitySystems;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPostUpdateSet, EguiPrimaryContextPass, egui};

/// Text written on the board, centred on the entity, in the title font.
#[derive(Component, Clone, Debug, PartialEq)]
#[require(Transform, Visibility)]
pub struct BoardText {
    pub text: String,
    /// The letters' size in world units (a cell is [`crate::board::CELL`] wide).
    pub size: f32,
    pub color: Color,
}

impl BoardText {
    pub fn new(text: impl Into<String>, size: f32, color: Color) -> BoardText {
        BoardText {
            text: text.into(),
            size,
            color,
        }
    }
}

pub fn plugin(app: &mut App) {
    // Written where the pieces are in this frame, after they have moved and been hidden.
    app.configure_sets(
        PostUpdate,
        EguiPostUpdateSet::EndPass
            .after(TransformSystems::Propagate)
            .after(VisibilitySystems::VisibilityPropagate)
            .after(CameraUpdateSystems),
    )
    .add_systems(EguiPrimaryContextPass, write_board_text.run_if(ui_ready));
}

fn write_board_text(
    mut contexts: EguiContexts,
    camera: Query<(&Camera, &GlobalTransform, &RenderLayers), With<BoardCamera>>,
    texts: Query<(&BoardText, &GlobalTransform, &InheritedVisibility)>,
) -> Result {
    if texts.is_empty() {
        return Ok(());
    }
    let Ok((camera, eye, layers)) = camera.single() else {
        return Ok(());
    };
    // The board is not shown yet (its first frame): nor is its text.
    if *layers == RenderLayers::none() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let painter = ctx.layer_painter(egui::LayerId::background());
    let origin = camera.logical_viewport_rect().map_or(Vec2::ZERO, |r| r.min);
    // From the window's pixels to the interface's points (the interface size).
    let zoom = ctx.zoom_factor();
    for (text, at, visible) in &texts {
        if !visible.get() {
            continue;
        }
        let centre = at.translation();
        let (Ok(p), Ok(q)) = (
            camera.world_to_viewport(eye, centre),
            camera.world_to_viewport(eye, centre + Vec3::X * text.size),
        ) else {
            continue;
        };
        let size = p.distance(q) / zoom;
        if size < 1.0 {
            continue;
        }
        let p = (p + origin) / zoom;
        painter.text(
            egui::pos2(p.x, p.y),
            egui::Align2::CENTER_CENTER,
            &text.text,
            egui::FontId::new(size, egui::FontFamily::Name("title".into())),
            crate::theme::palette::egui_color(text.color),
        );
    }
    Ok(())
}
