//! `stats`: what the player's progress holds, read from the game's data folder without writing
//! to it: per puzzle the levels solved, the levels finished and the rating; with `--json`, the
//! records, the history and the ratings for scripts.

#![cfg_attr(target_arch = "wasm32", allow(dead_code))]

use super::Outcome;
use crate::progress::records::Progress;
use puzzles::Kind;
use serde_json::json;

/// On the web: no data folder to read.
#[cfg(target_arch = "wasm32")]
pub fn stats(_: bool) -> Result<Outcome, String> {
    Err("a browser has no command line".to_string())
}

/// Prints the progress kept in the data folder (`PUZZLEBOX_DATA`, else the platform's). A save
/// that is not read whole is told on stderr, and what could be read is printed.
#[cfg(not(target_arch = "wasm32"))]
pub fn stats(json: bool) -> Result<Outcome, String> {
    let Some(folder) = crate::progress::store::data_folder() else {
        return Err("this system has no data folder for the game".to_string());
    };
    let store = crate::progress::store::ReadOnly(Box::new(crate::progress::store::FileStore {
        path: folder.join("progress.json"),
    }));
    let loaded = crate::progress::load(&store);
    if let Some(warning) = &loaded.warning {
        eprintln!("puzzlebox: {warning}");
    }
    let progress = &loaded.progress;
    if json {
        println!("{}", as_json(progress));
    } else {
        print!("{}", as_text(progress));
    }
    Ok(Outcome::Done)
}

/// The records, the history and the ratings (each with the range the player's strength likely
/// lies in), as one JSON object.
fn as_json(progress: &Progress) -> serde_json::Value {
    let ratings: serde_json::Map<String, serde_json::Value> = progress
        .ratings
        .iter()
        .map(|(puzzle, r)| {
            let (low, high) = r.range();
            let told = json!({
                "rating": r.rating,
                "deviation": r.deviation,
                "volatility": r.volatility,
                "likely_from": low,
                "likely_to": high,
            });
            (puzzle.clone(), told)
        })
        .collect();
    json!({
        "levels": progress.levels,
        "daily": progress.daily,
        "finished": progress.finished,
        "older": progress.older,
        "ratings": ratings,
    })
}

/// A line per puzzle: levels solved, levels finished (the folded ones too), the rating.
fn as_text(progress: &Progress) -> String {
    let mut out = String::new();
    for kind in Kind::ALL {
        let name = kind.extension();
        let solved = progress
            .levels
            .iter()
            .filter(|(id, r)| {
                r.solved
                    && id
                        .strip_prefix("mine/")
                        .unwrap_or(id)
                        .starts_with(&format!("{name}/"))
            })
            .count();
        let finished = progress
            .finished
            .iter()
            .filter(|f| f.puzzle() == name)
            .count()
            + progress.older.get(name).map_or(0, |s| s.finished as usize);
        let rating = progress.ratings.get(name).map_or_else(
            || "no rating yet".to_string(),
            |r| format!("rated {:.0} ± {:.0}", r.rating, 2.0 * r.deviation),
        );
        out.push_str(&format!(
            "{:<22} {solved:>4} levels solved, {finished:>4} finished, {rating}\n",
            format!("{}:", kind.title())
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::progress::history::Finished;

    #[test]
    fn the_text_and_the_json_say_what_the_progress_holds() {
        let mut p = Progress::default();
        p.record_win(
            "shot/01-the-example",
            crate::progress::records::Win {
                moves: Some(3),
                time: 9_000,
                par_unaided: true,
            },
        );
        p.record_finished(Finished {
            level: "mine/shot/random-4".to_string(),
            day: "2026-11-28".to_string(),
            moves: Some(5),
            time: 20_000,
            hints: 0,
            solver: false,
            gave_up: false,
            par: Some(5),
            difficulty: Some(puzzles::generate::Difficulty::Hard),
            rating: None,
        });
        let text = as_text(&p);
        let shot = text.lines().next().expect("a line per puzzle");
        assert!(
            shot.starts_with("Shot:") && shot.contains("1 levels solved"),
            "{shot}"
        );
        assert!(
            shot.contains("1 finished") && shot.contains("rated 1"),
            "{shot}"
        );
        assert!(
            text.lines()
                .nth(1)
                .is_some_and(|l| l.contains("no rating yet")),
            "{text}"
        );
        let json = as_json(&p);
        assert_eq!(json["levels"]["shot/01-the-example"]["best"], 3);
        assert_eq!(json["finished"][0]["level"], "mine/shot/random-4");
        let rating = &json["ratings"]["shot"];
        assert!(rating["likely_from"].as_f64() < rating["rating"].as_f64());
        assert_eq!(json["finished"][0]["rating"]["rating"], rating["rating"]);
    }
}
