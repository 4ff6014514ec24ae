//! The editor's screen: the board, and beside it (under it on a narrow window) the level's
//! name and size, the tools, the solver's verdict, and the ways on: try it, keep it, pass it on.

use super::export::ExportFolder;
use crate::editor::{Editor, Finding, Verdict};
use crate::lang::Words;
use crate::progress::records::Progress;
use crate::shell::{OpenLevel, Screen};
use crate::theme;
use crate::theme::keys::keyed_button;
use crate::theme::palette::egui_color;
use crate::theme::style::{bold, title_text};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        (screen, copy_to_clipboard)
            .chain()
            .run_if(theme::ui_ready)
            .run_if(in_state(Screen::Edit))
            .run_if(resource_exists::<Editor>),
    );
}

/// What the player asked for on the panel or with a key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Act {
    Undo,
    Redo,
    Try,
    Watch,
    Keep,
    Share,
    Export,
    Afresh,
}

/// Z undo, Y redo, Enter tries the level, S shows the solver's solution, Ctrl+S keeps it,
/// Ctrl+E writes its file.
pub(super) fn keys(
    presses: Res<crate::input::KeyPresses>,
    mut editor: ResMut<Editor>,
    mut doing: Doing,
) {
    let ctrl = presses.iter_held().any(|(_, held)| held.command());
    let act = if presses.just_pressed(KeyCode::KeyZ) {
        Act::Undo
    } else if presses.just_pressed(KeyCode::KeyY) {
        Act::Redo
    } else if presses.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter]) {
        Act::Try
    } else if ctrl && presses.just_pressed(KeyCode::KeyS) {
        Act::Keep
    } else if ctrl && presses.just_pressed(KeyCode::KeyE) {
        Act::Export
    } else if presses.just_pressed(KeyCode::KeyS) {
        Act::Watch
    } else {
        return;
    };
    act_on(act, &mut editor, &mut doing);
}

/// What the editor's ways on reach: the progress (to keep a level), the opening of a level (to
/// try it), the session (to have the solver play it), the folder for level files.
#[derive(SystemParam)]
pub(super) struct Doing<'w> {
    progress: ResMut<'w, Progress>,
    open: MessageWriter<'w, OpenLevel>,
    to_session: MessageWriter<'w, crate::play::Command>,
    folder: Res<'w, ExportFolder>,
    words: Res<'w, Words>,
}

/// Does what the player asked.
fn act_on(act: Act, editor: &mut Editor, doing: &mut Doing) {
    let (progress, open, folder) = (&mut *doing.progress, &mut doing.open, &*doing.folder);
    let words = *doing.words;
    match act {
        Act::Undo => editor.undo(),
        Act::Afresh => super::start_afresh(words, editor, progress),
        Act::Redo => editor.redo(),
        Act::Try => {
            super::try_it(words, editor, progress, open);
        }
        Act::Watch => {
            if super::try_it(words, editor, progress, open) {
                doing.to_session.write(crate::play::Command::Solve);
            }
        }
        Act::Keep => {
            editor.note = Some(match super::keep(editor, progress) {
                Some(_) => (crate::tr!(words, "editor-kept"), false),
                None => (crate::tr!(words, "editor-cannot-keep"), true),
            })
        }
        Act::Share => match editor.level() {
            Some(level) => {
                let shared = puzzles::level_code::Shared {
                    level,
                    moves: Vec::new(),
                };
                editor.to_copy = Some(crate::shell::link_to(&shared.to_code()));
                editor.note = Some((crate::tr!(words, "editor-code-copied"), false));
            }
            None => editor.note = Some((crate::tr!(words, "editor-cannot-share"), true)),
        },
        Act::Export => editor.note = Some(export(words, editor, folder)),
    }
}

/// Writes the level file out, and what to tell the player.
fn export(words: Words, editor: &Editor, folder: &ExportFolder) -> (String, bool) {
    let Some(level) = editor.level() else {
        return (crate::tr!(words, "editor-cannot-save"), true);
    };
    let name = super::export::file_name(&editor.name(), level.kind().extension());
    match super::export::write(words, folder, &name, &level.to_text()) {
        Ok(at) if cfg!(target_arch = "wasm32") => (
            crate::tr!(words, "editor-file-downloaded", name = at),
            false,
        ),
        Ok(at) => (crate::tr!(words, "editor-file-saved", path = at), false),
        Err(why) => (why, true),
    }
}

