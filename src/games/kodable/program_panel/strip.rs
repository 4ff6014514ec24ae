//! The program strip: its blocks in rows, the cursor in the gap where the next block goes,
//! loops with their count and two slots, drops from the palette, moves by dragging, and the
//! buttons for the block at the cursor.

use super::super::{Bench, Request};
use super::{Drag, Lit, Sizes, aside, paint, section};
use crate::theme::palette::egui_color;
use crate::theme::style::bold;
use bevy_egui::egui::{self, Align2, Color32, CornerRadius, FontId, Rect, Sense, Vec2, pos2, vec2};
use puzzles::kodable::Edit;
use puzzles::kodable::{Action, MAX_LOOP};
use puzzles::kodable::{Item, Piece, Place};

/// The heading, the strip and the tools for the current block; returns the strip's area.
pub(super) fn program(
    ui: &mut egui::Ui,
    coding: &Bench,
    sizes: Sizes,
    lit: Lit,
    out: &mut Vec<Request>,
) -> Rect {
    ui.horizontal_wrapped(|ui| {
        section(ui, &crate::tr!(ui, "kodable-program-heading"));
        let (size, why) = coding.score();
        let count = crate::tr!(ui, "win-blocks", blocks = size);
        match why {
            Some(why) => aside(
                ui,
                format!("{count}: {}", crate::words_of!(ui).message(why, &[])),
            ),
            None => aside(ui, count),
        }
    });
    let frame = egui::Frame::new()
        .fill(egui_color(crate::theme::palette::of(ui.ctx()).background))
        .corner_radius(10)
        .inner_margin(egui::Margin::same(6));
    let area = frame
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.horizontal_wrapped(|ui| {
                ui.spacing_mut().item_spacing = vec2(0.0, 8.0);
                for i in 0..coding.draft.blocks.len() {
                    gap(ui, coding, i, sizes, out);
                    block(ui, coding, i, sizes, lit, out);
                }
                gap(ui, coding, coding.draft.blocks.len(), sizes, out);
                if coding.draft.blocks.is_empty() {
                    // (A player by touch has no arrow keys to press.)
                    let empty = if crate::input::TouchFirst::in_interface(ui.ctx()) {
                        crate::tr!(ui, "kodable-program-empty-touch")
                    } else {
                        crate::tr!(ui, "kodable-program-empty")
                    };
                    ui.label(
                        egui::RichText::new(empty)
                            .color(crate::theme::palette::of(ui.ctx()).grey(150)),
                    );
                }
            });
        })
        .response
        .rect;
    // A drop anywhere else on the strip goes at the end.
    let anywhere = ui.interact(area, ui.id().with("kodable-strip"), Sense::hover());
    if let Some(drag) = anywhere.dnd_release_payload::<Drag>() {
        drop_at_gap(*drag, coding.draft.blocks.len(), out);
    } else if anywhere.dnd_hover_payload::<Drag>().is_some() {
        ui.painter().rect_stroke(
            area,
            CornerRadius::same(10),
            egui::Stroke::new(
                1.5,
                egui_color(crate::theme::palette::of(ui.ctx()).accent).gamma_multiply(0.6),
            ),
            egui::StrokeKind::Inside,
        );
    }
    tools(ui, coding, out);
    area
}

/// A small button.
fn small(text: &str) -> egui::Button<'static> {
    egui::Button::new(egui::RichText::new(text.to_string()).size(14.0))
}

