//! The program being written: blocks whose slots may still be empty, the function's three
//! slots, a cursor, and every edit the player makes with the mouse or the keys. A draft turns
//! into a [`Program`] when it is complete, and back into the game's notation as text.

use super::map::Colour;
use super::program::{Action, Block, MAX_LOOP, Program, parse_blocks};
use crate::error::ParseError;
use crate::grid::Dir;

/// How many times a new loop repeats.
pub const NEW_LOOP_TIMES: u8 = 2;

/// The most blocks a program holds: far more than any map needs, few enough that a history of
/// edits, each keeping the program as it was, stays small.
pub const MAX_BLOCKS: usize = 100;

/// One block of the program strip.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Piece {
    /// An arrow: roll that way.
    Roll(Dir),
    /// Roll that way, only when standing on a tile of that colour.
    Cond(Colour, Dir),
    /// Two slots run `times` times over; a slot may still be empty.
    Loop {
        /// How many rounds.
        times: u8,
        /// The two actions of a round.
        body: [Option<Action>; 2],
    },
    /// A call of the function.
    Function,
}

impl Piece {
    /// The piece for an arrow or a cond.
    pub fn of(action: Action) -> Piece {
        match action {
            Action::Roll(d) => Piece::Roll(d),
            Action::Cond(c, d) => Piece::Cond(c, d),
        }
    }

    /// The action of an arrow or a cond piece.
    pub fn action(self) -> Option<Action> {
        match self {
            Piece::Roll(d) => Some(Action::Roll(d)),
            Piece::Cond(c, d) => Some(Action::Cond(c, d)),
            _ => None,
        }
    }

    /// The core block, when every slot is filled.
    pub fn block(self) -> Option<Block> {
        Some(match self {
            Piece::Roll(d) => Block::Roll(d),
            Piece::Cond(c, d) => Block::Cond(c, d),
            Piece::Loop { times, body } => Block::Loop(times, body[0]?, body[1]?),
            Piece::Function => Block::Function,
        })
    }

    /// The piece showing a core block.
    pub fn from_block(block: Block) -> Piece {
        match block {
            Block::Roll(d) => Piece::Roll(d),
            Block::Cond(c, d) => Piece::Cond(c, d),
            Block::Loop(times, a, b) => Piece::Loop {
                times,
                body: [Some(a), Some(b)],
            },
            Block::Function => Piece::Function,
        }
    }

    /// The piece in the game's notation (`?` for an empty slot).
    pub fn text(self) -> String {
        match self {
            Piece::Loop { times, body } => {
                let slot = |s: Option<Action>| s.map_or("?".to_string(), |a| a.to_string());
                format!("Loop{{{times}}}{{{},{}}}", slot(body[0]), slot(body[1]))
            }
            other => other.block().map_or(String::new(), |b| b.to_string()),
        }
    }
}

/// What the palette offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Item {
    /// An arrow or a cond.
    Action(Action),
    /// A loop with two empty slots.
    Loop,
    /// A call of the function.
    Function,
}

/// Where the cursor is: where the next block from the palette goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Place {
    /// Between blocks: the next block goes in before block `i` (at the end when `i` is the
    /// number of blocks).
    Gap(usize),
    /// Slot 0 or 1 of the loop that is block `block`.
    LoopSlot {
        /// The loop's index in the program.
        block: usize,
        /// 0 or 1.
        slot: usize,
    },
    /// Slot 0, 1 or 2 of the function.
    FunctionSlot(usize),
}

/// Why a draft cannot run yet, and where to look.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unfinished {
    /// One sentence for the player.
    pub message: String,
    /// The empty slot to fill.
    pub place: Place,
}

/// The program as the player is writing it.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct ProgramDraft {
    /// The strip of blocks, run left to right.
    pub blocks: Vec<Piece>,
    /// The function's three slots.
    pub function: [Option<Action>; 3],
    /// Where the next block goes.
    pub cursor: Place,
}

impl Default for Place {
    fn default() -> Place {
        Place::Gap(0)
    }
}

impl ProgramDraft {
    /// A draft showing a whole program, the cursor at its end.
    pub fn from_program(program: &Program) -> ProgramDraft {
        let blocks: Vec<Piece> = program
            .blocks
            .iter()
            .map(|&b| Piece::from_block(b))
            .collect();
        let function = program.function.map_or([None; 3], |f| f.map(Some));
        ProgramDraft {
            cursor: Place::Gap(blocks.len()),
            blocks,
            function,
        }
    }

