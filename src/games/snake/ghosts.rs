//! A turn seen before it is made: with a corner picked, each other way it can be set (see
//! `ways.rs`) is drawn as a ghost of the run after the corner, coloured and labelled by what it
//! would do — the chain fits its box (green), leaves it by so many cubes (grey), or runs into
//! itself (red) — with the keys that make it. A click on a ghost's label makes that turn.

use super::camera::SnakeCamera;
use super::pieces::{CUBE, world};
use super::scene::SnakeLines;
use super::swing::Swing;
use super::ways::{GHOST, GhostLabels, Ghosts, verdict_in_words};
use crate::board::Insets;
use crate::play::session::{MoveRequested, Session};
use crate::shell::Screen;
use crate::theme::palette::{Palette, egui_color};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use puzzles::snake::{Folding, Verdict};

pub fn plugin(app: &mut App) {
    app.add_systems(
            PostUpdate,
            draw_ghosts
                .run_if(resource_exists::<Session<Folding>>)
                .run_if(in_state(Screen::Playing)),
        )
        .add_systems(
            EguiPrimaryContextPass,
            label_ghosts
                .run_if(crate::theme::ui_ready)
                .run_if(resource_exists::<Session<Folding>>)
                .run_if(in_state(Screen::Playing)),
        );
}

/// The colour a way is drawn in.
fn colour(verdict: Verdict, palette: &Palette) -> Color {
    match verdict {
        Verdict::Fits => palette.good,
        Verdict::Leaves { .. } => palette.grey_colour(200).with_alpha(0.7),
        Verdict::RunsInto { .. } => palette.warn,
    }
}

/// Each way's run, as outlined cubes joined to the corner, while the chain is at rest.
fn draw_ghosts(
    mut gizmos: Gizmos<SnakeLines>,
    ghosts: Res<Ghosts>,
    session: Res<Session<Folding>>,
    swings: Query<(), With<Swing>>,
    palette: Res<Palette>,
) {
    if ghosts.ways.is_empty() || !swings.is_empty() {
        return;
    }
    let points = session.current.fold().points();
    for way in &ghosts.ways {
        let Some(&corner) = points.get(way.turn.corner) else {
            continue;
        };
        let colour = colour(way.verdict, &palette);
        let mut from = world(corner);
        for &p in &way.run {
            let at = world(p);
            gizmos.line(from, at, colour);
            gizmos.cube(
                Transform::from_translation(at).with_scale(Vec3::splat(CUBE * GHOST)),
                colour,
            );
            from = at;
        }
    }
}

/// Where the box's middle is drawn in the window, and how far from it its farthest corner is,
/// in logical pixels.
fn box_on_screen(f: &Folding, camera: &Camera, eye: &GlobalTransform) -> (Option<Vec2>, f32) {
    let side = f.fold().side() as f32;
    let low = world(f.fold().layout().corner) - 0.5;
    let middle = camera
        .world_to_viewport(eye, low + Vec3::splat(side / 2.0))
        .ok();
    let radius = (0..8)
        .filter_map(|i| {
            let corner = low + Vec3::new((i & 1) as f32, (i >> 1 & 1) as f32, (i >> 2) as f32) * side;
            let at = camera.world_to_viewport(eye, corner).ok()?;
            Some(at.distance(middle?))
        })
        .fold(0.0, f32::max);
    (middle, radius)
}

/// The room a label takes, in the interface's points (about: the words vary).
const LABEL: Vec2 = Vec2::new(190.0, 26.0);

/// A scene whose shorter side is less than this, in the interface's points, is small: at a
/// large interface size its labels would cover the cube.
const SMALL_SCENE: f32 = 240.0;

/// How the labels are sized against the interface's text, in a scene `room` pixels big at
/// `zoom` pixels a point: as the interface, or, in a small scene at a large interface size,
/// at the size they have at 100 %, so that they still find room round the box (at 200 % on
/// 800×600 and on a phone they covered the cube).
fn label_scale(room: Rect, zoom: f32) -> f32 {
    let shorter = room.width().min(room.height()) / zoom;
    if zoom > 1.0 && shorter < SMALL_SCENE {
        1.0 / zoom
    } else {
        1.0
    }
}

