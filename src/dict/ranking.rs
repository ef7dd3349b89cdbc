//! The ranking data: word pairs from a language model and set phrases, for ranking multi-word
//! answers. Read from `ranking.wwdb` (a [`container`] file) into
//! [`RankingData`], whose whole API is: [`RankingData::vocab_id`] (a word's id in the pair
//! vocabulary; a [`Dictionary`](super::Dictionary) maps all its words at once with
//! `dict.vocab_ids(&ranking)`), [`RankingData::pair`] (log10 P(w2 | w1) of a kept pair) and
//! [`RankingData::phrase`] (whether a phrase, hashed with [`phrase_hash`], is a WordNet phrase
//! and how long).
//!
//! Sources: the pairs are the bigrams of CMU PocketSphinx's US English model (BSD-2, CMU and
//! Alpha Cephei; `data/lm/LICENSE`) over SCOWL words and the sentence marks `<s>` and `</s>`,
//! the [`PAIRS`] most important by Stolcke's pruning loss (the order of
//! `data/lm/lm-bigrams.txt.gz`); the phrases are WordNet 3.0's multi-word lemmas over SCOWL
//! words that are not proper names (Princeton; `data/wordnet/LICENSE`).
//!
//! This file uses nothing but `std`, because `build.rs` includes it to build the blob.
//!
//! Sections (all version 1; integers little-endian; varints LEB128):
//!
//! - `VOCB` (version 2): the words the pairs use, coded against the default tier's words (the
//!   [`Base`] the reader is given: most of the vocabulary is in it). Id 0 is `<s>` and id 1 is
//!   `</s>` (not stored); the words have ids `2, 3, ...` group by group, each group in byte
//!   order. The builder groups the words by their unigram probability (128 most likely, then
//!   256, 512, ...), so frequent words have small ids and the gaps below stay small; a word's
//!   group is also a coarse rank of its probability, which breaks ties of cost (`group_at`).
//!   Stored: the count of words (u32); the [`phrase_hash`] of the words in id order (u32,
//!   checked once they are rebuilt: the base must be the one the builder had); the number of
//!   groups (u16, at most 15) and each group's size (u32); the base's word count (u32, checked)
//!   and one 4-bit code per base word, two a byte, low nibble first (0: not in the vocabulary,
//!   `g + 1`: in group `g`); then the words outside the base: their count (u32), a byte each
//!   for its group, and the words front-coded as in the dictionary blob's `WORD`, in byte order.
//!   At most [`MAX_VOCAB`] ids. Against the words spelled out a group at a time (version 1),
//!   this is 25 KB brotli rather than 61 KB for the 27,562 words of 300,000 pairs, room for
//!   more pairs.
//! - `PAIR`: the pairs in CSR form. Their count (u32); for each id from 0 up, the number of
//!   pairs it starts (varint); for each pair in order of (first, second), the gap to the
//!   previous second word of the same first word (varint: `second - previous - 1`, with
//!   previous = -1 for the first); then one 4-bit code per pair, two a byte, low nibble first.
//!   Code `c` (0..=15) stands for log10 P(w2 | w1) in `(-(c + 1) / 2, -c / 2]`, read back as the
//!   middle, `-(c + 0.5) / 2`; code 15 also holds everything lower (the model's lowest is -7.15).
//!   `</s>` starts no pair and `<s>` ends none.
//! - `TRIG`: word triples, as `PAIR` with the kept pairs as rows: their count (u32); for each
//!   pair in the order of `PAIR` (its index `h`), the number of triples whose first two words
//!   are that pair (varint); the third ids as gaps within each pair, as in `PAIR`; one 4-bit code
//!   per triple. Third id 0 (`<s>`, which the model never predicts) marks the pair's **backoff
//!   weight** instead: the code of log10 of the factor by which a third word the section lacks
//!   is less likely than the pair model says (Katz backoff; none stored: factor 1).
//! - `PHRS` (version 2): the sorted set of FNV-1a 32-bit hashes of the phrases of three or more
//!   words (words joined by one space; two-word phrases are left to the pairs and triples). A
//!   count (u32) and the hashes
//!   strictly increasing, as varint gaps (`hash - previous - 1`, previous = -1 at first).

use std::num::NonZeroU16;

use super::blob::{decode_words, front_code, WordData};
use super::container::{self, put_varint, Blob, BlobError, Cursor, Part, Sections};

/// How many pairs the build keeps: the most important by pruning loss. 300,000 keep 94% of the
/// loss of all 1.8 million pairs over SCOWL words (data/lm/SOURCE.txt); with the triples and
/// phrases these fit the 500 KB budget (the point on the quality/size curve: docs/ranking.md).
pub const PAIRS: usize = 320_000;
/// How many triples the build keeps at most (backoff weights not counted): the most important
/// by pruning loss among those whose first two words are a kept pair.
pub const TRIPLES: usize = 72_000;
/// The most words a set phrase has (build.rs checks it of every phrase it keeps): a longer
/// answer earns no phrase bonus, so searches need not allow for one.
pub const LONGEST_PHRASE: usize = 8;
/// The most vocabulary ids (`<s>` and `</s>` included): ids are kept as `u16`.
pub const MAX_VOCAB: usize = u16::MAX as usize;
/// The width of a probability code, in log10 units.
pub const LOG10P_STEP: f32 = 0.5;
/// The sentence marks of the model.
pub const START: &str = "<s>";
/// The end of a sentence.
pub const END: &str = "</s>";

/// In `best_into`: the id ends no pair.
const NO_PAIR: u8 = u8::MAX;

const VOCB: container::Name = *b"VOCB";
const PAIR: container::Name = *b"PAIR";
const PHRS: container::Name = *b"PHRS";
const TRIG: container::Name = *b"TRIG";

/// A word's id in the pair vocabulary (2 bytes; `Option<VocabId>` too).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct VocabId(NonZeroU16);

impl VocabId {
    /// The start of a sentence, `<s>`.
    pub const START: VocabId = VocabId(NonZeroU16::MIN);
    /// The end of a sentence, `</s>`.
    pub const END: VocabId = match NonZeroU16::new(2) {
        Some(n) => VocabId(n),
        None => panic!("2 is not zero"),
    };

