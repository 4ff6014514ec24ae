//! Both crates read from the bottom up. Every top-level module sits in a layer and imports
//! only from the layers below it (never from its own layer, nor from one above), and the files
//! of one folder never import each other in a circle. This test reads the sources themselves:
//! every `crate::`, `$crate::` and `super::` path outside `#[cfg(test)]` counts, in a `use` or
//! anywhere else. docs/ARCHITECTURE.md draws the same layers. And no code outside the table of
//! puzzles and a puzzle's own files names that puzzle's kind.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The game crate's layers, from the bottom up.
const GAME_LAYERS: &[(&str, &[&str])] = &[
    ("a level's id", &["level_id"]),
    (
        "what every part agrees on, and plain facilities",
        &[
            "shell",
            "calendar",
            "lang",
            "log",
            "files",
            "system_libraries",
            "text_format",
        ],
    ),
    (
        "facilities of the engine",
        &["fonts", "input", "jobs", "notice", "redraw", "spoken"],
    ),
    (
        "the look, the board, level files, saves, work done elsewhere, the interface in a page",
        &[
            "page_tree",
            "theme",
            "tween",
            "board",
            "levels",
            "progress",
            "render_quality",
            "screen_reader",
            "workers",
        ],
    ),
    (
        "writing on the board, files dropped, sound, the daily set",
        &["board_text", "file_drop", "sound", "daily_set"],
    ),
    ("the shared session", &["play"]),
    (
        "the HUD, and what the editor and new levels share with the puzzles",
        &["editor", "hud", "random_levels"],
    ),
    ("one plugin per puzzle", &["games"]),
    (
        "the screens, and what watches them all",
        &["screens", "screenshot", "frame_pacing"],
    ),
    ("reopening where the game was left", &["reopen"]),
    ("the game", &["app"]),
    ("the command line", &["cli"]),
];

/// The core crate's layers, from the bottom up.
const CORE_LAYERS: &[(&str, &[&str])] = &[
    ("leaves", &["error", "grid", "search", "generate"]),
    ("level files", &["level_file"]),
    ("drawings of levels", &["drawing"]),
    ("what a puzzle is", &["puzzle"]),
    // The puzzles' modules, from the table's rows: see `core_layers`.
    ("the puzzles", &[]),
    ("the table of the puzzles", &["all_puzzles"]),
    (
        "a level of any puzzle: codes, drafts, two solutions compared",
        &["level_code", "edit", "compare"],
    ),
    (
        "the day's five levels, and a player's rating",
        &["daily", "rating"],
    ),
];

