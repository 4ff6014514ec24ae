//! Solving boards too big for the pattern databases: put the top row or the left column in
//! place, lock it, and repeat until what remains is small enough for them, which is then solved
//! by their search. The answer is good but not the shortest.

use super::{Board, Slide};
use crate::search::{self, Budget};

/// What the reduction found.
pub struct Reduced {
    pub moves: Option<Vec<Slide>>,
    pub nodes: u64,
    pub complete: bool,
}

struct Work {
    width: usize,
    height: usize,
    tiles: Vec<u8>,
    hole: usize,
    locked: Vec<bool>,
    moves: Vec<Slide>,
    nodes: u64,
}

impl Work {
    fn neighbours(&self, i: usize) -> impl Iterator<Item = usize> + '_ {
        let (c, r) = (i % self.width, i / self.width);
        let w = self.width;
        [
            (r > 0).then(|| i - w),
            (r + 1 < self.height).then(|| i + w),
            (c > 0).then(|| i - 1),
            (c + 1 < w).then(|| i + 1),
        ]
        .into_iter()
        .flatten()
        .filter(|&j| !self.locked[j])
    }

    /// Moves the hole along `path` (cells next to each other), sliding the tiles it meets.
    fn walk(&mut self, path: &[usize]) {
        for &q in path {
            let tile = self.tiles[q];
            self.tiles.swap(self.hole, q);
            self.hole = q;
            self.moves.push(Slide { tile });
        }
    }

    fn cell_of(&self, tile: u8) -> usize {
        self.tiles.iter().position(|&t| t == tile).unwrap()
    }

    /// Brings `tiles` (one or two) to `homes` without touching locked cells, by breadth-first
    /// search over where those tiles and the hole are.
    fn place(&mut self, tiles: &[u8], homes: &[usize], budget: Budget) -> bool {
        let start: Vec<u8> = tiles
            .iter()
            .map(|&t| self.cell_of(t) as u8)
            .chain([self.hole as u8])
            .collect();
        let k = tiles.len();
        let explored = search::bfs(
            vec![start],
            |s, out| {
                let hole = s[k] as usize;
                for q in self.neighbours(hole) {
                    let mut t = s.clone();
                    for p in t.iter_mut().take(k) {
                        if *p as usize == q {
                            *p = hole as u8;
                        }
                    }
                    t[k] = q as u8;
                    out.push(t);
                }
            },
            |s| s.iter().take(k).zip(homes).all(|(&p, &h)| p as usize == h),
            budget,
        );
        self.nodes += explored.states.len() as u64;
        let Some(goal) = explored.goal else {
            return false;
        };
        let holes: Vec<usize> = explored
            .path_to(goal)
            .iter()
            .skip(1)
            .map(|s| s[k] as usize)
            .collect();
        self.walk(&holes);
        true
    }
}

/// Solves a solvable board of any size, not necessarily in the fewest moves, fixing lines until
/// what remains `fits` (a width and height) the pattern databases' search, which `finish`
/// then does.
pub fn solve(
    board: &Board,
    budget: Budget,
    fits: impl Fn(usize, usize) -> bool,
    finish: impl Fn(&Board, Budget) -> search::IdaResult<Slide>,
) -> Reduced {
    let (width, height) = (board.width, board.height);
    let mut work = Work {
        width,
        height,
        tiles: board.tiles.clone(),
        hole: board.tiles.iter().position(|&t| t == 0).unwrap(),
        locked: vec![false; width * height],
        moves: Vec::new(),
        nodes: 0,
    };
    let (mut top, mut left) = (0, 0);
    let fail = |work: Work| Reduced {
        moves: None,
        nodes: work.nodes,
        complete: false,
    };
    while !fits(width - left, height - top) {
        let fixed = if height - top >= width - left {
            top += 1;
            work.fix_line((left..width).map(|c| (c, top - 1)).collect(), budget)
        } else {
            left += 1;
            work.fix_line((top..height).map(|r| (left - 1, r)).collect(), budget)
        };
        if !fixed {
            return fail(work);
        }
    }
    let (small_board, original) = work.what_remains(top, left);
    let rest = finish(&small_board, budget);
    work.nodes += rest.nodes;
    let Some(rest) = rest.moves else {
        return fail(work);
    };
    work.moves.extend(rest.into_iter().map(|s| Slide {
        tile: original[s.tile as usize],
    }));
    Reduced {
        moves: Some(work.moves),
        nodes: work.nodes,
        complete: true,
    }
}

impl Work {
    /// The tile whose home is column `c`, row `r`, and that home.
    fn home(&self, (c, r): (usize, usize)) -> (u8, usize) {
        let at = r * self.width + c;
        ((at + 1) as u8, at)
    }

    /// Puts the tiles of a row or column in their homes for good: all but the last two one by
    /// one, then those two together.
    fn fix_line(&mut self, cells: Vec<(usize, usize)>, budget: Budget) -> bool {
        let n = cells.len();
        for &cell in &cells[..n - 2] {
            let (tile, home) = self.home(cell);
            if !self.place(&[tile], &[home], budget) {
                return false;
            }
            self.locked[home] = true;
        }
        let (a, home_a) = self.home(cells[n - 2]);
        let (b, home_b) = self.home(cells[n - 1]);
        if !self.place(&[a, b], &[home_a, home_b], budget) {
            return false;
        }
        self.locked[home_a] = true;
        self.locked[home_b] = true;
        true
    }

    /// What remains below row `top` and right of column `left`, as a small board of its own
    /// (its tiles numbered by their homes in it), with each small number's tile on the board.
    fn what_remains(&self, top: usize, left: usize) -> (Board, Vec<u8>) {
        let (width, height) = (self.width, self.height);
        let (w, h) = (width - left, height - top);
        let mut small = Vec::with_capacity(w * h);
        let mut original = vec![0u8; w * h];
        for r in top..height {
            for c in left..width {
                let t = self.tiles[r * width + c];
                let label = if t == 0 {
                    0
                } else {
                    let (tc, tr) = ((t as usize - 1) % width, (t as usize - 1) / width);
                    ((tr - top) * w + (tc - left) + 1) as u8
                };
                if label != 0 {
                    original[label as usize] = t;
                }
                small.push(label);
            }
        }
        let board = Board::from_tiles(w, h, small)
            .expect("the remaining tiles belong to the remaining cells");
        (board, original)
    }
}

#[cfg(test)]
mod tests {
    use super::super::{pdb, tables};
    use super::*;
    use crate::puzzle::Puzzle;
    use rand::SeedableRng;

    #[test]
    fn big_boards_are_solved() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
        for (w, h) in [(5, 4), (4, 5), (5, 5), (6, 3), (8, 8), (2, 8)] {
            if w * h <= tables::MAX_CELLS {
                continue;
            }
            let b = super::super::shuffled(&mut rng, w, h);
            let r = solve(
                &b,
                Budget::UNLIMITED,
                |w, h| w <= 4 && h <= 4,
                pdb::solve_optimal,
            );
            let moves = r.moves.expect("solvable");
            assert!(b.replay(&moves).unwrap().is_solved(), "{w}x{h}");
        }
    }
}
