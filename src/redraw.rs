//! Asking for the next frame. The game sleeps while nothing moves (`frame_pacing` decides when
//! to draw); anything that moves by itself, or work that comes in from outside a frame, asks
//! for frames here: [`KeepDrawing`] for this frame, [`keep_drawing_while`] for as long as an
//! entity with a component exists, [`wake`] from outside any frame. [`Prepared`] says whether
//! the screen on show is ready to be drawn whole.

use bevy::prelude::*;

/// Set during a frame by anything that needs the next frame too.
#[derive(Resource, Default)]
pub struct KeepDrawing(pub bool);

/// Whether the last frame asked for the next one at once (something moving) with nothing new
/// for the renderer to prepare, so that the time between the two is the time a frame takes to
/// draw, rather than a wait for input or for shaders to be made ready.
#[derive(Resource, Default)]
pub struct Continuous(pub bool);

/// Whether the screen on show has been prepared by the renderer (or has waited long enough),
/// and when it came. Once prepared, a screen stays so until the next one: what the renderer
/// prepares later (the first hint, confetti) never takes a screen away from the player.
#[derive(Resource, Default)]
pub struct Prepared {
    /// The screen has been shown whole.
    pub done: bool,
    /// When it came (seconds of elapsed time).
    pub since: f64,
}

/// Whether the screen can be shown whole. Until then the interface shows nothing but a word
/// of patience, rather than half a screen.
pub fn screen_is_prepared(prepared: Option<&Prepared>) -> bool {
    prepared.is_none_or(|p| p.done)
}

/// The systems that ask for the next frame, in `Last`: whoever decides whether to draw it
/// runs after them.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AskingForFrames;

/// Keeps the frames coming while any entity has a `C` (something that moves by itself: a
/// tween, a swing, confetti): added by the plugin that owns `C`.
pub fn keep_drawing_while<C: Component>(app: &mut App) {
    app.init_resource::<KeepDrawing>().add_systems(
        Last,
        (|moving: Query<(), With<C>>, mut keep: ResMut<KeepDrawing>| {
            if !moving.is_empty() {
                keep.0 = true;
            }
        })
        .in_set(AskingForFrames),
    );
}

/// Wakes a still page at once for a frame: something came from the page's script, outside any
/// frame (a worker's answer, a file dropped on the page, what IndexedDB kept).
pub fn wake() {
    #[cfg(target_arch = "wasm32")]
    waker::wake();
}

/// The page's handle on its own event loop, kept where the page's script, calling the game
/// outside any frame, can reach it (`keep` keeps it, a system for `PostStartup`).
#[cfg(target_arch = "wasm32")]
pub mod waker {
    use bevy::prelude::*;
    use bevy::winit::{EventLoopProxy, EventLoopProxyWrapper, WinitUserEvent};
    use std::cell::RefCell;

    // Global: the window's waker is handed over once by the event loop, and is woken from
    // callbacks (a worker's answer, a file read) that have no game to reach.
    thread_local! {
        static WAKER: RefCell<Option<EventLoopProxy<WinitUserEvent>>> =
            const { RefCell::new(None) };
    }

    pub fn keep(proxy: Option<Res<EventLoopProxyWrapper>>) {
        if let Some(proxy) = proxy {
            WAKER.with(|w| *w.borrow_mut() = Some((**proxy).clone()));
        }
    }

    pub fn wake() {
        WAKER.with(|w| {
            if let Some(proxy) = w.borrow().as_ref() {
                let _closed = proxy.send_event(WinitUserEvent::WakeUp);
            }
        });
    }
}
