//! What the progress keeps of the player's attempts: the clock (running only while the level
//! is on show in a focused window and the solver is not playing), attempts, best moves and
//! time, and par reached without help.

use crate::harness::*;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use puzzlebox::play::Command;
use puzzlebox::play::session::{MoveRequested, Session};
use puzzlebox::progress::records::{LevelRecord, Progress};
use puzzles::Puzzle;
use puzzles::fifteen::{Board, Slide};

const LEVEL: &str = "fifteen/02-three-by-three";

fn session(app: &App) -> &Session<Board> {
    app.world().resource::<Session<Board>>()
}

fn record(app: &App) -> LevelRecord {
    let progress = app.world().resource::<Progress>();
    progress.record(LEVEL).cloned().unwrap_or_default()
}

fn solution(app: &App) -> Vec<Slide> {
    session(app).current.solve().moves.expect("a solution")
}

fn play(app: &mut App, moves: &[Slide]) {
    for m in moves {
        app.world_mut().write_message(MoveRequested::<Board>(*m));
        app.update();
    }
}

#[test]
fn a_win_of_ones_own_keeps_its_moves_time_and_par_mark() {
    let mut app = game();
    open(&mut app, LEVEL);
    assert_eq!(record(&app).attempts, 0, "looking is no attempt");
    let moves = solution(&app);
    frames(&mut app, 20); // a second of thought: 20 frames of 50 ms
    play(&mut app, &moves);
    let r = record(&app);
    assert!(r.solved);
    assert_eq!(r.attempts, 1);
    assert_eq!(r.best, Some(moves.len() as u32));
    assert!(
        r.par_unaided,
        "an optimal solution with no hint reaches par"
    );
    let time = r.best_time.expect("a time");
    let frames_played = 20 + moves.len() as u64;
    assert!(
        (frames_played * 50 - 200..=frames_played * 50 + 200).contains(&time),
        "{time} ms for {frames_played} frames of 50 ms"
    );
    // The clock stops at the win, and the win panel shows it.
    frames(&mut app, 40);
    assert_eq!(session(&app).attempt.time, time);
    let banner = app.world().resource::<puzzlebox::hud::celebrate::Banner>();
    assert_eq!(
        banner.time.as_deref(),
        Some(format!("Time {}", puzzlebox::text_format::clock(time)).as_str())
    );
}

#[test]
fn a_restart_is_a_new_attempt_with_a_new_clock() {
    let mut app = game();
    open(&mut app, LEVEL);
    let moves = solution(&app);
    play(&mut app, &moves[..2]);
    frames(&mut app, 40);
    command(&mut app, Command::Restart);
    assert!(session(&app).attempt.time < 200, "the clock starts again");
    assert_eq!(
        record(&app).attempts,
        1,
        "a restart is counted at its first move"
    );
    command(&mut app, Command::Restart);
    play(&mut app, &moves[..1]);
    assert_eq!(record(&app).attempts, 2);
    frames(&mut app, 4);
    assert_eq!(record(&app).attempts, 2, "one attempt, however many moves");
}

#[test]
fn a_hint_costs_the_par_mark_but_not_the_win() {
    let mut app = game();
    open(&mut app, LEVEL);
    command(&mut app, Command::Hint);
    assert!(
        until(&mut app, 400, |app| session(app).attempt.hinted),
        "the hint comes"
    );
    let moves = solution(&app);
    play(&mut app, &moves);
    let r = record(&app);
    assert!(r.solved && r.best == Some(moves.len() as u32));
    assert!(!r.par_unaided);
    // The history keeps the finish, with its hint, on today's date, and the level's
    // difficulty (its par known).
    let history = &app.world().resource::<Progress>().finished;
    assert_eq!(history.len(), 1);
    let entry = &history[0];
    assert_eq!(entry.level, LEVEL);
    assert_eq!(
        (entry.moves, entry.hints, entry.solver),
        (Some(moves.len() as u32), 1, false)
    );
    assert_eq!(entry.day, puzzlebox::calendar::today().to_string());
    assert!(
        entry.par.is_some() && entry.difficulty.is_some(),
        "{entry:?}"
    );
    assert!(entry.rating.is_none(), "a built-in level moves no rating");
    // The win panel says why there is no star, rather than "par! Perfect.".
    frames(&mut app, 2);
    let banner = app
        .world()
        .resource::<puzzlebox::hud::celebrate::Banner>()
        .clone();
    assert!(
        banner.detail.contains("no ★: a hint was shown"),
        "{}",
        banner.detail
    );
}

