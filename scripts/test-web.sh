#!/usr/bin/env bash
# Serves dist/ on 127.0.0.1 and plays it in headless Chromium (Debian's, with SwiftShader):
# the game must load, open a Fifteen level, win it with the solver, open and solve each
# puzzle's hardest level (timing the longest frame), open a level named in the address and
# find it where it was left after moves and a reload, open a level code, keep a level made in
# the editor across a reload and download it as a file, play today's Fifteen from the Daily
# screen (its five codes the command line's) and share the result, and log no error; then,
# as an installed web app: pass Chromium's installability check, open and win a level with the
# server stopped, and take a new version through its notice.
# Installs what it needs: chromium (Debian) and playwright-core (npm). Builds dist/ if missing.
# Usage: scripts/test-web.sh [OUT_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-shots}"
if [ ! -f dist/index.html ]; then
  bash scripts/build-web.sh
fi
if [ ! -x /usr/bin/chromium ]; then
  apt-get update -qq && apt-get install -y -qq chromium >/dev/null
fi
if [ ! -d web/test/node_modules/playwright-core ]; then
  (cd web/test && npm install --no-audit --no-fund --silent)
fi
port="${PORT:-8087}"
python3 -m http.server --bind 127.0.0.1 "$port" -d dist >/dev/null 2>&1 &
server=$!
trap 'kill $server' EXIT
sleep 1
# Today's five as the command line makes them, for the page's to be compared with.
DAILY_CODES="$(cargo run --quiet -- daily --json | python3 -c \
  'import json, sys; print(" ".join(l["code"] for l in json.load(sys.stdin)["levels"]))')"
export DAILY_CODES
# A level's code with three moves made, as the command line writes it (the code holds the
# level's text, so it changes when the level file does).
LEVEL_CODE="$(cargo run --quiet -- code fifteen/02-three-by-three \
  --moves '[{"tile":7},{"tile":5},{"tile":1}]')"
export LEVEL_CODE
node web/test/browser-test.mjs "http://127.0.0.1:$port/" "$out"
