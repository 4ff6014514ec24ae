//! Screenshot mode: open a screen or level, wait until rendering has settled, optionally let the
//! solver play the level to its end, save a PNG of the window and exit.

use crate::play::{Command, LevelSolved, MoveRefused};
use crate::shell::Screen;
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};
use bevy::window::RequestRedraw;
use std::path::PathBuf;

/// What to capture.
#[derive(Clone, Debug)]
pub struct Plan {
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
pub struct Shooter {
    request: Plan,
    frame: u32,
    phase: Phase,
}

/// Frames to wait before anything: pipelines compile in the background at first.
const WARM_UP: u32 = 60;
/// Frames to let the last moves and the celebration play.
const SETTLE: u32 = 45;

pub fn plugin(request: Plan) -> impl Fn(&mut App) {
    move |app: &mut App| {
        app.init_resource::<crate::render_quality::FullDetail>();
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
    mut ask: MessageWriter<Command>,
    screen: Res<State<Screen>>,
) {
    if shooter.phase == Phase::Waiting
        && shooter.frame >= WARM_UP
        && shooter.request.after_solve
        && *screen.get() == Screen::Playing
    {
        ask.write(Command::Finish);
        shooter.phase = Phase::Solving;
    }
}

/// Waits for the level to be won, or for the puzzle to say why the solver could not finish.
fn hear_solution(
    mut shooter: ResMut<Shooter>,
    mut won: MessageReader<LevelSolved>,
    mut refused: MessageReader<MoveRefused>,
    mut exit: MessageWriter<AppExit>,
) {
    if shooter.phase != Phase::Solving {
        return;
    }
    if won.read().count() > 0 {
        shooter.phase = Phase::Settling(SETTLE);
    } else if let Some(why) = refused.read().last() {
        error!("{}", why.reason);
        exit.write(AppExit::from_code(3));
        shooter.phase = Phase::Done;
    }
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
