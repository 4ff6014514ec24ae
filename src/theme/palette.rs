//! The game's colours: the looks, the palette of each (the roles every screen has), the
//! colours a puzzle declares for itself in each look, and the look the system prefers.

use bevy::prelude::*;
use bevy_egui::egui;

/// The looks the game can take.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Look {
    /// Light pieces on a dark blue-grey: the game's own look.
    Dark,
    /// Dark text on white and pale grey.
    Light,
    /// Black and white, bright yellow for what matters, outlines on every control.
    HighContrast,
}

/// Every colour of the screens, panels and boards in one look. The one in force is a
/// resource (for the boards) and is kept in the interface's context too (for the panels,
/// through [`ui`]).
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct Palette {
    pub look: Look,
    /// The window's background.
    pub background: Color,
    /// The board's tray and the panels, a little apart from the background.
    pub tray: Color,
    /// The lines and dots of empty cells.
    pub cell: Color,
    /// Highlights: the keyboard cursor, hints.
    pub accent: Color,
    /// Warnings and illegal moves.
    pub warn: Color,
    /// Good news: a level that can be solved, a move that checks out.
    pub good: Color,
    /// What is won: the win's headline, stars and bonuses.
    pub gold: Color,
    /// A card in a list that has the focus.
    pub card_focused: Color,
    /// A button at rest, and under the pointer.
    pub button: Color,
    pub button_hovered: Color,
}

impl Palette {
    /// The game's own look.
    pub const DARK: Palette = Palette {
        look: Look::Dark,
        background: Color::srgb(0.129, 0.145, 0.204),
        tray: Color::srgb(0.196, 0.216, 0.290),
        cell: Color::srgb(0.250, 0.275, 0.360),
        accent: Color::srgb(0.361, 0.784, 0.925),
        warn: Color::srgb(0.957, 0.447, 0.392),
        good: Color::srgb(0.47, 0.86, 0.55),
        gold: Color::srgb(1.0, 0.714, 0.263),
        card_focused: Color::srgb(0.227, 0.259, 0.361),
        button: Color::srgb(0.243, 0.267, 0.361),
        button_hovered: Color::srgb(0.306, 0.337, 0.455),
    };

    /// Dark text on white and pale grey.
    pub const LIGHT: Palette = Palette {
        look: Look::Light,
        background: Color::srgb(0.925, 0.933, 0.953),
        tray: Color::srgb(0.992, 0.992, 1.0),
        cell: Color::srgb(0.780, 0.800, 0.850),
        accent: Color::srgb(0.0, 0.43, 0.64),
        warn: Color::srgb(0.78, 0.16, 0.12),
        good: Color::srgb(0.10, 0.50, 0.20),
        gold: Color::srgb(0.96, 0.58, 0.07),
        card_focused: Color::srgb(0.855, 0.918, 0.965),
        button: Color::srgb(0.875, 0.890, 0.925),
        button_hovered: Color::srgb(0.800, 0.835, 0.890),
    };

    /// Black and white, with bright yellow for what matters.
    pub const HIGH_CONTRAST: Palette = Palette {
        look: Look::HighContrast,
        background: Color::srgb(0.0, 0.0, 0.0),
        tray: Color::srgb(0.07, 0.07, 0.09),
        cell: Color::srgb(0.55, 0.55, 0.60),
        accent: Color::srgb(1.0, 0.9, 0.0),
        warn: Color::srgb(1.0, 0.42, 0.42),
        good: Color::srgb(0.45, 1.0, 0.55),
        gold: Color::srgb(1.0, 0.66, 0.16),
        card_focused: Color::srgb(0.16, 0.16, 0.20),
        button: Color::srgb(0.10, 0.10, 0.13),
        button_hovered: Color::srgb(0.22, 0.22, 0.27),
    };

    /// A part of the palette (`part` picks it) in each look.
    pub fn by_look(part: impl Fn(&Palette) -> Color) -> ColourByLook {
        ColourByLook {
            dark: part(&Palette::DARK),
            light: part(&Palette::LIGHT),
            high_contrast: part(&Palette::HIGH_CONTRAST),
        }
    }

    /// The palette of a look.
    pub fn of(look: Look) -> Palette {
        match look {
            Look::Dark => Palette::DARK,
            Look::Light => Palette::LIGHT,
            Look::HighContrast => Palette::HIGH_CONTRAST,
        }
    }

    /// A grey of text or a line as bright as `dark` is in the dark look, in this look: on the
    /// light look as dark as it was bright; in high contrast, white or black.
    pub fn grey(&self, dark: u8) -> egui::Color32 {
        egui::Color32::from_gray(match self.look {
            Look::Dark => dark,
            Look::Light => 265u16.saturating_sub(dark as u16).min(255) as u8,
            Look::HighContrast if dark >= 100 => 255,
            Look::HighContrast => dark / 3,
        })
    }

    /// The same grey as a colour for the boards.
    pub fn grey_colour(&self, dark: u8) -> Color {
        let [r, g, b, _] = self.grey(dark).to_array();
        Color::srgb_u8(r, g, b)
    }

    /// The strongest text: near white on dark, near black on light.
    pub fn text(&self) -> egui::Color32 {
        self.grey(240)
    }

    /// A star not earned, beside gold ones: dim in every look. In high contrast a grey would
    /// be white, brighter than the gold, and a fresh level looked won with ★★★.
    pub fn unearned_star(&self) -> egui::Color32 {
        match self.look {
            // 4.8:1 against the black ground, as a drawn mark needs 3:1.
            Look::HighContrast => egui::Color32::from_gray(120),
            _ => self.grey(100),
        }
    }
}

impl Default for Palette {
    fn default() -> Self {
        Palette::DARK
    }
}

