//! Progress brought from another machine or browser (a file `progress export` wrote, or the
//! game's own save): merged into this one keeping the best of both and dropping nothing, with
//! a word on what it added. Importing the same file twice adds nothing the second time.
//!
//! The file must be exactly what the game writes ([`super::salvage::exact`]): one that is not
//! is refused whole, and nothing here changes.

use super::history::Finished;
use super::records::{DailyRecord, Progress, SavedLevel};
use crate::level_id::LevelId;
use std::collections::BTreeMap;

/// What an import added, by kind of record.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Added {
    /// Levels with a record here for the first time.
    pub records: usize,
    /// Levels whose record the file made better (solved, fewer moves, a shorter time, par).
    pub improved: usize,
    /// Levels finished, in the history.
    pub finished: usize,
    /// Levels the player made (one whose id was taken here by another level comes under a
    /// new id).
    pub made: usize,
    /// Days of the daily set with a puzzle finished that was not here.
    pub days: usize,
    /// Puzzles whose rating the file held surer than this one.
    pub ratings: usize,
    /// Levels left half-way, where this progress had none.
    pub places: usize,
}

impl Added {
    /// Whether the file added nothing.
    pub fn is_nothing(&self) -> bool {
        *self == Added::default()
    }
}

impl std::fmt::Display for Added {
    /// `3 level records added, 1 improved, 12 levels finished, …` (English, for the command
    /// line), or `nothing new`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        use crate::text_format::count;
        let parts = [
            (
                self.records,
                count(self.records as u64, "level record", "level records") + " added",
            ),
            (self.improved, format!("{} improved", self.improved)),
            (
                self.finished,
                count(self.finished as u64, "level finished", "levels finished"),
            ),
            (
                self.made,
                count(self.made as u64, "level made", "levels made"),
            ),
            (
                self.days,
                count(self.days as u64, "daily set", "daily sets"),
            ),
            (
                self.ratings,
                count(self.ratings as u64, "rating", "ratings"),
            ),
            (
                self.places,
                count(
                    self.places as u64,
                    "level left half-way",
                    "levels left half-way",
                ),
            ),
        ];
        let said: Vec<String> = parts
            .into_iter()
            .filter(|(n, _)| *n > 0)
            .map(|(_, s)| s)
            .collect();
        if said.is_empty() {
            f.write_str("nothing new")
        } else {
            f.write_str(&said.join(", "))
        }
    }
}

impl Added {
    /// What was added, in the player's language: `3 level records added, 1 improved, …`.
    pub fn told(&self, words: crate::lang::Words) -> String {
        let parts = [
            (self.records, "import-part-records"),
            (self.improved, "import-part-improved"),
            (self.finished, "import-part-finished"),
            (self.made, "import-part-made"),
            (self.days, "import-part-days"),
            (self.ratings, "import-part-ratings"),
            (self.places, "import-part-places"),
        ];
        let said: Vec<String> = parts
            .into_iter()
            .filter(|(n, _)| *n > 0)
            .map(|(n, id)| words.message(id, &[("count", n.into())]))
            .collect();
        said.join(&crate::tr!(words, "import-list-separator"))
    }
}

/// `ours` with `theirs` merged in, and what that added. Settings stay ours.
pub fn import(ours: &Progress, theirs: &Progress) -> (Progress, Added) {
    let mut out = ours.clone();
    let mut added = Added::default();
    for (id, record) in &theirs.levels {
        match out.levels.get_mut(id) {
            None => {
                out.levels.insert(id.clone(), record.clone());
                added.records += 1;
            }
            Some(here) => {
                // Two machines' attempts at one level are not told apart, and importing twice
                // must not count them twice: the more of the two.
                let better = here.best_of(record, here.attempts.max(record.attempts));
                if better != *here {
                    *here = better;
                    added.improved += 1;
                }
            }
        }
    }
    added.finished = finished(&mut out.finished, &theirs.finished);
    out.fold_the_oldest();
    added.made = made(&mut out, &theirs.mine);
    added.days = days(&mut out.daily, &theirs.daily);
    for (puzzle, rating) in &theirs.ratings {
        let surer = out
            .ratings
            .get(puzzle)
            .is_none_or(|here| rating.deviation < here.deviation);
        if surer {
            out.ratings.insert(*puzzle, *rating);
            added.ratings += 1;
        }
    }
    for (puzzle, summary) in &theirs.older {
        out.older
            .entry(puzzle.clone())
            .or_insert_with(|| summary.clone());
    }
    for (id, left) in &theirs.resume {
        if !out.resume.contains_key(id) && !out.levels.get(id).is_some_and(|r| r.solved) {
            out.resume.insert(id.clone(), left.clone());
            added.places += 1;
        }
    }
    for (puzzle, draft) in &theirs.drafts {
        out.drafts
            .entry(puzzle.clone())
            .or_insert_with(|| draft.clone());
    }
    out.dirty = !added.is_nothing() || out.dirty;
    (out, added)
}

