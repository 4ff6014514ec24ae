//! Tab walks the interface's controls where nothing else uses it (the title, today's five, the
//! stats, the settings), Enter presses the one in focus and nothing else, and Esc lets it go;
//! in a level Tab stays the puzzle's and no button takes the keyboard.

use crate::harness::*;
use crate::words::game_with_interface;
use bevy::prelude::*;
use bevy_egui::{EguiContext, PrimaryEguiContext, egui, input::EguiInputEvent};
use puzzlebox::input::InterfaceKeys;
use puzzlebox::shell::{Screen, SettingsOpen};

/// A key pressed as a window sends it: to the game, and to the interface.
fn key(app: &mut App, code: KeyCode, key: egui::Key) {
    let world = app.world_mut();
    let context = world
        .query_filtered::<Entity, With<PrimaryEguiContext>>()
        .single(world)
        .unwrap();
    for pressed in [true, false] {
        world.write_message(EguiInputEvent {
            context,
            event: egui::Event::Key {
                key,
                physical_key: None,
                pressed,
                repeat: false,
                modifiers: egui::Modifiers::NONE,
            },
        });
    }
    press(app, code);
    frames(app, 2);
}

fn tab(app: &mut App) {
    key(app, KeyCode::Tab, egui::Key::Tab);
}

fn focus(app: &mut App) -> Option<egui::Id> {
    let world = app.world_mut();
    let mut context = world
        .query_filtered::<&mut EguiContext, With<PrimaryEguiContext>>()
        .single_mut(world)
        .unwrap();
    context.get_mut().memory(|m| m.focused())
}

#[test]
fn tab_walks_the_titles_buttons_and_enter_presses_only_the_one_in_focus() {
    let mut app = game_with_interface(1280.0, 800.0);
    frames(&mut app, 4);
    assert_eq!(screen(&app), Screen::Title);
    tab(&mut app);
    assert!(focus(&mut app).is_some(), "Tab put a button in focus");
    assert!(app.world().resource::<InterfaceKeys>().focused);
    // Play, Today's puzzles, Settings: Enter presses it, and not also the title's own Enter
    // (Play).
    tab(&mut app);
    tab(&mut app);
    key(&mut app, KeyCode::Enter, egui::Key::Enter);
    frames(&mut app, 2);
    assert!(app.world().resource::<SettingsOpen>().0);
    assert_eq!(screen(&app), Screen::Title);
}

#[test]
fn esc_with_a_control_of_the_settings_in_focus_closes_them_and_goes_back_no_further() {
    let mut app = game_with_interface(1280.0, 800.0);
    frames(&mut app, 2);
    go_to(&mut app, Screen::Daily);
    app.insert_resource(SettingsOpen(true));
    frames(&mut app, 4);
    tab(&mut app);
    assert!(focus(&mut app).is_some());
    key(&mut app, KeyCode::Escape, egui::Key::Escape);
    assert!(focus(&mut app).is_none());
    assert!(!app.world().resource::<SettingsOpen>().0);
    assert_eq!(screen(&app), Screen::Daily);
}

#[test]
fn in_a_level_tab_gives_no_button_the_keyboard() {
    let mut app = game_with_interface(1280.0, 800.0);
    frames(&mut app, 2);
    open(&mut app, "klotski/01-side-step");
    tab(&mut app);
    tab(&mut app);
    assert_eq!(focus(&mut app), None);
    assert!(!app.world().resource::<InterfaceKeys>().walk);
    // The puzzle had them: its selection walked to the second block.
    let selection = app
        .world()
        .resource::<puzzlebox::games::klotski::Selection>();
    assert!(selection.visible);
}
