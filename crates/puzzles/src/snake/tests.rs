//! Tests of the snake across its modules: the format, the solver against a plain search, the
//! fold and the hint, the generator, and the built-in levels.

use super::geometry::{DELTA, cell, inside};
use super::solve::{Completion, check_cells, complete};
use super::*;
use crate::search::Budget;
use proptest::prelude::*;

fn wooden() -> Chain {
    parse(WOODEN_SNAKE).unwrap()
}

fn chain(letters: &str) -> Chain {
    parse(letters).unwrap_or_else(|e| panic!("{letters}: {e}"))
}

/// Every oriented solution counted the plain way: every first cell and direction, one cube at a
/// time, no pruning at all.
fn plain_count(chain: &Chain) -> u64 {
    fn go(
        n: usize,
        joints: &[Joint],
        k: usize,
        at: [i32; 3],
        dir: usize,
        seen: &mut [bool],
    ) -> u64 {
        if k == joints.len() {
            return 1;
        }
        let mut total = 0;
        for d in 0..6 {
            let ok = match joints[k] {
                Joint::Straight => d == dir,
                Joint::Turn => d / 2 != dir / 2,
            };
            let v = DELTA[d];
            let p = [at[0] + v[0], at[1] + v[1], at[2] + v[2]];
            if ok && inside(p, n) && !seen[cell(p, n)] {
                seen[cell(p, n)] = true;
                total += go(n, joints, k + 1, p, d, seen);
                seen[cell(p, n)] = false;
            }
        }
        total
    }
    let n = chain.side();
    let mut total = 0;
    for c in 0..n * n * n {
        let p = geometry::point_of(c, n);
        for first in 0..6 {
            let mut seen = vec![false; n * n * n];
            seen[c] = true;
            let v = DELTA[first];
            let q = [p[0] + v[0], p[1] + v[1], p[2] + v[2]];
            if inside(q, n) {
                seen[cell(q, n)] = true;
                total += go(n, chain.joints(), 1, q, first, &mut seen);
            }
        }
    }
    total
}

/// Whether two hints agree: the same answer, though a next twist may come from different
/// solutions; and a next twist really leads on to a solution.
fn agree(fold: &Fold, a: Hint, b: Hint) -> bool {
    let leads_on = |h: Hint| match h {
        Hint::Next { joint, twist } => {
            let mut f = fold.clone();
            f.set(joint, Some(twist));
            complete(&f, Budget::UNLIMITED).fold.is_some()
        }
        _ => true,
    };
    let same = match (a, b) {
        (Hint::Next { joint: j, .. }, Hint::Next { joint: k, .. }) => j == k,
        _ => a == b,
    };
    same && leads_on(a) && leads_on(b)
}

#[test]
fn the_wooden_snake_has_192_oriented_and_4_distinct_solutions() {
    let c = wooden();
    let census = enumerate(&c, 100, Budget::UNLIMITED);
    assert!(census.complete);
    assert_eq!(census.oriented, 192);
    assert_eq!(census.distinct, 4);
    assert_eq!(census.solutions.len(), 4);
    assert!(census.is_whole());
    for s in &census.solutions {
        check_cells(&c, s).unwrap();
    }
    // The representatives are distinct shapes, even allowing for the mirror.
    let folds = census.folds(&c);
    assert_eq!(folds.len(), 4 * 2 * 4);
    assert!(folds.iter().all(Fold::is_complete));
}

#[test]
fn the_wooden_snake_solves_and_its_steps_read_like_the_original() {
    let c = wooden();
    let s = solve(&c, Budget::UNLIMITED);
    assert!(s.complete);
    let cells = s.cells.clone().unwrap();
    check_cells(&c, &cells).unwrap();
    let steps = s.steps().unwrap();
    assert_eq!(steps.len(), 63);
    let shared = s.to_solution();
    assert!(shared.optimal);
    assert_eq!(shared.length(), Some(63));
}

