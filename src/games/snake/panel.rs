//! The snake's side panel: the selected corner and its turn buttons, how the fold stands, every
//! solution counted in the background (pick one to watch it fold), and the chain editor.

use super::{Selected, TurnAction, step_corner, turn_for};
use crate::board::Insets;
use crate::jobs::{Background, Sliced};
use crate::lang::Words;
use crate::level_id::LevelId;
use crate::play::playback::Playback;
use crate::play::session::{BoardChanged, Change, MoveRequested, Session};
use crate::play::solver::steps_of;
use crate::shell::Screen;
use crate::shell::{OpenLevel, PlaySystems};
use crate::theme;
use crate::theme::style::bold;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use puzzles::search::Budget;
use puzzles::snake::{self, Census, Chain, Fold, Folding, Joint};
use puzzles::{AnyLevel, Puzzle};

/// Every solution of the chain being played, once counted.
#[derive(Resource, Default)]
pub struct Solutions {
    /// The count, when done.
    pub census: Option<Census>,
    /// One complete fold per distinct solution, for playback.
    pub folds: Vec<Fold>,
    /// How far the count has got, from 0 to 1, while it runs a piece per frame (in a browser).
    pub progress: Option<f64>,
}

/// The count running in the background.
#[derive(Component)]
pub struct CountJob(Background<Census>);

/// The count done a few pieces per frame, where there are no threads to spare (in a browser).
struct CountingInPieces(Box<snake::Counting>);

impl Sliced<Census> for CountingInPieces {
    fn advance(&mut self) -> Option<Census> {
        self.0.advance(Budget::nodes(COUNT_BUDGET))
    }

    fn doing(&self, words: Words) -> String {
        crate::tr!(
            words,
            "snake-counting-progress",
            percent = format!("{:.0}", self.0.progress() * 100.0)
        )
    }

    fn progress(&self) -> Option<f64> {
        Some(self.0.progress())
    }
}

/// Play back distinct solution number `i` (from 0) from the straight chain.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct WatchSolution(pub usize);

/// Asked by the panel's "Home view" button (a touch screen has no Home key): the camera
/// puts the view back where it started.
#[derive(Resource, Default)]
pub struct HomeViewAsked(pub bool);

/// How far down the scene the panel reaches when it lies over it (on a narrow window).
#[derive(Resource, Default, Clone, Copy, PartialEq)]
pub struct PanelOver(pub f32);

/// Where the panel is when folded to one button in the scene's corner, in the interface's
/// points: the ghosts' labels keep off it.
#[derive(Resource, Default, Clone, Copy, PartialEq)]
pub struct PanelButton(pub Option<bevy::math::Rect>);

/// What the chain editor holds while the player types.
#[derive(Resource, Default)]
struct Editor {
    text: String,
    error: Option<String>,
    /// Where in the text the error is (line and column, from 1).
    error_at: Option<(usize, usize)>,
    open: bool,
}

/// The most positions a count may search (a twisty 5×5×5 chain could take hours).
pub(super) const COUNT_BUDGET: u64 = 400_000_000;

pub fn plugin(app: &mut App) {
    crate::redraw::keep_drawing_while::<CountJob>(app);
    app.init_resource::<Solutions>()
        .init_resource::<Editor>()
        .init_resource::<PanelOver>()
        .init_resource::<PanelButton>()
        .init_resource::<HomeViewAsked>()
        .add_systems(
            Update,
            start_count
                .run_if(resource_added::<Session<Folding>>)
                .run_if(in_state(Screen::Playing)),
        )
        .add_message::<WatchSolution>()
        .add_systems(
            Update,
            (collect_count, watch_solution)
                .in_set(PlaySystems::Session)
                .run_if(resource_exists::<Session<Folding>>),
        )
        .add_systems(
            EguiPrimaryContextPass,
            panel
                .run_if(crate::theme::ui_ready)
                .run_if(resource_exists::<Session<Folding>>)
                .run_if(in_state(Screen::Playing)),
        );
}

