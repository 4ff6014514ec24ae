//! puzzlebox: five puzzles with fast solvers, as a Bevy game and a command-line tool.
//!
//! The rules and solvers live in the `puzzles` crate; this crate is the command line and the
//! game around them: one plugin per screen and per puzzle, and the shared machinery (undo,
//! hints, playback, winning) in `play`. The modules are listed here from the bottom up: each
//! uses only those above it in this list (tests/layers.rs checks it; docs/ARCHITECTURE.md
//! draws the layers).

// The log's macros (info!, warn!, …) for every module in a browser, where Bevy's logger is
// left out (see log.rs); on the desktop Bevy's prelude brings them.
#[cfg_attr(target_arch = "wasm32", macro_use)]
extern crate tracing;

// What every part agrees on, and plain facilities.
pub mod level_id;

pub mod calendar;
pub mod files;
pub mod lang;
pub mod log;
pub mod shell;
pub mod system_libraries;
pub mod text_format;

// Facilities of the engine.
pub mod fonts;
pub mod input;
pub mod jobs;
pub mod notice;
pub mod redraw;
pub mod spoken;

// The look, the board, level files, saves, work done elsewhere, the interface in a page.
pub mod board;
pub mod levels;
pub mod page_tree;
pub mod progress;
pub mod render_quality;
pub mod screen_reader;
pub mod theme;
pub mod tween;
pub mod workers;

// Writing on the board, files dropped, sound, the daily set.
pub mod board_text;
pub mod daily_set;
pub mod file_drop;
pub mod sound;

// The shared session.
pub mod play;

// The HUD, and what the editor and new levels share with the puzzles.
pub mod editor;
pub mod hud;
pub mod random_levels;

// One plugin per puzzle.
pub mod games;

// The screens, and what watches them all.
pub mod frame_pacing;
pub mod screens;
pub mod screenshot;

// Reopening where the game was left.
pub mod reopen;

// The game.
pub mod app;

// The command line.
pub mod cli;
