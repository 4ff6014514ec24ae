//! The first solution: the search over every start, stopped at the first filling of the box.

use super::starts::Start;
use super::sweep::search_all;
use super::{Cells, steps};
use crate::puzzle::Solution;
use crate::search::Budget;
use crate::snake::Chain;
use crate::snake::engine::Flow;
use crate::snake::geometry::Heading;
use serde::Serialize;
use web_time::Instant;

/// What [`solve`] found.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Solved {
    /// The cubes' positions in chain order, coordinates 0 to n − 1; `None` when there is no
    /// solution (or, if `complete` is false, none was found within the budget).
    pub cells: Option<Cells>,
    /// Whether the search covered everything it had to, so that `cells: None` is a proof.
    pub complete: bool,
    /// Straight runs laid during the search.
    pub nodes: u64,
    /// Wall-clock seconds the search took.
    pub seconds: f64,
}

impl Solved {
    /// The steps from each cube to the next, if solved.
    pub fn steps(&self) -> Option<Vec<Heading>> {
        self.cells.as_deref().map(steps)
    }

    /// The answer in the form every puzzle shares: the steps as moves. Every solution uses
    /// every joint, so a solution is always optimal.
    pub fn to_solution(&self) -> Solution<Heading> {
        Solution {
            moves: self.steps(),
            optimal: true,
            complete: self.complete,
            nodes: self.nodes,
            seconds: self.seconds,
        }
    }
}

/// Finds one way to fold the chain into its cube, or proves there is none.
pub fn solve(chain: &Chain, budget: Budget) -> Solved {
    let clock = Instant::now();
    let mut cells = None;
    let run = |found: &mut dyn FnMut(&Start, Cells) -> Flow| {
        if chain.side() <= 4 {
            search_all::<u64>(chain, budget, found)
        } else {
            search_all::<u128>(chain, budget, found)
        }
    };
    let (nodes, cut) = run(&mut |_, c| {
        cells = Some(c);
        Flow::Stop
    });
    Solved {
        complete: !cut || cells.is_some(),
        cells,
        nodes,
        seconds: clock.elapsed().as_secs_f64(),
    }
}
