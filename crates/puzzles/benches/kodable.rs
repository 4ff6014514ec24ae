//! Speed of the roll-the-ball solver, hints and generator, measured in release builds.

use criterion::{Criterion, criterion_group, criterion_main};
use puzzles::grid::Cell;
use puzzles::kodable::{self, Params, Position, Program, Toolbox};
use puzzles::search::Budget;
use std::hint::black_box;

/// The hardest built-in level: a 12×12 maze whose best program has 20 blocks.
const MAZE: &str = include_str!("../../../levels/kodable/16-the-maze.kodable");

/// The slowest of 300 random open 12×12 maps with 3 bonuses (a quarter grass, a tenth
/// coloured): its best program has 18 blocks.
const OPEN_12X12: &str = "\
t - - - - - * - - * - *
- - - - o b * - - - - -
- - - - - - - * - * b -
@ - - o - * - - * - - *
- - - - * * - * - - * o
* p * - - - - - * - - *
y - - - - - - - - - o -
* - * * - * - - - * - -
- - - - * - * - * o - -
* - - * - - - - - - - -
- - y - - - - * - y - -
- - * o - * * - - p b -
";

fn solve(c: &mut Criterion) {
    let mut g = c.benchmark_group("kodable");
    for (name, text) in [
        ("solve the maze (hardest built-in)", MAZE),
        ("solve an open 12x12, 3 bonuses", OPEN_12X12),
    ] {
        let map = kodable::parse(text).unwrap();
        let s = kodable::solve(&map, map.start(), Toolbox::ALL, Budget::UNLIMITED);
        assert!(s.optimal && s.is_solvable());
        g.bench_function(name, |b| {
            b.iter(|| {
                black_box(kodable::solve(
                    &map,
                    map.start(),
                    Toolbox::ALL,
                    Budget::UNLIMITED,
                ))
            })
        });
    }
    let maze = kodable::parse(MAZE).unwrap();
    g.bench_function("hint on the maze, from the start", |b| {
        b.iter(|| {
            black_box(kodable::hint(
                &maze,
                maze.start(),
                Toolbox::ALL,
                Budget::UNLIMITED,
            ))
        })
    });
    // Half way through: the ball somewhere in the maze with one bonus taken.
    let from = Position {
        ball: Cell::new(6, 6),
        taken: 1,
    };
    assert!(maze.is_open(from.ball));
    g.bench_function("hint on the maze, from the middle", |b| {
        b.iter(|| black_box(kodable::hint(&maze, from, Toolbox::ALL, Budget::UNLIMITED)))
    });
    let prefix: Program = "Function Right with Down Right Up".parse().unwrap();
    g.bench_function("hint on the maze, after two blocks", |b| {
        b.iter(|| {
            black_box(kodable::hint_after(
                &maze,
                maze.start(),
                &prefix,
                Toolbox::ALL,
                Budget::UNLIMITED,
            ))
        })
    });
    g.bench_function("check the maze", |b| {
        b.iter(|| black_box(kodable::check(&maze, maze.start(), Budget::UNLIMITED)))
    });
    g.finish();
}

fn generate(c: &mut Criterion) {
    let mut g = c.benchmark_group("kodable generate");
    for (rows, cols) in [(12, 12), (32, 32), (64, 64)] {
        let p = Params {
            rows,
            cols,
            bonuses: 3,
        };
        g.bench_function(format!("{rows}x{cols}, 20 seeds"), |b| {
            b.iter(|| {
                for seed in 0..20 {
                    black_box(kodable::generate(seed, p).unwrap());
                }
            })
        });
    }
    g.finish();
}

criterion_group!(benches, solve, generate);
criterion_main!(benches);