/// Hands the text to copy (a code, a level file) to the clipboard.
fn copy_to_clipboard(mut contexts: EguiContexts, mut editor: ResMut<Editor>) -> Result {
    if let Some(text) = editor.to_copy.take() {
        contexts.ctx_mut()?.copy_text(text);
    }
    Ok(())
}

/// Wider than this, the panel stands beside the board; narrower, under it.
const SIDE_BY_SIDE: f32 = 760.0;

/// A window shorter than this and wider than tall (800×600 at 200 %: 400×300 points; 1280×800
/// at 200 %) has the panel beside the board too: under it, it would leave the board a strip.
const SHORT: f32 = 480.0;

/// Whether the panel stands beside the board in a window of `size` points.
fn side_by_side(size: egui::Vec2) -> bool {
    size.x >= SIDE_BY_SIDE || (size.y < SHORT && size.x >= 1.2 * size.y)
}

/// The panel's width beside the board: 320 points, or half a small window.
fn side_width(window: egui::Vec2) -> f32 {
    (window.x * 0.5).min(320.0)
}

fn screen(
    mut contexts: EguiContexts,
    mut editor: ResMut<Editor>,
    mut doing: Doing,
    mut next: ResMut<NextState<Screen>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut root = theme::cards::root_ui(ctx);
    let wide = side_by_side(ctx.content_rect().size());
    let mut acts = Vec::new();
    let frame = egui::Frame::new()
        .fill(egui_color(crate::theme::palette::of(ctx).tray))
        .inner_margin(egui::Margin::symmetric(16, 12));
    let words = crate::lang::of(ctx);
    // "Make a level: Roll-the-ball coding" where there is room for it.
    let title = if ctx.content_rect().width() >= SIDE_BY_SIDE {
        crate::tr!(
            words,
            "edit-heading",
            puzzle = words.puzzle_name(editor.draft.kind())
        )
    } else {
        words.puzzle_name(editor.draft.kind())
    };
    egui::Panel::top("edit-top")
        .frame(frame)
        .show(&mut root, |ui| {
            ui.horizontal(|ui| {
                let back = if wide {
                    crate::tr!(ui, "hud-back-levels")
                } else {
                    "←".to_string()
                };
                let back = egui::Button::new(back).min_size(egui::vec2(44.0, 34.0));
                if ui
                    .add(back)
                    .on_hover_text(crate::tr!(ui, "hud-back-levels-hover"))
                    .clicked()
                {
                    next.set(Screen::Levels);
                }
                ui.add_space(10.0);
                ui.add(
                    egui::Label::new(title_text(&title, if wide { 26.0 } else { 20.0 })).truncate(),
                );
            });
        });
    let side = if wide {
        egui::Panel::right("edit-panel").exact_size(side_width(ctx.content_rect().size()))
    } else {
        egui::Panel::bottom("edit-panel").exact_size(ctx.content_rect().height() * 0.45)
    };
    side.frame(frame).show(&mut root, |ui| {
        // Under the board or on a short window, the verdict and the ways on come first, where
        // they are seen without scrolling.
        let verdict_first = !wide || ctx.content_rect().height() < SHORT;
        theme::cards::scrolling_list()
            .show(ui, |ui| tools(ui, &mut editor, &mut acts, verdict_first));
    });
    egui::CentralPanel::default()
        .frame(egui::Frame::new().fill(egui_color(crate::theme::palette::of(ctx).background)))
        .show(&mut root, |ui| super::board::board(ui, &mut editor));
    for act in acts {
        act_on(act, &mut editor, &mut doing);
    }
    Ok(())
}

/// The panel's contents, top to bottom (under a board on a narrow window, the verdict and the
/// ways on come first, where they are seen without scrolling).
fn tools(ui: &mut egui::Ui, editor: &mut Editor, acts: &mut Vec<Act>, verdict_first: bool) {
    ui.spacing_mut().item_spacing = egui::vec2(8.0, 8.0);
    if verdict_first {
        verdict(ui, editor);
        ways_on(ui, acts);
        note(ui, editor, acts);
        ui.separator();
    }
    name(ui, editor);
    if crate::games::shown(editor.draft.kind()).sized() {
        size(ui, editor);
    }
    ui.separator();
    crate::games::shown(editor.draft.kind()).edit_tools(ui, editor);
    ui.separator();
    history(ui, editor, acts);
    if !verdict_first {
        verdict(ui, editor);
        ways_on(ui, acts);
        note(ui, editor, acts);
    }
}

