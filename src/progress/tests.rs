use super::records::{MOST_KEPT, Resume, Settings, Win};
use super::store::FileStore;
use super::*;
use crate::level_id::LevelId;
use puzzles::Kind;

use std::sync::Mutex;

/// A store in memory that remembers what was set aside and what was written.
#[derive(Default)]
struct Remembering {
    saved: Option<Vec<u8>>,
    aside: Mutex<Vec<Vec<u8>>>,
    refuse_aside: bool,
}

impl Store for Remembering {
    fn load(&self) -> Result<Option<Vec<u8>>, String> {
        Ok(self.saved.clone())
    }
    fn save(&self, _: &str) -> Result<(), String> {
        Ok(())
    }
    fn set_aside(&self, bytes: &[u8]) -> Option<String> {
        if self.refuse_aside {
            return None;
        }
        self.aside.lock().unwrap().push(bytes.to_vec());
        Some("the copy".to_string())
    }
}

fn loading(bytes: &[u8]) -> (Loaded, Vec<Vec<u8>>) {
    let store = Remembering {
        saved: Some(bytes.to_vec()),
        ..Remembering::default()
    };
    let loaded = load(&store, &Renames(crate::levels::renames()));
    let aside = store.aside.lock().unwrap().clone();
    (loaded, aside)
}

fn win(moves: u32, time: u64) -> Win {
    Win {
        moves: Some(moves),
        time,
        par_unaided: false,
    }
}

fn sample() -> Progress {
    let mut p = Progress::default();
    p.record_win("shot/01", win(5, 70_000));
    p.record_win("shot/01", win(7, 50_000));
    p.record_win("klotski/02", win(40, 3_000));
    p.keep_level("mine/shot/3".into(), "o.o\n".into());
    p.settings.playback_speed = 6.0;
    p
}

#[test]
fn what_the_game_writes_reads_back_without_a_word() {
    let p = sample();
    let (loaded, aside) = loading(p.to_json().as_bytes());
    assert_eq!(loaded.warning, None);
    assert!(aside.is_empty());
    assert_eq!(loaded.progress, Progress { dirty: false, ..p });
    assert_eq!(loaded.progress.levels["shot/01"].best, Some(5));
}

#[test]
fn a_record_keeps_the_best_of_each_win_and_counts_attempts() {
    let mut p = sample();
    let r = &p.levels["shot/01"];
    assert_eq!((r.best, r.best_time), (Some(5), Some(50_000)));
    p.record_attempt("shot/01");
    p.record_attempt("shot/01");
    p.record_win(
        "shot/01",
        Win {
            moves: None,
            time: 40_000,
            par_unaided: true,
        },
    );
    p.record_win("shot/01", win(6, 90_000));
    let r = &p.levels["shot/01"];
    assert_eq!((r.best, r.best_time), (Some(5), Some(40_000)));
    assert_eq!(r.attempts, 2);
    assert!(r.par_unaided, "the mark, once earned, stays");
}

#[test]
fn a_record_from_before_times_and_attempts_reads_back_exactly() {
    let old = r#"{"levels": {"shot/01": {"solved": true, "best": 4}}, "mine": [],
        "resume": {"shot/02": {"done": [1]}}, "settings": {}}"#;
    let (loaded, aside) = loading(old.as_bytes());
    assert!(aside.is_empty() && loaded.warning.is_none());
    let r = &loaded.progress.levels["shot/01"];
    assert_eq!((r.best_time, r.attempts, r.par_unaided), (None, 0, false));
    assert_eq!(loaded.progress.resume["shot/02"].time, 0);
}

#[test]
fn records_of_renumbered_levels_follow_them() {
    let old = r#"{"levels": {"klotski/01-the-original": {"solved": true, "best": 90},
        "fifteen/02-four-by-four": {"solved": true, "best": 16}}, "mine": [], "settings": {}}"#;
    let (loaded, aside) = loading(old.as_bytes());
    assert!(aside.is_empty());
    let levels = &loaded.progress.levels;
    assert_eq!(levels["klotski/08-the-original"].best, Some(90));
    assert_eq!(levels["fifteen/05-four-by-four"].best, Some(16));
    assert!(!levels.contains_key("klotski/01-the-original"));
}

