//! Each key passed on to the screen reader before the game sees it, as toolkits do on Linux
//! (GTK through AT-SPI's device event controller): Orca echoes keys, stops reading at a key,
//! and keeps its own commands (the keypad's flat review, KP_Enter for "where am I", Insert
//! with a key) for itself. A key the screen reader takes never reaches the game or the
//! interface.
//!
//! Only while a screen reader listens (AccessKit's tree is asked for), and only on Linux: the
//! key goes to AT-SPI's registry on the accessibility bus (`NotifyListenersSync`), on a thread
//! of its own, and an answer that does not come within [`WAIT`] counts as "not taken", so a
//! registry that hangs never holds the game up.

use super::Modifiers;
use bevy::input::keyboard::{Key, KeyboardInput, NativeKeyCode};
use bevy::prelude::*;

/// How long a key waits for the screen reader's answer.
pub const WAIT: std::time::Duration = std::time::Duration::from_millis(150);

/// The key as AT-SPI describes it: pressed or let go, its X keysym and keycode, the X modifier
/// mask, a time in milliseconds, its keysym's name or its text, and whether it types text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeviceEvent {
    pub pressed: bool,
    pub keysym: u32,
    pub keycode: u16,
    pub modifiers: u16,
    pub time: u32,
    pub string: String,
    pub is_text: bool,
}

impl DeviceEvent {
    /// The key message as AT-SPI describes it, with the modifier keys `held` (after it), at
    /// `time` milliseconds; `None` for a key with no keysym known here.
    pub fn of(message: &KeyboardInput, held: Modifiers, time: u32) -> Option<DeviceEvent> {
        let (evdev, named) = physical(message.key_code)?;
        let (keysym, string, is_text) = match (&message.logical_key, named) {
            // The keypad's keys as X names them without Num Lock: KP_Up, KP_Enter…
            (_, Some(keysym)) if is_keypad(message.key_code) => {
                (keysym, keysym_name(keysym).to_string(), false)
            }
            (Key::Character(text), _) => {
                let c = text.chars().next()?;
                (char_keysym(c), text.to_string(), !c.is_control())
            }
            (Key::Space, _) => (0x20, " ".to_string(), true),
            (_, Some(keysym)) => (keysym, keysym_name(keysym).to_string(), false),
            _ => return None,
        };
        let mask = u16::from(held.shift)
            | u16::from(held.ctrl) << 2
            | u16::from(held.alt) << 3
            | u16::from(held.super_key) << 6;
        Some(DeviceEvent {
            pressed: message.state.is_pressed(),
            keysym,
            keycode: evdev + 8,
            modifiers: mask,
            time,
            string,
            is_text,
        })
    }
}

/// The keysym of a character: Latin-1 as itself, the rest at 0x1000000 on.
fn char_keysym(c: char) -> u32 {
    match c as u32 {
        cp @ 0x20..=0x7e | cp @ 0xa0..=0xff => cp,
        cp => 0x0100_0000 | cp,
    }
}

fn is_keypad(key: KeyCode) -> bool {
    matches!(
        key,
        KeyCode::Numpad0
            | KeyCode::Numpad1
            | KeyCode::Numpad2
            | KeyCode::Numpad3
            | KeyCode::Numpad4
            | KeyCode::Numpad5
            | KeyCode::Numpad6
            | KeyCode::Numpad7
            | KeyCode::Numpad8
            | KeyCode::Numpad9
            | KeyCode::NumpadEnter
            | KeyCode::NumpadAdd
            | KeyCode::NumpadSubtract
            | KeyCode::NumpadMultiply
            | KeyCode::NumpadDivide
            | KeyCode::NumpadDecimal
    )
}

