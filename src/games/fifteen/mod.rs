//! Fifteen on screen: fifteen shades of grey. Click a tile in the hole's row or column to slide
//! it (and those between) towards the hole, or use the arrow keys: Up slides the tile below the
//! hole up. T shows or hides the numbers.

pub mod cache;
pub mod edit_tools;
pub mod preview;
pub mod sounds;

use super::{BoardPiece, TrayColour, set_up_board};
use crate::board::{CELL, PointerInput, cell_at, cell_center, rounded_rect};
use crate::board_text::BoardText;
use crate::editor::{Editable, Editor, Tools};
use crate::input::{KeyPresses, arrow, keys_are_free};
use crate::jobs::Sliced;
use crate::lang::Words;
use crate::play::session::{BoardChanged, MoveRequested, Playable, Session, Told};
use crate::play::solver::Hinted;
use crate::play::spoken;
use crate::play::{self, Command, MoveRefused, PlayStatus};
use crate::progress::records::{Progress, Switch};
use crate::shell::Screen;
use crate::theme;
use crate::theme::palette::Paint;
use crate::tween::{Shake, Tween, travel_time};
use bevy::prelude::*;
use bevy_egui::egui;
use puzzles::fifteen::{self, Board, Slide};
use puzzles::search::Budget;
use puzzles::{Puzzle, Solution};

/// The rim of the place where a tile sits (the hole shows it), in each look.
pub const SOCKET: theme::palette::ColourByLook = theme::palette::ColourByLook {
    dark: Color::srgb(0.102, 0.114, 0.165),
    light: Color::srgb(0.36, 0.39, 0.47),
    high_contrast: Color::srgb(0.60, 0.60, 0.65),
};

/// The board under the tiles, apart from the brightest and the darkest tile, in each look.
pub const FLOOR: theme::palette::ColourByLook = theme::palette::ColourByLook {
    dark: Color::srgb(0.196, 0.216, 0.290),
    light: Color::srgb(0.55, 0.59, 0.68),
    high_contrast: Color::srgb(0.16, 0.16, 0.20),
};

/// The numbers on the tiles: off, as the puzzle is fifteen shades of grey.
pub const NUMBERS: Switch = Switch {
    key: "fifteen_numbers",
    label: "settings-fifteen-numbers",
};

/// The grey of a tile, brightest for 1 and darkest for the last: one shade per tile, from 250
/// down to 64, so that even the darkest tile stands out from the hole, which shows the
/// board's blue-grey (the hole itself is given 0 here).
pub fn tile_grey(tile: u8, cells: usize) -> u8 {
    if tile == 0 {
        return 0;
    }
    (250 - 186 * (tile as usize - 1) / (cells.saturating_sub(2)).max(1)) as u8
}

impl Playable for Board {
    /// How many tiles are out of place; whole, the tiles row by row, the gap by its name.
    fn board_in_words(&self, words: Words, told: Told) -> String {
        let (width, height) = (self.width(), self.height());
        let out = (1..(width * height) as u8)
            .filter(|&t| self.position_of(t) != Some(self.home_of(t)))
            .count();
        let line = crate::tr!(
            words,
            "fifteen-board-line",
            width = width,
            height = height,
            out = out
        );
        if told == Told::Line {
            return line;
        }
        let gap = crate::tr!(words, "fifteen-board-gap");
        let rows = (0..height).map(|r| {
            let tiles: Vec<String> = (0..width)
                .map(|c| match self.tile_at(c, r) {
                    0 => gap.clone(),
                    tile => tile.to_string(),
                })
                .collect();
            spoken::row(words, r, &spoken::listed(words, &tiles))
        });
        spoken::sentences(
            words,
            &std::iter::once(line).chain(rows).collect::<Vec<_>>(),
        )
    }

    fn move_sounds(&self, _m: &Self::Move, _after: &Self) -> Vec<crate::sound::Sound> {
        vec![crate::sound::Sound::now(sounds::TILE)]
    }

