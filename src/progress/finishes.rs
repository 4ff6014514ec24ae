//! Keeping a level finished in the progress: its entry in the history, marked with this save's
//! origin and its number (the oldest folded away past the cap), the rating it moves, and the
//! history read back day by day.

use super::history::{Day, Finished, MOST_FINISHES};
use super::records::{Progress, Rated};
use puzzles::Kind;
use puzzles::daily::Date;
use puzzles::generate::Difficulty;
use puzzles::rating::{Rating, of_difficulty};
use std::collections::BTreeMap;

impl Progress {
    /// Keeps a level finished in the history, marked as this save's (and, for a rated one,
    /// moves the puzzle's rating and keeps it with the entry); folds the oldest entries away
    /// when there are too many.
    pub fn record_finished(&mut self, mut entry: Finished) {
        let origin = self.own_origin();
        let mut history = self.history();
        entry.n = history.next_number(&origin);
        entry.from = origin;
        rate(&mut self.ratings, &mut entry);
        history.insert(entry);
        history.fold_the_oldest(MOST_FINISHES);
        self.set_history(history);
        self.dirty = true;
    }

    /// The par (and so the difficulty) of a level finished before it was known: its last entry
    /// without one gets it, and, if that makes it a rated level, moves the rating then.
    pub fn par_found(&mut self, level: &str, par: u32, difficulty: Difficulty) {
        let Some(i) = self
            .finished
            .iter()
            .rposition(|f| f.level == level && f.par.is_none())
        else {
            return;
        };
        let entry = &mut self.finished[i];
        (entry.par, entry.difficulty) = (Some(par), Some(difficulty));
        if entry.rating.is_none() {
            rate(&mut self.ratings, entry);
        }
        self.dirty = true;
    }

    /// A puzzle's levels finished on each of the `days` days up to `today`, oldest first (an
    /// entry whose day does not read as a date is left out).
    pub fn by_day(&self, puzzle: Kind, today: Date, days: usize) -> Vec<Day> {
        let mut out = vec![Day::default(); days];
        let first = today.days_since_epoch() - days as i64 + 1;
        for entry in self.finished.iter().filter(|f| f.kind() == Some(puzzle)) {
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

    /// The player's rating in a puzzle, a new player's if none yet.
    pub fn rating(&self, puzzle: Kind) -> Rating {
        self.ratings
            .get(&puzzle)
            .map(|r| r.rating)
            .unwrap_or_default()
    }
}

/// Moves the puzzle's rating by an entry that is rated (a random or daily level of known
/// difficulty), and keeps the rating after it with the entry.
fn rate(ratings: &mut BTreeMap<Kind, Rated>, entry: &mut Finished) {
    let Some(difficulty) = entry.difficulty.filter(|_| entry.is_rated()) else {
        return;
    };
    let Some(puzzle) = entry.kind() else {
        return;
    };
    let before = ratings.get(&puzzle).map(|r| r.rating).unwrap_or_default();
    let after = before.after(&[(of_difficulty(difficulty), entry.finish())]);
    ratings.insert(puzzle, Rated::after(after, entry.mark()));
    entry.rating = Some(after);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::progress::history::FOLDED_AT_ONCE;
    use puzzles::rating::Finish;

    fn finished(level: &str, day: &str, hints: u32, difficulty: Option<Difficulty>) -> Finished {
        Finished {
            moves: Some(12),
            time: 60_000,
            hints,
            par: Some(10),
            difficulty,
            ..Finished::on(level, day)
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
        let history = p.history();
        assert_eq!(
            history.total() as usize,
            MOST_FINISHES + 1,
            "every entry folded is counted"
        );
        let shot = history.older_of("shot");
        assert_eq!(shot.finished as usize, FOLDED_AT_ONCE / 2);
        assert_eq!(
            history.older_of("fifteen").finished as usize,
            FOLDED_AT_ONCE / 2
        );
        // Every third has no hint: a third of them won alone.
        assert_eq!(shot.unaided, 34);
        assert_eq!(shot.time, 100 * 60_000);
        assert_eq!(
            (shot.first_day.as_str(), shot.last_day.as_str()),
            ("2026-01-01", "2026-01-27")
        );
        assert!(
            p.finished.iter().all(|f| f.n > FOLDED_AT_ONCE as u64),
            "the first finished are the ones folded"
        );
        assert!(p.finished.is_sorted_by(|a, b| a.day <= b.day));
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
        let after_win = p.rating(Kind::Shot);
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
        assert!(helped.rating(Kind::Shot).rating < alone.rating(Kind::Shot).rating);
        // One the solver played from its start is given up: the rating falls.
        let mut gave_up = finished(
            "mine/shot/random-8",
            "2026-11-28",
            0,
            Some(Difficulty::Medium),
        );
        (gave_up.solver, gave_up.gave_up) = (true, true);
        assert_eq!(gave_up.finish(), Finish::Lost);
        let before = alone.rating(Kind::Shot).rating;
        alone.record_finished(gave_up);
        assert!(alone.rating(Kind::Shot).rating < before);
        // Another puzzle's rating is its own; one of unknown difficulty moves nothing.
        assert_eq!(alone.rating(Kind::Fifteen), Rating::default());
        alone.record_finished(finished("mine/fifteen/random-1", "2026-11-28", 0, None));
        assert_eq!(alone.rating(Kind::Fifteen), Rating::default());
    }

    #[test]
    fn a_par_found_after_the_win_reaches_the_entry_and_the_rating() {
        let mut p = Progress::default();
        let early = Finished {
            moves: Some(30),
            ..Finished::on("daily/2026-11-28/fifteen", "2026-11-28")
        };
        p.record_finished(early);
        assert!(p.ratings.is_empty(), "no difficulty yet, no rating");
        p.par_found("daily/2026-11-28/fifteen", 30, Difficulty::Expert);
        let entry = &p.finished[0];
        assert_eq!(
            (entry.par, entry.difficulty),
            (Some(30), Some(Difficulty::Expert))
        );
        let rating = p.rating(Kind::Fifteen);
        assert!(
            rating.rating > 1500.0 && entry.rating == Some(rating),
            "{rating:?}"
        );
        // Once only: a second par changes nothing.
        p.par_found("daily/2026-11-28/fifteen", 28, Difficulty::Hard);
        assert_eq!(p.finished[0].par, Some(30));
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
        let days = p.by_day(Kind::Shot, today, 7);
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
        assert!(p.has_records(Some(Kind::Fifteen)));
        p.reset(Some(Kind::Shot));
        assert_eq!(p.finished.len(), 1);
        assert!(!p.ratings.contains_key(&Kind::Shot) && p.ratings.contains_key(&Kind::Fifteen));
        p.reset(None);
        assert!(p.finished.is_empty() && p.ratings.is_empty());
    }
}
