//! Solving a board: optimally up to 16 cells, within a stated factor of the shortest on 5×5,
//! row by row on larger boards, and how far from the shortest a solution may be.

use super::kept::{cached_database, database};
use super::pdb::{OptimalSearch, solve_optimal};
use super::tables::{Database, MAX_CELLS, MAX_PATTERN_CELLS, WEIGHT};
use super::{Board, Slide, reduce};
use crate::puzzle::Solution;
use crate::search::Budget;
use web_time::Instant;

/// Solves a board: optimally with IDA* and additive pattern databases when it has at most 16
/// cells; with weighted IDA* on 5×5 (at most 1.5 times the shortest, or 2 or 3 times on the
/// rare board that takes the first weights too long); otherwise by fixing rows and columns until
/// such a board remains.
pub fn solve(board: &Board, budget: Budget) -> Solution<Slide> {
    solve_bounded(board, budget).0
}

/// How far from the shortest a solution may be, as a factor: 1 for the shortest.
pub type Within = Option<f64>;

/// Whether a board size has pattern databases: every board of at most 16 cells, and 5×5 (other
/// boards of 17 to 25 cells are solved row by row, so that one set of large tables serves).
pub fn has_databases(width: usize, height: usize) -> bool {
    width * height <= MAX_CELLS || (width, height) == (5, 5)
}

/// Whether the pattern databases of a board size are at hand: on the desktop they are built
/// (or read from the cache folder) when asked for; in a browser, only once built in slices.
pub fn databases_at_hand(width: usize, height: usize) -> bool {
    has_databases(width, height)
        && (cfg!(not(target_arch = "wasm32")) || cached_database(width, height).is_some())
}

/// The shortest solution of a board that [`has_databases`], by an exact search (which on a
/// 5×5 board can take hours, so mind the budget).
pub fn solve_shortest(board: &Board, budget: Budget) -> Solution<Slide> {
    let start = Instant::now();
    assert!(has_databases(board.width, board.height));
    let r = if board.is_solvable() {
        OptimalSearch::weighted(board, database(board.width, board.height), (1, 1)).run(budget)
    } else {
        crate::search::IdaResult {
            moves: None,
            nodes: 0,
            complete: true,
        }
    };
    Solution {
        moves: r.moves,
        optimal: true,
        complete: r.complete,
        nodes: r.nodes,
        seconds: start.elapsed().as_secs_f64(),
    }
}

/// [`solve`], and how far from the shortest its solution may be (`None`: no bound).
pub fn solve_bounded(board: &Board, budget: Budget) -> (Solution<Slide>, Within) {
    let start = Instant::now();
    let answer = |moves, within: Within, nodes, complete| {
        let solution = Solution {
            moves,
            optimal: within == Some(1.0),
            complete,
            nodes,
            seconds: start.elapsed().as_secs_f64(),
        };
        (solution, within)
    };
    if !board.is_solvable() {
        return answer(None, Some(1.0), 0, true);
    }
    let (width, height) = (board.width, board.height);
    let cells = width * height;
    if cells <= MAX_CELLS {
        let r = solve_optimal(board, budget);
        return answer(r.moves, Some(1.0), r.nodes, r.complete);
    }
    let mut nodes = 0;
    if databases_at_hand(width, height) {
        let db = database(width, height);
        let (r, weight) = weighted(board, &db, budget);
        nodes += r.nodes;
        if let Some(moves) = r.moves {
            let (num, den) = weight;
            let within = (num as f64 / den as f64).min(ratio(&db, board, moves.len()));
            return answer(Some(moves), Some(within), nodes, true);
        }
    }
    // What remains is solved by the pattern search: optimally at 16 cells or fewer, or by the
    // weighted search on a 5×5 remainder of a larger board.
    let big = cells > MAX_PATTERN_CELLS && databases_at_hand(5, 5);
    let r = reduce::solve(
        board,
        budget,
        |w, h| w * h <= MAX_CELLS || (big && (w, h) == (5, 5)),
        |small, budget| {
            if small.width * small.height <= MAX_CELLS {
                solve_optimal(small, budget)
            } else {
                weighted_or_reduced(small, budget)
            }
        },
    );
    let within = match &r.moves {
        Some(moves) if databases_at_hand(width, height) => {
            Some(ratio(&database(width, height), board, moves.len()))
        }
        _ => None,
    };
    answer(r.moves, within, nodes + r.nodes, r.complete)
}

/// The weighted search of a board with databases (5×5), trying [`WEIGHTS`] in turn within
/// their caps and `budget`; the answer, and the weight that found it.
pub(super) fn weighted(
    board: &Board,
    db: &std::sync::Arc<Database>,
    budget: Budget,
) -> (crate::search::IdaResult<Slide>, (u32, u32)) {
    let mut nodes = 0;
    for (weight, most) in WEIGHTS {
        let left = budget.max_nodes.unwrap_or(u64::MAX).saturating_sub(nodes);
        let cap = Budget {
            max_nodes: Some(left.min(most)),
            cancel: budget.cancel,
        };
        let r = OptimalSearch::weighted(board, db.clone(), weight).run(cap);
        nodes += r.nodes;
        if r.moves.is_some() {
            return (
                crate::search::IdaResult {
                    nodes,
                    complete: true,
                    ..r
                },
                weight,
            );
        }
    }
    let gave_up = crate::search::IdaResult {
        moves: None,
        nodes,
        complete: false,
    };
    (gave_up, WEIGHTS[WEIGHTS.len() - 1].0)
}

/// A 5×5 remainder of a larger board: the weighted search, and should every weight give up,
/// its lines fixed on down to 16 cells.
pub(super) fn weighted_or_reduced(
    board: &Board,
    budget: Budget,
) -> crate::search::IdaResult<Slide> {
    let tried = weighted(board, &database(5, 5), budget).0;
    if tried.moves.is_some() {
        return tried;
    }
    let left = Budget {
        max_nodes: Some(
            budget
                .max_nodes
                .unwrap_or(u64::MAX)
                .saturating_sub(tried.nodes),
        ),
        cancel: budget.cancel,
    };
    let rest = reduce::solve(board, left, |w, h| w * h <= MAX_CELLS, solve_optimal);
    crate::search::IdaResult {
        moves: rest.moves,
        nodes: tried.nodes + rest.nodes,
        complete: rest.complete,
    }
}

/// The weights the search of a 5×5 board tries in turn, each with the most positions it may
/// search (about two seconds, then half a second each): a board the first cannot solve quickly
/// gets a solution that may be longer.
pub(super) const WEIGHTS: [((u32, u32), u64); 3] = [
    (WEIGHT, 25_000_000),
    ((2, 1), 8_000_000),
    ((3, 1), 8_000_000),
];

/// How many times the shortest a solution of `length` moves from `board` is at most: its length
/// over the databases' lower bound, rounded up to hundredths.
pub(super) fn ratio(db: &std::sync::Arc<Database>, board: &Board, length: usize) -> f64 {
    let lower = db.estimate(board).max(1);
    (length as f64 * 100.0 / lower as f64).ceil() / 100.0
}

/// How many times the shortest a solution of `length` moves from `board` is at most, when the
/// board's databases are built already (the game asks this, and must not wait for a build).
pub fn known_within(board: &Board, length: usize) -> Within {
    let db = cached_database(board.width, board.height)?;
    Some(ratio(&db, board, length))
}
