//! Roll-the-ball coding on screen: the map as tiles with the ball on it, a program editor (a
//! palette, the program strip, the function's three slots, and the program as typed text),
//! and runs that roll the ball action by action. Check, Hint and Solve ask the core's solver
//! in the background; New map makes a map of the size the player picks.
//!
//! This puzzle is not played move by move, so it keeps its own session, [`Coding`], and its
//! own HUD; the shared [`Command`](crate::play::Command)s (undo, hint, solve, restart, speed…)
//! are translated into [`Request`]s, which carry every intent of the player.

mod editor;
mod hud;
mod jobs;
mod keys;
mod map;
mod requests;
pub(crate) mod run;

pub use jobs::{HintFound, HintShown};
pub use puzzles::kodable::{Draft, Item, NEW_LOOP_TIMES, Piece, Place, Unfinished};
pub use run::{Ball, Bonus, Run, describe_step};

use crate::play::{LevelInfo, PlayStatus, PlaySystems};
use crate::screens::Screen;
use bevy::prelude::*;
use puzzles::Kind;
use puzzles::kodable::{Colour, Map, Program};

/// The smallest and largest maps New map makes, rows and columns.
pub const NEW_MAP_ROWS: std::ops::RangeInclusive<usize> = 3..=16;
/// The columns New map can make.
pub const NEW_MAP_COLS: std::ops::RangeInclusive<usize> = 4..=24;

/// Two fields for the size of the next new map, (rows, columns), columns first as in "8 × 10".
pub fn map_size_fields(ui: &mut bevy_egui::egui::Ui, size: &mut (usize, usize)) {
    use bevy_egui::egui::DragValue;
    let (rows, cols) = size;
    // In a row of its own, so that it reads "size 10 × 8" in a right-to-left bar too.
    ui.horizontal(|ui| {
        ui.label(
            bevy_egui::egui::RichText::new("size").color(bevy_egui::egui::Color32::from_gray(170)),
        );
        ui.add(DragValue::new(cols).range(NEW_MAP_COLS))
            .on_hover_text("Columns of the new map");
        ui.label("×");
        ui.add(DragValue::new(rows).range(NEW_MAP_ROWS))
            .on_hover_text("Rows of the new map");
    });
}

/// The level being played: the map, the program being written and its edit history, the run
/// on show, and what the solver said.
#[derive(Resource)]
pub struct Coding {
    /// Which level.
    pub level: LevelInfo,
    /// The map.
    pub map: Map,
    /// The program being written.
    pub draft: Draft,
    /// Earlier drafts, the latest last: what undo brings back.
    undo: Vec<Draft>,
    /// Drafts undone, the next last: what redo brings back.
    redo: Vec<Draft>,
    /// Counts the program's edits, so that an answer about an older program is dropped.
    pub revision: u64,
    /// The run on show (going, paused, or over with the ball where it stopped).
    pub run: Option<Run>,
    /// The size of an optimal program, from the level file or the solver.
    pub par: Option<u32>,
    /// Set once the solver has looked for par (so "no par" can be told from "not yet").
    pub par_checked: bool,
    /// The program the solver wrote, with the bonuses it takes, while it is in the editor.
    pub solution: Option<(Program, usize)>,
    /// The hint on show.
    pub hint: Option<HintShown>,
    /// What Check found: whether the target can be reached, and the most bonuses on the way.
    pub checked: Option<(bool, Option<usize>)>,
    /// A message for the player.
    pub note: Option<Note>,
    /// The colour the palette's conds test.
    pub cond_colour: Colour,
    /// Set by the C key: the next arrow key puts a cond of `cond_colour` instead of an arrow.
    pub cond_armed: bool,
    /// Set by the T key: the text field takes the keyboard.
    pub focus_text: bool,
    /// The program as typed text, while the player edits it.
    pub typed: Option<String>,
    /// Why the typed text could not be read: the column (from 1) and the sentence.
    pub typed_error: Option<(usize, String)>,
    /// Rows and columns for New map.
    pub new_map: (usize, usize),
    /// The most blocks a program may have on this map (its `; blocks:` line), if it says.
    pub limit: Option<usize>,
}

