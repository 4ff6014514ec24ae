//! New levels: random layouts, and the start among their positions that takes the most moves.

use super::parse::parse;
use super::solve::{Key, Space};
use super::{Board, MAX_BLOCKS, Metric};
use crate::search::{self, Budget, Explored};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// What `generate` makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Params {
    /// Columns.
    pub width: usize,
    /// Rows.
    pub height: usize,
    /// The metric the difficulty is measured in.
    pub metric: Metric,
    /// Fewest moves the shortest solution may have.
    pub min_moves: usize,
    /// Most moves the shortest solution may have.
    pub max_moves: usize,
}

impl Default for Params {
    fn default() -> Params {
        Params {
            width: 4,
            height: 5,
            metric: Metric::Move,
            min_moves: 20,
            max_moves: 40,
        }
    }
}

/// The longest shortest solution `generate` is asked for, in any metric.
pub const MAX_GENERATED_MOVES: usize = 500;
/// Positions each of `generate`'s searches may visit before that layout is passed over.
const GENERATE_STATES: u64 = 1_000_000;
/// Layouts `generate` tries.
const LAYOUTS: usize = 40;

impl Params {
    /// Whether boards can be made with these parameters; if not, why, with the ranges allowed.
    pub fn check(&self) -> Result<(), String> {
        let Params {
            width,
            height,
            min_moves,
            max_moves,
            ..
        } = *self;
        if !(3..=6).contains(&width) || !(3..=6).contains(&height) || width * height > 30 {
            return Err(format!(
                "generated sliding-block boards are 3 to 6 cells on a side and at most 30 cells, not {width}x{height}"
            ));
        }
        if min_moves < 1 || max_moves > MAX_GENERATED_MOVES || min_moves > max_moves {
            return Err(format!(
                "a generated sliding-block board takes 1 to {MAX_GENERATED_MOVES} moves, not {min_moves}-{max_moves}"
            ));
        }
        Ok(())
    }
}

/// Makes a solvable layout from a seed whose shortest solution, in `params.metric`, has between
/// `min_moves` and `max_moves` moves, or as close to that as the blocks allow (the caller
/// compares its par with the range).
///
/// It draws a random set of blocks (one 2×2 goal block, bars and small squares, two empty
/// cells), explores every position they can reach, measures each one's distance from the goal,
/// and starts from a position whose distance lies in the range. A layout with too many
/// positions to explore is passed over; if every one is, it gives up and says so.
pub fn generate(seed: u64, params: Params) -> Result<Board, String> {
    params.check()?;
    let Params {
        width,
        height,
        metric,
        min_moves,
        max_moves,
    } = params;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    // The goal sits where the classic puzzle has its exit: bottom centre on a tall board,
    // the right-hand side on a wide one.
    let goal = if height >= width {
        ((width - 2) / 2, height - 2)
    } else {
        (width - 2, height - 2)
    };
    let mut best: Option<(usize, Board)> = None;
    for _attempt in 0..LAYOUTS {
        let layout = random_layout(&mut rng, width, height, goal);
        let (space, slots, shapes) = Space::new(&layout);
        let pick = if space.class_slots.len() * space.cells <= 128 {
            pick_start::<u128>(&space, &slots, metric, min_moves..=max_moves, &mut rng)
        } else {
            pick_start::<[u8; MAX_BLOCKS]>(&space, &slots, metric, min_moves..=max_moves, &mut rng)
        };
        match pick {
            Some(Ok(blocks)) => return Ok(board_from_blocks(&layout, &space, &shapes, &blocks)),
            Some(Err((depth, blocks))) => {
                // Nothing in range: keep the one closest to it, in case no attempt does better.
                let gap = min_moves.saturating_sub(depth);
                if best.as_ref().is_none_or(|(g, _)| gap < *g) {
                    best = Some((gap, board_from_blocks(&layout, &space, &shapes, &blocks)));
                }
            }
            None => {}
        }
    }
    best.map(|(_, board)| board).ok_or_else(|| {
        format!(
            "gave up after {LAYOUTS} layouts from seed {seed}: each had more than {GENERATE_STATES} positions to explore or no way to the goal; try a smaller board"
        )
    })
}

