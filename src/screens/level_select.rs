//! The levels screen: the built-in levels of the chosen puzzle and the player's own, each with
//! a small picture, whether it is solved, the best move count and time, and par; and new random
//! levels.

use super::{ChosenPuzzle, Screen};
use crate::games::preview;
use crate::lang::Words;
use crate::level_id::LevelId;
use crate::levels;
use crate::progress::records::Progress;
use crate::shell::MakeLevel;
use crate::shell::OpenLevel;
use crate::theme;
use crate::theme::keys::keyed_button;
use crate::theme::style::{bold, title_text};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use puzzles::generate::Difficulty;
use puzzles::{AnyLevel, Kind};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<LevelList>()
        .add_systems(OnEnter(Screen::Levels), list_levels)
        .add_systems(
            EguiPrimaryContextPass,
            levels_ui
                .run_if(crate::theme::ui_ready)
                .run_if(in_state(Screen::Levels)),
        )
        .add_systems(
            Update,
            (
                keys.run_if(in_state(Screen::Levels))
                    .run_if(crate::input::keys_are_free),
                retitle.run_if(in_state(Screen::Levels)),
            ),
        );
}

/// One entry of the list.
#[derive(Clone)]
struct Entry {
    id: LevelId,
    title: String,
    level: AnyLevel,
    mine: bool,
    /// The chapter of the path of levels this one begins, if it begins one (`; chapter:` in
    /// its file): the levels from here to the next chapter teach one idea.
    chapter: Option<String>,
}

/// The levels on show, the one the keyboard is on, and the difficulty for new ones (for
/// roll-the-ball maps, their rows and columns).
#[derive(Resource)]
struct LevelList {
    entries: Vec<Entry>,
    focus: usize,
    difficulty: Difficulty,
    map_size: (usize, usize),
    /// The frames left in which the list brings the focused row into view. One is not enough:
    /// the first frames' layout is not settled (once the scroll bar shows, it narrows the
    /// words over the rows, which wrap again and push the row down).
    scroll_to_focus: u8,
    /// A level code being typed or pasted, and why the last one given could not be opened.
    code: String,
    code_error: Option<String>,
    /// Set by the "Open code" button: the field comes into view and takes the keyboard.
    code_wanted: bool,
    /// The words the titles were written in.
    words: Option<Words>,
}

/// The frames in which a list opened, or moved by a key, brings its focused row into view.
const SCROLL_FRAMES: u8 = 4;

impl Default for LevelList {
    fn default() -> Self {
        LevelList {
            entries: Vec::new(),
            focus: 0,
            difficulty: Difficulty::default(),
            map_size: (8, 10),
            code: String::new(),
            code_error: None,
            code_wanted: false,
            scroll_to_focus: 0,
            words: None,
        }
    }
}

/// A level's title in the list, in the language in force: a built-in level's from the
/// language files, one of the player's from its file ("My level" when it has none).
fn title_of(words: Words, id: &LevelId, level: &AnyLevel) -> String {
    levels::shown_title_of(words, id).unwrap_or_else(|| {
        level
            .meta()
            .title()
            .map_or_else(|| crate::tr!(words, "level-untitled"), str::to_string)
    })
}

/// The titles written again when the language changes.
fn retitle(mut list: ResMut<LevelList>, words: Res<Words>) {
    if list.words == Some(*words) {
        return;
    }
    list.words = Some(*words);
    for entry in &mut list.entries {
        entry.title = title_of(*words, &entry.id, &entry.level);
    }
}

fn list_levels(
    mut list: ResMut<LevelList>,
    chosen: Res<ChosenPuzzle>,
    progress: Res<Progress>,
    words: Res<Words>,
) {
    let words = *words;
    let kind = chosen.0;
    let mut entries: Vec<Entry> = levels::builtin(kind)
        .into_iter()
        .map(|b| {
            let level = b.level();
            let id = b.id();
            Entry {
                title: title_of(words, &id, &level),
                chapter: b.chapter(),
                id,
                level,
                mine: false,
            }
        })
        .collect();
    let prefix = format!("mine/{kind}/");
    // The levels the player made, then the random and shared ones the player only played.
    let mut kept: Vec<_> = progress
        .mine
        .iter()
        .filter(|l| l.id.starts_with(&prefix))
        .collect();
    kept.sort_by_key(|l| !l.id.is_made());
    for saved in kept {
        if let Ok(level) = AnyLevel::parse(kind, &saved.text) {
            entries.push(Entry {
                id: saved.id.clone(),
                title: title_of(words, &saved.id, &level),
                level,
                mine: true,
                chapter: None,
            });
        }
    }
    // Start on a level left half-way, else on the first level not yet solved.
    let focus = entries
        .iter()
        .position(|e| progress.resume.contains_key(&e.id))
        .or_else(|| entries.iter().position(|e| !progress.solved(&e.id)))
        .unwrap_or(0);
    *list = LevelList {
        entries,
        focus,
        difficulty: list.difficulty,
        map_size: list.map_size,
        scroll_to_focus: SCROLL_FRAMES,
        code: std::mem::take(&mut list.code),
        code_error: None,
        code_wanted: false,
        words: Some(words),
    };
}

