//! The first level of each puzzle teaches itself: a line at the top of the board says how to
//! make the move the hint's glow points at, one step at a time, until the player has made each
//! kind of move once. It can be skipped; once finished or skipped it is not shown again, unless
//! the "How to play" card's "Show me again" asks for it.

use super::{Command, LevelSolved, PlayStatus};
use crate::progress::records::Progress;
use crate::shell::Screen;
use crate::theme;
use crate::theme::palette::egui_color;
use bevy::prelude::*;
use bevy_egui::egui;
use puzzles::Kind;

/// One step of a puzzle's guide: what it says (a message id, which may put the hint's words in
/// `$hint`), what it says on a touch screen, and when the player has done it.
#[derive(Debug)]
pub struct GuideStep {
    pub say: &'static str,
    pub say_touch: &'static str,
    /// Whether the step asks the solver for the next move, so that the board shows it (a hint
    /// the guide asks for costs the player no ★).
    pub shows_the_move: bool,
    pub until: Until,
}

impl GuideStep {
    /// The step most guides are made of: the board shows the next move (as a hint does) and
    /// the step is done once the player makes a move.
    pub const fn showing_the_move(say: &'static str, say_touch: &'static str) -> GuideStep {
        GuideStep {
            say,
            say_touch,
            shows_the_move: true,
            until: Until::AMove,
        }
    }
}

impl GuideStep {
    /// A step that shows no move: the player finds it by looking at the board (the snake's
    /// ghosts), and the step is done when `until` says.
    pub const fn by_looking(say: &'static str, say_touch: &'static str, until: Until) -> GuideStep {
        GuideStep {
            say,
            say_touch,
            shows_the_move: false,
            until,
        }
    }
}

/// When a step of a guide is done.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Until {
    /// The player has made one more move.
    AMove,
    /// The level is won.
    Won,
}

/// The guide on show: whose, its steps, the step it is at, the moves made when that step
/// began, and whether the step's move has been asked for.
#[derive(Resource, Debug)]
pub struct Guide {
    pub kind: Kind,
    steps: &'static [GuideStep],
    pub at: usize,
    moves_then: usize,
    asked: bool,
    /// When the last line ("you've got it") goes away, once every step is done.
    done_until: Option<f64>,
}

impl Guide {
    fn new(kind: Kind, steps: &'static [GuideStep], moves: usize) -> Guide {
        Guide {
            kind,
            steps,
            at: 0,
            moves_then: moves,
            asked: false,
            done_until: None,
        }
    }

    /// The step on show, if any is left.
    pub fn step(&self) -> Option<&'static GuideStep> {
        self.steps.get(self.at)
    }
}

/// Set by "Show me again" on the How-to-play card: the guide starts on the level on show.
#[derive(Resource, Default)]
pub struct GuideAsked(pub bool);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<GuideAsked>()
        .add_systems(
            Update,
            (start, skip, follow)
                .chain()
                .after(super::PlaySystems::Commands)
                .run_if(in_state(Screen::Playing)),
        )
        .add_systems(OnExit(Screen::Playing), |mut commands: Commands| {
            commands.remove_resource::<Guide>();
        });
}

/// Whether the level on show is the first of its puzzle's pack and the player has not been
/// guided through it yet: then its guide starts, in place of the How-to-play card.
pub fn due(status: &PlayStatus, progress: &Progress) -> bool {
    let Some(kind) = status.kind else {
        return false;
    };
    let has_steps = status.how_to_play.is_some_and(|how| !how.guide.is_empty());
    let first = crate::levels::builtin(kind)
        .first()
        .is_some_and(|b| status.level_id == b.id());
    has_steps && first && !progress.settings.guided.contains(&kind)
}

fn start(
    mut commands: Commands,
    guide: Option<Res<Guide>>,
    mut asked: ResMut<GuideAsked>,
    status: Res<PlayStatus>,
    progress: Res<Progress>,
) {
    let again = std::mem::take(&mut asked.0);
    if guide.is_some() || !(again || due(&status, &progress)) {
        return;
    }
    if let (Some(kind), Some(how)) = (status.kind, status.how_to_play) {
        commands.insert_resource(Guide::new(kind, how.guide, status.moves));
    }
}

/// Skip puts the guide away for good.
fn skip(
    mut commands: Commands,
    guide: Option<Res<Guide>>,
    mut asked: MessageReader<Command>,
    mut progress: ResMut<Progress>,
) {
    let skipped = asked.read().any(|c| *c == Command::SkipGuide);
    if let Some(guide) = guide
        && skipped
    {
        guided(&mut progress, guide.kind);
        commands.remove_resource::<Guide>();
    }
}

