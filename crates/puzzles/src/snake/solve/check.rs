//! Checking a solution written as positions, as a level file or another program gives it.

use crate::snake::geometry::{Heading, Point, cell, inside};
use crate::snake::{Chain, Joint};

/// Whether `cells` lay `chain` into its cube: one position per cube, each next to the one
/// before, straight where the chain is straight and turning where it turns, every position
/// inside `[0, n)³` and none twice.
pub fn check_cells(chain: &Chain, cells: &[Point]) -> Result<(), String> {
    let n = chain.side();
    if cells.len() != chain.cubes() {
        return Err(format!(
            "{} positions for a chain of {} cubes",
            cells.len(),
            chain.cubes()
        ));
    }
    let mut seen = vec![false; n * n * n];
    for (i, &p) in cells.iter().enumerate() {
        if !inside(p, n) {
            return Err(format!("cube {} lies outside the box", i + 1));
        }
        let c = cell(p, n);
        if seen[c] {
            return Err(format!("cube {} lies where an earlier cube does", i + 1));
        }
        seen[c] = true;
    }
    let steps: Vec<Heading> = cells
        .windows(2)
        .enumerate()
        .map(|(i, w)| {
            Heading::between(w[0], w[1])
                .ok_or_else(|| format!("cubes {} and {} are not neighbours", i + 1, i + 2))
        })
        .collect::<Result<_, _>>()?;
    for k in 1..steps.len() {
        let straight = steps[k] == steps[k - 1];
        match chain.joint(k) {
            Joint::Straight if !straight => {
                return Err(format!(
                    "cube {} is straight but the chain turns there",
                    k + 1
                ));
            }
            Joint::Turn if straight => {
                return Err(format!(
                    "cube {} is a corner but the chain goes straight",
                    k + 1
                ));
            }
            _ => {}
        }
    }
    Ok(())
}