/// A crate's layers, from the bottom up: each a name and its modules.
type Layers = Vec<(&'static str, Vec<String>)>;

fn owned(layers: &[(&'static str, &[&str])]) -> Layers {
    layers
        .iter()
        .map(|(name, modules)| (*name, modules.iter().map(|m| m.to_string()).collect()))
        .collect()
}

fn game_layers() -> Layers {
    owned(GAME_LAYERS)
}

/// The core's layers, the puzzles' being the modules the table names.
fn core_layers() -> Layers {
    let mut layers = owned(CORE_LAYERS);
    for (name, modules) in &mut layers {
        if *name == "the puzzles" {
            *modules = puzzle_names();
        }
    }
    layers
}

#[test]
fn the_game_crate_imports_only_downwards() {
    let problems = check(&here().join("src"), "src", &game_layers());
    assert!(problems.is_empty(), "\n{}", problems.join("\n"));
}

#[test]
fn the_core_crate_imports_only_downwards() {
    let root = here().join("crates/puzzles/src");
    let problems = check(&root, "crates/puzzles/src", &core_layers());
    assert!(problems.is_empty(), "\n{}", problems.join("\n"));
}

/// The puzzles, by the names of their modules, read from the table's rows (`Shot:
/// $crate::shot::Board => …` in `each_puzzle!`, crates/puzzles/src/all_puzzles.rs): the one
/// list of the puzzles, which the checks below follow.
fn puzzle_names() -> Vec<String> {
    let text = std::fs::read_to_string(here().join("crates/puzzles/src/all_puzzles.rs")).unwrap();
    table_modules(&text)
}

/// The modules a table's rows name (`$crate::NAME::…`), in the table's order.
fn table_modules(text: &str) -> Vec<String> {
    let tokens = tokens(text);
    let start = tokens
        .windows(3)
        .position(|w| {
            w[0].0 == Token::Word("macro_rules".into())
                && w[2].0 == Token::Word("each_puzzle".into())
        })
        .expect("all_puzzles.rs defines each_puzzle!");
    let mut out: Vec<String> = Vec::new();
    let mut depth = 0;
    for (k, (token, _)) in tokens.iter().enumerate().skip(start) {
        match token {
            Token::Punct("{") => depth += 1,
            Token::Punct("}") => {
                depth -= 1;
                if depth == 0 {
                    break;
                }
            }
            Token::Word(w) if w == "crate" => {
                if let [(Token::Punct("::"), _), (Token::Word(module), _), ..] = &tokens[k + 1..]
                    && !out.contains(module)
                {
                    out.push(module.clone());
                }
            }
            _ => {}
        }
    }
    assert!(!out.is_empty(), "each_puzzle! names no module");
    out
}

#[test]
fn the_puzzles_are_read_from_the_table() {
    let table = "macro_rules! each_puzzle { ($then:ident) => { $then! {\n\
        Shot: $crate::shot::Board => \"shot\";\n\
        Snake: $crate::snake::play::Folding => \"snake\"; } } }\n\
        fn other() { crate::level_code::x(); }";
    assert_eq!(table_modules(table), ["shot", "snake"]);
    let names = puzzle_names();
    assert!(
        names.len() >= 5 && names.contains(&"fifteen".to_string()),
        "{names:?}"
    );
}

/// A puzzle is named (as its kind, `Kind::Shot`, or in any identifier: a field
/// `fifteen_numbers`, a variant `FifteenFloor`, a path `puzzles::klotski::Metric`) only in the
/// table of the puzzles and in its own files (`shot.rs`, `shot/`, `src/cli/shot.rs`…), tests
/// and the lines that declare its modules aside: everything else works for any puzzle, and
/// what a puzzle has of its own (colours, sounds, settings) is declared in its files.
#[test]
fn no_code_names_a_puzzle_outside_its_own_files() {
    let mut found = Vec::new();
    for (root, shown_as) in [
        (here().join("src"), "src"),
        (here().join("crates/puzzles/src"), "crates/puzzles/src"),
    ] {
        let mut sources = Vec::new();
        for path in rust_files(&root) {
            let relative = path.strip_prefix(&root).unwrap().to_path_buf();
            let text = std::fs::read_to_string(&path).unwrap();
            let file = format!("{shown_as}/{}", relative.display());
            sources.push((module_path(&relative), file, text));
        }
        found.extend(puzzles_named_in(&sources));
    }
    assert!(found.is_empty(), "\n{}", found.join("\n"));
}

/// Each puzzle's words are in a file of its own, `locales/<language>/<puzzle>.ftl`: no other
/// word file holds a message whose id names a puzzle (`shot-rule-1`, `level-klotski-…`), a
/// select over the puzzles (`[shot] …`), or a message only one puzzle's files use.
#[test]
fn no_shared_word_file_holds_a_puzzle_message() {
    let puzzles = puzzle_names();
    let mut sources = Vec::new();
    for root in ["src", "crates/puzzles/src"] {
        for path in rust_files(&here().join(root)) {
            let relative = path.strip_prefix(here().join(root)).unwrap().to_path_buf();
            sources.push((
                module_path(&relative),
                std::fs::read_to_string(&path).unwrap(),
            ));
        }
    }
    let mut found = Vec::new();
    for language in std::fs::read_dir(here().join("locales")).unwrap() {
        for file in std::fs::read_dir(language.unwrap().path()).unwrap() {
            let path = file.unwrap().path();
            let stem = path.file_stem().unwrap().to_string_lossy().into_owned();
            if puzzles.contains(&stem) {
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap();
            let shown = path.strip_prefix(here()).unwrap().display().to_string();
            found.extend(puzzle_messages(&shown, &text, &puzzles, &sources));
        }
    }
    assert!(found.is_empty(), "\n{}", found.join("\n"));
}

/// Where a shared word file (`file`, its `text`) holds a puzzle's words: a message whose id
/// names one of `puzzles`, a select with a puzzle's name as a key, or a message that only
/// one puzzle's files of `sources` (module path, text) ask for.
fn puzzle_messages(
    file: &str,
    text: &str,
    puzzles: &[String],
    sources: &[(Vec<String>, String)],
) -> Vec<String> {
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let key = line.trim_start().trim_start_matches('*');
        if let Some(variant) = key.strip_prefix('[').and_then(|k| k.split(']').next())
            && puzzles.iter().any(|p| p == variant.trim())
        {
            out.push(format!("{file}:{} selects on the puzzle {variant}", n + 1));
        }
        let Some((id, _)) = line.split_once(" =") else {
            continue;
        };
        if line.starts_with([' ', '#', '[', '*', '}']) || id.is_empty() {
            continue;
        }
        if let Some(p) = id.split('-').find(|w| puzzles.iter().any(|p| p == w)) {
            out.push(format!("{file}:{} holds {id}, a message of {p}", n + 1));
            continue;
        }
        let quoted = format!("\"{id}\"");
        let askers: BTreeSet<Option<&String>> = sources
            .iter()
            .filter(|(_, text)| text.contains(&quoted))
            .map(|(module, _)| module.iter().find(|m| puzzles.contains(m)))
            .collect();
        if let [Some(p)] = askers.into_iter().collect::<Vec<_>>()[..] {
            out.push(format!(
                "{file}:{} holds {id}, which only {p}'s files ask for",
                n + 1
            ));
        }
    }
    out
}

#[test]
fn the_word_check_sees_a_puzzle_message_in_a_shared_file() {
    let puzzles = vec!["shot".to_string(), "fifteen".to_string()];
    let sources = vec![
        (
            vec!["games".into(), "fifteen".into()],
            "tr!(w, \"play-within-fewest\")".into(),
        ),
        (vec!["hud".into()], "tr!(w, \"hud-undo\")".into()),
        (
            vec!["games".into(), "shot".into()],
            "tr!(w, \"hud-undo\")".into(),
        ),
    ];
    let text = "## a heading\nhud-undo = Undo\nshot-rule-1 = Leave one\n\
        play-within-fewest = Within\nname = { $kind ->\n    [shot] Shot\n   *[other] x\n}\n";
    let found = puzzle_messages("main.ftl", text, &puzzles, &sources);
    let expected = [
        "main.ftl:3 holds shot-rule-1, a message of shot",
        "main.ftl:4 holds play-within-fewest, which only fifteen's files ask for",
        "main.ftl:6 selects on the puzzle shot",
    ];
    assert_eq!(found, expected, "\n{}", found.join("\n"));
}

/// A puzzle joins the collection through its own files and the table's row alone: every file
/// that names the toy puzzle (Lights, built with the `toy` feature), in Rust outside tests or
/// by its own name (a level, a words file), is one of its own files or the table.
#[test]
fn the_toy_puzzle_is_named_only_in_its_own_files_and_the_table() {
    let mut naming = BTreeSet::new();
    for root in ["src", "crates/puzzles/src"] {
        for path in rust_files(&here().join(root)) {
            let text = std::fs::read_to_string(&path).unwrap();
            if names_outside_tests(&text, "lights") {
                naming.insert(path.strip_prefix(here()).unwrap().display().to_string());
            }
        }
    }
    for root in ["levels", "locales", "web", "assets"] {
        for path in all_files(&here().join(root)) {
            let shown = path.strip_prefix(here()).unwrap().display().to_string();
            if words_in(&shown).contains(&"lights".to_string()) {
                naming.insert(shown);
            }
        }
    }
    let own = |file: &String| {
        file.starts_with("levels/lights/")
            || (file.starts_with("locales/") && file.ends_with("/lights.ftl"))
            || [
                "crates/puzzles/src/lights.rs",
                "crates/puzzles/src/all_puzzles.rs",
                "src/games/lights.rs",
                "src/cli/lights.rs",
            ]
            .contains(&file.as_str())
    };
    let elsewhere: Vec<&String> = naming.iter().filter(|f| !own(f)).collect();
    assert!(elsewhere.is_empty(), "the toy is named in {elsewhere:?}");
    assert!(naming.len() > 4 + 6, "its own files name it: {naming:?}");
}

/// Whether Rust source names `word` in an identifier or a string, outside `#[cfg(test)]`.
fn names_outside_tests(text: &str, word: &str) -> bool {
    let tokens = tokens(text);
    let mut i = 0;
    while i < tokens.len() {
        if tokens[i].0 == Token::Punct("#") && is_cfg_test(&tokens, i) {
            i = end_of_item(&tokens, i);
            continue;
        }
        let words = match &tokens[i].0 {
            Token::Word(w) => words_of(w),
            Token::Str(s) => words_in(s),
            Token::Punct(_) => Vec::new(),
        };
        if words.iter().any(|w| w == word) {
            return true;
        }
        i += 1;
    }
    false
}

/// Every file under `dir`, at any depth.
fn all_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir).into_iter().flatten() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            out.extend(all_files(&path));
        } else {
            out.push(path);
        }
    }
    out
}

