//! The shortest solution: a breadth-first search over positions in which blocks of the same
//! shape are interchangeable.

use super::{Board, MAX_BLOCKS, MAX_CELLS, Metric, Slide};
use crate::puzzle::Solution;
use crate::search::{self, Budget};
use web_time::Instant;

/// The solver's view of a board: blocks grouped by shape, positions as cell indices.
pub(super) struct Space {
    pub(super) width: usize,
    /// Every cell of the board.
    all: u64,
    /// The cells of the first column and of the last.
    left_edge: u64,
    right_edge: u64,
    /// For each block slot, its shape class.
    class_of: Vec<u8>,
    /// Slot range of each shape class.
    pub(super) class_slots: Vec<std::ops::Range<usize>>,
    /// For each class and top-left cell: the cells covered, or 0 if it does not fit.
    mask: Vec<u64>,
    pub(super) cells: usize,
    goal_class: usize,
    goal_cell: u8,
    /// For each class, top-left cell and direction: the top-left cell one step away, if the
    /// block still fits on the board there.
    next: Vec<[u8; 4]>,
}

const NOWHERE: u8 = u8::MAX;

/// A position as the solver keeps it. Blocks of the same shape are interchangeable, so a key
/// says which cells hold the top-left corner of a block of each shape, and nothing more.
pub(super) trait Key: Copy + Eq + std::hash::Hash {
    /// The key of the blocks' top-left cells, slot by slot.
    fn from_slots(space: &Space, slots: &[u8]) -> Self;
    /// Calls `f(class, top-left cell)` for every block.
    fn for_each_block(&self, space: &Space, f: impl FnMut(usize, usize));
    /// The key after the block of `class` (in `slot`) moves from `from` to `to`.
    fn moved(&self, space: &Space, class: usize, slot: usize, from: usize, to: usize) -> Self;
    /// Whether a block of `class` has its top-left cell at `cell`.
    fn has(&self, space: &Space, class: usize, cell: usize) -> bool;
}

/// One bit per (shape, cell), for boards where shapes × cells fit in 128 bits (most do).
impl Key for u128 {
    fn from_slots(space: &Space, slots: &[u8]) -> u128 {
        slots.iter().enumerate().fold(0, |k, (slot, &cell)| {
            k | 1 << (space.class_of[slot] as usize * space.cells + cell as usize)
        })
    }

    #[inline]
    fn for_each_block(&self, space: &Space, mut f: impl FnMut(usize, usize)) {
        for class in 0..space.class_slots.len() {
            let mut cells = (self >> (class * space.cells)) as u64 & space.all;
            while cells != 0 {
                let at = cells.trailing_zeros() as usize;
                cells &= cells - 1;
                f(class, at);
            }
        }
    }

    #[inline]
    fn moved(&self, space: &Space, class: usize, _slot: usize, from: usize, to: usize) -> u128 {
        let base = class * space.cells;
        self & !(1 << (base + from)) | 1 << (base + to)
    }

    fn has(&self, space: &Space, class: usize, cell: usize) -> bool {
        self >> (class * space.cells + cell) & 1 == 1
    }
}

/// Top-left cell of each block slot, sorted within each shape, for the boards too big for a
/// `u128` key.
impl Key for [u8; MAX_BLOCKS] {
    fn from_slots(_: &Space, slots: &[u8]) -> Self {
        let mut k = [u8::MAX; MAX_BLOCKS];
        k[..slots.len()].copy_from_slice(slots);
        k
    }

    fn for_each_block(&self, space: &Space, mut f: impl FnMut(usize, usize)) {
        for slot in 0..space.slots() {
            f(space.class_of[slot] as usize, self[slot] as usize);
        }
    }

    fn moved(&self, space: &Space, class: usize, slot: usize, _from: usize, to: usize) -> Self {
        let mut k = *self;
        k[slot] = to as u8;
        k[space.class_slots[class].clone()].sort_unstable();
        k
    }

    fn has(&self, space: &Space, class: usize, cell: usize) -> bool {
        self[space.class_slots[class].clone()].contains(&(cell as u8))
    }
}

