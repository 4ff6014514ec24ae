//! The interface's accessibility tree in the web page. In a browser AccessKit has no adapter:
//! the tree the interface builds for it each frame (the one Orca reads on Linux) is put in the
//! page instead, as elements hidden from sight beside the canvas, each with its ARIA role, name,
//! state and value, so that NVDA, JAWS, VoiceOver and TalkBack read the same controls, and
//! pressing one presses the interface's (its click goes back to the interface as AccessKit's
//! action on that node). The announcements have live regions of their own (`spoken`).
//!
//! What a screen reader finds is made here from the tree alone (`controls`), the same on every
//! platform and tested natively; only the page's elements are the browser's (`page`).

use bevy::prelude::*;
use bevy_egui::egui::accesskit::{self, Live, Role, Toggled, TreeUpdate};

/// One thing of the interface as the page shows it to a screen reader.
#[derive(Debug, Clone, PartialEq)]
pub struct Control {
    /// The AccessKit node it stands for: a press goes back to it.
    pub node: u64,
    /// Its ARIA role ("button", "checkbox", "slider", "img"…), or "" for plain text.
    pub role: &'static str,
    pub name: String,
    pub description: String,
    /// A slider's number.
    pub value: Option<f64>,
    /// A check box's or a toggle's state.
    pub checked: Option<bool>,
    pub disabled: bool,
    /// Whether the keyboard is on it.
    pub focused: bool,
}

impl Control {
    /// Whether the player can press it.
    pub fn presses(&self) -> bool {
        matches!(self.role, "button" | "checkbox" | "link") && !self.disabled
    }

    /// The page element that stands for it, and the ARIA role that element is given: a
    /// control the player can press is a `<button>` (a button needs no role), anything else a
    /// `<div>` carrying its role, so a disabled button is still read as a button, unavailable.
    pub fn page_element(&self) -> (&'static str, Option<&'static str>) {
        if self.presses() {
            let role = (self.role != "button").then_some(self.role);
            ("button", role)
        } else {
            ("div", (!self.role.is_empty()).then_some(self.role))
        }
    }
}

/// Every node of the tree a screen reader reads, in the tree's order: controls, texts and the
/// board, without the containers between them and without the announcements (the page's live
/// regions say those).
pub fn controls(update: &TreeUpdate) -> Vec<Control> {
    let nodes: std::collections::HashMap<_, _> =
        update.nodes.iter().map(|(id, node)| (*id, node)).collect();
    let root = update
        .tree
        .as_ref()
        .map(|tree| tree.root)
        .or_else(|| update.nodes.first().map(|(id, _)| *id));
    let mut out = Vec::new();
    let mut stack: Vec<accesskit::NodeId> = root.into_iter().collect();
    while let Some(id) = stack.pop() {
        let Some(node) = nodes.get(&id) else {
            continue;
        };
        stack.extend(node.children().iter().rev().copied());
        if node.live().is_some_and(|live| live != Live::Off) {
            continue;
        }
        let Some(role) = aria_role(node.role()) else {
            continue;
        };
        let name = node
            .label()
            .or(node.value())
            .unwrap_or_default()
            .to_string();
        if name.trim().is_empty() && role.is_empty() {
            continue;
        }
        out.push(Control {
            node: id.0,
            role,
            name,
            description: node.description().unwrap_or_default().to_string(),
            value: node.numeric_value(),
            checked: node.toggled().map(|t| t == Toggled::True),
            disabled: node.is_disabled(),
            focused: update.focus == id,
        });
    }
    out
}

/// The ARIA role of an AccessKit role the interface uses; "" for text; None for what is not
/// read (the window, containers: their children are).
fn aria_role(role: Role) -> Option<&'static str> {
    Some(match role {
        // (A card of a list, the puzzle list's or a level list's, opens what it names.)
        Role::Button | Role::ListItem => "button",
        Role::CheckBox => "checkbox",
        Role::RadioButton => "radio",
        Role::Slider => "slider",
        Role::SpinButton => "spinbutton",
        Role::TextInput | Role::MultilineTextInput => "textbox",
        Role::Image => "img",
        Role::Link => "link",
        Role::ComboBox => "combobox",
        Role::ProgressIndicator => "progressbar",
        Role::Heading => "heading",
        Role::Label => "",
        _ => return None,
    })
}

