//! The stats screen: each puzzle's totals, and for every level solved or tried its best moves
//! against par, best time, attempts, and whether par was reached without help.

use super::Screen;
use crate::lang::Words;
use crate::level_id::LevelId;
use crate::levels;
use crate::progress::records::{LevelRecord, Progress};
use crate::text_format::clock;
use crate::theme;
use crate::theme::style::title_text;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use puzzles::{AnyLevel, Kind};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        stats
            .run_if(crate::theme::ui_ready)
            .run_if(in_state(Screen::Stats)),
    )
    .add_systems(OnEnter(Screen::Stats), say_the_figures);
}

/// What the player has done with one puzzle's levels.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Totals {
    /// Built-in levels solved.
    pub solved: usize,
    /// Built-in levels.
    pub levels: usize,
    /// Levels (built-in or the player's own) solved at par without help.
    pub at_par: usize,
    /// Attempts at all of its levels.
    pub attempts: u64,
    /// The best times of the levels solved, added up, in milliseconds.
    pub time: u64,
}

impl Totals {
    /// The totals of `kind` in `progress`.
    pub fn of(kind: Kind, progress: &Progress) -> Totals {
        let builtin = levels::builtin(kind);
        let mut totals = Totals {
            levels: builtin.len(),
            ..Totals::default()
        };
        let ids: Vec<LevelId> = builtin.iter().map(levels::Builtin::id).collect();
        for id in &ids {
            totals.solved += progress.solved(id) as usize;
        }
        let of_kind = |id: &LevelId| (id.is_mine() && id.kind() == Some(kind)) || ids.contains(id);
        for (_, r) in progress.levels.iter().filter(|(id, _)| of_kind(id)) {
            totals.at_par += r.par_unaided as usize;
            totals.attempts = totals.attempts.saturating_add(r.attempts as u64);
            totals.time = totals.time.saturating_add(r.best_time.unwrap_or(0));
        }
        totals
    }

    /// How far through the pack: `3 of 10 solved · ★ 2 at par`.
    pub fn solved_line(&self, words: Words) -> String {
        self.solved_parts(words).join(" · ")
    }

    /// How far through the pack, in parts that keep together: `3 of 10 solved`, and
    /// `★ 2 at par` once a level is.
    pub fn solved_parts(&self, words: Words) -> Vec<String> {
        let mut parts = vec![crate::tr!(
            words,
            "stats-solved",
            solved = self.solved,
            levels = self.levels
        )];
        if self.at_par > 0 {
            parts.push(crate::tr!(words, "stats-at-par", count = self.at_par));
        }
        parts
    }

    /// The effort: `12 attempts · best times 14:05` (empty before the first attempt).
    pub fn effort_line(&self, words: Words) -> String {
        let mut parts = Vec::new();
        if self.attempts > 0 {
            parts.push(crate::tr!(words, "stats-attempts", count = self.attempts));
        }
        if self.time > 0 {
            parts.push(crate::tr!(
                words,
                "stats-best-times",
                time = clock(self.time)
            ));
        }
        parts.join(" · ")
    }

    /// The totals in a line: `3 of 10 solved · ★ 2 at par · 12 attempts · best times 14:05`.
    pub fn line(&self, words: Words) -> String {
        match self.effort_line(words) {
            effort if effort.is_empty() => self.solved_line(words),
            effort => format!("{} · {effort}", self.solved_line(words)),
        }
    }
}

/// One line of a puzzle's table: a level, its par and its record.
struct Line {
    name: String,
    par: Option<u32>,
    record: LevelRecord,
}

/// The levels of `kind` with a record: the built-in ones in order (each numbered), then the
/// player's own.
fn lines(words: Words, kind: Kind, progress: &Progress) -> Vec<Line> {
    let mut lines = Vec::new();
    for (i, b) in levels::builtin(kind).iter().enumerate() {
        if let Some(record) = progress.record(&b.id()) {
            let par = b.level().par();
            let name = format!("{}. {}", i + 1, b.shown_title(words));
            let record = record.clone();
            lines.push(Line { name, par, record });
        }
    }
    let prefix = format!("mine/{kind}/");
    for saved in progress.mine.iter().filter(|l| l.id.starts_with(&prefix)) {
        let (Some(record), Ok(level)) = (
            progress.record(&saved.id),
            AnyLevel::parse(kind, &saved.text),
        ) else {
            continue;
        };
        let name = level
            .meta()
            .title()
            .map_or_else(|| crate::tr!(words, "level-untitled"), str::to_string);
        // A random level's file has no par: the one it was played with, from its history.
        let par = level.par().or_else(|| {
            let mut played = progress.finished.iter().rev();
            played.find(|f| f.level == saved.id).and_then(|f| f.par)
        });
        let record = record.clone();
        lines.push(Line { name, par, record });
    }
    lines
}

