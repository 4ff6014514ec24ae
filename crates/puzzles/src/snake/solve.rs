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

use super::engine::{Bits, Flow, Search, Tables, lay};
use super::fold::{FIRST_UP, Fold, Twist};
use super::geometry::{Point, Step, Symmetry, TURNED, advance, cell, inside, point_of};
use super::{Chain, Joint};
use crate::puzzle::Solution;
use crate::search::Budget;
use serde::Serialize;
use web_time::Instant;

/// One solution: the position of each cube in chain order, in the box `[0, n)³`.
pub type Cells = Vec<Point>;

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
    pub fn steps(&self) -> Option<Vec<Step>> {
        self.cells.as_deref().map(steps)
    }

    /// The answer in the form every puzzle shares: the steps as moves. Every solution uses
    /// every joint, so a solution is always optimal.
    pub fn to_solution(&self) -> Solution<Step> {
        Solution {
            moves: self.steps(),
            optimal: true,
            complete: self.complete,
            nodes: self.nodes,
            seconds: self.seconds,
        }
    }
}

/// The steps from each cube to the next along `cells`.
pub fn steps(cells: &[Point]) -> Vec<Step> {
    cells
        .windows(2)
        .map(|w| Step::between(w[0], w[1]).expect("solution cubes are neighbours"))
        .collect()
}

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

/// A first cube, first direction and second direction, standing for its orbit under the
/// cube's symmetries.
struct Start {
    cell: usize,
    first: u8,
    second: u8,
    /// The size of the orbit: how many oriented solutions each solution from here stands for.
    orbit: u64,
    /// The symmetry other than the identity that fixes this start, if there is one (a mirror
    /// through the middle layer of an odd cube).
    mirror: Option<Symmetry>,
}

/// One start per orbit of (first cell, first direction, second direction) under the cube's
/// symmetries, for which the first two runs fit in the box.
fn starts(n: usize, runs: &[usize]) -> Vec<Start> {
    let syms = Symmetry::all();
    let cells = n * n * n;
    let mut out = Vec::new();
    if runs.len() < 2 || runs.iter().any(|&r| r == 0 || r >= n) {
        return out;
    }
    for c in 0..cells {
        let p = point_of(c, n);
        // With n odd there is one more cube of the corners' colour, and a path of n³ cubes
        // must start (and end) on that colour.
        if n % 2 == 1 && (p[0] + p[1] + p[2]) % 2 == 1 {
            continue;
        }
        for first in 0..6u8 {
            for second in 0..6u8 {
                if first >> 1 == second >> 1 {
                    continue;
                }
                let key = (c, first, second);
                let mut fixing = Vec::new();
                let mut least = true;
                for s in &syms {
                    let image = (cell(s.point(p, n as i32), n), s.dir(first), s.dir(second));
                    if image < key {
                        least = false;
                        break;
                    }
                    if image == key {
                        fixing.push(*s);
                    }
                }
                if !least {
                    continue;
                }
                let q = advance(p, first, runs[0] as i32);
                let r = advance(q, second, runs[1] as i32);
                if !inside(q, n) || !inside(r, n) {
                    continue;
                }
                out.push(Start {
                    cell: c,
                    first,
                    second,
                    orbit: 48 / fixing.len() as u64,
                    mirror: fixing.get(1).copied(),
                });
            }
        }
    }
    out
}

