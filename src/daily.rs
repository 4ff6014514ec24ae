//! The daily set in the game: its levels' ids, what the player did with each, the streak, the
//! text to share, and the sets made so far (a date's five are made once per run).

use crate::progress::Progress;
use bevy::prelude::*;
use puzzles::Kind;
use puzzles::daily::{DailyLevel, Date, Streak};
use std::collections::{BTreeSet, HashMap};

pub use crate::levels::{daily_id as id_of, of_daily_id as of_id};

/// How far the player got with one daily level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Mark {
    /// Not begun.
    NotYet,
    /// Begun, not solved.
    InProgress,
    /// Finished after a hint, or by the solver.
    WithHelp,
    /// Solved by the player alone.
    Solved,
    /// Solved by the player alone in par moves at most.
    AtPar,
}

impl Mark {
    /// The sign of the mark in a shared result: it gives nothing of the level away.
    pub fn sign(self) -> &'static str {
        match self {
            Mark::NotYet => "–",
            Mark::InProgress => "…",
            Mark::WithHelp => "○",
            Mark::Solved => "✔",
            Mark::AtPar => "★",
        }
    }

    /// The mark in words.
    pub fn words(self) -> String {
        match self {
            Mark::NotYet => crate::tr!("daily-not-yet"),
            Mark::InProgress => crate::tr!("daily-in-progress"),
            Mark::WithHelp => crate::tr!("daily-with-help"),
            Mark::Solved => crate::tr!("daily-solved"),
            Mark::AtPar => crate::tr!("daily-at-par"),
        }
    }

    /// Whether the level is finished, with help or not.
    pub fn finished(self) -> bool {
        self >= Mark::WithHelp
    }
}

/// The mark of `kind`'s level of `date`.
pub fn mark(progress: &Progress, date: Date, kind: Kind) -> Mark {
    let id = id_of(date, kind);
    let record = progress.record(&id);
    let day = progress.daily.get(&date.to_string());
    let name = kind.extension().to_string();
    let on = |set: fn(&crate::progress::DailyRecord) -> &BTreeSet<String>| {
        day.is_some_and(|d| set(d).contains(&name))
    };
    if record.is_some_and(|r| r.par_unaided) {
        Mark::AtPar
    } else if on(|d| &d.unaided) {
        Mark::Solved
    } else if on(|d| &d.helped) || record.is_some_and(|r| r.solved) {
        Mark::WithHelp
    } else if progress.resume.contains_key(&id) || record.is_some_and(|r| r.attempts > 0) {
        Mark::InProgress
    } else {
        Mark::NotYet
    }
}

/// The days whose five were all solved while the player's calendar showed that day.
pub fn complete_days(progress: &Progress) -> BTreeSet<Date> {
    let five = puzzles::daily::puzzles().count();
    progress
        .daily
        .iter()
        .filter(|(_, day)| day.on_the_day.len() >= five)
        .filter_map(|(date, _)| Date::parse(date).ok())
        .collect()
}

/// What the player has done with the daily sets altogether, for the stats.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DailyTotals {
    /// Days with a daily level begun or finished.
    pub days: usize,
    /// Days whose five were all solved on that day.
    pub complete: usize,
    /// Daily levels solved at par without help.
    pub at_par: usize,
}

/// The totals of every daily set played.
pub fn totals(progress: &Progress) -> DailyTotals {
    let mut days = BTreeSet::new();
    let mut at_par = 0;
    for (id, record) in &progress.levels {
        if let Some((date, _)) = of_id(id) {
            days.insert(date);
            at_par += usize::from(record.par_unaided);
        }
    }
    days.extend(progress.daily.keys().filter_map(|d| Date::parse(d).ok()));
    DailyTotals {
        days: days.len(),
        complete: complete_days(progress).len(),
        at_par,
    }
}

/// The streak on `today`.
pub fn streak(progress: &Progress, today: Date) -> Streak {
    Streak::of(&complete_days(progress), today)
}

/// The time the player took over a date's levels they solved, in milliseconds.
pub fn time_played(progress: &Progress, date: Date) -> u64 {
    puzzles::daily::puzzles()
        .filter_map(|(kind, _)| progress.record(&id_of(date, kind))?.best_time)
        .sum()
}

/// A date's result to pass on, in the player's language, giving nothing of the levels away:
/// the date, a sign per puzzle, how many were solved and the time, and the way to play them.
pub fn share_text(progress: &Progress, date: Date) -> String {
    let marks: Vec<Mark> = puzzles::daily::puzzles()
        .map(|(kind, _)| mark(progress, date, kind))
        .collect();
    let signs: Vec<&str> = marks.iter().map(|m| m.sign()).collect();
    crate::tr!(
        "daily-share",
        date = date.to_string(),
        signs = signs.join(" "),
        solved = marks.iter().filter(|m| m.finished()).count(),
        of = marks.len(),
        time = crate::text_format::clock(time_played(progress, date)),
        link = crate::shell::link_to_daily(date)
    )
}