    /// Whether some block calls the function.
    pub fn calls_function(&self) -> bool {
        self.blocks.contains(&Piece::Function)
    }

    /// The function body, when its three slots are filled.
    pub fn body(&self) -> Option<[Action; 3]> {
        Some([self.function[0]?, self.function[1]?, self.function[2]?])
    }

    /// The program to run, or the first empty slot that stops it from running.
    pub fn program(&self) -> Result<Program, Unfinished> {
        let mut blocks = Vec::with_capacity(self.blocks.len());
        for (i, piece) in self.blocks.iter().enumerate() {
            match piece.block() {
                Some(b) => blocks.push(b),
                None => {
                    let slot = match piece {
                        Piece::Loop { body, .. } => body.iter().position(Option::is_none),
                        _ => None,
                    };
                    return Err(Unfinished {
                        message: format!(
                            "The loop at block {} needs two blocks inside: fill its empty slot.",
                            i + 1
                        ),
                        place: Place::LoopSlot {
                            block: i,
                            slot: slot.unwrap_or(0),
                        },
                    });
                }
            }
        }
        let body = self.body();
        if self.calls_function() && body.is_none() {
            let slot = self.function.iter().position(Option::is_none).unwrap_or(0);
            return Err(Unfinished {
                message:
                    "The program calls Function, but the function has empty slots: fill all three."
                        .to_string(),
                place: Place::FunctionSlot(slot),
            });
        }
        Ok(Program {
            blocks,
            function: body,
        })
    }

    /// The longest beginning of the draft that can run: the blocks before the first unfinished
    /// one (a call of an unfinished function counts as unfinished).
    pub fn runnable_prefix(&self) -> Program {
        let body = self.body();
        let blocks = self
            .blocks
            .iter()
            .map_while(|p| match p {
                Piece::Function if body.is_none() => None,
                p => p.block(),
            })
            .collect();
        Program {
            blocks,
            function: body,
        }
    }

    /// Blocks the program counts for, as the score counts them ([`Program::size`]), an empty
    /// slot counting as a filled one.
    pub fn size(&self) -> usize {
        let any = Action::Roll(Dir::Up);
        let filled = |a: Option<Action>| a.unwrap_or(any);
        Program {
            blocks: self
                .blocks
                .iter()
                .map(|p| match *p {
                    Piece::Loop { times, body } => {
                        Block::Loop(times, filled(body[0]), filled(body[1]))
                    }
                    p => p.block().expect("only a loop has slots"),
                })
                .collect(),
            function: Some(self.function.map(filled)),
        }
        .size()
    }

    /// The draft in the game's notation: the blocks, then `with` and the function body when it
    /// has one (`?` marks an empty slot).
    pub fn text(&self) -> String {
        let mut words: Vec<String> = self.blocks.iter().map(|p| p.text()).collect();
        if self.function.iter().any(Option::is_some) {
            words.push("with".to_string());
            for slot in self.function {
                words.push(slot.map_or("?".to_string(), |a| a.to_string()));
            }
        }
        words.join(" ")
    }

    /// Replaces the program with typed text in the game's notation. Without `with`, the text
    /// is the blocks and the function keeps its slots; with it, the words after `with` are the
    /// function body. Errors point at the column in the whole text.
    pub fn set_text(&mut self, text: &str) -> Result<(), ParseError> {
        if let Some((line, column)) = first_hole(text) {
            return Err(ParseError::named(
                "program-empty-slot",
                "'?' is an empty slot: write an arrow or a cond in its place",
            )
            .placed(line, column));
        }
        if has_with(text) {
            let program: Program = text.parse()?;
            *self = ProgramDraft::from_program(&program);
        } else {
            let blocks = parse_blocks(text)?;
            self.blocks = blocks
                .into_iter()
                .map(|b| Piece::from_block(b.block))
                .collect();
            self.cursor = Place::Gap(self.blocks.len());
        }
        Ok(())
    }

