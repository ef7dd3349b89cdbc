#!/usr/bin/env python3
"""Measures what the ranking tables would cost to ship: rows, coverage, and brotli sizes of
simple compact encodings. Reads only the committed tables (data/wordfreq, data/lm,
data/wordnet and data/scowl-words.txt); the numbers go into data/README-ranking-data.md.

Commands (from the repository root):

    pip install brotli
    python3 data/measure-ranking.py

This is an estimate, not the blob format: the dictionary work designs that. Every size is
brotli quality 11, window 2^22, of the bytes described next to it.
"""
import gzip, os, re, struct
import brotli

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_LEVEL = 70


def br(b):
    return len(brotli.compress(bytes(b), quality=11, lgwin=22))


def kb(n):
    return f"{n / 1000:.1f} KB"


def varint(n, out):
    while n >= 0x80:
        out.append((n & 0x7F) | 0x80)
        n >>= 7
    out.append(n)


def nibbles(codes):
    out = bytearray()
    for i in range(0, len(codes), 2):
        out.append(codes[i] | ((codes[i + 1] if i + 1 < len(codes) else 0) << 4))
    return out


def load():
    levels = {}
    for line in open(os.path.join(HERE, "scowl-words.txt"), encoding="ascii"):
        w, l = line.rstrip("\n").split("\t")
        levels[w] = int(l)
    zipf = {}
    for line in open(os.path.join(HERE, "wordfreq", "wordfreq-zipf.txt"), encoding="ascii"):
        w, z = line.rstrip("\n").split("\t")
        zipf[w] = int(z)
    return levels, zipf


