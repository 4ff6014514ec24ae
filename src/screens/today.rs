//! The Daily screen: a day's five levels with how far the player got in each, the streak and
//! how it counts, the time to tomorrow's set, a calendar of past days to play any of them, and
//! Share, which copies the day's result without giving the levels away.

use super::Screen;
use crate::daily_set::{DailySets, DailyView, Mark};
use crate::lang::Words;
use crate::progress::records::Progress;
use crate::shell::OpenLevel;
use crate::theme;
use crate::theme::style::{bold, title_text};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use puzzles::daily::{DailyLevel, Date};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<DailySets>()
        .init_resource::<DailyView>()
        .add_systems(
            EguiPrimaryContextPass,
            daily
                .run_if(crate::theme::ui_ready)
                .run_if(in_state(Screen::Daily)),
        )
        .add_systems(OnEnter(Screen::Daily), keep_to_today)
        .add_systems(Update, (take_in_the_sets_made, keep_the_par_found))
        .add_systems(Last, back_to_the_daily_set);
}

/// Takes in the sets made in the background, with frames coming while one is made on this
/// machine's threads and one to show it when it comes.
fn take_in_the_sets_made(
    mut sets: ResMut<DailySets>,
    time: Res<Time>,
    mut keep: ResMut<crate::redraw::KeepDrawing>,
) {
    if sets.collect(time.delta_secs()) || sets.busy_here() {
        keep.0 = true;
    }
}

/// A daily level's par found while it is played (a browser's Fifteen, once its tables are
/// built) is shown on the Daily screen from then on.
fn keep_the_par_found(status: Res<crate::play::PlayStatus>, mut sets: ResMut<DailySets>) {
    if !status.is_changed() {
        return;
    }
    if let (Some((date, kind)), Some(par)) = (status.level_id.of_daily(), status.par) {
        sets.found_par(date, kind, par);
    }
}

/// A day after today (the clock set back since it was chosen) is not shown: today is.
fn keep_to_today(mut view: ResMut<DailyView>) {
    let today = crate::calendar::today();
    if view.date.is_some_and(|d| d > today) {
        view.date = None;
    }
}

/// A daily level goes back to the Daily screen, not to a level list (by Esc, the back button,
/// or after its win).
fn back_to_the_daily_set(
    screen: Res<State<Screen>>,
    mut next: ResMut<NextState<Screen>>,
    status: Res<crate::play::PlayStatus>,
) {
    let leaving = matches!(*next, NextState::Pending(Screen::Levels));
    if *screen.get() == Screen::Playing && leaving && status.level_id.of_daily().is_some() {
        next.set(Screen::Daily);
    }
}

/// What the player asked for on the screen this frame.
#[derive(Default)]
struct Asked {
    open: Option<OpenLevel>,
    share: bool,
    day: Option<Date>,
    month: Option<(i32, u32)>,
}

