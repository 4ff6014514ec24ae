//! The HUD while playing: level name, moves and par at the top; undo, redo, restart, hint,
//! solve, new level and the playback controls at the bottom; messages and the win banner.

use super::celebrate::Banner;
use super::playback::{Playback, SPEEDS};
use super::{Command, PlayStatus};
use crate::board::Insets;
use crate::progress::Progress;
use crate::screens::Screen;
use crate::theme::{self, bold, title_text};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use puzzles::Kind;

pub fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        hud.run_if(crate::theme::ui_ready)
            .run_if(move_by_move)
            .run_if(in_state(Screen::Playing)),
    );
}

/// The roll-the-ball puzzle brings a HUD of its own.
fn move_by_move(status: Res<PlayStatus>) -> bool {
    matches!(
        status.kind,
        Some(Kind::Shot | Kind::Snake | Kind::Klotski | Kind::Fifteen)
    )
}

/// A button with its key written beside its label.
pub fn button(ui: &mut egui::Ui, label: &str, key: &str, enabled: bool) -> bool {
    let text = with_key(ui, egui::RichText::new(format!("{label}  ")), key);
    ui.add_enabled(
        enabled,
        egui::Button::new(text).min_size(egui::vec2(0.0, 34.0)),
    )
    .clicked()
}

/// `text` followed by a key in small grey letters, for a button's label.
pub fn with_key(ui: &egui::Ui, text: egui::RichText, key: &str) -> egui::WidgetText {
    let mut job = egui::text::LayoutJob::default();
    let style = ui.style();
    text.append_to(
        &mut job,
        style,
        egui::FontSelection::Default,
        egui::Align::Center,
    );
    egui::RichText::new(key)
        .color(egui::Color32::from_gray(150))
        .size(13.0)
        .append_to(
            &mut job,
            style,
            egui::FontSelection::Default,
            egui::Align::Center,
        );
    job.into()
}

/// The top bar of a level: back to the levels, the level's name with `detail` under it, and
/// its score, which `score` lays out from the right edge inwards.
pub fn top_bar(
    ui: &mut egui::Ui,
    title: &str,
    detail: &str,
    next_screen: &mut NextState<Screen>,
    score: impl FnOnce(&mut egui::Ui),
) {
    ui.horizontal(|ui| {
        if ui
            .add(egui::Button::new("← Levels").min_size(egui::vec2(0.0, 34.0)))
            .on_hover_text("Back (Esc)")
            .clicked()
        {
            next_screen.set(Screen::Levels);
        }
        ui.add_space(8.0);
        ui.vertical(|ui| {
            ui.label(title_text(title, 24.0));
            ui.label(
                egui::RichText::new(detail)
                    .size(14.0)
                    .color(egui::Color32::from_gray(170)),
            );
        });
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), score);
    });
}

/// "Par 12", or "Par …" while it is worked out, or "Par –" when there is none.
pub fn par_label(ui: &mut egui::Ui, par: Option<u32>, checked: bool) -> egui::Response {
    let par = match par {
        Some(p) => p.to_string(),
        None if checked => "–".to_string(),
        None => "…".to_string(),
    };
    ui.label(bold(format!("Par {par}")).size(20.0))
}

/// A spinner and what the solver is busy with, if it is; whether it was shown.
pub fn thinking_label(ui: &mut egui::Ui, thinking: Option<&str>) -> bool {
    let Some(thinking) = thinking else {
        return false;
    };
    ui.add(egui::Spinner::new());
    ui.label(egui::RichText::new(thinking).color(egui::Color32::from_gray(190)));
    true
}

