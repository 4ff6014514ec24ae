//! This screen's HUD: the level and its score at the top, the editor on the right, the run
//! controls and helpers at the bottom with a line of news, a bubble at the ball when a move is
//! blocked, and the win banner.

use super::run::{Ball, describe_step};
use super::{
    Bench, Coding, CodingSession, Desk, Note, Request, Tone, map_size_fields, program_panel,
};
use crate::board::{BoardCamera, Insets};
use crate::hud::celebrate::Banner;
use crate::hud::buttons::act;
use crate::hud::top_bar::{self, par_label, thinking_label};
use crate::hud::win::{WinChoice, win_panel};
use crate::play::playback::{Playback, SPEEDS};
use crate::play::solver::Hinted;
use crate::play::{Command, PlayStatus};
use crate::theme;
use crate::theme::palette::egui_color;
use crate::theme::style::bold;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use puzzles::kodable::Outcome;

/// Windows narrower than this put the editor under the map (and leave the new map's size to
/// the level list).
const EDITOR_UNDER_MAP: f32 = 700.0;

/// The HUD and the editor.
pub fn hud(
    mut contexts: EguiContexts,
    session: Res<CodingSession>,
    mut desk: ResMut<Desk>,
    hinted: Option<Res<Hinted<Coding>>>,
    time: Res<Time>,
    status: Res<PlayStatus>,
    playback: Res<Playback>,
    mut requests: MessageWriter<Request>,
    mut commands_out: MessageWriter<Command>,
    mut insets: ResMut<Insets>,
    mut ways: crate::hud::top_bar::TopBarWays,
    banner: Option<Res<Banner>>,
    camera: Query<(&Camera, &GlobalTransform), With<BoardCamera>>,
    ball: Query<&GlobalTransform, With<Ball>>,
    (guide, touch): (
        Option<Res<crate::play::guide::Guide>>,
        Res<crate::input::TouchFirst>,
    ),
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    let mut root = theme::cards::root_ui(&ctx);
    let mut out: Vec<Request> = Vec::new();
    let mut commands: Vec<Command> = Vec::new();
    desk.guided_now = guide.is_some();
    let coding = &mut Bench::new(&session, &mut desk, hinted.as_deref());
    // The window in the interface's points (its pixels at 100 %, half as many at 200 %).
    let screen = ctx.content_rect().size();
    let panel_frame = egui::Frame::new()
        .fill(egui_color(crate::theme::palette::of(&ctx).tray))
        .inner_margin(egui::Margin::symmetric(14, 10));

    let top = top_panel(
        &mut root,
        (coding, &status, panel_frame),
        (&mut ways, guide.as_deref(), touch.0),
        &mut commands,
    );

    // In a narrow window the buttons leave their keys to their tooltips.
    let bar = Bar::new(
        &status,
        &playback,
        time.elapsed_secs_f64(),
        screen.x < 1000.0,
    );
    let place = Place::of(screen);
    let spare = screen.y - top - map_height(coding.map, place, screen);
    let (bottom_height, editor_size) = lower_panels(
        &mut root,
        coding,
        (&bar, place, screen, spare),
        (banner.as_deref(), panel_frame),
        (&mut out, &mut commands),
    );
    *insets = place.insets(root.ctx().zoom_factor(), top, bottom_height, editor_size);

    bubble(&ctx, coding, &camera, &ball);
    requests.write_batch(out);
    commands_out.write_batch(commands);
    Ok(())
}

