//! Who the keyboard and the pointer belong to: the game, or a panel of the interface; and a
//! gamepad's buttons as the keys they stand for (gamepad.rs).
//!
//! Tab walks the interface's controls only where nothing else uses it: in the settings, and on
//! the title, today's five and the stats (`InterfaceKeys`). Elsewhere the interface never takes
//! the keyboard by itself: the puzzles and the lists of cards walk with Tab and the arrows, a
//! button holding the keyboard would swallow every game key and let Enter press a button the
//! player never chose, and every button there has a key of its own. A text field the player
//! clicks holds the keyboard, until Esc or a click elsewhere.

pub mod gamepad;
pub mod interface_keys;
pub mod keymap;
pub mod screen_reader_keys;

use bevy::input::keyboard::KeyboardInput;
use bevy::prelude::*;
use bevy_egui::{EguiInput, EguiPreUpdateSet, egui};

pub fn plugin(app: &mut App) {
    app.add_message::<KeyboardInput>()
        .add_message::<bevy::input::keyboard::KeyboardFocusLost>()
        .add_message::<bevy_egui::input::EguiInputEvent>()
        .add_message::<PasteCut>()
        .init_resource::<KeyPresses>()
        .init_resource::<screen_reader_keys::ScreenReaderKeys>()
        .init_resource::<keymap::KeyMap>()
        .init_resource::<PopupOpen>()
        .init_resource::<InterfaceKeys>()
        .insert_resource(TouchFirst(touch_is_the_main_pointer()))
        .add_message::<bevy::input::touch::TouchInput>()
        .add_systems(
            PreUpdate,
            (
                (read_keyboard, gamepad::gather_pad_presses)
                    .chain()
                    .after(bevy::input::InputSystems)
                    .in_set(bevy_egui::EguiInputSet::ReadBevyMessages),
                note_open_popups,
                note_touch,
                (
                    (
                        note_interface_keys,
                        leave_the_focused_control_its_keys,
                        tidy_interface_input,
                    )
                        .chain(),
                    cut_long_pastes,
                    stamp_input_as_it_is_read,
                )
                    .after(EguiPreUpdateSet::ProcessInput)
                    .before(EguiPreUpdateSet::BeginPass),
            ),
        )
        .add_systems(First, interface_keys::read_keys_ourselves);
}

/// Whether the player plays by touch: a finger has touched the screen in this run (in a
/// browser, also from the start on a device whose main pointer is a finger). The game then
/// speaks of taps and gestures rather than of keys.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct TouchFirst(pub bool);

impl TouchFirst {
    /// Puts it into the interface's context, for the labels it draws.
    pub fn install(self, ctx: &egui::Context) {
        ctx.data_mut(|d| d.insert_temp(egui::Id::new("puzzlebox touch first"), self.0));
    }

    /// Whether the player plays by touch, as the interface was told.
    pub fn in_interface(ctx: &egui::Context) -> bool {
        ctx.data(|d| d.get_temp(egui::Id::new("puzzlebox touch first")))
            .unwrap_or(false)
    }
}

fn note_touch(
    mut touches: MessageReader<bevy::input::touch::TouchInput>,
    mut first: ResMut<TouchFirst>,
) {
    if touches.read().count() > 0 && !first.0 {
        first.0 = true;
    }
}

/// Who the keyboard's keys go to, as the interface left them at the end of the last frame.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct InterfaceKeys {
    /// Tab walks the interface's controls (see the module notes); the one in focus is drawn
    /// with a ring (`theme::focus`).
    pub walk: bool,
    /// A control that is not a text field holds the keyboard: Enter, Space, the arrows and Esc
    /// are its (Esc lets it go); the letters still do what they do on the screen.
    pub focused: bool,
    /// A text field holds the keyboard: every key is its.
    pub typing: bool,
}

