//! Reading a `.fifteen` level: rows of numbers, 0 for the hole, each tile once.

use super::{Board, MAX_SIDE, MIN_SIDE};
use crate::error::ParseError;
use crate::level_file;

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
                return Err(ParseError::named(
                    "fifteen-row-width",
                    format!(
                        "a row must have {MIN_SIDE} to {MAX_SIDE} numbers, this one has {width}"
                    ),
                )
                .placed(row.line, 1)
                .with("least", MIN_SIDE)
                .with("most", MAX_SIDE)
                .with("count", width));
            }
        } else if count != width {
            return Err(ParseError::named("fifteen-row-unequal", format!(
                    "this row has {count} numbers but the first row has {width}; every row must have as many"
                )).placed(row.line, column.max(1)).with("count", count).with("first", width));
        }
    }
    if !(MIN_SIDE..=MAX_SIDE).contains(&height) {
        let (line, column) = match t.rows.get(MAX_SIDE) {
            Some(row) => (row.line, 1),
            None => t.end(),
        };
        return Err(ParseError::named(
            "fifteen-height",
            format!("a board must have {MIN_SIDE} to {MAX_SIDE} rows, this one has {height}"),
        )
        .placed(line, column)
        .with("least", MIN_SIDE)
        .with("most", MAX_SIDE)
        .with("count", height));
    }
    check_each_once(&tiles, width, height)?;
    let mut board = Board::from_tiles(width, height, tiles.iter().map(|w| w.value as u8).collect())
        .expect("checked above");
    board.meta = t.meta;
    Ok(board)
}

/// A number as written in a level, and where.
pub(super) struct Written {
    /// Its value, capped (anything that large is refused anyway).
    value: u64,
    /// Its digits.
    digits: String,
    line: usize,
    column: usize,
}

/// Reads the numbers of a row onto `tiles`; returns how many there are, and the column of the
/// row's last character.
pub(super) fn read_numbers(
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
            return Err(ParseError::named(
                "fifteen-not-a-number",
                format!(
                    "expected a tile number or a space, found {}",
                    level_file::show_char(c)
                ),
            )
            .placed(row.line, column)
            .with("found", c));
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
pub(super) fn check_each_once(
    tiles: &[Written],
    width: usize,
    height: usize,
) -> Result<(), ParseError> {
    let n = width * height;
    let mut seen: Vec<Option<(usize, usize)>> = vec![None; n];
    for w in tiles {
        let t = w.value;
        if t >= n as u64 {
            return Err(ParseError::named("fifteen-tile-too-large", format!(
                    "tile {} is too large: a {width}×{height} board has tiles 1 to {} and 0 for the hole",
                    w.digits,
                    n - 1
                )).placed(w.line, w.column).with("tile", w.digits.as_str()).with("width", width).with("height", height).with("last", n - 1));
        }
        if let Some((l, c)) = seen[t as usize] {
            let what = if t == 0 {
                "the hole (0)".to_string()
            } else {
                format!("tile {t}")
            };
            return Err(ParseError::named(
                "fifteen-twice",
                format!("{what} appears a second time (first at line {l}, column {c})"),
            )
            .placed(w.line, w.column)
            .with("tile", t)
            .with("line", l)
            .with("column", c));
        }
        seen[t as usize] = Some((w.line, w.column));
    }
    Ok(())
}
