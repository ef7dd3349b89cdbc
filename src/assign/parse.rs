//! Parsing: a query's rows of symbols or cryptogram text become a [`Puzzle`], with symbols
//! numbered in order of first appearance, rows as symbol numbers, and the known and banned
//! letters of each symbol. Limits on the input and contradictions among the known letters are
//! errors here; limits that depend on the dictionary are checked when solving.

use std::collections::HashMap;

use crate::dict::abbreviations::ABBREVIATIONS;
use crate::dict::Dictionary;
use crate::error::{Error, Result};
use crate::letters::describe_char;

use super::candidates::contraction_fits;
use super::search::ALL_LETTERS;
use super::{
    AssignQuery, MAX_CRYPTO_CHARS, MAX_NONWORDS, MAX_ROWS, MAX_ROW_SYMBOLS, MAX_SYMBOL_CHARS,
};

/// Parses a query into a [`Puzzle`].
pub fn parse(q: &AssignQuery) -> Result<Puzzle> {
    // The reader keeps --nonwords within NONWORDS's bounds; a query built in code is capped.
    let nonwords = super::NONWORDS.or_default(q.nonwords).min(MAX_NONWORDS);
    let mut symbols: Vec<String> = Vec::new();
    let mut index: HashMap<String, usize> = HashMap::new();
    let mut rows: Vec<Row> = Vec::new();
    // Symbols are told apart without case, as people write them ("Club star" and "club star"
    // hold one club); a symbol is shown as it was first written.
    let mut intern = |name: &str, symbols: &mut Vec<String>| -> usize {
        *index.entry(name.to_ascii_lowercase()).or_insert_with(|| {
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
                "give at least one row of symbols (--row), such as club star club, or a cryptogram (--crypto)",
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
                // Symbols are separated by spaces or commas (`club, star, grapes`), as lists are
                // elsewhere: a comma is never part of a symbol.
                let tokens: Vec<&str> = line
                    .split(|c: char| c.is_whitespace() || c == ',')
                    .filter(|t| !t.is_empty())
                    .collect();
                if tokens.is_empty() {
                    return Err(Error::invalid(format!(
                        "row {} is empty; give its symbols separated by spaces or commas",
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
                    ends: false,
                });
            }
        }
        (Some(text), true) => {
            for (text, kind, ends) in crypto_words(text)? {
                let syms = text
                    .chars()
                    .filter(|c| c.is_ascii_alphabetic())
                    .map(|c| intern(&c.to_ascii_uppercase().to_string(), &mut symbols))
                    .collect();
                rows.push(Row {
                    syms,
                    text,
                    kind,
                    ends,
                });
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
    let pairs = known_pairs(&q.known);
    for k in &pairs {
        let Some((sym, letter)) = k.rsplit_once('=') else {
            return Err(Error::invalid(format!(
                "--known {} is not SYMBOL=LETTER (for example cherry=f)",
                crate::error::quote(k)
            )));
        };
        let (sym, letter) = (sym.trim(), letter.trim());
        let sym_key = sym.to_ascii_lowercase();
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
                    letter_char(prev),
                    letter_char(l)
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
                    letter_char(l)
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

/// The `SYM=LETTER` pairs of the `--known` values, as people write them: one a value, or several
/// separated by commas or spaces (`Q=e, X=t`, as the page's field takes them). A value with one
/// `=` is one pair, spaces and all (`club = t`); empty pieces (a trailing comma) are skipped, and
/// a value of none at all is kept whole, for its message.
fn known_pairs(values: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    for value in values {
        let before = out.len();
        for piece in value.split([',', ';']).map(str::trim) {
            if piece.matches('=').count() > 1 {
                out.extend(piece.split_whitespace().map(str::to_string));
            } else if !piece.is_empty() {
                out.push(piece.to_string());
            }
        }
        if out.len() == before {
            out.push(value.clone());
        }
    }
    out
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

/// One row as given: its symbols (numbers into [`Puzzle::symbols`]) and its text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Row {
    /// The symbol at each position.
    pub syms: Vec<usize>,
    /// The row as the user wrote it (`club star club`, or a ciphertext word).
    pub text: String,
    /// What the row must spell.
    pub kind: RowKind,
    /// A cryptogram word after which a sentence may end: a full stop, `!` or `?` comes before
    /// the next word. Whether it does depends on the word read there (the full stop after an
    /// abbreviation or an initial ends none: `Mr. Smith`), so the costing decides.
    pub ends: bool,
}

/// What a row must spell.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RowKind {
    /// A dictionary word.
    Word,
    /// A cryptogram word followed by a full stop (`MR.`, `ETC.`, and a sentence's last word): a
    /// dictionary word or one of SCOWL's abbreviations ([`crate::dict::abbreviations`]).
    Dotted,
    /// A cryptogram word with one apostrophe after `prefix` letters and a letter or more after
    /// it (`DON'T`, `THEY'RE`, `CALL'DST`, `WAND'RING`): a dictionary word followed by one of
    /// [`CONTRACTION_SUFFIXES`](super::CONTRACTION_SUFFIXES) (`n't` after a word, or after a
    /// word ending in n), or another of old texts' contractions ([`contraction_fits`]); a row
    /// with three letters or more after it that none of these fits is made
    /// [`Unchecked`](RowKind::Unchecked) before the search (`settle_long_endings`).
    Contraction {
        /// Letters before the apostrophe.
        prefix: usize,
    },
    /// Any other word with apostrophes (`ROCK'N'ROLL`, and `C'EST` once settled): its letters
    /// take part, but it is not looked up.
    Unchecked,
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
            Some(RowKind::Dotted) => std::str::from_utf8(word)
                .is_ok_and(|w| dict.contains(w) || dict.index(&ABBREVIATIONS).find(w).is_some()),
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
        let letter = |s: usize| letters.get(s).copied().flatten().map_or('?', letter_char);
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
                            .map_or('?', letter_char)
                    } else {
                        c
                    }
                })
                .collect(),
        )
    }

    /// What the rows are called in messages: "words" in a cryptogram, else "rows".
    pub(super) fn rows_noun(&self) -> &'static str {
        if self.is_crypto() {
            "words"
        } else {
            "rows"
        }
    }

    /// How rows are called in messages: "row 3 (club star club)" or "word 3 (XQX)".
    pub(super) fn row_name(&self, i: usize) -> String {
        let what = if self.is_crypto() { "word" } else { "row" };
        let text = self.rows.get(i).map_or("", |r| r.text.as_str());
        format!("{what} {} ({text})", i + 1)
    }
}

