//! The settings: one panel over whatever screen is on show (opened from the title, a level's
//! ⚙ button, the O key, `--screen settings` or `#settings`). Every choice is in force at once
//! and kept with the progress; "Reset to defaults" puts them all back. F11 fills the screen.

use crate::input::KeyPresses;
use crate::input::keymap::{self, ACTIONS, KeyMap, key_letter};
use crate::lang::Words;
use crate::play::playback::{Playback, SPEEDS};
use crate::progress::records::{ForThisRun, Progress, Settings, ThemeChoice};
use crate::shell::{ReduceMotion, SettingsOpen};
use crate::sound::synth::Effect;
use crate::sound::{Loudness, Sound, Vibration};
use crate::theme;
use crate::theme::palette::{Look, Palette, SystemLook, egui_color};
use crate::theme::style::text_width;
use crate::theme::style::{bold, title_text};
use bevy::prelude::*;
use bevy::window::{MonitorSelection, PrimaryWindow, WindowMode};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// The interface sizes offered, in percent.
const SIZES: [u32; 6] = [75, 100, 125, 150, 175, 200];

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ForThisRun>()
        .init_resource::<Words>()
        .init_resource::<Capturing>()
        .insert_resource(SystemLanguage(
            crate::lang::of_the_system().filter(|l| crate::lang::Language::OFFERED.contains(l)),
        ))
        // In force from the start, before the first level or editor opens in the wrong
        // language (a level's title, an editor's name are made when it opens).
        .add_systems(Startup, apply)
        .add_systems(
            EguiPrimaryContextPass,
            (
                apply_the_size,
                panel
                    .run_if(theme::ui_ready)
                    .run_if(|open: Res<SettingsOpen>| open.0),
            )
                .chain(),
        )
        .add_systems(
            Update,
            (capture, keys, apply, tell)
                .chain()
                .before(crate::shell::PlaySystems::Input),
        );
}

/// The language the system prefers, where the game speaks it.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct SystemLanguage(pub Option<crate::lang::Language>);

/// The look a choice makes here.
pub fn look_of(choice: ThemeChoice, system: SystemLook) -> Look {
    match choice {
        ThemeChoice::System => system.0.unwrap_or(Look::Dark),
        ThemeChoice::Dark => Look::Dark,
        ThemeChoice::Light => Look::Light,
        ThemeChoice::HighContrast => Look::HighContrast,
    }
}

/// Says in the log when the settings open and close (the browser test waits for it).
fn tell(open: Res<SettingsOpen>, mut was: Local<bool>) {
    if open.0 != *was {
        *was = open.0;
        info!("settings {}", if open.0 { "opened" } else { "closed" });
    }
}

/// O opens and closes the settings, Esc closes them (and goes back no further), F11 fills the
/// screen or leaves it.
fn keys(
    mut presses: ResMut<KeyPresses>,
    interface: Res<crate::input::InterfaceKeys>,
    mut open: ResMut<SettingsOpen>,
    mut windows: Query<&mut Window, With<PrimaryWindow>>,
    capturing: Res<Capturing>,
) {
    // A key being chosen for a command is the command's, not the settings'.
    if interface.typing || capturing.0.is_some() {
        return;
    }
    if presses.just_pressed(KeyCode::KeyO) {
        open.0 = !open.0;
    } else if open.0 && presses.just_pressed(KeyCode::Escape) {
        // (An Esc already taken, by the key being chosen just now, closes nothing.)
        open.0 = false;
        presses.take(KeyCode::Escape);
    }
    if presses.just_pressed(KeyCode::F11) {
        for mut window in &mut windows {
            toggle_fullscreen(&mut window);
        }
    }
}

