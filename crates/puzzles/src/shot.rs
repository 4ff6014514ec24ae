//! Shot: fling balls on a grid until one is left.
//!
//! A ball can be flung up, down, left or right. It may not be flung off the board directly
//! (some ball must lie ahead of it) and may not be flung into a ball right next to it. It slides
//! until the cell before the next ball; momentum passes through a row of touching balls to the
//! last of them, which slides on by the same rule, and the last ball to move flies off the board.
//! So every fling removes exactly one ball, and every solution has one move fewer than there
//! are balls.
//!
//! Seen along the line of the fling, the whole move is simple: the flung ball's cell empties and
//! every ball beyond it moves one cell back towards it. The solver and the generator use that.

use crate::error::ParseError;
use crate::generate::{Made, Options};
use crate::grid::{Cell, Dir};
use crate::level_file::{self, Meta};
use crate::puzzle::Level;
use crate::puzzle::{IllegalMove, Puzzle, Solution};
use crate::search::{self, Budget};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use web_time::Instant;

/// The usual board: 7 columns, 8 rows.
pub const DEFAULT_WIDTH: usize = 7;
/// The usual board: 7 columns, 8 rows.
pub const DEFAULT_HEIGHT: usize = 8;
/// The most cells a board may have.
pub const MAX_CELLS: usize = 128;
/// Positions the solver visits at most by default: its table of dead boards then stays
/// under about 300 MB.
pub const NODE_BUDGET: u64 = 8_000_000;

/// A fling: the ball at `col`, `row` is sent in direction `dir`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Fling {
    /// Column of the flung ball, from 0 at the left.
    pub col: usize,
    /// Row of the flung ball, from 0 at the top.
    pub row: usize,
    /// Where it is sent.
    pub dir: Dir,
}

/// One ball's travel during a fling, in the order they happen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Travel {
    /// Where the ball was.
    pub from: Cell,
    /// Where it stops, or for the ball that flies off, the first cell outside the board.
    pub to: Cell,
    /// Whether this ball leaves the board.
    pub flies_off: bool,
}

/// A Shot board: its size and where the balls are.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    width: usize,
    height: usize,
    balls: u128,
    meta: Meta,
}

impl Board {
    /// An empty board of the given size (at most 128 cells).
    pub fn empty(width: usize, height: usize) -> Board {
        assert!(width >= 1 && height >= 1 && width * height <= MAX_CELLS);
        Board {
            width,
            height,
            balls: 0,
            meta: Meta::default(),
        }
    }

    /// A board with balls at the given cells.
    pub fn with_balls(width: usize, height: usize, balls: &[(usize, usize)]) -> Board {
        let mut b = Board::empty(width, height);
        for &(c, r) in balls {
            b.balls |= 1 << (r * width + c);
        }
        b
    }

    /// Columns.
    pub fn width(&self) -> usize {
        self.width
    }

    /// Rows.
    pub fn height(&self) -> usize {
        self.height
    }

    /// How many balls are left.
    pub fn ball_count(&self) -> usize {
        self.balls.count_ones() as usize
    }

    /// Whether a ball lies at `col`, `row`.
    pub fn has_ball(&self, col: usize, row: usize) -> bool {
        col < self.width && row < self.height && self.balls >> (row * self.width + col) & 1 == 1
    }

    /// Every ball, row by row from the top.
    pub fn balls(&self) -> Vec<(usize, usize)> {
        bits(self.balls)
            .map(|i| (i % self.width, i / self.width))
            .collect()
    }

    /// The balls as one bit per cell (bit `row * width + col`), the solver's own form.
    pub fn ball_bits(&self) -> u128 {
        self.balls
    }

    fn index(&self, cell: Cell) -> Option<usize> {
        cell.is_inside(self.width, self.height)
            .then(|| cell.row as usize * self.width + cell.col as usize)
    }

