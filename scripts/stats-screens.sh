#!/usr/bin/env bash
# Renders the stats screen with a month of history: a progress file is made up here (a player
# who finishes a few levels of three puzzles most days for four weeks up to today, with fewer
# hints and shorter times as the weeks go, random levels moving a rating), then the screen is
# drawn with it under Xvfb at 1280×800 and 390×844 in each language of LANGS.
#
# Usage: scripts/stats-screens.sh [OUT_DIR]
#   LANGS="en de" (the default), LOOKS="dark" (or any of dark light high-contrast),
#   BIN=path to render with a program already built (else a debug build is made).
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-shots-stats}"
mkdir -p "$out"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/puzzlebox-target}"
bin="${BIN:-}"
if [ -z "$bin" ]; then
  cargo build --quiet
  bin="$CARGO_TARGET_DIR/debug/puzzlebox"
fi
data=$(mktemp -d)
trap 'rm -rf "$data"' EXIT

python3 - "$data/progress.json" <<'EOF'
import datetime, json, random, sys
random.seed(7)
today = datetime.date.today()
finished, ratings, levels = [], {}, {}
plan = {"shot": 1500.0, "klotski": 1480.0, "fifteen": 1520.0}
for puzzle, rating in plan.items():
    deviation = 350.0
    for back in range(27, -1, -1):
        day = today - datetime.timedelta(days=back)
        if random.random() < 0.25:
            continue
        progress = 1.0 - back / 28.0  # 0 four weeks ago, 1 today
        for n in range(random.randint(1, 4)):
            difficulty = random.choice(["easy", "medium", "medium", "hard"] if progress < 0.5
                                       else ["medium", "hard", "hard", "expert"])
            hints = max(0, int(random.gauss(2.0 - 1.8 * progress, 0.7)))
            par = random.randint(8, 40)
            moves = par + max(0, int(random.gauss(6 - 5 * progress, 2)))
            time = int(random.gauss(150 - 90 * progress, 20) * 1000)
            won_alone = hints == 0
            rating += (40 if won_alone else -5) * (deviation / 350.0) + random.uniform(-8, 8)
            deviation = max(70.0, deviation * 0.93)
            entry = {"level": f"mine/{puzzle}/{day:%m%d}{n}", "day": f"{day}",
                     "moves": moves, "time": max(time, 5000), "par": par,
                     "difficulty": difficulty,
                     "rating": {"rating": rating, "deviation": deviation, "volatility": 0.06}}
            if hints:
                entry["hints"] = hints
            finished.append(entry)
            levels[entry["level"]] = {"solved": True, "best": moves, "best_time": entry["time"],
                                      "attempts": 1, "par_unaided": won_alone and moves <= par}
    ratings[puzzle] = {"rating": rating, "deviation": deviation, "volatility": 0.06}
finished.sort(key=lambda e: e["day"])
json.dump({"version": 1, "levels": levels, "mine": [], "finished": finished,
           "ratings": ratings, "settings": {}}, open(sys.argv[1], "w"), indent=1)
print(f"{len(finished)} levels finished over four weeks")
EOF

for lang in ${LANGS:-en de}; do
  for look in ${LOOKS:-dark}; do
    for size in 1280x800 390x844; do
      file="$out/stats-$lang-$look-$size.png"
      PUZZLEBOX_DATA="$data" xvfb-run -a -s "-screen 0 ${size}x24" "$bin" play --screen stats \
        --lang "$lang" --theme "$look" --size "$size" --screenshot "$file" >/dev/null 2>&1 \
        || { echo "  $file FAILED"; exit 1; }
      echo "  $file"
    done
  done
done
