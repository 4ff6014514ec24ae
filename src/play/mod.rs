//! What every puzzle screen shares: the session (the position, undo and redo), the solver
//! working in the background (par, hints, solutions), solution playback, the HUD and winning.
//!
//! A puzzle plugin turns the player's input into [`MoveRequested`] messages and animates the
//! [`BoardChanged`] messages that come back; every rule is asked of the `puzzles` core.

pub mod guide;
pub mod playback;
pub mod resume;
pub mod rules;
pub mod session;
pub mod solver;
pub mod sounds;
pub mod spoken;
pub mod stats;

use crate::input::keys_are_free;
use crate::lang::Words;
use crate::level_id::LevelId;
use crate::shell::{EditLevel, MakeLevel, PlaySystems, Screen};
use bevy::ecs::schedule::IntoScheduleConfigs;
use bevy::ecs::system::ScheduleSystem;
use bevy::prelude::*;
use puzzles::Kind;
use session::{BoardChanged, Change, MoveRequested, Playable, Session, Told};

/// A move was refused; the reason is shown to the player.
#[derive(Message, Clone, Debug)]
pub struct MoveRefused {
    /// One sentence, such as "a ball can't be flung off the board".
    pub reason: String,
}

impl MoveRefused {
    /// The rules' refusal, in the player's language where the language files name it (a
    /// refusal only a program meets keeps the rules' English).
    pub fn of(words: Words, e: &puzzles::puzzle::IllegalMove) -> MoveRefused {
        let reason = match &e.kind {
            Some(kind) => words.say(kind, &e.why),
            None => e.why.clone(),
        };
        MoveRefused { reason }
    }
}

/// What the player asks of the game, from a button or a key.
#[derive(Message, Clone, Copy, Debug, PartialEq)]
pub enum Command {
    /// Take back a move (Z).
    Undo,
    /// Replay a move taken back (Y).
    Redo,
    /// Back to the start (R).
    Restart,
    /// Show the next move of a solution (H).
    Hint,
    /// Let the solver play the rest (S).
    Solve,
    /// A new random level (N).
    NewLevel,
    /// Start or pause playback (Space).
    PlayPause,
    /// Jump to a point of the timeline.
    Seek(usize),
    /// Playback speed in moves per second.
    Speed(f32),
    /// Undo back to the last position from which the level can still be won.
    UndoToSolvable,
    /// The next level of the list (Enter, once solved).
    NextLevel,
    /// Open or close the puzzle's "How to play" card (F1 or ?).
    HowToPlay,
    /// Turn the puzzle's own setting on or off (see [`PlayStatus::switch`]).
    Switch,
    /// Let the solver play the rest at once, with no playback (for screenshots and tests);
    /// when it cannot, the reason comes back as a [`MoveRefused`].
    Finish,
    /// Copy the level's code, with the moves made, to pass it on.
    Share,
    /// Put the first level's guide away for good.
    SkipGuide,
    /// Open the editor on a copy of the level (M, for "make").
    EditCopy,
    /// Set the win beside the shortest solution (C, once solved).
    Compare,
}

/// The level was solved just now.
#[derive(Message, Clone, Debug)]
pub struct LevelSolved {
    /// Moves the player made.
    pub moves: usize,
    /// The fewest possible, if known.
    pub par: Option<u32>,
    /// Whether the solver played part of it.
    pub assisted: bool,
    /// What was taken on the way, for a puzzle that scores it (a program's bonuses).
    pub taken: Option<Taken>,
    /// The attempt's clock, in milliseconds.
    pub time: u64,
    /// Why the count is not what the player may expect, if it may surprise.
    pub note: Option<&'static str>,
    /// Whether a hint was shown: a win at par then earns no ★.
    pub hinted: bool,
}

/// A puzzle's own setting as the HUD shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OwnSwitch {
    /// The message that names it ("Numbers").
    pub label: &'static str,
    /// The key that flips it ("T"), shown beside the label to a player with keys.
    pub key: &'static str,
    pub on: bool,
}

