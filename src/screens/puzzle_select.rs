//! The puzzles screen: five cards, each with a small board that plays its first level's
//! solution over and over.

use super::stats::Totals;
use super::{ChosenPuzzle, Screen};
use crate::games::preview;
use crate::lang::Words;
use crate::levels;
use crate::progress::records::Progress;
use crate::theme;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use puzzles::{AnyLevel, Kind};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Focus>()
        .init_resource::<Previews>()
        .add_systems(Update, build_previews.run_if(in_state(Screen::Puzzles)))
        .add_systems(
            EguiPrimaryContextPass,
            cards
                .run_if(crate::theme::ui_ready)
                .run_if(in_state(Screen::Puzzles)),
        )
        .add_systems(Update, keys.run_if(in_state(Screen::Puzzles)));
}

/// The card the keyboard is on.
#[derive(Resource, Default)]
struct Focus(usize);

/// The positions each card's preview steps through, for the cards worked out so far.
#[derive(Resource, Default)]
pub struct Previews(pub Vec<(Kind, Vec<AnyLevel>)>);

/// Works out the next card's positions, one card a frame (the snake's solution alone takes a
/// few tens of milliseconds in a browser), and keeps frames coming until all are there.
fn build_previews(mut previews: ResMut<Previews>, mut keep: ResMut<crate::redraw::KeepDrawing>) {
    let missing = |previews: &Previews| {
        Kind::ALL
            .into_iter()
            .find(|k| !previews.0.iter().any(|(done, _)| done == k))
    };
    let Some(kind) = missing(&previews) else {
        return;
    };
    let shown = crate::games::shown(kind);
    let frames = levels::find_builtin(shown.card_level())
        .map(|b| shown.card_frames(&b.level()))
        .unwrap_or_default();
    previews.0.push((kind, frames));
    if missing(&previews).is_some() {
        keep.0 = true;
    }
}

fn choose(kind: Kind, chosen: &mut ChosenPuzzle, next: &mut NextState<Screen>) {
    chosen.0 = kind;
    next.set(Screen::Levels);
}

fn keys(
    presses: Res<crate::input::KeyPresses>,
    mut focus: ResMut<Focus>,
    mut chosen: ResMut<ChosenPuzzle>,
    mut next: ResMut<NextState<Screen>>,
) {
    let n = Kind::ALL.len();
    if presses.any_just_pressed([KeyCode::ArrowRight, KeyCode::ArrowDown, KeyCode::Tab]) {
        focus.0 = (focus.0 + 1) % n;
    }
    if presses.any_just_pressed([KeyCode::ArrowLeft, KeyCode::ArrowUp]) {
        focus.0 = (focus.0 + n - 1) % n;
    }
    let digits = [
        KeyCode::Digit1,
        KeyCode::Digit2,
        KeyCode::Digit3,
        KeyCode::Digit4,
        KeyCode::Digit5,
    ];
    for (i, d) in digits.iter().enumerate() {
        if presses.just_pressed(*d) {
            focus.0 = i;
            choose(Kind::ALL[i], &mut chosen, &mut next);
        }
    }
    if presses.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter, KeyCode::Space]) {
        choose(Kind::ALL[focus.0], &mut chosen, &mut next);
    }
    if presses.just_pressed(KeyCode::KeyT) {
        next.set(Screen::Stats);
    }
}

fn cards(
    mut contexts: EguiContexts,
    previews: Res<Previews>,
    progress: Res<Progress>,
    mut focus: ResMut<Focus>,
    mut chosen: ResMut<ChosenPuzzle>,
    mut next: ResMut<NextState<Screen>>,
    (time, mut chosen_item): (Res<Time>, ResMut<crate::screen_reader::Chosen>),
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let t = time.elapsed_secs();
    super::page(ctx, |ui| {
        heading(ui, &mut next);
        ui.add_space(16.0);
        let gap = 16.0;
        let width = ui.available_width();
        let per_row = ((width + gap) / 236.0).floor().clamp(1.0, 5.0) as usize;
        let rows = Kind::ALL.len().div_ceil(per_row);
        let card_w = ((width - gap * (per_row as f32 - 1.0)) / per_row as f32).min(300.0);
        // The cards take the height the window has, up to a square picture over the words,
        // and stand in the middle of it.
        let card_h = (ui.available_height() / rows as f32 - gap)
            .min(card_w + 175.0)
            .max(250.0);
        let spare = ui.available_height() - rows as f32 * (card_h + gap);
        theme::cards::scrolling_list().show(ui, |ui| {
            if spare > 0.0 {
                ui.add_space(spare / 2.0);
            }
            for row in Kind::ALL.chunks(per_row).enumerate() {
                ui.horizontal(|ui| {
                    ui.spacing_mut().item_spacing.x = 0.0;
                    let used = row.1.len() as f32 * card_w + (row.1.len() as f32 - 1.0) * gap;
                    ui.add_space(((width - used) / 2.0).max(0.0));
                    for (j, &kind) in row.1.iter().enumerate() {
                        let index = row.0 * per_row + j;
                        let frames = previews
                            .0
                            .iter()
                            .find(|(k, _)| *k == kind)
                            .map(|(_, f)| f.as_slice())
                            .unwrap_or(&[]);
                        let standing = standing(crate::lang::of(ui.ctx()), kind, &progress);
                        let response = card(
                            ui,
                            kind,
                            frames,
                            t,
                            egui::vec2(card_w, card_h),
                            focus.0 == index,
                            &standing,
                        );
                        super::list_item(
                            ui.ctx(),
                            response.id,
                            read_as(crate::lang::of(ui.ctx()), kind, &standing),
                            (index + 1, Kind::ALL.len()),
                            (focus.0 == index).then_some(&mut *chosen_item),
                        );
                        if response.clicked() {
                            focus.0 = index;
                            choose(kind, &mut chosen, &mut next);
                        }
                        if super::pointer_moved_over(ui, &response) {
                            focus.0 = index;
                        }
                        ui.add_space(gap);
                    }
                });
                ui.add_space(gap);
            }
        });
    });
    Ok(())
}

