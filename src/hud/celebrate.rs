//! Winning: confetti, a banner with moves against par, and the progress saved.

use crate::lang::Words;
use crate::play::{LevelSolved, PlayStatus};
use crate::shell::Screen;
use crate::theme;
use bevy::prelude::*;
use rand::Rng;

/// The banner on show after a win.
#[derive(Resource, Clone, Debug)]
pub struct Banner {
    /// The big line.
    pub headline: String,
    /// Moves against par.
    pub detail: String,
    /// The time it took, when it was the player's own win.
    pub time: Option<String>,
    /// The label of the button that plays the level again.
    pub again: &'static str,
    /// For a puzzle scored in stars (a program's: the target reached, every bonus taken, at
    /// most par blocks), how many of the three this win earned.
    pub stars: Option<usize>,
    /// After the path's last level: where Next goes now (a level left behind, or random
    /// levels once every level is won).
    pub path_end: Option<String>,
    /// The label of the button on ("Next level", or "Next for you" once the path is won).
    pub next: String,
}

/// What the win says after the path's last level, and the label of the button on: none
/// before the last level, nor on a level off the path.
fn path_end(
    words: Words,
    status: &PlayStatus,
    progress: &crate::progress::records::Progress,
) -> (Option<String>, String) {
    use crate::levels::OnThePath;
    let won = |id: &crate::level_id::LevelId| progress.solved(id);
    let next = crate::tr!(words, "hud-next-level");
    let Some(kind) = status.kind else {
        return (None, next);
    };
    match crate::levels::after_on_the_path(kind, &status.level_id, won) {
        Some(OnThePath::BackTo(number, level)) => {
            let title = level.shown_title(words);
            let line = crate::tr!(words, "win-path-back", number = number, title = title);
            (Some(line), next)
        }
        Some(OnThePath::Finished) => {
            let puzzle = words.puzzle_name(kind);
            let line = crate::tr!(words, "win-path-finished", puzzle = puzzle);
            (Some(line), crate::tr!(words, "levels-for-you"))
        }
        _ => (None, next),
    }
}

/// A piece of confetti.
#[derive(Component)]
pub struct Confetti {
    velocity: Vec2,
    spin: f32,
    age: f32,
}

pub(super) fn plugin(app: &mut App) {
    crate::redraw::keep_drawing_while::<Confetti>(app);
    app.add_systems(Update, (celebrate, fall).run_if(in_state(Screen::Playing)))
        .add_systems(OnExit(Screen::Playing), |mut commands: Commands| {
            commands.remove_resource::<Banner>()
        });
}

fn celebrate(
    mut solved: MessageReader<LevelSolved>,
    mut commands: Commands,
    status: Res<PlayStatus>,
    mut meshes: Option<ResMut<Assets<Mesh>>>,
    mut materials: Option<ResMut<Assets<ColorMaterial>>>,
    view: Option<Res<crate::board::BoardView>>,
    reduce_motion: Res<crate::shell::ReduceMotion>,
    words: Res<Words>,
    (mut spoken, progress): (
        ResMut<crate::spoken::Spoken>,
        Res<crate::progress::records::Progress>,
    ),
) {
    let words = *words;
    let Some(win) = solved.read().last().cloned() else {
        return;
    };
    let again = status.again;
    let headline = if win.assisted {
        crate::tr!(words, "win-solver")
    } else {
        crate::tr!(words, "win-heading")
    };
    let detail = detail(words, &win);
    let time = (!win.assisted).then(|| {
        crate::tr!(
            words,
            "win-time",
            time = crate::text_format::clock(win.time)
        )
    });
    let (path_end, next) = path_end(words, &status, &progress);
    // The panel's buttons too, with their keys: the focus does not move onto them.
    let ways_on = crate::tr!(
        words,
        "win-ways-on",
        next = next.clone(),
        again = words.message(again, &[]),
        compare = crate::tr!(words, "hud-compare")
    );
    let said = [
        Some(&headline),
        Some(&detail),
        time.as_ref(),
        path_end.as_ref(),
    ]
    .into_iter()
    .flatten()
    .map(String::as_str)
    .collect::<Vec<_>>()
    .join(" ");
    spoken.say_at_once(crate::spoken::one_after_the_other(&said, &ways_on));
    commands.insert_resource(Banner {
        headline,
        detail,
        time,
        again,
        stars: win.stars(),
        path_end,
        next,
    });
    // Confetti is for the player's own wins, and for players who like things moving.
    let (Some(meshes), Some(materials)) = (meshes.as_mut(), materials.as_mut()) else {
        return;
    };
    if win.assisted || reduce_motion.0 {
        return;
    }
    let size = view.map_or(Vec2::splat(400.0), |v| v.size);
    throw_confetti(&mut commands, meshes, materials, size);
}

