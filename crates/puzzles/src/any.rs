//! A level of any kind, for code that handles all puzzles alike (the command line, level lists).

use crate::error::ParseError;
use crate::level::{Kind, Meta};
use crate::puzzle::Puzzle;
use crate::{fifteen, klotski, kodable, shot, snake};

/// A parsed level of one of the puzzles.
#[derive(Clone, Debug, PartialEq)]
pub enum AnyLevel {
    /// A Shot board.
    Shot(shot::Board),
    /// A snake: the chain to fold.
    Snake(snake::Chain),
    /// A sliding-block board.
    Klotski(klotski::Board),
    /// A Fifteen board.
    Fifteen(fifteen::Board),
    /// A roll-the-ball coding map.
    Kodable(kodable::Map),
}

impl AnyLevel {
    /// Reads a level of the given kind.
    pub fn parse(kind: Kind, text: &str) -> Result<AnyLevel, ParseError> {
        Ok(match kind {
            Kind::Shot => AnyLevel::Shot(shot::parse(text)?),
            Kind::Snake => AnyLevel::Snake(snake::parse(text)?),
            Kind::Klotski => AnyLevel::Klotski(klotski::parse(text)?),
            Kind::Fifteen => AnyLevel::Fifteen(fifteen::parse(text)?),
            Kind::Kodable => AnyLevel::Kodable(kodable::parse(text)?),
        })
    }

    /// Which puzzle it is.
    pub fn kind(&self) -> Kind {
        match self {
            AnyLevel::Shot(_) => Kind::Shot,
            AnyLevel::Snake(_) => Kind::Snake,
            AnyLevel::Klotski(_) => Kind::Klotski,
            AnyLevel::Fifteen(_) => Kind::Fifteen,
            AnyLevel::Kodable(_) => Kind::Kodable,
        }
    }

    /// The level's metadata.
    pub fn meta(&self) -> &Meta {
        match self {
            AnyLevel::Shot(b) => b.meta(),
            AnyLevel::Snake(c) => c.meta(),
            AnyLevel::Klotski(b) => b.meta(),
            AnyLevel::Fifteen(b) => b.meta(),
            AnyLevel::Kodable(m) => m.meta(),
        }
    }

    /// The level's metadata, to change.
    pub fn meta_mut(&mut self) -> &mut Meta {
        match self {
            AnyLevel::Shot(b) => b.meta_mut(),
            AnyLevel::Snake(c) => c.meta_mut(),
            AnyLevel::Klotski(b) => b.meta_mut(),
            AnyLevel::Fifteen(b) => b.meta_mut(),
            AnyLevel::Kodable(m) => m.meta_mut(),
        }
    }

    /// The level file's text.
    pub fn to_text(&self) -> String {
        match self {
            AnyLevel::Shot(b) => b.to_text(),
            AnyLevel::Snake(c) => c.to_text(),
            AnyLevel::Klotski(b) => b.to_text(),
            AnyLevel::Fifteen(b) => b.to_text(),
            AnyLevel::Kodable(m) => m.to_text(),
        }
    }
}

impl From<shot::Board> for AnyLevel {
    fn from(b: shot::Board) -> AnyLevel {
        AnyLevel::Shot(b)
    }
}

impl From<snake::Chain> for AnyLevel {
    fn from(c: snake::Chain) -> AnyLevel {
        AnyLevel::Snake(c)
    }
}

impl From<klotski::Board> for AnyLevel {
    fn from(b: klotski::Board) -> AnyLevel {
        AnyLevel::Klotski(b)
    }
}

/// The map of a coding (the program written on it is no part of the level).
impl From<kodable::Coding> for AnyLevel {
    fn from(c: kodable::Coding) -> AnyLevel {
        AnyLevel::Kodable(c.map().clone())
    }
}

impl From<fifteen::Board> for AnyLevel {
    fn from(b: fifteen::Board) -> AnyLevel {
        AnyLevel::Fifteen(b)
    }
}
