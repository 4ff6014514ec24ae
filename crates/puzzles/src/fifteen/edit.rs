//! A Fifteen board being made: tiles swapped, the board shuffled or put in order, the order
//! typed. (How its files draw a board is [`DRAWING`].)

use crate::drawing::{Drawing, Style};

/// Numbers written apart, `0` the hole, from 2×2 to 8×8; a resized board starts in order.
pub const DRAWING: Style = Style {
    spaced: true,
    blank: "0",
    smallest: (super::MIN_SIDE, super::MIN_SIDE),
    largest: super::MAX_SIDE,
    one_line: false,
    fresh: Some(in_order),
};

/// A board of `cols` × `rows` in order, the hole last: what a resized board starts as.
pub fn in_order(cols: usize, rows: usize) -> Vec<Vec<String>> {
    let n = cols * rows;
    (0..rows)
        .map(|r| {
            (0..cols)
                .map(|c| ((r * cols + c + 1) % n).to_string())
                .collect()
        })
        .collect()
}

/// two tiles (or a tile and the hole) change places.
pub fn swap(drawing: &mut Drawing, a: (usize, usize), b: (usize, usize)) {
    let (ta, tb) = (
        drawing.at(a.0, a.1).to_string(),
        drawing.at(b.0, b.1).to_string(),
    );
    drawing.put(a.0, a.1, &tb);
    drawing.put(b.0, b.1, &ta);
}

/// the board shuffled from `seed` by a few hundred random slides from its order, so
/// that it can always be solved.
pub fn shuffle(drawing: &mut Drawing, seed: u64) -> Result<(), String> {
    let (cols, rows) = drawing.size();
    let mut tiles = in_order(cols, rows);
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
    drawing.set_rows(tiles);
    Ok(())
}

/// the tiles typed in reading order (`0` the hole), as many as the board has cells
/// (the parser checks the numbers themselves).
pub fn set_order(drawing: &mut Drawing, text: &str) -> Result<(), String> {
    let (cols, rows) = drawing.size();
    let numbers: Vec<String> = text.split_whitespace().map(str::to_string).collect();
    if numbers.len() != cols * rows {
        return Err(format!(
            "a {cols}×{rows} board takes {} numbers, not {}",
            cols * rows,
            numbers.len()
        ));
    }
    drawing.set_rows(numbers.chunks(cols).map(<[String]>::to_vec).collect());
    Ok(())
}

/// The tiles of a Fifteen board in reading order, as [`set_order`] takes them.
pub fn order(drawing: &Drawing) -> String {
    drawing
        .rows()
        .iter()
        .flatten()
        .cloned()
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::Puzzle;

    fn drawing(text: &str) -> Drawing {
        Drawing::read(text, DRAWING, &Default::default())
    }

    #[test]
    fn tiles_change_places_and_a_new_size_starts_in_order() {
        let mut d = drawing("1 2 3\n4 5 6\n7 8 0\n");
        swap(&mut d, (0, 0), (1, 0));
        assert_eq!((d.at(0, 0), d.at(1, 0)), ("2", "1"));
        assert!(
            super::super::Board::parse(&d.to_text()).is_ok(),
            "an unsolvable board is still a board"
        );
        d.resize(4, 4);
        assert_eq!(d.to_text().lines().last(), Some("13 14 15  0"));
    }

    #[test]
    fn a_shuffled_board_can_always_be_solved() {
        let mut d = drawing("1 2 3\n4 5 6\n7 8 0\n");
        for seed in 0..20 {
            shuffle(&mut d, seed).unwrap();
            let board = super::super::Board::parse(&d.to_text()).unwrap();
            assert!(board.solve().moves.is_some(), "seed {seed}");
        }
    }

    #[test]
    fn an_order_typed_fills_the_board_or_says_how_many_it_takes() {
        let mut d = drawing("1 2 3\n4 5 6\n7 8 0\n");
        set_order(&mut d, "8 7 6 5 4 3 2 1 0").unwrap();
        assert_eq!(order(&d), "8 7 6 5 4 3 2 1 0");
        assert!(super::super::Board::parse(&d.to_text()).is_ok());
        let why = set_order(&mut d, "1 2 3").unwrap_err();
        assert_eq!(why, "a 3×3 board takes 9 numbers, not 3");
        set_order(&mut d, "1 1 2 3 4 5 6 7 8").unwrap();
        assert!(
            super::super::Board::parse(&d.to_text()).is_err(),
            "the parser refuses a tile given twice"
        );
    }
}
