//! The words the game shows, in the player's language: Project Fluent files under `locales/`
//! (one folder per language, English the fallback for a message a language lacks), looked up
//! by message id with `tr!(words, "id")` or `tr!(words, "id", name = value, …)`, where `words`
//! is the game's [`Words`] or anything that holds them (the interface's `Ui`, `Context` or
//! `Painter`). The command line stays English: scripts read it. Each language's files become
//! one bundle the first time it speaks ([`shelf`]).
//!
//! The language in force is the game's [`Words`], a resource that the settings set (`--lang`
//! for one run), also kept in the interface's context for the panels: nothing about it is
//! process-wide, so that two games in one process (two tests) may speak two languages.

use bevy::prelude::Resource;
use bevy_egui::egui;
use fluent_templates::fluent_bundle::{FluentArgs, FluentValue};
use unic_langid::LanguageIdentifier;

mod said;
pub mod shelf;

/// The languages the game speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Language {
    #[default]
    English,
    Chinese,
    Japanese,
    Spanish,
    German,
    French,
}

impl Language {
    /// Every language, in the order the settings offer them.
    pub const ALL: [Language; 6] = [
        Language::English,
        Language::Chinese,
        Language::Japanese,
        Language::Spanish,
        Language::German,
        Language::French,
    ];

    /// The languages offered to players: every one (Chinese and Japanese bring their own
    /// fonts when chosen, see `fonts`).
    pub const OFFERED: [Language; 6] = Language::ALL;

    /// Its code, as its folder under `locales/` is named and `--lang` takes it.
    pub fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::Chinese => "zh-Hans",
            Language::Japanese => "ja",
            Language::Spanish => "es",
            Language::German => "de",
            Language::French => "fr",
        }
    }

    /// Its name in itself, as the settings list it.
    pub fn own_name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::Chinese => "简体中文",
            Language::Japanese => "日本語",
            Language::Spanish => "Español",
            Language::German => "Deutsch",
            Language::French => "Français",
        }
    }

    /// The language a locale names (`de-AT`, `zh_CN.UTF-8`, `ja`), if the game speaks it.
    pub fn of_locale(locale: &str) -> Option<Language> {
        let base = locale
            .split(['-', '_', '.'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        match base.as_str() {
            "en" => Some(Language::English),
            "zh" => Some(Language::Chinese),
            "ja" => Some(Language::Japanese),
            "es" => Some(Language::Spanish),
            "de" => Some(Language::German),
            "fr" => Some(Language::French),
            _ => None,
        }
    }

    /// The language of a code as `--lang` and the settings give it (`en`, `zh-Hans`…).
    pub fn of_code(code: &str) -> Option<Language> {
        Language::ALL.into_iter().find(|l| l.code() == code)
    }

    fn id(self) -> LanguageIdentifier {
        self.code()
            .parse()
            .expect("every language's code is a language id")
    }
}

/// The words the game shows: in which language, and whether in the pseudo-language. A
/// resource of the game, also kept in the interface's context ([`install`], [`of`]).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Words {
    /// The language in force.
    pub language: Language,
    /// For tests: English with every letter of the messages' own words changed for a
    /// look-alike (`Shot` → `Ŝĥöţ`) and each message in brackets, so that a word the game
    /// shows without going through these files (a sentence written into the code, or put into
    /// a message as an argument) stands out in plain letters.
    pub pseudo: bool,
}

impl Words {
    /// Plain English: what the game speaks until the settings say otherwise.
    pub const ENGLISH: Words = Words {
        language: Language::English,
        pseudo: false,
    };

    /// The words of `language`.
    pub fn of(language: Language) -> Words {
        Words {
            language,
            pseudo: false,
        }
    }

