//! The ways a corner can be set, seen before one is chosen: for each of the four twists,
//! where the run after the corner would lie and what it does to the chain so far (up to the
//! next corner, whatever comes after) — it fits a box, leaves every box by so many cubes, or
//! runs into the chain.

use super::fold::Twist;
use super::geometry::Point;
use super::play::{Folding, Turn};
use crate::puzzle::Puzzle;
use std::collections::HashSet;

/// One way of setting a corner, and what it would do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Way {
    /// The turn that sets it.
    pub turn: Turn,
    /// Where the run after the corner would lie: the cubes from the one after the corner up to
    /// the next corner (or the chain's end), in chain order.
    pub run: Vec<Point>,
    /// What the chain up to the run's end would then be.
    pub verdict: Verdict,
}

/// What a way of setting a corner does to the chain up to the next corner.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Those cubes all fit in one box, none on another: the chain can go this way.
    Fits,
    /// Those cubes fit in no box: the best box leaves this many outside.
    Leaves { outside: usize },
    /// The rest of the chain would run into the chain before the corner: `cube` (counted
    /// from 0) is the first cube before the corner it would land on.
    RunsInto { cube: usize },
}

impl Folding {
    /// The four ways `corner` can be set (its twist now among them), in quarter-turn order;
    /// none when `corner` is not a corner.
    pub fn ways_at(&self, corner: usize) -> Vec<Way> {
        if !self.fold().is_corner(corner) {
            return Vec::new();
        }
        let next_corner = self
            .fold()
            .corners()
            .find(|&k| k > corner)
            .unwrap_or(self.fold().cubes() - 1);
        Twist::ALL
            .into_iter()
            .filter_map(|twist| {
                let turn = Turn {
                    corner,
                    twist: Some(twist),
                };
                let after = if self.fold().twist(corner) == Some(twist) {
                    self.clone()
                } else {
                    self.apply(&turn).ok()?
                };
                let points = after.fold().points();
                let run = points[corner + 1..=next_corner].to_vec();
                Some(Way {
                    turn,
                    run,
                    verdict: verdict(&after, corner, next_corner),
                })
            })
            .collect()
    }
}

