//! WCAG 2's contrast ratio between two colours (from 1:1, the same, to 21:1, black on white).
//! Each puzzle holds the pieces a player must tell apart from what they lie on to at least
//! [`NON_TEXT`], in every look, with a test that prints its figures (docs/colour-vision/).

use bevy::prelude::*;

/// The least contrast of a part of a picture the player needs to see (WCAG 2.1, success
/// criterion 1.4.11, non-text contrast).
pub const NON_TEXT: f32 = 3.0;

/// The contrast ratio between `a` and `b`: (the lighter's luminance + 0.05) / (the darker's
/// + 0.05), the luminance from the colours' linear red, green and blue.
pub fn ratio(a: Color, b: Color) -> f32 {
    let luminance = |c: Color| {
        let l = c.to_linear();
        0.2126 * l.red + 0.7152 * l.green + 0.0722 * l.blue
    };
    let (x, y) = (luminance(a), luminance(b));
    (x.max(y) + 0.05) / (x.min(y) + 0.05)
}

/// Checks pairs of colours (a piece, what it lies on) against [`NON_TEXT`] in every look: the
/// figures are printed (for docs/colour-vision/), and the pairs below it returned.
#[cfg(test)]
pub fn below_non_text(
    puzzle: &str,
    pairs: &[(
        &str,
        super::palette::ColourByLook,
        super::palette::ColourByLook,
    )],
) -> Vec<String> {
    use super::palette::Look;
    let mut below = Vec::new();
    for (what, piece, ground) in pairs {
        let figures: Vec<String> = [Look::Dark, Look::Light, Look::HighContrast]
            .iter()
            .map(|&look| {
                let r = ratio(piece.of(look), ground.of(look));
                if r < NON_TEXT {
                    below.push(format!("{puzzle}, {what}, {look:?}: {r:.2}"));
                }
                format!("{r:.1}")
            })
            .collect();
        println!("| {puzzle} | {what} | {} |", figures.join(" | "));
    }
    below
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn black_on_white_is_21_and_a_colour_on_itself_1() {
        let r = ratio(Color::BLACK, Color::WHITE);
        assert!((r - 21.0).abs() < 0.01, "{r}");
        assert!((ratio(Color::srgb(0.3, 0.6, 0.2), Color::srgb(0.3, 0.6, 0.2)) - 1.0).abs() < 1e-6);
        // WCAG's own example: #777 on white is 4.48:1.
        let grey = Color::srgb_u8(0x77, 0x77, 0x77);
        assert!((ratio(grey, Color::WHITE) - 4.48).abs() < 0.01);
    }
}
