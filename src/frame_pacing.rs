//! A still screen costs nothing: the game draws a frame when the player does something, when
//! something moves (a tween, a shake, confetti, the camera gliding, a playback, a program
//! running, the title's balls drifting in), while the solver works, while a message waits to go
//! away; otherwise it sleeps until the next input.
//!
//! What moves by itself asks for frames through `redraw` (which every module may use); this
//! module, above them all, decides when the next frame comes.

use crate::board::CameraFit;
use crate::play::PlayStatus;
use crate::play::playback::Playback;
use crate::redraw::{AskingForFrames, Continuous, KeepDrawing, Prepared, screen_is_prepared};
use crate::shell::Screen;
use bevy::platform::time::Instant;
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use bevy::winit::{UpdateMode, WinitSettings};
use std::time::Duration;

/// How long a still screen waits for input before it draws anyway: a safety net, on which
/// nothing on screen depends (a frame of the 3D scene costs most of a second of a core when the
/// drawing is done without a graphics card).
const IDLE_WAKE: Duration = Duration::from_secs(3600);

/// How long the game keeps drawing after a new screen, a new board or a new window size:
/// the renderer prepares what it has not drawn before in the background, and the screen is
/// drawn again once it has.
const SETTLING: f64 = 2.0;

/// The puzzles screen's previews step through their solutions at this pace.
const PREVIEW_STEP: Duration = Duration::from_millis(550);

/// While all the solver's work is done by Web Workers, the page is drawn this often, to show
/// how far they have got, rather than again as soon as a frame is done: a page drawn without a
/// graphics card would take the cores the workers need. A worker's answer wakes the page at
/// once (see [`wake`]).
const WAITING_PACE: Duration = Duration::from_millis(250);

pub fn plugin(app: &mut App) {
    app.init_resource::<PipelinesWaiting>();
    if let Some(render) = app.get_sub_app_mut(bevy::render::RenderApp) {
        render.add_systems(bevy::render::ExtractSchedule, report_waiting_pipelines);
    }
    app.insert_resource(reactive(IDLE_WAKE))
        .init_resource::<KeepDrawing>()
        .init_resource::<Continuous>()
        .init_resource::<Settling>()
        .init_resource::<Prepared>()
        .add_message::<bevy::window::WindowResized>()
        .add_systems(First, |mut keep: ResMut<KeepDrawing>| keep.0 = false)
        .add_systems(PostUpdate, (settle_after_changes, prepare).chain())
        .add_systems(
            Last,
            (keep_drawing_while_moving, pace_frames).after(AskingForFrames),
        )
        .add_systems(bevy_egui::EguiPrimaryContextPass, getting_ready);
    #[cfg(target_arch = "wasm32")]
    app.add_systems(PostStartup, crate::redraw::waker::keep);
}

/// How long the game waits for input before it draws anyway, on `screen`, and when the
/// solver's work is all done elsewhere (`waiting_elsewhere`).
fn pace(screen: Screen, waiting_elsewhere: bool) -> Duration {
    if screen == Screen::Puzzles {
        PREVIEW_STEP
    } else if screen == Screen::Daily {
        // Its countdown to tomorrow's set: a frame as each minute turns, and none between.
        Duration::from_secs(crate::calendar::seconds_to_tomorrow() % 60 + 1)
    } else if waiting_elsewhere {
        WAITING_PACE
    } else {
        IDLE_WAKE
    }
}

/// Sets how long the game waits for input before it draws anyway, for the screen and the work
/// under way.
fn pace_frames(
    screen: Res<State<Screen>>,
    status: Res<PlayStatus>,
    mut winit: ResMut<WinitSettings>,
) {
    let waiting_elsewhere = status.thinking.is_some() && status.thinking_elsewhere;
    let wanted = reactive(pace(*screen.get(), waiting_elsewhere));
    if winit.focused_mode != wanted.focused_mode {
        *winit = wanted;
    }
}

/// Draw on input, or when asked, or after `wake` at the latest.
fn reactive(wake: Duration) -> WinitSettings {
    WinitSettings {
        focused_mode: UpdateMode::reactive(wake),
        unfocused_mode: UpdateMode::reactive_low_power(wake.max(IDLE_WAKE)),
    }
}

/// Whether the renderer is still preparing something it was asked to draw (it does so in the
/// background, and shows it at the next frame after).
#[derive(Resource, Default)]
pub struct PipelinesWaiting(pub bool);

