//! Search written once and shared by the solvers: breadth-first search, IDA*, and
//! depth-first search with a table of dead positions.

use rustc_hash::FxHashMap;
use rustc_hash::FxHashSet;
use std::hash::Hash;
use std::sync::atomic::{AtomicBool, Ordering};

/// How much a search may do before it gives up.
#[derive(Clone, Copy, Debug, Default)]
pub struct Budget<'a> {
    /// Stop after expanding this many positions.
    pub max_nodes: Option<u64>,
    /// Stop as soon as this flag is set (the player left the level).
    pub cancel: Option<&'a AtomicBool>,
}

impl Budget<'_> {
    /// No limit at all.
    pub const UNLIMITED: Budget<'static> = Budget {
        max_nodes: None,
        cancel: None,
    };

    /// Whether `nodes` is at or past the node limit.
    #[inline]
    pub fn over(&self, nodes: u64) -> bool {
        self.max_nodes.is_some_and(|m| nodes >= m)
    }

    /// A budget of at most `max_nodes` positions, cancelled by `cancel` if given.
    pub fn nodes(max_nodes: u64) -> Budget<'static> {
        Budget {
            max_nodes: Some(max_nodes),
            cancel: None,
        }
    }

    /// Whether a search that has expanded `nodes` positions must stop now.
    #[inline]
    pub fn exhausted(&self, nodes: u64) -> bool {
        if self.max_nodes.is_some_and(|m| nodes >= m) {
            return true;
        }
        // Checking an atomic every node costs little, but every 1024 is plenty.
        nodes & 1023 == 0 && self.cancel.is_some_and(|c| c.load(Ordering::Relaxed))
    }
}

/// Every position breadth-first search reached, with how it got there.
#[derive(Clone, Debug)]
pub struct Explored<S> {
    /// Positions in the order they were reached (so by distance).
    pub states: Vec<S>,
    /// For each position, the index of the one it was reached from (itself for a start).
    pub parent: Vec<u32>,
    /// For each position, its distance from the nearest start.
    pub depth: Vec<u32>,
    /// Index of each position in `states`.
    pub index: FxHashMap<S, u32>,
    /// The first goal reached, if the search stopped at one.
    pub goal: Option<u32>,
    /// Whether every reachable position was visited (no budget cut it short).
    pub complete: bool,
}

impl<S: Clone> Explored<S> {
    /// The positions from a start to position `i`, both ends included.
    pub fn path_to(&self, mut i: u32) -> Vec<S> {
        let mut path = vec![self.states[i as usize].clone()];
        while self.parent[i as usize] != i {
            i = self.parent[i as usize];
            path.push(self.states[i as usize].clone());
        }
        path.reverse();
        path
    }
}

/// Breadth-first search from `starts`, stopping at the first position `is_goal` accepts
/// (pass `|_| false` to explore everything reachable). `successors` appends the neighbours
/// of a position; every move costs one.
pub fn bfs<S, F, G>(
    starts: Vec<S>,
    mut successors: F,
    mut is_goal: G,
    budget: Budget,
) -> Explored<S>
where
    S: Hash + Eq + Clone,
    F: FnMut(&S, &mut Vec<S>),
    G: FnMut(&S) -> bool,
{
    let mut explored = Explored {
        states: Vec::new(),
        parent: Vec::new(),
        depth: Vec::new(),
        index: FxHashMap::default(),
        goal: None,
        complete: true,
    };
    for s in starts {
        if explored.index.contains_key(&s) {
            continue;
        }
        let i = explored.states.len() as u32;
        explored.index.insert(s.clone(), i);
        explored.states.push(s);
        explored.parent.push(i);
        explored.depth.push(0);
    }
    let mut next = Vec::new();
    let mut head = 0usize;
    while head < explored.states.len() {
        let i = head as u32;
        head += 1;
        if is_goal(&explored.states[i as usize]) {
            explored.goal = Some(i);
            return explored;
        }
        // Every position kept costs memory, so the limit counts positions reached, not expanded.
        if budget.exhausted(head as u64) || budget.over(explored.states.len() as u64) {
            explored.complete = false;
            return explored;
        }
        next.clear();
        successors(&explored.states[i as usize], &mut next);
        let depth = explored.depth[i as usize] + 1;
        for s in next.drain(..) {
            if let std::collections::hash_map::Entry::Vacant(slot) = explored.index.entry(s) {
                let j = explored.states.len() as u32;
                explored.states.push(slot.key().clone());
                slot.insert(j);
                explored.parent.push(i);
                explored.depth.push(depth);
            }
        }
    }
    explored
}

/// A puzzle as IDA* sees it: one mutable position, moves that cost one each and can be undone,
/// and an admissible estimate of the moves still needed.
pub trait IdaProblem {
    /// A move, small enough to copy.
    type Move: Copy;
    /// A lower bound on the moves from the current position to a goal.
    fn heuristic(&self) -> u32;
    /// Whether the current position is a goal.
    fn is_goal(&self) -> bool;
    /// Appends the moves worth trying from the current position (a problem may leave out the
    /// move that undoes the previous one).
    fn moves(&self, out: &mut Vec<Self::Move>);
    /// Makes a move.
    fn apply(&mut self, mv: Self::Move);
    /// Takes back the last move made, which was `mv`.
    fn undo(&mut self, mv: Self::Move);
}

