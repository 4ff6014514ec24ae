//! What every part of the game agrees on, and nothing else: the screen on show, the order of
//! the systems within a frame, the requests that move the player on (open a level, make a new
//! one, edit one), and who holds the keys (a puzzle that used Esc, a card that is open).
//! Every other module may use this one; it uses none of them. A request lives here, not with
//! the system that answers it, so that whoever asks need not know who answers.

use crate::level_id::LevelId;
use bevy::prelude::*;
use puzzles::generate::Difficulty;
use puzzles::{AnyLevel, Kind, Variant};

/// The game's application id, as desktops know it: the name of its desktop entry
/// (packaging/linux/) and of its icon, and its window's class.
pub const APP_ID: &str = "io.github.puzzlebox.Puzzlebox";

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
    /// Today's five, the streak, and past days' sets.
    Daily,
}

/// Whether the settings are open over the screen (from the title, a level's ⚙ button, the O
/// key, `--screen settings` or `#settings`).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SettingsOpen(pub bool);

/// Whether the "Compare" card is open over a solved level: while it is, the keys and the
/// pointer belong to it.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CompareOpen(pub bool);

/// Whether the player asked for less motion: moves snap instead of sliding, no confetti, no
/// swinging camera, nothing flashing.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ReduceMotion(pub bool);

/// Order within a frame: input first, then the session, then what animates its changes.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PlaySystems {
    /// Puzzle input turns into requests.
    Input,
    /// The keys no puzzle took turn into commands (undo, hint, next level…).
    Commands,
    /// The session applies them.
    Session,
    /// Puzzle plugins animate the changes.
    Animate,
}

/// Puts the sets in their order, and the requests every part may send.
pub fn plugin(app: &mut App) {
    app.add_message::<OpenLevel>()
        .add_message::<MakeLevel>()
        .add_message::<EditLevel>()
        .init_resource::<SettingsOpen>()
        .init_resource::<CompareOpen>()
        .init_resource::<ReduceMotion>();
    app.configure_sets(
        Update,
        (
            PlaySystems::Input,
            PlaySystems::Commands,
            PlaySystems::Session,
            PlaySystems::Animate,
        )
            .chain(),
    );
}

/// A request to open a level of any kind.
#[derive(Message, Clone, Debug)]
pub struct OpenLevel {
    /// The key its progress is saved under.
    pub id: LevelId,
    /// The level, as it starts.
    pub level: AnyLevel,
    /// Moves to make from its start as it opens (from a level code), written as `solve
    /// --json` writes them; undo takes them back.
    pub moves: Vec<serde_json::Value>,
}

/// A request for a new random level, opened under `id` once made (see `random_levels`).
#[derive(Message, Clone, Debug)]
pub struct MakeLevel {
    /// The key its progress will be saved under (`mine/shot/1234`).
    pub id: LevelId,
    pub kind: Kind,
    /// What it is made from.
    pub recipe: Recipe,
}

/// What a new random level is made from.
#[derive(Clone, Debug, PartialEq)]
pub enum Recipe {
    /// The generator, as hard as `difficulty` (or, for a map, of `size`: rows and columns).
    Generated {
        seed: u64,
        difficulty: Difficulty,
        size: Option<(usize, usize)>,
    },
    /// A level like the one given as text (the same size).
    Like { text: String, seed: u64 },
}

impl MakeLevel {
    /// A new level of `kind` from the generator, as hard as `difficulty` (or, for a map, of
    /// `rows` and `cols`), from a seed.
    pub fn generated(
        kind: Kind,
        seed: u64,
        difficulty: Difficulty,
        size: Option<(usize, usize)>,
    ) -> MakeLevel {
        MakeLevel {
            id: LevelId::mine(kind, &seed.to_string()),
            kind,
            recipe: Recipe::Generated {
                seed,
                difficulty,
                size,
            },
        }
    }

    /// A new random level like `like` (the same size), from a seed.
    pub fn like<P: Variant>(like: &P, seed: u64) -> MakeLevel {
        MakeLevel {
            id: LevelId::mine(P::KIND, &seed.to_string()),
            kind: P::KIND,
            recipe: Recipe::Like {
                text: like.to_text(),
                seed,
            },
        }
    }
}

/// Opens the editor on a level: a copy of it, or (with the id of one of the player's own
/// levels) the level itself, kept again under its id (see `screens::edit`).
#[derive(Message, Clone, Debug)]
pub struct EditLevel {
    pub level: AnyLevel,
    /// The id of the player's own level being changed, if it is one.
    pub mine: Option<LevelId>,
    /// Whether a level of this puzzle left unkept in the editor opens instead, where there is
    /// one (when the player makes a new level, not when they edit a copy of one).
    pub unkept_first: bool,
}

impl EditLevel {
    /// The editor on a copy of `level`.
    pub fn copy(level: AnyLevel) -> EditLevel {
        EditLevel {
            level,
            mine: None,
            unkept_first: false,
        }
    }

    /// The editor on a new level, starting from `starter`, or on the level of that puzzle left
    /// unkept there before.
    pub fn new_level(starter: AnyLevel) -> EditLevel {
        EditLevel {
            level: starter,
            mine: None,
            unkept_first: true,
        }
    }
}

/// The puzzle whose "How to play" card is open, if one is: while it is, the keys and the
/// pointer belong to the card.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct RulesCard(pub Option<Kind>);

/// What a level code is passed on as: in a browser, a link to this page that opens it
/// (`…#code=pb1.…`); elsewhere the code itself, which `puzzlebox play` and the level list take.
pub fn link_to(code: &str) -> String {
    this_page_with(&format!("code={code}")).unwrap_or_else(|| code.to_string())
}

/// What a day's five are passed on as: in a browser, a link to this page that opens them
/// (`…#daily=2026-11-26`); elsewhere the command that does.
pub fn link_to_daily(date: puzzles::daily::Date) -> String {
    this_page_with(&format!("daily={date}"))
        .unwrap_or_else(|| format!("puzzlebox play --daily {date}"))
}

/// In a browser, the address of this page with `fragment` after its `#`.
fn this_page_with(fragment: &str) -> Option<String> {
    #[cfg(target_arch = "wasm32")]
    {
        use js_sys::Reflect;
        let href = Reflect::get(&js_sys::global(), &"location".into())
            .and_then(|location| Reflect::get(&location, &"href".into()))
            .ok()
            .and_then(|href| href.as_string());
        if let Some(href) = href {
            let page = href.split('#').next().unwrap_or(&href);
            return Some(format!("{page}#{fragment}"));
        }
    }
    let _ = fragment;
    None
}
