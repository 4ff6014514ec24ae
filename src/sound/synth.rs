//! The game's sound effects, made by the game itself: each one a few tones and a little noise,
//! shaped by envelopes, computed sample by sample. No file is downloaded or shipped: the same
//! code makes what the game plays and what `puzzlebox sounds DIR` writes out.

/// Samples per second of every effect: enough for the highest partial used (about 5 kHz).
pub const SAMPLE_RATE: u32 = 22_050;

/// What the player does and sees that makes a sound.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Effect {
    /// A button of the interface pressed.
    Button,
    /// Shot: a ball flung across the board.
    Fling,
    /// Shot: a ball knocked off the board.
    KnockOff,
    /// Snake cube: a corner turned, wood on wood.
    Turn,
    /// Sliding blocks: a block slid.
    Slide,
    /// Sliding blocks: a block that will not go.
    Bump,
    /// Fifteen: a tile slid.
    Tile,
    /// Roll-the-ball: a block put into the program.
    Place,
    /// Roll-the-ball: the ball takes one step of its run.
    Step,
    /// Roll-the-ball: a bonus taken.
    Bonus,
    /// Roll-the-ball: the ball on the target.
    Target,
    /// A move the rules do not allow.
    Refused,
    /// A move taken back.
    Undo,
    /// A hint shown.
    Hint,
    /// A level won: a short flourish.
    Win,
}

impl Effect {
    /// Every effect, in the order `puzzlebox sounds` writes them.
    pub const ALL: [Effect; 15] = [
        Effect::Button,
        Effect::Fling,
        Effect::KnockOff,
        Effect::Turn,
        Effect::Slide,
        Effect::Bump,
        Effect::Tile,
        Effect::Place,
        Effect::Step,
        Effect::Bonus,
        Effect::Target,
        Effect::Refused,
        Effect::Undo,
        Effect::Hint,
        Effect::Win,
    ];

    /// The effect's name, as its file is named: `knock-off` for `knock-off.wav`.
    pub fn name(self) -> &'static str {
        match self {
            Effect::Button => "button",
            Effect::Fling => "fling",
            Effect::KnockOff => "knock-off",
            Effect::Turn => "turn",
            Effect::Slide => "slide",
            Effect::Bump => "bump",
            Effect::Tile => "tile",
            Effect::Place => "place",
            Effect::Step => "step",
            Effect::Bonus => "bonus",
            Effect::Target => "target",
            Effect::Refused => "refused",
            Effect::Undo => "undo",
            Effect::Hint => "hint",
            Effect::Win => "win",
        }
    }

    /// The effect's samples, from −1 to 1, at [`SAMPLE_RATE`].
    pub fn samples(self) -> Vec<f32> {
        let mut out = match self {
            Effect::Button => button(),
            Effect::Fling => fling(),
            Effect::KnockOff => knock_off(),
            Effect::Turn => turn(),
            Effect::Slide => slide(),
            Effect::Bump => bump(),
            Effect::Tile => tile(),
            Effect::Place => place(),
            Effect::Step => step(),
            Effect::Bonus => bonus(),
            Effect::Target => target(),
            Effect::Refused => refused(),
            Effect::Undo => undo(),
            Effect::Hint => hint(),
            Effect::Win => win(),
        };
        finish(&mut out);
        out
    }

    /// The effect as a WAV file: mono, 16-bit.
    pub fn wav(self) -> Vec<u8> {
        wav(&self.samples())
    }
}

/// A blank track `seconds` long, to mix voices into.
fn track(seconds: f32) -> Vec<f32> {
    vec![0.0; (seconds * SAMPLE_RATE as f32) as usize]
}

/// The time of sample `i`, in seconds.
fn time(i: usize) -> f32 {
    i as f32 / SAMPLE_RATE as f32
}

/// A struck tone mixed into `out` from `start` seconds: partials `(frequency, loudness)`, the
/// first dying away in `decay` seconds (to about a third), after a 2 ms rise that keeps it
/// from clicking.
fn strike(out: &mut [f32], start: f32, partials: &[(f32, f32)], decay: f32) {
    let first = (start * SAMPLE_RATE as f32) as usize;
    for (i, s) in out.iter_mut().enumerate().skip(first) {
        let t = time(i - first);
        let rise = (t / 0.002).min(1.0);
        // Each partial above the first dies away sooner, as a struck thing's do.
        let tone: f32 = partials
            .iter()
            .enumerate()
            .map(|(k, &(f, a))| {
                let fall = (-t * (1.0 + 0.8 * k as f32) / decay).exp();
                a * fall * (std::f32::consts::TAU * f * t).sin()
            })
            .sum();
        *s += tone * rise;
    }
}