    /// Checks a fling against the rules and says why it is refused.
    pub fn check(&self, fling: Fling) -> Result<(), IllegalMove> {
        if !self.has_ball(fling.col, fling.row) {
            return Err(IllegalMove::named(
                "shot-refused-no-ball",
                "there is no ball there to fling",
            ));
        }
        let from = Cell::new(fling.col as i32, fling.row as i32);
        let next = from.step(fling.dir);
        match self.index(next) {
            None => Err(IllegalMove::named(
                "shot-refused-edge",
                "a ball can't be flung off the board",
            )),
            Some(i) if self.balls >> i & 1 == 1 => Err(IllegalMove::named(
                "shot-refused-next-to",
                "a ball can't be flung into a ball right next to it",
            )),
            Some(_) => {
                let mut cell = next;
                while let Some(i) = self.index(cell) {
                    if self.balls >> i & 1 == 1 {
                        return Ok(());
                    }
                    cell = cell.step(fling.dir);
                }
                Err(IllegalMove::named(
                    "shot-refused-nothing-ahead",
                    "a ball can't be flung off the board: nothing lies ahead to stop it",
                ))
            }
        }
    }

    /// The travels of a fling, ball by ball, as they happen, and the board afterwards.
    pub fn fling(&self, fling: Fling) -> Result<(Board, Vec<Travel>), IllegalMove> {
        self.check(fling)?;
        let mut balls = self.balls;
        let mut travels = Vec::new();
        let mut at = Cell::new(fling.col as i32, fling.row as i32);
        let occupied = |balls: u128, c: Cell| self.index(c).is_some_and(|i| balls >> i & 1 == 1);
        loop {
            // Slide the moving ball until the cell before the next ball, or off the board.
            let start = at;
            let mut cell = at;
            loop {
                let next = cell.step(fling.dir);
                if self.index(next).is_none() {
                    balls &= !(1 << self.index(start).unwrap());
                    travels.push(Travel {
                        from: start,
                        to: next,
                        flies_off: true,
                    });
                    let mut after = self.clone();
                    after.balls = balls;
                    return Ok((after, travels));
                }
                if occupied(balls, next) {
                    break;
                }
                cell = next;
            }
            if cell != start {
                balls &= !(1 << self.index(start).unwrap());
                balls |= 1 << self.index(cell).unwrap();
                travels.push(Travel {
                    from: start,
                    to: cell,
                    flies_off: false,
                });
            }
            // Momentum passes through touching balls to the last of them.
            at = cell.step(fling.dir);
            while occupied(balls, at.step(fling.dir)) {
                at = at.step(fling.dir);
            }
        }
    }

    /// Every fling the rules allow.
    pub fn flings(&self) -> Vec<Fling> {
        let mut out = Vec::new();
        for (col, row) in self.balls() {
            for dir in Dir::ALL {
                let f = Fling { col, row, dir };
                if self.check(f).is_ok() {
                    out.push(f);
                }
            }
        }
        out
    }

    /// The board drawn as text: `o` for a ball, `.` for an empty cell.
    pub fn drawing(&self) -> String {
        let mut s = String::new();
        for r in 0..self.height {
            for c in 0..self.width {
                s.push(if self.has_ball(c, r) { 'o' } else { '.' });
            }
            s.push('\n');
        }
        s
    }
}

fn bits(mut x: u128) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if x == 0 {
            None
        } else {
            let i = x.trailing_zeros() as usize;
            x &= x - 1;
            Some(i)
        }
    })
}

impl Puzzle for Board {
    type Move = Fling;

    fn parse(text: &str) -> Result<Board, ParseError> {
        parse(text)
    }

    fn to_text(&self) -> String {
        self.meta.to_text() + &self.drawing()
    }

    fn meta(&self) -> &Meta {
        &self.meta
    }

    fn meta_mut(&mut self) -> &mut Meta {
        &mut self.meta
    }

    fn legal_moves(&self) -> Vec<Fling> {
        self.flings()
    }

    fn apply(&self, mv: &Fling) -> Result<Board, IllegalMove> {
        self.fling(*mv).map(|(b, _)| b)
    }

    fn is_solved(&self) -> bool {
        self.ball_count() == 1
    }

    fn describe_move(&self, f: &Fling) -> String {
        format!("fling the ball at {},{} {}", f.col, f.row, f.dir)
    }

