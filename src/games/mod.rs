//! One plugin per puzzle: its pieces on the board, its input, and its animations.

pub mod compare;
pub mod preview;
// Each puzzle's plugin, one module each, declared by its row in the core's table.
puzzles::each_puzzle!(puzzle_modules);

use crate::board::{BoardView, rounded_rect};
use crate::editor::{Editable, Editor, Tools, Verdict};
use crate::lang::Words;
use crate::play::resume::Left;
use crate::play::session::{LevelInfo, Playable, Session};
use crate::progress::records::Switch;
use crate::shell::{OpenLevel, Screen};
use crate::sound::synth::Effect;
use bevy::prelude::*;
use bevy_egui::egui;
use puzzles::search::Budget;
use puzzles::{AnyLevel, Kind, Puzzle, Variant, puzzle_modules};
use std::marker::PhantomData;

/// Marks every entity of the board on show, so a new level can clear them.
#[derive(Component)]
pub struct BoardPiece;

/// What the game shows of a puzzle besides its session and its editor: written in the
/// puzzle's own file. The core's table lists every puzzle, and [`shown`] asks each of them for
/// this, so a puzzle without it does not compile.
pub trait Shown: Editable + preview::Preview {
    /// The built-in level its card shows being solved (`kind/stem`): one with enough going on
    /// to read as the puzzle.
    const CARD_LEVEL: &'static str;

    /// The sound effects of its own (besides the shared ones: a button, a refusal, an undo, a
    /// hint, a win).
    const SOUNDS: &'static [Effect];

    /// The fields that choose how many columns and rows a new level has, for a puzzle whose
    /// generator takes `--cols` and `--rows` (see [`puzzles::Kind::knobs`]).
    fn size_fields(_ui: &mut egui::Ui, _size: &mut (usize, usize)) {}

    /// Whether a win is scored in stars, of three (see `progress::records::stars`), which
    /// the level list shows too.
    const STARRED: bool = false;

    /// Its own choices that are on or off, listed by the settings (none by default).
    const SWITCHES: &'static [Switch] = &[];

    /// Its plugin: the board, input and animation.
    fn plugin(app: &mut App);

    /// The positions its card steps through: by default the level solved, move by move.
    fn card_frames(&self) -> Vec<Self> {
        solved_step_by_step(self)
    }

    /// A picture for its card while it has no level to show yet (by default a path of tiles
    /// with a ball on it).
    fn emblem(painter: &egui::Painter, rect: egui::Rect) {
        preview::path_emblem(painter, rect);
    }

    /// Puts in place, once as the program starts, what the puzzle keeps between runs (Fifteen:
    /// where its solver's tables are cached).
    fn prepare() {}

    /// Does a job of the puzzle's own, in the background or in a Web Worker, on a level's
    /// text (see `workers::WorkerJob::Own`): its answer as JSON, or why it could not be done.
    fn own_job(_text: &str) -> Result<String, String> {
        Err(format!("{} has no job of its own", Self::KIND.title()))
    }
}

/// Every position of a solution of `start`, start included (just the start when the solver
/// finds none within a couple of million positions).
pub fn solved_step_by_step<P: Puzzle>(start: &P) -> Vec<P> {
    let mut at = start.clone();
    let mut out = vec![at.clone()];
    let budget = Budget {
        max_nodes: Some(2_000_000),
        cancel: None,
    };
    for m in start.solve_within(budget).moves.unwrap_or_default() {
        // A move the rules refuse would be a solver's bug: the frames just stop there.
        let Ok(next) = at.apply(&m) else {
            break;
        };
        at = next;
        out.push(at.clone());
    }
    out
}