/// The panels under and beside the map: the bar of controls at the bottom (or heading the
/// editor), the editor, and after a win the win panel; the height they take at the bottom and
/// the editor's size.
fn lower_panels(
    root: &mut egui::Ui,
    coding: &mut Bench,
    (bar, place, screen, spare): (&Bar, Place, egui::Vec2, f32),
    (banner, panel_frame): (Option<&Banner>, egui::Frame),
    (out, commands): (&mut Vec<Request>, &mut Vec<Command>),
) -> (f32, egui::Vec2) {
    let bottom = match place.bottom_bar_most(spare) {
        Some(most) => bottom_bar(root, (bar, coding, most), panel_frame, (out, commands)),
        None => 0.0,
    };
    let room = place.editor_room(screen, spare - bottom);
    // On a short window the bar heads the editor; after a win, the win panel's words head it
    // there and under the map (a band more would leave the map a strip).
    let bar_here = (place == Place::BesideShort).then_some(bar);
    let won_here = banner.filter(|_| coding.won() && place != Place::Beside);
    let editor_size = editor_panel(
        root,
        coding,
        (place, screen, room),
        panel_frame,
        (out, (bar_here, commands, won_here)),
    );
    // After a win beside the editor, the panel sits under the map, no taller than what the
    // map can spare: the whole map and the ball's path stay in sight.
    let mut bottom_height = bottom;
    if let Some(banner) = banner.filter(|_| coding.won() && place == Place::Beside) {
        // The map's room: left of the editor, between the top bar and the bottom one.
        let map_room = egui::vec2(
            screen.x - editor_size.x,
            spare + crate::hud::least_board(screen) - bottom,
        );
        let left_by_the_map = (spare - bottom).max(under_the_map(coding.map, map_room));
        // Its words whole where the map can give a quarter of its least room for them (the
        // buttons were cut in half under a 6×4 map at 800×600).
        let for_the_words = crate::hud::win::words_height(root.ctx()).map_or(0.0, |needs| {
            needs.min(spare - bottom + 0.25 * crate::hud::least_board(screen))
        });
        let most = left_by_the_map.max(for_the_words);
        bottom_height += won(root, (banner, most), bar.narrow, out, commands);
    }
    (bottom_height, editor_size)
}

/// The height the map is given between the bars: the board's least room, or, with the editor
/// under a tall, narrow map in a window tall enough to spare it (600 points), enough for the
/// map to be drawn a third of the window wide, up to two fifths of the window's height (a 4×13
/// map was drawn 44 points wide on a phone). With big text the editor keeps the room.
fn map_height(map: &puzzles::kodable::Map, place: Place, screen: egui::Vec2) -> f32 {
    let least = crate::hud::least_board(screen);
    if place != Place::Under || screen.y < 600.0 {
        return least;
    }
    let (cols, rows) = drawn_cells(map);
    let wanted = screen.x / 3.0 * rows / cols + 2.0 * crate::board::BOARD_MARGIN;
    wanted.min(0.4 * screen.y).max(least)
}

/// The map's size in cells as it is drawn, with the grass's rim on every side.
fn drawn_cells(map: &puzzles::kodable::Map) -> (f32, f32) {
    let rim = 2.0 * super::map::RIM_IN_CELLS;
    (map.cols() as f32 + rim, map.rows() as f32 + rim)
}

/// The height a map leaves free under it in `room`, drawn as wide as the room lets it: a
/// wide, short map needs less than the board's least room, and the win panel may take the
/// rest (its buttons were cut under a 6×3 map at 800×600).
fn under_the_map(map: &puzzles::kodable::Map, room: egui::Vec2) -> f32 {
    // The board's margin, on both sides.
    let margin = 2.0 * crate::board::BOARD_MARGIN;
    let (cols, rows) = drawn_cells(map);
    let width = (room.x - margin).max(50.0);
    (room.y - width * rows / cols - margin).max(0.0)
}

/// The least height under the map: the bar of blocks' least (40 points and its edges) and the
/// program's (60), as `Place::bottom_bar_most` and `Place::editor_room` give them.
const LEAST_UNDER_THE_MAP: f32 = 125.0;

