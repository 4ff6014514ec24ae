//! Lights: a row of lamps to switch off. Pressing a lamp flips it and its neighbours. A toy,
//! built with the `toy` feature only, that shows what a puzzle needs to join the collection
//! (see `docs/ARCHITECTURE.md`).
//!
//! A level is one row of `*` (on) and `.` (off), at most [`MAX_LAMPS`] long.

use crate::error::ParseError;
use crate::generate::{Made, Options, exactly};
use crate::level_file::{self, Meta};
use crate::puzzle::Level;
use crate::puzzle::{IllegalMove, Puzzle, Solution};
use crate::search::{self, Budget};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use web_time::Instant;

/// The longest row.
pub const MAX_LAMPS: usize = 20;

/// A row of lamps.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Strip {
    lamps: Vec<bool>,
    meta: Meta,
}

impl Strip {
    /// The lamps, left to right; `true` is on.
    pub fn lamps(&self) -> &[bool] {
        &self.lamps
    }

    fn flipped(lamps: &[bool], at: usize) -> Vec<bool> {
        let mut out = lamps.to_vec();
        let from = at.saturating_sub(1);
        let to = (at + 1).min(lamps.len() - 1);
        for lamp in &mut out[from..=to] {
            *lamp = !*lamp;
        }
        out
    }
}

/// Reads a row of lamps.
pub fn parse(text: &str) -> Result<Strip, ParseError> {
    let t = level_file::split(text)?;
    if let Some(extra) = t.rows.get(1) {
        return Err(
            ParseError::named("lights-one-row", "lights are one row of lamps")
                .placed(extra.line, 1),
        );
    }
    let row = t.rows[0];
    let mut lamps = Vec::new();
    for (i, c) in row.text.trim_end().chars().enumerate() {
        match c {
            '*' => lamps.push(true),
            '.' => lamps.push(false),
            _ => {
                return Err(ParseError::named(
                    "lights-not-a-lamp",
                    format!(
                        "{} is no lamp: draw a lamp on with '*' and one off with '.'",
                        level_file::show_char(c)
                    ),
                )
                .placed(row.line, i + 1)
                .with("found", c));
            }
        }
        if lamps.len() > MAX_LAMPS {
            return Err(ParseError::named(
                "lights-too-many",
                format!("a row holds at most {MAX_LAMPS} lamps"),
            )
            .placed(row.line, i + 1)
            .with("most", MAX_LAMPS));
        }
    }
    Ok(Strip {
        lamps,
        meta: t.meta,
    })
}

impl Puzzle for Strip {
    /// The lamp pressed, from 0 on the left.
    type Move = usize;
    const WHY_UNSOLVABLE: &'static str = "no presses put out every lamp";
    const NODE_BUDGET: u64 = 1 << MAX_LAMPS;

    fn parse(text: &str) -> Result<Strip, ParseError> {
        parse(text)
    }

    fn to_text(&self) -> String {
        let row: String = self
            .lamps
            .iter()
            .map(|&on| if on { '*' } else { '.' })
            .collect();
        format!("{}{row}\n", self.meta.to_text())
    }

    fn meta(&self) -> &Meta {
        &self.meta
    }

    fn meta_mut(&mut self) -> &mut Meta {
        &mut self.meta
    }

    fn legal_moves(&self) -> Vec<usize> {
        (0..self.lamps.len()).collect()
    }

    fn apply(&self, &at: &usize) -> Result<Strip, IllegalMove> {
        if at >= self.lamps.len() {
            return Err(IllegalMove::new(format!(
                "there is no lamp {}: the row has {}",
                at.saturating_add(1),
                self.lamps.len()
            )));
        }
        Ok(Strip {
            lamps: Strip::flipped(&self.lamps, at),
            meta: self.meta.clone(),
        })
    }

    fn is_solved(&self) -> bool {
        self.lamps.iter().all(|&on| !on)
    }

    fn describe_move(&self, at: &usize) -> String {
        format!("press lamp {}", at + 1)
    }

    fn solve_within(&self, budget: Budget) -> Solution<usize> {
        let started = Instant::now();
        let n = self.lamps.len();
        let explored = search::bfs(
            vec![self.lamps.clone()],
            |lamps, out| out.extend((0..n).map(|at| Strip::flipped(lamps, at))),
            |lamps| lamps.iter().all(|&on| !on),
            budget,
        );
        let moves = explored.goal.map(|goal| {
            let path = explored.path_to(goal);
            path.windows(2)
                .map(|w| {
                    (0..n)
                        .find(|&at| Strip::flipped(&w[0], at) == w[1])
                        .unwrap_or(0)
                })
                .collect()
        });
        Solution {
            optimal: moves.is_some(),
            complete: moves.is_some() || explored.complete,
            moves,
            nodes: explored.states.len() as u64,
            seconds: started.elapsed().as_secs_f64(),
        }
    }
}

impl Level for Strip {
    fn summary_parts(&self) -> Vec<crate::puzzle::SummaryPart> {
        use crate::puzzle::SummaryPart;
        let on = self.lamps.iter().filter(|&&on| on).count();
        let of = self.lamps.len();
        vec![
            SummaryPart::new("lights-summary-lamps-on", format!("{on} of {of} lamps on"))
                .with("on", on)
                .with("of", of),
        ]
    }

    fn generate(args: &Options) -> Result<Made<Self>, String> {
        let (n, _) = args.size.unwrap_or((7, 1));
        if !(3..=MAX_LAMPS).contains(&n) {
            return Err(format!(
                "a row of lights holds 3 to {MAX_LAMPS} lamps, not {n}"
            ));
        }
        let mut rng = ChaCha8Rng::seed_from_u64(args.seed);
        let mut strip = Strip {
            lamps: vec![false; n],
            meta: Meta::default(),
        };
        // Pressing lamps of a dark row makes a row that pressing them again puts out.
        while strip.is_solved() {
            for at in 0..n {
                if rng.random_bool(0.5) {
                    strip.lamps = Strip::flipped(&strip.lamps, at);
                }
            }
        }
        let par = strip
            .solve()
            .length()
            .ok_or("internal error: a row with no solution")?;
        strip
            .meta
            .set("title", format!("Random lights #{}", args.seed));
        strip.meta.set("par", par.to_string());
        Ok(exactly(strip))
    }

    fn random_like(&self, seed: u64) -> Result<Strip, String> {
        let args = Options {
            seed,
            size: Some((self.lamps.len(), 1)),
            ..Options::default()
        };
        let mut made = Strip::generate(&args)?.level;
        made.meta.set("seed", seed.to_string());
        Ok(made)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_press_flips_the_lamp_and_its_neighbours() {
        let s = parse("*..*.\n").unwrap();
        assert_eq!(s.apply(&0).unwrap().to_text(), ".*.*.\n");
        assert_eq!(s.apply(&2).unwrap().to_text(), "***..\n");
        assert_eq!(s.apply(&4).unwrap().to_text(), "*...*\n");
        assert!(s.apply(&5).is_err());
    }

    #[test]
    fn bad_rows_are_refused_where_they_go_wrong() {
        assert_eq!(
            parse("**x\n").unwrap_err().to_string(),
            "line 1, column 3: 'x' is no lamp: draw a lamp on with '*' and one off with '.'"
        );
        assert!(parse("**\n..\n").is_err());
        assert!(parse(&"*".repeat(MAX_LAMPS + 1)).is_err());
    }
}
