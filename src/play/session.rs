//! The level being played, for any puzzle: its start, the position now, the moves made and
//! those taken back ([`Session`]), and what a puzzle must answer to be played through it
//! ([`Playable`]). Nothing here needs a running game: a session is made, played, undone and
//! redone by plain calls (see the tests below), and the plugin in `play` drives it frame by
//! frame.

use super::Command;
use super::rules::HowToPlay;
use crate::lang::Words;
use crate::level_id::LevelId;
use bevy::prelude::*;
use puzzles::Variant;

/// The attempt at a level under way: begun when the level opens at its start or restarts.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Attempt {
    /// Milliseconds on the attempt's clock (see `play::stats::tick` for when it runs).
    pub time: u64,
    /// Whether the clock runs until the next frame.
    pub(super) running: bool,
    /// Whether a hint was shown.
    pub hinted: bool,
    /// How many hints were shown (one, for an attempt taken up again after a hint: where a
    /// level was left keeps only whether there was one).
    pub hints: u32,
    /// Whether it was counted in the progress (it is, at its first move).
    pub counted: bool,
    /// Whether the player made a move in it (not the solver).
    pub played: bool,
    /// Whether it was won: the clock stops.
    pub won: bool,
    /// The count of a win of the player's own (no hint, every bonus taken), kept so that a par
    /// the solver finds only after the win still marks it.
    pub unaided_win: Option<u32>,
}

impl Attempt {
    /// Whether the clock is running.
    pub fn running(&self) -> bool {
        self.running
    }

    /// An attempt left earlier and taken up again: counted already, its clock where it was.
    pub fn continued(time: u64, hinted: bool) -> Attempt {
        Attempt {
            time,
            hinted,
            hints: u32::from(hinted),
            counted: true,
            ..Attempt::default()
        }
    }
}

