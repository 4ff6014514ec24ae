//! Solving boards of at most 25 cells with IDA* guided by additive pattern databases: optimally
//! up to 16 cells, within a stated factor of the shortest above that.
//!
//! The tiles are split into disjoint groups (for 4×4: six, six and three tiles; for 5×5: five,
//! five, five, five and four). For each group a table holds, for every placement of its tiles,
//! the fewest moves *of those tiles* needed to bring them home, whatever the other tiles do.
//! Moves of different groups never overlap, so the table values add up to a lower bound on the
//! whole solution. On square boards the bound is also taken of the board mirrored in its
//! diagonal, and the larger one used.
//!
//! A table is indexed by the cells of its group's tiles as the digits of a number in base
//! `cells` (the first tile the lowest digit).

use super::{Board, Slide};
use crate::search::{Budget, IdaProblem, IdaResult, IdaSearch};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

/// Boards with at most this many cells are solved optimally.
pub const MAX_CELLS: usize = 16;
/// Boards with at most this many cells have pattern databases (5×5 at most).
pub const MAX_PATTERN_CELLS: usize = 25;
/// The most tiles in one group: a 4×4 table has 16^6 entries, a 5×5 one 25^5.
const MAX_GROUP: usize = 6;
/// The most groups a board is split into.
const MAX_GROUPS: usize = 6;
const UNSET: u8 = u8::MAX;

/// How far from the shortest a solution of a board with more than [`MAX_CELLS`] cells may be:
/// the search weighs the estimate of the moves still to make by this much (as a fraction), so
/// every solution it finds is at most this many times as long as the shortest.
pub const WEIGHT: (u32, u32) = (3, 2);