#[test]
fn small_chains_count_as_the_plain_search_does() {
    // Every chain of 7 letters (letter 0 is free, so 64 chains) and a few of 26.
    for bits in 0..64u32 {
        let letters: String = std::iter::once('F')
            .chain((0..6).map(|i| if bits >> i & 1 == 1 { 'T' } else { 'F' }))
            .collect();
        let mut joints: Vec<Joint> = letters.chars().filter_map(Joint::from_letter).collect();
        joints[0] = Joint::Straight;
        let c = Chain {
            n: 2,
            joints,
            meta: Meta::default(),
        };
        let census = enumerate(&c, 1000, Budget::UNLIMITED);
        assert_eq!(census.oriented, plain_count(&c), "{letters}");
        assert_eq!(
            solve(&c, Budget::UNLIMITED).cells.is_some(),
            census.oriented > 0
        );
    }
    for seed in 0..6 {
        let c = generate(
            seed,
            Params {
                side: 3,
                ..Params::default()
            },
        )
        .unwrap();
        let census = enumerate(&c, 1000, Budget::UNLIMITED);
        assert_eq!(census.oriented, plain_count(&c), "{}", c.letters());
        assert_eq!(census.oriented, 48 * census.distinct);
    }
}

#[test]
fn parse_reads_letters_metadata_and_lowercase() {
    let c = parse("; title: Seven\n; fold: 0\nf t t\nT T tT\n").unwrap();
    assert_eq!(c.side(), 2);
    assert_eq!(c.letters(), "FTTTTTT");
    assert_eq!(c.meta().title(), Some("Seven"));
    assert_eq!(c.cubes(), 8);
    assert_eq!(c.runs(), vec![1; 7]);
    assert_eq!(c.corners().count(), 6);
}

#[test]
fn parse_errors_name_the_place() {
    let e = parse("; title: x\nFTTT\nTTxT\n").unwrap_err();
    assert_eq!(e.at, Some((3, 3)));
    assert!(e.message.contains("'x'"), "{e}");

    let e = parse("FTTTTT").unwrap_err();
    assert_eq!(e.at, Some((1, 7)), "just after the last letter");
    assert!(e.message.contains("6 letters"), "{e}");
    for valid in ["7", "26", "63", "124"] {
        assert!(e.message.contains(valid), "{e}");
    }

    // A straight run of three cubes cannot fit a 2×2×2 cube: the first F makes one.
    let e = parse("TT\nTFFTT").unwrap_err();
    assert_eq!(e.at, Some((2, 2)));
    assert!(e.message.contains("straight line of 4"), "{e}");

    let e = parse("; title: only metadata\n").unwrap_err();
    assert_eq!(e.at, Some((2, 1)), "where the chain should start");
    let e = parse("").unwrap_err();
    assert_eq!(e.at, None);
    assert!(e.message.contains("empty"), "{e}");
    let e = parse(&"T".repeat(130)).unwrap_err();
    assert_eq!(e.at, Some((1, 125)), "the first letter too many: {e}");

    let e = parse("; fold: 9\nFTTTTTT").unwrap_err();
    assert!(e.message.contains("'9'"), "{e}");
    assert_eq!(e.at, Some((1, 9)), "{e}");
    let e = parse("; fold:  01 2x\nFTTTTTT").unwrap_err();
    assert_eq!(e.at, Some((1, 14)), "{e}");
    let e = parse("; fold: 0000000\nFTTTTTT").unwrap_err();
    assert!(e.message.contains("more twists"), "{e}");
}

#[test]
fn text_round_trips() {
    let c = wooden();
    assert_eq!(parse(&c.to_text()).unwrap(), c);
    let mut g = generate(3, Params::default()).unwrap();
    g.meta_mut().set("fold", "0123");
    assert_eq!(parse(&g.to_text()).unwrap(), g);
}

#[test]
fn the_chain_editor_toggles_and_rechecks() {
    let mut c = chain("FTTTTTT");
    c.toggle(2);
    assert_eq!(c.letters(), "FTFTTTT");
    let run = c.check().unwrap_err();
    assert_eq!((run.first, run.joint, run.cubes), (1, 2, 3));
    // The solver simply finds nothing for a chain that cannot fit.
    let s = solve(&c, Budget::UNLIMITED);
    assert!(s.cells.is_none() && s.complete);
    c.set_joint(2, Joint::Turn);
    assert!(c.check().is_ok());
    assert!(Chain::new(c.joints().to_vec()).is_ok());
    assert!(Chain::new(vec![Joint::Turn; 5]).is_err());
}

