//! A level being made: its drawing as the level file writes it, one token per cell (`o`, a
//! block's letter, a tile's number, a map's tile), and its metadata. Every edit is a change of
//! tokens, and the level is whatever the file's own parser reads from the text the draft
//! writes: an editor can never make a level a file could not hold, and a draft the parser
//! refuses says why and, where it can, in which cell.

use crate::level::{self, Kind, Meta};
use crate::{AnyLevel, ParseError};

/// The largest board a draft may be resized to, in cells each way.
pub const MOST_CELLS: usize = 16;

/// A level being made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Draft {
    kind: Kind,
    /// The drawing: rows of tokens, all the same length.
    rows: Vec<Vec<String>>,
    /// The `; key: value` lines.
    pub meta: Meta,
}

/// Whether a puzzle's files write the tokens of a row apart, with spaces between them.
fn spaced(kind: Kind) -> bool {
    matches!(kind, Kind::Fifteen | Kind::Kodable)
}

/// Where a parse error points in a draft's drawing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Spot {
    /// The column, from 0.
    pub col: usize,
    /// The row, from 0.
    pub row: usize,
}

impl Draft {
    /// A draft of `level`, as its file draws it.
    pub fn of(level: &AnyLevel) -> Draft {
        let kind = level.kind();
        let text = level.to_text();
        // The metadata as written: a puzzle keeps some of it in its own fields (the goal).
        let (mut rows, meta): (Vec<Vec<String>>, Meta) = match level::split(&text) {
            Ok(t) => (
                t.rows.iter().map(|r| tokens(kind, r.text)).collect(),
                t.meta,
            ),
            Err(_) => (Vec::new(), level.meta().clone()),
        };
        if kind == Kind::Snake {
            // A chain is one line of letters, however its file breaks it.
            rows = vec![rows.concat()];
        }
        let width = rows.iter().map(Vec::len).max().unwrap_or(0);
        for row in &mut rows {
            row.resize(width, blank(kind).to_string());
        }
        Draft { kind, rows, meta }
    }

    /// Which puzzle.
    pub fn kind(&self) -> Kind {
        self.kind
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
        let mut text = self.meta.to_text();
        for row in &self.rows {
            let line: Vec<String> = if spaced(self.kind) {
                row.iter().map(|t| format!("{t:>width$}")).collect()
            } else {
                row.clone()
            };
            text += line
                .join(if spaced(self.kind) { " " } else { "" })
                .trim_end();
            text.push('\n');
        }
        text
    }

    /// The level, read from [`Draft::to_text`] by the puzzle's own parser.
    pub fn level(&self) -> Result<AnyLevel, ParseError> {
        AnyLevel::parse(self.kind, &self.to_text())
    }

    /// The cell a parse error of [`Draft::level`] points at, when it points into the drawing.
    pub fn spot(&self, error: &ParseError) -> Option<Spot> {
        let (line, column) = error.at?;
        let row = line.checked_sub(self.meta.entries().count() + 1)?;
        let text = self.to_text();
        let written = text.lines().nth(line - 1)?;
        let before: String = written.chars().take(column.saturating_sub(1)).collect();
        let col = if spaced(self.kind) {
            before.split_whitespace().count().saturating_sub(
                // Inside a token, not just after it.
                usize::from(!before.is_empty() && !before.ends_with(' ')),
            )
        } else {
            before.chars().count()
        };
        (row < self.rows.len() && col < self.size().0).then_some(Spot { col, row })
    }

    /// Makes the drawing `cols` × `rows` (from [`smallest`] to [`MOST_CELLS`] each), keeping
    /// what fits and filling the rest with empty cells; a Fifteen board starts again in order.
    pub fn resize(&mut self, cols: usize, rows: usize) {
        let least = smallest(self.kind);
        let cols = cols.clamp(least.0, MOST_CELLS);
        let rows = rows.clamp(least.1, MOST_CELLS);
        if self.kind == Kind::Fifteen {
            self.rows = fifteen_in_order(cols, rows);
            return;
        }
        let fill = blank(self.kind).to_string();
        self.rows.resize(rows, Vec::new());
        for row in &mut self.rows {
            row.resize(cols, fill.clone());
        }
    }
}

