//! The ids progress keeps levels under: `shot/01-the-example` for a built-in level,
//! `mine/shot/…` for a level kept in "Your levels" (`mine/shot/made-3` for one the player made,
//! any other name for a random one or one opened from a code), `daily/DATE/shot` for a level of
//! the day.

/// Whether the level kept under `id` is one of a puzzle's (by its name, `shot`…), built in or
/// the player's; with `None`, of any.
pub fn of_the_puzzle(id: &str, puzzle: Option<&str>) -> bool {
    puzzle.is_none_or(|name| id.strip_prefix("mine/").unwrap_or(id).split('/').next() == Some(name))
}

/// The id of the `n`th level a player makes of a puzzle, under "Your levels".
pub fn made_by_the_player(kind: &str, n: u32) -> String {
    format!("mine/{kind}/made-{n}")
}

/// Whether the level kept under `id` is one the player made (not a random one, nor one
/// opened from a code).
pub fn is_made_by_the_player(id: &str) -> bool {
    id.split('/')
        .nth(2)
        .is_some_and(|name| name.starts_with("made-"))
}
