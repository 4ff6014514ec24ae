//! puzzlebox: five puzzles with fast solvers, as a Bevy game and a command-line tool.
//!
//! The rules and solvers live in the `puzzles` crate; this crate is the command line and the
//! game shell around them.

pub mod cli;
pub mod levels;