    const WHY_UNSOLVABLE: &'static str = "no order of flings leaves a single ball";

    const NODE_BUDGET: u64 = NODE_BUDGET;

    fn solve_within(&self, budget: Budget) -> Solution<Self::Move> {
        solve(self, budget)
    }
}

/// Reads a `.shot` level: rows of `o` (ball) and `.` (empty), or the older form with `#` for
/// a ball and spaces for empty cells in rows of any length. Drawings smaller than 7×8 are
/// padded to 7×8.
pub fn parse(text: &str) -> Result<Board, ParseError> {
    let t = level_file::split(text)?;
    let hashes = t.rows.iter().any(|r| r.text.contains('#'));
    let first_len = t.rows[0].text.trim_end().chars().count();
    let mut cells: Vec<Vec<bool>> = Vec::new();
    for row in &t.rows {
        let line = read_row(row, hashes)?;
        if !hashes {
            if line.is_empty() {
                return Err(ParseError::named(
                    "shot-empty-row",
                    "empty row: draw empty cells with '.'",
                )
                .placed(row.line, 1));
            }
            if line.len() != first_len {
                return Err(ParseError::named(
                    "shot-row-unequal",
                    format!(
                        "this row has {} cells but the first row has {}; every row must be as long",
                        line.len(),
                        first_len
                    ),
                )
                .placed(row.line, line.len().min(first_len) + 1)
                .with("count", line.len())
                .with("first", first_len));
            }
        }
        cells.push(line);
    }
    let widest = cells.iter().map(Vec::len).max().unwrap_or(0);
    let width = widest.max(DEFAULT_WIDTH);
    let height = cells.len().max(DEFAULT_HEIGHT);
    if width * height > MAX_CELLS {
        return Err(too_big(&t, &cells, width, height));
    }
    let mut board = Board::empty(width, height);
    board.meta = t.meta;
    for (r, line) in cells.iter().enumerate() {
        for (c, &ball) in line.iter().enumerate() {
            if ball {
                board.balls |= 1 << (r * width + c);
            }
        }
    }
    if board.balls == 0 {
        return Err(ParseError::named(
            "shot-no-ball",
            "the board has no ball; a Shot level needs at least one",
        )
        .placed(t.rows[0].line, 1));
    }
    Ok(board)
}

/// A row's cells, true for a ball: `o` and `.`, or `#` and spaces in the older form.
fn read_row(row: &level_file::Row, hashes: bool) -> Result<Vec<bool>, ParseError> {
    let mut line = Vec::new();
    for (i, c) in row.text.trim_end().chars().enumerate() {
        line.push(match c {
            'o' | 'O' if !hashes => true,
            '.' => false,
            '#' => true,
            ' ' if hashes => false,
            'o' | 'O' => {
                return Err(ParseError::named(
                    "shot-mixed-balls",
                    "this board draws balls with '#', so 'o' is not allowed too",
                )
                .placed(row.line, i + 1));
            }
            c => {
                return Err(ParseError::named(
                    "shot-not-a-cell",
                    format!(
                        "expected 'o' for a ball or '.' for an empty cell, found {}",
                        level_file::show_char(c)
                    ),
                )
                .placed(row.line, i + 1)
                .with("found", c));
            }
        });
    }
    Ok(line)
}

/// The error for a board with more cells than a board may have, at the first cell that does
/// not fit: a row too long, or a row too many.
fn too_big(t: &level_file::Text, cells: &[Vec<bool>], width: usize, height: usize) -> ParseError {
    let widest = MAX_CELLS / DEFAULT_HEIGHT;
    let (line, column) = match cells.iter().position(|l| l.len() > widest) {
        Some(r) if width > widest => (t.rows[r].line, widest + 1),
        // A short row is padded with empty cells: point at its end at the furthest.
        _ => {
            let r = MAX_CELLS / width;
            let column = (MAX_CELLS % width + 1).min(cells[r].len() + 1);
            (t.rows[r].line, column)
        }
    };
    ParseError::named(
        "shot-too-many-cells",
        format!(
            "the board is {width}×{height}, more than the {MAX_CELLS} cells a Shot board may have"
        ),
    )
    .placed(line, column)
    .with("width", width)
    .with("height", height)
    .with("most", MAX_CELLS)
}

