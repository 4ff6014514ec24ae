//! Running the program. The core works out the whole run at once; here the ball rolls it out
//! cell by cell, one action at a time, while the block at work is highlighted and the bonuses
//! it rolls over vanish. Step mode runs one action per press.

use super::sounds::{BONUS, STEP, TARGET};
use super::{Coding, CodingSession, Desk, Tone};
use crate::board::{CELL, cell_center};
use crate::lang::Words;
use crate::play::{LevelSolved, Taken};
use crate::play::playback::Playback;
use crate::sound::Sound;
use crate::sound::synth::Effect;
use crate::tween::{Shake, Tween};
use bevy::prelude::*;
use puzzles::Cell;
use puzzles::kodable::{self, Action, Map, Outcome, Program, Slot, Step, Stop, Trace};

/// The ball on the map.
pub(super) type BallQuery<'w, 's> = Query<'w, 's, (Entity, &'static Transform), With<Ball>>;
/// The bonuses on the map.
pub(super) type BonusQuery<'w, 's> = Query<
    'w,
    's,
    (
        Entity,
        &'static Bonus,
        &'static mut Transform,
        &'static mut Visibility,
    ),
    Without<Ball>,
>;

/// The ball.
#[derive(Component, Debug)]
pub struct Ball;

/// A bonus star, and its cell.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Bonus(pub Cell);

/// A bonus being taken: it swells and fades away.
#[derive(Component, Debug)]
pub struct Vanishing {
    elapsed: f32,
}

/// Seconds a taken bonus takes to vanish.
const VANISH_SECONDS: f32 = 0.3;

/// A run of the program, as far as it has been shown.
#[derive(Clone, Debug)]
pub struct Run {
    /// The program that ran.
    pub program: Program,
    /// Everything it did, worked out by the core.
    pub trace: Trace,
    /// How many actions have started on screen.
    pub started: usize,
    /// Running on its own (false: step mode, one action per press).
    pub playing: bool,
    /// Step mode: actions asked for that have not started yet.
    pub wanted: usize,
    /// Seconds to wait before the next action.
    pub wait: f32,
    /// Every action has been shown and the outcome told.
    pub finished: bool,
    /// The program was changed since: the highlights no longer match it.
    pub stale: bool,
    /// The solver wrote the program.
    pub assisted: bool,
}

impl Run {
    /// A run of `program` on `map` from the start, not shown yet.
    pub fn new(map: &Map, program: Program, playing: bool, assisted: bool) -> Run {
        let trace = kodable::run(map, &program);
        Run {
            program,
            trace,
            started: 0,
            playing,
            wanted: 0,
            wait: 0.0,
            finished: false,
            stale: false,
            assisted,
        }
    }

    /// The action on show (the last one started).
    pub fn current(&self) -> Option<&Step> {
        self.started
            .checked_sub(1)
            .and_then(|i| self.trace.steps.get(i))
    }

    /// Where the ball is once the actions started so far are over.
    pub fn ball(&self) -> Cell {
        self.current().map_or(self.trace.start.ball, Step::to)
    }

    /// The bonuses taken by the actions started so far, and whether each one's action is over.
    fn taken(&self) -> impl Iterator<Item = (Cell, bool)> + '_ {
        self.trace.steps[..self.started]
            .iter()
            .enumerate()
            .flat_map(move |(i, s)| {
                let over = i + 1 < self.started || self.finished;
                s.bonuses.iter().map(move |&b| (b, over))
            })
    }

    /// How many bonuses the run has taken so far: those of the actions that are over.
    pub fn bonuses_taken(&self) -> usize {
        self.taken().filter(|&(_, over)| over).count()
    }

    /// Whether the run is still going or paused (not over, program unchanged).
    pub fn is_live(&self) -> bool {
        !self.finished && !self.stale
    }

    /// The program's size as the score counts it.
    pub fn size(&self) -> usize {
        self.trace.size(&self.program)
    }
}

