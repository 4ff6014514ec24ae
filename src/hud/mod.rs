//! The HUD while playing: level name, moves and par at the top; at the bottom a line of news
//! (the hint, what the solver is doing, what the keys do now), the playback controls and the
//! buttons; and, after a win, the win panel above them (celebrate.rs: the win recorded and
//! celebrated).
//!
//! Every part keeps its place whether or not it has something to show, so that the board never
//! changes size under the player's hand; only the win panel, which sits below the board rather
//! than over it, makes the board step aside.

pub mod celebrate;

use crate::board::Insets;
use crate::play::playback::{Playback, SPEEDS};
use crate::play::{Command, PlayStatus};
use crate::shell::Screen;
use crate::theme;
use crate::theme::cards::NARROW;
use crate::theme::keys::with_key;
use crate::theme::palette::egui_color;
use crate::theme::style::{bold, title_text};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use celebrate::Banner;

pub fn plugin(app: &mut App) {
    app.add_plugins(celebrate::plugin).add_systems(
        EguiPrimaryContextPass,
        (
            hud.run_if(move_by_move),
            copy_to_clipboard.run_if(|status: Res<PlayStatus>| status.to_copy.is_some()),
        )
            .run_if(crate::theme::ui_ready)
            .run_if(in_state(Screen::Playing)),
    );
}

/// Hands the text the session left to copy (a level code) to the clipboard.
fn copy_to_clipboard(mut contexts: EguiContexts, mut status: ResMut<PlayStatus>) -> Result {
    if let Some(text) = status.to_copy.take() {
        contexts.ctx_mut()?.copy_text(text);
    }
    Ok(())
}

/// Whether a puzzle is open that uses the shared HUD (roll-the-ball brings its own).
fn move_by_move(status: Res<PlayStatus>) -> bool {
    status.kind.is_some() && !status.own_hud
}

/// The frame of the trays at the top and bottom.
pub fn tray_frame(ctx: &egui::Context) -> egui::Frame {
    egui::Frame::new()
        .fill(egui_color(crate::theme::palette::of(ctx).tray))
        .inner_margin(egui::Margin::symmetric(14, 10))
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

/// A button with its key beside it, or in its tooltip when the window is narrow.
pub fn act(ui: &mut egui::Ui, narrow: bool, label: &str, key: &str, enabled: bool) -> bool {
    if !narrow {
        return button(ui, label, key, enabled);
    }
    let shown = ui.add_enabled(
        enabled,
        egui::Button::new(label).min_size(egui::vec2(0.0, 40.0)),
    );
    if key.is_empty() {
        shown.clicked()
    } else {
        // The key in force, if the player gave the command another.
        let key = crate::input::keymap::in_interface(ui.ctx()).label(key);
        shown
            .on_hover_text(crate::tr!(ui, "hud-key-hover", key = key))
            .clicked()
    }
}

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
        } else if crate::levels::of_daily_id(&status.level_id).is_some() {
            BackTo::Daily
        } else {
            BackTo::Levels
        }
    }
}

