#!/bin/sh
# Writes the text layer's test files (tests/it/text.rs, docs/bad-input.md, tests/e2e/text.test.mjs)
# into DIR (default: this directory). Several are not plain UTF-8 on purpose, so they are made
# here byte by byte with printf rather than edited by hand; tests/it/text.rs checks that the
# committed files are what this script writes. The files over a size limit are too big to commit;
# the tests write those themselves (tests/it/text.rs, `large_files`).
set -eu
dir=${1:-$(dirname "$0")}
cd "$dir"

stickers='club star grapes seven seven
cherry crown spade heart star
club horseshoe grapes bar star
bell cherry club seven grapes
horseshoe dollar club diamond bar
cherry diamond cherry club star
bar horseshoe spade grapes club
crown diamond cherry club heart
spade crown club grapes bell
seven club star diamond bar'

# UTF-16 little-endian: each ASCII byte then a NUL (the input must be ASCII).
utf16le() { od -An -v -tx1 | tr -s ' \n' '\n\n' | sed '/^$/d' | while read -r b; do printf "\\$(printf '%03o' "0x$b")\\000"; done; }

# The published stickers with a UTF-8 byte-order mark (as Notepad saves "UTF-8 with BOM").
{ printf '\357\273\277'; printf '%s\n' "$stickers"; } > stickers-bom.txt
# The same rows as Notepad's "Unicode": UTF-16 little-endian with its mark and CRLF line ends.
{ printf '\377\376'; printf '%s\n' "$stickers" | sed 's/$/\r/' | utf16le; } > stickers-utf16.txt
# A word list with a byte-order mark: the first word must not be lost.
printf '\357\273\277cat\ndog\n' > words-bom.txt
# A plain list whose first line starts with `*`: not SGB; contractions are skipped, never cut.
printf "* my list\ndidn't\nmightn't\nain't\ncat\nzebra\n" > words-star.txt
# Windows-1252 ("ANSI") with CRLF line ends: café, naïve, a typographic apostrophe (0x92).
printf 'caf\351\r\nna\357ve\r\nit\222s\r\nzebra\r\n' > words-cp1252.txt
# UTF-16 little-endian without a byte-order mark.
printf 'cat\ndog\n' | utf16le > words-utf16-nobom.txt
# UTF-16 with a byte-order mark and a lone surrogate (0xD800): refused, naming UTF-16.
printf '\377\376c\000a\000\000\330t\000' > words-utf16-broken.txt
# Typographic marks as pasted from a word processor: a curly apostrophe, no-break space, accents.
printf 'it\342\200\231s\n\302\240zebra\302\240\nna\303\257ve\ncaf\303\251\n%s\n' \
  "$(printf 'a%.0s' $(seq 70))" > words-typographic.txt
# The start of an ELF executable: NUL bytes, refused as binary by every loader.
printf '\177ELF\002\001\001\000\000\000\000\000\000\000\000\000\003\000>\000cat\n' > binary.bin
# A tile set (the tiny one of tests/data/rack-set-tiny.json) with a byte-order mark and CRLF.
{ printf '\357\273\277'; printf '%s\r\n' '{' '  "name": "tiny",' '  "tiles": {' \
    '    "a": {"count": 2, "value": 1},' '    "C": {"count": 1, "value": 5},' \
    '    "t": {"count": 2, "value": 2},' '    "s": {"count": 1, "value": 1},' \
    '    "o": {"count": 1, "value": 1}' '  },' '  "blanks": 1,' '  "rack_size": 4,' \
    '  "bonus": 20' '}'; } > set-bom.json
