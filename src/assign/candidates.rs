//! Candidate words: for each distinct checked row, the dictionary words (or contractions) with
//! its pattern of repeated symbols, its shape (`club star club` needs a word like `did`, `eye`,
//! `tot`). Rows of one shape share one candidate list, and the words of every shape of one
//! length come from a single scan of that length.

use std::collections::HashMap;
use std::rc::Rc;

use crate::budget::Budget;
use crate::dict::abbreviations::ABBREVIATIONS;
use crate::dict::{Dictionary, IndexKey, PerLength, Slot, Spelling, WordId};
use crate::rank::{ELIDED_VOWELS, LONG_ELISION};

use super::search::{self, Cands, Engine, RowData, MAX_SYMBOLS};
use super::{archaic, Lexicon, Puzzle, RowKind};

/// The distinct checked rows of a puzzle with their candidate words.
pub struct Prepared {
    /// The distinct checked rows.
    pub(super) rows: Vec<RowData>,
    /// For each distinct row, its candidates that agree with the known letters.
    pub(super) counts: Vec<usize>,
    /// For each row of the puzzle, its distinct row (None for an unchecked row).
    of_row: Vec<Option<usize>>,
    /// The starting domains.
    dom0: Vec<u32>,
    /// Where each shared candidate list comes from, and for each distinct row, its list.
    sources: Vec<Source>,
    source_of: Vec<usize>,
    /// Whether the budget ran out while preparing.
    pub out_of_budget: bool,
}

impl Prepared {
    /// Finds each distinct row's candidates: the words of its length whose repeated letters
    /// sit where its repeated symbols do. Rows of one shape share them; the known letters and
    /// the cryptogram rule act through the symbols' starting domains. `cost` gives a word's
    /// ranking cost (its text, a contraction with its apostrophe), and `costs` the same of
    /// dictionary words by id, all at once ([`Scorer::bounds_of_ids`]).
    ///
    /// [`Scorer::bounds_of_ids`]: crate::rank::Scorer::bounds_of_ids
    pub fn new(
        dict: &Dictionary,
        puzzle: &Puzzle,
        cost: &dyn Fn(&str) -> u32,
        costs: &dyn Fn(&[WordId]) -> Vec<u32>,
        budget: &mut Budget,
    ) -> Prepared {
        let dom0 = puzzle.domains();
        let mut of_row = Vec::with_capacity(puzzle.rows.len());
        let mut distinct: HashMap<(&[usize], RowKind), usize> = HashMap::new();
        let mut drows: Vec<(&[usize], usize)> = Vec::new();
        // Candidate sets, shared by the rows that need the same one.
        let mut sources: Vec<Source> = Vec::new();
        for row in &puzzle.rows {
            if row.kind == RowKind::Unchecked {
                of_row.push(None);
                continue;
            }
            let next = drows.len();
            let d = *distinct.entry((&row.syms, row.kind)).or_insert_with(|| {
                let shape = shape_of(&row.syms);
                let source = match row.kind {
                    RowKind::Contraction { prefix } => Source::Contraction(shape, prefix),
                    RowKind::Dotted => Source::Dotted(shape),
                    _ => Source::Words(shape),
                };
                let i = sources
                    .iter()
                    .position(|s| *s == source)
                    .unwrap_or_else(|| {
                        sources.push(source);
                        sources.len() - 1
                    });
                drows.push((&row.syms, i));
                next
            });
            of_row.push(Some(d));
        }
        // Words of each shape come from one scan per length.
        let shapes: Vec<(&[u8], usize)> = sources
            .iter()
            .enumerate()
            .filter_map(|(i, s)| match s {
                Source::Words(shape) | Source::Dotted(shape) => Some((shape.as_slice(), i)),
                Source::Contraction(..) => None,
            })
            .collect();
        let mut letters = shape_candidates(dict, &shapes, sources.len(), puzzle.share, budget);
        let mut out_of_budget = letters.is_none();
        let cands: Vec<Rc<Cands>> = sources
            .iter()
            .enumerate()
            .map(|(i, source)| {
                // A shape's words (their ids: costed by id), with abbreviations, or contractions.
                let mut ids = Vec::new();
                let (shape, found) = match source {
                    Source::Words(shape) => (
                        shape,
                        letters.as_mut().map(|(l, d)| {
                            ids = std::mem::take(&mut d[i]);
                            std::mem::take(&mut l[i])
                        }),
                    ),
                    Source::Dotted(shape) => (
                        shape,
                        letters.as_mut().map(|(l, _)| {
                            with_abbreviations(dict, shape, puzzle.share, std::mem::take(&mut l[i]))
                        }),
                    ),
                    Source::Contraction(shape, prefix) => (
                        shape,
                        contraction_candidates(dict, shape, *prefix, puzzle.share, budget),
                    ),
                };
                out_of_budget |= found.is_none();
                let (_, dpos, _) = search::distinct(shape);
                let apostrophe = match source {
                    Source::Contraction(_, prefix) => Some(*prefix),
                    Source::Words(_) | Source::Dotted(_) => None,
                };
                let found = found.unwrap_or_default();
                let len = shape.len();
                let costs = if ids.is_empty() {
                    found
                        .chunks(len.max(1))
                        .map(|letters| {
                            let mut text: String =
                                letters.iter().map(|&l| (b'a' + l % 26) as char).collect();
                            if let Some(p) = apostrophe.filter(|&p| p <= text.len()) {
                                text.insert(p, '\'');
                            }
                            cost(&text)
                        })
                        .collect()
                } else {
                    costs(&ids)
                };
                Rc::new(Cands::costed(len, &dpos, found, costs))
            })
            .collect();
        let mut rows = Vec::with_capacity(drows.len());
        let mut counts = Vec::with_capacity(drows.len());
        let source_of = drows.iter().map(|&(_, source)| source).collect();
        for (syms, source) in drows {
            let syms = syms.iter().map(|&s| s.min(MAX_SYMBOLS - 1) as u8).collect();
            let row = RowData::new(syms, cands[source].clone());
            counts.push(fitting(&dom0, &row, budget));
            rows.push(row);
        }
        Prepared {
            rows,
            counts,
            of_row,
            dom0,
            sources,
            source_of,
            out_of_budget,
        }
    }

