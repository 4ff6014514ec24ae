//! The game reopens where it was closed: the screen on show, the puzzle whose levels were
//! listed, or the level being played (which then continues where it was left, see
//! `play::resume`). The place is kept in the progress file's settings as it changes.
//!
//! In a browser the page's address names the place too (`#levels/snake`,
//! `#fifteen/05-four-by-four`): each new place is an entry in the page's history, so Back and
//! Forward move between them, and an address changed under the game (Back, Forward, a link
//! pasted into the tab) takes the game there at once.

use crate::level_id::{LevelId, Place};
use crate::progress::records::Progress;
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
    #[cfg(target_arch = "wasm32")]
    app.add_systems(Startup, address::listen).add_systems(
        Update,
        (
            address::go_where_it_says,
            address::follow_the_game.after(keep_the_place),
        ),
    );
}

/// The place to keep: `title`, `puzzles`, `stats`, `levels/KIND`, or a level's id.
fn place(screen: Screen, chosen: Kind, level: Option<&str>) -> String {
    match (screen, level) {
        (Screen::Playing, Some(id)) => id.to_string(),
        (Screen::Levels | Screen::Playing | Screen::Edit, _) => format!("levels/{chosen}"),
        (Screen::Puzzles, _) => "puzzles".to_string(),
        (Screen::Stats, _) => "stats".to_string(),
        (Screen::Daily, _) => "daily".to_string(),
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
    // Between two levels (one of another puzzle opening) the screen has none: no place.
    if *screen.get() == Screen::Playing && level.is_none() {
        return;
    }
    let here = place(*screen.get(), chosen.0, level);
    if progress.settings.last_place.as_deref() != Some(here.as_str()) {
        progress.settings.last_place = Some(here);
        progress.dirty = true;
    }
}

/// Opens the place kept, if it can still be found (a level file moved away leaves the title).
fn reopen(progress: Res<Progress>, mut ways: Ways) {
    if let Some(place) = progress.settings.last_place.as_deref() {
        go_to(place, &progress, &mut ways);
    }
}

/// Where a place (see [`place`]) or an address leads.
#[derive(Debug)]
enum Goal {
    Screen(Screen),
    Levels(Kind),
    Level(Box<OpenLevel>),
    /// The settings, over the screen on show.
    Settings,
}

/// Where `place` leads, if it can still be found.
fn goal(place: &str, progress: &Progress) -> Option<Goal> {
    Some(match place {
        "title" => Goal::Screen(Screen::Title),
        "puzzles" => Goal::Screen(Screen::Puzzles),
        "stats" => Goal::Screen(Screen::Stats),
        "daily" => Goal::Screen(Screen::Daily),
        "settings" => Goal::Settings,
        _ if let Some(kind) = place.strip_prefix("levels/").and_then(Kind::from_name) => {
            Goal::Levels(kind)
        }
        id => Goal::Level(Box::new(level_of(&LevelId::from(id), progress)?)),
    })
}

/// What going somewhere changes.
#[derive(bevy::ecs::system::SystemParam)]
pub struct Ways<'w> {
    next: ResMut<'w, NextState<Screen>>,
    chosen: ResMut<'w, ChosenPuzzle>,
    open: MessageWriter<'w, OpenLevel>,
    settings: ResMut<'w, crate::shell::SettingsOpen>,
}

/// Goes to a place (see [`place`]), if it can still be found.
fn go_to(place: &str, progress: &Progress, ways: &mut Ways) {
    match goal(place, progress) {
        Some(Goal::Screen(screen)) => ways.next.set(screen),
        Some(Goal::Levels(kind)) => {
            ways.chosen.0 = kind;
            ways.next.set(Screen::Levels);
        }
        // Opening it chooses its puzzle (and leaves another puzzle's screen first).
        Some(Goal::Level(level)) => {
            ways.open.write(*level);
        }
        Some(Goal::Settings) => ways.settings.0 = true,
        None => {}
    }
}

/// The level a kept id names: a built-in level, one of the player's own, or a level file.
fn level_of(id: &LevelId, progress: &Progress) -> Option<OpenLevel> {
    let request = |level: AnyLevel| OpenLevel {
        id: id.clone(),
        level,
        moves: Vec::new(),
    };
    if let Place::File { path } = id.place() {
        return crate::levels::opening(path).ok();
    }
    if let Some((date, kind)) = id.of_daily() {
        let level = (date <= crate::calendar::today())
            .then(|| puzzles::daily::daily_level(date, kind).ok())??;
        return Some(request(level.level));
    }
    if id.is_mine() {
        let kind = id.kind()?;
        let saved = progress.mine.iter().find(|l| &l.id == id)?;
        return AnyLevel::parse(kind, &saved.text).ok().map(request);
    }
    crate::levels::find_builtin(id).map(|b| request(b.level()))
}

