//! Building the game: the window, the plugins, and the screen it opens on.

use crate::lang::Words;
use crate::play;
use crate::play::session::LevelInfo;
use crate::screens::ChosenPuzzle;
use crate::shell::{OpenLevel, PlaySystems, Screen};
use crate::{
    board, board_text, file_drop, frame_pacing, games, input, progress, screens, screenshot, shell,
    theme, tween,
};
use bevy::prelude::*;
use bevy::window::WindowResolution;
use bevy_egui::{EguiContexts, EguiPlugin, EguiPrimaryContextPass};

/// How the game starts.
#[derive(Clone, Debug, Default)]
pub struct Start {
    /// A level to open at once.
    pub level: Option<OpenLevel>,
    /// A screen to open at once (when no level is given).
    pub screen: Option<(Screen, Option<puzzles::Kind>)>,
    /// Window size in pixels.
    pub size: Option<(u32, u32)>,
    /// Take a screenshot and exit.
    pub screenshot: Option<screenshot::Plan>,
    /// A level to open the editor on (a copy of it).
    pub edit: Option<puzzles::AnyLevel>,
    /// Open the settings over the first screen.
    pub settings_open: bool,
    /// Settings for this run only, never saved.
    pub for_this_run: progress::records::ForThisRun,
    /// Open the Daily screen on this day's five.
    pub daily: Option<puzzles::daily::Date>,
}

/// Opens the window and runs the game until it is closed; if something the window needs is
/// missing, says which in one sentence and exits with status 1.
pub fn run(start: Start) -> AppExit {
    if let Some(why) = crate::system_libraries::missing() {
        eprintln!("puzzlebox: {why}");
        return AppExit::from_code(1);
    }
    crate::system_libraries::explain_start_failures();
    let mut app = App::new();
    let silent = crate::sound::no_device_here();
    app.add_plugins(engine(start.size.unwrap_or((1280, 800)), silent.is_some()))
        .add_plugins(EguiPlugin::default());
    if let Some(why) = silent {
        // Said once the log is up.
        app.add_systems(Startup, move || info!("{why}"));
    }
    if start.screenshot.is_some() {
        // Pictures for tests and documents leave the player's progress alone (unless
        // `PUZZLEBOX_DATA` names a folder to read, so that a test can open a real save), and
        // show the level, not the "How to play" card or the guide that open the first time.
        app.insert_resource(progress::ProgressStore(progress::store::screenshot_store()));
        app.add_systems(
            Startup,
            |mut progress: ResMut<progress::records::Progress>| {
                progress.settings.rules_seen = puzzles::Kind::ALL.to_vec();
                progress.settings.guided = puzzles::Kind::ALL.to_vec();
            },
        );
    }
    app.insert_resource(start.for_this_run.clone())
        .insert_resource(shell::SettingsOpen(start.settings_open));
    app.add_plugins(GamePlugin).add_systems(
        EguiPrimaryContextPass,
        style_once.in_set(theme::fonts::Styling),
    );
    start_where_asked(&mut app, start);
    app.add_systems(Startup, || info!("puzzlebox is ready"))
        .add_systems(First, tell_of_the_first_frame);
    app.run()
}

/// The engine's plugins: the window (`width` by `height`), the log, and sound unless `silent`.
fn engine((width, height): (u32, u32), silent: bool) -> bevy::app::PluginGroupBuilder {
    let plugins = DefaultPlugins.set(WindowPlugin {
        primary_window: Some(Window {
            title: "puzzlebox".into(),
            // The application's id: the desktop entry's name, so that a desktop shows the
            // window with its icon (X11's WM_CLASS, Wayland's app id).
            name: Some(shell::APP_ID.into()),
            resolution: WindowResolution::new(width, height),
            canvas: Some("#bevy".into()),
            fit_canvas_to_parent: true,
            prevent_default_event_handling: true,
            ..default()
        }),
        ..default()
    });
    #[cfg(not(target_arch = "wasm32"))]
    let plugins = plugins.set(bevy::log::LogPlugin {
        filter: crate::log::filter(),
        ..default()
    });
    #[cfg(target_arch = "wasm32")]
    crate::log::start_in_the_browser();
    if silent {
        plugins.disable::<bevy::audio::AudioPlugin>()
    } else {
        plugins
    }
}

