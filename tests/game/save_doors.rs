//! Saves made hostile field by field: records with numbers at the edges of their types or of
//! other types, ids the game never writes, histories of levels left half-way whose moves have a
//! field out of range, settings of the wrong shape, and the file cut short. Whatever is in it,
//! loading never panics, a save not exactly as the game writes it is kept aside byte for byte,
//! every sound record is kept, the totals add up without overflow, what is written back reads
//! back whole, and every level the save resumes opens.
//!
//! `cargo test --test game save_doors` runs a few dozen cases; `scripts/fuzz.sh` runs as many
//! loads as `PUZZLEBOX_FUZZ_CASES` asks, and a hundredth as many games.

#[path = "../../crates/puzzles/tests/common/hostile.rs"]
mod hostile;

use crate::harness::*;
use hostile::{edges, places, replaced};
use proptest::prelude::*;
use puzzlebox::levels;
use puzzlebox::progress;
use puzzlebox::progress::records::{LevelRecord, Progress, Resume, SavedLevel};
use puzzlebox::progress::store::Store;
use puzzlebox::screens::stats::Totals;
use puzzles::{Kind, Variant, Visit};
use serde_json::{Map, Value, json};
use std::sync::Mutex;

/// Cases per property: a few dozen in CI, or what `PUZZLEBOX_FUZZ_CASES` asks.
fn cases(ci: u32) -> u32 {
    std::env::var("PUZZLEBOX_FUZZ_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(ci)
}

/// A store that holds a save in memory and remembers what was set aside.
struct Held {
    bytes: Vec<u8>,
    aside: Mutex<Vec<Vec<u8>>>,
}

impl Store for Held {
    fn load(&self) -> Result<Option<Vec<u8>>, String> {
        Ok(Some(self.bytes.clone()))
    }
    fn save(&self, _text: &str) -> Result<(), String> {
        Ok(())
    }
    fn set_aside(&self, bytes: &[u8]) -> Option<String> {
        self.aside.lock().unwrap().push(bytes.to_vec());
        Some("memory".into())
    }
}

/// The first few moves the rules allow from a level's start, as JSON.
struct FirstMoves(usize);

impl Visit for FirstMoves {
    type Out = Vec<Value>;
    fn visit<P: Variant>(self, start: &P) -> Vec<Value> {
        let mut at = start.clone();
        let mut out = Vec::new();
        for step in 0..self.0 {
            let legal = at.legal_moves();
            let Some(mv) = legal.get(step % legal.len().max(1)) else {
                break;
            };
            out.push(serde_json::to_value(mv).unwrap());
            at = at.apply(mv).unwrap();
        }
        out
    }
}

/// One entry of a save, sound (as the game writes it) or made hostile.
#[derive(Debug, Clone)]
struct Entry {
    /// Which built-in level it is about.
    level: prop::sample::Index,
    /// Which place of its JSON to make hostile, and with what; `None` keeps it sound.
    hostile: Option<(usize, usize)>,
    numbers: (u32, u64, u32, bool),
    /// Moves made, and how many of them were taken back.
    moves: (usize, usize),
}

fn entry() -> impl Strategy<Value = Entry> {
    (
        any::<prop::sample::Index>(),
        prop::option::weighted(0.5, (any::<usize>(), any::<usize>())),
        (
            any::<u32>(),
            prop_oneof![any::<u64>(), Just(u64::MAX), 0u64..100_000],
            any::<u32>(),
            any::<bool>(),
        ),
        (0usize..12, 0usize..4),
    )
        .prop_map(|(level, hostile, numbers, moves)| Entry {
            level,
            hostile,
            numbers,
            moves,
        })
}

/// A save and what must survive it.
struct Save {
    bytes: Vec<u8>,
    sound_records: Vec<(String, LevelRecord)>,
    sound_resumes: Vec<(String, Resume)>,
    sound_levels: Vec<SavedLevel>,
    /// Whether the bytes are whole JSON (else the file was cut short).
    whole: bool,
}

/// The JSON of `value`, made hostile where the entry says.
fn spoiled(value: Value, hostile: Option<(usize, usize)>) -> Value {
    match hostile {
        None => value,
        Some((place, edge)) => {
            let edges = edges();
            replaced(&value, place % places(&value), &edges[edge % edges.len()])
        }
    }
}

fn save_of(records: &[Entry], resumes: &[Entry], mine: &[Entry], cut: Option<usize>) -> Save {
    let builtin = levels::all_builtin();
    let mut save = Save {
        bytes: Vec::new(),
        sound_records: Vec::new(),
        sound_resumes: Vec::new(),
        sound_levels: Vec::new(),
        whole: cut.is_none(),
    };
    let levels = level_records(&builtin, records, &mut save);
    let resume = places_left(&builtin, resumes, &mut save);
    let made = levels_made(&builtin, mine, &mut save);
    let json = json!({
        "version": 1,
        "levels": levels,
        "mine": made,
        "resume": resume,
        "settings": {"fifteen_numbers": true, "playback_speed": 1.5},
    });
    save.bytes = serde_json::to_vec_pretty(&json).unwrap();
    if let Some(at) = cut {
        save.bytes.truncate(at % (save.bytes.len() + 1));
    }
    save
}

/// The built-in level an entry stands for, and its id.
fn id_of<'a>(builtin: &'a [levels::Builtin], e: &Entry) -> (String, &'a levels::Builtin) {
    let b = &builtin[e.level.index(builtin.len())];
    (format!("{}/{}", b.kind, b.stem()), b)
}

