//! The scan behind [`super::solve`]: a per-length index of the dictionary's words (each word's
//! set of letters as a bit mask, and its letters packed 5 bits each), and one pass over the index
//! entries of each length the rack can fill.
//!
//! Why an index: reading the words themselves means streaming the dictionary's offsets and text
//! (about 6 MB at level 95) for every query. The index keeps, for the 105 000 words of up to 7
//! letters, 12 bytes a word in one contiguous run, so a query reads about 1.3 MB, and most words
//! are rejected from their 4-byte mask alone. The index is built per length the first time a
//! query needs that length, and the dictionary keeps it ([`SCAN`]).

use crate::budget::Budget;
use crate::dict::{Dictionary, IndexKey, PerLength, Slot, WordId};

/// Words of up to this many letters have their letters in a u64 as 8-bit symbols (see
/// [`Group::symbols`]).
const SYMBOL_MAX: usize = 8;
/// Longer words of up to this many letters have their letters packed in a u64 (5 bits each).
const PACK_MAX: usize = 12;
/// Index entries checked per budget step (a step is meant to be ~30 ns of work; see the README).
const ENTRIES_PER_STEP: u64 = 16;
/// Index entries checked between budget checks.
const CHUNK: usize = 4096;

/// The index of one word length: entry k describes word `dict.ids_with_len(len)[k]`.
pub(crate) struct Group {
    /// Bit i set when the word has letter a + i.
    masks: Vec<u32>,
    /// Words of up to SYMBOL_MAX letters: letter k as the symbol in bits 8k..8k+8, the letter
    /// (a = 0) times 8 plus the number of earlier copies of that letter in the word. The k-th
    /// letter takes a rack tile exactly when that number is below the rack's count of the letter,
    /// so a query turns each symbol into points or a blank with one table lookup (`Search::table`).
    symbols: Vec<u64>,
    /// Longer words of up to PACK_MAX letters: letter k in bits 5k..5k+5 (a = 0).
    packed: Vec<u64>,
}

/// The per-length index of a dictionary, built one length at a time and kept by it.
pub(crate) const SCAN: IndexKey<PerLength<Group>> = IndexKey::new(Slot::RackScan, PerLength::new);

/// The index of the words of length `len` (None when no word is that long).
fn group(dict: &Dictionary, len: usize) -> Option<&Group> {
    dict.index(&SCAN).get_or_init(len, || {
        let ids = dict.ids_with_len(len);
        let symbolic = len <= SYMBOL_MAX;
        let packs = len > SYMBOL_MAX && len <= PACK_MAX;
        let mut masks = Vec::with_capacity(ids.len());
        let mut symbols = Vec::with_capacity(if symbolic { ids.len() } else { 0 });
        let mut packed = Vec::with_capacity(if packs { ids.len() } else { 0 });
        for &id in ids {
            let mut m = 0u32;
            let mut p = 0u64;
            let mut sym = 0u64;
            let mut seen = [0u8; 26];
            for (k, &b) in dict.bytes(id).iter().enumerate() {
                let c = letter_index(b);
                m |= 1 << c;
                if k < SYMBOL_MAX {
                    // At most 8 letters, so at most 7 earlier copies: 3 bits.
                    sym |= ((c as u64) << 3 | u64::from(seen[c] & 7)) << (8 * k);
                    seen[c] = seen[c].saturating_add(1);
                }
                if k < PACK_MAX {
                    p |= (c as u64) << (5 * k);
                }
            }
            masks.push(m);
            if symbolic {
                symbols.push(sym);
            } else if packs {
                packed.push(p);
            }
        }
        Group {
            masks,
            symbols,
            packed,
        }
    })
}

/// 0..=25 for a byte a-z (dictionary words hold nothing else; anything else maps into range).
#[inline]
fn letter_index(b: u8) -> usize {
    (b.wrapping_sub(b'a') as usize).min(25)
}

