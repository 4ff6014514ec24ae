//! Colours, fonts and the look of the interface.

use crate::fonts::LanguageFonts;
use crate::lang::Words;
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
    /// Which look this is.
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
}

impl Default for Palette {
    fn default() -> Self {
        Palette::DARK
    }
}

/// The palette in force, for drawing the interface (kept in its context by [`install`]).
pub fn ui(ctx: &egui::Context) -> Palette {
    ctx.data(|d| d.get_temp(palette_id())).unwrap_or_default()
}

fn palette_id() -> egui::Id {
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

/// Titles and numbers on tiles: Quicksand Bold.
pub const TITLE_FONT: &[u8] = include_bytes!("../assets/fonts/Quicksand-Bold.ttf");
pub const BODY_FONT: &[u8] = include_bytes!("../assets/fonts/Inter-Regular.otf");
pub const BODY_BOLD_FONT: &[u8] = include_bytes!("../assets/fonts/Inter-SemiBold.otf");
/// Typed programs and chain letters: Hack.
pub const MONO_FONT: &[u8] = include_bytes!("../assets/fonts/Hack-Regular.ttf");
/// The few signs the other fonts lack.
pub const SYMBOLS_FONT: &[u8] = include_bytes!("../assets/fonts/Symbols.ttf");
/// 简体中文 and 日本語, for the settings' list of languages (2.7 kB; the rest of those
/// languages' letters come with them, see `fonts`).
pub const LANGUAGE_NAMES_FONT: &[u8] = include_bytes!("../assets/fonts/cjk/LanguageNames.otf");

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Palette>()
        .insert_resource(ClearColor(Palette::DARK.background))
        // Before the frame is drawn, so that a piece spawned this frame never shows unpainted.
        .init_resource::<LanguageFonts>()
        .init_resource::<crate::redraw::KeepDrawing>()
        .add_systems(PostUpdate, repaint)
        .add_systems(
            bevy_egui::EguiPrimaryContextPass,
            install_language_fonts.after(Styling),
        );
}

/// Where the interface's style is first put in place (`app`'s first pass): a language's own
/// faces go in after it, in the same pass, so that the first screen drawn has them.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Styling;

