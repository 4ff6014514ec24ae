//! The table of the puzzles, and a level of any of them: for code that handles all puzzles
//! alike (the command line, level lists, the game's menus). `each_puzzle!` lists the puzzles
//! once; [`Kind`] names one, [`AnyLevel`] holds the position of one, and [`Variant`] is what
//! the table adds to each puzzle's type. Nothing below this module knows the list.

use crate::error::ParseError;
use crate::generate::{Made, Options};
use crate::level_file::Meta;
use crate::puzzle::{Level, Puzzle};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The table of the puzzles, in the order the game shows them: for each, the type of its
/// positions (a [`Level`](crate::puzzle::Level)), its file extension (also its name on the command
/// line), the name a player reads, and other words the command line takes for it.
///
/// A puzzle is added here, and only here. `each_puzzle!(then)` hands the table to the macro
/// `then`, which writes one `match` arm (or item) per row: [`Kind`], [`AnyLevel`](crate::AnyLevel)
/// and the game's dispatch are all written from it, so a row's type must be a `Level` and
/// whatever else the caller asks of it, or the build fails.
#[macro_export]
macro_rules! each_puzzle {
    ($then:ident) => {
        $then! {
            /// Fling balls until one is left (`.shot`).
            Shot: $crate::shot::Board => "shot", "Shot", ["fling"];
            /// Fold a chain of cubes into a cube (`.snake`).
            Snake: $crate::snake::play::Folding => "snake", "Snake cube", ["cube"];
            /// Slide blocks until the big one reaches its goal (`.klotski`).
            Klotski: $crate::klotski::Board => "klotski", "Sliding blocks", ["blocks", "sliding"];
            /// Program a rolling ball (`.kodable`).
            Kodable: $crate::kodable::play::Coding => "kodable", "Roll-the-ball coding", ["roll", "coding"];
            /// Slide tiles into order (`.fifteen`).
            Fifteen: $crate::fifteen::Board => "fifteen", "Fifteen", ["15"];
            /// A row of lights to switch off: the sixth puzzle that shows how one is added
            /// (built with the `toy` feature only).
            #[cfg(feature = "toy")]
            Lights: $crate::lights::Strip => "lights", "Lights", [];
        }
    };
}

