//! The title screen: the name of the game, and Play.

use super::Screen;
use crate::lang::Words;
use crate::theme;
use crate::theme::style::title_text;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Opened>()
        .add_systems(
            EguiPrimaryContextPass,
            title
                .run_if(crate::theme::ui_ready)
                .run_if(in_state(Screen::Title)),
        )
        .add_systems(
            OnEnter(Screen::Title),
            |mut opened: ResMut<Opened>, time: Res<Time>| {
                opened.0 = time.elapsed_secs();
            },
        )
        .add_systems(
            Update,
            (keys.run_if(crate::input::keys_are_free), keep_drifting)
                .run_if(in_state(Screen::Title)),
        );
}

/// How long the balls behind the title drift after it opens, slowing down, before they come to
/// rest: then the title, like every still screen, costs nothing until the player acts.
pub const DRIFT_SECONDS: f32 = 6.0;

/// When the title opened (seconds of elapsed time).
#[derive(Resource, Default)]
struct Opened(f32);

/// How far the balls have drifted `since` seconds after the title opened: as far as `since`
/// at first, ever slower, and no farther after [`DRIFT_SECONDS`].
fn drift(since: f32) -> f32 {
    let x = (since / DRIFT_SECONDS).clamp(0.0, 1.0);
    DRIFT_SECONDS * (1.0 - (1.0 - x).powi(2)) / 2.0
}

/// Asks for frames while the balls drift.
fn keep_drifting(
    opened: Res<Opened>,
    time: Res<Time>,
    mut keep: ResMut<crate::redraw::KeepDrawing>,
    reduce_motion: Res<crate::shell::ReduceMotion>,
) {
    if time.elapsed_secs() - opened.0 < DRIFT_SECONDS && !reduce_motion.0 {
        keep.0 = true;
    }
}

fn keys(
    presses: Res<crate::input::KeyPresses>,
    mut next: ResMut<NextState<Screen>>,
    mut exit: MessageWriter<AppExit>,
) {
    if presses.any_just_pressed([KeyCode::Enter, KeyCode::Space, KeyCode::NumpadEnter]) {
        next.set(Screen::Puzzles);
    }
    if presses.just_pressed(KeyCode::KeyD) {
        next.set(Screen::Daily);
    }
    if presses.just_pressed(KeyCode::KeyQ) && cfg!(not(target_arch = "wasm32")) {
        exit.write(AppExit::Success);
    }
}

/// The keys the title screen answers to: in a browser there is nothing to quit.
fn keys_line(words: Words) -> String {
    if cfg!(target_arch = "wasm32") {
        crate::tr!(words, "title-keys-web")
    } else {
        crate::tr!(words, "title-keys-desktop")
    }
}

/// What the player asked for on the title screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Asked {
    Play,
    Daily,
    Settings,
    Quit,
}

fn title(
    mut contexts: EguiContexts,
    mut next: ResMut<NextState<Screen>>,
    mut exit: MessageWriter<AppExit>,
    time: Res<Time>,
    opened: Res<Opened>,
    touch: Res<crate::input::TouchFirst>,
    reduce_motion: Res<crate::shell::ReduceMotion>,
    mut settings: ResMut<crate::shell::SettingsOpen>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut root = theme::cards::root_ui(ctx);
    let mut asked = None;
    egui::CentralPanel::default()
        .frame(egui::Frame::new().fill(theme::palette::egui_color(
            crate::theme::palette::of(ctx).background,
        )))
        .show(&mut root, |ui| {
            let rect = ui.max_rect();
            // With reduced motion the balls stand where they start.
            let since = if reduce_motion.0 {
                0.0
            } else {
                time.elapsed_secs() - opened.0
            };
            decorate(ui.painter(), rect, drift(since));
            // Everything fits a short window too (a large interface size on a laptop), and a
            // very short one (the largest text on a small window) with the smaller buttons
            // side by side and no line of keys.
            let short = rect.height() < 560.0;
            let very_short = rect.height() < 440.0;
            let top = if very_short {
                0.02
            } else if short {
                0.08
            } else {
                0.26
            };
            ui.add_space((rect.height() * top).max(8.0));
            ui.vertical_centered(|ui| {
                name_and_tagline(ui, rect, very_short);
                ui.add_space(if short { 12.0 } else { 34.0 });
                asked = buttons(ui, very_short);
                if !touch.0 && !very_short {
                    ui.add_space(20.0);
                    ui.label(
                        egui::RichText::new(keys_line(crate::lang::of(ui.ctx())))
                            .size(14.0)
                            .color(crate::theme::palette::of(ui.ctx()).grey(140)),
                    );
                }
            });
        });
    match asked {
        Some(Asked::Play) => next.set(Screen::Puzzles),
        Some(Asked::Daily) => next.set(Screen::Daily),
        Some(Asked::Settings) => settings.0 = true,
        Some(Asked::Quit) => {
            exit.write(AppExit::Success);
        }
        None => {}
    }
    Ok(())
}

