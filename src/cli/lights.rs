//! Lights on the command line (built with the `toy` feature only): the row as text.

use super::printed::Printed;
use puzzles::lights::Strip;

impl Printed for Strip {
    fn board(&self) -> String {
        let row: String = self
            .lamps()
            .iter()
            .map(|&on| if on { "● " } else { "· " })
            .collect();
        format!("{}\n", row.trim_end())
    }
}
