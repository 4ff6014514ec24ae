//! The player's progress and settings, saved between games: which levels are solved, with the
//! best move count and time, the tries and par reached unaided; where levels were left; the
//! player's own generated levels; and settings.
//!
//! On the desktop it is a JSON file in the platform's data folder, written atomically (a
//! temporary file, then a rename). A save that is not exactly what the game writes is kept
//! aside byte for byte before anything else is written, the player is told once, and every
//! complete record that can still be read from it is kept; it never stops the game.

pub mod finishes;
pub mod history;
pub mod import;
pub mod merge;
pub mod records;
pub mod salvage;
pub mod store;

use crate::lang::Words;
use bevy::prelude::*;
use records::Progress;
use salvage::{Lost, exact, salvage};
use store::{Store, platform_store};

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
    /// What the player is told when the save was not exactly what the game writes.
    pub warning: Option<Warning>,
    /// Whether the save may be written over.
    pub may_write: bool,
}

/// Each id a built-in level was kept under before, with its id now: the records of a save read
/// under the first move to the second. The game fills it from the level files
/// (`levels::renames`) before this plugin reads the save; empty, nothing moves.
#[derive(Resource, Clone, Debug, Default)]
pub struct Renames(pub Vec<(crate::level_id::LevelId, crate::level_id::LevelId)>);

/// Loads progress from a store. A save that is not exactly what the game writes is set aside
/// byte for byte first and what can be read of it kept; a save that cannot be set aside is left
/// alone and not written over. Never fails.
pub fn load(store: &dyn Store, renames: &Renames) -> Loaded {
    store.tidy();
    let fresh = |warning: Option<Warning>, may_write| Loaded {
        progress: Progress::default(),
        warning,
        may_write,
    };
    let bytes = match store.load() {
        Ok(None) => return fresh(None, true),
        Ok(Some(bytes)) => bytes,
        Err(e) => {
            // Unreadable now is not the same as damaged: leave it as it is.
            return fresh(Some(Warning::Unreadable { error: e }), false);
        }
    };
    if let Some(mut progress) = exact(&bytes) {
        progress.follow_renames(&renames.0);
        return Loaded {
            progress,
            warning: None,
            may_write: true,
        };
    }
    let mut salvaged = salvage(&bytes);
    salvaged.progress.follow_renames(&renames.0);
    let kept = salvaged.progress.levels.len() + salvaged.progress.mine.len();
    let damage = match (salvaged.error, salvaged.lost.is_empty()) {
        (Some(e), _) => Damage::Broken(e),
        (None, false) => Damage::Lost(salvaged.lost),
        (None, true) => Damage::NotOurs,
    };
    let copy = store.set_aside(&bytes);
    let may_write = copy.is_some();
    Loaded {
        progress: salvaged.progress,
        warning: Some(Warning::NotWhole { damage, kept, copy }),
        may_write,
    }
}

/// Why the saved progress was not taken as it was: told to the player once, in the language in
/// force ([`Warning::told`]), and to the log in English ([`std::fmt::Display`]).
#[derive(Clone, Debug, PartialEq)]
pub enum Warning {
    /// The save could not be read at all (the store's words say why): it is left alone, and
    /// this game's progress is not saved.
    Unreadable { error: String },
    /// The save was not read whole.
    NotWhole {
        /// What is wrong with it.
        damage: Damage,
        /// How many records were kept.
        kept: usize,
        /// Where a copy of it was set aside; `None` if it could not be (then it is left
        /// untouched and this game's progress is not saved).
        copy: Option<String>,
    },
}

/// What is wrong with a save that was not read whole.
#[derive(Clone, Debug, PartialEq)]
pub enum Damage {
    /// It cannot be read as a whole (the JSON reader's words say why).
    Broken(String),
    /// These records could not be read.
    Lost(Vec<Lost>),
    /// It reads, but is not in the form this game writes.
    NotOurs,
}