#[test]
fn a_save_from_before_versions_is_read_as_version_one() {
    let old = r#"{"levels": {"a": {"solved": true, "best": 4}}, "mine": [], "settings": {}}"#;
    let (loaded, aside) = loading(old.as_bytes());
    assert_eq!(loaded.warning, None);
    assert!(aside.is_empty());
    assert_eq!(loaded.progress.version, 1);
}

#[test]
fn valid_json_of_the_wrong_shape_is_kept_aside_byte_for_byte() {
    for text in [
        "null",
        "42",
        "[1, 2]",
        r#"{"levels": {}, "mine": [], "settings": {}, "other": 1}"#,
        r#"{"version": 99, "levels": {}, "mine": [], "settings": {}}"#,
    ] {
        let (loaded, aside) = loading(text.as_bytes());
        assert_eq!(aside, vec![text.as_bytes().to_vec()], "{text}");
        let warning = loaded.warning.expect("the player is told").to_string();
        assert!(warning.contains("the copy"), "{warning}");
        assert!(loaded.may_write);
    }
}

#[test]
fn bytes_that_are_not_utf8_are_kept_exactly_and_the_rest_salvaged() {
    let mut bytes = sample().to_json().into_bytes();
    let at = bytes.windows(8).position(|w| w == b"shot/01\"").unwrap();
    bytes[at + 2] = 0xff;
    bytes.extend_from_slice(&[0xc3, 0x28, 0x80]);
    let (loaded, aside) = loading(&bytes);
    assert_eq!(aside, vec![bytes.clone()], "the very bytes are kept");
    let warning = loaded.warning.unwrap().to_string();
    assert!(warning.contains("the record of level"), "{warning}");
    // The damaged id is reported, not rewritten; the other records survive.
    assert!(
        !loaded
            .progress
            .levels
            .keys()
            .any(|k| k.contains('\u{fffd}'))
    );
    assert_eq!(loaded.progress.levels["klotski/02"].best, Some(40));
    assert_eq!(loaded.progress.mine.len(), 1);
}

#[test]
fn every_complete_record_of_a_truncated_save_is_kept() {
    let text = sample().to_json();
    let cut = text.find("\"mine\"").unwrap() + 20;
    let (loaded, aside) = loading(&text.as_bytes()[..cut]);
    assert_eq!(aside.len(), 1);
    assert_eq!(
        loaded.progress.levels.len(),
        2,
        "both level records came before the cut"
    );
    assert!(loaded.warning.unwrap().to_string().contains("damaged"));
    // Cut inside the first record: nothing half-read is kept.
    let cut = text.find("\"best\"").unwrap() + 3;
    let (loaded, _) = loading(&text.as_bytes()[..cut]);
    assert!(loaded.progress.levels.is_empty());
}

#[test]
fn damaged_records_are_dropped_and_named_and_the_rest_kept() {
    let text = r#"{"levels": {"a": {"solved": true, "best": 4}, "b": {"solved": "yes"}},
                   "mine": [{"id": "x", "text": "o.o"}, 17], "settings": {"fifteen_numbers": 3}}"#;
    let (loaded, _) = loading(text.as_bytes());
    assert_eq!(loaded.progress.levels.len(), 1);
    assert_eq!(loaded.progress.levels["a"].best, Some(4));
    assert_eq!(loaded.progress.mine.len(), 1);
    assert_eq!(loaded.progress.settings, Settings::default());
    let w = loaded.warning.unwrap().to_string();
    assert!(
        w.contains("level \"b\"")
            && w.contains("number 2")
            && w.contains("the setting \"fifteen_numbers\""),
        "{w}"
    );
}

