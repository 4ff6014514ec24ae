//! The search shared by the solver, the census and the hint: depth-first, one straight run at a
//! time, on a bitboard of the box (a `u64` up to 4×4×4, a `u128` for 5×5×5).
//!
//! Every run is laid with one mask test against precomputed rays. After each run the empty
//! cells are checked all at once with bit-parallel neighbour counts: an empty cell with no empty
//! neighbour can never be reached, and an empty cell with one empty neighbour (and not next to
//! the chain's free end) can only be the chain's last cube, so there may be at most one such cell
//! and it must have the last cube's colour on the chequerboard. Most dead ends die there, long
//! before the chain runs into them.

use super::geometry::{DELTA, Point, TURNED, advance, cell, inside, perpendicular, point_of};
use crate::search::Budget;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Not, Shl, Shr};

/// A set of cells, one bit per cell.
pub(crate) trait Bits:
    Copy
    + Eq
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + Not<Output = Self>
    + Shl<u32, Output = Self>
    + Shr<u32, Output = Self>
    + BitAndAssign
    + BitOrAssign
{
    /// No cells.
    const ZERO: Self;
    /// Cell `i` alone.
    fn bit(i: usize) -> Self;
    /// How many cells.
    fn count(self) -> u32;
    /// Whether there are two or more cells.
    fn several(self) -> bool;
}

impl Bits for u64 {
    const ZERO: u64 = 0;
    #[inline]
    fn bit(i: usize) -> u64 {
        1 << i
    }
    #[inline]
    fn count(self) -> u32 {
        self.count_ones()
    }
    #[inline]
    fn several(self) -> bool {
        self & self.wrapping_sub(1) != 0
    }
}

impl Bits for u128 {
    const ZERO: u128 = 0;
    #[inline]
    fn bit(i: usize) -> u128 {
        1 << i
    }
    #[inline]
    fn count(self) -> u32 {
        self.count_ones()
    }
    #[inline]
    fn several(self) -> bool {
        self & self.wrapping_sub(1) != 0
    }
}

/// Masks and rays of one box size.
pub(crate) struct Tables<B> {
    pub(crate) n: usize,
    /// Every cell of the box.
    full: B,
    /// `ray[(c·6 + d)·n + len]`: the `len` cells beyond cell `c` in direction `d`, or nothing
    /// when they leave the box.
    ray: Vec<B>,
    /// The cell `len` steps beyond `c` in direction `d`, same index as `ray`.
    end: Vec<u8>,
    /// The neighbours of each cell.
    around: Vec<B>,
    /// Cells whose `+x`, `−x`, `+y`, `−y` neighbour is in the box.
    has_neighbour: [B; 4],
    /// Cells whose coordinates add up to an even, then an odd number.
    colour: [B; 2],
}

impl<B: Bits> Tables<B> {
    pub(crate) fn new(n: usize) -> Tables<B> {
        let cells = n * n * n;
        let mut full = B::ZERO;
        let mut colour = [B::ZERO; 2];
        let mut has_neighbour = [B::ZERO; 4];
        let mut around = vec![B::ZERO; cells];
        let mut ray = vec![B::ZERO; cells * 6 * n];
        let mut end = vec![0u8; cells * 6 * n];
        for c in 0..cells {
            let p = point_of(c, n);
            full |= B::bit(c);
            colour[((p[0] + p[1] + p[2]) & 1) as usize] |= B::bit(c);
            for d in 0..6u8 {
                let q = advance(p, d, 1);
                if inside(q, n) {
                    around[c] |= B::bit(cell(q, n));
                    if d < 4 {
                        has_neighbour[d as usize] |= B::bit(c);
                    }
                }
                let mut mask = B::ZERO;
                for len in 1..n {
                    let q = advance(p, d, len as i32);
                    if !inside(q, n) {
                        break;
                    }
                    mask |= B::bit(cell(q, n));
                    let i = (c * 6 + d as usize) * n + len;
                    ray[i] = mask;
                    end[i] = cell(q, n) as u8;
                }
            }
        }
        Tables {
            n,
            full,
            ray,
            end,
            around,
            has_neighbour,
            colour,
        }
    }

    /// The cells a run of `len` steps from cell `c` in direction `d` covers (its first cube,
    /// already laid, not included) and the cell it ends on, or `None` if it leaves the box.
    #[inline]
    pub(crate) fn run(&self, c: usize, d: u8, len: usize) -> Option<(B, usize)> {
        if len == 0 || len >= self.n {
            return None;
        }
        let i = (c * 6 + d as usize) * self.n + len;
        let mask = self.ray[i];
        (mask != B::ZERO).then(|| (mask, self.end[i] as usize))
    }

    /// The cells of the box.
    pub(crate) fn full(&self) -> B {
        self.full
    }

    /// Cells of the chequerboard colour of cell `c`.
    pub(crate) fn colour_of(&self, c: usize) -> B {
        let p = point_of(c, self.n);
        self.colour[((p[0] + p[1] + p[2]) & 1) as usize]
    }

