//! Solving boards of at most 25 cells with IDA* guided by additive pattern databases (see
//! `tables`): optimally up to 16 cells, within a stated factor of the shortest above that. On
//! square boards the bound is also taken of the board mirrored in its diagonal, and the larger
//! one used.

use super::kept::database;
use super::tables::{Database, MAX_CELLS, MAX_GROUPS, MAX_PATTERN_CELLS, WEIGHT};
use super::{Board, Slide};
use crate::search::{Budget, IdaProblem, IdaResult, IdaSearch};
use std::sync::Arc;

impl Database {
    /// The lower bound the databases give for a board of their size.
    pub fn estimate(self: &Arc<Self>, board: &Board) -> u32 {
        Problem::new(self.clone(), board, (1, 1)).bound()
    }
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

    /// The tiles in order, the hole last: the board itself, not the estimate (tables that say
    /// zero everywhere must not make every position a goal).
    fn is_goal(&self) -> bool {
        let n = self.db.width * self.db.height;
        self.hole as usize == n - 1
            && self.cells[..n - 1]
                .iter()
                .enumerate()
                .all(|(i, &t)| t as usize == i + 1)
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
    use super::super::parts::DatabaseBuilder;
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

    /// The search stops on the board in order, not on an estimate of zero: with tables that
    /// say zero everywhere it never answers "solved in 0 moves" for a board that is not.
    #[test]
    fn only_the_board_in_order_is_a_goal() {
        use super::super::tables::Group;
        let built = Database::build(3, 3);
        let groups = built
            .groups
            .iter()
            .map(|g| Group {
                tiles: g.tiles.clone(),
                table: vec![0; g.table.len()],
            })
            .collect();
        let zero = Arc::new(Database::from_groups(3, 3, groups));
        let board = Board::from_tiles(3, 3, vec![1, 2, 3, 4, 5, 6, 7, 0, 8]).unwrap();
        let found = OptimalSearch::new(&board, zero).run(Budget::nodes(1_000_000));
        assert_eq!(found.moves.map(|m| m.len()), Some(1), "one move, not none");
    }
}
