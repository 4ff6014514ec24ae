//! What the session makes heard: each puzzle's moves (as its [`Playable`] says), moves taken
//! back, moves refused, hints and wins.

use super::session::{BoardChanged, Change, Playable};
use super::solver::Hinted;
use super::{LevelSolved, MoveRefused};
use crate::sound::Sound;
use crate::sound::synth::Effect;
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
                sounds.write(Sound::now(Effect::UNDO));
            }
            Change::Jumped => {}
        }
    }
}

/// A move the rules refuse (and on a phone, a short buzz).
pub fn of_refusals<P: Playable>(
    mut refused: MessageReader<MoveRefused>,
    mut sounds: MessageWriter<Sound>,
    buzzing: Buzzing,
) {
    if refused.read().count() > 0 {
        sounds.write(Sound::now(P::REFUSED_SOUND));
        buzzing.buzz(&[40]);
    }
}

/// Whether a buzz is wanted: the setting is on and the player plays by touch.
#[derive(bevy::ecs::system::SystemParam)]
pub struct Buzzing<'w> {
    vibration: Res<'w, crate::sound::Vibration>,
    touch: Res<'w, crate::input::TouchFirst>,
}

impl Buzzing<'_> {
    fn buzz(&self, pattern: &[u32]) {
        if self.vibration.0 && self.touch.0 {
            crate::sound::buzz(pattern);
        }
    }
}

/// A hint coming into view (each new hint is put in place whole, never changed in place).
pub fn of_hints<P: Playable>(hinted: Option<Res<Hinted<P>>>, mut sounds: MessageWriter<Sound>) {
    if hinted.is_some_and(|h| h.is_changed()) {
        sounds.write(Sound::now(Effect::HINT));
    }
}

/// A level won (and on a phone, a little buzzing flourish).
pub fn of_wins<P: Playable>(
    mut solved: MessageReader<LevelSolved>,
    mut sounds: MessageWriter<Sound>,
    buzzing: Buzzing,
) {
    if solved.read().count() > 0 {
        sounds.write(Sound::after(Effect::WIN, P::WIN_SOUND_DELAY));
        buzzing.buzz(&[30, 60, 30, 60, 90]);
    }
}
