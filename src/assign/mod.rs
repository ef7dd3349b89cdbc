//! Symbol to letter assignment: rows of symbols (slot-machine stickers, emoji, anything) or the
//! words of a cryptogram, and every way to give distinct symbols distinct letters so that each
//! row spells a dictionary word.
//!
//! Parsing turns the query into a [`Puzzle`] (symbols numbered in order of first appearance,
//! rows as symbol numbers, known letters). Each distinct row gets its candidate words: the
//! dictionary words of its length with its pattern of repeated symbols (`club star club` needs
//! a word like `did`, `eye`, `tot`) and the known letters. The search ([`search`]) then fixes the
//! row with the fewest candidates left, keeps every other row's candidates consistent with the
//! letters fixed so far, and checks with a bipartite matching that the symbols still free can
//! take distinct letters. Nothing here enumerates letters symbol by symbol; that is the
//! reference solver in `reference::assign`.

mod search;

use std::collections::{BinaryHeap, HashMap};
use std::rc::Rc;

use serde::ser::SerializeMap;
use serde::{Serialize, Serializer};

use crate::budget::Budget;
use crate::dict::Dictionary;
use crate::error::{Error, Result};
use crate::letters::describe_char;
use crate::options::{CommandSpec, Opt, Reach, Values, LIMIT};
use search::{Cands, Engine, Outcome, RowData, MAX_ROW_LEN, MAX_SYMBOLS};

/// The most symbols in one row.
pub const MAX_ROW_SYMBOLS: usize = MAX_ROW_LEN;
/// The most rows (or cryptogram words).
pub const MAX_ROWS: usize = 1000;
/// The longest symbol name, in characters.
pub const MAX_SYMBOL_CHARS: usize = 40;
/// The longest cryptogram text, in characters.
pub const MAX_CRYPTO_CHARS: usize = 20_000;
/// The most distinct symbols with `--share` (without it, more than 26 is simply impossible).
pub const MAX_SHARED_SYMBOLS: usize = MAX_SYMBOLS;
/// The most candidate words over all distinct rows (the search keeps 8 bytes for each).
pub const MAX_CANDIDATES: usize = 10_000_000;
/// The largest `--nonwords`.
pub const MAX_NONWORDS: usize = 10;
/// Subsets of this many rows or fewer are tried exhaustively when looking for the smallest
/// set of rows that cannot all be words.
const EXHAUSTIVE_SUBSETS: usize = 2000;

const ALL_LETTERS: u32 = (1 << 26) - 1;

/// `--row "SYM SYM ..."`.
pub const ROW: Opt = Opt::text("row", "Rows", "\"SYM SYM ...\"")
    .repeated()
    .help("a row of symbols separated by spaces, which must spell a word");
/// `--file ROWS.txt` (the command line reads its lines as rows).
pub const FILE: Opt = Opt::path("file", "ROWS.txt").help("a file of rows, one per line");
/// `--crypto TEXT`.
pub const CRYPTO: Opt = Opt::text("crypto", "Ciphertext", "TEXT")
    .help("a cryptogram: each word is a row whose symbols are its letters");
/// `--known SYM=LETTER`.
pub const KNOWN: Opt = Opt::text("known", "Known letters", "SYM=LETTER")
    .repeated()
    .help("a symbol whose letter is known, like cherry=f (X=e in a cryptogram)");
/// `--share`.
pub const SHARE: Opt =
    Opt::switch("share", "Let two symbols share a letter").help("let different symbols share a letter");
/// `--allow-self`.
pub const ALLOW_SELF: Opt = Opt::switch("allow-self", "Let a letter stand for itself")
    .help("in a cryptogram, let a letter stand for itself");
/// `--nonwords K`.
pub const NONWORDS: Opt = Opt::number("nonwords", "Rows that may be names", 0, MAX_NONWORDS as u64)
    .default(0)
    .help("how many rows may be left as non-words (names)");

/// `wordwright assign`.
pub static ASSIGN: CommandSpec = CommandSpec {
    name: "assign",
    summary: "give symbols distinct letters so that every row spells a word (stickers, cryptograms)",
    options: &[&ROW, &FILE, &CRYPTO, &KNOWN, &SHARE, &ALLOW_SELF, &NONWORDS, &LIMIT],
    reach: Reach::Everywhere,
};

/// A symbol-assignment query.
#[derive(Debug, Clone, Default)]
pub struct AssignQuery {
    /// Rows of symbols, each symbols separated by spaces (`--row`, repeatable; the CLI adds the
    /// lines of `--file`).
    pub row: Vec<String>,
    /// Cryptogram mode: the ciphertext; each word is a row whose symbols are its letters.
    pub crypto: Option<String>,
    /// Known letters, `SYM=LETTER` (`cherry=f`, or `X=e` in a cryptogram).
    pub known: Vec<String>,
    /// Let different symbols share a letter.
    pub share: bool,
    /// Cryptogram mode: let a letter stand for itself.
    pub allow_self: bool,
    /// How many rows may be left as non-words (names); default 0.
    pub nonwords: Option<usize>,
    /// How many solutions to list (the count is complete when the search is).
    pub limit: Option<usize>,
}

