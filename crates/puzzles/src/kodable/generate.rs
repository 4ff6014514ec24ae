//! Random solvable maps from a seed.
//!
//! The method: the ball starts in the first column, the target lies in the last, and a
//! random walk that mostly keeps its direction (two times in three it repeats its last step)
//! carves the path from one to the other; three path cells get bonuses, one gets a colour, and
//! one cell of the last column gets a colour too. Repeating that until a map happens to be
//! solvable can take very long, so here the walk has a step limit and the attempts are
//! counted; on maps of up to 400 cells a map where some bonus cannot be taken is passed over
//! while attempts remain; after the last attempt a staircase map, solvable by design, is built
//! instead. Every map returned has been checked by the solver, and the searches have budgets
//! counted in positions, so the same seed always gives the same map and even a 64×64 map takes
//! well under a second.

use super::map::{Colour, MAX_BONUSES, MAX_SIDE, Map, Tile};
use super::solve;
use crate::grid::{Cell, Dir};
use crate::search::Budget;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Random walks tried before the staircase.
const ATTEMPTS: usize = 40;
/// After this many attempts, a map where not every bonus can be taken will do.
const PICKY_ATTEMPTS: usize = 20;
/// Maps larger than this take the first solvable walk: proving that every bonus can be
/// taken would cost more than it is worth.
const PICKY_CELLS: usize = 400;

/// What `generate` makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Params {
    /// Rows of the map (1 to 64).
    pub rows: usize,
    /// Columns of the map (2 to 64).
    pub cols: usize,
    /// Bonuses to place (at most 16; fewer when the path is too short to hold them).
    pub bonuses: usize,
}

impl Default for Params {
    fn default() -> Params {
        Params {
            rows: 8,
            cols: 10,
            bonuses: 3,
        }
    }
}

impl Params {
    /// Why these parameters cannot make a map, if they cannot.
    pub fn check(&self) -> Result<(), String> {
        if !(1..=MAX_SIDE).contains(&self.rows) || !(2..=MAX_SIDE).contains(&self.cols) {
            return Err(format!(
                "a generated map has 1 to {MAX_SIDE} rows and 2 to {MAX_SIDE} columns, not {} rows and {} columns",
                self.rows, self.cols
            ));
        }
        if self.bonuses > MAX_BONUSES {
            return Err(format!(
                "a map holds at most {MAX_BONUSES} bonuses, not {}",
                self.bonuses
            ));
        }
        Ok(())
    }
}

/// Makes a solvable map from a seed: the same seed and parameters always give the same map.
/// Refuses parameters `params.check()` refuses.
pub fn generate(seed: u64, params: Params) -> Result<Map, String> {
    params.check()?;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut fallback = None;
    // Budgets in positions, not seconds, so that a seed always gives the same map; these keep
    // the worst case of a 64×64 map well under a second.
    let budget = Budget {
        max_nodes: Some(250_000),
        cancel: None,
    };
    let picky = params.rows * params.cols <= PICKY_CELLS;
    for attempt in 0..ATTEMPTS {
        let Some(map) = random_walk(&mut rng, params) else {
            continue;
        };
        if solve::check(&map, map.start(), budget) != Some(true) {
            continue;
        }
        if !picky || attempt >= PICKY_ATTEMPTS {
            return Ok(titled(map, seed));
        }
        if solve::most_bonuses(&map, map.start(), budget) == Some(map.bonuses().len()) {
            return Ok(titled(map, seed));
        }
        fallback.get_or_insert(map);
    }
    let map = fallback.unwrap_or_else(|| staircase(&mut rng, params));
    debug_assert_eq!(
        solve::check(&map, map.start(), Budget::UNLIMITED),
        Some(true)
    );
    Ok(titled(map, seed))
}

fn titled(mut map: Map, seed: u64) -> Map {
    let title = format!("Random {}×{} #{seed}", map.cols(), map.rows());
    map.meta_mut().set("title", title);
    map
}

/// One try of the random walk, or `None` if the walk ran too long.
fn random_walk(rng: &mut ChaCha8Rng, p: Params) -> Option<Map> {
    let (rows, cols) = (p.rows, p.cols);
    let ball = Cell::new(0, rng.random_range(0..rows) as i32);
    let target = Cell::new(cols as i32 - 1, rng.random_range(0..rows) as i32);
    let index = |c: Cell| c.row as usize * cols + c.col as usize;
    let mut open = vec![false; rows * cols];
    let mut order = vec![ball];
    open[index(ball)] = true;
    let mut at = ball;
    let mut last = Dir::Right;
    // A walk of this length nearly always arrives; one that does not is another attempt.
    let mut steps = 0;
    while at != target {
        steps += 1;
        if steps > 20 * rows * cols {
            return None;
        }
        let dir = if rng.random_range(0..3) == 0 {
            Dir::ALL[rng.random_range(0..4)]
        } else {
            last
        };
        let next = at.step(dir);
        if !next.is_inside(cols, rows) {
            // A plain walk would draw again from the same cell; a fresh direction avoids sticking at the edge.
            last = Dir::ALL[rng.random_range(0..4)];
            continue;
        }
        at = next;
        last = dir;
        if !open[index(at)] {
            open[index(at)] = true;
            order.push(at);
        }
    }
    let mut tiles: Vec<Tile> = open
        .iter()
        .map(|&o| if o { Tile::Path } else { Tile::Grass })
        .collect();
    tiles[index(target)] = Tile::Target;
    decorate(rng, p, &mut tiles, &order[1..order.len() - 1]);
    // One more colour in the last column, to give conds a chance there.
    let row = rng.random_range(0..rows);
    let cell = Cell::new(cols as i32 - 1, row as i32);
    if cell != target {
        tiles[index(cell)] = Tile::Colour(random_colour(rng));
    }
    Map::new(rows, cols, tiles, ball).ok()
}

