//! Shot on screen: balls on a grid. Press a ball and swipe to fling it, or move the cursor with
//! the arrow keys, pick a ball with Enter and fling it with an arrow key.

use super::{BoardPiece, TrayColour, set_up_board};
use crate::board::{CELL, PointerInput, cell_at, cell_center};
use crate::editor::{Editable, Editor, Tool, Tools};
use crate::input::{KeyPresses, arrow, is_enter, keys_are_free};
use crate::lang::Words;
use crate::play::session::{BoardChanged, Change, MoveRequested, Playable, Session, Told};
use crate::play::solver::{Hinted, hint_pulse};
use crate::play::spoken;
use crate::play::{self, MoveRefused};
use crate::shell::Screen;
use crate::sound::synth::{Effect, glide, strike, swell, swish, track, wood};
use crate::theme;
use crate::tween::{Shake, Tween, travel_time};
use bevy::prelude::*;
use bevy_egui::egui;
use puzzles::shot::{Board, Fling, Travel};
use puzzles::{Dir, Puzzle};

impl Playable for Board {
    /// How many balls are left; whole, each row's balls by their columns.
    fn board_in_words(&self, words: Words, told: Told) -> String {
        let line = crate::tr!(
            words,
            "shot-board-line",
            balls = self.ball_count(),
            width = self.width(),
            height = self.height()
        );
        if told == Told::Line {
            return line;
        }
        let rows = (0..self.height()).filter_map(|r| {
            let columns: Vec<String> = (0..self.width())
                .filter(|&c| self.has_ball(c, r))
                .map(|c| (c + 1).to_string())
                .collect();
            (!columns.is_empty()).then(|| {
                let balls = crate::tr!(
                    words,
                    "shot-board-row",
                    count = columns.len(),
                    columns = spoken::listed(words, &columns)
                );
                spoken::row(words, r, &balls)
            })
        });
        spoken::sentences(
            words,
            &std::iter::once(line).chain(rows).collect::<Vec<_>>(),
        )
    }

    /// The flung ball whooshes off; the last ball it pushes flies off the board a moment later.
    fn move_sounds(&self, _m: &Self::Move, _after: &Self) -> Vec<crate::sound::Sound> {
        vec![
            crate::sound::Sound::now(FLING),
            crate::sound::Sound::after(KNOCK_OFF, 0.18),
        ]
    }

    const HOW_TO_PLAY: &'static crate::play::rules::HowToPlay = &crate::play::rules::HowToPlay {
        rules: &["shot-rule-1", "shot-rule-2", "shot-rule-3"],
        controls: &[
            ("shot-control-1", "shot-control-1-does"),
            ("shot-control-2", "shot-control-2-does"),
            ("shot-control-3", "shot-control-3-does"),
        ],
        quick_help: "shot-help",
        touch_controls: &[("shot-touch-1", "shot-touch-1-does")],
        touch_help: "shot-touch-help",
        keys: crate::play::rules::SHARED_KEYS,
        picture: None,
        guide: &[
            crate::play::guide::GuideStep::showing_the_move("guide-shot-1", "guide-shot-1-touch"),
            crate::play::guide::GuideStep::showing_the_move("guide-shot-2", "guide-shot-2"),
        ],
    };

    fn move_in_words(&self, words: Words, f: &Fling) -> String {
        crate::tr!(
            words,
            "shot-move",
            dir = f.dir.name(),
            row = f.row + 1,
            col = f.col + 1
        )
    }
}

/// A ball flung across the board.
pub const FLING: Effect = Effect::new("fling", fling);
/// A ball knocked off the board.
pub const KNOCK_OFF: Effect = Effect::new("knock-off", knock_off);

/// The balls' colour, in each look.
/// (On the light look's white tray, a deeper amber: 3:1 at least, see the test below.)
const BALL_COLOUR: theme::palette::ColourByLook = theme::palette::ColourByLook {
    dark: Color::srgb(1.0, 0.714, 0.263),
    light: Color::srgb(0.80, 0.42, 0.0),
    high_contrast: Color::srgb(1.0, 0.66, 0.16),
};

