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
