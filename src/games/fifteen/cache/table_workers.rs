//! Fifteen's tables in a browser, without building them on the page. First the page fetches
//! them as they are shipped beside it (`tables/NAME.gz`, made by scripts/build-web.sh for 4×4):
//! what comes is checked like a cache file before it is used. Where none are shipped (other
//! sizes), the page starts copies of the game's module in Web Workers (web/worker.js), each of
//! which builds a part of the tables of one board size on a core of its own, while the page
//! goes on drawing at its own pace; the page hands back how far each worker has got, then its
//! part, and once every part is in they are put together. Either way the tables are kept where
//! the solver finds them (and in IndexedDB for the next visit). Where there are no workers (an
//! old browser, a page without the script) or one fails, the tables are built a slice per
//! frame on the page, as they always could be.

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

/// Starts a worker for each part of a board size's tables: whether every one started.
fn start_workers(width: u32, height: u32) -> bool {
    (0..PARTS).all(|part| {
        matches!(
            start_worker(width, height, part as u32, PARTS as u32),
            Ok(true)
        )
    })
}

/// The parts of the tables the workers are building. (Global: the page's callbacks that hand
/// a part over have no game to reach.)
static BUILDS: Mutex<Vec<Parts>> = Mutex::new(Vec::new());

#[wasm_bindgen]
extern "C" {
    /// The page's `puzzleboxBuildTables(width, height, part, parts)`: whether it started a
    /// worker for that part.
    #[wasm_bindgen(catch, js_name = puzzleboxBuildTables)]
    fn start_worker(width: u32, height: u32, part: u32, parts: u32) -> Result<bool, JsValue>;

    /// The page's `puzzleboxFetchTables(width, height, name)`: whether it is fetching the
    /// tables shipped as `tables/NAME.gz` (it answers with [`fifteen_tables_shipped`] or
    /// [`fifteen_tables_not_shipped`]).
    #[wasm_bindgen(catch, js_name = puzzleboxFetchTables)]
    fn start_fetch(width: u32, height: u32, name: &str) -> Result<bool, JsValue>;
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
            let (w, h) = (width as u32, height as u32);
            let name = puzzles::fifteen::cache_name(width, height);
            let fetching = matches!(start_fetch(w, h, &name), Ok(true));
            builds.push(Parts {
                size: (width, height),
                built: vec![None; PARTS],
                done: vec![0.0; PARTS],
                failed: !fetching && !start_workers(w, h),
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

/// Called by the page with the tables of a board size as they are shipped, unpacked: used once
/// they are found sound, else built by workers after all.
#[wasm_bindgen]
pub fn fifteen_tables_shipped(width: u32, height: u32, bytes: Vec<u8>) {
    let began = bevy::platform::time::Instant::now();
    let (w, h) = (width as usize, height as usize);
    match puzzles::fifteen::accept_shipped(w, h, &bytes) {
        Ok(()) => {
            let ms = began.elapsed().as_millis();
            let mb = bytes.len() as f64 / 1e6;
            info!(
                "Fifteen's {w}×{h} tables were fetched as shipped ({mb:.1} MB, checked in {ms} ms)"
            );
        }
        Err(why) => fifteen_tables_not_shipped(width, height, format!("unusable tables: {why}")),
    }
    crate::redraw::wake();
}

/// Called by the page when no tables of a board size are shipped, or they could not be
/// fetched: workers build them instead.
#[wasm_bindgen]
pub fn fifteen_tables_not_shipped(width: u32, height: u32, why: String) {
    info!("Fifteen's {width}×{height} tables are built by workers: none were fetched ({why})");
    with_parts(width, height, |parts| {
        parts.failed = !start_workers(width, height)
    });
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
