//! The win panel: the heading, the stars, the score and the way on (Next level, Play again,
//! Compare), in a band of its own or at the top of the column of controls.

use super::buttons::act;
use super::celebrate::Banner;
use crate::play::Command;
use crate::theme::palette::egui_color;
use crate::theme::style::title_text;
use bevy_egui::egui;

/// What the player chose on the win panel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WinChoice {
    /// Play the level again (or, for a program, go back to editing it).
    Again,
    /// On to the next level.
    Next,
    /// The win beside the shortest way.
    Compare,
}

impl WinChoice {
    /// The command it gives.
    pub fn command(self) -> Command {
        match self {
            WinChoice::Again => Command::Restart,
            WinChoice::Next => Command::NextLevel,
            WinChoice::Compare => Command::Compare,
        }
    }
}

/// Three stars, the first `earned` in gold and the rest grey, with what each is for.
pub fn three_stars(ui: &mut egui::Ui, earned: usize, size: f32) -> egui::Response {
    let gold = egui_color(crate::theme::palette::of(ui.ctx()).gold);
    let grey = crate::theme::palette::of(ui.ctx()).unearned_star();
    let mut job = egui::text::LayoutJob::default();
    for k in 0..3 {
        let colour = if k < earned { gold } else { grey };
        job.append(
            "★",
            0.0,
            egui::TextFormat::simple(egui::FontId::proportional(size * 0.8), colour),
        );
    }
    ui.label(job)
        .on_hover_text(crate::tr!(ui, "win-stars-hover", stars = earned))
}

/// The win panel, solid, in a band of its own above the bottom tray so that it never covers
/// the solved board: the heading, the score, and the way on; `most` points tall at most (what
/// leaves the board its room), the rest scrolling. Returns its height and the player's choice,
/// if any.
pub fn win_panel(
    root: &mut egui::Ui,
    banner: &Banner,
    narrow: bool,
    most: f32,
) -> (f32, Option<WinChoice>) {
    let most = most.max(60.0);
    let mut choice = None;
    let shown = egui::Panel::bottom("win-panel")
        .frame(
            egui::Frame::new()
                .fill(egui_color(crate::theme::palette::of(root.ctx()).background))
                .stroke(egui::Stroke::new(
                    1.0,
                    egui_color(crate::theme::palette::of(root.ctx()).tray),
                ))
                .inner_margin(egui::Margin::symmetric(18, 12)),
        )
        .show(root, |ui| {
            // As tall as its words, up to `most` (as the bottom tray: see controls_panel).
            let words = egui::ScrollArea::vertical()
                .max_height(most)
                .min_scrolled_height(most)
                .show(ui, |ui| {
                    choice = win_words(ui, banner, (narrow, if narrow { 26.0 } else { 32.0 }));
                });
            let needs = words.content_size.y + ui.style().spacing.item_spacing.y;
            ui.data_mut(|d| d.insert_temp(words_height_id(), needs));
        });
    (shown.response.rect.height(), choice)
}

/// The height the win panel's words took at its last showing, in points, beyond its edges:
/// what a puzzle that gives the panel less room than the board's least can grant it.
pub fn words_height(ctx: &egui::Context) -> Option<f32> {
    ctx.data(|d| d.get_temp(words_height_id()))
}

fn words_height_id() -> egui::Id {
    egui::Id::new("win-panel-words-height")
}

/// What the win panel says (in its band, or at the top of the column of controls): the
/// heading at `size` points, the score, and the way on; the player's choice, if any.
pub fn win_words(
    ui: &mut egui::Ui,
    banner: &Banner,
    (narrow, size): (bool, f32),
) -> Option<WinChoice> {
    let mut choice = None;
    ui.horizontal_wrapped(|ui| {
        ui.label(
            title_text(&banner.headline, size)
                .color(egui_color(crate::theme::palette::of(ui.ctx()).gold)),
        );
        if let Some(stars) = banner.stars {
            ui.add_space(6.0);
            three_stars(ui, stars, size);
        }
        ui.add_space(10.0);
        if narrow {
            // On a phone the line starts under the heading, so that it breaks only
            // where a whole line is too short for it, never after its first word.
            ui.end_row();
        }
        ui.label(egui::RichText::new(&banner.detail).size(18.0));
        if let Some(time) = &banner.time {
            ui.add_space(6.0);
            // Whole, on the next line where it does not fit ("Time" and "0:50" apart read
            // as two things).
            let time = egui::RichText::new(time)
                .size(18.0)
                .color(crate::theme::palette::of(ui.ctx()).grey(180));
            ui.add(egui::Label::new(time).extend());
        }
        if let Some(end) = &banner.path_end {
            ui.end_row();
            let accent = egui_color(crate::theme::palette::of(ui.ctx()).accent);
            ui.add(egui::Label::new(egui::RichText::new(end).size(17.0).color(accent)).wrap());
        }
        // The buttons on a row of their own, the next level first: wherever the
        // lines above end, "Next level" is in the same place.
        ui.end_row();
        if act(ui, narrow, &banner.next, "Enter", true) {
            choice = Some(WinChoice::Next);
        }
        if act(
            ui,
            narrow,
            &crate::words_of!(ui).message(banner.again, &[]),
            "R",
            true,
        ) {
            choice = Some(WinChoice::Again);
        }
        if act(ui, narrow, &crate::tr!(ui, "hud-compare"), "C", true) {
            choice = Some(WinChoice::Compare);
        }
    });
    choice
}
