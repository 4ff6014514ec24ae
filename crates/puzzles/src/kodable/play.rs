//! Roll-the-ball as a puzzle played edit by edit: the position is a map with the program being
//! written for it, a move is one edit of that program, and the puzzle is solved when the
//! program, run, rolls the ball to the target. So undo, redo, hints, solving and par work the
//! same way as for every other puzzle.

use super::draft::{Item, MAX_BLOCKS, Place, ProgramDraft};
use super::map::Map;
use super::program::{Action, Block, Program};
use crate::error::ParseError;
use crate::generate::{Made, Options};
use crate::grid::{Cell, Dir};
use crate::level_file::Meta;
use crate::puzzle::Level;
use crate::puzzle::{IllegalMove, Puzzle, Solution};
use crate::search::Budget;
use serde::Serialize;
use web_time::Instant;

/// A map and the program being written for it.
#[derive(Clone, Debug)]
pub struct Coding {
    map: Map,
    /// The program, its empty slots and the cursor.
    pub draft: ProgramDraft,
    limit: Option<usize>,
}

/// Two codings are the same position when they have the same map and program: where the cursor
/// stands is no part of it.
impl PartialEq for Coding {
    fn eq(&self, other: &Coding) -> bool {
        self.draft.blocks == other.draft.blocks
            && self.draft.function == other.draft.function
            && self.map == other.map
    }
}

/// One edit of the program. Each names the place it acts at, so that replaying it never depends
/// on where the cursor was left.
#[derive(Clone, Debug, PartialEq, Serialize, serde::Deserialize)]
pub enum Edit {
    /// A palette item put at a place.
    Put(Place, Item),
    /// Backspace at a place: the block before it goes, or the slot under it empties.
    RemoveBack(Place),
    /// Delete at a place: the block after it goes, or the slot under it empties.
    RemoveForward(Place),
    /// Block `i` removed.
    Remove(usize),
    /// A loop's slot emptied (block, slot).
    ClearLoopSlot(usize, usize),
    /// A slot of the function emptied.
    ClearFunctionSlot(usize),
    /// Block `from` moved to before the block now at `to`.
    Move {
        /// The block moved.
        from: usize,
        /// Where it goes.
        to: usize,
    },
    /// The block at a place moved one place left (-1) or right (1).
    Shift(Place, isize),
    /// How many times a loop repeats.
    SetTimes(usize, u8),
    /// Every block removed and the function emptied.
    Clear,
    /// The program replaced by text in the game's notation.
    Write(String),
    /// The first `keep` blocks kept and `block` added after them (with the function body, for
    /// a call that brings one): the solver's step.
    Continue {
        /// Blocks kept.
        keep: usize,
        /// The block added.
        block: Block,
        /// The function body set with it.
        function: Option<[Action; 3]>,
    },
    /// Only the first `keep` blocks kept.
    Keep(usize),
}

impl Coding {
    /// A map with an empty program.
    pub fn new(map: Map) -> Coding {
        let limit = map.meta().get("blocks").and_then(|v| v.trim().parse().ok());
        Coding {
            map,
            draft: ProgramDraft::default(),
            limit,
        }
    }

    pub fn map(&self) -> &Map {
        &self.map
    }

    /// The most blocks a program may have on this map (its `; blocks:` line), if it says.
    pub fn limit(&self) -> Option<usize> {
        self.limit
    }

    /// The program as it can run, or one sentence saying why it cannot yet (an empty slot, no
    /// blocks, more blocks than the map allows) and where to look.
    pub fn runnable(&self) -> Result<Program, (String, Option<Place>)> {
        let program = self
            .draft
            .program()
            .map_err(|m| (m.message, Some(m.place)))?;
        if program.blocks.is_empty() {
            return Err((
                "The program is empty: add blocks from the palette, or press the arrow keys."
                    .into(),
                None,
            ));
        }
        if let Some(limit) = self.limit
            && program.size() > limit
        {
            return Err((
                format!(
                    "This map takes at most {limit} blocks and the program has {}: a loop or the function can say more in fewer blocks.",
                    program.size()
                ),
                None,
            ));
        }
        Ok(program)
    }

