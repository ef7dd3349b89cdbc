#!/usr/bin/env python3
"""Estimate what spelling variants cost in the shipped blobs (an estimate; the build never runs this).

    pip install brotli && python3 data/estimate-spellings-size.py

Reads data/scowl-spellings.txt and models the blob payload of src/dict/blob.rs (front-coded words:
a drop byte then the new letters; then one level byte per word), compressed as scripts/compress.mjs
does (brotli quality 11, window 24) and as gzip -9. Tiers as build.rs cuts them, but by a word's
smallest level in any spelling: default = any-level <= 70, extended = 71..95.

Prints, per tier:
  us       today's words (english + american), the baseline
  union    the words of all five spellings, level column = the smallest level (no membership yet)
  + E1..E4 union plus a membership section (bits us=1 gb=2 gb-ize=4 ca=8 au=16, 31 = all five):
     E1 one mask byte per word, a column after the levels
     E2 runs: varint(run of all-five words), varint(run of other words), then those words' masks
     E3 exceptions: varint(id delta) per word that is not in all five, then their masks (a column)
     E4 per spelling, the delta-coded ids of the words it lacks (five lists, each count-prefixed)
     E5 inline: after the letters of a word not in all five, one byte 32 + mask (the drop byte is
        < 32 and letters are >= 97, so the reader can tell them apart); no separate section
     E6 one column of (level, mask) pair numbers instead of the level column, plus the pair table
  "section alone" is the section compressed by itself (brotli at quality 11 decides block splits
  and context maps for the whole file, so a section's cost inside the file can differ from it).
  Every membership encoding also carries the 213 Australian words whose level differs by spelling:
  the level column holds the smallest (au) level and a list gives varint(id delta), level for the
  other spellings.

Measured (Python brotli 1.2.1, CPython zlib; the modelled payloads are byte-identical to build.rs's
blobs; node's zlib, as in scripts/compress.mjs, gave 174,339 / 589,863 B brotli for today's default /
extended blob against 174,365 / 573,710 here), bytes:
  default:  us 174,365 br / 196,479 gz; union (+4,151 words) +3,832 br / +4,030 gz;
            membership over union: E1 +4,987, E2 +5,073, E3 +5,502, E4 +7,123, E5 +4,113, E6 +5,701 br
            (gz: +6,207, +6,273, +6,079, +8,191, +5,945, +5,443).
  extended: us 573,710 br; union (+6,718 words) +10,907 br; membership over union: E1 +5,665,
            E2 +21,508, E3 +19,763, E4 +24,147, E5 +19,470, E6 +16,872 br; sections alone 8.7-11.4 KB.
            Noisy: with the section before the words instead of after, E1 costs +16,150 and E3
            +5,250, so count on 5-20 KB for the extended tier.
"""
import gzip
import os
import sys

import brotli

HERE = os.path.dirname(os.path.abspath(__file__))
NAMES = ["us", "gb", "gb-ize", "ca", "au"]
BIT = {n: 1 << i for i, n in enumerate(NAMES)}
ALL = 31


def load():
    rows = []  # (word, any_level, mask, other_level or None)
    with open(os.path.join(HERE, "scowl-spellings.txt")) as f:
        for line in f:
            if line.startswith("#"):
                continue
            parts = line.rstrip("\n").split("\t")
            word, pairs = parts[0], parts[1:]
            mask, levels = 0, []
            for i in range(0, len(pairs), 2):
                lv, sp = int(pairs[i]), pairs[i + 1]
                m = ALL if sp == "*" else sum(BIT[s] for s in sp.split(","))
                mask |= m
                levels.append(lv)
            rows.append((word, levels[0], mask, levels[1] if len(levels) > 1 else None))
    return rows


def payload(words, levels, marks=None):
    out, prev = bytearray(), ""
    for k, w in enumerate(words):
        c = 0
        while c < min(len(prev), len(w)) and prev[c] == w[c]:
            c += 1
        out.append(len(prev) - c)
        out += w[c:].encode()
        if marks is not None and marks[k] != ALL:
            out.append(32 + marks[k])
        prev = w
    return bytes(out) + bytes(levels)


def varint(n, out):
    while n >= 0x80:
        out.append((n & 0x7F) | 0x80)
        n >>= 7
    out.append(n)


