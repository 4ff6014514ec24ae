//! The look of the interface: colours (palette.rs) and their contrast (contrast.rs), fonts
//! (fonts.rs), egui's style (style.rs), cards and lists (cards.rs), buttons' keys (keys.rs) and
//! the ring around the control in focus (focus.rs).

pub mod cards;
pub mod contrast;
pub mod focus;
pub mod fonts;
pub mod keys;
pub mod palette;
pub mod style;

use bevy::prelude::*;
use fonts::{Styling, install_language_fonts};
use palette::{Palette, SystemLook, follow_the_system, repaint, system_look_at_start};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Palette>()
        .insert_resource(ClearColor(Palette::DARK.background))
        // Before the frame is drawn, so that a piece spawned this frame never shows unpainted.
        .init_resource::<crate::fonts::LanguageFonts>()
        .init_resource::<crate::redraw::KeepDrawing>()
        .insert_resource(SystemLook(system_look_at_start()))
        // Known without a window too (headless tests), where nothing sends it.
        .add_message::<bevy::window::WindowThemeChanged>()
        .add_systems(PreUpdate, follow_the_system)
        .add_systems(PostUpdate, repaint)
        .add_systems(
            bevy_egui::EguiPrimaryContextPass,
            (
                install_language_fonts.after(Styling),
                focus::draw_ring.run_if(ui_ready),
            ),
        );
}

/// Present once the interface's fonts and colours are installed; screens draw only then.
#[derive(Resource)]
pub struct UiReady;

/// Run condition: the interface can be drawn (its fonts are installed, and the renderer has
/// prepared the screen, so that it appears whole).
pub fn ui_ready(
    ready: Option<Res<UiReady>>,
    prepared: Option<Res<crate::redraw::Prepared>>,
) -> bool {
    ready.is_some() && crate::redraw::screen_is_prepared(prepared.as_deref())
}
