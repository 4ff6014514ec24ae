//! Where progress is kept: a file in the platform's data folder, the browser's local storage,
//! or (for tests and pictures) nowhere.

/// Where progress is kept.
pub trait Store: Send + Sync + 'static {
    /// The saved bytes, exactly as stored, if any.
    fn load(&self) -> Result<Option<Vec<u8>>, String>;
    /// Saves the text so that a crash never leaves half of it.
    fn save(&self, text: &str) -> Result<(), String>;
    /// Keeps a copy of a damaged save aside, byte for byte, and says where; `None` if it could
    /// not be kept.
    fn set_aside(&self, bytes: &[u8]) -> Option<String>;
    /// Removes what earlier runs left behind (temporary files of writes that were cut short).
    fn tidy(&self) {}
    /// Changes what is saved while no other writer can (another window, the command line's
    /// import): `change` is given the bytes saved at that moment and answers the text to save
    /// in their place, or none to leave them. A writer that merges what it finds there with
    /// its own loses no one's change.
    fn update(&self, change: &mut Change) -> Result<(), String> {
        let now = self.load()?;
        if let Some(text) = change(now)? {
            self.save(&text)?;
        }
        Ok(())
    }
}

/// What [`Store::update`] does with the bytes saved: the text to save instead, or none.
pub type Change<'a> = dyn FnMut(Option<Vec<u8>>) -> Result<Option<String>, String> + 'a;

/// The largest save read: far more than a player's records, levels and histories take (a
/// history holds at most 10 000 moves).
pub const MAX_SAVE: u64 = 64 << 20;

/// Why the browser's store cannot read the save, as [`Store::load`] says it (the game tells
/// the player in their language, see `Warning::told`).
pub const NO_LOCAL_STORAGE: &str = "this browser keeps no local storage for the page";
pub const LOCAL_STORAGE_UNREADABLE: &str = "local storage could not be read";
/// How the browser's store names the place it set a damaged save aside, before the key.
pub const IN_LOCAL_STORAGE: &str = "local storage key ";

/// A JSON file in a folder.
pub struct FileStore {
    pub path: std::path::PathBuf,
}

impl Store for FileStore {
    fn load(&self) -> Result<Option<Vec<u8>>, String> {
        use crate::files::{NotRead, read_regular};
        match read_regular(&self.path, MAX_SAVE) {
            Ok(bytes) => Ok(Some(bytes)),
            Err(NotRead::Io(e)) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(format!("{}: {e}", self.path.display())),
        }
    }

    fn save(&self, text: &str) -> Result<(), String> {
        if let Some(dir) = self.path.parent() {
            std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        }
        crate::files::write_atomically(&self.path, text.as_bytes())
            .map_err(|e| format!("{}: {e}", self.path.display()))
    }

    fn set_aside(&self, bytes: &[u8]) -> Option<String> {
        let stamp = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        // Never over an earlier copy: the first free name.
        let aside = (0..1000)
            .map(|n| {
                let suffix = if n == 0 {
                    String::new()
                } else {
                    format!("-{n}")
                };
                self.path
                    .with_extension(format!("damaged-{stamp}{suffix}.json"))
            })
            .find(|p| !p.exists())?;
        crate::files::write_atomically(&aside, bytes).ok()?;
        Some(aside.display().to_string())
    }

    fn tidy(&self) {
        let (Some(dir), Some(name)) = (
            self.path.parent(),
            self.path.file_name().and_then(|n| n.to_str()),
        ) else {
            return;
        };
        crate::files::remove_stale_temporaries(dir, |of| of == name);
    }

    /// Under the save's lock (`progress.json.lock` beside it, held by one writer at a time,
    /// whichever process it is in, and let go when it ends however it ends).
    fn update(&self, change: &mut Change) -> Result<(), String> {
        let lock = self.lock()?;
        let now = self.load()?;
        let result = match change(now)? {
            Some(text) => self.save(&text),
            None => Ok(()),
        };
        drop(lock);
        result
    }
}

impl FileStore {
    /// The save's lock, taken (waiting while another writer holds it).
    pub fn lock(&self) -> Result<std::fs::File, String> {
        if let Some(dir) = self.path.parent() {
            std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        }
        let path = self.path.with_extension("json.lock");
        let file = std::fs::OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&path)
            .map_err(|e| format!("{}: {e}", path.display()))?;
        file.lock()
            .map_err(|e| format!("{}: {e}", path.display()))?;
        Ok(file)
    }
}

