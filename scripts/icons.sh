#!/usr/bin/env bash
# Draws the icons from the two pictures in assets/icon/ (puzzlebox.svg; puzzlebox-maskable.svg
# for a home screen that cuts its own shape): the web app's in web/icons/ and the desktop's in
# assets/icon/hicolor/ (the freedesktop icon theme's folders). Run it after changing a picture
# and commit what it writes. Needs rsvg-convert (Debian's librsvg2-bin, installed if missing).
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v rsvg-convert >/dev/null; then
  apt-get update -qq && apt-get install -y -qq --no-install-recommends librsvg2-bin >/dev/null
fi
draw() { # picture, size, file
  mkdir -p "$(dirname "$3")"
  rsvg-convert --width "$2" --height "$2" "assets/icon/$1" --output "$3"
}
web=web/icons
draw puzzlebox.svg 32 "$web/favicon-32.png"
draw puzzlebox.svg 192 "$web/icon-192.png"
draw puzzlebox.svg 512 "$web/icon-512.png"
draw puzzlebox-maskable.svg 192 "$web/maskable-192.png"
draw puzzlebox-maskable.svg 512 "$web/maskable-512.png"
# A phone's home screen rounds the corners itself.
draw puzzlebox-maskable.svg 180 "$web/apple-touch-icon.png"
cp assets/icon/puzzlebox.svg "$web/favicon.svg"
for size in 16 32 48 64 128 256 512; do
  draw puzzlebox.svg "$size" "assets/icon/hicolor/${size}x${size}/apps/puzzlebox.png"
done
mkdir -p assets/icon/hicolor/scalable/apps
cp assets/icon/puzzlebox.svg assets/icon/hicolor/scalable/apps/puzzlebox.svg
ls -l "$web" assets/icon/hicolor/*/apps/
