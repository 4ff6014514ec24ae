//! A still screen costs nothing: frames are asked for only while something moves, and a new
//! board is shown whole, never fitted to the last screen's panels.

use crate::harness::*;
use bevy::camera::visibility::RenderLayers;
use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use bevy::window::RequestRedraw;
use puzzlebox::board::BoardCamera;
use puzzlebox::play::Command;
use puzzlebox::redraw::Continuous;
use puzzlebox::render_quality::Detail;

/// Requests for another frame made during the last update.
fn asked_for_frames(app: &mut App) -> usize {
    let mut messages = app.world_mut().resource_mut::<Messages<RequestRedraw>>();
    let n = messages.iter_current_update_messages().count();
    messages.update();
    n
}

#[test]
fn frames_are_asked_for_only_while_something_moves() {
    let mut app = game();
    app.add_message::<RequestRedraw>();
    open(&mut app, "fifteen/05-four-by-four");
    let continuous = |app: &App| app.world().resource::<Continuous>().0;
    // The new screen settles for a moment, then the game goes still.
    app.update();
    assert!(
        !continuous(&app),
        "frames while a new screen settles are not timed as drawing"
    );
    frames(&mut app, 60);
    app.update();
    assert_eq!(
        asked_for_frames(&mut app),
        0,
        "a still level asks for nothing"
    );
    assert!(!continuous(&app), "the next frame will come after a wait");
    // A move animates: frames until it is over.
    press(&mut app, KeyCode::ArrowLeft);
    assert!(
        asked_for_frames(&mut app) > 0,
        "a sliding tile asks for frames"
    );
    assert!(
        continuous(&app),
        "the frames of a slide come one after another"
    );
    settle(&mut app);
    app.update();
    app.update();
    assert_eq!(asked_for_frames(&mut app), 0, "still again");
    // The solver playing back asks for frames too.
    command(&mut app, Command::Solve);
    assert!(until(&mut app, 400, |app| asked_for_frames(app) > 0));
}

/// A level asked for late in a frame (as a made level's answer is, from a worker, after the
/// frame's opener has run) is opened in the frames that follow at once: a still page does not
/// wait for a tap to show it.
#[test]
fn a_level_asked_for_after_the_frames_opener_comes_without_input() {
    #[derive(Resource)]
    struct AskLate(Option<puzzlebox::shell::OpenLevel>);
    let mut app = game();
    app.add_message::<RequestRedraw>();
    open(&mut app, "fifteen/02-three-by-three");
    frames(&mut app, 60);
    app.update();
    assert_eq!(asked_for_frames(&mut app), 0, "the level is still");
    let next = puzzlebox::levels::find_builtin("fifteen/03-tangled-eight").unwrap();
    app.insert_resource(AskLate(Some(puzzlebox::shell::OpenLevel {
        id: "fifteen/03-tangled-eight".into(),
        level: next.level(),
        moves: Vec::new(),
    })));
    app.add_systems(
        PostUpdate,
        |mut ask: ResMut<AskLate>, mut open: MessageWriter<puzzlebox::shell::OpenLevel>| {
            if let Some(level) = ask.0.take() {
                open.write(level);
            }
        },
    );
    // Each frame until the level is on show asks for the next one.
    for frame in 0..10 {
        app.update();
        if status(&app).level_id.as_str() == "fifteen/03-tangled-eight" {
            return;
        }
        assert!(
            asked_for_frames(&mut app) > 0,
            "frame {frame}: the level is not on show and no frame is asked for"
        );
    }
    panic!("the level never opened");
}

#[test]
fn a_new_board_is_not_shown_before_its_panels_are_measured() {
    let mut app = game();
    app.world_mut().spawn(Window::default());
    let builtin = puzzlebox::levels::find_builtin("fifteen/11-five-by-five").unwrap();
    app.world_mut().write_message(puzzlebox::shell::OpenLevel {
        id: "fifteen/11-five-by-five".into(),
        level: builtin.level(),
        moves: Vec::new(),
    });
    let layers = |app: &mut App| {
        let mut q = app
            .world_mut()
            .query_filtered::<&RenderLayers, With<BoardCamera>>();
        q.single(app.world()).unwrap().clone()
    };
    let mut seen = Vec::new();
    for _ in 0..6 {
        app.update();
        seen.push(layers(&mut app) == RenderLayers::none());
    }
    // Hidden in the frame the board arrives (and the one after, while the panels are
    // measured), shown from then on.
    assert!(seen.contains(&true), "{seen:?}");
    assert!(!seen[seen.len() - 1], "{seen:?}");
    let first_shown = seen.iter().rposition(|&hidden| hidden).unwrap() + 1;
    assert!(
        seen[first_shown..].iter().all(|&hidden| !hidden),
        "{seen:?}"
    );
}

/// The smoothing of every camera, and how much detail has been given up.
fn smoothing(app: &mut App) -> (Vec<Msaa>, usize) {
    let mut q = app.world_mut().query_filtered::<&Msaa, With<Camera>>();
    let msaa = q.iter(app.world()).copied().collect();
    (msaa, app.world().resource::<Detail>().given_up)
}

