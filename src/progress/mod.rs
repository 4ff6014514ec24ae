//! The player's progress and settings, saved between games: which levels are solved, with the
//! best move count and time, the tries and par reached unaided; where levels were left; the
//! player's own generated levels; and settings.
//!
//! On the desktop it is a JSON file in the platform's data folder, written atomically (a
//! temporary file, then a rename). A save that is not exactly what the game writes is kept
//! aside byte for byte before anything else is written, the player is told once, and every
//! complete record that can still be read from it is kept; it never stops the game.

pub mod checked;
pub mod finishes;
pub mod fit;
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

impl Progress {
    /// This machine's save as it is read: the records of renumbered built-in levels moved to
    /// their ids now, and the levels finished before origins marked as this save's. A save
    /// from before origins is given one named by those finishes (as an export of it names
    /// them, see `history::origin_of_unmarked`), so that reading it twice, or it and its
    /// export, marks them alike.
    pub fn read_as_own(&mut self, renames: &Renames) {
        self.follow_renames(&renames.0);
        if self.finished.iter().any(|f| f.from.is_empty()) {
            if self.origin.is_empty() {
                self.origin = history::origin_of_unmarked(&self.finished);
                self.dirty = true;
            }
            let mut history = self.history();
            history::mark_unmarked(&mut history, &self.origin);
            self.set_history(history);
        }
    }

    /// How many records it holds, of every kind: a damaged save's warning says how many were
    /// kept.
    pub fn records_kept(&self) -> usize {
        self.levels.len()
            + self.mine.len()
            + self.resume.len()
            + self.drafts.len()
            + self.daily.len()
            + self.finished.len()
            + self.older.len()
            + self.ratings.len()
    }
}

/// Loads progress from a store. A save that is not exactly what the game writes is set aside
/// byte for byte first and what can be read of it kept; a save that cannot be set aside is left
/// alone and not written over. Never fails.
pub fn load(store: &dyn Store, renames: &Renames) -> Loaded {
    store.tidy();
    match store.load() {
        Ok(bytes) => loaded_from(bytes, store, renames),
        // Unreadable now is not the same as damaged: leave it as it is.
        Err(e) => Loaded {
            progress: Progress::default(),
            warning: Some(Warning::Unreadable { error: e }),
            may_write: false,
        },
    }
}

/// The progress in the bytes a store holds (see [`load`]).
pub fn loaded_from(bytes: Option<Vec<u8>>, store: &dyn Store, renames: &Renames) -> Loaded {
    let Some(bytes) = bytes else {
        return Loaded {
            progress: Progress::default(),
            warning: None,
            may_write: true,
        };
    };
    if let Some(mut progress) = exact(&bytes) {
        progress.read_as_own(renames);
        return Loaded {
            progress,
            warning: None,
            may_write: true,
        };
    }
    let mut salvaged = salvage(&bytes);
    salvaged.progress.read_as_own(renames);
    let kept = salvaged.progress.records_kept();
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
                let what = damage.to_string();
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

impl std::fmt::Display for Damage {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Damage::Broken(e) => write!(f, "it is damaged ({e})"),
            Damage::Lost(lost) => {
                let lost: Vec<String> = lost.iter().map(Lost::to_string).collect();
                write!(f, "some records are damaged: {}", lost.join(", "))
            }
            Damage::NotOurs => f.write_str("it is not in the form this game writes"),
        }
    }
}

impl Warning {
    /// The warning as a reader that writes nothing tells it (the command line's `stats` and
    /// `export`): the save is left as it is, for the game to keep a copy of aside when it next
    /// starts.
    pub fn read_only(&self) -> String {
        match self {
            Warning::NotWhole { damage, kept, .. } => format!(
                "The saved progress was not read whole: {damage}. {} could be read; the file is \
                 left as it is, and the game keeps a copy of it aside when it next starts.",
                crate::text_format::count(*kept as u64, "record", "records")
            ),
            other => other.to_string(),
        }
    }

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

/// Writes `ours` to the store under its lock, merged with what is there at that moment:
/// what another game or an import wrote since this one last read or wrote it (`base`) is kept
/// ([`merge::merged`]). A save there that this game cannot read exactly is written over, as
/// before (it was set aside when it was read). What is written fits what a save may be
/// ([`fit`]). Answers what was written, with what gave way for it to fit.
pub fn save_merged(
    store: &dyn Store,
    base: &Progress,
    ours: &Progress,
    renames: &Renames,
) -> Result<(Progress, fit::GaveWay), String> {
    let mut written = None;
    store.update(&mut |on_disk| {
        let theirs = on_disk.and_then(|bytes| exact(&bytes)).map(|mut theirs| {
            theirs.read_as_own(renames);
            theirs
        });
        let mut merged = match theirs {
            Some(theirs) if theirs != *base => {
                info!("another game saved progress since this one read it: the two are merged");
                merge::merged(base, ours, &theirs)
            }
            _ => ours.clone(),
        };
        let (text, gave) = merged
            .to_json_within(store::MAX_SAVE)
            .map_err(|e| e.to_string())?;
        merged.dirty = false;
        written = Some((merged, gave));
        Ok(Some(text))
    })?;
    written.ok_or_else(|| "the save was not written".to_string())
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
    match save_merged(store.0.as_ref(), &on_disk.0, &progress, &renames) {
        Ok((written, gave)) => {
            if !gave.is_nothing() {
                warn!("the save would be too large: {gave:?} gave way");
                notice.shown = Some(crate::notice::NoticeText {
                    text: crate::tr!(
                        *words,
                        "notice-save-gave-way",
                        folded = gave.folded,
                        places = gave.places
                    ),
                    warns: true,
                    until: Some(now + WARNING_SECONDS),
                });
            }
            *progress = written.clone();
            on_disk.0 = written;
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
#[cfg(test)]
mod tests_import;
