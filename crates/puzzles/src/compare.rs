//! A win set beside the shortest solution: every position of both ways, step in step, where
//! they part, and where the player's way comes back to the shortest one.

use crate::puzzle::{IllegalMove, Puzzle};
use std::fmt;

/// Two solutions of one level, position by position.
#[derive(Clone, Debug, PartialEq)]
pub struct SideBySide<P> {
    /// The player's way: the start, then the position after each move.
    pub yours: Vec<P>,
    /// The shortest way, the same.
    pub shortest: Vec<P>,
    /// The first move after which the two positions differ (1 for the first move); `None`
    /// when the two ways are the same.
    pub parted: Option<usize>,
    /// Where the player's way, after parting, first comes back to a position of the shortest
    /// before its end: (after the player's move, after the shortest's move).
    pub rejoined: Option<(usize, usize)>,
}

/// Which of the two ways.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Way {
    Yours,
    Shortest,
}

/// A move of one of the ways that the rules refuse.
#[derive(Clone, Debug, PartialEq)]
pub struct Refused {
    pub way: Way,
    /// The move's index, from 0.
    pub index: usize,
    pub why: IllegalMove,
}

impl fmt::Display for Refused {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        let way = match self.way {
            Way::Yours => "the player's",
            Way::Shortest => "the shortest",
        };
        write!(f, "move {} of {way} way: {}", self.index + 1, self.why)
    }
}

impl<P: Puzzle + PartialEq> SideBySide<P> {
    /// Both ways from `start`, or the first move the rules refuse.
    pub fn of(start: &P, yours: &[P::Move], shortest: &[P::Move]) -> Result<Self, Refused> {
        let yours = positions(start, yours, Way::Yours)?;
        let shortest = positions(start, shortest, Way::Shortest)?;
        let parted = first_difference(&yours, &shortest);
        let rejoined = parted.and_then(|k| back_on(&yours, &shortest, k));
        Ok(SideBySide {
            yours,
            shortest,
            parted,
            rejoined,
        })
    }

    /// How many steps the longer way has.
    pub fn steps(&self) -> usize {
        self.yours.len().max(self.shortest.len()) - 1
    }

    /// The position of `way` after `step` moves, or its end if it has fewer.
    pub fn at(&self, way: Way, step: usize) -> &P {
        let line = match way {
            Way::Yours => &self.yours,
            Way::Shortest => &self.shortest,
        };
        &line[step.min(line.len() - 1)]
    }
}

/// The start and the position after each of `moves`.
fn positions<P: Puzzle>(start: &P, moves: &[P::Move], way: Way) -> Result<Vec<P>, Refused> {
    let mut out = Vec::with_capacity(moves.len() + 1);
    out.push(start.clone());
    for (index, mv) in moves.iter().enumerate() {
        let next = out[index]
            .apply(mv)
            .map_err(|why| Refused { way, index, why })?;
        out.push(next);
    }
    Ok(out)
}

/// The first index at which two lists differ (one that has ended differs from one that has
/// not); `None` when they are the same.
pub fn first_difference<T: PartialEq>(a: &[T], b: &[T]) -> Option<usize> {
    (0..a.len().max(b.len())).find(|&i| a.get(i) != b.get(i))
}

/// The first of `yours` from `from` on that is a position of `shortest` before its end, with
/// where it is in each.
fn back_on<P: PartialEq>(yours: &[P], shortest: &[P], from: usize) -> Option<(usize, usize)> {
    let before_end = &shortest[..shortest.len() - 1];
    yours.iter().enumerate().skip(from).find_map(|(j, p)| {
        let i = before_end.iter().position(|q| q == p)?;
        Some((j, i))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fifteen::{Board, Slide};
    use crate::search::Budget;

    /// A 3×3 board five moves from solved (tiles 4, 1, 2, 5, 8 slide home).
    fn five_from_solved() -> Board {
        Board::from_tiles(3, 3, vec![4, 1, 3, 0, 2, 6, 7, 5, 8]).unwrap()
    }

    fn shortest(board: &Board) -> Vec<Slide> {
        board.solve_within(Budget::default()).moves.unwrap()
    }

    #[test]
    fn the_shortest_beside_itself_never_parts() {
        let start = five_from_solved();
        let best = shortest(&start);
        let side = SideBySide::of(&start, &best, &best).unwrap();
        assert_eq!(side.parted, None);
        assert_eq!(side.rejoined, None);
        assert_eq!(side.steps(), best.len());
        assert!(side.at(Way::Yours, side.steps()).is_solved());
    }

    #[test]
    fn a_detour_parts_at_its_first_move_and_rejoins_where_it_is_undone() {
        let start = five_from_solved();
        let best = shortest(&start);
        assert_eq!(best.len(), 5);
        // Two moves of the shortest, then a move and its opposite, then the rest.
        let detour = start
            .replay(&best[..2])
            .unwrap()
            .legal_moves()
            .into_iter()
            .find(|m| *m != best[2])
            .unwrap();
        // A tile slid back is the same tile slid again.
        let back = detour;
        let mut yours = best[..2].to_vec();
        yours.extend([detour, back]);
        yours.extend_from_slice(&best[2..]);
        let side = SideBySide::of(&start, &yours, &best).unwrap();
        assert_eq!(side.parted, Some(3), "the third move is where they part");
        assert_eq!(side.rejoined, Some((4, 2)), "back on the shortest's way");
        assert_eq!(side.steps(), best.len() + 2);
        // The shorter way holds its end while the longer goes on.
        assert_eq!(
            side.at(Way::Shortest, side.steps()),
            side.shortest.last().unwrap()
        );
    }

    #[test]
    fn a_move_the_rules_refuse_is_named_with_its_way_and_place() {
        let start = five_from_solved();
        let refused = SideBySide::of(&start, &[Slide { tile: 9 }], &[]).unwrap_err();
        assert_eq!(refused.way, Way::Yours);
        assert!(refused.to_string().starts_with("move "), "{refused}");
    }

    #[test]
    fn lists_differ_where_the_first_unlike_item_is_or_where_one_ends() {
        assert_eq!(first_difference(&[1, 2, 3], &[1, 2, 3]), None);
        assert_eq!(first_difference(&[1, 2, 3], &[1, 5, 3]), Some(1));
        assert_eq!(first_difference(&[1, 2], &[1, 2, 3]), Some(2));
        assert_eq!(first_difference::<u8>(&[], &[]), None);
    }
}
