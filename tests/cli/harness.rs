//! Running the program as a user would, for every test of the command line.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

/// The cache folder the tests share (Fifteen's tables are built once for all of them).
pub const CACHE: &str = concat!(env!("CARGO_TARGET_TMPDIR"), "/cache");

/// The program, its cache in `cache` and no colour in its output.
fn command(cache: &Path, args: &[&str]) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_puzzlebox"));
    command
        .args(args)
        .env("PUZZLEBOX_CACHE", cache)
        .env("NO_COLOR", "1");
    command
}

/// Runs the program with `args` in the time zone `zone` (a POSIX `TZ`: `XXX-14` is fourteen
/// hours ahead of UTC).
pub fn puzzlebox_in_zone(zone: &str, args: &[&str]) -> Output {
    let mut command = command(Path::new(CACHE), args);
    command.env("TZ", zone).output().expect("the binary runs")
}

/// Runs the program with `args` and the tests' cache folder.
pub fn puzzlebox(args: &[&str]) -> Output {
    puzzlebox_with_cache(Path::new(CACHE), args)
}

/// Runs the program with `args`, its cache in `cache`.
pub fn puzzlebox_with_cache(cache: &Path, args: &[&str]) -> Output {
    command(cache, args).output().expect("the binary runs")
}

/// Runs the program, failing the test if it takes longer than `limit`.
pub fn within(limit: Duration, args: &[&str]) -> Output {
    within_cache(limit, Path::new(CACHE), args)
}

/// Runs the program with its cache in `cache`, failing the test if it takes longer than `limit`.
pub fn within_cache(limit: Duration, cache: &Path, args: &[&str]) -> Output {
    let mut child = command(cache, args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let start = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if start.elapsed() > limit {
            child.kill().unwrap();
            panic!("puzzlebox {args:?} still running after {limit:?}");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait_with_output().unwrap()
}

/// What the program printed.
pub fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// What the program said on its error stream.
pub fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// A level file `name` holding `text`, written into `dir`; its path.
pub fn write_level(dir: &Path, name: &str, text: &str) -> String {
    let path = dir.join(name);
    std::fs::File::create(&path)
        .unwrap()
        .write_all(text.as_bytes())
        .unwrap();
    path.to_str().unwrap().to_string()
}

/// A level file `name` holding `text`, in a folder of its own that goes when dropped.
pub fn temp_level(name: &str, text: &str) -> (tempfile::TempDir, String) {
    let dir = tempfile::tempdir().unwrap();
    let path = write_level(dir.path(), name, text);
    (dir, path)
}
