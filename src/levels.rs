//! The built-in levels, embedded in the binary at compile time, and reading level files.

use crate::files::NotRead;
use crate::lang::Words;
use crate::level_id::LevelId;
use crate::shell::OpenLevel;
use include_dir::{Dir, include_dir};
use puzzles::level_code::Shared;
use puzzles::{AnyLevel, Kind};

// Built into the program: the same for every game, never changed.
static LEVELS: Dir<'_> = include_dir!("$CARGO_MANIFEST_DIR/levels");

/// The most bytes a level file may have.
const MAX_FILE_SIZE: u64 = 1 << 20;

/// What is said of a file over [`MAX_FILE_SIZE`] (only that much of it is ever read).
const TOO_LARGE: &str = "the file is larger than 1 MiB, too large for a level";

/// Why a level could not be read: one sentence naming the file and, where it can, the line and
/// column. The command line says it in English ([`std::fmt::Display`], and the `String` errors
/// of [`load`], [`opening`] and [`parse_named`]); the game in the player's language
/// ([`Unread::told`]).
#[derive(Clone, Debug, PartialEq)]
pub enum Unread {
    /// The file's name is not that of a level file.
    Kind { file: String },
    /// No such file, and no built-in level of that name.
    NotFound { file: String },
    /// The system refused to let it be read.
    Denied { file: String },
    /// The system could not read it, for the reason given (the system's words).
    Io { file: String, why: String },
    /// It is a folder.
    Folder { file: String },
    /// It is a device, a pipe or a socket.
    NotRegular { file: String },
    /// It is over [`MAX_FILE_SIZE`].
    TooLarge { file: String },
    /// Its bytes are not UTF-8 text from this line and column on.
    NotUtf8 {
        file: String,
        line: usize,
        column: usize,
    },
    /// Its text is not a level of its puzzle.
    Level(puzzles::LevelError),
    /// A level code that cannot be read or played.
    Code(puzzles::level_code::CodeError),
}

impl std::fmt::Display for Unread {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Unread::Kind { file } => {
                let known: Vec<String> = Kind::ALL.iter().map(|k| format!(".{k}")).collect();
                write!(
                    f,
                    "{file}: cannot tell the puzzle from the file name; level files end in {}",
                    known.join(", ")
                )
            }
            Unread::NotFound { file } => write!(
                f,
                "{file}: cannot read the file: no such file (and no built-in level of that name)"
            ),
            Unread::Denied { file } => {
                write!(f, "{file}: cannot read the file: permission denied")
            }
            Unread::Io { file, why } => write!(f, "{file}: cannot read the file: {why}"),
            Unread::Folder { file } => write!(f, "{file}: is a folder, not a level file"),
            Unread::NotRegular { file } => write!(
                f,
                "{file}: is not a regular file (a device, a pipe or a socket), not a level file"
            ),
            Unread::TooLarge { file } => write!(f, "{file}: {TOO_LARGE}"),
            Unread::NotUtf8 { file, line, column } => write!(
                f,
                "{file}, line {line}, column {column}: the file is not UTF-8 text"
            ),
            Unread::Level(e) => write!(f, "{e}"),
            Unread::Code(why) => write!(f, "the level code: {why}"),
        }
    }
}