/// Moves the guide on as the player does each step, asks for each step's move, and marks the
/// puzzle guided once every step is done.
fn follow(
    mut commands: Commands,
    guide: Option<ResMut<Guide>>,
    status: Res<PlayStatus>,
    mut solved: MessageReader<LevelSolved>,
    mut out: MessageWriter<Command>,
    mut progress: ResMut<Progress>,
    time: Res<Time>,
) {
    let wins: Vec<bool> = solved.read().map(|win| win.assisted).collect();
    let won = !wins.is_empty();
    let Some(mut guide) = guide else {
        return;
    };
    // A level the solver played is no lesson learnt: no "You've got it!" over its win. The
    // guide is put away as Skip puts it ("Show me again" brings it back).
    if wins.contains(&true) {
        guided(&mut progress, guide.kind);
        commands.remove_resource::<Guide>();
        return;
    }
    let now = time.elapsed_secs_f64();
    if let Some(until) = guide.done_until {
        if now > until || status.moves > guide.moves_then {
            commands.remove_resource::<Guide>();
        }
        return;
    }
    let Some(step) = guide.step() else {
        return;
    };
    let done = match step.until {
        Until::AMove => status.moves > guide.moves_then,
        Until::Won => won || status.solved,
    };
    if done {
        guide.at += 1;
        guide.moves_then = status.moves;
        guide.asked = false;
        if guide.step().is_none() {
            guided(&mut progress, guide.kind);
            guide.done_until = Some(now + 6.0);
        }
        return;
    }
    if step.shows_the_move && !guide.asked && status.hint.is_none() && !status.solved {
        out.write(Command::Hint);
        guide.asked = true;
    }
}

/// Keeps that the player has been through the puzzle's guide.
fn guided(progress: &mut Progress, kind: Kind) {
    if !progress.settings.guided.contains(&kind) {
        progress.settings.guided.push(kind);
        progress.dirty = true;
    }
}

/// The guide's line, under the level's name in the top bar (so that the board makes room for
/// it) or at the top of the controls' column, in the accent's frame, with Skip, taking at most
/// `most` points of height; whether Skip was clicked.
pub fn guide_line(
    ui: &mut egui::Ui,
    (guide, status, touch): (&Guide, &PlayStatus, bool),
    most: f32,
) -> bool {
    let words = crate::lang::of(ui.ctx());
    let said = match guide.step() {
        Some(step) => step_words(words, step, status, touch),
        None if touch => crate::tr!(words, "guide-done-touch"),
        None => crate::tr!(words, "guide-done"),
    };
    let accent = egui_color(theme::palette::of(ui.ctx()).accent);
    let mut skipped = false;
    // What the box takes beyond its words (its edges, the space around it and, on a narrow
    // bar, Skip's row), as measured the frame before: the words get the rest of `most`, two
    // lines at least; the rest of a long step scrolls.
    let beyond_id = egui::Id::new("guide-beyond-its-words");
    let beyond = ui.data(|d| d.get_temp::<f32>(beyond_id)).unwrap_or(80.0);
    let line = ui.fonts_mut(|fonts| fonts.row_height(&egui::FontId::proportional(16.0)));
    let words_most = (most - beyond).max(2.0 * line);
    let mut words_height = 0.0;
    let top = ui.next_widget_position().y;
    ui.add_space(4.0);
    egui::Frame::new()
        .stroke(egui::Stroke::new(2.0, accent))
        .corner_radius(10)
        .inner_margin(egui::Margin::symmetric(12, 6))
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            let words = |ui: &mut egui::Ui| {
                let tallest = tallest_step(ui, guide, status, touch).min(words_most);
                words_height = egui::ScrollArea::vertical()
                    .id_salt("guide-words")
                    .max_height(words_most)
                    .min_scrolled_height(words_most)
                    .show(ui, |ui| {
                        ui.set_min_height(tallest);
                        ui.add(
                            egui::Label::new(egui::RichText::new(said).size(16.0).color(accent))
                                .wrap(),
                        );
                    })
                    .inner_rect
                    .height();
            };
            let skip = |ui: &mut egui::Ui| {
                guide.step().is_some() && ui.button(crate::tr!(ui, "guide-skip")).clicked()
            };
            // Beside the words on a wide bar; under them on a narrow one, where beside them it
            // would leave a column of a word a line.
            if ui.available_width() >= SKIP_BESIDE {
                ui.horizontal(|ui| {
                    skipped = skip(ui);
                    ui.vertical(words);
                });
            } else {
                words(ui);
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Min), |ui| {
                    skipped = skip(ui);
                });
            }
        });
    let taken = ui.next_widget_position().y - top;
    ui.data_mut(|d| d.insert_temp(beyond_id, taken - words_height));
    skipped
}

/// The least width, in points, for the guide's Skip button to go beside its words.
const SKIP_BESIDE: f32 = 300.0;

/// What a step says, for keys or for touch, with the hint on show (or "…" until it comes).
fn step_words(
    words: crate::lang::Words,
    step: &GuideStep,
    status: &PlayStatus,
    touch: bool,
) -> String {
    let id = if touch { step.say_touch } else { step.say };
    let hint = status.hint_move.clone().unwrap_or_else(|| "…".to_string());
    words.message(id, &[("hint", hint.into())])
}

/// How tall the guide's tallest step is, wrapped in the room its line has now (with the hint
/// on show standing for the steps' hints): from its first step the line takes that room, so
/// that a longer step later does not push the board down.
fn tallest_step(ui: &egui::Ui, guide: &Guide, status: &PlayStatus, touch: bool) -> f32 {
    let words = crate::lang::of(ui.ctx());
    let width = ui.available_width();
    guide.steps[guide.at.min(guide.steps.len())..]
        .iter()
        .map(|step| {
            let said = step_words(words, step, status, touch);
            let font = egui::FontId::proportional(16.0);
            ui.fonts_mut(|fonts| {
                fonts
                    .layout(said, font, egui::Color32::WHITE, width)
                    .size()
                    .y
            })
        })
        .fold(0.0, f32::max)
}
