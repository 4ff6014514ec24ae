//! Making new levels from a seed, with the solver's check: shared by `puzzlebox generate` and
//! the game's New level button.

use clap::ValueEnum;
use puzzles::klotski::Metric;
use puzzles::search::Budget;
use puzzles::{AnyLevel, Kind, Puzzle, fifteen, klotski, shot};

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
            crate::cli::kodable::make(seed, rows, cols, args.bonuses.unwrap_or(3))?
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