/// The last word for the player, if any.
fn note(ui: &mut egui::Ui, editor: &Editor, acts: &mut Vec<Act>) {
    if let Some((note, warns)) = &editor.note {
        let colour = if *warns {
            egui_color(crate::theme::palette::of(ui.ctx()).warn)
        } else {
            egui_color(crate::theme::palette::of(ui.ctx()).accent)
        };
        ui.label(egui::RichText::new(note).color(colour));
    }
    if editor.reopened
        && ui
            .button(crate::tr!(ui, "editor-afresh"))
            .on_hover_text(crate::tr!(ui, "editor-afresh-hover"))
            .clicked()
    {
        acts.push(Act::Afresh);
    }
}

/// The level's name, its title in the file.
fn name(ui: &mut egui::Ui, editor: &mut Editor) {
    let mut name = editor.name();
    ui.horizontal(|ui| {
        ui.label(crate::tr!(ui, "editor-name"));
        let field = egui::TextEdit::singleline(&mut name)
            .char_limit(60)
            .desired_width(ui.available_width());
        if ui.add(field).changed() {
            let name = name.replace(['\n', '\r'], " ");
            editor.change(|d| {
                if name.trim().is_empty() {
                    d.meta.remove("title");
                } else {
                    d.meta.set("title", name.trim());
                }
                Ok(())
            });
        }
    });
}

/// The board's columns and rows.
fn size(ui: &mut egui::Ui, editor: &mut Editor) {
    let (mut cols, mut rows) = editor.draft.size();
    let least = editor.draft.style().smallest;
    let most = editor.draft.style().largest;
    ui.horizontal(|ui| {
        ui.label(crate::tr!(ui, "editor-size"));
        ui.add(egui::DragValue::new(&mut cols).range(least.0..=most))
            .on_hover_text(crate::tr!(ui, "editor-columns"));
        ui.label("×");
        ui.add(egui::DragValue::new(&mut rows).range(least.1..=most))
            .on_hover_text(crate::tr!(ui, "editor-rows"));
    });
    if (cols, rows) != editor.draft.size() {
        editor.change(|d| {
            d.resize(cols, rows);
            Ok(())
        });
    }
}

/// Undo and redo.
fn history(ui: &mut egui::Ui, editor: &Editor, acts: &mut Vec<Act>) {
    let (undo, redo) = editor.history();
    ui.horizontal_wrapped(|ui| {
        let b = |ui: &mut egui::Ui, label: &str, key: &str, on: bool| {
            let look = egui::RichText::new;
            keyed_button(ui, (label, label), look, key, (on, 0.0)).clicked()
        };
        if b(ui, &crate::tr!(ui, "hud-undo"), "Z", undo) {
            acts.push(Act::Undo);
        }
        if b(ui, &crate::tr!(ui, "hud-redo"), "Y", redo) {
            acts.push(Act::Redo);
        }
    });
}

/// The solver's verdict, in a box.
fn verdict(ui: &mut egui::Ui, editor: &Editor) {
    let (mut text, colour) = finding_words(
        crate::lang::of(ui.ctx()),
        &editor.finding,
        editor.draft.kind(),
        &theme::palette::of(ui.ctx()),
    );
    if let (Finding::Checking, Some(doing)) = (&editor.finding, &editor.doing) {
        text = doing.clone();
    }
    egui::Frame::new()
        .fill(egui_color(crate::theme::palette::of(ui.ctx()).background))
        .corner_radius(8)
        .inner_margin(10)
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.label(egui::RichText::new(text).color(colour).size(16.0));
        });
}

