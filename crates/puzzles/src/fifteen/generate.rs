//! New boards: every position listed on small boards, random boards measured by the solver on
//! larger ones, so that a board needs the number of moves asked for.

use super::pdb::solve_optimal;
use super::{Board, MAX_SIDE, MIN_SIDE, Slide, tables};
use crate::puzzle::Puzzle;
use crate::search::Budget;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// What `generate` makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Params {
    /// Columns.
    pub width: usize,
    /// Rows.
    pub height: usize,
    /// Fewest moves an optimal solution may have (boards of at most 16 cells only).
    pub min_moves: usize,
    /// Most moves an optimal solution may have (boards of at most 16 cells only).
    pub max_moves: usize,
}

impl Default for Params {
    fn default() -> Params {
        Params {
            width: 4,
            height: 4,
            min_moves: 0,
            max_moves: usize::MAX,
        }
    }
}

/// A uniformly random solvable board: shuffle every tile,
/// and shuffle again until the parity test says the result can be solved.
pub fn shuffled(rng: &mut impl Rng, width: usize, height: usize) -> Board {
    let mut board = Board::solved(width, height);
    loop {
        board.tiles.shuffle(rng);
        if board.is_solvable() && !board.is_solved() {
            return board;
        }
    }
}

/// The most moves any position of a board size needs (the size's "God's number", known for
/// every board of at most 16 cells), or `None` for larger boards.
pub fn longest_optimal(width: usize, height: usize) -> Option<usize> {
    let (short, long) = (width.min(height), width.max(height));
    Some(match (short, long) {
        (2, 2) => 6,
        (2, 3) => 21,
        (2, 4) => 36,
        (2, 5) => 55,
        (2, 6) => 80,
        (2, 7) => 108,
        (2, 8) => 140,
        (3, 3) => 31,
        (3, 4) => 53,
        (3, 5) => 84,
        (4, 4) => 80,
        _ => return None,
    })
}

/// The longest optimal solution `generate` looks for on a board size: every length on boards
/// small enough to list every position, otherwise the lengths that random boards reach often
/// enough, and the solver measures fast enough, to be found in a few seconds.
pub fn longest_generated(width: usize, height: usize) -> Option<usize> {
    let all = longest_optimal(width, height)?;
    if width * height <= LISTED_CELLS {
        return Some(all);
    }
    Some(match (width.min(height), width.max(height)) {
        (2, 5) => 46,
        (2, 6) => 64,
        (3, 4) => 43,
        (3, 5) => 60,
        (4, 4) => 62,
        // Shuffled 2×7 and 2×8 boards take the solver seconds each: walks only.
        _ => 45,
    })
}

/// The generator's bands on 4×4, in moves (Easy, Medium, Hard); Expert is any board of at
/// least [`EXPERT_4X4`] moves, about the length of a shuffled 4×4 board's shortest solution.
const BANDS_4X4: [(usize, usize); 3] = [(10, 20), (25, 35), (40, 50)];
const EXPERT_4X4: usize = 52;

/// How much longer a board size's solutions run than 4×4's: the longest the generator makes
/// against 4×4's 62 where it makes them to a length, otherwise the mean distance of a tile from
/// its place on a shuffled board against 4×4's.
fn scale(width: usize, height: usize) -> f64 {
    match longest_generated(width, height) {
        Some(most) => most as f64 / 62.0,
        None => mean_tile_distance(width, height) / mean_tile_distance(4, 4),
    }
}

/// The mean sum of the tiles' distances from their places on a shuffled board.
fn mean_tile_distance(width: usize, height: usize) -> f64 {
    let along = |n: usize| (n * n - 1) as f64 / (3 * n) as f64;
    (width * height - 1) as f64 * (along(width) + along(height))
}

/// The lengths of shortest solution the generator aims at for Easy, Medium and Hard on a board
/// size, and the fewest moves of an Expert board: 4×4's, scaled to the size, so that every
/// size is graded by one measure.
pub fn difficulty_lengths(width: usize, height: usize) -> ([(usize, usize); 3], usize) {
    let f = scale(width, height);
    let at = |n: usize| ((n as f64 * f).round() as usize).max(1);
    let bands = BANDS_4X4.map(|(lo, hi)| (at(lo), at(hi)));
    (bands, at(EXPERT_4X4).max(bands[2].1 + 1))
}

/// How hard a board of a size is, from its par: below the middle between two of the
/// generator's bands it belongs to the easier one.
pub fn difficulty_of(width: usize, height: usize, par: usize) -> crate::generate::Difficulty {
    let ([easy, medium, hard], expert) = difficulty_lengths(width, height);
    let between = |a: (usize, usize), b: (usize, usize)| (a.1 + b.0).div_ceil(2);
    crate::puzzle::by_bands(par, [between(easy, medium), between(medium, hard), expert])
}

/// Boards with at most this many cells are generated from a list of every position.
pub(super) const LISTED_CELLS: usize = 9;
/// Boards `generate` measures before it gives up.
pub(super) const ATTEMPTS: usize = 400;
/// Positions all the measurements together may search before `generate` gives up.
pub(super) const MEASURE_NODES: u64 = 400_000_000;

