//! What the progress file holds: a record of each level played, where each level was left,
//! the player's own levels and the settings, as the file writes them.

use super::history::{Finished, Folded, History, Mark, Summary};
use crate::lang::Words;
use crate::level_id::LevelId;
use bevy::prelude::Resource;
use puzzles::Kind;
use puzzles::rating::Rating;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

/// The version of the save's layout the game writes: 2 since levels finished carry their
/// origin and number, and folded finishes and ratings are kept per origin and with the finish
/// that moved them (a save of version 1 is read as such).
pub const VERSION: u32 = 2;

/// The most random levels and levels opened from a code kept of each puzzle (the levels the
/// player made are never dropped).
pub const MOST_KEPT: usize = 50;

/// What the player did with one day's five levels (the daily set), beyond each level's own
/// record (kept under `daily/DATE/PUZZLE`). Puzzles by their names in files (`shot`…).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct DailyRecord {
    /// Solved by the player while their calendar showed that day (hints allowed; not when the
    /// solver played it): what the streak counts.
    #[serde(skip_serializing_if = "BTreeSet::is_empty")]
    pub on_the_day: BTreeSet<String>,
    /// Solved by the player with no hint and no move of the solver's, on any day.
    #[serde(skip_serializing_if = "BTreeSet::is_empty")]
    pub unaided: BTreeSet<String>,
    /// Finished with help: after a hint, or by the solver.
    #[serde(skip_serializing_if = "BTreeSet::is_empty")]
    pub helped: BTreeSet<String>,
}

impl DailyRecord {
    /// Both days' records in one: every puzzle either finished, each way. What a merge of two
    /// games and an import share.
    pub fn with(&self, other: &DailyRecord) -> DailyRecord {
        let union = |a: &BTreeSet<String>, b: &BTreeSet<String>| a.union(b).cloned().collect();
        DailyRecord {
            on_the_day: union(&self.on_the_day, &other.on_the_day),
            unaided: union(&self.unaided, &other.unaided),
            helped: union(&self.helped, &other.helped),
        }
    }
}

/// A daily level finished, as [`Progress::record_daily`] keeps it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DailyFinish {
    /// The player's calendar showed the level's own date.
    pub on_the_day: bool,
    /// A hint was shown since the level was begun.
    pub hinted: bool,
    /// The solver made some of the moves.
    pub assisted: bool,
}

/// What the player has done with one level.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LevelRecord {
    /// Solved at least once without the solver's help.
    pub solved: bool,
    /// The fewest moves it was solved in.
    pub best: Option<u32>,
    /// The shortest time it was solved in, in milliseconds of the clock (which runs only while
    /// the level is on show in a focused window and the solver is not playing).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub best_time: Option<u64>,
    /// How many times the level was begun from its start (opened fresh, or restarted).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub attempts: u32,
    /// Solved in par moves at most with no hint and no move of the solver's.
    #[serde(default, skip_serializing_if = "is_false")]
    pub par_unaided: bool,
}

/// The stars of three a puzzle scored in stars gives (roll-the-ball: its bonuses): one for
/// solving the level, one for taking everything on the way, one for doing that in at most par
/// moves. The one rule, for a win as it is shown and for a record as its list shows it.
pub fn stars(solved: bool, took_everything: bool, at_par: bool) -> usize {
    if !solved {
        return 0;
    }
    1 + usize::from(took_everything) + usize::from(took_everything && at_par)
}

impl LevelRecord {
    /// The best of two records of one level: solved if either is, the fewest moves, the
    /// shortest time, par if either reached it, and `attempts` (the caller knows whether the
    /// two counts add up or overlap). What a merge of two games and an import share.
    pub fn best_of(&self, other: &LevelRecord, attempts: u32) -> LevelRecord {
        let least = |a: Option<u64>, b: Option<u64>| match (a, b) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        LevelRecord {
            solved: self.solved || other.solved,
            best: least(self.best.map(u64::from), other.best.map(u64::from)).map(|n| n as u32),
            best_time: least(self.best_time, other.best_time),
            attempts,
            par_unaided: self.par_unaided || other.par_unaided,
        }
    }

