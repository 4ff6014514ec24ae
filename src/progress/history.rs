//! What the progress keeps of every level finished: an entry each (its day, moves, time, hints,
//! par and difficulty), the newest [`MOST_FINISHES`] of them; the older ones folded into a
//! summary per puzzle, so that none is dropped unsaid; and the player's rating in each puzzle,
//! moved by the random and daily levels they finish.

use crate::level_id::LevelId;
use puzzles::generate::Difficulty;
use puzzles::rating::{Finish, Rating};
use serde::{Deserialize, Serialize};

/// The most entries kept one by one. Past it the oldest [`FOLDED_AT_ONCE`] are folded into
/// their puzzles' summaries (about three years of a level a day in each of the five puzzles'
/// entries before the first fold; a save of about 300 kB at most).
pub const MOST_FINISHES: usize = 2000;

/// How many of the oldest entries are folded at once when the cap is passed, so that folding
/// happens now and then rather than at every win.
pub const FOLDED_AT_ONCE: usize = 200;

/// One level finished, as the history keeps it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Finished {
    /// The level's id (`shot/01-the-example`, `mine/shot/…`, `daily/2026-11-28/shot`).
    pub level: LevelId,
    /// The player's calendar day it was finished on (`2026-11-28`).
    pub day: String,
    /// The moves made (blocks, for a program); none when the count is no score (a program
    /// that left bonuses behind).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub moves: Option<u32>,
    /// Milliseconds on the level's clock.
    pub time: u64,
    /// Hints shown during the attempt.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub hints: u32,
    /// Whether the solver made some of the moves.
    #[serde(default, skip_serializing_if = "is_false")]
    pub solver: bool,
    /// Whether the solver made all of them, the player none: the level given up.
    #[serde(default, skip_serializing_if = "is_false")]
    pub gave_up: bool,
    /// The level's par, when it was known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub par: Option<u32>,
    /// How hard the level is, when its par was known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub difficulty: Option<Difficulty>,
    /// The player's rating in the puzzle after this finish, when it moved it (a random or daily
    /// level of known difficulty).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rating: Option<Rating>,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

fn is_false(b: &bool) -> bool {
    !b
}

impl Finished {
    /// A level finished on `day`, won alone, with nothing else known (moves, time, par, …):
    /// to fill in with `Finished { moves: Some(12), ..Finished::on(level, day) }`.
    pub fn on(level: &str, day: &str) -> Finished {
        Finished {
            level: level.into(),
            day: day.to_string(),
            moves: None,
            time: 0,
            hints: 0,
            solver: false,
            gave_up: false,
            par: None,
            difficulty: None,
            rating: None,
        }
    }

    /// The puzzle the level is of, if this build knows it.
    pub fn kind(&self) -> Option<puzzles::Kind> {
        self.level.kind()
    }

    /// How it was finished, as the rating counts it: won alone, won with help (a hint, or some
    /// of the solver's moves), or given up (the solver made every move).
    pub fn finish(&self) -> Finish {
        match (self.gave_up, self.solver, self.hints) {
            (true, _, _) => Finish::Lost,
            (false, false, 0) => Finish::Unaided,
            _ => Finish::Helped,
        }
    }

    /// Whether it moves the player's rating: a level made for them (a random one, not one they
    /// made) or a daily one, of known difficulty.
    pub fn is_rated(&self) -> bool {
        let made_for_them = self.level.is_mine() && !self.level.is_made();
        (made_for_them || self.level.is_daily()) && self.difficulty.is_some()
    }
}

/// One day's levels finished of a puzzle, summed.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Day {
    /// Levels finished.
    pub finished: u32,
    /// Their clocks added up, in milliseconds.
    pub time: u64,
    /// Their hints added up.
    pub hints: u32,
    /// The moves of those with a count and a par, and those pars, added up.
    pub moves: u32,
    pub pars: u32,
    /// The rating after the day's last rated finish.
    pub rating: Option<Rating>,
}

impl Day {
    pub(super) fn add(&mut self, entry: &Finished) {
        self.finished += 1;
        self.time = self.time.saturating_add(entry.time);
        self.hints = self.hints.saturating_add(entry.hints);
        if let (Some(moves), Some(par)) = (entry.moves, entry.par)
            && !entry.solver
        {
            self.moves = self.moves.saturating_add(moves);
            self.pars = self.pars.saturating_add(par);
        }
        if entry.rating.is_some() {
            self.rating = entry.rating;
        }
    }

    /// The mean time of a level that day, in milliseconds.
    pub fn mean_time(&self) -> Option<u64> {
        (self.finished > 0).then(|| self.time / u64::from(self.finished))
    }
}

/// The entries folded away of one puzzle: how many, and their sums and days.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Summary {
    /// Levels finished.
    pub finished: u32,
    /// Of them, won with no hint and no move of the solver's.
    pub unaided: u32,
    /// Their clocks added up, in milliseconds.
    pub time: u64,
    /// Their hints added up.
    pub hints: u32,
    /// The first and the last day among them.
    pub first_day: String,
    pub last_day: String,
}

impl Summary {
    /// Adds an entry folded away.
    pub(super) fn fold(&mut self, entry: &Finished) {
        if self.finished == 0 || entry.day < self.first_day {
            self.first_day = entry.day.clone();
        }
        if entry.day > self.last_day {
            self.last_day = entry.day.clone();
        }
        self.finished = self.finished.saturating_add(1);
        self.unaided += u32::from(entry.finish() == Finish::Unaided);
        self.time = self.time.saturating_add(entry.time);
        self.hints = self.hints.saturating_add(entry.hints);
    }
}
