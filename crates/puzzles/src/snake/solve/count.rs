//! Every solution counted: each one the search finds from a start stands for the whole orbit of
//! that start, and one representative of each distinct solution is kept.

use super::starts::Start;
use super::sweep::Sweep;
use super::{Cells, variants};
use crate::search::Budget;
use crate::snake::Chain;
use crate::snake::engine::Flow;
use crate::snake::fold::Fold;
use crate::snake::geometry::{Point, Symmetry, cell};
use serde::Serialize;
use web_time::Instant;

/// What [`enumerate`] found: every solution, counted.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Census {
    /// Solutions in the fixed box `[0, n)³`, each rotation and reflection counted apart.
    pub oriented: u64,
    /// Solutions distinct up to the 48 rotations and reflections of the cube
    /// (`oriented / 48`).
    pub distinct: u64,
    /// One representative of each distinct solution, up to the number asked for, each in its
    /// least form under the symmetries (compared cube by cube), sorted.
    pub solutions: Vec<Cells>,
    /// Whether every solution was counted (false when the budget ran out).
    pub complete: bool,
    /// Straight runs laid during the search.
    pub nodes: u64,
    /// Wall-clock seconds the search took.
    pub seconds: f64,
}

/// Finds every solution: counts them oriented and up to symmetry, and keeps a representative
/// of up to `keep` distinct ones.
pub fn enumerate(chain: &Chain, keep: usize, budget: Budget) -> Census {
    let mut counting = Counting::new(chain, keep);
    loop {
        if let Some(census) = counting.advance(budget) {
            return census;
        }
    }
}

/// The sweep in the size of cell set the chain's cube needs.
enum AnySweep {
    Small(Sweep<u64>),
    Large(Sweep<u128>),
}

/// [`enumerate`] done a piece at a time: each [`Counting::advance`] searches one of a few
/// hundred pieces of the search, so a browser can count between frames.
pub struct Counting {
    sweep: AnySweep,
    n: usize,
    keep: usize,
    syms: Vec<Symmetry>,
    oriented: u64,
    kept: Vec<Cells>,
    clock: Instant,
}

impl Counting {
    /// A count of the solutions of `chain`, keeping up to `keep` distinct ones.
    pub fn new(chain: &Chain, keep: usize) -> Counting {
        let clock = Instant::now();
        let n = chain.side();
        Counting {
            sweep: if n <= 4 {
                AnySweep::Small(Sweep::new(chain))
            } else {
                AnySweep::Large(Sweep::new(chain))
            },
            n,
            keep,
            syms: Symmetry::all(),
            oriented: 0,
            kept: Vec::new(),
            clock,
        }
    }

    /// The share of the work done, from 0 to 1 (by pieces searched, a rough guide).
    pub fn progress(&self) -> f64 {
        match &self.sweep {
            AnySweep::Small(s) => s.progress(),
            AnySweep::Large(s) => s.progress(),
        }
    }

    /// Searches the next piece; the census once everything is counted or the budget
    /// (counted over the whole count) runs out.
    pub fn advance(&mut self, budget: Budget) -> Option<Census> {
        let Counting {
            sweep,
            n,
            keep,
            syms,
            oriented,
            kept,
            ..
        } = self;
        let (n, keep) = (*n, *keep);
        let number =
            |cells: &[Point]| -> Vec<usize> { cells.iter().map(|&p| cell(p, n)).collect() };
        let mut found = |start: &Start, cells: Cells| {
            *oriented += start.orbit;
            if kept.len() < keep {
                // From a start that a mirror fixes, each solution is found with its mirror
                // image: keep one of the two.
                let mirrored = start.mirror.is_some_and(|m| {
                    let image: Vec<Point> = cells.iter().map(|&p| m.point(p, n as i32)).collect();
                    number(&image) < number(&cells)
                });
                if !mirrored {
                    kept.push(least_form(&cells, n, syms));
                }
            }
            Flow::Go
        };
        let (done, nodes, cut) = match sweep {
            AnySweep::Small(s) => {
                s.step(budget, &mut found);
                (s.is_done(), s.nodes, s.cut)
            }
            AnySweep::Large(s) => {
                s.step(budget, &mut found);
                (s.is_done(), s.nodes, s.cut)
            }
        };
        if !done {
            return None;
        }
        let mut solutions = std::mem::take(kept);
        solutions.sort_by_key(|c| number(c));
        Some(Census {
            oriented: *oriented,
            distinct: *oriented / 48,
            solutions,
            complete: !cut,
            nodes,
            seconds: self.clock.elapsed().as_secs_f64(),
        })
    }
}

impl Census {
    /// Whether every solution was found and kept, so the census can answer hints.
    pub fn is_whole(&self) -> bool {
        self.complete && self.solutions.len() as u64 == self.distinct
    }

    /// Every complete fold of `chain` in the chain's own frame: per distinct solution, itself
    /// and its mirror image, each with the first corner at each of its four twists (which only
    /// turns the whole cube about the first run). Empty unless the census [`is_whole`].
    ///
    /// [`is_whole`]: Census::is_whole
    pub fn folds(&self, chain: &Chain) -> Vec<Fold> {
        if !self.is_whole() {
            return Vec::new();
        }
        let mut out: Vec<Fold> = self
            .solutions
            .iter()
            .flat_map(|cells| {
                variants(&Fold::from_cells(chain, cells).expect("solutions lay the chain"))
            })
            .collect();
        out.sort_by_key(|f| f.to_text());
        out.dedup();
        out
    }
}

/// The image of `cells` under the symmetry that makes its cell numbers least.
fn least_form(cells: &[Point], n: usize, syms: &[Symmetry]) -> Cells {
    syms.iter()
        .map(|s| {
            cells
                .iter()
                .map(|&p| s.point(p, n as i32))
                .collect::<Vec<_>>()
        })
        .min_by_key(|c| c.iter().map(|&p| cell(p, n)).collect::<Vec<_>>())
        .expect("there are symmetries")
}