/// One action in words, for step mode: what it did and why the ball stopped.
pub fn describe_step(words: Words, step: &Step) -> String {
    let block = step.origin.block + 1;
    let part = match step.origin.slot {
        Slot::Whole => crate::tr!(words, "kodable-step-block", block = block),
        Slot::Loop { round, index } => crate::tr!(
            words,
            "kodable-step-loop",
            block = block,
            round = round + 1,
            slot = index + 1
        ),
        Slot::Function { index } => {
            crate::tr!(
                words,
                "kodable-step-function",
                block = block,
                slot = index + 1
            )
        }
    };
    // How the action ended, as the language files' selector names it, and the colour it is
    // about (for a cond).
    let (stop, colour) = match (step.stop, step.action) {
        (Stop::Wall, _) => ("wall", None),
        (Stop::Target, _) => ("target", None),
        (Stop::Colour(c), _) => ("colour", Some(c)),
        (Stop::Skipped, Action::Cond(c, _)) => ("not-on", Some(c)),
        (Stop::Skipped, Action::Roll(_)) => ("nothing", None),
        (Stop::Blocked, _) => ("blocked", None),
    };
    let colour = colour.map_or(String::new(), |c| {
        crate::words_of!(words).message(&format!("kodable-colour-{}", c.name()), &[])
    });
    let dir = step.action.dir().name();
    crate::tr!(
        words,
        "kodable-step-words",
        action = super::said::action_said(words, step.action),
        part = part,
        stop = stop,
        cells = step.cells.len(),
        colour = colour,
        dir = dir,
        bonuses = step.bonuses.len()
    )
}

/// "Cannot move left" and the like, in the language in force.
pub fn cannot_move(words: Words, dir: puzzles::Dir) -> String {
    match dir {
        puzzles::Dir::Up => crate::tr!(words, "kodable-cannot-up"),
        puzzles::Dir::Down => crate::tr!(words, "kodable-cannot-down"),
        puzzles::Dir::Left => crate::tr!(words, "kodable-cannot-left"),
        puzzles::Dir::Right => crate::tr!(words, "kodable-cannot-right"),
    }
}

/// The word for a direction in the game's notation.
pub fn word(dir: puzzles::Dir) -> &'static str {
    match dir {
        puzzles::Dir::Up => "Up",
        puzzles::Dir::Down => "Down",
        puzzles::Dir::Left => "Left",
        puzzles::Dir::Right => "Right",
    }
}

/// Where a cell's centre is on screen, at the ball's height.
pub(super) fn ball_point(map: &Map, cell: Cell) -> Vec3 {
    cell_center(map.cols(), map.rows(), cell.col as f32, cell.row as f32).extend(2.0)
}

/// Seconds the ball takes per cell at a playback speed.
fn seconds_per_cell(speed: f32) -> f32 {
    0.4 / speed.max(0.1)
}

/// Plays the next action when the last one is over, and tells the outcome at the end.
pub fn advance(
    mut desk: ResMut<Desk>,
    session: Res<CodingSession>,
    mut commands: Commands,
    ball: Query<(Entity, &Transform, Has<Tween>, Has<Shake>), With<Ball>>,
    playback: Res<Playback>,
    time: Res<Time>,
    mut solved: MessageWriter<LevelSolved>,
    mut keep: ResMut<crate::redraw::KeepDrawing>,
    mut sounds: MessageWriter<Sound>,
    words: Res<Words>,
) {
    let words = *words;
    let desk = &mut *desk;
    let map = session.current.map();
    let Some(run) = desk.run.as_mut() else {
        return;
    };
    if run.finished || run.stale {
        return;
    }
    // A run under way goes on by itself: the next frames are needed.
    if run.playing || run.wanted > 0 || run.wait > 0.0 {
        keep.0 = true;
    }
    let Ok((entity, transform, moving, shaking)) = ball.single() else {
        return;
    };
    if moving || shaking {
        return;
    }
    if run.wait > 0.0 {
        run.wait -= time.delta_secs();
        return;
    }
    if run.started == run.trace.steps.len() {
        finish(words, desk, &session, &mut solved);
        if matches!(run_outcome(desk), Some(Outcome::Won { .. })) {
            sounds.write(Sound::now(TARGET));
        }
        return;
    }
    if !run.playing {
        if run.wanted == 0 {
            return;
        }
        run.wanted -= 1;
    }
    let step = run.trace.steps[run.started].clone();
    run.started += 1;
    let per_cell = seconds_per_cell(playback.speed);
    run.wait = per_cell * 1.2;
    if step.cells.is_empty() {
        if step.stop == Stop::Blocked {
            sounds.write(Sound::now(Effect::REFUSED));
            commands.entity(entity).insert(Shake {
                rest: transform.translation,
                elapsed: 0.0,
            });
        } else {
            // A cond off its colour: a pause to see its block lit.
            run.wait = per_cell * 3.0;
        }
        return;
    }
    sounds.write(Sound::now(STEP));
    let mut points = vec![ball_point(map, step.from)];
    points.extend(step.cells.iter().map(|&c| ball_point(map, c)));
    commands
        .entity(entity)
        .insert(Tween::through(&points, per_cell));
}