    /// The distinct rows with the words outside the dictionary that `lexicon` reads as candidates
    /// too: each list of words gains the names of its shape (when there are names) and the
    /// archaic forms of the dictionary's words; a contraction list with the apostrophe before a
    /// final s gains the names' possessives. Costed by `cost` as [`Prepared::new`] does; candidate
    /// counts stay those of the dictionary's words. The lists are searched, never looked up (no
    /// row of them is left as a non-word), so the words added follow the dictionary's unsorted.
    /// None when the budget runs out.
    pub(super) fn with_outside(
        &self,
        lexicon: &Lexicon,
        share: bool,
        cost: &dyn Fn(&str) -> u32,
        budget: &mut Budget,
    ) -> Option<Vec<RowData>> {
        let dict = lexicon.dict();
        let mut lists: Vec<Rc<Cands>> = Vec::with_capacity(self.sources.len());
        for (i, source) in self.sources.iter().enumerate() {
            let base = self.rows[self.source_of.iter().position(|&s| s == i)?].cands();
            let (shape, apostrophe) = match source {
                Source::Words(shape) | Source::Dotted(shape) => (shape, None),
                Source::Contraction(shape, prefix) if shape.len() == prefix + 1 => {
                    (shape, Some(*prefix))
                }
                Source::Contraction(..) => {
                    lists.push(Rc::clone(base));
                    continue;
                }
            };
            let len = shape.len();
            let keep = |w: &[u8]| {
                fits_shape(w, shape, share)
                    && match apostrophe {
                        // Not a word, nor an abbreviation the list has already (`feb`).
                        None => std::str::from_utf8(w).is_ok_and(|w| {
                            let listed = matches!(source, Source::Dotted(_))
                                && dict.index(&ABBREVIATIONS).find(w).is_some();
                            !dict.contains(w) && !listed
                        }),
                        Some(p) => w.ends_with(b"s") && !contraction_fits(dict, w, p),
                    }
            };
            // Words a-z, `len` letters each, concatenated.
            let mut extra: Vec<u8> = Vec::new();
            if let Some((names, _)) = lexicon.names {
                let ids = names.ids_with_len(apostrophe.unwrap_or(len));
                if !budget.spend(ids.len() as u64 * 2 / 3) {
                    return None;
                }
                for &id in ids {
                    // Old forms are the archaic rules' (below), never a name's possessive.
                    if archaic::is_old_form(names, id) {
                        continue;
                    }
                    let at = extra.len();
                    extra.extend_from_slice(names.bytes(id));
                    if apostrophe.is_some() {
                        extra.push(b's');
                    }
                    if !keep(&extra[at..]) {
                        extra.truncate(at);
                    }
                }
            }
            if let Some((words, ..)) = lexicon.spellings.filter(|_| apostrophe.is_none()) {
                // Charged as the scan of every word of the length that the variants spare.
                if !budget.spend(words.ids_with_len(len).len() as u64 * 2 / 3) {
                    return None;
                }
                let variants = crate::dict::per_length_ids(words, &VARIANTS, len, variants);
                for &id in variants {
                    if lexicon.spelled_otherwise(id) && keep(words.bytes(id)) {
                        extra.extend_from_slice(words.bytes(id));
                    }
                }
            }
            // The old forms that wordfreq counts (the names tier's, at their own level).
            let attested = |w: &[u8]| {
                lexicon.names.is_some_and(|(names, _)| {
                    std::str::from_utf8(w).is_ok_and(|w| {
                        names
                            .find(w)
                            .is_some_and(|id| archaic::is_old_form(names, id))
                    })
                })
            };
            if apostrophe.is_none()
                && !archaic::forms(dict, len, &keep, &attested, &mut extra, budget)
            {
                return None;
            }
            if extra.is_empty() {
                lists.push(Rc::clone(base));
                continue;
            }
            let mut text = String::with_capacity(len + 1);
            let costs: Vec<u32> = extra
                .chunks(len)
                .map(|w| {
                    text.clear();
                    for (k, &b) in w.iter().enumerate() {
                        if apostrophe == Some(k) {
                            text.push('\'');
                        }
                        text.push(b as char);
                    }
                    cost(&text)
                })
                .collect();
            for b in &mut extra {
                *b -= b'a';
            }
            let (_, dpos, _) = search::distinct(shape);
            lists.push(Rc::new(base.extended(&dpos, &extra, &costs)));
        }
        Some(
            self.rows
                .iter()
                .zip(&self.source_of)
                .map(|(row, &s)| RowData::new(row.syms().to_vec(), Rc::clone(&lists[s])))
                .collect(),
        )
    }

