//! Levels left half-way: where each was left (the moves made, and those taken back) is kept in
//! the progress file as the session changes, and a level opened again continues there, with
//! undo working back to its start.

use super::{BoardChanged, LevelSolved, Playable, Session, Step};
use crate::progress::{Progress, Resume};
use crate::shell::OpenLevel;
use bevy::prelude::*;

/// Keeps where the level is each time the session changes; forgets it once the level is won.
pub(super) fn keep_where_left<P: Playable>(
    session: Res<Session<P>>,
    mut changes: MessageReader<BoardChanged<P>>,
    mut solved: MessageReader<LevelSolved>,
    progress: Option<ResMut<Progress>>,
) {
    let changed = changes.read().count() > 0;
    let won = solved.read().count() > 0;
    let Some(mut progress) = progress else {
        return;
    };
    if won {
        progress.keep_resume(&session.level.id, Resume::default());
    } else if changed {
        progress.keep_resume(&session.level.id, where_left(&session));
    }
}

/// The session's moves, made and taken back, as JSON.
pub fn where_left<P: Playable>(session: &Session<P>) -> Resume {
    let json = |steps: &[Step<P>]| puzzles::code::moves_json(steps.iter().map(|s| &s.mv));
    Resume {
        done: json(&session.done),
        undone: json(&session.undone),
    }
}

/// A level opened with no moves of its own continues where it was left: its moves, then
/// those taken back, are to be made again. Returns how many to take back once they are made.
pub fn continue_where_left(request: &mut OpenLevel, progress: &Progress) -> usize {
    if !request.moves.is_empty() {
        return 0;
    }
    let Some(left) = progress.resume.get(&request.id) else {
        return 0;
    };
    request.moves = left
        .done
        .iter()
        .chain(left.undone.iter().rev())
        .cloned()
        .collect();
    left.undone.len()
}
