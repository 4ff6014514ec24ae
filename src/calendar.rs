//! Today on the player's own calendar: the day the daily set and its streak count in.

use puzzles::daily::Date;

/// Today's date where the player is (the system's time zone on the desktop, the browser's on
/// the web).
pub fn today() -> Date {
    use chrono::Datelike;
    let now = chrono::Local::now().date_naive();
    // A clock set beyond the years a date may have is read as the nearest one.
    Date::new(now.year(), now.month(), now.day()).unwrap_or_else(|| {
        let (year, month, day) = if now.year() < 1 {
            (1, 1, 1)
        } else {
            (9999, 12, 31)
        };
        Date::new(year, month, day).expect("a calendar day")
    })
}

/// Seconds from now to the next midnight where the player is: when tomorrow's set comes.
pub fn seconds_to_tomorrow() -> u64 {
    let now = chrono::Local::now();
    let midnight = now
        .date_naive()
        .succ_opt()
        .and_then(|d| d.and_hms_opt(0, 0, 0))
        .and_then(|t| t.and_local_timezone(chrono::Local).earliest());
    midnight.map_or(0, |m| (m - now).num_seconds().max(0) as u64)
}