#[test]
fn a_puzzles_switch_is_read_back_beside_the_other_settings() {
    let text = r#"{"levels": {}, "mine": [],
                   "settings": {"fifteen_numbers": true, "playback_speed": 1.5}}"#;
    let (loaded, _) = loading(text.as_bytes());
    assert!(loaded.warning.is_none(), "{:?}", loaded.warning);
    let settings = &loaded.progress.settings;
    assert_eq!(settings.switches.get("fifteen_numbers"), Some(&true));
    assert_eq!(settings.playback_speed, 1.5);
    let written = serde_json::to_value(settings).unwrap();
    assert_eq!(written["fifteen_numbers"], true, "{written}");
    // A key that is neither a setting nor on or off is damage, kept aside.
    let odd = r#"{"levels": {}, "mine": [], "settings": {"loudness": "very"}}"#;
    let (loaded, _) = loading(odd.as_bytes());
    let told = loaded.warning.unwrap().to_string();
    assert!(told.contains("the setting \"loudness\""), "{told}");
}

#[test]
fn one_bad_setting_is_left_at_its_default_and_the_others_are_kept() {
    let text = r#"{"levels": {}, "mine": [], "settings": {"theme": "DARK", "volume": 0.25,
        "text_size": 100.0, "muted": true, "odd": [1], "playback_speed": 1e39,
        "reduce_motion": true, "rules_seen": ["shot"]}}"#;
    let (loaded, aside) = loading(text.as_bytes());
    assert_eq!(aside.len(), 1, "the file is kept as it was");
    let settings = &loaded.progress.settings;
    assert_eq!(settings.volume, 0.25);
    assert!(settings.muted && settings.reduce_motion);
    assert_eq!(settings.rules_seen, vec![puzzles::Kind::Shot]);
    let defaults = Settings::default();
    assert_eq!(settings.theme, defaults.theme);
    assert_eq!(settings.text_size, defaults.text_size);
    assert_eq!(settings.playback_speed, defaults.playback_speed);
    let told = loaded.warning.unwrap().to_string();
    for key in ["theme", "text_size", "odd", "playback_speed"] {
        assert!(
            told.contains(&format!("the setting \"{key}\"")),
            "{key}: {told}"
        );
    }
    assert!(!told.contains("\"volume\""), "{told}");
}

#[test]
fn a_number_out_of_range_is_never_written_back_as_one_the_reader_refuses() {
    for volume in ["1e39", "-1e308", "1e308"] {
        let text = format!(
            r#"{{"levels": {{}}, "mine": [], "settings": {{"volume": {volume}, "muted": true}}}}"#
        );
        let (loaded, _) = loading(text.as_bytes());
        let settings = &loaded.progress.settings;
        assert!(settings.volume.is_finite() && settings.muted, "{volume}");
        let written = loaded.progress.to_json();
        let again = exact(written.as_bytes()).expect("what is written reads back exactly");
        assert_eq!(again.settings, *settings, "{volume}");
    }
}

#[test]
fn a_value_the_reader_refuses_costs_its_own_record_only() {
    let deep = format!("{}{}", "[".repeat(200), "]".repeat(200));
    for bad in [deep.as_str(), "1e400"] {
        let text = format!(
            r#"{{"levels": {{"shot/01-the-example": {{"solved": true, "best": {bad}}},
                "shot/02-hash-marks": {{"solved": true, "best": 4}}}},
              "mine": [{{"id": "mine/shot/made-1", "text": "o.o"}}],
              "daily": {{"2026-11-25": {{"on_the_day": ["shot"]}}}},
              "settings": {{"volume": 0.5}}}}"#
        );
        let (loaded, _) = loading(text.as_bytes());
        let p = &loaded.progress;
        assert_eq!(p.levels.len(), 1, "{bad:.10}");
        assert_eq!(p.levels["shot/02-hash-marks"].best, Some(4));
        assert_eq!(p.mine.len(), 1, "a level the player made is never dropped");
        assert_eq!(p.daily.len(), 1);
        assert_eq!(p.settings.volume, 0.5);
        let told = loaded.warning.unwrap().to_string();
        assert!(told.contains("level \"shot/01-the-example\""), "{told}");
    }
}

