//! Fifteen's pattern databases, and how they are built.
//!
//! The tiles are split into disjoint groups (for 4×4: six, six and three tiles; for 5×5: five,
//! five, five, five and four). For each group a table holds, for every placement of its tiles,
//! the fewest moves *of those tiles* needed to bring them home, whatever the other tiles do.
//! Moves of different groups never overlap, so the table values add up to a lower bound on the
//! whole solution (the search in `pdb` uses them).
//!
//! A table is indexed by the cells of its group's tiles as the digits of a number in base
//! `cells` (the first tile the lowest digit).

/// Boards with at most this many cells are solved optimally.
pub const MAX_CELLS: usize = 16;
/// Boards with at most this many cells have pattern databases (5×5 at most).
pub const MAX_PATTERN_CELLS: usize = 25;
/// The most tiles in one group: a 4×4 table has 16^6 entries, a 5×5 one 25^5.
const MAX_GROUP: usize = 6;
/// The most groups a board is split into.
pub(super) const MAX_GROUPS: usize = 6;
const UNSET: u8 = u8::MAX;

/// How far from the shortest a solution of a board with more than [`MAX_CELLS`] cells may be:
/// the search weighs the estimate of the moves still to make by this much (as a fraction), so
/// every solution it finds is at most this many times as long as the shortest.
pub const WEIGHT: (u32, u32) = (3, 2);

/// The most tiles in one group on a board of `cells` cells, so that a table stays near 16 MB.
pub(super) fn largest_group(cells: usize) -> usize {
    if cells <= 16 { MAX_GROUP } else { 5 }
}

/// The entries of a table for `k` tiles on a board of `cells` cells.
pub(super) fn table_len(cells: usize, k: usize) -> usize {
    cells.pow(k as u32)
}

/// The pattern databases of one board size.
pub struct Database {
    pub(super) width: usize,
    pub(super) height: usize,
    pub(super) groups: Vec<Group>,
    /// Group of each tile, and the weight of its digit in that group's index (index by tile
    /// number; tile 0 unused).
    pub(super) slot_of: Vec<(u8, u32)>,
    /// For square boards, the cell mirrored in the main diagonal.
    pub(super) mirror: Option<Vec<u8>>,
}

pub(super) struct Group {
    pub(super) tiles: Vec<u8>,
    /// Fewest moves of this group's tiles, indexed by the tiles' cells, 4 bits each.
    pub(super) table: Vec<u8>,
}

impl Database {
    /// Builds the databases for a board size (a few seconds for 4×4).
    pub fn build(width: usize, height: usize) -> Database {
        let n = width * height;
        assert!(n <= MAX_PATTERN_CELLS);
        let groups_tiles = partition(width, height);
        let build_group = |tiles: &Vec<u8>| Group {
            table: build_table(width, height, tiles),
            tiles: tiles.clone(),
        };
        #[cfg(not(target_arch = "wasm32"))]
        let groups: Vec<Group> = std::thread::scope(|s| {
            let handles: Vec<_> = groups_tiles
                .iter()
                .map(|t| s.spawn(move || build_group(t)))
                .collect();
            handles.into_iter().map(|h| h.join().unwrap()).collect()
        });
        #[cfg(target_arch = "wasm32")]
        let groups: Vec<Group> = groups_tiles.iter().map(build_group).collect();
        Database::from_groups(width, height, groups)
    }

    pub(super) fn from_groups(width: usize, height: usize, groups: Vec<Group>) -> Database {
        let n = width * height;
        let mut slot_of = vec![(0, 0); n];
        for (g, group) in groups.iter().enumerate() {
            for (s, &t) in group.tiles.iter().enumerate() {
                slot_of[t as usize] = (g as u8, n.pow(s as u32) as u32);
            }
        }
        let mirror = (width == height).then(|| {
            (0..n)
                .map(|i| ((i % width) * width + i / width) as u8)
                .collect()
        });
        Database {
            width,
            height,
            groups,
            slot_of,
            mirror,
        }
    }
}