/// The command a new key is being chosen for: the next letter pressed is its (Esc keeps the
/// one it had).
#[derive(Resource, Default)]
pub struct Capturing(pub Option<&'static str>);

/// Takes the next key pressed for the command being given one.
fn capture(
    mut keyboard: MessageReader<bevy::input::keyboard::KeyboardInput>,
    mut capturing: ResMut<Capturing>,
    mut progress: ResMut<Progress>,
    mut presses: ResMut<KeyPresses>,
) {
    let Some(action) = capturing.0 else {
        keyboard.clear();
        return;
    };
    for k in keyboard.read() {
        if !k.state.is_pressed() || k.repeat {
            continue;
        }
        if k.key_code == KeyCode::Escape {
            capturing.0 = None;
            presses.take(KeyCode::Escape);
            return;
        }
        if let Some(letter) = key_letter(k.key_code) {
            keymap::assign(&mut progress.settings.keys, action, letter);
            progress.dirty = true;
            capturing.0 = None;
            return;
        }
    }
}

/// Whether the window fills the screen.
fn is_fullscreen(window: &Window) -> bool {
    !matches!(window.mode, WindowMode::Windowed)
}

fn toggle_fullscreen(window: &mut Window) {
    window.mode = if is_fullscreen(window) {
        WindowMode::Windowed
    } else {
        WindowMode::BorderlessFullscreen(MonitorSelection::Current)
    };
}

/// The choices in force, for the parts of the game that follow them.
fn apply(
    progress: Res<Progress>,
    run: Res<ForThisRun>,
    mut loudness: ResMut<Loudness>,
    mut vibration: ResMut<Vibration>,
    mut motion: ResMut<ReduceMotion>,
    system: Res<SystemLook>,
    mut palette: ResMut<Palette>,
    mut keys: ResMut<KeyMap>,
    system_language: Res<SystemLanguage>,
    mut fonts: ResMut<crate::fonts::LanguageFonts>,
    interface_up: Option<Res<theme::UiReady>>,
    mut words: ResMut<Words>,
    reader: Option<Res<bevy::a11y::AccessibilityRequested>>,
    time: Res<Time>,
) {
    let s = progress.settings.in_force(&run);
    loudness.set_if_neq(Loudness(s.loudness()));
    vibration.set_if_neq(Vibration(s.vibrate));
    keys.set_if_neq(KeyMap::from_choices(
        s.keys.iter().map(|(a, l)| (a.as_str(), l.as_str())),
    ));
    // A screen reader reading the game (it asked for the tree) counts as the player's choice.
    let listening = s.screen_reader || reader.is_some_and(|r| r.get());
    motion.set_if_neq(ReduceMotion(s.reduce_motion || listening));
    let language = s
        .language
        .as_deref()
        .and_then(crate::lang::Language::of_code)
        .filter(|l| crate::lang::Language::OFFERED.contains(l))
        .or(system_language.0)
        .unwrap_or(crate::lang::Language::English);
    // A language whose letters are still on their way waits for them; one whose letters
    // could not be had is not put in force.
    fonts.wanted = Some(language);
    fonts.ask_for(language, time.elapsed_secs_f64());
    let ready = fonts.ready_for(language, interface_up.is_some());
    if words.language != language && ready && !fonts.failed(language) {
        info!("the language is now {}", language.code());
        words.language = language;
    }
    let look = look_of(s.theme, *system);
    if palette.look != look {
        info!("the look is now {look:?}");
        *palette = Palette::of(look);
    }
}

/// The interface's size: every point of it is this many pixels of the window.
fn apply_the_size(
    mut contexts: EguiContexts,
    progress: Res<Progress>,
    run: Res<ForThisRun>,
    palette: Res<Palette>,
    styled: Option<Res<theme::UiReady>>,
    keys: Res<KeyMap>,
    (words, touch): (Res<Words>, Res<crate::input::TouchFirst>),
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if crate::lang::of(ctx) != *words {
        crate::lang::install(ctx, *words);
    }
    if crate::input::TouchFirst::in_interface(ctx) != touch.0 {
        touch.install(ctx);
    }
    if keys.is_changed() || crate::input::keymap::in_interface(ctx) != *keys {
        crate::input::keymap::install(ctx, &keys);
    }
    // The look, once the interface's own style is in place.
    if styled.is_some() && theme::palette::of(ctx) != *palette {
        theme::style::install(ctx, &palette);
    }
    let zoom = progress.settings.in_force(&run).text_size as f32 / 100.0;
    if (ctx.zoom_factor() - zoom).abs() > 1e-3 {
        ctx.set_zoom_factor(zoom);
    }
    // The interface's own Ctrl +/− would change the size behind the settings' back.
    ctx.options_mut(|o| o.zoom_with_keyboard = false);
    Ok(())
}

/// The least width of the card, in points, at which Done goes beside the heading.
const DONE_BESIDE_FROM: f32 = 240.0;

#[allow(clippy::too_many_arguments)]
fn panel(
    mut contexts: EguiContexts,
    mut open: ResMut<SettingsOpen>,
    mut progress: ResMut<Progress>,
    run: Res<ForThisRun>,
    playback: Option<ResMut<Playback>>,
    mut windows: Query<&mut Window, With<PrimaryWindow>>,
    mut sounds: MessageWriter<Sound>,
    mut capturing: ResMut<Capturing>,
    touch: Res<crate::input::TouchFirst>,
    reader: Option<Res<bevy::a11y::AccessibilityRequested>>,
) -> Result {
    let listening = reader.is_some_and(|r| r.get());
    let ctx = contexts.ctx_mut()?;
    let (modal, width, narrow) = theme::cards::card(ctx, "settings", 520.0);
    // Done on a row of its own above the heading where both do not fit beside each other
    // (beside it, Done covered the end of "Einstellungen" on a phone at 200 %).
    let done_above = width < DONE_BESIDE_FROM;
    // The scrolling part leaves room for the heading, Done, the buttons and the margins.
    let height = ctx.content_rect().height() - 190.0 - if done_above { 44.0 } else { 0.0 };
    let before = progress.settings.clone();
    let mut settings = before.clone();
    let mut fullscreen = windows.iter().next().is_some_and(is_fullscreen);
    let modal = modal.show(ctx, |ui| {
        ui.set_width(width);
        // Smaller on a narrow card, down to what keeps "Einstellungen" whole on a phone at
        // 200 %.
        let heading_size = if narrow {
            (width / 7.5).min(24.0)
        } else {
            30.0
        };
        // Done first (the first control Tab reaches, before some forty choices), at the
        // heading's right, or above it.
        let done_button = |ui: &mut egui::Ui| {
            let done = egui::Button::new(bold(crate::tr!(ui, "settings-done")))
                .min_size(egui::vec2(if narrow { 0.0 } else { 110.0 }, 38.0));
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                ui.add(done).clicked()
            })
            .inner
        };
        let heading = |ui: &mut egui::Ui| {
            ui.label(title_text(crate::tr!(ui, "settings-heading"), heading_size));
        };
        let done = if done_above {
            let done = ui.horizontal(done_button).inner;
            heading(ui);
            done
        } else {
            ui.horizontal(|ui| {
                heading(ui);
                done_button(ui)
            })
            .inner
        };
        ui.add_space(8.0);
        theme::cards::scrolling_list()
            .max_height(height.max(120.0))
            .show(ui, |ui| {
                choices(ui, &mut settings, (&mut fullscreen, listening), &run);
                // A player by touch has no keys to choose.
                if !touch.0 {
                    keys_section(ui, &settings, &mut capturing.0);
                }
            });
        ui.add_space(12.0);
        ui.horizontal_wrapped(|ui| {
            // Its words wrap on a narrow card: at 200 % on a phone they were wider than the
            // card, which grew past the window's edges.
            if ui
                .add(
                    egui::Button::new(crate::tr!(ui, "settings-reset"))
                        .wrap()
                        .min_size(egui::vec2(0.0, 38.0)),
                )
                .on_hover_text(crate::tr!(ui, "settings-reset-hover"))
                .clicked()
            {
                settings.reset();
                fullscreen = false;
            }
        });
        done
    });
    theme::cards::settle(ctx, "settings", modal.response.rect);
    if modal.inner || modal.should_close() {
        open.0 = false;
    }
    for mut w in &mut windows {
        if is_fullscreen(&w) != fullscreen {
            toggle_fullscreen(&mut w);
        }
    }
    if settings != before {
        // The new loudness is heard at once, as a button's click.
        if settings.volume != before.volume || settings.muted != before.muted {
            sounds.write(Sound::now(Effect::BUTTON));
        }
        if let Some(mut playback) = playback {
            playback.speed = settings.playback_speed;
        }
        progress.settings = settings;
        progress.dirty = true;
    }
    Ok(())
}