#[test]
fn an_id_with_a_control_character_is_not_taken_as_written() {
    let text =
        r#"{"levels": {"a\u0007b": {"solved": true, "best": 4}}, "mine": [], "settings": {}}"#;
    let (loaded, aside) = loading(text.as_bytes());
    assert_eq!(aside.len(), 1);
    assert!(loaded.progress.levels.is_empty());
    assert!(loaded.warning.unwrap().to_string().contains("level"));
}

#[test]
fn a_save_that_cannot_be_set_aside_is_never_written_over() {
    let store = Remembering {
        saved: Some(b"{broken".to_vec()),
        refuse_aside: true,
        ..Remembering::default()
    };
    let loaded = load(&store, &Renames(crate::levels::renames()));
    assert!(!loaded.may_write);
    assert!(
        loaded
            .warning
            .unwrap()
            .to_string()
            .contains("will not be saved")
    );
}

#[test]
fn file_store_saves_atomically_sets_damage_aside_and_tidies() {
    let dir = tempfile::tempdir().unwrap();
    let sub = dir.path().join("sub");
    let store = FileStore {
        path: sub.join("progress.json"),
    };
    let p = sample();
    store.save(&p.to_json()).unwrap();
    assert_eq!(
        load(&store, &Renames(crate::levels::renames())).progress,
        Progress { dirty: false, ..p }
    );
    // A write cut short by an earlier run, long ago, leaves its temporary file.
    let dead = sub.join(".progress.json.x7Yz2q.tmp");
    std::fs::write(&dead, "{").unwrap();
    let an_hour_ago = std::time::SystemTime::now() - std::time::Duration::from_secs(3600);
    let file = std::fs::File::options().write(true).open(&dead).unwrap();
    file.set_modified(an_hour_ago).unwrap();
    let damaged = b"{\"levels\": 5 \xff".to_vec();
    std::fs::write(&store.path, &damaged).unwrap();
    let loaded = load(&store, &Renames(crate::levels::renames()));
    assert_eq!(loaded.progress, Progress::default());
    assert!(!dead.exists(), "the leftover temporary file is removed");
    let kept: Vec<_> = std::fs::read_dir(&sub)
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.file_name().to_string_lossy().contains("damaged"))
        .collect();
    assert_eq!(kept.len(), 1, "the damaged file is kept aside");
    assert_eq!(std::fs::read(kept[0].path()).unwrap(), damaged);
    // A second damaged save is kept too, beside the first.
    load(&store, &Renames(crate::levels::renames()));
    let count = std::fs::read_dir(&sub)
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.file_name().to_string_lossy().contains("damaged"))
        .count();
    assert_eq!(count, 2);
}

#[test]
fn where_levels_were_left_is_salvaged_entry_by_entry() {
    let damaged = br#"{"version": 1, "resume": {"fifteen/03-three-by-three": {"done": [{"tile": 7}], "undone": [{"tile": 1}]}, "shot/01-the-example": {"done": 3}, "klotski/01-fir"#;
    let salvaged = salvage(damaged);
    let left = &salvaged.progress.resume["fifteen/03-three-by-three"];
    assert_eq!(left.done.values(), vec![serde_json::json!({"tile": 7})]);
    assert_eq!(left.undone.values(), vec![serde_json::json!({"tile": 1})]);
    assert_eq!(salvaged.progress.resume.len(), 1);
    assert_eq!(
        salvaged.lost,
        vec![Lost::PlaceLeft("shot/01-the-example".to_string())]
    );
    assert_eq!(
        salvaged.lost[0].to_string(),
        "the place left of level \"shot/01-the-example\""
    );
    // A save with no levels left half-way does not write the field at all.
    assert!(!Progress::default().to_json().contains("resume"));
}

