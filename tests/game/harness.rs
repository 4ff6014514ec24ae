//! A game without a window, for tests: every plugin of the game except rendering, with time
//! advancing 50 ms per update and keys pressed by hand.

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use puzzlebox::board::PointerInput;
use puzzlebox::play::{Command, PlayStatus};
use puzzlebox::progress::ProgressStore;
use puzzlebox::progress::records::Progress;
use puzzlebox::progress::store::MemoryStore;
use puzzlebox::shell::OpenLevel;
use puzzlebox::shell::Screen;
use std::time::Duration;

pub fn game() -> App {
    game_with(ProgressStore(Box::new(MemoryStore)))
}

/// The game with its progress kept in `store`.
pub fn game_with(store: ProgressStore) -> App {
    let mut app = game_built(store);
    app.update();
    app
}

/// The game with its progress kept in `store`, built but not started: its first frame, with
/// the start-up systems, is still to run.
pub fn game_built(store: ProgressStore) -> App {
    let mut app = App::new();
    app.add_plugins((
        MinimalPlugins,
        StatesPlugin,
        AssetPlugin::default(),
        TransformPlugin,
        bevy::gizmos::GizmoPlugin,
        // What screen readers are told (the window's own plugins add it in the game).
        bevy::a11y::AccessibilityPlugin,
    ));
    app.init_asset::<Mesh>()
        .init_asset::<ColorMaterial>()
        .init_asset::<bevy::mesh::skinning::SkinnedMeshInverseBindposes>()
        .init_resource::<ButtonInput<KeyCode>>()
        .init_resource::<ButtonInput<MouseButton>>()
        .init_resource::<Touches>()
        // Messages the orbit camera of the snake screen listens to.
        .add_message::<bevy::window::CursorMoved>()
        .add_message::<bevy::input::mouse::MouseWheel>()
        .add_message::<bevy::input::gestures::PinchGesture>()
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
            50,
        )))
        .insert_resource(store)
        .add_plugins(puzzlebox::app::GamePlugin);
    // The "How to play" cards and the first levels' guides, which open the first time a
    // puzzle is played, are taken as read, so that the keys go to the game at once
    // (tests/game/rules.rs and guide.rs open them).
    let mut progress = app
        .world_mut()
        .resource_mut::<puzzlebox::progress::records::Progress>();
    progress.settings.rules_seen = puzzles::Kind::ALL.to_vec();
    progress.settings.guided = puzzles::Kind::ALL.to_vec();
    app
}

/// Opens a built-in level and lets the board appear.
pub fn open(app: &mut App, name: &str) {
    let builtin = puzzlebox::levels::find_builtin(name).expect("a built-in level");
    app.world_mut().write_message(OpenLevel {
        id: name.into(),
        level: builtin.level(),
        moves: Vec::new(),
    });
    frames(app, 3);
    assert_eq!(screen(app), Screen::Playing);
}

/// Asks the game for another screen; it comes with the next update.
pub fn go_to(app: &mut App, to: Screen) {
    app.world_mut().resource_mut::<NextState<Screen>>().set(to);
}

/// The screen the game shows.
pub fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

pub fn frames(app: &mut App, n: usize) {
    for _ in 0..n {
        app.update();
    }
}

/// Presses and releases a key over one frame.
pub fn press(app: &mut App, key: KeyCode) {
    press_in_one_frame(app, &[key]);
    let mut input = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    input.release(key);
    input.clear();
    app.update();
}

/// Presses `key` with `held` down, and lets go of both, all within one frame: a quick chord
/// (Shift+←, Ctrl+Z), whose modifier is no longer down when the frame ends.
pub fn chord_in_one_frame(app: &mut App, held: KeyCode, key: KeyCode) {
    use bevy::input::ButtonState;
    use bevy::input::keyboard::{Key, KeyboardInput};
    for (code, state) in [
        (held, ButtonState::Pressed),
        (key, ButtonState::Pressed),
        (key, ButtonState::Released),
        (held, ButtonState::Released),
    ] {
        app.world_mut().write_message(KeyboardInput {
            key_code: code,
            logical_key: Key::Unidentified(bevy::input::keyboard::NativeKey::Unidentified),
            state,
            text: None,
            repeat: false,
            window: Entity::PLACEHOLDER,
        });
    }
    app.update();
}

