//! Less detail when frames are slow. Drawn without a graphics card (a browser's software
//! renderer, say), the 3D scene can take most of a second a frame, and a fold played back is
//! then a slide show. Frames that come one after another (something moving) are timed; when
//! most of them are slower than [`SLOW`], the scene gives up its shadows, then its smoothed
//! edges, then the floor (which fills half the window with lit pixels), and says so in the log.
//! What was given up stays given up for the rest of the run.

use super::scene::{Floor, Shadow, SnakeCamera};
use crate::shell::Screen;
use crate::still::Continuous;
use bevy::prelude::*;

/// A frame slower than this (under ten a second) is slow.
pub const SLOW: f32 = 0.1;

/// Frames timed before each decision.
const SAMPLES: usize = 8;

/// What is given up, one step at a time.
const STEPS: [&str; 3] = ["shadows", "smoothed edges", "the floor"];

/// How much of the scene's detail has been given up: the first `given_up` of [`STEPS`].
#[derive(Resource, Default, Debug)]
pub struct Detail {
    pub given_up: usize,
    frames: Vec<f32>,
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Detail>().add_systems(
        Update,
        (time_frames, draw_with_detail)
            .chain()
            .run_if(in_state(Screen::Playing))
            .run_if(not(resource_exists::<crate::screenshot::Shooter>)),
    );
}

/// The middle one of a set of frame times, when more than half are slow.
pub fn slow_middle(frames: &[f32]) -> Option<f32> {
    let mut sorted = frames.to_vec();
    sorted.sort_by(f32::total_cmp);
    let middle = *sorted.get(sorted.len() / 2)?;
    (middle > SLOW).then_some(middle)
}

/// Times the frames that came straight after the last (not after a wait for input), and gives
/// up a step of detail when they are slow.
fn time_frames(
    time: Res<Time<Real>>,
    continuous: Res<Continuous>,
    cameras: Query<(), With<SnakeCamera>>,
    mut detail: ResMut<Detail>,
) {
    if cameras.is_empty() || !continuous.0 || detail.given_up == STEPS.len() {
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
            "snake: frames of {:.0} ms, so it is drawn without {step}",
            middle * 1000.0
        );
    }
}

/// Applies what has been given up to the scene (a new scene too).
fn draw_with_detail(
    detail: Res<Detail>,
    mut shadows: Query<&mut Visibility, (With<Shadow>, Without<Floor>)>,
    mut cameras: Query<&mut Msaa, With<SnakeCamera>>,
    mut floors: Query<&mut Visibility, With<Floor>>,
) {
    let shadow = if detail.given_up < 1 {
        Visibility::Inherited
    } else {
        Visibility::Hidden
    };
    for mut v in &mut shadows {
        v.set_if_neq(shadow);
    }
    let msaa = if detail.given_up < 2 {
        Msaa::Sample4
    } else {
        Msaa::Off
    };
    for mut m in &mut cameras {
        m.set_if_neq(msaa);
    }
    let floor = if detail.given_up < 3 {
        Visibility::Inherited
    } else {
        Visibility::Hidden
    };
    for mut v in &mut floors {
        v.set_if_neq(floor);
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
}
