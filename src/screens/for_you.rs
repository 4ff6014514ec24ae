//! "Next for you" on a puzzle's level list: the next level of the path the player has not
//! won, and once the path is won a random level at the player's rating in that puzzle (the
//! difficulty whose strength is nearest it); and a line saying what was chosen and why.

use crate::lang::Words;
use crate::progress::records::Progress;
use crate::shell::MakeLevel;
use crate::theme;
use bevy::prelude::*;
use bevy_egui::egui;
use puzzles::Kind;
use puzzles::generate::Difficulty;
use puzzles::rating::{Rating, difficulty_for};

/// What "Next for you" gives in a puzzle, and what it goes by.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Choice {
    /// The difficulty of the level it makes.
    pub difficulty: Difficulty,
    /// The player's rating in the puzzle (a new player's when there is none).
    pub rating: Rating,
    /// How many finished levels moved the rating.
    pub rated: usize,
}

/// The level "Next for you" makes in `kind` for a player with this progress.
pub fn choice(progress: &Progress, kind: Kind) -> Choice {
    let rating = progress.rating(kind);
    let rated = progress
        .finished
        .iter()
        .filter(|f| f.rating.is_some() && f.kind() == Some(kind))
        .count();
    Choice {
        difficulty: difficulty_for(rating.rating),
        rating,
        rated,
    }
}

/// Asks for a random level of the chosen difficulty (the generator picks a map's size from it
/// too).
pub fn make(progress: &Progress, kind: Kind, out: &mut MessageWriter<MakeLevel>) {
    let seed = rand::random::<u32>() as u64;
    out.write(MakeLevel::generated(
        kind,
        seed,
        choice(progress, kind).difficulty,
        None,
    ));
}

/// What "Next for you" offers: while the path of built-in levels has one the player has not
/// won, the first such (its number on the list and its title); after it, a random level at
/// the player's rating.
#[derive(Clone, Debug, PartialEq)]
pub enum Offer {
    OnThePath { number: usize, title: String },
    AtYourRating(Choice),
}

/// The "Next for you" button, at the heading's height; whether it was clicked.
pub fn button(ui: &mut egui::Ui) -> bool {
    let label = crate::tr!(ui, "levels-for-you");
    let look = egui::RichText::new;
    let height = super::CONTROL_HEIGHT;
    theme::keys::keyed_button(ui, (&label, &label), look, "F", (true, height))
        .on_hover_text(crate::tr!(ui, "levels-for-you-hover"))
        .clicked()
}

/// The line over the list: the button, and what it offers and why; whether it was clicked.
pub fn line(ui: &mut egui::Ui, offer: &Offer) -> bool {
    let words = crate::lang::of(ui.ctx());
    ui.horizontal_wrapped(|ui| {
        let clicked = button(ui);
        let grey = theme::palette::of(ui.ctx()).grey(170);
        ui.add(egui::Label::new(egui::RichText::new(why(words, offer)).color(grey)).wrap());
        clicked
    })
    .inner
}

/// What is offered and why: the path's next level, or the difficulty nearest the player's
/// rating (or that there is none yet).
pub fn why(words: Words, offer: &Offer) -> String {
    match offer {
        Offer::OnThePath { number, title } => crate::tr!(
            words,
            "levels-for-you-path",
            number = *number,
            title = title.clone()
        ),
        Offer::AtYourRating(chosen) => why_this_difficulty(words, chosen),
    }
}

/// Why this difficulty: the rating it is nearest, or that there is none yet.
fn why_this_difficulty(words: Words, chosen: &Choice) -> String {
    let difficulty = words.difficulty_name(chosen.difficulty);
    if chosen.rated == 0 {
        return crate::tr!(words, "levels-for-you-new", difficulty = difficulty);
    }
    crate::tr!(
        words,
        "levels-for-you-why",
        difficulty = difficulty,
        rating = chosen.rating.rating.round() as i64,
        range = (2.0 * chosen.rating.deviation).round() as i64,
        count = chosen.rated
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::progress::history::Finished;

    fn won(level: &str, difficulty: Difficulty) -> Finished {
        Finished {
            moves: Some(10),
            time: 30_000,
            par: Some(10),
            difficulty: Some(difficulty),
            ..Finished::on(level, "2026-11-28")
        }
    }

    #[test]
    fn the_level_chosen_lies_within_the_players_rating_range() {
        let mut p = Progress::default();
        let first = choice(&p, Kind::Klotski);
        assert_eq!((first.difficulty, first.rated), (Difficulty::Medium, 0));
        // A player who wins every level given climbs; each choice stays within the range the
        // rating says the player's strength lies in.
        for n in 0..12 {
            let chosen = choice(&p, Kind::Klotski);
            let (low, high) = chosen.rating.range();
            let strength = puzzles::rating::of_difficulty(chosen.difficulty).rating;
            assert!(low <= strength && strength <= high, "{chosen:?}");
            p.record_finished(won(&format!("mine/klotski/{n}"), chosen.difficulty));
        }
        let later = choice(&p, Kind::Klotski);
        assert_eq!(later.rated, 12);
        assert!(
            matches!(later.difficulty, Difficulty::Hard | Difficulty::Expert),
            "{later:?}"
        );
        // Another puzzle is its own.
        assert_eq!(choice(&p, Kind::Shot).difficulty, Difficulty::Medium);
    }

    #[test]
    fn the_line_says_what_it_chose_and_why() {
        let mut p = Progress::default();
        let said = why_this_difficulty(Words::ENGLISH, &choice(&p, Kind::Shot));
        assert!(said.starts_with("Medium levels to start with"), "{said}");
        for n in 0..3 {
            p.record_finished(won(&format!("mine/shot/{n}"), Difficulty::Hard));
        }
        let chosen = choice(&p, Kind::Shot);
        let said = why_this_difficulty(Words::ENGLISH, &chosen);
        let rating = chosen.rating.rating.round() as i64;
        assert!(said.contains(&format!("your rating of {rating}")), "{said}");
        assert!(said.contains("3 levels"), "{said}");
    }
}
