//! Roll-the-ball coding on screen: the map as tiles with the ball on it, a program editor (a
//! palette, the program strip, the function's three slots, and the program as typed text),
//! and runs that roll the ball action by action. Check, Hint and Solve ask the core's solver
//! in the background; New map makes a map of the size the player picks.
//!
//! This puzzle is not played move by move, so it keeps its own session, [`Coding`], and its
//! own HUD; the shared [`Command`](crate::play::Command)s (undo, hint, solve, restart, speed…)
//! are translated into [`Request`]s, which carry every intent of the player.

pub mod edit_tools;
mod hud;
mod jobs;
mod keys;
pub mod map;
pub mod preview;
mod program_panel;
mod requests;
pub mod run;
mod said;
pub mod sounds;

use crate::lang::Words;
use puzzles::kodable::{Coding, Edit, Item, NEW_LOOP_TIMES, Place, ProgramDraft};
use run::Run;

use crate::play::session::{LevelInfo, Playable, Session, Told};
use crate::play::solver::Hinted;
use crate::play::spoken;
use crate::play::{Command, PlayStatus};
use crate::shell::Screen;
use bevy::prelude::*;
use puzzles::Kind;
use puzzles::Puzzle;
use puzzles::kodable::{Colour, Map, Program, Toolbox};

/// The smallest and largest maps New map makes, rows and columns.
pub const NEW_MAP_ROWS: std::ops::RangeInclusive<usize> = 3..=16;
/// The columns New map can make.
pub const NEW_MAP_COLS: std::ops::RangeInclusive<usize> = 4..=24;

/// Two fields for the size of the next new map, (rows, columns), columns first as in "8 × 10".
pub fn map_size_fields(ui: &mut bevy_egui::egui::Ui, size: &mut (usize, usize)) {
    use bevy_egui::egui::DragValue;
    let (rows, cols) = size;
    // Read "size 10 × 8" from the left in a bar laid out from the right too.
    let mut parts = [0, 1, 2, 3];
    if ui.layout().prefer_right_to_left() {
        parts.reverse();
    }
    ui.horizontal(|ui| {
        for part in parts {
            match part {
                0 => ui.label(
                    bevy_egui::egui::RichText::new(crate::tr!(ui, "levels-map-size"))
                        .color(crate::theme::palette::of(ui.ctx()).grey(170)),
                ),
                1 => ui
                    .add(DragValue::new(cols).range(NEW_MAP_COLS))
                    .on_hover_text(crate::tr!(ui, "kodable-columns-hover")),
                2 => ui.label("×"),
                _ => ui
                    .add(DragValue::new(rows).range(NEW_MAP_ROWS))
                    .on_hover_text(crate::tr!(ui, "kodable-rows-hover")),
            };
        }
    });
}

/// The width [`map_size_fields`] takes, in points.
pub fn map_size_fields_width(ui: &bevy_egui::egui::Ui) -> f32 {
    let label = crate::theme::style::text_width(
        ui,
        crate::tr!(ui, "levels-map-size"),
        bevy_egui::egui::TextStyle::Body,
    );
    // Two fields of two digits, the "×" between them, and the spaces between the four.
    label + 2.0 * ui.spacing().interact_size.x + 20.0 + 4.0 * ui.spacing().item_spacing.x
}

/// What this screen keeps besides the session (which holds the map, the program and its
/// history): the run on show, messages, the palette's state and the text being typed.
#[derive(Resource)]
pub struct Desk {
    /// The run on show (going, paused, or over with the ball where it stopped).
    pub run: Option<Run>,
    /// The program the solver wrote, with the bonuses it takes, while it is in the editor.
    pub solution: Option<(Program, usize)>,
    /// What Check found: whether the target can be reached, and the most bonuses on the way.
    pub checked: Option<(bool, Option<usize>)>,
    /// A message for the player.
    pub note: Option<Note>,
    /// Whether the first level's guide is on show: it says what the coach would.
    pub guided_now: bool,
    /// The colour the palette's conds test.
    pub cond_colour: Colour,
    /// Set by the C key: the next arrow key puts a cond of `cond_colour` instead of an arrow.
    pub cond_armed: bool,
    /// Set by the T key: the text field takes the keyboard.
    pub focus_text: bool,
    /// The program as typed text, while the player edits it.
    pub typed: Option<String>,
    /// Why the typed text could not be read (its column is the place marked).
    pub typed_error: Option<puzzles::ParseError>,
    /// Rows and columns for New map.
    pub new_map: (usize, usize),
    /// What the level on show brings that is new on the path of levels.
    pub introduced: Introduced,
}

