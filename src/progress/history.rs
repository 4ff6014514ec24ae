//! What the progress keeps of every level finished: an entry each (its day, moves, time, hints,
//! par and difficulty), the newest [`MOST_FINISHES`] of them; the older ones folded into a
//! summary per puzzle, so that none is dropped unsaid; and the player's rating in each puzzle,
//! moved by the random and daily levels they finish.

use puzzles::daily::Date;
use puzzles::generate::Difficulty;
use puzzles::rating::{Finish, Rating, of_difficulty};
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
    pub level: String,
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
    /// The puzzle's name in files (`shot`…) the level is of.
    pub fn puzzle(&self) -> &str {
        let id = self.level.strip_prefix("mine/").unwrap_or(&self.level);
        match id.strip_prefix("daily/") {
            // daily/DATE/PUZZLE
            Some(rest) => rest.rsplit('/').next().unwrap_or(rest),
            None => id.split('/').next().unwrap_or(id),
        }
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
        let random =
            self.level.starts_with("mine/") && !super::records::is_made_by_the_player(&self.level);
        (random || self.level.starts_with("daily/")) && self.difficulty.is_some()
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
    fn add(&mut self, entry: &Finished) {
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
    fn fold(&mut self, entry: &Finished) {
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

impl super::records::Progress {
    /// Keeps a level finished in the history (and, for a rated one, moves the puzzle's rating
    /// and keeps it with the entry); folds the oldest entries away when there are too many.
    pub fn record_finished(&mut self, mut entry: Finished) {
        if entry.is_rated()
            && let Some(difficulty) = entry.difficulty
        {
            let puzzle = entry.puzzle().to_string();
            let before = self.ratings.get(&puzzle).copied().unwrap_or_default();
            let after = before.after(&[(of_difficulty(difficulty), entry.finish())]);
            self.ratings.insert(puzzle, after);
            entry.rating = Some(after);
        }
        self.finished.push(entry);
        self.fold_the_oldest();
        self.dirty = true;
    }

    /// While more than [`MOST_FINISHES`] entries are kept, folds the oldest
    /// [`FOLDED_AT_ONCE`] into their puzzles' summaries.
    pub(super) fn fold_the_oldest(&mut self) {
        while self.finished.len() > MOST_FINISHES {
            let oldest: Vec<Finished> = self.finished.drain(..FOLDED_AT_ONCE).collect();
            for entry in &oldest {
                self.older
                    .entry(entry.puzzle().to_string())
                    .or_default()
                    .fold(entry);
            }
        }
    }

    /// Forgets the history and the rating of a puzzle (by its name in files), or with `None`
    /// of every puzzle: whether there was any.
    pub(super) fn forget_history(&mut self, puzzle: Option<&str>) -> bool {
        let of_it = |name: &str| puzzle.is_none_or(|p| p == name);
        let before = (self.finished.len(), self.older.len(), self.ratings.len());
        self.finished.retain(|f| !of_it(f.puzzle()));
        self.older.retain(|name, _| !of_it(name));
        self.ratings.retain(|name, _| !of_it(name));
        before != (self.finished.len(), self.older.len(), self.ratings.len())
    }

    /// A puzzle's levels finished on each of the `days` days up to `today`, oldest first (an
    /// entry whose day does not read as a date is left out).
    pub fn by_day(&self, puzzle: &str, today: Date, days: usize) -> Vec<Day> {
        let mut out = vec![Day::default(); days];
        let first = today.days_since_epoch() - days as i64 + 1;
        for entry in self.finished.iter().filter(|f| f.puzzle() == puzzle) {
            let Ok(day) = Date::parse(&entry.day) else {
                continue;
            };
            let Ok(i) = usize::try_from(day.days_since_epoch() - first) else {
                continue;
            };
            if let Some(d) = out.get_mut(i) {
                d.add(entry);
            }
        }
        out
    }

    /// The player's rating in a puzzle (by its name in files), a new player's if none yet.
    pub fn rating(&self, puzzle: &str) -> Rating {
        self.ratings.get(puzzle).copied().unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::progress::records::Progress;

    fn finished(level: &str, day: &str, hints: u32, difficulty: Option<Difficulty>) -> Finished {
        Finished {
            level: level.to_string(),
            day: day.to_string(),
            moves: Some(12),
            time: 60_000,
            hints,
            solver: false,
            gave_up: false,
            par: Some(10),
            difficulty,
            rating: None,
        }
    }

    #[test]
    fn each_finish_is_kept_with_its_puzzle_and_the_oldest_are_folded_not_lost() {
        let mut p = Progress::default();
        for i in 0..MOST_FINISHES + 1 {
            let day = format!("2026-{:02}-{:02}", 1 + i / 600, 1 + i % 28);
            let level = if i % 2 == 0 {
                "shot/01-the-example"
            } else {
                "daily/2026-11-28/fifteen"
            };
            p.record_finished(finished(level, &day, (i % 3) as u32, None));
        }
        assert_eq!(p.finished.len(), MOST_FINISHES + 1 - FOLDED_AT_ONCE);
        let folded: u32 = p.older.values().map(|s| s.finished).sum();
        assert_eq!(
            folded as usize, FOLDED_AT_ONCE,
            "every entry folded is counted"
        );
        let shot = &p.older["shot"];
        assert_eq!(shot.finished as usize, FOLDED_AT_ONCE / 2);
        assert_eq!(p.older["fifteen"].finished as usize, FOLDED_AT_ONCE / 2);
        // Every third has no hint: a third of them won alone.
        assert_eq!(shot.unaided, 34);
        assert_eq!(shot.time, 100 * 60_000);
        assert_eq!(
            (shot.first_day.as_str(), shot.last_day.as_str()),
            ("2026-01-01", "2026-01-27")
        );
        assert_eq!(
            p.finished[0].day,
            format!("2026-01-{:02}", 1 + FOLDED_AT_ONCE % 28)
        );
    }

    #[test]
    fn random_and_daily_levels_move_the_puzzles_rating_and_the_others_do_not() {
        let mut p = Progress::default();
        // A built-in level and a level the player made: no rating.
        p.record_finished(finished(
            "shot/05-crossfire",
            "2026-11-28",
            0,
            Some(Difficulty::Hard),
        ));
        p.record_finished(finished(
            "mine/shot/made-1",
            "2026-11-28",
            0,
            Some(Difficulty::Hard),
        ));
        assert!(p.ratings.is_empty() && p.finished.iter().all(|f| f.rating.is_none()));
        // A random level won alone raises it; the entry keeps the rating after it.
        p.record_finished(finished(
            "mine/shot/random-7",
            "2026-11-28",
            0,
            Some(Difficulty::Hard),
        ));
        let after_win = p.rating("shot");
        assert!(after_win.rating > 1500.0, "{after_win:?}");
        assert_eq!(p.finished[2].rating, Some(after_win));
        // A daily one won with hints is a draw against it: lower than a second win would be.
        let mut helped = p.clone();
        helped.record_finished(finished(
            "daily/2026-11-28/shot",
            "2026-11-28",
            2,
            Some(Difficulty::Medium),
        ));
        let mut alone = p.clone();
        alone.record_finished(finished(
            "daily/2026-11-28/shot",
            "2026-11-28",
            0,
            Some(Difficulty::Medium),
        ));
        assert!(helped.rating("shot").rating < alone.rating("shot").rating);
        // One the solver played from its start is given up: the rating falls.
        let mut gave_up = finished(
            "mine/shot/random-8",
            "2026-11-28",
            0,
            Some(Difficulty::Medium),
        );
        (gave_up.solver, gave_up.gave_up) = (true, true);
        assert_eq!(gave_up.finish(), Finish::Lost);
        let before = alone.rating("shot").rating;
        alone.record_finished(gave_up);
        assert!(alone.rating("shot").rating < before);
        // Another puzzle's rating is its own; one of unknown difficulty moves nothing.
        assert_eq!(alone.rating("fifteen"), Rating::default());
        alone.record_finished(finished("mine/fifteen/random-1", "2026-11-28", 0, None));
        assert_eq!(alone.rating("fifteen"), Rating::default());
    }

    #[test]
    fn the_days_sum_a_puzzles_finishes_and_leave_out_older_ones_and_others() {
        let mut p = Progress::default();
        for (level, day, hints) in [
            ("shot/01", "2026-11-28", 1),
            ("shot/02", "2026-11-28", 0),
            ("mine/shot/random-1", "2026-11-26", 2),
            ("shot/03", "2026-10-01", 0),
            ("fifteen/01", "2026-11-28", 0),
        ] {
            p.record_finished(finished(level, day, hints, None));
        }
        let today = Date::parse("2026-11-28").expect("a date");
        let days = p.by_day("shot", today, 7);
        assert_eq!(days.len(), 7);
        let counts: Vec<u32> = days.iter().map(|d| d.finished).collect();
        assert_eq!(counts, [0, 0, 0, 0, 1, 0, 2]);
        assert_eq!(days[6].hints, 1);
        assert_eq!(days[6].mean_time(), Some(60_000));
        assert_eq!((days[6].moves, days[6].pars), (24, 20));
        assert_eq!(days[0].mean_time(), None);
    }

    #[test]
    fn a_reset_forgets_one_puzzles_history_and_rating() {
        let mut p = Progress::default();
        p.record_finished(finished(
            "mine/shot/random-7",
            "2026-11-28",
            0,
            Some(Difficulty::Hard),
        ));
        p.record_finished(finished(
            "daily/2026-11-28/fifteen",
            "2026-11-28",
            0,
            Some(Difficulty::Easy),
        ));
        assert!(p.has_records(Some("fifteen")));
        p.reset(Some("shot"));
        assert_eq!(p.finished.len(), 1);
        assert!(!p.ratings.contains_key("shot") && p.ratings.contains_key("fifteen"));
        p.reset(None);
        assert!(p.finished.is_empty() && p.ratings.is_empty());
    }
}
