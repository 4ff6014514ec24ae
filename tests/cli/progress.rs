//! `stats`: the player's progress read from the data folder, as text and as JSON, without
//! writing to it.

use std::process::{Command, Output};

/// `puzzlebox ARGS` with its data in `folder`.
fn with_data(folder: &std::path::Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_puzzlebox"))
        .args(args)
        .env("PUZZLEBOX_DATA", folder)
        .output()
        .expect("the binary runs")
}

fn folder(name: &str) -> std::path::PathBuf {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a folder");
    dir
}

const SAVE: &str = r#"{
  "version": 1,
  "levels": {"shot/01-the-example": {"solved": true, "best": 3, "best_time": 9000}},
  "mine": [],
  "finished": [
    {"level": "shot/01-the-example", "day": "2026-11-27", "moves": 3, "time": 9000},
    {"level": "mine/fifteen/random-2", "day": "2026-11-28", "moves": 30, "time": 80000,
     "hints": 2, "par": 26, "difficulty": "medium",
     "rating": {"rating": 1450.5, "deviation": 290.1, "volatility": 0.06}}
  ],
  "ratings": {"fifteen": {"rating": 1450.5, "deviation": 290.1, "volatility": 0.06}},
  "settings": {}
}"#;

#[test]
fn stats_prints_the_records_history_and_ratings_and_writes_nothing() {
    let dir = folder("stats-json");
    std::fs::write(dir.join("progress.json"), SAVE).expect("written");
    let out = with_data(&dir, &["stats", "--json"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("one JSON object");
    assert_eq!(json["levels"]["shot/01-the-example"]["best"], 3);
    assert_eq!(json["finished"].as_array().map(Vec::len), Some(2));
    assert_eq!(json["finished"][1]["hints"], 2);
    assert_eq!(json["ratings"]["fifteen"]["rating"], 1450.5);
    assert!(json["ratings"]["fifteen"]["likely_to"].as_f64() > Some(2000.0));
    let text = with_data(&dir, &["stats"]);
    let said = String::from_utf8_lossy(&text.stdout);
    assert!(
        said.contains("Fifteen:") && said.contains("rated 1450 ± 580"),
        "{said}"
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("progress.json")).unwrap(),
        SAVE
    );
    let files = std::fs::read_dir(&dir).unwrap().count();
    assert_eq!(files, 1, "nothing written beside the save");
}

#[test]
fn stats_on_a_damaged_save_says_what_was_lost_and_prints_the_rest() {
    let dir = folder("stats-damaged");
    let damaged = SAVE.replace("\"day\": \"2026-11-27\"", "\"day\": 27");
    std::fs::write(dir.join("progress.json"), &damaged).expect("written");
    let out = with_data(&dir, &["stats", "--json"]);
    assert!(out.status.success());
    let warning = String::from_utf8_lossy(&out.stderr);
    assert!(
        warning.contains("entry number 1 of the levels finished"),
        "{warning}"
    );
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(json["finished"].as_array().map(Vec::len), Some(1));
    assert_eq!(
        std::fs::read_to_string(dir.join("progress.json")).unwrap(),
        damaged
    );
    // Run again and again, it writes nothing: no copy of the damaged save each time.
    for _ in 0..3 {
        assert!(with_data(&dir, &["stats"]).status.success());
    }
    let files = std::fs::read_dir(&dir).unwrap().count();
    assert_eq!(files, 1, "nothing written beside the save");
    assert!(warning.contains("left as it is"), "{warning}");
}

#[test]
fn an_empty_data_folder_variable_names_no_folder() {
    // Empty, PUZZLEBOX_DATA would have meant the folder the command was run in.
    let here = folder("empty-data-here");
    std::fs::write(here.join("progress.json"), SAVE).expect("written");
    let home = folder("empty-data-home");
    let out = Command::new(env!("CARGO_BIN_EXE_puzzlebox"))
        .args(["stats", "--json"])
        .current_dir(&here)
        .env("PUZZLEBOX_DATA", "")
        .env("HOME", &home)
        .env("XDG_DATA_HOME", home.join("data"))
        .output()
        .expect("the binary runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(
        json["levels"],
        serde_json::json!({}),
        "not the save of the folder it ran in"
    );
}

/// `puzzlebox ARGS` with its data in `folder`, which must succeed: what it printed.
fn succeeds(folder: &std::path::Path, args: &[&str]) -> String {
    let out = with_data(folder, args);
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{args:?}: {said}");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The `stats --json` of a data folder.
fn stats_of(dir: &std::path::Path) -> serde_json::Value {
    let out = with_data(dir, &["stats", "--json"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("JSON")
}

#[test]
fn export_then_import_into_an_empty_folder_gives_the_same_stats() {
    let (from, to) = (folder("export-from"), folder("export-to"));
    std::fs::write(from.join("progress.json"), SAVE).expect("written");
    let file = from.join("moved.json");
    let file_name = file.to_str().expect("a path");
    let said = succeeds(&from, &["progress", "export", file_name]);
    assert!(
        said.starts_with("wrote 1 level record, 2 levels finished"),
        "{said}"
    );
    // Not over a file that is there, unless asked.
    let again = with_data(&from, &["progress", "export", file_name]);
    assert_eq!(again.status.code(), Some(2));
    let said = succeeds(&to, &["progress", "import", file_name]);
    assert!(
        said.contains("1 level record added, 2 levels finished"),
        "{said}"
    );
    assert_eq!(stats_of(&to), stats_of(&from));
    // Twice: nothing new, nothing written.
    let written = std::fs::read(to.join("progress.json")).expect("a save");
    let out = with_data(&to, &["progress", "import", file_name]);
    assert!(String::from_utf8_lossy(&out.stdout).ends_with("nothing new\n"));
    assert_eq!(std::fs::read(to.join("progress.json")).unwrap(), written);
}

#[test]
fn import_into_a_folder_with_other_records_keeps_both() {
    let (from, to) = (folder("import-from"), folder("import-to"));
    std::fs::write(from.join("progress.json"), SAVE).expect("written");
    let other = r#"{"version": 1, "levels": {"klotski/01-side-step": {"solved": true, "best": 6}},
        "mine": [], "finished": [{"level": "klotski/01-side-step", "day": "2026-11-25", "moves": 6, "time": 5000}],
        "settings": {"volume": 0.2}}"#;
    std::fs::write(to.join("progress.json"), other).expect("written");
    let file = from.join("moved.json");
    let file_name = file.to_str().expect("a path");
    assert!(
        with_data(&from, &["progress", "export", file_name])
            .status
            .success()
    );
    assert!(
        with_data(&to, &["progress", "import", file_name])
            .status
            .success()
    );
    let both = stats_of(&to);
    assert_eq!(both["levels"]["klotski/01-side-step"]["best"], 6);
    assert_eq!(both["levels"]["shot/01-the-example"]["best"], 3);
    let days: Vec<&str> = both["finished"]
        .as_array()
        .expect("a list")
        .iter()
        .filter_map(|f| f["day"].as_str())
        .collect();
    assert_eq!(days, ["2026-11-25", "2026-11-27", "2026-11-28"]);
    let save: serde_json::Value =
        serde_json::from_slice(&std::fs::read(to.join("progress.json")).unwrap()).unwrap();
    assert_eq!(
        save["settings"]["volume"], 0.2,
        "this machine's settings stay"
    );
}

#[test]
fn a_damaged_or_hostile_import_is_refused_in_one_sentence_and_nothing_changes() {
    let to = folder("import-refused");
    std::fs::write(to.join("progress.json"), SAVE).expect("written");
    let cases: [(&str, &[u8]); 4] = [
        ("cut.json", &SAVE.as_bytes()[..SAVE.len() / 2]),
        ("list.json", b"[1, 2, 3]"),
        ("newer.json", br#"{"version": 7, "levels": {}, "mine": [], "settings": {}}"#),
        ("bell.json", br#"{"version": 1, "levels": {"shot/\u0007": {"solved": true, "best": 1}}, "mine": [], "settings": {}}"#),
    ];
    for (name, bytes) in cases {
        let file = to.join(name);
        std::fs::write(&file, bytes).expect("written");
        let out = with_data(&to, &["progress", "import", file.to_str().expect("a path")]);
        let said = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{name}: {said}");
        assert!(
            said.contains(name) && said.trim_end().ends_with("nothing was imported"),
            "{said}"
        );
        assert_eq!(said.trim_end().lines().count(), 1, "{said}");
        assert_eq!(
            std::fs::read_to_string(to.join("progress.json")).unwrap(),
            SAVE
        );
    }
    // A folder where a file should be.
    let out = with_data(&to, &["progress", "import", to.to_str().expect("a path")]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("it is a folder"));
}
