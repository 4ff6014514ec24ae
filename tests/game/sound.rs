//! What the game makes heard, without a sound device: each puzzle's moves, a move refused,
//! undo, a hint and a win each ask for their effect, in order; and every effect, the shared
//! ones and each puzzle's own, is heard, never clips, and sounds like no other.

use crate::harness::*;
use bevy::prelude::*;
use puzzlebox::games::{fifteen, klotski, shot, snake};
use puzzlebox::play::Command;
use puzzlebox::sound::Sound;
use puzzlebox::sound::synth::{Effect, SAMPLE_RATE};

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
    assert_eq!(heard(&mut app), [shot::FLING, shot::KNOCK_OFF]);
    press(&mut app, KeyCode::KeyZ);
    assert_eq!(heard(&mut app), [Effect::UNDO]);
    // The cursor to the first column: past it, the edge is heard, not a key lost.
    for _ in 0..7 {
        press(&mut app, KeyCode::ArrowLeft);
    }
    assert!(heard(&mut app).contains(&Effect::REFUSED), "the edge");
    // The last ball of the row (column 6) flung right: nothing stops it.
    for _ in 0..5 {
        press(&mut app, KeyCode::ArrowRight);
    }
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::ArrowRight);
    assert_eq!(heard(&mut app), [Effect::REFUSED]);
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
        .contains(&Effect::HINT)));
    heard(&mut app);
    command(&mut app, Command::Finish);
    frames(&mut app, 3);
    assert_eq!(heard(&mut app).last(), Some(&Effect::WIN));
}

#[test]
fn each_puzzle_has_its_own_move_sound() {
    for (level, effect) in [
        ("snake/01-eight-cubes", snake::sounds::TURN),
        ("fifteen/01-first-light", fifteen::sounds::TILE),
        ("klotski/01-side-step", klotski::sounds::SLIDE),
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

fn rms(s: &[f32]) -> f32 {
    (s.iter().map(|x| x * x).sum::<f32>() / s.len() as f32).sqrt()
}

/// How the effect's energy spreads over 24 bands of frequency, from a bank of crude filters:
/// enough to tell a chime from a knock or a swish.
fn fingerprint(s: &[f32]) -> Vec<f32> {
    let bands: Vec<f32> = (0..24).map(|k| 80.0 * 1.25f32.powi(k)).collect();
    let mut out = Vec::new();
    for &f in &bands {
        // The energy at `f`: the signal's correlation with a sine and cosine there.
        let (mut c, mut d) = (0.0f32, 0.0f32);
        for (i, x) in s.iter().enumerate() {
            let p = std::f32::consts::TAU * f * i as f32 / SAMPLE_RATE as f32;
            c += x * p.cos();
            d += x * p.sin();
        }
        out.push((c * c + d * d).sqrt());
    }
    let norm = out.iter().map(|x| x * x).sum::<f32>().sqrt();
    out.iter().map(|x| x / norm).collect()
}

#[test]
fn every_effect_is_heard_and_none_clips() {
    let every = puzzlebox::games::every_effect();
    assert!(every.len() >= 15, "{} effects", every.len());
    for effect in every {
        let s = effect.samples();
        let seconds = s.len() as f32 / SAMPLE_RATE as f32;
        assert!(
            (0.03..=1.5).contains(&seconds),
            "{effect:?} lasts {seconds} s"
        );
        assert!(rms(&s) > 0.02, "{effect:?} is nearly silent");
        let peak = s.iter().fold(0.0f32, |m, x| m.max(x.abs()));
        assert!(peak <= 0.71, "{effect:?} peaks at {peak}");
        assert!(s.iter().all(|x| x.is_finite()));
        assert_eq!(s.last().copied(), Some(0.0), "{effect:?} ends in a click");
    }
}

#[test]
fn no_two_effects_sound_alike() {
    let prints: Vec<_> = puzzlebox::games::every_effect()
        .into_iter()
        .map(|e| (e.name(), e.samples().len(), fingerprint(&e.samples())))
        .collect();
    for (i, (a, len_a, fa)) in prints.iter().enumerate() {
        for (b, len_b, fb) in &prints[i + 1..] {
            let alike: f32 = fa.iter().zip(fb).map(|(x, y)| x * y).sum();
            let lengths = *len_a.max(len_b) as f32 / *len_a.min(len_b) as f32;
            assert!(
                alike < 0.9 || lengths > 1.3,
                "{a} and {b} sound alike ({alike:.2} alike, lengths {len_a} and {len_b})"
            );
        }
    }
}

#[test]
fn effect_names_are_distinct_file_names() {
    let every = puzzlebox::games::every_effect();
    let mut names: Vec<_> = every.iter().map(|e| e.name()).collect();
    names.sort();
    names.dedup();
    assert_eq!(names.len(), every.len());
    assert!(
        names
            .iter()
            .all(|n| n.chars().all(|c| c.is_ascii_lowercase() || c == '-'))
    );
}
