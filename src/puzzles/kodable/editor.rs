//! The program editor, painted with egui: the palette of blocks, the program strip with its
//! cursor, the function's three slots, and the program as text. Every edit becomes a
//! [`Request`]; blocks are put in by clicking (where the cursor is) or by dragging, moved by
//! dragging, and removed with their ×, a right click, or by dragging them off the program.

use super::draft::{Item, Piece, Place};
use super::jobs::HintFound;
use super::{Coding, Request};
use crate::screens::preview::kodable_colour;
use crate::theme::{self, egui_color, title_text};
use bevy_egui::egui::{
    self, Align2, Color32, CornerRadius, FontId, Pos2, Rect, Sense, Shape, Stroke, StrokeKind,
    Vec2, pos2, vec2,
};
use puzzles::Dir;
use puzzles::kodable::{Action, Block, Colour, Slot};

/// Side of a block in the strip and the palette.
pub const BLOCK: f32 = 48.0;
/// Side of a slot inside a loop.
const SLOT: f32 = 36.0;
/// Width of the gaps between blocks, where the cursor stands and drops land.
const GAP: f32 = 10.0;

/// Arrow blocks.
const ARROW_FILL: Color32 = Color32::from_rgb(66, 126, 212);
/// Calls of the function.
const FUNCTION_FILL: Color32 = Color32::from_rgb(146, 96, 206);
/// Loops.
const LOOP_FILL: Color32 = Color32::from_rgb(44, 140, 110);
/// An empty slot.
const EMPTY: Color32 = Color32::from_rgb(52, 58, 80);

/// Something being dragged with the mouse.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Drag {
    /// A new block from the palette.
    New(Item),
    /// Block `i` of the program.
    Block(usize),
}

/// What a run is doing to the editor's blocks.
#[derive(Clone, Copy, Debug, Default)]
struct Lit {
    /// The block at work, its slot, and whether it failed.
    at: Option<(usize, Slot, bool)>,
}

impl Lit {
    fn of(coding: &Coding) -> Lit {
        let Some(run) = coding.run.as_ref().filter(|r| !r.stale) else {
            return Lit::default();
        };
        let failed = run.finished && !run.trace.is_won();
        Lit {
            at: run
                .current()
                .map(|s| (s.origin.block, s.origin.slot, failed)),
        }
    }

    fn block(&self, i: usize) -> Option<bool> {
        self.at.filter(|a| a.0 == i).map(|a| a.2)
    }

    fn loop_slot(&self, i: usize) -> Option<(u8, u8, bool)> {
        match self.at {
            Some((b, Slot::Loop { round, index }, failed)) if b == i => {
                Some((round, index, failed))
            }
            _ => None,
        }
    }

    fn function_slot(&self) -> Option<(u8, bool)> {
        match self.at {
            Some((_, Slot::Function { index }, failed)) => Some((index, failed)),
            _ => None,
        }
    }
}

/// The colour a highlight is drawn in.
fn lit_colour(failed: bool) -> Color32 {
    if failed {
        egui_color(theme::WARN)
    } else {
        Color32::WHITE
    }
}

/// Paints an arrow pointing `dir`, centred in `rect`.
pub fn paint_arrow(painter: &egui::Painter, center: Pos2, dir: Dir, size: f32, colour: Color32) {
    let (dc, dr) = dir.delta();
    let v = vec2(dc as f32, dr as f32);
    let n = vec2(-v.y, v.x);
    let tip = center + v * size * 0.42;
    let back = center - v * size * 0.38;
    let neck = center + v * size * 0.02;
    painter.line_segment([back, neck], Stroke::new(size * 0.2, colour));
    painter.add(Shape::convex_polygon(
        vec![tip, neck + n * size * 0.3, neck - n * size * 0.3],
        colour,
        Stroke::NONE,
    ));
}

/// Text on a light colour is dark, on a dark colour light.
fn ink_on(fill: Color32) -> Color32 {
    let lum = 0.3 * fill.r() as f32 + 0.59 * fill.g() as f32 + 0.11 * fill.b() as f32;
    if lum > 150.0 {
        Color32::from_rgb(45, 30, 35)
    } else {
        Color32::WHITE
    }
}

