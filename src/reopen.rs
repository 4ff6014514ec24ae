//! The game reopens where it was closed: the screen on show, the puzzle whose levels were
//! listed, or the level being played (which then continues where it was left, see
//! `play::resume`). The place is kept in the progress file's settings as it changes.

use crate::progress::Progress;
use crate::screens::ChosenPuzzle;
use crate::shell::OpenLevel;
use crate::shell::Screen;
use bevy::prelude::*;
use puzzles::{AnyLevel, Kind};

/// Set when the game was started with nothing to open (no level, screen or screenshot asked
/// for): it then opens the place it was closed on.
#[derive(Resource)]
pub struct ReopenLastPlace;

pub fn plugin(app: &mut App) {
    app.add_systems(Startup, reopen.run_if(resource_exists::<ReopenLastPlace>))
        .add_systems(Update, keep_the_place);
}

/// The place to keep: `title`, `puzzles`, `stats`, `levels/KIND`, or a level's id.
fn place(screen: Screen, chosen: Kind, level: Option<&str>) -> String {
    match (screen, level) {
        (Screen::Playing, Some(id)) => id.to_string(),
        (Screen::Levels | Screen::Playing | Screen::Edit, _) => format!("levels/{chosen}"),
        (Screen::Puzzles, _) => "puzzles".to_string(),
        (Screen::Stats, _) => "stats".to_string(),
        (Screen::Title, _) => "title".to_string(),
    }
}

fn keep_the_place(
    screen: Res<State<Screen>>,
    chosen: Res<ChosenPuzzle>,
    status: Res<crate::play::PlayStatus>,
    progress: Option<ResMut<Progress>>,
) {
    let Some(mut progress) = progress else {
        return;
    };
    let level = (!status.level_id.is_empty()).then_some(status.level_id.as_str());
    let here = place(*screen.get(), chosen.0, level);
    if progress.settings.last_place.as_deref() != Some(here.as_str()) {
        progress.settings.last_place = Some(here);
        progress.dirty = true;
    }
}

/// Opens the place kept, if it can still be found (a level file moved away leaves the title).
fn reopen(
    progress: Res<Progress>,
    mut next: ResMut<NextState<Screen>>,
    mut chosen: ResMut<ChosenPuzzle>,
    mut open: MessageWriter<OpenLevel>,
) {
    let Some(place) = progress.settings.last_place.as_deref() else {
        return;
    };
    match place {
        "title" => {}
        "puzzles" => next.set(Screen::Puzzles),
        "stats" => next.set(Screen::Stats),
        _ if let Some(kind) = place.strip_prefix("levels/").and_then(Kind::from_name) => {
            chosen.0 = kind;
            next.set(Screen::Levels);
        }
        id => {
            if let Some(level) = level_of(id, &progress) {
                chosen.0 = level.level.kind();
                open.write(level);
            }
        }
    }
}

/// The level a kept id names: a built-in level, one of the player's own, or a level file.
fn level_of(id: &str, progress: &Progress) -> Option<OpenLevel> {
    let request = |level: AnyLevel| OpenLevel {
        id: id.to_string(),
        level,
        moves: Vec::new(),
    };
    if let Some(path) = id.strip_prefix("file/") {
        return crate::levels::opening(path).ok();
    }
    if id.starts_with("mine/") {
        let kind = id.split('/').nth(1).and_then(Kind::from_name)?;
        let saved = progress.mine.iter().find(|l| l.id == id)?;
        return AnyLevel::parse(kind, &saved.text).ok().map(request);
    }
    crate::levels::find_builtin(id).map(|b| request(b.level()))
}
