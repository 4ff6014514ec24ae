//! A map being made: tiles painted. (How its files draw a map is [`DRAWING`].)

use crate::drawing::{Drawing, Style};

/// Tiles written apart, `*` (grass) the empty cell.
pub const DRAWING: Style = Style {
    spaced: true,
    blank: "*",
    ..Style::PLAIN
};

/// A tile painted. There is one ball and one target: painting either elsewhere
/// turns the old one into path.
pub fn paint(drawing: &mut Drawing, col: usize, row: usize, token: &str) {
    if matches!(token, "@" | "t") {
        for (c, r) in drawing.cells_of(token) {
            drawing.put(c, r, "-");
        }
    }
    drawing.put(col, row, token);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_ball_and_one_target_on_a_map() {
        let mut d = Drawing::read("* * * *\n@ - - t\n", DRAWING, &Default::default());
        paint(&mut d, 1, 1, "@");
        assert_eq!(d.cells_of("@"), vec![(1, 1)]);
        assert_eq!(d.at(0, 1), "-");
        paint(&mut d, 0, 0, "t");
        assert_eq!(d.cells_of("t"), vec![(0, 0)]);
    }
}