impl AssignQuery {
    /// The query from checked options (the command line has already turned `--file` into
    /// rows).
    pub fn read(v: &Values) -> Result<AssignQuery> {
        Ok(AssignQuery {
            row: v.texts(&ROW),
            crypto: v.text(&CRYPTO),
            known: v.texts(&KNOWN),
            share: v.switch(&SHARE),
            allow_self: v.switch(&ALLOW_SELF),
            nonwords: v.size(&NONWORDS),
            limit: v.size(&LIMIT),
        })
    }
}

/// One row as given: its symbols (numbers into [`Puzzle::symbols`]) and its text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Row {
    /// The symbol at each position.
    pub syms: Vec<usize>,
    /// The row as the user wrote it (`club star club`, or a ciphertext word).
    pub text: String,
    /// What the row must spell.
    pub kind: RowKind,
}

/// What a row must spell.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RowKind {
    /// A dictionary word.
    Word,
    /// A cryptogram word with one apostrophe after `prefix` letters and one or two letters
    /// after it (`DON'T`, `THEY'RE`): a dictionary word followed by one of
    /// [`CONTRACTION_SUFFIXES`] (`n't` after a word, or after a word ending in n).
    Contraction {
        /// Letters before the apostrophe.
        prefix: usize,
    },
    /// Any other word with apostrophes (`O'CLOCK`, `ROCK'N'ROLL`): its letters take part, but
    /// it is not looked up.
    Unchecked,
}

/// The endings a contraction may have after its apostrophe.
pub const CONTRACTION_SUFFIXES: [&str; 7] = ["s", "d", "m", "t", "re", "ve", "ll"];

/// Contractions whose head is not a word followed by n (do + n't, could + n't, is + n't).
const IRREGULAR_NT: [&str; 4] = ["can", "won", "ain", "shan"];

/// Whether `word` (bytes a-z, no apostrophe) reads as a contraction with its apostrophe after
/// `prefix` letters: a dictionary word then 's, 'd, 're, 've or 'll; "i'm"; a word then n't
/// (the n is before the apostrophe), or can't, won't, ain't, shan't.
pub fn contraction_fits(dict: &Dictionary, word: &[u8], prefix: usize) -> bool {
    let (Some(head), Some(tail)) = (word.get(..prefix), word.get(prefix..)) else {
        return false;
    };
    let Ok(head) = std::str::from_utf8(head) else {
        return false;
    };
    match tail {
        b"t" => match head.strip_suffix('n') {
            Some(stem) => dict.contains(stem) || IRREGULAR_NT.contains(&head),
            None => false,
        },
        b"m" => head == "i",
        b"s" | b"d" | b"re" | b"ve" | b"ll" => dict.contains(head),
        _ => false,
    }
}

/// A parsed query.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Puzzle {
    /// The distinct symbols, in order of first appearance.
    pub symbols: Vec<String>,
    /// The rows, in the order given.
    pub rows: Vec<Row>,
    /// Per symbol, the letter (0 = a) it is known to stand for.
    pub known: Vec<Option<u8>>,
    /// Per symbol, letters it may not stand for (in a cryptogram, itself), as a bit set.
    pub banned: Vec<u32>,
    /// Whether different symbols may share a letter.
    pub share: bool,
    /// How many checked rows may be left as non-words.
    pub nonwords: usize,
    /// The cryptogram's text, to show the solution in place.
    pub crypto: Option<String>,
}

/// A map from symbols to values that keeps the symbols' order in JSON.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct SymbolMap<T>(pub Vec<(String, T)>);

impl<T: Serialize> Serialize for SymbolMap<T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> std::result::Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (k, v) in &self.0 {
            map.serialize_entry(k, v)?;
        }
        map.end()
    }
}

impl<T> SymbolMap<T> {
    /// The value for `symbol`, if any.
    pub fn get(&self, symbol: &str) -> Option<&T> {
        self.0.iter().find(|(k, _)| k == symbol).map(|(_, v)| v)
    }
}

/// One solution.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Solution {
    /// Symbol -> letter. A symbol that occurs only in rows left as non-words, or only in words
    /// that are not looked up ([`RowKind::Unchecked`]), has no letter and is missing here (it
    /// shows as `?` in `words`).
    pub assignment: SymbolMap<String>,
    /// The word each row spells, in row order.
    pub words: Vec<String>,
    /// Rows (1-based) that are not dictionary words in this solution (with `--nonwords`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub nonwords: Vec<usize>,
    /// Cryptogram mode: the whole text deciphered, punctuation kept.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub plaintext: Option<String>,
}

/// What the page shows about each row.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RowSummary {
    /// The row as given.
    pub text: String,
    /// How many dictionary words fit the row's pattern and the known letters before the search
    /// (None for a row that is not looked up).
    pub candidates: Option<usize>,
}