/// A reset asked for once (of a puzzle, or of everything), waiting to be asked again: nothing
/// is forgotten on one click.
#[derive(Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ResetAsk(Option<Option<Kind>>);

impl ResetAsk {
    /// The player asks to reset `what` (a puzzle, or `None` for everything): the first time
    /// it is only asked, the second time (with nothing else asked between) it is done.
    pub fn ask(&mut self, what: Option<Kind>) -> bool {
        if self.0 == Some(what) {
            self.0 = None;
            true
        } else {
            self.0 = Some(what);
            false
        }
    }

    /// Whether `what` has been asked once.
    pub fn is_asked(&self, what: Option<Kind>) -> bool {
        self.0 == Some(what)
    }

    /// The player thought better of it.
    pub fn cancel(&mut self) {
        self.0 = None;
    }
}

/// The reset buttons: "Reset…", then the question and its answers.
fn reset_buttons(ui: &mut egui::Ui, what: Option<Kind>, ask: &mut ResetAsk) -> bool {
    let mut reset = false;
    ui.horizontal_wrapped(|ui| {
        if ask.is_asked(what) {
            let question = match what {
                Some(kind) => crate::tr!(
                    ui,
                    "stats-forget-puzzle",
                    puzzle = crate::words_of!(ui).puzzle_name(kind)
                ),
                None => crate::tr!(ui, "stats-forget-all"),
            };
            ui.label(
                egui::RichText::new(question).color(theme::palette::egui_color(
                    crate::theme::palette::of(ui.ctx()).warn,
                )),
            );
            if ui.button(crate::tr!(ui, "stats-reset-yes")).clicked() {
                reset = ask.ask(what);
            }
            if ui.button(crate::tr!(ui, "stats-reset-no")).clicked() {
                ask.cancel();
            }
        } else {
            let label = if what.is_some() {
                crate::tr!(ui, "stats-reset")
            } else {
                crate::tr!(ui, "stats-reset-all")
            };
            if ui
                .small_button(label)
                .on_hover_text(crate::tr!(ui, "stats-reset-hover"))
                .clicked()
            {
                ask.ask(what);
            }
        }
    });
    reset
}

fn stats(
    mut contexts: EguiContexts,
    mut progress: ResMut<Progress>,
    mut next: ResMut<NextState<Screen>>,
    mut ask: Local<ResetAsk>,
    mut in_a_file: Local<super::progress_file::InAFile>,
    files: (
        Res<super::edit::export::ExportFolder>,
        MessageWriter<crate::file_drop::ImportProgress>,
        Res<crate::input::KeyPresses>,
    ),
) -> Result {
    let (folder, mut imports, presses) = files;
    let keys = super::progress_file::Keys::of(&presses);
    let ctx = contexts.ctx_mut()?;
    super::page(ctx, |ui| {
        super::heading(
            ui,
            (&crate::tr!(ui, "levels-back"), Screen::Puzzles),
            &mut next,
            (&crate::tr!(ui, "puzzles-stats"), 34.0),
            |_| {},
        );
        ui.add_space(6.0);
        let narrow = ui.available_width() < theme::cards::NARROW;
        let width = ui.available_width().min(COLUMN);
        let margin = ((ui.available_width() - width) / 2.0).max(0.0);
        theme::cards::scrolling_list()
            .auto_shrink([false, false])
            .show(ui, |ui| {
                ui.horizontal(|ui| {
                    ui.add_space(margin);
                    ui.vertical(|ui| {
                        ui.set_width(width);
                        everything(ui, &progress);
                        ui.add_space(18.0);
                        daily(ui, &progress);
                        let mut reset = None;
                        for kind in Kind::ALL {
                            ui.add_space(18.0);
                            puzzle(ui, kind, &progress, narrow);
                            if progress.has_records(Some(kind))
                                && reset_buttons(ui, Some(kind), &mut ask)
                            {
                                reset = Some(Some(kind));
                            }
                        }
                        ui.add_space(18.0);
                        let file = (&*folder, &mut imports);
                        let state = (&mut *in_a_file, keys);
                        super::progress_file::section(ui, &progress, state, file);
                        ui.add_space(18.0);
                        if progress.has_records(None) && reset_buttons(ui, None, &mut ask) {
                            reset = Some(None);
                        }
                        ui.add_space(18.0);
                        if let Some(what) = reset {
                            progress.reset(what);
                        }
                    });
                });
            });
    });
    Ok(())
}

/// The widest the stats stand, in the middle of a wide window.
const COLUMN: f32 = 760.0;

