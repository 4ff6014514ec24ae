//! Calendar dates (the proleptic Gregorian calendar), as the daily set counts its days: a thin
//! wrapper around chrono's `NaiveDate`, which does the calendar's arithmetic, kept to the years
//! a date may have and read and written only as `YYYY-MM-DD`.

use crate::error::ParseError;
use chrono::{Datelike, NaiveDate};
use std::fmt;

/// A calendar day, `2026-11-26`, in the years 1 to 9999.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Date(NaiveDate);

/// The days of the week, Monday first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Weekday {
    Monday,
    Tuesday,
    Wednesday,
    Thursday,
    Friday,
    Saturday,
    Sunday,
}

impl Weekday {
    /// Monday first.
    pub const ALL: [Weekday; 7] = [
        Weekday::Monday,
        Weekday::Tuesday,
        Weekday::Wednesday,
        Weekday::Thursday,
        Weekday::Friday,
        Weekday::Saturday,
        Weekday::Sunday,
    ];

    /// Its name in lower case, as the languages' messages select on it: `monday`.
    pub fn name(self) -> &'static str {
        match self {
            Weekday::Monday => "monday",
            Weekday::Tuesday => "tuesday",
            Weekday::Wednesday => "wednesday",
            Weekday::Thursday => "thursday",
            Weekday::Friday => "friday",
            Weekday::Saturday => "saturday",
            Weekday::Sunday => "sunday",
        }
    }
}

/// The earliest and latest years a date may have: far beyond any day played.
const YEARS: std::ops::RangeInclusive<i32> = 1..=9999;

/// The text, or its first `most` characters and how long it was: an error message quotes what
/// it was given without echoing pages of it.
fn at_most(text: &str, most: usize) -> String {
    match text.char_indices().nth(most) {
        None => text.to_string(),
        Some((end, _)) => format!("{}… ({} characters)", &text[..end], text.chars().count()),
    }
}

impl Date {
    /// The date, if there is such a day.
    pub fn new(year: i32, month: u32, day: u32) -> Option<Date> {
        NaiveDate::from_ymd_opt(year, month, day).and_then(Date::within_years)
    }

    /// The day, if its year is one a date may have.
    fn within_years(day: NaiveDate) -> Option<Date> {
        YEARS.contains(&day.year()).then_some(Date(day))
    }

    /// Reads a date written `YYYY-MM-DD`.
    pub fn parse(text: &str) -> Result<Date, ParseError> {
        let text = text.trim();
        let expected = || {
            let found = at_most(text, 40);
            ParseError::named(
                "date-format",
                format!("expected a date written YYYY-MM-DD, like 2026-11-26, found '{found}'"),
            )
            .with("text", found)
        };
        let parts: Vec<&str> = text.split('-').collect();
        let [year, month, day] = parts[..] else {
            return Err(expected());
        };
        let digits = |s: &str, n: usize| s.len() == n && s.bytes().all(|b| b.is_ascii_digit());
        if !(digits(year, 4) && digits(month, 2) && digits(day, 2)) {
            return Err(expected());
        }
        let number = |s: &str| s.parse::<u32>().expect("digits checked");
        Date::new(number(year) as i32, number(month), number(day)).ok_or_else(|| {
            ParseError::named("date-no-such-day", format!("there is no day {text}"))
                .with("text", text)
        })
    }

    /// 1 to 9999.
    pub fn year(self) -> i32 {
        self.0.year()
    }

    /// 1 to 12.
    pub fn month(self) -> u32 {
        self.0.month()
    }

    /// 1 to 31.
    pub fn day(self) -> u32 {
        self.0.day()
    }

    /// Days since 1970-01-01 (negative before it).
    pub fn days_since_epoch(self) -> i64 {
        i64::from(self.0.to_epoch_days())
    }

    /// The date `days` after 1970-01-01, if its year is one a date may have.
    pub fn from_days_since_epoch(days: i64) -> Option<Date> {
        let days = i32::try_from(days).ok()?;
        NaiveDate::from_epoch_days(days).and_then(Date::within_years)
    }

    /// The day `n` days later (earlier for a negative `n`), if there is one.
    pub fn add_days(self, n: i64) -> Option<Date> {
        Date::from_days_since_epoch(self.days_since_epoch().checked_add(n)?)
    }

    pub fn weekday(self) -> Weekday {
        Weekday::ALL[self.0.weekday().num_days_from_monday() as usize]
    }
}

impl fmt::Display for Date {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{:04}-{:02}-{:02}",
            self.year(),
            self.month(),
            self.day()
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn a_long_wrong_date_is_quoted_cut_short() {
        let long = "9".repeat(10_000);
        let message = Date::parse(&long).unwrap_err().to_string();
        assert!(message.len() < 200, "{message}");
        assert!(message.contains("10000 characters"), "{message}");
        let short = Date::parse("tomorrow").unwrap_err().to_string();
        assert!(short.contains("'tomorrow'"), "{short}");
    }

