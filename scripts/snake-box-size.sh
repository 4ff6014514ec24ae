#!/usr/bin/env bash
# How large the snake cube's goal box is drawn: a level opened in the screenshot mode at
# 1280×800, 800×600 and 390×844 (dark look), the box found by the colour of its outline, the
# room the 3D view has found by scanning from the box's middle to the bars and panels. Prints,
# per size, the box's size in pixels and its share of the view's shorter side.
#
# Needs: apt-get install xvfb imagemagick mesa-vulkan-drivers
# Usage: scripts/snake-box-size.sh [LEVEL ...]   (default: snake/05-the-classic
#   snake/16-long-chain; BIN as in scripts/screen-reader.sh; OUT=folder keeps the pictures)
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/puzzlebox-target}"
if [ -z "${BIN:-}" ]; then cargo build --quiet; fi
bin="${BIN:-$CARGO_TARGET_DIR/debug/puzzlebox}"
out="${OUT:-$(mktemp -d)}"
mkdir -p "$out"
levels=("$@")
[ ${#levels[@]} -gt 0 ] || levels=(snake/05-the-classic snake/16-long-chain)
echo "| level | window | box (px) | view's shorter side (px) | share |"
echo "|---|---|---|---|---|"
for level in "${levels[@]}"; do
  for size in 1280x800 800x600 390x844; do
    shot="$out/$(basename "$level")-$size.png"
    PUZZLEBOX_DATA=$(mktemp -d) xvfb-run -a -s "-screen 0 1400x1000x24" \
      "$bin" play "$level" --size "$size" --theme dark --screenshot "$shot" >/dev/null 2>&1
    convert "$shot" -depth 8 ppm:- | python3 -c '
import sys
data = sys.stdin.buffer.read()
# A binary PPM: "P6", width, height, the largest value, then the pixels.
fields, at = [], 0
while len(fields) < 4:
    while data[at:at + 1].isspace():
        at += 1
    start = at
    while not data[at:at + 1].isspace():
        at += 1
    fields.append(data[start:at])
at += 1
w, h = int(fields[1]), int(fields[2])
px = lambda x, y: tuple(data[at + 3 * (y * w + x): at + 3 * (y * w + x) + 3])
near = lambda a, b: all(abs(i - j) <= 3 for i, j in zip(a, b))
LINE, BAR = (189, 189, 190), (49, 55, 73)
# The outline: pixels of its colour with three more of it around them (text is thinner).
found = [(x, y) for y in range(1, h - 1) for x in range(1, w - 1)
         if near(px(x, y), LINE) and sum(near(px(x + dx, y + dy), LINE)
                                         for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))) >= 3]
xs, ys = [p[0] for p in found], [p[1] for p in found]
# Away from the box, the biggest cluster: the median keeps stray labels out.
xs.sort(); ys.sort()
mx, my = xs[len(xs) // 2], ys[len(ys) // 2]
box = [(x, y) for x, y in found if abs(x - mx) < w / 3 and abs(y - my) < h / 3]
x0, x1 = min(p[0] for p in box), max(p[0] for p in box)
y0, y1 = min(p[1] for p in box), max(p[1] for p in box)
cx, cy = (x0 + x1) // 2, (y0 + y1) // 2
def reach(x, y, dx, dy):
    while 0 <= x < w and 0 <= y < h and not near(px(x, y), BAR):
        x, y = x + dx, y + dy
    return x, y
left, right = reach(cx, cy, -1, 0)[0], reach(cx, cy, 1, 0)[0]
top, bottom = reach(cx, cy, 0, -1)[1], reach(cx, cy, 0, 1)[1]
side = min(right - left - 1, bottom - top - 1)
across = max(x1 - x0 + 1, y1 - y0 + 1)
print(f"| '"$level"' | '"$size"' | {x1 - x0 + 1}×{y1 - y0 + 1} | {side} | {100 * across / side:.0f} % |")
'
  done
done