    /// The stars of three a puzzle scored in stars shows for this record ([`stars`]): a count
    /// is kept only when everything was taken on the way.
    pub fn stars(&self, par: Option<u32>) -> usize {
        let at_par = self.best.zip(par).is_some_and(|(best, par)| best <= par);
        stars(self.solved, self.best.is_some(), at_par)
    }
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

fn is_false(b: &bool) -> bool {
    !b
}

/// A win the player made, as it is recorded.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Win {
    /// Moves made (or blocks, for a program); `None` when the count is no score (a program
    /// that left bonuses behind).
    pub moves: Option<u32>,
    /// Milliseconds on the level's clock, which runs only while the level is on show and the
    /// player, not the solver, is playing.
    pub time: u64,
    /// Whether par was reached with no hint and no move of the solver's.
    pub par_unaided: bool,
}

/// Where a level was left: the moves made from its start, and those taken back (the next to
/// redo last), written as level codes and `solve --json` write moves.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Resume {
    /// Moves made, oldest first.
    pub done: Moves,
    /// Moves taken back, the next one to redo last.
    #[serde(default, skip_serializing_if = "Moves::is_empty")]
    pub undone: Moves,
    /// The player's calendar day it was left on (`2026-11-28`); empty in a save from before.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub left_on: String,
    /// The clock when it was left, in milliseconds.
    #[serde(default, skip_serializing_if = "is_zero_ms")]
    pub time: u64,
    /// Whether a hint was shown since the level was begun.
    #[serde(default, skip_serializing_if = "is_false")]
    pub hinted: bool,
    /// Whether the solver made some of the moves.
    #[serde(default, skip_serializing_if = "is_false")]
    pub assisted: bool,
}

fn is_zero_ms(n: &u64) -> bool {
    *n == 0
}

/// Moves kept as the save writes them: one JSON list, held as its text and read only when the
/// level opens again. A place left holds up to 10 000 moves; as text they take what their text
/// takes (as JSON values, each a map of its own, they took a hundred times more).
#[derive(Clone, Debug)]
pub struct Moves {
    text: Box<serde_json::value::RawValue>,
    len: usize,
}

impl Moves {
    /// The moves, each as JSON (as a level code writes them).
    pub fn new(moves: &[serde_json::Value]) -> Moves {
        let text = serde_json::to_string(moves).expect("JSON values serialize");
        Moves {
            text: serde_json::value::RawValue::from_string(text).expect("a JSON list"),
            len: moves.len(),
        }
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The moves, each as JSON.
    pub fn values(&self) -> Vec<serde_json::Value> {
        serde_json::from_str(self.text.get()).unwrap_or_default()
    }
}

impl Default for Moves {
    fn default() -> Moves {
        Moves::new(&[])
    }
}

impl PartialEq for Moves {
    fn eq(&self, other: &Moves) -> bool {
        self.len == other.len && self.text.get() == other.text.get()
    }
}

impl Serialize for Moves {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.text.serialize(s)
    }
}

impl<'de> Deserialize<'de> for Moves {
    /// A JSON list, of any values (each is read as a move when the level opens).
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Moves, D::Error> {
        use serde::de::Error;
        let text = Box::<serde_json::value::RawValue>::deserialize(d)?;
        let items: Vec<serde::de::IgnoredAny> =
            serde_json::from_str(text.get()).map_err(D::Error::custom)?;
        // Kept compact, whatever the file's layout.
        let compact: serde_json::Value =
            serde_json::from_str(text.get()).map_err(D::Error::custom)?;
        let text = serde_json::value::RawValue::from_string(compact.to_string())
            .map_err(D::Error::custom)?;
        Ok(Moves {
            text,
            len: items.len(),
        })
    }
}

