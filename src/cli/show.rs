//! `show`: boards drawn as coloured text (colour is left out when the output is not a terminal).

use super::Outcome;
use super::printed::{Printed, printed};
use super::report::{Report, budget, report};
use anstyle::{Ansi256Color, AnsiColor, Color, Style};
use puzzles::klotski::Metric;
use puzzles::{Puzzle, fifteen, klotski, shot};
use std::fmt::Write;

fn paint(out: &mut String, style: Style, text: &str) {
    let _ = write!(out, "{style}{text}{style:#}");
}

/// A Shot board: balls as yellow discs.
pub fn shot_board(b: &shot::Board) -> String {
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

/// A sliding-block board: blocks coloured by shape, the goal marked.
pub fn klotski_board(b: &klotski::Board) -> String {
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

/// A Fifteen board in fifteen shades of grey.
pub fn fifteen_board(b: &fifteen::Board) -> String {
    let n = b.width() * b.height();
    let w = (n - 1).to_string().len();
    let mut out = String::new();
    for r in 0..b.height() {
        for c in 0..b.width() {
            let t = b.tile_at(c, r);
            if t == 0 {
                out.push_str(&" ".repeat(w + 2));
                continue;
            }
            let g = crate::theme::fifteen_grey(t, n);
            // The 24 greys of the 256-colour palette run from 8 to 238.
            let index = 232 + ((g.saturating_sub(8) as u16 * 23 + 115) / 230).min(23) as u8;
            let text = if g > 128 {
                AnsiColor::Black
            } else {
                AnsiColor::BrightWhite
            };
            let style = Style::new()
                .bg_color(Some(Color::Ansi256(Ansi256Color(index))))
                .fg_color(Some(Color::Ansi(text)));
            paint(&mut out, style, &format!(" {t:>w$} "));
        }
        out.push('\n');
    }
    out
}

pub fn show(file: &str, solution: bool, metric: Option<Metric>) -> Result<Outcome, String> {
    let level = super::solve::counted_in(crate::levels::load(file)?, metric);
    if let Some(title) = level.meta().title() {
        let bold = Style::new().bold();
        anstream::println!("{bold}{title}{bold:#}");
    }
    let shown = printed(&level);
    anstream::print!("{}", shown.board());
    if !solution {
        return Ok(Outcome::Done);
    }
    shown.show_solution()
}

impl Printed for shot::Board {
    fn board(&self) -> String {
        shot_board(self)
    }

    fn report(&self, _shortest: bool) -> Result<Report, String> {
        let balls = self.ball_count();
        let note = format!("every solution of {balls} balls has {} moves", balls - 1);
        report(self, Puzzle::solve(self), note)
    }
}

impl Printed for klotski::Board {
    fn board(&self) -> String {
        klotski_board(self)
    }

    fn report(&self, _shortest: bool) -> Result<Report, String> {
        let note = format!("counted in {}s", self.metric());
        report(self, Puzzle::solve(self), note)
    }
}

impl Printed for fifteen::Board {
    fn board(&self) -> String {
        fifteen_board(self)
    }

    fn report(&self, shortest: bool) -> Result<Report, String> {
        solve_fifteen(self, shortest)
    }
}

/// A Fifteen board's report, with how far from the shortest its solution may be (`bound` in
/// the JSON: at most that many times as long; null when nothing is known).
pub(super) fn solve_fifteen(b: &fifteen::Board, shortest: bool) -> Result<Report, String> {
    let (width, height) = (b.width(), b.height());
    let cells = width * height;
    let (s, within) = if shortest && cells > fifteen::MAX_CELLS {
        if !fifteen::has_databases(width, height) {
            return Err(format!(
                "--optimal: the shortest solution can be searched for on boards of at most {} cells and on 5×5, not on {width}×{height}",
                fifteen::MAX_CELLS
            ));
        }
        (
            fifteen::solve_shortest(b, budget::<fifteen::Board>()),
            Some(1.0),
        )
    } else {
        fifteen::solve_bounded(b, budget::<fifteen::Board>())
    };
    let note = match within {
        Some(1.0) => "the fewest moves possible".to_string(),
        Some(w) => format!(
            "at most {w} times the fewest, by the solver's lower bound; --optimal searches for the fewest"
        ),
        None => format!("not the fewest: {width}×{height} boards are first solved row by row"),
    };
    let mut r = report(b, s, note)?;
    r.extra.insert("bound".into(), serde_json::json!(within));
    Ok(r)
}
