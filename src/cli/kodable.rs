//! Roll-the-ball coding on the command line: `run`, and what `solve`, `check`, `hint`, `show`
//! and `generate` do differently for it.

use super::Outcome;
use super::printed::{Printed, paint};
use super::report::Report;
use anstyle::{Ansi256Color, AnsiColor, Color, Style};
use puzzles::kodable::{self, Coding, Colour, Map, Program, Stop, Tile, Trace};
use puzzles::search::Budget;
use puzzles::{Kind, ParseError};
use std::fmt::Write;

/// The budget the command line gives the solver.
pub fn budget() -> Budget<'static> {
    Budget {
        max_nodes: Some(kodable::DEFAULT_MAX_NODES),
        cancel: None,
    }
}

fn colour_style(c: Colour) -> Style {
    let fg = match c {
        Colour::Pink => Color::Ansi(AnsiColor::BrightMagenta),
        Colour::Orange => Color::Ansi256(Ansi256Color(208)),
        Colour::Yellow => Color::Ansi(AnsiColor::BrightYellow),
    };
    Style::new().fg_color(Some(fg)).bold()
}

fn tile_style(tile: Tile) -> Style {
    match tile {
        Tile::Grass => Style::new().fg_color(Some(Color::Ansi(AnsiColor::Green))),
        Tile::Path => Style::new().dimmed(),
        Tile::Bonus => Style::new()
            .fg_color(Some(Color::Ansi(AnsiColor::Yellow)))
            .bold(),
        Tile::Target => Style::new()
            .fg_color(Some(Color::Ansi(AnsiColor::BrightRed)))
            .bold(),
        Tile::Colour(c) => colour_style(c),
    }
}

/// The map in its own notation, coloured as the game colours it.
pub fn board(map: &Map) -> String {
    board_with(map, |_| None)
}

/// The map with some cells drawn otherwise (`mark` gives their text and style).
fn board_with(map: &Map, mark: impl Fn(puzzles::Cell) -> Option<(String, Style)>) -> String {
    let ball = Style::new()
        .fg_color(Some(Color::Ansi(AnsiColor::BrightWhite)))
        .bg_color(Some(Color::Ansi(AnsiColor::Blue)))
        .bold();
    let mut out = String::new();
    for r in 0..map.rows() {
        for c in 0..map.cols() {
            if c > 0 {
                out.push(' ');
            }
            let cell = puzzles::Cell::new(c as i32, r as i32);
            let tile = map.tile(cell);
            if let Some((text, style)) = mark(cell) {
                paint(&mut out, style, &text);
            } else if cell == map.ball() {
                paint(&mut out, ball, "@");
            } else {
                paint(&mut out, tile_style(tile), &tile.letter().to_string());
            }
        }
        out.push('\n');
    }
    out
}

/// The map with the ball's path: each cell it rolled over shows the way it went last.
pub fn board_with_path(map: &Map, trace: &Trace) -> String {
    let mut last = std::collections::HashMap::new();
    for step in &trace.steps {
        for &cell in &step.cells {
            last.insert(cell, step.action.dir());
        }
    }
    let path = Style::new()
        .fg_color(Some(Color::Ansi(AnsiColor::BrightCyan)))
        .bold();
    board_with(map, |cell| {
        if cell == map.target() || cell == map.ball() {
            return None;
        }
        last.get(&cell).map(|d| (d.arrow().to_string(), path))
    })
}

/// Where a step left the ball and why, for people.
fn describe_stop(stop: Stop) -> &'static str {
    match stop {
        Stop::Wall => "wall",
        Stop::Target => "target",
        Stop::Colour(Colour::Pink) => "stopped on pink",
        Stop::Colour(Colour::Orange) => "stopped on orange",
        Stop::Colour(Colour::Yellow) => "stopped on yellow",
        Stop::Skipped => "not on its colour: nothing happens",
        Stop::Blocked => "blocked",
    }
}

