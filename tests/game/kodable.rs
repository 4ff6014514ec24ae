//! Roll-the-ball coding in the game, without a window: programs built with keys, palette
//! requests or typed text run on the map, the ball ends where the rules put it, a blocked move
//! stops the run with its message, hints, Solve, Check and New map work, and a win is
//! saved.

use crate::harness::*;
use bevy::prelude::*;
use puzzlebox::board::cell_center;
use puzzlebox::games::kodable::run::{Ball, Bonus, Run};
use puzzlebox::games::kodable::{CodingSession, Desk, Note, Request, Tone};
use puzzlebox::play::Command;
use puzzlebox::play::session::LevelInfo;
use puzzlebox::play::solver::Hinted;
use puzzlebox::progress::records::Progress;
use puzzles::kodable::{
    self, Action, Block, Coding, Colour, Edit, Item, Map, Outcome, Piece, Place, Program,
    ProgramDraft, Toolbox,
};
use puzzles::search::Budget;
use puzzles::{Cell, Dir};

const LEVEL_10: &str = "kodable/14-stairs-bends-and-a-pink-door";
const BEST_10: &str =
    "Loop{3}{Right,Down} Function Down Function Down Function Cond{p}{Down} with Right Up Right";

/// What the screen shows: the session's program and map, and the desk's run and messages.
struct View {
    draft: ProgramDraft,
    map: Map,
    level: LevelInfo,
    par: Option<u32>,
    limit: Option<usize>,
    run: Option<Run>,
    note: Option<Note>,
    typed_error: Option<puzzles::ParseError>,
    solution: Option<(Program, usize)>,
    checked: Option<(bool, Option<usize>)>,
    /// The hinted edit, while it is about the program as it is.
    hint: Option<Edit>,
    won: bool,
}

impl View {
    fn won(&self) -> bool {
        self.won
    }
}

fn coding(app: &App) -> View {
    let session = app.world().resource::<CodingSession>();
    // Just after another level opens its desk comes on the next frame: a fresh one.
    let fresh = Desk::new(
        session.current.map(),
        puzzlebox::games::kodable::Introduced::NOTHING,
    );
    let desk = app.world().get_resource::<Desk>().unwrap_or(&fresh);
    let hint = app
        .world()
        .get_resource::<Hinted<Coding>>()
        .filter(|h| h.position == session.current)
        .map(|h| h.mv.clone());
    View {
        draft: session.current.draft.clone(),
        map: session.current.map().clone(),
        level: session.level.clone(),
        par: session.par,
        limit: session.current.limit(),
        run: desk.run.clone(),
        note: desk.note.clone(),
        typed_error: desk.typed_error.clone(),
        solution: desk.solution.clone(),
        checked: desk.checked,
        hint,
        won: desk.won(),
    }
}

/// The block a hinted edit adds, and how many blocks it keeps.
fn hinted_block(edit: &Edit) -> (Option<Block>, usize) {
    match *edit {
        Edit::Continue { keep, block, .. } => (Some(block), keep),
        Edit::Keep(keep) => (None, keep),
        _ => (None, usize::MAX),
    }
}

fn request(app: &mut App, r: Request) {
    app.world_mut().write_message(r);
    app.update();
}

fn text(app: &App) -> String {
    coding(app).draft.text()
}

/// Runs frames until the run on show is over.
fn run_to_the_end(app: &mut App) {
    assert!(
        until(app, 3000, |app| coding(app)
            .run
            .as_ref()
            .is_some_and(|r| r.finished)),
        "the run should end"
    );
    settle(app);
    // The win's celebration starts on the next frame.
    frames(app, 2);
}

fn ball_at(app: &mut App) -> Vec2 {
    let mut q = app.world_mut().query_filtered::<&Transform, With<Ball>>();
    q.single(app.world()).unwrap().translation.truncate()
}

