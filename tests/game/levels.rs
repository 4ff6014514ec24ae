//! Every built-in level loads, is solvable, and its par is what the solver finds.

use puzzles::klotski;
use puzzles::search::Budget;
use puzzles::{AnyLevel, Kind, Puzzle, Variant, Visit, kodable, snake};

#[test]
fn every_builtin_level_is_solvable_and_its_par_is_right() {
    for b in puzzlebox::levels::all_builtin() {
        let level = b.level();
        let par = level.meta().par();
        let (length, optimal) = match &level {
            AnyLevel::Kodable(coding) => {
                let map = coding.map();
                let s = kodable::solve(map, map.start(), map.toolbox(), Budget::UNLIMITED);
                let program = s
                    .program
                    .clone()
                    .unwrap_or_else(|| panic!("{} has no solution", b.path));
                assert!(kodable::run(map, &program).outcome.is_won(), "{}", b.path);
                (s.size().unwrap(), s.optimal)
            }
            AnyLevel::Snake(folding) => {
                let chain = folding.chain();
                let cells = snake::solve(chain, Budget::UNLIMITED)
                    .cells
                    .unwrap_or_else(|| panic!("{} has no solution", b.path));
                snake::solve::check_cells(chain, &cells).unwrap();
                let fold = snake::Fold::from_cells(chain, &cells).unwrap();
                assert!(fold.is_complete(), "{}", b.path);
                // A chain begun for the player (`; fold:`) can be finished from there.
                let rest = folding.solve_within(Budget::UNLIMITED).moves;
                let rest = rest.unwrap_or_else(|| panic!("{}: its fold leads nowhere", b.path));
                let finished = folding.replay(&rest).expect("the solver's turns are legal");
                assert!(finished.is_solved(), "{}", b.path);
                // Every solution sets every corner left: par is that count, given by the file
                // where some corners are set already (the list showed none for levels 2, 3, 9).
                assert_eq!(
                    level.par(),
                    Some(rest.len() as u32),
                    "{}: par is the corners left to set",
                    b.path
                );
                continue;
            }
            other => other
                .visit(Solved)
                .unwrap_or_else(|| panic!("{} has no solution", b.path)),
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

/// A level solved with no budget, the solution replayed: its length and whether it is the
/// shortest (None: no solution, or one that does not solve).
struct Solved;

impl Visit for Solved {
    type Out = Option<(usize, bool)>;

    fn visit<P: Variant>(self, level: &P) -> Self::Out {
        let s = level.solve_within(Budget::UNLIMITED);
        let moves = s.moves?;
        level
            .replay(&moves)
            .ok()
            .filter(Puzzle::is_solved)
            .map(|_| (moves.len(), s.optimal))
    }
}

/// How hard a built-in level is, for the order of its pack, chapter by chapter where the pack has
/// chapters:
/// - sliding blocks: the solver's shortest solution counted in moves (a piece moved any distance
///   is one), so that levels of different metrics compare;
/// - Fifteen: its number of cells, then par (3×3 boards before 3×4, 3×4 before 4×4);
/// - the snake cube: its cubes, then the corners left to set, then the straight runs the solver
///   lays to fold it from where it starts;
/// - roll-the-ball: par;
/// - the others: par, levels without par last.
fn difficulty(level: &AnyLevel, chapter: u64) -> (u64, u64, u64) {
    match level {
        AnyLevel::Kodable(c) => (chapter, c.meta().par().map_or(u64::MAX, u64::from), 0),
        AnyLevel::Klotski(b) => {
            let moves = klotski::solve(b, klotski::Metric::Move, Budget::UNLIMITED);
            (chapter, moves.length().unwrap() as u64, 0)
        }
        AnyLevel::Snake(f) => {
            let to_set = f.solve_within(Budget::UNLIMITED).moves.unwrap().len() as u64;
            let search = snake::solve::complete(f.fold(), Budget::UNLIMITED);
            (f.chain().cubes() as u64, to_set, search.nodes)
        }
        AnyLevel::Fifteen(b) => {
            let par = b.meta().par().map_or(u64::MAX, u64::from);
            ((b.width() * b.height()) as u64, par, 0)
        }
        other => (other.meta().par().map_or(u64::MAX, u64::from), 0, 0),
    }
}

#[test]
fn every_pack_goes_from_easiest_to_hardest() {
    for kind in Kind::ALL {
        let levels = puzzlebox::levels::builtin(kind);
        let mut chapter = 0;
        let hardness: Vec<_> = levels
            .iter()
            .map(|b| {
                let level = b.level();
                chapter += u64::from(level.meta().get("chapter").is_some());
                difficulty(&level, chapter)
            })
            .collect();
        for (i, pair) in hardness.windows(2).enumerate() {
            assert!(
                pair[0] <= pair[1],
                "{} comes before {} but is harder: {:?} > {:?}",
                levels[i].path,
                levels[i + 1].path,
                pair[0],
                pair[1]
            );
        }
    }
}

/// The Huarong Trail, as the classic collections give it: each board's traditional name and the
/// fewest moves they publish for it, which the solver must find too.
#[test]
fn the_huarong_trail_has_its_traditional_names_and_pars() {
    let trail = [
        ("klotski/12-only-18-steps", "Only 18 steps", 18),
        ("klotski/13-violet", "Violet", 27),
        ("klotski/14-daisy", "Daisy", 28),
        ("klotski/15-pansy", "Pansy", 28),
        ("klotski/16-poppy", "Poppy", 40),
        ("klotski/17-snowdrop", "Snowdrop", 46),
        ("klotski/18-red-donkey", "Red donkey", 81),
        ("klotski/19-trail", "Trail", 102),
        ("klotski/20-ambush", "Ambush", 120),
    ];
    for (id, title, fewest) in trail {
        let level = puzzlebox::levels::find_builtin(id).unwrap().level();
        let AnyLevel::Klotski(board) = &level else {
            panic!("{id} is not a sliding-blocks level")
        };
        assert_eq!(level.meta().get("title"), Some(title), "{id}");
        let found = klotski::solve(board, klotski::Metric::Move, Budget::UNLIMITED);
        assert!(found.optimal, "{id}");
        assert_eq!(found.length(), Some(fewest), "{id}");
        let moves = found.moves.expect("a solution");
        let end = board.replay(&moves).expect("the solver's moves are legal");
        assert!(end.is_solved(), "{id}");
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
    let original = puzzlebox::levels::find_builtin("klotski/08-the-original").unwrap();
    let AnyLevel::Klotski(board) = original.level() else {
        panic!()
    };
    assert_eq!(board.drawing(), "ABxCD\nAByCD\nSS.EE\nSS.FF\n");
}

/// The fewest blocks of a program that wins on the map at all, bonuses or not, with `tools`.
fn fewest_blocks_to_win(map_text: &str, tools: kodable::Toolbox) -> Option<usize> {
    let no_bonuses: String = map_text
        .lines()
        .filter(|l| !l.starts_with(';'))
        .map(|l| l.replace('b', "-") + "\n")
        .collect();
    let map = kodable::parse(&no_bonuses).unwrap();
    let s = kodable::solve(&map, map.start(), tools, Budget::UNLIMITED);
    assert!(s.complete);
    s.program.map(|p| p.size())
}

#[test]
fn a_block_limit_leaves_room_for_the_best_program_and_needs_every_kind_of_block() {
    let mut limited = 0;
    for b in puzzlebox::levels::builtin(Kind::Kodable) {
        let AnyLevel::Kodable(coding) = b.level() else {
            panic!("{} is not a map", b.path)
        };
        let map = coding.map();
        let Some(limit) = map.meta().get("blocks") else {
            continue;
        };
        limited += 1;
        let limit: usize = limit.trim().parse().unwrap();
        let best = kodable::solve(map, map.start(), kodable::Toolbox::ALL, Budget::UNLIMITED);
        let size = best.program.expect("solvable").size();
        assert!(
            size <= limit,
            "{}: the best program has {size} blocks",
            b.path
        );
        assert_eq!(best.bonuses, best.bonuses_total, "{}", b.path);
        let text = b.text;
        let all = kodable::Toolbox::ALL;
        for (missing, tools) in [
            (
                "loops",
                kodable::Toolbox {
                    loops: false,
                    ..all
                },
            ),
            (
                "the function",
                kodable::Toolbox {
                    function: false,
                    ..all
                },
            ),
            (
                "conds",
                kodable::Toolbox {
                    conds: false,
                    ..all
                },
            ),
        ] {
            let fewest = fewest_blocks_to_win(text, tools);
            assert!(
                fewest.is_none_or(|n| n > limit),
                "{}: without {missing} it can be won in {fewest:?} blocks, within {limit}",
                b.path
            );
        }
    }
    assert!(limited >= 1, "maps with a block limit: {limited}");
}

#[test]
fn a_level_handed_over_by_name_and_text_is_read_by_its_name() {
    let level = puzzlebox::levels::parse_named("corner.fifteen", "1 2 3\n4 5 6\n7 0 8\n").unwrap();
    assert_eq!(level.kind(), Kind::Fifteen);
    let bad = puzzlebox::levels::parse_named("broken.fifteen", "1 2 3\n4 5 x\n7 0 8\n");
    assert_eq!(
        bad.unwrap_err(),
        "broken.fifteen, line 2, column 5: expected a tile number or a space, found 'x'"
    );
    let unknown = puzzlebox::levels::parse_named("notes.txt", "hello").unwrap_err();
    assert!(
        unknown.starts_with("notes.txt: cannot tell the puzzle"),
        "{unknown}"
    );
    let huge = "0".repeat(2 << 20);
    let too_big = puzzlebox::levels::parse_named("huge.shot", &huge).unwrap_err();
    assert!(too_big.contains("too large"), "{too_big}");
}
