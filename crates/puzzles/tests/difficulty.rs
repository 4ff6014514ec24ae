//! One measure of difficulty: a level the generator makes at a difficulty is rated at that
//! difficulty by the puzzle (what the editor and the level list show).

use puzzles::generate::{Difficulty, Options};
use puzzles::{AnyLevel, Kind, Variant, Visit};

/// How a level rates itself, given its par.
struct Rate(usize);

impl Visit for Rate {
    type Out = Difficulty;
    fn visit<P: Variant>(self, level: &P) -> Difficulty {
        level.difficulty(self.0)
    }
}

fn made(kind: Kind, difficulty: Difficulty, seed: u64, size: Option<(usize, usize)>) -> AnyLevel {
    let args = Options {
        seed,
        difficulty,
        size,
        ..Options::default()
    };
    kind.generate(&args)
        .unwrap_or_else(|e| panic!("{kind:?} {difficulty:?} seed {seed}: {e}"))
        .level
}

fn rated(level: &AnyLevel) -> Difficulty {
    let par = level.par().map_or(0, |p| p as usize);
    level.visit(Rate(par))
}

#[test]
fn every_puzzle_rates_its_generated_levels_at_the_difficulty_asked() {
    // The five puzzles (the toy makes one kind of level whatever is asked).
    let kinds = [
        Kind::Shot,
        Kind::Snake,
        Kind::Klotski,
        Kind::Kodable,
        Kind::Fifteen,
    ];
    for kind in kinds {
        for difficulty in Difficulty::ALL {
            for seed in 1..=3 {
                let level = made(kind, difficulty, seed, None);
                assert_eq!(
                    rated(&level),
                    difficulty,
                    "{kind:?} made at {difficulty:?} from seed {seed}, par {:?}",
                    level.par()
                );
            }
        }
    }
}

#[test]
fn fifteen_grades_every_measurable_size_by_the_same_bands() {
    for size in [(3, 3), (4, 3), (3, 4), (5, 2), (4, 4)] {
        for difficulty in Difficulty::ALL {
            for seed in 1..=2 {
                let level = made(Kind::Fifteen, difficulty, seed, Some(size));
                assert!(level.par().is_some(), "{size:?}: no par");
                assert_eq!(
                    rated(&level),
                    difficulty,
                    "{size:?} seed {seed}, par {:?}",
                    level.par()
                );
            }
        }
    }
}