    /// How many of `row`'s candidates agree with the known letters.
    pub(super) fn fitting(&self, row: &RowData, budget: &mut Budget) -> usize {
        fitting(&self.dom0, row, budget)
    }

    /// How many candidates row `i` of the puzzle has.
    pub fn candidates(&self, i: usize) -> Option<usize> {
        self.of_row
            .get(i)
            .copied()
            .flatten()
            .and_then(|d| self.counts.get(d))
            .copied()
    }

    /// A search over the distinct rows `subset` from the starting domains.
    pub(super) fn engine<'a>(&'a self, puzzle: &Puzzle, subset: &[usize]) -> Engine<'a> {
        self.engine_over(&self.rows, puzzle, subset)
    }

    /// [`Prepared::engine`] over `rows`, these rows with other candidates
    /// ([`Prepared::with_outside`]).
    pub(super) fn engine_over<'a>(
        &self,
        rows: &'a [RowData],
        puzzle: &Puzzle,
        subset: &[usize],
    ) -> Engine<'a> {
        let rows: Vec<&RowData> = subset.iter().filter_map(|&d| rows.get(d)).collect();
        // How many puzzle rows each distinct row stands for, for cost bounds.
        let weights: Vec<u32> = subset
            .iter()
            .map(|&d| self.of_row.iter().filter(|&&x| x == Some(d)).count() as u32)
            .collect();
        Engine::new(&rows, &weights, &self.dom0, !puzzle.share, puzzle.nonwords)
    }

    /// The first puzzle row (0-based) that uses distinct row `d`.
    pub(super) fn first_row(&self, d: usize) -> usize {
        self.of_row.iter().position(|&x| x == Some(d)).unwrap_or(0)
    }
}

/// Per length, the words of a dictionary of every spelling whose level is not the same in each
/// spelling (or that some spelling lacks): a word of another spelling at the level in use, one
/// that the dictionary of one spelling lacks, is one of them, so a cryptogram's words of other
/// spellings are sought among these few, not among every word of the length.
pub(crate) const VARIANTS: IndexKey<PerLength<Vec<WordId>>> =
    IndexKey::new(Slot::SpellingVariants, PerLength::new);

