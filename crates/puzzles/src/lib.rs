//! The rules, level formats, solvers and generators of the five puzzlebox puzzles.
//!
//! Nothing here knows about a window or an engine: every rule lives in this crate and is
//! tested here, and the game only animates what these functions answer. The modules are
//! listed from the bottom up: each uses only those above it (tests/layers.rs checks it;
//! docs/ARCHITECTURE.md draws the layers).

// Leaves.
pub mod error;
pub mod generate;
pub mod grid;
pub mod search;

// Level files.
pub mod level_file;

// Drawings of levels.
pub mod drawing;

// What a puzzle is.
pub mod puzzle;

// The puzzles, one module each, declared by their rows in the table (all_puzzles.rs).
each_puzzle!(puzzle_modules);

// The table of the puzzles.
pub mod all_puzzles;

// A level of any puzzle: codes and drafts.
pub mod compare;
pub mod edit;
pub mod level_code;

// The day's five levels, and a player's rating.
pub mod daily;
pub mod rating;

// What the game and the command line use most, from the modules that own it.
pub use all_puzzles::{AnyLevel, Kind, Variant, Visit};
pub use error::{Arg, LevelError, Named, ParseError};
pub use grid::{Cell, Dir};
pub use level_file::Meta;
pub use puzzle::{Level, Puzzle, Solution};
