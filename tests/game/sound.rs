//! What the game makes heard, without a sound device: each puzzle's moves, a move refused,
//! undo, a hint and a win each ask for their effect, in order.

use crate::harness::*;
use bevy::prelude::*;
use puzzlebox::play::Command;
use puzzlebox::sound::{Effect, Sound};

/// Every effect asked for, in order.
#[derive(Resource, Default)]
struct Heard(Vec<Effect>);

fn listen(mut asked: MessageReader<Sound>, mut heard: ResMut<Heard>) {
    heard.0.extend(asked.read().map(|s| s.effect));
}

fn listening_game() -> App {
    let mut app = game();
    app.init_resource::<Heard>().add_systems(Last, listen);
    app
}

/// What was heard since the last call.
fn heard(app: &mut App) -> Vec<Effect> {
    std::mem::take(&mut app.world_mut().resource_mut::<Heard>().0)
}

#[test]
fn a_fling_whooshes_knocks_a_ball_off_and_undo_and_a_refusal_are_heard() {
    let mut app = listening_game();
    open(&mut app, "shot/01-the-example");
    heard(&mut app);
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::ArrowRight);
    assert_eq!(heard(&mut app), [Effect::Fling, Effect::KnockOff]);
    press(&mut app, KeyCode::KeyZ);
    assert_eq!(heard(&mut app), [Effect::Undo]);
    // The last ball of the row flung right: nothing stops it.
    for _ in 0..5 {
        press(&mut app, KeyCode::ArrowRight);
    }
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::ArrowRight);
    assert_eq!(heard(&mut app), [Effect::Refused]);
}

#[test]
fn a_hint_chimes_and_a_win_ends_in_a_flourish() {
    let mut app = listening_game();
    open(&mut app, "klotski/01-side-step");
    heard(&mut app);
    command(&mut app, Command::Hint);
    assert!(until(&mut app, 300, |app| app
        .world()
        .resource::<Heard>()
        .0
        .contains(&Effect::Hint)));
    heard(&mut app);
    command(&mut app, Command::Finish);
    frames(&mut app, 3);
    assert_eq!(heard(&mut app).last(), Some(&Effect::Win));
}

#[test]
fn each_puzzle_has_its_own_move_sound() {
    for (level, effect) in [
        ("snake/01-eight-cubes", Effect::Turn),
        ("fifteen/01-first-light", Effect::Tile),
        ("klotski/01-side-step", Effect::Slide),
    ] {
        let mut app = listening_game();
        open(&mut app, level);
        heard(&mut app);
        command(&mut app, Command::Solve);
        until(&mut app, 300, |app| {
            app.world().resource::<Heard>().0.contains(&effect)
        });
        assert!(heard(&mut app).contains(&effect), "{level}");
    }
}