/// The player's choices. (Not `deny_unknown_fields`, which serde does not support beside a
/// flattened map: a key of no field lands in `switches`, and one that is not on or off makes
/// the settings unreadable, as an unknown field would.)
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Playback speed, moves per second.
    #[serde(deserialize_with = "finite")]
    pub playback_speed: f32,
    /// How loud the sounds are, from 0 to 1.
    #[serde(deserialize_with = "finite")]
    pub volume: f32,
    /// No sound at all (the volume is kept for when it comes back).
    pub muted: bool,
    /// The size of the interface's text and controls, in percent of the normal size.
    pub text_size: u32,
    /// Moves snap or fade instead of sliding; no confetti, no swinging camera, no flashing.
    pub reduce_motion: bool,
    /// For a player who listens: what moves by itself, which a screen reader cannot tell, is
    /// left out as with `reduce_motion` (the sounds stay: they tell what happened). On by
    /// itself too while a screen reader reads the game.
    pub screen_reader: bool,
    /// The look: dark, light, high contrast, or as the system prefers.
    pub theme: ThemeChoice,
    /// A phone buzzes on a refused move and on a win.
    pub vibrate: bool,
    /// The language's code (`de`…), or none to follow the system.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub language: Option<String>,
    /// Letters the player gave the game's lettered commands (`"undo": "U"`).
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub keys: BTreeMap<String, String>,
    /// The puzzles whose "How to play" card the player has seen.
    pub rules_seen: Vec<puzzles::Kind>,
    /// The puzzles whose first level's guide the player has been through (or skipped).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub guided: Vec<puzzles::Kind>,
    /// Where the game was when it was last seen: `title`, `puzzles`, `stats`, `levels/KIND` or a
    /// level's id; it reopens there.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_place: Option<String>,
    /// The puzzles' own choices that are on or off (see [`Switch`]), by key; a key no puzzle
    /// declares is kept as it was read.
    #[serde(flatten)]
    pub switches: BTreeMap<String, bool>,
}

/// A number a 32-bit float holds: `1e39` is refused rather than read as infinity, which would be
/// written back as `null`, which no reader takes.
fn finite<'de, D: serde::Deserializer<'de>>(d: D) -> Result<f32, D::Error> {
    let n = f64::deserialize(d)?;
    let f = n as f32;
    if f.is_finite() {
        Ok(f)
    } else {
        Err(serde::de::Error::custom(format!("{n} is out of range")))
    }
}

/// A choice of a puzzle's own that is on or off (Fifteen's numbers on the tiles): declared in
/// the puzzle's files, listed by the settings under the puzzles, and kept in the save beside
/// the other settings under its key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Switch {
    /// Its key in the save: the puzzle's name, then the choice's (`fifteen_numbers`).
    pub key: &'static str,
    /// The message that names it in the settings.
    pub label: &'static str,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            playback_speed: 3.0,
            volume: 0.7,
            muted: false,
            text_size: 100,
            reduce_motion: false,
            screen_reader: false,
            theme: ThemeChoice::System,
            vibrate: true,
            keys: BTreeMap::new(),
            language: None,
            rules_seen: Vec::new(),
            guided: Vec::new(),
            last_place: None,
            switches: BTreeMap::new(),
        }
    }
}

/// The look the player chose.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ThemeChoice {
    /// As the system prefers (dark where it does not say).
    #[default]
    System,
    Dark,
    Light,
    HighContrast,
}

impl ThemeChoice {
    /// Every choice, in the order the settings offer them.
    pub const ALL: [ThemeChoice; 4] = [
        ThemeChoice::System,
        ThemeChoice::Dark,
        ThemeChoice::Light,
        ThemeChoice::HighContrast,
    ];

    /// Its name on the command line.
    pub fn name(self) -> &'static str {
        match self {
            ThemeChoice::System => "system",
            ThemeChoice::Dark => "dark",
            ThemeChoice::Light => "light",
            ThemeChoice::HighContrast => "high-contrast",
        }
    }
}

