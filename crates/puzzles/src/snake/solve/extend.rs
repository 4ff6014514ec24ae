//! The search in the chain's own frame: a fold whose first corners are all set is completed by
//! laying the rest of the chain from the folded part, for every placement of the box that
//! holds it.

use super::{budget_after, cancelled};
use crate::search::Budget;
use crate::snake::engine::{Bits, Flow, Search, Tables, lay};
use crate::snake::fold::{FIRST_UP, Fold, Twist};
use crate::snake::geometry::{Point, TURNED, cell};

/// A way to set the remaining corners of a fold, if the search found one.
#[derive(Clone, Debug, PartialEq)]
pub struct Completion {
    /// The whole fold, agreeing with every corner already set; `None` if there is none (or, when
    /// `complete` is false, none was found within the budget).
    pub fold: Option<Fold>,
    /// Whether the search covered everything it had to.
    pub complete: bool,
    /// Straight runs laid.
    pub nodes: u64,
}

impl Completion {
    /// The search covered everything and found no completion.
    pub(super) fn none(nodes: u64) -> Completion {
        Completion {
            fold: None,
            complete: true,
            nodes,
        }
    }

    /// The budget ran out before the search could tell.
    pub(super) fn gave_up(nodes: u64) -> Completion {
        Completion {
            fold: None,
            complete: false,
            nodes,
        }
    }
}

/// Completes a fold whose first corners are all set, in the size of cell set its cube needs.
pub(super) fn extend_fold(fold: &Fold, budget: Budget) -> Completion {
    if fold.side() <= 4 {
        extend::<u64>(fold, budget)
    } else {
        extend::<u128>(fold, budget)
    }
}

/// [`extend_fold`] with cell sets of type `B`: the folded part is placed in turn wherever the
/// box holds it, and from each placement a search lays the rest of the chain, until one does.
fn extend<B: Bits>(fold: &Fold, budget: Budget) -> Completion {
    let n = fold.side();
    let corners: Vec<usize> = fold.corners().collect();
    let runs = runs_of(fold);
    if runs.iter().any(|&r| r >= n) {
        return Completion::none(0);
    }
    // The twist the player fixed for the corner before each run.
    let mut fixed: Vec<Option<u8>> = vec![None];
    fixed.extend(corners.iter().map(|&k| fold.twist(k).map(Twist::quarters)));
    // The folded part: the runs up to the first corner not set.
    let rigid = 1 + fixed[1..].iter().take_while(|t| t.is_some()).count();
    let dirs = rigid_directions(&fixed[..rigid]);
    let prefix = lay([0, 0, 0], &runs[..rigid], &dirs);
    let Some(placements) = placements(&prefix, n) else {
        return Completion::none(0);
    };
    let t = Tables::<B>::new(n);
    let mut nodes = 0;
    let mut result = None;
    for corner in placements {
        if cancelled(&budget) {
            return Completion::gave_up(nodes);
        }
        let shift = |p: Point| [p[0] - corner[0], p[1] - corner[1], p[2] - corner[2]];
        let Some(occupied) = cells_of::<B>(prefix.iter().map(|&p| cell(shift(p), n))) else {
            return Completion::none(nodes);
        };
        if rigid == runs.len() {
            // Every corner is set and the fold fits: it is complete.
            result = Some(dirs.clone());
            break;
        }
        let start = cell(shift([0, 0, 0]), n);
        let head = cell(shift(*prefix.last().expect("cube 0")), n);
        let left = budget_after(budget, nodes);
        let (laid, cut) = {
            let mut search = Search::new(&t, &runs, &fixed, FIRST_UP, left, |d: &[u8]| {
                result = Some(d.to_vec());
                Flow::Stop
            });
            search.from(start, &dirs, head, occupied);
            (search.nodes, search.cut)
        };
        nodes += laid;
        if cut {
            return Completion::gave_up(nodes);
        }
        if result.is_some() {
            break;
        }
    }
    match result {
        Some(dirs) => Completion {
            fold: Some(with_twists(fold, &corners, &dirs)),
            complete: true,
            nodes,
        },
        None => Completion::none(nodes),
    }
}

/// Every placement of the box that holds the folded part `prefix`, as the box's least corner
/// in the frame of the part; `None` when the part is too big for the box.
fn placements(prefix: &[Point], n: usize) -> Option<impl Iterator<Item = Point>> {
    let (lo, hi) = bounds(prefix);
    let n = n as i32;
    if (0..3).any(|a| hi[a] - lo[a] >= n) {
        return None;
    }
    Some((hi[0] - n + 1..=lo[0]).flat_map(move |x| {
        (hi[1] - n + 1..=lo[1]).flat_map(move |y| (hi[2] - n + 1..=lo[2]).map(move |z| [x, y, z]))
    }))
}

/// The direction of each run of the folded part, whose corners all have their twist.
fn rigid_directions(fixed: &[Option<u8>]) -> Vec<u8> {
    let mut dirs = vec![0u8];
    for j in 1..fixed.len() {
        let up = if j >= 2 { dirs[j - 2] ^ 1 } else { FIRST_UP };
        let q = fixed[j].expect("rigid part") as usize;
        dirs.push(TURNED[dirs[j - 1] as usize][up as usize][q]);
    }
    dirs
}

/// The least and greatest coordinates of some points, axis by axis.
fn bounds(points: &[Point]) -> ([i32; 3], [i32; 3]) {
    let mut lo = [i32::MAX; 3];
    let mut hi = [i32::MIN; 3];
    for p in points {
        for a in 0..3 {
            lo[a] = lo[a].min(p[a]);
            hi[a] = hi[a].max(p[a]);
        }
    }
    (lo, hi)
}

/// The set of some cells, or `None` when two are the same.
fn cells_of<B: Bits>(cells: impl Iterator<Item = usize>) -> Option<B> {
    let mut occupied = B::ZERO;
    for c in cells {
        let b = B::bit(c);
        if occupied & b != B::ZERO {
            return None;
        }
        occupied |= b;
    }
    Some(occupied)
}

/// The fold with the twists that turn its runs the directions found.
fn with_twists(fold: &Fold, corners: &[usize], dirs: &[u8]) -> Fold {
    let mut done = fold.clone();
    for (i, &k) in corners.iter().enumerate() {
        let j = i + 1;
        let up = if j >= 2 { dirs[j - 2] ^ 1 } else { FIRST_UP };
        let q = (0..4u8)
            .find(|&q| TURNED[dirs[j - 1] as usize][up as usize][q as usize] == dirs[j])
            .expect("runs meet at right angles");
        done.set(k, Some(Twist::new(q)));
    }
    done
}

/// The steps of each straight run of a fold's chain.
fn runs_of(fold: &Fold) -> Vec<usize> {
    let mut runs = vec![1];
    for k in 1..fold.cubes() - 1 {
        if fold.is_corner(k) {
            runs.push(1);
        } else {
            *runs.last_mut().expect("a run") += 1;
        }
    }
    runs
}