fn cell_point(app: &App, cell: Cell) -> Vec2 {
    let map = &coding(app).map;
    cell_center(map.cols(), map.rows(), cell.col as f32, cell.row as f32)
}

fn hidden_bonuses(app: &mut App) -> usize {
    let mut q = app.world_mut().query::<(&Bonus, &Visibility)>();
    q.iter(app.world())
        .filter(|(_, v)| **v == Visibility::Hidden)
        .count()
}

/// The line of news the HUD shows (the session's hint or message, else the screen's own).
fn note(app: &App) -> String {
    let status = status(app);
    let now = app.world().resource::<Time>().elapsed_secs_f64();
    let view = coding(app);
    status
        .toast
        .clone()
        .filter(|(_, until)| *until > now)
        .map(|(text, _)| text)
        .or(status.hint.clone().filter(|_| view.hint.is_some()))
        .or(view.note.map(|n| n.text))
        .unwrap_or_default()
}

#[test]
fn a_typed_program_rolls_the_ball_to_the_target_and_the_win_is_saved() {
    let mut app = game();
    open(&mut app, LEVEL_10);
    command(&mut app, Command::Speed(20.0));
    request(&mut app, Request::Type(BEST_10.to_string()));
    assert_eq!(text(&app), BEST_10);
    assert_eq!(coding(&app).draft.size(), 10);
    request(&mut app, Request::Run);
    run_to_the_end(&mut app);
    let target = coding(&app).map.target();
    let at = ball_at(&mut app);
    assert!(
        at.distance(cell_point(&app, target)) < 0.01,
        "the ball rests on the target"
    );
    assert_eq!(hidden_bonuses(&mut app), 3, "every bonus was taken");
    assert!(coding(&app).won());
    assert!(status(&app).solved);
    let banner = app
        .world()
        .resource::<puzzlebox::hud::celebrate::Banner>()
        .clone();
    assert!(
        banner.detail.contains("3 of 3 bonuses"),
        "{}",
        banner.detail
    );
    assert!(
        banner.detail.contains("10 blocks: par"),
        "{}",
        banner.detail
    );
    let record = app
        .world()
        .resource::<Progress>()
        .record(LEVEL_10)
        .cloned()
        .expect("the win is saved");
    assert!(record.solved);
    assert_eq!(record.best, Some(10));
    // Enter opens the next level.
    press(&mut app, KeyCode::Enter);
    frames(&mut app, 2);
    assert_eq!(status(&app).level_id, "kodable/15-the-long-road");
}

#[test]
fn a_blocked_move_stops_the_run_with_its_message_where_it_happened() {
    let mut app = game();
    open(&mut app, LEVEL_10);
    command(&mut app, Command::Speed(20.0));
    request(&mut app, Request::Type("Right Up Down".to_string()));
    request(&mut app, Request::Run);
    run_to_the_end(&mut app);
    let run = coding(&app).run.clone().unwrap();
    assert_eq!(
        run.trace.outcome,
        Outcome::Blocked {
            at: Cell::new(1, 0),
            dir: Dir::Up
        }
    );
    assert_eq!(run.started, 2, "the run stops at the blocked move");
    assert_eq!(run.current().unwrap().origin.block, 1);
    let said = note(&app);
    assert!(said.starts_with("Cannot move up"), "{said}");
    assert_eq!(coding(&app).note.as_ref().unwrap().tone, Tone::Bad);
    let at = ball_at(&mut app);
    assert!(at.distance(cell_point(&app, Cell::new(1, 0))) < 0.01);
    assert!(!coding(&app).won());

    // The player edits and runs again: the ball goes back to the start first.
    request(&mut app, Request::Cursor(Place::Gap(2)));
    request(&mut app, Request::RemoveBack);
    assert_eq!(text(&app), "Right Down");
    request(&mut app, Request::Run);
    let start = cell_point(&app, Cell::new(0, 0));
    assert!(until(&mut app, 50, |app| ball_at(app).distance(start) < 0.01));
    run_to_the_end(&mut app);
    let run = coding(&app).run.clone().unwrap();
    assert_eq!(
        run.trace.outcome,
        Outcome::Stopped {
            at: Cell::new(1, 1)
        }
    );
    assert!(note(&app).contains("ended before the target"));
}

