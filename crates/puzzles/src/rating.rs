//! A player's rating in one puzzle, and how sure it is: Glicko-2 (Glickman's system, as the
//! `skillratings` crate computes it). Each finished level is a game against the level, whose
//! strength is its difficulty on the same scale; a level won without help counts as a win, one
//! won with hints or the solver's moves as a draw, one given up as a loss. The rating moves
//! less as it grows sure, and a new player's moves fast.

use crate::generate::Difficulty;
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2_rating_period};

/// A rating: the player's strength, how far from it the truth may be (one deviation), and how
/// much it swings. Read from a file only when each lies where Glicko-2 can put it (see
/// [`Rating::is_plausible`]).
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(try_from = "Fields")]
pub struct Rating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

/// A rating as a file holds it, before it is checked.
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct Fields {
    rating: f64,
    deviation: f64,
    volatility: f64,
}

impl TryFrom<Fields> for Rating {
    type Error = String;
    fn try_from(f: Fields) -> Result<Rating, String> {
        let r = Rating {
            rating: f.rating,
            deviation: f.deviation,
            volatility: f.volatility,
        };
        if r.is_plausible() {
            Ok(r)
        } else {
            Err(format!(
                "a rating of {} ± {} (volatility {}) is out of range",
                f.rating, f.deviation, f.volatility
            ))
        }
    }
}

impl Default for Rating {
    /// A new player's: 1500, unsure by 350.
    fn default() -> Rating {
        from_glicko(Glicko2Rating::new())
    }
}

/// How a level was finished.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Finish {
    /// Won without a hint or the solver.
    Unaided,
    /// Won with a hint or the solver's moves.
    Helped,
    /// Left unsolved.
    Lost,
}

impl Rating {
    /// The rating after the levels of one sitting, each a level's strength and how it was
    /// finished (none: it only grows less sure).
    pub fn after(self, games: &[(Rating, Finish)]) -> Rating {
        let results: Vec<(Glicko2Rating, Outcomes)> = games
            .iter()
            .map(|(level, finish)| (to_glicko(*level), outcome(*finish)))
            .collect();
        let after = from_glicko(glicko2_rating_period(
            &to_glicko(self),
            &results,
            &Glicko2Config::new(),
        ));
        after.within_range().unwrap_or(self)
    }

    /// The rating brought within the range a file may hold ([`Rating::is_plausible`]), so
    /// that what is written is read back: Glicko-2 lets a deviation grow a hair past 350 after
    /// a loss, or fall to 0 from a tiny one, and a volatility reach 1 in its last digit.
    /// `None` for a rating that is no number at all.
    pub fn within_range(self) -> Option<Rating> {
        let finite =
            self.rating.is_finite() && self.deviation.is_finite() && self.volatility.is_finite();
        finite.then(|| Rating {
            rating: self.rating.clamp(0.0, 4000.0),
            deviation: self.deviation.clamp(MIN_DEVIATION, 350.0),
            volatility: self.volatility.clamp(MIN_VOLATILITY, MAX_VOLATILITY),
        })
    }

    /// Whether it lies where Glicko-2 can put it: a rating within 0 to 4000, a deviation
    /// above 0 and at most a new player's 350, a volatility above 0 and under 1. (A rating
    /// from elsewhere outside them would make its sums overflow.)
    pub fn is_plausible(self) -> bool {
        (0.0..=4000.0).contains(&self.rating)
            && self.deviation > 0.0
            && self.deviation <= 350.0
            && self.volatility > 0.0
            && self.volatility < 1.0
    }

    /// The strengths the player is likely to have (about 95 %: two deviations each way).
    pub fn range(self) -> (f64, f64) {
        (
            self.rating - 2.0 * self.deviation,
            self.rating + 2.0 * self.deviation,
        )
    }
}

/// The least deviation a rating keeps: Glicko-2 never comes near it from real play (a hundred
/// games a day for years leave some 30), but a rating from elsewhere may.
pub const MIN_DEVIATION: f64 = 0.001;

/// The least and most volatility a rating keeps, inside Glicko-2's open range (0, 1).
pub const MIN_VOLATILITY: f64 = 1e-6;
pub const MAX_VOLATILITY: f64 = 0.999_999;

/// A level's strength as an opponent: each difficulty a step of 250 around 1500, unsure by
/// 100 (the generators grade by their own measures, not by players' results).
pub fn of_difficulty(difficulty: Difficulty) -> Rating {
    let rating = match difficulty {
        Difficulty::Easy => 1250.0,
        Difficulty::Medium => 1500.0,
        Difficulty::Hard => 1750.0,
        Difficulty::Expert => 2000.0,
    };
    Rating {
        rating,
        deviation: 100.0,
        volatility: 0.06,
    }
}

/// The difficulty whose strength is nearest `rating`: the level to give a player of that
/// rating.
pub fn difficulty_for(rating: f64) -> Difficulty {
    [
        Difficulty::Easy,
        Difficulty::Medium,
        Difficulty::Hard,
        Difficulty::Expert,
    ]
    .into_iter()
    .min_by(|a, b| {
        let far = |d: &Difficulty| (of_difficulty(*d).rating - rating).abs();
        far(a).total_cmp(&far(b))
    })
    .unwrap_or_default()
}

fn outcome(finish: Finish) -> Outcomes {
    match finish {
        Finish::Unaided => Outcomes::WIN,
        Finish::Helped => Outcomes::DRAW,
        Finish::Lost => Outcomes::LOSS,
    }
}