/// The save's level records; the sound ones kept in `save` too.
fn level_records(
    builtin: &[levels::Builtin],
    records: &[Entry],
    save: &mut Save,
) -> Map<String, Value> {
    let mut levels = Map::new();
    for (i, e) in records.iter().enumerate() {
        // The level's own id the first time (so that the totals count it), then others.
        let (own, _) = id_of(builtin, e);
        let id = if levels.contains_key(&own) {
            format!("{own}~{i}")
        } else {
            own
        };
        let (best, time, attempts, par) = e.numbers;
        let record = LevelRecord {
            solved: par || best % 2 == 0,
            best: (best % 3 != 0).then_some(best),
            best_time: (time % 5 != 0).then_some(time),
            attempts,
            par_unaided: par,
        };
        let value = spoiled(serde_json::to_value(&record).unwrap(), e.hostile);
        if e.hostile.is_none() {
            save.sound_records.push((id.clone(), record));
        }
        levels.insert(id, value);
    }
    levels
}

/// Where the save's levels were left; the sound ones kept in `save` too.
fn places_left(
    builtin: &[levels::Builtin],
    resumes: &[Entry],
    save: &mut Save,
) -> Map<String, Value> {
    let mut resume = Map::new();
    for e in resumes {
        let (id, b) = id_of(builtin, e);
        if resume.contains_key(&id) {
            continue;
        }
        let mut done = b.level().visit(FirstMoves(e.moves.0));
        let undone: Vec<Value> = done
            .split_off(done.len() - e.moves.1.min(done.len()))
            .into_iter()
            .rev()
            .collect();
        let sound = Resume {
            done: puzzlebox::progress::records::Moves::new(&done),
            undone: puzzlebox::progress::records::Moves::new(&undone),
            left_on: String::new(),
            time: e.numbers.1,
            hinted: e.numbers.3,
            assisted: e.numbers.2 % 2 == 0,
        };
        let value = spoiled(serde_json::to_value(&sound).unwrap(), e.hostile);
        // A move made hostile is still a JSON value: the save holds it, and the level that
        // opens refuses it.
        if let Ok(read) = serde_json::from_value::<Resume>(value.clone()) {
            save.sound_resumes.push((id.clone(), read));
        }
        resume.insert(id, value);
    }
    resume
}

/// The levels the player made; the sound ones kept in `save` too.
fn levels_made(builtin: &[levels::Builtin], mine: &[Entry], save: &mut Save) -> Vec<Value> {
    let mut made = Vec::new();
    for (i, e) in mine.iter().enumerate() {
        let (_, b) = id_of(builtin, e);
        let level = SavedLevel {
            id: puzzlebox::level_id::LevelId::made(b.kind, i as u64 + 1),
            text: b.text.to_string(),
        };
        let value = spoiled(serde_json::to_value(&level).unwrap(), e.hostile);
        if e.hostile.is_none() {
            save.sound_levels.push(level);
        }
        made.push(value);
    }
    made
}

