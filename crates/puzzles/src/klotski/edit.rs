//! A sliding-block board being made: blocks put down and taken off, and the goal set.

use crate::drawing::Drawing;

/// The letters and digits a sliding block can be drawn with, in the order new blocks take them.
const BLOCK_NAMES: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/// A `width` × `height` block put with its top-left cell at a cell, drawn
/// with a letter no other block uses; or why it cannot go there.
pub fn place_block(
    drawing: &mut Drawing,
    (col, row): (usize, usize),
    (width, height): (usize, usize),
) -> Result<char, String> {
    let (cols, rows) = drawing.size();
    if col + width > cols || row + height > rows {
        return Err(format!(
            "a {width}×{height} block at column {}, row {} would stick out of the board",
            col + 1,
            row + 1
        ));
    }
    for r in row..row + height {
        for c in col..col + width {
            if drawing.at(c, r) != "." {
                return Err("a block is already there".to_string());
            }
        }
    }
    let used: String = drawing
        .rows()
        .iter()
        .flatten()
        .map(String::as_str)
        .collect();
    let name = BLOCK_NAMES
        .chars()
        .find(|n| !used.contains(*n))
        .ok_or("every letter and digit is taken by a block")?;
    for r in row..row + height {
        for c in col..col + width {
            drawing.put(c, r, &name.to_string());
        }
    }
    Ok(name)
}

/// The block on a cell taken off the board; or why there is none.
pub fn remove_block(drawing: &mut Drawing, col: usize, row: usize) -> Result<(), String> {
    let name = drawing.at(col, row).to_string();
    if name == "." || name.is_empty() {
        return Err("there is no block there".to_string());
    }
    for (c, r) in drawing.cells_of(&name) {
        drawing.put(c, r, ".");
    }
    Ok(())
}

/// The block on a cell becomes the goal block, with the goal where it was (or,
/// with no goal yet, at the bottom of the board, in the middle).
pub fn set_goal_block(drawing: &mut Drawing, col: usize, row: usize) -> Result<(), String> {
    let name = drawing.at(col, row).to_string();
    if name == "." || name.is_empty() {
        return Err("pick a block to be the goal block".to_string());
    }
    let place = goal(drawing).map(|(_, place)| place).unwrap_or_else(|| {
        let cells = drawing.cells_of(&name);
        let width = cells.iter().map(|c| c.0).max().unwrap_or(0) + 1
            - cells.iter().map(|c| c.0).min().unwrap_or(0);
        let height = cells.iter().map(|c| c.1).max().unwrap_or(0) + 1
            - cells.iter().map(|c| c.1).min().unwrap_or(0);
        let (cols, rows) = drawing.size();
        (cols.saturating_sub(width) / 2, rows.saturating_sub(height))
    });
    drawing
        .meta
        .set("goal", format!("{name} {},{}", place.0, place.1));
    Ok(())
}

/// The goal block's top-left cell must reach this cell; or why there is no
/// goal block to place.
pub fn set_goal_place(drawing: &mut Drawing, col: usize, row: usize) -> Result<(), String> {
    let (name, _) = goal(drawing).ok_or("pick the goal block first")?;
    drawing.meta.set("goal", format!("{name} {col},{row}"));
    Ok(())
}

/// The goal block's name and the cell its top-left must reach, as written.
pub fn goal(drawing: &Drawing) -> Option<(String, (usize, usize))> {
    let text = drawing.meta.get("goal")?;
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
    use crate::drawing::Style;
    use crate::puzzle::Puzzle;

    fn drawing(text: &str) -> Drawing {
        let meta = crate::level_file::split(text).unwrap().meta;
        Drawing::read(text, Style::PLAIN, &meta)
    }

    fn read(d: &Drawing) -> Result<super::super::Board, crate::error::ParseError> {
        super::super::Board::parse(&d.to_text())
    }

    #[test]
    fn blocks_go_only_where_the_board_is_free() {
        let mut d = drawing("; goal: S 1,2\nAB.\nSS.\nSS.\n...\n");
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
        assert!(read(&d).is_ok());
        remove_block(&mut d, 1, 3).unwrap();
        assert_eq!((d.at(0, 3), d.at(1, 3)), (".", "."));
        assert!(remove_block(&mut d, 1, 3).is_err());
    }

    #[test]
    fn the_goal_follows_its_block_and_its_place() {
        let mut d = drawing("; goal: S 1,2\nAB.\nSS.\nSS.\n...\n");
        set_goal_place(&mut d, 0, 2).unwrap();
        assert_eq!(d.meta.get("goal"), Some("S 0,2"));
        set_goal_block(&mut d, 0, 0).unwrap();
        assert_eq!(d.meta.get("goal"), Some("A 0,2"));
        // The goal block taken away: the parser says what is wrong.
        remove_block(&mut d, 0, 0).unwrap();
        let why = read(&d).unwrap_err();
        assert!(why.message.contains("no block is drawn with 'A'"), "{why}");
    }
}