    /// The cells the ball rolls through for the block `edit` adds, from where it starts: what
    /// a hint shows on the map.
    pub fn route(&self, edit: &Edit) -> Vec<Cell> {
        let Edit::Continue { keep, .. } = *edit else {
            return Vec::new();
        };
        let Some(program) = self
            .apply(edit)
            .ok()
            .and_then(|after| after.draft.program().ok())
        else {
            return Vec::new();
        };
        let mut route = Vec::new();
        let trace = super::run(&self.map, &program);
        for step in trace.steps.iter().filter(|s| s.origin.block == keep) {
            if route.is_empty() {
                route.push(step.from);
            }
            route.extend(step.cells.iter().copied());
        }
        route
    }

    /// The program the blocks of the draft make, up to the first `k`.
    fn first(program: &Program, k: usize) -> Program {
        Program {
            blocks: program.blocks[..k].to_vec(),
            function: program.function,
        }
    }

    /// How many blocks of a complete program can stay in a winning one (fewer blocks never make
    /// winning harder, so it is found by halving), or the solver's last word when none can.
    fn blocks_to_keep(&self, program: &Program, budget: Budget) -> Result<usize, bool> {
        let start = self.map.start();
        let can_win = |k: usize| {
            let s = super::solve::solve_after(
                &self.map,
                start,
                &Self::first(program, k),
                self.map.toolbox(),
                budget,
            );
            (s.program.is_some(), s.complete)
        };
        let n = program.blocks.len();
        if can_win(n).0 {
            return Ok(n);
        }
        if let (false, complete) = can_win(0) {
            return Err(complete);
        }
        let (mut lo, mut hi) = (0, n);
        while hi - lo > 1 {
            let mid = (lo + hi) / 2;
            if can_win(mid).0 {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        Ok(lo)
    }
}

/// The edits that turn `program` into `best`, which begins with its first `keep` blocks.
fn edits_towards(program: &Program, keep: usize, best: &Program) -> Vec<Edit> {
    let mut edits = Vec::new();
    let mut body = program.function;
    for (i, &block) in best.blocks.iter().enumerate().skip(keep) {
        let function = (block == Block::Function && body != best.function)
            .then_some(best.function)
            .flatten();
        if function.is_some() {
            body = function;
        }
        edits.push(Edit::Continue {
            keep: i,
            block,
            function,
        });
    }
    if edits.is_empty() && keep < program.blocks.len() {
        edits.push(Edit::Keep(keep));
    }
    edits
}

impl Puzzle for Coding {
    type Move = Edit;

    /// A map file; a `; program:` line, if there is one, is the program written so far.
    fn parse(text: &str) -> Result<Coding, ParseError> {
        let mut map = super::map::parse(text)?;
        let written = map.meta().get("program").map(str::to_string);
        map.meta_mut().remove("program");
        let mut coding = Coding::new(map);
        if let Some(text) = written {
            coding.draft.set_text(&text).map_err(|e| {
                let message = format!("the program line: {}", e.message);
                let why = ParseError { at: None, ..e };
                ParseError::named("kodable-program-line", message).with("why", why)
            })?;
        }
        Ok(coding)
    }

    fn to_text(&self) -> String {
        let mut map = self.map.clone();
        let program = self.draft.text();
        if !program.is_empty() && !program.contains('?') {
            map.meta_mut().set("program", program);
        }
        map.to_text()
    }

    fn meta(&self) -> &Meta {
        self.map.meta()
    }

    fn meta_mut(&mut self) -> &mut Meta {
        self.map.meta_mut()
    }

    /// Every arrow added at the end, and every block taken away.
    fn legal_moves(&self) -> Vec<Edit> {
        let end = Place::Gap(self.draft.blocks.len());
        let mut out: Vec<Edit> = Dir::ALL
            .iter()
            .map(|&d| Edit::Put(end, Item::Action(Action::Roll(d))))
            .collect();
        out.extend((0..self.draft.blocks.len()).map(Edit::Remove));
        out
    }

    fn apply(&self, edit: &Edit) -> Result<Coding, IllegalMove> {
        let mut after = self.clone();
        let d = &mut after.draft;
        match edit {
            Edit::Put(place, item) => d.put_at(*place, *item).map_err(IllegalMove::new)?,
            Edit::RemoveBack(place) => {
                d.set_cursor(*place);
                d.remove_back();
            }
            Edit::RemoveForward(place) => {
                d.set_cursor(*place);
                d.remove_forward();
            }
            Edit::Remove(i) => d.remove(*i),
            Edit::ClearLoopSlot(b, s) => d.clear_loop_slot(*b, *s),
            Edit::ClearFunctionSlot(k) => d.clear_function_slot(*k),
            Edit::Move { from, to } => d.move_block(*from, *to),
            Edit::Shift(place, by) => {
                d.set_cursor(*place);
                d.shift(*by);
            }
            Edit::SetTimes(b, n) => d.set_times(*b, *n),
            Edit::Clear => *d = ProgramDraft::default(),
            Edit::Write(text) => d
                .set_text(text)
                .map_err(|e| IllegalMove::new(e.to_string()))?,
            Edit::Continue {
                keep,
                block,
                function,
            } => {
                if *keep > d.blocks.len() {
                    return Err(IllegalMove::new("the program has fewer blocks than that"));
                }
                d.blocks.truncate(*keep);
                d.blocks.push(super::draft::Piece::from_block(*block));
                d.set_cursor(Place::Gap(keep + 1));
                if let Some(body) = function {
                    d.function = body.map(Some);
                }
            }
            Edit::Keep(keep) => {
                d.blocks.truncate(*keep);
                d.set_cursor(Place::Gap(*keep));
            }
        }
        if after.draft.blocks.len() > MAX_BLOCKS {
            return Err(IllegalMove::new(format!(
                "a program holds at most {MAX_BLOCKS} blocks, not {}",
                after.draft.blocks.len()
            )));
        }
        Ok(after)
    }

    /// The program runs and rolls the ball to the target, within the map's limit.
    fn is_solved(&self) -> bool {
        self.runnable()
            .is_ok_and(|program| super::run(&self.map, &program).is_won())
    }

    fn describe_move(&self, edit: &Edit) -> String {
        match edit {
            Edit::Continue {
                keep,
                block,
                function,
            } => {
                let what = match function {
                    Some(f) => format!("{block} (the function: {} {} {})", f[0], f[1], f[2]),
                    None => block.to_string(),
                };
                let n = self.draft.blocks.len();
                if *keep == n {
                    format!("add {what}")
                } else if *keep == 0 {
                    format!("start again with {what}")
                } else {
                    format!("keep {keep} of {n} blocks, then add {what}")
                }
            }
            Edit::Keep(keep) => format!("keep only the first {keep} blocks"),
            Edit::Write(text) => format!("write {text}"),
            Edit::Clear => "clear the program".into(),
            other => format!("{other:?}").to_lowercase(),
        }
    }

    const WHY_UNSOLVABLE: &'static str = "no program rolls the ball to the target";

    const NODE_BUDGET: u64 = super::solve::DEFAULT_MAX_NODES;

    /// The edits to the best program that keeps as many of the written blocks as can stay (the
    /// whole best program, when the draft still has empty slots).
    fn solve_within(&self, budget: Budget) -> Solution<Edit> {
        let began = Instant::now();
        let answer = |moves, optimal, complete, nodes| Solution {
            moves,
            optimal,
            complete,
            nodes,
            seconds: began.elapsed().as_secs_f64(),
        };
        let start = self.map.start();
        let Ok(program) = self.draft.program() else {
            let s = super::solve(&self.map, start, self.map.toolbox(), budget);
            let moves = s.program.as_ref().map(|p| vec![Edit::Write(p.to_string())]);
            return answer(moves, s.optimal, s.complete, s.nodes);
        };
        if !program.blocks.is_empty() && super::run(&self.map, &program).is_won() {
            return answer(Some(Vec::new()), true, true, 0);
        }
        let mut keep = match self.blocks_to_keep(&program, budget) {
            Ok(keep) => keep,
            // A search that gave up spent its whole budget.
            Err(complete) => {
                let spent = if complete {
                    0
                } else {
                    budget.max_nodes.unwrap_or(0)
                };
                return answer(None, complete, complete, spent);
            }
        };
        let best_after = |keep| {
            super::solve::solve_after(
                &self.map,
                start,
                &Self::first(&program, keep),
                self.map.toolbox(),
                budget,
            )
        };
        let mut s = best_after(keep);
        // Blocks that can stay may still leave too few for the rest within the map's limit.
        let over = |s: &super::solve::Solution| {
            self.limit.is_some_and(|l| s.size().is_some_and(|n| n > l))
        };
        if keep > 0 && over(&s) {
            keep = 0;
            s = best_after(0);
        }
        if over(&s) {
            // The best program found has more blocks than the map allows, so it is no answer:
            // a proof that none fits when the search was exhaustive, else a search that gave up.
            let proof = s.complete && s.optimal;
            return answer(None, proof, proof, s.nodes);
        }
        let moves = s
            .program
            .as_ref()
            .map(|best| edits_towards(&program, keep, best));
        answer(moves, s.optimal, s.complete, s.nodes)
    }
}

impl Level for Coding {
    const DAILY_NUMBER: Option<u64> = Some(4);

    const DRAWING: crate::drawing::Style = super::edit::DRAWING;

    const KNOBS: &'static [&'static str] = &["--rows", "--cols", "--bonuses"];

    /// A larger map makes a longer search for the way: the generator's Easy is 8×6 (48
    /// cells), Medium 10×8 (80), Hard 12×10 (120) and Expert 12×12 (144). The shortest program
    /// does not grow with the map (a single arrow can cross a large one), so it is not the
    /// measure.
    fn difficulty(&self, _par: usize) -> crate::generate::Difficulty {
        let m = self.map();
        crate::puzzle::by_bands(m.cols() * m.rows(), [64, 100, 132])
    }

    fn summary_parts(&self) -> Vec<crate::puzzle::SummaryPart> {
        use crate::puzzle::SummaryPart;
        let m = self.map();
        let (cols, rows) = (m.cols(), m.rows());
        let mut parts = vec![
            SummaryPart::new("kodable-summary-map", format!("{cols}×{rows} map"))
                .with("cols", cols)
                .with("rows", rows),
        ];
        if !m.bonuses().is_empty() {
            let n = m.bonuses().len();
            parts.push(SummaryPart::count(
                "kodable-summary-bonuses",
                n,
                "bonus",
                "bonuses",
            ));
        }
        parts
    }

    fn generate(args: &Options) -> Result<Made<Self>, String> {
        use crate::generate::{Difficulty, exactly, unconfirmed};
        let (cols, rows) = args.size.unwrap_or(match args.difficulty {
            Difficulty::Easy => (8, 6),
            Difficulty::Medium => (10, 8),
            Difficulty::Hard => (12, 10),
            Difficulty::Expert => (12, 12),
        });
        let rows = args.rows.unwrap_or(rows);
        let cols = args.cols.unwrap_or(cols);
        let params = crate::kodable::generate::Params {
            rows,
            cols,
            bonuses: args.bonuses.unwrap_or(3),
        };
        let mut map = crate::kodable::generate(args.seed, params)?;
        let s = crate::kodable::solve(
            &map,
            map.start(),
            crate::kodable::map::Toolbox::ALL,
            crate::search::Budget::nodes(crate::kodable::solve::DEFAULT_MAX_NODES),
        );
        let size = s.size().ok_or_else(|| unconfirmed(s.complete, "map"))?;
        if s.optimal {
            map.meta_mut().set("par", size.to_string());
        }
        Ok(exactly(Coding::new(map)))
    }

    fn random_like(&self, seed: u64) -> Result<Coding, String> {
        let args = Options {
            seed,
            rows: Some(self.map().rows()),
            cols: Some(self.map().cols()),
            ..Options::default()
        };
        let mut made = Coding::generate(&args)?.level;
        made.meta_mut().set("seed", seed.to_string());
        Ok(made)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn coding(text: &str) -> Coding {
        Coding::parse(text).unwrap()
    }

    const MAP: &str = "@ - - *\n* * - *\n* * t *";

    #[test]
    fn a_hint_continues_the_program_or_says_where_it_went_wrong() {
        let empty = coding(MAP);
        let s = empty.solve();
        let first = s.first().unwrap();
        assert_eq!(
            *first,
            Edit::Continue {
                keep: 0,
                block: Block::Roll(Dir::Right),
                function: None
            }
        );
        let route = empty.route(first);
        assert_eq!(route.first(), Some(&Cell::new(0, 0)));
        assert_eq!(route.last(), Some(&Cell::new(2, 0)));
        // Up after Right is blocked: the hint keeps Right and puts Down instead.
        let wrong = empty
            .apply(&Edit::Write("Right Up Down".into()))
            .unwrap()
            .solve();
        assert_eq!(
            wrong.first(),
            Some(&Edit::Continue {
                keep: 1,
                block: Block::Roll(Dir::Down),
                function: None
            })
        );
        let wins = empty.apply(&Edit::Write("Right Down".into())).unwrap();
        assert!(wins.is_solved());
        assert_eq!(wins.solve().moves, Some(Vec::new()));
    }

    #[test]
    fn the_solution_from_any_draft_replays_to_a_winning_program_of_par_size() {
        let start = coding(include_str!(
            "../../../../levels/kodable/14-stairs-bends-and-a-pink-door.kodable"
        ));
        let par = start.solve();
        let end = start.replay(par.moves.as_ref().unwrap()).unwrap();
        assert_eq!(end.draft.size(), 10, "{}", end.draft.text());
        for written in [
            "Up",
            "Right Down Left",
            "Loop{2}{Right,Down} Function",
            "Loop{3}{",
        ] {
            let Ok(from) = start.apply(&Edit::Write(written.into())) else {
                assert_eq!(written, "Loop{3}{", "only the broken text is refused");
                continue;
            };
            let moves = from.solve().moves.expect("a solution");
            let end = from.replay(&moves).unwrap();
            assert!(end.is_solved(), "from {written:?}: {}", end.draft.text());
        }
    }

    #[test]
    fn a_search_cut_short_answers_nothing_rather_than_a_program_over_the_limit() {
        let start = coding(include_str!(
            "../../../../levels/kodable/14-stairs-bends-and-a-pink-door.kodable"
        ));
        let from = start.apply(&Edit::Write("Up".into())).unwrap();
        for nodes in [1_000, 10_000, 100_000] {
            let s = from.solve_within(Budget::nodes(nodes));
            if let Some(moves) = s.moves {
                assert!(
                    from.replay(&moves).unwrap().is_solved(),
                    "{nodes} positions"
                );
            } else {
                assert!(!s.complete, "a search cut short proves nothing");
            }
        }
    }

    #[test]
    fn the_program_line_is_read_and_written_back() {
        let c = coding(&format!("; program: Right Down\n{MAP}"));
        assert_eq!(c.draft.text(), "Right Down");
        assert!(c.is_solved());
        let again = coding(&c.to_text());
        assert_eq!(again, c);
        let bad = Coding::parse(&format!("; program: Right Sideways\n{MAP}"));
        assert!(bad.unwrap_err().to_string().contains("program line"));
    }

    #[test]
    fn a_program_over_the_limit_does_not_solve() {
        let c = coding(&format!("; blocks: 1\n; program: Right Down\n{MAP}"));
        assert!(!c.is_solved());
        assert!(c.runnable().unwrap_err().0.contains("at most 1 blocks"));
    }

    #[test]
    fn the_cursor_is_no_part_of_the_position() {
        let a = coding(MAP).apply(&Edit::Write("Right".into())).unwrap();
        let mut b = a.clone();
        b.draft.set_cursor(Place::Gap(0));
        assert_eq!(a, b);
        let c = a.apply(&Edit::RemoveBack(Place::Gap(1))).unwrap();
        assert_ne!(a, c);
        assert!(c.draft.blocks.is_empty());
    }
}
