#!/usr/bin/env python3
"""Write data/wordfreq/wordfreq-zipf-spellings.txt: wordfreq values for the SCOWL words of the
other spellings (British, Canadian, Australian: colour, realise, arvo) that wordfreq-zipf.txt
leaves out because it covers data/scowl-words.txt (the American list) only.

Commands (from the repository root; the same wheel and packages as extract-wordfreq.py):

    pip download wordfreq==3.1.1 --no-deps -d /tmp/wordfreq-wheel
    pip install msgpack
    python3 data/wordfreq/extract-wordfreq-spellings.py /tmp/wordfreq-wheel/wordfreq-3.1.1-py3-none-any.whl

The wheel is read exactly as extract-wordfreq.py reads it (its header explains the msgpack
list and the zipf100 values). As a check, the values this script finds for the words of
wordfreq-zipf.txt must equal that file's, all of them; it stops otherwise.

Output: a few `#` header lines, then `word<TAB>zipf100` for every word of
data/scowl-spellings.txt that is not in data/scowl-words.txt and that wordfreq's list holds, in
byte order. Like wordfreq-zipf.txt, the table is derived from wordfreq's data and licensed under
CC BY-SA 4.0 with the credits in data/wordfreq/LICENSE.
"""
import hashlib, os, sys

from wordfreq_wheel import MEMBER, WHEEL_NAME, zipf_table  # (data/wordfreq/wordfreq_wheel.py, beside this script)

HERE = os.path.dirname(os.path.abspath(__file__))
WHEEL_SHA256 = "4b1c6ecffc6198be3396d5cf871c4423ca71c907c231348d352dd54d62b97473"


def words_of(path, skip_comments):
    out = []
    with open(path, encoding="ascii") as f:
        for line in f:
            if skip_comments and line.startswith("#"):
                continue
            out.append(line.split("\t", 1)[0].rstrip("\n"))
    return out


def main():
    wheel = sys.argv[1] if len(sys.argv) > 1 else WHEEL_NAME
    wheel_bytes = open(wheel, "rb").read()
    if hashlib.sha256(wheel_bytes).hexdigest() != WHEEL_SHA256:
        sys.exit(f"{wheel} is not the wheel data/wordfreq/SOURCE.txt records (sha256 differs)")
    zipf, _, _ = zipf_table(wheel_bytes)

    # The check: the same reading gives wordfreq-zipf.txt's values.
    with open(os.path.join(HERE, "wordfreq-zipf.txt"), encoding="ascii") as f:
        for line in f:
            w, z = line.rstrip("\n").split("\t")
            if zipf.get(w) != int(z):
                sys.exit(f"{w}: wordfreq-zipf.txt has {z}, the wheel gives {zipf.get(w)}")

    us = set(words_of(os.path.join(HERE, "..", "scowl-words.txt"), False))
    others = [w for w in words_of(os.path.join(HERE, "..", "scowl-spellings.txt"), True) if w not in us]
    rows = [(w, zipf[w]) for w in sorted(others) if w in zipf]
    out = os.path.join(HERE, "wordfreq-zipf-spellings.txt")
    with open(out, "w", encoding="ascii", newline="\n") as f:
        f.write("# wordfreq 3.1.1 (PyPI wheel, sha256 " + WHEEL_SHA256[:16] + "...), " + MEMBER + "; CC BY-SA 4.0, credits in LICENSE\n")
        f.write("# made by data/wordfreq/extract-wordfreq-spellings.py: the words of scowl-spellings.txt that scowl-words.txt lacks\n")
        f.write(f"# word<TAB>zipf100; {len(rows)} of {len(others)} such words have a value\n")
        for w, z in rows:
            f.write(f"{w}\t{z}\n")
    print(f"{len(rows)} of {len(others)} words of other spellings have a wordfreq value; wrote {out}")


if __name__ == "__main__":
    main()
