//! What enters through the newer doors: moves read from a level code, a save's history of a
//! level left half-way, the web page's address or a worker's answer. Every such move is read
//! into the puzzle's own move type and made through its rules, or refused with a sentence naming
//! it: a hostile one (a field far out of range, of the wrong type, missing) never panics and
//! never leaves a position the puzzle's own file could not hold.
//!
//! `cargo test -p puzzles --test doors` runs a few hundred cases; `scripts/fuzz.sh` runs as
//! many as `PUZZLEBOX_FUZZ_CASES` asks.

mod common;

use common::built_in;
use proptest::prelude::*;
use puzzles::level_code::{Shared, moves_as};
use puzzles::{AnyLevel, Kind, Variant, Visit};
use serde_json::{Value, json};

/// Cases per property: a few hundred in CI, or what `PUZZLEBOX_FUZZ_CASES` asks.
fn cases(ci: u32) -> u32 {
    std::env::var("PUZZLEBOX_FUZZ_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(ci)
}

/// Values that are hard on a move's fields: the edges of every integer type, negatives,
/// fractions, and values of other types.
fn edges() -> Vec<Value> {
    vec![
        json!(0),
        json!(1),
        json!(2),
        json!(3),
        json!(4),
        json!(5),
        json!(7),
        json!(8),
        json!(16),
        json!(64),
        json!(255),
        json!(256),
        json!(65_535),
        json!(65_536),
        json!(2_147_483_647u64),
        json!(2_147_483_648u64),
        json!(4_294_967_295u64),
        json!(4_294_967_296u64),
        json!(9_007_199_254_740_993u64),
        json!(9_223_372_036_854_775_807u64),
        json!(9_223_372_036_854_775_808u64),
        json!(u64::MAX),
        json!(-1),
        json!(-2_147_483_648i64),
        json!(i64::MIN),
        json!(0.5),
        json!(1e300),
        json!(null),
        json!(""),
        json!("up"),
        json!(true),
        json!([]),
        json!({}),
    ]
}

/// The places in a JSON value a hostile value can go: every leaf, and every value of an array
/// or an object.
fn places(value: &Value) -> usize {
    match value {
        Value::Array(items) => 1 + items.iter().map(places).sum::<usize>(),
        Value::Object(fields) => 1 + fields.values().map(places).sum::<usize>(),
        _ => 1,
    }
}

/// `value` with the place numbered `at` (in the order [`places`] counts them) replaced.
fn replaced(value: &Value, mut at: usize, with: &Value) -> Value {
    fn walk(value: &Value, at: &mut usize, with: &Value) -> Value {
        if *at == 0 {
            *at = usize::MAX;
            return with.clone();
        }
        *at = at.saturating_sub(1);
        match value {
            Value::Array(items) => Value::Array(items.iter().map(|v| walk(v, at, with)).collect()),
            Value::Object(fields) => Value::Object(
                fields
                    .iter()
                    .map(|(k, v)| (k.clone(), walk(v, at, with)))
                    .collect(),
            ),
            other => other.clone(),
        }
    }
    walk(value, &mut at, with)
}

/// A walk through a level with moves read from JSON, each a legal move with one place made
/// hostile: every move is made or refused, and every position reached prints back to itself.
struct HostileWalk<'a> {
    steps: &'a [(usize, usize, usize)],
}

impl Visit for HostileWalk<'_> {
    type Out = Result<usize, String>;

    fn visit<P: Variant>(self, start: &P) -> Self::Out {
        let edges = edges();
        let mut at = start.clone();
        let mut made = 0;
        for &(pick, place, edge) in self.steps {
            let legal = at.legal_moves();
            let Some(mv) = legal.get(pick % legal.len().max(1)) else {
                break;
            };
            let json = serde_json::to_value(mv).unwrap();
            let hostile = replaced(&json, place % places(&json), &edges[edge % edges.len()]);
            let Ok(moves) = moves_as::<P>(std::slice::from_ref(&hostile)) else {
                continue;
            };
            let Ok(next) = at.apply(&moves[0]) else {
                continue;
            };
            // A position reached by a move the rules allow is one a level file can hold (a
            // program being written may have an empty slot, which a file cannot).
            if P::KIND != Kind::Kodable {
                let text = next.to_text();
                let again = P::parse(&text)
                    .map_err(|e| format!("{hostile} leaves a position that does not read: {e}"))?;
                if again.to_text() != text {
                    return Err(format!("{hostile} leaves a position that reads otherwise"));
                }
            }
            at = next;
            made += 1;
        }
        Ok(made)
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases(300)))]

    /// Moves with a field out of range or of another type, for every puzzle: made through the
    /// rules or refused, never a panic, never a position a file could not hold.
    #[test]
    fn hostile_moves_are_refused_or_leave_a_position_a_file_holds(
        level in any::<prop::sample::Index>(),
        steps in prop::collection::vec((any::<usize>(), any::<usize>(), any::<usize>()), 1..8),
    ) {
        let levels = built_in();
        let level = &levels[level.index(levels.len())];
        if let Err(why) = level.visit(HostileWalk { steps: &steps }) {
            return Err(TestCaseError::fail(format!("{}: {why}", level.kind())));
        }
    }
}