    /// The id at position `index` (see [`VocabId::index`]); indexes past the vocabulary give
    /// ids that no lookup finds.
    pub fn new(index: usize) -> VocabId {
        // Indexes are checked against MAX_VOCAB when the data is read.
        VocabId(NonZeroU16::new(index as u16 + 1).unwrap_or(NonZeroU16::MAX))
    }

    /// Its position, 0 for `<s>`, 1 for `</s>`, 2 and up for words.
    pub fn index(self) -> usize {
        self.0.get() as usize - 1
    }
}

/// The most vocabulary groups: a base word's group is a 4-bit code, 0 for none.
const MAX_GROUPS: usize = 15;

/// The words a vocabulary is coded against: the default tier's, in byte order (word `i` is
/// `text[starts[i]..starts[i + 1]]`; see `VOCB`).
#[derive(Debug, Clone, Copy, Default)]
pub struct Base<'a> {
    pub text: &'a [u8],
    pub starts: &'a [u32],
}

impl<'a> Base<'a> {
    /// The number of words.
    pub fn len(&self) -> usize {
        self.starts.len().saturating_sub(1)
    }

    /// Whether there are no words.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Word `i`.
    pub fn word(&self, i: usize) -> &'a [u8] {
        &self.text[self.starts[i] as usize..self.starts[i + 1] as usize]
    }

    /// The index of `word`, or where it would go.
    fn find(&self, word: &[u8]) -> Result<usize, usize> {
        let (mut lo, mut hi) = (0, self.len());
        while lo < hi {
            let mid = (lo + hi) / 2;
            match self.word(mid).cmp(word) {
                std::cmp::Ordering::Less => lo = mid + 1,
                std::cmp::Ordering::Greater => hi = mid,
                std::cmp::Ordering::Equal => return Ok(mid),
            }
        }
        Err(lo)
    }
}

impl<'a> From<&'a WordData> for Base<'a> {
    fn from(data: &'a WordData) -> Base<'a> {
        Base {
            text: &data.text,
            starts: &data.starts,
        }
    }
}

/// The FNV-1a hash of words joined by single spaces, as the `PHRS` section stores phrases.
pub fn phrase_hash<'a>(words: impl IntoIterator<Item = &'a [u8]>) -> u32 {
    let mut words = words.into_iter();
    let first = words.next().unwrap_or(&[]);
    words.fold(container::checksum(first), phrase_hash_extend)
}

/// The hash of a phrase one word longer: `hash` is a phrase's [`phrase_hash`], the result that
/// of the phrase followed by a space and `word`.
pub fn phrase_hash_extend(hash: u32, word: &[u8]) -> u32 {
    let mut h = hash;
    for &b in std::iter::once(&b' ').chain(word) {
        h ^= b as u32;
        h = h.wrapping_mul(0x0100_0193);
    }
    h
}

/// The code of a log10 probability (see `PAIR` in the module comment).
pub fn log10p_code(log10p: f64) -> u8 {
    let c = (-log10p / f64::from(LOG10P_STEP)).floor();
    if c.is_nan() || c < 0.0 {
        0
    } else {
        c.min(15.0) as u8
    }
}

/// The log10 probability a code stands for: the middle of its range.
pub fn code_log10p(code: u8) -> f32 {
    -(f32::from(code) + 0.5) * LOG10P_STEP
}

/// What the builder takes, ordered as the blob stores it (it checks the order and refuses
/// anything else).
#[derive(Debug, Clone, Default)]
pub struct Input<'a> {
    /// The words the vocabulary is coded against (the default tier's; see `VOCB`).
    pub base: Base<'a>,
    /// The vocabulary's words (without `<s>` and `</s>`) in groups, each strictly increasing;
    /// their ids are 2, 3, ... in this order.
    pub groups: Vec<Vec<&'a str>>,
    /// `(first id, second id, log10 P(second | first))`, strictly increasing by ids.
    pub pairs: Vec<(u32, u32, f64)>,
    /// `(first, second, third id, log10 P(third | first second))`, strictly increasing by ids,
    /// each first two a kept pair; third 0 holds the pair's log10 backoff weight (see `TRIG`).
    pub triples: Vec<(u32, u32, u32, f64)>,
    /// The hashes of the phrases of three or more words, strictly increasing.
    pub longer: Vec<u32>,
}

fn bad(detail: String) -> BlobError {
    BlobError::BadInput { detail }
}

fn put_hashes(out: &mut Vec<u8>, hashes: &[u32], what: &str) -> Result<(), BlobError> {
    out.extend_from_slice(&(hashes.len() as u32).to_le_bytes());
    let mut next = 0u32; // the smallest value the next hash may take
    for (i, &h) in hashes.iter().enumerate() {
        if h < next || (i > 0 && next == 0) {
            return Err(bad(format!(
                "the {what} hashes are not strictly increasing at {i}"
            )));
        }
        put_varint(out, h - next);
        next = h.wrapping_add(1);
    }
    Ok(())
}

/// A table of 4-bit codes by (row, column) in the layout of `PAIR`: the entries' count, each
/// row's count, the columns as gaps within rows, the codes. `entries` are sorted by (row,
/// column).
fn put_csr(rows: usize, entries: impl ExactSizeIterator<Item = (usize, u32, f64)>) -> Vec<u8> {
    let mut out = (entries.len() as u32).to_le_bytes().to_vec();
    let mut counts = vec![0u32; rows];
    let mut gaps = Vec::new();
    let mut codes = Vec::new();
    let mut last: Option<(usize, u32)> = None;
    for (r, col, p) in entries {
        let gap = match last {
            Some((lr, lc)) if lr == r => col - lc - 1,
            _ => col,
        };
        put_varint(&mut gaps, gap);
        counts[r] += 1;
        codes.push(log10p_code(p));
        last = Some((r, col));
    }
    for &n in &counts {
        put_varint(&mut out, n);
    }
    out.append(&mut gaps);
    out.extend(container::pack_nibbles(&codes));
    out
}