    /// Puts a palette item where the cursor is and moves the cursor on. Loops and calls cannot
    /// go inside a loop or the function; the error says so.
    pub fn put(&mut self, item: Item) -> Result<(), String> {
        self.normalise();
        match (self.cursor, item) {
            (Place::Gap(i), Item::Action(a)) => {
                self.blocks.insert(i, Piece::of(a));
                self.cursor = Place::Gap(i + 1);
            }
            (Place::Gap(i), Item::Loop) => {
                self.blocks.insert(
                    i,
                    Piece::Loop {
                        times: NEW_LOOP_TIMES,
                        body: [None, None],
                    },
                );
                self.cursor = Place::LoopSlot { block: i, slot: 0 };
            }
            (Place::Gap(i), Item::Function) => {
                self.blocks.insert(i, Piece::Function);
                self.cursor = Place::Gap(i + 1);
            }
            (Place::LoopSlot { block, slot }, Item::Action(a)) => {
                if let Some(Piece::Loop { body, .. }) = self.blocks.get_mut(block) {
                    body[slot] = Some(a);
                }
                self.cursor = if slot == 0 {
                    Place::LoopSlot { block, slot: 1 }
                } else {
                    Place::Gap(block + 1)
                };
            }
            (Place::LoopSlot { .. }, _) => {
                return Err("A loop holds two arrows or conds, not a loop or Function.".into());
            }
            (Place::FunctionSlot(k), Item::Action(a)) => {
                self.function[k] = Some(a);
                self.cursor = if k < 2 {
                    Place::FunctionSlot(k + 1)
                } else {
                    Place::Gap(self.blocks.len())
                };
            }
            (Place::FunctionSlot(_), _) => {
                return Err(
                    "The function holds three arrows or conds, not a loop or Function.".into(),
                );
            }
        }
        Ok(())
    }

    /// Puts a palette item at a place (a drop from the mouse).
    pub fn put_at(&mut self, place: Place, item: Item) -> Result<(), String> {
        self.cursor = place;
        self.put(item)
    }

    /// Backspace: removes the block before the cursor, or empties the slot under it (an empty
    /// first slot of a loop takes the whole loop away).
    pub fn remove_back(&mut self) {
        self.normalise();
        match self.cursor {
            Place::Gap(0) => {}
            Place::Gap(i) => {
                self.blocks.remove(i - 1);
                self.cursor = Place::Gap(i - 1);
            }
            Place::LoopSlot { block, slot } => {
                let Some(Piece::Loop { body, .. }) = self.blocks.get_mut(block) else {
                    return;
                };
                if body[slot].is_some() {
                    body[slot] = None;
                } else if slot == 1 {
                    self.cursor = Place::LoopSlot { block, slot: 0 };
                } else {
                    self.blocks.remove(block);
                    self.cursor = Place::Gap(block);
                }
            }
            Place::FunctionSlot(k) => {
                if self.function[k].is_some() {
                    self.function[k] = None;
                } else if k > 0 {
                    self.cursor = Place::FunctionSlot(k - 1);
                }
            }
        }
    }

    /// Delete: removes the block after the cursor (the loop the cursor is in), or empties the
    /// function slot under it.
    pub fn remove_forward(&mut self) {
        self.normalise();
        match self.cursor {
            Place::Gap(i) if i < self.blocks.len() => {
                self.blocks.remove(i);
            }
            Place::Gap(_) => {}
            Place::LoopSlot { block, .. } => self.remove(block),
            Place::FunctionSlot(k) => self.function[k] = None,
        }
    }

    /// Removes block `i`, keeping the cursor where it was among the others.
    pub fn remove(&mut self, i: usize) {
        if i >= self.blocks.len() {
            return;
        }
        self.blocks.remove(i);
        self.cursor = match self.cursor {
            Place::Gap(g) if g > i => Place::Gap(g - 1),
            Place::LoopSlot { block, .. } if block == i => Place::Gap(i),
            Place::LoopSlot { block, slot } if block > i => Place::LoopSlot {
                block: block - 1,
                slot,
            },
            other => other,
        };
        self.normalise();
    }

    /// Empties a slot of the function.
    pub fn clear_function_slot(&mut self, k: usize) {
        if k < 3 {
            self.function[k] = None;
        }
    }

    /// Empties a slot of a loop.
    pub fn clear_loop_slot(&mut self, block: usize, slot: usize) {
        if let Some(Piece::Loop { body, .. }) = self.blocks.get_mut(block)
            && slot < 2
        {
            body[slot] = None;
        }
    }