/// A message for the player, and how it feels.
#[derive(Clone, Debug, PartialEq)]
pub struct Note {
    /// One or two sentences.
    pub text: String,
    /// Good news, plain news or a problem.
    pub tone: Tone,
    /// About the program as it was (a hint): gone when the program changes.
    pub until_edit: bool,
}

/// How a message feels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tone {
    /// Plain information.
    Info,
    /// Good news.
    Good,
    /// Something went wrong.
    Bad,
}

impl Coding {
    /// A fresh session on a map, with an empty program.
    pub fn new(level: LevelInfo, map: Map) -> Coding {
        let new_map = (
            map.rows().clamp(*NEW_MAP_ROWS.start(), *NEW_MAP_ROWS.end()),
            map.cols().clamp(*NEW_MAP_COLS.start(), *NEW_MAP_COLS.end()),
        );
        let limit = map.meta().get("blocks").and_then(|v| v.trim().parse().ok());
        Coding {
            limit,
            par: level.par,
            par_checked: level.par.is_some(),
            level,
            map,
            draft: Draft::default(),
            undo: Vec::new(),
            redo: Vec::new(),
            revision: 0,
            run: None,
            solution: None,
            hint: None,
            checked: None,
            note: None,
            cond_colour: Colour::Pink,
            cond_armed: false,
            focus_text: false,
            typed: None,
            typed_error: None,
            new_map,
        }
    }

    /// Changes the draft. A change of the program (not only of the cursor) can be undone and
    /// makes the hint and the solver's program out of date.
    pub fn edit<R>(&mut self, change: impl FnOnce(&mut Draft) -> R) -> R {
        let before = self.draft.clone();
        let out = change(&mut self.draft);
        if self.draft.blocks != before.blocks || self.draft.function != before.function {
            self.undo.push(before);
            self.redo.clear();
            self.changed();
        }
        out
    }

    /// Brings back the draft before the last edit.
    pub fn undo_edit(&mut self) -> bool {
        let Some(earlier) = self.undo.pop() else {
            return false;
        };
        self.redo.push(std::mem::replace(&mut self.draft, earlier));
        self.changed();
        true
    }

    /// Brings back the draft the last undo took away.
    pub fn redo_edit(&mut self) -> bool {
        let Some(later) = self.redo.pop() else {
            return false;
        };
        self.undo.push(std::mem::replace(&mut self.draft, later));
        self.changed();
        true
    }

    /// Whether there is an edit to undo.
    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    /// Whether there is an edit to redo.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    fn changed(&mut self) {
        self.revision += 1;
        self.hint = None;
        if self.note.as_ref().is_some_and(|n| n.until_edit) {
            self.note = None;
        }
        self.typed_error = None;
        if let Some(run) = self.run.as_mut() {
            // A run of a program that has changed stops where it is.
            run.stale = true;
            run.playing = false;
            run.wanted = 0;
        }
        if self
            .solution
            .as_ref()
            .is_some_and(|(p, _)| self.draft.program().ok().as_ref() != Some(p))
        {
            self.solution = None;
        }
    }

    /// Shows a message.
    pub fn say(&mut self, text: impl Into<String>, tone: Tone) {
        self.note = Some(Note {
            text: text.into(),
            tone,
            until_edit: false,
        });
    }

    /// Shows a message about the program as it is, which goes when the program changes.
    pub fn say_until_edit(&mut self, text: impl Into<String>, tone: Tone) {
        self.say(text, tone);
        if let Some(note) = self.note.as_mut() {
            note.until_edit = true;
        }
    }

    /// Whether the run on show won (and the program has not been changed since).
    pub fn won(&self) -> bool {
        self.run
            .as_ref()
            .is_some_and(|r| r.finished && !r.stale && r.trace.is_won())
    }
}

