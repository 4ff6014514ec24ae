#!/usr/bin/env bash
# The long fuzz run: mutated built-in levels of every kind through every parser and solver,
# random program texts, random generator knobs, moves from outside with hostile fields, forged
# table files, and saves made hostile field by field.
# Usage: scripts/fuzz.sh [CASES] (default 100000).
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/puzzlebox-target}"
cases="${1:-100000}"
# The levels, with their figures printed.
PUZZLEBOX_FUZZ_CASES="$cases" cargo test --release --locked -p puzzles --test fuzz long_run \
  -- --ignored --nocapture 2>&1 | grep -E '^fuzz:|test result|panicked|minimal failing'
# Programs and generator knobs: a tenth as many cases each.
PUZZLEBOX_FUZZ_CASES="$((cases / 10))" cargo test --release --locked -p puzzles --test fuzz \
  -- programs generators 2>&1 | grep -E 'test |test result|panicked|minimal failing'
# Moves from outside (codes, saves' histories): legal moves with one field made hostile; and
# forged Fifteen table files.
PUZZLEBOX_FUZZ_CASES="$cases" cargo test --release --locked -p puzzles --test doors \
  2>&1 | grep -E 'test |test result|panicked|minimal failing'
# Saves made hostile field by field: loaded (and a hundredth as many opened in a game); and the
# doors added since: settings field by field, chosen keys, daily records, pasted text.
PUZZLEBOX_FUZZ_CASES="$cases" cargo test --locked --test game save_doors \
  2>&1 | grep -E 'test |test result|panicked|minimal failing'
