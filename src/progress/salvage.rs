//! Reading a save: exactly what the game writes, or failing that every complete record that can
//! still be read from it (the rest of a truncated file, records after a damaged one).

use super::history::Finished;
use super::records::{Progress, SavedLevel, Settings, VERSION};
use crate::lang::Words;
use serde::de::{DeserializeSeed, IgnoredAny, MapAccess, SeqAccess, Visitor};
use serde_json::value::RawValue;
use std::collections::BTreeMap;
use std::fmt;

/// What was read of a save that is not exactly what the game writes.
#[derive(Debug, Default, PartialEq)]
pub struct Salvaged {
    /// Every record that could be read whole.
    pub progress: Progress,
    /// The records that were there but could not be read.
    pub lost: Vec<Lost>,
    /// Why the save as a whole could not be read, if it could not.
    pub error: Option<String>,
}

/// A record that was in a save but could not be read.
#[derive(Clone, Debug, PartialEq)]
pub enum Lost {
    /// The record (solved, best moves and time…) of the level of this id.
    Record(String),
    /// Where the level of this id was left.
    PlaceLeft(String),
    /// The level left unsaved in the editor of this puzzle (its name in files: `shot`…).
    Draft(String),
    Settings,
    /// One setting, by its key in the save: left at its default, the others kept.
    Setting(String),
    /// The player's own level of this number in the list (from 1).
    Mine(usize),
    /// What was done with the daily set of this date.
    Daily(String),
    /// The entry of this number (from 1) in the history of levels finished.
    Finished(usize),
    /// The summary of the older levels finished of this puzzle (its name in files).
    Older(String),
    /// The rating in this puzzle (its name in files).
    Rating(String),
}

impl fmt::Display for Lost {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Lost::Record(id) => write!(f, "the record of level {id:?}"),
            Lost::PlaceLeft(id) => write!(f, "the place left of level {id:?}"),
            Lost::Draft(puzzle) => {
                write!(f, "the level left unsaved in the editor of {puzzle:?}")
            }
            Lost::Settings => f.write_str("the settings"),
            Lost::Setting(key) => write!(f, "the setting {key:?}"),
            Lost::Mine(number) => write!(f, "saved level number {number}"),
            Lost::Daily(date) => write!(f, "the record of the daily set of {date:?}"),
            Lost::Finished(number) => write!(f, "entry number {number} of the levels finished"),
            Lost::Older(puzzle) => {
                write!(f, "the summary of the older levels finished of {puzzle:?}")
            }
            Lost::Rating(puzzle) => write!(f, "the rating in {puzzle:?}"),
        }
    }
}

impl Lost {
    /// The record named in the player's language (an id as written in the save, quoted, its
    /// damaged characters escaped).
    pub fn told(&self, words: Words) -> String {
        match self {
            Lost::Record(id) => {
                crate::tr!(words, "error-save-lost-record", level = format!("{id:?}"))
            }
            Lost::PlaceLeft(id) => {
                crate::tr!(words, "error-save-lost-place", level = format!("{id:?}"))
            }
            Lost::Draft(puzzle) => {
                let puzzle = puzzles::Kind::from_name(puzzle)
                    .map_or_else(|| format!("{puzzle:?}"), |kind| words.puzzle_name(kind));
                crate::tr!(words, "error-save-lost-draft", puzzle = puzzle)
            }
            Lost::Settings => crate::tr!(words, "error-save-lost-settings"),
            Lost::Setting(key) => {
                crate::tr!(
                    words,
                    "error-save-lost-setting",
                    setting = format!("{key:?}")
                )
            }
            Lost::Mine(number) => crate::tr!(words, "error-save-lost-mine", number = *number),
            Lost::Daily(date) => {
                crate::tr!(words, "error-save-lost-daily", date = format!("{date:?}"))
            }
            Lost::Finished(number) => {
                crate::tr!(words, "error-save-lost-finished", number = *number)
            }
            Lost::Older(puzzle) | Lost::Rating(puzzle) => {
                let puzzle = puzzles::Kind::from_name(puzzle)
                    .map_or_else(|| format!("{puzzle:?}"), |kind| words.puzzle_name(kind));
                match self {
                    Lost::Older(_) => crate::tr!(words, "error-save-lost-older", puzzle = puzzle),
                    _ => crate::tr!(words, "error-save-lost-rating", puzzle = puzzle),
                }
            }
        }
    }
}

/// Reads a save exactly as the game writes it: the right shape, no other fields, UTF-8, ids
/// without control characters. `None` if it is anything else.
pub fn exact(bytes: &[u8]) -> Option<Progress> {
    let progress: Progress = serde_json::from_slice(bytes).ok()?;
    let ids = progress
        .levels
        .keys()
        .chain(progress.resume.keys())
        .chain(progress.mine.iter().map(|l| &l.id))
        .chain(progress.finished.iter().map(|f| &f.level))
        .map(|id| id.as_str())
        .chain(progress.finished.iter().map(|f| f.day.as_str()));
    let plain = |id: &str| !id.is_empty() && !id.chars().any(char::is_control);
    let ids_plain = ids.into_iter().all(plain)
        && progress.daily.keys().all(|date| is_date(date))
        && progress.finished.iter().all(|f| is_date(&f.day));
    let keys_in_force =
        crate::input::keymap::repaired(&progress.settings.keys) == progress.settings.keys;
    (progress.version <= VERSION && ids_plain && keys_in_force).then_some(progress)
}

