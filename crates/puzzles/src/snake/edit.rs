//! A chain being made: typed as letters. (How its files draw a chain is [`DRAWING`].)

use crate::drawing::{Drawing, Style};

/// One line of letters, `F` the empty cell.
pub const DRAWING: Style = Style {
    blank: "F",
    one_line: true,
    ..Style::PLAIN
};

/// The chain typed as letters, one per cube after the first (the parser checks them).
pub fn set_chain(drawing: &mut Drawing, text: &str) -> Result<(), String> {
    let letters: Vec<String> = text
        .chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| c.to_ascii_uppercase().to_string())
        .collect();
    if letters.is_empty() {
        return Err("the chain needs letters: F goes straight on, T turns".to_string());
    }
    drawing.meta.remove("fold");
    drawing.set_rows(vec![letters]);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::Puzzle;

    #[test]
    fn a_chain_typed_is_read_by_the_snake_parser() {
        let mut d = Drawing::read("FTTTTTT\n", DRAWING, &Default::default());
        let read = |d: &Drawing| super::super::Folding::parse(&d.to_text());
        set_chain(&mut d, "fff").unwrap();
        assert!(read(&d).is_err(), "three letters fold no cube");
        set_chain(&mut d, "FTTTTTT").unwrap();
        assert!(read(&d).is_ok(), "seven letters fold a 2×2×2 cube");
        assert!(set_chain(&mut d, " ").is_err());
    }
}
