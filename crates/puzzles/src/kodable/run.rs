//! Running a program on a map, step by step, with everything an animation needs.

use super::map::{Colour, Map};
use super::program::{Action, Block, Origin, Program, Slot};
use crate::grid::{Cell, Dir};
use std::fmt;

/// Where the ball is and which bonuses it has taken: where a program, a hint or a solve starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    /// The ball's cell.
    pub ball: Cell,
    /// The bonuses taken: bit `i` stands for `map.bonuses()[i]`.
    pub taken: u16,
}

impl Position {
    /// The number of bonuses taken.
    pub fn bonuses(&self) -> usize {
        self.taken.count_ones() as usize
    }
}

impl Map {
    /// The ball at its start, no bonus taken.
    pub fn start(&self) -> Position {
        Position {
            ball: self.ball(),
            taken: 0,
        }
    }
}

/// Why the ball stopped after one action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Stop {
    /// The next cell is grass or outside the map.
    Wall,
    /// The ball reached the target: the level is won.
    Target,
    /// The ball entered a tile of this colour and the next action is a cond of that colour.
    Colour(Colour),
    /// A cond whose colour is not under the ball: nothing happened.
    Skipped,
    /// The first cell in the direction is grass or outside the map: an invalid move.
    Blocked,
}

/// One action as it ran.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    pub action: Action,
    /// The block (and the part of it) the action comes from.
    pub origin: Origin,
    /// Where the ball was before it.
    pub from: Cell,
    /// The cells the ball entered, in order; the last is where it stopped. Empty when it did not move.
    pub cells: Vec<Cell>,
    /// The bonuses taken on the way, in order.
    pub bonuses: Vec<Cell>,
    /// Why it stopped.
    pub stop: Stop,
}

impl Step {
    /// Where the ball is after the action.
    pub fn to(&self) -> Cell {
        self.cells.last().copied().unwrap_or(self.from)
    }
}

/// How a program ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The ball reached the target having taken `bonuses` of the map's `of` bonuses.
    Won {
        /// Bonuses taken, counting those taken before the program started.
        bonuses: usize,
        /// Bonuses on the map.
        of: usize,
    },
    /// The program ended with the ball resting at `at`, short of the target.
    Stopped {
        /// Where the ball rests.
        at: Cell,
    },
    /// An invalid move: the ball at `at` cannot move in `dir` (the first cell is blocked).
    Blocked {
        /// Where the ball is.
        at: Cell,
        /// Where it was told to go.
        dir: Dir,
    },
    /// Block `block` calls the function but the program has no function body.
    NoFunction {
        /// Where the ball is.
        at: Cell,
        /// The index of the `Function` block.
        block: usize,
    },
}

impl Outcome {
    /// Whether the level was won.
    pub fn is_won(&self) -> bool {
        matches!(self, Outcome::Won { .. })
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Outcome::Won { bonuses, of } => {
                write!(
                    f,
                    "the ball reached the target with {bonuses} of {of} bonuses"
                )
            }
            Outcome::Stopped { at } => {
                write!(
                    f,
                    "the program ended with the ball at {at}, short of the target"
                )
            }
            Outcome::Blocked { at, dir } => write!(f, "cannot move {} from {at}", word(dir)),
            Outcome::NoFunction { block, .. } => write!(
                f,
                "block {} calls Function but the function has no body",
                block + 1
            ),
        }
    }
}

/// The word for a direction, as programs write it.
pub(crate) fn word(dir: Dir) -> &'static str {
    match dir {
        Dir::Up => "Up",
        Dir::Down => "Down",
        Dir::Left => "Left",
        Dir::Right => "Right",
    }
}

/// A program's whole run: each action executed, in order, and how it ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trace {
    /// Where the run started.
    pub start: Position,
    /// Every action executed (actions after a win or an invalid move are not).
    pub steps: Vec<Step>,
    /// Where the ball ended and which bonuses it holds.
    pub end: Position,
    /// How it ended.
    pub outcome: Outcome,
}

impl Trace {
    /// Whether the level was won.
    pub fn is_won(&self) -> bool {
        self.outcome.is_won()
    }

    /// The colours of the conds that ran in this run and never turned the ball: each time
    /// they came, the ball stood on another colour (each colour once, in the order they came).
    pub fn conds_that_never_turned(&self, map: &Map) -> Vec<Colour> {
        let mut ran: Vec<(Colour, bool)> = Vec::new();
        for step in &self.steps {
            let Action::Cond(colour, _) = step.action else {
                continue;
            };
            let turned = map.tile(step.from) == super::map::Tile::Colour(colour);
            match ran.iter_mut().find(|(c, _)| *c == colour) {
                Some((_, any)) => *any |= turned,
                None => ran.push((colour, turned)),
            }
        }
        ran.into_iter()
            .filter(|(_, turned)| !turned)
            .map(|(c, _)| c)
            .collect()
    }