/// The smallest board of a puzzle, in columns and rows (a Shot drawing smaller than 7×8 is
/// read as one of that size).
pub fn smallest(kind: Kind) -> (usize, usize) {
    match kind {
        Kind::Shot => (crate::shot::DEFAULT_WIDTH, crate::shot::DEFAULT_HEIGHT),
        Kind::Fifteen => (crate::fifteen::MIN_SIDE, crate::fifteen::MIN_SIDE),
        _ => (2, 2),
    }
}

/// The largest board a puzzle's editor offers, in cells each way (its parser may still refuse
/// one with too many cells in all, and says so).
pub fn largest(kind: Kind) -> usize {
    match kind {
        Kind::Fifteen => crate::fifteen::MAX_SIDE,
        _ => MOST_CELLS,
    }
}

/// A row of a file's drawing as tokens.
fn tokens(kind: Kind, row: &str) -> Vec<String> {
    if spaced(kind) {
        row.split_whitespace().map(str::to_string).collect()
    } else {
        row.chars()
            .filter(|c| !c.is_whitespace())
            .map(String::from)
            .collect()
    }
}

/// The token of an empty cell.
fn blank(kind: Kind) -> &'static str {
    match kind {
        Kind::Kodable => "*",
        Kind::Fifteen => "0",
        Kind::Snake => "F",
        _ => ".",
    }
}

/// A Fifteen board of `cols` × `rows` in order, the hole last.
fn fifteen_in_order(cols: usize, rows: usize) -> Vec<Vec<String>> {
    let n = cols * rows;
    (0..rows)
        .map(|r| {
            (0..cols)
                .map(|c| ((r * cols + c + 1) % n).to_string())
                .collect()
        })
        .collect()
}

/// Shot: a ball put on an empty cell, or taken off.
pub fn toggle_ball(draft: &mut Draft, col: usize, row: usize) {
    let token = if draft.at(col, row) == "o" { "." } else { "o" };
    draft.put(col, row, token);
}

/// Fifteen: two tiles (or a tile and the hole) change places.
pub fn swap(draft: &mut Draft, a: (usize, usize), b: (usize, usize)) {
    let (ta, tb) = (
        draft.at(a.0, a.1).to_string(),
        draft.at(b.0, b.1).to_string(),
    );
    draft.put(a.0, a.1, &tb);
    draft.put(b.0, b.1, &ta);
}

/// Fifteen: the board shuffled from `seed` by a few hundred random slides from its order, so
/// that it can always be solved.
pub fn shuffle_fifteen(draft: &mut Draft, seed: u64) -> Result<(), String> {
    let (cols, rows) = draft.size();
    let mut tiles = fifteen_in_order(cols, rows);
    let (mut hc, mut hr) = (cols - 1, rows - 1);
    let mut state = seed | 1;
    for _ in 0..(cols * rows * 40) {
        // xorshift: a different walk for every seed, the same for the same one.
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let (c, r) = match state % 4 {
            0 if hc > 0 => (hc - 1, hr),
            1 if hc + 1 < cols => (hc + 1, hr),
            2 if hr > 0 => (hc, hr - 1),
            3 if hr + 1 < rows => (hc, hr + 1),
            _ => continue,
        };
        let tile = std::mem::take(&mut tiles[r][c]);
        tiles[hr][hc] = tile;
        tiles[r][c] = "0".to_string();
        (hc, hr) = (c, r);
    }
    draft.rows = tiles;
    Ok(())
}

