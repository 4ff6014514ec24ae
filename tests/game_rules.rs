//! The "How to play" card: it opens the first time a puzzle is played, holds the game's keys
//! while it is open, and comes back with F1; Esc puts it away without leaving the level.

mod common;

use bevy::prelude::*;
use common::*;
use puzzlebox::play::rules::RulesCard;
use puzzlebox::play::{Command, Session};
use puzzlebox::progress::Progress;
use puzzlebox::screens::Screen;
use puzzles::Kind;
use puzzles::fifteen::Board;

fn card(app: &App) -> Option<Kind> {
    app.world().resource::<RulesCard>().0
}

#[test]
fn the_card_opens_the_first_time_and_on_demand() {
    let mut app = game();
    app.world_mut()
        .resource_mut::<Progress>()
        .settings
        .rules_seen
        .clear();
    open(&mut app, "fifteen/02-four-by-four");
    assert_eq!(card(&app), Some(Kind::Fifteen), "the first time, it opens");
    assert!(
        app.world()
            .resource::<Progress>()
            .settings
            .rules_seen
            .contains(&Kind::Fifteen)
    );
    // While it is open the arrows do not move tiles, and Esc only puts it away.
    press(&mut app, KeyCode::ArrowLeft);
    assert_eq!(app.world().resource::<Session<Board>>().moves(), 0);
    press(&mut app, KeyCode::Escape);
    assert_eq!(card(&app), None);
    assert_eq!(screen(&app), Screen::Playing);
    press(&mut app, KeyCode::ArrowLeft);
    assert_eq!(app.world().resource::<Session<Board>>().moves(), 1);
    // F1 and the ? button bring it back.
    press(&mut app, KeyCode::F1);
    assert_eq!(card(&app), Some(Kind::Fifteen));
    press(&mut app, KeyCode::Enter);
    assert_eq!(card(&app), None);
    command(&mut app, Command::HowToPlay);
    assert_eq!(card(&app), Some(Kind::Fifteen));
    // A puzzle seen once does not open it again.
    press(&mut app, KeyCode::Escape);
    open(&mut app, "fifteen/03-three-by-three");
    assert_eq!(card(&app), None);
}

#[test]
fn every_puzzle_has_rules_and_controls() {
    for kind in Kind::ALL {
        let (rules, controls) = puzzlebox::play::rules::rules(kind);
        assert!(!rules.is_empty() && !controls.is_empty(), "{kind}");
    }
    let (fifteen, _) = puzzlebox::play::rules::rules(Kind::Fifteen);
    assert!(fifteen[0].contains("brightest") && fifteen[0].contains("left to right"));
}