impl Space {
    pub(super) fn new(board: &Board) -> (Space, Vec<u8>, Vec<(usize, usize)>) {
        let mut shapes: Vec<(usize, usize)> = Vec::new();
        for b in &board.blocks {
            if !shapes.contains(&(b.width, b.height)) {
                shapes.push((b.width, b.height));
            }
        }
        let (key, class_of, class_slots) = slots_by_shape(board, &shapes);
        let cells = board.width * board.height;
        let mask: Vec<Vec<u64>> = shapes
            .iter()
            .map(|&shape| shape_masks(board.width, board.height, shape))
            .collect();
        let next = mask
            .iter()
            .flat_map(|masks| steps_that_fit(board.width, board.height, masks))
            .collect();
        let goal_shape = board.goal_shape();
        let left_edge = (0..board.height).fold(0u64, |m, r| m | 1 << (r * board.width));
        let space = Space {
            width: board.width,
            all: if cells == 64 {
                u64::MAX
            } else {
                (1 << cells) - 1
            },
            left_edge,
            right_edge: left_edge << (board.width - 1),
            class_of,
            class_slots,
            mask: mask.concat(),
            cells,
            goal_class: shapes.iter().position(|&s| s == goal_shape).unwrap(),
            goal_cell: (board.goal.row * board.width + board.goal.col) as u8,
            next,
        };
        (space, key, shapes)
    }

    /// The cells a block of `class` covers with its top-left cell at `at` (0 if it does not fit).
    #[inline]
    fn mask(&self, class: usize, at: usize) -> u64 {
        self.mask[class * self.cells + at]
    }

    fn slots(&self) -> usize {
        self.class_of.len()
    }

    fn occupied<K: Key>(&self, key: &K) -> u64 {
        let mut occ = 0;
        key.for_each_block(self, |class, at| occ |= self.mask(class, at));
        occ
    }

    pub(super) fn is_goal<K: Key>(&self, key: &K) -> bool {
        key.has(self, self.goal_class, self.goal_cell as usize)
    }

    /// The top-left cell one step from `at` in direction `d` (0..4), if the block stays on the board.
    #[inline]
    fn step(&self, class: usize, at: usize, d: usize) -> Option<usize> {
        let to = self.next[class * self.cells + at][d];
        (to != NOWHERE).then_some(to as usize)
    }

    pub(super) fn successors<K: Key>(&self, key: &K, metric: Metric, out: &mut Vec<K>) {
        let occ = self.occupied(key);
        // Only blocks touching an empty cell can move; there are few empty cells.
        let empty = self.all & !occ;
        let touching = ((empty << 1) & !self.left_edge)
            | ((empty >> 1) & !self.right_edge)
            | (empty << self.width)
            | (empty >> self.width);
        let mut slot = 0;
        key.for_each_block(self, |class, at| {
            slot += 1;
            if self.mask(class, at) & touching == 0 {
                return;
            }
            let slot = slot - 1;
            let rest = occ & !self.mask(class, at);
            match metric {
                Metric::Step | Metric::Slide => {
                    for d in 0..4 {
                        let mut pos = at;
                        while let Some(to) = self.step(class, pos, d) {
                            if self.mask(class, to) & rest != 0 {
                                break;
                            }
                            out.push(key.moved(self, class, slot, at, to));
                            if metric == Metric::Step {
                                break;
                            }
                            pos = to;
                        }
                    }
                }
                Metric::Move => {
                    let mut seen = 1u64 << at;
                    let mut queue = [0u8; MAX_CELLS];
                    let (mut head, mut tail) = (0, 1);
                    queue[0] = at as u8;
                    while head < tail {
                        let pos = queue[head] as usize;
                        head += 1;
                        for d in 0..4 {
                            if let Some(to) = self.step(class, pos, d)
                                && seen >> to & 1 == 0
                                && self.mask(class, to) & rest == 0
                            {
                                seen |= 1 << to;
                                queue[tail] = to as u8;
                                tail += 1;
                                out.push(key.moved(self, class, slot, at, to));
                            }
                        }
                    }
                }
            }
        });
    }

