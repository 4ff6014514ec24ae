//! New random levels, made in the background and opened once they are ready. A generator
//! checks what it makes with the solver, which can take a while: on the desktop it works on
//! the compute pool, in a browser in a Web Worker (see [`crate::workers`]), so that the screen
//! keeps drawing. A level asked for on one screen is forgotten if the player leaves it first,
//! and a second request replaces the first.

use crate::jobs::Background;
use crate::lang::Words;
use crate::level_id::LevelId;
use crate::play::PlayStatus;
use crate::shell::{MakeLevel, OpenLevel, Recipe, Screen};
use crate::workers::{self, NewLevel, WorkerJob};
use bevy::prelude::*;
use puzzles::Kind;

/// A level being made.
#[derive(Component)]
struct Making {
    id: LevelId,
    kind: Kind,
    /// The seed it is made from, which its name carries.
    seed: u64,
    work: Background<Result<NewLevel, String>>,
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Words>()
        .add_systems(Update, (start_making, open_when_made).chain());
}

fn start_making(
    mut asked: MessageReader<MakeLevel>,
    mut commands: Commands,
    older: Query<Entity, With<Making>>,
    screen: Res<State<Screen>>,
    words: Res<Words>,
) {
    let words = *words;
    let Some(ask) = asked.read().last() else {
        return;
    };
    for entity in &older {
        commands.entity(entity).despawn();
    }
    let work = workers::away(
        job_of(ask),
        &crate::tr!(words, "screens-making-level"),
        workers::read,
    );
    commands.spawn((
        Making {
            id: ask.id.clone(),
            kind: ask.kind,
            seed: match ask.recipe {
                Recipe::Generated { seed, .. } | Recipe::Like { seed, .. } => seed,
            },
            work,
        },
        DespawnOnExit(*screen.get()),
    ));
}

/// The job that makes the level asked for.
fn job_of(ask: &MakeLevel) -> WorkerJob {
    match &ask.recipe {
        Recipe::Generated {
            seed,
            difficulty,
            size,
        } => WorkerJob::Generate {
            kind: ask.kind,
            seed: *seed,
            difficulty: difficulty.name().to_string(),
            rows: size.map(|s| s.0),
            cols: size.map(|s| s.1),
        },
        Recipe::Like { text, seed } => WorkerJob::LikeThis {
            kind: ask.kind,
            text: text.clone(),
            seed: *seed,
        },
    }
}

fn open_when_made(
    mut commands: Commands,
    mut making: Query<(Entity, &mut Making)>,
    mut open: MessageWriter<OpenLevel>,
    mut status: Option<ResMut<PlayStatus>>,
    time: Res<Time>,
    words: Res<Words>,
) {
    let words = *words;
    let began = bevy::platform::time::Instant::now();
    for (entity, mut job) in &mut making {
        let Some(answer) = job.work.poll(began, time.delta_secs()) else {
            continue;
        };
        commands.entity(entity).despawn();
        match answer.and_then(|made| Ok((made.level(job.kind)?, made.closest))) {
            Ok((mut level, closest)) => {
                if let Some(note) = closest {
                    info!("{note}");
                }
                crate::levels::name_made_level(words, &mut level, job.seed);
                open.write(OpenLevel {
                    id: job.id.clone(),
                    level,
                    moves: Vec::new(),
                });
            }
            Err(why) => {
                warn!("no new level: {why}");
                if let Some(status) = status.as_mut() {
                    let words = crate::tr!(words, "screens-no-new-level");
                    status.say(words, time.elapsed_secs_f64());
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use puzzles::generate::Difficulty;

    fn app() -> App {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, bevy::state::app::StatesPlugin))
            .init_state::<Screen>()
            .add_message::<OpenLevel>()
            .add_message::<MakeLevel>()
            .add_plugins(plugin);
        bevy::tasks::AsyncComputeTaskPool::get_or_init(bevy::tasks::TaskPool::new);
        app
    }

    /// Runs frames until a level is asked to open (at most ten seconds).
    fn opened(app: &mut App) -> Vec<OpenLevel> {
        let until = std::time::Instant::now() + std::time::Duration::from_secs(10);
        while std::time::Instant::now() < until {
            app.update();
            let opened: Vec<OpenLevel> = app
                .world_mut()
                .resource_mut::<Messages<OpenLevel>>()
                .drain()
                .collect();
            if !opened.is_empty() {
                return opened;
            }
            std::thread::sleep(std::time::Duration::from_millis(5));
        }
        Vec::new()
    }

    #[test]
    fn a_level_asked_for_is_made_away_from_the_frame_and_opened() {
        let mut app = app();
        let ask = MakeLevel::generated(Kind::Klotski, 7, Difficulty::Easy, None);
        app.world_mut().write_message(ask);
        let opened = opened(&mut app);
        assert_eq!(opened.len(), 1);
        assert_eq!(opened[0].id, "mine/klotski/7");
        assert_eq!(opened[0].level.kind(), Kind::Klotski);
        let same = Kind::Klotski.generate(&puzzles::generate::Options {
            seed: 7,
            difficulty: Difficulty::Easy,
            ..Default::default()
        });
        let mut same = same.unwrap().level;
        // Named in the player's language, by its seed.
        same.meta_mut().set("title", "Random level #7");
        assert_eq!(opened[0].level, same, "the seed's own level");
    }

    #[test]
    fn of_two_requests_in_a_frame_the_last_is_made() {
        let mut app = app();
        let like = crate::levels::load("shot/01-the-example").unwrap();
        let puzzles::AnyLevel::Shot(like) = like else {
            panic!("a Shot level")
        };
        app.world_mut().write_message(MakeLevel::like(&like, 1));
        app.world_mut().write_message(MakeLevel::like(&like, 2));
        let opened = opened(&mut app);
        assert_eq!(opened.len(), 1);
        assert_eq!(opened[0].id, "mine/shot/2");
    }
}
