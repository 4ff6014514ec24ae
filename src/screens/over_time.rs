//! A puzzle's last four weeks on the stats screen: the rating and how sure it is, the levels
//! finished each day with the time a level took, and whether hints grow fewer. The charts are
//! drawn in the look's colours; what they show is also said in words, which a screen reader
//! reads.

use crate::lang::Words;
use crate::progress::history::Day;
use crate::progress::records::Progress;
use crate::text_format::clock;
use crate::theme;
use bevy_egui::egui;
use puzzles::Kind;

/// The days the charts cover, today last.
pub const DAYS: usize = 28;

/// The block under a puzzle's totals: nothing when no level of it was finished in the last
/// four weeks (and it has no rating). Whether it was shown.
pub fn block(ui: &mut egui::Ui, kind: Kind, progress: &Progress) -> bool {
    let days = progress.by_day(kind, crate::calendar::today(), DAYS);
    let rated = progress.ratings.contains_key(&kind);
    if days.iter().all(|d| d.finished == 0) && !rated {
        return false;
    }
    let words = crate::lang::of(ui.ctx());
    let grey = theme::palette::of(ui.ctx()).grey(190);
    ui.add_space(4.0);
    ui.label(
        egui::RichText::new(rating_line(words, progress, kind))
            .size(15.0)
            .color(grey),
    );
    ui.label(
        egui::RichText::new(weeks_line(words, &days))
            .size(15.0)
            .color(grey),
    );
    ui.add_space(6.0);
    let wide = ui.available_width() >= 560.0;
    let width = if wide {
        (ui.available_width() - 16.0) / 2.0
    } else {
        ui.available_width()
    };
    let charts = |ui: &mut egui::Ui| {
        chart(
            ui,
            width,
            &crate::tr!(ui, "stats-chart-finished"),
            |p, r| finished_chart(p, r, &days),
        );
        if days.iter().any(|d| d.rating.is_some()) {
            chart(ui, width, &crate::tr!(ui, "stats-chart-rating"), |p, r| {
                rating_chart(p, r, &days)
            });
        }
    };
    if wide {
        ui.horizontal_top(charts);
    } else {
        ui.vertical(charts);
    }
    true
}

/// `Rating 1620 ± 180`, or that there is none yet.
pub fn rating_line(words: Words, progress: &Progress, puzzle: Kind) -> String {
    match progress.ratings.get(&puzzle).map(|r| r.rating) {
        Some(r) => crate::tr!(
            words,
            "stats-rating",
            rating = r.rating.round() as i64,
            range = (2.0 * r.deviation).round() as i64
        ),
        None => crate::tr!(words, "stats-no-rating"),
    }
}

/// `23 levels finished in the last four weeks · time per level 1:12 → 0:48 · hints per level
/// 1.5 → 0.3 · 18 % over par`: the first two weeks against the last two where both have levels.
pub fn weeks_line(words: Words, days: &[Day]) -> String {
    let (first, last) = days.split_at(days.len() / 2);
    let sum = |days: &[Day]| days.iter().fold(Day::default(), |all, d| all.plus(d));
    let (all, before, after) = (sum(days), sum(first), sum(last));
    let mut parts = vec![crate::tr!(
        words,
        "stats-finished-weeks",
        count = all.finished
    )];
    let per = |total: u64, d: &Day| total as f64 / f64::from(d.finished.max(1));
    let hints = |d: &Day| format!("{:.1}", per(u64::from(d.hints), d));
    let time = |d: &Day| clock(per(d.time, d) as u64);
    if before.finished > 0 && after.finished > 0 {
        parts.push(crate::tr!(
            words,
            "stats-time-trend",
            before = time(&before),
            after = time(&after)
        ));
        parts.push(crate::tr!(
            words,
            "stats-hints-trend",
            before = hints(&before),
            after = hints(&after)
        ));
    } else if all.finished > 0 {
        parts.push(crate::tr!(words, "stats-time-mean", time = time(&all)));
        parts.push(crate::tr!(words, "stats-hints-mean", hints = hints(&all)));
    }
    if all.pars > 0 {
        let over = (f64::from(all.moves) / f64::from(all.pars) - 1.0) * 100.0;
        parts.push(crate::tr!(
            words,
            "stats-over-par",
            percent = over.max(0.0).round() as i64
        ));
    }
    parts.join(" · ")
}