/// The palette in force, for drawing the interface (kept in its context by [`install`](super::style::install)).
pub fn of(ctx: &egui::Context) -> Palette {
    ctx.data(|d| d.get_temp(palette_id())).unwrap_or_default()
}

pub(super) fn palette_id() -> egui::Id {
    egui::Id::new("puzzlebox palette")
}

/// The interface's colours in egui's terms.
pub fn egui_color(c: Color) -> egui::Color32 {
    let c = c.to_srgba();
    egui::Color32::from_rgba_unmultiplied(
        (c.red * 255.0) as u8,
        (c.green * 255.0) as u8,
        (c.blue * 255.0) as u8,
        (c.alpha * 255.0) as u8,
    )
}

/// A colour of a puzzle's own (Shot's balls, the sliding blocks' goal block), in each look:
/// declared in the puzzle's files, as Tatham's games declare theirs in `game_colours`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ColourByLook {
    pub dark: Color,
    pub light: Color,
    pub high_contrast: Color,
}

impl ColourByLook {
    /// The same colour in every look (a wooden toy, a painted map).
    pub const fn same(colour: Color) -> ColourByLook {
        ColourByLook {
            dark: colour,
            light: colour,
            high_contrast: colour,
        }
    }

    /// The colour in `look`.
    pub fn of(&self, look: Look) -> Color {
        match look {
            Look::Dark => self.dark,
            Look::Light => self.light,
            Look::HighContrast => self.high_contrast,
        }
    }

    /// The colour in the look the interface is drawn in.
    pub fn in_interface(&self, ctx: &egui::Context) -> egui::Color32 {
        egui_color(self.of(of(ctx).look))
    }
}

/// What a piece of a board is painted in, so that a change of look repaints it: a part of the
/// palette, or a colour of the puzzle's own.
#[derive(Component, Clone, Copy, Debug, PartialEq)]
pub enum Paint {
    Tray,
    Cell,
    Own(ColourByLook),
}

impl Palette {
    /// The colour of a painted piece.
    pub fn paint(&self, paint: Paint) -> Color {
        match paint {
            Paint::Tray => self.tray,
            Paint::Cell => self.cell,
            Paint::Own(colour) => colour.of(self.look),
        }
    }
}

/// Paints each new piece, and on a new look repaints the background and every piece (keeping
/// each one's transparency).
pub(super) fn repaint(
    palette: Res<Palette>,
    mut clear: ResMut<ClearColor>,
    every: Query<(&Paint, &MeshMaterial2d<ColorMaterial>)>,
    new: Query<(&Paint, &MeshMaterial2d<ColorMaterial>), Added<Paint>>,
    materials: Option<ResMut<Assets<ColorMaterial>>>,
) {
    if palette.is_changed() {
        clear.0 = palette.background;
    }
    let Some(mut materials) = materials else {
        return;
    };
    let pieces: Vec<_> = if palette.is_changed() {
        every.iter().collect()
    } else {
        new.iter().collect()
    };
    for (paint, material) in pieces {
        if let Some(mut m) = materials.get_mut(&material.0) {
            let alpha = m.color.alpha();
            m.color = palette.paint(*paint).with_alpha(alpha);
        }
    }
}

/// The look the system prefers, where it says (the desktop's light or dark mode; a browser's
/// `prefers-color-scheme`).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SystemLook(pub Option<Look>);

pub(super) fn system_look_at_start() -> Option<Look> {
    #[cfg(target_arch = "wasm32")]
    {
        let prefers = |scheme: &str| {
            web_sys::window()
                .and_then(|w| {
                    w.match_media(&format!("(prefers-color-scheme: {scheme})"))
                        .ok()
                        .flatten()
                })
                .is_some_and(|m| m.matches())
        };
        if prefers("light") {
            return Some(Look::Light);
        }
        if prefers("dark") {
            return Some(Look::Dark);
        }
    }
    None
}

/// Follows the desktop when it changes between light and dark.
pub(super) fn follow_the_system(
    mut changed: MessageReader<bevy::window::WindowThemeChanged>,
    mut system: ResMut<SystemLook>,
) {
    if let Some(last) = changed.read().last() {
        system.0 = Some(match last.theme {
            bevy::window::WindowTheme::Light => Look::Light,
            bevy::window::WindowTheme::Dark => Look::Dark,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The relative luminance of an sRGB colour (WCAG 2).
    fn luminance(colour: egui::Color32) -> f32 {
        let linear = |c: u8| {
            let c = f32::from(c) / 255.0;
            if c <= 0.04045 {
                c / 12.92
            } else {
                ((c + 0.055) / 1.055).powf(2.4)
            }
        };
        let [r, g, b, _] = colour.to_array();
        0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
    }

    fn contrast(a: egui::Color32, b: egui::Color32) -> f32 {
        let (a, b) = (luminance(a), luminance(b));
        (a.max(b) + 0.05) / (a.min(b) + 0.05)
    }

    #[test]
    fn on_a_dark_ground_an_unearned_star_is_darker_than_a_gold_one() {
        // In high contrast an unearned star was white, brighter than the gold: a level never
        // played showed ★★★. (On the light look's white a grey star is darker than the pale
        // gold, and its want of colour tells it apart.)
        for look in [Look::Dark, Look::HighContrast] {
            let palette = Palette::of(look);
            let (gold, unearned) = (egui_color(palette.gold), palette.unearned_star());
            assert!(
                luminance(unearned) < luminance(gold),
                "{look:?}: an unearned star is darker than a gold one"
            );
        }
        for look in [Look::Dark, Look::Light, Look::HighContrast] {
            let palette = Palette::of(look);
            let ground = egui_color(palette.background);
            assert!(
                contrast(palette.unearned_star(), ground) >= 2.0,
                "{look:?}: an unearned star is seen on the ground"
            );
        }
    }
}
