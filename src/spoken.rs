//! What a screen reader is told, on every screen: one short announcement after each thing that
//! happens (a move, a refusal, a hint, a win), read out as it comes — politely, after what the
//! screen reader is reading, or at once for what must not wait (a win, a refusal). Any module
//! may say something; the words reach the screen reader as a live region in the interface's
//! accessibility tree (AccessKit).

use bevy::prelude::*;
use bevy_egui::egui::accesskit::{Live, Role};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// The latest announcement, and whether more may join it in this frame.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct Spoken {
    /// The latest announcement, if anything has been said.
    pub last: Option<Said>,
    /// Whether `last` was said in this frame: what is said after it in the same frame joins
    /// it (a move and the win it makes are read as one).
    fresh: bool,
    /// Frames drawn since `last` was said: what must be said at once in the next frame joins
    /// it too, as a new announcement (a win found a frame after its move would cut the move's
    /// words off).
    age: u8,
}

/// One announcement.
#[derive(Debug, Clone, PartialEq)]
pub struct Said {
    pub text: String,
    /// Whether it is read at once, breaking off what is being read.
    pub urgent: bool,
    /// Whether it answers what the player just did (a move, made by any means): told at
    /// once rather than after what is being read, which the player has moved on from.
    pub answers: bool,
    /// Which announcement it is, counted from the first: each is a node of its own in the
    /// tree, so that the same words said twice are read twice.
    pub number: u64,
}

/// Two announcements made one: the first ended as a sentence if it was not ("Row 4, column 1:
/// empty. Fling the ball…"; in Chinese and Japanese with "。").
pub fn one_after_the_other(first: &str, next: &str) -> String {
    match first.trim_end().chars().last() {
        Some('.' | '!' | '?' | '。' | '！' | '？' | '…') | None => format!("{first} {next}"),
        Some(c)
            if ('\u{3000}'..='\u{9fff}').contains(&c) || ('\u{ff00}'..='\u{ffef}').contains(&c) =>
        {
            format!("{first}。{next}")
        }
        Some(_) => format!("{first}. {next}"),
    }
}

impl Spoken {
    /// Says `text` when the screen reader has finished what it is reading.
    pub fn say(&mut self, text: impl Into<String>) {
        self.tell(text.into(), false, false);
    }

    /// Says `text`, which answers what the player just did: in its turn in a live region,
    /// and told at once to a screen reader that reads a description (see `screen_reader`).
    pub fn say_in_answer(&mut self, text: impl Into<String>) {
        self.tell(text.into(), false, true);
    }

    /// Says `text` at once.
    pub fn say_at_once(&mut self, text: impl Into<String>) {
        self.tell(text.into(), true, true);
    }

    /// Says the latest announcement again (the player asked for it).
    pub fn again(&mut self) {
        if let Some(said) = self.last.clone() {
            self.fresh = false;
            self.tell(said.text, said.urgent, true);
        }
    }

    /// The latest announcement's words, if any.
    pub fn last_words(&self) -> Option<&str> {
        self.last.as_ref().map(|said| said.text.as_str())
    }

    fn tell(&mut self, text: String, urgent: bool, answers: bool) {
        if text.trim().is_empty() {
            return;
        }
        let just_before = self.age <= 1;
        match &mut self.last {
            Some(said) if self.fresh => {
                said.text = one_after_the_other(&said.text, &text);
                said.urgent |= urgent;
                said.answers |= answers;
            }
            Some(said) if urgent && !said.urgent && just_before => {
                *said = Said {
                    text: one_after_the_other(&said.text, &text),
                    urgent,
                    answers: true,
                    number: said.number + 1,
                };
            }
            last => {
                let number = last.as_ref().map_or(0, |said| said.number + 1);
                *last = Some(Said {
                    text,
                    urgent,
                    answers,
                    number,
                });
            }
        }
        self.fresh = true;
        self.age = 0;
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Spoken>()
        .add_systems(Last, end_of_frame);
    // On Linux the words reach Orca another way (see `screen_reader`): as a live region too,
    // Orca 45 would read them twice.
    if !cfg!(target_os = "linux") {
        app.add_systems(EguiPrimaryContextPass, live_region);
    }
    // In a browser, where AccessKit has no adapter, the page carries the words.
    #[cfg(target_arch = "wasm32")]
    app.add_systems(Last, page::announce.run_if(resource_changed::<Spoken>));
}

/// The style of what a screen reader reads in a web page and no one sees.
pub const HIDDEN_IN_THE_PAGE: &str = "position:absolute;width:1px;height:1px;overflow:hidden;\
    clip:rect(0 0 0 0);clip-path:inset(50%);white-space:nowrap;margin:-1px;padding:0;border:0";

/// The page's live regions for a screen reader, hidden from sight beside the canvas (the
/// interface's controls are put in the page by `page_tree`).
#[cfg(target_arch = "wasm32")]
mod page {
    use super::Spoken;
    use bevy::prelude::*;

