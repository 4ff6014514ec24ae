//! The cache in a browser: the page's IndexedDB database `puzzlebox`, one object store of byte
//! arrays by name. IndexedDB answers later, never at once, and the solver asks its
//! cache at once: so what is kept is read into memory as the page opens (a second or so, long
//! before a player can ask Fifteen for a hint), and a save goes to memory at once and to
//! IndexedDB in the background. Anything that fails (no IndexedDB, a private window, a full
//! disk) costs time, never a wrong answer: the tables are built again, and what comes back is
//! checked by the core before it is used.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{IdbDatabase, IdbOpenDbRequest, IdbTransactionMode};

const DATABASE: &str = "puzzlebox";
/// The object store, under the name it had when the cache was first written: kept, so that a
/// browser finds its tables again.
const STORE: &str = "shelf";

/// Whether what IndexedDB keeps has been read (or there is nothing to read). (Global: set by
/// IndexedDB's callback, which has no game to reach.)
static READ: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Whether what IndexedDB kept when the page opened is in memory now, so that a table missing
/// from the cache is missing for good.
pub fn has_been_read() -> bool {
    READ.load(std::sync::atomic::Ordering::Relaxed)
}

fn mark_read() {
    READ.store(true, std::sync::atomic::Ordering::Relaxed);
    // A still page sleeps until the next input; what waited for the read goes on at once.
    crate::redraw::wake();
}

/// Bytes by name: what IndexedDB held when the page opened, and what was saved since.
#[derive(Clone, Default)]
pub struct BrowserCache {
    kept: Arc<Mutex<HashMap<String, Vec<u8>>>>,
}

impl BrowserCache {
    /// A cache that starts reading what IndexedDB keeps.
    pub fn open() -> BrowserCache {
        let cache = BrowserCache::default();
        let kept = cache.kept.clone();
        with_database(move |db| read_all(&db, kept));
        cache
    }
}

impl puzzles::fifteen::Cache for BrowserCache {
    fn load(&self, name: &str) -> Option<Vec<u8>> {
        self.kept.lock().ok()?.get(name).cloned()
    }

    fn save(&self, name: &str, bytes: &[u8]) {
        if let Ok(mut kept) = self.kept.lock() {
            kept.insert(name.to_string(), bytes.to_vec());
        }
        let (name, bytes) = (name.to_string(), bytes.to_vec());
        with_database(move |db| write(&db, &name, &bytes));
    }
}

/// Opens the database (making its store the first time) and hands it to `then`; nothing
/// happens if the browser has no IndexedDB or refuses it.
fn with_database(then: impl FnOnce(IdbDatabase) + 'static) {
    let Some(request) = open_request() else {
        web_sys::console::warn_1(
            &"no IndexedDB: Fifteen's tables will be built on every visit".into(),
        );
        mark_read();
        return;
    };
    // Refused (a private window, say): there is nothing to read.
    let refused = Closure::once(move |_: web_sys::Event| mark_read());
    request.set_onerror(Some(refused.as_ref().unchecked_ref()));
    refused.forget();
    let upgrading = request.clone();
    let upgrade = Closure::once(move |_: web_sys::Event| {
        if let Some(db) = result_of(&upgrading) {
            let _made = db.create_object_store(STORE);
        }
    });
    request.set_onupgradeneeded(Some(upgrade.as_ref().unchecked_ref()));
    upgrade.forget();
    let opened = request.clone();
    let success = Closure::once(move |_: web_sys::Event| {
        if let Some(db) = result_of(&opened) {
            then(db);
        }
    });
    request.set_onsuccess(Some(success.as_ref().unchecked_ref()));
    success.forget();
}

fn open_request() -> Option<IdbOpenDbRequest> {
    let factory = web_sys::window()?.indexed_db().ok()??;
    factory.open_with_u32(DATABASE, 1).ok()
}

fn result_of(request: &IdbOpenDbRequest) -> Option<IdbDatabase> {
    request.result().ok()?.dyn_into::<IdbDatabase>().ok()
}

/// Reads every entry of the store into `kept`, one cursor step at a time.
fn read_all(db: &IdbDatabase, kept: Arc<Mutex<HashMap<String, Vec<u8>>>>) {
    let Some(cursor) = db
        .transaction_with_str(STORE)
        .and_then(|t| t.object_store(STORE))
        .and_then(|store| store.open_cursor())
        .ok()
    else {
        mark_read();
        return;
    };
    let reading = cursor.clone();
    let step = Closure::<dyn FnMut(web_sys::Event)>::new(move |_: web_sys::Event| {
        let Some(at) = reading
            .result()
            .ok()
            .and_then(|r| r.dyn_into::<web_sys::IdbCursorWithValue>().ok())
        else {
            mark_read(); // the end of the store
            return;
        };
        if let (Some(name), Ok(value)) = (at.key().ok().and_then(|k| k.as_string()), at.value()) {
            let bytes = js_sys::Uint8Array::new(&value).to_vec();
            if let Ok(mut kept) = kept.lock() {
                kept.insert(name, bytes);
            }
        }
        let _next = at.continue_();
    });
    cursor.set_onsuccess(Some(step.as_ref().unchecked_ref()));
    step.forget();
}

/// Writes one entry; a write that fails leaves the cache as it was.
fn write(db: &IdbDatabase, name: &str, bytes: &[u8]) {
    let array = js_sys::Uint8Array::from(bytes);
    let written = db
        .transaction_with_str_and_mode(STORE, IdbTransactionMode::Readwrite)
        .and_then(|t| t.object_store(STORE))
        .and_then(|store| store.put_with_key(&array, &JsValue::from_str(name)));
    if written.is_err() {
        web_sys::console::warn_1(&"Fifteen's tables could not be kept in IndexedDB".into());
    }
}