#[test]
fn reading_the_chain_backwards_keeps_its_solutions() {
    let c = wooden();
    let back = c.reversed();
    assert_eq!(back.reversed().letters(), format!("F{}", &c.letters()[1..]));
    let s = solve(&back, Budget::UNLIMITED).cells.unwrap();
    let mut cells = s.clone();
    cells.reverse();
    check_cells(&c, &cells).unwrap();
}

#[test]
fn the_straight_chain_lies_along_x() {
    let c = wooden();
    let fold = Fold::straight(&c);
    let points = fold.points();
    assert_eq!(points.len(), 64);
    assert!(
        points
            .iter()
            .enumerate()
            .all(|(i, p)| *p == [i as i32, 0, 0])
    );
    let layout = fold.layout();
    assert!(layout.overlapping.is_empty());
    assert_eq!(layout.outside.len(), 60);
    assert_eq!(layout.outside[0], 4, "the box holds the start of the chain");
    assert!(!fold.is_complete());
}

#[test]
fn turning_a_corner_turns_the_rest_of_the_chain() {
    let c = chain("FTTTTTT");
    let mut fold = Fold::straight(&c);
    assert!(!fold.set(0, Some(Twist::new(1))), "cube 0 is no corner");
    assert!(fold.turn_next(1));
    assert_eq!(fold.twist(1), Some(Twist::new(0)));
    // Twist 0 at the first corner sends the second run along +y.
    assert_eq!(fold.points()[2], [1, 1, 0]);
    assert!(fold.turn_previous(1));
    assert_eq!(fold.twist(1), Some(Twist::new(3)));
    assert_eq!(fold.points()[2], [1, 0, -1]);
    // Setting the second corner: twist 0 folds back into a U, twist 2 zig-zags.
    fold.set(1, Some(Twist::new(0)));
    fold.set(2, Some(Twist::new(0)));
    assert_eq!(fold.points()[3], [0, 1, 0]);
    fold.set(2, Some(Twist::new(2)));
    assert_eq!(fold.points()[3], [2, 1, 0]);
    // A U of three corners closes on itself: cube 4 lands on cube 0.
    fold.set(2, Some(Twist::new(0)));
    fold.set(3, Some(Twist::new(0)));
    let layout = fold.layout();
    assert_eq!(fold.points()[4], [0, 0, 0]);
    assert_eq!(layout.overlapping, vec![0, 4]);
    assert_eq!(fold.to_text(), "000");
    assert_eq!(Fold::from_text(&c, "000").unwrap(), fold);
    assert_eq!(fold.playback().len(), 3);
    assert_eq!(fold.axis(2), Some(([1, 1, 0], Heading::Right)));
    assert_eq!(fold.axis(0), None);
    assert_eq!(fold.first_unset(), Some(4));
}

#[test]
fn hints_lead_from_the_straight_chain_to_a_solution() {
    let c = wooden();
    let census = enumerate(&c, 100, Budget::UNLIMITED);
    let mut fold = Fold::straight(&c);
    let mut steps = 0;
    loop {
        let searched = hint(&fold, Budget::UNLIMITED);
        assert!(agree(&fold, census.hint(&c, &fold).unwrap(), searched));
        match searched {
            Hint::Solved => break,
            Hint::Next { joint, twist } => {
                assert_eq!(Some(joint), fold.first_unset());
                fold.set(joint, Some(twist));
            }
            other => panic!("unexpected {other:?}"),
        }
        steps += 1;
        assert!(steps <= 64);
    }
    assert!(fold.is_complete());
    assert_eq!(steps, c.corners().count());
}

