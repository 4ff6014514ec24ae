//! Property tests: every solver answer replays to a solved position, every generated level is
//! solvable, parsers round-trip and never panic on any input.

mod common;

use proptest::prelude::*;
use puzzles::search::Budget;
use puzzles::{AnyLevel, Puzzle, fifteen, klotski, shot};

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn shot_generated_boards_are_solved_by_the_solver(seed in any::<u64>(), balls in 2usize..=14) {
        let board = shot::generate(seed, shot::Params { balls, ..shot::Params::default() }).unwrap();
        prop_assert_eq!(board.ball_count(), balls);
        let s = shot::solve(&board, Budget::UNLIMITED);
        let moves = s.moves.expect("generated boards are solvable");
        prop_assert_eq!(moves.len(), balls - 1);
        let end = board.replay(&moves).expect("solver moves are legal");
        prop_assert!(end.is_solved());
    }

    #[test]
    fn shot_same_seed_same_board(seed in any::<u64>()) {
        let p = shot::Params::default();
        prop_assert_eq!(shot::generate(seed, p), shot::generate(seed, p));
    }

    #[test]
    fn shot_random_boards_either_replay_or_have_no_solution(cells in proptest::collection::btree_set((0usize..7, 0usize..8), 1..12)) {
        let cells: Vec<(usize, usize)> = cells.into_iter().collect();
        let board = shot::Board::with_balls(7, 8, &cells);
        let s = shot::solve(&board, Budget::UNLIMITED);
        prop_assert!(s.complete);
        if let Some(moves) = s.moves {
            prop_assert!(board.replay(&moves).unwrap().is_solved());
        }
    }

    #[test]
    fn shot_parser_never_panics(text in "[o.# \\n;a-z:]{0,200}") {
        let _ = shot::parse(&text);
    }

    #[test]
    fn klotski_parser_never_panics(text in "(; goal: [A-Z] [0-9],[0-9]\\n)?[A-D.x\\n]{0,60}") {
        if let Ok(b) = klotski::parse(&text) {
            prop_assert_eq!(klotski::parse(&b.to_text()).unwrap(), b);
        }
    }

    #[test]
    fn fifteen_parser_never_panics(text in "[0-9 \\n-]{0,80}") {
        if let Ok(b) = fifteen::parse(&text) {
            prop_assert_eq!(fifteen::parse(&b.to_text()).unwrap(), b);
        }
    }

    #[test]
    fn fifteen_small_boards_solve_optimally_and_replay(seed in any::<u64>(), w in 2usize..=4, h in 2usize..=3) {
        use rand::SeedableRng;
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let board = fifteen::shuffled(&mut rng, w, h);
        let s = fifteen::solve(&board, Budget::UNLIMITED);
        prop_assert!(s.optimal);
        let moves = s.moves.expect("shuffled boards pass the parity test");
        prop_assert!(board.replay(&moves).unwrap().is_solved());
    }

    #[test]
    fn fifteen_parity_decides_solvability(seed in any::<u64>()) {
        use rand::SeedableRng;
        use rand::seq::SliceRandom;
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let mut tiles: Vec<u8> = (0..6).collect();
        tiles.shuffle(&mut rng);
        let board = fifteen::Board::from_tiles(3, 2, tiles).unwrap();
        let s = fifteen::solve(&board, Budget::UNLIMITED);
        prop_assert_eq!(s.moves.is_some(), board.is_solvable());
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 8, ..ProptestConfig::default() })]

    #[test]
    fn klotski_generated_boards_have_the_asked_length(seed in any::<u64>(), metric in 0usize..3) {
        let metric = klotski::Metric::ALL[metric];
        let p = klotski::Params { metric, min_moves: 8, max_moves: 30, ..klotski::Params::default() };
        let board = klotski::generate(seed, p).unwrap().with_metric(metric);
        let s = board.solve();
        let moves = s.moves.expect("generated boards are solvable");
        prop_assert!(board.replay(&moves).unwrap().is_solved());
    }

    #[test]
    fn klotski_solutions_replay_in_every_metric(seed in any::<u64>()) {
        let board = klotski::generate(seed, klotski::Params { min_moves: 5, max_moves: 25, ..klotski::Params::default() }).unwrap();
        let mut lengths = Vec::new();
        for metric in klotski::Metric::ALL {
            let b = board.clone().with_metric(metric);
            let moves = b.solve().moves.expect("solvable");
            prop_assert!(b.replay(&moves).unwrap().is_solved());
            lengths.push(moves.len());
        }
        prop_assert!(lengths[0] >= lengths[1] && lengths[1] >= lengths[2]);
    }

    #[test]
    fn fifteen_generated_4x4_boards_have_the_asked_length(seed in any::<u64>()) {
        let p = fifteen::Params { min_moves: 10, max_moves: 20, ..fifteen::Params::default() };
        let board = fifteen::generate(seed, p).unwrap();
        let s = board.solve();
        let n = s.length().expect("solvable");
        prop_assert!((10..=20).contains(&n), "{} moves", n);
        prop_assert!(board.replay(&s.moves.unwrap()).unwrap().is_solved());
    }

    #[test]
    fn fifteen_big_boards_replay(seed in any::<u64>(), w in 4usize..=8, h in 5usize..=8) {
        use rand::SeedableRng;
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let board = fifteen::shuffled(&mut rng, w, h);
        let s = board.solve();
        prop_assert!(!s.optimal);
        prop_assert!(board.replay(&s.moves.unwrap()).unwrap().is_solved());
    }
}

