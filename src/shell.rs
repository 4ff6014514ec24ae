//! What every part of the game agrees on, and nothing else: the screen on show, the order of
//! the systems within a frame, the request that opens a level, who holds the keys (a puzzle
//! that used Esc, a card that is open), and whether the screen is ready to be drawn or needs
//! another frame. Every other module may use this one; it uses
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
    /// The player's stats, puzzle by puzzle and level by level.
    Stats,
    /// A level being made.
    Edit,
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
    /// The level, as it starts.
    pub level: AnyLevel,
    /// Moves to make from its start as it opens (from a level code), written as `solve
    /// --json` writes them; undo takes them back.
    pub moves: Vec<serde_json::Value>,
}

/// The puzzle whose "How to play" card is open, if one is: while it is, the keys and the
/// pointer belong to the card.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct RulesCard(pub Option<Kind>);

/// Set during a frame by anything that needs the next frame too (the game otherwise sleeps
/// while nothing moves).
#[derive(Resource, Default)]
pub struct KeepDrawing(pub bool);

/// Whether the screen on show has been prepared by the renderer (or has waited long enough),
/// and when it came. Once prepared, a screen stays so until the next one: what the renderer
/// prepares later (the first hint, confetti) never takes a screen away from the player.
#[derive(Resource, Default)]
pub struct Prepared {
    /// The screen has been shown whole.
    pub done: bool,
    /// When it came (seconds of elapsed time).
    pub since: f64,
}

/// Whether the screen can be shown whole. Until then the interface shows nothing but a word
/// of patience, rather than half a screen.
pub fn screen_is_prepared(prepared: Option<&Prepared>) -> bool {
    prepared.is_none_or(|p| p.done)
}

/// What a level code is passed on as: in a browser, a link to this page that opens it
/// (`…#code=pb1.…`); elsewhere the code itself, which `puzzlebox play` and the level list take.
pub fn link_to(code: &str) -> String {
    #[cfg(target_arch = "wasm32")]
    {
        use js_sys::Reflect;
        let href = Reflect::get(&js_sys::global(), &"location".into())
            .and_then(|location| Reflect::get(&location, &"href".into()))
            .ok()
            .and_then(|href| href.as_string());
        if let Some(href) = href {
            let page = href.split('#').next().unwrap_or(&href);
            return format!("{page}#code={code}");
        }
    }
    code.to_string()
}