fn loaded(bytes: &[u8]) -> (progress::Loaded, Vec<Vec<u8>>) {
    let store = Held {
        bytes: bytes.to_vec(),
        aside: Mutex::new(Vec::new()),
    };
    let loaded = progress::load(&store, &progress::Renames::default());
    let aside = store.aside.into_inner().unwrap();
    (loaded, aside)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases(48)))]

    /// Loading any save: no panic, a save not as the game writes it kept aside byte for byte,
    /// every sound record, history and level kept, totals that add up, and a save written back
    /// that reads back whole.
    #[test]
    fn a_hostile_save_loses_only_what_is_damaged(
        records in prop::collection::vec(entry(), 0..8),
        resumes in prop::collection::vec(entry(), 0..6),
        mine in prop::collection::vec(entry(), 0..4),
        cut in prop::option::weighted(0.15, any::<usize>()),
    ) {
        let save = save_of(&records, &resumes, &mine, cut);
        let (loaded, aside) = loaded(&save.bytes);
        let p = &loaded.progress;
        if loaded.warning.is_some() {
            prop_assert_eq!(&aside, &vec![save.bytes.clone()], "set aside byte for byte");
        } else {
            prop_assert!(aside.is_empty());
        }
        if save.whole {
            for (id, record) in &save.sound_records {
                prop_assert_eq!(p.levels.get(id.as_str()), Some(record), "record {}", id);
            }
            for (id, resume) in &save.sound_resumes {
                prop_assert_eq!(p.resume.get(id.as_str()), Some(resume), "history of {}", id);
            }
            for level in &save.sound_levels {
                prop_assert!(p.mine.contains(level), "level {}", level.id);
            }
        }
        for kind in Kind::ALL {
            let totals = Totals::of(kind, p);
            prop_assert!(totals.solved <= totals.levels);
            let _line = totals.line(puzzlebox::lang::Words::ENGLISH);
        }
        let written = p.to_json();
        let again = progress::salvage::exact(written.as_bytes());
        prop_assert_eq!(again.as_ref(), Some(p), "what is written back reads back whole");
    }
}

proptest! {
    // A game is started for each case: a hundredth as many as the loads above.
    #![proptest_config(ProptestConfig::with_cases(cases(600) / 100))]

    /// Every built-in level a hostile save holds a history of opens and can be played: its
    /// moves are made through the rules up to the first one refused.
    #[test]
    fn every_level_a_hostile_save_resumes_opens(
        resumes in prop::collection::vec(entry(), 1..4),
    ) {
        let save = save_of(&[], &resumes, &[], None);
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("progress.json"), &save.bytes).unwrap();
        let store = progress::store::FileStore { path: dir.path().join("progress.json") };
        let mut app = game_with(progress::ProgressStore(Box::new(store)));
        let ids: Vec<String> = app.world().resource::<Progress>().resume.keys().map(|id| id.to_string()).collect();
        for id in ids {
            open(&mut app, &id);
            frames(&mut app, 2);
            prop_assert_eq!(screen(&app), puzzlebox::shell::Screen::Playing, "{}", id);
            go_to(&mut app, puzzlebox::shell::Screen::Levels);
            frames(&mut app, 2);
        }
    }
}

/// A value for a setting, a key's letter or a daily record: one the game writes, or hostile.
fn door_value() -> impl Strategy<Value = Value> {
    prop_oneof![
        3 => prop::sample::select(edges()),
        1 => Just(json!(1e39)),
        1 => Just(json!(-1e308)),
        1 => Just(json!("DARK")),
        1 => Just(json!(100.0)),
        2 => "[A-Za-z0-9 üé]{0,3}".prop_map(Value::String),
        1 => Just(json!([[[[1]]]])),
        1 => Just(json!({"x": [1, 2]})),
    ]
}

