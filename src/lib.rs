//! puzzlebox: five puzzles with fast solvers, as a Bevy game and a command-line tool.
//!
//! The rules and solvers live in the `puzzles` crate; this crate is the command line and the
//! game shell around them: one plugin per screen and per puzzle, and the shared machinery
//! (undo, hints, playback, winning) in `play`.

// The log's macros (info!, warn!, …) for every module in a browser, where Bevy's logger is
// left out (see log.rs); on the desktop Bevy's prelude brings them.
#[cfg_attr(target_arch = "wasm32", macro_use)]
extern crate tracing;

pub mod app;
pub mod board;
pub mod board_text;
pub mod cache;
pub mod cli;
pub mod detail;
pub mod dropped;
pub mod edit;
pub mod errands;
pub mod input;
pub mod jobs;
pub mod levels;
pub mod log;
pub mod making;
pub mod needs;
pub mod play;
pub mod progress;
pub mod puzzles;
pub mod reopen;
pub mod screens;
pub mod screenshot;
pub mod shell;
pub mod still;
pub mod theme;
pub mod tween;
pub mod words;
