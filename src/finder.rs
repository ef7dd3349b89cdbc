//! The word finder: patterns (`?`, `*`, `[abc]`, `[^abc]`), anagrams and sub-anagrams (`?` is a
//! blank), length limits, and one-word lookups that say which tier a word is in.

use serde::{Deserialize, Serialize};

use crate::budget::Budget;
use crate::dict::{Dictionary, WordId, DEFAULT_TIER_MAX};
use crate::error::{Error, Result};
use crate::letters::{describe_char, parse_word, LetterCounts};

/// The longest pattern accepted, in characters.
pub const MAX_PATTERN_CHARS: usize = 100;
/// The most letters accepted for an anagram or sub-anagram.
pub const MAX_ANAGRAM_LETTERS: usize = 64;
/// The default `--limit`.
pub const DEFAULT_LIMIT: usize = 100;
/// The largest `--limit`.
pub const MAX_LIMIT: usize = 100_000;

const ALL_LETTERS: u32 = (1 << 26) - 1;

/// A word-finder query, as the CLI and the page give it.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default, rename_all = "kebab-case", deny_unknown_fields)]
pub struct WordsQuery {
    /// A pattern such as `?a?e`, `c*t`, `[aeiou]??`.
    pub pattern: Option<String>,
    /// Use exactly these letters (`?` = blank).
    pub anagram: Option<String>,
    /// Use any of these letters (`?` = blank).
    pub subanagram: Option<String>,
    /// Shortest word length to list.
    pub min_len: Option<usize>,
    /// Longest word length to list.
    pub max_len: Option<usize>,
    /// How many words to list (the count is always complete).
    pub limit: Option<usize>,
}

/// One word of an answer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct WordEntry {
    /// The word, lowercase.
    pub word: String,
    /// Its SCOWL level, or None for a user's word list.
    pub level: Option<u8>,
}

/// The answer to a [`WordsQuery`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct WordsAnswer {
    /// The words, most common first, then alphabetical; at most `limit` of them.
    pub words: Vec<WordEntry>,
    /// How many words match in all.
    pub count: usize,
    /// Whether `words` was cut to the limit.
    pub truncated: bool,
    /// False when the step budget ran out before every word was checked.
    pub complete: bool,
}

/// One element of a compiled pattern.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Tok {
    /// One letter from a set (bit i = letter a + i).
    One(u32),
    /// Any run of letters, possibly empty.
    Star,
}

/// A compiled pattern.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pattern {
    toks: Vec<Tok>,
    min_len: usize,
    has_star: bool,
}

impl Pattern {
    /// Parses a pattern: letters, `?` or `.` (any letter), `*` (any run, possibly empty),
    /// `[abc]`, `[a-e]`, `[^abc]`. Case is ignored.
    pub fn parse(input: &str) -> Result<Pattern> {
        let text = input.trim();
        if text.is_empty() {
            return Err(Error::invalid(
                "the pattern is empty; type letters, ? for one letter or * for any run",
            ));
        }
        let n = text.chars().count();
        if n > MAX_PATTERN_CHARS {
            return Err(Error::too_large(format!(
                "the pattern is {n} characters long; the limit is {MAX_PATTERN_CHARS}"
            )));
        }
        let chars: Vec<char> = text.chars().collect();
        let mut toks = Vec::new();
        let mut i = 0;
        while i < chars.len() {
            let c = chars[i];
            match c {
                '?' | '.' => toks.push(Tok::One(ALL_LETTERS)),
                '*' => {
                    if toks.last() != Some(&Tok::Star) {
                        toks.push(Tok::Star);
                    }
                }
                '[' => {
                    let (mask, next) = parse_set(&chars, i)?;
                    toks.push(Tok::One(mask));
                    i = next;
                    continue;
                }
                ']' => {
                    return Err(Error::invalid(format!(
                        "the pattern has ']' at position {} with no '[' before it",
                        i + 1
                    )))
                }
                c if c.is_ascii_alphabetic() => {
                    toks.push(Tok::One(1 << (c.to_ascii_lowercase() as u8 - b'a')))
                }
                c => {
                    return Err(Error::invalid(format!(
                        "the pattern has {} at position {}; use letters a-z, ?, *, or [...] sets",
                        describe_char(c),
                        i + 1
                    )))
                }
            }
            i += 1;
        }
        let min_len = toks.iter().filter(|t| matches!(t, Tok::One(_))).count();
        let has_star = toks.contains(&Tok::Star);
        Ok(Pattern {
            toks,
            min_len,
            has_star,
        })
    }