/// [`puzzles_named`] in every file of a crate but its tests (modules declared
/// `#[cfg(test)] mod name;` in files of their own).
fn puzzles_named_in(sources: &[(Vec<String>, String, String)]) -> Vec<String> {
    let test_only = test_only_modules(sources);
    sources
        .iter()
        .filter(|(module, _, _)| !test_only.iter().any(|t| module.starts_with(t)))
        .flat_map(|(module, file, text)| puzzles_named(module, file, text))
        .collect()
}

/// Where a file of module `module` names a puzzle that is not its own, outside `#[cfg(test)]`
/// and `mod` declarations: each identifier once per line.
fn puzzles_named(module: &[String], file: &str, text: &str) -> Vec<String> {
    if module == ["all_puzzles"] {
        return Vec::new();
    }
    let puzzles = puzzle_names();
    let tokens = tokens(text);
    let mut out: Vec<String> = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        if tokens[i].0 == Token::Punct("#") && is_cfg_test(&tokens, i) {
            i = end_of_item(&tokens, i);
            continue;
        }
        let (words, line) = match &tokens[i] {
            (Token::Word(word), line)
                if !(i > 0 && tokens[i - 1].0 == Token::Word("mod".into())) =>
            {
                (words_of(word), line)
            }
            (Token::Str(text), line) => (words_in(text), line),
            _ => (Vec::new(), &0),
        };
        let named = words
            .into_iter()
            .find(|w| puzzles.contains(w) && !module.contains(w));
        if let Some(puzzle) = named {
            let what = match &tokens[i].0 {
                Token::Word(word) | Token::Str(word) => word,
                Token::Punct(p) => *p,
            };
            let problem = format!("{file}:{line} names the puzzle {puzzle} ({what})");
            if !out.contains(&problem) {
                out.push(problem);
            }
        }
        i += 1;
    }
    out
}

/// The words of a string, in lower case: `"klotski/01-side-step"` is `klotski`, `01`, `side`
/// and `step`.
fn words_in(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect()
}

/// The words of an identifier, in lower case: `fifteen_numbers` and `FifteenNumbers` are
/// `fifteen` and `numbers`.
fn words_of(identifier: &str) -> Vec<String> {
    let mut out = Vec::new();
    for part in identifier.split('_') {
        let chars: Vec<char> = part.chars().collect();
        let mut word = String::new();
        for (k, &c) in chars.iter().enumerate() {
            let after_lower = k > 0 && !chars[k - 1].is_uppercase();
            let before_lower = chars.get(k + 1).is_some_and(|n| n.is_lowercase());
            let starts_hump = k > 0 && chars[k - 1].is_uppercase() && before_lower;
            if c.is_uppercase() && (after_lower || starts_hump) && !word.is_empty() {
                out.push(std::mem::take(&mut word));
            }
            word.extend(c.to_lowercase());
        }
        if !word.is_empty() {
            out.push(word);
        }
    }
    out
}

#[test]
fn an_identifier_is_read_word_by_word() {
    assert_eq!(words_of("fifteen_numbers"), ["fifteen", "numbers"]);
    assert_eq!(words_of("FifteenFloor"), ["fifteen", "floor"]);
    assert_eq!(words_of("HTTPServer"), ["http", "server"]);
    assert_eq!(words_of("Kind"), ["kind"]);
    assert_eq!(words_of("shotgun"), ["shotgun"]);
}

