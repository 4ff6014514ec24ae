//! What sliding blocks sound like: wood sliding on wood, and a block that will not go.

use crate::sound::synth::{Effect, strike, swell, swish, track, wood};

/// A block slid.
pub const SLIDE: Effect = Effect::new("slide", slide);
/// A block that will not go.
pub const BUMP: Effect = Effect::new("bump", bump);

fn slide() -> Vec<f32> {
    let mut out = track(0.2);
    swish(&mut out, 0.0, 0.16, (700.0, 500.0), swell, 11);
    // It comes to rest against its neighbour.
    strike(
        &mut out,
        0.15,
        &wood(300.0).map(|(f, a)| (f, a * 0.4)),
        0.02,
    );
    out
}

fn bump() -> Vec<f32> {
    let mut out = track(0.14);
    strike(&mut out, 0.0, &[(130.0, 1.0), (260.0, 0.4)], 0.03);
    strike(&mut out, 0.0, &wood(340.0), 0.01);
    out
}
