//! `solve`, `check` and `hint`.

use super::Outcome;
use puzzles::klotski::Metric;
use puzzles::search::Budget;
use puzzles::{AnyLevel, Puzzle, Solution, fifteen, klotski, shot};
use serde::Serialize;

/// A solver's answer in the form every puzzle shares.
pub struct Report {
    pub kind: puzzles::Kind,
    pub solvable: bool,
    pub optimal: bool,
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

#[derive(Serialize)]
struct Json<'a> {
    kind: puzzles::Kind,
    solvable: bool,
    optimal: bool,
    length: usize,
    moves: &'a [serde_json::Value],
    nodes: u64,
    seconds: f64,
    #[serde(flatten)]
    extra: &'a serde_json::Map<String, serde_json::Value>,
}

fn report<P: Puzzle>(
    solution: Solution<P::Move>,
    describe: impl Fn(&P::Move) -> String,
    note: String,
) -> Report {
    let moves = solution.moves.clone().unwrap_or_default();
    Report {
        kind: P::KIND,
        solvable: solution.moves.is_some(),
        optimal: solution.optimal,
        moves: moves
            .iter()
            .map(|m| serde_json::to_value(m).expect("moves serialize"))
            .collect(),
        steps: moves.iter().map(describe).collect(),
        nodes: solution.nodes,
        seconds: solution.seconds,
        note,
        length: None,
        unit: "moves",
        extra: serde_json::Map::new(),
    }
}

/// Describes a Shot fling for people.
pub fn describe_fling(f: &shot::Fling) -> String {
    format!("fling the ball at {},{} {}", f.col, f.row, f.dir)
}

/// Describes a sliding-block move for people.
pub fn describe_slide(board: &klotski::Board, s: &klotski::Slide) -> String {
    let name = board
        .block_with_corner(s.from[0], s.from[1])
        .map_or('?', |i| board.blocks()[i].name);
    format!(
        "move block {name} from {},{} to {},{}",
        s.from[0], s.from[1], s.to[0], s.to[1]
    )
}

/// Solves any level.
pub fn solve_level(level: &AnyLevel, metric: Option<Metric>) -> Report {
    match level {
        AnyLevel::Shot(b) => {
            let s = shot::solve(b, Budget::UNLIMITED);
            let note = format!(
                "every solution of {} balls has {} moves",
                b.ball_count(),
                b.ball_count() - 1
            );
            report::<shot::Board>(s, describe_fling, note)
        }
        AnyLevel::Klotski(b) => {
            let metric = metric.unwrap_or(b.metric());
            let s = klotski::solve(b, metric, Budget::UNLIMITED);
            // Describe each move on the board as it stands before it.
            let mut at = b.clone().with_metric(metric);
            let mut steps = Vec::new();
            for m in s.moves.iter().flatten() {
                steps.push(describe_slide(&at, m));
                at = at.apply(m).expect("solver moves are legal");
            }
            let mut r =
                report::<klotski::Board>(s, |_| String::new(), format!("counted in {metric}s"));
            r.steps = steps;
            r
        }
        AnyLevel::Snake(c) => super::snake::report(c),
        AnyLevel::Fifteen(b) => {
            let s = fifteen::solve(b, Budget::UNLIMITED);
            let note = if s.optimal {
                "the fewest moves possible".to_string()
            } else {
                format!(
                    "not the fewest: {}×{} boards are solved row by row",
                    b.width(),
                    b.height()
                )
            };
            report::<fifteen::Board>(s, |m| format!("slide tile {}", m.tile), note)
        }
        AnyLevel::Kodable(map) => super::kodable::report(map),
    }
}

/// Why a level has no solution, in words.
fn why_unsolvable(level: &AnyLevel) -> &'static str {
    match level {
        AnyLevel::Fifteen(_) => {
            "the tiles are in an odd arrangement that no sequence of slides can put in order"
        }
        AnyLevel::Shot(_) => "no order of flings leaves a single ball",
        AnyLevel::Klotski(_) => "the goal block can never reach its goal",
        AnyLevel::Kodable(_) => "no program rolls the ball to the target",
        AnyLevel::Snake(_) => super::snake::WHY_UNSOLVABLE,
    }
}

pub fn solve(file: &str, metric: Option<Metric>, json: bool, all: bool) -> Result<Outcome, String> {
    let level = crate::levels::load(file)?;
    if let AnyLevel::Snake(c) = &level {
        return super::snake::solve(c, all, json);
    }
    if all {
        return Err(format!(
            "--all counts every solution of a snake level; {} levels are solved one way only",
            level.kind().title()
        ));
    }
    let r = solve_level(&level, metric);
    if json {
        let out = Json {
            kind: r.kind,
            solvable: r.solvable,
            optimal: r.optimal,
            length: r.length.unwrap_or(r.moves.len()),
            moves: &r.moves,
            nodes: r.nodes,
            seconds: r.seconds,
            extra: &r.extra,
        };
        println!("{}", serde_json::to_string(&out).expect("JSON output"));
    } else if r.solvable {
        let optimal = if r.optimal {
            "shortest"
        } else {
            "not the shortest"
        };
        let length = r.length.unwrap_or(r.steps.len());
        let unit = if length == 1 {
            r.unit.trim_end_matches('s')
        } else {
            r.unit
        };
        println!(
            "{}: solved in {length} {unit} ({optimal}; {}), {} positions searched in {:.3} s",
            r.kind.title(),
            r.note,
            r.nodes,
            r.seconds
        );
        for (i, step) in r.steps.iter().enumerate() {
            println!("{:>4}. {step}", i + 1);
        }
    } else {
        println!(
            "{}: no solution: {} ({} positions searched in {:.3} s)",
            r.kind.title(),
            why_unsolvable(&level),
            r.nodes,
            r.seconds
        );
    }
    Ok(if r.solvable {
        Outcome::Done
    } else {
        Outcome::Unsolvable
    })
}

pub fn check(file: &str, metric: Option<Metric>) -> Result<Outcome, String> {
    let level = crate::levels::load(file)?;
    if let AnyLevel::Kodable(map) = &level {
        return super::kodable::check(map);
    }
    let r = solve_level(&level, metric);
    if r.solvable {
        println!("solvable ({} moves)", r.moves.len());
        Ok(Outcome::Done)
    } else {
        println!("unsolvable: {}", why_unsolvable(&level));
        Ok(Outcome::Unsolvable)
    }
}

pub fn hint(file: &str, metric: Option<Metric>) -> Result<Outcome, String> {
    let level = crate::levels::load(file)?;
    if let AnyLevel::Kodable(map) = &level {
        return super::kodable::hint(map);
    }
    if let AnyLevel::Snake(c) = &level {
        return super::snake::hint(c);
    }
    let r = solve_level(&level, metric);
    match r.steps.first() {
        _ if !r.solvable => {
            println!("no solution from here: {}", why_unsolvable(&level));
            Ok(Outcome::Unsolvable)
        }
        None => {
            println!("already solved");
            Ok(Outcome::Done)
        }
        Some(step) => {
            println!("{step} ({} moves to go)", r.steps.len());
            Ok(Outcome::Done)
        }
    }
}