impl std::fmt::Display for Warning {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Warning::Unreadable { error } => write!(
                f,
                "The saved progress could not be read ({error}); this game's progress will not be saved."
            ),
            Warning::NotWhole { damage, kept, copy } => {
                let what = match damage {
                    Damage::Broken(e) => format!("it is damaged ({e})"),
                    Damage::Lost(lost) => {
                        let lost: Vec<String> = lost.iter().map(Lost::to_string).collect();
                        format!("some records are damaged: {}", lost.join(", "))
                    }
                    Damage::NotOurs => "it is not in the form this game writes".to_string(),
                };
                let where_kept = match copy {
                    Some(copy) => format!("the file was kept as it was in {copy}"),
                    None => "it could not be copied aside, so it is left untouched and this game's progress will not be saved".to_string(),
                };
                write!(
                    f,
                    "The saved progress was not read whole: {what}. {} could be kept; {where_kept}.",
                    crate::text_format::count(*kept as u64, "record", "records")
                )
            }
        }
    }
}

impl Warning {
    /// The warning in the player's language.
    pub fn told(&self, words: Words) -> String {
        match self {
            Warning::Unreadable { error } => {
                let error = match error.as_str() {
                    store::NO_LOCAL_STORAGE => crate::tr!(words, "error-save-no-storage"),
                    store::LOCAL_STORAGE_UNREADABLE => {
                        crate::tr!(words, "error-save-storage-unreadable")
                    }
                    _ => error.clone(),
                };
                crate::tr!(words, "error-save-unreadable", error = error)
            }
            Warning::NotWhole { damage, kept, copy } => {
                let what = match damage {
                    Damage::Broken(e) => crate::tr!(words, "error-save-damaged", error = e.clone()),
                    Damage::Lost(lost) => {
                        let lost: Vec<String> = lost.iter().map(|l| l.told(words)).collect();
                        let records = lost.join(&crate::tr!(words, "error-save-list-separator"));
                        crate::tr!(words, "error-save-lost", records = records)
                    }
                    Damage::NotOurs => crate::tr!(words, "error-save-not-ours"),
                };
                let count = *kept;
                match copy {
                    Some(copy) => match copy.strip_prefix(store::IN_LOCAL_STORAGE) {
                        Some(key) => crate::tr!(
                            words,
                            "error-save-kept-in-storage",
                            what = what,
                            count = count,
                            key = key.to_string()
                        ),
                        None => crate::tr!(
                            words,
                            "error-save-kept-aside",
                            what = what,
                            count = count,
                            copy = copy.clone()
                        ),
                    },
                    None => crate::tr!(words, "error-save-not-aside", what = what, count = count),
                }
            }
        }
    }
}

/// The warning about the save while it is on show, and the words it is shown in: told again
/// when the language changes (the settings put the player's language in force a frame or two
/// after the save is read, once its letters are here).
#[derive(Resource)]
struct WarningOnShow {
    warning: Warning,
    words: String,
}

fn tell_the_warning_in_the_language(
    mut commands: Commands,
    mut on_show: ResMut<WarningOnShow>,
    mut notice: ResMut<crate::notice::Notice>,
    mut told_in: Local<Option<Words>>,
    words: Res<Words>,
) {
    let Some(shown) = notice
        .shown
        .as_mut()
        .filter(|shown| shown.text == on_show.words)
    else {
        // Put away, or another notice over it: nothing more to tell.
        commands.remove_resource::<WarningOnShow>();
        return;
    };
    if told_in.replace(*words) == Some(*words) {
        return;
    }
    let words = on_show.warning.told(*words);
    if words != on_show.words {
        shown.text.clone_from(&words);
        on_show.words = words;
    }
}

/// How long the warning about a damaged save stays on screen, in seconds.
const WARNING_SECONDS: f64 = 20.0;

