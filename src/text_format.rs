//! Words for numbers: "1 move", "2 moves", and times as a clock shows them: "1:07".
//!
//! [`count`] is English, for the command line and the logs: the counts the game shows are
//! Fluent plurals in its language files (`{ $moves -> [one] … *[other] … }`).

/// `n` and the noun, singular for one and plural otherwise, in English (the command line's).
pub fn count(n: impl Into<u64>, one: &str, many: &str) -> String {
    let n = n.into();
    format!("{n} {}", if n == 1 { one } else { many })
}

/// `text` with its first letter a capital, for a sentence shown on its own.
pub fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or(String::new(), |first| {
        first.to_uppercase().collect::<String>() + chars.as_str()
    })
}

/// A time of `ms` milliseconds as a clock shows it, to the second below: `0:07`, `1:07`,
/// `1:02:03`.
pub fn clock(ms: u64) -> String {
    let seconds = ms / 1000;
    let (hours, minutes, seconds) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    if hours > 0 {
        format!("{hours}:{minutes:02}:{seconds:02}")
    } else {
        format!("{minutes}:{seconds:02}")
    }
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

    #[test]
    fn times_read_as_a_clock_shows_them() {
        assert_eq!(clock(0), "0:00");
        assert_eq!(clock(7_999), "0:07");
        assert_eq!(clock(67_000), "1:07");
        assert_eq!(clock(600_000), "10:00");
        assert_eq!(clock(3_723_000), "1:02:03");
    }
}
