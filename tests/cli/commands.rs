//! The command line, run as a user would: exit codes, JSON, errors that name the place.

use crate::harness::{puzzlebox, stderr, stdout, temp_level};

#[test]
fn solve_json_has_the_documented_fields() {
    let o = puzzlebox(&["solve", "shot/01-the-example", "--json"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["kind"], "shot");
    assert_eq!(v["solvable"], true);
    assert_eq!(v["optimal"], true);
    assert_eq!(v["length"], 3);
    let first = &v["moves"][0];
    assert_eq!(first["col"], 0);
    assert_eq!(first["row"], 3);
    assert_eq!(first["dir"], "right");
    assert!(v["nodes"].as_u64().is_some());
    assert!(v["seconds"].as_f64().is_some());
}

#[test]
fn klotski_json_moves_are_from_and_to_cells() {
    let o = puzzlebox(&[
        "solve",
        "klotski/08-the-original",
        "--json",
        "--metric",
        "move",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["kind"], "klotski");
    let m = &v["moves"][0];
    assert_eq!(m["from"].as_array().unwrap().len(), 2);
    assert_eq!(m["to"].as_array().unwrap().len(), 2);
    let step = puzzlebox(&[
        "solve",
        "klotski/08-the-original",
        "--json",
        "--metric",
        "step",
    ]);
    let s: serde_json::Value = serde_json::from_str(&stdout(&step)).unwrap();
    assert!(s["length"].as_u64() >= v["length"].as_u64());
}

#[test]
fn fifteen_json_moves_name_tiles() {
    let (_d, path) = temp_level("a.fifteen", "1 2 3\n4 5 6\n7 0 8\n");
    let o = puzzlebox(&["solve", &path, "--json"]);
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["moves"], serde_json::json!([{"tile": 8}]));
}

#[test]
fn check_exit_codes() {
    assert_eq!(
        puzzlebox(&["check", "shot/01-the-example"]).status.code(),
        Some(0)
    );
    let (_d, odd) = temp_level("odd.fifteen", "2 1 3\n4 5 6\n7 8 0\n");
    let o = puzzlebox(&["check", &odd]);
    assert_eq!(o.status.code(), Some(1), "{}", stdout(&o));
    assert!(stdout(&o).contains("unsolvable"));
    let (_d2, stuck) = temp_level("stuck.shot", "o.o\n...\no..\n");
    assert_eq!(puzzlebox(&["check", &stuck]).status.code(), Some(1));
    let (_d3, bad) = temp_level("bad.shot", "o.o\nox.\n");
    assert_eq!(puzzlebox(&["check", &bad]).status.code(), Some(2));
}

#[test]
fn errors_name_file_line_and_column() {
    let (_d, bad) = temp_level("bad.klotski", "; goal: S 0,0\nSS.\nSS?\n");
    let o = puzzlebox(&["solve", &bad]);
    assert_eq!(o.status.code(), Some(2));
    let e = stderr(&o);
    assert!(e.contains("bad.klotski, line 3, column 3"), "{e}");
    assert_eq!(e.lines().count(), 1, "one sentence: {e}");
    let o = puzzlebox(&["solve", "no/such/file.shot"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("no such file"));
    let o = puzzlebox(&["solve", "level.txt"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("cannot tell the puzzle"));
    let (_d2, binary) = temp_level("bin.fifteen", "1 2\n\u{0}\u{1}");
    let o = puzzlebox(&["solve", &binary]);
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn non_utf8_files_are_refused_with_their_place() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("latin1.shot");
    std::fs::write(&path, b"o.o\n\xe9o.\n").unwrap();
    let o = puzzlebox(&["solve", path.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("line 2, column 1"), "{}", stderr(&o));
}

#[test]
fn bad_arguments_exit_2() {
    assert_eq!(puzzlebox(&["solve"]).status.code(), Some(2));
    assert_eq!(
        puzzlebox(&["generate", "shot", "--balls", "99"])
            .status
            .code(),
        Some(2)
    );
    assert_eq!(
        puzzlebox(&["generate", "fifteen", "--size", "9x9"])
            .status
            .code(),
        Some(2)
    );
    assert_eq!(
        puzzlebox(&["generate", "klotski", "--moves", "9-3"])
            .status
            .code(),
        Some(2)
    );
    assert_eq!(puzzlebox(&["frobnicate"]).status.code(), Some(2));
}

#[test]
fn generate_is_repeatable_and_solvable() {
    for kind in ["shot", "klotski", "fifteen"] {
        let a = puzzlebox(&["generate", kind, "--seed", "42", "--difficulty", "easy"]);
        let b = puzzlebox(&["generate", kind, "--seed", "42", "--difficulty", "easy"]);
        assert!(a.status.success(), "{kind}: {}", stderr(&a));
        assert_eq!(stdout(&a), stdout(&b), "{kind}: same seed, same level");
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join(format!("g.{kind}"));
        let o = puzzlebox(&[
            "generate",
            kind,
            "--seed",
            "7",
            "-o",
            path.to_str().unwrap(),
        ]);
        assert!(o.status.success(), "{kind}: {}", stderr(&o));
        assert_eq!(
            puzzlebox(&["check", path.to_str().unwrap()]).status.code(),
            Some(0),
            "{kind}"
        );
    }
}

#[test]
fn show_draws_every_step() {
    let o = puzzlebox(&["show", "shot/01-the-example", "--solution"]);
    assert!(o.status.success());
    let text = stdout(&o);
    assert!(text.contains("3. fling"), "{text}");
    assert!(
        !text.contains('\u{1b}'),
        "no colour when NO_COLOR is set or output is not a terminal"
    );
}

#[test]
fn hint_gives_the_first_move() {
    let o = puzzlebox(&["hint", "shot/01-the-example"]);
    assert!(o.status.success());
    assert!(
        stdout(&o).starts_with("fling the ball at 0,3 right"),
        "{}",
        stdout(&o)
    );
}

#[test]
fn snake_json_has_cells_and_counts() {
    let o = puzzlebox(&["solve", "snake/14-the-wooden-snake", "--json", "--all"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["kind"], "snake");
    assert_eq!(v["solvable"], true);
    assert_eq!(v["length"], 63);
    assert_eq!(v["moves"].as_array().unwrap().len(), 63);
    assert_eq!(v["moves"][0], "forward");
    assert_eq!(v["cells"].as_array().unwrap().len(), 64);
    assert_eq!(v["cells"][0], serde_json::json!([0, 0, 0]));
    assert_eq!(v["oriented"], 192);
    assert_eq!(v["distinct"], 4);
    let o = puzzlebox(&["solve", "snake/05-the-classic", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["cells"].as_array().unwrap().len(), 27);
    assert!(v.get("oriented").is_none());
    let o = puzzlebox(&["solve", "shot/01-the-example", "--all"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("--all"), "{}", stderr(&o));
}

#[test]
fn snake_exit_codes_and_errors() {
    let (_d, bad) = temp_level("bad.snake", "FTTT\nTTXT\n");
    let o = puzzlebox(&["check", &bad]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("line 2, column 3"), "{}", stderr(&o));
    let (_d, short) = temp_level("short.snake", "FTTTT\n");
    let o = puzzlebox(&["solve", &short]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("7 (2×2×2)"), "{}", stderr(&o));
    let (_d, corners) = temp_level("corners.snake", "FTTTTTTTTTTTTTTTTTTTTTTTTT\n");
    assert_eq!(puzzlebox(&["check", &corners]).status.code(), Some(1));
    assert_eq!(
        puzzlebox(&["check", "snake/01-eight-cubes"]).status.code(),
        Some(0)
    );
    let (_d, lost) = temp_level("lost.snake", "; fold: 0000\nFTTTTTT\n");
    let o = puzzlebox(&["hint", &lost]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stdout(&o).contains("take back the corner at cube 4"),
        "{}",
        stdout(&o)
    );
    let o = puzzlebox(&["hint", "snake/05-the-classic"]);
    assert!(o.status.success());
    assert!(
        stdout(&o).starts_with("turn the corner at cube 3"),
        "{}",
        stdout(&o)
    );
}

#[test]
fn snakes_generate_repeatably_and_show_their_cube() {
    let a = puzzlebox(&["generate", "snake", "--seed", "42", "--size", "4"]);
    let b = puzzlebox(&["generate", "snake", "--seed", "42", "--size", "4x4x4"]);
    assert!(a.status.success(), "{}", stderr(&a));
    assert_eq!(stdout(&a), stdout(&b));
    let (_d, path) = temp_level("g.snake", &stdout(&a));
    assert_eq!(puzzlebox(&["check", &path]).status.code(), Some(0));
    let o = puzzlebox(&[
        "generate",
        "snake",
        "--seed",
        "1",
        "--size",
        "3",
        "--solutions",
        "1",
    ]);
    assert!(stdout(&o).contains("; solutions: 1"), "{}", stdout(&o));
    assert_eq!(
        puzzlebox(&["generate", "shot", "--solutions", "1"])
            .status
            .code(),
        Some(2)
    );
    let o = puzzlebox(&["show", "snake/14-the-wooden-snake", "--solution"]);
    assert!(o.status.success());
    let text = stdout(&o);
    assert!(text.contains("z = 3") && text.contains(" 64 "), "{text}");
}

#[test]
fn a_puzzle_is_named_by_its_extension_or_another_of_its_names() {
    let by_extension = puzzlebox(&["levels", "klotski"]);
    let by_name = puzzlebox(&["levels", "blocks"]);
    assert_eq!(by_extension.status.code(), Some(0));
    assert_eq!(stdout(&by_extension), stdout(&by_name));
    assert!(stdout(&by_name).contains("klotski/01-side-step"));
    let unknown = puzzlebox(&["generate", "chess"]);
    assert_eq!(unknown.status.code(), Some(2));
    assert!(
        stderr(&unknown).contains("no puzzle is called 'chess'; the puzzles are shot, snake"),
        "{}",
        stderr(&unknown)
    );
}

#[test]
fn a_code_stands_for_its_level_wherever_a_file_does() {
    let o = puzzlebox(&["code", "fifteen/02-three-by-three"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let code = stdout(&o).trim().to_string();
    assert!(code.starts_with("pb1.") && !code.contains(char::is_whitespace));
    let by_file = stdout(&puzzlebox(&[
        "solve",
        "fifteen/02-three-by-three",
        "--json",
    ]));
    let by_code = stdout(&puzzlebox(&["solve", &code, "--json"]));
    let length =
        |json: &str| serde_json::from_str::<serde_json::Value>(json).unwrap()["length"].clone();
    assert_eq!(length(&by_code), length(&by_file));
    assert!(puzzlebox(&["check", &code]).status.success());
    assert!(stdout(&puzzlebox(&["show", &code])).contains("Three by three"));
}

#[test]
fn a_code_with_moves_opens_where_they_lead() {
    // The solution's moves: the code stands for the solved board.
    let solved = stdout(&puzzlebox(&[
        "code",
        "fifteen/02-three-by-three",
        "--solution",
    ]));
    let o = puzzlebox(&["hint", solved.trim()]);
    assert_eq!(stdout(&o).trim(), "already solved");
    // One move given by hand: one fewer to go.
    let level = "; title: Nearly\n1 2 3\n4 5 6\n7 0 8\n";
    let (_dir, path) = temp_level("nearly.fifteen", level);
    let moved = stdout(&puzzlebox(&["code", &path, "--moves", r#"[{"tile":7}]"#]));
    let o = puzzlebox(&["solve", moved.trim(), "--json"]);
    let json: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(json["length"], 2);
}

#[test]
fn bad_codes_and_bad_moves_are_refused_in_one_sentence() {
    let o = puzzlebox(&[
        "code",
        "fifteen/02-three-by-three",
        "--moves",
        "[{\"tile\":",
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("--moves: EOF while parsing"),
        "{}",
        stderr(&o)
    );
    let o = puzzlebox(&[
        "code",
        "fifteen/02-three-by-three",
        "--moves",
        r#"[{"tile":1}]"#,
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("cannot be made: tile 1 is not next to the hole"));
    let good = stdout(&puzzlebox(&["code", "shot/01-the-example"]));
    let mut bad = good.trim().to_string();
    let last = bad.pop().unwrap();
    bad.push(if last == 'A' { 'B' } else { 'A' });
    let o = puzzlebox(&["solve", &bad]);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(stdout(&o), "");
    assert!(
        stderr(&o).starts_with("puzzlebox: the level code: "),
        "{}",
        stderr(&o)
    );
    assert_eq!(stderr(&o).lines().count(), 1);
}

#[test]
fn sounds_writes_every_effect_as_a_distinct_wav_file() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("sounds");
    let o = puzzlebox(&["sounds", out.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    let mut files: Vec<_> = std::fs::read_dir(&out)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    assert_eq!(files.len(), 15, "{files:?}");
    assert_eq!(stdout(&o).lines().count(), 15);
    let mut seen = std::collections::HashSet::new();
    for path in &files {
        let bytes = std::fs::read(path).unwrap();
        assert_eq!(&bytes[..4], b"RIFF", "{}", path.display());
        // Samples after the 44-byte header: some loud, and no two files the same.
        let loudest = bytes[44..]
            .chunks(2)
            .map(|c| i16::from_le_bytes([c[0], c[1]]).unsigned_abs())
            .max()
            .unwrap();
        assert!(loudest > 10_000, "{} is nearly silent", path.display());
        assert!(seen.insert(bytes), "{} repeats another", path.display());
    }
    assert!(out.join("win.wav").exists() && out.join("knock-off.wav").exists());
}

#[test]
fn sounds_into_a_file_says_so() {
    let (_dir, file) = temp_level("x.shot", "..\n");
    let o = puzzlebox(&["sounds", &file]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains("is not a folder"), "{}", stderr(&o));
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "..\n");
}

#[test]
fn sounds_never_writes_over_a_players_files_unless_forced() {
    let dir = tempfile::tempdir().unwrap();
    let mine = dir.path().join("win.wav");
    std::fs::write(&mine, "my own recording").unwrap();
    let o = puzzlebox(&["sounds", dir.path().to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains("--force"), "{}", stderr(&o));
    assert_eq!(std::fs::read_to_string(&mine).unwrap(), "my own recording");
    assert_eq!(
        std::fs::read_dir(dir.path()).unwrap().count(),
        1,
        "nothing written"
    );
    let o = puzzlebox(&["sounds", "--force", dir.path().to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(&std::fs::read(&mine).unwrap()[..4], b"RIFF");
}

#[test]
fn play_refuses_a_text_size_out_of_range_before_opening_a_window() {
    let o = puzzlebox(&["play", "--text-size", "300"]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains("300"), "{}", stderr(&o));
}
