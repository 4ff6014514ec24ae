//! The same road for every puzzle of the core's table, whatever it is: its card's level opens
//! in a session, the solver's first move played through the session changes the position as
//! the rules say, and undo and redo take it back and forth. A puzzle added to the table is
//! tested here without a line more.

use crate::harness::*;
use puzzlebox::games::shown;
use puzzlebox::lang::Words;
use puzzlebox::play::Command;
use puzzlebox::play::session::{MoveRequested, Playable, Session};
use puzzles::Kind;

/// Opens the kind's card level and plays, undoes and redoes the solver's first move.
fn plays_undoes_and_redoes<P: Playable>(kind: Kind) {
    let mut app = game();
    open(&mut app, shown(kind).card_level());
    let start = app.world().resource::<Session<P>>().current.clone();
    let first = start.solve().moves.and_then(|m| m.first().cloned());
    let first = first.unwrap_or_else(|| panic!("{kind}: the card's level is solved in no move"));
    let after = start.apply(&first).expect("the solver's move is legal");

    app.world_mut().write_message(MoveRequested::<P>(first));
    app.update();
    let session = app.world().resource::<Session<P>>();
    assert_eq!(session.moves(), 1, "{kind}: the move counts");
    assert!(
        session.current == after,
        "{kind}: the move made is the rules' one"
    );

    command(&mut app, Command::Undo);
    let session = app.world().resource::<Session<P>>();
    assert!(
        session.current == start,
        "{kind}: undo goes back to the start"
    );
    assert_eq!(session.moves(), 0, "{kind}");

    command(&mut app, Command::Redo);
    let session = app.world().resource::<Session<P>>();
    assert!(
        session.current == after,
        "{kind}: redo makes the move again"
    );
    assert_eq!(status(&app).kind, Some(kind));
}

/// One call per row of the table.
macro_rules! every_puzzle {
    ($($(#[doc = $doc:literal])* $(#[cfg($cfg:meta)])?
       $kind:ident: $ty:ty => $ext:literal, $title:literal, [$($alias:literal),*];)*) => {
        $($(#[cfg($cfg)])? plays_undoes_and_redoes::<$ty>(Kind::$kind);)*
    };
}

#[test]
fn every_puzzle_plays_undoes_and_redoes_through_the_session() {
    puzzles::each_puzzle!(every_puzzle);
}

#[test]
fn every_puzzle_has_a_card_and_a_picture() {
    for kind in Kind::ALL {
        let shown = shown(kind);
        // Its name and line come from the language files, not the message ids themselves.
        let (name, line) = (
            Words::ENGLISH.puzzle_name(kind),
            Words::ENGLISH.puzzle_blurb(kind),
        );
        assert!(
            !name.starts_with("puzzle-") && !line.starts_with("puzzle-"),
            "{kind}"
        );
        let level = puzzlebox::levels::find_builtin(shown.card_level())
            .unwrap_or_else(|| panic!("{kind}: the card's level is built in"))
            .level();
        assert_eq!(level.kind(), kind);
        assert!(
            !shown.card_frames(&level).is_empty(),
            "{kind}: the card shows the level"
        );
        assert!(!level.summary().is_empty(), "{kind}");
    }
}

/// Every puzzle's editor opens on a level of its own that the solver can judge, and a change
/// to its drawing is taken back by undo.
#[test]
fn every_puzzle_has_an_editor_that_judges_its_first_level() {
    use puzzlebox::editor::Verdict;
    use puzzlebox::editor::{Editor, Finding};
    use puzzlebox::screens::edit::starter;
    use puzzlebox::shell::EditLevel;
    for kind in Kind::ALL {
        let mut app = game();
        app.world_mut()
            .write_message(EditLevel::copy(starter(Words::ENGLISH, kind)));
        frames(&mut app, 3);
        assert!(
            until(&mut app, 4000, |app| app
                .world()
                .resource::<Editor>()
                .settled()),
            "{kind}: the solver answers"
        );
        let editor = app.world().resource::<Editor>();
        assert_eq!(editor.draft.kind(), kind);
        assert!(
            matches!(
                editor.finding,
                Finding::Found(Verdict::Solvable { .. } | Verdict::Own(_))
            ),
            "{kind}: the first level can be solved: {:?}",
            editor.finding
        );
        let before = editor.draft.clone();
        app.world_mut().resource_mut::<Editor>().change(|d| {
            d.meta.set("title", "Changed");
            Ok(())
        });
        app.world_mut().resource_mut::<Editor>().undo();
        assert_eq!(app.world().resource::<Editor>().draft, before, "{kind}");
    }
}
