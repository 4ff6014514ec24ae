//! A level file dropped on the window (or on the web page) opens at once, whatever screen is
//! showing; a progress file (`.json`, as the Stats screen or `progress export` writes it) is
//! merged into the progress, keeping the best of both, and the notice says what it added.
//! While a file is held over the window a notice says what dropping it does; a file that cannot
//! be played or imported says why, naming the file and, where it can, the line and column.
//! A paste the interface cut to its longest field is told here too. Every [`Notice`] is drawn
//! here, over every screen (a damaged save's too).

use crate::jobs::Background;
use crate::lang::Words;
use crate::notice::{Notice, NoticeText};
use crate::progress::records::Progress;
use crate::shell::OpenLevel;
use crate::theme::palette::egui_color;
use crate::theme::style::bold;
use crate::theme::ui_ready;
use bevy::prelude::*;
use bevy::window::FileDragAndDrop;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// How long a notice stays, in seconds.
const NOTICE_SECONDS: f64 = 8.0;

pub fn plugin(app: &mut App) {
    app.add_message::<FileDragAndDrop>()
        .init_resource::<Notice>()
        .add_message::<crate::input::PasteCut>()
        .add_message::<ImportProgress>()
        .init_resource::<Importing>()
        .init_resource::<crate::redraw::KeepDrawing>()
        .add_systems(
            Update,
            (
                open_dropped_files,
                tell_pastes_cut,
                import_progress,
                finish_imports.run_if(|i: Res<Importing>| !i.0.is_empty()),
            )
                .chain(),
        );
    #[cfg(target_arch = "wasm32")]
    app.add_systems(Update, page::open_files_dropped_on_the_page);
    app.add_systems(EguiPrimaryContextPass, show_notice.run_if(ui_ready));
}

/// Tells the player a paste was cut, how long it was and where it was cut.
fn tell_pastes_cut(
    mut cut: MessageReader<crate::input::PasteCut>,
    mut notice: ResMut<Notice>,
    time: Res<Time>,
    words: Res<Words>,
) {
    if let Some(crate::input::PasteCut(chars)) = cut.read().last() {
        notice.shown = Some(NoticeText {
            text: crate::tr!(
                *words,
                "notice-paste-cut",
                most = crate::input::MAX_PASTE,
                chars = *chars
            ),
            warns: true,
            until: Some(time.elapsed_secs_f64() + NOTICE_SECONDS),
        });
    }
}

fn open_dropped_files(
    mut drops: MessageReader<FileDragAndDrop>,
    mut open: MessageWriter<OpenLevel>,
    mut imports: MessageWriter<ImportProgress>,
    mut notice: ResMut<Notice>,
    time: Res<Time>,
    words: Res<Words>,
) {
    let words = *words;
    let now = time.elapsed_secs_f64();
    for drop in drops.read() {
        match drop {
            FileDragAndDrop::HoveredFile { .. } => {
                notice.shown = Some(NoticeText {
                    text: crate::tr!(words, "notice-drop-to-play"),
                    warns: false,
                    until: None,
                });
            }
            FileDragAndDrop::HoveredFileCanceled { .. } => notice.shown = None,
            FileDragAndDrop::DroppedFile { path_buf, .. } if is_progress(path_buf) => {
                match read_progress(path_buf, words) {
                    Ok(file) => {
                        imports.write(file);
                    }
                    Err(why) => tell(&mut notice, why, true, now),
                }
            }
            FileDragAndDrop::DroppedFile { path_buf, .. } => {
                let path = path_buf.display().to_string();
                let opened = crate::levels::try_opening(&path);
                open_or_explain(opened, &mut open, &mut notice, (now, words));
            }
        }
    }
    if let Some(NoticeText {
        until: Some(until), ..
    }) = notice.shown
        && now > until
    {
        notice.shown = None;
    }
}

/// A progress file to merge in: its name (as the player knows it) and its bytes.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct ImportProgress {
    pub name: String,
    pub bytes: Vec<u8>,
}

/// Whether a file is a progress file rather than a level: its name ends in `.json`.
pub fn is_progress(path: &std::path::Path) -> bool {
    path.extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("json"))
}

/// The progress file at `path`, read with the bound a save has, or why not (in the player's
/// words).
pub fn read_progress(path: &std::path::Path, words: Words) -> Result<ImportProgress, String> {
    use crate::files::NotRead;
    let name = path.display().to_string();
    let most = crate::progress::store::MAX_SAVE;
    let file = name.clone();
    let bytes = crate::files::read_regular(path, most).map_err(|e| match e {
        NotRead::TooLarge(_) => crate::tr!(words, "import-too-large", file = file),
        NotRead::Folder => crate::tr!(words, "import-folder", file = file),
        NotRead::NotRegular => crate::tr!(words, "import-not-regular", file = file),
        NotRead::Io(e) => crate::tr!(
            words,
            "import-unreadable",
            file = file,
            error = e.to_string()
        ),
    })?;
    Ok(ImportProgress { name, bytes })
}

