//! Levels left half-way: where each was left (the moves made, and those taken back) is kept in
//! the progress file as the session changes, and a level opened again continues there, with
//! undo working back to its start.

use super::LevelSolved;
use super::session::Attempt;
use super::session::{BoardChanged, MoveMade, Playable, Session};
use crate::progress::records::{Progress, Resume};
use crate::shell::OpenLevel;
use bevy::prelude::*;

/// Keeps where the level is each time the session changes (and as it opens with moves made, a
/// code's, so that a kill right after keeps them), and as its clock goes on (every few seconds,
/// and when it stops); forgets it once the level is won.
pub(super) fn keep_where_left<P: Playable>(
    session: Res<Session<P>>,
    mut changes: MessageReader<BoardChanged<P>>,
    mut solved: MessageReader<LevelSolved>,
    progress: Option<ResMut<Progress>>,
) {
    let changed = changes.read().count() > 0 || (session.is_added() && !session.done.is_empty());
    let won = solved.read().count() > 0;
    let Some(mut progress) = progress else {
        return;
    };
    let id = &session.level.id;
    if won {
        progress.keep_resume(id, Resume::default());
    } else if changed || clock_moved_on(&session, progress.resume.get(id)) {
        progress.keep_resume(id, where_left(&session));
    }
}

/// How far the clock of a level left half-way may run ahead of the time kept, in milliseconds.
const CLOCK_KEPT_EVERY: u64 = 10_000;

/// Whether the time kept of a level left half-way is behind its clock: by some seconds, or at
/// all once the clock stops.
fn clock_moved_on<P: Playable>(session: &Session<P>, kept: Option<&Resume>) -> bool {
    let now = session.attempt.time;
    kept.is_some_and(|kept| {
        now >= kept.time.saturating_add(CLOCK_KEPT_EVERY)
            || (!session.attempt.running() && now != kept.time)
    })
}

/// Keeps where the level is as the player leaves it (unless it was won).
pub(super) fn keep_on_leaving<P: Playable>(
    session: Option<Res<Session<P>>>,
    progress: Option<ResMut<Progress>>,
) {
    if let (Some(session), Some(mut progress)) = (session, progress)
        && !session.attempt.won
    {
        progress.keep_resume(&session.level.id, where_left(&session));
    }
}

/// The session's moves, made and taken back, as JSON.
pub fn where_left<P: Playable>(session: &Session<P>) -> Resume {
    let json = |steps: &[MoveMade<P>]| puzzles::level_code::moves_json(steps.iter().map(|s| &s.mv));
    Resume {
        done: crate::progress::records::Moves::new(&json(&session.done)),
        undone: crate::progress::records::Moves::new(&json(&session.undone)),
        left_on: crate::calendar::today().to_string(),
        time: session.attempt.time,
        hinted: session.attempt.hinted,
        assisted: session.assisted,
    }
}

/// What a level opened takes up: the moves to take back once its moves are made, and the
/// attempt it continues.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Left {
    /// How many of its moves to take back once they are made.
    pub take_back: usize,
    /// The attempt: a fresh one, or the one left.
    pub attempt: Attempt,
    /// Whether moves not the player's own were made.
    pub assisted: bool,
}

/// A level opened with no moves of its own continues where it was left: its moves, then
/// those taken back, are to be made again, and its attempt goes on. The moves a level code
/// brings are someone else's: the attempt owes them to help.
pub fn continue_where_left(request: &mut OpenLevel, progress: &Progress) -> Left {
    if !request.moves.is_empty() {
        return Left {
            take_back: 0,
            attempt: Attempt::continued(0, true),
            assisted: true,
        };
    }
    let Some(left) = progress.resume.get(&request.id) else {
        return Left::default();
    };
    request.moves = left
        .done
        .values()
        .into_iter()
        .chain(left.undone.values().into_iter().rev())
        .collect();
    // Moves made when it was left: the player's, unless the solver's were all there were.
    let played = !(left.done.is_empty() && left.undone.is_empty());
    Left {
        take_back: left.undone.len(),
        attempt: Attempt {
            played,
            ..Attempt::continued(left.time, left.hinted)
        },
        assisted: left.assisted,
    }
}
