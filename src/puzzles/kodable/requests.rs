//! Acting on the player's requests: edits of the program, starting, pausing, stepping and
//! resetting runs, and questions for the solver.

use super::jobs::{self, Ask};
use super::run::{Ball, Bonus, Run, Vanishing, ball_point};
use super::{Coding, Draft, Piece, Place, Request, Tone};
use crate::tween::{Shake, Tween};
use bevy::prelude::*;
use puzzles::kodable::Map;

pub(super) type BallQuery<'w, 's> = Query<'w, 's, (Entity, &'static Transform), With<Ball>>;
pub(super) type BonusQuery<'w, 's> = Query<
    'w,
    's,
    (
        Entity,
        &'static Bonus,
        &'static mut Transform,
        &'static mut Visibility,
    ),
    Without<Ball>,
>;

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
    coding: &mut Coding,
    playing: bool,
    commands: &mut Commands,
    ball: &BallQuery,
    bonuses: &mut BonusQuery,
) {
    let program = match coding.draft.program() {
        Ok(p) => p,
        Err(missing) => {
            coding.draft.set_cursor(missing.place);
            coding.say(missing.message, Tone::Bad);
            return;
        }
    };
    if program.blocks.is_empty() {
        coding.say(
            "The program is empty: add blocks from the palette, or press the arrow keys.",
            Tone::Info,
        );
        return;
    }
    if let Some(limit) = coding.limit
        && program.size() > limit
    {
        coding.say(
            format!(
                "This map takes at most {limit} blocks and the program has {}: a loop or the function can say more in fewer blocks.",
                program.size()
            ),
            Tone::Bad,
        );
        return;
    }
    let assisted = coding.solution.as_ref().is_some_and(|(p, _)| *p == program);
    let mut run = Run::new(&coding.map, program, playing, assisted);
    if !playing {
        run.wanted = 1;
    }
    coding.run = Some(run);
    coding.note = None;
    put_back(commands, &coding.map, ball, bonuses);
}

/// Acts on the player's requests: edits, runs, and questions for the solver.
pub fn apply_requests(
    mut requests: MessageReader<Request>,
    mut coding: ResMut<Coding>,
    mut commands: Commands,
    ball: BallQuery,
    mut bonuses: BonusQuery,
    running: Query<&jobs::Job>,
) {
    for request in requests.read() {
        let coding = &mut *coding;
        if edit(coding, request) {
            continue;
        }
        match request.clone() {
            Request::Run => match coding.run.as_mut() {
                Some(run) if run.is_live() => run.playing = !run.playing,
                _ => start_run(coding, true, &mut commands, &ball, &mut bonuses),
            },
            Request::Step => match coding.run.as_mut() {
                Some(run) if run.is_live() => {
                    run.playing = false;
                    run.wanted += 1;
                }
                _ => start_run(coding, false, &mut commands, &ball, &mut bonuses),
            },
            Request::Reset => {
                coding.run = None;
                coding.note = None;
                put_back(&mut commands, &coding.map, &ball, &mut bonuses);
            }
            Request::Check => jobs::start(&mut commands, coding, Ask::Check, &running),
            Request::Hint => {
                let fresh = coding
                    .hint
                    .as_ref()
                    .is_some_and(|h| h.revision == coding.revision && h.found.changes_program());
                if fresh {
                    take_hint(coding);
                } else {
                    jobs::start(&mut commands, coding, Ask::Hint, &running);
                }
            }
            Request::TakeHint => take_hint(coding),
            Request::Solve => jobs::start(&mut commands, coding, Ask::Solve, &running),
            Request::NewMap { rows, cols } => {
                coding.new_map = (rows, cols);
                jobs::start(&mut commands, coding, Ask::NewMap { rows, cols }, &running);
            }
            _ => {}
        }
    }
}

/// Acts on a request that edits the program (or the cursor, or the palette); false for the
/// others.
fn edit(coding: &mut Coding, request: &Request) -> bool {
    match *request {
        Request::Put(item) => {
            if let Err(e) = coding.edit(|d| d.put(item)) {
                coding.say(e, Tone::Bad);
            }
        }
        Request::PutAt(place, item) => {
            if let Err(e) = coding.edit(|d| d.put_at(place, item)) {
                coding.say(e, Tone::Bad);
            }
        }
        Request::Cursor(place) => coding.draft.set_cursor(place),
        Request::StepCursor(by) => coding.draft.step_cursor(by),
        Request::RemoveBack => coding.edit(|d| d.remove_back()),
        Request::RemoveForward => coding.edit(|d| d.remove_forward()),
        Request::Remove(i) => coding.edit(|d| d.remove(i)),
        Request::ClearLoopSlot(b, s) => coding.edit(|d| d.clear_loop_slot(b, s)),
        Request::ClearFunctionSlot(k) => coding.edit(|d| d.clear_function_slot(k)),
        Request::Move { from, to } => coding.edit(|d| d.move_block(from, to)),
        Request::Shift(by) => coding.edit(|d| d.shift(by)),
        Request::SetTimes(b, n) => coding.edit(|d| d.set_times(b, n)),
        Request::Clear => coding.edit(|d| *d = Draft::default()),
        Request::Type(ref text) => type_text(coding, text),
        Request::UndoEdit => {
            if !coding.undo_edit() {
                coding.say("Nothing to undo.", Tone::Info);
            }
        }
        Request::RedoEdit => {
            if !coding.redo_edit() {
                coding.say("Nothing to redo.", Tone::Info);
            }
        }
        Request::CondColour(c) => coding.cond_colour = c,
        _ => return false,
    }
    true
}

/// Replaces the program with typed text, or says where the text goes wrong.
fn type_text(coding: &mut Coding, text: &str) {
    // One line, so that the column of a mistake points into what the player sees.
    let text = text.replace(['\n', '\r'], " ");
    let mut typed = coding.draft.clone();
    match typed.set_text(&text) {
        Ok(()) => {
            coding.edit(|d| *d = typed);
            coding.typed = None;
            coding.typed_error = None;
        }
        Err(e) => {
            let column = e.at.map_or(1, |(_, c)| c);
            coding.typed = Some(text);
            coding.typed_error = Some((column, e.message.clone()));
            coding.say(format!("Column {column}: {}.", e.message), Tone::Bad);
        }
    }
}

/// Puts the hinted block in: the blocks after those the hint keeps go, and a hinted call of
/// the function brings its body.
fn take_hint(coding: &mut Coding) {
    let Some(hint) = coding.hint.clone() else {
        return;
    };
    if hint.revision != coding.revision {
        return;
    }
    let keep = hint.found.keep();
    let block = hint.found.block();
    let body = hint.found.function();
    coding.edit(|d| {
        d.blocks.truncate(keep);
        d.set_cursor(Place::Gap(keep));
        if let Some(block) = block {
            d.blocks.push(Piece::from_block(block));
            d.set_cursor(Place::Gap(keep + 1));
        }
        if let Some(body) = body {
            d.function = body.map(Some);
        }
    });
}
