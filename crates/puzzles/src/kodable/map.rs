//! The map: tiles, the ball's start, the target and the bonuses, and the `.kodable` text form.

use crate::error::ParseError;
use crate::grid::{Cell, Dir};
use crate::level_file::{self, Meta};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The most rows or columns a map may have.
pub const MAX_SIDE: usize = 64;
/// The most bonuses a map may have (the solver keeps the bonuses taken as bits of a `u16`).
pub const MAX_BONUSES: usize = 16;

/// The colour of a coloured path tile, which a `Cond` block tests.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Colour {
    /// `p`.
    Pink,
    /// `o`.
    Orange,
    /// `y`.
    Yellow,
}

impl Colour {
    /// All three colours, in the order the solver tries them.
    pub const ALL: [Colour; 3] = [Colour::Pink, Colour::Orange, Colour::Yellow];

    /// The letter used in maps and in `Cond{p}{Right}`.
    pub fn letter(self) -> char {
        match self {
            Colour::Pink => 'p',
            Colour::Orange => 'o',
            Colour::Yellow => 'y',
        }
    }

    /// The colour's name for people.
    pub fn name(self) -> &'static str {
        match self {
            Colour::Pink => "pink",
            Colour::Orange => "orange",
            Colour::Yellow => "yellow",
        }
    }

    /// Reads a colour from its letter or name, in any case.
    pub fn parse(text: &str) -> Option<Colour> {
        Colour::ALL.into_iter().find(|c| {
            text.eq_ignore_ascii_case(c.name())
                || text.eq_ignore_ascii_case(&c.letter().to_string())
        })
    }

    /// Its position in [`Colour::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What lies on one cell of the map. The ball's start is a path tile; the map remembers it apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Tile {
    /// `*`: blocked, the ball cannot enter it.
    Grass,
    /// `-` (or `@` under the ball's start): open path.
    Path,
    /// `b`: open path with a bonus star on it, taken when the ball enters it.
    Bonus,
    /// `t`: the target; the ball stops on it and the level is won.
    Target,
    /// `p`, `o`, `y`: open path of a colour, where a `Cond` of that colour can stop the ball.
    Colour(Colour),
}

impl Tile {
    /// Whether the ball can roll onto it.
    pub fn is_open(self) -> bool {
        self != Tile::Grass
    }

    /// The colour, for a coloured tile.
    pub fn colour(self) -> Option<Colour> {
        match self {
            Tile::Colour(c) => Some(c),
            _ => None,
        }
    }

    /// The character the tile is written with in a map file.
    pub fn letter(self) -> char {
        match self {
            Tile::Grass => '*',
            Tile::Path => '-',
            Tile::Bonus => 'b',
            Tile::Target => 't',
            Tile::Colour(c) => c.letter(),
        }
    }
}

/// A roll-the-ball map: a grid of tiles with one ball and one target.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Map {
    rows: usize,
    cols: usize,
    tiles: Vec<Tile>,
    ball: Cell,
    target: Cell,
    bonuses: Vec<Cell>,
    meta: Meta,
}

