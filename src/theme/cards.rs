//! What screens and panels are laid out on: a card over the whole screen, an item's card in a
//! list, a list that scrolls by finger too, text cut to one line.

use super::palette::{egui_color, of};
use bevy_egui::egui;

/// Windows narrower than this stack the top bar and drop the keys from the buttons.
pub const NARROW: f32 = 640.0;

/// A list that scrolls up and down by wheel, by its bar, or by a finger (or the mouse) dragged
/// over it. egui lets a drag scroll only once it has seen a touch screen, and it learns of one
/// from the first touch, a frame too late for that touch: a phone's first swipe would be lost.
pub fn scrolling_list() -> egui::ScrollArea {
    egui::ScrollArea::vertical().scroll_source(egui::scroll_area::ScrollSource::ALL)
}

/// The rounded card a list shows an item on: lighter, with an outline, when it has the focus.
pub fn card_background(
    painter: &egui::Painter,
    rect: egui::Rect,
    focused: bool,
    corner: u8,
    outline: f32,
) {
    let p = of(painter.ctx());
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
    let width = (window - 24.0 - 2.0 * margin as f32).clamp(140.0, widest);
    let modal = egui::Modal::new(egui::Id::new(id)).frame(
        egui::Frame::popup(&ctx.global_style())
            .fill(egui_color(of(ctx).background))
            .corner_radius(14)
            .inner_margin(egui::Margin::symmetric(margin, 18)),
    );
    (modal, width, narrow)
}

/// Draws the next frame too while the card `id` (drawn this frame at `rect`) still changes its
/// size or place, or fades in: a card lays itself out over its first frames and fades in over
/// its first moment, and a still screen draws none by itself, so a card opened by a tap would
/// stay half laid out until the next input (its buttons then moving under the finger), and
/// one that opens by itself (the first "How to play") would stay invisible while it takes the
/// keys.
pub fn settle(ctx: &egui::Context, id: &str, rect: egui::Rect) {
    let key = egui::Id::new((id, "card's last rect"));
    let (pass, now) = (ctx.cumulative_pass_nr(), ctx.input(|i| i.time));
    let before: Option<Shown> = ctx.data(|d| d.get_temp(key));
    // Drawn in the pass before this one: the same opening; otherwise it opens now.
    let opened = before
        .filter(|b| b.pass + 1 == pass)
        .map_or(now, |b| b.opened);
    ctx.data_mut(|d| d.insert_temp(key, Shown { rect, pass, opened }));
    let fading = now - opened < FADING_IN;
    if fading || before.is_none_or(|b| b.rect != rect) {
        ctx.request_repaint();
    }
}

/// How long a card takes to fade in, in seconds, with some to spare (egui's areas take a
/// tenth of a second or so).
const FADING_IN: f64 = 0.4;

/// A card as it was drawn: where, in which pass, and when it opened.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Shown {
    rect: egui::Rect,
    pass: u64,
    opened: f64,
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
}
