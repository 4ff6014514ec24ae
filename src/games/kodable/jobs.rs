//! The solver's other work for this screen, in the background (on the compute pool, or in a
//! browser in a Web Worker): checking whether the map can be solved, and making new maps. (Par,
//! hints and Solve are the shared session's.) Nothing here blocks a frame; a job is cancelled
//! when its entity goes, and leaving the level despawns it.

use super::{Coding, CodingSession, Desk, Edit, Tone};
use crate::jobs::Background;
use crate::lang::Words;
use crate::level_id::LevelId;
use crate::shell::OpenLevel;
use crate::shell::Screen;
use crate::workers::{self, NewLevel, WorkerJob};
use bevy::prelude::*;
use puzzles::generate::Options;
use puzzles::kodable::Map;
use puzzles::search::Budget;
use puzzles::{AnyLevel, Kind, Puzzle};
use serde::{Deserialize, Serialize};

/// What the solver is asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Ask {
    /// Whether the map can be solved at all.
    Check,
    /// A new map of this size.
    NewMap { rows: usize, cols: usize },
}

impl Ask {
    /// What the solver is busy with, in the language in force.
    fn doing(self, words: Words) -> String {
        match self {
            Ask::Check => crate::tr!(words, "kodable-checking"),
            Ask::NewMap { .. } => crate::tr!(words, "kodable-making-map"),
        }
    }

    /// That the job came to nothing, in the language in force; the worker's reason, in
    /// English, goes to the log.
    fn failed(self, words: Words, why: &str) -> String {
        warn!("roll-the-ball job failed: {why}");
        match self {
            Ask::Check => crate::tr!(words, "kodable-check-failed"),
            Ask::NewMap { .. } => crate::tr!(words, "kodable-new-map-failed"),
        }
    }

    fn same_kind(self, other: Ask) -> bool {
        std::mem::discriminant(&self) == std::mem::discriminant(&other)
    }
}

/// What a job found.
enum Answer {
    Check(MapCheck),
    NewMap(NewLevel),
}

/// A job running in the background (see [`workers::away`]).
#[derive(Component)]
pub struct MapJob {
    ask: Ask,
    work: Background<Result<Answer, String>>,
    /// The map asked about: an answer about another map (the player opened a new one
    /// meanwhile) is dropped.
    map: Map,
    /// The seed of a new map.
    seed: u64,
}

/// Whether a roll-the-ball map can be solved (`None`: too large to tell within the solver's
/// budget), and, when it can, the most bonuses a program takes on the way.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(super) struct MapCheck {
    pub solvable: Option<bool>,
    pub most_bonuses: Option<usize>,
}

impl MapCheck {
    /// Checks `map` within the solver's usual budget.
    pub(super) fn of(map: &puzzles::kodable::Map) -> MapCheck {
        let budget = Budget::nodes(puzzles::kodable::DEFAULT_MAX_NODES);
        let solvable = puzzles::kodable::check(map, map.start(), budget);
        let most_bonuses = if solvable == Some(true) {
            puzzles::kodable::most_bonuses(map, map.start(), budget)
        } else {
            None
        };
        MapCheck {
            solvable,
            most_bonuses,
        }
    }
}

/// Starts a job, unless one of the same kind is already at work.
pub(super) fn start(
    words: Words,
    commands: &mut Commands,
    session: &CodingSession,
    ask: Ask,
    running: &Query<&MapJob>,
) {
    if running.iter().any(|j| j.ask.same_kind(ask)) {
        return;
    }
    let map = session.current.map().clone();
    let seed = rand::random::<u32>() as u64;
    let work = match ask {
        Ask::Check => {
            let text = Coding::new(map.clone()).to_text();
            workers::away_with(
                WorkerJob::Own {
                    kind: Kind::Kodable,
                    text,
                },
                |_, text| <Coding as crate::games::Shown>::own_job(text),
                &ask.doing(words),
                |answer| workers::read(answer).map(Answer::Check),
            )
        }
        Ask::NewMap { rows, cols } => {
            let job = WorkerJob::Generate {
                kind: Kind::Kodable,
                seed,
                difficulty: Options::default().difficulty.name().to_string(),
                rows: Some(rows),
                cols: Some(cols),
            };
            workers::away(job, &ask.doing(words), |answer| {
                workers::read(answer).map(Answer::NewMap)
            })
        }
    };
    commands.spawn((
        MapJob {
            ask,
            work,
            map,
            seed,
        },
        DespawnOnExit(Screen::Playing),
    ));
}