#[test]
fn bad_text_is_refused_with_its_column_and_changes_nothing() {
    let mut app = game();
    open(&mut app, LEVEL_10);
    request(&mut app, Request::Type("Right Down".to_string()));
    request(&mut app, Request::Type("Right Cond{p}{Ri}".to_string()));
    assert_eq!(text(&app), "Right Down");
    let e = coding(&app).typed_error.clone().unwrap();
    assert_eq!(e.at.map(|(_, column)| column), Some(15));
    assert!(
        e.message.contains("unknown direction 'Ri'"),
        "{}",
        e.message
    );
    assert!(note(&app).starts_with("Column 15:"), "{}", note(&app));
    request(&mut app, Request::Type("Loop{2}{Up}".to_string()));
    let e = coding(&app).typed_error.clone().unwrap();
    assert_eq!(e.at.map(|(_, column)| column), Some(11));
}

#[test]
fn keys_build_edit_and_reorder_a_program() {
    let mut app = game();
    open(&mut app, LEVEL_10);
    press(&mut app, KeyCode::ArrowRight);
    press(&mut app, KeyCode::ArrowDown);
    assert_eq!(text(&app), "Right Down");
    // A loop: L, then two arrows fill its slots, then 3 sets its count.
    press(&mut app, KeyCode::KeyL);
    press(&mut app, KeyCode::ArrowUp);
    press(&mut app, KeyCode::ArrowLeft);
    press(&mut app, KeyCode::Digit3);
    assert_eq!(text(&app), "Right Down Loop{3}{Up,Left}");
    // A cond: C then an arrow; C twice picks the next colour.
    press(&mut app, KeyCode::KeyC);
    press(&mut app, KeyCode::ArrowDown);
    press(&mut app, KeyCode::KeyC);
    press(&mut app, KeyCode::KeyC);
    press(&mut app, KeyCode::ArrowUp);
    assert_eq!(
        text(&app),
        "Right Down Loop{3}{Up,Left} Cond{p}{Down} Cond{o}{Up}"
    );
    // Backspace removes the block before the cursor; Shift+← moves the cursor, through the
    // loop's slots.
    press(&mut app, KeyCode::Backspace);
    with_key(&mut app, KeyCode::ShiftLeft, KeyCode::ArrowLeft);
    with_key(&mut app, KeyCode::ShiftLeft, KeyCode::ArrowLeft);
    assert_eq!(
        coding(&app).draft.cursor,
        Place::LoopSlot { block: 2, slot: 1 }
    );
    with_key(&mut app, KeyCode::ShiftLeft, KeyCode::ArrowLeft);
    with_key(&mut app, KeyCode::ShiftLeft, KeyCode::ArrowLeft);
    assert_eq!(coding(&app).draft.cursor, Place::Gap(2));
    // Ctrl+← moves the block before the cursor (Down) one place left.
    with_key(&mut app, KeyCode::ControlLeft, KeyCode::ArrowLeft);
    assert_eq!(text(&app), "Down Right Loop{3}{Up,Left} Cond{p}{Down}");
    // Undo and redo the move.
    press(&mut app, KeyCode::KeyZ);
    assert_eq!(text(&app), "Right Down Loop{3}{Up,Left} Cond{p}{Down}");
    press(&mut app, KeyCode::KeyY);
    assert_eq!(text(&app), "Down Right Loop{3}{Up,Left} Cond{p}{Down}");
    // Delete removes the block after the cursor (Right); F calls the function; Shift+↓ goes
    // to the function's slots.
    press(&mut app, KeyCode::Delete);
    press(&mut app, KeyCode::KeyF);
    with_key(&mut app, KeyCode::ShiftLeft, KeyCode::ArrowDown);
    for key in [KeyCode::ArrowRight, KeyCode::ArrowUp, KeyCode::ArrowRight] {
        press(&mut app, key);
    }
    assert_eq!(
        text(&app),
        "Down Function Loop{3}{Up,Left} Cond{p}{Down} with Right Up Right"
    );
    assert_eq!(coding(&app).draft.cursor, Place::Gap(4));
}