/// Opens what `start` asks for: a level, the editor on a level, the Daily screen, a screen, or
/// else the place the game was left; and takes the screenshot it asks for.
fn start_where_asked(app: &mut App, start: Start) {
    if let Some(level) = start.level {
        app.add_systems(Startup, move |mut out: MessageWriter<OpenLevel>| {
            out.write(level.clone());
        });
    } else if let Some(level) = start.edit {
        app.add_systems(
            Startup,
            move |mut out: MessageWriter<crate::shell::EditLevel>| {
                out.write(crate::shell::EditLevel::copy(level.clone()));
            },
        );
    } else if start.screen.is_none() && start.daily.is_none() && start.screenshot.is_none() {
        app.insert_resource(crate::reopen::ReopenLastPlace);
    }
    if let Some(date) = start.daily {
        app.insert_resource(crate::daily_set::DailyView {
            date: Some(date),
            month: None,
        });
        app.add_systems(Startup, |mut next: ResMut<NextState<Screen>>| {
            next.set(Screen::Daily);
        });
    }
    if let Some((screen, kind)) = start.screen {
        app.add_systems(
            Startup,
            move |mut next: ResMut<NextState<Screen>>, mut chosen: ResMut<ChosenPuzzle>| {
                next.set(screen);
                if let Some(k) = kind {
                    chosen.0 = k;
                }
            },
        );
    }
    if let Some(request) = start.screenshot {
        app.add_plugins(screenshot::plugin(request));
    }
}

/// Logs once that the first frame has been drawn (a frame is drawn at the end of each update,
/// so at the start of the second), for the browser test to time.
fn tell_of_the_first_frame(mut updates: Local<u32>) {
    if *updates == 1 {
        info!("the first frame is drawn");
    }
    *updates = updates.saturating_add(1).min(2);
}

/// Everything the game adds to a Bevy app with a window.
pub struct GamePlugin;

impl Plugin for GamePlugin {
    fn build(&self, app: &mut App) {
        // Records kept under a built-in level's former id follow it, as the save is read.
        app.insert_resource(progress::Renames(crate::levels::renames()));
        app.add_plugins((
            shell::plugin,
            theme::plugin,
            input::plugin,
            progress::plugin,
            tween::plugin,
            board::plugin,
            (board_text::plugin, file_drop::plugin, crate::sound::plugin),
            (
                crate::spoken::plugin,
                crate::page_tree::plugin,
                crate::screen_reader::plugin,
            ),
            screens::plugin,
            play::plugin,
            crate::hud::plugin,
            games::plugin,
            (frame_pacing::plugin, crate::render_quality::plugin),
            (crate::reopen::plugin, screens::edit::plugin),
            crate::random_levels::plugin,
        ))
        // A level opens after the frame's play systems, never between two of them: the old
        // session goes while none of its systems is halfway through a frame.
        .add_systems(
            Update,
            (open_what_waited, next_level, open_level)
                .chain()
                .after(PlaySystems::Animate),
        )
        .init_resource::<OpensAfterLeaving>();
    }
}

fn style_once(
    mut contexts: EguiContexts,
    mut commands: Commands,
    ready: Option<Res<theme::UiReady>>,
) -> Result {
    if ready.is_some() {
        return Ok(());
    }
    // egui takes new fonts at its next pass: the interface waits until they are in (a frame
    // later, or more should a pass pass them by).
    let ctx = contexts.ctx_mut()?;
    let title = bevy_egui::egui::FontFamily::Name("title".into());
    if ctx.fonts(|f| f.families().contains(&title)) {
        commands.insert_resource(theme::UiReady);
    } else {
        theme::style::style_egui(ctx);
    }
    Ok(())
}

/// A level of another puzzle than the one on screen, asked for while playing (a link, a
/// changed address): it opens once the Playing screen has been left and entered again, so that
/// everything of the other puzzle goes first (its board, its camera, the room its panels took),
/// as it does through the menus.
#[derive(Resource, Default)]
pub struct OpensAfterLeaving(Option<OpenLevel>);

/// Asks again for the level that waited for the screen to be left.
fn open_what_waited(mut waiting: ResMut<OpensAfterLeaving>, mut open: MessageWriter<OpenLevel>) {
    if let Some(level) = waiting.0.take() {
        open.write(level);
    }
}