/// The answer to an [`AssignQuery`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct AssignAnswer {
    /// How many solutions exist (found so far when `complete` is false).
    pub count: usize,
    /// False when the step budget ran out.
    pub complete: bool,
    /// Solutions sorted by the words they spell; at most `limit`.
    pub solutions: Vec<Solution>,
    /// Whether `solutions` was cut to the limit.
    pub truncated: bool,
    /// The distinct symbols, in order of first appearance.
    pub symbols: Vec<String>,
    /// The rows with their candidate counts.
    pub rows: Vec<RowSummary>,
    /// Symbols with the same letter in every solution found.
    pub forced: SymbolMap<String>,
    /// Symbols whose letter differs between solutions, with the letters seen (`?`: no letter
    /// in some solution).
    pub varies: SymbolMap<Vec<String>>,
    /// Why there is no solution (None when there is one).
    pub reason: Option<String>,
    /// The smallest set of rows (1-based) found that cannot all be words at once.
    pub conflict: Vec<usize>,
}

/// Parses a query into a [`Puzzle`].
pub fn parse(q: &AssignQuery) -> Result<Puzzle> {
    // The reader keeps --nonwords within NONWORDS's bounds; a query built in code is capped.
    let nonwords = NONWORDS.or_default(q.nonwords).min(MAX_NONWORDS);
    let mut symbols: Vec<String> = Vec::new();
    let mut index: HashMap<String, usize> = HashMap::new();
    let mut rows: Vec<Row> = Vec::new();
    let mut intern = |name: &str, symbols: &mut Vec<String>| -> usize {
        *index.entry(name.to_string()).or_insert_with(|| {
            symbols.push(name.to_string());
            symbols.len() - 1
        })
    };
    match (&q.crypto, q.row.is_empty()) {
        (Some(_), false) => {
            return Err(Error::invalid(
                "give rows of symbols or a cryptogram (--crypto), not both",
            ));
        }
        (None, true) => {
            return Err(Error::invalid(
                "give at least one row of symbols (--row \"club star club\") or a cryptogram (--crypto TEXT)",
            ));
        }
        (None, false) => {
            if q.allow_self {
                return Err(Error::invalid(
                    "--allow-self applies only to a cryptogram (--crypto)",
                ));
            }
            if q.row.len() > MAX_ROWS {
                return Err(Error::too_large(format!(
                    "there are {} rows; the limit is {MAX_ROWS}",
                    q.row.len()
                )));
            }
            for (i, line) in q.row.iter().enumerate() {
                let tokens: Vec<&str> = line.split_whitespace().collect();
                if tokens.is_empty() {
                    return Err(Error::invalid(format!(
                        "row {} is empty; give its symbols separated by spaces",
                        i + 1
                    )));
                }
                if tokens.len() > MAX_ROW_SYMBOLS {
                    return Err(Error::too_large(format!(
                        "row {} has {} symbols; the limit is {MAX_ROW_SYMBOLS}",
                        i + 1,
                        tokens.len()
                    )));
                }
                if let Some(t) = tokens.iter().find(|t| t.chars().count() > MAX_SYMBOL_CHARS) {
                    return Err(Error::too_large(format!(
                        "row {} has a symbol of {} characters; the limit is {MAX_SYMBOL_CHARS}",
                        i + 1,
                        t.chars().count()
                    )));
                }
                let syms = tokens.iter().map(|t| intern(t, &mut symbols)).collect();
                rows.push(Row {
                    syms,
                    text: tokens.join(" "),
                    kind: RowKind::Word,
                });
            }
        }
        (Some(text), true) => {
            for (text, kind) in crypto_words(text)? {
                let syms = text
                    .chars()
                    .filter(|c| c.is_ascii_alphabetic())
                    .map(|c| intern(&c.to_ascii_uppercase().to_string(), &mut symbols))
                    .collect();
                rows.push(Row { syms, text, kind });
            }
        }
    }
    let mut banned = vec![0u32; symbols.len()];
    if q.crypto.is_some() && !q.allow_self {
        for (s, name) in symbols.iter().enumerate() {
            banned[s] = letter_of(name).map_or(0, |l| 1 << l);
        }
    }
    let mut known: Vec<Option<u8>> = vec![None; symbols.len()];
    for k in &q.known {
        let Some((sym, letter)) = k.rsplit_once('=') else {
            return Err(Error::invalid(format!(
                "--known {} is not SYMBOL=LETTER (for example cherry=f)",
                crate::error::quote(k)
            )));
        };
        let (sym, letter) = (sym.trim(), letter.trim());
        let sym_key = if q.crypto.is_some() {
            sym.to_ascii_uppercase()
        } else {
            sym.to_string()
        };
        let l = match letter_of(letter) {
            Some(l) => l,
            None => {
                return Err(Error::invalid(format!(
                    "--known {}: {} is not one letter a-z",
                    crate::error::quote(k),
                    crate::error::quote(letter)
                )))
            }
        };
        let Some(&s) = index.get(&sym_key) else {
            let mut list: Vec<&str> = symbols.iter().take(12).map(|s| s.as_str()).collect();
            if symbols.len() > 12 {
                list.push("...");
            }
            return Err(Error::invalid(format!(
                "--known {} names no symbol: {} is not in the {}; the symbols are {}",
                crate::error::quote(k),
                crate::error::quote(sym),
                if q.crypto.is_some() {
                    "cryptogram"
                } else {
                    "rows"
                },
                list.join(", ")
            )));
        };
        if let Some(prev) = known[s] {
            if prev != l {
                return Err(Error::invalid(format!(
                    "--known contradicts itself: {} is given both {} and {}",
                    symbols[s],
                    (b'a' + prev) as char,
                    (b'a' + l) as char
                )));
            }
        }
        if !q.share {
            if let Some(t) = (0..symbols.len()).find(|&t| t != s && known[t] == Some(l)) {
                return Err(Error::invalid(format!(
                    "--known contradicts itself: {} and {} are both given {}, but different symbols \
                     stand for different letters (unless --share)",
                    symbols[t],
                    symbols[s],
                    (b'a' + l) as char
                )));
            }
        }
        if banned[s] >> l & 1 == 1 {
            return Err(Error::invalid(format!(
                "--known {} lets a letter stand for itself, which a cryptogram forbids; add --allow-self",
                crate::error::quote(k)
            )));
        }
        known[s] = Some(l);
    }
    Ok(Puzzle {
        symbols,
        rows,
        known,
        banned,
        share: q.share,
        nonwords,
        crypto: q.crypto.clone(),
    })
}

