//! The first level of each puzzle teaches itself: the guide shows each move (the hint's glow
//! and its words), goes on as the player makes them, costs no ★, and once done or skipped is
//! not shown again unless "Show me again" asks.

use crate::harness::*;
use bevy::prelude::*;
use puzzlebox::play::Command;
use puzzlebox::play::guide::{Guide, GuideAsked};
use puzzlebox::play::session::{MoveRequested, Session};
use puzzlebox::play::solver::Hinted;
use puzzlebox::progress::records::Progress;
use puzzlebox::shell::RulesCard;
use puzzles::Kind;
use puzzles::shot::Board;

/// A game in which no puzzle's guide has been seen yet.
fn newcomer() -> App {
    let mut app = game();
    let mut progress = app.world_mut().resource_mut::<Progress>();
    progress.settings.guided.clear();
    progress.settings.rules_seen.clear();
    app
}

fn guide_step(app: &App) -> Option<usize> {
    app.world().get_resource::<Guide>().map(|g| g.at)
}

/// Waits for the hint the guide asks for, and makes its move.
fn make_the_shown_move(app: &mut App) -> String {
    assert!(until(app, 3000, |app| status(app).hint_move.is_some()));
    let said = status(app).hint_move.unwrap();
    let mv = app.world().resource::<Hinted<Board>>().mv;
    app.world_mut().write_message(MoveRequested::<Board>(mv));
    frames(app, 3);
    said
}

#[test]
fn the_first_level_shows_each_move_then_hands_over_and_costs_no_star() {
    let mut app = newcomer();
    open(&mut app, "shot/01-the-example");
    frames(&mut app, 2);
    assert_eq!(guide_step(&app), Some(0));
    assert_eq!(
        app.world().resource::<RulesCard>().0,
        None,
        "the guide, not the card"
    );
    let first = make_the_shown_move(&mut app);
    assert!(first.starts_with("fling the ball"), "{first}");
    assert_eq!(guide_step(&app), Some(1));
    make_the_shown_move(&mut app);
    assert_eq!(
        guide_step(&app),
        Some(2),
        "every step done: the last line shows"
    );
    assert!(
        app.world()
            .resource::<Progress>()
            .settings
            .guided
            .contains(&Kind::Shot)
    );
    let session = app.world().resource::<Session<Board>>();
    assert!(!session.attempt.hinted, "the guide's hints cost no ★");
    // The player's own next move puts the last line away.
    command(&mut app, Command::Hint);
    make_the_shown_move(&mut app);
    assert_eq!(guide_step(&app), None);
    frames(&mut app, 3);
    assert_eq!(
        app.world().resource::<RulesCard>().0,
        None,
        "the guide taught the puzzle: no card comes over the board as it ends"
    );
    // And the level opened again has no guide.
    open(&mut app, "shot/01-the-example");
    frames(&mut app, 2);
    assert_eq!(guide_step(&app), None);
}

#[test]
fn skip_puts_the_guide_away_for_good_and_show_me_again_brings_it_back() {
    let mut app = newcomer();
    open(&mut app, "fifteen/01-first-light");
    frames(&mut app, 2);
    assert_eq!(guide_step(&app), Some(0));
    command(&mut app, Command::SkipGuide);
    frames(&mut app, 2);
    assert_eq!(guide_step(&app), None);
    let guided = &app.world().resource::<Progress>().settings.guided;
    assert!(guided.contains(&Kind::Fifteen));
    open(&mut app, "fifteen/01-first-light");
    frames(&mut app, 2);
    assert_eq!(guide_step(&app), None);
    // "Show me again" on the How-to-play card: on whatever level is on show.
    open(&mut app, "fifteen/02-three-by-three");
    app.world_mut().resource_mut::<GuideAsked>().0 = true;
    frames(&mut app, 2);
    assert_eq!(guide_step(&app), Some(0));
}

