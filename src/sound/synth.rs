//! The game's sound effects, made by the game itself: each one a few tones and a little noise,
//! shaped by envelopes, computed sample by sample. No file is downloaded or shipped: the same
//! code makes what the game plays and what `puzzlebox sounds DIR` writes out.

/// Samples per second of every effect: enough for the highest partial used (about 5 kHz).
pub const SAMPLE_RATE: u32 = 22_050;

/// A sound effect: a name (its file's, `knock-off` for `knock-off.wav`) and the code that
/// makes it. The effects every puzzle makes are here; each puzzle declares its own in its
/// files, made with the tones, glides and noises below.
#[derive(Clone, Copy, Debug)]
pub struct Effect {
    name: &'static str,
    make: fn() -> Vec<f32>,
}

impl PartialEq for Effect {
    fn eq(&self, other: &Effect) -> bool {
        self.name == other.name
    }
}

impl Eq for Effect {}

impl Effect {
    /// An effect named `name` (lower-case letters and dashes), made by `make`.
    pub const fn new(name: &'static str, make: fn() -> Vec<f32>) -> Effect {
        Effect { name, make }
    }

    /// A button of the interface pressed.
    pub const BUTTON: Effect = Effect::new("button", button);
    /// A move the rules do not allow.
    pub const REFUSED: Effect = Effect::new("refused", refused);
    /// A move taken back.
    pub const UNDO: Effect = Effect::new("undo", undo);
    /// A hint shown.
    pub const HINT: Effect = Effect::new("hint", hint);
    /// A level won: a short flourish.
    pub const WIN: Effect = Effect::new("win", win);

    /// The effects every puzzle makes.
    pub const SHARED: [Effect; 5] = [
        Effect::BUTTON,
        Effect::REFUSED,
        Effect::UNDO,
        Effect::HINT,
        Effect::WIN,
    ];

    /// The effect's name, as its file is named: `knock-off` for `knock-off.wav`.
    pub fn name(self) -> &'static str {
        self.name
    }

    /// The effect's samples, from −1 to 1, at [`SAMPLE_RATE`].
    pub fn samples(self) -> Vec<f32> {
        let mut out = (self.make)();
        finish(&mut out);
        out
    }

    /// The effect as a WAV file: mono, 16-bit.
    pub fn wav(self) -> Vec<u8> {
        wav(&self.samples())
    }
}

/// A blank track `seconds` long, to mix voices into.
pub fn track(seconds: f32) -> Vec<f32> {
    vec![0.0; (seconds * SAMPLE_RATE as f32) as usize]
}

/// The time of sample `i`, in seconds.
pub fn time(i: usize) -> f32 {
    i as f32 / SAMPLE_RATE as f32
}

/// A struck tone mixed into `out` from `start` seconds: partials `(frequency, loudness)`, the
/// first dying away in `decay` seconds (to about a third), after a 2 ms rise that keeps it
/// from clicking.
pub fn strike(out: &mut [f32], start: f32, partials: &[(f32, f32)], decay: f32) {
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
pub fn glide(out: &mut [f32], start: f32, (from, to): (f32, f32), length: f32, loudness: f32) {
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
pub fn swish(
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
pub fn swell(x: f32) -> f32 {
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
pub const C5: f32 = 523.25;
pub const E5: f32 = 659.25;
pub const G5: f32 = 783.99;
pub const C6: f32 = 1046.5;
pub const E6: f32 = 1318.5;
pub const G6: f32 = 1568.0;
pub const A6: f32 = 1760.0;

/// A bell-like tone on `f`: the note and a few bright partials above it.
pub fn bell(f: f32) -> [(f32, f32); 3] {
    [(f, 1.0), (f * 2.76, 0.35), (f * 5.4, 0.12)]
}

/// A wooden knock on `f`: partials out of tune with each other, as a block of wood's are.
pub fn wood(f: f32) -> [(f32, f32); 3] {
    [(f, 1.0), (f * 2.57, 0.5), (f * 4.9, 0.2)]
}

fn button() -> Vec<f32> {
    let mut out = track(0.05);
    strike(&mut out, 0.0, &[(1900.0, 1.0), (3100.0, 0.3)], 0.008);
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

    #[test]
    fn the_same_effect_is_the_same_every_time() {
        assert_eq!(Effect::WIN.samples(), Effect::WIN.samples());
        assert_eq!(Effect::UNDO.wav(), Effect::UNDO.wav());
    }

    #[test]
    fn a_wav_file_says_how_long_it_is() {
        let bytes = Effect::WIN.wav();
        assert_eq!(&bytes[0..4], b"RIFF");
        assert_eq!(&bytes[8..16], b"WAVEfmt ");
        let data = u32::from_le_bytes(bytes[40..44].try_into().unwrap()) as usize;
        assert_eq!(data, bytes.len() - 44);
        assert_eq!(data, Effect::WIN.samples().len() * 2);
    }
}
