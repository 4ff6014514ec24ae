//! The "How to play" card of each puzzle: the rules in the player's words and the controls. It
//! opens by itself the first time a puzzle is played, and on demand with the ? button, F1 or ?;
//! Esc, Enter or the button puts it away. While it is open the game's keys wait.

use super::{Command, PlayStatus};
use crate::progress::records::Progress;
use crate::shell::Screen;
use crate::theme;
use crate::theme::palette::egui_color;
use crate::theme::style::{bold, title_text};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::shell::RulesCard;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<RulesCard>()
        .add_systems(
            Update,
            // After the game's own keys: a key that puts the card away does nothing else.
            (
                show_the_first_time,
                toggle,
                close_with_keys,
                say_the_card,
                tell,
            )
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

/// Says in the log when a "How to play" card opens and closes (the browser test waits for
/// it).
fn tell(card: Res<RulesCard>, mut was: Local<Option<puzzles::Kind>>) {
    if card.0 != *was {
        *was = card.0;
        match card.0 {
            Some(kind) => info!("the How-to-play card of {kind} opened"),
            None => info!("the How-to-play card closed"),
        }
    }
}

/// A puzzle's "How to play" card: its rules, a paragraph each; its controls as (keys, what
/// they do); a line for the news line while nothing else is to say; and the keys of the
/// session it answers to. Each is the id of a message of the language files (rules.ftl).
#[derive(Debug)]
pub struct HowToPlay {
    /// The rules, a paragraph each.
    pub rules: &'static [&'static str],
    /// The controls: (keys, what they do).
    pub controls: &'static [(&'static str, &'static str)],
    /// How to make a move, in one line.
    pub quick_help: &'static str,
    /// The controls on a touch screen: (gestures, what they do).
    pub touch_controls: &'static [(&'static str, &'static str)],
    /// How to make a move on a touch screen, in one line.
    pub touch_help: &'static str,
    /// The session's keys, as this puzzle reads them.
    pub keys: &'static str,
    /// A picture drawn under the rules, if the puzzle has one (the snake's four corners).
    pub picture: Option<fn(&mut egui::Ui)>,
    /// The steps its first level's guide takes the player through (see `play::guide`).
    pub guide: &'static [super::guide::GuideStep],
}

/// The keys the move-by-move puzzles share.
pub const SHARED_KEYS: &str = "keys-shared";

/// Roll-the-ball's own: its moves are edits of the program.
pub const PROGRAM_KEYS: &str = "keys-program";

/// The first time a puzzle is played, its card opens.
fn show_the_first_time(
    status: Res<PlayStatus>,
    mut card: ResMut<RulesCard>,
    mut progress: ResMut<Progress>,
) {
    let Some(kind) = status.kind else {
        return;
    };
    // The first level's guide teaches by showing; the card waits for the ? button.
    // A puzzle whose first level's guide ran (or was skipped) was taught already: the card
    // would only come over the board mid-play, at the moment the guide ends.
    let settings = &progress.settings;
    if settings.rules_seen.contains(&kind)
        || settings.guided.contains(&kind)
        || super::guide::due(&status, &progress)
    {
        return;
    }
    progress.settings.rules_seen.push(kind);
    progress.dirty = true;
    card.0 = Some(kind);
}

fn toggle(
    mut commands: MessageReader<Command>,
    presses: Res<crate::input::KeyPresses>,
    typed: Option<Res<ButtonInput<bevy::input::keyboard::Key>>>,
    interface: Option<Res<crate::input::InterfaceKeys>>,
    status: Res<PlayStatus>,
    mut card: ResMut<RulesCard>,
) {
    // A "?" typed into a text field is text, not a question.
    let keyboard = interface.is_none_or(|i| !i.typing);
    let question =
        typed.is_some_and(|k| k.just_pressed(bevy::input::keyboard::Key::Character("?".into())));
    let asked = commands.read().any(|c| *c == Command::HowToPlay)
        || (keyboard && (presses.just_pressed(KeyCode::F1) || question));
    if asked {
        card.0 = match card.0 {
            Some(_) => None,
            None => status.kind,
        };
    }
}

/// Esc or Enter puts the card away (and Esc then does not leave the level).
fn close_with_keys(mut presses: ResMut<crate::input::KeyPresses>, mut card: ResMut<RulesCard>) {
    if card.0.is_some()
        && presses.any_just_pressed([KeyCode::Escape, KeyCode::Enter, KeyCode::NumpadEnter])
    {
        card.0 = None;
        presses.take(KeyCode::Escape);
    }
}

/// The card read out as it opens, for a player who does not see it: the rules, each control
/// and what it does, then the session's keys and the keys for listening (any key stops it).
fn say_the_card(
    card: Res<RulesCard>,
    status: Res<PlayStatus>,
    (keys, touch): (
        Res<crate::input::keymap::KeyMap>,
        Res<crate::input::TouchFirst>,
    ),
    words: Res<crate::lang::Words>,
    mut spoken: ResMut<crate::spoken::Spoken>,
) {
    let words = *words;
    let (true, Some(_), Some(how)) = (card.is_changed(), card.0, status.how_to_play) else {
        return;
    };
    let mut parts: Vec<String> = how.rules.iter().map(|p| words.message(p, &[])).collect();
    let controls = if touch.0 {
        how.touch_controls
    } else {
        how.controls
    };
    parts.extend(controls.iter().map(|(k, does)| {
        crate::tr!(
            words,
            "rules-control-said",
            keys = words.message(k, &[]),
            does = words.message(does, &[])
        )
    }));
    if !touch.0 {
        parts.extend([how.keys, "keys-listening"].map(|line| keys.line(&words.message(line, &[]))));
    }
    let read = parts
        .iter()
        .fold(String::new(), |read, part| match read.is_empty() {
            true => part.clone(),
            false => crate::spoken::one_after_the_other(&read, part),
        });
    spoken.say_in_answer(read);
}

