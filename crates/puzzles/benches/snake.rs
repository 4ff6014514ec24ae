//! Speed targets of the snake solver, measured in release builds: the wooden snake's first
//! solution (target under 50 ms), all its solutions (under 1 s), and hints on partial folds.

use criterion::{Criterion, criterion_group, criterion_main};
use puzzles::search::Budget;
use puzzles::snake::{self, Fold, Hint, Twist};
use std::hint::black_box;
use std::time::Duration;

fn snake(c: &mut Criterion) {
    let chain = snake::parse(snake::WOODEN_SNAKE).unwrap();
    let mut g = c.benchmark_group("snake");
    g.sample_size(20).measurement_time(Duration::from_secs(10));
    g.bench_function("wooden snake, first solution", |b| {
        b.iter(|| black_box(snake::solve(&chain, Budget::UNLIMITED)))
    });
    g.bench_function("wooden snake, all solutions (192 / 4)", |b| {
        b.iter(|| {
            let census = snake::enumerate(&chain, 100, Budget::UNLIMITED);
            assert_eq!((census.oriented, census.distinct), (192, 4));
            black_box(census)
        })
    });

    // A partial fold: the first 10 corners of a solution set, the rest straight.
    let census = snake::enumerate(&chain, 100, Budget::UNLIMITED);
    let solution = Fold::from_cells(&chain, &census.solutions[0]).unwrap();
    let corners: Vec<usize> = chain.corners().collect();
    let partial = solution.keep_before(corners[10]);
    g.bench_function("wooden snake, hint after 10 corners", |b| {
        b.iter(|| {
            let h = snake::hint(&partial, Budget::UNLIMITED);
            assert!(matches!(h, Hint::Next { .. }));
            black_box(h)
        })
    });
    // Two corners set, of a solution other than the first the solver finds: the hint looks the
    // answer up among every solution.
    let other = Fold::from_cells(&chain, &census.solutions[3]).unwrap();
    let early = other.keep_before(corners[2]);
    g.bench_function("wooden snake, hint after 2 corners", |b| {
        b.iter(|| black_box(snake::hint(&early, Budget::UNLIMITED)))
    });
    let straight = Fold::straight(&chain);
    g.bench_function("wooden snake, hint from the straight chain", |b| {
        b.iter(|| black_box(snake::hint(&straight, Budget::UNLIMITED)))
    });
    // A lost fold: the 11th corner turned the wrong way; the hint names the corner to undo.
    let lost = (0..4)
        .map(|q| {
            let mut f = partial.clone();
            f.set(corners[10], Some(Twist::new(q)));
            f
        })
        .find(|f| matches!(snake::hint(f, Budget::UNLIMITED), Hint::Lost { .. }))
        .expect("some twist loses");
    g.bench_function("wooden snake, hint on a lost fold", |b| {
        b.iter(|| black_box(snake::hint(&lost, Budget::UNLIMITED)))
    });
    g.bench_function("wooden snake, hint looked up in the census", |b| {
        b.iter(|| black_box(census.hint(&chain, &partial)))
    });
    g.finish();
}

criterion_group!(benches, snake);
criterion_main!(benches);
