//! Roll-the-ball in the editor: the map painted tile by tile (path, grass, the coloured tiles,
//! bonuses, the ball and the target), and the block limit.

use crate::editor::tools::tool_button;
use crate::editor::{Editor, Tool, Tools};
use crate::lang::Words;
use crate::theme::style::bold;
use bevy_egui::egui;

/// Paints the tiles clicked or dragged over with `token` (`-`, `*`, `p`, `@`…).
pub const fn paint(token: &'static str) -> Tool {
    Tool {
        name: token,
        covers: (1, 1),
        paints: true,
    }
}

/// Path in hand at first.
pub const TOOLS: Tools = Tools {
    first: Some(paint("-")),
    click,
};

fn click(_words: Words, editor: &mut Editor, tool: Tool, (c, r): (usize, usize)) {
    let token = tool.name;
    if editor.draft.at(c, r) != token {
        editor.change(|d| {
            puzzles::kodable::edit::paint(d, c, r, token);
            Ok(())
        });
    }
}

/// The tiles to paint with, and the block limit.
pub fn panel(ui: &mut egui::Ui, editor: &mut Editor) {
    ui.label(bold(crate::tr!(ui, "editor-kodable-paint")));
    ui.horizontal_wrapped(|ui| {
        let hover = crate::tr!(ui, "editor-kodable-paint-hover");
        for (token, label) in [
            ("-", crate::tr!(ui, "editor-kodable-path")),
            ("*", crate::tr!(ui, "editor-kodable-grass")),
            ("@", crate::tr!(ui, "editor-kodable-ball")),
            ("t", crate::tr!(ui, "editor-kodable-target")),
            ("b", crate::tr!(ui, "editor-kodable-bonus")),
            ("p", crate::tr!(ui, "editor-kodable-pink")),
            ("o", crate::tr!(ui, "editor-kodable-orange")),
            ("y", crate::tr!(ui, "editor-kodable-yellow")),
        ] {
            tool_button(ui, editor, paint(token), &label, &hover);
        }
    });
    let mut limit: u32 = editor
        .draft
        .meta
        .get("blocks")
        .and_then(|b| b.trim().parse().ok())
        .unwrap_or(0);
    ui.horizontal(|ui| {
        ui.label(crate::tr!(ui, "editor-kodable-limit"));
        ui.add(egui::DragValue::new(&mut limit).range(0..=99))
            .on_hover_text(crate::tr!(ui, "editor-kodable-limit-hover"));
    });
    let kept = editor
        .draft
        .meta
        .get("blocks")
        .and_then(|b| b.trim().parse().ok());
    if kept.unwrap_or(0) != limit {
        editor.change(|d| {
            match limit {
                0 => d.meta.remove("blocks"),
                n => d.meta.set("blocks", n.to_string()),
            }
            Ok(())
        });
    }
}
