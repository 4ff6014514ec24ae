//! Sliding blocks on screen. Drag a block where it can go, or pick one with the arrow keys and
//! Enter and move it with the arrows.

pub mod edit_tools;
pub mod preview;
pub mod sounds;

use super::{BoardPiece, TrayColour, set_up_board};
use crate::board::{CELL, PointerInput, cell_at, cell_center, rounded_rect};
use crate::editor::{Editable, Editor, Tools};
use crate::input::{KeyPresses, arrow, is_enter, keys_are_free};
use crate::lang::Words;
use crate::play::session::{BoardChanged, Change, MoveRequested, Playable, Session, Told};
use crate::play::solver::{Hinted, hint_pulse};
use crate::play::spoken;
use crate::play::{self, MoveRefused, PlayStatus};
use crate::shell::Screen;
use crate::theme;
use crate::tween::{Shake, Tween, travel_time};
use bevy::prelude::*;
use bevy_egui::egui;
use preview::block_colours;
use puzzles::klotski::{self, Board, Metric, Slide};
use puzzles::{Cell, Dir, Puzzle};

impl Playable for Board {
    /// Where the red block is and where it must go; whole, every block by its look and
    /// place, top to bottom, and the empty cells.
    fn board_in_words(&self, words: Words, told: Told) -> String {
        let goal = self.goal();
        let red = self.blocks().iter().find(|b| b.name == goal.block);
        let line = crate::tr!(
            words,
            "klotski-board-line",
            at = red.map_or(String::new(), |b| spoken::cell(words, b.col, b.row)),
            goal = spoken::cell(words, goal.col, goal.row)
        );
        if told == Told::Line {
            return line;
        }
        let mut blocks: Vec<_> = self.blocks().to_vec();
        blocks.sort_by_key(|b| (b.row, b.col));
        let blocks: Vec<String> = blocks
            .iter()
            .map(|b| {
                crate::tr!(
                    words,
                    "klotski-board-block",
                    shape = shape_of(self, b),
                    width = b.width,
                    height = b.height,
                    at = spoken::cell(words, b.col, b.row)
                )
            })
            .collect();
        let empty: Vec<String> = (0..self.height())
            .flat_map(|r| (0..self.width()).map(move |c| (c, r)))
            .filter(|&(c, r)| self.block_at(c, r).is_none())
            .map(|(c, r)| spoken::cell(words, c, r))
            .collect();
        let empty = crate::tr!(
            words,
            "klotski-board-empty",
            cells = spoken::listed(words, &empty)
        );
        spoken::sentences(words, &[line, spoken::listed(words, &blocks), empty])
    }

    const REFUSED_SOUND: crate::sound::synth::Effect = sounds::BUMP;

    fn move_sounds(&self, _m: &Self::Move, _after: &Self) -> Vec<crate::sound::Sound> {
        vec![crate::sound::Sound::now(sounds::SLIDE)]
    }

    const HOW_TO_PLAY: &'static crate::play::rules::HowToPlay = &crate::play::rules::HowToPlay {
        rules: &["klotski-rule-1", "klotski-rule-2", "klotski-rule-3"],
        controls: &[
            ("klotski-control-1", "klotski-control-1-does"),
            ("klotski-control-2", "klotski-control-2-does"),
            ("klotski-control-3", "klotski-control-3-does"),
        ],
        quick_help: "klotski-help",
        touch_controls: &[("klotski-touch-1", "klotski-touch-1-does")],
        touch_help: "klotski-touch-help",
        keys: crate::play::rules::SHARED_KEYS,
        picture: None,
        guide: &[
            crate::play::guide::GuideStep::showing_the_move(
                "guide-klotski-1",
                "guide-klotski-1-touch",
            ),
            crate::play::guide::GuideStep::showing_the_move("guide-klotski-2", "guide-klotski-2"),
        ],
    };

    fn move_in_words(&self, words: Words, s: &Slide) -> String {
        let Some(block) = self
            .block_with_corner(s.from[0], s.from[1])
            .map(|i| self.blocks()[i])
        else {
            return self.describe_move(s);
        };
        crate::tr!(
            words,
            "klotski-move",
            shape = shape_of(self, &block),
            width = block.width,
            height = block.height,
            row = s.from[1] + 1,
            col = s.from[0] + 1,
            to_row = s.to[1] + 1,
            to_col = s.to[0] + 1
        )
    }
}

