//! Fifteen: slide numbered tiles into order, the hole last ("15 shades of grey").
//!
//! A tile next to the hole slides into it. The goal is 1, 2, … in reading order with the hole
//! in the bottom-right corner. Boards from 2×2 to 8×8; 4×4 is the classic one.

pub mod edit;
mod kept;
mod parts;
mod pdb;
mod reduce;
mod shelf;
mod tables;

use crate::error::ParseError;
use crate::generate::{Made, Options};
use crate::level_file::{self, Meta};
use crate::puzzle::Level;
use crate::puzzle::{IllegalMove, Puzzle, Solution};
use crate::search::Budget;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use web_time::Instant;

pub use kept::{cached_database, database};
pub use parts::{DatabaseBuilder, PartBuilder, accept_parts};
pub use pdb::{OptimalSearch, solve_optimal};
pub use shelf::{Shelf, keep_databases_on, shelf_name};
pub use tables::{Database, MAX_CELLS, MAX_PATTERN_CELLS, WEIGHT};

/// Smallest side of a board.
pub const MIN_SIDE: usize = 2;
/// Largest side of a board.
pub const MAX_SIDE: usize = 8;
/// Positions the solver expands at most by default: about a minute and a half of search,
/// more than any 4×4 board needs; the search itself needs little memory.
pub const NODE_BUDGET: u64 = 2_000_000_000;

/// One move: `tile` slides into the hole next to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Slide {
    /// The number on the tile that moves.
    pub tile: u8,
}

/// A Fifteen position: the tile in each cell, row by row, 0 for the hole.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    width: usize,
    height: usize,
    tiles: Vec<u8>,
    meta: Meta,
}

impl Board {
    /// The solved board of this size.
    pub fn solved(width: usize, height: usize) -> Board {
        assert!((MIN_SIDE..=MAX_SIDE).contains(&width) && (MIN_SIDE..=MAX_SIDE).contains(&height));
        let n = width * height;
        let mut tiles: Vec<u8> = (1..n as u8).collect();
        tiles.push(0);
        Board {
            width,
            height,
            tiles,
            meta: Meta::default(),
        }
    }

    /// A board from its tiles in reading order (0 for the hole); `None` unless they are each of
    /// 0..width·height exactly once.
    pub fn from_tiles(width: usize, height: usize, tiles: Vec<u8>) -> Option<Board> {
        let n = width * height;
        if !(MIN_SIDE..=MAX_SIDE).contains(&width)
            || !(MIN_SIDE..=MAX_SIDE).contains(&height)
            || tiles.len() != n
        {
            return None;
        }
        let mut seen = vec![false; n];
        for &t in &tiles {
            if t as usize >= n || std::mem::replace(&mut seen[t as usize], true) {
                return None;
            }
        }
        Some(Board {
            width,
            height,
            tiles,
            meta: Meta::default(),
        })
    }

    /// Columns.
    pub fn width(&self) -> usize {
        self.width
    }

    /// Rows.
    pub fn height(&self) -> usize {
        self.height
    }

    /// The tiles in reading order, 0 for the hole.
    pub fn tiles(&self) -> &[u8] {
        &self.tiles
    }

    /// The tile at `col`, `row` (0 for the hole).
    pub fn tile_at(&self, col: usize, row: usize) -> u8 {
        self.tiles[row * self.width + col]
    }

    /// The cell (column, row) the hole is in.
    pub fn hole(&self) -> (usize, usize) {
        let i = self.tiles.iter().position(|&t| t == 0).unwrap();
        (i % self.width, i / self.width)
    }

    /// The cell (column, row) a tile is in.
    pub fn position_of(&self, tile: u8) -> Option<(usize, usize)> {
        let i = self.tiles.iter().position(|&t| t == tile)?;
        Some((i % self.width, i / self.width))
    }

    /// The cell a tile belongs in when the puzzle is solved.
    pub fn home_of(&self, tile: u8) -> (usize, usize) {
        let i = if tile == 0 {
            self.tiles.len() - 1
        } else {
            tile as usize - 1
        };
        (i % self.width, i / self.width)
    }

    /// Whether the tiles can be put in order at all. Half of all arrangements cannot: the
    /// number of inversions (counting the hole as the largest number) plus the hole's distance
    /// from its home corner must be even.
    pub fn is_solvable(&self) -> bool {
        parity(&self.tiles, self.width, self.height).is_multiple_of(2)
    }

