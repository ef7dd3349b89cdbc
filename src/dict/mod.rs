//! The dictionary: sorted words with their SCOWL levels, and the queries every solver needs.
//!
//! A [`Dictionary`] is immutable once built. Its indexes (words by length, anagram signatures,
//! one-letter-change neighbours, letter counts, and those of other modules such as the ladder's
//! graphs) are built the first time a query needs them and owned by it (see [`index`]), so
//! start-up only decodes the blob.
//!
//! Besides its words and levels, a dictionary of the built-in tiers knows each word's frequency
//! ([`Dictionary::freq`]), the spellings that have it ([`Dictionary::spellings`]) and its level
//! in each ([`Dictionary::level_in`]); a dictionary is made for one level and one
//! [`Spelling`] ([`Dictionary::from_tiers_in`]).

pub mod abbreviations;
pub mod blob;
pub mod container;
pub mod contractions;
pub mod index;
pub mod ranking;
mod shelf;
pub mod spelling;
pub mod wordlist;

use std::cell::RefCell;
use std::cmp::Ordering;
use std::ops::Range;
use std::rc::Rc;

use crate::error::quote;
use crate::letters::LetterCounts;
use blob::SplitLevel;
pub use blob::{WordData, MAX_WORD_LEN};
pub use index::{per_length_ids, IndexKey, PerLength, Slot};
pub use ranking::{Base, RankingData, VocabId};
pub use shelf::{Shelf, Tier};
pub use spelling::{Spelling, Spellings};

/// A word's index in its dictionary (words are numbered in sorted order).
pub type WordId = u32;

/// The largest SCOWL level in the default tier; levels above it are the extended tier. A word
/// is in the default tier when its level is at most this in some spelling.
pub const DEFAULT_TIER_MAX: u8 = 70;
/// Where the words of a dictionary came from.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Source {
    /// The built-in SCOWL lists, every word of `spelling` at level <= `max_level`.
    Builtin { max_level: u8, spelling: Spelling },
    /// A user's word list (levels unknown).
    WordList { words: usize },
}

impl Source {
    /// A short phrase for messages: "at level <= 70", "at level <= 70 in Canadian spelling",
    /// "in your word list".
    pub fn describe(&self) -> String {
        match self {
            Source::Builtin {
                max_level,
                spelling,
            } => format!("at level <= {max_level}{}", spelling.describe_suffix()),
            Source::WordList { .. } => "in your word list".to_string(),
        }
    }

    /// Advice for when a search finds nothing.
    pub fn widen_hint(&self) -> &'static str {
        match self {
            Source::Builtin { max_level, .. } if *max_level < 95 => {
                "try a larger dictionary (a higher level)"
            }
            Source::Builtin { .. } => "the largest dictionary has no such words",
            Source::WordList { .. } => "try a larger word list or the built-in dictionary",
        }
    }

    /// The highest SCOWL level of the side lists compiled in (apostrophe words, abbreviations)
    /// that this dictionary reads: a built-in dictionary's level; 0 for a user's word list, which
    /// has its own words only.
    pub fn listed_level(&self) -> u8 {
        match self {
            Source::Builtin { max_level, .. } => *max_level,
            Source::WordList { .. } => 0,
        }
    }

    /// Whether words from UKACD (levels 80+) may appear in answers.
    pub fn uses_ukacd(&self) -> bool {
        matches!(self, Source::Builtin { max_level, .. } if *max_level >= 80)
    }
}

/// A word's frequency in wordfreq (Robyn Speer's wordfreq 3.1.1, CC BY-SA 4.0) as one of 15
/// bins of its Zipf value (log10 of the word's frequency per billion words: 7.73 for "the", 3 for
/// a word seen once a million words, 1 for wordfreq's rarest). Bin `k` is
/// [`ZIPF_BINS`]`[k - 1]`: 0.5 Zipf wide from 1.0 to 8.0 (bin 1 from the floor, bin 15 up to 9).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Zipf(u8);

/// The Zipf range of each frequency bin, in hundredths (`lo..hi`): bin `k` is entry `k - 1`.
pub const ZIPF_BINS: [(u16, u16); 15] = {
    let mut t = [(0, 0); 15];
    let mut k = 0;
    while k < 15 {
        t[k] = match blob::freq_bin(k as u8 + 1) {
            Some(r) => r,
            None => (0, 0),
        };
        k += 1;
    }
    t
};

impl Zipf {
    /// Its bin, 1..=15 (more frequent is higher).
    pub fn code(self) -> u8 {
        self.0
    }

    /// The Zipf values of its bin, in hundredths (`lo..hi`).
    pub fn range(self) -> (u16, u16) {
        ZIPF_BINS[self.0 as usize - 1]
    }

    /// The middle of its bin, in Zipf units (1.25 for bin 1, 7.75 for bin 14): a word's
    /// estimated log10 frequency per billion words.
    pub fn mid(self) -> f32 {
        let (lo, hi) = self.range();
        f32::from(lo + hi) / 200.0
    }
}