/// Adds the entries of `theirs` that are not in `ours`, in the order of their days; how many.
fn finished(ours: &mut Vec<Finished>, theirs: &[Finished]) -> usize {
    let new: Vec<Finished> = theirs
        .iter()
        .filter(|e| !ours.contains(e))
        .cloned()
        .collect();
    let count = new.len();
    ours.extend(new);
    // A stable sort: one day's entries keep their order.
    ours.sort_by(|a, b| a.day.cmp(&b.day));
    count
}

/// Adds the player's levels of `theirs` that `out` has not (the same id and text); one whose id
/// is taken here by another level gets the next free id. How many were added.
fn made(out: &mut Progress, theirs: &[SavedLevel]) -> usize {
    let mut count = 0;
    for level in theirs {
        if out
            .mine
            .iter()
            .any(|l| l.text == level.text && l.id.puzzle() == level.id.puzzle())
        {
            continue;
        }
        let id = if out.mine.iter().any(|l| l.id == level.id) {
            free_id(out, &level.id)
        } else {
            level.id.clone()
        };
        out.mine.push(SavedLevel {
            id,
            text: level.text.clone(),
        });
        count += 1;
    }
    count
}

/// The first id of the form `mine/PUZZLE/made-N` (of the puzzle of `like`) not taken here.
fn free_id(out: &Progress, like: &LevelId) -> LevelId {
    let puzzle = like.puzzle().unwrap_or_default();
    (1..)
        .map(|n| LevelId::made_of(puzzle, n))
        .find(|id| !out.mine.iter().any(|l| &l.id == id) && !out.levels.contains_key(id))
        .expect("a free id")
}

/// Adds every puzzle finished on each day of `theirs`; how many days gained one.
fn days(ours: &mut BTreeMap<String, DailyRecord>, theirs: &BTreeMap<String, DailyRecord>) -> usize {
    let mut count = 0;
    for (day, record) in theirs {
        let here = ours.entry(day.clone()).or_default();
        let both = here.with(record);
        count += usize::from(*here != both);
        *here = both;
    }
    count
}

/// Why a file was not imported.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Why {
    /// It is JSON, but not one object.
    NotAnObject,
    /// It is not JSON: where, and the reader's words.
    NotJson {
        line: usize,
        column: usize,
        said: String,
    },
    /// It is JSON but not progress: where, and the reader's words.
    NotProgress {
        line: usize,
        column: usize,
        said: String,
    },
    /// A newer game wrote it.
    Newer { version: u32 },
    /// It reads, but a level id has control characters or its keys cannot all be in force.
    NotInForce,
}

/// A file refused whole: its name and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refused {
    pub name: String,
    pub why: Why,
}

impl std::fmt::Display for Refused {
    /// In English, for the command line: `FILE: why; nothing was imported`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let why = match &self.why {
            Why::NotAnObject => {
                "it is not a puzzlebox progress file, which is one JSON object".to_string()
            }
            Why::NotJson { line, column, said } => {
                format!("line {line}, column {column}: it is not JSON ({said})")
            }
            Why::NotProgress { line, column, said } => format!(
                "line {line}, column {column}: it is not a puzzlebox progress file ({said})"
            ),
            Why::Newer { version } => format!(
                "it was written by a newer game (progress version {version}; this game reads up \
                 to {})",
                super::records::VERSION
            ),
            Why::NotInForce => {
                "it holds a level id with control characters, or keys that cannot all be in force"
                    .to_string()
            }
        };
        write!(f, "{}: {why}; nothing was imported", self.name)
    }
}

impl Refused {
    /// The refusal in the player's language (the reader's own words stay as it gives them).
    pub fn told(&self, words: crate::lang::Words) -> String {
        let why = match &self.why {
            Why::NotAnObject => crate::tr!(words, "import-not-an-object"),
            Why::NotJson { line, column, said } => crate::tr!(
                words,
                "import-not-json",
                line = *line,
                column = *column,
                said = said.clone()
            ),
            Why::NotProgress { line, column, said } => crate::tr!(
                words,
                "import-not-progress",
                line = *line,
                column = *column,
                said = said.clone()
            ),
            Why::Newer { version } => crate::tr!(
                words,
                "import-newer",
                version = *version,
                most = super::records::VERSION
            ),
            Why::NotInForce => crate::tr!(words, "import-not-in-force"),
        };
        crate::tr!(words, "import-refused", file = self.name.clone(), why = why)
    }
}

