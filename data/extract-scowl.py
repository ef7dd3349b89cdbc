#!/usr/bin/env python3
"""Regenerate data/scowl-words.txt from Debian's `scowl` package (SCOWL 2020.12.07).

Takes the english and american word lists at every level, keeps words that are
lowercase a-z only, tags each word with the smallest level it appears in, and
writes `word<TAB>level` lines in byte order. Run once by a maintainer; the
output is committed so a fresh checkout needs no apt.
"""
import os, re, sys

SRC = "/usr/share/dict/scowl"
LEVELS = [10, 20, 35, 40, 50, 55, 60, 70, 80, 95]
ok = re.compile(r"^[a-z]+$")
best = {}
for level in LEVELS:
    for variant in ("english", "american"):
        path = os.path.join(SRC, f"{variant}-words.{level}")
        with open(path, "rb") as f:
            for raw in f:
                try:
                    w = raw.decode("utf-8").strip()
                except UnicodeDecodeError:
                    w = raw.decode("latin-1").strip()
                if ok.match(w) and w not in best:
                    best[w] = level
out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "scowl-words.txt")
with open(out, "w") as f:
    for w in sorted(best):
        f.write(f"{w}\t{best[w]}\n")
print(len(best), "words;", sum(1 for l in best.values() if l <= 70), "at level <= 70;",
      sum(1 for l in best.values() if l <= 80), "at <= 80")