/// The words of `tiers` (each sorted; a word in two keeps the first's data) that `spelling` has
/// at level <= `max_level`, each with its level in that spelling: a merge, a word at a time.
fn merged(tiers: &[&Words], max_level: u8, spelling: Spelling) -> WordData {
    let mut data = WordData::with_room(
        tiers.iter().map(|t| t.len()).sum(),
        tiers.iter().map(|t| t.text.len()).sum(),
    );
    let mut pos = vec![0usize; tiers.len()];
    loop {
        let mut best: Option<usize> = None;
        for (t, tier) in tiers.iter().enumerate() {
            if pos[t] < tier.len() {
                let w = tier.word(pos[t]);
                if best.is_none_or(|b| w < tiers[b].word(pos[b])) {
                    best = Some(t);
                }
            }
        }
        let Some(t) = best else { break };
        let (tier, i) = (tiers[t], pos[t]);
        let word = tier.word(i);
        // The same word in two tiers: keep the first, skip the other copies.
        for (u, other) in tiers.iter().enumerate() {
            if u != t && pos[u] < other.len() && other.word(pos[u]) == word {
                pos[u] += 1;
            }
        }
        pos[t] += 1;
        // One search for the word's split levels, for its level and its copy.
        let split = tier.split_of(i);
        tier.copy_if_kept(i, max_level, spelling, split, &mut data);
    }
    data
}

/// Decoded words as dictionaries hold them: a [`WordData`]'s columns, each behind an `Rc`, so
/// that a dictionary of a whole tier shares the tier's words (the default tier in any spelling)
/// while a dictionary cut at a lower level, of one spelling, or merged from two tiers has its
/// own. (`Rc<[T]>` columns rather than one `Rc<WordData>`: a word is then one pointer away, as
/// in a `Vec`, not two; the extra hop cost 9% on a query that reads every word, pattern `*`.)
#[derive(Clone)]
pub struct Words {
    text: Rc<[u8]>,
    starts: Rc<[u32]>,
    levels: Rc<[u8]>,
    freq: Rc<[u8]>,
    spellings: Rc<[u8]>,
    split: Rc<[SplitLevel]>,
}

impl From<WordData> for Words {
    fn from(data: WordData) -> Words {
        Words {
            text: data.text.into(),
            starts: data.starts.into(),
            levels: data.levels.into(),
            freq: data.freq.into(),
            spellings: data.spellings.into(),
            split: data.split.into(),
        }
    }
}

impl Words {
    /// The number of words.
    pub fn len(&self) -> usize {
        self.levels.len()
    }

    /// Whether there are no words.
    pub fn is_empty(&self) -> bool {
        self.levels.is_empty()
    }

    /// Word `i` as bytes.
    #[inline]
    pub fn word(&self, i: usize) -> &[u8] {
        &self.text[self.starts[i] as usize..self.starts[i + 1] as usize]
    }

