//! A dictionary tier blob: sorted words with their SCOWL levels, word frequencies and spellings,
//! in the sections of a [`container`] file.
//!
//! This file uses nothing but `std`, because `build.rs` includes it to build the embedded blobs.
//!
//! Sections (all version 1; integers little-endian):
//!
//! - `WORD`: the word count (u32), then the words in strictly increasing byte order,
//!   front-coded: each word is one byte `drop` (how many letters of the previous word to remove,
//!   always < 97) followed by the letters to append (`a`..=`z`, all >= 97, so the next `drop`
//!   byte ends the word).
//! - `LEVL`: one byte per word, its SCOWL level (1..=100): the smallest level of the word in
//!   any spelling that has it. Column-wise levels compress far better than interleaved ones.
//! - `FREQ`: 4 bits per word, two words a byte, the first in the low nibble (an odd count leaves
//!   the last high nibble 0): the word's wordfreq frequency as a code, 0 when wordfreq lacks the
//!   word, else 1..=15 for the Zipf bins of [`freq_bin`] (0.5 Zipf wide, 1.0 to 8.0; code 1 also
//!   holds anything below, code 15 anything above). Derived from wordfreq's data, so CC BY-SA 4.0
//!   (see `data/wordfreq/LICENSE`, shipped beside the blobs).
//! - `SPEL`: one byte per word, the set of spellings that have it (bit `i` is [`SPELLINGS`]`[i]`;
//!   never 0); then the exceptions to `LEVL`: a count (u32) and for each, the word (u32), a level
//!   and a set of spellings (a byte each): in those spellings the word is at that level rather
//!   than the `LEVL` one. Exceptions are in word order; those of one word have disjoint sets
//!   inside the word's own, levels above its `LEVL` one, and leave at least one spelling at it.
//!
//! The reader checks each section as strictly as the builder writes it (counts that agree,
//! words a-z in order, levels 1..=100, codes in range, spellings that exist), so a blob that
//! loads is one the builder could have made. Sizes for the SCOWL tiers: see `scripts/sizes.mjs`
//! and the README of `data/`.

use super::container::{self, Blob, Cursor, Part, Sections};
#[allow(unused_imports)] // build.rs includes this file and needs only some of them
pub use super::container::{checksum, BlobError, MAGIC, VERSION};

/// The longest word a blob can hold.
pub const MAX_WORD_LEN: usize = 60;

/// The spellings a tier records, by bit: bit `i` of a word's set is `SPELLINGS[i]`. `us` is
/// SCOWL's english + american lists; `gb` english + british (-ise); `gb-ize` english +
/// british_z (-ize, Oxford); `ca` english + canadian; `au` english + australian.
pub const SPELLINGS: [&str; 5] = ["us", "gb", "gb-ize", "ca", "au"];
/// The set of every spelling.
pub const ALL_SPELLINGS: u8 = (1 << SPELLINGS.len()) - 1;

/// The section names.
const WORD: container::Name = *b"WORD";
const LEVL: container::Name = *b"LEVL";
const FREQ: container::Name = *b"FREQ";
const SPEL: container::Name = *b"SPEL";

/// The largest frequency code.
pub const MAX_FREQ_CODE: u8 = 15;
/// The Zipf value (times 100) where frequency code 1 ends and each later code spans
/// [`ZIPF_STEP`]: code `k` holds [`freq_bin`]`(k)`.
const ZIPF_FLOOR: u16 = 150;
/// The width of a frequency bin, in hundredths of a Zipf unit (0.5 Zipf: a factor of 3.2 in
/// frequency). Chosen for size: bins of 0.4 cost 3 KB more brotli in the default blob, and
/// bins of equal population 10 KB more (data/README-ranking-data.md).
pub const ZIPF_STEP: u16 = 50;

/// The frequency code of a Zipf value given in hundredths (wordfreq's `zipf_frequency` times
/// 100, as in `data/wordfreq/wordfreq-zipf.txt`): 1 below 1.5, then one code per 0.5, 15 from
/// 8.0 up.
pub fn freq_code(zipf100: u16) -> u8 {
    match zipf100.checked_sub(ZIPF_FLOOR) {
        None => 1,
        Some(above) => (2 + above / ZIPF_STEP).min(u16::from(MAX_FREQ_CODE)) as u8,
    }
}