    const HOW_TO_PLAY: &'static crate::play::rules::HowToPlay = &crate::play::rules::HowToPlay {
        rules: &["fifteen-rule-1", "fifteen-rule-2"],
        controls: &[
            ("fifteen-control-1", "fifteen-control-1-does"),
            ("fifteen-control-2", "fifteen-control-2-does"),
            ("fifteen-control-3", "fifteen-control-3-does"),
        ],
        quick_help: "fifteen-help",
        touch_controls: &[
            ("fifteen-touch-1", "fifteen-touch-1-does"),
            ("fifteen-touch-2", "fifteen-touch-2-does"),
        ],
        touch_help: "fifteen-touch-help",
        keys: crate::play::rules::SHARED_KEYS,
        picture: None,
        guide: &[
            crate::play::guide::GuideStep::showing_the_move(
                "guide-fifteen-1",
                "guide-fifteen-1-touch",
            ),
            crate::play::guide::GuideStep::showing_the_move("guide-fifteen-2", "guide-fifteen-2"),
        ],
    };

    fn hint_budget(&self) -> Option<u64> {
        // A hint from a far-scrambled 4×4 board can take a while; it is still worth waiting for.
        Some(400_000_000)
    }

    fn not_shortest(&self, words: Words, length: usize) -> String {
        match fifteen::known_within(self, length) {
            Some(within) => crate::tr!(words, "play-within-fewest", times = within),
            None => crate::tr!(words, "play-not-the-fewest"),
        }
    }

    fn stepper(&self, max_nodes: Option<u64>) -> Option<Box<dyn Sliced<Solution<Slide>>>> {
        Some(Box::new(FifteenStepper::new(self, max_nodes)))
    }

    /// The tile and the way it slides, into the hole beside it.
    fn move_in_words(&self, words: Words, s: &Slide) -> String {
        match way_into_the_hole(self, s) {
            Some(dir) => crate::tr!(words, "fifteen-move", tile = s.tile, dir = dir),
            None => self.describe_move(s),
        }
    }

    /// The tile by where it is beside the gap ("the tile below the gap slides up"): the
    /// tiles carry no numbers until T shows them.
    fn move_as_drawn(&self, words: Words, s: &Slide, _by_touch: bool) -> String {
        match way_into_the_hole(self, s) {
            Some(dir) => crate::tr!(words, "fifteen-move-by-place", dir = dir),
            None => self.describe_move(s),
        }
    }
}

/// The way `s`'s tile slides into the hole: "up", "down", "left" or "right" (none when the
/// tile is not on the board).
fn way_into_the_hole(board: &Board, s: &Slide) -> Option<&'static str> {
    let ((c, r), (hc, hr)) = (board.position_of(s.tile)?, board.hole());
    Some(if hr < r {
        "up"
    } else if hr > r {
        "down"
    } else if hc < c {
        "left"
    } else {
        "right"
    })
}

/// The optimal search run a slice at a time, building the pattern databases first if they
/// are not built yet (a few seconds of work, which a browser must not do in one go).
pub struct FifteenStepper {
    board: Board,
    max_nodes: Option<u64>,
    /// Whether the tables are still to be built (by the one builder of [`BUILDING`]).
    building: bool,
    search: Option<fifteen::OptimalSearch>,
    started: bevy::platform::time::Instant,
    /// Positions searched (or a quarter of table states built) in one piece of work.
    slice: u64,
}

impl FifteenStepper {
    /// A search of `board`, giving up after `max_nodes` positions if given.
    pub fn new(board: &Board, max_nodes: Option<u64>) -> FifteenStepper {
        let small = board.width() * board.height() <= 16 && board.is_solvable();
        let db = small
            .then(|| fifteen::cached_database(board.width(), board.height()))
            .flatten();
        FifteenStepper {
            board: board.clone(),
            max_nodes,
            building: small && db.is_none(),
            search: db.map(|db| fifteen::OptimalSearch::new(board, db)),
            started: bevy::platform::time::Instant::now(),
            slice: 20_000,
        }
    }
}