/// The checker of names sees a puzzle named in a shared module as a field, a variant, a path
/// and a kind, and lets the puzzle's own files, the table, tests and `mod` lines name it.
#[test]
fn the_checker_catches_a_puzzle_named_outside_its_own_files() {
    let files = [
        (
            "theme.rs",
            "pub struct Palette { pub fifteen_socket: Color }\nenum Paint { FifteenFloor }",
        ),
        (
            "cli/solve.rs",
            "use puzzles::klotski::Metric;\nfn f() { Kind::Shot; }\nconst OLD: &str = \"kodable/02-stairs\";",
        ),
        (
            "cli/mod.rs",
            "mod shot;\n#[cfg(test)]\nmod tests { use crate::snake; }",
        ),
        (
            "puzzles/shot.rs",
            "const SHOT_BALL: u8 = 1; fn f() { Kind::Shot; }",
        ),
        ("all_puzzles.rs", "Shot: crate::shot::Board;"),
        ("progress/mod.rs", "#[cfg(test)]\nmod tests;"),
        (
            "progress/tests.rs",
            "fn t() { open(\"x\", Kind::Fifteen); }",
        ),
    ];
    let sources: Vec<_> = files
        .iter()
        .map(|(path, text)| {
            (
                module_path(Path::new(path)),
                path.to_string(),
                text.to_string(),
            )
        })
        .collect();
    let found = puzzles_named_in(&sources);
    let expected = [
        "theme.rs:1 names the puzzle fifteen (fifteen_socket)",
        "theme.rs:2 names the puzzle fifteen (FifteenFloor)",
        "cli/solve.rs:1 names the puzzle klotski (klotski)",
        "cli/solve.rs:2 names the puzzle shot (Shot)",
        "cli/solve.rs:3 names the puzzle kodable (\"kodable/02-stairs\")",
    ];
    assert_eq!(found, expected, "\n{}", found.join("\n"));
}

/// Each crate's root declares its modules layer by layer, from the bottom up, each once.
#[test]
fn the_crate_roots_list_the_modules_layer_by_layer() {
    for (root, layers) in [
        ("src/lib.rs", game_layers()),
        ("crates/puzzles/src/lib.rs", core_layers()),
    ] {
        let text = std::fs::read_to_string(here().join(root)).unwrap();
        let declared = declared_modules(&text);
        let layer_of = |m: &str| layers.iter().position(|(_, ms)| ms.iter().any(|x| x == m));
        let order: Vec<Option<usize>> = declared.iter().map(|m| layer_of(m)).collect();
        assert!(
            order.iter().all(Option::is_some) && order.is_sorted(),
            "{root} declares {declared:?}: layer by layer from the bottom up"
        );
        let all: usize = layers.iter().map(|(_, ms)| ms.len()).sum();
        assert_eq!(declared.len(), all, "{root}: each module once");
    }
}

/// The modules a crate's root declares (`pub mod name;`, and the puzzles' modules where it
/// writes `each_puzzle!(puzzle_modules)`), in order.
fn declared_modules(text: &str) -> Vec<String> {
    let tokens = tokens(text);
    let mut out = Vec::new();
    for w in tokens.windows(3) {
        match w {
            [
                (Token::Word(m), _),
                (Token::Word(name), _),
                (Token::Punct(";"), _),
            ] if m == "mod" => out.push(name.clone()),
            [
                (Token::Word(each), _),
                (Token::Punct("!"), _),
                (Token::Punct("("), _),
            ] if each == "each_puzzle" => out.extend(puzzle_names()),
            _ => {}
        }
    }
    out
}

/// docs/ARCHITECTURE.md draws each crate's layers, top first, one module per line's first
/// column, layers apart by a rule: the same modules in the same layers as the test's.
#[test]
fn the_architecture_document_draws_these_layers() {
    let doc = std::fs::read_to_string(here().join("docs/ARCHITECTURE.md")).unwrap();
    for (heading, layers) in [
        ("### The game", game_layers()),
        ("### The core", core_layers()),
    ] {
        let mut drawn = drawn_layers(&doc, heading);
        drawn.reverse();
        let wanted: Vec<BTreeSet<String>> = layers
            .iter()
            .map(|(_, modules)| modules.iter().map(|m| m.to_string()).collect())
            .collect();
        assert_eq!(drawn, wanted, "docs/ARCHITECTURE.md, {heading}");
    }
}

/// The layers drawn under `heading`: the names in the first column of each line, layer by
/// layer (a line of `─` between two), top first.
fn drawn_layers(doc: &str, heading: &str) -> Vec<BTreeSet<String>> {
    let after = &doc[doc.find(heading).expect("the heading is there")..];
    let block = after
        .split("```")
        .nth(1)
        .expect("a drawing under the heading");
    let mut layers = vec![BTreeSet::new()];
    for line in block.lines() {
        if line.trim_start().starts_with('─') {
            layers.push(BTreeSet::new());
        } else if let Some(text) = line.strip_prefix(' ')
            && !text.starts_with(' ')
            && !text.is_empty()
        {
            let column = text.split("  ").next().unwrap_or(text);
            for name in column.split(',') {
                let name = name.trim().trim_end_matches('/');
                layers.last_mut().unwrap().insert(name.to_string());
            }
        }
    }
    layers
}

/// The checker itself sees what it must: an import going up, one within a layer, one to the
/// root's re-export rather than the owner, and a circle of files, each named with its line.
#[test]
fn the_checker_catches_what_goes_up_and_what_goes_round() {
    let layers = owned(&[("low", &["a", "b"]), ("high", &["c"])]);
    let files = [
        (
            "lib.rs",
            "pub mod a; pub mod b; pub mod c; pub use a::Thing;",
        ),
        (
            "a.rs",
            "use crate::b::X;\n\nfn f() { crate::c::go(); }\n#[cfg(test)]\nmod t;",
        ),
        // A test module in a file of its own may use anything.
        ("a/t.rs", "use crate::c::go;"),
        ("b.rs", "pub struct X;\nuse crate::Thing;"),
        (
            "c/mod.rs",
            "mod d; mod e;\nuse crate::{a, b::X};\n#[cfg(test)]\nmod tests { use crate::c::d; }",
        ),
        ("c/d.rs", "use super::e::Y;"),
        (
            "c/e.rs",
            "pub struct Y;\nfn g() { super::super::c::d::h(); }",
        ),
    ];
    let sources = files
        .iter()
        .map(|(path, text)| {
            (
                module_path(Path::new(path)),
                path.to_string(),
                text.to_string(),
            )
        })
        .collect();
    let problems = check_sources(sources, "x", &layers);
    let expected = [
        "x/a.rs:1 imports crate::b: a and b are both in the layer \"low\"",
        "x/a.rs:3 imports crate::c: a (\"low\") is below c (\"high\")",
        "x/b.rs:2 imports crate::Thing from the crate's root: import it from the module that owns it",
        "x: its files import each other in a circle: a, c",
        "x/c: its files import each other in a circle: d, e",
    ];
    assert_eq!(problems, expected, "\n{}", problems.join("\n"));
}

