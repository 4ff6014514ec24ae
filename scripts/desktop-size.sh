#!/usr/bin/env bash
# The shipped desktop binary's size next to the engine's alone: builds the game and
# examples/engine.rs (a window, a camera, a square, a line and a word of text, with the game's
# own choice of Bevy's features and its interface library) in the `dist` profile that
# scripts/package.sh ships (link-time optimised as one unit, stripped), and prints both.
# Usage: scripts/desktop-size.sh
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/puzzlebox-target}"
cargo build --locked --profile dist --bin puzzlebox --example engine
exe=""
case "$(uname -s)" in MINGW* | MSYS* | CYGWIN*) exe=.exe ;; esac
size() {
  printf '%-40s %6.1f MB; %5.1f MB gzipped\n' "$1" "$(wc -c <"$2" | awk '{ print $1 / 1e6 }')" \
    "$(gzip -9 -c "$2" | wc -c | awk '{ print $1 / 1e6 }')"
}
size "the engine alone (examples/engine.rs):" "$CARGO_TARGET_DIR/dist/examples/engine$exe"
size "the game:" "$CARGO_TARGET_DIR/dist/puzzlebox$exe"
