//! Fifteen's tables built by Web Workers. The page (web/index.html) starts copies of the game's
//! module in workers (web/worker.js), each of which builds a part of the tables of one
//! board size on a core of its own, while the page goes on drawing at its own pace. The page
//! hands back how far each worker has got, then its part; once every part is in, they are put
//! together and kept where the solver finds them (and in IndexedDB for the next visit). Where
//! there are no workers (an old browser, a page without the script) or one fails, the tables
//! are built a slice per frame on the page, as they always could be.

use std::sync::Mutex;
use wasm_bindgen::prelude::*;

/// Where a board size's tables stand.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Build {
    /// Workers are building them; this far, from 0 to 1.
    UnderWay(f32),
    /// The page builds them itself: they are small, or the workers could not build them.
    OnThePage,
}

/// Boards of at most this many cells have tables built in a moment (3×3: 0.1 s): a worker
/// would take longer to start.
const QUICK_TO_BUILD: usize = 9;

/// Workers per board size: the two large groups of 4×4 are built side by side.
const PARTS: usize = 2;

/// The workers' parts of one board size's tables.
struct Parts {
    size: (usize, usize),
    built: Vec<Option<Vec<u8>>>,
    done: Vec<f32>,
    failed: bool,
}

static BUILDS: Mutex<Vec<Parts>> = Mutex::new(Vec::new());

#[wasm_bindgen]
extern "C" {
    /// The page's `puzzleboxBuildTables(width, height, part, parts)`: whether it started a
    /// worker for that part.
    #[wasm_bindgen(catch, js_name = puzzleboxBuildTables)]
    fn start_worker(width: u32, height: u32, part: u32, parts: u32) -> Result<bool, JsValue>;
}

/// Where the tables of a board size stand, asking the page for workers the first time.
pub fn build(width: usize, height: usize) -> Build {
    if width * height <= QUICK_TO_BUILD {
        return Build::OnThePage;
    }
    let mut builds = BUILDS.lock().unwrap_or_else(|e| e.into_inner());
    let at = match builds.iter().position(|b| b.size == (width, height)) {
        Some(at) => at,
        None => {
            let started = (0..PARTS).all(|part| {
                let (w, h) = (width as u32, height as u32);
                matches!(start_worker(w, h, part as u32, PARTS as u32), Ok(true))
            });
            builds.push(Parts {
                size: (width, height),
                built: vec![None; PARTS],
                done: vec![0.0; PARTS],
                failed: !started,
            });
            builds.len() - 1
        }
    };
    let parts = &builds[at];
    if parts.failed {
        Build::OnThePage
    } else {
        Build::UnderWay(parts.done.iter().sum::<f32>() / PARTS as f32)
    }
}

/// Does `change` to the parts of a board size, if they are being built.
fn with_parts(width: u32, height: u32, change: impl FnOnce(&mut Parts)) {
    let mut builds = BUILDS.lock().unwrap_or_else(|e| e.into_inner());
    let size = (width as usize, height as usize);
    if let Some(parts) = builds.iter_mut().find(|b| b.size == size && !b.failed) {
        change(parts);
    }
}

/// Called by the page: a worker has got this far (0 to 1) with its part.
#[wasm_bindgen]
pub fn fifteen_tables_progress(width: u32, height: u32, part: u32, done: f32) {
    with_parts(width, height, |parts| {
        if let Some(d) = parts.done.get_mut(part as usize) {
            *d = done.clamp(0.0, 0.99);
        }
    });
}

/// Called by the page with the part a worker built; the last one in puts them together.
#[wasm_bindgen]
pub fn fifteen_tables_built(width: u32, height: u32, part: u32, bytes: Vec<u8>) {
    let mut all: Option<Vec<Vec<u8>>> = None;
    with_parts(width, height, |parts| {
        if let Some(slot) = parts.built.get_mut(part as usize) {
            *slot = Some(bytes);
        }
        if parts.built.iter().all(Option::is_some) {
            all = Some(parts.built.iter_mut().flat_map(Option::take).collect());
        }
    });
    let Some(all) = all else { return };
    let (w, h) = (width as usize, height as usize);
    match puzzles::fifteen::accept_parts(w, h, &all) {
        Ok(()) => info!("Fifteen's {w}×{h} tables were built by {PARTS} workers"),
        Err(why) => fifteen_tables_failed(width, height, format!("unusable tables: {why}")),
    }
    crate::redraw::wake();
}

/// Called by the page when a worker could not build its part.
#[wasm_bindgen]
pub fn fifteen_tables_failed(width: u32, height: u32, why: String) {
    warn!("Fifteen's tables are built on the page instead: the worker failed ({why})");
    with_parts(width, height, |parts| parts.failed = true);
    crate::redraw::wake();
}

/// What a worker runs: builds its part of the tables of a board size, telling `progress` how
/// far it has got now and then, and gives it back as bytes (none for a size without tables).
#[wasm_bindgen]
pub fn build_fifteen_tables(
    width: u32,
    height: u32,
    part: u32,
    parts: u32,
    progress: &js_sys::Function,
) -> Vec<u8> {
    let (width, height) = (width as usize, height as usize);
    let sides = puzzles::fifteen::MIN_SIDE..=puzzles::fifteen::MAX_SIDE;
    if !sides.contains(&width)
        || !sides.contains(&height)
        || width * height > puzzles::fifteen::MAX_CELLS
        || part >= parts
    {
        return Vec::new();
    }
    let mut builder =
        puzzles::fifteen::PartBuilder::new(width, height, part as usize, parts as usize);
    loop {
        if let Some(tables) = builder.step(1 << 21) {
            return tables;
        }
        let _ignored = progress.call1(&JsValue::NULL, &JsValue::from(builder.progress()));
    }
}