/// Tells the game whether the renderer has pipelines still being prepared. A pipeline can wait
/// for ever (in a browser, one whose shader the renderer never gets): the same ones waiting for
/// longer than [`PREPARING_AT_MOST`] are no longer counted, so that the game does not keep
/// drawing for them, and frames are timed again.
fn report_waiting_pipelines(
    cache: Option<Res<bevy::render::render_resource::PipelineCache>>,
    mut main: ResMut<bevy::render::MainWorld>,
    mut waits: Local<Waits>,
) {
    let waiting = cache.as_ref().map_or_else(Vec::new, |c| {
        c.waiting_pipelines()
            .filter(|&id| c.pipelines().nth(id).is_none_or(|p| !never_ready(p)))
            .collect()
    });
    let given_up = waits.given_up.len();
    let waiting = waits.still_waiting(waiting, Instant::now());
    if let Some(cache) = cache {
        for &id in &waits.given_up[given_up..] {
            if let Some(pipeline) = cache.pipelines().nth(id) {
                info!("{}", pipeline_words(pipeline));
            }
        }
    }
    if let Some(mut told) = main.get_resource_mut::<PipelinesWaiting>()
        && told.0 != waiting
    {
        told.0 = waiting;
    }
}

/// Whether a pipeline waits for a shader that was never given: the renderer asks for some it
/// cannot have (in WebGL, its sparse buffer updates, which need storage buffers), and keeps
/// them waiting for ever.
fn never_ready(pipeline: &bevy::render::render_resource::CachedPipeline) -> bool {
    use bevy::render::render_resource::PipelineDescriptor;
    let none = Handle::<bevy::shader::Shader>::default();
    match &pipeline.descriptor {
        PipelineDescriptor::RenderPipelineDescriptor(d) => d.vertex.shader == none,
        PipelineDescriptor::ComputePipelineDescriptor(d) => d.shader == none,
    }
}

/// What a pipeline is and where it stands, for the log.
fn pipeline_words(pipeline: &bevy::render::render_resource::CachedPipeline) -> String {
    use bevy::render::render_resource::PipelineDescriptor;
    let label = match &pipeline.descriptor {
        PipelineDescriptor::RenderPipelineDescriptor(d) => d.label.clone(),
        PipelineDescriptor::ComputePipelineDescriptor(d) => d.label.clone(),
    };
    let state: String = format!("{:?}", pipeline.state).chars().take(300).collect();
    format!(
        "a pipeline no longer waited for: {} ({state})",
        label.as_deref().unwrap_or("unnamed")
    )
}

/// The pipelines the renderer is preparing, since when the same ones have been waiting, and
/// those that waited too long to be waited for again.
#[derive(Default)]
struct Waits {
    waiting: Vec<usize>,
    since: Option<Instant>,
    given_up: Vec<usize>,
}

impl Waits {
    /// Takes the pipelines waiting at `now`: whether any of them is still waited for.
    fn still_waiting(&mut self, mut waiting: Vec<usize>, now: Instant) -> bool {
        waiting.retain(|id| !self.given_up.contains(id));
        waiting.sort_unstable();
        if self.waiting != waiting {
            self.waiting = waiting;
            self.since = Some(now);
        }
        let long = self
            .since
            .is_some_and(|s| now.duration_since(s).as_secs_f64() > PREPARING_AT_MOST);
        if long && !self.waiting.is_empty() {
            let pipelines =
                crate::text_format::count(self.waiting.len() as u64, "pipeline", "pipelines");
            info!(
                "the renderer has had {pipelines} waiting for {PREPARING_AT_MOST} s: they are no longer waited for"
            );
            let stuck = std::mem::take(&mut self.waiting);
            self.given_up.extend(stuck);
        }
        !self.waiting.is_empty()
    }
}

/// Until when (seconds of elapsed time) the game keeps drawing whatever happens.
#[derive(Resource, Default)]
struct Settling(f64);

/// The longest a screen waits for the renderer to prepare it before it shows anyway.
const PREPARING_AT_MOST: f64 = 10.0;

/// A screen is prepared when the renderer has nothing left to prepare, or has taken too long.
fn prepare(
    pipelines: Option<Res<PipelinesWaiting>>,
    mut prepared: ResMut<Prepared>,
    time: Res<Time>,
) {
    let waited = time.elapsed_secs_f64() - prepared.since > PREPARING_AT_MOST;
    if !prepared.done && (pipelines.is_none_or(|p| !p.0) || waited) {
        prepared.done = true;
    }
}

/// A new screen, board or window size: draw for a moment, until everything is prepared.
fn settle_after_changes(
    screen: Res<State<Screen>>,
    board: Option<Res<crate::board::BoardView>>,
    mut resized: MessageReader<bevy::window::WindowResized>,
    mut settling: ResMut<Settling>,
    mut prepared: ResMut<Prepared>,
    time: Res<Time>,
) {
    let now = time.elapsed_secs_f64();
    let new_screen = screen.is_changed() || board.is_some_and(|b| b.is_changed());
    if new_screen {
        *prepared = Prepared {
            done: false,
            since: now,
        };
    }
    if new_screen || resized.read().count() > 0 {
        settling.0 = now + SETTLING;
    }
}

