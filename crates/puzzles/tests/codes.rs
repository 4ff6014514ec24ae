//! Level codes: every level, built in or generated, with or without moves, comes back from its
//! code as it went in; a damaged code is refused with a sentence saying what is wrong.

mod common;

use common::built_in;
use proptest::prelude::*;
use puzzles::generate::{Difficulty, Options};
use puzzles::level_code::{CodeError, Shared};
use puzzles::search::Budget;
use puzzles::{AnyLevel, Kind, Variant, Visit};

/// The level with the first moves of its solution (found within a small budget), if any.
struct WithSolution;

impl Visit for WithSolution {
    type Out = (Shared, Option<AnyLevel>);

    fn visit<P: Variant>(self, level: &P) -> Self::Out {
        let moves = level
            .solve_within(Budget::nodes(50_000))
            .moves
            .unwrap_or_default();
        let end = level.replay(&moves).ok().map(|p| p.into_any());
        (Shared::with_moves(level.clone(), &moves), end)
    }
}

fn round_trip(shared: &Shared) {
    let code = shared.to_code();
    assert!(code.starts_with("pb1."), "{code}");
    assert!(
        code.chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_.".contains(c)),
        "{code}"
    );
    let back = Shared::from_code(&code).unwrap_or_else(|e| panic!("{code}: {e}"));
    assert_eq!(&back, shared);
}

#[test]
fn every_built_in_level_comes_back_from_its_code_with_its_solution() {
    for level in built_in() {
        round_trip(&Shared::level(level.clone()));
        let (shared, end) = level.visit(WithSolution);
        round_trip(&shared);
        let back = Shared::from_code(&shared.to_code()).unwrap();
        assert_eq!(back.position().ok(), end, "{}", level.to_text());
    }
}

#[test]
fn a_code_is_short() {
    let level = built_in()
        .into_iter()
        .find(|l| l.meta().title() == Some("The example"))
        .expect("Shot's first level");
    let code = Shared::level(level).to_code();
    assert!(code.len() < 120, "{} characters: {code}", code.len());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    #[test]
    fn every_generated_level_comes_back_from_its_code(seed in 0u64..1_000_000, kind in 0..Kind::ALL.len()) {
        let kind = Kind::ALL[kind];
        let options = Options {
            seed,
            difficulty: Difficulty::Easy,
            ..Options::default()
        };
        let made = kind.generate(&options).map_err(|e| TestCaseError::fail(format!("{kind}: {e}")))?;
        round_trip(&Shared::level(made.level.clone()));
        round_trip(&made.level.visit(WithSolution).0);
    }
}

fn refused(code: &str) -> String {
    match Shared::from_code(code) {
        Ok(shared) => panic!("{code} read as {}", shared.level.to_text()),
        Err(why) => why.message,
    }
}

#[test]
fn damaged_codes_are_refused_saying_why() {
    let level = built_in().remove(0);
    let code = Shared::level(level.clone()).to_code();
    assert!(refused("").contains("starts with \"pb1.\""));
    assert!(refused("hello").contains("starts with \"pb1.\""));
    assert!(refused(&code.replacen("pb1.", "pb7.", 1)).contains("version 7, newer"));
    assert!(refused(&format!("{code}%")).contains(&format!("character {}", code.len() + 1)));
    // One character changed, one dropped, the end cut off: the check catches each.
    let mut changed: Vec<char> = code.chars().collect();
    let i = changed.len() / 2;
    changed[i] = if changed[i] == 'A' { 'B' } else { 'A' };
    let changed: String = changed.into_iter().collect();
    assert!(
        refused(&changed).contains("damaged"),
        "{}",
        refused(&changed)
    );
    let mut dropped = code.clone();
    dropped.remove(i);
    assert!(!refused(&dropped).is_empty());
    assert!(!refused(&code[..code.len() - 6]).is_empty());
    assert!(refused(&"pb1.A".repeat(30_000)).contains("over"));
    // Spaces and line breaks inside a code do not matter.
    let (head, tail) = code.split_at(20);
    let wrapped = format!("  {head}\n {tail} \n");
    assert_eq!(Shared::from_code(&wrapped).unwrap().level, level);
}

#[test]
fn a_code_whose_moves_cannot_be_made_is_refused() {
    let level = AnyLevel::parse(Kind::Fifteen, "1 2 3\n4 5 6\n7 8 0\n").unwrap();
    let shared = Shared {
        level,
        moves: vec![
            serde_json::json!({"tile": 8}),
            serde_json::json!({"tile": 1}),
        ],
    };
    let why = refused(&shared.to_code());
    assert!(
        why.starts_with("move 2 of the code cannot be made"),
        "{why}"
    );
    let odd = Shared {
        moves: vec![serde_json::json!("up")],
        ..shared
    };
    let why = refused(&odd.to_code());
    assert!(
        why.starts_with("move 1 of the code is not a Fifteen move"),
        "{why}"
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Whatever is typed after `pb1.`, and whatever a valid code becomes when a character is
    /// changed, reading it ends in a level or in a sentence, never in a panic.
    #[test]
    fn no_code_makes_the_reader_panic(tail in "[A-Za-z0-9_-]{0,200}", at in 0usize..200, c in proptest::char::any()) {
        let _ = Shared::from_code(&format!("pb1.{tail}"));
        let level = AnyLevel::parse(Kind::Fifteen, "1 2 3\n4 5 6\n7 0 8\n").unwrap();
        let mut code: Vec<char> = Shared::level(level).to_code().chars().collect();
        let at = at % code.len();
        code[at] = c;
        let code: String = code.into_iter().collect();
        if let Err(CodeError { message: why, .. }) = Shared::from_code(&code) {
            prop_assert!(!why.is_empty());
        }
    }
}
