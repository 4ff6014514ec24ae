//! What every level file shares: `; key: value` metadata lines, and the drawing rows with
//! their line numbers. (Which puzzle a file holds comes from its extension: see
//! [`Kind::from_path`](crate::all_puzzles::Kind::from_path).)

use crate::error::ParseError;
use serde::{Deserialize, Serialize};

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

/// Where a `; key: value` line stands in the file, for errors about its value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MetaPlace {
    /// The key, lowercase.
    pub key: String,
    /// Line number in the file, from 1.
    pub line: usize,
    /// Column of the value's first character, from 1.
    pub column: usize,
}

/// A level file split into its metadata and its drawing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Text<'a> {
    /// The `; key: value` lines.
    pub meta: Meta,
    /// Where each metadata line stands, in file order.
    pub places: Vec<MetaPlace>,
    /// The drawing, with blank lines before and after it removed.
    pub rows: Vec<Row<'a>>,
}

impl Text<'_> {
    /// Line and column of the value of `key`, if the file has that key.
    pub fn place_of(&self, key: &str) -> Option<(usize, usize)> {
        self.places
            .iter()
            .find(|p| p.key == key)
            .map(|p| (p.line, p.column))
    }

    /// `error`, placed in the value of `key`, `offset` characters into it (the whole text if the file
    /// has no such key).
    pub fn error_in(&self, key: &str, offset: usize, error: ParseError) -> ParseError {
        match self.place_of(key) {
            Some((line, column)) => error.placed(line, column + offset),
            None => error,
        }
    }

    /// The place just below the drawing's last row: where something missing from the drawing
    /// would have to go.
    pub fn end(&self) -> (usize, usize) {
        self.rows.last().map_or((1, 1), |r| (r.line + 1, 1))
    }
}

/// The lines of a text, whatever ends them: `\n`, `\r\n` or a lone `\r`.
pub fn lines(text: &str) -> impl Iterator<Item = &str> {
    let mut rest = Some(text);
    std::iter::from_fn(move || {
        let t = rest?;
        match t.find(['\n', '\r']) {
            Some(i) => {
                let skip = if t[i..].starts_with("\r\n") { 2 } else { 1 };
                rest = Some(&t[i + skip..]).filter(|r| !r.is_empty());
                Some(&t[..i])
            }
            None => {
                rest = None;
                Some(t)
            }
        }
    })
}

/// The metadata keys the game reads: each may be given once. Other `; word: …` lines are
/// comments as far as the game is concerned, and may repeat.
const KNOWN_KEYS: [&str; 8] = [
    "title",
    "par",
    "goal",
    "metric",
    "blocks",
    "fold",
    "seed",
    "solutions",
];

/// Metadata keys whose values are whole numbers, with the largest value each may take.
const NUMBER_KEYS: [(&str, u64); 4] = [
    ("par", 1_000_000),
    ("blocks", 1_000),
    ("solutions", u32::MAX as u64),
    ("seed", u64::MAX),
];

/// Reads a whole number written in a file: digits only, at most `most`. `key` says which
/// number it is (a metadata key such as `par`, or `goal-column`); the error says what was
/// found, quoting the text as written.
pub fn whole_number(text: &str, key: &'static str, most: u64) -> Result<u64, ParseError> {
    let text = text.trim();
    let digits = !text.is_empty() && text.chars().all(|c| c.is_ascii_digit());
    let what = english_key(key);
    match text.parse::<u64>() {
        Ok(n) if digits && n <= most => Ok(n),
        _ if digits => Err(ParseError::named(
            "file-number-too-large",
            format!("{what} '{text}' is too large: at most {most}"),
        )
        .with("key", key)
        .with("text", text)
        .with("most", most)),
        _ => Err(ParseError::named(
            "file-number-expected",
            format!("expected {what} as a whole number, found '{text}'"),
        )
        .with("key", key)
        .with("text", text)),
    }
}

/// How an English sentence names the number or value `key` stands for.
pub fn english_key(key: &str) -> String {
    match key.strip_prefix("goal-") {
        Some(part) => format!("the goal's {part}"),
        None => format!("the {key}"),
    }
}

