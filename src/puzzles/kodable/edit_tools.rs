//! Roll-the-ball in the editor: the map painted tile by tile (path, grass, the coloured tiles,
//! bonuses, the ball and the target), and the block limit.

use crate::editor::tools::tool_button;
use crate::editor::{Editor, Tool, Tools};
use crate::theme::bold;
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

fn click(editor: &mut Editor, tool: Tool, (c, r): (usize, usize)) {
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
    ui.label(bold("Paint"));
    ui.horizontal_wrapped(|ui| {
        for (token, label) in [
            ("-", "Path"),
            ("*", "Grass"),
            ("@", "Ball"),
            ("t", "Target"),
            ("b", "Bonus"),
            ("p", "Pink"),
            ("o", "Orange"),
            ("y", "Yellow"),
        ] {
            let hover = format!(
                "Click or drag over the map to paint {}",
                label.to_lowercase()
            );
            tool_button(ui, editor, paint(token), label, &hover);
        }
    });
    let mut limit: u32 = editor
        .draft
        .meta
        .get("blocks")
        .and_then(|b| b.trim().parse().ok())
        .unwrap_or(0);
    ui.horizontal(|ui| {
        ui.label("Block limit");
        ui.add(egui::DragValue::new(&mut limit).range(0..=99))
            .on_hover_text("The most blocks a program may have (0: no limit)");
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
