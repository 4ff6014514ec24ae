//! Less detail when frames are slow. Drawn without a graphics card (a browser's software
//! renderer, say), a frame can take half a second, and a move played back is then a slide show.
//! Frames that come one after another (something moving) are timed; when most of them are
//! slower than [`SLOW`], the game gives up its smoothed edges (four samples a pixel, by far the
//! dearest part of a frame for a software renderer: it takes frames of half a second to a few
//! tens of milliseconds), and says so in the log. A screen with more to give up (the snake's, its
//! camera marked [`MoreToGiveUp`]) goes on from there: its shadows, then its floor.
//! A renderer that says it works without a graphics card gives up the smoothed edges at once.
//! What was given up stays given up for the rest of the run.

use crate::still::Continuous;
use bevy::prelude::*;

/// A frame slower than this (under ten a second) is slow.
pub const SLOW: f32 = 0.1;

/// Frames timed before each decision.
const SAMPLES: usize = 8;

/// What is given up, one step at a time: the first on every screen, the others where a camera
/// is marked [`MoreToGiveUp`].
pub const STEPS: [&str; 3] = ["smoothed edges", "shadows", "the floor"];

/// How much detail has been given up: the first `given_up` of [`STEPS`].
#[derive(Resource, Default, Debug)]
pub struct Detail {
    pub given_up: usize,
    frames: Vec<f32>,
}

impl Detail {
    /// Whether this step (one of [`STEPS`]) is still drawn.
    pub fn keeps(&self, step: &str) -> bool {
        STEPS
            .iter()
            .position(|s| *s == step)
            .is_none_or(|i| i >= self.given_up)
    }

    /// How cameras draw edges: smoothed (four samples a pixel) until that is given up.
    pub fn msaa(&self) -> Msaa {
        if self.keeps("smoothed edges") {
            Msaa::Sample4
        } else {
            Msaa::Off
        }
    }
}

/// A camera whose scene has more detail to give up than smoothed edges.
#[derive(Component, Default)]
pub struct MoreToGiveUp;

pub fn plugin(app: &mut App) {
    let mind = not(resource_exists::<crate::screenshot::Shooter>);
    app.init_resource::<Detail>()
        .add_systems(
            Update,
            (without_a_graphics_card, time_frames)
                .chain()
                .run_if(mind.clone()),
        )
        // Last, so that a camera spawned anywhere in the frame is set before it is drawn: the
        // cameras drawing to one window must agree, or the renderer stops.
        .add_systems(Last, smooth_edges.run_if(mind));
}

/// The middle one of a set of frame times, when more than half are slow.
pub fn slow_middle(frames: &[f32]) -> Option<f32> {
    let mut sorted = frames.to_vec();
    sorted.sort_by(f32::total_cmp);
    let middle = *sorted.get(sorted.len() / 2)?;
    (middle > SLOW).then_some(middle)
}

/// A software renderer draws smoothed edges so slowly (a frame of half a second rather than a
/// few tens of milliseconds, in a browser on two cores) that they are given up before the
/// first moving frame.
fn without_a_graphics_card(
    renderer: Option<Res<bevy::render::renderer::RenderAdapterInfo>>,
    mut detail: ResMut<Detail>,
    mut asked: Local<bool>,
) {
    let Some(renderer) = renderer else {
        return;
    };
    if std::mem::replace(&mut *asked, true) {
        return;
    }
    if renderer.device_type == wgpu_types::DeviceType::Cpu && detail.given_up == 0 {
        detail.given_up = 1;
        info!(
            "the renderer works without a graphics card ({}), so the game is drawn without {}",
            renderer.name, STEPS[0]
        );
    }
}

/// Times the frames that came straight after the last (not after a wait for input), and gives
/// up a step of detail when they are slow.
fn time_frames(
    time: Res<Time<Real>>,
    continuous: Res<Continuous>,
    lavish: Query<(), With<MoreToGiveUp>>,
    mut detail: ResMut<Detail>,
) {
    let more = if lavish.is_empty() { 1 } else { STEPS.len() };
    if !continuous.0 || detail.given_up >= more {
        detail.frames.clear();
        return;
    }
    detail.frames.push(time.delta_secs());
    if detail.frames.len() < SAMPLES {
        return;
    }
    let frames = std::mem::take(&mut detail.frames);
    if let Some(middle) = slow_middle(&frames) {
        let step = STEPS[detail.given_up];
        detail.given_up += 1;
        info!(
            "frames of {:.0} ms, so the game is drawn without {step}",
            middle * 1000.0
        );
    }
}

/// Every camera draws with smoothed edges until they are given up, all alike.
fn smooth_edges(detail: Res<Detail>, mut cameras: Query<&mut Msaa, With<Camera>>) {
    let msaa = detail.msaa();
    for mut m in &mut cameras {
        m.set_if_neq(msaa);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn frames_are_slow_when_most_of_them_are() {
        assert_eq!(slow_middle(&[0.02; 8]), None);
        assert_eq!(
            slow_middle(&[0.5, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02]),
            None
        );
        assert_eq!(
            slow_middle(&[0.02, 0.02, 0.02, 0.3, 0.4, 0.5, 0.6, 0.7]),
            Some(0.4)
        );
        assert_eq!(slow_middle(&[]), None);
    }

    #[test]
    fn steps_are_kept_until_given_up() {
        let mut detail = Detail::default();
        assert!(STEPS.iter().all(|s| detail.keeps(s)));
        detail.given_up = 1;
        assert!(!detail.keeps("smoothed edges") && detail.keeps("shadows"));
        detail.given_up = 3;
        assert!(!detail.keeps("the floor"));
    }
}
