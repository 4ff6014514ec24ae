//! The generator's slowest seed for a size: `cargo run --release --example kodable_gen_worst -- ROWS COLS SEEDS`.
use puzzles::kodable::{self, Params};
fn main() {
    let args: Vec<usize> = std::env::args()
        .skip(1)
        .map(|a| a.parse().unwrap())
        .collect();
    let (rows, cols, seeds) = (args[0], args[1], args[2]);
    let mut worst = (0.0, 0);
    let mut total = 0.0;
    for seed in 0..seeds as u64 {
        let t = std::time::Instant::now();
        std::hint::black_box(kodable::generate(
            seed,
            Params {
                rows,
                cols,
                bonuses: 3,
            },
        ));
        let s = t.elapsed().as_secs_f64();
        total += s;
        if s > worst.0 {
            worst = (s, seed);
        }
    }
    println!(
        "{rows}x{cols}: mean {:.4}s, worst {:.4}s (seed {})",
        total / seeds as f64,
        worst.0,
        worst.1
    );
}