/// Declares a module for each puzzle of the table, named as the puzzle's module in this crate
/// (`pub mod shot;`…): `each_puzzle!(puzzle_modules)` where a crate keeps one file or folder
/// per puzzle (here, the game's plugins, the command line's boards), so that a puzzle's files
/// join by the table's row alone.
#[macro_export]
macro_rules! puzzle_modules {
    ($($(#[doc = $doc:literal])* $(#[cfg($cfg:meta)])?
       $kind:ident: $krate:tt :: $module:ident $(:: $path:ident)+
       => $ext:literal, $title:literal, [$($alias:literal),*];)*) => {
        $($(#[cfg($cfg)])? pub mod $module;)*
    };
}

/// Writes [`Kind`] from the table.
macro_rules! kinds {
    ($($(#[doc = $doc:literal])* $(#[cfg($cfg:meta)])?
       $kind:ident: $ty:ty => $ext:literal, $title:literal, [$($alias:literal),*];)*) => {
        /// The puzzles.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, PartialOrd, Ord)]
        #[serde(rename_all = "lowercase")]
        pub enum Kind {
            $($(#[doc = $doc])* $(#[cfg($cfg)])? $kind,)*
        }

        impl Kind {
            /// All kinds, in the order the game shows them.
            pub const ALL: [Kind; [$($(#[cfg($cfg)])? $ext),*].len()] =
                [$($(#[cfg($cfg)])? Kind::$kind),*];

            /// The file extension, which is also the name on the command line.
            pub fn extension(self) -> &'static str {
                match self {
                    $($(#[cfg($cfg)])? Kind::$kind => $ext,)*
                }
            }

            /// The name a player reads.
            pub fn title(self) -> &'static str {
                match self {
                    $($(#[cfg($cfg)])? Kind::$kind => $title,)*
                }
            }

            /// Other words the command line takes for the kind.
            fn aliases(self) -> &'static [&'static str] {
                match self {
                    $($(#[cfg($cfg)])? Kind::$kind => &[$($alias),*],)*
                }
            }
        }
    };
}

each_puzzle!(kinds);

impl Kind {
    /// The kind named by a file extension or a command-line word.
    pub fn from_name(name: &str) -> Option<Kind> {
        let name = name.to_ascii_lowercase();
        Kind::ALL
            .into_iter()
            .find(|k| k.extension() == name || k.aliases().contains(&name.as_str()))
    }

    /// The kind of a file, from the extension of its name.
    pub fn from_path(path: &str) -> Option<Kind> {
        let (_, ext) = path.rsplit_once('.')?;
        Kind::ALL.into_iter().find(|k| k.extension() == ext)
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.extension())
    }
}

/// A puzzle of the table: where its positions sit in [`AnyLevel`], and which [`Kind`] it is.
/// Written by the table for every row; a puzzle's own files never name their kind.
pub trait Variant: Level {
    /// Which puzzle this is.
    const KIND: Kind;
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
    fn visit<P: Variant>(self, level: &P) -> Self::Out;
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

            /// The level's par: as its file says, else where the rules give it without a
            /// search ([`Level::evident_par`]).
            pub fn par(&self) -> Option<u32> {
                self.meta().par().or_else(|| match self {
                    $($(#[cfg($cfg)])? AnyLevel::$kind(p) => {
                        Level::evident_par(p).and_then(|n| u32::try_from(n).ok())
                    })*
                })
            }

            /// The level's size and what it counts, for a level list, in English.
            pub fn summary(&self) -> String {
                match self {
                    $($(#[cfg($cfg)])? AnyLevel::$kind(p) => Level::summary(p),)*
                }
            }

            /// The parts of [`AnyLevel::summary`], for a list to word in any language.
            pub fn summary_parts(&self) -> Vec<crate::puzzle::SummaryPart> {
                match self {
                    $($(#[cfg($cfg)])? AnyLevel::$kind(p) => Level::summary_parts(p),)*
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

            /// How a level of this kind is drawn, cell by cell (see [`Level::DRAWING`]).
            pub fn drawing_style(self) -> crate::drawing::Style {
                match self {
                    $($(#[cfg($cfg)])? Kind::$kind => <$ty as Level>::DRAWING,)*
                }
            }

            /// The number the daily set mixes into this puzzle's seed, if the set has it (see
            /// [`Level::DAILY_NUMBER`]).
            pub fn daily_number(self) -> Option<u64> {
                match self {
                    $($(#[cfg($cfg)])? Kind::$kind => <$ty as Level>::DAILY_NUMBER,)*
                }
            }

            /// What the daily set asks of the kind's generator (see [`Level::daily_options`]).
            pub fn daily_options(self, difficulty: crate::generate::Difficulty) -> Options {
                match self {
                    $($(#[cfg($cfg)])? Kind::$kind => <$ty as Level>::daily_options(difficulty),)*
                }
            }

            /// The `generate` knobs the kind reads (besides seed, difficulty and size).
            pub fn knobs(self) -> &'static [&'static str] {
                match self {
                    $($(#[cfg($cfg)])? Kind::$kind => <$ty as Level>::KNOBS,)*
                }
            }

            /// A new level of this kind from a seed and the knobs, checked by its solver and
            /// given its par, its seed written in (see [`Level::generate`]); or why the knobs
            /// cannot be met.
            pub fn generate(self, args: &Options) -> Result<Made<AnyLevel>, String> {
                let made = match self {
                    $($(#[cfg($cfg)])? Kind::$kind => Made::of(<$ty as Level>::generate(args)?),)*
                };
                let mut made = made;
                made.level.meta_mut().set("seed", args.seed.to_string());
                // What is given out is what its file holds: a level that reads back as another
                // (a board padded to the format's least size) or not at all is not given.
                let text = made.level.to_text();
                match AnyLevel::parse(self, &text) {
                    Ok(again) if again.to_text() == text => Ok(made),
                    Ok(_) => Err(format!(
                        "internal error: the {} level made reads back as another",
                        self.title()
                    )),
                    Err(e) => Err(format!(
                        "internal error: the {} level made does not read back: {e}",
                        self.title()
                    )),
                }
            }

            /// A new random level like `like` (a level of this kind), from a seed (see
            /// [`Level::random_like`]).
            pub fn random_like(self, like: &AnyLevel, seed: u64) -> Result<AnyLevel, String> {
                match (self, like) {
                    $($(#[cfg($cfg)])? (Kind::$kind, AnyLevel::$kind(p)) => {
                        Ok(AnyLevel::$kind(Level::random_like(p, seed)?))
                    })*
                    #[allow(unreachable_patterns)]
                    _ => Err(format!("a level of another puzzle than {}", self.title())),
                }
            }
        }

        $(
            $(#[cfg($cfg)])?
            impl Variant for $ty {
                const KIND: Kind = Kind::$kind;

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

impl Made<AnyLevel> {
    /// A level of one puzzle made, as a level of any.
    fn of<P: Variant>(made: Made<P>) -> Made<AnyLevel> {
        Made {
            level: made.level.into_any(),
            closest: made.closest,
        }
    }
}

impl Kind {
    /// Refuses a knob that does not apply to the kind, naming the kinds it applies to.
    pub fn check_knobs(self, args: &Options) -> Result<(), String> {
        for name in args.knobs_given() {
            if !self.knobs().contains(&name) {
                let titles: Vec<&str> = Kind::ALL
                    .iter()
                    .filter(|k| k.knobs().contains(&name))
                    .map(|k| k.title())
                    .collect();
                return Err(format!(
                    "{name} applies to {} levels only, not to {}",
                    titles.join(" and "),
                    self.title()
                ));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::Difficulty;

    #[test]
    fn kinds_come_from_extensions() {
        assert_eq!(Kind::from_path("levels/shot/one.shot"), Some(Kind::Shot));
        assert_eq!(Kind::from_path("a.klotski"), Some(Kind::Klotski));
        assert_eq!(Kind::from_path("a.txt"), None);
        assert_eq!(Kind::from_name("Fifteen"), Some(Kind::Fifteen));
    }

    fn snake(size: Option<(usize, usize)>, difficulty: Difficulty) -> Options {
        Options {
            seed: 5,
            difficulty,
            size,
            ..Options::default()
        }
    }

    #[test]
    fn snakes_are_generated_from_a_seed_and_a_size() {
        let make = |o: &Options| Kind::Snake.generate(o);
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
                seed: 3,
                difficulty: Difficulty::Easy,
                ..Options::default()
            };
            let made = kind
                .generate(&args)
                .unwrap_or_else(|e| panic!("{kind}: {e}"));
            let level = made.level;
            assert_eq!(level.kind(), kind);
            assert_eq!(level.meta().get("seed"), Some("3"));
            let again = AnyLevel::parse(kind, &level.to_text()).expect("reads back");
            assert_eq!(again.to_text(), level.to_text(), "{kind}");
            assert!(level.visit(SolvesWithinPar), "{kind}");
        }
    }

    /// A level is made only of a size its file holds: every Shot size is refused, or made and
    /// read back as itself (a 2×64 board was made, then refused by every reader: a file pads a
    /// narrower drawing to 7 columns).
    #[test]
    fn every_shot_size_is_refused_or_reads_back_as_itself() {
        for size in [
            (2, 64),
            (64, 2),
            (32, 4),
            (4, 20),
            (18, 2),
            (3, 40),
            (2, 12),
            (3, 3),
            (7, 8),
            (8, 16),
            (16, 8),
        ] {
            let args = Options {
                seed: 1,
                size: Some(size),
                ..Options::default()
            };
            if let Ok(made) = Kind::Shot.generate(&args) {
                let text = made.level.to_text();
                let again = AnyLevel::parse(Kind::Shot, &text);
                assert_eq!(again.map(|l| l.to_text()), Ok(text), "{size:?}");
            }
        }
        let small = Options {
            size: Some((2, 64)),
            ..Options::default()
        };
        let why = Kind::Shot.generate(&small).unwrap_err();
        assert!(why.contains("at least 7x8"), "{why}");
    }

    /// A random level like another is of the same puzzle, and its solver solves it.
    #[test]
    fn every_puzzle_makes_a_random_level_like_another() {
        for kind in Kind::ALL {
            let like = kind.generate(&Options::default()).unwrap().level;
            let made = kind
                .random_like(&like, 9)
                .unwrap_or_else(|e| panic!("{kind}: {e}"));
            assert_eq!(made.kind(), kind);
            assert!(made.visit(SolvesWithinPar), "{kind}");
        }
        let shot = Kind::Shot.generate(&Options::default()).unwrap().level;
        assert!(Kind::Fifteen.random_like(&shot, 1).is_err());
    }

    struct SolvesWithinPar;

    impl Visit for SolvesWithinPar {
        type Out = bool;

        fn visit<P: Variant>(self, level: &P) -> bool {
            let moves = level.solve().moves.expect("a made level has a solution");
            let end = level
                .replay(&moves)
                .expect("the solution's moves are legal");
            let par = level.meta().par().map_or(usize::MAX, |p| p as usize);
            end.is_solved() && (P::KIND == Kind::Kodable || moves.len() <= par)
        }
    }
}
