//! Solving a snake: the first solution, every solution counted up to the cube's symmetries,
//! and the hint on a partial fold.
//!
//! The solver and the census fix the box at `[0, n)³` and break its 48 symmetries at the
//! start: the first cube's cell, the first run's direction and the second run's direction are
//! taken only from one representative of each orbit, and each solution found from a
//! representative stands for the whole orbit. The symmetries act freely on solutions (no
//! symmetry but the identity maps a filling of the box to itself), so exactly 48 oriented
//! solutions make one distinct solution.
//!
//! The search runs from whichever end of the chain gives the smaller tree, as Knuth's random
//! walks estimate it: one end can be a thousand times cheaper than the other.
//!
//! The hint works in the chain's own frame instead (see [`super::fold`]): the corners the
//! player set are fixed and the box may sit anywhere that holds the folded part. With several
//! corners folded from the start, a search lays the rest of the chain from there; with fewer,
//! the answer is looked up among the solutions (see [`complete`]). A game that asks for many
//! hints should run [`enumerate`] once in the background and ask [`Census::hint`], which is
//! instant.
//!
//! What lives where: the starts, one per orbit of the symmetries, in `starts.rs`; the estimate
//! of a search's size, which picks the end to lay from, in `estimate.rs`; the search over every
//! start, cut into pieces, in `sweep.rs`; the first solution ([`solve`]) in `search.rs`; the
//! count of every solution ([`enumerate`], [`Counting`]) in `count.rs`; completing a partial
//! fold ([`complete`]) in `complete.rs`, with its search from the folded part in `extend.rs`;
//! the hint ([`hint`], [`Census::hint`]) in `hints.rs`; and checking a solution someone else
//! wrote ([`check_cells`]) in `check.rs`. The small pieces they share are here.

mod check;
mod complete;
pub(crate) mod count;
mod estimate;
mod extend;
mod hints;
mod search;
mod starts;
mod sweep;

pub use check::check_cells;
pub use complete::complete;
pub use count::{Census, Counting, enumerate};
pub use estimate::estimate;
pub use extend::Completion;
pub use hints::{Hint, hint};
pub use search::{Solved, solve};

use super::fold::{Fold, Twist};
use super::geometry::{Heading, Point};
use crate::search::Budget;

/// One solution: the position of each cube in chain order, in the box `[0, n)³`.
pub type Cells = Vec<Point>;

/// The steps from each cube to the next along `cells`.
pub fn steps(cells: &[Point]) -> Vec<Heading> {
    cells
        .windows(2)
        .map(|w| Heading::between(w[0], w[1]).expect("solution cubes are neighbours"))
        .collect()
}

/// Whether the budget's cancel flag is set.
fn cancelled(budget: &Budget) -> bool {
    budget
        .cancel
        .is_some_and(|c| c.load(std::sync::atomic::Ordering::Relaxed))
}

/// What is left of `budget` once `used` straight runs have been laid: the same cancel flag,
/// and the node limit less what was used.
fn budget_after<'a>(budget: Budget<'a>, used: u64) -> Budget<'a> {
    Budget {
        max_nodes: budget.max_nodes.map(|m| m.saturating_sub(used)),
        cancel: budget.cancel,
    }
}

/// The complete folds of the same shape as `fold`: itself and its mirror image, each with the
/// first corner at its four twists.
fn variants(fold: &Fold) -> Vec<Fold> {
    let first = fold.corners().next();
    let mut out = Vec::with_capacity(8);
    for f in [fold.mirrored(), fold.clone()] {
        for t in Twist::ALL {
            let mut g = f.clone();
            if let Some(k) = first {
                g.set(k, Some(t));
            }
            out.push(g);
        }
    }
    out
}