/// How the run on the desk ended, if there is one.
fn run_outcome(desk: &Desk) -> Option<Outcome> {
    desk.run.as_ref().map(|r| r.trace.outcome)
}

/// The run is over: a win is celebrated (and saved by the session), anything else is
/// explained.
fn finish(
    words: Words,
    desk: &mut Desk,
    session: &CodingSession,
    solved: &mut MessageWriter<LevelSolved>,
) {
    let Some(run) = desk.run.as_mut() else {
        return;
    };
    run.finished = true;
    run.playing = false;
    let size = run.size();
    let assisted = run.assisted;
    let total = session.current.map().bonuses().len();
    let outcome = run.trace.outcome;
    let (text, tone) = match outcome {
        Outcome::Won { bonuses, of } => {
            solved.write(LevelSolved {
                moves: size,
                par: session.par,
                assisted,
                taken: Some(Taken { taken: bonuses, of }),
                time: session.attempt.time,
                note: (size > run.program.size()).then_some(super::LOOP_CUT_SHORT),
                hinted: session.attempt.hinted,
            });
            // Whether the score counts a loop that never repeated as two blocks.
            let cut = if size > run.program.size() {
                "yes"
            } else {
                "no"
            };
            let text = match (bonuses, of) {
                (_, 0) => crate::tr!(words, "kodable-won", size = size, cut = cut),
                (b, o) if b == o => {
                    crate::tr!(words, "kodable-won-every-bonus", size = size, cut = cut)
                }
                (b, o) => crate::tr!(
                    words,
                    "kodable-won-bonuses",
                    bonuses = b,
                    of = o,
                    size = size,
                    cut = cut
                ),
            };
            (text, Tone::Good)
        }
        Outcome::Blocked { dir, .. } => (
            crate::tr!(
                words,
                "kodable-blocked-line",
                cannot = cannot_move(words, dir)
            ),
            Tone::Bad,
        ),
        Outcome::Stopped { .. } => {
            let map = session.current.map();
            let idle = run.trace.conds_that_never_turned(map);
            let text = match idle.first() {
                // Adding blocks would not help: the colour block has to come where the ball
                // stands on its colour.
                Some(&colour) => crate::tr!(
                    words,
                    "kodable-ended-cond-idle",
                    colour = super::said::colour_name(words, colour)
                ),
                // No bonus on the map: nothing to count, and a loop may need more rounds.
                None if total == 0 => crate::tr!(words, "kodable-ended-short"),
                None => crate::tr!(
                    words,
                    "kodable-ended",
                    taken = run.trace.end.bonuses(),
                    total = total
                ),
            };
            (text, Tone::Bad)
        }
        Outcome::NoFunction { .. } => (crate::tr!(words, "kodable-no-function"), Tone::Bad),
    };
    desk.say(text, tone);
}