fn daily(
    mut contexts: EguiContexts,
    mut next: ResMut<NextState<Screen>>,
    mut sets: ResMut<DailySets>,
    mut view: ResMut<DailyView>,
    progress: Res<Progress>,
    mut open: MessageWriter<OpenLevel>,
    (time, mut keep): (Res<Time>, ResMut<crate::redraw::KeepDrawing>),
    mut copied_until: Local<f64>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let now = time.elapsed_secs_f64();
    // While the Share button says the result is copied, frames come, to put it back after.
    if now < *copied_until {
        keep.0 = true;
    }
    let today = crate::calendar::today();
    let date = view.date.unwrap_or(today);
    let month = view.month.unwrap_or((date.year(), date.month()));
    let seconds_left = crate::calendar::seconds_to_tomorrow();
    let mut asked = Asked::default();
    super::page(ctx, |ui| {
        heading(ui, &mut next, (&mut asked.share, now < *copied_until));
        let mut levels = |ui: &mut egui::Ui, asked: &mut Asked| {
            day_levels(ui, (date, today), &mut sets, &progress, asked);
        };
        let days = |ui: &mut egui::Ui, asked: &mut Asked| {
            streak_block(ui, &progress, today, seconds_left);
            ui.add_space(14.0);
            calendar(ui, &progress, (date, today), month, asked);
        };
        // The day's levels beside the streak and the calendar on a wide window, above them on
        // a narrow one.
        let wide = ui.available_width() >= 740.0;
        theme::cards::scrolling_list()
            .auto_shrink([false, false])
            .show(ui, |ui| {
                if wide {
                    // (Each column laid out from the left, not justified: egui's columns
                    // would stretch the words of each wrapped line to its width.)
                    let left = egui::Layout::top_down(egui::Align::Min);
                    ui.columns(2, |columns| {
                        columns[0].with_layout(left, |ui| levels(ui, &mut asked));
                        columns[1].add_space(4.0);
                        columns[1].with_layout(left, |ui| days(ui, &mut asked));
                    });
                } else {
                    levels(ui, &mut asked);
                    ui.add_space(10.0);
                    days(ui, &mut asked);
                }
            });
    });
    // The countdown changes once a minute: frame_pacing wakes the screen for it (a repaint
    // asked of the interface "after" some time is a frame at once under bevy_egui).
    if let Some(level) = asked.open {
        open.write(level);
    }
    if let Some(day) = asked.day {
        view.date = (day != today).then_some(day);
    }
    if let Some(m) = asked.month {
        view.month = Some(m);
    }
    if asked.share {
        share(ctx, &progress, date);
        *copied_until = now + 3.5;
    }
    Ok(())
}

/// The line that names the day, then its levels (or that they are being made, or could not
/// be).
fn day_levels(
    ui: &mut egui::Ui,
    (date, today): (Date, Date),
    sets: &mut DailySets,
    progress: &Progress,
    asked: &mut Asked,
) {
    ui.label(
        egui::RichText::new(day_line(crate::lang::of(ui.ctx()), date, today))
            .size(17.0)
            .color(theme::palette::of(ui.ctx()).grey(210)),
    );
    ui.add_space(8.0);
    match sets.of(crate::lang::of(ui.ctx()), date) {
        None => {
            ui.horizontal(|ui| {
                ui.add(egui::Spinner::new());
                ui.label(crate::tr!(ui, "daily-making"));
            });
        }
        Some(Ok(levels)) => {
            for level in levels {
                if let Some(o) = level_row(ui, date, level, progress) {
                    asked.open = Some(o);
                }
                ui.add_space(6.0);
            }
        }
        Some(Err(_)) => {
            ui.label(crate::tr!(ui, "daily-not-made"));
        }
    }
}

/// Copies the day's result to share, and says so for a moment.
fn share(ctx: &egui::Context, progress: &Progress, date: Date) {
    let words = crate::lang::of(ctx);
    ctx.copy_text(crate::daily_set::share_text(words, progress, date));
}

/// The month's name between the ways to the month before and the month after (none past
/// this month).
fn month_heading(ui: &mut egui::Ui, (year, month): (i32, u32), today: Date, asked: &mut Asked) {
    ui.horizontal(|ui| {
        if ui
            .button("◀")
            .on_hover_text(crate::tr!(ui, "daily-month-before"))
            .clicked()
        {
            asked.month = Some(if month == 1 {
                (year - 1, 12)
            } else {
                (year, month - 1)
            });
        }
        ui.label(bold(crate::tr!(ui, "daily-month", month = month, year = year)).size(17.0));
        let later = (year, month) < (today.year(), today.month());
        if ui
            .add_enabled(later, egui::Button::new("▶"))
            .on_hover_text(crate::tr!(ui, "daily-month-after"))
            .clicked()
        {
            asked.month = Some(if month == 12 {
                (year + 1, 1)
            } else {
                (year, month + 1)
            });
        }
    });
}

