//! Each language's Fluent files made into one bundle, the first time a message of that
//! language is asked for, and kept for the rest of the run. The desktop program carries every
//! language's files; the web's module carries English's alone, and a browser fetches another
//! language's when the player chooses it (`crate::fonts`), which hands them here ([`put`]).

use super::Language;
use fluent_templates::fluent_bundle::{FluentArgs, FluentResource};
use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::{Arc, RwLock};

/// A language's messages, shared between threads (Bevy's systems run on several).
type Bundle = fluent_templates::FluentBundle<FluentResource>;

/// The bundles made so far, by language and whether in the pseudo-language; and the files a
/// browser fetched, by language, until their bundle is made.
#[derive(Default)]
struct Shelf {
    bundles: HashMap<(Language, bool), Arc<Bundle>>,
    fetched: HashMap<Language, String>,
}

static SHELF: RwLock<Option<Shelf>> = RwLock::new(None);

/// The files built into the program: every language's on the desktop, English's on the web.
#[cfg(not(target_arch = "wasm32"))]
static BUILT_IN: include_dir::Dir<'_> = include_dir::include_dir!("$CARGO_MANIFEST_DIR/locales");
#[cfg(target_arch = "wasm32")]
static BUILT_IN_ENGLISH: include_dir::Dir<'_> =
    include_dir::include_dir!("$CARGO_MANIFEST_DIR/locales/en");

/// The text of `language`'s files built into the program, each file whole.
fn built_in(language: Language) -> Option<Vec<&'static str>> {
    #[cfg(not(target_arch = "wasm32"))]
    let dir = BUILT_IN.get_dir(language.code())?;
    #[cfg(target_arch = "wasm32")]
    let dir = (language == Language::English).then_some(&BUILT_IN_ENGLISH)?;
    let mut files: Vec<_> = dir.files().collect();
    files.sort_by_key(|f| f.path());
    Some(files.iter().filter_map(|f| f.contents_utf8()).collect())
}

/// Whether the program carries `language`'s words (otherwise they are fetched). Asked every
/// frame (`crate::fonts`): it looks the folder up without reading its files.
pub fn carried(language: Language) -> bool {
    #[cfg(not(target_arch = "wasm32"))]
    return BUILT_IN.get_dir(language.code()).is_some();
    #[cfg(target_arch = "wasm32")]
    return language == Language::English;
}

/// Whether `language`'s words are here: carried, or fetched already (a language whose letters
/// failed to come after its words is tried again without fetching the words twice).
pub fn has_words(language: Language) -> bool {
    carried(language)
        || SHELF
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .as_ref()
            .is_some_and(|s| s.fetched.contains_key(&language))
}

/// Takes `language`'s words as a browser fetched them (its files one after another). A file
/// that does not read whole is kept for the messages it does read; the game says which.
pub fn put(language: Language, text: String) {
    let mut shelf = SHELF.write().unwrap_or_else(|e| e.into_inner());
    let shelf = shelf.get_or_insert_with(Shelf::default);
    shelf.bundles.remove(&(language, false));
    shelf.bundles.remove(&(language, true));
    shelf.fetched.insert(language, text);
}

/// The message `id` of `language` with `args` put in its places: `None` when the language's
/// words are not here, have no such message, or it does not format with them.
pub fn look_up(
    language: Language,
    pseudo: bool,
    id: &str,
    args: Option<&FluentArgs>,
) -> Option<String> {
    look_up_in(&*bundle(language, pseudo)?, id, args)
}

fn look_up_in(bundle: &Bundle, id: &str, args: Option<&FluentArgs>) -> Option<String> {
    let (name, attribute) = match id.split_once('.') {
        Some((name, attribute)) => (name, Some(attribute)),
        None => (id, None),
    };
    let message = bundle.get_message(name)?;
    let pattern = match attribute {
        Some(a) => message.get_attribute(a)?.value(),
        None => message.value()?,
    };
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, args, &mut errors);
    errors.is_empty().then(|| text.into_owned())
}

/// `language`'s bundle, made the first time it is asked for.
fn bundle(language: Language, pseudo: bool) -> Option<Arc<Bundle>> {
    if let Some(made) = SHELF
        .read()
        .unwrap_or_else(|e| e.into_inner())
        .as_ref()
        .and_then(|s| s.bundles.get(&(language, pseudo)).cloned())
    {
        return Some(made);
    }
    let mut shelf = SHELF.write().unwrap_or_else(|e| e.into_inner());
    let shelf = shelf.get_or_insert_with(Shelf::default);
    // (Another thread may have made it since.)
    if let Some(made) = shelf.bundles.get(&(language, pseudo)) {
        return Some(made.clone());
    }
    let texts: Vec<String> = match built_in(language) {
        Some(files) => files.into_iter().map(str::to_string).collect(),
        None => vec![shelf.fetched.get(&language)?.clone()],
    };
    let made = Arc::new(make_bundle(language, pseudo, texts));
    shelf.bundles.insert((language, pseudo), made.clone());
    Some(made)
}

fn make_bundle(language: Language, pseudo: bool, texts: Vec<String>) -> Bundle {
    let mut bundle = Bundle::new_concurrent(vec![language.id()]);
    // No invisible marks around arguments: the interface's text engine would draw them.
    bundle.set_use_isolating(false);
    if pseudo {
        // Each message's own words in the pseudo-language, never what is put in them.
        bundle.set_transform(Some(|text| Cow::Owned(super::pseudo(text))));
    }
    for text in texts {
        let resource = FluentResource::try_new(text).unwrap_or_else(|(resource, errors)| {
            tracing::warn!(
                "the words of {} do not all read: {errors:?}",
                language.code()
            );
            resource
        });
        for error in bundle.add_resource(resource).err().into_iter().flatten() {
            tracing::warn!("the words of {}: {error}", language.code());
        }
    }
    bundle
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_language_carried_is_looked_up_with_its_arguments() {
        let mut args = FluentArgs::new();
        args.set("count", 2);
        let attempts = look_up(Language::German, false, "stats-attempts", Some(&args));
        assert_eq!(attempts.as_deref(), Some("2 Versuche"));
        assert_eq!(
            look_up(Language::English, false, "title-play", None).as_deref(),
            Some("Play")
        );
        assert_eq!(
            look_up(Language::English, false, "no-such-message", None),
            None
        );
        assert_eq!(
            look_up(Language::English, true, "title-play", None).as_deref(),
            Some("Ƥĺáý")
        );
    }

    #[test]
    fn fetched_words_that_do_not_all_read_keep_the_messages_that_do() {
        let fetched = "title-play = Spielen\ntitle-quit = { $\ntitle-settings = Einstellungen\n";
        let bundle = make_bundle(Language::German, false, vec![fetched.to_string()]);
        assert_eq!(
            look_up_in(&bundle, "title-play", None).as_deref(),
            Some("Spielen")
        );
        assert_eq!(look_up_in(&bundle, "title-quit", None), None);
        assert_eq!(
            look_up_in(&bundle, "title-settings", None).as_deref(),
            Some("Einstellungen")
        );
    }
}
