//! The solver at work in the background for this screen: par, Check, Hint, Solve, and making
//! new maps. Nothing here blocks a frame; a job is cancelled when its entity goes, and leaving
//! the level despawns it.

use super::{Coding, Draft, Request, Tone};
use crate::jobs::Background;
use crate::play::{OpenLevel, PlayStatus};
use crate::screens::Screen;
use bevy::prelude::*;
use puzzles::generate::{self, Options};
use puzzles::kodable::{self, Action, Block, Map, Program, Solution, Tools};
use puzzles::search::Budget;
use puzzles::{AnyLevel, Cell, Kind};
use std::sync::atomic::AtomicBool;

/// What the solver is asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Ask {
    /// The size of an optimal program, for a level without a par.
    Par,
    /// Whether the map can be solved at all.
    Check,
    /// The next block after the program written so far.
    Hint,
    /// An optimal program, to show and run.
    Solve,
    /// A new map of this size.
    NewMap { rows: usize, cols: usize },
}

impl Ask {
    fn doing(self) -> &'static str {
        match self {
            Ask::Par => "Working out par…",
            Ask::Check => "Checking the map…",
            Ask::Hint => "Looking for a hint…",
            Ask::Solve => "Solving…",
            Ask::NewMap { .. } => "Making a new map…",
        }
    }

    fn same_kind(self, other: Ask) -> bool {
        std::mem::discriminant(&self) == std::mem::discriminant(&other)
    }
}

/// What a hint found about the program as it was when asked.
#[derive(Clone, Debug, PartialEq)]
pub enum HintFound {
    /// Keep the first `keep` blocks and add `block` next (a call of the function comes with
    /// the body an optimal program gives it).
    Next {
        /// Blocks of the program that can stay.
        keep: usize,
        /// The block to add after them.
        block: Block,
        /// The function body, when the block is a call and the program had none.
        function: Option<[Action; 3]>,
        /// The size of the optimal program the hint comes from.
        size: usize,
        /// The cells the ball rolls through for the new block, from where it starts.
        route: Vec<Cell>,
    },
    /// The first `keep` blocks already win; the blocks after them can go.
    Trim {
        /// Blocks that win on their own.
        keep: usize,
    },
    /// The program already wins.
    Wins,
    /// No program at all wins on this map.
    NoWay,
    /// The solver gave up within its budget.
    GaveUp,
}

impl HintFound {
    /// Blocks of the program the hint keeps.
    pub fn keep(&self) -> usize {
        match *self {
            HintFound::Next { keep, .. } | HintFound::Trim { keep } => keep,
            _ => usize::MAX,
        }
    }

    /// The block to add, if there is one.
    pub fn block(&self) -> Option<Block> {
        match *self {
            HintFound::Next { block, .. } => Some(block),
            _ => None,
        }
    }

    /// The function body that comes with a hinted call.
    pub fn function(&self) -> Option<[Action; 3]> {
        match *self {
            HintFound::Next { function, .. } => function,
            _ => None,
        }
    }

    /// Whether taking the hint changes the program.
    pub fn changes_program(&self) -> bool {
        matches!(self, HintFound::Next { .. } | HintFound::Trim { .. })
    }
}

/// A hint on show, for the program edit it was found for.
#[derive(Clone, Debug, PartialEq)]
pub struct HintShown {
    /// What it found.
    pub found: HintFound,
    /// The draft's revision it is about.
    pub revision: u64,
    /// When it was shown (seconds of elapsed time), for its pulse.
    pub shown_at: f64,
}

/// What a job found.
enum Answer {
    Par(Option<u32>),
    Check(Option<bool>, Option<usize>),
    Hint(HintFound),
    Solve(Solution),
    NewMap(Result<AnyLevel, String>, u64),
}

/// A solver job running on the compute pool.
#[derive(Component)]
pub struct Job {
    ask: Ask,
    work: Background<Answer>,
    revision: u64,
    /// The map asked about: an answer about another map (the player opened a new one
    /// meanwhile) is dropped.
    map: Map,
}