    /// The slides that move the tile at `col`, `row` towards the hole when it lies in the hole's
    /// row or column: every tile between moves too, the nearest to the hole first.
    pub fn slides_towards_hole(&self, col: usize, row: usize) -> Result<Vec<Slide>, IllegalMove> {
        let (hc, hr) = self.hole();
        if (col, row) == (hc, hr) {
            return Err(IllegalMove::new(
                "that is the hole; click a tile in its row or column",
            ));
        }
        if col != hc && row != hr {
            return Err(IllegalMove::new(
                "only tiles in the hole's row or column can slide",
            ));
        }
        let mut out = Vec::new();
        let (mut c, mut r) = (hc as isize, hr as isize);
        let (dc, dr) = ((col as isize - c).signum(), (row as isize - r).signum());
        while (c, r) != (col as isize, row as isize) {
            c += dc;
            r += dr;
            out.push(Slide {
                tile: self.tile_at(c as usize, r as usize),
            });
        }
        Ok(out)
    }

    /// The tile that an arrow key moves: with `Up`, the tile below the hole slides up.
    pub fn slide_for_key(&self, dir: crate::grid::Dir) -> Option<Slide> {
        let (hc, hr) = self.hole();
        let (dc, dr) = dir.opposite().delta();
        let (c, r) = (hc as i32 + dc, hr as i32 + dr);
        if c < 0 || r < 0 || c as usize >= self.width || r as usize >= self.height {
            return None;
        }
        Some(Slide {
            tile: self.tile_at(c as usize, r as usize),
        })
    }

    fn swap_with_hole(&mut self, tile: u8) -> Result<(), IllegalMove> {
        let t = self
            .tiles
            .iter()
            .position(|&x| x == tile)
            .filter(|_| tile != 0)
            .ok_or_else(|| IllegalMove::new(format!("there is no tile {tile} on this board")))?;
        let h = self.tiles.iter().position(|&x| x == 0).unwrap();
        let (tc, tr, hc, hr) = (
            t % self.width,
            t / self.width,
            h % self.width,
            h / self.width,
        );
        if tc.abs_diff(hc) + tr.abs_diff(hr) != 1 {
            return Err(IllegalMove::new(format!(
                "tile {tile} is not next to the hole"
            )));
        }
        self.tiles.swap(t, h);
        Ok(())
    }

    /// The board drawn as text, numbers right-aligned in columns.
    pub fn drawing(&self) -> String {
        let w = (self.tiles.len() - 1).to_string().len();
        let mut s = String::new();
        for r in 0..self.height {
            let row: Vec<String> = (0..self.width)
                .map(|c| format!("{:>w$}", self.tile_at(c, r)))
                .collect();
            s.push_str(&row.join(" "));
            s.push('\n');
        }
        s
    }
}

/// Inversions (the hole counted as the largest number) plus the hole's taxicab distance from the
/// bottom-right corner; even exactly when the board can be solved.
pub fn parity(tiles: &[u8], width: usize, height: usize) -> usize {
    let n = tiles.len();
    let value = |t: u8| if t == 0 { n } else { t as usize };
    let mut inversions = 0;
    for i in 0..n {
        for j in i + 1..n {
            if value(tiles[i]) > value(tiles[j]) {
                inversions += 1;
            }
        }
    }
    let h = tiles.iter().position(|&t| t == 0).unwrap();
    inversions + (width - 1 - h % width) + (height - 1 - h / width)
}

impl Puzzle for Board {
    type Move = Slide;

    fn parse(text: &str) -> Result<Board, ParseError> {
        parse(text)
    }

    fn to_text(&self) -> String {
        self.meta.to_text() + &self.drawing()
    }

    fn meta(&self) -> &Meta {
        &self.meta
    }

    fn meta_mut(&mut self) -> &mut Meta {
        &mut self.meta
    }

    fn legal_moves(&self) -> Vec<Slide> {
        crate::grid::Dir::ALL
            .into_iter()
            .filter_map(|d| self.slide_for_key(d))
            .collect()
    }

    fn apply(&self, mv: &Slide) -> Result<Board, IllegalMove> {
        let mut after = self.clone();
        after.swap_with_hole(mv.tile)?;
        Ok(after)
    }

    fn is_solved(&self) -> bool {
        let n = self.tiles.len();
        self.tiles[..n - 1]
            .iter()
            .enumerate()
            .all(|(i, &t)| t as usize == i + 1)
    }

