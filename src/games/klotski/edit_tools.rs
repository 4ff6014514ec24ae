//! Sliding blocks in the editor: blocks of four shapes put down and taken off, the goal block
//! and its place, how moves are counted, and faint lines between the cells.

use crate::editor::tools::tool_button;
use crate::editor::{Editor, Tool, Tools};
use crate::lang::Words;
use crate::theme::style::bold;
use bevy_egui::egui::{self, Color32, Pos2, Rect, Stroke};
use puzzles::edit::Draft;
use puzzles::klotski::edit;

/// A block of `w` × `h` cells put down with its top-left cell where the click is.
pub const fn block(w: usize, h: usize) -> Tool {
    Tool {
        name: "block",
        covers: (w, h),
        paints: false,
    }
}

/// The block clicked taken off.
pub const TAKE_OFF: Tool = Tool::named("take off");

/// The block clicked becomes the goal block.
pub const GOAL_BLOCK: Tool = Tool::named("goal block");

/// Where the goal block's top-left cell must go.
pub const GOAL_PLACE: Tool = Tool::named("goal place");

/// A 1×1 block in hand at first.
pub const TOOLS: Tools = Tools {
    first: Some(block(1, 1)),
    click,
};

/// What the board's edits refuse, each in the player's words (each edit refuses for one
/// reason, but putting a block down, for three).
fn click(words: Words, editor: &mut Editor, tool: Tool, (c, r): (usize, usize)) {
    if tool == TAKE_OFF {
        editor.change(|d| {
            edit::remove_block(d, c, r).map_err(|_| crate::tr!(words, "editor-klotski-no-block"))
        });
    } else if tool == GOAL_BLOCK {
        editor.change(|d| {
            edit::set_goal_block(d, c, r)
                .map_err(|_| crate::tr!(words, "editor-klotski-pick-goal-block"))
        });
    } else if tool == GOAL_PLACE {
        editor.change(|d| {
            edit::set_goal_place(d, c, r)
                .map_err(|_| crate::tr!(words, "editor-klotski-goal-block-first"))
        });
    } else {
        let (w, h) = tool.covers;
        editor.change(|d| {
            let (cols, rows) = d.size();
            let free = |d: &Draft| {
                (r..(r + h).min(rows)).all(|r| (c..(c + w).min(cols)).all(|c| d.at(c, r) == "."))
            };
            edit::place_block(d, (c, r), (w, h))
                .map(|_| ())
                .map_err(|_| {
                    if c + w > cols || r + h > rows {
                        crate::tr!(words, "editor-klotski-sticks-out", width = w, height = h)
                    } else if !free(d) {
                        crate::tr!(words, "editor-klotski-taken")
                    } else {
                        crate::tr!(words, "editor-klotski-no-names")
                    }
                })
        });
    }
}

/// Blocks of four shapes, taking one off, the goal, and how moves are counted.
pub fn panel(ui: &mut egui::Ui, editor: &mut Editor) {
    ui.label(bold(crate::tr!(ui, "editor-klotski-put")));
    ui.horizontal_wrapped(|ui| {
        for (w, h) in [(1, 1), (2, 1), (1, 2), (2, 2)] {
            let hover = crate::tr!(ui, "editor-klotski-block-hover", width = w, height = h);
            tool_button(ui, editor, block(w, h), &format!("{w}×{h}"), &hover);
        }
        tool_button(
            ui,
            editor,
            TAKE_OFF,
            &crate::tr!(ui, "editor-klotski-take-off"),
            &crate::tr!(ui, "editor-klotski-take-off-hover"),
        );
    });
    ui.label(bold(crate::tr!(ui, "editor-klotski-goal")));
    ui.horizontal_wrapped(|ui| {
        tool_button(
            ui,
            editor,
            GOAL_BLOCK,
            &crate::tr!(ui, "editor-klotski-goal-block"),
            &crate::tr!(ui, "editor-klotski-goal-block-hover"),
        );
        tool_button(
            ui,
            editor,
            GOAL_PLACE,
            &crate::tr!(ui, "editor-klotski-goal-place"),
            &crate::tr!(ui, "editor-klotski-goal-place-hover"),
        );
    });
    let mut metric = editor
        .draft
        .meta
        .get("metric")
        .unwrap_or("step")
        .to_string();
    // The metric as the file names it, and in the player's words.
    let words = crate::lang::of(ui.ctx());
    let metric_name = |m: &str| match m {
        "step" => crate::tr!(words, "editor-klotski-metric-step"),
        "slide" => crate::tr!(words, "editor-klotski-metric-slide"),
        "move" => crate::tr!(words, "editor-klotski-metric-move"),
        other => other.to_string(),
    };
    // The choice goes under its label when both do not fit the panel's width (French and
    // German words run long): a drop-down list does not wrap by itself, and one that ran past
    // the panel's edge would push that edge over the board.
    let choice_width = ui.available_width().min(150.0);
    ui.horizontal_wrapped(|ui| {
        ui.label(crate::tr!(ui, "editor-klotski-metric"));
        if ui.available_size_before_wrap().x < choice_width + 12.0 {
            ui.end_row();
        }
        egui::ComboBox::from_id_salt("metric")
            .selected_text(metric_name(&metric))
            .width(choice_width)
            .truncate()
            .show_ui(ui, |ui| {
                for m in ["step", "slide", "move"] {
                    ui.selectable_value(&mut metric, m.to_string(), metric_name(m));
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

/// Faint lines between the cells, so that an empty board shows where blocks can go.
pub fn lines(painter: &egui::Painter, draft: &Draft, grid: Rect, cell: f32) {
    let (cols, rows) = draft.size();
    let stroke = Stroke::new(1.0, Color32::from_white_alpha(18));
    for c in 1..cols {
        let x = grid.min.x + c as f32 * cell;
        painter.line_segment([Pos2::new(x, grid.min.y), Pos2::new(x, grid.max.y)], stroke);
    }
    for r in 1..rows {
        let y = grid.min.y + r as f32 * cell;
        painter.line_segment([Pos2::new(grid.min.x, y), Pos2::new(grid.max.x, y)], stroke);
    }
}