/// The lettered commands and their keys: a click on a key, then a letter, gives the command
/// that letter. The key being chosen shows "…" and the line above says what to do, in room
/// kept for the longer of its two texts, so that nothing moves.
fn keys_section(ui: &mut egui::Ui, s: &Settings, capturing: &mut Option<&'static str>) {
    ui.add_space(6.0);
    ui.label(
        bold(crate::tr!(ui, "settings-keys"))
            .size(19.0)
            .color(egui_color(theme::palette::of(ui.ctx()).accent)),
    );
    keys_help(ui, s, *capturing);
    // Two keys to a row where both names fit beside each other, else one (German's names on a
    // phone, or at a large text size).
    let widest = ACTIONS
        .iter()
        .map(|(name, _)| text_width(ui, action_name(ui, name), egui::TextStyle::Body))
        .fold(0.0_f32, f32::max);
    let per_row = if 2.0 * (KEY_WIDTH + widest) + 30.0 <= ui.available_width() {
        2
    } else {
        1
    };
    if per_row == 1 {
        // A key and its name to a row, the name wrapping beside it where it must.
        for name in ACTIONS.iter().map(|(name, _)| *name) {
            ui.horizontal(|ui| {
                key_button(ui, s, capturing, name);
                ui.add(egui::Label::new(action_name(ui, name)).wrap());
            });
        }
        return;
    }
    egui::Grid::new("settings-keys")
        .num_columns(4)
        .spacing([10.0, 6.0])
        .show(ui, |ui| {
            for (i, name) in ACTIONS.iter().map(|(name, _)| *name).enumerate() {
                key_button(ui, s, capturing, name);
                ui.label(action_name(ui, name));
                if i % 2 == 1 {
                    ui.end_row();
                }
            }
        });
}