/// The heading: back to the title, and the way to the stats.
fn heading(ui: &mut egui::Ui, next: &mut NextState<Screen>) {
    let mut to_stats = false;
    super::heading(
        ui,
        (&crate::tr!(ui, "puzzles-back"), Screen::Title),
        next,
        (&crate::tr!(ui, "puzzles-heading"), 34.0),
        |ui| {
            let label = crate::tr!(ui, "puzzles-stats");
            let look = egui::RichText::new;
            let height = super::CONTROL_HEIGHT;
            to_stats = theme::keys::keyed_button(ui, (&label, &label), look, "T", (true, height))
                .on_hover_text(crate::tr!(ui, "puzzles-stats-hover"))
                .clicked();
        },
    );
    if to_stats {
        next.set(Screen::Stats);
    }
}

/// How far the player has got with a puzzle: its totals, and the next level to solve.
struct Standing {
    totals: Totals,
    next: Option<String>,
}

fn standing(words: Words, kind: Kind, progress: &Progress) -> Standing {
    let is_solved = |b: &levels::Builtin| progress.solved(&b.id());
    Standing {
        totals: Totals::of(kind, progress),
        next: levels::builtin(kind)
            .iter()
            .find(|b| !is_solved(b))
            .map(|b| b.shown_title(words)),
    }
}

fn card(
    ui: &mut egui::Ui,
    kind: Kind,
    frames: &[AnyLevel],
    t: f32,
    size: egui::Vec2,
    focused: bool,
    standing: &Standing,
) -> egui::Response {
    let (rect, response) = ui.allocate_exact_size(size, egui::Sense::click());
    let painter = ui.painter_at(rect);
    theme::cards::card_background(&painter, rect, focused, 16, 2.5);
    let pad = 16.0;
    let inner = rect.width() - 2.0 * pad;
    // Lay the words out first; the picture gets the room that is left.
    let words = CardWords::lay_out(&painter, kind, standing, inner);
    let picture_height = (rect.height() - words.height() - 3.0 * pad)
        .min(inner)
        .max(40.0);
    let preview_rect = egui::Rect::from_min_size(
        rect.min + egui::vec2(pad, pad),
        egui::vec2(inner, picture_height),
    );
    if frames.is_empty() {
        crate::games::shown(kind).emblem(&painter, preview_rect);
    } else {
        // Step through the solution, resting on the start (a level in play) and briefly on
        // the end.
        let step = (t / 0.55) as usize % (frames.len() + 4);
        let frame = step.saturating_sub(3).min(frames.len() - 1);
        preview::draw(&painter, preview_rect, &frames[frame]);
    }
    let at = egui::pos2(rect.left() + pad, preview_rect.bottom() + pad);
    words.paint(&painter, at, standing, inner);
    response.on_hover_cursor(egui::CursorIcon::PointingHand)
}

/// The words of a puzzle's card, laid out: its number and name, what it is about, how many
/// levels are solved (over a bar), the next level, and the attempts and time.
struct CardWords {
    title: std::sync::Arc<egui::Galley>,
    words: std::sync::Arc<egui::Galley>,
    footer: std::sync::Arc<egui::Galley>,
    next: Option<std::sync::Arc<egui::Galley>>,
    effort: Option<std::sync::Arc<egui::Galley>>,
}

/// The height of the bar that shows how much of the pack is solved.
const BAR: f32 = 6.0;

