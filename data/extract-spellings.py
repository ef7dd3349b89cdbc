#!/usr/bin/env python3
"""Regenerate data/scowl-spellings.txt: every SCOWL word of the five spellings, with its level per spelling.

Re-run (a maintainer, once; the build never runs this, the output is committed):
    apt-get update && apt-get install scowl      # Debian scowl 2020.12.07-2 was read
    python3 data/extract-spellings.py            # writes data/scowl-spellings.txt, prints counts
It checks that its `us` column is exactly data/scowl-words.txt and stops if not.

What SCOWL ships (from /usr/share/doc/scowl/README.gz, SCOWL 2020.12.07):
- Files /usr/share/dict/scowl/<spelling category>-<sub-category>.<size>; sub-category is words,
  upper, proper-names, abbreviations or contractions (only `words` is lowercase a-z material); size
  is 10, 20, 35 (small), 40, 50 (medium), 55, 60, 70 (large), 80 (huge), 95 (insane). Each file holds
  only the words new at that size, so a word's level is the size of the file it is in (checked here:
  no word is in two sizes of one category). All fifteen categories have all ten sizes.
- Spelling categories: `english` (words spelled the same everywhere) plus exactly one of
  `american`, `british`, `british_z` ("british with ize spelling"), `canadian`, `australian`:
  "When manually combining the words lists the "english" spelling category should be used as well
  as one of ...". "Great care has been taken so that only one spelling for any particular word is
  included in the main list": where variants were "considered equal" one was picked at random.
- Variant categories, for people whose choice differs from that pick: `variant_1` ("most variants
  which are considered almost equal", "corresponds mostly to American variants"), `british_variant_1`,
  `canadian_variant_1`, `australian_variant_1`; `variant_2` and `<region>_variant_2` ("variants which
  are also generally considered acceptable"); `variant_3` ("variants which are seldom used and may
  not even be considered correct"; no regional variant_3). mk-list adds them only on request (-v#).
- Special lists: special-hacker, special-roman-numerals (not used here, as today).
- Debian ships the lists as UTF-8 (upstream is ISO-8859-1); words with accents or apostrophes are
  dropped here, as in extract-scowl.py.

Membership rule (spelling -> SCOWL categories; a word's level in a spelling is the smallest size at
which it appears in any of that spelling's categories):
    us     = english + american      (today's data/scowl-words.txt, unchanged)
    gb     = english + british       (-ise: realise, organise; colour, centre, travelled)
    gb-ize = english + british_z     (-ize: realize, organize; otherwise British)
    ca     = english + canadian
    au     = english + australian
    any    = union of the five; level = the smallest of its levels.
No variant_N list is in any spelling, `any` included: SCOWL keeps them out of its main lists and
describes them as alternatives to its one chosen spelling (variant_3: "may not even be considered
correct"). The spellings people ask for (colour, judgement, programme, catalogue) are already in a
main list of some spelling, so `any` has them without the variant lists.

Levels depend on the spelling for 213 words only: Australian words (arvo, barramundi, bogan, ...)
that are in `english` at 70/80/95 and in `australian` at 35, so `au` has them at 35; 173 of them
are in the default tier (<= 70) for `au` alone. No other word's level differs between spellings.

Output: data/scowl-spellings.txt, lines in byte order of the word after a few `#` header lines:
    word<TAB>level<TAB>spellings[<TAB>level<TAB>spellings]
`spellings` is `*` (all five: us,gb,gb-ize,ca,au) or a comma list of spelling names in that order;
each (level, spellings) pair says the word is at that level in those spellings; pairs are in
increasing level, and the spellings of different pairs do not overlap. A spelling not named has
no such word. Only the 213 words above have two pairs.
"""
import os
import re
import subprocess
import sys

