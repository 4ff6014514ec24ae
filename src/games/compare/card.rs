//! The "Compare" card drawn: what it says of the two ways, their pictures step in step with
//! the controls to step through them, and the list of both ways' moves (or a program's
//! blocks), where they part marked.

use super::state::{Compared, Comparing, Ways};
use crate::games::Shown;
use crate::hud::buttons::act_named;
use crate::theme;
use crate::theme::palette::{egui_color, of};
use crate::theme::style::{bold, title_text};
use bevy_egui::egui;
use puzzles::compare::{SideBySide, Way};

/// What the player asked of the card this frame.
enum Asked {
    Go(usize),
    PlayOrPause,
    Close,
}

/// The card over the level; true once the player put it away.
pub fn show<P: Shown>(ctx: &egui::Context, comparing: &mut Comparing<P>) -> bool {
    let (modal, width, narrow) = theme::cards::card(ctx, "compare-card", 760.0);
    let height = ctx.content_rect().height();
    let shown = modal.show(ctx, |ui| {
        ui.set_width(width);
        let heading = crate::tr!(ui, "compare-heading");
        ui.label(title_text(heading, if narrow { 22.0 } else { 28.0 }));
        ui.add_space(6.0);
        let mut asked = match comparing.compared() {
            Compared::Waiting => {
                let doing = crate::tr!(ui, "play-working-out-shortest");
                crate::hud::top_bar::thinking_label(ui, Some(&doing));
                None
            }
            Compared::NotFound(0) => {
                ui.label(crate::tr!(ui, "compare-nothing"));
                None
            }
            Compared::NotFound(nodes) => {
                ui.label(crate::tr!(ui, "compare-gave-up", positions = *nodes));
                None
            }
            Compared::Ways(ways) => ways_shown(ui, ways, comparing, (width, height, narrow)),
        };
        ui.add_space(10.0);
        ui.vertical_centered(|ui| {
            let close = egui::Button::new(bold(crate::tr!(ui, "compare-close")))
                .min_size(egui::vec2(140.0, 40.0));
            if ui.add(close).clicked() {
                asked = Some(Asked::Close);
            }
        });
        asked
    });
    theme::cards::settle(ctx, "compare-card", shown.response.rect);
    match shown.inner {
        Some(Asked::Go(step)) => {
            comparing.go(step);
            comparing.playing = false;
        }
        Some(Asked::PlayOrPause) => comparing.toggle_play(),
        Some(Asked::Close) => return true,
        None => {}
    }
    shown.should_close()
}

/// The two ways: what the card says of them, their pictures and controls, and their list.
fn ways_shown<P: Shown>(
    ui: &mut egui::Ui,
    ways: &Ways<P>,
    comparing: &Comparing<P>,
    (width, height, narrow): (f32, f32, bool),
) -> Option<Asked> {
    let words = crate::words_of!(ui);
    ui.label(egui::RichText::new(ways.verdict(words)).size(17.0));
    ui.add_space(8.0);
    let mut asked = None;
    let step = comparing.step;
    // Under the words: the card's margins and the window's, its heading, the pictures'
    // captions, the controls, the list's heading and legend, and "Close".
    let below = 250.0;
    let least_list = 4.0 * 26.0;
    if let Some(side) = &ways.side {
        let tall = height - ui.min_rect().height() - below - least_list;
        pictures(ui, side, step, (width, tall));
        asked = controls(ui, ways, comparing, narrow);
        ui.add_space(6.0);
    }
    // The list takes what the window has left, a few rows at least.
    let room = (height - ui.min_rect().height() - 150.0).max(least_list);
    asked.or(list(ui, ways, step, room))
}

/// The two ways' positions at `step`, side by side, each under its name and how far it has
/// got, at most `room` points tall.
fn pictures<P: Shown>(
    ui: &mut egui::Ui,
    side: &SideBySide<P>,
    step: usize,
    (width, room): (f32, f32),
) {
    let gap = 16.0;
    let column = (width - gap) / 2.0;
    let tall = room.min(column).clamp(100.0, 300.0);
    ui.horizontal_top(|ui| {
        ui.spacing_mut().item_spacing.x = gap;
        for way in [Way::Yours, Way::Shortest] {
            ui.vertical(|ui| {
                ui.set_width(column);
                ui.label(caption(ui, side, way, step));
                let (rect, _) =
                    ui.allocate_exact_size(egui::vec2(column, tall), egui::Sense::hover());
                let painter = ui.painter();
                painter.rect_filled(
                    rect,
                    egui::CornerRadius::same(10),
                    egui_color(of(ui.ctx()).tray),
                );
                let position = side.at(way, step);
                crate::games::preview::Preview::preview(position, painter, rect.shrink(8.0));
            });
        }
    });
}

/// "Yours · move 5 of 24", "Shortest · the start".
fn caption<P: Shown>(ui: &egui::Ui, side: &SideBySide<P>, way: Way, step: usize) -> egui::RichText {
    let (name, line) = match way {
        Way::Yours => ("compare-yours", &side.yours),
        Way::Shortest => ("compare-shortest", &side.shortest),
    };
    let total = line.len() - 1;
    let words = crate::words_of!(ui);
    let at = if step == 0 {
        crate::tr!(words, "compare-at-start")
    } else {
        crate::tr!(words, "compare-at", step = step.min(total), total = total)
    };
    bold(format!("{} · {at}", words.message(name, &[])))
}

