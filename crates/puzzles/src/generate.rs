//! New levels of any puzzle from a seed and a few knobs, checked by the solver and given
//! their par: what `puzzlebox generate` and the game's "New level" both ask for.

use crate::klotski::Metric;
use crate::{AnyLevel, Kind};

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
    let mut made = kind.generate(args)?;
    made.level.meta_mut().set("seed", args.seed.to_string());
    Ok(made)
}

impl Options {
    /// Refuses a knob that does not apply to the kind, naming the kinds it applies to.
    pub fn check_knobs(&self) -> Result<(), String> {
        let kind = self.kind.ok_or("no puzzle was chosen")?;
        let given = [
            ("--balls", self.balls.is_some()),
            ("--rows", self.rows.is_some()),
            ("--cols", self.cols.is_some()),
            ("--bonuses", self.bonuses.is_some()),
            ("--moves", self.moves.is_some()),
            ("--metric", self.metric.is_some()),
            ("--solutions", self.solutions.is_some()),
        ];
        for (name, given) in given {
            if given && !kind.knobs().contains(&name) {
                let titles: Vec<&str> = Kind::ALL
                    .iter()
                    .filter(|k| k.knobs().contains(&name))
                    .map(|k| k.title())
                    .collect();
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

/// A level that is what was asked.
pub fn exactly(level: AnyLevel) -> Made {
    Made {
        level,
        closest: None,
    }
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
        let AnyLevel::Snake(folding) = a else {
            panic!("a snake level");
        };
        assert_eq!(folding.chain().side(), 3);
        let hard = make(&snake(None, Difficulty::Hard)).unwrap().level;
        assert_eq!(hard.meta().get("solutions"), Some("1"));
        assert!(make(&snake(Some((3, 4)), Difficulty::Medium)).is_err());
        assert!(make(&snake(Some((6, 6)), Difficulty::Medium)).is_err());
    }

    /// The same road for every puzzle of the table: a level made from a seed reads back as
    /// itself, and the solver's answer replays to a solved position within the par written.
    #[test]
    fn every_puzzle_makes_a_level_its_solver_solves() {
        for kind in Kind::ALL {
            let args = Options {
                kind: Some(kind),
                seed: 3,
                difficulty: Difficulty::Easy,
                ..Options::default()
            };
            let made = make(&args).unwrap_or_else(|e| panic!("{kind}: {e}"));
            let level = made.level;
            assert_eq!(level.kind(), kind);
            let again = AnyLevel::parse(kind, &level.to_text()).expect("reads back");
            assert_eq!(again.to_text(), level.to_text(), "{kind}");
            assert!(level.visit(SolvesWithinPar), "{kind}");
        }
    }

    struct SolvesWithinPar;

    impl crate::Visit for SolvesWithinPar {
        type Out = bool;

        fn visit<P: crate::Level>(self, level: &P) -> bool {
            let moves = level.solve().moves.expect("a made level has a solution");
            let end = level
                .replay(&moves)
                .expect("the solution's moves are legal");
            let par = level.meta().par().map_or(usize::MAX, |p| p as usize);
            end.is_solved() && (P::KIND == Kind::Kodable || moves.len() <= par)
        }
    }
}
