//! "Compare": after a win, the player's way beside the solver's shortest on a card over the
//! level — two pictures step in step, the moves of both in a list, and where they part; for a
//! program, the player's beside the best one, block by block. C (or the win panel's button)
//! opens it; Esc puts it away.

use super::Shown;
use crate::lang::Words;
use crate::play::Command;
use crate::play::playback::Playback;
use crate::play::session::{Playable, Session, Shortest};
use crate::play::solver::{self, Purpose, SolverJob};
use crate::shell::{CompareOpen, Screen};
use crate::theme;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

mod card;
mod state;

pub use state::{Compared, Comparing, Ways};

/// The card's systems for puzzle `P`.
pub fn plugin<P: Shown>(app: &mut App) {
    app.add_systems(
        Update,
        // The keys first: the C that opens the card must not put it away in the same frame.
        (keys::<P>, advance::<P>, open::<P>, fill::<P>, speak::<P>)
            .chain()
            .after(crate::shell::PlaySystems::Input)
            .run_if(in_state(Screen::Playing))
            .run_if(resource_exists::<Session<P>>),
    )
    .add_systems(
        EguiPrimaryContextPass,
        draw::<P>
            .run_if(theme::ui_ready)
            .run_if(resource_exists::<Comparing<P>>),
    )
    .add_systems(OnExit(Screen::Playing), close::<P>);
}

/// Opens the card on the command, once the level is solved.
fn open<P: Playable>(
    mut commands: MessageReader<Command>,
    session: Res<Session<P>>,
    comparing: Option<Res<Comparing<P>>>,
    mut out: Commands,
    mut open: ResMut<CompareOpen>,
) {
    let asked = commands.read().any(|c| *c == Command::Compare);
    if !asked || comparing.is_some() || !session.current.is_solved() {
        return;
    }
    out.insert_resource(Comparing::waiting_on(session.start.clone()));
    open.0 = true;
}

/// Fills the card once the shortest way is known (asking the solver for it if no one has),
/// and puts it away when the level is left or played again.
fn fill<P: Playable>(
    comparing: Option<ResMut<Comparing<P>>>,
    session: Res<Session<P>>,
    jobs: Query<&SolverJob<P>>,
    words: Res<Words>,
    mut commands: Commands,
    mut open: ResMut<CompareOpen>,
) {
    let Some(mut comparing) = comparing else {
        return;
    };
    if comparing.start != session.start || !session.current.is_solved() {
        commands.remove_resource::<Comparing<P>>();
        open.0 = false;
        return;
    }
    let stale = matches!(&comparing.what, Compared::Ways(w) if w.words != *words);
    if !matches!(comparing.what, Compared::Waiting) && !stale {
        return;
    }
    comparing.what = match &session.shortest {
        Shortest::Found(moves) => state::ways(&session, moves, *words),
        Shortest::NotFound(nodes) => Compared::NotFound(*nodes),
        Shortest::NotYet => {
            let looking = jobs
                .iter()
                .any(|j| matches!(j.purpose(), Purpose::Par | Purpose::Shortest));
            if !looking {
                solver::start(&mut commands, &session, Purpose::Shortest, *words);
            }
            Compared::Waiting
        }
    };
    let step = comparing.step;
    comparing.go(step);
}

/// The card's keys: ← and → step, Home and End go to either end, Space (or P) plays and
/// pauses, Esc (or C again) puts the card away.
fn keys<P: Playable>(
    mut presses: ResMut<crate::input::KeyPresses>,
    comparing: Option<ResMut<Comparing<P>>>,
    mut commands: Commands,
    mut open: ResMut<CompareOpen>,
) {
    let Some(mut c) = comparing else {
        return;
    };
    if presses.any_just_pressed([KeyCode::Escape, KeyCode::KeyC]) {
        commands.remove_resource::<Comparing<P>>();
        open.0 = false;
        presses.take(KeyCode::Escape);
        return;
    }
    let step = c.step;
    if presses.any_just_pressed([KeyCode::ArrowLeft, KeyCode::Comma]) {
        c.go(step.saturating_sub(1));
        c.playing = false;
    }
    if presses.any_just_pressed([KeyCode::ArrowRight, KeyCode::Period]) {
        c.go(step + 1);
        c.playing = false;
    }
    if presses.just_pressed(KeyCode::Home) {
        c.go(0);
    }
    if presses.just_pressed(KeyCode::End) {
        let last = c.steps();
        c.go(last);
    }
    if presses.any_just_pressed([KeyCode::Space, KeyCode::KeyP]) {
        c.toggle_play();
    }
}

/// Steps on at the playback's speed while the card plays.
fn advance<P: Playable>(
    comparing: Option<ResMut<Comparing<P>>>,
    playback: Res<Playback>,
    time: Res<Time>,
    mut keep: ResMut<crate::redraw::KeepDrawing>,
) {
    let Some(mut c) = comparing.filter(|c| c.playing) else {
        return;
    };
    keep.0 = true;
    c.timer += time.delta_secs();
    if c.timer < 1.0 / playback.speed {
        return;
    }
    c.timer = 0.0;
    let next = c.step + 1;
    c.go(next);
    if c.step >= c.steps() {
        c.playing = false;
    }
}

/// What a screen reader hears: the verdict once the two ways are set side by side, then the
/// two moves of each step as it comes on show.
fn speak<P: Playable>(
    comparing: Option<ResMut<Comparing<P>>>,
    mut spoken: ResMut<crate::spoken::Spoken>,
    words: Res<Words>,
) {
    let Some(mut c) = comparing else {
        return;
    };
    let Compared::Ways(ways) = &c.what else {
        return;
    };
    let text = match c.heard {
        Some(step) if step == c.step => return,
        Some(_) => ways.step_said(*words, c.step),
        None => ways.verdict(*words),
    };
    spoken.say(text);
    c.heard = Some(c.step);
}

/// The card, drawn; what the player does on it is done.
fn draw<P: Shown>(
    mut contexts: EguiContexts,
    mut comparing: ResMut<Comparing<P>>,
    mut commands: Commands,
    mut open: ResMut<CompareOpen>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if card::show(ctx, &mut comparing) {
        commands.remove_resource::<Comparing<P>>();
        open.0 = false;
    }
    Ok(())
}

fn close<P: Playable>(mut commands: Commands, mut open: ResMut<CompareOpen>) {
    commands.remove_resource::<Comparing<P>>();
    open.0 = false;
}