/// Puts the bonuses and one colour on path cells other than the ball's and the target's.
fn decorate(rng: &mut ChaCha8Rng, p: Params, tiles: &mut [Tile], path: &[Cell]) {
    let mut cells = path.to_vec();
    cells.shuffle(rng);
    let index = |c: Cell| c.row as usize * p.cols + c.col as usize;
    let bonuses = p.bonuses.min(cells.len());
    for &c in &cells[..bonuses] {
        tiles[index(c)] = Tile::Bonus;
    }
    if let Some(&c) = cells.get(bonuses) {
        tiles[index(c)] = Tile::Colour(random_colour(rng));
    }
}

fn random_colour(rng: &mut ChaCha8Rng) -> Colour {
    Colour::ALL[rng.random_range(0..3)]
}

/// A map solvable by design: a path that only goes right and towards the target's row, so
/// that the ball, rolling right and then up or down in turn, stops at every corner and runs
/// over every cell of the path, bonuses included.
fn staircase(rng: &mut ChaCha8Rng, p: Params) -> Map {
    let (rows, cols) = (p.rows, p.cols);
    let index = |c: Cell| c.row as usize * cols + c.col as usize;
    let start = rng.random_range(0..rows) as i32;
    let end = rng.random_range(0..rows) as i32;
    let rise = (end - start).unsigned_abs() as usize;
    // Columns where the path turns towards the target's row, at most one per column before the last.
    let turns = if rise == 0 {
        0
    } else {
        rng.random_range(1..=rise.min(cols - 1))
    };
    let mut columns: Vec<i32> = (0..cols as i32 - 1).collect();
    columns.shuffle(rng);
    columns.truncate(turns);
    columns.sort_unstable();
    // Split the rise into `turns` runs of at least one row each.
    let mut cuts: Vec<usize> = (1..rise).collect();
    cuts.shuffle(rng);
    cuts.truncate(turns.saturating_sub(1));
    cuts.sort_unstable();
    let mut runs = Vec::new();
    let mut prev = 0;
    for &c in cuts.iter().chain(std::iter::once(&rise)) {
        runs.push(c - prev);
        prev = c;
    }
    let step = if end > start { Dir::Down } else { Dir::Up };
    let mut tiles = vec![Tile::Grass; rows * cols];
    let ball = Cell::new(0, start);
    let mut at = ball;
    let mut path = vec![at];
    for (k, &turn) in columns.iter().enumerate() {
        while at.col < turn {
            at = at.step(Dir::Right);
            path.push(at);
        }
        for _ in 0..runs[k] {
            at = at.step(step);
            path.push(at);
        }
    }
    while at.col < cols as i32 - 1 {
        at = at.step(Dir::Right);
        path.push(at);
    }
    for &c in &path {
        tiles[index(c)] = Tile::Path;
    }
    tiles[index(at)] = Tile::Target;
    decorate(rng, p, &mut tiles, &path[1..path.len() - 1]);
    Map::new(rows, cols, tiles, ball).expect("the staircase is a well-formed map")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_seed_gives_the_same_map() {
        let p = Params::default();
        assert_eq!(generate(5, p).unwrap(), generate(5, p).unwrap());
        assert_ne!(
            generate(5, p).unwrap().drawing(),
            generate(6, p).unwrap().drawing()
        );
    }

    #[test]
    fn staircases_are_solvable_and_every_bonus_can_be_taken() {
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        for rows in 1..8 {
            for cols in 2..9 {
                let p = Params {
                    rows,
                    cols,
                    bonuses: 3,
                };
                let map = staircase(&mut rng, p);
                let most = solve::most_bonuses(&map, map.start(), Budget::UNLIMITED);
                assert_eq!(most, Some(map.bonuses().len()), "\n{}", map.drawing());
            }
        }
    }

    #[test]
    fn tiny_and_thin_maps_work() {
        for (rows, cols) in [(1, 2), (1, 5), (5, 2), (2, 2)] {
            for seed in 0..20 {
                let map = generate(
                    seed,
                    Params {
                        rows,
                        cols,
                        bonuses: 3,
                    },
                )
                .unwrap();
                assert_eq!(
                    solve::check(&map, map.start(), Budget::UNLIMITED),
                    Some(true)
                );
            }
        }
    }
}
