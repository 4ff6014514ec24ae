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
