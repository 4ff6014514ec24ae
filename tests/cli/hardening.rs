//! The command line given bad or hostile input: it answers at once with one sentence, the
//! right exit status, and never hangs, panics or takes all memory.

use crate::harness::{stderr, stdout, within, within_cache, write_level};
use std::process::Output;
use std::time::Duration;

fn run(args: &[&str]) -> Output {
    within(Duration::from_secs(120), args)
}

#[test]
fn shot_boards_of_more_than_64_cells_get_real_solutions() {
    let dir = tempfile::tempdir().unwrap();
    let path = write_level(
        dir.path(),
        "tall.shot",
        &(".......\n".repeat(9) + "..o.o..\n"),
    );
    let o = run(&["solve", &path, "--json"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["moves"][0]["row"], 9);
    let o = run(&["show", &path, "--solution"]);
    assert!(o.status.success(), "{}", stderr(&o));
    for seed in ["1", "2", "3"] {
        let o = run(&[
            "generate",
            "shot",
            "--size",
            "16x8",
            "--seed",
            seed,
            "-o",
            &dir.path().join("big.shot").to_string_lossy(),
        ]);
        assert!(o.status.success(), "{}", stderr(&o));
        let o = run(&[
            "show",
            &dir.path().join("big.shot").to_string_lossy(),
            "--solution",
        ]);
        assert!(o.status.success(), "seed {seed}: {}", stderr(&o));
    }
}

#[test]
fn numbers_out_of_range_are_refused_with_line_and_column() {
    let dir = tempfile::tempdir().unwrap();
    let board = "ABxCD\nAByCD\nSS.EE\nSS.FF\n";
    let path = write_level(
        dir.path(),
        "far.klotski",
        &format!("; goal: S 3,18446744073709551615\n{board}"),
    );
    let o = run(&["solve", &path]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("far.klotski, line 1, column 13"),
        "{}",
        stderr(&o)
    );
    let path = write_level(
        dir.path(),
        "far2.klotski",
        &format!("; goal: S 18446744073709551615,2\n{board}"),
    );
    let o = run(&["check", &path]);
    assert_eq!(o.status.code(), Some(2), "a parse error, not 'unsolvable'");
    let path = write_level(dir.path(), "big.fifteen", "99999999999 1\n2 0\n");
    let o = run(&["check", &path]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("tile 99999999999 is too large"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn a_search_too_big_for_its_budget_gives_up_and_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let text = "; goal: S 6,6\nSSab....\nSScd....\nef......\ngh......\n".to_string()
        + &"........\n".repeat(4);
    let path = write_level(dir.path(), "wide.klotski", &text);
    let o = run(&["check", &path]);
    assert_eq!(o.status.code(), Some(3), "{}", stderr(&o));
    assert!(stderr(&o).contains("gave up after"), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("may still be solvable"),
        "{}",
        stderr(&o)
    );
    let o = run(&["solve", &path, "--json"]);
    assert_eq!(o.status.code(), Some(3));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["complete"], false);
    assert_eq!(v["solvable"], false);
}

#[test]
fn generators_refuse_what_they_cannot_make_and_always_return() {
    let quick = Duration::from_secs(60);
    let cases: [(&[&str], &str); 11] = [
        (
            &["fifteen", "--size", "2x2", "--moves", "10-20"],
            "1 to 6 moves",
        ),
        (
            &["fifteen", "--size", "3x3", "--moves", "0"],
            "1 to 31 moves",
        ),
        (
            &["fifteen", "--size", "3x3", "--moves", "32-40"],
            "1 to 31 moves",
        ),
        (
            &["fifteen", "--size", "2x3", "--moves", "22-30"],
            "1 to 21 moves",
        ),
        (&["fifteen", "--size", "3x4", "--moves", "81"], "up to 53"),
        (
            &["shot", "--size", "9223372036854775816x2"],
            "at most 128 cells",
        ),
        (
            &["shot", "--size", "4294967296x4294967296"],
            "at most 128 cells",
        ),
        (
            &["snake", "--size", "5", "--solutions", "0"],
            "at least 1 solution",
        ),
        (
            &[
                "klotski",
                "--size",
                "6x5",
                "--moves",
                "18446744073709551615",
            ],
            "1 to 500 moves",
        ),
        (
            &["fifteen", "--balls", "3"],
            "--balls applies to Shot levels only",
        ),
        (
            &["kodable", "--moves", "3"],
            "applies to Sliding blocks and Fifteen levels only",
        ),
    ];
    for (args, says) in cases {
        let mut all = vec!["generate"];
        all.extend_from_slice(args);
        let o = within(quick, &all);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stderr(&o));
        assert!(stderr(&o).contains(says), "{args:?}: {}", stderr(&o));
    }
    for n in ["1", "2", "3"] {
        for size in ["4x4", "3x3", "2x3"] {
            let o = within(
                quick,
                &[
                    "generate", "fifteen", "--size", size, "--moves", n, "--seed", "5",
                ],
            );
            assert!(o.status.success(), "{size} {n}: {}", stderr(&o));
        }
    }
}

#[cfg(unix)]
#[test]
fn devices_pipes_and_huge_files_are_refused_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let zero = dir.path().join("zero.shot");
    std::os::unix::fs::symlink("/dev/zero", &zero).unwrap();
    let pipe = dir.path().join("pipe.fifteen");
    let name = std::ffi::CString::new(pipe.to_str().unwrap()).unwrap();
    // SAFETY: a valid, NUL-terminated path.
    assert_eq!(unsafe { libc::mkfifo(name.as_ptr(), 0o600) }, 0);
    let huge = dir.path().join("huge.klotski");
    std::fs::File::create(&huge)
        .unwrap()
        .set_len(3 << 30)
        .unwrap();
    for (path, says) in [
        (&zero, "not a regular file"),
        (&pipe, "not a regular file"),
        (&huge, "larger than 1 MiB"),
        (&dir.path().to_path_buf(), "cannot tell the puzzle"),
    ] {
        let o = within(Duration::from_secs(20), &["check", path.to_str().unwrap()]);
        assert_eq!(o.status.code(), Some(2), "{path:?}");
        assert!(stderr(&o).contains(says), "{path:?}: {}", stderr(&o));
    }
}

