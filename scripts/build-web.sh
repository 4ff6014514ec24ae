#!/usr/bin/env bash
# Builds the web version into dist/: index.html, puzzlebox.js and puzzlebox_bg.wasm.
# Needs: the wasm32 target (added with rustup if missing), wasm-bindgen-cli of the version in
# Cargo.lock (installed with cargo if missing), and optionally wasm-opt (Debian: binaryen).
# Serve it with:  python3 -m http.server --bind 127.0.0.1 8080 -d dist
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/puzzlebox-target}"
profile="${PROFILE:-web}"

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  rustup target add wasm32-unknown-unknown
fi
version=$(grep -A1 '^name = "wasm-bindgen"$' Cargo.lock | sed -n 's/^version = "\(.*\)"/\1/p')
if ! command -v wasm-bindgen >/dev/null || [ "$(wasm-bindgen --version | cut -d' ' -f2)" != "$version" ]; then
  echo "installing wasm-bindgen-cli $version…"
  cargo install wasm-bindgen-cli --version "$version"
fi

cargo build --locked --target wasm32-unknown-unknown --profile "$profile"
wasm="$CARGO_TARGET_DIR/wasm32-unknown-unknown/$profile/puzzlebox.wasm"
rm -rf dist
mkdir -p dist
if command -v wasm-opt >/dev/null; then
  # Shrunk before wasm-bindgen, while the module still says which wasm features it uses.
  wasm-opt -Oz "$wasm" -o "$CARGO_TARGET_DIR/puzzlebox-opt.wasm"
  wasm="$CARGO_TARGET_DIR/puzzlebox-opt.wasm"
else
  echo "note: wasm-opt not found (Debian package binaryen); the .wasm is not shrunk further"
fi
wasm-bindgen --no-typescript --target web --out-dir dist --out-name puzzlebox "$wasm"
cp web/index.html dist/
ls -l dist
gzip -9 -c dist/puzzlebox_bg.wasm | wc -c | awk '{printf "puzzlebox_bg.wasm gzipped: %.1f MB\n", $1/1e6}'