/// The block the keyboard is on, said as the selection moves or picks it up (for a player
/// who listens: "a tall block at row 1, column 1").
fn say_the_selection(
    selection: Res<Selection>,
    session: Res<Session<Board>>,
    mut spoken: ResMut<crate::spoken::Spoken>,
    mut asked: MessageReader<spoken::ReadTheCursor>,
    words: Res<Words>,
) {
    let board = &session.current;
    let moved = selection.is_changed();
    if !spoken::cursor_to_say(&mut asked, moved, selection.visible, &mut spoken, *words) {
        return;
    }
    let Some(block) = board.blocks().get(selection.block) else {
        return;
    };
    let what = crate::tr!(
        *words,
        "klotski-board-block",
        shape = shape_of(board, block),
        width = block.width,
        height = block.height,
        at = spoken::cell(*words, block.col, block.row)
    );
    let text = if selection.holding {
        crate::tr!(*words, "klotski-cursor-picked", block = what)
    } else {
        what
    };
    spoken.say(crate::text_format::capitalised(&text));
}

/// A block by its look, as the language files' selectors name it: the red one (the goal's),
/// small, tall, wide or other.
fn shape_of(board: &Board, block: &klotski::Block) -> &'static str {
    match (block.width, block.height) {
        _ if block.name == board.goal().block => "red",
        (1, 1) => "small",
        (1, 2) => "tall",
        (2, 1) => "wide",
        _ => "other",
    }
}

/// A block on screen: its index in the board's list of blocks.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct BlockPiece(pub usize);

/// The block the keyboard is on, and whether it is picked up.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Selection {
    pub block: usize,
    pub holding: bool,
    pub visible: bool,
}

struct DragState {
    block: usize,
    grab: Vec2,
    start: Cell,
    at: Cell,
    reach: Vec<Cell>,
}

#[derive(Resource, Default)]
struct Drag(Option<DragState>);

impl DragState {
    /// Takes the place the block can reach nearest to the pointer at `p`.
    fn follow(&mut self, b: &Board, p: Vec2) {
        let block = b.blocks()[self.block];
        let want = p - self.grab;
        let distance =
            |x: &Cell| block_center(b, &block, x.col as f32, x.row as f32).distance_squared(want);
        self.at = self
            .reach
            .iter()
            .min_by(|x, y| distance(x).total_cmp(&distance(y)))
            .copied()
            .unwrap_or(self.start);
    }

    /// Where the dragged block is drawn: at its place, pulled a little towards the pointer.
    fn shown_at(&self, b: &Board, p: Vec2) -> Vec2 {
        let block = b.blocks()[self.block];
        let snapped = block_center(b, &block, self.at.col as f32, self.at.row as f32);
        snapped + (p - self.grab - snapped).clamp_length_max(CELL * 0.18)
    }
}

#[derive(Resource, Default)]
struct LastTried(Option<usize>);

impl Editable for Board {
    const STARTER: Option<&'static str> =
        Some("; title: My level\n; goal: A 1,3\n.AA.\n.AA.\n....\n....\n....\n");
    const TOOLS: Tools = edit_tools::TOOLS;

    fn edit_tools(ui: &mut egui::Ui, editor: &mut Editor) {
        edit_tools::panel(ui, editor);
    }

    fn edit_marks(painter: &egui::Painter, editor: &Editor, grid: egui::Rect, cell: f32) {
        edit_tools::lines(painter, &editor.draft, grid, cell);
    }
}

impl crate::games::Shown for Board {
    const CARD_LEVEL: &'static str = "klotski/03-crossroads";
    const SOUNDS: &'static [crate::sound::synth::Effect] = &[sounds::SLIDE, sounds::BUMP];

    fn plugin(app: &mut App) {
        app.init_resource::<Selection>()
            .init_resource::<Drag>()
            .init_resource::<LastTried>();
        play::puzzle_systems::<Board, _, _, _>(
            app,
            (spawn_board, show_metric),
            (drag_input, key_input.run_if(keys_are_free)),
            (
                animate,
                shake_refused,
                draw_overlay,
                say_what_the_keys_do,
                say_the_selection,
            ),
        );
    }

