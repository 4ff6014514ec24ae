//! Solution playback: the solver's moves wait in the redo list and are replayed one by one,
//! at a speed the player chooses; the player can pause, step, scrub the timeline, or simply
//! make a move and take over.

use super::Command;
use super::session::{BoardChanged, Playable, Session};
use crate::progress::records::Progress;
use crate::tween::Tween;
use bevy::prelude::*;

/// Whether playback is running, and how fast.
#[derive(Resource, Debug, Clone)]
pub struct Playback {
    /// Replaying the redo list.
    pub playing: bool,
    /// Moves per second.
    pub speed: f32,
    /// Seconds since the last move was replayed.
    pub timer: f32,
}

impl Default for Playback {
    fn default() -> Self {
        Playback {
            playing: false,
            speed: 3.0,
            timer: 0.0,
        }
    }
}

/// Slowest and fastest playback, in moves per second.
pub const SPEEDS: std::ops::RangeInclusive<f32> = 0.5..=20.0;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Playback>()
        .add_systems(Startup, speed_from_settings)
        .add_systems(Update, controls)
        .add_systems(
            OnExit(crate::shell::Screen::Playing),
            |mut p: ResMut<Playback>| p.playing = false,
        );
}

/// The speed the player chose last time.
fn speed_from_settings(mut playback: ResMut<Playback>, progress: Res<Progress>) {
    let speed = progress.settings.playback_speed;
    if speed.is_finite() {
        playback.speed = speed.clamp(*SPEEDS.start(), *SPEEDS.end());
    }
}

fn controls(
    mut commands: MessageReader<Command>,
    mut playback: ResMut<Playback>,
    mut progress: ResMut<Progress>,
) {
    for command in commands.read() {
        match *command {
            Command::PlayPause => {
                playback.playing = !playback.playing;
                playback.timer = 0.0;
            }
            Command::Speed(s) => {
                playback.speed = s.clamp(*SPEEDS.start(), *SPEEDS.end());
                // Kept with the progress, for the next game.
                if progress.settings.playback_speed != playback.speed {
                    progress.settings.playback_speed = playback.speed;
                    progress.dirty = true;
                }
            }
            _ => {}
        }
    }
}

/// Replays the next move when its time has come and the last one has finished animating.
pub fn advance<P: Playable>(
    mut playback: ResMut<Playback>,
    mut session: ResMut<Session<P>>,
    mut changed: MessageWriter<BoardChanged<P>>,
    moving: Query<(), With<Tween>>,
    time: Res<Time>,
) {
    if !playback.playing {
        return;
    }
    if session.undone.is_empty() {
        playback.playing = false;
        return;
    }
    playback.timer += time.delta_secs();
    if playback.timer < 1.0 / playback.speed || !moving.is_empty() {
        return;
    }
    playback.timer = 0.0;
    if let Some(change) = session.redo() {
        changed.write(change);
    }
}
