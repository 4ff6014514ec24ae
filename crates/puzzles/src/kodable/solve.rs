//! The solver: whether the target can be reached, the best program, and hints.
//!
//! A program is a path in a graph whose positions are (ball cell, bonuses taken, pending roll)
//! and whose edges are top-level blocks. The *pending roll* is there because where a roll stops
//! depends on the action after it: the last action of a block rolls only once the next block
//! is known (its first action may be a cond that stops the ball on a coloured tile), so a block
//! leaves the ball at the cell the roll starts from, with the direction still to roll.
//!
//! Breadth-first search over that graph, with every arrow, cond and loop as a one-block edge,
//! gives the most bonuses a winning program can take (any stream of actions is some program,
//! so no function can take more) and the fewest blocks without a function. A function body
//! pays only when called twice (two calls and a body of three count five, six inlined), so the
//! solver then tries bodies (3 actions of 16) with a call edge added, breadth-first again over
//! the same precomputed edges, cut off at the best size found so far and pruned by a lower
//! bound: a call does the work of at most three blocks, so a position `d` blocks from a win
//! without the function is at least `⌈d/3⌉` blocks from one with it.
//!
//! Loop edges are worked out round by round for each of the 16 × 16 pairs of actions (two
//! equal arrows in a row never pay), from 2 rounds up, until a round ends where an earlier
//! one did; a loop whose first round already wins is left out, as it counts two blocks.

use super::map::Map;
use super::program::{Action, Block, MAX_LOOP, Program};
use super::run::{self, Position, Stop};
use crate::grid::{Cell, Dir};
use crate::search::Budget;
use rustc_hash::FxHashMap;
use web_time::Instant;

/// The node budget the command line gives the solver: about ten times what the hardest
/// 12×12 maps with 3 bonuses measured need, and about two seconds of work at most. The budget
/// counts work: a position generated while the graph of positions is first built counts four,
/// one generated while function bodies are tried counts one.
pub const DEFAULT_MAX_NODES: u64 = 200_000_000;

/// Which blocks the solver may use (a level may offer the player only some of them).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Tools {
    /// `Cond{c}{D}`, as a block and inside loops and the function.
    pub conds: bool,
    /// `Loop{n}{A,B}`.
    pub loops: bool,
    /// `Function`.
    pub function: bool,
}

impl Tools {
    /// Every block.
    pub const ALL: Tools = Tools {
        conds: true,
        loops: true,
        function: true,
    };
    /// Arrows only.
    pub const ARROWS: Tools = Tools {
        conds: false,
        loops: false,
        function: false,
    };
}

impl Default for Tools {
    fn default() -> Tools {
        Tools::ALL
    }
}

/// What the solver found.
#[derive(Clone, Debug, PartialEq)]
pub struct Solution {
    /// A winning program: the most bonuses, then the fewest blocks; `None` when there is none
    /// (or, if `complete` is false, when none was found within the budget).
    pub program: Option<Program>,
    /// Bonuses held when the program wins, counting those taken before it started.
    pub bonuses: usize,
    /// Bonuses on the map.
    pub bonuses_total: usize,
    /// Whether no program takes more bonuses or, taking as many, has fewer blocks.
    pub optimal: bool,
    /// Whether the search covered everything it had to, so that `program: None` is a proof.
    pub complete: bool,
    /// Positions the searches generated (each block followed from a position counts one).
    pub nodes: u64,
    /// Wall-clock seconds.
    pub seconds: f64,
}

impl Solution {
    /// Whether a winning program was found.
    pub fn is_solvable(&self) -> bool {
        self.program.is_some()
    }

    /// The program's size in blocks, if one was found.
    pub fn size(&self) -> Option<usize> {
        self.program.as_ref().map(Program::size)
    }
}

/// A hint: the first block of an optimal program.
#[derive(Clone, Debug, PartialEq)]
pub struct Hint {
    /// The block to add next.
    pub block: Block,
    /// The function body, when the block is `Function` (the optimal program uses this body).
    pub function: Option<[Action; 3]>,
    /// The whole optimal program the hint comes from.
    pub solution: Solution,
}

/// Whether the ball at `from` can reach the target at all (bonuses aside): `Some(answer)`, or
/// `None` when the budget ran out first.
pub fn check(map: &Map, from: Position, budget: Budget) -> Option<bool> {
    if from.ball == map.target() {
        return Some(true);
    }
    if !map.is_open(from.ball) {
        return Some(false);
    }
    let g = every_stop(map, from, false, budget);
    if !g.wins.is_empty() {
        Some(true)
    } else if g.complete {
        Some(false)
    } else {
        None
    }
}

/// The most bonuses a winning program can hold from `from` (those already taken included), or
/// `None` when the target cannot be reached (or the budget ran out: see `complete` in [`solve`]).
pub fn most_bonuses(map: &Map, from: Position, budget: Budget) -> Option<usize> {
    if from.ball == map.target() {
        return Some(from.bonuses());
    }
    if !map.is_open(from.ball) {
        return None;
    }
    let g = every_stop(map, from, true, budget);
    g.wins.keys().map(|m| m.count_ones() as usize).max()
}

/// Every place the ball can stop from `from` with arrows and conditions, the bonuses taken on
/// the way counted (`with_bonuses`) or not; with bonuses not counted, the search ends at the
/// first win.
fn every_stop(map: &Map, from: Position, with_bonuses: bool, budget: Budget) -> Graph {
    let rolls = Rolls::new(map, with_bonuses);
    let mut meter = Meter::new(budget);
    Graph::explore(
        &rolls,
        rolls.node_at(from),
        Tools::ARROWS.with_conds(),
        &mut meter,
        !with_bonuses,
    )
}

impl Tools {
    fn with_conds(self) -> Tools {
        Tools {
            conds: true,
            ..self
        }
    }
}

/// The best program from `from`: the most bonuses, then the fewest blocks, using only `tools`.
pub fn solve(map: &Map, from: Position, tools: Tools, budget: Budget) -> Solution {
    solve_after(map, from, &Program::default(), tools, budget)
}