#[test]
fn the_clock_stops_while_the_window_is_not_focused() {
    let mut app = game();
    let window = app
        .world_mut()
        .spawn((
            Window {
                focused: true,
                ..default()
            },
            PrimaryWindow,
        ))
        .id();
    open(&mut app, LEVEL);
    frames(&mut app, 2);
    let before = session(&app).attempt.time;
    frames(&mut app, 10);
    let focused = session(&app).attempt.time - before;
    assert!((450..=550).contains(&focused), "{focused} ms in 10 frames");
    app.world_mut().get_mut::<Window>(window).unwrap().focused = false;
    frames(&mut app, 2);
    let stopped = session(&app).attempt.time;
    frames(&mut app, 40);
    assert_eq!(session(&app).attempt.time, stopped);
}

#[test]
fn the_solvers_win_is_not_the_players_and_its_playback_stops_the_clock() {
    let mut app = game();
    open(&mut app, LEVEL);
    command(&mut app, Command::Solve);
    assert!(
        until(&mut app, 400, |app| {
            app.world()
                .resource::<puzzlebox::play::playback::Playback>()
                .playing
        }),
        "playback starts"
    );
    let at_start = session(&app).attempt.time;
    frames(&mut app, 10);
    assert!(session(&app).attempt.time - at_start <= 50);
    assert!(
        until(&mut app, 2000, |app| session(app).current.is_solved()),
        "the solver solves it"
    );
    frames(&mut app, 2);
    let r = record(&app);
    assert!(!r.solved && r.best_time.is_none());
    // In the history, a level the solver played from its start: given up.
    let history = &app.world().resource::<Progress>().finished;
    assert_eq!(history.len(), 1);
    assert!(history[0].solver && history[0].gave_up, "{:?}", history[0]);
    assert_eq!(history[0].finish(), puzzles::rating::Finish::Lost);
}

#[test]
fn an_attempt_left_half_way_keeps_its_clock_and_its_hint() {
    let mut app = game();
    open(&mut app, LEVEL);
    let moves = solution(&app);
    command(&mut app, Command::Hint);
    assert!(until(&mut app, 400, |app| session(app).attempt.hinted));
    play(&mut app, &moves[..2]);
    frames(&mut app, 20);
    let time = session(&app).attempt.time;
    go_to(&mut app, puzzlebox::shell::Screen::Levels);
    frames(&mut app, 3);
    let left = app.world().resource::<Progress>().resume[LEVEL].clone();
    assert!(left.hinted);
    assert!(left.time >= time, "{} < {time}", left.time);
    open(&mut app, LEVEL);
    let attempt = &session(&app).attempt;
    assert!(attempt.hinted && attempt.counted);
    assert!((left.time..left.time + 200).contains(&attempt.time));
    assert_eq!(
        record(&app).attempts,
        1,
        "a level taken up again is the same attempt"
    );
}

#[test]
fn the_stats_open_from_the_puzzles_and_esc_goes_back() {
    use puzzlebox::shell::Screen;
    let mut app = game();
    go_to(&mut app, Screen::Puzzles);
    frames(&mut app, 2);
    press(&mut app, KeyCode::KeyT);
    assert_eq!(screen(&app), Screen::Stats);
    assert_eq!(
        app.world()
            .resource::<Progress>()
            .settings
            .last_place
            .as_deref(),
        Some("stats"),
        "the game reopens on the stats"
    );
    press(&mut app, KeyCode::Escape);
    assert_eq!(screen(&app), Screen::Puzzles);
}

#[test]
fn the_puzzle_cards_are_worked_out_one_a_frame() {
    use puzzlebox::screens::puzzle_select::Previews;
    use puzzlebox::shell::Screen;
    let mut app = game();
    go_to(&mut app, Screen::Puzzles);
    let ready = |app: &App| app.world().resource::<Previews>().0.len();
    let mut seen = Vec::new();
    for _ in 0..8 {
        app.update();
        seen.push(ready(&app));
    }
    // The screen opens in the first frame's state change; then one card a frame, never more.
    assert!(seen[0] <= 1, "{seen:?}");
    assert!(seen.windows(2).all(|w| w[1] <= w[0] + 1), "{seen:?}");
    assert_eq!(*seen.last().unwrap(), puzzles::Kind::ALL.len());
    // Each card shows its level; those that play a solution (all but roll-the-ball's map,
    // where a program is no picture) step through it.
    let previews = app.world().resource::<Previews>();
    let lengths: Vec<(puzzles::Kind, usize)> =
        previews.0.iter().map(|(k, f)| (*k, f.len())).collect();
    for (kind, n) in &lengths {
        let plays = *kind != puzzles::Kind::Kodable;
        assert!(*n > usize::from(plays), "{lengths:?}");
    }
}