/// The checker sees imports that hide what they take: everything of a parent (`use super::*`)
/// outside tests, and a thing taken through a module that re-exports it rather than from its
/// owner.
#[test]
fn the_checker_catches_hidden_imports() {
    let layers = owned(&[("low", &["a"]), ("high", &["b"])]);
    let files = [
        ("lib.rs", "pub mod a; pub mod b;"),
        (
            "a/mod.rs",
            "pub mod inner; pub use inner::Thing;\nmod page { use super::*; }\n#[cfg(test)]\nmod tests { use super::*; }",
        ),
        ("a/inner.rs", "pub struct Thing;"),
        (
            "b.rs",
            "use crate::a::Thing;\nuse crate::a::inner::Thing as Owned;\nuse crate::a::inner;",
        ),
    ];
    let sources = files
        .iter()
        .map(|(path, text)| {
            (
                module_path(Path::new(path)),
                path.to_string(),
                text.to_string(),
            )
        })
        .collect();
    let problems = check_sources(sources, "x", &layers);
    let expected = [
        "x/a/mod.rs:2 imports everything of its parent (use super::*): name what it uses",
        "x/b.rs:1 imports a::Thing through its re-export: import it from the module that owns it",
    ];
    assert_eq!(problems, expected, "\n{}", problems.join("\n"));
}

fn here() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Every problem with the imports of the crate whose sources are under `root`.
fn check(root: &Path, shown_as: &str, layers: &[(&str, Vec<String>)]) -> Vec<String> {
    let mut sources = Vec::new();
    for path in rust_files(root) {
        let relative = path.strip_prefix(root).unwrap().to_path_buf();
        let text = std::fs::read_to_string(&path).unwrap();
        let shown = relative.display().to_string();
        sources.push((module_path(&relative), shown, text));
    }
    check_sources(sources, shown_as, layers)
}

/// Every `.rs` file under `dir`.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            out.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
    out.sort();
    out
}

/// The module a file is: `play/hud.rs` is `play::hud`, `play/mod.rs` is `play`, `lib.rs` the
/// root.
fn module_path(relative: &Path) -> Vec<String> {
    let mut parts: Vec<String> = relative
        .with_extension("")
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    if matches!(
        parts.last().map(String::as_str),
        Some("mod" | "lib" | "main")
    ) {
        parts.pop();
    }
    parts
}

/// One import: the module it is made from, the path it names (from the root), and its line.
struct Import {
    from: Vec<String>,
    path: Vec<String>,
    line: usize,
    file: String,
}

fn check_sources(
    sources: Vec<(Vec<String>, String, String)>,
    shown_as: &str,
    layers: &[(&str, Vec<String>)],
) -> Vec<String> {
    let modules: BTreeSet<Vec<String>> = sources.iter().map(|(m, _, _)| m.clone()).collect();
    let tops: BTreeSet<&str> = modules
        .iter()
        .filter_map(|m| m.first().map(String::as_str))
        .collect();
    let macros: BTreeMap<String, String> = sources
        .iter()
        .flat_map(|(m, _, text)| exported_macros(text).into_iter().map(move |name| (name, m)))
        .filter_map(|(name, m)| Some((name, m.first()?.clone())))
        .collect();
    let mut problems = Vec::new();
    let layer_of = |module: &str| {
        layers
            .iter()
            .position(|(_, ms)| ms.iter().any(|m| m == module))
    };
    for top in &tops {
        if layer_of(top).is_none() {
            problems.push(format!("{shown_as}: the module {top} is in no layer"));
        }
    }
    for (_, modules) in layers {
        for m in modules {
            if !tops.contains(m.as_str()) {
                problems.push(format!(
                    "{shown_as}: the layers name {m}, which is no module"
                ));
            }
        }
    }
    let test_only = test_only_modules(&sources);
    let mut imports = Vec::new();
    let mut reexported = BTreeSet::new();
    for (module, file, text) in &sources {
        if test_only.iter().any(|t| module.starts_with(t)) {
            continue;
        }
        imports.extend(imports_of(module, file, text));
        reexported.extend(reexports_of(module, text));
        for line in parent_globs(text) {
            problems.push(format!(
                "{shown_as}/{file}:{line} imports everything of its parent (use super::*): name what it uses"
            ));
        }
    }
    problems.extend(through_reexports(&imports, &reexported, &modules, shown_as));
    for import in &imports {
        let Some(from) = import.from.first() else {
            continue;
        };
        let Some(first) = import.path.first() else {
            continue;
        };
        let to = if tops.contains(first.as_str()) {
            first.clone()
        } else if let Some(owner) = macros.get(first) {
            owner.clone()
        } else if import.path.len() == 1 && first == "*" {
            continue;
        } else {
            problems.push(format!(
                "{shown_as}/{}:{} imports crate::{first} from the crate's root: import it from the module that owns it",
                import.file, import.line
            ));
            continue;
        };
        if &to == from {
            continue;
        }
        let (Some(low), Some(high)) = (layer_of(&to), layer_of(from)) else {
            continue;
        };
        if low == high {
            problems.push(format!(
                "{shown_as}/{}:{} imports crate::{to}: {from} and {to} are both in the layer {:?}",
                import.file, import.line, layers[low].0
            ));
        } else if low > high {
            problems.push(format!(
                "{shown_as}/{}:{} imports crate::{to}: {from} ({:?}) is below {to} ({:?})",
                import.file, import.line, layers[high].0, layers[low].0
            ));
        }
    }
    problems.extend(circles(&modules, &imports, shown_as));
    problems
}

