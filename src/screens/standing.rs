//! Where the player stands in a puzzle, on the Stats screen: each pack of its built-in levels
//! (a chapter of its path, or all of them where it has none) solved, tried and untouched, and
//! the best times by difficulty of the levels won alone.

use crate::lang::Words;
use crate::levels;
use crate::progress::records::Progress;
use crate::text_format::clock;
use crate::theme;
use bevy_egui::egui;
use puzzles::Kind;
use puzzles::generate::Difficulty;

/// A pack of built-in levels and what the player has done with it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Pack {
    /// The chapter's key (`slides`), or `None` for the whole list of a puzzle without chapters.
    pub chapter: Option<String>,
    pub solved: usize,
    /// Tried (an attempt counted: a move of the player's) but not solved, as the table below
    /// lists it; a level only the solver played, even left half-way, is untouched.
    pub tried: usize,
    pub untouched: usize,
}

/// The packs of `kind`'s built-in levels, in order.
pub fn packs(kind: Kind, progress: &Progress) -> Vec<Pack> {
    let mut packs: Vec<Pack> = Vec::new();
    for b in levels::builtin(kind) {
        let chapter = b.chapter();
        if chapter.is_some() || packs.is_empty() {
            packs.push(Pack {
                chapter,
                ..Pack::default()
            });
        }
        let record = progress.record(&b.id());
        let pack = packs.last_mut().expect("a pack");
        if record.is_some_and(|r| r.solved) {
            pack.solved += 1;
        } else if record.is_some_and(|r| r.attempts > 0) {
            pack.tried += 1;
        } else {
            pack.untouched += 1;
        }
    }
    packs
}

/// `Make way: 3 solved · 1 tried · 7 untouched`.
pub fn pack_line(words: Words, kind: Kind, pack: &Pack) -> String {
    let name = match &pack.chapter {
        Some(chapter) => levels::chapter_name(words, kind, chapter),
        None => crate::tr!(words, "stats-pack-whole"),
    };
    crate::tr!(
        words,
        "stats-pack",
        pack = name,
        solved = pack.solved,
        tried = pack.tried,
        untouched = pack.untouched
    )
}

/// The best time at each difficulty of the levels of `puzzle` won alone (no hint, no move of
/// the solver's) in the history kept: `Best times, won alone: Easy 0:42 · Hard 3:05`; `None`
/// before the first.
pub fn bests_line(words: Words, progress: &Progress, puzzle: Kind) -> Option<String> {
    let mut best: [Option<u64>; 4] = [None; 4];
    let alone = progress
        .finished
        .iter()
        .filter(|f| f.kind() == Some(puzzle) && f.hints == 0 && !f.solver && !f.gave_up);
    for f in alone {
        if let Some(d) = f.difficulty {
            let at = &mut best[rank(d)];
            *at = Some(at.map_or(f.time, |t| t.min(f.time)));
        }
    }
    let parts: Vec<String> = Difficulty::ALL
        .into_iter()
        .filter_map(|d| {
            let time = best[rank(d)]?;
            Some(crate::tr!(
                words,
                "stats-best",
                difficulty = words.difficulty_name(d),
                time = clock(time)
            ))
        })
        .collect();
    (!parts.is_empty()).then(|| crate::tr!(words, "stats-bests", bests = parts.join(" · ")))
}

/// A difficulty's place among the four.
fn rank(d: Difficulty) -> usize {
    Difficulty::ALL.iter().position(|&x| x == d).unwrap_or(0)
}

/// The packs' lines and the bests' line, under a puzzle's totals.
pub fn block(ui: &mut egui::Ui, kind: Kind, progress: &Progress) {
    let words = crate::lang::of(ui.ctx());
    let grey = theme::palette::of(ui.ctx()).grey(190);
    let mut lines: Vec<String> = packs(kind, progress)
        .iter()
        .map(|pack| pack_line(words, kind, pack))
        .collect();
    lines.extend(bests_line(words, progress, kind));
    for line in lines {
        ui.label(egui::RichText::new(line).size(15.0).color(grey));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::progress::history::Finished;
    use crate::progress::records::Win;

    #[test]
    fn each_chapter_counts_its_levels_solved_tried_and_untouched() {
        let mut p = Progress::default();
        let first = levels::builtin(Kind::Klotski)[0].stem().to_string();
        let second = levels::builtin(Kind::Klotski)[1].stem().to_string();
        let win = Win {
            moves: Some(6),
            time: 9_000,
            par_unaided: false,
        };
        p.record_win(&format!("klotski/{first}"), win);
        p.record_attempt(&format!("klotski/{second}"));
        let packs = packs(Kind::Klotski, &p);
        assert!(packs.len() >= 2, "sliding blocks has chapters: {packs:?}");
        assert_eq!((packs[0].solved, packs[0].tried), (1, 1));
        let all: usize = packs.iter().map(|k| k.solved + k.tried + k.untouched).sum();
        assert_eq!(all, levels::builtin(Kind::Klotski).len());
        let line = pack_line(Words::ENGLISH, Kind::Klotski, &packs[0]);
        assert!(line.starts_with("Make way: 1 solved"), "{line}");
        // A level only the solver played, left half-way, is untouched, as the table has it.
        let third = levels::builtin(Kind::Klotski)[2].stem().to_string();
        p.resume
            .insert(format!("klotski/{third}").into(), Default::default());
        assert_eq!(super::packs(Kind::Klotski, &p)[0].tried, 1);
        // Shot has no chapters: one pack of all its levels.
        assert_eq!(packs_len(Kind::Shot), 1);
    }

    fn packs_len(kind: Kind) -> usize {
        packs(kind, &Progress::default()).len()
    }

    #[test]
    fn the_best_time_at_each_difficulty_counts_wins_alone() {
        let mut p = Progress::default();
        let finish = |time, hints, difficulty| Finished {
            time,
            hints,
            moves: Some(5),
            difficulty: Some(difficulty),
            ..Finished::on("mine/shot/random-1", "2026-11-20")
        };
        assert_eq!(bests_line(Words::ENGLISH, &p, Kind::Shot), None);
        p.record_finished(finish(60_000, 0, Difficulty::Easy));
        p.record_finished(finish(42_000, 0, Difficulty::Easy));
        p.record_finished(finish(10_000, 2, Difficulty::Easy));
        p.record_finished(finish(185_000, 0, Difficulty::Hard));
        let line = bests_line(Words::ENGLISH, &p, Kind::Shot).unwrap();
        assert_eq!(line, "Best times, won alone: Easy 0:42 · Hard 3:05");
        assert_eq!(bests_line(Words::ENGLISH, &p, Kind::Fifteen), None);
    }
}