impl Sliced<Solution<Slide>> for FifteenStepper {
    fn advance(&mut self) -> Option<Solution<Slide>> {
        let slice = self.slice;
        if self.building {
            // Table states are cheaper than search positions: do more of them per slice.
            let db = build_step(self.board.width(), self.board.height(), slice as usize * 4)?;
            self.building = false;
            self.search = Some(fifteen::OptimalSearch::new(&self.board, db));
            return None;
        }
        let Some(search) = &mut self.search else {
            // Unsolvable, or too big for the databases: the usual solver answers quickly.
            return Some(fifteen::solve(
                &self.board,
                Budget::nodes(self.max_nodes.unwrap_or(fifteen::NODE_BUDGET)),
            ));
        };
        let budget = Budget {
            max_nodes: self.max_nodes,
            cancel: None,
        };
        let r = search.advance(slice, budget)?;
        Some(Solution {
            moves: r.moves,
            optimal: true,
            complete: r.complete,
            nodes: r.nodes,
            seconds: self.started.elapsed().as_secs_f64(),
        })
    }

    fn doing(&self, words: Words) -> String {
        match self
            .building
            .then(|| building_progress(&self.board))
            .flatten()
        {
            Some(done) => crate::tr!(
                words,
                "fifteen-preparing",
                percent = format!("{:.0}", done * 100.0)
            ),
            None => crate::tr!(words, "fifteen-thinking"),
        }
    }

    fn progress(&self) -> Option<f64> {
        self.building
            .then(|| building_progress(&self.board))
            .flatten()
            .map(f64::from)
    }

    fn hungry(&self) -> bool {
        self.building && !self.waiting()
    }

    fn waiting(&self) -> bool {
        self.building && built_elsewhere(self.board.width(), self.board.height()).is_some()
    }
}

/// How far Web Workers have got with the tables of a board size, while they build them.
#[cfg(target_arch = "wasm32")]
fn built_elsewhere(width: usize, height: usize) -> Option<f32> {
    match cache::table_workers::build(width, height) {
        cache::table_workers::Build::UnderWay(done) => Some(done),
        cache::table_workers::Build::OnThePage => None,
    }
}

/// Off the web the tables are built on a thread of the machine, never by a worker.
#[cfg(not(target_arch = "wasm32"))]
fn built_elsewhere(_width: usize, _height: usize) -> Option<f32> {
    None
}

/// Builds a piece of the tables for a board size; the tables once they are built (here, or by
/// another search that got there first). None while Web Workers build them.
fn build_step(
    width: usize,
    height: usize,
    states: usize,
) -> Option<std::sync::Arc<fifteen::Database>> {
    if let Some(db) = fifteen::cached_database(width, height) {
        return Some(db);
    }
    if built_elsewhere(width, height).is_some() {
        return None;
    }
    fifteen::build_a_slice(width, height, states)
}

/// How far the tables for a board's size have got, while they are being built.
fn building_progress(board: &Board) -> Option<f32> {
    let (width, height) = (board.width(), board.height());
    built_elsewhere(width, height).or_else(|| fifteen::slices_built(width, height))
}

/// Makes the solver's tables ready as soon as a board that needs them is shown (read from the
/// cache folder, or built once per machine), in the background, so that the first hint does not
/// wait for them. In a browser a worker builds them (see `prepare_solver_in_browser`), for boards
/// of at most 16 cells; larger ones are solved row by row there.
fn prepare_solver(session: Res<Session<Board>>) {
    let (width, height) = (session.current.width(), session.current.height());
    if cfg!(target_arch = "wasm32") || !fifteen::has_databases(width, height) {
        return;
    }
    bevy::tasks::AsyncComputeTaskPool::get()
        .spawn(async move {
            fifteen::database(width, height);
        })
        .detach();
}

/// In a browser the kept tables come from IndexedDB, read as the page opens: once they are read,
/// a board whose tables were not kept has them built by a Web Worker straight away, so that the
/// first hint waits less (or not at all).
#[cfg(target_arch = "wasm32")]
fn prepare_solver_in_browser(session: Res<Session<Board>>, mut asked: Local<Vec<(usize, usize)>>) {
    let size = (session.current.width(), session.current.height());
    if asked.contains(&size) || !cache::indexed_db::has_been_read() {
        return;
    }
    asked.push(size);
    if size.0 * size.1 <= fifteen::MAX_CELLS && fifteen::cached_database(size.0, size.1).is_none() {
        cache::table_workers::build(size.0, size.1);
    }
}