fn open(entry: &Entry, out: &mut MessageWriter<OpenLevel>) {
    out.write(OpenLevel {
        id: entry.id.clone(),
        level: entry.level.clone(),
        moves: Vec::new(),
    });
}

/// Whether a new level of the kind is made as wide and as tall as the player asks, rather
/// than as hard (roll-the-ball's maps).
fn sized_by_rows_and_columns(kind: Kind) -> bool {
    let knobs = kind.knobs();
    knobs.contains(&"--rows") && knobs.contains(&"--cols")
}

fn new_level(chosen: &ChosenPuzzle, list: &LevelList, out: &mut MessageWriter<MakeLevel>) {
    let seed = rand::random::<u32>() as u64;
    let size = sized_by_rows_and_columns(chosen.0).then_some(list.map_size);
    out.write(MakeLevel::generated(chosen.0, seed, list.difficulty, size));
}

fn keys(
    presses: Res<crate::input::KeyPresses>,
    mut list: ResMut<LevelList>,
    chosen: Res<ChosenPuzzle>,
    mut out: MessageWriter<OpenLevel>,
    mut make: MessageWriter<MakeLevel>,
    mut edit: MessageWriter<crate::shell::EditLevel>,
    (words, progress): (Res<Words>, Res<Progress>),
) {
    let words = *words;
    if presses.just_pressed(KeyCode::KeyF) {
        take_offer(&mut list, &progress, chosen.0, (&mut out, &mut make));
    }
    if presses.just_pressed(KeyCode::KeyM) {
        edit.write(crate::shell::EditLevel::new_level(
            crate::screens::edit::starter(words, chosen.0),
        ));
    }
    let n = list.entries.len();
    if n == 0 {
        return;
    }
    let (down, up) = (
        presses.count(KeyCode::ArrowDown) % n,
        presses.count(KeyCode::ArrowUp) % n,
    );
    if down != up {
        list.focus = (list.focus + n + down - up) % n;
        list.scroll_to_focus = SCROLL_FRAMES;
    }
    if presses.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter, KeyCode::Space]) {
        open(&list.entries[list.focus], &mut out);
    }
    if presses.just_pressed(KeyCode::KeyN) {
        new_level(&chosen, &list, &mut make);
    }
}

/// Under the list, as wide as its rows: a field that takes a level code (of any puzzle, or a
/// link to the web version holding one) and opens its level.
fn code_card(ui: &mut egui::Ui, list: &mut LevelList, out: &mut MessageWriter<OpenLevel>) {
    let width = ui.available_width().min(900.0);
    ui.vertical_centered(|ui| {
        ui.set_max_width(width);
        egui::Frame::new()
            .fill(theme::palette::egui_color(
                crate::theme::palette::of(ui.ctx()).tray,
            ))
            .corner_radius(12)
            .inner_margin(egui::Margin::symmetric(14, 12))
            .show(ui, |ui| {
                ui.set_width(width - 28.0);
                ui.with_layout(egui::Layout::top_down(egui::Align::Min), |ui| {
                    ui.label(bold(crate::tr!(ui, "levels-open-code-heading")));
                    ui.add_space(4.0);
                    code_field(ui, list, out);
                });
            });
    });
}