#[test]
fn a_wrong_corner_is_found_and_named() {
    let c = wooden();
    let census = enumerate(&c, 100, Budget::UNLIMITED);
    let solution = Fold::from_cells(&c, &census.solutions[0]).unwrap();
    let corners: Vec<usize> = c.corners().collect();
    // Keep the first 12 corners of a solution, then give the 13th every twist no solution
    // with that start has.
    let keep = solution.keep_before(corners[12]);
    let good: Vec<Twist> = census
        .folds(&c)
        .iter()
        .filter(|f| corners[..12].iter().all(|&k| f.twist(k) == keep.twist(k)))
        .filter_map(|f| f.twist(corners[12]))
        .collect();
    let bad = Twist::ALL.into_iter().find(|t| !good.contains(t)).unwrap();
    let mut lost = keep.clone();
    lost.set(corners[12], Some(bad));
    // Set a few more corners after the wrong one; the hint still names the wrong one.
    for &k in &corners[13..16] {
        lost.set(k, solution.twist(k));
    }
    let h = hint(&lost, Budget::UNLIMITED);
    assert_eq!(h, Hint::Lost { undo: corners[12] });
    assert_eq!(census.hint(&c, &lost), Some(h));
    assert!(complete(&lost, Budget::UNLIMITED).fold.is_none());
    let Completion { fold, complete, .. } = complete(&keep, Budget::UNLIMITED);
    assert!(complete);
    assert!(fold.unwrap().is_complete());
}

#[test]
fn a_hint_respects_its_budget() {
    let c = wooden();
    let tight = Budget {
        max_nodes: Some(3),
        cancel: None,
    };
    assert_eq!(hint(&Fold::straight(&c), tight), Hint::GaveUp);
    let s = solve(&c, tight);
    assert!(s.cells.is_none() && !s.complete);
    let census = enumerate(&c, 10, tight);
    assert!(!census.complete && !census.is_whole());
    assert_eq!(census.hint(&c, &Fold::straight(&c)), None);
    // A raised cancel flag stops every search at once.
    let flag = std::sync::atomic::AtomicBool::new(true);
    let cancel = Budget {
        max_nodes: None,
        cancel: Some(&flag),
    };
    assert!(!enumerate(&c, 10, cancel).complete);
    assert!(!solve(&c, cancel).complete);
    assert_eq!(hint(&Fold::straight(&c), cancel), Hint::GaveUp);
}

#[test]
fn solutions_become_folds_that_replay_to_the_same_shape() {
    let c = wooden();
    let cells = solve(&c, Budget::UNLIMITED).cells.unwrap();
    let fold = Fold::from_cells(&c, &cells).unwrap();
    assert!(fold.is_complete());
    let layout = fold.layout();
    assert!(layout.is_clean());
    // Same shape: the distances between all pairs of cubes agree.
    let points = fold.points();
    let dist = |a: [i32; 3], b: [i32; 3]| (0..3).map(|i| (a[i] - b[i]).pow(2)).sum::<i32>();
    for i in 0..64 {
        for j in 0..64 {
            assert_eq!(dist(points[i], points[j]), dist(cells[i], cells[j]));
        }
    }
    // Playback from the straight chain sets every corner once, in order.
    let mut f = Fold::straight(&c);
    for (k, t) in fold.playback() {
        f.set(k, Some(t));
    }
    assert_eq!(f, fold);
    // Bad cells are refused with a reason.
    let mut broken = cells.clone();
    broken.swap(10, 11);
    assert!(Fold::from_cells(&c, &broken).is_err());
    assert!(check_cells(&c, &broken).is_err());
    assert!(Fold::from_cells(&c, &cells[1..]).is_err());
}

#[test]
fn generated_chains_are_seeded() {
    let p = Params {
        side: 4,
        straightness: 1.0,
        ..Params::default()
    };
    assert_eq!(generate(11, p).unwrap(), generate(11, p).unwrap());
    assert_ne!(
        generate(11, p).unwrap().letters(),
        generate(12, p).unwrap().letters()
    );
    let few = generate(
        5,
        Params {
            side: 4,
            most_solutions: Some(1),
            straightness: 1.0,
        },
    )
    .unwrap();
    assert_eq!(enumerate(&few, 10, Budget::UNLIMITED).distinct, 1);
}

#[test]
fn every_builtin_level_folds() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../levels/snake");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "snake"))
        .collect();
    files.sort();
    assert!(files.len() >= 10, "{} levels", files.len());
    let mut sides = std::collections::BTreeSet::new();
    for path in files {
        let text = std::fs::read_to_string(&path).unwrap();
        let c = parse(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert!(c.meta().title().is_some(), "{}", path.display());
        sides.insert(c.side());
        let s = solve(&c, Budget::UNLIMITED);
        let cells = s
            .cells
            .unwrap_or_else(|| panic!("{} has no solution", path.display()));
        check_cells(&c, &cells).unwrap();
        assert!(Fold::from_cells(&c, &cells).unwrap().is_complete());
        if let Some(f) = c.meta().get("fold") {
            let fold = Fold::from_text(&c, f).unwrap();
            assert!(matches!(hint(&fold, Budget::UNLIMITED), Hint::Next { .. }));
        }
    }
    assert!(sides.is_superset(&[2, 3, 4].into()));
}

