//! Work a browser page hands to a Web Worker, so that it keeps drawing while a solver searches.
//! (The desktop has the compute pool's threads for this; see [`crate::jobs`].) What crosses to
//! the worker is text: the job as JSON, with the position as its level file's text, and the
//! answer as JSON. The page's side is in `page` (web only); [`run`] is the worker's.

#[cfg(target_arch = "wasm32")]
pub mod page;

use puzzles::generate::{Difficulty, Options};
use puzzles::search::Budget;
use puzzles::{AnyLevel, Kind, Puzzle, Variant, Visit};
use serde::{Deserialize, Serialize};
use std::sync::atomic::{AtomicBool, Ordering};

/// What a worker is asked to do.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum WorkerJob {
    /// Search a position of a puzzle, given as a level's text, for a solution, giving up after
    /// `max_nodes` positions if given. The answer is the [`puzzles::Solution`].
    Solve {
        kind: Kind,
        text: String,
        max_nodes: Option<u64>,
    },
    /// Make a new level of a puzzle from a seed, as hard as `difficulty` says (a name: "Hard"),
    /// or, for a map, of `rows` and `cols`. The answer is a [`NewLevel`].
    Generate {
        kind: Kind,
        seed: u64,
        difficulty: String,
        rows: Option<usize>,
        cols: Option<usize>,
    },
    /// Make a new random level like the one given as text (the same size), from a seed. The
    /// answer is a [`NewLevel`].
    LikeThis { kind: Kind, text: String, seed: u64 },
    /// Walk back through a level's history, given as the texts of its positions (the start,
    /// then after each move), to the newest that can still be won. The answer is a
    /// [`Winnable`].
    WalkBack { kind: Kind, texts: Vec<String> },
    /// Make the five levels of a day (`YYYY-MM-DD`) by the daily recipe. The answer is a list
    /// of [`DailyMade`].
    Daily { date: String },
    /// A job of a puzzle's own on a level's text (roll-the-ball's check of a map): what it
    /// does and answers is the puzzle's, given to [`run`] and [`away_with`].
    Own { kind: Kind, text: String },
}

/// What the walk back to a winnable position found.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Winnable {
    /// The position after this many moves can be won (the newest such).
    After(usize),
    /// None can, not even the start.
    Never,
    /// A search ran out of budget before telling: nothing was proved.
    GaveUp(u64),
}

/// The newest of `positions` (the start, then after each move) that can still be won, the
/// whole walk sharing one budget of the puzzle's size.
pub fn last_solvable<P: Puzzle>(positions: &[P], cancel: &AtomicBool) -> Winnable {
    let mut left = P::NODE_BUDGET;
    for i in (0..positions.len()).rev() {
        if cancel.load(Ordering::Relaxed) {
            break;
        }
        let budget = Budget {
            max_nodes: Some(left),
            cancel: Some(cancel),
        };
        let s = positions[i].solve_within(budget);
        if s.moves.is_some() {
            return Winnable::After(i);
        }
        if !s.complete {
            return Winnable::GaveUp(P::NODE_BUDGET - left + s.nodes);
        }
        left = left.saturating_sub(s.nodes).max(1);
    }
    Winnable::Never
}

/// A level made: its text, and a word about it when it is only the closest the generator came
/// to what was asked.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct NewLevel {
    pub text: String,
    pub closest: Option<String>,
}

impl NewLevel {
    /// The level itself, of puzzle `kind`.
    pub fn level(&self, kind: Kind) -> Result<AnyLevel, String> {
        AnyLevel::parse(kind, &self.text).map_err(|e| format!("the level made: {e}"))
    }
}

/// A level of a day's set as a worker makes it: its puzzle, its code, and its par when the
/// solver proved one.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DailyMade {
    pub kind: Kind,
    pub code: String,
    pub par: Option<u32>,
}

/// The level text of `board`, when it reads back as a position with the same text. A position
/// part-way through a level is written as a level of its own, a snake's fold included; a
/// roll-the-ball program with an empty slot is not, and the page's check of a search's answer
/// (see `solve_in_worker`) sends that search back home.
fn text_of<P: Variant>(board: &P) -> Option<String> {
    let text = board.to_text();
    let same = P::parse(&text).is_ok_and(|read| read.to_text() == text);
    same.then_some(text)
}

impl WorkerJob {
    /// A search of `board`, when it has a text of its own (see [`text_of`]).
    pub fn solve<P: Variant>(board: &P, max_nodes: Option<u64>) -> Option<WorkerJob> {
        Some(WorkerJob::Solve {
            kind: P::KIND,
            text: text_of(board)?,
            max_nodes,
        })
    }
}

