//! The "How to play" card: it opens the first time a puzzle is played, holds the game's keys
//! while it is open, and comes back with F1; Esc puts it away without leaving the level.

use crate::harness::*;
use bevy::prelude::*;
use puzzlebox::play::Command;
use puzzlebox::play::session::Session;
use puzzlebox::progress::records::Progress;
use puzzlebox::shell::RulesCard;
use puzzlebox::shell::Screen;
use puzzles::Kind;
use puzzles::fifteen::Board;

fn card(app: &App) -> Option<Kind> {
    app.world().resource::<RulesCard>().0
}

#[test]
fn the_card_opens_the_first_time_and_on_demand() {
    let mut app = game();
    // A newcomer who goes straight to a later level: no guide has taught the puzzle.
    let mut progress = app.world_mut().resource_mut::<Progress>();
    progress.settings.rules_seen.clear();
    progress.settings.guided.clear();
    open(&mut app, "fifteen/05-four-by-four");
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
    open(&mut app, "fifteen/02-three-by-three");
    assert_eq!(card(&app), None);
}

#[test]
fn every_puzzle_has_rules_and_controls() {
    let mut app = game();
    for kind in Kind::ALL {
        open(&mut app, puzzlebox::games::shown(kind).card_level());
        let status = app.world().resource::<puzzlebox::play::PlayStatus>();
        let how = status.how_to_play.expect("an open level has its card");
        assert_eq!(status.kind, Some(kind));
        assert!(!how.rules.is_empty() && !how.controls.is_empty(), "{kind}");
        // Every line is a message of the language files, in words.
        let words = |id: &str| puzzlebox::lang::Words::ENGLISH.message(id, &[]);
        assert!(
            words(how.quick_help).contains(' ') && words(how.keys).contains("undo"),
            "{kind}"
        );
        for id in how.rules.iter().chain(how.controls.iter().map(|(k, _)| k)) {
            assert_ne!(words(id), *id, "{kind}: {id} has no words");
        }
    }
    open(&mut app, "fifteen/02-three-by-three");
    let status = app.world().resource::<puzzlebox::play::PlayStatus>();
    let fifteen = status
        .how_to_play
        .expect("an open level has its card")
        .rules;
    let first = puzzlebox::lang::Words::ENGLISH.message(fifteen[0], &[]);
    assert!(first.contains("brightest") && first.contains("left to right"));
}
