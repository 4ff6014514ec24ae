//! Folding as a move-by-move puzzle: a move sets one corner's twist (or straightens it), so
//! the game can undo, redo, hint and play solutions back like every other puzzle.

use super::fold::{Fold, Twist};
use super::solve::complete;
use super::{Chain, generate};
use crate::error::ParseError;
use crate::generate::{Made, Options};
use crate::level_file::Meta;
use crate::puzzle::Level;
use crate::puzzle::{IllegalMove, Puzzle, Solution};
use crate::search::Budget;
use serde::{Deserialize, Serialize};
use web_time::Instant;

/// One joint turn: corner `corner` gets `twist` (`None` straightens it again).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Turn {
    /// The corner cube, counted from 0 along the chain.
    pub corner: usize,
    /// Its new twist, or `None` for straight.
    pub twist: Option<Twist>,
}

/// A chain and how far it is folded.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Folding {
    chain: Chain,
    fold: Fold,
}

impl Folding {
    /// The chain laid out straight.
    pub fn straight(chain: Chain) -> Folding {
        Folding {
            fold: Fold::straight(&chain),
            chain,
        }
    }

    /// The chain folded as `fold` says (which must be a fold of this chain).
    pub fn with_fold(chain: Chain, fold: Fold) -> Folding {
        Folding { chain, fold }
    }

    /// The chain, with the level's metadata.
    pub fn chain(&self) -> &Chain {
        &self.chain
    }

    pub fn fold(&self) -> &Fold {
        &self.fold
    }

    /// The joint turns that lead from the straight chain to `target`, corner by corner in
    /// chain order: a solution's playback.
    pub fn turns_to(target: &Fold) -> Vec<Turn> {
        target
            .playback()
            .into_iter()
            .map(|(corner, twist)| Turn {
                corner,
                twist: Some(twist),
            })
            .collect()
    }
}

impl Folding {
    /// A chain to fold, folded as its `fold` line says (straight without one).
    pub fn from_chain(mut chain: Chain) -> Result<Folding, ParseError> {
        let fold = match chain.meta().get("fold") {
            // The chain's parser has read this line already and found it good.
            Some(f) => Fold::from_text(&chain, f).map_err(|(_, e)| ParseError {
                message: format!("the fold line: {}", e.message),
                ..e
            })?,
            None => Fold::straight(&chain),
        };
        // The fold is kept apart and written back by `to_text`.
        chain.meta_mut().remove("fold");
        Ok(Folding { chain, fold })
    }
}

impl Puzzle for Folding {
    type Move = Turn;

    fn parse(text: &str) -> Result<Folding, ParseError> {
        Folding::from_chain(super::parse(text)?)
    }

    fn to_text(&self) -> String {
        let mut chain = self.chain.clone();
        let fold = self.fold.to_text();
        if fold.is_empty() {
            chain.meta_mut().remove("fold");
        } else {
            chain.meta_mut().set("fold", fold);
        }
        chain.to_text()
    }

    fn meta(&self) -> &Meta {
        self.chain.meta()
    }

    fn meta_mut(&mut self) -> &mut Meta {
        self.chain.meta_mut()
    }

    fn legal_moves(&self) -> Vec<Turn> {
        let mut out = Vec::new();
        for corner in self.fold.corners() {
            let now = self.fold.twist(corner);
            for twist in Twist::ALL.map(Some).into_iter().chain([None]) {
                if twist != now {
                    out.push(Turn { corner, twist });
                }
            }
        }
        out
    }

    fn apply(&self, mv: &Turn) -> Result<Folding, IllegalMove> {
        let cubes = self.chain.cubes();
        if mv.corner >= cubes {
            return Err(IllegalMove::new(format!(
                "the chain has {cubes} cubes: there is no cube {}",
                mv.corner.saturating_add(1)
            )));
        }
        if !self.fold.is_corner(mv.corner) {
            return Err(IllegalMove::named(
                "snake-refused-straight",
                format!(
                    "cube {} goes straight on; only corner cubes turn",
                    mv.corner + 1
                ),
            )
            .with("cube", mv.corner + 1));
        }
        if self.fold.twist(mv.corner) == mv.twist {
            return Err(IllegalMove::named(
                "snake-refused-same-twist",
                "that corner is already turned that way",
            ));
        }
        let mut after = self.clone();
        after.fold.set(mv.corner, mv.twist);
        Ok(after)
    }