/// A search of `board` by a worker, giving up after `max_nodes` positions if given, for a
/// page that must keep drawing: `None` when it cannot be sent (no workers). An answer whose
/// moves do not solve `board` is refused, and the page then searches itself, as it does
/// should the worker fail.
#[cfg(target_arch = "wasm32")]
pub fn solve_in_worker<P: Variant>(
    board: &P,
    max_nodes: Option<u64>,
    doing: &str,
) -> Option<Box<dyn crate::jobs::Sliced<puzzles::Solution<P::Move>>>> {
    let job = WorkerJob::solve(board, max_nodes)?;
    let (asked, at_home) = (board.clone(), board.clone());
    let read = move |answer: &str| {
        let found = read::<puzzles::Solution<P::Move>>(answer)?;
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
    let at_home = Box::new(move || {
        at_home.solve_within(Budget {
            max_nodes,
            cancel: None,
        })
    });
    page::send(&job, doing, read, at_home).ok()
}

/// The walk back through `positions` (see [`last_solvable`]) by a worker, for a page that
/// must keep drawing: `None` when it cannot be sent (no workers, or a position without a text
/// of its own).
#[cfg(target_arch = "wasm32")]
pub fn walk_back_in_worker<P: Variant>(
    positions: &[P],
    doing: &str,
) -> Option<Box<dyn crate::jobs::Sliced<Winnable>>> {
    let texts = positions
        .iter()
        .map(text_of)
        .collect::<Option<Vec<String>>>()?;
    let job = WorkerJob::WalkBack {
        kind: P::KIND,
        texts,
    };
    let positions = positions.to_vec();
    let at_home = Box::new(move || last_solvable(&positions, &AtomicBool::new(false)));
    page::send(&job, doing, read::<Winnable>, at_home).ok()
}

/// How the puzzles' own jobs are done: a puzzle's kind and a level's text in, the answer as
/// JSON out. Only the puzzles know them: they hand this down with the job.
pub type OwnJobs = fn(Kind, &str) -> Result<String, String>;

/// For jobs that are none of a puzzle's own.
pub fn no_own_jobs(kind: Kind, _text: &str) -> Result<String, String> {
    Err(format!("no job of {kind}'s own is known here"))
}

/// Does a job (what a worker runs), a puzzle's own ones by `own`: its answer as JSON, or
/// why it could not be done.
pub fn run(job: &str, own: OwnJobs) -> Result<String, String> {
    let job: WorkerJob =
        serde_json::from_str(job).map_err(|e| format!("a job that cannot be read: {e}"))?;
    let made = match job {
        WorkerJob::Solve {
            kind,
            text,
            max_nodes,
        } => {
            let level = AnyLevel::parse(kind, &text).map_err(|e| e.to_string())?;
            return level.visit(Search { max_nodes });
        }
        WorkerJob::Generate {
            kind,
            seed,
            difficulty,
            rows,
            cols,
        } => {
            let options = Options {
                seed,
                difficulty: Difficulty::from_name(&difficulty)
                    .ok_or_else(|| format!("no difficulty is called {difficulty:?}"))?,
                rows,
                cols,
                ..Options::default()
            };
            let made = kind.generate(&options)?;
            NewLevel {
                text: made.level.to_text(),
                closest: made.closest,
            }
        }
        WorkerJob::WalkBack { kind, texts } => {
            let first = texts.first().ok_or("a history without a start")?;
            let start = AnyLevel::parse(kind, first).map_err(|e| e.to_string())?;
            return start.visit(Walk { texts: &texts });
        }
        WorkerJob::Daily { date } => {
            let date = puzzles::daily::Date::parse(&date).map_err(|e| e.to_string())?;
            let made: Vec<DailyMade> = puzzles::daily::daily_set(date)?
                .iter()
                .map(|level| DailyMade {
                    kind: level.kind,
                    code: level.code(),
                    par: level.par,
                })
                .collect();
            return serde_json::to_string(&made).map_err(|e| e.to_string());
        }
        WorkerJob::Own { kind, text } => return own(kind, &text),
        WorkerJob::LikeThis { kind, text, seed } => {
            let like = AnyLevel::parse(kind, &text).map_err(|e| e.to_string())?;
            let made = kind.random_like(&like, seed)?;
            NewLevel {
                text: made.to_text(),
                closest: None,
            }
        }
    };
    serde_json::to_string(&made).map_err(|e| e.to_string())
}

/// Reads an answer of JSON.
pub fn read<T: serde::de::DeserializeOwned>(answer: &str) -> Result<T, String> {
    serde_json::from_str(answer).map_err(|e| format!("an answer that cannot be read: {e}"))
}

/// Does `job` in the background: in a browser by a Web Worker where there is one, else on
/// the compute pool (in a browser, that is on the page, in one go). `read` makes the answer of
/// its JSON and checks it: a worker's answer it refuses is not told, and the page does the work
/// itself instead.
pub fn away<T: Send + 'static>(
    job: WorkerJob,
    doing: &str,
    read: impl Fn(&str) -> Result<T, String> + Clone + Send + Sync + 'static,
) -> crate::jobs::Background<Result<T, String>> {
    away_with(job, no_own_jobs, doing, read)
}

