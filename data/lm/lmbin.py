"""Reader for PocketSphinx's trie binary language model ("Trie Language Model" header).

The format is the one written by pocketsphinx's src/lm/ngram_model_trie.c and lm_trie.c
(a port of KenLM's quantized trie), read here without pocketsphinx. Layout, all little-endian:

  "Trie Language Model" (19 bytes, no NUL), uint8 order, uint32 counts[order]
  int32 (former quantization type, 1)
  float32 bins: for each middle order (bigrams of a trigram model): 65536 probability bins,
      then 65536 backoff bins; then 65536 probability bins for the longest order
  (counts[0] + 1) unigrams: float32 prob, float32 backoff, uint32 next (first bigram index);
      entry counts[0] is a sentinel whose `next` ends the last range
  bit-packed middle array (bigrams): per entry word (bits to hold counts[0]), 16-bit backoff
      code, 16-bit probability code, next pointer (bits to hold counts[2]): first trigram
      index; counts[1] + 1 entries (the last holds only the end pointer), + 8 bytes of slack
  bit-packed longest array (trigrams): per entry word, 16-bit probability code
  uint32 k, then k bytes: the vocabulary, NUL-terminated strings in id order

The trie is reversed, as in KenLM: the bigrams under unigram w are those *predicting* w, and
each one's `word` is the history h, in increasing id order; the trigrams under bigram (h, w)
are those predicting w after "x h", their `word` being x. Probabilities and backoffs are
stored as logarithms in base 1.0001 (pocketsphinx's logmath); times log10(1.0001) gives log10.
"""
import math
import numpy as np

MAGIC = b"Trie Language Model"
LOG10_UNIT = math.log10(1.0001)  # one logmath unit in log10
BINS = 1 << 16


def _bits(max_value):
    return max_value.bit_length()


def _read_field(mem, bit_offsets, width):
    """Reads `width`-bit little-endian fields (width <= 57) at the given bit offsets."""
    byte = bit_offsets >> 3
    idx = byte[:, None] + np.arange(8, dtype=np.int64)[None, :]
    words = mem[idx].copy().view("<u8").reshape(-1)
    return (words >> (bit_offsets & 7).astype(np.uint64)) & np.uint64((1 << width) - 1)