fn start_count(
    mut commands: Commands,
    session: Res<Session<Folding>>,
    old: Query<Entity, With<CountJob>>,
    mut solutions: ResMut<Solutions>,
    mut editor: ResMut<Editor>,
) {
    for e in &old {
        commands.entity(e).despawn();
    }
    *solutions = Solutions::default();
    let chain = session.current.fold().chain();
    editor.text = letters(&chain);
    editor.error = None;
    let work = if cfg!(target_arch = "wasm32") {
        // Without threads the count is spread over frames so that the page keeps drawing.
        solutions.progress = Some(0.0);
        Background::in_slices(Box::new(CountingInPieces(Box::new(snake::Counting::new(
            &chain, KEEP,
        )))))
    } else {
        Background::on_pool(move |cancel| {
            let budget = Budget {
                max_nodes: Some(COUNT_BUDGET),
                cancel: Some(cancel),
            };
            snake::enumerate(&chain, KEEP, budget)
        })
    };
    commands.spawn((CountJob(work), DespawnOnExit(Screen::Playing)));
}

/// How many distinct solutions are kept for playback (a chain with more says how many of all
/// can be watched).
const KEEP: usize = 32;

fn collect_count(
    mut commands: Commands,
    mut jobs: Query<(Entity, &mut CountJob)>,
    mut solutions: ResMut<Solutions>,
    session: Res<Session<Folding>>,
    time: Res<Time>,
) {
    let began = bevy::platform::time::Instant::now();
    for (entity, mut job) in &mut jobs {
        let census = job.0.poll(began, time.delta_secs());
        if job.0.progress().is_some() {
            solutions.progress = job.0.progress();
        }
        if let Some(census) = census {
            commands.entity(entity).despawn();
            solutions.progress = None;
            let chain = session.current.fold().chain();
            solutions.folds = census
                .solutions
                .iter()
                .filter_map(|cells| Fold::from_cells(&chain, cells).ok())
                .collect();
            solutions.census = Some(census);
        }
    }
}

fn letters(chain: &Chain) -> String {
    chain.letters()
}

/// Replaces the session with the straight chain and a solution waiting to be played back;
/// `None` (the session untouched) if the rules refuse one of the solution's turns.
fn watch(
    session: &mut Session<Folding>,
    target: &Fold,
    playback: &mut Playback,
) -> Option<BoardChanged<Folding>> {
    let before = session.current.clone();
    let straight = Folding::with_fold(
        session.current.chain().clone(),
        Fold::straight(&session.current.fold().chain()),
    );
    let steps = match steps_of(&straight, Folding::turns_to(target)) {
        Ok(steps) => steps,
        Err(why) => {
            error!("a solution's turn was refused: {why}");
            return None;
        }
    };
    session.start = straight.clone();
    session.current = straight;
    session.done.clear();
    session.undone = steps;
    session.assisted = true;
    playback.playing = true;
    playback.timer = 0.0;
    Some(BoardChanged {
        before,
        after: session.current.clone(),
        how: Change::Jumped,
    })
}

#[allow(clippy::too_many_arguments)]
/// Where the panel stands and how large it is.
struct PanelSize {
    /// A narrow window, or a scene too narrow beside the panel: the panel folds away over the
    /// scene, so the cube can be seen whole.
    narrow: bool,
    /// The panel's width, in points.
    width: f32,
    /// The top bar's height, in points.
    top: f32,
    /// The height between the bars, in points.
    room: f32,
    /// Whether it folds away: on a narrow window, or a short one (a large interface size),
    /// where it would cover the bars.
    folds: bool,
    /// Whether, folded away, it is one button in the scene's corner: where even its corner
    /// controls would leave the cube less than the board's least room (a short window at a
    /// large interface size).
    to_a_button: bool,
}