/// A ball, and the cell it is in (or flying to).
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Ball {
    pub col: i32,
    pub row: i32,
}

/// The keyboard cursor, and whether it holds a ball ready to fling.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Cursor {
    pub col: i32,
    pub row: i32,
    pub holding: bool,
    /// Shown once the keyboard is used.
    pub visible: bool,
}

/// A press on a ball that may become a swipe.
#[derive(Resource, Default)]
struct Swipe(Option<(Vec2, i32, i32)>);

/// The ball of the last fling asked for, to shake it if the fling is refused.
#[derive(Resource, Default)]
struct LastTried(Option<(i32, i32)>);

#[derive(Resource)]
struct Look {
    ball: Handle<Mesh>,
    shine: Handle<Mesh>,
    ball_colour: Handle<ColorMaterial>,
    shine_colour: Handle<ColorMaterial>,
}

/// In the editor, a click puts a ball on a cell or takes one off.
const BALL: Tool = Tool::named("ball");

impl Editable for Board {
    const STARTER: Option<&'static str> = Some(
        "; title: My level\n.......\n.......\n.......\n..o.o..\n.......\n.......\n.......\n.......\n",
    );
    const TOOLS: Tools = Tools {
        first: Some(BALL),
        click: |_, editor, _, (c, r)| {
            editor.change(|d| {
                puzzles::shot::toggle_ball(d, c, r);
                Ok(())
            })
        },
    };

    fn edit_tools(ui: &mut egui::Ui, _editor: &mut Editor) {
        crate::editor::tools::hint_line(ui, &crate::tr!(ui, "editor-shot-hint"));
    }
}

impl crate::games::Shown for Board {
    const CARD_LEVEL: &'static str = "shot/08-scatter";
    const SOUNDS: &'static [Effect] = &[FLING, KNOCK_OFF];

    fn plugin(app: &mut App) {
        app.init_resource::<Cursor>()
            .init_resource::<Swipe>()
            .init_resource::<LastTried>();
        play::puzzle_systems::<Board, _, _, _>(
            app,
            spawn_board,
            (swipe_input, key_input.run_if(keys_are_free)),
            (
                animate,
                shake_refused,
                draw_overlay,
                say_what_the_keys_do,
                say_the_cursor,
            ),
        );
    }
}

/// Where the keyboard's cursor is, and what is there, said as it moves (for a player who
/// listens: "row 4, column 1: a ball").
fn say_the_cursor(
    cursor: Res<Cursor>,
    session: Res<Session<Board>>,
    mut spoken: ResMut<crate::spoken::Spoken>,
    mut asked: MessageReader<spoken::ReadTheCursor>,
    words: Res<Words>,
) {
    let moved = cursor.is_changed();
    if !spoken::cursor_to_say(&mut asked, moved, cursor.visible, &mut spoken, *words) {
        return;
    }
    let (col, row) = (cursor.col.max(0) as usize, cursor.row.max(0) as usize);
    let at = spoken::cell(*words, col, row);
    let text = if cursor.holding {
        crate::tr!(*words, "shot-cursor-picked", at = at)
    } else if session.current.has_ball(col, row) {
        crate::tr!(*words, "shot-cursor-ball", at = at)
    } else {
        crate::tr!(*words, "shot-cursor-empty", at = at)
    };
    spoken.say(crate::text_format::capitalised(&text));
}

/// While a ball is picked, the news line says how to fling it or put it down.
fn say_what_the_keys_do(
    cursor: Res<Cursor>,
    mut status: ResMut<play::PlayStatus>,
    words: Res<Words>,
) {
    let words = *words;
    let help = cursor
        .holding
        .then(|| crate::tr!(words, "shot-picked-help"));
    status.set_help(help.as_deref());
}

