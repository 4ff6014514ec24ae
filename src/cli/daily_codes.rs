//! `puzzlebox daily`: a day's five levels, as codes with their pars.

use super::Outcome;
use puzzles::daily::{self, Date};

/// The day `text` names, if its five can be played: today or before, on this computer's
/// calendar.
pub fn playable_day(text: &str) -> Result<Date, String> {
    let date = Date::parse(text).map_err(|e| format!("--daily: {e}"))?;
    let today = crate::calendar::today();
    if date > today {
        return Err(format!(
            "--daily: {date} is after today ({today}): a day's five open on that day"
        ));
    }
    Ok(date)
}

/// Prints the five levels of `date` (today on the player's calendar when not given): a line
/// each, or with `json` one JSON object.
pub fn daily(date: Option<&str>, json: bool) -> Result<Outcome, String> {
    let date = match date {
        Some(text) => Date::parse(text).map_err(|e| format!("--date: {e}"))?,
        None => crate::calendar::today(),
    };
    let set = daily::daily_set(date)?;
    let difficulty = daily::difficulty_on(date).name().to_ascii_lowercase();
    if json {
        let levels: Vec<_> = set
            .iter()
            .map(|l| {
                serde_json::json!({
                    "kind": l.kind,
                    "par": l.par,
                    "code": l.code(),
                })
            })
            .collect();
        let out = serde_json::json!({
            "date": date.to_string(),
            "recipe": daily::RECIPE,
            "difficulty": difficulty,
            "levels": levels,
        });
        println!("{out}");
    } else {
        println!("{date}: today's five, {difficulty}");
        let width = set.iter().map(|l| l.kind.title().len()).max().unwrap_or(0);
        for l in &set {
            let par = l.par.map_or("?".to_string(), |p| p.to_string());
            println!("  {:<width$}  par {par:>3}  {}", l.kind.title(), l.code());
        }
    }
    Ok(Outcome::Done)
}