/// A chart `width` points wide under its title, its plot drawn by `draw` in the rect given.
fn chart(
    ui: &mut egui::Ui,
    width: f32,
    title: &str,
    draw: impl FnOnce(&egui::Painter, egui::Rect),
) {
    ui.vertical(|ui| {
        ui.set_width(width);
        let grey = theme::palette::of(ui.ctx()).grey(150);
        ui.label(egui::RichText::new(title).size(13.0).color(grey));
        let (rect, _) = ui.allocate_exact_size(egui::vec2(width, 96.0), egui::Sense::hover());
        let painter = ui.painter_at(rect);
        let palette = theme::palette::of(ui.ctx());
        painter.rect_filled(rect, 6.0, theme::palette::egui_color(palette.tray));
        draw(&painter, rect.shrink2(egui::vec2(8.0, 6.0)));
        let words = crate::lang::of(ui.ctx());
        ui.horizontal(|ui| {
            let small = |text: String| egui::RichText::new(text).size(12.0).color(grey);
            ui.label(small(crate::tr!(words, "stats-weeks-ago")));
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                ui.label(small(crate::tr!(words, "stats-today")));
            });
        });
    });
}

/// Where day `i` of [`DAYS`] stands across `rect`.
fn x_of(rect: egui::Rect, i: usize) -> f32 {
    rect.left() + rect.width() * (i as f32 + 0.5) / DAYS as f32
}

/// The height of the row of scale values at a chart's top, in points.
const SCALE_ROW: f32 = 16.0;

/// The chart's scale in `rect`'s top row: what its top stands for, at the left in the bars'
/// colour and at the right in the line's, so that even a chart of one day says how much.
/// The room left under the row for the plot.
fn scale_row(
    painter: &egui::Painter,
    rect: egui::Rect,
    left: (String, egui::Color32),
    right: Option<(String, egui::Color32)>,
) -> egui::Rect {
    let font = egui::FontId::proportional(11.0);
    painter.text(
        rect.left_top(),
        egui::Align2::LEFT_TOP,
        left.0,
        font.clone(),
        left.1,
    );
    if let Some((text, colour)) = right {
        painter.text(
            rect.right_top(),
            egui::Align2::RIGHT_TOP,
            text,
            font,
            colour,
        );
    }
    egui::Rect::from_min_max(rect.min + egui::vec2(0.0, SCALE_ROW), rect.max)
}

/// Bars of the levels finished each day, and a line through the mean time of a level on the
/// days with some (each scaled to its own most), under the most of each.
fn finished_chart(painter: &egui::Painter, rect: egui::Rect, days: &[Day]) {
    let palette = theme::palette::of(painter.ctx());
    let accent = theme::palette::egui_color(palette.accent);
    let most_finished = days.iter().map(|d| d.finished).max().unwrap_or(0).max(1);
    let longest_time = days.iter().filter_map(Day::mean_time).max();
    let words = crate::lang::of(painter.ctx());
    let rect = scale_row(
        painter,
        rect,
        (
            crate::tr!(words, "stats-chart-most-levels", count = most_finished),
            accent,
        ),
        longest_time.map(|t| {
            (
                crate::tr!(words, "stats-chart-longest", time = clock(t)),
                palette.text(),
            )
        }),
    );
    let most = most_finished as f32;
    let bar = (rect.width() / DAYS as f32 * 0.6).max(2.0);
    for (i, d) in days.iter().enumerate().filter(|(_, d)| d.finished > 0) {
        let h = rect.height() * d.finished as f32 / most;
        let at = egui::Rect::from_min_max(
            egui::pos2(x_of(rect, i) - bar / 2.0, rect.bottom() - h),
            egui::pos2(x_of(rect, i) + bar / 2.0, rect.bottom()),
        );
        painter.rect_filled(at, 2.0, accent.gamma_multiply(0.45));
    }
    let longest = longest_time.unwrap_or(0).max(1) as f32;
    let points: Vec<egui::Pos2> = days
        .iter()
        .enumerate()
        .filter_map(|(i, d)| {
            let t = d.mean_time()? as f32;
            Some(egui::pos2(
                x_of(rect, i),
                rect.bottom() - rect.height() * t / longest,
            ))
        })
        .collect();
    line(painter, &points, palette.text());
}

