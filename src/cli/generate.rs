//! `generate`: new levels from a seed, checked by the solver before they are written.

use super::{MetricArg, Outcome, parse_kind, write_output};
use puzzles::generate::{Difficulty, Options};
use std::path::PathBuf;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Which puzzle: shot, snake, klotski, kodable or fifteen.
    #[arg(value_parser = parse_kind)]
    kind: puzzles::Kind,
    /// The same seed always makes the same level (default: a random seed, written in the file).
    #[arg(long)]
    seed: Option<u64>,
    /// easy, medium, hard or expert; the knobs below override it.
    #[arg(long, value_parser = parse_difficulty)]
    difficulty: Option<Difficulty>,
    /// Shot: the number of balls.
    #[arg(long)]
    balls: Option<usize>,
    /// Board size as COLUMNSxROWS (Shot, Sliding blocks, Fifteen, Roll-the-ball coding), or one number for a square;
    /// for the snake, the cube's side (4, or 4x4x4).
    #[arg(long, value_parser = parse_size)]
    size: Option<(usize, usize)>,
    /// Roll-the-ball coding: rows of the map (overrides --size).
    #[arg(long)]
    rows: Option<usize>,
    /// Roll-the-ball coding: columns of the map (overrides --size).
    #[arg(long)]
    cols: Option<usize>,
    /// Roll-the-ball coding: the number of bonuses (default 3).
    #[arg(long)]
    bonuses: Option<usize>,
    /// Sliding blocks and Fifteen: the length of the shortest solution, as N or MIN-MAX.
    #[arg(long, value_parser = parse_range)]
    moves: Option<(usize, usize)>,
    /// Snake: keep only chains with at most this many solutions distinct up to rotation and
    /// reflection (1 for a puzzle with one answer).
    #[arg(long)]
    solutions: Option<u64>,
    /// Sliding blocks: the metric --moves counts in (default: move).
    #[arg(long)]
    metric: Option<MetricArg>,
    /// Write the level to this file instead of printing it.
    #[arg(short, long)]
    output: Option<PathBuf>,
}

pub(crate) fn parse_size(text: &str) -> Result<(usize, usize), String> {
    let bad = || format!("expected a size like 7x8 (or 4 for a square or a cube), found '{text}'");
    let parts: Vec<usize> = text
        .split(['x', 'X', '×'])
        .map(|s| s.trim().parse::<usize>().map_err(|_| bad()))
        .collect::<Result<_, _>>()?;
    match parts[..] {
        [n] => Ok((n, n)),
        [w, h] => Ok((w, h)),
        // A cube, for the snake: all three sides alike.
        [a, b, c] if a == b && b == c => Ok((a, a)),
        _ => Err(bad()),
    }
}

fn parse_difficulty(text: &str) -> Result<Difficulty, String> {
    Difficulty::from_name(text).ok_or_else(|| {
        format!("expected a difficulty (easy, medium, hard or expert), found '{text}'")
    })
}

fn parse_range(text: &str) -> Result<(usize, usize), String> {
    let bad = || format!("expected a number of moves like 30 or 20-40, found '{text}'");
    let number = |s: &str| s.trim().parse::<usize>().map_err(|_| bad());
    let (lo, hi) = match text
        .split_once(['-', ':'])
        .or_else(|| text.split_once(".."))
    {
        Some((a, b)) => (number(a)?, number(b.trim_start_matches(['.', '=']))?),
        None => (number(text)?, number(text)?),
    };
    if lo > hi {
        return Err(format!(
            "the range {lo}-{hi} is empty: the first number must not be larger"
        ));
    }
    Ok((lo, hi))
}

pub fn generate(args: Args) -> Result<Outcome, String> {
    let seed = args.seed.unwrap_or_else(|| rand::random::<u32>() as u64);
    let options = Options {
        seed,
        difficulty: args.difficulty.unwrap_or_default(),
        balls: args.balls,
        size: args.size,
        rows: args.rows,
        cols: args.cols,
        bonuses: args.bonuses,
        moves: args.moves,
        metric: args.metric.map(|m| m.name().to_string()),
        solutions: args.solutions,
    };
    args.kind.check_knobs(&options)?;
    let made = args.kind.generate(&options)?;
    if let Some(note) = &made.closest {
        eprintln!("note: {note}");
    }
    write_output(&args.output, &made.level.to_text())?;
    if let Some(path) = &args.output {
        eprintln!("wrote {} (seed {seed})", path.display());
    }
    Ok(Outcome::Done)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_and_ranges_parse() {
        assert_eq!(parse_size("7x8"), Ok((7, 8)));
        assert_eq!(parse_size("7"), Ok((7, 7)));
        assert_eq!(parse_size("4x4x4"), Ok((4, 4)));
        assert!(parse_size("4x4x5").is_err());
        assert!(parse_size("ax8").is_err());
        assert_eq!(parse_range("30"), Ok((30, 30)));
        assert_eq!(parse_range("20-40"), Ok((20, 40)));
        assert_eq!(parse_range("20..40"), Ok((20, 40)));
        assert!(parse_range("40-20").is_err());
        assert!(parse_range("x").is_err());
    }
}
