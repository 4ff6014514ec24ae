//! Acting on the player's requests: edits of the program, starting, pausing, stepping and
//! resetting runs, and questions for the solver.

use super::jobs::{self, Ask};
use super::run::{BallQuery, BonusQuery, Run, Vanishing, ball_point};
use super::{Coding, CodingSession, Desk, Edit, Request, Tone};
use crate::lang::Words;
use crate::play::playback::Playback;
use crate::play::session::{BoardChanged, Change};
use crate::play::solver::Hinted;
use crate::play::{Command, MoveRefused, play_move};
use crate::tween::{Shake, Tween};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use puzzles::Puzzle;
use puzzles::kodable::{MAX_BLOCKS, Map, Place};

/// Puts the ball back at the start (a short glide) and every bonus back on the map.
pub(super) fn put_back(
    commands: &mut Commands,
    map: &Map,
    ball: &BallQuery,
    bonuses: &mut BonusQuery,
) {
    if let Ok((entity, transform)) = ball.single() {
        let start = ball_point(map, map.ball());
        let mut e = commands.entity(entity);
        e.remove::<Shake>();
        if transform.translation.truncate().distance(start.truncate()) > 1.0 {
            e.insert(Tween::new(transform.translation, start, 0.25));
        } else {
            e.remove::<Tween>();
        }
    }
    for (entity, _, mut transform, mut visibility) in bonuses {
        commands.entity(entity).remove::<Vanishing>();
        transform.scale = Vec3::ONE;
        *visibility = Visibility::Inherited;
    }
}

/// Starts a run of the program in the editor, or says what is missing.
fn start_run(
    words: Words,
    session: &mut CodingSession,
    desk: &mut Desk,
    playing: bool,
    commands: &mut Commands,
    ball: &BallQuery,
    bonuses: &mut BonusQuery,
) {
    let program = match session.current.runnable() {
        Ok(p) => p,
        Err((_, place)) => {
            desk.say(why_it_cannot_run(words, &session.current, place), Tone::Bad);
            if let Some(place) = place {
                session.current.draft.set_cursor(place);
            }
            return;
        }
    };
    let assisted = desk.solution.as_ref().is_some_and(|(p, _)| *p == program);
    let map = session.current.map();
    let mut run = Run::new(map, program, playing, assisted);
    if !playing {
        run.wanted = 1;
    }
    desk.run = Some(run);
    desk.note = None;
    put_back(commands, map, ball, bonuses);
}

/// Why the program cannot run yet, in the player's language: the empty slot the core points
/// at (`place`), no blocks, or more blocks than the map allows.
fn why_it_cannot_run(words: Words, coding: &Coding, place: Option<Place>) -> String {
    match place {
        Some(Place::LoopSlot { block, .. }) => {
            crate::tr!(words, "kodable-fill-loop", block = block + 1)
        }
        Some(_) => crate::tr!(words, "kodable-fill-function"),
        None if coding.draft.blocks.is_empty() => crate::tr!(words, "kodable-empty-program"),
        None => crate::tr!(
            words,
            "kodable-over-limit",
            limit = coding.limit().unwrap_or(0),
            size = coding.draft.size()
        ),
    }
}

/// Why the rules refuse an edit, in the player's language where the game can tell (a loop or
/// a call put in a slot, a program grown past the most blocks there can be), else in the
/// rules' own words (`english`).
fn why_refused(words: Words, coding: &Coding, edit: &Edit, english: String) -> String {
    match edit {
        Edit::Put(Place::LoopSlot { .. }, _) => crate::tr!(words, "kodable-loop-holds"),
        Edit::Put(Place::FunctionSlot(_), _) => crate::tr!(words, "kodable-function-holds"),
        _ if coding.draft.blocks.len() >= MAX_BLOCKS => {
            crate::tr!(words, "kodable-most-blocks", most = MAX_BLOCKS)
        }
        _ => english,
    }
}

