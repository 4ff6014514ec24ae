//! What the level editor and the puzzles share: the level being made ([`Editor`]), the tools a
//! puzzle offers for it ([`Tool`], [`Tools`]), what a puzzle tells the editor
//! ([`Editable`]), and the solver's verdict on a level being made ([`Verdict`], worked out by
//! [`verdict::judge`]). Each puzzle's tools are in its own files; the editor's screen is
//! `screens::edit`.

pub mod tools;
pub mod verdict;

use crate::lang::Words;
use crate::level_id::LevelId;
use crate::play::session::Playable;
use bevy::prelude::*;
use bevy_egui::egui;
use puzzles::AnyLevel;
use puzzles::drawing::Spot;
use puzzles::edit::Draft;

/// What the game asks of a puzzle in the editor, written in the puzzle's own files.
pub trait Editable: Playable {
    /// The level the editor starts from when the player makes one (small, valid, not yet
    /// solved); without one, the puzzle's first built-in level.
    const STARTER: Option<&'static str> = None;

    /// Its tools: the one in hand when the editor opens, and what a click does with one. By
    /// default none: the board only shows the level (a snake's chain is typed).
    const TOOLS: Tools = Tools::NONE;

    /// Whether the editor offers a board size (a snake's size is its chain's length).
    const SIZED: bool = true;

    /// The puzzle's tools and settings in the editor's panel (see [`tools`] for the shared
    /// pieces).
    fn edit_tools(_ui: &mut egui::Ui, _editor: &mut Editor) {}

    /// What the puzzle draws over the board being made, in `grid` (cells of `cell` points):
    /// Fifteen's numbers and the tile picked for a swap, the lines between sliding-block cells.
    fn edit_marks(_painter: &egui::Painter, _editor: &Editor, _grid: egui::Rect, _cell: f32) {}

    /// A few words the editor's verdict adds about the solution found, ending at `end` (for a
    /// program, the bonuses it takes).
    fn solution_note(&self, _words: Words, _end: &Self) -> Option<String> {
        None
    }

    /// Whether the puzzle gives the editor a verdict of its own ([`Editable::own_verdict`]).
    const OWN_VERDICT: bool = false;

    /// What the editor's solver says of a level being made, when the puzzle says it its own
    /// way (by default the solver's par), in `words`.
    fn own_verdict(
        &self,
        _words: Words,
        _cancel: &std::sync::atomic::AtomicBool,
    ) -> Option<Verdict> {
        None
    }
}

/// What a click on the board does: one of a puzzle's tools, by the puzzle's own name for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tool {
    /// The puzzle's name for it (`ball`, `block`, a map tile's token…).
    pub name: &'static str,
    /// The cells it covers from the one clicked, columns and rows (a 2×1 block: two by one),
    /// outlined under the pointer.
    pub covers: (usize, usize),
    /// Whether it acts all along a drag, from the press on (paint), not once per click.
    pub paints: bool,
}

impl Tool {
    /// A tool that acts on the one cell clicked.
    pub const fn named(name: &'static str) -> Tool {
        Tool {
            name,
            covers: (1, 1),
            paints: false,
        }
    }
}

/// A puzzle's tools in the editor.
#[derive(Clone, Copy, Debug)]
pub struct Tools {
    /// The tool in hand when the editor opens.
    pub first: Option<Tool>,
    /// What a click on a cell does with a tool.
    pub click: fn(Words, &mut Editor, Tool, (usize, usize)),
}

impl Tools {
    /// No tools: the board only shows the level.
    pub const NONE: Tools = Tools {
        first: None,
        click: |_, _, _, _| {},
    };
}