    /// The words alone, as the ranking data's vocabulary is coded against them.
    pub fn base(&self) -> Base<'_> {
        Base {
            text: &self.text,
            starts: &self.starts,
        }
    }

    /// Whether both hold the very same words (one shared arena).
    pub fn is_shared_with(&self, other: &Words) -> bool {
        Rc::ptr_eq(&self.text, &other.text)
    }

    /// The `(level, spellings)` pairs of word `i` when its level depends on the spelling.
    fn split_of(&self, i: usize) -> &[SplitLevel] {
        let lo = self.split.partition_point(|s| (s.word as usize) < i);
        let n = self.split[lo..]
            .iter()
            .take_while(|s| s.word as usize == i)
            .count();
        &self.split[lo..lo + n]
    }

    /// Word `i`'s level in `spelling`, None when that spelling does not have it or its level is
    /// unknown (a word list).
    fn level_in(&self, i: usize, spelling: Spelling) -> Option<u8> {
        self.level_with(i, spelling, self.split_of(i))
    }

    /// The words `spelling` has at level <= `max_level`, each with its level in that spelling:
    /// what [`merged`] keeps of this one tier, with each run of words kept at their own level
    /// (most of them) copied at once rather than a word at a time. Starting the page, this is
    /// the default tier's load for one spelling; in the wasm module a push is a call.
    fn kept(&self, max_level: u8, spelling: Spelling) -> WordData {
        let set = spelling.set().0;
        let n = self.len();
        let mut data = WordData::with_room(n, self.text.len());
        let mut split_at = 0;
        let mut i = 0;
        while i < n {
            // The run from i of words that this spelling has, at their tier level (no split
            // level) and no higher than max_level.
            let next_split = self
                .split
                .get(split_at)
                .map_or(n, |s| (s.word as usize).min(n));
            let mut j = i;
            while j < next_split
                && self.spellings[j] & set != 0
                && self.levels[j] != 0
                && self.levels[j] <= max_level
            {
                j += 1;
            }
            if j > i {
                let (from, to) = (self.starts[i], self.starts[j]);
                let at = data.text.len() as u32;
                data.text
                    .extend_from_slice(&self.text[from as usize..to as usize]);
                for &s in &self.starts[i + 1..=j] {
                    data.starts.push(s - from + at);
                }
                data.levels.extend_from_slice(&self.levels[i..j]);
                data.freq.extend_from_slice(&self.freq[i..j]);
                data.spellings.extend_from_slice(&self.spellings[i..j]);
                i = j;
                continue;
            }
            // Word i is left out, or its level depends on the spelling.
            let split = if i == next_split {
                let mut end = split_at;
                while end < self.split.len() && self.split[end].word as usize == i {
                    end += 1;
                }
                let split = &self.split[split_at..end];
                split_at = end;
                split
            } else {
                &[]
            };
            self.copy_if_kept(i, max_level, spelling, split, &mut data);
            i += 1;
        }
        data
    }

    /// Copies word `i` (its split levels `split`) into `data` at its level in `spelling`, if
    /// `spelling` has it at level <= `max_level`.
    fn copy_if_kept(
        &self,
        i: usize,
        max_level: u8,
        spelling: Spelling,
        split: &[SplitLevel],
        data: &mut WordData,
    ) {
        if let Some(level) = self
            .level_with(i, spelling, split)
            .filter(|&l| l <= max_level)
        {
            let id = data.len() as u32;
            data.split
                .extend(split.iter().map(|s| SplitLevel { word: id, ..*s }));
            data.push(self.word(i), level, self.freq[i], self.spellings[i]);
        }
    }

    /// [`Words::level_in`] with the word's split levels already found.
    fn level_with(&self, i: usize, spelling: Spelling, split: &[SplitLevel]) -> Option<u8> {
        let set = spelling.set().0;
        if self.spellings[i] & set == 0 || self.levels[i] == 0 {
            return None;
        }
        if split.is_empty() {
            return Some(self.levels[i]);
        }
        let mut level = None;
        for s in split {
            if s.spellings & set != 0 && level.is_none_or(|l| s.level < l) {
                level = Some(s.level);
            }
        }
        level
    }
}

/// Sorted words with levels, and lazily built indexes over them.
pub struct Dictionary {
    data: Words,
    source: Source,
    max_len: usize,
    indexes: index::Indexes,
    /// Words without a frequency, for a word list given frequencies.
    unranked: usize,
}

impl std::fmt::Debug for Dictionary {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Dictionary")
            .field("words", &self.len())
            .field("source", &self.source)
            .finish()
    }
}

/// The word ids of each length, in alphabetical order.
const BY_LENGTH: IndexKey<Vec<Vec<WordId>>> = IndexKey::new(Slot::ByLength, |d| {
    let mut v: Vec<Vec<WordId>> = vec![Vec::new(); d.max_len + 1];
    for id in d.ids() {
        v[d.bytes(id).len()].push(id);
    }
    v
});

/// Each word's letter counts.
const COUNTS: IndexKey<Vec<LetterCounts>> = IndexKey::new(Slot::Counts, |d| {
    d.ids().map(|id| LetterCounts::of(d.bytes(id))).collect()
});

/// The pair-vocabulary ids of the words, with the stamp of the vocabulary they are of.
type VocabIds = RefCell<Option<(u32, Rc<[Option<VocabId>]>)>>;

/// Made empty; filled by [`Dictionary::vocab_ids`].
const VOCAB_IDS: IndexKey<VocabIds> = IndexKey::new(Slot::VocabIds, |_| RefCell::new(None));

/// The anagram index.
const SIGNATURES: IndexKey<Signatures> = IndexKey::new(Slot::Signatures, Signatures::build);

/// The one-letter-change index, one length at a time.
const NEIGHBOURS: IndexKey<PerLength<NeighbourIndex>> =
    IndexKey::new(Slot::Neighbours, PerLength::new);

/// Word ids sorted by their sorted-letter signature, for exact anagrams in one binary search.
struct Signatures {
    text: Vec<u8>,
    order: Vec<WordId>,
}