/// A day of the calendar, `cell` points square: filled in gold when its five were all
/// finished, ringed in gold when some were, bold when it is on show; whether it was clicked.
fn day_button(
    ui: &mut egui::Ui,
    d: Date,
    (shown, today): (Date, Date),
    cell: f32,
    (progress, complete): (&Progress, &std::collections::BTreeSet<Date>),
) -> bool {
    let finished = puzzles::daily::puzzles()
        .filter(|(k, _)| crate::daily_set::mark(progress, d, *k).finished())
        .count();
    let mut text = egui::RichText::new(d.day().to_string());
    if d == shown {
        text = text.strong();
    }
    let gold = theme::palette::egui_color(theme::palette::of(ui.ctx()).gold);
    let mut button = egui::Button::new(text).min_size(egui::vec2(cell, cell));
    if complete.contains(&d) {
        button = button.fill(gold);
    } else if finished > 0 {
        button = button.stroke(egui::Stroke::new(2.0, gold));
    }
    let hover = crate::tr!(
        ui,
        "daily-day-hover",
        date = d.to_string(),
        finished = finished
    );
    ui.add_enabled(d <= today, button.selected(d == shown))
        .on_hover_text(hover)
        .clicked()
}

/// The heading: back to the title, the screen's name, and Share.
/// The heading, with the Share button; `copied` while the day's result was just copied,
/// which the button then says in its own place (as wide either way), covering nothing.
fn heading(ui: &mut egui::Ui, next: &mut NextState<Screen>, (share, copied): (&mut bool, bool)) {
    super::heading(
        ui,
        (&crate::tr!(ui, "daily-back"), Screen::Title),
        next,
        (&crate::tr!(ui, "daily-heading"), 34.0),
        |ui| {
            let labels = [
                crate::tr!(ui, "daily-share-button"),
                format!("✓ {}", crate::tr!(ui, "daily-copied")),
            ];
            let widest = labels.iter().fold(0.0_f32, |w, l| {
                w.max(theme::style::text_width(
                    ui,
                    l.clone(),
                    egui::TextStyle::Button,
                ))
            });
            let [share_label, copied_label] = labels;
            let (label, hover) = if copied {
                (copied_label, crate::tr!(ui, "daily-shared"))
            } else {
                (share_label, crate::tr!(ui, "daily-share-hover"))
            };
            let width = widest + 2.0 * ui.spacing().button_padding.x;
            let button =
                egui::Button::new(label).min_size(egui::vec2(width, super::CONTROL_HEIGHT));
            *share = ui.add(button).on_hover_text(hover).clicked();
        },
    );
}

/// The day on show: its weekday, date and difficulty, and whether it is today.
fn day_line(words: Words, date: Date, today: Date) -> String {
    let difficulty = puzzles::daily::difficulty_on(date)
        .name()
        .to_ascii_lowercase();
    crate::tr!(
        words,
        "daily-day",
        weekday = date.weekday().name(),
        date = date.to_string(),
        difficulty = crate::words_of!(words).message(&format!("difficulty-{difficulty}"), &[]),
        today = if date == today { "yes" } else { "no" }
    )
}

/// A level of the day: its puzzle, mark, par and time, and a button to play it.
/// The room a row keeps at its right for its button (80 points wide, and a gap).
const PLAY_ROOM: f32 = 96.0;

/// A row narrower than this has its button under its words.
const NARROW_ROW: f32 = 260.0;

