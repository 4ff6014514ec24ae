//! Shot on the command line: the board as text, and what every solution of it has in common.

use super::printed::{Printed, paint};
use super::report::{Report, report};
use anstyle::{AnsiColor, Color, Style};
use puzzles::Puzzle;
use puzzles::shot::Board;

/// A Shot board: balls as yellow discs.
fn board(b: &Board) -> String {
    let ball = Style::new()
        .fg_color(Some(Color::Ansi(AnsiColor::BrightYellow)))
        .bold();
    let dim = Style::new().dimmed();
    let mut out = String::new();
    for r in 0..b.height() {
        for c in 0..b.width() {
            if b.has_ball(c, r) {
                paint(&mut out, ball, "● ");
            } else {
                paint(&mut out, dim, "· ");
            }
        }
        out.push('\n');
    }
    out
}

impl Printed for Board {
    fn board(&self) -> String {
        board(self)
    }

    fn report(&self, _shortest: bool) -> Result<Report, String> {
        let balls = self.ball_count();
        let note = format!("every solution of {balls} balls has {} moves", balls - 1);
        report(self, Puzzle::solve(self), note)
    }
}