/// The interface is walked by the keys in the settings, and on the screens that have no keys of
/// their own for Tab and the arrows; elsewhere a control that holds the keyboard (not a text
/// field) lets it go.
fn note_interface_keys(
    screen: Option<Res<State<crate::shell::Screen>>>,
    settings: Option<Res<crate::shell::SettingsOpen>>,
    card: Option<Res<crate::shell::RulesCard>>,
    mut keys: ResMut<InterfaceKeys>,
    mut contexts: Query<&mut bevy_egui::EguiContext, With<bevy_egui::PrimaryEguiContext>>,
) {
    use crate::shell::Screen;
    let menu =
        screen.is_some_and(|s| matches!(s.get(), Screen::Title | Screen::Daily | Screen::Stats));
    let card = card.is_some_and(|c| c.0.is_some());
    let walk = settings.is_some_and(|s| s.0) || (menu && !card);
    let Ok(mut context) = contexts.single_mut() else {
        keys.set_if_neq(InterfaceKeys::default());
        return;
    };
    let ctx = context.get_mut();
    let typing = ctx.text_edit_focused();
    let mut focused = ctx.memory(|m| m.focused()).filter(|_| !typing);
    if let Some(id) = focused.filter(|_| !walk) {
        ctx.memory_mut(|m| m.surrender_focus(id));
        focused = None;
    }
    keys.set_if_neq(InterfaceKeys {
        walk,
        focused: focused.is_some(),
        typing,
    });
}

/// While a control of the interface holds the keyboard, the keys that press and walk it are
/// not the screen's too (Enter on a focused button must not also start the title's Play).
fn leave_the_focused_control_its_keys(
    interface: Res<InterfaceKeys>,
    mut presses: ResMut<KeyPresses>,
) {
    if !interface.focused {
        return;
    }
    for key in [
        KeyCode::Enter,
        KeyCode::NumpadEnter,
        KeyCode::Space,
        KeyCode::Escape,
        KeyCode::Tab,
        KeyCode::ArrowUp,
        KeyCode::ArrowDown,
        KeyCode::ArrowLeft,
        KeyCode::ArrowRight,
    ] {
        presses.take(key);
    }
}

/// Whether the device's main pointer is a finger: a browser says (`pointer: coarse`); a
/// desktop learns it from the first touch.
fn touch_is_the_main_pointer() -> bool {
    #[cfg(target_arch = "wasm32")]
    {
        web_sys::window()
            .and_then(|w| w.match_media("(pointer: coarse)").ok().flatten())
            .is_some_and(|m| m.matches())
    }
    #[cfg(not(target_arch = "wasm32"))]
    false
}

/// Whether a menu or a drop-down list of the interface was open at the end of the last frame:
/// then Esc only closes it (the interface does that), and does not also leave the screen.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct PopupOpen(pub bool);

fn note_open_popups(
    mut contexts: Query<&mut bevy_egui::EguiContext, With<bevy_egui::PrimaryEguiContext>>,
    mut open: ResMut<PopupOpen>,
) {
    if let Ok(mut context) = contexts.single_mut() {
        open.0 = egui::Popup::is_any_open(context.get_mut());
    }
}

/// The keys pressed since the last frame, in the order they were pressed, each press counted:
/// two quick presses of one key that land in one slow frame are two presses (the engine's
/// "just pressed" state would say one). Auto-repeats of a held key are left out.
///
/// A system that makes a move with a key can take that key's presses, so that no system after
/// it acts on them (the Enter that puts down a block must not also press the panel the move
/// opened).
#[derive(Resource, Default, Debug)]
pub struct KeyPresses {
    presses: Vec<(KeyCode, Modifiers)>,
    taken: Vec<KeyCode>,
}

/// The modifier keys held when a key was pressed (a quick Shift+← can come and go within one
/// frame: the state at the frame's end would say Shift was not held).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Modifiers {
    pub shift: bool,
    pub ctrl: bool,
    pub alt: bool,
    /// The Windows key, or ⌘ on a Mac.
    pub super_key: bool,
}

impl Modifiers {
    /// Ctrl, or ⌘ on a Mac: what shortcuts are made with.
    pub fn command(self) -> bool {
        self.ctrl || self.super_key
    }

    /// Keeps up with a modifier key pressed or let go; false for any other key.
    pub fn follow(&mut self, key: KeyCode, down: bool) -> bool {
        let held = match key {
            KeyCode::ShiftLeft | KeyCode::ShiftRight => &mut self.shift,
            KeyCode::ControlLeft | KeyCode::ControlRight => &mut self.ctrl,
            KeyCode::AltLeft | KeyCode::AltRight => &mut self.alt,
            KeyCode::SuperLeft | KeyCode::SuperRight => &mut self.super_key,
            _ => return false,
        };
        *held = down;
        true
    }

