//! `generate`: new levels from a seed, checked by the solver before they are written.

use super::{KindArg, MetricArg, Outcome, write_output};
use clap::ValueEnum;
use puzzles::klotski::Metric;
use puzzles::search::Budget;
use puzzles::{AnyLevel, Kind, Puzzle, fifteen, klotski, shot, snake};
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
    /// Board size as COLUMNSxROWS (Shot, Sliding blocks, Fifteen), or one number for a square;
    /// for the snake, the cube's side (4, or 4x4x4).
    #[arg(long, value_parser = parse_size)]
    size: Option<(usize, usize)>,
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

fn parse_size(text: &str) -> Result<(usize, usize), String> {
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
        Kind::Snake => {
            let (side, straightness, most) = match difficulty {
                Difficulty::Easy => (3, 1.0, None),
                Difficulty::Medium => (4, 1.5, None),
                Difficulty::Hard => (4, 1.0, Some(1)),
                Difficulty::Expert => (5, 2.0, None),
            };
            let side = match args.size {
                None => side,
                Some((w, h)) if w == h => w,
                Some((w, h)) => {
                    return Err(format!(
                        "a snake folds into a cube: give one side, like --size 4, not {w}x{h}"
                    ));
                }
            };
            if !(snake::MIN_SIDE..=snake::MAX_SIDE).contains(&side) {
                return Err(format!(
                    "a snake cube is 2 to 5 cubes on a side, not {side}"
                ));
            }
            let most = args.solutions.or(most);
            let mut c = snake::generate(
                seed,
                snake::Params {
                    side,
                    most_solutions: most,
                    straightness,
                },
            );
            // The chain folds by construction; the solver confirms it.
            if snake::solve(&c, Budget::UNLIMITED).cells.is_none() {
                return Err("internal error: the generated chain has no solution".to_string());
            }
            if let Some(most) = most {
                let budget = Budget {
                    max_nodes: Some(100_000_000),
                    cancel: None,
                };
                let census = snake::enumerate(&c, 0, budget);
                if census.complete {
                    c.meta_mut().set("solutions", census.distinct.to_string());
                }
                if !census.complete || census.distinct > most {
                    eprintln!(
                        "note: no {side}×{side}×{side} chain with at most {most} solutions was found from this seed; this is the closest"
                    );
                }
            }
            AnyLevel::Snake(c)
        }
        Kind::Kodable => {
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
    if args.solutions.is_some() && args.kind != KindArg::Snake {
        return Err("--solutions applies to snake levels only".to_string());
    }
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

    fn snake_args(size: Option<(usize, usize)>, difficulty: Option<Difficulty>) -> Args {
        Args {
            kind: KindArg::Snake,
            seed: None,
            difficulty,
            balls: None,
            size,
            moves: None,
            solutions: None,
            metric: None,
            output: None,
        }
    }

    #[test]
    fn snakes_are_generated_from_a_seed_and_a_size() {
        let a = make(&snake_args(Some((3, 3)), None), 5).unwrap();
        let b = make(&snake_args(Some((3, 3)), None), 5).unwrap();
        assert_eq!(a.to_text(), b.to_text());
        let AnyLevel::Snake(chain) = a else {
            panic!("a snake level");
        };
        assert_eq!(chain.side(), 3);
        let hard = make(&snake_args(None, Some(Difficulty::Hard)), 1).unwrap();
        assert_eq!(hard.meta().get("solutions"), Some("1"));
        assert!(make(&snake_args(Some((3, 4)), None), 5).is_err());
        assert!(make(&snake_args(Some((6, 6)), None), 5).is_err());
    }

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
