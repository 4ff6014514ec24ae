//! Writes the Fifteen solver's tables of a board size into a folder, under the name and in the
//! form the game's cache keeps them, and prints the file's path; tables already there and sound
//! are kept. `scripts/build-web.sh` ships the 4×4 ones with the web version, so that a
//! browser's first 4×4 hint need not wait for them to be built.
//!
//! Usage: `cargo run --release -p puzzles --example fifteen_tables -- WIDTH HEIGHT FOLDER`

use puzzles::fifteen::Database;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [width, height, folder] = args.as_slice() else {
        eprintln!("usage: fifteen_tables WIDTH HEIGHT FOLDER");
        return ExitCode::from(2);
    };
    let side = |text: &str, what: &str| -> Result<usize, String> {
        let side = text
            .parse::<usize>()
            .map_err(|_| format!("the {what} must be a whole number, not {text:?}"))?;
        let sides = puzzles::fifteen::MIN_SIDE..=puzzles::fifteen::MAX_SIDE;
        if sides.contains(&side) {
            Ok(side)
        } else {
            Err(format!(
                "the {what} must be from {} to {}",
                sides.start(),
                sides.end()
            ))
        }
    };
    let (width, height) = match (side(width, "width"), side(height, "height")) {
        (Ok(w), Ok(h)) => (w, h),
        (Err(why), _) | (_, Err(why)) => {
            eprintln!("fifteen_tables: {why}");
            return ExitCode::from(2);
        }
    };
    let file = std::path::Path::new(folder).join(puzzles::fifteen::cache_name(width, height));
    let kept = std::fs::read(&file).ok();
    if kept.is_some_and(|bytes| Database::from_bytes(width, height, &bytes).is_ok()) {
        println!("{}", file.display());
        return ExitCode::SUCCESS;
    }
    let began = std::time::Instant::now();
    let bytes = Database::build(width, height).to_bytes();
    let written = std::fs::create_dir_all(folder).and_then(|()| std::fs::write(&file, &bytes));
    if let Err(e) = written {
        eprintln!("fifteen_tables: {} cannot be written: {e}", file.display());
        return ExitCode::from(1);
    }
    eprintln!(
        "the {width}×{height} tables, {} bytes, built in {:.1} s",
        bytes.len(),
        began.elapsed().as_secs_f64()
    );
    println!("{}", file.display());
    ExitCode::SUCCESS
}
