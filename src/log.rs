//! The game's log: Bevy's logger on the desktop (its filter takes patterns from `RUST_LOG`);
//! in a browser the console, through a filter by target alone, so that the download does not
//! carry a regular-expression engine.

use tracing::Level;

/// Crates whose messages are shown only from this level up: the renderer's and the shader
/// translator's notes would fill the log.
pub const QUIETER: [(&str, Level); 4] = [
    ("wgpu", Level::ERROR),
    ("naga", Level::WARN),
    ("bevy_render", Level::WARN),
    ("bevy_egui", Level::WARN),
];

/// [`QUIETER`] as a filter of Bevy's logger.
pub fn filter() -> String {
    QUIETER
        .iter()
        .map(|(target, level)| format!("{target}={}", level.as_str().to_lowercase()))
        .collect::<Vec<_>>()
        .join(",")
}

/// Sends the log (and the `log` crate's records, which the renderer writes) to the browser's
/// console, from info up.
#[cfg(target_arch = "wasm32")]
pub fn start_in_the_browser() {
    use tracing_subscriber::layer::SubscriberExt;
    let targets = QUIETER.iter().fold(
        tracing_subscriber::filter::Targets::new().with_default(Level::INFO),
        |t, (target, level)| t.with_target(*target, *level),
    );
    let subscriber =
        tracing_subscriber::Registry::default()
            .with(targets)
            .with(tracing_wasm::WASMLayer::new(
                tracing_wasm::WASMLayerConfig::default(),
            ));
    let _ = tracing_log::LogTracer::init();
    let _ = tracing::subscriber::set_global_default(subscriber);
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_filter_names_each_quieter_crate_once() {
        assert_eq!(
            super::filter(),
            "wgpu=error,naga=warn,bevy_render=warn,bevy_egui=warn"
        );
    }
}
