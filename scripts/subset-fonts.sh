#!/usr/bin/env bash
# Cuts the fonts in assets/fonts/source/ down to the characters the game writes, into
# assets/fonts/, which is what the program embeds (the whole fonts would add 1.4 MB to the
# web build). Needs pyftsubset (pip install fonttools). Run it again after adding a font or a
# character outside these ranges.
set -euo pipefail
cd "$(dirname "$0")/../assets/fonts"
latin="U+0020-007E,U+00A0-017F,U+0192,U+02C6-02DC,U+2000-206F,U+20AC,U+2122"
symbols="U+2190-21FF,U+2200-22FF,U+2300-23FF,U+25A0-25FF,U+2600-2605,U+2713-2714"
cut() { # source unicodes output
  pyftsubset "source/$1" --unicodes="$2" --layout-features=kern --no-hinting \
    --output-file="$3"
  echo "$3: $(wc -c <"$3") bytes (from $(wc -c <"source/$1"))"
}
cut Inter-Regular.otf "$latin,$symbols" Inter-Regular.otf
cut Inter-SemiBold.otf "$latin,$symbols" Inter-SemiBold.otf
cut Quicksand-Bold.ttf "$latin" Quicksand-Bold.ttf
# Typed programs and chains, and the brackets of a condition.
cut Hack-Regular.ttf "U+0020-007E,U+00A0-00FF,U+2013-2014,U+2026,U+2190-2193,U+2308-230B" Hack-Regular.ttf
# The few signs the text fonts lack: turn arrows, the tick, to-the-start, play, pause, the
# settings gear and the loudspeaker.
cut emoji-icon-font.ttf "U+23EE,U+23F5,U+23F8,U+27F2-27F3,U+2714,U+2699,U+1F508,U+1F50A" Symbols.ttf
