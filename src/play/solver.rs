//! The solver at work in the background: par, hints, solutions, and finding the last position
//! that can still be won. Nothing here ever blocks a frame; a job is cancelled when it is no
//! longer wanted (its entity is despawned, for instance when the player leaves the level).

use super::session::{MoveMade, Playable, Session, Shortest};
use super::{Command, PlayStatus, playback::Playback};
use crate::jobs::{self, Background};
use crate::lang::Words;
use crate::shell::Screen;
use crate::workers::{Winnable, last_solvable};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use puzzles::Solution;
use puzzles::search::Budget;

/// What a job is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// The fewest moves from the start, shown as par.
    Par,
    /// The next move from here.
    Hint,
    /// The whole solution from here, played back.
    Solve,
    /// The latest position of the history from which the level can still be won.
    LastSolvable,
    /// The shortest solution from the start, to set beside the player's.
    Shortest,
}

impl Purpose {
    /// What the solver is busy with, in the player's language.
    fn doing(self, words: Words) -> String {
        match self {
            Purpose::Par => crate::tr!(words, "play-working-out-par"),
            Purpose::Hint => crate::tr!(words, "play-looking-for-hint"),
            Purpose::Solve => crate::tr!(words, "play-solving"),
            Purpose::LastSolvable => crate::tr!(words, "play-looking-back"),
            Purpose::Shortest => crate::tr!(words, "play-working-out-shortest"),
        }
    }
}

/// What a job found.
pub enum Answer<P: Playable> {
    /// A solver's answer from the job's position.
    Solved(Solution<P::Move>),
    /// How many moves of the history to keep (`None`: not even the start can be won).
    KeepMoves(Winnable),
}

/// A solver job running in the background.
#[derive(Component)]
pub struct SolverJob<P: Playable> {
    purpose: Purpose,
    work: Background<Answer<P>>,
    /// The position it was asked about, to drop answers about a position the player has left.
    position: P,
}

impl<P: Playable> SolverJob<P> {
    /// What the job was started for.
    pub fn purpose(&self) -> Purpose {
        self.purpose
    }
}

/// Starts a job about the session's current position (or history).
pub fn start<P: Playable>(
    commands: &mut Commands,
    session: &Session<P>,
    purpose: Purpose,
    words: Words,
) {
    let position = if purpose == Purpose::Par {
        session.start.clone()
    } else if purpose == Purpose::Shortest {
        session.start.bare()
    } else {
        session.current.clone()
    };
    let work = match purpose {
        Purpose::LastSolvable => {
            // Positions after 0, 1, … moves; the newest that can be won wins.
            let mut positions: Vec<P> = session.done.iter().map(|s| s.before.clone()).collect();
            positions.push(session.current.clone());
            walk_back(positions, words)
        }
        _ => search(&position, purpose, words),
    };
    commands.spawn((
        SolverJob {
            purpose,
            work,
            position,
        },
        DespawnOnExit(Screen::Playing),
    ));
}

/// The walk back through `positions` (the start, then after each move) to the newest that
/// can still be won: in a browser by a Web Worker where there is one.
fn walk_back<P: Playable>(positions: Vec<P>, words: Words) -> Background<Answer<P>> {
    #[cfg(target_arch = "wasm32")]
    if let Some(walk) =
        crate::workers::walk_back_in_worker(&positions, &Purpose::LastSolvable.doing(words))
    {
        return Background::in_slices(jobs::then(walk, Answer::KeepMoves));
    }
    let _ = words;
    Background::on_pool(move |cancel| Answer::KeepMoves(last_solvable(&positions, cancel)))
}

/// A search of `board` for par, a hint or a solution. Every search has a budget, so a huge
/// level can never take all the memory. In a browser, where the page has one thread, a search
/// runs in slices (Fifteen's) or in a Web Worker, so that the page keeps drawing.
fn search<P: Playable>(board: &P, purpose: Purpose, words: Words) -> Background<Answer<P>> {
    let max_nodes = match purpose {
        Purpose::Hint => board.hint_budget().or(Some(P::NODE_BUDGET)),
        _ => Some(P::NODE_BUDGET),
    };
    #[cfg(target_arch = "wasm32")]
    let stepper = board
        .stepper(max_nodes)
        .or_else(|| crate::workers::solve_in_worker(board, max_nodes, &purpose.doing(words)));
    #[cfg(not(target_arch = "wasm32"))]
    let stepper = None;
    let _ = words;
    match stepper {
        Some(s) => Background::in_slices(jobs::then(s, Answer::Solved)),
        None => {
            let board = board.clone();
            Background::on_pool(move |cancel| {
                let budget = Budget {
                    max_nodes,
                    cancel: Some(cancel),
                };
                Answer::Solved(board.solve_within(budget))
            })
        }
    }
}