/// The words of `len` letters whose level is not the same in every spelling.
fn variants(words: &Dictionary, len: usize) -> Vec<WordId> {
    let mut out = Vec::new();
    for &id in words.ids_with_len(len) {
        let first = words.level_in(id, Spelling::Us);
        for sp in Spelling::ALL {
            if sp != Spelling::Any && words.level_in(id, sp) != first {
                out.push(id);
                break;
            }
        }
    }
    out
}

/// How many of `row`'s candidates agree with the starting domains `dom0` (the known letters).
fn fitting(dom0: &[u32], row: &RowData, budget: &mut Budget) -> usize {
    let cands = row.cands();
    budget.spend((cands.count() * row.syms().len()) as u64 / 8);
    (0..cands.count())
        .filter(|&c| {
            cands
                .word(c)
                .iter()
                .zip(row.syms())
                .all(|(&l, &s)| dom0.get(s as usize).is_some_and(|d| d >> l & 1 == 1))
        })
        .count()
}

/// The endings a contraction may have after its apostrophe (`st`, `er` and `en` are old texts':
/// know'st, o'er, ta'en). Old texts' three-letter endings (`'dst`, and `'red`, `'ned` with an e
/// left out) are found apart, from the words in -ed.
pub const CONTRACTION_SUFFIXES: [&str; 10] =
    ["s", "d", "m", "t", "re", "ve", "ll", "st", "er", "en"];

/// Contractions whose head is not a word followed by n (do + n't, could + n't, is + n't).
const IRREGULAR_NT: [&str; 4] = ["can", "won", "ain", "shan"];

/// Whether `word` (bytes a-z, no apostrophe) reads as a contraction with its apostrophe after
/// `prefix` letters: a dictionary word then 's, 'd, 're, 've or 'll; "i'm"; a word then n't
/// (the n is before the apostrophe), or can't, won't, ain't, shan't; or an old text's elided past
/// tense, `X'd` of three letters or more before the apostrophe whose `Xed` is a word although `X`
/// is not (`lov'd` loved, `accus'd` accused, `reveng'd` revenged; `kill'd` is a word then 'd);
/// or another of old texts' contractions: a word then `'t` for it (`is't`, `on't`, `do't`), a
/// verb's second person in `'st` (`know'st`; `dar'st` for dare, `runn'st` for run), and a word
/// with its v or k left out before `'er` or `'en` (`o'er` over, `ne'er` never, `e'en` even,
/// `ta'en` taken), a past tense's second person in `'dst` (`call'dst` called, `lov'dst` loved;
/// `thou'dst`), a past tense with the e before its last consonant left out (`ent'red`
/// entered, `fast'ned` fastened), and a word with a vowel or the v before `er` left out before
/// four letters or more (`wand'ring` wandering, `o'erlook` overlook).
pub fn contraction_fits(dict: &Dictionary, word: &[u8], prefix: usize) -> bool {
    let (Some(head), Some(tail)) = (word.get(..prefix), word.get(prefix..)) else {
        return false;
    };
    let Ok(head) = std::str::from_utf8(head) else {
        return false;
    };
    // SCOWL's words with an apostrophe (ma'am, o'clock, y'all).
    if crate::dict::contractions::fits(dict, head, tail) {
        return true;
    }
    match tail {
        b"t" => {
            dict.contains(head)
                || IRREGULAR_NT.contains(&head)
                || head
                    .strip_suffix('n')
                    .is_some_and(|stem| dict.contains(stem))
        }
        b"m" => head == "i",
        b"d" => dict.contains(head) || elided(dict, head),
        b"s" | b"re" | b"ve" | b"ll" => dict.contains(head),
        b"dst" if head == "thou" => true,
        b"st" | b"er" | b"en" => old_contraction_fits(dict, head, tail),
        // Three letters or more: 'dst, an e left out (ent'red), a letter left out (wand'ring).
        _ if tail.len() >= 3 => old_contraction_fits(dict, head, tail),
        _ => false,
    }
}