impl Database {
    /// The databases' lower bound for the board whose cell `c` holds tile `tiles[c]` (0 for
    /// the hole), without the mirror image.
    fn bound_of(&self, tiles: &[u8]) -> u32 {
        let mut index = vec![0usize; self.groups.len()];
        for (cell, &t) in tiles.iter().enumerate() {
            if t != 0 {
                let (g, digit) = self.slot_of[t as usize];
                index[g as usize] += cell * digit as usize;
            }
        }
        (0..self.groups.len())
            .map(|g| {
                self.groups[g]
                    .table
                    .get(index[g])
                    .map_or(u32::MAX, |&v| v as u32)
            })
            .sum()
    }

    /// Whether tables that came from outside (a cache file, a worker) can be what they claim,
    /// by cheap checks: the goal's entries are zero, and along random walks from the goal every position but the goal has a bound of
    /// at least one and at most the walk's length (tables all zero, or doubled, fail). Why
    /// not, if they cannot.
    pub(super) fn soundness(&self) -> Result<(), String> {
        use rand::{Rng, SeedableRng};
        let (width, height) = (self.width, self.height);
        let n = width * height;
        let goal: Vec<u8> = (1..n as u8).chain([0]).collect();
        if self.bound_of(&goal) != 0 {
            return Err("the goal's entries are not zero".into());
        }
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(15);
        for _ in 0..64 {
            let mut tiles = goal.clone();
            let mut hole = n - 1;
            for steps in 1..=60u32 {
                let (c, r) = (hole % width, hole / width);
                let next = match rng.random_range(0..4) {
                    0 if c > 0 => hole - 1,
                    1 if c + 1 < width => hole + 1,
                    2 if r > 0 => hole - width,
                    3 if r + 1 < height => hole + width,
                    _ => continue,
                };
                tiles.swap(hole, next);
                hole = next;
                let bound = self.bound_of(&tiles);
                if bound > steps {
                    return Err(format!(
                        "a position {steps} moves from the goal is said to be {bound} away"
                    ));
                }
                if bound == 0 && tiles != goal {
                    return Err("a position that is not the goal is said to be it".into());
                }
            }
        }
        Ok(())
    }
}

/// How the tiles are grouped. For 4×4 the well-tried 6-6-3 split, for 5×5 five compact blocks;
/// otherwise tiles in reading order, in groups as even as possible of at most six (five above
/// 16 cells).
pub(super) fn partition(width: usize, height: usize) -> Vec<Vec<u8>> {
    match (width, height) {
        (4, 4) => {
            return vec![
                vec![1, 5, 6, 9, 10, 13],
                vec![7, 8, 11, 12, 14, 15],
                vec![2, 3, 4],
            ];
        }
        (5, 5) => {
            return vec![
                vec![1, 2, 3, 6, 7],
                vec![4, 5, 8, 9, 10],
                vec![11, 12, 16, 17, 21],
                vec![13, 14, 15, 19, 20],
                vec![18, 22, 23, 24],
            ];
        }
        _ => {}
    }
    let tiles = (width * height - 1) as u8;
    let count = (tiles as usize).div_ceil(largest_group(width * height));
    let mut groups = vec![Vec::new(); count];
    let per = (tiles as usize).div_ceil(count);
    for t in 1..=tiles {
        groups[(t as usize - 1) / per].push(t);
    }
    groups.retain(|g| !g.is_empty());
    groups
}

/// The cells next to those in `m`, on a board `width` wide with `n` cells.
fn spread(m: u32, width: usize, n: usize) -> u32 {
    let all = (1u32 << n) - 1;
    let mut left_edge = 0u32;
    for r in 0..n / width {
        left_edge |= 1 << (r * width);
    }
    let right_edge = left_edge << (width - 1);
    (((m << 1) & !left_edge) | ((m >> 1) & !right_edge) | (m << width) | (m >> width)) & all
}

