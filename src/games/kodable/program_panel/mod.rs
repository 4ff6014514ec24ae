//! The program editor, painted with egui: the palette of blocks, the program strip with its
//! cursor, the function's three slots, the program as text, and the hint. Every edit becomes
//! a [`Request`]; blocks are put in by clicking (where the cursor is) or by dragging, moved by
//! dragging, and removed with their ×, a right click, or by dragging them off the program.

mod paint;
mod palette;
mod slots;
mod strip;

use super::{Bench, Request};
use crate::theme;
use crate::theme::style::title_text;
use bevy_egui::egui::{self, Rect, Sense, Vec2, vec2};
use puzzles::kodable::Edit;
use puzzles::kodable::Slot;
use puzzles::kodable::{Item, Piece, Toolbox};

/// Something being dragged with the mouse.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Drag {
    /// A new block from the palette.
    New(Item),
    /// Block `i` of the program.
    Block(usize),
}

/// How big blocks are drawn: smaller in a narrow window.
#[derive(Clone, Copy, Debug)]
struct Sizes {
    /// Side of a block.
    block: f32,
    /// Side of a slot inside a loop.
    slot: f32,
    /// Width of the gaps between blocks, where the cursor stands and drops land.
    gap: f32,
}

impl Sizes {
    /// Sizes that fit six blocks in a row across `width`.
    fn for_width(width: f32) -> Sizes {
        let block = ((width - 44.0) / 6.0).clamp(34.0, 48.0).floor();
        Sizes {
            block,
            slot: (block * 0.75).floor(),
            gap: 10.0,
        }
    }
}

/// What a run is doing to the editor's blocks.
#[derive(Clone, Copy, Debug, Default)]
struct Lit {
    /// The block at work, its slot, and whether the run failed there.
    at: Option<(usize, Slot, bool)>,
}

impl Lit {
    fn of(coding: &Bench) -> Lit {
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

/// The rules the level's blocks follow, in a few words (message ids): those of the blocks it
/// does not offer yet are not told.
fn rules(toolbox: Toolbox) -> Vec<&'static str> {
    [
        ("kodable-how-arrow", true),
        ("kodable-how-cond", toolbox.conds),
        ("kodable-how-loop", toolbox.loops),
        ("kodable-how-function", toolbox.function),
        ("kodable-how-bonus", true),
    ]
    .into_iter()
    .filter_map(|(rule, told)| told.then_some(rule))
    .collect()
}

/// Scrolls the panel to `response` the first time `what` is shown there (the cursor moving
/// into the function's slots, a new hint), so that it is never hidden below the fold.
fn bring_into_view<T>(ui: &egui::Ui, response: &egui::Response, what: T)
where
    T: Clone + PartialEq + Send + Sync + 'static,
{
    let id = in_view_id::<T>();
    let shown = ui.ctx().data(|d| d.get_temp::<T>(id));
    if shown.as_ref() != Some(&what) {
        response.scroll_to_me(None);
        ui.ctx().data_mut(|d| d.insert_temp(id, what));
    }
}

/// Forgets what [`bring_into_view`] showed last, so that showing it again scrolls again.
fn forget_view<T: 'static>(ui: &egui::Ui) {
    ui.ctx().data_mut(|d| d.remove::<T>(in_view_id::<T>()));
}

fn in_view_id<T: 'static>() -> egui::Id {
    egui::Id::new(("kodable-in-view", std::any::type_name::<T>()))
}

/// The coach's line about what is new on this level, framed in the accent's colour.
fn coach(ui: &mut egui::Ui, line: &str) {
    let accent = theme::palette::egui_color(crate::theme::palette::of(ui.ctx()).accent);
    egui::Frame::new()
        .stroke(egui::Stroke::new(2.0, accent))
        .corner_radius(10)
        .inner_margin(egui::Margin::symmetric(12, 8))
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.label(egui::RichText::new(line).size(17.0).color(accent));
        });
}

/// A heading of the panel.
fn section(ui: &mut egui::Ui, text: &str) {
    ui.label(title_text(text, 20.0));
}

/// Grey words beside a heading.
fn aside(ui: &mut egui::Ui, text: impl Into<String>) {
    ui.label(egui::RichText::new(text).color(crate::theme::palette::of(ui.ctx()).grey(175)));
}

