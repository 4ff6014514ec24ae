//! What the command line asks of each puzzle: its board in coloured text and its solver's
//! answers. Most puzzles only draw their board; the shared way does the rest.

use super::Outcome;
use super::report::{Report, report};
use anstyle::Style;
use puzzles::{AnyLevel, Puzzle, Variant};
use std::fmt::Write;

/// Adds `text` to `out` in `style` (the style is dropped when the output is not a terminal).
pub fn paint(out: &mut String, style: Style, text: &str) {
    let _ = write!(out, "{style}{text}{style:#}");
}

/// A puzzle on the command line: written beside the puzzle's other command-line code; the
/// core's table lists every puzzle, and [`printed`] asks each of them for this.
pub trait Printed: Variant {
    /// Whether its levels are played by programs, which `run` runs.
    const RUNS_PROGRAMS: bool = false;

    /// The board in coloured text (plain when the output is not a terminal).
    fn board(&self) -> String;

    /// What `solve` answers. With `shortest`, the fewest moves even where that is slow.
    fn report(&self, _shortest: bool) -> Result<Report, String> {
        report(self, Puzzle::solve(self), String::new())
    }

    /// The level with its moves counted in the metric `--metric` names, for a puzzle whose
    /// count can be chosen (the sliding blocks': `step`, `slide` or `move`); `None` for the
    /// others, which count one way.
    fn counted_in(&self, _metric: &str) -> Option<Self> {
        None
    }

    /// `show --solution`, when the puzzle shows its solution its own way rather than as the
    /// board after each move.
    fn show_solution(&self) -> Option<Result<Outcome, String>> {
        None
    }

    /// `run`: a program run on the level (`function`: its function's body), for a puzzle whose
    /// levels are played by programs.
    fn run(&self, _program: &str, _function: Option<&str>) -> Result<Outcome, String> {
        Err(format!(
            "{} levels are not played by programs",
            Self::KIND.title()
        ))
    }

    /// `check`, when the puzzle answers it its own way.
    fn check(&self) -> Option<Result<Outcome, String>> {
        None
    }

    /// `hint`, when the puzzle answers it its own way.
    fn hint(&self) -> Option<Result<Outcome, String>> {
        None
    }

    /// `solve`, when the puzzle answers it its own way (`all`: count every solution; the
    /// file's name for the JSON).
    fn solve(
        &self,
        _all: bool,
        _json: bool,
        _file: Option<&str>,
    ) -> Option<Result<Outcome, String>> {
        None
    }
}

/// A level of any kind as the command line sees it: [`Printed`] for a type known at run time.
pub trait AnyPrinted {
    /// See [`Printed::board`].
    fn board(&self) -> String;
    /// See [`Printed::report`].
    fn report(&self, shortest: bool) -> Result<Report, String>;
    /// See [`Printed::counted_in`].
    fn counted_in(&self, metric: &str) -> Option<AnyLevel>;
    /// See [`Printed::show_solution`]; otherwise each move in words with the board after it.
    fn show_solution(&self) -> Result<Outcome, String>;
    /// See [`Printed::run`].
    fn run(&self, program: &str, function: Option<&str>) -> Result<Outcome, String>;
    /// See [`Printed::check`].
    fn check(&self) -> Option<Result<Outcome, String>>;
    /// See [`Printed::hint`].
    fn hint(&self) -> Option<Result<Outcome, String>>;
    /// See [`Printed::solve`].
    fn solve(&self, all: bool, json: bool, file: Option<&str>) -> Option<Result<Outcome, String>>;
}

impl<P: Printed> AnyPrinted for P {
    fn board(&self) -> String {
        Printed::board(self)
    }

    fn report(&self, shortest: bool) -> Result<Report, String> {
        Printed::report(self, shortest)
    }

    fn counted_in(&self, metric: &str) -> Option<AnyLevel> {
        Printed::counted_in(self, metric).map(Variant::into_any)
    }

    fn show_solution(&self) -> Result<Outcome, String> {
        if let Some(own) = Printed::show_solution(self) {
            return own;
        }
        let solution = Puzzle::solve(self);
        let Some(moves) = solution.moves else {
            if !solution.complete {
                return Ok(Outcome::GaveUp(solution.nodes));
            }
            println!("\nno solution");
            return Ok(Outcome::Unsolvable);
        };
        let mut at = self.clone();
        for (i, m) in moves.iter().enumerate() {
            let what = at.describe_move(m);
            at = at.apply(m).map_err(super::report::refused)?;
            anstream::println!("\n{}. {what}", i + 1);
            anstream::print!("{}", Printed::board(&at));
        }
        Ok(Outcome::Done)
    }

    fn run(&self, program: &str, function: Option<&str>) -> Result<Outcome, String> {
        Printed::run(self, program, function)
    }

    fn check(&self) -> Option<Result<Outcome, String>> {
        Printed::check(self)
    }

    fn hint(&self) -> Option<Result<Outcome, String>> {
        Printed::hint(self)
    }

    fn solve(&self, all: bool, json: bool, file: Option<&str>) -> Option<Result<Outcome, String>> {
        Printed::solve(self, all, json, file)
    }
}

/// Writes [`printed`] from the core's table of puzzles.
macro_rules! printed_table {
    ($($(#[doc = $doc:literal])* $(#[cfg($cfg:meta)])?
       $kind:ident: $ty:ty => $ext:literal, $title:literal, [$($alias:literal),*];)*) => {
        /// The level as the command line sees it.
        pub fn printed(level: &AnyLevel) -> &dyn AnyPrinted {
            match level {
                $($(#[cfg($cfg)])? AnyLevel::$kind(p) => p,)*
            }
        }

        /// The puzzles whose levels are played by programs.
        pub fn run_by_programs() -> Vec<puzzles::Kind> {
            let mut out = Vec::new();
            $($(#[cfg($cfg)])? if <$ty as Printed>::RUNS_PROGRAMS {
                out.push(puzzles::Kind::$kind);
            })*
            out
        }
    };
}

puzzles::each_puzzle!(printed_table);