/// The bar at the top: the level, its score and, on a first level, the guide; its height.
fn top_panel(
    root: &mut egui::Ui,
    (coding, status, frame): (&Bench, &PlayStatus, egui::Frame),
    (ways, guide, touch): (
        &mut crate::hud::top_bar::TopBarWays,
        Option<&crate::play::guide::Guide>,
        bool,
    ),
    commands: &mut Vec<Command>,
) -> f32 {
    let total = coding.map.bonuses().len();
    let taken = coding.run.as_ref().map_or(0, |r| r.bonuses_taken());
    egui::Panel::top("kodable-top")
        .frame(frame)
        .show(root, |ui| {
            if score_bar(ui, coding, status, (taken, total), ways) {
                commands.push(Command::HowToPlay);
            }
            // The guide takes what the map's least room and, under it, the least of the
            // blocks' bar and the program leave.
            let screen = ui.ctx().content_rect().size();
            let below = ui.next_widget_position().y + crate::hud::least_board(screen);
            let most = screen.y - below - LEAST_UNDER_THE_MAP;
            if let Some(guide) = guide
                && crate::play::guide::guide_line(ui, (guide, status, touch), most)
            {
                commands.push(Command::SkipGuide);
            }
        })
        .response
        .rect
        .height()
}

/// The bar of controls at the bottom, as tall as its content up to `most` points (the rest
/// scrolls); its height.
fn bottom_bar(
    root: &mut egui::Ui,
    (bar, coding, most): (&Bar, &mut Bench, f32),
    frame: egui::Frame,
    (out, commands): (&mut Vec<Request>, &mut Vec<Command>),
) -> f32 {
    egui::Panel::bottom("kodable-bottom")
        .frame(frame)
        .show(root, |ui| {
            egui::ScrollArea::vertical()
                .max_height(most)
                .min_scrolled_height(most)
                .show(ui, |ui| bar.show(ui, coding, out, commands));
        })
        .response
        .rect
        .height()
}

/// Where the editor goes: under the map (a narrow, tall window), beside it, or beside it with
/// the bar of controls at its top (a window wide but short in the interface's points, where a
/// bar at the bottom would leave the map too little height).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Place {
    Under,
    Beside,
    BesideShort,
}

impl Place {
    /// How tall the bar at the bottom may be, out of the height the map can `spare`; `None`
    /// where the bar is in the editor.
    fn bottom_bar_most(self, spare: f32) -> Option<f32> {
        let share = match self {
            Place::BesideShort => return None,
            Place::Under => 0.4,
            Place::Beside => 1.0,
        };
        Some((spare * share - 24.0).max(40.0))
    }

    /// The points of the window's height (under the map) or width (beside it) the editor may
    /// take, with `spare` points of height left under the map.
    fn editor_room(self, screen: egui::Vec2, spare: f32) -> f32 {
        if self == Place::Under {
            spare.max(60.0)
        } else {
            (screen.x - crate::hud::least_board(screen)).max(160.0)
        }
    }

    /// The room the bars and the editor take, in the window's pixels (`zoom` of them to a
    /// point): the bars' heights `top` and `bottom`, and the editor's size.
    fn insets(self, zoom: f32, top: f32, bottom: f32, editor: egui::Vec2) -> Insets {
        let under = self == Place::Under;
        Insets {
            top: top * zoom,
            bottom: (bottom + if under { editor.y } else { 0.0 }) * zoom,
            right: if under { 0.0 } else { editor.x * zoom },
            left: 0.0,
        }
    }

    fn of(screen: egui::Vec2) -> Place {
        if screen.x < EDITOR_UNDER_MAP && screen.x < screen.y {
            Place::Under
        } else if screen.y < crate::hud::SHORT {
            Place::BesideShort
        } else {
            Place::Beside
        }
    }
}

/// The bar of controls: what the program does now, and the buttons.
struct Bar<'a> {
    status: &'a PlayStatus,
    playback: &'a Playback,
    now: f64,
    narrow: bool,
}

impl<'a> Bar<'a> {
    fn new(status: &'a PlayStatus, playback: &'a Playback, now: f64, narrow: bool) -> Self {
        Bar {
            status,
            playback,
            now,
            narrow,
        }
    }

    fn show(
        &self,
        ui: &mut egui::Ui,
        coding: &mut Bench,
        out: &mut Vec<Request>,
        commands: &mut Vec<Command>,
    ) {
        news(ui, coding, self.status, self.now);
        controls(ui, coding, self.playback, self.narrow, out, commands);
    }
}