impl Unread {
    /// The sentence in the player's language.
    pub fn told(&self, words: Words) -> String {
        match self {
            Unread::Kind { file } => {
                let known: Vec<String> = Kind::ALL.iter().map(|k| format!(".{k}")).collect();
                crate::tr!(
                    words,
                    "error-file-kind",
                    file = file.clone(),
                    endings = known.join(", ")
                )
            }
            Unread::NotFound { file } => {
                crate::tr!(words, "error-file-not-found", file = file.clone())
            }
            Unread::Denied { file } => crate::tr!(words, "error-file-denied", file = file.clone()),
            Unread::Io { file, why } => {
                crate::tr!(
                    words,
                    "error-file-unreadable",
                    file = file.clone(),
                    why = why.clone()
                )
            }
            Unread::Folder { file } => crate::tr!(words, "error-file-folder", file = file.clone()),
            Unread::NotRegular { file } => {
                crate::tr!(words, "error-file-not-regular", file = file.clone())
            }
            Unread::TooLarge { file } => {
                crate::tr!(words, "error-file-too-large", file = file.clone())
            }
            Unread::NotUtf8 { file, line, column } => crate::tr!(
                words,
                "error-file-not-utf8",
                file = file.clone(),
                line = *line,
                column = *column
            ),
            Unread::Level(e) => match e.error.at {
                Some((line, column)) => crate::tr!(
                    words,
                    "error-file-at",
                    file = e.file.clone(),
                    line = line,
                    column = column,
                    why = crate::words_of!(words).why(&e.error)
                ),
                None => crate::tr!(
                    words,
                    "error-file-whole",
                    file = e.file.clone(),
                    why = crate::words_of!(words).why(&e.error)
                ),
            },
            Unread::Code(e) => crate::tr!(
                words,
                "error-level-code",
                why = crate::words_of!(words).why(e)
            ),
        }
    }
}

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

    /// The id its progress is kept under: `kind/stem`.
    pub fn id(&self) -> LevelId {
        LevelId::builtin(self.kind, self.stem())
    }

    /// The chapter of the puzzle's path its level opens (`; chapter:` in its file), if it
    /// opens one: read from the file's metadata alone, without parsing the level.
    pub fn chapter(&self) -> Option<String> {
        let text = puzzles::level_file::split(self.text).ok()?;
        text.meta.get("chapter").map(|c| c.trim().to_string())
    }

    /// The ids it was kept under before (`; was:` in its file: names of its puzzle's files,
    /// apart by commas), from when the packs were put in order of difficulty.
    pub fn former_ids(&self) -> Vec<LevelId> {
        let Ok(text) = puzzles::level_file::split(self.text) else {
            return Vec::new();
        };
        let Some(was) = text.meta.get("was") else {
            return Vec::new();
        };
        was.split(',')
            .map(|stem| LevelId::builtin(self.kind, stem.trim()))
            .collect()
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

    /// The id of its title's message in the language files: `level-shot-01-the-example`.
    pub fn title_message(&self) -> String {
        format!("level-{}-{}", self.kind.extension(), self.stem())
    }

    /// The title the game shows: in the language in force (the command line keeps the file's
    /// English, [`Builtin::title`]).
    pub fn shown_title(&self, words: Words) -> String {
        let id = self.title_message();
        let title = crate::words_of!(words).message(&id, &[]);
        // A level with no message (a mistake the tests catch) keeps its file's title.
        if title == id { self.title() } else { title }
    }
}

/// The title the game shows for the level kept under `id`, when that is a built-in level's
/// (`shot/01-the-example`).
pub fn shown_title_of(words: Words, id: &LevelId) -> Option<String> {
    if let Some((date, _)) = id.of_daily() {
        return Some(crate::tr!(
            words,
            "daily-level-title",
            date = date.to_string()
        ));
    }
    let (kind, stem) = id.of_builtin()?;
    builtin(kind)
        .into_iter()
        .find(|b| b.stem() == stem)
        .map(|b| b.shown_title(words))
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

/// Where the path of a puzzle's built-in levels goes after one of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OnThePath {
    /// To the level after it.
    Next(Builtin),
    /// It was the last: back to the first level not won yet (number from 1, and the level).
    BackTo(usize, Builtin),
    /// It was the last, and every level is won: the path is finished.
    Finished,
}

/// Where the path of built-in levels of `kind` goes after the level `id` (none when that is
/// no built-in level of it), `won` saying which levels the player has won (the one just
/// played counts as won).
pub fn after_on_the_path(
    kind: Kind,
    id: &LevelId,
    won: impl Fn(&LevelId) -> bool,
) -> Option<OnThePath> {
    let path = builtin(kind);
    let here = path.iter().position(|b| b.id() == *id)?;
    if let Some(next) = path.get(here + 1) {
        return Some(OnThePath::Next(*next));
    }
    let unwon = path
        .iter()
        .enumerate()
        .find(|(i, b)| *i != here && !won(&b.id()));
    Some(match unwon {
        Some((i, level)) => OnThePath::BackTo(i + 1, *level),
        None => OnThePath::Finished,
    })
}

