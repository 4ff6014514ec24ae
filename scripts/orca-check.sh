#!/usr/bin/env bash
# What a blind player hears through a real screen reader, checked: Orca (the distribution's
# package) started by hand, as a player starts it, with nothing else set; Fifteen's first level
# opened, one arrow and H pressed. It must say the window's name, the move once, and the hint
# that follows it. The tool that runs Orca headless and prints what it said is hear.py (HEAR,
# by default ../shared/orca/hear.py); without it the check says so and passes.
#
# Needs: apt-get install orca speech-dispatcher dbus-x11 xvfb xdotool at-spi2-core \
#   python3-pyatspi mesa-vulkan-drivers
# Usage: scripts/orca-check.sh   (BIN: the game, built here if unset; OUT: a folder to keep
#   what was heard)
set -uo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/puzzlebox-target}"
hear="${HEAR:-../shared/orca/hear.py}"
if [ ! -f "$hear" ]; then
  echo "orca: skipped: no hear.py at $hear (HEAR names it)"
  exit 0
fi
if [ -z "${BIN:-}" ]; then
  cargo build --quiet || exit 1
  BIN="$CARGO_TARGET_DIR/debug/puzzlebox"
fi
out="${OUT:-$(mktemp -d)}"
mkdir -p "$out"

# What must be heard, each as a line of what Orca said.
expected=(
  "Fifteen: First light, puzzlebox"
  "Slide tile 1 up. 3 by 3, 6 tiles out of place"
  "Hint: slide the tile right of the gap left"
)

heard_all() {
  local heard="$1" line
  for line in "${expected[@]}"; do
    grep -qF "$line" "$heard" || { echo "  not heard: $line"; return 1; }
  done
  local moves
  moves=$(grep -cF "Slide tile 1 up" "$heard")
  [ "$moves" = 1 ] || { echo "  the move was heard $moves times, not once"; return 1; }
}

# Orca learns of a new application at once, or (at-spi2-core 2.46 under Xvfb, about one start
# in eight) only when libatspi's 15 s start-up wait for it ends: the keys wait 18 s, and a start
# that still hears nothing is tried once more.
for attempt in 1 2; do
  heard="$out/heard-$attempt.txt"
  PUZZLEBOX_DATA="$(mktemp -d)" timeout 300 /usr/bin/python3 "$hear" --log "$out/log-$attempt" \
    -- "$BIN" play fifteen/01-first-light @keys @wait 15 Up H >"$heard" 2>&1
  status=$?
  if [ "$status" = 2 ]; then
    echo "orca: could not run Orca: $(tail -3 "$heard")"
    exit 1
  fi
  if heard_all "$heard"; then
    echo "orca: heard the game's name, a move once and a hint (Fifteen, level 1; $heard)"
    exit 0
  fi
done
echo "orca: FAILED: what Orca said is in $out/heard-*.txt"
exit 1