/// A settings object: each of the settings (and a stranger) with a good value or a hostile
/// one, and keys chosen at random.
fn settings_object() -> impl Strategy<Value = (Value, Vec<String>)> {
    const NAMES: [&str; 10] = [
        "playback_speed",
        "volume",
        "muted",
        "text_size",
        "reduce_motion",
        "theme",
        "vibrate",
        "language",
        "fifteen_numbers",
        "odd",
    ];
    let good = vec![
        json!(2.5),
        json!(0.4),
        json!(true),
        json!(150),
        json!(true),
        json!("light"),
        json!(false),
        json!("de"),
        json!(true),
        json!(true),
    ];
    let actions = prop::sample::select(vec![
        "undo", "redo", "hint", "solve", "share", "fly", "play",
    ]);
    let letter = "[A-Za-z1 ü]{0,2}";
    (
        prop::collection::vec(prop::option::weighted(0.3, door_value()), NAMES.len()),
        prop::collection::btree_map(actions, letter, 0..6),
    )
        .prop_map(move |(spoiled, keys)| {
            let mut fields = Map::new();
            let mut bad = Vec::new();
            for ((name, good), spoil) in NAMES.iter().zip(&good).zip(spoiled) {
                match spoil {
                    Some(v) => {
                        bad.push(name.to_string());
                        fields.insert(name.to_string(), v);
                    }
                    None => {
                        fields.insert(name.to_string(), good.clone());
                    }
                }
            }
            fields.insert("keys".into(), json!(keys));
            (Value::Object(fields), bad)
        })
}

/// Days of the daily set: dates the calendar has or not (far ahead, not dates at all), and
/// puzzle names that exist or not.
fn daily_records() -> impl Strategy<Value = Value> {
    let date = prop_oneof![
        "20[0-9]{2}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9])",
        Just("9999-12-31".to_string()),
        "[0-9a-z-]{0,12}",
    ];
    let name = prop::sample::select(vec![
        "shot", "snake", "klotski", "kodable", "fifteen", "a", "lights", "",
    ]);
    prop::collection::btree_map(
        date,
        prop::collection::btree_set(name, 0..7).prop_map(|names| json!({ "on_the_day": names })),
        0..12,
    )
    .prop_map(|days| json!(days))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases(64)))]

    /// The doors added since the saves were fuzzed: settings field by field, chosen keys,
    /// daily records, pasted text. Loading never panics; every good setting is kept with its
    /// value; the keys are those the game can keep in force; the streak counts only real days
    /// up to tomorrow; what is written back reads back whole; a paste is cut to the longest
    /// field and never grows.
    #[test]
    fn the_new_doors_keep_what_is_sound_and_write_nothing_unreadable(
        (settings, bad) in settings_object(),
        daily in daily_records(),
        pasted in ".{0,300}",
        most in 0usize..200,
    ) {
        let save = json!({"version": 1, "levels": {}, "mine": [], "settings": settings,
                          "daily": daily});
        let bytes = serde_json::to_vec(&save).unwrap();
        let (loaded, _) = loaded(&bytes);
        let p = &loaded.progress;
        let s = &p.settings;
        prop_assert!(s.volume.is_finite() && s.playback_speed.is_finite());
        if !bad.contains(&"volume".to_string()) {
            prop_assert_eq!(s.volume, 0.4);
        }
        if !bad.contains(&"theme".to_string()) {
            prop_assert_eq!(s.theme, puzzlebox::progress::records::ThemeChoice::Light);
        }
        if !bad.contains(&"text_size".to_string()) {
            prop_assert_eq!(s.text_size, 150);
        }
        prop_assert_eq!(&puzzlebox::input::keymap::repaired(&s.keys), &s.keys);
        let today = puzzles::daily::Date::parse("2026-11-27").unwrap();
        let days = puzzlebox::daily_set::complete_days(p, today);
        prop_assert!(days.iter().all(|d| *d <= today.add_days(1).unwrap()));
        let streak = puzzlebox::daily_set::streak(p, today);
        prop_assert!(streak.current as usize <= days.len() && streak.best as usize <= days.len());
        let written = p.to_json();
        let again = progress::salvage::exact(written.as_bytes());
        prop_assert_eq!(again.as_ref(), Some(p), "what is written back reads back whole");

        let mut input = bevy_egui::egui::RawInput::default();
        input.events.push(bevy_egui::egui::Event::Paste(pasted.clone()));
        let cut = puzzlebox::input::cut_pastes(&mut input, most);
        let bevy_egui::egui::Event::Paste(kept) = &input.events[0] else { unreachable!() };
        prop_assert!(kept.chars().count() <= most && pasted.starts_with(kept.as_str()));
        prop_assert_eq!(cut.is_some(), pasted.chars().count() > most);
    }
}
