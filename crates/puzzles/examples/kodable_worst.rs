//! Solves many generated maps and prints the slowest: `cargo run --release --example kodable_worst -- ROWS COLS COUNT`.
use puzzles::kodable::{self, Params, Tools};
use puzzles::search::Budget;
fn main() {
    let args: Vec<usize> = std::env::args()
        .skip(1)
        .map(|a| a.parse().unwrap())
        .collect();
    let (rows, cols, count) = (
        args.first().copied().unwrap_or(12),
        args.get(1).copied().unwrap_or(12),
        args.get(2).copied().unwrap_or(200),
    );
    let mut worst = (0.0, 0, 0u64);
    let mut gen_worst = 0.0f64;
    let mut total = 0.0;
    let mut with_function = 0;
    let mut not_optimal = 0;
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
        gen_worst = gen_worst.max(t.elapsed().as_secs_f64());
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
        if !s.optimal {
            not_optimal += 1;
        }
        if s.program.as_ref().is_some_and(|p| p.calls_function()) {
            with_function += 1;
        }
        if s.seconds > worst.0 {
            worst = (s.seconds, seed, s.nodes);
        }
    }
    println!(
        "{rows}x{cols}: {count} maps, mean {:.4}s, worst {:.4}s (seed {}, {} nodes), {with_function} use the function, {not_optimal} not optimal; generator worst {:.4}s",
        total / count as f64,
        worst.0,
        worst.1,
        worst.2,
        gen_worst
    );
}
