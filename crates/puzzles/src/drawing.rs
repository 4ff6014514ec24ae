//! A level's drawing as its file writes it, one token per cell (`o`, a block's letter, a
//! tile's number, a map's tile), with its metadata: what an editor changes, cell by cell. How
//! a puzzle's files draw a level (tokens written apart or not, the empty cell, the sizes an
//! editor offers) is the puzzle's own [`Style`]; what a click does to a drawing is in each
//! puzzle's files.

use crate::error::ParseError;
use crate::level_file::{self, Meta};

/// The largest board a drawing may be resized to, in cells each way.
pub const MOST_CELLS: usize = 16;

/// How a puzzle's files draw a level.
#[derive(Clone, Copy, Debug)]
pub struct Style {
    /// Whether the tokens of a row are written apart, with spaces between them.
    pub spaced: bool,
    /// The token of an empty cell.
    pub blank: &'static str,
    /// The smallest board, in columns and rows.
    pub smallest: (usize, usize),
    /// The largest board an editor offers, in cells each way (the puzzle's parser may still
    /// refuse one with too many cells in all, and says so).
    pub largest: usize,
    /// Whether the drawing is one line, however the file breaks it (a chain of letters).
    pub one_line: bool,
    /// What a resized board starts as, when it is not the old one cut down or filled out with
    /// empty cells (a Fifteen board starts in order).
    pub fresh: Option<fn(usize, usize) -> Vec<Vec<String>>>,
}

impl Style {
    /// Tokens side by side, `.` for an empty cell, from 2×2 to [`MOST_CELLS`] a side.
    pub const PLAIN: Style = Style {
        spaced: false,
        blank: ".",
        smallest: (2, 2),
        largest: MOST_CELLS,
        one_line: false,
        fresh: None,
    };
}

/// A level's drawing and its metadata.
#[derive(Clone, Debug)]
pub struct Drawing {
    /// Rows of tokens, all the same length.
    rows: Vec<Vec<String>>,
    /// The `; key: value` lines.
    pub meta: Meta,
    style: Style,
}

/// Two drawings are the same when they write the same level.
impl PartialEq for Drawing {
    fn eq(&self, other: &Drawing) -> bool {
        self.rows == other.rows && self.meta == other.meta
    }
}

impl Eq for Drawing {}

/// Where a parse error points in a drawing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Spot {
    /// The column, from 0.
    pub col: usize,
    /// The row, from 0.
    pub row: usize,
}

impl Drawing {
    /// The drawing of a level file's `text`, drawn in `style`; a text the file format refuses
    /// gives an empty drawing with the metadata `meta`.
    pub fn read(text: &str, style: Style, meta: &Meta) -> Drawing {
        let (mut rows, meta): (Vec<Vec<String>>, Meta) = match level_file::split(text) {
            Ok(t) => (
                t.rows.iter().map(|r| tokens(style, r.text)).collect(),
                t.meta,
            ),
            Err(_) => (Vec::new(), meta.clone()),
        };
        if style.one_line {
            rows = vec![rows.concat()];
        }
        let width = rows.iter().map(Vec::len).max().unwrap_or(0);
        for row in &mut rows {
            row.resize(width, style.blank.to_string());
        }
        Drawing { rows, meta, style }
    }

    /// How the drawing is written.
    pub fn style(&self) -> Style {
        self.style
    }

    /// Columns and rows.
    pub fn size(&self) -> (usize, usize) {
        (self.rows.first().map_or(0, Vec::len), self.rows.len())
    }

    /// The token at a cell (`""` off the drawing).
    pub fn at(&self, col: usize, row: usize) -> &str {
        self.rows
            .get(row)
            .and_then(|r| r.get(col))
            .map_or("", String::as_str)
    }

    /// Puts `token` at a cell on the drawing (a cell off it is left alone).
    pub fn put(&mut self, col: usize, row: usize, token: &str) {
        if let Some(cell) = self.rows.get_mut(row).and_then(|r| r.get_mut(col)) {
            *cell = token.to_string();
        }
    }

