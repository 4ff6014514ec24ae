#!/usr/bin/env bash
# Builds the game as it is shipped (the `dist` profile: link-time optimised as one unit and
# stripped) and packs it for this system into packages/:
# - Linux: puzzlebox-VERSION-linux-ARCH.tar.gz, a folder with the binary, a desktop entry, the
#   icons, AppStream metainfo, the licences (the game's and its fonts') and a short README, laid
#   out to be copied into ~/.local or /usr/local. The entry and the metainfo are validated
#   (desktop-file-validate, appstreamcli; Debian's desktop-file-utils and appstream, installed
#   when missing), and the unpacked binary is run: `--version`, then, where xvfb-run is, its
#   window under Xvfb to the first frame (the time it took is printed).
# - macOS: puzzlebox-VERSION-macos-ARCH.tar.gz; Windows: puzzlebox-VERSION-windows-ARCH.zip
#   (the binary, README and licences).
# Usage: scripts/package.sh
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/puzzlebox-target}"
app_id=$(sed -n 's/^pub const APP_ID: &str = "\(.*\)";$/\1/p' src/shell.rs)
id=$(cargo pkgid -p puzzlebox)
version=${id##*[@#]}
arch=$(uname -m)
case "$(uname -s)" in
  Linux) system=linux exe=puzzlebox ;;
  Darwin) system=macos exe=puzzlebox ;;
  MINGW* | MSYS* | CYGWIN*) system=windows exe=puzzlebox.exe ;;
  *) echo "no package for $(uname -s)" >&2; exit 2 ;;
esac
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

cargo build --locked --profile dist --bin puzzlebox
binary="$CARGO_TARGET_DIR/dist/$exe"
name="puzzlebox-$version-$system-$arch"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
folder="$work/$name"
mkdir -p "$folder/licences" packages

# What every system's package has: the binary, the licences and a README.
if [ "$system" = linux ]; then
  mkdir -p "$folder/bin"
  cp "$binary" "$folder/bin/$exe"
else
  cp "$binary" "$folder/$exe"
fi
cp LICENSE-MIT LICENSE-APACHE "$folder/licences/"
for licence in assets/fonts/*LICENSE.txt assets/fonts/cjk/*LICENSE.txt; do
  cp "$licence" "$folder/licences/fonts-$(basename "$licence")"
done
cp packaging/README.txt "$folder/README.txt"

if [ "$system" = linux ]; then
  share="$folder/share"
  mkdir -p "$share/applications" "$share/metainfo"
  cp "packaging/linux/$app_id.desktop" "$share/applications/"
  cp "packaging/linux/$app_id.metainfo.xml" "$share/metainfo/"
  for icon in assets/icon/hicolor/*/apps/puzzlebox.*; do
    size=$(basename "$(dirname "$(dirname "$icon")")")
    mkdir -p "$share/icons/hicolor/$size/apps"
    cp "$icon" "$share/icons/hicolor/$size/apps/$app_id.${icon##*.}"
  done
  if ! command -v desktop-file-validate >/dev/null || ! command -v appstreamcli >/dev/null; then
    echo "installing desktop-file-utils and appstream to check the package (needs root)…"
    as_root apt-get update -qq
    as_root apt-get install -y -qq --no-install-recommends desktop-file-utils appstream >/dev/null
  fi
  desktop-file-validate "$share/applications/$app_id.desktop"
  appstreamcli validate --no-net --explain "$share/metainfo/$app_id.metainfo.xml"
  archive="packages/$name.tar.gz"
  tar -C "$work" -czf "$archive" "$name"
elif [ "$system" = macos ]; then
  archive="packages/$name.tar.gz"
  tar -C "$work" -czf "$archive" "$name"
else
  archive="packages/$name.zip"
  (cd "$work" && powershell -NoProfile -Command "Compress-Archive -Path '$name' -DestinationPath '$name.zip'")
  mv "$work/$name.zip" "$archive"
fi

# The package as a player gets it: unpacked somewhere new, its binary run from there.
check="$work/unpacked"
mkdir -p "$check"
if [ "$system" = windows ]; then
  cp "$archive" "$check/"
  (cd "$check" && powershell -NoProfile -Command "Expand-Archive -Path '$name.zip' -DestinationPath .")
  unpacked="$check/$name/$exe"
else
  tar -C "$check" -xzf "$archive"
  unpacked="$check/$name/$([ "$system" = linux ] && echo bin/)$exe"
fi
"$unpacked" --version
"$unpacked" solve shot/01-the-example >/dev/null
if [ "$system" = linux ] && command -v xvfb-run >/dev/null; then
  # Its window, under Xvfb, from the start to the first frame drawn (which the game logs).
  log="$work/first-frame.log"
  seconds_of() { awk -F: '{ printf "%.3f", $1 * 3600 + $2 * 60 + $3 }' <<<"$1"; }
  started=$(date -u +%T.%N)
  if ! NO_COLOR=1 PUZZLEBOX_CACHE="$work/cache" xvfb-run -a -s "-screen 0 1280x800x24" \
      "$unpacked" play --screen title --screenshot "$work/title.png" >"$log" 2>&1; then
    cat "$log" >&2
    echo "the unpacked binary did not run under Xvfb" >&2
    exit 1
  fi
  drawn=$(grep -m1 'the first frame is drawn' "$log" | grep -o 'T[0-9:.]*Z' | head -1 | tr -d TZ)
  if [ -z "$drawn" ] || [ ! -s "$work/title.png" ]; then
    cat "$log" >&2
    echo "the unpacked binary drew no frame under Xvfb" >&2
    exit 1
  fi
  echo "the unpacked binary ran under Xvfb: its first frame $(awk -v a="$(seconds_of "$started")" \
    -v b="$(seconds_of "$drawn")" 'BEGIN { printf "%.2f", b - a }') s after it was started"
fi
printf '%s: %s (the binary: %s)\n' "$archive" "$(du -h "$archive" | cut -f1)" \
  "$(wc -c <"$binary" | awk '{ printf "%.1f MB", $1 / 1e6 }')"
