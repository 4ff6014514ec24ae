//! Solves maze maps (a random spanning tree of corridors; long programs) and prints the slowest.
use puzzles::grid::Cell;
use puzzles::kodable::{self, Colour, Map, Tile, Tools};
use puzzles::search::Budget;
use rand::SeedableRng;
use rand::seq::SliceRandom;
fn main() {
    let args: Vec<usize> = std::env::args()
        .skip(1)
        .map(|a| a.parse().unwrap())
        .collect();
    let (side, count, colours) = (
        args.first().copied().unwrap_or(12),
        args.get(1).copied().unwrap_or(20),
        args.get(2).copied().unwrap_or(4),
    );
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
    let mut worst: (f64, u64, String, String) = (0.0, 0, String::new(), String::new());
    let mut total = 0.0;
    let (mut func, mut not_optimal, mut longest) = (0, 0, 0);
    for _ in 0..count {
        let h = side.div_ceil(2);
        let mut open = vec![false; side * side];
        let mut seen = vec![false; h * h];
        let mut stack = vec![(0usize, 0usize)];
        seen[0] = true;
        open[0] = true;
        while let Some(&(x, y)) = stack.last() {
            let mut nb: Vec<(usize, usize)> = [(0i32, 1i32), (1, 0), (0, -1), (-1, 0)]
                .iter()
                .filter_map(|&(dx, dy)| {
                    let (nx, ny) = (x as i32 + dx, y as i32 + dy);
                    (nx >= 0
                        && ny >= 0
                        && (nx as usize) < h
                        && (ny as usize) < h
                        && !seen[ny as usize * h + nx as usize])
                        .then_some((nx as usize, ny as usize))
                })
                .collect();
            if nb.is_empty() {
                stack.pop();
                continue;
            }
            nb.shuffle(&mut rng);
            let (nx, ny) = nb[0];
            seen[ny * h + nx] = true;
            open[(y + ny) * side + (x + nx)] = true;
            open[2 * ny * side + 2 * nx] = true;
            stack.push((nx, ny));
        }
        let mut tiles: Vec<Tile> = open
            .iter()
            .map(|&o| if o { Tile::Path } else { Tile::Grass })
            .collect();
        let mut cells: Vec<usize> = (1..side * side).filter(|&i| open[i]).collect();
        cells.shuffle(&mut rng);
        tiles[cells[0]] = Tile::Target;
        for k in 1..4 {
            tiles[cells[k]] = Tile::Bonus;
        }
        for k in 4..4 + colours {
            tiles[cells[k]] = Tile::Colour(Colour::ALL[k % 3]);
        }
        let map = Map::new(side, side, tiles, Cell::new(0, 0)).unwrap();
        let s = kodable::solve(
            &map,
            map.start(),
            Tools::ALL,
            Budget {
                max_nodes: Some(kodable::DEFAULT_MAX_NODES),
                cancel: None,
            },
        );
        total += s.seconds;
        longest = longest.max(s.size().unwrap_or(0));
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
        "maze {side}x{side}: {count} maps, {func} use the function, {not_optimal} not optimal, longest {longest}, mean {:.4}s, worst {:.4}s ({} nodes)\n{}{}",
        total / count as f64,
        worst.0,
        worst.1,
        worst.2,
        worst.3
    );
}
