//! The snake's view: a camera that circles a point of the scene. A drag turns it round that
//! point, a right drag (or two fingers) moves the point, the wheel (or a pinch) brings it
//! nearer or farther. Where the view is sent by a key or by the chain folding, it glides there.

use bevy::input::gestures::PinchGesture;
use bevy::input::mouse::{MouseScrollUnit, MouseWheel};
use bevy::window::CursorMoved;
use bevy::prelude::*;
use bevy::transform::TransformSystems;

/// The highest and lowest the view may look from (a little short of straight down or up).
const MAX_PITCH: f32 = 1.5;

/// The lowest the camera looks from: a little above the level of the point it looks at, so
/// that it never goes under the floor, where every cube vanishes (a drag of ~60 points on a
/// phone took it there).
pub const MIN_PITCH: f32 = 0.05;

/// How long the view takes to go about two thirds of the way to where it is sent, in seconds.
const GLIDE: f32 = 0.08;

/// Where a camera looks from: `yaw` round the upright axis, `pitch` above the level of
/// `focus`, `radius` away from it; each with the value it is gliding to.
#[derive(Component, Debug, Clone, PartialEq)]
pub struct Orbit {
    pub focus: Vec3,
    pub target_focus: Vec3,
    pub yaw: f32,
    pub target_yaw: f32,
    pub pitch: f32,
    pub target_pitch: f32,
    pub radius: f32,
    pub target_radius: f32,
    /// The nearest and farthest the camera may come.
    pub nearest: f32,
    pub farthest: f32,
    /// Whether the pointer may turn the view (not while it is over a panel).
    pub enabled: bool,
}

impl Orbit {
    pub fn new(focus: Vec3, radius: f32, yaw: f32, pitch: f32) -> Self {
        Self {
            focus,
            target_focus: focus,
            yaw,
            target_yaw: yaw,
            pitch,
            target_pitch: pitch,
            radius,
            target_radius: radius,
            nearest: 2.0,
            farthest: 120.0,
            enabled: true,
        }
    }

    /// Where the camera stands and which way it faces.
    pub fn place(&self) -> Transform {
        let turn = Quat::from_rotation_y(self.yaw) * Quat::from_rotation_x(-self.pitch);
        Transform::from_translation(self.focus + turn * Vec3::Z * self.radius).with_rotation(turn)
    }

    /// Whether the view has arrived where it was sent.
    pub fn settled(&self) -> bool {
        self.yaw == self.target_yaw
            && self.pitch == self.target_pitch
            && self.radius == self.target_radius
            && self.focus == self.target_focus
    }

    /// Turns the view now (a drag follows the hand without gliding).
    fn turn(&mut self, yaw: f32, pitch: f32) {
        self.target_yaw += yaw;
        self.target_pitch = (self.target_pitch + pitch).clamp(MIN_PITCH, MAX_PITCH);
        self.yaw = self.target_yaw;
        self.pitch = self.target_pitch;
    }

    /// Moves the point looked at, by a distance on the screen given as a share of its height.
    fn slide(&mut self, across: Vec2) {
        let turn = self.place().rotation;
        let reach = self.radius * 0.8;
        let by = (turn * Vec3::X * -across.x + turn * Vec3::Y * across.y) * reach;
        self.target_focus += by;
        self.focus += by;
    }

    /// Brings the camera nearer (a factor below 1) or farther.
    pub fn zoom(&mut self, factor: f32) {
        self.target_radius = (self.target_radius * factor).clamp(self.nearest, self.farthest);
    }

    /// Goes part of the way to where the view was sent, `seconds` after the last step.
    fn glide(&mut self, seconds: f32) {
        let part = 1.0 - (-seconds / GLIDE).exp();
        let towards = |now: f32, to: f32, close: f32| {
            let next = now + (to - now) * part;
            if (to - next).abs() < close { to } else { next }
        };
        self.yaw = towards(self.yaw, self.target_yaw, 0.0005);
        self.pitch = towards(self.pitch, self.target_pitch, 0.0005);
        self.radius = towards(
            self.radius,
            self.target_radius,
            0.002 * self.radius.max(1.0),
        );
        let next = self.focus.lerp(self.target_focus, part);
        self.focus = if next.distance(self.target_focus) < 0.005 {
            self.target_focus
        } else {
            next
        };
    }
}

pub fn plugin(app: &mut App) {
    app.add_systems(
        PostUpdate,
        (steer, glide).chain().before(TransformSystems::Propagate),
    );
}

