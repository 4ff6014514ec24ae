//! The snake cube in 3D: the chain of cubes, lit and casting shadows, in a view the player turns
//! freely; corners are picked with the mouse or Tab and turned with Q and E (or the buttons),
//! the tail swinging round the corner. The shared machinery gives undo, hints and playback; the
//! side panel shows the solutions to watch and the chain editor.

pub mod camera;
mod corners;
pub mod edit_tools;
pub mod ghosts;
pub mod orbit;
pub mod panel;
pub mod picking;
pub mod pieces;
mod preview;
mod render_quality;
pub mod scene;
pub mod sounds;
pub mod swing;
pub mod ways;
pub mod wood;

use crate::editor::Verdict;
use crate::play::guide::{GuideStep, Until};
use crate::input::keys_are_free;
use crate::lang::Words;
use crate::play;
use crate::play::session::{Playable, Session, Told};
use crate::play::spoken;
use bevy::prelude::*;
use puzzles::snake::{self, Folding};

impl Playable for Folding {
    /// How many corners are folded, and how many cubes overlap or stick out of the box;
    /// whole, each corner by its cube and how it is turned.
    fn board_in_words(&self, words: Words, told: Told) -> String {
        let fold = self.fold();
        let corners: Vec<usize> = fold.corners().collect();
        let set = corners.iter().filter(|&&k| fold.twist(k).is_some()).count();
        let layout = fold.layout();
        let mut parts = vec![crate::tr!(
            words,
            "snake-folded",
            set = set,
            corners = corners.len()
        )];
        if !layout.overlapping.is_empty() {
            let cubes = layout.overlapping.len();
            parts.push(crate::tr!(words, "snake-board-overlapping", cubes = cubes));
        }
        if !layout.outside.is_empty() {
            let cubes = layout.outside.len();
            parts.push(crate::tr!(words, "snake-board-outside", cubes = cubes));
        }
        let line = spoken::listed(words, &parts);
        if told == Told::Line {
            return line;
        }
        let turns: Vec<String> = corners
            .iter()
            .enumerate()
            .map(|(i, &k)| {
                let how = fold
                    .twist(k)
                    .map_or(crate::tr!(words, "snake-straight"), |t| {
                        twist_name(words, t)
                    });
                crate::tr!(
                    words,
                    "snake-board-corner",
                    n = i + 1,
                    cube = k + 1,
                    how = how
                )
            })
            .collect();
        spoken::sentences(words, &[line, spoken::sentences(words, &turns)])
    }

    fn move_sounds(&self, _m: &Self::Move, _after: &Self) -> Vec<crate::sound::Sound> {
        vec![crate::sound::Sound::now(sounds::TURN)]
    }

