//! The final answer's pattern as printed in the paper: words of blanks separated by spaces, with
//! fixed letters and punctuation copied from the page (`------- -----`, `A ---- --'-`,
//! `"----- AND -----"`).

use crate::error::{Error, Result};
use crate::letters::{describe_char, LetterCounts};

/// The longest pattern accepted, in characters.
pub const MAX_PATTERN_CHARS: usize = 100;
/// The most words a pattern may have.
pub const MAX_WORDS: usize = 10;

/// Punctuation a pattern may hold: it is shown in place and takes no letter.
const PUNCTUATION: &[char] = &[
    '\'', '\u{2019}', '"', '\u{201c}', '\u{201d}', '!', '?', '.', ',', ':', ';', '(', ')', '&', '/',
];

/// One character of a pattern word.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PatChar {
    /// A letter to fill from the circled letters.
    Blank,
    /// A letter printed in the paper (lowercase); it is not taken from the circles.
    Fixed(u8),
    /// Punctuation, shown as typed.
    Punct(char),
}

/// How a pattern word is matched against the dictionary.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Shape {
    /// Every letter is printed: nothing to solve.
    Given,
    /// A dictionary word (punctuation inside, if any, is ignored for the lookup).
    Word,
    /// A contraction with one apostrophe: `before` letters, the apostrophe, `after` letters
    /// (`it's`, `don't`, `they're`).
    Contraction { before: usize, after: usize },
}

/// One word of the pattern.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Slot {
    /// The characters as typed.
    pub chars: Vec<PatChar>,
    /// Per letter position: the printed letter, or None for a blank.
    pub fixed: Vec<Option<u8>>,
    /// How it is matched.
    pub shape: Shape,
}

impl Slot {
    /// The number of letters (blanks and printed letters).
    pub fn len(&self) -> usize {
        self.fixed.len()
    }

    /// Whether the word has no letters at all (never true for a parsed slot).
    pub fn is_empty(&self) -> bool {
        self.fixed.is_empty()
    }

    /// The number of blanks.
    pub fn blanks(&self) -> usize {
        self.fixed.iter().filter(|f| f.is_none()).count()
    }

    /// The printed letters.
    pub fn fixed_counts(&self) -> LetterCounts {
        let mut c = LetterCounts::default();
        for l in self.fixed.iter().flatten() {
            c.add(*l);
        }
        c
    }

    /// Whether `letters` (the word's letters, a-z) agrees with the printed letters.
    pub fn matches_fixed(&self, letters: &[u8]) -> bool {
        letters.len() == self.fixed.len()
            && self
                .fixed
                .iter()
                .zip(letters)
                .all(|(f, l)| f.is_none_or(|f| f == *l))
    }

    /// The word as it reads with `letters` in its letter positions, punctuation included.
    pub fn render(&self, letters: &[u8]) -> String {
        let mut out = String::with_capacity(self.chars.len());
        let mut next = letters.iter();
        for c in &self.chars {
            match c {
                PatChar::Blank | PatChar::Fixed(_) => {
                    if let Some(&l) = next.next() {
                        out.push(l as char);
                    }
                }
                PatChar::Punct(p) => out.push(*p),
            }
        }
        out
    }

    /// The word as it reads, without punctuation before its first or after its last letter.
    pub fn render_word(&self, letters: &[u8]) -> String {
        let full = self.render(letters);
        full.trim_matches(|c: char| !c.is_ascii_lowercase())
            .to_string()
    }

    /// The letters of a slot whose letters are all printed.
    pub fn given_letters(&self) -> Vec<u8> {
        self.fixed.iter().map(|f| f.unwrap_or(b'?')).collect()
    }
}

/// A parsed answer pattern.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AnswerPattern {
    /// The words, in reading order.
    pub slots: Vec<Slot>,
}

impl AnswerPattern {
    /// Parses a pattern such as `------- -----` or `A ---- --'-`.
    pub fn parse(input: &str) -> Result<AnswerPattern> {
        let text = input.trim();
        if text.is_empty() {
            return Err(Error::invalid(
                "the answer pattern is empty; type one - (or _) per letter and a space between words, like ---- -----",
            ));
        }
        let n = text.chars().count();
        if n > MAX_PATTERN_CHARS {
            return Err(Error::too_large(format!(
                "the answer pattern is {n} characters long; the limit is {MAX_PATTERN_CHARS}"
            )));
        }
        let mut slots = Vec::new();
        let mut current: Vec<PatChar> = Vec::new();
        for (i, c) in text.chars().enumerate() {
            let pc = match c {
                c if c.is_whitespace() => {
                    if !current.is_empty() {
                        slots.push(std::mem::take(&mut current));
                    }
                    continue;
                }
                '-' | '_' => PatChar::Blank,
                c if c.is_ascii_alphabetic() => PatChar::Fixed(c.to_ascii_lowercase() as u8),
                c if PUNCTUATION.contains(&c) => PatChar::Punct(c),
                c => {
                    return Err(Error::invalid(format!(
                        "the answer pattern has {} at position {}; use - or _ for each letter to find, \
                         letters printed in the paper, spaces between words and punctuation such as ' \" ! ?",
                        describe_char(c),
                        i + 1
                    )))
                }
            };
            current.push(pc);
        }
        if !current.is_empty() {
            slots.push(current);
        }
        let mut parsed = Vec::with_capacity(slots.len());
        for chars in slots {
            if let Some(slot) = Slot::from_chars(chars) {
                parsed.push(slot);
            }
        }
        if parsed.iter().all(|s| s.blanks() == 0) {
            return Err(Error::invalid(format!(
                "the answer pattern {} has no blanks; type one - (or _) for each letter the circles fill",
                crate::error::quote(text)
            )));
        }
        if parsed.len() > MAX_WORDS {
            return Err(Error::too_large(format!(
                "the answer pattern has {} words; the limit is {MAX_WORDS}",
                parsed.len()
            )));
        }
        Ok(AnswerPattern { slots: parsed })
    }

