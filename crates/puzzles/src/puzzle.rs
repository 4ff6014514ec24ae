//! The interface every move-by-move puzzle offers, in the spirit of a Tatham puzzle backend:
//! [`Puzzle`], its rules and solver, and [`Level`], what it answers as one of the collection.

use crate::drawing::Style;
use crate::error::{Arg, Named, ParseError};
use crate::generate::{Difficulty, Made, Options};
use crate::level_file::Meta;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Why a move was refused, in one sentence a player can read (in English, as the command line
/// says it); and, for a refusal a player meets in play, which one it is, so that a game can say
/// it in the player's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalMove {
    /// The sentence.
    pub why: String,
    /// A name for this refusal that stays the same from version to version (`shot-refused-edge`),
    /// with the numbers its sentence names; `None` for a refusal only a program meets.
    pub kind: Option<Named>,
}

impl IllegalMove {
    /// A refusal saying `why`, that only a program can meet (a move no interface makes).
    pub fn new(why: impl Into<String>) -> IllegalMove {
        IllegalMove {
            why: why.into(),
            kind: None,
        }
    }

    /// A refusal a player meets, named `name`, saying `why`.
    pub fn named(name: &'static str, why: impl Into<String>) -> IllegalMove {
        IllegalMove {
            why: why.into(),
            kind: Some(Named::new(name)),
        }
    }

    /// The refusal with a number its sentence names.
    pub fn with(mut self, name: &'static str, value: usize) -> IllegalMove {
        if let Some(kind) = &mut self.kind {
            kind.args.push((name, value.into()));
        }
        self
    }
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.why)
    }
}

impl std::error::Error for IllegalMove {}

/// What to say when a search ran out of budget: it proved nothing.
pub fn gave_up_message(nodes: u64) -> String {
    format!("gave up after {nodes} positions; the level may still be solvable")
}

/// What a solver found.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Solution<M> {
    /// The moves from the position asked about to a solved one, or `None` when there is none
    /// (or, if `complete` is false, when none was found within the solver's limits).
    pub moves: Option<Vec<M>>,
    /// Whether no shorter solution exists.
    pub optimal: bool,
    /// Whether the search covered everything it had to, so that `moves: None` is a proof.
    pub complete: bool,
    /// Positions the search expanded.
    pub nodes: u64,
    /// Wall-clock seconds the search took.
    pub seconds: f64,
}

impl<M> Solution<M> {
    /// Whether the search ran out of budget before it found a solution or proved there is
    /// none.
    pub fn gave_up(&self) -> bool {
        self.moves.is_none() && !self.complete
    }

    /// Whether a solution was found.
    pub fn is_solvable(&self) -> bool {
        self.moves.is_some()
    }

    /// The number of moves, if a solution was found.
    pub fn length(&self) -> Option<usize> {
        self.moves.as_ref().map(Vec::len)
    }

    /// The first move of the solution, the one a hint shows.
    pub fn first(&self) -> Option<&M> {
        self.moves.as_ref().and_then(|m| m.first())
    }
}

/// A puzzle played move by move: Shot, Sliding blocks, Fifteen.
pub trait Puzzle: Clone + Sized {
    /// One move as the solver and the JSON output write it.
    type Move: Clone + PartialEq + fmt::Debug + Serialize + DeserializeOwned;

    /// Reads a level file's text. Errors name the line and column.
    fn parse(text: &str) -> Result<Self, ParseError>;

    /// The level file text of this position, metadata included.
    fn to_text(&self) -> String;

    /// The level's metadata.
    fn meta(&self) -> &Meta;

    /// The level's metadata, to change.
    fn meta_mut(&mut self) -> &mut Meta;

    /// Every move allowed from this position.
    fn legal_moves(&self) -> Vec<Self::Move>;

    /// The position after `mv`, or why `mv` is not allowed.
    fn apply(&self, mv: &Self::Move) -> Result<Self, IllegalMove>;

    /// Whether the puzzle is solved.
    fn is_solved(&self) -> bool;

    /// A move in a few words, as it is made from this position ("fling the ball at 3,4
    /// left"): for hints, and for solutions printed or written as JSON.
    fn describe_move(&self, mv: &Self::Move) -> String;

    /// One move that does what `first` (made from this position) then `second` do, when the
    /// rules count them as one (a sliding block moved twice in a row is one move in the
    /// classic count).
    fn merge(&self, _first: &Self::Move, _second: &Self::Move) -> Option<Self::Move> {
        None
    }

    /// Why a level of this puzzle can have no solution, in a few words.
    const WHY_UNSOLVABLE: &'static str;

    /// The most positions the solver visits when no other budget is given: enough for every
    /// level the game ships and makes, small enough to stay within a few hundred megabytes
    /// and about a minute of work whatever the level.
    const NODE_BUDGET: u64;

    /// Solves from this position with the puzzle's own solver, within [`Puzzle::NODE_BUDGET`].
    fn solve(&self) -> Solution<Self::Move> {
        self.solve_within(crate::search::Budget::nodes(Self::NODE_BUDGET))
    }

    /// Solves within a budget (a node limit, a cancel flag), for searches run in the background.
    fn solve_within(&self, budget: crate::search::Budget) -> Solution<Self::Move>;

    /// Plays `moves` in order, stopping at the first refused one (its index and why).
    fn replay(&self, moves: &[Self::Move]) -> Result<Self, (usize, IllegalMove)> {
        let mut state = self.clone();
        for (i, mv) in moves.iter().enumerate() {
            state = state.apply(mv).map_err(|e| (i, e))?;
        }
        Ok(state)
    }
}