/// Presses `key` while `held` is down.
fn with_key(app: &mut App, held: KeyCode, key: KeyCode) {
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .press(held);
    press(app, key);
    let mut input = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    input.release(held);
    input.clear();
}

#[test]
fn palette_requests_build_a_program_with_a_loop_a_function_and_a_cond_that_wins() {
    let mut app = game();
    open(&mut app, LEVEL_10);
    command(&mut app, Command::Speed(20.0));
    let right = Item::Action(Action::Roll(Dir::Right));
    let down = Item::Action(Action::Roll(Dir::Down));
    let up = Item::Action(Action::Roll(Dir::Up));
    // What a newcomer clicks: a loop, its two slots, its count…
    for r in [
        Request::Put(Item::Loop),
        Request::Put(right),
        Request::Put(down),
        Request::Edit(Edit::SetTimes(0, 3)),
        Request::Put(Item::Function),
        Request::Put(down),
        Request::Put(Item::Function),
        Request::Put(down),
        Request::Put(Item::Function),
        Request::CondColour(Colour::Pink),
        Request::Put(Item::Action(Action::Cond(Colour::Pink, Dir::Down))),
    ] {
        request(&mut app, r);
    }
    // …then runs it before filling the function: the run refuses and points at the slot.
    request(&mut app, Request::Run);
    assert!(coding(&app).run.is_none());
    assert_eq!(coding(&app).draft.cursor, Place::FunctionSlot(0));
    assert!(note(&app).contains("function has empty slots"));
    // The function's slots, dropped from the palette.
    request(&mut app, Request::PutAt(Place::FunctionSlot(0), right));
    request(&mut app, Request::PutAt(Place::FunctionSlot(1), up));
    request(&mut app, Request::PutAt(Place::FunctionSlot(2), right));
    assert_eq!(text(&app), BEST_10);
    // A block dragged to another place and back.
    request(&mut app, Request::Edit(Edit::Move { from: 1, to: 3 }));
    assert_eq!(coding(&app).draft.blocks[2], Piece::Function);
    request(&mut app, Request::Edit(Edit::Move { from: 2, to: 1 }));
    assert_eq!(text(&app), BEST_10);
    request(&mut app, Request::Run);
    run_to_the_end(&mut app);
    assert!(coding(&app).won());
}

#[test]
fn step_mode_runs_one_action_per_press_and_lights_its_block() {
    let mut app = game();
    open(&mut app, LEVEL_10);
    command(&mut app, Command::Speed(20.0));
    request(&mut app, Request::Type(BEST_10.to_string()));
    press(&mut app, KeyCode::Enter);
    settle(&mut app);
    frames(&mut app, 5);
    let run = coding(&app).run.clone().unwrap();
    assert_eq!(run.started, 1);
    assert!(!run.playing);
    assert_eq!(run.current().unwrap().origin.block, 0);
    assert!(
        ball_at(&mut app).distance(cell_point(&app, Cell::new(1, 0))) < 0.01,
        "the first action rolled the ball one cell right"
    );
    press(&mut app, KeyCode::Enter);
    settle(&mut app);
    frames(&mut app, 5);
    assert_eq!(coding(&app).run.as_ref().unwrap().started, 2);
    assert!(ball_at(&mut app).distance(cell_point(&app, Cell::new(1, 1))) < 0.01);
    // Space runs the rest.
    press(&mut app, KeyCode::Space);
    run_to_the_end(&mut app);
    assert!(coding(&app).won());
    // R puts the ball back and the bonuses with it.
    press(&mut app, KeyCode::KeyR);
    settle(&mut app);
    assert!(coding(&app).run.is_none());
    assert_eq!(hidden_bonuses(&mut app), 0);
    assert!(ball_at(&mut app).distance(cell_point(&app, Cell::new(0, 0))) < 0.01);
}