/// The top bar of a level: back to the levels, the "How to play" button, the level's name with
/// `detail` under it, and its score, which `score` lays out from the right edge inwards (on a
/// narrow window, on a line of its own under the name). Returns whether "How to play" was
/// clicked.
pub fn top_bar(
    ui: &mut egui::Ui,
    (title, detail): (&str, &str),
    back_to: BackTo,
    ways: &mut TopBarWays,
    score: impl FnOnce(&mut egui::Ui),
) -> bool {
    let narrow = ui.available_width() < NARROW;
    let mut score = Some(score);
    let mut rules = false;
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
        if ui
            .add(egui::Button::new(back).min_size(egui::vec2(40.0, 36.0)))
            .on_hover_text(hover)
            .clicked()
        {
            ways.next_screen.set(Screen::Levels);
        }
        rules = ui
            .add(egui::Button::new(bold("?")).min_size(egui::vec2(36.0, 36.0)))
            .on_hover_text(crate::tr!(ui, "hud-rules-hover"))
            .clicked();
        if ui
            .add(egui::Button::new("⚙").min_size(egui::vec2(36.0, 36.0)))
            .on_hover_text(crate::tr!(ui, "hud-settings-hover"))
            .clicked()
        {
            ways.settings.0 = true;
        }
        ui.add_space(8.0);
        ui.vertical(|ui| {
            let size = if narrow { 20.0 } else { 24.0 };
            ui.add(egui::Label::new(title_text(title, size)).truncate());
            ui.add(
                egui::Label::new(
                    egui::RichText::new(detail)
                        .size(14.0)
                        .color(crate::theme::palette::of(ui.ctx()).grey(170)),
                )
                .truncate(),
            );
        });
        if !narrow && let Some(score) = score.take() {
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), score);
        }
    });
    if let Some(score) = score.take() {
        // A row of its own at the right, as tall as the score: whatever comes under it in the
        // bar (the first level's guide) comes right under.
        let row = egui::vec2(ui.available_width(), 28.0);
        ui.allocate_ui_with_layout(row, egui::Layout::right_to_left(egui::Align::Center), score);
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

/// One line of text of a colour, cut short with "…" if it does not fit (whole on hover).
pub fn news_line(ui: &mut egui::Ui, text: &str, colour: egui::Color32) {
    ui.add(egui::Label::new(egui::RichText::new(text).size(16.0).color(colour)).truncate())
        .on_hover_text(text);
}

fn hud(
    mut contexts: EguiContexts,
    status: Res<PlayStatus>,
    playback: Res<Playback>,
    mut commands_out: MessageWriter<Command>,
    mut insets: ResMut<Insets>,
    mut ways: TopBarWays,
    banner: Option<Res<Banner>>,
    time: Res<Time>,
    touch: Res<crate::input::TouchFirst>,
    guide: Option<Res<crate::play::guide::Guide>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut root = theme::cards::root_ui(ctx);
    let now = time.elapsed_secs_f64();
    let mut sent = Vec::new();
    let narrow = ctx.content_rect().width() < NARROW;

    let top = egui::Panel::top("hud-top")
        .frame(tray_frame(ctx))
        .show(&mut root, |ui| {
            if level_bar(ui, &status, &mut ways) {
                sent.push(Command::HowToPlay);
            }
            if let Some(guide) = &guide
                && crate::play::guide::guide_line(ui, guide, &status, touch.0)
            {
                sent.push(Command::SkipGuide);
            }
        });
    let banner = banner.filter(|_| status.solved);
    let bottom = egui::Panel::bottom("hud-bottom")
        .frame(tray_frame(ctx))
        .show(&mut root, |ui| {
            // While the win panel is on show, the news line and the timeline give way to it,
            // so that the board keeps most of its size (its buttons stay).
            if banner.is_none() {
                ui.horizontal(|ui| {
                    ui.set_min_height(24.0);
                    status_line(ui, &status, now, touch.0, &mut sent);
                });
                timeline(ui, &status, &playback, narrow, &mut sent);
                ui.add_space(4.0);
            }
            buttons(ui, &status, narrow, &mut sent);
        });
    let mut bottom_height = bottom.response.rect.height();
    if let Some(banner) = banner {
        let (height, choice) = win_panel(&mut root, &banner, narrow);
        bottom_height += height;
        sent.extend(choice.map(|c| match c {
            WinChoice::Again => Command::Restart,
            WinChoice::Next => Command::NextLevel,
        }));
    }
    // The interface's points are `zoom` of the window's pixels each (the interface size).
    let zoom = root.ctx().zoom_factor();
    insets.top = top.response.rect.height() * zoom;
    insets.bottom = bottom_height * zoom;
    commands_out.write_batch(sent);
    Ok(())
}

/// The level's name and its score; whether "How to play" was clicked.
fn level_bar(ui: &mut egui::Ui, status: &PlayStatus, ways: &mut TopBarWays) -> bool {
    let kind = status
        .kind
        .map_or(String::new(), |kind| crate::words_of!(ui).puzzle_name(kind));
    let detail = if status.detail.is_empty() {
        kind.to_string()
    } else {
        format!("{kind} · {}", status.detail)
    };
    top_bar(
        ui,
        (&status.title, &detail),
        BackTo::of(status),
        ways,
        |ui| {
            par_label(ui, status.par, status.par_checked)
                .on_hover_text(crate::tr!(ui, "hud-par-hover"));
            ui.add_space(14.0);
            ui.label(bold(crate::tr!(ui, "hud-moves", moves = status.moves)).size(20.0));
        },
    )
}

/// The line of news: the position is lost (with the way back), a message, what the solver is
/// busy with, the hint, or what the keys do now.
fn status_line(
    ui: &mut egui::Ui,
    status: &PlayStatus,
    now: f64,
    touch: bool,
    sent: &mut Vec<Command>,
) {
    if status.lost {
        // On a narrow window the button goes under the words: no line may make the bar wider
        // than the window.
        ui.horizontal_wrapped(|ui| {
            ui.label(
                bold(crate::tr!(ui, "hud-no-solution"))
                    .color(egui_color(crate::theme::palette::of(ui.ctx()).warn)),
            );
            if ui
                .small_button(crate::tr!(ui, "hud-undo-to-winnable"))
                .clicked()
            {
                sent.push(Command::UndoToSolvable);
            }
        });
        return;
    }
    let toast = status.toast.as_ref().filter(|(_, until)| *until > now);
    if let Some((text, _)) = toast {
        news_line(ui, text, crate::theme::palette::of(ui.ctx()).grey(235));
    } else if !thinking_label(ui, status.thinking.as_deref()) {
        if let Some(hint) = &status.hint {
            news_line(
                ui,
                &crate::tr!(ui, "hud-hint-line", hint = hint.clone()),
                egui_color(crate::theme::palette::of(ui.ctx()).accent),
            );
        } else if let Some(help) = &status.help {
            news_line(ui, help, crate::theme::palette::of(ui.ctx()).grey(190));
        } else if let Some(how) = status.how_to_play.filter(|_| status.moves == 0) {
            let help = if touch {
                how.touch_help
            } else {
                how.quick_help
            };
            news_line(
                ui,
                &crate::words_of!(ui).message(help, &[]),
                crate::theme::palette::of(ui.ctx()).grey(150),
            );
        }
    }
}

/// The playback row: always there, greyed out while there is nothing to play back, so that the
/// board keeps its size when a solution arrives.
fn timeline(
    ui: &mut egui::Ui,
    status: &PlayStatus,
    playback: &Playback,
    narrow: bool,
    sent: &mut Vec<Command>,
) {
    let ahead = status.timeline > status.moves;
    ui.horizontal(|ui| {
        if act(ui, narrow, "⏮", "", status.moves > 0) {
            sent.push(Command::Seek(0));
        }
        if act(ui, narrow, "◀", ",", status.moves > 0) {
            sent.push(Command::Undo);
        }
        // On a narrow window a sign, as the steps beside it have: a word may be long.
        let play = match (narrow, playback.playing) {
            (true, true) => "⏸".to_string(),
            (true, false) => "⏵".to_string(),
            (false, true) => crate::tr!(ui, "hud-pause"),
            (false, false) => crate::tr!(ui, "hud-play"),
        };
        if act(ui, narrow, &play, "P", ahead || playback.playing) {
            sent.push(Command::PlayPause);
        }
        if act(ui, narrow, "▶", ".", ahead) {
            sent.push(Command::Redo);
        }
        let mut at = status.moves;
        let room = if narrow { 90.0 } else { 285.0 };
        ui.spacing_mut().slider_width = (ui.available_width() - room).max(60.0);
        // The rail fills up to the handle, so that the handle reads as a place in the
        // moves, not as a "0".
        let slider = ui
            .add_enabled(
                status.timeline > 0,
                egui::Slider::new(&mut at, 0..=status.timeline.max(1))
                    .show_value(false)
                    .trailing_fill(true),
            )
            .on_hover_text(crate::tr!(ui, "hud-timeline-hover"));
        if slider.changed() {
            sent.push(Command::Seek(at));
        }
        moves_of_timeline(ui, status);
        if !narrow {
            let mut speed = playback.speed;
            let words = crate::lang::of(ui.ctx());
            ui.spacing_mut().slider_width = 70.0;
            ui.add_space(6.0);
            ui.label(
                egui::RichText::new(crate::tr!(ui, "hud-speed"))
                    .color(crate::theme::palette::of(ui.ctx()).grey(170)),
            );
            if ui
                .add(
                    egui::Slider::new(&mut speed, SPEEDS)
                        .logarithmic(true)
                        .custom_formatter(|v, _| {
                            words.decimal(v, 1) + &crate::tr!(words, "play-speed-suffix")
                        })
                        .custom_parser(crate::lang::parse_decimal)
                        .trailing_fill(true),
                )
                .on_hover_text(crate::tr!(ui, "hud-speed-hover"))
                .changed()
            {
                sent.push(Command::Speed(speed));
            }
        }
    });
}

/// "12 / 40": the moves on the timeline, in a width that holds its largest value with every
/// digit as wide as a 0 (at least two digits), so that what follows it never moves as it counts.
fn moves_of_timeline(ui: &mut egui::Ui, status: &PlayStatus) {
    let most = status.timeline.max(status.moves).max(99);
    let widest = format!("{most} / {most}").replace(|c: char| c.is_ascii_digit(), "0");
    let font = egui::TextStyle::Body.resolve(ui.style());
    let width = ui
        .painter()
        .layout_no_wrap(widest, font, egui::Color32::WHITE)
        .size()
        .x;
    let height = ui.spacing().interact_size.y;
    ui.add_sized(
        [width, height],
        egui::Label::new(format!("{} / {}", status.moves, status.timeline)),
    );
}

/// Undo, redo, restart; hint, solve; a new level, share, edit a copy; and the puzzle's own
/// setting.
fn buttons(ui: &mut egui::Ui, status: &PlayStatus, narrow: bool, sent: &mut Vec<Command>) {
    ui.horizontal_wrapped(|ui| {
        if act(
            ui,
            narrow,
            &crate::tr!(ui, "hud-undo"),
            "Z",
            status.moves > 0,
        ) {
            sent.push(Command::Undo);
        }
        if act(
            ui,
            narrow,
            &crate::tr!(ui, "hud-redo"),
            "Y",
            status.timeline > status.moves,
        ) {
            sent.push(Command::Redo);
        }
        if act(
            ui,
            narrow,
            &crate::tr!(ui, "hud-restart"),
            "R",
            status.moves > 0,
        ) {
            sent.push(Command::Restart);
        }
        ui.separator();
        if act(ui, narrow, &crate::tr!(ui, "hud-hint"), "H", !status.solved) {
            sent.push(Command::Hint);
        }
        if act(
            ui,
            narrow,
            &crate::tr!(ui, "hud-solve"),
            "S",
            !status.solved,
        ) {
            sent.push(Command::Solve);
        }
        ui.separator();
        if act(ui, narrow, &crate::tr!(ui, "hud-new-level"), "N", true) {
            sent.push(Command::NewLevel);
        }
        if act(ui, narrow, &crate::tr!(ui, "hud-share"), "X", true) {
            sent.push(Command::Share);
        }
        if act(ui, narrow, &crate::tr!(ui, "hud-edit-copy"), "M", true) {
            sent.push(Command::EditCopy);
        }
        if let Some((label, mut on)) = status.switch {
            ui.separator();
            if ui
                .checkbox(&mut on, crate::words_of!(ui).message(label, &[]))
                .changed()
            {
                sent.push(Command::Switch);
            }
        }
    });
}

/// What the player chose on the win panel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WinChoice {
    /// Play the level again (or, for a program, go back to editing it).
    Again,
    /// On to the next level.
    Next,
}

