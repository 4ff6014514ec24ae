//! Knuth's estimate of the size of a search tree, from random walks down it: it chooses the end
//! of the chain the search lays from, and tells the generator how long a search would take.

use super::starts::starts;
use crate::search::Budget;
use crate::snake::Chain;
use crate::snake::engine::{Bits, Flow, Search, Tables};
use crate::snake::fold::FIRST_UP;

/// Random walks per estimate.
const PROBES: usize = 400;

/// The runs to search and whether they are the chain read backwards: the search lays the
/// chain from whichever end gives the smaller tree, as a few hundred random walks estimate it.
pub(super) fn search_runs<B: Bits>(t: &Tables<B>, chain: &Chain) -> (Vec<usize>, bool) {
    let runs = chain.runs();
    let mut back = runs.clone();
    back.reverse();
    let forward = estimate_runs(t, &runs);
    let backward = estimate_runs(t, &back);
    if backward < forward {
        (back, true)
    } else {
        (runs, false)
    }
}

/// Knuth's estimate of the size of the search tree laying `runs` (fixed random seed, so the
/// same chain always gets the same estimate).
fn estimate_runs<B: Bits>(t: &Tables<B>, runs: &[usize]) -> f64 {
    let starts = starts(t.n, runs);
    if starts.is_empty() {
        return 0.0;
    }
    let mut search = Search::new(t, runs, &[], FIRST_UP, Budget::UNLIMITED, |_: &[u8]| {
        Flow::Go
    });
    let mut total = 0.0;
    for i in 0..PROBES {
        let start = &starts[i % starts.len()];
        let Some((m0, e0)) = t.run(start.cell, start.first, runs[0]) else {
            continue;
        };
        let Some((m1, e1)) = t.run(e0, start.second, runs[1]) else {
            continue;
        };
        let occupied = B::bit(start.cell) | m0 | m1;
        total += search.probe(start.cell, &[start.first, start.second], e1, occupied);
    }
    total / PROBES as f64 * starts.len() as f64
}

/// Knuth's estimate of how many runs a complete search of `chain` lays (from the end the
/// solver would start at): a few hundred random walks down the search tree, so a few
/// milliseconds. It is rough (often within a factor of two or three) but tells a search of a
/// second from one of an hour.
pub fn estimate(chain: &Chain) -> f64 {
    fn with<B: Bits>(chain: &Chain) -> f64 {
        let t = Tables::<B>::new(chain.side());
        let runs = chain.runs();
        let mut back = runs.clone();
        back.reverse();
        estimate_runs(&t, &runs).min(estimate_runs(&t, &back))
    }
    if chain.side() <= 4 {
        with::<u64>(chain)
    } else {
        with::<u128>(chain)
    }
}