SRC = "/usr/share/dict/scowl"
README = "/usr/share/doc/scowl/README.gz"
LEVELS = [10, 20, 35, 40, 50, 55, 60, 70, 80, 95]
SPELLINGS = [("us", "american"), ("gb", "british"), ("gb-ize", "british_z"),
             ("ca", "canadian"), ("au", "australian")]
HERE = os.path.dirname(os.path.abspath(__file__))
OK = re.compile(r"^[a-z]+$")


def read_category(cat):
    """word -> level for one spelling category's `words` lists (a-z only)."""
    got = {}
    for level in LEVELS:
        with open(os.path.join(SRC, f"{cat}-words.{level}"), "rb") as f:
            for raw in f:
                try:
                    w = raw.decode("utf-8").strip()
                except UnicodeDecodeError:
                    w = raw.decode("latin-1").strip()
                if not OK.match(w):
                    continue
                if w in got:
                    sys.exit(f"{cat}: {w} is in sizes {got[w]} and {level}; the level rule assumes one")
                got[w] = level
    return got


def package_version():
    try:
        deb = subprocess.run(["dpkg-query", "-W", "-f=${Version}", "scowl"],
                             capture_output=True, text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        deb = "unknown"
    upstream = "unknown"
    import gzip
    with gzip.open(README, "rt", encoding="utf-8", errors="replace") as f:
        for line in f:
            if line.startswith("Version "):
                upstream = line.split()[1]
                break
    return deb, upstream


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "scowl-spellings.txt")
    deb, upstream = package_version()
    english = read_category("english")
    per = {}  # spelling name -> {word: level}
    for name, cat in SPELLINGS:
        d = dict(english)
        for w, l in read_category(cat).items():
            d[w] = min(l, d.get(w, 999))
        per[name] = d

    # The us column must be today's list, exactly.
    today = {}
    with open(os.path.join(HERE, "scowl-words.txt")) as f:
        for line in f:
            w, l = line.rstrip("\n").split("\t")
            today[w] = int(l)
    if today != per["us"]:
        sys.exit("english + american no longer matches data/scowl-words.txt; not writing")

    names = [n for n, _ in SPELLINGS]
    words = sorted(set().union(*(d.keys() for d in per.values())))
    with open(out, "w") as f:
        f.write(f"# SCOWL {upstream} (Debian package scowl {deb}), /usr/share/dict/scowl/*-words.*\n")
        f.write("# made by data/extract-spellings.py; its header gives the rules. Notices: SCOWL-COPYRIGHT, SCOWL-README-COPYRIGHT\n")
        f.write("# word<TAB>level<TAB>spellings[<TAB>level<TAB>spellings]; * = us,gb,gb-ize,ca,au\n")
        for w in words:
            by_level = {}
            for n in names:
                if w in per[n]:
                    by_level.setdefault(per[n][w], []).append(n)
            parts = [w]
            for level in sorted(by_level):
                s = by_level[level]
                parts += [str(level), "*" if s == names else ",".join(s)]
            f.write("\t".join(parts) + "\n")

    # Counts, for the commit message and report.
    print(f"SCOWL {upstream}, Debian scowl {deb}: {len(words)} words in some spelling")
    for cut in (70, 95):
        row = {n: sum(1 for l in per[n].values() if l <= cut) for n in names}
        anyn = sum(1 for w in words if min(per[n].get(w, 999) for n in names) <= cut)
        print(f"  level <= {cut}: " + ", ".join(f"{n} {c}" for n, c in row.items()) + f", any {anyn}")
        inx = lambda a, b: sum(1 for w, l in per[a].items() if l <= cut and per[b].get(w, 999) > cut)
        notus = sum(1 for w in words if per["us"].get(w, 999) > cut
                    and min(per[n].get(w, 999) for n in names) <= cut)
        print(f"    in some spelling but not us: {notus}")
        for a in names:
            print("    in " + a + " not in: " + ", ".join(f"{b} {inx(a, b)}" for b in names if b != a))


if __name__ == "__main__":
    main()