/// Precomputed masks of the cells beyond each cell in each direction.
struct Rays {
    beyond: Vec<[u128; 4]>,
    next: Vec<[Option<u8>; 4]>,
    shift: [i32; 4],
}

impl Rays {
    fn new(width: usize, height: usize) -> Rays {
        let mut beyond = vec![[0u128; 4]; width * height];
        let mut next = vec![[None; 4]; width * height];
        for i in 0..width * height {
            let cell = Cell::new((i % width) as i32, (i / width) as i32);
            for (d, dir) in Dir::ALL.into_iter().enumerate() {
                let mut c = cell.step(dir);
                if c.is_inside(width, height) {
                    next[i][d] = Some((c.row as usize * width + c.col as usize) as u8);
                }
                while c.is_inside(width, height) {
                    beyond[i][d] |= 1 << (c.row as usize * width + c.col as usize);
                    c = c.step(dir);
                }
            }
        }
        let w = width as i32;
        // Moving every ball beyond one cell back towards the flung ball, per direction.
        Rays {
            beyond,
            next,
            shift: [w, -w, 1, -1],
        }
    }

    /// The board after flinging the ball at `i` in direction `d`, if allowed.
    #[inline]
    fn fling(&self, balls: u128, i: usize, d: usize) -> Option<u128> {
        let next = self.next[i][d]?;
        if balls >> next & 1 == 1 {
            return None;
        }
        let ray = self.beyond[i][d];
        let ahead = balls & ray;
        if ahead == 0 {
            return None;
        }
        let s = self.shift[d];
        let moved = if s > 0 { ahead << s } else { ahead >> -s };
        Some((balls & !ray & !(1 << i)) | moved)
    }
}

/// Finds a solution, or proves there is none, by depth-first search that remembers dead boards.
pub fn solve(board: &Board, budget: Budget) -> Solution<Fling> {
    let start = Instant::now();
    let rays = Rays::new(board.width, board.height);
    let width = board.width;
    let result = search::dfs_with_dead_table(
        board.balls,
        |&balls, out| {
            for i in bits(balls) {
                for d in 0..4 {
                    if let Some(after) = rays.fling(balls, i, d) {
                        // A board has at most 128 cells, so cell and direction fit 16 bits.
                        out.push(((i * 4 + d) as u16, after));
                    }
                }
            }
        },
        |&balls| balls.count_ones() == 1,
        budget,
    );
    let moves = result.moves.map(|codes| {
        codes
            .into_iter()
            .map(|code| Fling {
                col: code as usize / 4 % width,
                row: code as usize / 4 / width,
                dir: Dir::ALL[code as usize % 4],
            })
            .collect()
    });
    Solution {
        moves,
        optimal: true,
        complete: result.complete,
        nodes: result.nodes,
        seconds: start.elapsed().as_secs_f64(),
    }
}

/// What `generate` makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Params {
    /// Columns of the board.
    pub width: usize,
    /// Rows of the board.
    pub height: usize,
    /// Balls on the board (the difficulty: more balls, a longer puzzle).
    pub balls: usize,
}

impl Default for Params {
    fn default() -> Params {
        Params {
            width: DEFAULT_WIDTH,
            height: DEFAULT_HEIGHT,
            balls: 8,
        }
    }
}

impl Params {
    /// Whether a board can be made with these parameters; if not, why, with the ranges allowed.
    pub fn check(&self) -> Result<(), String> {
        let Params {
            width,
            height,
            balls,
        } = *self;
        let cells = width.checked_mul(height).filter(|&c| c <= MAX_CELLS);
        // A level file pads a smaller drawing to 7×8: a board smaller than that is another
        // board once written.
        if cells.is_none() || width < DEFAULT_WIDTH || height < DEFAULT_HEIGHT {
            return Err(format!(
                "a Shot board is at least {DEFAULT_WIDTH}x{DEFAULT_HEIGHT} and has at most {MAX_CELLS} cells, not {width}x{height}"
            ));
        }
        let most = most_balls(width, height);
        if !(2..=most).contains(&balls) {
            return Err(format!(
                "a {width}x{height} Shot board takes 2 to {most} balls, not {balls}"
            ));
        }
        Ok(())
    }
}