/// The editor panel's contents: the blocks, the program and the function, then whatever
/// `after_the_program` lays out (the Run bar, on a short window: a child then reaches Run
/// without scrolling past the rest), then the written form, the hint, how it works and keys.
pub fn panel(
    ui: &mut egui::Ui,
    coding: &mut Bench,
    out: &mut Vec<Request>,
    after_the_program: impl FnOnce(&mut egui::Ui, &mut Bench, &mut Vec<Request>),
) {
    let sizes = Sizes::for_width(ui.available_width());
    let lit = Lit::of(coding);
    let coached = (!coding.guided_now)
        .then(|| coding.introduced.coach_line(crate::lang::of(ui.ctx())))
        .flatten();
    if let Some(line) = coached {
        coach(ui, &line);
        ui.add_space(6.0);
    }
    section(ui, &crate::tr!(ui, "kodable-blocks-heading"));
    palette::palette(ui, coding, sizes, out);
    ui.add_space(6.0);
    let strip = strip::program(ui, coding, sizes, lit, out);
    ui.add_space(6.0);
    // The function's slots, where the level offers it (or a program typed in calls it).
    let calls = coding
        .draft
        .blocks
        .iter()
        .any(|p| matches!(p, Piece::Function));
    if coding.map.toolbox().function || calls {
        slots::function(ui, coding, sizes, lit, out);
        ui.add_space(6.0);
    }
    after_the_program(ui, coding, out);
    // Typing is folded away until asked for (T, or its heading): its examples would show
    // blocks not met yet, and its words are the program's written form, not a child's.
    let open = (coding.focus_text || coding.typed.is_some()).then_some(true);
    egui::CollapsingHeader::new(crate::tr!(ui, "kodable-text-heading"))
        .open(open)
        .show(ui, |ui| slots::typed(ui, coding, out));
    slots::hint(ui, coding, out);
    ui.add_space(4.0);
    egui::CollapsingHeader::new(crate::tr!(ui, "kodable-how-heading"))
        .default_open(false)
        .show(ui, |ui| {
            for line in rules(coding.map.toolbox()) {
                ui.label(
                    egui::RichText::new(format!("• {}", crate::words_of!(ui).message(line, &[])))
                        .color(crate::theme::palette::of(ui.ctx()).grey(215)),
                );
            }
        });
    // A player who plays by touch has no keys to look up.
    if !crate::input::TouchFirst::in_interface(ui.ctx()) {
        keys_section(ui);
    }
    drag_leftovers(ui, coding, strip, sizes, out);
}

/// The keys, folded under their heading.
fn keys_section(ui: &mut egui::Ui) {
    egui::CollapsingHeader::new(crate::tr!(ui, "kodable-keys-heading"))
        .default_open(false)
        .show(ui, |ui| {
            egui::Grid::new("kodable-keys")
                .num_columns(2)
                .spacing(vec2(12.0, 3.0))
                .show(ui, |ui| {
                    for (key, what) in super::keys::HELP {
                        ui.label(
                            egui::RichText::new(crate::words_of!(ui).message(key, &[])).strong(),
                        );
                        ui.label(
                            egui::RichText::new(crate::words_of!(ui).message(what, &[]))
                                .color(crate::theme::palette::of(ui.ctx()).grey(190)),
                        );
                        ui.end_row();
                    }
                });
        });
}

/// A block dragged off the program is removed; whatever is dragged follows the pointer.
fn drag_leftovers(
    ui: &mut egui::Ui,
    coding: &Bench,
    strip: Rect,
    sizes: Sizes,
    out: &mut Vec<Request>,
) {
    let ctx = ui.ctx().clone();
    let Some(drag) = egui::DragAndDrop::payload::<Drag>(&ctx) else {
        return;
    };
    let pointer = ctx.pointer_latest_pos();
    if ctx.input(|i| i.pointer.any_released()) {
        if let Drag::Block(i) = *drag
            && pointer.is_some_and(|p| !strip.expand(12.0).contains(p))
        {
            out.push(Request::Edit(Edit::Remove(i)));
        }
        return;
    }
    let Some(p) = pointer else {
        return;
    };
    let side = sizes.block;
    egui::Area::new(egui::Id::new("kodable-dragged"))
        .fixed_pos(p - Vec2::splat(side * 0.5))
        .order(egui::Order::Tooltip)
        .interactable(false)
        .show(&ctx, |ui| {
            let (rect, _) = ui.allocate_exact_size(Vec2::splat(side), Sense::hover());
            let painter = ui.painter();
            match *drag {
                Drag::New(item) => paint::item(painter, rect, item, super::NEW_LOOP_TIMES),
                Drag::Block(i) => match coding.draft.blocks.get(i) {
                    Some(Piece::Loop { times, .. }) => paint::loop_sign(painter, rect, *times),
                    Some(Piece::Function) => paint::function(painter, rect),
                    Some(piece) => {
                        if let Some(a) = piece.action() {
                            paint::action(painter, rect, a);
                        }
                    }
                    None => {}
                },
            }
            painter.rect_stroke(
                rect,
                egui::CornerRadius::same(8),
                egui::Stroke::new(
                    2.0,
                    theme::palette::egui_color(crate::theme::palette::of(ui.ctx()).accent),
                ),
                egui::StrokeKind::Outside,
            );
        });
}
