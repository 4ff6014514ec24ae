//! A solver's answer as the command line reports it, the same for every puzzle: the moves
//! described one by one, and the JSON object `solve --json` prints.

use puzzles::search::Budget;
use puzzles::{Puzzle, Solution};
use serde::Serialize;

/// The budget the command line gives a puzzle's solver.
pub fn budget<P: Puzzle>() -> Budget<'static> {
    Budget::nodes(P::NODE_BUDGET)
}

/// A solver's answer in the form every puzzle shares.
pub struct Report {
    pub kind: puzzles::Kind,
    pub solvable: bool,
    pub optimal: bool,
    /// Whether the search finished: false when it ran out of budget first.
    pub complete: bool,
    pub moves: Vec<serde_json::Value>,
    pub steps: Vec<String>,
    pub nodes: u64,
    pub seconds: f64,
    /// What kind of answer the length is, for the text output.
    pub note: String,
    /// The solution's length when it is not the number of moves (a program's blocks).
    pub length: Option<usize>,
    /// What the length counts, for the text output ("moves", "blocks").
    pub unit: &'static str,
    /// Fields of a puzzle's own, added to the JSON object.
    pub extra: serde_json::Map<String, serde_json::Value>,
}

/// One solver's answer as a JSON object, the same for every puzzle; a puzzle's own fields go
/// in `extra`.
#[derive(Serialize)]
pub(super) struct Json<'a> {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub file: Option<&'a str>,
    pub kind: puzzles::Kind,
    pub solvable: bool,
    pub optimal: bool,
    pub complete: bool,
    pub length: usize,
    pub moves: &'a [serde_json::Value],
    pub nodes: u64,
    pub seconds: f64,
    #[serde(flatten)]
    pub extra: &'a serde_json::Map<String, serde_json::Value>,
}

/// The report of a solution from `start`, each move described as it is made; or why a move
/// of it was refused (a bug).
pub(super) fn report<P: puzzles::Variant>(
    start: &P,
    solution: Solution<P::Move>,
    note: String,
) -> Result<Report, String> {
    let moves = solution.moves.clone().unwrap_or_default();
    let mut at = start.clone();
    let mut steps = Vec::with_capacity(moves.len());
    for m in &moves {
        steps.push(at.describe_move(m));
        at = at.apply(m).map_err(refused)?;
    }
    // An answer is told only once it is checked: its moves end on a solved position.
    if solution.moves.is_some() && !at.is_solved() {
        return Err(
            "internal error: the solver's solution ends on a position that is not solved"
                .to_string(),
        );
    }
    Ok(Report {
        kind: P::KIND,
        solvable: solution.moves.is_some(),
        optimal: solution.optimal,
        complete: solution.complete,
        moves: puzzles::level_code::moves_json(&moves),
        steps,
        nodes: solution.nodes,
        seconds: solution.seconds,
        note,
        length: None,
        unit: "moves",
        extra: serde_json::Map::new(),
    })
}

/// A solver move the rules refuse: a bug, reported as an error rather than a crash.
pub fn refused(e: puzzles::puzzle::IllegalMove) -> String {
    format!("internal error: the solver's solution makes a move the rules refuse ({e})")
}

#[cfg(test)]
mod tests {
    use super::*;
    use puzzles::Puzzle;
    use puzzles::fifteen::{Board, Slide};

    /// A solution whose moves are legal but do not end on a solved position is an error, never
    /// an answer (as all-zero tables from a tampered cache once made "solved in 0 moves").
    #[test]
    fn a_solution_that_does_not_solve_is_not_told() {
        let board = Board::from_tiles(2, 2, vec![1, 2, 0, 3]).unwrap();
        let nothing = Solution {
            moves: Some(Vec::<Slide>::new()),
            optimal: true,
            complete: true,
            nodes: 0,
            seconds: 0.0,
        };
        let Err(why) = report(&board, nothing, String::new()) else {
            panic!("a solution that does not solve was told");
        };
        assert!(why.contains("not solved"), "{why}");
        let real = board.solve();
        assert!(report(&board, real, String::new()).is_ok());
    }
}
