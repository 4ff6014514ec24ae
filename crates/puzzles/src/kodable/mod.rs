//! Roll-the-ball coding (Kodable-style): write a small program that rolls a ball across a map
//! to the target, taking bonuses on the way.
//!
//! # Maps
//!
//! A `.kodable` file is `; key: value` metadata lines, then the map, one row per line, tiles
//! separated by single spaces: `*` grass (blocked), `-` path, `@` the ball's start (a path
//! tile), `t` the target, `b` a bonus, `p` `o` `y` pink, orange and yellow path tiles. Every row
//! has as many tiles as the first; there is exactly one ball and one target. Built-in levels
//! carry `; par: N`, the size of an optimal program.
//!
//! # Programs
//!
//! A program is a row of blocks separated by blanks: `Up`, `Down`, `Left`, `Right` (arrows);
//! `Cond{c}{D}` with `c` one of `p`, `o`, `y` and `D` a direction; `Loop{n}{A,B}` with
//! `1 ≤ n ≤ 99` and A, B arrows or conds; `Function`, which stands for the function body:
//! exactly three arrows or conds, written apart (`Down Right Up`), or after the blocks
//! following the word `with`, as solutions are printed.
//!
//! # How a program runs (the rules, exactly)
//!
//! 1. The program is *flattened* into a stream of actions: `Loop{n}{A,B}` becomes `A B`
//!    repeated `n` times, `Function` becomes the three actions of the body, arrows and conds
//!    stay as they are.
//! 2. The actions run one after another. An arrow rolls the ball in its direction. If the
//!    first cell that way is outside the map or grass, the move is *invalid*: the program
//!    stops there ("cannot move Up"), the ball where it was. Otherwise the ball enters cells
//!    one at a time, takes the bonus of every cell it enters (once: a bonus taken is gone), and
//!    stops
//!    - on the target: the level is won, and the rest of the stream is ignored;
//!    - on a coloured tile it enters, when the *next* action in the stream is a cond of that
//!      colour (the cond then decides where it goes);
//!    - before a cell outside the map or grass.
//! 3. `Cond{c}{D}` on a tile of colour `c` rolls like the arrow `D` (an invalid move if the
//!    first cell that way is blocked); on any other tile it does nothing.
//! 4. When the stream ends short of the target the program has not won; the ball rests
//!    where it stopped. A `Function` block in a program without a function body stops the
//!    run there.
//!
//! # Size and the best program
//!
//! A program's size counts one for every top-level block (arrow, cond, loop, function call)
//! plus three for the function body when the program calls it. A loop counts one only when it
//! repeats: `Loop{1}{A,B}`, and a loop whose first round ends in a win during `B`, count two,
//! since such a loop is only its two actions in a box (counting it as one would end every
//! shortest program with such a loop). [`Program::size`] counts what the text shows;
//! [`Trace::size`] adds the second case, which only a run can tell. The best program takes
//! the most bonuses, then has the smallest size.

//! # For the game
//!
//! - [`parse`] and [`Map`] read and show a map; [`Program::parse`], [`parse_blocks`] and
//!   [`parse_function`] read what a player types, [`Block`] and [`Action`] are what an
//!   editor lines up, and `Display` writes them back in the same notation.
//! - [`run`] / [`run_from`] give a [`Trace`]: per action executed, the block and the slot in
//!   it ([`Origin`]), the cells rolled through, the bonuses taken, why the ball stopped
//!   ([`Stop`]), and the [`Outcome`].
//! - [`check`], [`solve`] and [`hint`] start from any [`Position`] (ball and bonuses taken);
//!   [`solve_after`] and [`hint_after`] continue a program being written. All take a
//!   [`Budget`](crate::search::Budget) (node limit, cancel flag) so that they can run on a
//!   background task, and [`Toolbox`] limits the blocks a level offers.
//! - [`ProgramDraft`] is the program as the player writes it: slots may still be empty, and a
//!   cursor says where the next block goes; every edit of the editor is a method of it.
//! - [`Coding`] is the map with its draft as a [`Puzzle`](crate::puzzle::Puzzle) whose moves are
//!   [`Edit`]s, solved when the program wins: undo, hints, solving and par as for any puzzle.
//! - [`generate`] makes a solvable map of any size from a seed.

mod draft;
pub mod edit;
mod generate;
mod map;
pub mod play;
mod program;
mod run;
mod solve;

pub use draft::{Item, MAX_BLOCKS, NEW_LOOP_TIMES, Piece, Place, ProgramDraft, Unfinished};
pub use generate::{Params, generate};
pub use map::{Colour, MAX_BONUSES, MAX_SIDE, Map, Tile, Toolbox, parse};
pub use play::{Coding, Edit};
pub use program::{
    Action, Block, MAX_LOOP, Origin, Placed, Program, Slot, parse_blocks, parse_function,
};
pub use run::{Outcome, Position, Step, Stop, Trace, run, run_from};
pub use solve::{
    DEFAULT_MAX_NODES, Hint, Solution, check, hint, hint_after, most_bonuses, solve, solve_after,
};
