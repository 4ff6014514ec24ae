//! The player's progress and settings, saved between games: which levels are solved, with the
//! best move count and time, the tries and par reached unaided; where levels were left; the
//! player's own generated levels; and settings.
//!
//! On the desktop it is a JSON file in the platform's data folder, written atomically (a
//! temporary file, then a rename). A save that is not exactly what the game writes is kept
//! aside byte for byte before anything else is written, the player is told once, and every
//! complete record that can still be read from it is kept; it never stops the game.

mod salvage;
mod store;

pub use salvage::{Salvaged, exact, salvage};
#[cfg(target_arch = "wasm32")]
pub use store::BrowserStore;
#[cfg(not(target_arch = "wasm32"))]
pub use store::data_folder;
pub use store::{FileStore, MemoryStore, Store, platform_store};

use bevy::prelude::*;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The version of the save's layout the game writes.
pub const VERSION: u32 = 1;

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
    /// The clock, in milliseconds.
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
    pub done: Vec<serde_json::Value>,
    /// Moves taken back, the next one to redo last.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub undone: Vec<serde_json::Value>,
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

/// The player's choices.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Settings {
    /// Numbers on Fifteen tiles.
    pub fifteen_numbers: bool,
    /// Playback speed, moves per second.
    pub playback_speed: f32,
    /// The puzzles whose "How to play" card the player has seen.
    pub rules_seen: Vec<puzzles::Kind>,
    /// Where the game was when it was last seen: `title`, `puzzles`, `stats`, `levels/KIND` or a
    /// level's id; it reopens there.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_place: Option<String>,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            fifteen_numbers: false,
            playback_speed: 3.0,
            rules_seen: Vec::new(),
            last_place: None,
        }
    }
}

/// A level the player generated, kept so it can be played again.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedLevel {
    /// The key it is saved under, e.g. `mine/shot/1234`.
    pub id: String,
    /// The level file's text.
    pub text: String,
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
    pub levels: BTreeMap<String, LevelRecord>,
    /// The player's generated levels, oldest first.
    pub mine: Vec<SavedLevel>,
    /// Where each level left unsolved was left, per level id.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub resume: BTreeMap<String, Resume>,
    /// Settings.
    pub settings: Settings,
    /// Set when something changed that is not yet on disk.
    #[serde(skip)]
    pub dirty: bool,
}

fn first_version() -> u32 {
    1
}

impl Default for Progress {
    fn default() -> Progress {
        Progress {
            version: VERSION,
            levels: BTreeMap::new(),
            mine: Vec::new(),
            resume: BTreeMap::new(),
            settings: Settings::default(),
            dirty: false,
        }
    }
}

impl Progress {
    /// Records a win: solved, and the best moves and time and the par mark kept.
    pub fn record_win(&mut self, id: &str, win: Win) {
        let r = self.levels.entry(id.to_string()).or_default();
        r.solved = true;
        if let Some(moves) = win.moves {
            r.best = Some(r.best.map_or(moves, |b| b.min(moves)));
        }
        r.best_time = Some(r.best_time.map_or(win.time, |b| b.min(win.time)));
        r.par_unaided |= win.par_unaided;
        self.dirty = true;
    }

    /// Counts one more attempt at a level.
    pub fn record_attempt(&mut self, id: &str) {
        let r = self.levels.entry(id.to_string()).or_default();
        r.attempts = r.attempts.saturating_add(1);
        self.dirty = true;
    }

    /// The record of a level, if any.
    pub fn record(&self, id: &str) -> Option<&LevelRecord> {
        self.levels.get(id)
    }

    /// Keeps a generated level (at most 50 of each kind; the oldest go first).
    pub fn keep_level(&mut self, id: String, text: String) {
        if self.mine.iter().any(|l| l.id == id) {
            return;
        }
        let kind_prefix = id
            .rsplit_once('/')
            .map_or(id.clone(), |(k, _)| k.to_string());
        let same_kind = self
            .mine
            .iter()
            .filter(|l| l.id.starts_with(&kind_prefix))
            .count();
        if same_kind >= 50
            && let Some(i) = self
                .mine
                .iter()
                .position(|l| l.id.starts_with(&kind_prefix))
        {
            self.mine.remove(i);
        }
        self.mine.push(SavedLevel { id, text });
        self.dirty = true;
    }

    /// Keeps a level the player made under `id`, in place of what was kept under it before;
    /// a level changed is no longer the one recorded, so its record and place left go.
    pub fn replace_level(&mut self, id: String, text: String) {
        match self.mine.iter_mut().find(|l| l.id == id) {
            Some(kept) if kept.text == text => {}
            Some(kept) => {
                kept.text = text;
                self.levels.remove(&id);
                self.resume.remove(&id);
                self.dirty = true;
            }
            None => self.keep_level(id, text),
        }
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
            self.resume.insert(id.to_string(), resume);
            self.dirty = true;
        }
    }

    /// The progress as JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("progress serializes")
    }
}