fn hud(
    mut contexts: EguiContexts,
    status: Res<PlayStatus>,
    playback: Res<Playback>,
    mut progress: ResMut<Progress>,
    mut commands_out: MessageWriter<Command>,
    mut insets: ResMut<Insets>,
    mut next_screen: ResMut<NextState<Screen>>,
    banner: Option<Res<Banner>>,
    time: Res<Time>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut root = theme::root_ui(ctx);
    let now = time.elapsed_secs_f64();
    let mut send = |c: Command| {
        commands_out.write(c);
    };

    let top = egui::Panel::top("hud-top")
        .frame(
            egui::Frame::new()
                .fill(theme::egui_color(theme::TRAY))
                .inner_margin(egui::Margin::symmetric(14, 10)),
        )
        .show(&mut root, |ui| {
            let kind = status.kind.map_or("", |k| k.title());
            let detail = if status.detail.is_empty() {
                kind.to_string()
            } else {
                format!("{kind} · {}", status.detail)
            };
            top_bar(ui, &status.title, &detail, &mut next_screen, |ui| {
                par_label(ui, status.par, status.par_checked)
                    .on_hover_text("Moves in an optimal solution");
                ui.add_space(14.0);
                ui.label(bold(format!("Moves {}", status.moves)).size(20.0));
                ui.add_space(14.0);
                if !thinking_label(ui, status.thinking.as_deref())
                    && let Some(hint) = &status.hint
                {
                    ui.label(
                        egui::RichText::new(format!("Hint: {hint}"))
                            .color(theme::egui_color(theme::ACCENT)),
                    );
                }
            });
        });

    let bottom = egui::Panel::bottom("hud-bottom")
        .frame(
            egui::Frame::new()
                .fill(theme::egui_color(theme::TRAY))
                .inner_margin(egui::Margin::symmetric(14, 10)),
        )
        .show(&mut root, |ui| {
            let has_timeline = status.timeline > 0;
            if has_timeline && (playback.playing || status.timeline > status.moves) {
                ui.horizontal(|ui| {
                    if button(ui, "⏮", "", status.moves > 0) {
                        send(Command::Seek(0));
                    }
                    if button(ui, "◀", ",", status.moves > 0) {
                        send(Command::Undo);
                    }
                    let play = if playback.playing { "Pause" } else { "Play" };
                    if button(
                        ui,
                        play,
                        "P",
                        status.timeline > status.moves || playback.playing,
                    ) {
                        send(Command::PlayPause);
                    }
                    if button(ui, "▶", ".", status.timeline > status.moves) {
                        send(Command::Redo);
                    }
                    let mut at = status.moves;
                    let width = (ui.available_width() - 230.0).max(80.0);
                    ui.spacing_mut().slider_width = width;
                    let slider =
                        ui.add(egui::Slider::new(&mut at, 0..=status.timeline).show_value(false));
                    if slider.changed() {
                        send(Command::Seek(at));
                    }
                    ui.label(format!("{} / {}", status.moves, status.timeline));
                    let mut speed = playback.speed;
                    ui.spacing_mut().slider_width = 70.0;
                    if ui
                        .add(
                            egui::Slider::new(&mut speed, SPEEDS)
                                .logarithmic(true)
                                .suffix("/s")
                                .max_decimals(1),
                        )
                        .on_hover_text("Moves per second (- and =)")
                        .changed()
                    {
                        send(Command::Speed(speed));
                    }
                });
                ui.add_space(4.0);
            }
            ui.horizontal_wrapped(|ui| {
                if button(ui, "Undo", "Z", status.moves > 0) {
                    send(Command::Undo);
                }
                if button(ui, "Redo", "Y", status.timeline > status.moves) {
                    send(Command::Redo);
                }
                if button(ui, "Restart", "R", status.moves > 0) {
                    send(Command::Restart);
                }
                ui.separator();
                if button(ui, "Hint", "H", !status.solved) {
                    send(Command::Hint);
                }
                if button(ui, "Solve", "S", !status.solved) {
                    send(Command::Solve);
                }
                ui.separator();
                if button(ui, "New level", "N", true) {
                    send(Command::NewLevel);
                }
                if status.kind == Some(Kind::Fifteen) {
                    ui.separator();
                    let mut numbers = progress.settings.fifteen_numbers;
                    if ui.checkbox(&mut numbers, "Numbers (T)").changed() {
                        progress.settings.fifteen_numbers = numbers;
                        progress.dirty = true;
                    }
                }
            });
        });

    insets.top = top.response.rect.height();
    insets.bottom = bottom.response.rect.height();

    if status.lost {
        egui::Area::new(egui::Id::new("lost"))
            .anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, insets.top + 12.0))
            .show(ctx, |ui| {
                egui::Frame::popup(ui.style())
                    .fill(theme::egui_color(theme::WARN).gamma_multiply(0.9))
                    .show(ui, |ui| {
                        ui.horizontal(|ui| {
                            ui.label(bold("No solution from here.").color(egui::Color32::WHITE));
                            if ui
                                .button("Undo to the last position that can be won")
                                .clicked()
                            {
                                send(Command::UndoToSolvable);
                            }
                        });
                    });
            });
    } else if let Some((text, until)) = &status.toast
        && *until > now
    {
        egui::Area::new(egui::Id::new("toast"))
            .anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, insets.top + 12.0))
            .interactable(false)
            .show(ctx, |ui| {
                egui::Frame::popup(ui.style()).show(ui, |ui| {
                    ui.label(egui::RichText::new(text).size(17.0));
                });
            });
    }

    if let Some(banner) = banner
        && status.solved
    {
        egui::Area::new(egui::Id::new("banner"))
            .anchor(
                egui::Align2::CENTER_BOTTOM,
                egui::vec2(0.0, -insets.bottom - 16.0),
            )
            .show(ctx, |ui| {
                egui::Frame::popup(ui.style())
                    .fill(theme::egui_color(theme::BACKGROUND).gamma_multiply(0.94))
                    .inner_margin(egui::Margin::symmetric(36, 22))
                    .corner_radius(16)
                    .show(ui, |ui| {
                        ui.vertical_centered(|ui| {
                            ui.label(
                                title_text(&banner.headline, 46.0)
                                    .color(theme::egui_color(theme::BALL)),
                            );
                            ui.label(egui::RichText::new(&banner.detail).size(20.0));
                            ui.add_space(12.0);
                            ui.horizontal(|ui| {
                                ui.add_space(((ui.available_width() - 260.0) / 2.0).max(0.0));
                                if button(ui, "Play again", "R", true) {
                                    send(Command::Restart);
                                }
                                if button(ui, "Next level", "Enter", true) {
                                    send(Command::NextLevel);
                                }
                            });
                        });
                    });
            });
    }
    Ok(())
}