/// The sizes the interface can take, in percent.
pub const TEXT_SIZES: std::ops::RangeInclusive<u32> = 75..=200;

/// Choices for one run only, from the command line (for tests and screenshots): never saved.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct ForThisRun {
    /// No sound.
    pub mute: bool,
    /// The interface's size, in percent.
    pub text_size: Option<u32>,
    pub reduce_motion: bool,
    pub theme: Option<ThemeChoice>,
    pub language: Option<crate::lang::Language>,
}

impl Settings {
    /// The choices in force: these, with this run's on top, each within its range (a save
    /// written by hand may hold anything).
    pub fn in_force(&self, run: &ForThisRun) -> Settings {
        let defaults = Settings::default();
        let volume = if self.volume.is_finite() {
            self.volume.clamp(0.0, 1.0)
        } else {
            defaults.volume
        };
        let text_size = run.text_size.unwrap_or(self.text_size);
        Settings {
            volume,
            muted: self.muted || run.mute,
            text_size: text_size.clamp(*TEXT_SIZES.start(), *TEXT_SIZES.end()),
            reduce_motion: self.reduce_motion || run.reduce_motion,
            theme: run.theme.unwrap_or(self.theme),
            language: run
                .language
                .map(|l| l.code().to_string())
                .or_else(|| self.language.clone()),
            ..self.clone()
        }
    }

    /// How loud the game is: 0 when muted.
    pub fn loudness(&self) -> f32 {
        if self.muted { 0.0 } else { self.volume }
    }

    /// Whether a puzzle's own choice is on (off until the player turns it on).
    pub fn is_on(&self, switch: &Switch) -> bool {
        self.switches.get(switch.key).copied().unwrap_or(false)
    }

    /// Turns a puzzle's own choice on or off.
    pub fn set(&mut self, switch: &Switch, on: bool) {
        self.switches.insert(switch.key.to_string(), on);
    }

    /// Back to the defaults, keeping what is not a choice (the cards seen, the guides been
    /// through, the last place).
    pub fn reset(&mut self) {
        *self = Settings {
            rules_seen: std::mem::take(&mut self.rules_seen),
            guided: std::mem::take(&mut self.guided),
            last_place: self.last_place.take(),
            ..Settings::default()
        };
    }
}

/// A level the player generated, kept so it can be played again.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedLevel {
    /// The key it is saved under, e.g. `mine/shot/1234`.
    pub id: LevelId,
    /// The level file's text.
    pub text: String,
}

impl SavedLevel {
    /// Its title, or when its text has none the name its list gives it ("My level").
    pub fn title(&self, words: Words) -> String {
        puzzles::level_file::split(&self.text)
            .ok()
            .and_then(|t| t.meta.title().map(str::to_string))
            .unwrap_or_else(|| crate::tr!(words, "level-untitled"))
    }
}

/// Everything saved.
#[derive(Resource, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Progress {
    /// The layout's version ([`VERSION`] when the game writes it; saves from before it had
    /// one are version 1).
    #[serde(default = "first_version")]
    pub version: u32,
    /// Per level id.
    pub levels: BTreeMap<LevelId, LevelRecord>,
    /// The player's generated levels, oldest first.
    pub mine: Vec<SavedLevel>,
    /// Where each level left unsolved was left, per level id.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub resume: BTreeMap<LevelId, Resume>,
    /// A level being made and left before it was kept, per puzzle (by its name: `shot`…),
    /// under the id it is to be kept under.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub drafts: BTreeMap<String, SavedLevel>,
    /// What was done with each day's five, per date (`2026-11-26`).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub daily: BTreeMap<String, DailyRecord>,
    /// This save's own name among the saves whose histories meet (random, made once): each
    /// level finished here is marked with it (see `history`).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub origin: String,
    /// Every level finished, oldest first (the newest [`super::history::MOST_FINISHES`]).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub finished: Vec<Finished>,
    /// The levels finished that were folded out of `finished`, per origin (see `history`); a
    /// save of version 1, which summed them per puzzle alone, is read into this too.
    #[serde(
        default,
        skip_serializing_if = "BTreeMap::is_empty",
        deserialize_with = "older_then_or_now"
    )]
    pub older: BTreeMap<String, Folded>,
    /// The player's rating in each puzzle, with the finish that last moved it.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub ratings: BTreeMap<Kind, Rated>,
    pub settings: Settings,
    /// Set when something changed that is not yet on disk.
    #[serde(skip)]
    pub dirty: bool,
}