/// A puzzle the game can play move by move.
pub trait Playable: Variant<Move: Send + Sync + 'static> {
    /// Its "How to play" card: the rules, the controls, and the line shown before the first
    /// move.
    const HOW_TO_PLAY: &'static HowToPlay;

    /// How many positions a hint may search before it gives up (none: the solver's own
    /// budget).
    fn hint_budget(&self) -> Option<u64> {
        None
    }

    /// How a solution of `length` moves from here that is not the shortest is described after
    /// its length ("120 to go, …"), in a few words of the player's language.
    fn not_shortest(&self, words: Words, _length: usize) -> String {
        crate::tr!(words, "play-not-the-fewest")
    }

    /// What the count shows at this position after `moves` moves: the moves themselves, or,
    /// for a program, its blocks. Par is this count at the end of an optimal solution.
    fn score(&self, moves: usize) -> usize {
        moves
    }

    /// Whether reaching a solved position wins the level; when it does not, the puzzle's plugin
    /// says when the level is won (a program wins when its run ends on the target).
    const WON_BY_MOVING: bool = true;

    /// Whether the puzzle's own plugin answers `command` in place of the session.
    fn takes_over(_command: &Command) -> bool {
        false
    }

    /// Whether asking for a hint again, while one is on show, makes the hinted move.
    const HINT_AGAIN_PLAYS: bool = false;

    /// Why no hint is looked for from here, if there is a reason (in the player's language).
    fn why_no_hint(&self, words: Words) -> Option<String> {
        self.is_solved()
            .then(|| crate::tr!(words, "play-already-solved"))
    }

    /// What is said when the solver proves there is no solution from here (a message id).
    const NO_SOLUTION: &'static str = "hud-no-solution";

    /// A hint in words: the first of `moves`, a solution from here (the shortest if
    /// `optimal`), and how many are left; its move as the player sees it drawn
    /// ([`move_as_drawn`](Self::move_as_drawn)), made by touch or not.
    fn hint_words(
        &self,
        words: Words,
        moves: &[Self::Move],
        optimal: bool,
        by_touch: bool,
    ) -> String {
        let first = moves
            .first()
            .map_or(String::new(), |m| self.move_as_drawn(words, m, by_touch));
        // A route that may be longer than the fewest says so, in words short enough for a
        // phone's line.
        if optimal {
            crate::tr!(words, "play-hint-to-go", move = first, moves = moves.len())
        } else {
            let longer = self.not_shortest(words, moves.len());
            crate::tr!(
                words, "play-hint-to-go-longer",
                move = first,
                moves = moves.len(),
                longer = longer
            )
        }
    }

    /// The idea behind a hint, told before its move (which corner, what is wrong there), when
    /// the puzzle has one: the move itself comes when the hint is asked for again. `moves`:
    /// a solution from here.
    fn hint_idea(&self, _words: Words, _moves: &[Self::Move]) -> Option<String> {
        None
    }

    /// A move as the player sees it on the board (rows and columns counted from 1, pieces by
    /// what they look like); by default the rules' own words.
    fn move_in_words(&self, _words: Words, m: &Self::Move) -> String {
        self.describe_move(m)
    }

    /// A move as told to a player who plays by touch and has no keys: by default as
    /// [`move_in_words`](Self::move_in_words) tells it (which names no key).
    fn move_by_touch(&self, words: Words, m: &Self::Move) -> String {
        self.move_in_words(words, m)
    }

    /// A move in words, by touch ([`move_by_touch`](Self::move_by_touch)) or not.
    fn move_as_made(&self, words: Words, m: &Self::Move, by_touch: bool) -> String {
        if by_touch {
            self.move_by_touch(words, m)
        } else {
            self.move_in_words(words, m)
        }
    }

    /// A move as a hint and the first level's guide tell it, to a player who sees the board
    /// as it is drawn: by default as [`move_as_made`](Self::move_as_made) tells it.
    fn move_as_drawn(&self, words: Words, m: &Self::Move, by_touch: bool) -> String {
        self.move_as_made(words, m, by_touch)
    }

    /// The position in words for a player who does not see the board (a screen reader reads
    /// them, in the player's language): in one line, what matters most now, or whole, row by
    /// row or piece by piece.
    fn board_in_words(&self, words: Words, told: Told) -> String;

    /// What is heard when `m` is made from here and leads to `after` (effects of the
    /// puzzle's own, declared in its files).
    fn move_sounds(&self, m: &Self::Move, after: &Self) -> Vec<crate::sound::Sound>;

    /// What is heard when a move is refused.
    const REFUSED_SOUND: crate::sound::synth::Effect = crate::sound::synth::Effect::REFUSED;

    /// Seconds from the win to its flourish (a puzzle may have a sound of its own first).
    const WIN_SOUND_DELAY: f32 = 0.0;

    /// The level's start with nothing of the player's in it (a map without the program a
    /// file may bring): where the shortest way to set beside the player's is sought from.
    fn bare(&self) -> Self {
        self.clone()
    }

    /// For a puzzle whose solution is what its last position holds rather than the moves that
    /// led there (a program), that solution part by part, in words: "Compare" then sets the
    /// player's beside the best one part by part. `None` (by default): the moves, step in step.
    fn solution_parts(&self, _words: Words) -> Option<Vec<String>> {
        None
    }

    /// For a puzzle scored in stars (roll-the-ball's bonuses), what the solution that ends
    /// here takes on the way, of how many: "Compare" sets the stars first, then the count.
    /// `None` (by default): nothing is taken.
    fn taken(&self) -> Option<super::Taken> {
        None
    }

    /// A search of this position that can run a slice at a time, for a browser, where a long
    /// search must not hold up the page; `None` when the puzzle's searches are short anyway.
    fn stepper(
        &self,
        _max_nodes: Option<u64>,
    ) -> Option<Box<dyn crate::jobs::Sliced<puzzles::Solution<Self::Move>>>> {
        None
    }
}

/// How much of a position is put into words ([`Playable::board_in_words`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Told {
    /// One line: what matters most now ("5 tiles out of place").
    Line,
    /// The whole board: row by row, or piece by piece.
    Whole,
}

/// One move made, with the position before it (so undo is exact and cheap).
#[derive(Clone, Debug)]
pub struct MoveMade<P: Playable> {
    pub mv: P::Move,
    /// The position before it.
    pub before: P,
}

/// Which level is being played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LevelInfo {
    /// The key progress is saved under: `shot/01-the-example`, or `mine/shot/…` for a level the
    /// player generated.
    pub id: LevelId,
    /// The name shown.
    pub title: String,
    /// The par written in the level file.
    pub par: Option<u32>,
}

