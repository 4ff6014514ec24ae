//! The search shared by the solver, the census and the hint: depth-first, one straight run at a
//! time, on a bitboard of the box (a `u64` up to 4×4×4, a `u128` for 5×5×5).
//!
//! Every run is laid with one mask test against precomputed rays. After each run the empty
//! cells are checked all at once with bit-parallel neighbour counts (see `Search::alive`), so
//! most dead ends die long before the chain runs into them. Stronger tests were tried and
//! dropped: a flood fill for connectivity, and room for the coming long runs, each cut the tree
//! by 10–20 % but cost more time than they saved.

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
    /// The tables of the box of side `n`.
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

    /// Cells of the chequerboard colour of cell `c`.
    pub(crate) fn colour_of(&self, c: usize) -> B {
        let p = point_of(c, self.n);
        self.colour[((p[0] + p[1] + p[2]) & 1) as usize]
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
    /// `spare[j][kind][parity]`: once run `j` is laid, how many cubes still to lay are straight
    /// (kind 0) or corners (kind 1), by the parity of their number. The last cube is neither.
    spare: Vec<[[u32; 2]; 2]>,
    /// Cells where cubes of even and of odd number lie (the chequerboard from the first cube).
    by_parity: [B; 2],
    /// The parity of the last cube's number.
    last_parity: usize,
    /// The state of the random walks of [`Search::probe`] (xorshift, never 0).
    pub(crate) rng: u64,
    /// Runs laid.
    pub(crate) nodes: u64,
    budget: Budget<'a>,
    /// The budget ran out.
    pub(crate) cut: bool,
    found: F,
}

