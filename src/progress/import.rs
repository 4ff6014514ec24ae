//! Progress brought from another machine or browser (a file `progress export` wrote, or the
//! game's own save): merged into this one keeping the best of both and dropping nothing, with
//! a word on what it added. Importing the same file twice adds nothing the second time.
//!
//! The file must be exactly what the game writes ([`super::salvage::exact`]): one that is not
//! is refused whole, and nothing here changes.

use super::Renames;
use super::fit::GaveWay;
use super::history::MOST_FINISHES;
use super::records::{DailyRecord, Progress, SavedLevel};
use super::store::Store;
use crate::level_id::LevelId;
use bevy::platform::collections::{HashMap, HashSet};
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
    /// Levels left unkept in the editor, of puzzles with none here.
    pub drafts: usize,
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
            (
                self.drafts,
                count(
                    self.drafts as u64,
                    "level left in the editor",
                    "levels left in the editor",
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
            (self.drafts, "import-part-drafts"),
        ];
        let said: Vec<String> = parts
            .into_iter()
            .filter(|(n, _)| *n > 0)
            .map(|(n, id)| words.message(id, &[("count", n.into())]))
            .collect();
        said.join(&crate::tr!(words, "import-list-separator"))
    }
}

/// `ours` with `theirs` merged in, and what that added. Settings stay ours. Linear in the
/// sizes of both (but for sorting the history).
///
/// The levels made come first: one that is here already (the same puzzle and text) is the
/// same level, whatever its id; one whose id is taken here by another level comes under a new
/// id. The records, places left and finishes of the file follow its levels to their ids here.
pub fn import(ours: &Progress, theirs: &Progress) -> (Progress, Added) {
    import_owned(ours.clone(), theirs)
}

/// [`import`], into `out` itself.
fn import_owned(mut out: Progress, theirs: &Progress) -> (Progress, Added) {
    let mut added = Added::default();
    let (moved, made) = made(&mut out, &theirs.mine);
    added.made = made;
    let to = |id: &LevelId| moved.get(id).cloned().unwrap_or_else(|| id.clone());
    for (id, record) in &theirs.levels {
        let id = &to(id);
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
    let before = out.history();
    let mut their_history = theirs.history();
    if !moved.is_empty() {
        for entry in &mut their_history.finished {
            entry.level = to(&entry.level);
        }
    }
    let mut joined = before.join(&their_history);
    joined.fold_the_oldest(MOST_FINISHES);
    added.finished =
        usize::try_from(joined.total().saturating_sub(before.total())).unwrap_or(usize::MAX);
    added.days = days(&mut out.daily, &theirs.daily);
    for (puzzle, rated) in &theirs.ratings {
        let later = match out.ratings.get(puzzle) {
            None => true,
            Some(here) => here.later(rated) != here,
        };
        if later {
            out.ratings.insert(*puzzle, rated.clone());
            added.ratings += 1;
        }
    }
    // A place left in a level finished here (or solved) is behind: it is not brought back.
    let finished_here: HashSet<&LevelId> = joined.finished.iter().map(|f| &f.level).collect();
    for (id, left) in &theirs.resume {
        let id = &to(id);
        let behind = out.levels.get(id).is_some_and(|r| r.solved) || finished_here.contains(id);
        if !out.resume.contains_key(id) && !behind {
            out.resume.insert(id.clone(), left.clone());
            added.places += 1;
        }
    }
    drop(finished_here);
    out.set_history(joined);
    for (puzzle, draft) in &theirs.drafts {
        if !out.drafts.contains_key(puzzle) {
            out.drafts.insert(puzzle.clone(), draft.clone());
            added.drafts += 1;
        }
    }
    out.dirty = !added.is_nothing() || out.dirty;
    (out, added)
}

/// Merges `theirs` into the store's save under its lock, against what is saved at that
/// moment: another import or a game's win written since is kept. A damaged save is set aside
/// and what could be read of it merged (as the game does when it starts); one that cannot be
/// set aside is not written over. What it added, what gave way for the save to fit, and the
/// warning about the save, if any; nothing is written when it adds nothing.
pub fn import_into(
    store: &dyn Store,
    theirs: &Progress,
    renames: &Renames,
) -> Result<(Added, GaveWay, Option<super::Warning>), String> {
    let mut told = None;
    store.update(&mut |on_disk| {
        let loaded = super::loaded_from(on_disk, store, renames);
        if !loaded.may_write {
            return Err("the saved progress cannot be written".to_string());
        }
        let (mut merged, added) = import_owned(loaded.progress, theirs);
        if added.is_nothing() {
            told = Some((added, GaveWay::default(), loaded.warning));
            return Ok(None);
        }
        let (text, gave) = merged
            .to_json_within(super::store::MAX_SAVE)
            .map_err(|e| e.to_string())?;
        told = Some((added, gave, loaded.warning));
        Ok(Some(text))
    })?;
    told.ok_or_else(|| "the save was not read".to_string())
}

/// Adds the player's levels of `theirs` that `out` has not (the same puzzle and text): under
/// their own ids where those are free here, else under the next free `mine/PUZZLE/made-N`.
/// Which of theirs are kept here under another id, and how many were added.
fn made(out: &mut Progress, theirs: &[SavedLevel]) -> (HashMap<LevelId, LevelId>, usize) {
    let mut moved = HashMap::default();
    let mut count = 0;
    let mut here: HashMap<(&str, &str), LevelId> = HashMap::default();
    let mut taken: HashSet<LevelId> = out.levels.keys().cloned().collect();
    for level in &out.mine {
        taken.insert(level.id.clone());
    }
    for level in &out.mine {
        here.insert(
            (level.id.puzzle().unwrap_or_default(), &level.text),
            level.id.clone(),
        );
    }
    let mut added = Vec::new();
    let mut next: HashMap<&str, u64> = HashMap::default();
    for level in theirs {
        let puzzle = level.id.puzzle().unwrap_or_default();
        if let Some(id) = here.get(&(puzzle, level.text.as_str())) {
            if *id != level.id {
                moved.insert(level.id.clone(), id.clone());
            }
            continue;
        }
        let id = if taken.contains(&level.id) {
            let n = next.entry(puzzle).or_insert(1);
            let free = (*n..)
                .map(|k| LevelId::made_of(puzzle, k))
                .position(|id| !taken.contains(&id))
                .map(|k| *n + k as u64)
                .expect("a free id");
            *n = free + 1;
            let id = LevelId::made_of(puzzle, free);
            moved.insert(level.id.clone(), id.clone());
            id
        } else {
            level.id.clone()
        };
        taken.insert(id.clone());
        here.insert((puzzle, level.text.as_str()), id.clone());
        added.push(SavedLevel {
            id,
            text: level.text.clone(),
        });
        count += 1;
    }
    drop((here, next, taken));
    out.mine.extend(added);
    (moved, count)
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::progress::checked::{Why, read};
    use crate::progress::history::Finished;
    use crate::progress::records::Win;
    use std::collections::HashMap;

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
        assert!(read("p.json", good.as_bytes(), &HashMap::new()).is_ok());
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
            let refused = read("p.json", text.as_bytes(), &HashMap::new()).expect_err(text);
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
        let e =
            read("p.json", control.as_bytes(), &HashMap::new()).expect_err("control characters");
        assert_eq!(e.why, Why::NotInForce);
    }
}
