//! What the progress keeps of every level finished: an entry each (its day, moves, time, hints,
//! par and difficulty), the newest [`MOST_FINISHES`] of them; the older ones folded into
//! summaries, so that none is dropped unsaid; and the player's rating in each puzzle, moved by
//! the random and daily levels they finish.
//!
//! Histories of several machines merge finish by finish. Each save has a name of its own, its
//! *origin* (random, made once), and marks each level finished in it with that origin and a
//! number, one more than the last ([`Mark`]). Two copies of one finish have one mark, so a
//! merge keeps it once however often it is imported. The oldest finishes are folded away per
//! origin, always from that origin's first number on: what is folded of an origin is all of
//! its numbers up to one (`through`), summed per puzzle ([`Folded`]). Of two foldings of one
//! origin, the one that goes further holds the other, and a merge keeps it: so a merge never
//! counts a finish twice and never drops one, whatever was folded on either side.

use crate::level_id::LevelId;
use bevy::platform::collections::{HashMap, HashSet};
use puzzles::generate::Difficulty;
use puzzles::rating::{Finish, Rating};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BinaryHeap};

/// The most entries kept one by one. Past it the oldest [`FOLDED_AT_ONCE`] are folded into
/// their summaries (about three years of a level a day in each of the five puzzles' entries
/// before the first fold; a save of about 300 kB at most).
pub const MOST_FINISHES: usize = 2000;

/// How many of the oldest entries are folded at once when the cap is passed, so that folding
/// happens now and then rather than at every win.
pub const FOLDED_AT_ONCE: usize = 200;

/// One level finished, as the history keeps it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Finished {
    /// The level's id (`shot/01-the-example`, `mine/shot/…`, `daily/2026-11-28/shot`).
    pub level: LevelId,
    /// The player's calendar day it was finished on (`2026-11-28`).
    pub day: String,
    /// The moves made (blocks, for a program); none when the count is no score (a program
    /// that left bonuses behind).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub moves: Option<u32>,
    /// Milliseconds on the level's clock.
    pub time: u64,
    /// Hints shown during the attempt.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub hints: u32,
    /// Whether the solver made some of the moves.
    #[serde(default, skip_serializing_if = "is_false")]
    pub solver: bool,
    /// Whether the solver made all of them, the player none: the level given up.
    #[serde(default, skip_serializing_if = "is_false")]
    pub gave_up: bool,
    /// The level's par, when it was known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub par: Option<u32>,
    /// How hard the level is, when its par was known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub difficulty: Option<Difficulty>,
    /// The player's rating in the puzzle after this finish, when it moved it (a random or daily
    /// level of known difficulty).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rating: Option<Rating>,
    /// The origin of the save it was finished in (see the module's page); empty in a save
    /// from before origins, until it is read (see [`mark_unmarked`]).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub from: String,
    /// Its number among that save's finishes, from 1 (0 until marked).
    #[serde(default, skip_serializing_if = "is_zero_64")]
    pub n: u64,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

fn is_zero_64(n: &u64) -> bool {
    *n == 0
}

fn is_false(b: &bool) -> bool {
    !b
}

/// Where a finish was recorded and when: its day, its save's origin and its number there. The
/// later of two is the greater (day first), so that of two ratings the later one is told.
#[derive(Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Mark {
    pub day: String,
    pub from: String,
    pub n: u64,
}

impl Finished {
    /// A level finished on `day`, won alone, with nothing else known (moves, time, par, …):
    /// to fill in with `Finished { moves: Some(12), ..Finished::on(level, day) }`.
    pub fn on(level: &str, day: &str) -> Finished {
        Finished {
            level: level.into(),
            day: day.to_string(),
            moves: None,
            time: 0,
            hints: 0,
            solver: false,
            gave_up: false,
            par: None,
            difficulty: None,
            rating: None,
            from: String::new(),
            n: 0,
        }
    }

    /// The puzzle the level is of, if this build knows it.
    pub fn kind(&self) -> Option<puzzles::Kind> {
        self.level.kind()
    }

