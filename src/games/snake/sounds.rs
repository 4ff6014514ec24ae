//! What a snake cube sounds like: wood on wood.

use crate::sound::synth::{Effect, strike, track, wood};

/// A corner turned, wood on wood.
pub const TURN: Effect = Effect::new("turn", turn);

fn turn() -> Vec<f32> {
    let mut out = track(0.16);
    strike(&mut out, 0.0, &wood(420.0), 0.03);
    strike(&mut out, 0.045, &wood(610.0), 0.025);
    out
}
