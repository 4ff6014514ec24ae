//! The command line: `solve`, `check`, `generate`, `show`, `hint`, `levels`, `run`; with no
//! command, the game window.

mod daily_codes;
mod generate;
mod level_code;
mod printed;
mod progress;
mod report;
mod show;
// Each puzzle's board as text and its own commands, declared by its row in the core's table.
puzzles::each_puzzle!(puzzle_modules);
mod solve;

use clap::{Parser, Subcommand, ValueEnum};
use puzzles::{Kind, puzzle_modules};
use std::path::PathBuf;
use std::process::ExitCode;

/// Five puzzles with fast solvers: Shot, Snake cube, Sliding blocks, Roll-the-ball coding and Fifteen.
#[derive(Parser, Debug)]
#[command(name = "puzzlebox", version, about, long_about = None)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Verb>,
}

/// What to do.
#[derive(Subcommand, Debug)]
pub enum Verb {
    /// Solve levels and print the moves.
    Solve {
        /// Level files (.shot, .klotski, .fifteen, …), folders of them, or built-in levels such
        /// as shot/01-warm-up. Several are solved one after another in one run.
        #[arg(required = true, value_name = "FILE")]
        files: Vec<String>,
        /// How sliding-block moves are counted: step, slide or move (default: the level's own, else step).
        #[arg(long)]
        metric: Option<MetricArg>,
        /// Print one JSON object per level, one per line, instead of text.
        #[arg(long)]
        json: bool,
        /// Snake: find every solution, counted as they lie in the box and up to rotation and reflection.
        #[arg(long)]
        all: bool,
        /// Fifteen: search for the shortest solution on boards of 17 to 25 cells too (by default
        /// they get one at most 1.5 times as long, in seconds); gives up after the solver's budget.
        #[arg(long)]
        optimal: bool,
    },
    /// Tell whether a level can be solved: exit 0 if it can, 1 if it cannot, 2 on bad input.
    Check {
        /// A level file or a built-in level.
        file: String,
        /// Sliding-block metric (any metric gives the same answer).
        #[arg(long)]
        metric: Option<MetricArg>,
    },
    /// Print the next move of a shortest solution.
    Hint {
        /// A level file or a built-in level.
        file: String,
        /// Sliding-block metric.
        #[arg(long)]
        metric: Option<MetricArg>,
    },
    /// Make a new level that the solver has checked.
    Generate(generate::Args),
    /// Draw a level in colour, and with --solution every step of a solution.
    Show {
        /// A level file or a built-in level.
        file: String,
        /// Also draw the board after each move of a solution.
        #[arg(long)]
        solution: bool,
        /// Sliding-block metric for the solution.
        #[arg(long)]
        metric: Option<MetricArg>,
    },
    /// Open the game on a level or screen; with --screenshot, save a picture of the window and exit.
    Play {
        /// A level file or a built-in level to open (default: the title screen).
        file: Option<String>,
        /// Open this screen instead: title, puzzles, daily, stats, settings, levels/KIND, or edit/KIND
        /// (the editor, on a copy of the level given, or on a small level to start from).
        #[arg(long)]
        screen: Option<String>,
        /// Save a PNG of the window once it has settled, then exit.
        #[arg(long)]
        screenshot: Option<PathBuf>,
        /// Let the solver play the level to its end before the screenshot.
        #[arg(long, requires = "screenshot")]
        after_solve: bool,
        /// Window size, as WIDTHxHEIGHT in pixels.
        #[arg(long, value_parser = generate::parse_size)]
        size: Option<(usize, usize)>,
        /// Open the Daily screen on this day's five (YYYY-MM-DD, today or before).
        #[arg(long, conflicts_with_all = ["file", "screen"])]
        daily: Option<String>,
        #[command(flatten)]
        for_this_run: ForThisRunArgs,
    },
    /// Run a program on a Roll-the-ball coding level: exit 0 if it wins, 1 if it does not, 2 on bad input.
    Run {
        /// A .kodable level file or a built-in level such as kodable/01-first-roll.
        file: String,
        /// The program, e.g. "Right Up Loop{2}{Right,Down} Function" (a function body may
        /// follow the word `with`: "Right Function with Down Right Up").
        #[arg(long, allow_hyphen_values = true)]
        program: String,
        /// The function body: three actions, e.g. "Down Right Up".
        #[arg(long, allow_hyphen_values = true)]
        function: Option<String>,
    },
    /// Print a level's code: one line to pass on, which play, solve, check, hint and show take
    /// in place of a file (and the web version after #code= in its address).
    Code {
        /// A level file, a built-in level, or a code (to add moves to it).
        file: String,
        /// Add the solver's solution: the code opens on the solved level, undo shows the way.
        #[arg(long, conflicts_with = "moves")]
        solution: bool,
        /// Moves made from the start, as a JSON array of the puzzle's moves, such as those
        /// `solve --json` prints for Shot, Sliding blocks, Fifteen and the snake's corners
        /// ('[{"tile":8},{"tile":5}]'): the code opens at the position they lead to.
        #[arg(long, allow_hyphen_values = true)]
        moves: Option<String>,
    },
    /// Print a day's five levels (one of each puzzle, the same for every player on that date)
    /// as codes, with their pars.
    Daily {
        /// The day, as YYYY-MM-DD (default: today, on this computer's calendar).
        #[arg(long)]
        date: Option<String>,
        /// Print one JSON object: the date, the recipe's version, the difficulty and the levels.
        #[arg(long)]
        json: bool,
    },
    /// Write every sound effect of the game as a WAV file (mono, 16-bit) into a folder.
    Sounds {
        /// The folder (made if missing); each effect is written as NAME.wav.
        dir: PathBuf,
        /// Write over WAV files of the same names already in the folder (without it, the
        /// command refuses to).
        #[arg(long)]
        force: bool,
    },
    /// Print what the player's progress holds: per puzzle the levels solved, the levels finished and the rating (from the game's data folder, or the one PUZZLEBOX_DATA names; nothing is written)
    Stats {
        /// Print the records, the history of levels finished and the ratings as one JSON object.
        #[arg(long)]
        json: bool,
    },
    /// Move the player's progress between machines: export it to a file, or import one
    Progress {
        #[command(subcommand)]
        action: ProgressAction,
    },
    /// List the built-in levels.
    Levels {
        /// Only this puzzle (shot, snake, klotski, kodable, fifteen).
        #[arg(value_parser = parse_kind)]
        kind: Option<Kind>,
    },
}