pub fn plugin(app: &mut App) {
    #[cfg(target_arch = "wasm32")]
    page::plugin(app);
    #[cfg(not(target_arch = "wasm32"))]
    let _ = app;
}

/// The page's elements for the tree, and the presses they bring back.
#[cfg(target_arch = "wasm32")]
mod page {
    use super::{Control, controls};
    use bevy::prelude::*;
    use bevy_egui::egui::{self, accesskit};
    use bevy_egui::{EguiContext, EguiInput, EguiOutput, EguiPostUpdateSet, EguiPreUpdateSet};
    use std::cell::RefCell;
    use wasm_bindgen::JsCast;
    use wasm_bindgen::closure::Closure;

    /// The element that holds them, before the canvas in the page's order.
    const HOLDER: &str = "interface-in-words";

    thread_local! {
        /// What the page's elements asked of the interface since the last frame.
        static ASKED: RefCell<Vec<accesskit::ActionRequest>> = const { RefCell::new(Vec::new()) };
    }

    pub fn plugin(app: &mut App) {
        app.add_systems(
            PreUpdate,
            (ask_for_the_tree, hand_over_the_presses)
                .after(EguiPreUpdateSet::ProcessInput)
                .before(EguiPreUpdateSet::BeginPass),
        )
        .add_systems(
            PostUpdate,
            // (After the screen reader's changes to the tree: a card alone while one is open.)
            show_the_tree.after(EguiPostUpdateSet::PostProcessOutput),
        );
    }

    /// The interface builds its tree every frame (no adapter asks for it in a browser).
    fn ask_for_the_tree(mut contexts: Query<&mut EguiContext>, mut asked: Local<bool>) {
        if *asked {
            return;
        }
        for mut context in &mut contexts {
            context.get_mut().enable_accesskit();
            *asked = true;
        }
    }

    fn hand_over_the_presses(mut inputs: Query<&mut EguiInput>) {
        let asked = ASKED.with_borrow_mut(std::mem::take);
        if asked.is_empty() {
            return;
        }
        for mut input in &mut inputs {
            for request in &asked {
                input
                    .0
                    .events
                    .push(egui::Event::AccessKitActionRequest(request.clone()));
            }
        }
    }

    /// The page's elements follow the tree: made again when its controls change, otherwise
    /// their names, states and values brought up to date in place (a screen reader's place in
    /// the page stays where it was).
    fn show_the_tree(outputs: Query<&EguiOutput>, mut shown: Local<Vec<Control>>) {
        for output in &outputs {
            let Some(update) = &output.platform_output.accesskit_update else {
                continue;
            };
            let now = controls(update);
            if now == *shown {
                continue;
            }
            let same_shape = now.len() == shown.len()
                && now
                    .iter()
                    .zip(shown.iter())
                    // (A control disabled while its card fades in is text until it presses.)
                    .all(|(a, b)| {
                        a.node == b.node && a.role == b.role && a.presses() == b.presses()
                    });
            if let Some(holder) = holder() {
                if same_shape {
                    for (control, element) in now.iter().zip(children(&holder)) {
                        describe(&element, control);
                    }
                } else {
                    holder.set_inner_html("");
                    for control in &now {
                        if let Some(element) = element_for(control) {
                            let _ = holder.append_child(&element);
                        }
                    }
                }
            }
            *shown = now;
        }
    }