    /// How many letters the circles must give (the blanks).
    pub fn blanks(&self) -> usize {
        self.slots.iter().map(Slot::blanks).sum()
    }

    /// The phrase with each slot's letters in place (slots joined by one space).
    pub fn render(&self, letters: &[&[u8]]) -> String {
        let mut parts = Vec::with_capacity(self.slots.len());
        for (slot, l) in self.slots.iter().zip(letters) {
            parts.push(slot.render(l));
        }
        parts.join(" ")
    }

    /// The word lengths, for messages ("5 and 7").
    pub fn describe_lengths(&self) -> String {
        let lens: Vec<String> = self
            .slots
            .iter()
            .filter(|s| s.blanks() > 0)
            .map(|s| s.len().to_string())
            .collect();
        match lens.as_slice() {
            [] => String::new(),
            [one] => format!("a word of length {one}"),
            [rest @ .., last] => format!("words of lengths {} and {last}", rest.join(", ")),
        }
    }
}

impl Slot {
    /// Builds a slot from its characters; None for a run of punctuation alone (shown nowhere).
    fn from_chars(chars: Vec<PatChar>) -> Option<Slot> {
        let fixed: Vec<Option<u8>> = chars
            .iter()
            .filter_map(|c| match c {
                PatChar::Blank => Some(None),
                PatChar::Fixed(l) => Some(Some(*l)),
                PatChar::Punct(_) => None,
            })
            .collect();
        if fixed.is_empty() {
            return None;
        }
        let first = chars
            .iter()
            .position(|c| !matches!(c, PatChar::Punct(_)))
            .unwrap_or(0);
        let last = chars
            .iter()
            .rposition(|c| !matches!(c, PatChar::Punct(_)))
            .unwrap_or(0);
        let inner: Vec<char> = chars[first..=last]
            .iter()
            .filter_map(|c| match c {
                PatChar::Punct(p) => Some(*p),
                _ => None,
            })
            .collect();
        let shape = if fixed.iter().all(|f| f.is_some()) {
            Shape::Given
        } else if let [p] = inner.as_slice() {
            if *p == '\'' || *p == '\u{2019}' {
                let before = chars[first..=last]
                    .iter()
                    .take_while(|c| !matches!(c, PatChar::Punct(_)))
                    .count();
                Shape::Contraction {
                    before,
                    after: fixed.len() - before,
                }
            } else {
                Shape::Word
            }
        } else {
            Shape::Word
        };
        Some(Slot {
            chars,
            fixed,
            shape,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_words_fixed_letters_and_punctuation() {
        let p = AnswerPattern::parse("A ---- --'-").unwrap();
        assert_eq!(p.slots.len(), 3);
        assert_eq!(p.slots[0].shape, Shape::Given);
        assert_eq!(p.slots[1].shape, Shape::Word);
        assert_eq!(
            p.slots[2].shape,
            Shape::Contraction {
                before: 2,
                after: 1
            }
        );
        assert_eq!(p.blanks(), 7);
        assert_eq!(p.render(&[b"a", b"time", b"its"]), "a time it's");
        let p = AnswerPattern::parse("\"----- AND -----!\"").unwrap();
        assert_eq!(p.slots.len(), 3);
        assert_eq!(p.slots[2].render(b"error"), "error!\"");
        assert_eq!(p.slots[2].render_word(b"error"), "error");
        assert_eq!(p.describe_lengths(), "words of lengths 5 and 5");
    }

    #[test]
    fn rejects_bad_patterns() {
        for (p, want) in [
            ("", "empty"),
            ("   ", "empty"),
            ("---- -3--", "'3' at position 7"),
            ("AND", "no blanks"),
            ("- - - - - - - - - - -", "11 words"),
        ] {
            let e = AnswerPattern::parse(p).unwrap_err();
            assert!(e.message.contains(want), "{p:?}: {}", e.message);
        }
        assert!(AnswerPattern::parse(&"-".repeat(500))
            .unwrap_err()
            .message
            .contains("500 characters"));
    }
}