    /// The puzzle's name in files (`shot`), known to this build or not; empty for a level
    /// file's.
    pub fn puzzle(&self) -> &str {
        self.level.puzzle().unwrap_or_default()
    }

    /// Where and when it was recorded.
    pub fn mark(&self) -> Mark {
        Mark {
            day: self.day.clone(),
            from: self.from.clone(),
            n: self.n,
        }
    }

    /// How it was finished, as the rating counts it: won alone, won with help (a hint, or some
    /// of the solver's moves), or given up (the solver made every move).
    pub fn finish(&self) -> Finish {
        match (self.gave_up, self.solver, self.hints) {
            (true, _, _) => Finish::Lost,
            (false, false, 0) => Finish::Unaided,
            _ => Finish::Helped,
        }
    }

    /// Whether it moves the player's rating: a level made for them (a random one, not one they
    /// made) or a daily one, of known difficulty.
    pub fn is_rated(&self) -> bool {
        let made_for_them = self.level.is_mine() && !self.level.is_made();
        (made_for_them || self.level.is_daily()) && self.difficulty.is_some()
    }

    /// What the finish was, whoever recorded it: the same finish brought by two saves that
    /// knew nothing of marks (one imported into the other before marks were kept) has one.
    /// Stable from version to version (FNV-1a of its fields, not Rust's hasher).
    pub fn content_hash(&self) -> u64 {
        let numbers = [
            u64::from(self.moves.map_or(u32::MAX, |m| m)),
            self.time,
            u64::from(self.hints),
            u64::from(self.solver) | u64::from(self.gave_up) << 1,
        ];
        let mut hash = fnv_on(FNV_START, self.level.as_bytes());
        hash = fnv_on(hash, b"|");
        hash = fnv_on(hash, self.day.as_bytes());
        for n in numbers {
            hash = fnv_on(hash, &n.to_le_bytes());
        }
        hash
    }

    /// Whether two entries tell of one finish by what they hold (a finish timed to the
    /// millisecond is told apart from any other; one with no time is not).
    fn same_finish(&self, other: &Finished) -> bool {
        self.time > 0 && self.same_content(other)
    }

    /// Whether two entries hold the same finish, whatever was learnt of it later (its par).
    fn same_content(&self, other: &Finished) -> bool {
        self.level == other.level
            && self.day == other.day
            && self.moves == other.moves
            && self.time == other.time
            && self.hints == other.hints
            && self.solver == other.solver
            && self.gave_up == other.gave_up
    }

    /// The order the history is kept in: by day, then by origin and number.
    fn order(&self) -> (&str, &str, u64) {
        (&self.day, &self.from, self.n)
    }
}

/// FNV-1a, 64 bits: a hash that stays the same from version to version.
pub fn fnv(bytes: &[u8]) -> u64 {
    fnv_on(FNV_START, bytes)
}

/// Where FNV-1a starts.
const FNV_START: u64 = 0xcbf2_9ce4_8422_2325;

/// FNV-1a of `bytes` going on from `hash`.
fn fnv_on(hash: u64, bytes: &[u8]) -> u64 {
    bytes.iter().fold(hash, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// One day's levels finished of a puzzle, summed.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Day {
    /// Levels finished.
    pub finished: u32,
    /// Their clocks added up, in milliseconds.
    pub time: u64,
    /// Their hints added up.
    pub hints: u32,
    /// The moves of those with a count and a par, and those pars, added up.
    pub moves: u32,
    pub pars: u32,
    /// The rating after the day's last rated finish.
    pub rating: Option<Rating>,
}

impl Day {
    pub(super) fn add(&mut self, entry: &Finished) {
        self.finished = self.finished.saturating_add(1);
        self.time = self.time.saturating_add(entry.time);
        self.hints = self.hints.saturating_add(entry.hints);
        if let (Some(moves), Some(par)) = (entry.moves, entry.par)
            && !entry.solver
        {
            self.moves = self.moves.saturating_add(moves);
            self.pars = self.pars.saturating_add(par);
        }
        if entry.rating.is_some() {
            self.rating = entry.rating;
        }
    }

    /// Two days' sums in one, never wrapping round (a sum past the most a count holds stays
    /// at the most).
    pub fn plus(self, other: &Day) -> Day {
        Day {
            finished: self.finished.saturating_add(other.finished),
            time: self.time.saturating_add(other.time),
            hints: self.hints.saturating_add(other.hints),
            moves: self.moves.saturating_add(other.moves),
            pars: self.pars.saturating_add(other.pars),
            rating: other.rating.or(self.rating),
        }
    }

    /// The mean time of a level that day, in milliseconds.
    pub fn mean_time(&self) -> Option<u64> {
        (self.finished > 0).then(|| self.time / u64::from(self.finished))
    }
}

/// The entries folded away of one puzzle (of one origin): how many, and their sums and days.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Summary {
    /// Levels finished.
    pub finished: u32,
    /// Of them, won with no hint and no move of the solver's.
    pub unaided: u32,
    /// Their clocks added up, in milliseconds.
    pub time: u64,
    /// Their hints added up.
    pub hints: u32,
    /// The first and the last day among them.
    pub first_day: String,
    pub last_day: String,
}