/// Three stars, the first `earned` in gold and the rest grey, with what each is for.
pub fn three_stars(ui: &mut egui::Ui, earned: usize, size: f32) -> egui::Response {
    let gold = egui_color(crate::theme::palette::of(ui.ctx()).gold);
    let grey = crate::theme::palette::of(ui.ctx()).grey(110);
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
/// the solved board: the heading, the score, and the way on. Returns its height and the
/// player's choice, if any.
pub fn win_panel(root: &mut egui::Ui, banner: &Banner, narrow: bool) -> (f32, Option<WinChoice>) {
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
            ui.horizontal_wrapped(|ui| {
                let size = if narrow { 26.0 } else { 32.0 };
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
                    ui.label(
                        egui::RichText::new(time)
                            .size(18.0)
                            .color(crate::theme::palette::of(ui.ctx()).grey(180)),
                    );
                }
                // The buttons on a row of their own, the next level first: wherever the
                // lines above end, "Next level" is in the same place.
                ui.end_row();
                if act(ui, narrow, &crate::tr!(ui, "hud-next-level"), "Enter", true) {
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
            });
        });
    (shown.response.rect.height(), choice)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The width the news line takes in a bar `width` points wide, laid out as the HUD does.
    fn news_width(status: &PlayStatus, width: f32) -> f32 {
        let ctx = egui::Context::default();
        theme::style::style_egui(&ctx);
        let input = egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(
                egui::Pos2::ZERO,
                egui::vec2(width, 800.0),
            )),
            ..Default::default()
        };
        let mut used = 0.0;
        for _ in 0..2 {
            let mut output = ctx.run_ui(input.clone(), |ui| {
                let line = ui.horizontal(|ui| status_line(ui, status, 0.0, false, &mut Vec::new()));
                used = line.response.rect.right();
            });
            output.textures_delta.clear();
        }
        used
    }

    #[test]
    fn no_news_line_makes_the_bar_wider_than_a_phone() {
        let lost = PlayStatus {
            lost: true,
            ..Default::default()
        };
        let long_toast = PlayStatus {
            toast: Some((
                "That block cannot go there: another is in the way. ".repeat(4),
                9.0,
            )),
            ..Default::default()
        };
        for status in [lost, long_toast] {
            let used = news_width(&status, 390.0);
            assert!(used <= 390.0, "{used} points of 390 for {status:?}");
        }
    }
}
