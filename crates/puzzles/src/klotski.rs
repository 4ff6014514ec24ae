//! Sliding blocks (Klotski): slide rectangular blocks about a small board until the goal block
//! reaches its goal.
//!
//! A move shifts one block into empty cells. How moves are counted is the *metric*:
//! `step` (one block, one cell), `slide` (one block, any
//! distance in one direction) or `move` (one block to any cell it can reach by its own steps,
//! the classic Klotski count). Blocks of the same shape are interchangeable for the solver.

use crate::error::ParseError;
use crate::grid::{Cell, Dir};
use crate::level::{self, Kind, Meta};
use crate::puzzle::{IllegalMove, Puzzle, Solution};
use crate::search::{self, Budget, Explored};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use std::fmt;
use web_time::Instant;

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

    /// The goal.
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
        let i = self
            .block_with_corner(mv.from[0], mv.from[1])
            .ok_or_else(|| IllegalMove::new("no block has its top-left corner there"))?;
        let b = self.blocks[i];
        if mv.from == mv.to {
            return Err(IllegalMove::new("the block would not move"));
        }
        let (dc, dr) = (
            mv.to[0] as isize - mv.from[0] as isize,
            mv.to[1] as isize - mv.from[1] as isize,
        );
        match self.metric {
            Metric::Step if dc.abs() + dr.abs() != 1 => Err(IllegalMove::new(
                "counting in steps, a block moves one cell at a time",
            )),
            Metric::Slide if dc != 0 && dr != 0 => Err(IllegalMove::new(
                "counting in slides, a block moves in one straight line",
            )),
            Metric::Step | Metric::Slide => {
                let n = dc.abs().max(dr.abs());
                for k in 1..=n {
                    let c = b.col as isize + dc.signum() * k;
                    let r = b.row as isize + dr.signum() * k;
                    if !self.free(i, c, r, b.width, b.height) {
                        return Err(IllegalMove::new(if k == 1 && n == 1 {
                            "that block can't move there: the way is blocked"
                        } else {
                            "that block can't slide that far: something is in the way"
                        }));
                    }
                }
                Ok(i)
            }
            Metric::Move => {
                let to = Cell::new(mv.to[0] as i32, mv.to[1] as i32);
                if self.reach(i).iter().any(|&(c, _)| c == to) {
                    Ok(i)
                } else {
                    Err(IllegalMove::new(
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
    const KIND: Kind = Kind::Klotski;

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

    const NODE_BUDGET: u64 = NODE_BUDGET;

    fn solve_within(&self, budget: Budget) -> Solution<Self::Move> {
        solve(self, self.metric, budget)
    }
}

/// Reads a `.klotski` level: rows of cells, `.` empty, each block drawn with one letter or digit
/// filling a rectangle, and a `; goal: <block> <col>,<row>` line.
pub fn parse(text: &str) -> Result<Board, ParseError> {
    let t = level::split(text)?;
    let width = t.rows[0].text.trim_end().chars().count();
    let height = t.rows.len();
    let mut grid: Vec<Vec<char>> = Vec::new();
    for row in &t.rows {
        let chars: Vec<char> = row.text.trim_end().chars().collect();
        for (i, &c) in chars.iter().enumerate() {
            if !(c == '.' || c.is_ascii_alphanumeric()) {
                return Err(ParseError::at(
                    row.line,
                    i + 1,
                    format!(
                        "expected '.' for an empty cell or a letter or digit for a block, found {}",
                        level::show_char(c)
                    ),
                ));
            }
        }
        if chars.len() != width {
            return Err(ParseError::at(
                row.line,
                chars.len().min(width) + 1,
                format!(
                    "this row has {} cells but the first row has {width}; every row must be as long",
                    chars.len()
                ),
            ));
        }
        grid.push(chars);
    }
    if width * height > MAX_CELLS {
        // Point at the first cell that does not fit.
        let (line, column) = if width > MAX_CELLS {
            (t.rows[0].line, MAX_CELLS + 1)
        } else {
            (t.rows[MAX_CELLS / width].line, MAX_CELLS % width + 1)
        };
        return Err(ParseError::at(
            line,
            column,
            format!(
                "the board is {width}×{height}, more than the {MAX_CELLS} cells a sliding-block board may have"
            ),
        ));
    }
    let mut blocks: Vec<Block> = Vec::new();
    for r in 0..height {
        for c in 0..width {
            let name = grid[r][c];
            if name == '.' || blocks.iter().any(|b| b.name == name) {
                continue;
            }
            // The first cell met in reading order is the block's top-left corner.
            let w = (c..width).take_while(|&x| grid[r][x] == name).count();
            let h = (r..height).take_while(|&y| grid[y][c] == name).count();
            blocks.push(Block {
                name,
                col: c,
                row: r,
                width: w,
                height: h,
            });
        }
    }
    for r in 0..height {
        for c in 0..width {
            let name = grid[r][c];
            if name == '.' {
                continue;
            }
            let b = blocks.iter().find(|b| b.name == name).unwrap();
            let line = t.rows[r].line;
            if !b.covers(c, r) {
                return Err(ParseError::at(
                    line,
                    c + 1,
                    format!(
                        "block '{name}' must be one filled rectangle, but this cell lies outside the rectangle it starts at line {}, column {}",
                        t.rows[b.row].line,
                        b.col + 1
                    ),
                ));
            }
        }
    }
    for b in &blocks {
        for r in b.row..b.row + b.height {
            for c in b.col..b.col + b.width {
                if grid[r][c] != b.name {
                    return Err(ParseError::at(
                        t.rows[r].line,
                        c + 1,
                        format!(
                            "block '{}' must be one filled rectangle, but this cell inside it holds {}",
                            b.name,
                            level::show_char(grid[r][c])
                        ),
                    ));
                }
            }
        }
    }
    if blocks.len() > MAX_BLOCKS {
        let extra = blocks[MAX_BLOCKS];
        return Err(ParseError::at(
            t.rows[extra.row].line,
            extra.col + 1,
            format!(
                "the board has {} blocks, more than the {MAX_BLOCKS} allowed",
                blocks.len()
            ),
        ));
    }
    let Some(goal_text) = t.meta.get("goal") else {
        return Err(ParseError::at(
            t.rows[0].line,
            1,
            "the level has no goal line; add one above the drawing like '; goal: S 3,2' (block, then column,row of its top-left cell)",
        ));
    };
    let goal = parse_goal(goal_text).map_err(|(at, e)| t.error_in("goal", at, e))?;
    let Some(goal_block) = blocks.iter().find(|b| b.name == goal.block) else {
        return Err(t.error_in(
            "goal",
            0,
            format!(
                "the goal names block '{}', but no block is drawn with '{}'",
                goal.block, goal.block
            ),
        ));
    };
    if goal.col + goal_block.width > width || goal.row + goal_block.height > height {
        // The column's first digit, counted in characters, after the block's letter or digit.
        let at = goal_text
            .chars()
            .skip(1)
            .position(|c| c.is_ascii_digit())
            .map_or(0, |p| p + 1);
        return Err(t.error_in(
            "goal",
            at,
            format!(
                "the goal puts block '{}' at {},{}, where it would stick out of the {width}×{height} board",
                goal.block, goal.col, goal.row
            ),
        ));
    }
    let metric = match t.meta.get("metric") {
        None => Metric::Step,
        Some(m) => Metric::parse(m).ok_or_else(|| {
            t.error_in(
                "metric",
                0,
                format!("unknown metric '{m}'; expected step, slide or move"),
            )
        })?,
    };
    let mut meta = t.meta;
    meta.remove("goal");
    Ok(Board {
        width,
        height,
        blocks,
        goal,
        metric,
        meta,
    })
}

/// Reads a goal like `S 3,2`; an error gives the character offset in the text where it goes
/// wrong. Coordinates are checked against the largest board there can be; the board itself
/// checks that the block fits.
fn parse_goal(text: &str) -> Result<Goal, (usize, String)> {
    const EXAMPLE: &str = "a goal is written like 'S 3,2' (block, then column,row)";
    let chars: Vec<char> = text.chars().collect();
    let Some(&block) = chars.first() else {
        return Err((0, format!("the goal is empty: {EXAMPLE}")));
    };
    if !block.is_ascii_alphanumeric() {
        return Err((
            0,
            format!(
                "expected the goal block's letter or digit, found {}: {EXAMPLE}",
                level::show_char(block)
            ),
        ));
    }
    let spaces = chars[1..].iter().take_while(|c| c.is_whitespace()).count();
    if spaces == 0 {
        let what = level::show_or_end(chars.get(1).copied());
        return Err((
            1,
            format!("expected a space after the block, found {what}: {EXAMPLE}"),
        ));
    }
    let mut at = 1 + spaces;
    let number = |at: &mut usize, what: &str| -> Result<usize, (usize, String)> {
        let start = *at;
        while chars.get(*at).is_some_and(|c| c.is_ascii_digit()) {
            *at += 1;
        }
        let digits: String = chars[start..*at].iter().collect();
        if digits.is_empty() {
            let found = level::show_or_end(chars.get(start).copied());
            return Err((
                start,
                format!("expected the goal's {what}, found {found}: {EXAMPLE}"),
            ));
        }
        level::whole_number(&digits, &format!("the goal's {what}"), MAX_CELLS as u64 - 1)
            .map(|n| n as usize)
            .map_err(|e| (start, e))
    };
    let col = number(&mut at, "column")?;
    if chars.get(at) != Some(&',') {
        let found = level::show_or_end(chars.get(at).copied());
        return Err((
            at,
            format!("expected ',' between column and row, found {found}: {EXAMPLE}"),
        ));
    }
    at += 1;
    let row = number(&mut at, "row")?;
    if let Some(&c) = chars.get(at) {
        return Err((
            at,
            format!(
                "unexpected {} after the goal: {EXAMPLE}",
                level::show_char(c)
            ),
        ));
    }
    Ok(Goal { block, col, row })
}

/// The solver's view of a board: blocks grouped by shape, positions as cell indices.
struct Space {
    width: usize,
    /// Every cell of the board.
    all: u64,
    /// The cells of the first column and of the last.
    left_edge: u64,
    right_edge: u64,
    /// For each block slot, its shape class.
    class_of: Vec<u8>,
    /// Slot range of each shape class.
    class_slots: Vec<std::ops::Range<usize>>,
    /// For each class and top-left cell: the cells covered, or 0 if it does not fit.
    mask: Vec<u64>,
    cells: usize,
    goal_class: usize,
    goal_cell: u8,
    /// For each class, top-left cell and direction: the top-left cell one step away, if the
    /// block still fits on the board there.
    next: Vec<[u8; 4]>,
}

const NOWHERE: u8 = u8::MAX;

/// A position as the solver keeps it. Blocks of the same shape are interchangeable, so a key
/// says which cells hold the top-left corner of a block of each shape, and nothing more.
trait Key: Copy + Eq + std::hash::Hash {
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
    fn new(board: &Board) -> (Space, Vec<u8>, Vec<(usize, usize)>) {
        let mut shapes: Vec<(usize, usize)> = Vec::new();
        for b in &board.blocks {
            if !shapes.contains(&(b.width, b.height)) {
                shapes.push((b.width, b.height));
            }
        }
        let mut class_of = Vec::new();
        let mut class_slots = Vec::new();
        let mut key = vec![u8::MAX; board.blocks.len()];
        let mut slot = 0;
        for &shape in &shapes {
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
        let cells = board.width * board.height;
        let mask: Vec<Vec<u64>> = shapes
            .iter()
            .map(|&(w, h)| {
                (0..cells)
                    .map(|i| {
                        let (c, r) = (i % board.width, i / board.width);
                        if c + w > board.width || r + h > board.height {
                            return 0;
                        }
                        let mut m = 0u64;
                        for y in r..r + h {
                            for x in c..c + w {
                                m |= 1 << (y * board.width + x);
                            }
                        }
                        m
                    })
                    .collect()
            })
            .collect();
        let goal_shape = board.goal_shape();
        let next = mask
            .iter()
            .map(|masks: &Vec<u64>| {
                (0..cells)
                    .map(|at| {
                        let (c, r) = (at % board.width, at / board.width);
                        let mut to = [NOWHERE; 4];
                        let candidates = [
                            (r > 0).then(|| at - board.width),
                            (r + 1 < board.height).then(|| at + board.width),
                            (c > 0).then(|| at - 1),
                            (c + 1 < board.width).then(|| at + 1),
                        ];
                        for (d, t) in candidates.into_iter().enumerate() {
                            if let Some(t) = t.filter(|&t| masks[t] != 0 && masks[at] != 0) {
                                to[d] = t as u8;
                            }
                        }
                        to
                    })
                    .collect()
            })
            .collect::<Vec<Vec<[u8; 4]>>>()
            .concat();
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

    fn is_goal<K: Key>(&self, key: &K) -> bool {
        key.has(self, self.goal_class, self.goal_cell as usize)
    }

    /// The top-left cell one step from `at` in direction `d` (0..4), if the block stays on the board.
    #[inline]
    fn step(&self, class: usize, at: usize, d: usize) -> Option<usize> {
        let to = self.next[class * self.cells + at][d];
        (to != NOWHERE).then_some(to as usize)
    }

    fn successors<K: Key>(&self, key: &K, metric: Metric, out: &mut Vec<K>) {
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

/// What `generate` makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Params {
    /// Columns.
    pub width: usize,
    /// Rows.
    pub height: usize,
    /// The metric the difficulty is measured in.
    pub metric: Metric,
    /// Fewest moves the shortest solution may have.
    pub min_moves: usize,
    /// Most moves the shortest solution may have.
    pub max_moves: usize,
}

impl Default for Params {
    fn default() -> Params {
        Params {
            width: 4,
            height: 5,
            metric: Metric::Move,
            min_moves: 20,
            max_moves: 40,
        }
    }
}

/// The longest shortest solution `generate` is asked for, in any metric.
pub const MAX_GENERATED_MOVES: usize = 500;
/// Positions each of `generate`'s searches may visit before that layout is passed over.
const GENERATE_STATES: u64 = 1_000_000;
/// Layouts `generate` tries.
const LAYOUTS: usize = 40;

impl Params {
    /// Whether boards can be made with these parameters; if not, why, with the ranges allowed.
    pub fn check(&self) -> Result<(), String> {
        let Params {
            width,
            height,
            min_moves,
            max_moves,
            ..
        } = *self;
        if !(3..=6).contains(&width) || !(3..=6).contains(&height) || width * height > 30 {
            return Err(format!(
                "generated sliding-block boards are 3 to 6 cells on a side and at most 30 cells, not {width}x{height}"
            ));
        }
        if min_moves < 1 || max_moves > MAX_GENERATED_MOVES || min_moves > max_moves {
            return Err(format!(
                "a generated sliding-block board takes 1 to {MAX_GENERATED_MOVES} moves, not {min_moves}-{max_moves}"
            ));
        }
        Ok(())
    }
}

/// Makes a solvable layout from a seed whose shortest solution, in `params.metric`, has between
/// `min_moves` and `max_moves` moves, or as close to that as the blocks allow (the caller
/// compares its par with the range).
///
/// It draws a random set of blocks (one 2×2 goal block, bars and small squares, two empty
/// cells), explores every position they can reach, measures each one's distance from the goal,
/// and starts from a position whose distance lies in the range. A layout with too many
/// positions to explore is passed over; if every one is, it gives up and says so.
pub fn generate(seed: u64, params: Params) -> Result<Board, String> {
    params.check()?;
    let Params {
        width,
        height,
        metric,
        min_moves,
        max_moves,
    } = params;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    // The goal sits where the classic puzzle has its exit: bottom centre on a tall board,
    // the right-hand side on a wide one.
    let goal = if height >= width {
        ((width - 2) / 2, height - 2)
    } else {
        (width - 2, height - 2)
    };
    let mut best: Option<(usize, Board)> = None;
    for _attempt in 0..LAYOUTS {
        let layout = random_layout(&mut rng, width, height, goal);
        let (space, slots, shapes) = Space::new(&layout);
        let pick = if space.class_slots.len() * space.cells <= 128 {
            pick_start::<u128>(&space, &slots, metric, min_moves..=max_moves, &mut rng)
        } else {
            pick_start::<[u8; MAX_BLOCKS]>(&space, &slots, metric, min_moves..=max_moves, &mut rng)
        };
        match pick {
            Some(Ok(blocks)) => return Ok(board_from_blocks(&layout, &space, &shapes, &blocks)),
            Some(Err((depth, blocks))) => {
                // Nothing in range: keep the one closest to it, in case no attempt does better.
                let gap = min_moves.saturating_sub(depth);
                if best.as_ref().is_none_or(|(g, _)| gap < *g) {
                    best = Some((gap, board_from_blocks(&layout, &space, &shapes, &blocks)));
                }
            }
            None => {}
        }
    }
    best.map(|(_, board)| board).ok_or_else(|| {
        format!(
            "gave up after {LAYOUTS} layouts from seed {seed}: each had more than {GENERATE_STATES} positions to explore or no way to the goal; try a smaller board"
        )
    })
}

/// The blocks (shape class, top-left cell) of a position from which the goal is `range` moves
/// away, or the farthest position and its distance if none is; `None` if the goal cannot be
/// reached at all or the layout has too many positions to explore.
#[allow(clippy::type_complexity)]
fn pick_start<K: Key>(
    space: &Space,
    slots: &[u8],
    metric: Metric,
    range: std::ops::RangeInclusive<usize>,
    rng: &mut ChaCha8Rng,
) -> Option<Result<Vec<(usize, usize)>, (usize, Vec<(usize, usize)>)>> {
    let blocks = |k: &K| {
        let mut v = Vec::new();
        k.for_each_block(space, |class, at| v.push((class, at)));
        v
    };
    let budget = Budget::nodes(GENERATE_STATES);
    // Every position these blocks can reach (every metric connects the same positions), then
    // each one's distance from the nearest goal.
    let all = search::bfs(
        vec![K::from_slots(space, slots)],
        |k, out| space.successors(k, Metric::Step, out),
        |_| false,
        budget,
    );
    if !all.complete {
        return None;
    }
    let goals: Vec<K> = all
        .states
        .iter()
        .filter(|k| space.is_goal(*k))
        .copied()
        .collect();
    if goals.is_empty() {
        return None;
    }
    let dist: Explored<K> = search::bfs(
        goals,
        |k, out| space.successors(k, metric, out),
        |_| false,
        budget,
    );
    let in_range: Vec<usize> = (0..dist.states.len())
        .filter(|&i| range.contains(&(dist.depth[i] as usize)))
        .collect();
    if in_range.is_empty() {
        let far = (0..dist.states.len())
            .max_by_key(|&i| dist.depth[i])
            .unwrap();
        return Some(Err((dist.depth[far] as usize, blocks(&dist.states[far]))));
    }
    let pick = in_range[rng.random_range(0..in_range.len())];
    Some(Ok(blocks(&dist.states[pick])))
}

fn random_layout(rng: &mut ChaCha8Rng, width: usize, height: usize, goal: (usize, usize)) -> Board {
    let mut grid = vec![vec!['.'; width]; height];
    for r in goal.1..goal.1 + 2 {
        for c in goal.0..goal.0 + 2 {
            grid[r][c] = 'S';
        }
    }
    let mut names = ('A'..='Z')
        .chain('a'..='z')
        .chain('0'..='9')
        .filter(|&c| c != 'S');
    let mut empty = width * height - 4;
    let mut cells: Vec<(usize, usize)> = (0..height)
        .flat_map(|r| (0..width).map(move |c| (c, r)))
        .collect();
    cells.shuffle(rng);
    // Bars first, most of the places they fit, then small squares until two cells are left
    // empty: boards with a few small squares play like the classic ones.
    for pass in 0..2 {
        for &(c, r) in &cells {
            if empty <= 2 {
                break;
            }
            if grid[r][c] != '.' || (pass == 0 && rng.random_range(0..4) == 0) {
                continue;
            }
            let mut shapes = if pass == 0 {
                vec![(1, 2), (2, 1)]
            } else {
                vec![(1, 1)]
            };
            shapes.shuffle(rng);
            for (w, h) in shapes {
                let fits = c + w <= width
                    && r + h <= height
                    && (r..r + h).all(|y| (c..c + w).all(|x| grid[y][x] == '.'));
                if fits && empty >= w * h + 2 {
                    let name = names.next().unwrap();
                    for row in grid.iter_mut().skip(r).take(h) {
                        for cell in row.iter_mut().skip(c).take(w) {
                            *cell = name;
                        }
                    }
                    empty -= w * h;
                    break;
                }
            }
        }
    }
    let drawing: String = grid
        .iter()
        .map(|row| row.iter().collect::<String>() + "\n")
        .collect();
    parse(&format!("; goal: S {},{}\n{drawing}", goal.0, goal.1))
        .expect("a generated layout is well formed")
}

fn board_from_blocks(
    layout: &Board,
    space: &Space,
    shapes: &[(usize, usize)],
    blocks: &[(usize, usize)],
) -> Board {
    let mut board = layout.clone();
    let mut used = vec![false; board.blocks.len()];
    for &(class, at) in blocks {
        let i = (0..board.blocks.len())
            .find(|&i| !used[i] && (board.blocks[i].width, board.blocks[i].height) == shapes[class])
            .unwrap();
        used[i] = true;
        board.blocks[i].col = at % space.width;
        board.blocks[i].row = at / space.width;
    }
    // Name the blocks again in reading order, the goal block keeping its name.
    let mut order: Vec<usize> = (0..board.blocks.len()).collect();
    order.sort_by_key(|&i| (board.blocks[i].row, board.blocks[i].col));
    let mut names = ('A'..='Z')
        .chain('a'..='z')
        .chain('0'..='9')
        .filter(|&c| c != 'S');
    for i in order {
        if board.blocks[i].name != 'S' {
            board.blocks[i].name = names.next().unwrap();
        }
    }
    board.blocks.sort_by_key(|b| (b.row, b.col));
    board
}

#[cfg(test)]
mod tests {
    use super::*;

    pub const SEED_START: &str = "; goal: S 3,2\nABxCD\nAByCD\nSS.EE\nSS.FF\n";

    #[test]
    fn seed_start_parses() {
        let b = parse(SEED_START).unwrap();
        assert_eq!((b.width(), b.height()), (5, 4));
        assert_eq!(b.blocks().len(), 9);
        let s = b.blocks().iter().find(|b| b.name == 'S').unwrap();
        assert_eq!((s.col, s.row, s.width, s.height), (0, 2, 2, 2));
        assert!(!b.is_solved());
    }

    #[test]
    fn seed_start_solves_in_every_metric_and_replays() {
        let b = parse(SEED_START).unwrap();
        let mut lengths = Vec::new();
        for metric in Metric::ALL {
            let b = b.clone().with_metric(metric);
            let s = b.solve();
            let moves = s.moves.expect("the original puzzle is solvable");
            assert!(b.replay(&moves).unwrap().is_solved());
            lengths.push(moves.len());
        }
        // Coarser metrics never need more moves.
        assert!(
            lengths[0] >= lengths[1] && lengths[1] >= lengths[2],
            "{lengths:?}"
        );
    }

    #[test]
    fn step_metric_refuses_long_moves() {
        let b = parse(SEED_START).unwrap();
        // The 1x1 block 'y' at 2,1 can step down to 2,2 but not jump to 2,3.
        assert!(
            b.apply(&Slide {
                from: [2, 1],
                to: [2, 2]
            })
            .is_ok()
        );
        assert!(
            b.apply(&Slide {
                from: [2, 1],
                to: [2, 3]
            })
            .is_err()
        );
        let slide = b.clone().with_metric(Metric::Slide);
        assert!(
            slide
                .apply(&Slide {
                    from: [2, 1],
                    to: [2, 3]
                })
                .is_ok()
        );
        assert!(
            b.apply(&Slide {
                from: [1, 1],
                to: [1, 2]
            })
            .is_err(),
            "no block has its corner there"
        );
    }

    #[test]
    fn bad_drawings_are_refused_where_they_are_wrong() {
        let e = parse("; goal: S 0,0\nSS\nS.\n").unwrap_err();
        assert_eq!(e.at, Some((3, 2)), "{e}");
        let e = parse("; goal: S 0,0\nSS.\nSSx\nA.A\n").unwrap_err();
        assert_eq!(e.at, Some((4, 3)), "{e}");
        let e = parse("; goal: S 0,0\nSS\nSS#\n").unwrap_err();
        assert_eq!(e.at, Some((3, 3)));
        let e = parse("SS\nSS\n").unwrap_err();
        assert!(e.message.contains("no goal"));
        let e = parse("; goal: Q 0,0\nSS\nSS\n").unwrap_err();
        assert_eq!(e.at, Some((1, 9)), "at the block's letter");
        let e = parse("; goal: S 1,1\nSS.\nSS.\n").unwrap_err();
        assert!(e.message.contains("stick out"));
    }

    #[test]
    fn text_round_trips() {
        let b = parse(SEED_START).unwrap();
        assert_eq!(parse(&b.to_text()).unwrap(), b);
    }

    #[test]
    fn generated_levels_have_the_asked_length() {
        for seed in 0..3 {
            let p = Params {
                min_moves: 10,
                max_moves: 15,
                ..Params::default()
            };
            let b = generate(seed, p).unwrap();
            let s = solve(&b, p.metric, Budget::UNLIMITED);
            let n = s.length().unwrap();
            assert!((10..=15).contains(&n), "seed {seed}: {n} moves");
        }
    }

    #[test]
    fn goal_numbers_are_range_checked_where_they_stand() {
        let board = "ABxCD\nAByCD\nSS.EE\nSS.FF\n";
        let e = parse(&format!("; goal: S 3,18446744073709551615\n{board}")).unwrap_err();
        assert_eq!(e.at, Some((1, 13)), "{e}");
        assert!(e.message.contains("too large"), "{e}");
        let e = parse(&format!("; goal: S 18446744073709551615,2\n{board}")).unwrap_err();
        assert_eq!(e.at, Some((1, 11)), "{e}");
        let e = parse(&format!("; goal: S 3,3\n{board}")).unwrap_err();
        assert_eq!(e.at, Some((1, 11)), "{e}");
        assert!(e.message.contains("stick out"), "{e}");
        let e = parse(&format!("; goal: S 3;2\n{board}")).unwrap_err();
        assert_eq!(e.at, Some((1, 12)), "{e}");
        let e = parse(&format!("; goal: S 3,2 x\n{board}")).unwrap_err();
        assert_eq!(e.at, Some((1, 14)), "{e}");
        let e = parse(&format!("; metric: steps\n; goal: S 3,2\n{board}")).unwrap_err();
        assert_eq!(e.at, Some((1, 11)), "{e}");
        let e = parse(board).unwrap_err();
        assert_eq!(e.at, Some((1, 1)), "{e}");
        assert!(e.message.contains("no goal"), "{e}");
    }

    #[test]
    fn too_big_boards_are_refused_at_the_first_cell_too_many() {
        let e = parse(&format!("; goal: S 0,0\nSS{}\n", ".".repeat(70))).unwrap_err();
        assert_eq!(e.at, Some((2, 65)), "{e}");
        let rows = "SS......\nSS......\n".to_string() + &"........\n".repeat(7);
        let e = parse(&format!("; goal: S 0,0\n{rows}")).unwrap_err();
        assert_eq!(e.at, Some((10, 1)), "{e}");
    }

    #[test]
    fn solving_stops_at_the_budget_and_says_so() {
        // An 8×8 board with a few small blocks has far too many positions to list.
        let text = "; goal: S 6,6\nSSab....\nSScd....\nef......\ngh......\n".to_string()
            + &"........\n".repeat(4);
        let b = parse(&text).unwrap();
        let s = solve(&b, Metric::Step, Budget::nodes(100_000));
        assert!(!s.complete);
        assert!(s.nodes <= 100_000 + 64, "{} positions", s.nodes);
    }

    #[test]
    fn generator_refuses_what_it_cannot_make() {
        let p = Params {
            width: 6,
            height: 5,
            min_moves: 18446744073709551615,
            max_moves: 18446744073709551615,
            ..Params::default()
        };
        let e = generate(1, p).unwrap_err();
        assert!(e.contains("1 to 500 moves"), "{e}");
        let e = generate(
            1,
            Params {
                width: 7,
                ..Params::default()
            },
        )
        .unwrap_err();
        assert!(e.contains("3 to 6 cells"), "{e}");
        let e = generate(
            1,
            Params {
                min_moves: 0,
                max_moves: 3,
                ..Params::default()
            },
        )
        .unwrap_err();
        assert!(e.contains("not 0-3"), "{e}");
    }
}