/// The runs to search and whether they are the chain read backwards: the search lays the
/// chain from whichever end gives the smaller tree, as a few hundred random walks estimate it.
fn search_runs<B: Bits>(t: &Tables<B>, chain: &Chain) -> (Vec<usize>, bool) {
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

/// Random walks per estimate.
const PROBES: usize = 400;

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

/// The symmetry-broken search over every start, cut into a few hundred pieces (prefixes of
/// the chain laid from a start) searched one at a time, so that a caller without threads can
/// spread it over many frames.
struct Sweep<B> {
    t: Tables<B>,
    runs: Vec<usize>,
    /// Whether `runs` are the chain read backwards.
    reversed: bool,
    starts: Vec<Start>,
    pieces: Vec<Piece<B>>,
    /// The next piece to search.
    next: usize,
    /// Straight runs laid so far.
    nodes: u64,
    /// The budget ran out or the search was cancelled.
    cut: bool,
    /// `found` asked to stop.
    stopped: bool,
}

/// The first few runs laid from a start: the rest of the chain is searched from here.
struct Piece<B> {
    /// Which start (an index into the starts).
    start: usize,
    /// The direction of each run laid.
    dirs: Vec<u8>,
    /// The cell the last run ends on.
    head: usize,
    occupied: B,
}

/// How many pieces a sweep is cut into, at least, when the chain is long enough.
const PIECES: usize = 256;

impl<B: Bits> Sweep<B> {
    fn new(chain: &Chain) -> Self {
        let t = Tables::<B>::new(chain.side());
        let (runs, reversed) = search_runs(&t, chain);
        let starts = starts(t.n, &runs);
        let mut pieces = Vec::new();
        for (i, start) in starts.iter().enumerate() {
            let Some((m0, e0)) = t.run(start.cell, start.first, runs[0]) else {
                continue;
            };
            let Some((m1, e1)) = t.run(e0, start.second, runs[1]) else {
                continue;
            };
            pieces.push(Piece {
                start: i,
                dirs: vec![start.first, start.second],
                head: e1,
                occupied: B::bit(start.cell) | m0 | m1,
            });
        }
        // Each level deeper multiplies the pieces by up to four, in the search's own order.
        let mut split = Search::new(&t, &runs, &[], FIRST_UP, Budget::UNLIMITED, |_: &[u8]| {
            Flow::Go
        });
        while pieces.len() < PIECES && pieces.iter().any(|p| p.dirs.len() + 1 < runs.len()) {
            let mut deeper = Vec::with_capacity(pieces.len() * 3);
            for piece in pieces {
                if piece.dirs.len() + 1 >= runs.len() {
                    deeper.push(piece);
                    continue;
                }
                let cell = starts[piece.start].cell;
                for (dirs, head, occupied) in
                    split.children(cell, &piece.dirs, piece.head, piece.occupied)
                {
                    deeper.push(Piece {
                        start: piece.start,
                        dirs,
                        head,
                        occupied,
                    });
                }
            }
            pieces = deeper;
        }
        let nodes = split.nodes;
        Sweep {
            t,
            runs,
            reversed,
            starts,
            pieces,
            next: 0,
            nodes,
            cut: false,
            stopped: false,
        }
    }

    fn is_done(&self) -> bool {
        self.cut || self.stopped || self.next >= self.pieces.len()
    }

    /// The share of the pieces searched, from 0 to 1.
    fn progress(&self) -> f64 {
        if self.pieces.is_empty() {
            1.0
        } else {
            self.next as f64 / self.pieces.len() as f64
        }
    }

    /// Searches the next piece, calling `found` with its start and the cells of each solution
    /// (in chain order). The budget's node limit is for the whole sweep.
    fn step(&mut self, budget: Budget, found: &mut dyn FnMut(&Start, Cells) -> Flow) {
        if self.is_done() {
            return;
        }
        // A search of one piece may be too short to look at the cancel flag itself.
        if cancelled(&budget) || budget.exhausted(self.nodes) {
            self.cut = true;
            return;
        }
        let piece = &self.pieces[self.next];
        self.next += 1;
        let start = &self.starts[piece.start];
        let runs = &self.runs[..];
        let p = point_of(start.cell, self.t.n);
        let left = Budget {
            max_nodes: budget.max_nodes.map(|m| m.saturating_sub(self.nodes)),
            cancel: budget.cancel,
        };
        let reversed = self.reversed;
        let mut stop = false;
        let (laid, cut) = {
            let mut search = Search::new(&self.t, runs, &[], FIRST_UP, left, |dirs: &[u8]| {
                let mut cells = lay(p, runs, dirs);
                if reversed {
                    cells.reverse();
                }
                let flow = found(start, cells);
                stop = matches!(flow, Flow::Stop);
                flow
            });
            search.from(start.cell, &piece.dirs, piece.head, piece.occupied);
            (search.nodes, search.cut)
        };
        self.nodes += laid;
        self.cut |= cut;
        self.stopped |= stop;
    }
}

/// Runs the symmetry-broken search from every start, calling `found` with the start and the
/// cells of each solution (in chain order). Returns (nodes, cut short).
fn search_all<B: Bits>(
    chain: &Chain,
    budget: Budget,
    mut found: impl FnMut(&Start, Cells) -> Flow,
) -> (u64, bool) {
    let mut sweep = Sweep::<B>::new(chain);
    while !sweep.is_done() {
        sweep.step(budget, &mut found);
    }
    (sweep.nodes, sweep.cut)
}

/// Whether the budget's cancel flag is set.
fn cancelled(budget: &Budget) -> bool {
    budget
        .cancel
        .is_some_and(|c| c.load(std::sync::atomic::Ordering::Relaxed))
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
                None => {
                    return Some(match fold.first_unset() {
                        Some(joint) => Hint::Next {
                            joint,
                            twist: candidate.twist(joint).expect("solutions set every corner"),
                        },
                        None => Hint::Solved,
                    });
                }
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

/// Whether the complete fold `candidate` keeps every corner `fold` has set.
fn agrees(candidate: &Fold, fold: &Fold) -> bool {
    fold.playback()
        .iter()
        .all(|&(k, t)| candidate.twist(k) == Some(t))
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
struct Known {
    quick: Option<Vec<Fold>>,
    every: Option<Vec<Fold>>,
}

fn complete_using(fold: &Fold, budget: Budget, known: &mut Known) -> Completion {
    let rigid = fold
        .corners()
        .take_while(|&k| fold.twist(k).is_some())
        .count();
    if rigid >= RIGID_ENOUGH {
        return if fold.side() <= 4 {
            complete_with::<u64>(fold, budget)
        } else {
            complete_with::<u128>(fold, budget)
        };
    }
    let chain = fold.chain();
    let mut nodes = 0;
    let gave_up = |nodes| Completion {
        fold: None,
        complete: false,
        nodes,
    };
    if known.quick.is_none() {
        let s = solve(&chain, budget);
        nodes += s.nodes;
        if !s.complete {
            return gave_up(nodes);
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
        let left = Budget {
            max_nodes: budget.max_nodes.map(|m| m.saturating_sub(nodes)),
            cancel: budget.cancel,
        };
        let census = enumerate(&chain, usize::MAX, left);
        nodes += census.nodes;
        if !census.complete {
            return gave_up(nodes);
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

fn complete_with<B: Bits>(fold: &Fold, budget: Budget) -> Completion {
    let n = fold.side();
    let corners: Vec<usize> = fold.corners().collect();
    let runs = runs_of(fold);
    let none = |nodes| Completion {
        fold: None,
        complete: true,
        nodes,
    };
    let gave_up = |nodes| Completion {
        fold: None,
        complete: false,
        nodes,
    };
    if runs.iter().any(|&r| r >= n) {
        return none(0);
    }
    // The twist the player fixed for the corner before each run.
    let mut fixed: Vec<Option<u8>> = vec![None];
    fixed.extend(corners.iter().map(|&k| fold.twist(k).map(Twist::quarters)));
    // The folded part: the runs up to the first corner not set.
    let rigid = 1 + fixed[1..].iter().take_while(|t| t.is_some()).count();
    let dirs = rigid_directions(&fixed[..rigid]);
    let prefix = lay([0, 0, 0], &runs[..rigid], &dirs);
    let (lo, hi) = bounds(&prefix);
    let ni = n as i32;
    if (0..3).any(|a| hi[a] - lo[a] >= ni) {
        return none(0);
    }
    let t = Tables::<B>::new(n);
    let mut nodes = 0;
    let mut result = None;
    // Every placement of the box that holds the folded part.
    let placements = (hi[0] - ni + 1..=lo[0]).flat_map(|x| {
        (hi[1] - ni + 1..=lo[1]).flat_map(move |y| (hi[2] - ni + 1..=lo[2]).map(move |z| [x, y, z]))
    });
    for corner in placements {
        if cancelled(&budget) {
            return gave_up(nodes);
        }
        let shift = |p: Point| [p[0] - corner[0], p[1] - corner[1], p[2] - corner[2]];
        let Some(occupied) = cells_of::<B>(prefix.iter().map(|&p| cell(shift(p), n))) else {
            return none(nodes);
        };
        if rigid == runs.len() {
            // Every corner is set and the fold fits: it is complete.
            result = Some(dirs.clone());
            break;
        }
        let start = cell(shift([0, 0, 0]), n);
        let head = cell(shift(*prefix.last().expect("cube 0")), n);
        let left = Budget {
            max_nodes: budget.max_nodes.map(|m| m.saturating_sub(nodes)),
            cancel: budget.cancel,
        };
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
            return gave_up(nodes);
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
        None => none(nodes),
    }
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

/// The next corner to set on the way to a solution that keeps every corner set so far, or
/// which corner to take back when there is none.
pub fn hint(fold: &Fold, budget: Budget) -> Hint {
    if fold.is_complete() {
        return Hint::Solved;
    }
    let mut used = 0;
    let mut known = Known::default();
    let mut attempt = |f: &Fold| {
        let left = Budget {
            max_nodes: budget.max_nodes.map(|m| m.saturating_sub(used)),
            cancel: budget.cancel,
        };
        let c = complete_using(f, left, &mut known);
        used += c.nodes;
        c
    };
    let first = attempt(fold);
    if !first.complete {
        return Hint::GaveUp;
    }
    if let Some(done) = first.fold {
        return match fold.first_unset() {
            Some(joint) => Hint::Next {
                joint,
                twist: done.twist(joint).expect("a completion sets every corner"),
            },
            None => Hint::Solved,
        };
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

/// Whether `cells` lay `chain` into its cube: one position per cube, each next to the one
/// before, straight where the chain is straight and turning where it turns, every position
/// inside `[0, n)³` and none twice.
pub fn check_cells(chain: &Chain, cells: &[Point]) -> Result<(), String> {
    let n = chain.side();
    if cells.len() != chain.cubes() {
        return Err(format!(
            "{} positions for a chain of {} cubes",
            cells.len(),
            chain.cubes()
        ));
    }
    let mut seen = vec![false; n * n * n];
    for (i, &p) in cells.iter().enumerate() {
        if !inside(p, n) {
            return Err(format!("cube {} lies outside the box", i + 1));
        }
        let c = cell(p, n);
        if seen[c] {
            return Err(format!("cube {} lies where an earlier cube does", i + 1));
        }
        seen[c] = true;
    }
    let steps: Vec<Step> = cells
        .windows(2)
        .enumerate()
        .map(|(i, w)| {
            Step::between(w[0], w[1])
                .ok_or_else(|| format!("cubes {} and {} are not neighbours", i + 1, i + 2))
        })
        .collect::<Result<_, _>>()?;
    for k in 1..steps.len() {
        let straight = steps[k] == steps[k - 1];
        match chain.joint(k) {
            Joint::Straight if !straight => {
                return Err(format!(
                    "cube {} is straight but the chain turns there",
                    k + 1
                ));
            }
            Joint::Turn if straight => {
                return Err(format!(
                    "cube {} is a corner but the chain goes straight",
                    k + 1
                ));
            }
            _ => {}
        }
    }
    Ok(())
}
