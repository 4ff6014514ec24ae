//! What enters through the newer doors: moves read from a level code, a save's history of a
//! level left half-way, the web page's address or a worker's answer. Every such move is read
//! into the puzzle's own move type and made through its rules, or refused with a sentence naming
//! it: a hostile one (a field far out of range, of the wrong type, missing) never panics and
//! never leaves a position the puzzle's own file could not hold.
//!
//! `cargo test -p puzzles --test doors` runs a few hundred cases; `scripts/fuzz.sh` runs as
//! many as `PUZZLEBOX_FUZZ_CASES` asks.

mod common;
#[path = "common/hostile.rs"]
mod hostile;

use common::built_in;
use hostile::{edges, places, replaced};
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

/// A table file forged from a sound one: bytes changed, a stretch zeroed or filled, the file
/// cut short or lengthened, the checksum then made to match (so that only the checks of what
/// the tables say stand between it and the solver).
#[derive(Debug, Clone)]
enum Forgery {
    Bytes(Vec<(prop::sample::Index, u8)>),
    Fill(prop::sample::Index, usize, u8),
    Cut(prop::sample::Index),
    Grow(Vec<u8>),
}

fn forgery() -> impl Strategy<Value = Forgery> {
    prop_oneof![
        4 => prop::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 1..12)
            .prop_map(Forgery::Bytes),
        2 => (any::<prop::sample::Index>(), 1usize..20_000, prop_oneof![Just(0u8), Just(1), Just(15), Just(255), any::<u8>()])
            .prop_map(|(at, len, to)| Forgery::Fill(at, len, to)),
        1 => any::<prop::sample::Index>().prop_map(Forgery::Cut),
        1 => prop::collection::vec(any::<u8>(), 1..64).prop_map(Forgery::Grow),
    ]
}

fn forged(sound: &[u8], how: &Forgery) -> Vec<u8> {
    let mut body = sound[..sound.len() - 8].to_vec();
    match how {
        Forgery::Bytes(changes) => {
            for (at, to) in changes {
                let i = at.index(body.len());
                body[i] = *to;
            }
        }
        Forgery::Fill(at, len, to) => {
            let i = at.index(body.len());
            let end = (i + len).min(body.len());
            body[i..end].fill(*to);
        }
        Forgery::Cut(at) => body.truncate(at.index(body.len())),
        Forgery::Grow(more) => body.extend_from_slice(more),
    }
    puzzles::fifteen::sealed(body)
}

/// The sound tables of the small boards, as files.
fn sound_tables(width: usize, height: usize) -> &'static [u8] {
    use std::sync::OnceLock;
    static FILES: OnceLock<Vec<((usize, usize), Vec<u8>)>> = OnceLock::new();
    let files = FILES.get_or_init(|| {
        [(3, 3), (4, 2), (2, 4)]
            .map(|(w, h)| ((w, h), puzzles::fifteen::Database::build(w, h).to_bytes()))
            .to_vec()
    });
    &files
        .iter()
        .find(|(size, _)| *size == (width, height))
        .unwrap()
        .1
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases(64)))]

    /// A forged table file is refused, or the solver that uses it still answers only with
    /// moves that solve the board (every answer ends on the goal test): never a panic, never a
    /// board called unsolvable that is not.
    #[test]
    fn forged_table_files_never_make_a_wrong_answer(
        size in prop_oneof![Just((3usize, 3usize)), Just((4, 2)), Just((2, 4))],
        how in forgery(),
        seeds in prop::collection::vec(any::<u64>(), 1..4),
    ) {
        use puzzles::Puzzle;
        use puzzles::fifteen::{Database, OptimalSearch, random_walk};
        use puzzles::search::Budget;
        use rand::SeedableRng;
        let (w, h) = size;
        let bytes = forged(sound_tables(w, h), &how);
        let Ok(db) = Database::from_bytes(w, h, &bytes) else {
            return Ok(());
        };
        let db = std::sync::Arc::new(db);
        for seed in seeds {
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            let board = random_walk(&mut rng, w, h, (seed % 60) as usize);
            let found = OptimalSearch::new(&board, db.clone()).run(Budget::nodes(200_000));
            match found.moves {
                Some(moves) => {
                    let mut at = board.clone();
                    for m in &moves {
                        at = at.apply(m).map_err(|e| TestCaseError::fail(format!("{how:?}: {e}")))?;
                    }
                    prop_assert!(at.is_solved(), "{how:?}: the answer does not solve the board");
                }
                None => prop_assert!(!found.complete, "{how:?}: a solvable board called unsolvable"),
            }
        }
    }
}
