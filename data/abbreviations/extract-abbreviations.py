#!/usr/bin/env python3
"""Regenerate data/abbreviations/abbreviations.txt: SCOWL's abbreviations written with a full stop
(Mr., Dr., etc., adj., Feb.), each with its level and its frequency.

Commands (from the repository root; needs Debian's `scowl` package, Python 3 and `msgpack`):

    apt-get install scowl
    pip download wordfreq==3.1.1 --no-deps -d /tmp/wordfreq-wheel
    pip install msgpack
    python3 data/abbreviations/extract-abbreviations.py /tmp/wordfreq-wheel/wordfreq-3.1.1-py3-none-any.whl

Abbreviations: SCOWL's (2020.12.07, Debian package scowl) `english-abbreviations.N` lists for
the levels N <= 55: the list is compiled into the wasm module, which has a size ceiling, and the
higher levels add mostly a specialist's (level 60: colloq, hdqrs, lieut; 70: archaeol, ichthyol;
80 draws on UKACD): with level 60's 230 more, the module was 1.1 KB larger (gzip). An
entry is taken when it is letters a-z only, two letters or more, and capitalised at most in its
first letter (Mr, etc, adj, Feb; not DNA or NATO, acronyms written without stops, nor IDs, TVs,
their plurals); it is folded to lower case and tagged with the smallest level it appears in.
Entries that are words of the default dictionary in American spelling (data/scowl-spellings.txt
at a level <= 70 for `us`: sun, fed, gen) are left out: the dictionary has them already.

Frequencies: each abbreviation's Zipf value in wordfreq 3.1.1's English "large" list (read from
the wheel as data/wordfreq/extract-wordfreq.py reads it; wordfreq drops the stop, so "Mr." is
counted as mr), times 100; 0 when the list lacks it.

Output: abbreviations.txt, `word<TAB>level<TAB>zipf100` lines in byte order and nothing else (it is
compiled into the solver as it is); the level column comes from SCOWL (notice:
data/SCOWL-COPYRIGHT), the zipf100 column from wordfreq's data, CC BY-SA 4.0 with wordfreq's
credits (data/wordfreq/LICENSE), as the dictionary's frequency column is. SOURCE.txt beside it
records the inputs' checksums and the counts. Run once by a maintainer; the output is committed so
a fresh checkout needs no apt.
"""
import os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "wordfreq"))
from wordfreq_wheel import (  # noqa: E402
    WHEEL_NAME, default_words, scowl_entries, source_inputs, zipf_table)

LEVELS = [10, 20, 35, 40, 50, 55]
OK = re.compile(r"^[A-Za-z][a-z]+$")


def main():
    wheel = sys.argv[1] if len(sys.argv) > 1 else WHEEL_NAME
    wheel_bytes = open(wheel, "rb").read()
    zipf, member, _ = zipf_table(wheel_bytes)
    default = default_words()
    level = {}
    read = []
    for lvl, entry in scowl_entries(["english-abbreviations"], LEVELS, read):
        if not OK.match(entry):
            continue
        w = entry.lower()
        if w not in default and w not in level:
            level[w] = lvl
    rows = sorted((w, l, zipf.get(w, 0)) for w, l in level.items())
    with open(os.path.join(HERE, "abbreviations.txt"), "w", encoding="ascii", newline="\n") as f:
        for w, l, z in rows:
            f.write(f"{w}\t{l}\t{z}\n")
    with open(os.path.join(HERE, "SOURCE.txt"), "w", encoding="utf-8", newline="\n") as f:
        f.write("Written by data/abbreviations/extract-abbreviations.py; do not edit by hand.\n\n")
        f.write(source_inputs("abbreviations", read, wheel_bytes, member))
        f.write("output: abbreviations.txt, word<TAB>level<TAB>zipf100 (0: wordfreq lacks it)\n\n")
        f.write("Licences: the level column is SCOWL's (data/SCOWL-COPYRIGHT); the zipf100 column is\n"
                "derived from wordfreq's data, CC BY-SA 4.0, not MIT (data/wordfreq/LICENSE).\n\n")
        f.write(f"{len(rows)} abbreviations, {sum(1 for r in rows if r[2])} with a frequency\n")
    print(len(rows), "abbreviations;", sum(1 for r in rows if r[2]), "with a frequency")


if __name__ == "__main__":
    main()
