use super::*;
use crate::grid::{Cell, Dir};
use crate::kodable::map::{Colour, Tile, parse};
use crate::kodable::run::run;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn best(map: &Map, tools: Toolbox) -> Solution {
    let s = solve(map, map.start(), tools, Budget::UNLIMITED);
    if let Some(p) = &s.program {
        let t = run(map, p);
        assert!(t.is_won(), "{p} does not win on\n{}", map.drawing());
        assert_eq!(t.end.bonuses(), s.bonuses);
        assert_eq!(t.size(p), p.size(), "{p}");
    }
    s
}

/// A small random map with pink tiles only, so that brute force stays small.
fn tiny_map(rng: &mut ChaCha8Rng, rows: usize, cols: usize) -> Map {
    loop {
        let mut tiles: Vec<Tile> = (0..rows * cols)
            .map(|_| match rng.random_range(0..10) {
                0..=2 => Tile::Grass,
                3 => Tile::Bonus,
                4 => Tile::Colour(Colour::Pink),
                _ => Tile::Path,
            })
            .collect();
        let ball = rng.random_range(0..rows * cols);
        let target = rng.random_range(0..rows * cols);
        if ball == target {
            continue;
        }
        tiles[ball] = Tile::Path;
        tiles[target] = Tile::Target;
        let cell = Cell::new((ball % cols) as i32, (ball / cols) as i32);
        if let Ok(map) = Map::new(rows, cols, tiles, cell) {
            return map;
        }
    }
}

/// Every block made of arrows and pink conds, loops up to three rounds.
fn small_blocks() -> Vec<Block> {
    let actions: Vec<Action> = Action::ALL
        .into_iter()
        .filter(|a| a.colour().is_none_or(|c| c == Colour::Pink))
        .collect();
    let mut blocks: Vec<Block> = actions.iter().map(|&a| a.into()).collect();
    for &a in &actions {
        for &b in &actions {
            for n in 2..=3 {
                blocks.push(Block::Loop(n, a, b));
            }
        }
    }
    blocks
}

/// The best (bonuses, size) over every program of at most `max` blocks, by running them.
fn brute_force(map: &Map, blocks: &[Block], max: usize) -> Option<(usize, usize)> {
    fn go(
        map: &Map,
        blocks: &[Block],
        program: &mut Program,
        max: usize,
        best: &mut Option<(usize, usize)>,
    ) {
        let t = run(map, program);
        if !program.blocks.is_empty() {
            if t.is_won() {
                let found = (t.end.bonuses(), t.size(program));
                if best.is_none_or(|b| {
                    (found.0, std::cmp::Reverse(found.1)) > (b.0, std::cmp::Reverse(b.1))
                }) {
                    *best = Some(found);
                }
                // Blocks after a win change nothing, but a cond after the last one
                // could still stop its roll earlier: only a win before it is final.
                if t.steps.last().unwrap().origin.block + 1 < program.blocks.len() {
                    return;
                }
            }
            if matches!(t.outcome, crate::kodable::Outcome::Blocked { .. }) {
                return;
            }
        }
        if program.blocks.len() == max {
            return;
        }
        for &b in blocks {
            program.blocks.push(b);
            go(map, blocks, program, max, best);
            program.blocks.pop();
        }
    }
    let mut best = None;
    go(map, blocks, &mut Program::default(), max, &mut best);
    best
}

#[test]
fn solver_agrees_with_brute_force_on_small_maps() {
    let mut rng = ChaCha8Rng::seed_from_u64(42);
    let blocks = small_blocks();
    let tools = Toolbox {
        function: false,
        ..Toolbox::ALL
    };
    let mut compared = 0;
    let mut equal = 0;
    for _ in 0..24 {
        let cols = 3 + rng.random_range(0..2);
        let map = tiny_map(&mut rng, 3, cols);
        let s = best(&map, tools);
        let brute = brute_force(&map, &blocks, 3);
        let solver = s.program.as_ref().map(|p| (s.bonuses, p.size()));
        match (solver, brute) {
            (Some(a), Some(b)) => {
                // The brute force sees only programs of up to 3 blocks.
                assert!(
                    (a.0, std::cmp::Reverse(a.1)) >= (b.0, std::cmp::Reverse(b.1)),
                    "solver {a:?} {} vs brute force {b:?} on\n{}",
                    s.program.unwrap(),
                    map.drawing()
                );
                if a.1 <= 3 {
                    assert_eq!(a, b, "\n{}", map.drawing());
                    equal += 1;
                }
                compared += 1;
            }
            (None, Some(b)) => panic!(
                "brute force wins {b:?} where the solver finds nothing on\n{}",
                map.drawing()
            ),
            _ => {}
        }
    }
    assert!(compared >= 10, "only {compared} solvable maps");
    eprintln!("{compared} compared, {equal} equal");
}

/// Generated maps (recoloured pink) whose best program calls the function, at most `n`.
fn maps_needing_the_function(tools: Toolbox, n: usize) -> Vec<Map> {
    let mut maps = Vec::new();
    for seed in 0..400 {
        let p = crate::kodable::Params {
            rows: 5,
            cols: 6,
            bonuses: 2,
        };
        let map = crate::kodable::generate(seed, p).unwrap();
        let tiles: Vec<Tile> = (0..30)
            .map(|i| match map.tile(Cell::new(i % 6, i / 6)) {
                Tile::Colour(_) => Tile::Colour(Colour::Pink),
                t => t,
            })
            .collect();
        let map = Map::new(5, 6, tiles, map.ball()).unwrap();
        let s = solve(&map, map.start(), tools, Budget::UNLIMITED);
        if s.program
            .as_ref()
            .is_some_and(|p| p.calls_function() && p.size() <= 7)
        {
            maps.push(map);
            if maps.len() == n {
                break;
            }
        }
    }
    maps
}