    /// Moves block `from` so that it ends up before the block now at `to` (at the end when
    /// `to` is the number of blocks); the cursor follows it.
    pub fn move_block(&mut self, from: usize, to: usize) {
        let n = self.blocks.len();
        if from >= n || to > n {
            return;
        }
        let piece = self.blocks.remove(from);
        let at = if to > from { to - 1 } else { to };
        self.blocks.insert(at, piece);
        self.cursor = match piece {
            Piece::Loop { .. } => match self.cursor {
                Place::LoopSlot { slot, .. } => Place::LoopSlot { block: at, slot },
                _ => Place::Gap(at + 1),
            },
            _ => Place::Gap(at + 1),
        };
    }

    /// The block the cursor stands on: the one just before a gap, or the loop it is inside.
    pub fn current_block(&self) -> Option<usize> {
        match self.cursor {
            Place::Gap(i) if i > 0 && i <= self.blocks.len() => Some(i - 1),
            Place::LoopSlot { block, .. } if block < self.blocks.len() => Some(block),
            _ => None,
        }
    }

    /// Moves the current block one place left (`-1`) or right (`1`).
    pub fn shift(&mut self, by: isize) {
        let Some(i) = self.current_block() else {
            return;
        };
        let j = i as isize + by;
        if j < 0 || j >= self.blocks.len() as isize {
            return;
        }
        let j = j as usize;
        self.blocks.swap(i, j);
        self.cursor = match self.cursor {
            Place::LoopSlot { slot, .. } => Place::LoopSlot { block: j, slot },
            _ => Place::Gap(j + 1),
        };
    }

    /// Sets how many times a loop repeats (1 to 99).
    pub fn set_times(&mut self, block: usize, n: u8) {
        if let Some(Piece::Loop { times, .. }) = self.blocks.get_mut(block) {
            *times = n.clamp(1, MAX_LOOP);
        }
    }

    /// The loop the keys' digits change: the one the cursor is in or just after.
    pub fn current_loop(&self) -> Option<usize> {
        self.current_block()
            .filter(|&i| matches!(self.blocks[i], Piece::Loop { .. }))
    }

    /// Every place the cursor can be, in the order the keys walk through them.
    pub fn places(&self) -> Vec<Place> {
        let mut out = Vec::new();
        for (i, piece) in self.blocks.iter().enumerate() {
            out.push(Place::Gap(i));
            if let Piece::Loop { .. } = piece {
                out.push(Place::LoopSlot { block: i, slot: 0 });
                out.push(Place::LoopSlot { block: i, slot: 1 });
            }
        }
        out.push(Place::Gap(self.blocks.len()));
        out.extend((0..3).map(Place::FunctionSlot));
        out
    }

    /// Moves the cursor to the previous (`-1`) or next (`1`) place.
    pub fn step_cursor(&mut self, by: isize) {
        self.normalise();
        let places = self.places();
        let here = places.iter().position(|&p| p == self.cursor).unwrap_or(0) as isize;
        let there = (here + by).clamp(0, places.len() as isize - 1);
        self.cursor = places[there as usize];
    }

    /// Moves the cursor to a place, if it exists.
    pub fn set_cursor(&mut self, place: Place) {
        self.cursor = place;
        self.normalise();
    }

    /// Keeps the cursor on a place that exists.
    fn normalise(&mut self) {
        let n = self.blocks.len();
        self.cursor = match self.cursor {
            Place::Gap(i) => Place::Gap(i.min(n)),
            Place::LoopSlot { block, slot } => match self.blocks.get(block) {
                Some(Piece::Loop { .. }) => Place::LoopSlot {
                    block,
                    slot: slot.min(1),
                },
                _ => Place::Gap(block.min(n)),
            },
            Place::FunctionSlot(k) => Place::FunctionSlot(k.min(2)),
        };
    }
}

/// The line and column (from 1) of the first `?`, the mark of an empty slot.
fn first_hole(text: &str) -> Option<(usize, usize)> {
    text.lines().enumerate().find_map(|(i, line)| {
        let at = line.chars().position(|c| c == '?')?;
        Some((i + 1, at + 1))
    })
}

/// Whether `with` stands as a word in the text (it starts the function body).
fn has_with(text: &str) -> bool {
    text.split_whitespace().any(|w| w == "with")
}

#[cfg(test)]
mod tests {
    use super::*;

    const UP: Action = Action::Roll(Dir::Up);