/// Fifteen: the tiles typed in reading order (`0` the hole), as many as the board has cells
/// (the parser checks the numbers themselves).
pub fn set_order(draft: &mut Draft, text: &str) -> Result<(), String> {
    let (cols, rows) = draft.size();
    let numbers: Vec<String> = text.split_whitespace().map(str::to_string).collect();
    if numbers.len() != cols * rows {
        return Err(format!(
            "a {cols}×{rows} board takes {} numbers, not {}",
            cols * rows,
            numbers.len()
        ));
    }
    draft.rows = numbers.chunks(cols).map(<[String]>::to_vec).collect();
    Ok(())
}

/// The tiles of a Fifteen board in reading order, as [`set_order`] takes them.
pub fn order(draft: &Draft) -> String {
    draft
        .rows
        .iter()
        .flatten()
        .cloned()
        .collect::<Vec<_>>()
        .join(" ")
}

/// Snake: the chain typed as letters, one per cube after the first (the parser checks them).
pub fn set_chain(draft: &mut Draft, text: &str) -> Result<(), String> {
    let letters: Vec<String> = text
        .chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| c.to_ascii_uppercase().to_string())
        .collect();
    if letters.is_empty() {
        return Err("the chain needs letters: F goes straight on, T turns".to_string());
    }
    draft.meta.remove("fold");
    draft.rows = vec![letters];
    Ok(())
}

/// Roll-the-ball: a tile painted. There is one ball and one target: painting either elsewhere
/// turns the old one into path.
pub fn paint(draft: &mut Draft, col: usize, row: usize, token: &str) {
    if matches!(token, "@" | "t") {
        for (c, r) in draft.cells_of(token) {
            draft.put(c, r, "-");
        }
    }
    draft.put(col, row, token);
}

/// The letters and digits a sliding block can be drawn with, in the order new blocks take them.
const BLOCK_NAMES: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/// Sliding blocks: a `width` × `height` block put with its top-left cell at a cell, drawn
/// with a letter no other block uses; or why it cannot go there.
pub fn place_block(
    draft: &mut Draft,
    (col, row): (usize, usize),
    (width, height): (usize, usize),
) -> Result<char, String> {
    let (cols, rows) = draft.size();
    if col + width > cols || row + height > rows {
        return Err(format!(
            "a {width}×{height} block at column {}, row {} would stick out of the board",
            col + 1,
            row + 1
        ));
    }
    for r in row..row + height {
        for c in col..col + width {
            if draft.at(c, r) != "." {
                return Err("a block is already there".to_string());
            }
        }
    }
    let used: String = draft.rows.iter().flatten().map(String::as_str).collect();
    let name = BLOCK_NAMES
        .chars()
        .find(|n| !used.contains(*n))
        .ok_or("every letter and digit is taken by a block")?;
    for r in row..row + height {
        for c in col..col + width {
            draft.put(c, r, &name.to_string());
        }
    }
    Ok(name)
}

/// Sliding blocks: the block on a cell taken off the board; or why there is none.
pub fn remove_block(draft: &mut Draft, col: usize, row: usize) -> Result<(), String> {
    let name = draft.at(col, row).to_string();
    if name == "." || name.is_empty() {
        return Err("there is no block there".to_string());
    }
    for (c, r) in draft.cells_of(&name) {
        draft.put(c, r, ".");
    }
    Ok(())
}

/// Sliding blocks: the block on a cell becomes the goal block, with the goal where it was (or,
/// with no goal yet, at the bottom of the board, in the middle).
pub fn set_goal_block(draft: &mut Draft, col: usize, row: usize) -> Result<(), String> {
    let name = draft.at(col, row).to_string();
    if name == "." || name.is_empty() {
        return Err("pick a block to be the goal block".to_string());
    }
    let place = goal(draft).map(|(_, place)| place).unwrap_or_else(|| {
        let cells = draft.cells_of(&name);
        let width = cells.iter().map(|c| c.0).max().unwrap_or(0) + 1
            - cells.iter().map(|c| c.0).min().unwrap_or(0);
        let height = cells.iter().map(|c| c.1).max().unwrap_or(0) + 1
            - cells.iter().map(|c| c.1).min().unwrap_or(0);
        let (cols, rows) = draft.size();
        (cols.saturating_sub(width) / 2, rows.saturating_sub(height))
    });
    draft
        .meta
        .set("goal", format!("{name} {},{}", place.0, place.1));
    Ok(())
}

