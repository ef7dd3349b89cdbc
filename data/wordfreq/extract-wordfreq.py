#!/usr/bin/env python3
"""Regenerate data/wordfreq/wordfreq-zipf.txt from the wordfreq 3.1.1 wheel.

Commands (from the repository root; needs only Python 3 and the `msgpack` package):

    pip download wordfreq==3.1.1 --no-deps -d /tmp/wordfreq-wheel
    pip install msgpack
    python3 data/wordfreq/extract-wordfreq.py /tmp/wordfreq-wheel/wordfreq-3.1.1-py3-none-any.whl

The wheel is read as a zip; nothing is installed. `wordfreq/data/large_en.msgpack.gz` is a
gzipped msgpack list: entry 0 is a header ({"format": "cB", "version": 1}); entry k (k >= 1)
holds the words whose frequency is 10^(-(k-1)/100), i.e. whose Zipf value (log10 of the
frequency per billion words) is 9 - (k-1)/100. We write it as integer centi-Zipf:
zipf100 = 900 - (k-1), e.g. 773 for "the" (Zipf 7.73), the same value that
wordfreq.zipf_frequency(word, "en") returns times 100.

Output: `word<TAB>zipf100` for every word of data/scowl-words.txt (all levels) that the list
holds, in byte order. data/wordfreq/SOURCE.txt records the package, version and checksums;
the coverage per SCOWL level is printed and written there too. data/wordfreq/LICENSE is
written from the wheel's own texts: the data is CC BY-SA 4.0, with the credits it requires.
"""
import hashlib, io, os, sys, zipfile

from wordfreq_wheel import MEMBER, WHEEL_NAME, zipf_table  # (data/wordfreq/wordfreq_wheel.py, beside this script)

HERE = os.path.dirname(os.path.abspath(__file__))
SCOWL = os.path.join(HERE, "..", "scowl-words.txt")


def main():
    wheel = sys.argv[1] if len(sys.argv) > 1 else WHEEL_NAME
    wheel_bytes = open(wheel, "rb").read()
    with zipfile.ZipFile(io.BytesIO(wheel_bytes)) as z:
        meta = z.read("wordfreq-3.1.1.dist-info/METADATA").decode("utf-8")
        code_licence = z.read("wordfreq-3.1.1.dist-info/LICENSE.txt").decode("utf-8")
    name = version = None
    for line in meta.splitlines():
        if line.startswith("Name: "):
            name = line[6:].strip()
        elif line.startswith("Version: "):
            version = line[9:].strip()
        elif not line:
            break
    if (name, version) != ("wordfreq", "3.1.1"):
        sys.exit(f"expected wordfreq 3.1.1, the wheel's METADATA says {name} {version}")

    zipf, member, entries = zipf_table(wheel_bytes)

    levels = {}
    with open(SCOWL, encoding="ascii") as f:
        for line in f:
            w, lvl = line.rstrip("\n").split("\t")
            levels[w] = int(lvl)

    out = os.path.join(HERE, "wordfreq-zipf.txt")
    rows = 0
    with open(out, "w", encoding="ascii", newline="\n") as f:
        for w in sorted(levels):  # SCOWL words are a-z only, so str order is byte order
            if w in zipf:
                f.write(f"{w}\t{zipf[w]}\n")
                rows += 1

    report = [f"{rows} of {len(levels)} SCOWL words have a wordfreq value",
              "level  words  covered  %   (cumulative: words <= level, covered, %)"]
    cw = cc = 0
    for lvl in sorted(set(levels.values())):
        ws = [w for w, l in levels.items() if l == lvl]
        c = sum(1 for w in ws if w in zipf)
        cw += len(ws); cc += c
        report.append(f"{lvl:5d} {len(ws):6d} {c:8d} {100*c/len(ws):5.1f}   "
                      f"({cw} {cc} {100*cc/cw:.1f})")
    print("\n".join(report))

    with open(os.path.join(HERE, "SOURCE.txt"), "w", encoding="utf-8", newline="\n") as f:
        f.write("Written by data/wordfreq/extract-wordfreq.py; do not edit by hand.\n\n")
        f.write(f"package: PyPI {name} {version} ({WHEEL_NAME})\n")
        f.write(f"wheel sha256: {hashlib.sha256(wheel_bytes).hexdigest()}\n")
        f.write(f"file: {MEMBER} sha256: {hashlib.sha256(member).hexdigest()}\n")
        f.write(f"entries in the list: {entries}\n")
        f.write(f"output: wordfreq-zipf.txt, {rows} rows, word<TAB>zipf100 (Zipf value x 100)\n\n")
        f.write("Coverage of data/scowl-words.txt by SCOWL level:\n")
        f.write("\n".join(report) + "\n")

    write_licence(meta, code_licence)


def section(meta, title):
    """The lines of the README section `## title` in METADATA, up to the next `## `."""
    lines = meta.split("\n")
    start = lines.index(f"## {title}")
    end = next((i for i in range(start + 1, len(lines)) if lines[i].startswith("## ")), len(lines))
    return "\n".join(lines[start:end]).rstrip() + "\n"


def write_licence(meta, code_licence):
    rule = "-" * 87
    head = "\n".join(l for l in meta.split("\n\n")[0].split("\n")
                     if l.split(":")[0] in ("Name", "Version", "Summary", "Home-page", "License", "Author"))
    parts = [PREFACE, rule, 'From wordfreq-3.1.1.dist-info/METADATA: header and "Sources and supported languages"',
             rule, "", head, "", section(meta, "Sources and supported languages"), rule,
             'From wordfreq-3.1.1.dist-info/METADATA: "License", "Citing wordfreq", "Citations ..."',
             rule, "", section(meta, "License"), section(meta, "Citing wordfreq"),
             section(meta, "Citations to work that wordfreq is built on"), rule,
             "wordfreq-3.1.1.dist-info/LICENSE.txt (wordfreq's code)", rule, "", code_licence]
    with open(os.path.join(HERE, "LICENSE"), "w", encoding="utf-8", newline="\n") as f:
        f.write("\n".join(parts))


PREFACE = """wordfreq-zipf.txt: licence and credits
======================================

The table wordfreq-zipf.txt in this folder is derived from the data of wordfreq 3.1.1 by
Robyn Speer (PyPI package `wordfreq`, file wordfreq/data/large_en.msgpack.gz in the wheel
wordfreq-3.1.1-py3-none-any.whl). It is NOT under Wordwright's MIT licence: like its source,
it is licensed under the Creative Commons Attribution-ShareAlike 4.0 International licence
(CC BY-SA 4.0), https://creativecommons.org/licenses/by-sa/4.0/ (legal code:
https://creativecommons.org/licenses/by-sa/4.0/legalcode). Changes made: only the English
"large" list was used, restricted to the words of data/scowl-words.txt, and written as
word<TAB>zipf100 lines (data/wordfreq/extract-wordfreq.py). Any further table derived from it
(for example frequency columns in a dictionary blob) is CC BY-SA 4.0 as well and must keep
these credits.

The wheel does not contain the CC BY-SA legal text; it states the data licence in the
"License" section of its README, reproduced verbatim below from the wheel's
wordfreq-3.1.1.dist-info/METADATA, together with its "Sources" and "Citations" sections
(the credits it asks for, SUBTLEX's authors included). The wheel's LICENSE.txt (Apache-2.0,
for wordfreq's code, not the data) follows at the end.
"""


if __name__ == "__main__":
    main()
