//! What the "Compare" card holds: the two ways, step in step, and what it says of them, put
//! in words once.

use crate::lang::{Language, Words};
use crate::play::session::{Playable, Session};
use bevy::prelude::*;
use puzzles::compare::{SideBySide, first_difference};

/// The comparison on show.
#[derive(Resource)]
pub struct Comparing<P: Playable> {
    /// The level's start it was opened on: another level puts it away.
    pub(super) start: P,
    pub(super) what: Compared<P>,
    /// The step both pictures show (moves made on each way).
    pub step: usize,
    /// Whether the pictures step on by themselves.
    pub playing: bool,
    pub(super) timer: f32,
    /// The step a screen reader was last told of (`None` before the verdict).
    pub(super) heard: Option<usize>,
}

/// What the card has to show.
pub enum Compared<P: Playable> {
    /// The solver is still looking for the shortest way.
    Waiting,
    /// It gave up after this many positions, or found none.
    NotFound(u64),
    /// The two ways.
    Ways(Box<Ways<P>>),
}

/// The two ways, and what the card says of them, in the words they were put in.
pub struct Ways<P: Playable> {
    /// Both ways position by position; `None` for a program, set beside the best one by its
    /// parts alone.
    pub side: Option<SideBySide<P>>,
    /// Row by row: a step's move on each way (moves), or a part of each program (parts).
    pub rows: Vec<[Option<String>; 2]>,
    /// The first row where they part, from 0.
    pub parted: Option<usize>,
    /// The count of each, as the puzzle counts it (moves, or a program's blocks).
    pub counts: (usize, usize),
    /// Whether the solver played part of the player's way.
    pub assisted: bool,
    /// Whether it played all of it: the player made no move of their own.
    pub all_by_the_solver: bool,
    /// For a puzzle scored in stars, what each took on the way (the player's, the best).
    pub taken: Option<(crate::play::Taken, crate::play::Taken)>,
    pub(super) words: Words,
}

impl<P: Playable> Ways<P> {
    /// Whether the rows are parts of the last positions (a program) rather than moves.
    pub fn by_parts(&self) -> bool {
        self.side.is_none()
    }

    /// What the card says of the two ways, in a paragraph: their counts, whether and where
    /// they part, and whether the solver played part of the player's.
    pub fn verdict(&self, words: Words) -> String {
        // Sentences follow each other with a space, or none in Chinese and Japanese.
        let gap = match words.language {
            Language::Chinese | Language::Japanese => "",
            _ => " ",
        };
        self.verdict_lines(words).join(gap)
    }

    /// What a screen reader hears when `step` comes on show: the two moves made to reach it.
    pub fn step_said(&self, words: Words, step: usize) -> String {
        let Some([yours, its]) = step.checked_sub(1).and_then(|row| self.rows.get(row)) else {
            return crate::tr!(words, "compare-at-start");
        };
        let said = |m: &Option<String>| m.clone().unwrap_or_else(|| "—".to_string());
        crate::tr!(
            words,
            "compare-step-said",
            step = step,
            yours = said(yours),
            shortest = said(its)
        )
    }

    /// What the card says of the two ways: their counts, whether and where they part, and
    /// whether the solver played part of the player's.
    fn verdict_lines(&self, words: Words) -> Vec<String> {
        if self.all_by_the_solver {
            return vec![crate::tr!(words, "compare-all-by-the-solver")];
        }
        let (yours, shortest) = self.counts;
        let (counts, same, as_short, parted) = if self.by_parts() {
            (
                "compare-blocks",
                "compare-program-same",
                "compare-program-as-short",
                "compare-program-parted",
            )
        } else {
            (
                "compare-moves",
                "compare-same",
                "compare-as-short",
                "compare-parted",
            )
        };
        // What the level scores first: what was taken on the way (the stars), then the count.
        let took_less = self.taken.filter(|(mine, best)| mine.taken < best.taken);
        let mut lines: Vec<String> = took_less
            .map(|(mine, best)| {
                crate::tr!(
                    words,
                    "compare-took-less",
                    yours = mine.taken,
                    best = best.taken,
                    of = mine.of
                )
            })
            .into_iter()
            .collect();
        lines.push(words.message(
            counts,
            &[("yours", yours.into()), ("shortest", shortest.into())],
        ));
        match self.parted {
            None => lines.push(words.message(same, &[])),
            Some(row) => {
                if yours <= shortest && took_less.is_none() {
                    lines.push(words.message(as_short, &[]));
                }
                lines.push(words.message(parted, &[("at", (row + 1).into())]));
            }
        }
        if let Some((mine, its)) = self.side.as_ref().and_then(|side| side.rejoined) {
            lines.push(crate::tr!(
                words,
                "compare-rejoined",
                yours = mine,
                its = its
            ));
        }
        if self.assisted {
            lines.push(crate::tr!(words, "compare-assisted"));
        }
        lines
    }
}

