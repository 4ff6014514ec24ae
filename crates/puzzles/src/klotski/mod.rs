//! Sliding blocks (Klotski): slide rectangular blocks about a small board until the goal block
//! reaches its goal.
//!
//! A move shifts one block into empty cells. How moves are counted is the *metric*:
//! `step` (one block, one cell), `slide` (one block, any
//! distance in one direction) or `move` (one block to any cell it can reach by its own steps,
//! the classic Klotski count). Blocks of the same shape are interchangeable for the solver.

pub mod edit;
mod generate;
mod parse;
mod solve;

#[cfg(test)]
mod tests;

pub use generate::{MAX_GENERATED_MOVES, Params, generate};
pub use parse::parse;
pub use solve::solve;

use crate::error::ParseError;
use crate::generate::{Made, Options};
use crate::grid::{Cell, Dir};
use crate::level_file::Meta;
use crate::puzzle::Level;
use crate::puzzle::{IllegalMove, Puzzle, Solution};
use crate::search::Budget;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The most cells a board may have.
pub const MAX_CELLS: usize = 64;
/// The most blocks a board may have.
pub const MAX_BLOCKS: usize = 32;
/// Positions the solver keeps at most by default (about 100 bytes each, so about 400 MB).
pub const NODE_BUDGET: u64 = 4_000_000;

/// How moves are counted.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Metric {
    /// One block moves one cell.
    #[default]
    Step,
    /// One block moves any distance in one direction.
    Slide,
    /// One block moves to any cell it can reach by its own steps.
    Move,
}

impl Metric {
    /// All three metrics.
    pub const ALL: [Metric; 3] = [Metric::Step, Metric::Slide, Metric::Move];

    /// The metric's name on the command line and in files.
    pub fn name(self) -> &'static str {
        match self {
            Metric::Step => "step",
            Metric::Slide => "slide",
            Metric::Move => "move",
        }
    }

    /// Reads a metric's name.
    pub fn parse(text: &str) -> Option<Metric> {
        Metric::ALL
            .into_iter()
            .find(|m| m.name().eq_ignore_ascii_case(text.trim()))
    }
}

impl fmt::Display for Metric {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One move: the block whose top-left cell is `from` ends with its top-left cell at `to`
/// (`[column, row]`, from 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Slide {
    /// Top-left cell of the block before the move.
    pub from: [usize; 2],
    /// Top-left cell of the block after the move.
    pub to: [usize; 2],
}

/// A block on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Block {
    /// The letter or digit it is drawn with.
    pub name: char,
    /// Column of its top-left cell.
    pub col: usize,
    /// Row of its top-left cell.
    pub row: usize,
    /// Width in cells.
    pub width: usize,
    /// Height in cells.
    pub height: usize,
}

impl Block {
    fn covers(&self, col: usize, row: usize) -> bool {
        col >= self.col
            && col < self.col + self.width
            && row >= self.row
            && row < self.row + self.height
    }
}

/// Where the goal block must arrive.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Goal {
    /// The block named in the goal line (any block of its shape will do).
    pub block: char,
    /// Where its top-left cell must be.
    pub col: usize,
    /// Where its top-left cell must be.
    pub row: usize,
}

/// A sliding-block position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    width: usize,
    height: usize,
    blocks: Vec<Block>,
    goal: Goal,
    metric: Metric,
    meta: Meta,
}

impl Board {
    /// Columns.
    pub fn width(&self) -> usize {
        self.width
    }

    /// Rows.
    pub fn height(&self) -> usize {
        self.height
    }

    /// The blocks, in the order they were first drawn.
    pub fn blocks(&self) -> &[Block] {
        &self.blocks
    }

    pub fn goal(&self) -> Goal {
        self.goal
    }

    /// The metric moves are counted in.
    pub fn metric(&self) -> Metric {
        self.metric
    }

    /// The same position, counted in another metric.
    pub fn with_metric(mut self, metric: Metric) -> Board {
        self.metric = metric;
        self
    }

