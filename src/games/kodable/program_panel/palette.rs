//! The palette: the four arrows, the loop, the call of the function, and conds of the colour
//! the player picks. Click an item to put it at the cursor, or drag it to a place.

use super::super::map::letter;
use super::super::{Bench, NEW_LOOP_TIMES, Request};
use super::{Drag, Sizes, paint};
use crate::games::kodable::preview::kodable_colour;
use crate::games::kodable::said::{colour_name, roll_way};
use crate::theme::palette::egui_color;
use bevy_egui::egui::{self, Align2, Color32, FontId, Sense, Stroke, Vec2, vec2};
use puzzles::Dir;
use puzzles::kodable::Item;
use puzzles::kodable::{Action, Colour};

/// The arrow keys' signs.
fn key_of(d: Dir) -> &'static str {
    match d {
        Dir::Up => "↑",
        Dir::Down => "↓",
        Dir::Left => "←",
        Dir::Right => "→",
    }
}

/// A row of the palette, wrapping when narrow. Everything in it is as tall as a block, so
/// that it lines up.
fn row(ui: &mut egui::Ui, add: impl FnOnce(&mut egui::Ui)) {
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing = vec2(6.0, 6.0);
        add(ui);
    });
}

/// Words as tall as a block.
pub(super) fn block_words(ui: &mut egui::Ui, text: &str, size: f32, height: f32) {
    let font = FontId::proportional(size);
    let width = ui
        .painter()
        .layout_no_wrap(text.to_string(), font.clone(), Color32::WHITE)
        .size()
        .x;
    let (rect, _) = ui.allocate_exact_size(vec2(width, height), Sense::hover());
    ui.painter().text(
        rect.left_center(),
        Align2::LEFT_CENTER,
        text,
        font,
        crate::theme::palette::of(ui.ctx()).grey(210),
    );
}

/// One item: click to put it at the cursor, or drag it to a place.
fn item(ui: &mut egui::Ui, item: Item, sizes: Sizes, hover: &str, out: &mut Vec<Request>) {
    new_item(ui, item, sizes, (hover, false), out);
}

/// One item, marked new when it is a block the level brings: click to put it at the cursor,
/// or drag it to a place.
fn new_item(
    ui: &mut egui::Ui,
    item: Item,
    sizes: Sizes,
    (hover, new): (&str, bool),
    out: &mut Vec<Request>,
) {
    let (rect, response) =
        ui.allocate_exact_size(Vec2::splat(sizes.block), Sense::click_and_drag());
    paint::item(ui.painter(), rect, item, NEW_LOOP_TIMES);
    if new {
        paint::new_mark(ui.painter(), rect, &crate::tr!(ui, "kodable-new-block"));
    }
    if response.hovered() {
        paint::outline(ui.painter(), rect, Color32::from_white_alpha(140), 2.0);
    }
    response.dnd_set_drag_payload(Drag::New(item));
    if response.on_hover_text(hover).clicked() {
        out.push(Request::Put(item));
    }
}

pub(super) fn palette(ui: &mut egui::Ui, coding: &Bench, sizes: Sizes, out: &mut Vec<Request>) {
    let toolbox = coding.map.toolbox();
    let new = coding.introduced.blocks;
    row(ui, |ui| {
        for d in [Dir::Left, Dir::Up, Dir::Down, Dir::Right] {
            item(
                ui,
                Item::Action(Action::Roll(d)),
                sizes,
                &crate::tr!(
                    ui,
                    "kodable-palette-roll",
                    way = roll_way(crate::lang::of(ui.ctx()), d),
                    key = key_of(d).to_string()
                ),
                out,
            );
        }
        if toolbox.loops {
            let hover = crate::tr!(ui, "kodable-palette-loop");
            new_item(ui, Item::Loop, sizes, (&hover, new.loops), out);
        }
        if toolbox.function {
            let hover = crate::tr!(ui, "kodable-palette-function");
            new_item(ui, Item::Function, sizes, (&hover, new.function), out);
        }
    });
    if toolbox.conds {
        cond_rows(ui, coding, sizes, out);
    }
}

/// The conds: the colour to test, then the way to go; on two rows when the panel is narrow.
fn cond_rows(ui: &mut egui::Ui, coding: &Bench, sizes: Sizes, out: &mut Vec<Request>) {
    let chip = (sizes.block * 0.62).round();
    let needed = 46.0 + 3.0 * (chip + 6.0) + 4.0 * (sizes.block + 6.0);
    let one_row = ui.available_width() >= needed;
    row(ui, |ui| {
        block_words(ui, &crate::tr!(ui, "kodable-if-on"), 16.0, sizes.block);
        for c in Colour::ALL {
            colour_chip(ui, coding, c, chip, sizes, out);
        }
        if one_row {
            conds(ui, coding, sizes, out);
        } else {
            block_words(ui, &crate::tr!(ui, "kodable-roll"), 16.0, sizes.block);
        }
    });
    if !one_row {
        row(ui, |ui| conds(ui, coding, sizes, out));
    }
    if coding.cond_armed {
        ui.label(
            egui::RichText::new(crate::tr!(
                ui,
                "kodable-cond-armed",
                colour = colour_name(crate::lang::of(ui.ctx()), coding.cond_colour)
            ))
            .color(egui_color(crate::theme::palette::of(ui.ctx()).accent)),
        );
    }
}

/// A colour to pick for the conds.
fn colour_chip(
    ui: &mut egui::Ui,
    coding: &Bench,
    c: Colour,
    chip: f32,
    sizes: Sizes,
    out: &mut Vec<Request>,
) {
    let (rect, response) = ui.allocate_exact_size(vec2(chip, sizes.block), Sense::click());
    let fill = egui_color(kodable_colour(c));
    let painter = ui.painter();
    painter.circle_filled(rect.center(), chip * 0.45, fill);
    painter.text(
        rect.center(),
        Align2::CENTER_CENTER,
        letter(crate::words_of!(ui), c),
        FontId::new(chip * 0.48, egui::FontFamily::Name("bold".into())),
        paint::ink_on(fill),
    );
    if coding.cond_colour == c {
        painter.circle_stroke(rect.center(), chip * 0.5, Stroke::new(2.5, Color32::WHITE));
    }
    if response
        .on_hover_text(crate::tr!(
            ui,
            "kodable-colour-hover",
            colour = colour_name(crate::lang::of(ui.ctx()), c)
        ))
        .clicked()
    {
        out.push(Request::CondColour(c));
    }
}

/// The four conds of the colour picked.
fn conds(ui: &mut egui::Ui, coding: &Bench, sizes: Sizes, out: &mut Vec<Request>) {
    let colour = coding.cond_colour;
    let new = coding.introduced.blocks.conds;
    for d in [Dir::Left, Dir::Up, Dir::Down, Dir::Right] {
        new_item(
            ui,
            Item::Action(Action::Cond(colour, d)),
            sizes,
            (
                &crate::tr!(
                    ui,
                    "kodable-palette-cond",
                    colour = colour_name(crate::lang::of(ui.ctx()), colour),
                    way = roll_way(crate::lang::of(ui.ctx()), d),
                    key = key_of(d).to_string()
                ),
                new,
            ),
            out,
        );
    }
}