/// Paints an arrow or a cond filling `rect`.
pub fn paint_action(painter: &egui::Painter, rect: Rect, action: Action) {
    let radius = CornerRadius::same((rect.height() * 0.18) as u8);
    match action {
        Action::Roll(d) => {
            painter.rect_filled(rect, radius, ARROW_FILL);
            paint_arrow(
                painter,
                rect.center(),
                d,
                rect.height() * 0.7,
                Color32::WHITE,
            );
        }
        Action::Cond(c, d) => {
            let fill = egui_color(kodable_colour(c));
            let ink = ink_on(fill);
            painter.rect_filled(rect, radius, fill);
            // "If on P" in the corner, then the way to go: the letter keeps colours apart
            // for players who cannot see them.
            let h = rect.height();
            painter.text(
                rect.left_top() + vec2(h * 0.1, h * 0.04),
                Align2::LEFT_TOP,
                super::map::letter(c),
                FontId::new(h * 0.34, egui::FontFamily::Name("bold".into())),
                ink,
            );
            paint_arrow(
                painter,
                rect.center() + vec2(h * 0.1, h * 0.1),
                d,
                h * 0.5,
                ink,
            );
        }
    }
}

/// Paints a call of the function.
fn paint_function(painter: &egui::Painter, rect: Rect) {
    painter.rect_filled(
        rect,
        CornerRadius::same((rect.height() * 0.18) as u8),
        FUNCTION_FILL,
    );
    painter.text(
        rect.center(),
        Align2::CENTER_CENTER,
        "F",
        FontId::new(rect.height() * 0.55, egui::FontFamily::Name("title".into())),
        Color32::WHITE,
    );
}

/// Paints an empty slot.
fn paint_empty(painter: &egui::Painter, rect: Rect, active: bool) {
    let radius = CornerRadius::same((rect.height() * 0.18) as u8);
    painter.rect_filled(rect, radius, EMPTY);
    let stroke = if active {
        Stroke::new(2.0, egui_color(theme::ACCENT))
    } else {
        Stroke::new(1.5, Color32::from_gray(110))
    };
    painter.rect_stroke(rect, radius, stroke, StrokeKind::Inside);
    painter.text(
        rect.center(),
        Align2::CENTER_CENTER,
        "+",
        FontId::proportional(rect.height() * 0.5),
        Color32::from_gray(120),
    );
}

/// Paints a palette item (for the palette and while it is dragged).
fn paint_item(painter: &egui::Painter, rect: Rect, item: Item, times: u8) {
    match item {
        Item::Action(a) => paint_action(painter, rect, a),
        Item::Function => paint_function(painter, rect),
        Item::Loop => {
            painter.rect_filled(
                rect,
                CornerRadius::same((rect.height() * 0.18) as u8),
                LOOP_FILL,
            );
            painter.text(
                rect.center() - vec2(0.0, rect.height() * 0.12),
                Align2::CENTER_CENTER,
                "↻",
                FontId::proportional(rect.height() * 0.5),
                Color32::WHITE,
            );
            painter.text(
                rect.center() + vec2(0.0, rect.height() * 0.27),
                Align2::CENTER_CENTER,
                format!("×{times}"),
                FontId::new(rect.height() * 0.28, egui::FontFamily::Name("bold".into())),
                Color32::WHITE,
            );
        }
    }
}

/// A block's outline: the cursor's block, the block at work, or a failed one.
fn outline(painter: &egui::Painter, rect: Rect, colour: Color32, width: f32) {
    painter.rect_stroke(
        rect.expand(width * 0.5 + 1.0),
        CornerRadius::same((rect.height() * 0.2) as u8 + 2),
        Stroke::new(width, colour),
        StrokeKind::Middle,
    );
}