fn look(meshes: &mut Assets<Mesh>, materials: &mut Assets<ColorMaterial>) -> Look {
    Look {
        ball: meshes.add(Circle::new(CELL * 0.4)),
        shine: meshes.add(Circle::new(CELL * 0.11)),
        ball_colour: materials.add(Color::WHITE),
        shine_colour: materials.add(Color::srgba(1.0, 1.0, 1.0, 0.45)),
    }
}

fn ball_bundle(look: &Look, col: i32, row: i32, at: Vec2) -> impl Bundle {
    (
        Ball { col, row },
        Mesh2d(look.ball.clone()),
        MeshMaterial2d(look.ball_colour.clone()),
        theme::palette::Paint::Own(BALL_COLOUR),
        Transform::from_translation(at.extend(2.0)),
        BoardPiece,
        DespawnOnExit(Screen::Playing),
        children![(
            Mesh2d(look.shine.clone()),
            MeshMaterial2d(look.shine_colour.clone()),
            Transform::from_xyz(-CELL * 0.13, CELL * 0.13, 0.1),
        )],
    )
}

fn spawn_board(
    mut commands: Commands,
    session: Res<Session<Board>>,
    pieces: Query<Entity, With<BoardPiece>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    mut cursor: ResMut<Cursor>,
) {
    let b = &session.current;
    let (w, h) = (b.width(), b.height());
    set_up_board(
        &mut commands,
        &pieces,
        &mut meshes,
        &mut materials,
        (w, h),
        (
            CELL * 0.25,
            TrayColour::Painted(theme::palette::Paint::Tray),
        ),
    );
    let dot = meshes.add(Circle::new(CELL * 0.07));
    let dot_colour = materials.add(Color::WHITE);
    for r in 0..h {
        for c in 0..w {
            commands.spawn((
                Mesh2d(dot.clone()),
                MeshMaterial2d(dot_colour.clone()),
                theme::palette::Paint::Cell,
                Transform::from_translation(cell_center(w, h, c as f32, r as f32).extend(0.0)),
                BoardPiece,
                DespawnOnExit(Screen::Playing),
            ));
        }
    }
    let look = look(&mut meshes, &mut materials);
    for (c, r) in b.balls() {
        commands.spawn(ball_bundle(
            &look,
            c as i32,
            r as i32,
            cell_center(w, h, c as f32, r as f32),
        ));
    }
    commands.insert_resource(look);
    let first = b.balls()[0];
    *cursor = Cursor {
        col: first.0 as i32,
        row: first.1 as i32,
        holding: false,
        visible: false,
    };
}

fn dir_of(v: Vec2) -> Dir {
    if v.x.abs() > v.y.abs() {
        if v.x > 0.0 { Dir::Right } else { Dir::Left }
    } else if v.y > 0.0 {
        Dir::Up
    } else {
        Dir::Down
    }
}

fn swipe_input(
    mut pointer: MessageReader<PointerInput>,
    mut swipe: ResMut<Swipe>,
    session: Res<Session<Board>>,
    mut requests: MessageWriter<MoveRequested<Board>>,
    mut cursor: ResMut<Cursor>,
    mut tried: ResMut<LastTried>,
) {
    let b = &session.current;
    for input in pointer.read() {
        match *input {
            PointerInput::Pressed(p) => {
                let (c, r) = cell_at(b.width(), b.height(), p);
                swipe.0 =
                    (c >= 0 && r >= 0 && b.has_ball(c as usize, r as usize)).then_some((p, c, r));
                if swipe.0.is_some() {
                    cursor.col = c;
                    cursor.row = r;
                }
            }
            PointerInput::Dragged(p) | PointerInput::Released(p) => {
                let Some((start, c, r)) = swipe.0 else {
                    continue;
                };
                let drag = p - start;
                if drag.length() > CELL * 0.3 {
                    swipe.0 = None;
                    tried.0 = Some((c, r));
                    cursor.holding = false;
                    let fling = Fling {
                        col: c as usize,
                        row: r as usize,
                        dir: dir_of(drag),
                    };
                    requests.write(MoveRequested(fling));
                } else if matches!(input, PointerInput::Released(_)) {
                    // A click picks the ball for the arrow keys.
                    swipe.0 = None;
                    *cursor = Cursor {
                        col: c,
                        row: r,
                        holding: true,
                        visible: true,
                    };
                }
            }
        }
    }
}

