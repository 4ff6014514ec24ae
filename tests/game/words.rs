//! Every word the game shows comes from the language files: drawn in the pseudo-language
//! (each message's letters accented and in brackets), no screen shows a plain English word.

use crate::harness::*;
use puzzlebox::shell::Screen;

#[test]
fn the_interface_draws_its_words_without_a_window() {
    let mut app = game_with_interface(1280.0, 800.0);
    frames(&mut app, 5);
    let shown = &app.world().resource::<Shown>().0;
    assert!(!shown.is_empty(), "nothing drawn");
    eprintln!("{shown:?}");
    go_to(&mut app, Screen::Puzzles);
    frames(&mut app, 5);
    eprintln!("{:?}", app.world().resource::<Shown>().0);
}
