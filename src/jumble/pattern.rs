//! The final answer's pattern as printed in the paper: words of blanks separated by spaces, with
//! fixed letters and punctuation copied from the page (`------- -----`, `A ---- --'-`,
//! `"----- AND -----"`, `____-_______`).
//!
//! Blanks are `-` or `_`. A pattern that has any `_` uses `_` for its blanks, and then `-` is a
//! hyphen as printed, joining two parts of a word (`____-_______`); without `_`, `-` is a blank, as
//! it always was. The en and em dashes are printed punctuation in either style, and end a word.
//! A hyphenated word has two readings, its parts as words (hand + crafted) or its joined letters
//! as one word (handcrafted): [`AnswerPattern::readings`] gives one pattern per combination.

use crate::error::{Error, Result};
use crate::letters::{describe_char, LetterCounts};

/// The longest pattern accepted, in characters.
pub const MAX_PATTERN_CHARS: usize = 100;
/// The most words a pattern may have.
pub const MAX_WORDS: usize = 10;
/// The most hyphenated words a pattern may have (each doubles the readings searched).
pub const MAX_HYPHENATED: usize = 3;

/// Punctuation a pattern may hold: it is shown in place and takes no letter. Typographic quotes
/// arrive here as ASCII ([`crate::text::clean`]); `-` is punctuation only in a `_` pattern.
const PUNCTUATION: &[char] = &[
    '\'', '"', '!', '?', '.', ',', ':', ';', '(', ')', '&', '/', '-', '\u{2013}', '\u{2014}',
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

    /// The word as the dictionary spells it: without punctuation before its first or after its
    /// last letter, and without hyphens (a hyphenated word read as one word: `handcrafted`).
    pub fn render_word(&self, letters: &[u8]) -> String {
        let mut word = String::new();
        for c in self
            .render(letters)
            .trim_matches(|c: char| !c.is_ascii_lowercase())
            .chars()
        {
            if c != '-' {
                word.push(c);
            }
        }
        word
    }

    /// The letters of a slot whose letters are all printed.
    pub fn given_letters(&self) -> Vec<u8> {
        self.fixed.iter().map(|f| f.unwrap_or(b'?')).collect()
    }
}

/// A parsed answer pattern: one reading of it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AnswerPattern {
    /// The words, in reading order; each holds the spaces and punctuation that follow it, so the
    /// slots' characters in order are the whole pattern.
    pub slots: Vec<Slot>,
    /// The whole pattern: runs of spaces as one `Punct(' ')`.
    chars: Vec<PatChar>,
    /// How many words have a hyphen.
    hyphenated: usize,
}

