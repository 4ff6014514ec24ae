//! The keyboard as the interface (egui) gets it: each key message passed on with the modifier
//! keys as they were when it came, followed by the one tracker of the modifiers in
//! `read_keyboard`.
//!
//! This works around bevy_egui's own `write_keyboard_input_messages_system` (turned off in
//! every interface context by [`read_keys_ourselves`]), which takes the modifiers from its
//! `ModifierKeysState` resource as they are at the end of the frame: a quick Ctrl+V whose four
//! messages land in one frame reached a text field as "v".

use super::Modifiers;
use bevy::ecs::system::SystemParam;
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::prelude::*;
use bevy_egui::egui;
use bevy_egui::helpers::{bevy_to_egui_key, bevy_to_egui_physical_key};

/// bevy_egui's reading of the keyboard is turned off in every interface context, for ours.
pub(super) fn read_keys_ourselves(
    mut contexts: Query<&mut bevy_egui::EguiContextSettings, Added<bevy_egui::EguiContextSettings>>,
) {
    for mut settings in &mut contexts {
        settings
            .input_system_settings
            .run_write_keyboard_input_messages_system = false;
    }
}

/// Where the keyboard's messages go for the interface: its context, and the clipboard a
/// Ctrl+V pastes from (a browser pastes by its own events).
#[derive(SystemParam)]
pub struct ToInterface<'w, 's> {
    contexts: Query<'w, 's, Entity, With<bevy_egui::PrimaryEguiContext>>,
    out: MessageWriter<'w, bevy_egui::input::EguiInputEvent>,
    #[cfg(not(target_arch = "wasm32"))]
    clipboard: Option<ResMut<'w, bevy_egui::EguiClipboard>>,
}

impl ToInterface<'_, '_> {
    /// Passes one key message on, with `held` the modifier keys after it (none where there is no
    /// interface, as in tests without one).
    pub fn pass(&mut self, held: Modifiers, message: &KeyboardInput) {
        let Ok(context) = self.contexts.single() else {
            return;
        };
        #[cfg(not(target_arch = "wasm32"))]
        let clipboard = &mut self.clipboard;
        #[cfg(not(target_arch = "wasm32"))]
        let mut paste = || clipboard.as_mut().and_then(|c| c.get_text());
        #[cfg(target_arch = "wasm32")]
        let mut paste = || None::<String>;
        for event in interface_events(held, message, &mut paste) {
            self.out
                .write(bevy_egui::input::EguiInputEvent { context, event });
        }
    }
}

/// What one key message is to the interface, with `held` the modifier keys after it: the text
/// it types, the key, and with Ctrl (⌘ on a Mac) copy, cut or the text pasted.
pub fn interface_events(
    held: Modifiers,
    message: &KeyboardInput,
    paste: &mut impl FnMut() -> Option<String>,
) -> Vec<egui::Event> {
    let pressed = message.state.is_pressed();
    let modifiers = modifiers(held);
    let mut events = Vec::new();
    if pressed && text_input_is_allowed(held) {
        match &message.logical_key {
            Key::Character(c) if !c.chars().any(char::is_control) => {
                events.push(egui::Event::Text(c.to_string()));
            }
            Key::Space => events.push(egui::Event::Text(" ".into())),
            _ => {}
        }
    }
    let physical_key = bevy_to_egui_physical_key(&message.key_code);
    let Some(key) = bevy_to_egui_key(&message.logical_key).or(physical_key) else {
        return events;
    };
    events.push(egui::Event::Key {
        key,
        physical_key,
        pressed,
        repeat: false,
        modifiers,
    });
    if pressed && modifiers.command {
        match key {
            egui::Key::C => events.push(egui::Event::Copy),
            egui::Key::X => events.push(egui::Event::Cut),
            egui::Key::V => events.extend(paste().map(egui::Event::Text)),
            _ => {}
        }
    }
    events
}

/// The modifier keys in the interface's terms: its command is ⌘ on a Mac and Ctrl elsewhere.
fn modifiers(held: Modifiers) -> egui::Modifiers {
    let mac = on_a_mac();
    egui::Modifiers {
        alt: held.alt,
        ctrl: held.ctrl,
        shift: held.shift,
        mac_cmd: mac && held.super_key,
        command: if mac { held.super_key } else { held.ctrl },
    }
}

/// Whether a key typed with these modifiers types text: not with Ctrl or ⌘ (a shortcut), but
/// with Ctrl and Alt together off a Mac (AltGr, which types special characters).
fn text_input_is_allowed(held: Modifiers) -> bool {
    !held.super_key && !held.ctrl || !on_a_mac() && held.ctrl && held.alt
}

/// Whether the game runs on a Mac (in a browser, as its user agent says).
fn on_a_mac() -> bool {
    #[cfg(target_arch = "wasm32")]
    {
        web_sys::window()
            .and_then(|w| w.navigator().user_agent().ok())
            .is_some_and(|agent| agent.to_ascii_lowercase().contains("mac"))
    }
    #[cfg(not(target_arch = "wasm32"))]
    cfg!(target_os = "macos")
}
