//! The HUD while playing: level name, moves and par at the top; at the bottom a line of news
//! (the hint, what the solver is doing, what the keys do now), the playback controls and the
//! buttons; and, after a win, the win panel above them (celebrate.rs: the win recorded and
//! celebrated).
//!
//! Every part keeps its place whether or not it has something to show, so that the board never
//! changes size under the player's hand; only the win panel, which sits below the board rather
//! than over it, makes the board step aside.

pub mod buttons;
pub mod celebrate;
pub mod kept_room;
pub mod timeline;
pub mod top_bar;
pub mod win;

use crate::board::Insets;
use crate::play::playback::Playback;
use crate::play::{Command, PlayStatus};
use crate::shell::Screen;
use crate::theme;
use crate::theme::cards::NARROW;
use crate::theme::palette::egui_color;
use crate::theme::style::bold;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use buttons::act;
use buttons::tray_frame;
use celebrate::Banner;
use kept_room::{BarRooms, KeptRoom};
use top_bar::{BackTo, TopBarWays, par_label, thinking_label};
use win::{WinChoice, win_panel, win_words};

pub fn plugin(app: &mut App) {
    app.add_plugins((celebrate::plugin, kept_room::plugin))
        .add_systems(
            EguiPrimaryContextPass,
            (
                hud.run_if(move_by_move),
                copy_to_clipboard.run_if(|status: Res<PlayStatus>| status.to_copy.is_some()),
                board_in_words.run_if(|status: Res<PlayStatus>| status.kind.is_some()),
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

/// The board in words, for a screen reader: a node of the accessibility tree over the board,
/// named by the board's line ("Board: 3 by 3, 5 tiles out of place") and described whole.
fn board_in_words(
    mut contexts: EguiContexts,
    status: Res<PlayStatus>,
    insets: Res<crate::board::Insets>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let name = crate::tr!(
        crate::lang::of(ctx),
        "spoken-board",
        line = status.board_line.clone()
    );
    let screen = ctx.content_rect();
    let zoom = ctx.zoom_factor();
    ctx.accesskit_node_builder(egui::Id::new("board-in-words"), |node| {
        use egui::accesskit::{Rect, Role};
        node.set_role(Role::Image);
        node.set_label(name);
        node.set_description(status.board_whole.clone());
        node.set_bounds(Rect {
            x0: f64::from(screen.left() + insets.left / zoom),
            y0: f64::from(screen.top() + insets.top / zoom),
            x1: f64::from(screen.right() - insets.right / zoom),
            y1: f64::from(screen.bottom() - insets.bottom / zoom),
        });
    });
    Ok(())
}

/// Whether a puzzle is open that uses the shared HUD (roll-the-ball brings its own).
fn move_by_move(status: Res<PlayStatus>) -> bool {
    status.kind.is_some() && !status.own_hud
}

/// A line of news in a colour, wrapped where the bar is too narrow for it: never cut.
pub fn news_line(ui: &mut egui::Ui, text: &str, colour: egui::Color32) {
    ui.add(egui::Label::new(egui::RichText::new(text).size(16.0).color(colour)).wrap());
}

/// Where the HUD's controls go: in the tray at the bottom (scrolling, beyond `most` points,
/// rather than taking the board's room), or, on a window wide but short in the interface's
/// points (a large interface size), in a column `width` points wide at the left.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Layout {
    Bottom { most: f32 },
    Side { width: f32 },
}

/// A window shorter than this, in points, is short: the bars would leave the board too little.
pub const SHORT: f32 = 560.0;

impl Layout {
    /// The layout for a window of `screen`, with a top bar `top` points high and `right`
    /// points at the right taken by the puzzle's own panel. The board keeps at least half of
    /// the window's shorter side either way.
    fn of(screen: egui::Vec2, top: f32, right: f32) -> Layout {
        let least = least_board(screen);
        let width = (screen.x * 0.4).clamp(220.0, 360.0);
        let wide_and_short = screen.y < SHORT && screen.x >= 1.2 * screen.y;
        if wide_and_short && screen.x - right - width >= least {
            Layout::Side { width }
        } else {
            Layout::Bottom {
                // (A few points spare for the panel's edges.)
                most: (screen.y - top - least - 4.0).max(48.0),
            }
        }
    }
}

/// The least height of the bottom bar, in points: a row of buttons and the bar's edges.
const BOTTOM_LEAST: f32 = 64.0;

/// The least room the board is left, each way: half the window's shorter side.
pub fn least_board(screen: egui::Vec2) -> f32 {
    0.5 * screen.x.min(screen.y)
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
    (guide, mut rooms): (Option<Res<crate::play::guide::Guide>>, ResMut<BarRooms>),
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut root = theme::cards::root_ui(ctx);
    let now = time.elapsed_secs_f64();
    let mut sent = Vec::new();
    let screen = ctx.content_rect().size();
    // The interface's points are `zoom` of the window's pixels each (the interface size).
    let zoom = root.ctx().zoom_factor();

    // On a window wide but short, the guide goes in the column at the left, with the
    // controls: in the top bar it would leave the board a strip.
    let guide_at_the_side = matches!(
        Layout::of(screen, 0.0, insets.right / zoom),
        Layout::Side { .. }
    );
    let guide_on_top = guide.as_deref().filter(|_| !guide_at_the_side);
    let top = egui::Panel::top("hud-top")
        .frame(tray_frame(ctx))
        .show(&mut root, |ui| {
            if level_bar(ui, &status, &mut ways) {
                sent.push(Command::HowToPlay);
            }
            if !guide_at_the_side {
                guide_in_the_top_bar(
                    ui,
                    (guide_on_top, &status, touch.0),
                    &mut rooms.guide,
                    &mut sent,
                );
            }
        });
    let top_height = top.response.rect.height();
    let layout = Layout::of(screen, top_height, insets.right / zoom);
    let banner = banner.filter(|_| status.solved);
    let mut win_height = 0.0;
    // In a band above the bottom tray; in the column at the left, at its top (a band across a
    // short window would leave the board a strip).
    let in_column = matches!(layout, Layout::Side { .. });
    if let Some(banner) = banner.as_deref().filter(|_| !in_column) {
        // The bottom tray keeps a row of buttons and its scroll room, up to 96 points.
        let most = screen.y - top_height - least_board(screen) - 96.0;
        let (height, choice) = win_panel(&mut root, banner, screen.x < NARROW, most);
        win_height = height;
        sent.extend(choice.map(WinChoice::command));
    }
    let controls = Controls {
        status: &status,
        playback: &playback,
        now,
        touch: touch.0,
        // While the win panel is on show, the news line and the timeline give way to it,
        // so that the board keeps most of its size (its buttons stay).
        won: banner.is_some(),
        banner: banner.as_deref().filter(|_| in_column),
        guide: guide.as_deref().filter(|_| guide_at_the_side),
        short: screen.y < SHORT,
    };
    let (left, bottom) = controls_panel(
        &mut root,
        (layout, win_height),
        &controls,
        &mut rooms.news,
        &mut sent,
    );
    insets.top = top_height * zoom;
    insets.bottom = (bottom + win_height) * zoom;
    insets.left = left * zoom;
    commands_out.write_batch(sent);
    Ok(())
}

/// The guide's line under the level bar, if a guide is on show: it takes what the board, the
/// bottom bar's least and the bar's lower edge leave, two lines of words at least. Its room is
/// kept while the level is on show, once it has gone too (see `KeptRoom`); Skip gives it back,
/// as the player's finger is on Skip, not on the board.
fn guide_in_the_top_bar(
    ui: &mut egui::Ui,
    (guide, status, touch): (Option<&crate::play::guide::Guide>, &PlayStatus, bool),
    room: &mut KeptRoom,
    sent: &mut Vec<Command>,
) {
    let screen = ui.ctx().content_rect().size();
    let before = ui.next_widget_position().y;
    // (A few points spare, as the panels' edges round.)
    let edge = f32::from(tray_frame(ui.ctx()).inner_margin.bottom) + 4.0;
    let most = screen.y - before - least_board(screen) - BOTTOM_LEAST - edge;
    let skipped =
        guide.is_some_and(|guide| crate::play::guide::guide_line(ui, (guide, status, touch), most));
    let used = ui.next_widget_position().y - before;
    ui.add_space(room.keep(&status.level_id, screen.x, used));
    if skipped {
        sent.push(Command::SkipGuide);
        *room = KeptRoom::default();
    }
}

/// The HUD's controls in their panel, at the left or the bottom as `layout` says, above a win
/// panel `win_height` tall; the width it takes at the left and the height at the bottom.
fn controls_panel(
    root: &mut egui::Ui,
    (layout, win_height): (Layout, f32),
    controls: &Controls,
    news: &mut KeptRoom,
    sent: &mut Vec<Command>,
) -> (f32, f32) {
    let frame = tray_frame(root.ctx());
    match layout {
        Layout::Side { width } => {
            let side = egui::Panel::left("hud-side")
                .exact_size(width)
                .resizable(false)
                .show_separator_line(false)
                .frame(frame)
                .show(root, |ui| {
                    egui::ScrollArea::vertical().show(ui, |ui| controls.side(ui, news, sent));
                });
            (side.response.rect.width(), 0.0)
        }
        Layout::Bottom { most } => {
            let narrow = root.ctx().content_rect().width() < NARROW;
            let bottom = egui::Panel::bottom("hud-bottom")
                .frame(frame)
                .show(root, |ui| {
                    // As tall as its content, up to `most` (a panel's scrolling part would
                    // otherwise keep the height it had in the frame before).
                    let most = (most - win_height - 20.0).max(40.0);
                    egui::ScrollArea::vertical()
                        .max_height(most)
                        .min_scrolled_height(most)
                        .show(ui, |ui| controls.bottom(ui, (narrow, news), sent));
                });
            (0.0, bottom.response.rect.height())
        }
    }
}

/// What the HUD's controls show: the news line, the playback row and the buttons (on a short
/// window, or in the column, the buttons before the playback row: what scrolls out of sight
/// is what is needed least).
struct Controls<'a> {
    status: &'a PlayStatus,
    playback: &'a Playback,
    now: f64,
    touch: bool,
    won: bool,
    /// The win panel's words, to show at the top of the column.
    banner: Option<&'a Banner>,
    /// The first level's guide, to show at the top of the column.
    guide: Option<&'a crate::play::guide::Guide>,
    short: bool,
}

impl Controls<'_> {
    /// In the bottom tray: the news line, the playback row and the buttons, one under another.
    fn bottom(
        &self,
        ui: &mut egui::Ui,
        (narrow, news): (bool, &mut KeptRoom),
        sent: &mut Vec<Command>,
    ) {
        if !self.won {
            news_row(ui, (narrow, news, self.status), |ui| {
                status_line(ui, self.status, self.now, self.touch, sent);
            });
            if !self.short {
                timeline::row(ui, (self.status, self.playback), narrow, false, sent);
                ui.add_space(4.0);
            }
        }
        buttons(ui, self.status, (narrow, false), sent);
        if self.short && !self.won {
            timeline::row(ui, (self.status, self.playback), narrow, false, sent);
        }
    }

    /// In the column at the left: the same, laid out for its width.
    fn side(&self, ui: &mut egui::Ui, news: &mut KeptRoom, sent: &mut Vec<Command>) {
        if let Some(banner) = self.banner {
            sent.extend(win_words(ui, banner, (true, 22.0)).map(WinChoice::command));
            ui.separator();
        }
        if let Some(guide) = self.guide {
            // (The column scrolls: the words may take half the window before they do.)
            let most = 0.5 * ui.ctx().content_rect().height();
            if crate::play::guide::guide_line(ui, (guide, self.status, self.touch), most) {
                sent.push(Command::SkipGuide);
            }
        }
        if !self.won {
            news_row(ui, (true, news, self.status), |ui| {
                status_line(ui, self.status, self.now, self.touch, sent);
            });
        }
        buttons(ui, self.status, (true, true), sent);
        if !self.won {
            ui.add_space(4.0);
            timeline::row(ui, (self.status, self.playback), true, true, sent);
        }
    }
}