    #[test]
    fn dates_read_and_count_as_the_calendar_does() {
        let d = Date::parse("2026-11-26").unwrap();
        assert_eq!(d.to_string(), "2026-11-26");
        assert_eq!(d.weekday(), Weekday::Thursday);
        assert_eq!(d.weekday().name(), "thursday");
        assert_eq!(Date::parse("1970-01-01").unwrap().days_since_epoch(), 0);
        assert_eq!(
            Date::parse("2000-03-01").unwrap().days_since_epoch(),
            11_017
        );
        assert_eq!(
            Date::parse("2024-02-29")
                .unwrap()
                .add_days(1)
                .unwrap()
                .to_string(),
            "2024-03-01"
        );
        assert_eq!(
            Date::parse("2026-01-01")
                .unwrap()
                .add_days(-1)
                .unwrap()
                .to_string(),
            "2025-12-31"
        );
        assert_eq!(
            Date::parse("2026-11-30").unwrap().weekday(),
            Weekday::Monday
        );
    }

    #[test]
    fn a_date_that_is_not_one_is_refused_saying_why() {
        for (text, name) in [
            ("2026-02-29", "date-no-such-day"),
            ("2026-13-01", "date-no-such-day"),
            ("2026-11-31", "date-no-such-day"),
            ("0000-01-01", "date-no-such-day"),
            ("26-11-2026", "date-format"),
            ("2026/11/26", "date-format"),
            ("2026-1-26", "date-format"),
            ("today", "date-format"),
            ("", "date-format"),
        ] {
            let e = Date::parse(text).unwrap_err();
            assert_eq!(e.named.name, name, "{text}: {e}");
            assert!(e.message.contains(text.trim()), "{e}");
        }
    }

    #[test]
    fn days_follow_each_other_across_months_years_and_leap_days() {
        for (day, next) in [
            ("2026-01-31", "2026-02-01"),
            ("2026-04-30", "2026-05-01"),
            ("2026-02-28", "2026-03-01"),
            ("2024-02-28", "2024-02-29"),
            ("2024-02-29", "2024-03-01"),
            // A century is a leap year only when 400 divides it.
            ("2000-02-28", "2000-02-29"),
            ("1900-02-28", "1900-03-01"),
            ("2100-02-28", "2100-03-01"),
            ("2026-12-31", "2027-01-01"),
            ("1969-12-31", "1970-01-01"),
        ] {
            let (day, next) = (Date::parse(day).unwrap(), Date::parse(next).unwrap());
            assert_eq!(day.add_days(1), Some(next), "{day}");
            assert_eq!(next.add_days(-1), Some(day), "{next}");
            assert_eq!(next.days_since_epoch() - day.days_since_epoch(), 1, "{day}");
        }
        for (leap_day, leap) in [
            ("2024-02-29", true),
            ("2000-02-29", true),
            ("1900-02-29", false),
        ] {
            assert_eq!(Date::parse(leap_day).is_ok(), leap, "{leap_day}");
        }
        let year_2024 = Date::new(2024, 1, 1).unwrap();
        assert_eq!(year_2024.add_days(366), Date::new(2025, 1, 1));
        assert_eq!(
            Date::new(2025, 1, 1).unwrap().add_days(365),
            Date::new(2026, 1, 1)
        );
    }

    #[test]
    fn the_first_and_last_days_a_date_may_have_end_the_calendar() {
        let first = Date::new(1, 1, 1).unwrap();
        let last = Date::new(9999, 12, 31).unwrap();
        assert_eq!(
            (first.to_string(), last.to_string()),
            ("0001-01-01".into(), "9999-12-31".into())
        );
        assert_eq!((first.year(), first.month(), first.day()), (1, 1, 1));
        assert_eq!(first.days_since_epoch(), -719_162);
        assert_eq!(last.days_since_epoch(), 2_932_896);
        assert_eq!(first.weekday(), Weekday::Monday);
        assert_eq!(first.add_days(-1), None);
        assert_eq!(last.add_days(1), None);
        assert_eq!(Date::from_days_since_epoch(-719_163), None);
        assert_eq!(Date::from_days_since_epoch(2_932_897), None);
        assert_eq!(Date::new(0, 12, 31), None);
        assert_eq!(Date::new(10_000, 1, 1), None);
    }

    proptest! {
        #[test]
        fn days_and_dates_go_both_ways(days in -700_000i64..2_900_000) {
            let date = Date::from_days_since_epoch(days).unwrap();
            prop_assert_eq!(date.days_since_epoch(), days);
            prop_assert_eq!(Date::parse(&date.to_string()).unwrap(), date);
            let next = date.add_days(1).unwrap();
            prop_assert!(next > date);
        }
    }
}