/// The lines of `use super::*` outside `#[cfg(test)]`: a file whose real imports are hidden.
fn parent_globs(text: &str) -> Vec<usize> {
    let tokens = tokens(text);
    let mut out = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        if tokens[i].0 == Token::Punct("#") && is_cfg_test(&tokens, i) {
            i = end_of_item(&tokens, i);
            continue;
        }
        let glob = [
            Token::Word("use".into()),
            Token::Word("super".into()),
            Token::Punct("::"),
            Token::Punct("*"),
        ];
        if tokens.len() >= i + 4 && tokens[i..i + 4].iter().map(|(t, _)| t).eq(glob.iter()) {
            out.push(tokens[i].1);
        }
        i += 1;
    }
    out
}

/// What a module re-exports (`pub use sub::Thing;`, `pub use crate::a::b as c;`), outside
/// `#[cfg(test)]`: the module and the name it is seen under there.
fn reexports_of(module: &[String], text: &str) -> Vec<(Vec<String>, String)> {
    let tokens = tokens(text);
    let word = |k: usize| match tokens.get(k) {
        Some((Token::Word(w), _)) => Some(w.as_str()),
        _ => None,
    };
    let mut out = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        if tokens[i].0 == Token::Punct("#") && is_cfg_test(&tokens, i) {
            i = end_of_item(&tokens, i);
            continue;
        }
        let after_pub = if tokens.get(i + 1).map(|(t, _)| t) == Some(&Token::Punct("(")) {
            i + 4
        } else {
            i + 1
        };
        if word(i) == Some("pub") && word(after_pub) == Some("use") {
            let (paths, end) = path_tree(&tokens, after_pub + 1);
            for path in paths {
                let Some(last) = path.last() else { continue };
                // `a as b`: seen as `b`.
                let renamed = (after_pub + 1..end)
                    .find(|&k| word(k) == Some(last) && word(k + 1) == Some("as"))
                    .and_then(|k| word(k + 2));
                out.push((module.to_vec(), renamed.unwrap_or(last).to_string()));
            }
            i = end;
            continue;
        }
        i += 1;
    }
    out
}

/// Imports of a thing through a module that re-exports it, rather than from the module that
/// owns it.
fn through_reexports(
    imports: &[Import],
    reexported: &BTreeSet<(Vec<String>, String)>,
    modules: &BTreeSet<Vec<String>>,
    shown_as: &str,
) -> Vec<String> {
    let mut out = Vec::new();
    for import in imports {
        for at in 1..import.path.len() {
            let (module, name) = (&import.path[..at], &import.path[at]);
            // A module of that name (beside a function re-exported under it) is the module.
            let is_module = modules.contains(&import.path[..=at].to_vec());
            if import.from.as_slice() != module
                && !is_module
                && reexported.contains(&(module.to_vec(), name.clone()))
            {
                out.push(format!(
                    "{shown_as}/{}:{} imports {}::{name} through its re-export: import it from the module that owns it",
                    import.file,
                    import.line,
                    module.join("::")
                ));
            }
        }
    }
    out
}

/// Modules declared `#[cfg(test)] mod name;`, which live in files of their own: all test.
fn test_only_modules(sources: &[(Vec<String>, String, String)]) -> Vec<Vec<String>> {
    sources
        .iter()
        .flat_map(|(module, _, text)| {
            test_modules(text).into_iter().map(move |name| {
                let mut path = module.clone();
                path.push(name);
                path
            })
        })
        .collect()
}

/// Folders whose files import each other in a circle (a file's importing its own folder's
/// `mod.rs` is how Rust is written, and does not count).
fn circles(modules: &BTreeSet<Vec<String>>, imports: &[Import], shown_as: &str) -> Vec<String> {
    let folders: BTreeSet<Vec<String>> = modules
        .iter()
        .filter(|m| {
            modules
                .iter()
                .any(|c| c.len() == m.len() + 1 && c.starts_with(m))
        })
        .cloned()
        .collect();
    let mut out = Vec::new();
    for folder in &folders {
        let depth = folder.len();
        let child = |path: &[String]| -> Option<String> {
            (path.len() > depth && path.starts_with(folder)).then(|| path[depth].clone())
        };
        let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        for import in imports {
            let (Some(a), Some(b)) = (child(&import.from), child(&import.path)) else {
                continue;
            };
            let mut target = folder.clone();
            target.push(b.clone());
            if a != b && modules.contains(&target) {
                edges.entry(a).or_default().insert(b);
            }
        }
        for circle in strongly_connected(&edges) {
            let shown = if folder.is_empty() {
                shown_as.to_string()
            } else {
                format!("{shown_as}/{}", folder.join("/"))
            };
            out.push(format!(
                "{shown}: its files import each other in a circle: {}",
                circle.join(", ")
            ));
        }
    }
    out
}

/// The groups of more than one node that all reach each other (Tarjan's algorithm).
fn strongly_connected(edges: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    struct Walk<'a> {
        edges: &'a BTreeMap<String, BTreeSet<String>>,
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        found: Vec<Vec<String>>,
    }
    impl<'a> Walk<'a> {
        fn visit(&mut self, v: &'a str) {
            let i = self.index.len();
            self.index.insert(v, i);
            self.low.insert(v, i);
            self.stack.push(v);
            for w in self.edges.get(v).into_iter().flatten() {
                if !self.index.contains_key(w.as_str()) {
                    self.visit(w);
                    let low = self.low[v].min(self.low[w.as_str()]);
                    self.low.insert(v, low);
                } else if self.stack.contains(&w.as_str()) {
                    let low = self.low[v].min(self.index[w.as_str()]);
                    self.low.insert(v, low);
                }
            }
            if self.low[v] == self.index[v] {
                let mut group = Vec::new();
                while let Some(w) = self.stack.pop() {
                    group.push(w.to_string());
                    if w == v {
                        break;
                    }
                }
                if group.len() > 1 {
                    group.sort();
                    self.found.push(group);
                }
            }
        }
    }
    let mut walk = Walk {
        edges,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        found: Vec::new(),
    };
    for v in edges.keys() {
        if !walk.index.contains_key(v.as_str()) {
            walk.visit(v);
        }
    }
    walk.found
}