    /// The move between two neighbouring keys.
    fn slide_between<K: Key>(&self, a: &K, b: &K) -> Slide {
        let blocks = |k: &K| {
            let mut v = Vec::new();
            k.for_each_block(self, |class, at| v.push((class, at)));
            v
        };
        let (x, y) = (blocks(a), blocks(b));
        let from = x
            .iter()
            .find(|p| !y.contains(p))
            .expect("one block moved")
            .1;
        let to = y
            .iter()
            .find(|p| !x.contains(p))
            .expect("one block moved")
            .1;
        Slide {
            from: [from % self.width, from / self.width],
            to: [to % self.width, to / self.width],
        }
    }
}

/// The blocks' top-left cells slot by slot, grouped by shape (each group in cell order), with
/// each slot's shape class and each class's slots.
#[allow(clippy::type_complexity)]
fn slots_by_shape(
    board: &Board,
    shapes: &[(usize, usize)],
) -> (Vec<u8>, Vec<u8>, Vec<std::ops::Range<usize>>) {
    let mut class_of = Vec::new();
    let mut class_slots = Vec::new();
    let mut key = vec![u8::MAX; board.blocks.len()];
    let mut slot = 0;
    for &shape in shapes {
        let start = slot;
        let mut cells: Vec<u8> = board
            .blocks
            .iter()
            .filter(|b| (b.width, b.height) == shape)
            .map(|b| (b.row * board.width + b.col) as u8)
            .collect();
        cells.sort_unstable();
        for c in cells {
            key[slot] = c;
            class_of.push(class_slots.len() as u8);
            slot += 1;
        }
        class_slots.push(start..slot);
    }
    (key, class_of, class_slots)
}

/// For each top-left cell, the cells a block of this shape covers there (0 if it does not fit).
fn shape_masks(width: usize, height: usize, (w, h): (usize, usize)) -> Vec<u64> {
    (0..width * height)
        .map(|i| {
            let (c, r) = (i % width, i / width);
            if c + w > width || r + h > height {
                return 0;
            }
            let mut m = 0u64;
            for y in r..r + h {
                for x in c..c + w {
                    m |= 1 << (y * width + x);
                }
            }
            m
        })
        .collect()
}

/// For each top-left cell of a shape (with its `masks`) and each direction, the top-left cell
/// one step away, if the block still fits there.
fn steps_that_fit(width: usize, height: usize, masks: &[u64]) -> Vec<[u8; 4]> {
    (0..width * height)
        .map(|at| {
            let (c, r) = (at % width, at / width);
            let mut to = [NOWHERE; 4];
            let candidates = [
                (r > 0).then(|| at - width),
                (r + 1 < height).then(|| at + width),
                (c > 0).then(|| at - 1),
                (c + 1 < width).then(|| at + 1),
            ];
            for (d, t) in candidates.into_iter().enumerate() {
                if let Some(t) = t.filter(|&t| masks[t] != 0 && masks[at] != 0) {
                    to[d] = t as u8;
                }
            }
            to
        })
        .collect()
}

/// Finds a shortest solution in `metric` by breadth-first search over positions in which
/// blocks of the same shape are interchangeable.
pub fn solve(board: &Board, metric: Metric, budget: Budget) -> Solution<Slide> {
    let (space, slots, _) = Space::new(board);
    if space.class_slots.len() * space.cells <= 128 {
        solve_with::<u128>(&space, &slots, metric, budget)
    } else {
        solve_with::<[u8; MAX_BLOCKS]>(&space, &slots, metric, budget)
    }
}

fn solve_with<K: Key>(
    space: &Space,
    slots: &[u8],
    metric: Metric,
    budget: Budget,
) -> Solution<Slide> {
    let start = Instant::now();
    let explored = search::bfs(
        vec![K::from_slots(space, slots)],
        |k, out| space.successors(k, metric, out),
        |k| space.is_goal(k),
        budget,
    );
    let moves = explored.goal.map(|g| {
        explored
            .path_to(g)
            .windows(2)
            .map(|w| space.slide_between(&w[0], &w[1]))
            .collect()
    });
    Solution {
        moves,
        optimal: true,
        complete: explored.complete,
        nodes: explored.states.len() as u64,
        seconds: start.elapsed().as_secs_f64(),
    }
}