/// The progress files being merged, off the frame: each into a copy of the progress as it
/// was when the file came (`base`), the copy merged into the progress as it is once done.
#[derive(Resource, Default)]
struct Importing(Vec<(Progress, Background<Result<(Progress, String), String>>)>);

/// Starts merging each progress file brought in, off the frame (a file of a million levels
/// finished takes seconds).
fn import_progress(
    mut files: MessageReader<ImportProgress>,
    progress: Res<Progress>,
    may_write: Res<crate::progress::MayWrite>,
    mut importing: ResMut<Importing>,
    words: Res<Words>,
) {
    for file in files.read() {
        let base = progress.clone();
        let (copy, file, words, may_write) = (base.clone(), file.clone(), *words, may_write.0);
        let job = Background::on_pool(move |_| merged(&copy, may_write, &file, words));
        importing.0.push((base, job));
    }
}

/// Takes in each merge that is done, keeping what changed since it began (a win), and tells
/// what it added or why it was refused.
fn finish_imports(
    mut importing: ResMut<Importing>,
    mut progress: ResMut<Progress>,
    mut notice: ResMut<Notice>,
    time: Res<Time>,
    mut keep: ResMut<crate::redraw::KeepDrawing>,
) {
    let now = time.elapsed_secs_f64();
    let began = bevy::platform::time::Instant::now();
    let mut still = Vec::new();
    for (base, mut job) in std::mem::take(&mut importing.0) {
        let Some(done) = job.poll(began, 0.0) else {
            still.push((base, job));
            continue;
        };
        let (text, warns) = match done {
            Ok((merged, told)) => {
                if merged != base {
                    *progress = crate::progress::merge::merged(&base, &progress, &merged);
                    progress.dirty = true;
                }
                (told, false)
            }
            Err(why) => (why, true),
        };
        info!("{text}");
        tell(&mut notice, text, warns, now);
    }
    // Frames keep coming while a merge is under way, to take it in when it is done.
    keep.0 |= !still.is_empty();
    importing.0 = still;
}

/// `file` merged into `progress`: the progress with it, and what it added; or why nothing was
/// (in the player's words).
pub fn merged(
    progress: &Progress,
    may_write: bool,
    file: &ImportProgress,
    words: Words,
) -> Result<(Progress, String), String> {
    let name = file.name.clone();
    if !may_write {
        return Err(crate::tr!(words, "import-not-saved", file = name));
    }
    if file.bytes.len() as u64 > crate::progress::store::MAX_SAVE {
        return Err(crate::tr!(words, "import-too-large", file = name));
    }
    let pars = crate::levels::builtin_pars();
    let theirs =
        crate::progress::checked::read(&name, &file.bytes, &pars).map_err(|r| r.told(words))?;
    let (merged, added) = crate::progress::import::import(progress, &theirs);
    if added.is_nothing() {
        return Ok((
            progress.clone(),
            crate::tr!(words, "import-nothing-new", file = name),
        ));
    }
    // What the game would write must fit a save.
    if merged
        .clone()
        .to_json_within(crate::progress::store::MAX_SAVE)
        .is_err()
    {
        return Err(crate::tr!(words, "import-too-large-merged", file = name));
    }
    let told = crate::tr!(
        words,
        "import-added",
        file = name,
        added = added.told(words)
    );
    Ok((merged, told))
}

/// Puts `text` in the notice for a while.
fn tell(notice: &mut Notice, text: String, warns: bool, now: f64) {
    notice.shown = Some(NoticeText {
        text,
        warns,
        until: Some(now + NOTICE_SECONDS),
    });
}

/// Opens the level, or says why it cannot be (in English in the log, in the player's language
/// on the screen).
fn open_or_explain(
    level: Result<OpenLevel, crate::levels::Unread>,
    open: &mut MessageWriter<OpenLevel>,
    notice: &mut Notice,
    (now, words): (f64, Words),
) {
    match level {
        Ok(level) => {
            notice.shown = None;
            open.write(level);
        }
        Err(why) => {
            warn!("{why}");
            notice.shown = Some(NoticeText {
                text: why.told(words),
                warns: true,
                until: Some(now + NOTICE_SECONDS),
            });
        }
    }
}

/// Files dropped on the web page: the page reads them and hands over their name and text.
#[cfg(target_arch = "wasm32")]
mod page {
    use super::open_or_explain;
    use crate::lang::Words;
    use crate::notice::Notice;
    use crate::shell::OpenLevel;
    use bevy::prelude::*;
    use std::sync::Mutex;
    use wasm_bindgen::prelude::wasm_bindgen;

    // Global: the page's callback that hands a file over has no game to reach.

    static DROPPED: Mutex<Vec<(String, String)>> = Mutex::new(Vec::new());

    /// Called by the page (index.html) with a file dropped on it.
    #[wasm_bindgen]
    pub fn open_dropped_file(name: String, text: String) {
        if let Ok(mut dropped) = DROPPED.lock() {
            dropped.push((name, text));
        }
        // A still page sleeps until the next input; the file is opened in its next frame.
        crate::redraw::wake();
    }