/// The budget every question gets: about two seconds of work at most.
fn budget(cancel: &AtomicBool) -> Budget<'_> {
    Budget {
        max_nodes: Some(kodable::DEFAULT_MAX_NODES),
        cancel: Some(cancel),
    }
}

/// Starts a job, unless one of the same kind is already at work.
pub(super) fn start(commands: &mut Commands, coding: &mut Coding, ask: Ask, running: &Query<&Job>) {
    if running.iter().any(|j| j.ask.same_kind(ask)) {
        return;
    }
    spawn(commands, coding, ask);
}

/// Starts a job.
fn spawn(commands: &mut Commands, coding: &mut Coding, ask: Ask) {
    if ask == Ask::Hint
        && let Err(missing) = coding.draft.program()
    {
        coding.draft.set_cursor(missing.place);
        coding.say(
            format!("{} Then ask for a hint.", missing.message),
            Tone::Info,
        );
        return;
    }
    let map = coding.map.clone();
    let draft = coding.draft.clone();
    let work = Background::on_pool(move |cancel| {
        let budget = budget(cancel);
        match ask {
            Ask::Par => {
                let s = kodable::solve(&map, map.start(), Tools::ALL, budget);
                Answer::Par(s.size().filter(|_| s.optimal).map(|n| n as u32))
            }
            Ask::Check => {
                let can = kodable::check(&map, map.start(), budget);
                let most = if can == Some(true) {
                    kodable::most_bonuses(&map, map.start(), budget)
                } else {
                    None
                };
                Answer::Check(can, most)
            }
            Ask::Hint => Answer::Hint(hint(&map, &draft, budget)),
            Ask::Solve => Answer::Solve(kodable::solve(&map, map.start(), Tools::ALL, budget)),
            Ask::NewMap { rows, cols } => {
                let seed = rand::random::<u32>() as u64;
                let options = Options {
                    kind: Some(Kind::Kodable),
                    seed,
                    rows: Some(rows),
                    cols: Some(cols),
                    ..Options::default()
                };
                let made = generate::make(&options).map(|made| made.level);
                Answer::NewMap(made, seed)
            }
        }
    });
    commands.spawn((
        Job {
            ask,
            work,
            revision: coding.revision,
            map: coding.map.clone(),
        },
        DespawnOnExit(Screen::Playing),
    ));
}

/// A new level: the last level's jobs are dropped (which cancels them), and par is worked out
/// when the level's file has none.
pub(super) fn start_par(
    mut commands: Commands,
    mut coding: ResMut<Coding>,
    old: Query<(Entity, &Job)>,
) {
    let mut running = Vec::new();
    for (entity, job) in &old {
        if job.map == coding.map {
            running.push(job.ask);
        } else {
            commands.entity(entity).despawn();
        }
    }
    if coding.par.is_none() && !running.contains(&Ask::Par) {
        spawn(&mut commands, &mut coding, Ask::Par);
    }
}