impl Summary {
    /// Adds an entry folded away.
    pub(super) fn fold(&mut self, entry: &Finished) {
        if self.finished == 0 || entry.day < self.first_day {
            self.first_day = entry.day.clone();
        }
        if entry.day > self.last_day {
            self.last_day = entry.day.clone();
        }
        self.finished = self.finished.saturating_add(1);
        self.unaided = self
            .unaided
            .saturating_add(u32::from(entry.finish() == Finish::Unaided));
        self.time = self.time.saturating_add(entry.time);
        self.hints = self.hints.saturating_add(entry.hints);
    }

    /// Two summaries of different finishes in one.
    pub fn add(&mut self, other: &Summary) {
        if other.finished == 0 {
            return;
        }
        if self.finished == 0 || other.first_day < self.first_day {
            self.first_day = other.first_day.clone();
        }
        if other.last_day > self.last_day {
            self.last_day = other.last_day.clone();
        }
        self.finished = self.finished.saturating_add(other.finished);
        self.unaided = self.unaided.saturating_add(other.unaided);
        self.time = self.time.saturating_add(other.time);
        self.hints = self.hints.saturating_add(other.hints);
    }
}

/// What is folded away of one origin's finishes: all its numbers up to `through`, summed per
/// puzzle (by its name in files).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Folded {
    pub through: u64,
    pub puzzles: BTreeMap<String, Summary>,
}

impl Folded {
    /// How many finishes it holds.
    pub fn finished(&self) -> u64 {
        self.puzzles.values().map(|s| u64::from(s.finished)).sum()
    }

    /// Of two foldings of one origin, the one a merge keeps: the one that goes further (it
    /// holds the other); of two that go as far, the one that holds more (the other forgot a
    /// puzzle), then the one whose sums are greater, so that the choice is the same whichever
    /// comes first.
    fn further<'a>(&'a self, other: &'a Folded) -> &'a Folded {
        let key = |f: &Folded| {
            let sums: Vec<(u32, u64, u32, u32)> = f
                .puzzles
                .values()
                .map(|s| (s.finished, s.time, s.hints, s.unaided))
                .collect();
            (f.through, f.finished(), sums)
        };
        if key(other) > key(self) { other } else { self }
    }
}

/// A history: the entries kept one by one, and what was folded away per origin.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct History {
    pub finished: Vec<Finished>,
    pub older: BTreeMap<String, Folded>,
}

impl History {
    /// How many finishes it holds, folded ones too.
    pub fn total(&self) -> u64 {
        self.finished.len() as u64 + self.older.values().map(Folded::finished).sum::<u64>()
    }

    /// Whether the finish of this mark is held: kept, or folded away.
    fn holds(&self, from: &str, n: u64) -> bool {
        self.older.get(from).is_some_and(|f| n <= f.through)
    }

    /// The next number of `origin`: one more than the last it kept or folded.
    pub fn next_number(&self, origin: &str) -> u64 {
        let kept = self
            .finished
            .iter()
            .filter(|f| f.from == origin)
            .map(|f| f.n)
            .max()
            .unwrap_or(0);
        kept.max(self.older.get(origin).map_or(0, |f| f.through)) + 1
    }