/// The editor, on the right or under the map, taking at most `room` points of the window's
/// width or height, with the bar of controls under the program when it comes with one; its
/// size.
fn editor_panel(
    root: &mut egui::Ui,
    coding: &mut Bench,
    (place, screen, room): (Place, egui::Vec2, f32),
    frame: egui::Frame,
    (out, (bar, commands, banner)): (&mut Vec<Request>, BarInEditor),
) -> egui::Vec2 {
    let panel = if place == Place::Under {
        egui::Panel::bottom("kodable-editor").exact_size((screen.y * 0.42).max(220.0).min(room))
    } else {
        egui::Panel::right("kodable-editor")
            .exact_size((screen.x * 0.42).clamp(320.0, 470.0).min(room))
    };
    panel
        .show_separator_line(false)
        .frame(frame)
        .resizable(false)
        .show(root, |ui| {
            theme::cards::scrolling_list()
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    if let Some(banner) = banner {
                        let choice = crate::hud::win::win_words(ui, banner, (true, 22.0));
                        act_on_win(choice, out, commands);
                        ui.separator();
                    }
                    // The Run bar under the program, where the child looks after building it.
                    program_panel::panel(ui, coding, out, |ui, coding, out| {
                        if let Some(bar) = bar {
                            ui.separator();
                            bar.show(ui, coding, out, commands);
                            ui.separator();
                        }
                    });
                });
        })
        .response
        .rect
        .size()
}

/// The win panel under the map, and what the player chose on it; its height.
fn won(
    root: &mut egui::Ui,
    (banner, most): (&Banner, f32),
    narrow: bool,
    out: &mut Vec<Request>,
    commands: &mut Vec<Command>,
) -> f32 {
    let (height, choice) = win_panel(root, banner, narrow, most);
    act_on_win(choice, out, commands);
    height
}

/// What heads the editor: the bar of controls (on a short window) and, after a win, the win
/// panel's words; with the commands they give.
type BarInEditor<'a, 'b> = (
    Option<&'a Bar<'b>>,
    &'a mut Vec<Command>,
    Option<&'a Banner>,
);

/// What the player chose on the win panel: play again (back to the program) or on.
fn act_on_win(choice: Option<WinChoice>, out: &mut Vec<Request>, commands: &mut Vec<Command>) {
    match choice {
        Some(WinChoice::Again) => out.push(Request::Reset),
        Some(WinChoice::Next) => commands.push(Command::NextLevel),
        Some(WinChoice::Compare) => commands.push(Command::Compare),
        None => {}
    }
}

/// The line of news above the buttons: what the action on show does, or the last word of the
/// session (a short message, the hint), or this screen's last message.
fn news(ui: &mut egui::Ui, coding: &Bench, status: &PlayStatus, now: f64) {
    let session_says = status
        .toast
        .as_ref()
        .filter(|(_, until)| *until > now)
        .map(|(text, _)| text)
        .or(status.hint.as_ref().filter(|_| coding.hint.is_some()))
        .map(|text| Note {
            text: text.clone(),
            tone: Tone::Info,
        });
    let step = coding
        .run
        .as_ref()
        .filter(|r| r.is_live())
        .and_then(|r| r.current().map(|s| (r, s)));
    let (text, colour) = match (step, session_says.as_ref().or(coding.note.as_ref())) {
        (Some((run, s)), _) => (
            crate::tr!(
                ui,
                "kodable-action",
                at = run.started,
                of = run.trace.steps.len(),
                what = describe_step(crate::lang::of(ui.ctx()), s)
            ),
            crate::theme::palette::of(ui.ctx()).grey(225),
        ),
        (None, Some(note)) => (
            note.text.clone(),
            match note.tone {
                Tone::Info => crate::theme::palette::of(ui.ctx()).grey(225),
                Tone::Good => egui_color(crate::theme::palette::of(ui.ctx()).good),
                Tone::Bad => egui_color(crate::theme::palette::of(ui.ctx()).warn),
            },
        ),
        // A chapter's first map names the chapter's idea until the first block, unless the
        // panel's coach line already tells the block the chapter brings.
        (None, None) => match crate::hud::chapter_coach(status, crate::lang::of(ui.ctx()))
            .filter(|_| {
                let words = crate::lang::of(ui.ctx());
                coding.introduced.coach_line(words).is_none()
            }) {
            Some(coach) => (coach, egui_color(crate::theme::palette::of(ui.ctx()).accent)),
            None => (
                crate::tr!(ui, "kodable-start-line"),
                crate::theme::palette::of(ui.ctx()).grey(170),
            ),
        },
    };
    ui.label(egui::RichText::new(text).size(16.0).color(colour));
    ui.add_space(2.0);
}

