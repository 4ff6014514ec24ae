#!/usr/bin/env bash
# Renders every screen a player meets (title, puzzles, stats, each puzzle's levels, its first
# level, that level solved and its editor) at a desktop, a small and a phone window, to PNG
# files under Xvfb with software Vulkan, and a contact sheet per size to look through.
# Usage: scripts/screens-at-sizes.sh [OUT_DIR] [-- extra play arguments]
#   SIZES="1280x800 800x600 390x844" (the default), PROFILE=debug for an unoptimised build,
#   BIN=path to render with a program already built (nothing is built then).
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-shots-sizes}"
shift || true
[ "${1:-}" = "--" ] && shift
extra=("$@")
sizes="${SIZES:-1280x800 800x600 390x844}"
mkdir -p "$out"

export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/puzzlebox-target}"
profile="${PROFILE:-release}"
bin="$(mktemp -d)/puzzlebox"
if [ -n "${BIN:-}" ]; then
  cp "$BIN" "$bin"
else
  if [ "$profile" = release ]; then cargo build --release --quiet; else cargo build --quiet; fi
  cp "$CARGO_TARGET_DIR/$profile/puzzlebox" "$bin"
fi
kinds=$("$bin" levels | sed -n 's/^.*(\([a-z0-9]*\)):$/\1/p')

failed=0
shoot() { # name size args...
  local name="$1" size="$2"
  shift 2
  if xvfb-run -a -s "-screen 0 ${size}x24" "$bin" play "$@" "${extra[@]}" --size "$size" \
    --screenshot "$out/$name.png" >"$out/$name.log" 2>&1; then
    rm -f "$out/$name.log"
  else
    echo "  $name FAILED (see $out/$name.log)"
    failed=1
  fi
}

for size in $sizes; do
  echo "$size:"
  shoot "$size-title" "$size" --screen title
  shoot "$size-puzzles" "$size" --screen puzzles
  shoot "$size-stats" "$size" --screen stats
  for kind in $kinds; do
    first=$("$bin" levels | awk -v k="$kind/" 'index($1, k) == 1 { print $1; exit }')
    shoot "$size-$kind-levels" "$size" --screen "levels/$kind"
    shoot "$size-$kind-play" "$size" "$first"
    shoot "$size-$kind-solved" "$size" "$first" --after-solve
    shoot "$size-$kind-editor" "$size" --screen "edit/$kind"
  done
  if command -v montage >/dev/null; then
    montage "$out/$size"-*.png -tile 6x -geometry 400x400+4+4 -background '#222' "$out/sheet-$size.png"
  fi
done
exit "$failed"
