//! A progress file from outside (one `progress export` wrote, or the game's own save), read
//! and checked before anything of it is merged: exactly what the game writes, and nothing that
//! cannot be true of a level (a win in no moves, below its par). A file that is not is
//! refused whole, in one sentence naming the file and what is wrong.

use super::records::Progress;
use crate::level_id::LevelId;
use std::collections::HashMap;

/// Why a file was not imported.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Why {
    /// It is JSON, but not one object.
    NotAnObject,
    /// It is not JSON: where, and the reader's words.
    NotJson {
        line: usize,
        column: usize,
        said: String,
    },
    /// It is JSON but not progress: where, and the reader's words.
    NotProgress {
        line: usize,
        column: usize,
        said: String,
    },
    /// A newer game wrote it.
    Newer { version: u32 },
    /// It reads, but a level id has control characters or its keys cannot all be in force.
    NotInForce,
    /// It claims what cannot be true of a level: which (its id, or a day's date), and what.
    Impossible { of: String, claim: Claim },
}

/// What a file may claim that cannot be true.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Claim {
    /// A level won in no moves.
    NoMoves,
    /// A level won in no time.
    NoTime,
    /// More attempts at a level than a player makes ([`MOST_ATTEMPTS`]).
    Attempts(u32),
    /// Par reached without the level solved.
    ParUnsolved,
    /// A win in fewer moves than the level's par, which is the fewest there are.
    BelowPar { best: u32, par: u32 },
    /// A day that is no date.
    NoDate(String),
}

/// The most attempts at one level a file may claim: a thousand a day for nearly three years.
pub const MOST_ATTEMPTS: u32 = 1_000_000;

/// A file refused whole: its name and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refused {
    pub name: String,
    pub why: Why,
}

impl std::fmt::Display for Refused {
    /// In English, for the command line: `FILE: why; nothing was imported`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let why = match &self.why {
            Why::NotAnObject => {
                "it is not a puzzlebox progress file, which is one JSON object".to_string()
            }
            Why::NotJson { line, column, said } => {
                format!("line {line}, column {column}: it is not JSON ({said})")
            }
            Why::NotProgress { line, column, said } => format!(
                "line {line}, column {column}: it is not a puzzlebox progress file ({said})"
            ),
            Why::Newer { version } => format!(
                "it was written by a newer game (progress version {version}; this game reads up \
                 to {})",
                super::records::VERSION
            ),
            Why::NotInForce => {
                "it holds a level id with control characters, or keys that cannot all be in force"
                    .to_string()
            }
            Why::Impossible { of, claim } => format!("{of:?} {}", claim_in_english(claim)),
        };
        write!(f, "{}: {why}; nothing was imported", self.name)
    }
}

impl Refused {
    /// The refusal in the player's language (the reader's own words stay as it gives them).
    pub fn told(&self, words: crate::lang::Words) -> String {
        let why = match &self.why {
            Why::NotAnObject => crate::tr!(words, "import-not-an-object"),
            Why::NotJson { line, column, said } => crate::tr!(
                words,
                "import-not-json",
                line = *line,
                column = *column,
                said = said.clone()
            ),
            Why::NotProgress { line, column, said } => crate::tr!(
                words,
                "import-not-progress",
                line = *line,
                column = *column,
                said = said.clone()
            ),
            Why::Newer { version } => crate::tr!(
                words,
                "import-newer",
                version = *version,
                most = super::records::VERSION
            ),
            Why::NotInForce => crate::tr!(words, "import-not-in-force"),
            Why::Impossible { of, claim } => {
                let of = format!("{of:?}");
                match claim {
                    Claim::NoMoves => crate::tr!(words, "import-claim-no-moves", level = of),
                    Claim::NoTime => crate::tr!(words, "import-claim-no-time", level = of),
                    Claim::Attempts(n) => crate::tr!(
                        words,
                        "import-claim-attempts",
                        level = of,
                        count = *n,
                        most = MOST_ATTEMPTS
                    ),
                    Claim::ParUnsolved => {
                        crate::tr!(words, "import-claim-par-unsolved", level = of)
                    }
                    Claim::BelowPar { best, par } => crate::tr!(
                        words,
                        "import-claim-below-par",
                        level = of,
                        best = *best,
                        par = *par
                    ),
                    Claim::NoDate(day) => crate::tr!(
                        words,
                        "import-claim-no-date",
                        day = format!("{day:?}"),
                        of = of
                    ),
                }
            }
        };
        crate::tr!(words, "import-refused", file = self.name.clone(), why = why)
    }
}

