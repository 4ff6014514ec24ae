//! The snake's share of [`crate::render_quality`]: when frames stay slow without smoothed edges, its
//! scene goes on to give up the cubes' shadows, then the floor (which fills half the window).

use super::scene::{Floor, Shadow};
use crate::render_quality::Detail;
use bevy::prelude::*;

pub fn plugin(app: &mut App) {
    app.add_systems(Update, draw_with_detail);
}

/// Applies what has been given up to the scene (a new scene too): its camera's steps
/// (`camera::MORE_TO_GIVE_UP`), shadows (0), then the floor (1).
fn draw_with_detail(
    detail: Res<Detail>,
    mut shadows: Query<&mut Visibility, (With<Shadow>, Without<Floor>)>,
    mut floors: Query<&mut Visibility, With<Floor>>,
) {
    let shown = |step| {
        if detail.keeps_own(step) {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        }
    };
    for mut v in &mut shadows {
        v.set_if_neq(shown(0));
    }
    for mut v in &mut floors {
        v.set_if_neq(shown(1));
    }
}
