//! The editor's drafts: every level, built in or generated, comes back whole from the draft
//! made of it, and any sequence of edits leaves either a level the parser reads or a reason
//! naming a cell of the drawing or the whole.

mod common;

use common::built_in;
use proptest::prelude::*;
use puzzles::edit::Draft;
use puzzles::generate::{Difficulty, Options};
use puzzles::klotski::edit;
use puzzles::{AnyLevel, Kind};

#[test]
fn every_built_in_level_comes_back_from_its_draft() {
    for level in built_in() {
        let draft = Draft::of(&level);
        assert_eq!(draft.level().as_ref(), Ok(&level), "{}", level.to_text());
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(16))]

    #[test]
    fn every_generated_level_comes_back_from_its_draft(seed in 0u64..1_000_000, kind in 0..Kind::ALL.len()) {
        let kind = Kind::ALL[kind];
        let options = Options { seed, difficulty: Difficulty::Easy, ..Options::default() };
        let made = kind.generate(&options).map_err(|e| TestCaseError::fail(format!("{kind}: {e}")))?;
        prop_assert_eq!(Draft::of(&made.level).level(), Ok(made.level));
    }

    /// Clicks of every tool anywhere on a sliding-block board: whatever they leave is a level
    /// or is refused with a reason, and what is kept of a refused click is nothing.
    #[test]
    fn sliding_block_edits_leave_a_level_or_a_reason(
        clicks in proptest::collection::vec((0usize..5, 0usize..6, 0usize..6), 0..40)
    ) {
        let start = AnyLevel::parse(Kind::Klotski, "; goal: A 1,3\n.AA.\n.AA.\n....\n....\n....\n").unwrap();
        let mut draft = Draft::of(&start);
        for (tool, c, r) in clicks {
            let before = draft.clone();
            let done = match tool {
                0 => edit::place_block(&mut draft, (c, r), (1, 1)).map(|_| ()),
                1 => edit::place_block(&mut draft, (c, r), (2, 1)).map(|_| ()),
                2 => edit::remove_block(&mut draft, c, r),
                3 => edit::set_goal_block(&mut draft, c, r),
                _ => edit::set_goal_place(&mut draft, c, r),
            };
            if done.is_err() {
                prop_assert_eq!(&draft, &before, "a refused click changes nothing");
            }
            if let Err(e) = draft.level() {
                prop_assert!(!e.message.is_empty());
            }
        }
    }
}