fn level_row(
    ui: &mut egui::Ui,
    date: Date,
    level: &DailyLevel,
    progress: &Progress,
) -> Option<OpenLevel> {
    let id = crate::level_id::LevelId::daily(date, level.kind);
    let mark = crate::daily_set::mark(progress, date, level.kind);
    let time = progress.record(&id).and_then(|r| r.best_time);
    let words = crate::lang::of(ui.ctx());
    let mut parts = vec![format!("{} {}", mark.sign(), mark.in_words(words))];
    if let Some(par) = level.par {
        parts.push(crate::tr!(ui, "daily-par", par = par));
    }
    if let Some(ms) = time {
        parts.push(crate::text_format::clock(ms));
    }
    let mut play = false;
    let frame = egui::Frame::new()
        .fill(theme::palette::egui_color(
            theme::palette::of(ui.ctx()).tray,
        ))
        .corner_radius(10)
        .inner_margin(egui::Margin::symmetric(12, 8));
    frame.show(ui, |ui| {
        ui.set_width(ui.available_width());
        let words = |ui: &mut egui::Ui| {
            ui.label(bold(crate::words_of!(ui).puzzle_name(level.kind)).size(18.0));
            let colour = match mark {
                Mark::AtPar => theme::palette::egui_color(theme::palette::of(ui.ctx()).gold),
                _ => theme::palette::of(ui.ctx()).grey(190),
            };
            ui.label(egui::RichText::new(parts.join(" · ")).color(colour));
        };
        let button = |ui: &mut egui::Ui| {
            let words = if mark == Mark::InProgress {
                crate::tr!(ui, "daily-go-on")
            } else {
                crate::tr!(ui, "daily-play")
            };
            ui.add(egui::Button::new(words).min_size(egui::vec2(80.0, 36.0)))
                .clicked()
        };
        if ui.available_width() < NARROW_ROW {
            // Too narrow for the words beside the button: the button under them.
            words(ui);
            play = button(ui);
        } else {
            ui.horizontal(|ui| {
                ui.vertical(|ui| {
                    // The words wrap short of the button at the right, never under it.
                    ui.set_max_width(ui.available_width() - PLAY_ROOM);
                    words(ui);
                });
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    play = button(ui);
                });
            });
        }
    });
    // The par found as the level was made comes with it (else the game looks for it as it
    // does for any level without one); a level left half-way goes on where it was left (see
    // `play::resume`).
    play.then(|| {
        let mut with_par = level.level.clone();
        if let Some(par) = level.par {
            with_par.meta_mut().set("par", par.to_string());
        }
        OpenLevel {
            id,
            level: with_par,
            moves: Vec::new(),
        }
    })
}

/// The streak, and exactly how it counts.
/// `seconds` is the time left to midnight.
fn streak_block(ui: &mut egui::Ui, progress: &Progress, today: Date, seconds: u64) {
    let streak = crate::daily_set::streak(progress, today);
    ui.label(title_text(
        crate::tr!(
            ui,
            "daily-streak",
            days = streak.current,
            best = streak.best
        ),
        20.0,
    ));
    ui.label(
        egui::RichText::new(crate::tr!(ui, "daily-streak-rule"))
            .color(theme::palette::of(ui.ctx()).grey(175)),
    );
    ui.label(
        egui::RichText::new(crate::tr!(
            ui,
            "daily-next",
            hours = seconds / 3600,
            minutes = seconds / 60 % 60
        ))
        .color(theme::palette::of(ui.ctx()).grey(175)),
    );
}

/// A month's days, Monday first: each day up to today can be chosen; a day whose five were
/// all solved on it is filled, one with some finished is ringed.
fn calendar(
    ui: &mut egui::Ui,
    progress: &Progress,
    (shown, today): (Date, Date),
    (year, month): (i32, u32),
    asked: &mut Asked,
) {
    let first = Date::new(year, month, 1).unwrap_or(today);
    month_heading(ui, (year, month), today, asked);
    let complete = crate::daily_set::complete_days(progress, today);
    let cell = ((ui.available_width() - 6.0 * 4.0) / 7.0).clamp(30.0, 46.0);
    egui::Grid::new("daily-calendar")
        .spacing(egui::vec2(4.0, 4.0))
        .show(ui, |ui| {
            for day in 0..7 {
                let name = egui::RichText::new(crate::tr!(ui, "daily-weekday-short", day = day))
                    .color(theme::palette::of(ui.ctx()).grey(160));
                ui.add_sized([cell, 20.0], egui::Label::new(name));
            }
            ui.end_row();
            let lead = first.weekday() as usize;
            for _ in 0..lead {
                ui.label("");
            }
            let mut column = lead;
            let mut day = Some(first);
            while let Some(d) = day.filter(|d| d.month() == month) {
                if day_button(ui, d, (shown, today), cell, (progress, &complete)) {
                    asked.day = Some(d);
                }
                column += 1;
                if column.is_multiple_of(7) {
                    ui.end_row();
                }
                day = d.add_days(1);
            }
        });
}