    const HOW_TO_PLAY: &'static crate::play::rules::HowToPlay = &crate::play::rules::HowToPlay {
        rules: &["snake-rule-1", "snake-rule-2", "snake-rule-ghosts", "snake-rule-3"],
        controls: &[
            ("snake-control-1", "snake-control-1-does"),
            ("snake-control-2", "snake-control-2-does"),
            ("snake-control-3", "snake-control-3-does"),
            ("snake-control-4", "snake-control-4-does"),
            ("snake-control-5", "snake-control-5-does"),
        ],
        quick_help: "snake-help",
        touch_controls: &[
            ("snake-touch-1", "snake-touch-1-does"),
            ("snake-touch-2", "snake-touch-2-does"),
            ("snake-touch-3", "snake-touch-3-does"),
            ("snake-touch-4", "snake-touch-4-does"),
        ],
        touch_help: "snake-touch-help",
        keys: crate::play::rules::SHARED_KEYS,
        picture: Some(corners::pictures),
        // Taught by looking: the ghosts show each turn, the guide shows no move.
        guide: &[
            GuideStep::by_looking("guide-snake-1", "guide-snake-1-touch", Until::AMove),
            GuideStep::by_looking("guide-snake-2", "guide-snake-2-touch", Until::AMove),
            GuideStep::by_looking("guide-snake-3", "guide-snake-3-touch", Until::AMove),
            GuideStep::by_looking("guide-snake-4", "guide-snake-4-touch", Until::Won),
        ],
    };

    fn hint_budget(&self) -> Option<u64> {
        Some(200_000_000)
    }

    /// Which corner to work on and what is wrong with it now: its chain running into a cube,
    /// leaving the box, or fitting but leading nowhere; for a straight corner, how many of its
    /// ways fit.
    fn hint_idea(&self, words: Words, moves: &[snake::Turn]) -> Option<String> {
        let turn = moves.first()?;
        turn.twist?;
        let corner = turn.corner;
        let n = self.fold().corners().position(|k| k == corner)? + 1;
        let cube = corner + 1;
        let ways = self.ways_at(corner);
        let now = self.fold().twist(corner);
        let idea = match ways.iter().find(|w| now.is_some() && w.turn.twist == now) {
            None => {
                let fits = ways
                    .iter()
                    .filter(|w| w.verdict == snake::Verdict::Fits)
                    .count();
                crate::tr!(words, "snake-idea-next", n = n, cube = cube, fits = fits)
            }
            Some(way) => match way.verdict {
                snake::Verdict::RunsInto { cube: hit } => crate::tr!(
                    words,
                    "snake-idea-runs-into",
                    n = n,
                    cube = cube,
                    hit = hit + 1
                ),
                snake::Verdict::Leaves { outside } => crate::tr!(
                    words,
                    "snake-idea-leaves",
                    n = n,
                    cube = cube,
                    outside = outside
                ),
                snake::Verdict::Fits => {
                    crate::tr!(words, "snake-idea-dead-end", n = n, cube = cube)
                }
            },
        };
        Some(crate::tr!(words, "snake-idea-then", idea = idea))
    }

    /// The corner by its number among the corners, how to set it, and the keys that set it
    /// from where it is (`give corner 4 a quarter turn: ⟳ E ×2`).
    fn move_in_words(&self, words: Words, t: &snake::Turn) -> String {
        let keys = presses_in_keys(presses_for(self, t));
        crate::tr!(words, "snake-move-by", move = turn_in_words(self, words, t), keys = keys)
    }

    /// As [`move_in_words`](Playable::move_in_words), with the panel's buttons rather than
    /// keys (`give corner 4 a quarter turn: ⟳ ×2`).
    fn move_by_touch(&self, words: Words, t: &snake::Turn) -> String {
        let signs = presses_in_signs(presses_for(self, t));
        crate::tr!(words, "snake-move-by", move = turn_in_words(self, words, t), keys = signs)
    }
}

/// The corner by its number among the corners, and how to set it ("give corner 4 a quarter
/// turn").
fn turn_in_words(fold: &Folding, words: Words, t: &snake::Turn) -> String {
    let n = fold
        .fold()
        .corners()
        .position(|k| k == t.corner)
        .map_or(0, |i| i + 1);
    match t.twist {
        Some(twist) => crate::tr!(words, "snake-move", n = n, quarters = twist.quarters()),
        None => crate::tr!(words, "snake-move-straighten", n = n),
    }
}

/// The presses of a turn as its key and their number: "⟳ E", "⟲ Q ×2".
pub fn presses_in_keys((action, times): (TurnAction, usize)) -> String {
    let key = match action {
        TurnAction::Forward => "⟳ E",
        TurnAction::Back => "⟲ Q",
        TurnAction::Straighten => "⌫",
    };
    times_over(key, times)
}

/// The presses of a turn as the sign of the panel's button and their number, for a player
/// who plays by touch and has no keys: "⟳", "⟲ ×2".
pub fn presses_in_signs((action, times): (TurnAction, usize)) -> String {
    let sign = match action {
        TurnAction::Forward => "⟳",
        TurnAction::Back => "⟲",
        TurnAction::Straighten => "⌫",
    };
    times_over(sign, times)
}

/// `press` once, or followed by how many times.
fn times_over(press: &str, times: usize) -> String {
    if times == 1 {
        press.to_string()
    } else {
        format!("{press} ×{times}")
    }
}

/// A twist's name ("quarter turn", "zig-zag"…), in the language in force.
pub fn twist_name(words: Words, twist: snake::Twist) -> String {
    crate::tr!(words, "snake-twist", quarters = twist.quarters())
}