/// A puzzle of any kind, as the menus, the editor's screen and the opening of a level see
/// it: [`Shown`] and [`Editable`] for a level whose type is only known at run time.
pub trait AnyShown: Sync {
    /// See [`Shown::CARD_LEVEL`].
    fn card_level(&self) -> &'static str;
    /// See [`Shown::SOUNDS`].
    fn sounds(&self) -> &'static [Effect];
    /// See [`Shown::size_fields`].
    fn size_fields(&self, ui: &mut egui::Ui, size: &mut (usize, usize));
    /// See [`Shown::SWITCHES`].
    fn switches(&self) -> &'static [Switch];
    /// See [`Shown::STARRED`].
    fn starred(&self) -> bool;
    /// See [`Shown::plugin`].
    fn plugin(&self, app: &mut App);
    /// See [`Shown::preview`] (nothing is drawn for a level of another kind).
    fn preview(&self, level: &AnyLevel, painter: &egui::Painter, rect: egui::Rect);
    /// See [`Shown::card_frames`].
    fn card_frames(&self, level: &AnyLevel) -> Vec<AnyLevel>;
    /// See [`Shown::emblem`].
    fn emblem(&self, painter: &egui::Painter, rect: egui::Rect);
    /// See [`Shown::prepare`].
    fn prepare(&self);
    /// See [`Shown::own_job`].
    fn own_job(&self, text: &str) -> Result<String, String>;
    /// Starts a session on the level (of this kind: see [`open`]), its moves made and what
    /// was `left` taken up.
    fn open(&self, level: OpenLevel, left: Left, info: LevelInfo, commands: &mut Commands);
    /// Starts the solver's verdict on a level (of this kind) being made.
    fn judge(&self, words: Words, level: AnyLevel) -> crate::jobs::Background<Verdict>;
    /// See [`Editable::STARTER`].
    fn starter(&self) -> Option<&'static str>;
    /// See [`Editable::TOOLS`].
    fn edit_tools_of(&self) -> Tools;
    /// See [`Editable::SIZED`].
    fn sized(&self) -> bool;
    /// See [`Editable::edit_tools`].
    fn edit_tools(&self, ui: &mut egui::Ui, editor: &mut Editor);
    /// See [`Editable::edit_marks`].
    fn edit_marks(&self, painter: &egui::Painter, editor: &Editor, grid: egui::Rect, cell: f32);
}

impl<P: Shown> AnyShown for PhantomData<P> {
    fn judge(&self, words: Words, level: AnyLevel) -> crate::jobs::Background<Verdict> {
        crate::editor::verdict::judge::<P>(words, level)
    }

    fn starter(&self) -> Option<&'static str> {
        P::STARTER
    }

    fn edit_tools_of(&self) -> Tools {
        P::TOOLS
    }

    fn sized(&self) -> bool {
        P::SIZED
    }

    fn edit_tools(&self, ui: &mut egui::Ui, editor: &mut Editor) {
        P::edit_tools(ui, editor);
    }

    fn edit_marks(&self, painter: &egui::Painter, editor: &Editor, grid: egui::Rect, cell: f32) {
        P::edit_marks(painter, editor, grid, cell);
    }

    fn emblem(&self, painter: &egui::Painter, rect: egui::Rect) {
        P::emblem(painter, rect);
    }

    fn prepare(&self) {
        P::prepare();
    }

    fn own_job(&self, text: &str) -> Result<String, String> {
        P::own_job(text)
    }

    fn card_level(&self) -> &'static str {
        P::CARD_LEVEL
    }

    fn sounds(&self) -> &'static [Effect] {
        P::SOUNDS
    }

    fn size_fields(&self, ui: &mut egui::Ui, size: &mut (usize, usize)) {
        P::size_fields(ui, size);
    }

    fn switches(&self) -> &'static [Switch] {
        P::SWITCHES
    }

    fn starred(&self) -> bool {
        P::STARRED
    }

    fn plugin(&self, app: &mut App) {
        P::plugin(app);
        compare::plugin::<P>(app);
    }

    fn preview(&self, level: &AnyLevel, painter: &egui::Painter, rect: egui::Rect) {
        if let Some(p) = P::in_any(level) {
            preview::Preview::preview(p, painter, rect);
        }
    }

    fn card_frames(&self, level: &AnyLevel) -> Vec<AnyLevel> {
        P::in_any(level).map_or_else(Vec::new, |p| {
            p.card_frames().into_iter().map(Variant::into_any).collect()
        })
    }

    fn open(&self, level: OpenLevel, left: Left, info: LevelInfo, commands: &mut Commands) {
        let Some(start) = P::from_any(level.level) else {
            warn!("a level of another kind was opened as {}", P::KIND);
            return;
        };
        let mut session = Session::new(info, start);
        // The moves of a level code were checked when it was read; a move refused here would
        // only leave the level where it stopped.
        match puzzles::level_code::moves_as::<P>(&level.moves) {
            Ok(moves) => make_moves(&mut session, moves, left.take_back),
            Err(e) => warn!("{e}"),
        }
        session.attempt = left.attempt;
        session.assisted = left.assisted;
        commands.insert_resource(session);
    }
}

/// Makes the moves of a level as it opens, then takes back the last `take_back` (all of them
/// stay made if one is refused: the level changed since they were made).
fn make_moves<P: Playable>(session: &mut Session<P>, moves: Vec<P::Move>, take_back: usize) {
    for m in moves {
        if let Err(e) = session.play(m) {
            warn!("a move of the level opened is refused: {e}");
            return;
        }
    }
    for _ in 0..take_back {
        session.undo();
    }
    if !session.done.is_empty() {
        info!("made {} moves of the level opened", session.done.len());
    }
}

