#!/usr/bin/env bash
# Renders every screen a player meets (title, puzzles, stats, settings, today's five, each
# puzzle's levels, its first level, that level solved and its editor) at a desktop, a small
# and a phone window, in passes of text size, language and look, to PNG files under Xvfb with
# software Vulkan, and a contact sheet per pass and size to look through
# (OUT_DIR/sheet-PASS-SIZE.png).
#
# By default nine passes show every screen at 100 % and 200 % text, in English, German and
# Japanese, and in the dark, light and high-contrast looks: every language in every look, and
# every language and every look at both text sizes. PASSES=all renders all eighteen
# combinations (twice as long); PASSES="100/en/dark 200/ja/light" any list of
# TEXT/LANGUAGE/LOOK.
#
# Usage: scripts/screens-at-sizes.sh [OUT_DIR] [-- extra play arguments]
#   SIZES="1280x800 800x600 390x844" (the default), PROFILE=debug for an unoptimised build,
#   BIN=path to render with a program already built (nothing is built then),
#   JOBS=2 to render two screens at once.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-shots-sizes}"
shift || true
[ "${1:-}" = "--" ] && shift
extra=("$@")
sizes="${SIZES:-1280x800 800x600 390x844}"
jobs="${JOBS:-1}"
mkdir -p "$out"

# Nine passes: every language meets every look once, and each language and each look meets
# both text sizes.
pairs="100/en/dark 200/en/light 100/en/high-contrast
200/de/dark 100/de/light 200/de/high-contrast
100/ja/dark 200/ja/light 100/ja/high-contrast"
case "${PASSES:-pairs}" in
  pairs) passes=$pairs ;;
  all) passes=$(for t in 100 200; do for l in en de ja; do for k in dark light high-contrast; do
         echo "$t/$l/$k"; done; done; done) ;;
  *) passes=$PASSES ;;
esac

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

# One line per screen: its name, then the play arguments that show it.
screens() {
  echo "title --screen title"
  echo "puzzles --screen puzzles"
  echo "stats --screen stats"
  echo "settings --screen settings"
  echo "daily --screen daily"
  for kind in $kinds; do
    first=$("$bin" levels | awk -v k="$kind/" 'index($1, k) == 1 { print $1; exit }')
    echo "$kind-levels --screen levels/$kind"
    echo "$kind-play $first"
    echo "$kind-solved $first --after-solve"
    echo "$kind-editor --screen edit/$kind"
  done
}

# Renders one screen: PASS SIZE NAME ARGS... (a fresh data folder each, so that nothing a
# screen saves shows on the next).
shoot() {
  local pass="$1" size="$2" name="$3"
  shift 3
  local text="${pass%%/*}" rest="${pass#*/}"
  local lang="${rest%%/*}" look="${rest#*/}"
  local file="$out/${pass//\//-}-$size-$name"
  local data
  data=$(mktemp -d)
  # shellcheck disable=SC2086 # the play arguments are words
  if PUZZLEBOX_DATA="$data" xvfb-run -a -s "-screen 0 ${size}x24" "$bin" play "$@" \
    --text-size "$text" --lang "$lang" --theme "$look" ${extra[@]+"${extra[@]}"} \
    --size "$size" --screenshot "$file.png" >"$file.log" 2>&1; then
    rm -f "$file.log"
  else
    echo "  $file FAILED (see $file.log)"
  fi
  rm -rf "$data"
}
export -f shoot
export out bin
extra_words="${extra[*]:-}"
export extra_words

list="$out/screens.txt"
: >"$list"
for pass in $passes; do
  for size in $sizes; do
    screens | while read -r name args; do echo "$pass $size $name $args"; done >>"$list"
  done
done
echo "$(wc -l <"$list") screens in $(echo "$passes" | wc -w) passes at $(echo "$sizes" | wc -w) sizes"
# shellcheck disable=SC2016 # expanded by the shell xargs starts
xargs -P "$jobs" -L 1 bash -c 'extra=($extra_words); shoot "$@"' _ <"$list"

failed=0
if ls "$out"/*.log >/dev/null 2>&1; then failed=1; fi
if command -v montage >/dev/null; then
  # The labels in the system's sans-serif font (ImageMagick's default may not be installed).
  font=$(fc-match -f '%{file}' sans 2>/dev/null || true)
  for pass in $passes; do
    for size in $sizes; do
      p="${pass//\//-}"
      montage ${font:+-font "$font"} -label '%t' "$out/$p-$size"-*.png -tile 6x \
        -geometry 320x320+4+4 -background '#222' -fill '#ddd' "$out/sheet-$p-$size.png"
    done
  done
fi
exit "$failed"
