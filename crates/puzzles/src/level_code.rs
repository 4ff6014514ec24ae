//! Level codes: a level of any kind, and the moves made from it if any, as one short line of
//! text to pass on (in a message, or in a web address after `#code=`).
//!
//! A code is `pb1.` (the format's version) and then, in URL-safe base64 without padding, the
//! level and its moves as JSON, compressed, followed by a CRC-32 of the compressed bytes, so
//! that a code mistyped or cut short is refused rather than read as another level.

use crate::all_puzzles::{AnyLevel, Kind, Variant, Visit};
use crate::error::{Arg, Named, ParseError};
use data_encoding::BASE64URL_NOPAD;
use serde::{Deserialize, Serialize};

/// What every code starts with, before its version.
pub const PREFIX: &str = "pb";

/// The version of the format this build writes and reads.
pub const VERSION: u32 = 1;

/// The most moves a code (or the history of a level left half-way) holds: more than any
/// solution the game makes, few enough that they replay at once.
pub const MAX_MOVES: usize = 10_000;

/// The longest code read, in characters.
pub const MAX_CODE: usize = 100_000;

/// The most bytes a code's data may hold once inflated.
const MAX_DATA: usize = 1 << 20;

/// A level with the moves made from it: what a code holds.
#[derive(Clone, Debug, PartialEq)]
pub struct Shared {
    /// The level, as it starts.
    pub level: AnyLevel,
    /// The moves made from its start, as the JSON of `solve --json` writes them.
    pub moves: Vec<serde_json::Value>,
}

/// Why a code was not read, in one sentence about the code as a whole, named (`code-damaged`)
/// so that a game can say it in its player's language.
pub type CodeError = ParseError;

/// What a code that does not start as one is told.
fn not_a_code() -> CodeError {
    let message = format!("a level code starts with \"{PREFIX}{VERSION}.\"");
    error("code-not-a-code", message).with("start", format!("{PREFIX}{VERSION}."))
}

fn error(name: &'static str, message: impl Into<String>) -> CodeError {
    ParseError::named(name, message)
}

/// The data inside a code.
#[derive(Serialize, Deserialize)]
struct Data {
    kind: Kind,
    level: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    moves: Vec<serde_json::Value>,
}

impl Shared {
    /// A level to share as it starts.
    pub fn level(level: AnyLevel) -> Shared {
        Shared {
            level,
            moves: Vec::new(),
        }
    }

    /// A level with moves made from its start.
    pub fn with_moves<P: Variant>(level: P, moves: &[P::Move]) -> Shared {
        Shared {
            level: level.into_any(),
            moves: moves_json(moves),
        }
    }

    pub fn to_code(&self) -> String {
        let data = Data {
            kind: self.level.kind(),
            level: self.level.to_text(),
            moves: self.moves.clone(),
        };
        let json = serde_json::to_vec(&data).expect("a level serializes");
        let mut bytes = miniz_oxide::deflate::compress_to_vec(&json, 10);
        let check = crc32fast::hash(&bytes);
        bytes.extend_from_slice(&check.to_be_bytes());
        format!("{PREFIX}{VERSION}.{}", BASE64URL_NOPAD.encode(&bytes))
    }

    /// Reads a code (spaces and line breaks around it or inside it are ignored, as a code may
    /// be wrapped when it is passed on).
    pub fn from_code(code: &str) -> Result<Shared, CodeError> {
        let bytes = unwrap(code)?;
        let (data, check) = bytes.split_at(bytes.len() - 4);
        if crc32fast::hash(data).to_be_bytes() != check {
            return Err(error(
                "code-damaged",
                "the code is damaged (its check does not match): was it copied whole?",
            ));
        }
        let json =
            miniz_oxide::inflate::decompress_to_vec_with_limit(data, MAX_DATA).map_err(|_| {
                error(
                    "code-no-unpack",
                    "the code's data does not unpack (or is over 1 MiB)",
                )
            })?;
        let data: Data = serde_json::from_slice(&json).map_err(|e| {
            error(
                "code-data-unread",
                format!("the code's data does not read: {e}"),
            )
        })?;
        let level = AnyLevel::parse(data.kind, &data.level).map_err(|e| {
            let message = format!("the code's {} level does not read: {e}", data.kind.title());
            error("code-level-unread", message)
                .with("puzzle", Arg::Puzzle(data.kind.extension()))
                .with("why", e)
        })?;
        let shared = Shared {
            level,
            moves: data.moves,
        };
        shared.position()?;
        Ok(shared)
    }

    /// The position after the moves, or why one of them cannot be made.
    pub fn position(&self) -> Result<AnyLevel, CodeError> {
        self.level.visit(Replay(&self.moves))
    }

    /// The moves as the level's own type, or why one does not read.
    pub fn moves_of<P: Variant>(&self) -> Result<Vec<P::Move>, CodeError> {
        moves_as::<P>(&self.moves)
    }
}