/// Whether `x` has more than `n` bits set. The rack's blanks are few, and a bit trick per
/// blank is cheaper than a popcount where the CPU has no instruction for it (x86-64 baseline).
#[inline]
fn more_bits_than(x: u32, n: u32) -> bool {
    match n {
        0 => x != 0,
        1 => x & x.wrapping_sub(1) != 0,
        2 => {
            let y = x & x.wrapping_sub(1);
            y & y.wrapping_sub(1) != 0
        }
        _ => x.count_ones() > n,
    }
}

/// One word found: its id, score, bonus, and the number of blanks it needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Hit {
    pub id: WordId,
    pub score: u32,
    pub blanks: u32,
    pub bonus: u32,
    /// The order of the list in one number (see [`top`]), computed once per hit so that sorting
    /// does not look up levels in every comparison.
    key: u64,
}

impl Hit {
    fn new(dict: &Dictionary, id: WordId, score: u32, blanks: u32, bonus: u32) -> Hit {
        // A score is at most 60 letters of at most 1000 points plus a bonus of at most 1000,
        // a word has at most 60 blanks, a word cost (-log10 of its frequency, in thousandths)
        // is below 20,000 and a word id below 2^24 (a 50 MB word list has fewer words), so the
        // fields fit; `min` keeps that an invariant.
        let cost = dict.index(&crate::rank::WORD_COSTS).get(id).0 .0;
        let key = (u64::from(u16::MAX - score.min(u16::MAX as u32) as u16) << 48)
            | (u64::from(blanks.min(255)) << 40)
            | (u64::from(cost.min(u32::from(u16::MAX))) << 24)
            | u64::from(id.min((1 << 24) - 1));
        Hit {
            id,
            score,
            blanks,
            bonus,
            key,
        }
    }
}

/// What a scan looks for, precomputed from the query.
pub(crate) struct Search {
    /// Points per letter (entries 26..32 are padding, so a 5-bit letter code needs no check).
    pub values: [u32; 32],
    /// Rack tiles per letter, capped at 255 (no word is that long); padded like `values`.
    pub avail: [u8; 32],
    /// Letters the rack holds, bit i for letter a + i.
    pub have_mask: u32,
    /// Blanks on the rack.
    pub blanks: u32,
    /// Tiles on the rack.
    pub rack_len: usize,
    /// Tiles in a full rack (the bonus needs at least this many).
    pub rack_size: usize,
    /// Points for using every tile of a full rack.
    pub bonus: u32,
    /// Only words that use every tile.
    pub all_tiles: bool,
    /// Board letters by position (empty without a pattern).
    pub board: Vec<(usize, u8)>,
    /// The positions a pattern leaves for rack tiles.
    pub places: Vec<usize>,
    /// The points of the board letters.
    pub board_score: u32,
    /// For each letter symbol of [`Group::symbols`]: the letter's value when the rack has a tile
    /// left for that copy, else `BLANK` (one blank, no points). See [`Search::symbol_table`].
    pub table: [u32; 256],
}

/// A blank in a [`Search::table`] entry: blanks count from bit 16 up, points below.
const BLANK: u32 = 1 << 16;

/// A word's letters, from the index or from the dictionary.
#[derive(Clone, Copy)]
enum Letters<'a> {
    Symbols(u64),
    Packed(u64),
    Bytes(&'a [u8]),
}

impl Letters<'_> {
    #[inline]
    fn at(self, pos: usize) -> usize {
        match self {
            Letters::Symbols(s) => ((s >> (8 * pos + 3)) & 31) as usize,
            Letters::Packed(p) => ((p >> (5 * pos)) & 31) as usize,
            Letters::Bytes(w) => w.get(pos).map_or(26, |&b| letter_index(b)),
        }
    }
}

impl Search {
    /// The table of [`Search::table`] for a rack with `avail` tiles of each letter and letters
    /// worth `values` (at most 1000 points each, so 8 letters stay below bit 16).
    pub(crate) fn symbol_table(avail: &[u8; 32], values: &[u32; 32]) -> [u32; 256] {
        let mut table = [BLANK; 256];
        for c in 0..26 {
            for copy in 0..8u8 {
                if copy < avail[c] {
                    table[c << 3 | copy as usize] = values[c].min(1000);
                }
            }
        }
        table
    }

