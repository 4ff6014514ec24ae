//! A button's label with the key that does the same, in small grey letters.

use bevy_egui::egui;

/// The key a button shows beside its words: the key in force (the player may have given the
/// command another), or none for a player who plays by touch and has no keys.
pub fn key_shown(ctx: &egui::Context, key: &str) -> Option<String> {
    (!crate::input::TouchFirst::in_interface(ctx))
        .then(|| crate::input::keymap::in_interface(ctx).label(key))
}

/// `text` followed by its key (see [`key_shown`]) in small grey letters, for a button's label.
pub fn with_key(ui: &egui::Ui, text: egui::RichText, key: &str) -> egui::WidgetText {
    let Some(key) = key_shown(ui.ctx(), key) else {
        return text.into();
    };
    let mut job = egui::text::LayoutJob::default();
    let style = ui.style();
    text.append_to(
        &mut job,
        style,
        egui::FontSelection::Default,
        egui::Align::Center,
    );
    egui::RichText::new(&key)
        .color(super::palette::of(ui.ctx()).grey(150))
        .size(13.0)
        .append_to(
            &mut job,
            style,
            egui::FontSelection::Default,
            egui::Align::Center,
        );
    job.into()
}

/// A button with the key that does the same written beside its label (see [`with_key`]) in
/// the look `look` gives it (`egui::RichText::new`, or bold), at least `height` points tall,
/// read to a screen reader as `name` and described by its key: the one keyed button of every
/// screen. What it answers, for a tooltip or its click.
pub fn keyed_button(
    ui: &mut egui::Ui,
    (label, name): (&str, &str),
    look: impl Fn(String) -> egui::RichText,
    key: &str,
    (enabled, height): (bool, f32),
) -> egui::Response {
    let text = with_key(ui, look(format!("{label}  ")), key);
    let response = ui.add_enabled(
        enabled,
        egui::Button::new(text).min_size(egui::vec2(0.0, height)),
    );
    read_as(&response, name, key);
    response
}

/// Names `response` for a screen reader as `name` (a sign on a button says nothing aloud, and
/// a key beside the words is no part of them), described by the key that does the same, if it
/// has one.
pub fn read_as(response: &egui::Response, name: &str, key: &str) {
    let about = if key.is_empty() {
        String::new()
    } else {
        let key = crate::input::keymap::in_interface(&response.ctx).label(key);
        crate::tr!(crate::lang::of(&response.ctx), "hud-key-hover", key = key)
    };
    read_as_about(response, name, &about);
}

/// Names `response` for a screen reader as `name`, described by `about` (what its tooltip
/// says; nothing when empty): a slider beside its label, whose own name would be empty.
pub fn read_as_about(response: &egui::Response, name: &str, about: &str) {
    response.ctx.accesskit_node_builder(response.id, |node| {
        node.set_label(name.to_string());
        if !about.is_empty() {
            node.set_description(about.to_string());
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_button_shows_its_key_except_to_a_player_by_touch() {
        let ctx = egui::Context::default();
        assert_eq!(key_shown(&ctx, "T"), Some("T".to_string()));
        crate::input::TouchFirst(true).install(&ctx);
        assert_eq!(key_shown(&ctx, "T"), None);
    }
}