/// A row with three letters or more after its apostrophe is one of old texts' contractions
/// (`CALL'DST`, `ENT'RED`, `WAND'RING`) only when one of them fits its pattern of repeated
/// symbols; any other (`C'EST`, `PR'YTHEE`) is not looked up. The puzzle with such rows
/// made [`RowKind::Unchecked`], or None when no row changes.
pub fn settle_long_endings(
    dict: &Dictionary,
    puzzle: &Puzzle,
    budget: &mut Budget,
) -> Option<Puzzle> {
    let mut settled: Option<Puzzle> = None;
    for (i, row) in puzzle.rows.iter().enumerate() {
        let RowKind::Contraction { prefix } = row.kind else {
            continue;
        };
        if row.syms.len() < prefix + 3 {
            continue;
        }
        let shape = shape_of(&row.syms);
        if contraction_candidates(dict, &shape, prefix, puzzle.share, budget)
            .is_some_and(|found| found.is_empty())
        {
            settled.get_or_insert_with(|| puzzle.clone()).rows[i].kind = RowKind::Unchecked;
        }
    }
    settled
}

/// Whether `head'tail` is one of the old contractions [`crate::rank::old_contraction`] reads.
fn old_contraction_fits(dict: &Dictionary, head: &str, tail: &[u8]) -> bool {
    std::str::from_utf8(tail)
        .is_ok_and(|tail| crate::rank::old_contraction(dict, head, tail).is_some())
}

/// The puzzle with every row of three letters or more after its apostrophe made
/// [`RowKind::Unchecked`] (or None when it has none): for when reading them as old contractions
/// leaves no solution.
pub fn loosen_long_endings(puzzle: &Puzzle) -> Option<Puzzle> {
    let long = |r: &super::Row| matches!(r.kind, RowKind::Contraction { prefix } if r.syms.len() >= prefix + 3);
    if !puzzle.rows.iter().any(long) {
        return None;
    }
    let mut loose = puzzle.clone();
    for r in loose.rows.iter_mut().filter(|r| long(r)) {
        r.kind = RowKind::Unchecked;
    }
    Some(loose)
}

/// Whether `X'd` is the elided past tense of a word `Xed` (see [`contraction_fits`]).
fn elided(dict: &Dictionary, head: &str) -> bool {
    head.len() >= ELIDED_MIN_STEM && dict.contains(&format!("{head}ed"))
}

/// The fewest letters before the apostrophe of an elided past tense (`fl'd` is no old spelling
/// of `fled`).
const ELIDED_MIN_STEM: usize = 3;

/// Where a row's candidates come from.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Source {
    /// The dictionary words of a shape.
    Words(Vec<u8>),
    /// The contractions of a shape with the apostrophe after so many letters.
    Contraction(Vec<u8>, usize),
    /// The dictionary words and the abbreviations of a shape (a word before a full stop).
    Dotted(Vec<u8>),
}

/// `words` (letters 0 = a, concatenated, in increasing order: a shape's dictionary words) with
/// the abbreviations of `shape` that the dictionary reads (in byte order, and none of them a
/// word) merged in, in increasing order.
fn with_abbreviations(dict: &Dictionary, shape: &[u8], share: bool, words: Vec<u8>) -> Vec<u8> {
    let len = shape.len();
    let mut abbreviations = dict
        .index(&ABBREVIATIONS)
        .with_len(len)
        .filter(|a| fits_shape(a.word.as_bytes(), shape, share))
        .map(|a| a.word.bytes().map(|b| b - b'a').collect::<Vec<u8>>())
        .peekable();
    if len == 0 || abbreviations.peek().is_none() {
        return words;
    }
    let mut out = Vec::with_capacity(words.len() + 4 * len);
    for word in words.chunks(len) {
        while let Some(a) = abbreviations.next_if(|a| a.as_slice() < word) {
            out.extend_from_slice(&a);
        }
        out.extend_from_slice(word);
    }
    abbreviations.for_each(|a| out.extend_from_slice(&a));
    out
}