impl<'a, B: Bits, F: FnMut(&[u8]) -> Flow> Search<'a, B, F> {
    /// A search laying `runs`, calling `found` with the direction of every run at each
    /// complete fold.
    pub(crate) fn new(
        t: &'a Tables<B>,
        runs: &'a [usize],
        fixed: &'a [Option<u8>],
        first_up: u8,
        budget: Budget<'a>,
        found: F,
    ) -> Self {
        let cubes = runs.iter().sum::<usize>() + 1;
        // Cube k is a corner when a run ends on it, and straight otherwise (ends excepted).
        let mut corner = vec![false; cubes];
        let mut at = 0;
        for &len in &runs[..runs.len().saturating_sub(1)] {
            at += len;
            corner[at] = true;
        }
        let mut spare = vec![[[0u32; 2]; 2]; runs.len()];
        let mut left = [[0u32; 2]; 2];
        let mut k = cubes - 1;
        for j in (0..runs.len()).rev() {
            let head: usize = runs[..=j].iter().sum();
            while k > head {
                if k < cubes - 1 {
                    left[corner[k] as usize][k % 2] += 1;
                }
                k -= 1;
            }
            spare[j] = left;
        }
        Search {
            t,
            runs,
            fixed,
            first_up,
            dirs: Vec::with_capacity(runs.len()),
            spare,
            by_parity: [B::ZERO; 2],
            last_parity: (cubes - 1) % 2,
            rng: 0x2545_F491_4F6C_DD1D,
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
        let same = self.t.colour_of(start);
        self.by_parity = [same, self.t.full & !same];
        self.dirs.clear();
        self.dirs.extend_from_slice(dirs);
        if !self.alive(occupied, head, dirs.len() - 1) {
            return false;
        }
        self.go(head, occupied)
    }

    /// The ways to lay the next run after a laid prefix (given as [`Search::from`] takes it)
    /// that pass the tests: each as the prefix's directions with the new one, the new head and
    /// the cells then occupied. Searching on from each of them, in order, is the same search
    /// as [`Search::from`] the prefix, laying the same runs; this counts the one run it saves.
    pub(crate) fn children(
        &mut self,
        start: usize,
        dirs: &[u8],
        head: usize,
        occupied: B,
    ) -> Vec<(Vec<u8>, usize, B)> {
        let same = self.t.colour_of(start);
        self.by_parity = [same, self.t.full & !same];
        self.dirs.clear();
        self.dirs.extend_from_slice(dirs);
        if dirs.len() >= self.runs.len() || !self.alive(occupied, head, dirs.len() - 1) {
            return Vec::new();
        }
        self.nodes += 1;
        let (options, count) = self.options(head, occupied);
        options[..count]
            .iter()
            .map(|&(d, occupied, end)| {
                let mut longer = dirs.to_vec();
                longer.push(d);
                (longer, end, occupied)
            })
            .collect()
    }

    /// Whether the empty cells can still all be visited once run `j` ends at `head`, as far as
    /// cheap tests tell.
    ///
    /// Counting the free end `head` as an empty neighbour: a cell with no empty neighbour can
    /// never be reached; a cell with one must be the last cube, so there may be only one and it
    /// must have the last cube's colour; a cell with exactly two is passed straight through
    /// (neighbours opposite) or turned in (neighbours at right angles), so it needs a straight
    /// or a corner cube of its colour's parity, and there must be enough of those left.
    #[inline]
    fn alive(&self, occupied: B, head: usize, j: usize) -> bool {
        let t = self.t;
        let free = t.full & !occupied;
        if free == B::ZERO {
            return true;
        }
        let next_to_head = t.around[head] & free;
        if next_to_head == B::ZERO {
            return false;
        }
        let open = free | B::bit(head);
        let n = t.n as u32;
        let nn = n * n;
        let [px, mx, py, my] = t.has_neighbour;
        let sides = [
            (open >> 1) & px & free,
            (open << 1) & mx & free,
            (open >> n) & py & free,
            (open << n) & my & free,
            (open >> nn) & free,
            (open << nn) & free,
        ];
        let mut one = B::ZERO;
        let mut two = B::ZERO;
        let mut three = B::ZERO;
        for s in sides {
            three |= two & s;
            two |= one & s;
            one |= s;
        }
        if free & !one != B::ZERO {
            return false;
        }
        let ends = free & !two;
        let last = self.by_parity[self.last_parity];
        if ends != B::ZERO
            && (ends.several()
                || ends & !last != B::ZERO
                || (ends & next_to_head != B::ZERO && free.several()))
        {
            return false;
        }
        let through = two & !three;
        let opposite = (sides[0] & sides[1]) | (sides[2] & sides[3]) | (sides[4] & sides[5]);
        let straight = through & opposite;
        let corner = through & !opposite;
        let spare = &self.spare[j];
        for p in 0..2 {
            // The last cube may be one of these cells, unless a dead end already claims it.
            let slack = (ends == B::ZERO && p == self.last_parity) as u32;
            let cells = self.by_parity[p];
            if (straight & cells).count() > spare[0][p] + slack
                || (corner & cells).count() > spare[1][p] + slack
            {
                return false;
            }
        }
        true
    }

    /// The ways to lay the next run from `head` that pass the tests.
    #[inline]
    fn options(&mut self, head: usize, occupied: B) -> ([(u8, B, usize); 4], usize) {
        let j = self.dirs.len();
        let len = self.runs[j];
        let prev = self.dirs[j - 1];
        let fixed = self.fixed.get(j).copied().flatten();
        let mut options: [(u8, B, usize); 4] = [(0, B::ZERO, 0); 4];
        let mut count = 0;
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
            if !self.alive(occupied, end, j) {
                continue;
            }
            options[count] = (d, occupied, end);
            count += 1;
        }
        (options, count)
    }

    fn random(&mut self) -> u64 {
        self.rng ^= self.rng << 13;
        self.rng ^= self.rng >> 7;
        self.rng ^= self.rng << 17;
        self.rng
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
        let (options, count) = self.options(head, occupied);
        for &(d, occupied, end) in &options[..count] {
            self.dirs.push(d);
            let stop = self.go(end, occupied);
            self.dirs.pop();
            if stop {
                return true;
            }
        }
        false
    }

    /// One random walk down the tree from a laid start (Knuth's estimate): the number of
    /// nodes the whole tree below would have if every level branched as this walk did.
    pub(crate) fn probe(&mut self, start: usize, dirs: &[u8], head: usize, occupied: B) -> f64 {
        let same = self.t.colour_of(start);
        self.by_parity = [same, self.t.full & !same];
        self.dirs.clear();
        self.dirs.extend_from_slice(dirs);
        if !self.alive(occupied, head, dirs.len() - 1) {
            return 0.0;
        }
        let (mut head, mut occupied) = (head, occupied);
        let mut width = 1.0;
        let mut total = 1.0;
        while self.dirs.len() < self.runs.len() {
            let (options, count) = self.options(head, occupied);
            if count == 0 {
                break;
            }
            width *= count as f64;
            total += width;
            let pick = (self.random() % count as u64) as usize;
            let (d, o, e) = options[pick];
            self.dirs.push(d);
            head = e;
            occupied = o;
        }
        total
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
