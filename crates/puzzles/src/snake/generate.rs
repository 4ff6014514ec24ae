//! Random snakes that fold: a random path through every cell of the cube, read off as letters.
//!
//! The path starts as a serpentine through the cube and is shuffled by backbite moves: join one
//! end to a neighbouring cell of the path, which closes a loop, and open the loop at the cell
//! after it. Every move keeps a path through every cell, and many moves make a well-mixed one.
//! Its letters fold by construction, and the solver confirms it. Straight runs can be
//! favoured (Metropolis acceptance on the number of corners): random paths in a 5×5×5 cube
//! turn so often that their search trees are astronomically large, while chains with longer
//! runs are solved in milliseconds.

use super::geometry::{Point, advance, cell, inside, point_of};
use super::solve::count::enumerate;
use super::solve::{estimate, steps};
use super::{Chain, Joint, MAX_SIDE, MIN_SIDE};
use crate::search::Budget;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// What `generate` makes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Params {
    /// The cube's side, 2 to 5 (the difficulty: a bigger cube, a longer chain).
    pub side: usize,
    /// Keep only chains with at most this many solutions distinct up to symmetry (fewer
    /// solutions, a harder puzzle); `None` takes the first chain made.
    pub most_solutions: Option<u64>,
    /// How strongly straight runs are favoured (0: paths drawn evenly; 1 to 3: more and
    /// longer straight runs, which constrain the fold more).
    pub straightness: f64,
}

impl Default for Params {
    fn default() -> Params {
        Params {
            side: 3,
            most_solutions: None,
            straightness: 1.0,
        }
    }
}

/// How many chains `generate` tries before it settles for the best one seen.
const TRIES: usize = 200;

/// The most runs a census of one candidate may lay before it is given up as too rich.
const CENSUS_NODES: u64 = 20_000_000;

/// The most runs all the censuses of one `generate` may lay together: past that, the best
/// chain seen so far is taken.
const TOTAL_CENSUS_NODES: u64 = 200_000_000;

/// Chains whose complete search is estimated to lay more runs than this are passed over, so
/// that the solver (and the hint) can always answer about a generated chain within seconds.
pub const MAX_EFFORT: f64 = 5e7;

impl Params {
    /// Whether chains can be made with these parameters; if not, why, with the ranges allowed.
    pub fn check(&self) -> Result<(), String> {
        if !(MIN_SIDE..=MAX_SIDE).contains(&self.side) {
            return Err(format!(
                "a snake cube is {MIN_SIDE} to {MAX_SIDE} cubes on a side, not {}",
                self.side
            ));
        }
        if self.most_solutions == Some(0) {
            return Err(
                "every chain made folds at least one way: ask for at least 1 solution".to_string(),
            );
        }
        if !(0.0..=3.0).contains(&self.straightness) {
            return Err(format!("straightness is 0 to 3, not {}", self.straightness));
        }
        Ok(())
    }
}

/// Makes a chain that folds into an n×n×n cube from a seed (the same seed gives the same
/// chain): random paths through every cell, read off as letters, until one is found whose
/// search is small enough (see [`MAX_EFFORT`]) and, with `most_solutions`, that has no more
/// solutions than that. After a few hundred tries, or once the counting has used its budget,
/// the best chain seen is taken (the caller can count its solutions to see how close it is).
pub fn generate(seed: u64, params: Params) -> Result<Chain, String> {
    params.check()?;
    let n = params.side;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    // The best so far: fewest solutions over the limit, then the smallest search.
    let mut best: Option<((u64, f64), Chain)> = None;
    let mut counted = 0;
    for _ in 0..TRIES {
        let chain = chain_of(&random_path(&mut rng, n, params.straightness));
        let effort = estimate(&chain);
        let mut excess = if effort > MAX_EFFORT { u64::MAX } else { 0 };
        if let (Some(most), 0) = (params.most_solutions, excess) {
            let left = TOTAL_CENSUS_NODES.saturating_sub(counted).min(CENSUS_NODES);
            let census = enumerate(&chain, 0, Budget::nodes(left));
            counted += census.nodes;
            excess = if census.complete {
                census.distinct.saturating_sub(most)
            } else {
                u64::MAX - 1
            };
        }
        let key = (excess, effort);
        if best.as_ref().is_none_or(|(k, _)| key < *k) {
            best = Some((key, chain));
        }
        if excess == 0 || counted >= TOTAL_CENSUS_NODES {
            break;
        }
    }
    let (_, mut chain) = best.expect("at least one try");
    chain
        .meta_mut()
        .set("title", format!("Random {n}×{n}×{n} snake #{seed}"));
    Ok(chain)
}

