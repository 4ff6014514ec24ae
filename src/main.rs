//! puzzlebox: the game window, or a command-line tool when given a command.

fn main() -> std::process::ExitCode {
    puzzlebox::cli::main()
}
