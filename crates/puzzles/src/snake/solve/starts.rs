//! Where the symmetry-broken search begins: the first cube's cell and the first two runs'
//! directions, one of each orbit under the cube's 48 rotations and reflections.

use crate::snake::geometry::{Symmetry, advance, cell, inside, point_of};

/// A first cube, first direction and second direction, standing for its orbit under the
/// cube's symmetries.
pub(super) struct Start {
    /// The first cube's cell.
    pub(super) cell: usize,
    /// The first run's direction.
    pub(super) first: u8,
    /// The second run's direction.
    pub(super) second: u8,
    /// The size of the orbit: how many oriented solutions each solution from here stands for.
    pub(super) orbit: u64,
    /// The symmetry other than the identity that fixes this start, if there is one (a mirror
    /// through the middle layer of an odd cube).
    pub(super) mirror: Option<Symmetry>,
}

/// One start per orbit of (first cell, first direction, second direction) under the cube's
/// symmetries, for which the first two runs fit in the box.
pub(super) fn starts(n: usize, runs: &[usize]) -> Vec<Start> {
    let syms = Symmetry::all();
    let cells = n * n * n;
    let mut out = Vec::new();
    if runs.len() < 2 || runs.iter().any(|&r| r == 0 || r >= n) {
        return out;
    }
    for c in 0..cells {
        let p = point_of(c, n);
        // With n odd there is one more cube of the corners' colour, and a path of n³ cubes
        // must start (and end) on that colour.
        if n % 2 == 1 && (p[0] + p[1] + p[2]) % 2 == 1 {
            continue;
        }
        for first in 0..6u8 {
            for second in 0..6u8 {
                if first >> 1 == second >> 1 {
                    continue;
                }
                let key = (c, first, second);
                let mut fixing = Vec::new();
                let mut least = true;
                for s in &syms {
                    let image = (cell(s.point(p, n as i32), n), s.dir(first), s.dir(second));
                    if image < key {
                        least = false;
                        break;
                    }
                    if image == key {
                        fixing.push(*s);
                    }
                }
                if !least {
                    continue;
                }
                let q = advance(p, first, runs[0] as i32);
                let r = advance(q, second, runs[1] as i32);
                if !inside(q, n) || !inside(r, n) {
                    continue;
                }
                out.push(Start {
                    cell: c,
                    first,
                    second,
                    orbit: 48 / fixing.len() as u64,
                    mirror: fixing.get(1).copied(),
                });
            }
        }
    }
    out
}
