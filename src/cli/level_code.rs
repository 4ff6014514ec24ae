//! `code`: a level, and moves made from it, as one line to pass on.

use super::Outcome;
use puzzles::level_code::Shared;
use puzzles::{Variant, Visit};

pub fn code(file: &str, solution: bool, moves: Option<&str>) -> Result<Outcome, String> {
    let opened = crate::levels::opening(file)?;
    let mut shared = Shared {
        level: opened.level,
        moves: opened.moves,
    };
    if let Some(text) = moves {
        shared.moves = serde_json::from_str(text).map_err(|e| {
            format!("--moves: {e}; expected a JSON array of moves, as solve --json prints them")
        })?;
    }
    if solution {
        shared = shared.level.visit(Solved)?;
    }
    shared.position().map_err(|e| format!("--moves: {e}"))?;
    println!("{}", shared.to_code());
    Ok(Outcome::Done)
}

/// The level with its solver's solution as its moves.
struct Solved;

impl Visit for Solved {
    type Out = Result<Shared, String>;

    fn visit<P: Variant>(self, level: &P) -> Self::Out {
        let s = level.solve();
        match s.moves {
            Some(moves) => Ok(Shared::with_moves(level.clone(), &moves)),
            None if s.complete => Err(format!("--solution: {}", P::WHY_UNSOLVABLE)),
            None => Err(format!(
                "--solution: {}",
                puzzles::puzzle::gave_up_message(s.nodes)
            )),
        }
    }
}