/// The news line's row: one line high on a wide bar, two on a narrow one, so that a hint and
/// its "moves to go" fit whole without the bar changing height; and if a line took more, that
/// room is kept while the level is on show (`news`).
fn news_row(
    ui: &mut egui::Ui,
    (narrow, news, status): (bool, &mut KeptRoom, &PlayStatus),
    add: impl FnOnce(&mut egui::Ui),
) {
    let line = ui.text_style_height(&egui::TextStyle::Body);
    let lines = if narrow { 2.0 } else { 1.0 };
    let used = ui
        .vertical(|ui| {
            ui.set_min_height(lines * line.max(20.0) + 4.0);
            add(ui);
        })
        .response
        .rect
        .height();
    let width = ui.ctx().content_rect().width();
    ui.add_space(news.keep(&status.level_id, width, used));
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
    top_bar::bar(
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
    } else if !ui
        .horizontal(|ui| thinking_label(ui, status.thinking.as_deref()))
        .inner
    {
        if let Some(hint) = &status.hint {
            news_line(
                ui,
                &crate::tr!(ui, "hud-hint-line", hint = hint.clone()),
                egui_color(crate::theme::palette::of(ui.ctx()).accent),
            );
        } else if let Some(help) = &status.help {
            news_line(ui, help, crate::theme::palette::of(ui.ctx()).grey(190));
        } else if let Some(coach) = chapter_coach(status, crate::lang::of(ui.ctx())) {
            news_line(
                ui,
                &coach,
                egui_color(crate::theme::palette::of(ui.ctx()).accent),
            );
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

/// One of the HUD's buttons: its words, its key, whether it can be pressed now, and what it
/// asks for.
struct Action {
    label: String,
    key: &'static str,
    enabled: bool,
    command: Command,
}

/// The HUD's buttons in their groups: undo, redo, restart; hint, solve; a new level, share,
/// edit a copy.
fn actions(ui: &egui::Ui, status: &PlayStatus) -> [Vec<Action>; 3] {
    let action = |id: &str, key, enabled, command| Action {
        label: crate::words_of!(ui).message(id, &[]),
        key,
        enabled,
        command,
    };
    let made = status.moves > 0;
    [
        vec![
            action("hud-undo", "Z", made, Command::Undo),
            action(
                "hud-redo",
                "Y",
                status.timeline > status.moves,
                Command::Redo,
            ),
            action("hud-restart", "R", made, Command::Restart),
        ],
        vec![
            action("hud-hint", "H", !status.solved, Command::Hint),
            action("hud-solve", "S", !status.solved, Command::Solve),
        ],
        vec![
            action("hud-new-level", "N", true, Command::NewLevel),
            action("hud-share", "X", true, Command::Share),
            action("hud-edit-copy", "M", true, Command::EditCopy),
        ],
    ]
}

/// The buttons, group after group, and the puzzle's own setting: in rows as the width allows,
/// or (`in_column`) two by two, each half the column's width.
fn buttons(
    ui: &mut egui::Ui,
    status: &PlayStatus,
    (narrow, in_column): (bool, bool),
    sent: &mut Vec<Command>,
) {
    let groups = actions(ui, status);
    if in_column {
        column_of_buttons(ui, &groups, sent);
        own_switch(ui, status, sent);
        return;
    }
    ui.horizontal_wrapped(|ui| {
        for (i, group) in groups.iter().enumerate() {
            if i > 0 {
                ui.separator();
            }
            for a in group {
                if act(ui, narrow, &a.label, a.key, a.enabled) {
                    sent.push(a.command);
                }
            }
        }
        if status.switch.is_some() {
            ui.separator();
            own_switch(ui, status, sent);
        }
    });
}

/// The buttons in a column: two to a row, each half the column, where both labels fit in
/// half; one to a row where either does not.
fn column_of_buttons(ui: &mut egui::Ui, groups: &[Vec<Action>], sent: &mut Vec<Command>) {
    let full = ui.available_width();
    let half = (full - ui.spacing().item_spacing.x) / 2.0;
    let padding = 2.0 * ui.spacing().button_padding.x;
    let fits_half = |a: &Action| {
        theme::style::text_width(ui, a.label.clone(), egui::TextStyle::Button) + padding <= half
    };
    let all: Vec<&Action> = groups.iter().flatten().collect();
    let fits: Vec<bool> = all.iter().map(|a| fits_half(a)).collect();
    let mut i = 0;
    while i < all.len() {
        let two = fits[i] && fits.get(i + 1) == Some(&true);
        let (row, width) = if two {
            (&all[i..i + 2], half)
        } else {
            (&all[i..i + 1], full)
        };
        i += row.len();
        ui.horizontal(|ui| {
            for a in row {
                let button = egui::Button::new(&a.label).wrap();
                let shown = ui.add_enabled_ui(a.enabled, |ui| {
                    ui.add_sized(egui::vec2(width, 40.0), button)
                });
                if shown.inner.clicked() {
                    sent.push(a.command);
                }
            }
        });
    }
}

/// The puzzle's own setting, if it has one.
fn own_switch(ui: &mut egui::Ui, status: &PlayStatus, sent: &mut Vec<Command>) {
    let Some(switch) = status.switch else {
        return;
    };
    let mut on = switch.on;
    // "Numbers T": the key in small grey letters, as on the buttons, and none by touch.
    let name = crate::words_of!(ui).message(switch.label, &[]);
    let text = theme::keys::with_key(ui, egui::RichText::new(format!("{name}  ")), switch.key);
    let shown = ui.checkbox(&mut on, text);
    theme::keys::read_as(&shown, &name, switch.key);
    if shown.changed() {
        sent.push(Command::Switch);
    }
}

/// On the first level of a chapter of a puzzle's path, before the first move: the chapter's
/// name and the idea it teaches ("The 3×3×3: a run of three lies along an edge of the box").
pub fn chapter_coach(status: &PlayStatus, words: crate::lang::Words) -> Option<String> {
    let kind = status.kind.filter(|_| status.moves == 0)?;
    let chapter = crate::levels::builtin(kind)
        .into_iter()
        .find(|b| b.id() == status.level_id)?
        .chapter()?;
    let teaches = words.try_message(&format!("chapter-{kind}-{chapter}-teaches"), &[])?;
    let name = crate::levels::chapter_name(words, kind, &chapter);
    Some(crate::tr!(
        words,
        "hud-chapter-coach",
        chapter = name,
        teaches = teaches
    ))
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