    /// The element `id`, made the first time it is asked for.
    fn element(id: &str) -> Option<web_sys::Element> {
        let document = web_sys::window()?.document()?;
        if let Some(found) = document.get_element_by_id(id) {
            return Some(found);
        }
        let made = document.create_element("div").ok()?;
        made.set_id(id);
        made.set_attribute("style", super::HIDDEN_IN_THE_PAGE)
            .ok()?;
        document.body()?.append_child(&made).ok()?;
        Some(made)
    }

    /// The latest announcement in the page's live region: polite or assertive, each a region
    /// of its own (the same words said again are changed by an invisible mark, so that they
    /// are read again).
    pub fn announce(spoken: Res<Spoken>) {
        let Some(said) = &spoken.last else {
            return;
        };
        let (id, live) = if said.urgent {
            ("spoken-at-once", "assertive")
        } else {
            ("spoken", "polite")
        };
        let Some(region) = element(id) else {
            return;
        };
        let _ = region.set_attribute("aria-live", live);
        let _ = region.set_attribute("role", "status");
        let mark = if said.number % 2 == 0 { "" } else { "\u{200B}" };
        region.set_text_content(Some(&format!("{}{mark}", said.text)));
    }
}

/// A frame ends: what is said from now on is said apart (whether or not the interface drew
/// this frame).
fn end_of_frame(mut spoken: ResMut<Spoken>) {
    spoken.bypass_change_detection().end_frame();
}

impl Spoken {
    /// What is said from now on is said apart from what was (a frame has ended).
    pub fn end_frame(&mut self) {
        self.fresh = false;
        self.age = self.age.saturating_add(1);
    }
}

/// The latest announcement as a live region of the accessibility tree, on every frame (the
/// tree is made again each frame; nothing is made while no screen reader listens).
fn live_region(mut contexts: EguiContexts, spoken: Res<Spoken>) {
    let (Ok(ctx), Some(said)) = (contexts.ctx_mut(), &spoken.last) else {
        return;
    };
    let id = egui::Id::new(("spoken", said.number));
    ctx.accesskit_node_builder(id, |node| {
        node.set_role(Role::Label);
        node.set_value(said.text.clone());
        node.set_live(if said.urgent {
            Live::Assertive
        } else {
            Live::Polite
        });
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_announcements_joined_read_as_two_sentences() {
        assert_eq!(
            one_after_the_other("Row 4, column 1: empty", "Fling the ball."),
            "Row 4, column 1: empty. Fling the ball."
        );
        assert_eq!(
            one_after_the_other("Tile 7 slid left.", "Solved!"),
            "Tile 7 slid left. Solved!"
        );
        assert_eq!(
            one_after_the_other("4行1列：空", "解けた！"),
            "4行1列：空。解けた！"
        );
    }

    #[test]
    fn what_is_said_in_one_frame_is_read_as_one_announcement() {
        let mut spoken = Spoken::default();
        spoken.say("Tile 7 slid left.");
        spoken.say_at_once("Solved!");
        let said = spoken.last.clone().unwrap();
        assert_eq!(said.text, "Tile 7 slid left. Solved!");
        assert!(said.urgent, "the win is read at once");
        assert_eq!(said.number, 0);
        // The next frame's words are an announcement of their own, read even if the same.
        spoken.fresh = false;
        spoken.say("Solved!");
        let said = spoken.last.unwrap();
        assert_eq!(
            (said.text.as_str(), said.urgent, said.number),
            ("Solved!", false, 1)
        );
    }

    #[test]
    fn what_is_said_at_once_a_frame_after_joins_what_was_said_politely() {
        let mut spoken = Spoken::default();
        spoken.say("Press lamp 3.");
        (spoken.fresh, spoken.age) = (false, 1);
        spoken.say_at_once("Solved!");
        let said = spoken.last.clone().unwrap();
        assert_eq!(
            (said.text.as_str(), said.urgent, said.number),
            ("Press lamp 3. Solved!", true, 1)
        );
        // Later, or politely, it stands alone.
        (spoken.fresh, spoken.age) = (false, 2);
        spoken.say("Hint: press lamp 1");
        assert_eq!(spoken.last_words(), Some("Hint: press lamp 1"));
    }

    #[test]
    fn nothing_is_said_for_empty_words() {
        let mut spoken = Spoken::default();
        spoken.say("  ");
        assert_eq!(spoken.last, None);
    }
}