    fn holder() -> Option<web_sys::Element> {
        let document = web_sys::window()?.document()?;
        if let Some(found) = document.get_element_by_id(HOLDER) {
            return Some(found);
        }
        let made = document.create_element("div").ok()?;
        made.set_id(HOLDER);
        made.set_attribute("style", crate::spoken::HIDDEN_IN_THE_PAGE)
            .ok()?;
        let body = document.body()?;
        body.insert_before(&made, body.first_child().as_ref())
            .ok()?;
        Some(made)
    }

    fn children(holder: &web_sys::Element) -> Vec<web_sys::Element> {
        let list = holder.children();
        (0..list.length()).filter_map(|i| list.item(i)).collect()
    }

    /// An element for `control`: a button a screen reader presses with its own command (a
    /// click), or an element with its role, or text.
    fn element_for(control: &Control) -> Option<web_sys::Element> {
        let document = web_sys::window()?.document()?;
        let (tag, _) = control.page_element();
        let element = document.create_element(tag).ok()?;
        describe(&element, control);
        let node = control.node;
        let press = Closure::<dyn FnMut()>::new(move || ask(node, accesskit::Action::Click));
        let focus = Closure::<dyn FnMut()>::new(move || ask(node, accesskit::Action::Focus));
        if control.presses() {
            let _ =
                element.add_event_listener_with_callback("click", press.as_ref().unchecked_ref());
        }
        let _ = element.add_event_listener_with_callback("focus", focus.as_ref().unchecked_ref());
        // The elements live as long as the page: their handlers too.
        press.forget();
        focus.forget();
        Some(element)
    }

    fn ask(node: u64, action: accesskit::Action) {
        ASKED.with_borrow_mut(|asked| {
            asked.push(accesskit::ActionRequest {
                action,
                target_tree: accesskit::TreeId::ROOT,
                target_node: accesskit::NodeId(node),
                data: None,
            })
        });
    }

    /// Puts the control's role, name, description, state and value on its element.
    fn describe(element: &web_sys::Element, control: &Control) {
        let set = |name: &str, value: Option<String>| {
            let _ = match value {
                Some(value) => element.set_attribute(name, &value),
                None => element.remove_attribute(name),
            };
        };
        let (_, role) = control.page_element();
        set("role", role.map(str::to_string));
        // (A slider, an image, a field take their name only from a label.)
        set(
            "aria-label",
            (!control.role.is_empty()).then(|| control.name.clone()),
        );
        set(
            "aria-description",
            (!control.description.is_empty()).then(|| control.description.clone()),
        );
        set("aria-valuenow", control.value.map(|v| v.to_string()));
        set(
            "aria-checked",
            control
                .checked
                .filter(|_| control.role == "checkbox" || control.role == "radio")
                .map(|c| c.to_string()),
        );
        set(
            "aria-pressed",
            control
                .checked
                .filter(|_| control.role == "button")
                .map(|c| c.to_string()),
        );
        set(
            "aria-disabled",
            control.disabled.then(|| "true".to_string()),
        );
        // Out of the page's Tab order: a player who sees and uses the keyboard stays on the
        // canvas, where the game's keys are; a screen reader's own reading reaches them all.
        set("tabindex", Some("-1".to_string()));
        if matches!(control.role, "" | "button" | "checkbox" | "radio" | "link") {
            element.set_text_content(Some(&control.name));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Control;

    fn control(role: &'static str, disabled: bool) -> Control {
        Control {
            node: 1,
            role,
            name: "Hint".into(),
            description: String::new(),
            value: None,
            checked: None,
            disabled,
            focused: false,
        }
    }

    #[test]
    fn a_disabled_button_is_still_a_button_to_the_page() {
        assert_eq!(control("button", false).page_element(), ("button", None));
        assert_eq!(
            control("button", true).page_element(),
            ("div", Some("button"))
        );
        assert_eq!(
            control("checkbox", false).page_element(),
            ("button", Some("checkbox"))
        );
        assert_eq!(control("", false).page_element(), ("div", None));
        assert_eq!(
            control("slider", false).page_element(),
            ("div", Some("slider"))
        );
    }
}
