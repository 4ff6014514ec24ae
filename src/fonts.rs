//! What a language needs beyond English: the letters of Chinese and Japanese (a face of Noto
//! Sans CJK for each, cut down to the characters the game writes in that language and the
//! common ones a player may type, scripts/subset-fonts.sh), and, on the web, the words of
//! every language but English. They are not loaded before the language is chosen: a browser
//! fetches them from beside the page then, so that the download of a player of any other
//! language grows by nothing; the desktop program carries them.
//!
//! A language whose letters or words are still on their way is not put in force: the game
//! goes on in the language it had until they are in the interface, so no screen ever shows a
//! missing letter's box or an English sentence in the middle of another language.

use crate::lang::Language;
use bevy::prelude::*;
use std::sync::{Arc, Mutex};

/// A language's own faces: regular (the interface's text) and bold (titles and headings).
#[derive(Clone)]
pub struct Faces {
    pub regular: Arc<[u8]>,
    pub bold: Arc<[u8]>,
}

/// The faces a language needs beyond the Latin ones every language has, as files under
/// `assets/fonts/`; `None` for a language written in Latin letters.
pub fn files_of(language: Language) -> Option<[&'static str; 2]> {
    match language {
        Language::Chinese => Some(["cjk/zh-Hans-Regular.otf", "cjk/zh-Hans-Bold.otf"]),
        Language::Japanese => Some(["cjk/ja-Regular.otf", "cjk/ja-Bold.otf"]),
        Language::English | Language::Spanish | Language::German | Language::French => None,
    }
}

/// Whether `language` needs files the program does not carry: its own faces, or (on the web)
/// its words.
fn needs_loading(language: Language) -> bool {
    files_of(language).is_some() || !crate::lang::shelf::carried(language)
}

/// Where a loading lands: the language's faces, if it has faces of its own, or why it could
/// not be had.
type Answer = Arc<Mutex<Option<Result<Option<Faces>, String>>>>;

/// A language whose faces or words could not be had: when, and how many times in a row.
struct Failure {
    language: Language,
    at: f64,
    times: u32,
}

/// How long after its `times`-th failure in a row a language is asked for again, in seconds:
/// 5, 10, 20, 40, then each minute. A browser offline for a while, or a server that failed
/// once, is tried again while the language is wanted, not only after the page is reloaded.
fn wait_after(times: u32) -> f64 {
    (5.0 * 2f64.powi(times.saturating_sub(1).min(8) as i32)).min(60.0)
}

/// Where each language's faces and words stand: asked for, arrived, failed; and which
/// language's faces the interface has now.
#[derive(Resource, Default)]
pub struct LanguageFonts {
    /// Languages loaded, each with its faces if it has faces of its own.
    arrived: Vec<(Language, Option<Faces>)>,
    /// Languages whose faces or words are on their way (a browser's fetch), each with where
    /// its answer lands and the failures in a row before this try.
    on_the_way: Vec<(Language, Answer, u32)>,
    /// Languages whose faces or words could not be had at their last try.
    failed: Vec<Failure>,
    /// The language the interface's fonts were last made for.
    pub installed_for: Option<Language>,
    /// The language the settings ask for, whose fonts the interface is to have.
    pub wanted: Option<Language>,
}

impl LanguageFonts {
    /// Asks for `language`'s faces and words, if it needs any and they are neither here nor
    /// on their way; one that could not be had is asked for again once its wait is over
    /// (`wait_after`; `now` in seconds).
    pub fn ask_for(&mut self, language: Language, now: f64) {
        if !needs_loading(language)
            || self.here(language)
            || self.on_the_way.iter().any(|(l, ..)| *l == language)
        {
            return;
        }
        let mut failures_before = 0;
        if let Some(i) = self.failed.iter().position(|f| f.language == language) {
            let failure = &self.failed[i];
            if now < failure.at + wait_after(failure.times) {
                return;
            }
            failures_before = self.failed.remove(i).times;
        }
        info!("loading what {} needs", language.code());
        let answer = Arc::new(Mutex::new(None));
        load(language, answer.clone());
        // Built into the desktop program, they are here at once: the language can be put in
        // force before the first screen is made.
        let here = answer.lock().map(|mut a| a.take()).unwrap_or(None);
        match here {
            Some(Ok(faces)) => self.arrived.push((language, faces)),
            Some(Err(_)) => self.failed.push(Failure {
                language,
                at: now,
                times: failures_before + 1,
            }),
            None => self.on_the_way.push((language, answer, failures_before)),
        }
    }