#[test]
fn a_hint_gives_the_next_block_of_an_optimal_program_and_h_again_adds_it() {
    let mut app = game();
    open(&mut app, LEVEL_10);
    let map = coding(&app).map.clone();
    let expected = kodable::hint(&map, map.start(), Toolbox::ALL, Budget::UNLIMITED)
        .unwrap()
        .block;
    press(&mut app, KeyCode::KeyH);
    assert!(until(&mut app, 2000, |app| coding(app).hint.is_some()));
    let hint = coding(&app).hint.clone().unwrap();
    assert_eq!(hinted_block(&hint).0, Some(expected));
    assert!(note(&app).contains("Hint: add"), "{}", note(&app));
    press(&mut app, KeyCode::KeyH);
    assert_eq!(coding(&app).draft.program().unwrap().blocks, vec![expected]);

    // A program that goes wrong: the hint keeps what can stay and puts the right block after.
    let after_right = kodable::hint_after(
        &map,
        map.start(),
        &"Right".parse().unwrap(),
        Toolbox::ALL,
        Budget::UNLIMITED,
    )
    .unwrap()
    .block;
    request(&mut app, Request::Type("Right Up Down".to_string()));
    request(&mut app, Request::Hint);
    assert!(until(&mut app, 2000, |app| coding(app).hint.is_some()));
    let found = coding(&app).hint.clone().unwrap();
    assert_eq!(hinted_block(&found), (Some(after_right), 1));
    assert!(note(&app).contains("block 2 goes wrong"), "{}", note(&app));
    request(&mut app, Request::TakeHint);
    assert_eq!(text(&app), format!("Right {after_right}"));

    // A winning program: the hint says so.
    request(&mut app, Request::Type(BEST_10.to_string()));
    request(&mut app, Request::Hint);
    assert!(note(&app).contains("already wins"), "{}", note(&app));
    assert!(coding(&app).hint.is_none());
}

#[test]
fn solve_shows_an_optimal_program_and_plays_it_without_saving_a_win() {
    let mut app = game();
    open(&mut app, "kodable/16-the-maze");
    command(&mut app, Command::Speed(20.0));
    press(&mut app, KeyCode::ArrowUp);
    command(&mut app, Command::Solve);
    assert!(until(&mut app, 2000, |app| coding(app).solution.is_some()));
    assert_eq!(coding(&app).draft.size(), 20, "the par of the maze");
    run_to_the_end(&mut app);
    assert!(coding(&app).won());
    let record = app
        .world()
        .resource::<Progress>()
        .record("kodable/16-the-maze");
    assert!(record.is_some_and(|r| !r.solved && r.best_time.is_none()));
    // Undo takes the solver's edits back one by one, down to the player's own program.
    let solver_edits = app.world().resource::<CodingSession>().done.len() - 1;
    assert!(solver_edits > 0);
    for _ in 0..solver_edits {
        press(&mut app, KeyCode::KeyZ);
    }
    assert_eq!(text(&app), "Up");
}

#[test]
fn check_says_the_map_is_solvable() {
    let mut app = game();
    open(&mut app, "kodable/15-the-long-road");
    press(&mut app, KeyCode::KeyK);
    assert!(until(&mut app, 2000, |app| coding(app).checked.is_some()));
    assert_eq!(coding(&app).checked, Some((true, Some(3))));
    assert!(note(&app).starts_with("Solvable"), "{}", note(&app));
}

