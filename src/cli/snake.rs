//! The snake on the command line: solving (with every solution counted), the hint on the fold
//! saved in a level's `; fold:` line, and the chain and the solved cube drawn in colour.
//!
//! `solve --json` writes the shared fields plus `cells`, the position `[x, y, z]` of every cube
//! in chain order (0 to n − 1), and with `--all` the counts `oriented` and `distinct`. Its
//! `moves` are the steps from each cube to the next, named by direction:
//! forward/backward along x, right/left along y, up/down along z; there is one per letter, and
//! every solution uses them all, so `optimal` is always true. With `--all` the solution shown
//! is the first distinct one in its least form. Text output numbers cubes from 1.

use super::Outcome;
use super::printed::Printed;
use super::report::{Json, Report};
use anstyle::{Ansi256Color, AnsiColor, Color, Style};
use puzzles::search::Budget;
use puzzles::snake::{self, Chain, Fold, Folding, Heading, Hint, Point, WHY_UNSOLVABLE};
use std::fmt::Write;

/// How many distinct solutions `solve --all` lists in text.
const LISTED: usize = 20;

/// A step as one letter, for compact listings: Forward, Backward, Right, Left, Up, Down.
fn letter(step: Heading) -> char {
    match step {
        Heading::Forward => 'F',
        Heading::Backward => 'B',
        Heading::Right => 'R',
        Heading::Left => 'L',
        Heading::Up => 'U',
        Heading::Down => 'D',
    }
}

/// The budget the command line gives the snake's searches.
fn budget() -> Budget<'static> {
    super::report::budget::<snake::Folding>()
}

/// The solver's answer in the form every puzzle shares (for `check`).
pub fn report(chain: &Chain) -> Result<Report, String> {
    let s = snake::solve(chain, budget());
    if let Some(cells) = &s.cells {
        snake::solve::check_cells(chain, cells).map_err(|why| {
            format!("internal error: the solver's fold does not fold the chain: {why}")
        })?;
    }
    let cells = s.cells.clone().unwrap_or_default();
    let steps = s.steps().unwrap_or_default();
    Ok(Report {
        kind: puzzles::Kind::Snake,
        solvable: s.cells.is_some(),
        optimal: true,
        complete: s.complete,
        moves: puzzles::level_code::moves_json(&steps),
        steps: steps
            .iter()
            .zip(&cells[1.min(cells.len())..])
            .map(|(m, p)| describe(*m, *p))
            .collect(),
        nodes: s.nodes,
        seconds: s.seconds,
        note: "every solution uses every joint".to_string(),
        length: None,
        unit: "moves",
        extra: serde_json::Map::new(),
    })
}

fn describe(step: Heading, to: Point) -> String {
    format!("{:<8} to {},{},{}", step.name(), to[0], to[1], to[2])
}

fn to_json(v: impl serde::Serialize) -> serde_json::Value {
    serde_json::to_value(v).expect("JSON output")
}

/// What a search of a chain found.
struct Found {
    /// A solution's cells, cube by cube.
    cells: Option<Vec<Point>>,
    nodes: u64,
    seconds: f64,
    /// Solutions counted (oriented, distinct), when every one was.
    counts: Option<(u64, u64)>,
    /// Every solution found, when every one was counted.
    listed: Vec<Vec<Point>>,
    complete: bool,
}

