//! `puzzlebox daily`: a day's five levels as codes, the same on every run, each one the game
//! opens and the solver solves within its par.

use crate::harness::{puzzlebox, puzzlebox_in_zone, stderr, stdout};

fn daily_json(date: &str) -> serde_json::Value {
    let o = puzzlebox(&["daily", "--date", date, "--json"]);
    assert!(o.status.success(), "{}", stderr(&o));
    serde_json::from_str(&stdout(&o)).unwrap()
}

#[test]
fn a_days_five_are_the_same_on_every_run_and_each_is_solved_in_its_par() {
    let v = daily_json("2026-11-30");
    assert_eq!(v, daily_json("2026-11-30"));
    assert_eq!(v["date"], "2026-11-30");
    assert_eq!(v["recipe"], 1);
    assert_eq!(v["difficulty"], "easy");
    let levels = v["levels"].as_array().unwrap();
    let kinds: Vec<_> = levels.iter().map(|l| l["kind"].as_str().unwrap()).collect();
    assert_eq!(kinds, ["shot", "snake", "klotski", "kodable", "fifteen"]);
    for level in levels {
        let code = level["code"].as_str().unwrap();
        let o = puzzlebox(&["solve", code, "--json"]);
        assert!(o.status.success(), "{}", stderr(&o));
        let solved: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
        assert_eq!(solved["solvable"], true, "{}", level["kind"]);
        assert!(level["par"].as_u64().unwrap() > 0);
    }
    let lines = stdout(&puzzlebox(&["daily", "--date", "2026-11-30"]));
    assert!(
        lines.starts_with("2026-11-30: today's five, easy\n"),
        "{lines}"
    );
    assert_eq!(lines.lines().count(), 6);
}

#[test]
fn a_date_that_is_not_one_is_refused_with_status_2() {
    for (date, says) in [
        ("2026-02-30", "there is no day 2026-02-30"),
        ("30/11/2026", "expected a date written YYYY-MM-DD"),
    ] {
        let o = puzzlebox(&["daily", "--date", date]);
        assert_eq!(o.status.code(), Some(2));
        assert!(stderr(&o).contains(says), "{}", stderr(&o));
    }
}

#[test]
fn a_day_after_today_cannot_be_played() {
    let o = puzzlebox(&["play", "--daily", "9999-12-31"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("is after today"), "{}", stderr(&o));
}

/// The date now where clocks are `hours` ahead of UTC.
fn date_at(hours: i64) -> String {
    (chrono::Utc::now() + chrono::Duration::hours(hours))
        .date_naive()
        .to_string()
}

#[test]
fn today_is_the_day_on_the_players_own_clock_in_any_time_zone() {
    for (zone, hours) in [("XXX-14", 14), ("YYY+12", -12), ("UTC0", 0)] {
        let before = date_at(hours);
        let o = puzzlebox_in_zone(zone, &["daily"]);
        let after = date_at(hours);
        assert!(o.status.success(), "{}", stderr(&o));
        let first = stdout(&o).lines().next().unwrap_or_default().to_string();
        let day = first.split(':').next().unwrap_or_default();
        assert!(day == before || day == after, "{zone}: {first}");
    }
    // The day already begun fourteen hours east of UTC is still to come twelve hours west:
    // there it cannot be played yet (26 hours apart, the two are never the same day).
    let east = date_at(14);
    let o = puzzlebox_in_zone("YYY+12", &["play", "--daily", &east]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains("is after today"), "{}", stderr(&o));
}