#[test]
fn function_programs_never_beat_the_solver() {
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let actions: Vec<Action> = Action::ALL
        .into_iter()
        .filter(|a| a.colour().is_none_or(|c| c == Colour::Pink))
        .collect();
    let tools = Toolbox {
        loops: false,
        ..Toolbox::ALL
    };
    let (mut compared, mut with_function) = (0, 0);
    // Random maps, and generated ones (recoloured pink) where the best program calls the
    // function, which random maps this small seldom need.
    let mut maps: Vec<Map> = (0..8).map(|_| tiny_map(&mut rng, 4, 5)).collect();
    // Two U-turns: `Function Right Function Right with Down Right Up`.
    maps.push(parse("@ * - - - * - - t\n- * - * - * - * *\n- - - * - - - * *").unwrap());
    maps.push(parse("@ * - - - * - b -\n- * - * - * - * t\nb - p * - - p * *").unwrap());
    maps.extend(maps_needing_the_function(tools, 14 - maps.len()));
    for map in maps {
        let s = best(&map, tools);
        let Some(program) = &s.program else { continue };
        compared += 1;
        let solver = (s.bonuses, std::cmp::Reverse(program.size()));
        let mut found_equal = false;
        // Every program of two to four blocks with at least two calls, for every body.
        let others: Vec<Option<Action>> = std::iter::once(None)
            .chain(actions.iter().copied().map(Some))
            .collect();
        for body in itertools_product3(&actions) {
            for len in 2..=4usize {
                for pick in 0..others.len().pow(len as u32) {
                    let mut blocks = Vec::new();
                    let mut k = pick;
                    for _ in 0..len {
                        blocks.push(match others[k % others.len()] {
                            None => Block::Function,
                            Some(a) => a.into(),
                        });
                        k /= others.len();
                    }
                    if blocks.iter().filter(|&&b| b == Block::Function).count() < 2 {
                        continue;
                    }
                    let p = Program {
                        blocks,
                        function: Some(body),
                    };
                    let t = run(&map, &p);
                    if t.is_won() && t.steps.last().unwrap().origin.block + 1 == p.blocks.len() {
                        let found = (t.end.bonuses(), std::cmp::Reverse(t.size(&p)));
                        assert!(
                            found <= solver,
                            "{p} beats the solver's {program} on\n{}",
                            map.drawing()
                        );
                        found_equal |= found == solver;
                    }
                }
            }
        }
        if program.calls_function() && program.size() <= 7 {
            assert!(
                found_equal,
                "the solver's {program} was not met on\n{}",
                map.drawing()
            );
            with_function += 1;
        }
    }
    assert!(
        compared >= 5 && with_function >= 2,
        "only {compared} solvable maps, {with_function} with a function"
    );
    eprintln!("{compared} compared, {with_function} with a function");
}

fn itertools_product3(actions: &[Action]) -> Vec<[Action; 3]> {
    let mut out = Vec::new();
    for &a in actions {
        for &b in actions {
            for &c in actions {
                out.push([a, b, c]);
            }
        }
    }
    out
}

#[test]
fn the_known_solution_is_matched_or_beaten() {
    let map = parse(include_str!(
        "../../../../../levels/kodable/15-the-long-road.kodable"
    ))
    .unwrap();
    let known: Program =
        "Right Up Right Down Left Function Right Function Cond{p}{Right} with Down Right Up"
            .parse()
            .unwrap();
    let t = run(&map, &known);
    assert_eq!(
        t.outcome,
        crate::kodable::Outcome::Won { bonuses: 3, of: 3 }
    );
    let s = best(&map, Toolbox::ALL);
    assert!(s.optimal);
    assert_eq!(s.bonuses, 3);
    assert!(s.size().unwrap() <= known.size());
}

#[test]
fn no_solution_is_proved() {
    let map = parse("@ - *\n* * *\n- t -").unwrap();
    let s = best(&map, Toolbox::ALL);
    assert!(s.program.is_none() && s.complete);
    assert_eq!(check(&map, map.start(), Budget::UNLIMITED), Some(false));
}

#[test]
fn hints_start_an_optimal_program() {
    let map = parse("@ - - *\n* * t *").unwrap();
    let h = hint(&map, map.start(), Toolbox::ALL, Budget::UNLIMITED).unwrap();
    assert_eq!(h.block, Block::Roll(Dir::Right));
    assert_eq!(h.solution.size(), Some(2));
    let at_target = Position {
        ball: map.target(),
        taken: 0,
    };
    assert!(hint(&map, at_target, Toolbox::ALL, Budget::UNLIMITED).is_none());
}

#[test]
fn a_tight_budget_gives_a_best_effort() {
    let map = parse(include_str!(
        "../../../../../levels/kodable/15-the-long-road.kodable"
    ))
    .unwrap();
    let budget = Budget {
        max_nodes: Some(2000),
        cancel: None,
    };
    let s = solve(&map, map.start(), Toolbox::ALL, budget);
    assert!(!s.optimal);
    if let Some(p) = &s.program {
        assert!(run(&map, p).is_won());
    }
}