impl CardWords {
    fn lay_out(painter: &egui::Painter, kind: Kind, standing: &Standing, inner: f32) -> CardWords {
        let number = Kind::ALL.iter().position(|&k| k == kind).unwrap_or(0) + 1;
        let title_font = |size| egui::FontId::new(size, egui::FontFamily::Name("title".into()));
        // Every card's name on one line, all in one size: the largest at which the longest
        // fits, so that the cards' pictures stand level.
        let size = [22.0, 20.0, 18.0, 16.0]
            .into_iter()
            .find(|&size| {
                Kind::ALL.iter().enumerate().all(|(i, k)| {
                    let line = format!("{}  {}", i + 1, crate::words_of!(painter).puzzle_name(*k));
                    painter
                        .layout_no_wrap(line, title_font(size), egui::Color32::WHITE)
                        .size()
                        .x
                        <= inner
                })
            })
            .unwrap_or(15.0);
        CardWords {
            title: painter.layout(
                format!("{number}  {}", crate::words_of!(painter).puzzle_name(kind)),
                title_font(size),
                theme::palette::of(painter.ctx()).text(),
                inner,
            ),
            words: painter.layout(
                crate::words_of!(painter).puzzle_blurb(kind),
                egui::FontId::proportional(15.0),
                crate::theme::palette::of(painter.ctx()).grey(190),
                inner,
            ),
            footer: solved_footer(painter, standing, inner),
            next: standing.next.as_ref().map(|n| {
                theme::cards::one_line(
                    painter,
                    crate::tr!(painter, "puzzles-next", level = n.clone()),
                    egui::FontId::proportional(14.0),
                    crate::theme::palette::of(painter.ctx()).grey(170),
                    inner,
                )
            }),
            effort: Some(standing.totals.effort_line(crate::lang::of(painter.ctx())))
                .filter(|line| !line.is_empty())
                .map(|line| {
                    theme::cards::one_line(
                        painter,
                        line,
                        egui::FontId::proportional(13.0),
                        crate::theme::palette::of(painter.ctx()).grey(150),
                        inner,
                    )
                }),
        }
    }

    fn height(&self) -> f32 {
        let next_height = [&self.next, &self.effort]
            .iter()
            .filter_map(|g| g.as_ref())
            .map(|g| g.size().y + 6.0)
            .sum::<f32>();
        self.title.size().y
            + 6.0
            + self.words.size().y
            + 10.0
            + self.footer.size().y
            + 6.0
            + BAR
            + next_height
    }

    /// Paints the words from `at` down, `inner` wide.
    fn paint(self, painter: &egui::Painter, at: egui::Pos2, standing: &Standing, inner: f32) {
        let (x, mut y) = (at.x, at.y);
        for (galley, after) in [(self.title, 6.0), (self.words, 10.0), (self.footer, 6.0)] {
            let h = galley.size().y;
            painter.galley(egui::pos2(x, y), galley, egui::Color32::WHITE);
            y += h + after;
        }
        let track = egui::Rect::from_min_size(egui::pos2(x, y), egui::vec2(inner, BAR));
        painter.rect_filled(
            track,
            egui::CornerRadius::same(3),
            crate::theme::palette::of(painter.ctx()).grey(60),
        );
        let done = standing.totals.solved as f32 / standing.totals.levels.max(1) as f32;
        if done > 0.0 {
            let filled = egui::Rect::from_min_size(track.min, egui::vec2(inner * done, BAR));
            painter.rect_filled(
                filled,
                egui::CornerRadius::same(3),
                theme::palette::egui_color(crate::theme::palette::of(painter.ctx()).accent),
            );
        }
        y += BAR + 6.0;
        for line in [self.next, self.effort].into_iter().flatten() {
            let h = line.size().y;
            painter.galley(egui::pos2(x, y), line, egui::Color32::WHITE);
            y += h + 6.0;
        }
    }
}

/// How far through the pack, on one line where it fits, else its parts a line each (never a
/// part cut: "★ 1 at par" is as long as "3 of 12 solved" in Chinese).
/// A puzzle's card as a screen reader reads it: its name, what it is about, how far the player
/// has got, and the next level.
fn read_as(words: Words, kind: Kind, standing: &Standing) -> String {
    let blurb = words.puzzle_blurb(kind);
    let mut parts = vec![
        words.puzzle_name(kind),
        blurb.trim_end_matches(['.', '。']).to_string(),
    ];
    parts.push(standing.totals.solved_parts(words).join(", "));
    if let Some(next) = &standing.next {
        parts.push(crate::tr!(words, "puzzles-next", level = next.clone()));
    }
    crate::play::spoken::sentences(words, &parts)
}

fn solved_footer(
    painter: &egui::Painter,
    standing: &Standing,
    inner: f32,
) -> std::sync::Arc<egui::Galley> {
    let font = egui::FontId::proportional(14.0);
    let colour = theme::palette::egui_color(theme::palette::of(painter.ctx()).accent);
    let parts = standing.totals.solved_parts(crate::lang::of(painter.ctx()));
    let one_line = parts.join(" · ");
    let fits = painter
        .layout_no_wrap(one_line.clone(), font.clone(), colour)
        .size()
        .x
        <= inner;
    let text = if fits { one_line } else { parts.join("\n") };
    painter.layout(text, font, colour, inner)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_card_shows_a_built_in_level() {
        for kind in Kind::ALL {
            let level = levels::find_builtin(crate::games::shown(kind).card_level());
            assert_eq!(level.map(|b| b.kind), Some(kind));
        }
    }
}