    /// The length every match has, if the pattern has no `*`.
    pub fn fixed_len(&self) -> Option<usize> {
        (!self.has_star).then_some(self.min_len)
    }

    /// Whether `word` (bytes a-z) matches the whole pattern.
    pub fn matches(&self, word: &[u8]) -> bool {
        if word.len() < self.min_len || (!self.has_star && word.len() != self.min_len) {
            return false;
        }
        // The classic two-pointer glob match: on a mismatch, let the last star eat one more letter.
        let (mut w, mut p) = (0usize, 0usize);
        let mut star: Option<(usize, usize)> = None;
        while w < word.len() {
            match self.toks.get(p) {
                Some(Tok::One(mask)) if mask & (1 << (word[w] - b'a')) != 0 => {
                    w += 1;
                    p += 1;
                }
                Some(Tok::Star) => {
                    star = Some((p, w));
                    p += 1;
                }
                _ => match star {
                    Some((sp, sw)) => {
                        p = sp + 1;
                        w = sw + 1;
                        star = Some((sp, sw + 1));
                    }
                    None => return false,
                },
            }
        }
        self.toks[p..].iter().all(|t| *t == Tok::Star)
    }
}

/// Parses `[...]` starting at `chars[start] == '['`; returns the letter set and the index after `]`.
fn parse_set(chars: &[char], start: usize) -> Result<(u32, usize)> {
    let mut i = start + 1;
    let negate = chars.get(i) == Some(&'^');
    if negate {
        i += 1;
    }
    let mut mask = 0u32;
    let mut prev: Option<u8> = None;
    loop {
        let Some(&c) = chars.get(i) else {
            return Err(Error::invalid(format!(
                "the pattern has '[' at position {} with no closing ']'",
                start + 1
            )));
        };
        match c {
            ']' => break,
            '-' if prev.is_some() && chars.get(i + 1).is_some_and(|c| c.is_ascii_alphabetic()) => {
                let from = prev.unwrap_or(b'a');
                let to = chars[i + 1].to_ascii_lowercase() as u8;
                if to < from {
                    return Err(Error::invalid(format!(
                        "the pattern has a backwards range {}-{} at position {}",
                        from as char,
                        to as char,
                        i + 1
                    )));
                }
                for l in from..=to {
                    mask |= 1 << (l - b'a');
                }
                prev = None;
                i += 2;
                continue;
            }
            c if c.is_ascii_alphabetic() => {
                let l = c.to_ascii_lowercase() as u8;
                mask |= 1 << (l - b'a');
                prev = Some(l);
            }
            c => {
                return Err(Error::invalid(format!(
                    "the pattern has {} at position {} inside [...]; a set holds letters a-z and ranges like a-e",
                    describe_char(c),
                    i + 1
                )))
            }
        }
        i += 1;
    }
    if negate {
        mask = !mask & ALL_LETTERS;
    }
    if mask == 0 {
        return Err(Error::invalid(format!(
            "the set at position {} matches no letter",
            start + 1
        )));
    }
    Ok((mask, i + 1))
}

/// Letters for an anagram: the letters a-z and the number of blanks (`?`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Tiles {
    /// The letters.
    pub letters: LetterCounts,
    /// The number of blanks.
    pub blanks: u32,
}