    /// What the engine says is held now (for a press that came with no message of its
    /// modifiers, as in tests).
    fn now(keys: &ButtonInput<KeyCode>) -> Modifiers {
        let any = |a, b| keys.any_pressed([a, b]);
        Modifiers {
            shift: any(KeyCode::ShiftLeft, KeyCode::ShiftRight),
            ctrl: any(KeyCode::ControlLeft, KeyCode::ControlRight),
            alt: any(KeyCode::AltLeft, KeyCode::AltRight),
            super_key: any(KeyCode::SuperLeft, KeyCode::SuperRight),
        }
    }

    fn or(self, other: Modifiers) -> Modifiers {
        Modifiers {
            shift: self.shift || other.shift,
            ctrl: self.ctrl || other.ctrl,
            alt: self.alt || other.alt,
            super_key: self.super_key || other.super_key,
        }
    }
}

impl KeyPresses {
    /// How many times `key` was pressed (and not taken).
    pub fn count(&self, key: KeyCode) -> usize {
        self.iter().filter(|&k| k == key).count()
    }

    /// Whether `key` was pressed (and not taken).
    pub fn just_pressed(&self, key: KeyCode) -> bool {
        self.count(key) > 0
    }

    /// Whether any of `keys` was pressed (and not taken).
    pub fn any_just_pressed(&self, keys: impl IntoIterator<Item = KeyCode>) -> bool {
        keys.into_iter().any(|k| self.just_pressed(k))
    }

    /// Every press not taken, in order.
    pub fn iter(&self) -> impl Iterator<Item = KeyCode> + '_ {
        self.iter_held().map(|(key, _)| key)
    }

    /// Every press not taken, in order, with the modifier keys held as it was pressed.
    pub fn iter_held(&self) -> impl Iterator<Item = (KeyCode, Modifiers)> + '_ {
        self.presses
            .iter()
            .copied()
            .filter(|(k, _)| !self.taken.contains(k))
    }

    /// Takes the presses of `key`: no system after this one sees them.
    pub fn take(&mut self, key: KeyCode) {
        self.taken.push(key);
    }

    fn set(&mut self, presses: Vec<(KeyCode, Modifiers)>) {
        self.presses = presses;
        self.taken.clear();
    }
}

/// The direction an arrow key points, if it is one.
pub fn arrow(key: KeyCode) -> Option<puzzles::Dir> {
    match key {
        KeyCode::ArrowUp => Some(puzzles::Dir::Up),
        KeyCode::ArrowDown => Some(puzzles::Dir::Down),
        KeyCode::ArrowLeft => Some(puzzles::Dir::Left),
        KeyCode::ArrowRight => Some(puzzles::Dir::Right),
        _ => None,
    }
}

/// Whether a key presses the thing picked, or the button in focus: Enter, Space.
pub fn is_enter(key: KeyCode) -> bool {
    matches!(key, KeyCode::Enter | KeyCode::NumpadEnter | KeyCode::Space)
}

/// Reads the keyboard's messages once, in order, following the modifier keys as they go: the
/// frame's key presses for the game, each with the modifiers held as it came, and every
/// message for the interface, with the modifiers of its moment (see `interface_keys`).
fn read_keyboard(
    mut presses: ResMut<KeyPresses>,
    mut keyboard: MessageReader<KeyboardInput>,
    keys: Res<ButtonInput<KeyCode>>,
    mut focus_lost: MessageReader<bevy::input::keyboard::KeyboardFocusLost>,
    mut held: Local<Modifiers>,
    map: Res<keymap::KeyMap>,
    mut interface: interface_keys::ToInterface,
    (mut screen_reader, listening): (
        ResMut<screen_reader_keys::ScreenReaderKeys>,
        Option<Res<bevy::a11y::AccessibilityRequested>>,
    ),
) {
    let listening = listening.is_some_and(|l| l.get());
    screen_reader.ready(listening);
    // Keys let go while the window had no focus send no message.
    if focus_lost.read().count() > 0 {
        *held = Modifiers::default();
    }
    let engine = Modifiers::now(&keys);
    let mut now = Vec::new();
    for k in keyboard.read() {
        let down = k.state.is_pressed();
        let modifier = held.follow(k.key_code, down);
        // The screen reader's own keys (its commands, the keypad's review) are its alone.
        if screen_reader.taken(k, *held, listening) {
            continue;
        }
        interface.pass(*held, k);
        if modifier || !down || k.repeat {
            continue;
        }
        // The keys the player chose stand for the game's own.
        if let Some(key) = map.translate(k.key_code) {
            now.push((key, held.or(engine)));
        }
    }
    presses.set(now);
}