/// `solve`: one solution, or with `all` every solution counted.
pub fn solve(chain: &Chain, all: bool, json: bool, file: Option<&str>) -> Result<Outcome, String> {
    let found = if all {
        let census = snake::enumerate(chain, usize::MAX, budget());
        Found {
            cells: census.solutions.first().cloned(),
            nodes: census.nodes,
            seconds: census.seconds,
            counts: Some((census.oriented, census.distinct)),
            listed: census.solutions,
            complete: census.complete,
        }
    } else {
        let s = snake::solve(chain, budget());
        Found {
            cells: s.cells,
            nodes: s.nodes,
            seconds: s.seconds,
            counts: None,
            listed: Vec::new(),
            complete: s.complete,
        }
    };
    let steps = found
        .cells
        .as_deref()
        .map(snake::solve::steps)
        .unwrap_or_default();
    let (nodes, seconds) = (found.nodes, found.seconds);
    if json {
        print_json(&found, &steps, file);
    } else if let Some(counts) = found.counts {
        print_counts(&found, counts);
    } else if let Some(cells) = &found.cells {
        println!(
            "Snake cube: folded in {} steps (every solution uses every joint), {nodes} runs laid in {seconds:.3} s",
            steps.len()
        );
        println!(
            "   0. start    at {},{},{}",
            cells[0][0], cells[0][1], cells[0][2]
        );
        for (i, (step, to)) in steps.iter().zip(&cells[1..]).enumerate() {
            println!("{:>4}. {}", i + 1, describe(*step, *to));
        }
    } else if found.complete {
        println!(
            "Snake cube: no solution: {} ({nodes} runs laid in {seconds:.3} s)",
            WHY_UNSOLVABLE
        );
    }
    Ok(match (found.cells.is_some(), found.complete) {
        (true, _) => Outcome::Done,
        (false, true) => Outcome::Unsolvable,
        (false, false) => Outcome::GaveUp(nodes),
    })
}

/// The answer as the JSON every puzzle shares, with the cells and the counts as the snake's own
/// fields.
fn print_json(found: &Found, steps: &[Heading], file: Option<&str>) {
    let mut extra = serde_json::Map::new();
    extra.insert(
        "cells".into(),
        to_json(found.cells.as_deref().unwrap_or_default()),
    );
    if let Some((oriented, distinct)) = found.counts {
        extra.insert("oriented".into(), oriented.into());
        extra.insert("distinct".into(), distinct.into());
    }
    let moves: Vec<serde_json::Value> = steps.iter().map(to_json).collect();
    let out = Json {
        file,
        kind: puzzles::Kind::Snake,
        solvable: found.cells.is_some(),
        optimal: true,
        complete: found.complete,
        length: steps.len(),
        moves: &moves,
        nodes: found.nodes,
        seconds: found.seconds,
        extra: &extra,
    };
    println!("{}", serde_json::to_string(&out).expect("JSON output"));
}

/// How many solutions there are, and the first of them as letters.
fn print_counts(found: &Found, (oriented, distinct): (u64, u64)) {
    let (nodes, seconds) = (found.nodes, found.seconds);
    let so_far = if found.complete {
        String::new()
    } else {
        format!(
            "; counting stopped early, so there may be more: {}",
            puzzles::puzzle::gave_up_message(nodes)
        )
    };
    println!(
        "Snake cube: {oriented} solution{}, {distinct} distinct up to rotation and reflection ({nodes} runs laid in {seconds:.3} s{so_far})",
        if oriented == 1 { "" } else { "s" }
    );
    let listed = &found.listed;
    for (i, s) in listed.iter().take(LISTED).enumerate() {
        let line: String = snake::solve::steps(s).into_iter().map(letter).collect();
        println!("{:>4}. {line}", i + 1);
    }
    if listed.len() > LISTED {
        println!("      … and {} more", listed.len() - LISTED);
    }
    if !listed.is_empty() {
        println!("(steps: Forward/Backward along x, Right/Left along y, Up/Down along z)");
    }
}

/// `hint`: the next corner to set, from the fold saved in the level (or the straight chain).
pub fn hint(folding: &Folding) -> Result<Outcome, String> {
    let fold = folding.fold();
    match snake::hint(fold, budget()) {
        Hint::Solved => {
            println!("already solved");
            Ok(Outcome::Done)
        }
        Hint::Next { joint, twist } => {
            let left = fold.corners().filter(|&k| fold.twist(k).is_none()).count();
            println!(
                "turn the corner at cube {} to twist {twist} ({}); {left} corner{} to set",
                joint + 1,
                twist.describe(),
                if left == 1 { "" } else { "s" }
            );
            Ok(Outcome::Done)
        }
        Hint::Lost { undo } => {
            println!(
                "no solution from here: the fold is lost; take back the corner at cube {}",
                undo + 1
            );
            Ok(Outcome::Unsolvable)
        }
        Hint::Unsolvable => {
            println!("no solution from here: {WHY_UNSOLVABLE}");
            Ok(Outcome::Unsolvable)
        }
        Hint::GaveUp => Ok(Outcome::GaveUp(snake::NODE_BUDGET)),
    }
}