/// The `VOCB` section of `groups` coded against `base`.
fn put_vocab(groups: &[Vec<&str>], base: Base) -> Result<Vec<u8>, BlobError> {
    if groups.len() > MAX_GROUPS {
        return Err(bad(format!(
            "{} vocabulary groups; at most {MAX_GROUPS} fit",
            groups.len()
        )));
    }
    if let Some(i) = (1..base.len()).find(|&i| base.word(i - 1) >= base.word(i)) {
        return Err(bad(format!("the base's word {i} is out of order")));
    }
    let words: usize = groups.iter().map(Vec::len).sum();
    let mut codes = vec![0u8; base.len()];
    // Each group's words outside the base, in byte order.
    let mut by_group: Vec<Vec<&str>> = vec![Vec::new(); groups.len()];
    for (g, group) in groups.iter().enumerate() {
        if group.is_empty() {
            return Err(bad("a vocabulary group is empty".to_string()));
        }
        for (i, &w) in group.iter().enumerate() {
            let ok = !w.is_empty()
                && w.len() <= super::blob::MAX_WORD_LEN
                && w.bytes().all(|b| b.is_ascii_lowercase());
            if !ok {
                return Err(BlobError::BadWord {
                    word: w.to_string(),
                });
            }
            if i > 0 && w <= group[i - 1] {
                return Err(BlobError::OutOfOrder {
                    previous: group[i - 1].to_string(),
                    got: w.to_string(),
                });
            }
            match base.find(w.as_bytes()) {
                Ok(at) if codes[at] != 0 => return Err(bad(format!("{w} is in two groups"))),
                Ok(at) => codes[at] = g as u8 + 1,
                Err(_) => by_group[g].push(w),
            }
        }
    }
    // All of them in byte order, merging the groups' lists (no sort: this file is std-only,
    // and the crate keeps one shared sort).
    let mut outside: Vec<(&str, u8)> = Vec::new();
    let mut heads = vec![0usize; groups.len()];
    loop {
        let next = (0..groups.len())
            .filter(|&g| heads[g] < by_group[g].len())
            .min_by_key(|&g| by_group[g][heads[g]]);
        let Some(g) = next else { break };
        let w = by_group[g][heads[g]];
        if outside.last().is_some_and(|&(last, _)| last == w) {
            return Err(bad(format!("{w} is in two groups")));
        }
        outside.push((w, g as u8));
        heads[g] += 1;
    }

    let stamp = phrase_hash(groups.iter().flatten().map(|w| w.as_bytes()));
    let mut out = (words as u32).to_le_bytes().to_vec();
    out.extend_from_slice(&stamp.to_le_bytes());
    out.extend_from_slice(&(groups.len() as u16).to_le_bytes());
    for g in groups {
        out.extend_from_slice(&(g.len() as u32).to_le_bytes());
    }
    out.extend_from_slice(&(base.len() as u32).to_le_bytes());
    out.extend(container::pack_nibbles(&codes));
    out.extend_from_slice(&(outside.len() as u32).to_le_bytes());
    out.extend(outside.iter().map(|&(_, g)| g));
    let mut prev = "";
    for &(w, _) in &outside {
        front_code(&mut out, prev, w);
        prev = w;
    }
    Ok(out)
}

/// Builds the ranking blob.
pub fn build(input: &Input) -> Result<Vec<u8>, BlobError> {
    let words: usize = input.groups.iter().map(Vec::len).sum();
    let vocab = words + 2;
    if vocab > MAX_VOCAB {
        return Err(bad(format!(
            "{vocab} vocabulary ids; at most {MAX_VOCAB} fit"
        )));
    }
    let vocb = put_vocab(&input.groups, input.base)?;

    let mut last: Option<(u32, u32)> = None;
    for &(a, b, p) in &input.pairs {
        let (ai, bi) = (a as usize, b as usize);
        if ai >= vocab || bi >= vocab || ai == 1 || bi == 0 {
            return Err(bad(format!(
                "pair ({a}, {b}) is not of ids 0 to {} with </s> (1) never first and <s> (0) \
                 never second",
                vocab - 1
            )));
        }
        if p.is_nan() || p > 0.0 {
            return Err(bad(format!("pair ({a}, {b}) has log10 P {p}, above 0")));
        }
        if last.is_some_and(|l| l >= (a, b)) {
            return Err(bad(format!(
                "pair ({a}, {b}) is out of order; sort the pairs by ids"
            )));
        }
        last = Some((a, b));
    }
    let pair = put_csr(
        vocab,
        input.pairs.iter().map(|&(a, b, p)| (a as usize, b, p)),
    );
    let mut rows = Vec::with_capacity(input.triples.len());
    let mut last: Option<(u32, u32, u32)> = None;
    for &(a, b, t, p) in &input.triples {
        let h = input.pairs.binary_search_by(|q| (q.0, q.1).cmp(&(a, b)));
        let (Ok(h), true) = (h, (t as usize) < vocab) else {
            return Err(bad(format!(
                "triple ({a}, {b}, {t}) does not continue a kept pair with an id below {vocab}"
            )));
        };
        if p.is_nan() || p > 0.0 || last.is_some_and(|l| l >= (a, b, t)) {
            return Err(bad(format!(
                "triple ({a}, {b}, {t}) is out of order or has log10 P {p}, above 0"
            )));
        }
        last = Some((a, b, t));
        rows.push((h, t, p));
    }
    let trig = put_csr(input.pairs.len(), rows.into_iter());

    let mut phrs = Vec::new();
    put_hashes(&mut phrs, &input.longer, "longer phrase")?;

    let part = |name, bytes| Part {
        name,
        version: if name == PHRS || name == VOCB { 2 } else { 1 },
        bytes,
    };
    Ok(container::write(&[
        part(VOCB, vocb),
        part(PAIR, pair),
        part(TRIG, trig),
        part(PHRS, phrs),
    ]))
}

