//! The fold the player makes: a twist at every corner cube, set one at a time.
//!
//! The chain lives in its own frame: cube 0 at the origin, the first run along +x. At a corner
//! cube the rest of the chain can be turned about the run coming in, in quarter turns; a
//! corner's [`Twist`] says how far, measured from a reference that travels with the chain:
//!
//! - twist 0 folds back: the new run points against the run before the previous corner
//!   (a U shape);
//! - twist 2 zig-zags: the new run points the same way as the run before the previous corner;
//! - twists 1 and 3 leave the plane, a right-handed quarter turn about the incoming run from 0
//!   and from 2.
//!
//! The first corner has no run before the previous corner; its reference is +y, so twist 0 at
//! the first corner sends the second run along +y. Because the reference travels with the
//! chain, changing one corner's twist turns the rest of the chain rigidly, just as the wooden
//! toy does, and every later twist keeps its meaning. A corner the player has not set yet is
//! drawn straight on, so the unfolded chain lies along +x.

use super::geometry::{DELTA, Heading, Point, TURNED, dir_of};
use super::{Chain, Joint};
use crate::error::ParseError;
use rustc_hash::FxHashMap;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The reference direction of the first corner's twist: +y.
pub(crate) const FIRST_UP: u8 = 2;

/// How far the rest of the chain is turned at a corner, in quarter turns (0 to 3). Read from
/// outside (a code, a save), a number out of that range is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, PartialOrd, Ord)]
#[serde(try_from = "u8", into = "u8")]
pub struct Twist(u8);

impl TryFrom<u8> for Twist {
    type Error = String;

    fn try_from(quarters: u8) -> Result<Twist, String> {
        if quarters < 4 {
            Ok(Twist(quarters))
        } else {
            Err(format!("a twist is 0 to 3 quarter turns, not {quarters}"))
        }
    }
}

impl From<Twist> for u8 {
    fn from(twist: Twist) -> u8 {
        twist.0
    }
}

impl Twist {
    /// All four, from 0.
    pub const ALL: [Twist; 4] = [Twist(0), Twist(1), Twist(2), Twist(3)];

    /// `quarters` quarter turns, counted round (5 is 1).
    pub fn new(quarters: u8) -> Twist {
        Twist(quarters % 4)
    }

    /// The quarter turns, 0 to 3.
    pub fn quarters(self) -> u8 {
        self.0
    }

    /// One quarter turn further.
    pub fn next(self) -> Twist {
        Twist((self.0 + 1) % 4)
    }

    /// One quarter turn back.
    pub fn previous(self) -> Twist {
        Twist((self.0 + 3) % 4)
    }

    /// A few words for people: "fold back", "zig-zag", "quarter turn", "three-quarter turn".
    pub fn describe(self) -> &'static str {
        match self.0 {
            0 => "fold back",
            1 => "quarter turn",
            2 => "zig-zag",
            _ => "three-quarter turn",
        }
    }
}

impl fmt::Display for Twist {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// Where the cubes of a fold lie, judged against an n×n×n box.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    /// Every cube's position in the chain's frame, cube 0 at the origin.
    pub points: Vec<Point>,
    /// The lowest corner of the box (the box is `corner .. corner + n` on every axis).
    pub corner: Point,
    /// Cubes that share their place with another cube (all of them, in chain order).
    pub overlapping: Vec<usize>,
    /// Cubes outside the box, in chain order.
    pub outside: Vec<usize>,
}

impl Layout {
    /// Whether every cube is in the box and no two share a place.
    pub fn is_clean(&self) -> bool {
        self.overlapping.is_empty() && self.outside.is_empty()
    }
}

/// A fold of a chain: the twist of each corner the player has set.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Fold {
    n: usize,
    joints: Vec<Joint>,
    /// Indexed by joint (cube); always `None` at straight joints and joint 0.
    twists: Vec<Option<Twist>>,
}

impl Fold {
    /// The unfolded chain: no corner set, every cube in a line along +x.
    pub fn straight(chain: &Chain) -> Fold {
        Fold {
            n: chain.side(),
            joints: chain.joints().to_vec(),
            twists: vec![None; chain.joints().len()],
        }
    }

