use puzzles::search::Budget;
use puzzles::shot;
use rand::{Rng, SeedableRng};
fn main() {
    let n: usize = std::env::args()
        .nth(1)
        .map(|a| a.parse().unwrap())
        .unwrap_or(14);
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
    let mut worst = (0.0, 0u64, String::new());
    let mut total = 0.0;
    let mut solvable = 0;
    for _ in 0..300 {
        let mut cells: Vec<(usize, usize)> = Vec::new();
        while cells.len() < n {
            let c = (rng.random_range(0..7), rng.random_range(0..8));
            if !cells.contains(&c) {
                cells.push(c);
            }
        }
        let b = shot::Board::with_balls(7, 8, &cells);
        let s = shot::solve(&b, Budget::UNLIMITED);
        total += s.seconds;
        if s.moves.is_some() {
            solvable += 1;
        }
        if s.seconds > worst.0 {
            worst = (s.seconds, s.nodes, b.drawing());
        }
    }
    println!(
        "mean {:.2} ms, worst {:.2} ms ({} nodes), solvable {solvable}/300\n{}",
        total / 300.0 * 1e3,
        worst.0 * 1e3,
        worst.1,
        worst.2
    );
}