fn first_version() -> u32 {
    1
}

/// The folded finishes as a save of either version holds them.
fn older_then_or_now<'de, D: serde::Deserializer<'de>>(
    d: D,
) -> Result<BTreeMap<String, Folded>, D::Error> {
    use serde::de::Error;
    let raw: BTreeMap<String, serde_json::Value> = BTreeMap::deserialize(d)?;
    raw.into_iter()
        .map(|(key, value)| older_entry(key, value).map_err(D::Error::custom))
        .collect()
}

/// One entry of the folded finishes, as a save of either version holds it: an origin's
/// folding, or (version 1) a puzzle's summary, read as a folding of an origin of its own.
pub fn older_entry(key: String, value: serde_json::Value) -> Result<(String, Folded), String> {
    if value.get("through").is_some() {
        let folded = Folded::deserialize(value).map_err(|e| e.to_string())?;
        Ok((key, folded))
    } else {
        let summary = Summary::deserialize(value).map_err(|e| e.to_string())?;
        Ok(super::history::older_from_before(&key, summary))
    }
}

/// A puzzle's rating, and the finish that last moved it (none in a save from before): of two
/// ratings of one puzzle (two machines', a save's and an export's) the later one is kept.
#[derive(Clone, Debug, PartialEq)]
pub struct Rated {
    pub rating: Rating,
    pub after: Option<Mark>,
}

/// A rating as the save writes it: with the mark of its finish, or (version 1) bare.
#[derive(Deserialize)]
#[serde(untagged)]
enum RatedInFile {
    Marked(MarkedRating),
    Bare(Rating),
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct MarkedRating {
    rating: Rating,
    after: Mark,
}

impl Rated {
    /// The rating after the finish of `mark`.
    pub fn after(rating: Rating, mark: Mark) -> Rated {
        Rated {
            rating,
            after: Some(mark),
        }
    }

    /// Of two ratings of one puzzle, the later (the one moved by the later finish; of two
    /// moved by one finish, the greater, so that the choice never hangs on which came first).
    pub fn later<'a>(&'a self, other: &'a Rated) -> &'a Rated {
        let key = |r: &Rated| {
            let r2 = r.rating;
            (
                r.after.clone(),
                r2.rating.to_bits(),
                r2.deviation.to_bits(),
                r2.volatility.to_bits(),
            )
        };
        if key(other) > key(self) { other } else { self }
    }
}

impl Serialize for Rated {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match &self.after {
            Some(mark) => MarkedRating {
                rating: self.rating,
                after: mark.clone(),
            }
            .serialize(s),
            None => self.rating.serialize(s),
        }
    }
}

impl<'de> Deserialize<'de> for Rated {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Rated, D::Error> {
        Ok(match RatedInFile::deserialize(d)? {
            RatedInFile::Marked(m) => Rated {
                rating: m.rating,
                after: Some(m.after),
            },
            RatedInFile::Bare(rating) => Rated {
                rating,
                after: None,
            },
        })
    }
}

impl Default for Progress {
    fn default() -> Progress {
        Progress {
            version: VERSION,
            levels: BTreeMap::new(),
            mine: Vec::new(),
            resume: BTreeMap::new(),
            drafts: BTreeMap::new(),
            daily: BTreeMap::new(),
            origin: String::new(),
            finished: Vec::new(),
            older: BTreeMap::new(),
            ratings: BTreeMap::new(),
            settings: Settings::default(),
            dirty: false,
        }
    }
}

