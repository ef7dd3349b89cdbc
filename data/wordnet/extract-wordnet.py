#!/usr/bin/env python3
"""Regenerate data/wordnet/wordnet-phrases.txt from Debian's `wordnet-base` package (WordNet 3.0).

Commands (from the repository root; Python 3 and dpkg-deb, nothing else):

    apt-get update && apt-get download wordnet-base          # 1:3.0-37 on Debian 12
    python3 data/wordnet/extract-wordnet.py wordnet-base_1%3a3.0-37_all.deb

The .deb is read with `dpkg-deb --fsys-tarfile`; nothing is installed.

WordNet's index files (index.noun, index.verb, index.adj, index.adv) list every lemma in
lowercase, the words of a collocation joined by `_` ("piece_of_cake") or by hyphens
("stick-in-the-mud", "cock-and-bull_story"). We keep the multi-word lemmas (all parts of speech)
whose words, split at `_` and `-`, are all words of data/scowl-words.txt (a puzzle's answer
spells "stick in the mud" as words; a lemma spelled both ways is kept once); a word with an
apostrophe, dot or digit is not a SCOWL word, so "o'clock" or "24-hour_interval" drop out.
Output, in byte order of the phrase:

    phrase<TAB>words<TAB>pos<TAB>tagged<TAB>proper

- phrase: lowercase, words separated by one space ("out of the blue");
- words: how many words (2, 3, ...);
- pos: the parts of speech it is listed under, among n (noun), v (verb), a (adjective),
  r (adverb), in that order ("n", "nv", ...);
- tagged: the sum over those parts of speech of the index's tagsense_cnt, the number of its
  senses seen in WordNet's sense-tagged corpus (0 for most; a rough sign of commonness);
- proper: 1 if every spelling of the lemma in the data files (data.*) is capitalised (a name
  such as "New York", "Los Angeles"), else 0.

data/wordnet/SOURCE.txt records the package, checksums and counts; data/wordnet/LICENSE the
licence, from the package's copyright file and from the database files themselves.
"""
import hashlib, io, os, subprocess, sys, tarfile

HERE = os.path.dirname(os.path.abspath(__file__))
SCOWL = os.path.join(HERE, "..", "scowl-words.txt")
DIR = "./usr/share/wordnet/"
POS = [("n", "noun"), ("v", "verb"), ("a", "adj"), ("r", "adv")]


