//! Fifteen's cache: what the game can always build again but would rather not (the solver's
//! tables, half a minute of work on a slow machine). On the desktop it is the platform's cache
//! folder (on Linux `~/.cache/puzzlebox`, beside the data folder rather than inside it), or the
//! folder named by `PUZZLEBOX_CACHE`; an empty `PUZZLEBOX_CACHE` keeps nothing. In a browser
//! it is the page's IndexedDB database `puzzlebox` (see [`browser`]).

use std::path::PathBuf;

/// Files in one folder, each written whole or not at all.
pub struct CacheFolder {
    pub dir: PathBuf,
}

/// Kept files are never larger than this; anything larger is not ours.
const MAX_FILE: u64 = 256 << 20;

impl puzzles::fifteen::Cache for CacheFolder {
    fn load(&self, name: &str) -> Option<Vec<u8>> {
        // Anything but a regular file of a sane size is not ours: the tables are built again.
        crate::files::read_regular(&self.dir.join(name), MAX_FILE).ok()
    }

    fn save(&self, name: &str, bytes: &[u8]) {
        // A cache that cannot be written costs time, not data: the tables are built again.
        if std::fs::create_dir_all(&self.dir).is_ok() {
            let _ignored = crate::files::write_atomically(&self.dir.join(name), bytes);
        }
    }
}

/// The cache folder of this machine, if there is one.
#[cfg(not(target_arch = "wasm32"))]
pub fn folder() -> Option<PathBuf> {
    match std::env::var_os("PUZZLEBOX_CACHE") {
        Some(dir) if dir.is_empty() => None,
        Some(dir) => Some(PathBuf::from(dir)),
        None => directories::ProjectDirs::from("", "", "puzzlebox").map(|d| d.cache_dir().into()),
    }
}

/// A browser has no folders: its cache is [`indexed_db::BrowserCache`].
#[cfg(target_arch = "wasm32")]
pub fn folder() -> Option<PathBuf> {
    None
}

/// Lets the solvers keep what they build in the cache; first removes what builds that were
/// cut short left behind (a table's temporary file is up to 33 MB).
pub fn open() {
    #[cfg(target_arch = "wasm32")]
    puzzles::fifteen::keep_databases_in(Box::new(indexed_db::BrowserCache::open()));
    if let Some(dir) = folder() {
        crate::files::remove_stale_temporaries(&dir, |_| true);
        puzzles::fifteen::keep_databases_in(Box::new(CacheFolder { dir }));
    }
}

#[cfg(target_arch = "wasm32")]
pub mod indexed_db;
#[cfg(target_arch = "wasm32")]
pub mod table_workers;