/// The letters (0 = a, concatenated, in increasing order) of the contractions of `shape` with
/// the apostrophe after `prefix` letters (see [`contraction_fits`]). None when the budget runs
/// out.
fn contraction_candidates(
    dict: &Dictionary,
    shape: &[u8],
    prefix: usize,
    share: bool,
    budget: &mut Budget,
) -> Option<Vec<u8>> {
    let suffix_len = shape.len().checked_sub(prefix)?;
    // Old texts' longer endings, read from the dictionary's words.
    let old: Vec<Vec<u8>> = if suffix_len == 3 {
        // Three letters after the apostrophe: old texts' `'dst` (call'dst: called, from the
        // words in -ed; thou'dst) and past tenses with an e left out (ent'red: entered).
        let dst = dict
            .ids_with_len(prefix + 2)
            .iter()
            .map(|&id| dict.bytes(id))
            .filter(|w| w.ends_with(b"ed"))
            .map(|w| [&w[..prefix], b"dst"].concat());
        let syncope = dict
            .ids_with_len(prefix + 4)
            .iter()
            .map(|&id| dict.bytes(id))
            .filter(|w| w[prefix] == b'e' && w.ends_with(b"ed"))
            .map(|w| [&w[..prefix], &w[prefix + 1..]].concat());
        let thou = (prefix == 4).then(|| b"thoudst".to_vec());
        dst.chain(syncope).chain(thou).collect()
    } else if suffix_len >= LONG_ELISION {
        // Four letters or more after the apostrophe: a word with a vowel left out there (after
        // two letters or more: wand'ring, med'cine), or the v before er (o'erlook).
        dict.ids_with_len(prefix + suffix_len + 1)
            .iter()
            .map(|&id| dict.bytes(id))
            .filter(|w| {
                let (gap, rest) = (w[prefix], &w[prefix + 1..]);
                (gap == b'v' && rest.starts_with(b"er"))
                    || (prefix >= 2 && ELIDED_VOWELS.contains(&char::from(gap)))
            })
            .map(|w| [&w[..prefix], &w[prefix + 1..]].concat())
            .collect()
    } else {
        Vec::new()
    };
    if !budget.spend(old.len() as u64) {
        return None;
    }
    let mut found: Vec<Vec<u8>> = old
        .into_iter()
        .filter(|w| fits_shape(w, shape, share) && contraction_fits(dict, w, prefix))
        .collect();
    for suffix in CONTRACTION_SUFFIXES
        .iter()
        .filter(|s| s.len() == suffix_len)
    {
        let heads: Vec<Vec<u8>> = match *suffix {
            "m" => vec![b"i".to_vec()],
            // A word, then n't: the heads are the words one letter shorter, plus n; and old
            // texts' word then 't (is't, on't).
            "t" if prefix >= 2 => dict
                .ids_with_len(prefix - 1)
                .iter()
                .map(|&id| [dict.bytes(id), b"n"].concat())
                .chain(IRREGULAR_NT.iter().map(|h| h.as_bytes().to_vec()))
                .chain(
                    dict.ids_with_len(prefix)
                        .iter()
                        .map(|&id| dict.bytes(id).to_vec()),
                )
                .collect(),
            "t" => Vec::new(),
            // Old texts' second person: the words, those in e without it, and the words
            // with their last letter doubled (know'st, dar'st, runn'st).
            "st" => {
                let mut heads: Vec<Vec<u8>> = Vec::new();
                for len in [prefix, prefix + 1] {
                    heads.extend(
                        dict.ids_with_len(len)
                            .iter()
                            .map(|&id| dict.bytes(id))
                            .filter(|w| len == prefix || w.ends_with(b"e"))
                            .map(|w| w[..prefix].to_vec()),
                    );
                }
                if prefix >= 3 {
                    heads.extend(dict.ids_with_len(prefix - 1).iter().map(|&id| {
                        let w = dict.bytes(id);
                        [w, &w[w.len() - 1..]].concat()
                    }));
                }
                heads
            }
            // Words with their v or k left out before -er or -en (o'er, e'en, ta'en).
            "er" | "en" => dict
                .ids_with_len(prefix + 3)
                .iter()
                .map(|&id| dict.bytes(id))
                .filter(|w| w.ends_with(b"ver") || w.ends_with(b"ken") || w.ends_with(b"ven"))
                .map(|w| w[..prefix].to_vec())
                .collect(),
            // A word then 'd, and the stems of the words in -ed (loved: lov'd).
            "d" => dict
                .ids_with_len(prefix)
                .iter()
                .map(|&id| dict.bytes(id).to_vec())
                .chain(
                    (if prefix >= ELIDED_MIN_STEM {
                        dict.ids_with_len(prefix + 2)
                    } else {
                        &[]
                    })
                    .iter()
                    .map(|&id| dict.bytes(id))
                    .filter(|w| w.ends_with(b"ed"))
                    .map(|w| w[..prefix].to_vec()),
                )
                .collect(),
            _ => dict
                .ids_with_len(prefix)
                .iter()
                .map(|&id| dict.bytes(id).to_vec())
                .collect(),
        };
        if !budget.spend(heads.len() as u64) {
            return None;
        }
        for head in heads.into_iter().filter(|h| h.len() == prefix) {
            let word = [head.as_slice(), suffix.as_bytes()].concat();
            if fits_shape(&word, shape, share) && contraction_fits(dict, &word, prefix) {
                found.push(word);
            }
        }
    }
    // SCOWL's words with an apostrophe (ma'am, o'clock, y'all) of this shape.
    found.extend(
        crate::dict::contractions::listed(dict)
            .filter(|(w, _)| w.find('\'') == Some(prefix) && w.len() == shape.len() + 1)
            .map(|(w, _)| w.bytes().filter(|&b| b != b'\'').collect::<Vec<u8>>())
            .filter(|w| fits_shape(w, shape, share)),
    );
    crate::sort::sort(&mut found);
    found.dedup();
    Some(
        found
            .iter()
            .flat_map(|w| w.iter().map(|b| b - b'a'))
            .collect(),
    )
}

