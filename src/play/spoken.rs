//! What the session tells a player who does not see the board (through `crate::spoken`): each
//! move in the puzzle's words with the board's line after it, moves taken back, refusals at
//! once, and hints and messages as they appear.

use super::session::{BoardChanged, Change, Playable, Told};
use super::{MoveRefused, PlayStatus};
use crate::lang::Words;
use crate::spoken::Spoken;
use crate::text_format::capitalised;
use bevy::prelude::*;

/// A move made, made again or taken back, and how the board stands after it; a jump along the
/// timeline (a restart, the playback's slider), how the board stands.
pub fn of_moves<P: Playable>(
    mut changes: MessageReader<BoardChanged<P>>,
    mut spoken: ResMut<Spoken>,
    words: Res<Words>,
) {
    let words = *words;
    for change in changes.read() {
        let board = change.after.board_in_words(words, Told::Line);
        let text = match &change.how {
            Change::Played(m) | Change::Redone(m) => crate::tr!(
                words,
                "spoken-move",
                move = capitalised(&change.before.move_in_words(words, m)),
                board = board
            ),
            // (Taken back, the move is one from the position after.)
            Change::Undone(m) => crate::tr!(
                words,
                "spoken-undone",
                move = change.after.move_in_words(words, m),
                board = board
            ),
            Change::Jumped => board,
        };
        spoken.say_in_answer(text);
    }
}

/// A move the rules refuse, and why, at once.
pub fn of_refusals(mut refused: MessageReader<MoveRefused>, mut spoken: ResMut<Spoken>) {
    for refusal in refused.read() {
        spoken.say_at_once(capitalised(&refusal.reason));
    }
}

/// A hint, and a message shown for a moment (a code copied, a level saved), when each appears.
pub fn of_news(
    status: Res<PlayStatus>,
    mut spoken: ResMut<Spoken>,
    mut told: Local<News>,
    words: Res<Words>,
) {
    if !status.is_changed() {
        return;
    }
    // Said as the shared HUD shows it, "Hint: …" (a puzzle with a HUD of its own words its
    // hints whole).
    let hint = |hint: &String| {
        if status.own_hud {
            hint.clone()
        } else {
            crate::tr!(*words, "hud-hint-line", hint = hint.clone())
        }
    };
    let now = News {
        hint: status.hint.as_ref().map(hint),
        hints_given: status.hints_given,
        toast: status.toast.as_ref().map(|(text, _)| text.clone()),
    };
    // A hint asked for again is said again, whatever was said last.
    let asked_again = now.hints_given != told.hints_given;
    for (new, old, again) in [
        (&now.hint, &told.hint, asked_again),
        (&now.toast, &told.toast, false),
    ] {
        // (A refusal shown as a message was said at once already.)
        if let Some(text) = new.as_ref().filter(|_| new != old || again)
            && (again
                || !spoken
                    .last_words()
                    .is_some_and(|said| said.contains(text.as_str())))
        {
            spoken.say(capitalised(text));
        }
    }
    *told = now;
}

/// The keys for listening: the last announcement again (A), the whole board (B), the moves
/// made and par (I), where the keyboard's cursor is (W: the puzzle open says it), as the
/// player may have remapped them.
pub fn listening_keys(
    presses: Res<crate::input::KeyPresses>,
    status: Res<PlayStatus>,
    mut spoken: ResMut<Spoken>,
    mut cursor: MessageWriter<ReadTheCursor>,
    words: Res<Words>,
) {
    for key in presses.iter() {
        match key {
            KeyCode::KeyA => spoken.again(),
            KeyCode::KeyB => spoken.say(status.board_whole.clone()),
            KeyCode::KeyI => spoken.say(count_in_words(*words, &status)),
            KeyCode::KeyW => {
                cursor.write(ReadTheCursor);
            }
            _ => {}
        }
    }
}

/// The player asked where the keyboard's cursor is: the puzzle open says it (the cell, the
/// block, the corner or the program's place; in Fifteen, where the gap is).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ReadTheCursor;

/// Whether the player asked where the cursor is, since the last frame.
pub fn asked_where(asked: &mut MessageReader<ReadTheCursor>) -> bool {
    asked.read().count() > 0
}

/// Whether a puzzle says where its cursor is this frame: it is shown, and it `moved` or the
/// player asked. Asked while it is not shown, "No cursor yet: an arrow key shows it" is said
/// instead.
pub fn cursor_to_say(
    asked: &mut MessageReader<ReadTheCursor>,
    moved: bool,
    shown: bool,
    spoken: &mut Spoken,
    words: Words,
) -> bool {
    let asked = asked_where(asked);
    if asked && !shown {
        spoken.say(crate::tr!(words, "spoken-no-cursor"));
    }
    shown && (moved || asked)
}

/// The moves made and par, when it is known: "3 moves made; par 8".
fn count_in_words(words: Words, status: &PlayStatus) -> String {
    match status.par {
        Some(par) => crate::tr!(words, "spoken-count-par", moves = status.moves, par = par),
        None => crate::tr!(words, "spoken-count", moves = status.moves),
    }
}

/// The hint and the message last told.
#[derive(Default)]
pub struct News {
    hint: Option<String>,
    hints_given: u32,
    toast: Option<String>,
}

/// Sentences one after the other, each begun with a capital and ended as the language ends them.
pub fn sentences(words: Words, parts: &[String]) -> String {
    let parts: Vec<String> = parts
        .iter()
        .map(|p| crate::text_format::capitalised(p))
        .collect();
    joined(words, "spoken-then", &parts)
}

/// Items of a list, one after the other ("1, 2, 3").
pub fn listed(words: Words, parts: &[String]) -> String {
    joined(words, "spoken-list", parts)
}

fn joined(words: Words, joint: &str, parts: &[String]) -> String {
    let mut parts = parts.iter().filter(|p| !p.is_empty());
    let first = parts.next().cloned().unwrap_or_default();
    parts.fold(first, |first, next| {
        words.message(
            joint,
            &[("first", first.into()), ("next", next.clone().into())],
        )
    })
}

/// A cell by its row and its column, counted from 1 at the top left ("row 2, column 3").
pub fn cell(words: Words, col: usize, row: usize) -> String {
    crate::tr!(words, "spoken-cell", row = row + 1, col = col + 1)
}

/// One row of a board: "Row 2: 4, 5, 6".
pub fn row(words: Words, row: usize, cells: &str) -> String {
    crate::tr!(
        words,
        "spoken-row",
        row = row + 1,
        cells = cells.to_string()
    )
}
