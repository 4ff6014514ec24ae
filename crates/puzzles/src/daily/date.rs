//! Calendar dates (the proleptic Gregorian calendar), as the daily set counts its days.

use crate::error::ParseError;
use std::fmt;

/// A calendar day, `2026-11-26`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Date {
    year: i32,
    month: u8,
    day: u8,
}

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

impl Date {
    /// The date, if there is such a day.
    pub fn new(year: i32, month: u32, day: u32) -> Option<Date> {
        let valid = YEARS.contains(&year)
            && (1..=12).contains(&month)
            && day >= 1
            && day <= days_in_month(year, month);
        valid.then_some(Date {
            year,
            month: month as u8,
            day: day as u8,
        })
    }

    /// Reads a date written `YYYY-MM-DD`.
    pub fn parse(text: &str) -> Result<Date, ParseError> {
        let text = text.trim();
        let expected = || {
            ParseError::named(
                "date-format",
                format!("expected a date written YYYY-MM-DD, like 2026-11-26, found '{text}'"),
            )
            .with("text", text)
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

    pub fn year(self) -> i32 {
        self.year
    }

    /// 1 to 12.
    pub fn month(self) -> u32 {
        self.month.into()
    }

    /// 1 to 31.
    pub fn day(self) -> u32 {
        self.day.into()
    }

    /// Days since 1970-01-01 (negative before it).
    pub fn days_since_epoch(self) -> i64 {
        // Howard Hinnant's days_from_civil: years counted from March, so that the leap day
        // ends a year.
        let (m, d) = (i64::from(self.month), i64::from(self.day));
        let y = i64::from(self.year) - i64::from(m <= 2);
        let era = y.div_euclid(400);
        let year_of_era = y - era * 400;
        let day_of_year = (153 * (m + if m > 2 { -3 } else { 9 }) + 2) / 5 + d - 1;
        let day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
        era * 146_097 + day_of_era - 719_468
    }

    /// The date `days` after 1970-01-01, if its year is one a date may have.
    pub fn from_days_since_epoch(days: i64) -> Option<Date> {
        // Howard Hinnant's civil_from_days.
        let z = days + 719_468;
        let era = z.div_euclid(146_097);
        let day_of_era = z - era * 146_097;
        let year_of_era =
            (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
        let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
        let mp = (5 * day_of_year + 2) / 153;
        let day = day_of_year - (153 * mp + 2) / 5 + 1;
        let month = if mp < 10 { mp + 3 } else { mp - 9 };
        let year = year_of_era + era * 400 + i64::from(month <= 2);
        Date::new(i32::try_from(year).ok()?, month as u32, day as u32)
    }

    /// The day `n` days later (earlier for a negative `n`), if there is one.
    pub fn add_days(self, n: i64) -> Option<Date> {
        Date::from_days_since_epoch(self.days_since_epoch() + n)
    }

    pub fn weekday(self) -> Weekday {
        // 1970-01-01 was a Thursday.
        Weekday::ALL[(self.days_since_epoch() + 3).rem_euclid(7) as usize]
    }
}

impl fmt::Display for Date {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

fn days_in_month(year: i32, month: u32) -> u32 {
    let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    match month {
        2 if leap => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

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
