#!/usr/bin/env bash
# Measures the CPU the game uses on a still level screen: the game runs under Xvfb with
# software Vulkan, is left alone to settle, then its CPU time (all threads) is read from
# /proc twice, SECONDS apart. Usage: scripts/idle-cpu.sh [BINARY] [LEVEL|SCREEN] [SECONDS]
# (a SCREEN is a name without a slash: title, puzzles, stats).
set -euo pipefail
bin="${1:-${CARGO_TARGET_DIR:-$HOME/.cache/puzzlebox-target}/release/puzzlebox}"
level="${2:-fifteen/05-four-by-four}"
span="${3:-30}"
data="$(mktemp -d)"
if [[ "$level" == */* ]]; then what=("$level"); else what=(--screen "$level"); fi
PUZZLEBOX_DATA="$data" xvfb-run -a -s "-screen 0 1280x800x24" "$bin" play "${what[@]}" >/dev/null 2>&1 &
runner=$!
trap 'kill $runner 2>/dev/null; rm -rf "$data"' EXIT
pid=""
for _ in $(seq 1 100); do
  pid="$(pgrep -f "^$bin play ${what[*]}" | head -1 || true)"
  [ -n "$pid" ] && break
  sleep 0.2
done
[ -n "$pid" ] || { echo "the game did not start" >&2; exit 1; }
trap 'kill $pid $runner 2>/dev/null; rm -rf "$data"' EXIT
sleep 40 # pipelines compile and the screen settles
ticks() { awk '{print $14 + $15}' "/proc/$pid/stat"; }
hz="$(getconf CLK_TCK)"
a="$(ticks)"
sleep "$span"
b="$(ticks)"
awk -v a="$a" -v b="$b" -v hz="$hz" -v s="$span" -v l="$level" \
  'BEGIN { printf "%s, still for %d s: %.1f%% of one core\n", l, s, 100 * (b - a) / hz / s }'