/// The editor panel's contents.
pub fn panel(ui: &mut egui::Ui, coding: &mut Coding, out: &mut Vec<Request>) {
    let lit = Lit::of(coding);
    section(ui, "Blocks");
    palette(ui, coding, out);
    ui.add_space(8.0);
    ui.horizontal(|ui| {
        section(ui, "Program");
        let size = coding.draft.size();
        ui.label(
            egui::RichText::new(format!("{size} block{}", if size == 1 { "" } else { "s" }))
                .color(Color32::from_gray(180)),
        );
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            if ui
                .add_enabled(!coding.draft.blocks.is_empty(), egui::Button::new("Clear"))
                .on_hover_text("Remove every block (Shift+Backspace)")
                .clicked()
            {
                out.push(Request::Clear);
            }
            if ui
                .add_enabled(coding.can_redo(), egui::Button::new("Redo"))
                .on_hover_text("Y")
                .clicked()
            {
                out.push(Request::RedoEdit);
            }
            if ui
                .add_enabled(coding.can_undo(), egui::Button::new("Undo"))
                .on_hover_text("Z")
                .clicked()
            {
                out.push(Request::UndoEdit);
            }
        });
    });
    let strip = strip(ui, coding, lit, out);
    current_block_tools(ui, coding, out);
    ui.add_space(8.0);
    function(ui, coding, lit, out);
    ui.add_space(8.0);
    typed(ui, coding, out);
    hint_card(ui, coding, out);
    ui.add_space(6.0);
    egui::CollapsingHeader::new("Keys")
        .default_open(false)
        .show(ui, |ui| {
            egui::Grid::new("kodable-keys")
                .num_columns(2)
                .spacing(vec2(12.0, 3.0))
                .show(ui, |ui| {
                    for (key, what) in super::keys::HELP {
                        ui.label(egui::RichText::new(*key).strong());
                        ui.label(egui::RichText::new(*what).color(Color32::from_gray(190)));
                        ui.end_row();
                    }
                });
        });
    drag_leftovers(ui, coding, strip, out);
}

fn section(ui: &mut egui::Ui, text: &str) {
    ui.label(title_text(text, 20.0));
}

/// An item of the palette: click to put it at the cursor, or drag it to a place.
fn palette_item(ui: &mut egui::Ui, item: Item, hover: &str, out: &mut Vec<Request>) {
    let (rect, response) = ui.allocate_exact_size(Vec2::splat(BLOCK), Sense::click_and_drag());
    paint_item(ui.painter(), rect, item, super::NEW_LOOP_TIMES);
    if response.hovered() {
        outline(ui.painter(), rect, Color32::from_white_alpha(140), 2.0);
    }
    response.dnd_set_drag_payload(Drag::New(item));
    let response = response.on_hover_text(hover);
    if response.clicked() {
        out.push(Request::Put(item));
    }
}

fn dir_key(d: Dir) -> &'static str {
    match d {
        Dir::Up => "↑",
        Dir::Down => "↓",
        Dir::Left => "←",
        Dir::Right => "→",
    }
}

fn palette(ui: &mut egui::Ui, coding: &Coding, out: &mut Vec<Request>) {
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing = vec2(6.0, 6.0);
        for d in [Dir::Left, Dir::Up, Dir::Down, Dir::Right] {
            palette_item(
                ui,
                Item::Action(Action::Roll(d)),
                &format!(
                    "Roll {} until something stops the ball (key {})",
                    super::run::word(d),
                    dir_key(d)
                ),
                out,
            );
        }
        ui.add_space(8.0);
        palette_item(
            ui,
            Item::Loop,
            "Loop: its two blocks, run again and again (key L; digits set the count)",
            out,
        );
        palette_item(
            ui,
            Item::Function,
            "Function: runs the three blocks of the function below (key F)",
            out,
        );
    });
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing = vec2(6.0, 6.0);
        ui.label(egui::RichText::new("If on").color(Color32::from_gray(200)));
        for c in Colour::ALL {
            let fill = egui_color(kodable_colour(c));
            let (rect, response) = ui.allocate_exact_size(vec2(30.0, 30.0), Sense::click());
            let chosen = coding.cond_colour == c;
            ui.painter().circle_filled(rect.center(), 13.0, fill);
            ui.painter().text(
                rect.center(),
                Align2::CENTER_CENTER,
                super::map::letter(c),
                FontId::new(14.0, egui::FontFamily::Name("bold".into())),
                ink_on(fill),
            );
            if chosen {
                ui.painter()
                    .circle_stroke(rect.center(), 15.0, Stroke::new(2.5, Color32::WHITE));
            }
            if response.on_hover_text(format!("Conds test {c} tiles")).clicked() {
                out.push(Request::CondColour(c));
            }
        }
        let armed = if coding.cond_armed { " (armed: press an arrow)" } else { "" };
        for d in [Dir::Left, Dir::Up, Dir::Down, Dir::Right] {
            palette_item(
                ui,
                Item::Action(Action::Cond(coding.cond_colour, d)),
                &format!(
                    "Cond: on a {} tile, roll {}; elsewhere do nothing. A roll just before it stops on the first {} tile (key C then {}){armed}",
                    coding.cond_colour,
                    super::run::word(d),
                    coding.cond_colour,
                    dir_key(d)
                ),
                out,
            );
        }
    });
}