/// The page's address following the game, and the game following the address.
#[cfg(target_arch = "wasm32")]
pub mod address {
    use super::{Ways, go_to};
    use crate::progress::records::Progress;
    use bevy::prelude::*;
    use std::cell::RefCell;
    use wasm_bindgen::JsCast;
    use wasm_bindgen::prelude::*;

    /// Frames the game takes to reach the place it was opened on.
    const SETTLING_FRAMES: u32 = 10;

    thread_local! {
        /// An address the page moved to under the game, waiting for the next frame. (Global:
        /// set by the page's callback, which has no game to reach.)
        static ASKED: RefCell<Option<String>> = const { RefCell::new(None) };
    }

    /// The page's address from after its `#`.
    pub fn hash() -> String {
        web_sys::window()
            .and_then(|w| w.location().hash().ok())
            .unwrap_or_default()
            .trim_start_matches('#')
            .to_string()
    }

    /// Listens for the address changing under the game: Back, Forward, a link pasted.
    pub fn listen() {
        let Some(window) = web_sys::window() else {
            return;
        };
        for event in ["hashchange", "popstate"] {
            let changed = Closure::<dyn FnMut(web_sys::Event)>::new(|_: web_sys::Event| {
                ASKED.with(|a| *a.borrow_mut() = Some(hash()));
                crate::redraw::wake();
            });
            let _listening =
                window.add_event_listener_with_callback(event, changed.as_ref().unchecked_ref());
            changed.forget();
        }
    }

    /// A new place is a new entry in the page's history, its address naming the place (the
    /// first replaces the address the page was opened with).
    pub fn follow_the_game(
        progress: Option<Res<Progress>>,
        mut shown: Local<Option<String>>,
        mut frames: Local<u32>,
    ) {
        // The first frames go to the place the page was opened on (its address, or the last
        // place kept): until then the place is not yet the one asked for.
        if *frames < SETTLING_FRAMES {
            *frames += 1;
            return;
        }
        let Some(place) = progress.and_then(|p| p.settings.last_place.clone()) else {
            return;
        };
        if shown.as_deref() == Some(place.as_str()) {
            return;
        }
        let first = shown.is_none();
        *shown = Some(place.clone());
        if hash() == place {
            return;
        }
        let Some(history) = web_sys::window().and_then(|w| w.history().ok()) else {
            return;
        };
        let address = format!("#{place}");
        let _written = if first {
            history.replace_state_with_url(&JsValue::NULL, "", Some(&address))
        } else {
            history.push_state_with_url(&JsValue::NULL, "", Some(&address))
        };
    }

    /// Goes where an address changed under the game says: a place, or a level's code. (The
    /// game's own changes of the address send no event: every one that comes is the
    /// player's, and is followed even when the game is still on its way elsewhere, as after a
    /// quick Back then Forward.)
    pub fn go_where_it_says(
        progress: Res<Progress>,
        mut ways: Ways,
        mut keep: ResMut<crate::redraw::KeepDrawing>,
    ) {
        let Some(wanted) = ASKED.with(|a| a.borrow_mut().take()) else {
            return;
        };
        if wanted.is_empty() {
            return;
        }
        // The next frame shows where it went, however still the screen was.
        keep.0 = true;
        info!("the address asks for {wanted}");
        match wanted.strip_prefix("code=") {
            Some(code) => match crate::levels::opening(code) {
                Ok(level) => {
                    ways.open.write(level);
                }
                Err(why) => warn!("the address holds a code that cannot be read: {why}"),
            },
            None => go_to(&wanted, &progress, &mut ways),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_leads_to_the_settings_a_screen_a_list_or_a_level() {
        let progress = Progress::default();
        let to = |place: &str| format!("{:?}", goal(place, &progress));
        assert_eq!(to("settings"), "Some(Settings)");
        assert_eq!(to("stats"), "Some(Screen(Stats))");
        assert_eq!(to("levels/snake"), "Some(Levels(Snake))");
        assert!(to("fifteen/05-four-by-four").starts_with("Some(Level("));
        assert_eq!(to("no-such-place"), "None");
        assert_eq!(to("levels/chess"), "None");
    }
}