/// Undo, redo and clear; and for the block at the cursor: move it, remove it, a loop's count.
fn tools(ui: &mut egui::Ui, coding: &Bench, out: &mut Vec<Request>) {
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing = vec2(5.0, 5.0);
        ui.spacing_mut().button_padding = vec2(8.0, 4.0);
        if ui
            .add_enabled(coding.can_undo, small(&crate::tr!(ui, "hud-undo")))
            .on_hover_text(crate::tr!(ui, "kodable-undo-hover"))
            .clicked()
        {
            out.push(Request::UndoEdit);
        }
        if ui
            .add_enabled(coding.can_redo, small(&crate::tr!(ui, "hud-redo")))
            .on_hover_text("Y")
            .clicked()
        {
            out.push(Request::RedoEdit);
        }
        if ui
            .add_enabled(
                !coding.draft.blocks.is_empty(),
                small(&crate::tr!(ui, "kodable-clear")),
            )
            .on_hover_text(crate::tr!(ui, "kodable-clear-hover"))
            .clicked()
        {
            out.push(Request::Edit(Edit::Clear));
        }
        let Some(i) = coding.draft.current_block() else {
            return;
        };
        ui.separator();
        aside(ui, crate::tr!(ui, "kodable-block-number", number = i + 1));
        if ui
            .add_enabled(i > 0, small("◀"))
            .on_hover_text(crate::tr!(ui, "kodable-move-left-hover"))
            .clicked()
        {
            out.push(Request::Shift(-1));
        }
        if ui
            .add_enabled(i + 1 < coding.draft.blocks.len(), small("▶"))
            .on_hover_text(crate::tr!(ui, "kodable-move-right-hover"))
            .clicked()
        {
            out.push(Request::Shift(1));
        }
        if ui
            .add(small("×"))
            .on_hover_text(crate::tr!(ui, "kodable-remove-hover"))
            .clicked()
        {
            out.push(Request::Edit(Edit::Remove(i)));
        }
        if let Piece::Loop { times, .. } = coding.draft.blocks[i] {
            // How many times the loop runs, with buttons a player finds (the count on the
            // block also answers clicks, and the keys 1–9), on a line of their own.
            ui.end_row();
            aside(ui, crate::tr!(ui, "kodable-repeat"));
            if ui
                .add_enabled(times > 1, small("−"))
                .on_hover_text(crate::tr!(ui, "kodable-fewer-hover"))
                .clicked()
            {
                out.push(Request::Edit(Edit::SetTimes(i, times - 1)));
            }
            ui.label(bold(format!("{times}×")));
            if ui
                .add_enabled(times < MAX_LOOP, small("+"))
                .on_hover_text(crate::tr!(ui, "kodable-more-hover"))
                .clicked()
            {
                out.push(Request::Edit(Edit::SetTimes(i, times + 1)));
            }
        }
    });
}

/// The gap before block `i` (or after the last one): where the cursor stands and drops land.
fn gap(ui: &mut egui::Ui, coding: &Bench, i: usize, sizes: Sizes, out: &mut Vec<Request>) {
    let (rect, response) = ui.allocate_exact_size(vec2(sizes.gap, sizes.block), Sense::click());
    let here = coding.draft.cursor == Place::Gap(i);
    let hovering = response.dnd_hover_payload::<Drag>().is_some();
    if here || hovering {
        // A steady bar: a blinking one would keep a still screen drawing.
        let strength = if hovering { 1.0 } else { 0.8 };
        ui.painter().rect_filled(
            Rect::from_center_size(rect.center(), vec2(4.0, sizes.block - 4.0)),
            CornerRadius::same(2),
            egui_color(crate::theme::palette::of(ui.ctx()).accent).gamma_multiply(strength),
        );
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
        Drag::Block(from) => out.push(Request::Edit(Edit::Move { from, to: i })),
    }
}

/// A drop on a slot of a loop or of the function: a block from the program moves into it.
pub(super) fn drop_in_slot(drag: Drag, place: Place, coding: &Bench, out: &mut Vec<Request>) {
    match drag {
        Drag::New(item) => out.push(Request::PutAt(place, item)),
        Drag::Block(from) => match coding.draft.blocks.get(from).and_then(|p| p.action()) {
            Some(action) => {
                out.push(Request::PutAt(place, Item::Action(action)));
                out.push(Request::Edit(Edit::Remove(from)));
            }
            // Loops and calls cannot go in a slot; the refusal says why.
            None => out.push(Request::PutAt(place, Item::Loop)),
        },
    }
}

