//! The Stats screen's "Your progress in a file": the whole progress exported to one file (on
//! the desktop into an `exports` folder beside the levels made, in a browser as a download),
//! and such a file imported (on the desktop by its path, in a browser by picking it; dropped on
//! the window, everywhere). The import itself is `file_drop`'s, which tells what it added.

use super::edit::export::{self, ExportFolder};
use crate::file_drop::ImportProgress;
use crate::lang::Words;
use crate::progress::records::Progress;
use crate::theme::keys::keyed_button;
use crate::theme::palette::{egui_color, of};
use crate::theme::style::bold;
use bevy::prelude::*;
use bevy_egui::egui;

/// What the section keeps between frames: the path typed, and the last word on an export.
#[derive(Default)]
pub struct InAFile {
    /// The path typed (on the desktop; a browser picks the file instead).
    #[cfg_attr(target_arch = "wasm32", allow(dead_code))]
    path: String,
    said: Option<(String, bool)>,
    /// Set when something new is said: the line comes into view (Ctrl+E from the top of the
    /// screen wrote the file with its line below the fold, and nothing seemed to happen).
    bring_into_view: bool,
}

/// The keys of the section, anywhere on the Stats screen: Ctrl+E exports, Ctrl+I imports.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Keys {
    pub export: bool,
    pub import: bool,
}

impl Keys {
    /// This frame's presses of the section's keys.
    pub fn of(presses: &crate::input::KeyPresses) -> Keys {
        let ctrl = presses.iter_held().any(|(_, held)| held.command());
        Keys {
            export: ctrl && presses.just_pressed(KeyCode::KeyE),
            import: ctrl && presses.just_pressed(KeyCode::KeyI),
        }
    }
}

/// A button with its key beside it.
fn button(ui: &mut egui::Ui, label: String, key: &str, enabled: bool) -> bool {
    keyed_button(ui, (&label, &label), bold, key, (enabled, 30.0)).clicked()
}

/// The section: its heading, what it does, the buttons, and the last export's word.
pub fn section(
    ui: &mut egui::Ui,
    progress: &Progress,
    (state, keys): (&mut InAFile, Keys),
    (folder, imports): (&ExportFolder, &mut MessageWriter<ImportProgress>),
) {
    let words = crate::words_of!(ui);
    ui.label(bold(crate::tr!(words, "stats-file-heading")).size(20.0));
    ui.label(
        egui::RichText::new(crate::tr!(words, "stats-file-note"))
            .size(14.0)
            .color(of(ui.ctx()).grey(170)),
    );
    ui.add_space(4.0);
    if button(ui, crate::tr!(words, "stats-export"), "Ctrl+E", true) || keys.export {
        state.said = Some(exported(words, progress, folder));
        state.bring_into_view = true;
    }
    ui.add_space(4.0);
    ui.horizontal_wrapped(|ui| import_controls(ui, (state, keys), imports));
    if let Some((said, warns)) = &state.said {
        let colour = if *warns {
            egui_color(of(ui.ctx()).warn)
        } else {
            of(ui.ctx()).grey(200)
        };
        let line = ui.label(egui::RichText::new(said).color(colour));
        if std::mem::take(&mut state.bring_into_view) {
            line.scroll_to_me(Some(egui::Align::Center));
        }
    }
}

/// Writes the progress out; what to tell the player, and whether it went wrong.
fn exported(words: Words, progress: &Progress, folder: &ExportFolder) -> (String, bool) {
    let name = format!("puzzlebox-progress-{}.json", crate::calendar::today());
    let folder = ExportFolder(folder.0.with_file_name("exports"));
    match export::write(words, &folder, &name, &progress.to_json()) {
        Ok(at) if cfg!(target_arch = "wasm32") => {
            (crate::tr!(words, "stats-downloaded", path = at), false)
        }
        Ok(at) => (crate::tr!(words, "stats-exported", path = at), false),
        Err(why) => (why, true),
    }
}

/// On the desktop: the path of the file to import, and "Import".
#[cfg(not(target_arch = "wasm32"))]
fn import_controls(
    ui: &mut egui::Ui,
    (state, keys): (&mut InAFile, Keys),
    imports: &mut MessageWriter<ImportProgress>,
) {
    let words = crate::words_of!(ui);
    let field = egui::TextEdit::singleline(&mut state.path)
        .hint_text(crate::tr!(words, "stats-import-path"))
        .background_color(egui_color(of(ui.ctx()).tray))
        .desired_width((ui.available_width() - 130.0).clamp(160.0, 420.0));
    let typed = ui.add(field);
    if keys.import {
        typed.request_focus();
    }
    crate::theme::keys::read_as(&typed, &crate::tr!(words, "stats-import-path"), "");
    let entered = typed.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
    let path = state.path.trim();
    let asked = button(
        ui,
        crate::tr!(words, "stats-import-this"),
        "Enter",
        !path.is_empty(),
    );
    if (asked || entered) && !path.is_empty() {
        state.said = None;
        match crate::file_drop::read_progress(std::path::Path::new(path), words) {
            Ok(file) => {
                state.path.clear();
                imports.write(file);
            }
            Err(why) => {
                state.said = Some((why, true));
                state.bring_into_view = true;
            }
        }
    }
}

/// In a browser: "Import progress…" opens the browser's file picker; the file picked comes
/// back as a file dropped on the page does.
#[cfg(target_arch = "wasm32")]
fn import_controls(
    ui: &mut egui::Ui,
    (_, keys): (&mut InAFile, Keys),
    _imports: &mut MessageWriter<ImportProgress>,
) {
    if button(ui, crate::tr!(ui, "stats-import"), "Ctrl+I", true) || keys.import {
        pick_a_file();
    }
}

/// Asks the page (index.html) to open its file picker.
#[cfg(target_arch = "wasm32")]
fn pick_a_file() {
    use wasm_bindgen::JsCast;
    let Some(window) = web_sys::window() else {
        return;
    };
    let pick = js_sys::Reflect::get(&window, &"puzzleboxPickFile".into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
    match pick {
        Some(pick) => {
            if let Err(e) = pick.call0(&window) {
                warn!("the page's file picker did not open: {e:?}");
            }
        }
        None => warn!("the page has no file picker"),
    }
}
