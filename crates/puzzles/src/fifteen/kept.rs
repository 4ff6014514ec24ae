//! The pattern databases built in this run, one per board size, found again when they are
//! asked for (and, the first time, taken from the cache of an earlier run or built).

use super::cache;
use super::tables::Database;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

/// The databases built in this run. (Process-wide: tens of megabytes that never change once
/// built, built once for every search on every thread and every game of the program.)
static DATABASES: OnceLock<Mutex<HashMap<(usize, usize), Arc<Database>>>> = OnceLock::new();

/// Keeps databases built elsewhere, returning the kept copy.
pub(super) fn keep(db: Arc<Database>) -> Arc<Database> {
    let all = DATABASES.get_or_init(Default::default);
    all.lock()
        .unwrap()
        .entry((db.width, db.height))
        .or_insert(db)
        .clone()
}

/// The databases for a board size if they are built already, in this run or an earlier one
/// that kept them in the cache.
pub fn cached_database(width: usize, height: usize) -> Option<Arc<Database>> {
    let all = DATABASES.get_or_init(Default::default);
    if let Some(db) = all.lock().unwrap().get(&(width, height)) {
        return Some(db.clone());
    }
    let db = cache::take_from_cache(width, height)?;
    Some(keep(Arc::new(db)))
}

/// One lock per board size, held while its databases are built, so that a second caller waits
/// for the first build rather than doing the same work again.
static BUILDING: OnceLock<Mutex<HashMap<(usize, usize), Arc<Mutex<()>>>>> = OnceLock::new();

/// The databases for a board size, built the first time they are asked for and kept.
pub fn database(width: usize, height: usize) -> Arc<Database> {
    if let Some(db) = cached_database(width, height) {
        return db;
    }
    let size_lock = BUILDING
        .get_or_init(Default::default)
        .lock()
        .unwrap()
        .entry((width, height))
        .or_default()
        .clone();
    let _building = size_lock
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    if let Some(db) = cached_database(width, height) {
        return db;
    }
    let db = Database::build(width, height);
    cache::put_in_cache(&db);
    keep(Arc::new(db))
}