/// A tile on screen, with its number.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Tile(pub u8);

/// The number written on a tile.
#[derive(Component)]
struct Number;

#[derive(Resource, Default)]
struct Press(Option<(i32, i32)>);

#[derive(Resource, Default)]
struct LastTried(Option<u8>);

impl Editable for Board {
    const STARTER: Option<&'static str> =
        Some("; title: My level\n1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 0 15\n");
    const TOOLS: Tools = edit_tools::TOOLS;

    fn edit_tools(ui: &mut egui::Ui, editor: &mut Editor) {
        edit_tools::panel(ui, editor);
    }

    fn edit_marks(painter: &egui::Painter, editor: &Editor, grid: egui::Rect, cell: f32) {
        edit_tools::numbers(painter, &editor.draft, grid, cell);
        edit_tools::picked(painter, editor, grid, cell);
    }
}

impl crate::games::Shown for Board {
    const CARD_LEVEL: &'static str = "fifteen/02-three-by-three";
    const SOUNDS: &'static [crate::sound::synth::Effect] = &[sounds::TILE];
    const SWITCHES: &'static [Switch] = &[NUMBERS];

    fn prepare() {
        cache::open();
    }

    fn plugin(app: &mut App) {
        app.init_resource::<Press>().init_resource::<LastTried>();
        play::puzzle_systems::<Board, _, _, _>(
            app,
            (spawn_board, prepare_solver),
            (click_input, key_input.run_if(keys_are_free)),
            (
                animate,
                shake_refused,
                numbers_switch,
                show_numbers,
                draw_hint,
                say_the_gap,
            )
                .chain(),
        );
        #[cfg(target_arch = "wasm32")]
        app.add_systems(
            Update,
            prepare_solver_in_browser.run_if(resource_exists::<Session<Board>>),
        );
    }
}

fn tile_position(b: &Board, col: usize, row: usize) -> Vec3 {
    cell_center(b.width(), b.height(), col as f32, row as f32).extend(1.0)
}

fn spawn_board(
    mut commands: Commands,
    session: Res<Session<Board>>,
    pieces: Query<Entity, With<BoardPiece>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    progress: Option<Res<Progress>>,
) {
    let b = &session.current;
    // The board is blue-grey and every cell a socket: a dark rim around the board's own
    // colour, so that the empty place reads as empty board, never as the darkest tile.
    set_up_board(
        &mut commands,
        &pieces,
        &mut meshes,
        &mut materials,
        (b.width(), b.height()),
        (CELL * 0.08, TrayColour::Painted(Paint::Own(FLOOR))),
    );
    spawn_sockets(&mut commands, b, &mut meshes, &mut materials);
    let numbers_on = progress.is_some_and(|p| p.settings.is_on(&NUMBERS));
    spawn_tiles(&mut commands, b, (&mut meshes, &mut materials), numbers_on);
}

/// The place of every cell: a rim, and the board's colour inside it.
fn spawn_sockets(
    commands: &mut Commands,
    b: &Board,
    meshes: &mut Assets<Mesh>,
    materials: &mut Assets<ColorMaterial>,
) {
    let socket = meshes.add(rounded_rect(CELL - 10.0, CELL - 10.0, CELL * 0.12));
    let floor = meshes.add(rounded_rect(CELL - 18.0, CELL - 18.0, CELL * 0.09));
    // Painted in the look in force (see Paint).
    let socket_colour = materials.add(Color::WHITE);
    let floor_colour = materials.add(Color::WHITE);
    for r in 0..b.height() {
        for c in 0..b.width() {
            let at = tile_position(b, c, r);
            for (mesh, colour, paint, z) in [
                (&socket, &socket_colour, Paint::Own(SOCKET), -0.5),
                (&floor, &floor_colour, Paint::Own(FLOOR), -0.45),
            ] {
                commands.spawn((
                    Mesh2d(mesh.clone()),
                    MeshMaterial2d(colour.clone()),
                    paint,
                    Transform::from_translation(at.with_z(z)),
                    BoardPiece,
                    DespawnOnExit(Screen::Playing),
                ));
            }
        }
    }
}

