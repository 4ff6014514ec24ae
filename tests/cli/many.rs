//! Solving many levels in one run, and the solver's tables kept in the cache folder.

use crate::harness::{puzzlebox_with_cache as puzzlebox, write_level as write};

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

const THREE: &str = "2 3 6\n1 5 0\n4 7 8\n";
const ODD: &str = "2 1 3\n4 5 6\n7 8 0\n";

#[test]
fn several_levels_give_one_json_line_each_naming_its_file() {
    let dir = tempfile::tempdir().unwrap();
    let a = write(dir.path(), "a.fifteen", THREE);
    let o = puzzlebox(dir.path(), &["solve", "--json", &a, "shot/01-the-example"]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let lines: Vec<serde_json::Value> = text(&o.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[0]["file"], a.as_str());
    assert_eq!(lines[0]["kind"], "fifteen");
    assert_eq!(lines[0]["length"], 7);
    assert_eq!(lines[1]["file"], "shot/01-the-example");
    assert_eq!(lines[1]["kind"], "shot");
}

#[test]
fn a_folder_stands_for_its_level_files_and_the_worst_ending_is_the_exit_status() {
    let dir = tempfile::tempdir().unwrap();
    let levels = dir.path().join("levels");
    std::fs::create_dir(&levels).unwrap();
    write(&levels, "b.fifteen", THREE);
    write(&levels, "a.fifteen", ODD);
    write(&levels, "notes.txt", "not a level");
    let folder = levels.to_str().unwrap();
    let o = puzzlebox(dir.path(), &["solve", "--json", folder]);
    assert_eq!(o.status.code(), Some(1), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    let files: Vec<&str> = out
        .lines()
        .map(|l| {
            let v: serde_json::Value = serde_json::from_str(l).unwrap();
            if v["file"].as_str().unwrap().ends_with("a.fifteen") {
                assert_eq!(v["solvable"], false);
                "a"
            } else {
                assert_eq!(v["solvable"], true);
                "b"
            }
        })
        .collect();
    assert_eq!(files, ["a", "b"], "{out}");

    // A level that cannot be read is named, the others are still solved, and the run exits 2.
    let broken = write(dir.path(), "broken.fifteen", "1 2\n3\n");
    let o = puzzlebox(dir.path(), &["solve", &broken, "shot/01-the-example"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        text(&o.stderr).contains("broken.fifteen, line 2"),
        "{}",
        text(&o.stderr)
    );
    assert!(
        text(&o.stdout).contains("Shot: solved in"),
        "{}",
        text(&o.stdout)
    );

    let empty = dir.path().join("empty");
    std::fs::create_dir(&empty).unwrap();
    let o = puzzlebox(dir.path(), &["solve", empty.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    assert!(text(&o.stderr).contains("holds no level files"));
}

#[test]
fn the_tables_are_kept_and_a_damaged_copy_is_built_again() {
    let dir = tempfile::tempdir().unwrap();
    let cache = dir.path().join("cache");
    let level = write(dir.path(), "three.fifteen", THREE);
    let solve = || {
        let o = puzzlebox(&cache, &["solve", "--json", &level]);
        assert!(o.status.success(), "{}", text(&o.stderr));
        let v: serde_json::Value = serde_json::from_str(&text(&o.stdout)).unwrap();
        assert_eq!(v["length"], 7);
        assert_eq!(v["optimal"], true);
    };
    solve();
    let kept = cache.join("fifteen-3x3-v2.pdb");
    let sound = std::fs::read(&kept).expect("the tables are kept");
    for damage in [
        |b: &mut Vec<u8>| b[100] ^= 0x40,
        |b: &mut Vec<u8>| b.truncate(b.len() / 2),
        |b: &mut Vec<u8>| b.clear(),
    ] {
        let mut bytes = sound.clone();
        damage(&mut bytes);
        std::fs::write(&kept, &bytes).unwrap();
        solve();
        assert!(
            std::fs::read(&kept).unwrap() == sound,
            "rebuilt and kept again"
        );
    }
}

/// A 5×5 board three slides from solved.
const FIVE: &str = "1 2 3 4 5\n6 7 8 9 10\n11 12 13 14 15\n16 17 0 18 20\n21 22 23 19 24\n";

#[test]
fn a_five_by_five_answer_says_how_far_from_the_fewest_it_may_be() {
    let dir = tempfile::tempdir().unwrap();
    let five = write(dir.path(), "five.fifteen", FIVE);
    let o = puzzlebox(dir.path(), &["solve", "--json", &five]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let answer: serde_json::Value = serde_json::from_str(text(&o.stdout).trim()).unwrap();
    let bound = answer["bound"].as_f64().expect("a bound");
    let length = answer["length"].as_f64().unwrap();
    assert!((1.0..=1.5).contains(&bound), "{answer}");
    assert!(length <= bound * 3.0, "three slides solve it: {answer}");
    // The exact search finds the fewest, and says so.
    let o = puzzlebox(dir.path(), &["solve", "--json", "--optimal", &five]);
    let answer: serde_json::Value = serde_json::from_str(text(&o.stdout).trim()).unwrap();
    assert_eq!(
        (answer["length"].as_u64(), answer["optimal"].as_bool()),
        (Some(3), Some(true))
    );
    assert_eq!(answer["bound"], 1.0);
    // A board too big for the exact search is refused with the sizes it takes.
    let six = (0..6)
        .map(|r| {
            (0..6)
                .map(|c| ((r * 6 + c + 1) % 36).to_string())
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect::<Vec<_>>()
        .join("\n");
    let six = write(dir.path(), "six.fifteen", &six);
    let o = puzzlebox(dir.path(), &["solve", "--optimal", &six]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        text(&o.stderr).contains("at most 16 cells and on 5×5"),
        "{}",
        text(&o.stderr)
    );
}

/// A folder with no level files, or a file whose name is not UTF-8, is reported and passed
/// over: the other levels are still solved, and the run ends with status 2 (before, an empty
/// folder stopped the whole run, and such a name was reported as "no such file").
#[cfg(unix)]
#[test]
fn an_empty_folder_or_an_odd_name_is_passed_over() {
    use std::os::unix::ffi::OsStrExt;
    let dir = tempfile::tempdir().unwrap();
    let levels = dir.path().join("levels");
    std::fs::create_dir_all(levels.join("empty")).unwrap();
    write(&levels, "a.fifteen", THREE);
    let odd = levels.join(std::ffi::OsStr::from_bytes(b"\xff.fifteen"));
    std::fs::write(&odd, THREE).unwrap();
    let folder = levels.to_str().unwrap();
    let empty = levels.join("empty");
    let o = puzzlebox(dir.path(), &["solve", folder, empty.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2), "{}", text(&o.stderr));
    let err = text(&o.stderr);
    assert!(err.contains("not UTF-8"), "{err}");
    assert!(err.contains("holds no level files"), "{err}");
    assert!(text(&o.stdout).contains("a.fifteen"), "{}", text(&o.stdout));
}

/// A temporary file a killed build left in the cache folder is removed at the next start.
#[cfg(unix)]
#[test]
fn what_a_killed_build_left_in_the_cache_is_removed() {
    let dir = tempfile::tempdir().unwrap();
    let stale = dir.path().join(".fifteen-3x3-v2.pdb.Qw3rT9.tmp");
    std::fs::write(&stale, [0u8; 1000]).unwrap();
    let an_hour_ago = std::time::SystemTime::now() - std::time::Duration::from_secs(3600);
    let file = std::fs::File::options().write(true).open(&stale).unwrap();
    file.set_modified(an_hour_ago).unwrap();
    let o = puzzlebox(dir.path(), &["solve", "fifteen/02-three-by-three"]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert!(!stale.exists(), "the stale file is gone");
}
