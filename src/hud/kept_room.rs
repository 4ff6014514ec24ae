//! The room a bar's changing line took, kept while the level is on show: the board does not
//! move under a click or a swipe aimed at it a moment before, when the guide's line or the line
//! of news under the board shrinks or goes. (Skip gives the guide's room back: the finger is on
//! Skip then, not on the board.)

use crate::level_id::LevelId;
use crate::shell::Screen;
use bevy::prelude::*;

/// The most height a line took on `level`, in a window `width` points wide.
#[derive(Default, Debug)]
pub struct KeptRoom {
    level: LevelId,
    width: f32,
    height: f32,
}

impl KeptRoom {
    /// The line took `used` points of height on `level`, in a window `width` points wide: the
    /// room to leave empty under it, to keep the most it took (none on another level or once
    /// the window's width changed).
    pub fn keep(&mut self, level: &LevelId, width: f32, used: f32) -> f32 {
        if self.level != *level || (self.width - width).abs() > 0.5 {
            *self = KeptRoom {
                level: level.clone(),
                width,
                height: used,
            };
        }
        self.height = self.height.max(used);
        self.height - used
    }
}

/// The room kept in the HUD's bars: the guide's line in the top bar, the line of news in the
/// bottom one.
#[derive(Resource, Default, Debug)]
pub struct BarRooms {
    pub guide: KeptRoom,
    pub news: KeptRoom,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<BarRooms>().add_systems(
        OnExit(Screen::Playing),
        |mut commands: Commands| {
            commands.insert_resource(BarRooms::default());
        },
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_most_room_is_kept_on_a_level_and_forgotten_on_the_next_or_a_new_width() {
        let first = LevelId::builtin(puzzles::Kind::Shot, "01-the-example");
        let other = LevelId::builtin(puzzles::Kind::Shot, "02-two");
        let mut room = KeptRoom::default();
        assert_eq!(room.keep(&first, 390.0, 60.0), 0.0);
        assert_eq!(
            room.keep(&first, 390.0, 40.0),
            20.0,
            "shrunk: the rest is kept"
        );
        assert_eq!(room.keep(&first, 390.0, 80.0), 0.0, "grown");
        assert_eq!(room.keep(&first, 390.0, 0.0), 80.0, "gone: all of it kept");
        assert_eq!(room.keep(&other, 390.0, 10.0), 0.0, "another level");
        assert_eq!(room.keep(&other, 800.0, 5.0), 0.0, "another width");
    }
}