impl Signatures {
    fn build(d: &Dictionary) -> Signatures {
        let data = &d.data;
        let mut text = data.text.to_vec();
        for i in 0..d.len() {
            let r = data.starts[i] as usize..data.starts[i + 1] as usize;
            crate::sort::u8s(&mut text[r]);
        }
        let sig = |id: &WordId| {
            let i = *id as usize;
            &text[data.starts[i] as usize..data.starts[i + 1] as usize]
        };
        // Ordered by (signature, id). Each signature's first 12 letters packed 5 bits each
        // (a-z as 1..26, 0 past the end) compare as the bytes do, so a radix sort of the
        // packed keys does it (a comparison sort took 300 ms in wasm); only runs of equal keys
        // with a longer signature, where the rest decides, are sorted by comparison.
        let pack = |s: &[u8]| {
            (0..PACKED).fold(0u64, |k, i| {
                k << 5
                    | s.get(i)
                        .map_or(0, |&c| u64::from(c.wrapping_sub(b'a').min(25) + 1))
            })
        };
        let mut pairs: Vec<(u64, WordId)> = d.ids().map(|id| (pack(sig(&id)), id)).collect();
        crate::sort::pairs_u64(&mut pairs);
        let mut order: Vec<WordId> = pairs.iter().map(|p| p.1).collect();
        let mut i = 0;
        while i < pairs.len() {
            let j = i + pairs[i..].partition_point(|p| p.0 == pairs[i].0);
            if j - i > 1 && order[i..j].iter().any(|id| sig(id).len() > PACKED) {
                crate::sort::sort_by(&mut order[i..j], |a, b| sig(a).cmp(sig(b)).then(a.cmp(b)));
            }
            i = j;
        }
        Signatures { text, order }
    }
}

/// For one word length L: for each position p, the ids of length L sorted by the word with
/// position p removed. Words that differ only at p are then adjacent.
struct NeighbourIndex {
    orders: Vec<Vec<WordId>>,
}

impl Dictionary {
    /// Merges decoded tiers (each sorted) and keeps the words of `us` spelling at level <=
    /// `max_level`: [`Dictionary::from_tiers_in`] with [`Spelling::Us`], the dictionary as it
    /// always was.
    pub fn from_tiers(tiers: &[&Words], max_level: u8) -> Dictionary {
        Dictionary::from_tiers_in(tiers, max_level, Spelling::Us)
    }

    /// Merges decoded tiers (each sorted) and keeps the words that `spelling` has at level <=
    /// `max_level`, each with its level in that spelling. One tier whose words are all kept at
    /// their levels (the default tier in `any` spelling) is shared, not copied.
    pub fn from_tiers_in(tiers: &[&Words], max_level: u8, spelling: Spelling) -> Dictionary {
        let source = Source::Builtin {
            max_level,
            spelling,
        };
        if let [tier] = tiers {
            // Stops at the first word left out (early, for one spelling of the default tier).
            let whole = (0..tier.len()).all(|i| {
                tier.level_in(i, spelling)
                    .is_some_and(|l| l <= max_level && l == tier.levels[i])
            });
            if whole {
                return Dictionary::with_data((*tier).clone(), source);
            }
            return Dictionary::new(tier.kept(max_level, spelling), source);
        }
        Dictionary::new(merged(tiers, max_level, spelling), source)
    }

    /// A dictionary of the given words (any order, duplicates allowed), with unknown levels.
    pub fn from_words<S: AsRef<str>>(words: &[S]) -> Dictionary {
        let mut sorted: Vec<&str> = words.iter().map(|w| w.as_ref()).collect();
        crate::sort::sort(&mut sorted);
        sorted.dedup();
        let mut data = WordData::default();
        data.starts.push(0);
        for w in &sorted {
            data.push(w.as_bytes(), 0, 0, 0);
        }
        let n = sorted.len();
        Dictionary::new(data, Source::WordList { words: n })
    }

    /// A dictionary with explicit levels, for tests and benchmarks: `(word, level)` pairs in any
    /// order (each word in every spelling, of unknown frequency), keeping those at level <=
    /// `max_level`.
    pub fn from_pairs(pairs: &[(&str, u8)], max_level: u8) -> Dictionary {
        let mut sorted: Vec<(&str, u8)> = pairs.to_vec();
        crate::sort::sort(&mut sorted);
        sorted.dedup_by(|a, b| a.0 == b.0);
        let mut data = WordData::default();
        data.starts.push(0);
        for (w, l) in sorted.into_iter().filter(|p| p.1 <= max_level) {
            data.push(w.as_bytes(), l, 0, blob::ALL_SPELLINGS);
        }
        let spelling = Spelling::Us;
        Dictionary::new(
            data,
            Source::Builtin {
                max_level,
                spelling,
            },
        )
    }

    fn new(data: WordData, source: Source) -> Dictionary {
        Dictionary::with_data(Words::from(data), source)
    }

    fn with_data(data: Words, source: Source) -> Dictionary {
        let max_len = data
            .starts
            .windows(2)
            .map(|w| (w[1] - w[0]) as usize)
            .max()
            .unwrap_or(0);
        Dictionary {
            data,
            source,
            max_len,
            indexes: index::Indexes::default(),
            unranked: 0,
        }
    }

    /// The same words (shared, not copied) with no index built yet: for timing first queries.
    pub fn unindexed(&self) -> Dictionary {
        Dictionary {
            unranked: self.unranked,
            ..Dictionary::with_data(self.data.clone(), self.source.clone())
        }
    }

