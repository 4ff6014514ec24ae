#!/usr/bin/env bash
# Solves Korf and Felner's 50 random 24-puzzle instances (scripts/korf24.txt) with the 5×5
# solver in one run of `puzzlebox solve --json`, checks that every solution is within the bound
# the solver states for it (its JSON `bound`: at most that many times the published shortest), and prints the average and worst ratio to the shortest, the
# longest solve and the CPU time: first with an empty cache folder (the pattern databases are
# built), then again with the databases kept from the first run.
# Usage: scripts/korf24.sh [BINARY]   (default: the release build)
set -euo pipefail
cd "$(dirname "$0")/.."
bin="${1:-${CARGO_TARGET_DIR:-target}/release/puzzlebox}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
scripts/korf-levels.sh 5 scripts/korf24.txt "$work" korf24 "Korf and Felner"

run() {
  local label=$1
  PUZZLEBOX_CACHE="$work/cache" /usr/bin/time -f "%U %S %e %M" -o "$work/time" \
    "$bin" solve --json "$work/levels" > "$work/out"
  read -r user sys wall peak < "$work/time"
  grep -o '"length":[0-9]*' "$work/out" | cut -d: -f2 > "$work/lengths"
  grep -o '"seconds":[0-9.e-]*' "$work/out" | cut -d: -f2 > "$work/seconds"
  grep -o '"bound":[0-9.a-z]*' "$work/out" | cut -d: -f2 > "$work/bounds"
  paste "$work/shortest" "$work/lengths" "$work/seconds" "$work/bounds" | awk -v label="$label" \
    -v user="$user" -v sys="$sys" -v wall="$wall" -v peak="$peak" '
    {
      ratio = $2 / $1; sum += ratio; n++
      if (ratio > worst) worst = ratio
      if ($3 > slowest) slowest = $3
      search += $3
      if ($4 == "null" || ratio > $4 + 1e-9) { bad++; print "board " n ": " $2 " moves, shortest " $1 ", bound " $4 }
    }
    END {
      if (n != 50) { print label ": expected 50 answers, got " n; exit 1 }
      if (bad) { print label ": " bad " solutions broke their bound"; exit 1 }
      printf "%s: 50 boards, every solution within its stated bound; ratio to the shortest %.3f on average, %.3f at worst; solving %.1f s in all, %.2f s at most for one; CPU %.1f s (user %.1f + system %.1f), wall %.1f s, peak memory %d MB\n",
        label, sum / n, worst, search, slowest, user + sys, user, sys, wall, peak / 1024
    }'
}

run "empty cache"
run "databases kept"