    /// Counted in moves, the fewest to show.
    fn card_frames(&self) -> Vec<Board> {
        super::solved_step_by_step(&self.clone().with_metric(Metric::Move))
    }
}

/// While a block is picked, the news line says how to move it or put it down.
fn say_what_the_keys_do(
    selection: Res<Selection>,
    mut status: ResMut<PlayStatus>,
    words: Res<Words>,
) {
    let words = *words;
    let help = selection
        .holding
        .then(|| crate::tr!(words, "klotski-picked-help"));
    status.set_help(help.as_deref());
}

/// Says under the level's name how its moves are counted.
fn show_metric(session: Res<Session<Board>>, mut status: ResMut<PlayStatus>, words: Res<Words>) {
    let words = *words;
    // The level list's words for it.
    let unit = session.current.metric().name();
    let detail = crate::words_of!(words).message(&format!("klotski-summary-counted-{unit}"), &[]);
    if status.detail != detail {
        status.detail = detail;
    }
}

/// The centre of a block whose top-left cell is `col`, `row`.
fn block_center(b: &Board, block: &klotski::Block, col: f32, row: f32) -> Vec2 {
    cell_center(
        b.width(),
        b.height(),
        col + (block.width as f32 - 1.0) / 2.0,
        row + (block.height as f32 - 1.0) / 2.0,
    )
}

fn spawn_board(
    mut commands: Commands,
    session: Res<Session<Board>>,
    pieces: Query<Entity, With<BoardPiece>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    mut selection: ResMut<Selection>,
) {
    let b = &session.current;
    set_up_board(
        &mut commands,
        &pieces,
        &mut meshes,
        &mut materials,
        (b.width(), b.height()),
        (
            CELL * 0.18,
            TrayColour::Painted(theme::palette::Paint::Tray),
        ),
    );
    // The goal: where the goal block must arrive, shown as a soft patch under the blocks and
    // corner marks over them, so that it shows even under the blocks at the start.
    let goal = b.goal();
    if let Some(g) = b.blocks().iter().find(|x| x.name == goal.block) {
        let center = block_center(b, g, goal.col as f32, goal.row as f32);
        let size = Vec2::new(g.width as f32, g.height as f32) * CELL - Vec2::splat(8.0);
        commands.spawn((
            Mesh2d(meshes.add(rounded_rect(size.x, size.y, CELL * 0.16))),
            MeshMaterial2d(materials.add(Color::WHITE.with_alpha(0.22))),
            theme::palette::Paint::Own(preview::GOAL_BLOCK),
            Transform::from_translation(center.extend(-0.5)),
            BoardPiece,
            DespawnOnExit(Screen::Playing),
        ));
        spawn_goal_marks(&mut commands, &mut meshes, &mut materials, center, size);
    }
    for (i, block) in b.blocks().iter().enumerate() {
        let center = block_center(b, block, block.col as f32, block.row as f32);
        let colours = block_colours(b, block);
        let size = Vec2::new(
            block.width as f32 * CELL - 8.0,
            block.height as f32 * CELL - 8.0,
        );
        commands.spawn((
            BlockPiece(i),
            Mesh2d(meshes.add(rounded_rect(size.x, size.y, CELL * 0.14))),
            MeshMaterial2d(materials.add(colours.dark)),
            theme::palette::Paint::Own(colours),
            Transform::from_translation(center.extend(1.0)),
            BoardPiece,
            DespawnOnExit(Screen::Playing),
            children![(
                // A lighter top edge gives the blocks a little depth.
                Mesh2d(meshes.add(rounded_rect(size.x - 16.0, size.y - 16.0, CELL * 0.1))),
                MeshMaterial2d(materials.add(colours.dark.lighter(0.06))),
                theme::palette::Paint::Own(preview::lighter(colours)),
                Transform::from_xyz(0.0, 2.0, 0.1),
            )],
        ));
    }
    *selection = Selection {
        block: b
            .blocks()
            .iter()
            .position(|x| x.name == goal.block)
            .unwrap_or(0),
        holding: false,
        visible: false,
    };
}