    /// The index `key` names, built the first time it is asked for and kept with the dictionary.
    #[inline]
    #[allow(clippy::should_implement_trait)] // `dict[&KEY]` would hide that it may build
    pub fn index<T: 'static>(&self, key: &IndexKey<T>) -> &T {
        self.indexes.get(self, key)
    }

    /// Whether the index in `slot` is built (for tests of what a query builds or keeps).
    pub fn has_index(&self, slot: Slot) -> bool {
        self.indexes.is_built(slot)
    }

    /// Where the words came from.
    pub fn source(&self) -> &Source {
        &self.source
    }

    /// The number of words.
    pub fn len(&self) -> usize {
        self.data.len()
    }

    /// Whether the dictionary has no words.
    pub fn is_empty(&self) -> bool {
        self.data.is_empty()
    }

    /// The length of the longest word.
    pub fn max_len(&self) -> usize {
        self.max_len
    }

    /// Word `id` as bytes.
    #[inline]
    pub fn bytes(&self, id: WordId) -> &[u8] {
        self.data.word(id as usize)
    }

    /// Word `id`.
    #[inline]
    pub fn word(&self, id: WordId) -> &str {
        // Words are a-z only (checked by the blob reader and the word-list parser).
        std::str::from_utf8(self.bytes(id)).unwrap_or("")
    }

    /// The SCOWL level of word `id`, or None for a user's word list.
    #[inline]
    pub fn level(&self, id: WordId) -> Option<u8> {
        match self.data.levels[id as usize] {
            0 => None,
            l => Some(l),
        }
    }

    /// A sort key for commonness: lower is more common; unknown levels sort as equal.
    #[inline]
    pub fn rank(&self, id: WordId) -> u8 {
        self.data.levels[id as usize]
    }

    /// Gives a word list's words the frequencies `known` (a built-in dictionary) has for them,
    /// and returns how many it lacks. Call it before the first query: indexes built from the
    /// frequencies are not rebuilt.
    pub fn take_frequencies(&mut self, known: &Dictionary) -> usize {
        let mut freq = vec![0u8; self.len()];
        let mut j: WordId = 0;
        let end = known.len() as WordId;
        for id in self.ids() {
            let w = self.bytes(id);
            while j < end && known.bytes(j) < w {
                j += 1;
            }
            if j < end && known.bytes(j) == w {
                freq[id as usize] = known.data.freq[j as usize];
            }
        }
        let lacking = freq.iter().filter(|&&f| f == 0).count();
        self.data.freq = freq.into();
        self.unranked = lacking;
        lacking
    }

    /// How many words have no frequency (counted for word lists by
    /// [`Dictionary::take_frequencies`]; 0 otherwise).
    pub fn words_without_frequency(&self) -> usize {
        self.unranked
    }

    /// Word `id`'s frequency bin in wordfreq; None when wordfreq lacks the word or for a user's
    /// word list.
    #[inline]
    pub fn freq(&self, id: WordId) -> Option<Zipf> {
        match self.data.freq[id as usize] {
            0 => None,
            code => Some(Zipf(code)),
        }
    }

    /// The spellings that have word `id` (empty for a user's word list).
    #[inline]
    pub fn spellings(&self, id: WordId) -> Spellings {
        Spellings(self.data.spellings[id as usize])
    }

    /// Word `id`'s level in `spelling` (for `any`, its smallest), None when that spelling does
    /// not have it or for a user's word list. In a dictionary of that spelling it is
    /// [`Dictionary::level`].
    pub fn level_in(&self, id: WordId, spelling: Spelling) -> Option<u8> {
        self.data.level_in(id as usize, spelling)
    }

    /// Each word's id in `ranking`'s pair vocabulary, by word id (None for words it lacks). Made
    /// the first time it is asked for, by one merge of the two sorted lists, and kept with the
    /// dictionary, marked with the vocabulary's [`RankingData::stamp`]: asked with another
    /// vocabulary, it is made again for that one (the page and the CLI have one).
    pub fn vocab_ids(&self, ranking: &RankingData) -> Rc<[Option<VocabId>]> {
        let kept = self.index(&VOCAB_IDS);
        if let Some((stamp, ids)) = &*kept.borrow() {
            if *stamp == ranking.stamp() {
                return Rc::clone(ids);
            }
        }
        let mut ids = vec![None; self.len()];
        let mut vocab = ranking.sorted_words().peekable();
        for id in self.ids() {
            let w = self.bytes(id);
            while vocab.next_if(|(v, _)| *v < w).is_some() {}
            if let Some((_, v)) = vocab.next_if(|(v, _)| *v == w) {
                ids[id as usize] = Some(v);
            }
        }
        let ids: Rc<[Option<VocabId>]> = ids.into();
        *kept.borrow_mut() = Some((ranking.stamp(), Rc::clone(&ids)));
        ids
    }

    /// The id of `word`, if it is in the dictionary: one probe of a hash table of the words
    /// (built on the first lookup), not a binary search, since costing a cryptogram's or a
    /// Jumble's candidates looks up thousands of words.
    pub fn find(&self, word: &str) -> Option<WordId> {
        let w = word.as_bytes();
        let t = &self.index(&FIND_TABLE).slots;
        let mask = t.len() - 1;
        let mut h = find_hash(w) as usize & mask;
        loop {
            match t[h] {
                0 => return None,
                id => {
                    if self.data.word(id as usize - 1) == w {
                        return Some(id - 1);
                    }
                }
            }
            h = (h + 1) & mask;
        }
    }

    /// Whether `word` is in the dictionary.
    pub fn contains(&self, word: &str) -> bool {
        self.find(word).is_some()
    }

    /// All word ids.
    pub fn ids(&self) -> Range<WordId> {
        0..self.len() as WordId
    }

    /// The ids of the words of length `len`, in alphabetical order.
    pub fn ids_with_len(&self, len: usize) -> &[WordId] {
        self.index(&BY_LENGTH)
            .get(len)
            .map(|v| v.as_slice())
            .unwrap_or(&[])
    }

    /// The letter counts of word `id`.
    #[inline]
    pub fn counts(&self, id: WordId) -> &LetterCounts {
        &self.index(&COUNTS)[id as usize]
    }

    /// Every word's letters one after another, and where each starts (word `id` is
    /// `text[starts[id]..starts[id + 1]]`): for a loop over many words that reads them without a
    /// call a word.
    pub(crate) fn text_and_starts(&self) -> (&[u8], &[u32]) {
        (&self.data.text, &self.data.starts)
    }

    /// The letter counts of every word, by id: for a loop over many words, which then reaches
    /// the index once rather than once a word.
    #[inline]
    pub fn all_counts(&self) -> &[LetterCounts] {
        self.index(&COUNTS).as_slice()
    }

    fn signatures(&self) -> &Signatures {
        self.index(&SIGNATURES)
    }

    /// The words whose letters are exactly `letters` (in any order), in alphabetical order.
    pub fn anagrams(&self, letters: &LetterCounts) -> &[WordId] {
        let sigs = self.signatures();
        let key = letters.sorted();
        let key = key.as_bytes();
        let sig = |id: WordId| {
            let i = id as usize;
            &sigs.text[self.data.starts[i] as usize..self.data.starts[i + 1] as usize]
        };
        let lo = sigs.order.partition_point(|&id| sig(id) < key);
        let hi = lo + sigs.order[lo..].partition_point(|&id| sig(id) == key);
        &sigs.order[lo..hi]
    }

    /// The words grouped by their letters: each item is the ids (in alphabetical order) of the
    /// words with one multiset of letters, the groups in the order of their sorted letters.
    /// Every word is in exactly one group, most alone. A walk of the signature index: one
    /// comparison of sorted letters per word.
    pub fn anagram_classes(&self) -> impl Iterator<Item = &[WordId]> + '_ {
        let sigs = self.signatures();
        let sig = move |id: WordId| {
            let i = id as usize;
            &sigs.text[self.data.starts[i] as usize..self.data.starts[i + 1] as usize]
        };
        let mut rest = sigs.order.as_slice();
        std::iter::from_fn(move || {
            let first = sig(*rest.first()?);
            let n = 1 + rest[1..].iter().take_while(|&&id| sig(id) == first).count();
            let (class, tail) = rest.split_at(n);
            rest = tail;
            Some(class)
        })
    }

    /// The range of word ids that start with `prefix` (all words sort together by prefix).
    pub fn prefix_range(&self, prefix: &[u8]) -> Range<WordId> {
        let mut r = self.ids();
        for (depth, &letter) in prefix.iter().enumerate() {
            r = self.child(r, depth, letter);
            if r.is_empty() {
                break;
            }
        }
        r
    }

    /// One step of a prefix walk. `range` holds the words that share some prefix of length
    /// `depth`; the result holds those whose next letter is `letter`.
    #[inline]
    pub fn child(&self, range: Range<WordId>, depth: usize, letter: u8) -> Range<WordId> {
        let at = |id: WordId| -> i16 { self.bytes(id).get(depth).map_or(-1, |&b| b as i16) };
        let (s, e) = (range.start as usize, range.end as usize);
        let ids = s as WordId..e as WordId;
        let slice_lo = partition(ids.clone(), |id| at(id) < letter as i16);
        let slice_hi = partition(slice_lo..ids.end, |id| at(id) <= letter as i16);
        slice_lo..slice_hi
    }

    /// Whether the prefix that `range` stands for (of length `depth`) is itself a word; if so its
    /// id is `range.start`.
    #[inline]
    pub fn range_is_word(&self, range: &Range<WordId>, depth: usize) -> bool {
        !range.is_empty() && self.bytes(range.start).len() == depth
    }

    /// The words of the same length that differ from `word` in exactly one position, in
    /// alphabetical order. `word` itself need not be in the dictionary.
    pub fn neighbours(&self, word: &[u8]) -> Vec<WordId> {
        let mut out = Vec::new();
        self.for_each_neighbour(word, |id| out.push(id));
        crate::sort::u32s(&mut out);
        out
    }

    /// Calls `f` for each word that differs from `word` in exactly one position (no order).
    pub fn for_each_neighbour(&self, word: &[u8], mut f: impl FnMut(WordId)) {
        let len = word.len();
        if len == 0 || len > self.max_len {
            return;
        }
        let Some(index) = self.neighbour_index(len) else {
            return;
        };
        for (p, order) in index.orders.iter().enumerate() {
            let key_cmp = |id: WordId| cmp_without(self.bytes(id), word, p);
            let lo = order.partition_point(|&id| key_cmp(id) == Ordering::Less);
            for &id in &order[lo..] {
                if key_cmp(id) != Ordering::Equal {
                    break;
                }
                if self.bytes(id)[p] != word[p] {
                    f(id);
                }
            }
        }
    }

    fn neighbour_index(&self, len: usize) -> Option<&NeighbourIndex> {
        self.index(&NEIGHBOURS).get_or_init(len, || {
            let ids = self.ids_with_len(len);
            let orders = (0..len)
                .map(|p| {
                    let mut order = ids.to_vec();
                    crate::sort::sort_by(&mut order, |&a, &b| {
                        cmp_without(self.bytes(a), self.bytes(b), p)
                    });
                    order
                })
                .collect();
            NeighbourIndex { orders }
        })
    }
}

