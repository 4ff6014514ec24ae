#!/usr/bin/env bash
# Solves Korf's 100 random 15-puzzle instances (scripts/korf100.txt) optimally in one run of
# `puzzlebox solve --json`, checks every length against the published one, and prints the CPU
# time: first with an empty cache folder (the pattern databases are built), then again with
# the databases kept from the first run.
# Usage: scripts/korf100.sh [BINARY]   (default: the release build)
set -euo pipefail
cd "$(dirname "$0")/.."
bin="${1:-${CARGO_TARGET_DIR:-target}/release/puzzlebox}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
scripts/korf-levels.sh 4 scripts/korf100.txt "$work" korf Korf par

run() {
  local label=$1
  PUZZLEBOX_CACHE="$work/cache" /usr/bin/time -f "%U %S %e" -o "$work/time" \
    "$bin" solve --json "$work/levels" > "$work/out"
  read -r user sys wall < "$work/time"
  grep -o '"length":[0-9]*' "$work/out" | cut -d: -f2 > "$work/lengths"
  if ! diff -q "$work/shortest" "$work/lengths" >/dev/null; then
    echo "$label: some lengths differ from Korf's:"
    diff "$work/shortest" "$work/lengths" | head
    exit 1
  fi
  search=$(grep -o '"seconds":[0-9.e-]*' "$work/out" | cut -d: -f2 | awk '{s += $1} END {printf "%.1f", s}')
  optimal=$(grep -c '"optimal":true' "$work/out")
  printf '%s: 100 boards, %d optimal, every length as published; CPU %.1f s (user %.1f + system %.1f), wall %.1f s; the solver'"'"'s own clock, summed: %s s\n' \
    "$label" "$optimal" "$(awk -v u="$user" -v s="$sys" 'BEGIN {print u + s}')" "$user" "$sys" "$wall" "$search"
}

run "empty cache"
run "databases kept"
