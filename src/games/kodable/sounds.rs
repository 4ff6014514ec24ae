//! What roll-the-ball sounds like: blocks put into the program, the ball rolling, bonuses and the target.

use crate::sound::synth::{A6, C6, E6, Effect, G6, bell, glide, strike, track};

/// A block put into the program.
pub const PLACE: Effect = Effect::new("place", place);
/// The ball takes one step of its run.
pub const STEP: Effect = Effect::new("step", step);
/// A bonus taken.
pub const BONUS: Effect = Effect::new("bonus", bonus);
/// The ball on the target.
pub const TARGET: Effect = Effect::new("target", target);

fn place() -> Vec<f32> {
    let mut out = track(0.1);
    glide(&mut out, 0.0, (950.0, 480.0), 0.07, 1.0);
    strike(&mut out, 0.0, &[(2400.0, 0.3)], 0.006);
    out
}

fn step() -> Vec<f32> {
    let mut out = track(0.06);
    strike(&mut out, 0.0, &[(700.0, 1.0), (1400.0, 0.2)], 0.012);
    out
}

fn bonus() -> Vec<f32> {
    let mut out = track(0.32);
    strike(&mut out, 0.0, &bell(E6), 0.06);
    strike(&mut out, 0.07, &bell(A6), 0.09);
    out
}

fn target() -> Vec<f32> {
    let mut out = track(0.55);
    for (k, f) in [C6, E6, G6].into_iter().enumerate() {
        strike(&mut out, k as f32 * 0.08, &bell(f), 0.12);
    }
    out
}
