//! Looks for the roll-the-ball maps that are slowest to solve or to generate, and prints the
//! worst with its best program. Run with `cargo run --release --example kodable_worst -- MODE ...`:
//!
//! - `open SIDE COUNT GRASS% COLOURS% BONUSES`: random maps, grass and colours scattered;
//! - `maze SIDE COUNT COLOURS`: perfect mazes with a few walls knocked out (long programs);
//! - `generate ROWS COLS SEEDS`: the generator's slowest seed.

use puzzles::grid::Cell;
use puzzles::kodable::{self, Colour, Map, Params, Tile, Toolbox};
use puzzles::search::Budget;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let n = |i: usize, default: usize| args.get(i).and_then(|a| a.parse().ok()).unwrap_or(default);
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    match args.first().map(String::as_str) {
        Some("open") => {
            let (side, count) = (n(1, 12), n(2, 100));
            let maps = (0..count).map(|_| open_map(&mut rng, side, n(3, 25), n(4, 10), n(5, 3)));
            solve_all(&format!("open {side}x{side}"), maps.collect());
        }
        Some("maze") => {
            let (side, count) = (n(1, 13), n(2, 50));
            let maps = (0..count).map(|_| maze(&mut rng, side, n(3, 8)));
            solve_all(&format!("maze {side}x{side}"), maps.collect());
        }
        Some("generate") => {
            let (rows, cols, seeds) = (n(1, 12), n(2, 12), n(3, 500));
            let mut worst = (0.0, 0);
            for seed in 0..seeds as u64 {
                let t = Instant::now();
                std::hint::black_box(
                    kodable::generate(
                        seed,
                        Params {
                            rows,
                            cols,
                            bonuses: 3,
                        },
                    )
                    .unwrap(),
                );
                let s = t.elapsed().as_secs_f64();
                if s > worst.0 {
                    worst = (s, seed);
                }
            }
            println!(
                "generate {rows}x{cols}: worst {:.4} s (seed {})",
                worst.0, worst.1
            );
        }
        _ => eprintln!("usage: kodable_worst open|maze|generate ..."),
    }
}

fn solve_all(what: &str, maps: Vec<Map>) {
    let budget = Budget {
        max_nodes: Some(kodable::DEFAULT_MAX_NODES),
        cancel: None,
    };
    let mut worst: Option<(f64, u64, Map, String)> = None;
    let (mut solvable, mut function, mut not_optimal) = (0, 0, 0);
    for map in &maps {
        let s = kodable::solve(map, map.start(), Toolbox::ALL, budget);
        solvable += usize::from(s.is_solvable());
        not_optimal += usize::from(!s.optimal);
        function += usize::from(s.program.as_ref().is_some_and(|p| p.calls_function()));
        if worst.as_ref().is_none_or(|w| s.seconds > w.0) {
            let program = s.program.map(|p| p.to_string()).unwrap_or_default();
            worst = Some((s.seconds, s.nodes, map.clone(), program));
        }
    }
    println!(
        "{what}: {} maps, {solvable} solvable, {function} call the function, {not_optimal} not proved optimal",
        maps.len()
    );
    if let Some((seconds, nodes, map, program)) = worst {
        println!(
            "slowest: {seconds:.4} s, {nodes} positions\n{}{program}",
            map.drawing()
        );
    }
}

fn open_map(
    rng: &mut ChaCha8Rng,
    side: usize,
    grass: usize,
    colours: usize,
    bonuses: usize,
) -> Map {
    let cells = side * side;
    let mut tiles: Vec<Tile> = (0..cells)
        .map(|_| {
            if rng.random_range(0..100) < grass {
                Tile::Grass
            } else if rng.random_range(0..100) < colours {
                Tile::Colour(Colour::ALL[rng.random_range(0..3)])
            } else {
                Tile::Path
            }
        })
        .collect();
    let mut order: Vec<usize> = (0..cells).collect();
    order.shuffle(rng);
    tiles[order[0]] = Tile::Path;
    tiles[order[1]] = Tile::Target;
    for &i in &order[2..2 + bonuses] {
        tiles[i] = Tile::Bonus;
    }
    let ball = Cell::new((order[0] % side) as i32, (order[0] / side) as i32);
    Map::new(side, side, tiles, ball).unwrap()
}

fn maze(rng: &mut ChaCha8Rng, side: usize, colours: usize) -> Map {
    let h = side.div_ceil(2);
    let mut open = vec![false; side * side];
    let mut seen = vec![false; h * h];
    let mut stack = vec![(0usize, 0usize)];
    seen[0] = true;
    open[0] = true;
    while let Some(&(x, y)) = stack.last() {
        let mut next: Vec<(usize, usize)> = [(0i32, 1i32), (1, 0), (0, -1), (-1, 0)]
            .iter()
            .map(|&(dx, dy)| (x as i32 + dx, y as i32 + dy))
            .filter(|&(nx, ny)| nx >= 0 && ny >= 0 && (nx as usize) < h && (ny as usize) < h)
            .map(|(nx, ny)| (nx as usize, ny as usize))
            .filter(|&(nx, ny)| !seen[ny * h + nx])
            .collect();
        if next.is_empty() {
            stack.pop();
            continue;
        }
        next.shuffle(rng);
        let (nx, ny) = next[0];
        seen[ny * h + nx] = true;
        open[(y + ny) * side + (x + nx)] = true;
        open[2 * ny * side + 2 * nx] = true;
        stack.push((nx, ny));
    }
    // A few walls knocked out give the maze loops.
    for _ in 0..side {
        let i = rng.random_range(0..side * side);
        if (i % side + i / side) % 2 == 1 {
            open[i] = true;
        }
    }
    let mut tiles: Vec<Tile> = open
        .iter()
        .map(|&o| if o { Tile::Path } else { Tile::Grass })
        .collect();
    let mut cells: Vec<usize> = (1..side * side).filter(|&i| open[i]).collect();
    cells.shuffle(rng);
    tiles[cells[0]] = Tile::Target;
    for &i in &cells[1..4] {
        tiles[i] = Tile::Bonus;
    }
    for (k, &i) in cells[4..4 + colours].iter().enumerate() {
        tiles[i] = Tile::Colour(Colour::ALL[k % 3]);
    }
    Map::new(side, side, tiles, Cell::new(0, 0)).unwrap()
}