/// The chain as its letters, corners bright and straight cubes dim, with its runs.
pub fn chain_drawing(chain: &Chain) -> String {
    let n = chain.side();
    let corner = Style::new()
        .fg_color(Some(Color::Ansi(AnsiColor::BrightYellow)))
        .bold();
    let straight = Style::new().dimmed();
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{n}×{n}×{n} cube, {} cubes, {} corners",
        chain.cubes(),
        chain.corners().count()
    );
    for row in chain.joints().chunks(8) {
        for j in row {
            let style = match j {
                snake::Joint::Turn => corner,
                snake::Joint::Straight => straight,
            };
            let _ = write!(out, "{style}{}{style:#}", j.letter());
        }
        out.push('\n');
    }
    let runs: Vec<String> = chain.runs().iter().map(|r| (r + 1).to_string()).collect();
    let _ = writeln!(out, "straight runs, in cubes: {}", runs.join(" "));
    out
}

/// The chain's drawing, and how far its saved fold has gone when it has one.
fn folding_drawing(folding: &Folding) -> String {
    let mut out = chain_drawing(folding.chain());
    let fold = folding.fold();
    if fold.playback().is_empty() {
        return out;
    }
    {
        let layout = fold.layout();
        let _ = writeln!(
            out,
            "saved fold: {} of {} corners set, {} cubes overlapping, {} outside the box",
            fold.playback().len(),
            fold.corners().count(),
            layout.overlapping.len(),
            layout.outside.len()
        );
    }
    out
}

/// A colour of the 256-colour palette for cube `i` of `count`, running round the rainbow
/// along the chain so that neighbours in the chain look alike.
fn hue(i: usize, count: usize) -> u8 {
    let h = 6.0 * i as f64 / count as f64;
    let x = 1.0 - (h % 2.0 - 1.0).abs();
    let (r, g, b) = match h as usize {
        0 => (1.0, x, 0.0),
        1 => (x, 1.0, 0.0),
        2 => (0.0, 1.0, x),
        3 => (0.0, x, 1.0),
        4 => (x, 0.0, 1.0),
        _ => (1.0, 0.0, x),
    };
    // Pastel: never below 2 of 5, so black numbers stay readable.
    let level = |v: f64| (2.0 + 3.0 * v).round() as u8;
    16 + 36 * level(r) + 6 * level(g) + level(b)
}

/// The solved cube, layer by layer from the bottom (z = 0), each cube showing its number along
/// the chain (1 is the first).
pub fn solved_cube(chain: &Chain, cells: &[Point]) -> String {
    let n = chain.side();
    let width = cells.len().to_string().len();
    let mut number = vec![0; n * n * n];
    for (i, p) in cells.iter().enumerate() {
        number[p[0] as usize + n * (p[1] as usize + n * p[2] as usize)] = i;
    }
    let mut out = String::new();
    let gap = "   ";
    for z in 0..n {
        let title = format!("z = {z}");
        let _ = write!(out, "{title:<w$}{gap}", w = n * (width + 2));
    }
    out.push('\n');
    for y in (0..n).rev() {
        for z in 0..n {
            for x in 0..n {
                let i = number[x + n * (y + n * z)];
                let style = Style::new()
                    .bg_color(Some(Color::Ansi256(Ansi256Color(hue(i, cells.len())))))
                    .fg_color(Some(Color::Ansi(AnsiColor::Black)));
                let _ = write!(out, "{style} {:>width$} {style:#}", i + 1);
            }
            out.push_str(gap);
        }
        out.push('\n');
    }
    let _ = writeln!(out, "(x to the right, y up the page, one layer per z)");
    out
}

