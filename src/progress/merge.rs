//! Two games on one save (two windows, two browser tabs): before a game writes, it reads what is
//! on disk, and when another game wrote there since, the three are merged record by record, so
//! that neither loses what it recorded. `base` is what this game last read or wrote, `ours` what
//! it holds now, `theirs` what it finds written.
//!
//! A record only one side changed since `base` is taken from that side (so a reset in one game
//! stays a reset); a level record both changed keeps the best of both (solved stays solved, the
//! fewest moves and the shortest time, attempts added up); a daily record both changed keeps
//! every puzzle either finished; anything else both changed (where a level was left, a draft,
//! the settings) is this game's, the last to write.

use super::history::Finished;
use super::records::{DailyRecord, LevelRecord, Progress, SavedLevel};
use crate::level_id::LevelId;
use std::collections::BTreeMap;

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
        finished: finished(&base.finished, &ours.finished, &theirs.finished),
        older: by_key(&base.older, &ours.older, &theirs.older, |_, o, _| o.clone()),
        ratings: by_key(&base.ratings, &ours.ratings, &theirs.ratings, |_, o, _| *o),
        settings: if ours.settings == base.settings {
            theirs.settings.clone()
        } else {
            ours.settings.clone()
        },
        dirty: ours.dirty,
    }
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

/// The levels finished: ours, then those the other game finished since `base` (each game only
/// adds to the list, and folds its oldest away; an entry of theirs already in ours, or folded
/// away by us, is not added again), in the order of their days.
fn finished(base: &[Finished], ours: &[Finished], theirs: &[Finished]) -> Vec<Finished> {
    let mut out = ours.to_vec();
    for entry in theirs {
        if !base.contains(entry) && !ours.contains(entry) {
            out.push(entry.clone());
        }
    }
    // A stable sort: the same day's entries keep the order they were finished in.
    out.sort_by(|a, b| a.day.cmp(&b.day));
    out
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
