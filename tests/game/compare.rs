//! "Compare" in the game, without a window: after a win C sets the player's way beside the
//! shortest, step in step, with where they part; the card's keys step through it and leave the
//! board alone; Esc puts it away without leaving the level; a program is set beside the best
//! one block by block.

use crate::harness::*;
use bevy::prelude::*;
use puzzlebox::games::compare::{Compared, Comparing, Ways};
use puzzlebox::games::kodable::{CodingSession, Request};
use puzzlebox::play::session::{MoveRequested, Playable, Session};
use puzzlebox::shell::Screen;
use puzzles::Puzzle;
use puzzles::fifteen::{Board, Slide};
use puzzles::kodable::Coding;

/// A way through "Three by three" as short as the solver's (19 moves) that parts from it at
/// the ninth move and comes back to it at the fourteenth.
const ANOTHER_WAY: [u8; 19] = [7, 5, 1, 8, 3, 1, 5, 7, 1, 4, 6, 1, 4, 6, 2, 3, 6, 5, 8];

/// The card's state for puzzle `P`, if it is open.
fn card<P: Playable>(app: &App) -> Option<&Comparing<P>> {
    app.world().get_resource::<Comparing<P>>()
}

/// Presses C on the level just won, and runs frames until the card has the two ways (the
/// solver may look for the shortest first); the two ways.
fn compare<P: Playable>(app: &mut App) -> &Ways<P> {
    press(app, KeyCode::KeyC);
    assert!(
        until(app, 3000, |app| matches!(
            card::<P>(app).map(Comparing::compared),
            Some(Compared::Ways(_))
        )),
        "the card should set the two ways side by side"
    );
    match card::<P>(app).map(Comparing::compared) {
        Some(Compared::Ways(ways)) => ways,
        _ => unreachable!(),
    }
}

/// The latest announcement for a screen reader.
fn heard(app: &App) -> String {
    let spoken = app.world().resource::<puzzlebox::spoken::Spoken>();
    spoken
        .last
        .as_ref()
        .map(|s| s.text.clone())
        .unwrap_or_default()
}

/// Types `program` on the roll-the-ball level on show and runs it to its win.
fn win_with(app: &mut App, program: &str) {
    request(app, Request::Type(program.to_string()));
    request(app, Request::Run);
    assert!(until(app, 3000, |app| status(app).solved));
}

#[test]
fn c_after_a_win_sets_the_way_beside_the_shortest_and_marks_where_they_part() {
    let mut app = game();
    open(&mut app, "fifteen/02-three-by-three");
    for tile in ANOTHER_WAY {
        app.world_mut()
            .write_message(MoveRequested::<Board>(Slide { tile }));
        app.update();
    }
    assert!(status(&app).solved);
    let ways = compare::<Board>(&mut app);
    assert_eq!(ways.counts, (19, 19));
    assert_eq!(ways.parted, Some(8), "the ninth move is where they part");
    let side = ways.side.as_ref().expect("moves, step in step");
    assert_eq!(side.rejoined, Some((14, 14)));
    assert!(side.yours.last().unwrap().is_solved());
    assert!(side.shortest.last().unwrap().is_solved());
    let [mine, its] = &ways.rows[8];
    assert_ne!(mine, its, "the row where they part shows two moves");
    assert_eq!(ways.rows.len(), 19);

    // A screen reader hears the verdict, then each step's two moves.
    frames(&mut app, 1);
    assert!(
        heard(&app).starts_with("You took 19 moves"),
        "{}",
        heard(&app)
    );
    press(&mut app, KeyCode::ArrowRight);
    assert!(
        heard(&app).starts_with("Move 1: yours, slide tile 7 "),
        "{}",
        heard(&app)
    );

    // The card's keys step through both ways; the board stays as it is.
    let board = app.world().resource::<Session<Board>>().current.clone();
    for _ in 0..2 {
        press(&mut app, KeyCode::ArrowRight);
    }
    press(&mut app, KeyCode::ArrowLeft);
    assert_eq!(card::<Board>(&app).unwrap().step, 2);
    press(&mut app, KeyCode::End);
    assert_eq!(card::<Board>(&app).unwrap().step, 19);
    assert_eq!(app.world().resource::<Session<Board>>().current, board);
    assert_eq!(status(&app).moves, 19);

    // Esc puts the card away and stays on the level; the board's keys are the board's again.
    press(&mut app, KeyCode::Escape);
    frames(&mut app, 2);
    assert!(card::<Board>(&app).is_none());
    assert_eq!(screen(&app), Screen::Playing);
    press(&mut app, KeyCode::ArrowRight);
    assert_eq!(status(&app).moves, 20, "an arrow slides a tile once more");
}

