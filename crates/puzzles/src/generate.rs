//! New levels of any puzzle from a seed and a few knobs, checked by the solver and given
//! their par: what `puzzlebox generate` and the game's "New level" both ask for.

use crate::klotski::Metric;
use crate::search::Budget;
use crate::{AnyLevel, Kind, Puzzle, fifteen, klotski, kodable, shot, snake};

/// How hard a generated level should be.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Difficulty {
    /// A first try.
    Easy,
    /// The usual.
    #[default]
    Medium,
    /// For a player who knows the puzzle.
    Hard,
    /// The hardest the generator makes.
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

    /// The difficulty of this name, in any case (`easy`, `Hard`…).
    pub fn from_name(name: &str) -> Option<Difficulty> {
        Difficulty::ALL
            .into_iter()
            .find(|d| d.name().eq_ignore_ascii_case(name))
    }
}

/// A level made, and a word about it when it is only the closest the generator came to what
/// was asked.
#[derive(Clone, Debug)]
pub struct Made {
    /// The level, with its seed and (when the solver proved it) its par.
    pub level: AnyLevel,
    /// Why it is not quite what was asked, if it is not.
    pub closest: Option<String>,
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

/// Makes one level of a kind from a seed, with the knobs given. Knobs are checked by the
/// core's generators, which refuse what they cannot make with the ranges they can.
pub fn make(args: &Options) -> Result<Made, String> {
    let kind = args.kind.ok_or("no puzzle was chosen")?;
    let mut made = match kind {
        Kind::Shot => make_shot(args)?,
        Kind::Klotski => make_klotski(args)?,
        Kind::Fifteen => make_fifteen(args)?,
        Kind::Kodable => make_kodable(args)?,
        Kind::Snake => make_snake(args)?,
    };
    made.level.meta_mut().set("seed", args.seed.to_string());
    Ok(made)
}

/// The knobs that apply to each kind, for refusing the others.
const KNOBS: [(&str, &[Kind]); 6] = [
    ("--balls", &[Kind::Shot]),
    ("--rows", &[Kind::Kodable]),
    ("--cols", &[Kind::Kodable]),
    ("--bonuses", &[Kind::Kodable]),
    ("--moves", &[Kind::Klotski, Kind::Fifteen]),
    ("--solutions", &[Kind::Snake]),
];

impl Options {
    /// Refuses a knob that does not apply to the kind, naming the kinds it applies to.
    pub fn check_knobs(&self) -> Result<(), String> {
        let kind = self.kind.ok_or("no puzzle was chosen")?;
        let given = [
            self.balls.is_some(),
            self.rows.is_some(),
            self.cols.is_some(),
            self.bonuses.is_some(),
            self.moves.is_some(),
            self.solutions.is_some(),
        ];
        let metric = ("--metric", &[Kind::Klotski][..]);
        let knobs = KNOBS
            .iter()
            .zip(given)
            .chain([(&metric, self.metric.is_some())]);
        for ((name, kinds), given) in knobs {
            if given && !kinds.contains(&kind) {
                let titles: Vec<&str> = kinds.iter().map(|k| k.title()).collect();
                return Err(format!(
                    "{name} applies to {} levels only, not to {}",
                    titles.join(" and "),
                    kind.title()
                ));
            }
        }
        Ok(())
    }
}

fn make_shot(args: &Options) -> Result<Made, String> {
    let (width, height) = args
        .size
        .unwrap_or((shot::DEFAULT_WIDTH, shot::DEFAULT_HEIGHT));
    let balls = args.balls.unwrap_or(match args.difficulty {
        Difficulty::Easy => 5,
        Difficulty::Medium => 8,
        Difficulty::Hard => 11,
        Difficulty::Expert => 14,
    });
    let params = shot::Params {
        width,
        height,
        balls,
    };
    let mut b = shot::generate(args.seed, params)?;
    // The generator builds only solvable boards; the solver confirms it.
    let check = shot::solve(&b, Budget::nodes(shot::NODE_BUDGET));
    if check.moves.is_none() {
        return Err(unconfirmed(check.complete, "board"));
    }
    b.meta_mut().set("par", (balls - 1).to_string());
    Ok(exactly(AnyLevel::Shot(b)))
}

/// Why a generated level is not given out: the solver found no solution, or ran out of time.
pub fn unconfirmed(complete: bool, what: &str) -> String {
    if complete {
        format!("internal error: the generated {what} has no solution")
    } else {
        format!(
            "the solver could not confirm the generated {what} within its budget; try another seed"
        )
    }
}

fn make_klotski(args: &Options) -> Result<Made, String> {
    let (width, height) = args.size.unwrap_or((4, 5));
    let metric = args.metric.unwrap_or(Metric::Move);
    let (min_moves, max_moves) = args.moves.unwrap_or(match args.difficulty {
        Difficulty::Easy => (8, 15),
        Difficulty::Medium => (20, 35),
        Difficulty::Hard => (40, 60),
        Difficulty::Expert => (70, klotski::MAX_GENERATED_MOVES),
    });
    let params = klotski::Params {
        width,
        height,
        metric,
        min_moves,
        max_moves,
    };
    let mut b = klotski::generate(args.seed, params)?.with_metric(metric);
    let solution = klotski::solve(&b, metric, Budget::nodes(klotski::NODE_BUDGET));
    let par = solution
        .length()
        .ok_or_else(|| unconfirmed(solution.complete, "board"))?;
    let closest = (!(min_moves..=max_moves).contains(&par)).then(|| {
        format!(
            "no board needing {min_moves} to {max_moves} moves was found from this seed; this one needs {par}, the closest"
        )
    });
    b.meta_mut()
        .set("title", format!("Random blocks #{}", args.seed));
    b.meta_mut().set("metric", metric.name());
    b.meta_mut().set("par", par.to_string());
    Ok(Made {
        level: AnyLevel::Klotski(b),
        closest,
    })
}

/// A level that is what was asked.
fn exactly(level: AnyLevel) -> Made {
    Made {
        level,
        closest: None,
    }
}

fn make_fifteen(args: &Options) -> Result<Made, String> {
    let (width, height) = args.size.unwrap_or((4, 4));
    let exact = width.saturating_mul(height) <= 16;
    let (min_moves, max_moves) = match args.moves {
        Some(r) => r,
        None if (width, height) != (4, 4) => (0, usize::MAX),
        None => match args.difficulty {
            Difficulty::Easy => (10, 20),
            Difficulty::Medium => (25, 35),
            Difficulty::Hard => (40, 50),
            Difficulty::Expert => (0, usize::MAX),
        },
    };
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
    let params = fifteen::Params {
        width,
        height,
        min_moves,
        max_moves,
    };
    let mut b = fifteen::generate(args.seed, params)?;
    if can_measure {
        let s = fifteen::solve(&b, Budget::nodes(fifteen::NODE_BUDGET));
        let len = s.length().ok_or_else(|| unconfirmed(s.complete, "board"))?;
        if s.optimal {
            b.meta_mut().set("par", len.to_string());
        }
    }
    Ok(exactly(AnyLevel::Fifteen(b)))
}

fn make_kodable(args: &Options) -> Result<Made, String> {
    let (cols, rows) = args.size.unwrap_or(match args.difficulty {
        Difficulty::Easy => (8, 6),
        Difficulty::Medium => (10, 8),
        Difficulty::Hard => (12, 10),
        Difficulty::Expert => (12, 12),
    });
    let rows = args.rows.unwrap_or(rows);
    let cols = args.cols.unwrap_or(cols);
    let params = kodable::Params {
        rows,
        cols,
        bonuses: args.bonuses.unwrap_or(3),
    };
    let mut map = kodable::generate(args.seed, params)?;
    let s = kodable::solve(
        &map,
        map.start(),
        kodable::Tools::ALL,
        Budget::nodes(kodable::DEFAULT_MAX_NODES),
    );
    let size = s.size().ok_or_else(|| unconfirmed(s.complete, "map"))?;
    if s.optimal {
        map.meta_mut().set("par", size.to_string());
    }
    Ok(exactly(AnyLevel::Kodable(map)))
}

fn make_snake(args: &Options) -> Result<Made, String> {
    let (side, straightness, most) = match args.difficulty {
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
    let most = args.solutions.or(most);
    let params = snake::Params {
        side,
        most_solutions: most,
        straightness,
    };
    let mut c = snake::generate(args.seed, params)?;
    // The chain folds by construction; the solver confirms it.
    let check = snake::solve(&c, Budget::nodes(snake::NODE_BUDGET));
    if check.cells.is_none() {
        return Err(unconfirmed(check.complete, "chain"));
    }
    let mut closest = None;
    if let Some(most) = most {
        let census = snake::enumerate(&c, 0, Budget::nodes(100_000_000));
        if census.complete {
            c.meta_mut().set("solutions", census.distinct.to_string());
        }
        if !census.complete || census.distinct > most {
            closest = Some(format!(
                "no {side}×{side}×{side} chain with at most {most} solutions was found from this seed; this is the closest"
            ));
        }
    }
    Ok(Made {
        level: AnyLevel::Snake(c),
        closest,
    })
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
        let a = make(&snake(Some((3, 3)), Difficulty::Medium))
            .unwrap()
            .level;
        let b = make(&snake(Some((3, 3)), Difficulty::Medium))
            .unwrap()
            .level;
        assert_eq!(a.to_text(), b.to_text());
        let AnyLevel::Snake(chain) = a else {
            panic!("a snake level");
        };
        assert_eq!(chain.side(), 3);
        let hard = make(&snake(None, Difficulty::Hard)).unwrap().level;
        assert_eq!(hard.meta().get("solutions"), Some("1"));
        assert!(make(&snake(Some((3, 4)), Difficulty::Medium)).is_err());
        assert!(make(&snake(Some((6, 6)), Difficulty::Medium)).is_err());
    }
}