/// The gap before block `i` (or after the last one): where the cursor stands and drops land.
fn gap(ui: &mut egui::Ui, coding: &Coding, i: usize, out: &mut Vec<Request>) {
    let (rect, response) = ui.allocate_exact_size(vec2(GAP, BLOCK), Sense::click());
    let here = coding.draft.cursor == Place::Gap(i);
    let hovering = response.dnd_hover_payload::<Drag>().is_some();
    if here || hovering {
        let blink = if hovering {
            1.0
        } else {
            0.55 + 0.45 * (ui.input(|i| i.time) * 4.0).sin().abs() as f32
        };
        ui.painter().rect_filled(
            Rect::from_center_size(rect.center(), vec2(4.0, BLOCK - 4.0)),
            CornerRadius::same(2),
            egui_color(theme::ACCENT).gamma_multiply(blink),
        );
        ui.ctx().request_repaint();
    }
    if let Some(drag) = response.dnd_release_payload::<Drag>() {
        drop_at_gap(*drag, i, out);
    } else if response.clicked() {
        out.push(Request::Cursor(Place::Gap(i)));
    }
}

fn drop_at_gap(drag: Drag, i: usize, out: &mut Vec<Request>) {
    match drag {
        Drag::New(item) => out.push(Request::PutAt(Place::Gap(i), item)),
        Drag::Block(from) => out.push(Request::Move { from, to: i }),
    }
}

fn drop_in_slot(drag: Drag, place: Place, coding: &Coding, out: &mut Vec<Request>) {
    match drag {
        Drag::New(item) => out.push(Request::PutAt(place, item)),
        Drag::Block(from) => {
            if let Some(action) = coding.draft.blocks.get(from).and_then(|p| p.action()) {
                out.push(Request::PutAt(place, Item::Action(action)));
                out.push(Request::Remove(from));
            } else {
                out.push(Request::PutAt(place, Item::Loop));
            }
        }
    }
}

/// The strip of blocks, wrapped over as many rows as it needs; returns its area.
fn strip(ui: &mut egui::Ui, coding: &Coding, lit: Lit, out: &mut Vec<Request>) -> Rect {
    let frame = egui::Frame::new()
        .fill(theme::egui_color(theme::BACKGROUND))
        .corner_radius(10)
        .inner_margin(egui::Margin::same(8));
    let response = frame.show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.set_min_height(BLOCK + 4.0);
        ui.horizontal_wrapped(|ui| {
            ui.spacing_mut().item_spacing = vec2(0.0, 8.0);
            for i in 0..coding.draft.blocks.len() {
                gap(ui, coding, i, out);
                block(ui, coding, i, lit, out);
            }
            gap(ui, coding, coding.draft.blocks.len(), out);
            if coding.draft.blocks.is_empty() {
                ui.label(
                    egui::RichText::new("Click or drag blocks here, or press the arrow keys")
                        .color(Color32::from_gray(150)),
                );
            }
        });
    });
    response.response.rect
}