/// A tone whose pitch glides from `from` to `to` hertz over `length` seconds, mixed into `out`
/// from `start`, swelling and fading with a sine-shaped envelope.
fn glide(out: &mut [f32], start: f32, (from, to): (f32, f32), length: f32, loudness: f32) {
    let first = (start * SAMPLE_RATE as f32) as usize;
    let count = (length * SAMPLE_RATE as f32) as usize;
    let mut phase = 0.0f32;
    for (k, s) in out.iter_mut().skip(first).take(count).enumerate() {
        let x = k as f32 / count as f32;
        // Gliding on a log scale sounds even to the ear.
        let f = from * (to / from).powf(x);
        phase += std::f32::consts::TAU * f / SAMPLE_RATE as f32;
        let envelope = (std::f32::consts::PI * x).sin();
        *s += loudness * envelope * phase.sin();
    }
}

/// Noise mixed into `out` from `start` for `length` seconds, through a filter whose centre
/// glides from `from` to `to` hertz (a resonant band-pass), under `envelope(x)` for x in 0..1.
fn swish(
    out: &mut [f32],
    start: f32,
    length: f32,
    (from, to): (f32, f32),
    envelope: impl Fn(f32) -> f32,
    seed: u32,
) {
    let first = (start * SAMPLE_RATE as f32) as usize;
    let count = (length * SAMPLE_RATE as f32) as usize;
    let mut noise = Noise(seed.max(1));
    // A state-variable filter: low and band outputs.
    let (mut low, mut band) = (0.0f32, 0.0f32);
    let damping = 0.5;
    for (k, s) in out.iter_mut().skip(first).take(count).enumerate() {
        let x = k as f32 / count as f32;
        let centre = from * (to / from).powf(x);
        let f = 2.0 * (std::f32::consts::PI * centre / SAMPLE_RATE as f32).sin();
        let input = noise.next();
        low += f * band;
        let high = input - low - damping * band;
        band += f * high;
        *s += band * envelope(x);
    }
}

/// A little random number maker, the same every time, so every effect is the same each run.
struct Noise(u32);

impl Noise {
    /// The next value, from −1 to 1.
    fn next(&mut self) -> f32 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 17;
        self.0 ^= self.0 << 5;
        self.0 as f32 / u32::MAX as f32 * 2.0 - 1.0
    }
}

/// Quick to come, slower to go: an envelope for a push of air or a slide.
fn swell(x: f32) -> f32 {
    let up = (x / 0.25).min(1.0);
    let down = ((1.0 - x) / 0.75).clamp(0.0, 1.0);
    up * down * down
}

/// The last touches: a short fade at the end, then one loudness for all (the same average
/// power, [`LOUDNESS`]), as far as the loudest sample stays under 0.7 of full scale.
fn finish(out: &mut [f32]) {
    let fade = (0.004 * SAMPLE_RATE as f32) as usize;
    for (k, s) in out.iter_mut().rev().take(fade).enumerate() {
        *s *= k as f32 / fade as f32;
    }
    let peak = out.iter().fold(0.0f32, |m, s| m.max(s.abs()));
    let power = (out.iter().map(|s| s * s).sum::<f32>() / out.len().max(1) as f32).sqrt();
    if peak > 0.0 {
        let gain = (0.7 / peak).min(LOUDNESS / power);
        for s in out.iter_mut() {
            *s *= gain;
        }
    }
}

/// The average power (root mean square) every effect is brought to where it can be.
const LOUDNESS: f32 = 0.15;

/// The notes of the scale the chimes use, in hertz.
const C5: f32 = 523.25;
const E5: f32 = 659.25;
const G5: f32 = 783.99;
const C6: f32 = 1046.5;
const E6: f32 = 1318.5;
const G6: f32 = 1568.0;
const A6: f32 = 1760.0;