/// A save that is a pipe, or a link to an endless device, is not read: the game starts at once
/// with fresh progress and leaves the file alone (before, a pipe kept it from its first frame
/// and /dev/zero was read without end).
#[cfg(unix)]
#[test]
fn a_save_that_is_no_regular_file_is_left_alone_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let pipe = dir.path().join("pipe.json");
    let name = std::ffi::CString::new(pipe.to_str().unwrap()).unwrap();
    // SAFETY: a valid path; mkfifo only creates the pipe.
    assert_eq!(unsafe { libc::mkfifo(name.as_ptr(), 0o600) }, 0);
    let zero = dir.path().join("zero.json");
    std::os::unix::fs::symlink("/dev/zero", &zero).unwrap();
    for path in [pipe, zero] {
        let (answer, asked) = std::sync::mpsc::channel();
        let store = FileStore { path: path.clone() };
        std::thread::spawn(move || {
            answer
                .send(load(&store, &Renames(crate::levels::renames())))
                .unwrap()
        });
        let loaded = asked
            .recv_timeout(std::time::Duration::from_secs(20))
            .unwrap_or_else(|_| panic!("{} was waited on", path.display()));
        assert!(!loaded.may_write, "{}", path.display());
        assert_eq!(loaded.progress, Progress::default());
        let warning = loaded.warning.expect("the player is told").to_string();
        assert!(warning.contains("not a regular file"), "{warning}");
    }
}

/// Levels the player made are never dropped to make room: past `MOST_KEPT` random or shared
/// levels of a puzzle, the oldest never played goes, with whatever was kept of it, and its
/// title is given to tell the player (before, the 51st random level dropped a level the
/// player had made, and left its record behind).
#[test]
fn a_level_the_player_made_is_never_dropped_for_a_random_one() {
    let mut p = Progress::default();
    let made = LevelId::made(Kind::Shot, 1);
    assert!(made.is_made());
    p.keep_level(made.clone(), "; title: Mine\no.o\n".into());
    p.record_win(&made, win(2, 1000));
    for seed in 0..MOST_KEPT {
        let id = format!("mine/shot/{seed}");
        assert_eq!(
            p.keep_level(id.into(), format!("; title: Random {seed}\no.o\n")),
            None
        );
    }
    // The oldest random level was played: the oldest one never played goes first.
    p.record_win("mine/shot/0", win(2, 1000));
    let gone = p.keep_level("mine/shot/new".into(), "o.o\n".into());
    assert_eq!(
        gone.map(|g| g.title(crate::lang::Words::ENGLISH))
            .as_deref(),
        Some("Random 1")
    );
    assert!(
        p.mine.iter().any(|l| l.id == made),
        "the player's level stays"
    );
    assert!(p.levels.contains_key(&made), "with its record");
    assert!(
        p.mine.iter().any(|l| l.id == "mine/shot/0"),
        "a played one stays"
    );
    let random = p.mine.iter().filter(|l| !l.id.is_made()).count();
    assert_eq!(random, MOST_KEPT);
    // Other puzzles' levels are counted apart, and the player's own go on without a cap.
    for n in 2..60 {
        assert_eq!(
            p.keep_level(LevelId::made(Kind::Shot, n), "o.o\n".into()),
            None
        );
    }
    assert_eq!(
        p.keep_level("mine/fifteen/1".into(), "1 2\n3 0\n".into()),
        None
    );
}

