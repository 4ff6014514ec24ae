//! The interface's fonts: built into the program, cut down to the characters the game writes,
//! with a language's own faces (Chinese, Japanese) put in once they are here.

use crate::fonts::LanguageFonts;
use crate::lang::Words;
use bevy::prelude::*;
use bevy_egui::egui;

/// Titles and numbers on tiles: Quicksand Bold.
pub const TITLE_FONT: &[u8] = include_bytes!("../../assets/fonts/Quicksand-Bold.ttf");
pub const BODY_FONT: &[u8] = include_bytes!("../../assets/fonts/Inter-Regular.otf");
pub const BODY_BOLD_FONT: &[u8] = include_bytes!("../../assets/fonts/Inter-SemiBold.otf");
/// Typed programs and chain letters: Hack.
pub const MONO_FONT: &[u8] = include_bytes!("../../assets/fonts/Hack-Regular.ttf");
/// The few signs the other fonts lack.
pub const SYMBOLS_FONT: &[u8] = include_bytes!("../../assets/fonts/Symbols.ttf");
/// 简体中文 and 日本語, for the settings' list of languages (2.7 kB; the rest of those
/// languages' letters come with them, see `fonts`).
pub const LANGUAGE_NAMES_FONT: &[u8] = include_bytes!("../../assets/fonts/cjk/LanguageNames.otf");

/// Where the interface's style is first put in place (`app`'s first pass): a language's own
/// faces go in after it, in the same pass, so that the first screen drawn has them.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Styling;

/// Puts the faces of the language the settings ask for into the interface once they are
/// here (the settings put the language in force the frame after); says so when they could
/// not be had.
pub(super) fn install_language_fonts(
    mut contexts: bevy_egui::EguiContexts,
    mut fonts: ResMut<LanguageFonts>,
    mut notice: ResMut<crate::notice::Notice>,
    mut keep: ResMut<crate::redraw::KeepDrawing>,
    time: Res<Time>,
    words: Res<Words>,
) -> Result {
    let words = *words;
    for (language, _) in fonts.take_arrivals(time.elapsed_secs_f64()) {
        notice.shown = Some(crate::notice::NoticeText {
            text: crate::tr!(
                words,
                "notice-language-missing",
                language = language.own_name()
            ),
            warns: true,
            until: Some(time.elapsed_secs_f64() + 6.0),
        });
    }
    if fonts.waiting() {
        keep.0 = true;
    }
    let Some(wanted) = fonts.wanted else {
        return Ok(());
    };
    if fonts.installed_for == Some(wanted) {
        return Ok(());
    }
    let needs_own = crate::fonts::files_of(wanted).is_some();
    let faces = fonts.faces(wanted).cloned();
    if needs_own && faces.is_none() {
        return Ok(());
    }
    let had_own = fonts
        .installed_for
        .is_some_and(|l| crate::fonts::files_of(l).is_some());
    if needs_own || had_own {
        contexts
            .ctx_mut()?
            .set_fonts(font_definitions(faces.as_ref()));
    }
    fonts.installed_for = Some(wanted);
    // The fonts are in at the interface's next pass, and the language with them.
    keep.0 = true;
    Ok(())
}

