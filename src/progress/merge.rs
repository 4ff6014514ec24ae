//! Two games on one save (two windows, two browser tabs): before a game writes, it reads what is
//! on disk, and when another game wrote there since, the three are merged record by record, so
//! that neither loses what it recorded. `base` is what this game last read or wrote, `ours` what
//! it holds now, `theirs` what it finds written.
//!
//! A record only one side changed since `base` is taken from that side (so a reset in one game
//! stays a reset); a level record both changed keeps the best of both (solved stays solved, the
//! fewest moves and the shortest time, attempts added up); a daily record both changed keeps
//! every puzzle either finished; of two ratings of a puzzle, the later; the levels finished are
//! both histories joined, each finish once (see `history`), less what one side forgot since
//! `base`; anything else both changed (where a level was left, a draft, the settings) is this
//! game's, the last to write.

use super::history::{Finished, History, MOST_FINISHES};
use super::records::{DailyRecord, LevelRecord, Progress, SavedLevel};
use crate::level_id::LevelId;
use std::collections::{BTreeMap, HashSet};

/// The progress to write: `ours`, with what another game wrote since `base` merged in.
pub fn merged(base: &Progress, ours: &Progress, theirs: &Progress) -> Progress {
    Progress {
        version: ours.version.max(theirs.version),
        levels: by_key(&base.levels, &ours.levels, &theirs.levels, both_records),
        mine: players_levels(&base.mine, &ours.mine, &theirs.mine),
        resume: by_key(&base.resume, &ours.resume, &theirs.resume, |_, o, _| {
            o.clone()
        }),
        drafts: by_key(&base.drafts, &ours.drafts, &theirs.drafts, |_, o, _| {
            o.clone()
        }),
        daily: by_key(&base.daily, &ours.daily, &theirs.daily, both_days),
        origin: if ours.origin.is_empty() {
            theirs.origin.clone()
        } else {
            ours.origin.clone()
        },
        finished: Vec::new(),
        older: BTreeMap::new(),
        ratings: by_key(&base.ratings, &ours.ratings, &theirs.ratings, |_, o, t| {
            o.later(t).clone()
        }),
        settings: if ours.settings == base.settings {
            theirs.settings.clone()
        } else {
            ours.settings.clone()
        },
        dirty: ours.dirty,
    }
    .with_history(history(base, ours, theirs))
}

/// Each key of either side: the side that changed it since `base`, or `both` when both did.
/// A key one side removed and the other left as it was stays removed.
fn by_key<K: Ord + Clone, T: Clone + PartialEq>(
    base: &BTreeMap<K, T>,
    ours: &BTreeMap<K, T>,
    theirs: &BTreeMap<K, T>,
    both: impl Fn(Option<&T>, &T, &T) -> T,
) -> BTreeMap<K, T> {
    let mut out = BTreeMap::new();
    for key in ours.keys().chain(theirs.keys()) {
        let (b, o, t) = (base.get(key), ours.get(key), theirs.get(key));
        let value = match (o, t) {
            (Some(o), Some(t)) if o == t => Some(o.clone()),
            (Some(o), Some(t)) if b == Some(o) => Some(t.clone()),
            (Some(o), Some(t)) if b == Some(t) => Some(o.clone()),
            (Some(o), Some(t)) => Some(both(b, o, t)),
            // One side has it: the other removed it (if it was there and is unchanged here),
            // or never had it.
            (Some(v), None) | (None, Some(v)) => (b != Some(v)).then(|| v.clone()),
            (None, None) => None,
        };
        if let Some(value) = value {
            out.insert(key.clone(), value);
        }
    }
    out
}

/// A level's record both games changed: the best of both, the attempts each made since
/// `base` added up.
fn both_records(
    base: Option<&LevelRecord>,
    ours: &LevelRecord,
    theirs: &LevelRecord,
) -> LevelRecord {
    let before = base.map_or(0, |b| b.attempts);
    let attempts = (ours.attempts.saturating_sub(before)).saturating_add(theirs.attempts);
    ours.best_of(theirs, attempts)
}

/// A day both games changed: every puzzle either finished, each way.
fn both_days(_: Option<&DailyRecord>, ours: &DailyRecord, theirs: &DailyRecord) -> DailyRecord {
    ours.with(theirs)
}

/// The levels finished: both histories joined, each finish once (see `history`), less what
/// one game forgot since `base` (a puzzle's records reset), then folded to the cap.
fn history(base: &Progress, ours: &Progress, theirs: &Progress) -> History {
    let mut joined = ours.history().join(&theirs.history());
    let forgot = |side: &Progress| -> HashSet<(String, u64)> {
        let kept: HashSet<(&str, u64)> = side
            .finished
            .iter()
            .map(|f| (f.from.as_str(), f.n))
            .collect();
        let folded = |f: &Finished| side.older.get(&f.from).is_some_and(|o| f.n <= o.through);
        base.finished
            .iter()
            .filter(|f| !kept.contains(&(f.from.as_str(), f.n)) && !folded(f))
            .map(|f| (f.from.clone(), f.n))
            .collect()
    };
    let (by_us, by_them) = (forgot(ours), forgot(theirs));
    joined.finished.retain(|f| {
        let key = (f.from.clone(), f.n);
        !by_us.contains(&key) && !by_them.contains(&key)
    });
    for (origin, was) in &base.older {
        for puzzle in was.puzzles.keys() {
            let dropped = |side: &Progress| {
                side.older
                    .get(origin)
                    .is_none_or(|f| !f.puzzles.contains_key(puzzle))
            };
            if (dropped(ours) || dropped(theirs))
                && let Some(now) = joined.older.get_mut(origin)
            {
                now.puzzles.remove(puzzle);
            }
        }
    }
    joined.fold_the_oldest(MOST_FINISHES);
    joined
}

/// The player's own levels: ours in our order, then those the other game added; one either
/// game deleted (it was in `base`) is gone; one both changed is ours.
fn players_levels(
    base: &[SavedLevel],
    ours: &[SavedLevel],
    theirs: &[SavedLevel],
) -> Vec<SavedLevel> {
    let index = |list: &[SavedLevel]| -> BTreeMap<LevelId, SavedLevel> {
        list.iter().map(|l| (l.id.clone(), l.clone())).collect()
    };
    let kept = by_key(&index(base), &index(ours), &index(theirs), |_, o, _| {
        o.clone()
    });
    let mut out: Vec<SavedLevel> = ours
        .iter()
        .filter_map(|l| kept.get(&l.id).cloned())
        .collect();
    for level in theirs {
        if !ours.iter().any(|l| l.id == level.id)
            && let Some(level) = kept.get(&level.id)
        {
            out.push(level.clone());
        }
    }
    out
}