/// What a win took on the way, for a puzzle scored by more than its moves (roll-the-ball's
/// bonuses): so many of so many.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Taken {
    pub taken: usize,
    pub of: usize,
}

impl LevelSolved {
    /// Whether its count of moves is a score to set against par: a win that left something
    /// behind solves the level, but par takes everything.
    pub fn counts(&self) -> bool {
        self.taken.is_none_or(|t| t.taken == t.of)
    }

    /// Whether its count is a score within par.
    pub fn at_par(&self) -> bool {
        self.counts() && self.par.is_some_and(|par| self.moves as u32 <= par)
    }

    /// The stars it earns, of three, for a puzzle scored in stars (one that takes things on
    /// the way); none for the solver's win, and no ★ beyond the first after a hint.
    pub fn stars(&self) -> Option<usize> {
        self.taken?;
        let stars = crate::progress::records::stars(true, self.counts(), self.at_par());
        Some(match (self.assisted, self.hinted) {
            (true, _) => 0,
            (false, true) => stars.min(1),
            (false, false) => stars,
        })
    }

    /// Whether its count is a score to keep: one that counts, and (for a puzzle scored in
    /// stars, whose record's stars follow its count) won with no hint.
    pub fn kept_as_a_score(&self) -> bool {
        self.counts() && !(self.hinted && self.taken.is_some())
    }
}

/// What the HUD shows, kept up to date by the session of whichever puzzle is open.
#[derive(Resource, Default, Clone, Debug)]
pub struct PlayStatus {
    /// Which puzzle.
    pub kind: Option<Kind>,
    /// Its "How to play" card.
    pub how_to_play: Option<&'static rules::HowToPlay>,
    /// Where the back button (and Esc) goes, when not to the levels: a level tried from the
    /// editor goes back to it.
    pub back_to_editor: bool,
    /// Text for the interface to copy to the clipboard (a level code), once.
    pub to_copy: Option<String>,
    /// The key the level's progress is saved under.
    pub level_id: LevelId,
    /// The level's name.
    pub title: String,
    /// Moves made.
    pub moves: usize,
    /// The fewest possible, when known.
    pub par: Option<u32>,
    /// Whether the solver has finished looking for par.
    pub par_checked: bool,
    /// Moves in the whole timeline (made plus waiting to be redone).
    pub timeline: usize,
    /// Whether the position is solved.
    pub solved: bool,
    /// What the solver is busy with, if anything.
    pub thinking: Option<String>,
    /// Whether all the solver's work is being done elsewhere (by Web Workers), so that the page
    /// need only be drawn now and then to show how far it has got.
    pub thinking_elsewhere: bool,
    /// The hint, in words.
    pub hint: Option<String>,
    /// How many hints the solver has given: a hint asked for again is said again, though its
    /// words are those on show.
    pub hints_given: u32,
    /// The hint's move alone, in the first level's guide's words.
    pub hint_move: Option<String>,
    /// Set when the position cannot be won any more.
    pub lost: bool,
    /// A short message and when it goes away (seconds of elapsed time).
    pub toast: Option<(String, f64)>,
    /// What the keys do right now, when that is not what they usually do (a block is held:
    /// the arrows move it and Esc puts it down).
    pub help: Option<String>,
    /// Extra words under the title (the metric of a sliding-block level).
    pub detail: String,
    /// The puzzle's own setting, if it has one: the HUD shows it as a box to tick, which
    /// sends [`Command::Switch`] (Fifteen's numbers on the tiles).
    pub switch: Option<OwnSwitch>,
    /// The label of the win panel's button that goes back to the level.
    pub again: &'static str,
    /// Whether the puzzle draws a HUD of its own in place of the shared one.
    pub own_hud: bool,
    /// The board in words for a screen reader: one line, and whole.
    pub board_line: String,
    pub board_whole: String,
}

