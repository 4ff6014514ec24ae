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
use crate::lang::Words;
use crate::progress::records::Progress;
use crate::shell::{EditLevel, OpenLevel, Screen};
use bevy::prelude::*;
use puzzles::edit::Draft;
use puzzles::{AnyLevel, Kind};

/// A level to start from when the player makes one of a puzzle: small, valid, and not solved,
/// named "My level" in the player's language.
pub fn starter(words: Words, kind: Kind) -> AnyLevel {
    let mut level = crate::games::shown(kind)
        .starter()
        .and_then(|text| AnyLevel::parse(kind, text).ok())
        .unwrap_or_else(|| {
            let first = crate::levels::builtin(kind).into_iter().next();
            let mut level = first.map(|b| b.level()).expect("every puzzle has a level");
            let meta = level.meta_mut();
            meta.remove("author");
            meta.set("title", "My level");
            level
        });
    if level.meta().title() == Some("My level") {
        level
            .meta_mut()
            .set("title", crate::tr!(words, "editor-my-level"));
    }
    level
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
        .add_systems(OnExit(Screen::Edit), keep_unkept_level)
        .add_systems(Last, back_to_the_editor.run_if(resource_exists::<Editor>))
        .add_systems(
            Update,
            say_back_to_the_editor
                .run_if(in_state(Screen::Playing))
                .run_if(resource_exists::<Editor>),
        )
        .add_systems(
            Update,
            (check, panel::keys.run_if(crate::input::keys_are_free))
                .run_if(in_state(Screen::Edit))
                .run_if(resource_exists::<Editor>),
        )
        .add_plugins(panel::plugin);
}

/// Opens the editor on the level asked for (or, for a new level, on the one of that puzzle
/// left unkept before).
fn open_editor(
    mut asked: MessageReader<EditLevel>,
    mut commands: Commands,
    mut next: ResMut<NextState<Screen>>,
    mut chosen: ResMut<super::ChosenPuzzle>,
    progress: Res<Progress>,
    words: Res<Words>,
) {
    let words = *words;
    if let Some(asked) = asked.read().last() {
        let kind = asked.level.kind();
        chosen.0 = kind;
        let tools = crate::games::shown(kind).edit_tools_of();
        let unkept = progress.drafts.get(kind.extension());
        let editor = match unkept {
            Some(left) if asked.unkept_first => {
                let mut editor = Editor::reopened(kind, &left.text, left.id.clone(), tools);
                editor.note = Some((crate::tr!(words, "editor-reopened"), false));
                editor
            }
            _ => {
                // A starter level, however it came (the command line's too), is named in the
                // player's language.
                let mut level = asked.level.clone();
                if level.meta().title() == Some("My level") {
                    level
                        .meta_mut()
                        .set("title", crate::tr!(words, "editor-my-level"));
                }
                let mut editor = Editor::new(&level, tools);
                if let Some(id) = &asked.mine {
                    editor.id = id.clone();
                }
                editor
            }
        };
        commands.insert_resource(editor);
        next.set(Screen::Edit);
    }
}

/// A level left in the editor with changes not kept is kept for the player as it is, one per
/// puzzle, and opens again the next time they make a level of that puzzle; once kept (or
/// tried, which keeps it), it is no longer waiting.
fn keep_unkept_level(editor: Option<Res<Editor>>, mut progress: ResMut<Progress>) {
    let Some(editor) = editor else {
        return;
    };
    let kind = editor.draft.kind().extension().to_string();
    if editor.unkept {
        let left = crate::progress::records::SavedLevel {
            id: editor.id.clone(),
            text: editor.draft.to_text(),
        };
        if progress.drafts.get(&kind) != Some(&left) {
            progress.drafts.insert(kind, left);
            progress.dirty = true;
        }
    } else if progress
        .drafts
        .get(&kind)
        .is_some_and(|d| d.id == editor.id)
    {
        progress.drafts.remove(&kind);
        progress.dirty = true;
    }
}

/// The editor on a new level of its puzzle, dropping the one left unkept.
fn start_afresh(words: Words, editor: &mut Editor, progress: &mut Progress) {
    let kind = editor.draft.kind();
    progress.drafts.remove(kind.extension());
    progress.dirty = true;
    *editor = Editor::new(
        &starter(words, kind),
        crate::games::shown(kind).edit_tools_of(),
    );
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

/// The level on show is the one tried from the editor: its back button says so.
fn say_back_to_the_editor(editor: Res<Editor>, mut status: ResMut<crate::play::PlayStatus>) {
    let tried = status.level_id == editor.id;
    if status.back_to_editor != tried {
        status.back_to_editor = tried;
    }
}

/// Starts the solver on each new draft, and takes its verdict.
fn check(
    mut editor: ResMut<Editor>,
    mut jobs: Query<(Entity, &mut Checking)>,
    mut commands: Commands,
    time: Res<Time>,
    words: Res<Words>,
) {
    let words = *words;
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
            None => editor.doing = job.work.doing(words),
        }
    }
    let Some(draft) = editor.to_check() else {
        return;
    };
    match draft.level() {
        Err(e) => {
            editor.finding = Finding::Invalid {
                spot: draft.spot(&e),
                why: crate::words_of!(words).why(&e),
            }
        }
        Ok(level) => {
            editor.finding = Finding::Checking;
            let work = crate::games::shown(level.kind()).judge(words, level);
            commands.spawn((Checking { work, of: draft }, DespawnOnExit(Screen::Edit)));
        }
    }
}

/// Keeps the level in "Your levels" (a level kept before under the same id is replaced, and
/// what was recorded of it forgotten, since it is no longer the same level).
fn keep(editor: &mut Editor, progress: &mut Progress) -> Option<AnyLevel> {
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
    editor.unkept = false;
    Some(level)
}

/// Plays the level at once (kept in "Your levels" first); Esc comes back to the editor.
/// Returns whether it opens.
fn try_it(
    words: Words,
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
            editor.note = Some((crate::tr!(words, "editor-cannot-play"), true));
            false
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_afresh_drops_the_level_left_unkept() {
        let tools = crate::games::shown(Kind::Shot).edit_tools_of();
        let mut progress = Progress::default();
        progress.drafts.insert(
            "shot".into(),
            crate::progress::records::SavedLevel {
                id: "mine/shot/made-7".into(),
                text: "o.o\n".into(),
            },
        );
        let mut editor = Editor::reopened(Kind::Shot, "o.o\n", "mine/shot/made-7".into(), tools);
        assert_eq!(editor.draft.at(0, 0), "o");
        start_afresh(Words::ENGLISH, &mut editor, &mut progress);
        assert!(progress.drafts.is_empty());
        assert!(!editor.reopened && !editor.unkept);
        assert_eq!(
            editor.draft,
            Draft::of(&starter(Words::ENGLISH, Kind::Shot))
        );
    }
}