/// One line per action of a run.
pub fn describe_steps(program: &Program, trace: &Trace) -> Vec<String> {
    trace
        .steps
        .iter()
        .map(|s| {
            let block = program.blocks[s.origin.block];
            let within = match s.origin.slot {
                kodable::Slot::Whole => String::new(),
                kodable::Slot::Loop { round, index } => {
                    format!(", round {}, action {}", round + 1, index + 1)
                }
                kodable::Slot::Function { index } => {
                    format!(", action {} of the function", index + 1)
                }
            };
            let mut line = format!(
                "{} (block {}: {block}{within}): {} → {} ({})",
                s.action,
                s.origin.block + 1,
                s.from,
                s.to(),
                describe_stop(s.stop)
            );
            for b in &s.bonuses {
                let _ = write!(line, ", takes the bonus at {b}");
            }
            line
        })
        .collect()
}

/// A program error as one sentence, naming the option and the column.
pub fn program_error(e: ParseError, program: &str, function: Option<&str>) -> String {
    let (flag, message, text) = match e.message.strip_prefix("in the function: ") {
        Some(m) if function.is_some() => ("--function", m.to_string(), function.unwrap_or("")),
        _ => ("--program", e.message.clone(), program),
    };
    match e.at {
        Some((line, column)) if !text.contains('\n') && line == 1 => {
            format!("{flag}: {message} at column {column}")
        }
        Some((line, column)) => format!("{flag}: {message} at line {line}, column {column}"),
        None => format!("{flag}: {message}"),
    }
}

/// `run FILE --program ... [--function ...]`.
fn run(coding: &Coding, program: &str, function: Option<&str>) -> Result<Outcome, String> {
    let parsed = match function {
        Some(f) => Program::parse(program, Some(f)),
        None => program.parse::<Program>(),
    };
    let program = parsed.map_err(|e| program_error(e, program, function))?;
    let map = coding.map();
    let trace = kodable::run(map, &program);
    println!("program: {program}");
    for (i, line) in describe_steps(&program, &trace).iter().enumerate() {
        println!("{:>4}. {line}", i + 1);
    }
    let bonuses = trace.end.bonuses();
    let total = map.bonuses().len();
    match trace.outcome {
        kodable::Outcome::Won { .. } => {
            println!(
                "won: the ball reached the target at {} with {bonuses} of {total} bonuses; the program has {}",
                map.target(),
                blocks(trace.size(&program))
            );
            Ok(Outcome::Done)
        }
        outcome => {
            let why = match outcome {
                kodable::Outcome::Blocked { at, dir } => {
                    format!("error: cannot move {} (the ball is at {at})", word(dir))
                }
                other => format!("not won: {other}"),
            };
            println!("{why}; {bonuses} of {total} bonuses taken");
            // Exit 1: the program ran but did not win.
            Ok(Outcome::Unsolvable)
        }
    }
}

/// "1 block", "5 blocks".
fn blocks(n: usize) -> String {
    format!("{n} block{}", if n == 1 { "" } else { "s" })
}

fn word(dir: puzzles::Dir) -> &'static str {
    match dir {
        puzzles::Dir::Up => "Up",
        puzzles::Dir::Down => "Down",
        puzzles::Dir::Left => "Left",
        puzzles::Dir::Right => "Right",
    }
}

