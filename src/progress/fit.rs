//! A save never larger than a save may be read back ([`super::store::MAX_SAVE`]): nothing is
//! written that the next start would refuse whole. When the progress would be larger, what
//! gives way, in this order: the history's finishes kept one by one are folded into their
//! summaries (every finish is still counted), down to none kept one by one; then the places
//! left in levels half-way are forgotten, those left longest ago first. The records, the levels
//! the player made, the ratings and the settings never give way: progress whose records and
//! levels alone are larger is not written, and the player is told.

use super::records::Progress;

/// What gave way for the save to fit.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GaveWay {
    /// Finishes folded into their summaries.
    pub folded: usize,
    /// Places left in levels half-way, forgotten.
    pub places: usize,
}

impl GaveWay {
    /// Whether nothing gave way.
    pub fn is_nothing(&self) -> bool {
        *self == GaveWay::default()
    }
}

/// Progress that cannot fit, even with all that may give way gone: how large it is then, and
/// the most a save may be, in bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooLarge {
    pub size: u64,
    pub most: u64,
}

impl std::fmt::Display for TooLarge {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "the progress would take {} bytes, more than the {} a save may hold, even with the \
             history folded and every place left forgotten",
            self.size, self.most
        )
    }
}

impl Progress {
    /// The save's text, at most `most` bytes, with what gave way for it to fit (see the
    /// module's page); or why it cannot. Each step halves what is left of what gives way, so
    /// a save far too large is written again only a few dozen times.
    pub fn to_json_within(&mut self, most: u64) -> Result<(String, GaveWay), TooLarge> {
        let mut gave = GaveWay::default();
        let mut text = self.to_json();
        while text.len() as u64 > most && !self.finished.is_empty() {
            let keep = self.finished.len() / 2;
            let before = self.finished.len();
            let mut history = self.history();
            history.fold_down_to(keep);
            self.set_history(history);
            gave.folded += before - self.finished.len();
            self.dirty = true;
            text = self.to_json();
        }
        while text.len() as u64 > most && !self.resume.is_empty() {
            let go = self.resume.len().div_ceil(2);
            let mut by_age: Vec<(String, crate::level_id::LevelId)> = self
                .resume
                .iter()
                .map(|(id, left)| (left.left_on.clone(), id.clone()))
                .collect();
            by_age.sort();
            for (_, id) in by_age.into_iter().take(go) {
                self.resume.remove(&id);
            }
            gave.places += go;
            self.dirty = true;
            text = self.to_json();
        }
        if text.len() as u64 > most {
            return Err(TooLarge {
                size: text.len() as u64,
                most,
            });
        }
        Ok((text, gave))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::progress::history::Finished;
    use crate::progress::records::{LevelRecord, Moves, Resume};

    fn large() -> Progress {
        let mut p = Progress::default();
        for i in 0..1500 {
            p.record_finished(Finished {
                moves: Some(9),
                time: 40_000 + i,
                ..Finished::on("shot/01-the-example", "2026-11-20")
            });
        }
        let moves: Vec<serde_json::Value> =
            (0..200).map(|i| serde_json::json!({"tile": i})).collect();
        for (k, day) in ["2026-01-05", "2025-12-01", "2026-03-01"]
            .iter()
            .enumerate()
        {
            p.resume.insert(
                format!("fifteen/0{k}").as_str().into(),
                Resume {
                    done: Moves::new(&moves),
                    left_on: day.to_string(),
                    ..Resume::default()
                },
            );
        }
        p.levels
            .insert("shot/01-the-example".into(), LevelRecord::default());
        p
    }

    #[test]
    fn what_fits_is_written_as_it_is() {
        let mut p = large();
        let before = p.clone();
        let (text, gave) = p.to_json_within(u64::MAX).unwrap();
        assert!(gave.is_nothing());
        assert_eq!(text, before.to_json());
    }

    #[test]
    fn the_history_folds_first_then_the_oldest_places_go() {
        let full = large().to_json().len() as u64;
        let mut p = large();
        let (text, gave) = p.to_json_within(full - 1000).unwrap();
        assert!(text.len() as u64 <= full - 1000);
        assert!(gave.folded > 0 && gave.places == 0, "{gave:?}");
        assert_eq!(p.history().total(), 1500, "every finish still counted");

        let mut p = large();
        let no_history = {
            let mut q = large();
            let mut h = q.history();
            h.fold_down_to(0);
            q.set_history(h);
            q.to_json().len() as u64
        };
        let (_, gave) = p.to_json_within(no_history - 10).unwrap();
        assert_eq!(gave.places, 2, "{gave:?}");
        assert!(p.finished.is_empty());
        let left: Vec<&str> = p.resume.keys().map(|id| id.as_str()).collect();
        assert_eq!(left, ["fifteen/02"], "the place left last stays");
    }

    #[test]
    fn records_alone_too_large_are_refused() {
        let mut p = large();
        let err = p.to_json_within(100).unwrap_err();
        assert_eq!(err.most, 100);
        assert!(err.size > 100);
    }
}