    /// The size of `program` (the program that made this run) as the score counts it:
    /// [`Program::size`], plus one when the ball won during the second action of a loop's
    /// first round. Such a loop never repeated: it was only its two actions in a box.
    pub fn size(&self, program: &Program) -> usize {
        let cut_short = self.is_won()
            && self.steps.last().is_some_and(|s| {
                s.origin.slot == Slot::Loop { round: 0, index: 1 }
                    && matches!(program.blocks.get(s.origin.block), Some(Block::Loop(n, _, _)) if *n >= 2)
            });
        program.size() + usize::from(cut_short)
    }
}

/// Runs `program` from the map's start.
pub fn run(map: &Map, program: &Program) -> Trace {
    run_from(map, map.start(), program)
}

/// Runs `program` with the ball at `from.ball` holding the bonuses `from.taken` (bits beyond
/// the map's bonuses are dropped).
pub fn run_from(map: &Map, from: Position, program: &Program) -> Trace {
    let all = map.bonuses().len();
    let from = Position {
        taken: from.taken & if all >= 16 { u16::MAX } else { (1 << all) - 1 },
        ..from
    };
    let missing = if program.function.is_none() {
        program.blocks.iter().position(|b| *b == Block::Function)
    } else {
        None
    };
    let actions: Vec<(Action, Origin)> = program
        .actions()
        .take_while(|(_, o)| missing.is_none_or(|m| o.block < m))
        .collect();
    let mut at = from;
    let mut steps = Vec::new();
    let won = |p: Position| Outcome::Won {
        bonuses: p.bonuses(),
        of: all,
    };
    if at.ball == map.target() {
        return Trace {
            start: from,
            steps,
            end: at,
            outcome: won(at),
        };
    }
    for (i, &(action, origin)) in actions.iter().enumerate() {
        let look = actions.get(i + 1).and_then(|(a, _)| a.colour());
        let step = act(map, &mut at, action, origin, look);
        let stop = step.stop;
        steps.push(step);
        match stop {
            Stop::Target => {
                return Trace {
                    start: from,
                    steps,
                    end: at,
                    outcome: won(at),
                };
            }
            Stop::Blocked => {
                return Trace {
                    start: from,
                    steps,
                    end: at,
                    outcome: Outcome::Blocked {
                        at: at.ball,
                        dir: action.dir(),
                    },
                };
            }
            _ => {}
        }
    }
    let outcome = match missing {
        Some(block) => Outcome::NoFunction { at: at.ball, block },
        None => Outcome::Stopped { at: at.ball },
    };
    Trace {
        start: from,
        steps,
        end: at,
        outcome,
    }
}

/// Runs one action; `look` is the colour of the next action when it is a cond.
fn act(map: &Map, at: &mut Position, action: Action, origin: Origin, look: Option<Colour>) -> Step {
    let mut step = Step {
        action,
        origin,
        from: at.ball,
        cells: Vec::new(),
        bonuses: Vec::new(),
        stop: Stop::Skipped,
    };
    if let Action::Cond(c, _) = action
        && map.tile(at.ball).colour() != Some(c)
    {
        return step;
    }
    let r = roll(map, at.ball, action.dir(), look);
    for &cell in &r.cells {
        if let Some(bit) = map.bonus_bit(cell)
            && at.taken & bit == 0
        {
            at.taken |= bit;
            step.bonuses.push(cell);
        }
    }
    at.ball = r.cells.last().copied().unwrap_or(at.ball);
    step.cells = r.cells;
    step.stop = r.stop;
    step
}

/// A roll's cells and why it stopped.
pub(crate) struct Roll {
    pub cells: Vec<Cell>,
    pub stop: Stop,
}