def main():
    if len(sys.argv) != 2 or not sys.argv[1].endswith(".deb"):
        sys.exit("usage: extract-wordnet.py wordnet-base_<version>_all.deb")
    path = sys.argv[1]
    blob = open(path, "rb").read()
    fields = subprocess.run(["dpkg-deb", "-f", path, "Package", "Version"], check=True,
                            capture_output=True, text=True).stdout.split("\n")
    fields = dict(l.split(": ", 1) for l in fields if l)
    if fields.get("Package") != "wordnet-base":
        sys.exit(f"expected the wordnet-base package, got {fields}")
    tar = subprocess.run(["dpkg-deb", "--fsys-tarfile", path], check=True, capture_output=True).stdout
    files = {}
    with tarfile.open(fileobj=io.BytesIO(tar)) as t:
        for p, name in POS:
            for kind in ("index", "data"):
                files[f"{kind}.{name}"] = t.extractfile(DIR + f"{kind}.{name}").read()
        copyright_text = t.extractfile("./usr/share/doc/wordnet-base/copyright").read().decode("utf-8")

    scowl = set()
    with open(SCOWL, encoding="ascii") as f:
        for line in f:
            scowl.add(line.split("\t", 1)[0])

    pos_of, tagged = {}, {}
    for p, name in POS:
        for line in files[f"index.{name}"].decode("utf-8").split("\n"):
            if not line or line.startswith("  "):   # licence header lines start with two spaces
                continue
            f = line.split(" ")
            lemma, n_ptr = f[0], int(f[3])
            tag_cnt = int(f[4 + n_ptr + 1])
            pos_of.setdefault(lemma, []).append(p)
            tagged[lemma] = tagged.get(lemma, 0) + tag_cnt

    # Spellings in the data files: a lemma is "proper" if no spelling is lowercase.
    has_lower = {}
    for p, name in POS:
        for line in files[f"data.{name}"].decode("utf-8").split("\n"):
            if not line or line.startswith("  "):
                continue
            f = line.split(" ")
            w_cnt = int(f[3], 16)
            for i in range(w_cnt):
                word = f[4 + 2 * i]
                if p == "a" and word.endswith(")"):         # adjective markers (a), (p), (ip)
                    word = word[:word.rindex("(")]
                low = word.lower()
                has_lower[low] = has_lower.get(low, False) or word == low

    multi = [l for l in pos_of if "_" in l or "-" in l]
    # A phrase's rows under each of its spellings (tug_of_war and tug-of-war), merged.
    merged = {}
    for lemma in multi:
        words = lemma.replace("-", "_").split("_")
        if all(w in scowl for w in words):
            phrase = " ".join(words)
            pos, tag, proper = merged.get(phrase, ([], 0, 1))
            pos = pos + [p for p in pos_of[lemma] if p not in pos]
            merged[phrase] = (pos, tag + tagged[lemma],
                              proper if has_lower.get(lemma, True) is False else 0)
    order = "nvar"
    kept = [(phrase, len(phrase.split(" ")), "".join(sorted(pos, key=order.index)), tag, proper)
            for phrase, (pos, tag, proper) in merged.items()]
    kept.sort(key=lambda r: r[0].encode("ascii"))
    with open(os.path.join(HERE, "wordnet-phrases.txt"), "w", encoding="ascii", newline="\n") as f:
        for r in kept:
            f.write("\t".join(str(x) for x in r) + "\n")

    by_len = {}
    for r in kept:
        by_len[r[1]] = by_len.get(r[1], 0) + 1
    two = by_len.get(2, 0)
    lines = [
        "Written by data/wordnet/extract-wordnet.py; do not edit by hand.",
        "",
        f"package: Debian {fields['Package']} {fields['Version']} ({os.path.basename(path)})",
        f"package sha256: {hashlib.sha256(blob).hexdigest()}",
    ]
    for p, name in POS:
        for kind in ("index", "data"):
            b = files[f"{kind}.{name}"]
            lines.append(f"file: usr/share/wordnet/{kind}.{name} sha256: {hashlib.sha256(b).hexdigest()}")
    lines += [
        "",
        f"lemmas: {len(pos_of)}, multi-word (with _ or -): {len(multi)}"
        f" (with -: {sum(1 for l in multi if '-' in l)})",
        f"multi-word lemmas whose words are all SCOWL words: {len(kept)}"
        f" (2 words: {two}, 3 or more: {len(kept) - two};"
        f" by length: {', '.join(f'{k}: {v}' for k, v in sorted(by_len.items()))})",
        f"of those, proper (always capitalised): {sum(r[4] for r in kept)}"
        f" (2 words: {sum(r[4] for r in kept if r[1] == 2)}, 3+: {sum(r[4] for r in kept if r[1] > 2)});"
        f" tagged > 0: {sum(1 for r in kept if r[3] > 0)}",
        f"multi-word lemmas left out because a word has a character other than a-z: "
        f"{sum(1 for l in multi if any(not w.isalpha() or not w.isascii() for w in l.replace('-', '_').split('_')))}",
    ]
    text = "\n".join(lines) + "\n"
    print(text)
    with open(os.path.join(HERE, "SOURCE.txt"), "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    header = files["index.noun"].decode("utf-8").split("\n")
    header = "\n".join(l for l in header[:40] if l.startswith("  ")).rstrip()
    with open(os.path.join(HERE, "LICENSE"), "w", encoding="utf-8", newline="\n") as f:
        f.write("wordnet-phrases.txt is derived from WordNet 3.0 (Princeton University), as shipped in\n"
                f"Debian {fields['Package']} {fields['Version']}. It is distributed under the WordNet 3.0\n"
                "licence below, NOT under Wordwright's MIT licence; the copyright notice, statements and\n"
                "disclaimer must appear on all copies, including modified ones.\n\n"
                "1. /usr/share/doc/wordnet-base/copyright in the Debian package, verbatim:\n\n")
        f.write(copyright_text)
        f.write("\n\n2. The licence header of the database files themselves (first lines of\n"
                "/usr/share/wordnet/index.noun; the same in every index.* and data.* file), verbatim:\n\n")
        f.write(header + "\n")


if __name__ == "__main__":
    main()
