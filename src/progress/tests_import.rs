//! The player's data through imports, two writers at once and years of play: each fault found
//! by trying the doors as a new user and a hostile one would has its test here, and a property
//! test merges random exports in random orders.

use super::checked::{Claim, Why, read};
use super::history::{Finished, History, MOST_FINISHES};
use super::import::{import, import_into};
use super::records::{LevelRecord, Progress, Rated, Resume, Win};
use super::store::{FileStore, Store};
use super::*;
use crate::level_id::LevelId;
use puzzles::Kind;
use puzzles::generate::Difficulty;
use std::collections::{BTreeMap, BTreeSet, HashMap};

fn win(moves: u32, time: u64) -> Win {
    Win {
        moves: Some(moves),
        time,
        par_unaided: false,
    }
}

/// A level finished on `day` in `time` ms.
fn finish(level: &str, day: &str, time: u64) -> Finished {
    Finished {
        moves: Some(6),
        time,
        ..Finished::on(level, day)
    }
}

fn day(i: usize) -> String {
    format!(
        "20{:02}-{:02}-{:02}",
        20 + i / 336,
        1 + (i / 28) % 12,
        1 + i % 28
    )
}

/// A machine's progress with `count` levels finished, one a day.
fn machine(count: usize) -> Progress {
    let mut p = Progress::default();
    for i in 0..count {
        p.record_finished(finish("shot/01-the-example", &day(i), 1000 + i as u64));
    }
    p
}

fn file(p: &Progress) -> Progress {
    read("file.json", p.to_json().as_bytes(), &HashMap::new()).expect("the game's own file")
}

fn none() -> Renames {
    Renames::default()
}

#[test]
fn importing_a_file_again_after_the_history_folded_adds_nothing() {
    // 2003 finishes: past the cap, the oldest 200 fold away here. Each import of the same file
    // once added them again (2003, 2203, 2403).
    let there = file(&machine(2003));
    let (mut here, added) = import(&Progress::default(), &there);
    assert_eq!(added.finished, 2003);
    for _ in 0..3 {
        let (again, added) = import(&here, &there);
        assert!(added.is_nothing(), "{added:?}");
        assert_eq!(again.history().total(), 2003);
        here = again;
    }
}

#[test]
fn a_files_summary_of_older_finishes_and_its_drafts_are_taken() {
    // A file whose only news is its folded finishes: it was "nothing new".
    let mut there = machine(2200);
    let mut history = there.history();
    history.fold_down_to(0);
    there.set_history(history);
    there.drafts.insert(
        "shot".into(),
        records::SavedLevel {
            id: "mine/shot/made-9".into(),
            text: "o.o\n".into(),
        },
    );
    let (merged, added) = import(&Progress::default(), &file(&there));
    assert_eq!((added.finished, added.drafts), (2200, 1), "{added:?}");
    assert_eq!(merged.history().older_of("shot").finished, 2200);
    // Here a summary of this machine's own: the file's is added to it (2503, not 2003).
    let here = machine(2303);
    let (merged, _) = import(&here, &file(&machine(200)));
    assert_eq!(merged.history().total(), 2503);
}

#[test]
fn records_follow_their_level_not_its_id() {
    let mut here = Progress::default();
    here.keep_level("mine/shot/made-1".into(), "o.o\n".into());
    here.record_win("mine/shot/made-1", win(4, 9_000));
    let mut there = Progress::default();
    there.keep_level("mine/shot/made-1".into(), "oo.o\n".into());
    there.record_win("mine/shot/made-1", win(1, 3_000));
    there.record_finished(finish("mine/shot/made-1", "2026-11-28", 3_000));
    let (merged, added) = import(&here, &file(&there));
    assert_eq!(added.made, 1);
    assert_eq!(
        merged.levels["mine/shot/made-1"].best,
        Some(4),
        "ours, as it was"
    );
    let theirs = merged
        .mine
        .iter()
        .find(|l| l.text == "oo.o\n")
        .expect("kept");
    assert_ne!(theirs.id, "mine/shot/made-1");
    assert_eq!(
        merged.levels[theirs.id.as_str()].best,
        Some(1),
        "its record came with it"
    );
    assert!(merged.finished.iter().any(|f| f.level == theirs.id));
    // The same level under two ids is one level.
    let (again, added) = import(&merged, &file(&there));
    assert!(added.is_nothing(), "{added:?}");
    assert_eq!(again.mine.len(), 2);
}