impl Params {
    /// Whether boards can be made with these parameters; if not, why, with the ranges allowed.
    pub fn check(&self) -> Result<(), String> {
        let Params {
            width,
            height,
            min_moves,
            max_moves,
        } = *self;
        let sides = MIN_SIDE..=MAX_SIDE;
        if !sides.contains(&width) || !sides.contains(&height) {
            return Err(format!(
                "a Fifteen board is {MIN_SIDE} to {MAX_SIDE} cells on a side, not {width}x{height}"
            ));
        }
        if min_moves == 0 && max_moves == usize::MAX {
            return Ok(());
        }
        let Some(most) = longest_generated(width, height) else {
            return Err(format!(
                "a number of moves needs a board of at most {} cells, whose shortest solution can be found; {width}x{height} has {}",
                tables::MAX_CELLS,
                width * height
            ));
        };
        if min_moves < 1 || max_moves > most || min_moves > max_moves {
            let why = match longest_optimal(width, height) {
                Some(all) if all > most => {
                    format!("positions needing more, up to {all}, are too rare to find")
                }
                _ => "no position needs more".to_string(),
            };
            return Err(format!(
                "a {width}x{height} board can be generated with 1 to {most} moves ({why}), not {min_moves}-{max_moves}"
            ));
        }
        Ok(())
    }
}

/// Makes a solvable board from a seed. For boards of at most 16 cells, its optimal solution has
/// between `min_moves` and `max_moves` moves, confirmed by the solver: small boards pick from a
/// list of every position by distance, larger ones take random walks (short ranges) or
/// shuffles (long ones) and measure them, giving up after a bounded number of tries.
pub fn generate(seed: u64, params: Params) -> Result<Board, String> {
    params.check()?;
    let Params {
        width,
        height,
        min_moves,
        max_moves,
    } = params;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    // Any length will do: no need to measure it (shuffled boards are never solved already).
    let any_length = min_moves == 0 && max_moves == usize::MAX;
    let mut board = if any_length {
        shuffled(&mut rng, width, height)
    } else if width * height <= LISTED_CELLS {
        listed(&mut rng, width, height, min_moves..=max_moves)
    } else {
        measured(&mut rng, width, height, min_moves..=max_moves).ok_or_else(|| {
            format!(
                "gave up from seed {seed}: no board among those measured needs {min_moves} to {max_moves} moves; try a wider range or another seed"
            )
        })?
    };
    board
        .meta
        .set("title", format!("Random {width}×{height} #{seed}"));
    Ok(board)
}

/// A board picked uniformly among every position whose optimal solution length is in `range`
/// (boards small enough to list them all; `range` lies within what the size allows).
pub(super) fn listed(
    rng: &mut ChaCha8Rng,
    width: usize,
    height: usize,
    range: std::ops::RangeInclusive<usize>,
) -> Board {
    let solved = Board::solved(width, height);
    let all = crate::search::bfs(
        vec![solved.tiles.clone()],
        |tiles, out| {
            let b = Board::from_tiles(width, height, tiles.clone()).expect("a position");
            for mv in b.legal_moves() {
                out.push(b.apply(&mv).expect("a legal move").tiles);
            }
        },
        |_| false,
        Budget::UNLIMITED,
    );
    let at_range: Vec<usize> = (0..all.states.len())
        .filter(|&i| range.contains(&(all.depth[i] as usize)))
        .collect();
    let pick = at_range[rng.random_range(0..at_range.len())];
    Board::from_tiles(width, height, all.states[pick].clone()).expect("a position")
}

/// A board measured by the optimal solver to need a number of moves in `range`, or `None`
/// after [`ATTEMPTS`] tries.
pub(super) fn measured(
    rng: &mut ChaCha8Rng,
    width: usize,
    height: usize,
    range: std::ops::RangeInclusive<usize>,
) -> Option<Board> {
    let typical = typical_length(width, height);
    let mut spent = 0;
    for _ in 0..ATTEMPTS {
        let candidate = if *range.end() >= typical {
            shuffled(rng, width, height)
        } else {
            // A walk of n slides ends at most n moves from home, and often fewer.
            let len = rng.random_range(*range.start()..=*range.end() + 4);
            random_walk(rng, width, height, len)
        };
        let left = MEASURE_NODES.checked_sub(spent).filter(|&n| n > 0)?;
        let measure = solve_optimal(&candidate, Budget::nodes(left));
        spent += measure.nodes;
        if measure.moves.is_some_and(|m| range.contains(&m.len())) {
            return Some(candidate);
        }
    }
    None
}

/// A length that about one uniformly shuffled board in ten needs no more than: below it, random
/// walks find boards sooner than shuffles (measured on 100 shuffles of each size).
pub(super) fn typical_length(width: usize, height: usize) -> usize {
    match (width.min(height), width.max(height)) {
        (2, 5) => 28,
        (2, 6) => 40,
        (3, 4) => 29,
        (2, 7) => 58,
        (3, 5) => 44,
        (2, 8) => 65,
        _ => 47,
    }
}

/// The board after `len` random slides from the solved board, never undoing the last one.
pub fn random_walk(rng: &mut impl Rng, width: usize, height: usize, len: usize) -> Board {
    let mut board = Board::solved(width, height);
    let mut last = 0u8;
    let mut done = 0;
    while done < len || board.is_solved() {
        let moves: Vec<Slide> = board
            .legal_moves()
            .into_iter()
            .filter(|m| m.tile != last)
            .collect();
        let mv = moves[rng.random_range(0..moves.len())];
        board.swap_with_hole(mv.tile).unwrap();
        last = mv.tile;
        done += 1;
    }
    board
}
