//! The hint on a partial fold: the next corner to set, or the corner to take back.

use super::budget_after;
use super::complete::{Known, complete_using};
use super::count::Census;
use crate::search::Budget;
use crate::snake::Chain;
use crate::snake::fold::{Fold, Twist};
use serde::Serialize;

/// What the hint says about a partial fold.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Hint {
    /// The fold is already complete.
    Solved,
    /// Set corner `joint` to `twist`: some solution does, and agrees with every corner set so
    /// far. `joint` is the first corner not set yet.
    Next {
        /// The corner (cube number) to set.
        joint: usize,
        /// The twist to give it.
        twist: Twist,
    },
    /// No solution agrees with the corners set: the fold is lost. Keeping the corners before
    /// `undo` still leads to a solution, keeping corner `undo` as well does not, so `undo` is
    /// the corner to change (it is the deepest such corner).
    Lost {
        /// The corner to take back.
        undo: usize,
    },
    /// The chain has no solution at all.
    Unsolvable,
    /// The budget ran out before the search could tell.
    GaveUp,
}

/// The next corner to set on the way to a solution that keeps every corner set so far, or
/// which corner to take back when there is none.
pub fn hint(fold: &Fold, budget: Budget) -> Hint {
    if fold.is_complete() {
        return Hint::Solved;
    }
    let mut used = 0;
    let mut known = Known::default();
    let mut attempt = |f: &Fold| {
        let c = complete_using(f, budget_after(budget, used), &mut known);
        used += c.nodes;
        c
    };
    let first = attempt(fold);
    if !first.complete {
        return Hint::GaveUp;
    }
    if let Some(done) = first.fold {
        return Hint::towards(fold, &done);
    }
    let set: Vec<usize> = fold
        .corners()
        .filter(|&k| fold.twist(k).is_some())
        .collect();
    for &k in set.iter().rev() {
        let c = attempt(&fold.keep_before(k));
        if !c.complete {
            return Hint::GaveUp;
        }
        if c.fold.is_some() {
            return Hint::Lost { undo: k };
        }
    }
    Hint::Unsolvable
}

impl Hint {
    /// The hint towards `done`, a complete fold that keeps every corner `fold` has set: the
    /// twist `done` gives the first corner not set yet.
    fn towards(fold: &Fold, done: &Fold) -> Hint {
        match fold.first_unset() {
            Some(joint) => Hint::Next {
                joint,
                twist: done
                    .twist(joint)
                    .expect("a complete fold sets every corner"),
            },
            None => Hint::Solved,
        }
    }
}

/// A whole census answers hints without a search: here, beside the search's own hint.
impl Census {
    /// The hint for a partial fold, looked up among every solution rather than searched for:
    /// instant, and the same answer [`hint`] gives. `None` unless the census [`is_whole`].
    ///
    /// [`is_whole`]: Census::is_whole
    pub fn hint(&self, chain: &Chain, fold: &Fold) -> Option<Hint> {
        if !self.is_whole() {
            return None;
        }
        if fold.is_complete() {
            return Some(Hint::Solved);
        }
        let set: Vec<(usize, Twist)> = fold.playback();
        let mut deepest = 0;
        for candidate in self.folds(chain) {
            let wrong = set
                .iter()
                .find(|&&(k, t)| candidate.twist(k) != Some(t))
                .map(|&(k, _)| k);
            match wrong {
                None => return Some(Hint::towards(fold, &candidate)),
                Some(k) => deepest = deepest.max(k),
            }
        }
        Some(if deepest == 0 {
            Hint::Unsolvable
        } else {
            Hint::Lost { undo: deepest }
        })
    }
}
