#!/usr/bin/env python3
"""Regenerate data/offensive/offensive-words.txt: the words the puzzle makers never choose.

Commands (from the repository root; needs npm and Python 3):

    cd /tmp && npm pack cuss@2.2.0 && cd -
    python3 data/offensive/extract-offensive.py /tmp/cuss-2.2.0.tgz

Source: the npm package `cuss` 2.2.0 by Titus Wormer (MIT licence: `package/license` in the
tarball, copied to data/offensive/LICENSE), file `package/index.js`: a map of about 1,800 English
profane words, slurs and obscenities to a "sureness" rating, 2 (likely used as a profanity), 1
(maybe) or 0 (unlikely: `beaver`, `execute`). Its sources are Luis von Ahn's research group's
list (Carnegie Mellon), Wikipedia's list of ethnic slurs and contributions since.

Rules:
- an entry rated 1 or 2 that is one word of letters a-z is kept (phrases, and entries with digits
  or other characters, are never a dictionary word of ours); entries rated 0 are left out: the
  list's own word that they are clean far more often than not;
- the plural (or third person) of each kept word, `-es` after s, x, z, ch or sh, else `-s`, is
  added (the list has `cunt` but not `cunts`): the makers choose inflected words too;
- only words that SCOWL has (data/scowl-spellings.txt, any level, any spelling) are written: the
  makers choose words of the built-in dictionary only, so the rest could never be chosen. This
  keeps the table small; it is embedded in the makers alone (the command line and the page's
  second wasm module, behind the `make` feature).

Output: one word per line, byte order, after `#` header lines. data/offensive/SOURCE.txt records
the tarball's and index.js's checksums and the counts.
"""
import hashlib, io, os, re, sys, tarfile

HERE = os.path.dirname(os.path.abspath(__file__))
SPELLINGS = os.path.join(HERE, "..", "scowl-spellings.txt")
PACKAGE = "cuss"
VERSION = "2.2.0"
MEMBER = "package/index.js"
LICENSE_MEMBER = "package/license"
ENTRY = re.compile(r"^\s+(?:'([^']+)'|\"([^\"]+)\"|([A-Za-z0-9]+)):\s*([0-2]),?\s*$")


def plural(w):
    return w + "es" if w.endswith(("s", "x", "z", "ch", "sh")) else w + "s"


def main():
    if len(sys.argv) != 2:
        sys.exit(f"usage: {sys.argv[0]} PATH/{PACKAGE}-{VERSION}.tgz (from `npm pack {PACKAGE}@{VERSION}`)")
    raw = open(sys.argv[1], "rb").read()
    with tarfile.open(fileobj=io.BytesIO(raw), mode="r:gz") as t:
        meta = t.extractfile("package/package.json").read().decode()
        if f'"version": "{VERSION}"' not in meta or f'"name": "{PACKAGE}"' not in meta:
            sys.exit(f"not {PACKAGE} {VERSION}")
        index = t.extractfile(MEMBER).read()
        licence = t.extractfile(LICENSE_MEMBER).read()
    ratings = {}
    for line in index.decode().splitlines():
        m = ENTRY.match(line)
        if m:
            ratings[m.group(1) or m.group(2) or m.group(3)] = int(m.group(4))
    if len(ratings) < 1500:
        sys.exit(f"only {len(ratings)} entries read from {MEMBER}: has its layout changed?")

    scowl = set()
    with open(SPELLINGS, encoding="utf-8") as f:
        for line in f:
            if not line.startswith("#"):
                scowl.add(line.split("\t", 1)[0])

    kept = {w for w, r in ratings.items() if r >= 1 and re.fullmatch("[a-z]+", w)}
    plurals = {plural(w) for w in kept} - kept
    candidates = kept | plurals
    out = sorted(w for w in candidates if w in scowl)

    with open(os.path.join(HERE, "offensive-words.txt"), "w", encoding="utf-8", newline="\n") as f:
        f.write(f"# Words the puzzle makers never choose: npm {PACKAGE} {VERSION} (MIT, data/offensive/LICENSE),\n")
        f.write(f"# {MEMBER}, entries rated 1 or 2, and their plurals, that SCOWL has.\n")
        f.write("# Made by data/offensive/extract-offensive.py; do not edit by hand.\n")
        for w in out:
            f.write(w + "\n")
    with open(os.path.join(HERE, "SOURCE.txt"), "w", encoding="utf-8", newline="\n") as f:
        f.write("Written by data/offensive/extract-offensive.py; do not edit by hand.\n\n")
        f.write(f"source: npm {PACKAGE} {VERSION} ({os.path.basename(sys.argv[1])}) sha256 "
                f"{hashlib.sha256(raw).hexdigest()}\n")
        f.write(f"  {MEMBER} sha256 {hashlib.sha256(index).hexdigest()}\n")
        f.write(f"  {LICENSE_MEMBER} sha256 {hashlib.sha256(licence).hexdigest()}\n")
        f.write("output: offensive-words.txt, one word per line\n\n")
        by = {r: sum(1 for v in ratings.values() if v == r) for r in (0, 1, 2)}
        f.write(f"entries: {len(ratings)} (rated 2: {by[2]}, 1: {by[1]}, 0: {by[0]})\n")
        f.write(f"one word a-z, rated 1 or 2: {len(kept)}\n")
        f.write(f"their plurals not listed: {len(plurals)}\n")
        f.write(f"written (in SCOWL): {len(out)} ({sum(1 for w in out if w in kept)} listed, "
                f"{sum(1 for w in out if w in plurals)} plurals)\n")
    print(f"{len(out)} words")


if __name__ == "__main__":
    main()