/// The decoded ranking data (see the module comment). About 1.4 MB for the 300,000 pairs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RankingData {
    /// The stored words, concatenated, in id order (id `2 + i` is word `i`).
    text: Vec<u8>,
    /// `starts[i]..starts[i + 1]` is word `i` in `text`.
    starts: Vec<u32>,
    /// The word indexes in byte order of the words (for merging with sorted word lists).
    sorted: Vec<u16>,
    /// An open-addressing hash table of the words for lookups by text: slot `h` holds a word
    /// index plus one (0: empty), probed linearly from the word's FNV-1a hash; its length is a
    /// power of two at least twice the word count.
    table: Vec<u16>,
    /// The pairs, by first id.
    pairs: Csr,
    /// The triples, by the index of the pair of their first two words.
    triples: Csr,
    /// For each id, the lowest code of the pairs and triples it ends ([`NO_PAIR`] if none): the
    /// most likely any words before it make it, for admissible bounds in searches.
    best_into: Vec<u8>,
    /// For each id, the lowest code of the pair and the triples that end a phrase after it
    /// ([`NO_PAIR`] if none): the most likely any word before it makes the end.
    best_end: Vec<u8>,
    /// The hashes of phrases of three or more words, sorted.
    longer: Vec<u32>,
    /// Where each vocabulary group ends (a stored-word index): the builder groups the words by
    /// their unigram probability, so a word's group is a coarse rank of its frequency.
    group_ends: Vec<u32>,
    /// The checksum of the vocabulary section: which vocabulary a mapping of ids belongs to.
    stamp: u32,
}

/// A table of 4-bit codes by (row, column), as `PAIR` and `TRIG` store it.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Csr {
    /// `first[r]..first[r + 1]` are row `r`'s entries.
    first: Vec<u32>,
    /// Each entry's column, increasing within a row.
    col: Vec<u16>,
    /// Each entry's code, two a byte, low nibble first.
    codes: Vec<u8>,
}

impl Csr {
    /// Reads a table of `rows` rows whose columns are `low` to `cols - 1`; `noun` names an
    /// entry's row in messages ("a pair of id").
    fn read(
        c: &mut Cursor,
        rows: usize,
        low: usize,
        cols: usize,
        noun: &str,
    ) -> Result<Csr, BlobError> {
        let n = c.u32("the entry count")? as usize;
        let mut first = Vec::with_capacity(rows + 1);
        first.push(0u32);
        let mut total = 0u32;
        for _ in 0..rows {
            total = total.saturating_add(c.varint("a row's count")?);
            first.push(total);
        }
        if total as usize != n {
            return Err(c.corrupt(format!("the counts add up to {total} entries, not {n}")));
        }
        // Each entry takes a byte at least: no more room than the bytes left.
        let mut col = Vec::with_capacity(n.min(c.rest_len()));
        for r in 0..rows {
            let mut next = 0usize;
            for _ in first[r]..first[r + 1] {
                let b = next + c.varint("a column")? as usize;
                if b >= cols || b < low {
                    return Err(c.corrupt(format!("{noun} {r} ends with id {b}, out of range")));
                }
                col.push(b as u16);
                next = b + 1;
            }
        }
        let codes = c.nibbles(n, "a code per entry")?.to_vec();
        c.finish()?;
        Ok(Csr { first, col, codes })
    }

    /// Entry `k`'s code.
    fn code(&self, k: usize) -> u8 {
        container::nibble(&self.codes, k)
    }

    /// The index of the entry at (`row`, `col`), if there is one.
    fn find(&self, row: usize, col: usize) -> Option<usize> {
        let lo = *self.first.get(row)? as usize;
        let hi = *self.first.get(row + 1)? as usize;
        let at = lo + self.col[lo..hi].partition_point(|&s| (s as usize) < col);
        (at < hi && self.col[at] as usize == col).then_some(at)
    }

    /// The number of entries.
    fn len(&self) -> usize {
        self.col.len()
    }

    fn heap_bytes(&self) -> usize {
        self.first.len() * 4 + self.col.len() * 2 + self.codes.len()
    }
}

/// The vocabulary's words in id order (text and starts, as [`decode_words`] gives them) from the
/// rest of `VOCB` after the group sizes (`bounds`: where each group starts and ends).
fn read_vocab(
    c: &mut Cursor,
    bounds: &[usize],
    base: Base,
) -> Result<(Vec<u8>, Vec<u32>), BlobError> {
    let groups = bounds.len() - 1;
    let n = c.u32("the default tier's word count")? as usize;
    if n != base.len() {
        return Err(c.corrupt(format!(
            "it was built for a default tier of {n} words; the one loaded has {}",
            base.len()
        )));
    }
    let packed = c.nibbles(n, "a group code per default-tier word")?;
    // Each group's words from the base and from outside it, each list in byte order.
    let mut inside: Vec<Vec<u32>> = vec![Vec::new(); groups];
    for i in 0..n {
        let code = container::nibble(packed, i);
        if code as usize > groups {
            return Err(c.corrupt(format!("default-tier word {i} is in group {}", code - 1)));
        }
        if code > 0 {
            inside[code as usize - 1].push(i as u32);
        }
    }
    let m = c.u32("the count of words outside the default tier")? as usize;
    let their_groups = c.take(m, "a group per word outside the default tier")?;
    let mut outside: Vec<Vec<u32>> = vec![Vec::new(); groups];
    for (j, &g) in their_groups.iter().enumerate() {
        if g as usize >= groups {
            return Err(c.corrupt(format!("word {j} outside the default tier is in group {g}")));
        }
        outside[g as usize].push(j as u32);
    }
    let (other, other_starts) = decode_words(c, m)?;
    let other_word = |j: u32| {
        let j = j as usize;
        &other[other_starts[j] as usize..other_starts[j + 1] as usize]
    };

    let words = bounds[groups];
    let mut text = Vec::with_capacity(8 * words);
    let mut starts = Vec::with_capacity(words + 1);
    starts.push(0u32);
    for g in 0..groups {
        let size = inside[g].len() + outside[g].len();
        if size != bounds[g + 1] - bounds[g] {
            return Err(c.corrupt(format!(
                "group {g} has {size} words, its size says {}",
                bounds[g + 1] - bounds[g]
            )));
        }
        // Merged: both lists are in byte order.
        let (ins, outs) = (&inside[g], &outside[g]);
        let (mut a, mut b) = (0, 0);
        while a < ins.len() || b < outs.len() {
            let x = ins.get(a).map(|&i| base.word(i as usize));
            let y = outs.get(b).map(|&j| other_word(j));
            let from_base = match (x, y) {
                (Some(x), Some(y)) if x == y => {
                    return Err(c.corrupt(format!(
                        "default-tier word {} is also among the words outside it",
                        ins[a]
                    )))
                }
                (Some(x), Some(y)) => x < y,
                (x, _) => x.is_some(),
            };
            let next = if from_base { x } else { y };
            (a, b) = if from_base { (a + 1, b) } else { (a, b + 1) };
            text.extend_from_slice(next.unwrap_or_default());
            starts.push(text.len() as u32);
        }
    }
    c.finish()?;
    Ok((text, starts))
}