#[test]
fn new_map_makes_a_solvable_map_of_the_chosen_size_saves_it_and_opens_it() {
    let mut app = game();
    open(&mut app, "kodable/01-first-roll");
    request(&mut app, Request::NewMap { rows: 6, cols: 9 });
    assert!(until(&mut app, 2000, |app| coding(app)
        .level
        .id
        .starts_with("mine/kodable/")));
    frames(&mut app, 2);
    let c = coding(&app);
    assert_eq!((c.map.rows(), c.map.cols()), (6, 9));
    let id = c.level.id.clone();
    let map = c.map.clone();
    assert_eq!(
        kodable::check(&map, map.start(), Budget::UNLIMITED),
        Some(true)
    );
    let progress = app.world().resource::<Progress>();
    assert!(progress.mine.iter().any(|l| l.id == id));
    // The new map's pieces are on the board: one ball, its bonuses.
    let mut balls = app.world_mut().query::<&Ball>();
    assert_eq!(balls.iter(app.world()).count(), 1);
    let mut bonuses = app.world_mut().query::<&Bonus>();
    assert_eq!(bonuses.iter(app.world()).count(), map.bonuses().len());
}

#[test]
fn esc_stops_a_run_and_only_a_second_esc_leaves() {
    let mut app = game();
    open(&mut app, LEVEL_10);
    command(&mut app, Command::Speed(0.5));
    request(&mut app, Request::Type(BEST_10.to_string()));
    request(&mut app, Request::Run);
    frames(&mut app, 3);
    press(&mut app, KeyCode::Escape);
    assert!(coding(&app).run.is_none());
    assert_eq!(screen(&app), puzzlebox::shell::Screen::Playing);
    press(&mut app, KeyCode::Escape);
    assert_eq!(screen(&app), puzzlebox::shell::Screen::Levels);
}

#[test]
fn a_map_without_par_gets_one_from_the_solver() {
    let mut app = game();
    let level =
        puzzles::AnyLevel::parse(puzzles::Kind::Kodable, "@ - - *\n* * - *\n* * t *").unwrap();
    app.world_mut().write_message(puzzlebox::shell::OpenLevel {
        id: "mine/kodable/test".into(),
        level,
        moves: Vec::new(),
    });
    frames(&mut app, 3);
    assert!(until(&mut app, 2000, |app| coding(app).par == Some(2)));
    assert_eq!(status(&app).par, Some(2));
}

#[test]
fn following_the_hints_builds_a_winning_program_with_a_loop_a_function_and_a_cond() {
    let mut app = game();
    open(&mut app, LEVEL_10);
    command(&mut app, Command::Speed(20.0));
    for _ in 0..12 {
        if status(&app).solved
            || coding(&app)
                .draft
                .program()
                .is_ok_and(|p| kodable::run(&coding(&app).map, &p).is_won())
        {
            break;
        }
        press(&mut app, KeyCode::KeyH);
        assert!(until(&mut app, 2000, |app| status(app).hint.is_some()));
        // Where the best program tests a colour the player's does not, the colour comes
        // first and the block with the next H.
        let idea_told = |app: &App| {
            let hinted = app.world().get_resource::<Hinted<kodable::Coding>>();
            hinted.is_some_and(|h| h.then.is_some())
        };
        if idea_told(&app) {
            assert!(status(&app).hint.unwrap().contains("tile"));
            press(&mut app, KeyCode::KeyH);
            assert!(!idea_told(&app));
        }
        press(&mut app, KeyCode::KeyH);
    }
    let program = coding(&app).draft.program().unwrap();
    assert_eq!(program.size(), 10, "{program}");
    assert!(program.blocks.iter().any(|b| matches!(b, Block::Loop(..))));
    assert!(program.blocks.iter().any(|b| matches!(b, Block::Cond(..))));
    assert!(program.calls_function());
    press(&mut app, KeyCode::Space);
    run_to_the_end(&mut app);
    assert!(coding(&app).won());
}