/// A new level: the last level's jobs are dropped (which cancels them).
pub(super) fn drop_old(
    mut commands: Commands,
    session: Res<CodingSession>,
    old: Query<(Entity, &MapJob)>,
) {
    for (entity, job) in &old {
        if job.map != *session.current.map() {
            commands.entity(entity).despawn();
        }
    }
}

/// A hint in words: the first of `moves`, the edits from `coding` to the best program that
/// keeps as much of it as can stay.
pub(super) fn hint_words(words: Words, coding: &Coding, moves: &[Edit]) -> String {
    let size = coding.replay(moves).map_or(0, |end| end.draft.size());
    let blocks = coding.draft.blocks.len();
    match moves.first() {
        None => crate::tr!(words, "kodable-hint-wins"),
        Some(Edit::Continue {
            keep,
            block,
            function,
        }) => {
            // Blocks as the player reads them: arrows, and a child's words for the rest.
            let what = match function {
                Some(f) => crate::tr!(
                    words,
                    "kodable-hint-block-and-function",
                    block = super::said::block_said(words, *block),
                    body = f.map(|a| super::said::action_said(words, a)).join(" ")
                ),
                None => super::said::block_said(words, *block),
            };
            if *keep == blocks {
                crate::tr!(words, "kodable-hint-add-next", block = what, size = size)
            } else if *keep == 0 {
                crate::tr!(words, "kodable-hint-start-again", block = what)
            } else {
                crate::tr!(
                    words,
                    "kodable-hint-keep-first",
                    keep = *keep,
                    wrong = keep + 1,
                    block = what
                )
            }
        }
        Some(Edit::Keep(keep)) => crate::tr!(words, "kodable-hint-remove-rest", keep = *keep),
        Some(other) => crate::tr!(
            words,
            "kodable-hint-other",
            edit = coding.describe_move(other)
        ),
    }
}

/// Collects finished jobs and acts on their answers.
pub(super) fn poll(
    mut commands: Commands,
    mut jobs: Query<(Entity, &mut MapJob)>,
    session: Res<CodingSession>,
    mut desk: ResMut<Desk>,
    mut status: ResMut<crate::play::PlayStatus>,
    mut open: MessageWriter<OpenLevel>,
    time: Res<Time>,
    words: Res<Words>,
) {
    let words = *words;
    if status.thinking.is_none() {
        status.thinking = jobs.iter().next().map(|(_, j)| j.ask.doing(words));
    }
    let began = bevy::platform::time::Instant::now();
    for (entity, mut job) in &mut jobs {
        let Some(answer) = job.work.poll(began, time.delta_secs()) else {
            continue;
        };
        commands.entity(entity).despawn();
        if job.map != *session.current.map() {
            continue;
        }
        let made = |new: NewLevel| match new.level(Kind::Kodable)? {
            AnyLevel::Kodable(coding) => Ok(coding),
            _ => Err("the generator made a level of another puzzle".to_string()),
        };
        match answer {
            Ok(Answer::Check(check)) => checked(words, &mut desk, job.map.bonuses().len(), check),
            Ok(Answer::NewMap(new)) => match made(new) {
                Ok(coding) => {
                    let mut level = AnyLevel::Kodable(coding);
                    crate::levels::name_made_level(words, &mut level, job.seed);
                    open.write(OpenLevel {
                        id: LevelId::mine(Kind::Kodable, &job.seed.to_string()),
                        level,
                        moves: Vec::new(),
                    });
                }
                Err(e) => desk.say(job.ask.failed(words, &e), Tone::Bad),
            },
            Err(e) => desk.say(job.ask.failed(words, &e), Tone::Bad),
        }
    }
}

/// What Check found, told to the player.
fn checked(words: Words, desk: &mut Desk, total: usize, check: MapCheck) {
    let (can, most) = (check.solvable, check.most_bonuses);
    desk.checked = can.map(|c| (c, most));
    match can {
        Some(true) => {
            let text = match most {
                Some(most) => crate::tr!(
                    words,
                    "kodable-solvable-bonuses",
                    most = most,
                    total = total
                ),
                None => crate::tr!(words, "kodable-solvable-line"),
            };
            desk.say(text, Tone::Good);
        }
        Some(false) => desk.say(crate::tr!(words, "kodable-not-solvable"), Tone::Bad),
        None => desk.say(crate::tr!(words, "kodable-too-large"), Tone::Info),
    }
}
