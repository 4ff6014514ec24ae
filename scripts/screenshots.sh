#!/usr/bin/env bash
# Renders every screen of the game, and every built-in level before and after the solver plays
# it, to PNG files under Xvfb with software Vulkan.
# Usage: scripts/screenshots.sh [OUT_DIR]   (PROFILE=release for an optimised build)
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-shots}"
mkdir -p "$out"

if ! command -v xvfb-run >/dev/null || [ ! -e /usr/share/vulkan/icd.d/lvp_icd.x86_64.json ]; then
  echo "installing Xvfb and software Vulkan (needs root)…"
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends xvfb xauth mesa-vulkan-drivers libvulkan1 >/dev/null
fi

export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/puzzlebox-target}"
profile="${PROFILE:-debug}"
if [ "$profile" = release ]; then cargo build --release --quiet; else cargo build --quiet; fi
# A private copy, so that another build in the same target folder cannot swap it mid-run.
bin="$(mktemp -d)/puzzlebox"
cp "$CARGO_TARGET_DIR/$profile/puzzlebox" "$bin"

shoot() { # name size args...
  local name="$1" size="$2"
  shift 2
  if xvfb-run -a -s "-screen 0 ${size}x24" "$bin" play "$@" --size "$size" --screenshot "$out/$name.png" >"$out/$name.log" 2>&1; then
    rm -f "$out/$name.log"
    echo "  $name.png"
  else
    echo "  $name FAILED (see $out/$name.log)"
    failed=1
  fi
}

failed=0
echo "screens:"
shoot title 1280x800 --screen title
shoot title-small 800x600 --screen title
shoot puzzles 1280x800 --screen puzzles
shoot puzzles-small 800x600 --screen puzzles
# The puzzles and their levels, as the game lists them (`puzzlebox levels`: "Title (kind):"
# headings, then "kind/stem  Title" lines).
kinds=$("$bin" levels | sed -n 's/^.*(\([a-z0-9]*\)):$/\1/p')
for kind in $kinds; do
  shoot "levels-$kind" 1280x800 --screen "levels/$kind"
done
echo "a real save (PUZZLEBOX_DATA names the folder the screenshot mode reads):"
# Two levels left half-way: one with two moves the rules allow, one whose history holds a twist
# no snake can make. The first opens where it was left, the second at its start, with a notice.
data="$(mktemp -d)"
"$bin" solve klotski/01-side-step --json |
  python3 -c 'import json, sys; m = json.load(sys.stdin)["moves"][:2]; print(json.dumps({"levels": {}, "mine": [], "resume": {"klotski/01-side-step": {"done": m, "time": 61000}, "snake/01-eight-cubes": {"done": [{"corner": 1, "twist": 4}]}}, "settings": {}}))' \
  >"$data/progress.json"
PUZZLEBOX_DATA="$data" shoot saved-klotski-half-way 800x600 klotski/01-side-step
PUZZLEBOX_DATA="$data" shoot saved-snake-hostile-history 800x600 snake/01-eight-cubes
if ls "$data"/progress.damaged-* >/dev/null 2>&1; then
  echo "  the save was set aside as damaged: it should have been read"
  failed=1
fi
echo "levels:"
for level in $("$bin" levels | awk '/^  / { print $1 }'); do
  name=${level/\//-}
  shoot "$name" 1280x800 "$level"
  shoot "$name-solved" 800x600 "$level" --after-solve
done
exit "$failed"