/// A bell-like tone on `f`: the note and a few bright partials above it.
fn bell(f: f32) -> [(f32, f32); 3] {
    [(f, 1.0), (f * 2.76, 0.35), (f * 5.4, 0.12)]
}

/// A wooden knock on `f`: partials out of tune with each other, as a block of wood's are.
fn wood(f: f32) -> [(f32, f32); 3] {
    [(f, 1.0), (f * 2.57, 0.5), (f * 4.9, 0.2)]
}

fn button() -> Vec<f32> {
    let mut out = track(0.05);
    strike(&mut out, 0.0, &[(1900.0, 1.0), (3100.0, 0.3)], 0.008);
    out
}

fn fling() -> Vec<f32> {
    let mut out = track(0.22);
    swish(&mut out, 0.0, 0.22, (500.0, 2600.0), swell, 7);
    out
}

fn knock_off() -> Vec<f32> {
    let mut out = track(0.34);
    strike(&mut out, 0.0, &wood(880.0), 0.02);
    // The ball rolls away, lower and lower.
    glide(&mut out, 0.03, (520.0, 150.0), 0.3, 0.45);
    out
}

fn turn() -> Vec<f32> {
    let mut out = track(0.16);
    strike(&mut out, 0.0, &wood(420.0), 0.03);
    strike(&mut out, 0.045, &wood(610.0), 0.025);
    out
}

fn slide() -> Vec<f32> {
    let mut out = track(0.2);
    swish(&mut out, 0.0, 0.16, (700.0, 500.0), swell, 11);
    // It comes to rest against its neighbour.
    strike(
        &mut out,
        0.15,
        &wood(300.0).map(|(f, a)| (f, a * 0.4)),
        0.02,
    );
    out
}

fn bump() -> Vec<f32> {
    let mut out = track(0.14);
    strike(&mut out, 0.0, &[(130.0, 1.0), (260.0, 0.4)], 0.03);
    strike(&mut out, 0.0, &wood(340.0), 0.01);
    out
}

fn tile() -> Vec<f32> {
    let mut out = track(0.11);
    swish(&mut out, 0.0, 0.08, (1600.0, 1300.0), swell, 23);
    strike(&mut out, 0.075, &wood(1200.0), 0.012);
    out
}

fn place() -> Vec<f32> {
    let mut out = track(0.1);
    glide(&mut out, 0.0, (950.0, 480.0), 0.07, 1.0);
    strike(&mut out, 0.0, &[(2400.0, 0.3)], 0.006);
    out
}

fn step() -> Vec<f32> {
    let mut out = track(0.06);
    strike(&mut out, 0.0, &[(700.0, 1.0), (1400.0, 0.2)], 0.012);
    out
}

fn bonus() -> Vec<f32> {
    let mut out = track(0.32);
    strike(&mut out, 0.0, &bell(E6), 0.06);
    strike(&mut out, 0.07, &bell(A6), 0.09);
    out
}

fn target() -> Vec<f32> {
    let mut out = track(0.55);
    for (k, f) in [C6, E6, G6].into_iter().enumerate() {
        strike(&mut out, k as f32 * 0.08, &bell(f), 0.12);
    }
    out
}

fn refused() -> Vec<f32> {
    let mut out = track(0.2);
    // Two low, dull notes, the second lower: "no".
    strike(
        &mut out,
        0.0,
        &[(220.0, 1.0), (440.0, 0.25), (660.0, 0.1)],
        0.035,
    );
    strike(
        &mut out,
        0.09,
        &[(185.0, 1.0), (370.0, 0.25), (555.0, 0.1)],
        0.04,
    );
    out
}

fn undo() -> Vec<f32> {
    let mut out = track(0.12);
    glide(&mut out, 0.0, (1100.0, 600.0), 0.1, 0.8);
    swish(&mut out, 0.0, 0.1, (2500.0, 1200.0), swell, 31);
    out
}

fn hint() -> Vec<f32> {
    let mut out = track(0.6);
    strike(&mut out, 0.0, &bell(G5), 0.18);
    strike(&mut out, 0.12, &bell(C6), 0.2);
    out
}

