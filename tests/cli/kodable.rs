//! The command line on Roll-the-ball coding levels: `run`, `solve --json`, `check`, `hint`,
//! `show` and `generate`, with their exit codes.

use crate::harness::{puzzlebox, stderr, stdout};

const LONG_ROAD: &str = "kodable/15-the-long-road";

#[test]
fn run_reports_each_stop_and_the_win() {
    let o = puzzlebox(&[
        "run",
        LONG_ROAD,
        "--program",
        "Right Up Right Down Left Function Right Function Cond{p}{Right}",
        "--function",
        "Down Right Up",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("takes the bonus at 10,1"), "{out}");
    assert!(out.contains("stopped on pink"), "{out}");
    assert!(
        out.contains("won: the ball reached the target at 22,8 with 3 of 3 bonuses"),
        "{out}"
    );
    // The same program in its one-line form.
    let o = puzzlebox(&[
        "run",
        LONG_ROAD,
        "--program",
        "Right Up Right Down Left Function Right Function Cond{p}{Right} with Down Right Up",
    ]);
    assert_eq!(o.status.code(), Some(0));
}

#[test]
fn run_fails_with_exit_1_and_2() {
    let o = puzzlebox(&["run", LONG_ROAD, "--program", "Right Up Right"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stdout(&o).contains("not won"), "{}", stdout(&o));
    let o = puzzlebox(&["run", LONG_ROAD, "--program", "Up"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stdout(&o).contains("cannot move Up (the ball is at 0,8)"),
        "{}",
        stdout(&o)
    );
    let o = puzzlebox(&["run", LONG_ROAD, "--program", "Righ"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("unknown action 'Righ' at column 1"),
        "{}",
        stderr(&o)
    );
    let o = puzzlebox(&[
        "run",
        LONG_ROAD,
        "--program",
        "Function",
        "--function",
        "Up Down",
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("--function"), "{}", stderr(&o));
    let o = puzzlebox(&["run", "shot/01-the-example", "--program", "Up"]);
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn solve_json_has_the_program() {
    let o = puzzlebox(&["solve", LONG_ROAD, "--json"]);
    assert_eq!(o.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["kind"], "kodable");
    assert_eq!(v["solvable"], true);
    assert_eq!(v["optimal"], true);
    assert_eq!(v["blocks"], 11);
    assert_eq!(v["length"], 11);
    assert_eq!(v["bonuses"], 3);
    assert_eq!(v["bonuses_total"], 3);
    assert!(v["program"].as_str().unwrap().contains("Function"));
    assert_eq!(v["function"].as_str().unwrap().split(' ').count(), 3);
    assert!(v["moves"].is_array() && v["nodes"].is_u64() && v["seconds"].is_f64());
    // The program it prints wins when run.
    let o = puzzlebox(&[
        "run",
        LONG_ROAD,
        "--program",
        v["program"].as_str().unwrap(),
        "--function",
        v["function"].as_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stdout(&o));
}

#[test]
fn check_hint_show_and_generate() {
    let o = puzzlebox(&["check", "kodable/16-the-maze"]);
    assert_eq!(o.status.code(), Some(0));
    let o = puzzlebox(&["hint", "kodable/09-stairs"]);
    assert_eq!(
        stdout(&o).trim(),
        "Loop{6}{Right,Down} (an optimal program has 1 block)"
    );
    let o = puzzlebox(&["show", "kodable/02-round-the-corner", "--solution"]);
    assert_eq!(o.status.code(), Some(0));
    assert!(
        stdout(&o).contains("Right Down (2 blocks"),
        "{}",
        stdout(&o)
    );

    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("g.kodable");
    let path = path.to_str().unwrap();
    let o = puzzlebox(&[
        "generate", "kodable", "--seed", "3", "--rows", "9", "--cols", "11", "-o", path,
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let text = std::fs::read_to_string(path).unwrap();
    assert_eq!(text.lines().filter(|l| !l.starts_with(';')).count(), 9);
    assert!(text.contains("; par: "));
    let again = puzzlebox(&["generate", "kodable", "--seed", "3", "--size", "11x9"]);
    assert_eq!(stdout(&again), text);
    let o = puzzlebox(&["check", path]);
    assert_eq!(o.status.code(), Some(0));

    let bad = dir.path().join("bad.kodable");
    std::fs::write(&bad, "@ - t\n* *  *\n").unwrap();
    let o = puzzlebox(&["check", bad.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("line 2, column 5"), "{}", stderr(&o));
    let unreachable = dir.path().join("walled.kodable");
    std::fs::write(&unreachable, "@ - *\n* * *\n- t -\n").unwrap();
    let o = puzzlebox(&["check", unreachable.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
}