/// The letter (0 = a) of a one-letter string, any case.
fn letter_of(s: &str) -> Option<u8> {
    let mut chars = s.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) if c.is_ascii_alphabetic() => Some(c.to_ascii_lowercase() as u8 - b'a'),
        _ => None,
    }
}

fn is_apostrophe(c: char) -> bool {
    c == '\'' || c == '\u{2019}'
}

/// Splits a cryptogram into words: runs of letters a-z (any case), joined by apostrophes
/// inside a word. Anything else separates words. Returns each word (uppercase) and its kind.
fn crypto_words(text: &str) -> Result<Vec<(String, RowKind)>> {
    let n = text.chars().count();
    if n > MAX_CRYPTO_CHARS {
        return Err(Error::too_large(format!(
            "the cryptogram is {n} characters long; the limit is {MAX_CRYPTO_CHARS}"
        )));
    }
    let mut words = Vec::new();
    let mut current = String::new();
    let chars: Vec<char> = text.chars().collect();
    let flush = |current: &mut String, words: &mut Vec<(String, RowKind)>| -> Result<()> {
        let w = current.trim_matches(is_apostrophe).to_string();
        current.clear();
        if w.is_empty() {
            return Ok(());
        }
        let letters = w.chars().filter(|c| c.is_ascii_alphabetic()).count();
        if letters > MAX_ROW_SYMBOLS {
            return Err(Error::too_large(format!(
                "the cryptogram word {w} has {letters} letters; the limit is {MAX_ROW_SYMBOLS}"
            )));
        }
        let parts: Vec<usize> = w.split(is_apostrophe).map(|p| p.chars().count()).collect();
        let kind = match parts.as_slice() {
            [_] => RowKind::Word,
            [prefix, suffix] if (1..=2).contains(suffix) => {
                RowKind::Contraction { prefix: *prefix }
            }
            _ => RowKind::Unchecked,
        };
        words.push((w, kind));
        Ok(())
    };
    for (i, &c) in chars.iter().enumerate() {
        if c.is_ascii_alphabetic() {
            current.push(c.to_ascii_uppercase());
        } else if is_apostrophe(c) && !current.is_empty() {
            current.push(c);
        } else if c.is_alphabetic() {
            return Err(Error::invalid(format!(
                "the cryptogram has {} at position {}; only letters a-z are enciphered",
                describe_char(c),
                i + 1
            )));
        } else {
            flush(&mut current, &mut words)?;
        }
    }
    flush(&mut current, &mut words)?;
    if words.is_empty() {
        return Err(Error::invalid("the cryptogram has no letters"));
    }
    if words.len() > MAX_ROWS {
        return Err(Error::too_large(format!(
            "the cryptogram has {} words; the limit is {MAX_ROWS}",
            words.len()
        )));
    }
    Ok(words)
}

impl Puzzle {
    /// The starting domain of each symbol: its known letter, or every letter it may take.
    pub fn domains(&self) -> Vec<u32> {
        self.known
            .iter()
            .zip(&self.banned)
            .map(|(k, b)| match k {
                Some(l) => 1 << l,
                None => ALL_LETTERS & !b,
            })
            .collect()
    }

    /// Whether `word` (bytes a-z, without apostrophes) is what row `i` must spell: a
    /// dictionary word, or a contraction for a word with an apostrophe. Unchecked rows take any.
    pub fn is_word(&self, dict: &Dictionary, i: usize, word: &[u8]) -> bool {
        match self.rows.get(i).map(|r| r.kind) {
            Some(RowKind::Word) => std::str::from_utf8(word).is_ok_and(|w| dict.contains(w)),
            Some(RowKind::Contraction { prefix }) => contraction_fits(dict, word, prefix),
            Some(RowKind::Unchecked) => true,
            None => false,
        }
    }

    /// Whether this is a cryptogram.
    pub fn is_crypto(&self) -> bool {
        self.crypto.is_some()
    }

