//! A new language reaches the words made once and kept: the title of the level on show. (The
//! language is the game's own: the other tests, in the same program, read English.)

use crate::harness::*;
use puzzlebox::progress::records::Progress;

fn choose(app: &mut bevy::prelude::App, code: &str) {
    let mut progress = app.world_mut().resource_mut::<Progress>();
    progress.settings.language = Some(code.to_string());
    frames(app, 3);
}

#[test]
fn a_new_language_retitles_the_level_on_show() {
    let mut app = game();
    choose(&mut app, "en");
    open(&mut app, "fifteen/01-first-light");
    frames(&mut app, 2);
    assert_eq!(status(&app).title, "First light");
    choose(&mut app, "de");
    assert_eq!(
        app.world().resource::<puzzlebox::lang::Words>().language,
        puzzlebox::lang::Language::German
    );
    assert_eq!(status(&app).title, "Morgengrauen");
    choose(&mut app, "en");
}

#[test]
fn the_letters_on_coloured_tiles_are_the_languages_own() {
    use bevy::prelude::*;
    use puzzlebox::board_text::BoardText;
    fn letters(app: &mut App) -> Vec<String> {
        let world = app.world_mut();
        let mut texts: Vec<String> = world
            .query::<&BoardText>()
            .iter(world)
            .map(|t| t.text.clone())
            .collect();
        texts.sort();
        texts.dedup();
        texts
    }
    let mut app = game();
    choose(&mut app, "en");
    open(&mut app, "kodable/07-a-yellow-turn");
    frames(&mut app, 2);
    assert_eq!(letters(&mut app), ["Y"], "yellow's tiles, in English");
    choose(&mut app, "de");
    assert_eq!(letters(&mut app), ["G"], "Gelb: the map written again");
    choose(&mut app, "en");
}