/// The interface's fonts: Inter, Quicksand and Hack cut down to the characters the game
/// writes (scripts/subset-fonts.sh), each family falling back on the symbols; with a
/// language's own faces (Chinese, Japanese) after the Latin ones when it has them.
pub fn font_definitions(own: Option<&crate::fonts::Faces>) -> egui::FontDefinitions {
    let mut fonts = egui::FontDefinitions::empty();
    for (name, data) in [
        ("inter", BODY_FONT),
        ("inter-bold", BODY_BOLD_FONT),
        ("quicksand", TITLE_FONT),
        ("hack", MONO_FONT),
        ("symbols", SYMBOLS_FONT),
        ("language-names", LANGUAGE_NAMES_FONT),
    ] {
        fonts
            .font_data
            .insert(name.into(), egui::FontData::from_static(data).into());
    }
    if let Some(faces) = own {
        for (name, data) in [("own", &faces.regular), ("own-bold", &faces.bold)] {
            fonts.font_data.insert(
                name.into(),
                egui::FontData::from_owned(data.to_vec()).into(),
            );
        }
    }
    let with_own = |latin: &[&str], own_faces: &[&str]| {
        let mut names: Vec<String> = latin.iter().map(|n| n.to_string()).collect();
        if own.is_some() {
            // A language's own letters come right after the Latin face, before any other
            // face's forms of them.
            names.splice(1..1, own_faces.iter().map(|n| n.to_string()));
        }
        names.push("symbols".into());
        names.push("language-names".into());
        names
    };
    fonts.families.insert(
        egui::FontFamily::Proportional,
        with_own(&["inter", "hack"], &["own"]),
    );
    fonts.families.insert(
        egui::FontFamily::Monospace,
        with_own(&["hack", "inter"], &["own"]),
    );
    fonts.families.insert(
        egui::FontFamily::Name("title".into()),
        with_own(&["quicksand", "inter"], &["own-bold", "own"]),
    );
    fonts.families.insert(
        egui::FontFamily::Name("bold".into()),
        with_own(&["inter-bold", "inter"], &["own-bold", "own"]),
    );
    fonts
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The characters of a language's message files that lie past the Latin ones.
    fn characters_of(language: crate::lang::Language) -> String {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("locales")
            .join(language.code());
        let mut all = std::collections::BTreeSet::new();
        for file in std::fs::read_dir(dir).unwrap() {
            let text = std::fs::read_to_string(file.unwrap().path()).unwrap();
            all.extend(text.chars().filter(|c| *c as u32 > 0x2E7F));
        }
        all.into_iter().collect()
    }

    /// The characters of `text` past the Latin ones that the interface's fonts lack in
    /// `family`. (The interface answers for a Latin letter that it lacks it: the face its
    /// letters come from is also the one that draws the box for a missing one.)
    fn missing(ctx: &egui::Context, family: egui::FontFamily, text: &str) -> String {
        let font = egui::FontId::new(17.0, family);
        ctx.fonts_mut(|f| {
            text.chars()
                .filter(|c| *c as u32 > 0x2E7F && !f.has_glyph(&font, *c))
                .collect()
        })
    }

    fn with_fonts(own: Option<crate::fonts::Faces>) -> egui::Context {
        let ctx = egui::Context::default();
        ctx.set_fonts(font_definitions(own.as_ref()));
        let mut output = ctx.run_ui(egui::RawInput::default(), |_| {});
        output.textures_delta.clear();
        ctx
    }

    #[test]
    fn chinese_and_japanese_fonts_have_every_character_their_messages_use() {
        use crate::lang::Language;
        for language in [Language::Chinese, Language::Japanese] {
            let mut fonts = crate::fonts::LanguageFonts::default();
            fonts.ask_for(language, 0.0);
            let _ = fonts.take_arrivals(0.0);
            let ctx = with_fonts(fonts.faces(language).cloned());
            // The settings name each language in itself, whatever the language in force.
            let own_names: String = Language::ALL.map(|l| l.own_name()).concat();
            let text = characters_of(language) + &own_names;
            assert!(text.chars().count() > 300, "{}", text.chars().count());
            for family in [
                egui::FontFamily::Proportional,
                egui::FontFamily::Name("title".into()),
                egui::FontFamily::Name("bold".into()),
            ] {
                let lacking = missing(&ctx, family.clone(), &text);
                assert!(
                    lacking.is_empty(),
                    "{} {family:?} lacks {lacking} (run scripts/subset-fonts.sh)",
                    language.code()
                );
            }
            // The common characters a player may type are there too.
            let typed = if language == Language::Chinese {
                "我的关卡"
            } else {
                "私のステージ"
            };
            assert_eq!(missing(&ctx, egui::FontFamily::Proportional, typed), "");
        }
    }

    #[test]
    fn without_a_language_of_their_own_the_fonts_have_no_chinese_but_the_languages_names() {
        // What the test above would see if the faces were not put in.
        let ctx = with_fonts(None);
        assert_eq!(
            missing(&ctx, egui::FontFamily::Proportional, "华容道"),
            "华容道"
        );
        // The settings name every language in itself, in any language.
        for language in crate::lang::Language::ALL {
            assert_eq!(
                missing(&ctx, egui::FontFamily::Proportional, language.own_name()),
                ""
            );
        }
    }
}