/// The corner picked, said as the pick moves (for a player who listens: "Corner 2, at cube
/// 5: quarter turn").
fn say_the_corner(
    selected: Res<Selected>,
    session: Res<Session<Folding>>,
    mut spoken: ResMut<crate::spoken::Spoken>,
    mut said: Local<Option<usize>>,
    mut asked: MessageReader<crate::play::spoken::ReadTheCursor>,
    words: Res<Words>,
) {
    let asked = crate::play::spoken::asked_where(&mut asked);
    if asked && selected.0.is_none() {
        spoken.say(crate::tr!(*words, "spoken-no-corner"));
        return;
    }
    // (Said when another corner is picked, not when the same one is picked again, unless
    // asked.)
    let Some(k) = selected.0.filter(|&k| asked || *said != Some(k)) else {
        return;
    };
    *said = Some(k);
    let fold = session.current.fold();
    let Some(n) = fold.corners().position(|c| c == k) else {
        return;
    };
    let how = fold
        .twist(k)
        .map_or(crate::tr!(*words, "snake-straight"), |t| {
            twist_name(*words, t)
        });
    let how = match ways::set_way_in_words(*words, &session.current, k) {
        Some(now) => format!("{how}, {now}"),
        None => how,
    };
    let corner = crate::tr!(
        *words,
        "snake-board-corner",
        n = n + 1,
        cube = k + 1,
        how = how
    );
    // The other ways it can be set, as the ghosts show them.
    let f = &session.current;
    let ways: Vec<snake::Way> = f
        .ways_at(k)
        .into_iter()
        .filter(|w| fold.twist(k) != w.turn.twist)
        .collect();
    if ways.is_empty() || puzzles::Puzzle::is_solved(f) {
        spoken.say(corner);
    } else {
        let ways = ways::ways_in_words(*words, f, &ways);
        spoken.say(crate::play::spoken::sentences(*words, &[corner, ways]));
    }
}

/// The corner the keyboard and the turn buttons act on.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Selected(pub Option<usize>);

impl crate::editor::Editable for Folding {
    const SIZED: bool = false;

    fn edit_tools(ui: &mut bevy_egui::egui::Ui, editor: &mut crate::editor::Editor) {
        edit_tools::panel(ui, editor);
    }

    const OWN_VERDICT: bool = true;

    /// A chain's worth is how many distinct ways it folds into the cube.
    fn own_verdict(&self, words: Words, cancel: &std::sync::atomic::AtomicBool) -> Option<Verdict> {
        let budget = puzzles::search::Budget {
            max_nodes: Some(panel::COUNT_BUDGET),
            cancel: Some(cancel),
        };
        let census = puzzles::snake::enumerate(&self.fold().chain(), 0, budget);
        Some(match (census.distinct, census.complete) {
            (0, true) => Verdict::Unsolvable(puzzles::snake::WHY_UNSOLVABLE),
            (0, false) => Verdict::GaveUp(census.nodes),
            (distinct, true) => Verdict::Own(crate::tr!(words, "editor-snake-folds", count = distinct)),
            (distinct, false) => Verdict::Own(crate::tr!(
                words,
                "editor-snake-folds-at-least",
                count = distinct
            )),
        })
    }
}

impl crate::games::Shown for Folding {
    const CARD_LEVEL: &'static str = "snake/14-the-wooden-snake";
    const SOUNDS: &'static [crate::sound::synth::Effect] = &[sounds::TURN];

    fn plugin(app: &mut App) {
        app.add_plugins((
            scene::plugin,
            swing::plugin,
            panel::plugin,
            render_quality::plugin,
            orbit::plugin,
            wood::plugin,
            ways::plugin,
            ghosts::plugin,
        ))
        .init_resource::<Selected>();
        play::puzzle_systems::<Folding, _, _, _>(
            app,
            (select_first_corner, scene::spawn_scene),
            (
                (pick_the_hinted_corner, turn_keys.run_if(keys_are_free)).chain(),
                scene::input(),
            ),
            (scene::animate(), say_the_corner),
        );
    }

    /// A little stack of wooden cubes, seen from above at an angle.
    fn emblem(painter: &bevy_egui::egui::Painter, rect: bevy_egui::egui::Rect) {
        use bevy_egui::egui;
        let c = rect.center();
        let s = rect.height().min(rect.width()) * 0.16;
        // A little stack of wooden cubes, seen from above at an angle.
        let wood = [
            egui::Color32::from_rgb(196, 142, 88),
            egui::Color32::from_rgb(160, 108, 62),
        ];
        for (i, (x, y)) in [
            (-1.0, 0.5),
            (0.0, 0.5),
            (1.0, 0.5),
            (1.0, -0.5),
            (0.0, -0.5),
            (-0.5, -1.3),
            (0.5, -1.3),
        ]
        .iter()
        .enumerate()
        {
            let p = c + egui::vec2(x * s * 1.05, y * s * 1.05 + s * 0.4);
            let top = egui::Rect::from_center_size(p, egui::vec2(s, s));
            painter.rect_filled(top, egui::CornerRadius::same(4), wood[i % 2]);
        }
    }

