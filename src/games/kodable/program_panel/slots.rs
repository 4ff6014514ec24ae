//! Below the strip: the function's three slots, the program as typed text (with the column of
//! a mistake marked), and the hint with a button that puts its block in.

use super::super::Edit;
use super::super::{Bench, Request};
use super::{Drag, Lit, Sizes, aside, paint, section, strip};
use crate::theme::palette::egui_color;
use crate::theme::style::title_text;
use bevy_egui::egui::{self, Color32, FontId, Sense, Stroke, Vec2};
use puzzles::kodable::Place;

/// The function's three slots.
pub(super) fn function(
    ui: &mut egui::Ui,
    coding: &Bench,
    sizes: Sizes,
    lit: Lit,
    out: &mut Vec<Request>,
) {
    ui.horizontal_wrapped(|ui| {
        section(ui, &crate::tr!(ui, "kodable-function-heading"));
        let calls = coding
            .draft
            .blocks
            .iter()
            .filter(|p| **p == puzzles::kodable::Piece::Function)
            .count();
        aside(ui, crate::tr!(ui, "kodable-function-calls", calls = calls));
    });
    if !matches!(coding.draft.cursor, Place::FunctionSlot(_)) {
        super::forget_view::<Place>(ui);
    }
    ui.horizontal(|ui| {
        ui.spacing_mut().item_spacing = egui::vec2(8.0, 6.0);
        let (f, _) = ui.allocate_exact_size(Vec2::splat(sizes.block), Sense::hover());
        paint::function(ui.painter(), f.shrink(sizes.block * 0.1));
        super::palette::block_words(ui, "=", 24.0, sizes.block);
        for k in 0..3 {
            let (rect, response) = ui.allocate_exact_size(Vec2::splat(sizes.block), Sense::click());
            let place = Place::FunctionSlot(k);
            let active = coding.draft.cursor == place;
            match coding.draft.function[k] {
                Some(a) => {
                    paint::action(ui.painter(), rect, a);
                    if active {
                        paint::outline(
                            ui.painter(),
                            rect,
                            egui_color(crate::theme::palette::of(ui.ctx()).accent),
                            2.0,
                        );
                    }
                }
                None => paint::empty(ui.painter(), rect, active),
            }
            if let Some((index, failed)) = lit.function_slot()
                && index as usize == k
            {
                paint::outline(ui.painter(), rect, paint::lit_colour(failed), 3.5);
            }
            if response.dnd_hover_payload::<Drag>().is_some() {
                paint::outline(
                    ui.painter(),
                    rect,
                    egui_color(crate::theme::palette::of(ui.ctx()).accent),
                    2.0,
                );
            }
            if active {
                super::bring_into_view(ui, &response, coding.draft.cursor);
            }
            if let Some(drag) = response.dnd_release_payload::<Drag>() {
                strip::drop_in_slot(*drag, place, coding, out);
            } else if response.secondary_clicked() {
                out.push(Request::Edit(Edit::ClearFunctionSlot(k)));
            } else if response.clicked() {
                out.push(Request::Cursor(place));
            }
            response.on_hover_text(crate::tr!(ui, "kodable-slot-hover"));
        }
    });
}

/// The program as text in the game's notation, which can be typed.
pub(super) fn typed(ui: &mut egui::Ui, coding: &mut Bench, out: &mut Vec<Request>) {
    let mut text = coding.typed.clone().unwrap_or_else(|| coding.draft.text());
    // Several lines, so that a long program shows whole; Enter reads it in.
    let edit = egui::TextEdit::multiline(&mut text)
        .id(egui::Id::new("kodable-typed"))
        .font(egui::TextStyle::Monospace)
        .desired_width(ui.available_width())
        .desired_rows(2)
        .return_key(None)
        .hint_text(crate::tr!(ui, "kodable-text-hint"));
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
    if response.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Escape)) {
        coding.typed = None;
        coding.typed_error = None;
    }
    let mut apply = entered && coding.typed.is_some();
    if coding.typed.is_some() {
        ui.horizontal(|ui| {
            if ui
                .button(crate::tr!(ui, "kodable-text-use"))
                .on_hover_text(crate::tr!(ui, "kodable-text-use-hover"))
                .clicked()
            {
                apply = true;
            }
            if ui
                .button(crate::tr!(ui, "kodable-text-forget"))
                .on_hover_text(crate::tr!(ui, "kodable-text-forget-hover"))
                .clicked()
            {
                coding.typed = None;
                coding.typed_error = None;
            }
        });
    }
    if apply {
        out.push(Request::Type(text.clone()));
    }
    // Under the notation, the same program as the blocks read (while it is not being typed).
    if coding.typed.is_none() && !coding.draft.blocks.is_empty() {
        let words = crate::lang::of(ui.ctx());
        let said = crate::games::kodable::said::program_said(words, coding.draft);
        ui.label(
            egui::RichText::new(crate::tr!(words, "kodable-text-in-blocks", program = said))
                .color(crate::theme::palette::of(ui.ctx()).grey(190)),
        );
    }
    if let Some(e) = &coding.typed_error {
        let column = e.at.map_or(1, |(_, column)| column);
        mistake(ui, &text, column, &crate::words_of!(ui).why(e));
    }
}