impl PlayStatus {
    /// Says what the keys do now (or nothing when they do what they usually do).
    pub fn set_help(&mut self, help: Option<&str>) {
        if self.help.as_deref() != help {
            self.help = help.map(str::to_string);
        }
    }

    /// Shows a message for a few seconds.
    pub fn say(&mut self, text: impl Into<String>, now: f64) {
        self.toast = Some((text.into(), now + 3.5));
    }
}

/// The shared part, independent of any puzzle.
pub fn plugin(app: &mut App) {
    app.add_message::<MoveRefused>()
        .add_message::<Command>()
        .add_message::<LevelSolved>()
        .add_message::<spoken::ReadTheCursor>()
        .init_resource::<PlayStatus>()
        .add_plugins((playback::plugin, rules::plugin, guide::plugin))
        .add_systems(
            Update,
            (command_keys, spoken::listening_keys)
                .run_if(keys_are_free)
                .run_if(in_state(Screen::Playing))
                .in_set(PlaySystems::Commands),
        )
        .add_systems(
            Update,
            // After every puzzle's own systems have told the status what they show (a puzzle
            // with a HUD of its own words its hints whole: "Hint: …" once).
            (show_refusals, spoken::of_refusals, spoken::of_news)
                .chain()
                .run_if(in_state(Screen::Playing))
                .after(PlaySystems::Animate),
        )
        .add_systems(OnExit(Screen::Playing), |mut status: ResMut<PlayStatus>| {
            *status = PlayStatus::default()
        });
}

/// How to end the session of each puzzle, so that a level of any puzzle can open over it.
#[derive(Resource, Default)]
pub struct SessionEnders(pub Vec<fn(&mut Commands)>);

/// Says how to end a puzzle's session (a resource of the puzzle's own) when another level opens.
pub fn ended_by_opening<R: Resource>(app: &mut App) {
    app.init_resource::<SessionEnders>()
        .world_mut()
        .resource_mut::<SessionEnders>()
        .0
        .push(|commands| commands.remove_resource::<R>());
}

/// The machinery for one puzzle type.
pub fn session_plugin<P: Playable>(app: &mut App) {
    ended_by_opening::<Session<P>>(app);
    app.add_message::<MoveRequested<P>>()
        .add_message::<BoardChanged<P>>()
        .add_systems(
            Update,
            (
                stats::tick::<P>,
                apply_moves::<P>,
                apply_commands::<P>,
                stats::count_attempt::<P>,
                solver::poll_jobs::<P>,
                playback::advance::<P>,
                detect_win::<P>,
                publish_status::<P>,
                resume::keep_where_left::<P>,
            )
                .chain()
                .run_if(resource_exists::<Session<P>>)
                .in_set(PlaySystems::Session),
        )
        .add_systems(
            Update,
            start_par::<P>
                .run_if(resource_added::<Session<P>>)
                .before(PlaySystems::Input),
        )
        .add_systems(
            Update,
            (
                stats::record::<P>,
                solver::keep_drawing_while_a_hint_pulses::<P>,
                sounds::of_moves::<P>,
                sounds::of_refusals::<P>,
                sounds::of_hints::<P>,
                sounds::of_wins::<P>,
                spoken::of_moves::<P>,
            )
                .in_set(PlaySystems::Animate)
                .run_if(resource_exists::<Session<P>>),
        )
        .add_systems(
            OnExit(Screen::Playing),
            (resume::keep_on_leaving::<P>, |mut commands: Commands| {
                commands.remove_resource::<Session<P>>()
            })
                .chain(),
        );
}

