//! Snake cube: fold a chain of small cubes into one n×n×n cube.
//!
//! The chain is written as one letter per cube after the first: `F` when the next cube goes
//! straight on and `T` when it turns a quarter turn. Letter `k` (from 0) says how cube `k + 1`
//! sits relative to the step into cube `k`, so letter `k` is really about cube `k`: `F` for a
//! straight cube, `T` for a corner cube. Cube 0 is an end of the chain and has no step into it,
//! so **letter 0 constrains nothing** (the first step may go any way, as if the chain came in
//! from any direction); it is kept as written so that files round-trip, and the
//! solver, the fold and the hint all ignore it.
//!
//! A chain of n³ − 1 letters folds into an n×n×n cube, n from 2 to 5: 7, 26, 63 or 124 letters.
//!
//! What lives where: the chain and its file format here; the fold the player manipulates joint
//! by joint in [`fold`]; the solver (first solution, every solution with symmetry counting, the
//! hint on a partial fold) in [`mod@solve`]; random solvable chains in [`mod@generate`].

pub mod edit;
mod engine;
pub mod fold;
pub mod generate;
mod geometry;
pub mod play;
pub mod solve;
pub mod ways;

#[cfg(test)]
mod tests;

use crate::error::ParseError;
use crate::level_file::{self, Meta};
use serde::{Deserialize, Serialize};
use std::fmt;

pub use fold::{Fold, Layout, Twist};
pub use generate::{Params, generate};
pub use geometry::{Heading, Point};
pub use play::{Folding, Turn};
pub use solve::{Census, Counting, Hint, Solved, enumerate, hint, solve};
pub use ways::{Verdict, Way};

/// Why a chain has no solution, in words.
pub const WHY_UNSOLVABLE: &str = "no way of folding the chain fills the cube";

/// The smallest cube a chain may fold into (2×2×2).
pub const MIN_SIDE: usize = 2;
/// The largest cube a chain may fold into (5×5×5, whose 125 cells still fit one 128-bit word).
pub const MAX_SIDE: usize = 5;
/// Straight runs the solver lays at most by default: about fifteen seconds of search, far more
/// than any chain the game ships or makes needs; the search itself needs little memory.
pub const NODE_BUDGET: u64 = 200_000_000;

/// How the chain goes on at one cube: straight through it, or round a corner.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Joint {
    /// `F`: the next cube goes straight on.
    Straight,
    /// `T`: the next cube turns a quarter turn, to any of the four sides.
    Turn,
}

impl Joint {
    /// The letter of the file format.
    pub fn letter(self) -> char {
        match self {
            Joint::Straight => 'F',
            Joint::Turn => 'T',
        }
    }

    /// The joint written by a letter, in either case.
    pub fn from_letter(c: char) -> Option<Joint> {
        match c {
            'F' | 'f' => Some(Joint::Straight),
            'T' | 't' => Some(Joint::Turn),
            _ => None,
        }
    }

    /// The other kind of joint (what the chain editor toggles to).
    pub fn toggled(self) -> Joint {
        match self {
            Joint::Straight => Joint::Turn,
            Joint::Turn => Joint::Straight,
        }
    }
}

/// A straight stretch of the chain longer than the cube's side, so it can never fit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LongRun {
    /// The first cube of the straight stretch.
    pub first: usize,
    /// The letter (joint) whose `F` makes the stretch one cube too long.
    pub joint: usize,
    /// How many cubes lie in line once the whole stretch is counted.
    pub cubes: usize,
    /// The cube's side.
    pub side: usize,
}

impl fmt::Display for LongRun {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "cubes {} to {} lie in a straight line of {}, longer than the side of the {}×{}×{} cube",
            self.first + 1,
            self.first + self.cubes,
            self.cubes,
            self.side,
            self.side,
            self.side
        )
    }
}