impl Tiles {
    /// Parses letters and `?` blanks; `what` names the input in messages.
    pub fn parse(input: &str, what: &str, max: usize) -> Result<Tiles> {
        let text = input.trim();
        if text.is_empty() {
            return Err(Error::invalid(format!(
                "{what} is empty; type some letters (? for a blank)"
            )));
        }
        let n = text.chars().count();
        if n > max {
            return Err(Error::too_large(format!(
                "{what} is {n} characters long; the limit is {max}"
            )));
        }
        let mut letters = LetterCounts::default();
        let mut blanks = 0;
        for (i, c) in text.chars().enumerate() {
            match c.to_ascii_lowercase() {
                '?' => blanks += 1,
                l if l.is_ascii_lowercase() => letters.add(l as u8),
                _ => {
                    return Err(Error::invalid(format!(
                        "{what} has {} at position {}; use letters a-z and ? for a blank",
                        describe_char(c),
                        i + 1
                    )))
                }
            }
        }
        Ok(Tiles { letters, blanks })
    }

    /// The number of tiles.
    pub fn len(&self) -> usize {
        self.letters.len() + self.blanks as usize
    }

    /// Whether there are no tiles.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Whether `word` can be made from some of these tiles.
    #[inline]
    pub fn can_make(&self, word: &LetterCounts) -> bool {
        word.len() <= self.len()
            && (word.mask() & !self.letters.mask()).count_ones() <= self.blanks
            && word.shortfall(&self.letters) <= self.blanks
    }
}

/// Checks a `--limit` value.
pub fn check_limit(limit: Option<usize>) -> Result<usize> {
    match limit {
        None => Ok(DEFAULT_LIMIT),
        Some(n) if n <= MAX_LIMIT => Ok(n),
        Some(n) => Err(Error::invalid(format!(
            "limit {n} is too large; the largest is {MAX_LIMIT}"
        ))),
    }
}

/// Runs a word-finder query.
pub fn find_words(dict: &Dictionary, q: &WordsQuery, budget: &mut Budget) -> Result<WordsAnswer> {
    let limit = check_limit(q.limit)?;
    let pattern = q.pattern.as_deref().map(Pattern::parse).transpose()?;
    if q.anagram.is_some() && q.subanagram.is_some() {
        return Err(Error::invalid(
            "give either an anagram or a sub-anagram, not both",
        ));
    }
    let exact = q
        .anagram
        .as_deref()
        .map(|a| Tiles::parse(a, "the anagram", MAX_ANAGRAM_LETTERS))
        .transpose()?;
    let sub = q
        .subanagram
        .as_deref()
        .map(|a| Tiles::parse(a, "the sub-anagram", MAX_ANAGRAM_LETTERS))
        .transpose()?;
    if pattern.is_none() && exact.is_none() && sub.is_none() {
        return Err(Error::invalid(
            "give a pattern (like ?a?e), an anagram, or a sub-anagram",
        ));
    }
    let mut min_len = q.min_len.unwrap_or(1).max(1);
    let mut max_len = q.max_len.unwrap_or(usize::MAX);
    if min_len > max_len {
        return Err(Error::invalid(format!(
            "the minimum length {min_len} is above the maximum length {max_len}"
        )));
    }
    if let Some(p) = &pattern {
        min_len = min_len.max(p.min_len);
        if let Some(l) = p.fixed_len() {
            max_len = max_len.min(l);
        }
    }
    if let Some(t) = &exact {
        min_len = min_len.max(t.len());
        max_len = max_len.min(t.len());
    }
    if let Some(t) = &sub {
        max_len = max_len.min(t.len());
    }
    max_len = max_len.min(dict.max_len());

    // The letter counts are reached once here rather than once a word, and built only when
    // letters are asked for.
    let letters = exact
        .as_ref()
        .or(sub.as_ref())
        .map(|t| (t, dict.all_counts()));
    let keep = |id: WordId| -> bool {
        let w = dict.bytes(id);
        if w.len() < min_len || w.len() > max_len {
            return false;
        }
        if let Some((t, counts)) = letters {
            if !t.can_make(&counts[id as usize]) {
                return false;
            }
        }
        pattern.as_ref().is_none_or(|p| p.matches(w))
    };

    let mut found: Vec<WordId> = Vec::new();
    let mut complete = true;
    match &exact {
        // Exact anagram without blanks: one lookup in the signature index.
        Some(t) if t.blanks == 0 => found.extend(
            dict.anagrams(&t.letters)
                .iter()
                .copied()
                .filter(|&id| keep(id)),
        ),
        _ => {
            for len in min_len..=max_len {
                let ids = dict.ids_with_len(len);
                if !budget.spend(ids.len() as u64) {
                    complete = false;
                    break;
                }
                found.extend(ids.iter().copied().filter(|&id| keep(id)));
            }
        }
    }
    crate::sort::sort_by(&mut found, |&a, &b| {
        dict.rank(a).cmp(&dict.rank(b)).then(a.cmp(&b))
    });
    let count = found.len();
    let words = found
        .iter()
        .take(limit)
        .map(|&id| WordEntry {
            word: dict.word(id).to_string(),
            level: dict.level(id),
        })
        .collect();
    Ok(WordsAnswer {
        words,
        count,
        truncated: count > limit,
        complete,
    })
}

