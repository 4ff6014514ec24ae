//! Work done in the background, for every screen: a search, a count, a new level. On the
//! desktop it runs on the compute pool's threads; in a browser, where there are none to spare,
//! it can run a slice per frame so that the page keeps drawing. Dropping a job cancels it, so a
//! job kept on an entity stops when the entity goes (for instance when the player leaves).

use crate::lang::Words;
use bevy::platform::time::Instant;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// Work that can be done a small piece at a time on the main thread.
pub trait Sliced<T>: Send + Sync {
    /// Does one small piece (a few milliseconds at most); the answer once there is one.
    fn advance(&mut self) -> Option<T>;

    /// What it is doing, for the player, in `words`.
    fn doing(&self, words: Words) -> String;

    /// How far it has got, from 0 to 1, when it can tell.
    fn progress(&self) -> Option<f64> {
        None
    }

    /// Whether it is a long piece of preparation the player is waiting on (building a
    /// solver's tables), which may take a larger share of a slow frame.
    fn hungry(&self) -> bool {
        false
    }

    /// Whether it is waiting on work done elsewhere (a Web Worker building a solver's tables),
    /// so that there is nothing more to do on this frame.
    fn waiting(&self) -> bool {
        false
    }
}

/// Sliced `work` whose answer is turned into another by `then` as it comes, and which says
/// everything else (what it is doing, how far it has got, whether it waits) as `work` does.
pub fn then<A: 'static, B: 'static>(
    work: Box<dyn Sliced<A>>,
    then: impl FnMut(A) -> B + Send + Sync + 'static,
) -> Box<dyn Sliced<B>> {
    Box::new(Then {
        work,
        then: Box::new(then),
    })
}

struct Then<A, B> {
    work: Box<dyn Sliced<A>>,
    then: Box<dyn FnMut(A) -> B + Send + Sync>,
}

impl<A, B> Sliced<B> for Then<A, B> {
    fn advance(&mut self) -> Option<B> {
        self.work.advance().map(&mut self.then)
    }

    fn doing(&self, words: Words) -> String {
        self.work.doing(words)
    }

    fn progress(&self) -> Option<f64> {
        self.work.progress()
    }

    fn hungry(&self) -> bool {
        self.work.hungry()
    }

    fn waiting(&self) -> bool {
        self.work.waiting()
    }
}

/// A piece of work under way, cancelled when dropped.
pub struct Background<T> {
    work: Work<T>,
    cancel: Arc<AtomicBool>,
}

enum Work<T> {
    /// On the compute pool.
    Task(Task<T>),
    /// A slice per frame.
    Slices(Box<dyn Sliced<T>>),
}

impl<T: Send + 'static> Background<T> {
    /// Starts `work` on the compute pool; it is handed the flag that says it is no longer
    /// wanted, and should give up soon after the flag is set.
    pub fn on_pool(work: impl FnOnce(&AtomicBool) -> T + Send + 'static) -> Background<T> {
        let cancel = Arc::new(AtomicBool::new(false));
        let flag = cancel.clone();
        let task = AsyncComputeTaskPool::get().spawn(async move { work(&flag) });
        Background {
            work: Work::Task(task),
            cancel,
        }
    }

    /// Work done a slice per frame by [`Background::poll`].
    pub fn in_slices(work: Box<dyn Sliced<T>>) -> Background<T> {
        Background {
            work: Work::Slices(work),
            cancel: Arc::new(AtomicBool::new(false)),
        }
    }

    /// The answer, once there is one. Sliced work is advanced until the frame's share of time
    /// (see [`slice_seconds`]), counted from `began`, is spent; `frame` is how long the last
    /// frame took, in seconds.
    pub fn poll(&mut self, began: Instant, frame: f32) -> Option<T> {
        match &mut self.work {
            Work::Task(task) => check_ready(task),
            Work::Slices(work) => {
                let share = slice_seconds(frame, work.hungry());
                within_slice(began, share, work.as_mut())
            }
        }
    }

    /// What sliced work is doing, for the player (work on the pool does not say).
    pub fn doing(&self, words: Words) -> Option<String> {
        match &self.work {
            Work::Task(_) => None,
            Work::Slices(work) => Some(work.doing(words)),
        }
    }

    /// How far sliced work has got, from 0 to 1, when it can tell.
    pub fn progress(&self) -> Option<f64> {
        match &self.work {
            Work::Task(_) => None,
            Work::Slices(work) => work.progress(),
        }
    }

    /// Whether the work is being done elsewhere (by a Web Worker), so that nothing is done
    /// for it on the page but to look for its answer.
    pub fn waiting(&self) -> bool {
        match &self.work {
            Work::Task(_) => false,
            Work::Slices(work) => work.waiting(),
        }
    }
}