    /// Folded corner by corner (from the first corner set: a straight chain draws as a meander).
    fn card_frames(&self) -> Vec<Folding> {
        let mut frames = crate::games::solved_step_by_step(self);
        if frames.len() > 1 {
            frames.remove(0);
        }
        frames
    }
}

/// Picks the first corner not set yet (else the first), so the turn keys work at once.
fn select_first_corner(session: Res<Session<Folding>>, mut selected: ResMut<Selected>) {
    let fold = session.current.fold();
    let unset = fold.corners().find(|&k| fold.twist(k).is_none());
    selected.0 = unset.or_else(|| fold.corners().next());
}

/// A hint picks the corner it names, so that the turn keys and buttons act on it at once.
fn pick_the_hinted_corner(
    hinted: Option<Res<crate::play::solver::Hinted<Folding>>>,
    mut selected: ResMut<Selected>,
) {
    if let Some(hint) = hinted
        && hint.is_changed()
    {
        selected.0 = Some(hint.mv.corner);
    }
}

/// The corner after (or before) `from` in chain order, wrapping round.
pub fn step_corner(f: &Folding, from: Option<usize>, forward: bool) -> Option<usize> {
    let corners: Vec<usize> = f.fold().corners().collect();
    if corners.is_empty() {
        return None;
    }
    let i = from.and_then(|c| corners.iter().position(|&k| k == c));
    Some(match (i, forward) {
        (None, _) => corners[0],
        (Some(i), true) => corners[(i + 1) % corners.len()],
        (Some(i), false) => corners[(i + corners.len() - 1) % corners.len()],
    })
}

/// What a turn button or key does to the selected corner.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TurnAction {
    /// A quarter turn one way (Q).
    Back,
    /// A quarter turn the other way (E).
    Forward,
    /// Back to straight (Backspace).
    Straighten,
}

/// The move a turn action makes at the selected corner, if any.
pub fn turn_for(f: &Folding, corner: usize, action: TurnAction) -> Option<snake::Turn> {
    let now = f.fold().twist(corner);
    let twist = match action {
        TurnAction::Forward => Some(now.map_or(snake::Twist::new(0), |t| t.next())),
        TurnAction::Back => Some(now.map_or(snake::Twist::new(3), |t| t.previous())),
        TurnAction::Straighten => {
            now?;
            None
        }
    };
    Some(snake::Turn { corner, twist })
}

/// The presses of one turn button (or key) that take `turn`'s corner from its twist now to the
/// new one, the shorter way round: from straight, E gives a fold back and Q a three-quarter
/// turn, and each press turns a quarter further.
pub fn presses_for(f: &Folding, turn: &snake::Turn) -> (TurnAction, usize) {
    let Some(to) = turn.twist else {
        return (TurnAction::Straighten, 1);
    };
    let to = usize::from(to.quarters());
    let (forward, back) = match f.fold().twist(turn.corner) {
        None => (to + 1, 4 - to),
        Some(now) => {
            let now = usize::from(now.quarters());
            ((to + 4 - now) % 4, (now + 4 - to) % 4)
        }
    };
    if forward <= back {
        (TurnAction::Forward, forward)
    } else {
        (TurnAction::Back, back)
    }
}

/// The keys, every press in the order pressed: Tab (Shift+Tab back) walks the corners, Q and E
/// turn the chain about the corner picked, Backspace straightens it.
fn turn_keys(
    presses: Res<crate::input::KeyPresses>,
    session: Res<Session<Folding>>,
    mut selected: ResMut<Selected>,
    mut requests: MessageWriter<crate::play::session::MoveRequested<Folding>>,
) {
    use puzzles::Puzzle;
    // The chain as the turns asked for so far this frame leave it.
    let mut f = session.current.clone();
    for (key, held) in presses.iter_held() {
        let shift = held.shift;
        let action = match key {
            KeyCode::Tab => {
                selected.0 = step_corner(&f, selected.0, !shift);
                continue;
            }
            KeyCode::BracketRight if shift => {
                selected.0 = step_corner(&f, selected.0, true);
                continue;
            }
            KeyCode::KeyQ => TurnAction::Back,
            KeyCode::KeyE => TurnAction::Forward,
            KeyCode::Backspace | KeyCode::Delete => TurnAction::Straighten,
            _ => continue,
        };
        if let Some(corner) = selected.0
            && let Some(turn) = turn_for(&f, corner, action)
        {
            requests.write(crate::play::session::MoveRequested(turn));
            f = f.apply(&turn).unwrap_or(f);
        }
    }
}