/// A key's Linux (evdev) code, and the keysym of a key that types no text (the keypad's as X
/// names them without Num Lock).
fn physical(key: KeyCode) -> Option<(u16, Option<u32>)> {
    use KeyCode::*;
    let letters = [
        (KeyA, 30),
        (KeyB, 48),
        (KeyC, 46),
        (KeyD, 32),
        (KeyE, 18),
        (KeyF, 33),
        (KeyG, 34),
        (KeyH, 35),
        (KeyI, 23),
        (KeyJ, 36),
        (KeyK, 37),
        (KeyL, 38),
        (KeyM, 50),
        (KeyN, 49),
        (KeyO, 24),
        (KeyP, 25),
        (KeyQ, 16),
        (KeyR, 19),
        (KeyS, 31),
        (KeyT, 20),
        (KeyU, 22),
        (KeyV, 47),
        (KeyW, 17),
        (KeyX, 45),
        (KeyY, 21),
        (KeyZ, 44),
        (Digit1, 2),
        (Digit2, 3),
        (Digit3, 4),
        (Digit4, 5),
        (Digit5, 6),
        (Digit6, 7),
        (Digit7, 8),
        (Digit8, 9),
        (Digit9, 10),
        (Digit0, 11),
        (Minus, 12),
        (Equal, 13),
        (BracketLeft, 26),
        (BracketRight, 27),
        (Backslash, 43),
        (Semicolon, 39),
        (Quote, 40),
        (Backquote, 41),
        (Comma, 51),
        (Period, 52),
        (Slash, 53),
        (Space, 57),
    ];
    if let Some((_, code)) = letters.iter().find(|(k, _)| *k == key) {
        return Some((*code, None));
    }
    let named: &[(KeyCode, u16, u32)] = &[
        (Escape, 1, 0xff1b),
        (Backspace, 14, 0xff08),
        (Tab, 15, 0xff09),
        (Enter, 28, 0xff0d),
        (ControlLeft, 29, 0xffe3),
        (ShiftLeft, 42, 0xffe1),
        (ShiftRight, 54, 0xffe2),
        (AltLeft, 56, 0xffe9),
        (CapsLock, 58, 0xffe5),
        (F1, 59, 0xffbe),
        (F2, 60, 0xffbf),
        (F3, 61, 0xffc0),
        (F4, 62, 0xffc1),
        (F5, 63, 0xffc2),
        (F6, 64, 0xffc3),
        (F7, 65, 0xffc4),
        (F8, 66, 0xffc5),
        (F9, 67, 0xffc6),
        (F10, 68, 0xffc7),
        (F11, 87, 0xffc8),
        (F12, 88, 0xffc9),
        (NumLock, 69, 0xff7f),
        (Numpad7, 71, 0xff95),
        (Numpad8, 72, 0xff97),
        (Numpad9, 73, 0xff9a),
        (NumpadSubtract, 74, 0xffad),
        (Numpad4, 75, 0xff96),
        (Numpad5, 76, 0xff9d),
        (Numpad6, 77, 0xff98),
        (NumpadAdd, 78, 0xffab),
        (Numpad1, 79, 0xff9c),
        (Numpad2, 80, 0xff99),
        (Numpad3, 81, 0xff9b),
        (Numpad0, 82, 0xff9e),
        (NumpadDecimal, 83, 0xff9f),
        (NumpadEnter, 96, 0xff8d),
        (ControlRight, 97, 0xffe4),
        (NumpadDivide, 98, 0xffaf),
        (AltRight, 100, 0xffea),
        (Home, 102, 0xff50),
        (ArrowUp, 103, 0xff52),
        (PageUp, 104, 0xff55),
        (ArrowLeft, 105, 0xff51),
        (ArrowRight, 106, 0xff53),
        (End, 107, 0xff57),
        (ArrowDown, 108, 0xff54),
        (PageDown, 109, 0xff56),
        (Insert, 110, 0xff63),
        (Delete, 111, 0xffff),
        (SuperLeft, 125, 0xffeb),
        (SuperRight, 126, 0xffec),
        (NumpadMultiply, 55, 0xffaa),
    ];
    if let Some((_, code, keysym)) = named.iter().find(|(k, _, _)| *k == key) {
        return Some((*code, Some(*keysym)));
    }
    match key {
        KeyCode::Unidentified(NativeKeyCode::Xkb(code)) => {
            Some((u16::try_from(code.checked_sub(8)?).ok()?, None))
        }
        _ => None,
    }
}

/// The X name of a keysym of [`physical`]'s table (what Orca binds its commands to).
fn keysym_name(keysym: u32) -> &'static str {
    match keysym {
        0xff1b => "Escape",
        0xff08 => "BackSpace",
        0xff09 => "Tab",
        0xff0d => "Return",
        0xffe3 => "Control_L",
        0xffe4 => "Control_R",
        0xffe1 => "Shift_L",
        0xffe2 => "Shift_R",
        0xffe9 => "Alt_L",
        0xffea => "Alt_R",
        0xffe5 => "Caps_Lock",
        0xffeb => "Super_L",
        0xffec => "Super_R",
        0xff7f => "Num_Lock",
        0xffbe..=0xffc9 => [
            "F1", "F2", "F3", "F4", "F5", "F6", "F7", "F8", "F9", "F10", "F11", "F12",
        ][(keysym - 0xffbe) as usize],
        0xff95 => "KP_Home",
        0xff97 => "KP_Up",
        0xff9a => "KP_Page_Up",
        0xffad => "KP_Subtract",
        0xff96 => "KP_Left",
        0xff9d => "KP_Begin",
        0xff98 => "KP_Right",
        0xffab => "KP_Add",
        0xff9c => "KP_End",
        0xff99 => "KP_Down",
        0xff9b => "KP_Page_Down",
        0xff9e => "KP_Insert",
        0xff9f => "KP_Delete",
        0xff8d => "KP_Enter",
        0xffaf => "KP_Divide",
        0xffaa => "KP_Multiply",
        0xff50 => "Home",
        0xff52 => "Up",
        0xff55 => "Page_Up",
        0xff51 => "Left",
        0xff53 => "Right",
        0xff57 => "End",
        0xff54 => "Down",
        0xff56 => "Page_Down",
        0xff63 => "Insert",
        0xffff => "Delete",
        _ => "",
    }
}