/// The ball at `from` rolls towards `dir`; `look` is the colour of the next action when it
/// is a cond. The rule of the game, in one place.
pub(crate) fn roll(map: &Map, from: Cell, dir: Dir, look: Option<Colour>) -> Roll {
    let mut cells = Vec::new();
    let mut at = from;
    let stop = loop {
        let next = at.step(dir);
        if !map.is_open(next) {
            break if cells.is_empty() {
                Stop::Blocked
            } else {
                Stop::Wall
            };
        }
        at = next;
        cells.push(at);
        if at == map.target() {
            break Stop::Target;
        }
        if let Some(c) = look
            && map.tile(at).colour() == Some(c)
        {
            break Stop::Colour(c);
        }
    };
    Roll { cells, stop }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kodable::map::parse;

    fn program(text: &str) -> Program {
        text.parse().unwrap()
    }

    #[test]
    fn a_roll_goes_until_the_wall() {
        let map = parse("@ - - *\n* * t *").unwrap();
        let t = run(&map, &program("Right"));
        assert_eq!(
            t.outcome,
            Outcome::Stopped {
                at: Cell::new(2, 0)
            }
        );
        assert_eq!(t.steps[0].cells, vec![Cell::new(1, 0), Cell::new(2, 0)]);
        assert_eq!(t.steps[0].stop, Stop::Wall);
        let t = run(&map, &program("Right Down Up"));
        assert_eq!(t.outcome, Outcome::Won { bonuses: 0, of: 0 });
        assert_eq!(t.steps.len(), 2, "actions after the win are ignored");
    }

    #[test]
    fn invalid_moves_stop_the_program() {
        let map = parse("@ - - *\n* * t *").unwrap();
        let t = run(&map, &program("Up Right"));
        assert_eq!(
            t.outcome,
            Outcome::Blocked {
                at: Cell::new(0, 0),
                dir: Dir::Up
            }
        );
        assert_eq!(t.outcome.to_string(), "cannot move Up from 0,0");
        assert_eq!(t.steps.len(), 1);
        assert_eq!(t.steps[0].stop, Stop::Blocked);
    }

    #[test]
    fn a_cond_stops_the_ball_on_its_colour_and_turns_it() {
        // Without the cond the ball rolls past the pink tile to the end of the row.
        let map = parse("@ - p - -\n* * - * *\n* * t * *").unwrap();
        let t = run(&map, &program("Right Down"));
        assert_eq!(t.steps[0].to(), Cell::new(4, 0));
        assert!(!t.is_won());
        let t = run(&map, &program("Right Cond{p}{Down}"));
        assert_eq!(t.steps[0].stop, Stop::Colour(Colour::Pink));
        assert_eq!(t.steps[0].to(), Cell::new(2, 0));
        assert!(t.is_won());
        // A cond of another colour does nothing and does not stop the ball.
        let t = run(&map, &program("Right Cond{y}{Down}"));
        assert_eq!(t.steps[1].stop, Stop::Skipped);
        assert_eq!(
            t.outcome,
            Outcome::Stopped {
                at: Cell::new(4, 0)
            }
        );
        // On its colour, a blocked cond is an invalid move.
        let t = run(&map, &program("Right Cond{p}{Up}"));
        assert!(matches!(t.outcome, Outcome::Blocked { dir: Dir::Up, .. }));
    }

    #[test]
    fn a_cond_off_its_colour_is_told_as_never_turning_the_ball() {
        let map = parse("* * * * t * *\n* * * * - * *\n@ - - - y - -\n").unwrap();
        let run_of = |text: &str| run(&map, &Program::parse(text, None).unwrap());
        let turns = run_of("Right Cond{y}{Up}");
        assert!(turns.is_won());
        assert!(turns.conds_that_never_turned(&map).is_empty());
        // The cond first: the ball stands on the start, not on yellow.
        let missed = run_of("Cond{y}{Up} Right");
        assert!(!missed.is_won());
        assert_eq!(missed.conds_that_never_turned(&map), vec![Colour::Yellow]);
        let looped = Program::parse("Right Loop{2}{Cond{p}{Up},Down} Cond{y}{Up}", None).unwrap();
        assert_eq!(looped.colours(), vec![Colour::Pink, Colour::Yellow]);
    }

    #[test]
    fn bonuses_are_taken_once_on_the_way() {
        let map = parse("@ b - b\n* * * t").unwrap();
        let t = run(&map, &program("Right Left Right Down"));
        assert_eq!(t.steps[0].bonuses, vec![Cell::new(1, 0), Cell::new(3, 0)]);
        assert!(t.steps[2].bonuses.is_empty());
        assert_eq!(t.outcome, Outcome::Won { bonuses: 2, of: 2 });
    }

    #[test]
    fn loops_and_the_function_run_in_order() {
        let map = parse("@ - * * *\n* - - * *\n* * - - *\n* * * - t").unwrap();
        let t = run(&map, &program("Loop{4}{Right,Down}"));
        assert!(t.is_won());
        assert_eq!(t.steps.len(), 7);
        let t = run(
            &map,
            &program("Function Down Function with Right Down Right"),
        );
        assert!(t.is_won());
        assert_eq!(
            t.steps[6].origin.slot,
            crate::kodable::program::Slot::Function { index: 2 }
        );
        let p = Program {
            blocks: vec![Block::Roll(Dir::Right), Block::Function],
            function: None,
        };
        assert_eq!(
            run(&map, &p).outcome,
            Outcome::NoFunction {
                at: Cell::new(1, 0),
                block: 1
            }
        );
    }
}