/// What IDA* found.
#[derive(Clone, Debug)]
pub struct IdaResult<M> {
    /// A shortest solution, or `None`.
    pub moves: Option<Vec<M>>,
    /// Positions expanded.
    pub nodes: u64,
    /// False when the budget ran out before the search finished.
    pub complete: bool,
}

/// Iterative-deepening A*: returns a shortest sequence of moves to a goal. With an admissible
/// heuristic the answer is optimal. Searches no deeper than `max_depth` moves.
pub fn ida_star<P: IdaProblem>(
    problem: &mut P,
    max_depth: u32,
    budget: Budget,
) -> IdaResult<P::Move> {
    let mut search = IdaSearch::new(max_depth);
    loop {
        if let Some(result) = search.advance(problem, u64::MAX, budget) {
            return result;
        }
    }
}

/// One level of the depth-first search: the moves tried from a position and how far along.
struct Frame<M> {
    moves: Vec<M>,
    next: usize,
    g: u32,
}

/// An IDA* search that can stop after some work and carry on later from where it was, for a
/// program that must keep drawing while it thinks (a browser has no threads to spare).
pub struct IdaSearch<M> {
    max_depth: u32,
    bound: Option<u32>,
    next_bound: u32,
    stack: Vec<Frame<M>>,
    path: Vec<M>,
    spare: Vec<Vec<M>>,
    nodes: u64,
}

impl<M: Copy> IdaSearch<M> {
    /// A search that goes no deeper than `max_depth` moves.
    pub fn new(max_depth: u32) -> IdaSearch<M> {
        IdaSearch {
            max_depth,
            bound: None,
            next_bound: u32::MAX,
            stack: Vec::new(),
            path: Vec::new(),
            spare: Vec::new(),
            nodes: 0,
        }
    }

    /// Positions expanded so far.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The bound of the current iteration (the length being tried), once started.
    pub fn bound(&self) -> Option<u32> {
        self.bound
    }

    fn frame<P: IdaProblem<Move = M>>(&mut self, problem: &P, g: u32) -> Frame<M> {
        let mut moves = self.spare.pop().unwrap_or_default();
        moves.clear();
        problem.moves(&mut moves);
        Frame { moves, next: 0, g }
    }

    /// Expands up to `slice` more positions. Returns the answer once the search is over, or
    /// `None` to be called again. The problem is left in the position it is in mid-search, so
    /// it must not be touched in between.
    pub fn advance<P: IdaProblem<Move = M>>(
        &mut self,
        problem: &mut P,
        slice: u64,
        budget: Budget,
    ) -> Option<IdaResult<M>> {
        let stop = self.nodes.saturating_add(slice);
        loop {
            if self.stack.is_empty() {
                // Start an iteration with the next bound.
                let bound = match self.bound {
                    None => problem.heuristic(),
                    Some(_) if self.next_bound == u32::MAX => return Some(self.answer(None, true)),
                    Some(_) => self.next_bound,
                };
                if bound > self.max_depth {
                    return Some(self.answer(None, true));
                }
                if problem.heuristic() == 0 && problem.is_goal() {
                    return Some(self.answer(Some(Vec::new()), true));
                }
                self.bound = Some(bound);
                self.next_bound = u32::MAX;
                self.nodes += 1;
                let root = self.frame(problem, 0);
                self.stack.push(root);
            }
            let bound = self.bound.expect("an iteration is under way");
            let top = self.stack.last_mut().expect("a frame");
            if top.next >= top.moves.len() {
                let done = self.stack.pop().expect("a frame");
                self.spare.push(done.moves);
                if let Some(mv) = self.path.pop() {
                    problem.undo(mv);
                }
                continue;
            }
            let mv = top.moves[top.next];
            top.next += 1;
            let g = top.g + 1;
            problem.apply(mv);
            let h = problem.heuristic();
            if g + h > bound {
                self.next_bound = self.next_bound.min(g + h);
                problem.undo(mv);
                continue;
            }
            self.path.push(mv);
            if h == 0 && problem.is_goal() {
                let moves = self.path.clone();
                // Put the problem back where it started.
                while let Some(m) = self.path.pop() {
                    problem.undo(m);
                }
                return Some(self.answer(Some(moves), true));
            }
            self.nodes += 1;
            if budget.exhausted(self.nodes) {
                while let Some(m) = self.path.pop() {
                    problem.undo(m);
                }
                return Some(self.answer(None, false));
            }
            let frame = self.frame(problem, g);
            self.stack.push(frame);
            if self.nodes >= stop {
                return None;
            }
        }
    }

    fn answer(&mut self, moves: Option<Vec<M>>, complete: bool) -> IdaResult<M> {
        self.stack.clear();
        IdaResult {
            moves,
            nodes: self.nodes,
            complete,
        }
    }
}