    /// Takes in the faces that have arrived since the last call; returns the languages whose
    /// faces could not be had this time, with why: only at their first failure in a row (a
    /// try again that fails too is not told again).
    pub fn take_arrivals(&mut self, now: f64) -> Vec<(Language, String)> {
        let mut failures = Vec::new();
        let mut still = Vec::new();
        for (language, answer, before) in std::mem::take(&mut self.on_the_way) {
            let got = answer.lock().map(|mut a| a.take()).unwrap_or(None);
            match got {
                None => still.push((language, answer, before)),
                Some(Ok(faces)) => self.arrived.push((language, faces)),
                Some(Err(why)) => {
                    let times = before + 1;
                    warn!(
                        "{} could not be loaded ({times} in a row; tried again in {} s): {why}",
                        language.code(),
                        wait_after(times)
                    );
                    self.failed.push(Failure {
                        language,
                        at: now,
                        times,
                    });
                    if before == 0 {
                        failures.push((language, why));
                    }
                }
            }
        }
        self.on_the_way = still;
        failures
    }

    /// Whether faces are on their way (the frames keep coming until they are in).
    pub fn waiting(&self) -> bool {
        !self.on_the_way.is_empty()
    }

    /// A language's faces, once here.
    pub fn faces(&self, language: Language) -> Option<&Faces> {
        self.arrived
            .iter()
            .find(|(l, _)| *l == language)
            .and_then(|(_, f)| f.as_ref())
    }

    /// Whether what `language` needs has arrived.
    fn here(&self, language: Language) -> bool {
        self.arrived.iter().any(|(l, _)| *l == language)
    }

    /// Whether `language`'s faces could not be had at its last try.
    pub fn failed(&self, language: Language) -> bool {
        self.failed.iter().any(|f| f.language == language)
    }

    /// Whether `language` can be put in force: it needs no faces of its own, or they are here
    /// and (once the interface is up) in the interface.
    pub fn ready_for(&self, language: Language, interface_up: bool) -> bool {
        let in_the_interface =
            files_of(language).is_none() || !interface_up || self.installed_for == Some(language);
        !needs_loading(language) || (self.here(language) && in_the_interface)
    }
}

/// The desktop program carries the faces and every language's words: they are here at once.
#[cfg(not(target_arch = "wasm32"))]
fn load(language: Language, answer: Answer) {
    let built_in = |file: &str| -> Option<&'static [u8]> {
        match file {
            "cjk/zh-Hans-Regular.otf" => {
                Some(include_bytes!("../assets/fonts/cjk/zh-Hans-Regular.otf"))
            }
            "cjk/zh-Hans-Bold.otf" => Some(include_bytes!("../assets/fonts/cjk/zh-Hans-Bold.otf")),
            "cjk/ja-Regular.otf" => Some(include_bytes!("../assets/fonts/cjk/ja-Regular.otf")),
            "cjk/ja-Bold.otf" => Some(include_bytes!("../assets/fonts/cjk/ja-Bold.otf")),
            _ => None,
        }
    };
    let faces = match files_of(language) {
        None => Ok(None),
        Some(files) => match (built_in(files[0]), built_in(files[1])) {
            (Some(regular), Some(bold)) => Ok(Some(Faces {
                regular: regular.into(),
                bold: bold.into(),
            })),
            _ => Err(format!("no font {} in the program", files[0])),
        },
    };
    if let Ok(mut a) = answer.lock() {
        *a = Some(faces);
    }
}

/// A browser fetches the language's words from `words/` beside the page (unless the page
/// fetched them while the game loaded), then its faces from `fonts/`.
#[cfg(target_arch = "wasm32")]
fn load(language: Language, answer: Answer) {
    let words_here = crate::lang::shelf::has_words(language)
        || fetched_by_the_page(language).is_some_and(|text| {
            crate::lang::shelf::put(language, text);
            true
        });
    if words_here && files_of(language).is_none() {
        if let Ok(mut a) = answer.lock() {
            *a = Some(Ok(None));
        }
        return;
    }
    wasm_bindgen_futures::spawn_local(async move {
        let got = async {
            if !words_here {
                let file = words_file(language).ok_or_else(|| {
                    format!("the page names no file of {}'s words", language.code())
                })?;
                let text =
                    String::from_utf8(fetch(&file).await?).map_err(|e| format!("{file}: {e}"))?;
                crate::lang::shelf::put(language, text);
            }
            let Some(files) = files_of(language) else {
                return Ok(None);
            };
            let regular = fetch(&format!("fonts/{}", files[0])).await?;
            let bold = fetch(&format!("fonts/{}", files[1])).await?;
            Ok::<_, String>(Some(Faces {
                regular: regular.into(),
                bold: bold.into(),
            }))
        };
        let got = got.await;
        if let Ok(mut a) = answer.lock() {
            *a = Some(got);
        }
    });
}