/// The best program from `from` that begins with the blocks of `prefix` (a program being
/// written): the most bonuses, then the fewest blocks. When the prefix calls the function,
/// its body is kept; otherwise the rest may use any body (if `tools` allow). The solution's
/// program is the whole program, prefix included. There is none when the prefix makes an
/// invalid move or calls a function it has no body for; when the prefix already wins, it is
/// the prefix itself.
pub fn solve_after(
    map: &Map,
    from: Position,
    prefix: &Program,
    tools: Tools,
    budget: Budget,
) -> Solution {
    let clock = Instant::now();
    let total = map.bonuses().len();
    let taken = from.taken & mask_of(total);
    let mut solution = Solution {
        program: None,
        bonuses: taken.count_ones() as usize,
        bonuses_total: total,
        optimal: true,
        complete: true,
        nodes: 0,
        seconds: 0.0,
    };
    if from.ball == map.target() {
        solution.program = Some(Program::default());
        return solution;
    }
    if !map.is_open(from.ball) {
        return solution;
    }
    let rolls = Rolls::new(map, true);
    let start = match after_prefix(&rolls, Position { taken, ..from }, prefix) {
        Reach::To(n) => n,
        Reach::Win(m) => {
            solution.program = Some(prefix.clone());
            solution.bonuses = m.count_ones() as usize;
            return solution;
        }
        _ => return solution,
    };
    let mut meter = Meter::new(budget);
    let graph = Graph::explore(&rolls, start, tools, &mut meter, false);
    let finish = |mut s: Solution, meter: &Meter, rest: Option<Program>| {
        s.program = rest.map(|rest| Program {
            blocks: prefix.blocks.iter().copied().chain(rest.blocks).collect(),
            function: prefix
                .function
                .filter(|_| prefix.calls_function())
                .or(rest.function),
        });
        s.nodes = meter.nodes;
        s.seconds = clock.elapsed().as_secs_f64();
        s
    };
    solution.complete = graph.complete;
    solution.optimal = graph.complete;
    let Some(best_mask) = graph.best_win() else {
        return finish(solution, &meter, None);
    };
    solution.bonuses = best_mask.count_ones() as usize;
    let most = best_mask.count_ones();
    let size = graph.wins[&best_mask].0;
    let mut rest = Program {
        blocks: graph.path_to_win(best_mask),
        function: None,
    };
    if !graph.complete {
        return finish(solution, &meter, Some(rest));
    }
    let shortened = Shortening {
        most,
        size,
        prefix,
        tools,
    };
    if !shortened.apply(&graph, &rolls, &mut rest, &mut meter) {
        solution.optimal = false;
    }
    finish(solution, &meter, Some(rest))
}

/// What the search for a shorter rest with the function needs to know: the bonuses and size of
/// the best rest without it, and the program it follows.
struct Shortening<'a> {
    most: u32,
    size: u32,
    prefix: &'a Program,
    tools: Tools,
}

impl Shortening<'_> {
    /// Makes `rest` shorter with the function where it can be; false when the budget ran out
    /// before that was settled.
    fn apply(&self, graph: &Graph, rolls: &Rolls, rest: &mut Program, meter: &mut Meter) -> bool {
        let (most, size) = (self.most, self.size);
        let body = self
            .prefix
            .function
            .filter(|_| self.prefix.calls_function());
        let search = match body {
            // The body is paid for already: every call is one block.
            Some(body) if size >= 2 => graph.with_body(rolls, most, size, body.map(code), meter),
            Some(_) => FunctionSearch::NoBetter,
            None if self.tools.function => {
                graph.with_function(rolls, most, size, self.tools, rest, meter)
            }
            None => FunctionSearch::NoBetter,
        };
        match search {
            FunctionSearch::Better(program) => *rest = program,
            FunctionSearch::NoBetter => {}
            FunctionSearch::OutOfBudget(better) => {
                if let Some(program) = better {
                    *rest = program;
                }
                return false;
            }
        }
        true
    }
}

/// Where running the prefix's blocks from `from` leaves the ball: a position to go on from
/// ([`Reach::To`]), the target ([`Reach::Win`]), or stopped short (anything else).
fn after_prefix(rolls: &Rolls, from: Position, prefix: &Program) -> Reach {
    let mut at = rolls.node_at(from);
    for block in &prefix.blocks {
        let Some(actions) = flatten(*block, prefix.function) else {
            return Reach::Invalid;
        };
        match rolls.actions(at, &actions) {
            Reach::To(n) => at = n,
            other => return other,
        }
    }
    Reach::To(at)
}

/// The actions a block runs, in order; `None` for a call without a body.
fn flatten(block: Block, function: Option<[Action; 3]>) -> Option<Vec<u8>> {
    Some(match block {
        Block::Roll(d) => vec![code(Action::Roll(d))],
        Block::Cond(c, d) => vec![code(Action::Cond(c, d))],
        Block::Loop(n, a, b) => [code(a), code(b)].repeat(n as usize),
        Block::Function => function?.map(code).to_vec(),
    })
}

/// The first block of an optimal program from `from`, or `None` when there is no winning
/// program (or the ball is already on the target).
pub fn hint(map: &Map, from: Position, tools: Tools, budget: Budget) -> Option<Hint> {
    hint_after(map, from, &Program::default(), tools, budget)
}

/// The block to add after `prefix` (a program being written) in an optimal program that
/// begins with it (see [`solve_after`]), or `None` when no program beginning with it wins or
/// the prefix already wins.
pub fn hint_after(
    map: &Map,
    from: Position,
    prefix: &Program,
    tools: Tools,
    budget: Budget,
) -> Option<Hint> {
    let solution = solve_after(map, from, prefix, tools, budget);
    let program = solution.program.as_ref()?;
    let block = *program.blocks.get(prefix.blocks.len())?;
    let function = if block == Block::Function {
        program.function
    } else {
        None
    };
    Some(Hint {
        block,
        function,
        solution,
    })
}

/// The bits of `n` bonuses.
fn mask_of(n: usize) -> u16 {
    if n >= 16 { u16::MAX } else { (1u16 << n) - 1 }
}

// ---------------------------------------------------------------------------------------------
// Positions and actions as the searches see them.
//
// A position packs into a u32: cell index (12 bits), pending roll (3 bits: 0 none, 1 + the
// direction), bonuses taken (16 bits). An action is its index in `Action::ALL`: 0–3 the arrows
// (in `Dir::ALL` order), 4 + 4·colour + direction the conds. A "look" is what a roll needs to
// know about the next action: 0 when it is not a cond, 1 + its colour when it is.