/// The level being played: its start, the position now, and the moves between them.
#[derive(Resource)]
pub struct Session<P: Playable> {
    pub level: LevelInfo,
    /// The position the level starts from.
    pub start: P,
    /// The position now.
    pub current: P,
    /// Moves made, oldest first: what undo takes back.
    pub done: Vec<MoveMade<P>>,
    /// Moves taken back (or a solution waiting to be played), the next one last: what redo replays.
    pub undone: Vec<MoveMade<P>>,
    /// The fewest moves, once the solver has found it (or from the level file).
    pub par: Option<u32>,
    /// Set once the solver has looked for par (so "no par" can be told from "not yet").
    pub par_checked: bool,
    /// Whether the solver played part of this attempt, so a win is not counted as the player's.
    pub assisted: bool,
    /// The attempt under way: its clock, and whether it had a hint.
    pub attempt: Attempt,
    /// The shortest solution from the start, as far as the solver has looked (for "Compare").
    pub shortest: Shortest<P::Move>,
}

/// What the solver has found of the shortest solution from a level's start.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum Shortest<M> {
    /// Not looked for yet, or still being looked for.
    #[default]
    NotYet,
    /// Its moves.
    Found(Vec<M>),
    /// The solver gave up after this many positions, or found none.
    NotFound(u64),
}

impl<P: Playable> Session<P> {
    /// A new session at the start of a level.
    pub fn new(level: LevelInfo, start: P) -> Session<P> {
        Session {
            par_checked: level.par.is_some(),
            par: level.par,
            level,
            current: start.clone(),
            start,
            done: Vec::new(),
            undone: Vec::new(),
            assisted: false,
            attempt: Attempt::default(),
            shortest: Shortest::NotYet,
        }
    }

    /// Moves made so far, as the puzzle counts them (see [`Playable::score`]).
    pub fn moves(&self) -> usize {
        self.current.score(self.done.len())
    }

    /// Takes back the last move; returns the change, if there was a move.
    pub fn undo(&mut self) -> Option<BoardChanged<P>> {
        let step = self.done.pop()?;
        let before = std::mem::replace(&mut self.current, step.before.clone());
        let mv = step.mv.clone();
        self.undone.push(step);
        Some(BoardChanged {
            before,
            after: self.current.clone(),
            how: Change::Undone(mv),
        })
    }

    /// Replays the next move taken back; returns the change, if there was one.
    pub fn redo(&mut self) -> Option<BoardChanged<P>> {
        let step = self.undone.pop()?;
        match self.current.apply(&step.mv) {
            Ok(after) => {
                let before = std::mem::replace(&mut self.current, after);
                self.done.push(MoveMade {
                    mv: step.mv.clone(),
                    before: before.clone(),
                });
                Some(BoardChanged {
                    before,
                    after: self.current.clone(),
                    how: Change::Redone(step.mv),
                })
            }
            Err(_) => {
                // A stale redo list (it cannot happen, but never trust it blindly).
                self.undone.clear();
                None
            }
        }
    }

    /// Makes a move, or says why it is not allowed.
    pub fn play(&mut self, mv: P::Move) -> Result<BoardChanged<P>, puzzles::puzzle::IllegalMove> {
        let after = self.current.apply(&mv)?;
        // Making the move the redo list holds next keeps the rest of that list: a player can
        // follow a solution and take over at any step.
        if self.undone.last().is_some_and(|s| s.mv == mv) {
            self.undone.pop();
        } else {
            self.undone.clear();
            // A line of the player's own from the start owes the solver nothing.
            if self.done.is_empty() {
                self.assisted = false;
            }
        }
        let before = std::mem::replace(&mut self.current, after);
        let merged = self.done.last().and_then(|last| {
            last.before
                .merge(&last.mv, &mv)
                .map(|m| (m, last.before.clone()))
        });
        match merged {
            // A move back to where the block was is no move at all.
            Some((_, earlier)) if earlier == self.current => {
                self.done.pop();
            }
            Some((m, _)) => self.done.last_mut().unwrap().mv = m,
            None => self.done.push(MoveMade {
                mv: mv.clone(),
                before: before.clone(),
            }),
        }
        Ok(BoardChanged {
            before,
            after: self.current.clone(),
            how: Change::Played(mv),
        })
    }