    fn is_solved(&self) -> bool {
        self.fold.is_complete()
    }

    fn describe_move(&self, t: &Turn) -> String {
        let n = self
            .fold
            .corners()
            .position(|k| k == t.corner)
            .map_or(0, |i| i + 1);
        match t.twist {
            Some(twist) => format!("corner {n}: {}", twist.describe()),
            None => format!("straighten corner {n}"),
        }
    }

    /// Turning the same corner again is the same move: one move is one corner set, however
    /// many quarter turns (key presses, a drag) it took to get there.
    fn merge(&self, first: &Turn, second: &Turn) -> Option<Turn> {
        (first.corner == second.corner).then_some(*second)
    }

    const WHY_UNSOLVABLE: &'static str = super::WHY_UNSOLVABLE;

    const NODE_BUDGET: u64 = super::NODE_BUDGET;

    /// The corners still to set, to the twists of a solution that keeps every corner set so
    /// far; none when the fold can no longer be completed. Setting each unset corner once is
    /// the fewest turns there can be.
    fn solve_within(&self, budget: Budget) -> Solution<Turn> {
        let start = Instant::now();
        let c = complete(&self.fold, budget);
        let moves = c.fold.map(|whole| {
            self.fold
                .corners()
                .filter(|&k| whole.twist(k) != self.fold.twist(k))
                .map(|corner| Turn {
                    corner,
                    twist: whole.twist(corner),
                })
                .collect()
        });
        Solution {
            moves,
            optimal: true,
            complete: c.complete,
            nodes: c.nodes,
            seconds: start.elapsed().as_secs_f64(),
        }
    }
}

impl Level for Folding {
    const DAILY_NUMBER: Option<u64> = Some(5);

    const DRAWING: crate::drawing::Style = super::edit::DRAWING;

