//! Every word the game shows comes from the language files. The game is drawn in the
//! pseudo-language, where every letter of a message's own words is a look-alike outside ASCII
//! (`Shot` → `Ŝĥöţ`), through every screen a player meets; a word of plain letters on any of
//! them was written into the code, or put into a message from elsewhere, and is reported with
//! the text it stood in. (The pseudo-language is the game's own: the other tests, in the same
//! program, read English at the same time.)

use crate::harness::*;
use bevy::prelude::*;
use bevy::window::FileDragAndDrop;
use puzzlebox::lang::Words;
use puzzlebox::play::Command;
use puzzlebox::progress::ProgressStore;
use puzzlebox::progress::store::MemoryStore;
use puzzlebox::screens::ChosenPuzzle;
use puzzlebox::shell::{Screen, SettingsOpen};
use std::collections::BTreeSet;

/// Words of plain letters that are no one language's: the game's name, and keys as their
/// caps are labelled.
const ANY_LANGUAGE: &[&str] = &[
    "puzzlebox",
    "Esc",
    "Tab",
    "Enter",
    "Ctrl",
    "Shift",
    "Alt",
    "Space",
    "Backspace",
    "Home",
    "End",
    "PgUp",
    "PgDn",
    "Del",
    "F1",
    "F11",
];

/// The runs of two or more plain letters in `text` that are not in [`ANY_LANGUAGE`].
fn plain_words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| w.chars().filter(|c| c.is_ascii_alphabetic()).count() >= 2)
        .filter(|w| !ANY_LANGUAGE.contains(w))
        .map(str::to_string)
        .collect()
}

/// Whether `text` is written in one of the puzzles' own notations, which a player types and
/// files hold, the same in every language: a roll-the-ball program (`Right Loop{2}{Up,Left}`)
/// or a snake's chain (F for a straight cube, T for a turn).
fn is_notation(text: &str) -> bool {
    let chain = text
        .chars()
        .all(|c| matches!(c, 'F' | 'T') || c.is_whitespace());
    chain || puzzles::kodable::parse_blocks(text).is_ok_and(|blocks| !blocks.is_empty())
}

/// Level files a player may drop on the window, each wrong its own way: the reader's errors
/// and their frames in the pseudo-language too.
/// and their frames in the pseudo-language too. Their names, and the endings a level file's
/// name may have, are the player's and the file system's words, not the game's: they are left
/// out of what is checked.
const BAD_FILES: [(&str, &str); 6] = [
    ("ƀ.fifteen", "1 2 3\n4 5 x\n7 0 8\n"),
    ("ţ.fifteen", "1 2 3\n4 5 1\n7 0 8\n"),
    ("ĝ.klotski", "SS.\nSS.\n...\n"),
    ("ƥ.kodable", "; program: Up Ŕíǧ\n@ - t\n"),
    ("ƒ.snake", "; fold: 9\nFTTTTTT\n"),
    ("ñ.txt", "ĥ"),
];

/// `text` without the temporary folder's path and file names' endings.
fn without_file_names(text: &str, dir: &std::path::Path) -> String {
    let mut text = text.replace(&*dir.to_string_lossy(), "");
    for ending in puzzles::Kind::ALL
        .map(|k| k.extension())
        .iter()
        .chain(&["txt"])
    {
        text = text.replace(&format!(".{ending}"), "");
    }
    text
}

/// Programs a player may type wrong, each shown back as typed. A word typed wrong is quoted
/// as typed: here in letters no language check trips on.
const TYPED_WRONG: [&str; 3] = [
    "Right Cond{p}{Ŕí}",
    "Loop{2}{Up}",
    "Function with Up Ŕíǧ Down",
];

/// Runs `n` frames and gathers every text the interface drew in them.
fn drawn(
    app: &mut bevy::prelude::App,
    n: usize,
    into: &mut BTreeSet<(String, String)>,
    place: &str,
) {
    let before = into.len();
    for _ in 0..n {
        app.update();
        for text in &app.world().resource::<Shown>().0 {
            into.insert((place.to_string(), text.clone()));
        }
    }
    // Every place draws something new, or the walk did not get there.
    assert!(
        into.len() > before || into.iter().any(|(p, _)| p == place),
        "nothing drawn at {place}"
    );
}

/// The Daily screen, drawn at once while the day's five are made in the background (its
/// first frame says so), then with the five when they come.
fn daily_screen_drawn(app: &mut App, seen: &mut BTreeSet<(String, String)>) {
    go_to(app, Screen::Daily);
    app.update();
    let making = PSEUDO.message("daily-making", &[]);
    let shown = |app: &App, text: &str| app.world().resource::<Shown>().0.iter().any(|t| t == text);
    assert!(
        shown(app, &making),
        "the first frame says the five are being made"
    );
    let names: Vec<String> = puzzles::daily::puzzles()
        .map(|(kind, _)| PSEUDO.puzzle_name(kind))
        .collect();
    let all_shown = until(app, 3000, |app| names.iter().all(|n| shown(app, n)));
    assert!(all_shown, "the day's five came");
    assert!(!shown(app, &making));
    drawn(app, 2, seen, "daily");
}