/// Makes a bonus vanish once the ball has rolled onto it.
pub fn collect_bonuses(
    mut commands: Commands,
    desk: Res<Desk>,
    session: Res<CodingSession>,
    ball: Query<&Transform, With<Ball>>,
    mut bonuses: Query<
        (
            Entity,
            &Bonus,
            &mut Transform,
            &mut Visibility,
            Option<&mut Vanishing>,
        ),
        Without<Ball>,
    >,
    time: Res<Time>,
    mut sounds: MessageWriter<Sound>,
) {
    let ball_at = ball.single().map(|t| t.translation.truncate()).ok();
    let map = session.current.map();
    let taken: Vec<(Cell, bool)> = desk
        .run
        .as_ref()
        .map(|r| r.taken().collect())
        .unwrap_or_default();
    for (entity, bonus, mut transform, mut visibility, vanishing) in &mut bonuses {
        if let Some(mut v) = vanishing {
            v.elapsed += time.delta_secs();
            let t = (v.elapsed / VANISH_SECONDS).min(1.0);
            transform.scale = Vec3::splat((1.0 + t * 0.6) * (1.0 - t));
            if t >= 1.0 {
                *visibility = Visibility::Hidden;
                commands.entity(entity).remove::<Vanishing>();
            }
            continue;
        }
        if *visibility == Visibility::Hidden {
            continue;
        }
        let here = cell_center(
            map.cols(),
            map.rows(),
            bonus.0.col as f32,
            bonus.0.row as f32,
        );
        let reached = ball_at.is_some_and(|b| b.distance(here) < CELL * 0.45);
        if taken
            .iter()
            .any(|&(cell, over)| cell == bonus.0 && (over || reached))
        {
            commands.entity(entity).insert(Vanishing { elapsed: 0.0 });
            sounds.write(Sound::now(BONUS));
        }
    }
}

/// The solver's program, written out at once ([`Command::Finish`](crate::play::Command)),
/// shows its run over: the ball on the target and its bonuses gone; the win is told on the
/// next frame.
pub(super) fn show_over(
    desk: &mut Desk,
    coding: &Coding,
    commands: &mut Commands,
    ball: &BallQuery,
    bonuses: &mut BonusQuery,
) {
    let Ok(program) = coding.runnable() else {
        return;
    };
    let map = coding.map();
    let mut run = Run::new(map, program.clone(), false, true);
    run.started = run.trace.steps.len();
    desk.solution = Some((program, run.trace.end.bonuses()));
    if let Ok((entity, _)) = ball.single() {
        commands
            .entity(entity)
            .remove::<(Tween, Shake)>()
            .insert(Transform::from_translation(ball_point(map, run.ball())));
    }
    let taken: Vec<Cell> = run
        .trace
        .steps
        .iter()
        .flat_map(|s| s.bonuses.clone())
        .collect();
    for (_, bonus, _, mut visibility) in bonuses {
        if taken.contains(&bonus.0) {
            *visibility = Visibility::Hidden;
        }
    }
    desk.run = Some(run);
}

#[cfg(test)]
mod tests {
    use super::*;
    use puzzles::kodable::Toolbox;
    use puzzles::search::Budget;

    #[test]
    fn the_score_counts_the_bonuses_of_the_actions_that_are_over() {
        let map = kodable::parse(include_str!(
            "../../../levels/kodable/04-a-star-on-the-way.kodable"
        ))
        .unwrap();
        let s = kodable::solve(&map, map.start(), Toolbox::ALL, Budget::nodes(1_000_000));
        let mut run = Run::new(&map, s.program.unwrap(), true, false);
        let Outcome::Won { bonuses, .. } = run.trace.outcome else {
            panic!("the solver's program wins");
        };
        assert_eq!(bonuses, 1);
        assert_eq!(run.bonuses_taken(), 0, "nothing has run yet");
        let taking = run
            .trace
            .steps
            .iter()
            .position(|s| !s.bonuses.is_empty())
            .unwrap();
        run.started = taking + 1;
        assert_eq!(
            run.bonuses_taken(),
            0,
            "the ball is still rolling to the star"
        );
        run.started = taking + 2;
        assert_eq!(run.bonuses_taken(), 1);
        run.started = run.trace.steps.len();
        run.finished = true;
        assert_eq!(run.bonuses_taken(), bonuses);
    }
}
