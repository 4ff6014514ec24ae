//! One plugin per puzzle: its pieces on the board, its input, and its animations.

pub mod fifteen;
pub mod klotski;
pub mod kodable;
#[cfg(feature = "toy")]
pub mod lights;
pub mod preview;
pub mod shot;
pub mod snake;

use crate::board::{BoardView, rounded_rect};
use crate::play::resume::Left;
use crate::play::{LevelInfo, Playable, Session};
use crate::shell::{OpenLevel, Screen};
use bevy::prelude::*;
use bevy_egui::egui;
use puzzles::search::Budget;
use puzzles::{AnyLevel, Kind, Puzzle, Variant};
use std::marker::PhantomData;

/// Marks every entity of the board on show, so a new level can clear them.
#[derive(Component)]
pub struct BoardPiece;

/// What the game shows of a puzzle besides its session: written in the puzzle's own file. The
/// core's table lists every puzzle, and [`shown`] asks each of them for this, so a puzzle
/// without it does not compile.
pub trait Shown: Playable + preview::Preview {
    /// A line under the puzzle's name on its card.
    const BLURB: &'static str;

    /// The built-in level its card shows being solved (`kind/stem`): one with enough going on
    /// to read as the puzzle.
    const CARD_LEVEL: &'static str;

    /// Its plugin: the board, input and animation.
    fn plugin(app: &mut App);

    /// The level the editor starts from when the player makes one (small, valid, not yet
    /// solved); without one, the puzzle's first built-in level.
    const STARTER: Option<&'static str> = None;

    /// The tool in hand when the editor opens.
    const FIRST_TOOL: crate::edit::Tool = crate::edit::Tool::Look;

    /// Whether the editor offers a board size (a snake's size is its chain's length).
    const SIZED: bool = true;

    /// The editor's tools for this puzzle, in its panel (see `edit::tools`).
    fn edit_tools(_ui: &mut egui::Ui, _editor: &mut crate::edit::Editor) {}

    /// A few words the editor's verdict adds about the solution found, ending at `end` (for a
    /// program, the bonuses it takes).
    fn solution_note(&self, _end: &Self) -> Option<String> {
        None
    }

    /// Whether the puzzle gives the editor a verdict of its own ([`Shown::own_verdict`]).
    const OWN_VERDICT: bool = false;

    /// What the editor's solver says of a level being made, when the puzzle says it its own
    /// way (by default the solver's par).
    fn own_verdict(&self, _cancel: &std::sync::atomic::AtomicBool) -> Option<Verdict> {
        None
    }

    /// The positions its card steps through: by default the level solved, move by move.
    fn card_frames(&self) -> Vec<Self> {
        solved_step_by_step(self)
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

/// A puzzle of any kind, as the menus and the opening of a level see it: [`Shown`] for a
/// level whose type is only known at run time.
pub trait AnyShown: Sync {
    /// See [`Shown::BLURB`].
    fn blurb(&self) -> &'static str;
    /// See [`Shown::CARD_LEVEL`].
    fn card_level(&self) -> &'static str;
    /// See [`Shown::plugin`].
    fn plugin(&self, app: &mut App);
    /// See [`Shown::preview`] (nothing is drawn for a level of another kind).
    fn preview(&self, level: &AnyLevel, painter: &egui::Painter, rect: egui::Rect);
    /// See [`Shown::card_frames`].
    fn card_frames(&self, level: &AnyLevel) -> Vec<AnyLevel>;
    /// Starts a session on the level (of this kind: see [`open`]), its moves made and what
    /// was `left` taken up.
    fn open(&self, level: OpenLevel, left: Left, info: LevelInfo, commands: &mut Commands);
    /// Starts the solver's verdict on a level (of this kind) being made.
    fn judge(&self, level: AnyLevel) -> crate::jobs::Background<Verdict>;
    /// See [`Shown::STARTER`].
    fn starter(&self) -> Option<&'static str>;
    /// See [`Shown::FIRST_TOOL`].
    fn first_tool(&self) -> crate::edit::Tool;
    /// See [`Shown::SIZED`].
    fn sized(&self) -> bool;
    /// See [`Shown::edit_tools`].
    fn edit_tools(&self, ui: &mut egui::Ui, editor: &mut crate::edit::Editor);
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
    /// A chain that folds into the cube in this many distinct ways (more, when the count is
    /// not `complete`).
    Folds { distinct: u64, complete: bool },
    /// It starts solved.
    AlreadySolved,
    /// It cannot be solved, and why.
    Unsolvable(&'static str),
    /// The search gave up after this many positions.
    GaveUp(u64),
}

impl<P: Shown> AnyShown for PhantomData<P> {
    fn judge(&self, level: AnyLevel) -> crate::jobs::Background<Verdict> {
        crate::edit::verdict::judge::<P>(level)
    }

    fn starter(&self) -> Option<&'static str> {
        P::STARTER
    }

    fn first_tool(&self) -> crate::edit::Tool {
        P::FIRST_TOOL
    }

    fn sized(&self) -> bool {
        P::SIZED
    }

    fn edit_tools(&self, ui: &mut egui::Ui, editor: &mut crate::edit::Editor) {
        P::edit_tools(ui, editor);
    }

    fn blurb(&self) -> &'static str {
        P::BLURB
    }

    fn card_level(&self) -> &'static str {
        P::CARD_LEVEL
    }

    fn plugin(&self, app: &mut App) {
        P::plugin(app);
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

pub fn plugin(app: &mut App) {
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

/// Removes the pieces of the previous board.
pub fn clear_board(commands: &mut Commands, pieces: &Query<Entity, With<BoardPiece>>) {
    for e in pieces {
        commands.entity(e).despawn();
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
    (margin, colour): (f32, Color),
) -> BoardView {
    clear_board(commands, pieces);
    let view = BoardView::cells(cols, rows);
    commands.insert_resource(view);
    spawn_tray(commands, meshes, materials, view.size, margin, colour);
    view
}

/// The tray under a board of `size` world units, with a margin.
fn spawn_tray(
    commands: &mut Commands,
    meshes: &mut Assets<Mesh>,
    materials: &mut Assets<ColorMaterial>,
    size: Vec2,
    margin: f32,
    colour: Color,
) {
    commands.spawn((
        Mesh2d(meshes.add(rounded_rect(
            size.x + 2.0 * margin,
            size.y + 2.0 * margin,
            margin * 1.2,
        ))),
        MeshMaterial2d(materials.add(colour)),
        Transform::from_xyz(0.0, 0.0, -1.0),
        BoardPiece,
        DespawnOnExit(Screen::Playing),
    ));
}