/// A set of hole cells: 16 bits for boards of up to 16 cells, 32 above.
pub trait Holes: Copy + Default + Send + 'static {
    fn bits(self) -> u32;
    fn with(self, cells: u32) -> Self;
}

impl Holes for u16 {
    #[inline]
    fn bits(self) -> u32 {
        self as u32
    }
    #[inline]
    fn with(self, cells: u32) -> u16 {
        self | cells as u16
    }
}

impl Holes for u32 {
    #[inline]
    fn bits(self) -> u32 {
        self
    }
    #[inline]
    fn with(self, cells: u32) -> u32 {
        self | cells
    }
}

/// A group's search, with hole sets as wide as its board needs.
pub(super) enum AnyBuilder {
    Narrow(TableBuilder<u16>),
    Wide(TableBuilder<u32>),
}

impl AnyBuilder {
    pub(super) fn new(width: usize, height: usize, tiles: &[u8]) -> AnyBuilder {
        if width * height <= 16 {
            AnyBuilder::Narrow(TableBuilder::new(width, height, tiles))
        } else {
            AnyBuilder::Wide(TableBuilder::new(width, height, tiles))
        }
    }

    pub(super) fn is_done(&self) -> bool {
        match self {
            AnyBuilder::Narrow(b) => b.is_done(),
            AnyBuilder::Wide(b) => b.is_done(),
        }
    }

    pub(super) fn done(&self) -> u64 {
        match self {
            AnyBuilder::Narrow(b) => b.done,
            AnyBuilder::Wide(b) => b.done,
        }
    }

    pub(super) fn step(&mut self, budget: usize) -> bool {
        match self {
            AnyBuilder::Narrow(b) => b.step(budget),
            AnyBuilder::Wide(b) => b.step(budget),
        }
    }

    pub(super) fn finish(self) -> Vec<u8> {
        match self {
            AnyBuilder::Narrow(b) => b.finish(),
            AnyBuilder::Wide(b) => b.finish(),
        }
    }
}

/// Breadth-first search over placements of one group's tiles, which can be run a slice at a
/// time. The hole moves freely through cells no group tile holds, so a state is a placement
/// plus the region the hole can reach; only moves of the group's tiles count.
pub struct TableBuilder<V: Holes> {
    width: usize,
    n: usize,
    k: usize,
    table: Vec<u8>,
    /// For each placement, the hole cells already visited.
    visited: Vec<V>,
    current: Vec<(u32, u8)>,
    next: Vec<(u32, u8)>,
    /// How far into `current` the search has got.
    at: usize,
    depth: u8,
    /// States taken from the queues so far, for progress reports.
    pub done: u64,
}

impl<V: Holes> TableBuilder<V> {
    /// A search for the group `tiles` of a board `width` × `height`.
    pub fn new(width: usize, height: usize, tiles: &[u8]) -> TableBuilder<V> {
        let n = width * height;
        let k = tiles.len();
        let goal_index = tiles
            .iter()
            .rev()
            .fold(0usize, |idx, &t| idx * n + (t as usize - 1));
        let len = table_len(n, k);
        TableBuilder {
            width,
            n,
            k,
            table: vec![UNSET; len],
            visited: vec![V::default(); len],
            current: vec![(goal_index as u32, (n - 1) as u8)],
            next: Vec::new(),
            at: 0,
            depth: 0,
            done: 0,
        }
    }

    /// Whether the search is over.
    pub fn is_done(&self) -> bool {
        self.current.is_empty()
    }

    /// Takes up to `budget` states from the queue; returns whether the search is over.
    pub fn step(&mut self, budget: usize) -> bool {
        let mut left = budget;
        while !self.current.is_empty() {
            while self.at < self.current.len() {
                if left == 0 {
                    return false;
                }
                left -= 1;
                self.done += 1;
                let (idx, hole) = self.current[self.at];
                self.at += 1;
                self.expand(idx as usize, hole);
            }
            std::mem::swap(&mut self.current, &mut self.next);
            self.next.clear();
            self.at = 0;
            self.depth += 1;
        }
        true
    }

