//! Today's five: one level of each puzzle per calendar day, the same for every player on that
//! date, made from the date alone by the generators ([`daily_set`]); and the streak of days
//! whose five were all solved on their day ([`Streak`]).
//!
//! A date's set must never change from one version of the game to the next: the recipe below
//! is version [`RECIPE`], and tests hold the codes of a few dates. A change to a generator
//! that would change them keeps the old way for this recipe.

mod date;

pub use date::{Date, Weekday};

use crate::all_puzzles::{AnyLevel, Kind};
use crate::generate::{Difficulty, Options};
use crate::level_code::Shared;
use std::collections::BTreeSet;

/// The version of the recipe that makes a date's set.
pub const RECIPE: u32 = 1;

/// The puzzles of a daily set, in the collection's order, each with the number the recipe
/// mixes into its seed.
pub fn puzzles() -> impl Iterator<Item = (Kind, u64)> {
    Kind::ALL
        .into_iter()
        .filter_map(|kind| Some((kind, kind.daily_number()?)))
}

/// How many seeds the recipe tries, one after another, should a generator find nothing for
/// one: part of the recipe.
const TRIES: u64 = 16;

/// One level of a daily set.
#[derive(Clone, Debug, PartialEq)]
pub struct DailyLevel {
    pub kind: Kind,
    pub difficulty: Difficulty,
    /// The level, titled with its date. Its text (and so its code) holds no par: the par
    /// is the solver's, which a platform may find later (a browser before Fifteen's tables
    /// are built), and the level is the same everywhere.
    pub level: AnyLevel,
    /// The fewest moves (blocks, for a program) its solver found, when it found them while
    /// the level was made.
    pub par: Option<u32>,
}

impl DailyLevel {
    /// The level as a code to pass on.
    pub fn code(&self) -> String {
        Shared::level(self.level.clone()).to_code()
    }
}

/// How hard a day's levels are: easy on Monday, harder through the week, expert at the
/// weekend.
pub fn difficulty_on(date: Date) -> Difficulty {
    match date.weekday() {
        Weekday::Monday => Difficulty::Easy,
        Weekday::Tuesday | Weekday::Wednesday => Difficulty::Medium,
        Weekday::Thursday | Weekday::Friday => Difficulty::Hard,
        Weekday::Saturday | Weekday::Sunday => Difficulty::Expert,
    }
}

/// The seed of a puzzle's level on a date, at a try: the recipe's version, the day and the
/// puzzle's number mixed by SplitMix64's finaliser (fixed here, as any library's could change).
pub fn seed_of(date: Date, puzzle: u64, attempt: u64) -> u64 {
    let day = date.days_since_epoch() as u64;
    let mut z = (u64::from(RECIPE) << 56) ^ (puzzle << 48) ^ (attempt << 40) ^ day;
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The five levels of `date`, each confirmed by its solver and given its par; or why one
/// could not be made (which the recipe's tries make a fault of the game, not of the date).
pub fn daily_set(date: Date) -> Result<Vec<DailyLevel>, String> {
    puzzles().map(|(kind, _)| daily_level(date, kind)).collect()
}

/// The level of one puzzle on `date`, if the daily set has that puzzle.
pub fn daily_level(date: Date, kind: Kind) -> Result<DailyLevel, String> {
    let number = kind
        .daily_number()
        .ok_or_else(|| format!("the daily set has no {} level", kind.title()))?;
    let difficulty = difficulty_on(date);
    let mut why = String::new();
    for attempt in 0..TRIES {
        let options = Options {
            seed: seed_of(date, number, attempt),
            ..kind.daily_options(difficulty)
        };
        match kind.generate(&options) {
            Ok(made) => {
                let mut level = made.level;
                let par = level.par();
                level.meta_mut().set("title", format!("Daily {date}"));
                level.meta_mut().remove("par");
                return Ok(DailyLevel {
                    kind,
                    difficulty,
                    level,
                    par,
                });
            }
            Err(e) => why = e,
        }
    }
    Err(format!(
        "no {} level for {date} in {TRIES} tries: {why}",
        kind.title()
    ))
}

/// Days in a row whose five levels were all solved on their day.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Streak {
    /// The run that ends today, or yesterday while today's five are not all solved yet (a
    /// streak is lost only once a day has ended without them).
    pub current: u32,
    /// The longest run there has been.
    pub best: u32,
}

impl Streak {
    /// The streak on `today` (the player's own calendar), from the days whose five were all
    /// solved while the player's calendar showed that day. A day after `today` (solved before
    /// the player flew west, or set the clock back) still ends the current run: travelling
    /// loses nothing.
    pub fn of(days: &BTreeSet<Date>, today: Date) -> Streak {
        let mut best = 0;
        let mut run = 0;
        let mut last: Option<Date> = None;
        for &day in days {
            let follows = last.is_some_and(|l| l.add_days(1) == Some(day));
            run = if follows { run + 1 } else { 1 };
            best = best.max(run);
            last = Some(day);
        }
        let yesterday = today.add_days(-1).unwrap_or(today);
        let ends = days.last().copied().filter(|last| *last >= yesterday);
        let mut current = 0;
        let mut day = ends;
        while let Some(d) = day.filter(|d| days.contains(d)) {
            current += 1;
            day = d.add_days(-1);
        }
        Streak { current, best }
    }
}

#[cfg(test)]
mod tests;
