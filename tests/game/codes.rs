//! Level codes in the game: a level opened from a code with moves starts where they lead, undo
//! takes them back one by one; Share gives the code of the level with the moves made.

use crate::harness::*;
use puzzlebox::play::Command;
use puzzlebox::play::session::{MoveRequested, Session};
use puzzlebox::progress::records::Progress;
use puzzlebox::shell::OpenLevel;
use puzzles::fifteen::{Board, Slide};
use puzzles::level_code::Shared;
use puzzles::{AnyLevel, Puzzle};

fn three_by_three() -> Board {
    let AnyLevel::Fifteen(b) = puzzlebox::levels::find_builtin("fifteen/02-three-by-three")
        .unwrap()
        .level()
    else {
        panic!("a Fifteen level")
    };
    b
}

#[test]
fn a_code_with_moves_opens_where_they_lead_and_undo_goes_back() {
    let start = three_by_three();
    let moves = start.solve().moves.unwrap()[..3].to_vec();
    let code = Shared::with_moves(start.clone(), &moves).to_code();
    let mut app = game();
    app.world_mut()
        .write_message(puzzlebox::levels::opening(&code).unwrap());
    frames(&mut app, 3);
    let session = app.world().resource::<Session<Board>>();
    assert_eq!(session.moves(), 3);
    assert!(session.current == start.replay(&moves).unwrap());
    assert!(session.start == start);
    for left in (0..3).rev() {
        command(&mut app, Command::Undo);
        assert_eq!(app.world().resource::<Session<Board>>().moves(), left);
    }
    assert!(app.world().resource::<Session<Board>>().current == start);
}

#[test]
fn share_gives_the_code_of_the_level_and_the_moves_made() {
    let mut app = game();
    open(&mut app, "fifteen/02-three-by-three");
    let start = three_by_three();
    let first: Slide = start.solve().moves.unwrap()[0];
    app.world_mut().write_message(MoveRequested::<Board>(first));
    app.update();
    command(&mut app, Command::Share);
    let copied = status(&app).to_copy.expect("a code to copy");
    let shared = Shared::from_code(&copied).expect("the code reads");
    assert_eq!(shared.level, AnyLevel::Fifteen(start.clone()));
    assert_eq!(shared.moves_of::<Board>().unwrap(), vec![first]);
    assert!(
        status(&app)
            .toast
            .is_some_and(|(t, _)| t.contains("with the move made"))
    );
}

#[test]
fn a_code_of_a_built_in_level_opens_that_level_and_others_are_kept_as_the_players() {
    let code = Shared::level(AnyLevel::Fifteen(three_by_three())).to_code();
    let opened: OpenLevel = puzzlebox::levels::opening(&code).unwrap();
    assert_eq!(opened.id, "fifteen/02-three-by-three");
    // Another board: kept among the player's own.
    let other = AnyLevel::parse(puzzles::Kind::Fifteen, "1 2 3\n4 5 6\n7 0 8\n").unwrap();
    let opened = puzzlebox::levels::opening(&Shared::level(other).to_code()).unwrap();
    assert!(opened.id.starts_with("mine/fifteen/code-"), "{}", opened.id);
    assert!(puzzlebox::levels::opening("pb1.nonsense").is_err());
}

#[test]
fn a_code_of_a_level_the_player_has_opens_it_without_a_copy() {
    let mut app = game();
    let mine = "mine/fifteen/made-3";
    let text = "; title: Mine\n1 2 3\n4 5 6\n7 0 8\n";
    app.world_mut()
        .resource_mut::<Progress>()
        .keep_level(mine.into(), text.into());
    let level = AnyLevel::parse(puzzles::Kind::Fifteen, text).unwrap();
    app.world_mut()
        .write_message(puzzlebox::levels::opening(&Shared::level(level).to_code()).unwrap());
    frames(&mut app, 3);
    assert_eq!(status(&app).level_id, mine);
    let kept: Vec<String> = app
        .world()
        .resource::<Progress>()
        .mine
        .iter()
        .map(|l| l.id.to_string())
        .collect();
    assert_eq!(kept, vec![mine.to_string()], "no copy of it");
}

#[test]
fn the_moves_of_a_code_are_kept_at_once_for_a_kill_right_after() {
    let start = three_by_three();
    let moves = start.solve().moves.unwrap()[..3].to_vec();
    let code = Shared::with_moves(start, &moves).to_code();
    let mut app = game();
    app.world_mut()
        .write_message(puzzlebox::levels::opening(&code).unwrap());
    frames(&mut app, 3);
    let progress = app.world().resource::<Progress>();
    let left = progress
        .resume
        .get("fifteen/02-three-by-three")
        .expect("where the level is, kept before any move of the player's");
    assert_eq!(left.done.len(), 3);
}
