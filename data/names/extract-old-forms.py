#!/usr/bin/env python3
"""Regenerate data/names/old-forms.txt: archaic verb forms that wordfreq counts, with their frequencies.

Commands (from the repository root; needs Python 3 and `msgpack`):

    pip download wordfreq==3.1.1 --no-deps -d /tmp/wordfreq-wheel
    pip install msgpack
    python3 data/names/extract-old-forms.py /tmp/wordfreq-wheel/wordfreq-3.1.1-py3-none-any.whl

A cryptogram's plaintext may hold archaic verb forms of dictionary words (`walketh`, `knowest`,
`gaddest`: src/assign/archaic.rs makes them by rule). Without a frequency each costs its stem
plus a fixed gap, which cannot tell `makest` (wordfreq: Zipf 1.49) from `mayest` (1.95). This
table gives the forms' own frequencies: every form that the rules of src/assign/archaic.rs (kept
in step with RULES below) make from a word of the default dictionary (data/scowl-spellings.txt,
level <= 70 in American spelling) that wordfreq knows, when the form itself is not such a word,
is not a name of data/names/names.txt (`kenneth`, `ernest`: wordfreq's count is the name's), and
is in wordfreq 3.1.1's English "large" list. A form the list lacks is rarer than its floor
(Zipf 1.0); the solver reads that too.

Output: `form<TAB>zipf100`, in byte order. build.rs puts these into the names tier
(names.wwdb) at level 95, which no name has. The zipf100 column is derived from wordfreq's data
and is CC BY-SA 4.0 with wordfreq's credits (data/wordfreq/LICENSE), as names.txt's is.
"""
import hashlib, os, re, sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "wordfreq"))
from wordfreq_wheel import MEMBER, WHEEL_NAME, default_words, zipf_table  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
NAMES = os.path.join(HERE, "names.txt")
VOWELS = "aeiou"


def forms(stem):
    """The forms src/assign/archaic.rs's RULES make from `stem` (same order, same conditions)."""
    if len(stem) < 2:
        return []
    last, before = stem[-1], stem[-2]
    consonant_y = last == "y" and before not in VOWELS
    out = []
    if not (last == "e" or consonant_y):
        out += [stem + "eth", stem + "est"]  # walketh, walkest
    if last == "e":
        out += [stem + "th", stem + "st"]  # cometh, lovest
    if last not in VOWELS and before in VOWELS and last not in "wxy":
        out += [stem + last + "eth", stem + last + "est"]  # setteth, gaddest
    if consonant_y:
        out += [stem[:-1] + "ieth", stem[:-1] + "iest"]  # carrieth, carriest
    if stem.endswith("ed"):
        out += [stem + "st"]  # obeyedst
    return out


def main():
    wheel = sys.argv[1] if len(sys.argv) > 1 else WHEEL_NAME
    wheel_bytes = open(wheel, "rb").read()
    zipf, member, _ = zipf_table(wheel_bytes)
    default = default_words()
    names = {line.split("\t")[0] for line in open(NAMES, encoding="ascii")}
    ok = re.compile(r"^[a-z]+$")
    table = {}
    for stem in default:
        if not ok.match(stem) or stem not in zipf:
            continue
        for form in forms(stem):
            if form in zipf and form not in default and form not in names:
                table[form] = zipf[form]
    rows = sorted(table.items())
    with open(os.path.join(HERE, "old-forms.txt"), "w", encoding="ascii", newline="\n") as f:
        for w, z in rows:
            f.write(f"{w}\t{z}\n")
    print(f"old forms in wordfreq: {len(rows)} (old-forms.txt)")
    print(f"wordfreq 3.1.1 ({WHEEL_NAME}) sha256 {hashlib.sha256(wheel_bytes).hexdigest()}")


if __name__ == "__main__":
    main()
