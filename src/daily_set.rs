//! The daily set in the game: its levels' ids, what the player did with each, the streak, the
//! text to share, and the sets made so far (a date's five are made once per run).

use crate::jobs::Background;
use crate::lang::Words;
use crate::progress::records::Progress;
use crate::workers::{self, DailyMade, WorkerJob};
use bevy::platform::time::Instant;
use bevy::prelude::*;
use puzzles::Kind;
use puzzles::daily::{DailyLevel, Date, Streak};
use puzzles::level_code::Shared;
use std::collections::{BTreeSet, HashMap};

use crate::level_id::LevelId;

/// Records a level finished in the daily records, if it is a daily level (its id says so);
/// `hinted` when a hint was shown, `assisted` when the solver made some of the moves.
pub fn record_if_daily(progress: &mut Progress, id: &LevelId, hinted: bool, assisted: bool) {
    if let Some((date, kind)) = id.of_daily() {
        let finish = crate::progress::records::DailyFinish {
            on_the_day: date == crate::calendar::today(),
            hinted,
            assisted,
        };
        progress.record_daily(&date.to_string(), kind.extension(), finish);
    }
}

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

    pub fn in_words(self, words: Words) -> String {
        match self {
            Mark::NotYet => crate::tr!(words, "daily-not-yet"),
            Mark::InProgress => crate::tr!(words, "daily-in-progress"),
            Mark::WithHelp => crate::tr!(words, "daily-with-help"),
            Mark::Solved => crate::tr!(words, "daily-solved"),
            Mark::AtPar => crate::tr!(words, "daily-at-par"),
        }
    }

    /// Whether the level is finished, with help or not.
    pub fn finished(self) -> bool {
        self >= Mark::WithHelp
    }
}

