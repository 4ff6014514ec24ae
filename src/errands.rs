//! Work a browser page hands to a Web Worker, so that it keeps drawing while a solver searches.
//! (The desktop has the compute pool's threads for this; see [`crate::jobs`].) What crosses to
//! the worker is text: the errand as JSON, with the position as its level file's text, and the
//! answer as JSON. The page's side is in `page` (web only); [`run`] is the worker's.

#[cfg(target_arch = "wasm32")]
pub mod page;

use puzzles::search::Budget;
use puzzles::{AnyLevel, Kind, Level, Visit};
use serde::{Deserialize, Serialize};

/// What a worker is asked to do.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Errand {
    /// Search a position of a puzzle, given as a level's text, for a solution, giving up after
    /// `max_nodes` positions if given. The answer is the [`puzzles::Solution`].
    Solve {
        kind: Kind,
        text: String,
        max_nodes: Option<u64>,
    },
}

impl Errand {
    /// A search of `board`, when its level text reads back as a position with the same text
    /// (which holds for every puzzle today: a position part-way through a level is written as
    /// a level of its own, a snake's fold included).
    pub fn solve<P: Level>(board: &P, max_nodes: Option<u64>) -> Option<Errand> {
        let text = board.to_text();
        let same = P::parse(&text).is_ok_and(|read| read.to_text() == text);
        same.then_some(Errand::Solve {
            kind: P::KIND,
            text,
            max_nodes,
        })
    }
}

/// A search of `board` by a worker, giving up after `max_nodes` positions if given, for a
/// page that must keep drawing: `None` when it cannot be sent (no workers). An answer whose
/// moves do not solve `board` is refused, and the page then searches itself, as it does
/// should the worker fail.
#[cfg(target_arch = "wasm32")]
pub fn solve_in_worker<P: Level>(
    board: &P,
    max_nodes: Option<u64>,
    doing: &str,
) -> Option<Box<dyn crate::jobs::Sliced<puzzles::Solution<P::Move>>>> {
    let errand = Errand::solve(board, max_nodes)?;
    let (asked, at_home) = (board.clone(), board.clone());
    let read = move |answer: &str| {
        let found = read_solution::<P>(answer)?;
        let solves = found
            .moves
            .as_ref()
            .is_none_or(|moves| asked.replay(moves).is_ok_and(|end| end.is_solved()));
        if solves {
            Ok(found)
        } else {
            Err("its moves do not solve the position".to_string())
        }
    };
    page::send(&errand, doing, read, move || {
        at_home.solve_within(Budget {
            max_nodes,
            cancel: None,
        })
    })
}

/// Does an errand (what a worker runs): its answer as JSON, or why it could not be done.
pub fn run(errand: &str) -> Result<String, String> {
    let errand: Errand =
        serde_json::from_str(errand).map_err(|e| format!("an errand that cannot be read: {e}"))?;
    match errand {
        Errand::Solve {
            kind,
            text,
            max_nodes,
        } => {
            let level = AnyLevel::parse(kind, &text).map_err(|e| e.to_string())?;
            level.visit(Search { max_nodes })
        }
    }
}

/// The solver's search of a level of any puzzle, its answer as JSON.
struct Search {
    max_nodes: Option<u64>,
}

impl Visit for Search {
    type Out = Result<String, String>;

    fn visit<P: Level>(self, level: &P) -> Self::Out {
        let budget = Budget {
            max_nodes: self.max_nodes,
            cancel: None,
        };
        serde_json::to_string(&level.solve_within(budget)).map_err(|e| e.to_string())
    }
}

/// Reads the answer to a [`Errand::Solve`] about a position of puzzle `P`.
pub fn read_solution<P: Level>(answer: &str) -> Result<puzzles::Solution<P::Move>, String> {
    serde_json::from_str(answer).map_err(|e| format!("an answer that cannot be read: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use puzzles::{Puzzle, shot};

    fn built_in<P: Level>(id: &str) -> P {
        let level = crate::levels::load(id).unwrap();
        P::from_any(level).unwrap()
    }

    #[test]
    fn a_search_sent_as_text_answers_a_solution_that_solves_the_position() {
        let board: shot::Board = built_in("shot/12-fourteen");
        let errand = Errand::solve(&board, Some(shot::Board::NODE_BUDGET)).unwrap();
        let answer = run(&serde_json::to_string(&errand).unwrap()).unwrap();
        let found = read_solution::<shot::Board>(&answer).unwrap();
        let moves = found.moves.expect("the hardest Shot level has a solution");
        assert!(board.replay(&moves).unwrap().is_solved());
    }

    #[test]
    fn every_puzzle_sends_a_position_part_way_through_and_its_answer_solves_it() {
        struct Check;
        impl Visit for Check {
            type Out = ();
            fn visit<P: Level>(self, start: &P) {
                let moved = start.apply(&start.legal_moves()[0]).unwrap();
                let Some(errand) = Errand::solve(&moved, Some(100_000)) else {
                    panic!("{} keeps its positions at home", P::KIND);
                };
                let answer = run(&serde_json::to_string(&errand).unwrap()).unwrap();
                if let Some(moves) = read_solution::<P>(&answer).unwrap().moves {
                    let end = moved.replay(&moves).unwrap();
                    assert!(end.is_solved(), "{}: {}", P::KIND, moved.to_text());
                }
            }
        }
        for builtin in crate::levels::all_builtin() {
            crate::levels::load(builtin.path).unwrap().visit(Check);
        }
    }

    #[test]
    fn an_errand_that_cannot_be_read_is_refused_in_words() {
        let why = run("{\"Solve\":{\"kind\":\"shot\"}}").unwrap_err();
        assert!(why.starts_with("an errand that cannot be read"), "{why}");
        let bad_level = Errand::Solve {
            kind: Kind::Shot,
            text: "not a board".into(),
            max_nodes: None,
        };
        assert!(run(&serde_json::to_string(&bad_level).unwrap()).is_err());
    }
}