/// One block of the strip.
fn block(
    ui: &mut egui::Ui,
    coding: &Bench,
    i: usize,
    sizes: Sizes,
    lit: Lit,
    out: &mut Vec<Request>,
) {
    let piece = coding.draft.blocks[i];
    let width = match piece {
        Piece::Loop { .. } => 4.0 + COUNT_WIDTH + 4.0 + 2.0 * sizes.slot + 4.0 + 6.0,
        _ => sizes.block,
    };
    let (rect, response) =
        ui.allocate_exact_size(vec2(width, sizes.block), Sense::click_and_drag());
    let painter = ui.painter().clone();
    let mut in_slot = SlotAct::default();
    match piece {
        Piece::Roll(d) => paint::action(&painter, rect, Action::Roll(d)),
        Piece::Cond(c, d) => paint::action(&painter, rect, Action::Cond(c, d)),
        Piece::Function => paint::function(&painter, rect),
        Piece::Loop { times, body } => {
            painter.rect_filled(rect, CornerRadius::same(9), paint::LOOP_FILL);
            let count = loop_count(ui, rect, i, times, sizes, lit, out);
            for (s, slot) in body.iter().enumerate() {
                let r = Rect::from_min_size(
                    pos2(
                        count.right() + 4.0 + s as f32 * (sizes.slot + 4.0),
                        rect.center().y - sizes.slot / 2.0,
                    ),
                    Vec2::splat(sizes.slot),
                );
                loop_slot(ui, coding, r, (i, s), *slot, lit, &mut in_slot, out);
            }
        }
    }
    let close = block_marks(ui, coding, i, rect, lit);
    response.dnd_set_drag_payload(Drag::Block(i));
    if let Some((drag, place)) = in_slot.dropped {
        drop_in_slot(drag, place, coding, out);
    } else if let Some(drag) = response.dnd_release_payload::<Drag>() {
        let after = ui
            .ctx()
            .pointer_latest_pos()
            .is_some_and(|p| p.x > rect.center().x);
        drop_at_gap(*drag, if after { i + 1 } else { i }, out);
    } else if let Some(place) = in_slot.clicked {
        out.push(Request::Cursor(place));
    } else if response.secondary_clicked() {
        out.push(Request::Edit(Edit::Remove(i)));
    } else if response.clicked() {
        let on_close = response
            .interact_pointer_pos()
            .is_some_and(|p| close.expand(2.0).contains(p));
        out.push(if on_close {
            Request::Edit(Edit::Remove(i))
        } else {
            Request::Cursor(Place::Gap(i + 1))
        });
    }
    if response.hovered() && !egui::DragAndDrop::has_any_payload(ui.ctx()) {
        response.on_hover_text(match piece {
            Piece::Loop { .. } => crate::tr!(ui, "kodable-loop-hover"),
            Piece::Function => {
                crate::tr!(ui, "kodable-function-hover")
            }
            _ => crate::tr!(ui, "kodable-block-hover"),
        });
    }
}

/// The width of a loop's count.
const COUNT_WIDTH: f32 = 26.0;

/// What the pointer did in a loop's slots: a block dropped in one, or a click on one.
#[derive(Default)]
struct SlotAct {
    dropped: Option<(Drag, Place)>,
    clicked: Option<Place>,
}