/// The totals of every puzzle together, and what the star means.
/// Every puzzle's levels together: `12 of 75 levels solved, 9 of them at par…`.
fn everything_line(words: Words, progress: &Progress) -> String {
    let all: Vec<Totals> = Kind::ALL
        .into_iter()
        .map(|kind| Totals::of(kind, progress))
        .collect();
    let sum = |f: fn(&Totals) -> usize| all.iter().map(f).sum::<usize>();
    let (solved, levels, at_par) = (sum(|t| t.solved), sum(|t| t.levels), sum(|t| t.at_par));
    crate::tr!(
        words,
        "stats-everything",
        solved = solved,
        levels = levels,
        at_par = at_par
    )
}

/// The figures said as the screen opens, for a player who does not see them (Tab reaches
/// only the buttons): everything together, then each puzzle's totals.
fn say_the_figures(
    progress: Res<Progress>,
    words: Res<Words>,
    mut spoken: ResMut<crate::spoken::Spoken>,
) {
    let words = *words;
    let mut said = everything_line(words, &progress);
    for kind in Kind::ALL {
        let totals = Totals::of(kind, &progress).line(words).replace(" · ", ", ");
        let line = crate::tr!(
            words,
            "stats-said-puzzle",
            puzzle = words.puzzle_name(kind),
            totals = totals
        );
        said = crate::spoken::one_after_the_other(&said, &line);
    }
    spoken.say_in_answer(said);
}

fn everything(ui: &mut egui::Ui, progress: &Progress) {
    let line = everything_line(crate::lang::of(ui.ctx()), progress);
    ui.label(egui::RichText::new(line).size(17.0));
    ui.label(
        egui::RichText::new(crate::tr!(ui, "stats-star-note"))
            .size(14.0)
            .color(crate::theme::palette::of(ui.ctx()).grey(150)),
    );
}

/// The daily sets: the streak, and what was done with them altogether.
fn daily(ui: &mut egui::Ui, progress: &Progress) {
    ui.label(title_text(crate::tr!(ui, "daily-heading"), 24.0));
    let streak = crate::daily_set::streak(progress, crate::calendar::today());
    let totals = crate::daily_set::totals(progress, crate::calendar::today());
    ui.label(
        egui::RichText::new(crate::tr!(
            ui,
            "daily-streak",
            days = streak.current,
            best = streak.best
        ))
        .size(15.0)
        .color(theme::palette::egui_color(
            crate::theme::palette::of(ui.ctx()).accent,
        )),
    );
    ui.label(
        egui::RichText::new(crate::tr!(
            ui,
            "stats-daily",
            days = totals.days,
            complete = totals.complete,
            at_par = totals.at_par
        ))
        .size(15.0)
        .color(crate::theme::palette::of(ui.ctx()).grey(190)),
    );
}

/// A puzzle's name and totals, and the table of its levels solved or tried.
fn puzzle(ui: &mut egui::Ui, kind: Kind, progress: &Progress, narrow: bool) {
    ui.label(title_text(crate::words_of!(ui).puzzle_name(kind), 24.0));
    ui.label(
        egui::RichText::new(Totals::of(kind, progress).line(crate::lang::of(ui.ctx())))
            .size(15.0)
            .color(theme::palette::egui_color(
                crate::theme::palette::of(ui.ctx()).accent,
            )),
    );
    super::standing::block(ui, kind, progress);
    let over_time = super::over_time::block(ui, kind, progress);
    let lines = lines(crate::lang::of(ui.ctx()), kind, progress);
    if lines.is_empty() && over_time {
        return;
    }
    if lines.is_empty() {
        ui.label(
            egui::RichText::new(crate::tr!(ui, "stats-none-tried"))
                .size(15.0)
                .color(crate::theme::palette::of(ui.ctx()).grey(150)),
        );
        return;
    }
    ui.add_space(4.0);
    // The names get what the numbers leave.
    let name_width = if narrow {
        (ui.available_width() - 150.0).max(110.0)
    } else {
        300.0
    };
    let heads: &[&str] = if narrow {
        &["stats-head-level", "stats-head-best", "stats-head-time", ""]
    } else {
        &[
            "stats-head-level",
            "stats-head-best-moves",
            "stats-head-par",
            "stats-head-best-time",
            "stats-head-attempts",
            "",
        ]
    };
    egui::Grid::new(("stats", kind.title()))
        .striped(true)
        .num_columns(heads.len())
        .spacing(egui::vec2(if narrow { 10.0 } else { 22.0 }, 6.0))
        .show(ui, |ui| {
            for head in heads {
                // The last column, the par mark's, has no heading.
                let words = if head.is_empty() {
                    String::new()
                } else {
                    crate::words_of!(ui).message(head, &[])
                };
                ui.label(
                    egui::RichText::new(words).color(crate::theme::palette::of(ui.ctx()).grey(150)),
                );
            }
            ui.end_row();
            for line in &lines {
                row(ui, line, narrow, name_width);
                ui.end_row();
            }
        });
}

