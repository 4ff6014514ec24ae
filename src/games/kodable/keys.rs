//! The keyboard: arrow keys put arrow blocks in, letters put loops, conds and calls, Shift moves
//! the cursor, Ctrl moves blocks, digits set a loop's count; and the shared commands (undo,
//! hint, solve, restart…) become this screen's requests.

use super::{CodingSession, Desk, Item, Place, Request};
use crate::input::arrow;
use crate::play::{Command, PlayStatus};
use bevy::prelude::*;
use puzzles::Dir;
use puzzles::kodable::Edit;
use puzzles::kodable::{Action, Colour};

/// What each key does, for the help panel.
pub const HELP: &[(&str, &str)] = &[
    ("kodable-key-1", "kodable-key-1-does"),
    ("kodable-key-2", "kodable-key-2-does"),
    ("kodable-key-3", "kodable-key-3-does"),
    ("kodable-key-4", "kodable-key-4-does"),
    ("kodable-key-5", "kodable-key-5-does"),
    ("kodable-key-6", "kodable-key-6-does"),
    ("kodable-key-7", "kodable-key-7-does"),
    ("kodable-key-8", "kodable-key-8-does"),
    ("kodable-key-9", "kodable-key-9-does"),
    ("kodable-key-10", "kodable-key-10-does"),
    ("kodable-key-11", "kodable-key-11-does"),
    ("kodable-key-12", "kodable-key-12-does"),
    ("kodable-key-13", "kodable-key-13-does"),
    ("kodable-key-14", "kodable-key-14-does"),
];

/// The keys of this screen.
pub fn keys(
    mut presses: ResMut<crate::input::KeyPresses>,
    mut desk: ResMut<Desk>,
    session: Res<CodingSession>,
    mut out: MessageWriter<Request>,
    status: Res<PlayStatus>,
) {
    let held: Vec<_> = presses.iter_held().collect();
    for (key, held) in held {
        let (shift, ctrl) = (held.shift, held.command() || held.alt);
        let request = if let Some(dir) = arrow(key) {
            arrow_request(
                &mut desk,
                session.current.draft.blocks.len(),
                dir,
                shift,
                ctrl,
            )
        } else if let Some(n) = digit(key) {
            session
                .current
                .draft
                .current_loop()
                .map(|block| Request::Edit(Edit::SetTimes(block, n)))
        } else if offered(session.current.map().toolbox(), key) {
            letter_request(&mut desk, key, shift, &status, &mut presses)
        } else {
            None
        };
        if let Some(request) = request {
            out.write(request);
        }
    }
}

/// Whether a key's block is in the level's toolbox (L a loop, F the function, C a cond): the
/// keys put in only what the palette shows.
fn offered(toolbox: puzzles::kodable::Toolbox, key: KeyCode) -> bool {
    match key {
        KeyCode::KeyL => toolbox.loops,
        KeyCode::KeyF => toolbox.function,
        KeyCode::KeyC => toolbox.conds,
        _ => true,
    }
}

fn digit(key: KeyCode) -> Option<u8> {
    match key {
        KeyCode::Digit1 | KeyCode::Numpad1 => Some(1),
        KeyCode::Digit2 | KeyCode::Numpad2 => Some(2),
        KeyCode::Digit3 | KeyCode::Numpad3 => Some(3),
        KeyCode::Digit4 | KeyCode::Numpad4 => Some(4),
        KeyCode::Digit5 | KeyCode::Numpad5 => Some(5),
        KeyCode::Digit6 | KeyCode::Numpad6 => Some(6),
        KeyCode::Digit7 | KeyCode::Numpad7 => Some(7),
        KeyCode::Digit8 | KeyCode::Numpad8 => Some(8),
        KeyCode::Digit9 | KeyCode::Numpad9 => Some(9),
        _ => None,
    }
}

/// An arrow key: with Ctrl it moves the current block, with Shift the cursor, and alone it
/// puts an arrow in (or a cond, after C).
fn arrow_request(
    coding: &mut Desk,
    blocks: usize,
    dir: Dir,
    shift: bool,
    ctrl: bool,
) -> Option<Request> {
    Some(match (dir, shift, ctrl) {
        (Dir::Left, _, true) => Request::Shift(-1),
        (Dir::Right, _, true) => Request::Shift(1),
        (Dir::Left, true, _) => Request::StepCursor(-1),
        (Dir::Right, true, _) => Request::StepCursor(1),
        (Dir::Down, true, _) => Request::Cursor(Place::FunctionSlot(0)),
        (Dir::Up, true, _) => Request::Cursor(Place::Gap(blocks)),
        (_, _, true) => return None,
        (dir, false, false) => {
            let action = if coding.cond_armed {
                coding.cond_armed = false;
                Action::Cond(coding.cond_colour, dir)
            } else {
                Action::Roll(dir)
            };
            Request::Put(Item::Action(action))
        }
    })
}

/// The other keys: blocks, removing, running, checking, typing, and Esc.
fn letter_request(
    coding: &mut Desk,
    key: KeyCode,
    shift: bool,
    status: &PlayStatus,
    presses: &mut crate::input::KeyPresses,
) -> Option<Request> {
    Some(match key {
        KeyCode::KeyL => Request::Put(Item::Loop),
        KeyCode::KeyF => Request::Put(Item::Function),
        // After a win C sets the program beside the best one (see games::compare).
        KeyCode::KeyC if status.solved => return None,
        KeyCode::KeyC if coding.cond_armed => Request::CondColour(match coding.cond_colour {
            Colour::Pink => Colour::Orange,
            Colour::Orange => Colour::Yellow,
            Colour::Yellow => Colour::Pink,
        }),
        KeyCode::KeyC => {
            coding.cond_armed = true;
            return None;
        }
        KeyCode::Backspace if shift => Request::Edit(Edit::Clear),
        KeyCode::Backspace => Request::RemoveBack,
        KeyCode::Delete => Request::RemoveForward,
        KeyCode::Space => Request::Run,
        KeyCode::Enter | KeyCode::NumpadEnter if !status.solved => Request::Step,
        KeyCode::KeyK => Request::Check,
        KeyCode::KeyT => {
            coding.focus_text = true;
            return None;
        }
        KeyCode::Escape if coding.cond_armed => {
            coding.cond_armed = false;
            presses.take(KeyCode::Escape);
            return None;
        }
        // A run going, paused or stopped short: the ball goes back first; the next Esc leaves.
        KeyCode::Escape if coding.run.is_some() && !status.solved => {
            presses.take(KeyCode::Escape);
            Request::Reset
        }
        _ => return None,
    })
}

/// The shared commands this screen answers itself: R puts the ball back, P runs, N makes a
/// new map of the size chosen.
pub fn commands(
    mut commands: MessageReader<Command>,
    desk: Res<Desk>,
    mut out: MessageWriter<Request>,
) {
    for command in commands.read() {
        let request = match command {
            Command::Restart => Request::Reset,
            Command::PlayPause => Request::Run,
            Command::NewLevel => Request::NewMap {
                rows: desk.new_map.0,
                cols: desk.new_map.1,
            },
            _ => continue,
        };
        out.write(request);
    }
}