impl PanelSize {
    fn of(ctx: &egui::Context, insets: &Insets) -> PanelSize {
        let screen = ctx.content_rect();
        // The bars' heights, from the window's pixels to the interface's points.
        let zoom = ctx.zoom_factor();
        let (top, bottom) = (insets.top / zoom, insets.bottom / zoom);
        // (On a narrow window it stays right of the column the HUD's controls may take.)
        let left = insets.left / zoom;
        // Beside the scene only where the scene keeps room enough beside it: at a large
        // interface size the HUD's column and the panel left the cube a sliver.
        let beside = screen.width() - left - WIDTH_BESIDE - 24.0;
        let narrow = screen.width() < crate::theme::cards::NARROW || beside < LEAST_SCENE_BESIDE;
        let room = (screen.height() - top - bottom - 24.0).max(60.0);
        let folds = narrow || room < 240.0;
        PanelSize {
            narrow,
            width: if narrow {
                screen.width() - left - 24.0
            } else {
                WIDTH_BESIDE
            },
            top,
            room,
            folds,
            to_a_button: folds && room < crate::hud::least_board(screen.size()) + CORNER_CONTROLS,
        }
    }
}

/// The panel's width beside the scene, in points.
const WIDTH_BESIDE: f32 = 270.0;

/// The least width the scene keeps beside the panel, in points: below it the panel lies over
/// the scene, folded, as on a narrow window.
const LEAST_SCENE_BESIDE: f32 = 320.0;

/// About how tall the corner controls are on a narrow window, in points: a line of heading,
/// a row of buttons and the button that unfolds the rest.
const CORNER_CONTROLS: f32 = 160.0;

/// The room the panel takes, in the window's pixels: at the right, and over the scene on a
/// narrow window (the 3D view is centred in the space left of the panel, or under it).
fn room_taken(ctx: &egui::Context, panel: egui::Rect, (narrow, top): (bool, f32)) -> (f32, f32) {
    let zoom = ctx.zoom_factor();
    if narrow {
        (0.0, (panel.bottom() - top).max(0.0) * zoom)
    } else {
        (
            (ctx.viewport_rect().right() - panel.left()).max(0.0) * zoom,
            0.0,
        )
    }
}

fn panel(
    mut contexts: EguiContexts,
    session: Res<Session<Folding>>,
    mut selected: ResMut<Selected>,
    solutions: Res<Solutions>,
    mut editor: ResMut<Editor>,
    mut requests: MessageWriter<MoveRequested<Folding>>,
    mut watch_out: MessageWriter<WatchSolution>,
    mut open: MessageWriter<OpenLevel>,
    mut insets: ResMut<Insets>,
    (mut over, mut button): (ResMut<PanelOver>, ResMut<PanelButton>),
    (mut folded_away, mut home): (Local<Option<bool>>, ResMut<HomeViewAsked>),
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let f = session.current.clone();
    let PanelSize {
        narrow,
        width,
        top,
        room,
        folds,
        to_a_button,
    } = PanelSize::of(ctx, &insets);
    // Folded away where it folds until the player says otherwise (the window's first frames
    // may not have its final size yet).
    let away = &mut folded_away.unwrap_or(folds);
    // Folded to one button, it takes no room from the cube, which it leaves centred.
    let just_a_button = to_a_button && *away;
    let mut watch_this: Option<usize> = None;
    let shown = egui::Area::new(egui::Id::new("snake-panel"))
        .anchor(egui::Align2::RIGHT_TOP, egui::vec2(-12.0, top + 12.0))
        .show(ctx, |ui| {
            // Folded to one button, that button alone (the Home view is in the panel): beside
            // it, on a small window, another crowded the little view left to the cube.
            if just_a_button {
                if corners_sign_button(ui).clicked() {
                    *folded_away = Some(false);
                }
                return;
            }
            panel_frame(ui).show(ui, |ui| {
                ui.set_width(width - 28.0);
                // Never taller than the space between the bars: the rest scrolls.
                // Each level's panel starts at its top ("Corner 1 of N"), and takes
                // the height there is before it scrolls.
                theme::cards::scrolling_list()
                    .id_salt(("snake-panel", &session.level.id))
                    .max_height(room - 28.0)
                    .min_scrolled_height(room - 28.0)
                    .show(ui, |ui| {
                        corner_controls(ui, &f, &mut selected, &mut requests, narrow);
                        if folds {
                            let mut less = false;
                            ui.horizontal(|ui| {
                                less = more_or_less(ui, away);
                                home.0 |= home_view_button(ui);
                            });
                            if less {
                                *folded_away = Some(*away);
                            }
                            if *away {
                                return;
                            }
                        }
                        if !folds {
                            home.0 |= home_view_button(ui);
                        }
                        fold_state(ui, &f);
                        ui.separator();
                        watch_this = solutions_section(ui, &solutions);
                        ui.separator();
                        chain_editor(ui, &f, &mut editor, &mut open);
                    });
            });
        });
    let (right, below) = if just_a_button {
        (0.0, 0.0)
    } else {
        room_taken(ctx, shown.response.rect, (narrow, top))
    };
    keep_room(&mut insets, &mut over, (right, below));
    let r = shown.response.rect;
    button.set_if_neq(PanelButton(just_a_button.then(|| {
        bevy::math::Rect::new(r.min.x, r.min.y, r.max.x, r.max.y)
    })));
    if let Some(i) = watch_this {
        watch_out.write(WatchSolution(i));
    }
    Ok(())
}