/// The day the Daily screen shows (`None`: today), and the month of its calendar (`None`: that
/// day's).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DailyView {
    pub date: Option<Date>,
    pub month: Option<(i32, u32)>,
}

/// The daily sets made in this run, by date: made on first asking (a few tenths of a second).
#[derive(Resource, Default)]
pub struct DailySets(HashMap<Date, Result<Vec<DailyLevel>, String>>);

impl DailySets {
    /// The five levels of `date`, or why they could not be made.
    pub fn of(&mut self, date: Date) -> &Result<Vec<DailyLevel>, String> {
        self.0.entry(date).or_insert_with(|| {
            let began = bevy::platform::time::Instant::now();
            let set = puzzles::daily::daily_set(date);
            if let Ok(levels) = &set {
                let ms = began.elapsed().as_millis();
                let codes: Vec<String> = levels.iter().map(DailyLevel::code).collect();
                info!("daily set {date}, made in {ms} ms: {}", codes.join(" "));
            }
            set
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::progress::{DailyFinish, Win};

    fn date(text: &str) -> Date {
        Date::parse(text).unwrap()
    }

    fn finish(progress: &mut Progress, day: &str, kind: Kind, how: DailyFinish, par: bool) {
        let id = id_of(date(day), kind);
        if !how.assisted {
            progress.record_win(
                &id,
                Win {
                    moves: Some(5),
                    time: 61_000,
                    par_unaided: par,
                },
            );
        }
        progress.record_daily(day, kind.extension(), how);
    }

    const ALONE: DailyFinish = DailyFinish {
        on_the_day: true,
        hinted: false,
        assisted: false,
    };

    #[test]
    fn ids_name_the_date_and_the_puzzle() {
        let id = id_of(date("2026-11-26"), Kind::Fifteen);
        assert_eq!(id, "daily/2026-11-26/fifteen");
        assert_eq!(of_id(&id), Some((date("2026-11-26"), Kind::Fifteen)));
        assert_eq!(of_id("daily/2026-11-31/shot"), None);
        assert_eq!(of_id("shot/01-the-example"), None);
        assert_eq!(of_id("daily/2026-11-26/shot/x"), None);
    }

    #[test]
    fn each_level_is_marked_by_how_it_was_finished() {
        let mut p = Progress::default();
        let day = date("2026-11-26");
        let kinds: Vec<Kind> = puzzles::daily::puzzles().map(|(k, _)| k).collect();
        finish(&mut p, "2026-11-26", kinds[0], ALONE, true);
        finish(&mut p, "2026-11-26", kinds[1], ALONE, false);
        finish(
            &mut p,
            "2026-11-26",
            kinds[2],
            DailyFinish {
                hinted: true,
                ..ALONE
            },
            false,
        );
        p.record_attempt(&id_of(day, kinds[3]));
        let marks: Vec<Mark> = kinds.iter().map(|&k| mark(&p, day, k)).collect();
        assert_eq!(
            marks,
            [
                Mark::AtPar,
                Mark::Solved,
                Mark::WithHelp,
                Mark::InProgress,
                Mark::NotYet
            ]
        );
        assert_eq!(time_played(&p, day), 3 * 61_000);
        let text = share_text(&p, day);
        assert!(
            text.starts_with("puzzlebox 2026-11-26: ★ ✔ ○ … –"),
            "{text}"
        );
        assert!(text.contains("3/5"), "{text}");
        assert!(text.contains("3:03"), "{text}");
        assert!(text.contains("puzzlebox play --daily 2026-11-26"), "{text}");
    }

    #[test]
    fn the_streak_counts_days_whose_five_were_solved_on_their_day() {
        let mut p = Progress::default();
        for day in ["2026-11-24", "2026-11-25", "2026-11-26"] {
            for (kind, _) in puzzles::daily::puzzles() {
                // The 25th's Fifteen was solved a day late: that day does not count.
                let late = day == "2026-11-25" && kind == Kind::Fifteen;
                let how = DailyFinish {
                    on_the_day: !late,
                    ..ALONE
                };
                finish(&mut p, day, kind, how, false);
            }
        }
        let now = streak(&p, date("2026-11-26"));
        assert_eq!((now.current, now.best), (1, 1));
        assert_eq!(
            totals(&p),
            DailyTotals {
                days: 3,
                complete: 2,
                at_par: 0
            }
        );
        // Finished by the solver: not the player's, not counted.
        let mut q = Progress::default();
        for (kind, _) in puzzles::daily::puzzles() {
            let how = DailyFinish {
                assisted: kind == Kind::Shot,
                ..ALONE
            };
            finish(&mut q, "2026-11-26", kind, how, false);
        }
        assert_eq!(streak(&q, date("2026-11-26")).current, 0);
        assert_eq!(mark(&q, date("2026-11-26"), Kind::Shot), Mark::WithHelp);
    }
}
