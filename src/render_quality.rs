//! Less detail when frames are slow. Drawn without a graphics card (a browser's software
//! renderer, say), a frame can take half a second, and a move played back is then a slide show.
//! Frames that come one after another (something moving) are timed; when most of them are
//! slower than [`SLOW`], the game gives up its smoothed edges (four samples a pixel, by far the
//! dearest part of a frame for a software renderer: it takes frames of half a second to a few
//! tens of milliseconds), and says so in the log. A screen with more to give up (a camera marked
//! [`MoreToGiveUp`], with the steps its puzzle names) goes on from there, one step at a time.
//! A renderer that says it works without a graphics card gives up the smoothed edges at once.
//! A step must pay: when the frames after it are not clearly quicker, it is drawn again and
//! nothing more is given up. What was given up stays given up for the rest of the run.

use crate::redraw::Continuous;
use bevy::prelude::*;

/// A frame slower than this (under ten a second) is slow.
pub const SLOW: f32 = 0.1;

/// Frames timed before each decision.
const SAMPLES: usize = 8;

/// A step stays given up only when the frames after it take at most this share of the time
/// of those before.
const PAYS: f32 = 0.85;

/// What every screen gives up first.
const SMOOTHED_EDGES: &str = "smoothed edges";

/// How much detail has been given up: the smoothed edges (1), then that many of the steps of
/// [`MoreToGiveUp`].
#[derive(Resource, Default, Debug)]
pub struct Detail {
    pub given_up: usize,
    frames: Vec<f32>,
    /// The middle frame time that made the game give up its last step, while the step is
    /// still to be judged by the frames after it.
    before: Option<f32>,
    /// A step did not pay and was taken back: nothing more is given up.
    settled: bool,
}

impl Detail {
    /// Whether a screen's own step (the `step`th of its [`MoreToGiveUp`], from 0) is still
    /// drawn.
    pub fn keeps_own(&self, step: usize) -> bool {
        self.given_up <= step + 1
    }

    /// How cameras draw edges: smoothed (four samples a pixel) until that is given up.
    pub fn msaa(&self) -> Msaa {
        if self.given_up == 0 {
            Msaa::Sample4
        } else {
            Msaa::Off
        }
    }
}

/// Detail is never given up while this is there: a screenshot is taken of the screen as the
/// game draws it with all its detail.
#[derive(Resource, Default)]
pub struct FullDetail;

/// A camera whose scene has more detail to give up than smoothed edges: what, in the order it
/// goes, by names for the log (`["shadows", "the floor"]`); its puzzle asks [`Detail::keeps_own`].
#[derive(Component)]
pub struct MoreToGiveUp(pub &'static [&'static str]);

pub fn plugin(app: &mut App) {
    let mind = not(resource_exists::<FullDetail>);
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

/// The middle one of a set of frame times.
fn middle(frames: &[f32]) -> Option<f32> {
    let mut sorted = frames.to_vec();
    sorted.sort_by(f32::total_cmp);
    sorted.get(sorted.len() / 2).copied()
}

impl Detail {
    /// Takes the times of [`SAMPLES`] frames in a row on a screen with `steps` to give up (by
    /// name, the smoothed edges first): first judges the last step given up, then gives up the
    /// next if frames are slow.
    fn judge(&mut self, frames: &[f32], steps: &[&str]) {
        let Some(now) = middle(frames).filter(|_| !self.settled) else {
            return;
        };
        if let Some(before) = self.before.take()
            && now > before * PAYS
        {
            self.given_up -= 1;
            self.settled = true;
            info!(
                "frames of {:.0} ms without {}, against {:.0} ms with them: they are drawn again",
                now * 1000.0,
                steps.get(self.given_up).unwrap_or(&"them"),
                before * 1000.0
            );
            return;
        }
        if self.given_up < steps.len() && now > SLOW {
            let step = steps[self.given_up];
            self.given_up += 1;
            self.before = Some(now);
            info!(
                "frames of {:.0} ms, so the game is drawn without {step}",
                now * 1000.0
            );
        }
    }
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
            renderer.name, SMOOTHED_EDGES
        );
    }
}

/// Times the frames that came straight after the last (not after a wait for input), and gives
/// up a step of detail when they are slow.
fn time_frames(
    time: Res<Time<Real>>,
    continuous: Res<Continuous>,
    lavish: Query<&MoreToGiveUp>,
    mut detail: ResMut<Detail>,
) {
    let mut steps = vec![SMOOTHED_EDGES];
    steps.extend(lavish.iter().next().map_or(&[][..], |more| more.0));
    let decided = detail.given_up >= steps.len() && detail.before.is_none();
    if !continuous.0 || detail.settled || decided {
        detail.frames.clear();
        return;
    }
    detail.frames.push(time.delta_secs());
    if detail.frames.len() < SAMPLES {
        return;
    }
    let frames = std::mem::take(&mut detail.frames);
    detail.judge(&frames, &steps);
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
        let given_up = |frames: &[f32]| {
            let mut detail = Detail::default();
            detail.judge(frames, &[SMOOTHED_EDGES]);
            (detail.given_up, detail.before)
        };
        assert_eq!(given_up(&[0.02; 8]), (0, None));
        assert_eq!(
            given_up(&[0.5, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02]),
            (0, None)
        );
        assert_eq!(
            given_up(&[0.02, 0.02, 0.02, 0.3, 0.4, 0.5, 0.6, 0.7]),
            (1, Some(0.4))
        );
        assert_eq!(given_up(&[]), (0, None));
    }

    const THREE: [&str; 3] = [SMOOTHED_EDGES, "one", "two"];

    #[test]
    fn a_step_that_does_not_make_frames_quicker_is_taken_back() {
        let mut detail = Detail::default();
        detail.judge(&[0.5; SAMPLES], &THREE);
        assert_eq!(detail.given_up, 1, "slow: the first step is given up");
        detail.judge(&[0.2; SAMPLES], &THREE);
        assert_eq!(detail.given_up, 2, "it paid, and frames are still slow");
        detail.judge(&[0.19; SAMPLES], &THREE);
        assert_eq!(detail.given_up, 1, "the second did not pay");
        detail.judge(&[0.5; SAMPLES], &THREE);
        assert_eq!(detail.given_up, 1, "and nothing more is given up");
        assert!(detail.settled);

        let mut quick = Detail::default();
        quick.judge(&[0.3; SAMPLES], &[SMOOTHED_EDGES]);
        quick.judge(&[0.05; SAMPLES], &[SMOOTHED_EDGES]);
        assert_eq!(quick.given_up, 1, "it paid");
        assert!(quick.before.is_none() && !quick.settled);
    }

    #[test]
    fn steps_are_kept_until_given_up() {
        let mut detail = Detail::default();
        assert!(detail.msaa() == Msaa::Sample4 && detail.keeps_own(0) && detail.keeps_own(1));
        detail.given_up = 1;
        assert!(detail.msaa() == Msaa::Off && detail.keeps_own(0));
        detail.given_up = 3;
        assert!(!detail.keeps_own(0) && !detail.keeps_own(1));
    }
}