    /// The message `id`, with `args` put in its places.
    pub fn message(self, id: &str, args: &[(&str, FluentValue<'static>)]) -> String {
        self.try_message(id, args).unwrap_or_else(|| {
            // A message missing everywhere is a mistake in the game, shown as its id.
            tracing::warn!("no message '{id}' in the language files, or not with these arguments");
            id.to_string()
        })
    }

    /// The message `id` (in English, where the language lacks it), with `args` put in its
    /// places; `None` when no language file has it, or it does not format with them.
    pub fn try_message(self, id: &str, args: &[(&str, FluentValue<'static>)]) -> Option<String> {
        let args = (!args.is_empty()).then(|| {
            args.iter()
                .map(|(k, v)| (*k, v.clone()))
                .collect::<FluentArgs>()
        });
        // A message the language lacks, or whose words are not here yet, is said in English.
        let text = shelf::look_up(self.language, self.pseudo, id, args.as_ref())
            .or_else(|| shelf::look_up(Language::English, self.pseudo, id, args.as_ref()))?;
        Some(if self.pseudo {
            format!("[{text}]")
        } else {
            text
        })
    }

    /// `value` with `digits` decimals, as the language writes a decimal number: `3.5` in
    /// English, Chinese and Japanese, `3,5` in Spanish, German and French.
    pub fn decimal(self, value: f64, digits: usize) -> String {
        decimal_in(self.language, value, digits)
    }

    /// A puzzle's name (its established name where it has one: 华容道, 箱入り娘, L'Âne
    /// rouge…).
    pub fn puzzle_name(self, kind: puzzles::Kind) -> String {
        self.message(&format!("puzzle-{kind}"), &[])
    }

    /// The line under a puzzle's name on its card.
    pub fn puzzle_blurb(self, kind: puzzles::Kind) -> String {
        self.message(&format!("puzzle-{kind}-blurb"), &[])
    }

    /// A difficulty's name, as the level list offers it: Easy, Medium, Hard, Expert.
    pub fn difficulty_name(self, difficulty: puzzles::generate::Difficulty) -> String {
        use puzzles::generate::Difficulty;
        let id = match difficulty {
            Difficulty::Easy => "difficulty-easy",
            Difficulty::Medium => "difficulty-medium",
            Difficulty::Hard => "difficulty-hard",
            Difficulty::Expert => "difficulty-expert",
        };
        self.message(id, &[])
    }
}

/// What holds the game's words: the words themselves, or the interface they are kept in.
/// `tr!` takes any of them.
pub trait Speaker {
    /// The words in force.
    fn words(&self) -> Words;
}

impl Speaker for Words {
    fn words(&self) -> Words {
        *self
    }
}

impl Speaker for egui::Context {
    fn words(&self) -> Words {
        of(self)
    }
}

impl Speaker for egui::Ui {
    fn words(&self) -> Words {
        of(self.ctx())
    }
}

impl Speaker for egui::Painter {
    fn words(&self) -> Words {
        of(self.ctx())
    }
}

/// The words the interface is drawn in (kept in its context by [`install`]).
pub fn of(ctx: &egui::Context) -> Words {
    ctx.data(|d| d.get_temp(words_id())).unwrap_or_default()
}

/// Puts the words in force in the interface, for its panels.
pub fn install(ctx: &egui::Context, words: Words) {
    ctx.data_mut(|d| d.insert_temp(words_id(), words));
}

fn words_id() -> egui::Id {
    egui::Id::new("puzzlebox words")
}

/// The first language the system prefers that the game speaks (the desktop's locales; a
/// browser's `navigator.languages`).
pub fn of_the_system() -> Option<Language> {
    #[cfg(target_arch = "wasm32")]
    let locales = web_sys::window()?
        .navigator()
        .languages()
        .iter()
        .filter_map(|l| l.as_string())
        .collect::<Vec<_>>();
    #[cfg(not(target_arch = "wasm32"))]
    let locales = sys_locale::get_locales();
    locales.into_iter().find_map(|l| Language::of_locale(&l))
}

/// A decimal number as a player types it in any language (`3.5` or `3,5`, with a unit
/// around it).
pub fn parse_decimal(text: &str) -> Option<f64> {
    let number: String = text
        .chars()
        .filter(|c| c.is_ascii_digit() || *c == '.' || *c == ',')
        .map(|c| if c == ',' { '.' } else { c })
        .collect();
    number.parse().ok()
}

fn decimal_in(language: Language, value: f64, digits: usize) -> String {
    let text = format!("{value:.digits$}");
    match language {
        Language::Spanish | Language::German | Language::French => text.replace('.', ","),
        Language::English | Language::Chinese | Language::Japanese => text,
    }
}

/// `text` in the pseudo-language: every Latin letter changed for a look-alike outside ASCII.
pub fn pseudo(text: &str) -> String {
    const LOWER: [char; 26] = [
        'á', 'ƀ', 'ç', 'ď', 'é', 'ƒ', 'ĝ', 'ĥ', 'í', 'ĵ', 'ķ', 'ĺ', 'ɱ', 'ñ', 'ö', 'ƥ', 'ʠ', 'ŕ',
        'ŝ', 'ţ', 'ü', 'ʋ', 'ŵ', 'ẋ', 'ý', 'ž',
    ];
    const UPPER: [char; 26] = [
        'Á', 'Ɓ', 'Ç', 'Ď', 'É', 'Ƒ', 'Ĝ', 'Ĥ', 'Í', 'Ĵ', 'Ķ', 'Ĺ', 'Ṁ', 'Ñ', 'Ö', 'Ƥ', 'Ɋ', 'Ŕ',
        'Ŝ', 'Ţ', 'Ü', 'Ʋ', 'Ŵ', 'Ẋ', 'Ý', 'Ž',
    ];
    text.chars()
        .map(|c| match c {
            'a'..='z' => LOWER[c as usize - 'a' as usize],
            'A'..='Z' => UPPER[c as usize - 'A' as usize],
            other => other,
        })
        .collect()
}

/// The words `$words` holds (a [`Speaker`], or a reference to one, or a resource of them).
#[doc(hidden)]
#[macro_export]
macro_rules! words_of {
    ($words:expr) => {{
        use $crate::lang::Speaker as _;
        ($words).words()
    }};
}

/// The message `id` in the words of `$words` (a [`Speaker`]): `tr!(ui, "title-play")`, or
/// with arguments, `tr!(words, "moves-count", count = 3)`.
#[macro_export]
macro_rules! tr {
    ($words:expr, $id:literal) => {
        $crate::words_of!($words).message($id, &[])
    };
    ($words:expr, $id:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::words_of!($words).message(
            $id,
            &[$((stringify!($name), ::fluent_templates::fluent_bundle::FluentValue::from($value))),+],
        )
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_locale_names_the_language_it_is_a_variety_of() {
        assert_eq!(Language::of_locale("de-AT"), Some(Language::German));
        assert_eq!(Language::of_locale("zh_CN.UTF-8"), Some(Language::Chinese));
        assert_eq!(Language::of_locale("ja"), Some(Language::Japanese));
        assert_eq!(Language::of_locale("pt-BR"), None);
        assert_eq!(Language::of_locale(""), None);
        for l in Language::ALL {
            assert_eq!(Language::of_code(l.code()), Some(l));
            assert_eq!(Language::of_locale(l.code()), Some(l));
        }
    }

    /// The message ids of a language's files, in order.
    fn ids(language: Language) -> Vec<String> {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("locales")
            .join(language.code());
        let mut out = Vec::new();
        let mut files: Vec<_> = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .map(|e| e.unwrap().path())
            .collect();
        files.sort();
        for file in files {
            let text = std::fs::read_to_string(&file).unwrap();
            // Every file reads whole: no syntax error anywhere.
            if let Err((_, errors)) =
                fluent_templates::fluent_bundle::FluentResource::try_new(text.clone())
            {
                panic!("{}: {errors:?}", file.display());
            }
            for line in text.lines() {
                let starts = line.chars().next().is_some_and(|c| c.is_ascii_lowercase());
                if let (true, Some((id, _))) = (starts, line.split_once(" =")) {
                    out.push(id.trim().to_string());
                }
            }
        }
        out
    }

    /// A bundle of every file of a language.
    fn bundle_of(
        language: Language,
    ) -> fluent_templates::fluent_bundle::FluentBundle<
        fluent_templates::fluent_bundle::FluentResource,
    > {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("locales")
            .join(language.code());
        let mut bundle = fluent_templates::fluent_bundle::FluentBundle::new(vec![language.id()]);
        bundle.set_use_isolating(false);
        for file in std::fs::read_dir(dir).unwrap() {
            let text = std::fs::read_to_string(file.unwrap().path()).unwrap();
            let resource = fluent_templates::fluent_bundle::FluentResource::try_new(text)
                .expect("read whole above");
            bundle.add_resource(resource).expect("no message twice");
        }
        bundle
    }

    /// The names of the arguments a message takes (`{ $count }`), from its English text's
    /// source.
    fn arguments(id: &str) -> Vec<String> {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("locales/en");
        let mut names = Vec::new();
        for file in std::fs::read_dir(dir).unwrap() {
            let text = std::fs::read_to_string(file.unwrap().path()).unwrap();
            let mut inside = false;
            for line in text.lines() {
                if line.starts_with(&format!("{id} =")) {
                    inside = true;
                } else if inside && !line.starts_with(' ') && !line.starts_with('}') {
                    // (A line that closes a selector, "} at { $at }", is still the message's.)
                    inside = false;
                }
                if inside {
                    for part in line.split('$').skip(1) {
                        let name: String = part
                            .chars()
                            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
                            .collect();
                        if !names.contains(&name) {
                            names.push(name);
                        }
                    }
                }
            }
        }
        names
    }

    #[test]
    fn every_language_has_every_message_and_no_other_and_each_formats() {
        let english = ids(Language::English);
        assert!(english.len() > 40, "{} messages", english.len());
        for language in Language::ALL {
            let theirs = ids(language);
            let missing: Vec<_> = english.iter().filter(|i| !theirs.contains(i)).collect();
            let extra: Vec<_> = theirs.iter().filter(|i| !english.contains(i)).collect();
            assert!(
                missing.is_empty() && extra.is_empty(),
                "{}: missing {missing:?}, not in English {extra:?}",
                language.code()
            );
            // Each message formats with the arguments its English takes, with no error (an
            // argument misnamed, a term or message referred to that is not there).
            let bundle = bundle_of(language);
            for id in &english {
                let mut args = fluent_templates::fluent_bundle::FluentArgs::new();
                for name in arguments(id) {
                    args.set(name, FluentValue::from(3));
                }
                let message = bundle.get_message(id).expect("listed above");
                let pattern = message.value().expect("every message has a value");
                let mut errors = Vec::new();
                let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
                assert!(
                    errors.is_empty() && !text.trim().is_empty(),
                    "{}: {id} formats as {text:?} with {errors:?}",
                    language.code()
                );
            }
        }
    }

    /// The names the core gives its errors and refusals, read from its sources: the string
    /// given first (after at most one plain argument) to `named(`, `error(`, `error_at(` or
    /// `Named::new(`, when it is a name (lower-case words joined by dashes).
    fn names_the_core_gives() -> Vec<String> {
        fn name_after(rest: &str) -> Option<String> {
            let rest = rest.trim_start();
            let rest = match rest.split_once(',') {
                Some((first, after))
                    if first.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') =>
                {
                    after.trim_start()
                }
                _ => rest,
            };
            let name = rest.strip_prefix('"')?.split('"').next()?;
            let is_name = name.contains('-')
                && name
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
            is_name.then(|| name.to_string())
        }
        fn names_in(dir: &std::path::Path, out: &mut Vec<String>) {
            for entry in std::fs::read_dir(dir).unwrap() {
                let path = entry.unwrap().path();
                if path.is_dir() {
                    names_in(&path, out);
                } else if path.extension().is_some_and(|e| e == "rs") {
                    let text = std::fs::read_to_string(&path).unwrap();
                    for call in ["named(", "error(", "error_at(", "Named::new("] {
                        out.extend(text.split(call).skip(1).filter_map(name_after));
                    }
                }
            }
        }
        let mut names = Vec::new();
        let core = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/puzzles/src");
        names_in(&core, &mut names);
        names.sort();
        names.dedup();
        names
    }

    #[test]
    fn every_error_and_refusal_the_core_names_has_its_words() {
        let names = names_the_core_gives();
        // The refusals, the five formats' reading errors, the program reader's and the codes'.
        for known in [
            "shot-refused-edge",
            "fifteen-twice",
            "program-loop-in-loop",
            "code-cut",
            "move-refused",
        ] {
            assert!(
                names.iter().any(|n| n == known),
                "{known} not found in {names:?}"
            );
        }
        assert!(names.len() >= 100, "{} names: {names:?}", names.len());
        let english = ids(Language::English);
        let missing: Vec<_> = names.iter().filter(|n| !english.contains(n)).collect();
        assert!(
            missing.is_empty(),
            "errors and refusals with no words: {missing:?}"
        );
    }

    #[test]
    fn every_puzzle_has_a_name_and_a_line_in_english() {
        let english = ids(Language::English);
        for kind in puzzles::Kind::ALL {
            for id in [format!("puzzle-{kind}"), format!("puzzle-{kind}-blurb")] {
                assert!(english.contains(&id), "no {id}");
            }
        }
    }

    #[test]
    fn a_decimal_number_is_written_as_its_language_writes_it_and_read_either_way() {
        assert_eq!(decimal_in(Language::French, 1.5, 1), "1,5");
        assert_eq!(decimal_in(Language::German, 12.0, 1), "12,0");
        assert_eq!(decimal_in(Language::Japanese, 1.5, 1), "1.5");
        assert_eq!(parse_decimal("1,5 coups/s"), Some(1.5));
        assert_eq!(parse_decimal("毎秒 3.0 手"), Some(3.0));
    }

    #[test]
    fn the_pseudo_language_keeps_the_words_recognisable_but_never_plain() {
        assert_eq!(pseudo("Shot"), "Ŝĥöţ");
        assert!(
            pseudo("Quit my level by 12")
                .chars()
                .all(|c| !c.is_ascii_alphabetic())
        );
    }
}