/// The width of a command's key button.
const KEY_WIDTH: f32 = 44.0;

/// A command's key: its letter, or "…" while the letter is awaited (a click starts or stops
/// the wait).
fn key_button(
    ui: &mut egui::Ui,
    s: &Settings,
    capturing: &mut Option<&'static str>,
    name: &'static str,
) {
    let waiting = *capturing == Some(name);
    let text = if waiting {
        "…".to_string()
    } else {
        keymap::letter_of(&s.keys, name).to_string()
    };
    // A button like every other (outlined in high contrast), lit while its letter is awaited;
    // wide enough for any letter and the "…" with the buttons' padding, so that the names
    // beside it never move as one is awaited.
    let button = egui::Button::new(bold(text))
        .selected(waiting)
        .min_size(egui::vec2(KEY_WIDTH, 30.0));
    let pressed = ui.add(button);
    // Read as the command and its letter ("Undo: Z"), not the letter alone.
    let letter = keymap::letter_of(&s.keys, name).to_string();
    let read = crate::tr!(
        ui,
        "settings-key-read",
        action = action_name(ui, name),
        key = letter
    );
    theme::keys::read_as(&pressed, &read, "");
    if pressed.clicked() {
        *capturing = if waiting { None } else { Some(name) };
    }
}

/// What the keys list is for or, while a key is being chosen, what to press, in the room the
/// longer of the two needs.
fn keys_help(ui: &mut egui::Ui, s: &Settings, capturing: Option<&'static str>) {
    let help = crate::tr!(ui, "settings-keys-help");
    let waiting = capturing.map(|name| {
        crate::words_of!(ui).message(
            "settings-keys-waiting",
            &[
                ("action", action_name(ui, name).into()),
                ("key", keymap::letter_of(&s.keys, name).to_string().into()),
            ],
        )
    });
    let palette = theme::palette::of(ui.ctx());
    let font = egui::FontId::proportional(14.0);
    let width = ui.available_width();
    let height_of = |text: &str| {
        ui.fonts_mut(|f| f.layout(text.to_string(), font.clone(), egui::Color32::WHITE, width))
            .rect
            .height()
    };
    let waiting_room = ACTIONS.iter().fold(0.0_f32, |room, (name, _)| {
        let text = crate::words_of!(ui).message(
            "settings-keys-waiting",
            &[
                ("action", action_name(ui, name).into()),
                ("key", "W".into()),
            ],
        );
        room.max(height_of(&text))
    });
    let room = height_of(&help).max(waiting_room);
    let top = ui.cursor().top();
    match waiting {
        Some(text) => ui.label(
            egui::RichText::new(text)
                .font(font)
                .color(egui_color(palette.accent)),
        ),
        None => ui.label(
            egui::RichText::new(help)
                .font(font)
                .color(palette.grey(170)),
        ),
    };
    let used = ui.cursor().top() - top - ui.spacing().item_spacing.y;
    if used < room {
        ui.add_space(room - used);
    }
}