impl Map {
    /// A map from its tiles, row by row (`tiles.len() == rows * cols`), with the ball's start.
    /// The tiles must hold exactly one target, and the ball must start on a path tile.
    pub fn new(rows: usize, cols: usize, tiles: Vec<Tile>, ball: Cell) -> Result<Map, String> {
        if rows == 0 || cols == 0 || rows > MAX_SIDE || cols > MAX_SIDE {
            return Err(format!(
                "a map has 1 to {MAX_SIDE} rows and columns, not {rows}×{cols}"
            ));
        }
        if tiles.len() != rows * cols {
            return Err(format!(
                "a {rows}×{cols} map has {} tiles, not {}",
                rows * cols,
                tiles.len()
            ));
        }
        let cell = |i: usize| Cell::new((i % cols) as i32, (i / cols) as i32);
        let targets: Vec<Cell> = (0..tiles.len())
            .filter(|&i| tiles[i] == Tile::Target)
            .map(cell)
            .collect();
        if targets.len() != 1 {
            return Err(format!(
                "a map has exactly one target, not {}",
                targets.len()
            ));
        }
        let bonuses: Vec<Cell> = (0..tiles.len())
            .filter(|&i| tiles[i] == Tile::Bonus)
            .map(cell)
            .collect();
        if bonuses.len() > MAX_BONUSES {
            return Err(format!(
                "a map has at most {MAX_BONUSES} bonuses, not {}",
                bonuses.len()
            ));
        }
        if !ball.is_inside(cols, rows)
            || tiles[ball.row as usize * cols + ball.col as usize] != Tile::Path
        {
            return Err(format!(
                "the ball must start on a path tile inside the map, not at {ball}"
            ));
        }
        Ok(Map {
            rows,
            cols,
            tiles,
            ball,
            target: targets[0],
            bonuses,
            meta: Meta::default(),
        })
    }

    /// The most blocks a program may have on this map (its `; blocks:` line), if it says.
    pub fn block_limit(&self) -> Option<usize> {
        // The parser has checked the number.
        self.meta.get("blocks").and_then(|b| b.trim().parse().ok())
    }

    /// The blocks the level offers besides the arrows (its `; toolbox:` line); every block where
    /// it does not say.
    pub fn toolbox(&self) -> Toolbox {
        // The parser has checked the line.
        self.meta
            .get("toolbox")
            .map_or(Toolbox::ALL, |t| Toolbox::parse(t).unwrap_or(Toolbox::ALL))
    }

    /// Number of rows.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// Number of columns.
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// Where the ball starts.
    pub fn ball(&self) -> Cell {
        self.ball
    }

    pub fn target(&self) -> Cell {
        self.target
    }

    /// The bonus cells in reading order; bit `i` of a set of bonuses taken stands for `bonuses()[i]`.
    pub fn bonuses(&self) -> &[Cell] {
        &self.bonuses
    }

    /// The bit standing for the bonus at `cell` in a set of bonuses taken, if there is one there.
    pub fn bonus_bit(&self, cell: Cell) -> Option<u16> {
        self.bonuses.iter().position(|&b| b == cell).map(|i| 1 << i)
    }

    /// The colours of its coloured tiles, each once, in the order of [`Colour::ALL`].
    pub fn colours(&self) -> Vec<Colour> {
        Colour::ALL
            .into_iter()
            .filter(|c| self.tiles.contains(&Tile::Colour(*c)))
            .collect()
    }

    /// The tile at `cell`; cells outside the map are grass.
    pub fn tile(&self, cell: Cell) -> Tile {
        if cell.is_inside(self.cols, self.rows) {
            self.tiles[cell.row as usize * self.cols + cell.col as usize]
        } else {
            Tile::Grass
        }
    }

    /// Whether the ball can enter `cell`.
    pub fn is_open(&self, cell: Cell) -> bool {
        self.tile(cell).is_open()
    }

    /// Whether the ball at `cell` can roll at least one cell towards `dir`.
    pub fn can_roll(&self, cell: Cell, dir: Dir) -> bool {
        self.is_open(cell.step(dir))
    }

    /// The level's metadata.
    pub fn meta(&self) -> &Meta {
        &self.meta
    }

    /// The level's metadata, to change.
    pub fn meta_mut(&mut self) -> &mut Meta {
        &mut self.meta
    }

    /// The drawing: one row per line, tiles separated by single spaces, `@` for the ball.
    pub fn drawing(&self) -> String {
        let mut out = String::with_capacity(self.rows * (self.cols * 2 + 1));
        for r in 0..self.rows {
            for c in 0..self.cols {
                if c > 0 {
                    out.push(' ');
                }
                let cell = Cell::new(c as i32, r as i32);
                out.push(if cell == self.ball {
                    '@'
                } else {
                    self.tile(cell).letter()
                });
            }
            out.push('\n');
        }
        out
    }