    /// The block covering a cell, if any (its index in [`Board::blocks`]).
    pub fn block_at(&self, col: usize, row: usize) -> Option<usize> {
        self.blocks.iter().position(|b| b.covers(col, row))
    }

    /// The block whose top-left cell is `col`, `row`.
    pub fn block_with_corner(&self, col: usize, row: usize) -> Option<usize> {
        self.blocks
            .iter()
            .position(|b| b.col == col && b.row == row)
    }

    fn goal_shape(&self) -> (usize, usize) {
        let b = self
            .blocks
            .iter()
            .find(|b| b.name == self.goal.block)
            .unwrap();
        (b.width, b.height)
    }

    fn free(&self, ignore: usize, col: isize, row: isize, w: usize, h: usize) -> bool {
        if col < 0 || row < 0 || col as usize + w > self.width || row as usize + h > self.height {
            return false;
        }
        let (col, row) = (col as usize, row as usize);
        self.blocks.iter().enumerate().all(|(i, b)| {
            i == ignore
                || b.col >= col + w
                || col >= b.col + b.width
                || b.row >= row + h
                || row >= b.row + b.height
        })
    }

    /// Every top-left cell block `i` can reach by single steps, in the order reached, each with
    /// the cell it was reached from (the first entry is where it stands).
    pub fn reach(&self, i: usize) -> Vec<(Cell, Cell)> {
        let b = self.blocks[i];
        let start = Cell::new(b.col as i32, b.row as i32);
        let mut seen = vec![(start, start)];
        let mut head = 0;
        while head < seen.len() {
            let at = seen[head].0;
            head += 1;
            for dir in Dir::ALL {
                let n = at.step(dir);
                if !seen.iter().any(|&(c, _)| c == n)
                    && self.free(i, n.col as isize, n.row as isize, b.width, b.height)
                {
                    seen.push((n, at));
                }
            }
        }
        seen
    }

    /// The cells block `i`'s top-left corner passes through on the way to `to` (both ends
    /// included), by the shortest way it can go alone; `None` when it cannot get there.
    pub fn route(&self, i: usize, to: Cell) -> Option<Vec<Cell>> {
        let reach = self.reach(i);
        let mut at = reach.iter().find(|&&(c, _)| c == to)?.0;
        let mut path = vec![at];
        loop {
            let prev = reach.iter().find(|&&(c, _)| c == at).unwrap().1;
            if prev == at {
                break;
            }
            path.push(prev);
            at = prev;
        }
        path.reverse();
        Some(path)
    }

    /// Checks `mv` against the rules of the board's metric and returns the moved block's index.
    pub fn check(&self, mv: Slide) -> Result<usize, IllegalMove> {
        let on_board = |[c, r]: [usize; 2]| c < self.width && r < self.height;
        if !on_board(mv.from) || !on_board(mv.to) {
            return Err(IllegalMove::named(
                "klotski-refused-edge",
                format!(
                    "the board is {}×{}: a move from {},{} to {},{} leaves it",
                    self.width, self.height, mv.from[0], mv.from[1], mv.to[0], mv.to[1]
                ),
            ));
        }
        let i = self
            .block_with_corner(mv.from[0], mv.from[1])
            .ok_or_else(|| {
                IllegalMove::named(
                    "klotski-refused-no-block",
                    "no block has its top-left corner there",
                )
            })?;
        let b = self.blocks[i];
        if mv.from == mv.to {
            // (A block against the edge, moved towards it.)
            return Err(IllegalMove::named(
                "klotski-refused-edge",
                "the block would not move",
            ));
        }
        let (dc, dr) = (
            mv.to[0] as isize - mv.from[0] as isize,
            mv.to[1] as isize - mv.from[1] as isize,
        );
        match self.metric {
            Metric::Step if dc.abs() + dr.abs() != 1 => Err(IllegalMove::named(
                "klotski-refused-one-cell",
                "counting in steps, a block moves one cell at a time",
            )),
            Metric::Slide if dc != 0 && dr != 0 => Err(IllegalMove::named(
                "klotski-refused-straight",
                "counting in slides, a block moves in one straight line",
            )),
            Metric::Step | Metric::Slide => {
                let n = dc.abs().max(dr.abs());
                for k in 1..=n {
                    let c = b.col as isize + dc.signum() * k;
                    let r = b.row as isize + dr.signum() * k;
                    if !self.free(i, c, r, b.width, b.height) {
                        let outside = c < 0
                            || r < 0
                            || c as usize + b.width > self.width
                            || r as usize + b.height > self.height;
                        return Err(if outside {
                            IllegalMove::named(
                                "klotski-refused-edge",
                                "that block can't go that way: it is against the edge",
                            )
                        } else if k == 1 && n == 1 {
                            IllegalMove::named(
                                "klotski-refused-blocked",
                                "that block can't move there: the way is blocked",
                            )
                        } else {
                            IllegalMove::named(
                                "klotski-refused-too-far",
                                "that block can't slide that far: something is in the way",
                            )
                        });
                    }
                }
                Ok(i)
            }
            Metric::Move => {
                let to = Cell::new(mv.to[0] as i32, mv.to[1] as i32);
                if self.reach(i).iter().any(|&(c, _)| c == to) {
                    Ok(i)
                } else {
                    Err(IllegalMove::named(
                        "klotski-refused-blocked",
                        "that block can't get there: the way is blocked",
                    ))
                }
            }
        }
    }

