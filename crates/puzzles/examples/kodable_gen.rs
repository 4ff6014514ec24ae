//! Generator statistics: `cargo run --release --example kodable_gen -- ROWS COLS COUNT`.
use puzzles::grid::Cell;
use puzzles::kodable::{self, Params, Tools};
use puzzles::search::Budget;
fn main() {
    let args: Vec<usize> = std::env::args()
        .skip(1)
        .map(|a| a.parse().unwrap())
        .collect();
    let (rows, cols, count) = (args[0], args[1], args[2]);
    let (mut open, mut size, mut all_bonus, mut worst) = (0.0, 0, 0, 0.0f64);
    let mut func = 0;
    for seed in 0..count as u64 {
        let t = std::time::Instant::now();
        let map = kodable::generate(
            seed,
            Params {
                rows,
                cols,
                bonuses: 3,
            },
        );
        worst = worst.max(t.elapsed().as_secs_f64());
        let cells = (0..rows * cols)
            .filter(|&i| map.is_open(Cell::new((i % cols) as i32, (i / cols) as i32)))
            .count();
        open += cells as f64 / (rows * cols) as f64;
        let s = kodable::solve(&map, map.start(), Tools::ALL, Budget::UNLIMITED);
        size += s.size().unwrap();
        if s.bonuses == s.bonuses_total {
            all_bonus += 1;
        }
        if s.program.as_ref().unwrap().calls_function() {
            func += 1;
        }
        if seed < 2 {
            println!("{}{}\n", map.drawing(), s.program.unwrap());
        }
    }
    let n = count as f64;
    println!(
        "{rows}x{cols}: open {:.2}, mean size {:.1}, every bonus {all_bonus}/{count}, function {func}, generator worst {:.4}s",
        open / n,
        size as f64 / n,
        worst
    );
}
