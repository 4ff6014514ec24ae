#!/usr/bin/env bash
# How long `puzzlebox progress import` takes, and how much memory, on a large progress file:
# 100 000 levels finished (each its own entry, as a file from another machine or from before
# the history folded might hold them) and 100 000 levels made, imported into an empty data
# folder, then again into the same folder (which adds nothing), then a second file whose
# 100 000 levels made have the same ids as the first's but other levels (each comes under a
# new id with its record). Prints the wall time and the largest resident memory of each run.
#
# Usage: BIN=path/to/puzzlebox scripts/import-bench.sh [COUNT]
#   (default BIN: the release build in CARGO_TARGET_DIR; COUNT: 100000)
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/puzzlebox-target}"
bin="${BIN:-$CARGO_TARGET_DIR/release/puzzlebox}"
count="${1:-100000}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

make_file() { # name text-salt
  python3 - "$count" "$2" >"$work/$1" <<'EOF'
import json, sys
count, salt = int(sys.argv[1]), sys.argv[2]
finished = []
for n in range(1, count + 1):
    day = f"20{20 + n // 10000:02d}-{1 + n % 12:02d}-{1 + n % 28:02d}"
    finished.append({"level": f"mine/shot/made-{n}", "day": day, "moves": 5 + n % 7,
                     "time": 10000 + n, "from": f"bench-{salt}", "n": n})
finished.sort(key=lambda f: (f["day"], f["from"], f["n"]))
mine = [{"id": f"mine/shot/made-{n}", "text": f"; title: {salt} {n}\no.o\n"} for n in range(1, count + 1)]
levels = {f"mine/shot/made-{n}": {"solved": True, "best": 3, "best_time": 5000 + n} for n in range(1, count + 1)}
json.dump({"version": 2, "origin": f"bench-{salt}", "levels": levels, "mine": mine,
           "finished": finished, "settings": {}}, sys.stdout)
EOF
}

run() { # what file
  local data="$work/data" out
  out=$( { /usr/bin/time -f '%e %M' env PUZZLEBOX_DATA="$data" "$bin" progress import "$work/$2" >"$work/said" ; } 2>&1 )
  read -r seconds kib <<<"$(echo "$out" | tail -1)"
  printf '%-58s %6.2f s  %5d MB  (%s)\n' "$1" "$seconds" $((kib / 1024)) "$(cut -c1-90 "$work/said")"
}

make_file first.json a
make_file second.json b
echo "files: $(du -h "$work/first.json" | cut -f1) each; $count levels finished, $count made"
run "import into an empty folder" first.json
run "the same file again (adds nothing)" first.json
run "another machine's: the same ids, other levels" second.json
echo "save: $(du -h "$work/data/progress.json" | cut -f1)"