/// Settings for one run of the game only (for tests and screenshots): never saved.
#[derive(clap::Args, Debug, Clone, Default)]
pub struct ForThisRunArgs {
    /// No sound, for this run.
    #[arg(long)]
    mute: bool,
    /// The size of the text and the interface, in percent (75 to 200), for this run.
    #[arg(long, value_parser = clap::value_parser!(u32).range(75..=200))]
    text_size: Option<u32>,
    /// Pieces go straight to their places, no confetti, no swinging view, for this run.
    #[arg(long)]
    reduce_motion: bool,
    /// The look for this run: system, dark, light or high-contrast.
    #[arg(long, value_parser = parse_theme)]
    theme: Option<crate::progress::records::ThemeChoice>,
    /// The game's language for this run: en, zh-Hans, ja, es, de or fr (the command line
    /// itself stays English: scripts read it).
    #[arg(long, value_parser = parse_language)]
    lang: Option<crate::lang::Language>,
}

fn parse_language(s: &str) -> Result<crate::lang::Language, String> {
    crate::lang::Language::OFFERED
        .into_iter()
        .find(|l| l.code() == s)
        .ok_or_else(|| {
            let codes: Vec<_> = crate::lang::Language::OFFERED
                .iter()
                .map(|l| l.code())
                .collect();
            format!("no language '{s}'; expected one of {}", codes.join(", "))
        })
}

fn parse_theme(s: &str) -> Result<crate::progress::records::ThemeChoice, String> {
    crate::progress::records::ThemeChoice::ALL
        .into_iter()
        .find(|t| t.name() == s)
        .ok_or_else(|| format!("no theme '{s}'; expected system, dark, light or high-contrast"))
}

impl From<ForThisRunArgs> for crate::progress::records::ForThisRun {
    fn from(a: ForThisRunArgs) -> Self {
        crate::progress::records::ForThisRun {
            mute: a.mute,
            text_size: a.text_size,
            reduce_motion: a.reduce_motion,
            theme: a.theme,
            language: a.lang,
        }
    }
}

/// A sliding-block metric on the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum MetricArg {
    /// One block, one cell.
    Step,
    /// One block, any distance in one direction.
    Slide,
    /// One block, anywhere it can reach.
    Move,
}

impl MetricArg {
    /// Its name, as level files and `--metric` write it.
    pub fn name(self) -> &'static str {
        match self {
            MetricArg::Step => "step",
            MetricArg::Slide => "slide",
            MetricArg::Move => "move",
        }
    }
}