/// What a level brings that is new on the path of levels: the blocks its toolbox adds to the
/// level's before it (each marked new in the palette, and said in a coach line), or that it is
/// the path's first level (where a coach line says how to begin).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Introduced {
    /// The blocks new on this level.
    pub blocks: Toolbox,
    /// Whether it is the first level of the path.
    pub first: bool,
}

impl Introduced {
    /// A level that brings nothing new (one not on the path: random, opened, made).
    pub const NOTHING: Introduced = Introduced {
        blocks: Toolbox::ARROWS,
        first: false,
    };

    /// What the level of `id` brings, if it is a built-in one.
    pub fn of(id: &str) -> Introduced {
        let path = crate::levels::builtin(Kind::Kodable);
        let toolbox = |b: &crate::levels::Builtin| match b.level() {
            puzzles::AnyLevel::Kodable(coding) => coding.map().toolbox(),
            _ => Toolbox::ALL,
        };
        let Some(at) = path
            .iter()
            .position(|b| id == format!("{}/{}", Kind::Kodable, b.stem()))
        else {
            return Introduced::NOTHING;
        };
        let before = at
            .checked_sub(1)
            .map_or(Toolbox::ARROWS, |i| toolbox(&path[i]));
        Introduced {
            blocks: toolbox(&path[at]).new_since(before),
            first: at == 0,
        }
    }

    /// The coach line that says what is new, in a child's words, if anything is.
    pub fn coach_line(&self, words: Words) -> Option<String> {
        let id = if self.blocks.conds {
            "kodable-coach-conds"
        } else if self.blocks.loops {
            "kodable-coach-loops"
        } else if self.blocks.function {
            "kodable-coach-function"
        } else if self.first {
            "kodable-coach-arrows"
        } else {
            return None;
        };
        Some(words.message(id, &[]))
    }
}

/// The session of a roll-the-ball level: the map, the program and its edits.
pub type CodingSession = Session<Coding>;

/// A message for the player, and how it feels.
#[derive(Clone, Debug, PartialEq)]
pub struct Note {
    /// One or two sentences.
    pub text: String,
    /// Good news, plain news or a problem.
    pub tone: Tone,
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

impl Desk {
    /// A fresh desk for a map, on a level that brings what `introduced` says.
    pub fn new(map: &Map, introduced: Introduced) -> Desk {
        Desk {
            run: None,
            solution: None,
            checked: None,
            note: None,
            guided_now: false,
            // The palette's conds start on a colour the map has (a yellow level showed pink).
            cond_colour: map.colours().first().copied().unwrap_or(Colour::Pink),
            cond_armed: false,
            focus_text: false,
            typed: None,
            typed_error: None,
            new_map: (
                map.rows().clamp(*NEW_MAP_ROWS.start(), *NEW_MAP_ROWS.end()),
                map.cols().clamp(*NEW_MAP_COLS.start(), *NEW_MAP_COLS.end()),
            ),
            introduced,
        }
    }

    /// The program is now `after`: the run on show stops where it is, and the solver's
    /// program is forgotten if this is no longer it.
    fn edited(&mut self, after: &Coding) {
        self.typed_error = None;
        if let Some(run) = self.run.as_mut() {
            run.stale = true;
            run.playing = false;
            run.wanted = 0;
        }
        if self
            .solution
            .as_ref()
            .is_some_and(|(p, _)| after.draft.program().ok().as_ref() != Some(p))
        {
            self.solution = None;
        }
    }