    /// The board drawn as text, one character per cell.
    pub fn drawing(&self) -> String {
        let mut s = String::new();
        for r in 0..self.height {
            for c in 0..self.width {
                s.push(self.block_at(c, r).map_or('.', |i| self.blocks[i].name));
            }
            s.push('\n');
        }
        s
    }

    fn write_meta(&self) -> Meta {
        let mut meta = self.meta.clone();
        meta.set(
            "goal",
            format!("{} {},{}", self.goal.block, self.goal.col, self.goal.row),
        );
        meta
    }
}

impl Puzzle for Board {
    type Move = Slide;

    fn parse(text: &str) -> Result<Board, ParseError> {
        parse(text)
    }

    fn to_text(&self) -> String {
        self.write_meta().to_text() + &self.drawing()
    }

    fn meta(&self) -> &Meta {
        &self.meta
    }

    fn meta_mut(&mut self) -> &mut Meta {
        &mut self.meta
    }

    fn legal_moves(&self) -> Vec<Slide> {
        let mut out = Vec::new();
        for (i, b) in self.blocks.iter().enumerate() {
            let from = [b.col, b.row];
            let mut push = |c: Cell| {
                let to = [c.col as usize, c.row as usize];
                if to != from && !out.contains(&Slide { from, to }) {
                    out.push(Slide { from, to });
                }
            };
            match self.metric {
                Metric::Move => self.reach(i).into_iter().for_each(|(c, _)| push(c)),
                Metric::Step | Metric::Slide => {
                    for dir in Dir::ALL {
                        let mut c = Cell::new(b.col as i32, b.row as i32).step(dir);
                        while self.free(i, c.col as isize, c.row as isize, b.width, b.height) {
                            push(c);
                            if self.metric == Metric::Step {
                                break;
                            }
                            c = c.step(dir);
                        }
                    }
                }
            }
        }
        out
    }

    fn apply(&self, mv: &Slide) -> Result<Board, IllegalMove> {
        let i = self.check(*mv)?;
        let mut after = self.clone();
        after.blocks[i].col = mv.to[0];
        after.blocks[i].row = mv.to[1];
        Ok(after)
    }

    fn is_solved(&self) -> bool {
        let shape = self.goal_shape();
        self.blocks.iter().any(|b| {
            (b.width, b.height) == shape && b.col == self.goal.col && b.row == self.goal.row
        })
    }

    fn describe_move(&self, s: &Slide) -> String {
        let name = self
            .block_with_corner(s.from[0], s.from[1])
            .map_or('?', |i| self.blocks[i].name);
        format!(
            "move block {name} from {},{} to {},{}",
            s.from[0], s.from[1], s.to[0], s.to[1]
        )
    }