/// Every built-in level.
pub fn all_builtin() -> Vec<Builtin> {
    Kind::ALL.into_iter().flat_map(builtin).collect()
}

/// Each built-in level's par (`; par:` in its file): the fewest moves it can be solved in, so
/// that a progress file claiming fewer is refused.
pub fn builtin_pars() -> std::collections::HashMap<LevelId, u32> {
    all_builtin()
        .into_iter()
        .filter_map(|b| {
            let text = puzzles::level_file::split(b.text).ok()?;
            Some((b.id(), text.meta.par()?))
        })
        .collect()
}

/// Each id a built-in level was kept under before, with its id now: the records kept under
/// the first move to the second (see [`crate::progress::Renames`]).
pub fn renames() -> Vec<(LevelId, LevelId)> {
    all_builtin()
        .into_iter()
        .flat_map(|b| {
            let id = b.id();
            b.former_ids().into_iter().map(move |old| (old, id.clone()))
        })
        .collect()
}

/// Names a level the generator made from `seed` in the player's language ("Random level
/// #7"), in place of the core's English name.
pub fn name_made_level(words: Words, level: &mut AnyLevel, seed: u64) {
    let name = crate::tr!(words, "level-random", seed = seed.to_string());
    level.meta_mut().set("title", name);
}

/// A chapter's name in the player's words (its key, where the files give it none).
pub fn chapter_name(words: Words, kind: Kind, chapter: &str) -> String {
    words
        .try_message(&format!("chapter-{kind}-{chapter}"), &[])
        .unwrap_or_else(|| chapter.to_string())
}

/// Finds a built-in level by `kind/stem`, `levels/kind/file`, or its file name.
pub fn find_builtin(name: &str) -> Option<Builtin> {
    let name = name.trim_start_matches("./").trim_start_matches("levels/");
    all_builtin().into_iter().find(|b| {
        let rel = b.path.trim_start_matches("levels/");
        rel == name || b.id() == name || b.path.rsplit('/').next() == Some(name)
    })
}

/// Reads a level: a file on disk, or failing that a built-in level of that name.
/// The error is one sentence naming the file and, where it can, the line and column.
/// A level code (`pb1.…`) stands for its level, at the position its moves lead to.
pub fn load(path: &str) -> Result<AnyLevel, String> {
    try_load(path).map_err(|e| e.to_string())
}

/// [`load`], with the reason a level could not be read as the player is told it.
pub fn try_load(path: &str) -> Result<AnyLevel, Unread> {
    if is_code(path) {
        return read_code(path)?.position().map_err(Unread::Code);
    }
    let (text, kind) = read(path)?;
    AnyLevel::parse(kind, &text).map_err(|e| Unread::Level(e.in_file(path)))
}

/// Reads a level as [`load`] does, as a request to open it, with the key its progress is
/// saved under: a built-in level's own name, `file/` and the path, or for a level code
/// `mine/`, the kind and a name made from the level (its moves are made as it opens).
pub fn opening(path: &str) -> Result<OpenLevel, String> {
    try_opening(path).map_err(|e| e.to_string())
}