/// A puzzle's own systems, each in its place in the frame, with the session that serves them:
/// `opened` when a level of the puzzle opens (before the input is read), then, while one is
/// open, `input` before the session's work and `animate` after it.
pub fn puzzle_systems<P: Playable, M1, M2, M3>(
    app: &mut App,
    opened: impl IntoScheduleConfigs<ScheduleSystem, M1>,
    input: impl IntoScheduleConfigs<ScheduleSystem, M2>,
    animate: impl IntoScheduleConfigs<ScheduleSystem, M3>,
) {
    app.add_plugins(session_plugin::<P>)
        .add_systems(
            Update,
            opened
                .run_if(resource_added::<Session<P>>)
                .before(PlaySystems::Input)
                .run_if(in_state(Screen::Playing)),
        )
        .add_systems(
            Update,
            input
                .in_set(PlaySystems::Input)
                .run_if(resource_exists::<Session<P>>),
        )
        .add_systems(
            Update,
            animate
                .in_set(PlaySystems::Animate)
                .run_if(resource_exists::<Session<P>>),
        );
}

/// Asks the solver for par in the background when the level file does not give it.
fn start_par<P: Playable>(mut commands: Commands, session: Res<Session<P>>, words: Res<Words>) {
    if session.par.is_none() {
        solver::start(&mut commands, &session, solver::Purpose::Par, *words);
    }
}

fn apply_moves<P: Playable>(
    mut requests: MessageReader<MoveRequested<P>>,
    mut session: ResMut<Session<P>>,
    mut changed: MessageWriter<BoardChanged<P>>,
    mut refused: MessageWriter<MoveRefused>,
    mut playback: ResMut<playback::Playback>,
    words: Res<Words>,
) {
    for MoveRequested(mv) in requests.read() {
        play_move(
            &mut session,
            mv.clone(),
            (&mut changed, &mut refused),
            &mut playback,
            *words,
        );
    }
}

/// Makes a move the player asked for at once, telling of the change or of the refusal.
pub fn play_move<P: Playable>(
    session: &mut Session<P>,
    mv: P::Move,
    (changed, refused): (
        &mut MessageWriter<BoardChanged<P>>,
        &mut MessageWriter<MoveRefused>,
    ),
    playback: &mut playback::Playback,
    words: Words,
) {
    match session.play(mv) {
        Ok(change) => {
            // The player took over from the solver.
            playback.playing = false;
            changed.write(change);
        }
        Err(e) => {
            refused.write(MoveRefused::of(words, &e));
        }
    }
}

/// Undo, redo, restart or a jump along the history; all but redo stop a playback.
fn travel<P: Playable>(
    session: &mut Session<P>,
    playback: &mut playback::Playback,
    command: &Command,
) -> Option<BoardChanged<P>> {
    if *command == Command::Redo {
        return session.redo();
    }
    playback.playing = false;
    match *command {
        Command::Restart => {
            // A new attempt, with its own clock.
            session.attempt = session::Attempt::default();
            session.restart()
        }
        Command::Seek(i) => session.seek(i),
        _ => session.undo(),
    }
}

fn apply_commands<P: Playable>(
    mut commands_in: MessageReader<Command>,
    mut session: ResMut<Session<P>>,
    mut changed: MessageWriter<BoardChanged<P>>,
    mut commands: Commands,
    mut status: ResMut<PlayStatus>,
    mut playback: ResMut<playback::Playback>,
    mut make: MessageWriter<MakeLevel>,
    mut refused: MessageWriter<MoveRefused>,
    mut edit: MessageWriter<EditLevel>,
    mut hinted: Option<ResMut<solver::Hinted<P>>>,
    time: Res<Time>,
    words: Res<Words>,
) {
    let now = time.elapsed_secs_f64();
    let words = *words;
    for command in commands_in.read().filter(|c| !P::takes_over(c)) {
        let change = match *command {
            Command::Undo | Command::Redo | Command::Restart | Command::Seek(_) => {
                travel(&mut session, &mut playback, command)
            }
            Command::Hint => hint(
                &mut session,
                hinted.as_deref_mut(),
                &mut commands,
                (&mut status, now),
                words,
            ),
            Command::Solve => {
                solve(&session, &mut commands, (&mut status, now), words);
                None
            }
            Command::Finish => finish(&mut session)
                .map_err(|reason| refused.write(MoveRefused { reason }))
                .ok(),
            Command::UndoToSolvable => {
                solver::start(
                    &mut commands,
                    &session,
                    solver::Purpose::LastSolvable,
                    words,
                );
                None
            }
            Command::NewLevel => {
                let seed = rand::random::<u32>() as u64;
                make.write(MakeLevel::like(&session.start, seed));
                None
            }
            Command::Share => {
                share(&session, &mut status, now, words);
                None
            }
            Command::EditCopy => {
                edit.write(copy_to_edit(&session, &status));
                None
            }
            Command::PlayPause
            | Command::Speed(_)
            | Command::NextLevel
            | Command::HowToPlay
            | Command::SkipGuide
            | Command::Compare
            | Command::Switch => None,
        };
        if let Some(change) = change {
            changed.write(change);
        }
    }
}