/// The panel folded to one button: a sign, named "Turn corners…" for the pointer's tip and
/// a screen reader. Its words at 200 % lay across the middle of a phone's little scene, over
/// the cube.
fn corners_sign_button(ui: &mut egui::Ui) -> egui::Response {
    let name = crate::tr!(ui, "snake-corners-button");
    crate::hud::buttons::sign_button(ui, (CORNERS_SIGN, &name), 44.0)
}

/// The sign on the folded panel's button: turning, and more behind it.
pub const CORNERS_SIGN: &str = "⟳…";

/// The button that puts the view back where it started (Home, which a touch screen lacks);
/// whether it was clicked.
fn home_view_button(ui: &mut egui::Ui) -> bool {
    ui.button(crate::tr!(ui, "snake-view-home"))
        .on_hover_text(crate::tr!(ui, "snake-view-home-hover"))
        .clicked()
}

/// The room the panel takes, at the right and over the scene, kept where the board and the
/// camera read it (changed only when it changes, so that nothing is laid out again for it).
fn keep_room(
    insets: &mut ResMut<Insets>,
    over: &mut ResMut<PanelOver>,
    (right, below): (f32, f32),
) {
    if insets.right != right {
        insets.right = right;
    }
    if over.0 != below {
        over.0 = below;
    }
}

/// The panel's tray: rounded, in the look's colour for trays.
fn panel_frame(ui: &egui::Ui) -> egui::Frame {
    egui::Frame::popup(ui.style())
        .fill(theme::palette::egui_color(
            crate::theme::palette::of(ui.ctx()).tray,
        ))
        .inner_margin(14)
        .corner_radius(12)
}

/// The button that unfolds the rest of the panel ("More…") or folds it away ("Less"): whether
/// it was pressed.
fn more_or_less(ui: &mut egui::Ui, away: &mut bool) -> bool {
    let label = if *away {
        crate::tr!(ui, "snake-more")
    } else {
        crate::tr!(ui, "snake-less")
    };
    let pressed = ui.button(label).clicked();
    if pressed {
        *away = !*away;
    }
    pressed
}

/// Which corner is picked ("Corner 2 of 6") and how it is turned, or how to pick one.
fn corner_heading(ui: &mut egui::Ui, f: &Folding, selected: Option<usize>, narrow: bool) {
    let corners: Vec<usize> = f.fold().corners().collect();
    match selected {
        Some(k) => {
            let n = corners.iter().position(|&c| c == k).map_or(0, |i| i + 1);
            let how = f
                .fold()
                .twist(k)
                .map_or(crate::tr!(ui, "snake-straight"), |twist| {
                    super::twist_name(crate::lang::of(ui.ctx()), twist)
                });
            // Set, what it does now, as its ghosts say of the other ways.
            let how = match super::ways::set_way_in_words(crate::lang::of(ui.ctx()), f, k) {
                Some(now) => format!("{how} · {now}"),
                None => how,
            };
            let heading = crate::tr!(ui, "snake-corner", n = n, of = corners.len());
            if narrow {
                ui.label(bold(format!("{heading} · {how}")).size(16.0));
            } else {
                ui.label(bold(heading).size(18.0));
                // Two lines kept for it, whether it takes one or two, so that the buttons
                // below stay where the player's finger or pointer is as the corner turns.
                let two_lines = 2.0 * ui.text_style_height(&egui::TextStyle::Body) + 2.0;
                let width = ui.available_width();
                ui.allocate_ui_with_layout(
                    egui::vec2(width, two_lines),
                    egui::Layout::top_down(egui::Align::Min),
                    |ui| {
                        ui.set_min_height(two_lines);
                        ui.label(
                            egui::RichText::new(format!(
                                "{} · {how}",
                                crate::tr!(ui, "snake-cube-number", number = k + 1)
                            ))
                            .color(crate::theme::palette::of(ui.ctx()).grey(180)),
                        );
                    },
                );
            }
        }
        None => {
            ui.label(bold(crate::tr!(ui, "snake-pick")).size(16.0));
        }
    }
}

