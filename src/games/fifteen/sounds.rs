//! What Fifteen sounds like: a tile's short slide and click.

use crate::sound::synth::{Effect, strike, swell, swish, track, wood};

/// A tile slid.
pub const TILE: Effect = Effect::new("tile", tile);

fn tile() -> Vec<f32> {
    let mut out = track(0.11);
    swish(&mut out, 0.0, 0.08, (1600.0, 1300.0), swell, 23);
    strike(&mut out, 0.075, &wood(1200.0), 0.012);
    out
}
