//! `generate`: new levels from a seed, checked by the solver before they are written.

use super::{KindArg, MetricArg, Outcome, write_output};
use clap::ValueEnum;
use puzzles::klotski::Metric;
use puzzles::search::Budget;
use puzzles::{AnyLevel, Kind, Puzzle, fifteen, klotski, shot};
use std::path::PathBuf;

/// How hard a generated level should be.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum, Default)]
pub enum Difficulty {
    Easy,
    #[default]
    Medium,
    Hard,
    Expert,
}

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Which puzzle.
    kind: KindArg,
    /// The same seed always makes the same level (default: a random seed, written in the file).
    #[arg(long)]
    seed: Option<u64>,
    /// easy, medium, hard or expert; the knobs below override it.
    #[arg(long)]
    difficulty: Option<Difficulty>,
    /// Shot: the number of balls.
    #[arg(long)]
    balls: Option<usize>,
    /// Board size as COLUMNSxROWS (Shot, Sliding blocks, Fifteen, Roll-the-ball coding).
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
    /// Sliding blocks: the metric --moves counts in (default: move).
    #[arg(long)]
    metric: Option<MetricArg>,
    /// Write the level to this file instead of printing it.
    #[arg(short, long)]
    output: Option<PathBuf>,
}

fn parse_size(text: &str) -> Result<(usize, usize), String> {
    let (w, h) = text
        .split_once(['x', 'X', '×'])
        .ok_or_else(|| format!("expected a size like 7x8, found '{text}'"))?;
    let number = |s: &str| {
        s.trim()
            .parse::<usize>()
            .map_err(|_| format!("expected a size like 7x8, found '{text}'"))
    };
    Ok((number(w)?, number(h)?))
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

/// Makes one level of a kind from a seed, with the knobs given.
pub fn make(args: &Args, seed: u64) -> Result<AnyLevel, String> {
    let difficulty = args.difficulty.unwrap_or_default();
    let kind: Kind = args.kind.into();
    let mut level = match kind {
        Kind::Shot => {
            let (width, height) = args
                .size
                .unwrap_or((shot::DEFAULT_WIDTH, shot::DEFAULT_HEIGHT));
            if width < 2 || height < 2 || width * height > shot::MAX_CELLS {
                return Err(format!(
                    "a Shot board must be at least 2x2 and have at most {} cells, not {width}x{height}",
                    shot::MAX_CELLS
                ));
            }
            let balls = args.balls.unwrap_or(match difficulty {
                Difficulty::Easy => 5,
                Difficulty::Medium => 8,
                Difficulty::Hard => 11,
                Difficulty::Expert => 14,
            });
            if balls < 2 || balls > width * height / 2 {
                return Err(format!(
                    "a {width}x{height} Shot board takes 2 to {} balls, not {balls}",
                    width * height / 2
                ));
            }
            let mut b = shot::generate(
                seed,
                shot::Params {
                    width,
                    height,
                    balls,
                },
            );
            // The generator builds only solvable boards; the solver confirms it.
            if shot::solve(&b, Budget::UNLIMITED).moves.is_none() {
                return Err("internal error: the generated board has no solution".to_string());
            }
            b.meta_mut().set("par", (balls - 1).to_string());
            AnyLevel::Shot(b)
        }
        Kind::Klotski => {
            let (width, height) = args.size.unwrap_or((4, 5));
            if !(3..=6).contains(&width) || !(3..=6).contains(&height) || width * height > 30 {
                return Err(format!(
                    "generated sliding-block boards are 3 to 6 cells on a side and at most 30 cells, not {width}x{height}"
                ));
            }
            let metric: Metric = args.metric.unwrap_or(MetricArg::Move).into();
            let (min_moves, max_moves) = args.moves.unwrap_or(match difficulty {
                Difficulty::Easy => (8, 15),
                Difficulty::Medium => (20, 35),
                Difficulty::Hard => (40, 60),
                Difficulty::Expert => (70, 500),
            });
            let b = klotski::generate(
                seed,
                klotski::Params {
                    width,
                    height,
                    metric,
                    min_moves,
                    max_moves,
                },
            )
            .with_metric(metric);
            let mut b = b;
            let par = klotski::solve(&b, metric, Budget::UNLIMITED)
                .length()
                .ok_or("internal error: the generated board has no solution")?;
            b.meta_mut().set("title", format!("Random blocks #{seed}"));
            b.meta_mut().set("metric", metric.name());
            b.meta_mut().set("par", par.to_string());
            AnyLevel::Klotski(b)
        }
        Kind::Fifteen => {
            let (width, height) = args.size.unwrap_or((4, 4));
            let sides = fifteen::MIN_SIDE..=fifteen::MAX_SIDE;
            if !sides.contains(&width) || !sides.contains(&height) {
                return Err(format!(
                    "a Fifteen board is 2 to 8 cells on a side, not {width}x{height}"
                ));
            }
            let exact = width * height <= 16;
            let (min_moves, max_moves) = match args.moves {
                Some(_) if !exact => {
                    return Err(format!(
                        "--moves needs a board of at most 16 cells, whose shortest solution can be found; {width}x{height} has {}",
                        width * height
                    ));
                }
                Some(r) => r,
                None if !exact || (width, height) != (4, 4) => (0, usize::MAX),
                None => match difficulty {
                    Difficulty::Easy => (10, 20),
                    Difficulty::Medium => (25, 35),
                    Difficulty::Hard => (40, 50),
                    Difficulty::Expert => (0, usize::MAX),
                },
            };
            if (width, height) == (4, 4)
                && max_moves < usize::MAX
                && (min_moves > 62 || max_moves < 1)
            {
                return Err(format!(
                    "a 4x4 board takes 1 to 80 moves and generating beyond 62 would take too long; {min_moves}-{max_moves} is out of reach"
                ));
            }
            let mut b = fifteen::generate(
                seed,
                fifteen::Params {
                    width,
                    height,
                    min_moves,
                    max_moves,
                },
            );
            let s = fifteen::solve(&b, Budget::UNLIMITED);
            let len = s
                .length()
                .ok_or("internal error: the generated board has no solution")?;
            if s.optimal {
                b.meta_mut().set("par", len.to_string());
            }
            AnyLevel::Fifteen(b)
        }
        Kind::Kodable => {
            let (cols, rows) = args.size.unwrap_or(match difficulty {
                Difficulty::Easy => (8, 6),
                Difficulty::Medium => (10, 8),
                Difficulty::Hard => (12, 10),
                Difficulty::Expert => (12, 12),
            });
            let rows = args.rows.unwrap_or(rows);
            let cols = args.cols.unwrap_or(cols);
            super::kodable::make(seed, rows, cols, args.bonuses.unwrap_or(3))?
        }
        Kind::Snake => {
            return Err(format!(
                "generating {} levels is not supported yet",
                kind.title()
            ));
        }
    };
    level.meta_mut().set("seed", seed.to_string());
    Ok(level)
}

pub fn generate(args: Args) -> Result<Outcome, String> {
    let seed = args.seed.unwrap_or_else(|| rand::random::<u32>() as u64);
    let level = make(&args, seed)?;
    write_output(&args.output, &level.to_text())?;
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
        assert!(parse_size("7").is_err());
        assert!(parse_size("ax8").is_err());
        assert_eq!(parse_range("30"), Ok((30, 30)));
        assert_eq!(parse_range("20-40"), Ok((20, 40)));
        assert_eq!(parse_range("20..40"), Ok((20, 40)));
        assert!(parse_range("40-20").is_err());
        assert!(parse_range("x").is_err());
    }
}