/// Four corner marks around the goal, drawn over the blocks.
fn spawn_goal_marks(
    commands: &mut Commands,
    meshes: &mut Assets<Mesh>,
    materials: &mut Assets<ColorMaterial>,
    center: Vec2,
    size: Vec2,
) {
    let (arm, thick) = (CELL * 0.32, CELL * 0.07);
    let colour = materials.add(Color::WHITE);
    let across = meshes.add(Rectangle::new(arm, thick));
    let down = meshes.add(Rectangle::new(thick, arm));
    let half = size / 2.0 + Vec2::splat(thick / 2.0 + 2.0);
    for (sx, sy) in [(-1.0, 1.0), (1.0, 1.0), (-1.0, -1.0), (1.0, -1.0)] {
        let corner = center + Vec2::new(sx * half.x, sy * half.y);
        for (mesh, offset) in [
            (&across, Vec2::new(-sx * (arm - thick) / 2.0, 0.0)),
            (&down, Vec2::new(0.0, -sy * (arm - thick) / 2.0)),
        ] {
            commands.spawn((
                GoalMark,
                Mesh2d(mesh.clone()),
                MeshMaterial2d(colour.clone()),
                theme::palette::Paint::Own(preview::GOAL_MARK),
                Transform::from_translation((corner + offset).extend(5.0)),
                BoardPiece,
                DespawnOnExit(Screen::Playing),
            ));
        }
    }
}

/// One of the marks at the corners of the goal.
#[derive(Component)]
pub struct GoalMark;

/// The moves that take block `i` from where it is to `to`, split as the metric counts them.
fn moves_to(b: &Board, i: usize, to: Cell) -> Vec<Slide> {
    let Some(route) = b.route(i, to) else {
        return Vec::new();
    };
    let slide = |a: Cell, z: Cell| Slide {
        from: [a.col as usize, a.row as usize],
        to: [z.col as usize, z.row as usize],
    };
    match b.metric() {
        Metric::Move => vec![slide(route[0], *route.last().unwrap())],
        Metric::Step => route.windows(2).map(|w| slide(w[0], w[1])).collect(),
        Metric::Slide => {
            let mut out = Vec::new();
            let mut start = route[0];
            for k in 1..route.len() {
                let turn = k + 1 < route.len() && {
                    let (a, m, z) = (route[k - 1], route[k], route[k + 1]);
                    (m.col - a.col, m.row - a.row) != (z.col - m.col, z.row - m.row)
                };
                if turn || k + 1 == route.len() {
                    out.push(slide(start, route[k]));
                    start = route[k];
                }
            }
            out
        }
    }
}

fn drag_input(
    mut pointer: MessageReader<PointerInput>,
    mut drag: ResMut<Drag>,
    session: Res<Session<Board>>,
    mut requests: MessageWriter<MoveRequested<Board>>,
    mut selection: ResMut<Selection>,
    mut pieces: Query<(&BlockPiece, &mut Transform)>,
    mut tried: ResMut<LastTried>,
    mut refused: MessageWriter<MoveRefused>,
    words: Res<Words>,
) {
    let words = *words;
    let b = &session.current;
    for input in pointer.read() {
        match *input {
            PointerInput::Pressed(p) => {
                drag.0 = grab(b, p);
            }
            PointerInput::Dragged(p) => {
                let Some(d) = drag.0.as_mut() else {
                    continue;
                };
                d.follow(b, p);
                if let Some((_, mut t)) = pieces.iter_mut().find(|(bp, _)| bp.0 == d.block) {
                    t.translation = d.shown_at(b, p).extend(3.0);
                }
            }
            PointerInput::Released(p) => {
                let Some(mut d) = drag.0.take() else {
                    continue;
                };
                // The move and the release may come in one frame (a quick flick, a slow
                // frame): the block goes where the pointer let go, not where it last was.
                d.follow(b, p);
                let block = b.blocks()[d.block];
                if d.at == d.start {
                    if let Some((_, mut t)) = pieces.iter_mut().find(|(bp, _)| bp.0 == d.block) {
                        t.translation =
                            block_center(b, &block, block.col as f32, block.row as f32).extend(1.0);
                    }
                    let moved =
                        p - d.grab - block_center(b, &block, block.col as f32, block.row as f32);
                    if moved.length() > CELL * 0.45 {
                        tried.0 = Some(d.block);
                        refused.write(MoveRefused {
                            reason: crate::tr!(words, "klotski-refused-blocked"),
                        });
                    } else {
                        *selection = Selection {
                            block: d.block,
                            holding: true,
                            visible: true,
                        };
                    }
                    continue;
                }
                selection.block = d.block;
                selection.holding = false;
                tried.0 = Some(d.block);
                for mv in moves_to(b, d.block, d.at) {
                    requests.write(MoveRequested(mv));
                }
            }
        }
    }
}