/// What the chain up to cube `end` is in `after`, the corner at `corner` just set.
fn verdict(after: &Folding, corner: usize, end: usize) -> Verdict {
    let points = after.fold().points();
    let before: HashSet<Point> = points[..=corner].iter().copied().collect();
    if let Some(hit) = points[corner + 1..=end].iter().find(|p| before.contains(*p)) {
        let cube = points[..=corner]
            .iter()
            .position(|p| p == hit)
            .unwrap_or(corner);
        return Verdict::RunsInto { cube };
    }
    let layout = after.fold().layout_of_first(end + 1);
    match layout.outside.len() {
        0 if layout.overlapping.is_empty() => Verdict::Fits,
        outside => Verdict::Leaves { outside },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::Puzzle;

    fn level(text: &str) -> Folding {
        Folding::parse(text).expect("the level reads")
    }

    #[test]
    fn a_corner_has_four_ways_each_judged_by_the_chain_up_to_the_next_corner() {
        let f = level(include_str!("../../../../levels/snake/05-the-classic.snake"));
        let corner = f.fold().corners().next().unwrap();
        let ways = f.ways_at(corner);
        assert_eq!(ways.len(), 4);
        // The run goes on to the next corner: as long for every way.
        let next = f.fold().corners().nth(1).unwrap();
        for way in &ways {
            let after = f.apply(&way.turn).unwrap();
            let points = after.fold().points();
            assert_eq!(way.run, points[corner + 1..=next]);
            let layout = after.fold().layout_of_first(next + 1);
            match way.verdict {
                Verdict::Fits => assert!(layout.is_clean()),
                Verdict::Leaves { outside } => assert_eq!(outside, layout.outside.len()),
                Verdict::RunsInto { cube } => {
                    assert!(cube <= corner && points[corner + 1..].contains(&points[cube]))
                }
            }
        }
        // The first corner of a straight chain: the four ways are the same turned about the
        // chain, and a short run fits.
        assert!(ways.iter().all(|w| w.verdict == Verdict::Fits), "{ways:?}");
    }

    #[test]
    fn a_run_too_long_for_the_box_leaves_it() {
        // The classic's corners set one by one as its solution sets them: at every corner, the
        // way the solution takes fits, and a way that fits in no box says how many cubes stick
        // out.
        let f = level(include_str!("../../../../levels/snake/05-the-classic.snake"));
        let turns = f.solve().moves.expect("a solution");
        let mut g = f.clone();
        let mut leaving = 0;
        for turn in &turns {
            let ways = g.ways_at(turn.corner);
            let taken = ways.iter().find(|w| w.turn == *turn).unwrap();
            assert_eq!(taken.verdict, Verdict::Fits, "corner {}", turn.corner);
            leaving += ways
                .iter()
                .filter(|w| matches!(w.verdict, Verdict::Leaves { outside } if outside > 0))
                .count();
            g = g.apply(turn).unwrap();
        }
        assert!(leaving > 0, "some way on the way leaves the box");
    }

    #[test]
    fn folding_back_onto_the_chain_runs_into_it() {
        // Eight cubes, every one after the first a corner: with corners 1 and 2 folded into a
        // square (cubes 0, 1, 2, 3), one way of corner 3 sends cube 4 back onto cube 0.
        let f = level(include_str!("../../../../levels/snake/01-eight-cubes.snake"));
        let square = f
            .ways_at(1)
            .into_iter()
            .map(|w| f.apply(&w.turn).unwrap())
            .flat_map(|g| g.ways_at(2).into_iter().map(move |w| g.apply(&w.turn).unwrap()))
            .find(|g| {
                let p = g.fold().points();
                (p[3][0] - p[0][0]).abs() + (p[3][1] - p[0][1]).abs() + (p[3][2] - p[0][2]).abs()
                    == 1
            })
            .expect("a square of four cubes");
        let ways = square.ways_at(3);
        assert!(
            ways.iter().any(|w| w.verdict == Verdict::RunsInto { cube: 0 }),
            "{ways:?}"
        );
        assert!(ways.iter().any(|w| w.verdict != Verdict::RunsInto { cube: 0 }));
    }

    #[test]
    fn the_solution_fits_at_its_last_corner() {
        let f = level(include_str!("../../../../levels/snake/01-eight-cubes.snake"));
        let turns = f.solve().moves.expect("a solution");
        let (last, before) = turns.split_last().unwrap();
        let mut g = f.clone();
        for turn in before {
            g = g.apply(turn).unwrap();
        }
        let ways = g.ways_at(last.corner);
        let chosen = ways.iter().find(|w| w.turn == *last).unwrap();
        assert_eq!(chosen.verdict, Verdict::Fits);
        assert!(ways.iter().filter(|w| w.verdict == Verdict::Fits).count() >= 1);
    }
}

#[cfg(test)]
mod by_looking {
    use super::*;
    use crate::puzzle::Puzzle;

    /// A player who only looks at the ways: corner by corner along the chain, takes the first
    /// way that fits, and, at a corner with none, goes back to the corner before and takes its
    /// next fitting way. Returns the turns made (undone ones counted), or `None` past `most`.
    fn fold_by_looking(f: &Folding, most: usize) -> Option<usize> {
        let corners: Vec<usize> = f
            .fold()
            .corners()
            .filter(|&k| f.fold().twist(k).is_none())
            .collect();
        let mut made = 0;
        let mut path: Vec<(Folding, usize)> = vec![(f.clone(), 0)];
        loop {
            let (here, tried) = path.last().cloned()?;
            if here.is_solved() {
                return Some(made);
            }
            let depth = path.len() - 1;
            let corner = *corners.get(depth)?;
            let fitting: Vec<Way> = here
                .ways_at(corner)
                .into_iter()
                .filter(|w| w.verdict == Verdict::Fits)
                .collect();
            match fitting.get(tried) {
                Some(way) if made < most => {
                    made += 1;
                    path.last_mut()?.1 += 1;
                    path.push((here.apply(&way.turn).ok()?, 0));
                }
                Some(_) => return None,
                None => {
                    path.pop();
                }
            }
        }
    }

    #[test]
    fn the_first_chapter_folds_by_looking_at_the_ways() {
        // The turns made, undone ones counted (par: 6, 4 and 9): the first two need no going
        // back at all.
        for (text, turns) in [
            (include_str!("../../../../levels/snake/01-eight-cubes.snake"), 6),
            (include_str!("../../../../levels/snake/02-four-corners-to-go.snake"), 4),
            (include_str!("../../../../levels/snake/03-half-folded.snake"), 12),
        ] {
            let f = Folding::parse(text).unwrap();
            assert_eq!(fold_by_looking(&f, 10_000), Some(turns), "{:?}", f.meta().get("title"));
        }
    }
}
