//! The solver's other work for this screen, in the background: checking whether the map can be
//! solved, and making new maps. (Par, hints and Solve are the shared session's.) Nothing here
//! blocks a frame; a job is cancelled when its entity goes, and leaving the level despawns it.

use super::{Coding, CodingSession, Desk, Edit, Tone};
use crate::jobs::Background;
use crate::play::OpenLevel;
use crate::shell::Screen;
use bevy::prelude::*;
use puzzles::generate::{self, Options};
use puzzles::kodable::{self, Map};
use puzzles::search::Budget;
use puzzles::{AnyLevel, Kind, Puzzle};

/// What the solver is asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Ask {
    /// Whether the map can be solved at all.
    Check,
    /// A new map of this size.
    NewMap { rows: usize, cols: usize },
}

impl Ask {
    fn doing(self) -> &'static str {
        match self {
            Ask::Check => "Checking the map…",
            Ask::NewMap { .. } => "Making a new map…",
        }
    }

    fn same_kind(self, other: Ask) -> bool {
        std::mem::discriminant(&self) == std::mem::discriminant(&other)
    }
}

/// What a job found.
enum Answer {
    Check(Option<bool>, Option<usize>),
    NewMap(Result<Map, String>, u64),
}

/// A job running on the compute pool.
#[derive(Component)]
pub struct Job {
    ask: Ask,
    work: Background<Answer>,
    /// The map asked about: an answer about another map (the player opened a new one
    /// meanwhile) is dropped.
    map: Map,
}

/// A new solvable map of this size, from a seed.
pub(super) fn new_map(rows: usize, cols: usize, seed: u64) -> Result<Map, String> {
    let options = Options {
        kind: Some(Kind::Kodable),
        seed,
        rows: Some(rows),
        cols: Some(cols),
        ..Options::default()
    };
    match generate::make(&options)?.level {
        AnyLevel::Kodable(coding) => Ok(coding.map().clone()),
        _ => Err("the generator made a level of another puzzle".to_string()),
    }
}

/// Starts a job, unless one of the same kind is already at work.
pub(super) fn start(
    commands: &mut Commands,
    session: &CodingSession,
    ask: Ask,
    running: &Query<&Job>,
) {
    if running.iter().any(|j| j.ask.same_kind(ask)) {
        return;
    }
    let map = session.current.map().clone();
    let asked = map.clone();
    let work = Background::on_pool(move |cancel| {
        let budget = Budget {
            max_nodes: Some(kodable::DEFAULT_MAX_NODES),
            cancel: Some(cancel),
        };
        match ask {
            Ask::Check => {
                let can = kodable::check(&map, map.start(), budget);
                let most = if can == Some(true) {
                    kodable::most_bonuses(&map, map.start(), budget)
                } else {
                    None
                };
                Answer::Check(can, most)
            }
            Ask::NewMap { rows, cols } => {
                let seed = rand::random::<u32>() as u64;
                Answer::NewMap(new_map(rows, cols, seed), seed)
            }
        }
    });
    commands.spawn((
        Job {
            ask,
            work,
            map: asked,
        },
        DespawnOnExit(Screen::Playing),
    ));
}

/// A new level: the last level's jobs are dropped (which cancels them).
pub(super) fn drop_old(
    mut commands: Commands,
    session: Res<CodingSession>,
    old: Query<(Entity, &Job)>,
) {
    for (entity, job) in &old {
        if job.map != *session.current.map() {
            commands.entity(entity).despawn();
        }
    }
}

/// A hint in words: the first of `moves`, the edits from `coding` to the best program that
/// keeps as much of it as can stay.
pub(super) fn hint_words(coding: &Coding, moves: &[Edit]) -> String {
    let size = coding.replay(moves).map_or(0, |end| end.draft.size());
    let blocks = coding.draft.blocks.len();
    match moves.first() {
        None => "Your program already wins: press Run.".to_string(),
        Some(Edit::Continue {
            keep,
            block,
            function,
        }) => {
            let what = match function {
                Some(f) => format!("{block} (the function: {} {} {})", f[0], f[1], f[2]),
                None => block.to_string(),
            };
            if *keep == blocks {
                format!(
                    "Hint: add {what} next; the best program starting like yours has {size} blocks. Press H again to add it."
                )
            } else if *keep == 0 {
                format!(
                    "Hint: no program starting like this one can win. Start again with {what}. Press H again to do it."
                )
            } else {
                format!(
                    "Hint: keep the first {keep} block{}; block {} goes wrong. Put {what} there instead. Press H again to do it.",
                    if *keep == 1 { "" } else { "s" },
                    keep + 1
                )
            }
        }
        Some(Edit::Keep(keep)) => format!(
            "Hint: the first {keep} blocks already win; the rest spoil it. Press H again to remove them."
        ),
        Some(other) => format!("Hint: {}.", coding.describe_move(other)),
    }
}

/// Collects finished jobs and acts on their answers.
pub(super) fn poll(
    mut commands: Commands,
    mut jobs: Query<(Entity, &mut Job)>,
    session: Res<CodingSession>,
    mut desk: ResMut<Desk>,
    mut status: ResMut<crate::play::PlayStatus>,
    mut open: MessageWriter<OpenLevel>,
    time: Res<Time>,
) {
    if status.thinking.is_none() {
        status.thinking = jobs.iter().next().map(|(_, j)| j.ask.doing().to_string());
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
        match answer {
            Answer::Check(can, most) => checked(&mut desk, job.map.bonuses().len(), can, most),
            Answer::NewMap(Ok(map), seed) => {
                open.write(OpenLevel {
                    id: format!("mine/{}/{seed}", Kind::Kodable),
                    level: AnyLevel::Kodable(Coding::new(map)),
                    moves: Vec::new(),
                });
            }
            Answer::NewMap(Err(e), _) => desk.say(format!("No new map: {e}."), Tone::Bad),
        }
    }
}

/// What Check found, told to the player.
fn checked(desk: &mut Desk, total: usize, can: Option<bool>, most: Option<usize>) {
    desk.checked = can.map(|c| (c, most));
    match can {
        Some(true) => {
            let bonuses = most.map_or(String::new(), |m| {
                format!(", taking up to {m} of {total} bonuses")
            });
            desk.say(
                format!("Solvable: a program can roll the ball to the target{bonuses}."),
                Tone::Good,
            );
        }
        Some(false) => desk.say(
            "Not solvable: no program can roll the ball to the target.",
            Tone::Bad,
        ),
        None => desk.say(
            "The map is too large to check within the solver's budget.",
            Tone::Info,
        ),
    }
}
