//! Fifteen: slide numbered tiles into order, the hole last ("15 shades of grey").
//!
//! A tile next to the hole slides into it. The goal is 1, 2, … in reading order with the hole
//! in the bottom-right corner. Boards from 2×2 to 8×8; 4×4 is the classic one.

mod cache;
pub mod edit;
mod generate;
mod kept;
mod parse;
mod parts;
mod pdb;
mod reduce;
mod solve;
mod tables;

use crate::error::ParseError;
use crate::generate::{Made, Options};
use crate::level_file::Meta;
use crate::puzzle::Level;
use crate::puzzle::{IllegalMove, Puzzle, Solution};
use crate::search::Budget;
use serde::{Deserialize, Serialize};

pub use cache::{Cache, cache_name, keep_databases_in, sealed};
pub use generate::{
    Params, difficulty_lengths, difficulty_of, generate, longest_generated, longest_optimal,
    random_walk, shuffled,
};
pub use kept::{cached_database, database};
pub use parse::parse;
pub use parts::{
    DatabaseBuilder, PartBuilder, accept_parts, accept_shipped, build_a_slice, slices_built,
};
pub use pdb::{OptimalSearch, solve_optimal};
pub use solve::{
    Within, databases_at_hand, has_databases, known_within, solve, solve_bounded, solve_shortest,
};
pub use tables::{Database, MAX_CELLS, MAX_PATTERN_CELLS, WEIGHT};

/// The most positions searched for the par of a board `generate` makes: a few seconds.
const PAR_NODES: u64 = 50_000_000;

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
            return Err(IllegalMove::named(
                "fifteen-refused-hole",
                "that is the hole; click a tile in its row or column",
            ));
        }
        if col != hc && row != hr {
            return Err(IllegalMove::named(
                "fifteen-refused-out-of-line",
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
            return Err(IllegalMove::named(
                "fifteen-refused-not-next-to-hole",
                format!("tile {tile} is not next to the hole"),
            )
            .with("tile", tile as usize));
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

impl Level for Board {
    const DAILY_NUMBER: Option<u64> = Some(3);

    /// A shuffle, whose board does not depend on the solver's tables (which a browser may not
    /// have yet): larger boards as the week goes on.
    fn daily_options(difficulty: crate::generate::Difficulty) -> Options {
        use crate::generate::Difficulty;
        let size = match difficulty {
            Difficulty::Easy => (3, 3),
            Difficulty::Medium => (4, 3),
            Difficulty::Hard | Difficulty::Expert => (4, 4),
        };
        Options {
            difficulty,
            size: Some(size),
            moves: Some((0, usize::MAX)),
            ..Options::default()
        }
    }

    const DRAWING: crate::drawing::Style = edit::DRAWING;

    const KNOBS: &'static [&'static str] = &["--moves"];

    /// The generator's bands, in moves: on 4×4 Easy 10–20, Medium 25–35, Hard 40–50 and
    /// Expert 52 up, scaled to other sizes ([`difficulty_lengths`]).
    fn difficulty(&self, par: usize) -> crate::generate::Difficulty {
        difficulty_of(self.width(), self.height(), par)
    }

    fn summary_parts(&self) -> Vec<crate::puzzle::SummaryPart> {
        use crate::puzzle::SummaryPart;
        vec![SummaryPart::size(self.width(), self.height())]
    }

    fn generate(args: &Options) -> Result<Made<Self>, String> {
        use crate::generate::{Difficulty, exactly, unconfirmed};
        let (width, height) = args.size.unwrap_or((4, 4));
        let exact = width.saturating_mul(height) <= 16;
        let (min_moves, max_moves) = match (args.moves, longest_generated(width, height)) {
            (Some(r), _) => r,
            // Too large to measure: any shuffle.
            (None, None) => (0, usize::MAX),
            (None, Some(most)) => {
                let ([easy, medium, hard], expert) = difficulty_lengths(width, height);
                match args.difficulty {
                    Difficulty::Easy => easy,
                    Difficulty::Medium => medium,
                    Difficulty::Hard => hard,
                    Difficulty::Expert => (expert, most),
                }
            }
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
            // Every board made is solvable (its parity says so); par is written when the
            // solver proves it within a few seconds, and otherwise found later (a shuffled 8×2
            // board took the whole budget, over a minute and a half).
            let s = crate::fifteen::solve(&b, crate::search::Budget::nodes(PAR_NODES));
            match s.length() {
                Some(len) if s.optimal => b.meta_mut().set("par", len.to_string()),
                Some(_) => {}
                None if s.complete => return Err(unconfirmed(true, "board")),
                None => {}
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