    /// The chain this fold folds (without the level's metadata).
    pub fn chain(&self) -> Chain {
        Chain {
            n: self.n,
            joints: self.joints.clone(),
            meta: Default::default(),
        }
    }

    /// The cube's side.
    pub fn side(&self) -> usize {
        self.n
    }

    /// The number of cubes.
    pub fn cubes(&self) -> usize {
        self.joints.len() + 1
    }

    /// The corners of the chain in order (the joints that can be twisted).
    pub fn corners(&self) -> impl Iterator<Item = usize> + '_ {
        (1..self.joints.len()).filter(|&k| self.joints[k] == Joint::Turn)
    }

    /// Whether cube `k` is a corner.
    pub fn is_corner(&self, k: usize) -> bool {
        k >= 1 && k < self.joints.len() && self.joints[k] == Joint::Turn
    }

    /// The twist of corner `k`, or `None` if it is not set (or `k` is no corner).
    pub fn twist(&self, k: usize) -> Option<Twist> {
        self.twists.get(k).copied().flatten()
    }

    /// Sets (or with `None` clears) the twist of corner `k`; returns false, changing nothing,
    /// when cube `k` is not a corner.
    pub fn set(&mut self, k: usize, twist: Option<Twist>) -> bool {
        if !self.is_corner(k) {
            return false;
        }
        self.twists[k] = twist;
        true
    }

    /// Turns corner `k` a quarter turn further (an unset corner goes to twist 0); false if
    /// `k` is no corner.
    pub fn turn_next(&mut self, k: usize) -> bool {
        let t = self.twist(k).map_or(Twist(0), Twist::next);
        self.set(k, Some(t))
    }

    /// Turns corner `k` a quarter turn back (an unset corner goes to twist 3); false if `k`
    /// is no corner.
    pub fn turn_previous(&mut self, k: usize) -> bool {
        let t = self.twist(k).map_or(Twist(3), Twist::previous);
        self.set(k, Some(t))
    }

    /// The line the rest of the chain turns about at corner `k`, in the chain's frame as the
    /// fold lies now: through the centre of cube `k`, along the step into it. `None` if `k` is
    /// no corner.
    pub fn axis(&self, k: usize) -> Option<(Point, Heading)> {
        if !self.is_corner(k) {
            return None;
        }
        let points = self.points();
        Some((points[k], Heading::between(points[k - 1], points[k])?))
    }

    /// The corners that are set, in chain order, with their twists: the joint turns a
    /// playback makes, one at a time, from the straight chain to this fold.
    pub fn playback(&self) -> Vec<(usize, Twist)> {
        self.corners()
            .filter_map(|k| self.twist(k).map(|t| (k, t)))
            .collect()
    }

    /// The first corner not set yet, if any.
    pub fn first_unset(&self) -> Option<usize> {
        self.corners().find(|&k| self.twists[k].is_none())
    }

    /// Whether every corner is set.
    pub fn is_fully_set(&self) -> bool {
        self.first_unset().is_none()
    }

    /// The same fold with every corner from cube `k` on cleared.
    pub fn keep_before(&self, k: usize) -> Fold {
        let mut f = self.clone();
        for t in f.twists.iter_mut().skip(k) {
            *t = None;
        }
        f
    }

    /// The direction of the step out of each cube (the last cube has none), as numbers.
    pub(crate) fn dirs(&self) -> Vec<u8> {
        let (mut forward, mut up) = (0u8, FIRST_UP);
        let mut out = Vec::with_capacity(self.joints.len());
        for k in 0..self.joints.len() {
            if let Some(t) = self.twist(k) {
                let turned = TURNED[forward as usize][up as usize][t.0 as usize];
                up = forward ^ 1;
                forward = turned;
            }
            out.push(forward);
        }
        out
    }

    /// Every cube's position in the chain's frame: cube 0 at the origin, the first run along
    /// +x, unset corners straight on.
    pub fn points(&self) -> Vec<Point> {
        let mut p = [0, 0, 0];
        let mut out = Vec::with_capacity(self.cubes());
        out.push(p);
        for d in self.dirs() {
            let v = DELTA[d as usize];
            p = [p[0] + v[0], p[1] + v[1], p[2] + v[2]];
            out.push(p);
        }
        out
    }

    /// The cubes judged against the n×n×n box that holds the most of them (ties go to the box
    /// that holds the chain's beginning longest, then to the most central one).
    pub fn layout(&self) -> Layout {
        self.best_layout(self.points())
    }

    /// The first `cubes` cubes of the chain (all of them if there are fewer), judged as
    /// [`Fold::layout`] judges the whole chain: the chain so far, whatever comes after.
    pub fn layout_of_first(&self, cubes: usize) -> Layout {
        let mut points = self.points();
        points.truncate(cubes.max(1));
        self.best_layout(points)
    }

    fn best_layout(&self, points: Vec<Point>) -> Layout {
        let n = self.n as i32;
        let mut ranges = [(0, 0, 0); 3];
        for axis in 0..3 {
            let lo = points.iter().map(|p| p[axis]).min().unwrap_or(0);
            let hi = points.iter().map(|p| p[axis]).max().unwrap_or(0);
            ranges[axis] = (lo.min(hi - n + 1), lo.max(hi - n + 1), lo + hi);
        }
        let mut best: Option<((usize, usize, i32), Point)> = None;
        for x in ranges[0].0..=ranges[0].1 {
            for y in ranges[1].0..=ranges[1].1 {
                for z in ranges[2].0..=ranges[2].1 {
                    let corner = [x, y, z];
                    let mut inside = 0;
                    let mut first_out = points.len();
                    for (i, p) in points.iter().enumerate() {
                        if within(*p, corner, n) {
                            inside += 1;
                        } else if first_out == points.len() {
                            first_out = i;
                        }
                    }
                    let off_centre: i32 = (0..3)
                        .map(|a| (2 * corner[a] + n - 1 - ranges[a].2).abs())
                        .sum();
                    let score = (inside, first_out, -off_centre);
                    if best.is_none_or(|(s, _)| score > s) {
                        best = Some((score, corner));
                    }
                }
            }
        }
        let corner = best.map_or([0, 0, 0], |(_, c)| c);
        self.layout_in_box(points, corner)
    }

    /// The cubes judged against the box whose lowest corner is `corner`.
    pub fn layout_in(&self, corner: Point) -> Layout {
        self.layout_in_box(self.points(), corner)
    }

    fn layout_in_box(&self, points: Vec<Point>, corner: Point) -> Layout {
        let n = self.n as i32;
        let mut count: FxHashMap<Point, u32> = FxHashMap::default();
        for p in &points {
            *count.entry(*p).or_default() += 1;
        }
        let overlapping = (0..points.len())
            .filter(|&i| count[&points[i]] > 1)
            .collect();
        let outside = (0..points.len())
            .filter(|&i| !within(points[i], corner, n))
            .collect();
        Layout {
            points,
            corner,
            overlapping,
            outside,
        }
    }

    /// Whether the fold is a solution: every corner set, every cube inside one n×n×n box, no
    /// two in the same place.
    pub fn is_complete(&self) -> bool {
        if !self.is_fully_set() {
            return false;
        }
        let points = self.points();
        let mut lo = [i32::MAX; 3];
        let mut hi = [i32::MIN; 3];
        for p in &points {
            for a in 0..3 {
                lo[a] = lo[a].min(p[a]);
                hi[a] = hi[a].max(p[a]);
            }
        }
        // n³ cubes inside an n×n×n box without overlap fill it.
        (0..3).all(|a| hi[a] - lo[a] < self.n as i32) && {
            let mut seen = rustc_hash::FxHashSet::default();
            points.iter().all(|p| seen.insert(*p))
        }
    }

    /// The fold that lays the chain on `cells` (one position per cube, in chain order), turned
    /// so that the first run points along +x and the first corner has twist 0. Fails, saying
    /// why, if the cells are not a way to lay this chain (wrong count, not neighbours, a
    /// straight joint that turns or a corner that does not).
    pub fn from_cells(chain: &Chain, cells: &[Point]) -> Result<Fold, String> {
        Fold::straight(chain).laid_on(cells)
    }

    /// This fold's chain laid on `cells`, as [`Fold::from_cells`].
    pub(crate) fn laid_on(&self, cells: &[Point]) -> Result<Fold, String> {
        let mut fold = self.clone();
        fold.twists.fill(None);
        if cells.len() != fold.cubes() {
            return Err(format!(
                "{} positions for a chain of {} cubes",
                cells.len(),
                fold.cubes()
            ));
        }
        let mut dirs = Vec::with_capacity(cells.len() - 1);
        for (i, w) in cells.windows(2).enumerate() {
            let v = [w[1][0] - w[0][0], w[1][1] - w[0][1], w[1][2] - w[0][2]];
            let d = dir_of(v)
                .ok_or_else(|| format!("cubes {} and {} are not neighbours", i + 1, i + 2))?;
            dirs.push(d);
        }
        // The runs before and before that, as directions in the solution's own frame.
        let mut incoming = dirs[0];
        let mut before: Option<u8> = None;
        for k in 1..dirs.len() {
            let out = dirs[k];
            match fold.joints[k] {
                Joint::Straight if out != incoming => {
                    return Err(format!(
                        "cube {} is straight but the chain turns there",
                        k + 1
                    ));
                }
                Joint::Turn if out >> 1 == incoming >> 1 => {
                    return Err(format!(
                        "cube {} is a corner but the chain goes straight",
                        k + 1
                    ));
                }
                Joint::Straight => {}
                Joint::Turn => {
                    let twist = match before {
                        None => Twist(0),
                        Some(b) => {
                            let up = b ^ 1;
                            let q = (0..4)
                                .find(|&q| TURNED[incoming as usize][up as usize][q] == out)
                                .expect("a perpendicular direction is some quarter turn");
                            Twist(q as u8)
                        }
                    };
                    fold.twists[k] = Some(twist);
                    before = Some(incoming);
                    incoming = out;
                }
            }
        }
        Ok(fold)
    }

    /// The same fold seen in a mirror: every quarter turn goes the other way round.
    pub fn mirrored(&self) -> Fold {
        let mut f = self.clone();
        for t in f.twists.iter_mut().flatten() {
            *t = Twist((4 - t.0) % 4);
        }
        f
    }

    /// The twists of the corners in chain order as the `; fold:` line writes them: a digit 0–3
    /// per corner, `.` for one not set, unset corners at the end left out.
    pub fn to_text(&self) -> String {
        let mut s: String = self
            .corners()
            .map(|k| match self.twists[k] {
                Some(t) => char::from(b'0' + t.0),
                None => '.',
            })
            .collect();
        while s.ends_with('.') {
            s.pop();
        }
        s
    }

    /// Reads a fold of `chain` written as [`Fold::to_text`] does (whitespace ignored). An error
    /// comes with the offset (in characters) of the character at fault.
    pub fn from_text(chain: &Chain, text: &str) -> Result<Fold, (usize, ParseError)> {
        let mut fold = Fold::straight(chain);
        let corners: Vec<usize> = fold.corners().collect();
        let twists = text.chars().enumerate().filter(|(_, c)| !c.is_whitespace());
        for (i, (at, c)) in twists.enumerate() {
            let twist = match c {
                '0'..='3' => Some(Twist(c as u8 - b'0')),
                '.' | '-' => None,
                _ => {
                    let e = ParseError::named(
                        "snake-fold-not-a-twist",
                        format!(
                            "expected a twist 0 to 3 or '.' for each corner, found {}",
                            crate::level_file::show_char(c)
                        ),
                    );
                    return Err((at, e.with("found", c)));
                }
            };
            let Some(&k) = corners.get(i) else {
                let e = ParseError::named(
                    "snake-fold-too-many",
                    format!(
                        "more twists than the {} corners of the chain",
                        corners.len()
                    ),
                );
                return Err((at, e.with("corners", corners.len())));
            };
            fold.twists[k] = twist;
        }
        Ok(fold)
    }
}

fn within(p: Point, corner: Point, n: i32) -> bool {
    (0..3).all(|a| p[a] >= corner[a] && p[a] < corner[a] + n)
}