impl Progress {
    /// Records a win: solved, and the best moves and time and the par mark kept.
    pub fn record_win(&mut self, id: &str, win: Win) {
        let r = self.levels.entry(id.into()).or_default();
        r.solved = true;
        if let Some(moves) = win.moves {
            r.best = Some(r.best.map_or(moves, |b| b.min(moves)));
        }
        r.best_time = Some(r.best_time.map_or(win.time, |b| b.min(win.time)));
        r.par_unaided |= win.par_unaided;
        self.dirty = true;
    }

    /// Marks a level won at par without help, once its par is known after the win.
    pub fn record_par_reached(&mut self, id: &str) {
        let r = self.levels.entry(id.into()).or_default();
        r.par_unaided = true;
        self.dirty = true;
    }

    /// Records a daily level of `date` (`2026-11-26`) and `puzzle` (`shot`) finished.
    pub fn record_daily(&mut self, date: &str, puzzle: &str, finish: DailyFinish) {
        let day = self.daily.entry(date.to_string()).or_default();
        let puzzle = puzzle.to_string();
        if finish.on_the_day && !finish.assisted {
            day.on_the_day.insert(puzzle.clone());
        }
        if finish.hinted || finish.assisted {
            day.helped.insert(puzzle);
        } else {
            day.unaided.insert(puzzle);
        }
        self.dirty = true;
    }

    /// Counts one more attempt at a level.
    pub fn record_attempt(&mut self, id: &str) {
        let r = self.levels.entry(id.into()).or_default();
        r.attempts = r.attempts.saturating_add(1);
        self.dirty = true;
    }

    /// The record of a level, if any.
    pub fn record(&self, id: &str) -> Option<&LevelRecord> {
        self.levels.get(id)
    }

    /// Whether the level with this id has been won at least once.
    pub fn solved(&self, id: &str) -> bool {
        self.record(id).is_some_and(|r| r.solved)
    }

    /// Keeps a level under "Your levels". A level the player made is always kept; of the others
    /// (random levels, levels opened from a code) at most [`MOST_KEPT`] of each puzzle are,
    /// and past that one goes: the oldest never played, or else the oldest, with what was
    /// recorded of it. Returns the level that went, to tell the player.
    pub fn keep_level(&mut self, id: LevelId, text: String) -> Option<SavedLevel> {
        if self.mine.iter().any(|l| l.id == id) {
            return None;
        }
        let droppable: Vec<usize> = (0..self.mine.len())
            .filter(|&i| {
                let kept = &self.mine[i].id;
                kept.puzzle() == id.puzzle() && !kept.is_made()
            })
            .collect();
        let mut gone = None;
        if !id.is_made() && droppable.len() >= MOST_KEPT {
            let played = |i: &usize| {
                let kept = &self.mine[*i].id;
                self.levels.contains_key(kept) || self.resume.contains_key(kept)
            };
            let i = droppable
                .iter()
                .find(|i| !played(i))
                .or(droppable.first())
                .copied();
            if let Some(i) = i {
                let level = self.mine.remove(i);
                self.levels.remove(&level.id);
                self.resume.remove(&level.id);
                gone = Some(level);
            }
        }
        self.mine.push(SavedLevel { id, text });
        self.dirty = true;
        gone
    }

    /// Keeps a level the player made under `id`, in place of what was kept under it before;
    /// a level changed is no longer the one recorded, so its record and place left go.
    pub fn replace_level(&mut self, id: LevelId, text: String) {
        match self.mine.iter_mut().find(|l| l.id == id) {
            Some(kept) if kept.text == text => {}
            Some(kept) => {
                kept.text = text;
                self.levels.remove(&id);
                self.resume.remove(&id);
                self.dirty = true;
            }
            None => {
                self.keep_level(id, text);
            }
        }
    }