/// What the solver says of a level being made.
#[derive(Clone, Debug, PartialEq)]
pub enum Verdict {
    /// It can be solved: par (the shortest solution, as the puzzle counts it, when `optimal`;
    /// else the length of the solution found) and how hard it is.
    Solvable {
        par: usize,
        optimal: bool,
        difficulty: puzzles::generate::Difficulty,
        /// What the puzzle adds about the solution, if anything.
        note: Option<String>,
    },
    /// It can be played, as the puzzle's own verdict says in the player's words (a snake's
    /// chain: how many ways it folds).
    Own(String),
    AlreadySolved,
    /// It cannot be solved, and why.
    Unsolvable(&'static str),
    /// The search gave up after this many positions.
    GaveUp(u64),
}

/// What the solver said of the draft, or is finding out.
#[derive(Clone, Debug, PartialEq)]
pub enum Finding {
    /// The parser refuses the draft: why (the parser's own words, in English, as it gives
    /// them: the panel frames them in the player's language), and where.
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
    /// What a click does: one of the puzzle's tools, or none (the board only shows the level).
    pub tool: Option<Tool>,
    /// The puzzle's tools: the first in hand, and what a click does with one.
    tools: Tools,
    /// The solver's verdict on [`Editor::draft`].
    pub finding: Finding,
    /// The draft the finding is of.
    checked: Option<Draft>,
    /// What the solver is doing, when it can say (a search run in slices, in a browser).
    pub doing: Option<String>,
    /// The id it is kept under in "Your levels": `mine/KIND/made-N` ([`LevelId::made`]).
    pub id: LevelId,
    /// What a puzzle keeps of its own while a level is made (Fifteen: the first tile of a
    /// swap, its order being typed), forgotten when the tool changes or a change is undone:
    /// see [`Editor::own`].
    own: Option<Box<dyn std::any::Any + Send + Sync>>,
    /// A word for the player, and whether it warns.
    pub note: Option<(String, bool)>,
    /// Text for the interface to copy to the clipboard, once.
    pub to_copy: Option<String>,
    /// Whether the draft holds changes not kept in "Your levels" (kept for the player as a
    /// level left unkept when the editor closes).
    pub unkept: bool,
    /// Whether it is a level left unkept earlier, opened again.
    pub reopened: bool,
}

impl Editor {
    /// An editor on a copy of `level`, made with the puzzle's `tools`.
    pub fn new(level: &AnyLevel, tools: Tools) -> Editor {
        let mut draft = Draft::of(level);
        // Par and seed belong to the level as it was: the solver finds par again as it changes.
        draft.meta.remove("par");
        draft.meta.remove("seed");
        Editor::of_draft(draft, tools)
    }

    fn of_draft(draft: Draft, tools: Tools) -> Editor {
        let kind = draft.kind();
        Editor {
            tool: tools.first,
            tools,
            draft,
            undo: Vec::new(),
            redo: Vec::new(),
            finding: Finding::Checking,
            checked: None,
            doing: None,
            id: LevelId::made(kind, rand::random::<u32>().into()),
            own: None,
            note: None,
            to_copy: None,
            unkept: false,
            reopened: false,
        }
    }

    /// An editor on a level left unkept earlier: `text` as the editor last drew it (which
    /// the puzzle may refuse), to be kept under `id`.
    pub fn reopened(kind: puzzles::Kind, text: &str, id: LevelId, tools: Tools) -> Editor {
        let mut editor = Editor::of_draft(Draft::read(kind, text), tools);
        editor.id = id;
        editor.unkept = true;
        editor.reopened = true;
        editor
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
                self.unkept = true;
            }
            Ok(()) => {}
            Err(why) => {
                self.draft = before;
                self.note = Some((crate::text_format::capitalised(&why), true));
            }
        }
    }

    /// Takes back the last change.
    pub fn undo(&mut self) {
        if let Some(before) = self.undo.pop() {
            self.redo.push(std::mem::replace(&mut self.draft, before));
            self.forget_own();
            self.unkept = true;
        }
    }

    /// Makes the last change taken back again.
    pub fn redo(&mut self) {
        if let Some(after) = self.redo.pop() {
            self.undo.push(std::mem::replace(&mut self.draft, after));
            self.forget_own();
            self.unkept = true;
        }
    }

    /// What the puzzle keeps of its own while the level is made, made at first use.
    pub fn own<T: Default + Send + Sync + 'static>(&mut self) -> &mut T {
        if !self.own.as_ref().is_some_and(|own| own.is::<T>()) {
            self.own = Some(Box::new(T::default()));
        }
        self.own
            .as_mut()
            .and_then(|own| own.downcast_mut())
            .expect("made just above")
    }

    /// What the puzzle keeps of its own, if it has kept any, to draw it.
    pub fn own_ref<T: 'static>(&self) -> Option<&T> {
        self.own.as_ref().and_then(|own| own.downcast_ref())
    }

    /// Forgets what the puzzle kept of its own (the tool changed, a change was undone).
    pub fn forget_own(&mut self) {
        self.own = None;
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

    /// What a click on a cell does with the tool in hand (the puzzle says); why not, in
    /// `words`.
    pub fn click(&mut self, words: Words, cell: (usize, usize)) {
        if let Some(tool) = self.tool {
            (self.tools.click)(words, self, tool, cell);
        }
    }

    /// The draft, when the solver has not been asked about it yet; from then on it has.
    pub fn to_check(&mut self) -> Option<Draft> {
        if self.checked.as_ref() == Some(&self.draft) {
            return None;
        }
        self.checked = Some(self.draft.clone());
        self.checked.clone()
    }

    /// The name shown and saved (the level's title).
    pub fn name(&self) -> String {
        self.draft.meta.title().unwrap_or("").to_string()
    }
}
