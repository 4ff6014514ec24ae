//! Sound: the effects the game makes (synth.rs), and playing them when asked through a
//! [`Sound`] message, at the player's volume, never while the window is hidden.
//!
//! With no audio device (a server, CI, headless tests) nothing is heard and the engine says so
//! once in the log; everything else goes on as before.

pub mod synth;

use bevy::audio::{AudioPlayer, AudioSource, PlaybackSettings, Volume};
use bevy::prelude::*;
use synth::Effect;

/// Play this effect, now or after a delay in seconds (a ball knocked off when the flung ball
/// reaches it).
#[derive(Message, Clone, Copy, Debug, PartialEq)]
pub struct Sound {
    /// What is heard.
    pub effect: Effect,
    /// Seconds from now.
    pub delay: f32,
}

impl Sound {
    /// `effect`, at once.
    pub fn now(effect: Effect) -> Sound {
        Sound { effect, delay: 0.0 }
    }

    /// `effect`, `delay` seconds from now.
    pub fn after(effect: Effect, delay: f32) -> Sound {
        Sound { effect, delay }
    }
}

/// How loud the game is, from the player's settings and this run's choices: 0 is silent.
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct Loudness(pub f32);

impl Default for Loudness {
    fn default() -> Self {
        Loudness(0.7)
    }
}

/// Whether a phone buzzes on a refused move and on a win (a setting).
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Vibration(pub bool);

impl Default for Vibration {
    fn default() -> Self {
        Vibration(true)
    }
}

/// A short buzz on a phone: `pattern` is milliseconds on, off, on… Nothing where the device
/// cannot (a desktop, a browser without vibration).
pub fn buzz(pattern: &[u32]) {
    #[cfg(target_arch = "wasm32")]
    if let Some(window) = web_sys::window() {
        let list = js_sys::Array::new();
        for ms in pattern {
            list.push(&wasm_bindgen::JsValue::from(*ms));
        }
        let _ = window.navigator().vibrate_with_pattern(&list);
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = pattern;
}

/// Every effect the game plays: the shared ones, and each puzzle's own (the table of puzzles
/// puts them in).
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct Effects(pub Vec<Effect>);

impl Default for Effects {
    fn default() -> Self {
        Effects(Effect::SHARED.to_vec())
    }
}

/// Every effect, made once when the game starts.
#[derive(Resource, Default)]
struct Bank(Vec<(Effect, Handle<AudioSource>)>);

/// Effects asked for later, each with the time it is due (seconds of elapsed time).
#[derive(Resource, Default)]
struct Due(Vec<(Effect, f64)>);

/// Whether the window is out of sight (minimised, covered, or a tab in the background).
#[derive(Resource, Default)]
pub struct OutOfSight(pub bool);

pub fn plugin(app: &mut App) {
    app.add_message::<Sound>()
        // Known without a window too (headless tests), where nothing sends it.
        .add_message::<bevy::window::WindowOccluded>()
        .init_resource::<Loudness>()
        .init_resource::<Effects>()
        .init_resource::<Vibration>()
        .init_resource::<Due>()
        .init_resource::<OutOfSight>()
        .add_systems(Startup, make_the_bank)
        .add_systems(
            Update,
            (follow_sight, queue, play)
                .chain()
                .after(crate::shell::PlaySystems::Animate),
        );
}

/// Why no sound can be heard here, when that is plain before asking the sound library (which,
/// on Linux with no sound card and no sound server, fills the terminal with errors before it
/// gives up): then the game leaves sound out and says so in one line.
pub fn no_device_here() -> Option<&'static str> {
    #[cfg(all(target_os = "linux", not(target_arch = "wasm32")))]
    {
        let cards = std::fs::read_to_string("/proc/asound/cards").unwrap_or_default();
        let no_card = cards.trim().is_empty() || cards.contains("no soundcards");
        let runtime = std::env::var_os("XDG_RUNTIME_DIR").map(std::path::PathBuf::from);
        let server = runtime.is_some_and(|dir| {
            ["pulse/native", "pipewire-0"]
                .iter()
                .any(|s| dir.join(s).exists())
        }) || std::env::var_os("PULSE_SERVER").is_some();
        if no_card && !server {
            return Some("no sound card and no sound server: the game plays silently");
        }
    }
    None
}

/// Makes every effect into a sound the engine can play (where the engine plays sounds at all).
fn make_the_bank(
    mut commands: Commands,
    effects: Res<Effects>,
    sources: Option<ResMut<Assets<AudioSource>>>,
) {
    let Some(mut sources) = sources else {
        return;
    };
    let bank = effects
        .0
        .iter()
        .map(|&e| {
            let bytes: std::sync::Arc<[u8]> = e.wav().into();
            (e, sources.add(AudioSource { bytes }))
        })
        .collect();
    commands.insert_resource(Bank(bank));
}

/// Notes when the window goes out of sight and comes back.
fn follow_sight(
    mut occluded: MessageReader<bevy::window::WindowOccluded>,
    mut out: ResMut<OutOfSight>,
) {
    if let Some(last) = occluded.read().last() {
        out.0 = last.occluded;
    }
}

/// Puts what was asked for in the queue, with the time each is due.
fn queue(mut asked: MessageReader<Sound>, mut due: ResMut<Due>, time: Res<Time>) {
    let now = time.elapsed_secs_f64();
    for s in asked.read() {
        due.0.push((s.effect, now + s.delay.max(0.0) as f64));
    }
}

/// Plays what is due, unless the game is silent or out of sight (then it is dropped: a sound
/// heard late is worse than none). Frames keep coming while something waits its turn.
fn play(
    mut commands: Commands,
    mut due: ResMut<Due>,
    bank: Option<Res<Bank>>,
    loudness: Res<Loudness>,
    out_of_sight: Res<OutOfSight>,
    time: Res<Time>,
    mut keep: ResMut<crate::redraw::KeepDrawing>,
) {
    let now = time.elapsed_secs_f64();
    let (ready, waiting): (Vec<_>, Vec<_>) = due.0.drain(..).partition(|&(_, at)| at <= now);
    due.0 = waiting;
    if !due.0.is_empty() {
        keep.0 = true;
    }
    let Some(bank) = bank else {
        return;
    };
    if loudness.0 <= 0.0 || out_of_sight.0 {
        return;
    }
    let mut heard = Vec::new();
    for (effect, _) in ready {
        // The same effect twice in one frame is heard once (a run of merged moves).
        if heard.contains(&effect) {
            continue;
        }
        heard.push(effect);
        if let Some((_, handle)) = bank.0.iter().find(|(e, _)| *e == effect) {
            commands.spawn((
                AudioPlayer::new(handle.clone()),
                PlaybackSettings::DESPAWN.with_volume(Volume::Linear(loudness.0)),
            ));
        }
    }
}