/// Starts playing a level: a fresh session of its puzzle, and the Playing screen.
pub fn open_level(
    mut opened: MessageReader<OpenLevel>,
    mut commands: Commands,
    screen: Res<State<Screen>>,
    mut next: ResMut<NextState<Screen>>,
    mut waiting: ResMut<OpensAfterLeaving>,
    mut chosen: ResMut<ChosenPuzzle>,
    mut progress: ResMut<progress::records::Progress>,
    (enders, shown): (Res<play::SessionEnders>, Res<play::PlayStatus>),
    mut notice: ResMut<crate::notice::Notice>,
    time: Res<Time>,
    words: Res<Words>,
) {
    let words = *words;
    let Some(mut request) = opened.read().last().cloned() else {
        return;
    };
    for end in &enders.0 {
        end(&mut commands);
    }
    // Another puzzle than the one on show: the Playing screen is left and entered again, so
    // that the last puzzle's scene and cards go (the puzzle chosen may already be the new
    // one: an address names the level's puzzle before it opens).
    let another = shown.kind.is_some_and(|kind| kind != request.level.kind());
    if *screen.get() == Screen::Playing && (another || request.level.kind() != chosen.0) {
        chosen.0 = request.level.kind();
        waiting.0 = Some(request);
        next.set(Screen::Playing);
        return;
    }
    // A code of a level the player already has opens that level.
    if request.id.is_from_a_code()
        && let Some(have) = progress.mine.iter().find(|l| {
            puzzles::AnyLevel::parse(request.level.kind(), &l.text)
                .is_ok_and(|level| crate::levels::same_level(&level, &request.level))
        })
    {
        request.id = have.id.clone();
    }
    let meta = request.level.meta();
    let info = LevelInfo {
        id: request.id.clone(),
        // A built-in level's title in the player's language; one of the player's own with none
        // is "My level", as its list names it; a file with none, its name.
        title: crate::levels::shown_title_of(words, &request.id).unwrap_or_else(|| {
            meta.title().map_or_else(
                || {
                    if request.id.starts_with("mine/") {
                        crate::tr!(words, "level-untitled")
                    } else {
                        request.id.rsplit('/').next().unwrap_or("").to_string()
                    }
                },
                str::to_string,
            )
        }),
        par: meta.par(),
    };
    if request.id.starts_with("mine/")
        && let Some(gone) = progress.keep_level(request.id.clone(), request.level.to_text())
    {
        notice.shown = Some(crate::notice::NoticeText {
            text: crate::tr!(
                words,
                "notice-levels-full",
                most = crate::progress::records::MOST_KEPT,
                gone = gone.title(words)
            ),
            warns: false,
            until: Some(time.elapsed_secs_f64() + 8.0),
        });
    }
    chosen.0 = request.level.kind();
    info!("opened {}", request.id);
    let left = play::resume::continue_where_left(&mut request, &progress);
    crate::games::open(request, left, info, &mut commands);
    (*next).set_if_neq(Screen::Playing);
}

/// Opens the level after the one just played, a new random one after a random one, the list
/// after a day's level; after the path's last level the first of it not won yet, or once every level is won a random level
/// at the player's rating.
fn next_level(
    mut commands_io: ParamSet<(MessageReader<play::Command>, MessageWriter<play::Command>)>,
    status: Res<play::PlayStatus>,
    (mut open, mut make): (
        MessageWriter<OpenLevel>,
        MessageWriter<crate::shell::MakeLevel>,
    ),
    (progress, mut next): (
        Res<crate::progress::records::Progress>,
        ResMut<NextState<Screen>>,
    ),
) {
    use crate::levels::OnThePath;
    if !commands_io
        .p0()
        .read()
        .any(|c| *c == play::Command::NextLevel)
    {
        return;
    }
    if status.level_id.starts_with("mine/") {
        commands_io.p1().write(play::Command::NewLevel);
        return;
    }
    let Some(kind) = status.kind else {
        return;
    };
    let won = |id: &crate::level_id::LevelId| progress.solved(id);
    let builtin = match crate::levels::after_on_the_path(kind, &status.level_id, won) {
        // A day's level: back to the list.
        None => {
            next.set(Screen::Levels);
            return;
        }
        Some(OnThePath::Finished) => {
            crate::screens::for_you::make(&progress, kind, &mut make);
            return;
        }
        Some(OnThePath::Next(level) | OnThePath::BackTo(_, level)) => level,
    };
    open.write(OpenLevel {
        id: builtin.id(),
        level: builtin.level(),
        moves: Vec::new(),
    });
}