/// The most balls `generate` puts on a board: three cells in eight. Denser boards that can be
/// won exist, but playing backwards from one ball rarely reaches them (on a 2×12 board, never
/// 12 balls in 10 000 tries), while this many is reached at once on every size.
pub fn most_balls(width: usize, height: usize) -> usize {
    width.saturating_mul(height).saturating_mul(3) / 8
}

/// Attempts `generate` makes before it gives up (each one is a few microseconds).
const ATTEMPTS: usize = 10_000;

/// Makes a solvable board from a seed (the same seed gives the same board) by playing the game
/// backwards from a single ball: each step puts back a ball that a fling would remove.
/// Refuses parameters [`Params::check`] refuses, and gives up (saying so) if no attempt
/// places every ball.
pub fn generate(seed: u64, params: Params) -> Result<Board, String> {
    params.check()?;
    let Params {
        width,
        height,
        balls,
    } = params;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let rays = Rays::new(width, height);
    'attempt: for _ in 0..ATTEMPTS {
        let mut board: u128 = 1 << rng.random_range(0..width * height);
        while (board.count_ones() as usize) < balls {
            let mut options = Vec::new();
            for a in 0..width * height {
                if board >> a & 1 == 1 {
                    continue;
                }
                for d in 0..4 {
                    let ray = rays.beyond[a][d];
                    let ahead = board & ray;
                    // The farthest ball ahead must have room to move one cell further out.
                    let far_edge = ray & !shift_back(ray, rays.shift[d]);
                    if ahead != 0 && ahead & far_edge == 0 {
                        options.push((a, d));
                    }
                }
            }
            if options.is_empty() {
                continue 'attempt;
            }
            let (a, d) = options[rng.random_range(0..options.len())];
            let ray = rays.beyond[a][d];
            let ahead = board & ray;
            let s = rays.shift[d];
            let pushed = if s > 0 { ahead >> s } else { ahead << -s };
            board = (board & !ray) | pushed | (1 << a);
        }
        let mut b = Board::empty(width, height);
        b.balls = board;
        b.meta.set("title", format!("Random {balls} balls #{seed}"));
        return Ok(b);
    }
    Err(format!(
        "gave up after {ATTEMPTS} attempts: {balls} balls could not be placed on a {width}x{height} board from seed {seed}; try fewer balls"
    ))
}

/// The cells of `ray` moved one step back towards its origin: what remains of the ray after
/// the move, so `ray & !shift_back(..)` is the ray's last cell.
fn shift_back(ray: u128, s: i32) -> u128 {
    if s > 0 { ray << s } else { ray >> -s }
}

/// In the editor: a ball put on an empty cell, or taken off.
pub fn toggle_ball(drawing: &mut crate::drawing::Drawing, col: usize, row: usize) {
    let token = if drawing.at(col, row) == "o" {
        "."
    } else {
        "o"
    };
    drawing.put(col, row, token);
}

impl Level for Board {
    const DAILY_NUMBER: Option<u64> = Some(1);