/// The controls: keys and what they do side by side, or on a narrow window each pair on
/// lines of its own so that nothing runs off the card.
fn controls_list(ui: &mut egui::Ui, controls: &[(&str, &str)], narrow: bool) {
    let accent = egui_color(crate::theme::palette::of(ui.ctx()).accent);
    let words = crate::lang::of(ui.ctx());
    let keys = |k: &str| bold(words.message(k, &[])).color(accent);
    let what = |w: &str| words.message(w, &[]);
    if narrow {
        for (k, does) in controls {
            ui.horizontal_wrapped(|ui| {
                ui.label(keys(k));
                ui.label(what(does));
            });
            ui.add_space(2.0);
        }
        return;
    }
    egui::Grid::new("rules-keys")
        .num_columns(2)
        .spacing([16.0, 6.0])
        .show(ui, |ui| {
            for (k, does) in controls {
                ui.label(keys(k));
                ui.label(what(does));
                ui.end_row();
            }
        });
}

/// "Got it", and "Show me again" where the puzzle has a guide: true when either was pressed.
fn card_buttons(ui: &mut egui::Ui, has_guide: bool, asked: &mut super::guide::GuideAsked) -> bool {
    ui.vertical_centered(|ui| {
        let got_it = ui
            .add(
                egui::Button::new(bold(crate::tr!(ui, "rules-got-it")))
                    .min_size(egui::vec2(140.0, 40.0)),
            )
            .clicked();
        // The first level's guide, again, on the level on show.
        let shown_again = has_guide && {
            ui.add_space(4.0);
            ui.button(crate::tr!(ui, "rules-show-me")).clicked()
        };
        if shown_again {
            asked.0 = true;
        }
        got_it || shown_again
    })
    .inner
}

/// The height the card's margins (around it and in it) and its buttons take, besides its
/// heading, over what its rules may take.
const CARD_FRAME_AND_BUTTONS: f32 = 170.0;

fn card(
    mut contexts: EguiContexts,
    mut card: ResMut<RulesCard>,
    status: Res<PlayStatus>,
    touches: Option<Res<Touches>>,
    touch: Res<crate::input::TouchFirst>,
    keys: Res<crate::input::keymap::KeyMap>,
    mut asked: ResMut<super::guide::GuideAsked>,
) -> Result {
    let (Some(kind), Some(how)) = (card.0, status.how_to_play) else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    // The card and its margins fit the window, down to a phone's width.
    let (modal, width, narrow) = theme::cards::card(ctx, "rules-card", 620.0);
    let modal = modal.show(ctx, |ui| {
        ui.set_width(width);
        let heading = if narrow { 22.0 } else { 28.0 };
        ui.label(title_text(
            crate::tr!(
                ui,
                "rules-heading",
                puzzle = crate::words_of!(ui).puzzle_name(kind)
            ),
            heading,
        ));
        // The rules scroll where the window is short (a phone at the largest text); the
        // buttons stay on show under them.
        let taken = ui.min_rect().height() + CARD_FRAME_AND_BUTTONS;
        let room = (ui.ctx().content_rect().height() - taken).max(80.0);
        theme::cards::scrolling_list()
            .max_height(room)
            .show(ui, |ui| {
                ui.add_space(6.0);
                for p in how.rules {
                    ui.label(egui::RichText::new(crate::words_of!(ui).message(p, &[])).size(17.0));
                    ui.add_space(4.0);
                }
                if let Some(draw) = how.picture {
                    draw(ui);
                }
                ui.add_space(6.0);
                if touch.0 {
                    // Every other control is a button with its name on it.
                    controls_list(ui, how.touch_controls, narrow);
                } else {
                    controls_list(ui, how.controls, narrow);
                    ui.add_space(8.0);
                    // With the keys the player chose in place of the game's own; then the keys for
                    // listening, which every puzzle has.
                    for line in [how.keys, "keys-listening"] {
                        ui.label(
                            egui::RichText::new(
                                keys.line(&crate::words_of!(ui).message(line, &[])),
                            )
                            .size(14.0)
                            .color(crate::theme::palette::of(ui.ctx()).grey(170)),
                        );
                    }
                }
            });
        ui.add_space(10.0);
        card_buttons(ui, !how.guide.is_empty(), &mut asked)
    });
    // A finger lifted off the card's backdrop puts it away too, whatever the interface made of
    // a touch that came and went within one slow frame.
    let card_rect = modal.response.rect;
    theme::cards::settle(ctx, "rules-card", card_rect);
    let zoom = ctx.zoom_factor();
    let tapped_outside = touches.is_some_and(|touches| {
        touches.iter_just_released().any(|t| {
            let at = t.position() / zoom;
            !card_rect.contains(egui::pos2(at.x, at.y))
        })
    });
    if modal.inner || modal.should_close() || tapped_outside {
        card.0 = None;
    }
    Ok(())
}