/// A lettered command's name, as the keys list shows it.
fn action_name(ui: &egui::Ui, name: &str) -> String {
    crate::words_of!(ui).message(&format!("settings-action-{name}"), &[])
}

/// A look's name in the settings.
fn theme_label(words: Words, choice: ThemeChoice) -> String {
    match choice {
        ThemeChoice::System => crate::tr!(words, "settings-theme-system"),
        ThemeChoice::Dark => crate::tr!(words, "settings-theme-dark"),
        ThemeChoice::Light => crate::tr!(words, "settings-theme-light"),
        ThemeChoice::HighContrast => crate::tr!(words, "settings-theme-high-contrast"),
    }
}

/// The choices, section by section.
fn choices(
    ui: &mut egui::Ui,
    s: &mut Settings,
    (fullscreen, listening): (&mut bool, bool),
    run: &ForThisRun,
) {
    section_heading(ui, &crate::tr!(ui, "settings-sound"));
    sound_choices(ui, s);
    section_heading(ui, &crate::tr!(ui, "settings-look"));
    look_choices(ui, s);
    ui.add_space(4.0);
    ui.label(crate::tr!(ui, "settings-language"));
    language_choices(ui, s);
    ui.add_space(4.0);
    ui.label(crate::tr!(ui, "settings-size"));
    size_choices(ui, s);
    ui.checkbox(
        &mut s.reduce_motion,
        crate::tr!(ui, "settings-reduce-motion"),
    )
    .on_hover_text(crate::tr!(ui, "settings-reduce-motion-hover"));
    // While a screen reader reads the game the mode is on whatever was chosen: it says so.
    let mut on = s.screen_reader || listening;
    let mode = ui
        .add_enabled(
            !listening,
            egui::Checkbox::new(&mut on, crate::tr!(ui, "settings-screen-reader")),
        )
        .on_hover_text(crate::tr!(ui, "settings-screen-reader-hover"))
        .on_disabled_hover_text(crate::tr!(ui, "settings-screen-reader-hover"));
    if mode.changed() {
        s.screen_reader = on;
    }
    let label = if cfg!(target_arch = "wasm32") {
        crate::tr!(ui, "settings-fullscreen")
    } else {
        crate::tr!(ui, "settings-fullscreen-key")
    };
    ui.checkbox(fullscreen, label);
    section_heading(ui, &crate::tr!(ui, "settings-puzzles"));
    puzzle_choices(ui, s);
    only_now(ui, run);
}

