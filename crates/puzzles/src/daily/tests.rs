use super::*;
use crate::all_puzzles::{Variant, Visit};

/// The codes of a few dates' sets as this recipe made them first: a change that makes
/// another level for a date that has been played fails here.
const GOLDEN: &str = include_str!("golden.txt");

fn date(text: &str) -> Date {
    Date::parse(text).unwrap()
}

#[test]
fn the_same_date_makes_the_same_five_and_another_date_others() {
    let day = date("2026-11-26");
    let codes = |d| {
        daily_set(d)
            .unwrap()
            .iter()
            .map(DailyLevel::code)
            .collect::<Vec<_>>()
    };
    let first = codes(day);
    assert_eq!(first.len(), 5);
    assert_eq!(codes(day), first);
    let next = codes(day.add_days(1).unwrap());
    assert!(first.iter().zip(&next).all(|(a, b)| a != b));
}

#[test]
fn the_golden_dates_make_the_codes_they_always_made() {
    let mut checked = 0;
    for line in GOLDEN
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let mut parts = line.split_whitespace();
        let (day, kind, code) = (
            parts.next().unwrap(),
            parts.next().unwrap(),
            parts.next().unwrap(),
        );
        let set = daily_set(date(day)).unwrap();
        let level = set.iter().find(|l| l.kind.extension() == kind).unwrap();
        assert_eq!(level.code(), code, "{day} {kind}");
        checked += 1;
    }
    assert_eq!(checked, 15, "three dates of five puzzles");
}

/// Solves a level and plays the solution: whether it ends solved, and in how many moves.
struct SolvedIn;

impl Visit for SolvedIn {
    type Out = Option<(bool, usize)>;

    fn visit<P: Variant>(self, level: &P) -> Self::Out {
        let moves = level.solve().moves?;
        let end = level.replay(&moves).ok()?;
        Some((end.is_solved(), moves.len()))
    }
}

#[test]
fn each_days_levels_are_solved_by_their_solver_within_their_par() {
    let mut at_par = 0;
    // A week: every difficulty.
    for n in 0..7 {
        let day = date("2026-11-23").add_days(n).unwrap();
        for daily in daily_set(day).unwrap() {
            assert_eq!(daily.difficulty, difficulty_on(day));
            // On this platform the solver proves every par as the level is made.
            let par = daily.par.expect("a par");
            assert_eq!(
                daily.level.meta().par(),
                None,
                "the level's text holds no par"
            );
            assert_eq!(
                daily.level.meta().get("title"),
                Some(format!("Daily {day}").as_str())
            );
            let (solved, moves) = daily.level.visit(SolvedIn).expect("a solution");
            assert!(solved, "{day} {}", daily.kind);
            // The par is the solution's length, but for a program, whose par counts its
            // blocks and not the edits that write them.
            assert!(moves >= par as usize, "{day} {}", daily.kind);
            at_par += usize::from(moves == par as usize);
            let again = Shared::from_code(&daily.code()).unwrap();
            assert_eq!(again.level, daily.level);
        }
    }
    assert!(
        at_par >= 7 * 4,
        "{at_par} of 35 solved in their par's moves"
    );
}

#[test]
fn the_week_starts_easy_and_ends_expert() {
    let names: Vec<_> = (0..7)
        .map(|n| difficulty_on(date("2026-11-23").add_days(n).unwrap()).name())
        .collect();
    assert_eq!(
        names,
        [
            "Easy", "Medium", "Medium", "Hard", "Hard", "Expert", "Expert"
        ]
    );
}

fn days(list: &[&str]) -> BTreeSet<Date> {
    list.iter().map(|d| date(d)).collect()
}

#[test]
fn a_streak_counts_days_in_a_row_and_survives_until_a_day_ends_without_its_five() {
    let done = days(&[
        "2026-11-20",
        "2026-11-21",
        "2026-11-23",
        "2026-11-24",
        "2026-11-25",
    ]);
    // Today's five not solved yet: the run to yesterday still stands.
    assert_eq!(
        Streak::of(&done, date("2026-11-26")),
        Streak {
            current: 3,
            best: 3
        }
    );
    // Today's done too.
    let mut with_today = done.clone();
    with_today.insert(date("2026-11-26"));
    assert_eq!(
        Streak::of(&with_today, date("2026-11-26")),
        Streak {
            current: 4,
            best: 4
        }
    );
    // A day ended without them: the run is over, the best kept.
    assert_eq!(
        Streak::of(&done, date("2026-11-27")),
        Streak {
            current: 0,
            best: 3
        }
    );
    // Across a month's and a year's end.
    let turn = days(&["2026-12-30", "2026-12-31", "2027-01-01"]);
    assert_eq!(
        Streak::of(&turn, date("2027-01-01")),
        Streak {
            current: 3,
            best: 3
        }
    );
    assert_eq!(
        Streak::of(&BTreeSet::new(), date("2027-01-01")),
        Streak::default()
    );
}

#[test]
fn a_streak_is_not_lost_by_travelling_west_or_setting_the_clock_back() {
    // Solved the 26th's five, then flew west: the calendar shows the 25th again.
    let done = days(&["2026-11-24", "2026-11-25", "2026-11-26"]);
    let west = Streak::of(&done, date("2026-11-25"));
    assert_eq!(
        west,
        Streak {
            current: 3,
            best: 3
        }
    );
    // Back on the 26th (or the next day, before its five), the run is whole again.
    assert_eq!(Streak::of(&done, date("2026-11-26")).current, 3);
    assert_eq!(Streak::of(&done, date("2026-11-27")).current, 3);
}
