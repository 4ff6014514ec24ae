//! Screenshot mode: open a screen or level, wait until rendering has settled, optionally let the
//! solver play the level to its end, save a PNG of the window and exit.

use crate::play::{BoardChanged, Change, Playable, Session};
use crate::screens::Screen;
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};
use bevy::window::RequestRedraw;
use std::path::PathBuf;

/// What to capture.
#[derive(Clone, Debug)]
pub struct Request {
    /// Where the PNG goes.
    pub path: PathBuf,
    /// Play the solver's solution to the end first.
    pub after_solve: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    Waiting,
    Solving,
    Settling(u32),
    Capturing,
    Done,
}

#[derive(Resource)]
struct Shooter {
    request: Request,
    frame: u32,
    phase: Phase,
}

/// Frames to wait before anything: pipelines compile in the background at first.
const WARM_UP: u32 = 60;
/// Frames to let the last moves and the celebration play.
const SETTLE: u32 = 45;

pub fn plugin(request: Request) -> impl Fn(&mut App) {
    move |app: &mut App| {
        app.insert_resource(Shooter {
            request: request.clone(),
            frame: 0,
            phase: Phase::Waiting,
        })
        .add_systems(
            Last,
            (count_frames, ask_for_solution, hear_solution, capture).chain(),
        );
    }
}

/// Asks whichever puzzle is open to let its solver play to the end, at once.
#[derive(Message, Clone, Copy, Debug)]
pub struct SolveToEnd;

/// A puzzle's answer to [`SolveToEnd`]: whether the level is now solved (with why not).
#[derive(Message, Clone, Debug)]
pub struct SolvedToEnd(pub Result<(), String>);

pub(crate) fn messages(app: &mut App) {
    app.add_message::<SolveToEnd>().add_message::<SolvedToEnd>();
}

/// Counts frames (and asks for the next one: a picture is taken of a screen drawn often
/// enough to have settled, whether or not anything moves on it).
fn count_frames(mut shooter: ResMut<Shooter>, mut redraw: MessageWriter<RequestRedraw>) {
    redraw.write(RequestRedraw);
    shooter.frame += 1;
    if let Phase::Settling(n) = shooter.phase {
        shooter.phase = if n == 0 {
            Phase::Capturing
        } else {
            Phase::Settling(n - 1)
        };
    } else if shooter.phase == Phase::Waiting
        && shooter.frame >= WARM_UP
        && !shooter.request.after_solve
    {
        shooter.phase = Phase::Capturing;
    }
}

fn ask_for_solution(
    mut shooter: ResMut<Shooter>,
    mut ask: MessageWriter<SolveToEnd>,
    screen: Res<State<Screen>>,
) {
    if shooter.phase == Phase::Waiting
        && shooter.frame >= WARM_UP
        && shooter.request.after_solve
        && *screen.get() == Screen::Playing
    {
        ask.write(SolveToEnd);
        shooter.phase = Phase::Solving;
    }
}

fn hear_solution(
    mut shooter: ResMut<Shooter>,
    mut answers: MessageReader<SolvedToEnd>,
    mut exit: MessageWriter<AppExit>,
) {
    for SolvedToEnd(answer) in answers.read() {
        match answer {
            Ok(()) => shooter.phase = Phase::Settling(SETTLE),
            Err(why) => {
                error!("{why}");
                exit.write(AppExit::from_code(3));
                shooter.phase = Phase::Done;
            }
        }
    }
}

/// For a move-by-move puzzle: plays the whole solution at once and checks that it solves the
/// level.
pub fn solve_to_end<P: Playable>(
    mut asked: MessageReader<SolveToEnd>,
    mut session: ResMut<Session<P>>,
    mut changed: MessageWriter<BoardChanged<P>>,
    mut answer: MessageWriter<SolvedToEnd>,
) {
    if asked.read().count() == 0 {
        return;
    }
    let solution = session.current.solve();
    let Some(moves) = solution.moves else {
        answer.write(SolvedToEnd(Err(
            "the solver found no solution for this level".into(),
        )));
        return;
    };
    let before = session.current.clone();
    session.assisted = true;
    for mv in moves {
        if let Err(e) = session.play(mv) {
            answer.write(SolvedToEnd(Err(format!("a solver move was refused: {e}"))));
            return;
        }
    }
    if !session.current.is_solved() {
        answer.write(SolvedToEnd(Err(
            "the solution did not reach a solved position".into(),
        )));
        return;
    }
    changed.write(BoardChanged {
        before,
        after: session.current.clone(),
        how: Change::Jumped,
    });
    answer.write(SolvedToEnd(Ok(())));
}

fn capture(mut commands: Commands, mut shooter: ResMut<Shooter>) {
    if shooter.phase != Phase::Capturing {
        return;
    }
    shooter.phase = Phase::Done;
    let path = shooter.request.path.clone();
    commands
        .spawn(Screenshot::primary_window())
        .observe(save_to_disk(path))
        .observe(
            |_: On<ScreenshotCaptured>, mut exit: MessageWriter<AppExit>| {
                exit.write(AppExit::Success);
            },
        );
}