/// A snake: the chain's joints, the size of the cube it folds into, and the level's metadata.
///
/// The joint count is always n³ − 1 for an n from 2 to 5. A chain edited joint by joint may
/// hold a straight stretch too long to fit ([`Chain::check`] says so); such a chain simply has
/// no solution.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Chain {
    n: usize,
    joints: Vec<Joint>,
    meta: Meta,
}

impl Chain {
    /// A chain from its joints (letter 0 first), checked: the length must be n³ − 1 and no
    /// straight stretch may be longer than n.
    pub fn new(joints: Vec<Joint>) -> Result<Chain, String> {
        let n = side_for(joints.len()).ok_or_else(|| wrong_length(joints.len()).message)?;
        let chain = Chain {
            n,
            joints,
            meta: Meta::default(),
        };
        chain.check().map_err(|e| e.to_string())?;
        Ok(chain)
    }

    /// The chain written by a string of `F` and `T` letters (whitespace ignored).
    pub fn from_letters(letters: &str) -> Result<Chain, ParseError> {
        parse(letters)
    }

    /// The cube's side n.
    pub fn side(&self) -> usize {
        self.n
    }

    /// The number of small cubes, n³.
    pub fn cubes(&self) -> usize {
        self.joints.len() + 1
    }

    /// Every joint, letter 0 first (letter 0 constrains nothing; see the module notes).
    pub fn joints(&self) -> &[Joint] {
        &self.joints
    }

    /// The joint at cube `k`, as its letter says.
    pub fn joint(&self, k: usize) -> Joint {
        self.joints[k]
    }

    /// The cubes where the chain turns a corner (letters after the first that read `T`): the
    /// joints the player folds.
    pub fn corners(&self) -> impl Iterator<Item = usize> + '_ {
        (1..self.joints.len()).filter(|&k| self.joints[k] == Joint::Turn)
    }

    /// The letters, one per cube after the first, as one string.
    pub fn letters(&self) -> String {
        self.joints.iter().map(|j| j.letter()).collect()
    }

    /// Switches joint `k` between `F` and `T` (the chain editor); the chain may then need
    /// [`Chain::check`].
    pub fn toggle(&mut self, k: usize) {
        self.joints[k] = self.joints[k].toggled();
    }

    /// Sets joint `k` (the chain editor); the chain may then need [`Chain::check`].
    pub fn set_joint(&mut self, k: usize, joint: Joint) {
        self.joints[k] = joint;
    }

    /// Whether every straight stretch fits in the cube's side; the first one that does not.
    pub fn check(&self) -> Result<(), LongRun> {
        let mut first = 0;
        for k in 1..self.joints.len() {
            if self.joints[k] == Joint::Turn {
                first = k;
            } else if k + 1 - first + 1 > self.n {
                let mut end = k + 1;
                while end < self.joints.len() && self.joints[end] == Joint::Straight {
                    end += 1;
                }
                return Err(LongRun {
                    first,
                    joint: k,
                    cubes: end + 1 - first,
                    side: self.n,
                });
            }
        }
        Ok(())
    }

    /// The straight runs in chain order, each as the number of steps it takes (one less than
    /// the cubes it spans, as a corner cube ends one run and starts the next).
    pub fn runs(&self) -> Vec<usize> {
        let mut runs = Vec::new();
        let mut steps = 1;
        for k in 1..self.joints.len() {
            if self.joints[k] == Joint::Turn {
                runs.push(steps);
                steps = 1;
            } else {
                steps += 1;
            }
        }
        runs.push(steps);
        runs
    }

    /// The level's metadata.
    pub fn meta(&self) -> &Meta {
        &self.meta
    }

    /// The level's metadata, to change.
    pub fn meta_mut(&mut self) -> &mut Meta {
        &mut self.meta
    }

    /// The level file text: metadata, then the letters in rows of eight.
    pub fn to_text(&self) -> String {
        let mut text = self.meta.to_text();
        let letters: Vec<char> = self.joints.iter().map(|j| j.letter()).collect();
        for row in letters.chunks(8) {
            text.extend(row);
            text.push('\n');
        }
        text
    }

    /// The same chain read from the other end (the cube numbers run backwards). Letter 0 of
    /// the result is `F`.
    pub fn reversed(&self) -> Chain {
        let mut joints = vec![Joint::Straight];
        joints.extend(self.joints[1..].iter().rev());
        Chain {
            n: self.n,
            joints,
            meta: self.meta.clone(),
        }
    }
}