/// The corner being turned, the buttons that walk the corners and turn the chain (on a narrow
/// window, on one line each, the buttons big enough for a finger).
fn corner_controls(
    ui: &mut egui::Ui,
    f: &Folding,
    selected: &mut Selected,
    requests: &mut MessageWriter<MoveRequested<Folding>>,
    narrow: bool,
) {
    let corners: Vec<usize> = f.fold().corners().collect();
    corner_heading(ui, f, selected.0, narrow);
    let actions = [
        (
            format!("⟲ {}", crate::tr!(ui, "snake-turn")),
            "⟲",
            "Q",
            TurnAction::Back,
        ),
        (
            format!("{} ⟳", crate::tr!(ui, "snake-turn")),
            "⟳",
            "E",
            TurnAction::Forward,
        ),
        (
            crate::tr!(ui, "snake-straighten"),
            "⌫",
            "⌫",
            TurnAction::Straighten,
        ),
    ];
    ui.horizontal_wrapped(|ui| {
        let walk = |ui: &mut egui::Ui, label: &str, key: &str| {
            crate::hud::buttons::act(ui, narrow, label, key, !corners.is_empty())
        };
        if walk(ui, "◀", "⇧Tab") {
            selected.0 = step_corner(f, selected.0, false);
        }
        if walk(ui, "▶", "Tab") {
            selected.0 = step_corner(f, selected.0, true);
        }
        if !narrow {
            ui.end_row();
        }
        for (label, short, key, action) in actions {
            let turn = selected.0.and_then(|k| turn_for(f, k, action));
            let label = if narrow { short } else { label.as_str() };
            if crate::hud::buttons::act(ui, narrow, label, key, turn.is_some())
                && let Some(turn) = turn
            {
                requests.write(MoveRequested(turn));
            }
        }
    });
}

/// How the fold stands: corners set, cubes overlapping, cubes outside the box.
fn fold_state(ui: &mut egui::Ui, f: &Folding) {
    let corners = f.fold().corners().count();
    let layout = f.fold().layout();
    let set = f
        .fold()
        .corners()
        .filter(|&k| f.fold().twist(k).is_some())
        .count();
    ui.label(crate::tr!(ui, "snake-folded", set = set, corners = corners));
    if !layout.overlapping.is_empty() {
        ui.label(
            egui::RichText::new(crate::tr!(
                ui,
                "snake-overlapping",
                cubes = layout.overlapping.len()
            ))
            .color(theme::palette::egui_color(
                crate::theme::palette::of(ui.ctx()).warn,
            )),
        );
    }
    if !layout.outside.is_empty() {
        ui.label(
            egui::RichText::new(crate::tr!(
                ui,
                "snake-outside",
                cubes = layout.outside.len()
            ))
            .color(crate::theme::palette::of(ui.ctx()).grey(190)),
        );
    }
}