    /// Shows a message.
    pub fn say(&mut self, text: impl Into<String>, tone: Tone) {
        self.note = Some(Note {
            text: text.into(),
            tone,
        });
    }

    /// Whether the run on show won (and the program has not been changed since).
    pub fn won(&self) -> bool {
        self.run
            .as_ref()
            .is_some_and(|r| r.finished && !r.stale && r.trace.is_won())
    }
}

/// What the editor and the HUD draw: the program and the level from the session, the hint on
/// show, and this screen's own state.
pub struct Bench<'a> {
    /// The program being written.
    pub draft: &'a ProgramDraft,
    pub map: &'a Map,
    pub level: &'a LevelInfo,
    /// The size of an optimal program, once known.
    pub par: Option<u32>,
    /// Whether the solver has looked for par.
    pub par_checked: bool,
    /// The most blocks the map allows, if it says.
    pub limit: Option<usize>,
    /// Whether there is an edit to undo.
    pub can_undo: bool,
    /// Whether there is an edit to redo.
    pub can_redo: bool,
    /// The hint on show about the program as it is.
    pub hint: Option<&'a Hinted<Coding>>,
    desk: &'a mut Desk,
}

impl<'a> Bench<'a> {
    /// The bench of a session.
    pub fn new(
        session: &'a CodingSession,
        desk: &'a mut Desk,
        hint: Option<&'a Hinted<Coding>>,
    ) -> Bench<'a> {
        Bench {
            draft: &session.current.draft,
            map: session.current.map(),
            level: &session.level,
            par: session.par,
            par_checked: session.par_checked,
            limit: session.current.limit(),
            can_undo: !session.done.is_empty(),
            can_redo: !session.undone.is_empty(),
            hint: hint.filter(|h| h.position == session.current),
            desk,
        }
    }
}

/// Why a won run can count one block more than the program shows: a loop that won before it
/// went round a second time was only its two actions in a box (the message id of the words).
pub const LOOP_CUT_SHORT: &str = "kodable-loop-cut-short";

impl Bench<'_> {
    /// The program's count of blocks as the score counts it: the run's, once a run has won
    /// (with why it is more than the program shows, when it is), else the program's.
    pub fn score(&self) -> (usize, Option<&'static str>) {
        let shown = self.draft.size();
        match self.run.as_ref().filter(|_| self.won()) {
            Some(run) if run.size() > shown => (run.size(), Some(LOOP_CUT_SHORT)),
            _ => (shown, None),
        }
    }
}

impl std::ops::Deref for Bench<'_> {
    type Target = Desk;
    fn deref(&self) -> &Desk {
        self.desk
    }
}

impl std::ops::DerefMut for Bench<'_> {
    fn deref_mut(&mut self) -> &mut Desk {
        self.desk
    }
}

/// Each message the desk shows is said as it appears (a run that ended short, an edit that
/// cannot be made, a check's answer): a problem at once. A win's message is not: the win is
/// said already.
fn say_the_notes(desk: Res<Desk>, mut spoken: ResMut<crate::spoken::Spoken>, mut said: Local<Option<Note>>) {
    if !desk.is_changed() || desk.note == *said {
        return;
    }
    said.clone_from(&desk.note);
    match &desk.note {
        Some(note) if note.tone == Tone::Bad => spoken.say_at_once(note.text.clone()),
        Some(note) if !desk.won() => spoken.say_in_answer(note.text.clone()),
        _ => {}
    }
}

