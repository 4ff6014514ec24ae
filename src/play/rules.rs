//! The "How to play" card of each puzzle: the rules in the player's words and the controls. It
//! opens by itself the first time a puzzle is played, and on demand with the ? button, F1 or ?;
//! Esc, Enter or the button puts it away. While it is open the game's keys wait.

use super::{Command, EscapeTaken, PlayStatus};
use crate::progress::Progress;
use crate::screens::Screen;
use crate::theme::{self, bold, egui_color, title_text};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use puzzles::Kind;

pub use crate::shell::RulesCard;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<RulesCard>()
        .add_systems(
            Update,
            // After the game's own keys: a key that puts the card away does nothing else.
            (show_the_first_time, toggle, close_with_keys)
                .chain()
                .after(super::PlaySystems::Input)
                .run_if(in_state(Screen::Playing)),
        )
        .add_systems(
            EguiPrimaryContextPass,
            card.run_if(theme::ui_ready)
                .run_if(in_state(Screen::Playing)),
        )
        .add_systems(OnExit(Screen::Playing), |mut card: ResMut<RulesCard>| {
            card.0 = None
        });
}

/// The rules of a puzzle, a paragraph each, and its controls as (keys, what they do).
pub fn rules(
    kind: Kind,
) -> (
    &'static [&'static str],
    &'static [(&'static str, &'static str)],
) {
    match kind {
        Kind::Shot => (
            &[
                "Leave a single ball on the board.",
                "Fling a ball up, down, left or right. It rolls until it meets another ball and stops in the cell just before it; the ball it hits is pushed on (through a row of touching balls, the last one moves) and rolls on the same way, and the last ball to move flies off the board. Every fling takes one ball away.",
                "A ball cannot be flung into a ball right next to it, nor towards the edge when no ball lies ahead of it.",
            ],
            &[
                ("Press a ball and swipe", "fling it"),
                (
                    "Arrows, Enter, an arrow",
                    "move the cursor, pick a ball, fling it",
                ),
                ("Esc", "put the picked ball down"),
            ],
        ),
        Kind::Snake => (
            &[
                "Fold the chain of cubes into one big cube.",
                "The chain runs straight through its straight cubes; at each corner cube it turns, and the rest of the chain can twist about the corner a quarter turn at a time. Set every corner so that all the cubes fill the box exactly: none outside it (they show pale) and none on top of another (they show red).",
            ],
            &[
                ("Click a cube, or Tab and Shift-Tab", "pick a corner"),
                ("Q and E, or Shift-drag", "turn the chain at the corner"),
                ("Backspace", "straighten the corner"),
                (
                    "Drag, scroll, right-drag",
                    "turn, zoom and move the view (arrows, Page Up, Page Down, Home)",
                ),
            ],
        ),
        Kind::Klotski => (
            &[
                "Bring the big red block to its goal, the place marked on the board.",
                "Slide one block at a time into empty space; blocks never jump over each other. Any block of the red block's shape may reach the goal.",
                "Moves are counted as the level says: a step (one cell), a slide (any distance in one straight line) or a move (anywhere one block can go by itself).",
            ],
            &[
                ("Drag a block", "slide it where it can go"),
                ("Arrows, Enter", "choose a block, pick it up"),
                ("Arrows, Enter or Esc", "move the picked block, put it down"),
            ],
        ),
        Kind::Kodable => (
            &[
                "Write a program that rolls the ball to the target.",
                "An arrow rolls the ball that way until something stops it. A loop repeats its two blocks; an \"if on\" block (a Cond, in the typed program) rolls the ball only when it stands on a tile of that colour, and a ball rolling onto that colour stops there first; F runs the function's three blocks.",
                "Take the bonuses on the way, with as few blocks as you can: par is the best program.",
            ],
            &[
                (
                    "Click or drag blocks",
                    "add them to the program (or type it)",
                ),
                ("Space", "run the program, or pause it"),
                ("Enter", "run it one step at a time"),
            ],
        ),
        Kind::Fifteen => (
            &[
                "Put the greys in order: the brightest in the top-left corner, then darker and darker from left to right and from top to bottom, with the darkest just before the hole, which ends in the bottom-right corner.",
                "A tile next to the hole slides into it.",
            ],
            &[
                (
                    "Click a tile",
                    "slide it, and every tile between it and the hole",
                ),
                ("Arrows", "slide the tile next to the hole that way"),
                ("T", "show the numbers on the tiles"),
            ],
        ),
    }
}

/// A line for the news line while nothing else is to say: how to make a move.
pub fn quick_help(kind: Kind) -> &'static str {
    match kind {
        Kind::Shot => {
            "Press a ball and swipe it towards another · or pick one with Enter and fling it with an arrow"
        }
        Kind::Snake => "Pick a corner (click a cube, or Tab) and turn the chain with Q and E",
        Kind::Klotski => {
            "Drag a block where it can go · or pick one with Enter and move it with the arrows"
        }
        Kind::Kodable => "Build a program from the blocks, then press Run",
        Kind::Fifteen => "Click a tile in the hole's row or column · or slide with the arrow keys",
    }
}

/// The keys the move-by-move puzzles share.
const SHARED_KEYS: &str =
    "Z undo · Y redo · R restart · H hint · S the solver plays · N new level · Esc back";