/// The mark of `kind`'s level of `date`.
pub fn mark(progress: &Progress, date: Date, kind: Kind) -> Mark {
    let id = LevelId::daily(date, kind);
    let record = progress.record(&id);
    let day = progress.daily.get(&date.to_string());
    let name = kind.extension().to_string();
    let on = |set: fn(&crate::progress::records::DailyRecord) -> &BTreeSet<String>| {
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

/// The days whose five were all solved while the player's calendar showed that day: every one of
/// the five by its puzzle's name (a name of no puzzle counts for nothing), on a date no later
/// than tomorrow (a player who flew west may be a day ahead; no calendar showed a day after).
pub fn complete_days(progress: &Progress, today: Date) -> BTreeSet<Date> {
    let latest = today.add_days(1).unwrap_or(today);
    progress
        .daily
        .iter()
        .filter(|(_, day)| {
            puzzles::daily::puzzles().all(|(kind, _)| day.on_the_day.contains(kind.extension()))
        })
        .filter_map(|(date, _)| Date::parse(date).ok())
        .filter(|date| *date <= latest)
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

/// The totals of every daily set played, on `today` (days after tomorrow count for nothing).
pub fn totals(progress: &Progress, today: Date) -> DailyTotals {
    let latest = today.add_days(1).unwrap_or(today);
    let mut days = BTreeSet::new();
    let mut at_par = 0;
    for (id, record) in &progress.levels {
        if let Some((date, _)) = id.of_daily() {
            days.insert(date);
            at_par += usize::from(record.par_unaided);
        }
    }
    days.extend(progress.daily.keys().filter_map(|d| Date::parse(d).ok()));
    days.retain(|day| *day <= latest);
    DailyTotals {
        days: days.len(),
        complete: complete_days(progress, today).len(),
        at_par,
    }
}

/// The streak on `today`.
pub fn streak(progress: &Progress, today: Date) -> Streak {
    Streak::of(&complete_days(progress, today), today)
}

/// The time the player took over a date's levels they solved, in milliseconds (at most
/// `u64::MAX`: a save may hold any time).
pub fn time_played(progress: &Progress, date: Date) -> u64 {
    puzzles::daily::puzzles()
        .filter_map(|(kind, _)| progress.record(&LevelId::daily(date, kind))?.best_time)
        .fold(0, u64::saturating_add)
}

/// A date's result to pass on, in the player's language, giving nothing of the levels away:
/// the date, a sign per puzzle, how many were solved and the time, and the way to play them.
pub fn share_text(words: Words, progress: &Progress, date: Date) -> String {
    let marks: Vec<Mark> = puzzles::daily::puzzles()
        .map(|(kind, _)| mark(progress, date, kind))
        .collect();
    let signs: Vec<&str> = marks.iter().map(|m| m.sign()).collect();
    crate::tr!(
        words,
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

/// A day's five, or why they could not be made.
pub type DayLevels = Result<Vec<DailyLevel>, String>;

/// The daily sets of this run, by date: each made on first asking, in the background (a few
/// tenths of a second; in a browser, by a worker), and kept.
#[derive(Resource, Default)]
pub struct DailySets {
    made: HashMap<Date, DayLevels>,
    making: HashMap<Date, (Background<DayLevels>, Instant)>,
}

impl DailySets {
    /// The five levels of `date` once they are made, or why they could not be; `None` while
    /// they are being made (which the first asking begins).
    pub fn of(&mut self, words: Words, date: Date) -> Option<&DayLevels> {
        if !self.made.contains_key(&date) && !self.making.contains_key(&date) {
            let doing = crate::tr!(words, "daily-making");
            let asked = WorkerJob::Daily {
                date: date.to_string(),
            };
            let job = workers::away(asked, &doing, move |answer| read_set(date, answer));
            self.making.insert(date, (job, Instant::now()));
        }
        self.made.get(&date)
    }

    /// Takes in the sets whose making has ended: whether one did.
    pub fn collect(&mut self, frame: f32) -> bool {
        let began = Instant::now();
        let mut done = Vec::new();
        for (date, (job, since)) in &mut self.making {
            if let Some(set) = job.poll(began, frame) {
                done.push((*date, set, since.elapsed().as_millis()));
            }
        }
        for (date, set, ms) in &done {
            self.making.remove(date);
            match set {
                Ok(levels) => {
                    let codes: Vec<String> = levels.iter().map(DailyLevel::code).collect();
                    info!("daily set {date}, made in {ms} ms: {}", codes.join(" "));
                }
                Err(why) => warn!("no daily set for {date}: {why}"),
            }
        }
        let any = !done.is_empty();
        self.made
            .extend(done.into_iter().map(|(date, set, _)| (date, set)));
        any
    }

    /// Whether a set is being made on this machine's threads (rather than by a worker, whose
    /// answer wakes the page itself).
    pub fn busy_here(&self) -> bool {
        self.making.values().any(|(job, _)| !job.waiting())
    }

    /// The par found while `kind`'s level of `date` was played, kept for the Daily screen when
    /// its set came without one (a browser finds Fifteen's once its tables are built).
    pub fn found_par(&mut self, date: Date, kind: Kind, par: u32) {
        let level = self
            .made
            .get_mut(&date)
            .and_then(|set| set.as_mut().ok())
            .and_then(|levels| levels.iter_mut().find(|l| l.kind == kind));
        if let Some(level) = level.filter(|l| l.par.is_none()) {
            level.par = Some(par);
        }
    }
}

/// A worker's answer to the job of `date`'s set, checked: one level of each puzzle of the
/// set, in its order, each of its puzzle and titled with the date.
fn read_set(date: Date, answer: &str) -> DayLevels {
    let made: Vec<DailyMade> = workers::read(answer)?;
    let kinds: Vec<Kind> = puzzles::daily::puzzles().map(|(kind, _)| kind).collect();
    let said: Vec<Kind> = made.iter().map(|m| m.kind).collect();
    if said != kinds {
        return Err(format!("a set of {said:?}, not of {kinds:?}"));
    }
    let title = format!("Daily {date}");
    made.into_iter()
        .map(|m| {
            let level = Shared::from_code(&m.code)
                .and_then(|shared| shared.position())
                .map_err(|e| format!("the {} level's code: {e}", m.kind.title()))?;
            if level.kind() != m.kind || level.meta().title() != Some(title.as_str()) {
                return Err(format!("a {} level not of {date}", m.kind.title()));
            }
            Ok(DailyLevel {
                kind: m.kind,
                difficulty: puzzles::daily::difficulty_on(date),
                level,
                par: m.par,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::progress::records::{DailyFinish, Win};

    fn date(text: &str) -> Date {
        Date::parse(text).unwrap()
    }

    fn finish(progress: &mut Progress, day: &str, kind: Kind, how: DailyFinish, par: bool) {
        let id = LevelId::daily(date(day), kind);
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
    fn a_day_counts_only_with_every_puzzle_by_name_and_not_after_tomorrow() {
        let today = date("2026-11-26");
        let every: Vec<&str> = puzzles::daily::puzzles()
            .map(|(k, _)| k.extension())
            .collect();
        let day = |names: &[&str]| crate::progress::records::DailyRecord {
            on_the_day: names.iter().map(|n| n.to_string()).collect(),
            ..Default::default()
        };
        let mut p = Progress::default();
        p.daily.insert("9999-12-31".into(), day(&every));
        p.daily.insert("2026-11-28".into(), day(&every));
        p.daily
            .insert("2026-11-25".into(), day(&["a", "b", "c", "d", "e"]));
        assert_eq!(
            streak(&p, today),
            Streak {
                current: 0,
                best: 0
            }
        );
        assert_eq!(totals(&p, today).days, 1, "only the 25th is a day played");
        // Tomorrow still counts: a player who flew west is a day ahead.
        p.daily.insert("2026-11-27".into(), day(&every));
        assert_eq!(streak(&p, today).current, 1);
        // Ten thousand days to come count for nothing.
        let mut far = Progress::default();
        let mut d = date("2026-11-28");
        for _ in 0..10_000 {
            far.daily.insert(d.to_string(), day(&every));
            d = d.add_days(1).unwrap();
        }
        assert_eq!(streak(&far, today).current, 0);
    }

    #[test]
    fn the_time_of_a_day_stops_at_the_largest_there_is() {
        let mut p = Progress::default();
        let day = date("2026-11-26");
        let kinds: Vec<Kind> = puzzles::daily::puzzles().map(|(k, _)| k).collect();
        for (kind, time) in [(kinds[0], u64::MAX), (kinds[1], 61_001)] {
            p.record_win(
                &LevelId::daily(day, kind),
                crate::progress::records::Win {
                    moves: Some(5),
                    time,
                    par_unaided: false,
                },
            );
        }
        assert_eq!(time_played(&p, day), u64::MAX);
    }

    #[test]
    fn ids_name_the_date_and_the_puzzle() {
        let id = LevelId::daily(date("2026-11-26"), Kind::Fifteen);
        assert_eq!(id, "daily/2026-11-26/fifteen");
        assert_eq!(id.of_daily(), Some((date("2026-11-26"), Kind::Fifteen)));
        assert_eq!(LevelId::from("daily/2026-11-31/shot").of_daily(), None);
        assert_eq!(LevelId::from("shot/01-the-example").of_daily(), None);
        assert_eq!(LevelId::from("daily/2026-11-26/shot/x").of_daily(), None);
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
        p.record_attempt(&LevelId::daily(day, kinds[3]));
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
        let text = share_text(Words::ENGLISH, &p, day);
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
            totals(&p, date("2026-11-26")),
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

    fn answer_of(date: Date) -> Vec<DailyMade> {
        let job = WorkerJob::Daily {
            date: date.to_string(),
        };
        let answer =
            workers::run(&serde_json::to_string(&job).unwrap(), workers::no_own_jobs).unwrap();
        workers::read(&answer).unwrap()
    }

    #[test]
    fn a_workers_set_is_taken_only_when_it_is_the_days_five() {
        let day = date("2026-11-26");
        let made = answer_of(day);
        let set = read_set(day, &serde_json::to_string(&made).unwrap()).unwrap();
        assert_eq!(set, puzzles::daily::daily_set(day).unwrap());
        // Another day's levels, the puzzles in another order, a code that is not one, or one
        // puzzle's level given for another's: refused.
        let other_day = serde_json::to_string(&answer_of(date("2026-11-25"))).unwrap();
        assert!(
            read_set(day, &other_day)
                .unwrap_err()
                .contains("not of 2026-11-26")
        );
        let mut swapped = made.clone();
        swapped.swap(0, 1);
        let swapped = serde_json::to_string(&swapped).unwrap();
        assert!(read_set(day, &swapped).unwrap_err().starts_with("a set of"));
        let mut broken = made.clone();
        broken[2].code.push('!');
        let broken = serde_json::to_string(&broken).unwrap();
        assert!(read_set(day, &broken).unwrap_err().contains("code"));
        let mut mixed = made.clone();
        mixed[0].code = made[1].code.clone();
        let mixed = serde_json::to_string(&mixed).unwrap();
        assert!(read_set(day, &mixed).is_err());
        assert!(read_set(day, "[{").is_err());
    }

    #[test]
    fn a_set_is_made_away_from_the_frame_and_keeps_a_par_found_later() {
        bevy::tasks::AsyncComputeTaskPool::get_or_init(bevy::tasks::TaskPool::new);
        let day = date("2026-11-26");
        let mut sets = DailySets::default();
        assert!(sets.of(Words::ENGLISH, day).is_none(), "being made");
        assert!(sets.busy_here());
        let waited = Instant::now();
        while !sets.collect(0.016) {
            assert!(waited.elapsed().as_secs() < 60, "the set never came");
            std::thread::sleep(std::time::Duration::from_millis(5));
        }
        assert!(!sets.busy_here());
        let made = sets
            .of(Words::ENGLISH, day)
            .unwrap()
            .as_ref()
            .unwrap()
            .clone();
        assert_eq!(made, puzzles::daily::daily_set(day).unwrap());
        // A par found in play fills in one the set lacked, and never replaces one it had.
        let fifteen = made.iter().position(|l| l.kind == Kind::Fifteen).unwrap();
        let had = made[fifteen].par;
        sets.made.get_mut(&day).unwrap().as_mut().unwrap()[fifteen].par = None;
        sets.found_par(day, Kind::Fifteen, 99);
        sets.found_par(day, Kind::Shot, 99);
        let now = sets.of(Words::ENGLISH, day).unwrap().as_ref().unwrap();
        assert_eq!(now[fifteen].par, Some(99));
        let shot = made.iter().position(|l| l.kind == Kind::Shot).unwrap();
        assert_eq!(now[shot].par, made[shot].par);
        assert!(had.is_some());
    }
}
