//! The ways the picked corner can be set, other than the way it is set now: found as the
//! fold or the pick changes, for the ghosts that draw them (`ghosts.rs`), the pointer that
//! clicks them (`picking.rs`), and in words for the panel and a screen reader.

use super::Selected;
use crate::lang::Words;
use crate::play::session::Session;
use crate::shell::Screen;
use bevy::prelude::*;
use puzzles::Puzzle;
use puzzles::snake::{Folding, Verdict, Way};

/// The ways the picked corner can be set, other than the way it is set now.
#[derive(Resource, Default, Debug, Clone, PartialEq)]
pub struct Ghosts {
    pub ways: Vec<Way>,
}

/// Where the ghosts' labels were drawn last, in the window's logical pixels: a click there is
/// the label's, not the scene's (the interface may learn only a frame late that the pointer
/// came over a label).
#[derive(Resource, Default, Debug, Clone, PartialEq)]
pub struct GhostLabels(pub Vec<Rect>);

/// How large a ghost's cubes are drawn, against a cube's.
pub const GHOST: f32 = 0.7;

pub fn plugin(app: &mut App) {
    app.init_resource::<Ghosts>()
        .init_resource::<GhostLabels>()
        .add_systems(
            Update,
            find_the_ways
                .run_if(resource_exists::<Session<Folding>>)
                .run_if(in_state(Screen::Playing)),
        );
}

/// The ways of the corner picked, found again when the fold or the pick changes. None once
/// the chain is folded, or while a solution plays.
fn find_the_ways(
    session: Res<Session<Folding>>,
    selected: Res<Selected>,
    playback: Res<crate::play::playback::Playback>,
    mut ghosts: ResMut<Ghosts>,
) {
    if !session.is_changed() && !selected.is_changed() && !playback.is_changed() {
        return;
    }
    let f = &session.current;
    let ways = match selected.0 {
        Some(corner) if !f.is_solved() && !playback.playing => f
            .ways_at(corner)
            .into_iter()
            .filter(|w| f.fold().twist(corner) != w.turn.twist)
            .collect(),
        _ => Vec::new(),
    };
    if ghosts.ways != ways {
        ghosts.ways = ways;
    }
}

/// What a way would do, in a few words: "fits", "5 cubes out", "hits cube 2".
pub fn verdict_in_words(words: Words, verdict: Verdict) -> String {
    match verdict {
        Verdict::Fits => crate::tr!(words, "snake-way-fits"),
        Verdict::Leaves { outside } => crate::tr!(words, "snake-way-leaves", cubes = outside),
        Verdict::RunsInto { cube } => crate::tr!(words, "snake-way-runs-into", cube = cube + 1),
    }
}

/// What the way corner `k` is set now does, in a few words ("fits", "hits cube 14"); none for
/// a corner still straight.
pub fn set_way_in_words(words: Words, f: &Folding, k: usize) -> Option<String> {
    let now = f.fold().twist(k)?;
    let way = f.ways_at(k).into_iter().find(|w| w.turn.twist == Some(now))?;
    Some(verdict_in_words(words, way.verdict))
}

/// The ways of a corner as a screen reader says them: "E: fits, Q: hits cube 8, E E: 1 cube
/// out" (the keys spelt out, not drawn as arrows).
pub fn ways_in_words(words: Words, f: &Folding, ways: &[Way]) -> String {
    let said: Vec<String> = ways
        .iter()
        .map(|way| {
            let (action, times) = super::presses_for(f, &way.turn);
            let key = match action {
                super::TurnAction::Forward => "E",
                super::TurnAction::Back => "Q",
                super::TurnAction::Straighten => "Backspace",
            };
            let keys = vec![key; times].join(" ");
            crate::tr!(
                words,
                "snake-way-said",
                keys = keys,
                verdict = verdict_in_words(words, way.verdict)
            )
        })
        .collect();
    crate::play::spoken::listed(words, &said)
}