    /// The level file's text: metadata, then the drawing.
    pub fn to_text(&self) -> String {
        self.meta.to_text() + &self.drawing()
    }
}

impl std::str::FromStr for Map {
    type Err = ParseError;

    fn from_str(text: &str) -> Result<Map, ParseError> {
        parse(text)
    }
}

/// Reads a `.kodable` map: `; key: value` metadata lines, then one row of tiles per line,
/// tiles separated by single spaces: `*` grass, `-` path, `@` ball, `t` target, `b` bonus,
/// `p` `o` `y` coloured path. Every error names the line and column at fault.
pub fn parse(text: &str) -> Result<Map, ParseError> {
    let t = level_file::split(text)?;
    if t.rows.len() > MAX_SIDE {
        return Err(ParseError::named(
            "kodable-too-many-rows",
            format!("the map has more than {MAX_SIDE} rows"),
        )
        .placed(t.rows[MAX_SIDE].line, 1)
        .with("most", MAX_SIDE));
    }
    let mut tiles = Vec::new();
    let mut marks = Marks::default();
    let mut cols = 0;
    for (r, row) in t.rows.iter().enumerate() {
        let count = read_row(row, r, &mut marks, &mut tiles)?;
        if r == 0 {
            cols = count;
        } else if count != cols {
            let column = 2 * count.min(cols) + 1 - usize::from(count < cols);
            return Err(ParseError::named("kodable-row-unequal", format!(
                    "this row has {count} tiles but the first row has {cols}; every row must be as long"
                )).placed(row.line, column).with("count", count).with("first", cols));
        }
    }
    let first = t.rows[0].line;
    let Some((ball, _, _)) = marks.ball else {
        return Err(ParseError::named(
            "kodable-no-ball",
            "the map has no ball: mark its start with '@'",
        )
        .placed(first, 1));
    };
    if marks.target.is_none() {
        return Err(ParseError::named(
            "kodable-no-target",
            "the map has no target: mark it with 't'",
        )
        .placed(first, 1));
    }
    if t.meta
        .get("blocks")
        .is_some_and(|b| b.trim().parse() == Ok(0u64))
    {
        let e = ParseError::named(
            "kodable-no-blocks",
            "a program needs at least 1 block: the limit must be 1 or more",
        );
        return Err(t.error_in("blocks", 0, e));
    }
    if let Some(Err(word)) = t.meta.get("toolbox").map(Toolbox::parse) {
        let e = ParseError::named(
            "kodable-toolbox-unknown",
            format!(
                "unknown block '{word}' in the toolbox; expected arrows, conds, loops or function"
            ),
        )
        .with("word", word);
        return Err(t.error_in("toolbox", 0, e));
    }
    let mut map = Map::new(t.rows.len(), cols, tiles, ball)
        // The drawing's checks above cover the map's own; should one slip through, it is
        // still told, not a crash.
        .map_err(|why| ParseError::named("kodable-map-invalid", why))?;
    map.meta = t.meta;
    Ok(map)
}

/// The ball, the target and the bonuses met so far, with where (line, column) the first
/// ball and target are, to name them when a second one turns up.
#[derive(Default)]
struct Marks {
    ball: Option<(Cell, usize, usize)>,
    target: Option<(usize, usize)>,
    bonuses: usize,
}