    /// Both histories in one: each finish once, whichever side kept or folded it. Linear in
    /// their sizes (but for the sort).
    pub fn join(&self, other: &History) -> History {
        let mut older = self.older.clone();
        for (origin, theirs) in &other.older {
            let kept = match older.get(origin) {
                Some(ours) => ours.further(theirs).clone(),
                None => theirs.clone(),
            };
            older.insert(origin.clone(), kept);
        }
        let mut joined = History {
            finished: Vec::with_capacity(self.finished.len() + other.finished.len()),
            older,
        };
        let mut seen: HashMap<(&str, u64), &Finished> = HashMap::default();
        let mut again: Vec<&Finished> = Vec::new();
        for entry in self.finished.iter().chain(&other.finished) {
            if joined.holds(&entry.from, entry.n) {
                continue;
            }
            let Some(kept) = seen.get_mut(&(entry.from.as_str(), entry.n)) else {
                seen.insert((&entry.from, entry.n), entry);
                continue;
            };
            if kept.same_content(entry) {
                // One finish, perhaps told more fully on one side (its par found later).
                *kept = fuller(kept, entry);
            } else {
                // The same mark on two finishes (a save copied by hand to two machines): both
                // are kept, the one of the greater contents under a new number.
                let (first, second) = if kept.content_hash() <= entry.content_hash() {
                    (*kept, entry)
                } else {
                    (entry, *kept)
                };
                *kept = first;
                again.push(second);
            }
        }
        joined.finished = seen.into_values().cloned().collect();
        joined.finished.extend(renumbered(&again, &joined));
        joined.finished = without_copies(std::mem::take(&mut joined.finished));
        joined.finished.sort_by(|a, b| a.order().cmp(&b.order()));
        joined
    }

    /// Adds an entry where the history's order puts it (by day, then origin and number): at
    /// the end, for a level finished today.
    pub fn insert(&mut self, entry: Finished) {
        let at = self
            .finished
            .partition_point(|f| f.order() <= entry.order());
        self.finished.insert(at, entry);
    }

    /// While more than `most` entries are kept, folds the oldest away, [`FOLDED_AT_ONCE`] at a
    /// time: of each origin always its first numbers, the oldest day first. O(n log n).
    pub fn fold_the_oldest(&mut self, most: usize) {
        if self.finished.len() <= most {
            return;
        }
        let over = self.finished.len() - most;
        let count = over.div_ceil(FOLDED_AT_ONCE) * FOLDED_AT_ONCE;
        self.fold(count.min(self.finished.len()));
    }

    /// Folds the oldest away until at most `keep` are kept one by one.
    pub fn fold_down_to(&mut self, keep: usize) {
        if self.finished.len() > keep {
            self.fold(self.finished.len() - keep);
        }
    }

    /// Folds `count` entries away (see [`History::fold_the_oldest`]).
    fn fold(&mut self, count: usize) {
        let mut by_origin: HashMap<&str, Vec<usize>> = HashMap::default();
        for (i, f) in self.finished.iter().enumerate() {
            by_origin.entry(&f.from).or_default().push(i);
        }
        for list in by_origin.values_mut() {
            list.sort_by_key(|&i| std::cmp::Reverse(self.finished[i].n));
        }
        // The head of each origin (its lowest number), the oldest day first.
        let mut heads = BinaryHeap::new();
        for (origin, list) in &by_origin {
            if let Some(&i) = list.last() {
                heads.push(std::cmp::Reverse((self.finished[i].day.clone(), *origin)));
            }
        }
        let mut folded = vec![false; self.finished.len()];
        let mut gone = 0;
        let mut by_origin = by_origin;
        while gone < count {
            let Some(std::cmp::Reverse((_, origin))) = heads.pop() else {
                break;
            };
            let list = by_origin.get_mut(origin).expect("an origin of the heap");
            let i = list.pop().expect("a head");
            folded[i] = true;
            gone += 1;
            if let Some(&next) = list.last() {
                heads.push(std::cmp::Reverse((self.finished[next].day.clone(), origin)));
            }
        }
        drop((heads, by_origin));
        let mut kept = Vec::with_capacity(self.finished.len() - gone);
        for (entry, folded) in std::mem::take(&mut self.finished).into_iter().zip(folded) {
            if folded {
                let into = self.older.entry(entry.from.clone()).or_default();
                into.through = into.through.max(entry.n);
                into.puzzles
                    .entry(entry.puzzle().to_string())
                    .or_default()
                    .fold(&entry);
            } else {
                kept.push(entry);
            }
        }
        self.finished = kept;
    }