/// Roll-the-ball's own: its moves are edits of the program.
const PROGRAM_KEYS: &str = "Z undo an edit · Y redo · R put the ball back · H hint · S the best program · K can it be won? · N new map · Esc back";

/// The first time a puzzle is played, its card opens.
fn show_the_first_time(
    status: Res<PlayStatus>,
    mut card: ResMut<RulesCard>,
    mut progress: ResMut<Progress>,
) {
    let Some(kind) = status.kind else {
        return;
    };
    if progress.settings.rules_seen.contains(&kind) {
        return;
    }
    progress.settings.rules_seen.push(kind);
    progress.dirty = true;
    card.0 = Some(kind);
}

fn toggle(
    mut commands: MessageReader<Command>,
    keys: Res<ButtonInput<KeyCode>>,
    typed: Option<Res<ButtonInput<bevy::input::keyboard::Key>>>,
    wants: Option<Res<bevy_egui::input::EguiWantsInput>>,
    status: Res<PlayStatus>,
    mut card: ResMut<RulesCard>,
) {
    // A "?" typed into a text field is text, not a question.
    let keyboard = wants.is_none_or(|w| !w.wants_keyboard_input());
    let question =
        typed.is_some_and(|k| k.just_pressed(bevy::input::keyboard::Key::Character("?".into())));
    let asked = commands.read().any(|c| *c == Command::HowToPlay)
        || (keyboard && (keys.just_pressed(KeyCode::F1) || question));
    if asked {
        card.0 = match card.0 {
            Some(_) => None,
            None => status.kind,
        };
    }
}

/// Esc or Enter puts the card away (and Esc then does not leave the level).
fn close_with_keys(
    keys: Res<ButtonInput<KeyCode>>,
    mut card: ResMut<RulesCard>,
    mut escape: ResMut<EscapeTaken>,
) {
    if card.0.is_some()
        && keys.any_just_pressed([KeyCode::Escape, KeyCode::Enter, KeyCode::NumpadEnter])
    {
        card.0 = None;
        escape.0 = true;
    }
}

/// The controls: keys and what they do side by side, or on a narrow window each pair on
/// lines of its own so that nothing runs off the card.
fn controls_list(ui: &mut egui::Ui, controls: &[(&str, &str)], narrow: bool) {
    let keys = |k: &str| bold(k).color(egui_color(theme::ACCENT));
    if narrow {
        for (k, what) in controls {
            ui.horizontal_wrapped(|ui| {
                ui.label(keys(k));
                ui.label(*what);
            });
            ui.add_space(2.0);
        }
        return;
    }
    egui::Grid::new("rules-keys")
        .num_columns(2)
        .spacing([16.0, 6.0])
        .show(ui, |ui| {
            for (k, what) in controls {
                ui.label(keys(k));
                ui.label(*what);
                ui.end_row();
            }
        });
}

fn card(
    mut contexts: EguiContexts,
    mut card: ResMut<RulesCard>,
    touches: Option<Res<Touches>>,
) -> Result {
    let Some(kind) = card.0 else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    // The card and its margins fit the window, down to a phone's width.
    let window = ctx.content_rect().width();
    let narrow = window < 480.0;
    let margin: i8 = if narrow { 14 } else { 24 };
    let width = (window - 24.0 - 2.0 * margin as f32).clamp(200.0, 620.0);
    let (paragraphs, controls) = rules(kind);
    let modal = egui::Modal::new(egui::Id::new("rules-card"))
        .frame(
            egui::Frame::popup(&ctx.global_style())
                .fill(egui_color(theme::BACKGROUND))
                .corner_radius(14)
                .inner_margin(egui::Margin::symmetric(margin, 18)),
        )
        .show(ctx, |ui| {
            ui.set_width(width);
            let heading = if narrow { 22.0 } else { 28.0 };
            ui.label(title_text(format!("How to play {}", kind.title()), heading));
            ui.add_space(6.0);
            for p in paragraphs {
                ui.label(egui::RichText::new(*p).size(17.0));
                ui.add_space(4.0);
            }
            ui.add_space(6.0);
            controls_list(ui, controls, narrow);
            ui.add_space(8.0);
            let shared = if kind == Kind::Kodable {
                PROGRAM_KEYS
            } else {
                SHARED_KEYS
            };
            ui.label(
                egui::RichText::new(shared)
                    .size(14.0)
                    .color(egui::Color32::from_gray(170)),
            );
            ui.add_space(10.0);
            ui.vertical_centered(|ui| {
                ui.add(egui::Button::new(bold("Got it")).min_size(egui::vec2(140.0, 40.0)))
                    .clicked()
            })
            .inner
        });
    // A finger lifted off the card's backdrop puts it away too, whatever the interface made of
    // a touch that came and went within one slow frame.
    let card_rect = modal.response.rect;
    let tapped_outside = touches.is_some_and(|touches| {
        touches
            .iter_just_released()
            .any(|t| !card_rect.contains(egui::pos2(t.position().x, t.position().y)))
    });
    if modal.inner || modal.should_close() || tapped_outside {
        card.0 = None;
    }
    Ok(())
}
