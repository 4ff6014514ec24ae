//! Solving boards too big for the pattern databases (more than 16 cells): put the top row or the
//! left column in place, lock it, and repeat until at most 4×4 cells remain, which are then
//! solved optimally. The answer is good but not the shortest.

use super::{Board, Slide, pdb};
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

/// Solves a solvable board of any size, not necessarily in the fewest moves.
pub fn solve(board: &Board, budget: Budget) -> Reduced {
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
    let home = |c: usize, r: usize| r * width + c;
    let tile_for = |c: usize, r: usize| (r * width + c + 1) as u8;
    let (mut top, mut left) = (0, 0);
    let fail = |work: Work| Reduced {
        moves: None,
        nodes: work.nodes,
        complete: false,
    };
    while height - top > 4 || width - left > 4 {
        if height - top >= width - left {
            // Fix row `top`: all but its last two tiles one by one, then those two together.
            for c in left..width - 2 {
                if !work.place(&[tile_for(c, top)], &[home(c, top)], budget) {
                    return fail(work);
                }
                work.locked[home(c, top)] = true;
            }
            let pair = [tile_for(width - 2, top), tile_for(width - 1, top)];
            if !work.place(&pair, &[home(width - 2, top), home(width - 1, top)], budget) {
                return fail(work);
            }
            work.locked[home(width - 2, top)] = true;
            work.locked[home(width - 1, top)] = true;
            top += 1;
        } else {
            for r in top..height - 2 {
                if !work.place(&[tile_for(left, r)], &[home(left, r)], budget) {
                    return fail(work);
                }
                work.locked[home(left, r)] = true;
            }
            let pair = [tile_for(left, height - 2), tile_for(left, height - 1)];
            if !work.place(
                &pair,
                &[home(left, height - 2), home(left, height - 1)],
                budget,
            ) {
                return fail(work);
            }
            work.locked[home(left, height - 2)] = true;
            work.locked[home(left, height - 1)] = true;
            left += 1;
        }
    }
    // What remains is a small board of its own: number its tiles by their homes in it.
    let (w, h) = (width - left, height - top);
    let mut small = Vec::with_capacity(w * h);
    let mut original = vec![0u8; w * h];
    for r in top..height {
        for c in left..width {
            let t = work.tiles[home(c, r)];
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
    let small_board =
        Board::from_tiles(w, h, small).expect("the remaining tiles belong to the remaining cells");
    let rest = pdb::solve_optimal(&small_board, budget);
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::Puzzle;
    use rand::SeedableRng;

    #[test]
    fn big_boards_are_solved() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
        for (w, h) in [(5, 4), (4, 5), (5, 5), (6, 3), (8, 8), (2, 8)] {
            if w * h <= pdb::MAX_CELLS {
                continue;
            }
            let b = super::super::shuffled(&mut rng, w, h);
            let r = solve(&b, Budget::UNLIMITED);
            let moves = r.moves.expect("solvable");
            assert!(b.replay(&moves).unwrap().is_solved(), "{w}x{h}");
        }
    }
}