    /// A puzzle's finishes folded away, of every origin.
    pub fn older_of(&self, puzzle: &str) -> Summary {
        let mut all = Summary::default();
        for folded in self.older.values() {
            if let Some(s) = folded.puzzles.get(puzzle) {
                all.add(s);
            }
        }
        all
    }
}

/// Of two entries of one finish, the one that tells more (its par and difficulty found, the
/// rating it moved), the same whichever comes first.
fn fuller<'a>(a: &'a Finished, b: &'a Finished) -> &'a Finished {
    let key = |f: &Finished| {
        let all = serde_json::to_string(f).unwrap_or_default();
        (
            f.par.is_some(),
            f.difficulty.is_some(),
            f.rating.is_some(),
            all,
        )
    };
    if key(b) > key(a) { b } else { a }
}

/// The entries whose mark another finish has, under numbers of their origin no one uses yet
/// (in the order of their contents, so that the numbers do not hang on which side came first).
fn renumbered(again: &[&Finished], joined: &History) -> Vec<Finished> {
    let mut again: Vec<Finished> = again.iter().map(|f| (*f).clone()).collect();
    again.sort_by_key(Finished::content_hash);
    let mut next: HashMap<String, u64> = HashMap::default();
    for entry in &mut again {
        let n = next
            .entry(entry.from.clone())
            .or_insert_with(|| joined.next_number(&entry.from));
        entry.n = *n;
        *n += 1;
    }
    again
}

/// The entries, each finish once: of two that tell of one finish under two marks (brought by
/// two saves from before marks), the one of the lesser mark.
fn without_copies(mut entries: Vec<Finished>) -> Vec<Finished> {
    entries.sort_by(|a, b| (&a.from, a.n).cmp(&(&b.from, b.n)));
    let mut seen: HashSet<u64> = HashSet::default();
    let mut by_hash: HashMap<u64, Vec<usize>> = HashMap::default();
    let mut keep = vec![true; entries.len()];
    for (i, entry) in entries.iter().enumerate() {
        if entry.time == 0 {
            continue;
        }
        let hash = entry.content_hash();
        let earlier = by_hash.entry(hash).or_default();
        if seen.contains(&hash) && earlier.iter().any(|&j| entries[j].same_finish(entry)) {
            keep[i] = false;
        } else {
            earlier.push(i);
            seen.insert(hash);
        }
    }
    entries
        .into_iter()
        .zip(keep)
        .filter_map(|(e, k)| k.then_some(e))
        .collect()
}

/// Marks the entries of a history from before marks (no origin): `origin`'s, numbered on from
/// its last, in their order.
pub fn mark_unmarked(history: &mut History, origin: &str) {
    let first = history.next_number(origin);
    let unmarked = history.finished.iter_mut().filter(|f| f.from.is_empty());
    for (n, entry) in (first..).zip(unmarked) {
        entry.from = origin.to_string();
        entry.n = n;
    }
}

/// The origin given to the unmarked entries of a save or file from before marks: the same
/// for the same entries, so that importing one such file twice adds nothing the second time,
/// and a save and the export made of it mark them alike.
pub fn origin_of_unmarked(finished: &[Finished]) -> String {
    let mut hash = 0u64;
    for entry in finished.iter().filter(|f| f.from.is_empty()) {
        hash = fnv(&[hash.to_le_bytes(), entry.content_hash().to_le_bytes()].concat());
    }
    format!("before-{hash:016x}")
}