/// The solver's solution played back from here, or why not.
fn solve<P: Playable>(
    session: &Session<P>,
    commands: &mut Commands,
    (status, now): (&mut PlayStatus, f64),
    words: Words,
) {
    if session.current.is_solved() {
        status.say(crate::tr!(words, "play-already-solved"), now);
    } else {
        solver::start(commands, session, solver::Purpose::Solve, words);
    }
}

/// A copy of the level for the editor, named as the player saw the level named, in their
/// language.
fn copy_to_edit<P: Playable>(session: &Session<P>, status: &PlayStatus) -> EditLevel {
    let mut copy = session.start.clone().into_any();
    if !status.title.is_empty() {
        copy.meta_mut().set("title", status.title.clone());
    }
    EditLevel::copy(copy)
}

/// The level's code with the moves made, for the interface to copy (on the web, as a link to
/// this page that opens it).
fn share<P: Playable>(session: &Session<P>, status: &mut PlayStatus, now: f64, words: Words) {
    let shared = puzzles::level_code::Shared {
        level: session.start.clone().into_any(),
        moves: puzzles::level_code::moves_json(session.done.iter().map(|s| &s.mv)),
    };
    status.to_copy = Some(crate::shell::link_to(&shared.to_code()));
    status.say(
        crate::tr!(words, "play-code-copied", moves = shared.moves.len()),
        now,
    );
}

/// A hint: the move on show made, when asking again makes it; else a search for one (or why
/// there is none to look for).
fn hint<P: Playable>(
    session: &mut Session<P>,
    mut hinted: Option<&mut solver::Hinted<P>>,
    commands: &mut Commands,
    (status, now): (&mut PlayStatus, f64),
    words: Words,
) -> Option<BoardChanged<P>> {
    // Asked again while only the idea is told: the move, with no new search.
    if let Some(h) = hinted.as_deref_mut()
        && h.then.is_some()
        && h.position == session.current
    {
        h.shown_at = now;
        status.hint = h.then.take();
        return None;
    }
    match (hinted.as_deref(), session.current.why_no_hint(words)) {
        (Some(h), _) if P::HINT_AGAIN_PLAYS && h.position == session.current => {
            let mv = h.mv.clone();
            commands.remove_resource::<solver::Hinted<P>>();
            session.play(mv).ok()
        }
        (_, Some(why)) => {
            status.say(why, now);
            None
        }
        (_, None) => {
            solver::start(commands, session, solver::Purpose::Hint, words);
            None
        }
    }
}

/// Plays the solver's whole solution at once and checks that it solves the level.
fn finish<P: Playable>(session: &mut Session<P>) -> Result<BoardChanged<P>, String> {
    let moves = session
        .current
        .solve()
        .moves
        .ok_or("the solver found no solution for this level")?;
    let before = session.current.clone();
    for mv in moves {
        session
            .play(mv)
            .map_err(|e| format!("a solver move was refused: {e}"))?;
    }
    // After the moves: a first move from the start would count as the player's own line.
    session.assisted = true;
    if !session.current.is_solved() {
        return Err("the solution did not reach a solved position".into());
    }
    Ok(BoardChanged {
        before,
        after: session.current.clone(),
        how: Change::Jumped,
    })
}