/// The game's name, as large as the window allows (smaller on a `very_short` one), and the
/// line under it.
fn name_and_tagline(ui: &mut egui::Ui, rect: egui::Rect, very_short: bool) {
    let size = (rect.width() / 7.0)
        .min(rect.height() / if very_short { 8.0 } else { 5.5 })
        .clamp(28.0, 120.0);
    ui.label(
        title_text("puzzlebox", size).color(theme::palette::egui_color(
            crate::theme::palette::of(ui.ctx()).gold,
        )),
    );
    ui.label(
        egui::RichText::new(crate::tr!(ui, "title-tagline"))
            .size(if very_short { 16.0 } else { 19.0 })
            .color(crate::theme::palette::of(ui.ctx()).grey(200)),
    );
}

/// Play, today's puzzles, the settings and (off the web) quit, one under another (on a
/// `very_short` window the last two side by side).
fn buttons(ui: &mut egui::Ui, very_short: bool) -> Option<Asked> {
    let mut asked = None;
    let play = egui::Button::new(title_text(crate::tr!(ui, "title-play"), 30.0))
        .min_size(egui::vec2(200.0, if very_short { 48.0 } else { 58.0 }))
        .corner_radius(14);
    if ui.add(play).clicked() {
        asked = Some(Asked::Play);
    }
    ui.add_space(if very_short { 8.0 } else { 10.0 });
    let daily = egui::Button::new(crate::tr!(ui, "title-daily")).min_size(egui::vec2(200.0, 40.0));
    if ui
        .add(daily)
        .on_hover_text(crate::tr!(ui, "title-daily-hover"))
        .clicked()
    {
        asked = Some(Asked::Daily);
    }
    ui.add_space(if very_short { 8.0 } else { 10.0 });
    // Where two fit side by side.
    let side_by_side = ui.available_width() >= 2.0 * 120.0 + 40.0;
    if very_short && side_by_side && cfg!(not(target_arch = "wasm32")) {
        // Side by side, meeting in the middle.
        ui.columns(2, |halves| {
            halves[0].with_layout(egui::Layout::right_to_left(egui::Align::Min), |ui| {
                settings_button(ui, &mut asked);
            });
            halves[1].with_layout(egui::Layout::left_to_right(egui::Align::Min), |ui| {
                quit_button(ui, &mut asked);
            });
        });
    } else {
        settings_button(ui, &mut asked);
        ui.add_space(6.0);
        quit_button(ui, &mut asked);
    }
    asked
}

/// The settings' button.
fn settings_button(ui: &mut egui::Ui, asked: &mut Option<Asked>) {
    let settings =
        egui::Button::new(crate::tr!(ui, "title-settings")).min_size(egui::vec2(120.0, 36.0));
    if ui
        .add(settings)
        .on_hover_text(crate::tr!(ui, "title-settings-hover"))
        .clicked()
    {
        *asked = Some(Asked::Settings);
    }
}

/// Quit (none on the web: there is nothing to quit).
fn quit_button(ui: &mut egui::Ui, asked: &mut Option<Asked>) {
    let quit = egui::Button::new(crate::tr!(ui, "title-quit")).min_size(egui::vec2(120.0, 36.0));
    if cfg!(not(target_arch = "wasm32")) && ui.add(quit).clicked() {
        *asked = Some(Asked::Quit);
    }
}

/// The red of one in three of the title's balls, in each look.
const RED: theme::palette::ColourByLook = theme::palette::ColourByLook {
    dark: Color::srgb(0.898, 0.353, 0.306),
    light: Color::srgb(0.86, 0.27, 0.22),
    high_contrast: Color::srgb(1.0, 0.30, 0.25),
};

/// A few balls in the background, `t` seconds of drift from where they start.
fn decorate(painter: &egui::Painter, rect: egui::Rect, t: f32) {
    let p = theme::palette::of(painter.ctx());
    let colours = [p.gold, p.accent, RED.of(p.look)];
    for i in 0..14 {
        let f = i as f32;
        let x = rect.left() + rect.width() * ((f * 0.137 + t * 0.01 * (1.0 + f % 3.0)).fract());
        let y = rect.top() + rect.height() * ((f * 0.291 + 0.05 * (t * 0.4 + f).sin()).fract());
        let r = 8.0 + (f * 7.0) % 22.0;
        painter.circle_filled(
            egui::pos2(x, y),
            r,
            theme::palette::egui_color(colours[i % 3]).gamma_multiply(0.12),
        );
    }
}