/// A byte-order mark before the save, or a NUL byte inside it, costs at most the record it
/// falls in (before, a mark kept no record at all and a NUL dropped every record after it).
#[test]
fn a_byte_order_mark_or_a_nul_costs_at_most_one_record() {
    let text = sample().to_json();
    let (loaded, aside) = loading(format!("\u{feff}{text}").as_bytes());
    assert_eq!(aside.len(), 1, "kept aside: it is not what the game writes");
    assert_eq!(loaded.progress.levels, sample().levels);
    assert_eq!(loaded.progress.mine, sample().mine);
    // A NUL between two records, then one inside the second level's id.
    let between = text.replacen("},", "},\u{0}", 1);
    let (loaded, _) = loading(between.as_bytes());
    assert_eq!(loaded.progress.levels, sample().levels, "{between}");
    assert_eq!(loaded.progress.settings, sample().settings);
    let inside = text.replacen("klotski/02", "klotski/\u{0}02", 1);
    let (loaded, _) = loading(inside.as_bytes());
    assert_eq!(loaded.progress.levels.len(), 1, "{inside}");
    assert!(loaded.progress.levels.contains_key("shot/01"));
    assert_eq!(
        loaded.progress.mine,
        sample().mine,
        "the records after it are kept"
    );
    assert_eq!(loaded.progress.settings, sample().settings);
}

#[test]
fn a_reset_forgets_one_puzzles_records_and_places_and_keeps_the_rest() {
    let mut p = Progress::default();
    let won = Win {
        moves: Some(3),
        time: 1000,
        par_unaided: true,
    };
    for id in [
        "shot/01-the-example",
        "mine/shot/made-1",
        "fifteen/01-first-light",
    ] {
        p.record_win(id, won);
        p.keep_resume(
            id,
            Resume {
                done: records::Moves::new(&[serde_json::json!({"tile": 1})]),
                ..Resume::default()
            },
        );
    }
    p.keep_level("mine/shot/made-1".into(), "o.o\n".into());
    p.dirty = false;
    p.reset(Some(Kind::Shot));
    assert!(p.dirty);
    let ids: Vec<&LevelId> = p.levels.keys().chain(p.resume.keys()).collect();
    assert_eq!(ids, ["fifteen/01-first-light", "fifteen/01-first-light"]);
    assert_eq!(p.mine.len(), 1, "the player's level stays");
    p.reset(None);
    assert!(p.levels.is_empty() && p.resume.is_empty());
    assert_eq!(p.mine.len(), 1);
}

/// The player, in English (the language the tests run in), is told the very words the log
/// gets; and every kind of warning has its words in every language.
#[test]
fn a_warning_is_told_in_the_language_in_force_as_the_log_says_it_in_english() {
    let lost = vec![
        Lost::Record("a".into()),
        Lost::PlaceLeft("b\u{7}".into()),
        Lost::Draft("c".into()),
        Lost::Settings,
        Lost::Mine(2),
    ];
    let mut warnings = vec![
        Warning::Unreadable {
            error: "progress.json: permission denied".into(),
        },
        Warning::Unreadable {
            error: store::NO_LOCAL_STORAGE.into(),
        },
    ];
    for damage in [
        Damage::Broken("EOF while parsing".into()),
        Damage::Lost(lost),
        Damage::NotOurs,
    ] {
        for (kept, copy) in [(0, None), (1, Some("the copy".to_string())), (7, None)] {
            warnings.push(Warning::NotWhole {
                damage: damage.clone(),
                kept,
                copy,
            });
        }
    }
    for warning in &warnings {
        assert_eq!(warning.told(Words::ENGLISH), warning.to_string());
        assert!(
            !warning.told(Words::ENGLISH).contains("error-save"),
            "{warning}"
        );
    }
    let in_the_browser = Warning::NotWhole {
        damage: Damage::NotOurs,
        kept: 1,
        copy: Some(format!(
            "{}puzzlebox-progress-damaged",
            store::IN_LOCAL_STORAGE
        )),
    };
    assert!(
        in_the_browser
            .told(Words::ENGLISH)
            .ends_with("under the browser's storage key puzzlebox-progress-damaged."),
        "{}",
        in_the_browser.told(Words::ENGLISH)
    );
}

