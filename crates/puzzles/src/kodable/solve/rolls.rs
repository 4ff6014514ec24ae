//! The graph's positions and edges: a position packed in a number (the ball's cell, the
//! bonuses taken, the roll still pending), and where each action rolls the ball from each cell.

use crate::grid::{Cell, Dir};
use crate::kodable::map::Map;
use crate::kodable::map::Toolbox;
use crate::kodable::program::{Action, Block, MAX_LOOP};
use crate::kodable::run::{self, Position, Stop};

pub(super) type Node = u32;

pub(super) fn node(cell: u16, mask: u16, pending: u8) -> Node {
    cell as u32 | (pending as u32) << 12 | (mask as u32) << 15
}

pub(super) fn cell_of(n: Node) -> u16 {
    (n & 0xfff) as u16
}

pub(super) fn pending_of(n: Node) -> u8 {
    (n >> 12 & 7) as u8
}

pub(super) fn mask_of_node(n: Node) -> u16 {
    (n >> 15) as u16
}

pub(super) fn look(action: u8) -> u8 {
    if action < 4 { 0 } else { 1 + (action - 4) / 4 }
}

pub(super) fn code(a: Action) -> u8 {
    Action::ALL.iter().position(|&x| x == a).unwrap() as u8
}

/// Where an action or a block leaves the ball.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Reach {
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
pub(super) struct Rolls {
    /// Per (cell, direction, look): where the roll stops, the bonuses on its way, whether it
    /// reaches the target, or that it is blocked.
    pub(super) table: Vec<RollEnd>,
    /// Per cell: 0, or 1 + the colour of its tile.
    pub(super) colour: Vec<u8>,
    /// Per (cell, direction): whether the first cell is blocked.
    pub(super) blocked: Vec<bool>,
    pub(super) cols: usize,
    /// Bonuses on the map (0 when the rolls ignore them).
    pub(super) bonuses: usize,
}

/// Buffers reused from one position to the next.
#[derive(Default)]
pub(super) struct Scratch {
    pub(super) loops: Vec<(u8, Reach)>,
    pub(super) seen: Vec<(u16, u16)>,
}

#[derive(Clone, Copy, Debug, Default)]
pub(super) struct RollEnd {
    pub(super) stop: u16,
    pub(super) bits: u16,
    pub(super) won: bool,
}

impl Rolls {
    pub(super) fn new(map: &Map, with_bonuses: bool) -> Rolls {
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
                    let colour = (l > 0).then(|| super::super::map::Colour::ALL[l as usize - 1]);
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

    pub(super) fn node_at(&self, p: Position) -> Node {
        node(
            (p.ball.row as usize * self.cols + p.ball.col as usize) as u16,
            p.taken,
            0,
        )
    }

    #[inline]
    pub(super) fn roll(&self, cell: u16, mask: u16, dir: u8, look: u8) -> Reach {
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
    pub(super) fn dir(&self, cell: u16, action: u8) -> Option<u8> {
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
    pub(super) fn act(&self, cell: u16, mask: u16, action: u8, next: u8) -> Reach {
        match self.dir(cell, action) {
            Some(d) => self.roll(cell, mask, d, next),
            None => Reach::At(cell, mask),
        }
    }

    /// The last action of a block: its roll is left pending.
    #[inline]
    pub(super) fn last(&self, cell: u16, mask: u16, action: u8) -> Reach {
        match self.dir(cell, action) {
            None => Reach::To(node(cell, mask, 0)),
            Some(d) if self.blocked[cell as usize * 4 + d as usize] => Reach::Invalid,
            Some(d) => Reach::To(node(cell, mask, 1 + d)),
        }
    }

    /// Rolls the pending roll of `n`, the next action having look `next`.
    #[inline]
    pub(super) fn resolve(&self, n: Node, next: u8) -> Reach {
        let (cell, mask) = (cell_of(n), mask_of_node(n));
        match pending_of(n) {
            0 => Reach::At(cell, mask),
            p => self.roll(cell, mask, p - 1, next),
        }
    }

    /// Runs a block made of `actions` in a row (a single action, or a function call).
    pub(super) fn actions(&self, n: Node, actions: &[u8]) -> Reach {
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
    pub(super) fn loops(
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
    pub(super) fn edges(
        &self,
        n: Node,
        tools: Toolbox,
        scratch: &mut Scratch,
        out: &mut Vec<(Reach, Block)>,
    ) {
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
