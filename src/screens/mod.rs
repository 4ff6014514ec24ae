//! The screens of the game and how the player moves between them: Title → Puzzles →
//! Levels → Playing (and Puzzles → Stats, Levels → Edit), with Esc going back one screen.

pub mod edit;
pub mod for_you;
mod level_select;
pub mod over_time;
mod progress_file;
pub mod puzzle_select;
pub mod settings;
pub mod standing;
pub mod stats;
pub mod title;
mod today;

use crate::lang::Words;
use crate::shell::Screen;
use crate::theme;
use crate::theme::style::title_text;
use bevy::prelude::*;
use bevy_egui::egui;
use puzzles::Kind;

/// The puzzle the player chose on the puzzles screen.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChosenPuzzle(pub Kind);

impl Default for ChosenPuzzle {
    fn default() -> Self {
        ChosenPuzzle(Kind::ALL[0])
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_state::<Screen>()
        .init_resource::<ChosenPuzzle>()
        .add_plugins((
            title::plugin,
            puzzle_select::plugin,
            level_select::plugin,
            settings::plugin,
            stats::plugin,
            today::plugin,
        ))
        .add_systems(Update, name_the_window)
        .add_systems(
            Update,
            go_back
                .run_if(crate::input::keys_are_free)
                // After the puzzles' input, which may take Esc for itself.
                .after(crate::shell::PlaySystems::Input),
        );
}

/// A card or a row of a list, as a screen reader reads it: an item of the list, `number` of
/// `of`, said as `label`; the one the keys have `chosen` is told as the focus (see
/// `screen_reader::Chosen`).
pub fn list_item(
    ctx: &egui::Context,
    id: egui::Id,
    label: String,
    (number, of): (usize, usize),
    chosen: Option<&mut crate::screen_reader::Chosen>,
) {
    let selected = chosen.is_some();
    ctx.accesskit_node_builder(id, |node| {
        node.set_role(egui::accesskit::Role::ListItem);
        node.set_label(label);
        node.set_position_in_set(number);
        node.set_size_of_set(of);
        node.set_selected(selected);
    });
    if let Some(chosen) = chosen {
        chosen.0 = Some(id);
    }
}

/// Whether the pointer moved over `response` in this frame: the pointer chooses a card only
/// when it moves, so that the keys choose while it rests.
pub fn pointer_moved_over(ui: &egui::Ui, response: &egui::Response) -> bool {
    response.hovered() && ui.input(|i| i.pointer.delta() != egui::Vec2::ZERO)
}

/// Names the window after the screen on show (what is open over it first), in the player's
/// language: a screen reader says it when it changes.
fn name_the_window(
    screen: Res<State<Screen>>,
    (settings, compare, card): (
        Res<crate::shell::SettingsOpen>,
        Res<crate::shell::CompareOpen>,
        Res<crate::shell::RulesCard>,
    ),
    (chosen, status, words): (Res<ChosenPuzzle>, Res<crate::play::PlayStatus>, Res<Words>),
    mut name: ResMut<crate::screen_reader::WindowName>,
) {
    use crate::screen_reader::WindowName;
    let words = *words;
    let puzzle = |kind| words.puzzle_name(kind);
    let now = if settings.0 {
        WindowName::of(&crate::tr!(words, "settings-heading"))
    } else if compare.0 {
        WindowName::of(&crate::tr!(words, "compare-heading"))
    } else if let Some(kind) = card.0 {
        WindowName::of(&crate::tr!(words, "rules-heading", puzzle = puzzle(kind)))
    } else {
        match screen.get() {
            Screen::Title => WindowName::default(),
            Screen::Puzzles => WindowName::of(&crate::tr!(words, "puzzles-heading")),
            Screen::Levels => WindowName::of(&crate::tr!(
                words,
                "screen-levels",
                puzzle = puzzle(chosen.0)
            )),
            // Named once the level's title is known, so the name is said once.
            Screen::Playing if status.title.is_empty() => return,
            Screen::Playing => WindowName::of(&crate::tr!(
                words,
                "screen-playing",
                puzzle = puzzle(status.kind.unwrap_or(chosen.0)),
                level = status.title.clone()
            )),
            Screen::Stats => WindowName::of(&crate::tr!(words, "puzzles-stats")),
            Screen::Edit => WindowName::of(&crate::tr!(
                words,
                "edit-heading",
                puzzle = puzzle(chosen.0)
            )),
            Screen::Daily => WindowName::of(&crate::tr!(words, "daily-heading")),
        }
    };
    name.set_if_neq(now);
}

/// Esc goes back one screen (a puzzle may first use Esc itself, to drop a selection, and an
/// open menu closes first).
fn go_back(
    presses: Res<crate::input::KeyPresses>,
    screen: Res<State<Screen>>,
    mut next: ResMut<NextState<Screen>>,
    popup: Res<crate::input::PopupOpen>,
) {
    // (A puzzle or a card that used this frame's Esc took it: see `KeyPresses::take`.)
    if !presses.just_pressed(KeyCode::Escape) || popup.0 {
        return;
    }
    match screen.get() {
        Screen::Title => {}
        Screen::Puzzles => next.set(Screen::Title),
        Screen::Edit => next.set(Screen::Levels),
        Screen::Stats => next.set(Screen::Puzzles),
        Screen::Levels => next.set(Screen::Puzzles),
        Screen::Playing => next.set(Screen::Levels),
        Screen::Daily => next.set(Screen::Title),
    }
}

/// A menu screen: the whole window in the background colour, with a margin (less on a narrow
/// window).
fn page(ctx: &egui::Context, content: impl FnOnce(&mut egui::Ui)) {
    let mut root = theme::cards::root_ui(ctx);
    let margin = if ctx.content_rect().width() < crate::theme::cards::NARROW {
        12
    } else {
        24
    };
    egui::CentralPanel::default()
        .frame(
            egui::Frame::new()
                .fill(theme::palette::egui_color(
                    crate::theme::palette::of(ctx).background,
                ))
                .inner_margin(margin),
        )
        .show(&mut root, content);
}

/// The height of the controls in a menu's heading, so that buttons and drop-downs line up.
pub const CONTROL_HEIGHT: f32 = 38.0;

/// The heading's first line: the button back (an arrow alone on a narrow window) and the
/// title (or the title under it, `under`); where the line stands.
fn back_and_title(
    ui: &mut egui::Ui,
    back: (&str, Screen),
    next: &mut NextState<Screen>,
    (title, size): (&str, f32),
    (narrow, under): (bool, bool),
) -> egui::Rect {
    let title_line = |ui: &mut egui::Ui| {
        // A long title (in some languages) takes two lines on a narrow window rather than
        // losing its end.
        let label = egui::Label::new(title_text(title, size));
        ui.add(if narrow {
            label.wrap()
        } else {
            label.truncate()
        });
    };
    let line = ui.horizontal(|ui| {
        ui.spacing_mut().interact_size.y = CONTROL_HEIGHT;
        let label = if narrow { "←" } else { back.0 };
        if ui
            .add(egui::Button::new(label).min_size(egui::vec2(44.0, CONTROL_HEIGHT)))
            .on_hover_text(crate::tr!(
                ui,
                "menu-back-hover",
                place = back.0.trim_start_matches("← ").to_string()
            ))
            .clicked()
        {
            next.set(back.1);
        }
        if !under {
            ui.add_space(12.0);
            title_line(ui);
        }
    });
    if under {
        title_line(ui);
    }
    line.response.rect
}

/// The title's size, at most `size`, at which its longest word fits in `room` (down to 13
/// points), so that a long word ("Schlangenwürfel" on a phone at the largest text) is not
/// broken into pieces.
fn word_fits(ui: &egui::Ui, title: &str, size: f32, room: f32) -> f32 {
    let widest = title
        .split_whitespace()
        .map(|word| {
            let galley = ui.fonts_mut(|fonts| {
                fonts.layout_no_wrap(
                    word.to_string(),
                    egui::FontId::new(size, egui::FontFamily::Name("title".into())),
                    egui::Color32::WHITE,
                )
            });
            galley.size().x
        })
        .fold(0.0, f32::max);
    if widest <= room || widest <= 0.0 {
        size
    } else {
        (size * room / widest).floor().max(13.0)
    }
}

/// A menu's heading: a button back to the screen `back` (also Esc), the title at `size`
/// points, and whatever `right` lays out, ending at the right edge, on the same line when
/// everything fits there whole, else on a line of its own under the title.
fn heading(
    ui: &mut egui::Ui,
    back: (&str, Screen),
    next: &mut NextState<Screen>,
    (title, size): (&str, f32),
    right: impl FnOnce(&mut egui::Ui),
) {
    let narrow = ui.available_width() < crate::theme::cards::NARROW;
    // On a narrow window the title goes under the back arrow where its longest word would
    // not fit beside it at 18 points; a size at which that word fits, either way.
    let (size, under) = if narrow {
        let size = size.min(26.0);
        let beside = word_fits(ui, title, size, ui.available_width() - 64.0);
        if beside >= 18.0 {
            (beside, false)
        } else {
            (word_fits(ui, title, size, ui.available_width()), true)
        }
    } else {
        (size, false)
    };
    // How wide the controls on the right were found before (they are laid out after the
    // title): the widest they were found, for this title (a new language starts afresh).
    let right_id = ui.id().with(("heading controls", title));
    let right_width: Option<f32> = ui.data(|d| d.get_temp(right_id));
    let title_width = egui::WidgetText::from(title_text(title, size))
        .into_galley(
            ui,
            Some(egui::TextWrapMode::Extend),
            f32::INFINITY,
            egui::FontSelection::Default,
        )
        .size()
        .x;
    let back_width = if narrow { 44.0 } else { 150.0 };
    // Until they have been measured, on a line of their own: laid out there they take their
    // whole width (beside the title a nested group can go uncounted), so the choice, once
    // made, holds from frame to frame.
    let one_line = !narrow
        && right_width
            .is_some_and(|right| back_width + title_width + right + 40.0 < ui.available_width());
    let line = back_and_title(ui, back, next, (title, size), (narrow, under));
    let measured = match right_width.filter(|_| one_line) {
        Some(width) => {
            // Beside the title, ending at the right edge, in the order they come in under it.
            let right_edge = ui.max_rect().right();
            let mut row = ui.new_child(
                egui::UiBuilder::new()
                    .max_rect(egui::Rect::from_min_max(
                        egui::pos2(right_edge - width, line.top()),
                        egui::pos2(right_edge, line.bottom()),
                    ))
                    .layout(egui::Layout::left_to_right(egui::Align::Center)),
            );
            row.spacing_mut().interact_size.y = CONTROL_HEIGHT;
            right(&mut row);
            row.min_rect().width()
        }
        None => {
            ui.add_space(6.0);
            // Lines of their own as the window needs: nothing runs off its edge.
            ui.horizontal_wrapped(|ui| {
                ui.spacing_mut().interact_size.y = CONTROL_HEIGHT;
                right(ui);
                ui.min_rect().width()
            })
            .inner
        }
    };
    let widest = right_width.map_or(measured, |before| before.max(measured));
    ui.data_mut(|d| d.insert_temp(right_id, widest));
    // The first time (or once the controls grow) the choice of one line or two was made on
    // what was known before: the next frame, asked for now since a still screen may draw
    // none, makes it with the new width.
    if right_width.is_none_or(|before| widest > before + 1.0) {
        ui.ctx().request_repaint();
    }
}