/// What a puzzle of the collection answers besides its rules (in the spirit of the parameters
/// of a `struct game`): how its level reads in a list, and how a new one is made.
pub trait Level: Puzzle + std::fmt::Debug + PartialEq + Send + Sync + 'static {
    /// The `generate` knobs this puzzle reads besides the seed, the difficulty and `--size`
    /// (`--balls`…); any other is refused.
    const KNOBS: &'static [&'static str] = &[];

    /// The number the daily set mixes into this puzzle's seed (see `daily`), or `None` for a
    /// puzzle the daily set leaves out. Once given, never changed: it makes every date's level.
    const DAILY_NUMBER: Option<u64> = None;

    /// What the daily set asks of this puzzle's generator at a difficulty, beyond the seed:
    /// it must make the same level on every platform, whatever the solver has at hand there
    /// (by default, the difficulty alone). Part of the daily recipe: never changed once given.
    fn daily_options(difficulty: Difficulty) -> Options {
        Options {
            difficulty,
            ..Options::default()
        }
    }

    /// How its files draw a level, cell by cell: what an editor changes.
    const DRAWING: Style = Style::PLAIN;

    /// The level's size and what it counts, for a level list, as parts a game can word in
    /// any language: `7 balls`; `4×5, counted in moves`.
    fn summary_parts(&self) -> Vec<SummaryPart>;

    /// The level's size and what it counts, in a few words of English for a level list
    /// ("7 balls", "4×5, counted in moves"): its [`Level::summary_parts`], written out.
    fn summary(&self) -> String {
        english_summary(&self.summary_parts())
    }

    /// The level's par where the rules give it without a search (a chain left straight takes
    /// one turn per corner), for a list to show before any solver has run.
    fn evident_par(&self) -> Option<usize> {
        None
    }

    /// A new level from a seed and the knobs, checked by the solver and given its par; or why
    /// the knobs cannot be met, in one sentence.
    fn generate(args: &Options) -> Result<Made<Self>, String>;

    /// A new random level like this one (the same size, the same way of counting), from a
    /// seed, checked by the solver; or why none could be made.
    fn random_like(&self, seed: u64) -> Result<Self, String>;

    /// How hard the level is, from its par (the length of its shortest solution, as the puzzle
    /// counts it): where it falls among the levels the generator makes of each difficulty.
    fn difficulty(&self, par: usize) -> Difficulty {
        by_bands(par, [10, 25, 45])
    }
}

/// One part of a level's summary for a list (a size, what there is to play with, how moves
/// are counted): a message of the puzzle's own words, by its name and with what it names, and
/// the same in English, which the command line writes ([`fmt::Display`]). A puzzle words its
/// parts itself, so a new puzzle adds no part here.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SummaryPart {
    /// The message and its arguments (`shot-summary-balls`, `count = 7`).
    pub named: Named,
    /// The part in English: `7 balls`.
    pub english: String,
}

impl SummaryPart {
    /// A part saying `english`, the message `name` with nothing named yet.
    pub fn new(name: &'static str, english: impl Into<String>) -> SummaryPart {
        SummaryPart {
            named: Named::new(name),
            english: english.into(),
        }
    }

    /// The same part, with something its message names.
    pub fn with(mut self, name: &'static str, value: impl Into<Arg>) -> SummaryPart {
        self.named.args.push((name, value.into()));
        self
    }

    /// A board so many columns wide and rows tall, `4×5`: figures, alike in every language.
    pub fn size(width: usize, height: usize) -> SummaryPart {
        SummaryPart::new("level-summary-size", format!("{width}×{height}"))
            .with("width", width)
            .with("height", height)
    }

    /// `n` things counted, in English `one` or `many` after the number (`1 ball`, `7 balls`).
    pub fn count(name: &'static str, n: usize, one: &str, many: &str) -> SummaryPart {
        let word = if n == 1 { one } else { many };
        SummaryPart::new(name, format!("{n} {word}")).with("count", n)
    }
}

impl fmt::Display for SummaryPart {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.english)
    }
}

/// A summary's parts in English, one after another: `4×5, counted in moves`.
pub fn english_summary(parts: &[SummaryPart]) -> String {
    let words: Vec<String> = parts.iter().map(SummaryPart::to_string).collect();
    words.join(", ")
}

/// The difficulty of a count against the first counts of Medium, Hard and Expert.
pub fn by_bands(count: usize, [medium, hard, expert]: [usize; 3]) -> Difficulty {
    match count {
        n if n < medium => Difficulty::Easy,
        n if n < hard => Difficulty::Medium,
        n if n < expert => Difficulty::Hard,
        _ => Difficulty::Expert,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_summary_reads_in_english_as_the_command_line_always_wrote_it() {
        let balls = |n| SummaryPart::count("shot-summary-balls", n, "ball", "balls");
        let cases: [(Vec<SummaryPart>, &str); 3] = [
            (vec![balls(1)], "1 ball"),
            (vec![balls(7)], "7 balls"),
            (vec![SummaryPart::size(4, 5), balls(2)], "4×5, 2 balls"),
        ];
        for (parts, english) in cases {
            assert_eq!(english_summary(&parts), english);
        }
        assert_eq!(balls(7).named.args, [("count", Arg::Number(7))]);
    }
}