#[test]
fn line_endings_marks_and_invisible_characters() {
    let dir = tempfile::tempdir().unwrap();
    let cr = write_level(
        dir.path(),
        "cr.fifteen",
        "; title: CR\r1 2 3\r4 5 6\r7 0 8\r",
    );
    let o = run(&["check", &cr]);
    assert!(o.status.success(), "{}", stderr(&o));
    let bom = write_level(
        dir.path(),
        "bom.fifteen",
        "\u{feff}1 2 3\r\n4 5 6\r\n7 0 8\r\n",
    );
    assert!(run(&["check", &bom]).status.success());
    let zw = write_level(dir.path(), "zw.fifteen", "1 2 3\n4 5\u{200b}6\n7 0 8\n");
    let o = run(&["check", &zw]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("line 2, column 4"), "{}", stderr(&o));
    assert!(stderr(&o).contains("U+200B"), "{}", stderr(&o));
}

#[test]
fn a_key_given_twice_is_refused_at_the_second() {
    let dir = tempfile::tempdir().unwrap();
    let path = write_level(
        dir.path(),
        "twice.klotski",
        "; goal: S 0,0\n; title: a\n; goal: S 1,0\nSS.\nSS.\n",
    );
    let o = run(&["check", &path]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("line 3, column 3"), "{}", stderr(&o));
}

/// Without what the window needs, the game says so in one sentence instead of crashing.
#[cfg(all(unix, not(target_os = "macos")))]
#[test]
fn no_display_is_one_sentence_not_a_crash() {
    for display in [None, Some(":77")] {
        let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_puzzlebox"));
        command
            .env(
                "PUZZLEBOX_CACHE",
                concat!(env!("CARGO_TARGET_TMPDIR"), "/cache"),
            )
            .args(["play", "--screen", "title"])
            .env_remove("WAYLAND_DISPLAY");
        match display {
            Some(d) => command.env("DISPLAY", d),
            None => command.env_remove("DISPLAY"),
        };
        let o = command.output().unwrap();
        let err = stderr(&o);
        assert_eq!(o.status.code(), Some(1), "{display:?}: {err}");
        assert!(!err.contains("panicked"), "{display:?}: {err}");
        let lines: Vec<&str> = err
            .lines()
            .filter(|l| l.starts_with("puzzlebox: "))
            .collect();
        assert_eq!(lines.len(), 1, "{display:?}: {err}");
    }
}

/// The editor named on the command line: an unknown puzzle, or a level of another puzzle, is one
/// sentence and status 2, before any window opens.
#[test]
fn the_editor_asked_for_wrongly_is_refused_in_a_sentence() {
    let o = run(&["play", "--screen", "edit/chess"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("unknown puzzle 'chess'"),
        "{}",
        stderr(&o)
    );
    let o = run(&["play", "shot/01-the-example", "--screen", "edit/fifteen"]);
    assert_eq!(o.status.code(), Some(2));
    let err = stderr(&o);
    assert!(err.contains("is a Shot level, not a Fifteen one"), "{err}");
    let o = run(&["play", "shot/01-the-example", "--screen", "puzzles"]);
    assert_eq!(o.status.code(), Some(2));
}

/// A cache file that is a pipe, or a link to an endless device, is not read: the tables are
/// built again and the level solved (before, a pipe hung `solve` for ever and /dev/zero was
/// read to 8.4 GB).
#[cfg(unix)]
#[test]
fn a_cache_file_that_is_no_regular_file_is_built_again() {
    for make in ["pipe", "zero"] {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join(puzzles::fifteen::cache_name(3, 3));
        if make == "pipe" {
            let made = std::process::Command::new("mkfifo").arg(&file).status();
            assert!(made.unwrap().success());
        } else {
            std::os::unix::fs::symlink("/dev/zero", &file).unwrap();
        }
        let o = within_cache(
            Duration::from_secs(60),
            dir.path(),
            &["solve", "fifteen/02-three-by-three"],
        );
        assert!(o.status.success(), "{make}: {}", stderr(&o));
        assert!(stdout(&o).contains("moves"), "{make}: {}", stdout(&o));
    }
}