/// The letters of a path through every cell: `F` first (letter 0 constrains nothing), then
/// `T` wherever the path turns.
pub fn chain_of(path: &[Point]) -> Chain {
    let steps = steps(path);
    let mut joints = vec![Joint::Straight];
    for w in steps.windows(2) {
        joints.push(if w[0] == w[1] {
            Joint::Straight
        } else {
            Joint::Turn
        });
    }
    Chain::new(joints).expect("a path through every cell of a cube folds into it")
}

/// A random path through every cell of the n×n×n box. `straightness` 0 draws paths evenly;
/// larger values favour paths that turn less (each turn fewer weighs `e^straightness`).
pub fn random_path(rng: &mut impl Rng, n: usize, straightness: f64) -> Vec<Point> {
    let cells = n * n * n;
    let mut path = serpentine(n);
    let mut at = vec![0usize; cells];
    for (i, &p) in path.iter().enumerate() {
        at[cell(p, n)] = i;
    }
    let last = cells - 1;
    for _ in 0..20 * cells * cells {
        let d = rng.random_range(0..6u8);
        // Bite with the front end or the back end, alike. Reversing part of the path changes
        // the turns only at the two cubes where it is joined anew.
        let front = rng.random_bool(0.5);
        let end = if front { path[0] } else { path[last] };
        let q = advance(end, d, 1);
        if !inside(q, n) {
            continue;
        }
        let i = at[cell(q, n)];
        let (range, joints) = if front {
            if i <= 1 {
                continue;
            }
            (0..i, [i - 1, i])
        } else {
            if i + 1 >= last {
                continue;
            }
            (i + 1..cells, [i, i + 1])
        };
        let before = turns(&path, joints);
        path[range.clone()].reverse();
        let after = turns(&path, joints);
        if after > before && rng.random::<f64>() >= (-straightness * (after - before) as f64).exp()
        {
            path[range].reverse();
            continue;
        }
        for j in range {
            at[cell(path[j], n)] = j;
        }
    }
    path
}

/// How many of the cubes at `joints` are corners of `path`.
fn turns(path: &[Point], joints: [usize; 2]) -> i32 {
    joints
        .iter()
        .filter(|&&k| {
            k >= 1 && k + 1 < path.len() && {
                let (a, b, c) = (path[k - 1], path[k], path[k + 1]);
                (0..3).any(|x| b[x] - a[x] != c[x] - b[x])
            }
        })
        .count() as i32
}

/// A path through every cell, row by row and layer by layer, turning back at each end.
fn serpentine(n: usize) -> Vec<Point> {
    let mut path = Vec::with_capacity(n * n * n);
    for z in 0..n {
        for yy in 0..n {
            let y = if z.is_multiple_of(2) { yy } else { n - 1 - yy };
            for xx in 0..n {
                let x = if (z * n + yy).is_multiple_of(2) {
                    xx
                } else {
                    n - 1 - xx
                };
                path.push([x as i32, y as i32, z as i32]);
            }
        }
    }
    debug_assert!(path.iter().all(|&p| point_of(cell(p, n), n) == p));
    path
}