/// The folding of a save from before origins, which summed its folded finishes per puzzle
/// alone: each summary under an origin of its own, named by what it holds, so that reading
/// the same summary twice keeps it once.
pub fn older_from_before(puzzle: &str, summary: Summary) -> (String, Folded) {
    let text = serde_json::to_string(&summary).unwrap_or_default();
    let origin = format!("old-{:016x}", fnv(format!("{puzzle}|{text}").as_bytes()));
    let folded = Folded {
        through: 0,
        puzzles: BTreeMap::from([(puzzle.to_string(), summary)]),
    };
    (origin, folded)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(from: &str, n: u64, day: &str) -> Finished {
        Finished {
            moves: Some(5),
            // Each origin's finishes took their own times.
            time: 1000 + n + 1_000_000 * u64::from(from.as_bytes()[0]),
            from: from.to_string(),
            n,
            ..Finished::on("shot/01-the-example", day)
        }
    }

    fn day(i: u64) -> String {
        format!("2026-{:02}-{:02}", 1 + (i / 28) % 12, 1 + i % 28)
    }

    fn history(from: &str, range: std::ops::RangeInclusive<u64>) -> History {
        History {
            finished: range.map(|n| entry(from, n, &day(n))).collect(),
            older: BTreeMap::new(),
        }
    }

    #[test]
    fn folding_takes_each_origins_first_numbers_and_keeps_every_finish() {
        let mut h = history("a", 1..=1500).join(&history("b", 1..=1000));
        assert_eq!(h.total(), 2500);
        h.fold_the_oldest(MOST_FINISHES);
        assert_eq!(h.finished.len(), 1900, "three folds of 200");
        assert_eq!(h.total(), 2500, "none lost");
        for (origin, folded) in &h.older {
            assert!(
                h.finished
                    .iter()
                    .filter(|f| &f.from == origin)
                    .all(|f| f.n > folded.through),
                "{origin}: folded up to {}, and only that",
                folded.through
            );
        }
    }

    #[test]
    fn a_history_joined_again_after_folding_adds_nothing() {
        let file = history("a", 1..=2003);
        let mut here = History::default().join(&file);
        here.fold_the_oldest(MOST_FINISHES);
        for _ in 0..3 {
            here = here.join(&file);
            here.fold_the_oldest(MOST_FINISHES);
            assert_eq!(here.total(), 2003);
        }
    }

    #[test]
    fn two_foldings_of_one_origin_keep_the_further_and_another_origins_adds() {
        let mut one = history("a", 1..=2400);
        one.fold_the_oldest(MOST_FINISHES);
        let mut two = history("a", 1..=2200);
        two.fold_the_oldest(MOST_FINISHES);
        let mut theirs = history("b", 1..=2500);
        theirs.fold_the_oldest(MOST_FINISHES);
        let all = one.join(&two).join(&theirs);
        assert_eq!(all.total(), 2400 + 2500);
        assert_eq!(two.join(&theirs).join(&one), all, "in any order");
    }

    #[test]
    fn one_mark_on_two_finishes_keeps_both() {
        let mine = history("a", 1..=3);
        let mut copied = history("a", 1..=3);
        copied.finished[2].time = 99_999;
        let both = mine.join(&copied);
        assert_eq!(both.total(), 4);
        assert_eq!(both, copied.join(&mine));
        assert_eq!(both.next_number("a"), 5);
    }

    #[test]
    fn entries_from_before_marks_are_kept_once() {
        let unmarked = |time| Finished {
            time,
            ..Finished::on("shot/01-the-example", "2026-11-28")
        };
        let mut here = History {
            finished: vec![unmarked(500), unmarked(700)],
            older: BTreeMap::new(),
        };
        mark_unmarked(&mut here, "mine");
        let mut file = History {
            finished: vec![unmarked(700), unmarked(900)],
            older: BTreeMap::new(),
        };
        let origin = origin_of_unmarked(&file.finished);
        assert_eq!(origin, origin_of_unmarked(&file.finished.clone()));
        mark_unmarked(&mut file, &origin);
        assert_eq!(here.join(&file).total(), 3, "the finish at 700 ms is one");
    }
}
