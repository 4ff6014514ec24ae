//! Making new levels from a seed, with the solver's check: shared by `puzzlebox generate` and
//! the game's New level button.

use clap::ValueEnum;
use puzzles::klotski::Metric;
use puzzles::search::Budget;
use puzzles::{AnyLevel, Kind, Puzzle, fifteen, klotski, shot, snake};

/// How hard a generated level should be.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum, Default)]
pub enum Difficulty {
    Easy,
    #[default]
    Medium,
    Hard,
    Expert,
}

impl Difficulty {
    /// All four, easiest first.
    pub const ALL: [Difficulty; 4] = [
        Difficulty::Easy,
        Difficulty::Medium,
        Difficulty::Hard,
        Difficulty::Expert,
    ];

    /// The name a player reads.
    pub fn name(self) -> &'static str {
        match self {
            Difficulty::Easy => "Easy",
            Difficulty::Medium => "Medium",
            Difficulty::Hard => "Hard",
            Difficulty::Expert => "Expert",
        }
    }
}

/// What to make.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// Which puzzle.
    pub kind: Option<Kind>,
    /// The same seed always makes the same level.
    pub seed: u64,
    /// The overall difficulty; the knobs below override it.
    pub difficulty: Difficulty,
    /// Shot: the number of balls.
    pub balls: Option<usize>,
    /// Board size (columns, rows).
    pub size: Option<(usize, usize)>,
    /// Roll-the-ball coding: rows (overrides `size`).
    pub rows: Option<usize>,
    /// Roll-the-ball coding: columns (overrides `size`).
    pub cols: Option<usize>,
    /// Roll-the-ball coding: bonuses on the map.
    pub bonuses: Option<usize>,
    /// Length range of the shortest solution.
    pub moves: Option<(usize, usize)>,
    /// Sliding blocks: the metric `moves` counts in.
    pub metric: Option<Metric>,
    /// Snake: at most this many solutions distinct up to rotation and reflection.
    pub solutions: Option<u64>,
}

/// Makes one level of a kind from a seed, with the knobs given.
pub fn make(args: &Options) -> Result<AnyLevel, String> {
    let difficulty = args.difficulty;
    let seed = args.seed;
    let kind = args.kind.ok_or("no puzzle was chosen")?;
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
            let metric = args.metric.unwrap_or(Metric::Move);
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
            // In a browser the solver's tables are built a slice at a time in the background;
            // until they are, a new board is a plain shuffle and par is found later.
            let can_measure = cfg!(not(target_arch = "wasm32"))
                || !exact
                || fifteen::cached_database(width, height).is_some();
            let (min_moves, max_moves) = if can_measure {
                (min_moves, max_moves)
            } else {
                (0, usize::MAX)
            };
            let mut b = fifteen::generate(
                seed,
                fifteen::Params {
                    width,
                    height,
                    min_moves,
                    max_moves,
                },
            );
            if can_measure {
                let s = fifteen::solve(&b, Budget::UNLIMITED);
                let len = s
                    .length()
                    .ok_or("internal error: the generated board has no solution")?;
                if s.optimal {
                    b.meta_mut().set("par", len.to_string());
                }
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
            crate::cli::kodable::make(seed, rows, cols, args.bonuses.unwrap_or(3))?
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
    };
    level.meta_mut().set("seed", seed.to_string());
    Ok(level)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn snake(size: Option<(usize, usize)>, difficulty: Difficulty) -> Options {
        Options {
            kind: Some(Kind::Snake),
            seed: 5,
            difficulty,
            size,
            ..Options::default()
        }
    }

    #[test]
    fn snakes_are_generated_from_a_seed_and_a_size() {
        let a = make(&snake(Some((3, 3)), Difficulty::Medium)).unwrap();
        let b = make(&snake(Some((3, 3)), Difficulty::Medium)).unwrap();
        assert_eq!(a.to_text(), b.to_text());
        let AnyLevel::Snake(chain) = a else {
            panic!("a snake level");
        };
        assert_eq!(chain.side(), 3);
        let hard = make(&snake(None, Difficulty::Hard)).unwrap();
        assert_eq!(hard.meta().get("solutions"), Some("1"));
        assert!(make(&snake(Some((3, 4)), Difficulty::Medium)).is_err());
        assert!(make(&snake(Some((6, 6)), Difficulty::Medium)).is_err());
    }
}