/// [`away`] for a job of a puzzle's own ([`WorkerJob::Own`]), done by `own` where it is done
/// on the page's side.
pub fn away_with<T: Send + 'static>(
    job: WorkerJob,
    own: OwnJobs,
    doing: &str,
    read: impl Fn(&str) -> Result<T, String> + Clone + Send + Sync + 'static,
) -> crate::jobs::Background<Result<T, String>> {
    let text = serde_json::to_string(&job).unwrap_or_default();
    let read_here = read.clone();
    let here = move || run(&text, own).and_then(|answer| read_here(&answer));
    #[cfg(target_arch = "wasm32")]
    let here = match page::send(&job, doing, move |a| read(a).map(Ok), Box::new(here)) {
        Ok(sent) => return crate::jobs::Background::in_slices(sent),
        Err(here) => here,
    };
    let _ = doing;
    crate::jobs::Background::on_pool(move |_| here())
}

/// The walk back through a history of positions of any puzzle, its answer as JSON.
struct Walk<'a> {
    texts: &'a [String],
}

impl Visit for Walk<'_> {
    type Out = Result<String, String>;

    fn visit<P: Variant>(self, _start: &P) -> Self::Out {
        let positions = self
            .texts
            .iter()
            .map(|text| P::parse(text).map_err(|e| e.to_string()))
            .collect::<Result<Vec<P>, String>>()?;
        let found = last_solvable(&positions, &AtomicBool::new(false));
        serde_json::to_string(&found).map_err(|e| e.to_string())
    }
}

/// The solver's search of a level of any puzzle, its answer as JSON.
struct Search {
    max_nodes: Option<u64>,
}

impl Visit for Search {
    type Out = Result<String, String>;

    fn visit<P: Variant>(self, level: &P) -> Self::Out {
        let budget = Budget {
            max_nodes: self.max_nodes,
            cancel: None,
        };
        serde_json::to_string(&level.solve_within(budget)).map_err(|e| e.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use puzzles::shot;

    fn built_in<P: Variant>(id: &str) -> P {
        let level = crate::levels::load(id).unwrap();
        P::from_any(level).unwrap()
    }

    #[test]
    fn a_search_sent_as_text_answers_a_solution_that_solves_the_position() {
        let board: shot::Board = built_in("shot/12-fourteen");
        let job = WorkerJob::solve(&board, Some(shot::Board::NODE_BUDGET)).unwrap();
        let answer = run(&serde_json::to_string(&job).unwrap(), no_own_jobs).unwrap();
        let found = read::<puzzles::Solution<shot::Fling>>(&answer).unwrap();
        let moves = found.moves.expect("the hardest Shot level has a solution");
        assert!(board.replay(&moves).unwrap().is_solved());
    }

    #[test]
    fn every_puzzle_sends_a_position_part_way_through_and_its_answer_solves_it() {
        struct Check;
        impl Visit for Check {
            type Out = ();
            fn visit<P: Variant>(self, start: &P) {
                let moved = start.apply(&start.legal_moves()[0]).unwrap();
                let Some(job) = WorkerJob::solve(&moved, Some(100_000)) else {
                    panic!("{} keeps its positions at home", P::KIND);
                };
                let answer = run(&serde_json::to_string(&job).unwrap(), no_own_jobs).unwrap();
                if let Some(moves) = read::<puzzles::Solution<P::Move>>(&answer).unwrap().moves {
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
    fn a_walk_back_sent_as_texts_finds_what_the_walk_at_home_finds() {
        let start: shot::Board = built_in("shot/05-crossfire");
        let mut positions = vec![start.clone()];
        while let Some(mv) = positions.last().unwrap().legal_moves().first().cloned() {
            let next = positions.last().unwrap().apply(&mv).unwrap();
            positions.push(next);
        }
        let at_home = last_solvable(&positions, &AtomicBool::new(false));
        let job = WorkerJob::WalkBack {
            kind: Kind::Shot,
            texts: positions.iter().map(|p| p.to_text()).collect(),
        };
        let answer = run(&serde_json::to_string(&job).unwrap(), no_own_jobs).unwrap();
        assert_eq!(read::<Winnable>(&answer).unwrap(), at_home);
        assert!(matches!(at_home, Winnable::After(n) if n < positions.len()));
    }

    #[test]
    fn an_errand_that_cannot_be_read_is_refused_in_words() {
        let why = run("{\"Solve\":{\"kind\":\"shot\"}}", no_own_jobs).unwrap_err();
        assert!(why.starts_with("a job that cannot be read"), "{why}");
        let bad_level = WorkerJob::Solve {
            kind: Kind::Shot,
            text: "not a board".into(),
            max_nodes: None,
        };
        assert!(run(&serde_json::to_string(&bad_level).unwrap(), no_own_jobs).is_err());
    }
}