/// Everything the player can ask of this screen, from the mouse, the keys or a test.
#[derive(Message, Clone, Debug, PartialEq)]
pub enum Request {
    /// Put a palette item where the cursor is.
    Put(Item),
    /// Put a palette item at a place (a drop).
    PutAt(Place, Item),
    /// Move the cursor to a place.
    Cursor(Place),
    /// Move the cursor to the previous (-1) or next (1) place.
    StepCursor(isize),
    /// Backspace: remove the block before the cursor or empty the slot under it.
    RemoveBack,
    /// Delete: remove the block after the cursor or empty the slot under it.
    RemoveForward,
    /// Remove a block of the strip.
    Remove(usize),
    /// Empty a loop's slot (block, slot).
    ClearLoopSlot(usize, usize),
    /// Empty a slot of the function.
    ClearFunctionSlot(usize),
    /// Move block `from` to before the block at `to`.
    Move {
        /// The block to move.
        from: usize,
        /// Where it goes: before the block now there.
        to: usize,
    },
    /// Move the current block one place left (-1) or right (1).
    Shift(isize),
    /// Set how many times a loop repeats.
    SetTimes(usize, u8),
    /// Remove every block and empty the function.
    Clear,
    /// Replace the program with text in the game's notation.
    Type(String),
    /// Take back the last edit.
    UndoEdit,
    /// Bring back an edit taken back.
    RedoEdit,
    /// The colour of the palette's conds.
    CondColour(Colour),
    /// Run the program from the start, or pause or resume the run going on.
    Run,
    /// Run one action (starting a paused run if none is going).
    Step,
    /// Stop the run and put the ball back at the start.
    Reset,
    /// Whether the map can be solved.
    Check,
    /// The next block of an optimal program beginning like this one (asking again while a hint
    /// is on show puts its block in).
    Hint,
    /// Put the hint's block in.
    TakeHint,
    /// Show an optimal program and run it.
    Solve,
    /// Make a new map of this many rows and columns, save it and open it.
    NewMap {
        /// Rows.
        rows: usize,
        /// Columns.
        cols: usize,
    },
}

/// The screen: its session, input, runs, solver jobs, map and HUD.
pub fn plugin(app: &mut App) {
    crate::play::ended_by_opening::<Coding>(app);
    app.add_message::<Request>()
        .add_systems(
            Update,
            (map::spawn_map, jobs::start_par)
                .run_if(resource_added::<Coding>)
                .before(PlaySystems::Input)
                .run_if(in_state(Screen::Playing)),
        )
        .add_systems(
            Update,
            (
                keys::keys.run_if(crate::play::keys_are_free),
                keys::commands,
            )
                .in_set(PlaySystems::Input)
                .run_if(resource_exists::<Coding>),
        )
        .add_systems(
            Update,
            (
                requests::apply_requests,
                jobs::poll,
                run::solve_to_end,
                run::advance,
                publish_status,
            )
                .chain()
                .in_set(PlaySystems::Session)
                .run_if(resource_exists::<Coding>),
        )
        .add_systems(
            Update,
            (run::collect_bonuses, map::draw_overlay)
                .in_set(PlaySystems::Animate)
                .run_if(resource_exists::<Coding>),
        )
        .add_systems(
            bevy_egui::EguiPrimaryContextPass,
            hud::hud
                .run_if(crate::theme::ui_ready)
                .run_if(resource_exists::<Coding>)
                .run_if(in_state(Screen::Playing)),
        )
        .add_systems(OnExit(Screen::Playing), leave);
}

fn leave(mut commands: Commands) {
    commands.remove_resource::<Coding>();
}

/// Keeps the shared status (read by winning, the next-level key and the tests) up to date.
fn publish_status(coding: Res<Coding>, mut status: ResMut<PlayStatus>) {
    status.kind = Some(Kind::Kodable);
    status.title = coding.level.title.clone();
    status.level_id = coding.level.id.clone();
    status.moves = coding.draft.size();
    status.par = coding.par;
    status.par_checked = coding.par_checked;
    status.solved = coding.won();
    status.timeline = 0;
    status.win_heading = "Solved!";
    status.switch = None;
    status.own_hud = true;
    status.again = "Edit the program";
}
