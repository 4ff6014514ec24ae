//! Today's five in the game: a daily level opens from the Daily screen's way (its id names
//! the date), the player's win is kept for the streak, the solver's is marked as help, and
//! leaving the level goes back to the Daily screen.

use crate::harness::*;
use bevy::prelude::*;
use puzzlebox::daily_set::{self, Mark};
use puzzlebox::lang::Words;
use puzzlebox::play::Command;
use puzzlebox::play::session::{MoveRequested, Session};
use puzzlebox::play::solver::{Purpose, SolverJob};
use puzzlebox::progress::records::Progress;
use puzzlebox::shell::{OpenLevel, Screen};
use puzzles::fifteen::Board;
use puzzles::{Kind, Puzzle};

/// Opens `kind`'s level of `date` from the Daily screen, as its Play button does.
fn open_daily(app: &mut App, date: puzzles::daily::Date, kind: Kind) {
    let level = puzzles::daily::daily_level(date, kind).unwrap();
    go_to(app, Screen::Daily);
    frames(app, 2);
    app.world_mut().write_message(OpenLevel {
        id: puzzlebox::level_id::LevelId::daily(date, kind),
        level: level.level,
        moves: Vec::new(),
    });
    frames(app, 3);
    assert_eq!(screen(app), Screen::Playing);
}

fn open_todays(app: &mut App, kind: Kind) -> puzzles::daily::Date {
    let today = puzzlebox::calendar::today();
    open_daily(app, today, kind);
    today
}

/// Plays the Fifteen level on show to its end, move by move, as the player would.
fn win_by_hand(app: &mut App) {
    let moves = app
        .world()
        .resource::<Session<Board>>()
        .current
        .solve()
        .moves
        .unwrap();
    for m in moves {
        app.world_mut().write_message(MoveRequested::<Board>(m));
        app.update();
    }
}

#[test]
fn a_daily_level_won_by_the_player_counts_for_the_day_and_goes_back_to_the_daily_screen() {
    let mut app = game();
    let today = open_todays(&mut app, Kind::Fifteen);
    win_by_hand(&mut app);
    // On a hard day the par may be found only after the win.
    assert!(until(&mut app, 3000, |app| app
        .world()
        .resource::<Session<Board>>()
        .par_checked));
    let progress = app.world().resource::<Progress>();
    let day = progress
        .daily
        .get(&today.to_string())
        .expect("the day's record");
    assert!(day.on_the_day.contains("fifteen"), "{day:?}");
    assert!(day.unaided.contains("fifteen"));
    assert_eq!(daily_set::mark(progress, today, Kind::Fifteen), Mark::AtPar);
    assert!(puzzlebox::daily_set::share_text(Words::ENGLISH, progress, today).contains("★"));
    press(&mut app, KeyCode::Escape);
    frames(&mut app, 2);
    assert_eq!(screen(&app), Screen::Daily);
}

/// The solver's job working out a level's par, taken out of the game as soon as it is made.
#[derive(Resource)]
struct HeldPar(Entity, SolverJob<Board>);

/// Set when the held job is put back.
#[derive(Resource)]
struct ParLetGo;

/// Opens today's Fifteen with its par job held back from the moment it is made, before any
/// frame can read its answer (on a fast machine, or an easy day, the answer came within the
/// frame the level opened in): the job's entity and the job.
fn open_todays_holding_the_par(app: &mut App) -> (puzzles::daily::Date, Entity, SolverJob<Board>) {
    app.add_observer(
        |add: On<Add, SolverJob<Board>>, jobs: Query<&SolverJob<Board>>, mut commands: Commands| {
            let entity = add.entity;
            if jobs
                .get(entity)
                .is_ok_and(|job| job.purpose() == Purpose::Par)
            {
                commands.queue(move |world: &mut World| {
                    // Once: the job put back is let be.
                    if world.contains_resource::<ParLetGo>() {
                        return;
                    }
                    if let Some(job) = world.entity_mut(entity).take::<SolverJob<Board>>() {
                        world.insert_resource(HeldPar(entity, job));
                    }
                });
            }
        },
    );
    let today = open_todays(app, Kind::Fifteen);
    let HeldPar(entity, job) = app
        .world_mut()
        .remove_resource::<HeldPar>()
        .expect("the par is being worked out");
    (today, entity, job)
}

#[test]
fn a_win_before_the_par_is_found_is_marked_at_par_once_it_is() {
    let mut app = game();
    // The solver working out par is held back until the player has won, as on a slow machine.
    let (today, par_job, job) = open_todays_holding_the_par(&mut app);
    win_by_hand(&mut app);
    let session = app.world().resource::<Session<Board>>();
    assert!(session.attempt.won && !session.par_checked);
    let progress = app.world().resource::<Progress>();
    assert_eq!(
        daily_set::mark(progress, today, Kind::Fifteen),
        Mark::Solved
    );
    app.world_mut().insert_resource(ParLetGo);
    app.world_mut().entity_mut(par_job).insert(job);
    assert!(until(&mut app, 3000, |app| app
        .world()
        .resource::<Session<Board>>()
        .par_checked));
    let progress = app.world().resource::<Progress>();
    assert_eq!(daily_set::mark(progress, today, Kind::Fifteen), Mark::AtPar);
    // The history's entry gets the par and the difficulty, and moves the rating.
    let entry = progress.finished.last().expect("the win is in the history");
    assert!(
        entry.par.is_some() && entry.difficulty.is_some(),
        "{entry:?}"
    );
    assert!(entry.rating.is_some() && progress.ratings.contains_key(&Kind::Fifteen));
}

#[test]
fn a_daily_level_the_solver_finishes_is_marked_as_help_and_keeps_no_streak() {
    let mut app = game();
    let today = open_todays(&mut app, Kind::Fifteen);
    command(&mut app, Command::Solve);
    until(&mut app, 600, |app| {
        app.world().resource::<Session<Board>>().current.is_solved()
    });
    frames(&mut app, 3);
    let progress = app.world().resource::<Progress>();
    let day = progress
        .daily
        .get(&today.to_string())
        .expect("the day's record");
    assert!(day.helped.contains("fifteen"), "{day:?}");
    assert!(day.on_the_day.is_empty());
    assert_eq!(
        daily_set::mark(progress, today, Kind::Fifteen),
        Mark::WithHelp
    );
}

#[test]
fn a_past_days_level_won_now_is_solved_but_does_not_count_for_that_day() {
    let mut app = game();
    let past = puzzlebox::calendar::today().add_days(-3).unwrap();
    open_daily(&mut app, past, Kind::Fifteen);
    win_by_hand(&mut app);
    let progress = app.world().resource::<Progress>();
    let day = progress
        .daily
        .get(&past.to_string())
        .expect("the day's record");
    assert!(day.on_the_day.is_empty(), "{day:?}");
    assert!(day.unaided.contains("fifteen"));
    assert!(daily_set::mark(progress, past, Kind::Fifteen) >= Mark::Solved);
    assert_eq!(
        daily_set::streak(progress, puzzlebox::calendar::today()).best,
        0
    );
}

#[test]
fn d_on_the_title_opens_the_daily_screen() {
    let mut app = game();
    assert_eq!(screen(&app), Screen::Title);
    press(&mut app, KeyCode::KeyD);
    frames(&mut app, 2);
    assert_eq!(screen(&app), Screen::Daily);
}