#[test]
fn an_older_export_does_not_put_back_an_older_rating() {
    let mut p = Progress::default();
    let level = |i| format!("mine/shot/{i}");
    let rated = |p: &mut Progress, i: usize| {
        p.record_finished(Finished {
            difficulty: Some(Difficulty::Expert),
            ..finish(&level(i), &day(i), 5000 + i as u64)
        })
    };
    for i in 0..5 {
        rated(&mut p, i);
    }
    let old = file(&p);
    for i in 5..40 {
        rated(&mut p, i);
    }
    let now = p.rating(Kind::Shot);
    assert!(now.deviation < old.rating(Kind::Shot).deviation);
    let (merged, added) = import(&p, &old);
    assert_eq!(added.ratings, 0);
    assert_eq!(merged.rating(Kind::Shot), now, "the later rating stays");
    // And the other way round, the later one comes in.
    let (merged, added) = import(&old, &file(&p));
    assert_eq!(added.ratings, 1);
    assert_eq!(merged.rating(Kind::Shot), now);
}

#[test]
fn nothing_is_written_larger_than_a_save_may_be_read() {
    // The history and the places left give way; records alone too large are refused.
    let mut p = machine(3000);
    p.resume.insert(
        "fifteen/01-first-light".into(),
        Resume {
            done: records::Moves::new(&vec![serde_json::json!({"tile": 7}); 5000]),
            ..Resume::default()
        },
    );
    let size = p.to_json().len() as u64;
    let (text, gave) = p.clone().to_json_within(size / 3).unwrap();
    assert!(text.len() as u64 <= size / 3);
    assert!(!gave.is_nothing());
    assert!(
        exact(text.as_bytes()).is_some(),
        "what is written reads back"
    );
    // Written through the store under its limit.
    let dir = tempfile::tempdir().unwrap();
    let store = FileStore {
        path: dir.path().join("progress.json"),
    };
    let (written, _) = save_merged(&store, &Progress::default(), &p, &none()).unwrap();
    let on_disk = std::fs::read(&store.path).unwrap();
    assert!(on_disk.len() as u64 <= store::MAX_SAVE);
    assert_eq!(written.history().total(), 3000);
}

/// Runs `first`'s update on `store`, and while it holds the save (between reading it and
/// writing it) starts `second` on another thread and gives it time to finish: with one lock
/// for every writer it cannot, and runs after; without, it would write in between and `first`
/// would write over it. The race is made certain, not hoped for.
fn race(store: &FileStore, first: impl FnOnce(), second: impl FnOnce() + Send + 'static) {
    let path = store.path.clone();
    let (started, go) = std::sync::mpsc::channel();
    let (done_tx, done) = std::sync::mpsc::channel();
    let waiter = std::thread::spawn(move || {
        go.recv().unwrap();
        second();
        done_tx.send(()).unwrap();
    });
    let held = FileStore { path };
    let _lock = held.lock().unwrap();
    started.send(()).unwrap();
    // The second writer is now waiting for the lock: had it not to, it would be done.
    assert!(
        done.recv_timeout(std::time::Duration::from_millis(400))
            .is_err(),
        "the second writer wrote while the first held the save"
    );
    drop(_lock);
    first();
    waiter.join().unwrap();
    assert!(store.path.exists());
}

#[test]
fn two_imports_at_once_keep_both_files_additions() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("progress.json");
    let store = FileStore { path: path.clone() };
    let mut one = Progress::default();
    one.record_win("shot/01-the-example", win(5, 9_000));
    let mut two = Progress::default();
    two.record_win("fifteen/01-first-light", win(9, 4_000));
    let (one, two) = (file(&one), file(&two));
    let second_path = path.clone();
    race(
        &store,
        || {
            import_into(&store, &one, &none()).unwrap();
        },
        move || {
            let store = FileStore { path: second_path };
            import_into(&store, &two, &none()).unwrap();
        },
    );
    let on_disk = exact(&std::fs::read(&path).unwrap()).unwrap();
    assert!(on_disk.levels.contains_key("shot/01-the-example"));
    assert!(on_disk.levels.contains_key("fifteen/01-first-light"));
}

