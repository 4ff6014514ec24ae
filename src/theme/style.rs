//! egui's style for the whole game: its fonts, sizes and widgets, and the look in force.

use super::fonts::font_definitions;
use super::palette::{Look, Palette, egui_color, palette_id};
use bevy_egui::egui;

/// How long a press may last and still be a click, in seconds. The interface measures it in
/// frames, and where frames are slow (the 3D snake drawn in software, about one a second) a
/// quick tap lands its press in one frame and its release in the next: egui's 0.8 s would
/// lose it.
pub const LONGEST_CLICK: f64 = 3.0;

/// egui's fonts and colours for the whole game.
pub fn style_egui(ctx: &egui::Context) {
    ctx.options_mut(|o| o.input_options.max_click_duration = LONGEST_CLICK);
    ctx.set_fonts(font_definitions(None));

    let mut style = (*ctx.global_style()).clone();
    style.visuals = visuals(&Palette::DARK);
    style.spacing.button_padding = egui::vec2(12.0, 7.0);
    style.spacing.item_spacing = egui::vec2(10.0, 8.0);
    // Scroll bars beside what scrolls, never over it, and shown whenever there is more: a bar
    // of controls or a list that scrolls says so, and the bar covers no value or letter.
    style.spacing.scroll = egui::style::ScrollStyle::solid();
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
    if p.look == Look::Light {
        // On pale buttons, a disabled one fainter still: plainly not to be pressed.
        v.disabled_alpha = 0.38;
    }
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

/// How wide `text` is on one line in the text style `style`, in points.
pub fn text_width(ui: &egui::Ui, text: impl Into<String>, style: egui::TextStyle) -> f32 {
    let font = style.resolve(ui.style());
    ui.painter()
        .layout_no_wrap(text.into(), font, egui::Color32::WHITE)
        .size()
        .x
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