/// The most tiles in one group on a board of `cells` cells, so that a table stays near 16 MB.
fn largest_group(cells: usize) -> usize {
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
    slot_of: Vec<(u8, u32)>,
    /// For square boards, the cell mirrored in the main diagonal.
    mirror: Option<Vec<u8>>,
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

    /// The lower bound the databases give for a board of their size.
    pub fn estimate(self: &Arc<Self>, board: &Board) -> u32 {
        Problem::new(self.clone(), board, (1, 1)).bound()
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

/// Builds a board size's databases a slice at a time, for a program that must not stop
/// drawing (in a browser without workers): all of them as one part.
pub struct DatabaseBuilder {
    width: usize,
    height: usize,
    whole: super::PartBuilder,
}

impl DatabaseBuilder {
    /// Starts building the databases of a board size.
    pub fn new(width: usize, height: usize) -> DatabaseBuilder {
        DatabaseBuilder {
            width,
            height,
            whole: super::PartBuilder::new(width, height, 0, 1),
        }
    }

    /// Does about `budget` states of work; returns the databases once they are complete (and
    /// keeps them for [`database`] to find).
    pub fn step(&mut self, budget: usize) -> Option<Arc<Database>> {
        let tables = self.whole.step(budget)?;
        let db = super::parts::from_parts(self.width, self.height, &[tables])
            .expect("one part holds every table");
        super::shelf::put_on_shelf(&db);
        Some(keep(Arc::new(db)))
    }

    /// How far the work has got, from 0 to 1 (an estimate: the states each group will take).
    pub fn progress(&self) -> f32 {
        self.whole.progress()
    }
}

static DATABASES: OnceLock<Mutex<HashMap<(usize, usize), Arc<Database>>>> = OnceLock::new();

/// Keeps databases built elsewhere, returning the kept copy.
pub(super) fn keep(db: Arc<Database>) -> Arc<Database> {
    let all = DATABASES.get_or_init(Default::default);
    all.lock()
        .unwrap()
        .entry((db.width, db.height))
        .or_insert(db)
        .clone()
}

/// The databases for a board size if they are built already, in this run or an earlier one
/// that kept them on the shelf.
pub fn cached_database(width: usize, height: usize) -> Option<Arc<Database>> {
    let all = DATABASES.get_or_init(Default::default);
    if let Some(db) = all.lock().unwrap().get(&(width, height)) {
        return Some(db.clone());
    }
    let db = super::shelf::take_from_shelf(width, height)?;
    Some(keep(Arc::new(db)))
}

/// One lock per board size, held while its databases are built, so that a second caller waits
/// for the first build rather than doing the same work again.
static BUILDING: OnceLock<Mutex<HashMap<(usize, usize), Arc<Mutex<()>>>>> = OnceLock::new();

/// The databases for a board size, built the first time they are asked for and kept.
pub fn database(width: usize, height: usize) -> Arc<Database> {
    if let Some(db) = cached_database(width, height) {
        return db;
    }
    let size_lock = BUILDING
        .get_or_init(Default::default)
        .lock()
        .unwrap()
        .entry((width, height))
        .or_default()
        .clone();
    let _building = size_lock
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    if let Some(db) = cached_database(width, height) {
        return db;
    }
    let db = Database::build(width, height);
    super::shelf::put_on_shelf(&db);
    keep(Arc::new(db))
}

/// The search state: the board, the hole, and each group's index and table value, both for the
/// board and for its mirror image.
struct Problem {
    db: Arc<Database>,
    cells: [u8; MAX_PATTERN_CELLS],
    hole: u8,
    index: [usize; MAX_GROUPS],
    part: [u8; MAX_GROUPS],
    mirror_index: [usize; MAX_GROUPS],
    mirror_part: [u8; MAX_GROUPS],
    sum: u32,
    mirror_sum: u32,
    neighbours: Vec<Vec<u8>>,
    came_from: Vec<u8>,
    /// The estimate is multiplied by this fraction: (1, 1) for an optimal search.
    weight: (u32, u32),
}

impl Problem {
    fn new(db: Arc<Database>, board: &Board, weight: (u32, u32)) -> Problem {
        let n = db.width * db.height;
        let mut cells = [0u8; MAX_PATTERN_CELLS];
        cells[..n].copy_from_slice(&board.tiles);
        let hole = board.tiles.iter().position(|&t| t == 0).unwrap() as u8;
        let neighbours = (0..n)
            .map(|i| {
                let (c, r) = (i % db.width, i / db.width);
                let mut v = Vec::new();
                if r > 0 {
                    v.push((i - db.width) as u8);
                }
                if r + 1 < db.height {
                    v.push((i + db.width) as u8);
                }
                if c > 0 {
                    v.push((i - 1) as u8);
                }
                if c + 1 < db.width {
                    v.push((i + 1) as u8);
                }
                v
            })
            .collect();
        let mut p = Problem {
            db: db.clone(),
            cells,
            hole,
            index: [0; MAX_GROUPS],
            part: [0; MAX_GROUPS],
            mirror_index: [0; MAX_GROUPS],
            mirror_part: [0; MAX_GROUPS],
            sum: 0,
            mirror_sum: 0,
            neighbours,
            came_from: Vec::new(),
            weight,
        };
        for (cell, &t) in board.tiles.iter().enumerate() {
            if t == 0 {
                continue;
            }
            let (g, digit) = db.slot_of[t as usize];
            p.index[g as usize] += cell * digit as usize;
            if let Some(m) = &db.mirror {
                let (g, digit) = db.slot_of[m[t as usize - 1] as usize + 1];
                p.mirror_index[g as usize] += m[cell] as usize * digit as usize;
            }
        }
        for g in 0..db.groups.len() {
            p.part[g] = db.groups[g].table[p.index[g]];
            p.sum += p.part[g] as u32;
            if db.mirror.is_some() {
                p.mirror_part[g] = db.groups[g].table[p.mirror_index[g]];
                p.mirror_sum += p.mirror_part[g] as u32;
            }
        }
        p
    }

    /// The lower bound on the moves left, unweighted.
    #[inline]
    fn bound(&self) -> u32 {
        self.sum.max(self.mirror_sum)
    }

    /// Moves tile `tile` from cell `from` to cell `to`, keeping the bounds up to date.
    #[inline]
    fn relocate(&mut self, tile: u8, from: u8, to: u8) {
        let (g, digit) = self.db.slot_of[tile as usize];
        let (g, shift) = (g as usize, (to as isize - from as isize) * digit as isize);
        self.index[g] = self.index[g].wrapping_add_signed(shift);
        let v = self.db.groups[g].table[self.index[g]];
        self.sum = self.sum + v as u32 - self.part[g] as u32;
        self.part[g] = v;
        if let Some(m) = &self.db.mirror {
            let (g, digit) = self.db.slot_of[m[tile as usize - 1] as usize + 1];
            let (from, to) = (m[from as usize] as isize, m[to as usize] as isize);
            let (g, shift) = (g as usize, (to - from) * digit as isize);
            self.mirror_index[g] = self.mirror_index[g].wrapping_add_signed(shift);
            let v = self.db.groups[g].table[self.mirror_index[g]];
            self.mirror_sum = self.mirror_sum + v as u32 - self.mirror_part[g] as u32;
            self.mirror_part[g] = v;
        }
    }
}

impl IdaProblem for Problem {
    /// The cell the hole moves to.
    type Move = u8;

    #[inline]
    fn heuristic(&self) -> u32 {
        match self.weight {
            (1, 1) => self.bound(),
            (num, den) => self.bound() * num / den,
        }
    }

    fn is_goal(&self) -> bool {
        self.sum == 0
    }

    #[inline]
    fn moves(&self, out: &mut Vec<u8>) {
        let back = self.came_from.last().copied();
        for &q in &self.neighbours[self.hole as usize] {
            if Some(q) != back {
                out.push(q);
            }
        }
    }

    #[inline]
    fn apply(&mut self, to: u8) {
        let from = self.hole;
        let tile = self.cells[to as usize];
        self.cells[from as usize] = tile;
        self.cells[to as usize] = 0;
        self.hole = to;
        self.came_from.push(from);
        self.relocate(tile, to, from);
    }

    #[inline]
    fn undo(&mut self, to: u8) {
        let from = self.came_from.pop().unwrap();
        debug_assert_eq!(self.hole, to);
        let tile = self.cells[from as usize];
        self.cells[to as usize] = tile;
        self.cells[from as usize] = 0;
        self.hole = from;
        self.relocate(tile, from, to);
    }
}

/// A search that can be run a slice at a time (the board must be solvable): optimal on boards
/// of at most [`MAX_CELLS`] cells, within [`WEIGHT`] of the shortest on larger ones.
pub struct OptimalSearch {
    tiles: Vec<u8>,
    problem: Problem,
    search: IdaSearch<u8>,
}

impl OptimalSearch {
    /// A search for `board` with its size's databases.
    pub fn new(board: &Board, db: Arc<Database>) -> OptimalSearch {
        let weight = if board.tiles.len() <= MAX_CELLS {
            (1, 1)
        } else {
            WEIGHT
        };
        OptimalSearch::weighted(board, db, weight)
    }

    /// A search whose estimate is multiplied by `weight` (a fraction of at least 1): its
    /// solutions are at most that many times as long as the shortest.
    pub fn weighted(board: &Board, db: Arc<Database>, weight: (u32, u32)) -> OptimalSearch {
        assert!(weight.0 >= weight.1 && weight.1 > 0);
        OptimalSearch {
            tiles: board.tiles.clone(),
            problem: Problem::new(db, board, weight),
            search: IdaSearch::new(1000),
        }
    }

    /// Runs the search until it answers.
    pub fn run(mut self, budget: Budget) -> IdaResult<Slide> {
        loop {
            if let Some(result) = self.advance(u64::MAX, budget) {
                return result;
            }
        }
    }

    /// Whether the solutions of this search are the shortest.
    pub fn is_optimal(&self) -> bool {
        self.problem.weight.0 == self.problem.weight.1
    }

    /// Expands up to `slice` positions; the answer once the search is over.
    pub fn advance(&mut self, slice: u64, budget: Budget) -> Option<IdaResult<Slide>> {
        let result = self.search.advance(&mut self.problem, slice, budget)?;
        // Turn hole targets back into the tiles that slide.
        let mut cells = self.tiles.clone();
        let mut hole = cells.iter().position(|&t| t == 0).unwrap();
        let moves = result.moves.map(|targets| {
            targets
                .into_iter()
                .map(|q| {
                    let tile = cells[q as usize];
                    cells.swap(hole, q as usize);
                    hole = q as usize;
                    Slide { tile }
                })
                .collect()
        });
        Some(IdaResult {
            moves,
            nodes: result.nodes,
            complete: result.complete,
        })
    }

    /// Positions expanded so far, and the solution length being tried.
    pub fn progress(&self) -> (u64, Option<u32>) {
        (self.search.nodes(), self.search.bound())
    }
}

/// Solves a board of at most 16 cells optimally, or one of at most 25 within [`WEIGHT`] of the
/// shortest (the board must be solvable).
pub fn solve_optimal(board: &Board, budget: Budget) -> IdaResult<Slide> {
    OptimalSearch::new(board, database(board.width, board.height)).run(budget)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::Puzzle;
    use rand::SeedableRng;

    /// Plain breadth-first distances, to check the databases' answers on small boards.
    fn bfs_length(board: &Board) -> usize {
        let e = crate::search::bfs(
            vec![board.clone()],
            |b, out| out.extend(b.legal_moves().iter().map(|m| b.apply(m).unwrap())),
            |b| b.is_solved(),
            Budget::UNLIMITED,
        );
        e.depth[e.goal.unwrap() as usize] as usize
    }

    #[test]
    fn optimal_on_small_boards_matches_breadth_first_search() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1);
        for (w, h) in [(2, 2), (3, 2), (2, 3), (3, 3)] {
            for _ in 0..8 {
                let b = super::super::shuffled(&mut rng, w, h);
                let r = solve_optimal(&b, Budget::UNLIMITED);
                let moves = r.moves.unwrap();
                assert!(b.replay(&moves).unwrap().is_solved());
                assert_eq!(moves.len(), bfs_length(&b), "{w}x{h}\n{}", b.drawing());
            }
        }
    }

    #[test]
    fn estimate_never_exceeds_the_true_length() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(2);
        let db = database(3, 3);
        for _ in 0..30 {
            let b = super::super::shuffled(&mut rng, 3, 3);
            assert!(db.estimate(&b) as usize <= bfs_length(&b));
        }
    }

    #[test]
    fn slices_give_the_same_answers_as_one_go() {
        // Databases built a little at a time equal those built at once.
        let mut builder = DatabaseBuilder::new(3, 3);
        let mut steps = 0;
        let sliced = loop {
            steps += 1;
            if let Some(db) = builder.step(1000) {
                break db;
            }
            assert!(builder.progress() < 1.0);
        };
        assert!(steps > 3, "the work was really split ({steps} slices)");
        let whole = Database::build(3, 3);
        for (a, b) in sliced.groups.iter().zip(&whole.groups) {
            assert_eq!(a.table, b.table);
        }
        // A search run a few positions at a time finds a solution as short as one run at once.
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(9);
        for _ in 0..5 {
            let b = super::super::shuffled(&mut rng, 3, 3);
            let mut search = OptimalSearch::new(&b, sliced.clone());
            let sliced_answer = loop {
                if let Some(r) = search.advance(7, Budget::UNLIMITED) {
                    break r;
                }
            };
            let moves = sliced_answer.moves.unwrap();
            assert!(b.replay(&moves).unwrap().is_solved());
            assert_eq!(
                moves.len(),
                solve_optimal(&b, Budget::UNLIMITED).moves.unwrap().len()
            );
        }
    }

    #[test]
    fn a_weighted_search_stays_within_its_weight() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
        let db = database(3, 3);
        let mut longer = 0;
        for _ in 0..40 {
            let b = super::super::shuffled(&mut rng, 3, 3);
            let r = OptimalSearch::weighted(&b, db.clone(), (3, 2)).run(Budget::UNLIMITED);
            let moves = r.moves.unwrap();
            assert!(b.replay(&moves).unwrap().is_solved());
            let shortest = bfs_length(&b);
            assert!(
                2 * moves.len() <= 3 * shortest,
                "{} > 1.5 × {shortest}",
                moves.len()
            );
            longer += (moves.len() > shortest) as usize;
        }
        assert!(longer > 0, "the weight made a difference somewhere");
    }

    #[test]
    fn five_by_five_boards_are_solved_within_the_weight() {
        // Short scrambles, whose shortest solutions the exact search finds quickly.
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(4);
        for len in [20, 30, 40] {
            let b = super::super::random_walk(&mut rng, 5, 5, len);
            let (s, within) = super::super::solve_bounded(&b, Budget::UNLIMITED);
            let within = within.unwrap();
            assert!(!s.optimal && (1.0..=1.5).contains(&within));
            let moves = s.moves.unwrap();
            assert!(b.replay(&moves).unwrap().is_solved());
            let exact = super::super::solve_shortest(&b, Budget::UNLIMITED);
            let shortest = exact.moves.unwrap();
            assert!(b.replay(&shortest).unwrap().is_solved());
            assert!(shortest.len() <= len);
            assert!(moves.len() as f64 <= within * shortest.len() as f64);
        }
    }

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
}