impl Marks {
    /// Notes the mark a tile character may be, refusing a second ball or target and one bonus
    /// too many.
    fn note(&mut self, ch: char, cell: Cell, line: usize, column: usize) -> Result<(), ParseError> {
        match ch {
            '@' => {
                if let Some((_, l, c)) = self.ball {
                    return Err(ParseError::named("kodable-second-ball", format!(
                            "a second ball '@' (the first is at line {l}, column {c}); a map has exactly one"
                        )).placed(line, column).with("line", l).with("column", c));
                }
                self.ball = Some((cell, line, column));
            }
            't' => {
                if let Some((l, c)) = self.target {
                    return Err(ParseError::named("kodable-second-target", format!(
                            "a second target 't' (the first is at line {l}, column {c}); a map has exactly one"
                        )).placed(line, column).with("line", l).with("column", c));
                }
                self.target = Some((line, column));
            }
            'b' => {
                self.bonuses += 1;
                if self.bonuses > MAX_BONUSES {
                    return Err(ParseError::named(
                        "kodable-too-many-bonuses",
                        format!(
                            "more than {MAX_BONUSES} bonuses; a map may have at most {MAX_BONUSES}"
                        ),
                    )
                    .placed(line, column)
                    .with("most", MAX_BONUSES));
                }
            }
            _ => {}
        }
        Ok(())
    }
}

/// Reads row `r` of the map onto `tiles`; returns how many tiles it has.
fn read_row(
    row: &level_file::Row,
    r: usize,
    marks: &mut Marks,
    tiles: &mut Vec<Tile>,
) -> Result<usize, ParseError> {
    // Trailing blanks are invisible in an editor, so they are forgiven.
    let text = row.text.trim_end_matches([' ', '\t']);
    if text.is_empty() {
        return Err(ParseError::named(
            "kodable-empty-row",
            "empty row inside the map: every row needs its tiles",
        )
        .placed(row.line, 1));
    }
    let mut count = 0;
    for (i, ch) in text.chars().enumerate() {
        let column = i + 1;
        if i % 2 == 1 {
            separator(ch, row.line, column)?;
            continue;
        }
        let tile = tile_in_row(ch, i, row.line, column)?;
        if count >= MAX_SIDE {
            return Err(ParseError::named(
                "kodable-too-many-tiles",
                format!("the row has more than {MAX_SIDE} tiles"),
            )
            .placed(row.line, column)
            .with("most", MAX_SIDE));
        }
        marks.note(ch, Cell::new(count as i32, r as i32), row.line, column)?;
        tiles.push(tile);
        count += 1;
    }
    Ok(count)
}

/// The character between two tiles, which must be one space.
fn separator(ch: char, line: usize, column: usize) -> Result<(), ParseError> {
    match ch {
        ' ' => Ok(()),
        '\t' => Err(ParseError::named(
            "kodable-tab",
            "found a tab between tiles; tiles are separated by a single space",
        )
        .placed(line, column)),
        c if tile_of(c).is_some() => Err(ParseError::named(
            "kodable-missing-space",
            format!(
                "missing space before {}: tiles are separated by a single space",
                level_file::show_char(c)
            ),
        )
        .placed(line, column)
        .with("found", c)),
        c => Err(ParseError::named(
            "kodable-not-a-space",
            format!(
                "expected a space between tiles, found {}",
                level_file::show_char(c)
            ),
        )
        .placed(line, column)
        .with("found", c)),
    }
}

/// The tile character at position `i` of a row.
fn tile_in_row(ch: char, i: usize, line: usize, column: usize) -> Result<Tile, ParseError> {
    match ch {
        ' ' if i == 0 => Err(ParseError::named("kodable-starts-with-space", "a row starts with a tile, not a space").placed(line, column)),
        ' ' | '\t' => Err(ParseError::named("kodable-two-blanks", "tiles are separated by a single space, found two blanks in a row").placed(line, column)),
        c => tile_of(c).ok_or_else(|| {
            ParseError::named("kodable-unknown-tile", format!(
                    "unknown tile {}: use * (grass), - (path), @ (ball), t (target), b (bonus) or p, o, y (colours)",
                    level_file::show_char(c)
                )).placed(line, column).with("found", c)
        }),
    }
}

/// The tile a map character stands for (`@` is the path under the ball).
fn tile_of(c: char) -> Option<Tile> {
    Some(match c {
        '*' => Tile::Grass,
        '-' | '@' => Tile::Path,
        'b' => Tile::Bonus,
        't' => Tile::Target,
        'p' => Tile::Colour(Colour::Pink),
        'o' => Tile::Colour(Colour::Orange),
        'y' => Tile::Colour(Colour::Yellow),
        _ => return None,
    })
}