/// The code field and its button, and why the last code could not be opened.
fn code_field(ui: &mut egui::Ui, list: &mut LevelList, out: &mut MessageWriter<OpenLevel>) {
    ui.horizontal_wrapped(|ui| {
        let field = egui::TextEdit::singleline(&mut list.code)
            .hint_text(crate::tr!(ui, "levels-code-hint"))
            .background_color(theme::palette::egui_color(
                crate::theme::palette::of(ui.ctx()).background,
            ))
            .desired_width((ui.available_width() - 130.0).clamp(160.0, 480.0));
        let typed = ui.add(field);
        if std::mem::take(&mut list.code_wanted) {
            typed.request_focus();
            typed.scroll_to_me(Some(egui::Align::Center));
        }
        let entered = typed.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        let open = egui::Button::new(bold(crate::tr!(ui, "levels-open-code")))
            .min_size(egui::vec2(0.0, 30.0));
        if (ui.add_enabled(!list.code.trim().is_empty(), open).clicked() || entered)
            && !list.code.trim().is_empty()
        {
            // A link to the web version holds the code after `#code=`.
            let code = list.code.rsplit("#code=").next().unwrap_or("").trim();
            match levels::is_code(code).then(|| levels::try_opening(code)) {
                Some(Ok(level)) => {
                    list.code.clear();
                    list.code_error = None;
                    out.write(level);
                }
                Some(Err(why)) => list.code_error = Some(why.told(crate::lang::of(ui.ctx()))),
                None => {
                    list.code_error = Some(crate::tr!(ui, "level-code-not-a-code"));
                }
            }
        }
    });
    if let Some(why) = &list.code_error {
        ui.label(egui::RichText::new(why).color(theme::palette::egui_color(
            crate::theme::palette::of(ui.ctx()).warn,
        )));
    }
}

/// What "Next for you" offers on this list (see [`super::for_you::Offer`]), and the entry of
/// the path's level it offers, if it offers one.
fn offer(
    list: &LevelList,
    progress: &Progress,
    kind: Kind,
) -> (super::for_you::Offer, Option<usize>) {
    use super::for_you::{Offer, choice};
    let unwon = list
        .entries
        .iter()
        .position(|e| !e.mine && !progress.solved(&e.id));
    match unwon {
        Some(i) => {
            let title = list.entries[i].title.clone();
            (
                Offer::OnThePath {
                    number: i + 1,
                    title,
                },
                Some(i),
            )
        }
        None => (Offer::AtYourRating(choice(progress, kind)), None),
    }
}

/// Opens what "Next for you" offers: the path's next level, or a new random one.
fn take_offer(
    list: &mut LevelList,
    progress: &Progress,
    kind: Kind,
    (out, make): (&mut MessageWriter<OpenLevel>, &mut MessageWriter<MakeLevel>),
) {
    match offer(list, progress, kind).1 {
        Some(i) => {
            list.focus = i;
            open(&list.entries[i], out);
        }
        None => super::for_you::make(progress, kind, make),
    }
}

/// A window shorter than this (in points, inside its margin) folds the heading's tools into
/// one menu beside "Next for you" and leaves out that button's sentence: the levels are what
/// the screen is for, and keep the room for rows.
const FOLD_TOOLS_BELOW: f32 = 480.0;

/// The heading's controls on a short window: "Next for you" (whether it was clicked) and a
/// menu of the tools.
fn folded_controls(
    ui: &mut egui::Ui,
    list: &mut LevelList,
    chosen: &ChosenPuzzle,
    made: &mut MessageWriter<MakeLevel>,
    edit: &mut MessageWriter<crate::shell::EditLevel>,
) -> bool {
    use egui::containers::menu::{MenuButton, MenuConfig};
    let asked = super::for_you::button(ui);
    let more = egui::Button::new(format!("{}…", crate::tr!(ui, "levels-more")))
        .min_size(egui::vec2(0.0, super::CONTROL_HEIGHT));
    // Open until a click outside it: the sizes of a new map are typed in it.
    let config = MenuConfig::new().close_behavior(egui::PopupCloseBehavior::CloseOnClickOutside);
    MenuButton::from_button(more).config(config).ui(ui, |ui| {
        ui.set_min_width(200.0);
        heading_controls(ui, list, chosen, made, edit);
    });
    asked
}

