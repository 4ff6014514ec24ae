//! What every level file shares: the kind (from the file's extension), `; key: value`
//! metadata lines, and the drawing rows with their line numbers.

use crate::error::ParseError;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The five puzzles.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, PartialOrd, Ord)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    /// Fling balls until one is left (`.shot`).
    Shot,
    /// Fold a chain of cubes into a cube (`.snake`).
    Snake,
    /// Slide blocks until the big one reaches its goal (`.klotski`).
    Klotski,
    /// Program a rolling ball (`.kodable`).
    Kodable,
    /// Slide tiles into order (`.fifteen`).
    Fifteen,
}

impl Kind {
    /// All kinds, in the order the game shows them.
    pub const ALL: [Kind; 5] = [
        Kind::Shot,
        Kind::Snake,
        Kind::Klotski,
        Kind::Kodable,
        Kind::Fifteen,
    ];

    /// The file extension, which is also the name on the command line.
    pub fn extension(self) -> &'static str {
        match self {
            Kind::Shot => "shot",
            Kind::Snake => "snake",
            Kind::Klotski => "klotski",
            Kind::Kodable => "kodable",
            Kind::Fifteen => "fifteen",
        }
    }

    /// The name a player reads.
    pub fn title(self) -> &'static str {
        match self {
            Kind::Shot => "Shot",
            Kind::Snake => "Snake cube",
            Kind::Klotski => "Sliding blocks",
            Kind::Kodable => "Roll-the-ball coding",
            Kind::Fifteen => "Fifteen",
        }
    }

    /// The kind named by a file extension or a command-line word.
    pub fn from_name(name: &str) -> Option<Kind> {
        let name = name.to_ascii_lowercase();
        Kind::ALL.into_iter().find(|k| {
            k.extension() == name
                || match k {
                    Kind::Klotski => name == "blocks" || name == "sliding",
                    Kind::Kodable => name == "roll" || name == "coding",
                    Kind::Snake => name == "cube",
                    Kind::Fifteen => name == "15",
                    Kind::Shot => name == "fling",
                }
        })
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

/// The `; key: value` lines of a level, in file order. Keys are lowercase.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Meta {
    entries: Vec<(String, String)>,
}

impl Meta {
    /// The value of `key`, if the level has one.
    pub fn get(&self, key: &str) -> Option<&str> {
        self.entries
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }

    /// Sets `key` to `value`, replacing an earlier value.
    pub fn set(&mut self, key: &str, value: impl Into<String>) {
        let value = value.into();
        match self.entries.iter_mut().find(|(k, _)| k == key) {
            Some(entry) => entry.1 = value,
            None => self.entries.push((key.to_string(), value)),
        }
    }

    /// Removes `key`.
    pub fn remove(&mut self, key: &str) {
        self.entries.retain(|(k, _)| k != key);
    }

    /// The level's title, if it has one.
    pub fn title(&self) -> Option<&str> {
        self.get("title")
    }

    /// The par (the optimal number of moves) written in the file, if any.
    pub fn par(&self) -> Option<u32> {
        self.get("par").and_then(|p| p.trim().parse().ok())
    }

    /// Every entry, in file order.
    pub fn entries(&self) -> impl Iterator<Item = (&str, &str)> {
        self.entries.iter().map(|(k, v)| (k.as_str(), v.as_str()))
    }

    /// The metadata as `; key: value` lines, each ending in a newline.
    pub fn to_text(&self) -> String {
        self.entries
            .iter()
            .map(|(k, v)| format!("; {k}: {v}\n"))
            .collect()
    }
}

/// One line of a level's drawing: its 1-based line number in the file and its text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Row<'a> {
    /// Line number in the file, from 1.
    pub line: usize,
    /// The text, without the line ending.
    pub text: &'a str,
}

/// A level file split into its metadata and its drawing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Text<'a> {
    /// The `; key: value` lines.
    pub meta: Meta,
    /// The drawing, with blank lines before and after it removed.
    pub rows: Vec<Row<'a>>,
}

/// Splits a level file into metadata and drawing rows.
///
/// A line whose first character is `;` is metadata when it reads `; key: value` and a comment
/// otherwise. Blank lines around the drawing are dropped; blank lines inside it are kept
/// (an empty row of a Shot board may be drawn as a blank line).
pub fn split(text: &str) -> Result<Text<'_>, ParseError> {
    let mut meta = Meta::default();
    let mut rows = Vec::new();
    for (index, raw) in text.lines().enumerate() {
        let line = index + 1;
        let raw = raw.strip_suffix('\r').unwrap_or(raw);
        if let Some(rest) = raw.strip_prefix(';') {
            if let Some((key, value)) = rest.split_once(':') {
                let key = key.trim();
                if !key.is_empty()
                    && key
                        .chars()
                        .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
                {
                    meta.set(&key.to_ascii_lowercase(), value.trim());
                }
            }
            continue;
        }
        rows.push(Row { line, text: raw });
    }
    while rows.first().is_some_and(|r| r.text.trim().is_empty()) {
        rows.remove(0);
    }
    while rows.last().is_some_and(|r| r.text.trim().is_empty()) {
        rows.pop();
    }
    if rows.is_empty() {
        return Err(ParseError::whole(
            "the level has no drawing, only metadata or blank lines",
        ));
    }
    Ok(Text { meta, rows })
}

/// Writes a character for an error message: `'x'`, or a name for one that does not show.
pub fn show_char(c: char) -> String {
    match c {
        ' ' => "a space".to_string(),
        '\t' => "a tab".to_string(),
        c if c.is_control() => format!("the control character U+{:04X}", c as u32),
        c => format!("'{c}'"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn metadata_and_rows_are_separated() {
        let text = "; title: First\n; just a comment\n\nab\n;par: 3\ncd\n\n";
        let t = split(text).unwrap();
        assert_eq!(t.meta.title(), Some("First"));
        assert_eq!(t.meta.par(), Some(3));
        assert_eq!(t.rows.len(), 2);
        assert_eq!(
            t.rows[0],
            Row {
                line: 4,
                text: "ab"
            }
        );
        assert_eq!(
            t.rows[1],
            Row {
                line: 6,
                text: "cd"
            }
        );
    }

    #[test]
    fn empty_level_is_an_error() {
        assert!(split("; title: nothing\n\n").is_err());
    }

    #[test]
    fn kinds_come_from_extensions() {
        assert_eq!(Kind::from_path("levels/shot/one.shot"), Some(Kind::Shot));
        assert_eq!(Kind::from_path("a.klotski"), Some(Kind::Klotski));
        assert_eq!(Kind::from_path("a.txt"), None);
        assert_eq!(Kind::from_name("Fifteen"), Some(Kind::Fifteen));
    }
}
