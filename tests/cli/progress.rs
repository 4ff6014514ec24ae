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
}
