//! What the progress keeps of each attempt at a level: its clock (which runs only while the
//! level is on show in a focused window, the solver is not playing and it is not yet won), the
//! attempt counted at its first move, and the win with its moves, time and par mark.

use super::LevelSolved;
use super::playback::Playback;
use super::session::{BoardChanged, Change, Playable, Session};
use crate::progress::history::Finished;
use crate::progress::records::{Progress, Win};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

/// Runs the clock of the level on show: a frame adds the time since the last one when the
/// clock was running then, and decides whether it runs until the next.
pub(super) fn tick<P: Playable>(
    mut session: ResMut<Session<P>>,
    playback: Res<Playback>,
    window: Query<&Window, With<PrimaryWindow>>,
    time: Res<Time<Real>>,
) {
    let attempt = &mut session.attempt;
    if attempt.running {
        attempt.time = attempt.time.saturating_add(time.delta().as_millis() as u64);
    }
    // With no window (a game run without one) the level counts as on show.
    let focused = window.single().map_or(true, |w| w.focused);
    attempt.running = focused && !playback.playing && !attempt.won;
}

/// Counts the attempt in the progress at its first move.
pub(super) fn count_attempt<P: Playable>(
    mut session: ResMut<Session<P>>,
    mut changes: MessageReader<BoardChanged<P>>,
    progress: Option<ResMut<Progress>>,
) {
    let played = changes.read().any(|c| matches!(c.how, Change::Played(_)));
    if played && !session.attempt.played {
        session.attempt.played = true;
    }
    if !played || session.attempt.counted {
        return;
    }
    session.attempt.counted = true;
    if let Some(mut progress) = progress {
        progress.record_attempt(&session.level.id);
    }
}

/// Records a win in the progress (for levels of type `P`), and stops the clock.
pub fn record<P: Playable>(
    mut solved: MessageReader<LevelSolved>,
    session: Option<ResMut<Session<P>>>,
    mut progress: ResMut<Progress>,
) {
    let Some(mut session) = session else {
        return;
    };
    for win in solved.read() {
        info!("level solved: {} in {} moves", session.level.id, win.moves);
        session.attempt.won = true;
        session.attempt.running = false;
        let (hinted, assisted) = (session.attempt.hinted, win.assisted);
        crate::daily_set::record_if_daily(&mut progress, &session.level.id, hinted, assisted);
        progress.record_finished(finished_of(&session, win));
        if win.assisted {
            continue;
        }
        let kept = win_of(win, session.attempt.hinted);
        if !session.attempt.hinted {
            session.attempt.unaided_win = kept.moves;
        }
        progress.record_win(&session.level.id, kept);
    }
}

/// What the history keeps of a level finished (by the player, or with the solver's moves):
/// today's date on the player's calendar, and the level's difficulty when its par is known.
fn finished_of<P: Playable>(session: &Session<P>, win: &LevelSolved) -> Finished {
    let par = win.par.or(session.par);
    Finished {
        level: session.level.id.clone(),
        day: crate::calendar::today().to_string(),
        moves: win.counts().then_some(win.moves as u32),
        time: win.time,
        hints: session.attempt.hints,
        solver: win.assisted,
        gave_up: win.assisted && !session.attempt.played,
        par,
        difficulty: par.map(|par| session.start.difficulty(par as usize)),
        rating: None,
        from: String::new(),
        n: 0,
    }
}

/// What the progress keeps of a win of the player's own.
fn win_of(win: &LevelSolved, hinted: bool) -> Win {
    // A program that leaves bonuses behind solves the level, but its count is no score to
    // compare with par, which takes them all.
    // A win helped by a hint earns no ★ beyond the first in a puzzle scored in stars, whose
    // record's stars follow its count: its count is not kept as a score.
    Win {
        moves: win.kept_as_a_score().then_some(win.moves as u32),
        time: win.time,
        par_unaided: !hinted && win.at_par(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn solved(moves: usize, par: Option<u32>, bonuses: Option<(usize, usize)>) -> LevelSolved {
        LevelSolved {
            moves,
            par,
            assisted: false,
            taken: bonuses.map(|(taken, of)| crate::play::Taken { taken, of }),
            time: 67_000,
            note: None,
            hinted: false,
        }
    }

    #[test]
    fn a_win_and_its_record_earn_the_same_stars() {
        let cases = [
            (solved(6, Some(6), Some((2, 2))), Some(3)),
            (solved(7, Some(6), Some((2, 2))), Some(2)),
            (solved(5, Some(6), Some((1, 2))), Some(1)),
            (solved(8, Some(8), None), None),
            // Helped by a hint: no ★ beyond the first (a win by hints showed ★★★).
            (hinted(solved(6, Some(6), Some((2, 2)))), Some(1)),
            (hinted(solved(7, Some(6), Some((2, 2)))), Some(1)),
        ];
        fn hinted(win: LevelSolved) -> LevelSolved {
            LevelSolved {
                hinted: true,
                ..win
            }
        }
        for (win, stars) in cases {
            assert_eq!(win.stars(), stars, "{win:?}");
            if let Some(stars) = stars {
                let record = crate::progress::records::LevelRecord {
                    solved: true,
                    best: win_of(&win, win.hinted).moves,
                    ..Default::default()
                };
                assert_eq!(record.stars(win.par), stars, "{win:?}");
            }
        }
        let by_the_solver = LevelSolved {
            assisted: true,
            ..solved(6, Some(6), Some((2, 2)))
        };
        assert_eq!(by_the_solver.stars(), Some(0));
    }

    #[test]
    fn par_is_marked_only_when_reached_without_a_hint() {
        assert!(win_of(&solved(8, Some(8), None), false).par_unaided);
        assert!(!win_of(&solved(8, Some(8), None), true).par_unaided);
        assert!(!win_of(&solved(9, Some(8), None), false).par_unaided);
        assert!(!win_of(&solved(8, None, None), false).par_unaided);
    }

    #[test]
    fn a_program_that_leaves_bonuses_behind_keeps_no_count() {
        let win = win_of(&solved(5, Some(6), Some((1, 2))), false);
        assert_eq!(win.moves, None);
        assert!(!win.par_unaided);
        assert_eq!(win.time, 67_000);
        let every = win_of(&solved(6, Some(6), Some((2, 2))), false);
        assert_eq!(every.moves, Some(6));
        assert!(every.par_unaided);
    }
}