/// What a request may change: the session (edits, the cursor), this screen's desk, the pieces
/// on the map, and the messages to the session.
#[derive(SystemParam)]
pub struct Acting<'w, 's> {
    session: ResMut<'w, CodingSession>,
    desk: ResMut<'w, Desk>,
    commands: Commands<'w, 's>,
    ball: BallQuery<'w, 's>,
    bonuses: BonusQuery<'w, 's>,
    running: Query<'w, 's, &'static jobs::MapJob>,
    changed: MessageWriter<'w, BoardChanged<Coding>>,
    refused: MessageWriter<'w, MoveRefused>,
    playback: ResMut<'w, Playback>,
    to_session: MessageWriter<'w, Command>,
    hinted: Option<Res<'w, Hinted<Coding>>>,
    words: Res<'w, Words>,
}

/// Acts on the player's requests: edits, runs, and questions for the solver.
pub fn apply_requests(mut requests: MessageReader<Request>, mut to: Acting) {
    for request in requests.read() {
        if let Some(edit) = edit_of(&mut to, request) {
            // A program cleared starts afresh: the ball goes back too, and the last run's
            // words go.
            let clears = matches!(edit, Edit::Clear);
            to.edit(edit);
            if clears {
                to.put_the_ball_back();
            }
            continue;
        }
        let a = &mut to;
        let (session, desk) = (&mut *a.session, &mut *a.desk);
        match request.clone() {
            Request::Run => match desk.run.as_mut() {
                Some(run) if run.is_live() => run.playing = !run.playing,
                _ => start_run(
                    *a.words,
                    session,
                    desk,
                    true,
                    &mut a.commands,
                    &a.ball,
                    &mut a.bonuses,
                ),
            },
            Request::Step => match desk.run.as_mut() {
                Some(run) if run.is_live() => {
                    run.playing = false;
                    run.wanted += 1;
                }
                _ => start_run(
                    *a.words,
                    session,
                    desk,
                    false,
                    &mut a.commands,
                    &a.ball,
                    &mut a.bonuses,
                ),
            },
            Request::Reset => a.put_the_ball_back(),
            Request::Check => {
                jobs::start(*a.words, &mut a.commands, session, Ask::Check, &a.running)
            }
            Request::Hint => {
                a.to_session.write(Command::Hint);
            }
            Request::TakeHint => {
                if let Some(h) = a.hinted.as_ref().filter(|h| h.position == session.current) {
                    let mv = h.mv.clone();
                    a.edit(mv);
                }
            }
            Request::Solve => {
                a.to_session.write(Command::Solve);
            }
            Request::UndoEdit => a.undo_or_redo(true),
            Request::RedoEdit => a.undo_or_redo(false),
            Request::Cursor(place) => session.current.draft.set_cursor(place),
            Request::StepCursor(by) => session.current.draft.step_cursor(by),
            Request::CondColour(c) => desk.cond_colour = c,
            Request::NewMap { rows, cols } => {
                desk.new_map = (rows, cols);
                jobs::start(
                    *a.words,
                    &mut a.commands,
                    session,
                    Ask::NewMap { rows, cols },
                    &a.running,
                );
            }
            _ => {}
        }
    }
}

impl Acting<'_, '_> {
    /// The run stopped, the ball and the bonuses back where the map starts them.
    fn put_the_ball_back(&mut self) {
        self.desk.run = None;
        self.desk.note = None;
        put_back(
            &mut self.commands,
            self.session.current.map(),
            &self.ball,
            &mut self.bonuses,
        );
    }

    /// Asks the session to undo (or redo) an edit, or says there is none.
    fn undo_or_redo(&mut self, undo: bool) {
        let (none, command, nothing) = if undo {
            (
                self.session.done.is_empty(),
                Command::Undo,
                "kodable-nothing-to-undo",
            )
        } else {
            (
                self.session.undone.is_empty(),
                Command::Redo,
                "kodable-nothing-to-redo",
            )
        };
        if none {
            self.desk.say(self.words.message(nothing, &[]), Tone::Info);
        } else {
            self.to_session.write(command);
        }
    }