/// The snake's twist is 0 to 3 quarter turns: a code holding a twist of 4 is refused when it
/// is read, naming the move, and never reaches the fold (where it panicked).
#[test]
fn a_snake_twist_of_four_is_refused_by_name() {
    let level = built_in()
        .into_iter()
        .find(|l| l.kind() == Kind::Snake)
        .unwrap();
    let shared = Shared {
        level,
        moves: vec![json!({"corner": 1, "twist": 4})],
    };
    let why = Shared::from_code(&shared.to_code())
        .unwrap_err()
        .to_string();
    assert!(why.contains("move 1"), "{why}");
    assert!(why.contains("0 to 3"), "{why}");
}

/// A sliding block sent far off the board (past 2^32, where the `move` count truncated, or
/// near 2^63, where the `slide` count overflowed) is refused, and no block vanishes.
#[test]
fn a_block_sent_off_the_board_is_refused_in_every_count() {
    for metric in ["move", "slide", "step"] {
        let text = format!("; goal: S 1,2\n; metric: {metric}\nABC\nSSD\nSSE\n..F\n");
        let level = AnyLevel::parse(Kind::Klotski, &text).unwrap();
        for to in [
            json!([4_294_967_296u64, 0]),
            json!([4_294_967_296u64 + 1, 3]),
            json!([9_223_372_036_854_775_808u64, 3]),
            json!([0, u64::MAX]),
            json!([3, 3]),
        ] {
            let shared = Shared {
                level: level.clone(),
                moves: vec![json!({"from": [2, 3], "to": to})],
            };
            let why = Shared::from_code(&shared.to_code())
                .unwrap_err()
                .to_string();
            assert!(why.contains("move 1"), "{metric} {to}: {why}");
        }
    }
}

/// A roll-the-ball code that writes a program of thousands of blocks, then edits it (each edit
/// keeping the program as it was, for undo, so that the work grew as blocks times edits), is
/// refused at its first move: a program holds at most `MAX_BLOCKS` blocks.
#[test]
fn a_program_longer_than_the_most_blocks_is_refused() {
    use puzzles::kodable::{Edit, MAX_BLOCKS};
    let level = built_in()
        .into_iter()
        .find(|l| l.kind() == Kind::Kodable)
        .unwrap();
    let long = vec!["Right"; MAX_BLOCKS + 1].join(" ");
    let mut moves = vec![serde_json::to_value(Edit::Write(long)).unwrap()];
    moves.extend((0..2000).map(|_| serde_json::to_value(Edit::Remove(0)).unwrap()));
    let shared = Shared {
        level: level.clone(),
        moves,
    };
    let why = Shared::from_code(&shared.to_code())
        .unwrap_err()
        .to_string();
    assert!(why.contains("move 1"), "{why}");
    assert!(
        why.contains(&format!("at most {MAX_BLOCKS} blocks")),
        "{why}"
    );
    let just = vec!["Right"; MAX_BLOCKS].join(" ");
    let shared = Shared {
        level,
        moves: vec![serde_json::to_value(Edit::Write(just)).unwrap()],
    };
    assert!(
        Shared::from_code(&shared.to_code()).is_ok(),
        "the most blocks are allowed"
    );
}

/// A code (or a saved history) of more moves than a code holds is refused before a move is
/// made, saying how many it holds.
#[test]
fn more_moves_than_a_code_holds_are_refused() {
    use puzzles::level_code::MAX_MOVES;
    let level = AnyLevel::parse(Kind::Fifteen, "1 2 3\n4 5 6\n7 0 8\n").unwrap();
    let there_and_back = [json!({"tile": 8}), json!({"tile": 8})];
    let moves: Vec<Value> = there_and_back
        .iter()
        .cycle()
        .take(MAX_MOVES + 2)
        .cloned()
        .collect();
    let why = moves_as::<puzzles::fifteen::Board>(&moves)
        .unwrap_err()
        .to_string();
    assert!(why.contains(&format!("at most {MAX_MOVES}")), "{why}");
    let shared = Shared {
        level,
        moves: moves[..MAX_MOVES].to_vec(),
    };
    assert!(Shared::from_code(&shared.to_code()).is_ok());
}
