//! `solve`, `check` and `hint`.

use super::MetricArg;
use super::Outcome;
use super::printed::printed;
use super::report::{Json, Report};
use puzzles::AnyLevel;

/// The level with its moves counted in `metric`, if one is given and the puzzle's count can
/// be chosen (see [`Printed::counted_in`](super::printed::Printed::counted_in)).
pub fn counted_in(level: AnyLevel, metric: Option<MetricArg>) -> AnyLevel {
    match metric {
        Some(m) => printed(&level).counted_in(m.name()).unwrap_or(level),
        None => level,
    }
}

/// `solve` on one level or many: folders stand for the level files in them. With several
/// levels each is named (in the JSON, as `file`), a level that cannot be read is reported and
/// passed over, and the exit status is the worst of them: 2 if any could not be read, else 3
/// if any search gave up, else 1 if any level has no solution.
pub fn solve_all(
    files: &[String],
    metric: Option<MetricArg>,
    json: bool,
    all: bool,
    shortest: bool,
) -> Result<Outcome, String> {
    let levels = expand_folders(files);
    if let [only] = levels.as_slice() {
        return solve(only.as_ref()?, None, metric, json, all, shortest);
    }
    let mut worst = Worst::default();
    let mut shown = 0;
    for level in &levels {
        let file = match level {
            Ok(file) => file,
            Err(message) => {
                eprintln!("puzzlebox: {message}");
                worst.unreadable = true;
                continue;
            }
        };
        if !json {
            println!("{}{file}", if shown > 0 { "\n" } else { "" });
        }
        shown += 1;
        match solve(file, Some(file), metric, json, all, shortest) {
            Ok(outcome) => worst.add(file, outcome),
            Err(message) => {
                eprintln!("puzzlebox: {message}");
                worst.unreadable = true;
            }
        }
    }
    worst.outcome()
}

/// The worst ending among several levels.
#[derive(Default)]
struct Worst {
    unreadable: bool,
    gave_up: Option<u64>,
    unsolvable: bool,
}

impl Worst {
    fn add(&mut self, file: &str, outcome: Outcome) {
        match outcome {
            Outcome::Done => {}
            Outcome::Unsolvable => self.unsolvable = true,
            Outcome::GaveUp(nodes) => {
                let why = puzzles::puzzle::gave_up_message(nodes);
                eprintln!("puzzlebox: {file}: {why}");
                self.gave_up = Some(nodes);
            }
        }
    }

    fn outcome(&self) -> Result<Outcome, String> {
        if self.unreadable {
            return Err("some levels could not be read (see above)".to_string());
        }
        Ok(match (self.gave_up, self.unsolvable) {
            (Some(nodes), _) => Outcome::GaveUp(nodes),
            (None, true) => Outcome::Unsolvable,
            (None, false) => Outcome::Done,
        })
    }
}

/// The arguments with each folder replaced by the level files in it, by name.
fn expand_folders(files: &[String]) -> Vec<Result<String, String>> {
    let mut out = Vec::new();
    for file in files {
        let path = std::path::Path::new(file);
        if !path.is_dir() {
            out.push(Ok(file.clone()));
            continue;
        }
        let entries = match std::fs::read_dir(path) {
            Ok(entries) => entries,
            Err(e) => {
                out.push(Err(format!("{file}: cannot read the folder: {e}")));
                continue;
            }
        };
        let (mut names, mut unnamed) = (Vec::new(), Vec::new());
        for p in entries.filter_map(|e| e.ok()).map(|e| e.path()) {
            match p.to_str() {
                Some(name) if p.is_file() && puzzles::Kind::from_path(name).is_some() => {
                    names.push(name.to_string())
                }
                Some(_) => {}
                None => unnamed.push(format!(
                    "{}: the file's name is not UTF-8 text, so it is passed over; rename it to solve it",
                    p.to_string_lossy()
                )),
            }
        }
        if names.is_empty() && unnamed.is_empty() {
            out.push(Err(format!("{file}: the folder holds no level files")));
        }
        names.sort();
        out.extend(names.into_iter().map(Ok));
        out.extend(unnamed.into_iter().map(Err));
    }
    out
}

fn solve(
    file: &str,
    name: Option<&str>,
    metric: Option<MetricArg>,
    json: bool,
    all: bool,
    shortest: bool,
) -> Result<Outcome, String> {
    let level = counted_in(crate::levels::load(file)?, metric);
    if let Some(own) = printed(&level).solve(all, json, name) {
        return own;
    }
    if all {
        return Err(format!(
            "--all counts the solutions of a puzzle that has many; {} levels are solved one way only",
            level.kind().title()
        ));
    }
    let r = printed(&level).report(shortest)?;
    if json {
        let out = Json {
            file: name,
            kind: r.kind,
            solvable: r.solvable,
            optimal: r.optimal,
            complete: r.complete,
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
        let about = match r.note.as_str() {
            "" => optimal.to_string(),
            note => format!("{optimal}; {note}"),
        };
        println!(
            "{}: solved in {length} {unit} ({about}), {} positions searched in {:.3} s",
            r.kind.title(),
            r.nodes,
            r.seconds
        );
        for (i, step) in r.steps.iter().enumerate() {
            println!("{:>4}. {step}", i + 1);
        }
    } else if r.complete {
        println!(
            "{}: no solution: {} ({} positions searched in {:.3} s)",
            r.kind.title(),
            level.kind().why_unsolvable(),
            r.nodes,
            r.seconds
        );
    }
    // A search that gave up is said once, on standard error, by the caller.
    Ok(outcome(&r))
}

/// Exit 0 with a solution, 1 when there is none, 3 when the search gave up.
fn outcome(r: &Report) -> Outcome {
    match (r.solvable, r.complete) {
        (true, _) => Outcome::Done,
        (false, true) => Outcome::Unsolvable,
        (false, false) => Outcome::GaveUp(r.nodes),
    }
}

pub fn check(file: &str, metric: Option<MetricArg>) -> Result<Outcome, String> {
    let level = counted_in(crate::levels::load(file)?, metric);
    if let Some(own) = printed(&level).check() {
        return own;
    }
    let r = printed(&level).report(false)?;
    match outcome(&r) {
        Outcome::Done => println!(
            "solvable ({})",
            crate::text_format::count(r.moves.len() as u64, "move", "moves")
        ),
        Outcome::Unsolvable => println!("unsolvable: {}", level.kind().why_unsolvable()),
        Outcome::GaveUp(_) => {}
    }
    Ok(outcome(&r))
}

pub fn hint(file: &str, metric: Option<MetricArg>) -> Result<Outcome, String> {
    let level = counted_in(crate::levels::load(file)?, metric);
    if let Some(own) = printed(&level).hint() {
        return own;
    }
    let r = printed(&level).report(false)?;
    match r.steps.first() {
        _ if !r.solvable && !r.complete => Ok(outcome(&r)),
        _ if !r.solvable => {
            println!("no solution from here: {}", level.kind().why_unsolvable());
            Ok(Outcome::Unsolvable)
        }
        None => {
            println!("already solved");
            Ok(Outcome::Done)
        }
        Some(step) => {
            println!(
                "{step} ({} to go)",
                crate::text_format::count(r.steps.len() as u64, "move", "moves")
            );
            Ok(Outcome::Done)
        }
    }
}
