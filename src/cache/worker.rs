//! Fifteen's tables built in a Web Worker. The page (web/index.html) starts a second copy of the
//! game's module in a worker (web/tables-worker.js) that does nothing but build the tables of
//! one board size, on a core of its own, while the page goes on drawing at its own pace. The
//! page hands back how far the worker has got, then the tables' bytes, which are checked and kept
//! where the solver finds them (and in IndexedDB for the next visit). Where there is no worker
//! (an old browser, a page without the script) or it fails, the tables are built a slice per
//! frame on the page, as they always could be.

use std::sync::Mutex;
use wasm_bindgen::prelude::*;

/// Where a board size's tables stand with the worker.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Build {
    /// The worker is building them; this far, from 0 to 1.
    UnderWay(f32),
    /// No worker could build them: the page builds them itself.
    Failed,
}

static BUILDS: Mutex<Vec<((usize, usize), Build)>> = Mutex::new(Vec::new());

#[wasm_bindgen]
extern "C" {
    /// The page's `puzzleboxBuildTables(width, height)`: whether it started a worker.
    #[wasm_bindgen(catch, js_name = puzzleboxBuildTables)]
    fn start_worker(width: u32, height: u32) -> Result<bool, JsValue>;
}

/// Where the tables of a board size stand, asking the page for a worker the first time.
pub fn build(width: usize, height: usize) -> Build {
    let mut builds = BUILDS.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((_, build)) = builds.iter().find(|(size, _)| *size == (width, height)) {
        return *build;
    }
    let started = matches!(start_worker(width as u32, height as u32), Ok(true));
    let build = if started {
        Build::UnderWay(0.0)
    } else {
        Build::Failed
    };
    builds.push(((width, height), build));
    build
}

fn set(width: u32, height: u32, build: Build) {
    let mut builds = BUILDS.lock().unwrap_or_else(|e| e.into_inner());
    let size = (width as usize, height as usize);
    match builds.iter_mut().find(|(s, _)| *s == size) {
        Some((_, b)) => *b = build,
        None => builds.push((size, build)),
    }
}

/// Called by the page: the worker has got this far (0 to 1).
#[wasm_bindgen]
pub fn fifteen_tables_progress(width: u32, height: u32, done: f32) {
    set(width, height, Build::UnderWay(done.clamp(0.0, 0.99)));
}

/// Called by the page with the tables the worker built.
#[wasm_bindgen]
pub fn fifteen_tables_built(width: u32, height: u32, bytes: Vec<u8>) {
    if let Err(why) = puzzles::fifteen::accept_databases(width as usize, height as usize, &bytes) {
        fifteen_tables_failed(width, height, format!("its tables are unusable: {why}"));
    }
}

/// Called by the page when the worker could not build the tables.
#[wasm_bindgen]
pub fn fifteen_tables_failed(width: u32, height: u32, why: String) {
    bevy::log::warn!("Fifteen's tables are built on the page instead: the worker failed ({why})");
    set(width, height, Build::Failed);
}

/// What the worker runs: builds the tables of a board size, telling `progress` how far it has
/// got now and then, and gives them back as bytes (none for a size that has no tables).
#[wasm_bindgen]
pub fn build_fifteen_tables(width: u32, height: u32, progress: &js_sys::Function) -> Vec<u8> {
    let (width, height) = (width as usize, height as usize);
    let sizes = puzzles::fifteen::MIN_SIDE..=puzzles::fifteen::MAX_SIDE;
    if !sizes.contains(&width)
        || !sizes.contains(&height)
        || width * height > puzzles::fifteen::MAX_CELLS
    {
        return Vec::new();
    }
    let mut builder = puzzles::fifteen::DatabaseBuilder::new(width, height);
    loop {
        if let Some(db) = builder.step(1 << 21) {
            return db.to_bytes();
        }
        let _ignored = progress.call1(&JsValue::NULL, &JsValue::from(builder.progress()));
    }
}