    /// The rows of tokens.
    pub fn rows(&self) -> &[Vec<String>] {
        &self.rows
    }

    /// Draws the board again, row by row.
    pub fn set_rows(&mut self, rows: Vec<Vec<String>>) {
        self.rows = rows;
    }

    /// Every cell holding `token`.
    pub fn cells_of(&self, token: &str) -> Vec<(usize, usize)> {
        let mut cells = Vec::new();
        for (r, row) in self.rows.iter().enumerate() {
            for (c, t) in row.iter().enumerate() {
                if t == token {
                    cells.push((c, r));
                }
            }
        }
        cells
    }

    /// The level file's text.
    pub fn to_text(&self) -> String {
        let width = self
            .rows
            .iter()
            .flatten()
            .map(|t| t.chars().count())
            .max()
            .unwrap_or(1);
        let spaced = self.style.spaced;
        let mut text = self.meta.to_text();
        for row in &self.rows {
            let line: Vec<String> = if spaced {
                row.iter().map(|t| format!("{t:>width$}")).collect()
            } else {
                row.clone()
            };
            text += line.join(if spaced { " " } else { "" }).trim_end();
            text.push('\n');
        }
        text
    }

    /// The cell a parse error of the drawing's text points at, when it points into the
    /// drawing.
    pub fn spot(&self, error: &ParseError) -> Option<Spot> {
        let (line, column) = error.at?;
        let row = line.checked_sub(self.meta.entries().count() + 1)?;
        let text = self.to_text();
        let written = text.lines().nth(line - 1)?;
        let before: String = written.chars().take(column.saturating_sub(1)).collect();
        let col = if self.style.spaced {
            before.split_whitespace().count().saturating_sub(
                // Inside a token, not just after it.
                usize::from(!before.is_empty() && !before.ends_with(' ')),
            )
        } else {
            before.chars().count()
        };
        (row < self.rows.len() && col < self.size().0).then_some(Spot { col, row })
    }

    /// Makes the drawing `cols` × `rows` (within the style's smallest and largest), keeping
    /// what fits and filling the rest with empty cells, or starting afresh where the style
    /// says so.
    pub fn resize(&mut self, cols: usize, rows: usize) {
        let Style {
            smallest: least,
            largest: most,
            ..
        } = self.style;
        let cols = cols.clamp(least.0, most.max(least.0));
        let rows = rows.clamp(least.1, most.max(least.1));
        if let Some(fresh) = self.style.fresh {
            self.rows = fresh(cols, rows);
            return;
        }
        let fill = self.style.blank.to_string();
        self.rows.resize(rows, Vec::new());
        for row in &mut self.rows {
            row.resize(cols, fill.clone());
        }
    }
}

/// A row of a file's drawing as tokens.
fn tokens(style: Style, row: &str) -> Vec<String> {
    if style.spaced {
        row.split_whitespace().map(str::to_string).collect()
    } else {
        row.chars()
            .filter(|c| !c.is_whitespace())
            .map(String::from)
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_board_grows_with_empty_cells_and_shrinks_to_what_fits() {
        let style = Style {
            smallest: (7, 8),
            ..Style::PLAIN
        };
        let mut d = Drawing::read("o......\n.......\n......o\n", style, &Meta::default());
        d.resize(9, 9);
        assert_eq!(d.size(), (9, 9));
        assert_eq!(d.at(8, 8), ".");
        d.resize(3, 100);
        assert_eq!(d.size(), (7, MOST_CELLS), "7 wide at least");
    }

    #[test]
    fn spaced_tokens_are_written_apart_and_aligned() {
        let style = Style {
            spaced: true,
            blank: "0",
            ..Style::PLAIN
        };
        let d = Drawing::read("1 2 3\n4 5 6\n7 8 10\n", style, &Meta::default());
        assert_eq!(d.at(2, 2), "10");
        assert_eq!(d.to_text(), " 1  2  3\n 4  5  6\n 7  8 10\n");
    }
}
