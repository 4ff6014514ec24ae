#!/usr/bin/env bash
# The web version's start-up figures (docs/web.md, README): the time from opening the page to
# its first frame and to a level on screen, on a first visit and on a later, offline one, and
# the first 4×4 Fifteen hint, in headless Chromium (Debian's, drawing in software) from a
# local server. Builds dist/ if it is missing; installs chromium and playwright-core if missing.
# Usage: scripts/web-startup.sh [DIST_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
dist="${1:-dist}"
if [ ! -f "$dist/index.html" ]; then
  bash scripts/build-web.sh
fi
if [ ! -x /usr/bin/chromium ]; then
  apt-get update -qq && apt-get install -y -qq chromium >/dev/null
fi
if [ ! -d web/test/node_modules/playwright-core ]; then
  (cd web/test && npm install --no-audit --no-fund --silent)
fi
echo "$(nproc) cores; $(date -u +%F)"
node web/test/startup.mjs "$dist" "${PORT:-8089}"