/// A bubble at the ball saying why the run stopped there.
fn bubble(
    ctx: &egui::Context,
    coding: &Bench,
    camera: &Query<(&Camera, &GlobalTransform), With<BoardCamera>>,
    ball: &Query<&GlobalTransform, With<Ball>>,
) {
    let Some(run) = coding.run.as_ref().filter(|r| r.finished && !r.stale) else {
        return;
    };
    let text = match run.trace.outcome {
        Outcome::Blocked { dir, .. } => super::run::cannot_move(crate::lang::of(ctx), dir),
        Outcome::Stopped { .. } => crate::tr!(ctx, "kodable-bubble-ended"),
        Outcome::NoFunction { .. } => crate::tr!(ctx, "kodable-bubble-no-function"),
        Outcome::Won { .. } => return,
    };
    let (Ok((camera, at)), Ok(ball)) = (camera.single(), ball.single()) else {
        return;
    };
    let above = ball.translation() + Vec3::Y * crate::board::CELL * 0.5;
    let Ok(p) = camera.world_to_viewport(at, above) else {
        return;
    };
    // From the window's pixels to the interface's points.
    let p = p / ctx.zoom_factor();
    egui::Area::new(egui::Id::new("kodable-bubble"))
        .pivot(egui::Align2::CENTER_BOTTOM)
        .fixed_pos(egui::pos2(p.x, p.y - 4.0))
        .order(egui::Order::Foreground)
        .interactable(false)
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style())
                .fill(egui_color(crate::theme::palette::of(ui.ctx()).warn))
                .corner_radius(8)
                .inner_margin(egui::Margin::symmetric(10, 5))
                .show(ui, |ui| {
                    ui.label(bold(text).size(16.0).color(egui::Color32::WHITE));
                });
        });
}

/// The level's name, and its score: bonuses, blocks, par; and what the solver is busy with.
fn score_bar(
    ui: &mut egui::Ui,
    coding: &Bench,
    status: &PlayStatus,
    (taken, total): (usize, usize),
    ways: &mut crate::hud::top_bar::TopBarWays,
) -> bool {
    let detail = crate::tr!(
        ui,
        "kodable-detail",
        puzzle = crate::words_of!(ui).puzzle_name(puzzles::Kind::Kodable),
        cols = coding.map.cols(),
        rows = coding.map.rows()
    );
    top_bar::bar(
        ui,
        (&coding.level.title, &detail),
        crate::hud::top_bar::BackTo::of(status),
        ways,
        |ui| {
            let room = ui.available_width();
            par_label(ui, coding.par, coding.par_checked)
                .on_hover_text(crate::tr!(ui, "kodable-par-hover"));
            ui.add_space(12.0);
            let (size, why) = coding.score();
            match coding.limit {
                Some(limit) => {
                    // "at most 11" where there is room for it, "0 / 11" on a phone at the
                    // largest text (its tooltip says what the 11 is).
                    let words = if room < 330.0 {
                        "kodable-blocks-limit-short"
                    } else {
                        "kodable-blocks-limit"
                    };
                    let said = crate::words_of!(ui)
                        .message(words, &[("size", size.into()), ("limit", limit.into())]);
                    let text = bold(said).size(20.0);
                    let text = if size > limit {
                        text.color(egui::Color32::from_rgb(235, 110, 100))
                    } else {
                        text
                    };
                    ui.label(text)
                        .on_hover_text(crate::tr!(ui, "kodable-blocks-limit-hover"));
                }
                None => {
                    let label =
                        ui.label(bold(crate::tr!(ui, "kodable-blocks", size = size)).size(20.0));
                    if let Some(why) = why {
                        label.on_hover_text(crate::tr!(
                            ui,
                            "kodable-run-counts",
                            size = size,
                            why = crate::words_of!(ui).message(why, &[])
                        ));
                    }
                }
            }
            ui.add_space(12.0);
            if total > 0 {
                ui.label(
                    bold(format!("★ {taken} / {total}"))
                        .size(20.0)
                        .color(egui_color(crate::theme::palette::of(ui.ctx()).gold)),
                )
                .on_hover_text(crate::tr!(ui, "kodable-bonuses-hover"));
                ui.add_space(12.0);
            }
            thinking_label(ui, status.thinking.as_deref());
        },
    )
}

