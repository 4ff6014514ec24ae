//! The search over every start, shared by the first solution and the count of all of them: cut
//! into pieces so that a caller without threads can search a piece per frame.

use super::estimate::search_runs;
use super::starts::{Start, starts};
use super::{Cells, budget_after, cancelled};
use crate::search::Budget;
use crate::snake::Chain;
use crate::snake::engine::{Bits, Flow, Search, Tables, lay};
use crate::snake::fold::FIRST_UP;
use crate::snake::geometry::point_of;

/// The symmetry-broken search over every start, cut into a few hundred pieces (prefixes of
/// the chain laid from a start) searched one at a time, so that a caller without threads can
/// spread it over many frames.
pub(super) struct Sweep<B> {
    /// The moves on the chain's cube.
    t: Tables<B>,
    /// The steps of each straight run, in the order the search lays them.
    runs: Vec<usize>,
    /// Whether `runs` are the chain read backwards.
    reversed: bool,
    /// One start per orbit of the cube's symmetries.
    starts: Vec<Start>,
    /// The pieces, in the order they are searched.
    pieces: Vec<Piece<B>>,
    /// The next piece to search.
    next: usize,
    /// Straight runs laid so far.
    pub(super) nodes: u64,
    /// The budget ran out or the search was cancelled.
    pub(super) cut: bool,
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
    /// The cells the runs laid cover.
    occupied: B,
}

/// How many pieces a sweep is cut into, at least, when the chain is long enough.
const PIECES: usize = 256;

/// One piece per start: its first two runs laid.
fn first_pieces<B: Bits>(t: &Tables<B>, runs: &[usize], starts: &[Start]) -> Vec<Piece<B>> {
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
    pieces
}

/// The pieces cut finer, one run deeper at a time, until there are [`PIECES`] of them or no
/// piece can go deeper; with the straight runs laid to cut them.
fn cut_finer<B: Bits>(
    t: &Tables<B>,
    runs: &[usize],
    starts: &[Start],
    mut pieces: Vec<Piece<B>>,
) -> (Vec<Piece<B>>, u64) {
    // Each level deeper multiplies the pieces by up to four, in the search's own order.
    let mut search = Search::new(t, runs, &[], FIRST_UP, Budget::UNLIMITED, |_: &[u8]| {
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
                search.children(cell, &piece.dirs, piece.head, piece.occupied)
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
    (pieces, search.nodes)
}

impl<B: Bits> Sweep<B> {
    /// The sweep of `chain`, cut into its pieces.
    pub(super) fn new(chain: &Chain) -> Self {
        let t = Tables::<B>::new(chain.side());
        let (runs, reversed) = search_runs(&t, chain);
        let starts = starts(t.n, &runs);
        let pieces = first_pieces(&t, &runs, &starts);
        let (pieces, nodes) = cut_finer(&t, &runs, &starts, pieces);
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

    /// Whether every piece is searched, or the sweep was stopped or cut short.
    pub(super) fn is_done(&self) -> bool {
        self.cut || self.stopped || self.next >= self.pieces.len()
    }

    /// The share of the pieces searched, from 0 to 1.
    pub(super) fn progress(&self) -> f64 {
        if self.pieces.is_empty() {
            1.0
        } else {
            self.next as f64 / self.pieces.len() as f64
        }
    }

    /// Searches the next piece, calling `found` with its start and the cells of each solution
    /// (in chain order). The budget's node limit is for the whole sweep.
    pub(super) fn step(&mut self, budget: Budget, found: &mut dyn FnMut(&Start, Cells) -> Flow) {
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
        let left = budget_after(budget, self.nodes);
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
pub(super) fn search_all<B: Bits>(
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
