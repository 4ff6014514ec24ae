//! A message over every screen, for what happens outside any one screen: a file dropped on the
//! window that cannot be played, a save that was damaged. Any module may set it; `file_drop`
//! draws it.

use bevy::prelude::*;

/// A message over every screen.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct Notice {
    pub shown: Option<NoticeText>,
}

/// The message on show.
#[derive(Debug, Clone, PartialEq)]
pub struct NoticeText {
    pub text: String,
    /// Whether it warns (a file that cannot be played) rather than tells.
    pub warns: bool,
    /// Until when it shows, in elapsed seconds; `None` until it is taken back.
    pub until: Option<f64>,
}

impl Notice {
    /// The words on show, if any.
    pub fn text(&self) -> Option<&str> {
        self.shown.as_ref().map(|shown| shown.text.as_str())
    }
}