    /// Empty cells with at least one, and with at least two, empty neighbours.
    #[inline]
    fn neighbour_counts(&self, free: B) -> (B, B) {
        let n = self.n as u32;
        let nn = n * n;
        let [px, mx, py, my] = self.has_neighbour;
        let sides = [
            (free >> 1) & px,
            (free << 1) & mx,
            (free >> n) & py,
            (free << n) & my,
            free >> nn,
            free << nn,
        ];
        let mut one = B::ZERO;
        let mut two = B::ZERO;
        for s in sides {
            two |= one & s;
            one |= s;
        }
        (one & free, two & free)
    }
}

/// What the search does when it reaches a complete fold.
pub(crate) enum Flow {
    /// Look for more.
    Go,
    /// Stop searching.
    Stop,
}

/// One depth-first search over the runs of a chain.
pub(crate) struct Search<'a, B, F> {
    t: &'a Tables<B>,
    /// Steps of each run, in the order they are laid.
    runs: &'a [usize],
    /// A twist the player fixed for the corner before each run (the hint's constraints), or
    /// nothing for a free corner; empty when there are none.
    fixed: &'a [Option<u8>],
    /// The reference direction for the twist of the first corner.
    first_up: u8,
    /// Direction of each run laid so far.
    pub(crate) dirs: Vec<u8>,
    /// Cells where the chain's last cube may lie (its chequerboard colour).
    last_colour: B,
    /// Runs laid.
    pub(crate) nodes: u64,
    budget: Budget<'a>,
    /// The budget ran out.
    pub(crate) cut: bool,
    found: F,
}

impl<'a, B: Bits, F: FnMut(&[u8]) -> Flow> Search<'a, B, F> {
    pub(crate) fn new(
        t: &'a Tables<B>,
        runs: &'a [usize],
        fixed: &'a [Option<u8>],
        first_up: u8,
        budget: Budget<'a>,
        found: F,
    ) -> Self {
        Search {
            t,
            runs,
            fixed,
            first_up,
            dirs: Vec::with_capacity(runs.len()),
            last_colour: B::ZERO,
            nodes: 0,
            budget,
            cut: false,
            found,
        }
    }

    /// Searches on from a chain whose first `dirs.len()` runs are laid on the cells `occupied`,
    /// ending at cell `head`; the first cube lies on cell `start`. Returns true when told to stop
    /// (by `found` or the budget).
    pub(crate) fn from(&mut self, start: usize, dirs: &[u8], head: usize, occupied: B) -> bool {
        let cubes = self.runs.iter().sum::<usize>() + 1;
        let same = self.t.colour_of(start);
        self.last_colour = if cubes % 2 == 1 {
            same
        } else {
            self.t.full & !same
        };
        self.dirs.clear();
        self.dirs.extend_from_slice(dirs);
        if !self.alive(occupied, head) {
            return false;
        }
        self.go(head, occupied)
    }

    /// Whether the empty cells can still all be visited, as far as cheap tests tell.
    #[inline]
    fn alive(&self, occupied: B, head: usize) -> bool {
        let free = self.t.full & !occupied;
        if free == B::ZERO {
            return true;
        }
        let next_to_head = self.t.around[head] & free;
        if next_to_head == B::ZERO {
            return false;
        }
        let (one, two) = self.t.neighbour_counts(free);
        if free & !one != B::ZERO {
            // A cell cut off from every empty cell: fine only as the very last cube, next.
            return !free.several() && next_to_head != B::ZERO;
        }
        let ends = free & !two & !next_to_head;
        if ends == B::ZERO {
            return true;
        }
        !ends.several() && ends & !self.last_colour == B::ZERO
    }

    fn go(&mut self, head: usize, occupied: B) -> bool {
        let j = self.dirs.len();
        if j == self.runs.len() {
            return matches!((self.found)(&self.dirs), Flow::Stop);
        }
        self.nodes += 1;
        if self.budget.exhausted(self.nodes) {
            self.cut = true;
            return true;
        }
        let len = self.runs[j];
        let prev = self.dirs[j - 1];
        let fixed = self.fixed.get(j).copied().flatten();
        for d in 0..6u8 {
            if !perpendicular(d, prev) {
                continue;
            }
            if let Some(q) = fixed {
                let up = if j >= 2 {
                    self.dirs[j - 2] ^ 1
                } else {
                    self.first_up
                };
                if TURNED[prev as usize][up as usize][q as usize] != d {
                    continue;
                }
            }
            let Some((mask, end)) = self.t.run(head, d, len) else {
                continue;
            };
            if mask & occupied != B::ZERO {
                continue;
            }
            let occupied = occupied | mask;
            if !self.alive(occupied, end) {
                continue;
            }
            self.dirs.push(d);
            let stop = self.go(end, occupied);
            self.dirs.pop();
            if stop {
                return true;
            }
        }
        false
    }
}

/// The cells of a chain laid from `start` with runs of `runs` steps in directions `dirs`.
pub(crate) fn lay(start: Point, runs: &[usize], dirs: &[u8]) -> Vec<Point> {
    let mut cells = vec![start];
    let mut p = start;
    for (&len, &d) in runs.iter().zip(dirs) {
        for _ in 0..len {
            let v = DELTA[d as usize];
            p = [p[0] + v[0], p[1] + v[1], p[2] + v[2]];
            cells.push(p);
        }
    }
    cells
}
