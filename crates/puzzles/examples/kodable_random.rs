//! Solves random 12×12 maps (scattered grass, three bonuses, many coloured tiles) and prints the slowest.
use puzzles::grid::Cell;
use puzzles::kodable::{self, Colour, Map, Tile, Tools};
use puzzles::search::Budget;
use rand::{Rng, SeedableRng};
fn main() {
    let args: Vec<usize> = std::env::args()
        .skip(1)
        .map(|a| a.parse().unwrap())
        .collect();
    let (side, count, grass, colours, bonuses) = (
        args.first().copied().unwrap_or(12),
        args.get(1).copied().unwrap_or(100),
        args.get(2).copied().unwrap_or(30),
        args.get(3).copied().unwrap_or(10),
        args.get(4).copied().unwrap_or(3),
    );
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1);
    let mut worst: (f64, u64, String, String) = (0.0, 0, String::new(), String::new());
    let mut total = 0.0;
    let (mut solvable, mut func, mut not_optimal) = (0, 0, 0);
    for _ in 0..count {
        let n = side * side;
        let mut tiles: Vec<Tile> = (0..n)
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
        let mut free: Vec<usize> = (0..n).collect();
        for k in 0..2 + bonuses {
            let i = rng.random_range(k..n);
            free.swap(k, i);
        }
        tiles[free[0]] = Tile::Path;
        tiles[free[1]] = Tile::Target;
        for k in 2..2 + bonuses {
            tiles[free[k]] = Tile::Bonus;
        }
        let ball = Cell::new((free[0] % side) as i32, (free[0] / side) as i32);
        let map = Map::new(side, side, tiles, ball).unwrap();
        let tools = if std::env::var("NOFUNC").is_ok() {
            Tools {
                function: false,
                ..Tools::ALL
            }
        } else {
            Tools::ALL
        };
        let s = kodable::solve(
            &map,
            map.start(),
            tools,
            Budget {
                max_nodes: Some(kodable::DEFAULT_MAX_NODES),
                cancel: None,
            },
        );
        total += s.seconds;
        if s.program.is_some() {
            solvable += 1;
        }
        if !s.optimal {
            not_optimal += 1;
        }
        if s.program.as_ref().is_some_and(|p| p.calls_function()) {
            func += 1;
        }
        if s.seconds > worst.0 {
            worst = (
                s.seconds,
                s.nodes,
                map.drawing(),
                s.program.map(|p| p.to_string()).unwrap_or_default(),
            );
        }
    }
    println!(
        "{side}x{side} grass {grass}% colours {colours}%: {count} maps, {solvable} solvable, {func} use the function, {not_optimal} not optimal, mean {:.4}s, worst {:.4}s ({} nodes)\n{}{}",
        total / count as f64,
        worst.0,
        worst.1,
        worst.2,
        worst.3
    );
}
