#!/usr/bin/env python3
"""Regenerate data/lm/ (unigrams, bigrams with their pruning loss, trigrams) from the
PocketSphinx US English language model `en-us.lm.bin`.

Commands (from the repository root; needs Python 3 with numpy):

    apt-get update && apt-get download pocketsphinx-en-us     # 0.8+5prealpha+1-15 on Debian 12
    pip install numpy
    python3 data/lm/extract-lm.py pocketsphinx-en-us_0.8+5prealpha+1-15_all.deb

The PyPI wheel holds the identical file (same sha256) and works too:
`pip download pocketsphinx==5.1.1 --no-deps`, then pass the .whl. Add `--verify` (with
`pip install pocketsphinx==5.1.1`) to check every bigram and trigram probability read here
against pocketsphinx's own NGramModel.prob; it takes about a minute. Add `--all` to keep every
bigram and trigram over SCOWL words rather than the top MAX_BIGRAMS and MAX_TRIGRAMS (the whole
model, 22 MB and 18 MB gzipped: what scripts/ranking-ceiling.sh measures; never committed).

The model file is read by data/lm/lmbin.py (its layout is described there), not by
pocketsphinx: pocketsphinx 5.1.1's ARPA writer prints wrong probabilities and stops before the
trigrams, and Debian's sphinx_lm_convert fails an assertion.

What is written (log10 probabilities with 4 decimals; the model stores them quantized):
- lm-unigrams.txt: `word<TAB>log10 p<TAB>log10 backoff` for every SCOWL word (data/scowl-words.txt)
  in the model's vocabulary, plus the sentence tokens `<s>` and `</s>`, in byte order.
  `<s>` is never predicted (the model gives it -99); its backoff is used after a sentence start.
- lm-bigrams.txt.gz: `w1<TAB>w2<TAB>log10 p(w2|w1)<TAB>log10 backoff(w1 w2)<TAB>loss`, most
  important first (loss descending, then w1, w2), the top MAX_BIGRAMS of the bigrams whose
  words are SCOWL words, `<s>` (as w1) or `</s>` (as w2). The backoff is the weight of the
  context "w1 w2" for trigrams (0 when it has none).
- lm-trigrams.txt.gz: `w1<TAB>w2<TAB>w3<TAB>log10 p(w3|w1 w2)<TAB>loss`, the same way, top
  MAX_TRIGRAMS, over SCOWL words and `<s>` (first) / `</s>` (last).
- SOURCE.txt: package, version, checksums, counts and the pruning curve; LICENSE: the
  package's copyright file, verbatim.

The loss is Stolcke's (1998) entropy-based pruning criterion, in bits per word: the increase
of the relative entropy between the model and the model without that one n-gram, where the
n-gram's probability is then given by backing off and the backoff weight of its history is
recomputed so the distribution stays normalized:

    D = -P(h) * [ p(w|h) * (log2 p'(w|h) - log2 p(w|h)) + N(h) * (log2 a'(h) - log2 a(h)) ]
    N(h) = 1 - sum of p(v|h) over the explicit n-grams of h, L(h) = the same sum of the
    lower-order p(v|h-); a(h) = N(h) / (1 - L(h)); a'(h) = (N(h) + p(w|h)) / (1 - L(h) + p(w|h-));
    p'(w|h) = a'(h) * p(w|h-).

For bigrams the lower order is the unigram; P(h) is the unigram probability of h, and for
h = <s> the probability of a sentence start, taken as p(</s>) (one start per end). For trigrams
the history is "w1 w2", P(h) = P(w1) p(w2|w1), and the lower order is the bigram model. The
sums run over all n-grams of the model, not only those over SCOWL words, so the loss is the
full model's. a(h) is recomputed from the quantized probabilities rather than taken from the
file (they differ by less than 0.005 in log10 for 99% of the histories).
"""
import hashlib, io, math, os, subprocess, sys, tarfile, zipfile
import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lmbin import TrieLM, LOG10_UNIT  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
SCOWL = os.path.join(HERE, "..", "scowl-words.txt")
DEB_MEMBER = "./usr/share/pocketsphinx/model/en-us/en-us.lm.bin"
DEB_COPYRIGHT = "./usr/share/doc/pocketsphinx-en-us/copyright"
WHL_MEMBER = "pocketsphinx/model/en-us/en-us.lm.bin"
MAX_BIGRAMS = 600_000
MAX_TRIGRAMS = 300_000
CURVE = [20_000, 40_000, 100_000, 200_000, 300_000, 400_000, 600_000]