/// Sliding blocks: the goal block's top-left cell must reach this cell; or why there is no
/// goal block to place.
pub fn set_goal_place(draft: &mut Draft, col: usize, row: usize) -> Result<(), String> {
    let (name, _) = goal(draft).ok_or("pick the goal block first")?;
    draft.meta.set("goal", format!("{name} {col},{row}"));
    Ok(())
}

/// Sliding blocks: the goal block's name and the cell its top-left must reach, as written.
pub fn goal(draft: &Draft) -> Option<(String, (usize, usize))> {
    let text = draft.meta.get("goal")?;
    let (name, place) = text.trim().split_once(' ')?;
    let (c, r) = place.trim().split_once(',')?;
    Some((
        name.to_string(),
        (c.trim().parse().ok()?, r.trim().parse().ok()?),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn draft(kind: Kind, text: &str) -> Draft {
        Draft::of(&AnyLevel::parse(kind, text).unwrap())
    }

    #[test]
    fn a_draft_writes_the_level_it_was_made_from() {
        for (kind, text) in [
            (Kind::Shot, "; title: T\n.......\no.o.oo.\n"),
            (Kind::Klotski, "; goal: S 1,2\nAB.\nSS.\nSS.\nC..\n"),
            (Kind::Fifteen, " 1  2  3\n 4  5  6\n 7  0  8\n"),
            (Kind::Kodable, "* * *\n@ - t\n"),
        ] {
            let level = AnyLevel::parse(kind, text).unwrap();
            assert_eq!(Draft::of(&level).level().unwrap(), level, "{text}");
        }
    }

    #[test]
    fn shot_balls_come_and_go() {
        let mut d = draft(Kind::Shot, "o......\n.......\n......o\n");
        toggle_ball(&mut d, 3, 1);
        assert_eq!(d.at(3, 1), "o");
        toggle_ball(&mut d, 0, 0);
        assert_eq!(d.at(0, 0), ".");
        let level = d.level().unwrap();
        assert_eq!(level.summary(), "2 balls");
    }

    #[test]
    fn blocks_go_only_where_the_board_is_free() {
        let mut d = draft(Kind::Klotski, "; goal: S 1,2\nAB.\nSS.\nSS.\n...\n");
        assert_eq!(place_block(&mut d, (0, 3), (2, 1)), Ok('C'));
        assert_eq!(d.at(1, 3), "C");
        assert_eq!(
            place_block(&mut d, (2, 0), (1, 2)),
            Ok('D'),
            "the free column takes a tall block"
        );
        assert!(place_block(&mut d, (2, 1), (1, 1)).is_err(), "taken");
        let out = place_block(&mut d, (2, 3), (1, 2)).unwrap_err();
        assert!(out.contains("stick out"), "{out}");
        assert!(d.level().is_ok());
        remove_block(&mut d, 1, 3).unwrap();
        assert_eq!((d.at(0, 3), d.at(1, 3)), (".", "."));
        assert!(remove_block(&mut d, 1, 3).is_err());
    }

    #[test]
    fn the_goal_follows_its_block_and_its_place() {
        let mut d = draft(Kind::Klotski, "; goal: S 1,2\nAB.\nSS.\nSS.\n...\n");
        set_goal_place(&mut d, 0, 2).unwrap();
        assert_eq!(d.meta.get("goal"), Some("S 0,2"));
        set_goal_block(&mut d, 0, 0).unwrap();
        assert_eq!(d.meta.get("goal"), Some("A 0,2"));
        // The goal block taken away: the parser says what is wrong.
        remove_block(&mut d, 0, 0).unwrap();
        let why = d.level().unwrap_err();
        assert!(why.message.contains("no block is drawn with 'A'"), "{why}");
    }

    #[test]
    fn one_ball_and_one_target_on_a_map() {
        let mut d = draft(Kind::Kodable, "* * * *\n@ - - t\n");
        paint(&mut d, 1, 1, "@");
        assert_eq!(d.cells_of("@"), vec![(1, 1)]);
        assert_eq!(d.at(0, 1), "-");
        paint(&mut d, 0, 0, "t");
        assert_eq!(d.cells_of("t"), vec![(0, 0)]);
    }

    #[test]
    fn fifteen_tiles_change_places_and_a_new_size_starts_in_order() {
        let mut d = draft(Kind::Fifteen, "1 2 3\n4 5 6\n7 8 0\n");
        swap(&mut d, (0, 0), (1, 0));
        assert_eq!((d.at(0, 0), d.at(1, 0)), ("2", "1"));
        assert!(d.level().is_ok(), "an unsolvable board is still a board");
        d.resize(4, 4);
        assert_eq!(d.to_text().lines().last(), Some("13 14 15  0"));
    }

    #[test]
    fn a_shuffled_fifteen_can_always_be_solved() {
        use crate::Puzzle;
        let mut d = draft(Kind::Fifteen, "1 2 3\n4 5 6\n7 8 0\n");
        for seed in 0..20 {
            shuffle_fifteen(&mut d, seed).unwrap();
            let level = d.level().unwrap();
            let crate::AnyLevel::Fifteen(board) = level else {
                panic!("a Fifteen level");
            };
            assert!(board.solve().moves.is_some(), "seed {seed}");
        }
    }

    #[test]
    fn a_chain_typed_is_read_by_the_snake_parser() {
        let mut d = draft(Kind::Snake, "FTTTTTT\n");
        set_chain(&mut d, "fff").unwrap();
        assert!(d.level().is_err(), "three letters fold no cube");
        set_chain(&mut d, "FTTTTTT").unwrap();
        assert!(
            d.level().is_ok(),
            "seven letters fold a 2×2×2 cube: {:?}",
            d.level()
        );
    }

    #[test]
    fn an_order_typed_fills_the_board_or_says_how_many_it_takes() {
        let mut d = draft(Kind::Fifteen, "1 2 3\n4 5 6\n7 8 0\n");
        set_order(&mut d, "8 7 6 5 4 3 2 1 0").unwrap();
        assert_eq!(order(&d), "8 7 6 5 4 3 2 1 0");
        assert!(d.level().is_ok());
        let why = set_order(&mut d, "1 2 3").unwrap_err();
        assert_eq!(why, "a 3×3 board takes 9 numbers, not 3");
        set_order(&mut d, "1 1 2 3 4 5 6 7 8").unwrap();
        assert!(d.level().is_err(), "the parser refuses a tile given twice");
    }

    #[test]
    fn a_parse_error_points_at_its_cell() {
        let mut d = draft(Kind::Kodable, "* * * *\n@ - - t\n");
        d.put(2, 1, "x");
        let e = d.level().unwrap_err();
        assert_eq!(d.spot(&e), Some(Spot { col: 2, row: 1 }), "{e}");
        let mut d = draft(Kind::Klotski, "; goal: S 0,0\nSS.\nSS.\n...\n");
        d.put(2, 2, "S");
        let e = d.level().unwrap_err();
        assert!(d.spot(&e).is_some(), "{e}");
    }

    #[test]
    fn a_board_grows_with_empty_cells_and_shrinks_to_what_fits() {
        let mut d = draft(Kind::Shot, "o......\n.......\n......o\n");
        d.resize(9, 9);
        assert_eq!(d.size(), (9, 9));
        assert_eq!(d.at(8, 8), ".");
        d.resize(3, 100);
        assert_eq!(d.size(), (7, MOST_CELLS), "a Shot board is 7 wide at least");
    }
}
