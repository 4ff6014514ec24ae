//! A level made, written out as a level file: on the desktop into a `levels` folder beside the
//! progress (written whole or not at all), in a browser as a download. Either way it opens again
//! from the command line, by dropping it on the window, or from the level list's code field.

use crate::lang::Words;
use bevy::prelude::*;

/// Where level files are written on the desktop.
#[derive(Resource, Clone, Debug)]
pub struct ExportFolder(pub std::path::PathBuf);

impl Default for ExportFolder {
    fn default() -> Self {
        ExportFolder(default_folder())
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn default_folder() -> std::path::PathBuf {
    let data = crate::progress::store::data_folder();
    data.unwrap_or_else(|| std::path::PathBuf::from("."))
        .join("levels")
}

#[cfg(target_arch = "wasm32")]
fn default_folder() -> std::path::PathBuf {
    std::path::PathBuf::new()
}

/// A file name from a level's name: letters, digits and dashes, never empty.
pub fn file_name(name: &str, extension: &str) -> String {
    let mut stem = String::new();
    for c in name.trim().chars() {
        if c.is_alphanumeric() {
            stem.extend(c.to_lowercase());
        } else if !stem.ends_with('-') && !stem.is_empty() {
            stem.push('-');
        }
    }
    let stem = stem.trim_end_matches('-');
    let stem: String = if stem.is_empty() {
        "my-level".to_string()
    } else {
        stem.chars().take(60).collect()
    };
    format!("{stem}.{extension}")
}

/// Writes `text` as the file `name` in `folder` (the whole file or nothing: a temporary file
/// renamed into place); says where, or why it could not (in the player's words, the system's
/// own error as it gives it).
#[cfg(not(target_arch = "wasm32"))]
pub fn write(
    words: Words,
    folder: &ExportFolder,
    name: &str,
    text: &str,
) -> Result<String, String> {
    let dir = &folder.0;
    std::fs::create_dir_all(dir).map_err(|e| {
        crate::tr!(
            words,
            "editor-folder-not-made",
            folder = dir.display().to_string(),
            error = e.to_string()
        )
    })?;
    let path = dir.join(name);
    crate::files::write_atomically(&path, text.as_bytes()).map_err(|e| {
        crate::tr!(
            words,
            "editor-file-not-written",
            path = path.display().to_string(),
            error = e.to_string()
        )
    })?;
    Ok(path.display().to_string())
}

/// Hands `text` to the browser as a download called `name`; gives the name, or says (in the
/// player's words) that it could not.
#[cfg(target_arch = "wasm32")]
pub fn write(
    words: Words,
    _folder: &ExportFolder,
    name: &str,
    text: &str,
) -> Result<String, String> {
    use wasm_bindgen::JsCast;
    let refused = || crate::tr!(words, "editor-download-refused");
    let fail = |_| refused();
    let window = web_sys::window().ok_or_else(refused)?;
    let document = window.document().ok_or_else(refused)?;
    let parts = js_sys::Array::of1(&text.into());
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("text/plain;charset=utf-8");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).map_err(fail)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(fail)?;
    let link: web_sys::HtmlAnchorElement = document
        .create_element("a")
        .map_err(fail)?
        .dyn_into()
        .map_err(|_| refused())?;
    link.set_href(&url);
    link.set_download(name);
    link.click();
    let _ = web_sys::Url::revoke_object_url(&url);
    Ok(name.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_makes_a_tidy_file_name() {
        assert_eq!(file_name("The Big One!", "shot"), "the-big-one.shot");
        assert_eq!(file_name("  ", "fifteen"), "my-level.fifteen");
        assert_eq!(
            file_name("../../etc/passwd", "klotski"),
            "etc-passwd.klotski"
        );
        assert_eq!(file_name("Große Straße", "kodable"), "große-straße.kodable");
    }

    #[test]
    fn a_file_is_written_whole_where_it_says() {
        let dir = tempfile::tempdir().unwrap();
        let folder = ExportFolder(dir.path().join("levels"));
        let at = write(Words::ENGLISH, &folder, "a.shot", "o.o\n").unwrap();
        assert_eq!(std::fs::read_to_string(&at).unwrap(), "o.o\n");
        let left: Vec<_> = std::fs::read_dir(&folder.0).unwrap().collect();
        assert_eq!(left.len(), 1, "no temporary file is left");
    }
}