/// How many letters of a signature its packed sort key holds (5 bits each in a `u64`).
const PACKED: usize = 12;

/// Compares two words of equal length as if position `p` were removed from both.
#[inline]
fn cmp_without(a: &[u8], b: &[u8], p: usize) -> Ordering {
    a[..p]
        .cmp(&b[..p])
        .then_with(|| a[p + 1..].cmp(&b[p + 1..]))
}

/// The first id in `range` for which `pred` is false (pred must be true then false).
#[inline]
fn partition(range: Range<WordId>, pred: impl Fn(WordId) -> bool) -> WordId {
    let (mut lo, mut hi) = (range.start, range.end);
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        if pred(mid) {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    lo
}

/// The words by their text: an open-addressing table whose slot holds a word's id plus one (0:
/// empty), probed linearly from [`find_hash`]; its length is a power of two at least 1.5 times
/// the word count (at most two thirds full, so a probe ends at an empty slot soon).
struct FindTable {
    slots: Vec<WordId>,
}

/// The key of the words' hash table ([`Dictionary::find`]).
const FIND_TABLE: IndexKey<FindTable> = IndexKey::new(Slot::FindTable, |d| {
    let size = (d.len() * 3 / 2 + 1).max(2).next_power_of_two();
    let mut slots = vec![0 as WordId; size];
    let mask = size - 1;
    for id in 0..d.len() {
        let mut h = find_hash(d.data.word(id)) as usize & mask;
        while slots[h] != 0 {
            h = (h + 1) & mask;
        }
        slots[h] = id as WordId + 1;
    }
    FindTable { slots }
});

/// FNV-1a of a word's bytes.
fn find_hash(w: &[u8]) -> u32 {
    w.iter().fold(0x811c_9dc5u32, |h, &b| {
        (h ^ u32::from(b)).wrapping_mul(0x0100_0193)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_tier_copied_a_run_at_a_time_keeps_what_the_merge_keeps() {
        // Every spelling and a level below, at and between SCOWL's, for the default tier (split
        // levels, words of other spellings left out) and the names tier.
        let default = Words::from(blob::read(crate::embedded::DEFAULT_BLOB).unwrap());
        let names = Words::from(blob::read(crate::embedded::NAMES_BLOB).unwrap());
        for tier in [&default, &names] {
            for spelling in Spelling::ALL {
                for level in [0, 10, 35, 36, 60, 70, 95] {
                    let kept = tier.kept(level, spelling);
                    assert_eq!(
                        kept,
                        merged(&[tier], level, spelling),
                        "{spelling:?} {level}"
                    );
                    assert!(level < 70 || !kept.levels.is_empty());
                }
            }
        }
    }

    #[test]
    #[allow(clippy::disallowed_methods)]
    fn signature_order_is_the_byte_order_of_signatures_even_past_the_packed_letters() {
        let long = "abcdefghijkl"; // 12 letters: the packed part
        let words: Vec<String> = [
            "cat",
            "act",
            "tac",
            "at",
            "ta",
            "a",
            "zz",
            "zzz",
            "z",
            &format!("{long}c"),
            &format!("{long}b"),
            &format!("{long}bb"),
            &format!("c{long}"),
            &format!("{long}a"),
            &format!("{long}zz"),
            &format!("{long}z"),
            long,
        ]
        .iter()
        .map(|w| w.to_string())
        .collect();
        let d = Dictionary::from_words(&words);
        let sigs = d.signatures();
        let sig = |id: WordId| {
            let mut s = d.bytes(id).to_vec();
            s.sort_unstable();
            s
        };
        let mut want: Vec<WordId> = d.ids().collect();
        want.sort_by(|&a, &b| sig(a).cmp(&sig(b)).then(a.cmp(&b)));
        assert_eq!(sigs.order, want);
        let of = |w: &str| d.anagrams(&LetterCounts::of(w.as_bytes())).to_vec();
        assert_eq!(of("tca").len(), 3);
        assert_eq!(
            of(&format!("b{long}")),
            vec![d.find(&format!("{long}b")).unwrap()]
        );
        assert_eq!(of(&format!("{long}c")).len(), 2);
    }

    fn small() -> Dictionary {
        Dictionary::from_pairs(
            &[
                ("cat", 10),
                ("act", 35),
                ("cot", 50),
                ("dog", 10),
                ("cats", 20),
                ("at", 10),
                ("tac", 95),
            ],
            95,
        )
    }

    #[test]
    fn find_and_levels() {
        let d = small();
        assert_eq!(d.len(), 7);
        assert_eq!(d.word(d.find("cat").unwrap()), "cat");
        assert_eq!(d.level(d.find("cot").unwrap()), Some(50));
        assert!(d.find("ca").is_none());
    }

    #[test]
    fn find_hits_every_word_and_nothing_else() {
        // The whole default tier: each word at its own id; each word with a letter more, or its
        // last letter changed, found only if the dictionary has that word (the binary search's
        // answer); and the empty dictionary finds nothing.
        let d = crate::embedded::dictionary(70).unwrap();
        let binary = |w: &str| {
            let (mut lo, mut hi) = (0usize, d.len());
            while lo < hi {
                let mid = (lo + hi) / 2;
                match d.word(mid as WordId).as_bytes().cmp(w.as_bytes()) {
                    Ordering::Less => lo = mid + 1,
                    Ordering::Greater => hi = mid,
                    Ordering::Equal => return Some(mid as WordId),
                }
            }
            None
        };
        for id in d.ids() {
            let w = d.word(id).to_string();
            assert_eq!(d.find(&w), Some(id), "{w}");
            for other in [format!("{w}s"), format!("{}q", &w[..w.len() - 1])] {
                assert_eq!(d.find(&other), binary(&other), "{other}");
            }
        }
        assert_eq!(Dictionary::from_pairs(&[], 95).find("a"), None);
    }

    #[test]
    fn anagrams_and_lengths() {
        let d = small();
        let a: Vec<&str> = d
            .anagrams(&LetterCounts::of(b"tca"))
            .iter()
            .map(|&i| d.word(i))
            .collect();
        assert_eq!(a, ["act", "cat", "tac"]);
        assert_eq!(d.ids_with_len(4).len(), 1);
        assert!(d.ids_with_len(40).is_empty());
    }

    #[test]
    fn anagram_classes_hold_every_word_once() {
        let d = small();
        let classes: Vec<Vec<&str>> = d
            .anagram_classes()
            .map(|c| c.iter().map(|&i| d.word(i)).collect())
            .collect();
        // In the order of the sorted letters: acst, act, at, cot, dgo.
        assert_eq!(
            classes,
            [
                vec!["cats"],
                vec!["act", "cat", "tac"],
                vec!["at"],
                vec!["cot"],
                vec!["dog"]
            ]
        );
        assert_eq!(
            Dictionary::from_words::<&str>(&[])
                .anagram_classes()
                .count(),
            0
        );
    }

    #[test]
    fn prefix_walk() {
        let d = small();
        let r = d.prefix_range(b"ca");
        let words: Vec<&str> = r.clone().map(|i| d.word(i)).collect();
        assert_eq!(words, ["cat", "cats"]);
        let r = d.child(r, 2, b't');
        assert!(d.range_is_word(&r, 3));
        assert!(d.prefix_range(b"x").is_empty());
    }

    #[test]
    fn neighbours_one_letter() {
        let d = small();
        let n: Vec<&str> = d.neighbours(b"cat").iter().map(|&i| d.word(i)).collect();
        assert_eq!(n, ["cot"]);
        let n: Vec<&str> = d.neighbours(b"cut").iter().map(|&i| d.word(i)).collect();
        assert_eq!(n, ["cat", "cot"]);
    }

    #[test]
    fn tiers_merge_and_filter() {
        let a = Words::from(blob::read(&blob::build([("b", 10), ("d", 20)]).unwrap()).unwrap());
        let b = Words::from(blob::read(&blob::build([("a", 80), ("c", 95)]).unwrap()).unwrap());
        let d = Dictionary::from_tiers(&[&a, &b], 80);
        let words: Vec<&str> = d.ids().map(|i| d.word(i)).collect();
        assert_eq!(words, ["a", "b", "d"]);
        // A whole tier is shared; a cut one is copied.
        assert!(Dictionary::from_tiers(&[&a], 20).data.is_shared_with(&a));
        assert!(!Dictionary::from_tiers(&[&a], 10).data.is_shared_with(&a));
    }
}