impl<T> Drop for Background<T> {
    fn drop(&mut self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}

/// How long a frame may spend on sliced work, in seconds, when the last frame took `frame`
/// seconds: 10 ms on a fast machine, a quarter of the frame when frames are slow (a browser
/// drawing in software), so that the work keeps a fair share however slow the drawing is; never
/// more than 50 ms, so that the game's own work never makes a frame much longer. Work the player is waiting on (`hungry`: a solver's tables being built)
/// may take as long as the frame itself, up to 400 ms: the page then draws at half its pace
/// until the tables are ready, and they are ready four times sooner.
pub fn slice_seconds(frame: f32, hungry: bool) -> f64 {
    if hungry {
        (frame as f64).clamp(0.020, 0.400)
    } else {
        (frame as f64 * 0.25).clamp(0.010, 0.050)
    }
}

/// Advances `work` until it gives an answer, waits on work elsewhere, or `share` seconds,
/// counted from `began`, are spent.
fn within_slice<T>(began: Instant, share: f64, work: &mut dyn Sliced<T>) -> Option<T> {
    while began.elapsed().as_secs_f64() < share {
        if let Some(answer) = work.advance() {
            return Some(answer);
        }
        if work.waiting() {
            return None;
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Counting(u32);

    impl Sliced<u32> for Counting {
        fn advance(&mut self) -> Option<u32> {
            self.0 += 1;
            (self.0 == 5).then_some(self.0)
        }
        fn doing(&self, _words: Words) -> String {
            format!("counting {}", self.0)
        }
        fn progress(&self) -> Option<f64> {
            Some(self.0 as f64 / 5.0)
        }
    }

    #[test]
    fn sliced_work_answers_within_a_frame_when_it_is_short() {
        let mut job = Background::in_slices(Box::new(Counting(0)));
        assert_eq!(job.doing(Words::ENGLISH).as_deref(), Some("counting 0"));
        assert_eq!(job.poll(Instant::now(), 0.016), Some(5));
        assert_eq!(job.progress(), Some(1.0));
    }

    #[test]
    fn a_spent_frame_leaves_sliced_work_for_the_next() {
        let mut job = Background::in_slices(Box::new(Counting(0)));
        let long_ago = Instant::now() - std::time::Duration::from_secs(1);
        assert_eq!(job.poll(long_ago, 0.016), None);
        assert_eq!(job.progress(), Some(0.0));
    }

    #[test]
    fn dropping_a_job_tells_its_work_to_stop() {
        bevy::tasks::AsyncComputeTaskPool::get_or_init(bevy::tasks::TaskPool::new);
        let (told, heard) = std::sync::mpsc::channel();
        let job = Background::on_pool(move |cancel: &AtomicBool| {
            told.send("started").unwrap();
            while !cancel.load(Ordering::Relaxed) {
                std::thread::sleep(std::time::Duration::from_millis(1));
            }
            told.send("stopped").unwrap();
        });
        let wait = std::time::Duration::from_secs(10);
        assert_eq!(heard.recv_timeout(wait), Ok("started"));
        drop(job);
        assert_eq!(
            heard.recv_timeout(wait),
            Ok("stopped"),
            "the work heard it was dropped"
        );
    }

    #[test]
    fn sliced_work_gets_a_share_that_grows_with_slow_frames() {
        assert_eq!(slice_seconds(1.0 / 60.0, false), 0.010);
        assert!((slice_seconds(0.12, false) - 0.03).abs() < 1e-6);
        assert_eq!(slice_seconds(0.3, false), 0.050);
        assert_eq!(slice_seconds(2.0, false), 0.050);
        // Tables the player waits on take up to a whole slow frame, 400 ms at most.
        assert_eq!(slice_seconds(1.0 / 60.0, true), 0.020);
        assert!((slice_seconds(0.3, true) - 0.3).abs() < 1e-6);
        assert_eq!(slice_seconds(2.0, true), 0.400);
        let began = Instant::now();
        let mut endless = Counting(u32::MAX - 1_000_000_000);
        let answer = within_slice(began, slice_seconds(0.3, false), &mut endless);
        assert_eq!(answer, None);
        let spent = began.elapsed().as_secs_f64();
        assert!((0.05..0.2).contains(&spent), "{spent}");
        assert!(endless.0 > u32::MAX - 1_000_000_000 + 1);
        assert_eq!(
            within_slice(began, slice_seconds(0.3, false), &mut Counting(4)),
            None,
            "the share is spent"
        );
    }

    /// Work that waits on a worker, answering on the third call.
    struct Waiting(u32);

    impl Sliced<u32> for Waiting {
        fn advance(&mut self) -> Option<u32> {
            self.0 += 1;
            (self.0 == 3).then_some(self.0)
        }
        fn doing(&self, _words: Words) -> String {
            "waiting".into()
        }
        fn waiting(&self) -> bool {
            true
        }
    }

    #[test]
    fn work_waiting_elsewhere_takes_one_step_a_frame() {
        let mut job = Background::in_slices(Box::new(Waiting(0)));
        assert!(job.waiting(), "it says that it waits");
        assert!(!Background::in_slices(Box::new(Counting(0))).waiting());
        let began = Instant::now();
        assert_eq!(job.poll(began, 0.3), None);
        assert_eq!(job.poll(began, 0.3), None);
        assert!(began.elapsed().as_secs_f64() < 0.05, "it did not spin");
        assert_eq!(job.poll(Instant::now(), 0.3), Some(3));
    }

    #[test]
    fn work_turned_into_another_answer_still_says_it_waits() {
        let mut job = Background::in_slices(then(Box::new(Waiting(0)), |n| n * 10));
        assert_eq!(job.doing(Words::ENGLISH).as_deref(), Some("waiting"));
        let began = Instant::now();
        assert_eq!(job.poll(began, 0.3), None);
        assert!(began.elapsed().as_secs_f64() < 0.05, "it did not spin");
        assert_eq!(job.poll(began, 0.3), None);
        assert_eq!(job.poll(Instant::now(), 0.3), Some(30));
    }
}
