//! The solver's verdict on a level being made, worked out in the background: on the
//! compute pool on the desktop; in a browser a slice per frame for a puzzle whose search can
//! run in slices (Fifteen, whose tables take long to build), or else in a Web Worker, so that
//! the page keeps drawing.

use super::{Editable, Verdict};
use crate::jobs::{self, Background};
use crate::lang::Words;
use puzzles::search::Budget;
use puzzles::{AnyLevel, Solution};

/// Starts the verdict on `level`, a level of puzzle `P`.
pub fn judge<P: Editable>(words: Words, level: AnyLevel) -> Background<Verdict> {
    let Some(start) = P::from_any(level) else {
        return Background::on_pool(|_| Verdict::Unsolvable("it is a level of another puzzle"));
    };
    let stepper = if cfg!(target_arch = "wasm32") && !start.is_solved() {
        start.stepper(Some(P::NODE_BUDGET))
    } else {
        None
    };
    // A browser's page has one thread: the search goes to a Web Worker where it can.
    #[cfg(target_arch = "wasm32")]
    let stepper = stepper.or_else(|| {
        let searched = !P::OWN_VERDICT && !start.is_solved();
        let doing = crate::tr!(words, "editor-solving");
        searched
            .then(|| crate::workers::solve_in_worker(&start, Some(P::NODE_BUDGET), &doing))
            .flatten()
    });
    match stepper {
        Some(search) => Background::in_slices(jobs::then(search, move |found| {
            verdict_of(words, &start, found)
        })),
        None => Background::on_pool(move |cancel| {
            if let Some(verdict) = start.own_verdict(words, cancel) {
                return verdict;
            }
            if start.is_solved() {
                return Verdict::AlreadySolved;
            }
            let budget = Budget {
                max_nodes: Some(P::NODE_BUDGET),
                cancel: Some(cancel),
            };
            verdict_of(words, &start, start.solve_within(budget))
        }),
    }
}

/// What a search's answer says of the level: its par and how hard it is, that it cannot be
/// solved, or that the search gave up.
fn verdict_of<P: Editable>(words: Words, start: &P, found: Solution<P::Move>) -> Verdict {
    match found.moves {
        Some(moves) => {
            let end = start.replay(&moves).ok();
            let par = end
                .as_ref()
                .map_or(moves.len(), |end| end.score(moves.len()));
            Verdict::Solvable {
                par,
                optimal: found.optimal,
                difficulty: start.difficulty(par),
                note: end.and_then(|end| start.solution_note(words, &end)),
            }
        }
        None if found.complete => Verdict::Unsolvable(P::WHY_UNSOLVABLE),
        None => Verdict::GaveUp(found.nodes),
    }
}