/// Splits a level file into metadata and drawing rows.
///
/// A line whose first character is `;` is metadata when it reads `; key: value` and a comment
/// otherwise; a key the game reads may appear once. Blank lines around the drawing are dropped; blank lines
/// inside it are kept (an empty row of a Shot board may be drawn as a blank line). Lines may
/// end in `\n`, `\r\n` or `\r`, and a byte-order mark at the start is skipped.
pub fn split(text: &str) -> Result<Text<'_>, ParseError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut meta = Meta::default();
    let mut places: Vec<MetaPlace> = Vec::new();
    let mut rows = Vec::new();
    let mut last_line = 0;
    for (index, raw) in lines(text).enumerate() {
        let line = index + 1;
        last_line = line;
        if let Some(rest) = raw.strip_prefix(';') {
            if let Some((key, value)) = rest.split_once(':') {
                let name = key.trim();
                if !name.is_empty()
                    && name
                        .chars()
                        .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
                {
                    let name = name.to_ascii_lowercase();
                    let key_column = 2 + key.chars().take_while(|c| c.is_whitespace()).count();
                    let earlier = places.iter().find(|p| p.key == name);
                    if let Some(first) = earlier.filter(|_| KNOWN_KEYS.contains(&name.as_str())) {
                        let e = ParseError::named(
                            "file-key-twice",
                            format!(
                                "'{name}' is given a second time (first at line {}); give it once",
                                first.line
                            ),
                        );
                        let e = e.with("key", name.as_str()).with("first", first.line);
                        return Err(e.placed(line, key_column));
                    }
                    let lead = value.chars().take_while(|c| c.is_whitespace()).count();
                    let column = 2 + key.chars().count() + 1 + lead;
                    let value = value.trim();
                    if let Some(&(key, most)) = NUMBER_KEYS.iter().find(|(k, _)| *k == name) {
                        whole_number(value, key, most).map_err(|e| e.placed(line, column))?;
                    }
                    meta.set(&name, value);
                    places.push(MetaPlace {
                        key: name,
                        line,
                        column,
                    });
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
        return Err(if text.trim().is_empty() {
            ParseError::named(
                "file-empty",
                "the file is empty: the level's drawing is missing",
            )
        } else {
            ParseError::named(
                "file-no-drawing",
                "the level has only metadata or blank lines: its drawing is missing",
            )
            .placed(last_line + 1, 1)
        });
    }
    Ok(Text { meta, places, rows })
}

/// Writes a character for an error message: `'x'`, or a name for one that does not show
/// (`a space`, `the invisible character U+200B`).
pub fn show_char(c: char) -> String {
    match c {
        ' ' => "a space".to_string(),
        '\t' => "a tab".to_string(),
        c if c.is_control() => format!("the control character U+{:04X}", c as u32),
        c if is_invisible(c) => format!("the invisible character U+{:04X}", c as u32),
        c if c.is_ascii() => format!("'{c}'"),
        c => format!("'{c}' (U+{:04X})", c as u32),
    }
}

/// What stands at a place in some text, for an error message: a character as [`show_char`]
/// writes it, or the end of the text.
pub fn show_or_end(c: Option<char>) -> String {
    c.map_or("the end of the text".to_string(), show_char)
}

/// Characters that take no room or look like a plain space: shown by their code in errors.
pub fn is_invisible(c: char) -> bool {
    c.is_whitespace()
        || matches!(c as u32,
            0x00AD | 0x034F | 0x061C | 0x115F | 0x1160 | 0x17B4 | 0x17B5 | 0x180B..=0x180F
            | 0x200B..=0x200F | 0x202A..=0x202E | 0x2060..=0x206F | 0x3164 | 0xFE00..=0xFE0F
            | 0xFEFF | 0xFFA0 | 0xFFF0..=0xFFFB | 0x1D173..=0x1D17A | 0xE0000..=0xE0FFF)
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
    fn every_line_ending_is_read() {
        for text in [
            "; par: 3\nab\ncd\n",
            "; par: 3\r\nab\r\ncd\r\n",
            "; par: 3\rab\rcd\r",
        ] {
            let t = split(text).unwrap();
            assert_eq!(t.meta.par(), Some(3), "{text:?}");
            let rows: Vec<&str> = t.rows.iter().map(|r| r.text).collect();
            assert_eq!(rows, ["ab", "cd"], "{text:?}");
            assert_eq!(t.rows[1].line, 3);
        }
        assert_eq!(lines("a\r\rb").collect::<Vec<_>>(), ["a", "", "b"]);
    }

    #[test]
    fn a_byte_order_mark_is_skipped() {
        let t = split("\u{feff}; title: T\nab\n").unwrap();
        assert_eq!(t.meta.title(), Some("T"));
        assert_eq!(t.place_of("title"), Some((1, 10)));
    }

    #[test]
    fn a_key_given_twice_is_refused_at_the_second() {
        let e = split("; par: 3\n; title: x\n;  PAR: 4\nab\n").unwrap_err();
        assert_eq!(e.at, Some((3, 4)), "{e}");
        assert!(e.message.contains("first at line 1"), "{e}");
    }

    #[test]
    fn comments_that_look_like_keys_may_repeat() {
        let t = split("; note: one\n; note: two\nab\n").unwrap();
        assert_eq!(t.meta.get("note"), Some("two"));
    }

    #[test]
    fn numbers_in_metadata_are_checked_where_they_stand() {
        let e = split("; par: 18446744073709551616\nab\n").unwrap_err();
        assert_eq!(e.at, Some((1, 8)), "{e}");
        assert!(
            e.message.contains("'18446744073709551616' is too large"),
            "{e}"
        );
        let e = split(";par:-3\nab\n").unwrap_err();
        assert_eq!(e.at, Some((1, 6)), "{e}");
        assert!(e.message.contains("found '-3'"), "{e}");
        assert!(split("; seed: 18446744073709551615\nab\n").is_ok());
    }

    #[test]
    fn missing_drawings_say_what_and_where() {
        let e = split("").unwrap_err();
        assert_eq!(e.at, None);
        assert!(e.message.contains("empty"), "{e}");
        let e = split("; title: t\n\n").unwrap_err();
        assert_eq!(e.at, Some((3, 1)), "{e}");
    }

    #[test]
    fn invisible_characters_are_named_by_their_code() {
        assert_eq!(show_char('\u{200b}'), "the invisible character U+200B");
        assert_eq!(show_char('\u{2028}'), "the invisible character U+2028");
        assert_eq!(show_char('\u{feff}'), "the invisible character U+FEFF");
        assert_eq!(show_char('\u{7}'), "the control character U+0007");
        assert_eq!(show_char('x'), "'x'");
        assert_eq!(show_char('é'), "'é' (U+00E9)");
    }
}
