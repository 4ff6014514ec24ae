//! The player's progress in the game's data folder (`PUZZLEBOX_DATA`, else the platform's):
//! `stats` prints what it holds without writing to it (per puzzle the levels solved, the levels
//! finished and the rating; with `--json`, the records, the history and the ratings for
//! scripts); `progress export` writes it to a file, `progress import` merges such a file in.

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

#[cfg(target_arch = "wasm32")]
pub fn export(_: &std::path::Path, _: bool) -> Result<Outcome, String> {
    Err("a browser has no command line".to_string())
}

#[cfg(target_arch = "wasm32")]
pub fn import(_: &std::path::Path) -> Result<Outcome, String> {
    Err("a browser has no command line".to_string())
}

/// Prints the progress kept in the data folder (`PUZZLEBOX_DATA`, else the platform's). A save
/// that is not read whole is told on stderr, and what could be read is printed.
#[cfg(not(target_arch = "wasm32"))]
pub fn stats(json: bool) -> Result<Outcome, String> {
    let progress = read_only()?;
    if json {
        println!("{}", as_json(&progress));
    } else {
        print!("{}", as_text(&progress));
    }
    Ok(Outcome::Done)
}

/// The save in the data folder.
#[cfg(not(target_arch = "wasm32"))]
fn save_file() -> Result<crate::progress::store::FileStore, String> {
    let folder = crate::progress::store::data_folder()
        .ok_or("this system has no data folder for the game")?;
    Ok(crate::progress::store::FileStore {
        path: folder.join("progress.json"),
    })
}

/// The progress in the data folder, read without writing it (a save not read whole is told on
/// stderr, and a copy of it kept aside; what could be read is used).
#[cfg(not(target_arch = "wasm32"))]
fn read_only() -> Result<Progress, String> {
    let store = crate::progress::store::ReadOnly(Box::new(save_file()?));
    let loaded = crate::progress::load(&store, &renames());
    if let Some(warning) = &loaded.warning {
        eprintln!("puzzlebox: {}", warning.read_only());
    }
    Ok(loaded.progress)
}

/// The ids built-in levels were kept under before, and their ids now.
#[cfg(not(target_arch = "wasm32"))]
fn renames() -> crate::progress::Renames {
    crate::progress::Renames(crate::levels::renames())
}

/// `progress export FILE`: the whole progress (settings, records, history, levels made) into
/// `file`, written atomically; an existing file only with `force`.
#[cfg(not(target_arch = "wasm32"))]
pub fn export(file: &std::path::Path, force: bool) -> Result<Outcome, String> {
    if file.exists() && !force {
        return Err(format!(
            "{} is there already; give --force to write over it",
            file.display()
        ));
    }
    let mut progress = read_only()?;
    // Written as a save may be, so that it can be imported whole.
    let (text, gave) = progress
        .to_json_within(crate::progress::store::MAX_SAVE)
        .map_err(|e| format!("{}: {e}; nothing was written", file.display()))?;
    if !gave.is_nothing() {
        eprintln!("puzzlebox: {}", gave_way(gave));
    }
    crate::files::write_atomically(file, text.as_bytes())
        .map_err(|e| format!("{}: {e}", file.display()))?;
    println!(
        "wrote {}, {} and {} to {}",
        crate::text_format::count(
            progress.levels.len() as u64,
            "level record",
            "level records"
        ),
        crate::text_format::count(
            progress.finished.len() as u64,
            "level finished",
            "levels finished"
        ),
        crate::text_format::count(progress.mine.len() as u64, "level made", "levels made"),
        file.display()
    );
    Ok(Outcome::Done)
}

/// `progress import FILE`: the progress in `file` (exactly as `export` or the game writes it)
/// merged into the data folder's, keeping the best of both; what it added is printed. A file
/// that is not such progress is refused in one sentence, and nothing is written.
#[cfg(not(target_arch = "wasm32"))]
pub fn import(file: &std::path::Path) -> Result<Outcome, String> {
    let name = file.display().to_string();
    let bytes = crate::files::read_regular(file, crate::progress::store::MAX_SAVE)
        .map_err(|e| format!("{name}: {e}; nothing was imported"))?;
    let pars = crate::levels::builtin_pars();
    let theirs = crate::progress::checked::read(&name, &bytes, &pars).map_err(|r| r.to_string())?;
    let store = save_file()?;
    let (added, gave, warning) = crate::progress::import::import_into(&store, &theirs, &renames())
        .map_err(|e| format!("{}: {e}; nothing was imported", store.path.display()))?;
    if let Some(warning) = warning {
        eprintln!("puzzlebox: {warning}");
    }
    if !gave.is_nothing() {
        eprintln!("puzzlebox: {}", gave_way(gave));
    }
    println!("imported from {name}: {added}");
    Ok(Outcome::Done)
}

/// What gave way for the progress to fit a save, in a sentence.
#[cfg(not(target_arch = "wasm32"))]
fn gave_way(gave: crate::progress::fit::GaveWay) -> String {
    format!(
        "the progress reached the most a save may hold ({} MiB): {} and {} were forgotten, the oldest first",
        crate::progress::store::MAX_SAVE >> 20,
        crate::text_format::count(
            gave.folded as u64,
            "older level finished was folded into its totals",
            "older levels finished were folded into their totals"
        ),
        crate::text_format::count(
            gave.places as u64,
            "level left half-way",
            "levels left half-way"
        ),
    )
}

/// The records, the history and the ratings (each with the range the player's strength likely
/// lies in), as one JSON object.
fn as_json(progress: &Progress) -> serde_json::Value {
    let ratings: serde_json::Map<String, serde_json::Value> = progress
        .ratings
        .iter()
        .map(|(puzzle, rated)| {
            let r = rated.rating;
            let (low, high) = r.range();
            let told = json!({
                "rating": r.rating,
                "deviation": r.deviation,
                "volatility": r.volatility,
                "likely_from": low,
                "likely_to": high,
            });
            (puzzle.to_string(), told)
        })
        .collect();
    // The folded finishes summed per puzzle, whichever machines they were finished on.
    let history = progress.history();
    let puzzles: std::collections::BTreeSet<&String> = progress
        .older
        .values()
        .flat_map(|f| f.puzzles.keys())
        .collect();
    let older: serde_json::Map<String, serde_json::Value> = puzzles
        .into_iter()
        .map(|p| (p.clone(), json!(history.older_of(p))))
        .collect();
    json!({
        "levels": progress.levels,
        "daily": progress.daily,
        "finished": progress.finished,
        "older": older,
        "ratings": ratings,
    })
}

/// A line per puzzle: levels solved, levels finished (the folded ones too), the rating.
fn as_text(progress: &Progress) -> String {
    let mut out = String::new();
    for kind in Kind::ALL {
        let solved = progress
            .levels
            .iter()
            .filter(|(id, r)| r.solved && !id.is_daily() && id.kind() == Some(kind))
            .count();
        let finished = progress
            .finished
            .iter()
            .filter(|f| f.kind() == Some(kind))
            .count()
            + progress.history().older_of(kind.extension()).finished as usize;
        let rating = progress.ratings.get(&kind).map(|r| r.rating).map_or_else(
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
            moves: Some(5),
            time: 20_000,
            par: Some(5),
            difficulty: Some(puzzles::generate::Difficulty::Hard),
            ..Finished::on("mine/shot/random-4", "2026-11-28")
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