def read_package(path):
    """Returns (description, sha256 of the package, model bytes, licence text, licence origin)."""
    blob = open(path, "rb").read()
    digest = hashlib.sha256(blob).hexdigest()
    if path.endswith(".deb"):
        fields = subprocess.run(["dpkg-deb", "-f", path, "Package", "Version"], check=True,
                                capture_output=True, text=True).stdout.split("\n")
        fields = dict(l.split(": ", 1) for l in fields if l)
        tar = subprocess.run(["dpkg-deb", "--fsys-tarfile", path], check=True,
                             capture_output=True).stdout
        with tarfile.open(fileobj=io.BytesIO(tar)) as t:
            model = t.extractfile(DEB_MEMBER).read()
            lic = t.extractfile(DEB_COPYRIGHT).read().decode("utf-8")
        desc = f"Debian {fields['Package']} {fields['Version']} ({os.path.basename(path)})"
        return desc, digest, model, lic, f"{DEB_COPYRIGHT[1:]} in the Debian package", DEB_MEMBER[2:]
    if path.endswith(".whl"):
        with zipfile.ZipFile(io.BytesIO(blob)) as z:
            model = z.read(WHL_MEMBER)
            meta = [n for n in z.namelist() if n.endswith(".dist-info/METADATA")][0]
            head = z.read(meta).decode("utf-8").split("\n\n")[0]
            kv = dict(l.split(": ", 1) for l in head.splitlines() if ": " in l)
            licname = [n for n in z.namelist() if n.endswith(".dist-info/licenses/LICENSE")
                       or n.endswith(".dist-info/LICENSE")][0]
            lic = z.read(licname).decode("utf-8")
        desc = f"PyPI {kv['Name']} {kv['Version']} ({os.path.basename(path)})"
        return desc, digest, model, lic, f"{licname} in the wheel", WHL_MEMBER
    sys.exit("give the pocketsphinx-en-us .deb or the pocketsphinx .whl")


def stolcke(p, q, num, den, ph):
    """Entropy increase (bits) from dropping explicit probabilities p (with lower-order q) from
    histories whose left-over mass is num, lower-order mass den and probability ph."""
    bo = num / den
    bo2 = (num + p) / (den + q)
    return -ph * (p * (np.log2(bo2 * q) - np.log2(p)) + num * (np.log2(bo2) - np.log2(bo)))