type Node = u32;

fn node(cell: u16, mask: u16, pending: u8) -> Node {
    cell as u32 | (pending as u32) << 12 | (mask as u32) << 15
}

fn cell_of(n: Node) -> u16 {
    (n & 0xfff) as u16
}

fn pending_of(n: Node) -> u8 {
    (n >> 12 & 7) as u8
}

fn mask_of_node(n: Node) -> u16 {
    (n >> 15) as u16
}

fn look(action: u8) -> u8 {
    if action < 4 { 0 } else { 1 + (action - 4) / 4 }
}

fn code(a: Action) -> u8 {
    Action::ALL.iter().position(|&x| x == a).unwrap() as u8
}

/// Where an action or a block leaves the ball.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Reach {
    /// At a cell holding these bonuses (no pending roll).
    At(u16, u16),
    /// A new position (possibly with a pending roll).
    To(Node),
    /// On the target, holding these bonuses.
    Win(u16),
    /// An invalid move.
    Invalid,
}

/// Every roll of the map, worked out once.
struct Rolls {
    /// Per (cell, direction, look): where the roll stops, the bonuses on its way, whether it
    /// reaches the target, or that it is blocked.
    table: Vec<RollEnd>,
    /// Per cell: 0, or 1 + the colour of its tile.
    colour: Vec<u8>,
    /// Per (cell, direction): whether the first cell is blocked.
    blocked: Vec<bool>,
    cols: usize,
    /// Bonuses on the map (0 when the rolls ignore them).
    bonuses: usize,
}

/// Buffers reused from one position to the next.
#[derive(Default)]
struct Scratch {
    loops: Vec<(u8, Reach)>,
    seen: Vec<(u16, u16)>,
}

#[derive(Clone, Copy, Debug, Default)]
struct RollEnd {
    stop: u16,
    bits: u16,
    won: bool,
}

impl Rolls {
    fn new(map: &Map, with_bonuses: bool) -> Rolls {
        let cols = map.cols();
        let cells = map.rows() * cols;
        let index = |c: Cell| (c.row as usize * cols + c.col as usize) as u16;
        let mut table = vec![RollEnd::default(); cells * 16];
        let mut blocked = vec![true; cells * 4];
        let mut colour = vec![0u8; cells];
        for i in 0..cells {
            let cell = Cell::new((i % cols) as i32, (i / cols) as i32);
            colour[i] = map.tile(cell).colour().map_or(0, |c| 1 + c.index() as u8);
            if !map.is_open(cell) {
                continue;
            }
            for (d, dir) in Dir::ALL.into_iter().enumerate() {
                blocked[i * 4 + d] = !map.can_roll(cell, dir);
                if blocked[i * 4 + d] {
                    continue;
                }
                for l in 0..4u8 {
                    let colour = (l > 0).then(|| super::map::Colour::ALL[l as usize - 1]);
                    let r = run::roll(map, cell, dir, colour);
                    let mut bits = 0;
                    if with_bonuses {
                        for &c in &r.cells {
                            bits |= map.bonus_bit(c).unwrap_or(0);
                        }
                    }
                    table[(i * 4 + d) * 4 + l as usize] = RollEnd {
                        stop: index(*r.cells.last().unwrap()),
                        bits,
                        won: r.stop == Stop::Target,
                    };
                }
            }
        }
        Rolls {
            table,
            colour,
            blocked,
            cols,
            bonuses: if with_bonuses { map.bonuses().len() } else { 0 },
        }
    }

    fn node_at(&self, p: Position) -> Node {
        node(
            (p.ball.row as usize * self.cols + p.ball.col as usize) as u16,
            p.taken,
            0,
        )
    }

    #[inline]
    fn roll(&self, cell: u16, mask: u16, dir: u8, look: u8) -> Reach {
        if self.blocked[cell as usize * 4 + dir as usize] {
            return Reach::Invalid;
        }
        let e = self.table[(cell as usize * 4 + dir as usize) * 4 + look as usize];
        let mask = mask | e.bits;
        if e.won {
            Reach::Win(mask)
        } else {
            Reach::At(e.stop, mask)
        }
    }

    /// The direction `action` rolls in from `cell`, or `None` for a cond off its colour.
    #[inline]
    fn dir(&self, cell: u16, action: u8) -> Option<u8> {
        if action < 4 {
            Some(action)
        } else if self.colour[cell as usize] == look(action) {
            Some((action - 4) % 4)
        } else {
            None
        }
    }

    /// Runs `action` from `cell`, the next action having look `next`.
    #[inline]
    fn act(&self, cell: u16, mask: u16, action: u8, next: u8) -> Reach {
        match self.dir(cell, action) {
            Some(d) => self.roll(cell, mask, d, next),
            None => Reach::At(cell, mask),
        }
    }

    /// The last action of a block: its roll is left pending.
    #[inline]
    fn last(&self, cell: u16, mask: u16, action: u8) -> Reach {
        match self.dir(cell, action) {
            None => Reach::To(node(cell, mask, 0)),
            Some(d) if self.blocked[cell as usize * 4 + d as usize] => Reach::Invalid,
            Some(d) => Reach::To(node(cell, mask, 1 + d)),
        }
    }

    /// Rolls the pending roll of `n`, the next action having look `next`.
    #[inline]
    fn resolve(&self, n: Node, next: u8) -> Reach {
        let (cell, mask) = (cell_of(n), mask_of_node(n));
        match pending_of(n) {
            0 => Reach::At(cell, mask),
            p => self.roll(cell, mask, p - 1, next),
        }
    }

    /// Runs a block made of `actions` in a row (a single action, or a function call).
    fn actions(&self, n: Node, actions: &[u8]) -> Reach {
        let (mut cell, mut mask) = match self.resolve(n, look(actions[0])) {
            Reach::At(c, m) => (c, m),
            other => return other,
        };
        let (last, init) = actions.split_last().unwrap();
        for (i, &a) in init.iter().enumerate() {
            match self.act(cell, mask, a, look(actions[i + 1])) {
                Reach::At(c, m) => (cell, mask) = (c, m),
                other => return other,
            }
        }
        self.last(cell, mask, *last)
    }

