#!/usr/bin/env bash
# Builds the web version into dist/: the page (index.html), its script, WebAssembly module and
# worker, each named by its contents (puzzlebox-HASH.js, puzzlebox_bg-HASH.wasm,
# worker-HASH.js), the web app's manifest and icons, the service worker that keeps them all for
# playing offline (sw.js), and the Chinese and Japanese fonts.
# EXAMPLE=NAME builds that example of examples/ instead, and OUT=DIR puts it in DIR. NAMES=1
# leaves the module unshrunk, with its functions' names (for web/test/profile-start.mjs).
# Needs: the wasm32 target (added with rustup if missing), wasm-bindgen-cli of the version in
# Cargo.lock (installed with cargo if missing), and, to shrink the result, wasm-opt 116 or newer
# (else binaryen is fetched from npm when npm is there).
# Serve it with:  python3 -m http.server --bind 127.0.0.1 8080 -d dist
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/puzzlebox-target}"
profile="${PROFILE:-web}"
out="${OUT:-dist}"

# The page's own words ("puzzlebox is loading…"), shown before the game has started: every
# language's locales/LANG/web.ftl (one `id = text` a line) as one JSON object by language.
page_words() {
  local file lang line id text sep_lang="" sep
  printf '{'
  for file in locales/*/web.ftl; do
    lang=${file#locales/}
    lang=${lang%/web.ftl}
    printf '%s"%s":{' "$sep_lang" "$lang"
    sep_lang=, sep=""
    while IFS= read -r line || [ -n "$line" ]; do
      [[ $line =~ ^([a-z][a-z0-9-]*)\ =\ (.*)$ ]] || continue
      id=${BASH_REMATCH[1]} text=${BASH_REMATCH[2]}
      # As a JSON string inside a <script>: \ and " escaped, and no `</` to end the script.
      text=${text//\\/\\\\}
      text=${text//\"/\\\"}
      text=${text//<\//<\\/}
      printf '%s"%s":"%s"' "$sep" "$id" "$text"
      sep=,
    done <"$file"
    printf '}'
  done
  printf '}'
}

# Copies the page ($1) to $2 with every language's words in place of its English ones (the
# line `const words = …;`).
put_words_in_page() {
  local words line put=""
  words=$(page_words)
  while IFS= read -r line || [ -n "$line" ]; do
    if [[ $line =~ ^([[:space:]]*)const\ words\ =\ .*\;$ ]]; then
      printf '%sconst words = %s;\n' "${BASH_REMATCH[1]}" "$words"
      put=yes
    else
      printf '%s\n' "$line"
    fi
  done <"$1" >"$2"
  if [ -z "$put" ]; then
    echo "$1 has no line \`const words = …;\` for the page's words" >&2
    return 1
  fi
}

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  rustup target add wasm32-unknown-unknown
fi
version=$(grep -A1 '^name = "wasm-bindgen"$' Cargo.lock | sed -n 's/^version = "\(.*\)"/\1/p')
if ! command -v wasm-bindgen >/dev/null || [ "$(wasm-bindgen --version | cut -d' ' -f2)" != "$version" ]; then
  echo "installing wasm-bindgen-cli $version…"
  # With its own lock file first; a registry that lacks a version it pins (a mirror behind
  # crates.io) gets the newest ones that fit instead.
  cargo install --locked wasm-bindgen-cli --version "$version" ||
    cargo install wasm-bindgen-cli --version "$version"
fi

# WebAssembly's SIMD instructions (in every browser since 2023): the interface's text
# rasteriser then uses them rather than a scalar stand-in several times its size. And the
# source paths that panic messages and Bevy's embedded files carry are cut to the crate's own.
registry=$(ls -d "${CARGO_HOME:-$HOME/.cargo}"/registry/src/*/ 2>/dev/null | head -1)
flags="-C target-feature=+simd128 --remap-path-prefix=$PWD/="
if [ -n "$registry" ]; then
  flags="$flags --remap-path-prefix=${registry%/}/="