/// A puzzle named on the command line: its file extension or another of its names (see
/// the table of puzzles).
pub fn parse_kind(name: &str) -> Result<Kind, String> {
    Kind::from_name(name).ok_or_else(|| {
        let names: Vec<&str> = Kind::ALL.iter().map(|k| k.extension()).collect();
        format!(
            "no puzzle is called '{name}'; the puzzles are {}",
            names.join(", ")
        )
    })
}

/// What to do with the player's progress.
#[derive(Subcommand, Debug)]
pub enum ProgressAction {
    /// Write the whole progress (settings, records, history, levels made) of the game's data folder (or the one PUZZLEBOX_DATA names) to a file
    Export {
        /// The file to write.
        file: PathBuf,
        /// Write over the file if it is there.
        #[arg(long)]
        force: bool,
    },
    /// Merge a file that `progress export` (or the game) wrote into the data folder's progress, keeping the best of both; prints what it added
    Import {
        /// The file to read.
        file: PathBuf,
    },
}

/// How a command ended.
pub enum Outcome {
    /// Exit 0.
    Done,
    /// Exit 1: the level has no solution.
    Unsolvable,
    /// Exit 3: the search ran out of budget after this many positions, proving nothing.
    GaveUp(u64),
}

/// Runs the program: a command, or the game when there is none.
pub fn main() -> ExitCode {
    // A copy of the module in a Web Worker (see `games::fifteen::cache::table_workers`) only
    // answers the page's calls.
    #[cfg(target_arch = "wasm32")]
    if web_sys::window().is_none() {
        return ExitCode::SUCCESS;
    }
    crate::games::prepare();
    // A browser has no command line: the page's address says where to start.
    if cfg!(target_arch = "wasm32") {
        return exit_code(crate::app::run(start_from_page()));
    }
    let cli = Cli::parse();
    let Some(command) = cli.command else {
        return exit_code(crate::app::run(start_from_page()));
    };
    if let Verb::Play {
        file,
        screen,
        screenshot,
        after_solve,
        size,
        daily,
        for_this_run,
    } = command
    {
        let started = play(file, screen, screenshot, after_solve, size).and_then(|start| {
            Ok(crate::app::Start {
                for_this_run: for_this_run.into(),
                daily: daily
                    .as_deref()
                    .map(daily_codes::playable_day)
                    .transpose()?,
                ..start
            })
        });
        return match started {
            Ok(start) => exit_code(crate::app::run(start)),
            Err(message) => {
                eprintln!("puzzlebox: {message}");
                ExitCode::from(2)
            }
        };
    }
    quiet_broken_pipe();
    match run(command) {
        Ok(Outcome::Done) => ExitCode::SUCCESS,
        Ok(Outcome::Unsolvable) => ExitCode::from(1),
        Ok(Outcome::GaveUp(nodes)) => {
            eprintln!("puzzlebox: {}", puzzles::puzzle::gave_up_message(nodes));
            ExitCode::from(3)
        }
        Err(message) => {
            eprintln!("puzzlebox: {message}");
            ExitCode::from(2)
        }
    }
}

/// In a browser, the address may name where to start, after a `#`: a built-in level
/// (`#fifteen/05-four-by-four`) or a screen (`#puzzles`, `#levels/snake`).
#[cfg(target_arch = "wasm32")]
fn start_from_page() -> crate::app::Start {
    let hash = crate::reopen::address::hash();
    // A shared link: `#code=pb1.…`.
    let wanted = hash.strip_prefix("code=").unwrap_or(&hash).to_string();
    // A place only this browser knows (a level of the player's own) is the last place kept,
    // which the game reopens when nothing else is asked.
    if wanted.is_empty() || wanted.starts_with("mine/") || wanted.starts_with("file/") {
        return crate::app::Start::default();
    }
    // A day's five: `#daily=2026-11-26`.
    if let Some(day) = wanted.strip_prefix("daily=") {
        return match daily_codes::playable_day(day) {
            Ok(date) => crate::app::Start {
                daily: Some(date),
                ..crate::app::Start::default()
            },
            Err(message) => {
                web_sys::console::warn_1(&format!("#{wanted}: {message}").into());
                crate::app::Start::default()
            }
        };
    }
    let is_screen = matches!(
        wanted.as_str(),
        "title" | "puzzles" | "daily" | "stats" | "settings"
    ) || wanted.starts_with("levels/")
        || wanted.starts_with("edit/");
    let (file, screen) = if is_screen {
        (None, Some(wanted.clone()))
    } else {
        (Some(wanted.clone()), None)
    };
    play(file, screen, None, false, None).unwrap_or_else(|message| {
        web_sys::console::warn_1(&format!("#{wanted}: {message}").into());
        crate::app::Start::default()
    })
}

