//! What the core's tests share.

use puzzles::{AnyLevel, Kind};

/// Every built-in level, parsed.
pub fn built_in() -> Vec<AnyLevel> {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../../levels");
    let mut out = Vec::new();
    for kind in Kind::ALL {
        let dir = format!("{root}/{}", kind.extension());
        for entry in std::fs::read_dir(&dir).unwrap() {
            let text = std::fs::read_to_string(entry.unwrap().path()).unwrap();
            out.push(AnyLevel::parse(kind, &text).unwrap());
        }
    }
    out
}