/// Built-in levels that were renumbered when the packs were put in order of difficulty: the
/// records kept under their old names move to the new ones.
const RENAMED: [(&str, &str); 23] = [
    ("klotski/02-side-step", "klotski/01-side-step"),
    ("klotski/03-shuffle", "klotski/02-shuffle"),
    ("klotski/04-crossroads", "klotski/03-crossroads"),
    ("klotski/07-wide-load", "klotski/04-wide-load"),
    ("klotski/08-gridlock", "klotski/07-gridlock"),
    ("klotski/01-the-original", "klotski/08-the-original"),
    ("klotski/11-huarong-pass", "klotski/10-huarong-pass"),
    ("klotski/10-long-way-round", "klotski/11-long-way-round"),
    ("snake/08-the-wooden-snake", "snake/07-the-wooden-snake"),
    ("snake/07-long-runs", "snake/08-long-runs"),
    ("kodable/04-stairs", "kodable/02-stairs"),
    ("kodable/05-stop-on-pink", "kodable/03-stop-on-pink"),
    ("kodable/02-round-the-corner", "kodable/04-round-the-corner"),
    (
        "kodable/07-down-the-stairs-to-pink",
        "kodable/05-down-the-stairs-to-pink",
    ),
    (
        "kodable/03-a-star-on-the-way",
        "kodable/06-a-star-on-the-way",
    ),
    ("kodable/06-two-colours", "kodable/07-two-colours"),
    ("fifteen/04-four-by-four", "fifteen/02-four-by-four"),
    ("fifteen/02-three-by-three", "fifteen/03-three-by-three"),
    ("fifteen/05-shades", "fifteen/04-shades"),
    ("fifteen/03-tangled-eight", "fifteen/05-tangled-eight"),
    ("fifteen/09-eleven", "fifteen/07-eleven"),
    ("fifteen/07-twilight", "fifteen/08-twilight"),
    ("fifteen/08-long-shadows", "fifteen/09-long-shadows"),
];

impl Progress {
    /// Moves the records of renumbered built-in levels to their new names (a record already
    /// under the new name is kept).
    pub fn follow_renames(&mut self) {
        for (old, new) in RENAMED {
            if let Some(record) = self.levels.remove(old) {
                self.levels.entry(new.to_string()).or_insert(record);
            }
        }
    }
}

/// The store the game uses.
#[derive(Resource)]
pub struct ProgressStore(pub Box<dyn Store>);

/// Whether the progress may be written: not when a damaged save could not be kept aside, so
/// that the only copy is never written over.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct MayWrite(pub bool);

/// What loading found.
#[derive(Debug, PartialEq)]
pub struct Loaded {
    /// The progress to play with.
    pub progress: Progress,
    /// A sentence for the player when the save was not exactly what the game writes.
    pub warning: Option<String>,
    /// Whether the save may be written over.
    pub may_write: bool,
}

/// Loads progress from a store. A save that is not exactly what the game writes is set aside
/// byte for byte first and what can be read of it kept; a save that cannot be set aside is left
/// alone and not written over. Never fails.
pub fn load(store: &dyn Store) -> Loaded {
    store.tidy();
    let fresh = |warning: Option<String>, may_write| Loaded {
        progress: Progress::default(),
        warning,
        may_write,
    };
    let bytes = match store.load() {
        Ok(None) => return fresh(None, true),
        Ok(Some(bytes)) => bytes,
        Err(e) => {
            // Unreadable now is not the same as damaged: leave it as it is.
            return fresh(
                Some(format!(
                    "The saved progress could not be read ({e}); this game's progress will not be saved."
                )),
                false,
            );
        }
    };
    if let Some(mut progress) = exact(&bytes) {
        progress.follow_renames();
        return Loaded {
            progress,
            warning: None,
            may_write: true,
        };
    }
    let mut salvaged = salvage(&bytes);
    salvaged.progress.follow_renames();
    let kept = salvaged.progress.levels.len() + salvaged.progress.mine.len();
    let what = match (&salvaged.error, salvaged.lost.is_empty()) {
        (Some(e), _) => format!("it is damaged ({e})"),
        (None, false) => format!("some records are damaged: {}", salvaged.lost.join(", ")),
        (None, true) => "it is not in the form this game writes".to_string(),
    };
    let (where_kept, may_write) = match store.set_aside(&bytes) {
        Some(copy) => (format!("the file was kept as it was in {copy}"), true),
        None => (
            "it could not be copied aside, so it is left untouched and this game's progress will not be saved"
                .to_string(),
            false,
        ),
    };
    Loaded {
        progress: salvaged.progress,
        warning: Some(format!(
            "The saved progress was not read whole: {what}. {} could be kept; {where_kept}.",
            crate::text_format::count(kept as u64, "record", "records")
        )),
        may_write,
    }
}

