//! The game without a window (every plugin but rendering, driven frame by frame), one module
//! per part of it, and the built-in levels. One test binary: each links the whole engine. Each
//! test's game is its own, language included, so they run side by side.

mod harness;

mod codes;
mod compare;
mod daily;
mod dropped;
mod edit;
mod every_puzzle;
mod fifteen;
mod gamepad;
mod guide;
mod hardening;
mod interface;
mod keys;
mod klotski;
mod kodable;
mod language;
mod levels;
mod path;
mod pointer;
mod reopen;
mod resume;
mod rules;
mod save_doors;
mod saves;
mod settings;
mod shot;
mod snake;
mod sound;
mod spoken;
mod stats;
mod still;
mod walk;
mod words;