#[test]
fn slow_moving_frames_give_up_smoothed_edges_and_quick_ones_keep_them() {
    // How long frames take before, and once, the smoothed edges are given up; whether they
    // are drawn in the end.
    for (slow_ms, quick_ms, kept) in [(50, 50, true), (300, 100, false), (300, 300, true)] {
        let mut app = game();
        let frame_time =
            |ms| TimeUpdateStrategy::ManualDuration(std::time::Duration::from_millis(ms));
        app.insert_resource(frame_time(slow_ms));
        open(&mut app, "fifteen/05-four-by-four");
        frames(&mut app, 60);
        assert_eq!(
            smoothing(&mut app),
            (vec![Msaa::Sample4], 0),
            "still frames are not timed"
        );
        // The solver playing back: frames one after another.
        command(&mut app, Command::Solve);
        let mut ever_given_up = false;
        for _ in 0..40 {
            app.update();
            if smoothing(&mut app).1 > 0 && !ever_given_up {
                ever_given_up = true;
                app.insert_resource(frame_time(quick_ms));
            }
        }
        assert_eq!(ever_given_up, slow_ms > 100, "{slow_ms} ms frames");
        let (msaa, given_up) = smoothing(&mut app);
        let want = if kept { Msaa::Sample4 } else { Msaa::Off };
        assert!(
            msaa.iter().all(|m| *m == want),
            "{slow_ms} then {quick_ms} ms frames: {msaa:?}"
        );
        // Only the smoothed edges: a flat board has no more to give up.
        assert_eq!(given_up, usize::from(!kept));
    }
}

#[test]
fn work_done_by_workers_is_shown_a_few_times_a_second_not_every_frame() {
    use bevy::winit::{UpdateMode, WinitSettings};
    use puzzlebox::play::PlayStatus;
    let mut app = game();
    app.add_message::<RequestRedraw>();
    go_to(&mut app, puzzlebox::shell::Screen::Stats);
    frames(&mut app, 60);
    let wake = |app: &App| match app.world().resource::<WinitSettings>().focused_mode {
        UpdateMode::Reactive { wait, .. } => wait,
        UpdateMode::Continuous => std::time::Duration::ZERO,
    };
    let idle = wake(&app);
    assert!(idle.as_secs() > 60, "a still screen sleeps: {idle:?}");
    let think = |app: &mut App, elsewhere: bool| {
        let mut status = app.world_mut().resource_mut::<PlayStatus>();
        status.thinking = Some("Preparing the solver… 40%".to_string());
        status.thinking_elsewhere = elsewhere;
        app.update();
        asked_for_frames(app)
    };
    assert!(think(&mut app, false) > 0, "work on the page: every frame");
    assert_eq!(wake(&app), idle);
    assert_eq!(
        think(&mut app, true),
        0,
        "work in workers: no frame at once…"
    );
    let paced = wake(&app);
    assert!(
        paced.as_millis() > 0 && paced.as_secs_f64() <= 0.5,
        "…but a frame every so often to show how far it has got: {paced:?}"
    );
    app.world_mut().resource_mut::<PlayStatus>().thinking = None;
    app.update();
    assert_eq!(wake(&app), idle, "and asleep again once it is done");

    // A level with no search under way has nothing done elsewhere (roll-the-ball's own jobs,
    // which say what they do after the shared ones, must not be taken for a worker's).
    open(&mut app, "kodable/01-first-roll");
    frames(&mut app, 5);
    assert!(!status(&app).thinking_elsewhere);
}

#[test]
fn the_title_comes_to_rest_and_then_asks_for_nothing() {
    let mut app = game();
    app.add_message::<RequestRedraw>();
    go_to(&mut app, puzzlebox::shell::Screen::Title);
    frames(&mut app, 2);
    app.update();
    assert!(asked_for_frames(&mut app) > 0, "the balls drift in");
    // Frames of 50 ms, until the drift is over.
    let drift_frames = (puzzlebox::screens::title::DRIFT_SECONDS * 20.0) as usize;
    frames(&mut app, drift_frames + 20);
    app.update();
    assert_eq!(
        asked_for_frames(&mut app),
        0,
        "a title at rest asks for nothing"
    );
}

/// The daily screen rests between the minutes of its countdown: the game wakes it as a minute
/// turns, and nothing asks for frames between.
#[test]
fn the_daily_screen_wakes_once_a_minute_and_rests_between() {
    use bevy::winit::{UpdateMode, WinitSettings};
    let mut app = game();
    app.add_message::<RequestRedraw>();
    go_to(&mut app, puzzlebox::shell::Screen::Daily);
    frames(&mut app, 40);
    app.update();
    assert_eq!(asked_for_frames(&mut app), 0);
    let UpdateMode::Reactive { wait, .. } = app.world().resource::<WinitSettings>().focused_mode
    else {
        panic!("the game draws continuously")
    };
    assert!(wait.as_secs() <= 61, "{wait:?}");
}

/// bevy_egui turns a repaint asked of the interface for later into a frame at once, every
/// frame: the daily screen once drew without rest that way. Frames for later come from
/// frame_pacing.
#[test]
fn no_screen_asks_the_interface_for_a_repaint_later() {
    fn scan(dir: &std::path::Path, found: &mut Vec<String>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                scan(&path, found);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                for (i, line) in text.lines().enumerate() {
                    let code = line.split("//").next().unwrap_or("");
                    if code.contains("request_repaint_after") {
                        found.push(format!("{}:{}", path.display(), i + 1));
                    }
                }
            }
        }
    }
    let mut found = Vec::new();
    scan(
        &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut found,
    );
    assert!(found.is_empty(), "{found:?}");
}
