//! Tests of the snake across its modules.

use super::*;
use crate::search::Budget;

fn wooden() -> Chain {
    parse(WOODEN_SNAKE).unwrap()
}

#[test]
fn the_wooden_snake_has_192_oriented_and_4_distinct_solutions() {
    let c = enumerate(&wooden(), 100, Budget::UNLIMITED);
    eprintln!("nodes {} seconds {}", c.nodes, c.seconds);
    assert!(c.complete);
    assert_eq!(c.oriented, 192);
    assert_eq!(c.distinct, 4);
    assert_eq!(c.solutions.len(), 4);
    for s in &c.solutions {
        solve::check_cells(&wooden(), s).unwrap();
    }
}

#[test]
#[ignore]
fn timing() {
    let c = wooden();
    let t = std::time::Instant::now();
    let s = solve(&c, Budget::UNLIMITED);
    eprintln!("first: nodes {} {:?}", s.nodes, t.elapsed());
    let t = std::time::Instant::now();
    let e = enumerate(&c, 100, Budget::UNLIMITED);
    eprintln!("all: nodes {} {:?} {} {}", e.nodes, t.elapsed(), e.oriented, e.distinct);
}

#[test]
#[ignore]
fn straight_estimates() {
    for n in [4usize, 5] {
        for beta in [0.5, 1.0, 1.5] {
            for seed in 0..5 {
                let c = generate(seed, Params { side: n, most_solutions: None, straightness: beta });
                let cap = Budget { max_nodes: Some(10_000_000), cancel: None };
                let t = std::time::Instant::now();
                let s = solve(&c, cap);
                let t1 = t.elapsed();
                let t = std::time::Instant::now();
                let e = if n == 4 { enumerate(&c, 0, cap) } else { enumerate(&c, 0, Budget { max_nodes: Some(1), cancel: None }) };
                eprintln!("n={n} beta={beta} seed={seed} runs={} first {} found {} {:?} | all {} {:?} {}", c.runs().len(), s.nodes, s.cells.is_some(), t1, e.nodes, t.elapsed(), e.distinct);
            }
        }
    }
}