/// What can open over the whole game and take its keys and pointer while it is open: the "How
/// to play" card, the settings, "Compare". The one list; a key used by one of them (or by a
/// puzzle, to drop a selection) is taken from the frame's presses ([`KeyPresses::take`]) so
/// that no system after it acts on it.
#[derive(bevy::ecs::system::SystemParam)]
pub struct OverTheGame<'w> {
    card: Option<Res<'w, crate::shell::RulesCard>>,
    settings: Option<Res<'w, crate::shell::SettingsOpen>>,
    compare: Option<Res<'w, crate::shell::CompareOpen>>,
}

impl OverTheGame<'_> {
    /// Whether one of them is open.
    pub fn is_open(&self) -> bool {
        self.card.as_ref().is_some_and(|c| c.0.is_some())
            || self.settings.as_ref().is_some_and(|s| s.0)
            || self.compare.as_ref().is_some_and(|c| c.0)
    }
}

/// Whether the keyboard belongs to the game: not to a text field of the interface, nor to
/// what is open over it ([`OverTheGame`]).
pub fn keys_are_free(interface: Option<Res<InterfaceKeys>>, over: OverTheGame) -> bool {
    interface.is_none_or(|i| !i.typing) && !over.is_open()
}

/// Whether the pointer belongs to the game.
#[derive(bevy::ecs::system::SystemParam)]
pub struct PointerGate<'w> {
    wants: Option<Res<'w, bevy_egui::input::EguiWantsInput>>,
    over: OverTheGame<'w>,
}

impl PointerGate<'_> {
    /// Not over a panel of the interface, and no card nor the settings open over the whole game (the interface
    /// learns of a touch a frame late, so it cannot be asked about the first frame of a tap on
    /// a card's backdrop).
    pub fn is_free(&self) -> bool {
        self.wants
            .as_ref()
            .is_none_or(|w| !w.wants_pointer_input() && !w.is_pointer_over_area())
            && !self.over.is_open()
    }
}

/// Stamps the interface's input with the time it is read, rather than with the frame's clock.
///
/// A frame's clock is the time the frame before it was drawn: the frame a finger's touch wakes
/// from sleep carries the time from before the pause, so a quick tap after a few seconds still
/// would look to the interface like a press held that long, a drag, and the button would not act.
fn stamp_input_as_it_is_read(
    mut inputs: Query<&mut EguiInput>,
    mut started: Local<Option<bevy::platform::time::Instant>>,
) {
    let started = *started.get_or_insert_with(bevy::platform::time::Instant::now);
    let now = started.elapsed().as_secs_f64();
    for mut input in &mut inputs {
        input.0.time = Some(now);
    }
}

/// Takes out of the interface's input what it must not act on: Tab where it does not walk the
/// interface (see the module notes),
/// and the news that the modifier keys are as they were, which the engine sends every frame
/// and which would keep the interface redrawing a still screen.
fn tidy_interface_input(
    mut inputs: Query<(Entity, &mut EguiInput)>,
    mut modifiers: Local<bevy::platform::collections::HashMap<Entity, egui::Modifiers>>,
    interface: Res<InterfaceKeys>,
) {
    for (context, mut input) in &mut inputs {
        if !interface.walk {
            without_tab(&mut input.0);
        }
        let mut last = modifiers.get(&context).copied();
        without_unchanged_modifiers(&mut input.0, &mut last);
        if let Some(now) = last {
            modifiers.insert(context, now);
        }
    }
}

/// The most characters a paste brings into a text field: as many as the longest text any field
/// takes (a level code); a field's own limit, if lower, is checked as the text is read.
pub const MAX_PASTE: usize = puzzles::level_code::MAX_CODE;

/// A paste cut to [`MAX_PASTE`] characters: how long it was (the notice tells the player).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct PasteCut(pub usize);

