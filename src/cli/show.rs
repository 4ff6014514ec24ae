//! `show`: boards drawn as coloured text (colour is left out when the output is not a terminal).

use super::printed::printed;
use super::{MetricArg, Outcome};
use anstyle::Style;

pub fn show(file: &str, solution: bool, metric: Option<MetricArg>) -> Result<Outcome, String> {
    let level = super::solve::counted_in(crate::levels::load(file)?, metric);
    if let Some(title) = level.meta().title() {
        let bold = Style::new().bold();
        anstream::println!("{bold}{title}{bold:#}");
    }
    let shown = printed(&level);
    anstream::print!("{}", shown.board());
    if !solution {
        return Ok(Outcome::Done);
    }
    shown.show_solution()
}