/// What the page keeps at `window[name][key]`, if anything.
#[cfg(target_arch = "wasm32")]
fn on_the_page(name: &str, key: &str) -> Option<wasm_bindgen::JsValue> {
    let get = |on: &wasm_bindgen::JsValue, key: &str| js_sys::Reflect::get(on, &key.into()).ok();
    let kept = get(&web_sys::window()?.into(), name)?;
    get(&kept, key).filter(|value| !value.is_undefined() && !value.is_null())
}

/// The words of `language`, if the page fetched them while the game loaded (index.html
/// guesses the language as the game chooses it) and they have arrived.
#[cfg(target_arch = "wasm32")]
fn fetched_by_the_page(language: Language) -> Option<String> {
    let code = on_the_page("puzzleboxEarlyWords", "code")?.as_string()?;
    (code == language.code()).then_some(())?;
    on_the_page("puzzleboxEarlyWords", "text")?.as_string()
}

/// The file of `language`'s words beside the page, named by its contents
/// (`words/de-HASH.ftl`, as index.html names it).
#[cfg(target_arch = "wasm32")]
fn words_file(language: Language) -> Option<String> {
    on_the_page("puzzleboxWordFiles", language.code())?.as_string()
}

/// The bytes of the file at `url`, beside the page.
#[cfg(target_arch = "wasm32")]
async fn fetch(url: &str) -> Result<Vec<u8>, String> {
    use wasm_bindgen::JsCast;
    use wasm_bindgen_futures::JsFuture;
    let window = web_sys::window().ok_or("no window")?;
    let response = JsFuture::from(window.fetch_with_str(url))
        .await
        .map_err(|e| format!("{url}: {e:?}"))?;
    let response: web_sys::Response = response
        .dyn_into()
        .map_err(|_| format!("{url}: not a response"))?;
    if !response.ok() {
        return Err(format!("{url}: status {}", response.status()));
    }
    let buffer = JsFuture::from(
        response
            .array_buffer()
            .map_err(|e| format!("{url}: {e:?}"))?,
    )
    .await
    .map_err(|e| format!("{url}: {e:?}"))?;
    Ok(js_sys::Uint8Array::new(&buffer).to_vec())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_chinese_and_japanese_wait_for_letters_of_their_own() {
        let mut fonts = LanguageFonts::default();
        for l in [Language::English, Language::German, Language::French] {
            assert!(fonts.ready_for(l, true));
        }
        assert!(!fonts.ready_for(Language::Japanese, false));
        fonts.ask_for(Language::Japanese, 0.0);
        assert!(fonts.take_arrivals(0.0).is_empty());
        assert!(fonts.faces(Language::Japanese).is_some());
        // Here, but not yet in the interface.
        assert!(!fonts.ready_for(Language::Japanese, true));
        assert!(fonts.ready_for(Language::Japanese, false));
        fonts.installed_for = Some(Language::Japanese);
        assert!(fonts.ready_for(Language::Japanese, true));
        assert!(!fonts.ready_for(Language::Chinese, true));
    }

    /// A try for `language` on its way that will fail, after `before` failures in a row.
    fn failing_try(fonts: &mut LanguageFonts, language: Language, before: u32) {
        let answer = Arc::new(Mutex::new(Some(Err("offline".to_string()))));
        fonts.on_the_way.push((language, answer, before));
    }

    #[test]
    fn a_language_that_could_not_be_had_is_tried_again_later_and_told_once() {
        // On the web a language whose letters could not be fetched stayed out of reach until
        // the page was reloaded.
        let mut fonts = LanguageFonts::default();
        failing_try(&mut fonts, Language::Japanese, 0);
        let told = fonts.take_arrivals(100.0);
        assert_eq!(told.len(), 1, "the first failure is told");
        assert!(fonts.failed(Language::Japanese));
        fonts.ask_for(Language::Japanese, 104.0);
        assert!(fonts.failed(Language::Japanese), "not tried again at once");
        assert!(fonts.faces(Language::Japanese).is_none());
        // Five seconds on, it is tried again (and, built in here, it arrives).
        fonts.ask_for(Language::Japanese, 105.0);
        assert!(!fonts.failed(Language::Japanese));
        assert!(fonts.faces(Language::Japanese).is_some());

        // A second failure in a row is not told again, and waits longer.
        failing_try(&mut fonts, Language::Chinese, 1);
        assert!(fonts.take_arrivals(200.0).is_empty(), "told once");
        fonts.ask_for(Language::Chinese, 209.0);
        assert!(fonts.failed(Language::Chinese));
        fonts.ask_for(Language::Chinese, 210.0);
        assert!(fonts.faces(Language::Chinese).is_some());
    }

    #[test]
    fn the_wait_before_a_try_again_doubles_up_to_a_minute() {
        let waits: Vec<f64> = (1..=7).map(wait_after).collect();
        assert_eq!(waits, [5.0, 10.0, 20.0, 40.0, 60.0, 60.0, 60.0]);
        assert_eq!(wait_after(u32::MAX), 60.0);
    }
}
