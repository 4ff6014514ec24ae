//! Looks for generated maps whose best program needs a loop, a function and a cond:
//! `cargo run --release --example kodable_pick -- ROWS COLS SEEDS`.
use puzzles::kodable::{self, Params, Tools};
use puzzles::search::Budget;
fn main() {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .map(|a| a.parse().unwrap())
        .collect();
    let (rows, cols, seeds) = (args[0] as usize, args[1] as usize, args[2]);
    let key =
        |s: &kodable::Solution| (s.bonuses, std::cmp::Reverse(s.size().unwrap_or(usize::MAX)));
    let mut found = Vec::new();
    for seed in 0..seeds {
        let map = kodable::generate(
            seed,
            Params {
                rows,
                cols,
                bonuses: 3,
            },
        );
        let all = kodable::solve(&map, map.start(), Tools::ALL, Budget::UNLIMITED);
        if all.program.is_none() {
            continue;
        }
        let needs =
            |t: Tools| key(&kodable::solve(&map, map.start(), t, Budget::UNLIMITED)) < key(&all);
        let l = needs(Tools {
            loops: false,
            ..Tools::ALL
        });
        let f = needs(Tools {
            function: false,
            ..Tools::ALL
        });
        let c = needs(Tools {
            conds: false,
            ..Tools::ALL
        });
        if l && f && c {
            found.push((
                all.size().unwrap(),
                seed,
                all.bonuses,
                all.program.unwrap().to_string(),
                map.drawing(),
            ));
        }
    }
    found.sort();
    for (size, seed, b, p, d) in found.iter().rev().take(4) {
        println!("seed {seed}: size {size}, bonuses {b}: {p}\n{d}");
    }
    println!("{} of {seeds} need all three", found.len());
}