/// The pointer's part: drags, the wheel, fingers and pinches (and a gamepad's right stick). A
/// drag turns the view only if it began where the view was free and is still there (not over
/// a panel: the interface learns a frame late that a finger is on it), and not with Shift held
/// (which turns the chain). A drag follows the cursor's place in the window, not the mouse's
/// raw motion, so that whatever moves the pointer turns the view: a touchpad, a pen, a remote
/// desktop, a test driver.
#[allow(clippy::too_many_arguments)]
fn steer(
    mut cameras: Query<&mut Orbit>,
    mouse: Res<ButtonInput<MouseButton>>,
    keys: Res<ButtonInput<KeyCode>>,
    touches: Res<Touches>,
    mut cursor: MessageReader<CursorMoved>,
    mut cursor_was: Local<Option<Vec2>>,
    mut wheel: MessageReader<MouseWheel>,
    mut pinch: MessageReader<PinchGesture>,
    windows: Query<&Window>,
    (mut held, mut fingers_were): (Local<bool>, Local<Vec<(u64, Vec2)>>),
    pads: Query<&bevy::input::gamepad::Gamepad>,
    time: Res<Time<Real>>,
    mut keep: ResMut<crate::redraw::KeepDrawing>,
) {
    let moved = cursor_travel(&mut cursor_was, cursor.read().map(|c| c.position));
    let scrolled: f32 = wheel
        .read()
        .map(|w| match w.unit {
            MouseScrollUnit::Line => w.y,
            MouseScrollUnit::Pixel => w.y / 60.0,
        })
        .sum();
    let pinched: f32 = pinch.read().map(|p| p.0).sum();
    let height = windows.single().map_or(800.0, |w| w.height().max(1.0));
    let Ok(mut orbit) = cameras.single_mut() else {
        return;
    };
    let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    let pressing = mouse.any_pressed([MouseButton::Left, MouseButton::Right]);
    let fingers: Vec<&bevy::input::touch::Touch> = touches.iter().collect();
    if mouse.any_just_pressed([MouseButton::Left, MouseButton::Right]) || touches.any_just_pressed()
    {
        *held = orbit.enabled && !shift;
    }
    if !pressing && fingers.is_empty() {
        *held = false;
    }
    let fingers = finger_travel(
        &mut fingers_were,
        fingers.iter().map(|t| (t.id(), t.position())),
    );
    if *held && orbit.enabled && !shift {
        // A finger may also move the cursor (a browser's pointer): the finger's way alone.
        if fingers.is_empty() && mouse.pressed(MouseButton::Left) {
            orbit.turn(-moved.x / height * 3.0, moved.y / height * 3.0);
        } else if fingers.is_empty() && mouse.pressed(MouseButton::Right) {
            orbit.slide(moved / height);
        }
        match fingers.as_slice() {
            [(_, one)] => orbit.turn(-one.x / height * 3.0, one.y / height * 3.0),
            [(a, da), (b, db), ..] => {
                let before = (*a - *da).distance(*b - *db);
                let now = a.distance(*b);
                if before > 1.0 && now > 1.0 {
                    orbit.zoom(before / now);
                }
                orbit.slide((*da + *db) / 2.0 / height);
            }
            [] => {}
        }
    }
    // A gamepad's right stick turns the view, about two radians a second when leant all the
    // way.
    let stick: Vec2 = pads.iter().map(|p| p.right_stick()).sum();
    if orbit.enabled && stick.length() > 0.2 {
        let dt = time.delta_secs().min(0.1);
        orbit.turn(-stick.x * 2.0 * dt, -stick.y * 2.0 * dt);
        keep.0 = true;
    }
    if orbit.enabled && scrolled != 0.0 {
        orbit.zoom(0.9_f32.powf(scrolled));
    }
    if orbit.enabled && pinched != 0.0 {
        orbit.zoom(1.0 / (1.0 + pinched).max(0.2));
    }
}

/// Where each finger on the glass is and how far it went since the last frame (`was`, the
/// places last seen, updated): a finger's own `delta` stays at its last move through frames
/// with no touch event, and turned the view four or five times as far as the hand went.
fn finger_travel(
    was: &mut Vec<(u64, Vec2)>,
    fingers: impl Iterator<Item = (u64, Vec2)>,
) -> Vec<(Vec2, Vec2)> {
    let now: Vec<(u64, Vec2)> = fingers.collect();
    let moved = now
        .iter()
        .map(|(id, at)| {
            let before = was.iter().find(|(w, _)| w == id).map_or(*at, |(_, b)| *b);
            (*at, *at - before)
        })
        .collect();
    *was = now;
    moved
}