    /// What row `i` (0-based) spells under `letters` (per symbol; None shows as `?`).
    pub fn spell(&self, i: usize, letters: &[Option<u8>]) -> String {
        let Some(row) = self.rows.get(i) else {
            return String::new();
        };
        let letter = |s: usize| {
            letters
                .get(s)
                .copied()
                .flatten()
                .map_or('?', |l| (b'a' + l) as char)
        };
        if self.is_crypto() {
            let mut syms = row.syms.iter();
            row.text
                .chars()
                .map(|c| {
                    if c.is_ascii_alphabetic() {
                        syms.next().map_or('?', |&s| letter(s))
                    } else {
                        c
                    }
                })
                .collect()
        } else {
            row.syms.iter().map(|&s| letter(s)).collect()
        }
    }

    /// The cryptogram deciphered under `letters`, punctuation kept.
    pub fn plaintext(&self, letters: &[Option<u8>]) -> Option<String> {
        let text = self.crypto.as_ref()?;
        let index: HashMap<char, usize> = self
            .symbols
            .iter()
            .enumerate()
            .filter_map(|(i, s)| s.chars().next().map(|c| (c, i)))
            .collect();
        Some(
            text.chars()
                .map(|c| {
                    if c.is_ascii_alphabetic() {
                        index
                            .get(&c.to_ascii_uppercase())
                            .and_then(|&s| letters.get(s).copied().flatten())
                            .map_or('?', |l| (b'a' + l) as char)
                    } else {
                        c
                    }
                })
                .collect(),
        )
    }

    /// How rows are called in messages: "row 3 (club star club)" or "word 3 (XQX)".
    fn row_name(&self, i: usize) -> String {
        let what = if self.is_crypto() { "word" } else { "row" };
        let text = self.rows.get(i).map_or("", |r| r.text.as_str());
        format!("{what} {} ({text})", i + 1)
    }
}

/// The distinct checked rows of a puzzle with their candidate words.
pub struct Prepared {
    /// The distinct checked rows.
    rows: Vec<RowData>,
    /// For each distinct row, its candidates that agree with the known letters.
    counts: Vec<usize>,
    /// For each row of the puzzle, its distinct row (None for an unchecked row).
    of_row: Vec<Option<usize>>,
    /// The starting domains.
    dom0: Vec<u32>,
    /// Whether the budget ran out while preparing.
    pub out_of_budget: bool,
}

impl Prepared {
    /// Finds each distinct row's candidates: the words of its length whose repeated letters
    /// sit where its repeated symbols do. Rows of one shape share them; the known letters and
    /// the cryptogram rule act through the symbols' starting domains.
    pub fn new(dict: &Dictionary, puzzle: &Puzzle, budget: &mut Budget) -> Prepared {
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
        let shapes: HashMap<Vec<u8>, usize> = sources
            .iter()
            .enumerate()
            .filter_map(|(i, s)| match s {
                Source::Words(shape) => Some((shape.clone(), i)),
                Source::Contraction(..) => None,
            })
            .collect();
        let mut letters = shape_candidates(dict, &shapes, sources.len(), puzzle.share, budget);
        let mut out_of_budget = letters.is_none();
        let cands: Vec<Rc<Cands>> = sources
            .iter()
            .enumerate()
            .map(|(i, source)| {
                let (shape, found) = match source {
                    Source::Words(shape) => {
                        (shape, letters.as_mut().map(|l| std::mem::take(&mut l[i])))
                    }
                    Source::Contraction(shape, prefix) => (
                        shape,
                        contraction_candidates(dict, shape, *prefix, puzzle.share, budget),
                    ),
                };
                out_of_budget |= found.is_none();
                let (_, dpos, _) = search::distinct(shape);
                Rc::new(Cands::new(shape.len(), &dpos, found.unwrap_or_default()))
            })
            .collect();
        let mut rows = Vec::with_capacity(drows.len());
        let mut counts = Vec::with_capacity(drows.len());
        for (syms, source) in drows {
            let cands = cands[source].clone();
            let count = (0..cands.count())
                .filter(|&c| {
                    cands
                        .word(c)
                        .iter()
                        .zip(syms)
                        .all(|(&l, &s)| dom0.get(s).is_some_and(|d| d >> l & 1 == 1))
                })
                .count();
            budget.spend((cands.count() * syms.len()) as u64 / 8);
            let syms = syms.iter().map(|&s| s.min(MAX_SYMBOLS - 1) as u8).collect();
            rows.push(RowData::new(syms, cands));
            counts.push(count);
        }
        Prepared {
            rows,
            counts,
            of_row,
            dom0,
            out_of_budget,
        }
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

    fn engine<'a>(&'a self, puzzle: &Puzzle, subset: &[usize]) -> Engine<'a> {
        let rows: Vec<&RowData> = subset.iter().filter_map(|&d| self.rows.get(d)).collect();
        Engine::new(&rows, &self.dom0, !puzzle.share, puzzle.nonwords)
    }

    /// The first puzzle row (0-based) that uses distinct row `d`.
    fn first_row(&self, d: usize) -> usize {
        self.of_row.iter().position(|&x| x == Some(d)).unwrap_or(0)
    }
}