#[test]
fn random_4x4_boards_solve_optimally_and_replay() {
    use rand::SeedableRng;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(11);
    for _ in 0..5 {
        let board = fifteen::shuffled(&mut rng, 4, 4);
        let s = board.solve();
        assert!(s.optimal);
        let moves = s.moves.unwrap();
        assert!(board.replay(&moves).unwrap().is_solved());
        // No solution is shorter than the pattern databases' lower bound.
        assert!(moves.len() as u32 >= fifteen::database(4, 4).estimate(&board));
    }
}

#[test]
fn classic_klotski_has_its_known_lengths() {
    let board = klotski::parse("; goal: S 1,3\nASSB\nASSB\nCEED\nCFGD\nH..I\n").unwrap();
    let lengths: Vec<usize> = klotski::Metric::ALL
        .iter()
        .map(|&m| {
            klotski::solve(&board, m, Budget::UNLIMITED)
                .length()
                .unwrap()
        })
        .collect();
    // 116 single steps, 90 straight slides, 81 moves in the classic count.
    assert_eq!(lengths, vec![116, 90, 81]);
}

/// A board whose 5×5 remainder the weighted search gave up on within the whole node budget
/// (about four minutes): the remainder now gets the weights in turn, each within its cap, and
/// then, should they all give up, the lines are fixed down to 16 cells.
#[test]
fn a_big_board_whose_remainder_is_hard_is_solved() {
    use rand::SeedableRng;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(421808343352359212);
    let board = fifteen::shuffled(&mut rng, 6, 7);
    let s = board.solve();
    let moves = s.moves.expect("solved");
    assert!(board.replay(&moves).unwrap().is_solved());
}

/// A par the rules give without a search (a straight chain: one turn per corner) is the
/// length of the solver's solution, for every built-in level that has one.
#[test]
fn an_evident_par_is_the_solvers() {
    let mut checked = 0;
    for level in common::built_in() {
        let AnyLevel::Snake(chain) = &level else {
            continue;
        };
        let Some(evident) = level.par() else {
            continue;
        };
        let moves = chain.solve().moves.expect("a built-in chain folds");
        assert_eq!(evident as usize, moves.len(), "{}", level.summary());
        checked += 1;
    }
    assert!(checked > 0);
}
