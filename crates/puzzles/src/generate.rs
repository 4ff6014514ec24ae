//! What a new level is made from (a seed, a difficulty and a few knobs) and what comes back:
//! the words every puzzle's generator shares. Each puzzle makes its own levels (see
//! `Level::generate`); the table hands the request to the right one.

/// How hard a generated level should be.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Difficulty {
    /// A first try.
    Easy,
    /// The usual.
    #[default]
    Medium,
    /// For a player who knows the puzzle.
    Hard,
    /// The hardest the generator makes.
    Expert,
}

impl Difficulty {
    /// All four, easiest first.
    pub const ALL: [Difficulty; 4] = [
        Difficulty::Easy,
        Difficulty::Medium,
        Difficulty::Hard,
        Difficulty::Expert,
    ];

    /// The name a player reads.
    pub fn name(self) -> &'static str {
        match self {
            Difficulty::Easy => "Easy",
            Difficulty::Medium => "Medium",
            Difficulty::Hard => "Hard",
            Difficulty::Expert => "Expert",
        }
    }

    /// The difficulty of this name, in any case (`easy`, `Hard`…).
    pub fn from_name(name: &str) -> Option<Difficulty> {
        Difficulty::ALL
            .into_iter()
            .find(|d| d.name().eq_ignore_ascii_case(name))
    }
}

/// A level made, and a word about it when it is only the closest the generator came to what
/// was asked.
#[derive(Clone, Debug)]
pub struct Made<L> {
    /// The level, with (when the solver proved it) its par.
    pub level: L,
    /// Why it is not quite what was asked, if it is not.
    pub closest: Option<String>,
}

/// What to make.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// The same seed always makes the same level.
    pub seed: u64,
    /// The overall difficulty; the knobs below override it.
    pub difficulty: Difficulty,
    /// Shot: the number of balls.
    pub balls: Option<usize>,
    /// Board size (columns, rows).
    pub size: Option<(usize, usize)>,
    /// Roll-the-ball coding: rows (overrides `size`).
    pub rows: Option<usize>,
    /// Roll-the-ball coding: columns (overrides `size`).
    pub cols: Option<usize>,
    /// Roll-the-ball coding: bonuses on the map.
    pub bonuses: Option<usize>,
    /// Length range of the shortest solution.
    pub moves: Option<(usize, usize)>,
    /// Sliding blocks: the name of the metric `moves` counts in (`step`, `slide`, `move`).
    pub metric: Option<String>,
    /// Snake: at most this many solutions distinct up to rotation and reflection.
    pub solutions: Option<u64>,
}

impl Options {
    /// The knobs given besides the seed, the difficulty and the size, by their names on the
    /// command line: a puzzle refuses those it does not read.
    pub fn knobs_given(&self) -> Vec<&'static str> {
        [
            ("--balls", self.balls.is_some()),
            ("--rows", self.rows.is_some()),
            ("--cols", self.cols.is_some()),
            ("--bonuses", self.bonuses.is_some()),
            ("--moves", self.moves.is_some()),
            ("--metric", self.metric.is_some()),
            ("--solutions", self.solutions.is_some()),
        ]
        .into_iter()
        .filter_map(|(name, given)| given.then_some(name))
        .collect()
    }
}

/// Why a generated level is not given out: the solver found no solution, or ran out of time.
pub fn unconfirmed(complete: bool, what: &str) -> String {
    if complete {
        format!("internal error: the generated {what} has no solution")
    } else {
        format!(
            "the solver could not confirm the generated {what} within its budget; try another seed"
        )
    }
}

/// A level that is what was asked.
pub fn exactly<L>(level: L) -> Made<L> {
    Made {
        level,
        closest: None,
    }
}