/// Keeps progress in memory only (tests, or when no folder can be found).
#[derive(Default)]
pub struct MemoryStore;

impl Store for MemoryStore {
    fn load(&self) -> Result<Option<Vec<u8>>, String> {
        Ok(None)
    }
    fn save(&self, _: &str) -> Result<(), String> {
        Ok(())
    }
    fn set_aside(&self, _: &[u8]) -> Option<String> {
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
        .ok_or_else(|| NO_LOCAL_STORAGE.to_string())
}

#[cfg(target_arch = "wasm32")]
impl Store for BrowserStore {
    fn load(&self) -> Result<Option<Vec<u8>>, String> {
        local_storage()?
            .get_item(BROWSER_KEY)
            .map(|text| text.map(String::into_bytes))
            .map_err(|_| LOCAL_STORAGE_UNREADABLE.to_string())
    }

    fn save(&self, text: &str) -> Result<(), String> {
        local_storage()?
            .set_item(BROWSER_KEY, text)
            .map_err(|_| "local storage is full or switched off".to_string())
    }

    fn set_aside(&self, bytes: &[u8]) -> Option<String> {
        let storage = local_storage().ok()?;
        // Local storage holds text, and what it gave back was text: nothing is lost.
        let text = String::from_utf8_lossy(bytes);
        let key = (0..1000)
            .map(|n| match n {
                0 => format!("{BROWSER_KEY}-damaged"),
                n => format!("{BROWSER_KEY}-damaged-{n}"),
            })
            .find(|k| storage.get_item(k).ok().flatten().is_none())?;
        storage.set_item(&key, &text).ok()?;
        Some(format!("{IN_LOCAL_STORAGE}{key}"))
    }
}

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
    match data_folder() {
        Some(dir) => Box::new(FileStore {
            path: dir.join("progress.json"),
        }),
        None => Box::new(MemoryStore),
    }
}

/// The store of the screenshot mode: the progress in the folder `PUZZLEBOX_DATA` names, when
/// it names one (a test opening a real save), read but never written, and otherwise memory
/// alone: taking a picture leaves every save as it found it (the cards it takes as seen, the
/// place it shows).
pub fn screenshot_store() -> Box<dyn Store> {
    #[cfg(not(target_arch = "wasm32"))]
    if named_data_folder().is_some() {
        return Box::new(ReadOnly(native_store()));
    }
    Box::new(MemoryStore)
}

/// A store read and never written, nor anything beside it: a damaged save is left as it is,
/// for the game to set aside when it next starts (`stats` run a hundred times leaves no
/// hundred copies).
pub struct ReadOnly(pub Box<dyn Store>);

impl Store for ReadOnly {
    fn load(&self) -> Result<Option<Vec<u8>>, String> {
        self.0.load()
    }
    fn save(&self, _: &str) -> Result<(), String> {
        Ok(())
    }
    fn set_aside(&self, _: &[u8]) -> Option<String> {
        None
    }
    /// The change is worked out on what is saved and dropped: its writer sees it made (the
    /// screenshot mode took a save it was told it wrote for a failed one).
    fn update(&self, change: &mut Change) -> Result<(), String> {
        change(self.0.load()?).map(|_| ())
    }
}

/// The folder the progress (and what else the player keeps) is written to: the one named by
/// `PUZZLEBOX_DATA`, else the platform's data folder, if it has one.
#[cfg(not(target_arch = "wasm32"))]
pub fn data_folder() -> Option<std::path::PathBuf> {
    if let Some(dir) = named_data_folder() {
        return Some(dir);
    }
    directories::ProjectDirs::from("", "", "puzzlebox").map(|d| d.data_dir().to_path_buf())
}

/// The folder `PUZZLEBOX_DATA` names; empty, it names none (and the platform's is used: an
/// empty value would otherwise be the folder the game was started in).
#[cfg(not(target_arch = "wasm32"))]
fn named_data_folder() -> Option<std::path::PathBuf> {
    std::env::var_os("PUZZLEBOX_DATA")
        .filter(|dir| !dir.is_empty())
        .map(Into::into)
}
