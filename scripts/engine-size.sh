#!/usr/bin/env bash
# How much of the web download is the engine's: builds examples/engine.rs (a window, a camera,
# a square, a line and a word of text, with the game's own choice of Bevy's features and its
# interface library) exactly as scripts/build-web.sh builds the game, and prints both sizes.
# Usage: scripts/engine-size.sh  (builds dist/ first if it is missing)
set -euo pipefail
cd "$(dirname "$0")/.."
if ! ls dist/puzzlebox_bg-*.wasm >/dev/null 2>&1; then
  bash scripts/build-web.sh
fi
OUT=dist-engine EXAMPLE=engine bash scripts/build-web.sh >/dev/null
size() {
  printf '%s: %.1f MB; %.1f MB gzipped' "$1" "$(stat -c %s "$2" | awk '{print $1/1e6}')" \
    "$(gzip -9 -c "$2" | wc -c | awk '{print $1/1e6}')"
  if command -v brotli >/dev/null; then
    printf '; %.1f MB with brotli' "$(brotli -q 11 -c "$2" | wc -c | awk '{print $1/1e6}')"
  fi
  echo
}
size "the engine alone (examples/engine.rs)" dist-engine/puzzlebox_bg-*.wasm
size "the game" dist/puzzlebox_bg-*.wasm
