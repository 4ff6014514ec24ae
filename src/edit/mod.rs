//! The level editor: a level of any puzzle made cell by cell, with the solver's verdict (can it
//! be solved, its par, how hard) worked out in the background after every change, undo and
//! redo, and the level tried at once, kept in "Your levels", or passed on as a code or a file.
//! Every change is a change of the level file's own drawing (`puzzles::edit`), read back by
//! the puzzle's parser: an editor cannot make a level a file could not hold.

mod board;
pub mod export;
mod panel;
pub mod tools;
pub mod verdict;

use crate::jobs::Background;
use crate::progress::Progress;
use crate::puzzles::Verdict;
use crate::shell::{OpenLevel, Screen};
use bevy::prelude::*;
use puzzles::drawing::Spot;
use puzzles::edit::Draft;
use puzzles::{AnyLevel, Kind};

/// Opens the editor on a level: a copy of it, or (with the id of one of the player's own
/// levels) the level itself, kept again under its id.
#[derive(Message, Clone, Debug)]
pub struct EditLevel {
    /// The level.
    pub level: AnyLevel,
    /// The id of the player's own level being changed, if it is one.
    pub mine: Option<String>,
}

impl EditLevel {
    /// The editor on a copy of `level`.
    pub fn copy(level: AnyLevel) -> EditLevel {
        EditLevel { level, mine: None }
    }
}

/// What a click on the board does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tool {
    /// Shot: a ball put on or taken off.
    Ball,
    /// Sliding blocks: a block of this many columns and rows put down.
    Block(usize, usize),
    /// Sliding blocks: a block taken off.
    Remove,
    /// Sliding blocks: the block clicked becomes the goal block.
    GoalBlock,
    /// Sliding blocks: where the goal block must go.
    GoalPlace,
    /// Fifteen: two tiles clicked one after the other change places.
    Swap,
    /// Roll-the-ball: a tile painted with this token (`-`, `*`, `p`, `@`…).
    Paint(&'static str),
    /// Snake: the chain is typed, the board only shows it.
    Look,
}

/// What the solver said of the draft, or is finding out.
#[derive(Clone, Debug, PartialEq)]
pub enum Finding {
    /// The parser refuses the draft: why, and where.
    Invalid { why: String, spot: Option<Spot> },
    /// The solver is at work.
    Checking,
    /// The solver's verdict.
    Found(Verdict),
}

/// The level being made, its history, and what is known of it.
#[derive(Resource)]
pub struct Editor {
    /// The drawing and its metadata.
    pub draft: Draft,
    undo: Vec<Draft>,
    redo: Vec<Draft>,
    /// What a click does.
    pub tool: Tool,
    /// The solver's verdict on [`Editor::draft`].
    pub finding: Finding,
    /// The draft the finding is of.
    checked: Option<Draft>,
    /// What the solver is doing, when it can say (a search run in slices, in a browser).
    pub doing: Option<String>,
    /// The id it is kept under in "Your levels": `mine/KIND/made-N`.
    pub id: String,
    /// The first tile of a swap, picked.
    pub picked: Option<(usize, usize)>,
    /// A word for the player, and whether it warns.
    pub note: Option<(String, bool)>,
    /// Text for the interface to copy to the clipboard, once.
    pub to_copy: Option<String>,
    /// Text being typed into a field, until it is taken (Fifteen's order).
    pub typed: Option<String>,
}

impl Editor {
    /// An editor on a copy of `level`.
    pub fn new(level: &AnyLevel) -> Editor {
        let mut draft = Draft::of(level);
        // Par and seed belong to the level as it was: the solver finds par again as it changes.
        draft.meta.remove("par");
        draft.meta.remove("seed");
        let kind = draft.kind();
        Editor {
            tool: crate::puzzles::shown(kind).first_tool(),
            draft,
            undo: Vec::new(),
            redo: Vec::new(),
            finding: Finding::Checking,
            checked: None,
            doing: None,
            id: format!("mine/{kind}/made-{}", rand::random::<u32>()),
            picked: None,
            note: None,
            to_copy: None,
            typed: None,
        }
    }

