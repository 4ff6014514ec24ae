#!/usr/bin/env bash
# Renders a level of each puzzle (mid-play, with a hint or a warning on show where the level
# has one) and shows it as a player with protanopia, deuteranopia or tritanopia would see it,
# and in greys, side by side, into docs/colour-vision/ (or OUT_DIR): what tells the pieces
# apart must not be colour alone.
# The simulations are the usual linear-RGB approximations (Viénot, Brettel and Mollon 1999 for
# the red-green pair; Brettel's for tritanopia).
# Usage: scripts/colour-vision.sh [OUT_DIR]   (PROFILE=release for an optimised build)
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-docs/colour-vision}"
mkdir -p "$out"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/puzzlebox-target}"
profile="${PROFILE:-debug}"
if [ "$profile" = release ]; then cargo build --release --quiet; else cargo build --quiet; fi
bin="$(mktemp -d)/puzzlebox"
cp "$CARGO_TARGET_DIR/$profile/puzzlebox" "$bin"
work="$(mktemp -d)"

simulate() { # in out matrix
  convert "$1" -colorspace RGB -color-matrix "$3" -colorspace sRGB "$2"
}
protan="0.567 0.433 0 0.558 0.442 0 0 0.242 0.758"
deutan="0.625 0.375 0 0.7 0.3 0 0 0.3 0.7"
tritan="0.95 0.05 0 0 0.433 0.567 0 0.475 0.525"

for level in shot/02-hash-marks snake/14-the-wooden-snake klotski/08-the-original \
  kodable/08-two-colours fifteen/05-four-by-four; do
  name=${level%%/*}
  xvfb-run -a -s "-screen 0 800x600x24" "$bin" play "$level" --size 800x600 \
    --screenshot "$work/$name.png" >/dev/null 2>&1
  convert "$work/$name.png" -resize 400x "$work/$name-normal.png"
  simulate "$work/$name-normal.png" "$work/$name-protanopia.png" "$protan"
  simulate "$work/$name-normal.png" "$work/$name-deuteranopia.png" "$deutan"
  simulate "$work/$name-normal.png" "$work/$name-tritanopia.png" "$tritan"
  convert "$work/$name-normal.png" -colorspace Gray "$work/$name-grey.png"
  montage "$work/$name"-{normal,protanopia,deuteranopia,tritanopia,grey}.png \
    -tile 5x -geometry +2+2 -background '#888' "$out/$name.png"
  echo "  $out/$name.png"
done