/// The heading's controls: a new random level (of the difficulty, or for roll-the-ball the
/// size, chosen beside it) and the way to a level code; in the menu of a short window one
/// under another.
fn heading_controls(
    ui: &mut egui::Ui,
    list: &mut LevelList,
    chosen: &ChosenPuzzle,
    made: &mut MessageWriter<MakeLevel>,
    edit: &mut MessageWriter<crate::shell::EditLevel>,
) {
    let in_menu = egui::containers::menu::is_in_menu(ui);
    let make = crate::tr!(ui, "levels-make");
    let look = egui::RichText::new;
    let height = super::CONTROL_HEIGHT;
    if keyed_button(ui, (&make, &make), look, "M", (true, height))
        .on_hover_text(crate::tr!(ui, "levels-make-hover"))
        .clicked()
    {
        edit.write(crate::shell::EditLevel::new_level(
            crate::screens::edit::starter(crate::lang::of(ui.ctx()), chosen.0),
        ));
    }
    // The window's width, not the row's: beside the title the row is only as wide as the
    // controls were found to be.
    let label = if ui.ctx().content_rect().width() < crate::theme::cards::NARROW {
        crate::tr!(ui, "levels-new-short")
    } else {
        crate::tr!(ui, "levels-new")
    };
    if keyed_button(ui, (&label, &label), bold, "N", (true, height)).clicked() {
        new_level(chosen, list, made);
    }
    let code = egui::Button::new(crate::tr!(ui, "levels-open-code"))
        .min_size(egui::vec2(0.0, super::CONTROL_HEIGHT));
    if ui
        .add(code)
        .on_hover_text(crate::tr!(ui, "levels-open-code-hover"))
        .clicked()
    {
        list.code_wanted = true;
        ui.close();
    }
    if sized_by_rows_and_columns(chosen.0) {
        // A new map is as wide and as tall as the player asks (on a line of its own when the
        // controls wrap: its fields keep together).
        if ui.layout().main_wrap {
            ui.end_row();
        }
        crate::games::shown(chosen.0).size_fields(ui, &mut list.map_size);
    } else {
        // Where the row has no room left for it, on the next (a drop-down list does not wrap
        // by itself).
        if ui.layout().main_wrap && ui.available_size_before_wrap().x < DIFFICULTY_WIDTH + 30.0 {
            ui.end_row();
        }
        if in_menu {
            // A drop-down list in a menu would close it: the difficulties one under another.
            ui.separator();
            for d in Difficulty::ALL {
                let name = crate::lang::of(ui.ctx()).difficulty_name(d);
                ui.radio_value(&mut list.difficulty, d, name);
            }
            return;
        }
        let mut difficulty = list.difficulty;
        egui::ComboBox::from_id_salt("difficulty")
            .selected_text(crate::lang::of(ui.ctx()).difficulty_name(difficulty))
            .width(DIFFICULTY_WIDTH)
            .show_ui(ui, |ui| {
                for d in Difficulty::ALL {
                    ui.selectable_value(
                        &mut difficulty,
                        d,
                        crate::lang::of(ui.ctx()).difficulty_name(d),
                    );
                }
            });
        list.difficulty = difficulty;
    }
}

/// The difficulty's drop-down list's width, in points.
const DIFFICULTY_WIDTH: f32 = 110.0;