/// One block of the strip.
fn block(ui: &mut egui::Ui, coding: &Coding, i: usize, lit: Lit, out: &mut Vec<Request>) {
    let piece = coding.draft.blocks[i];
    let width = match piece {
        Piece::Loop { .. } => 6.0 + 24.0 + 4.0 + SLOT + 4.0 + SLOT + 6.0,
        _ => BLOCK,
    };
    let (rect, response) = ui.allocate_exact_size(vec2(width, BLOCK), Sense::click_and_drag());
    let painter = ui.painter().clone();
    let id = ui.id().with(("kodable-block", i));
    let mut slot_drop = None;
    let mut slot_clicked = None;
    match piece {
        Piece::Roll(d) => paint_action(&painter, rect, Action::Roll(d)),
        Piece::Cond(c, d) => paint_action(&painter, rect, Action::Cond(c, d)),
        Piece::Function => paint_function(&painter, rect),
        Piece::Loop { times, body } => {
            painter.rect_filled(rect, CornerRadius::same(9), LOOP_FILL);
            let count = Rect::from_min_size(rect.min + vec2(4.0, 4.0), vec2(26.0, BLOCK - 8.0));
            let lit_slot = lit.loop_slot(i);
            let count_text = match lit_slot {
                Some((round, _, _)) => format!("{}/{times}", round + 1),
                None => format!("×{times}"),
            };
            painter.text(
                count.center() - vec2(0.0, 9.0),
                Align2::CENTER_CENTER,
                "↻",
                FontId::proportional(17.0),
                Color32::WHITE,
            );
            painter.text(
                count.center() + vec2(0.0, 9.0),
                Align2::CENTER_CENTER,
                count_text,
                FontId::new(13.0, egui::FontFamily::Name("bold".into())),
                Color32::WHITE,
            );
            let count_response = ui
                .interact(count, id.with("count"), Sense::click())
                .on_hover_text("Times it runs: click the top half for more, the bottom for fewer, or press 1–9");
            if count_response.clicked()
                && let Some(p) = count_response.interact_pointer_pos()
            {
                let more = p.y < count.center().y;
                let n = if more {
                    times.saturating_add(1)
                } else {
                    times.saturating_sub(1)
                };
                out.push(Request::SetTimes(i, n.max(1)));
            }
            for (s, slot) in body.iter().enumerate() {
                let r = Rect::from_min_size(
                    pos2(
                        count.right() + 4.0 + s as f32 * (SLOT + 4.0),
                        rect.top() + 6.0,
                    ),
                    Vec2::splat(SLOT),
                );
                let place = Place::LoopSlot { block: i, slot: s };
                let active = coding.draft.cursor == place;
                match slot {
                    Some(a) => paint_action(&painter, r, *a),
                    None => paint_empty(&painter, r, active),
                }
                if active && slot.is_some() {
                    outline(&painter, r, egui_color(theme::ACCENT), 2.0);
                }
                if let Some((_, index, failed)) = lit_slot
                    && index as usize == s
                {
                    outline(&painter, r, lit_colour(failed), 3.0);
                }
                let sr = ui.interact(r, id.with(("slot", s)), Sense::click());
                if sr.dnd_hover_payload::<Drag>().is_some() {
                    outline(&painter, r, egui_color(theme::ACCENT), 2.0);
                }
                if let Some(drag) = sr.dnd_release_payload::<Drag>() {
                    slot_drop = Some((*drag, place));
                } else if sr.secondary_clicked() {
                    out.push(Request::ClearLoopSlot(i, s));
                } else if sr.clicked() {
                    slot_clicked = Some(place);
                }
            }
        }
    }
    if coding.draft.current_block() == Some(i) {
        outline(
            &painter,
            rect,
            egui_color(theme::ACCENT).gamma_multiply(0.7),
            2.0,
        );
    }
    if let Some(failed) = lit.block(i) {
        outline(&painter, rect, lit_colour(failed), 3.5);
    }
    // The × that removes the block, while the pointer is over it.
    let close = Rect::from_center_size(rect.right_top() + vec2(-3.0, 3.0), Vec2::splat(16.0));
    let hovered =
        ui.rect_contains_pointer(rect.expand(4.0)) && !egui::DragAndDrop::has_any_payload(ui.ctx());
    if hovered {
        painter.circle_filled(close.center(), 8.0, Color32::from_rgb(60, 60, 70));
        painter.text(
            close.center(),
            Align2::CENTER_CENTER,
            "×",
            FontId::proportional(13.0),
            Color32::WHITE,
        );
    }
    response.dnd_set_drag_payload(Drag::Block(i));
    if let Some((drag, place)) = slot_drop {
        drop_in_slot(drag, place, coding, out);
    } else if let Some(drag) = response.dnd_release_payload::<Drag>() {
        let after = response
            .hover_pos()
            .or_else(|| ui.ctx().pointer_latest_pos())
            .is_some_and(|p| p.x > rect.center().x);
        drop_at_gap(*drag, if after { i + 1 } else { i }, out);
    } else if let Some(place) = slot_clicked {
        out.push(Request::Cursor(place));
    } else if response.secondary_clicked() {
        out.push(Request::Remove(i));
    } else if response.clicked() {
        let on_close = response
            .interact_pointer_pos()
            .is_some_and(|p| close.expand(2.0).contains(p));
        if on_close {
            out.push(Request::Remove(i));
        } else {
            out.push(Request::Cursor(Place::Gap(i + 1)));
        }
    }
    let tip = match piece {
        Piece::Loop { .. } => "A loop. Drag to move it, × or right click to remove it",
        Piece::Function => {
            "Runs the function's three blocks. Drag to move it, × or right click to remove it"
        }
        _ => "Drag to move it, × or right click to remove it",
    };
    if response.hovered() {
        response.on_hover_text(tip);
    }
}