/// A token of Rust source, with its line: comments and characters are left out, and a string
/// is kept as its text between the quotes.
#[derive(Clone, Debug, PartialEq)]
enum Token {
    Word(String),
    Punct(&'static str),
    Str(String),
}

fn tokens(text: &str) -> Vec<(Token, usize)> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let (mut i, mut line) = (0, 1);
    while i < chars.len() {
        let (c, next) = (chars[i], chars.get(i + 1).copied());
        let start = i;
        i = if c == '/' && next == Some('/') {
            chars[i..]
                .iter()
                .position(|&c| c == '\n')
                .map_or(chars.len(), |n| i + n)
        } else if c == '/' && next == Some('*') {
            end_of_block_comment(&chars, i)
        } else if c == 'r' && (next == Some('"') || (next == Some('#') && raw_string_at(&chars, i)))
        {
            let end = end_of_raw_string(&chars, i);
            out.push((Token::Str(chars[i..end].iter().collect()), line));
            end
        } else if c == '"' || (c == 'b' && next == Some('"')) {
            let end = end_of_string(&chars, i);
            out.push((Token::Str(chars[i..end].iter().collect()), line));
            end
        } else if c == '\'' {
            end_of_char_or_lifetime(&chars, i)
        } else if c.is_alphanumeric() || c == '_' {
            let end = i + chars[i..]
                .iter()
                .take_while(|c| c.is_alphanumeric() || **c == '_')
                .count();
            let word: String = chars[i..end].iter().collect();
            // `$crate` is the crate a macro was written in.
            if out.last().is_some_and(|(t, _)| *t == Token::Punct("$")) && word == "crate" {
                out.pop();
            }
            out.push((Token::Word(word), line));
            end
        } else if c == ':' && next == Some(':') {
            out.push((Token::Punct("::"), line));
            i + 2
        } else {
            if !c.is_whitespace() {
                out.push((Token::Punct(punct(c)), line));
            }
            i + 1
        };
        line += chars[start..i.min(chars.len())]
            .iter()
            .filter(|&&c| c == '\n')
            .count();
    }
    out
}

/// The punctuation a character is, as far as the checks care.
fn punct(c: char) -> &'static str {
    match c {
        '{' => "{",
        '}' => "}",
        '(' => "(",
        ')' => ")",
        '[' => "[",
        ']' => "]",
        ';' => ";",
        ',' => ",",
        '#' => "#",
        '!' => "!",
        '*' => "*",
        '$' => "$",
        _ => "other",
    }
}

/// Where a block comment starting at `i` ends (they nest).
fn end_of_block_comment(chars: &[char], mut i: usize) -> usize {
    let mut depth = 0;
    while i < chars.len() {
        if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
            depth += 1;
            i += 2;
        } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
            depth -= 1;
            i += 2;
            if depth == 0 {
                break;
            }
        } else {
            i += 1;
        }
    }
    i
}

/// Where a raw string starting at `i` (`r"…"`, `r#"…"#`) ends.
fn end_of_raw_string(chars: &[char], mut i: usize) -> usize {
    i += 1;
    let mut hashes = 0;
    while chars[i] == '#' {
        hashes += 1;
        i += 1;
    }
    i += 1;
    while i < chars.len() {
        if chars[i] == '"' && (0..hashes).all(|h| chars.get(i + 1 + h) == Some(&'#')) {
            return i + 1 + hashes;
        }
        i += 1;
    }
    i
}

/// Where a string starting at `i` (`"…"`, `b"…"`) ends.
fn end_of_string(chars: &[char], mut i: usize) -> usize {
    i += if chars[i] == 'b' { 2 } else { 1 };
    while i < chars.len() && chars[i] != '"' {
        i += if chars[i] == '\\' { 2 } else { 1 };
    }
    (i + 1).min(chars.len())
}

/// Where a character (`'x'`, `'\n'`, `'\u{1F600}'`) or a lifetime (`'a`) starting at `i` ends.
fn end_of_char_or_lifetime(chars: &[char], mut i: usize) -> usize {
    if chars.get(i + 1) == Some(&'\\') {
        i += 2;
        while i < chars.len() && chars[i] != '\'' {
            i += 1;
        }
        i + 1
    } else if chars.get(i + 2) == Some(&'\'') {
        i + 3
    } else {
        i += 1;
        while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
            i += 1;
        }
        i
    }
}

/// Whether `r` at `i` starts a raw string (`r#"…"#`), not an identifier.
fn raw_string_at(chars: &[char], i: usize) -> bool {
    let mut j = i + 1;
    while chars.get(j) == Some(&'#') {
        j += 1;
    }
    chars.get(j) == Some(&'"')
        && (i == 0 || !(chars[i - 1].is_alphanumeric() || chars[i - 1] == '_'))
}

/// The modules a file declares under `#[cfg(test)]` and keeps in files of their own
/// (`#[cfg(test)] mod tests;`).
fn test_modules(text: &str) -> Vec<String> {
    let tokens = tokens(text);
    let mut out = Vec::new();
    for i in 0..tokens.len() {
        if is_cfg_test(&tokens, i)
            && let [
                (Token::Word(m), _),
                (Token::Word(name), _),
                (Token::Punct(";"), _),
                ..,
            ] = &tokens[i + 7..]
            && m == "mod"
        {
            out.push(name.clone());
        }
    }
    out
}

/// The macros a file exports to the crate's root (`#[macro_export] macro_rules! name`).
fn exported_macros(text: &str) -> Vec<String> {
    let tokens = tokens(text);
    let mut out = Vec::new();
    for (i, window) in tokens.windows(3).enumerate() {
        if let [
            (Token::Word(m), _),
            (Token::Punct("!"), _),
            (Token::Word(name), _),
        ] = window
            && m == "macro_rules"
            && tokens[..i]
                .iter()
                .rev()
                .take(6)
                .any(|(t, _)| *t == Token::Word("macro_export".into()))
        {
            out.push(name.clone());
        }
    }
    out
}