/// Every text drawn, by place.
type Seen = BTreeSet<(String, String)>;

#[test]
fn no_screen_shows_a_word_that_is_not_in_the_language_files() {
    let mut seen = BTreeSet::new();
    let dir = tempfile::tempdir().unwrap();
    for (width, height) in [(1280.0, 800.0), (390.0, 844.0)] {
        let mut app = game_with_interface(width, height);
        menus_drawn(&mut app, &mut seen);
        for kind in puzzles::Kind::ALL {
            puzzle_drawn(&mut app, &mut seen, kind);
        }
        for (file, text) in BAD_FILES {
            let path = dir.path().join(file);
            std::fs::write(&path, text).unwrap();
            app.world_mut().write_message(FileDragAndDrop::DroppedFile {
                window: Entity::PLACEHOLDER,
                path_buf: path,
            });
            drawn(&mut app, 3, &mut seen, &format!("{file} dropped"));
        }
        open(&mut app, "kodable/14-stairs-bends-and-a-pink-door");
        for typed in TYPED_WRONG {
            let typed = puzzlebox::games::kodable::Request::Type(typed.to_string());
            app.world_mut().write_message(typed);
            drawn(&mut app, 3, &mut seen, "a program typed wrong");
        }
    }
    let english = not_from_the_files(&seen, dir.path());
    assert!(
        seen.len() > 100,
        "only {} texts drawn: the walk through the screens went wrong",
        seen.len()
    );
    assert!(
        english.is_empty(),
        "{} texts with words not from the language files:\n{}",
        english.len(),
        english.join("\n")
    );
}

/// The title, the settings, the puzzles, the stats and the Daily screen, and each of today's
/// five as the Daily screen opens it.
fn menus_drawn(app: &mut App, seen: &mut Seen) {
    drawn(app, 4, seen, "title");
    app.world_mut().resource_mut::<SettingsOpen>().0 = true;
    drawn(app, 4, seen, "settings");
    app.world_mut().resource_mut::<SettingsOpen>().0 = false;
    for (screen, place) in [(Screen::Puzzles, "puzzles"), (Screen::Stats, "stats")] {
        go_to(app, screen);
        drawn(app, 4, seen, place);
    }
    daily_screen_drawn(app, seen);
    let today = puzzlebox::calendar::today();
    for (kind, _) in puzzles::daily::puzzles() {
        let level = puzzles::daily::daily_level(today, kind).unwrap().level;
        app.world_mut().write_message(puzzlebox::shell::OpenLevel {
            id: puzzlebox::level_id::LevelId::daily(today, kind),
            level,
            moves: Vec::new(),
        });
        drawn(app, 4, seen, &format!("daily {kind}"));
    }
}

/// A puzzle's levels, its first level with its card, a hint, playback and the win, a new
/// level and its editor.
fn puzzle_drawn(app: &mut App, seen: &mut Seen, kind: puzzles::Kind) {
    let place = |what: &str| format!("{kind} {what}");
    app.world_mut().resource_mut::<ChosenPuzzle>().0 = kind;
    go_to(app, Screen::Levels);
    drawn(app, 4, seen, &place("levels"));
    let first = &puzzlebox::levels::builtin(kind)[0];
    open(app, &format!("{}/{}", kind.extension(), first.stem()));
    drawn(app, 4, seen, &place("level"));
    command(app, Command::HowToPlay);
    drawn(app, 3, seen, &place("how to play"));
    command(app, Command::HowToPlay);
    command(app, Command::Hint);
    until(app, 300, |app| {
        let status = app.world().resource::<puzzlebox::play::PlayStatus>();
        status.hint.is_some() || status.thinking.is_none()
    });
    drawn(app, 3, seen, &place("hint"));
    command(app, Command::Solve);
    drawn(app, 10, seen, &place("playback"));
    command(app, Command::Finish);
    drawn(app, 10, seen, &place("won"));
    command(app, Command::NewLevel);
    let made = until(app, 600, |app| {
        let status = app.world().resource::<puzzlebox::play::PlayStatus>();
        status.title.contains('#') && !status.solved
    });
    assert!(made, "no new {kind} level was made");
    drawn(app, 4, seen, &place("new level"));
    command(app, Command::EditCopy);
    frames(app, 2);
    assert_eq!(screen(app), Screen::Edit);
    drawn(app, 6, seen, &place("editor"));
    go_to(app, Screen::Title);
    drawn(app, 2, seen, "title");
}

