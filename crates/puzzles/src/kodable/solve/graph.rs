//! The search over the graph of positions: breadth-first, block by block, for the best program
//! without a function, then with each function body worth trying. The graph of positions is
//! explored once and reused for every function body.

use super::rolls::{Node, Reach, Rolls, Scratch, cell_of, code, mask_of_node, pending_of};
use crate::kodable::map::Toolbox;
use crate::kodable::program::{Action, Block, Program};
use crate::search::Budget;
use rustc_hash::FxHashMap;

/// A target in the adjacency lists with this bit set is a win holding the bonuses in the low bits.
pub(super) const WIN: u32 = 1 << 31;
/// The edge index standing for a function call in a path.
pub(super) const CALL: u32 = u32::MAX;
/// A distance standing for "never", small enough to add to.
pub(super) const FAR: u32 = 1 << 30;

/// Where each position is in the graph's list: an array over every possible position when
/// that is small enough (fast), else a hash map.
pub(super) enum NodeIndex {
    Dense { cells: usize, slots: Vec<u32> },
    Sparse(FxHashMap<Node, u32>),
}

/// The most entries the array form may have (16 MiB).
pub(super) const DENSE_LIMIT: usize = 1 << 22;

impl NodeIndex {
    pub(super) fn new(cells: usize, bonuses: usize) -> NodeIndex {
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
    pub(super) fn slot(cells: usize, n: Node) -> usize {
        (mask_of_node(n) as usize * cells + cell_of(n) as usize) * 5 + pending_of(n) as usize
    }

    #[inline]
    pub(super) fn get(&self, n: Node) -> Option<u32> {
        match self {
            NodeIndex::Dense { cells, slots } => {
                let i = slots[NodeIndex::slot(*cells, n)];
                (i != u32::MAX).then_some(i)
            }
            NodeIndex::Sparse(map) => map.get(&n).copied(),
        }
    }

    pub(super) fn insert(&mut self, n: Node, i: u32) {
        match self {
            NodeIndex::Dense { cells, slots } => slots[NodeIndex::slot(*cells, n)] = i,
            NodeIndex::Sparse(map) => {
                map.insert(n, i);
            }
        }
    }
}

pub(super) struct Graph {
    pub(super) nodes: Vec<Node>,
    pub(super) index: NodeIndex,
    pub(super) parent: Vec<(u32, Block)>,
    /// Adjacency lists: the edges of position `i` are `start[i]..start[i + 1]`.
    pub(super) start: Vec<u32>,
    pub(super) target: Vec<u32>,
    pub(super) label: Vec<Block>,
    /// Per position: the bonuses held if the program ends there and its pending roll wins.
    pub(super) finish: Vec<Option<u16>>,
    /// Per bonus set: the fewest blocks to win holding it, the position before the last
    /// block, and that block (none when the program simply ends there).
    pub(super) wins: FxHashMap<u16, (u32, u32, Option<Block>)>,
    pub(super) complete: bool,
}

pub(super) enum FunctionSearch {
    Better(Program),
    NoBetter,
    OutOfBudget(Option<Program>),
}

impl Graph {
    /// Breadth-first search over every position reachable from `start`. With `first_win`, stops
    /// at the first win (enough to tell whether there is one).
    pub(super) fn explore(
        rolls: &Rolls,
        start: Node,
        tools: Toolbox,
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
    pub(super) fn add_node(&mut self, to: Node, from: u32, block: Block) -> u32 {
        let t = self.nodes.len() as u32;
        self.index.insert(to, t);
        self.nodes.push(to);
        self.parent.push((from, block));
        t
    }

    pub(super) fn record_win(&mut self, mask: u16, depth: u32, from: u32, block: Option<Block>) {
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
    pub(super) fn best_win(&self) -> Option<u16> {
        self.wins
            .iter()
            .max_by_key(|&(&m, &(d, _, _))| {
                (m.count_ones(), std::cmp::Reverse(d), std::cmp::Reverse(m))
            })
            .map(|(&m, _)| m)
    }

    /// The blocks from the start to position `i`.
    pub(super) fn path_to(&self, mut i: u32) -> Vec<Block> {
        let mut blocks = Vec::new();
        while i != 0 {
            let (from, block) = self.parent[i as usize];
            blocks.push(block);
            i = from;
        }
        blocks.reverse();
        blocks
    }

    pub(super) fn path_to_win(&self, mask: u16) -> Vec<Block> {
        let (_, from, last) = self.wins[&mask];
        let mut blocks = self.path_to(from);
        blocks.extend(last);
        blocks
    }

    /// Whether the program may end at position `i` with `most` bonuses.
    pub(super) fn ends_well(&self, i: u32, most: u32) -> bool {
        self.finish
            .get(i as usize)
            .copied()
            .flatten()
            .is_some_and(|m| m.count_ones() == most)
    }

    /// Per position: the fewest blocks (without the function) to a win with `most` bonuses.
    pub(super) fn distances_to_win(&self, most: u32) -> Vec<u32> {
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
    pub(super) fn with_function(
        &self,
        rolls: &Rolls,
        most: u32,
        size: u32,
        tools: Toolbox,
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
    pub(super) fn with_body(
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
    pub(super) fn search_body(
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

    pub(super) fn edge_label(&self, e: u32) -> Block {
        if e == CALL {
            Block::Function
        } else {
            self.label[e as usize]
        }
    }

    pub(super) fn body_path(&self, s: &BodySearch, mut i: u32) -> Vec<Block> {
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
pub(super) const EXPLORE_WEIGHT: u64 = 4;

/// Counts the work of the searches against their budget.
pub(super) struct Meter<'a> {
    pub(super) budget: Budget<'a>,
    /// Positions generated, as reported.
    pub(super) nodes: u64,
    /// The work done, as the budget counts it.
    pub(super) work: u64,
    /// When to look at the cancel flag next.
    pub(super) next_look: u64,
}

impl<'a> Meter<'a> {
    pub(super) fn new(budget: Budget<'a>) -> Meter<'a> {
        Meter {
            budget,
            nodes: 0,
            work: 0,
            next_look: 0,
        }
    }

    /// Counts `n` more positions of `weight` each.
    #[inline]
    pub(super) fn count(&mut self, n: u64, weight: u64) {
        self.nodes += n;
        self.work += n * weight;
    }

    /// Counts `n` more positions of `weight` each; whether the search must stop now.
    #[inline]
    pub(super) fn spend(&mut self, n: u64, weight: u64) -> bool {
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
pub(super) struct BodySearch {
    pub(super) stamp: Vec<u32>,
    pub(super) generation: u32,
    pub(super) parent: Vec<(u32, u32)>,
    pub(super) frontier: Vec<u32>,
    pub(super) next: Vec<u32>,
}

impl BodySearch {
    pub(super) fn new(positions: usize) -> BodySearch {
        BodySearch {
            stamp: vec![0; positions],
            generation: 0,
            parent: vec![(0, 0); positions],
            frontier: Vec::new(),
            next: Vec::new(),
        }
    }
}