#[test]
fn compare_opens_only_on_a_solved_level_and_closes_when_it_is_played_again() {
    let mut app = game();
    open(&mut app, "fifteen/02-three-by-three");
    press(&mut app, KeyCode::KeyC);
    frames(&mut app, 2);
    assert!(card::<Board>(&app).is_none(), "nothing to compare yet");
    for tile in ANOTHER_WAY {
        app.world_mut()
            .write_message(MoveRequested::<Board>(Slide { tile }));
        app.update();
    }
    command(&mut app, puzzlebox::play::Command::Compare);
    frames(&mut app, 2);
    assert!(card::<Board>(&app).is_some());
    // Undo on the win panel's level: the card goes, for the level is no longer solved.
    app.world_mut()
        .resource_mut::<Session<Board>>()
        .undo()
        .expect("a move to take back");
    frames(&mut app, 2);
    assert!(card::<Board>(&app).is_none());
}

#[test]
fn a_program_is_set_beside_the_best_one_block_by_block() {
    let mut app = game();
    open(&mut app, "kodable/02-round-the-corner");
    win_with(&mut app, "Right Down Down");
    let ways = compare::<Coding>(&mut app);
    assert!(ways.by_parts());
    assert_eq!(ways.counts, (3, 2), "three blocks beside the best two");
    assert_eq!(ways.parted, Some(2), "the third block is the one too many");
    assert_eq!(ways.rows.len(), 3);
    assert_eq!(ways.rows[0][0], ways.rows[0][1]);
    assert!(
        ways.rows[2][1].is_none(),
        "the best program has no third block"
    );
    let program = app.world().resource::<CodingSession>().current.draft.text();
    assert_eq!(program, "Right Down Down", "the card changed nothing");
}

#[test]
fn a_program_that_missed_a_bonus_is_told_the_bonus_first() {
    // Three blocks that leave the star behind beside the best four read "Yours is as short,
    // written another way", with no word of the star.
    let mut app = game();
    open(&mut app, "kodable/04-a-star-on-the-way");
    win_with(&mut app, "Right Down Right");
    let ways = compare::<Coding>(&mut app);
    assert_eq!(ways.counts, (3, 4));
    let said = ways.verdict(puzzlebox::lang::Words::ENGLISH);
    assert!(
        said.starts_with("Yours took 0 of the 1 bonus; the best takes 1"),
        "{said}"
    );
    assert!(!said.contains("as short"), "{said}");
}

/// Where C puts a cond in, it compares once the level is won, and puts nothing in.
#[test]
fn c_compares_after_a_win_where_it_otherwise_puts_a_cond_in() {
    let mut app = game();
    open(&mut app, "kodable/14-stairs-bends-and-a-pink-door");
    command(&mut app, puzzlebox::play::Command::Speed(20.0));
    let program = "Loop{3}{Right,Down} Function Down Function Down Function Cond{p}{Down} Up \
                   with Right Up Right";
    win_with(&mut app, program);
    let ways = compare::<Coding>(&mut app);
    assert_eq!(ways.counts, (11, 10));
    // Seven blocks alike (a loop, three calls, two arrows, a cond), then the extra arrow
    // beside the best one's function.
    assert_eq!(ways.parted, Some(7));
    assert_eq!(
        ways.rows.len(),
        9,
        "eight blocks and the function beside seven and it"
    );
    let desk = app.world().resource::<puzzlebox::games::kodable::Desk>();
    assert!(!desk.cond_armed, "C armed no cond");
}

fn request(app: &mut App, r: Request) {
    app.world_mut().write_message(r);
    app.update();
}

/// A level whose file brings a program: the best one is sought from the bare map, not from
/// the program the file brought.
#[test]
fn a_program_a_file_brought_is_set_beside_the_best_from_the_bare_map() {
    let mut app = game();
    let text = "; title: Round the corner\n; program: Right Down Down\n\
                @ - - - *\n* * * - *\n* * * - *\n* * * t *\n";
    app.world_mut().write_message(puzzlebox::shell::OpenLevel {
        id: "mine/kodable/round".into(),
        level: puzzles::AnyLevel::parse(puzzles::Kind::Kodable, text).unwrap(),
        moves: Vec::new(),
    });
    frames(&mut app, 3);
    request(&mut app, Request::Run);
    assert!(until(&mut app, 3000, |app| status(app).solved));
    let ways = compare::<Coding>(&mut app);
    assert_eq!(ways.counts, (3, 2));
    assert_eq!(ways.parted, Some(2));
}

#[test]
fn a_level_the_solver_played_all_by_itself_has_no_way_of_the_players_to_compare() {
    let mut app = game();
    open(&mut app, "fifteen/01-first-light");
    frames(&mut app, 2);
    command(&mut app, puzzlebox::play::Command::Solve);
    assert!(until(&mut app, 3000, |app| status(app).solved));
    let words = *app.world().resource::<puzzlebox::lang::Words>();
    let verdict = compare::<Board>(&mut app).verdict(words);
    assert_eq!(
        verdict,
        words.message("compare-all-by-the-solver", &[]),
        "not 'Yours is the shortest way, move for move'"
    );
}