/// The Zipf values (in hundredths, `lo..hi`) that frequency code `code` (1..=15) stands for:
/// code 1 is `100..150` (wordfreq lists nothing below Zipf 1.0), code k is
/// `50k + 50 .. 50k + 100`, code 15 is `800..900` (Zipf 9 is a frequency of 1, the ceiling;
/// no word reaches 8: "the" is 7.73).
pub const fn freq_bin(code: u8) -> Option<(u16, u16)> {
    if code == 0 || code > MAX_FREQ_CODE {
        return None;
    }
    let k = code as u16;
    let lo = if code == 1 {
        100
    } else {
        ZIPF_FLOOR + (k - 2) * ZIPF_STEP
    };
    let hi = if code == MAX_FREQ_CODE {
        900
    } else {
        ZIPF_FLOOR + (k - 1) * ZIPF_STEP
    };
    Some((lo, hi))
}

/// One word for the builder: its levels by spelling and its frequency code.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry<'a> {
    /// The word, `a`..=`z`.
    pub word: &'a str,
    /// `(level, spellings)` pairs in increasing level with disjoint non-empty sets: the word is
    /// at `level` in the spellings of the set, and in no spelling of no pair.
    pub levels: Vec<(u8, u8)>,
    /// Its frequency code (0 = unknown, else [`freq_code`]).
    pub freq: u8,
}

impl<'a> From<(&'a str, u8)> for Entry<'a> {
    /// A word at one level in every spelling, of unknown frequency (a plain word list).
    fn from((word, level): (&'a str, u8)) -> Entry<'a> {
        Entry {
            word,
            levels: vec![(level, ALL_SPELLINGS)],
            freq: 0,
        }
    }
}

/// A word and its `(level, spellings)` pairs, as [`Entry::levels`].
pub type Line<'a> = (&'a str, Vec<(u8, u8)>);

/// Reads one line of a word list for the builder: `word<TAB>level` (every spelling), or the
/// `data/scowl-spellings.txt` form `word<TAB>level<TAB>spellings[<TAB>level<TAB>spellings]...`
/// where `spellings` is `*` (all) or a comma list of [`SPELLINGS`] names. Blank and `#` lines
/// give None. The error says what is wrong with the line.
pub fn parse_line(line: &str) -> Result<Option<Line<'_>>, String> {
    if line.is_empty() || line.starts_with('#') {
        return Ok(None);
    }
    let mut fields = line.split('\t');
    let word = fields.next().unwrap_or("");
    let rest: Vec<&str> = fields.collect();
    let level = |s: &str| {
        s.parse::<u8>()
            .map_err(|_| format!("{} is not a level", super::quote(s)))
    };
    let pairs = match rest.as_slice() {
        [] => return Err("expected WORD<TAB>LEVEL".to_string()),
        [l] => vec![(level(l)?, ALL_SPELLINGS)],
        _ if rest.len() % 2 == 1 => {
            return Err("expected WORD<TAB>LEVEL<TAB>SPELLINGS, in pairs".to_string())
        }
        _ => {
            let mut pairs = Vec::with_capacity(rest.len() / 2);
            for p in rest.chunks(2) {
                let set = if p[1] == "*" {
                    ALL_SPELLINGS
                } else {
                    let mut set = 0;
                    for name in p[1].split(',') {
                        let bit = SPELLINGS.iter().position(|s| *s == name).ok_or_else(|| {
                            format!(
                                "unknown spelling {}; use {} or *",
                                super::quote(name),
                                SPELLINGS.join(", ")
                            )
                        })?;
                        set |= 1 << bit;
                    }
                    set
                };
                pairs.push((level(p[0])?, set));
            }
            pairs
        }
    };
    Ok(Some((word, pairs)))
}

