#!/usr/bin/env bash
# Lighthouse's performance figures for the web version (docs/figures.md): its score, and the
# times behind it, on a phone (Lighthouse's default: a mid-range phone, its processor slowed
# 4×, a slow 4G network) and on a desktop, each a first visit with nothing kept, from a local
# server that sends the gzip copies as a web host would. Also where the main thread's time
# went. Builds dist/ if it is missing; installs chromium (Debian) and Lighthouse (npm, into
# the build's web-tools folder) if they are missing.
# Usage: scripts/web-lighthouse.sh [DIST_DIR]   (RUNS=N runs of each, 3 unless told;
#        OUT=DIR keeps each run's report there)
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/puzzlebox-target}"
dist="${1:-dist}"
runs="${RUNS:-3}"
out="${OUT:-$(mktemp -d)}"
mkdir -p "$out"
tools="$CARGO_TARGET_DIR/web-tools"
if [ ! -f "$dist/index.html" ]; then
  bash scripts/build-web.sh
fi
if [ ! -x /usr/bin/chromium ]; then
  apt-get update -qq && apt-get install -y -qq chromium >/dev/null
fi
if [ ! -x "$tools/node_modules/.bin/lighthouse" ]; then
  echo "installing lighthouse 12.8.2 from npm…"
  npm install --prefix "$tools" --no-audit --no-fund --silent lighthouse@12.8.2
fi
port="${PORT:-8093}"
node --input-type=module -e "
  const { serve } = await import('$PWD/web/test/serve.mjs');
  await serve('$dist', $port, undefined, { gzipped: true });" &
server=$!
trap 'kill $server' EXIT
sleep 1
# Chromium draws in software here (no GPU), as on the machine the figures were taken on.
flags="--headless=new --no-sandbox --use-angle=swiftshader --enable-unsafe-swiftshader --ignore-gpu-blocklist"
echo "$(nproc) cores; $(date -u +%F); lighthouse $("$tools/node_modules/.bin/lighthouse" --version)"
printf '%-8s %5s %7s %7s %7s %7s %7s\n' "as" "score" "FCP" "LCP" "TBT" "SI" "TTI"
for as in phone desktop; do
  preset=()
  [ "$as" = desktop ] && preset=(--preset=desktop)
  for run in $(seq "$runs"); do
    report="$out/$as-$run.json"
    CHROME_PATH=/usr/bin/chromium "$tools/node_modules/.bin/lighthouse" \
      "http://127.0.0.1:$port/" --only-categories=performance "${preset[@]}" \
      --chrome-flags="$flags" --output=json --output-path="$report" --quiet
    node -e '
      const r = JSON.parse(require("fs").readFileSync(process.argv[1]));
      const s = (id) => (r.audits[id].numericValue / 1000).toFixed(1) + " s";
      console.log([process.argv[2].padEnd(8), String(Math.round(r.categories.performance.score * 100)).padStart(5),
        ...["first-contentful-paint", "largest-contentful-paint", "total-blocking-time",
          "speed-index", "interactive"].map((id) => s(id).padStart(7))].join(" "));
    ' "$report" "$as"
  done
done
# Where the main thread's time went, on the last phone run.
echo "main thread on the phone (last run):"
node -e '
  const r = JSON.parse(require("fs").readFileSync(process.argv[1]));
  for (const i of r.audits["mainthread-work-breakdown"].details.items)
    console.log(`  ${i.groupLabel.padEnd(32)} ${(i.duration / 1000).toFixed(2)} s`);
  const tasks = r.audits["long-tasks"]?.details?.items ?? [];
  console.log(`  long tasks: ${tasks.length}, the longest ${(Math.max(0, ...tasks.map((t) => t.duration)) / 1000).toFixed(2)} s`);
' "$out/phone-$runs.json"
echo "reports in $out"