/// Reads every complete record of a save that [`exact`] refused.
pub fn salvage(bytes: &[u8]) -> Salvaged {
    let mut out = Salvaged::default();
    // Bytes that are not UTF-8 are read as replacement characters, so that the records after
    // them are kept; a record touched by one is damaged and counted as lost.
    let text = readable_json(&String::from_utf8_lossy(bytes));
    let mut reader = serde_json::Deserializer::from_str(&text);
    if let Err(e) = Top(&mut out).deserialize(&mut reader) {
        out.error = Some(e.to_string());
    }
    out.progress.version = VERSION;
    out
}

/// The text with what no JSON reader takes made harmless, so that one bad byte costs at most
/// the record it falls in: a byte-order mark before it goes, and a control character a file
/// cannot hold raw (a NUL, say) becomes a space between records or a replacement character
/// inside a string (which marks that record as damaged).
fn readable_json(text: &str) -> String {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut out = String::with_capacity(text.len());
    let (mut in_string, mut escaped) = (false, false);
    for c in text.chars() {
        let raw_control = c.is_control() && !matches!(c, '\t' | '\n' | '\r');
        out.push(match c {
            _ if raw_control && in_string => '\u{fffd}',
            _ if raw_control => ' ',
            _ => c,
        });
        if in_string {
            match c {
                _ if escaped => escaped = false,
                '\\' => escaped = true,
                '"' => in_string = false,
                _ => {}
            }
        } else if c == '"' {
            in_string = true;
        }
    }
    out
}

/// Whether an id was kept whole: no replaced bytes, no control characters.
/// Whether a day's text is a date (`2026-11-28`).
fn is_date(text: &str) -> bool {
    puzzles::daily::Date::parse(text).is_ok()
}

fn readable(text: &str) -> bool {
    !text.is_empty() && !text.chars().any(|c| c == '\u{fffd}' || c.is_control())
}

/// The whole save: an object whose known fields are read record by record.
struct Top<'a>(&'a mut Salvaged);

impl<'de> DeserializeSeed<'de> for Top<'_> {
    type Value = ();
    fn deserialize<D: serde::Deserializer<'de>>(self, d: D) -> Result<(), D::Error> {
        d.deserialize_map(self)
    }
}

impl<'de> Visitor<'de> for Top<'_> {
    type Value = ();

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("the saved progress, an object")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
        while let Some(key) = map.next_key::<String>()? {
            match key.as_str() {
                "levels" => map.next_value_seed(Records(
                    self.0,
                    |p| &mut p.levels,
                    "record",
                    Lost::Record,
                    |_| true,
                ))?,
                "resume" => map.next_value_seed(Records(
                    self.0,
                    |p| &mut p.resume,
                    "place left",
                    Lost::PlaceLeft,
                    |_| true,
                ))?,
                "mine" => map.next_value_seed(List(
                    self.0,
                    |p| &mut p.mine,
                    "the player's levels",
                    |level: &SavedLevel| readable(&level.id) && !level.text.contains('\u{fffd}'),
                    Lost::Mine,
                ))?,
                "daily" => map.next_value_seed(Records(
                    self.0,
                    |p| &mut p.daily,
                    "daily record",
                    Lost::Daily,
                    is_date,
                ))?,
                "origin" => {
                    let origin: serde_json::Value = map.next_value()?;
                    match origin.as_str() {
                        Some(o) if readable(o) => self.0.progress.origin = o.to_string(),
                        // A new one is made: the finishes marked with the old stay theirs.
                        _ => {}
                    }
                }
                "finished" => map.next_value_seed(List(
                    self.0,
                    |p| &mut p.finished,
                    "the levels finished",
                    |entry: &Finished| readable(&entry.level) && is_date(&entry.day),
                    Lost::Finished,
                ))?,
                "older" => {
                    let raw: BTreeMap<String, Box<RawValue>> = map.next_value()?;
                    for (key, value) in raw {
                        let value = serde_json::from_str(value.get());
                        match value
                            .map_err(|e| e.to_string())
                            .and_then(|v| super::records::older_entry(key.clone(), v))
                        {
                            Ok((origin, folded)) if readable(&origin) => {
                                self.0.progress.older.insert(origin, folded);
                            }
                            _ => self.0.lost.push(Lost::Older(key)),
                        }
                    }
                }
                "ratings" => map.next_value_seed(Records(
                    self.0,
                    |p| &mut p.ratings,
                    "rating",
                    Lost::Rating,
                    |_| true,
                ))?,
                "drafts" => map.next_value_seed(Records(
                    self.0,
                    |p| &mut p.drafts,
                    "unkept level",
                    Lost::Draft,
                    |_| true,
                ))?,
                "settings" => {
                    let raw: Box<RawValue> = map.next_value()?;
                    settings_field_by_field(&raw, self.0);
                    keys_in_force(self.0);
                }
                _ => {
                    map.next_value::<IgnoredAny>()?;
                }
            }
        }
        Ok(())
    }
}

