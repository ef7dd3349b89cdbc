#!/usr/bin/env python3
"""Regenerate data/names/names.txt: proper names and capitalised words, with their frequencies.

Commands (from the repository root; needs Debian's `scowl` package, Python 3 and `msgpack`):

    apt-get install scowl
    pip download wordfreq==3.1.1 --no-deps -d /tmp/wordfreq-wheel
    pip install msgpack
    python3 data/names/extract-names.py /tmp/wordfreq-wheel/wordfreq-3.1.1-py3-none-any.whl

Names: SCOWL's (2020.12.07, Debian package scowl) lists of proper names and of upper-case
words, `english-proper-names.N`, `english-upper.N`, `american-proper-names.N` and
`american-upper.N` for the levels N <= 80. The lists at 80 draw on UKACD, whose notice
data/SCOWL-COPYRIGHT carries (a plaintext holding such a name carries it, as the dictionary's
level-80 words do); of them only names of three letters or more that are no word of the
dictionary at any level in any spelling are taken (the lists hold British spellings, Centre,
Honour, and fragments, El). Level 80 adds names of the old texts (Paulina) and of today (Merkel)
that the lower levels lack; level 95's lists are mostly fragments and abbreviations (Im, Ve, Hr,
Tech) and are left out. Each entry that is letters
a-z only (no possessives, initials with dots or accented letters) and not all capitals (AOL,
NATO: acronyms) is folded to lower case and
tagged with the smallest level it appears in. Entries that are words of the default dictionary
in American spelling (data/scowl-spellings.txt at a level <= 70 for `us`: `god`, `english`,
`york`) are left out: the dictionary has them already (the solver also skips a name that the
dictionary in use holds, such as `caesar` in British spelling).

Frequencies: each name's Zipf value in wordfreq 3.1.1's English "large" list (read from the
wheel as data/wordfreq/extract-wordfreq.py reads it), times 100. Names below MIN_ZIPF100 (rarer
than about one in 100 million words) or absent from the list are left out.

Output: `name<TAB>level<TAB>zipf100`, in byte order. data/names/SOURCE.txt records the inputs'
checksums and the counts. The level column comes from SCOWL (notice: data/SCOWL-COPYRIGHT);
the zipf100 column is derived from wordfreq's data and is CC BY-SA 4.0 with wordfreq's credits
(data/wordfreq/LICENSE), as the dictionary's frequency column is.
"""
import os, re, sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "wordfreq"))
from wordfreq_wheel import (  # noqa: E402
    SPELLINGS, WHEEL_NAME, default_words, scowl_entries, source_inputs, zipf_table)

HERE = os.path.dirname(os.path.abspath(__file__))
LEVELS = [10, 20, 35, 40, 50, 55, 60, 70, 80]
# Level 80 (UKACD's): names of three letters or more that are no word of the dictionary at any
# level in any spelling (its lists there hold British spellings, Centre, Honour, and fragments).
UKACD_LEVEL = 80
LISTS = ["english-proper-names", "english-upper", "american-proper-names", "american-upper"]
MIN_ZIPF100 = 200


def main():
    wheel = sys.argv[1] if len(sys.argv) > 1 else WHEEL_NAME
    wheel_bytes = open(wheel, "rb").read()
    zipf, member, _ = zipf_table(wheel_bytes)
    default = default_words()
    every = set()
    with open(SPELLINGS, encoding="ascii") as f:
        for line in f:
            if not line.startswith("#"):
                every.add(line.split("\t", 1)[0])
    ok = re.compile(r"^[A-Za-z]+$")
    level = {}
    read = []
    for lvl, entry in scowl_entries(LISTS, LEVELS, read):
        # Letters only, and not all capitals (AOL, NATO: acronyms, not names).
        if not ok.match(entry) or entry.isupper():
            continue
        w = entry.lower()
        if lvl >= UKACD_LEVEL and (w in every or len(w) < 3):
            continue
        if w not in default and w not in level:
            level[w] = lvl
    rows = sorted((w, l, zipf[w]) for w, l in level.items() if zipf.get(w, 0) >= MIN_ZIPF100)
    with open(os.path.join(HERE, "names.txt"), "w", encoding="ascii", newline="\n") as f:
        for w, l, z in rows:
            f.write(f"{w}\t{l}\t{z}\n")
    report = [f"names (a-z, not default-tier words): {len(level)}",
              f"with a wordfreq value >= {MIN_ZIPF100 / 100:.2f}: {len(rows)} (names.txt)",
              "level  names  kept"]
    for lvl in LEVELS:
        n = sum(1 for l in level.values() if l == lvl)
        k = sum(1 for _, l, _ in rows if l == lvl)
        if n:
            report.append(f"{lvl:5d} {n:6d} {k:5d}")
    print("\n".join(report))
    with open(os.path.join(HERE, "SOURCE.txt"), "w", encoding="utf-8", newline="\n") as f:
        f.write("Written by data/names/extract-names.py; do not edit by hand.\n\n")
        f.write(source_inputs("names", read, wheel_bytes, member))
        f.write("output: names.txt, name<TAB>level<TAB>zipf100\n\n")
        f.write("\n".join(report) + "\n")


if __name__ == "__main__":
    main()