#[test]
fn the_daily_sets_records_are_kept_and_salvaged_day_by_day() {
    let mut p = Progress::default();
    let alone = crate::progress::records::DailyFinish {
        on_the_day: true,
        hinted: false,
        assisted: false,
    };
    p.record_daily("2026-11-26", "fifteen", alone);
    let back = exact(p.to_json().as_bytes()).expect("what the game writes reads back exactly");
    assert_eq!(back.daily, p.daily);
    assert!(back.daily["2026-11-26"].on_the_day.contains("fifteen"));
    let damaged = br#"{"version": 1, "daily": {"2026-11-25": {"on_the_day": ["shot"]}, "2026-11-26": {"on_the_day": 7}}, "levels": {"shot/01-the-example": {"solved": tr"#;
    let salvaged = salvage(damaged);
    assert!(
        salvaged.progress.daily["2026-11-25"]
            .on_the_day
            .contains("shot")
    );
    assert_eq!(salvaged.lost, vec![Lost::Daily("2026-11-26".to_string())]);
    assert_eq!(
        salvaged.lost[0].to_string(),
        "the record of the daily set of \"2026-11-26\""
    );
    // A full reset forgets the days too; a puzzle's reset leaves them.
    p.reset(Some(Kind::Fifteen));
    assert_eq!(p.daily.len(), 1);
    p.reset(None);
    assert!(p.daily.is_empty());
}

#[test]
fn two_games_on_one_save_keep_what_each_recorded() {
    let mut base = Progress::default();
    base.record_win("shot/01", win(10, 9_000));
    base.levels.get_mut("shot/01").unwrap().attempts = 2;
    base.record_win("klotski/02", win(40, 3_000));
    let mut ours = base.clone();
    let mut theirs = base.clone();
    // This game: one more attempt at shot/01, a reset of sliding blocks, a level made.
    ours.levels.get_mut("shot/01").unwrap().attempts = 3;
    ours.reset(Some(Kind::Klotski));
    ours.keep_level("mine/shot/made-1".into(), "o.o\n".into());
    // The other: two more attempts and a better win at shot/01, a win at Fifteen, a level made.
    theirs.record_win("shot/01", win(8, 12_000));
    theirs.levels.get_mut("shot/01").unwrap().attempts = 4;
    theirs.record_win("fifteen/01", win(8, 5_000));
    theirs.keep_level("mine/fifteen/made-1".into(), "1 2\n3 0\n".into());
    theirs.settings.volume = 0.2;

    let both = merge::merged(&base, &ours, &theirs);
    let shot = &both.levels["shot/01"];
    assert_eq!(
        (shot.best, shot.best_time, shot.attempts),
        (Some(8), Some(9_000), 5)
    );
    assert!(
        both.levels["fifteen/01"].solved,
        "the other game's win is kept"
    );
    assert!(
        !both.levels.contains_key("klotski/02"),
        "a reset stays a reset"
    );
    let made: Vec<&str> = both.mine.iter().map(|l| l.id.as_str()).collect();
    assert_eq!(made, ["mine/shot/made-1", "mine/fifteen/made-1"]);
    assert_eq!(
        both.settings.volume, 0.2,
        "settings only the other game changed"
    );
    // Nothing else wrote: ours as it is.
    assert_eq!(merge::merged(&base, &ours, &base), ours);
}

#[test]
fn a_screenshot_run_reads_a_save_and_leaves_it_as_it_found_it() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("progress.json");
    let before = sample().to_json();
    std::fs::write(&path, &before).unwrap();
    let store = store::ReadOnly(Box::new(FileStore { path: path.clone() }));
    let mut loaded = load(&store, &Renames(crate::levels::renames())).progress;
    assert_eq!(loaded.levels["shot/01"].best, Some(5));
    loaded.settings.rules_seen = puzzles::Kind::ALL.to_vec();
    loaded.settings.last_place = Some("snake/01-eight-cubes".into());
    store.save(&loaded.to_json()).unwrap();
    assert_eq!(std::fs::read_to_string(&path).unwrap(), before);
    // The game's own way of saving is told it saved (no "cannot be saved" in a picture).
    let renames = Renames(crate::levels::renames());
    let base = load(&store, &renames).progress;
    assert!(save_merged(&store, &base, &loaded, &renames).is_ok());
    assert_eq!(std::fs::read_to_string(&path).unwrap(), before);
}

