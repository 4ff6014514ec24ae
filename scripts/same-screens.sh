#!/usr/bin/env bash
# Whether a change leaves every screen a player sees as it was, pixel for pixel: renders a set
# of screens (those of screens-at-sizes.sh at three sizes; at 1280x800 also in the light and
# high-contrast looks, in German and in Japanese; the settings; Fifteen with its numbers on)
# with one build of the game, then compares two such sets.
# Usage: BIN=path/to/puzzlebox scripts/same-screens.sh OUT_DIR    (render a set)
#        scripts/same-screens.sh --compare BEFORE_DIR AFTER_DIR  (exit 1 if any picture differs)
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "${1:-}" = --compare ]; then
  before="$2" after="$3" differ=0 same=0
  for a in "$before"/*.png; do
    name=$(basename "$a")
    case "$name" in sheet-*) continue ;; esac
    b="$after/$name"
    if [ ! -f "$b" ]; then
      echo "  $name: missing after"
      differ=$((differ + 1))
      continue
    fi
    pixels=$(compare -metric AE "$a" "$b" null: 2>&1 || true)
    if [ "$pixels" = 0 ]; then
      same=$((same + 1))
    else
      echo "  $name: $pixels pixels differ"
      differ=$((differ + 1))
    fi
  done
  echo "$same pictures the same, $differ different"
  [ "$differ" = 0 ]
  exit
fi

out="${1:?an output folder}"
: "${BIN:?BIN names the program to render with}"
mkdir -p "$out"
BIN="$BIN" scripts/screens-at-sizes.sh "$out/dark"
for extra in "--theme light" "--theme high-contrast" "--lang de" "--lang ja"; do
  name=$(echo "$extra" | tr -d ' -')
  # shellcheck disable=SC2086
  BIN="$BIN" SIZES=1280x800 scripts/screens-at-sizes.sh "$out/$name" -- $extra
done
shoot() { # name size args...
  local name="$1" size="$2"
  shift 2
  xvfb-run -a -s "-screen 0 ${size}x24" "$BIN" play "$@" --size "$size" \
    --screenshot "$out/extra/$name.png" >"$out/extra/$name.log" 2>&1 && rm -f "$out/extra/$name.log"
}
mkdir -p "$out/extra"
for size in 1280x800 390x844; do
  shoot "settings-$size" "$size" --screen settings
  shoot "settings-de-$size" "$size" --screen settings --lang de
done
data="$(mktemp -d)"
echo '{"levels": {}, "mine": [], "settings": {"fifteen_numbers": true}}' >"$data/progress.json"
PUZZLEBOX_DATA="$data" shoot fifteen-numbers 1280x800 fifteen/05-four-by-four
# The pictures side by side, one folder each.
for dir in "$out"/*/; do
  for png in "$dir"*.png; do
    case "$(basename "$png")" in sheet-*) continue ;; esac
    cp "$png" "$out/$(basename "$dir")-$(basename "$png")"
  done
done