/// What a claim says, in English (after the level's id, quoted).
fn claim_in_english(claim: &Claim) -> String {
    match claim {
        Claim::NoMoves => "is won in 0 moves, which cannot be".to_string(),
        Claim::NoTime => "is won in 0 ms, which cannot be".to_string(),
        Claim::Attempts(n) => {
            format!("was begun {n} times, more than the {MOST_ATTEMPTS} a player can")
        }
        Claim::ParUnsolved => "has its par reached but is not solved".to_string(),
        Claim::BelowPar { best, par } => {
            format!("is won in {best} moves, fewer than its par of {par}, the fewest there are")
        }
        Claim::NoDate(day) => format!("has a level finished on {day:?}, which is no date"),
    }
}

/// The progress in a file to import: exactly what the game writes and nothing that cannot be
/// true (`pars`: the built-in levels' pars, the fewest moves there are), or why not, naming
/// the file (and, for JSON that does not read, the line and column; for a claim, the level).
/// Its levels finished from before marks are marked as the file's own (see `history`).
pub fn read(name: &str, bytes: &[u8], pars: &HashMap<LevelId, u32>) -> Result<Progress, Refused> {
    let refused = |why| Refused {
        name: name.to_string(),
        why,
    };
    if let Some(mut progress) = super::salvage::exact(bytes) {
        if let Some((of, claim)) = impossible(&progress, pars) {
            return Err(refused(Why::Impossible { of, claim }));
        }
        if progress.finished.iter().any(|f| f.from.is_empty()) {
            let mut history = progress.history();
            let origin = super::history::origin_of_unmarked(&history.finished);
            super::history::mark_unmarked(&mut history, &origin);
            progress.set_history(history);
        }
        return Ok(progress);
    }
    // The reader's words without the place it adds at their end: the place comes first.
    let said = |e: &serde_json::Error| {
        let said = e.to_string();
        said.rsplit_once(" at line ")
            .map_or(said.clone(), |(words, _)| words.to_string())
    };
    let an_object = serde_json::from_slice::<serde_json::Value>(bytes).map(|v| v.is_object());
    let why = match serde_json::from_slice::<Progress>(bytes) {
        Err(_) if an_object.as_ref().is_ok_and(|object| !object) => Why::NotAnObject,
        Err(e) if e.is_syntax() || e.is_eof() || e.is_io() => Why::NotJson {
            line: e.line(),
            column: e.column(),
            said: said(&e),
        },
        Err(e) => Why::NotProgress {
            line: e.line(),
            column: e.column(),
            said: said(&e),
        },
        Ok(p) if p.version > super::records::VERSION => Why::Newer { version: p.version },
        Ok(_) => Why::NotInForce,
    };
    Err(refused(why))
}

/// The first thing the progress claims that cannot be true, and of which level (or day).
fn impossible(p: &Progress, pars: &HashMap<LevelId, u32>) -> Option<(String, Claim)> {
    for (id, r) in &p.levels {
        let claim = if r.best == Some(0) {
            Some(Claim::NoMoves)
        } else if r.best_time == Some(0) {
            Some(Claim::NoTime)
        } else if r.attempts > MOST_ATTEMPTS {
            Some(Claim::Attempts(r.attempts))
        } else if r.par_unaided && !r.solved {
            Some(Claim::ParUnsolved)
        } else {
            match (r.best, pars.get(id)) {
                (Some(best), Some(&par)) if best < par => Some(Claim::BelowPar { best, par }),
                _ => None,
            }
        };
        if let Some(claim) = claim {
            return Some((id.to_string(), claim));
        }
    }
    for f in &p.finished {
        if f.moves == Some(0) {
            return Some((f.level.to_string(), Claim::NoMoves));
        }
        if puzzles::daily::Date::parse(&f.day).is_err() {
            return Some((f.level.to_string(), Claim::NoDate(f.day.clone())));
        }
    }
    None
}