fn to_glicko(r: Rating) -> Glicko2Rating {
    Glicko2Rating {
        rating: r.rating,
        deviation: r.deviation,
        volatility: r.volatility,
    }
}

fn from_glicko(r: Glicko2Rating) -> Rating {
    Rating {
        rating: r.rating,
        deviation: r.deviation,
        volatility: r.volatility,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rating(rating: f64, deviation: f64) -> Rating {
        Rating {
            rating,
            deviation,
            volatility: 0.06,
        }
    }

    #[test]
    fn glickmans_example_gives_his_figures() {
        // The worked example of "Example of the Glicko-2 system" (Glickman, 2013): a player
        // of 1500 (deviation 200) beats a 1400 (30), loses to a 1550 (100) and to a 1700
        // (300); afterwards 1464.06, 151.52, volatility 0.05999.
        let after = rating(1500.0, 200.0).after(&[
            (rating(1400.0, 30.0), Finish::Unaided),
            (rating(1550.0, 100.0), Finish::Lost),
            (rating(1700.0, 300.0), Finish::Lost),
        ]);
        assert!((after.rating - 1464.06).abs() < 0.01, "{after:?}");
        assert!((after.deviation - 151.52).abs() < 0.01, "{after:?}");
        assert!((after.volatility - 0.05999).abs() < 0.0001, "{after:?}");
    }

    #[test]
    fn wins_against_harder_levels_raise_it_more_and_help_and_losses_lower_it() {
        let start = Rating::default();
        let easy = start.after(&[(of_difficulty(Difficulty::Easy), Finish::Unaided)]);
        let hard = start.after(&[(of_difficulty(Difficulty::Hard), Finish::Unaided)]);
        assert!(easy.rating > start.rating && hard.rating > easy.rating);
        let helped = start.after(&[(of_difficulty(Difficulty::Hard), Finish::Helped)]);
        assert!(helped.rating < hard.rating);
        let lost = start.after(&[(of_difficulty(Difficulty::Medium), Finish::Lost)]);
        assert!(lost.rating < start.rating);
        // Each game makes it surer; a sitting without one, less sure.
        assert!(hard.deviation < start.deviation);
        assert!(hard.after(&[]).deviation > hard.deviation);
    }

    #[test]
    fn what_glicko_gives_at_its_edges_is_kept_within_what_is_read() {
        // A loss from 0.5 ± 350 grew the deviation to 350.144; a tiny one fell to 0; a
        // volatility came to 0.99999999999999989, read back as 1.0: each was then refused.
        let edges = [
            Rating {
                rating: 0.5,
                deviation: 350.0,
                volatility: 0.06,
            }
            .after(&[(of_difficulty(Difficulty::Easy), Finish::Lost)]),
            Rating {
                rating: 1500.0,
                deviation: 1e-300,
                volatility: 0.06,
            }
            .after(&[(of_difficulty(Difficulty::Hard), Finish::Unaided)]),
            Rating {
                rating: 1500.0,
                deviation: 100.0,
                volatility: 0.999_999_999_999_999_9,
            }
            .within_range()
            .expect("a number"),
        ];
        for r in edges {
            assert!(r.is_plausible(), "{r:?}");
            let back: Rating = serde_json::from_str(&serde_json::to_string(&r).unwrap())
                .unwrap_or_else(|e| panic!("{r:?} is refused: {e}"));
            assert_eq!(back, r);
        }
        let nan = Rating {
            rating: f64::NAN,
            deviation: 100.0,
            volatility: 0.06,
        };
        assert_eq!(nan.within_range(), None);
        let start = Rating::default();
        assert!(start.after(&[(nan, Finish::Unaided)]).is_plausible());
    }

    #[test]
    fn a_rating_is_read_back_as_written_and_one_out_of_range_is_refused() {
        let r = Rating::default().after(&[(of_difficulty(Difficulty::Hard), Finish::Unaided)]);
        let text = serde_json::to_string(&r).expect("written");
        let back: Rating = serde_json::from_str(&text).expect("read back");
        assert_eq!(back, r, "to the last bit");
        for bad in [
            r#"{"rating":1e300,"deviation":100,"volatility":0.06}"#,
            r#"{"rating":1500,"deviation":0,"volatility":0.06}"#,
            r#"{"rating":1500,"deviation":100,"volatility":7}"#,
            r#"{"rating":1500,"deviation":100}"#,
            r#"{"rating":1500,"deviation":100,"volatility":0.06,"extra":1}"#,
        ] {
            assert!(serde_json::from_str::<Rating>(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn the_level_given_is_the_difficulty_nearest_the_rating() {
        assert_eq!(difficulty_for(1500.0), Difficulty::Medium);
        assert_eq!(difficulty_for(900.0), Difficulty::Easy);
        assert_eq!(difficulty_for(1800.0), Difficulty::Hard);
        assert_eq!(difficulty_for(2600.0), Difficulty::Expert);
        // A player who wins every medium level climbs to hard ones.
        let mut r = Rating::default();
        for _ in 0..12 {
            r = r.after(&[(of_difficulty(difficulty_for(r.rating)), Finish::Unaided)]);
        }
        assert!(
            matches!(
                difficulty_for(r.rating),
                Difficulty::Hard | Difficulty::Expert
            ),
            "{r:?}"
        );
        let (low, high) = r.range();
        assert!(low < r.rating && r.rating < high);
    }
}