fi
export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="$flags"
if [ -n "${EXAMPLE:-}" ]; then
  cargo build --locked --target wasm32-unknown-unknown --profile "$profile" --example "$EXAMPLE"
  wasm="$CARGO_TARGET_DIR/wasm32-unknown-unknown/$profile/examples/$EXAMPLE.wasm"
else
  cargo build --locked --target wasm32-unknown-unknown --profile "$profile"
  wasm="$CARGO_TARGET_DIR/wasm32-unknown-unknown/$profile/puzzlebox.wasm"
fi
rm -rf "$out"
mkdir -p "$out"
wasm-bindgen --no-typescript --target web --out-dir "$out" --out-name puzzlebox "$wasm"
put_words_in_page web/index.html "$out/index.html"
# Fifteen's 4×4 tables (33 MB; 4.8 MB gzipped), fetched by the game when a 4×4 board first
# needs them, rather than built in the browser: written by the core's example as the cache
# keeps them (once; its name changes with their format).
tables=$(cargo run --quiet --locked --release -p puzzles --example fifteen_tables -- 4 4 \
  "$CARGO_TARGET_DIR/web-tables")
mkdir -p "$out/tables"
gzip -9 -c "$tables" >"$out/tables/$(basename "$tables").gz"
# Chinese's and Japanese's fonts, fetched by the game only when one of them is chosen.
mkdir -p "$out/fonts/cjk"
cp assets/fonts/cjk/zh-Hans-*.otf assets/fonts/cjk/ja-*.otf "$out/fonts/cjk/"
# The first 12 hex digits of the SHA-256 of the files given, one after the other.
hash_of() { cat "$@" | sha256sum | cut -c1-12; }
# Every language's words but English's (which the module carries), each language's files in
# one, named by its contents (a page never gets another version's words) and fetched only for
# the language chosen; the page learns their names on its line `const wordFiles = …;`.
mkdir -p "$out/words"
word_files=""
for dir in locales/*/; do
  code=$(basename "$dir")
  [ "$code" = en ] && continue
  for f in "$dir"*.ftl; do cat "$f"; echo; done >"$out/words/$code.ftl"
  named="words/$code-$(hash_of "$out/words/$code.ftl").ftl"
  mv "$out/words/$code.ftl" "$out/$named"
  word_files="$word_files${word_files:+,}\"$code\":\"$named\""
done
if ! grep -q '^ *const wordFiles = {};$' "$out/index.html"; then
  echo "web/index.html has no line \`const wordFiles = {};\` for the words' names" >&2
  exit 1
fi
sed -i "s#^\( *\)const wordFiles = {};\$#\1const wordFiles = {$word_files};#" "$out/index.html"

# wasm-opt shrinks the module by a third. Releases before 116 (Debian bookworm has 108) break
# wasm-bindgen's tables, so an older one is passed over for the npm build of binaryen.
wasm_opt=""
if [ -n "${NAMES:-}" ]; then
  echo "note: NAMES is set; the .wasm is not shrunk and keeps its functions' names"
elif command -v wasm-opt >/dev/null && [ "$(wasm-opt --version | grep -o '[0-9]\+' | head -1)" -ge 116 ]; then
  wasm_opt=wasm-opt
elif command -v npm >/dev/null; then
  tools="$CARGO_TARGET_DIR/web-tools"
  if [ ! -x "$tools/node_modules/.bin/wasm-opt" ]; then
    echo "installing binaryen 132 from npm…"
    npm install --prefix "$tools" --no-audit --no-fund --silent binaryen@132.0.0
  fi
  wasm_opt="$tools/node_modules/.bin/wasm-opt"
fi
if [ -n "$wasm_opt" ]; then
  echo "shrinking with $("$wasm_opt" --version) (a few minutes)…"
  # The wasm features the Rust target uses (wasm-bindgen drops the section that lists them).
  "$wasm_opt" -Oz --enable-bulk-memory --enable-multivalue --enable-mutable-globals \
    --enable-nontrapping-float-to-int --enable-reference-types --enable-sign-ext --enable-simd \
    "$out/puzzlebox_bg.wasm" -o "$out/puzzlebox_bg.opt.wasm"
  mv "$out/puzzlebox_bg.opt.wasm" "$out/puzzlebox_bg.wasm"
elif [ -z "${NAMES:-}" ]; then
  echo "note: no wasm-opt (binaryen 116 or newer, or npm to fetch it); the .wasm is not shrunk"
fi

# Each file the page loads is named by its contents, and the names are put where the page and
# the worker load them: a browser (or a cache between) never gives one version's page another's
# script.
# Renames $1 to $2-HASH.$3 and puts the new name in place of the old in the files after.
name_by_contents() {
  local file=$1 stem=$2 ext=$3 named in
  named="$stem-$(hash_of "$out/$file").$ext"
  mv "$out/$file" "$out/$named"
  shift 3
  for in in "$@"; do
    if ! grep -q "'./$file'" "$in"; then
      echo "$in does not load './$file'" >&2
      return 1
    fi
    sed -i "s#'./$file'#'./$named'#g" "$in"
  done
  echo "$named"
}
cp web/worker.js "$out/worker.js"
wasm_file=$(name_by_contents puzzlebox_bg.wasm puzzlebox_bg wasm "$out/index.html")
js_file=$(name_by_contents puzzlebox.js puzzlebox js "$out/index.html" "$out/worker.js")
worker_file=$(name_by_contents worker.js worker js "$out/index.html")

# The web app: its manifest and icons, and the service worker that keeps every file for playing
# offline, told this build's version and files (its first lines).
cp web/manifest.webmanifest "$out/"
cp -r web/icons "$out/icons"
icons=$(cd "$out" && ls icons/*)
files=(./ "$js_file" "$wasm_file" "$worker_file" manifest.webmanifest $icons)
version=$(cd "$out" && hash_of index.html "${files[@]:1}")
fonts_version=$(hash_of "$out"/fonts/cjk/*.otf)
words_version=$(hash_of "$out"/words/*.ftl)
list=$(printf "'%s', " "${files[@]}")
tables_list=$(cd "$out" && printf "'%s', " tables/*.gz)
sed -e "s#^const VERSION = .*;\$#const VERSION = '$version';#" \
  -e "s#^const FILES = .*;\$#const FILES = [${list%, }];#" \
  -e "s#^const FONTS_VERSION = .*;\$#const FONTS_VERSION = '$fonts_version';#" \
  -e "s#^const WORDS_VERSION = .*;\$#const WORDS_VERSION = '$words_version';#" \
  -e "s#^const TABLES = .*;\$#const TABLES = [${tables_list%, }];#" web/sw.js >"$out/sw.js"
if grep -q "'unbuilt'\|^const TABLES = \[\];" "$out/sw.js"; then
  echo "web/sw.js lacks a line the build writes (VERSION, FILES, FONTS_VERSION, WORDS_VERSION, TABLES)" >&2
  exit 1
fi
echo "version $version: ${files[*]}"

# Compressed copies beside the originals, for a server that sends them to browsers that ask
# (`Accept-Encoding`); brotli's only when the `brotli` program is there.
for f in "$out/$wasm_file" "$out/$js_file" "$out"/index.html "$out/$worker_file" "$out"/sw.js "$out"/fonts/cjk/*.otf "$out"/words/*.ftl; do
  gzip -9 -k -f "$f"
  if command -v brotli >/dev/null; then
    brotli -q 11 -k -f "$f"
  fi
done
ls -l "$out"
gzip -9 -c "$out/$wasm_file" | wc -c | awk -v f="$wasm_file" '{printf "%s gzipped: %.1f MB\n", f, $1/1e6}'
