//! The level editor's screen: a level of any puzzle made cell by cell, with the solver's
//! verdict (can it be solved, its par, how hard) worked out in the background after every
//! change, undo and redo, and the level tried at once, kept in "Your levels", or passed on as
//! a code or a file. Every change is a change of the level file's own drawing
//! (`puzzles::edit`), read back by the puzzle's parser: an editor cannot make a level a file
//! could not hold. What the editor shares with the puzzles is in `crate::editor`.

mod board;
pub mod export;
mod panel;

use crate::editor::{Editor, Finding, Verdict};
use crate::jobs::Background;
use crate::progress::Progress;
use crate::shell::{EditLevel, OpenLevel, Screen};
use bevy::prelude::*;
use puzzles::edit::Draft;
use puzzles::{AnyLevel, Kind};

/// A level to start from when the player makes one of a puzzle: small, valid, and not solved.
pub fn starter(kind: Kind) -> AnyLevel {
    crate::puzzles::shown(kind)
        .starter()
        .and_then(|text| AnyLevel::parse(kind, text).ok())
        .unwrap_or_else(|| {
            let first = crate::levels::builtin(kind).into_iter().next();
            let mut level = first.map(|b| b.level()).expect("every puzzle has a level");
            let meta = level.meta_mut();
            meta.remove("author");
            meta.set("title", "My level");
            level
        })
}

/// The verdict being worked out in the background.
#[derive(Component)]
struct Checking {
    work: Background<Verdict>,
    of: Draft,
}

pub fn plugin(app: &mut App) {
    app.init_resource::<export::ExportFolder>()
        .add_systems(Update, open_editor)
        .add_systems(Last, back_to_the_editor.run_if(resource_exists::<Editor>))
        .add_systems(
            Update,
            (check, panel::keys.run_if(crate::input::keys_are_free))
                .run_if(in_state(Screen::Edit))
                .run_if(resource_exists::<Editor>),
        )
        .add_plugins(panel::plugin);
}

/// Opens the editor on the level asked for.
fn open_editor(
    mut asked: MessageReader<EditLevel>,
    mut commands: Commands,
    mut next: ResMut<NextState<Screen>>,
    mut chosen: ResMut<super::ChosenPuzzle>,
) {
    if let Some(asked) = asked.read().last() {
        chosen.0 = asked.level.kind();
        let tools = crate::puzzles::shown(chosen.0).edit_tools_of();
        let mut editor = Editor::new(&asked.level, tools);
        if let Some(id) = &asked.mine {
            editor.id = id.clone();
        }
        commands.insert_resource(editor);
        next.set(Screen::Edit);
    }
}

/// A level tried from the editor goes back to it, not to the level list (by Esc or by the
/// Back button alike).
fn back_to_the_editor(
    screen: Res<State<Screen>>,
    mut next: ResMut<NextState<Screen>>,
    editor: Res<Editor>,
    status: Res<crate::play::PlayStatus>,
) {
    let leaving = matches!(*next, NextState::Pending(Screen::Levels));
    if *screen.get() == Screen::Playing && leaving && status.level_id == editor.id {
        next.set(Screen::Edit);
    }
}

/// Starts the solver on each new draft, and takes its verdict.
fn check(
    mut editor: ResMut<Editor>,
    mut jobs: Query<(Entity, &mut Checking)>,
    mut commands: Commands,
    time: Res<Time>,
) {
    let began = bevy::platform::time::Instant::now();
    for (entity, mut job) in &mut jobs {
        if job.of != editor.draft {
            commands.entity(entity).despawn();
            continue;
        }
        match job.work.poll(began, time.delta_secs()) {
            Some(verdict) => {
                commands.entity(entity).despawn();
                editor.finding = Finding::Found(verdict);
                editor.doing = None;
            }
            None => editor.doing = job.work.doing(),
        }
    }
    let Some(draft) = editor.to_check() else {
        return;
    };
    match draft.level() {
        Err(e) => {
            editor.finding = Finding::Invalid {
                spot: draft.spot(&e),
                why: crate::text_format::capitalised(&e.message),
            }
        }
        Ok(level) => {
            editor.finding = Finding::Checking;
            let work = crate::puzzles::shown(level.kind()).judge(level);
            commands.spawn((Checking { work, of: draft }, DespawnOnExit(Screen::Edit)));
        }
    }
}

/// Keeps the level in "Your levels" (a level kept before under the same id is replaced, and
/// what was recorded of it forgotten, since it is no longer the same level).
fn keep(editor: &Editor, progress: &mut Progress) -> Option<AnyLevel> {
    let mut level = editor.level()?;
    // The par the solver proved is written in, so that it is not looked for again.
    if let (
        true,
        Finding::Found(Verdict::Solvable {
            par, optimal: true, ..
        }),
    ) = (editor.settled(), &editor.finding)
    {
        level.meta_mut().set("par", par.to_string());
    }
    progress.replace_level(editor.id.clone(), level.to_text());
    Some(level)
}

/// Plays the level at once (kept in "Your levels" first); Esc comes back to the editor.
/// Returns whether it opens.
fn try_it(
    editor: &mut Editor,
    progress: &mut Progress,
    open: &mut MessageWriter<OpenLevel>,
) -> bool {
    match keep(editor, progress) {
        Some(level) => {
            open.write(OpenLevel {
                id: editor.id.clone(),
                level,
                moves: Vec::new(),
            });
            true
        }
        None => {
            editor.note = Some(("Only a level the game can read can be played.".into(), true));
            false
        }
    }
}