/// The texts seen with plain words in them, each with its place and those words: neither a
/// language's own name, nor a notation, nor what the player typed, nor a file's name.
fn not_from_the_files(seen: &Seen, dir: &std::path::Path) -> Vec<String> {
    // The languages in the settings are each named in itself.
    let own_names: Vec<_> = puzzlebox::lang::Language::ALL.map(|l| l.own_name()).into();
    let mut english = Vec::new();
    for (place, text) in seen {
        let typed = TYPED_WRONG.contains(&text.as_str());
        if own_names.contains(&text.as_str()) || is_notation(text) || typed {
            continue;
        }
        let words = plain_words(&without_file_names(text, dir));
        if !words.is_empty() {
            english.push(format!("{place}: {text:?} ({})", words.join(", ")));
        }
    }
    english
}

#[test]
fn a_word_written_into_the_code_is_found() {
    // What the test above looks for, shown on a text the pseudo-language made and one it did
    // not.
    assert!(plain_words(&puzzlebox::lang::pseudo("Undo the last move")).is_empty());
    assert_eq!(plain_words("[Ñéẋţ: The example]"), ["The", "example"]);
    assert!(plain_words("Esc · 3 · ×2 · 4×4").is_empty());
}

/// English in the pseudo-language.
const PSEUDO: Words = Words {
    language: puzzlebox::lang::Language::English,
    pseudo: true,
};

/// The game as the harness's `game` makes it, in the pseudo-language, with its interface drawn too (without a window or a
/// renderer): every frame's words are kept in [`Shown`], as the interface laid them out.
pub fn game_with_interface(width: f32, height: f32) -> App {
    use bevy_egui::{EguiGlobalSettings, EguiPlugin, EguiPostUpdateSet, EguiPreUpdateSet};
    let mut app = game_built(ProgressStore(Box::new(MemoryStore)));
    // No window sends the interface pointer or keys: its readers of them stay off.
    let mut settings = EguiGlobalSettings::default();
    let input = &mut settings.input_system_settings;
    input.run_write_modifiers_keys_state_system = false;
    input.run_write_window_pointer_moved_messages = false;
    input.run_write_pointer_button_messages = false;
    input.run_write_window_touch_messages_system = false;
    input.run_write_non_window_pointer_moved_messages_system = false;
    input.run_write_mouse_wheel_messages_system = false;
    input.run_write_pinch_gesture_messages_system = false;
    input.run_write_non_window_touch_messages_system = false;
    input.run_write_keyboard_input_messages_system = false;
    input.run_write_ime_messages_system = false;
    input.run_write_file_dnd_messages_system = false;
    settings.enable_cursor_icon_updates = false;
    app.insert_resource(settings)
        .init_asset::<Image>()
        .init_asset::<bevy::shader::Shader>()
        .add_message::<bevy::window::RequestRedraw>()
        .init_resource::<Shown>()
        .insert_resource(PSEUDO)
        .add_plugins(EguiPlugin::default())
        .add_systems(bevy_egui::EguiPrimaryContextPass, style_once)
        .add_systems(
            PreUpdate,
            (move |mut inputs: Query<&mut bevy_egui::EguiInput>| {
                for mut input in &mut inputs {
                    input.0.screen_rect = Some(bevy_egui::egui::Rect::from_min_size(
                        Default::default(),
                        bevy_egui::egui::vec2(width, height),
                    ));
                }
            })
            .after(EguiPreUpdateSet::InitContexts)
            .before(EguiPreUpdateSet::BeginPass),
        )
        .add_systems(
            PostUpdate,
            keep_the_words
                .after(EguiPostUpdateSet::EndPass)
                .before(EguiPostUpdateSet::ProcessOutput),
        );
    app.update();
    app
}

/// Every piece of text the interface drew in the last frame.
#[derive(Resource, Default, Debug)]
pub struct Shown(pub Vec<String>);

fn style_once(
    mut contexts: bevy_egui::EguiContexts,
    mut commands: Commands,
    ready: Option<Res<puzzlebox::theme::UiReady>>,
) -> Result {
    if ready.is_none() {
        puzzlebox::theme::style::style_egui(contexts.ctx_mut()?);
        commands.insert_resource(puzzlebox::theme::UiReady);
    }
    Ok(())
}

fn keep_the_words(outputs: Query<&bevy_egui::EguiFullOutput>, mut shown: ResMut<Shown>) {
    use bevy_egui::egui::epaint::Shape;
    fn walk(shape: &Shape, out: &mut Vec<String>) {
        match shape {
            Shape::Text(text) => out.push(text.galley.job.text.clone()),
            Shape::Vec(shapes) => shapes.iter().for_each(|s| walk(s, out)),
            _ => {}
        }
    }
    shown.0.clear();
    for output in &outputs {
        if let Some(full) = &output.0 {
            for clipped in &full.shapes {
                walk(&clipped.shape, &mut shown.0);
            }
        }
    }
}