/// Puts the faces of the language the settings ask for into the interface once they are
/// here (the settings put the language in force the frame after); says so when they could
/// not be had.
fn install_language_fonts(
    mut contexts: bevy_egui::EguiContexts,
    mut fonts: ResMut<LanguageFonts>,
    mut notice: ResMut<crate::notice::Notice>,
    mut keep: ResMut<crate::redraw::KeepDrawing>,
    time: Res<Time>,
    words: Res<Words>,
) -> Result {
    let words = *words;
    for (language, _) in fonts.take_arrivals() {
        notice.shown = Some(crate::notice::NoticeText {
            text: crate::tr!(
                words,
                "notice-letters-missing",
                language = language.own_name()
            ),
            warns: true,
            until: Some(time.elapsed_secs_f64() + 6.0),
        });
    }
    if fonts.waiting() {
        keep.0 = true;
    }
    let Some(wanted) = fonts.wanted else {
        return Ok(());
    };
    if fonts.installed_for == Some(wanted) {
        return Ok(());
    }
    let needs_own = crate::fonts::files_of(wanted).is_some();
    let faces = fonts.faces(wanted).cloned();
    if needs_own && faces.is_none() {
        return Ok(());
    }
    let had_own = fonts
        .installed_for
        .is_some_and(|l| crate::fonts::files_of(l).is_some());
    if needs_own || had_own {
        contexts
            .ctx_mut()?
            .set_fonts(font_definitions(faces.as_ref()));
    }
    fonts.installed_for = Some(wanted);
    // The fonts are in at the interface's next pass, and the language with them.
    keep.0 = true;
    Ok(())
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
        egui_color(self.of(ui(ctx).look))
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
fn repaint(
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

/// How long a press may last and still be a click, in seconds. The interface measures it in
/// frames, and where frames are slow (the 3D snake drawn in software, about one a second) a
/// quick tap lands its press in one frame and its release in the next: egui's 0.8 s would
/// lose it.
pub const LONGEST_CLICK: f64 = 3.0;

/// A list that scrolls up and down by wheel, by its bar, or by a finger (or the mouse) dragged
/// over it. egui lets a drag scroll only once it has seen a touch screen, and it learns of one
/// from the first touch, a frame too late for that touch: a phone's first swipe would be lost.
pub fn scrolling_list() -> egui::ScrollArea {
    egui::ScrollArea::vertical().scroll_source(egui::scroll_area::ScrollSource::ALL)
}

/// Windows narrower than this stack the top bar and drop the keys from the buttons.
pub const NARROW: f32 = 640.0;

/// `text` followed by a key in small grey letters, for a button's label.
pub fn with_key(ui: &egui::Ui, text: egui::RichText, key: &str) -> egui::WidgetText {
    // The key in force, if the player gave the command another.
    let key = crate::input::keymap::in_interface(ui.ctx()).label(key);
    let mut job = egui::text::LayoutJob::default();
    let style = ui.style();
    text.append_to(
        &mut job,
        style,
        egui::FontSelection::Default,
        egui::Align::Center,
    );
    egui::RichText::new(&key)
        .color(self::ui(ui.ctx()).grey(150))
        .size(13.0)
        .append_to(
            &mut job,
            style,
            egui::FontSelection::Default,
            egui::Align::Center,
        );
    job.into()
}

/// The rounded card a list shows an item on: lighter, with an outline, when it has the focus.
pub fn card_background(
    painter: &egui::Painter,
    rect: egui::Rect,
    focused: bool,
    corner: u8,
    outline: f32,
) {
    let p = ui(painter.ctx());
    let fill = if focused {
        egui_color(p.card_focused)
    } else {
        egui_color(p.tray)
    };
    painter.rect_filled(rect, egui::CornerRadius::same(corner), fill);
    if focused {
        painter.rect_stroke(
            rect,
            egui::CornerRadius::same(corner),
            egui::Stroke::new(outline, egui_color(p.accent)),
            egui::StrokeKind::Inside,
        );
    }
}

/// The interface's fonts: Inter, Quicksand and Hack cut down to the characters the game
/// writes (scripts/subset-fonts.sh), each family falling back on the symbols; with a
/// language's own faces (Chinese, Japanese) after the Latin ones when it has them.
pub fn font_definitions(own: Option<&crate::fonts::Faces>) -> egui::FontDefinitions {
    let mut fonts = egui::FontDefinitions::empty();
    for (name, data) in [
        ("inter", BODY_FONT),
        ("inter-bold", BODY_BOLD_FONT),
        ("quicksand", TITLE_FONT),
        ("hack", MONO_FONT),
        ("symbols", SYMBOLS_FONT),
        ("language-names", LANGUAGE_NAMES_FONT),
    ] {
        fonts
            .font_data
            .insert(name.into(), egui::FontData::from_static(data).into());
    }
    if let Some(faces) = own {
        for (name, data) in [("own", &faces.regular), ("own-bold", &faces.bold)] {
            fonts.font_data.insert(
                name.into(),
                egui::FontData::from_owned(data.to_vec()).into(),
            );
        }
    }
    let with_own = |latin: &[&str], own_faces: &[&str]| {
        let mut names: Vec<String> = latin.iter().map(|n| n.to_string()).collect();
        if own.is_some() {
            // A language's own letters come right after the Latin face, before any other
            // face's forms of them.
            names.splice(1..1, own_faces.iter().map(|n| n.to_string()));
        }
        names.push("symbols".into());
        names.push("language-names".into());
        names
    };
    fonts.families.insert(
        egui::FontFamily::Proportional,
        with_own(&["inter", "hack"], &["own"]),
    );
    fonts.families.insert(
        egui::FontFamily::Monospace,
        with_own(&["hack", "inter"], &["own"]),
    );
    fonts.families.insert(
        egui::FontFamily::Name("title".into()),
        with_own(&["quicksand", "inter"], &["own-bold", "own"]),
    );
    fonts.families.insert(
        egui::FontFamily::Name("bold".into()),
        with_own(&["inter-bold", "inter"], &["own-bold", "own"]),
    );
    fonts
}

/// egui's fonts and colours for the whole game.
pub fn style_egui(ctx: &egui::Context) {
    ctx.options_mut(|o| o.input_options.max_click_duration = LONGEST_CLICK);
    ctx.set_fonts(font_definitions(None));

    let mut style = (*ctx.global_style()).clone();
    style.visuals = visuals(&Palette::DARK);
    style.spacing.button_padding = egui::vec2(12.0, 7.0);
    style.spacing.item_spacing = egui::vec2(10.0, 8.0);
    for (text_style, size) in [
        (egui::TextStyle::Body, 17.0),
        (egui::TextStyle::Button, 17.0),
        (egui::TextStyle::Small, 13.0),
        (egui::TextStyle::Heading, 26.0),
        (egui::TextStyle::Monospace, 16.0),
    ] {
        if let Some(font) = style.text_styles.get_mut(&text_style) {
            font.size = size;
        }
    }
    if let Some(h) = style.text_styles.get_mut(&egui::TextStyle::Heading) {
        h.family = egui::FontFamily::Name("title".into());
    }
    ctx.set_global_style(style);
    ctx.data_mut(|d| d.insert_temp(palette_id(), Palette::DARK));
}

/// Puts a palette in force in the interface: its widgets' colours, and the colours its panels
/// read through [`ui`].
pub fn install(ctx: &egui::Context, palette: &Palette) {
    ctx.all_styles_mut(|style| style.visuals = visuals(palette));
    ctx.data_mut(|d| d.insert_temp(palette_id(), *palette));
}

/// The interface's widgets in a palette.
fn visuals(p: &Palette) -> egui::Visuals {
    let mut v = if p.look == Look::Light {
        egui::Visuals::light()
    } else {
        egui::Visuals::dark()
    };
    // A round knob on a rail filled up to it: a small rounded square read as a "0".
    v.handle_shape = egui::style::HandleShape::Circle;
    v.panel_fill = egui_color(p.tray).gamma_multiply(0.92);
    v.window_fill = egui_color(p.tray);
    v.extreme_bg_color = egui_color(p.background);
    v.selection.bg_fill = egui_color(p.accent).gamma_multiply(0.6);
    v.hyperlink_color = egui_color(p.accent);
    for w in [
        &mut v.widgets.inactive,
        &mut v.widgets.hovered,
        &mut v.widgets.active,
    ] {
        w.corner_radius = egui::CornerRadius::same(8);
    }
    v.widgets.noninteractive.fg_stroke.color = p.grey(232);
    v.widgets.inactive.fg_stroke.color = p.grey(240);
    v.widgets.hovered.fg_stroke.color = p.grey(255);
    v.widgets.active.fg_stroke.color = p.grey(255);
    v.widgets.inactive.weak_bg_fill = egui_color(p.button);
    v.widgets.inactive.bg_fill = egui_color(p.button);
    v.widgets.hovered.weak_bg_fill = egui_color(p.button_hovered);
    v.widgets.hovered.bg_fill = egui_color(p.button_hovered);
    v.widgets.active.weak_bg_fill = egui_color(p.accent).gamma_multiply(0.7);
    if p.look == Look::HighContrast {
        // Every control outlined, the one under the pointer in the accent.
        v.widgets.inactive.bg_stroke = egui::Stroke::new(1.5, egui::Color32::WHITE);
        v.widgets.hovered.bg_stroke = egui::Stroke::new(2.0, egui_color(p.accent));
        v.widgets.active.bg_stroke = egui::Stroke::new(2.0, egui_color(p.accent));
        v.window_stroke = egui::Stroke::new(1.5, egui::Color32::WHITE);
        v.selection.bg_fill = egui_color(p.accent);
        v.selection.stroke = egui::Stroke::new(1.5, egui::Color32::BLACK);
        v.widgets.active.fg_stroke.color = egui::Color32::BLACK;
    }
    v
}

/// Text in the title font at `size` points.
pub fn title_text(text: impl Into<String>, size: f32) -> egui::RichText {
    egui::RichText::new(text)
        .family(egui::FontFamily::Name("title".into()))
        .size(size)
}

/// Text in the bold body font.
pub fn bold(text: impl Into<String>) -> egui::RichText {
    egui::RichText::new(text).family(egui::FontFamily::Name("bold".into()))
}

/// Text on one line of at most `width` points, cut short with "…" when it is longer.
pub fn one_line(
    painter: &egui::Painter,
    text: String,
    font: egui::FontId,
    colour: egui::Color32,
    width: f32,
) -> std::sync::Arc<egui::Galley> {
    let mut job = egui::text::LayoutJob::simple_singleline(text, font, colour);
    job.wrap = egui::text::TextWrapping::truncate_at_width(width);
    painter.layout_job(job)
}

/// A card over the whole screen (How to play, the settings): a modal with its margins fitted
/// to the window, down to a phone's width, its contents at most `widest` points wide. Returns
/// the modal, the width its contents take, and whether the window is narrow.
pub fn card(ctx: &egui::Context, id: &str, widest: f32) -> (egui::Modal, f32, bool) {
    let window = ctx.content_rect().width();
    let narrow = window < 480.0;
    let margin: i8 = if narrow { 14 } else { 24 };
    let width = (window - 24.0 - 2.0 * margin as f32).clamp(200.0, widest);
    let modal = egui::Modal::new(egui::Id::new(id)).frame(
        egui::Frame::popup(&ctx.global_style())
            .fill(egui_color(ui(ctx).background))
            .corner_radius(14)
            .inner_margin(egui::Margin::symmetric(margin, 18)),
    );
    (modal, width, narrow)
}

/// A `Ui` covering the whole window, for panels to be shown in.
pub fn root_ui(ctx: &egui::Context) -> egui::Ui {
    egui::Ui::new(
        ctx.clone(),
        "root".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    )
}

/// Present once the interface's fonts and colours are installed; screens draw only then.
#[derive(Resource)]
pub struct UiReady;

/// Run condition: the interface can be drawn (its fonts are installed, and the renderer has
/// prepared the screen, so that it appears whole).
pub fn ui_ready(
    ready: Option<Res<UiReady>>,
    prepared: Option<Res<crate::redraw::Prepared>>,
) -> bool {
    ready.is_some() && crate::redraw::screen_is_prepared(prepared.as_deref())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Where a list of clickable cards has scrolled to after one swipe up, the first touch the
    /// interface has seen.
    fn offset_after_a_first_swipe(list: impl Fn() -> egui::ScrollArea) -> f32 {
        let ctx = egui::Context::default();
        let mut offset = 0.0;
        let mut frame = |time: f64, events: Vec<egui::Event>| {
            let input = egui::RawInput {
                time: Some(time),
                screen_rect: Some(egui::Rect::from_min_size(
                    egui::Pos2::ZERO,
                    egui::vec2(390.0, 400.0),
                )),
                events,
                ..Default::default()
            };
            let mut output = ctx.run_ui(input, |ui| {
                let shown = list().show(ui, |ui| {
                    for _ in 0..10 {
                        ui.allocate_exact_size(egui::vec2(300.0, 120.0), egui::Sense::click());
                    }
                });
                offset = shown.state.offset.y;
            });
            output.textures_delta.clear();
        };
        frame(0.0, vec![]);
        frame(0.1, vec![]);
        let finger = |phase, y: f32| {
            let pos = egui::pos2(150.0, y);
            let mut events = vec![egui::Event::Touch {
                device_id: egui::TouchDeviceId(1),
                id: egui::TouchId(1),
                phase,
                pos,
                force: None,
            }];
            let button = |pressed| egui::Event::PointerButton {
                pos,
                button: egui::PointerButton::Primary,
                pressed,
                modifiers: Default::default(),
            };
            match phase {
                egui::TouchPhase::Start => {
                    events.extend([egui::Event::PointerMoved(pos), button(true)])
                }
                egui::TouchPhase::Move => events.push(egui::Event::PointerMoved(pos)),
                _ => events.extend([button(false), egui::Event::PointerGone]),
            }
            events
        };
        frame(0.2, finger(egui::TouchPhase::Start, 350.0));
        for (i, y) in [320.0, 280.0, 240.0, 200.0, 160.0, 120.0]
            .into_iter()
            .enumerate()
        {
            frame(0.25 + 0.05 * i as f64, finger(egui::TouchPhase::Move, y));
        }
        frame(0.6, finger(egui::TouchPhase::End, 120.0));
        offset
    }

    #[test]
    fn the_first_swipe_scrolls_a_list() {
        let offset = offset_after_a_first_swipe(scrolling_list);
        assert!(offset > 100.0, "scrolled only {offset} px");
    }

    #[test]
    fn egui_on_its_own_loses_the_first_swipe() {
        // What the list above guards against, so that its test can fail.
        assert_eq!(offset_after_a_first_swipe(egui::ScrollArea::vertical), 0.0);
    }

    /// The characters of a language's message files that lie past the Latin ones.
    fn characters_of(language: crate::lang::Language) -> String {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("locales")
            .join(language.code());
        let mut all = std::collections::BTreeSet::new();
        for file in std::fs::read_dir(dir).unwrap() {
            let text = std::fs::read_to_string(file.unwrap().path()).unwrap();
            all.extend(text.chars().filter(|c| *c as u32 > 0x2E7F));
        }
        all.into_iter().collect()
    }

    /// The characters of `text` past the Latin ones that the interface's fonts lack in
    /// `family`. (The interface answers for a Latin letter that it lacks it: the face its
    /// letters come from is also the one that draws the box for a missing one.)
    fn missing(ctx: &egui::Context, family: egui::FontFamily, text: &str) -> String {
        let font = egui::FontId::new(17.0, family);
        ctx.fonts_mut(|f| {
            text.chars()
                .filter(|c| *c as u32 > 0x2E7F && !f.has_glyph(&font, *c))
                .collect()
        })
    }

    fn with_fonts(own: Option<crate::fonts::Faces>) -> egui::Context {
        let ctx = egui::Context::default();
        ctx.set_fonts(font_definitions(own.as_ref()));
        let mut output = ctx.run_ui(egui::RawInput::default(), |_| {});
        output.textures_delta.clear();
        ctx
    }

    #[test]
    fn chinese_and_japanese_fonts_have_every_character_their_messages_use() {
        use crate::lang::Language;
        for language in [Language::Chinese, Language::Japanese] {
            let mut fonts = crate::fonts::LanguageFonts::default();
            fonts.ask_for(language);
            let _ = fonts.take_arrivals();
            let ctx = with_fonts(fonts.faces(language).cloned());
            // The settings name each language in itself, whatever the language in force.
            let own_names: String = Language::ALL.map(|l| l.own_name()).concat();
            let text = characters_of(language) + &own_names;
            assert!(text.chars().count() > 300, "{}", text.chars().count());
            for family in [
                egui::FontFamily::Proportional,
                egui::FontFamily::Name("title".into()),
                egui::FontFamily::Name("bold".into()),
            ] {
                let lacking = missing(&ctx, family.clone(), &text);
                assert!(
                    lacking.is_empty(),
                    "{} {family:?} lacks {lacking} (run scripts/subset-fonts.sh)",
                    language.code()
                );
            }
            // The common characters a player may type are there too.
            let typed = if language == Language::Chinese {
                "我的关卡"
            } else {
                "私のステージ"
            };
            assert_eq!(missing(&ctx, egui::FontFamily::Proportional, typed), "");
        }
    }

    #[test]
    fn without_a_language_of_their_own_the_fonts_have_no_chinese_but_the_languages_names() {
        // What the test above would see if the faces were not put in.
        let ctx = with_fonts(None);
        assert_eq!(
            missing(&ctx, egui::FontFamily::Proportional, "华容道"),
            "华容道"
        );
        // The settings name every language in itself, in any language.
        for language in crate::lang::Language::ALL {
            assert_eq!(
                missing(&ctx, egui::FontFamily::Proportional, language.own_name()),
                ""
            );
        }
    }
}
