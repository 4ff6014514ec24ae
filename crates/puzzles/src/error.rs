//! Errors in level files and typed text, each pointing at the line and column at fault.

use std::fmt;

/// What is wrong with a piece of text, and where (1-based line and column) when one place is to blame.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// Line and column (both from 1), or `None` when the whole text is at fault.
    pub at: Option<(usize, usize)>,
    /// One sentence saying what was expected.
    pub message: String,
}

impl ParseError {
    /// An error at `line`, `column` (both from 1).
    pub fn at(line: usize, column: usize, message: impl Into<String>) -> ParseError {
        ParseError {
            at: Some((line, column)),
            message: message.into(),
        }
    }

    /// An error about the text as a whole (a missing goal, no ball at all).
    pub fn whole(message: impl Into<String>) -> ParseError {
        ParseError {
            at: None,
            message: message.into(),
        }
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
