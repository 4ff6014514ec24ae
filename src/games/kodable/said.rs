//! Blocks in a child's words, as hints and the run's lines say them: arrows for the rolls,
//! "if the tile is pink, go down" for a cond, "repeat 6 times: → ↓" for a loop, F for the
//! function. (The typed program keeps its own notation, `Cond{p}{Down}`.)

use crate::lang::Words;
use puzzles::Dir;
use puzzles::kodable::{Action, Block, Colour, Edit, Item, Piece, ProgramDraft, Tile};

/// A way to roll, as the palette's words put it ("left", "up"…).
pub(super) fn roll_way(words: Words, d: Dir) -> String {
    match d {
        Dir::Up => crate::tr!(words, "kodable-way-up"),
        Dir::Down => crate::tr!(words, "kodable-way-down"),
        Dir::Left => crate::tr!(words, "kodable-way-left"),
        Dir::Right => crate::tr!(words, "kodable-way-right"),
    }
}

/// A tile colour's name ("pink").
pub(super) fn colour_name(words: Words, c: Colour) -> String {
    words.message(&format!("kodable-colour-{}", c.name()), &[])
}

/// The arrow a roll is drawn with.
fn arrow(d: Dir) -> &'static str {
    match d {
        Dir::Up => "↑",
        Dir::Down => "↓",
        Dir::Left => "←",
        Dir::Right => "→",
    }
}

/// A roll or a cond: "→", "if the tile is pink, go down".
pub fn action_said(words: Words, action: Action) -> String {
    match action {
        Action::Roll(d) => arrow(d).to_string(),
        Action::Cond(c, d) => crate::tr!(
            words,
            "kodable-say-cond",
            colour = colour_name(words, c),
            way = roll_way(words, d)
        ),
    }
}

/// A block of the program: a roll, a cond, "repeat 6 times: → ↓", or F.
pub fn block_said(words: Words, block: Block) -> String {
    match block {
        Block::Roll(d) => action_said(words, Action::Roll(d)),
        Block::Cond(c, d) => action_said(words, Action::Cond(c, d)),
        Block::Loop(times, a, b) => crate::tr!(
            words,
            "kodable-say-loop",
            times = times,
            body = format!("{} {}", action_said(words, a), action_said(words, b))
        ),
        Block::Function => crate::tr!(words, "kodable-say-function"),
    }
}

/// A roll or a cond in words alone, for a screen reader: "right", "if the tile is pink, go
/// down"; an empty slot, "empty".
fn action_spoken(words: Words, action: Option<Action>) -> String {
    match action {
        Some(Action::Roll(d)) => roll_way(words, d),
        Some(cond) => action_said(words, cond),
        None => crate::tr!(words, "kodable-board-empty-slot"),
    }
}

/// A block of the program being written, in words alone (a loop's slots may be empty).
pub fn piece_spoken(words: Words, piece: &Piece) -> String {
    match *piece {
        Piece::Roll(d) => roll_way(words, d),
        Piece::Cond(c, d) => action_said(words, Action::Cond(c, d)),
        Piece::Loop { times, body } => crate::tr!(
            words,
            "kodable-say-loop",
            times = times,
            body = crate::play::spoken::listed(words, &body.map(|a| action_spoken(words, a)))
        ),
        Piece::Function => crate::tr!(words, "kodable-say-function"),
    }
}

/// The program being written as a child reads its blocks, one after another: "→ · “repeat 3
/// times: → ↓” · F", then what F holds ("F = ↓ → ↑"); an empty slot is "…".
pub fn program_said(words: Words, draft: &ProgramDraft) -> String {
    let said = |a: Option<Action>| a.map_or("…".to_string(), |a| action_said(words, a));
    let mut parts: Vec<String> = draft
        .blocks
        .iter()
        .map(|piece| match *piece {
            Piece::Roll(d) => arrow(d).to_string(),
            Piece::Cond(c, d) => action_said(words, Action::Cond(c, d)),
            Piece::Loop { times, body } => crate::tr!(
                words,
                "kodable-say-loop",
                times = times,
                body = format!("{} {}", said(body[0]), said(body[1]))
            ),
            Piece::Function => "F".to_string(),
        })
        .collect();
    if draft.blocks.iter().any(|p| matches!(p, Piece::Function)) {
        let inside: Vec<String> = draft.function.iter().map(|a| said(*a)).collect();
        parts.push(format!("F = {}", inside.join(" ")));
    }
    parts.join(" · ")
}