/// Output piped into a program that stops reading early (`puzzlebox levels | head`) ends the
/// program quietly, as it does for other command-line tools, rather than with a panic.
fn quiet_broken_pipe() {
    #[cfg(unix)]
    // SAFETY: setting a signal back to its default action, before any thread is started.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}

/// On the desktop the game starts at its title unless the command line says otherwise.
#[cfg(not(target_arch = "wasm32"))]
fn start_from_page() -> crate::app::Start {
    crate::app::Start::default()
}

fn exit_code(exit: bevy::app::AppExit) -> ExitCode {
    match exit {
        bevy::app::AppExit::Success => ExitCode::SUCCESS,
        bevy::app::AppExit::Error(code) => ExitCode::from(code.get()),
    }
}

/// The level `--screen edit/KIND` opens the editor on: a copy of `file` (of that puzzle), or
/// a small level to start from.
fn to_edit(screen: &str, file: Option<String>) -> Result<puzzles::AnyLevel, String> {
    let name = screen.trim_start_matches("edit/");
    let kind = Kind::from_name(name).ok_or_else(|| {
        let names: Vec<&str> = Kind::ALL.iter().map(|k| k.extension()).collect();
        format!(
            "unknown puzzle '{name}' in --screen {screen}; expected one of {}",
            names.join(", ")
        )
    })?;
    let Some(file) = file else {
        return Ok(crate::screens::edit::starter(
            crate::lang::Words::ENGLISH,
            kind,
        ));
    };
    let level = crate::levels::opening(&file)?.level;
    if level.kind() != kind {
        return Err(format!(
            "{file} is a {} level, not a {} one",
            level.kind().title(),
            kind.title()
        ));
    }
    Ok(level)
}

/// Works out how the game should start for `play`.
fn play(
    file: Option<String>,
    screen: Option<String>,
    screenshot: Option<PathBuf>,
    after_solve: bool,
    size: Option<(usize, usize)>,
) -> Result<crate::app::Start, String> {
    use crate::shell::Screen;
    let mut start = crate::app::Start::default();
    if let Some((w, h)) = size {
        if !(320..=7680).contains(&w) || !(240..=4320).contains(&h) {
            return Err(format!(
                "a window of {w}x{h} pixels is not possible; try something like 1280x800"
            ));
        }
        start.size = Some((w as u32, h as u32));
    }
    match (file, screen) {
        (file, Some(screen)) if screen.starts_with("edit/") => {
            start.edit = Some(to_edit(&screen, file)?);
        }
        (Some(_), Some(_)) => {
            return Err(
                "give either a level or --screen, not both (but --screen edit/KIND takes one)"
                    .to_string(),
            );
        }
        (Some(file), None) => {
            start.level = Some(crate::levels::opening(&file)?);
        }
        (None, Some(screen)) => {
            start.screen = Some(match screen.as_str() {
                "title" => (Screen::Title, None),
                "puzzles" => (Screen::Puzzles, None),
                "stats" => (Screen::Stats, None),
                "daily" => (Screen::Daily, None),
                "settings" => {
                    start.settings_open = true;
                    (Screen::Title, None)
                }
                other => match other.strip_prefix("levels/").and_then(Kind::from_name) {
                    Some(kind) => (Screen::Levels, Some(kind)),
                    None => {
                        return Err(format!(
                            "unknown screen '{other}'; expected title, puzzles, daily, stats, settings, levels/KIND or edit/KIND"
                        ));
                    }
                },
            });
        }
        (None, None) => {}
    }
    if after_solve && start.level.is_none() {
        return Err("--after-solve needs a level to solve".to_string());
    }
    start.screenshot = screenshot.map(|path| crate::screenshot::Plan { path, after_solve });
    Ok(start)
}

/// Runs one command; an error is one sentence for stderr.
pub fn run(command: Verb) -> Result<Outcome, String> {
    match command {
        Verb::Solve {
            files,
            metric,
            json,
            all,
            optimal,
        } => solve::solve_all(&files, metric, json, all, optimal),
        Verb::Check { file, metric } => solve::check(&file, metric),
        Verb::Hint { file, metric } => solve::hint(&file, metric),
        Verb::Generate(args) => generate::generate(args),
        Verb::Show {
            file,
            solution,
            metric,
        } => show::show(&file, solution, metric),
        Verb::Play { .. } => unreachable!("play opens the window"),
        Verb::Run {
            file,
            program,
            function,
        } => run_program(&file, &program, function.as_deref()),
        Verb::Code {
            file,
            solution,
            moves,
        } => level_code::code(&file, solution, moves.as_deref()),
        Verb::Daily { date, json } => daily_codes::daily(date.as_deref(), json),
        Verb::Sounds { dir, force } => write_sounds(&dir, force),
        Verb::Stats { json } => progress::stats(json),
        Verb::Progress { action } => match action {
            ProgressAction::Export { file, force } => progress::export(&file, force),
            ProgressAction::Import { file } => progress::import(&file),
        },
        Verb::Levels { kind } => {
            let kinds: Vec<Kind> = match kind {
                Some(k) => vec![k],
                None => Kind::ALL.to_vec(),
            };
            print!("{}", level_list(&kinds));
            Ok(Outcome::Done)
        }
    }
}

/// `run`: a program run on a level of a puzzle played by programs.
fn run_program(file: &str, program: &str, function: Option<&str>) -> Result<Outcome, String> {
    let level = crate::levels::load(file)?;
    let kind = level.kind();
    if !printed::run_by_programs().contains(&kind) {
        let by_programs: Vec<String> = printed::run_by_programs()
            .iter()
            .map(|k| format!("{} levels (.{})", k.title(), k.extension()))
            .collect();
        return Err(format!(
            "{file}: `run` runs programs on {}, not {} levels",
            by_programs.join(" and "),
            kind.title()
        ));
    }
    printed::printed(&level).run(program, function)
}

/// Writes every effect into `dir`, saying each file's name and length. A `dir` that is there
/// but no folder is refused, and so are files of the same names already in it, unless `force`.
fn write_sounds(dir: &std::path::Path, force: bool) -> Result<Outcome, String> {
    if dir.exists() && !dir.is_dir() {
        return Err(format!("{} is not a folder", dir.display()));
    }
    std::fs::create_dir_all(dir)
        .map_err(|e| format!("cannot make the folder {}: {e}", dir.display()))?;
    let effects = crate::games::every_effect();
    let path_of = |effect: &crate::sound::synth::Effect| dir.join(format!("{}.wav", effect.name()));
    let there: Vec<_> = effects
        .iter()
        .map(path_of)
        .filter(|p| p.symlink_metadata().is_ok())
        .collect();
    if let (Some(first), false) = (there.first(), force) {
        let more = match there.len() - 1 {
            0 => String::new(),
            n => format!(" and {n} more of the files it would write"),
        };
        return Err(format!(
            "{} is already there{more}: pass --force to write over them",
            first.display()
        ));
    }
    for effect in &effects {
        let path = path_of(effect);
        let samples = effect.samples();
        crate::files::write_atomically(&path, &crate::sound::synth::wav(&samples))
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        let seconds = samples.len() as f32 / crate::sound::synth::SAMPLE_RATE as f32;
        println!("{}  {seconds:.2} s", path.display());
    }
    Ok(Outcome::Done)
}

/// The built-in levels of `kinds`, a heading per puzzle and a line per level, the names in
/// one column wide enough for the longest and the titles lined up after them.
fn level_list(kinds: &[Kind]) -> String {
    let levels: Vec<_> = kinds
        .iter()
        .flat_map(|&k| crate::levels::builtin(k))
        .collect();
    let name = |b: &crate::levels::Builtin| b.id();
    let width = levels
        .iter()
        .map(|b| name(b).chars().count())
        .max()
        .unwrap_or(0);
    let mut out = String::new();
    for &kind in kinds {
        let mut heading = true;
        for b in levels.iter().filter(|b| b.kind == kind) {
            if heading {
                out += &format!("{} ({kind}):\n", kind.title());
                heading = false;
            }
            out += &format!("  {:<width$}  {}\n", name(b), b.title());
        }
    }
    out
}

/// Output path for `generate -o`.
pub(crate) fn write_output(path: &Option<PathBuf>, text: &str) -> Result<(), String> {
    match path {
        None => {
            print!("{text}");
            Ok(())
        }
        Some(p) => crate::files::write_atomically(p, text.as_bytes())
            .map_err(|e| format!("{}: cannot write the level: {e}", p.display())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_level_list_lines_up_its_titles() {
        let list = level_list(&Kind::ALL);
        let columns: Vec<usize> = list
            .lines()
            .filter(|l| l.starts_with("  "))
            .map(|l| {
                let name_end = 2 + l[2..].find(' ').unwrap();
                name_end + l[name_end..].chars().take_while(|&c| c == ' ').count()
            })
            .collect();
        assert!(columns.len() > 40);
        assert!(columns.iter().all(|&c| c == columns[0]), "{list}");
    }
}