    /// Records one state and queues the states one move of a group tile away.
    #[inline]
    fn expand(&mut self, idx: usize, hole: u8) {
        let (width, n, k) = (self.width, self.n, self.k);
        if self.visited[idx].bits() >> hole & 1 == 1 {
            return;
        }
        let mut cells = [0u8; MAX_GROUP];
        let mut occupied = 0u32;
        if n == 16 {
            // The common 4×4 case: each digit is four bits.
            for (s, cell) in cells.iter_mut().enumerate().take(k) {
                *cell = (idx >> (4 * s) & 15) as u8;
                occupied |= 1 << *cell;
            }
        } else {
            let mut rest = idx;
            for cell in cells.iter_mut().take(k) {
                *cell = (rest % n) as u8;
                rest /= n;
                occupied |= 1 << *cell;
            }
        }
        let free = ((1u32 << n) - 1) & !occupied;
        let mut region = 1u32 << hole;
        loop {
            let grown = (region | spread(region, width, n)) & free;
            if grown == region {
                break;
            }
            region = grown;
        }
        self.visited[idx] = self.visited[idx].with(region);
        if self.table[idx] == UNSET {
            self.table[idx] = self.depth;
        }
        // A group tile next to the hole's region may slide into any region cell it touches.
        let mut digit = 1usize;
        for &cell in cells.iter().take(k) {
            let mut m = spread(1 << cell, width, n) & region;
            while m != 0 {
                let q = m.trailing_zeros() as usize;
                m &= m - 1;
                let moved = idx - cell as usize * digit + q * digit;
                if self.visited[moved].bits() >> cell & 1 == 0 {
                    self.next.push((moved as u32, cell));
                }
            }
            digit *= n;
        }
    }

    /// The finished table.
    fn finish(self) -> Vec<u8> {
        debug_assert!(self.is_done());
        self.table
    }
}

fn build_table(width: usize, height: usize, tiles: &[u8]) -> Vec<u8> {
    let mut b = AnyBuilder::new(width, height, tiles);
    b.step(usize::MAX);
    b.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn partitions_cover_every_tile_once() {
        for w in 2..=5 {
            for h in 2..=5 {
                if w * h > MAX_PATTERN_CELLS {
                    continue;
                }
                let mut all: Vec<u8> = partition(w, h).concat();
                all.sort();
                assert_eq!(all, (1..(w * h) as u8).collect::<Vec<_>>());
                let largest = largest_group(w * h);
                assert!(partition(w, h).iter().all(|g| g.len() <= largest));
                assert!(partition(w, h).len() <= MAX_GROUPS);
            }
        }
    }

    /// Tables built here pass the checks; all zero, or doubled (with a good checksum, as a
    /// hostile cache file could be), they do not.
    #[test]
    fn tables_that_cannot_be_right_are_found_out() {
        for (w, h) in [(3, 3), (2, 4)] {
            let built = Database::build(w, h);
            assert_eq!(built.soundness(), Ok(()), "{w}×{h}");
            let altered = |f: fn(u8) -> u8| {
                let groups = built
                    .groups
                    .iter()
                    .map(|g| Group {
                        tiles: g.tiles.clone(),
                        table: g.table.iter().map(|&v| f(v)).collect(),
                    })
                    .collect();
                Database::from_groups(w, h, groups)
            };
            let zero = altered(|_| 0).soundness().unwrap_err();
            assert!(zero.contains("said to be it"), "{zero}");
            let doubled = altered(|v| v.saturating_mul(2)).soundness().unwrap_err();
            assert!(doubled.contains("away"), "{doubled}");
        }
    }
}