    pub(super) fn open_files_dropped_on_the_page(
        mut open: MessageWriter<OpenLevel>,
        mut imports: MessageWriter<super::ImportProgress>,
        mut notice: ResMut<Notice>,
        time: Res<Time>,
        words: Res<Words>,
    ) {
        let files = match DROPPED.lock() {
            Ok(mut dropped) => std::mem::take(&mut *dropped),
            Err(_) => return,
        };
        for (name, text) in files {
            if super::is_progress(std::path::Path::new(&name)) {
                imports.write(super::ImportProgress {
                    name,
                    bytes: text.into_bytes(),
                });
                continue;
            }
            let level = crate::levels::try_parse_named(&name, &text).map(|level| OpenLevel {
                id: crate::level_id::LevelId::file(&name),
                level,
                moves: Vec::new(),
            });
            let now = time.elapsed_secs_f64();
            open_or_explain(level, &mut open, &mut notice, (now, *words));
        }
    }
}

fn show_notice(mut contexts: EguiContexts, mut notice: ResMut<Notice>) -> Result {
    let Some(NoticeText { text, warns, .. }) = notice.shown.clone() else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let fill = if warns {
        egui_color(crate::theme::palette::of(ctx).warn)
    } else {
        egui_color(crate::theme::palette::of(ctx).tray)
    };
    let shown = egui::Area::new(egui::Id::new("notice"))
        .anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, 90.0))
        .order(egui::Order::Tooltip)
        .movable(false)
        .sense(egui::Sense::click())
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style())
                .fill(fill)
                .corner_radius(10)
                .inner_margin(egui::Margin::symmetric(16, 10))
                .show(ui, |ui| {
                    ui.set_max_width(640.0);
                    // White on the warning's red; the look's strongest text on its panel.
                    let colour = if warns {
                        egui::Color32::WHITE
                    } else {
                        crate::theme::palette::of(ui.ctx()).text()
                    };
                    ui.label(bold(text).size(17.0).color(colour));
                });
        });
    // A click puts it away.
    if shown.response.clicked() {
        notice.shown = None;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::lang::Words;
    use crate::levels::{Unread, try_opening, try_parse_named};

    #[test]
    fn a_progress_file_that_cannot_be_read_is_told_in_the_words_of_progress() {
        let dir = tempfile::tempdir().unwrap();
        let words = Words::ENGLISH;
        let folder = super::read_progress(dir.path(), words).unwrap_err();
        assert!(
            folder.contains("this is a folder, not a progress file"),
            "{folder}"
        );
        let missing = super::read_progress(&dir.path().join("none.json"), words).unwrap_err();
        assert!(missing.contains("the file cannot be read"), "{missing}");
        for said in [folder, missing] {
            assert!(
                !said.contains("level file") && !said.contains("built-in level"),
                "{said}"
            );
            assert!(said.ends_with("nothing was imported."), "{said}");
        }
    }

    /// A file that cannot be played is explained to the player, in English (the language the
    /// tests run in), in the very words the command line uses; and in every language every
    /// reason has its words.
    #[test]
    fn a_file_that_cannot_be_played_is_told_in_the_language_as_the_command_line_says_it() {
        let dir = tempfile::tempdir().unwrap();
        let folder = dir.path().join("folder.shot");
        std::fs::create_dir(&folder).unwrap();
        let not_utf8 = dir.path().join("bytes.fifteen");
        std::fs::write(&not_utf8, b"1 2 3\n4 \xff").unwrap();
        let missing = dir.path().join("missing.shot");
        let mut unread: Vec<Unread> = [&folder, &not_utf8, &missing]
            .iter()
            .map(|p| try_opening(p.to_str().unwrap()).unwrap_err())
            .collect();
        unread.extend(
            [
                ("notes.txt", "hello"),
                ("broken.fifteen", "1 2 3\n4 5 x\n7 0 8\n"),
            ]
            .map(|(name, text)| try_parse_named(name, text).unwrap_err()),
        );
        unread.push(Unread::TooLarge {
            file: "huge.shot".into(),
        });
        unread.push(Unread::Denied {
            file: "locked.shot".into(),
        });
        unread.push(Unread::Io {
            file: "odd.shot".into(),
            why: "an error".into(),
        });
        for why in &unread {
            assert_eq!(why.told(Words::ENGLISH), why.to_string());
            assert!(!why.told(Words::ENGLISH).contains("error-"), "{why}");
        }
        assert!(
            matches!(unread[0], Unread::Folder { .. }),
            "{:?}",
            unread[0]
        );
        assert!(
            matches!(unread[1], Unread::NotUtf8 { line: 2, .. }),
            "{:?}",
            unread[1]
        );
        assert!(
            matches!(unread[2], Unread::NotFound { .. }),
            "{:?}",
            unread[2]
        );
        let code = try_opening("pb1.nonsense").unwrap_err();
        assert!(
            code.told(Words::ENGLISH)
                .starts_with("This level code cannot be opened: "),
            "{code}"
        );
    }
}
