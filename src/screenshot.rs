//! Screenshot mode: open a screen or level, wait until rendering has settled, optionally let the
//! solver play the level to its end, save a PNG of the window and exit.

use crate::play::{BoardChanged, Change, Playable, Session};
use crate::screens::Screen;
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};
use puzzles::search::Budget;
use puzzles::{fifteen, klotski, shot};
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
            (
                count_frames,
                solve_now::<shot::Board>,
                solve_now::<klotski::Board>,
                solve_now::<fifteen::Board>,
                capture,
            )
                .chain(),
        );
    }
}

fn count_frames(mut shooter: ResMut<Shooter>) {
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

/// Plays the whole solution at once (for `--after-solve`) and checks that it solves the level.
fn solve_now<P: Playable>(
    mut shooter: ResMut<Shooter>,
    session: Option<ResMut<Session<P>>>,
    mut changed: MessageWriter<BoardChanged<P>>,
    mut exit: MessageWriter<AppExit>,
    screen: Res<State<Screen>>,
) {
    if shooter.phase != Phase::Waiting
        || shooter.frame < WARM_UP
        || !shooter.request.after_solve
        || *screen.get() != Screen::Playing
    {
        return;
    }
    let Some(mut session) = session else {
        return;
    };
    let solution = session.current.solve_within(Budget::UNLIMITED);
    let Some(moves) = solution.moves else {
        error!("the solver found no solution for this level");
        exit.write(AppExit::from_code(3));
        shooter.phase = Phase::Done;
        return;
    };
    let before = session.current.clone();
    session.assisted = true;
    for mv in moves {
        if let Err(e) = session.play(mv) {
            error!("a solver move was refused: {e}");
            exit.write(AppExit::from_code(3));
            shooter.phase = Phase::Done;
            return;
        }
    }
    if !session.current.is_solved() {
        error!("the solution did not reach a solved position");
        exit.write(AppExit::from_code(3));
        shooter.phase = Phase::Done;
        return;
    }
    changed.write(BoardChanged {
        before,
        after: session.current.clone(),
        how: Change::Jumped,
    });
    shooter.phase = Phase::Settling(SETTLE);
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
