//! What the window needs from the system, checked before it opens, so that a missing piece is
//! one sentence saying which, not a crash.
//!
//! On Linux the game draws through X11 (under Wayland, through XWayland) and Vulkan, and loads
//! their libraries when it starts rather than linking them.

/// The install line that brings everything the window needs on Debian and Ubuntu.
pub const APT_LINE: &str = "sudo apt-get install libx11-xcb1 libxcursor1 libxi6 libxrandr2 libxkbcommon-x11-0 libvulkan1 mesa-vulkan-drivers";

/// The libraries loaded at run time, each with the package that has it.
#[cfg(all(unix, not(target_os = "macos"), not(target_arch = "wasm32")))]
const LIBRARIES: [(&str, &str); 8] = [
    ("libX11.so.6", "libx11-6"),
    ("libX11-xcb.so.1", "libx11-xcb1"),
    ("libXcursor.so.1", "libxcursor1"),
    ("libXi.so.6", "libxi6"),
    ("libXrandr.so.2", "libxrandr2"),
    ("libxkbcommon.so.0", "libxkbcommon0"),
    ("libxkbcommon-x11.so.0", "libxkbcommon-x11-0"),
    ("libvulkan.so.1", "libvulkan1"),
];

/// Why the window cannot open here, if something it needs is missing.
pub fn missing() -> Option<String> {
    #[cfg(all(unix, not(target_os = "macos"), not(target_arch = "wasm32")))]
    {
        let display = |name: &str| std::env::var_os(name).is_some_and(|v| !v.is_empty());
        if !display("DISPLAY") {
            return Some(if display("WAYLAND_DISPLAY") {
                "the window needs X11, and under Wayland that is XWayland, which is not running (DISPLAY is not set)".to_string()
            } else {
                "no display to open the window on: the window needs an X11 server (DISPLAY is not set)".to_string()
            });
        }
        if let Some((lib, package)) = LIBRARIES.iter().find(|(lib, _)| !loads(lib)) {
            return Some(format!(
                "the window needs {lib} (Debian's package {package}), which is not installed; everything the window needs: {APT_LINE}"
            ));
        }
    }
    None
}

/// Whether a shared library can be loaded.
#[cfg(all(unix, not(target_os = "macos"), not(target_arch = "wasm32")))]
fn loads(name: &str) -> bool {
    let Ok(name) = std::ffi::CString::new(name) else {
        return false;
    };
    // SAFETY: a NUL-terminated name; the handle is closed at once.
    unsafe {
        let handle = libc::dlopen(name.as_ptr(), libc::RTLD_LAZY | libc::RTLD_LOCAL);
        if handle.is_null() {
            return false;
        }
        libc::dlclose(handle);
    }
    true
}

/// What a known failure of the engine at start means, in one sentence.
pub fn explain(panic: &str) -> Option<String> {
    if panic.contains("Unable to find a GPU") {
        return Some(format!(
            "no GPU or Vulkan driver was found: the window draws with Vulkan (Mesa's drivers work without a graphics card: {APT_LINE})"
        ));
    }
    if panic.contains("Failed to build event loop") || panic.contains("Failed to open display") {
        let why = panic
            .rsplit_once("error: Misc(\"")
            .and_then(|(_, rest)| rest.split_once('"'))
            .map(|(why, _)| why.to_string())
            .unwrap_or_else(|| {
                let display = std::env::var("DISPLAY").unwrap_or_default();
                format!("the X11 display '{display}' could not be reached")
            });
        return Some(format!("cannot open the window: {why}"));
    }
    None
}

/// Turns the engine's known start-up failures into one sentence and exit status 1; any other
/// panic is reported as usual.
pub fn explain_start_failures() {
    let usual = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let text = info
            .payload()
            .downcast_ref::<String>()
            .map(String::as_str)
            .or_else(|| info.payload().downcast_ref::<&str>().copied())
            .unwrap_or("");
        match explain(text) {
            Some(sentence) => {
                eprintln!("puzzlebox: {sentence}");
                std::process::exit(1);
            }
            None => usual(info),
        }
    }));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn engine_failures_become_one_sentence() {
        let gpu = "Unable to find a GPU! Make sure you have installed required drivers!";
        assert!(explain(gpu).unwrap().starts_with("no GPU or Vulkan driver"));
        let display = r#"Failed to build event loop: Os(OsError { line: 765, file: "x.rs", error: Misc("neither WAYLAND_DISPLAY nor WAYLAND_SOCKET nor DISPLAY is set.") })"#;
        assert_eq!(
            explain(display).unwrap(),
            "cannot open the window: neither WAYLAND_DISPLAY nor WAYLAND_SOCKET nor DISPLAY is set."
        );
        assert_eq!(explain("index out of bounds"), None);
    }

    #[cfg(all(unix, not(target_os = "macos")))]
    #[test]
    fn a_library_that_is_not_there_does_not_load() {
        assert!(!loads("libpuzzlebox-nothing-of-that-name.so.7"));
        assert!(loads("libc.so.6"));
    }
}