def overrides(rows):
    out, last = bytearray(), 0
    varint(sum(1 for r in rows if r[3] is not None), out)
    for i, r in enumerate(rows):
        if r[3] is not None:
            varint(i - last, out)
            out.append(r[3])
            last = i
    return bytes(out)


def e1(rows):
    return bytes(r[2] for r in rows)


def e2(rows):
    runs, masks, i = bytearray(), bytearray(), 0
    while i < len(rows):
        j = i
        while j < len(rows) and rows[j][2] == ALL:
            j += 1
        k = j
        while k < len(rows) and rows[k][2] != ALL:
            masks.append(rows[k][2])
            k += 1
        varint(j - i, runs)
        varint(k - j, runs)
        i = k
    return bytes(runs) + bytes(masks)


def e3(rows):
    ids, masks, last = bytearray(), bytearray(), 0
    ex = [(i, r[2]) for i, r in enumerate(rows) if r[2] != ALL]
    varint(len(ex), ids)
    for i, m in ex:
        varint(i - last, ids)
        masks.append(m)
        last = i
    return bytes(ids) + bytes(masks)


def e4(rows):
    out = bytearray()
    for n in NAMES:
        lack = [i for i, r in enumerate(rows) if not r[2] & BIT[n]]
        varint(len(lack), out)
        last = 0
        for i in lack:
            varint(i - last, out)
            last = i
    return bytes(out)


def sizes(data):
    br = brotli.compress(data, quality=11, lgwin=24)
    gz = gzip.compress(data, 9)
    return len(br), len(gz)


def main():
    rows = load()
    tiers = {"default (<= 70)": lambda l: l <= 70, "extended (71..95)": lambda l: 70 < l <= 95}
    only = sys.argv[1:]
    for tname, keep in tiers.items():
        if only and not any(o in tname for o in only):
            continue
        # us today: english + american at the us level (the us level is r[3] when r has two levels)
        us = [(w, (o if o is not None else l)) for w, l, m, o in rows if m & BIT["us"]]
        us = [(w, l) for w, l in us if keep(l)]
        t = [r for r in rows if keep(r[1])]
        base = payload([w for w, _ in us], [l for _, l in us])
        uni = payload([r[0] for r in t], [r[1] for r in t])
        b0, g0 = sizes(base)
        b1, g1 = sizes(uni)
        ov = overrides(t)
        print(f"{tname}: us {len(us)} words, union {len(t)} (+{len(t) - len(us)}), "
              f"{sum(1 for r in t if r[2] != ALL)} not in all five, {sum(1 for r in t if r[3] is not None)} "
              f"with a second level")
        print(f"  us       raw {len(base):8d}  brotli {b0:7d}  gzip {g0:7d}")
        print(f"  union    raw {len(uni):8d}  brotli {b1:7d} (+{b1 - b0})  gzip {g1:7d} (+{g1 - g0})")
        for name, enc in (("E1", e1), ("E2", e2), ("E3", e3), ("E4", e4)):
            sec = enc(t) + ov
            b, g = sizes(uni + sec)
            alone = sizes(sec)[0]
            print(f"  + {name}   section raw {len(sec):7d}  brotli {b:7d} (+{b - b1} over union)"
                  f"  gzip {g:7d} (+{g - g1})  section alone brotli {alone}")
        for name, make in (("E5", e5_blob), ("E6", e6_blob)):
            data = make(t)
            b, g = sizes(data)
            print(f"  + {name}   section raw {len(data) - len(uni):7d}  brotli {b:7d} (+{b - b1} over union)"
                  f"  gzip {g:7d} (+{g - g1})")


def e5_blob(rows):
    return payload([r[0] for r in rows], [r[1] for r in rows], [r[2] for r in rows]) + overrides(rows)


def e6_blob(rows):
    pairs = sorted({(r[1], r[2]) for r in rows})
    num = {p: i for i, p in enumerate(pairs)}
    table = bytes([len(pairs)]) + bytes(b for p in pairs for b in p)
    return payload([r[0] for r in rows], [num[(r[1], r[2])] for r in rows]) + table + overrides(rows)


if __name__ == "__main__":
    main()
