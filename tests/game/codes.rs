//! Level codes in the game: a level opened from a code with moves starts where they lead, undo
//! takes them back one by one; Share gives the code of the level with the moves made.

use crate::harness::*;
use puzzlebox::play::Command;
use puzzlebox::play::session::{MoveRequested, Session};
use puzzlebox::shell::OpenLevel;
use puzzles::fifteen::{Board, Slide};
use puzzles::level_code::Shared;
use puzzles::{AnyLevel, Puzzle};

fn three_by_three() -> Board {
    let AnyLevel::Fifteen(b) = puzzlebox::levels::find_builtin("fifteen/03-three-by-three")
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
    open(&mut app, "fifteen/03-three-by-three");
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
fn a_level_opened_from_a_code_is_kept_among_the_players_own() {
    let code = Shared::level(AnyLevel::Fifteen(three_by_three())).to_code();
    let opened: OpenLevel = puzzlebox::levels::opening(&code).unwrap();
    assert!(opened.id.starts_with("mine/fifteen/code-"), "{}", opened.id);
    assert!(puzzlebox::levels::opening("pb1.nonsense").is_err());
}