impl<P: Playable> Comparing<P> {
    /// A card opened on the level starting at `start`, waiting for the shortest way.
    pub fn waiting_on(start: P) -> Self {
        Comparing {
            start,
            what: Compared::Waiting,
            step: 0,
            playing: false,
            timer: 0.0,
            heard: None,
        }
    }

    /// What the card shows.
    pub fn compared(&self) -> &Compared<P> {
        &self.what
    }

    /// The last step.
    pub fn steps(&self) -> usize {
        match &self.what {
            Compared::Ways(w) => w.side.as_ref().map_or(0, SideBySide::steps),
            _ => 0,
        }
    }

    /// Shows `step`, or the last if there are fewer.
    pub fn go(&mut self, step: usize) {
        self.step = step.min(self.steps());
    }
}

/// The player's way and the shortest, set side by side and put in words.
pub(super) fn ways<P: Playable>(
    session: &Session<P>,
    shortest: &[P::Move],
    words: Words,
) -> Compared<P> {
    let yours: Vec<P::Move> = session.done.iter().map(|m| m.mv.clone()).collect();
    let best = match session.start.bare().replay(shortest) {
        Ok(end) => end,
        Err((index, why)) => {
            warn!("move {} of the shortest way is refused: {why}", index + 1);
            return Compared::NotFound(0);
        }
    };
    let mut ways = Ways {
        side: None,
        rows: Vec::new(),
        parted: None,
        counts: (
            session.current.score(yours.len()),
            best.score(shortest.len()),
        ),
        assisted: session.assisted,
        all_by_the_solver: session.assisted && !session.attempt.played,
        taken: session.current.taken().zip(best.taken()),
        words,
    };
    // A program: the player's beside the best one, part by part.
    let parts = [&session.current, &best].map(|end| end.solution_parts(words));
    if let [Some(a), Some(b)] = parts {
        ways.parted = first_difference(&a, &b);
        ways.rows = rows_of(&a, &b);
        return Compared::Ways(Box::new(ways));
    }
    let side = match SideBySide::of(&session.start, &yours, shortest) {
        Ok(side) => side,
        Err(refused) => {
            warn!("the two ways cannot be set side by side: {refused}");
            return Compared::NotFound(0);
        }
    };
    let said = |line: &[P], moves: &[P::Move]| -> Vec<String> {
        moves
            .iter()
            .zip(line)
            .map(|(m, before)| before.move_in_words(words, m))
            .collect()
    };
    ways.rows = rows_of(&said(&side.yours, &yours), &said(&side.shortest, shortest));
    ways.parted = side.parted.map(|k| k - 1);
    ways.side = Some(side);
    Compared::Ways(Box::new(ways))
}

/// Two lists as rows of pairs, as long as the longer.
fn rows_of(a: &[String], b: &[String]) -> Vec<[Option<String>; 2]> {
    (0..a.len().max(b.len()))
        .map(|i| [a.get(i).cloned(), b.get(i).cloned()])
        .collect()
}

impl<P: Playable> Comparing<P> {
    /// Plays or pauses; played at the last step, it starts again from the first.
    pub fn toggle_play(&mut self) {
        if !self.playing && self.step >= self.steps() {
            self.step = 0;
        }
        self.playing = !self.playing && self.steps() > 0;
        self.timer = 0.0;
    }
}