/// Moves written as JSON, as `solve --json`, codes and the saved place of a level left
/// half-way write them (the other way: [`moves_as`]).
pub fn moves_json<'a, M: Serialize + 'a>(
    moves: impl IntoIterator<Item = &'a M>,
) -> Vec<serde_json::Value> {
    moves
        .into_iter()
        .map(|m| serde_json::to_value(m).expect("moves serialize"))
        .collect()
}

/// Moves written as JSON (as `solve --json` and codes write them), read as moves of puzzle
/// `P`; or which one does not read, and why.
pub fn moves_as<P: Variant>(moves: &[serde_json::Value]) -> Result<Vec<P::Move>, CodeError> {
    if moves.len() > MAX_MOVES {
        let message = format!(
            "{} moves are too many: a code, or a level left half-way, holds at most {MAX_MOVES}",
            moves.len()
        );
        let e = error("code-too-many-moves", message).with("count", moves.len());
        return Err(e.with("most", MAX_MOVES));
    }
    moves
        .iter()
        .enumerate()
        .map(|(i, m)| {
            serde_json::from_value(m.clone()).map_err(|e| {
                let message = format!(
                    "move {} of the code is not a {} move ({m}): {e}",
                    i + 1,
                    P::KIND.title()
                );
                let kind = P::KIND.extension();
                error("code-move-unread", message)
                    .with("number", i + 1)
                    .with("kind", kind)
            })
        })
        .collect()
}

/// The bytes inside a code, its prefix, version and alphabet checked.
fn unwrap(given: &str) -> Result<Vec<u8>, CodeError> {
    let code = given;
    if code.len() > MAX_CODE {
        let message = format!("the code is over {MAX_CODE} characters long");
        return Err(error("code-too-long", message).with("most", MAX_CODE));
    }
    let code: String = code.chars().filter(|c| !c.is_whitespace()).collect();
    let rest = code.strip_prefix(PREFIX).ok_or_else(not_a_code)?;
    let (version, body) = rest.split_once('.').ok_or_else(not_a_code)?;
    match version.parse::<u32>() {
        Ok(VERSION) => {}
        Ok(v) if v > VERSION => {
            let message =
                format!("the code is of version {v}, newer than this puzzlebox reads ({VERSION})");
            return Err(error("code-newer", message)
                .with("version", v)
                .with("read", VERSION));
        }
        _ => {
            return Err(not_a_code());
        }
    }
    if let Some((i, c)) = body
        .chars()
        .enumerate()
        .find(|(_, c)| !(c.is_ascii_alphanumeric() || *c == '-' || *c == '_'))
    {
        // Counted in the code as given, spaces and line breaks included.
        let kept = PREFIX.len() + version.len() + 1 + i;
        let at = given
            .chars()
            .enumerate()
            .filter(|(_, c)| !c.is_whitespace())
            .nth(kept)
            .map_or(kept, |(j, _)| j)
            + 1;
        let message = format!(
            "character {at} of the code ({}) cannot be in a code",
            crate::level_file::show_char(c)
        );
        return Err(error("code-bad-character", message)
            .with("number", at)
            .with("found", c));
    }
    let bytes = BASE64URL_NOPAD.decode(body.as_bytes()).map_err(|_| {
        error(
            "code-cut",
            "the code is cut short or has a character too many",
        )
    })?;
    if bytes.len() < 5 {
        return Err(error(
            "code-too-short",
            "the code is too short to hold a level",
        ));
    }
    Ok(bytes)
}

/// Plays moves given as JSON from a level, for [`Shared::position`].
struct Replay<'a>(&'a [serde_json::Value]);

impl Visit for Replay<'_> {
    type Out = Result<AnyLevel, CodeError>;

    fn visit<P: Variant>(self, level: &P) -> Self::Out {
        let moves = moves_as::<P>(self.0)?;
        level
            .replay(&moves)
            .map(Variant::into_any)
            .map_err(|(i, refused)| {
                let message = format!("move {} of the code cannot be made: {refused}", i + 1);
                let why = ParseError {
                    at: None,
                    message: refused.why,
                    named: refused.kind.unwrap_or(Named::new("move-refused")),
                };
                error("code-move-refused", message)
                    .with("number", i + 1)
                    .with("why", why)
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A character that cannot be in a code is named by its place in the code as given, spaces
    /// and line breaks counted (before, the place skipped them).
    #[test]
    fn a_bad_character_is_named_where_it_stands_in_the_code_as_given() {
        let why = Shared::from_code("pb1.AB CD\nE!F").unwrap_err().to_string();
        assert!(why.contains("character 12 of the code ('!')"), "{why}");
        let why = Shared::from_code("pb1.ABCDE!F").unwrap_err().to_string();
        assert!(why.contains("character 10 of the code ('!')"), "{why}");
    }
}