/// Checks one entry's levels and spellings; returns its smallest level and its set.
fn check_entry(e: &Entry) -> Result<(u8, u8), BlobError> {
    let ok = !e.word.is_empty()
        && e.word.len() <= MAX_WORD_LEN
        && e.word.bytes().all(|b| b.is_ascii_lowercase());
    if !ok {
        return Err(BlobError::BadWord {
            word: e.word.to_string(),
        });
    }
    let bad = |detail: &str| BlobError::BadInput {
        detail: format!("{}: {detail}", super::quote(e.word)),
    };
    if e.freq > MAX_FREQ_CODE {
        return Err(bad("frequency codes run from 0 to 15"));
    }
    let Some(&(first, _)) = e.levels.first() else {
        return Err(bad("no spelling has it"));
    };
    let mut set = 0u8;
    let mut previous = 0u8;
    for &(level, spellings) in &e.levels {
        if level == 0 || level > 100 {
            return Err(BlobError::BadLevel {
                word: e.word.to_string(),
                level,
            });
        }
        if level <= previous {
            return Err(bad("its levels are not in increasing order"));
        }
        if spellings == 0 || spellings & !ALL_SPELLINGS != 0 || spellings & set != 0 {
            return Err(bad(
                "each level needs its own non-empty set of spellings, apart from the others'",
            ));
        }
        set |= spellings;
        previous = level;
    }
    Ok((first, set))
}

/// Appends `word` front-coded after `prev`.
pub fn front_code(out: &mut Vec<u8>, prev: &str, word: &str) {
    let common = prev
        .bytes()
        .zip(word.bytes())
        .take_while(|(a, b)| a == b)
        .count();
    out.push((prev.len() - common) as u8);
    out.extend_from_slice(&word.as_bytes()[common..]);
}

/// Builds a tier blob from entries in strictly increasing byte order of their words (a plain
/// `(word, level)` pair is a word in every spelling). Rejects unsorted or duplicate input,
/// bad levels and overlapping spellings, naming the offending word.
pub fn build<'a, E, I>(entries: I) -> Result<Vec<u8>, BlobError>
where
    E: Into<Entry<'a>>,
    I: IntoIterator<Item = E>,
{
    let mut words = Vec::new();
    let mut levels = Vec::new();
    let mut codes = Vec::new();
    let mut sets = Vec::new();
    let mut exceptions = Vec::new();
    let mut prev: &str = "";
    let mut count: u32 = 0;
    for e in entries {
        let e: Entry<'a> = e.into();
        let (level, set) = check_entry(&e)?;
        if count > 0 {
            match e.word.cmp(prev) {
                std::cmp::Ordering::Equal => {
                    return Err(BlobError::Duplicate {
                        word: e.word.to_string(),
                    })
                }
                std::cmp::Ordering::Less => {
                    return Err(BlobError::OutOfOrder {
                        previous: prev.to_string(),
                        got: e.word.to_string(),
                    })
                }
                std::cmp::Ordering::Greater => {}
            }
        }
        front_code(&mut words, prev, e.word);
        levels.push(level);
        codes.push(e.freq);
        sets.push(set);
        for &(l, s) in &e.levels[1..] {
            exceptions.extend_from_slice(&count.to_le_bytes());
            exceptions.extend_from_slice(&[l, s]);
        }
        prev = e.word;
        count += 1;
    }
    let mut word = count.to_le_bytes().to_vec();
    word.append(&mut words);
    let freq: Vec<u8> = container::pack_nibbles(&codes).collect();
    let mut spel = sets;
    spel.extend_from_slice(&((exceptions.len() / 6) as u32).to_le_bytes());
    spel.append(&mut exceptions);
    let part = |name, bytes| Part {
        name,
        version: 1,
        bytes,
    };
    Ok(container::write(&[
        part(WORD, word),
        part(LEVL, levels),
        part(FREQ, freq),
        part(SPEL, spel),
    ]))
}

/// A word's level in some of its spellings, where it differs between them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SplitLevel {
    /// The word's index.
    pub word: u32,
    /// Its level in these spellings.
    pub level: u8,
    /// The spellings (a set, as in [`SPELLINGS`]).
    pub spellings: u8,
}

/// The decoded contents of a tier: words concatenated, with offsets, levels, frequency codes and
/// spellings.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct WordData {
    /// All words, concatenated.
    pub text: Vec<u8>,
    /// `starts[i]..starts[i + 1]` is word `i` in `text`; `starts.len() == levels.len() + 1`.
    pub starts: Vec<u32>,
    /// The level of each word (in a tier, the smallest in any of its spellings; 0 = unknown,
    /// for a word list).
    pub levels: Vec<u8>,
    /// The frequency code of each word (0 = unknown).
    pub freq: Vec<u8>,
    /// The spellings that have each word (a set, as in [`SPELLINGS`]; 0 = unknown, for a word
    /// list).
    pub spellings: Vec<u8>,
    /// For the words whose level depends on the spelling, every `(level, spellings)` pair,
    /// in word order (the blob stores only those beside the `LEVL` one).
    pub split: Vec<SplitLevel>,
}