    /// Two moves of one block in a row are one move in the classic count, and one in the
    /// slide count when they go the same straight way.
    fn merge(&self, first: &Slide, second: &Slide) -> Option<Slide> {
        if second.from != first.to {
            return None;
        }
        let merged = Slide {
            from: first.from,
            to: second.to,
        };
        match self.metric {
            Metric::Step => None,
            Metric::Move => Some(merged),
            Metric::Slide => {
                let straight = (first.from[0] == first.to[0] && first.to[0] == second.to[0])
                    || (first.from[1] == first.to[1] && first.to[1] == second.to[1]);
                straight.then_some(merged)
            }
        }
    }

    const WHY_UNSOLVABLE: &'static str = "the goal block can never reach its goal";

    const NODE_BUDGET: u64 = NODE_BUDGET;

    fn solve_within(&self, budget: Budget) -> Solution<Self::Move> {
        solve(self, self.metric, budget)
    }
}

impl Level for Board {
    const DAILY_NUMBER: Option<u64> = Some(2);

    const KNOBS: &'static [&'static str] = &["--moves", "--metric"];

    /// The generator's bands, in moves: Easy 8–15, Medium 20–35, Hard 40–60, Expert 70 up.
    fn difficulty(&self, par: usize) -> crate::generate::Difficulty {
        crate::puzzle::by_bands(par, [18, 38, 65])
    }

    fn summary_parts(&self) -> Vec<crate::puzzle::SummaryPart> {
        use crate::puzzle::SummaryPart;
        vec![
            SummaryPart::size(self.width(), self.height()),
            SummaryPart::new(
                match self.metric() {
                    Metric::Step => "klotski-summary-counted-step",
                    Metric::Slide => "klotski-summary-counted-slide",
                    Metric::Move => "klotski-summary-counted-move",
                },
                format!("counted in {}s", self.metric().name()),
            ),
        ]
    }

    fn generate(args: &Options) -> Result<Made<Self>, String> {
        use crate::generate::{Difficulty, unconfirmed};
        let (width, height) = args.size.unwrap_or((4, 5));
        let metric = match &args.metric {
            Some(name) => Metric::parse(name)
                .ok_or_else(|| format!("no metric is called {name:?}: step, slide or move"))?,
            None => Metric::Move,
        };
        let (min_moves, max_moves) = args.moves.unwrap_or(match args.difficulty {
            Difficulty::Easy => (8, 15),
            Difficulty::Medium => (20, 35),
            Difficulty::Hard => (40, 60),
            Difficulty::Expert => (70, crate::klotski::MAX_GENERATED_MOVES),
        });
        let params = crate::klotski::Params {
            width,
            height,
            metric,
            min_moves,
            max_moves,
        };
        let mut b = crate::klotski::generate(args.seed, params)?.with_metric(metric);
        let solution = crate::klotski::solve(
            &b,
            metric,
            crate::search::Budget::nodes(crate::klotski::NODE_BUDGET),
        );
        let par = solution
            .length()
            .ok_or_else(|| unconfirmed(solution.complete, "board"))?;
        let closest = (!(min_moves..=max_moves).contains(&par)).then(|| {
            format!(
                "no board needing {min_moves} to {max_moves} moves was found from this seed; this one needs {par}, the closest"
            )
        });
        b.meta_mut()
            .set("title", format!("Random blocks #{}", args.seed));
        b.meta_mut().set("metric", metric.name());
        b.meta_mut().set("par", par.to_string());
        Ok(Made { level: b, closest })
    }

    fn random_like(&self, seed: u64) -> Result<Board, String> {
        let (width, height) = if (3..=6).contains(&self.width())
            && (3..=6).contains(&self.height())
            && self.width() * self.height() <= 30
        {
            (self.width(), self.height())
        } else {
            (4, 5)
        };
        let params = crate::klotski::Params {
            width,
            height,
            metric: self.metric(),
            min_moves: 20,
            max_moves: 45,
        };
        let mut b = crate::klotski::generate(seed, params)?.with_metric(self.metric());
        b.meta_mut().set("title", "Random blocks");
        b.meta_mut().set("metric", self.metric().name());
        Ok(b)
    }
}