    /// Every `Loop{n}{a,b}` with n ≥ 2 from `n0`, as (rounds, where it leads); a loop that
    /// runs once is two blocks of its own. Rounds stop once a round ends where an earlier one
    /// did, since more rounds only repeat what fewer did.
    fn loops(
        &self,
        n0: Node,
        a: u8,
        b: u8,
        seen: &mut Vec<(u16, u16)>,
        out: &mut Vec<(u8, Reach)>,
    ) {
        let (la, lb) = (look(a), look(b));
        let (mut cell, mut mask) = match self.resolve(n0, la) {
            Reach::At(c, m) => (c, m),
            // Winning before the loop starts: the arrow alone does as well.
            _ => return,
        };
        seen.clear();
        seen.push((cell, mask));
        let mut last_round = false;
        for rounds in 1..=MAX_LOOP {
            // The final round: a (next is b), then b with its roll pending.
            let (c1, m1) = match self.act(cell, mask, a, lb) {
                Reach::At(c, m) => (c, m),
                Reach::Win(m) => {
                    if rounds >= 2 {
                        out.push((rounds, Reach::Win(m)));
                    }
                    return;
                }
                _ => return,
            };
            let end = self.last(c1, m1, b);
            if end == Reach::Invalid {
                return;
            }
            if rounds >= 2 {
                out.push((rounds, end));
            }
            if last_round || rounds == MAX_LOOP {
                return;
            }
            // A full round: b rolls knowing the next action is a.
            match self.act(c1, m1, b, la) {
                Reach::At(c, m) => (cell, mask) = (c, m),
                // A win in the first round counts the loop as two blocks: `a b` does as well.
                Reach::Win(m) => {
                    if rounds >= 2 {
                        out.push((rounds + 1, Reach::Win(m)));
                    }
                    return;
                }
                _ => return,
            }
            if let Some(j) = seen.iter().position(|&s| s == (cell, mask)) {
                // Rounds from here repeat rounds from j on; only a repeat of the very first
                // round is new as a loop (that round alone would be two blocks).
                if j >= 1 {
                    return;
                }
                last_round = true;
            }
            seen.push((cell, mask));
        }
    }