fn levels_ui(
    mut contexts: EguiContexts,
    mut list: ResMut<LevelList>,
    chosen: Res<ChosenPuzzle>,
    mut progress: ResMut<Progress>,
    mut out: MessageWriter<OpenLevel>,
    mut make: MessageWriter<MakeLevel>,
    mut edit: MessageWriter<crate::shell::EditLevel>,
    mut next: ResMut<NextState<Screen>>,
    (touch, mut chosen_item): (
        Res<crate::input::TouchFirst>,
        ResMut<crate::screen_reader::Chosen>,
    ),
) -> Result {
    let touch_first = touch.0;
    let ctx = contexts.ctx_mut()?;
    let mut asked_for_offer = false;
    super::page(ctx, |ui| {
        let folded = ui.available_height() < FOLD_TOOLS_BELOW;
        // Smaller in a narrow window, to leave room for the new-level controls.
        let size = if ui.available_width() < 800.0 {
            28.0
        } else {
            34.0
        };
        super::heading(
            ui,
            (&crate::tr!(ui, "levels-back"), Screen::Puzzles),
            &mut next,
            (&crate::words_of!(ui).puzzle_name(chosen.0), size),
            |ui| {
                if folded {
                    asked_for_offer = folded_controls(ui, &mut list, &chosen, &mut make, &mut edit);
                } else {
                    heading_controls(ui, &mut list, &chosen, &mut make, &mut edit);
                }
            },
        );
        if folded {
            ui.add_space(6.0);
        } else {
            ui.add_space(8.0);
            let (offered, _) = offer(&list, &progress, chosen.0);
            asked_for_offer |= super::for_you::line(ui, &offered);
            ui.add_space(10.0);
        }
        let scroll = list.scroll_to_focus > 0;
        if scroll {
            list.scroll_to_focus -= 1;
            ui.ctx().request_repaint();
        }
        let focus = list.focus;
        let mut clicked = None;
        let mut mine_asked = None;
        theme::cards::scrolling_list()
            .auto_shrink([false, false])
            .show(ui, |ui| {
                // Whether the headings over the levels made and the levels played are shown.
                let mut headed = (false, false);
                let starred = crate::games::shown(chosen.0).starred();
                for (i, entry) in list.entries.iter().enumerate() {
                    let headings_top = ui.cursor().top();
                    if entry.mine {
                        mine_heading(ui, entry, &mut headed, touch_first);
                    }
                    if let Some(chapter) = &entry.chapter {
                        let stars = starred.then(|| chapter_stars(&list.entries[i..], &progress));
                        chapter_heading(ui, chosen.0, chapter, stars);
                    }
                    let record = (progress.record(&entry.id), progress.resume.get(&entry.id));
                    let stars = starred.then(|| stars_of(entry, &progress));
                    let (response, said) = row(ui, i, entry, (record, stars), focus == i);
                    super::list_item(
                        ui.ctx(),
                        response.id,
                        said,
                        (i + 1, list.entries.len()),
                        (focus == i).then_some(&mut *chosen_item),
                    );
                    if scroll && focus == i {
                        scroll_to_row(ui, response.rect, headings_top);
                    }
                    if entry.mine
                        && let Some(asked) = mine_menu(&response)
                    {
                        mine_asked = Some((i, asked));
                    }
                    if response.clicked() {
                        clicked = Some(i);
                    }
                }
                ui.add_space(12.0);
                code_card(ui, &mut list, &mut out);
                ui.add_space(12.0);
            });
        if let Some(i) = clicked {
            list.focus = i;
            open(&list.entries[i], &mut out);
        }
        if let Some((i, asked)) = mine_asked {
            act_on_mine(&mut list, i, asked, &mut progress, &mut edit);
        }
    });
    if asked_for_offer {
        take_offer(&mut list, &progress, chosen.0, (&mut out, &mut make));
    }
    Ok(())
}

/// The heading over the first of the levels the player made, and over the first of those the
/// player only played; `headed` says which are shown already.
fn mine_heading(ui: &mut egui::Ui, entry: &Entry, headed: &mut (bool, bool), touch_first: bool) {
    let made = entry.id.is_made();
    if made && !headed.0 {
        headed.0 = true;
        yours_heading(ui, "levels-yours", touch_first);
    } else if !made && !headed.1 {
        headed.1 = true;
        yours_heading(ui, "levels-played", touch_first);
    }
}

/// The heading (`heading`, a message's id) over the levels the player made or the ones the
/// player played (random or shared), and how to change them; over the rows, which stand in
/// the middle at 900 points at most.
fn yours_heading(ui: &mut egui::Ui, heading: &str, touch_first: bool) {
    ui.add_space(10.0);
    ui.horizontal(|ui| {
        let width = ui.available_width().min(900.0);
        ui.add_space((ui.available_width() - width) / 2.0);
        let heading = crate::words_of!(ui).message(heading, &[]);
        ui.label(title_text(heading, 24.0));
    });
    ui.horizontal(|ui| {
        let width = ui.available_width().min(900.0);
        ui.add_space((ui.available_width() - width) / 2.0);
        let hint = if touch_first {
            crate::tr!(ui, "levels-yours-touch-hint")
        } else {
            crate::tr!(ui, "levels-yours-hint")
        };
        ui.add(
            egui::Label::new(
                egui::RichText::new(hint).color(crate::theme::palette::of(ui.ctx()).grey(150)),
            )
            .wrap(),
        );
    });
    ui.add_space(6.0);
}

/// The stars a level's record earned, of three, for a puzzle scored in stars.
fn stars_of(entry: &Entry, progress: &Progress) -> usize {
    progress
        .record(&entry.id)
        .map_or(0, |r| r.stars(entry.level.par()))
}