/// Writes [`shown`] from the core's table of puzzles.
macro_rules! shown_table {
    ($($(#[doc = $doc:literal])* $(#[cfg($cfg:meta)])?
       $kind:ident: $ty:ty => $ext:literal, $title:literal, [$($alias:literal),*];)*) => {
        /// What the game shows of each puzzle.
        pub fn shown(kind: Kind) -> &'static dyn AnyShown {
            match kind {
                $($(#[cfg($cfg)])? Kind::$kind => &PhantomData::<$ty>,)*
            }
        }
    };
}

puzzles::each_puzzle!(shown_table);

/// Starts a session on a level of any kind, its moves made and what was `left` taken up.
pub fn open(level: OpenLevel, left: Left, info: LevelInfo, commands: &mut Commands) {
    shown(level.level.kind()).open(level, left, info, commands);
}

/// Does a puzzle's own job (see [`Shown::own_job`]): what `workers` is handed to answer
/// them with.
pub fn own_job(kind: Kind, text: &str) -> Result<String, String> {
    shown(kind).own_job(text)
}

/// Does a job in a Web Worker (`worker.js` calls it): its answer as JSON.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn run_job(job: String) -> Result<String, wasm_bindgen::JsValue> {
    crate::workers::run(&job, own_job).map_err(|why| wasm_bindgen::JsValue::from_str(&why))
}

/// Puts in place what each puzzle keeps between runs (see [`Shown::prepare`]).
pub fn prepare() {
    for kind in Kind::ALL {
        shown(kind).prepare();
    }
}

/// Every sound effect of the game: the shared ones, then each puzzle's own.
pub fn every_effect() -> Vec<Effect> {
    let own = Kind::ALL.into_iter().flat_map(|kind| shown(kind).sounds());
    Effect::SHARED.into_iter().chain(own.copied()).collect()
}

pub fn plugin(app: &mut App) {
    app.insert_resource(crate::sound::Effects(every_effect()));
    for kind in Kind::ALL {
        shown(kind).plugin(app);
    }
    app.add_systems(Startup, thicker_gizmos);
}

fn thicker_gizmos(store: Option<ResMut<GizmoConfigStore>>) {
    let Some(mut store) = store else {
        return;
    };
    for (_, config, _) in store.iter_mut() {
        config.line.width = 5.0;
    }
}

/// Removes the pieces of the previous board (a piece whose last move ends in this frame may
/// be taking itself away too: no warning for the second).
pub fn clear_board(commands: &mut Commands, pieces: &Query<Entity, With<BoardPiece>>) {
    for e in pieces {
        commands.entity(e).try_despawn();
    }
}

/// A fresh board of `cells` (columns, rows): the old pieces go, the view fits the new size,
/// and a tray (margin, colour) lies under it.
pub fn set_up_board(
    commands: &mut Commands,
    pieces: &Query<Entity, With<BoardPiece>>,
    meshes: &mut Assets<Mesh>,
    materials: &mut Assets<ColorMaterial>,
    (cols, rows): (usize, usize),
    (margin, colour): (f32, TrayColour),
) -> BoardView {
    clear_board(commands, pieces);
    let view = BoardView {
        rim: margin,
        ..BoardView::cells(cols, rows)
    };
    commands.insert_resource(view);
    spawn_tray(commands, meshes, materials, view.size, (margin, colour));
    view
}

/// The colour of a board's tray: a part of the look's palette, or one of its own (a picture
/// that is the same in every look).
#[derive(Clone, Copy, Debug)]
pub enum TrayColour {
    Painted(crate::theme::palette::Paint),
    Own(Color),
}

/// The tray under a board of `size` world units, with a margin.
fn spawn_tray(
    commands: &mut Commands,
    meshes: &mut Assets<Mesh>,
    materials: &mut Assets<ColorMaterial>,
    size: Vec2,
    (margin, colour): (f32, TrayColour),
) {
    let tray = commands
        .spawn((
            Mesh2d(meshes.add(rounded_rect(
                size.x + 2.0 * margin,
                size.y + 2.0 * margin,
                margin * 1.2,
            ))),
            MeshMaterial2d(materials.add(match colour {
                TrayColour::Own(c) => c,
                TrayColour::Painted(_) => Color::WHITE,
            })),
            Transform::from_xyz(0.0, 0.0, -1.0),
            BoardPiece,
            DespawnOnExit(Screen::Playing),
        ))
        .id();
    // Painted in the look in force (see theme::palette::Paint).
    if let TrayColour::Painted(paint) = colour {
        commands.entity(tray).insert(paint);
    }
}
