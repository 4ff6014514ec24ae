//! What every part of the game agrees on, and nothing else: the screen on show, the order of
//! the systems within a frame, the request that opens a level, and who holds the keys (a
//! puzzle that used Esc, a card that is open). Every other module may use this one; it uses
//! none of them.

use bevy::prelude::*;
use puzzles::{AnyLevel, Kind};

/// The screen on show.
#[derive(States, Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Screen {
    /// The name of the game and a Play button.
    #[default]
    Title,
    /// Five cards, one per puzzle.
    Puzzles,
    /// The levels of the chosen puzzle.
    Levels,
    /// A level being played.
    Playing,
}

/// Order within a frame: input first, then the session, then what animates its changes.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PlaySystems {
    /// Puzzle input turns into requests.
    Input,
    /// The session applies them.
    Session,
    /// Puzzle plugins animate the changes.
    Animate,
}

/// Puts the sets in their order.
pub fn configure_sets(app: &mut App) {
    app.configure_sets(
        Update,
        (
            PlaySystems::Input,
            PlaySystems::Session,
            PlaySystems::Animate,
        )
            .chain(),
    );
}

/// Set by a puzzle that used this frame's Esc itself (to drop a selection), so that the
/// screen does not go back.
#[derive(Resource, Default)]
pub struct EscapeTaken(pub bool);

/// A request to open a level of any kind.
#[derive(Message, Clone, Debug)]
pub struct OpenLevel {
    /// The key its progress is saved under.
    pub id: String,
    /// The level.
    pub level: AnyLevel,
}

/// The puzzle whose "How to play" card is open, if one is: while it is, the keys and the
/// pointer belong to the card.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct RulesCard(pub Option<Kind>);