/// The rest of `show --solution`: the solved cube and its steps.
pub fn show_solution(chain: &Chain) -> Result<Outcome, String> {
    let s = snake::solve(chain, budget());
    let Some(cells) = s.cells else {
        if !s.complete {
            return Ok(Outcome::GaveUp(s.nodes));
        }
        println!("\nno solution: {WHY_UNSOLVABLE}");
        return Ok(Outcome::Unsolvable);
    };
    println!();
    anstream::print!("{}", solved_cube(chain, &cells));
    let line: String = snake::solve::steps(&cells)
        .into_iter()
        .map(letter)
        .collect();
    println!("steps: {line}");
    let fold = Fold::from_cells(chain, &cells).map_err(|e| format!("internal error: {e}"))?;
    println!("twists of the corners, in order: {}", fold.to_text());
    Ok(Outcome::Done)
}

impl Printed for Folding {
    fn board(&self) -> String {
        folding_drawing(self)
    }

    fn report(&self, _shortest: bool) -> Result<Report, String> {
        report(self.chain())
    }

    fn show_solution(&self) -> Option<Result<Outcome, String>> {
        Some(show_solution(self.chain()))
    }

    fn hint(&self) -> Option<Result<Outcome, String>> {
        Some(hint(self))
    }

    fn solve(&self, all: bool, json: bool, file: Option<&str>) -> Option<Result<Outcome, String>> {
        Some(solve(self.chain(), all, json, file))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hues_stay_in_the_colour_cube() {
        for i in 0..125 {
            assert!((16..=231).contains(&hue(i, 125)));
        }
    }

    fn run(command: crate::cli::Verb) -> Result<&'static str, String> {
        crate::cli::run(command).map(|o| match o {
            Outcome::Done => "done",
            Outcome::Unsolvable => "unsolvable",
            Outcome::GaveUp(_) => "gave up",
        })
    }

    #[test]
    fn commands_answer_for_snake_levels() {
        use crate::cli::Verb;
        let wooden = "snake/14-the-wooden-snake".to_string();
        let solve = |file: &str, all, json| Verb::Solve {
            files: vec![file.to_string()],
            metric: None,
            json,
            all,
            optimal: false,
        };
        assert_eq!(run(solve(&wooden, true, true)), Ok("done"));
        assert_eq!(run(solve("snake/01-eight-cubes", false, false)), Ok("done"));
        let refused = run(solve("shot/01-the-example", true, false)).unwrap_err();
        assert!(refused.contains("--all"), "{refused}");
        assert_eq!(
            run(Verb::Hint {
                file: wooden.clone(),
                metric: None
            }),
            Ok("done")
        );
        assert_eq!(
            run(Verb::Show {
                file: wooden,
                solution: true,
                metric: None
            }),
            Ok("done")
        );

        let dir = tempfile::tempdir().unwrap();
        let write = |name: &str, text: &str| {
            let path = dir.path().join(name);
            std::fs::write(&path, text).unwrap();
            path.to_str().unwrap().to_string()
        };
        let all_corners = write("corners.snake", "FTTTTTTTTTTTTTTTTTTTTTTTTT\n");
        let check = |file: &str| Verb::Check {
            file: file.to_string(),
            metric: None,
        };
        assert_eq!(run(check(&all_corners)), Ok("unsolvable"));
        let lost = write("lost.snake", "; fold: 0000\nFTTTTTT\n");
        let hint = |file: &str| Verb::Hint {
            file: file.to_string(),
            metric: None,
        };
        assert_eq!(run(hint(&lost)), Ok("unsolvable"));
        let bad = write("bad.snake", "FTTXTTT\n");
        let e = run(check(&bad)).unwrap_err();
        assert!(e.contains("line 1, column 4"), "{e}");
    }

    #[test]
    fn the_solved_cube_numbers_every_cube() {
        let chain = snake::parse(snake::WOODEN_SNAKE).unwrap();
        let cells = snake::solve(&chain, Budget::UNLIMITED).cells.unwrap();
        let text = solved_cube(&chain, &cells);
        for i in 1..=64 {
            assert!(text.contains(&format!(" {i:>2} ")), "{i}");
        }
    }
}