impl fmt::Display for Chain {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.letters())
    }
}

/// The side n of the cube a chain of `letters` letters folds into, if there is one.
pub fn side_for(letters: usize) -> Option<usize> {
    (MIN_SIDE..=MAX_SIDE).find(|&n| n * n * n - 1 == letters)
}

fn wrong_length(letters: usize) -> ParseError {
    let valid: Vec<String> = (MIN_SIDE..=MAX_SIDE)
        .map(|n| format!("{} ({n}×{n}×{n})", n * n * n - 1))
        .collect();
    let (last, rest) = valid.split_last().expect("sides exist");
    let message = format!(
        "the chain has {letters} letter{}, but a chain that folds into a cube has {} or {last}",
        if letters == 1 { "" } else { "s" },
        rest.join(", ")
    );
    ParseError::named("snake-chain-length", message).with("letters", letters)
}

/// Reads a `.snake` level: `; key: value` metadata lines, then the chain as `F` and `T`
/// letters (either case) in rows of any length, whitespace ignored. An optional `; fold:`
/// line holds a partial fold (see [`Fold::from_text`]).
pub fn parse(text: &str) -> Result<Chain, ParseError> {
    let t = level_file::split(text)?;
    let mut joints = Vec::new();
    let mut places = Vec::new();
    for row in &t.rows {
        for (i, c) in row.text.chars().enumerate() {
            if c.is_whitespace() {
                continue;
            }
            let joint = Joint::from_letter(c).ok_or_else(|| {
                ParseError::named(
                    "snake-chain-bad-letter",
                    format!(
                        "expected F (straight on) or T (turn), found {}",
                        level_file::show_char(c)
                    ),
                )
                .placed(row.line, i + 1)
                .with("found", c)
            })?;
            joints.push(joint);
            places.push((row.line, i + 1));
        }
    }
    if joints.is_empty() {
        let (line, column) = t.end();
        return Err(ParseError::named(
            "snake-chain-no-letters",
            "the chain has no letters; write it as F (straight on) and T (turn)",
        )
        .placed(line, column));
    }
    let Some(n) = side_for(joints.len()) else {
        // Point at the first letter too many for the largest cube, or just after the last.
        let longest = MAX_SIDE.pow(3) - 1;
        let (line, column) = match places.get(longest) {
            Some(&place) => place,
            None => {
                let (line, column) = places[places.len() - 1];
                (line, column + 1)
            }
        };
        return Err(wrong_length(joints.len()).placed(line, column));
    };
    let chain = Chain {
        n,
        joints,
        meta: t.meta.clone(),
    };
    if let Err(run) = chain.check() {
        let (line, column) = places[run.joint];
        return Err(
            ParseError::named("snake-chain-long-run", format!("this F cannot fit: {run}"))
                .placed(line, column)
                .with("first", run.first + 1)
                .with("last", run.first + run.cubes)
                .with("cubes", run.cubes)
                .with("side", run.side),
        );
    }
    if let Some(fold) = chain.meta.get("fold") {
        Fold::from_text(&chain, fold).map_err(|(at, e)| t.error_in("fold", at, e))?;
    }
    Ok(chain)
}

/// The classic wooden snake: 64 cubes that fold into a 4×4×4 cube.
pub const WOODEN_SNAKE: &str =
    "FFTTFTTT FFTTFTTF TTFTTTTT TTTTFTFT TTTTTFTF FTTTTFFT TFTTTTTT TTTTFFT";