/// The function's three slots in words.
pub fn function_spoken(words: Words, function: &[Option<Action>; 3]) -> String {
    let slots = function.map(|a| action_spoken(words, a));
    crate::play::spoken::listed(words, &slots)
}

/// A tile of the map in words: "grass", "path", "pink", "star", "target".
pub fn tile_spoken(words: Words, tile: Tile) -> String {
    match tile {
        Tile::Grass => crate::tr!(words, "kodable-board-grass"),
        Tile::Path => crate::tr!(words, "kodable-board-path"),
        Tile::Bonus => crate::tr!(words, "kodable-board-bonus"),
        Tile::Target => crate::tr!(words, "kodable-board-target"),
        Tile::Colour(c) => colour_name(words, c),
    }
}

/// An edit of the program in a child's words, for a screen reader: "Added right", "Block
/// moved" (never the rules' notation).
pub fn edit_said(words: Words, edit: &Edit) -> String {
    match edit {
        Edit::Put(_, Item::Action(a)) => crate::tr!(
            words,
            "kodable-edit-added",
            block = action_spoken(words, Some(*a))
        ),
        Edit::Put(_, Item::Loop) => crate::tr!(words, "kodable-edit-added-loop"),
        Edit::Put(_, Item::Function) => crate::tr!(words, "kodable-edit-added-function"),
        Edit::RemoveBack(_) | Edit::RemoveForward(_) | Edit::Remove(_) => {
            crate::tr!(words, "kodable-edit-removed")
        }
        Edit::ClearLoopSlot(..) | Edit::ClearFunctionSlot(_) => {
            crate::tr!(words, "kodable-edit-emptied")
        }
        Edit::Move { .. } | Edit::Shift(..) => crate::tr!(words, "kodable-edit-moved"),
        Edit::SetTimes(block, times) => crate::tr!(
            words,
            "kodable-edit-times",
            block = block + 1,
            times = *times
        ),
        Edit::Clear => crate::tr!(words, "kodable-edit-cleared"),
        Edit::Write(_) => crate::tr!(words, "kodable-edit-typed"),
        Edit::Continue { .. } => crate::tr!(words, "kodable-edit-hinted"),
        Edit::Keep(keep) => crate::tr!(words, "kodable-edit-kept", keep = *keep),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_program_reads_as_its_blocks_not_as_its_notation() {
        let mut draft = ProgramDraft::default();
        draft
            .set_text("Right Loop{3}{Right,Down} Cond{p}{Down} Function with Down Right Up")
            .unwrap();
        assert_eq!(
            program_said(Words::ENGLISH, &draft),
            "→ · “repeat 3 times: → ↓” · “if the tile is pink, go down” · F · F = ↓ → ↑"
        );
    }

    #[test]
    fn an_edit_is_said_in_words_not_in_the_rules_notation() {
        use puzzles::kodable::Place;
        let words = Words::ENGLISH;
        let added = edit_said(words, &Edit::Put(Place::Gap(0), Item::Action(Action::Roll(Dir::Right))));
        assert_eq!(added, "Added right");
        let removed = edit_said(words, &Edit::RemoveBack(Place::Gap(3)));
        assert!(!removed.contains('(') && !removed.contains("gap"), "{removed}");
    }

    #[test]
    fn blocks_are_said_in_a_childs_words_not_the_typed_notation() {
        let w = Words::ENGLISH;
        let cond = block_said(w, Block::Cond(Colour::Yellow, Dir::Down));
        assert!(cond.contains("if the tile is yellow, go down"), "{cond}");
        let looped = block_said(
            w,
            Block::Loop(6, Action::Roll(Dir::Right), Action::Roll(Dir::Down)),
        );
        assert!(looped.contains("repeat 6 times: → ↓"), "{looped}");
        for said in [cond, looped] {
            assert!(!said.contains("Cond") && !said.contains("Loop{"), "{said}");
        }
    }
}