/// Cuts every paste to [`MAX_PASTE`] characters before the interface lays it out (6 MB pasted
/// whole once took the game past its memory), and says so.
fn cut_long_pastes(mut inputs: Query<&mut EguiInput>, mut cut: MessageWriter<PasteCut>) {
    for mut input in &mut inputs {
        if let Some(chars) = cut_pastes(&mut input.0, MAX_PASTE) {
            warn!("a paste of {chars} characters was cut to {MAX_PASTE}");
            cut.write(PasteCut(chars));
        }
    }
}

/// Cuts each pasted text (or typed, which is never that long) to its first `most` characters;
/// the length of the longest that was cut, if any was.
pub fn cut_pastes(input: &mut egui::RawInput, most: usize) -> Option<usize> {
    let mut longest = None;
    for event in &mut input.events {
        if let egui::Event::Text(text) | egui::Event::Paste(text) = event
            && let Some((end, _)) = text.char_indices().nth(most)
        {
            let chars = most + text[end..].chars().count();
            longest = longest.max(Some(chars));
            text.truncate(end);
        }
    }
    longest
}

/// Drops modifier events that say nothing new.
pub fn without_unchanged_modifiers(input: &mut egui::RawInput, last: &mut Option<egui::Modifiers>) {
    input.events.retain(|e| match e {
        egui::Event::ModifiersChanged(now) => {
            let changed = *last != Some(*now);
            *last = Some(*now);
            changed
        }
        _ => true,
    });
}

