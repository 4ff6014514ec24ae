#!/usr/bin/env bash
# What a screen reader finds in puzzlebox on Linux, checked: the title's buttons by name (and
# Tab reaching them), the settings' controls with their values, and for each of the five puzzles
# its board in words, which change after a move made with the keys (a hint heard and done, in
# the puzzles whose hints say which keys). Each check opens the game under Xvfb with an AT-SPI
# bus (scripts/screen-reader.sh); the exit status is 1 when one of them fails.
#
# Needs: apt-get install xvfb xdotool dbus at-spi2-core python3-pyatspi mesa-vulkan-drivers
# Usage: scripts/screen-reader-check.sh   (OUT=folder keeps what each check heard; BIN as in
#   scripts/screen-reader.sh)
set -uo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/puzzlebox-target}"
# Built once here, not once per check.
if [ -z "${BIN:-}" ]; then
  cargo build --quiet || exit 1
  export BIN="$CARGO_TARGET_DIR/debug/puzzlebox"
fi
out="${OUT:-$(mktemp -d)}"
mkdir -p "$out"
failed=0
check() {
  local name="$1"
  shift
  if bash scripts/screen-reader.sh "$@" >"$out/$name.txt" 2>&1; then
    echo "screen reader: $name: read"
  else
    echo "screen reader: $name: FAILED (what it heard is in $out/$name.txt)"
    grep "^## Not found\|^puzzlebox is not" "$out/$name.txt" | sed 's/^/  /'
    failed=1
  fi
}
check title title --expect "push button: 'Play'" --expect "push button: \"Today's puzzles\"" \
  --expect "push button: 'Settings'" --focus "push button: 'Play'" Tab
check settings settings --expect "slider: 'Volume' = 70" --expect "check box: 'Mute' \[not checked\]" \
  --expect "toggle button: 'Look: As the system' \[checked\]" --expect "toggle button: 'Language: As the system' \[checked\]" --expect "check box: 'Screen reader mode'" \
  --expect "slider: 'Playback speed' = 3" --expect "push button: 'Done'"
check fifteen fifteen/01-first-light --board-changes @hint
check klotski klotski/01-side-step --board-changes @hint
check shot shot/01-the-example --board-changes @hint
check snake snake/01-eight-cubes --board-changes Tab e
check kodable kodable/01-first-roll --board-changes Right
exit $failed