/// A section's heading, in the accent.
fn section_heading(ui: &mut egui::Ui, text: &str) {
    ui.add_space(6.0);
    ui.label(
        bold(text)
            .size(19.0)
            .color(egui_color(crate::theme::palette::of(ui.ctx()).accent)),
    );
    ui.add_space(2.0);
}

/// A slider with its label: side by side, or the label above on a narrow card; the slider takes
/// the width there is, less its number.
fn labelled(ui: &mut egui::Ui, label: &str, add: &mut dyn FnMut(&mut egui::Ui)) {
    let narrow = ui.available_width() < 420.0;
    let mut row = |ui: &mut egui::Ui| {
        ui.spacing_mut().slider_width = (ui.available_width() - 130.0).clamp(50.0, 240.0);
        add(ui);
    };
    if narrow {
        ui.label(label);
        // The number goes under the slider where both do not fit beside each other: on a
        // phone at 200 % "1.0 moves/s" made the card wider than the window.
        ui.horizontal_wrapped(|ui| row(ui));
    } else {
        ui.horizontal(|ui| {
            // The labels in a column of their own, from its left edge.
            ui.allocate_ui_with_layout(
                egui::vec2(120.0, 24.0),
                egui::Layout::left_to_right(egui::Align::Center),
                |ui| {
                    ui.set_min_width(120.0);
                    ui.label(label);
                },
            );
            row(ui);
        });
    }
}

/// The volume, the mute, and on a phone the buzz.
fn sound_choices(ui: &mut egui::Ui, s: &mut Settings) {
    labelled(ui, &crate::tr!(ui, "settings-volume"), &mut |ui| {
        let mut percent = (s.volume.clamp(0.0, 1.0) * 100.0).round();
        let name = crate::tr!(ui, "settings-volume");
        let slider = egui::Slider::new(&mut percent, 0.0..=100.0)
            .step_by(5.0)
            .show_value(false)
            .trailing_fill(true);
        let moved = ui.add_enabled(!s.muted, slider);
        theme::keys::read_as(&moved, &name, "");
        // The number beside it, in a box of its own that a screen reader can name.
        let number = egui::DragValue::new(&mut percent)
            .range(0.0..=100.0)
            .suffix(crate::tr!(ui, "screens-percent-suffix"))
            .max_decimals(0);
        let typed = ui.add_enabled(!s.muted, number);
        theme::keys::read_as(&typed, &name, "");
        if moved.changed() || typed.changed() {
            s.volume = percent / 100.0;
        }
    });
    ui.checkbox(&mut s.muted, crate::tr!(ui, "settings-mute"));
    if cfg!(target_arch = "wasm32") {
        ui.checkbox(&mut s.vibrate, crate::tr!(ui, "settings-buzz"));
    }
}

/// The looks, in a row.
fn look_choices(ui: &mut egui::Ui, s: &mut Settings) {
    let group = crate::tr!(ui, "settings-look");
    ui.horizontal_wrapped(|ui| {
        for choice in ThemeChoice::ALL {
            let label = theme_label(crate::lang::of(ui.ctx()), choice);
            let button = ui.add(
                egui::Button::selectable(s.theme == choice, label.clone())
                    .min_size(egui::vec2(0.0, 32.0)),
            );
            read_in_its_group(&button, &group, &label);
            if button.clicked() {
                s.theme = choice;
            }
        }
    });
}

/// A choice of a row named for a screen reader with its group ("Look: as the system"): two
/// rows offer "As the system", and a screen reader reads the button alone.
fn read_in_its_group(button: &egui::Response, group: &str, choice: &str) {
    let name = crate::tr!(
        crate::lang::of(&button.ctx),
        "settings-choice",
        group = group.to_string(),
        choice = choice.to_string()
    );
    theme::keys::read_as(button, &name, "");
}

