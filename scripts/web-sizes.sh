#!/usr/bin/env bash
# The web version's download for a player of each language: the page, its script, the
# WebAssembly module, the worker and the service worker, which every player fetches, and what a
# language fetches when it is chosen: its words (all but English) and its fonts (Chinese and
# Japanese). Reads dist/ as scripts/build-web.sh
# leaves it (with the .gz copies beside each file).
# Usage: scripts/web-sizes.sh [DIST_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
dist="${1:-dist}"
size() { wc -c <"$1"; }
sum() { # files…: raw and gzipped bytes, added up
  local raw=0 gz=0
  for f in "$@"; do
    raw=$((raw + $(size "$f")))
    gz=$((gz + $(size "$f.gz")))
  done
  echo "$raw $gz"
}
read -r base_raw base_gz < <(sum "$dist"/index.html "$dist"/puzzlebox-*.js "$dist"/puzzlebox_bg-*.wasm "$dist"/worker-*.js "$dist"/sw.js)
mb() { awk -v b="$1" 'BEGIN { printf "%.2f MB", b / 1e6 }'; }
printf '%-8s %10s %10s\n' "language" "download" "gzipped"
for lang in en es de fr zh-Hans ja; do
  own=()
  for f in "$dist"/fonts/cjk/"$lang"-*.otf "$dist"/words/"$lang"-*.ftl; do
    if [ -e "$f" ]; then own+=("$f"); fi
  done
  raw=0 gz=0
  if [ ${#own[@]} -gt 0 ]; then read -r raw gz < <(sum "${own[@]}"); fi
  printf '%-8s %10s %10s\n' "$lang" "$(mb $((base_raw + raw)))" "$(mb $((base_gz + gz)))"
done