/// The progress in a file to import: exactly what the game writes, or why not, naming the
/// file (and, for JSON that does not read, the line and column).
pub fn read(name: &str, bytes: &[u8]) -> Result<Progress, Refused> {
    if let Some(progress) = super::salvage::exact(bytes) {
        return Ok(progress);
    }
    // The reader's words without the place it adds at their end: the place comes first.
    let said = |e: &serde_json::Error| {
        let said = e.to_string();
        said.rsplit_once(" at line ")
            .map_or(said.clone(), |(words, _)| words.to_string())
    };
    let an_object = serde_json::from_slice::<serde_json::Value>(bytes).map(|v| v.is_object());
    let why = match serde_json::from_slice::<Progress>(bytes) {
        Err(_) if an_object.as_ref().is_ok_and(|object| !object) => Why::NotAnObject,
        Err(e) if e.is_syntax() || e.is_eof() || e.is_io() => Why::NotJson {
            line: e.line(),
            column: e.column(),
            said: said(&e),
        },
        Err(e) => Why::NotProgress {
            line: e.line(),
            column: e.column(),
            said: said(&e),
        },
        Ok(p) if p.version > super::records::VERSION => Why::Newer { version: p.version },
        Ok(_) => Why::NotInForce,
    };
    Err(Refused {
        name: name.to_string(),
        why,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::progress::records::Win;

    fn win(moves: u32, time: u64) -> Win {
        Win {
            moves: Some(moves),
            time,
            par_unaided: false,
        }
    }

    fn entry(level: &str, day: &str) -> Finished {
        Finished {
            moves: Some(4),
            time: 7_000,
            ..Finished::on(level, day)
        }
    }

    fn two_machines() -> (Progress, Progress) {
        let mut here = Progress::default();
        here.record_win("shot/01", win(10, 9_000));
        here.record_finished(entry("shot/01", "2026-11-20"));
        here.keep_level("mine/shot/made-1".into(), "o.o\n".into());
        let mut there = Progress::default();
        there.record_win("shot/01", win(8, 12_000));
        there.record_win("fifteen/01", win(8, 5_000));
        there.record_finished(entry("fifteen/01", "2026-11-21"));
        there.keep_level("mine/shot/made-1".into(), "oo.\n".into());
        there.record_daily(
            "2026-11-21",
            "fifteen",
            crate::progress::records::DailyFinish {
                on_the_day: true,
                hinted: false,
                assisted: false,
            },
        );
        (here, there)
    }

    #[test]
    fn an_import_into_an_empty_progress_gives_the_same_stats() {
        let (_, there) = two_machines();
        let (merged, added) = import(&Progress::default(), &there);
        assert_eq!(merged.levels, there.levels);
        assert_eq!(merged.finished, there.finished);
        assert_eq!(merged.mine, there.mine);
        assert_eq!(merged.daily, there.daily);
        assert_eq!(
            (added.records, added.finished, added.made, added.days),
            (2, 1, 1, 1)
        );
    }

    #[test]
    fn an_import_keeps_the_best_of_both_drops_nothing_and_adds_nothing_twice() {
        let (here, there) = two_machines();
        let (merged, added) = import(&here, &there);
        let shot = &merged.levels["shot/01"];
        assert_eq!(
            (shot.best, shot.best_time),
            (Some(8), Some(9_000)),
            "best of both"
        );
        assert!(merged.levels["fifteen/01"].solved);
        let days: Vec<&str> = merged.finished.iter().map(|f| f.day.as_str()).collect();
        assert_eq!(days, ["2026-11-20", "2026-11-21"]);
        // Both levels made are kept: the file's under a new id.
        let made: Vec<(&str, &str)> = merged
            .mine
            .iter()
            .map(|l| (l.id.as_str(), l.text.as_str()))
            .collect();
        assert_eq!(
            made,
            [("mine/shot/made-1", "o.o\n"), ("mine/shot/made-2", "oo.\n")]
        );
        assert_eq!(
            merged.settings, here.settings,
            "the settings stay this machine's"
        );
        assert_eq!(
            added.to_string(),
            "1 level record added, 1 improved, 1 level finished, 1 level made, 1 daily set"
        );
        let (again, nothing) = import(&merged, &there);
        assert_eq!(again, merged);
        assert!(nothing.is_nothing(), "{nothing}");
        assert_eq!(nothing.to_string(), "nothing new");
    }

    #[test]
    fn a_damaged_or_hostile_file_is_refused_in_one_sentence() {
        let good = two_machines().1.to_json();
        assert!(read("p.json", good.as_bytes()).is_ok());
        let cases = [
            (&good[..good.len() / 2], "p.json: line"),
            ("[1, 2, 3]", "not a puzzlebox progress file"),
            (
                r#"{"version": 99, "levels": {}, "mine": [], "settings": {}}"#,
                "newer game",
            ),
            ("\u{0}\u{1}binary", "it is not JSON"),
        ];
        for (text, says) in cases {
            let refused = read("p.json", text.as_bytes()).expect_err(text);
            let e = refused.to_string();
            assert!(
                e.contains(says) && e.ends_with("nothing was imported"),
                "{e}"
            );
            assert_eq!(e.lines().count(), 1, "{e}");
            // The player's words name the file too, in one sentence, in every language.
            for language in crate::lang::Language::ALL {
                let told = refused.told(crate::lang::Words::of(language));
                assert!(
                    told.contains("p.json") && told.lines().count() == 1,
                    "{told}"
                );
            }
        }
        let control = good.replace("shot/01", "shot/\\u0007");
        let e = read("p.json", control.as_bytes()).expect_err("control characters");
        assert_eq!(e.why, Why::NotInForce);
    }
}
