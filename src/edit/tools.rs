//! Each puzzle's tools in the editor's panel: what a click on the board does, and the
//! settings of its own (a metric, a block limit, the order of the tiles, the chain). A puzzle
//! names its tools in its [`Shown`](crate::puzzles::Shown) implementation.

use super::{Editor, Tool};
use crate::theme::bold;
use bevy_egui::egui;
use puzzles::fifteen;

/// A line saying what a click does.
pub fn hint_line(ui: &mut egui::Ui, text: &str) {
    ui.label(egui::RichText::new(text).color(egui::Color32::from_gray(170)));
}

/// A tool to pick, lit when it is the one in hand.
pub fn tool_button(ui: &mut egui::Ui, editor: &mut Editor, tool: Tool, label: &str, hover: &str) {
    let picked = editor.tool == tool;
    if ui
        .add(egui::Button::selectable(picked, label).min_size(egui::vec2(0.0, 32.0)))
        .on_hover_text(hover)
        .clicked()
    {
        editor.tool = tool;
        editor.picked = None;
    }
}

/// Sliding blocks: blocks of four shapes, taking one off, and the goal.
pub fn blocks(ui: &mut egui::Ui, editor: &mut Editor) {
    ui.label(bold("Put a block"));
    ui.horizontal_wrapped(|ui| {
        for (w, h) in [(1, 1), (2, 1), (1, 2), (2, 2)] {
            let hover = format!("Click where its top-left cell goes: a {w}×{h} block");
            tool_button(ui, editor, Tool::Block(w, h), &format!("{w}×{h}"), &hover);
        }
        tool_button(
            ui,
            editor,
            Tool::Remove,
            "Take off",
            "Click a block to take it off",
        );
    });
    ui.label(bold("The goal"));
    ui.horizontal_wrapped(|ui| {
        tool_button(
            ui,
            editor,
            Tool::GoalBlock,
            "Goal block",
            "Click the block that must reach the goal",
        );
        tool_button(
            ui,
            editor,
            Tool::GoalPlace,
            "Goal place",
            "Click where the goal block's top-left cell must go",
        );
    });
    let mut metric = editor
        .draft
        .meta
        .get("metric")
        .unwrap_or("step")
        .to_string();
    ui.horizontal(|ui| {
        ui.label("Moves count");
        egui::ComboBox::from_id_salt("metric")
            .selected_text(metric.clone())
            .show_ui(ui, |ui| {
                for m in ["step", "slide", "move"] {
                    ui.selectable_value(&mut metric, m.to_string(), m);
                }
            });
    });
    if editor.draft.meta.get("metric").unwrap_or("step") != metric {
        editor.change(|d| {
            d.meta.set("metric", metric);
            Ok(())
        });
    }
}

/// Fifteen: tiles swapped by two clicks, or the board put in order or shuffled.
pub fn tiles(ui: &mut egui::Ui, editor: &mut Editor) {
    hint_line(ui, "Click two tiles (or a tile and the hole) to swap them.");
    ui.horizontal_wrapped(|ui| {
        if ui.button("In order").clicked() {
            let (cols, rows) = editor.draft.size();
            editor.change(|d| {
                d.resize(cols, rows);
                Ok(())
            });
        }
        if ui
            .button("Shuffle")
            .on_hover_text("A random board that can be solved")
            .clicked()
        {
            let seed = rand::random::<u32>() as u64;
            editor.change(|d| fifteen::edit::shuffle(d, seed));
        }
    });
    ui.label("Or type the tiles in reading order (0 for the hole):");
    let mut text = editor
        .typed
        .clone()
        .unwrap_or_else(|| fifteen::edit::order(&editor.draft));
    let field = egui::TextEdit::singleline(&mut text)
        .font(egui::TextStyle::Monospace)
        .desired_width(ui.available_width());
    let typed = ui.add(field);
    if typed.changed() {
        editor.typed = Some(text);
    }
    if typed.lost_focus()
        && let Some(text) = editor.typed.take()
    {
        editor.change(|d| fifteen::edit::set_order(d, &text));
    }
}

/// Roll-the-ball: the tiles to paint with.
pub fn palette(ui: &mut egui::Ui, editor: &mut Editor) {
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
            tool_button(ui, editor, Tool::Paint(token), label, &hover);
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

/// Snake: the chain, typed as `F` (straight on) and `T` (turn).
pub fn chain(ui: &mut egui::Ui, editor: &mut Editor) {
    hint_line(
        ui,
        "The chain, one letter per cube after the first: F goes straight on, T turns.",
    );
    let mut text: String = editor
        .draft
        .to_text()
        .lines()
        .filter(|l| !l.starts_with(';'))
        .collect();
    let field = egui::TextEdit::multiline(&mut text)
        .font(egui::TextStyle::Monospace)
        .desired_rows(3)
        .desired_width(ui.available_width());
    if ui.add(field).changed() {
        editor.change(|d| puzzles::snake::edit::set_chain(d, &text));
    }
}