/// `wanted` (brought within `bounds`), or the nearest place below or above it within `bounds`
/// whose label, `size` big, overlaps none of the labels at `placed` nor `button` (the panel
/// folded to one button in the scene's corner).
fn spread(
    wanted: Vec2,
    (placed, button): (&[Vec2], Option<Rect>),
    size: Vec2,
    bounds: &Rect,
) -> Vec2 {
    let wanted = if bounds.is_empty() {
        wanted
    } else {
        wanted.clamp(bounds.min, bounds.max)
    };
    let clear = |p: Vec2| {
        let off_the_button = button.is_none_or(|b| {
            Rect::from_center_size(p, size)
                .intersect(b)
                .is_empty()
        });
        off_the_button
            && placed
                .iter()
                .all(|q| (p.x - q.x).abs() >= size.x || (p.y - q.y).abs() >= size.y)
    };
    (0..12)
        .flat_map(|i| [1.0, -1.0].map(|sign| wanted + Vec2::Y * sign * size.y * i as f32))
        .filter(|p| bounds.is_empty() || bounds.contains(*p))
        .find(|&p| clear(p))
        .unwrap_or(wanted)
}

/// `r` with its corners multiplied by `by`.
fn scaled(r: Rect, by: f32) -> Rect {
    Rect::from_corners(r.min * by, r.max * by)
}