    const KNOBS: &'static [&'static str] = &["--solutions"];

    /// A new chain of the same size, straight, from a seed.
    fn random_like(&self, seed: u64) -> Result<Folding, String> {
        let side = self.fold.side();
        let params = generate::Params {
            side,
            most_solutions: None,
            straightness: if side >= 5 { 2.0 } else { 1.5 },
        };
        let mut chain = generate(seed, params)?;
        chain
            .meta_mut()
            .set("title", format!("Random {side}×{side}×{side} snake"));
        Ok(Folding::straight(chain))
    }

    /// A larger cube is harder, and a 4×4×4 chain with a single way to fold it harder still:
    /// the generator's Easy is 3×3×3, Medium 4×4×4, Hard 4×4×4 with one solution and Expert
    /// 5×5×5. The number of corners to turn grows with the cube, not with how hard it is.
    fn difficulty(&self, _par: usize) -> crate::generate::Difficulty {
        use crate::generate::Difficulty;
        let unique = self.chain.meta().get("solutions") == Some("1");
        match self.fold.side() {
            ..=3 => Difficulty::Easy,
            4 if unique => Difficulty::Hard,
            4 => Difficulty::Medium,
            _ => Difficulty::Expert,
        }
    }

    fn summary_parts(&self) -> Vec<crate::puzzle::SummaryPart> {
        use crate::puzzle::SummaryPart;
        let c = &self.chain;
        let side = c.side();
        vec![
            SummaryPart::new("snake-summary-cube", format!("{side}×{side}×{side}"))
                .with("side", side),
            SummaryPart::count("snake-summary-cubes", c.cubes(), "cube", "cubes"),
        ]
    }

    /// Every corner of a folded cube is bent, each by one turn: a chain left straight takes
    /// exactly one turn per corner.
    fn evident_par(&self) -> Option<usize> {
        let fold = self.fold();
        let corners: Vec<usize> = fold.corners().collect();
        corners
            .iter()
            .all(|&k| fold.twist(k).is_none())
            .then_some(corners.len())
    }

    fn generate(args: &Options) -> Result<Made<Self>, String> {
        use crate::generate::{Difficulty, unconfirmed};
        let (side, straightness, most) = match args.difficulty {
            Difficulty::Easy => (3, 1.0, None),
            Difficulty::Medium => (4, 1.5, None),
            Difficulty::Hard => (4, 1.0, Some(1)),
            Difficulty::Expert => (5, 2.0, None),
        };
        let side = match args.size {
            None => side,
            Some((w, h)) if w == h => w,
            Some((w, h)) => {
                return Err(format!(
                    "a snake folds into a cube: give one side, like --size 4, not {w}x{h}"
                ));
            }
        };
        let most = args.solutions.or(most);
        let params = crate::snake::generate::Params {
            side,
            most_solutions: most,
            straightness,
        };
        let mut c = crate::snake::generate(args.seed, params)?;
        // The chain folds by construction; the solver confirms it.
        let check =
            crate::snake::solve(&c, crate::search::Budget::nodes(crate::snake::NODE_BUDGET));
        if check.cells.is_none() {
            return Err(unconfirmed(check.complete, "chain"));
        }
        let mut closest = None;
        if let Some(most) = most {
            let census = crate::snake::solve::count::enumerate(
                &c,
                0,
                crate::search::Budget::nodes(100_000_000),
            );
            if census.complete {
                c.meta_mut().set("solutions", census.distinct.to_string());
            }
            if !census.complete || census.distinct > most {
                closest = Some(format!(
                    "no {side}×{side}×{side} chain with at most {most} solutions was found from this seed; this is the closest"
                ));
            }
        }
        Ok(Made {
            level: Folding::from_chain(c).map_err(|e| e.to_string())?,
            closest,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const WOODEN: &str = "FFTTFTTTFFTTFTTFTTFTTTTTTTTTFTFTTTTTTFTFFTTTTFFTTFTTTTTTTTTTFFT";

    #[test]
    fn solving_from_straight_sets_every_corner_and_replays_to_a_cube() {
        let start = Folding::parse(WOODEN).unwrap();
        let s = start.solve();
        let moves = s.moves.expect("the wooden snake folds");
        assert_eq!(moves.len(), start.fold().corners().count());
        let end = start.replay(&moves).unwrap();
        assert!(end.is_solved());
    }

    #[test]
    fn turning_a_straight_cube_is_refused() {
        let start = Folding::parse(WOODEN).unwrap();
        // Cube 1 goes straight on (the second letter is F).
        assert!(
            start
                .apply(&Turn {
                    corner: 1,
                    twist: Some(Twist::new(0))
                })
                .is_err()
        );
        let corner = start.fold().corners().next().unwrap();
        let after = start
            .apply(&Turn {
                corner,
                twist: Some(Twist::new(1)),
            })
            .unwrap();
        assert!(
            after
                .apply(&Turn {
                    corner,
                    twist: Some(Twist::new(1))
                })
                .is_err()
        );
        assert_eq!(after.fold().twist(corner), Some(Twist::new(1)));
    }

    #[test]
    fn the_fold_round_trips_through_the_level_text() {
        let mut f = Folding::parse(WOODEN).unwrap();
        let corners: Vec<usize> = f.fold().corners().take(3).collect();
        for (i, &k) in corners.iter().enumerate() {
            f = f
                .apply(&Turn {
                    corner: k,
                    twist: Some(Twist::new(i as u8)),
                })
                .unwrap();
        }
        let again = Folding::parse(&f.to_text()).unwrap();
        assert_eq!(again, f);
    }

    #[test]
    fn a_lost_fold_has_no_solution_from_here() {
        let start = Folding::parse(WOODEN).unwrap();
        let good = start.solve().moves.unwrap();
        // Follow the solution for a while, then turn the next corner every other way until
        // one loses.
        let mut at = start.replay(&good[..6]).unwrap();
        let next = good[6];
        let lost = Twist::ALL
            .into_iter()
            .map(|t| {
                at.apply(&Turn {
                    corner: next.corner,
                    twist: Some(t),
                })
                .unwrap_or_else(|_| at.clone())
            })
            .find(|f| f.solve().moves.is_none());
        if let Some(f) = lost {
            let s = f.solve();
            assert!(s.complete && s.moves.is_none());
        }
        at = at.apply(&next).unwrap();
        assert!(at.solve().moves.is_some());
    }
}