/// Which tier a looked-up word is in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Tier {
    /// SCOWL levels <= 70, loaded at start.
    Default,
    /// SCOWL levels 71..=95, loaded on request.
    Extended,
}

/// The answer to a lookup.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LookupAnswer {
    /// The word, lowercase.
    pub word: String,
    /// Whether the dictionary looked in has it.
    pub found: bool,
    /// Its SCOWL level (None when not found or from a user's list).
    pub level: Option<u8>,
    /// Its tier (None when not found or from a user's list).
    pub tier: Option<Tier>,
    /// One sentence for a person.
    pub message: String,
}

/// Looks up one word in `dict` (the whole dictionary the caller has: built-in tiers or a word
/// list). `current_level` is the level the user is working at, to say whether the word is in use.
/// `extended_loaded` says whether the extended tier was searched.
pub fn lookup(
    dict: &Dictionary,
    word: &str,
    current_level: Option<u8>,
    extended_loaded: bool,
) -> Result<LookupAnswer> {
    let word = parse_word(word, "the word", MAX_ANAGRAM_LETTERS)?;
    let id = dict.find(&word);
    let level = id.and_then(|id| dict.level(id));
    let tier = level.map(|l| {
        if l <= DEFAULT_TIER_MAX {
            Tier::Default
        } else {
            Tier::Extended
        }
    });
    let message = match (id, level) {
        (Some(_), None) => format!("\u{201c}{word}\u{201d} is in your word list."),
        (Some(_), Some(l)) => {
            let tier_name = if l <= DEFAULT_TIER_MAX { "the default dictionary" } else { "the extended tier" };
            match current_level {
                Some(c) if l > c => format!(
                    "\u{201c}{word}\u{201d} is in {tier_name} at level {l}, above the current level {c}; \
                     choose level {l} or higher to use it."
                ),
                _ => format!("\u{201c}{word}\u{201d} is in {tier_name} at level {l}."),
            }
        }
        (None, _) if matches!(dict.source(), crate::dict::Source::WordList { .. }) => {
            format!("\u{201c}{word}\u{201d} is not in your word list.")
        }
        (None, _) if !extended_loaded => format!(
            "\u{201c}{word}\u{201d} is not in the default dictionary; load the extended tier to check rare words."
        ),
        (None, _) => format!("\u{201c}{word}\u{201d} is in neither the default dictionary nor the extended tier."),
    };
    Ok(LookupAnswer {
        word,
        found: id.is_some(),
        level,
        tier,
        message,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dict() -> Dictionary {
        Dictionary::from_pairs(
            &[
                ("bake", 10),
                ("cake", 10),
                ("care", 20),
                ("lake", 35),
                ("listen", 10),
                ("silent", 20),
                ("enlist", 35),
                ("tinsel", 50),
                ("inlets", 60),
                ("cat", 10),
                ("at", 10),
                ("a", 10),
                ("zymurgy", 95),
            ],
            95,
        )
    }

    fn words(q: WordsQuery) -> Vec<String> {
        find_words(&dict(), &q, &mut Budget::default())
            .unwrap()
            .words
            .into_iter()
            .map(|w| w.word)
            .collect()
    }

    fn pat(p: &str) -> WordsQuery {
        WordsQuery {
            pattern: Some(p.into()),
            ..Default::default()
        }
    }

    #[test]
    fn pattern_matching() {
        assert_eq!(words(pat("?a?e")), ["bake", "cake", "care", "lake"]);
        assert_eq!(words(pat("c*")), ["cake", "cat", "care"]);
        assert_eq!(words(pat("*a*")), words(pat("*A*")));
        assert_eq!(words(pat("[bc]ake")), ["bake", "cake"]);
        assert_eq!(words(pat("[^bc]ake")), ["lake"]);
        assert_eq!(words(pat("[a-c]a?e")), ["bake", "cake", "care"]);
        assert_eq!(words(pat("a*")), ["a", "at"]);
        assert_eq!(words(pat("*t")), ["at", "cat", "silent", "enlist"]);
    }

    #[test]
    fn star_matches_empty_run() {
        let p = Pattern::parse("c*a*t").unwrap();
        assert!(p.matches(b"cat"));
        assert!(p.matches(b"coast"));
        assert!(!p.matches(b"cats"));
    }

    #[test]
    fn anagrams() {
        let q = WordsQuery {
            anagram: Some("LISTEN".into()),
            ..Default::default()
        };
        assert_eq!(words(q), ["listen", "silent", "enlist", "tinsel", "inlets"]);
        let q = WordsQuery {
            anagram: Some("?ake".into()),
            ..Default::default()
        };
        assert_eq!(words(q), ["bake", "cake", "lake"]);
        let q = WordsQuery {
            subanagram: Some("tac".into()),
            ..Default::default()
        };
        assert_eq!(words(q), ["a", "at", "cat"]);
        let q = WordsQuery {
            anagram: Some("listen".into()),
            pattern: Some("s*".into()),
            ..Default::default()
        };
        assert_eq!(words(q), ["silent"]);
    }

    #[test]
    fn limits_and_counts() {
        let a = find_words(
            &dict(),
            &WordsQuery {
                pattern: Some("*".into()),
                limit: Some(2),
                ..Default::default()
            },
            &mut Budget::default(),
        )
        .unwrap();
        assert_eq!(a.count, 13);
        assert!(a.truncated);
        assert_eq!(a.words.len(), 2);
        let a = find_words(
            &dict(),
            &WordsQuery {
                pattern: Some("*".into()),
                ..Default::default()
            },
            &mut Budget::new(3),
        )
        .unwrap();
        assert!(!a.complete);
    }

    #[test]
    fn bad_patterns_name_the_problem() {
        let cases = [
            ("", "empty"),
            ("ab[cd", "position 3 with no closing"),
            ("a]", "']' at position 2"),
            ("ca\u{e9}", "position 3"),
            ("a b", "a space at position 2"),
            ("[z-a]", "backwards"),
            ("[^a-z]", "matches no letter"),
            ("[a1]", "position 3 inside"),
        ];
        for (p, want) in cases {
            let e = Pattern::parse(p).unwrap_err();
            assert!(e.message.contains(want), "{p:?}: {}", e.message);
        }
        let long = "?".repeat(10_000);
        assert!(Pattern::parse(&long)
            .unwrap_err()
            .message
            .contains("10000 characters"));
    }

    #[test]
    fn lookup_tiers() {
        let d = dict();
        let a = lookup(&d, "Zymurgy", Some(70), true).unwrap();
        assert_eq!(
            (a.found, a.level, a.tier),
            (true, Some(95), Some(Tier::Extended))
        );
        assert!(a.message.contains("above the current level 70"));
        let a = lookup(&d, "cake", Some(70), true).unwrap();
        assert_eq!(a.tier, Some(Tier::Default));
        let a = lookup(&d, "qwxz", Some(70), true).unwrap();
        assert!(!a.found && a.message.contains("neither"));
    }
}