    #[test]
    fn an_empty_slot_in_typed_text_is_named_where_it_is() {
        let mut d = ProgramDraft::default();
        let e = d.set_text("Right Loop{2}{Up,?}").unwrap_err();
        assert_eq!(e.at, Some((1, 18)));
        assert!(e.message.contains("empty slot"), "{}", e.message);
        assert!(d.blocks.is_empty());
    }
    const RIGHT: Action = Action::Roll(Dir::Right);
    const DOWN: Action = Action::Roll(Dir::Down);

    #[test]
    fn putting_blocks_builds_the_program_and_moves_the_cursor() {
        let mut d = ProgramDraft::default();
        d.put(Item::Action(RIGHT)).unwrap();
        d.put(Item::Loop).unwrap();
        assert_eq!(d.cursor, Place::LoopSlot { block: 1, slot: 0 });
        assert!(d.program().is_err(), "a loop with empty slots cannot run");
        d.put(Item::Action(DOWN)).unwrap();
        d.put(Item::Action(RIGHT)).unwrap();
        assert_eq!(d.cursor, Place::Gap(2));
        d.put(Item::Function).unwrap();
        let e = d.program().unwrap_err();
        assert_eq!(e.place, Place::FunctionSlot(0));
        d.set_cursor(Place::FunctionSlot(0));
        for a in [UP, RIGHT, DOWN] {
            d.put(Item::Action(a)).unwrap();
        }
        assert_eq!(d.cursor, Place::Gap(3));
        let p = d.program().unwrap();
        assert_eq!(
            p.to_string(),
            "Right Loop{2}{Down,Right} Function with Up Right Down"
        );
        assert_eq!(d.size(), p.size());
        assert_eq!(d.text(), p.to_string());
        assert!(d.put_at(Place::FunctionSlot(1), Item::Loop).is_err());
    }

    #[test]
    fn removing_and_reordering() {
        let mut d = ProgramDraft::from_program(&"Up Right Down".parse().unwrap());
        d.set_cursor(Place::Gap(2));
        d.shift(1);
        assert_eq!(d.text(), "Up Down Right");
        assert_eq!(d.cursor, Place::Gap(3));
        d.shift(-1);
        d.shift(-1);
        assert_eq!(d.text(), "Right Up Down");
        assert_eq!(d.cursor, Place::Gap(1));
        d.remove_back();
        assert_eq!(d.text(), "Up Down");
        d.remove_forward();
        assert_eq!(d.text(), "Down");
        d.move_block(0, 1);
        assert_eq!(d.text(), "Down");
        let mut d = ProgramDraft::from_program(&"Up Right Down Left".parse().unwrap());
        d.move_block(0, 4);
        assert_eq!(d.text(), "Right Down Left Up");
        d.move_block(3, 1);
        assert_eq!(d.text(), "Right Up Down Left");
        d.remove(0);
        assert_eq!(d.text(), "Up Down Left");
    }

    #[test]
    fn backspace_in_a_loop_empties_its_slots_then_takes_it_away() {
        let mut d = ProgramDraft::default();
        d.put(Item::Loop).unwrap();
        d.put(Item::Action(UP)).unwrap();
        d.remove_back();
        assert_eq!(d.cursor, Place::LoopSlot { block: 0, slot: 0 });
        d.remove_back();
        assert_eq!(d.text(), "Loop{2}{?,?}");
        d.remove_back();
        assert!(d.blocks.is_empty());
        assert_eq!(d.cursor, Place::Gap(0));
    }

    #[test]
    fn the_cursor_walks_through_every_place() {
        let mut d = ProgramDraft::from_program(&"Up Loop{3}{Up,Down}".parse().unwrap());
        d.set_cursor(Place::Gap(0));
        let mut seen = vec![d.cursor];
        for _ in 0..10 {
            d.step_cursor(1);
            seen.push(d.cursor);
        }
        assert_eq!(seen[2], Place::LoopSlot { block: 1, slot: 0 });
        assert_eq!(seen[5], Place::FunctionSlot(0));
        assert_eq!(*seen.last().unwrap(), Place::FunctionSlot(2));
        d.set_cursor(Place::Gap(2));
        assert_eq!(d.current_loop(), Some(1));
        d.set_times(1, 200);
        assert_eq!(d.text(), "Up Loop{99}{Up,Down}");
    }