/// The drag that a press at `p` begins: of the block under it, if any.
fn grab(b: &Board, p: Vec2) -> Option<DragState> {
    let (c, r) = cell_at(b.width(), b.height(), p);
    if c < 0 || r < 0 {
        return None;
    }
    let i = b.block_at(c as usize, r as usize)?;
    let block = b.blocks()[i];
    let start = Cell::new(block.col as i32, block.row as i32);
    Some(DragState {
        block: i,
        grab: p - block_center(b, &block, block.col as f32, block.row as f32),
        start,
        at: start,
        reach: b.reach(i).into_iter().map(|(c, _)| c).collect(),
    })
}

/// The nearest block from `from` in direction `dir`, if any.
fn neighbour(b: &Board, from: usize, dir: Dir) -> Option<usize> {
    let center = |i: usize| {
        let x = b.blocks()[i];
        Vec2::new(
            x.col as f32 + x.width as f32 / 2.0,
            x.row as f32 + x.height as f32 / 2.0,
        )
    };
    let here = center(from);
    let (dc, dr) = dir.delta();
    let v = Vec2::new(dc as f32, dr as f32);
    (0..b.blocks().len())
        .filter(|&i| i != from && (center(i) - here).dot(v) > 0.1)
        .min_by(|&x, &y| {
            let score = |i: usize| {
                let d = center(i) - here;
                d.dot(v) + 2.0 * (d - v * d.dot(v)).length()
            };
            score(x).total_cmp(&score(y))
        })
}

/// The keys, every press in the order pressed: the arrows walk between blocks or move the block
/// picked, Tab walks, Enter picks a block or puts it down, Esc puts it down. Once the level is
/// won, Enter is the win panel's, unless it puts down the block held.
fn key_input(
    mut presses: ResMut<KeyPresses>,
    mut selection: ResMut<Selection>,
    session: Res<Session<Board>>,
    mut requests: MessageWriter<MoveRequested<Board>>,
    (mut tried, mut refused): (ResMut<LastTried>, MessageWriter<MoveRefused>),
    words: Res<Words>,
) {
    // The board as the moves asked for so far this frame leave it.
    let mut b = session.current.clone();
    if selection.block >= b.blocks().len() {
        selection.block = 0;
    }
    let keys: Vec<KeyCode> = presses.iter().collect();
    for key in keys {
        if let Some(dir) = arrow(key) {
            if !selection.visible {
                selection.visible = true;
            } else if selection.holding {
                let block = b.blocks()[selection.block];
                let (dc, dr) = dir.delta();
                let to = [
                    (block.col as i32 + dc).max(0) as usize,
                    (block.row as i32 + dr).max(0) as usize,
                ];
                tried.0 = Some(selection.block);
                let slide = Slide {
                    from: [block.col, block.row],
                    to,
                };
                requests.write(MoveRequested(slide));
                b = b.apply(&slide).unwrap_or(b);
            } else if let Some(next) = neighbour(&b, selection.block, dir) {
                selection.block = next;
            } else {
                // Said, so that an arrow that chooses nothing is not taken for a key lost.
                let reason = crate::tr!(*words, "klotski-refused-no-neighbour", dir = dir.name());
                refused.write(MoveRefused { reason });
            }
        } else if key == KeyCode::Tab {
            selection.visible = true;
            selection.block = (selection.block + 1) % b.blocks().len();
        } else if is_enter(key) && (selection.holding || !b.is_solved()) {
            presses.take(key);
            selection.visible = true;
            selection.holding = !selection.holding;
        } else if key == KeyCode::Escape && selection.holding {
            selection.holding = false;
            presses.take(KeyCode::Escape);
        }
    }
}