#[test]
fn answers_about_the_last_map_are_dropped_when_another_opens() {
    let mut app = game();
    open(&mut app, "kodable/16-the-maze");
    // The questions are asked about the maze; then another level opens before (or after)
    // the answers come: either way they must not land on the new level.
    app.world_mut().write_message(Request::Hint);
    app.world_mut().write_message(Request::Solve);
    app.update();
    app.world_mut().write_message(puzzlebox::shell::OpenLevel {
        id: "kodable/01-first-roll".into(),
        level: puzzlebox::levels::find_builtin("kodable/01-first-roll")
            .unwrap()
            .level(),
        moves: Vec::new(),
    });
    for _ in 0..60 {
        app.update();
        std::thread::sleep(std::time::Duration::from_millis(2));
        let c = coding(&app);
        assert!(
            c.hint.is_none() && c.solution.is_none() && c.draft.blocks.is_empty(),
            "{:?} {:?} {} on {}",
            c.hint,
            c.solution,
            c.draft.text(),
            c.level.id
        );
    }
    assert_eq!(coding(&app).map.cols(), 6);
}

#[test]
fn a_program_over_the_maps_block_limit_does_not_run() {
    let mut app = game();
    open(&mut app, LEVEL_10);
    let limit = coding(&app).limit.expect("the map has a block limit");
    let long = vec!["Right"; limit + 1].join(" ");
    request(&mut app, Request::Type(long));
    request(&mut app, Request::Run);
    assert!(coding(&app).run.is_none(), "the run should not start");
    assert!(
        note(&app).contains(&format!("at most {limit} blocks")),
        "{}",
        note(&app)
    );
}

#[test]
fn a_hint_goes_when_the_program_changes() {
    let mut app = game();
    open(&mut app, LEVEL_10);
    press(&mut app, KeyCode::KeyH);
    assert!(until(&mut app, 2000, |app| coding(app).hint.is_some()));
    assert!(note(&app).contains("Hint"), "{}", note(&app));
    request(&mut app, Request::Type("Right".to_string()));
    assert!(coding(&app).hint.is_none());
    assert!(!note(&app).contains("Hint"), "{}", note(&app));
}

#[test]
fn finish_writes_an_optimal_program_and_shows_its_run_won() {
    let mut app = game();
    open(&mut app, "kodable/01-first-roll");
    command(&mut app, Command::Finish);
    frames(&mut app, 2);
    assert!(status(&app).solved);
    let banner = app.world().resource::<puzzlebox::hud::celebrate::Banner>();
    assert_eq!(banner.headline, "Solved by the solver");
    assert_eq!(
        puzzlebox::lang::Words::ENGLISH.message(banner.again, &[]),
        "Edit the program"
    );
}

#[test]
fn opening_a_level_of_another_puzzle_ends_the_program_and_its_hud() {
    let mut app = game();
    open(&mut app, "kodable/01-first-roll");
    assert!(status(&app).own_hud);
    open(&mut app, "klotski/01-side-step");
    frames(&mut app, 2);
    assert!(app.world().get_resource::<CodingSession>().is_none());
    assert!(app.world().get_resource::<Desk>().is_none());
    assert!(!status(&app).own_hud);
    assert_eq!(status(&app).kind, Some(puzzles::Kind::Klotski));
}

#[test]
fn the_win_counts_the_time_spent_writing_the_program() {
    let mut app = game();
    open(&mut app, LEVEL_10);
    command(&mut app, Command::Speed(20.0));
    // Three seconds of thought: 60 frames of 50 ms.
    frames(&mut app, 60);
    request(&mut app, Request::Type(BEST_10.to_string()));
    request(&mut app, Request::Run);
    run_to_the_end(&mut app);
    let banner = app
        .world()
        .resource::<puzzlebox::hud::celebrate::Banner>()
        .clone();
    let time = banner.time.expect("a time");
    let seconds: u32 = time.trim_start_matches("Time 0:").parse().expect(&time);
    assert!(seconds >= 3, "{time}");
}