/// The keys, every press in the order pressed: the arrows move the cursor or fling the ball
/// picked, Enter picks a ball or puts it down, Esc puts it down. Once the level is won, Enter is
/// the win panel's, unless it puts down the ball held.
fn key_input(
    mut presses: ResMut<KeyPresses>,
    mut cursor: ResMut<Cursor>,
    session: Res<Session<Board>>,
    mut requests: MessageWriter<MoveRequested<Board>>,
    mut refused: MessageWriter<MoveRefused>,
    mut tried: ResMut<LastTried>,
    words: Res<Words>,
) {
    let words = *words;
    // The board as the moves asked for so far this frame leave it.
    let mut b = session.current.clone();
    let keys: Vec<KeyCode> = presses.iter().collect();
    for key in keys {
        if let Some(dir) = arrow(key) {
            cursor.visible = true;
            if cursor.holding {
                cursor.holding = false;
                tried.0 = Some((cursor.col, cursor.row));
                let fling = Fling {
                    col: cursor.col as usize,
                    row: cursor.row as usize,
                    dir,
                };
                requests.write(MoveRequested(fling));
                b = b.apply(&fling).unwrap_or(b);
            } else {
                let (dc, dr) = dir.delta();
                let (col, row) = (cursor.col + dc, cursor.row + dr);
                if (0..b.width() as i32).contains(&col) && (0..b.height() as i32).contains(&row) {
                    (cursor.col, cursor.row) = (col, row);
                } else {
                    // Said, so that the edge is not taken for a key lost.
                    let reason = crate::tr!(words, "shot-refused-cursor-edge", dir = dir.name());
                    refused.write(MoveRefused { reason });
                }
            }
        } else if is_enter(key) && (cursor.holding || !b.is_solved()) {
            presses.take(key);
            cursor.visible = true;
            if b.has_ball(cursor.col as usize, cursor.row as usize) {
                cursor.holding = !cursor.holding;
            } else {
                refused.write(MoveRefused {
                    reason: crate::tr!(words, "shot-refused-no-ball-here"),
                });
            }
        } else if key == KeyCode::Escape && cursor.holding {
            cursor.holding = false;
            presses.take(KeyCode::Escape);
        }
    }
}

/// Where a travel ends on screen: a ball flying off goes well past the edge.
fn screen_target(b: &Board, t: &Travel) -> Vec2 {
    let (w, h) = (b.width(), b.height());
    if t.flies_off {
        let dir = Vec2::new(
            (t.to.col - t.from.col).signum() as f32,
            (t.to.row - t.from.row).signum() as f32,
        );
        let edge = cell_center(w, h, t.to.col as f32, t.to.row as f32);
        edge + Vec2::new(dir.x, -dir.y) * CELL * 1.5
    } else {
        cell_center(w, h, t.to.col as f32, t.to.row as f32)
    }
}

fn travel_seconds(t: &Travel) -> f32 {
    let cells = (t.to.col - t.from.col).abs() + (t.to.row - t.from.row).abs();
    travel_time(cells as f32 + if t.flies_off { 1.5 } else { 0.0 })
}

/// The balls on screen, each with the cell it stands on (or is rolling to).
type Balls<'w, 's> = Query<
    'w,
    's,
    (
        Entity,
        &'static mut Ball,
        &'static Transform,
        Option<&'static Tween>,
    ),
>;