/// The hint for a complete draft: the next block of an optimal program that begins with the
/// draft's blocks or, when no such program wins, with as many of them as can stay.
pub fn hint(map: &Map, draft: &Draft, budget: Budget) -> HintFound {
    let Ok(program) = draft.program() else {
        return HintFound::GaveUp;
    };
    let start = map.start();
    if !program.blocks.is_empty() && kodable::run(map, &program).is_won() {
        return HintFound::Wins;
    }
    let first = |k: usize| Program {
        blocks: program.blocks[..k].to_vec(),
        function: program.function,
    };
    // Whether a winning program begins with the first k blocks. Fewer blocks never make it
    // harder, so the most that can stay is found by halving.
    let can_win = |k: usize| {
        let s = kodable::solve_after(map, start, &first(k), Tools::ALL, budget);
        (s.program.is_some(), s.complete)
    };
    let n = program.blocks.len();
    let keep = if can_win(n).0 {
        n
    } else {
        match can_win(0) {
            (false, true) => return HintFound::NoWay,
            (false, false) => return HintFound::GaveUp,
            _ => {}
        }
        let (mut lo, mut hi) = (0, n);
        while hi - lo > 1 {
            let mid = (lo + hi) / 2;
            if can_win(mid).0 {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        lo
    };
    let prefix = first(keep);
    match kodable::hint_after(map, start, &prefix, Tools::ALL, budget) {
        Some(h) => {
            let body = h.function.or(prefix.function);
            let mut blocks = prefix.blocks.clone();
            blocks.push(h.block);
            let with = Program {
                blocks,
                function: body,
            };
            let trace = kodable::run(map, &with);
            let mut route = Vec::new();
            for step in trace.steps.iter().filter(|s| s.origin.block == keep) {
                if route.is_empty() {
                    route.push(step.from);
                }
                route.extend(step.cells.iter().copied());
            }
            HintFound::Next {
                keep,
                block: h.block,
                function: h.function,
                size: h.solution.size().unwrap_or(0),
                route,
            }
        }
        // No next block although a win begins with these blocks: they win already.
        None if keep < n => HintFound::Trim { keep },
        None => HintFound::Wins,
    }
}

/// Collects finished jobs and acts on their answers.
pub(super) fn poll(
    mut commands: Commands,
    mut jobs: Query<(Entity, &mut Job)>,
    mut coding: ResMut<Coding>,
    mut status: ResMut<PlayStatus>,
    mut open: MessageWriter<OpenLevel>,
    mut requests: MessageWriter<Request>,
    time: Res<Time>,
) {
    let now = time.elapsed_secs_f64();
    status.thinking = jobs
        .iter()
        .find(|(_, j)| j.ask != Ask::Par)
        .or_else(|| jobs.iter().next())
        .map(|(_, j)| j.ask.doing().to_string());
    let coding = &mut *coding;
    let began = bevy::platform::time::Instant::now();
    for (entity, mut job) in &mut jobs {
        let Some(answer) = job.work.poll(began, time.delta_secs()) else {
            continue;
        };
        commands.entity(entity).despawn();
        if job.map != coding.map {
            continue;
        }
        let fresh = job.revision == coding.revision;
        match answer {
            Answer::Par(par) => {
                if coding.par.is_none() {
                    coding.par = par;
                }
                coding.par_checked = true;
            }
            Answer::Check(can, most) => checked(coding, can, most),
            Answer::Hint(found) if fresh => {
                let (text, tone) = describe_hint(&found, coding.draft.blocks.len());
                coding.say_until_edit(text, tone);
                coding.hint = Some(HintShown {
                    found,
                    revision: coding.revision,
                    shown_at: now,
                });
            }
            Answer::Hint(_) => {}
            Answer::Solve(s) => solved(coding, s, &mut requests),
            Answer::NewMap(Ok(level), seed) => {
                open.write(OpenLevel {
                    id: format!("mine/{}/{seed}", Kind::Kodable),
                    level,
                });
            }
            Answer::NewMap(Err(e), _) => coding.say(format!("No new map: {e}."), Tone::Bad),
        }
    }
}

/// What Check found, told to the player.
fn checked(coding: &mut Coding, can: Option<bool>, most: Option<usize>) {
    let total = coding.map.bonuses().len();
    coding.checked = can.map(|c| (c, most));
    match can {
        Some(true) => {
            let bonuses = most.map_or(String::new(), |m| {
                format!(", taking up to {m} of {total} bonuses")
            });
            coding.say(
                format!("Solvable: a program can roll the ball to the target{bonuses}."),
                Tone::Good,
            );
        }
        Some(false) => coding.say(
            "Not solvable: no program can roll the ball to the target.",
            Tone::Bad,
        ),
        None => coding.say(
            "The map is too large to check within the solver's budget.",
            Tone::Info,
        ),
    }
}

/// The solver's program goes into the editor and runs.
fn solved(coding: &mut Coding, s: Solution, requests: &mut MessageWriter<Request>) {
    match s.program.clone() {
        Some(program) => {
            if s.optimal && coding.par.is_none() {
                coding.par = s.size().map(|n| n as u32);
            }
            coding.edit(|d| *d = Draft::from_program(&program));
            coding.solution = Some((program.clone(), s.bonuses));
            coding.say(
                format!(
                    "{} program: {} blocks, {} of {} bonuses. Watch it run; Z brings your own program back.",
                    if s.optimal { "An optimal" } else { "The best found" },
                    program.size(),
                    s.bonuses,
                    s.bonuses_total
                ),
                Tone::Info,
            );
            requests.write(Request::Run);
        }
        None if s.complete => coding.say(
            "No program can roll the ball to the target on this map.",
            Tone::Bad,
        ),
        None => coding.say("The solver gave up on this map.", Tone::Bad),
    }
}

/// A hint in words.
fn describe_hint(found: &HintFound, blocks: usize) -> (String, Tone) {
    match found {
        HintFound::Next {
            keep,
            block,
            function,
            size,
            ..
        } => {
            let what = match function {
                Some(f) => format!("{block} (the function: {} {} {})", f[0], f[1], f[2]),
                None => block.to_string(),
            };
            let text = if *keep == blocks {
                format!(
                    "Hint: add {what} next; the best program starting like yours has {size} blocks. Press H again to add it."
                )
            } else if *keep == 0 {
                format!(
                    "Hint: no program starting like this one can win. Start again with {what}. Press H again to do it."
                )
            } else {
                format!(
                    "Hint: keep the first {keep} block{}; block {} goes wrong. Put {what} there instead. Press H again to do it.",
                    if *keep == 1 { "" } else { "s" },
                    keep + 1
                )
            };
            (text, Tone::Info)
        }
        HintFound::Trim { keep } => (
            format!(
                "Hint: the first {keep} blocks already win; the rest spoil it. Press H again to remove them."
            ),
            Tone::Info,
        ),
        HintFound::Wins => (
            "Your program already wins: press Run.".to_string(),
            Tone::Good,
        ),
        HintFound::NoWay => (
            "No program can roll the ball to the target on this map.".to_string(),
            Tone::Bad,
        ),
        HintFound::GaveUp => ("The solver gave up on a hint here.".to_string(), Tone::Bad),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use puzzles::Dir;

    fn map(text: &str) -> Map {
        kodable::parse(text).unwrap()
    }

    #[test]
    fn a_hint_continues_the_program_or_says_where_it_went_wrong() {
        let m = map("@ - - *\n* * - *\n* * t *");
        let draft = Draft::default();
        let h = hint(&m, &draft, Budget::UNLIMITED);
        assert_eq!(h.block(), Some(Block::Roll(Dir::Right)));
        assert_eq!(h.keep(), 0);
        let HintFound::Next { route, .. } = &h else {
            panic!("a next block");
        };
        assert_eq!(route.first(), Some(&Cell::new(0, 0)));
        assert_eq!(route.last(), Some(&Cell::new(2, 0)));
        let right = Draft::from_program(&"Right".parse().unwrap());
        assert_eq!(
            hint(&m, &right, Budget::UNLIMITED).block(),
            Some(Block::Roll(Dir::Down))
        );
        // Up after Right is blocked: the hint keeps Right and puts Down instead.
        let wrong = Draft::from_program(&"Right Up Down".parse().unwrap());
        let h = hint(&m, &wrong, Budget::UNLIMITED);
        assert_eq!(h.keep(), 1);
        assert_eq!(h.block(), Some(Block::Roll(Dir::Down)));
        let wins = Draft::from_program(&"Right Down".parse().unwrap());
        assert_eq!(hint(&m, &wins, Budget::UNLIMITED), HintFound::Wins);
    }
}