fn detect_win<P: Playable>(
    mut changes: MessageReader<BoardChanged<P>>,
    session: Res<Session<P>>,
    mut solved: MessageWriter<LevelSolved>,
) {
    for change in changes.read() {
        let by_playing = matches!(
            change.how,
            Change::Played(_) | Change::Redone(_) | Change::Jumped
        );
        if P::WON_BY_MOVING && by_playing && change.after.is_solved() && !change.before.is_solved()
        {
            solved.write(LevelSolved {
                moves: session.moves(),
                par: session.par,
                assisted: session.assisted,
                taken: None,
                time: session.attempt.time,
                note: None,
                hinted: session.attempt.hinted,
            });
        }
    }
}

fn publish_status<P: Playable>(
    session: Res<Session<P>>,
    mut status: ResMut<PlayStatus>,
    mut changes: MessageReader<BoardChanged<P>>,
    mut titled: Local<Option<(Words, String)>>,
    words: Res<Words>,
) {
    let moved = changes.read().count() > 0;
    if moved {
        status.hint = None;
        status.hint_move = None;
        status.lost = false;
    }
    status.kind = Some(P::KIND);
    status.how_to_play = Some(P::HOW_TO_PLAY);
    // A built-in level's title in the language in force, made again when that changes.
    let now = (*words, session.level.id.to_string());
    let opened = status.title.is_empty() || titled.as_ref() != Some(&now);
    if opened {
        status.title = crate::levels::shown_title_of(*words, &session.level.id)
            .unwrap_or_else(|| session.level.title.clone());
        *titled = Some(now);
    }
    if opened || moved {
        status.board_line = session.current.board_in_words(*words, Told::Line);
        status.board_whole = session.current.board_in_words(*words, Told::Whole);
    }
    status.level_id = session.level.id.clone();
    status.moves = session.moves();
    status.par = session.par;
    status.par_checked = session.par_checked;
    status.timeline = session.timeline_len();
    status.solved = session.current.is_solved();
    status.own_hud = false;
    // A puzzle with a setting of its own shows it again after this.
    status.switch = None;
    status.again = "win-again";
}

/// The keys no puzzle took, every press in order, as commands.
fn command_keys(
    presses: Res<crate::input::KeyPresses>,
    mut out: MessageWriter<Command>,
    playback: Res<playback::Playback>,
    status: Res<PlayStatus>,
) {
    for (key, held) in presses.iter_held() {
        let (ctrl, shift) = (held.command(), held.shift);
        let command = match key {
            KeyCode::KeyZ if ctrl && shift => Command::Redo,
            KeyCode::KeyZ | KeyCode::KeyU => Command::Undo,
            KeyCode::KeyY => Command::Redo,
            KeyCode::KeyR if !ctrl => Command::Restart,
            KeyCode::KeyH => Command::Hint,
            KeyCode::KeyS if !ctrl => Command::Solve,
            KeyCode::KeyN => Command::NewLevel,
            KeyCode::KeyX if !ctrl => Command::Share,
            KeyCode::KeyM if !ctrl => Command::EditCopy,
            KeyCode::KeyP => Command::PlayPause,
            KeyCode::BracketLeft | KeyCode::Comma => Command::Undo,
            KeyCode::BracketRight | KeyCode::Period => Command::Redo,
            KeyCode::Minus => Command::Speed(playback.speed / 1.5),
            KeyCode::Equal => Command::Speed(playback.speed * 1.5),
            KeyCode::Enter | KeyCode::NumpadEnter if status.solved => Command::NextLevel,
            KeyCode::KeyC if status.solved && !ctrl => Command::Compare,
            _ => continue,
        };
        out.write(command);
    }
}

fn show_refusals(
    mut refused: MessageReader<MoveRefused>,
    mut status: ResMut<PlayStatus>,
    time: Res<Time>,
) {
    for r in refused.read() {
        let text = crate::text_format::capitalised(&r.reason);
        status.say(text, time.elapsed_secs_f64());
    }
}