/// The languages, each by its own name, after the system's.
fn language_choices(ui: &mut egui::Ui, s: &mut Settings) {
    let group = crate::tr!(ui, "settings-language");
    ui.horizontal_wrapped(|ui| {
        let mut choice = |ui: &mut egui::Ui, code: Option<&str>, name: String| {
            let on = s.language.as_deref() == code;
            let button =
                ui.add(egui::Button::selectable(on, name.clone()).min_size(egui::vec2(0.0, 32.0)));
            read_in_its_group(&button, &group, &name);
            if button.clicked() {
                s.language = code.map(str::to_string);
            }
        };
        choice(ui, None, crate::tr!(ui, "settings-language-system"));
        for l in crate::lang::Language::OFFERED {
            choice(ui, Some(l.code()), l.own_name().to_string());
        }
    });
}

/// The sizes of the interface, in a row.
fn size_choices(ui: &mut egui::Ui, s: &mut Settings) {
    let group = crate::tr!(ui, "settings-size");
    ui.horizontal_wrapped(|ui| {
        for size in SIZES {
            let on = s.text_size == size;
            let label = crate::tr!(ui, "screens-percent", percent = size);
            let button = ui
                .add(egui::Button::selectable(on, label.clone()).min_size(egui::vec2(54.0, 32.0)));
            read_in_its_group(&button, &group, &label);
            if button.clicked() {
                s.text_size = size;
            }
        }
    });
}

/// Each puzzle's own choices (through the table of puzzles), and the playback speed.
fn puzzle_choices(ui: &mut egui::Ui, s: &mut Settings) {
    for switch in puzzles::Kind::ALL
        .into_iter()
        .flat_map(|kind| crate::games::shown(kind).switches())
    {
        let mut on = s.is_on(switch);
        if ui
            .checkbox(&mut on, crate::words_of!(ui).message(switch.label, &[]))
            .changed()
        {
            s.set(switch, on);
        }
    }
    labelled(ui, &crate::tr!(ui, "settings-speed"), &mut |ui| {
        let words = crate::lang::of(ui.ctx());
        let mut speed = s.playback_speed.clamp(*SPEEDS.start(), *SPEEDS.end());
        let name = crate::tr!(ui, "settings-speed");
        let slider = egui::Slider::new(&mut speed, SPEEDS)
            .logarithmic(true)
            .show_value(false)
            .trailing_fill(true);
        let moved = ui.add(slider);
        theme::keys::read_as(&moved, &name, "");
        let number = egui::DragValue::new(&mut speed)
            .range(SPEEDS)
            .speed(0.05)
            .custom_formatter(|v, _| {
                crate::tr!(words, "settings-speed-unit", speed = words.decimal(v, 1))
            })
            .custom_parser(crate::lang::parse_decimal);
        let typed = ui.add(number);
        theme::keys::read_as(&typed, &name, "");
        if moved.changed() || typed.changed() {
            s.playback_speed = speed;
        }
    });
}

/// The choices this run's command line made, which are not kept.
fn only_now(ui: &mut egui::Ui, run: &ForThisRun) {
    let mut only_now = Vec::new();
    if run.mute {
        only_now.push("--mute".to_string());
    }
    if let Some(size) = run.text_size {
        only_now.push(format!("--text-size {size}"));
    }
    if run.reduce_motion {
        only_now.push("--reduce-motion".to_string());
    }
    if let Some(language) = run.language {
        only_now.push(format!("--lang {}", language.code()));
    }
    if let Some(theme) = run.theme {
        only_now.push(format!("--theme {}", theme.name()));
    }
    if !only_now.is_empty() {
        ui.add_space(8.0);
        ui.label(
            egui::RichText::new(crate::tr!(
                ui,
                "settings-only-now",
                choices = only_now.join(", ")
            ))
            .size(14.0)
            .color(crate::theme::palette::of(ui.ctx()).grey(170)),
        );
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_size_offered_is_one_the_settings_keep() {
        assert!(
            super::SIZES
                .iter()
                .all(|s| crate::progress::records::TEXT_SIZES.contains(s))
        );
        assert!(super::SIZES.contains(&100));
    }
}