    /// Makes an edit of the program. One that leaves the program as it is only moves the
    /// cursor: it is no move to undo.
    fn edit(&mut self, edit: Edit) {
        match self.session.current.apply(&edit) {
            Err(e) => {
                let why = why_refused(*self.words, &self.session.current, &edit, e.why);
                self.desk.say(why, Tone::Bad);
            }
            Ok(after) if after == self.session.current => {
                self.session.current.draft.cursor = after.draft.cursor;
            }
            Ok(_) => play_move(
                &mut self.session,
                edit,
                (&mut self.changed, &mut self.refused),
                &mut self.playback,
                *self.words,
            ),
        }
    }
}

/// The edit a request asks for, at the cursor where it acts there; `None` for the requests
/// that are not edits (and for typed text that cannot be read, which is said).
fn edit_of(to: &mut Acting, request: &Request) -> Option<Edit> {
    let cursor = to.session.current.draft.cursor;
    Some(match *request {
        Request::Put(item) => Edit::Put(cursor, item),
        Request::PutAt(place, item) => Edit::Put(place, item),
        Request::RemoveBack => Edit::RemoveBack(cursor),
        Request::RemoveForward => Edit::RemoveForward(cursor),
        Request::Shift(by) => Edit::Shift(cursor, by),
        Request::Type(ref text) => return typed(*to.words, to, text),
        Request::Edit(ref edit) => edit.clone(),
        _ => return None,
    })
}

/// The edit that writes typed text, or `None` after saying where the text goes wrong.
fn typed(words: Words, to: &mut Acting, text: &str) -> Option<Edit> {
    // One line, so that the column of a mistake points into what the player sees.
    let text = text.replace(['\n', '\r'], " ");
    let mut draft = to.session.current.draft.clone();
    let desk = &mut *to.desk;
    match draft.set_text(&text) {
        Ok(()) => {
            desk.typed = None;
            desk.typed_error = None;
            Some(Edit::Write(text))
        }
        Err(e) => {
            let column = e.at.map_or(1, |(_, c)| c);
            desk.typed = Some(text);
            let why = crate::words_of!(words).why(&e);
            desk.typed_error = Some(e);
            desk.say(
                crate::tr!(words, "kodable-text-error", column = column, message = why),
                Tone::Bad,
            );
            None
        }
    }
}

/// Follows the program's changes: a run of a program that changed stops where it is; the
/// solver's program, once written out, runs; and a level finished at once shows its run over.
pub fn follow_changes(
    mut changes: MessageReader<BoardChanged<Coding>>,
    session: Res<CodingSession>,
    mut desk: ResMut<Desk>,
    mut commands: Commands,
    ball: BallQuery,
    mut bonuses: BonusQuery,
    words: Res<Words>,
) {
    let words = *words;
    for change in changes.read() {
        desk.edited(&change.after);
        let by_solver = session.assisted && change.after.is_solved();
        match change.how {
            Change::Redone(_) if by_solver && session.undone.is_empty() => {
                run_the_solvers_program(words, &mut desk, &change.after);
                put_back(&mut commands, change.after.map(), &ball, &mut bonuses);
            }
            Change::Jumped if by_solver => {
                super::run::show_over(&mut desk, &change.after, &mut commands, &ball, &mut bonuses);
            }
            _ => {}
        }
    }
}

/// The solver's program, once written out, runs, and the player is told what it scores.
fn run_the_solvers_program(words: Words, desk: &mut Desk, after: &Coding) {
    let Ok(program) = after.runnable() else {
        return;
    };
    let map = after.map();
    let run = Run::new(map, program.clone(), true, true);
    let bonuses = run.trace.end.bonuses();
    desk.solution = Some((program, bonuses));
    desk.run = Some(run);
    desk.say(
        crate::tr!(
            words,
            "kodable-solver-program",
            size = after.draft.size(),
            bonuses = bonuses,
            total = map.bonuses().len()
        ),
        Tone::Info,
    );
}