    const KNOBS: &'static [&'static str] = &["--balls"];

    /// Balls and empty cells side by side, 7×8 at least (a smaller drawing reads as one of
    /// that size).
    const DRAWING: crate::drawing::Style = crate::drawing::Style {
        smallest: (DEFAULT_WIDTH, DEFAULT_HEIGHT),
        ..crate::drawing::Style::PLAIN
    };

    /// More balls make a longer game: the generator's Easy has 5, Medium 8, Hard 11 and
    /// Expert 14.
    fn difficulty(&self, _par: usize) -> crate::generate::Difficulty {
        crate::puzzle::by_bands(self.ball_count(), [7, 10, 13])
    }

    fn summary_parts(&self) -> Vec<crate::puzzle::SummaryPart> {
        use crate::puzzle::SummaryPart;
        vec![SummaryPart::count(
            "shot-summary-balls",
            self.ball_count(),
            "ball",
            "balls",
        )]
    }

    fn generate(args: &Options) -> Result<Made<Self>, String> {
        use crate::generate::{Difficulty, exactly, unconfirmed};
        let (width, height) = args
            .size
            .unwrap_or((crate::shot::DEFAULT_WIDTH, crate::shot::DEFAULT_HEIGHT));
        let balls = args.balls.unwrap_or(match args.difficulty {
            Difficulty::Easy => 5,
            Difficulty::Medium => 8,
            Difficulty::Hard => 11,
            Difficulty::Expert => 14,
        });
        let params = crate::shot::Params {
            width,
            height,
            balls,
        };
        let mut b = crate::shot::generate(args.seed, params)?;
        // The generator builds only solvable boards; the solver confirms it.
        let check = crate::shot::solve(&b, crate::search::Budget::nodes(crate::shot::NODE_BUDGET));
        if check.moves.is_none() {
            return Err(unconfirmed(check.complete, "board"));
        }
        b.meta_mut().set("par", (balls - 1).to_string());
        Ok(exactly(b))
    }

    fn random_like(&self, seed: u64) -> Result<Board, String> {
        let params = crate::shot::Params {
            width: self.width(),
            height: self.height(),
            balls: self.ball_count().clamp(3, 14),
        };
        let mut b = crate::shot::generate(seed, params)?;
        b.meta_mut()
            .set("title", format!("Random {} balls", params.balls));
        Ok(b)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(rows: &[&str]) -> Board {
        parse(&rows.join("\n")).unwrap()
    }

    #[test]
    fn the_example_plays_out_ball_by_ball() {
        // o.o.oo on one row: flinging the first ball right ends with .o.oo. (one ball gone).
        let b = board(&["o.o.oo."]);
        let (after, travels) = b
            .fling(Fling {
                col: 0,
                row: 0,
                dir: Dir::Right,
            })
            .unwrap();
        assert_eq!(after.balls(), vec![(1, 0), (3, 0), (4, 0)]);
        assert_eq!(travels.len(), 3);
        assert_eq!(travels[0].to, Cell::new(1, 0));
        assert_eq!(travels[1].from, Cell::new(2, 0));
        assert_eq!(travels[1].to, Cell::new(3, 0));
        assert!(travels[2].flies_off);
        assert_eq!(travels[2].from, Cell::new(5, 0));
        assert_eq!(travels[2].to, Cell::new(7, 0));
    }

    #[test]
    fn illegal_flings_are_refused_with_a_reason() {
        let b = board(&["oo.....", ".......", "o......"]);
        let up = b.fling(Fling {
            col: 0,
            row: 0,
            dir: Dir::Up,
        });
        assert!(up.unwrap_err().why.contains("off the board"));
        let right = b.fling(Fling {
            col: 0,
            row: 0,
            dir: Dir::Right,
        });
        assert!(right.unwrap_err().why.contains("right next to it"));
        let left = b.fling(Fling {
            col: 1,
            row: 0,
            dir: Dir::Left,
        });
        assert!(left.unwrap_err().why.contains("right next to it"));
        let nothing = b.fling(Fling {
            col: 1,
            row: 0,
            dir: Dir::Down,
        });
        assert!(nothing.unwrap_err().why.contains("nothing lies ahead"));
        assert!(
            b.fling(Fling {
                col: 0,
                row: 0,
                dir: Dir::Down
            })
            .is_ok()
        );
    }

    #[test]
    fn bitboard_rule_matches_the_ball_by_ball_rule() {
        for seed in 0..200 {
            let b = generate(
                seed,
                Params {
                    balls: 9,
                    ..Params::default()
                },
            )
            .unwrap();
            let rays = Rays::new(b.width, b.height);
            for f in b.flings() {
                let i = f.row * b.width + f.col;
                let d = Dir::ALL.iter().position(|&x| x == f.dir).unwrap();
                let (after, _) = b.fling(f).unwrap();
                assert_eq!(rays.fling(b.balls, i, d), Some(after.balls));
            }
        }
    }

    #[test]
    fn older_form_with_hashes_and_ragged_rows() {
        let b = parse("# #\n # #\n\n #").unwrap();
        assert_eq!((b.width(), b.height()), (7, 8));
        assert_eq!(b.balls(), vec![(0, 0), (2, 0), (1, 1), (3, 1), (1, 3)]);
    }

    #[test]
    fn parse_errors_name_line_and_column() {
        let e = parse("; title: x\no.o\nox.").unwrap_err();
        assert_eq!(e.at, Some((3, 2)));
        let e = parse("o.o\no.").unwrap_err();
        assert_eq!(e.at, Some((2, 3)));
        assert!(e.message.contains("2 cells"));
        let e = parse("...\n...").unwrap_err();
        assert!(e.message.contains("no ball"));
        let e = parse("#o").unwrap_err();
        assert_eq!(e.at, Some((1, 2)));
    }

    #[test]
    fn text_round_trips() {
        let b = generate(7, Params::default()).unwrap();
        let again = parse(&b.to_text()).unwrap();
        assert_eq!(again, b);
    }

    #[test]
    fn unsolvable_board_is_proved_so() {
        let b = board(&["o.o", "...", "o.."]);
        let s = b.solve();
        assert!(s.moves.is_none());
        assert!(s.complete);
        // Two balls that can never meet.
        let b = board(&["o......", "......o"]);
        assert!(b.solve().moves.is_none());
    }

    #[test]
    fn boards_of_more_than_64_cells_are_solved_with_real_moves() {
        // Nine empty rows, then two balls: the solver's moves must name real balls.
        let b = parse(&format!("{}..o.o..", ".......\n".repeat(9))).unwrap();
        assert_eq!((b.width(), b.height()), (7, 10));
        let moves = b.solve().moves.expect("two balls in a row meet");
        assert!(b.replay(&moves).unwrap().is_solved());
        for seed in 0..10 {
            let p = Params {
                width: 16,
                height: 8,
                balls: 12,
            };
            let b = generate(seed, p).unwrap();
            let moves = b.solve().moves.expect("generated boards are solvable");
            assert!(b.replay(&moves).unwrap().is_solved(), "seed {seed}");
        }
    }

    #[test]
    fn generator_refuses_what_it_cannot_make() {
        let p = |width, height, balls| Params {
            width,
            height,
            balls,
        };
        let e = generate(1, p(9_223_372_036_854_775_816, 2, 8)).unwrap_err();
        assert!(e.contains("at most 128 cells"), "{e}");
        let e = generate(1, p(4_294_967_296, 4_294_967_296, 8)).unwrap_err();
        assert!(e.contains("at most 128 cells"), "{e}");
        let e = generate(1, p(7, 8, 22)).unwrap_err();
        assert!(e.contains("2 to 21 balls"), "{e}");
        assert!(generate(1, p(7, 8, 21)).is_ok());
        assert!(
            generate(1, p(2, 2, 2))
                .unwrap_err()
                .contains("at least 7x8")
        );
        assert!(generate(1, p(7, 8, 1)).is_err());
        assert!(generate(1, p(1, 8, 2)).is_err());
    }

    #[test]
    fn too_big_and_empty_boards_are_refused_where_they_go_wrong() {
        let e = parse(&format!("; title: empty\n{}", ".......\n".repeat(3))).unwrap_err();
        assert_eq!(e.at, Some((2, 1)), "{e}");
        assert!(e.message.contains("no ball"), "{e}");
        let mut rows = ".......\n".repeat(18);
        rows.push_str("o.o....\n");
        let e = parse(&rows).unwrap_err();
        assert_eq!(e.at, Some((19, 3)), "{e}");
        assert!(e.message.contains("128 cells"), "{e}");
        let e = parse(&format!("; title: wide\n{}\n", "o".repeat(17))).unwrap_err();
        assert_eq!(e.at, Some((2, 17)), "{e}");
        // Short rows are padded: the place named is never past the end of the line.
        let mut rows = "o\n".repeat(18);
        rows.push_str(".\n");
        let e = parse(&rows).unwrap_err();
        assert_eq!(e.at, Some((19, 2)), "{e}");
    }
}