fn win() -> Vec<f32> {
    let mut out = track(1.3);
    for (k, f) in [C5, E5, G5, C6].into_iter().enumerate() {
        strike(&mut out, k as f32 * 0.09, &bell(f), 0.16);
    }
    // The chord rings on under the last note.
    for f in [C5, E5, G5, C6] {
        strike(&mut out, 0.36, &bell(f).map(|(f, a)| (f, a * 0.4)), 0.35);
    }
    out
}

/// `samples` as a WAV file: mono, 16-bit, at [`SAMPLE_RATE`].
pub fn wav(samples: &[f32]) -> Vec<u8> {
    let data_len = (samples.len() * 2) as u32;
    let mut out = Vec::with_capacity(44 + data_len as usize);
    out.extend_from_slice(b"RIFF");
    out.extend_from_slice(&(36 + data_len).to_le_bytes());
    out.extend_from_slice(b"WAVEfmt ");
    out.extend_from_slice(&16u32.to_le_bytes());
    out.extend_from_slice(&1u16.to_le_bytes()); // plain samples
    out.extend_from_slice(&1u16.to_le_bytes()); // one channel
    out.extend_from_slice(&SAMPLE_RATE.to_le_bytes());
    out.extend_from_slice(&(SAMPLE_RATE * 2).to_le_bytes()); // bytes per second
    out.extend_from_slice(&2u16.to_le_bytes()); // bytes per sample
    out.extend_from_slice(&16u16.to_le_bytes()); // bits per sample
    out.extend_from_slice(b"data");
    out.extend_from_slice(&data_len.to_le_bytes());
    for s in samples {
        let v = (s.clamp(-1.0, 1.0) * i16::MAX as f32).round() as i16;
        out.extend_from_slice(&v.to_le_bytes());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rms(s: &[f32]) -> f32 {
        (s.iter().map(|x| x * x).sum::<f32>() / s.len() as f32).sqrt()
    }

    /// How the effect's energy spreads over 24 bands of frequency, from its zero crossings and
    /// a bank of crude filters: enough to tell a chime from a knock or a swish.
    fn fingerprint(s: &[f32]) -> Vec<f32> {
        let bands: Vec<f32> = (0..24).map(|k| 80.0 * 1.25f32.powi(k)).collect();
        let mut out = Vec::new();
        for &f in &bands {
            // The energy at `f`: the signal's correlation with a sine and cosine there.
            let (mut c, mut d) = (0.0f32, 0.0f32);
            for (i, x) in s.iter().enumerate() {
                let p = std::f32::consts::TAU * f * time(i);
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
        for effect in Effect::ALL {
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
        let prints: Vec<_> = Effect::ALL
            .iter()
            .map(|e| (e, e.samples().len(), fingerprint(&e.samples())))
            .collect();
        for (i, (a, len_a, fa)) in prints.iter().enumerate() {
            for (b, len_b, fb) in &prints[i + 1..] {
                let alike: f32 = fa.iter().zip(fb).map(|(x, y)| x * y).sum();
                let lengths = *len_a.max(len_b) as f32 / *len_a.min(len_b) as f32;
                assert!(
                    alike < 0.9 || lengths > 1.3,
                    "{a:?} and {b:?} sound alike ({alike:.2} alike, lengths {len_a} and {len_b})"
                );
            }
        }
    }

    #[test]
    fn the_same_effect_is_the_same_every_time() {
        assert_eq!(Effect::Fling.samples(), Effect::Fling.samples());
        assert_eq!(Effect::Slide.wav(), Effect::Slide.wav());
    }

    #[test]
    fn a_wav_file_says_how_long_it_is() {
        let bytes = Effect::Win.wav();
        assert_eq!(&bytes[0..4], b"RIFF");
        assert_eq!(&bytes[8..16], b"WAVEfmt ");
        let data = u32::from_le_bytes(bytes[40..44].try_into().unwrap()) as usize;
        assert_eq!(data, bytes.len() - 44);
        assert_eq!(data, Effect::Win.samples().len() * 2);
    }

    #[test]
    fn effect_names_are_distinct_file_names() {
        let mut names: Vec<_> = Effect::ALL.iter().map(|e| e.name()).collect();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), Effect::ALL.len());
        assert!(
            names
                .iter()
                .all(|n| n.chars().all(|c| c.is_ascii_lowercase() || c == '-'))
        );
    }
}
