//! A level's id: what progress keeps a level under and what the game opens it by. Its forms
//! are written and read here only:
//!
//! - `shot/01-the-example`: a built-in level (its puzzle, its file's name);
//! - `mine/shot/made-3`: a level in "Your levels", one the player made (`made-N`), one opened
//!   from a code (`code-…`), or a random one (any other name, its seed);
//! - `daily/2026-11-28/shot`: the day's level of a puzzle;
//! - `file/levels/x.shot`: a level file opened from a folder.
//!
//! An id read from a save is kept as it was written, whatever it says: a puzzle this build
//! does not know (`lights`, without the toy) keeps its records.

use puzzles::Kind;
use puzzles::daily::Date;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A level's id (see the module's page for its forms).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct LevelId(String);

/// How the name of a level the player made begins: `mine/shot/made-3`.
const MADE: &str = "made-";

/// How the name of a level opened from a code begins: `mine/shot/code-…`.
const FROM_A_CODE: &str = "code-";

/// What an id says of its level.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place<'a> {
    /// A built-in level: its puzzle's name in files, and its file's name.
    BuiltIn { puzzle: &'a str, stem: &'a str },
    /// A level in "Your levels": its puzzle's name in files, and its own name.
    Mine { puzzle: &'a str, name: &'a str },
    /// The day's level of a puzzle: the date as written, and the puzzle's name in files.
    Daily { date: &'a str, puzzle: &'a str },
    /// A level file opened from a folder, by its path.
    File { path: &'a str },
    /// None of these (an id from an older or damaged save).
    Other,
}

impl LevelId {
    /// A built-in level's id: `shot/01-the-example`.
    pub fn builtin(kind: Kind, stem: &str) -> LevelId {
        LevelId(format!("{kind}/{stem}"))
    }

    /// The id of a level kept in "Your levels" under `name`: `mine/shot/1234`.
    pub fn mine(kind: Kind, name: &str) -> LevelId {
        LevelId(format!("mine/{kind}/{name}"))
    }

    /// The id of the `n`th level a player makes of a puzzle: `mine/shot/made-3`.
    pub fn made(kind: Kind, n: u64) -> LevelId {
        LevelId::made_of(kind.extension(), n)
    }

    /// [`LevelId::made`], for a puzzle by its name in files, known to this build or not.
    pub fn made_of(puzzle: &str, n: u64) -> LevelId {
        LevelId(format!("mine/{puzzle}/{MADE}{n}"))
    }

    /// The id of a level opened from a code, named by `short` (made from the level).
    pub fn from_a_code(kind: Kind, short: &str) -> LevelId {
        LevelId::mine(kind, &format!("{FROM_A_CODE}{short}"))
    }

    /// The id of a day's level of a puzzle: `daily/2026-11-26/shot`.
    pub fn daily(date: Date, kind: Kind) -> LevelId {
        LevelId(format!("daily/{date}/{kind}"))
    }

    /// The id of a level file opened from a folder.
    pub fn file(path: &str) -> LevelId {
        LevelId(format!("file/{path}"))
    }

    /// The id as written.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// What the id says of its level.
    pub fn place(&self) -> Place<'_> {
        let id = self.0.as_str();
        if let Some(path) = id.strip_prefix("file/") {
            return Place::File { path };
        }
        let parts: Vec<&str> = id.split('/').collect();
        match parts[..] {
            ["mine", puzzle, name] => Place::Mine { puzzle, name },
            ["daily", date, puzzle] => Place::Daily { date, puzzle },
            [puzzle, stem] if puzzle != "mine" && puzzle != "daily" => {
                Place::BuiltIn { puzzle, stem }
            }
            _ => Place::Other,
        }
    }

    /// The name in files of the puzzle its level is of (`shot`), known to this build or not.
    pub fn puzzle(&self) -> Option<&str> {
        match self.place() {
            Place::BuiltIn { puzzle, .. }
            | Place::Mine { puzzle, .. }
            | Place::Daily { puzzle, .. } => Some(puzzle),
            Place::File { .. } | Place::Other => None,
        }
    }

    /// The puzzle its level is of, if this build knows it.
    pub fn kind(&self) -> Option<Kind> {
        self.puzzle().and_then(Kind::from_name)
    }

    /// Whether its level is one of `puzzle`'s (its name in files); with `None`, of any.
    pub fn is_of(&self, puzzle: Option<&str>) -> bool {
        puzzle.is_none_or(|name| self.puzzle() == Some(name))
    }

    /// Whether its level is kept in "Your levels".
    pub fn is_mine(&self) -> bool {
        matches!(self.place(), Place::Mine { .. })
    }

    /// Whether its level is one the player made (not a random one, nor one from a code).
    pub fn is_made(&self) -> bool {
        matches!(self.place(), Place::Mine { name, .. } if name.starts_with(MADE))
    }

    /// Whether its level was opened from a code.
    pub fn is_from_a_code(&self) -> bool {
        matches!(self.place(), Place::Mine { name, .. } if name.starts_with(FROM_A_CODE))
    }

    /// Whether its level is a random one the game made for the player (in "Your levels",
    /// neither made by them nor opened from a code).
    pub fn is_random(&self) -> bool {
        self.is_mine() && !self.is_made() && !self.is_from_a_code()
    }

    /// The date and puzzle of a day's level.
    pub fn of_daily(&self) -> Option<(Date, Kind)> {
        match self.place() {
            Place::Daily { date, puzzle } => {
                Some((Date::parse(date).ok()?, Kind::from_name(puzzle)?))
            }
            _ => None,
        }
    }

    /// Whether it is the id of a day's level.
    pub fn is_daily(&self) -> bool {
        matches!(self.place(), Place::Daily { .. })
    }

    /// The puzzle and file name of a built-in level's id.
    pub fn of_builtin(&self) -> Option<(Kind, &str)> {
        match self.place() {
            Place::BuiltIn { puzzle, stem } => Some((Kind::from_name(puzzle)?, stem)),
            _ => None,
        }
    }

    /// Its last part: a built-in level's file name, a level's own name in "Your levels", a
    /// file's name.
    pub fn last_part(&self) -> &str {
        self.0.rsplit('/').next().unwrap_or(&self.0)
    }
}