/// To the start, a step back, play or pause, a step on, "To where they part", and the rail
/// of the steps with "9 / 19": on one row, or the rail on a row of its own on a narrow card.
fn controls<P: Shown>(
    ui: &mut egui::Ui,
    ways: &Ways<P>,
    comparing: &Comparing<P>,
    narrow: bool,
) -> Option<Asked> {
    let mut asked = None;
    ui.add_space(6.0);
    ui.horizontal(|ui| {
        asked = steps(ui, comparing);
        if let Some(row) = ways.parted
            && ui.button(crate::tr!(ui, "compare-to-parting")).clicked()
        {
            asked = Some(Asked::Go(row + 1));
        }
        if !narrow {
            asked = rail(ui, comparing).or(asked.take());
        }
    });
    if narrow {
        ui.horizontal(|ui| asked = rail(ui, comparing).or(asked.take()));
    }
    asked
}

/// To the start, a step back, play or pause, a step on.
fn steps<P: Shown>(ui: &mut egui::Ui, comparing: &Comparing<P>) -> Option<Asked> {
    let (step, last) = (comparing.step, comparing.steps());
    let words = crate::words_of!(ui);
    let mut asked = None;
    if act_named(
        ui,
        true,
        ("⏮", &crate::tr!(words, "hud-to-start")),
        "",
        step > 0,
    ) {
        asked = Some(Asked::Go(0));
    }
    if act_named(
        ui,
        true,
        ("◀", &crate::tr!(words, "hud-step-back")),
        "",
        step > 0,
    ) {
        asked = Some(Asked::Go(step - 1));
    }
    // In words, as on the level's playback row: the sign ⏵ looked like the step on's ▶.
    let name = if comparing.playing {
        crate::tr!(words, "hud-pause")
    } else {
        crate::tr!(words, "hud-play")
    };
    if act_named(ui, true, (&name, &name), "", last > 0) {
        asked = Some(Asked::PlayOrPause);
    }
    let forward = crate::tr!(words, "hud-step-forward");
    if act_named(ui, true, ("▶", &forward), "", step < last) {
        asked = Some(Asked::Go(step + 1));
    }
    asked
}

/// The rail of the steps, filling the row but for "9 / 19" after it.
fn rail<P: Shown>(ui: &mut egui::Ui, comparing: &Comparing<P>) -> Option<Asked> {
    let (mut at, last) = (comparing.step, comparing.steps());
    let count = format!("{at} / {last}");
    ui.spacing_mut().slider_width = (ui.available_width() - 70.0).max(60.0);
    let rail = ui.add(
        egui::Slider::new(&mut at, 0..=last.max(1))
            .show_value(false)
            .trailing_fill(true),
    );
    theme::keys::read_as(&rail, &crate::tr!(ui, "hud-rail"), "");
    ui.label(count);
    rail.changed().then_some(Asked::Go(at))
}

/// Both ways row by row in a list `room` points tall at most: the row on show lit, the row
/// where they part marked "≠"; a row clicked is shown.
fn list<P: Shown>(ui: &mut egui::Ui, ways: &Ways<P>, step: usize, room: f32) -> Option<Asked> {
    let words = crate::words_of!(ui);
    let heads = if ways.by_parts() {
        ["compare-yours", "compare-best"]
    } else {
        ["compare-yours", "compare-shortest"]
    };
    let column = ((ui.available_width() - 24.0) / 2.0).max(60.0);
    // The row on show is scrolled to once, when the step changes, not while the list is read.
    let key = egui::Id::new("compare-step-scrolled-to");
    let moved = ui.ctx().data_mut(|d| {
        let before: Option<usize> = d.get_temp(key);
        d.insert_temp(key, step);
        before != Some(step)
    });
    let p = of(ui.ctx());
    let lit = (!ways.by_parts() && step > 0).then(|| step - 1);
    let mut asked = None;
    theme::cards::scrolling_list()
        .max_height(room)
        .auto_shrink([false, true])
        .show(ui, |ui| {
            egui::Grid::new("compare-rows")
                .num_columns(2)
                .min_col_width(column)
                .max_col_width(column)
                .spacing(egui::vec2(12.0, 6.0))
                .with_row_color(move |row, _| {
                    (lit.map(|l| l + 1) == Some(row)).then(|| egui_color(p.card_focused))
                })
                .show(ui, |ui| {
                    for head in heads {
                        ui.label(bold(words.message(head, &[])));
                    }
                    ui.end_row();
                    for (i, row) in ways.rows.iter().enumerate() {
                        let marks = (lit == Some(i) && moved, ways.parted == Some(i));
                        if row_shown(ui, (i, row), marks) && !ways.by_parts() {
                            asked = Some(Asked::Go(i + 1));
                        }
                        ui.end_row();
                    }
                });
        });
    if ways.parted.is_some() {
        let legend = crate::tr!(words, "compare-where-parted");
        ui.label(egui::RichText::new(legend).size(14.0).color(p.grey(170)));
    }
    asked
}

/// One row of the list: its number and each way's move (or part), scrolled to when it has
/// just come on show; true when clicked.
fn row_shown(
    ui: &mut egui::Ui,
    (i, row): (usize, &[Option<String>; 2]),
    (scrolled_to, parted): (bool, bool),
) -> bool {
    let colour = if parted {
        egui_color(of(ui.ctx()).accent)
    } else {
        ui.visuals().text_color()
    };
    // The row's number starts its first cell.
    let number = if parted {
        format!("≠ {}. ", i + 1)
    } else {
        format!("{}. ", i + 1)
    };
    let mut clicked = false;
    let said = |t: &Option<String>| t.as_deref().unwrap_or("—").to_string();
    for text in [number + &said(&row[0]), said(&row[1])] {
        let label = egui::Label::new(egui::RichText::new(text).color(colour))
            .wrap()
            .sense(egui::Sense::click());
        let response = ui.add(label);
        if scrolled_to {
            response.scroll_to_me(None);
        }
        clicked |= response.clicked();
    }
    clicked
}
