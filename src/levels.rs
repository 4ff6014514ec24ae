//! The built-in levels, embedded in the binary at compile time, and reading level files.

use crate::files::NotRead;
use crate::shell::OpenLevel;
use include_dir::{Dir, include_dir};
use puzzles::level_code::Shared;
use puzzles::{AnyLevel, Kind};

static LEVELS: Dir<'_> = include_dir!("$CARGO_MANIFEST_DIR/levels");

/// The most bytes a level file may have.
const MAX_FILE_SIZE: u64 = 1 << 20;

/// What is said of a file over [`MAX_FILE_SIZE`] (only that much of it is ever read).
const TOO_LARGE: &str = "the file is larger than 1 MiB, too large for a level";

/// A level that ships with the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Builtin {
    /// Its path in the source tree, e.g. `levels/shot/01-first-steps.shot`.
    pub path: &'static str,
    /// The file's text.
    pub text: &'static str,
    /// Which puzzle it is.
    pub kind: Kind,
}

impl Builtin {
    /// The file name without directory or extension, e.g. `01-first-steps`.
    pub fn stem(&self) -> &'static str {
        let name = self.path.rsplit('/').next().unwrap_or(self.path);
        name.rsplit_once('.').map_or(name, |(stem, _)| stem)
    }

    /// The level, parsed (built-in levels are checked by the tests, so this cannot fail).
    pub fn level(&self) -> AnyLevel {
        AnyLevel::parse(self.kind, self.text)
            .unwrap_or_else(|e| panic!("built-in level {} is broken: {e}", self.path))
    }

    /// The title from the file, or its name.
    pub fn title(&self) -> String {
        self.level()
            .meta()
            .title()
            .map(str::to_string)
            .unwrap_or_else(|| self.stem().to_string())
    }
}

/// Every built-in level of a kind, in file-name order.
pub fn builtin(kind: Kind) -> Vec<Builtin> {
    let mut out: Vec<Builtin> = LEVELS
        .get_dir(kind.extension())
        .map(|dir| {
            dir.files()
                .filter(|f| f.path().extension().and_then(|e| e.to_str()) == Some(kind.extension()))
                .filter_map(|f| {
                    Some(Builtin {
                        path: f.path().to_str()?,
                        text: f.contents_utf8()?,
                        kind,
                    })
                })
                .collect()
        })
        .unwrap_or_default();
    out.sort_by_key(|b| b.path);
    out
}

/// Every built-in level.
pub fn all_builtin() -> Vec<Builtin> {
    Kind::ALL.into_iter().flat_map(builtin).collect()
}

/// Finds a built-in level by `kind/stem`, `levels/kind/file`, or its file name.
pub fn find_builtin(name: &str) -> Option<Builtin> {
    let name = name.trim_start_matches("./").trim_start_matches("levels/");
    all_builtin().into_iter().find(|b| {
        let rel = b.path.trim_start_matches("levels/");
        let kind_stem = format!("{}/{}", b.kind.extension(), b.stem());
        rel == name || kind_stem == name || b.path.rsplit('/').next() == Some(name)
    })
}

/// Reads a level: a file on disk, or failing that a built-in level of that name.
/// The error is one sentence naming the file and, where it can, the line and column.
/// A level code (`pb1.…`) stands for its level, at the position its moves lead to.
pub fn load(path: &str) -> Result<AnyLevel, String> {
    if is_code(path) {
        return read_code(path)?
            .position()
            .map_err(|e| format!("the level code: {e}"));
    }
    let (text, kind) = read(path)?;
    AnyLevel::parse(kind, &text).map_err(|e| e.in_file(path).to_string())
}

/// Reads a level as [`load`] does, as a request to open it, with the key its progress is
/// saved under: a built-in level's own name, `file/` and the path, or for a level code
/// `mine/`, the kind and a name made from the level (its moves are made as it opens).
pub fn opening(path: &str) -> Result<OpenLevel, String> {
    if is_code(path) {
        let shared = read_code(path)?;
        // A code of a built-in level opens that level, under its own name.
        if let Some(b) = all_builtin()
            .into_iter()
            .find(|b| same_level(&b.level(), &shared.level))
        {
            return Ok(OpenLevel {
                id: format!("{}/{}", b.kind, b.stem()),
                level: b.level(),
                moves: shared.moves,
            });
        }
        let id = format!(
            "mine/{}/{FROM_A_CODE}{}",
            shared.level.kind(),
            short_name(&shared.level.to_text())
        );
        return Ok(OpenLevel {
            id,
            level: shared.level,
            moves: shared.moves,
        });
    }
    let level = load(path)?;
    let id = find_builtin(path)
        .filter(|_| !std::path::Path::new(path).exists())
        .map_or_else(
            || format!("file/{path}"),
            |b| format!("{}/{}", b.kind, b.stem()),
        );
    Ok(OpenLevel {
        id,
        level,
        moves: Vec::new(),
    })
}

