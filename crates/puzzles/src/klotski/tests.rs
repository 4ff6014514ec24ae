use super::*;

pub const SEED_START: &str = "; goal: S 3,2\nABxCD\nAByCD\nSS.EE\nSS.FF\n";

#[test]
fn seed_start_parses() {
    let b = parse(SEED_START).unwrap();
    assert_eq!((b.width(), b.height()), (5, 4));
    assert_eq!(b.blocks().len(), 9);
    let s = b.blocks().iter().find(|b| b.name == 'S').unwrap();
    assert_eq!((s.col, s.row, s.width, s.height), (0, 2, 2, 2));
    assert!(!b.is_solved());
}

#[test]
fn seed_start_solves_in_every_metric_and_replays() {
    let b = parse(SEED_START).unwrap();
    let mut lengths = Vec::new();
    for metric in Metric::ALL {
        let b = b.clone().with_metric(metric);
        let s = b.solve();
        let moves = s.moves.expect("the original puzzle is solvable");
        assert!(b.replay(&moves).unwrap().is_solved());
        lengths.push(moves.len());
    }
    // Coarser metrics never need more moves.
    assert!(
        lengths[0] >= lengths[1] && lengths[1] >= lengths[2],
        "{lengths:?}"
    );
}

#[test]
fn step_metric_refuses_long_moves() {
    let b = parse(SEED_START).unwrap();
    // The 1x1 block 'y' at 2,1 can step down to 2,2 but not jump to 2,3.
    assert!(
        b.apply(&Slide {
            from: [2, 1],
            to: [2, 2]
        })
        .is_ok()
    );
    assert!(
        b.apply(&Slide {
            from: [2, 1],
            to: [2, 3]
        })
        .is_err()
    );
    let slide = b.clone().with_metric(Metric::Slide);
    assert!(
        slide
            .apply(&Slide {
                from: [2, 1],
                to: [2, 3]
            })
            .is_ok()
    );
    assert!(
        b.apply(&Slide {
            from: [1, 1],
            to: [1, 2]
        })
        .is_err(),
        "no block has its corner there"
    );
}

#[test]
fn bad_drawings_are_refused_where_they_are_wrong() {
    let e = parse("; goal: S 0,0\nSS\nS.\n").unwrap_err();
    assert_eq!(e.at, Some((3, 2)), "{e}");
    let e = parse("; goal: S 0,0\nSS.\nSSx\nA.A\n").unwrap_err();
    assert_eq!(e.at, Some((4, 3)), "{e}");
    let e = parse("; goal: S 0,0\nSS\nSS#\n").unwrap_err();
    assert_eq!(e.at, Some((3, 3)));
    let e = parse("SS\nSS\n").unwrap_err();
    assert!(e.message.contains("no goal"));
    let e = parse("; goal: Q 0,0\nSS\nSS\n").unwrap_err();
    assert_eq!(e.at, Some((1, 9)), "at the block's letter");
    let e = parse("; goal: S 1,1\nSS.\nSS.\n").unwrap_err();
    assert!(e.message.contains("stick out"));
}

#[test]
fn text_round_trips() {
    let b = parse(SEED_START).unwrap();
    assert_eq!(parse(&b.to_text()).unwrap(), b);
}

#[test]
fn generated_levels_have_the_asked_length() {
    for seed in 0..3 {
        let p = Params {
            min_moves: 10,
            max_moves: 15,
            ..Params::default()
        };
        let b = generate(seed, p).unwrap();
        let s = solve(&b, p.metric, Budget::UNLIMITED);
        let n = s.length().unwrap();
        assert!((10..=15).contains(&n), "seed {seed}: {n} moves");
    }
}

#[test]
fn goal_numbers_are_range_checked_where_they_stand() {
    let board = "ABxCD\nAByCD\nSS.EE\nSS.FF\n";
    let e = parse(&format!("; goal: S 3,18446744073709551615\n{board}")).unwrap_err();
    assert_eq!(e.at, Some((1, 13)), "{e}");
    assert!(e.message.contains("too large"), "{e}");
    let e = parse(&format!("; goal: S 18446744073709551615,2\n{board}")).unwrap_err();
    assert_eq!(e.at, Some((1, 11)), "{e}");
    let e = parse(&format!("; goal: S 3,3\n{board}")).unwrap_err();
    assert_eq!(e.at, Some((1, 11)), "{e}");
    assert!(e.message.contains("stick out"), "{e}");
    let e = parse(&format!("; goal: S 3;2\n{board}")).unwrap_err();
    assert_eq!(e.at, Some((1, 12)), "{e}");
    let e = parse(&format!("; goal: S 3,2 x\n{board}")).unwrap_err();
    assert_eq!(e.at, Some((1, 14)), "{e}");
    let e = parse(&format!("; metric: steps\n; goal: S 3,2\n{board}")).unwrap_err();
    assert_eq!(e.at, Some((1, 11)), "{e}");
    let e = parse(board).unwrap_err();
    assert_eq!(e.at, Some((1, 1)), "{e}");
    assert!(e.message.contains("no goal"), "{e}");
}

#[test]
fn too_big_boards_are_refused_at_the_first_cell_too_many() {
    let e = parse(&format!("; goal: S 0,0\nSS{}\n", ".".repeat(70))).unwrap_err();
    assert_eq!(e.at, Some((2, 65)), "{e}");
    let rows = "SS......\nSS......\n".to_string() + &"........\n".repeat(7);
    let e = parse(&format!("; goal: S 0,0\n{rows}")).unwrap_err();
    assert_eq!(e.at, Some((10, 1)), "{e}");
}

#[test]
fn solving_stops_at_the_budget_and_says_so() {
    // An 8×8 board with a few small blocks has far too many positions to list.
    let text = "; goal: S 6,6\nSSab....\nSScd....\nef......\ngh......\n".to_string()
        + &"........\n".repeat(4);
    let b = parse(&text).unwrap();
    let s = solve(&b, Metric::Step, Budget::nodes(100_000));
    assert!(!s.complete);
    assert!(s.nodes <= 100_000 + 64, "{} positions", s.nodes);
}

#[test]
fn generator_refuses_what_it_cannot_make() {
    let p = Params {
        width: 6,
        height: 5,
        min_moves: 18446744073709551615,
        max_moves: 18446744073709551615,
        ..Params::default()
    };
    let e = generate(1, p).unwrap_err();
    assert!(e.contains("1 to 500 moves"), "{e}");
    let e = generate(
        1,
        Params {
            width: 7,
            ..Params::default()
        },
    )
    .unwrap_err();
    assert!(e.contains("3 to 6 cells"), "{e}");
    let e = generate(
        1,
        Params {
            min_moves: 0,
            max_moves: 3,
            ..Params::default()
        },
    )
    .unwrap_err();
    assert!(e.contains("not 0-3"), "{e}");
}