/// The blocks a level offers besides the arrows, and the solver may use there: the ideas a
/// player has met so far on the path of levels.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Toolbox {
    /// `Cond{c}{D}`, as a block and inside loops and the function.
    pub conds: bool,
    /// `Loop{n}{A,B}`.
    pub loops: bool,
    /// `Function`.
    pub function: bool,
}

impl Toolbox {
    /// Every block.
    pub const ALL: Toolbox = Toolbox {
        conds: true,
        loops: true,
        function: true,
    };
    /// Arrows only.
    pub const ARROWS: Toolbox = Toolbox {
        conds: false,
        loops: false,
        function: false,
    };

    /// The blocks a level's `; toolbox:` line names, separated by commas or blanks (`conds,
    /// loops`); `arrows` may be named too, and nothing names the arrows alone. `Err` with the
    /// first word that is no block.
    pub fn parse(text: &str) -> Result<Toolbox, String> {
        let mut tools = Toolbox::ARROWS;
        for word in text.split([',', ' ', '\t']).filter(|w| !w.is_empty()) {
            match word.to_ascii_lowercase().as_str() {
                "arrows" => {}
                "conds" => tools.conds = true,
                "loops" => tools.loops = true,
                "function" => tools.function = true,
                _ => return Err(word.to_string()),
            }
        }
        Ok(tools)
    }

    /// The blocks this toolbox has that `before` has not: what a level brings that is new.
    pub fn new_since(&self, before: Toolbox) -> Toolbox {
        Toolbox {
            conds: self.conds && !before.conds,
            loops: self.loops && !before.loops,
            function: self.function && !before.function,
        }
    }
}

impl Default for Toolbox {
    fn default() -> Toolbox {
        Toolbox::ALL
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_small_map_reads_and_writes_back() {
        let text = "; title: Hello\n@ - b - t\n* * p * *\n";
        let map = parse(text).unwrap();
        assert_eq!((map.rows(), map.cols()), (2, 5));
        assert_eq!(map.ball(), Cell::new(0, 0));
        assert_eq!(map.target(), Cell::new(4, 0));
        assert_eq!(map.bonuses(), &[Cell::new(2, 0)]);
        assert_eq!(map.tile(Cell::new(2, 1)), Tile::Colour(Colour::Pink));
        assert_eq!(map.tile(Cell::new(-1, 0)), Tile::Grass);
        assert_eq!(map.meta().title(), Some("Hello"));
        assert_eq!(map.to_text(), text);
    }

    #[test]
    fn errors_name_line_and_column() {
        let at = |text: &str| parse(text).unwrap_err().at;
        // Unequal rows: one tile short, one tile too many.
        assert_eq!(at("@ - t\n* *"), Some((2, 4)));
        assert_eq!(at("@ - t\n* * * *"), Some((2, 7)));
        // Bad separators.
        assert_eq!(at("@ -  t"), Some((1, 5)));
        assert_eq!(at("@ -\tt"), Some((1, 4)));
        assert_eq!(at("@ -t"), Some((1, 4)));
        assert_eq!(at(" @ - t"), Some((1, 1)));
        // Unknown characters.
        assert_eq!(at("; title: x\n@ - x t"), Some((2, 5)));
        // Two balls, two targets.
        assert_eq!(at("@ - @ t"), Some((1, 5)));
        assert_eq!(at("@ t - t"), Some((1, 7)));
        assert!(parse("- - t").unwrap_err().message.contains("no ball"));
        assert!(parse("@ - -").unwrap_err().message.contains("no target"));
        assert!(
            parse("@ - - t\n\n- - - -")
                .unwrap_err()
                .message
                .contains("empty row")
        );
    }

    #[test]
    fn trailing_blanks_are_forgiven() {
        let map = parse("@ - t  \n* * *\t\n").unwrap();
        assert_eq!(map.cols(), 3);
    }
}
