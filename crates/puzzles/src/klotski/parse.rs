//! Reading a `.klotski` level.

use super::{Block, Board, Goal, MAX_BLOCKS, MAX_CELLS, Metric};
use crate::error::ParseError;
use crate::level_file;

/// Reads a `.klotski` level: rows of cells, `.` empty, each block drawn with one letter or digit
/// filling a rectangle, and a `; goal: <block> <col>,<row>` line.
pub fn parse(text: &str) -> Result<Board, ParseError> {
    let t = level_file::split(text)?;
    let grid = read_cells(&t)?;
    let (width, height) = (grid[0].len(), grid.len());
    let blocks = find_blocks(&t, &grid)?;
    let goal = read_goal(&t, &blocks, width, height)?;
    let metric = match t.meta.get("metric") {
        None => Metric::Step,
        Some(m) => Metric::parse(m).ok_or_else(|| {
            let e = ParseError::named(
                "klotski-unknown-metric",
                format!("unknown metric '{m}'; expected step, slide or move"),
            );
            t.error_in("metric", 0, e.with("metric", m))
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

/// The drawing's cells, row by row: every row as long as the first, within the largest board.
fn read_cells(t: &level_file::Text) -> Result<Vec<Vec<char>>, ParseError> {
    let width = t.rows[0].text.trim_end().chars().count();
    let height = t.rows.len();
    let mut grid: Vec<Vec<char>> = Vec::new();
    for row in &t.rows {
        let chars: Vec<char> = row.text.trim_end().chars().collect();
        for (i, &c) in chars.iter().enumerate() {
            if !(c == '.' || c.is_ascii_alphanumeric()) {
                return Err(ParseError::named(
                    "klotski-not-a-cell",
                    format!(
                        "expected '.' for an empty cell or a letter or digit for a block, found {}",
                        level_file::show_char(c)
                    ),
                )
                .placed(row.line, i + 1)
                .with("found", c));
            }
        }
        if chars.len() != width {
            return Err(ParseError::named("klotski-row-unequal", format!(
                    "this row has {} cells but the first row has {width}; every row must be as long",
                    chars.len()
                )).placed(row.line, chars.len().min(width) + 1).with("count", chars.len()).with("first", width));
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
        return Err(ParseError::named("klotski-too-many-cells", format!(
                "the board is {width}×{height}, more than the {MAX_CELLS} cells a sliding-block board may have"
            )).placed(line, column).with("width", width).with("height", height).with("most", MAX_CELLS));
    }
    Ok(grid)
}

/// The blocks drawn, each one filled rectangle, in reading order of their top-left cells.
fn find_blocks(t: &level_file::Text, grid: &[Vec<char>]) -> Result<Vec<Block>, ParseError> {
    let (width, height) = (grid[0].len(), grid.len());
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
                return Err(ParseError::named("klotski-block-outside", format!(
                        "block '{name}' must be one filled rectangle, but this cell lies outside the rectangle it starts at line {}, column {}",
                        t.rows[b.row].line,
                        b.col + 1
                    )).placed(line, c + 1).with("block", name.to_string()).with("line", t.rows[b.row].line).with("column", b.col + 1));
            }
        }
    }
    for b in &blocks {
        for r in b.row..b.row + b.height {
            for c in b.col..b.col + b.width {
                if grid[r][c] != b.name {
                    return Err(ParseError::named("klotski-block-hole", format!(
                            "block '{}' must be one filled rectangle, but this cell inside it holds {}",
                            b.name,
                            level_file::show_char(grid[r][c])
                        )).placed(t.rows[r].line, c + 1).with("block", b.name.to_string()).with("found", grid[r][c]));
                }
            }
        }
    }
    if blocks.len() > MAX_BLOCKS {
        let extra = blocks[MAX_BLOCKS];
        return Err(ParseError::named(
            "klotski-too-many-blocks",
            format!(
                "the board has {} blocks, more than the {MAX_BLOCKS} allowed",
                blocks.len()
            ),
        )
        .placed(t.rows[extra.row].line, extra.col + 1)
        .with("count", blocks.len())
        .with("most", MAX_BLOCKS));
    }
    Ok(blocks)
}

/// The goal line: a block that is drawn, at a place where it fits on the board.
fn read_goal(
    t: &level_file::Text,
    blocks: &[Block],
    width: usize,
    height: usize,
) -> Result<Goal, ParseError> {
    let Some(goal_text) = t.meta.get("goal") else {
        return Err(ParseError::named("klotski-no-goal", "the level has no goal line; add one above the drawing like '; goal: S 3,2' (block, then column,row of its top-left cell)").placed(t.rows[0].line, 1));
    };
    let goal = parse_goal(goal_text).map_err(|(at, e)| t.error_in("goal", at, e))?;
    let Some(goal_block) = blocks.iter().find(|b| b.name == goal.block) else {
        let e = ParseError::named(
            "klotski-goal-not-drawn",
            format!(
                "the goal names block '{}', but no block is drawn with '{}'",
                goal.block, goal.block
            ),
        );
        return Err(t.error_in("goal", 0, e.with("block", goal.block.to_string())));
    };
    if goal.col + goal_block.width > width || goal.row + goal_block.height > height {
        // The column's first digit, counted in characters, after the block's letter or digit.
        let at = goal_text
            .chars()
            .skip(1)
            .position(|c| c.is_ascii_digit())
            .map_or(0, |p| p + 1);
        let e = ParseError::named(
            "klotski-goal-outside",
            format!(
                "the goal puts block '{}' at {},{}, where it would stick out of the {width}×{height} board",
                goal.block, goal.col, goal.row
            ),
        );
        let e = e
            .with("block", goal.block.to_string())
            .with("column", goal.col);
        let e = e
            .with("row", goal.row)
            .with("width", width)
            .with("height", height);
        return Err(t.error_in("goal", at, e));
    }
    Ok(goal)
}

/// How a goal is written, as the goal's error messages remind the player.
const GOAL_EXAMPLE: &str = "a goal is written like 'S 3,2' (block, then column,row)";

/// What went wrong in a goal's text, and the character offset in the text where it did.
type GoalError = (usize, ParseError);

/// Reads a goal like `S 3,2`; an error gives the character offset in the text where it goes
/// wrong. Coordinates are checked against the largest board there can be; the board itself
/// checks that the block fits.
fn parse_goal(text: &str) -> Result<Goal, GoalError> {
    let chars: Vec<char> = text.chars().collect();
    let block = goal_block(&chars)?;
    let mut at = after_space(&chars)?;
    let col = goal_number(&chars, &mut at, "goal-column")?;
    expect_comma(&chars, at)?;
    at += 1;
    let row = goal_number(&chars, &mut at, "goal-row")?;
    expect_end(&chars, at)?;
    Ok(Goal { block, col, row })
}

/// The goal's first character: the letter or digit of the block.
fn goal_block(chars: &[char]) -> Result<char, GoalError> {
    let Some(&block) = chars.first() else {
        let e = ParseError::named(
            "klotski-goal-empty",
            format!("the goal is empty: {GOAL_EXAMPLE}"),
        );
        return Err((0, e));
    };
    if !block.is_ascii_alphanumeric() {
        let e = ParseError::named(
            "klotski-goal-block",
            format!(
                "expected the goal block's letter or digit, found {}: {GOAL_EXAMPLE}",
                level_file::show_char(block)
            ),
        );
        return Err((0, e.with("found", block)));
    }
    Ok(block)
}

/// Where the column starts: after the block (which `chars` has) and at least one space.
fn after_space(chars: &[char]) -> Result<usize, GoalError> {
    let spaces = chars[1..].iter().take_while(|c| c.is_whitespace()).count();
    if spaces == 0 {
        let found = chars.get(1).copied();
        let e = ParseError::named(
            "klotski-goal-space",
            format!(
                "expected a space after the block, found {}: {GOAL_EXAMPLE}",
                level_file::show_or_end(found)
            ),
        );
        return Err((1, e.with("found", found)));
    }
    Ok(1 + spaces)
}

/// The whole number whose digits start at `at`, within the largest board there can be; `at`
/// moves past its digits. `key` names the number in the error.
fn goal_number(chars: &[char], at: &mut usize, key: &'static str) -> Result<usize, GoalError> {
    let start = *at;
    while chars.get(*at).is_some_and(|c| c.is_ascii_digit()) {
        *at += 1;
    }
    let digits: String = chars[start..*at].iter().collect();
    if digits.is_empty() {
        let found = chars.get(start).copied();
        let e = ParseError::named(
            "klotski-goal-number",
            format!(
                "expected {}, found {}: {GOAL_EXAMPLE}",
                level_file::english_key(key),
                level_file::show_or_end(found)
            ),
        );
        return Err((start, e.with("key", key).with("found", found)));
    }
    level_file::whole_number(&digits, key, MAX_CELLS as u64 - 1)
        .map(|n| n as usize)
        .map_err(|e| (start, e))
}

/// The comma between the column and the row, at `at`.
fn expect_comma(chars: &[char], at: usize) -> Result<(), GoalError> {
    if chars.get(at) == Some(&',') {
        return Ok(());
    }
    let found = chars.get(at).copied();
    let e = ParseError::named(
        "klotski-goal-comma",
        format!(
            "expected ',' between column and row, found {}: {GOAL_EXAMPLE}",
            level_file::show_or_end(found)
        ),
    );
    Err((at, e.with("found", found)))
}

/// Nothing after the row, which ends at `at`.
fn expect_end(chars: &[char], at: usize) -> Result<(), GoalError> {
    let Some(&c) = chars.get(at) else {
        return Ok(());
    };
    let e = ParseError::named(
        "klotski-goal-extra",
        format!(
            "unexpected {} after the goal: {GOAL_EXAMPLE}",
            level_file::show_char(c)
        ),
    );
    Err((at, e.with("found", c)))
}