pub fn plugin(app: &mut App) {
    if !app.world().contains_resource::<ProgressStore>() {
        app.insert_resource(ProgressStore(platform_store()));
    }
    let renames = app
        .world()
        .get_resource::<Renames>()
        .cloned()
        .unwrap_or_default();
    let loaded = load(app.world().resource::<ProgressStore>().0.as_ref(), &renames);
    if let Some(warning) = &loaded.warning {
        warn!("{warning}");
        // Told once, over whatever screen opens first.
        let words = warning.told(Words::ENGLISH);
        app.insert_resource(crate::notice::Notice {
            shown: Some(crate::notice::NoticeText {
                text: words.clone(),
                warns: true,
                until: Some(WARNING_SECONDS),
            }),
        })
        .insert_resource(WarningOnShow {
            warning: warning.clone(),
            words,
        })
        .add_systems(
            Update,
            tell_the_warning_in_the_language.run_if(resource_exists::<WarningOnShow>),
        );
    }
    app.init_resource::<crate::notice::Notice>()
        .insert_resource(renames)
        .insert_resource(OnDisk(loaded.progress.clone()))
        .insert_resource(loaded.progress)
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

/// What this game last read from the store or wrote to it: what another game (a second window,
/// another tab) changed since is what differs on disk from this.
#[derive(Resource)]
struct OnDisk(Progress);

/// `progress`, with what another game wrote to the store since this one last read or wrote it
/// merged in ([`merge::merged`]); unchanged when nothing else wrote, or when what is there is
/// not a save this game can read exactly (then it is written over, as before).
fn merge_what_others_wrote(
    progress: &mut Progress,
    on_disk: &OnDisk,
    store: &dyn Store,
    renames: &Renames,
) {
    let Some(mut theirs) = store.load().ok().flatten().and_then(|bytes| exact(&bytes)) else {
        return;
    };
    theirs.follow_renames(&renames.0);
    if theirs != on_disk.0 {
        info!("another game saved progress since this one read it: the two are merged");
        *progress = merge::merged(&on_disk.0, progress, &theirs);
    }
}

/// How often a save that failed is tried again, in seconds.
const RETRY_EVERY: f64 = 5.0;

/// Where the saving stands: when it last wrote (or tried), and why the last try failed, while
/// it fails.
#[derive(Default)]
struct Saving {
    last: Option<f64>,
    failing: Option<String>,
}

/// Saves a change, at most every [`SAVE_EVERY`] seconds, and at once when the game closes. A
/// save that fails stays to be written: it is tried again every [`RETRY_EVERY`] seconds and at
/// the close, and the player is told once that progress is not being saved, and why, and once
/// again when it is saved again.
fn save_when_changed(
    mut progress: ResMut<Progress>,
    store: Res<ProgressStore>,
    may_write: Res<MayWrite>,
    mut closing: MessageReader<AppExit>,
    (time, words, renames): (Res<Time>, Res<Words>, Res<Renames>),
    mut notice: ResMut<crate::notice::Notice>,
    (mut saving, mut on_disk): (Local<Saving>, ResMut<OnDisk>),
) {
    let now = time.elapsed_secs_f64();
    let closing = closing.read().count() > 0;
    let wait = if saving.failing.is_some() {
        RETRY_EVERY
    } else {
        SAVE_EVERY
    };
    let due = saving.last.is_none_or(|t| now - t >= wait);
    if !progress.dirty || !may_write.0 || !(due || closing) {
        return;
    }
    saving.last = Some(now);
    merge_what_others_wrote(&mut progress, &on_disk, store.0.as_ref(), &renames);
    match store.0.save(&progress.to_json()) {
        Ok(()) => {
            progress.dirty = false;
            on_disk.0 = progress.clone();
            if saving.failing.take().is_some() {
                info!("progress is saved again");
                notice.shown = Some(crate::notice::NoticeText {
                    text: crate::tr!(*words, "notice-save-works-again"),
                    warns: false,
                    until: Some(now + 6.0),
                });
            }
        }
        Err(e) => {
            if saving.failing.is_none() {
                warn!("cannot save progress: {e}; trying again every {RETRY_EVERY} s");
                notice.shown = Some(crate::notice::NoticeText {
                    text: crate::tr!(*words, "error-save-failing", error = e.clone()),
                    warns: true,
                    until: Some(now + WARNING_SECONDS),
                });
            }
            saving.failing = Some(e);
        }
    }
}

#[cfg(test)]
mod tests;