    /// Makes a change to the draft, kept for undo; a change refused leaves it as it was and
    /// says why.
    pub fn change(&mut self, edit: impl FnOnce(&mut Draft) -> Result<(), String>) {
        let before = self.draft.clone();
        match edit(&mut self.draft) {
            Ok(()) if self.draft != before => {
                self.undo.push(before);
                self.redo.clear();
                self.note = None;
            }
            Ok(()) => {}
            Err(why) => {
                self.draft = before;
                self.note = Some((crate::words::capitalised(&why), true));
            }
        }
    }

    /// Takes back the last change.
    pub fn undo(&mut self) {
        if let Some(before) = self.undo.pop() {
            self.redo.push(std::mem::replace(&mut self.draft, before));
            self.picked = None;
        }
    }

    /// Makes the last change taken back again.
    pub fn redo(&mut self) {
        if let Some(after) = self.redo.pop() {
            self.undo.push(std::mem::replace(&mut self.draft, after));
            self.picked = None;
        }
    }

    /// Whether the finding is the solver's last word on the draft as it is now.
    pub fn settled(&self) -> bool {
        self.checked.as_ref() == Some(&self.draft) && self.finding != Finding::Checking
    }

    /// Whether there is a change to take back, and one to make again.
    pub fn history(&self) -> (bool, bool) {
        (!self.undo.is_empty(), !self.redo.is_empty())
    }

    /// The level, when the draft is one.
    pub fn level(&self) -> Option<AnyLevel> {
        self.draft.level().ok()
    }

    /// What a click on a cell does with the tool in hand.
    pub fn click(&mut self, (c, r): (usize, usize)) {
        match self.tool {
            Tool::Ball => self.change(|d| {
                puzzles::shot::toggle_ball(d, c, r);
                Ok(())
            }),
            Tool::Block(w, h) => {
                self.change(|d| puzzles::klotski::edit::place_block(d, (c, r), (w, h)).map(|_| ()))
            }
            Tool::Remove => self.change(|d| puzzles::klotski::edit::remove_block(d, c, r)),
            Tool::GoalBlock => self.change(|d| puzzles::klotski::edit::set_goal_block(d, c, r)),
            Tool::GoalPlace => self.change(|d| puzzles::klotski::edit::set_goal_place(d, c, r)),
            Tool::Swap => match self.picked.take() {
                None => self.picked = Some((c, r)),
                Some(first) if first == (c, r) => {}
                Some(first) => self.change(|d| {
                    puzzles::fifteen::edit::swap(d, first, (c, r));
                    Ok(())
                }),
            },
            Tool::Paint(token) => {
                if self.draft.at(c, r) != token {
                    self.change(|d| {
                        puzzles::kodable::edit::paint(d, c, r, token);
                        Ok(())
                    });
                }
            }
            Tool::Look => {}
        }
    }

    /// The name shown and saved (the level's title).
    pub fn name(&self) -> String {
        self.draft.meta.title().unwrap_or("").to_string()
    }
}

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
    app.add_message::<EditLevel>()
        .init_resource::<export::ExportFolder>()
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
    mut chosen: ResMut<crate::screens::ChosenPuzzle>,
) {
    if let Some(asked) = asked.read().last() {
        chosen.0 = asked.level.kind();
        let mut editor = Editor::new(&asked.level);
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
    if editor.checked.as_ref() == Some(&editor.draft) {
        return;
    }
    let draft = editor.draft.clone();
    editor.checked = Some(draft.clone());
    match draft.level() {
        Err(e) => {
            editor.finding = Finding::Invalid {
                spot: draft.spot(&e),
                why: crate::words::capitalised(&e.message),
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