/// Each source's words: their letters (0 = a, concatenated) and their ids.
type ShapeWords = (Vec<Vec<u8>>, Vec<Vec<WordId>>);

/// The letters (0 = a, concatenated, in increasing order) and the ids of the dictionary words
/// of each shape, at the index the map gives (below `n`). Without `share` a word fits exactly one
/// shape, its own, so each length is scanned once; with `share` each shape is tested. None when
/// the budget runs out.
fn shape_candidates(
    dict: &Dictionary,
    shapes: &[(&[u8], usize)],
    n: usize,
    share: bool,
    budget: &mut Budget,
) -> Option<ShapeWords> {
    let mut out = vec![Vec::new(); n];
    let mut out_ids = vec![Vec::new(); n];
    let mut lens: Vec<usize> = shapes.iter().map(|(s, _)| s.len()).collect();
    crate::sort::sort(&mut lens);
    lens.dedup();
    for len in lens {
        let ids = dict.ids_with_len(len);
        let of_len: Vec<(&[u8], usize)> = shapes
            .iter()
            .filter(|(k, _)| k.len() == len)
            .copied()
            .collect();
        let tests = if share { of_len.len() } else { 1 };
        // Calibrated like the search: one step is about 33 ns of work natively.
        if !budget.spend((ids.len() * tests) as u64 * 2 / 3) {
            return None;
        }
        let keys: Vec<([u8; 32], usize)> = of_len
            .iter()
            .map(|&(shape, i)| (shape_key(shape), i))
            .collect();
        for &id in ids {
            let w = dict.bytes(id);
            if share {
                for &(shape, i) in &of_len {
                    if fits_shape(w, shape, true) {
                        out[i].extend(w.iter().map(|b| b - b'a'));
                        out_ids[i].push(id);
                    }
                }
            } else {
                // A few shapes per length: comparing fixed arrays beats hashing each word's shape.
                // A shape may have two lists (its words, and its words with abbreviations).
                let own = word_shape(w);
                for &(_, i) in keys.iter().filter(|(key, _)| *key == own) {
                    out[i].extend(w.iter().map(|b| b - b'a'));
                    out_ids[i].push(id);
                }
            }
        }
    }
    Some((out, out_ids))
}

/// A word's own shape (`tot` -> 0 1 0) as a fixed array (words are at most 30 letters here;
/// unused slots hold `u8::MAX`).
#[inline]
fn word_shape(word: &[u8]) -> [u8; 32] {
    let mut number = [u8::MAX; 32];
    let mut out = [u8::MAX; 32];
    let mut next = 0u8;
    for (o, &b) in out.iter_mut().zip(word) {
        let slot = &mut number[(b & 31) as usize];
        if *slot == u8::MAX {
            *slot = next;
            next += 1;
        }
        *o = *slot;
    }
    out
}

/// A shape as the fixed array [`word_shape`] gives.
fn shape_key(shape: &[u8]) -> [u8; 32] {
    let mut out = [u8::MAX; 32];
    for (o, &k) in out.iter_mut().zip(shape) {
        *o = k;
    }
    out
}

