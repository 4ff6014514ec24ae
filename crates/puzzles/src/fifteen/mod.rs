//! Fifteen: slide numbered tiles into order, the hole last ("15 shades of grey").
//!
//! A tile next to the hole slides into it. The goal is 1, 2, … in reading order with the hole
//! in the bottom-right corner. Boards from 2×2 to 8×8; 4×4 is the classic one.

mod pdb;
mod reduce;

use crate::error::ParseError;
use crate::level::{self, Kind, Meta};
use crate::puzzle::{IllegalMove, Puzzle, Solution};
use crate::search::Budget;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use web_time::Instant;

pub use pdb::{Database, DatabaseBuilder, OptimalSearch, cached_database, database, solve_optimal};

/// Smallest side of a board.
pub const MIN_SIDE: usize = 2;
/// Largest side of a board.
pub const MAX_SIDE: usize = 8;

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
    const KIND: Kind = Kind::Fifteen;

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

    fn solve(&self) -> Solution<Slide> {
        solve(self, Budget::UNLIMITED)
    }

    fn solve_within(&self, budget: Budget) -> Solution<Self::Move> {
        solve(self, budget)
    }
}

/// Solves a board: optimally with IDA* and additive pattern databases when it has at most 16
/// cells, otherwise by fixing rows and columns until a small board remains and solving that one
/// optimally (which is not optimal overall, and says so).
pub fn solve(board: &Board, budget: Budget) -> Solution<Slide> {
    let start = Instant::now();
    if !board.is_solvable() {
        return Solution {
            moves: None,
            optimal: true,
            complete: true,
            nodes: 0,
            seconds: start.elapsed().as_secs_f64(),
        };
    }
    let (moves, optimal, nodes, complete) = if board.width * board.height <= pdb::MAX_CELLS {
        let r = solve_optimal(board, budget);
        (r.moves, true, r.nodes, r.complete)
    } else {
        let r = reduce::solve(board, budget);
        (r.moves, false, r.nodes, r.complete)
    };
    Solution {
        moves,
        optimal,
        complete,
        nodes,
        seconds: start.elapsed().as_secs_f64(),
    }
}

/// Reads a `.fifteen` level: H rows of W numbers separated by spaces, 0 for the hole.
pub fn parse(text: &str) -> Result<Board, ParseError> {
    let t = level::split(text)?;
    let height = t.rows.len();
    let mut width = 0;
    let mut tiles: Vec<(u64, usize, usize)> = Vec::new();
    for (r, row) in t.rows.iter().enumerate() {
        let mut count = 0;
        let mut chars = row.text.char_indices().peekable();
        let mut column = 0;
        while let Some((_, c)) = chars.next() {
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
                        level::show_char(c)
                    ),
                ));
            }
            let start_col = column;
            let mut number = c.to_digit(10).unwrap() as u64;
            while let Some(&(_, d)) = chars.peek() {
                if let Some(v) = d.to_digit(10) {
                    number = (number * 10 + v as u64).min(1_000_000);
                    chars.next();
                    column += 1;
                } else {
                    break;
                }
            }
            tiles.push((number, row.line, start_col));
            count += 1;
        }
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
        return Err(ParseError::whole(format!(
            "a board must have {MIN_SIDE} to {MAX_SIDE} rows, this one has {height}"
        )));
    }
    let n = width * height;
    let mut seen: Vec<Option<(usize, usize)>> = vec![None; n];
    for &(t, line, col) in &tiles {
        if t as usize >= n {
            return Err(ParseError::at(
                line,
                col,
                format!(
                    "tile {t} is too large: a {width}×{height} board has tiles 1 to {} and 0 for the hole",
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
                line,
                col,
                format!("{what} appears a second time (first at line {l}, column {c})"),
            ));
        }
        seen[t as usize] = Some((line, col));
    }
    // Every number is in range and none repeats, so none is missing either.
    let mut board = Board::from_tiles(
        width,
        height,
        tiles.iter().map(|&(t, _, _)| t as u8).collect(),
    )
    .expect("checked above");
    board.meta = t.meta;
    Ok(board)
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

/// A uniformly random solvable board, as the original game makes them: shuffle every tile,
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

/// Makes a solvable board from a seed. For boards of at most 16 cells, its optimal solution has
/// between `min_moves` and `max_moves` moves, confirmed by the solver (short ranges come from
/// random walks away from the solved board, long ones from uniform shuffles).
pub fn generate(seed: u64, params: Params) -> Board {
    let Params {
        width,
        height,
        min_moves,
        max_moves,
    } = params;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let exact = width * height <= pdb::MAX_CELLS;
    let typical = typical_length(width, height);
    let mut board = loop {
        let candidate = if !exact || max_moves >= typical {
            shuffled(&mut rng, width, height)
        } else {
            let len = rng.random_range(min_moves.clamp(1, 200)..=max_moves.clamp(1, 200)) + 4;
            random_walk(&mut rng, width, height, len)
        };
        if !exact {
            break candidate;
        }
        let n = solve_optimal(&candidate, Budget::UNLIMITED)
            .moves
            .map_or(0, |m| m.len());
        if (min_moves..=max_moves).contains(&n) && n > 0 {
            break candidate;
        }
    };
    board
        .meta
        .set("title", format!("Random {width}×{height} #{seed}"));
    board
}

/// Roughly the optimal length of a uniformly shuffled board, below which shuffling rarely lands.
fn typical_length(width: usize, height: usize) -> usize {
    match width * height {
        0..=4 => 3,
        5..=6 => 12,
        7..=9 => 20,
        10..=12 => 32,
        _ => 45,
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parity_test_matches_the_seed() {
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
        );
        assert_eq!(parse(&b.to_text()).unwrap(), b);
    }
}