fn animate(
    mut commands: Commands,
    mut changes: MessageReader<BoardChanged<Board>>,
    pieces: Query<(Entity, &BlockPiece, &Transform, Option<&Tween>)>,
) {
    for change in changes.read() {
        let (before, after) = (&change.before, &change.after);
        for (entity, piece, transform, tween) in &pieces {
            let (old, new) = (before.blocks()[piece.0], after.blocks()[piece.0]);
            let now = tween.map_or(transform.translation, |t| *t.then.last().unwrap_or(&t.to));
            let target = block_center(after, &new, new.col as f32, new.row as f32).extend(1.0);
            if (old.col, old.row) == (new.col, new.row) && now == target {
                continue;
            }
            let route = match change.how {
                Change::Jumped => None,
                _ => before.route(piece.0, Cell::new(new.col as i32, new.row as i32)),
            };
            let mut points = vec![transform.translation];
            match route {
                Some(cells) if cells.len() > 2 => points.extend(
                    cells
                        .iter()
                        .skip(1)
                        .map(|c| block_center(after, &new, c.col as f32, c.row as f32).extend(1.0)),
                ),
                _ => points.push(target),
            }
            let legs = (points.len() - 1) as f32;
            let leg = (travel_time(legs) / legs).max(0.05);
            commands.entity(entity).insert(Tween::through(&points, leg));
        }
    }
}

fn shake_refused(
    mut refused: MessageReader<MoveRefused>,
    mut commands: Commands,
    tried: Res<LastTried>,
    session: Res<Session<Board>>,
    pieces: Query<(Entity, &BlockPiece), Without<Tween>>,
) {
    if refused.read().count() == 0 {
        return;
    }
    let Some(i) = tried.0 else {
        return;
    };
    let b = &session.current;
    if let Some((entity, _)) = pieces.iter().find(|(_, p)| p.0 == i) {
        let block = b.blocks()[i];
        commands.entity(entity).insert(Shake {
            rest: block_center(b, &block, block.col as f32, block.row as f32).extend(1.0),
            elapsed: 0.0,
        });
    }
}

fn draw_overlay(
    mut gizmos: Gizmos,
    selection: Res<Selection>,
    session: Res<Session<Board>>,
    hinted: Option<Res<Hinted<Board>>>,
    time: Res<Time>,
    palette: Res<theme::palette::Palette>,
) {
    let b = &session.current;
    if selection.visible && selection.block < b.blocks().len() {
        let block = b.blocks()[selection.block];
        let at = block_center(b, &block, block.col as f32, block.row as f32);
        let size = Vec2::new(block.width as f32, block.height as f32) * CELL;
        let colour = if selection.holding {
            palette.grey_colour(255)
        } else {
            palette.accent
        };
        gizmos.rounded_rect_2d(
            Isometry2d::from_translation(at),
            size - Vec2::splat(2.0),
            colour,
        );
    }
    if let Some(hint) = hinted
        && let Some(i) = b.block_with_corner(hint.mv.from[0], hint.mv.from[1])
    {
        let block = b.blocks()[i];
        let from = block_center(b, &block, hint.mv.from[0] as f32, hint.mv.from[1] as f32);
        let to = block_center(b, &block, hint.mv.to[0] as f32, hint.mv.to[1] as f32);
        let size = Vec2::new(block.width as f32, block.height as f32) * CELL - Vec2::splat(10.0);
        let pulse = 0.6 + 0.4 * hint_pulse(hint.shown_at, time.elapsed_secs_f64());
        gizmos.rounded_rect_2d(Isometry2d::from_translation(from), size, palette.accent);
        gizmos.rounded_rect_2d(
            Isometry2d::from_translation(to),
            size,
            palette.accent.with_alpha(pulse),
        );
        gizmos.arrow_2d(from, to, palette.accent);
    }
}
