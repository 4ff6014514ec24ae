//! The player's progress and settings, saved between games: which levels are solved, the best
//! move counts, the player's own generated levels, and settings.
//!
//! On the desktop it is a JSON file in the platform's data folder, written atomically (a
//! temporary file, then a rename). A damaged file is set aside with a warning and whatever can
//! still be read from it is kept; it never stops the game.

use bevy::prelude::*;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// What the player has done with one level.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LevelRecord {
    /// Solved at least once without the solver's help.
    pub solved: bool,
    /// The fewest moves it was solved in.
    pub best: Option<u32>,
}

/// The player's choices.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Numbers on Fifteen tiles.
    pub fifteen_numbers: bool,
    /// Playback speed, moves per second.
    pub playback_speed: f32,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            fifteen_numbers: false,
            playback_speed: 3.0,
        }
    }
}

/// A level the player generated, kept so it can be played again.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedLevel {
    /// The key it is saved under, e.g. `mine/shot/1234`.
    pub id: String,
    /// The level file's text.
    pub text: String,
}

/// Everything saved.
#[derive(Resource, Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Progress {
    /// Per level id.
    pub levels: BTreeMap<String, LevelRecord>,
    /// The player's generated levels, oldest first.
    pub mine: Vec<SavedLevel>,
    /// Settings.
    pub settings: Settings,
    /// Set when something changed that is not yet on disk.
    #[serde(skip)]
    pub dirty: bool,
}

impl Progress {
    /// Records a win in `moves` moves.
    pub fn record_win(&mut self, id: &str, moves: u32) {
        let r = self.levels.entry(id.to_string()).or_default();
        r.solved = true;
        r.best = Some(r.best.map_or(moves, |b| b.min(moves)));
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

    /// Reads saved progress from JSON, keeping every part that can be read. Returns the
    /// progress and, if anything was wrong, a sentence saying what.
    pub fn from_json(text: &str) -> (Progress, Option<String>) {
        let value: serde_json::Value = match serde_json::from_str(text) {
            Ok(v) => v,
            Err(e) => {
                return (
                    Progress::default(),
                    Some(format!("the saved progress could not be read ({e})")),
                );
            }
        };
        let mut progress = Progress::default();
        let mut problems = Vec::new();
        if let Some(levels) = value.get("levels").and_then(|l| l.as_object()) {
            for (id, record) in levels {
                match serde_json::from_value::<LevelRecord>(record.clone()) {
                    Ok(r) => {
                        progress.levels.insert(id.clone(), r);
                    }
                    Err(_) => problems.push(format!("the record of level {id}")),
                }
            }
        }
        if let Some(mine) = value.get("mine").and_then(|m| m.as_array()) {
            for (i, level) in mine.iter().enumerate() {
                match serde_json::from_value::<SavedLevel>(level.clone()) {
                    Ok(l) => progress.mine.push(l),
                    Err(_) => problems.push(format!("saved level number {}", i + 1)),
                }
            }
        }
        if let Some(settings) = value.get("settings") {
            match serde_json::from_value::<Settings>(settings.clone()) {
                Ok(s) => progress.settings = s,
                Err(_) => problems.push("the settings".to_string()),
            }
        }
        let warning = (!problems.is_empty()).then(|| {
            format!(
                "some saved progress was damaged and is lost: {}",
                problems.join(", ")
            )
        });
        (progress, warning)
    }

    /// The progress as JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("progress serializes")
    }
}

/// Where progress is kept.
pub trait Store: Send + Sync + 'static {
    /// The saved text, if any.
    fn load(&self) -> Result<Option<String>, String>;
    /// Saves the text so that a crash never leaves half of it.
    fn save(&self, text: &str) -> Result<(), String>;
    /// Keeps a copy of a damaged save aside, so nothing is thrown away.
    fn set_aside(&self, text: &str) -> Option<String>;
}

/// A JSON file in a folder.
pub struct FileStore {
    pub path: std::path::PathBuf,
}

impl Store for FileStore {
    fn load(&self) -> Result<Option<String>, String> {
        match std::fs::read(&self.path) {
            Ok(bytes) => Ok(Some(String::from_utf8_lossy(&bytes).into_owned())),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(format!("{}: {e}", self.path.display())),
        }
    }

    fn save(&self, text: &str) -> Result<(), String> {
        if let Some(dir) = self.path.parent() {
            std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        }
        crate::levels::write_atomically(&self.path, text)
            .map_err(|e| format!("{}: {e}", self.path.display()))
    }

    fn set_aside(&self, text: &str) -> Option<String> {
        let stamp = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        let aside = self.path.with_extension(format!("damaged-{stamp}.json"));
        crate::levels::write_atomically(&aside, text).ok()?;
        Some(aside.display().to_string())
    }
}

/// Keeps progress in memory only (tests, or when no folder can be found).
#[derive(Default)]
pub struct MemoryStore;

impl Store for MemoryStore {
    fn load(&self) -> Result<Option<String>, String> {
        Ok(None)
    }
    fn save(&self, _: &str) -> Result<(), String> {
        Ok(())
    }
    fn set_aside(&self, _: &str) -> Option<String> {
        None
    }
}

/// The browser's local storage, under one key (a single write, so never half-written).
#[cfg(target_arch = "wasm32")]
pub struct BrowserStore;

#[cfg(target_arch = "wasm32")]
const BROWSER_KEY: &str = "puzzlebox-progress";