#[test]
fn a_games_win_while_an_import_runs_is_kept() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("progress.json");
    let store = FileStore { path: path.clone() };
    let base = Progress::default();
    store.save(&base.to_json()).unwrap();
    let mut ours = base.clone();
    ours.record_win("shot/05-crossfire", win(8, 30_000));
    let mut there = Progress::default();
    there.record_win("klotski/01-side-step", win(12, 20_000));
    let there = file(&there);
    let second_path = path.clone();
    race(
        &store,
        || {
            save_merged(&store, &base, &ours, &none()).unwrap();
        },
        move || {
            let store = FileStore { path: second_path };
            import_into(&store, &there, &none()).unwrap();
        },
    );
    let on_disk = exact(&std::fs::read(&path).unwrap()).unwrap();
    assert_eq!(on_disk.levels["shot/05-crossfire"].best, Some(8), "the win");
    assert!(
        on_disk.levels.contains_key("klotski/01-side-step"),
        "the import"
    );
}

#[test]
fn ratings_the_game_writes_are_read_back_exactly() {
    let mut p = Progress::default();
    p.ratings.insert(
        Kind::Shot,
        Rated {
            rating: puzzles::rating::Rating {
                rating: 0.5,
                deviation: 350.0,
                volatility: 0.06,
            },
            after: None,
        },
    );
    // A give-up at an easy level from there: the deviation grew a hair past 350.
    p.record_finished(Finished {
        difficulty: Some(Difficulty::Easy),
        gave_up: true,
        solver: true,
        ..finish("mine/shot/7", "2026-11-28", 100)
    });
    let back = exact(p.to_json().as_bytes()).expect("read back whole");
    assert_eq!(back.ratings, p.ratings);
    assert_eq!(back.finished, p.finished);
}

#[test]
fn a_history_of_hundreds_of_thousands_folds_at_once() {
    // Folding 200 at a time from the front of the list took minutes here (quadratic).
    let mut h = History::default();
    for i in 0..300_000u64 {
        h.finished.push(Finished {
            from: "a".into(),
            n: i + 1,
            ..finish("shot/01-the-example", &day(i as usize % 4000), 1 + i)
        });
    }
    h.fold_the_oldest(MOST_FINISHES);
    assert!(h.finished.len() <= MOST_FINISHES);
    assert_eq!(h.total(), 300_000);
}

#[test]
fn counters_stay_at_their_most_rather_than_wrapping() {
    let mut s = history::Summary {
        unaided: u32::MAX,
        finished: u32::MAX,
        ..Default::default()
    };
    s.fold(&finish("shot/01", "2026-11-28", 5));
    assert_eq!((s.finished, s.unaided), (u32::MAX, u32::MAX));
    let full = history::Day {
        finished: u32::MAX,
        time: u64::MAX,
        ..Default::default()
    };
    let sum = full.plus(&full);
    assert_eq!((sum.finished, sum.time), (u32::MAX, u64::MAX));
}

#[test]
fn a_read_only_store_writes_nothing_and_counts_every_record_kept() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("progress.json");
    let mut p = machine(1999);
    p.record_win("shot/01-the-example", win(5, 9_000));
    let damaged = p
        .to_json()
        .replacen("\"levels\": {", "\"levels\": {\"x\": 5, ", 1);
    std::fs::write(&path, &damaged).unwrap();
    for _ in 0..5 {
        let store = store::ReadOnly(Box::new(FileStore { path: path.clone() }));
        let loaded = load(&store, &none());
        let Some(Warning::NotWhole { kept, copy, .. }) = loaded.warning.clone() else {
            panic!("{:?}", loaded.warning);
        };
        assert_eq!(copy, None);
        assert!(
            kept >= 2000,
            "the history's entries are records too: {kept}"
        );
        assert!(
            loaded
                .warning
                .unwrap()
                .read_only()
                .contains("left as it is")
        );
    }
    let files = std::fs::read_dir(dir.path()).unwrap().count();
    assert_eq!(files, 1, "no copy set aside, five runs over");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), damaged);
}