    /// Goes back to the start; every move can be replayed with redo.
    pub fn restart(&mut self) -> Option<BoardChanged<P>> {
        self.seek(0)
    }

    /// Undoes or redoes until `index` moves are made.
    pub fn seek(&mut self, index: usize) -> Option<BoardChanged<P>> {
        let before = self.current.clone();
        while self.done.len() > index && self.undo().is_some() {}
        while self.done.len() < index && self.redo().is_some() {}
        (before != self.current).then(|| BoardChanged {
            before,
            after: self.current.clone(),
            how: Change::Jumped,
        })
    }

    /// Every position of the timeline: the start, after each move made, then after each move
    /// waiting in the redo list.
    pub fn timeline_len(&self) -> usize {
        self.done.len() + self.undone.len()
    }
}

/// How the board changed.
#[derive(Clone, Debug, PartialEq)]
pub enum Change<M> {
    /// The player made this move.
    Played(M),
    /// This move was taken back.
    Undone(M),
    /// This move was replayed (redo, or solution playback).
    Redone(M),
    /// Several moves at once (restart, scrubbing the timeline).
    Jumped,
}

/// A move the player asks for.
#[derive(Message, Clone, Debug)]
pub struct MoveRequested<P: Playable>(pub P::Move);

/// The position changed: puzzle plugins animate this.
#[derive(Message, Clone, Debug)]
pub struct BoardChanged<P: Playable> {
    /// The position before.
    pub before: P,
    /// The position after.
    pub after: P,
    /// What happened.
    pub how: Change<P::Move>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use puzzles::Puzzle;
    use puzzles::klotski::{Board, Metric, Slide};

    fn session(text: &str) -> Session<Board> {
        let level = LevelInfo {
            id: "test".into(),
            title: "Test".into(),
            par: None,
        };
        Session::new(level, Board::parse(text).unwrap())
    }

    /// A 1×1 block that can go round an empty 2×2 corner.
    const BOARD: &str = "; goal: S 0,0\n; metric: step\nSS.\nSS.\n..a\n";

    fn slide(board: &Board, from: [usize; 2], to: [usize; 2]) -> Slide {
        board
            .legal_moves()
            .into_iter()
            .find(|m| (m.from, m.to) == (from, to))
            .expect("a legal move")
    }

    #[test]
    fn moves_are_undone_and_redone_exactly() {
        let mut s = session(BOARD);
        let start = s.current.clone();
        let first = slide(&s.current, [2, 2], [1, 2]);
        s.play(first).unwrap();
        let after = s.current.clone();
        assert_eq!(s.moves(), 1);
        let undone = s.undo().unwrap();
        assert_eq!(
            (undone.before, undone.after),
            (after.clone(), start.clone())
        );
        assert_eq!(s.timeline_len(), 1, "the move waits to be redone");
        s.redo().unwrap();
        assert_eq!(s.current, after);
        assert!(s.undone.is_empty());
        assert_eq!(s.restart().unwrap().after, start);
        assert_eq!(s.seek(1).unwrap().after, after);
    }

    #[test]
    fn a_move_back_where_the_block_was_is_no_move() {
        let mut s = session(&BOARD.replace("step", "move"));
        assert_eq!(s.current.metric(), Metric::Move);
        let there = slide(&s.current, [2, 2], [1, 2]);
        s.play(there).unwrap();
        let back = slide(&s.current, [1, 2], [2, 2]);
        s.play(back).unwrap();
        assert!(s.done.is_empty(), "merged into nothing");
    }

    #[test]
    fn a_refused_move_changes_nothing_and_the_redo_list_is_followed() {
        let mut s = session(BOARD);
        let start = s.current.clone();
        let far = Slide {
            from: [0, 0],
            to: [4, 4],
        };
        assert!(s.play(far).is_err());
        assert_eq!(s.current, start);
        let first = slide(&s.current, [2, 2], [1, 2]);
        s.play(first).unwrap();
        s.undo();
        s.assisted = true;
        s.play(first).unwrap();
        assert!(s.undone.is_empty());
        assert!(
            s.assisted,
            "following the redo list keeps the solver's help"
        );
    }
}