impl fmt::Display for LevelId {
    /// As written; a width given pads it (`{:<20}`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(&self.0)
    }
}

impl From<String> for LevelId {
    fn from(id: String) -> LevelId {
        LevelId(id)
    }
}

impl From<&str> for LevelId {
    fn from(id: &str) -> LevelId {
        LevelId(id.to_string())
    }
}

impl From<LevelId> for String {
    fn from(id: LevelId) -> String {
        id.0
    }
}

impl std::ops::Deref for LevelId {
    type Target = str;
    fn deref(&self) -> &str {
        &self.0
    }
}

impl std::borrow::Borrow<str> for LevelId {
    fn borrow(&self) -> &str {
        &self.0
    }
}

impl PartialEq<str> for LevelId {
    fn eq(&self, other: &str) -> bool {
        self.0 == other
    }
}

impl PartialEq<String> for LevelId {
    fn eq(&self, other: &String) -> bool {
        &self.0 == other
    }
}

impl PartialEq<LevelId> for String {
    fn eq(&self, other: &LevelId) -> bool {
        *self == other.0
    }
}

impl PartialEq<&str> for LevelId {
    fn eq(&self, other: &&str) -> bool {
        self.0 == *other
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_form_is_read_as_it_was_written() {
        let date = Date::parse("2026-11-28").unwrap();
        let made = LevelId::made(Kind::Shot, 3);
        assert_eq!(made, "mine/shot/made-3");
        assert!(made.is_made() && made.is_mine() && !made.is_random());
        let random = LevelId::mine(Kind::Fifteen, "1234");
        assert!(random.is_random() && random.kind() == Some(Kind::Fifteen));
        let code = LevelId::from_a_code(Kind::Klotski, "ab12");
        assert!(code.is_from_a_code() && !code.is_random());
        let daily = LevelId::daily(date, Kind::Snake);
        assert_eq!(daily, "daily/2026-11-28/snake");
        assert_eq!(daily.of_daily(), Some((date, Kind::Snake)));
        let builtin = LevelId::builtin(Kind::Shot, "01-the-example");
        assert_eq!(builtin.of_builtin(), Some((Kind::Shot, "01-the-example")));
        assert_eq!(builtin.last_part(), "01-the-example");
        let file = LevelId::file("levels/a/b.shot");
        assert_eq!(
            file.place(),
            Place::File {
                path: "levels/a/b.shot"
            }
        );
        assert_eq!(file.puzzle(), None);
    }

    #[test]
    fn an_id_of_an_unknown_puzzle_or_shape_is_kept_as_it_is() {
        let unknown = LevelId::from("mine/tetris/made-1");
        assert_eq!(unknown.puzzle(), Some("tetris"));
        assert_eq!(unknown.kind(), None);
        assert!(unknown.is_made() && unknown.is_of(Some("tetris")));
        for odd in [
            "",
            "a",
            "mine/x",
            "daily/2026-11-28",
            "a/b/c/d",
            "mine/a/b/c",
        ] {
            let id = LevelId::from(odd);
            assert_eq!(id.place(), Place::Other, "{odd}");
            assert_eq!(id.as_str(), odd);
        }
        let json = serde_json::to_string(&unknown).unwrap();
        assert_eq!(json, "\"mine/tetris/made-1\"");
        assert_eq!(serde_json::from_str::<LevelId>(&json).unwrap(), unknown);
    }
}
