//! Sliding blocks on the command line: the board as text, and the count its solutions are in.

use super::printed::{Printed, paint};
use super::report::{Report, report};
use anstyle::{AnsiColor, Color, Style};
use puzzles::Puzzle;
use puzzles::klotski::{Board, Metric};

/// A sliding-block board: blocks coloured by shape, the goal marked.
fn board(b: &Board) -> String {
    let goal = b.goal();
    let goal_block = b.blocks().iter().find(|x| x.name == goal.block).copied();
    let mut out = String::new();
    for r in 0..b.height() {
        for c in 0..b.width() {
            match b.block_at(c, r) {
                Some(i) => {
                    let block = b.blocks()[i];
                    let colour = match (block.width, block.height) {
                        (2, 2) => AnsiColor::Red,
                        (1, 2) => AnsiColor::Blue,
                        (2, 1) => AnsiColor::Green,
                        (1, 1) => AnsiColor::Yellow,
                        _ => AnsiColor::Magenta,
                    };
                    let style = Style::new()
                        .bg_color(Some(Color::Ansi(colour)))
                        .fg_color(Some(Color::Ansi(AnsiColor::BrightWhite)))
                        .bold();
                    paint(&mut out, style, &format!("{0}{0}", block.name));
                }
                None => {
                    let in_goal = goal_block.is_some_and(|g| {
                        c >= goal.col
                            && c < goal.col + g.width
                            && r >= goal.row
                            && r < goal.row + g.height
                    });
                    paint(
                        &mut out,
                        Style::new().dimmed(),
                        if in_goal { "++" } else { "··" },
                    );
                }
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

    fn counted_in(&self, metric: &str) -> Option<Self> {
        Some(self.clone().with_metric(Metric::parse(metric)?))
    }

    fn report(&self, _shortest: bool) -> Result<Report, String> {
        let note = format!("counted in {}s", self.metric());
        report(self, Puzzle::solve(self), note)
    }
}