impl AnswerPattern {
    /// Parses a pattern such as `------- -----`, `A ---- --'-` or `____-_______`. The reading
    /// it gives reads every hyphenated word as one word.
    pub fn parse(input: &str) -> Result<AnswerPattern> {
        let cleaned = crate::text::clean(input, crate::text::Rule::Letters);
        let text = cleaned.text.trim();
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
        let underscores = text.contains('_');
        let mut chars: Vec<PatChar> = Vec::new();
        // A hyphen waiting for the letter after it (its position from 1).
        let mut hyphen: Option<usize> = None;
        for (i, c) in text.chars().enumerate() {
            let pc = match c {
                c if c.is_whitespace() => PatChar::Punct(' '),
                '_' => PatChar::Blank,
                '-' if !underscores => PatChar::Blank,
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
            let letter = !matches!(pc, PatChar::Punct(_));
            if let Some(at) = hyphen.take().filter(|_| !letter) {
                return Err(hyphen_error(at, "after"));
            }
            if pc == PatChar::Punct('-') {
                if !matches!(chars.last(), Some(PatChar::Blank | PatChar::Fixed(_))) {
                    return Err(hyphen_error(i + 1, "before"));
                }
                hyphen = Some(i + 1);
            }
            if pc != PatChar::Punct(' ') || chars.last() != Some(&pc) {
                chars.push(pc);
            }
        }
        if let Some(at) = hyphen {
            return Err(hyphen_error(at, "after"));
        }
        let (parsed, hyphenated) = words(&chars, 0);
        if parsed.iter().all(|s| s.blanks() == 0) {
            // Dashes where blanks were meant: a phone's smart punctuation turns -- into one.
            if let Some(d) = text.chars().find(|c| matches!(c, '\u{2013}' | '\u{2014}')) {
                return Err(Error::invalid(format!(
                    "the answer pattern {} has no blanks: {} is a dash, not a hyphen (a phone may turn -- into one); type one _ (or -) for each letter the circles fill",
                    crate::error::quote(text),
                    describe_char(d)
                )));
            }
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
        if hyphenated > MAX_HYPHENATED {
            return Err(Error::too_large(format!(
                "the answer pattern has {hyphenated} hyphenated words; the limit is {MAX_HYPHENATED}"
            )));
        }
        Ok(AnswerPattern {
            slots: parsed,
            chars,
            hyphenated,
        })
    }

    /// Every reading of the pattern: each hyphenated word as one word of its joined letters or as
    /// its parts, one word each (this reading first, then the others). A reading has only its
    /// slots; it has no readings of its own.
    pub fn readings(&self) -> Vec<AnswerPattern> {
        let mut out = Vec::new();
        for split in 0..1u32 << self.hyphenated {
            out.push(AnswerPattern {
                slots: words(&self.chars, split).0,
                chars: Vec::new(),
                hyphenated: 0,
            });
        }
        out
    }

    /// How many letters the circles must give (the blanks).
    pub fn blanks(&self) -> usize {
        self.slots.iter().map(Slot::blanks).sum()
    }

    /// The phrase with each slot's letters in place, spaces and punctuation as printed.
    pub fn render(&self, letters: &[&[u8]]) -> String {
        let mut out = String::new();
        for (slot, l) in self.slots.iter().zip(letters) {
            out.push_str(&slot.render(l));
        }
        out
    }

    /// The word lengths, for messages ("5 and 7"; a hyphenated word as "4-7").
    pub fn describe_lengths(&self) -> String {
        let lens: Vec<String> = self
            .slots
            .iter()
            .filter(|s| s.blanks() > 0)
            .map(|s| {
                let mut d = String::new();
                let mut n: usize = 0;
                for c in &s.chars {
                    match c {
                        PatChar::Punct('-') => {
                            d.push_str(&n.to_string());
                            d.push('-');
                            n = 0;
                        }
                        PatChar::Punct(_) => {}
                        _ => n += 1,
                    }
                }
                d.push_str(&n.to_string());
                d
            })
            .collect();
        match lens.as_slice() {
            [] => String::new(),
            [one] => format!("a word of length {one}"),
            [rest @ .., last] => format!("words of lengths {} and {last}", rest.join(", ")),
        }
    }
}

impl Slot {
    /// Builds a slot from its characters.
    fn from_chars(chars: Vec<PatChar>) -> Slot {
        let fixed: Vec<Option<u8>> = chars
            .iter()
            .filter_map(|c| match c {
                PatChar::Blank => Some(None),
                PatChar::Fixed(l) => Some(Some(*l)),
                PatChar::Punct(_) => None,
            })
            .collect();
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
            if *p == '\'' {
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
        Slot {
            chars,
            fixed,
            shape,
        }
    }
}

/// Splits a pattern into words: a word ends at a space or a dash after a letter, and at a hyphen
/// of the hyphenated words whose bit is set in `split` (the first hyphenated word is bit 0).
/// Returns the words and how many words have a hyphen.
fn words(chars: &[PatChar], split: u32) -> (Vec<Slot>, usize) {
    // Where each word starts: at a letter after the end of the word before.
    let mut starts = vec![0];
    let (mut letters, mut ended, mut in_hyphenated) = (false, false, false);
    let mut hyphenated = 0;
    for (i, &c) in chars.iter().enumerate() {
        match c {
            PatChar::Blank | PatChar::Fixed(_) => {
                if ended {
                    starts.push(i);
                    ended = false;
                }
                letters = true;
            }
            PatChar::Punct('-') => {
                if !in_hyphenated {
                    hyphenated += 1;
                    in_hyphenated = true;
                }
                ended = split >> (hyphenated - 1) & 1 == 1;
            }
            PatChar::Punct(' ' | '\u{2013}' | '\u{2014}') => {
                ended = letters;
                in_hyphenated = false;
            }
            PatChar::Punct(_) => {}
        }
    }
    starts.push(chars.len());
    let mut words = Vec::new();
    for w in starts.windows(2) {
        words.push(Slot::from_chars(chars[w[0]..w[1]].to_vec()));
    }
    (words, hyphenated)
}

fn hyphen_error(at: usize, side: &str) -> Error {
    Error::invalid(format!(
        "the answer pattern has a hyphen at position {at} with no letter {side} it; with _ for \
         letters, - is a hyphen inside a word, like ____-____"
    ))
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

    /// Each reading's words, each as it reads with x for its letters.
    fn readings(p: &str) -> Vec<Vec<String>> {
        let p = AnswerPattern::parse(p).unwrap();
        p.readings()
            .iter()
            .map(|r| {
                r.slots
                    .iter()
                    .map(|s| s.render(&vec![b'x'; s.len()]))
                    .collect()
            })
            .collect()
    }

    #[test]
    fn with_underscores_a_hyphen_joins_two_parts() {
        // Without _, - is a blank as it always was.
        assert_eq!(readings("--- --"), [["xxx ", "xx"]]);
        assert_eq!(
            readings("A ____-_______!"),
            [vec!["x ", "xxxx-xxxxxxx!"], vec!["x ", "xxxx-", "xxxxxxx!"]]
        );
        let p = AnswerPattern::parse("____-__ __-_-__").unwrap();
        assert_eq!(p.slots[1].shape, Shape::Word);
        assert_eq!(p.slots[1].render(b"abcde"), "ab-c-de");
        assert_eq!(p.slots[1].render_word(b"abcde"), "abcde");
        assert_eq!(p.describe_lengths(), "words of lengths 4-2 and 2-1-2");
        assert_eq!(
            readings("____-__ __-_-__")
                .iter()
                .map(|r| r.len())
                .collect::<Vec<_>>(),
            [2, 3, 4, 5]
        );
        // Printed letters keep their places in both readings.
        let p = AnswerPattern::parse("H___-______").unwrap();
        assert_eq!(p.slots[0].fixed[0], Some(b'h'));
        assert_eq!(
            p.readings()[1].slots[0].fixed,
            [Some(b'h'), None, None, None]
        );
    }

    #[test]
    fn dashes_and_typographic_quotes_are_printed_punctuation() {
        // En and em dashes end a word in either style and are shown where they were typed.
        assert_eq!(readings("---- \u{2014} ----"), [["xxxx \u{2014} ", "xxxx"]]);
        assert_eq!(readings("____\u{2013}____"), [["xxxx\u{2013}", "xxxx"]]);
        assert_eq!(readings("\u{2014} ____ ____"), [["\u{2014} xxxx ", "xxxx"]]);
        // Typographic quotes are read as ASCII ones: a contraction, and quotes around the answer.
        let p = AnswerPattern::parse("\u{201c}__\u{2019}_ ____\u{201d}").unwrap();
        assert_eq!(
            p.slots[0].shape,
            Shape::Contraction {
                before: 2,
                after: 1
            }
        );
        assert_eq!(p.render(&[b"its", b"time"]), "\"it's time\"");
        assert_eq!(
            AnswerPattern::parse("\u{2018}-- ---\u{2019}")
                .unwrap()
                .render(&[b"at", b"sea"]),
            "'at sea'"
        );
    }

    #[test]
    fn rejects_bad_patterns() {
        for (p, want) in [
            ("", "empty"),
            ("   ", "empty"),
            ("---- -3--", "'3' at position 7"),
            ("AND", "no blanks"),
            ("- - - - - - - - - - -", "11 words"),
            ("-____", "hyphen at position 1 with no letter before it"),
            ("____-", "hyphen at position 5 with no letter after it"),
            ("__--__", "hyphen at position 3 with no letter after it"),
            ("___ -__", "hyphen at position 5 with no letter before it"),
            ("___ ---", "hyphen at position 5 with no letter before it"),
            ("_-_ _-_ _-_ _-_", "4 hyphenated words; the limit is 3"),
            ("\u{2014}", "no blanks"),
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