/// Collects finished jobs and acts on their answers.
pub fn poll_jobs<P: Playable>(
    mut jobs: Query<(Entity, &mut SolverJob<P>)>,
    hinted: Option<Res<Hinted<P>>>,
    mut to: Answering<P>,
) {
    to.status.thinking = jobs
        .iter()
        .find(|(_, j)| j.purpose != Purpose::Par)
        .or_else(|| jobs.iter().next())
        .map(|(_, j)| {
            let words = *to.words;
            j.work
                .doing(words)
                .unwrap_or_else(|| j.purpose.doing(words))
        });
    // Roll-the-ball's own jobs may set `thinking` too; they never count as work elsewhere.
    to.status.thinking_elsewhere = !jobs.is_empty() && jobs.iter().all(|(_, j)| j.work.waiting());
    if hinted.is_some_and(|h| h.position != to.session.current) {
        to.commands.remove_resource::<Hinted<P>>();
    }
    let began = bevy::platform::time::Instant::now();
    for (entity, mut job) in &mut jobs {
        let Some(answer) = job.work.poll(began, to.time.delta_secs()) else {
            continue;
        };
        to.commands.entity(entity).despawn();
        let fresh = job.position == to.session.current;
        let answer = match answer {
            Answer::Solved(s) if !solves(&job.position, &s) => {
                warn!("the solver's answer does not solve the position: it is not used");
                let words = *to.words;
                to.say(crate::tr!(words, "play-answer-unchecked"));
                continue;
            }
            answer => answer,
        };
        match (job.purpose, answer) {
            (Purpose::Par, Answer::Solved(s)) => to.par(s),
            (Purpose::Shortest, Answer::Solved(s)) => to.shortest(s),
            (Purpose::Hint, Answer::Solved(s)) if fresh => to.hint(&job.position, s),
            (Purpose::Solve, Answer::Solved(s)) if fresh => to.solution(s),
            (Purpose::LastSolvable, Answer::KeepMoves(keep)) => to.keep(keep),
            _ => {}
        }
    }
}

/// Whether a solution's moves, if it has any, are made from `position` by the rules and end on
/// a solved position: every answer is checked before it is used.
fn solves<P: Playable>(position: &P, s: &Solution<P::Move>) -> bool {
    s.moves
        .as_ref()
        .is_none_or(|moves| position.replay(moves).is_ok_and(|end| end.is_solved()))
}

/// What an answer of the solver may change.
#[derive(SystemParam)]
pub struct Answering<'w, 's, P: Playable> {
    commands: Commands<'w, 's>,
    session: ResMut<'w, Session<P>>,
    status: ResMut<'w, PlayStatus>,
    playback: ResMut<'w, Playback>,
    command_out: MessageWriter<'w, Command>,
    time: Res<'w, Time>,
    reduce_motion: Res<'w, crate::shell::ReduceMotion>,
    words: Res<'w, Words>,
    touch: Res<'w, crate::input::TouchFirst>,
    guide: Option<Res<'w, super::guide::Guide>>,
    progress: Option<ResMut<'w, crate::progress::records::Progress>>,
}

impl<P: Playable> Answering<'_, '_, P> {
    fn say(&mut self, text: impl Into<String>) {
        let now = self.time.elapsed_secs_f64();
        self.status.say(text, now);
    }

    /// Par is the length of an optimal solution from the start. A win of the player's own
    /// that came before it and reached it is marked at par now.
    fn par(&mut self, s: Solution<P::Move>) {
        self.session.par_checked = true;
        let (optimal, nodes) = (s.optimal, s.nodes);
        let Some((moves, end)) = s
            .moves
            .filter(|_| optimal)
            .and_then(|moves| Some((moves.clone(), self.session.start.replay(&moves).ok()?)))
        else {
            self.session.shortest = Shortest::NotFound(nodes);
            return;
        };
        let par = end.score(moves.len()) as u32;
        self.session.par = Some(par);
        // The way from a start the player put something in is not the one "Compare" wants.
        if self.session.start == self.session.start.bare() {
            self.session.shortest = Shortest::Found(moves);
        }
        // A level finished before its par was known gets it in the history now.
        if self.session.attempt.won
            && let Some(progress) = self.progress.as_mut()
        {
            let difficulty = self.session.start.difficulty(par as usize);
            progress.par_found(&self.session.level.id, par, difficulty);
        }
        if let Some(won) = self.session.attempt.unaided_win
            && won <= par
            && let Some(progress) = self.progress.as_mut()
        {
            progress.record_par_reached(&self.session.level.id);
        }
    }

    /// The shortest solution from the start, for "Compare"; one that may not be the shortest
    /// is not set beside the player's.
    fn shortest(&mut self, s: Solution<P::Move>) {
        self.session.shortest = match s.moves {
            Some(moves) if s.optimal => Shortest::Found(moves),
            _ => Shortest::NotFound(s.nodes),
        };
    }