/// The keys passed on to the screen reader, while one listens: a thread that asks AT-SPI's
/// registry, made the first time a key is passed on.
#[derive(Resource, Default)]
pub struct ScreenReaderKeys {
    #[cfg(target_os = "linux")]
    asker: Option<linux::Asker>,
    began: Option<std::time::Instant>,
}

impl ScreenReaderKeys {
    /// Readies the way to the screen reader as soon as one listens (before the first key),
    /// which also wakes AT-SPI's registry to the game's arrival (see `linux::KNOCKS`).
    pub fn ready(&mut self, listening: bool) {
        #[cfg(target_os = "linux")]
        if listening && self.asker.is_none() {
            self.asker = Some(linux::Asker::start());
        }
        #[cfg(not(target_os = "linux"))]
        let _ = listening;
    }

    /// Whether the screen reader took `message` for itself (then the game must not act on
    /// it). `listening`: whether a screen reader reads the game.
    pub fn taken(&mut self, message: &KeyboardInput, held: Modifiers, listening: bool) -> bool {
        if !listening || !cfg!(target_os = "linux") {
            return false;
        }
        let began = *self.began.get_or_insert_with(std::time::Instant::now);
        let time = began.elapsed().as_millis() as u32;
        let Some(event) = DeviceEvent::of(message, held, time) else {
            return false;
        };
        #[cfg(target_os = "linux")]
        {
            let asker = self.asker.get_or_insert_with(linux::Asker::start);
            asker.ask(event)
        }
        #[cfg(not(target_os = "linux"))]
        {
            let _ = event;
            false
        }
    }
}

#[cfg(target_os = "linux")]
mod linux {
    use super::{DeviceEvent, WAIT};
    use std::sync::mpsc::{Receiver, Sender, channel};

    /// The thread that asks the registry, and the way to it.
    pub struct Asker {
        to: Sender<(DeviceEvent, Sender<bool>)>,
    }

    impl Asker {
        pub fn start() -> Asker {
            let (to, from) = channel::<(DeviceEvent, Sender<bool>)>();
            std::thread::Builder::new()
                .name("screen reader keys".into())
                .spawn(move || answer(&from))
                .ok();
            Asker { to }
        }

        /// Whether the screen reader took the key (not when it does not say within [`WAIT`]).
        pub fn ask(&self, event: DeviceEvent) -> bool {
            let (reply, answer) = channel();
            if self.to.send((event, reply)).is_err() {
                return false;
            }
            answer.recv_timeout(WAIT).unwrap_or(false)
        }
    }

    /// When, in seconds after a screen reader starts listening, the registry is knocked on.
    /// AT-SPI's registry (at-spi2-core 2.46, Debian 12) at times sleeps through a new
    /// application's arrival until some other message reaches it: Orca then learnt of the game
    /// only 15 s later, or not before the first key (2 starts in 5 under Xvfb). A message in
    /// the first seconds wakes it (no miss in 6 starts with one).
    const KNOCKS: [f32; 5] = [0.5, 1.0, 2.0, 4.0, 8.0];

    /// Answers each key from the registry, for as long as the game runs (or, with no
    /// accessibility bus, not at all: every key is then not taken), and knocks on it at first.
    fn answer(from: &Receiver<(DeviceEvent, Sender<bool>)>) {
        use std::sync::mpsc::RecvTimeoutError;
        use std::time::{Duration, Instant};
        let bus = match accessibility_bus() {
            Ok(bus) => bus,
            Err(e) => {
                bevy::log::info!("keys are not passed on to a screen reader: {e}");
                return;
            }
        };
        let began = Instant::now();
        let mut knocks = KNOCKS.iter();
        let mut next_knock = knocks.next();
        loop {
            let asked = match next_knock {
                Some(at) => {
                    from.recv_timeout(Duration::from_secs_f32(*at).saturating_sub(began.elapsed()))
                }
                None => from.recv().map_err(|_| RecvTimeoutError::Disconnected),
            };
            match asked {
                Ok((event, reply)) => {
                    let taken = notify(&bus, &event).unwrap_or(false);
                    let _ = reply.send(taken);
                }
                Err(RecvTimeoutError::Timeout) => {
                    let _ = knock(&bus);
                    next_knock = knocks.next();
                }
                Err(RecvTimeoutError::Disconnected) => return,
            }
        }
    }

