//! Fuzzing: the built-in levels of every kind, mutated (bytes flipped, inserted and deleted,
//! lines dropped and doubled, huge numbers, invisible characters, other line endings, grids
//! from 0 to 100 cells a side), and random program texts go through every parser, then through
//! every solver with a small budget, and random knobs through every generator. Nothing may
//! panic; every error on a text that is not blank names a line and column inside the text;
//! every level read prints back to itself; every solution replays to a solved position.
//!
//! `cargo test -p puzzles --test fuzz` runs a few hundred cases of each in CI. The long run,
//! `scripts/fuzz.sh` (the same tests with `PUZZLEBOX_FUZZ_CASES` cases each, in release),
//! runs as many as asked.

use proptest::prelude::*;
use proptest::sample::Index;
use puzzles::kodable::{self, Program};
use puzzles::search::Budget;
use puzzles::{AnyLevel, Kind, ParseError, Puzzle, Variant, Visit, fifteen, klotski, shot, snake};

use std::sync::atomic::{AtomicU64, Ordering};

/// What the cases came to, for the long run's figures.
static READ: AtomicU64 = AtomicU64::new(0);
static REFUSED: AtomicU64 = AtomicU64::new(0);
static SOLVED: AtomicU64 = AtomicU64::new(0);
static GAVE_UP: AtomicU64 = AtomicU64::new(0);
static NO_SOLUTION: AtomicU64 = AtomicU64::new(0);

/// Positions each solver may search per case: enough to solve most small levels, small
/// enough that a case takes milliseconds.
const NODES: u64 = 20_000;

/// Cases per property: a few hundred in CI, or what `PUZZLEBOX_FUZZ_CASES` asks.
fn cases(ci: u32) -> u32 {
    std::env::var("PUZZLEBOX_FUZZ_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(ci)
}

/// Every built-in level: its kind and text.
fn seeds() -> Vec<(Kind, String)> {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../../levels");
    let mut out = Vec::new();
    for kind in Kind::ALL {
        let dir = format!("{root}/{}", kind.extension());
        let mut files: Vec<_> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .collect();
        files.sort();
        for f in files {
            out.push((kind, std::fs::read_to_string(f).unwrap()));
        }
    }
    out
}

/// Text that is hard on a parser.
const AWKWARD: [&str; 14] = [
    "99999999999999999999999",
    "18446744073709551615",
    "-1",
    "\u{feff}",
    "\u{200b}",
    "\u{2028}",
    "\r",
    "\r\n",
    "\t",
    "é",
    "🙂",
    "\0",
    "; par: 3\n",
    "; goal: S 1,1\n",
];

/// One change to a level's text.
#[derive(Clone, Debug)]
enum Mutation {
    FlipBit(Index, u8),
    InsertByte(Index, u8),
    DeleteByte(Index),
    DeleteLine(Index),
    DoubleLine(Index),
    SwapLines(Index, Index),
    Insert(Index, usize),
    LineEndings(bool),
    Resize(usize, usize),
    Truncate(Index),
}

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        (any::<Index>(), 0u8..8).prop_map(|(i, b)| Mutation::FlipBit(i, b)),
        (any::<Index>(), any::<u8>()).prop_map(|(i, b)| Mutation::InsertByte(i, b)),
        any::<Index>().prop_map(Mutation::DeleteByte),
        any::<Index>().prop_map(Mutation::DeleteLine),
        any::<Index>().prop_map(Mutation::DoubleLine),
        (any::<Index>(), any::<Index>()).prop_map(|(a, b)| Mutation::SwapLines(a, b)),
        (any::<Index>(), 0..AWKWARD.len()).prop_map(|(i, t)| Mutation::Insert(i, t)),
        any::<bool>().prop_map(Mutation::LineEndings),
        (0usize..=100, 0usize..=100).prop_map(|(r, c)| Mutation::Resize(r, c)),
        any::<Index>().prop_map(Mutation::Truncate),
    ]
}

