//! Every built-in level loads, is solvable, and its par is what the solver finds.

use puzzles::klotski;
use puzzles::search::Budget;
use puzzles::{AnyLevel, Kind, Puzzle, fifteen, kodable, shot, snake};

#[test]
fn every_builtin_level_is_solvable_and_its_par_is_right() {
    for b in puzzlebox::levels::all_builtin() {
        let level = b.level();
        let par = level.meta().par();
        let (length, optimal) = match &level {
            AnyLevel::Shot(board) => {
                let s = shot::solve(board, Budget::UNLIMITED);
                let moves = s
                    .moves
                    .unwrap_or_else(|| panic!("{} has no solution", b.path));
                assert!(board.replay(&moves).unwrap().is_solved(), "{}", b.path);
                (moves.len(), true)
            }
            AnyLevel::Klotski(board) => {
                let s = klotski::solve(board, board.metric(), Budget::UNLIMITED);
                let moves = s
                    .moves
                    .unwrap_or_else(|| panic!("{} has no solution", b.path));
                assert!(board.replay(&moves).unwrap().is_solved(), "{}", b.path);
                (moves.len(), true)
            }
            AnyLevel::Kodable(map) => {
                let s = kodable::solve(map, map.start(), kodable::Tools::ALL, Budget::UNLIMITED);
                let program = s
                    .program
                    .clone()
                    .unwrap_or_else(|| panic!("{} has no solution", b.path));
                assert!(kodable::run(map, &program).outcome.is_won(), "{}", b.path);
                (s.size().unwrap(), s.optimal)
            }
            AnyLevel::Fifteen(board) => {
                let s = fifteen::solve(board, Budget::UNLIMITED);
                let moves = s
                    .moves
                    .unwrap_or_else(|| panic!("{} has no solution", b.path));
                assert!(board.replay(&moves).unwrap().is_solved(), "{}", b.path);
                (moves.len(), s.optimal)
            }
            AnyLevel::Snake(chain) => {
                let cells = snake::solve(chain, Budget::UNLIMITED)
                    .cells
                    .unwrap_or_else(|| panic!("{} has no solution", b.path));
                snake::solve::check_cells(chain, &cells).unwrap();
                let fold = snake::Fold::from_cells(chain, &cells).unwrap();
                assert!(fold.is_complete(), "{}", b.path);
                // Every solution uses every joint: there is no par to check.
                continue;
            }
        };
        if optimal {
            assert_eq!(
                par,
                Some(length as u32),
                "{}: par should be the solver's length",
                b.path
            );
        }
    }
}

#[test]
fn there_are_at_least_ten_levels_of_each_finished_puzzle() {
    for kind in Kind::ALL {
        assert!(puzzlebox::levels::builtin(kind).len() >= 10, "{kind}");
    }
}

#[test]
fn the_originals_are_built_in() {
    let example = puzzlebox::levels::find_builtin("shot/01-the-example").unwrap();
    let AnyLevel::Shot(board) = example.level() else {
        panic!()
    };
    assert_eq!(board.balls(), vec![(0, 3), (2, 3), (4, 3), (5, 3)]);
    let original = puzzlebox::levels::find_builtin("klotski/01-the-original").unwrap();
    let AnyLevel::Klotski(board) = original.level() else {
        panic!()
    };
    assert_eq!(board.drawing(), "ABxCD\nAByCD\nSS.EE\nSS.FF\n");
}