/// How long the warning about a damaged save stays on screen, in seconds.
const WARNING_SECONDS: f64 = 20.0;

pub fn plugin(app: &mut App) {
    if !app.world().contains_resource::<ProgressStore>() {
        app.insert_resource(ProgressStore(platform_store()));
    }
    let loaded = load(app.world().resource::<ProgressStore>().0.as_ref());
    if let Some(warning) = &loaded.warning {
        warn!("{warning}");
        // Told once, over whatever screen opens first.
        app.insert_resource(crate::notice::Notice {
            shown: Some(crate::notice::NoticeText {
                text: warning.clone(),
                warns: true,
                until: Some(WARNING_SECONDS),
            }),
        });
    }
    app.insert_resource(loaded.progress)
        .insert_resource(MayWrite(loaded.may_write))
        .add_systems(Last, save_when_changed);
}

/// The least time between two saves: a slider dragged for a second is one save, not sixty. A
/// browser's storage is cheap to write and a tab can be closed at any moment with no last
/// word to the game, so there every change is saved at once.
const SAVE_EVERY: f64 = if cfg!(target_arch = "wasm32") {
    0.0
} else {
    0.5
};

/// Saves a change, at most every [`SAVE_EVERY`] seconds, and at once when the game closes.
fn save_when_changed(
    mut progress: ResMut<Progress>,
    store: Res<ProgressStore>,
    may_write: Res<MayWrite>,
    mut closing: MessageReader<AppExit>,
    time: Res<Time>,
    mut last: Local<Option<f64>>,
) {
    let now = time.elapsed_secs_f64();
    let closing = closing.read().count() > 0;
    let due = last.is_none_or(|t| now - t >= SAVE_EVERY);
    if !progress.dirty || !may_write.0 || !(due || closing) {
        return;
    }
    progress.dirty = false;
    *last = Some(now);
    if let Err(e) = store.0.save(&progress.to_json()) {
        warn!("cannot save progress: {e}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
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
        let loaded = load(&store);
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
            "fifteen/04-four-by-four": {"solved": true, "best": 16}}, "mine": [], "settings": {}}"#;
        let (loaded, aside) = loading(old.as_bytes());
        assert!(aside.is_empty());
        let levels = &loaded.progress.levels;
        assert_eq!(levels["klotski/08-the-original"].best, Some(90));
        assert_eq!(levels["fifteen/02-four-by-four"].best, Some(16));
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
            let warning = loaded.warning.expect("the player is told");
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
        let warning = loaded.warning.unwrap();
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
        assert!(loaded.warning.unwrap().contains("damaged"));
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
        let w = loaded.warning.unwrap();
        assert!(
            w.contains("level \"b\"") && w.contains("number 2") && w.contains("settings"),
            "{w}"
        );
    }

    #[test]
    fn an_id_with_a_control_character_is_not_taken_as_written() {
        let text =
            r#"{"levels": {"a\u0007b": {"solved": true, "best": 4}}, "mine": [], "settings": {}}"#;
        let (loaded, aside) = loading(text.as_bytes());
        assert_eq!(aside.len(), 1);
        assert!(loaded.progress.levels.is_empty());
        assert!(loaded.warning.unwrap().contains("level"));
    }

    #[test]
    fn a_save_that_cannot_be_set_aside_is_never_written_over() {
        let store = Remembering {
            saved: Some(b"{broken".to_vec()),
            refuse_aside: true,
            ..Remembering::default()
        };
        let loaded = load(&store);
        assert!(!loaded.may_write);
        assert!(loaded.warning.unwrap().contains("will not be saved"));
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
        assert_eq!(load(&store).progress, Progress { dirty: false, ..p });
        // A write cut short by an earlier run that has ended leaves its temporary file.
        let dead = sub.join(format!(".progress.json.{}.tmp", u32::MAX - 1));
        std::fs::write(&dead, "{").unwrap();
        let damaged = b"{\"levels\": 5 \xff".to_vec();
        std::fs::write(&store.path, &damaged).unwrap();
        let loaded = load(&store);
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
        load(&store);
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
        assert_eq!(left.done, vec![serde_json::json!({"tile": 7})]);
        assert_eq!(left.undone, vec![serde_json::json!({"tile": 1})]);
        assert_eq!(salvaged.progress.resume.len(), 1);
        assert_eq!(
            salvaged.lost,
            vec!["the place left of level \"shot/01-the-example\"".to_string()]
        );
        // A save with no levels left half-way does not write the field at all.
        assert!(!Progress::default().to_json().contains("resume"));
    }
}