/// Every solution, counted in the background, with a button to watch each kept one fold.
fn solutions_section(ui: &mut egui::Ui, solutions: &Solutions) -> Option<usize> {
    let mut watch_this = None;
    match &solutions.census {
        None => {
            ui.horizontal(|ui| {
                crate::hud::top_bar::spinner(ui);
                ui.label(match solutions.progress {
                    Some(p) => crate::tr!(
                        ui,
                        "snake-counting-progress",
                        percent = format!("{:.0}", p * 100.0)
                    ),
                    None => crate::tr!(ui, "snake-counting"),
                });
            });
        }
        Some(c) if !c.complete => {
            ui.label(crate::tr!(ui, "snake-too-many"));
        }
        Some(c) if c.distinct == 0 => {
            ui.label(egui::RichText::new(crate::tr!(ui, "snake-no-fold")).color(
                theme::palette::egui_color(crate::theme::palette::of(ui.ctx()).warn),
            ));
        }
        Some(c) => {
            ui.label(bold(crate::tr!(ui, "snake-solutions", count = c.distinct)).size(17.0));
            ui.label(
                egui::RichText::new(crate::tr!(ui, "snake-oriented", count = c.oriented))
                    .color(crate::theme::palette::of(ui.ctx()).grey(170)),
            );
            let kept = solutions.folds.len() as u64;
            ui.label(match kept {
                1 => crate::tr!(ui, "snake-watch-it"),
                n if n < c.distinct => crate::tr!(ui, "snake-watch-first", found = n),
                _ => crate::tr!(ui, "snake-watch-one"),
            });
            watch_this = fold_picker(ui, solutions.folds.len());
        }
    }
    watch_this
}

/// Most kept folds shown as a button each; more are picked one at a time, on one row.
const FOLD_BUTTONS: usize = 8;

/// A button per kept fold, or for many a row to step through them ("◀ 3 / 32 ▶ Watch"), so
/// that the panel's height does not grow with the count: which fold to watch, when one is
/// asked for.
fn fold_picker(ui: &mut egui::Ui, kept: usize) -> Option<usize> {
    let mut watch_this = None;
    if kept <= FOLD_BUTTONS {
        ui.horizontal_wrapped(|ui| {
            for i in 0..kept {
                if ui.button(format!("{}", i + 1)).clicked() {
                    watch_this = Some(i);
                }
            }
        });
        return watch_this;
    }
    let id = ui.id().with("fold-picked");
    let mut picked = ui
        .data(|d| d.get_temp::<usize>(id))
        .unwrap_or(0)
        .min(kept - 1);
    ui.horizontal(|ui| {
        if ui.add_enabled(picked > 0, egui::Button::new("◀")).clicked() {
            picked -= 1;
        }
        let shown = format!("{} / {kept}", picked + 1);
        // As wide as the widest number, so that the arrows stay put.
        let width =
            crate::theme::style::text_width(ui, format!("{kept} / {kept}"), egui::TextStyle::Body);
        ui.add_sized([width + 8.0, 24.0], egui::Label::new(shown));
        if ui
            .add_enabled(picked + 1 < kept, egui::Button::new("▶"))
            .clicked()
        {
            picked += 1;
        }
        if ui.button(crate::tr!(ui, "snake-watch-button")).clicked() {
            watch_this = Some(picked);
        }
    });
    ui.data_mut(|d| d.insert_temp(id, picked));
    watch_this
}

/// The chain editor: letters to click, or the whole chain to type.
fn chain_editor(
    ui: &mut egui::Ui,
    f: &Folding,
    editor: &mut Editor,
    open: &mut MessageWriter<OpenLevel>,
) {
    egui::CollapsingHeader::new(crate::tr!(ui, "snake-chain-editor"))
        .default_open(editor.open)
        .show(ui, |ui| {
            editor.open = true;
            ui.label(
                egui::RichText::new(crate::tr!(ui, "snake-chain-help"))
                    .size(13.0)
                    .color(crate::theme::palette::of(ui.ctx()).grey(170)),
            );
            let chain = f.fold().chain();
            let toggled = joint_grid(ui, &chain);
            let bad = editor.error_at;
            let mut layouter = |ui: &egui::Ui, text: &dyn egui::TextBuffer, wrap: f32| {
                crate::editor::tools::marked_text(ui, text.as_str(), bad, wrap)
            };
            let typed = ui.add(
                egui::TextEdit::multiline(&mut editor.text)
                    .desired_rows(2)
                    .desired_width(ui.available_width())
                    .font(egui::TextStyle::Monospace)
                    .layouter(&mut layouter),
            );
            if let Some(e) = &editor.error {
                ui.label(
                    egui::RichText::new(e)
                        .color(theme::palette::egui_color(
                            crate::theme::palette::of(ui.ctx()).warn,
                        ))
                        .size(13.0),
                );
            }
            let mut new_chain: Option<Result<Chain, String>> = None;
            if let Some(k) = toggled {
                let mut c = chain.clone();
                c.toggle(k);
                new_chain = Some(Ok(c));
            }
            if ui.button(crate::tr!(ui, "snake-chain-use")).clicked()
                || (typed.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter)))
            {
                let parsed = snake::parse(&editor.text);
                editor.error_at = parsed.as_ref().err().and_then(|e| e.at);
                new_chain = Some(parsed.map_err(|e| crate::words_of!(ui).why(&e)));
            }
            let new_folding = new_chain.map(|c| {
                c.and_then(|c| Folding::from_chain(c).map_err(|e| crate::words_of!(ui).why(&e)))
            });
            match new_folding {
                Some(Ok(mut c)) => {
                    let letters = c.chain().letters();
                    c.meta_mut().set("title", crate::tr!(ui, "snake-my-chain"));
                    // A chain the player typed is a level they made: it is never dropped.
                    let id = LevelId::made(
                        <Folding as puzzles::Variant>::KIND,
                        crate::levels::short_name(&letters),
                    );
                    open.write(OpenLevel {
                        id,
                        level: AnyLevel::Snake(c),
                        moves: Vec::new(),
                    });
                }
                Some(Err(e)) => editor.error = Some(e),
                None => {}
            }
        });
}

