//! Completing a partial fold: a way to set its remaining corners, found by a search from the
//! folded part or looked up among the solutions.

use super::count::enumerate;
use super::extend::{Completion, extend_fold};
use super::search::solve;
use super::{budget_after, variants};
use crate::search::Budget;
use crate::snake::fold::Fold;

/// Finds a complete fold that keeps every corner `fold` has set, with the box anywhere that
/// holds the part already folded.
///
/// With several corners folded in a row from the start, a search in the chain's own frame
/// lays the rest of the chain from the folded part, which pins it down. With fewer, that
/// search would have to try every placement of the box and every way of laying the first runs,
/// more work than finding every solution once: so one solution is found the fast way (it
/// often agrees with the few corners set), and failing that every solution, and the answer is
/// looked up among them.
pub fn complete(fold: &Fold, budget: Budget) -> Completion {
    complete_using(fold, budget, &mut Known::default())
}

/// Corners set in a row from the start of the chain from which [`complete`] searches in the
/// chain's frame rather than looking the answer up among solutions.
const RIGID_ENOUGH: usize = 4;

/// What the searches behind one hint learn once and share: the complete folds of the shape of
/// one solution found the fast way, and of every solution, once they were needed.
#[derive(Default)]
pub(super) struct Known {
    /// The complete folds of the shape of the first solution found, once it was searched for.
    quick: Option<Vec<Fold>>,
    /// The complete folds of every solution, once they were counted.
    every: Option<Vec<Fold>>,
}

/// [`complete`], sharing with the other searches behind the same hint what they learn.
pub(super) fn complete_using(fold: &Fold, budget: Budget, known: &mut Known) -> Completion {
    let rigid = fold
        .corners()
        .take_while(|&k| fold.twist(k).is_some())
        .count();
    if rigid >= RIGID_ENOUGH {
        extend_fold(fold, budget)
    } else {
        look_up(fold, budget, known)
    }
}

/// Looks the completion up among the solutions: the complete folds of one solution found the
/// fast way first, then, if none of them agrees with `fold`, those of every solution.
fn look_up(fold: &Fold, budget: Budget, known: &mut Known) -> Completion {
    let chain = fold.chain();
    let mut nodes = 0;
    if known.quick.is_none() {
        let s = solve(&chain, budget);
        nodes += s.nodes;
        if !s.complete {
            return Completion::gave_up(nodes);
        }
        match s.cells {
            Some(cells) => {
                known.quick = Some(variants(
                    &fold.laid_on(&cells).expect("solutions lay the chain"),
                ));
            }
            None => {
                known.quick = Some(Vec::new());
                known.every = Some(Vec::new());
            }
        }
    }
    let quick = known.quick.as_deref().unwrap_or_default();
    if let Some(f) = quick.iter().find(|c| agrees(c, fold)) {
        return Completion {
            fold: Some(f.clone()),
            complete: true,
            nodes,
        };
    }
    if known.every.is_none() {
        let census = enumerate(&chain, usize::MAX, budget_after(budget, nodes));
        nodes += census.nodes;
        if !census.complete {
            return Completion::gave_up(nodes);
        }
        known.every = Some(census.folds(&chain));
    }
    let every = known.every.as_deref().unwrap_or_default();
    Completion {
        fold: every.iter().find(|c| agrees(c, fold)).cloned(),
        complete: true,
        nodes,
    }
}

/// Whether the complete fold `candidate` keeps every corner `fold` has set.
fn agrees(candidate: &Fold, fold: &Fold) -> bool {
    fold.playback()
        .iter()
        .all(|&(k, t)| candidate.twist(k) == Some(t))
}
