//! Space for the snake: cube positions, the six step directions, quarter turns about an axis,
//! and the 48 rotations and reflections of a cube.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A cube's position: x, y, z.
pub type Point = [i32; 3];

/// One step from a cube to the next, named as the original solver prints them: forward and
/// backward along x, right and left along y, up and down along z.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, PartialOrd, Ord)]
#[serde(rename_all = "lowercase")]
pub enum Heading {
    /// +x.
    Forward,
    /// −x.
    Backward,
    /// +y.
    Right,
    /// −y.
    Left,
    /// +z.
    Up,
    /// −z.
    Down,
}

impl Heading {
    /// All six, in the order of their numbers (`+x, −x, +y, −y, +z, −z`).
    pub const ALL: [Heading; 6] = [
        Heading::Forward,
        Heading::Backward,
        Heading::Right,
        Heading::Left,
        Heading::Up,
        Heading::Down,
    ];

    /// The change of position one step makes.
    pub fn delta(self) -> Point {
        DELTA[self.index()]
    }

    /// The step that goes back.
    pub fn opposite(self) -> Heading {
        Heading::ALL[self.index() ^ 1]
    }

    /// The lowercase name used in JSON and text output.
    pub fn name(self) -> &'static str {
        match self {
            Heading::Forward => "forward",
            Heading::Backward => "backward",
            Heading::Right => "right",
            Heading::Left => "left",
            Heading::Up => "up",
            Heading::Down => "down",
        }
    }

    /// The step from `a` to the neighbouring position `b`, if they are neighbours.
    pub fn between(a: Point, b: Point) -> Option<Heading> {
        dir_of([b[0] - a[0], b[1] - a[1], b[2] - a[2]]).map(|d| Heading::ALL[d as usize])
    }

    pub(crate) fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Heading {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Unit vectors of the six directions, numbered `+x, −x, +y, −y, +z, −z`: the axis is `d / 2`
/// and `d ^ 1` is the opposite direction.
pub(crate) const DELTA: [Point; 6] = [
    [1, 0, 0],
    [-1, 0, 0],
    [0, 1, 0],
    [0, -1, 0],
    [0, 0, 1],
    [0, 0, -1],
];

/// The direction number of a unit vector.
pub(crate) fn dir_of(v: Point) -> Option<u8> {
    DELTA.iter().position(|&d| d == v).map(|d| d as u8)
}

/// Whether two directions are at right angles.
#[inline]
pub(crate) fn perpendicular(a: u8, b: u8) -> bool {
    a >> 1 != b >> 1
}

fn cross(a: Point, b: Point) -> Point {
    [
        a[1] * b[2] - a[2] * b[1],
        a[2] * b[0] - a[0] * b[2],
        a[0] * b[1] - a[1] * b[0],
    ]
}

/// Direction `u` turned `quarters` quarter turns about the axis `f` (right-handed), for `u` at
/// right angles to `f`.
pub(crate) fn turn_about(f: u8, u: u8, quarters: u8) -> u8 {
    let mut v = DELTA[u as usize];
    for _ in 0..quarters % 4 {
        v = cross(DELTA[f as usize], v);
    }
    dir_of(v).expect("a quarter turn of a unit vector is a unit vector")
}

/// `TURNED[f][u][q]`: [`turn_about`] precomputed (entries with `u` along `f` are unused); a
/// table of constants, made once.
pub(crate) static TURNED: std::sync::LazyLock<[[[u8; 4]; 6]; 6]> = std::sync::LazyLock::new(|| {
    let mut t = [[[0u8; 4]; 6]; 6];
    for f in 0..6 {
        for u in 0..6 {
            if perpendicular(f, u) {
                for q in 0..4 {
                    t[f as usize][u as usize][q as usize] = turn_about(f, u, q);
                }
            }
        }
    }
    t
});

/// One of the 48 symmetries of a cube: coordinate `i` of the image is coordinate `perm[i]`
/// of the original, mirrored when `flip[i]` is set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Symmetry {
    perm: [usize; 3],
    flip: [bool; 3],
}

impl Symmetry {
    /// All 48, the identity first.
    pub(crate) fn all() -> Vec<Symmetry> {
        const PERMS: [[usize; 3]; 6] = [
            [0, 1, 2],
            [0, 2, 1],
            [1, 0, 2],
            [1, 2, 0],
            [2, 0, 1],
            [2, 1, 0],
        ];
        let mut out = Vec::with_capacity(48);
        for perm in PERMS {
            for bits in 0..8 {
                out.push(Symmetry {
                    perm,
                    flip: [bits & 1 != 0, bits & 2 != 0, bits & 4 != 0],
                });
            }
        }
        out
    }

    /// The image of a position in the box `[0, n)³`.
    pub(crate) fn point(&self, p: Point, n: i32) -> Point {
        let mut q = [0; 3];
        for i in 0..3 {
            let v = p[self.perm[i]];
            q[i] = if self.flip[i] { n - 1 - v } else { v };
        }
        q
    }

    /// The image of a direction.
    pub(crate) fn dir(&self, d: u8) -> u8 {
        let axis = (d >> 1) as usize;
        let i = self.perm.iter().position(|&a| a == axis).expect("perm");
        (2 * i as u8) | ((d & 1) ^ self.flip[i] as u8)
    }
}

/// Cell numbers in a box of side `n`: `x + n·y + n²·z`.
pub(crate) fn cell(p: Point, n: usize) -> usize {
    p[0] as usize + n * (p[1] as usize + n * p[2] as usize)
}

/// The position of cell number `c` in a box of side `n`.
pub(crate) fn point_of(c: usize, n: usize) -> Point {
    [(c % n) as i32, (c / n % n) as i32, (c / (n * n)) as i32]
}

/// Whether a position lies in the box `[0, n)³`.
pub(crate) fn inside(p: Point, n: usize) -> bool {
    p.iter().all(|&v| v >= 0 && (v as usize) < n)
}

/// `p` moved `len` steps in direction `d`.
pub(crate) fn advance(p: Point, d: u8, len: i32) -> Point {
    let v = DELTA[d as usize];
    [p[0] + v[0] * len, p[1] + v[1] * len, p[2] + v[2] * len]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn symmetries_are_48_distinct_maps_of_the_box() {
        let syms = Symmetry::all();
        assert_eq!(syms.len(), 48);
        let probe = [[0, 1, 2], [2, 2, 0], [1, 0, 0]];
        let mut images: Vec<Vec<Point>> = syms
            .iter()
            .map(|s| probe.iter().map(|&p| s.point(p, 3)).collect())
            .collect();
        images.sort();
        images.dedup();
        assert_eq!(images.len(), 48);
        // Directions map the way positions do.
        for s in &syms {
            for d in 0..6u8 {
                let a = s.point([1, 1, 1], 3);
                let b = s.point(advance([1, 1, 1], d, 1), 3);
                assert_eq!(
                    dir_of([b[0] - a[0], b[1] - a[1], b[2] - a[2]]),
                    Some(s.dir(d))
                );
            }
        }
    }

    #[test]
    fn quarter_turns_go_round() {
        // About +x, +y turns to +z, then −y, then −z.
        assert_eq!(turn_about(0, 2, 1), 4);
        assert_eq!(turn_about(0, 2, 2), 3);
        assert_eq!(turn_about(0, 2, 3), 5);
        assert_eq!(turn_about(0, 2, 4), 2);
    }
}