/// Presses (and lets go of) every key of `keys`, in order, all landing in one frame, as they
/// do when frames are slow and the player is quick; the last stays held for that frame.
pub fn press_in_one_frame(app: &mut App, keys: &[KeyCode]) {
    use bevy::input::ButtonState;
    use bevy::input::keyboard::{Key, KeyboardInput};
    for (i, &key) in keys.iter().enumerate() {
        let message = |state| KeyboardInput {
            key_code: key,
            logical_key: Key::Unidentified(bevy::input::keyboard::NativeKey::Unidentified),
            state,
            text: None,
            repeat: false,
            window: Entity::PLACEHOLDER,
        };
        app.world_mut().write_message(message(ButtonState::Pressed));
        if i + 1 < keys.len() {
            app.world_mut()
                .write_message(message(ButtonState::Released));
        }
        app.world_mut()
            .resource_mut::<ButtonInput<KeyCode>>()
            .press(key);
    }
    app.update();
}

pub fn command(app: &mut App, c: Command) {
    app.world_mut().write_message(c);
    app.update();
}

pub fn pointer(app: &mut App, input: PointerInput) {
    app.world_mut().write_message(input);
    app.update();
}

/// Runs frames until `done` holds (at most `limit` frames, with real time for background jobs).
/// Runs frames until the progress saved in `path` (read back as the game reads it) is as
/// `wanted` says, for at most `limit` frames (saves come at most every half second).
pub fn until_saved(
    app: &mut App,
    path: &std::path::Path,
    limit: usize,
    wanted: impl Fn(&Progress) -> bool,
) -> bool {
    until(app, limit, |_| {
        std::fs::read(path)
            .ok()
            .and_then(|bytes| serde_json::from_slice::<Progress>(&bytes).ok())
            .is_some_and(|saved| wanted(&saved))
    })
}

pub fn until(app: &mut App, limit: usize, mut done: impl FnMut(&mut App) -> bool) -> bool {
    for _ in 0..limit {
        if done(app) {
            return true;
        }
        app.update();
        std::thread::sleep(Duration::from_millis(2));
    }
    done(app)
}

/// Runs frames until nothing is moving.
pub fn settle(app: &mut App) {
    assert!(
        until(app, 200, |app| {
            let mut tweens = app.world_mut().query::<&puzzlebox::tween::Tween>();
            let mut shakes = app.world_mut().query::<&puzzlebox::tween::Shake>();
            let mut swings = app
                .world_mut()
                .query::<&puzzlebox::games::snake::swing::Swing>();
            tweens.iter(app.world()).next().is_none()
                && shakes.iter(app.world()).next().is_none()
                && swings.iter(app.world()).next().is_none()
        }),
        "animations should end"
    );
}

pub fn status(app: &App) -> PlayStatus {
    app.world().resource::<PlayStatus>().clone()
}

/// What the renderer does for the camera marked `C` on the window, which a game without one
/// lacks: the window's size and the projection for it (a view set off centre included).
pub fn camera_sees_the_window<C: Component>(
    windows: Query<&Window, With<bevy::window::PrimaryWindow>>,
    mut cameras: Query<(&mut Camera, &mut Projection), With<C>>,
) {
    let (Ok(window), Ok((mut camera, mut projection))) = (windows.single(), cameras.single_mut())
    else {
        return;
    };
    let size = window.physical_size();
    projection.update(size.x as f32, size.y as f32);
    camera.computed.target_info = Some(bevy::camera::RenderTargetInfo {
        physical_size: size,
        scale_factor: window.scale_factor(),
    });
    camera.computed.clip_from_view = match &camera.sub_camera_view {
        Some(view) => projection.get_clip_from_view_for_sub(view),
        None => projection.get_clip_from_view(),
    };
}