/// The stars earned in the chapter the first of `entries` begins, and the stars it has.
fn chapter_stars(entries: &[Entry], progress: &Progress) -> (usize, usize) {
    let levels = 1 + entries[1..]
        .iter()
        .take_while(|e| e.chapter.is_none() && !e.mine)
        .count();
    let earned = entries[..levels]
        .iter()
        .map(|e| stars_of(e, progress))
        .sum();
    (earned, 3 * levels)
}

/// Brings the row at `row` into view with the headings over it (from `headings_top`: its
/// chapter's name, or the heading of the levels made) when both fit, else the row alone at the
/// top, its headings wholly out of sight: a list opened on a chapter's first level showed the
/// row under a chapter name cut by the list's edge.
fn scroll_to_row(ui: &egui::Ui, row: egui::Rect, headings_top: f32) {
    let with_headings = egui::Rect::from_min_max(egui::pos2(row.left(), headings_top), row.max);
    // At once: the target is asked for again while the layout settles, and a scroll still
    // on its way would leave the list short of it.
    let at_once = egui::style::ScrollAnimation::none();
    if with_headings.height() <= ui.clip_rect().height() {
        ui.scroll_to_rect_animation(with_headings, Some(egui::Align::Center), at_once);
    } else {
        // A rect brought to the top is put a spacing below it, which showed a sliver of the
        // words over the row: asked for a spacing lower, the row's own top is the list's.
        let lower = egui::vec2(0.0, ui.spacing().item_spacing.y);
        ui.scroll_to_rect_animation(row.translate(lower), Some(egui::Align::Min), at_once);
    }
}

/// Over the first level of a chapter: its name, what it teaches, and (for a puzzle scored in
/// stars) the stars earned in it; over the rows, in the middle at 900 points at most.
fn chapter_heading(ui: &mut egui::Ui, kind: Kind, chapter: &str, stars: Option<(usize, usize)>) {
    let words = crate::lang::of(ui.ctx());
    let name = levels::chapter_name(words, kind, chapter);
    let teaches = words.try_message(&format!("chapter-{kind}-{chapter}-teaches"), &[]);
    ui.add_space(10.0);
    let width = ui.available_width().min(900.0);
    ui.vertical_centered(|ui| {
        ui.set_max_width(width);
        ui.horizontal(|ui| {
            ui.label(title_text(name, 24.0));
            if let Some((earned, of)) = stars {
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    ui.add_space(16.0);
                    let gold = theme::palette::egui_color(theme::palette::of(ui.ctx()).gold);
                    let said = format!("★ {earned} / {of}");
                    ui.label(egui::RichText::new(said).color(gold).size(17.0))
                        .on_hover_text(crate::tr!(
                            ui,
                            "levels-chapter-stars",
                            earned = earned,
                            of = of
                        ));
                });
            }
        });
        if let Some(teaches) = teaches {
            let grey = theme::palette::of(ui.ctx()).grey(160);
            ui.with_layout(egui::Layout::top_down(egui::Align::Min), |ui| {
                ui.add(egui::Label::new(egui::RichText::new(teaches).color(grey)).wrap());
            });
        }
    });
    ui.add_space(6.0);
}

/// The menu of a row of the player's own (a right click, or a long press): what was chosen.
fn mine_menu(response: &egui::Response) -> Option<Mine> {
    let mut asked = None;
    response.context_menu(|ui| {
        if ui.button(crate::tr!(ui, "levels-edit")).clicked() {
            asked = Some(Mine::Edit);
        }
        if ui.button(crate::tr!(ui, "levels-delete")).clicked() {
            asked = Some(Mine::Delete);
        }
    });
    asked
}

/// What the player asked of a level of their own, from its menu (a right click, or a long
/// press).
#[derive(Clone, Copy)]
enum Mine {
    /// Change it in the editor (its name too), kept again under its id.
    Edit,
    /// Delete it, with its record.
    Delete,
}

/// Edits or deletes the player's own level at `i`.
fn act_on_mine(
    list: &mut LevelList,
    i: usize,
    asked: Mine,
    progress: &mut Progress,
    edit: &mut MessageWriter<crate::shell::EditLevel>,
) {
    let entry = list.entries[i].clone();
    match asked {
        Mine::Edit => {
            edit.write(crate::shell::EditLevel {
                level: entry.level,
                mine: Some(entry.id),
                unkept_first: false,
            });
        }
        Mine::Delete => {
            progress.forget_level(&entry.id);
            list.entries.remove(i);
            list.focus = list.focus.min(list.entries.len().saturating_sub(1));
        }
    }
}