/// The blocks (shape class, top-left cell) of a position from which the goal is `range` moves
/// away, or the farthest position and its distance if none is; `None` if the goal cannot be
/// reached at all or the layout has too many positions to explore.
#[allow(clippy::type_complexity)]
fn pick_start<K: Key>(
    space: &Space,
    slots: &[u8],
    metric: Metric,
    range: std::ops::RangeInclusive<usize>,
    rng: &mut ChaCha8Rng,
) -> Option<Result<Vec<(usize, usize)>, (usize, Vec<(usize, usize)>)>> {
    let blocks = |k: &K| {
        let mut v = Vec::new();
        k.for_each_block(space, |class, at| v.push((class, at)));
        v
    };
    let budget = Budget::nodes(GENERATE_STATES);
    // Every position these blocks can reach (every metric connects the same positions), then
    // each one's distance from the nearest goal.
    let all = search::bfs(
        vec![K::from_slots(space, slots)],
        |k, out| space.successors(k, Metric::Step, out),
        |_| false,
        budget,
    );
    if !all.complete {
        return None;
    }
    let goals: Vec<K> = all
        .states
        .iter()
        .filter(|k| space.is_goal(*k))
        .copied()
        .collect();
    if goals.is_empty() {
        return None;
    }
    let dist: Explored<K> = search::bfs(
        goals,
        |k, out| space.successors(k, metric, out),
        |_| false,
        budget,
    );
    let in_range: Vec<usize> = (0..dist.states.len())
        .filter(|&i| range.contains(&(dist.depth[i] as usize)))
        .collect();
    if in_range.is_empty() {
        let far = (0..dist.states.len())
            .max_by_key(|&i| dist.depth[i])
            .unwrap();
        return Some(Err((dist.depth[far] as usize, blocks(&dist.states[far]))));
    }
    let pick = in_range[rng.random_range(0..in_range.len())];
    Some(Ok(blocks(&dist.states[pick])))
}

fn random_layout(rng: &mut ChaCha8Rng, width: usize, height: usize, goal: (usize, usize)) -> Board {
    let mut grid = vec![vec!['.'; width]; height];
    for r in goal.1..goal.1 + 2 {
        for c in goal.0..goal.0 + 2 {
            grid[r][c] = 'S';
        }
    }
    let mut names = ('A'..='Z')
        .chain('a'..='z')
        .chain('0'..='9')
        .filter(|&c| c != 'S');
    let mut empty = width * height - 4;
    let mut cells: Vec<(usize, usize)> = (0..height)
        .flat_map(|r| (0..width).map(move |c| (c, r)))
        .collect();
    cells.shuffle(rng);
    // Bars first, most of the places they fit, then small squares until two cells are left
    // empty: boards with a few small squares play like the classic ones.
    for pass in 0..2 {
        for &(c, r) in &cells {
            if empty <= 2 {
                break;
            }
            if grid[r][c] != '.' || (pass == 0 && rng.random_range(0..4) == 0) {
                continue;
            }
            let mut shapes = if pass == 0 {
                vec![(1, 2), (2, 1)]
            } else {
                vec![(1, 1)]
            };
            shapes.shuffle(rng);
            for (w, h) in shapes {
                let fits = c + w <= width
                    && r + h <= height
                    && (r..r + h).all(|y| (c..c + w).all(|x| grid[y][x] == '.'));
                if fits && empty >= w * h + 2 {
                    let name = names.next().unwrap();
                    for row in grid.iter_mut().skip(r).take(h) {
                        for cell in row.iter_mut().skip(c).take(w) {
                            *cell = name;
                        }
                    }
                    empty -= w * h;
                    break;
                }
            }
        }
    }
    let drawing: String = grid
        .iter()
        .map(|row| row.iter().collect::<String>() + "\n")
        .collect();
    parse(&format!("; goal: S {},{}\n{drawing}", goal.0, goal.1))
        .expect("a generated layout is well formed")
}

fn board_from_blocks(
    layout: &Board,
    space: &Space,
    shapes: &[(usize, usize)],
    blocks: &[(usize, usize)],
) -> Board {
    let mut board = layout.clone();
    let mut used = vec![false; board.blocks.len()];
    for &(class, at) in blocks {
        let i = (0..board.blocks.len())
            .find(|&i| !used[i] && (board.blocks[i].width, board.blocks[i].height) == shapes[class])
            .unwrap();
        used[i] = true;
        board.blocks[i].col = at % space.width;
        board.blocks[i].row = at / space.width;
    }
    // Name the blocks again in reading order, the goal block keeping its name.
    let mut order: Vec<usize> = (0..board.blocks.len()).collect();
    order.sort_by_key(|&i| (board.blocks[i].row, board.blocks[i].col));
    let mut names = ('A'..='Z')
        .chain('a'..='z')
        .chain('0'..='9')
        .filter(|&c| c != 'S');
    for i in order {
        if board.blocks[i].name != 'S' {
            board.blocks[i].name = names.next().unwrap();
        }
    }
    board.blocks.sort_by_key(|b| (b.row, b.col));
    board
}