    /// A message to the registry that asks nothing back (D-Bus's ping, its answer not awaited).
    fn knock(bus: &zbus::blocking::Connection) -> zbus::Result<()> {
        let ping = zbus::message::Message::method_call("/org/a11y/atspi/registry", "Ping")?
            .destination("org.a11y.atspi.Registry")?
            .interface("org.freedesktop.DBus.Peer")?
            .with_flags(zbus::message::Flags::NoReplyExpected)?
            .build(&())?;
        bus.send(&ping)
    }

    /// The accessibility bus, whose address the session bus gives.
    fn accessibility_bus() -> zbus::Result<zbus::blocking::Connection> {
        let session = zbus::blocking::Connection::session()?;
        let reply = session.call_method(
            Some("org.a11y.Bus"),
            "/org/a11y/bus",
            Some("org.a11y.Bus"),
            "GetAddress",
            &(),
        )?;
        let address: String = reply.body().deserialize()?;
        zbus::blocking::connection::Builder::address(address.as_str())?.build()
    }

    /// Hands the key to the registry, which hands it to the screen reader's listeners; whether
    /// one of them took it.
    fn notify(bus: &zbus::blocking::Connection, e: &DeviceEvent) -> zbus::Result<bool> {
        // (uinnisb): AT-SPI's DeviceEvent.
        let event = (
            u32::from(!e.pressed),
            e.keysym as i32,
            e.keycode as i16,
            e.modifiers as i16,
            e.time as i32,
            e.string.as_str(),
            e.is_text,
        );
        let reply = bus.call_method(
            Some("org.a11y.atspi.Registry"),
            "/org/a11y/atspi/registry/deviceeventcontroller",
            Some("org.a11y.atspi.DeviceEventController"),
            "NotifyListenersSync",
            &(event,),
        )?;
        reply.body().deserialize()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy::input::ButtonState;

    fn key(key_code: KeyCode, logical_key: Key) -> KeyboardInput {
        KeyboardInput {
            key_code,
            logical_key,
            state: ButtonState::Pressed,
            text: None,
            repeat: false,
            window: Entity::PLACEHOLDER,
        }
    }

    #[test]
    fn keys_are_described_as_x_describes_them() {
        let shift = Modifiers {
            shift: true,
            ..Modifiers::default()
        };
        let a = DeviceEvent::of(&key(KeyCode::KeyA, Key::Character("A".into())), shift, 5).unwrap();
        assert_eq!(
            (
                a.keysym,
                a.keycode,
                a.modifiers,
                a.string.as_str(),
                a.is_text
            ),
            (0x41, 38, 1, "A", true)
        );
        let enter = DeviceEvent::of(
            &key(KeyCode::NumpadEnter, Key::Enter),
            Modifiers::default(),
            0,
        )
        .unwrap();
        assert_eq!(
            (enter.keysym, enter.keycode, enter.string.as_str()),
            (0xff8d, 104, "KP_Enter")
        );
        let up = DeviceEvent::of(
            &key(KeyCode::Numpad8, Key::ArrowUp),
            Modifiers::default(),
            0,
        )
        .unwrap();
        assert_eq!((up.keysym, up.string.as_str()), (0xff97, "KP_Up"));
        let arrow = DeviceEvent::of(
            &key(KeyCode::ArrowUp, Key::ArrowUp),
            Modifiers::default(),
            0,
        )
        .unwrap();
        assert_eq!(
            (arrow.keysym, arrow.keycode, arrow.string.as_str()),
            (0xff52, 111, "Up")
        );
        let insert =
            DeviceEvent::of(&key(KeyCode::Insert, Key::Insert), Modifiers::default(), 0).unwrap();
        assert_eq!((insert.keysym, insert.keycode), (0xff63, 118));
        let e_acute = DeviceEvent::of(
            &key(KeyCode::Digit2, Key::Character("é".into())),
            Modifiers::default(),
            0,
        )
        .unwrap();
        assert_eq!(e_acute.keysym, 0xe9);
    }

    #[test]
    fn without_a_screen_reader_no_key_is_taken() {
        let mut keys = ScreenReaderKeys::default();
        let message = key(KeyCode::NumpadEnter, Key::Enter);
        assert!(!keys.taken(&message, Modifiers::default(), false));
    }
}