/// Run, step, reset and speed; check, hint and solve; and a new map of the size chosen.
fn controls(
    ui: &mut egui::Ui,
    coding: &mut Bench,
    playback: &Playback,
    narrow: bool,
    out: &mut Vec<Request>,
    commands: &mut Vec<Command>,
) {
    ui.horizontal_wrapped(|ui| {
        if narrow {
            ui.spacing_mut().item_spacing.x = 6.0;
            ui.spacing_mut().button_padding.x = 10.0;
        }
        let live = coding.run.as_ref().filter(|r| r.is_live());
        let run_label = match live {
            Some(r) if r.playing => crate::tr!(ui, "hud-pause"),
            Some(_) => format!("▶ {}", crate::tr!(ui, "kodable-go-on")),
            None => format!("▶ {}", crate::tr!(ui, "kodable-run")),
        };
        if act(ui, narrow, &run_label, "Space", true) {
            out.push(Request::Run);
        }
        if act(ui, narrow, &crate::tr!(ui, "kodable-step"), "Enter", true) {
            out.push(Request::Step);
        }
        if act(
            ui,
            narrow,
            &crate::tr!(ui, "kodable-reset"),
            "R",
            coding.run.is_some(),
        ) {
            out.push(Request::Reset);
        }
        if !narrow {
            ui.label(crate::tr!(ui, "hud-speed"));
        }
        let mut speed = playback.speed;
        let slider = if narrow { 60.0 } else { 80.0 };
        ui.spacing_mut().slider_width = slider;
        // A slider does not move to the next row by itself: it would run past the edge.
        if ui.available_size_before_wrap().x < slider + 2.0 * ui.spacing().interact_size.y {
            ui.end_row();
        }
        if ui
            .add(
                egui::Slider::new(&mut speed, SPEEDS)
                    .logarithmic(true)
                    .show_value(false),
            )
            .on_hover_text(crate::tr!(ui, "kodable-speed-hover"))
            .changed()
        {
            commands.push(Command::Speed(speed));
        }
        ui.separator();
        if act(ui, narrow, &crate::tr!(ui, "kodable-solvable"), "K", true) {
            out.push(Request::Check);
        }
        if act(ui, narrow, &crate::tr!(ui, "hud-hint"), "H", !coding.won()) {
            out.push(Request::Hint);
        }
        if act(ui, narrow, &crate::tr!(ui, "hud-solve"), "S", true) {
            out.push(Request::Solve);
        }
        ui.separator();
        if act(ui, narrow, &crate::tr!(ui, "kodable-new-map"), "N", true) {
            let (rows, cols) = coding.new_map;
            out.push(Request::NewMap { rows, cols });
        }
        if act(ui, narrow, &crate::tr!(ui, "hud-share"), "X", true) {
            commands.push(Command::Share);
        }
        // The size fields stay together: on the next row where this one has no room for them.
        if narrow || ui.available_size_before_wrap().x < super::map_size_fields_width(ui) {
            ui.end_row();
        }
        map_size_fields(ui, &mut coding.new_map);
    });
}