/// The settings: whole if they read whole, else field by field: each field that reads on its
/// own is kept, each that does not (a number out of range, a look that does not exist, a field
/// of no setting) is left at its default and named as lost.
fn settings_field_by_field(raw: &RawValue, out: &mut Salvaged) {
    if let Ok(settings) = serde_json::from_str::<Settings>(raw.get()) {
        out.progress.settings = settings;
        return;
    }
    let Ok(fields) = serde_json::from_str::<BTreeMap<String, Box<RawValue>>>(raw.get()) else {
        out.lost.push(Lost::Settings);
        return;
    };
    let mut kept = Vec::new();
    for (key, value) in fields {
        let field = format!("{{{}:{}}}", serde_json::json!(key), value.get());
        if serde_json::from_str::<Settings>(&field).is_ok() {
            kept.push(field[1..field.len() - 1].to_string());
        } else {
            out.lost.push(Lost::Setting(key));
        }
    }
    match serde_json::from_str::<Settings>(&format!("{{{}}}", kept.join(","))) {
        Ok(settings) => out.progress.settings = settings,
        Err(_) => out.lost.push(Lost::Settings),
    }
}

/// The keys the player chose, repaired to what the game can keep in force (two commands on one
/// letter, a letter that is no key…): named as lost when they had to be.
fn keys_in_force(out: &mut Salvaged) {
    let keys = &mut out.progress.settings.keys;
    let fixed = crate::input::keymap::repaired(keys);
    if fixed != *keys {
        *keys = fixed;
        out.lost.push(Lost::Setting("keys".to_string()));
    }
}

/// The `levels` object (one record per level id) or the `resume` object (where each level was
/// left): each entry kept if it reads whole, else named as lost ("the record of level …"), with
/// what an entry is called and the loss of one.
struct Records<'a, K, T>(
    &'a mut Salvaged,
    fn(&mut Progress) -> &mut BTreeMap<K, T>,
    &'static str,
    fn(String) -> Lost,
    fn(&str) -> bool,
);

impl<'de, K: Ord + serde::de::DeserializeOwned, T: serde::de::DeserializeOwned> DeserializeSeed<'de>
    for Records<'_, K, T>
{
    type Value = ();
    fn deserialize<D: serde::Deserializer<'de>>(self, d: D) -> Result<(), D::Error> {
        d.deserialize_map(self)
    }
}

impl<'de, K: Ord + serde::de::DeserializeOwned, T: serde::de::DeserializeOwned> Visitor<'de>
    for Records<'_, K, T>
{
    type Value = ();

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "the {}s of the levels, an object", self.2)
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
        while let Some(id) = map.next_key::<String>()? {
            // Taken as it is written, so that a value the reader refuses (nested too deep, a
            // number out of range) costs that record only.
            let raw: Box<RawValue> = map.next_value()?;
            let key = serde_json::from_value::<K>(serde_json::Value::String(id.clone()));
            match (key, serde_json::from_str::<T>(raw.get())) {
                (Ok(key), Ok(record)) if readable(&id) && (self.4)(&id) => {
                    (self.1)(&mut self.0.progress).insert(key, record);
                }
                _ => self.0.lost.push((self.3)(id)),
            }
        }
        Ok(())
    }
}

/// A list (`mine`, the player's own levels; `finished`, the history of levels finished): each
/// item kept if it reads whole and `whole` finds nothing damaged in it, else named as lost by
/// its number (from 1); with what the list is called.
struct List<'a, T>(
    &'a mut Salvaged,
    fn(&mut Progress) -> &mut Vec<T>,
    &'static str,
    fn(&T) -> bool,
    fn(usize) -> Lost,
);

impl<'de, T: serde::de::DeserializeOwned> DeserializeSeed<'de> for List<'_, T> {
    type Value = ();
    fn deserialize<D: serde::Deserializer<'de>>(self, d: D) -> Result<(), D::Error> {
        d.deserialize_seq(self)
    }
}

impl<'de, T: serde::de::DeserializeOwned> Visitor<'de> for List<'_, T> {
    type Value = ();

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{}, a list", self.2)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        let mut number = 0;
        while let Some(raw) = seq.next_element::<Box<RawValue>>()? {
            number += 1;
            match serde_json::from_str::<T>(raw.get()) {
                Ok(item) if (self.3)(&item) => (self.1)(&mut self.0.progress).push(item),
                _ => self.0.lost.push((self.4)(number)),
            }
        }
        Ok(())
    }
}