/// How far the cursor went through `places` (in the order it reached them) from where it was
/// last (`was`, updated): the first place after none known is a start, not a move.
fn cursor_travel(was: &mut Option<Vec2>, places: impl Iterator<Item = Vec2>) -> Vec2 {
    let mut travelled = Vec2::ZERO;
    for place in places {
        if let Some(before) = *was {
            travelled += place - before;
        }
        *was = Some(place);
    }
    travelled
}

/// The camera glides towards where its view was sent (or, with reduced motion, goes there at
/// once), and stands there.
fn glide(
    time: Res<Time<Real>>,
    mut cameras: Query<(&mut Orbit, &mut Transform)>,
    reduce_motion: Res<crate::shell::ReduceMotion>,
) {
    for (mut orbit, mut at) in &mut cameras {
        if !orbit.settled() {
            // With reduced motion the view is where it was sent at once: no swinging camera.
            let seconds = if reduce_motion.0 {
                f32::INFINITY
            } else {
                time.delta_secs()
            };
            orbit.glide(seconds);
        }
        let place = orbit.place();
        if *at != place {
            *at = place;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_camera_faces_the_point_it_circles() {
        let orbit = Orbit::new(Vec3::new(1.0, 2.0, 3.0), 10.0, 0.6, 0.5);
        let place = orbit.place();
        assert!((place.translation.distance(orbit.focus) - 10.0).abs() < 1e-4);
        let facing = place.forward().as_vec3();
        let towards = (orbit.focus - place.translation).normalize();
        assert!(facing.distance(towards) < 1e-4, "{facing} {towards}");
        // A positive pitch looks down from above.
        assert!(place.translation.y > orbit.focus.y);
    }

    #[test]
    fn a_view_sent_away_glides_there_and_settles() {
        let mut orbit = Orbit::new(Vec3::ZERO, 10.0, 0.0, 0.0);
        orbit.target_yaw = 0.3;
        orbit.zoom(0.5);
        orbit.glide(0.02);
        assert!(orbit.yaw > 0.0 && orbit.yaw < 0.3);
        assert!(orbit.radius < 10.0 && orbit.radius > 5.0);
        for _ in 0..100 {
            orbit.glide(0.02);
        }
        assert!(orbit.settled());
        assert_eq!((orbit.yaw, orbit.radius), (0.3, 5.0));
    }

    #[test]
    fn the_cursor_travels_from_place_to_place() {
        let mut was = None;
        let places = [Vec2::new(10.0, 10.0), Vec2::new(30.0, 5.0)];
        assert_eq!(cursor_travel(&mut was, places.into_iter()), Vec2::new(20.0, -5.0));
        let on = [Vec2::new(40.0, 5.0)];
        assert_eq!(cursor_travel(&mut was, on.into_iter()), Vec2::new(10.0, 0.0));
        assert_eq!(cursor_travel(&mut was, std::iter::empty()), Vec2::ZERO);
    }

    #[test]
    fn a_finger_travels_only_as_far_as_it_moved() {
        let mut was = Vec::new();
        let down = finger_travel(&mut was, [(7, Vec2::new(100.0, 100.0))].into_iter());
        assert_eq!(down, vec![(Vec2::new(100.0, 100.0), Vec2::ZERO)]);
        let moved = finger_travel(&mut was, [(7, Vec2::new(110.0, 100.0))].into_iter());
        assert_eq!(moved[0].1, Vec2::new(10.0, 0.0));
        // A frame with the finger where it was: no more turning.
        let still = finger_travel(&mut was, [(7, Vec2::new(110.0, 100.0))].into_iter());
        assert_eq!(still[0].1, Vec2::ZERO);
        assert!(finger_travel(&mut was, std::iter::empty()).is_empty());
    }

    #[test]
    fn the_view_stays_within_its_limits() {
        let mut orbit = Orbit::new(Vec3::ZERO, 10.0, 0.0, 0.0);
        orbit.turn(0.0, 10.0);
        assert_eq!(orbit.pitch, MAX_PITCH);
        // Dragged up far: the camera stays above the floor (it went under, and every cube
        // vanished).
        orbit.turn(0.0, -10.0);
        assert_eq!(orbit.pitch, MIN_PITCH);
        assert!(orbit.place().translation.y > 0.0);
        orbit.zoom(0.001);
        assert_eq!(orbit.target_radius, orbit.nearest);
        orbit.zoom(1e6);
        assert_eq!(orbit.target_radius, orbit.farthest);
    }
}