/// What a win at par earns: a ★, unless a hint was shown (and then it says why not).
fn at_par(words: Words, win: &LevelSolved) -> String {
    if win.hinted {
        crate::tr!(words, "win-par-hinted")
    } else {
        crate::tr!(words, "win-par")
    }
}

/// The banner's second line: moves (or a program's blocks and bonuses) against par.
fn detail(words: Words, win: &LevelSolved) -> String {
    let moves = crate::tr!(words, "win-moves", moves = win.moves);
    match (win.par, win.taken.map(|t| (t.taken, t.of))) {
        _ if win.assisted => crate::tr!(words, "win-try-yourself"),
        // A program's score: bonuses first, then blocks against the optimal program's.
        (par, Some((taken, of))) => {
            let n = win.moves;
            let blocks = match win.note {
                Some(note) => crate::tr!(
                    words,
                    "play-win-count-note",
                    count = crate::tr!(words, "win-blocks", blocks = n),
                    note = crate::words_of!(words).message(note, &[])
                ),
                None => crate::tr!(words, "win-blocks", blocks = n),
            };
            let score = match par {
                Some(par) if taken < of => {
                    crate::tr!(
                        words,
                        "win-best-program-more-bonus",
                        blocks = blocks,
                        par = par
                    )
                }
                None if taken < of => crate::tr!(words, "win-more-bonus", blocks = blocks),
                Some(par) if n as u32 <= par => {
                    crate::tr!(
                        words,
                        "play-win-at-par",
                        count = blocks,
                        verdict = at_par(words, win)
                    )
                }
                Some(par) => crate::tr!(words, "win-best-program", blocks = blocks, par = par),
                None => crate::tr!(words, "play-win-count", count = blocks),
            };
            if of == 0 {
                score
            } else {
                crate::tr!(words, "win-bonuses", taken = taken, of = of, score = score)
            }
        }
        (Some(par), None) if win.moves as u32 <= par => {
            crate::tr!(
                words,
                "play-win-at-par",
                count = moves,
                verdict = at_par(words, win)
            )
        }
        (Some(par), None) => crate::tr!(words, "win-above-par", moves = moves, par = par),
        (None, None) => crate::tr!(words, "play-win-count", count = moves),
    }
}

/// Ninety pieces of confetti thrown up from the bottom of a board `size` wide.
fn throw_confetti(
    commands: &mut Commands,
    meshes: &mut Assets<Mesh>,
    materials: &mut Assets<ColorMaterial>,
    size: Vec2,
) {
    let mut rng = rand::rng();
    let colours = [
        theme::palette::Palette::DARK.gold,
        theme::palette::Palette::DARK.accent,
        Color::srgb(0.898, 0.353, 0.306),
        Color::srgb(0.55, 0.85, 0.45),
        Color::WHITE,
    ];
    let mesh = meshes.add(Rectangle::new(10.0, 16.0));
    let palette: Vec<_> = colours.iter().map(|&c| materials.add(c)).collect();
    for i in 0..90 {
        let x = rng.random_range(-0.5..0.5) * size.x;
        commands.spawn((
            Confetti {
                velocity: Vec2::new(
                    rng.random_range(-120.0..120.0),
                    rng.random_range(250.0..650.0),
                ),
                spin: rng.random_range(-8.0..8.0),
                age: 0.0,
            },
            Mesh2d(mesh.clone()),
            MeshMaterial2d(palette[i % palette.len()].clone()),
            Transform::from_xyz(x, -size.y * 0.5, 50.0),
            DespawnOnExit(Screen::Playing),
        ));
    }
}

fn fall(
    mut commands: Commands,
    mut pieces: Query<(Entity, &mut Confetti, &mut Transform)>,
    time: Res<Time>,
) {
    let dt = time.delta_secs();
    for (entity, mut c, mut t) in &mut pieces {
        c.age += dt;
        c.velocity.y -= 600.0 * dt;
        t.translation += (c.velocity * dt).extend(0.0);
        t.rotate_z(c.spin * dt);
        if c.age > 3.0 {
            commands.entity(entity).despawn();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::Taken;

    fn program_win(blocks: usize, par: u32, (taken, of): (usize, usize)) -> LevelSolved {
        LevelSolved {
            moves: blocks,
            par: Some(par),
            assisted: false,
            taken: Some(Taken { taken, of }),
            time: 50_000,
            note: None,
            hinted: false,
        }
    }

    #[test]
    fn a_programs_win_counts_its_bonuses_in_the_right_number() {
        // "★ 0 of 1 bonuses" where the map shows one star.
        let one = detail(Words::ENGLISH, &program_win(3, 4, (0, 1)));
        assert!(one.contains("of 1 bonus "), "{one}");
        let two = detail(Words::ENGLISH, &program_win(4, 4, (2, 2)));
        assert!(two.contains("of 2 bonuses"), "{two}");
    }
}