/// The solver's answer in the form every puzzle shares, with the program in the game's notation.
pub fn report(map: &Map) -> Result<Report, String> {
    let s = kodable::solve(map, map.start(), map.toolbox(), budget());
    let program = s.program.clone().unwrap_or_default();
    let size = program.size();
    let trace = kodable::run(map, &program);
    if s.program.is_some() && !trace.is_won() {
        return Err("internal error: the solver's program does not win".to_string());
    }
    let mut extra = serde_json::Map::new();
    let solved = s.program.is_some();
    extra.insert(
        "program".into(),
        solved.then(|| program.blocks_text()).into(),
    );
    extra.insert("function".into(), program.function_text().into());
    extra.insert("blocks".into(), size.into());
    extra.insert("bonuses".into(), s.bonuses.into());
    extra.insert("bonuses_total".into(), s.bonuses_total.into());
    let note = if s.program.is_some() {
        format!(
            "{} of {} bonuses; {}",
            s.bonuses,
            s.bonuses_total,
            match program.function_text() {
                Some(f) => format!("program {} with {f}", program.blocks_text()),
                None => format!("program {}", program.blocks_text()),
            }
        )
    } else {
        String::new()
    };
    Ok(Report {
        kind: Kind::Kodable,
        solvable: s.program.is_some(),
        optimal: s.optimal,
        complete: s.complete,
        moves: program
            .blocks
            .iter()
            .map(|b| serde_json::Value::from(b.to_string()))
            .collect(),
        steps: if s.program.is_some() {
            describe_steps(&program, &trace)
        } else {
            Vec::new()
        },
        nodes: s.nodes,
        seconds: s.seconds,
        note,
        length: Some(size),
        unit: "blocks",
        extra,
    })
}

/// `check`: whether the target can be reached at all.
pub fn check(map: &Map) -> Result<Outcome, String> {
    match kodable::check(map, map.start(), budget()) {
        Some(true) => {
            println!("solvable: a program can roll the ball to the target");
            Ok(Outcome::Done)
        }
        Some(false) => {
            println!("unsolvable: no program rolls the ball to the target");
            Ok(Outcome::Unsolvable)
        }
        None => Err("the map is too large to check within the solver's budget".to_string()),
    }
}

/// `hint`: the first block of an optimal program.
pub fn hint(map: &Map) -> Result<Outcome, String> {
    let s = kodable::hint(map, map.start(), map.toolbox(), budget());
    match s {
        Some(h) => {
            let size = h.solution.size().unwrap_or(0);
            let best = if h.solution.optimal {
                "an optimal"
            } else {
                "the best found"
            };
            match h.function {
                Some(f) => println!(
                    "{} with {} {} {} ({best} program has {})",
                    h.block,
                    f[0],
                    f[1],
                    f[2],
                    blocks(size)
                ),
                None => println!("{} ({best} program has {})", h.block, blocks(size)),
            }
            Ok(Outcome::Done)
        }
        None => {
            println!("no solution: no program rolls the ball to the target");
            Ok(Outcome::Unsolvable)
        }
    }
}

/// `show --solution`: the best program, each stop, and the ball's path.
pub fn show_solution(map: &Map) -> Result<Outcome, String> {
    let r = kodable::solve(map, map.start(), map.toolbox(), budget());
    let Some(program) = r.program else {
        println!("\nno solution");
        return Ok(Outcome::Unsolvable);
    };
    let trace = kodable::run(map, &program);
    println!(
        "\n{program} ({}, {} of {} bonuses{})",
        blocks(program.size()),
        r.bonuses,
        r.bonuses_total,
        if r.optimal {
            ""
        } else {
            ", not proved optimal"
        }
    );
    for (i, line) in describe_steps(&program, &trace).iter().enumerate() {
        println!("{:>4}. {line}", i + 1);
    }
    println!();
    anstream::print!("{}", board_with_path(map, &trace));
    Ok(Outcome::Done)
}

impl Printed for Coding {
    const RUNS_PROGRAMS: bool = true;

    fn board(&self) -> String {
        board(self.map())
    }

    fn run(&self, program: &str, function: Option<&str>) -> Result<Outcome, String> {
        run(self, program, function)
    }

    fn report(&self, _shortest: bool) -> Result<Report, String> {
        report(self.map())
    }

    fn show_solution(&self) -> Option<Result<Outcome, String>> {
        Some(show_solution(self.map()))
    }

    fn check(&self) -> Option<Result<Outcome, String>> {
        Some(check(self.map()))
    }

    fn hint(&self) -> Option<Result<Outcome, String>> {
        Some(hint(self.map()))
    }
}