/// Where the next block goes, said as the program's cursor moves (for a player who listens:
/// "Before block 2", "Loop 1, slot 2", "At the end").
fn say_the_cursor(
    session: Res<CodingSession>,
    mut spoken: ResMut<crate::spoken::Spoken>,
    mut said: Local<Option<Place>>,
    mut asked: MessageReader<crate::play::spoken::ReadTheCursor>,
    words: Res<Words>,
) {
    let cursor = session.current.draft.cursor;
    let asked = crate::play::spoken::asked_where(&mut asked);
    if *said == Some(cursor) && !asked {
        return;
    }
    let first = said.is_none();
    *said = Some(cursor);
    if first && !asked {
        return;
    }
    let blocks = session.current.draft.blocks.len();
    let text = match cursor {
        Place::Gap(i) if i >= blocks => crate::tr!(*words, "kodable-cursor-end"),
        Place::Gap(i) => crate::tr!(*words, "kodable-cursor-before", block = i + 1),
        Place::LoopSlot { block, slot } => {
            crate::tr!(
                *words,
                "kodable-cursor-loop",
                block = block + 1,
                slot = slot + 1
            )
        }
        Place::FunctionSlot(slot) => crate::tr!(*words, "kodable-cursor-function", slot = slot + 1),
    };
    spoken.say(text);
}

impl Playable for Coding {
    /// An edit in a child's words ("Added right"), never the rules' notation.
    fn move_in_words(&self, words: Words, m: &Edit) -> String {
        said::edit_said(words, m)
    }

    /// The program so far (and the function, when it has a block); whole, the map first:
    /// where the ball starts, the target, the bonuses, and its tiles row by row.
    fn board_in_words(&self, words: Words, told: Told) -> String {
        let draft = &self.draft;
        let blocks: Vec<String> = draft
            .blocks
            .iter()
            .map(|p| said::piece_spoken(words, p))
            .collect();
        let mut line = vec![crate::tr!(
            words,
            "kodable-board-program",
            blocks = blocks.len(),
            program = spoken::listed(words, &blocks)
        )];
        if draft.function.iter().any(Option::is_some) {
            let function = said::function_spoken(words, &draft.function);
            line.push(crate::tr!(
                words,
                "kodable-board-function",
                function = function
            ));
        }
        if told == Told::Line {
            return spoken::sentences(words, &line);
        }
        let map = self.map();
        let (ball, target) = (map.ball(), map.target());
        let bonuses: Vec<String> = map
            .bonuses()
            .iter()
            .map(|b| spoken::cell(words, b.col as usize, b.row as usize))
            .collect();
        let mut whole = vec![crate::tr!(
            words,
            "kodable-board-map",
            ball = spoken::cell(words, ball.col as usize, ball.row as usize),
            target = spoken::cell(words, target.col as usize, target.row as usize),
            count = bonuses.len(),
            bonuses = spoken::listed(words, &bonuses)
        )];
        whole.extend((0..map.rows()).map(|r| {
            let tiles: Vec<String> = (0..map.cols())
                .map(|c| {
                    let cell = puzzles::Cell {
                        col: c as i32,
                        row: r as i32,
                    };
                    said::tile_spoken(words, map.tile(cell))
                })
                .collect();
            spoken::row(words, r, &spoken::listed(words, &tiles))
        }));
        whole.extend(line);
        spoken::sentences(words, &whole)
    }

    /// The map, with no program.
    fn bare(&self) -> Self {
        Coding::new(self.map().clone())
    }

    /// The program's blocks as the panel shows them (arrows, loops, F), then the function.
    fn solution_parts(&self, words: Words) -> Option<Vec<String>> {
        let Ok(program) = self.draft.program() else {
            let blocks = self.draft.blocks.iter();
            return Some(blocks.map(|p| said::piece_spoken(words, p)).collect());
        };
        let mut parts: Vec<String> = program
            .blocks
            .iter()
            .map(|&b| said::block_said(words, b))
            .collect();
        if let Some(function) = program.function {
            let slots = function.map(|a| said::action_said(words, a)).join(" ");
            parts.push(crate::tr!(
                words,
                "kodable-board-function",
                function = slots
            ));
        }
        Some(parts)
    }

    /// The bonuses the program's run takes, of the map's.
    fn taken(&self) -> Option<crate::play::Taken> {
        let program = self.draft.program().ok()?;
        let run = puzzles::kodable::run(self.map(), &program);
        Some(crate::play::Taken {
            taken: run.end.bonuses(),
            of: self.map().bonuses().len(),
        })
    }