class TrieLM:
    def __init__(self, data: bytes):
        if not data.startswith(MAGIC):
            raise ValueError("not a PocketSphinx trie LM (header)")
        pos = len(MAGIC)
        self.order = data[pos]; pos += 1
        if self.order != 3:
            raise ValueError(f"this reader handles trigram models only, got order {self.order}")
        self.counts = [int(x) for x in np.frombuffer(data, "<u4", self.order, pos)]
        pos += 4 * self.order
        pos += 4  # former quantization type
        nq = (self.order - 2) * 2 * BINS + BINS
        q = np.frombuffer(data, "<f4", nq, pos).astype(np.float64); pos += 4 * nq
        self.bi_prob_bins, self.bi_bo_bins, self.tri_prob_bins = q[:BINS], q[BINS:2 * BINS], q[2 * BINS:]
        n1, n2, n3 = self.counts
        ug = np.frombuffer(data, np.dtype([("p", "<f4"), ("bo", "<f4"), ("next", "<u4")]), n1 + 1, pos)
        pos += 12 * (n1 + 1)
        self.uni_prob = ug["p"][:n1].astype(np.float64) * LOG10_UNIT
        self.uni_bo = ug["bo"][:n1].astype(np.float64) * LOG10_UNIT
        self.uni_next = ug["next"].astype(np.int64)

        wbits = _bits(n1)
        nbits = _bits(n3)
        mid_total = wbits + 32 + nbits
        mid_size = ((1 + n2) * mid_total + 7) // 8 + 8
        lng_total = wbits + 16
        lng_size = ((1 + n3) * lng_total + 7) // 8 + 8
        mem = np.frombuffer(data, np.uint8, mid_size + lng_size + 8, pos)  # +8: read slack
        mid = mem[:mid_size + 8]
        lng = mem[mid_size:]
        pos += mid_size + lng_size

        off = np.arange(n2 + 1, dtype=np.int64) * mid_total
        self.bi_hist = _read_field(mid, off[:n2], wbits).astype(np.int64)
        self.bi_bo_code = _read_field(mid, off[:n2] + wbits, 16).astype(np.int64)
        self.bi_prob_code = _read_field(mid, off[:n2] + wbits + 16, 16).astype(np.int64)
        self.bi_next = _read_field(mid, off + wbits + 32, nbits).astype(np.int64)
        off3 = np.arange(n3, dtype=np.int64) * lng_total
        self.tri_word = _read_field(lng, off3, wbits).astype(np.int64)
        self.tri_prob_code = _read_field(lng, off3 + wbits, 16).astype(np.int64)

        k = int(np.frombuffer(data, "<u4", 1, pos)[0]); pos += 4
        words = data[pos:pos + k].split(b"\0")
        if words[-1] != b"" or len(words) - 1 != n1:
            raise ValueError("vocabulary block does not hold counts[0] words")
        self.vocab = [w.decode("utf-8") for w in words[:-1]]
        pos += k
        if pos != len(data):
            raise ValueError(f"{len(data) - pos} bytes left after the vocabulary")

        # The predicted word of each bigram, from the unigrams' ranges.
        # The header's counts size the arrays; the entries written may be fewer (the sentinel
        # unigram's `next` and the end pointer after the last bigram tell how many).
        m2 = int(self.uni_next[n1])
        m3 = int(self.bi_next[m2])
        if m2 > n2 or m3 > n3 or self.bi_next[m2] != m3:
            raise ValueError("trie ranges run past the n-gram counts")
        if np.any(self.bi_hist[m2:]) or np.any(self.bi_prob_code[m2:]) or np.any(self.bi_next[m2 + 1:]):
            raise ValueError("non-empty bigram entries after the end of the trie")
        self.n_written = (n1, m2, m3)
        self.bi_hist, self.bi_bo_code, self.bi_prob_code = (
            a[:m2] for a in (self.bi_hist, self.bi_bo_code, self.bi_prob_code))
        self.bi_next = self.bi_next[:m2 + 1]
        self.tri_word, self.tri_prob_code = self.tri_word[:m3], self.tri_prob_code[:m3]
        n2, n3 = m2, m3
        self.bi_word = np.repeat(np.arange(n1, dtype=np.int64), np.diff(self.uni_next))
        self.bi_prob = self.bi_prob_bins[self.bi_prob_code] * LOG10_UNIT
        self.bi_bo = self.bi_bo_bins[self.bi_bo_code] * LOG10_UNIT
        # Each trigram's bigram (its index into the bigram arrays) and probability.
        self.tri_bigram = np.repeat(np.arange(n2, dtype=np.int64), np.diff(self.bi_next))
        self.tri_prob = self.tri_prob_bins[self.tri_prob_code] * LOG10_UNIT
        self.id = {w: i for i, w in enumerate(self.vocab)}

    def bigram_index(self, h, w):
        """Index of the bigram "h w" (ids), or -1."""
        lo, hi = self.uni_next[w], self.uni_next[w + 1]
        j = lo + int(np.searchsorted(self.bi_hist[lo:hi], h))
        return j if j < hi and self.bi_hist[j] == h else -1

    def logprob(self, words):
        """log10 P(words[-1] | words[:-1]) with Katz backoff, for 1..3 words (ids)."""
        if len(words) == 1:
            return float(self.uni_prob[words[0]])
        if len(words) == 2:
            h, w = words
            j = self.bigram_index(h, w)
            if j >= 0:
                return float(self.bi_prob[j])
            return float(self.uni_bo[h] + self.uni_prob[w])
        x, h, w = words
        j = self.bigram_index(h, w)
        if j >= 0:
            lo, hi = self.bi_next[j], self.bi_next[j + 1]
            t = lo + int(np.searchsorted(self.tri_word[lo:hi], x))
            if t < hi and self.tri_word[t] == x:
                return float(self.tri_prob[t])
        c = self.bigram_index(x, h)
        bo = float(self.bi_bo[c]) if c >= 0 else 0.0
        return bo + self.logprob([h, w])