/// The interface's input without Tab, so that no button takes the keyboard.
pub fn without_tab(input: &mut egui::RawInput) {
    input.events.retain(|e| {
        !matches!(
            e,
            egui::Event::Key {
                key: egui::Key::Tab,
                ..
            }
        )
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_huge_paste_is_cut_before_the_interface_lays_it_out() {
        use bevy::ecs::system::RunSystemOnce;
        let huge = "é".repeat(6_000_000);
        let mut app = App::new();
        app.add_message::<PasteCut>();
        let mut input = egui::RawInput::default();
        input.events.push(egui::Event::Paste(huge.clone()));
        input.events.push(egui::Event::Text("a".into()));
        let context = app.world_mut().spawn(EguiInput(input)).id();
        app.world_mut().run_system_once(cut_long_pastes).unwrap();

        let events = &app.world().get::<EguiInput>(context).unwrap().0.events;
        let egui::Event::Paste(kept) = &events[0] else {
            panic!("{events:?}")
        };
        assert_eq!(kept.chars().count(), MAX_PASTE);
        assert!(huge.starts_with(kept.as_str()));
        assert_eq!(
            events[1],
            egui::Event::Text("a".into()),
            "typing is left alone"
        );
        let said: Vec<PasteCut> = app
            .world_mut()
            .resource_mut::<Messages<PasteCut>>()
            .drain()
            .collect();
        assert_eq!(said, [PasteCut(6_000_000)]);
    }

    fn message(code: KeyCode, key: bevy::input::keyboard::Key, pressed: bool) -> KeyboardInput {
        KeyboardInput {
            key_code: code,
            logical_key: key,
            state: if pressed {
                bevy::input::ButtonState::Pressed
            } else {
                bevy::input::ButtonState::Released
            },
            text: None,
            repeat: false,
            window: Entity::PLACEHOLDER,
        }
    }

    /// The events of messages that all land in one frame, in order.
    fn events_of(messages: &[KeyboardInput]) -> Vec<egui::Event> {
        let mut held = Modifiers::default();
        let mut paste = || Some("pb1.code".to_string());
        messages
            .iter()
            .flat_map(|m| {
                held.follow(m.key_code, m.state.is_pressed());
                interface_keys::interface_events(held, m, &mut paste)
            })
            .collect()
    }

    #[test]
    fn a_quick_ctrl_v_pastes_and_types_no_v() {
        use bevy::input::keyboard::Key;
        let v = || Key::Character("v".into());
        let events = events_of(&[
            message(KeyCode::ControlLeft, Key::Control, true),
            message(KeyCode::KeyV, v(), true),
            message(KeyCode::KeyV, v(), false),
            message(KeyCode::ControlLeft, Key::Control, false),
        ]);
        let texts: Vec<&egui::Event> = events
            .iter()
            .filter(|e| matches!(e, egui::Event::Text(_)))
            .collect();
        assert_eq!(texts, [&egui::Event::Text("pb1.code".into())], "{events:?}");
        // And a V alone, in the same frame after Ctrl was let go, types a v.
        let events = events_of(&[
            message(KeyCode::ControlLeft, Key::Control, true),
            message(KeyCode::ControlLeft, Key::Control, false),
            message(KeyCode::KeyV, v(), true),
        ]);
        assert!(
            events.contains(&egui::Event::Text("v".into())),
            "{events:?}"
        );
    }

    fn pass(ctx: &egui::Context, events: Vec<egui::Event>) -> egui::Response {
        let mut input = egui::RawInput {
            events,
            ..Default::default()
        };
        without_tab(&mut input);
        let mut button = None;
        let mut output = ctx.run_ui(input, |ui| {
            button = Some(ui.button("← Levels"));
        });
        output.textures_delta.clear();
        button.unwrap()
    }

    fn key(key: egui::Key, shift: bool) -> egui::Event {
        egui::Event::Key {
            key,
            physical_key: None,
            pressed: true,
            repeat: false,
            modifiers: egui::Modifiers {
                shift,
                ..Default::default()
            },
        }
    }

    #[test]
    fn a_tap_split_over_two_slow_frames_is_still_a_click() {
        let ctx = egui::Context::default();
        crate::theme::style::style_egui(&ctx);
        let frame = |time: f64, events: Vec<egui::Event>| {
            let input = egui::RawInput {
                time: Some(time),
                events,
                ..Default::default()
            };
            let mut button = None;
            let mut output = ctx.run_ui(input, |ui| {
                button = Some(ui.button("Turn ⟳"));
            });
            output.textures_delta.clear();
            button.unwrap()
        };
        let at = frame(0.0, vec![]).rect.center();
        let button = |pressed| egui::Event::PointerButton {
            pos: at,
            button: egui::PointerButton::Primary,
            pressed,
            modifiers: Default::default(),
        };
        // Frames 1.2 s apart: the finger goes down in one and comes up in the next.
        frame(1.0, vec![egui::Event::PointerMoved(at), button(true)]);
        let up = frame(2.2, vec![button(false), egui::Event::PointerGone]);
        assert!(up.clicked());
    }

    #[test]
    fn tab_never_gives_a_button_the_keyboard() {
        let ctx = egui::Context::default();
        pass(&ctx, vec![]);
        pass(&ctx, vec![key(egui::Key::Tab, false)]);
        let after_tab = pass(&ctx, vec![]);
        assert!(!after_tab.has_focus());
        pass(&ctx, vec![key(egui::Key::Tab, true)]);
        pass(&ctx, vec![]);
        assert!(ctx.memory(|m| m.focused().is_none()));
        // Nor do the arrows, which the puzzles use.
        pass(&ctx, vec![key(egui::Key::ArrowDown, false)]);
        pass(&ctx, vec![]);
        assert!(ctx.memory(|m| m.focused().is_none()));
        // Enter then presses nothing.
        let after_enter = pass(&ctx, vec![key(egui::Key::Enter, false)]);
        assert!(!after_enter.clicked());
        assert!(!ctx.egui_wants_keyboard_input());
    }

    #[test]
    fn only_a_change_of_the_modifier_keys_is_passed_on() {
        let mut last = None;
        let shift = egui::Modifiers {
            shift: true,
            ..Default::default()
        };
        let mut kept = |m: egui::Modifiers| {
            let mut input = egui::RawInput {
                events: vec![egui::Event::ModifiersChanged(m)],
                ..Default::default()
            };
            without_unchanged_modifiers(&mut input, &mut last);
            input.events.len()
        };
        assert_eq!(kept(egui::Modifiers::NONE), 1);
        assert_eq!(kept(egui::Modifiers::NONE), 0);
        assert_eq!(kept(shift), 1);
        assert_eq!(kept(shift), 0);
        assert_eq!(kept(egui::Modifiers::NONE), 1);
    }

    #[test]
    fn without_the_filter_tab_would_take_the_keyboard() {
        // The behaviour the filter guards against, so the test above can fail.
        let ctx = egui::Context::default();
        let run = |events| {
            let mut output = ctx.run_ui(
                egui::RawInput {
                    events,
                    ..Default::default()
                },
                |ui| {
                    let _ = ui.button("← Levels");
                },
            );
            output.textures_delta.clear();
        };
        run(vec![]);
        run(vec![key(egui::Key::Tab, false)]);
        run(vec![]);
        assert!(ctx.memory(|m| m.focused().is_some()));
    }
}