#[test]
fn fifteens_guide_names_the_tile_by_its_place_beside_the_gap_not_its_hidden_number() {
    let mut app = newcomer();
    open(&mut app, "fifteen/01-first-light");
    frames(&mut app, 2);
    assert!(until(&mut app, 3000, |app| status(app).hint_move.is_some()));
    let said = status(&app).hint_move.unwrap();
    assert_eq!(said, "slide the tile below the gap up");
}

#[test]
fn every_puzzles_first_level_has_a_guide_in_words_for_keys_and_for_touch() {
    use puzzlebox::lang::Words;
    for kind in Kind::ALL {
        let mut app = newcomer();
        let first = puzzlebox::levels::builtin(kind)[0];
        open(&mut app, &format!("{kind}/{}", first.stem()));
        frames(&mut app, 2);
        assert_eq!(guide_step(&app), Some(0), "{kind}");
        let how = status(&app).how_to_play.unwrap();
        assert!(!how.guide.is_empty(), "{kind}");
        for step in how.guide {
            for id in [step.say, step.say_touch] {
                let said = Words::ENGLISH.try_message(id, &[("hint", "x".into())]);
                assert!(said.is_some(), "{kind}: no message {id}");
            }
        }
    }
}

#[test]
fn the_snakes_guide_shows_no_move_and_its_level_folds_by_the_ghosts_alone() {
    use puzzlebox::games::snake::ways::Ghosts;
    use puzzles::snake::{Folding, Verdict};
    let mut app = newcomer();
    open(&mut app, "snake/01-eight-cubes");
    frames(&mut app, 3);
    assert_eq!(guide_step(&app), Some(0));
    // A player who looks: at each corner in turn, the first green ghost; Tab to the next.
    for made in 0..6 {
        frames(&mut app, 3);
        assert!(
            app.world().get_resource::<Hinted<Folding>>().is_none(),
            "the guide shows no move"
        );
        let ways = app.world().resource::<Ghosts>().ways.clone();
        let fits = ways
            .iter()
            .find(|w| w.verdict == Verdict::Fits)
            .unwrap_or_else(|| panic!("a green ghost at turn {made}: {ways:?}"));
        app.world_mut()
            .write_message(MoveRequested::<Folding>(fits.turn));
        frames(&mut app, 3);
        press(&mut app, KeyCode::Tab);
    }
    settle(&mut app);
    assert!(status(&app).solved, "folded by the ghosts alone");
    let session = app.world().resource::<Session<Folding>>();
    assert_eq!(session.attempt.hints, 0, "no hint asked");
    assert!(
        guide_step(&app).is_none_or(|at| at >= 3),
        "the guide followed along"
    );
}

#[test]
fn roll_the_balls_guide_waits_at_run_until_the_ball_has_rolled() {
    let mut app = newcomer();
    open(&mut app, "kodable/01-first-roll");
    frames(&mut app, 2);
    assert_eq!(guide_step(&app), Some(0));
    press(&mut app, KeyCode::ArrowRight);
    frames(&mut app, 3);
    assert_eq!(guide_step(&app), Some(1), "the block is in: now Run");
    frames(&mut app, 30);
    assert_eq!(guide_step(&app), Some(1), "Run is still to be pressed");
    press(&mut app, KeyCode::Space);
    assert!(until(&mut app, 600, |app| status(app).solved));
    frames(&mut app, 3);
    assert_eq!(guide_step(&app), Some(2), "won: the last line");
}

#[test]
fn a_first_level_the_solver_plays_ends_its_guide_without_youve_got_it() {
    let mut app = newcomer();
    // (The snake's last step lasts until the win.)
    open(&mut app, "snake/01-eight-cubes");
    frames(&mut app, 2);
    assert_eq!(guide_step(&app), Some(0));
    command(&mut app, Command::Solve);
    assert!(until(&mut app, 3000, |app| status(app).solved));
    frames(&mut app, 3);
    assert_eq!(
        guide_step(&app),
        None,
        "no guide line over the solver's win"
    );
}
