#!/usr/bin/env bash
# Writes Korf's random instances of a sliding-tile puzzle as Fifteen level files, one per board,
# and their published shortest lengths, one per line, for korf100.sh and korf24.sh.
# Usage: scripts/korf-levels.sh SIDE INSTANCES OUT_DIR NAME TITLE [par]
#   SIDE: 4 or 5; INSTANCES: lines "number length tile tile …" (# comments allowed);
#   OUT_DIR/levels/NAME-NNN.fifteen titled "TITLE number", with a par line when the last
#   argument is "par"; OUT_DIR/shortest: the lengths in order.
set -euo pipefail
side=$1 instances=$2 out=$3 name=$4 title=$5 par=${6:-}
mkdir -p "$out/levels"

# Korf's boards have the blank top-left; ours have the hole bottom-right. Turning a board half a
# turn and renumbering tile t as n-t (n cells) maps one goal onto the other and keeps every length.
awk -v dir="$out/levels" -v side="$side" -v name="$name" -v title="$title" -v par="$par" '
  /^#/ || NF == 0 { next }
  {
    n = side * side
    file = sprintf("%s/%s-%03d.fifteen", dir, name, $1)
    printf "; title: %s %d\n", title, $1 > file
    if (par == "par") printf "; par: %d\n", $2 > file
    for (i = 0; i < n; i++) { t = $(3 + i); cell[n - 1 - i] = (t == 0 ? 0 : n - t) }
    for (r = 0; r < side; r++) {
      line = cell[side * r]
      for (c = 1; c < side; c++) line = line " " cell[side * r + c]
      print line > file
    }
    close(file)
    print $2 > (dir "/../shortest")
  }' "$instances"