#[allow(clippy::too_many_arguments)]
fn keep_drawing_while_moving(
    settling: Res<Settling>,
    pipelines: Res<PipelinesWaiting>,
    keep: Res<KeepDrawing>,
    screen: Res<State<Screen>>,
    playback: Res<Playback>,
    fit: Res<CameraFit>,
    status: Res<PlayStatus>,
    notice: Option<Res<crate::notice::Notice>>,
    progress: Option<Res<crate::progress::records::Progress>>,
    time: Res<Time>,
    redraw: Option<ResMut<Messages<RequestRedraw>>>,
    mut continuous: ResMut<Continuous>,
    opening: Opening,
) {
    let now = time.elapsed_secs_f64();
    let waiting = |until: Option<f64>| until.is_some_and(|u| u > now);
    let busy = keep.0
        || opening.under_way()
        || now < settling.0
        || pipelines.0
        || (*screen.get() == Screen::Playing && playback.playing)
        || fit.0.is_some_and(|f| f.gliding)
        || (status.thinking.is_some() && !status.thinking_elsewhere)
        || progress.is_some_and(|p| p.dirty)
        || waiting(status.toast.as_ref().map(|t| t.1))
        || waiting(notice.and_then(|n| n.shown.as_ref().and_then(|s| s.until)));
    continuous.0 = busy && !pipelines.0 && now >= settling.0;
    if busy && let Some(mut redraw) = redraw {
        redraw.write(RequestRedraw);
    }
}

/// A level or a screen asked for and not on show yet: a level to open (a made level's answer
/// asks for one in the frame it comes, maybe after the frame's opener has run), or a screen
/// to change to (once changed, the new screen settles). The frames that take it there must
/// come without waiting for input (a "Next for you" level was not drawn until the next tap).
#[derive(bevy::ecs::system::SystemParam)]
struct Opening<'w> {
    levels: Option<Res<'w, Messages<crate::shell::OpenLevel>>>,
    screen: Option<Res<'w, NextState<Screen>>>,
}

impl Opening<'_> {
    fn under_way(&self) -> bool {
        self.levels.as_ref().is_some_and(|m| !m.is_empty())
            || self
                .screen
                .as_ref()
                .is_some_and(|n| !matches!(**n, NextState::Unchanged))
    }
}

/// While the renderer prepares a screen, a word of patience in its middle.
fn getting_ready(
    mut contexts: bevy_egui::EguiContexts,
    ready: Option<Res<crate::theme::UiReady>>,
    prepared: Option<Res<Prepared>>,
) -> Result {
    if ready.is_none() || screen_is_prepared(prepared.as_deref()) {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    bevy_egui::egui::Area::new(bevy_egui::egui::Id::new("getting-ready"))
        .anchor(bevy_egui::egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .interactable(false)
        .show(ctx, |ui| {
            ui.label(
                bevy_egui::egui::RichText::new(crate::tr!(ui, "notice-getting-ready"))
                    .size(18.0)
                    .color(crate::theme::palette::of(ui.ctx()).grey(150)),
            );
        });
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pipeline_without_a_shader_is_never_waited_for() {
        use bevy::render::render_resource::{
            CachedPipeline, CachedPipelineState, ComputePipelineDescriptor, PipelineDescriptor,
        };
        let pipeline = |shader| CachedPipeline {
            descriptor: PipelineDescriptor::ComputePipelineDescriptor(Box::new(
                ComputePipelineDescriptor {
                    shader,
                    ..Default::default()
                },
            )),
            state: CachedPipelineState::Queued,
        };
        assert!(never_ready(&pipeline(Handle::default())));
        let some = Handle::from(bevy::asset::uuid::Uuid::from_u128(7));
        assert!(!never_ready(&pipeline(some)));
    }

    #[test]
    fn pipelines_that_wait_too_long_are_no_longer_waited_for() {
        let mut waits = Waits::default();
        let start = Instant::now();
        let at = |s: u64| start + Duration::from_secs(s);
        assert!(waits.still_waiting(vec![2, 1], at(0)));
        assert!(
            waits.still_waiting(vec![1, 2], at(9)),
            "the same ones, sorted"
        );
        assert!(!waits.still_waiting(vec![1, 2], at(11)), "given up");
        assert!(
            !waits.still_waiting(vec![1, 2], at(12)),
            "and not waited for again"
        );
        assert!(waits.still_waiting(vec![1, 2, 3], at(13)), "a new one is");
        assert!(waits.still_waiting(vec![1, 2, 3], at(22)));
        assert!(!waits.still_waiting(vec![1, 2, 3], at(24)));
        assert!(waits.still_waiting(vec![4], at(25)));
        assert!(!waits.still_waiting(vec![], at(26)), "all ready");
    }
}
