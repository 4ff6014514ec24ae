#!/usr/bin/env bash
# What a screen reader hears from puzzlebox on Linux: the game under Xvfb with a D-Bus session
# and an AT-SPI bus (the one Orca reads), a screen reader said to be on, its accessibility tree
# and the announcements its keys make (scripts/screen-reader.py says more).
#
# Needs: apt-get install xvfb xdotool dbus-x11 at-spi2-core python3-pyatspi
# Usage: scripts/screen-reader.sh LEVEL|SCREEN [OPTION ...] [KEY ...]
#   SCREEN: title, puzzles, daily, stats or settings; the options and keys are
#   scripts/screen-reader.py's (--follow-hints N, --expect REGEX, --board-changes, @hint).
#   BIN=path to the program (default: the debug build in CARGO_TARGET_DIR, brought up to date).
#   e.g. scripts/screen-reader.sh fifteen/01-first-light --follow-hints 40
set -euo pipefail
cd "$(dirname "$0")/.."
level="${1:?a level, e.g. fifteen/01-first-light, or a screen, e.g. settings}"
shift
case "$level" in
  title | puzzles | daily | stats | settings) level="--screen $level" ;;
esac
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/puzzlebox-target}"
if [ -z "${BIN:-}" ]; then cargo build --quiet; fi
bin="${BIN:-$CARGO_TARGET_DIR/debug/puzzlebox}"
data=$(mktemp -d)
trap 'rm -rf "$data"' EXIT
export PUZZLEBOX_DATA="$data" BIN_PATH="$bin" LEVEL="$level"
args=$(printf '%q ' "$@")
export SCREEN_READER_ARGS="$args"
xvfb-run -a -s "-screen 0 1280x800x24" dbus-run-session -- bash -c '
  /usr/libexec/at-spi-bus-launcher --launch-immediately 2>/dev/null &
  sleep 1
  # What Orca says when it starts: a screen reader is running.
  dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus \
    org.freedesktop.DBus.Properties.Set string:org.a11y.Status \
    string:ScreenReaderEnabled variant:boolean:true >/dev/null
  "$BIN_PATH" play $LEVEL >"$PUZZLEBOX_DATA/game.log" 2>&1 &
  game=$!
  status=0
  eval "/usr/bin/python3 scripts/screen-reader.py $SCREEN_READER_ARGS" || status=$?
  kill $game 2>/dev/null || true
  exit $status' 2> >(grep -v "fd limit\|dconf\|SpiRegistry\|dbind-WARNING\|^$" >&2)
