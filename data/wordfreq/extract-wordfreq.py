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
the coverage per SCOWL level is printed and written there too. The data is CC BY-SA 4.0:
see data/wordfreq/LICENSE.
"""
import gzip, hashlib, io, os, sys, zipfile
import msgpack

HERE = os.path.dirname(os.path.abspath(__file__))
SCOWL = os.path.join(HERE, "..", "scowl-words.txt")
MEMBER = "wordfreq/data/large_en.msgpack.gz"
WHEEL_NAME = "wordfreq-3.1.1-py3-none-any.whl"


def main():
    wheel = sys.argv[1] if len(sys.argv) > 1 else WHEEL_NAME
    wheel_bytes = open(wheel, "rb").read()
    with zipfile.ZipFile(io.BytesIO(wheel_bytes)) as z:
        meta = z.read("wordfreq-3.1.1.dist-info/METADATA").decode("utf-8")
        member = z.read(MEMBER)
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

    data = msgpack.unpackb(gzip.decompress(member), raw=False)
    if data[0] != {"format": "cB", "version": 1}:
        sys.exit(f"unexpected header {data[0]!r}")
    zipf = {}
    for k in range(1, len(data)):
        for w in data[k]:
            zipf.setdefault(w, 900 - (k - 1))

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
        f.write(f"entries in the list: {sum(len(b) for b in data[1:])}\n")
        f.write(f"output: wordfreq-zipf.txt, {rows} rows, word<TAB>zipf100 (Zipf value x 100)\n\n")
        f.write("Coverage of data/scowl-words.txt by SCOWL level:\n")
        f.write("\n".join(report) + "\n")


if __name__ == "__main__":
    main()