/// The tiles in their shades of grey, each with its number (shown when `numbers_on`).
fn spawn_tiles(
    commands: &mut Commands,
    b: &Board,
    (meshes, materials): (&mut Assets<Mesh>, &mut Assets<ColorMaterial>),
    numbers_on: bool,
) {
    let mesh = meshes.add(rounded_rect(CELL - 6.0, CELL - 6.0, CELL * 0.1));
    let n = b.width() * b.height();
    let visible = if numbers_on {
        Visibility::Inherited
    } else {
        Visibility::Hidden
    };
    for r in 0..b.height() {
        for c in 0..b.width() {
            let t = b.tile_at(c, r);
            if t == 0 {
                continue;
            }
            let g = tile_grey(t, n) as f32 / 255.0;
            let text = if g > 0.55 {
                Color::srgb(0.15, 0.15, 0.18)
            } else {
                Color::srgb(0.92, 0.92, 0.95)
            };
            commands.spawn((
                Tile(t),
                Mesh2d(mesh.clone()),
                MeshMaterial2d(materials.add(Color::srgb(g, g, g))),
                Transform::from_translation(tile_position(b, c, r)),
                BoardPiece,
                DespawnOnExit(Screen::Playing),
                children![(
                    Number,
                    BoardText::new(t.to_string(), CELL * 0.42, text),
                    visible,
                )],
            ));
        }
    }
}

fn click_input(
    mut pointer: MessageReader<PointerInput>,
    mut press: ResMut<Press>,
    session: Res<Session<Board>>,
    mut requests: MessageWriter<MoveRequested<Board>>,
    mut refused: MessageWriter<MoveRefused>,
    mut tried: ResMut<LastTried>,
    words: Res<Words>,
) {
    let b = &session.current;
    for input in pointer.read() {
        match *input {
            PointerInput::Pressed(p) => press.0 = Some(cell_at(b.width(), b.height(), p)),
            PointerInput::Dragged(_) => {}
            // Where the finger is lifted does not matter: a swipe from a tile counts as a click
            // on it.
            PointerInput::Released(_) => {
                let Some((c, r)) = press.0.take() else {
                    continue;
                };
                if c < 0 || r < 0 || c as usize >= b.width() || r as usize >= b.height() {
                    continue;
                }
                tried.0 = Some(b.tile_at(c as usize, r as usize));
                match b.slides_towards_hole(c as usize, r as usize) {
                    Ok(moves) => {
                        for m in moves {
                            requests.write(MoveRequested(m));
                        }
                    }
                    Err(e) => {
                        refused.write(MoveRefused::of(*words, &e));
                    }
                }
            }
        }
    }
}

/// The keys, every press in the order pressed: an arrow slides the tile on that side of the
/// hole towards it; T shows or hides the numbers.
fn key_input(
    presses: Res<KeyPresses>,
    session: Res<Session<Board>>,
    mut requests: MessageWriter<MoveRequested<Board>>,
    (mut commands, mut refused): (MessageWriter<Command>, MessageWriter<MoveRefused>),
    words: Res<Words>,
) {
    // The board as the moves asked for so far this frame leave it.
    let mut b = session.current.clone();
    for key in presses.iter() {
        if let Some(dir) = arrow(key) {
            match b.slide_for_key(dir) {
                Some(m) => {
                    requests.write(MoveRequested(m));
                    b = b.apply(&m).unwrap_or(b);
                }
                // Said and shaken, so a key refused is not taken for a key lost.
                None => {
                    let reason = crate::tr!(*words, "fifteen-refused-no-tile", dir = dir.name());
                    refused.write(MoveRefused { reason });
                }
            }
        } else if key == KeyCode::KeyT {
            commands.write(Command::Switch);
        }
    }
}