#[test]
fn a_loop_that_never_repeats_counts_two_and_every_count_says_why() {
    let mut app = game();
    let level = puzzles::AnyLevel::parse(
        puzzles::Kind::Kodable,
        "; title: Box\n@ - - *\n* * - *\n* * t *\n",
    )
    .unwrap();
    app.world_mut().write_message(puzzlebox::shell::OpenLevel {
        id: "file/box.kodable".into(),
        level,
        moves: Vec::new(),
    });
    frames(&mut app, 3);
    command(&mut app, Command::Speed(20.0));
    request(&mut app, Request::Type("Loop{2}{Right,Down}".into()));
    assert_eq!(coding(&app).draft.size(), 1);
    request(&mut app, Request::Run);
    run_to_the_end(&mut app);
    assert!(coding(&app).won());
    let banner = app
        .world()
        .resource::<puzzlebox::hud::celebrate::Banner>()
        .clone();
    assert!(
        banner.detail.contains("2 blocks (its loop never repeated"),
        "{}",
        banner.detail
    );
    assert!(
        note(&app).contains("in 2 blocks (its loop never repeated"),
        "{}",
        note(&app)
    );
    // The header and the program's heading count the same, saying why.
    app.world_mut()
        .resource_scope(|world, mut desk: Mut<Desk>| {
            let session = world.resource::<CodingSession>();
            let bench = puzzlebox::games::kodable::Bench::new(session, &mut desk, None);
            assert_eq!(
                bench.score(),
                (2, Some(puzzlebox::games::kodable::LOOP_CUT_SHORT))
            );
        });
}

/// "Clear" starts afresh: the program empty, and the ball back at its start with the last
/// run's words gone, as a child expects of a board cleared.
#[test]
fn clearing_the_program_puts_the_ball_back_at_its_start() {
    let mut app = game();
    open(&mut app, "kodable/03-there-and-back");
    command(&mut app, Command::Speed(20.0));
    request(&mut app, Request::Type("Right".to_string()));
    request(&mut app, Request::Run);
    run_to_the_end(&mut app);
    let start = coding(&app).map.start().ball;
    assert!(ball_at(&mut app).distance(cell_point(&app, start)) > 0.5);
    request(&mut app, Request::Edit(Edit::Clear));
    frames(&mut app, 2);
    settle(&mut app);
    assert_eq!(text(&app), "");
    assert!(coding(&app).run.is_none(), "the run is over");
    assert!(ball_at(&mut app).distance(cell_point(&app, start)) < 0.01);
}

#[test]
fn a_colour_level_points_at_its_colour_and_says_when_a_colour_block_never_turned() {
    // "A yellow turn": the palette stayed on pink, a run whose yellow block never fired said
    // only "Add blocks and run it again", and the first hint built on the wrong block.
    let mut app = game();
    open(&mut app, "kodable/07-a-yellow-turn");
    assert_eq!(
        app.world().resource::<Desk>().cond_colour,
        puzzles::kodable::Colour::Yellow
    );
    // Two rights: the second hits the end of the row. The hint names the colour first.
    request(&mut app, Request::Type("Right Right".to_string()));
    press(&mut app, KeyCode::KeyH);
    assert!(until(&mut app, 2000, |app| note(app).starts_with("Hint")));
    assert!(note(&app).contains("yellow tile"), "{}", note(&app));
    request(&mut app, Request::Type("Cond{y}{Up} Right".to_string()));
    request(&mut app, Request::Run);
    run_to_the_end(&mut app);
    assert!(
        note(&app).contains("yellow block never turned the ball"),
        "{}",
        note(&app)
    );
}