fn apply(text: &str, m: &Mutation) -> String {
    let mut bytes = text.as_bytes().to_vec();
    let lines = || -> Vec<String> { text.split('\n').map(str::to_string).collect() };
    let at = |i: &Index, len: usize| if len == 0 { 0 } else { i.index(len) };
    match m {
        Mutation::FlipBit(i, b) if !bytes.is_empty() => {
            let k = at(i, bytes.len());
            bytes[k] ^= 1 << b;
        }
        Mutation::InsertByte(i, b) => {
            let k = at(i, bytes.len() + 1);
            bytes.insert(k, *b);
        }
        Mutation::DeleteByte(i) if !bytes.is_empty() => {
            bytes.remove(at(i, bytes.len()));
        }
        Mutation::DeleteLine(i) => {
            let mut l = lines();
            l.remove(at(i, l.len()));
            return l.join("\n");
        }
        Mutation::DoubleLine(i) => {
            let mut l = lines();
            let k = at(i, l.len());
            l.insert(k, l[k].clone());
            return l.join("\n");
        }
        Mutation::SwapLines(a, b) => {
            let mut l = lines();
            let (a, b) = (at(a, l.len()), at(b, l.len()));
            l.swap(a, b);
            return l.join("\n");
        }
        Mutation::Insert(i, t) => {
            let k = at(i, bytes.len() + 1);
            bytes.splice(k..k, AWKWARD[*t].bytes());
        }
        Mutation::LineEndings(crlf) => {
            return text.replace('\n', if *crlf { "\r\n" } else { "\r" });
        }
        Mutation::Resize(rows, cols) => return resize(text, *rows, *cols),
        Mutation::Truncate(i) => bytes.truncate(at(i, bytes.len() + 1)),
        _ => {}
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

/// The level's drawing made `rows` rows of `cols` characters, cycling through what it had.
fn resize(text: &str, rows: usize, cols: usize) -> String {
    let meta: Vec<&str> = text.lines().filter(|l| l.starts_with(';')).collect();
    let drawing: Vec<Vec<char>> = text
        .lines()
        .filter(|l| !l.starts_with(';') && !l.trim().is_empty())
        .map(|l| l.chars().collect())
        .collect();
    let mut out = meta.join("\n") + "\n";
    for r in 0..rows {
        let Some(row) = drawing.get(r % drawing.len().max(1)) else {
            break;
        };
        let line: String = (0..cols)
            .filter_map(|c| row.get(c % row.len().max(1)))
            .collect();
        out.push_str(&line);
        out.push('\n');
    }
    out
}

/// An error on `text` must name a place inside it, unless the text is blank.
fn error_names_its_place(text: &str, e: &ParseError) -> Result<(), TestCaseError> {
    let blank = text.trim().trim_start_matches('\u{feff}').trim().is_empty();
    match e.at {
        None => prop_assert!(blank, "no place named for a text that is not blank: {e}"),
        Some((line, column)) => {
            let lines: Vec<&str> =
                puzzles::level_file::lines(text.strip_prefix('\u{feff}').unwrap_or(text)).collect();
            prop_assert!(
                line >= 1 && line <= lines.len() + 1,
                "{e}: the text has {} lines",
                lines.len()
            );
            let width = lines.get(line - 1).map_or(0, |l| l.chars().count());
            prop_assert!(
                column >= 1 && column <= width + 1,
                "{e}: line {line} has {width} characters"
            );
        }
    }
    Ok(())
}

/// Solves with a small budget; an answer must replay to a solved position.
struct SolvesOrGivesUp;

impl Visit for SolvesOrGivesUp {
    type Out = Result<(), TestCaseError>;

    fn visit<P: Variant>(self, level: &P) -> Self::Out {
        solves_or_gives_up(level)
    }
}

fn solves_or_gives_up<P: Puzzle>(level: &P) -> Result<(), TestCaseError> {
    let s = level.solve_within(Budget::nodes(NODES));
    let counter = match (&s.moves, s.complete) {
        (Some(_), _) => &SOLVED,
        (None, true) => &NO_SOLUTION,
        (None, false) => &GAVE_UP,
    };
    counter.fetch_add(1, Ordering::Relaxed);
    if let Some(moves) = s.moves {
        let end = level.replay(&moves);
        prop_assert!(end.is_ok(), "a solver move is refused: {:?}", end.err());
        prop_assert!(
            end.unwrap().is_solved(),
            "the solution does not solve the level"
        );
    }
    Ok(())
}

/// Parses a level; if it reads, prints it back and solves it.
fn check_level(kind: Kind, text: &str) -> Result<(), TestCaseError> {
    let level = match AnyLevel::parse(kind, text) {
        Err(e) => {
            REFUSED.fetch_add(1, Ordering::Relaxed);
            return error_names_its_place(text, &e);
        }
        Ok(level) => level,
    };
    READ.fetch_add(1, Ordering::Relaxed);
    let again = AnyLevel::parse(kind, &level.to_text());
    prop_assert_eq!(
        again.as_ref(),
        Ok(&level),
        "the level does not print back to itself"
    );
    level.visit(SolvesOrGivesUp)
}

/// Words and marks a program is written with, and some it is not.
const PIECES: [&str; 24] = [
    "Up",
    "Down",
    "Left",
    "Right",
    "Loop",
    "Cond",
    "Function",
    "with",
    "{",
    "}",
    ",",
    " ",
    " ",
    "\n",
    "p",
    "o",
    "y",
    "2",
    "9",
    "0",
    "99999999999",
    "x",
    "\u{200b}",
    "loop",
];

fn program_text() -> impl Strategy<Value = String> {
    proptest::collection::vec(0..PIECES.len(), 0..30)
        .prop_map(|v| v.into_iter().map(|i| PIECES[i]).collect())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(400), failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn mutated_levels_are_read_solved_or_refused_with_their_place(
        pick in any::<Index>(),
        mutations in proptest::collection::vec(mutation(), 1..4),
    ) {
        let all = seeds();
        let (kind, text) = &all[pick.index(all.len())];
        let mut text = text.clone();
        for m in &mutations {
            text = apply(&text, m);
        }
        check_level(*kind, &text)?;
    }

    #[test]
    fn programs_are_read_run_or_refused_with_their_place(
        blocks in program_text(),
        function in proptest::option::of(program_text()),
        pick in any::<Index>(),
    ) {
        let parsed = Program::parse(&blocks, function.as_deref());
        match parsed {
            Err(e) => {
                let text = match e.message.strip_prefix("in the function: ") {
                    Some(_) => function.clone().unwrap_or_default(),
                    None => blocks.clone(),
                };
                if !text.trim().is_empty() {
                    prop_assert!(e.at.is_some(), "no place named: {}", e);
                }
            }
            Ok(program) => {
                let again = Program::parse(&program.blocks_text(), program.function_text().as_deref());
                prop_assert_eq!(again.as_ref(), Ok(&program));
                let maps: Vec<_> = seeds().into_iter().filter(|(k, _)| *k == Kind::Kodable).collect();
                let map = kodable::parse(&maps[pick.index(maps.len())].1).unwrap();
                let _ = kodable::run(&map, &program);
            }
        }
    }
}

/// Knobs of every size, from the usual to the absurd.
fn knob() -> impl Strategy<Value = usize> {
    prop_oneof![
        4 => 0usize..=12,
        1 => 0usize..=200,
        1 => Just(usize::MAX),
        1 => Just(1usize << 32),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(40), failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn generators_make_what_they_accept_or_refuse_it(
        seed in any::<u64>(),
        (w, h, n, lo, hi) in (knob(), knob(), knob(), knob(), knob()),
    ) {
        let shot_params = shot::Params { width: w, height: h, balls: n };
        if shot_params.check().is_ok() {
            let b = shot::generate(seed, shot_params);
            prop_assert!(b.is_ok(), "{:?}", b.err());
            solves_or_gives_up(&b.unwrap())?;
        } else {
            prop_assert!(shot::generate(seed, shot_params).is_err());
        }
        // Sliding blocks and Fifteen are tried only where a case stays quick; their refusals
        // everywhere.
        let klotski_params = klotski::Params { width: w, height: h, min_moves: lo, max_moves: hi, metric: klotski::Metric::Move };
        if klotski_params.check().is_ok() && w * h <= 16 {
            let b = klotski::generate(seed, klotski_params);
            if let Ok(b) = b {
                solves_or_gives_up(&b)?;
            }
        } else if klotski_params.check().is_err() {
            prop_assert!(klotski::generate(seed, klotski_params).is_err());
        }
        let fifteen_params = fifteen::Params { width: w, height: h, min_moves: lo, max_moves: hi };
        if fifteen_params.check().is_ok() && w * h <= 9 {
            let b = fifteen::generate(seed, fifteen_params);
            prop_assert!(b.is_ok(), "{:?}", b.err());
            let len = b.unwrap().solve().length();
            prop_assert!(len.is_some_and(|n| (lo..=hi).contains(&n)), "{:?} not in {}-{}", len, lo, hi);
        } else if fifteen_params.check().is_err() {
            prop_assert!(fifteen::generate(seed, fifteen_params).is_err());
        }
        let snake_params = snake::Params { side: w, most_solutions: Some(n as u64), straightness: 1.0 };
        if snake_params.check().is_ok() && w <= 3 {
            prop_assert!(snake::generate(seed, snake_params).is_ok());
        } else if snake_params.check().is_err() {
            prop_assert!(snake::generate(seed, snake_params).is_err());
        }
        let kodable_params = kodable::Params { rows: w, cols: h, bonuses: n };
        if kodable_params.check().is_ok() {
            let map = kodable::generate(seed, kodable_params);
            prop_assert!(map.is_ok(), "{:?}", map.err());
        } else {
            prop_assert!(kodable::generate(seed, kodable_params).is_err());
        }
    }
}

/// The long run: `PUZZLEBOX_FUZZ_CASES` mutated levels (default 100 000) in one go, with its
/// figures printed (`scripts/fuzz.sh` runs it in release).
#[test]
#[ignore = "the long run: scripts/fuzz.sh"]
fn long_run() {
    use proptest::test_runner::{Config, TestRunner};
    let total = cases(100_000);
    let start = std::time::Instant::now();
    let mut runner = TestRunner::new(Config {
        cases: total,
        failure_persistence: None,
        ..Config::default()
    });
    let all = seeds();
    let strategy = (any::<Index>(), proptest::collection::vec(mutation(), 1..4));
    let result = runner.run(&strategy, |(pick, mutations)| {
        let (kind, text) = &all[pick.index(all.len())];
        let mut text = text.clone();
        for m in &mutations {
            text = apply(&text, m);
        }
        check_level(*kind, &text)
    });
    let seconds = start.elapsed().as_secs_f64();
    let n = |c: &AtomicU64| c.load(Ordering::Relaxed);
    println!(
        "fuzz: {total} mutated levels in {seconds:.1} s: {} refused with their place, {} read and printed back; of those {} solved and replayed, {} proved unsolvable, {} gave up at {NODES} positions",
        n(&REFUSED),
        n(&READ),
        n(&SOLVED),
        n(&NO_SOLUTION),
        n(&GAVE_UP)
    );
    result.unwrap();
}
