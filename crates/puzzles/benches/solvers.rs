//! Speed targets of the solvers, measured in release builds.

use criterion::{Criterion, criterion_group, criterion_main};
use puzzles::fifteen;
use puzzles::klotski::{self, Metric};
use puzzles::search::Budget;
use puzzles::shot;
use rand::{Rng, SeedableRng};
use std::hint::black_box;
use std::time::Duration;

/// 7×8 boards with 14 balls: generated (solvable) ones and random scatterings, most of which
/// the solver must prove hopeless by searching everything.
fn shot_boards() -> Vec<shot::Board> {
    let mut boards: Vec<shot::Board> = (0..10)
        .map(|seed| {
            shot::generate(
                seed,
                shot::Params {
                    balls: 14,
                    ..shot::Params::default()
                },
            )
            .expect("14 balls fit a 7x8 board")
        })
        .collect();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(99);
    for _ in 0..10 {
        let mut cells: Vec<(usize, usize)> = Vec::new();
        while cells.len() < 14 {
            let c = (rng.random_range(0..7), rng.random_range(0..8));
            if !cells.contains(&c) {
                cells.push(c);
            }
        }
        boards.push(shot::Board::with_balls(7, 8, &cells));
    }
    boards
}

fn shot(c: &mut Criterion) {
    let boards = shot_boards();
    let mut g = c.benchmark_group("shot");
    g.bench_function("14 balls, 20 boards", |b| {
        b.iter(|| {
            for board in &boards {
                black_box(shot::solve(board, Budget::UNLIMITED));
            }
        })
    });
    let worst = boards
        .iter()
        .max_by_key(|b| shot::solve(b, Budget::UNLIMITED).nodes)
        .unwrap()
        .clone();
    g.bench_function("14 balls, the hardest of those", |b| {
        b.iter(|| black_box(shot::solve(&worst, Budget::UNLIMITED)))
    });
    g.finish();
}

const SEED_START: &str = "; goal: S 3,2\nABxCD\nAByCD\nSS.EE\nSS.FF\n";
const CLASSIC: &str = "; goal: S 1,3\nASSB\nASSB\nCEED\nCFGD\nH..I\n";

fn klotski(c: &mut Criterion) {
    let mut g = c.benchmark_group("klotski");
    for (name, text) in [("seed 5x4", SEED_START), ("classic 4x5", CLASSIC)] {
        let board = klotski::parse(text).unwrap();
        g.bench_function(format!("{name}, all three metrics"), |b| {
            b.iter(|| {
                for m in Metric::ALL {
                    black_box(klotski::solve(&board, m, Budget::UNLIMITED));
                }
            })
        });
    }
    g.finish();
}

fn fifteen(c: &mut Criterion) {
    let mut g = c.benchmark_group("fifteen");
    g.sample_size(10).measurement_time(Duration::from_secs(20));
    g.bench_function("4x4 pattern databases, build", |b| {
        b.iter(|| black_box(fifteen::Database::build(4, 4)))
    });
    let bytes = fifteen::database(4, 4).to_bytes();
    g.bench_function(
        "4x4 pattern databases, read back from the cache's bytes",
        |b| b.iter(|| black_box(fifteen::Database::from_bytes(4, 4, &bytes).unwrap())),
    );
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(2024);
    let boards: Vec<fifteen::Board> = (0..10).map(|_| fifteen::shuffled(&mut rng, 4, 4)).collect();
    fifteen::database(4, 4);
    g.bench_function("4x4 random, optimal, 10 boards", |b| {
        b.iter(|| {
            for board in &boards {
                black_box(fifteen::solve(board, Budget::UNLIMITED));
            }
        })
    });
    g.finish();
}

/// Korf and Felner's 50 random 5×5 boards (scripts/korf24.txt), turned to this game's goal:
/// a half turn, and tile t renumbered 25 - t.
fn korf24() -> Vec<(fifteen::Board, usize)> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../scripts/korf24.txt");
    let text = std::fs::read_to_string(path).expect("scripts/korf24.txt");
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|line| {
            let v: Vec<usize> = line
                .split_whitespace()
                .map(|x| x.parse().unwrap())
                .collect();
            let mut cells = vec![0u8; 25];
            for i in 0..25 {
                let t = v[2 + i];
                cells[24 - i] = if t == 0 { 0 } else { (25 - t) as u8 };
            }
            (fifteen::Board::from_tiles(5, 5, cells).unwrap(), v[1])
        })
        .collect()
}

fn fifteen_five(c: &mut Criterion) {
    let mut g = c.benchmark_group("fifteen 5x5");
    g.sample_size(10).measurement_time(Duration::from_secs(60));
    g.bench_function("5x5 pattern databases (5-5-5-5-4), build", |b| {
        b.iter(|| black_box(fifteen::Database::build(5, 5)))
    });
    let boards = korf24();
    fifteen::database(5, 5);
    // Each solution is checked once against its bound before the timing.
    for (board, shortest) in &boards {
        let (s, within) = fifteen::solve_bounded(board, Budget::UNLIMITED);
        let length = s.length().expect("solvable") as f64;
        assert!(length <= within.unwrap() * *shortest as f64);
    }
    g.bench_function(
        "Korf and Felner's 50 boards, within 1.5 times the fewest",
        |b| {
            b.iter(|| {
                for (board, _) in &boards {
                    black_box(fifteen::solve(board, Budget::UNLIMITED));
                }
            })
        },
    );
    g.finish();
}

criterion_group!(benches, shot, klotski, fifteen, fifteen_five);
criterion_main!(benches);
