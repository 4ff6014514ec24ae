//! The mouse and the touch screen as the player uses them: a quick click or tap, whose press and
//! release arrive in the same frame, acts on the board like a slow one.

use crate::harness::*;
use bevy::input::touch::{TouchInput, TouchPhase, touch_screen_input_system};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use puzzlebox::board::{BoardCamera, cell_center};
use puzzlebox::play::session::Session;
use puzzles::fifteen::Board;

/// The game with a window (never shown) and the camera's view of it, so that screen points
/// become board points as in the real game, and touches read from touch messages.
fn game_with_window() -> App {
    let mut app = game();
    app.add_message::<TouchInput>()
        .add_systems(
            PreUpdate,
            touch_screen_input_system.in_set(bevy::input::InputSystems),
        )
        .add_systems(Last, camera_sees_the_window::<BoardCamera>);
    app.world_mut().spawn((Window::default(), PrimaryWindow));
    frames(&mut app, 2);
    app
}

/// The window point over a board point.
fn screen_point(app: &mut App, world: Vec2) -> Vec2 {
    let mut q = app
        .world_mut()
        .query_filtered::<(&Camera, &GlobalTransform), With<BoardCamera>>();
    let (camera, at) = q.single(app.world()).unwrap();
    camera
        .world_to_viewport(at, world.extend(0.0))
        .expect("the board point is in view")
}

fn moves(app: &App) -> usize {
    app.world().resource::<Session<Board>>().moves()
}

#[test]
fn a_quick_click_acts() {
    let mut app = game_with_window();
    open(&mut app, "fifteen/05-four-by-four");
    frames(&mut app, 2);
    // The hole is at 0,2: a click on the last tile of its row slides three tiles.
    let at = screen_point(&mut app, cell_center(4, 4, 3.0, 2.0));
    let mut windows = app.world_mut().query::<&mut Window>();
    windows
        .single_mut(app.world_mut())
        .unwrap()
        .set_cursor_position(Some(at));
    let mut mouse = app.world_mut().resource_mut::<ButtonInput<MouseButton>>();
    mouse.press(MouseButton::Left);
    mouse.release(MouseButton::Left);
    app.update();
    app.world_mut()
        .resource_mut::<ButtonInput<MouseButton>>()
        .clear();
    frames(&mut app, 2);
    assert_eq!(moves(&app), 3, "press and release in one frame is a click");
}

#[test]
fn a_quick_tap_acts() {
    let mut app = game_with_window();
    open(&mut app, "fifteen/05-four-by-four");
    frames(&mut app, 2);
    let at = screen_point(&mut app, cell_center(4, 4, 3.0, 2.0));
    tap(&mut app, at);
    assert_eq!(moves(&app), 3, "a finger down and up in one frame is a tap");
}

/// A finger down and up at a window point, in one frame.
fn tap(app: &mut App, at: Vec2) {
    let window = app
        .world_mut()
        .query_filtered::<Entity, With<PrimaryWindow>>()
        .single(app.world())
        .unwrap();
    for phase in [TouchPhase::Started, TouchPhase::Ended] {
        app.world_mut().write_message(TouchInput {
            phase,
            position: at,
            window,
            force: None,
            id: 1,
        });
    }
    app.update();
    frames(app, 2);
}

#[test]
fn a_tap_on_an_open_card_never_reaches_the_board_beneath() {
    use puzzlebox::shell::RulesCard;
    let mut app = game_with_window();
    open(&mut app, "fifteen/05-four-by-four");
    frames(&mut app, 2);
    let at = screen_point(&mut app, cell_center(4, 4, 3.0, 2.0));
    app.world_mut().resource_mut::<RulesCard>().0 = Some(puzzles::Kind::Fifteen);
    tap(&mut app, at);
    assert_eq!(moves(&app), 0, "the card is in the way");
    app.world_mut().resource_mut::<RulesCard>().0 = None;
    tap(&mut app, at);
    assert_eq!(moves(&app), 3, "with the card gone the tap acts");
}