/// Rows narrower than this put their words in smaller type and their picture smaller.
const SLIM_ROWS: f32 = 480.0;

/// Rows narrower than this (a phone at the largest text) leave their picture out and let their
/// words wrap, the row as tall as they are: a level's name is never cut to a letter.
const TINY_ROWS: f32 = 300.0;

/// What a row shows of the player's progress: the level's record, where it was left, and
/// (for a puzzle scored in stars) the stars earned.
type RowProgress<'a> = (
    (
        Option<&'a crate::progress::records::LevelRecord>,
        Option<&'a crate::progress::records::Resume>,
    ),
    Option<usize>,
);

fn row(
    ui: &mut egui::Ui,
    index: usize,
    entry: &Entry,
    (record, stars): RowProgress,
    focused: bool,
) -> (egui::Response, String) {
    let width = ui.available_width().min(900.0);
    let narrow = width < SLIM_ROWS;
    let tiny = width < TINY_ROWS;
    let thumb_size = match (tiny, narrow) {
        (true, _) => egui::Vec2::ZERO,
        (false, true) => egui::vec2(60.0, 46.0),
        (false, false) => egui::vec2(84.0, 60.0),
    };
    // The words are laid out first, for the row's height; the mark goes at the right, the
    // words get the room between it and the picture.
    let layout = ui.painter().clone();
    let (mark, colour) = mark(&layout, record, stars, narrow);
    let words_left = if tiny {
        14.0
    } else {
        10.0 + thumb_size.x + 14.0
    };
    let room = (width - words_left - 16.0 - mark.size().x - 12.0).max(40.0);
    let (title, detail) = row_texts(&layout, index, entry, (narrow, tiny), room);
    let said = [title.text(), detail.text(), mark.text()]
        .iter()
        .map(|t| t.replace('\n', " "))
        .filter(|t| !t.trim().is_empty())
        .collect::<Vec<_>>()
        .join(". ");
    let words_height = title.size().y + 4.0 + detail.size().y;
    let height = match (tiny, narrow) {
        (true, _) => (words_height + 20.0).max(64.0),
        (false, true) => (words_height + 20.0).max(64.0),
        (false, false) => 78.0,
    };
    let (outer, response) = ui.allocate_exact_size(
        egui::vec2(ui.available_width(), height),
        egui::Sense::click(),
    );
    let rect = egui::Rect::from_center_size(outer.center(), egui::vec2(width, outer.height()));
    let painter = ui.painter_at(rect);
    theme::cards::card_background(
        &painter,
        rect.shrink2(egui::vec2(0.0, 3.0)),
        focused,
        12,
        2.0,
    );
    if !tiny {
        let thumb = egui::Rect::from_min_size(
            egui::pos2(rect.left() + 10.0, rect.center().y - thumb_size.y / 2.0),
            thumb_size,
        );
        preview::draw(&painter, thumb, &entry.level);
    }
    let mark_at = egui::pos2(
        rect.right() - 16.0 - mark.size().x,
        rect.center().y - mark.size().y / 2.0,
    );
    let x = rect.left() + words_left;
    let top = rect.center().y - words_height / 2.0;
    let detail_y = top + title.size().y + 4.0;
    painter.galley(egui::pos2(x, top), title, egui::Color32::WHITE);
    painter.galley(egui::pos2(x, detail_y), detail, egui::Color32::WHITE);
    painter.galley(mark_at, mark, colour);
    (
        response.on_hover_cursor(egui::CursorIcon::PointingHand),
        said,
    )
}