/// The chain's letters as buttons; the one clicked, if any.
fn joint_grid(ui: &mut egui::Ui, chain: &Chain) -> Option<usize> {
    let mut toggled = None;
    egui::Grid::new("joints")
        .spacing(egui::vec2(2.0, 2.0))
        .show(ui, |ui| {
            for (k, joint) in chain.joints().iter().enumerate() {
                let text = egui::RichText::new(joint.letter().to_string()).monospace();
                let text = if *joint == Joint::Turn {
                    text.color(theme::palette::egui_color(
                        crate::theme::palette::of(ui.ctx()).accent,
                    ))
                } else {
                    text
                };
                if ui
                    .add(egui::Button::new(text).min_size(egui::vec2(22.0, 22.0)))
                    .on_hover_text(crate::tr!(ui, "snake-letter-hover", number = k + 1))
                    .clicked()
                {
                    toggled = Some(k);
                }
                if k % 9 == 8 {
                    ui.end_row();
                }
            }
        });
    toggled
}

fn watch_solution(
    mut asked: MessageReader<WatchSolution>,
    mut session: ResMut<Session<Folding>>,
    solutions: Res<Solutions>,
    mut playback: ResMut<Playback>,
    mut changed: MessageWriter<BoardChanged<Folding>>,
) {
    for WatchSolution(i) in asked.read() {
        if let Some(target) = solutions.folds.get(*i)
            && let Some(change) = watch(&mut session, target, &mut playback)
        {
            changed.write(change);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The panel's size on a window `width`×`height` points with the HUD's column `left`
    /// points wide and a top bar 80 points tall.
    fn size_on(width: f32, height: f32, left: f32) -> PanelSize {
        let ctx = egui::Context::default();
        let input = egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(
                egui::Pos2::ZERO,
                egui::vec2(width, height),
            )),
            ..Default::default()
        };
        ctx.begin_pass(input);
        let insets = Insets {
            top: 80.0,
            bottom: 0.0,
            left,
            right: 0.0,
        };
        let size = PanelSize::of(&ctx, &insets);
        ctx.end_pass().textures_delta.clear();
        size
    }

    #[test]
    fn the_panel_lies_over_the_scene_where_beside_it_would_leave_the_cube_a_sliver() {
        // 1280×800 pixels at 100 %: beside the scene.
        let wide = size_on(1280.0, 800.0, 0.0);
        assert!(!wide.narrow && !wide.folds);
        // At 200 % (640×400 points) with the HUD's column of 256 points at the left, the
        // panel beside the scene left it 90 points: it folds over the scene.
        let large_text = size_on(640.0, 400.0, 256.0);
        assert!(large_text.narrow && large_text.folds);
        // A narrow window, as ever.
        assert!(size_on(390.0, 844.0, 0.0).narrow);
    }
}