#[cfg(target_arch = "wasm32")]
fn local_storage() -> Result<web_sys::Storage, String> {
    web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .ok_or_else(|| "this browser keeps no local storage for the page".to_string())
}

#[cfg(target_arch = "wasm32")]
impl Store for BrowserStore {
    fn load(&self) -> Result<Option<String>, String> {
        local_storage()?
            .get_item(BROWSER_KEY)
            .map_err(|_| "local storage could not be read".to_string())
    }

    fn save(&self, text: &str) -> Result<(), String> {
        local_storage()?
            .set_item(BROWSER_KEY, text)
            .map_err(|_| "local storage is full or switched off".to_string())
    }

    fn set_aside(&self, text: &str) -> Option<String> {
        let key = format!("{BROWSER_KEY}-damaged");
        local_storage().ok()?.set_item(&key, text).ok()?;
        Some(format!("local storage key {key}"))
    }
}

/// The store the game uses.
#[derive(Resource)]
pub struct ProgressStore(pub Box<dyn Store>);

/// The platform's store: a file in the data folder on the desktop, local storage in a browser.
pub fn platform_store() -> Box<dyn Store> {
    #[cfg(target_arch = "wasm32")]
    let store: Box<dyn Store> = Box::new(BrowserStore);
    #[cfg(not(target_arch = "wasm32"))]
    let store = native_store();
    store
}

#[cfg(not(target_arch = "wasm32"))]
fn native_store() -> Box<dyn Store> {
    if let Ok(dir) = std::env::var("PUZZLEBOX_DATA") {
        return Box::new(FileStore {
            path: std::path::PathBuf::from(dir).join("progress.json"),
        });
    }
    match directories::ProjectDirs::from("", "", "puzzlebox") {
        Some(dirs) => Box::new(FileStore {
            path: dirs.data_dir().join("progress.json"),
        }),
        None => Box::new(MemoryStore),
    }
}

/// Loads progress from a store, setting a damaged save aside. Never fails.
pub fn load(store: &dyn Store) -> Progress {
    match store.load() {
        Ok(None) => Progress::default(),
        Ok(Some(text)) => {
            let (progress, warning) = Progress::from_json(&text);
            if let Some(w) = warning {
                match store.set_aside(&text) {
                    Some(copy) => warn!("{w}; the damaged file was kept as {copy}"),
                    None => warn!("{w}"),
                }
            }
            progress
        }
        Err(e) => {
            warn!("cannot read saved progress: {e}");
            Progress::default()
        }
    }
}

pub fn plugin(app: &mut App) {
    if !app.world().contains_resource::<ProgressStore>() {
        app.insert_resource(ProgressStore(platform_store()));
    }
    let progress = load(app.world().resource::<ProgressStore>().0.as_ref());
    app.insert_resource(progress)
        .add_systems(Last, save_when_changed);
}

fn save_when_changed(mut progress: ResMut<Progress>, store: Res<ProgressStore>) {
    if !progress.dirty {
        return;
    }
    progress.dirty = false;
    if let Err(e) = store.0.save(&progress.to_json()) {
        warn!("cannot save progress: {e}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn progress_round_trips() {
        let mut p = Progress::default();
        p.record_win("shot/01", 5);
        p.record_win("shot/01", 7);
        p.keep_level("mine/shot/3".into(), "o.o\n".into());
        let (q, warning) = Progress::from_json(&p.to_json());
        assert!(warning.is_none());
        assert_eq!(q.levels["shot/01"].best, Some(5));
        assert_eq!(q.mine.len(), 1);
    }

    #[test]
    fn damaged_parts_are_dropped_and_the_rest_kept() {
        let text = r#"{"levels": {"a": {"solved": true, "best": 4}, "b": {"solved": "yes"}},
                       "mine": [{"id": "x", "text": "o.o"}, 17], "settings": {"fifteen_numbers": 3}}"#;
        let (p, warning) = Progress::from_json(text);
        assert_eq!(p.levels.len(), 1);
        assert_eq!(p.levels["a"].best, Some(4));
        assert_eq!(p.mine.len(), 1);
        assert_eq!(p.settings, Settings::default());
        let w = warning.unwrap();
        assert!(
            w.contains("level b") && w.contains("number 2") && w.contains("settings"),
            "{w}"
        );
    }

    #[test]
    fn garbage_gives_a_fresh_start() {
        let (p, warning) = Progress::from_json("{not json");
        assert_eq!(p, Progress::default());
        assert!(warning.is_some());
    }

    #[test]
    fn file_store_saves_atomically_and_sets_damage_aside() {
        let dir = tempfile::tempdir().unwrap();
        let store = FileStore {
            path: dir.path().join("sub/progress.json"),
        };
        let mut p = Progress::default();
        p.record_win("k/1", 3);
        store.save(&p.to_json()).unwrap();
        assert_eq!(
            load(&store),
            Progress {
                dirty: false,
                ..p.clone()
            }
        );
        std::fs::write(&store.path, "{\"levels\": 5").unwrap();
        let fresh = load(&store);
        assert_eq!(fresh, Progress::default());
        let kept: Vec<_> = std::fs::read_dir(dir.path().join("sub"))
            .unwrap()
            .filter_map(|e| e.ok())
            .map(|e| e.file_name().into_string().unwrap())
            .filter(|n| n.contains("damaged"))
            .collect();
        assert_eq!(kept.len(), 1, "the damaged file is kept aside");
    }
}