    #[test]
    fn typed_text_replaces_the_blocks_and_keeps_or_sets_the_function() {
        let mut d = ProgramDraft {
            function: [Some(DOWN), Some(RIGHT), Some(UP)],
            ..ProgramDraft::default()
        };
        d.set_text("Right Function").unwrap();
        assert_eq!(
            d.program().unwrap().to_string(),
            "Right Function with Down Right Up"
        );
        d.set_text("Function with Up Up Up").unwrap();
        assert_eq!(d.body(), Some([UP; 3]));
        let e = d.set_text("Right Cond{p}{Ri}").unwrap_err();
        assert_eq!(e.at, Some((1, 15)));
        assert_eq!(d.body(), Some([UP; 3]), "a bad text changes nothing");
        let e = d.set_text("Function with Down Righ Up").unwrap_err();
        assert_eq!(e.at, Some((1, 20)));
    }

    #[test]
    fn any_sequence_of_edits_keeps_the_draft_whole() {
        // A small random walk over every edit, with out-of-range places and indices too.
        let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
        let mut next = |n: u64| {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (seed >> 33) % n
        };
        let actions = Action::ALL;
        let mut d = ProgramDraft::default();
        for _ in 0..5000 {
            let i = next(8) as usize;
            let place = match next(3) {
                0 => Place::Gap(i),
                1 => Place::LoopSlot {
                    block: i,
                    slot: next(3) as usize,
                },
                _ => Place::FunctionSlot(next(5) as usize),
            };
            let item = match next(6) {
                0 => Item::Loop,
                1 => Item::Function,
                _ => Item::Action(actions[next(16) as usize]),
            };
            match next(12) {
                0 => {
                    let _ = d.put(item);
                }
                1 => {
                    let _ = d.put_at(place, item);
                }
                2 => d.remove_back(),
                3 => d.remove_forward(),
                4 => d.remove(i),
                5 => d.move_block(i, next(9) as usize),
                6 => d.shift(if next(2) == 0 { -1 } else { 1 }),
                7 => d.set_times(i, next(120) as u8),
                8 => d.step_cursor(if next(2) == 0 { -1 } else { 1 }),
                9 => d.set_cursor(place),
                10 => d.clear_loop_slot(i, next(3) as usize),
                _ => d.clear_function_slot(next(4) as usize),
            }
            if d.blocks.len() > 12 {
                d.blocks.truncate(6);
                d.set_cursor(d.cursor);
            }
            assert!(
                d.places().contains(&d.cursor),
                "{:?} in {}",
                d.cursor,
                d.text()
            );
            if let Ok(p) = d.program() {
                let mut again = ProgramDraft::default();
                again.set_text(&p.to_string()).unwrap();
                assert_eq!(again.program().unwrap(), p);
                assert_eq!(d.size(), p.size(), "one count for {}", d.text());
            }
        }
    }

    #[test]
    fn a_called_function_counts_its_three_slots_in_the_draft_and_the_program() {
        let mut d = ProgramDraft::default();
        d.set_text("Up Function").unwrap();
        assert_eq!(
            d.size(),
            5,
            "two blocks and the function's three slots, empty"
        );
        d.set_text("Up Function with Down Right Up").unwrap();
        assert_eq!(d.size(), 5);
        assert_eq!(d.program().unwrap().size(), 5);
        let called_without_body = Program {
            blocks: vec![Block::Roll(Dir::Up), Block::Function],
            function: None,
        };
        assert_eq!(called_without_body.size(), 5);
        let d = ProgramDraft {
            blocks: vec![
                Piece::Loop {
                    times: 1,
                    body: [Some(Action::Roll(Dir::Up)), None],
                },
                Piece::Roll(Dir::Left),
            ],
            ..ProgramDraft::default()
        };
        assert_eq!(
            d.size(),
            3,
            "a loop that runs once counts two, an empty slot or not"
        );
    }

    #[test]
    fn the_runnable_prefix_stops_at_the_first_unfinished_block() {
        let mut d = ProgramDraft::from_program(&"Up Right".parse().unwrap());
        d.put(Item::Loop).unwrap();
        d.set_cursor(Place::Gap(3));
        d.put(Item::Action(DOWN)).unwrap();
        assert_eq!(d.runnable_prefix().to_string(), "Up Right");
        let d = ProgramDraft::from_program(&Program {
            blocks: vec![Block::Roll(Dir::Up), Block::Function],
            function: None,
        });
        assert_eq!(d.runnable_prefix().blocks.len(), 1);
    }
}
