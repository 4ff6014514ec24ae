//! The top bar: back, the level's name, moves against par, what the solver is doing, the
//! settings and How to play.

use super::buttons::sign_button;
use crate::play::PlayStatus;
use crate::shell::Screen;
use crate::theme::cards::NARROW;
use crate::theme::style::{bold, title_text};
use bevy::prelude::*;
use bevy_egui::egui;

/// Where the top bar's buttons lead: back a screen, or to the settings over this one.
#[derive(bevy::ecs::system::SystemParam)]
pub struct TopBarWays<'w> {
    pub next_screen: ResMut<'w, NextState<Screen>>,
    pub settings: ResMut<'w, crate::shell::SettingsOpen>,
}

/// Where a level's back button (and Esc) goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BackTo {
    Levels,
    /// The editor the level was tried from.
    Editor,
    /// The Daily screen, from one of its levels.
    Daily,
}

impl BackTo {
    /// Where the back button of the level on show goes.
    pub fn of(status: &PlayStatus) -> BackTo {
        if status.back_to_editor {
            BackTo::Editor
        } else if status.level_id.of_daily().is_some() {
            BackTo::Daily
        } else {
            BackTo::Levels
        }
    }
}

/// The width, in points, under which a level's score goes under its name.
const SCORE_BESIDE_NAME: f32 = 460.0;

/// The room, in points, the buttons must leave beside them for the level's name to go there.
const NAME_BESIDE_BUTTONS: f32 = 140.0;

/// The level's name and the line under it; on a phone they wrap rather than end in "…" (a
/// long name at the largest text was "…" alone).
fn name_and_detail(ui: &mut egui::Ui, (title, detail): (&str, &str), narrow: bool) {
    let size = if narrow { 20.0 } else { 24.0 };
    let fit = |label: egui::Label| {
        if narrow {
            label.wrap()
        } else {
            label.truncate()
        }
    };
    ui.add(fit(egui::Label::new(title_text(title, size))));
    ui.add(fit(egui::Label::new(
        egui::RichText::new(detail)
            .size(14.0)
            .color(crate::theme::palette::of(ui.ctx()).grey(170)),
    )));
}

/// The top bar of a level: back to the levels, the "How to play" button, the level's name with
/// `detail` under it, and its score, which `score` lays out from the right edge inwards (on a
/// narrow bar, on a line of its own under the name). Returns whether "How to play" was
/// clicked.
pub fn bar(
    ui: &mut egui::Ui,
    (title, detail): (&str, &str),
    back_to: BackTo,
    ways: &mut TopBarWays,
    score: impl FnOnce(&mut egui::Ui),
) -> bool {
    let narrow = ui.available_width() < NARROW;
    // The score beside the name where both fit (the name is cut short before the score moves):
    // the three buttons, a name of some length and a score of two numbers.
    let score_beside = ui.available_width() >= SCORE_BESIDE_NAME;
    let mut score = Some(score);
    let mut rules = false;
    let mut name_under = true;
    ui.horizontal(|ui| {
        let (back, hover) = match (narrow, back_to) {
            (true, _) => ("←".to_string(), crate::tr!(ui, "hud-back-hover")),
            (false, BackTo::Editor) => (
                crate::tr!(ui, "hud-back-editor"),
                crate::tr!(ui, "hud-back-editor-hover"),
            ),
            (false, BackTo::Daily) => (
                crate::tr!(ui, "hud-back-daily"),
                crate::tr!(ui, "hud-back-daily-hover"),
            ),
            (false, BackTo::Levels) => (
                crate::tr!(ui, "hud-back-levels"),
                crate::tr!(ui, "hud-back-levels-hover"),
            ),
        };
        if sign_button(ui, (&back, &hover), 40.0).clicked() {
            ways.next_screen.set(Screen::Levels);
        }
        let how = crate::tr!(ui, "hud-rules-hover");
        rules = sign_button(ui, ("?", &how), 36.0).clicked();
        let settings = crate::tr!(ui, "hud-settings-hover");
        if sign_button(ui, ("⚙", &settings), 36.0).clicked() {
            ways.settings.0 = true;
        }
        ui.add_space(8.0);
        // Where the buttons leave too little room beside them (a phone at the largest text),
        // the name goes under them.
        if ui.available_width() >= NAME_BESIDE_BUTTONS {
            ui.vertical(|ui| name_and_detail(ui, (title, detail), narrow));
            name_under = false;
        }
        if score_beside && let Some(score) = score.take() {
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), score);
        }
    });
    if name_under {
        // Smaller, and without the line under it: the board keeps its room.
        ui.add(egui::Label::new(title_text(title, 17.0)).wrap());
    }
    if let Some(score) = score.take() {
        // A row of its own at the right, as tall as the score: whatever comes under it in the
        // bar (the first level's guide) comes right under.
        let row = egui::vec2(ui.available_width(), 28.0);
        // On a phone at the largest text the score takes two lines rather than run off the
        // window's left edge.
        let layout = egui::Layout::right_to_left(egui::Align::Center).with_main_wrap(true);
        ui.allocate_ui_with_layout(row, layout, score);
    }
    rules
}

/// "Par 12", or "Par …" while it is worked out, or "Par –" when there is none.
pub fn par_label(ui: &mut egui::Ui, par: Option<u32>, checked: bool) -> egui::Response {
    let par = match par {
        Some(p) => p.to_string(),
        None if checked => "–".to_string(),
        None => "…".to_string(),
    };
    ui.label(bold(crate::tr!(ui, "hud-par", par = par)).size(20.0))
}

/// A spinner and what the solver is busy with, if it is; whether it was shown.
pub fn thinking_label(ui: &mut egui::Ui, thinking: Option<&str>) -> bool {
    let Some(thinking) = thinking else {
        return false;
    };
    spinner(ui);
    ui.add(
        egui::Label::new(
            egui::RichText::new(thinking).color(crate::theme::palette::of(ui.ctx()).grey(190)),
        )
        .truncate(),
    );
    true
}

/// A turning arc that says the game is at work. Unlike egui's spinner it does not ask for the
/// next frame itself: it turns as often as the game draws (every frame while the page does the
/// work, a few times a second while Web Workers do it).
pub fn spinner(ui: &mut egui::Ui) {
    let size = ui.style().spacing.interact_size.y;
    let (rect, _) = ui.allocate_exact_size(egui::vec2(size, size), egui::Sense::hover());
    let radius = size / 2.0 - 2.0;
    let turn = ui.input(|i| i.time) * std::f64::consts::TAU;
    let points: Vec<egui::Pos2> = (0..=16)
        .map(|i| {
            let angle = turn + i as f64 / 16.0 * 240f64.to_radians();
            let (sin, cos) = angle.sin_cos();
            rect.center() + radius * egui::vec2(cos as f32, sin as f32)
        })
        .collect();
    let colour = ui.visuals().strong_text_color();
    ui.painter()
        .add(egui::Shape::line(points, egui::Stroke::new(3.0, colour)));
}
