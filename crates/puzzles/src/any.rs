//! A level of any kind, for code that handles all puzzles alike (the command line, level
//! lists, the game's menus): [`AnyLevel`] holds the position of one of the puzzles of the
//! table (`each_puzzle!`), and [`Level`] is what every one of them answers besides the rules.

use crate::error::ParseError;
use crate::generate::{Difficulty, Made, Options};
use crate::level::{Kind, Meta};
use crate::puzzle::Puzzle;

/// What a puzzle of the collection answers besides its rules (in the spirit of the parameters
/// of a `struct game`): how its level reads in a list, and how a new one is made.
pub trait Level: Puzzle + Variant + std::fmt::Debug + PartialEq + Send + Sync + 'static {
    /// The `generate` knobs this puzzle reads besides the seed, the difficulty and `--size`
    /// (`--balls`…); any other is refused.
    const KNOBS: &'static [&'static str] = &[];

    /// The level's size and what it counts, in a few words for a level list ("7 balls",
    /// "4×5, counted in moves").
    fn summary(&self) -> String;

    /// A new level from a seed and the knobs, checked by the solver and given its par; or why
    /// the knobs cannot be met, in one sentence.
    fn generate(args: &Options) -> Result<Made, String>;

    /// How hard the level is, from its par (the length of its shortest solution, as the puzzle
    /// counts it): where it falls among the levels the generator makes of each difficulty.
    fn difficulty(&self, par: usize) -> Difficulty {
        by_bands(par, [10, 25, 45])
    }
}

/// The difficulty of a count against the first counts of Medium, Hard and Expert.
pub fn by_bands(count: usize, [medium, hard, expert]: [usize; 3]) -> Difficulty {
    match count {
        n if n < medium => Difficulty::Easy,
        n if n < hard => Difficulty::Medium,
        n if n < expert => Difficulty::Hard,
        _ => Difficulty::Expert,
    }
}

/// Where a puzzle's positions sit in [`AnyLevel`]: written by the table for every row.
pub trait Variant: Sized {
    /// The position as a level of any kind.
    fn into_any(self) -> AnyLevel;
    /// The position, if the level is of this puzzle.
    fn from_any(level: AnyLevel) -> Option<Self>;
    /// The position, if the level is of this puzzle, borrowed.
    fn in_any(level: &AnyLevel) -> Option<&Self>;
}

/// Code that works on a level of any puzzle, written once as a generic function: what
/// [`AnyLevel::visit`] calls with the level's own type.
pub trait Visit {
    /// What the visit answers.
    type Out;
    /// The work, on a level of puzzle `P`.
    fn visit<P: Level>(self, level: &P) -> Self::Out;
}

/// Writes [`AnyLevel`] from the table.
macro_rules! any_level {
    ($($(#[doc = $doc:literal])* $(#[cfg($cfg:meta)])?
       $kind:ident: $ty:ty => $ext:literal, $title:literal, [$($alias:literal),*];)*) => {
        /// A parsed level of one of the puzzles: its starting position.
        #[derive(Clone, Debug, PartialEq)]
        pub enum AnyLevel {
            $($(#[doc = $doc])* $(#[cfg($cfg)])? $kind($ty),)*
        }

        impl AnyLevel {
            /// Reads a level of the given kind.
            pub fn parse(kind: Kind, text: &str) -> Result<AnyLevel, ParseError> {
                Ok(match kind {
                    $($(#[cfg($cfg)])? Kind::$kind => AnyLevel::$kind(<$ty as Puzzle>::parse(text)?),)*
                })
            }

            /// Which puzzle it is.
            pub fn kind(&self) -> Kind {
                match self {
                    $($(#[cfg($cfg)])? AnyLevel::$kind(_) => Kind::$kind,)*
                }
            }

            /// The level's metadata.
            pub fn meta(&self) -> &Meta {
                match self {
                    $($(#[cfg($cfg)])? AnyLevel::$kind(p) => p.meta(),)*
                }
            }

            /// The level's metadata, to change.
            pub fn meta_mut(&mut self) -> &mut Meta {
                match self {
                    $($(#[cfg($cfg)])? AnyLevel::$kind(p) => p.meta_mut(),)*
                }
            }

            /// The level file's text.
            pub fn to_text(&self) -> String {
                match self {
                    $($(#[cfg($cfg)])? AnyLevel::$kind(p) => p.to_text(),)*
                }
            }

            /// Does `work` on the level, as its own type.
            pub fn visit<V: Visit>(&self, work: V) -> V::Out {
                match self {
                    $($(#[cfg($cfg)])? AnyLevel::$kind(p) => work.visit(p),)*
                }
            }

            /// The level's size and what it counts, for a level list.
            pub fn summary(&self) -> String {
                match self {
                    $($(#[cfg($cfg)])? AnyLevel::$kind(p) => Level::summary(p),)*
                }
            }
        }

        impl Kind {
            /// Why a level of this kind can have no solution, in words.
            pub fn why_unsolvable(self) -> &'static str {
                match self {
                    $($(#[cfg($cfg)])? Kind::$kind => <$ty as Puzzle>::WHY_UNSOLVABLE,)*
                }
            }

            /// The `generate` knobs the kind reads (besides seed, difficulty and size).
            pub fn knobs(self) -> &'static [&'static str] {
                match self {
                    $($(#[cfg($cfg)])? Kind::$kind => <$ty as Level>::KNOBS,)*
                }
            }

            /// A new level of this kind (see [`Level::generate`]).
            pub(crate) fn generate(self, args: &Options) -> Result<Made, String> {
                match self {
                    $($(#[cfg($cfg)])? Kind::$kind => <$ty as Level>::generate(args),)*
                }
            }
        }

        $(
            $(#[cfg($cfg)])?
            impl Variant for $ty {
                fn into_any(self) -> AnyLevel {
                    AnyLevel::$kind(self)
                }

                #[allow(unreachable_patterns)]
                fn from_any(level: AnyLevel) -> Option<Self> {
                    match level {
                        AnyLevel::$kind(p) => Some(p),
                        _ => None,
                    }
                }

                #[allow(unreachable_patterns)]
                fn in_any(level: &AnyLevel) -> Option<&Self> {
                    match level {
                        AnyLevel::$kind(p) => Some(p),
                        _ => None,
                    }
                }
            }

            $(#[cfg($cfg)])?
            impl From<$ty> for AnyLevel {
                fn from(p: $ty) -> AnyLevel {
                    AnyLevel::$kind(p)
                }
            }
        )*
    };
}

crate::each_puzzle!(any_level);