    /// Every one-block edge from `n`, simplest blocks first.
    fn edges(&self, n: Node, tools: Tools, scratch: &mut Scratch, out: &mut Vec<(Reach, Block)>) {
        let count = if tools.conds { 16 } else { 4 };
        for a in 0..count as u8 {
            let r = self.actions(n, &[a]);
            if r != Reach::Invalid {
                out.push((r, Action::ALL[a as usize].into()));
            }
        }
        if !tools.loops {
            return;
        }
        for a in 0..count as u8 {
            for b in 0..count as u8 {
                // Two equal arrows in a row: the second always hits the wall the first stopped at.
                if a == b && a < 4 {
                    continue;
                }
                scratch.loops.clear();
                self.loops(n, a, b, &mut scratch.seen, &mut scratch.loops);
                for &(rounds, r) in scratch.loops.iter() {
                    out.push((
                        r,
                        Block::Loop(rounds, Action::ALL[a as usize], Action::ALL[b as usize]),
                    ));
                }
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// The graph of positions, explored once and reused for every function body.

/// A target in the adjacency lists with this bit set is a win holding the bonuses in the low bits.
const WIN: u32 = 1 << 31;
/// The edge index standing for a function call in a path.
const CALL: u32 = u32::MAX;
/// A distance standing for "never", small enough to add to.
const FAR: u32 = 1 << 30;

/// Where each position is in the graph's list: an array over every possible position when
/// that is small enough (fast), else a hash map.
enum NodeIndex {
    Dense { cells: usize, slots: Vec<u32> },
    Sparse(FxHashMap<Node, u32>),
}

/// The most entries the array form may have (16 MiB).
const DENSE_LIMIT: usize = 1 << 22;

impl NodeIndex {
    fn new(cells: usize, bonuses: usize) -> NodeIndex {
        let size = (cells * 5) << bonuses;
        if size <= DENSE_LIMIT {
            NodeIndex::Dense {
                cells,
                slots: vec![u32::MAX; size],
            }
        } else {
            NodeIndex::Sparse(FxHashMap::default())
        }
    }

    #[inline]
    fn slot(cells: usize, n: Node) -> usize {
        (mask_of_node(n) as usize * cells + cell_of(n) as usize) * 5 + pending_of(n) as usize
    }

    #[inline]
    fn get(&self, n: Node) -> Option<u32> {
        match self {
            NodeIndex::Dense { cells, slots } => {
                let i = slots[NodeIndex::slot(*cells, n)];
                (i != u32::MAX).then_some(i)
            }
            NodeIndex::Sparse(map) => map.get(&n).copied(),
        }
    }

    fn insert(&mut self, n: Node, i: u32) {
        match self {
            NodeIndex::Dense { cells, slots } => slots[NodeIndex::slot(*cells, n)] = i,
            NodeIndex::Sparse(map) => {
                map.insert(n, i);
            }
        }
    }
}

struct Graph {
    nodes: Vec<Node>,
    index: NodeIndex,
    parent: Vec<(u32, Block)>,
    /// Adjacency lists: the edges of position `i` are `start[i]..start[i + 1]`.
    start: Vec<u32>,
    target: Vec<u32>,
    label: Vec<Block>,
    /// Per position: the bonuses held if the program ends there and its pending roll wins.
    finish: Vec<Option<u16>>,
    /// Per bonus set: the fewest blocks to win holding it, the position before the last
    /// block, and that block (none when the program simply ends there).
    wins: FxHashMap<u16, (u32, u32, Option<Block>)>,
    complete: bool,
}

enum FunctionSearch {
    Better(Program),
    NoBetter,
    OutOfBudget(Option<Program>),
}

impl Graph {
    /// Breadth-first search over every position reachable from `start`. With `first_win`, stops
    /// at the first win (enough to tell whether there is one).
    fn explore(
        rolls: &Rolls,
        start: Node,
        tools: Tools,
        meter: &mut Meter,
        first_win: bool,
    ) -> Graph {
        let mut g = Graph {
            nodes: vec![start],
            index: NodeIndex::new(rolls.colour.len(), rolls.bonuses),
            parent: vec![(0, Block::Function)],
            start: Vec::new(),
            target: Vec::new(),
            label: Vec::new(),
            finish: Vec::new(),
            wins: FxHashMap::default(),
            complete: true,
        };
        g.index.insert(start, 0);
        let mut depth = vec![0u32];
        let mut seen_from: Vec<u32> = vec![u32::MAX];
        let mut edges = Vec::new();
        let mut scratch = Scratch::default();
        let mut win_targets: Vec<u16> = Vec::new();
        let mut i = 0;
        while i < g.nodes.len() {
            if meter.spend(1, EXPLORE_WEIGHT) || (first_win && !g.wins.is_empty()) {
                g.complete = first_win && !g.wins.is_empty();
                break;
            }
            let n = g.nodes[i];
            let d = depth[i];
            g.start.push(g.target.len() as u32);
            let finish = match rolls.resolve(n, 0) {
                Reach::Win(m) => Some(m),
                _ => None,
            };
            g.finish.push(finish);
            if let Some(m) = finish {
                g.record_win(m, d, i as u32, None);
            }
            edges.clear();
            rolls.edges(n, tools, &mut scratch, &mut edges);
            meter.count(edges.len() as u64, EXPLORE_WEIGHT);
            win_targets.clear();
            for &(reach, block) in &edges {
                let t = match reach {
                    Reach::Win(m) => {
                        if win_targets.contains(&m) {
                            continue;
                        }
                        win_targets.push(m);
                        g.record_win(m, d + 1, i as u32, Some(block));
                        WIN | m as u32
                    }
                    Reach::To(to) => {
                        let t = g.index.get(to).unwrap_or_else(|| {
                            depth.push(d + 1);
                            seen_from.push(u32::MAX);
                            g.add_node(to, i as u32, block)
                        });
                        if seen_from[t as usize] == i as u32 {
                            continue;
                        }
                        seen_from[t as usize] = i as u32;
                        t
                    }
                    Reach::At(..) | Reach::Invalid => unreachable!("blocks end in a position"),
                };
                g.target.push(t);
                g.label.push(block);
            }
            i += 1;
        }
        g.start.push(g.target.len() as u32);
        g
    }

    /// A position reached for the first time, by `block` from node `from`: its index.
    fn add_node(&mut self, to: Node, from: u32, block: Block) -> u32 {
        let t = self.nodes.len() as u32;
        self.index.insert(to, t);
        self.nodes.push(to);
        self.parent.push((from, block));
        t
    }

    fn record_win(&mut self, mask: u16, depth: u32, from: u32, block: Option<Block>) {
        // Among programs of one size, the one ending in the plainer block reads best.
        let plainness = |g: &Graph, from: u32, block: Option<Block>| match block
            .or_else(|| (from != 0).then(|| g.parent[from as usize].1))
        {
            None | Some(Block::Roll(_)) => 0,
            Some(Block::Cond(..)) => 1,
            Some(Block::Loop(..)) => 2,
            Some(Block::Function) => 3,
        };
        let new = plainness(self, from, block);
        match self.wins.get(&mask) {
            Some(&(d, f, b)) if (d, plainness(self, f, b)) <= (depth, new) => {}
            _ => {
                self.wins.insert(mask, (depth, from, block));
            }
        }
    }

    /// The bonus set of the best win: the most bonuses, then the fewest blocks.
    fn best_win(&self) -> Option<u16> {
        self.wins
            .iter()
            .max_by_key(|&(&m, &(d, _, _))| {
                (m.count_ones(), std::cmp::Reverse(d), std::cmp::Reverse(m))
            })
            .map(|(&m, _)| m)
    }

    /// The blocks from the start to position `i`.
    fn path_to(&self, mut i: u32) -> Vec<Block> {
        let mut blocks = Vec::new();
        while i != 0 {
            let (from, block) = self.parent[i as usize];
            blocks.push(block);
            i = from;
        }
        blocks.reverse();
        blocks
    }

    fn path_to_win(&self, mask: u16) -> Vec<Block> {
        let (_, from, last) = self.wins[&mask];
        let mut blocks = self.path_to(from);
        blocks.extend(last);
        blocks
    }

    /// Whether the program may end at position `i` with `most` bonuses.
    fn ends_well(&self, i: u32, most: u32) -> bool {
        self.finish
            .get(i as usize)
            .copied()
            .flatten()
            .is_some_and(|m| m.count_ones() == most)
    }

    /// Per position: the fewest blocks (without the function) to a win with `most` bonuses.
    fn distances_to_win(&self, most: u32) -> Vec<u32> {
        let n = self.nodes.len();
        let mut incoming = vec![0u32; n + 1];
        for &t in &self.target {
            if t & WIN == 0 {
                incoming[t as usize + 1] += 1;
            }
        }
        for i in 0..n {
            incoming[i + 1] += incoming[i];
        }
        let mut fill = incoming.clone();
        let mut sources = vec![0u32; *incoming.last().unwrap() as usize];
        for i in 0..self.start.len() - 1 {
            for e in self.start[i]..self.start[i + 1] {
                let t = self.target[e as usize];
                if t & WIN == 0 {
                    sources[fill[t as usize] as usize] = i as u32;
                    fill[t as usize] += 1;
                }
            }
        }
        let mut dist = vec![FAR; n];
        let mut queue = Vec::new();
        for i in 0..self.start.len() - 1 {
            if self.ends_well(i as u32, most) {
                dist[i] = 0;
                queue.push(i as u32);
            }
        }
        for i in 0..self.start.len() - 1 {
            let wins = (self.start[i]..self.start[i + 1]).any(|e| {
                let t = self.target[e as usize];
                t & WIN != 0 && (t & 0xffff).count_ones() == most
            });
            if wins && dist[i] == FAR {
                dist[i] = 1;
                queue.push(i as u32);
            }
        }
        let mut head = 0;
        while head < queue.len() {
            let t = queue[head];
            head += 1;
            for k in incoming[t as usize]..incoming[t as usize + 1] {
                let s = sources[k as usize] as usize;
                if dist[s] == FAR {
                    dist[s] = dist[t as usize] + 1;
                    queue.push(s as u32);
                }
            }
        }
        dist
    }

    /// Tries every function body against the best program without one (`size` blocks).
    #[allow(clippy::too_many_arguments)]
    fn with_function(
        &self,
        rolls: &Rolls,
        most: u32,
        size: u32,
        tools: Tools,
        plain: &Program,
        meter: &mut Meter,
    ) -> FunctionSearch {
        // Two calls and a body already count five: only a longer program can gain.
        if size < 6 {
            return FunctionSearch::NoBetter;
        }
        let dist = self.distances_to_win(most);
        let bound: Vec<u32> = dist
            .iter()
            .map(|&d| if d >= FAR { FAR } else { d.div_ceil(3) })
            .collect();
        let count: u8 = if tools.conds { 16 } else { 4 };
        let useless = |f: &[u8; 3]| (f[0] < 4 && f[0] == f[1]) || (f[1] < 4 && f[1] == f[2]);
        // Bodies seen in the best plain program first: they are the likeliest to pay, and an
        // early good body cuts every later search short.
        let stream: Vec<u8> = plain.actions().map(|(a, _)| code(a)).collect();
        let mut bodies: Vec<[u8; 3]> = stream.windows(3).map(|w| [w[0], w[1], w[2]]).collect();
        let mut seen = vec![false; 4096];
        bodies.retain(|f| {
            let k = f[0] as usize * 256 + f[1] as usize * 16 + f[2] as usize;
            !std::mem::replace(&mut seen[k], true)
        });
        for a in 0..count {
            for b in 0..count {
                for c in 0..count {
                    if !seen[a as usize * 256 + b as usize * 16 + c as usize] {
                        bodies.push([a, b, c]);
                    }
                }
            }
        }
        let mut best: Option<(u32, Program)> = None;
        let mut limit = size - 4;
        let mut search = BodySearch::new(self.nodes.len());
        for body in bodies {
            if useless(&body) {
                continue;
            }
            match self.search_body(rolls, &mut search, body, limit, most, &bound, meter) {
                Err(()) => return FunctionSearch::OutOfBudget(best.map(|b| b.1)),
                Ok(None) => {}
                Ok(Some((depth, blocks))) => {
                    let function = blocks
                        .contains(&Block::Function)
                        .then(|| body.map(|a| Action::ALL[a as usize]));
                    let program = Program { blocks, function };
                    debug_assert_eq!(program.size() as u32, depth + 3);
                    limit = depth - 1;
                    best = Some((depth, program));
                    if limit < 2 {
                        break;
                    }
                }
            }
        }
        match best {
            Some((_, p)) => FunctionSearch::Better(p),
            None => FunctionSearch::NoBetter,
        }
    }

    /// With a body already paid for: the fewest blocks, calls costing one, if fewer than `size`.
    fn with_body(
        &self,
        rolls: &Rolls,
        most: u32,
        size: u32,
        body: [u8; 3],
        meter: &mut Meter,
    ) -> FunctionSearch {
        let dist = self.distances_to_win(most);
        let bound: Vec<u32> = dist
            .iter()
            .map(|&d| if d >= FAR { FAR } else { d.div_ceil(3) })
            .collect();
        let mut search = BodySearch::new(self.nodes.len());
        let function = Some(body.map(|a| Action::ALL[a as usize]));
        match self.search_body(rolls, &mut search, body, size - 1, most, &bound, meter) {
            Err(()) => FunctionSearch::OutOfBudget(None),
            Ok(None) => FunctionSearch::NoBetter,
            Ok(Some((_, blocks))) => FunctionSearch::Better(Program { blocks, function }),
        }
    }

    /// Breadth-first search to depth `limit` with the call edge of `body` added; the depth and
    /// the blocks of the first win with `most` bonuses, or `Err` when the budget runs out.
    #[allow(clippy::too_many_arguments)]
    fn search_body(
        &self,
        rolls: &Rolls,
        s: &mut BodySearch,
        body: [u8; 3],
        limit: u32,
        most: u32,
        bound: &[u32],
        meter: &mut Meter,
    ) -> Result<Option<(u32, Vec<Block>)>, ()> {
        s.generation += 1;
        let generation = s.generation;
        s.frontier.clear();
        s.frontier.push(0);
        s.stamp[0] = generation;
        let good = |m: u32| m.count_ones() == most;
        for depth in 0..limit {
            s.next.clear();
            for k in 0..s.frontier.len() {
                let i = s.frontier[k];
                let edges = self.start[i as usize]..self.start[i as usize + 1];
                if meter.spend(2 + (edges.end - edges.start) as u64, 1) {
                    return Err(());
                }
                let call = match rolls.actions(self.nodes[i as usize], &body) {
                    Reach::Win(m) => Some(WIN | m as u32),
                    Reach::To(n) => self.index.get(n),
                    _ => None,
                };
                let all = edges
                    .map(|e| (self.target[e as usize], e))
                    .chain(call.map(|t| (t, CALL)));
                for (t, e) in all {
                    if t & WIN != 0 {
                        if good(t & 0xffff) {
                            let mut blocks = self.body_path(s, i);
                            blocks.push(self.edge_label(e));
                            return Ok(Some((depth + 1, blocks)));
                        }
                        continue;
                    }
                    if s.stamp[t as usize] == generation || depth + 1 + bound[t as usize] > limit {
                        continue;
                    }
                    s.stamp[t as usize] = generation;
                    s.parent[t as usize] = (i, e);
                    if self.ends_well(t, most) {
                        return Ok(Some((depth + 1, self.body_path(s, t))));
                    }
                    s.next.push(t);
                }
            }
            std::mem::swap(&mut s.frontier, &mut s.next);
        }
        Ok(None)
    }

    fn edge_label(&self, e: u32) -> Block {
        if e == CALL {
            Block::Function
        } else {
            self.label[e as usize]
        }
    }

    fn body_path(&self, s: &BodySearch, mut i: u32) -> Vec<Block> {
        let mut blocks = Vec::new();
        while i != 0 {
            let (from, e) = s.parent[i as usize];
            blocks.push(self.edge_label(e));
            i = from;
        }
        blocks.reverse();
        blocks
    }
}

/// What a position generated by the first search counts against the budget: working out a
/// block's edge (loops included) costs several times what following a stored edge does.
const EXPLORE_WEIGHT: u64 = 4;

/// Counts the work of the searches against their budget.
struct Meter<'a> {
    budget: Budget<'a>,
    /// Positions generated, as reported.
    nodes: u64,
    /// The work done, as the budget counts it.
    work: u64,
    /// When to look at the cancel flag next.
    next_look: u64,
}

impl<'a> Meter<'a> {
    fn new(budget: Budget<'a>) -> Meter<'a> {
        Meter {
            budget,
            nodes: 0,
            work: 0,
            next_look: 0,
        }
    }

    /// Counts `n` more positions of `weight` each.
    #[inline]
    fn count(&mut self, n: u64, weight: u64) {
        self.nodes += n;
        self.work += n * weight;
    }

    /// Counts `n` more positions of `weight` each; whether the search must stop now.
    #[inline]
    fn spend(&mut self, n: u64, weight: u64) -> bool {
        self.count(n, weight);
        if self.budget.max_nodes.is_some_and(|m| self.work >= m) {
            return true;
        }
        if self.work >= self.next_look {
            // Looking at an atomic every few thousand positions is plenty.
            self.next_look = self.work + 4096;
            return self
                .budget
                .cancel
                .is_some_and(|c| c.load(std::sync::atomic::Ordering::Relaxed));
        }
        false
    }
}

/// Buffers reused by the search of every function body.
struct BodySearch {
    stamp: Vec<u32>,
    generation: u32,
    parent: Vec<(u32, u32)>,
    frontier: Vec<u32>,
    next: Vec<u32>,
}

impl BodySearch {
    fn new(positions: usize) -> BodySearch {
        BodySearch {
            stamp: vec![0; positions],
            generation: 0,
            parent: vec![(0, 0); positions],
            frontier: Vec::new(),
            next: Vec::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kodable::map::{Colour, Tile, parse};
    use crate::kodable::run::run;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    fn best(map: &Map, tools: Tools) -> Solution {
        let s = solve(map, map.start(), tools, Budget::UNLIMITED);
        if let Some(p) = &s.program {
            let t = run(map, p);
            assert!(t.is_won(), "{p} does not win on\n{}", map.drawing());
            assert_eq!(t.end.bonuses(), s.bonuses);
            assert_eq!(t.size(p), p.size(), "{p}");
        }
        s
    }

    /// A small random map with pink tiles only, so that brute force stays small.
    fn tiny_map(rng: &mut ChaCha8Rng, rows: usize, cols: usize) -> Map {
        loop {
            let mut tiles: Vec<Tile> = (0..rows * cols)
                .map(|_| match rng.random_range(0..10) {
                    0..=2 => Tile::Grass,
                    3 => Tile::Bonus,
                    4 => Tile::Colour(Colour::Pink),
                    _ => Tile::Path,
                })
                .collect();
            let ball = rng.random_range(0..rows * cols);
            let target = rng.random_range(0..rows * cols);
            if ball == target {
                continue;
            }
            tiles[ball] = Tile::Path;
            tiles[target] = Tile::Target;
            let cell = Cell::new((ball % cols) as i32, (ball / cols) as i32);
            if let Ok(map) = Map::new(rows, cols, tiles, cell) {
                return map;
            }
        }
    }

    /// Every block made of arrows and pink conds, loops up to three rounds.
    fn small_blocks() -> Vec<Block> {
        let actions: Vec<Action> = Action::ALL
            .into_iter()
            .filter(|a| a.colour().is_none_or(|c| c == Colour::Pink))
            .collect();
        let mut blocks: Vec<Block> = actions.iter().map(|&a| a.into()).collect();
        for &a in &actions {
            for &b in &actions {
                for n in 2..=3 {
                    blocks.push(Block::Loop(n, a, b));
                }
            }
        }
        blocks
    }

    /// The best (bonuses, size) over every program of at most `max` blocks, by running them.
    fn brute_force(map: &Map, blocks: &[Block], max: usize) -> Option<(usize, usize)> {
        fn go(
            map: &Map,
            blocks: &[Block],
            program: &mut Program,
            max: usize,
            best: &mut Option<(usize, usize)>,
        ) {
            let t = run(map, program);
            if !program.blocks.is_empty() {
                if t.is_won() {
                    let found = (t.end.bonuses(), t.size(program));
                    if best.is_none_or(|b| {
                        (found.0, std::cmp::Reverse(found.1)) > (b.0, std::cmp::Reverse(b.1))
                    }) {
                        *best = Some(found);
                    }
                    // Blocks after a win change nothing, but a cond after the last one
                    // could still stop its roll earlier: only a win before it is final.
                    if t.steps.last().unwrap().origin.block + 1 < program.blocks.len() {
                        return;
                    }
                }
                if matches!(t.outcome, crate::kodable::Outcome::Blocked { .. }) {
                    return;
                }
            }
            if program.blocks.len() == max {
                return;
            }
            for &b in blocks {
                program.blocks.push(b);
                go(map, blocks, program, max, best);
                program.blocks.pop();
            }
        }
        let mut best = None;
        go(map, blocks, &mut Program::default(), max, &mut best);
        best
    }

    #[test]
    fn solver_agrees_with_brute_force_on_small_maps() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let blocks = small_blocks();
        let tools = Tools {
            function: false,
            ..Tools::ALL
        };
        let mut compared = 0;
        let mut equal = 0;
        for _ in 0..24 {
            let cols = 3 + rng.random_range(0..2);
            let map = tiny_map(&mut rng, 3, cols);
            let s = best(&map, tools);
            let brute = brute_force(&map, &blocks, 3);
            let solver = s.program.as_ref().map(|p| (s.bonuses, p.size()));
            match (solver, brute) {
                (Some(a), Some(b)) => {
                    // The brute force sees only programs of up to 3 blocks.
                    assert!(
                        (a.0, std::cmp::Reverse(a.1)) >= (b.0, std::cmp::Reverse(b.1)),
                        "solver {a:?} {} vs brute force {b:?} on\n{}",
                        s.program.unwrap(),
                        map.drawing()
                    );
                    if a.1 <= 3 {
                        assert_eq!(a, b, "\n{}", map.drawing());
                        equal += 1;
                    }
                    compared += 1;
                }
                (None, Some(b)) => panic!(
                    "brute force wins {b:?} where the solver finds nothing on\n{}",
                    map.drawing()
                ),
                _ => {}
            }
        }
        assert!(compared >= 10, "only {compared} solvable maps");
        eprintln!("{compared} compared, {equal} equal");
    }

    /// Generated maps (recoloured pink) whose best program calls the function, at most `n`.
    fn maps_needing_the_function(tools: Tools, n: usize) -> Vec<Map> {
        let mut maps = Vec::new();
        for seed in 0..400 {
            let p = crate::kodable::Params {
                rows: 5,
                cols: 6,
                bonuses: 2,
            };
            let map = crate::kodable::generate(seed, p).unwrap();
            let tiles: Vec<Tile> = (0..30)
                .map(|i| match map.tile(Cell::new(i % 6, i / 6)) {
                    Tile::Colour(_) => Tile::Colour(Colour::Pink),
                    t => t,
                })
                .collect();
            let map = Map::new(5, 6, tiles, map.ball()).unwrap();
            let s = solve(&map, map.start(), tools, Budget::UNLIMITED);
            if s.program
                .as_ref()
                .is_some_and(|p| p.calls_function() && p.size() <= 7)
            {
                maps.push(map);
                if maps.len() == n {
                    break;
                }
            }
        }
        maps
    }

    #[test]
    fn function_programs_never_beat_the_solver() {
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        let actions: Vec<Action> = Action::ALL
            .into_iter()
            .filter(|a| a.colour().is_none_or(|c| c == Colour::Pink))
            .collect();
        let tools = Tools {
            loops: false,
            ..Tools::ALL
        };
        let (mut compared, mut with_function) = (0, 0);
        // Random maps, and generated ones (recoloured pink) where the best program calls the
        // function, which random maps this small seldom need.
        let mut maps: Vec<Map> = (0..8).map(|_| tiny_map(&mut rng, 4, 5)).collect();
        // Two U-turns: `Function Right Function Right with Down Right Up`.
        maps.push(parse("@ * - - - * - - t\n- * - * - * - * *\n- - - * - - - * *").unwrap());
        maps.push(parse("@ * - - - * - b -\n- * - * - * - * t\nb - p * - - p * *").unwrap());
        maps.extend(maps_needing_the_function(tools, 14 - maps.len()));
        for map in maps {
            let s = best(&map, tools);
            let Some(program) = &s.program else { continue };
            compared += 1;
            let solver = (s.bonuses, std::cmp::Reverse(program.size()));
            let mut found_equal = false;
            // Every program of two to four blocks with at least two calls, for every body.
            let others: Vec<Option<Action>> = std::iter::once(None)
                .chain(actions.iter().copied().map(Some))
                .collect();
            for body in itertools_product3(&actions) {
                for len in 2..=4usize {
                    for pick in 0..others.len().pow(len as u32) {
                        let mut blocks = Vec::new();
                        let mut k = pick;
                        for _ in 0..len {
                            blocks.push(match others[k % others.len()] {
                                None => Block::Function,
                                Some(a) => a.into(),
                            });
                            k /= others.len();
                        }
                        if blocks.iter().filter(|&&b| b == Block::Function).count() < 2 {
                            continue;
                        }
                        let p = Program {
                            blocks,
                            function: Some(body),
                        };
                        let t = run(&map, &p);
                        if t.is_won() && t.steps.last().unwrap().origin.block + 1 == p.blocks.len()
                        {
                            let found = (t.end.bonuses(), std::cmp::Reverse(t.size(&p)));
                            assert!(
                                found <= solver,
                                "{p} beats the solver's {program} on\n{}",
                                map.drawing()
                            );
                            found_equal |= found == solver;
                        }
                    }
                }
            }
            if program.calls_function() && program.size() <= 7 {
                assert!(
                    found_equal,
                    "the solver's {program} was not met on\n{}",
                    map.drawing()
                );
                with_function += 1;
            }
        }
        assert!(
            compared >= 5 && with_function >= 2,
            "only {compared} solvable maps, {with_function} with a function"
        );
        eprintln!("{compared} compared, {with_function} with a function");
    }

    fn itertools_product3(actions: &[Action]) -> Vec<[Action; 3]> {
        let mut out = Vec::new();
        for &a in actions {
            for &b in actions {
                for &c in actions {
                    out.push([a, b, c]);
                }
            }
        }
        out
    }

    #[test]
    fn the_known_solution_is_matched_or_beaten() {
        let map = parse(include_str!(
            "../../../../levels/kodable/11-the-long-road.kodable"
        ))
        .unwrap();
        let known: Program =
            "Right Up Right Down Left Function Right Function Cond{p}{Right} with Down Right Up"
                .parse()
                .unwrap();
        let t = run(&map, &known);
        assert_eq!(
            t.outcome,
            crate::kodable::Outcome::Won { bonuses: 3, of: 3 }
        );
        let s = best(&map, Tools::ALL);
        assert!(s.optimal);
        assert_eq!(s.bonuses, 3);
        assert!(s.size().unwrap() <= known.size());
    }

    #[test]
    fn no_solution_is_proved() {
        let map = parse("@ - *\n* * *\n- t -").unwrap();
        let s = best(&map, Tools::ALL);
        assert!(s.program.is_none() && s.complete);
        assert_eq!(check(&map, map.start(), Budget::UNLIMITED), Some(false));
    }

    #[test]
    fn hints_start_an_optimal_program() {
        let map = parse("@ - - *\n* * t *").unwrap();
        let h = hint(&map, map.start(), Tools::ALL, Budget::UNLIMITED).unwrap();
        assert_eq!(h.block, Block::Roll(Dir::Right));
        assert_eq!(h.solution.size(), Some(2));
        let at_target = Position {
            ball: map.target(),
            taken: 0,
        };
        assert!(hint(&map, at_target, Tools::ALL, Budget::UNLIMITED).is_none());
    }

    #[test]
    fn a_tight_budget_gives_a_best_effort() {
        let map = parse(include_str!(
            "../../../../levels/kodable/11-the-long-road.kodable"
        ))
        .unwrap();
        let budget = Budget {
            max_nodes: Some(2000),
            cancel: None,
        };
        let s = solve(&map, map.start(), Tools::ALL, budget);
        assert!(!s.optimal);
        if let Some(p) = &s.program {
            assert!(run(&map, p).is_won());
        }
    }
}