fn letters(n: usize) -> impl Strategy<Value = String> {
    proptest::collection::vec(prop_oneof![Just('F'), Just('T')], n * n * n - 1)
        .prop_map(|v| v.into_iter().collect())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn any_text_parses_or_fails_cleanly(text in "(; [a-z]{1,5}: [ -~]{0,8}\n)?[FTft \n.x;0-9]{0,140}") {
        if let Ok(c) = parse(&text) {
            prop_assert_eq!(parse(&c.to_text()).unwrap(), c);
        }
    }

    #[test]
    fn any_bytes_parse_or_fail_cleanly(text in any::<String>()) {
        let _ = parse(&text);
    }

    #[test]
    fn chains_round_trip(text in letters(3)) {
        if let Ok(c) = parse(&text) {
            prop_assert_eq!(c.letters(), text.clone());
            prop_assert_eq!(parse(&c.to_text()).unwrap(), c);
        }
    }

    #[test]
    fn every_solution_replays_to_a_complete_fold(text in prop_oneof![letters(2), letters(3)]) {
        let Ok(c) = parse(&text) else { return Ok(()); };
        let s = solve(&c, Budget::UNLIMITED);
        prop_assert!(s.complete);
        let census = enumerate(&c, 1000, Budget::UNLIMITED);
        prop_assert_eq!(s.cells.is_some(), census.oriented > 0);
        prop_assert_eq!(census.oriented, 48 * census.distinct);
        for cells in s.cells.iter().chain(&census.solutions) {
            prop_assert!(check_cells(&c, cells).is_ok());
            prop_assert!(Fold::from_cells(&c, cells).unwrap().is_complete());
        }
    }

}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    #[test]
    fn generated_chains_fold(seed in any::<u64>(), side in 2usize..=4, straightness in 1.0f64..2.5) {
        let c = generate(seed, Params { side, most_solutions: None, straightness }).unwrap();
        prop_assert_eq!(c.side(), side);
        let s = solve(&c, Budget::UNLIMITED);
        prop_assert!(check_cells(&c, &s.cells.unwrap()).is_ok());
    }

    #[test]
    fn folds_never_panic(seed in any::<u64>(), twists in proptest::collection::vec(0u8..5, 0..40)) {
        let c = generate(seed, Params { side: 3, ..Params::default() }).unwrap();
        let mut fold = Fold::straight(&c);
        for (k, t) in c.corners().zip(twists) {
            fold.set(k, (t < 4).then(|| Twist::new(t)));
        }
        let layout = fold.layout();
        prop_assert_eq!(layout.points.len(), 27);
        prop_assert_eq!(fold.is_complete(), fold.is_fully_set() && layout.is_clean());
        let census = enumerate(&c, 1000, Budget::UNLIMITED);
        prop_assert!(agree(&fold, census.hint(&c, &fold).unwrap(), hint(&fold, Budget::UNLIMITED)));
        prop_assert_eq!(Fold::from_text(&c, &fold.to_text()).unwrap(), fold);
    }
}

#[test]
fn counting_piece_by_piece_finds_what_enumerate_finds() {
    let c = wooden();
    let whole = enumerate(&c, 100, Budget::UNLIMITED);
    let mut counting = Counting::new(&c, 100);
    let mut pieces = 0;
    let mut last = 0.0;
    let census = loop {
        pieces += 1;
        if let Some(census) = counting.advance(Budget::UNLIMITED) {
            break census;
        }
        // Progress only grows, and stays short of the end until the census is given.
        assert!(counting.progress() >= last && counting.progress() < 1.0);
        last = counting.progress();
    };
    assert!(pieces > 100, "the count came in {pieces} pieces");
    assert_eq!(census.oriented, whole.oriented);
    assert_eq!(census.solutions, whole.solutions);
    assert_eq!(census.nodes, whole.nodes);
    assert!(census.complete);
}