/// The rating after each day with a rated level, carried across the days between, in the
/// band its likely range spans.
fn rating_chart(painter: &egui::Painter, rect: egui::Rect, days: &[Day]) {
    let palette = theme::palette::of(painter.ctx());
    let accent = theme::palette::egui_color(palette.accent);
    let mut known = None;
    let carried: Vec<(usize, puzzles::rating::Rating)> = days
        .iter()
        .enumerate()
        .filter_map(|(i, d)| {
            known = d.rating.or(known);
            known.map(|r| (i, r))
        })
        .collect();
    let low = carried
        .iter()
        .map(|(_, r)| r.range().0)
        .fold(f64::MAX, f64::min);
    let high = carried
        .iter()
        .map(|(_, r)| r.range().1)
        .fold(f64::MIN, f64::max);
    if carried.is_empty() {
        return;
    }
    let range = format!("{} – {}", low.round() as i64, high.round() as i64);
    let rect = scale_row(painter, rect, (range, accent), None);
    let span = (high - low).max(1.0);
    let y = |v: f64| rect.bottom() - rect.height() * ((v - low) / span) as f32;
    let step = rect.width() / DAYS as f32;
    for (i, r) in &carried {
        let (from, to) = r.range();
        let band = egui::Rect::from_min_max(
            egui::pos2(x_of(rect, *i) - step / 2.0, y(to)),
            egui::pos2(x_of(rect, *i) + step / 2.0, y(from)),
        );
        painter.rect_filled(band, 0.0, accent.gamma_multiply(0.25));
    }
    let points: Vec<egui::Pos2> = carried
        .iter()
        .map(|(i, r)| egui::pos2(x_of(rect, *i), y(r.rating)))
        .collect();
    line(painter, &points, accent);
}

/// A line through `points`, with a dot at each (a single point is a dot).
fn line(painter: &egui::Painter, points: &[egui::Pos2], colour: egui::Color32) {
    if points.len() > 1 {
        painter.add(egui::Shape::line(
            points.to_vec(),
            egui::Stroke::new(2.0, colour),
        ));
    }
    for p in points {
        painter.circle_filled(*p, 2.5, colour);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(finished: u32, time: u64, hints: u32) -> Day {
        Day {
            finished,
            time,
            hints,
            moves: finished * 12,
            pars: finished * 10,
            rating: None,
        }
    }

    #[test]
    fn the_weeks_line_compares_the_first_two_weeks_with_the_last() {
        let mut days = vec![Day::default(); DAYS];
        days[2] = day(2, 240_000, 4);
        days[20] = day(4, 180_000, 1);
        let said = weeks_line(Words::ENGLISH, &days);
        assert_eq!(
            said,
            "6 levels finished in the last four weeks · time per level 2:00 → 0:45 · hints per level 2.0 → 0.2 · 20 % over par"
        );
        days[2] = Day::default();
        let said = weeks_line(Words::ENGLISH, &days);
        assert!(
            said.contains("time per level 0:45 · hints per level 0.2"),
            "{said}"
        );
    }
}
