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

# Chinese and Japanese: Noto Sans CJK (Debian's fonts-noto-cjk), one face per language so that
# each writes its own forms of the shared characters. The regular face has every character the
# language's messages use, the punctuation, and the common characters a player may type or a
# level's title may hold (GB 2312's first level, 3755 hanzi; JIS X 0208's first level, 2965
# kanji, and the kana); the bold face only the messages' own. Built into the desktop program;
# a browser fetches them when the language is chosen. Run again after a change to
# locales/zh-Hans or locales/ja (a test fails when a message has a character they lack).
noto=/usr/share/fonts/opentype/noto
if [ ! -e "$noto/NotoSansCJK-Regular.ttc" ]; then
  echo "no $noto/NotoSansCJK-Regular.ttc: apt-get install fonts-noto-cjk" >&2
  exit 1
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p cjk
cp /usr/share/doc/fonts-noto-cjk/copyright cjk/NotoSansCJK-LICENSE.txt
python3 - "$work" <<'PY'
import sys, glob, pathlib
work = pathlib.Path(sys.argv[1])
def table(encoding, rows):
    out = []
    for hi in rows:
        for lo in range(0xA1, 0xFF):
            try:
                out.append(bytes([hi, lo]).decode(encoding))
            except UnicodeDecodeError:
                pass
    return "".join(out)
common = {"zh-Hans": table("gb2312", range(0xB0, 0xD8)), "ja": table("euc_jp", range(0xB0, 0xD0))}
for lang, extra in common.items():
    text = "".join(pathlib.Path(f).read_text() for f in sorted(glob.glob(f"../../locales/{lang}/*.ftl")))
    # Latin letters are Inter's: only what lies past them is cut from Noto.
    # The settings name each language in itself, whatever the language in force.
    text += "简体中文日本語"
    own = "".join(sorted({c for c in text if ord(c) > 0x2E7F}))
    (work / f"{lang}-own.txt").write_text(own)
    (work / f"{lang}-all.txt").write_text(own + extra)
PY
cjk() { # face-number language weight text-file output
  pyftsubset "$noto/NotoSansCJK-$3.ttc" --font-number="$1" --text-file="$work/$2-$4.txt" \
    --unicodes="U+3000-30FF,U+FF01-FF5E" --layout-features='' --no-hinting \
    --output-file="cjk/$5"
  echo "cjk/$5: $(wc -c <"cjk/$5") bytes"
}
cjk 2 zh-Hans Regular all zh-Hans-Regular.otf
cjk 2 zh-Hans Bold own zh-Hans-Bold.otf
cjk 0 ja Regular all ja-Regular.otf
cjk 0 ja Bold own ja-Bold.otf
# The settings name Chinese and Japanese in themselves in every language: those seven
# characters are in a face of their own that the program always carries.
pyftsubset "$noto/NotoSansCJK-Regular.ttc" --font-number=2 --text="简体中文日本語" \
  --layout-features='' --no-hinting --output-file=cjk/LanguageNames.otf
echo "cjk/LanguageNames.otf: $(wc -c <cjk/LanguageNames.otf) bytes"
