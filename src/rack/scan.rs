//! The scan behind [`super::solve`]: a per-length index of the dictionary's words (each word's
//! set of letters as a bit mask, and its letters packed 5 bits each), and one pass over the index
//! entries of each length the rack can fill.
//!
//! Why an index: reading the words themselves means streaming the dictionary's offsets and text
//! (about 6 MB at level 95) for every query. The index keeps, for the 105 000 words of up to 7
//! letters, 12 bytes a word in one contiguous run, so a query reads about 1.3 MB, and most words
//! are rejected from their 4-byte mask alone. The index is built per length the first time a
//! query needs that length; [`super::solve_shared`] keeps it between queries.

use std::cell::{OnceCell, RefCell};
use std::rc::Rc;

use crate::budget::Budget;
use crate::dict::{Dictionary, WordId};

/// Words of up to this many letters have their letters packed in a u64 (5 bits each).
const PACK_MAX: usize = 12;
/// Index entries checked per budget step (a step is meant to be ~30 ns of work; see docs/rack.md).
const ENTRIES_PER_STEP: u64 = 16;
/// Index entries checked between budget checks.
const CHUNK: usize = 4096;

/// The index of one word length: entry k describes word `dict.ids_with_len(len)[k]`.
struct Group {
    /// Bit i set when the word has letter a + i.
    masks: Vec<u32>,
    /// The letters, letter k in bits 5k..5k+5 (a = 0); empty when the length is over PACK_MAX.
    packed: Vec<u64>,
}

/// The per-length index of a dictionary, built one length at a time.
pub(crate) struct Index {
    groups: Vec<OnceCell<Group>>,
}

impl Index {
    /// An empty index for `dict` (no length built yet).
    pub(crate) fn new(dict: &Dictionary) -> Index {
        Index {
            groups: (0..=dict.max_len()).map(|_| OnceCell::new()).collect(),
        }
    }

    fn group(&self, dict: &Dictionary, len: usize) -> Option<&Group> {
        let cell = self.groups.get(len)?;
        Some(cell.get_or_init(|| {
            let ids = dict.ids_with_len(len);
            let mut masks = Vec::with_capacity(ids.len());
            let mut packed = Vec::with_capacity(if len <= PACK_MAX { ids.len() } else { 0 });
            for &id in ids {
                let mut m = 0u32;
                let mut p = 0u64;
                for (k, &b) in dict.bytes(id).iter().enumerate() {
                    let c = letter_index(b);
                    m |= 1 << c;
                    if k < PACK_MAX {
                        p |= (c as u64) << (5 * k);
                    }
                }
                masks.push(m);
                if len <= PACK_MAX {
                    packed.push(p);
                }
            }
            Group { masks, packed }
        }))
    }
}

thread_local! {
    /// The index of the dictionary last used through `solve_shared`. Holding the `Rc` keeps that
    /// dictionary alive, so a pointer match means the very same (immutable) dictionary.
    static SHARED: RefCell<Option<(Rc<Dictionary>, Rc<Index>)>> = const { RefCell::new(None) };
}

/// The kept index of `dict`, built (empty) if `dict` is not the dictionary it was kept for.
pub(crate) fn shared_index(dict: &Rc<Dictionary>) -> Rc<Index> {
    SHARED.with(|cell| {
        let mut slot = cell.borrow_mut();
        match &*slot {
            Some((d, index)) if Rc::ptr_eq(d, dict) => index.clone(),
            _ => {
                let index = Rc::new(Index::new(dict));
                *slot = Some((dict.clone(), index.clone()));
                index
            }
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
}

/// What a scan looks for, precomputed from the query.
pub(crate) struct Search {
    /// Points per letter.
    pub values: [u32; 26],
    /// Rack tiles per letter, capped at 255 (no word is that long).
    pub avail: [u8; 26],
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
}

/// A word's letters, from the index or from the dictionary.
#[derive(Clone, Copy)]
enum Letters<'a> {
    Packed(u64),
    Bytes(&'a [u8]),
}

impl Letters<'_> {
    #[inline]
    fn at(self, pos: usize) -> usize {
        match self {
            Letters::Packed(p) => ((p >> (5 * pos)) & 31) as usize,
            Letters::Bytes(w) => w.get(pos).map_or(26, |&b| letter_index(b)),
        }
    }
}

impl Search {
    /// Checks every word of length `min_len..=max_len` that could fit; returns the hits and
    /// whether the scan finished within the budget.
    pub(crate) fn run(
        &self,
        dict: &Dictionary,
        index: &Index,
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
            let Some(group) = index.group(dict, len) else {
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
        match group.packed.get(k) {
            Some(&p) => Letters::Packed(p),
            None => Letters::Bytes(ids.get(k).map_or(&[][..], |&id| dict.bytes(id))),
        }
    }

    /// Places letter `c` from the rack: its own tile if one is left, else a blank.
    #[inline]
    fn take(&self, c: usize, avail: &mut [u8; 26], short: &mut u32, score: &mut u32) {
        match avail.get_mut(c) {
            Some(n) if *n > 0 => {
                *n -= 1;
                *score += self.values[c];
            }
            _ => *short += 1,
        }
    }

    /// Without a board: the whole word comes from the rack.
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
        for k in range {
            // Each letter the rack lacks entirely needs a blank: one AND and a bit count
            // reject most words before any counting.
            if more_bits_than(group.masks[k] & not_held, self.blanks) {
                continue;
            }
            let letters = Self::letters(dict, group, ids, k);
            let (mut avail, mut short, mut score) = (self.avail, 0u32, 0u32);
            for pos in 0..len {
                self.take(letters.at(pos), &mut avail, &mut short, &mut score);
                if short > self.blanks {
                    break;
                }
            }
            if short <= self.blanks {
                hits.push(Hit {
                    id: ids[k],
                    score: score + bonus,
                    blanks: short,
                    bonus,
                });
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
            let (mut avail, mut short, mut score) = (self.avail, 0u32, self.board_score);
            for &pos in &self.places {
                self.take(letters.at(pos), &mut avail, &mut short, &mut score);
            }
            if short <= self.blanks {
                hits.push(Hit {
                    id: ids[k],
                    score: score + bonus,
                    blanks: short,
                    bonus,
                });
            }
        }
    }
}

/// Orders hits best first: higher score, then fewer blanks used, then more common, then
/// alphabetical. Keeps every hit of the best score (ties are all listed), then more up to
/// `limit` in all; says whether the list was cut.
pub(crate) fn top(dict: &Dictionary, mut hits: Vec<Hit>, limit: usize) -> (Vec<Hit>, bool) {
    let total = hits.len();
    let best = hits.iter().map(|h| h.score).max().unwrap_or(0);
    let ties = hits.iter().filter(|h| h.score == best).count();
    let keep = limit.max(ties).min(total);
    let key = |h: &Hit| (std::cmp::Reverse(h.score), h.blanks, dict.rank(h.id), h.id);
    if keep > 0 && keep < total {
        hits.select_nth_unstable_by_key(keep - 1, key);
        hits.truncate(keep);
    }
    hits.sort_unstable_by_key(key);
    (hits, keep < total)
}

#[cfg(test)]
mod tests {
    use super::more_bits_than;

    #[test]
    fn bit_counts() {
        for x in [0u32, 1, 2, 3, 0b1011, 1 << 25, (1 << 26) - 1] {
            for n in 0..5 {
                assert_eq!(more_bits_than(x, n), x.count_ones() > n, "{x:b} {n}");
            }
        }
    }
}