    /// A hint shows the first move of a solution from `position`, and how many are left.
    fn hint(&mut self, position: &P, s: Solution<P::Move>) {
        match s.moves {
            Some(moves) if !moves.is_empty() => {
                // With reduced motion the hint stands still from the start, as a pulse
                // long over does.
                let now = self.time.elapsed_secs_f64();
                let shown_at = if self.reduce_motion.0 {
                    now - HINT_PULSE_SECONDS
                } else {
                    now
                };
                let hint = position.hint_words(*self.words, &moves, s.optimal, self.touch.0);
                info!("hint: {hint}");
                // The idea first, the move when asked again; the first level's guide shows
                // the move at once.
                let idea = self
                    .guide
                    .is_none()
                    .then(|| position.hint_idea(*self.words, &moves))
                    .flatten();
                let (told, then) = match idea {
                    Some(idea) => (idea, Some(hint)),
                    None => (hint, None),
                };
                self.commands.insert_resource(Hinted {
                    mv: moves[0].clone(),
                    position: position.clone(),
                    shown_at,
                    then,
                });
                self.status.hint = Some(told);
                self.status.hints_given += 1;
                self.status.hint_move =
                    Some(position.move_as_drawn(*self.words, &moves[0], self.touch.0));
                // The first level's guide shows each move it teaches: that costs no ★.
                if self.guide.is_none() {
                    self.session.attempt.hinted = true;
                    self.session.attempt.hints += 1;
                }
            }
            Some(_) => self.say(crate::tr!(*self.words, "play-already-solved")),
            None if s.complete => self.lost(),
            None => self.say(crate::tr!(
                *self.words,
                "play-hint-gave-up",
                positions = s.nodes
            )),
        }
    }

    /// A solution becomes the redo list, and playback replays it.
    fn solution(&mut self, s: Solution<P::Move>) {
        match s.moves {
            Some(moves) => match steps_of(&self.session.current, moves) {
                Ok(steps) => {
                    self.session.undone = steps;
                    self.session.assisted = true;
                    self.playback.playing = true;
                    self.playback.timer = 0.0;
                }
                Err(why) => {
                    error!("the solver's solution makes a move the rules refuse: {why}");
                    self.say(crate::tr!(*self.words, "play-answer-failed"));
                }
            },
            None if s.complete => self.lost(),
            None => self.say(crate::tr!(
                *self.words,
                "play-solve-gave-up",
                positions = s.nodes
            )),
        }
    }

    fn lost(&mut self) {
        self.status.lost = true;
        self.say(self.words.message(P::NO_SOLUTION, &[]));
    }

    /// Going back to the newest position that can still be won.
    fn keep(&mut self, keep: Winnable) {
        match keep {
            Winnable::After(n) if n == self.session.moves() => {
                self.say(crate::tr!(*self.words, "play-still-winnable"))
            }
            Winnable::After(n) => {
                self.command_out.write(Command::Seek(n));
                let back = self.session.moves() - n;
                self.say(crate::tr!(
                    *self.words,
                    "play-back-to-winnable",
                    moves = back
                ));
            }
            Winnable::Never => self.say(crate::tr!(*self.words, "play-start-unwinnable")),
            Winnable::GaveUp(nodes) => self.say(crate::tr!(
                *self.words,
                "play-look-back-gave-up",
                positions = nodes
            )),
        }
    }
}

/// The move a hint shows, for the position it was found for.
#[derive(Resource)]
pub struct Hinted<P: Playable> {
    pub mv: P::Move,
    /// The position it is the next move from.
    pub position: P,
    /// When it was shown (seconds of elapsed time), for its pulse.
    pub shown_at: f64,
    /// While only the hint's idea is told: the move in words, told when the hint is asked for
    /// again (see [`Playable::hint_idea`]).
    pub then: Option<String>,
}

/// How long a hint pulses before it holds still: two beats.
pub const HINT_PULSE_SECONDS: f64 = 2.0 * std::f64::consts::TAU / 5.0;

/// A hint's pulse now, from 0 to 1: it beats for a moment after the hint appears, then holds
/// at 1, so that a screen with a hint on it can go still.
pub fn hint_pulse(shown_at: f64, now: f64) -> f32 {
    let age = now - shown_at;
    if !(0.0..HINT_PULSE_SECONDS).contains(&age) {
        return 1.0;
    }
    (0.5 + 0.5 * (age * 5.0).cos()) as f32
}

/// Whether a hint shown at `shown_at` still pulses at `now`.
pub fn hint_pulsing(shown_at: f64, now: f64) -> bool {
    now - shown_at < HINT_PULSE_SECONDS
}

/// While a hint still pulses, frames keep coming.
pub fn keep_drawing_while_a_hint_pulses<P: Playable>(
    hinted: Option<Res<Hinted<P>>>,
    time: Res<Time>,
    mut keep: ResMut<crate::redraw::KeepDrawing>,
) {
    if hinted.is_some_and(|h| hint_pulsing(h.shown_at, time.elapsed_secs_f64())) {
        keep.0 = true;
    }
}

/// The moves of a solution as redo steps (the next one last), each with the position before
/// it; or why the rules refuse one of them.
pub fn steps_of<P: Playable>(
    from: &P,
    moves: Vec<P::Move>,
) -> Result<Vec<MoveMade<P>>, puzzles::puzzle::IllegalMove> {
    let mut at = from.clone();
    let mut steps = Vec::with_capacity(moves.len());
    for mv in moves {
        let next = at.apply(&mv)?;
        steps.push(MoveMade { mv, before: at });
        at = next;
    }
    steps.reverse();
    Ok(steps)
}
