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

mod graph;
mod rolls;
#[cfg(test)]
mod tests;

use super::map::Map;
use super::map::Toolbox;
use super::program::{Action, Block, Program};
use super::run::Position;
use crate::search::Budget;
use graph::{FunctionSearch, Graph, Meter};
use rolls::{Reach, Rolls, code};
use web_time::Instant;

/// The node budget the command line gives the solver: about ten times what the hardest
/// 12×12 maps with 3 bonuses measured need, and about two seconds of work at most. The budget
/// counts work: a position generated while the graph of positions is first built counts four,
/// one generated while function bodies are tried counts one.
pub const DEFAULT_MAX_NODES: u64 = 200_000_000;

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
        Toolbox::ARROWS.with_conds(),
        &mut meter,
        !with_bonuses,
    )
}

impl Toolbox {
    fn with_conds(self) -> Toolbox {
        Toolbox {
            conds: true,
            ..self
        }
    }
}

/// The best program from `from`: the most bonuses, then the fewest blocks, using only `tools`.
pub fn solve(map: &Map, from: Position, tools: Toolbox, budget: Budget) -> Solution {
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
    tools: Toolbox,
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
    tools: Toolbox,
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
pub fn hint(map: &Map, from: Position, tools: Toolbox, budget: Budget) -> Option<Hint> {
    hint_after(map, from, &Program::default(), tools, budget)
}

/// The block to add after `prefix` (a program being written) in an optimal program that
/// begins with it (see [`solve_after`]), or `None` when no program beginning with it wins or
/// the prefix already wins.
pub fn hint_after(
    map: &Map,
    from: Position,
    prefix: &Program,
    tools: Toolbox,
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