    /// Checks every word of length `min_len..=max_len` that could fit; returns the hits and
    /// whether the scan finished within the budget.
    pub(crate) fn run(
        &self,
        dict: &Dictionary,
        min_len: usize,
        max_len: usize,
        budget: &mut Budget,
    ) -> (Vec<Hit>, bool) {
        let mut hits = Vec::new();
        // A word has at most as many letters as the rack has tiles, plus the board's.
        let top = max_len
            .min(dict.max_len())
            .min(self.rack_len.saturating_add(self.board.len()));
        for len in min_len..=top {
            let used = len - self.board.len().min(len);
            if used > self.rack_len || (self.all_tiles && used != self.rack_len) {
                continue;
            }
            let whole = used == self.rack_len && self.rack_len >= self.rack_size;
            let bonus = if whole { self.bonus } else { 0 };
            let Some(group) = group(dict, len) else {
                continue;
            };
            let ids = dict.ids_with_len(len);
            let mut start = 0;
            while start < ids.len() {
                let end = (start + CHUNK).min(ids.len());
                if !budget.spend((end - start) as u64 / ENTRIES_PER_STEP + 1) {
                    return (hits, false);
                }
                if self.board.is_empty() {
                    self.scan_free(dict, group, ids, start..end, len, bonus, &mut hits);
                } else {
                    self.scan_board(dict, group, ids, start..end, bonus, &mut hits);
                }
                start = end;
            }
        }
        (hits, true)
    }

    #[inline]
    fn letters<'d>(dict: &'d Dictionary, group: &Group, ids: &[WordId], k: usize) -> Letters<'d> {
        if let Some(&s) = group.symbols.get(k) {
            return Letters::Symbols(s);
        }
        match group.packed.get(k) {
            Some(&p) => Letters::Packed(p),
            None => Letters::Bytes(ids.get(k).map_or(&[][..], |&id| dict.bytes(id))),
        }
    }

    /// Places each letter (0..32) from the rack: its own tile if one is left (scoring its
    /// value), else a blank. Returns the score and the blanks used, or None when the word needs
    /// more blanks than the rack has. Inlined into each loop, so each gets its own copy.
    #[inline(always)]
    fn place(&self, letters: impl Iterator<Item = usize>, mut score: u32) -> Option<(u32, u32)> {
        let mut avail = self.avail;
        let mut short = 0u32;
        for c in letters {
            let n = &mut avail[c & 31];
            if *n > 0 {
                *n -= 1;
                score += self.values[c & 31];
            } else {
                short += 1;
                if short > self.blanks {
                    return None;
                }
            }
        }
        Some((score, short))
    }

    /// Without a board: the whole word comes from the rack. One loop for packed letters and one
    /// for longer words, so the inner loop has no branch on the representation (the wasm build
    /// is optimized for size and would not split it).
    #[allow(clippy::too_many_arguments)]
    fn scan_free(
        &self,
        dict: &Dictionary,
        group: &Group,
        ids: &[WordId],
        range: std::ops::Range<usize>,
        len: usize,
        bonus: u32,
        hits: &mut Vec<Hit>,
    ) {
        let not_held = !self.have_mask;
        let (Some(masks), Some(ids)) = (group.masks.get(range.clone()), ids.get(range.clone()))
        else {
            return;
        };
        let mut push = |id: WordId, found: Option<(u32, u32)>| {
            if let Some((score, short)) = found {
                hits.push(Hit::new(dict, id, score + bonus, short, bonus));
            }
        };
        // Each letter the rack lacks entirely needs a blank: one AND and a bit count reject
        // most words before any counting.
        if let Some(symbols) = group.symbols.get(range.clone()).filter(|s| !s.is_empty()) {
            // Up to 8 letters: each symbol's points or blank from the table, no per-word state.
            let table = &self.table;
            for ((&m, &s), &id) in masks.iter().zip(symbols).zip(ids) {
                if !more_bits_than(m & not_held, self.blanks) {
                    let mut acc = 0u32;
                    let mut x = s;
                    for _ in 0..len {
                        acc += table[(x & 255) as usize];
                        x >>= 8;
                    }
                    let short = acc >> 16;
                    if short <= self.blanks {
                        push(id, Some((acc & (BLANK - 1), short)));
                    }
                }
            }
            return;
        }
        match group.packed.get(range) {
            Some(packed) if !packed.is_empty() => {
                for ((&m, &p), &id) in masks.iter().zip(packed).zip(ids) {
                    if !more_bits_than(m & not_held, self.blanks) {
                        let letters = (0..len).map(|i| ((p >> (5 * i)) & 31) as usize);
                        push(id, self.place(letters, 0));
                    }
                }
            }
            _ => {
                for (&m, &id) in masks.iter().zip(ids) {
                    if !more_bits_than(m & not_held, self.blanks) {
                        let letters = dict.bytes(id).iter().map(|&b| letter_index(b));
                        push(id, self.place(letters, 0));
                    }
                }
            }
        }
    }

    /// With a board pattern: board letters must match and score face value.
    fn scan_board(
        &self,
        dict: &Dictionary,
        group: &Group,
        ids: &[WordId],
        range: std::ops::Range<usize>,
        bonus: u32,
        hits: &mut Vec<Hit>,
    ) {
        let mut board_mask = 0u32;
        for &(_, l) in &self.board {
            board_mask |= 1 << letter_index(l);
        }
        let not_held = !(self.have_mask | board_mask);
        'word: for k in range {
            if more_bits_than(group.masks[k] & not_held, self.blanks) {
                continue;
            }
            let letters = Self::letters(dict, group, ids, k);
            for &(pos, l) in &self.board {
                if letters.at(pos) != letter_index(l) {
                    continue 'word;
                }
            }
            let found = self.place(
                self.places.iter().map(|&pos| letters.at(pos)),
                self.board_score,
            );
            if let Some((score, short)) = found {
                hits.push(Hit::new(dict, ids[k], score + bonus, short, bonus));
            }
        }
    }
}

