//! The page's side of jobs: it asks the page's script (web/index.html) for a worker, waits
//! for the answer a frame at a time, and forgets the job (stopping its worker) when the job
//! is dropped. Where there are no workers, or one fails, the work is done on the page in one
//! go, as it always could be.

use super::WorkerJob;
use crate::jobs::Sliced;
use bevy::platform::time::Instant;
use std::collections::BTreeMap;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU32, Ordering};
use wasm_bindgen::prelude::*;

/// Jobs sent, by number, with their answer once it is in. (Global: the page's callback
/// that hands an answer over has no game to reach.)
static SENT: Mutex<BTreeMap<u32, Option<Result<String, String>>>> = Mutex::new(BTreeMap::new());

static NEXT: AtomicU32 = AtomicU32::new(1);

#[wasm_bindgen]
extern "C" {
    /// The page's `puzzleboxJob(id, job)`: whether a worker took it.
    #[wasm_bindgen(catch, js_name = puzzleboxJob)]
    fn hand_over(id: u32, job: &str) -> Result<bool, JsValue>;

    /// The page's `puzzleboxForget(id)`: stops the worker of a job no longer wanted.
    #[wasm_bindgen(catch, js_name = puzzleboxForget)]
    fn forget(id: u32) -> Result<(), JsValue>;
}

/// Work done by the page itself, should the worker fail.
pub type AtHome<T> = Box<dyn FnOnce() -> T + Send + Sync>;

/// A job a worker is doing, waited on a frame at a time (see [`Sliced::waiting`]).
pub struct Sent<T> {
    id: u32,
    doing: String,
    read: Box<dyn Fn(&str) -> Result<T, String> + Send + Sync>,
    at_home: Option<AtHome<T>>,
    sent_at: Instant,
}

/// Hands `job` to a worker; `read` makes the answer of its JSON, and `at_home` does the work
/// on the page instead should the worker fail. When the page has no worker to give, `at_home`
/// is given back.
pub fn send<T: 'static>(
    job: &WorkerJob,
    doing: &str,
    read: impl Fn(&str) -> Result<T, String> + Send + Sync + 'static,
    at_home: AtHome<T>,
) -> Result<Box<dyn Sliced<T>>, AtHome<T>> {
    let Ok(text) = serde_json::to_string(job) else {
        return Err(at_home);
    };
    let id = NEXT.fetch_add(1, Ordering::Relaxed);
    lock().insert(id, None);
    if !matches!(hand_over(id, &text), Ok(true)) {
        lock().remove(&id);
        return Err(at_home);
    }
    Ok(Box::new(Sent {
        id,
        doing: doing.to_string(),
        read: Box::new(read),
        at_home: Some(at_home),
        sent_at: Instant::now(),
    }))
}

fn lock() -> std::sync::MutexGuard<'static, BTreeMap<u32, Option<Result<String, String>>>> {
    SENT.lock().unwrap_or_else(|e| e.into_inner())
}

impl<T> Sliced<T> for Sent<T> {
    fn advance(&mut self) -> Option<T> {
        let answer = lock().get_mut(&self.id)?.take()?;
        let began = Instant::now();
        match answer.and_then(|json| (self.read)(&json)) {
            Ok(done) => {
                let (waited, read) = (self.sent_at.elapsed(), began.elapsed());
                info!(
                    "a worker answered in {} ms ({:.1} ms on the page to read the answer)",
                    waited.as_millis(),
                    read.as_secs_f64() * 1000.0
                );
                Some(done)
            }
            Err(why) => {
                warn!("the page does the work itself: the worker failed ({why})");
                self.at_home.take().map(|work| work())
            }
        }
    }

    fn doing(&self, _words: crate::lang::Words) -> String {
        self.doing.clone()
    }

    fn waiting(&self) -> bool {
        true
    }
}

impl<T> Drop for Sent<T> {
    fn drop(&mut self) {
        if lock()
            .remove(&self.id)
            .is_some_and(|answer| answer.is_none())
        {
            let _ignored = forget(self.id);
        }
    }
}

/// Called by the page with a worker's answer.
#[wasm_bindgen]
pub fn job_done(id: u32, answer: String) {
    if let Some(slot) = lock().get_mut(&id) {
        *slot = Some(Ok(answer));
    }
    crate::redraw::wake();
}

/// Called by the page when a worker could not do a job.
#[wasm_bindgen]
pub fn job_failed(id: u32, why: String) {
    if let Some(slot) = lock().get_mut(&id) {
        *slot = Some(Err(why));
    }
    crate::redraw::wake();
}