/// The finding in words, and its colour, for a level of puzzle `kind`.
pub fn finding_words(
    words: Words,
    finding: &Finding,
    kind: puzzles::Kind,
    palette: &theme::palette::Palette,
) -> (String, egui::Color32) {
    let good = egui_color(palette.good);
    let warn = egui_color(palette.warn);
    let grey = palette.grey(190);
    match finding {
        // The reader's own words (English) in the player's frame, with the cell at fault (or,
        // on a chain typed in one line, the letter).
        Finding::Invalid { why, spot } => (invalid_words(words, why, *spot, kind), warn),
        Finding::Checking => (crate::tr!(words, "editor-checking"), grey),
        Finding::Found(solvable @ Verdict::Solvable { .. }) => {
            (solvable_words(words, solvable), good)
        }
        Finding::Found(Verdict::Own(said)) => (said.clone(), good),
        Finding::Found(Verdict::AlreadySolved) => {
            (crate::tr!(words, "editor-already-solved"), warn)
        }
        Finding::Found(Verdict::Unsolvable(why)) => {
            // The puzzle's own reason, in the player's words; any other as it was given.
            let words = if *why == kind.why_unsolvable() {
                crate::words_of!(words).message(&format!("editor-unsolvable-{kind}"), &[])
            } else {
                crate::tr!(words, "editor-unsolvable", why = *why)
            };
            (words, warn)
        }
        Finding::Found(Verdict::GaveUp(nodes)) => (
            crate::tr!(words, "editor-gave-up", positions = *nodes),
            grey,
        ),
    }
}

/// Why the drawing is not a level, with the cell at fault (or, on a chain typed in one line,
/// the letter).
fn invalid_words(
    words: Words,
    why: &str,
    spot: Option<puzzles::drawing::Spot>,
    kind: puzzles::Kind,
) -> String {
    let why = why.to_string();
    match spot {
        Some(spot) if kind.drawing_style().one_line => crate::tr!(
            words,
            "editor-invalid-letter",
            letter = spot.col + 1,
            why = why
        ),
        Some(spot) => crate::tr!(
            words,
            "editor-invalid-at",
            row = spot.row + 1,
            column = spot.col + 1,
            why = why
        ),
        None => crate::tr!(words, "editor-invalid", why = why),
    }
}

/// A level that can be solved: its par and how hard it is (or at most how long its solution
/// is), and what the puzzle adds of it.
fn solvable_words(words: Words, verdict: &Verdict) -> String {
    let Verdict::Solvable {
        par,
        optimal,
        difficulty,
        note,
    } = verdict
    else {
        return String::new();
    };
    let mut said = if *optimal {
        crate::tr!(
            words,
            "editor-solvable",
            par = *par,
            difficulty = words.difficulty_name(*difficulty)
        )
    } else {
        crate::tr!(words, "editor-solvable-at-most", par = *par)
    };
    if let Some(note) = note {
        said += &format!(" · {note}");
    }
    said
}

/// The button that writes the level file: a download in a browser.
fn save_file_label(words: Words) -> String {
    if cfg!(target_arch = "wasm32") {
        crate::tr!(words, "editor-download-file")
    } else {
        crate::tr!(words, "editor-save-file")
    }
}

/// Try it, keep it, share its code, write its file.
fn ways_on(ui: &mut egui::Ui, acts: &mut Vec<Act>) {
    ui.horizontal_wrapped(|ui| {
        let label = crate::tr!(ui, "editor-try");
        if keyed_button(ui, (&label, &label), bold, "Enter", (true, 34.0))
            .on_hover_text(crate::tr!(ui, "editor-try-hover"))
            .clicked()
        {
            acts.push(Act::Try);
        }
        for (label, hover, act) in [
            (
                crate::tr!(ui, "editor-show-solution"),
                crate::tr!(ui, "editor-show-solution-hover"),
                Act::Watch,
            ),
            (
                crate::tr!(ui, "editor-keep"),
                crate::tr!(ui, "editor-keep-hover"),
                Act::Keep,
            ),
            (
                crate::tr!(ui, "hud-share"),
                crate::tr!(ui, "editor-share-hover"),
                Act::Share,
            ),
            (
                save_file_label(crate::lang::of(ui.ctx())),
                crate::tr!(ui, "editor-file-hover"),
                Act::Export,
            ),
        ] {
            let button = egui::Button::new(label).min_size(egui::vec2(0.0, 34.0));
            if ui.add(button).on_hover_text(hover).clicked() {
                acts.push(act);
            }
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_wide_short_window_puts_the_panel_beside_the_board() {
        let beside = |w: f32, h: f32| side_by_side(egui::vec2(w, h));
        // 1280×800 at 100 % and at 200 %; 800×600 at 100 %, 150 % and 200 %.
        assert!(beside(1280.0, 800.0) && beside(640.0, 400.0) && beside(800.0, 600.0));
        assert!(beside(533.0, 400.0) && beside(400.0, 300.0));
        // A phone, upright or at 200 %; a window taller than wide: under it, as the board
        // needs the width.
        assert!(!beside(390.0, 844.0) && !beside(195.0, 422.0) && !beside(600.0, 700.0));
    }
}
