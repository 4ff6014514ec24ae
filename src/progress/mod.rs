//! The player's progress and settings, saved between games: which levels are solved, with the
//! best move count and time, the tries and par reached unaided; where levels were left; the
//! player's own generated levels; and settings.
//!
//! On the desktop it is a JSON file in the platform's data folder, written atomically (a
//! temporary file, then a rename). A save that is not exactly what the game writes is kept
//! aside byte for byte before anything else is written, the player is told once, and every
//! complete record that can still be read from it is kept; it never stops the game.

mod records;
mod salvage;
mod store;

pub use records::{
    ForThisRun, LevelRecord, MOST_KEPT, Progress, Resume, SavedLevel, Settings, TEXT_SIZES,
    ThemeChoice, VERSION, Win, is_made_by_the_player, made_by_the_player,
};
pub use salvage::{Salvaged, exact, salvage};
#[cfg(target_arch = "wasm32")]
pub use store::BrowserStore;
#[cfg(not(target_arch = "wasm32"))]
pub use store::data_folder;
pub use store::{FileStore, MemoryStore, Store, platform_store, screenshot_store};

use bevy::prelude::*;

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
mod tests;
