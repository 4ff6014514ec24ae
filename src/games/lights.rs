//! Lights on screen (built with the `toy` feature only): a row of lamps; click one to flip it
//! and its neighbours. The smallest puzzle plugin: a board, a click, and lamps that change
//! colour when the session says the row changed.

use super::{BoardPiece, TrayColour, set_up_board};
use crate::board::{CELL, PointerInput, cell_at, cell_center};
use crate::lang::Words;
use crate::play;
use crate::play::rules::{HowToPlay, SHARED_KEYS};
use crate::play::session::{BoardChanged, MoveRequested, Playable, Session, Told};
use crate::play::spoken;
use crate::shell::Screen;
use crate::sound::synth::{Effect, strike, track};
use crate::theme;
use bevy::prelude::*;
use bevy_egui::egui;
use puzzles::lights::Strip;

/// A lamp switched: a light click of its own.
const SWITCH: Effect = Effect::new("switch", || {
    let mut out = track(0.06);
    strike(&mut out, 0.0, &[(1500.0, 1.0), (2300.0, 0.3)], 0.01);
    out
});

impl Playable for Strip {
    /// How many lamps are on; whole, each lamp on or off.
    fn board_in_words(&self, words: Words, told: Told) -> String {
        let lamps = self.lamps();
        let on = lamps.iter().filter(|&&on| on).count();
        let line = crate::tr!(words, "lights-board-line", on = on, of = lamps.len());
        if told == Told::Line {
            return line;
        }
        let each: Vec<String> = lamps
            .iter()
            .map(|&on| crate::tr!(words, "lights-board-lamp", on = on.to_string()))
            .collect();
        spoken::sentences(words, &[line, spoken::listed(words, &each)])
    }

    fn move_sounds(&self, _m: &Self::Move, _after: &Self) -> Vec<crate::sound::Sound> {
        vec![crate::sound::Sound::now(SWITCH)]
    }

    const HOW_TO_PLAY: &'static HowToPlay = &HowToPlay {
        rules: &["lights-rule-1", "lights-rule-2"],
        controls: &[("lights-control-1", "lights-control-1-does")],
        quick_help: "lights-help",
        touch_controls: &[("lights-touch-1", "lights-touch-1-does")],
        touch_help: "lights-touch-help",
        keys: SHARED_KEYS,
        picture: None,
        guide: &[crate::play::guide::GuideStep::showing_the_move(
            "guide-lights-1",
            "guide-lights-1-touch",
        )],
    };

    fn move_in_words(&self, words: Words, at: &usize) -> String {
        crate::tr!(words, "lights-move", lamp = at + 1)
    }
}

impl crate::editor::Editable for Strip {}

impl super::Shown for Strip {
    const CARD_LEVEL: &'static str = "lights/01-three-in-a-row";
    const SOUNDS: &'static [crate::sound::synth::Effect] = &[];

    fn plugin(app: &mut App) {
        play::puzzle_systems::<Strip, _, _, _>(app, spawn_row, press, light_up);
    }
}

impl super::preview::Preview for Strip {
    fn preview(&self, painter: &egui::Painter, rect: egui::Rect) {
        let n = self.lamps().len().max(1) as f32;
        let size = (rect.width() / n).min(rect.height());
        for (i, &on) in self.lamps().iter().enumerate() {
            let centre = egui::pos2(
                rect.center().x + (i as f32 - (n - 1.0) / 2.0) * size,
                rect.center().y,
            );
            let colour = theme::palette::egui_color(lamp_colour(on));
            painter.circle_filled(centre, size * 0.4, colour);
        }
    }
}

/// A lamp on screen: its place in the row.
#[derive(Component)]
struct Lamp(usize);

fn lamp_colour(on: bool) -> Color {
    if on {
        Color::srgb(1.0, 0.714, 0.263)
    } else {
        Color::srgb(0.102, 0.114, 0.165)
    }
}

fn spawn_row(
    mut commands: Commands,
    session: Res<Session<Strip>>,
    pieces: Query<Entity, With<BoardPiece>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let lamps = session.current.lamps();
    set_up_board(
        &mut commands,
        &pieces,
        &mut meshes,
        &mut materials,
        (lamps.len(), 1),
        (CELL * 0.1, TrayColour::Painted(theme::palette::Paint::Tray)),
    );
    let disc = meshes.add(Circle::new(CELL * 0.4));
    for (i, &on) in lamps.iter().enumerate() {
        commands.spawn((
            Lamp(i),
            Mesh2d(disc.clone()),
            MeshMaterial2d(materials.add(lamp_colour(on))),
            Transform::from_translation(cell_center(lamps.len(), 1, i as f32, 0.0).extend(1.0)),
            BoardPiece,
            DespawnOnExit(Screen::Playing),
        ));
    }
}

fn press(
    mut pointer: MessageReader<PointerInput>,
    session: Res<Session<Strip>>,
    mut requests: MessageWriter<MoveRequested<Strip>>,
) {
    let n = session.current.lamps().len();
    for input in pointer.read() {
        if let PointerInput::Released(p) = *input
            && let (c, 0) = cell_at(n, 1, p)
            && (0..n as i32).contains(&c)
        {
            requests.write(MoveRequested(c as usize));
        }
    }
}

fn light_up(
    mut changes: MessageReader<BoardChanged<Strip>>,
    lamps: Query<(&Lamp, &MeshMaterial2d<ColorMaterial>)>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let Some(change) = changes.read().last() else {
        return;
    };
    for (lamp, material) in &lamps {
        let on = change.after.lamps().get(lamp.0).copied().unwrap_or(false);
        if let Some(mut m) = materials.get_mut(&material.0) {
            m.color = lamp_colour(on);
        }
    }
}
