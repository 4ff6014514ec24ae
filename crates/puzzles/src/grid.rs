//! Cells and the four directions of a flat board.

use serde::{Deserialize, Serialize};
use std::fmt;

/// One of the four directions a ball, block or tile can move on a flat board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, PartialOrd, Ord)]
#[serde(rename_all = "lowercase")]
pub enum Dir {
    /// Towards row 0.
    Up,
    /// Towards the last row.
    Down,
    /// Towards column 0.
    Left,
    /// Towards the last column.
    Right,
}

impl Dir {
    /// All four directions, in the order the solvers try them.
    pub const ALL: [Dir; 4] = [Dir::Up, Dir::Down, Dir::Left, Dir::Right];

    /// The step (columns, rows) one cell in this direction.
    pub fn delta(self) -> (i32, i32) {
        match self {
            Dir::Up => (0, -1),
            Dir::Down => (0, 1),
            Dir::Left => (-1, 0),
            Dir::Right => (1, 0),
        }
    }

    /// The opposite direction.
    pub fn opposite(self) -> Dir {
        match self {
            Dir::Up => Dir::Down,
            Dir::Down => Dir::Up,
            Dir::Left => Dir::Right,
            Dir::Right => Dir::Left,
        }
    }

    /// The lowercase name used in JSON and on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Dir::Up => "up",
            Dir::Down => "down",
            Dir::Left => "left",
            Dir::Right => "right",
        }
    }

    /// Reads a direction from its name, in any case (`up`, `Up`, `U`).
    pub fn parse(text: &str) -> Option<Dir> {
        match text.to_ascii_lowercase().as_str() {
            "up" | "u" => Some(Dir::Up),
            "down" | "d" => Some(Dir::Down),
            "left" | "l" => Some(Dir::Left),
            "right" | "r" => Some(Dir::Right),
            _ => None,
        }
    }

    /// An arrow for text output.
    pub fn arrow(self) -> char {
        match self {
            Dir::Up => '↑',
            Dir::Down => '↓',
            Dir::Left => '←',
            Dir::Right => '→',
        }
    }
}

impl fmt::Display for Dir {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A cell of a flat board: column from the left, row from the top, both from 0.
/// Cells just outside the board (where a ball flies off) have a negative or too large coordinate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, PartialOrd, Ord)]
pub struct Cell {
    /// Column, 0 at the left.
    pub col: i32,
    /// Row, 0 at the top.
    pub row: i32,
}

impl Cell {
    /// The cell at column `col`, row `row`.
    pub const fn new(col: i32, row: i32) -> Cell {
        Cell { col, row }
    }

    /// The neighbouring cell in direction `dir` (possibly off the board).
    pub fn step(self, dir: Dir) -> Cell {
        let (dc, dr) = dir.delta();
        Cell::new(self.col + dc, self.row + dr)
    }

    /// Whether the cell lies on a board `width` columns wide and `height` rows high.
    pub fn is_inside(self, width: usize, height: usize) -> bool {
        self.col >= 0
            && self.row >= 0
            && (self.col as usize) < width
            && (self.row as usize) < height
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{},{}", self.col, self.row)
    }
}