/// Buttons for the block at the cursor: move it, remove it, and a loop's count.
fn current_block_tools(ui: &mut egui::Ui, coding: &Coding, out: &mut Vec<Request>) {
    let Some(i) = coding.draft.current_block() else {
        return;
    };
    ui.horizontal(|ui| {
        ui.label(egui::RichText::new(format!("Block {}:", i + 1)).color(Color32::from_gray(190)));
        if ui
            .add_enabled(i > 0, egui::Button::new("◀"))
            .on_hover_text("Move it left (Ctrl+←)")
            .clicked()
        {
            out.push(Request::Shift(-1));
        }
        if ui
            .add_enabled(i + 1 < coding.draft.blocks.len(), egui::Button::new("▶"))
            .on_hover_text("Move it right (Ctrl+→)")
            .clicked()
        {
            out.push(Request::Shift(1));
        }
        if ui.button("× Remove").on_hover_text("Backspace").clicked() {
            out.push(Request::Remove(i));
        }
        if let Piece::Loop { times, .. } = coding.draft.blocks[i] {
            ui.separator();
            ui.label("Runs");
            let mut n = times;
            if ui
                .add(egui::DragValue::new(&mut n).range(1..=puzzles::kodable::MAX_LOOP))
                .on_hover_text("Times the loop runs (keys 1–9)")
                .changed()
            {
                out.push(Request::SetTimes(i, n));
            }
            ui.label("times");
        }
    });
}

/// The function's three slots.
fn function(ui: &mut egui::Ui, coding: &Coding, lit: Lit, out: &mut Vec<Request>) {
    ui.horizontal(|ui| {
        section(ui, "Function");
        let called = coding
            .draft
            .blocks
            .iter()
            .filter(|p| **p == Piece::Function)
            .count();
        let note = match called {
            0 => "not called yet: add F blocks to the program".to_string(),
            1 => "called once".to_string(),
            n => format!("called {n} times"),
        };
        ui.label(egui::RichText::new(note).color(Color32::from_gray(170)));
    });
    ui.horizontal(|ui| {
        ui.spacing_mut().item_spacing = vec2(8.0, 6.0);
        let (f, _) = ui.allocate_exact_size(Vec2::splat(BLOCK), Sense::hover());
        paint_function(ui.painter(), f.shrink(4.0));
        ui.label(egui::RichText::new("=").size(24.0));
        for k in 0..3 {
            let (rect, response) = ui.allocate_exact_size(Vec2::splat(BLOCK), Sense::click());
            let place = Place::FunctionSlot(k);
            let active = coding.draft.cursor == place;
            match coding.draft.function[k] {
                Some(a) => {
                    paint_action(ui.painter(), rect, a);
                    if active {
                        outline(ui.painter(), rect, egui_color(theme::ACCENT), 2.0);
                    }
                }
                None => paint_empty(ui.painter(), rect, active),
            }
            if let Some((index, failed)) = lit.function_slot()
                && index as usize == k
            {
                outline(ui.painter(), rect, lit_colour(failed), 3.5);
            }
            if response.dnd_hover_payload::<Drag>().is_some() {
                outline(ui.painter(), rect, egui_color(theme::ACCENT), 2.0);
            }
            if let Some(drag) = response.dnd_release_payload::<Drag>() {
                drop_in_slot(*drag, place, coding, out);
            } else if response.secondary_clicked() {
                out.push(Request::ClearFunctionSlot(k));
            } else if response.clicked() {
                out.push(Request::Cursor(place));
            }
            response.on_hover_text("Click to put the next block here; right click to empty it");
        }
    });
}