    fn describe_move(&self, s: &Slide) -> String {
        format!("slide tile {}", s.tile)
    }

    const WHY_UNSOLVABLE: &'static str =
        "the tiles are in an odd arrangement that no sequence of slides can put in order";

    const NODE_BUDGET: u64 = NODE_BUDGET;

    fn solve_within(&self, budget: Budget) -> Solution<Self::Move> {
        solve(self, budget)
    }
}

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
fn weighted(
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
fn weighted_or_reduced(board: &Board, budget: Budget) -> crate::search::IdaResult<Slide> {
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
const WEIGHTS: [((u32, u32), u64); 3] = [
    (WEIGHT, 25_000_000),
    ((2, 1), 8_000_000),
    ((3, 1), 8_000_000),
];

/// How many times the shortest a solution of `length` moves from `board` is at most: its length
/// over the databases' lower bound, rounded up to hundredths.
fn ratio(db: &std::sync::Arc<Database>, board: &Board, length: usize) -> f64 {
    let lower = db.estimate(board).max(1);
    (length as f64 * 100.0 / lower as f64).ceil() / 100.0
}

/// How many times the shortest a solution of `length` moves from `board` is at most, when the
/// board's databases are built already (the game asks this, and must not wait for a build).
pub fn known_within(board: &Board, length: usize) -> Within {
    let db = cached_database(board.width, board.height)?;
    Some(ratio(&db, board, length))
}

/// Reads a `.fifteen` level: H rows of W numbers separated by spaces, 0 for the hole.
pub fn parse(text: &str) -> Result<Board, ParseError> {
    let t = level_file::split(text)?;
    let height = t.rows.len();
    let mut width = 0;
    let mut tiles: Vec<Written> = Vec::new();
    for (r, row) in t.rows.iter().enumerate() {
        let (count, column) = read_numbers(row, &mut tiles)?;
        if r == 0 {
            width = count;
            if !(MIN_SIDE..=MAX_SIDE).contains(&width) {
                return Err(ParseError::at(
                    row.line,
                    1,
                    format!(
                        "a row must have {MIN_SIDE} to {MAX_SIDE} numbers, this one has {width}"
                    ),
                ));
            }
        } else if count != width {
            return Err(ParseError::at(
                row.line,
                column.max(1),
                format!(
                    "this row has {count} numbers but the first row has {width}; every row must have as many"
                ),
            ));
        }
    }
    if !(MIN_SIDE..=MAX_SIDE).contains(&height) {
        let (line, column) = match t.rows.get(MAX_SIDE) {
            Some(row) => (row.line, 1),
            None => t.end(),
        };
        return Err(ParseError::at(
            line,
            column,
            format!("a board must have {MIN_SIDE} to {MAX_SIDE} rows, this one has {height}"),
        ));
    }
    check_each_once(&tiles, width, height)?;
    let mut board = Board::from_tiles(width, height, tiles.iter().map(|w| w.value as u8).collect())
        .expect("checked above");
    board.meta = t.meta;
    Ok(board)
}

/// A number as written in a level, and where.
struct Written {
    /// Its value, capped (anything that large is refused anyway).
    value: u64,
    /// Its digits.
    digits: String,
    line: usize,
    column: usize,
}

/// Reads the numbers of a row onto `tiles`; returns how many there are, and the column of the
/// row's last character.
fn read_numbers(
    row: &level_file::Row,
    tiles: &mut Vec<Written>,
) -> Result<(usize, usize), ParseError> {
    let mut count = 0;
    let mut chars = row.text.chars().peekable();
    let mut column = 0;
    while let Some(c) = chars.next() {
        column += 1;
        if c == ' ' || c == '\t' {
            continue;
        }
        if !c.is_ascii_digit() {
            return Err(ParseError::at(
                row.line,
                column,
                format!(
                    "expected a tile number or a space, found {}",
                    level_file::show_char(c)
                ),
            ));
        }
        let start = column;
        let mut digits = c.to_string();
        while let Some(d) = chars.next_if(char::is_ascii_digit) {
            digits.push(d);
            column += 1;
        }
        tiles.push(Written {
            value: digits.parse::<u64>().unwrap_or(u64::MAX),
            digits,
            line: row.line,
            column: start,
        });
        count += 1;
    }
    Ok((count, column))
}

/// Every number from 0 to the last tile once: none too large and none twice, so none missing.
fn check_each_once(tiles: &[Written], width: usize, height: usize) -> Result<(), ParseError> {
    let n = width * height;
    let mut seen: Vec<Option<(usize, usize)>> = vec![None; n];
    for w in tiles {
        let t = w.value;
        if t >= n as u64 {
            return Err(ParseError::at(
                w.line,
                w.column,
                format!(
                    "tile {} is too large: a {width}×{height} board has tiles 1 to {} and 0 for the hole",
                    w.digits,
                    n - 1
                ),
            ));
        }
        if let Some((l, c)) = seen[t as usize] {
            let what = if t == 0 {
                "the hole (0)".to_string()
            } else {
                format!("tile {t}")
            };
            return Err(ParseError::at(
                w.line,
                w.column,
                format!("{what} appears a second time (first at line {l}, column {c})"),
            ));
        }
        seen[t as usize] = Some((w.line, w.column));
    }
    Ok(())
}

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

/// Boards with at most this many cells are generated from a list of every position.
const LISTED_CELLS: usize = 9;
/// Boards `generate` measures before it gives up.
const ATTEMPTS: usize = 400;
/// Positions all the measurements together may search before `generate` gives up.
const MEASURE_NODES: u64 = 400_000_000;

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
fn listed(
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
fn measured(
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
fn typical_length(width: usize, height: usize) -> usize {
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

impl Level for Board {
    const DRAWING: crate::drawing::Style = edit::DRAWING;

    const KNOBS: &'static [&'static str] = &["--moves"];

    /// The generator's bands on 4×4, in moves: Easy 10–20, Medium 25–35, Hard 40–50.
    fn difficulty(&self, par: usize) -> crate::generate::Difficulty {
        crate::puzzle::by_bands(par, [23, 38, 52])
    }

    fn summary(&self) -> String {
        format!("{}×{}", self.width(), self.height())
    }

    fn generate(args: &Options) -> Result<Made<Self>, String> {
        use crate::generate::{Difficulty, exactly, unconfirmed};
        let (width, height) = args.size.unwrap_or((4, 4));
        let exact = width.saturating_mul(height) <= 16;
        let (min_moves, max_moves) = match args.moves {
            Some(r) => r,
            None if (width, height) != (4, 4) => (0, usize::MAX),
            None => match args.difficulty {
                Difficulty::Easy => (10, 20),
                Difficulty::Medium => (25, 35),
                Difficulty::Hard => (40, 50),
                Difficulty::Expert => (0, usize::MAX),
            },
        };
        // In a browser the solver's tables are built a slice at a time in the background;
        // until they are, a new board is a plain shuffle and par is found later.
        let can_measure = cfg!(not(target_arch = "wasm32"))
            || !exact
            || crate::fifteen::cached_database(width, height).is_some();
        let (min_moves, max_moves) = if can_measure {
            (min_moves, max_moves)
        } else {
            (0, usize::MAX)
        };
        let params = crate::fifteen::Params {
            width,
            height,
            min_moves,
            max_moves,
        };
        let mut b = crate::fifteen::generate(args.seed, params)?;
        if can_measure {
            let s = crate::fifteen::solve(
                &b,
                crate::search::Budget::nodes(crate::fifteen::NODE_BUDGET),
            );
            let len = s.length().ok_or_else(|| unconfirmed(s.complete, "board"))?;
            if s.optimal {
                b.meta_mut().set("par", len.to_string());
            }
        }
        Ok(exactly(b))
    }

    fn random_like(&self, seed: u64) -> Result<Board, String> {
        let params = crate::fifteen::Params {
            width: self.width(),
            height: self.height(),
            ..crate::fifteen::Params::default()
        };
        let mut b = crate::fifteen::generate(seed, params)?;
        b.meta_mut().set(
            "title",
            format!("Random {}×{}", self.width(), self.height()),
        );
        Ok(b)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parity_test_decides_solvability() {
        assert!(Board::solved(4, 4).is_solvable());
        // Swapping two tiles makes it impossible.
        let b = Board::from_tiles(
            4,
            4,
            vec![2, 1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0],
        )
        .unwrap();
        assert!(!b.is_solvable());
        // Moving the hole keeps it possible.
        let b = Board::from_tiles(
            4,
            4,
            vec![1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0, 15],
        )
        .unwrap();
        assert!(b.is_solvable());
        let s = b.solve();
        assert_eq!(s.moves.unwrap(), vec![Slide { tile: 15 }]);
    }

    #[test]
    fn unsolvable_board_says_so() {
        let b = parse("2 1 3\n4 5 6\n7 8 0").unwrap();
        let s = b.solve();
        assert!(s.moves.is_none() && s.complete);
    }

    #[test]
    fn parse_errors_point_at_the_number() {
        let e = parse("1 2 3\n4 5 6\n7 9 0").unwrap_err();
        assert_eq!(e.at, Some((3, 3)));
        let e = parse("1 2 3\n4 5 2\n7 8 0").unwrap_err();
        assert_eq!(e.at, Some((2, 5)));
        assert!(e.message.contains("second time"));
        let e = parse("1 2 3\n4 5\n7 8 0").unwrap_err();
        assert_eq!(e.at.unwrap().0, 2);
        let e = parse("1 2 x\n").unwrap_err();
        assert_eq!(e.at, Some((1, 5)));
        let e = parse("1 -2 3").unwrap_err();
        assert_eq!(e.at, Some((1, 3)));
        assert!(parse("99999999999999999999999 1\n2 0").is_err());
    }

    #[test]
    fn clicking_a_tile_slides_the_whole_line() {
        let b = parse("1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 0").unwrap();
        let moves = b.slides_towards_hole(0, 3).unwrap();
        assert_eq!(
            moves,
            vec![Slide { tile: 15 }, Slide { tile: 14 }, Slide { tile: 13 }]
        );
        let after = b.replay(&moves).unwrap();
        assert_eq!(after.hole(), (0, 3));
        assert!(b.slides_towards_hole(0, 0).is_err());
    }

    #[test]
    fn arrow_keys_move_the_tile_opposite_the_hole() {
        let b = Board::solved(4, 4);
        assert_eq!(
            b.slide_for_key(crate::grid::Dir::Right),
            Some(Slide { tile: 15 })
        );
        assert_eq!(
            b.slide_for_key(crate::grid::Dir::Down),
            Some(Slide { tile: 12 })
        );
        assert_eq!(b.slide_for_key(crate::grid::Dir::Up), None);
    }

    #[test]
    fn text_round_trips() {
        let b = generate(
            3,
            Params {
                width: 3,
                height: 3,
                ..Params::default()
            },
        )
        .unwrap();
        assert_eq!(parse(&b.to_text()).unwrap(), b);
    }

    fn params(width: usize, height: usize, min_moves: usize, max_moves: usize) -> Params {
        Params {
            width,
            height,
            min_moves,
            max_moves,
        }
    }

    #[test]
    fn short_and_exact_lengths_are_generated() {
        for (w, h) in [(4, 4), (3, 3), (2, 2), (5, 2)] {
            for n in 1..=3 {
                let b = generate(7, params(w, h, n, n)).unwrap();
                let len = b.solve().length().unwrap();
                assert_eq!(len, n, "{w}x{h}");
            }
        }
        // Every length a small board allows, up to its longest.
        for n in [6, 5] {
            assert_eq!(
                generate(1, params(2, 2, n, n)).unwrap().solve().length(),
                Some(n)
            );
        }
        let b = generate(1, params(3, 3, 31, 31)).unwrap();
        assert_eq!(b.solve().length(), Some(31));
        let b = generate(1, params(3, 2, 21, 21)).unwrap();
        assert_eq!(b.solve().length(), Some(21));
    }

    #[test]
    fn unreachable_ranges_are_refused_with_the_range_allowed() {
        let cases = [
            ((2, 2), (10, 20), "1 to 6 moves"),
            ((3, 3), (0, 0), "1 to 31 moves"),
            ((3, 3), (32, 40), "1 to 31 moves"),
            ((2, 3), (22, 30), "1 to 21 moves"),
            ((3, 4), (81, 81), "up to 53"),
            ((4, 4), (70, 80), "up to 80"),
            ((5, 5), (10, 20), "at most 16 cells"),
            ((9, 4), (0, usize::MAX), "2 to 8 cells"),
        ];
        for ((w, h), (lo, hi), says) in cases {
            let e = generate(1, params(w, h, lo, hi)).unwrap_err();
            assert!(e.contains(says), "{w}x{h} {lo}-{hi}: {e}");
        }
    }
}