/// A row's mark: the best count and time when the level is solved (with a star for par
/// reached without help, or the stars of three earned for a puzzle scored in stars), else
/// whether it was left half-way (and how far), else that it is not solved.
fn mark(
    painter: &egui::Painter,
    (record, left): (
        Option<&crate::progress::records::LevelRecord>,
        Option<&crate::progress::records::Resume>,
    ),
    stars: Option<usize>,
    narrow: bool,
) -> (std::sync::Arc<egui::Galley>, egui::Color32) {
    let green = theme::palette::egui_color(theme::palette::of(painter.ctx()).good);
    let grey = crate::theme::palette::of(painter.ctx()).grey(130);
    let (words, colour) = match record {
        // Where room is short, a puzzle scored in stars shows them alone.
        Some(r) if r.solved && narrow && stars.is_some() => (String::new(), green),
        Some(r) if r.solved => (
            solved_mark(crate::lang::of(painter.ctx()), r, narrow),
            green,
        ),
        _ if let Some(left) = left => (
            if narrow {
                format!("▶ {}", left.done.len())
            } else {
                crate::tr!(painter, "levels-in-progress", moves = left.done.len())
            },
            theme::palette::egui_color(crate::theme::palette::of(painter.ctx()).accent),
        ),
        _ if narrow && stars.is_some() => (String::new(), grey),
        _ if narrow => ("–".to_string(), grey),
        _ => (crate::tr!(painter, "levels-not-solved"), grey),
    };
    let font = egui::FontId::proportional(16.0);
    let mut job = egui::text::LayoutJob::single_section(
        words,
        egui::TextFormat::simple(font.clone(), colour),
    );
    let gold = theme::palette::egui_color(crate::theme::palette::of(painter.ctx()).gold);
    if let Some(earned) = stars {
        let grey = crate::theme::palette::of(painter.ctx()).unearned_star();
        if !job.text.is_empty() {
            job.append("  ", 0.0, egui::TextFormat::simple(font.clone(), colour));
        }
        for k in 0..3 {
            let star = if k < earned { gold } else { grey };
            job.append("★", 0.0, egui::TextFormat::simple(font.clone(), star));
        }
    } else if record.is_some_and(|r| r.solved && r.par_unaided) {
        job.append("  ★", 0.0, egui::TextFormat::simple(font, gold));
    }
    (painter.layout_job(job), colour)
}

/// The mark of a solved level: `✔ best 12 · 1:07` (`✔ 12 · 1:07` where room is short).
fn solved_mark(words: Words, r: &crate::progress::records::LevelRecord, narrow: bool) -> String {
    let time = r.best_time.map(crate::text_format::clock);
    // A win that kept no count (a program that left bonuses behind) shows its time alone.
    let best = r.best.map(|best| {
        if narrow {
            best.to_string()
        } else {
            crate::tr!(words, "levels-best", best = best)
        }
    });
    let said: Vec<String> = best.into_iter().chain(time).collect();
    format!("✔ {}", said.join(" · "))
}

/// A row's title (numbered, for a built-in level) and its details with par, each on one line
/// of `room` at most; on a slim row the title wraps to `room`, on a tiny one both do.
fn row_texts(
    painter: &egui::Painter,
    index: usize,
    entry: &Entry,
    (narrow, tiny): (bool, bool),
    room: f32,
) -> (std::sync::Arc<egui::Galley>, std::sync::Arc<egui::Galley>) {
    let lay_out = |text: String, font: egui::FontId, colour: egui::Color32, wraps: bool| {
        if wraps {
            painter.layout(text, font, colour, room)
        } else {
            theme::cards::one_line(painter, text, font, colour, room)
        }
    };
    let number = if entry.mine {
        String::new()
    } else {
        format!("{}. ", index + 1)
    };
    let title_size = if narrow { 18.0 } else { 21.0 };
    let title = lay_out(
        format!("{number}{}", entry.title),
        egui::FontId::new(title_size, egui::FontFamily::Name("title".into())),
        theme::palette::of(painter.ctx()).text(),
        // On a slim row a long name goes on to a second line rather than end in "…".
        narrow || tiny,
    );
    let par = entry.level.par().map_or(String::new(), |p| {
        format!(" · {}", crate::tr!(painter, "levels-par", par = p))
    });
    let detail = lay_out(
        format!(
            "{}{par}",
            summary(crate::lang::of(painter.ctx()), &entry.level)
        ),
        egui::FontId::proportional(if narrow { 13.0 } else { 15.0 }),
        crate::theme::palette::of(painter.ctx()).grey(180),
        tiny,
    );
    (title, detail)
}

/// A level's size and what it counts, in the language in force: `4×5, counted in moves`.
fn summary(words: Words, level: &AnyLevel) -> String {
    level
        .summary_parts()
        .into_iter()
        .map(|part| words.say(&part.named, &part.english))
        .reduce(|first, then| crate::tr!(words, "level-summary-join", first = first, then = then))
        .unwrap_or_default()
}