/// [`opening`], with the reason a level could not be read as the player is told it
/// ([`Unread::told`]).
pub fn try_opening(path: &str) -> Result<OpenLevel, Unread> {
    if is_code(path) {
        let shared = read_code(path)?;
        // A code of a built-in level opens that level, under its own name.
        if let Some(b) = all_builtin()
            .into_iter()
            .find(|b| same_level(&b.level(), &shared.level))
        {
            return Ok(OpenLevel {
                id: b.id(),
                level: b.level(),
                moves: shared.moves,
            });
        }
        let short = short_name(&shared.level.to_text()).to_string();
        let id = LevelId::from_a_code(shared.level.kind(), &short);
        return Ok(OpenLevel {
            id,
            level: shared.level,
            moves: shared.moves,
        });
    }
    let level = try_load(path)?;
    let id = find_builtin(path)
        .filter(|_| !std::path::Path::new(path).exists())
        .map_or_else(|| LevelId::file(path), |b| b.id());
    Ok(OpenLevel {
        id,
        level,
        moves: Vec::new(),
    })
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

fn read_code(code: &str) -> Result<Shared, Unread> {
    Shared::from_code(code).map_err(Unread::Code)
}

/// A short name made from a text, the same on every machine (FNV-1a, cut to nine digits).
pub fn short_name(text: &str) -> u64 {
    text.bytes().fold(0xcbf29ce484222325u64, |h, b| {
        (h ^ b as u64).wrapping_mul(0x100000001b3)
    }) % 1_000_000_007
}

/// Why the file `file` was not read, as a level file's reading tells it.
pub fn unread(file: &str, not_read: NotRead) -> Unread {
    let file = file.to_string();
    match not_read {
        NotRead::Io(e) => describe_io(file, &e),
        NotRead::Folder => Unread::Folder { file },
        NotRead::NotRegular => Unread::NotRegular { file },
        NotRead::TooLarge(_) => Unread::TooLarge { file },
    }
}

/// The text and kind of a level file (or built-in level).
pub fn read(path: &str) -> Result<(String, Kind), Unread> {
    let on_disk = std::path::Path::new(path);
    if !on_disk.exists()
        && let Some(b) = find_builtin(path)
    {
        return Ok((b.text.to_string(), b.kind));
    }
    let kind = kind_of(path)?;
    let file = path.to_string();
    let bytes = crate::files::read_regular(on_disk, MAX_FILE_SIZE).map_err(|e| unread(&file, e))?;
    let text = String::from_utf8(bytes).map_err(|e| {
        let before = &e.as_bytes()[..e.utf8_error().valid_up_to()];
        let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
        let column = before
            .rsplit(|&b| b == b'\n')
            .next()
            .map_or(0, |l| String::from_utf8_lossy(l).chars().count())
            + 1;
        Unread::NotUtf8 { file, line, column }
    })?;
    Ok((text, kind))
}

/// A level from a file's name and text, as the browser hands over a file dropped on the page.
pub fn parse_named(name: &str, text: &str) -> Result<AnyLevel, String> {
    try_parse_named(name, text).map_err(|e| e.to_string())
}

/// [`parse_named`], with the reason a level could not be read as the player is told it.
pub fn try_parse_named(name: &str, text: &str) -> Result<AnyLevel, Unread> {
    let kind = kind_of(name)?;
    if text.len() as u64 > MAX_FILE_SIZE {
        return Err(Unread::TooLarge {
            file: name.to_string(),
        });
    }
    AnyLevel::parse(kind, text).map_err(|e| Unread::Level(e.in_file(name)))
}

/// The puzzle a level file is for, from the end of its name.
fn kind_of(path: &str) -> Result<Kind, Unread> {
    Kind::from_path(path).ok_or_else(|| Unread::Kind {
        file: path.to_string(),
    })
}

/// Why the system could not read a file.
fn describe_io(file: String, e: &std::io::Error) -> Unread {
    match e.kind() {
        std::io::ErrorKind::NotFound => Unread::NotFound { file },
        std::io::ErrorKind::PermissionDenied => Unread::Denied { file },
        _ => Unread::Io {
            file,
            why: e.to_string(),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn after_the_paths_last_level_it_goes_back_to_one_not_won_or_is_finished() {
        let path = builtin(Kind::Kodable);
        let (first, second, last) = (path[0].id(), path[1].id(), path[path.len() - 1].id());
        let nothing_won = |_: &LevelId| false;
        assert_eq!(
            after_on_the_path(Kind::Kodable, &first, nothing_won),
            Some(OnThePath::Next(path[1]))
        );
        // The last won with the second left behind: back to the second.
        let all_but_second = |id: &LevelId| *id != second;
        assert_eq!(
            after_on_the_path(Kind::Kodable, &last, all_but_second),
            Some(OnThePath::BackTo(2, path[1]))
        );
        assert_eq!(
            after_on_the_path(Kind::Kodable, &last, |_| true),
            Some(OnThePath::Finished)
        );
        let random = LevelId::from("mine/kodable/1");
        assert_eq!(after_on_the_path(Kind::Kodable, &random, |_| true), None);
    }

    #[test]
    fn a_former_id_is_no_level_now_and_was_one_level_only() {
        let now: Vec<LevelId> = all_builtin().iter().map(Builtin::id).collect();
        let renames = renames();
        assert!(renames.len() >= 30, "{renames:?}");
        let olds: std::collections::BTreeSet<&LevelId> =
            renames.iter().map(|(old, _)| old).collect();
        assert_eq!(olds.len(), renames.len(), "each former id is one level's");
        for (old, new) in &renames {
            assert!(!now.contains(old), "{old} is a level now, and was {new}");
        }
        assert!(renames.contains(&(
            LevelId::from("klotski/01-the-original"),
            LevelId::from("klotski/08-the-original")
        )));
    }

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

    /// Every level file under `levels/` (of every puzzle, built or not) has its title in the
    /// language files, `level-<puzzle>-<file name>`, in English word for word as in the file.
    #[test]
    fn every_builtin_level_has_its_title_in_the_language_files() {
        use fluent_templates::fluent_bundle::{FluentBundle, FluentResource};
        let english: unic_langid::LanguageIdentifier = "en".parse().unwrap();
        let mut bundle = FluentBundle::new(vec![english]);
        bundle.set_use_isolating(false);
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("locales/en");
        for file in std::fs::read_dir(dir).unwrap() {
            let text = std::fs::read_to_string(file.unwrap().path()).unwrap();
            if let Ok(resource) = FluentResource::try_new(text) {
                bundle.add_resource(resource).expect("no message twice");
            }
        }
        let mut count = 0;
        for folder in LEVELS.dirs() {
            for file in folder.files() {
                let path = file.path().to_str().unwrap();
                let (Some(stem), Some(text)) = (
                    file.path().file_stem().and_then(|s| s.to_str()),
                    file.contents_utf8(),
                ) else {
                    continue;
                };
                let title = puzzles::level_file::split(text)
                    .ok()
                    .and_then(|t| t.meta.title().map(str::to_string))
                    .unwrap_or_else(|| panic!("{path} has no title"));
                let id = format!("level-{}-{stem}", folder.path().display());
                let message = bundle
                    .get_message(&id)
                    .and_then(|m| m.value())
                    .unwrap_or_else(|| panic!("{path}: no message {id}"));
                let mut errors = Vec::new();
                let words = bundle.format_pattern(message, None, &mut errors);
                assert_eq!(words, title, "{id} is not the title of {path}");
                count += 1;
            }
        }
        assert!(count >= 70, "{count} levels");
        // The game shows them (in English here, the language tests run in).
        for b in all_builtin() {
            assert_eq!(b.shown_title(Words::ENGLISH), b.title(), "{}", b.path);
            let id = b.id();
            assert_eq!(shown_title_of(Words::ENGLISH, &id), Some(b.title()));
        }
        assert_eq!(
            shown_title_of(Words::ENGLISH, &"mine/shot/made-1".into()),
            None
        );
    }

    /// A chapter of a puzzle's path (`; chapter:` on its first level) is shown with its name
    /// and what it teaches, from the language files.
    #[test]
    fn every_chapter_of_the_builtin_levels_has_a_name_and_says_what_it_teaches() {
        let mut chapters = 0;
        for b in all_builtin() {
            let level = b.level();
            let Some(chapter) = level.meta().get("chapter").map(str::trim) else {
                continue;
            };
            for id in [
                format!("chapter-{}-{chapter}", b.kind),
                format!("chapter-{}-{chapter}-teaches", b.kind),
            ] {
                let said = Words::ENGLISH.try_message(&id, &[]);
                assert!(said.is_some(), "{}: no message {id}", b.path);
            }
            chapters += 1;
        }
        assert!(chapters >= 5, "{chapters} chapters");
    }
}
