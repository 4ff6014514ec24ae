//! Fifteen on the command line: the board in fifteen shades of grey, and how far from the
//! shortest its solution may be.

use super::printed::{Printed, paint};
use super::report::{Report, budget, report};
use anstyle::{Ansi256Color, AnsiColor, Color, Style};
use puzzles::fifteen::{self, Board};

/// A Fifteen board in fifteen shades of grey.
fn board(b: &Board) -> String {
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
            let g = crate::games::fifteen::tile_grey(t, n);
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

impl Printed for Board {
    fn board(&self) -> String {
        board(self)
    }

    fn report(&self, shortest: bool) -> Result<Report, String> {
        solve(self, shortest)
    }
}

/// A Fifteen board's report, with how far from the shortest its solution may be (`bound` in
/// the JSON: at most that many times as long; null when nothing is known).
fn solve(b: &Board, shortest: bool) -> Result<Report, String> {
    let (width, height) = (b.width(), b.height());
    let cells = width * height;
    let (s, within) = if shortest && cells > fifteen::MAX_CELLS {
        if !fifteen::has_databases(width, height) {
            return Err(format!(
                "--optimal: the shortest solution can be searched for on boards of at most {} cells and on 5×5, not on {width}×{height}",
                fifteen::MAX_CELLS
            ));
        }
        (fifteen::solve_shortest(b, budget::<Board>()), Some(1.0))
    } else {
        fifteen::solve_bounded(b, budget::<Board>())
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