/// A level's row: its name, best moves, par, best time, attempts and par mark.
fn row(ui: &mut egui::Ui, line: &Line, narrow: bool, name_width: f32) {
    let r = &line.record;
    ui.horizontal(|ui| {
        ui.set_width(name_width);
        ui.add(egui::Label::new(&line.name).truncate());
    });
    let best = match (r.solved, r.best) {
        (true, Some(best)) => best.to_string(),
        (true, None) => "✔".to_string(),
        (false, _) => "–".to_string(),
    };
    ui.label(best);
    if !narrow {
        ui.label(line.par.map_or("–".to_string(), |p| p.to_string()));
    }
    ui.label(r.best_time.map_or("–".to_string(), clock));
    if !narrow {
        ui.label(r.attempts.to_string());
    }
    if r.par_unaided {
        ui.label(egui::RichText::new("★").color(theme::palette::egui_color(
            crate::theme::palette::of(ui.ctx()).gold,
        )))
        .on_hover_text(crate::tr!(ui, "stats-par-unaided-hover"));
    } else {
        ui.label("");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::progress::records::Win;

    /// Times stored near the largest number a save can hold add up to that, not round to
    /// nothing (before, the sum overflowed).
    #[test]
    fn a_reset_is_done_only_when_asked_twice_in_a_row() {
        let mut ask = ResetAsk::default();
        assert!(!ask.ask(Some(Kind::Shot)), "the first ask only asks");
        assert!(ask.is_asked(Some(Kind::Shot)));
        assert!(!ask.ask(None), "another ask starts again");
        assert!(ask.ask(None), "the second ask of the same does it");
        assert!(!ask.is_asked(None));
        ask.ask(Some(Kind::Fifteen));
        ask.cancel();
        assert!(!ask.ask(Some(Kind::Fifteen)), "after No, it asks again");
    }

    #[test]
    fn huge_stored_times_do_not_wrap() {
        let mut p = Progress::default();
        for b in levels::builtin(Kind::Shot).iter().take(2) {
            let id = b.id();
            let record = crate::progress::records::LevelRecord {
                best_time: Some(u64::MAX - 5),
                attempts: u32::MAX,
                ..Default::default()
            };
            p.levels.insert(id, record);
        }
        let totals = Totals::of(Kind::Shot, &p);
        assert_eq!(totals.time, u64::MAX);
        assert_eq!(totals.attempts, 2 * u32::MAX as u64);
    }

    #[test]
    fn totals_add_up_a_puzzles_levels_and_no_other() {
        let mut p = Progress::default();
        let first = levels::builtin(Kind::Shot)[0].id();
        p.record_attempt(&first);
        p.record_attempt(&first);
        let win = |time, par_unaided| Win {
            moves: Some(4),
            time,
            par_unaided,
        };
        p.record_win(&first, win(67_000, true));
        p.record_win("mine/shot/7", win(3_000, false));
        p.record_attempt("mine/shot/7");
        p.record_win("klotski/01-side-step", win(1_000_000, true));
        let totals = Totals::of(Kind::Shot, &p);
        assert_eq!(
            totals.solved, 1,
            "the player's own levels are not of the pack"
        );
        assert_eq!(totals.levels, levels::builtin(Kind::Shot).len());
        assert_eq!(
            (totals.at_par, totals.attempts, totals.time),
            (1, 3, 70_000)
        );
        assert_eq!(
            totals.line(Words::ENGLISH),
            format!(
                "1 of {} solved · ★ 1 at par · 3 attempts · best times 1:10",
                totals.levels
            )
        );
        assert_eq!(
            Totals::of(Kind::Fifteen, &p).line(Words::ENGLISH),
            format!("0 of {} solved", levels::builtin(Kind::Fifteen).len())
        );
    }

    #[test]
    fn a_random_levels_row_shows_the_par_it_was_played_with() {
        // Its file has no par (the solver finds it in play): the row showed "–".
        let mut p = Progress::default();
        let id = LevelId::from("mine/shot/random-1");
        p.keep_level(
            id.clone(),
            levels::builtin(Kind::Shot)[2]
                .text
                .replace("; par: 4\n", ""),
        );
        p.record_win(
            &id,
            Win {
                moves: Some(5),
                time: 9_000,
                par_unaided: false,
            },
        );
        p.record_finished(crate::progress::history::Finished {
            par: Some(4),
            ..crate::progress::history::Finished::on(&id, "2026-11-29")
        });
        let line = lines(Words::ENGLISH, Kind::Shot, &p);
        assert_eq!(line.last().map(|l| l.par), Some(Some(4)));
    }
}
