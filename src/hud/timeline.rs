//! The playback row: step back and on, play and pause, the rail to drag, the speed, and the
//! moves on the timeline; greyed out while there is nothing to play back.

use super::buttons::act_named;
use crate::play::playback::{Playback, SPEEDS};
use crate::play::{Command, PlayStatus};
use crate::theme;
use crate::theme::keys::read_as_about;
use bevy::prelude::*;
use bevy_egui::egui;

/// The playback row: always there, greyed out while there is nothing to play back, so that the
/// board keeps its size when a solution arrives. In a column (`in_column`) the steps and the
/// rail are on two rows.
pub fn row(
    ui: &mut egui::Ui,
    (status, playback): (&PlayStatus, &Playback),
    narrow: bool,
    in_column: bool,
    sent: &mut Vec<Command>,
) {
    if in_column {
        ui.horizontal(|ui| steps(ui, (status, playback), true, sent));
        ui.horizontal(|ui| rail(ui, status, 90.0, sent));
        return;
    }
    ui.horizontal(|ui| {
        steps(ui, (status, playback), narrow, sent);
        rail(ui, status, if narrow { 90.0 } else { 285.0 }, sent);
        if !narrow {
            speed(ui, playback, sent);
        }
    });
}

/// To the start, a move back, play or pause, a move on.
fn steps(
    ui: &mut egui::Ui,
    (status, playback): (&PlayStatus, &Playback),
    narrow: bool,
    sent: &mut Vec<Command>,
) {
    let ahead = status.timeline > status.moves;
    let to_start = crate::tr!(ui, "hud-to-start");
    if act_named(ui, narrow, ("⏮", &to_start), "", status.moves > 0) {
        sent.push(Command::Seek(0));
    }
    let back = crate::tr!(ui, "hud-step-back");
    if act_named(ui, narrow, ("◀", &back), ",", status.moves > 0) {
        sent.push(Command::Undo);
    }
    // On a narrow window a sign, as the steps beside it have: a word may be long.
    let name = if playback.playing {
        crate::tr!(ui, "hud-pause")
    } else {
        crate::tr!(ui, "hud-play")
    };
    let play = match (narrow, playback.playing) {
        (true, true) => "⏸".to_string(),
        (true, false) => "⏵".to_string(),
        (false, _) => name.clone(),
    };
    if act_named(ui, narrow, (&play, &name), "P", ahead || playback.playing) {
        sent.push(Command::PlayPause);
    }
    let forward = crate::tr!(ui, "hud-step-forward");
    if act_named(ui, narrow, ("▶", &forward), ".", ahead) {
        sent.push(Command::Redo);
    }
}

/// The rail of the moves made and to come, and "12 / 40", leaving `room` points after them.
fn rail(ui: &mut egui::Ui, status: &PlayStatus, room: f32, sent: &mut Vec<Command>) {
    let mut at = status.moves;
    ui.spacing_mut().slider_width = (ui.available_width() - room).max(60.0);
    // The rail fills up to the handle, so that the handle reads as a place in the moves, not
    // as a "0".
    let slider = ui
        .add_enabled(
            status.timeline > 0,
            egui::Slider::new(&mut at, 0..=status.timeline.max(1))
                .show_value(false)
                .trailing_fill(true),
        )
        .on_hover_text(crate::tr!(ui, "hud-timeline-hover"));
    read_as_about(
        &slider,
        &crate::tr!(ui, "hud-rail"),
        &crate::tr!(ui, "hud-timeline-hover"),
    );
    if slider.changed() {
        sent.push(Command::Seek(at));
    }
    moves_of_timeline(ui, status);
}

/// The playback's speed.
fn speed(ui: &mut egui::Ui, playback: &Playback, sent: &mut Vec<Command>) {
    let mut speed = playback.speed;
    let words = crate::lang::of(ui.ctx());
    ui.spacing_mut().slider_width = 70.0;
    ui.add_space(6.0);
    ui.label(
        egui::RichText::new(crate::tr!(ui, "hud-speed"))
            .color(crate::theme::palette::of(ui.ctx()).grey(170)),
    );
    let about = crate::tr!(ui, "hud-speed-hover");
    let name = crate::tr!(ui, "hud-speed");
    let slider = ui
        .add(
            egui::Slider::new(&mut speed, SPEEDS)
                .logarithmic(true)
                .show_value(false)
                .trailing_fill(true),
        )
        .on_hover_text(&about);
    read_as_about(&slider, &name, &about);
    // The number beside it, in a box of its own that a screen reader can name.
    let typed = ui
        .add(
            egui::DragValue::new(&mut speed)
                .range(SPEEDS)
                .speed(0.05)
                .custom_formatter(|v, _| {
                    words.decimal(v, 1) + &crate::tr!(words, "play-speed-suffix")
                })
                .custom_parser(crate::lang::parse_decimal),
        )
        .on_hover_text(&about);
    read_as_about(&typed, &name, &about);
    if slider.changed() || typed.changed() {
        sent.push(Command::Speed(speed));
    }
}

/// "12 / 40": the moves on the timeline, in a width that holds its largest value with every
/// digit as wide as a 0 (at least two digits), so that what follows it never moves as it counts.
fn moves_of_timeline(ui: &mut egui::Ui, status: &PlayStatus) {
    let most = status.timeline.max(status.moves).max(99);
    let widest = format!("{most} / {most}").replace(|c: char| c.is_ascii_digit(), "0");
    let width = theme::style::text_width(ui, widest, egui::TextStyle::Body);
    let height = ui.spacing().interact_size.y;
    ui.add_sized(
        [width, height],
        egui::Label::new(format!("{} / {}", status.moves, status.timeline)),
    );
}