fn read_hashes(c: &mut Cursor, what: &str) -> Result<Vec<u32>, BlobError> {
    let n = c.u32(what)? as usize;
    let mut out = Vec::with_capacity(n.min(c.rest_len()));
    let mut next = 0u64;
    for _ in 0..n {
        let h = next + u64::from(c.varint(what)?);
        let h = u32::try_from(h).map_err(|_| c.corrupt(format!("{what} pass 2^32")))?;
        out.push(h);
        next = u64::from(h) + 1;
    }
    Ok(out)
}

impl RankingData {
    /// Checks a ranking blob (container, sections and their contents) and decodes it; `base`
    /// is the default tier's words, which its vocabulary is coded against.
    pub fn read(bytes: &[u8], base: Base) -> Result<RankingData, BlobError> {
        let sections = Sections::read(bytes, Blob::Ranking)?;

        let mut c = sections.get(VOCB, 2)?;
        let words = c.u32("the word count")? as usize;
        if words + 2 > MAX_VOCAB {
            return Err(c.corrupt(format!(
                "{words} words and the sentence marks are more than {MAX_VOCAB} ids"
            )));
        }
        let stamp = c.u32("the vocabulary's checksum")?;
        let groups = c.u16("the group count")? as usize;
        if groups > MAX_GROUPS {
            return Err(c.corrupt(format!("{groups} groups; at most {MAX_GROUPS} fit")));
        }
        let mut bounds = Vec::with_capacity(groups + 1);
        bounds.push(0usize);
        for _ in 0..groups {
            let size = c.u32("a group size")? as usize;
            let end = bounds[bounds.len() - 1] + size;
            if size == 0 || end > words {
                return Err(c.corrupt(format!(
                    "group {} of {size} words does not fit the {words} words",
                    bounds.len() - 1
                )));
            }
            bounds.push(end);
        }
        if bounds[bounds.len() - 1] != words {
            return Err(c.corrupt(format!(
                "the groups hold {} words, the count says {words}",
                bounds[bounds.len() - 1]
            )));
        }
        let (text, starts) = read_vocab(&mut c, &bounds, base)?;
        if phrase_hash((0..words).map(|i| &text[starts[i] as usize..starts[i + 1] as usize]))
            != stamp
        {
            return Err(c.corrupt(
                "its words are not the ones it was built with: it needs the default tier it \
                 was built beside"
                    .to_string(),
            ));
        }
        let word = |i: usize| &text[starts[i] as usize..starts[i + 1] as usize];
        // Byte order by merging the sorted groups (a handful): no sort, and duplicates show up
        // next to each other.
        let mut heads: Vec<(usize, usize)> = bounds.windows(2).map(|b| (b[0], b[1])).collect();
        let mut sorted: Vec<u16> = Vec::with_capacity(words);
        loop {
            let mut best: Option<usize> = None;
            for (g, &(at, end)) in heads.iter().enumerate() {
                if at < end && best.is_none_or(|b| word(at) < word(heads[b].0)) {
                    best = Some(g);
                }
            }
            let Some(g) = best else { break };
            let i = heads[g].0;
            if let Some(&p) = sorted.last() {
                if word(p as usize) == word(i) {
                    return Err(c.corrupt(format!("word {i} is also word {p}")));
                }
            }
            sorted.push(i as u16);
            heads[g].0 += 1;
        }
        let vocab = words + 2;
        let size = (2 * words).next_power_of_two().max(2);
        let mut table = vec![0u16; size];
        for i in 0..words {
            let mut h = container::checksum(word(i)) as usize & (size - 1);
            while table[h] != 0 {
                h = (h + 1) & (size - 1);
            }
            table[h] = i as u16 + 1;
        }

        let mut c = sections.get(PAIR, 1)?;
        let pairs = Csr::read(&mut c, vocab, 1, vocab, "a pair of id")?;
        if pairs.first[2] != pairs.first[1] {
            return Err(c.corrupt("</s> starts pairs; it ends sentences".to_string()));
        }
        let mut c = sections.get(TRIG, 1)?;
        let triples = Csr::read(&mut c, pairs.len(), 0, vocab, "a triple of pair")?;

        // The best into each word, and the best end after each word: a pair's row is its first
        // word, a triple's the pair of its first two (the word before the end is that pair's second).
        let mut best_into = vec![NO_PAIR; vocab];
        let mut best_end = vec![NO_PAIR; vocab];
        for (t, triple) in [(&pairs, false), (&triples, true)] {
            for r in 0..t.first.len() - 1 {
                for k in t.first[r] as usize..t.first[r + 1] as usize {
                    let (b, code) = (t.col[k] as usize, t.code(k));
                    best_into[b] = best_into[b].min(code);
                    if b == VocabId::END.index() {
                        let a = if triple { pairs.col[r] as usize } else { r };
                        best_end[a] = best_end[a].min(code);
                    }
                }
            }
        }

        let mut c = sections.get(PHRS, 2)?;
        let longer = read_hashes(&mut c, "the longer phrase hashes")?;
        c.finish()?;

        Ok(RankingData {
            text,
            starts,
            sorted,
            table,
            pairs,
            triples,
            best_into,
            best_end,
            longer,
            group_ends: bounds[1..].iter().map(|&b| b as u32).collect(),
            stamp,
        })
    }

    /// The number of vocabulary ids (`<s>` and `</s>` included).
    pub fn vocab_len(&self) -> usize {
        self.starts.len() + 1
    }

    /// The number of pairs.
    pub fn pair_count(&self) -> usize {
        self.pairs.len()
    }

    /// The number of triples (backoff weights included).
    pub fn triple_count(&self) -> usize {
        self.triples.len()
    }

    /// The number of phrases (of three or more words).
    pub fn phrase_count(&self) -> usize {
        self.longer.len()
    }

    /// Which vocabulary this is (the checksum of its section): ids of one mean nothing in
    /// another.
    pub fn stamp(&self) -> u32 {
        self.stamp
    }