/// Every path from `crate`, `super` or `self` in a file of module `module`, outside
/// `#[cfg(test)]`, resolved from the crate's root.
fn imports_of(module: &[String], file: &str, text: &str) -> Vec<Import> {
    let tokens = tokens(text);
    let mut out = Vec::new();
    // Inline modules (`mod page { … }`): their names and the depth of braces they open at.
    let mut inline: Vec<(String, usize)> = Vec::new();
    let mut depth = 0;
    let mut i = 0;
    while i < tokens.len() {
        let word = |k: usize| match tokens.get(k) {
            Some((Token::Word(w), _)) => Some(w.as_str()),
            _ => None,
        };
        let punct = |k: usize| match tokens.get(k) {
            Some((Token::Punct(p), _)) => Some(*p),
            _ => None,
        };
        if punct(i) == Some("#") && is_cfg_test(&tokens, i) {
            i = end_of_item(&tokens, i);
            continue;
        }
        match (&tokens[i].0, punct(i + 1)) {
            (Token::Punct("{"), _) => depth += 1,
            (Token::Punct("}"), _) => {
                depth -= 1;
                if inline.last().is_some_and(|(_, d)| *d == depth) {
                    inline.pop();
                }
            }
            (Token::Word(w), _) if w == "mod" && punct(i + 2) == Some("{") => {
                inline.push((word(i + 1).unwrap_or_default().to_string(), depth));
            }
            (Token::Word(w), Some("::"))
                if matches!(w.as_str(), "crate" | "super" | "self")
                    && (i == 0 || punct(i - 1) != Some("::")) =>
            {
                let mut here: Vec<String> = module.to_vec();
                here.extend(inline.iter().map(|(name, _)| name.clone()));
                let line = tokens[i].1;
                let (paths, end) = path_tree(&tokens, i);
                for path in paths {
                    if let Some(path) = resolve(&here, &path) {
                        out.push(Import {
                            from: here.clone(),
                            path,
                            line,
                            file: file.to_string(),
                        });
                    }
                }
                i = end;
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    out
}

/// Whether the attribute at `i` is `#[cfg(test)]`.
fn is_cfg_test(tokens: &[(Token, usize)], i: usize) -> bool {
    let want = [
        Token::Punct("#"),
        Token::Punct("["),
        Token::Word("cfg".into()),
        Token::Punct("("),
        Token::Word("test".into()),
        Token::Punct(")"),
        Token::Punct("]"),
    ];
    tokens.len() >= i + want.len()
        && tokens[i..i + want.len()]
            .iter()
            .map(|(t, _)| t)
            .eq(want.iter())
}

/// Where the item after the attribute at `i` ends: after its `;`, or its closing brace.
fn end_of_item(tokens: &[(Token, usize)], i: usize) -> usize {
    let mut k = i;
    let mut brackets = 0i32;
    while k < tokens.len() {
        match tokens[k].0 {
            Token::Punct("[") | Token::Punct("(") => brackets += 1,
            Token::Punct("]") | Token::Punct(")") => brackets -= 1,
            Token::Punct(";") if brackets == 0 => return k + 1,
            Token::Punct("{") if brackets == 0 => {
                let mut depth = 0;
                while k < tokens.len() {
                    match tokens[k].0 {
                        Token::Punct("{") => depth += 1,
                        Token::Punct("}") => {
                            depth -= 1;
                            if depth == 0 {
                                return k + 1;
                            }
                        }
                        _ => {}
                    }
                    k += 1;
                }
            }
            _ => {}
        }
        k += 1;
    }
    k
}

/// The paths of a path or use tree starting at `i` (`crate::a::{b, c::d}` is `crate::a::b`
/// and `crate::a::c::d`), and where it ends.
fn path_tree(tokens: &[(Token, usize)], i: usize) -> (Vec<Vec<String>>, usize) {
    let mut prefix = Vec::new();
    let mut k = i;
    loop {
        match tokens.get(k).map(|(t, _)| t) {
            Some(Token::Word(w)) => {
                prefix.push(w.clone());
                k += 1;
            }
            Some(Token::Punct("*")) => {
                prefix.push("*".to_string());
                return (vec![prefix], k + 1);
            }
            Some(Token::Punct("{")) => {
                let mut paths = Vec::new();
                k += 1;
                while let Some((token, _)) = tokens.get(k) {
                    match token {
                        Token::Punct("}") => return (paths, k + 1),
                        Token::Punct(",") => k += 1,
                        _ => {
                            let (inner, end) = path_tree(tokens, k);
                            for p in inner {
                                let mut full = prefix.clone();
                                // `self` in a group names the group's own path.
                                full.extend(p.into_iter().filter(|s| s != "self"));
                                paths.push(full);
                            }
                            k = if end == k { k + 1 } else { end };
                        }
                    }
                }
                return (paths, k);
            }
            _ => return (vec![prefix], k),
        }
        if tokens.get(k).map(|(t, _)| t) == Some(&Token::Punct("::")) {
            k += 1;
        } else {
            return (vec![prefix], k);
        }
    }
}

/// A path from `crate`, `super` or `self`, seen from module `here`, as a path from the root.
fn resolve(here: &[String], path: &[String]) -> Option<Vec<String>> {
    let mut rest = path;
    let mut base: Vec<String> = match rest.first()?.as_str() {
        "crate" => {
            rest = &rest[1..];
            Vec::new()
        }
        _ => here.to_vec(),
    };
    while let Some(first) = rest.first() {
        match first.as_str() {
            "super" => {
                base.pop()?;
            }
            "self" => {}
            _ => break,
        }
        rest = &rest[1..];
    }
    base.extend(rest.iter().cloned());
    Some(base)
}