/// The typed text again with the character at fault marked, and what is wrong there.
fn mistake(ui: &mut egui::Ui, text: &str, column: usize, message: &str) {
    let mut job = egui::text::LayoutJob::default();
    job.wrap.max_width = ui.available_width();
    let font = FontId::monospace(15.0);
    let plain = egui::TextFormat {
        font_id: font.clone(),
        color: crate::theme::palette::of(ui.ctx()).grey(200),
        ..Default::default()
    };
    let marked = egui::TextFormat {
        font_id: font,
        color: Color32::WHITE,
        background: egui_color(crate::theme::palette::of(ui.ctx()).warn),
        ..Default::default()
    };
    let chars: Vec<char> = text.replace(['\n', '\r'], " ").chars().collect();
    let at = column.saturating_sub(1);
    let before: String = chars.iter().take(at).collect();
    let fault: String = chars.get(at).map_or(" ".to_string(), char::to_string);
    let after: String = chars.iter().skip(at + 1).collect();
    job.append(&before, 0.0, plain.clone());
    job.append(&fault, 0.0, marked);
    job.append(&after, 0.0, plain);
    ui.label(job);
    ui.label(
        egui::RichText::new(crate::tr!(
            ui,
            "kodable-text-error",
            column = column,
            message = message.to_string()
        ))
        .color(egui_color(crate::theme::palette::of(ui.ctx()).warn)),
    );
}

/// The hint on show, with a button that puts its block in.
pub(super) fn hint(ui: &mut egui::Ui, coding: &Bench, out: &mut Vec<Request>) {
    let Some(hint) = coding.hint else {
        return;
    };
    ui.add_space(8.0);
    let card = egui::Frame::new()
        .fill(egui_color(crate::theme::palette::of(ui.ctx()).accent).gamma_multiply(0.22))
        .stroke(Stroke::new(
            1.5,
            egui_color(crate::theme::palette::of(ui.ctx()).accent),
        ))
        .corner_radius(10)
        .inner_margin(egui::Margin::same(8))
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.horizontal_wrapped(|ui| {
                ui.label(title_text(crate::tr!(ui, "hud-hint"), 18.0));
                match &hint.mv {
                    Edit::Continue {
                        keep,
                        block,
                        function,
                    } => {
                        if *keep == 0 && !coding.draft.blocks.is_empty() {
                            ui.label(crate::tr!(ui, "kodable-hint-start-with"));
                        } else if *keep < coding.draft.blocks.len() {
                            ui.label(crate::tr!(ui, "kodable-hint-keep-then", keep = *keep));
                        } else {
                            ui.label(crate::tr!(ui, "kodable-hint-add"));
                        }
                        let h = 36.0;
                        let (rect, _) = ui.allocate_exact_size(
                            egui::vec2(paint::block_width(*block, h), h),
                            Sense::hover(),
                        );
                        paint::block(ui.painter(), rect, *block);
                        if let Some(f) = function
                            && coding.draft.body() != Some(*f)
                        {
                            ui.label(crate::tr!(ui, "kodable-hint-and-function"));
                            for a in f {
                                let (rect, _) =
                                    ui.allocate_exact_size(Vec2::splat(28.0), Sense::hover());
                                paint::action(ui.painter(), rect, *a);
                            }
                        }
                    }
                    Edit::Keep(keep) => {
                        ui.label(crate::tr!(ui, "kodable-hint-keep-only", keep = *keep));
                    }
                    _ => {}
                }
                if crate::hud::buttons::button(ui, &crate::tr!(ui, "kodable-hint-do-it"), "H", true) {
                    out.push(Request::TakeHint);
                }
            });
        });
    super::bring_into_view(ui, &card.response, hint.shown_at.to_bits());
}
