#!/usr/bin/env bash
# How long the test suite takes to build and run: from nothing (an empty target folder), then
# after a change to the game (src/lib.rs touched), building alone and then building and running.
# Usage: scripts/test-build-times.sh [COMMIT]   (default HEAD; run it on an idle machine)
set -euo pipefail
cd "$(dirname "$0")/.."
commit="${1:-HEAD}"
work="$(mktemp -d)"
trap 'git worktree remove --force "$work/tree" >/dev/null 2>&1 || true; rm -rf "$work"' EXIT
git worktree add -q "$work/tree" "$commit"
# The tests read ../shared beside the checkout when it is there.
[ -d ../shared ] && ln -s "$(cd ../shared && pwd)" "$work/shared"
cd "$work/tree"
export CARGO_TARGET_DIR="$work/target" CARGO_TERM_COLOR=never
seconds() { local start=$SECONDS; "$@" >/dev/null 2>&1; echo $((SECONDS - start)); }
nothing=$(seconds cargo test --workspace --locked --no-run)
touch src/lib.rs
warm=$(seconds cargo test --workspace --locked --no-run)
touch src/lib.rs
start=$SECONDS
results=$(cargo test --workspace --locked --no-fail-fast 2>&1 | grep -c "test result" || true)
run=$((SECONDS - start))
echo "cargo test --workspace --no-run from nothing: ${nothing} s"
echo "the same after a change to the game: ${warm} s"
echo "cargo test --workspace after a change to the game: ${run} s (${results} test binaries run)"