#[test]
fn control_characters_in_day_and_rating_keys_are_refused() {
    let good = machine(1).to_json();
    let bad_day = good.replacen(
        "\"settings\"",
        "\"daily\": {\"2026-11-2\\u0007\": {\"unaided\": [\"shot\"]}}, \"settings\"",
        1,
    );
    assert!(exact(bad_day.as_bytes()).is_none());
    let bad_rating = good.replacen(
        "\"settings\"",
        "\"ratings\": {\"sh\\u0007ot\": {\"rating\": 1500, \"deviation\": 100, \"volatility\": 0.06}}, \"settings\"",
        1,
    );
    assert!(exact(bad_rating.as_bytes()).is_none());
    let salvaged = salvage::salvage(bad_day.as_bytes());
    assert!(salvaged.progress.daily.is_empty());
    assert!(!salvaged.lost.is_empty());
}

#[test]
fn impossible_claims_are_refused_naming_the_level() {
    let mut pars = HashMap::new();
    pars.insert(LevelId::from("shot/01-the-example"), 3);
    let claims: [(&str, Claim); 5] = [
        (r#""best": 0, "solved": true"#, Claim::NoMoves),
        (
            r#""best": 4, "best_time": 0, "solved": true"#,
            Claim::NoTime,
        ),
        (
            r#""best": 4, "solved": true, "attempts": 4294967295"#,
            Claim::Attempts(u32::MAX),
        ),
        (
            r#""best": null, "solved": false, "par_unaided": true"#,
            Claim::ParUnsolved,
        ),
        (
            r#""best": 2, "solved": true"#,
            Claim::BelowPar { best: 2, par: 3 },
        ),
    ];
    for (record, claim) in claims {
        let text = format!(
            r#"{{"version": 2, "levels": {{"shot/01-the-example": {{{record}}}}}, "mine": [], "settings": {{}}}}"#
        );
        let refused = read("f.json", text.as_bytes(), &pars).unwrap_err();
        assert_eq!(
            refused.why,
            Why::Impossible {
                of: "shot/01-the-example".into(),
                claim
            },
            "{text}"
        );
        assert!(refused.to_string().contains("\"shot/01-the-example\""));
    }
}

#[test]
fn an_old_exports_place_left_in_a_level_finished_since_stays_gone() {
    let mut then = Progress::default();
    then.keep_resume(
        "fifteen/01-first-light",
        Resume {
            done: records::Moves::new(&[serde_json::json!({"tile": 3})]),
            ..Resume::default()
        },
    );
    let old = file(&then);
    let mut now = then.clone();
    // Finished since, by the solver: no record of a win, but a finish in the history.
    now.keep_resume("fifteen/01-first-light", Resume::default());
    now.record_finished(Finished {
        solver: true,
        gave_up: true,
        ..finish("fifteen/01-first-light", "2026-11-28", 2_000)
    });
    let (merged, added) = import(&now, &old);
    assert_eq!(added.places, 0);
    assert!(!merged.resume.contains_key("fifteen/01-first-light"));
}

mod merging {
    //! Random machines play, export and import each other's files; their exports are then
    //! merged into one progress in random orders.
    use super::*;
    use proptest::prelude::*;

    /// What a machine does: finish a level (which of four, with or without help, rated or
    /// not), win one (its moves), make one (its text), or take in another's export.
    #[derive(Clone, Debug)]
    enum Step {
        Finish {
            level: u8,
            helped: bool,
            rated: bool,
        },
        Win {
            level: u8,
            moves: u8,
        },
        Make {
            text: u8,
        },
        Import {
            from: usize,
        },
    }

    fn step() -> impl Strategy<Value = Step> {
        prop_oneof![
            6 => (0..4u8, any::<bool>(), any::<bool>())
                .prop_map(|(level, helped, rated)| Step::Finish { level, helped, rated }),
            2 => (0..4u8, 1..20u8).prop_map(|(level, moves)| Step::Win { level, moves }),
            1 => (0..3u8).prop_map(|text| Step::Make { text }),
            1 => (0..3usize).prop_map(|from| Step::Import { from }),
        ]
    }

    /// Three machines play `steps` in turn (each step also a burst of finishes, so that
    /// histories pass the cap and fold); their exports, and every finish made anywhere.
    fn play(steps: &[(usize, Step)], burst: usize) -> (Vec<Progress>, BTreeSet<(String, u64)>) {
        let mut machines = [
            Progress::default(),
            Progress::default(),
            Progress::default(),
        ];
        let mut recorded = [0u64; 3];
        let mut clock = 0usize;
        for (who, step) in steps {
            let who = who % 3;
            match step {
                Step::Finish {
                    level,
                    helped,
                    rated,
                } => {
                    for _ in 0..burst {
                        clock += 1;
                        let id = if *rated {
                            format!("mine/shot/{level}")
                        } else {
                            format!("shot/0{level}")
                        };
                        machines[who].record_finished(Finished {
                            hints: u32::from(*helped),
                            difficulty: rated.then_some(Difficulty::Medium),
                            ..finish(&id, &day(clock / 7), clock as u64)
                        });
                    }
                    recorded[who] += burst as u64;
                }
                Step::Win { level, moves } => {
                    clock += 1;
                    let id = format!("shot/0{level}");
                    machines[who].record_win(&id, win(u32::from(*moves), 1000 + clock as u64));
                }
                Step::Make { text } => {
                    let text =
                        format!("; title: {text}\n{}\n", "o.".repeat(usize::from(*text) + 1));
                    let n = machines[who].mine.len() + 1;
                    let id = LevelId::mine(Kind::Shot, &format!("made-{who}-{n}"));
                    machines[who].keep_level(id, text);
                }
                Step::Import { from } => {
                    let theirs = file(&machines[from % 3]);
                    let (merged, _) = import(&machines[who], &theirs);
                    machines[who] = merged;
                }
            }
        }
        // Each machine numbered its own finishes from 1: every finish made anywhere.
        let mut every = BTreeSet::new();
        for (m, count) in machines.iter().zip(recorded) {
            every.extend((1..=count).map(|n| (m.origin.clone(), n)));
        }
        (machines.iter().map(file).collect(), every)
    }

    /// What a player sees of progress, whatever order it was merged in: the records, the
    /// levels made (by their text, each with its record), the days, every finish and each
    /// puzzle's sums, and the ratings.
    fn seen(p: &Progress) -> impl PartialEq + std::fmt::Debug {
        let made: BTreeMap<String, Option<LevelRecord>> = p
            .mine
            .iter()
            .map(|l| (l.text.clone(), p.levels.get(l.id.as_str()).cloned()))
            .collect();
        let records: BTreeMap<LevelId, LevelRecord> = p
            .levels
            .iter()
            .filter(|(id, _)| !id.is_mine())
            .map(|(id, r)| (id.clone(), r.clone()))
            .collect();
        let h = p.history();
        let sums: Vec<(u32, u32, u64, u32)> = ["shot"]
            .iter()
            .map(|puzzle| {
                let mut s = h.older_of(puzzle);
                for f in h.finished.iter().filter(|f| f.puzzle() == *puzzle) {
                    s.fold(f);
                }
                (s.finished, s.unaided, s.time, s.hints)
            })
            .collect();
        (
            records,
            made,
            p.daily.clone(),
            h.total(),
            sums,
            p.ratings.clone(),
        )
    }

    fn merged_in(order: &[usize], exports: &[Progress]) -> Progress {
        order
            .iter()
            .fold(Progress::default(), |p, &i| import(&p, &exports[i]).0)
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

        #[test]
        fn merging_is_order_free_idempotent_and_loses_nothing(
            steps in proptest::collection::vec((0..3usize, step()), 1..40),
            burst in prop_oneof![Just(3usize), Just(150usize)],
        ) {
            let (exports, every) = play(&steps, burst);
            let forward = merged_in(&[0, 1, 2], &exports);
            for order in [[2, 1, 0], [1, 2, 0], [0, 2, 1]] {
                let other = merged_in(&order, &exports);
                prop_assert_eq!(seen(&other), seen(&forward));
            }
            // Merged again, every file adds nothing.
            for e in &exports {
                let (again, added) = import(&forward, e);
                prop_assert!(added.is_nothing(), "{:?}", added);
                prop_assert_eq!(seen(&again), seen(&forward));
            }
            // No finish lost, none counted twice.
            prop_assert_eq!(forward.history().total(), every.len() as u64);
            // The latest rating of each puzzle.
            for (kind, rated) in &forward.ratings {
                let latest = exports
                    .iter()
                    .filter_map(|e| e.ratings.get(kind))
                    .fold(None::<&Rated>, |best, r| Some(best.map_or(r, |b| b.later(r))));
                prop_assert_eq!(Some(rated), latest);
            }
            // Every level made, each once.
            let texts: BTreeSet<&String> = exports.iter().flat_map(|e| e.mine.iter().map(|l| &l.text)).collect();
            prop_assert_eq!(forward.mine.len(), texts.len());
        }
    }
}