    /// Forgets what was done in the levels of a puzzle (`Some(kind)`), or of every puzzle:
    /// their records and the places they were left. The levels the player made or kept stay,
    /// as do the settings and a level being made.
    pub fn reset(&mut self, puzzle: Option<Kind>) {
        let of_it = |id: &LevelId| puzzle.is_none_or(|kind| id.kind() == Some(kind));
        let before = (self.levels.len(), self.resume.len(), self.daily.len());
        self.levels.retain(|id, _| !of_it(id));
        self.resume.retain(|id, _| !of_it(id));
        if puzzle.is_none() {
            self.daily.clear();
        }
        // The levels finished and the rating of the puzzle too.
        let of_puzzle = |kind: &Kind| puzzle.is_none_or(|p| p == *kind);
        let folded = |p: &Progress| p.older.values().map(|f| f.puzzles.len()).sum::<usize>();
        let history = (self.finished.len(), folded(self), self.ratings.len());
        self.finished.retain(|f| !of_it(&f.level));
        match puzzle {
            // What was folded of each origin stays folded (so that an old export does not
            // bring it back), the puzzle's sums gone.
            Some(kind) => {
                for f in self.older.values_mut() {
                    f.puzzles.remove(kind.extension());
                }
            }
            None => self.older.clear(),
        }
        self.ratings.retain(|kind, _| !of_puzzle(kind));
        let forgot = history != (self.finished.len(), folded(self), self.ratings.len());
        self.dirty |= forgot || before != (self.levels.len(), self.resume.len(), self.daily.len());
    }

    /// Whether anything is recorded of a puzzle's levels (`None`: of any), to be reset.
    pub fn has_records(&self, puzzle: Option<Kind>) -> bool {
        let of_it = |id: &LevelId| puzzle.is_none_or(|kind| id.kind() == Some(kind));
        self.finished.iter().any(|f| of_it(&f.level))
            || self.levels.keys().chain(self.resume.keys()).any(of_it)
    }

    /// Forgets a level the player made, with its record and the place it was left.
    pub fn forget_level(&mut self, id: &str) {
        let before = self.mine.len();
        self.mine.retain(|l| l.id != id);
        let forgot = self.mine.len() != before;
        let record = self.levels.remove(id).is_some();
        let place = self.resume.remove(id).is_some();
        self.dirty |= forgot || record || place;
    }

    /// Keeps where a level was left (or forgets it, when nothing is to be kept).
    pub fn keep_resume(&mut self, id: &str, resume: Resume) {
        let kept = self.resume.get(id);
        if resume.done.is_empty() && resume.undone.is_empty() {
            if kept.is_some() {
                self.resume.remove(id);
                self.dirty = true;
            }
        } else if kept != Some(&resume) {
            self.resume.insert(id.into(), resume);
            self.dirty = true;
        }
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("progress serializes")
    }

    /// The history: the levels finished, and those folded away.
    pub fn history(&self) -> History {
        History {
            finished: self.finished.clone(),
            older: self.older.clone(),
        }
    }

    /// The same progress with `history` in place of its own.
    pub fn with_history(mut self, history: History) -> Progress {
        self.set_history(history);
        self
    }

    /// Puts a history in place of the one kept.
    pub fn set_history(&mut self, history: History) {
        self.finished = history.finished;
        self.older = history.older;
    }

    /// This save's origin, made (random) the first time it is asked for.
    pub fn own_origin(&mut self) -> String {
        if self.origin.is_empty() {
            self.origin = format!("{:016x}", rand::random::<u64>());
            self.dirty = true;
        }
        self.origin.clone()
    }
}

impl Progress {
    /// Moves the records of renumbered built-in levels to their new names (a record already
    /// under the new name is kept): `renames`, each an old id and the id now.
    pub fn follow_renames(&mut self, renames: &[(LevelId, LevelId)]) {
        for (old, new) in renames {
            if let Some(record) = self.levels.remove(old) {
                self.levels.entry(new.clone()).or_insert(record);
            }
        }
    }
}