#[test]
fn keys_that_cannot_all_be_in_force_are_repaired_and_told() {
    let text = r#"{"levels": {"shot/01": {"solved": true, "best": 4}}, "mine": [],
        "settings": {"volume": 0.3, "keys": {"undo": "U", "redo": "U", "hint": "U", "share": "ü"}}}"#;
    let (loaded, aside) = loading(text.as_bytes());
    assert_eq!(aside.len(), 1, "the save is kept as it was");
    let settings = &loaded.progress.settings;
    assert_eq!(settings.volume, 0.3);
    let keys: Vec<(&str, &str)> = settings
        .keys
        .iter()
        .map(|(a, l)| (a.as_str(), l.as_str()))
        .collect();
    assert_eq!(keys, [("hint", "U")]);
    assert_eq!(loaded.progress.levels["shot/01"].best, Some(4));
    let told = loaded.warning.unwrap().to_string();
    assert!(told.contains("the setting \"keys\""), "{told}");
    // Keys the settings made read back exactly.
    let mut p = Progress::default();
    crate::input::keymap::assign(&mut p.settings.keys, "undo", 'U');
    assert!(exact(p.to_json().as_bytes()).is_some());
}

#[test]
fn the_history_is_kept_and_salvaged_entry_by_entry() {
    use super::history::Finished;
    let entry = |level: &str, day: &str| Finished {
        moves: Some(9),
        time: 41_000,
        hints: 1,
        par: Some(8),
        difficulty: Some(puzzles::generate::Difficulty::Medium),
        ..Finished::on(level, day)
    };
    let mut p = Progress::default();
    p.record_finished(entry("shot/01-the-example", "2026-11-27"));
    p.record_finished(entry("mine/fifteen/random-3", "2026-11-28"));
    let text = p.to_json();
    let (loaded, _) = loading(text.as_bytes());
    assert_eq!(loaded.progress.finished, p.finished);
    assert_eq!(loaded.progress.ratings, p.ratings);
    assert!(loaded.warning.is_none());
    // One entry damaged (a day that is no text), a rating out of range: the rest kept, each
    // loss named.
    let mut damaged = text.replacen("\"2026-11-27\"", "27", 1);
    let ratings = damaged.find("\"ratings\"").expect("ratings written");
    // A deviation of 9000 and more: out of range.
    let value = ratings
        + damaged[ratings..]
            .find("\"deviation\": ")
            .expect("a rating")
        + 13;
    damaged.insert(value, '9');
    let (loaded, aside) = loading(damaged.as_bytes());
    assert_eq!(
        aside,
        vec![damaged.as_bytes().to_vec()],
        "the file is kept aside"
    );
    let days: Vec<&str> = loaded
        .progress
        .finished
        .iter()
        .map(|f| f.day.as_str())
        .collect();
    assert_eq!(days, ["2026-11-28"]);
    assert!(loaded.progress.ratings.is_empty());
    let w = loaded.warning.expect("a warning").to_string();
    assert!(
        w.contains("entry number 1 of the levels finished") && w.contains("the rating in"),
        "{w}"
    );
}

#[test]
fn two_games_on_one_save_keep_the_levels_each_finished() {
    use super::history::Finished;
    let entry = |level: &str, day: &str| Finished {
        moves: Some(9),
        time: 41_000,
        ..Finished::on(level, day)
    };
    let mut base = Progress::default();
    base.record_finished(entry("shot/01", "2026-11-26"));
    let (mut ours, mut theirs) = (base.clone(), base.clone());
    ours.record_finished(entry("shot/02", "2026-11-28"));
    theirs.record_finished(entry("fifteen/01", "2026-11-27"));
    let both = merge::merged(&base, &ours, &theirs);
    let levels: Vec<&str> = both.finished.iter().map(|f| f.level.as_str()).collect();
    assert_eq!(levels, ["shot/01", "fifteen/01", "shot/02"]);
}