fn animate(
    mut commands: Commands,
    mut changes: MessageReader<BoardChanged<Board>>,
    mut balls: Balls,
    pieces: Query<Entity, With<Ball>>,
    look: Option<Res<Look>>,
    mut cursor: ResMut<Cursor>,
) {
    let Some(look) = look else {
        return;
    };
    for change in changes.read() {
        match &change.how {
            Change::Played(f) | Change::Redone(f) => {
                let (_, travels) = change.before.fling(*f).expect("the session applied it");
                roll(&mut commands, &change.after, &travels, &mut balls);
                if let Some(first) = travels.first()
                    && !first.flies_off
                {
                    cursor.col = first.to.col;
                    cursor.row = first.to.row;
                }
            }
            Change::Undone(f) => {
                let (_, travels) = change
                    .after
                    .fling(*f)
                    .expect("undo restores a position where it was legal");
                roll_back(&mut commands, &change.after, &travels, &mut balls, &look);
            }
            Change::Jumped => {
                // A ball flung off the board may end its flight in this frame, and go too.
                for e in &pieces {
                    commands.entity(e).try_despawn();
                }
                let (w, h) = (change.after.width(), change.after.height());
                for (c, r) in change.after.balls() {
                    commands.spawn(ball_bundle(
                        &look,
                        c as i32,
                        r as i32,
                        cell_center(w, h, c as f32, r as f32),
                    ));
                }
            }
        }
    }
}

/// The balls of a fling roll one after another, each setting off as the one before arrives;
/// the last may fly off the board.
fn roll(commands: &mut Commands, after: &Board, travels: &[Travel], balls: &mut Balls) {
    let mut delay = 0.0;
    for t in travels {
        let Some((entity, mut ball, transform, tween)) = balls
            .iter_mut()
            .find(|(_, b, _, _)| b.col == t.from.col && b.row == t.from.row)
        else {
            continue;
        };
        let from = tween.map_or(transform.translation, |tw| tw.to);
        let to = screen_target(after, t).extend(2.0);
        let seconds = travel_seconds(t);
        let mut tween = Tween::new(from, to, seconds).after(delay);
        if t.flies_off {
            tween = tween.with_ease(EaseFunction::QuadraticIn).then_despawn();
            ball.col = -100;
        } else {
            ball.col = t.to.col;
            ball.row = t.to.row;
        }
        commands.entity(entity).insert(tween);
        delay += seconds * 0.85;
    }
}

/// An undone fling: the same travels, backwards and in reverse order; the ball that flew off
/// comes back in.
fn roll_back(
    commands: &mut Commands,
    after: &Board,
    travels: &[Travel],
    balls: &mut Balls,
    look: &Look,
) {
    let (w, h) = (after.width(), after.height());
    let mut delay = 0.0;
    for t in travels.iter().rev() {
        let seconds = travel_seconds(t);
        let back = Tween::new(
            screen_target(after, t).extend(2.0),
            cell_center(w, h, t.from.col as f32, t.from.row as f32).extend(2.0),
            seconds,
        )
        .after(delay);
        if t.flies_off {
            commands.spawn((
                ball_bundle(look, t.from.col, t.from.row, back.from.truncate()),
                back,
            ));
        } else if let Some((entity, mut ball, _, _)) = balls
            .iter_mut()
            .find(|(_, b, _, _)| b.col == t.to.col && b.row == t.to.row)
        {
            ball.col = t.from.col;
            ball.row = t.from.row;
            commands.entity(entity).insert(back);
        }
        delay += seconds * 0.85;
    }
}

fn shake_refused(
    mut refused: MessageReader<MoveRefused>,
    mut commands: Commands,
    tried: Res<LastTried>,
    balls: Query<(Entity, &Ball, &Transform), Without<Tween>>,
) {
    if refused.read().count() == 0 {
        return;
    }
    let Some((c, r)) = tried.0 else {
        return;
    };
    if let Some((entity, _, transform)) = balls.iter().find(|(_, b, _)| b.col == c && b.row == r) {
        commands.entity(entity).insert(Shake {
            rest: transform.translation,
            elapsed: 0.0,
        });
    }
}

