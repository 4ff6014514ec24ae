//! A level being made: its drawing as the level file writes it (a [`Drawing`], in the style of
//! its puzzle), and which puzzle it is. The level is whatever the puzzle's own parser reads
//! from the text the drawing writes: an editor can never make a level a file could not hold,
//! and a draft the parser refuses says why and, where it can, in which cell. What a click does
//! to a drawing is in each puzzle's files (a ball put on, a block put down, tiles swapped).

use crate::all_puzzles::{AnyLevel, Kind};
use crate::drawing::Drawing;
use crate::error::ParseError;
use std::ops::{Deref, DerefMut};

/// A level being made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Draft {
    kind: Kind,
    drawing: Drawing,
}

impl Draft {
    /// A draft of `level`, as its file draws it.
    pub fn of(level: &AnyLevel) -> Draft {
        let kind = level.kind();
        // The metadata as written: a puzzle keeps some of it in its own fields (the goal).
        let drawing = Drawing::read(&level.to_text(), kind.drawing_style(), level.meta());
        Draft { kind, drawing }
    }

    /// The draft a level file's `text` draws, even one the puzzle's parser refuses (a level
    /// being made, kept as its text before it was finished).
    pub fn read(kind: Kind, text: &str) -> Draft {
        let drawing = Drawing::read(text, kind.drawing_style(), &Default::default());
        Draft { kind, drawing }
    }

    /// Which puzzle.
    pub fn kind(&self) -> Kind {
        self.kind
    }

    /// The level, read from [`Drawing::to_text`] by the puzzle's own parser.
    pub fn level(&self) -> Result<AnyLevel, ParseError> {
        AnyLevel::parse(self.kind, &self.to_text())
    }
}

impl Deref for Draft {
    type Target = Drawing;

    fn deref(&self) -> &Drawing {
        &self.drawing
    }
}

impl DerefMut for Draft {
    fn deref_mut(&mut self) -> &mut Drawing {
        &mut self.drawing
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::drawing::{MOST_CELLS, Spot};

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
            (Kind::Snake, "FTTT\nTTT\n"),
        ] {
            let level = AnyLevel::parse(kind, text).unwrap();
            assert_eq!(Draft::of(&level).level().unwrap(), level, "{text}");
        }
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
    fn each_puzzle_resizes_its_board_its_own_way() {
        let mut d = draft(Kind::Shot, "o......\n.......\n......o\n");
        d.resize(3, 100);
        assert_eq!(d.size(), (7, MOST_CELLS), "a Shot board is 7 wide at least");
        let mut d = draft(Kind::Fifteen, "1 2 3\n4 5 6\n7 0 8\n");
        d.resize(4, 4);
        assert_eq!(d.to_text().lines().last(), Some("13 14 15  0"), "in order");
        assert!(d.level().is_ok());
        let d = draft(Kind::Snake, "FTTT\nTTT\n");
        assert_eq!(d.size(), (7, 1), "a chain is one line");
    }
}