/// Where a row's candidates come from.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Source {
    /// The dictionary words of a shape.
    Words(Vec<u8>),
    /// The contractions of a shape with the apostrophe after so many letters.
    Contraction(Vec<u8>, usize),
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
    let mut found: Vec<Vec<u8>> = Vec::new();
    for suffix in CONTRACTION_SUFFIXES
        .iter()
        .filter(|s| s.len() == suffix_len)
    {
        let heads: Vec<Vec<u8>> = match *suffix {
            "m" => vec![b"i".to_vec()],
            // A word, then n't: the heads are the words one letter shorter, plus n.
            "t" if prefix >= 2 => dict
                .ids_with_len(prefix - 1)
                .iter()
                .map(|&id| [dict.bytes(id), b"n"].concat())
                .chain(IRREGULAR_NT.iter().map(|h| h.as_bytes().to_vec()))
                .collect(),
            "t" => Vec::new(),
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
    crate::sort::sort(&mut found);
    found.dedup();
    Some(
        found
            .iter()
            .flat_map(|w| w.iter().map(|b| b - b'a'))
            .collect(),
    )
}

/// The letters (0 = a, concatenated, in increasing order) of the dictionary words of each
/// shape, at the index the map gives (below `n`). Without `share` a word fits exactly one shape,
/// its own, so each length is scanned once; with `share` each shape is tested. None when the
/// budget runs out.
fn shape_candidates(
    dict: &Dictionary,
    shapes: &HashMap<Vec<u8>, usize>,
    n: usize,
    share: bool,
    budget: &mut Budget,
) -> Option<Vec<Vec<u8>>> {
    let mut out = vec![Vec::new(); n];
    let mut lens: Vec<usize> = shapes.keys().map(|s| s.len()).collect();
    crate::sort::sort(&mut lens);
    lens.dedup();
    for len in lens {
        let ids = dict.ids_with_len(len);
        let of_len: Vec<(&Vec<u8>, usize)> = shapes
            .iter()
            .filter(|(k, _)| k.len() == len)
            .map(|(k, &v)| (k, v))
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
                    }
                }
            } else {
                // A few shapes per length: comparing fixed arrays beats hashing each word's shape.
                let own = word_shape(w);
                if let Some(&(_, i)) = keys.iter().find(|(key, _)| *key == own) {
                    out[i].extend(w.iter().map(|b| b - b'a'));
                }
            }
        }
    }
    Some(out)
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
fn shape_of(syms: &[usize]) -> Vec<u8> {
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

/// The shape as letters for messages: `0 1 2 3 3` -> `ABCDD`.
fn shape_text(shape: &[u8]) -> String {
    shape
        .iter()
        .map(|&k| if k < 26 { (b'A' + k) as char } else { '*' })
        .collect()
}

/// A solution kept for the list, ordered by the words it spells.
#[derive(PartialEq, Eq, PartialOrd, Ord)]
struct Kept {
    words: Vec<String>,
    letters: Vec<Option<u8>>,
}

/// Solves a query.
pub fn solve(dict: &Dictionary, q: &AssignQuery, budget: &mut Budget) -> Result<AssignAnswer> {
    let limit = LIMIT.or_default(q.limit);
    let puzzle = parse(q)?;
    solve_puzzle(dict, &puzzle, limit, budget)
}

/// Solves a parsed puzzle, listing at most `limit` solutions.
pub fn solve_puzzle(
    dict: &Dictionary,
    puzzle: &Puzzle,
    limit: usize,
    budget: &mut Budget,
) -> Result<AssignAnswer> {
    let n = puzzle.symbols.len();
    let mut answer = AssignAnswer {
        count: 0,
        complete: true,
        solutions: Vec::new(),
        truncated: false,
        symbols: puzzle.symbols.clone(),
        rows: puzzle
            .rows
            .iter()
            .map(|r| RowSummary {
                text: r.text.clone(),
                candidates: None,
            })
            .collect(),
        forced: SymbolMap::default(),
        varies: SymbolMap::default(),
        reason: None,
        conflict: Vec::new(),
    };
    if !puzzle.share && n > 26 {
        answer.reason = Some(format!(
            "the {} use {n} different symbols but there are only 26 letters, so some symbols must \
             share a letter; --share allows that",
            if puzzle.is_crypto() { "words" } else { "rows" }
        ));
        return Ok(answer);
    }
    if n > MAX_SHARED_SYMBOLS {
        return Err(Error::too_large(format!(
            "the rows use {n} different symbols; the limit is {MAX_SHARED_SYMBOLS}"
        )));
    }
    let prep = Prepared::new(dict, puzzle, budget);
    for (i, r) in answer.rows.iter_mut().enumerate() {
        r.candidates = prep.candidates(i);
    }
    if prep.out_of_budget {
        answer.complete = false;
        answer.reason =
            Some("the step budget ran out before the search began; raise --budget".into());
        return Ok(answer);
    }

    // Search, keeping the `limit` smallest solutions by their words, and every letter seen.
    // The search keeps two numbers per candidate per distinct row: bound that memory.
    let total: usize = prep.rows.iter().map(|r| r.total()).sum();
    if total > MAX_CANDIDATES {
        return Err(Error::too_large(format!(
            "the {} fit {total} dictionary words in all; the limit is {MAX_CANDIDATES}: give fewer \
             rows or use a lower level",
            if puzzle.is_crypto() { "words" } else { "rows" }
        )));
    }
    let all: Vec<usize> = (0..prep.rows.len()).collect();
    let mut engine = prep.engine(puzzle, &all);
    let mut heap: BinaryHeap<Kept> = BinaryHeap::new();
    let mut count = 0usize;
    let mut seen = vec![0u32; n];
    let mut free = vec![false; n];
    let outcome = engine.run(budget, &mut |dom: &[u32]| {
        count += 1;
        let letters: Vec<Option<u8>> = dom
            .iter()
            .map(|&d| (d.count_ones() == 1).then_some(d.trailing_zeros() as u8))
            .collect();
        for (s, l) in letters.iter().enumerate() {
            match l {
                Some(l) => seen[s] |= 1 << l,
                None => free[s] = true,
            }
        }
        if limit > 0 {
            let words = (0..puzzle.rows.len())
                .map(|i| puzzle.spell(i, &letters))
                .collect();
            heap.push(Kept { words, letters });
            if heap.len() > limit {
                heap.pop();
            }
        }
        true
    });
    answer.complete = outcome != Outcome::OutOfBudget;
    answer.count = count;
    answer.truncated = count > limit;
    answer.solutions = heap
        .into_sorted_vec()
        .into_iter()
        .map(|k| solution(dict, puzzle, k))
        .collect();
    if count > 0 {
        for (s, name) in puzzle.symbols.iter().enumerate() {
            let letters: Vec<String> = (0..26u8)
                .filter(|l| seen[s] >> l & 1 == 1)
                .map(|l| ((b'a' + l) as char).to_string())
                .collect();
            if letters.len() == 1 && !free[s] {
                answer.forced.0.push((name.clone(), letters[0].clone()));
            } else {
                let mut letters = letters;
                if free[s] {
                    letters.push("?".into());
                }
                answer.varies.0.push((name.clone(), letters));
            }
        }
        return Ok(answer);
    }
    if !answer.complete {
        answer.reason =
            Some("the step budget ran out before any solution was found; raise --budget".into());
        return Ok(answer);
    }
    let (reason, conflict) = explain(dict, puzzle, &prep, budget);
    answer.reason = Some(reason);
    answer.conflict = conflict;
    Ok(answer)
}

fn solution(dict: &Dictionary, puzzle: &Puzzle, k: Kept) -> Solution {
    let assignment = SymbolMap(
        puzzle
            .symbols
            .iter()
            .zip(&k.letters)
            .filter_map(|(s, l)| l.map(|l| (s.clone(), ((b'a' + l) as char).to_string())))
            .collect(),
    );
    let nonwords = puzzle
        .rows
        .iter()
        .zip(&k.words)
        .enumerate()
        .filter(|(i, (r, w))| {
            let letters: Vec<u8> = w
                .bytes()
                .filter(|b| b.is_ascii_alphabetic() || *b == b'?')
                .collect();
            r.kind != RowKind::Unchecked && !puzzle.is_word(dict, *i, &letters)
        })
        .map(|(i, _)| i + 1)
        .collect();
    let plaintext = puzzle.plaintext(&k.letters);
    Solution {
        assignment,
        words: k.words,
        nonwords,
        plaintext,
    }
}

/// Whether the distinct rows `subset` can all be words at once (None: the budget ran out).
fn feasible(
    puzzle: &Puzzle,
    prep: &Prepared,
    subset: &[usize],
    budget: &mut Budget,
) -> Option<bool> {
    let mut engine = prep.engine(puzzle, subset);
    match engine.run(budget, &mut |_| false) {
        Outcome::Stopped => Some(true),
        Outcome::Finished => Some(false),
        Outcome::OutOfBudget => None,
    }
}

/// Why an impossible puzzle is impossible: the smallest set of rows found that cannot all be
/// words at once, as a sentence and as 1-based row numbers.
fn explain(
    dict: &Dictionary,
    puzzle: &Puzzle,
    prep: &Prepared,
    budget: &mut Budget,
) -> (String, Vec<usize>) {
    let hint = dict.source().widen_hint();
    let place = dict.source().describe();
    let k = puzzle.nonwords;
    let m = prep.rows.len();
    let even = if k > 0 {
        format!(", even with {k} of them left as non-words")
    } else {
        String::new()
    };

    // One row alone (only possible without non-words): say what it lacks.
    if k == 0 {
        if let Some(d) = prep.counts.iter().position(|&c| c == 0) {
            let i = prep.first_row(d);
            let row = &puzzle.rows[i];
            let shape = shape_text(&shape_of(&row.syms));
            let len = row.syms.len();
            let fit = prep.rows.get(d).map_or(0, |r| r.total());
            let why = match row.kind {
                RowKind::Contraction { .. } if fit == 0 => format!(
                    "no contraction {place} ('s, 'd, 're, 've or 'll after a word, i'm, or n't after a \
                     word) has its pattern of repeated symbols, {shape}"
                ),
                _ if dict.ids_with_len(len).is_empty() => format!("no word {place} has {len} letters"),
                _ if fit == 0 => {
                    format!("no {len}-letter word {place} has its pattern of repeated symbols, {shape}")
                }
                _ if puzzle.known.iter().any(|k| k.is_some()) => {
                    format!("no word {place} with its pattern, {shape}, agrees with the known letters")
                }
                _ => format!("no word {place} with its pattern, {shape}, avoids letters standing for themselves"),
            };
            return (
                format!("{} cannot be a word: {why}; {hint}.", puzzle.row_name(i)),
                vec![i + 1],
            );
        }
    }

    // Small sets tried exhaustively, smallest first.
    let mut out_of_budget = false;
    for size in (k + 1)..=(k + 3).min(m) {
        if binomial(m, size) > EXHAUSTIVE_SUBSETS {
            break;
        }
        let mut combo: Vec<usize> = (0..size).collect();
        loop {
            match feasible(puzzle, prep, &combo, budget) {
                Some(false) => {
                    return (
                        set_reason(puzzle, prep, &combo, &even, &place, hint, false),
                        rows_of(prep, &combo),
                    )
                }
                Some(true) => {}
                None => {
                    out_of_budget = true;
                    break;
                }
            }
            if !next_combination(&mut combo, m) {
                break;
            }
        }
        if out_of_budget {
            break;
        }
    }

    // Otherwise drop rows one at a time, keeping a row out when the rest stay impossible.
    let mut set: Vec<usize> = (0..m).collect();
    if !out_of_budget {
        let mut i = 0;
        while i < set.len() {
            let mut without = set.clone();
            without.remove(i);
            match feasible(puzzle, prep, &without, budget) {
                Some(false) => set = without,
                Some(true) => i += 1,
                None => {
                    out_of_budget = true;
                    break;
                }
            }
        }
    }
    (
        set_reason(puzzle, prep, &set, &even, &place, hint, out_of_budget),
        rows_of(prep, &set),
    )
}

fn rows_of(prep: &Prepared, set: &[usize]) -> Vec<usize> {
    let mut rows: Vec<usize> = set.iter().map(|&d| prep.first_row(d) + 1).collect();
    crate::sort::sort(&mut rows);
    rows
}

fn set_reason(
    puzzle: &Puzzle,
    prep: &Prepared,
    set: &[usize],
    even: &str,
    place: &str,
    hint: &str,
    partial: bool,
) -> String {
    let rows = rows_of(prep, set);
    let names: Vec<String> = rows.iter().map(|&r| puzzle.row_name(r - 1)).collect();
    let all = if rows.len() == 2 { "both" } else { "all" };
    let tail = match (partial, rows.len()) {
        (true, _) => " (the step budget ran out before this set could be made smaller)",
        (false, 1) => "",
        (false, 2) => ", though each can on its own",
        (false, _) => ", though any fewer of them can",
    };
    let with = if puzzle.share {
        ""
    } else {
        " with different letters for different symbols"
    };
    if rows.len() == 1 {
        return format!(
            "{} cannot be a word{with} {place}{tail}; {hint}.",
            join_names(&names)
        );
    }
    format!(
        "{} cannot {all} be words at once{with} {place}{even}{tail}; {hint}.",
        join_names(&names)
    )
}

fn join_names(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

fn binomial(n: usize, k: usize) -> usize {
    let mut r: usize = 1;
    for i in 0..k {
        r = r.saturating_mul(n - i) / (i + 1);
    }
    r
}

/// Advances `combo` (strictly increasing indexes below `n`) to the next combination.
fn next_combination(combo: &mut [usize], n: usize) -> bool {
    let k = combo.len();
    for i in (0..k).rev() {
        if combo[i] < n - k + i {
            combo[i] += 1;
            for j in i + 1..k {
                combo[j] = combo[j - 1] + 1;
            }
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shapes() {
        assert_eq!(word_shape(b"tattoo"), shape_key(&[0, 1, 0, 0, 2, 2]));
        assert_eq!(shape_of(&[4, 7, 4, 9]), [0, 1, 0, 2]);
        assert!(fits_shape(b"that", &[0, 1, 2, 0], false));
        assert!(!fits_shape(b"tote", &[0, 1, 2, 0], false));
        assert!(!fits_shape(b"abcd", &[0, 1, 2, 0], false));
        assert!(!fits_shape(b"tttt", &[0, 1, 2, 0], false));
        assert!(fits_shape(b"tttt", &[0, 1, 2, 0], true));
        assert_eq!(shape_text(&[0, 1, 2, 3, 3]), "ABCDD");
    }

    #[test]
    fn combinations() {
        let mut c = vec![0, 1];
        let mut all = vec![c.clone()];
        while next_combination(&mut c, 4) {
            all.push(c.clone());
        }
        assert_eq!(all.len(), 6);
        assert_eq!(binomial(40, 3), 9880);
    }

    #[test]
    fn crypto_tokens() {
        let w = crypto_words("Xyz, 'AB'C' -- d-e! O'CLOCK ROCK'N'ROLL").unwrap();
        let c = |prefix| RowKind::Contraction { prefix };
        assert_eq!(
            w,
            [
                ("XYZ".into(), RowKind::Word),
                ("AB'C".into(), c(2)),
                ("D".into(), RowKind::Word),
                ("E".into(), RowKind::Word),
                ("O'CLOCK".into(), RowKind::Unchecked),
                ("ROCK'N'ROLL".into(), RowKind::Unchecked),
            ]
        );
    }
}
