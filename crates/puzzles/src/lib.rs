//! The rules, level formats, solvers and generators of the five puzzlebox puzzles.
//!
//! Nothing here knows about a window or an engine: every rule lives in this crate and is
//! tested here, and the game only animates what these functions answer.

pub mod all_puzzles;
pub mod daily;
pub mod drawing;
pub mod edit;
pub mod error;
pub mod fifteen;
pub mod generate;
pub mod grid;
pub mod klotski;
pub mod kodable;
pub mod level_code;
pub mod level_file;
#[cfg(feature = "toy")]
pub mod lights;
pub mod puzzle;
pub mod search;
pub mod shot;
pub mod snake;

pub use all_puzzles::{AnyLevel, Kind, Variant, Visit};
pub use error::{Arg, LevelError, Named, ParseError};
pub use grid::{Cell, Dir};
pub use level_file::Meta;
pub use puzzle::{Level, Puzzle, Solution};