    fn stored(&self, i: usize) -> &[u8] {
        &self.text[self.starts[i] as usize..self.starts[i + 1] as usize]
    }

    /// The word of `id` (`<s>` and `</s>` for the sentence marks).
    pub fn word(&self, id: VocabId) -> &str {
        match id.index() {
            0 => START,
            1 => END,
            i => std::str::from_utf8(self.stored(i - 2)).unwrap_or(""),
        }
    }

    /// The id of `word` (a-z, or `<s>`/`</s>`), if the vocabulary has it.
    pub fn vocab_id(&self, word: &[u8]) -> Option<VocabId> {
        match word {
            b"<s>" => return Some(VocabId::START),
            b"</s>" => return Some(VocabId::END),
            _ => {}
        }
        let mask = self.table.len() - 1;
        let mut h = container::checksum(word) as usize & mask;
        loop {
            let i = (*self.table.get(h)? as usize).checked_sub(1)?;
            if self.stored(i) == word {
                return Some(VocabId::new(i + 2));
            }
            h = (h + 1) & mask;
        }
    }

    /// Each vocabulary word (without the sentence marks) in byte order, with its id: for
    /// mapping sorted word lists in one merge.
    pub fn sorted_words(&self) -> impl Iterator<Item = (&[u8], VocabId)> + '_ {
        self.sorted
            .iter()
            .map(|&i| (self.stored(i as usize), VocabId::new(i as usize + 2)))
    }

    /// log10 P(`w2` | `w1`) when the pair is kept (quantised: see `PAIR`), else None: the model
    /// then backs off to `w2` alone, which the data does not hold (use the word's frequency).
    pub fn pair(&self, w1: VocabId, w2: VocabId) -> Option<f32> {
        self.pair_at(w1.index(), w2.index())
    }

    /// log10 P(`w3` | `w1` `w2`) when the triple is kept (Ok), else (Err) log10 of the backoff
    /// weight of `w1` `w2`, which multiplies the pair model's P(`w3` | `w2`): 0 when the data
    /// keeps no triple of `w1` `w2` (see `TRIG`).
    pub fn triple(&self, w1: VocabId, w2: VocabId, w3: VocabId) -> Result<f32, f32> {
        self.triple_at(w1.index(), w2.index(), w3.index())
    }

    /// The largest log10 P(`w2` | w1) or P(`w2` | w0 w1) over every pair and triple that `w2`
    /// ends (None if none): no words before `w2` make it more likely.
    pub fn best_into(&self, w2: VocabId) -> Option<f32> {
        self.best_into_at(w2.index())
    }

    // The lookups by id index, which the scorer uses (ids are indexes there).

    pub(crate) fn pair_at(&self, a: usize, b: usize) -> Option<f32> {
        let k = self.pairs.find(a, b)?;
        Some(code_log10p(self.pairs.code(k)))
    }

    pub(crate) fn triple_at(&self, a: usize, b: usize, c: usize) -> Result<f32, f32> {
        let t = &self.triples;
        let h = self.pairs.find(a, b).ok_or(0.0)?;
        match t.find(h, c) {
            Some(k) if c != 0 => Ok(code_log10p(t.code(k))),
            _ => Err(t.find(h, 0).map_or(0.0, |k| code_log10p(t.code(k)))),
        }
    }

    /// Calls `each(b, log10 P(b | a))` for every kept pair of first id `a`.
    pub(crate) fn each_pair_after(&self, a: usize, each: &mut dyn FnMut(usize, f32)) {
        let t = &self.pairs;
        let (Some(&lo), Some(&hi)) = (t.first.get(a), t.first.get(a + 1)) else {
            return;
        };
        for k in lo as usize..hi as usize {
            each(t.col[k] as usize, code_log10p(t.code(k)));
        }
    }

    /// Calls `each(c, log10 P(c | a b))` for every kept triple `a b c` (not the backoff weight
    /// the row keeps as its entry 0).
    pub(crate) fn each_triple_after_at(
        &self,
        a: usize,
        b: usize,
        each: &mut dyn FnMut(usize, f32),
    ) {
        let Some(h) = self.pairs.find(a, b) else {
            return;
        };
        let t = &self.triples;
        let (Some(&lo), Some(&hi)) = (t.first.get(h), t.first.get(h + 1)) else {
            return;
        };
        for k in lo as usize..hi as usize {
            if t.col[k] != 0 {
                each(t.col[k] as usize, code_log10p(t.code(k)));
            }
        }
    }

    pub(crate) fn best_into_at(&self, b: usize) -> Option<f32> {
        match self.best_into.get(b) {
            Some(&code) if code != NO_PAIR => Some(code_log10p(code)),
            _ => None,
        }
    }

    /// The largest log10 P(`</s>` | b) or P(`</s>` | w0 b) over the kept pair and triples (None if
    /// none): no word before `b` makes the phrase's end after it more likely.
    pub(crate) fn best_end_at(&self, b: usize) -> Option<f32> {
        match self.best_end.get(b) {
            Some(&code) if code != NO_PAIR => Some(code_log10p(code)),
            _ => None,
        }
    }

    /// The vocabulary group of id `b` (0 for the most probable words; see `VOCB`), or None for
    /// the sentence marks and ids out of range.
    pub(crate) fn group_at(&self, b: usize) -> Option<u32> {
        let i = b.checked_sub(2)? as u32;
        let g = self.group_ends.partition_point(|&end| end <= i);
        (g < self.group_ends.len()).then_some(g as u32)
    }

    /// Whether the phrase of this [`phrase_hash`] is a WordNet phrase, and of how many words
    /// (a 32-bit hash: about one false hit in 120,000 lookups of phrases that are not there).
    pub fn phrase(&self, hash: u32) -> bool {
        self.longer.binary_search(&hash).is_ok()
    }

    /// The bytes its arrays take (not counting the struct itself).
    pub fn heap_bytes(&self) -> usize {
        self.text.len()
            + self.starts.len() * 4
            + self.sorted.len() * 2
            + self.table.len() * 2
            + self.pairs.heap_bytes()
            + self.triples.heap_bytes()
            + self.best_into.len()
            + self.best_end.len()
            + self.longer.len() * 4
            + self.group_ends.len() * 4
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A default tier's words: cat, dog, of, the, zebra ("hot" is outside it).
    fn base() -> Base<'static> {
        Base {
            text: b"catdogofthezebra",
            starts: &[0, 3, 6, 8, 11, 16],
        }
    }

    fn read(bytes: &[u8]) -> Result<RankingData, BlobError> {
        RankingData::read(bytes, base())
    }

    fn input() -> Input<'static> {
        Input {
            base: base(),
            // ids: <s> 0, </s> 1, the 2, of 3, cat 4, dog 5, hot 6
            groups: vec![vec!["the"], vec!["of"], vec!["cat", "dog", "hot"]],
            pairs: vec![
                (0, 2, -1.0),
                (0, 6, -3.26),
                (2, 4, -2.6),
                (2, 5, -2.4),
                (5, 1, -0.7),
                (6, 5, -0.02),
            ],
            // <s> hot: backoff weight -0.6; <s> hot dog; hot dog </s>
            triples: vec![(0, 6, 0, -0.6), (0, 6, 5, -0.1), (6, 5, 1, -1.2)],
            longer: vec![phrase_hash([&b"out"[..], b"of", b"order"])],
        }
    }

    #[test]
    fn round_trip() {
        let r = read(&build(&input()).unwrap()).unwrap();
        assert_eq!(r.vocab_len(), 7);
        assert_eq!(r.pair_count(), 6);
        let id = |w: &str| r.vocab_id(w.as_bytes()).unwrap();
        assert_eq!(id("<s>"), VocabId::START);
        assert_eq!(id("</s>"), VocabId::END);
        assert_eq!(id("the").index(), 2);
        assert_eq!(id("hot").index(), 6);
        assert_eq!(r.word(id("dog")), "dog");
        // Groups by unigram probability: the 0, of 1, cat dog hot 2; the marks have none.
        let groups: Vec<Option<u32>> = (0..8).map(|b| r.group_at(b)).collect();
        assert_eq!(
            groups,
            [
                None,
                None,
                Some(0),
                Some(1),
                Some(2),
                Some(2),
                Some(2),
                None
            ]
        );
        assert_eq!(r.vocab_id(b"cow"), None);
        assert_eq!(r.vocab_id(b"a"), None);
        assert_eq!(r.vocab_id(b"zebra"), None);
        // Quantised to the middle of half-decades.
        assert_eq!(r.pair(id("the"), id("cat")), Some(-2.75));
        assert_eq!(r.pair(id("the"), id("dog")), Some(-2.25));
        assert_eq!(r.pair(id("hot"), id("dog")), Some(-0.25));
        assert_eq!(r.pair(VocabId::START, id("hot")), Some(-3.25));
        assert_eq!(r.pair(id("dog"), VocabId::END), Some(-0.75));
        assert_eq!(r.pair(id("cat"), id("the")), None);
        assert_eq!(r.pair(id("dog"), id("hot")), None);
        assert_eq!(r.triple_count(), 3);
        let (s, hot, dog) = (VocabId::START, id("hot"), id("dog"));
        assert_eq!(r.triple(s, hot, dog), Ok(-0.25));
        assert_eq!(r.triple(hot, dog, VocabId::END), Ok(-1.25));
        // Backing off: the weight of "<s> hot", none for "hot dog", nothing for an unkept pair.
        assert_eq!(r.triple(s, hot, id("cat")), Err(-0.75));
        assert_eq!(r.triple(s, hot, s), Err(-0.75));
        assert_eq!(r.triple(hot, dog, id("cat")), Err(0.0));
        assert_eq!(r.triple(dog, hot, id("cat")), Err(0.0));
        // The likeliest end after a word: dog's pair beats "hot dog </s>"; cat ends nothing.
        assert_eq!(r.best_end_at(dog.index()), Some(-0.75));
        assert_eq!(r.best_end_at(id("cat").index()), None);
        // Best into: the triple "<s> hot dog" beats every pair into "dog".
        assert_eq!(r.best_into(dog), Some(-0.25));
        assert_eq!(r.best_into(id("cat")), Some(-2.75));
        let words: Vec<&[u8]> = r.sorted_words().map(|(w, _)| w).collect();
        assert_eq!(words, [&b"cat"[..], b"dog", b"hot", b"of", b"the"]);
        let h = phrase_hash_extend(phrase_hash([&b"out"[..], b"of"]), b"order");
        assert!(r.phrase(h));
        assert!(!r.phrase(phrase_hash([&b"order"[..], b"of", b"out"])));
        assert_eq!(
            phrase_hash([&b"ice"[..], b"cream"]),
            container::checksum(b"ice cream")
        );
    }

    #[test]
    fn codes() {
        assert_eq!(log10p_code(-0.02), 0);
        assert_eq!(log10p_code(-0.5), 1);
        assert_eq!(log10p_code(-7.15), 14);
        assert_eq!(log10p_code(-99.0), 15);
        assert_eq!(code_log10p(0), -0.25);
        assert_eq!(code_log10p(14), -7.25);
    }

    #[test]
    fn builder_refuses_bad_input() {
        let mut i = input();
        i.pairs.swap(0, 1);
        assert!(build(&i).unwrap_err().to_string().contains("out of order"));
        let mut i = input();
        i.pairs.push((1, 2, -1.0));
        assert!(build(&i).unwrap_err().to_string().contains("never first"));
        let mut i = input();
        i.groups[2].swap(0, 1);
        assert!(matches!(
            build(&i).unwrap_err(),
            BlobError::OutOfOrder { .. }
        ));
        // A word in two groups, in the base and outside it.
        for (g, at, w) in [(2, 3, "the"), (1, 0, "hot")] {
            let mut i = input();
            i.groups[g].insert(at, w);
            let e = build(&i).unwrap_err().to_string();
            assert!(e.contains(&format!("{w} is in two groups")), "{e}");
        }
        let mut i = input();
        i.triples.push((2, 6, 1, -1.0));
        assert!(build(&i)
            .unwrap_err()
            .to_string()
            .contains("does not continue a kept pair"));
        let mut i = input();
        i.triples.swap(0, 1);
        assert!(build(&i).unwrap_err().to_string().contains("out of order"));
        let mut i = input();
        i.longer = vec![5, 5];
        assert!(build(&i)
            .unwrap_err()
            .to_string()
            .contains("longer phrase hashes are not strictly increasing"));
    }

    /// Sections with valid checksums but contents the builder never writes are refused.
    #[test]
    fn loader_checks_each_section() {
        let good = build(&input()).unwrap();
        let s = Sections::read(&good, Blob::Ranking).unwrap();
        let with = |name: container::Name, bytes: Vec<u8>| {
            let parts: Vec<Part> = [VOCB, PAIR, TRIG, PHRS]
                .into_iter()
                .map(|n| {
                    let version = if n == PHRS || n == VOCB { 2 } else { 1 };
                    Part {
                        name: n,
                        version,
                        bytes: if n == name {
                            bytes.clone()
                        } else {
                            s.get(n, version).unwrap().rest().to_vec()
                        },
                    }
                })
                .collect();
            read(&container::write(&parts)).unwrap_err().to_string()
        };
        // VOCB: the words (in id order, for the checksum), the group sizes, a group code per
        // base word (cat, dog, of, the, zebra) and the words outside the base with their groups.
        let vocb = |words: &[&str], sizes: &[u32], codes: &[u8], outside: &[(u8, &str)]| {
            let mut v = (words.len() as u32).to_le_bytes().to_vec();
            v.extend_from_slice(&phrase_hash(words.iter().map(|w| w.as_bytes())).to_le_bytes());
            v.extend_from_slice(&(sizes.len() as u16).to_le_bytes());
            for g in sizes {
                v.extend_from_slice(&g.to_le_bytes());
            }
            v.extend_from_slice(&(codes.len() as u32).to_le_bytes());
            v.extend(container::pack_nibbles(codes));
            v.extend_from_slice(&(outside.len() as u32).to_le_bytes());
            v.extend(outside.iter().map(|&(g, _)| g));
            let mut prev = "";
            for &(_, w) in outside {
                front_code(&mut v, prev, w);
                prev = w;
            }
            v
        };
        let ids = ["the", "of", "cat", "dog", "hot"];
        // As the builder writes it: the 0, of 1, cat dog hot 2.
        let good_vocb = vocb(&ids, &[1, 1, 3], &[3, 3, 2, 1, 0], &[(2, "hot")]);
        assert_eq!(good_vocb, s.get(VOCB, 2).unwrap().rest());
        let twice = ["the", "of", "cat", "dog", "dog", "hot"];
        let of_twice = ["the", "of", "cat", "dog", "of"];
        // Words in id order, group sizes, base codes, words outside the base, the message.
        type Case<'a> = (
            &'a [&'a str],
            &'a [u32],
            &'a [u8],
            &'a [(u8, &'a str)],
            &'a str,
        );
        let cases: [Case; 7] = [
            (&ids, &[1, 1, 3], &[3, 3, 2, 1], &[(2, "hot")],
             "it was built for a default tier of 4 words; the one loaded has 5"),
            (&ids, &[1, 1, 3], &[3, 3, 2, 1, 5], &[(2, "hot")], "default-tier word 4 is in group 4"),
            (&ids, &[1, 1, 3], &[3, 3, 2, 1, 0], &[(3, "hot")],
             "word 0 outside the default tier is in group 3"),
            (&ids, &[1, 2, 2], &[3, 3, 2, 1, 0], &[(2, "hot")], "group 1 has 1 words, its size says 2"),
            (&twice, &[1, 1, 4], &[3, 3, 2, 1, 0], &[(2, "dog"), (2, "hot")],
             "default-tier word 1 is also among the words outside it"),
            // Another base (its words or their groups): the checksum of the words tells.
            (&ids, &[1, 1, 3], &[3, 3, 2, 1, 3], &[],
             "its words are not the ones it was built with: it needs the default tier it was built \
              beside"),
            // "of" in group 1 and again outside the base in group 2.
            (&of_twice, &[1, 1, 3], &[3, 3, 2, 1, 0], &[(2, "of")], "word 4 is also word 1"),
        ];
        for (words, sizes, codes, outside, message) in cases {
            assert_eq!(
                with(VOCB, vocb(words, sizes, codes, outside)),
                format!("ranking blob is damaged: section VOCB: {message}")
            );
        }
        let mut pair = 1u32.to_le_bytes().to_vec();
        pair.extend_from_slice(&[0, 1, 0, 0, 0, 0, 0, 2, 0]);
        assert_eq!(
            with(PAIR, pair),
            "ranking blob is damaged: section PAIR: </s> starts pairs; it ends sentences"
        );
        let mut pair = 1u32.to_le_bytes().to_vec();
        pair.extend_from_slice(&[0, 0, 1, 0, 0, 0, 0, 7, 0]);
        assert_eq!(
            with(PAIR, pair),
            "ranking blob is damaged: section PAIR: a pair of id 2 ends with id 7, out of range"
        );
        let mut pair = 1u32.to_le_bytes().to_vec();
        pair.extend_from_slice(&[0, 0, 1, 0, 0, 0, 0, 3, 0x10]);
        assert!(with(PAIR, pair).contains("half-byte"));
        // Triples: six pair rows; a third id past the vocabulary, then counts that disagree.
        let mut trig = 1u32.to_le_bytes().to_vec();
        trig.extend_from_slice(&[0, 1, 0, 0, 0, 0, 9, 0]);
        assert_eq!(
            with(TRIG, trig),
            "ranking blob is damaged: section TRIG: a triple of pair 1 ends with id 9, out of range"
        );
        let mut trig = 2u32.to_le_bytes().to_vec();
        trig.extend_from_slice(&[0, 1, 0, 0, 0, 0, 3, 0]);
        assert!(with(TRIG, trig).contains("add up to 1 entries, not 2"));
        let mut phrs = 2u32.to_le_bytes().to_vec();
        phrs.extend_from_slice(&[0xff, 0xff, 0xff, 0xff, 0x0f, 1]);
        assert!(with(PHRS, phrs).contains("pass 2^32"));
    }

    #[test]
    fn damage_never_panics() {
        let good = build(&input()).unwrap();
        for n in 0..good.len() {
            assert!(read(&good[..n]).is_err());
        }
        let mut bad = good.clone();
        bad[good.len() - 3] ^= 4;
        assert!(read(&bad)
            .unwrap_err()
            .to_string()
            .starts_with("ranking blob is damaged: the checksum of section PHRS"));
    }
}