/// The program as text in the seed's notation, which can be typed.
fn typed(ui: &mut egui::Ui, coding: &mut Coding, out: &mut Vec<Request>) {
    section(ui, "As text");
    let mut text = coding.typed.clone().unwrap_or_else(|| coding.draft.text());
    let id = egui::Id::new("kodable-typed");
    let mut apply = false;
    // Several lines, so that a long program shows whole; Enter reads it in.
    let edit = egui::TextEdit::multiline(&mut text)
        .id(id)
        .font(egui::TextStyle::Monospace)
        .desired_width(ui.available_width())
        .desired_rows(2)
        .return_key(None)
        .hint_text(
            "Type the program (T), e.g. Right Loop{2}{Down,Right} Function with Up Right Down",
        );
    let response = ui.add(edit);
    if std::mem::take(&mut coding.focus_text) {
        response.request_focus();
    }
    if response.changed() {
        coding.typed = Some(text.clone());
    }
    let entered = response.has_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
    if entered {
        response.surrender_focus();
    }
    let escaped = response.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Escape));
    if escaped {
        coding.typed = None;
        coding.typed_error = None;
    }
    ui.horizontal(|ui| {
        if ui
            .add_enabled(coding.typed.is_some(), egui::Button::new("Use this text"))
            .on_hover_text("Read the text into the program (Enter)")
            .clicked()
            || (entered && coding.typed.is_some())
        {
            apply = true;
        }
        if coding.typed.is_some()
            && ui
                .button("Undo typing")
                .on_hover_text("Show the program again (Esc)")
                .clicked()
        {
            coding.typed = None;
            coding.typed_error = None;
        }
    });
    if apply {
        out.push(Request::Type(text.clone()));
    }
    if let Some((column, message)) = &coding.typed_error {
        // The text again, with the character at fault marked.
        let mut job = egui::text::LayoutJob::default();
        job.wrap.max_width = ui.available_width();
        let font = FontId::monospace(15.0);
        let plain = egui::TextFormat {
            font_id: font.clone(),
            color: Color32::from_gray(200),
            ..Default::default()
        };
        let marked = egui::TextFormat {
            font_id: font,
            color: Color32::WHITE,
            background: egui_color(theme::WARN),
            ..Default::default()
        };
        let chars: Vec<char> = text.chars().collect();
        let at = column.saturating_sub(1);
        let before: String = chars.iter().take(at).collect();
        let fault: String = chars.get(at).map_or(" ".to_string(), |c| c.to_string());
        let after: String = chars.iter().skip(at + 1).collect();
        job.append(&before, 0.0, plain.clone());
        job.append(&fault, 0.0, marked);
        job.append(&after, 0.0, plain);
        ui.label(job);
        ui.label(
            egui::RichText::new(format!("Column {column}: {message}."))
                .color(egui_color(theme::WARN)),
        );
    }
}