/// What a depth-first search with a dead-position table found.
#[derive(Clone, Debug)]
pub struct DfsResult<M> {
    /// A path of moves to a goal, or `None`.
    pub moves: Option<Vec<M>>,
    /// Positions expanded.
    pub nodes: u64,
    /// False when the budget ran out first.
    pub complete: bool,
}

/// Depth-first search for any path to a goal, remembering every position proved to lead
/// nowhere so that it is never searched twice. Meant for puzzles whose moves never return to
/// an earlier position (every Shot move removes a ball), so no cycle check is needed.
pub fn dfs_with_dead_table<S, M, F, G>(
    start: S,
    mut successors: F,
    mut is_goal: G,
    budget: Budget,
) -> DfsResult<M>
where
    S: Hash + Eq + Clone,
    M: Clone,
    F: FnMut(&S, &mut Vec<(M, S)>),
    G: FnMut(&S) -> bool,
{
    struct Run<'b, S, M> {
        dead: FxHashSet<S>,
        path: Vec<M>,
        buffers: Vec<Vec<(M, S)>>,
        nodes: u64,
        budget: Budget<'b>,
        out_of_budget: bool,
    }

    fn go<S: Hash + Eq + Clone, M: Clone>(
        s: &S,
        depth: usize,
        run: &mut Run<S, M>,
        successors: &mut impl FnMut(&S, &mut Vec<(M, S)>),
        is_goal: &mut impl FnMut(&S) -> bool,
    ) -> bool {
        if is_goal(s) {
            return true;
        }
        run.nodes += 1;
        if run.budget.exhausted(run.nodes) {
            run.out_of_budget = true;
            return false;
        }
        if run.buffers.len() <= depth {
            run.buffers.push(Vec::new());
        }
        let mut next = std::mem::take(&mut run.buffers[depth]);
        next.clear();
        successors(s, &mut next);
        for (mv, t) in &next {
            if run.dead.contains(t) {
                continue;
            }
            run.path.push(mv.clone());
            if go(t, depth + 1, run, successors, is_goal) {
                run.buffers[depth] = next;
                return true;
            }
            run.path.pop();
            if run.out_of_budget {
                run.buffers[depth] = next;
                return false;
            }
        }
        run.dead.insert(s.clone());
        run.buffers[depth] = next;
        false
    }

    let mut run = Run {
        dead: FxHashSet::default(),
        path: Vec::new(),
        buffers: Vec::new(),
        nodes: 0,
        budget,
        out_of_budget: false,
    };
    let found = go(&start, 0, &mut run, &mut successors, &mut is_goal);
    DfsResult {
        moves: found.then_some(run.path),
        nodes: run.nodes,
        complete: !run.out_of_budget,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bfs_finds_shortest_path_on_a_line() {
        // 0 -> 1 -> ... -> 10, and a shortcut 0 -> 5.
        let e = bfs(
            vec![0u32],
            |&s, out| {
                if s < 10 {
                    out.push(s + 1);
                }
                if s == 0 {
                    out.push(5);
                }
            },
            |&s| s == 10,
            Budget::UNLIMITED,
        );
        let path = e.path_to(e.goal.unwrap());
        assert_eq!(path, vec![0, 5, 6, 7, 8, 9, 10]);
    }

    #[test]
    fn bfs_respects_the_node_budget() {
        let e = bfs(
            vec![0u64],
            |&s, out| out.push(s + 1),
            |_| false,
            Budget {
                max_nodes: Some(100),
                cancel: None,
            },
        );
        assert!(!e.complete);
        assert!(e.goal.is_none());
    }

    struct Counter {
        at: i32,
        goal: i32,
    }

    impl IdaProblem for Counter {
        type Move = i32;
        fn heuristic(&self) -> u32 {
            ((self.goal - self.at).unsigned_abs()).div_ceil(3)
        }
        fn is_goal(&self) -> bool {
            self.at == self.goal
        }
        fn moves(&self, out: &mut Vec<i32>) {
            out.extend([1, -1, 3, -3]);
        }
        fn apply(&mut self, mv: i32) {
            self.at += mv;
        }
        fn undo(&mut self, mv: i32) {
            self.at -= mv;
        }
    }

    #[test]
    fn ida_star_finds_an_optimal_path() {
        let mut p = Counter { at: 0, goal: 8 };
        let r = ida_star(&mut p, 50, Budget::UNLIMITED);
        let moves = r.moves.unwrap();
        assert_eq!(moves.len(), 4); // 3 + 3 + 1 + 1
        assert_eq!(moves.iter().sum::<i32>(), 8);
        assert_eq!(p.at, 0, "the problem is left as it was");
    }

    #[test]
    fn dfs_table_proves_absence() {
        // From n, go to n-1 or n-2; goal is reaching exactly -1 from odd numbers only by -2 steps... none.
        let r = dfs_with_dead_table(
            20u32,
            |&s, out| {
                if s >= 2 {
                    out.push(((), s - 2));
                }
            },
            |&s| s == 1,
            Budget::UNLIMITED,
        );
        assert!(r.moves.is_none());
        assert!(r.complete);
    }
}