def frequencies(levels, zipf, report):
    report.append("## Word frequencies (wordfreq)\n")
    report.append("4 bits a word; code 0 = not in wordfreq. Words ordered by level group (10, 20, ...),"
                  " sorted within a group (the blob's order); two codes a byte, low nibble first.\n")
    covered = [z for w, z in zipf.items() if levels[w] <= DEFAULT_LEVEL]
    # Scheme A: fixed steps of 0.5 Zipf (zipf_code).
    code_a = zipf_code
    # Scheme B: 15 equal-population bins over the default words that have a value.
    srt = sorted(covered)
    cuts = [srt[len(srt) * i // 15] for i in range(1, 15)]
    def code_b(z):
        if z is None:
            return 0
        return 1 + sum(1 for c in cuts if z >= c)
    report.append("| words | scheme | raw bytes | brotli |")
    report.append("|---|---|---|---|")
    for name, maxlevel in (("default (level <= 70)", DEFAULT_LEVEL), ("all levels (<= 95)", 95)):
        groups = sorted(set(l for l in levels.values() if l <= maxlevel))
        words = [w for g in groups for w in sorted(x for x, l in levels.items() if l == g)]
        for sname, fn in (("A: 0.5-Zipf steps", code_a), ("B: equal-population bins", code_b)):
            col = nibbles([fn(zipf.get(w)) for w in words])
            report.append(f"| {name}: {len(words)} | {sname} | {len(col)} | {kb(br(col))} |")
    report.append("")
    report.append(f"Scheme B's bin edges (centi-Zipf, over the {len(covered)} default words with a value):"
                  f" {', '.join(map(str, cuts))}. Scheme A: code k (1..15) holds Zipf"
                  f" [0.5k + 0.5, 0.5k + 1.0), code 1 also everything below 1.5.\n")


def zipf_code(z):
    """Scheme A's 4-bit code: 0 = no value, else 1 + floor((Zipf - 1.0) / 0.5), 1..15."""
    return 0 if z is None else max(1, min(15, 1 + (z - 100) // 50))


def encode_pairs(sel):
    """sel: sorted (id1, id2, code) triples -> the three streams described in the report."""
    heads, seconds, vals = bytearray(), bytearray(), []
    prev1, i = -1, 0
    while i < len(sel):
        j = i
        while j < len(sel) and sel[j][0] == sel[i][0]:
            j += 1
        varint(sel[i][0] - prev1 - 1, heads)
        varint(j - i, heads)
        prev2 = -1
        for k in range(i, j):
            varint(sel[k][1] - prev2 - 1, seconds)
            prev2 = sel[k][1]
            vals.append(sel[k][2])
        prev1 = sel[i][0]
        i = j
    return heads + seconds + nibbles(vals)


def pairs(report, levels, zipf):
    report.append("## Word pairs (PocketSphinx bigrams)\n")
    uni = {}
    for line in open(os.path.join(HERE, "lm", "lm-unigrams.txt"), encoding="ascii"):
        w, p, bo = line.rstrip("\n").split("\t")
        uni[w] = float(p)
    rows = []
    with gzip.open(os.path.join(HERE, "lm", "lm-bigrams.txt.gz"), "rt", encoding="ascii") as f:
        for line in f:
            a, b, p, bo, loss = line.rstrip("\n").split("\t")
            rows.append((a, b, float(p), float(bo), float(loss)))
    # Ids by frequency rank: <s>, </s> first, then the LM's unigram probability, descending.
    rank_words = ["<s>", "</s>"] + sorted((w for w in uni if w not in ("<s>", "</s>")),
                                          key=lambda w: (-uni[w], w))
    rank = {w: i for i, w in enumerate(rank_words)}
    blob_id = {w: i for i, w in enumerate(sorted(levels))}  # index in data/scowl-words.txt

    def q(p):  # 4-bit log-prob: code = floor(-log10 p / 0.5), 0..15 (15 = below -7.5)
        return min(15, int(-p / 0.5))

    report.append("Pairs chosen by the pruning order (Stolcke loss, largest first). Encoding: word ids by"
                  " frequency rank (<s> = 0, </s> = 1, then by the LM's unigram probability); pairs sorted"
                  " by (id1, id2); three streams concatenated: per first word (varint delta of id1,"
                  " varint count), the id2s as varint deltas within each first word, then 4-bit codes of"
                  " log10 p(w2|w1) (code = floor(-log10 p / 0.5), capped at 15). \"ids\" is the extra table"
                  " that maps rank ids to the words (the SCOWL index of each word used, 3 bytes each, in"
                  " rank order; `<s>`/`</s>` need none).\n")
    report.append("| pairs N | first words | distinct words | pairs brotli | bits/pair | ids brotli | total | loss kept (bits) | loss dropped |")
    report.append("|---|---|---|---|---|---|---|---|---|")
    total_loss = None
    for line in open(os.path.join(HERE, "lm", "SOURCE.txt"), encoding="utf-8"):
        if line.startswith("Bigram pruning curve"):
            total_loss = float(re.search(r"pairs: ([0-9.]+)\)", line).group(1))
    cum = 0.0
    cums = []
    for r in rows:
        cum += r[4]
        cums.append(cum)
    for n in (20_000, 40_000, 100_000, 200_000, 300_000, 400_000, 600_000):
        sel = sorted((rank[a], rank[b], q(p)) for a, b, p, _, _ in rows[:n])
        size = br(encode_pairs(sel))
        used = sorted(set(x for s in sel for x in s[:2]) - {0, 1})
        ids = bytearray()
        for u in used:
            ids += struct.pack("<I", blob_id[rank_words[u]])[:3]
        isize = br(ids)
        report.append(f"| {n} | {len(set(s[0] for s in sel))} | {len(used)} | {kb(size)} | {8 * size / n:.1f} |"
                      f" {kb(isize)} | {kb(size + isize)} | {cums[n - 1]:.3f} | {total_loss - cums[n - 1]:.3f} |")
    report.append("")
    report.append(f"Loss is in bits per word, summed over pairs (Stolcke's approximation: each pair's loss"
                  f" measured alone). All {len(rows)} committed pairs are the top of the"
                  f" pairs over SCOWL words; their total loss is {total_loss:.3f} bits"
                  f" (removing every bigram would leave the unigram model).\n")

    # Variant: ids the page can compute from the default/extended blob alone, so no id table:
    # every SCOWL word ranked by (4-bit frequency code descending, level, word).
    report.append("Variant without an id table: ids are ranks the page can compute from the blob itself"
                  " (all SCOWL words ordered by their 4-bit frequency code, scheme A below, descending,"
                  " then level, then spelling; `<s>` = 0, `</s>` = 1). Same three streams.\n")
    report.append("| pairs N | brotli | bits/pair |")
    report.append("|---|---|---|")
    order2 = ["<s>", "</s>"] + sorted(levels, key=lambda w: (-zipf_code(zipf.get(w)), levels[w], w))
    rank2 = {w: i for i, w in enumerate(order2)}
    for n in (20_000, 40_000, 100_000, 200_000, 300_000, 400_000):
        sel = sorted((rank2[a], rank2[b], q(p)) for a, b, p, _, _ in rows[:n])
        size = br(encode_pairs(sel))
        report.append(f"| {n} | {kb(size)} | {8 * size / n:.1f} |")
    report.append("")

    # Trigrams, for scale: grouped by (id1, id2), id3 as varint deltas, 4-bit log-prob codes.
    report.append("Trigrams (lm-trigrams.txt.gz, same pruning order), for scale: ids as in the first table;"
                  " streams: per (w1, w2) history the varint delta of id1 (0 when the same), varint id2"
                  " (minus the previous id2, less one, when id1 repeats), varint count; id3 varint deltas; 4-bit codes.\n")
    report.append("| triples N | distinct histories | brotli | bits/triple |")
    report.append("|---|---|---|---|")
    tri = []
    with gzip.open(os.path.join(HERE, "lm", "lm-trigrams.txt.gz"), "rt", encoding="ascii") as f:
        for line in f:
            a, b, c, p, loss = line.rstrip("\n").split("\t")
            tri.append((rank[a], rank[b], rank[c], q(float(p))))
    for n in (20_000, 50_000, 100_000, 300_000):
        sel = sorted(tri[:n])
        heads, thirds, vals = bytearray(), bytearray(), []
        prev1, prev2, i, hist = 0, -1, 0, 0
        while i < len(sel):
            j = i
            while j < len(sel) and sel[j][:2] == sel[i][:2]:
                j += 1
            id1, id2 = sel[i][:2]
            varint(id1 - prev1, heads)
            varint(id2 - prev2 - 1 if id1 == prev1 else id2, heads)
            varint(j - i, heads)
            p3 = -1
            for k in range(i, j):
                varint(sel[k][2] - p3 - 1, thirds)
                p3 = sel[k][2]
                vals.append(sel[k][3])
            prev1, prev2, i, hist = id1, id2, j, hist + 1
        size = br(heads + thirds + nibbles(vals))
        report.append(f"| {n} | {hist} | {kb(size)} | {8 * size / n:.1f} |")
    report.append("")


def phrases(report):
    import zlib
    report.append("## Set phrases (WordNet 3.0)\n")
    rows = [l.rstrip("\n").split("\t") for l in open(os.path.join(HERE, "wordnet", "wordnet-phrases.txt"), encoding="ascii")]
    report.append("Hashes: FNV-1a 32-bit of the space-separated phrase (the 24-bit column keeps its top"
                  " 24 bits: about n / 2^24 false hits per lookup), sorted, deduplicated, varint deltas.\n")
    report.append("| set | phrases | text brotli | 32-bit hashes brotli | 24-bit hashes brotli |")
    report.append("|---|---|---|---|---|")

    def fnv(s):
        h = 0x811C9DC5
        for c in s.encode("ascii"):
            h = ((h ^ c) * 0x01000193) & 0xFFFFFFFF
        return h
    for name, pick in (("3+ words", lambda r: int(r[1]) >= 3),
                       ("3+ words, not proper names", lambda r: int(r[1]) >= 3 and r[4] == "0"),
                       ("2 words", lambda r: int(r[1]) == 2),
                       ("2 words, not proper names", lambda r: int(r[1]) == 2 and r[4] == "0"),
                       ("all", lambda r: True)):
        sel = [r[0] for r in rows if pick(r)]
        text = "\n".join(sel).encode("ascii")
        sizes = []
        for shift in (0, 8):
            hs = sorted(set(fnv(s) >> shift for s in sel))
            out, prev = bytearray(), 0
            for h in hs:
                varint(h - prev, out)
                prev = h
            sizes.append(kb(br(out)))
        report.append(f"| {name} | {len(sel)} | {kb(br(text))} | {sizes[0]} | {sizes[1]} |")
    report.append("")


def main():
    levels, zipf = load()
    report = []
    frequencies(levels, zipf, report)
    pairs(report, levels, zipf)
    phrases(report)
    print("\n".join(report))


if __name__ == "__main__":
    main()