impl WordData {
    /// No words yet, with room for `words` words of `letters` letters in all: a dictionary's
    /// arena is copied once more into its `Rc`, so it should not also be copied as it grows.
    pub fn with_room(words: usize, letters: usize) -> WordData {
        let mut starts = Vec::with_capacity(words + 1);
        starts.push(0);
        WordData {
            text: Vec::with_capacity(letters),
            starts,
            levels: Vec::with_capacity(words),
            freq: Vec::with_capacity(words),
            spellings: Vec::with_capacity(words),
            split: Vec::new(),
        }
    }

    /// The number of words.
    pub fn len(&self) -> usize {
        self.levels.len()
    }

    /// Whether there are no words.
    pub fn is_empty(&self) -> bool {
        self.levels.is_empty()
    }

    /// Word `i` as bytes.
    pub fn word(&self, i: usize) -> &[u8] {
        &self.text[self.starts[i] as usize..self.starts[i + 1] as usize]
    }

    /// Appends a word with its level, frequency code and spellings.
    pub fn push(&mut self, word: &[u8], level: u8, freq: u8, spellings: u8) {
        if self.starts.is_empty() {
            self.starts.push(0);
        }
        self.text.extend_from_slice(word);
        self.starts.push(self.text.len() as u32);
        self.levels.push(level);
        self.freq.push(freq);
        self.spellings.push(spellings);
    }
}

/// Decodes `count` front-coded words (the rest of `c`), which must increase strictly.
pub fn decode_words(c: &mut Cursor, count: usize) -> Result<(Vec<u8>, Vec<u32>), BlobError> {
    let at = c.file_offset();
    let coded = c.rest();
    // Each word takes at least two bytes (its drop and a letter): this bounds the allocation.
    if count > coded.len() / 2 {
        return Err(c.corrupt(format!("{count} words cannot fit in {} bytes", coded.len())));
    }
    let mut text: Vec<u8> = Vec::with_capacity(coded.len() * 3);
    let mut starts: Vec<u32> = Vec::with_capacity(count + 1);
    starts.push(0);
    let mut prev_start = 0usize;
    let mut i = 0usize;
    while i < coded.len() && starts.len() <= count {
        let n = starts.len() - 1;
        let drop = coded[i] as usize;
        i += 1;
        let prev_len = text.len() - prev_start;
        if drop > prev_len || drop >= b'a' as usize {
            return Err(c.corrupt(format!(
                "word {n} drops {drop} letters from a word of {prev_len}"
            )));
        }
        let keep_end = text.len() - drop;
        let start = text.len();
        text.extend_from_within(prev_start..keep_end);
        let run_len = coded[i..]
            .iter()
            .position(|&b| b < b'a')
            .unwrap_or(coded.len() - i);
        let run = &coded[i..i + run_len];
        if let Some(p) = run.iter().position(|&b| b > b'z') {
            return Err(c.corrupt(format!("byte {} is not a letter", at + i + p)));
        }
        text.extend_from_slice(run);
        i += run_len;
        if text.len() == start || text.len() - start > MAX_WORD_LEN {
            return Err(c.corrupt(format!("word {n} has length {}", text.len() - start)));
        }
        // Strictly increasing, checked in O(1): the new word must extend the previous one, or
        // replace its first dropped letter by a larger one.
        let appended = &text[start + (keep_end - prev_start)..];
        let increasing = start == 0
            || match drop {
                0 => !appended.is_empty(),
                _ => appended.first().is_some_and(|&b| b > text[keep_end]),
            };
        if !increasing {
            return Err(c.corrupt(format!("word {n} is out of order")));
        }
        prev_start = start;
        starts.push(text.len() as u32);
    }
    if starts.len() != count + 1 || i != coded.len() {
        return Err(c.corrupt(format!(
            "the count says {count} words, the section holds {}{}",
            starts.len() - 1,
            if i != coded.len() { " and more" } else { "" }
        )));
    }
    Ok((text, starts))
}