/// How the ids of levels opened from a code begin their last part: `mine/KIND/code-…`.
const FROM_A_CODE: &str = "code-";

/// Whether a level's id is that of a level opened from a code.
pub fn is_from_a_code(id: &str) -> bool {
    id.starts_with("mine/")
        && id
            .rsplit('/')
            .next()
            .is_some_and(|name| name.starts_with(FROM_A_CODE))
}

/// Whether two levels are the same level to play: the same puzzle, board and rules, whatever
/// their title, par, author or seed say.
pub fn same_level(a: &AnyLevel, b: &AnyLevel) -> bool {
    let bare = |level: &AnyLevel| {
        let mut level = level.clone();
        for key in ["title", "par", "author", "seed"] {
            level.meta_mut().remove(key);
        }
        level.to_text()
    };
    a.kind() == b.kind() && bare(a) == bare(b)
}

/// Whether a command-line argument is a level code rather than a file's name: it starts as a
/// code does and names no file.
pub fn is_code(arg: &str) -> bool {
    let arg = arg.trim_start();
    arg.strip_prefix(puzzles::level_code::PREFIX)
        .is_some_and(|rest| rest.starts_with(|c: char| c.is_ascii_digit()))
        && !std::path::Path::new(arg).exists()
}

fn read_code(code: &str) -> Result<Shared, String> {
    Shared::from_code(code).map_err(|e| format!("the level code: {e}"))
}

/// A short name made from a text, the same on every machine (FNV-1a, cut to nine digits).
pub fn short_name(text: &str) -> u64 {
    text.bytes().fold(0xcbf29ce484222325u64, |h, b| {
        (h ^ b as u64).wrapping_mul(0x100000001b3)
    }) % 1_000_000_007
}

/// The text and kind of a level file (or built-in level).
pub fn read(path: &str) -> Result<(String, Kind), String> {
    let on_disk = std::path::Path::new(path);
    if !on_disk.exists()
        && let Some(b) = find_builtin(path)
    {
        return Ok((b.text.to_string(), b.kind));
    }
    let kind = kind_of(path)?;
    let bytes = crate::files::read_regular(on_disk, MAX_FILE_SIZE).map_err(|e| match e {
        NotRead::Io(e) => format!("{path}: cannot read the file: {}", describe_io(&e)),
        NotRead::Folder => format!("{path}: is a folder, not a level file"),
        NotRead::NotRegular => format!(
            "{path}: is not a regular file (a device, a pipe or a socket), not a level file"
        ),
        NotRead::TooLarge(_) => format!("{path}: {TOO_LARGE}"),
    })?;
    let text = String::from_utf8(bytes).map_err(|e| {
        let before = &e.as_bytes()[..e.utf8_error().valid_up_to()];
        let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
        let column = before
            .rsplit(|&b| b == b'\n')
            .next()
            .map_or(0, |l| String::from_utf8_lossy(l).chars().count())
            + 1;
        format!("{path}, line {line}, column {column}: the file is not UTF-8 text")
    })?;
    Ok((text, kind))
}

/// A level from a file's name and text, as the browser hands over a file dropped on the page.
pub fn parse_named(name: &str, text: &str) -> Result<AnyLevel, String> {
    let kind = kind_of(name)?;
    if text.len() as u64 > MAX_FILE_SIZE {
        return Err(format!("{name}: {TOO_LARGE}"));
    }
    AnyLevel::parse(kind, text).map_err(|e| e.in_file(name).to_string())
}

/// The puzzle a level file is for, from the end of its name.
fn kind_of(path: &str) -> Result<Kind, String> {
    Kind::from_path(path).ok_or_else(|| {
        let known: Vec<String> = Kind::ALL.iter().map(|k| format!(".{k}")).collect();
        format!(
            "{path}: cannot tell the puzzle from the file name; level files end in {}",
            known.join(", ")
        )
    })
}

fn describe_io(e: &std::io::Error) -> String {
    match e.kind() {
        std::io::ErrorKind::NotFound => {
            "no such file (and no built-in level of that name)".to_string()
        }
        std::io::ErrorKind::PermissionDenied => "permission denied".to_string(),
        _ => e.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_builtin_level_parses() {
        let all = all_builtin();
        assert!(!all.is_empty());
        for b in all {
            AnyLevel::parse(b.kind, b.text).unwrap_or_else(|e| panic!("{}: {e}", b.path));
        }
    }

    #[test]
    fn builtins_are_found_by_short_names() {
        let first = builtin(Kind::Shot)[0];
        assert_eq!(find_builtin(&format!("shot/{}", first.stem())), Some(first));
        assert_eq!(find_builtin(first.path), Some(first));
    }
}