/// The hint on show, with a button that puts its block in.
fn hint_card(ui: &mut egui::Ui, coding: &Coding, out: &mut Vec<Request>) {
    let Some(hint) = coding
        .hint
        .as_ref()
        .filter(|h| h.revision == coding.revision)
    else {
        return;
    };
    if !hint.found.changes_program() {
        return;
    }
    ui.add_space(8.0);
    egui::Frame::new()
        .fill(egui_color(theme::ACCENT).gamma_multiply(0.25))
        .stroke(Stroke::new(1.5, egui_color(theme::ACCENT)))
        .corner_radius(10)
        .inner_margin(egui::Margin::same(8))
        .show(ui, |ui| {
            ui.horizontal(|ui| {
                ui.label(title_text("Hint", 18.0));
                match &hint.found {
                    HintFound::Next {
                        keep,
                        block,
                        function,
                        ..
                    } => {
                        if *keep < coding.draft.blocks.len() {
                            ui.label(format!(
                                "keep {keep} block{}, then",
                                if *keep == 1 { "" } else { "s" }
                            ));
                        } else {
                            ui.label("add");
                        }
                        let (rect, _) = ui.allocate_exact_size(Vec2::splat(40.0), Sense::hover());
                        paint_block(ui.painter(), rect, *block);
                        if let Some(f) = function
                            && coding.draft.body() != Some(*f)
                        {
                            ui.label("with");
                            for a in f {
                                let (rect, _) =
                                    ui.allocate_exact_size(Vec2::splat(30.0), Sense::hover());
                                paint_action(ui.painter(), rect, *a);
                            }
                        }
                    }
                    HintFound::Trim { keep } => {
                        ui.label(format!("keep only the first {keep} blocks"));
                    }
                    _ => {}
                }
                if crate::play::hud::button(ui, "Do it", "H", true) {
                    out.push(Request::TakeHint);
                }
            });
        });
}

/// Paints any core block (a loop as its two actions in a box).
fn paint_block(painter: &egui::Painter, rect: Rect, block: Block) {
    match block {
        Block::Roll(d) => paint_action(painter, rect, Action::Roll(d)),
        Block::Cond(c, d) => paint_action(painter, rect, Action::Cond(c, d)),
        Block::Function => paint_function(painter, rect),
        Block::Loop(n, a, b) => {
            let wide = Rect::from_min_size(rect.min, vec2(rect.width() * 2.2, rect.height()));
            painter.rect_filled(wide, CornerRadius::same(7), LOOP_FILL);
            painter.text(
                wide.left_center() + vec2(10.0, 0.0),
                Align2::CENTER_CENTER,
                format!("×{n}"),
                FontId::new(12.0, egui::FontFamily::Name("bold".into())),
                Color32::WHITE,
            );
            let s = rect.height() * 0.7;
            for (k, action) in [a, b].into_iter().enumerate() {
                let r = Rect::from_min_size(
                    pos2(
                        wide.left() + 22.0 + k as f32 * (s + 3.0),
                        rect.center().y - s / 2.0,
                    ),
                    Vec2::splat(s),
                );
                paint_action(painter, r, action);
            }
        }
    }
}

/// A block dragged off the program is removed; a dragged block follows the pointer.
fn drag_leftovers(ui: &mut egui::Ui, coding: &Coding, strip: Rect, out: &mut Vec<Request>) {
    let ctx = ui.ctx().clone();
    let Some(drag) = egui::DragAndDrop::payload::<Drag>(&ctx) else {
        return;
    };
    let pointer = ctx.pointer_latest_pos();
    if ctx.input(|i| i.pointer.any_released()) {
        if let Drag::Block(i) = *drag
            && pointer.is_some_and(|p| !strip.expand(12.0).contains(p))
        {
            out.push(Request::Remove(i));
        }
        return;
    }
    if let Some(p) = pointer {
        egui::Area::new(egui::Id::new("kodable-dragged"))
            .fixed_pos(p - Vec2::splat(BLOCK * 0.5))
            .order(egui::Order::Tooltip)
            .interactable(false)
            .show(&ctx, |ui| {
                let (rect, _) = ui.allocate_exact_size(Vec2::splat(BLOCK), Sense::hover());
                match *drag {
                    Drag::New(item) => paint_item(ui.painter(), rect, item, super::NEW_LOOP_TIMES),
                    Drag::Block(i) => match coding.draft.blocks.get(i) {
                        Some(Piece::Loop { times, .. }) => {
                            paint_item(ui.painter(), rect, Item::Loop, *times)
                        }
                        Some(Piece::Function) => paint_function(ui.painter(), rect),
                        Some(p) => {
                            if let Some(a) = p.action() {
                                paint_action(ui.painter(), rect, a);
                            }
                        }
                        None => {}
                    },
                }
            });
    }
}