    /// A block put in (or moved) pops into place; one taken out goes as an undo does.
    fn move_sounds(&self, m: &Self::Move, _after: &Self) -> Vec<crate::sound::Sound> {
        use puzzles::kodable::Edit;
        let effect = match m {
            Edit::Put(..) | Edit::Move { .. } | Edit::Shift(..) => sounds::PLACE,
            Edit::SetTimes(..) => crate::sound::synth::Effect::BUTTON,
            _ => crate::sound::synth::Effect::UNDO,
        };
        vec![crate::sound::Sound::now(effect)]
    }

    /// The ball's chime on the target comes first.
    const WIN_SOUND_DELAY: f32 = 0.45;

    const HOW_TO_PLAY: &'static crate::play::rules::HowToPlay = &crate::play::rules::HowToPlay {
        rules: &["kodable-rule-1", "kodable-rule-2", "kodable-rule-3"],
        controls: &[
            ("kodable-control-1", "kodable-control-1-does"),
            ("kodable-control-2", "kodable-control-2-does"),
            ("kodable-control-3", "kodable-control-3-does"),
        ],
        quick_help: "kodable-help",
        touch_controls: &[
            ("kodable-touch-1", "kodable-touch-1-does"),
            ("kodable-touch-2", "kodable-touch-2-does"),
        ],
        touch_help: "kodable-touch-help",
        keys: crate::play::rules::PROGRAM_KEYS,
        picture: None,
        guide: &[
            crate::play::guide::GuideStep {
                say: "guide-kodable-1",
                say_touch: "guide-kodable-1-touch",
                shows_the_move: false,
                until: crate::play::guide::Until::AMove,
            },
            crate::play::guide::GuideStep {
                say: "guide-kodable-2",
                say_touch: "guide-kodable-2-touch",
                shows_the_move: false,
                until: crate::play::guide::Until::Won,
            },
        ],
    };

    fn score(&self, _moves: usize) -> usize {
        self.draft.size()
    }

    const WON_BY_MOVING: bool = false;

    fn takes_over(command: &Command) -> bool {
        matches!(
            command,
            Command::Restart | Command::NewLevel | Command::PlayPause
        )
    }

    const HINT_AGAIN_PLAYS: bool = true;

    fn why_no_hint(&self, words: Words) -> Option<String> {
        if self.is_solved() {
            return Some(crate::tr!(words, "play-program-already-wins"));
        }
        self.draft
            .program()
            .err()
            .map(|missing| match missing.place {
                Place::FunctionSlot(_) => crate::tr!(words, "play-hint-fill-function"),
                Place::LoopSlot { block, .. } | Place::Gap(block) => {
                    crate::tr!(words, "play-hint-fill-loop", block = block + 1)
                }
            })
    }

    const NO_SOLUTION: &'static str = "play-no-program-wins";

    fn hint_words(&self, words: Words, moves: &[Edit], _optimal: bool, _by_touch: bool) -> String {
        jobs::hint_words(words, self, moves)
    }

    /// When the hint's block tests a colour the player's program does not: that colour
    /// first (where the ball has to turn), the block when asked again.
    fn hint_idea(&self, words: Words, moves: &[Edit]) -> Option<String> {
        let Some(Edit::Continue { block, .. }) = moves.first() else {
            return None;
        };
        let brought = puzzles::kodable::Program {
            blocks: vec![*block],
            function: None,
        };
        let mine = self.draft.program().map(|p| p.colours()).unwrap_or_default();
        let colour = brought.colours().into_iter().find(|c| !mine.contains(c))?;
        Some(crate::tr!(
            words,
            "kodable-idea-colour",
            colour = said::colour_name(words, colour)
        ))
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
    /// Move the current block one place left (-1) or right (1).
    Shift(isize),
    /// An edit that needs no cursor: remove a block or empty a slot, move a block, set how
    /// many times a loop repeats, clear the program.
    Edit(Edit),
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
        rows: usize,
        /// Columns.
        cols: usize,
    },
}

