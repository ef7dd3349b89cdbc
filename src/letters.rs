//! Letters as numbers: validated lowercase words, letter multisets and letter sets.

use crate::error::{Error, Result};

/// A multiset of the letters a..z: a count per letter, plus the set of letters present.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct LetterCounts {
    counts: [u8; 26],
    mask: u32,
    len: u32,
}

impl LetterCounts {
    /// The letters of `word` (bytes a-z; other bytes are ignored).
    pub fn of(word: &[u8]) -> LetterCounts {
        let mut c = LetterCounts::default();
        for &b in word {
            if b.is_ascii_lowercase() {
                c.add(b);
            }
        }
        c
    }

    /// Adds one letter (a byte a-z).
    pub fn add(&mut self, letter: u8) {
        let i = (letter - b'a') as usize;
        self.counts[i] = self.counts[i].saturating_add(1);
        self.mask |= 1 << i;
        self.len += 1;
    }

    /// Removes one letter if present; returns whether it was.
    pub fn remove(&mut self, letter: u8) -> bool {
        let i = (letter - b'a') as usize;
        if self.counts[i] == 0 {
            return false;
        }
        self.counts[i] -= 1;
        if self.counts[i] == 0 {
            self.mask &= !(1 << i);
        }
        self.len -= 1;
        true
    }

    /// How many copies of `letter` (a byte a-z).
    pub fn count(&self, letter: u8) -> u8 {
        self.counts[(letter - b'a') as usize]
    }

    /// The set of letters present, bit `i` for letter `a + i`.
    pub fn mask(&self) -> u32 {
        self.mask
    }

    /// Total number of letters.
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether there are no letters.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// A 64-bit hash of the multiset (equal multisets, equal keys; different ones rarely
    /// collide), for tables keyed by letters.
    pub fn key(&self) -> u64 {
        let mut h = u64::from(self.mask) << 8 | u64::from(self.len);
        let mut m = self.mask;
        while m != 0 {
            let i = m.trailing_zeros() as usize;
            m &= m - 1;
            h = (h ^ (i as u64) << 8 ^ u64::from(self.counts[i]))
                .wrapping_mul(0x9E37_79B9_7F4A_7C15);
        }
        h ^ h >> 29
    }

    /// How many letters of `self` are missing from `pool` (0 means `self` fits in `pool`).
    #[inline]
    pub fn shortfall(&self, pool: &LetterCounts) -> u32 {
        let mut missing = 0u32;
        let mut m = self.mask;
        while m != 0 {
            let i = m.trailing_zeros() as usize;
            m &= m - 1;
            missing += self.counts[i].saturating_sub(pool.counts[i]) as u32;
        }
        missing
    }

    /// Whether every letter of `self` is in `pool` (with multiplicity).
    #[inline]
    pub fn fits_in(&self, pool: &LetterCounts) -> bool {
        self.mask & !pool.mask == 0 && self.shortfall(pool) == 0
    }

    /// `self` minus `other`, assuming `other` fits in `self`.
    pub fn minus(&self, other: &LetterCounts) -> LetterCounts {
        let mut out = *self;
        for i in 0..26 {
            let take = other.counts[i].min(out.counts[i]);
            out.counts[i] -= take;
            out.len -= take as u32;
            if out.counts[i] == 0 {
                out.mask &= !(1 << i);
            }
        }
        out
    }

    /// The letters in alphabetical order.
    pub fn sorted(&self) -> String {
        let mut s = String::with_capacity(self.len());
        for i in 0..26 {
            for _ in 0..self.counts[i] {
                s.push((b'a' + i as u8) as char);
            }
        }
        s
    }
}

/// Describes a character for an error message: `'ω' (a letter outside a-z)`, `'3'`, `"'"`,
/// `a space`. (Accented Latin letters are folded to a-z before parsers see them:
/// [`crate::text::clean`].)
pub fn describe_char(c: char) -> String {
    if c == ' ' {
        "a space".to_string()
    } else if c.is_alphabetic() {
        format!("{} (a letter outside a-z)", crate::error::quote_char(c))
    } else if c.is_control() {
        format!("control character U+{:04X}", c as u32)
    } else {
        crate::error::quote_char(c)
    }
}

/// Lowercases `input` and checks it is 1..=`max_len` letters a-z. `what` names the input in
/// messages ("the clue", "the rack"). A character that is not a letter is named first, so that
/// a long word is refused for its length ("is 70 letters long") only when it is all letters.
pub fn parse_word(input: &str, what: &str, max_len: usize) -> Result<String> {
    let trimmed = input.trim();
    if trimmed.is_empty() {
        return Err(Error::invalid(format!(
            "{what} is empty; type some letters"
        )));
    }
    let mut out = String::with_capacity(trimmed.len());
    for (i, c) in trimmed.chars().enumerate() {
        let l = c.to_ascii_lowercase();
        if !l.is_ascii_lowercase() {
            return Err(Error::invalid(format!(
                "{what} has {} at position {}; only letters a-z are allowed",
                describe_char(c),
                i + 1
            )));
        }
        out.push(l);
    }
    if out.len() > max_len {
        return Err(Error::too_large(format!(
            "{what} is {} letters long; the limit is {max_len}",
            out.len()
        )));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fits_and_shortfall() {
        let pool = LetterCounts::of(b"listen");
        assert!(LetterCounts::of(b"silent").fits_in(&pool));
        assert!(LetterCounts::of(b"lint").fits_in(&pool));
        assert!(!LetterCounts::of(b"lilt").fits_in(&pool));
        assert_eq!(LetterCounts::of(b"lilts").shortfall(&pool), 1);
        assert_eq!(LetterCounts::of(b"zzz").shortfall(&pool), 3);
        assert_eq!(pool.minus(&LetterCounts::of(b"nil")).sorted(), "est");
    }

    #[test]
    fn parse_word_messages() {
        assert_eq!(parse_word(" LiSt ", "the word", 15).unwrap(), "list");
        let e = parse_word("caf\u{3c9}", "the word", 15).unwrap_err();
        assert_eq!(
            e.message,
            "the word has '\u{3c9}' (a letter outside a-z) at position 4; only letters a-z are allowed"
        );
        let e = parse_word("didn't", "the word", 15).unwrap_err();
        assert_eq!(
            e.message,
            "the word has \"'\" at position 5; only letters a-z are allowed"
        );
        assert!(parse_word("", "the word", 15)
            .unwrap_err()
            .message
            .contains("empty"));
        let long = "a".repeat(70);
        assert_eq!(
            parse_word(&long, "the word", 60).unwrap_err().message,
            "the word is 70 letters long; the limit is 60"
        );
    }
}