/// The numbers on the tiles, this puzzle's own setting: shown in the HUD, turned on and off
/// by its box or the T key.
fn numbers_switch(
    mut commands: MessageReader<Command>,
    mut progress: ResMut<Progress>,
    mut status: ResMut<PlayStatus>,
) {
    if commands.read().filter(|c| **c == Command::Switch).count() % 2 == 1 {
        let on = progress.settings.is_on(&NUMBERS);
        progress.settings.set(&NUMBERS, !on);
        progress.dirty = true;
    }
    status.switch = Some(crate::play::OwnSwitch {
        label: "fifteen-numbers-switch",
        key: "T",
        on: progress.settings.is_on(&NUMBERS),
    });
}

fn show_numbers(progress: Res<Progress>, mut numbers: Query<&mut Visibility, With<Number>>) {
    if !progress.is_changed() {
        return;
    }
    let v = if progress.settings.is_on(&NUMBERS) {
        Visibility::Inherited
    } else {
        Visibility::Hidden
    };
    for mut vis in &mut numbers {
        vis.set_if_neq(v);
    }
}

fn animate(
    mut commands: Commands,
    mut changes: MessageReader<BoardChanged<Board>>,
    tiles: Query<(Entity, &Tile, &Transform, Option<&Tween>)>,
) {
    for change in changes.read() {
        let after = &change.after;
        for (entity, tile, transform, tween) in &tiles {
            let Some((c, r)) = after.position_of(tile.0) else {
                continue;
            };
            let target = tile_position(after, c, r);
            let now = tween.map_or(transform.translation, |t| t.to);
            if now == target {
                continue;
            }
            let cells = (now - target).length() / CELL;
            commands.entity(entity).insert(Tween::new(
                transform.translation,
                target,
                travel_time(cells),
            ));
        }
    }
}

fn shake_refused(
    mut refused: MessageReader<MoveRefused>,
    mut commands: Commands,
    tried: Res<LastTried>,
    tiles: Query<(Entity, &Tile, &Transform), Without<Tween>>,
) {
    if refused.read().count() == 0 {
        return;
    }
    if let Some(t) = tried.0
        && let Some((entity, _, transform)) = tiles.iter().find(|(_, tile, _)| tile.0 == t)
    {
        commands.entity(entity).insert(Shake {
            rest: transform.translation,
            elapsed: 0.0,
        });
    }
}

fn draw_hint(
    mut gizmos: Gizmos,
    session: Res<Session<Board>>,
    hinted: Option<Res<Hinted<Board>>>,
    palette: Res<theme::palette::Palette>,
) {
    let Some(hint) = hinted else {
        return;
    };
    let b = &session.current;
    let (Some((c, r)), (hc, hr)) = (b.position_of(hint.mv.tile), b.hole()) else {
        return;
    };
    let from = tile_position(b, c, r).truncate();
    let to = tile_position(b, hc, hr).truncate();
    gizmos.rounded_rect_2d(
        Isometry2d::from_translation(from),
        Vec2::splat(CELL - 10.0),
        palette.accent,
    );
    gizmos.arrow_2d(from, from + (to - from) * 0.8, palette.accent);
}

/// Where the gap is, when the player asks where the cursor is: the arrows slide the tiles
/// beside it ("The gap is at row 2, column 1").
fn say_the_gap(
    session: Res<Session<Board>>,
    mut asked: MessageReader<spoken::ReadTheCursor>,
    mut said: ResMut<crate::spoken::Spoken>,
    words: Res<Words>,
) {
    if !spoken::asked_where(&mut asked) {
        return;
    }
    let (col, row) = session.current.hole();
    said.say(crate::tr!(
        *words,
        "fifteen-cursor-gap",
        at = spoken::cell(*words, col, row)
    ));
}

#[cfg(test)]
mod tests {
    use super::*;
    use puzzles::Puzzle;

    #[test]
    fn the_sliced_search_finds_an_optimal_solution() {
        let board = fifteen::parse("1 2 3\n4 0 6\n7 5 8").unwrap();
        let mut stepper = FifteenStepper::new(&board, None);
        stepper.slice = 1;
        let mut slices = 0;
        let answer = loop {
            slices += 1;
            if let Some(a) = stepper.advance() {
                break a;
            }
        };
        assert!(slices > 1);
        let moves = answer.moves.unwrap();
        assert_eq!(moves.len(), 2);
        assert!(board.replay(&moves).unwrap().is_solved());
    }
}