def fmt(x):
    return f"{x:.4f}".replace("-0.0000", "0.0000")


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    if len(args) != 1:
        sys.exit(__doc__.split("\n\n")[1])
    desc, pkg_sha, model, lic, lic_origin, member = read_package(args[0])
    lm = TrieLM(model)
    V = lm.vocab
    n1, n2, n3 = lm.n_written
    S, E = lm.id["<s>"], lm.id["</s>"]
    if "--verify" in sys.argv:
        verify(lm, model)
    global MAX_BIGRAMS, MAX_TRIGRAMS
    if "--all" in sys.argv:
        MAX_BIGRAMS = MAX_TRIGRAMS = n2 + n3

    # Unigram and bigram level.
    pu = 10.0 ** lm.uni_prob
    pu[S] = 0.0
    h, w = lm.bi_hist, lm.bi_word
    pb = 10.0 ** lm.bi_prob
    num = 1.0 - np.bincount(h, weights=pb, minlength=n1)
    den = 1.0 - np.bincount(h, weights=pu[w], minlength=n1)
    ph = pu.copy()
    ph[S] = pu[E]
    bi_loss = stolcke(pb, pu[w], num[h], den[h], ph[h])

    # Trigram level: history "x h" is bigram c (predicting h after x); lower order: bigram j.
    j = lm.tri_bigram
    x, th, tw = lm.tri_word, h[j], w[j]
    pt = 10.0 ** lm.tri_prob
    key = w.astype(np.int64) * n1 + h  # bigrams are sorted by (predicted word, history)
    want = th * n1 + x
    c = np.searchsorted(key, want)
    c[c >= n2] = 0
    found = key[c] == want
    # P(x h) and p(w | h) under the model.
    p_xh = np.where(found, lm.uni_prob[x] + lm.bi_prob[c],
                    lm.uni_prob[x] + lm.uni_bo[x] + lm.uni_prob[th])
    p_xh = np.where(x == S, np.log10(pu[E]) + (p_xh - lm.uni_prob[x]), p_xh)
    # Histories without a bigram of their own (none in this model) are grouped by their words.
    _, hist_id = np.unique(np.where(found, c, -1 - (x * n1 + th)), return_inverse=True)
    tnum = 1.0 - np.bincount(hist_id, weights=pt)
    tden = 1.0 - np.bincount(hist_id, weights=pb[j])
    tri_loss = stolcke(pt, pb[j], tnum[hist_id], tden[hist_id], 10.0 ** p_xh)

    scowl = set()
    with open(SCOWL, encoding="ascii") as f:
        for line in f:
            scowl.add(line.split("\t", 1)[0])
    ours = np.array([v in scowl for v in V])
    first = ours.copy(); first[S] = True    # may stand first in a pair or triple
    last = ours.copy(); last[E] = True      # may stand last

    # Unigrams.
    rows = sorted(V[i] for i in range(n1) if ours[i] or i in (S, E))
    with open(os.path.join(HERE, "lm-unigrams.txt"), "w", encoding="ascii", newline="\n") as f:
        for v in rows:
            i = lm.id[v]
            f.write(f"{v}\t{fmt(lm.uni_prob[i])}\t{fmt(lm.uni_bo[i])}\n")

    # Bigrams.
    bsel = np.nonzero(first[h] & last[w])[0]
    names = np.array(V, dtype=object)
    order = sorted(bsel.tolist(), key=lambda k: (-bi_loss[k], V[h[k]], V[w[k]]))
    bi_total = float(bi_loss[bsel].sum())
    with open(os.path.join(HERE, "lm-bigrams.txt.gz"), "wb") as raw:
        import gzip
        with gzip.GzipFile(filename="", mode="wb", fileobj=raw, compresslevel=9, mtime=0) as gz:
            out = io.TextIOWrapper(gz, encoding="ascii", newline="\n")
            for k in order[:MAX_BIGRAMS]:
                out.write(f"{V[h[k]]}\t{V[w[k]]}\t{fmt(lm.bi_prob[k])}\t{fmt(lm.bi_bo[k])}\t{bi_loss[k]:.4g}\n")
            out.flush()
    curve = []
    cum = np.cumsum([bi_loss[k] for k in order])
    for n in CURVE:
        n = min(n, len(order))
        curve.append((n, float(bi_loss[order[n - 1]]), float(cum[n - 1]), bi_total - float(cum[n - 1])))

    # Trigrams.
    tsel = np.nonzero(first[x] & ours[th] & last[tw])[0]
    torder = sorted(tsel.tolist(), key=lambda k: (-tri_loss[k], V[x[k]], V[th[k]], V[tw[k]]))
    with open(os.path.join(HERE, "lm-trigrams.txt.gz"), "wb") as raw:
        import gzip
        with gzip.GzipFile(filename="", mode="wb", fileobj=raw, compresslevel=9, mtime=0) as gz:
            out = io.TextIOWrapper(gz, encoding="ascii", newline="\n")
            for k in torder[:MAX_TRIGRAMS]:
                out.write(f"{V[x[k]]}\t{V[th[k]]}\t{V[tw[k]]}\t{fmt(lm.tri_prob[k])}\t{tri_loss[k]:.4g}\n")
            out.flush()

    neg_bi = int(np.sum(bi_loss[bsel] < 0)); neg_tri = int(np.sum(tri_loss[tsel] < 0))
    dummies = int(np.sum((lm.bi_bo == 0) & (np.abs(lm.bi_prob - (lm.uni_bo[h] + lm.uni_prob[w])) < 1e-3)))
    unsorted = sum(1 for jj in range(n2) if lm.bi_next[jj + 1] - lm.bi_next[jj] > 1 and
                   np.any(np.diff(x[lm.bi_next[jj]:lm.bi_next[jj + 1]]) <= 0))
    bo_diff = np.abs(np.log10(num / den) - lm.uni_bo)[np.bincount(h, minlength=n1) > 0]
    lines = [
        "Written by data/lm/extract-lm.py; do not edit by hand.",
        "",
        f"package: {desc}",
        f"package sha256: {pkg_sha}",
        f"file: {member} sha256: {hashlib.sha256(model).hexdigest()} ({len(model)} bytes)",
        f"licence: {lic_origin}, copied to LICENSE",
        "",
        f"model: order {lm.order}; header counts {lm.counts}; entries in the trie: {n1} unigrams,"
        f" {n2} bigrams, {n3} trigrams",
        f"vocabulary: {n1} tokens, {int(ours.sum())} of them SCOWL words (plus <s>, </s>)",
        f"bigrams whose backoff is 0 and probability equals the backed-off one (trie filler or"
        f" redundant): {dummies}",
        f"bigram histories whose trigram list is out of order (pocketsphinx cannot find those"
        f" trigrams; read here as stored): {unsorted}",
        f"recomputed vs stored unigram backoff, |log10 difference|: median {np.median(bo_diff):.2g},"
        f" 99th percentile {np.percentile(bo_diff, 99):.2g}, max {bo_diff.max():.2g}",
        f"trigrams whose history \"w1 w2\" is not a bigram of the model: {int(np.sum(~found))}",
        f"negative losses (quantization noise; they sort last): {neg_bi} bigrams, {neg_tri} trigrams",
        "",
        f"lm-unigrams.txt: {len(rows)} rows",
        f"bigrams over SCOWL words (<s> first, </s> last allowed): {len(bsel)}"
        f" (both words SCOWL words: {int(np.sum(ours[h] & ours[w]))});"
        f" lm-bigrams.txt.gz holds the top {min(MAX_BIGRAMS, len(bsel))}",
        f"trigrams over SCOWL words (<s> first, </s> last allowed): {len(tsel)}"
        f" (all three SCOWL words: {int(np.sum(ours[x] & ours[th] & ours[tw]))});"
        f" lm-trigrams.txt.gz holds the top {min(MAX_TRIGRAMS, len(tsel))}",
        "",
        f"Bigram pruning curve (loss in bits per word; total over the {len(bsel)} pairs: {bi_total:.5f}):",
        "  kept N   loss of the N-th   loss kept   loss of the pairs dropped",
    ]
    for n, l, kept, dropped in curve:
        lines.append(f"  {n:7d}   {l:.3e}          {kept:.5f}     {dropped:.5f}")
    text = "\n".join(lines) + "\n"
    print(text)
    with open(os.path.join(HERE, "SOURCE.txt"), "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    with open(os.path.join(HERE, "LICENSE"), "w", encoding="utf-8", newline="\n") as f:
        f.write("The tables in this folder (lm-*.txt*) are extracted from the US English language model\n"
                f"en-us.lm.bin of CMU Sphinx / PocketSphinx, as shipped in {desc}.\n"
                "They are redistributed under the model's BSD-2-clause licence below, NOT under\n"
                "Wordwright's MIT licence; any binary form built from them must reproduce this notice.\n"
                f"What follows is {lic_origin}, verbatim.\n\n")
        f.write(lic)


def verify(lm, model):
    """Checks every unigram, bigram and trigram against pocketsphinx's own reader."""
    import tempfile
    import pocketsphinx
    with tempfile.NamedTemporaryFile(suffix=".lm.bin") as t:
        t.write(model); t.flush()
        m = pocketsphinx.NGramModel.readfile(t.name)
    V = lm.vocab
    bad = []
    for i in range(lm.n_written[0]):
        if V[i] != "<s>" and abs(m.prob([V[i]]) * LOG10_UNIT - lm.uni_prob[i]) > 1e-4:
            bad.append(("unigram", V[i]))
    for k in range(lm.n_written[1]):
        a, b = V[lm.bi_hist[k]], V[lm.bi_word[k]]
        if abs(m.prob([b, a]) * LOG10_UNIT - lm.bi_prob[k]) > 1e-4:
            bad.append(("bigram", a, b))
    for t in range(lm.n_written[2]):
        k = lm.tri_bigram[t]
        a, b, c = V[lm.tri_word[t]], V[lm.bi_hist[k]], V[lm.bi_word[k]]
        if abs(m.prob([c, b, a]) * LOG10_UNIT - lm.tri_prob[t]) > 1e-4:
            bad.append(("trigram", a, b, c, m.prob([c, b, a]) * LOG10_UNIT, lm.tri_prob[t]))
    print(f"verify: {len(bad)} of {sum(lm.n_written)} n-grams differ from pocketsphinx's prob:", bad[:10])


if __name__ == "__main__":
    main()
