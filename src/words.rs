//! Words for numbers: "1 move", "2 moves".

/// `n` and the noun, singular for one and plural otherwise.
pub fn count(n: impl Into<u64>, one: &str, many: &str) -> String {
    let n = n.into();
    format!("{n} {}", if n == 1 { one } else { many })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_is_singular_and_the_rest_plural() {
        assert_eq!(count(1u32, "cube", "cubes"), "1 cube");
        assert_eq!(count(0u32, "cube", "cubes"), "0 cubes");
        assert_eq!(count(2u64, "bonus", "bonuses"), "2 bonuses");
    }
}