/// A label at the end of each ghost: its keys and what it would do. A click on it makes the
/// turn.
fn label_ghosts(
    mut contexts: EguiContexts,
    ghosts: Res<Ghosts>,
    session: Res<Session<Folding>>,
    camera: Query<(&Camera, &GlobalTransform), With<SnakeCamera>>,
    swings: Query<(), With<Swing>>,
    mut requests: MessageWriter<MoveRequested<Folding>>,
    (windows, insets, over, button): (
        Query<&Window>,
        Res<Insets>,
        Res<super::panel::PanelOver>,
        Res<super::panel::PanelButton>,
    ),
    mut labels: ResMut<GhostLabels>,
) -> Result {
    let mut drawn = Vec::new();
    if ghosts.ways.is_empty() || !swings.is_empty() {
        labels.set_if_neq(GhostLabels(drawn));
        return Ok(());
    }
    let Ok((camera, eye)) = camera.single() else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let words = crate::lang::of(ctx);
    let palette = crate::theme::palette::of(ctx);
    let zoom = ctx.zoom_factor();
    // The room the scene has between the bars and under the panel: a label elsewhere would
    // sit on them.
    let size = windows.single().map_or(Vec2::ZERO, |w| w.size());
    let room = Rect::new(
        insets.left,
        insets.top + over.0,
        size.x - insets.right,
        size.y - insets.bottom,
    );
    let touch = crate::input::TouchFirst::in_interface(ctx);
    // The labels go round the box, not over it (the box is the stage): each beyond the box's
    // rim in the direction its ghost leaves the corner, joined to the ghost's end by a line.
    let (box_middle, box_radius) = box_on_screen(&session.current, camera, eye);
    let corner_at = session
        .current
        .fold()
        .points()
        .get(ghosts.ways.first().map_or(0, |w| w.turn.corner))
        .and_then(|&c| camera.world_to_viewport(eye, world(c)).ok());
    let painter = ctx.layer_painter(egui::LayerId::background());
    let scale = label_scale(room, zoom);
    let label_size = LABEL * scale;
    let half = label_size * zoom / 2.0;
    let inside = Rect::from_corners(room.min + half, room.max - half);
    let mut placed: Vec<Vec2> = Vec::new();
    for way in &ghosts.ways {
        let Some(&end) = way.run.last() else {
            continue;
        };
        let Ok(at) = camera.world_to_viewport(eye, world(end)) else {
            continue;
        };
        if !room.contains(at) {
            continue;
        }
        let (Some(middle), Some(corner)) = (box_middle, corner_at) else {
            continue;
        };
        let out = (at - corner).normalize_or(Vec2::Y);
        let rim = middle + out * (box_radius + 12.0);
        let wanted = rim + out * (half.x * out.x.abs() + half.y * out.y.abs());
        let p = spread(
            wanted / zoom,
            (&placed, button.0),
            label_size,
            &scaled(inside, 1.0 / zoom),
        );
        let leader = egui_color(colour(way.verdict, &palette));
        painter.line_segment(
            [egui::pos2(at.x / zoom, at.y / zoom), egui::pos2(p.x, p.y)],
            egui::Stroke::new(1.5, leader),
        );
        placed.push(p);
        let verdict = verdict_in_words(words, way.verdict);
        let text = if touch {
            verdict
        } else {
            let keys = super::presses_in_keys(super::presses_for(&session.current, &way.turn));
            format!("{keys} · {verdict}")
        };
        let fill = colour(way.verdict, &palette).with_alpha(0.9);
        let ink = match way.verdict {
            Verdict::Leaves { .. } => egui::Color32::from_gray(20),
            _ => egui::Color32::WHITE,
        };
        let shown = egui::Area::new(egui::Id::new(("snake-ghost", way.turn.twist)))
            .pivot(egui::Align2::CENTER_CENTER)
            .fixed_pos(egui::pos2(p.x, p.y))
            // Above the background, so that a click on a label is the label's alone (the
            // scene takes no click the interface has under the pointer).
            .order(egui::Order::Middle)
            .show(ctx, |ui| {
                // On one line, however near the window's edge.
                ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
                ui.spacing_mut().button_padding *= scale;
                let label = egui::RichText::new(text).size(13.0 * scale).color(ink);
                ui.add(
                    egui::Button::new(label)
                        .fill(egui_color(fill))
                        .corner_radius(6.0 * scale),
                )
            })
            .inner;
        let r = shown.rect;
        drawn.push(Rect::new(
            r.min.x * zoom,
            r.min.y * zoom,
            r.max.x * zoom,
            r.max.y * zoom,
        ));
        if shown.clicked() {
            requests.write(MoveRequested(way.turn));
        }
    }
    labels.set_if_neq(GhostLabels(drawn));
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_are_spread_apart() {
        let room = Rect::new(0.0, 0.0, 800.0, 600.0);
        let first = spread(Vec2::new(100.0, 100.0), (&[], None), LABEL, &room);
        assert_eq!(first, Vec2::new(100.0, 100.0));
        let second = spread(Vec2::new(110.0, 105.0), (&[first], None), LABEL, &room);
        assert!((second.y - first.y).abs() >= LABEL.y, "{second}");
        let far = spread(Vec2::new(400.0, 100.0), (&[first, second], None), LABEL, &room);
        assert_eq!(far, Vec2::new(400.0, 100.0));
        // Kept within the room: at its bottom edge, the next place is above.
        let low = spread(
            Vec2::new(100.0, 700.0),
            (&[Vec2::new(100.0, 600.0)], None),
            LABEL,
            &room,
        );
        assert!(room.contains(low) && low.y <= 600.0 - LABEL.y, "{low}");
    }

    #[test]
    fn labels_keep_their_100_percent_size_in_a_small_scene_at_a_large_size() {
        // 800×600 at 200 %: the scene left of the bars is about 290×300 pixels.
        let small = Rect::new(0.0, 120.0, 290.0, 420.0);
        assert_eq!(label_scale(small, 2.0), 0.5);
        assert_eq!(label_scale(small, 1.0), 1.0, "at 100 % they are that size");
        // 1280×800 at 200 %: room enough.
        let large = Rect::new(0.0, 120.0, 1280.0, 700.0);
        assert_eq!(label_scale(large, 2.0), 1.0);
    }

    #[test]
    fn a_label_keeps_off_the_folded_panels_button() {
        let room = Rect::new(0.0, 0.0, 400.0, 300.0);
        let button = Rect::new(250.0, 20.0, 390.0, 60.0);
        let p = spread(Vec2::new(300.0, 40.0), (&[], Some(button)), LABEL, &room);
        let label = Rect::from_center_size(p, LABEL);
        assert!(label.intersect(button).is_empty(), "{p}");
        assert!(room.contains(p), "{p}");
    }
}
