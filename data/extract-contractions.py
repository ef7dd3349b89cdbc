#!/usr/bin/env python3
"""Regenerate data/scowl-contractions.txt from Debian's `scowl` package (SCOWL 2020.12.07).

SCOWL's words spelled with an apostrophe (its `english-contractions` lists, which every
spelling shares): those in lowercase a-z with one apostrophe between letters (ma'am, o'clock,
y'all, ne'er; not 'tis, whose apostrophe starts it, nor ha'p'orth), up to level 80, each
tagged with the smallest level it appears in, as `word<TAB>level` lines in byte order. The
licence is SCOWL's (data/SCOWL-COPYRIGHT). Run once by a maintainer; the output is committed
so a fresh checkout needs no apt.
"""
import os, re, sys

SRC = "/usr/share/dict/scowl"
LEVELS = [10, 20, 35, 40, 50, 55, 60, 70, 80]
ok = re.compile(r"^[a-z]+'[a-z]+$")
best = {}
for level in LEVELS:
    path = os.path.join(SRC, f"english-contractions.{level}")
    if not os.path.exists(path):
        continue
    with open(path, "rb") as f:
        for raw in f:
            try:
                w = raw.decode("utf-8").strip()
            except UnicodeDecodeError:
                w = raw.decode("latin-1").strip()
            if ok.match(w) and w not in best:
                best[w] = level
out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "scowl-contractions.txt")
with open(out, "w") as f:
    for w in sorted(best):
        f.write(f"{w}\t{best[w]}\n")
print(len(best), "words;", sum(1 for l in best.values() if l <= 70), "at level <= 70")