/// The shape of a row: for each position, the number of its symbol in order of first
/// appearance (`club star club` -> 0 1 0).
pub(super) fn shape_of(syms: &[usize]) -> Vec<u8> {
    let mut seen: Vec<usize> = Vec::new();
    syms.iter()
        .map(|s| match seen.iter().position(|t| t == s) {
            Some(i) => i as u8,
            None => {
                seen.push(*s);
                (seen.len() - 1) as u8
            }
        })
        .collect()
}

/// Whether `word` has `shape`: equal letters exactly where the shape repeats a number (with
/// `share`, only equal letters where it repeats; other letters may also coincide).
fn fits_shape(word: &[u8], shape: &[u8], share: bool) -> bool {
    if word.len() != shape.len() {
        return false;
    }
    let mut first = [u8::MAX; 32];
    for (&b, &k) in word.iter().zip(shape) {
        let Some(slot) = first.get_mut(k as usize) else {
            return false;
        };
        match *slot {
            u8::MAX => *slot = b,
            f if f != b => return false,
            _ => {}
        }
    }
    if share {
        return true;
    }
    let distinct = shape.iter().copied().max().map_or(0, |m| m as usize + 1);
    let mut letters = 0u32;
    for &f in first.iter().take(distinct) {
        letters |= 1 << (f.wrapping_sub(b'a') & 31);
    }
    letters.count_ones() as usize == distinct
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_of_other_spellings_are_among_the_variants() {
        // What the scan of every word found (a word of the full dictionary at the level that the
        // dictionary of one spelling lacks) is what the variants give, for each spelling.
        let full = crate::embedded::dictionary_in(95, Spelling::Any).unwrap();
        for spelling in Spelling::ALL.into_iter().filter(|&sp| sp != Spelling::Any) {
            for level in [35, 70] {
                let dict = crate::embedded::dictionary_in(level, spelling).unwrap();
                let other = |id: WordId| {
                    full.level(id).is_some_and(|l| l <= level) && !dict.contains(full.word(id))
                };
                for len in 1..=full.max_len() {
                    let scanned: Vec<WordId> = full
                        .ids_with_len(len)
                        .iter()
                        .copied()
                        .filter(|&id| other(id))
                        .collect();
                    let found: Vec<WordId> = variants(&full, len)
                        .into_iter()
                        .filter(|&id| other(id))
                        .collect();
                    assert_eq!(found, scanned, "{spelling:?} level {level}, length {len}");
                }
            }
        }
    }

    #[test]
    fn shapes() {
        assert_eq!(word_shape(b"tattoo"), shape_key(&[0, 1, 0, 0, 2, 2]));
        assert_eq!(shape_of(&[4, 7, 4, 9]), [0, 1, 0, 2]);
        assert!(fits_shape(b"that", &[0, 1, 2, 0], false));
        assert!(!fits_shape(b"tote", &[0, 1, 2, 0], false));
        assert!(!fits_shape(b"abcd", &[0, 1, 2, 0], false));
        assert!(!fits_shape(b"tttt", &[0, 1, 2, 0], false));
        assert!(fits_shape(b"tttt", &[0, 1, 2, 0], true));
    }

    #[test]
    fn abbreviations_are_merged_into_a_shapes_words_in_order() {
        let d = Dictionary::from_pairs(&[("dog", 10), ("mud", 10), ("zoo", 10)], 95);
        let letters = |w: &str| w.bytes().map(|b| b - b'a').collect::<Vec<u8>>();
        let words = [letters("dog"), letters("mud")].concat();
        let merged = with_abbreviations(&d, &[0, 1, 2], false, words);
        let texts: Vec<String> = merged
            .chunks(3)
            .map(|w| w.iter().map(|&l| (b'a' + l) as char).collect())
            .collect();
        assert!(texts.windows(2).all(|w| w[0] < w[1]), "{texts:?}");
        for w in ["dog", "mud", "adj", "etc", "yrs"] {
            assert!(texts.iter().any(|t| t == w), "{w} in {texts:?}");
        }
        // No repeated letter in the shape: not zoo's shape, and no abbreviation with one.
        assert!(!texts.iter().any(|t| t == "zoo" || t == "app" || t == "eff"));
    }
}
