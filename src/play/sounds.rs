//! What the session makes heard: each puzzle's moves (as its [`Playable`] says), moves taken
//! back, moves refused, hints and wins.

use super::session::{BoardChanged, Change, Playable};
use super::solver::Hinted;
use super::{LevelSolved, MoveRefused};
use crate::sound::{Effect, Sound};
use bevy::prelude::*;

/// A move made or made again sounds as the puzzle says; one taken back, as an undo. A jump
/// along the timeline is silent.
pub fn of_moves<P: Playable>(
    mut changes: MessageReader<BoardChanged<P>>,
    mut sounds: MessageWriter<Sound>,
) {
    for change in changes.read() {
        match &change.how {
            Change::Played(m) | Change::Redone(m) => {
                sounds.write_batch(change.before.move_sounds(m, &change.after));
            }
            Change::Undone(_) => {
                sounds.write(Sound::now(Effect::Undo));
            }
            Change::Jumped => {}
        }
    }
}

/// A move the rules refuse.
pub fn of_refusals<P: Playable>(
    mut refused: MessageReader<MoveRefused>,
    mut sounds: MessageWriter<Sound>,
) {
    if refused.read().count() > 0 {
        sounds.write(Sound::now(P::REFUSED_SOUND));
    }
}

/// A hint coming into view (each new hint is put in place whole, never changed in place).
pub fn of_hints<P: Playable>(hinted: Option<Res<Hinted<P>>>, mut sounds: MessageWriter<Sound>) {
    if hinted.is_some_and(|h| h.is_changed()) {
        sounds.write(Sound::now(Effect::Hint));
    }
}

/// A level won.
pub fn of_wins<P: Playable>(
    mut solved: MessageReader<LevelSolved>,
    mut sounds: MessageWriter<Sound>,
) {
    if solved.read().count() > 0 {
        sounds.write(Sound::after(Effect::Win, P::WIN_SOUND_DELAY));
    }
}
