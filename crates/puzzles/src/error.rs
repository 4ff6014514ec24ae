//! Errors in level files and typed text, each pointing at the line and column at fault, and
//! each named so that a game can say it in its player's language.

use std::fmt;

/// Which error or refusal a text or a move met, by a name that stays the same from version to
/// version (`fifteen-row-length`), with what its sentence names: so that a game can say it in
/// its player's language while the command line keeps the English sentence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Named {
    /// The name, which is also the id of its message in the game's language files.
    pub name: &'static str,
    /// What the sentence names, by the names its message gives them.
    pub args: Vec<(&'static str, Arg)>,
}

/// Something an error's sentence names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// A count, a size, a line.
    Number(u64),
    /// Text quoted as written (a word, a key of a level file, a code's version).
    Text(String),
    /// The character found where another was expected, or `None` for the end of the text.
    Found(Option<char>),
    /// Another error, which this one frames (a code's level that does not read).
    Cause(Box<ParseError>),
    /// A puzzle, by its file extension: a game writes its name in the player's words.
    Puzzle(&'static str),
}

impl From<usize> for Arg {
    fn from(n: usize) -> Arg {
        Arg::Number(n as u64)
    }
}

impl From<u64> for Arg {
    fn from(n: u64) -> Arg {
        Arg::Number(n)
    }
}

impl From<u32> for Arg {
    fn from(n: u32) -> Arg {
        Arg::Number(n.into())
    }
}

impl From<&str> for Arg {
    fn from(text: &str) -> Arg {
        Arg::Text(text.to_string())
    }
}

impl From<String> for Arg {
    fn from(text: String) -> Arg {
        Arg::Text(text)
    }
}

impl From<char> for Arg {
    fn from(c: char) -> Arg {
        Arg::Found(Some(c))
    }
}

impl From<Option<char>> for Arg {
    fn from(c: Option<char>) -> Arg {
        Arg::Found(c)
    }
}

impl From<ParseError> for Arg {
    fn from(e: ParseError) -> Arg {
        Arg::Cause(Box::new(e))
    }
}

impl Named {
    /// A name with nothing named yet.
    pub fn new(name: &'static str) -> Named {
        Named {
            name,
            args: Vec::new(),
        }
    }
}

/// What is wrong with a piece of text, and where (1-based line and column) when one place is to blame.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// Line and column (both from 1), or `None` when the whole text is at fault.
    pub at: Option<(usize, usize)>,
    /// One sentence saying what was expected, in English.
    pub message: String,
    /// Which error it is, for a game to say in its own words.
    pub named: Named,
}

impl ParseError {
    /// An error named `name` about the text as a whole (a missing goal, no ball at all),
    /// saying `message`; [`ParseError::placed`] points it at one place.
    pub fn named(name: &'static str, message: impl Into<String>) -> ParseError {
        ParseError {
            at: None,
            message: message.into(),
            named: Named::new(name),
        }
    }

    /// The same error at `line`, `column` (both from 1).
    pub fn placed(mut self, line: usize, column: usize) -> ParseError {
        self.at = Some((line, column));
        self
    }

    /// The same error, with something its sentence names.
    pub fn with(mut self, name: &'static str, value: impl Into<Arg>) -> ParseError {
        self.named.args.push((name, value.into()));
        self
    }

    /// The same error, told about the file it came from.
    pub fn in_file(self, file: impl Into<String>) -> LevelError {
        LevelError {
            file: file.into(),
            error: self,
        }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.at {
            Some((line, column)) => write!(f, "line {line}, column {column}: {}", self.message),
            None => f.write_str(&self.message),
        }
    }
}

impl std::error::Error for ParseError {}

/// A [`ParseError`] in a named file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LevelError {
    /// The file name as the user gave it.
    pub file: String,
    /// What is wrong inside it.
    pub error: ParseError,
}

impl fmt::Display for LevelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.file)?;
        if let Some((line, column)) = self.error.at {
            write!(f, ", line {line}, column {column}")?;
        }
        write!(f, ": {}", self.error.message)
    }
}

impl std::error::Error for LevelError {}