impl crate::editor::Editable for Coding {
    const STARTER: Option<&'static str> =
        Some("; title: My level\n* * * * * *\n@ - - - - t\n* * * * * *\n");
    const TOOLS: crate::editor::Tools = edit_tools::TOOLS;

    fn edit_tools(ui: &mut bevy_egui::egui::Ui, editor: &mut crate::editor::Editor) {
        edit_tools::panel(ui, editor);
    }

    /// The best program's bonuses, when the map has any.
    fn solution_note(&self, words: Words, end: &Self) -> Option<String> {
        let program = end.runnable().ok()?;
        match puzzles::kodable::run(self.map(), &program).outcome {
            puzzles::kodable::Outcome::Won { bonuses, of } if bonuses == of && of > 0 => {
                Some(crate::tr!(words, "editor-note-every-bonus"))
            }
            puzzles::kodable::Outcome::Won { bonuses, of } if of > 0 => Some(crate::tr!(
                words,
                "editor-note-bonuses",
                taken = bonuses,
                of = of
            )),
            _ => None,
        }
    }
}

impl crate::games::Shown for Coding {
    const CARD_LEVEL: &'static str = "kodable/04-a-star-on-the-way";
    fn size_fields(ui: &mut bevy_egui::egui::Ui, size: &mut (usize, usize)) {
        map_size_fields(ui, size);
    }

    const SOUNDS: &'static [crate::sound::synth::Effect] =
        &[sounds::PLACE, sounds::STEP, sounds::BONUS, sounds::TARGET];

    const STARRED: bool = true;

    /// The screen: its session, input, runs, the solver's checks, the map and the HUD.
    fn plugin(app: &mut App) {
        crate::play::ended_by_opening::<Desk>(app);
        crate::redraw::keep_drawing_while::<run::Vanishing>(app);
        app.add_message::<Request>();
        crate::play::puzzle_systems::<Coding, _, _, _>(
            app,
            (open_desk, map::spawn_map, jobs::drop_old).chain(),
            (
                keys::keys.run_if(crate::input::keys_are_free),
                keys::commands,
                requests::apply_requests,
            )
                .chain()
                .run_if(resource_exists::<Desk>),
            (
                requests::follow_changes,
                jobs::poll,
                run::advance,
                run::collect_bonuses,
                map::draw_overlay,
                map::reletter,
                publish_status,
                say_the_cursor,
                say_the_notes,
            )
                .chain()
                .run_if(resource_exists::<Desk>),
        );
        app.add_systems(
            bevy_egui::EguiPrimaryContextPass,
            hud::hud
                .run_if(crate::theme::ui_ready)
                .run_if(resource_exists::<CodingSession>)
                .run_if(resource_exists::<Desk>)
                .run_if(in_state(Screen::Playing)),
        )
        .add_systems(OnExit(Screen::Playing), |mut commands: Commands| {
            commands.remove_resource::<Desk>();
        });
    }

    /// The map alone: a program is not a picture.
    fn card_frames(&self) -> Vec<Coding> {
        vec![self.clone()]
    }

    /// A map's check (can it be won, the most bonuses a program takes), as a [`MapCheck`].
    fn own_job(text: &str) -> Result<String, String> {
        let coding = Coding::parse(text).map_err(|e| e.to_string())?;
        let check = jobs::MapCheck::of(coding.map());
        serde_json::to_string(&check).map_err(|e| e.to_string())
    }
}

/// A new level gets a fresh desk.
fn open_desk(mut commands: Commands, session: Res<CodingSession>) {
    let introduced = Introduced::of(&session.level.id);
    commands.insert_resource(Desk::new(session.current.map(), introduced));
}

/// Keeps the shared status (read by winning, the next-level key and the tests) up to date: a
/// program wins when its run ends on the target.
fn publish_status(desk: Res<Desk>, mut status: ResMut<PlayStatus>) {
    status.solved = desk.won();
    status.timeline = 0;
    status.own_hud = true;
    status.again = "win-edit-program";
}