/// A loop's count, at the left of block `i`: how many times it runs (the round on show while
/// it runs), and clicks on its top or bottom half for more or fewer. Returns where it is.
fn loop_count(
    ui: &mut egui::Ui,
    rect: Rect,
    i: usize,
    times: u8,
    sizes: Sizes,
    lit: Lit,
    out: &mut Vec<Request>,
) -> Rect {
    let painter = ui.painter().clone();
    let count = Rect::from_min_size(
        rect.min + vec2(4.0, 4.0),
        vec2(COUNT_WIDTH, sizes.block - 8.0),
    );
    let count_text = match lit.loop_slot(i) {
        Some((round, _, _)) => format!("{}/{times}", round + 1),
        None => format!("×{times}"),
    };
    let h = sizes.block;
    painter.text(
        count.center() - vec2(0.0, h * 0.18),
        Align2::CENTER_CENTER,
        "↻",
        FontId::proportional(h * 0.36),
        Color32::WHITE,
    );
    painter.text(
        count.center() + vec2(0.0, h * 0.19),
        Align2::CENTER_CENTER,
        count_text,
        FontId::new(h * 0.27, egui::FontFamily::Name("bold".into())),
        Color32::WHITE,
    );
    let id = ui.id().with(("kodable-block", i));
    let count_response = ui
        .interact(count, id.with("count"), Sense::click())
        .on_hover_text(crate::tr!(ui, "kodable-times-hover"));
    if count_response.clicked()
        && let Some(p) = count_response.interact_pointer_pos()
    {
        let n = if p.y < count.center().y {
            times.saturating_add(1)
        } else {
            times.saturating_sub(1)
        };
        out.push(Request::Edit(Edit::SetTimes(i, n.clamp(1, MAX_LOOP))));
    }
    count
}

/// Slot `s` of the loop that is block `i`, at `r`: its action or an empty box, lit while it
/// runs, a drop target, a click that puts the cursor there, a right click that empties it.
#[allow(clippy::too_many_arguments)]
fn loop_slot(
    ui: &mut egui::Ui,
    coding: &Bench,
    r: Rect,
    (i, s): (usize, usize),
    slot: Option<Action>,
    lit: Lit,
    act: &mut SlotAct,
    out: &mut Vec<Request>,
) {
    let painter = ui.painter().clone();
    let place = Place::LoopSlot { block: i, slot: s };
    let active = coding.draft.cursor == place;
    match slot {
        Some(a) => paint::action(&painter, r, a),
        None => paint::empty(&painter, r, active),
    }
    if active && slot.is_some() {
        paint::outline(
            &painter,
            r,
            egui_color(crate::theme::palette::of(ui.ctx()).accent),
            2.0,
        );
    }
    if let Some((_, index, failed)) = lit.loop_slot(i)
        && index as usize == s
    {
        paint::outline(&painter, r, paint::lit_colour(failed), 3.0);
    }
    let id = ui.id().with(("kodable-block", i));
    let sr = ui
        .interact(r, id.with(("slot", s)), Sense::click())
        .on_hover_text(crate::tr!(ui, "kodable-slot-hover"));
    if sr.dnd_hover_payload::<Drag>().is_some() {
        paint::outline(
            &painter,
            r,
            egui_color(crate::theme::palette::of(ui.ctx()).accent),
            2.0,
        );
    }
    if let Some(drag) = sr.dnd_release_payload::<Drag>() {
        act.dropped = Some((*drag, place));
    } else if sr.secondary_clicked() {
        out.push(Request::Edit(Edit::ClearLoopSlot(i, s)));
    } else if sr.clicked() {
        act.clicked = Some(place);
    }
}

/// The outlines of block `i` (the cursor's block, the block running) and, while the pointer
/// is over it, the × that removes it. Returns where the × is.
fn block_marks(ui: &egui::Ui, coding: &Bench, i: usize, rect: Rect, lit: Lit) -> Rect {
    let painter = ui.painter();
    if coding.draft.current_block() == Some(i) {
        paint::outline(
            painter,
            rect,
            egui_color(crate::theme::palette::of(ui.ctx()).accent).gamma_multiply(0.7),
            2.0,
        );
    }
    if let Some(failed) = lit.block(i) {
        paint::outline(painter, rect, paint::lit_colour(failed), 3.5);
    }
    let close = Rect::from_center_size(rect.right_top() + vec2(-3.0, 3.0), Vec2::splat(16.0));
    let dragging = egui::DragAndDrop::has_any_payload(ui.ctx());
    if ui.rect_contains_pointer(rect.expand(4.0)) && !dragging {
        painter.circle_filled(close.center(), 8.0, Color32::from_rgb(60, 60, 70));
        painter.text(
            close.center(),
            Align2::CENTER_CENTER,
            "×",
            FontId::proportional(13.0),
            Color32::WHITE,
        );
    }
    close
}