/// The letter (0 = a) of a one-letter string, any case.
fn letter_of(s: &str) -> Option<u8> {
    let mut chars = s.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) if c.is_ascii_alphabetic() => Some(c.to_ascii_lowercase() as u8 - b'a'),
        _ => None,
    }
}

/// The character of a letter (0 = a).
pub(super) fn letter_char(l: u8) -> char {
    (b'a' + l) as char
}

fn is_apostrophe(c: char) -> bool {
    c == '\'' || c == '\u{2019}'
}

/// Splits a cryptogram into words: runs of letters a-z (any case), joined by apostrophes
/// inside a word. Anything else separates words. Returns each word (uppercase), its kind and
/// whether a full stop, `!` or `?` follows it before the next word ([`Row::ends`]).
fn crypto_words(text: &str) -> Result<Vec<(String, RowKind, bool)>> {
    let n = text.chars().count();
    if n > MAX_CRYPTO_CHARS {
        return Err(Error::too_large(format!(
            "the cryptogram is {n} characters long; the limit is {MAX_CRYPTO_CHARS}"
        )));
    }
    let mut words = Vec::new();
    let mut current = String::new();
    let chars: Vec<char> = text.chars().collect();
    // `stop`: whether a full stop follows the word; `ends`: whether a sentence may end after it.
    let flush = |current: &mut String,
                 words: &mut Vec<(String, RowKind, bool)>,
                 stop: bool,
                 ends: bool|
     -> Result<()> {
        let w = current.trim_matches(is_apostrophe).to_string();
        current.clear();
        if w.is_empty() {
            return Ok(());
        }
        let letters = w.chars().filter(|c| c.is_ascii_alphabetic()).count();
        if letters > MAX_ROW_SYMBOLS {
            return Err(Error::too_large(format!(
                "the cryptogram word {} has {letters} letters; the limit is {MAX_ROW_SYMBOLS}",
                crate::error::quote(&w)
            )));
        }
        let parts: Vec<usize> = w.split(is_apostrophe).map(|p| p.chars().count()).collect();
        let kind = match parts.as_slice() {
            [_] if stop => RowKind::Dotted,
            [_] => RowKind::Word,
            [prefix, suffix] if *suffix >= 1 => RowKind::Contraction { prefix: *prefix },
            _ => RowKind::Unchecked,
        };
        words.push((w, kind, ends));
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
        } else if !current.is_empty() {
            let ends = chars[i..]
                .iter()
                .take_while(|c| !c.is_ascii_alphabetic())
                .any(|c| matches!(c, '.' | '!' | '?'));
            flush(&mut current, &mut words, c == '.', ends)?;
        }
    }
    flush(&mut current, &mut words, false, true)?;
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn crypto_tokens() {
        let w =
            crypto_words("Xyz, 'AB'C' -- d-e! CALL'DST O'CLOCK ROCK'N'ROLL Mr. X'Y. etc.").unwrap();
        let c = |prefix| RowKind::Contraction { prefix };
        assert_eq!(
            w,
            [
                ("XYZ".into(), RowKind::Word, false),
                ("AB'C".into(), c(2), false),
                ("D".into(), RowKind::Word, false),
                ("E".into(), RowKind::Word, true),
                ("CALL'DST".into(), c(4), false),
                ("O'CLOCK".into(), c(1), false),
                ("ROCK'N'ROLL".into(), RowKind::Unchecked, false),
                ("MR".into(), RowKind::Dotted, true),
                ("X'Y".into(), c(1), true),
                ("ETC".into(), RowKind::Dotted, true),
            ]
        );
    }

    /// A sentence may end after a word that a full stop, `!` or `?` follows before the next
    /// word, quotes and spaces between, and after the last word.
    #[test]
    fn sentence_ends() {
        let ends = |text: &str| -> Vec<bool> {
            crypto_words(text)
                .unwrap()
                .into_iter()
                .map(|(_, _, e)| e)
                .collect()
        };
        assert_eq!(
            ends("\"Go.\" He said? Yes! (No...) maybe; so, then"),
            [true, false, true, true, true, false, false, true]
        );
    }
}