/// The keyboard cursor and the hint, drawn over the board.
fn draw_overlay(
    mut gizmos: Gizmos,
    cursor: Res<Cursor>,
    session: Res<Session<Board>>,
    hinted: Option<Res<Hinted<Board>>>,
    time: Res<Time>,
    palette: Res<theme::palette::Palette>,
) {
    let b = &session.current;
    let (w, h) = (b.width(), b.height());
    if cursor.visible {
        let at = cell_center(w, h, cursor.col as f32, cursor.row as f32);
        let colour = if cursor.holding {
            BALL_COLOUR.of(palette.look)
        } else {
            palette.accent
        };
        gizmos.rounded_rect_2d(
            Isometry2d::from_translation(at),
            Vec2::splat(CELL * 0.92),
            colour,
        );
        if cursor.holding {
            for dir in Dir::ALL {
                let (dc, dr) = dir.delta();
                let v = Vec2::new(dc as f32, -dr as f32);
                gizmos.arrow_2d(
                    at + v * CELL * 0.5,
                    at + v * CELL * 0.72,
                    colour.with_alpha(0.7),
                );
            }
        }
    }
    if let Some(hint) = hinted {
        let f = hint.mv;
        let at = cell_center(w, h, f.col as f32, f.row as f32);
        let (dc, dr) = f.dir.delta();
        let v = Vec2::new(dc as f32, -dr as f32);
        let pulse = hint_pulse(hint.shown_at, time.elapsed_secs_f64());
        gizmos.circle_2d(
            Isometry2d::from_translation(at),
            CELL * (0.47 + 0.03 * pulse),
            palette.accent,
        );
        gizmos.arrow_2d(at + v * CELL * 0.5, at + v * CELL * 1.3, palette.accent);
    }
}

/// A push of air, rising.
fn fling() -> Vec<f32> {
    let mut out = track(0.22);
    swish(&mut out, 0.0, 0.22, (500.0, 2600.0), swell, 7);
    out
}

/// A knock, then the ball rolls away, lower and lower.
fn knock_off() -> Vec<f32> {
    let mut out = track(0.34);
    strike(&mut out, 0.0, &wood(880.0), 0.02);
    glide(&mut out, 0.03, (520.0, 150.0), 0.3, 0.45);
    out
}

/// The picture of a Shot board, for the cards and the level lists.
mod preview {
    use crate::games::preview::{Preview, cell_rect, grid};
    use crate::theme::palette::egui_color;
    use bevy_egui::egui::{self, Color32, CornerRadius, Rect, Vec2};
    use puzzles::shot::Board;

    impl Preview for Board {
        fn preview(&self, painter: &egui::Painter, rect: Rect) {
            let b = self;
            let (board, cell) = grid(rect, b.width(), b.height());
            painter.rect_filled(
                board.expand(cell * 0.15),
                CornerRadius::same((cell * 0.3) as u8),
                egui_color(crate::theme::palette::of(painter.ctx()).tray),
            );
            for r in 0..b.height() {
                for c in 0..b.width() {
                    let center = cell_rect(board, cell, c as f32, r as f32, 1.0, 1.0).center();
                    if b.has_ball(c, r) {
                        painter.circle_filled(
                            center,
                            cell * 0.38,
                            super::BALL_COLOUR.in_interface(painter.ctx()),
                        );
                        painter.circle_filled(
                            center + Vec2::new(-0.12, -0.12) * cell,
                            cell * 0.1,
                            Color32::from_white_alpha(110),
                        );
                    } else {
                        painter.circle_filled(
                            center,
                            cell * 0.07,
                            egui_color(crate::theme::palette::of(painter.ctx()).cell),
                        );
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::theme::contrast::below_non_text;
    use crate::theme::palette::Palette;

    #[test]
    fn the_balls_and_the_hint_stand_out_from_the_tray_in_every_look() {
        let tray = Palette::by_look(|p| p.tray);
        let pairs = [
            ("a ball", BALL_COLOUR, tray),
            (
                "the hint's and the cursor's ring",
                Palette::by_look(|p| p.accent),
                tray,
            ),
        ];
        let below = below_non_text("Shot", &pairs);
        assert!(below.is_empty(), "below 3:1: {below:?}");
    }
}