/// Checks a tier blob (container, sections, and each section's contents) and decodes it.
pub fn read(bytes: &[u8]) -> Result<WordData, BlobError> {
    let sections = Sections::read(bytes, Blob::Dictionary)?;

    let mut c = sections.get(WORD, 1)?;
    let count = c.u32("the word count")? as usize;
    let (text, starts) = decode_words(&mut c, count)?;

    let mut c = sections.get(LEVL, 1)?;
    let levels = c.take(count, "a level per word")?;
    c.finish()?;
    // The builder takes levels 1..=100 only; a blob with any other level was not made by it.
    if let Some(i) = levels.iter().position(|&l| l == 0 || l > 100) {
        return Err(c.corrupt(format!(
            "word {i} has level {}; levels run from 1 to 100",
            levels[i]
        )));
    }

    let mut c = sections.get(FREQ, 1)?;
    let packed = c.nibbles(count, "a frequency code per word")?;
    c.finish()?;
    let freq: Vec<u8> = (0..count).map(|i| container::nibble(packed, i)).collect();

    let mut c = sections.get(SPEL, 1)?;
    let sets = c.take(count, "a set of spellings per word")?;
    if let Some(i) = sets.iter().position(|&s| s == 0 || s & !ALL_SPELLINGS != 0) {
        return Err(c.corrupt(format!(
            "word {i} has the set of spellings {}; sets run from 1 to {ALL_SPELLINGS}",
            sets[i]
        )));
    }
    let n = c.u32("the exception count")? as usize;
    if n > count * SPELLINGS.len() {
        return Err(c.corrupt(format!("{n} exceptions for {count} words")));
    }
    let mut split: Vec<SplitLevel> = Vec::new();
    // The exceptions of the word being read: their spellings so far.
    let mut current: Option<(u32, u8)> = None;
    let close = |split: &mut Vec<SplitLevel>, (word, taken): (u32, u8)| {
        // The word's own level holds for the spellings no exception took.
        let rest = sets[word as usize] & !taken;
        let first = split.len() - split.iter().rev().take_while(|s| s.word == word).count();
        split.insert(
            first,
            SplitLevel {
                word,
                level: levels[word as usize],
                spellings: rest,
            },
        );
    };
    for k in 0..n {
        let word = c.u32("an exception's word")?;
        let b = c.take(2, "an exception's level and spellings")?;
        let (level, set) = (b[0], b[1]);
        let at = |what: &str| c.corrupt(format!("exception {k} (word {word}): {what}"));
        if word as usize >= count {
            return Err(at("no such word"));
        }
        let i = word as usize;
        let taken = match current {
            Some((w, taken)) if w == word => taken,
            Some((w, _)) if w > word => return Err(at("out of word order")),
            _ => 0,
        };
        if level <= levels[i] || level > 100 {
            return Err(at(&format!(
                "level {level} is not above the word's level {} (or over 100)",
                levels[i]
            )));
        }
        if set == 0 || set & !sets[i] != 0 || set & taken != 0 {
            return Err(at(&format!(
                "spellings {set} are not a new part of the word's {}",
                sets[i]
            )));
        }
        if sets[i] & !(taken | set) == 0 {
            return Err(at("no spelling is left at the word's own level"));
        }
        if let Some(done) = current.filter(|&(w, _)| w != word) {
            close(&mut split, done);
        }
        current = Some((word, taken | set));
        split.push(SplitLevel {
            word,
            level,
            spellings: set,
        });
    }
    if let Some(done) = current {
        close(&mut split, done);
    }
    c.finish()?;
    Ok(WordData {
        text,
        starts,
        levels: levels.to_vec(),
        freq,
        spellings: sets.to_vec(),
        split,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(word: &str, levels: &[(u8, u8)], freq: u8) -> Entry<'static> {
        Entry {
            word: Box::leak(word.to_string().into_boxed_str()),
            levels: levels.to_vec(),
            freq,
        }
    }

    #[test]
    fn round_trip() {
        let words = [
            ("a", 10),
            ("ab", 20),
            ("abc", 95),
            ("abd", 10),
            ("b", 35),
            ("ba", 10),
        ];
        let data = read(&build(words).unwrap()).unwrap();
        let got: Vec<(&[u8], u8)> = (0..data.len())
            .map(|i| (data.word(i), data.levels[i]))
            .collect();
        let want: Vec<(&[u8], u8)> = words.iter().map(|(w, l)| (w.as_bytes(), *l)).collect();
        assert_eq!(got, want);
        assert!(data.spellings.iter().all(|&s| s == ALL_SPELLINGS));
        assert!(data.freq.iter().all(|&f| f == 0));
        assert_eq!(read(&build::<Entry, _>([]).unwrap()).unwrap().len(), 0);
    }

    #[test]
    fn spellings_and_frequencies_round_trip() {
        let entries = [
            entry("arvo", &[(35, 0b10000), (70, 0b01111)], 3),
            entry("color", &[(10, 0b00001)], 12),
            entry("colour", &[(10, 0b11110)], 11),
            entry("oddity", &[(20, 1), (50, 2), (80, 4)], 0),
        ];
        let data = read(&build(entries.iter().cloned()).unwrap()).unwrap();
        assert_eq!(data.levels, [35, 10, 10, 20]);
        assert_eq!(data.freq, [3, 12, 11, 0]);
        assert_eq!(data.spellings, [31, 1, 30, 7]);
        let split: Vec<(u32, u8, u8)> = data
            .split
            .iter()
            .map(|s| (s.word, s.level, s.spellings))
            .collect();
        assert_eq!(
            split,
            [
                (0, 35, 0b10000),
                (0, 70, 0b01111),
                (3, 20, 1),
                (3, 50, 2),
                (3, 80, 4)
            ]
        );
    }

    #[test]
    fn frequency_bins() {
        assert_eq!(freq_code(101), 1);
        assert_eq!(freq_code(149), 1);
        assert_eq!(freq_code(150), 2);
        assert_eq!(freq_code(773), 14); // "the"
        assert_eq!(freq_code(800), 15);
        assert_eq!(freq_code(u16::MAX), 15);
        assert_eq!(freq_bin(1), Some((100, 150)));
        assert_eq!(freq_bin(2), Some((150, 200)));
        assert_eq!(freq_bin(14), Some((750, 800)));
        assert_eq!(freq_bin(15), Some((800, 900)));
        assert_eq!(freq_bin(0), None);
        for code in 1..=MAX_FREQ_CODE {
            let (lo, hi) = freq_bin(code).unwrap();
            assert_eq!(freq_code(lo), code);
            assert_eq!(freq_code(hi - 1), code);
        }
    }

    #[test]
    fn lines() {
        assert_eq!(parse_line("# x"), Ok(None));
        assert_eq!(parse_line("cat\t10"), Ok(Some(("cat", vec![(10, 31)]))));
        assert_eq!(
            parse_line("arvo\t35\tau\t70\tus,gb,gb-ize,ca"),
            Ok(Some(("arvo", vec![(35, 16), (70, 15)])))
        );
        assert_eq!(
            parse_line("x\t10\tuk").unwrap_err(),
            "unknown spelling \"uk\"; use us, gb, gb-ize, ca, au or *"
        );
        assert!(parse_line("x").is_err());
        assert!(parse_line("x\tten").unwrap_err().contains("not a level"));
    }

    #[test]
    fn builder_names_the_offending_word() {
        let e = build([("b", 10), ("a", 10)]).unwrap_err();
        assert_eq!(
            e.to_string(),
            "word list is not sorted: \"a\" comes after \"b\"; sort it in byte order"
        );
        let e = build([("a", 10), ("a", 20)]).unwrap_err();
        assert!(e.to_string().contains("\"a\" twice"));
        assert!(matches!(
            build([("A", 10)]).unwrap_err(),
            BlobError::BadWord { .. }
        ));
        assert!(matches!(
            build([("a", 0)]).unwrap_err(),
            BlobError::BadLevel { .. }
        ));
        let e = build([entry("x", &[(10, 3), (20, 2)], 0)]).unwrap_err();
        assert!(e.to_string().starts_with("\"x\": each level needs its own"));
        let e = build([entry("x", &[(20, 1), (10, 2)], 0)]).unwrap_err();
        assert!(e.to_string().contains("increasing order"));
    }

    #[test]
    fn loader_rejects_magic_version_checksum() {
        let good = build([("cat", 10), ("dog", 20)]).unwrap();
        let mut bad = good.clone();
        bad[0] = b'X';
        assert!(read(&bad)
            .unwrap_err()
            .to_string()
            .contains("not a Wordwright dictionary blob"));
        let mut bad = good.clone();
        bad[4] = 9;
        assert!(matches!(
            read(&bad).unwrap_err(),
            BlobError::Version { got: 9, .. }
        ));
        let mut bad = good.clone();
        *bad.last_mut().unwrap() ^= 1;
        assert!(matches!(
            read(&bad).unwrap_err(),
            BlobError::Checksum { .. }
        ));
        assert!(matches!(
            read(&good[..good.len() - 1]).unwrap_err(),
            BlobError::Corrupt { .. }
        ));
        assert!(read(&[0x1f, 0x8b, 8, 0])
            .unwrap_err()
            .to_string()
            .contains("gzip"));
    }

    /// Sections with valid checksums but contents the builder never writes are still refused.
    fn with(section: container::Name, bytes: Vec<u8>) -> String {
        let good = build([
            entry("cat", &[(10, 1), (20, 2)], 1),
            entry("dog", &[(20, 31)], 2),
        ])
        .unwrap();
        let s = Sections::read(&good, Blob::Dictionary).unwrap();
        let mut parts = Vec::new();
        for name in [WORD, LEVL, FREQ, SPEL] {
            let bytes = if name == section {
                bytes.clone()
            } else {
                s.get(name, 1).unwrap().rest().to_vec()
            };
            parts.push(Part {
                name,
                version: 1,
                bytes,
            });
        }
        read(&container::write(&parts)).unwrap_err().to_string()
    }

    #[test]
    fn loader_checks_each_section() {
        let m = |s: &str| format!("dictionary blob is damaged: {s}");
        let mut word = 2u32.to_le_bytes().to_vec();
        word.extend_from_slice(&[0, b'd', b'o', b'g', 3, b'c', b'a', b't']);
        assert_eq!(with(WORD, word), m("section WORD: word 1 is out of order"));
        let mut word = 3u32.to_le_bytes().to_vec();
        word.extend_from_slice(&[0, b'c', b'a', b't', 3, b'd', b'o', b'g']);
        assert_eq!(
            with(WORD, word),
            m("section WORD: the count says 3 words, the section holds 2")
        );
        assert_eq!(
            with(LEVL, vec![111, 20]),
            m("section LEVL: word 0 has level 111; levels run from 1 to 100")
        );
        assert_eq!(
            with(LEVL, vec![10]),
            m("section LEVL: a level per word needs 2 bytes from byte 88, the section has 1 left")
        );
        assert_eq!(
            with(FREQ, vec![0x21, 0]),
            m("section FREQ: 1 byte is left over after byte 91")
        );
        let spel = |sets: [u8; 2], ex: &[(u32, u8, u8)]| {
            let mut v = sets.to_vec();
            v.extend_from_slice(&(ex.len() as u32).to_le_bytes());
            for &(w, l, s) in ex {
                v.extend_from_slice(&w.to_le_bytes());
                v.extend_from_slice(&[l, s]);
            }
            v
        };
        assert_eq!(
            with(SPEL, spel([3, 0], &[])),
            m("section SPEL: word 1 has the set of spellings 0; sets run from 1 to 31")
        );
        assert_eq!(
            with(SPEL, spel([3, 31], &[(2, 20, 2)])),
            m("section SPEL: exception 0 (word 2): no such word")
        );
        assert_eq!(
            with(SPEL, spel([3, 31], &[(0, 10, 2)])),
            m("section SPEL: exception 0 (word 0): level 10 is not above the word's level 10 (or over 100)")
        );
        assert_eq!(
            with(SPEL, spel([3, 31], &[(0, 20, 4)])),
            m("section SPEL: exception 0 (word 0): spellings 4 are not a new part of the word's 3")
        );
        assert_eq!(
            with(SPEL, spel([3, 31], &[(0, 20, 3)])),
            m("section SPEL: exception 0 (word 0): no spelling is left at the word's own level")
        );
        assert_eq!(
            with(SPEL, spel([3, 31], &[(1, 30, 2), (0, 20, 2)])),
            m("section SPEL: exception 1 (word 0): out of word order")
        );
    }

    /// Every byte string either loads or gives an error: never a panic.
    #[test]
    fn truncations_never_panic() {
        let good = build([
            entry("arvo", &[(35, 16), (70, 15)], 3),
            entry("cat", &[(10, 31)], 9),
        ])
        .unwrap();
        for n in 0..good.len() {
            let _ = read(&good[..n]);
        }
        for i in 0..good.len() {
            for bit in 0..8 {
                let mut bad = good.clone();
                bad[i] ^= 1 << bit;
                let _ = read(&bad);
            }
        }
    }
}