/// Orders hits best first: higher score, then fewer blanks used, then more common (by word
/// frequency, else the level's prior), then alphabetical, and keeps the first `limit` (ties at the cut are cut too: `--limit` counts
/// words). Returns the kept hits, whether the list was cut, and how many hits have the best
/// score (listed or not).
pub(crate) fn top(hits: Vec<Hit>, limit: usize) -> (Vec<Hit>, bool, usize) {
    let total = hits.len();
    let best = hits.iter().map(|h| h.score).max().unwrap_or(0);
    let ties = hits.iter().filter(|h| h.score == best).count();
    let keep = limit.min(total);
    // The keys are radix-sorted by the shared sort: std's select_nth_unstable compiled about
    // 3 KB of its own into the wasm module, and the radix sort is as fast for these lists.
    let mut order: Vec<(u64, u32)> = hits
        .iter()
        .enumerate()
        .map(|(i, h)| (h.key, i as u32))
        .collect();
    crate::sort::pairs_u64(&mut order);
    let kept = order[..keep]
        .iter()
        .map(|&(_, i)| hits[i as usize])
        .collect();
    (kept, keep < total, ties)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_index_is_built_per_length_and_kept_by_the_dictionary() {
        let dict = Dictionary::from_words(&["at", "cat", "act", "cats"]);
        let g3: *const Group = group(&dict, 3).expect("a length with words");
        assert_eq!(group(&dict, 3).map(|g| g.masks.len()), Some(2));
        assert!(std::ptr::eq(g3, group(&dict, 3).expect("kept")));
        assert!(dict.index(&SCAN).get(2).is_none());
        assert!(group(&dict, 5).is_none());
    }

    #[test]
    fn bit_counts() {
        for x in [0u32, 1, 2, 3, 0b1011, 1 << 25, (1 << 26) - 1] {
            for n in 0..5 {
                assert_eq!(more_bits_than(x, n), x.count_ones() > n, "{x:b} {n}");
            }
        }
    }
}
