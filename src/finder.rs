//! The word finder: patterns (the language of [`crate::pattern`]), anagrams and sub-anagrams
//! (`?` is a blank), length limits, anagram groups (`groups`), and one-word lookups that say
//! which tier a word is in.

mod groups;
pub mod phrase;

use serde::Serialize;

use crate::budget::Budget;
use crate::dict::abbreviations::ABBREVIATIONS;
use crate::dict::{Dictionary, Source, Spelling, Spellings, WordId, DEFAULT_TIER_MAX};
use crate::error::{plural, Error, Result};
use crate::letters::{describe_char, parse_word, LetterCounts};
use crate::options::{CommandSpec, Opt, Reach, Values, LIMIT, MAX_LEN, MIN_LEN};
use crate::rank::Commonness;

pub use crate::pattern::{Pattern, MAX_PATTERN_CHARS};
pub use groups::{anagram_groups, Group, GroupsAnswer, GroupsQuery};
pub use phrase::{phrase_anagrams, phrase_anagrams_streamed, Phrase, PhraseAnswer, PhraseQuery};
/// The most letters accepted for an anagram or sub-anagram.
pub const MAX_ANAGRAM_LETTERS: usize = 64;
/// `words [PATTERN]`.
pub const PATTERN: Opt = Opt::text("pattern", "Pattern", "PATTERN")
    .positional()
    .help("letters; ? one letter, * any run, @ a vowel, # a consonant, [abc] a set, 1-9 variables, <abc> an anagram (see the README)");
/// `--share`.
pub const SHARE: Opt = Opt::switch("share", "Let variables share a letter")
    .help("let different variables (digits) of the pattern stand for the same letter");
/// `--anagram LETTERS`.
pub const ANAGRAM: Opt =
    Opt::text("anagram", "Letters", "LETTERS").help("use exactly these letters (? is a blank)");
/// `--subanagram LETTERS`.
pub const SUBANAGRAM: Opt =
    Opt::text("subanagram", "Letters", "LETTERS").help("use any of these letters (? is a blank)");

/// `--anagram-groups`.
pub const ANAGRAM_GROUPS: Opt = Opt::switch("anagram-groups", "Anagram groups").help(
    "list groups of words that are anagrams of each other, largest first (--limit counts groups); a pattern and the lengths filter the words",
);
/// The largest `--min-size`.
pub const MAX_MIN_SIZE: u64 = 1000;
/// `--min-size N`.
pub const MIN_SIZE: Opt = Opt::number("min-size", "Fewest words in a group", 2, MAX_MIN_SIZE)
    .default(2)
    .help("with --anagram-groups: the fewest words a group has");
/// `--deranged`.
pub const DERANGED: Opt = Opt::switch("deranged", "Only pairs with no letter in the same place")
    .help("with --anagram-groups: list each pair of anagrams with no letter in the same place, longest first");

/// `--phrase-anagram PHRASE`.
pub const PHRASE_ANAGRAM: Opt = Opt::text("phrase-anagram", "Letters or phrase", "PHRASE").help(
    "list phrases of dictionary words that use exactly these letters, most likely first (spaces and punctuation are ignored)",
);
/// `--words N`.
pub const WORD_COUNT: Opt = Opt::number("words", "Words in a phrase", 1, phrase::MAX_WORDS as u64)
    .help("with --phrase-anagram: exactly this many words (without it, 1 to 3)");
/// `--min-word-len N`.
pub const MIN_WORD_LEN: Opt = Opt::number("min-word-len", "Shortest word", 1, 20).help(
    "with --phrase-anagram: the shortest word (without it, 2 letters, and the words a and i)",
);
/// `--include WORD`.
pub const INCLUDE: Opt = Opt::text("include", "Include", "WORD")
    .repeated()
    .help("with --phrase-anagram: words every phrase has (repeat it, or separate them with spaces or commas)");
/// `--exclude WORD`.
pub const EXCLUDE: Opt = Opt::text("exclude", "Exclude", "WORD")
    .repeated()
    .help("with --phrase-anagram: words no phrase has (repeat it, or separate them with spaces or commas)");

/// The orders of `--sort`.
pub const SORTS: [&str; 3] = ["frequency", "level", "alpha"];
/// `--sort frequency|level|alpha`: the order of the words listed (never which words match).
pub const SORT: Opt = Opt::choice("sort", "Order", "ORDER", &SORTS)
    .default_name("frequency")
    .help("the order of the words: frequency (most common first, by wordfreq, else the level), level (SCOWL level) or alpha (alphabetical)");

/// The order of a word list.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Sort {
    /// Most common first: word costs (frequency, else the level's prior), then alphabetical.
    #[default]
    Frequency,
    /// By SCOWL level, then alphabetical.
    Level,
    /// Alphabetical.
    Alpha,
}

/// `wordwright words`.
pub static WORDS: CommandSpec = CommandSpec {
    name: "words",
    summary:
        "words that fit a pattern and/or use given letters, groups of anagrams, or phrase anagrams",
    options: &[
        &PATTERN,
        &ANAGRAM,
        &SUBANAGRAM,
        &MIN_LEN,
        &MAX_LEN,
        &SHARE,
        &LIMIT,
        &SORT,
        &ANAGRAM_GROUPS,
        &MIN_SIZE,
        &DERANGED,
        &PHRASE_ANAGRAM,
        &WORD_COUNT,
        &MIN_WORD_LEN,
        &INCLUDE,
        &EXCLUDE,
    ],
    reach: Reach::Everywhere,
};

/// `lookup WORD`.
pub const WORD: Opt = Opt::text("word", "Word", "WORD")
    .positional()
    .required()
    .help("the word to look up");

/// `wordwright lookup`.
pub static LOOKUP: CommandSpec = CommandSpec {
    name: "lookup",
    summary: "whether a word is in the default dictionary, the extended tier (at which level, in which spellings), or neither",
    options: &[&WORD],
    reach: Reach::Everywhere,
};

/// A word-finder query.
#[derive(Debug, Clone, Default)]
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
    /// Let the pattern's variables stand for the same letter.
    pub share: bool,
    /// The order of the words listed (`--sort`).
    pub sort: Sort,
}

impl WordsQuery {
    /// The query from checked options. The options of anagram groups are refused without
    /// `--anagram-groups` (with it, [`GroupsQuery::read`] reads the options instead).
    pub fn read(v: &Values) -> Result<WordsQuery> {
        groups::needs_groups(v)?;
        phrase::needs_phrase(v)?;
        Ok(WordsQuery {
            pattern: v.text(&PATTERN),
            anagram: v.text(&ANAGRAM),
            subanagram: v.text(&SUBANAGRAM),
            min_len: v.size(&MIN_LEN),
            max_len: v.size(&MAX_LEN),
            limit: v.size(&LIMIT),
            share: v.switch(&SHARE),
            sort: match v.choice(&SORT) {
                Some("level") => Sort::Level,
                Some("alpha") => Sort::Alpha,
                _ => Sort::Frequency,
            },
        })
    }
}

/// Refuses `--sort` where the list has an order of its own (anagram groups, phrase anagrams).
pub(crate) fn no_sort(v: &Values, what: &str) -> Result<()> {
    if v.has(&SORT) {
        return Err(Error::invalid(format!(
            "--sort orders a list of words; {what} come in an order of their own"
        )));
    }
    Ok(())
}

/// One word of an answer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct WordEntry {
    /// The word, lowercase.
    pub word: String,
    /// Its SCOWL level, or None for a user's word list.
    pub level: Option<u8>,
    /// How common it is, in words for people (by its frequency, or its level's prior).
    pub commonness: Commonness,
}

impl WordEntry {
    /// Word `id` of `dict`.
    pub fn of(dict: &Dictionary, id: WordId) -> WordEntry {
        WordEntry {
            word: dict.word(id).to_string(),
            level: dict.level(id),
            commonness: Commonness::of_id(dict, id),
        }
    }
}

/// The answer to a [`WordsQuery`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct WordsAnswer {
    /// The words in the order of `--sort` (by default most common first, then alphabetical); at
    /// most `limit` of them.
    pub words: Vec<WordEntry>,
    /// How many words match in all.
    pub count: usize,
    /// Whether `words` was cut to the limit.
    pub truncated: bool,
    /// False when the step budget ran out before every word was checked.
    pub complete: bool,
    /// Why no word can match, when the cause is clear (the pattern and the length limits
    /// disagree).
    pub reason: Option<String>,
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
    /// Parses letters and `?` blanks, ignoring spaces (`l i s t e n`, as in a rack); `what` names
    /// the input in messages.
    pub fn parse(input: &str, what: &str, max: usize) -> Result<Tiles> {
        let text = input.trim();
        if text.is_empty() {
            return Err(Error::invalid(format!(
                "{what} is empty; type some letters (? for a blank)"
            )));
        }
        let n = text.chars().filter(|c| !c.is_whitespace()).count();
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
                c if c.is_whitespace() => {}
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

/// The lengths a word may have, from the length options, the pattern and the dictionary's
/// longest word; and why no word can match, when the pattern and the options disagree. Refuses
/// a minimum above the maximum.
fn length_bounds(
    pattern: Option<&Pattern>,
    min_len: Option<usize>,
    max_len: Option<usize>,
    longest: usize,
) -> Result<(usize, usize, Option<String>)> {
    let mut min_len = min_len.unwrap_or(1).max(1);
    let mut max_len = max_len.unwrap_or(usize::MAX);
    if min_len > max_len {
        return Err(Error::invalid(format!(
            "the minimum length {min_len} is above the maximum length {max_len}"
        )));
    }
    let mut reason = None;
    if let Some(p) = pattern {
        reason = p.length_conflict(
            min_len,
            max_len,
            "the shortest length",
            "the longest length",
        );
        min_len = min_len.max(p.min_len());
        if let Some(l) = p.max_len() {
            max_len = max_len.min(l);
        }
    }
    Ok((min_len, max_len.min(longest), reason))
}

/// Why no word can use the letters given, when the pattern or the length options rule out
/// their number.
fn letters_conflict(
    pattern: Option<&Pattern>,
    exact: Option<&Tiles>,
    sub: Option<&Tiles>,
    q: &WordsQuery,
) -> Option<String> {
    let (what, tiles, lo) = match (exact, sub) {
        (Some(t), _) => ("the anagram", t, t.len()),
        (_, Some(t)) => ("the sub-anagram", t, 1),
        _ => return None,
    };
    let n = tiles.len();
    let length = format!("{what}'s length");
    if let Some(r) = pattern.and_then(|p| p.length_conflict(lo, n, &length, &length)) {
        return Some(r);
    }
    match (q.min_len, q.max_len) {
        (Some(m), _) if m > n => Some(format!(
            "{what} has {} but the shortest length is {m}",
            plural(n, "letter")
        )),
        (_, Some(m)) if m < lo => Some(format!(
            "{what} has {} but the longest length is {m}",
            plural(n, "letter")
        )),
        _ => None,
    }
}

/// Runs a word-finder query.
pub fn find_words(dict: &Dictionary, q: &WordsQuery, budget: &mut Budget) -> Result<WordsAnswer> {
    let limit = LIMIT.or_default(q.limit);
    let options = crate::pattern::Options { share: q.share };
    let pattern = q
        .pattern
        .as_deref()
        .map(|p| Pattern::parse_with(p, options))
        .transpose()?;
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
            "give a pattern (like ?a?e), an anagram, a sub-anagram or a phrase to anagram (--phrase-anagram)",
        ));
    }
    let (mut min_len, mut max_len, mut reason) =
        length_bounds(pattern.as_ref(), q.min_len, q.max_len, dict.max_len())?;
    if reason.is_none() {
        reason = letters_conflict(pattern.as_ref(), exact.as_ref(), sub.as_ref(), q);
    }
    if let Some(t) = &exact {
        min_len = min_len.max(t.len());
        max_len = max_len.min(t.len());
    }
    if let Some(t) = &sub {
        max_len = max_len.min(t.len());
    }

    // The letter counts are reached once here rather than once a word, and built only when
    // letters are asked for.
    let letters = exact
        .as_ref()
        .or(sub.as_ref())
        .map(|t| (t, dict.all_counts()));
    let fits_tiles = |id: WordId| -> bool {
        let w = dict.bytes(id);
        (min_len..=max_len).contains(&w.len())
            && letters.is_none_or(|(t, counts)| t.can_make(&counts[id as usize]))
    };
    let keep =
        |id: WordId| fits_tiles(id) && pattern.as_ref().is_none_or(|p| p.matches(dict.bytes(id)));

    let mut found: Vec<WordId> = Vec::new();
    let mut complete = true;
    match (&exact, &pattern) {
        // Exact anagram without blanks: one lookup in the signature index.
        (Some(t), _) if t.blanks == 0 => found.extend(
            dict.anagrams(&t.letters)
                .iter()
                .copied()
                .filter(|&id| keep(id)),
        ),
        // A pattern: one walk along the dictionary, pruned by prefix.
        (_, Some(p)) => {
            complete = p.find(dict, min_len, max_len, budget, |id| {
                if fits_tiles(id) {
                    found.push(id);
                }
            });
        }
        _ => {
            for len in min_len..=max_len {
                let ids = dict.ids_with_len(len);
                if !budget.spend(ids.len() as u64) {
                    complete = false;
                    break;
                }
                found.extend(ids.iter().copied().filter(|&id| fits_tiles(id)));
            }
        }
    }
    // One comparison for every order (one sort instantiation: the wasm module is near its
    // size ceiling).
    let costs = (q.sort == Sort::Frequency).then(|| dict.index(&crate::rank::WORD_COSTS));
    let first = |id: WordId| -> u32 {
        match (q.sort, costs) {
            (Sort::Frequency, Some(c)) => c.get(id).0 .0,
            (Sort::Level, _) => u32::from(dict.rank(id)),
            _ => 0,
        }
    };
    // Keyed by (order, id), and only the page shown is sorted: `*` matches 425,015 words at
    // level 95, and sorting them all took most of the query.
    let count = found.len();
    let keyed = crate::sort::smallest_pairs(
        found
            .iter()
            .map(|&id| (u64::from(first(id)) << 32 | u64::from(id), id)),
        limit,
    );
    let words = keyed
        .iter()
        .map(|&(_, id)| WordEntry::of(dict, id))
        .collect();
    Ok(WordsAnswer {
        words,
        count,
        truncated: count > limit,
        complete,
        reason: if count == 0 { reason } else { None },
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
    /// Whether the dictionary looked in has it in the spelling in use.
    pub found: bool,
    /// Its SCOWL level in the spelling in use; when only other spellings have it, the smallest
    /// of its levels in those (None when no spelling has it, or from a user's list).
    pub level: Option<u8>,
    /// The tier of that level (None likewise).
    pub tier: Option<Tier>,
    /// The spellings that have the word (`us`, `gb`, `gb-ize`, `ca`, `au`; empty when none
    /// has it, or from a user's list).
    pub spellings: Spellings,
    /// One sentence for a person.
    pub message: String,
}

/// Looks up one word in `dict` (the whole dictionary the caller has, in every spelling:
/// built-in tiers or a word list). `current_level` and `spelling` are what the user is working
/// with (None with a word list), to say whether the word is in use. `extended_loaded` says
/// whether the extended tier was searched.
pub fn lookup(
    dict: &Dictionary,
    word: &str,
    current_level: Option<u8>,
    spelling: Option<Spelling>,
    extended_loaded: bool,
) -> Result<LookupAnswer> {
    // SCOWL's words spelled with an apostrophe (ma'am, o'clock, don't) are in every spelling.
    let lower = word.trim().to_ascii_lowercase();
    let apostrophe = crate::dict::contractions::level(dict, &lower);
    let with_apostrophe = lower.split_once('\'').is_some_and(|(head, tail)| {
        !head.is_empty()
            && !tail.is_empty()
            && head
                .bytes()
                .chain(tail.bytes())
                .all(|b| b.is_ascii_lowercase())
    });
    // One apostrophe between letters, as the listed words have: found when listed, else not.
    let (word, id) = if with_apostrophe {
        (lower, None)
    } else {
        let word = parse_word(word, "the word", MAX_ANAGRAM_LETTERS)?;
        let id = dict.find(&word);
        (word, id)
    };
    let list = matches!(dict.source(), Source::WordList { .. });
    let spellings = match apostrophe {
        Some(_) => Spellings(crate::dict::blob::ALL_SPELLINGS),
        None => id.map(|i| dict.spellings(i)).unwrap_or_default(),
    };
    let chosen = spelling.unwrap_or(Spelling::Any);
    let known = id.is_some() || apostrophe.is_some();
    let found = known && (list || spellings.contains(chosen));
    let level = apostrophe
        .or_else(|| id.and_then(|i| dict.level_in(i, if found { chosen } else { Spelling::Any })));
    let tier = level.map(|l| {
        if l <= DEFAULT_TIER_MAX {
            Tier::Default
        } else {
            Tier::Extended
        }
    });
    let tier_name = |l: u8| {
        if l <= DEFAULT_TIER_MAX {
            "the default dictionary"
        } else {
            "the extended tier"
        }
    };
    let message = match (known.then_some(()), level) {
        (Some(_), None) if list => format!("\u{201c}{word}\u{201d} is in your word list."),
        (Some(_), Some(l)) if found => match current_level {
            Some(c) if l > c => format!(
                "\u{201c}{word}\u{201d} is in {} at level {l}, above the current level {c}; \
                 choose level {l} or higher to use it.",
                tier_name(l)
            ),
            _ => format!("\u{201c}{word}\u{201d} is in {} at level {l}.", tier_name(l)),
        },
        (Some(_), Some(l)) => {
            let first = spellings.iter().next().unwrap_or_default();
            format!(
                "\u{201c}{word}\u{201d} is in {} at level {l} in {} spelling; choose {} \
                 (--spelling {}) to use it.",
                tier_name(l),
                spellings.describe(),
                if spellings.iter().count() > 1 {
                    "one of those spellings"
                } else {
                    "that spelling"
                },
                first.name()
            )
        }
        _ if list => format!("\u{201c}{word}\u{201d} is not in your word list."),
        _ if !extended_loaded => format!(
            "\u{201c}{word}\u{201d} is not in the default dictionary; load the extended tier to check rare words."
        ),
        _ => format!("\u{201c}{word}\u{201d} is in neither the default dictionary nor the extended tier."),
    };
    // Not a word, but one of SCOWL's abbreviations (etc, adj): say where it is read.
    let abbreviation = (!known)
        .then(|| dict.index(&ABBREVIATIONS).find(&word))
        .flatten();
    let message = match abbreviation {
        Some(a) => format!(
            "{message} SCOWL lists \u{201c}{word}.\u{201d} as an abbreviation (level {}): a \
             cryptogram reads it before a full stop.",
            a.level
        ),
        None => message,
    };
    Ok(LookupAnswer {
        word,
        found,
        level,
        tier,
        spellings,
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

    /// The words found, by level (the test dictionary has levels but no frequencies).
    fn words(q: WordsQuery) -> Vec<String> {
        let q = WordsQuery {
            sort: Sort::Level,
            ..q
        };
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
            ("a b)", "')' at position 4 with no '('"),
            ("[z-a]", "backwards"),
            ("[^a-z]", "matches no letter"),
            ("[a1]", "position 3 inside"),
            ("a0", "'0' at position 2"),
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
        // Spaces are ignored since the pattern language grew (crossword grids typed as seen).
        assert_eq!(words(pat("c a t")), ["cat"]);
    }

    #[test]
    fn letters_the_pattern_or_lengths_rule_out_say_why() {
        let reason = |q: WordsQuery| {
            let a = find_words(&dict(), &q, &mut Budget::default()).unwrap();
            assert_eq!(a.count, 0);
            a.reason.unwrap_or_default()
        };
        let listen = |q: WordsQuery| WordsQuery {
            anagram: Some("listen".into()),
            ..q
        };
        assert_eq!(
            reason(listen(pat("???????"))),
            "the pattern needs at least 7 letters but the anagram's length is 6"
        );
        assert_eq!(
            reason(listen(pat("?????"))),
            "the pattern has at most 5 letters but the anagram's length is 6"
        );
        assert_eq!(
            reason(listen(WordsQuery {
                min_len: Some(7),
                ..Default::default()
            })),
            "the anagram has 6 letters but the shortest length is 7"
        );
        assert_eq!(
            reason(listen(WordsQuery {
                max_len: Some(5),
                ..Default::default()
            })),
            "the anagram has 6 letters but the longest length is 5"
        );
        assert_eq!(
            reason(WordsQuery {
                subanagram: Some("ca?".into()),
                ..pat("????*")
            }),
            "the pattern needs at least 4 letters but the sub-anagram's length is 3"
        );
        // The pattern and the options disagree first: that is the reason given.
        assert_eq!(
            reason(WordsQuery {
                max_len: Some(3),
                ..listen(pat("????*"))
            }),
            "the pattern needs at least 4 letters but the longest length is 3"
        );
    }

    #[test]
    fn lookup_tiers() {
        let d = dict();
        let us = Some(Spelling::Us);
        let a = lookup(&d, "Zymurgy", Some(70), us, true).unwrap();
        assert_eq!(
            (a.found, a.level, a.tier),
            (true, Some(95), Some(Tier::Extended))
        );
        assert!(a.message.contains("above the current level 70"));
        let a = lookup(&d, "cake", Some(70), us, true).unwrap();
        assert_eq!(a.tier, Some(Tier::Default));
        let a = lookup(&d, "qwxz", Some(70), us, true).unwrap();
        assert!(!a.found && a.message.contains("neither"));
        assert!(a.spellings.is_empty());
        // SCOWL's words spelled with an apostrophe, in every spelling; others like them are
        // simply not found, and other apostrophes are still refused.
        let a = lookup(&d, "Ma'am", Some(70), us, true).unwrap();
        assert_eq!(
            (a.word.as_str(), a.found, a.level),
            ("ma'am", true, Some(35))
        );
        assert_eq!(a.spellings.iter().count(), 5);
        let a = lookup(&d, "g'day", Some(70), us, true).unwrap();
        assert!(a.found && a.message.contains("above the current level 70"));
        let a = lookup(&d, "ma'xm", Some(70), us, true).unwrap();
        assert!(!a.found && a.message.contains("neither"));
        assert!(lookup(&d, "'tis", Some(70), us, true).is_err());
        let list = Dictionary::from_words(&["cat"]);
        let a = lookup(&list, "ma'am", None, None, true).unwrap();
        assert!(!a.found && a.message.contains("not in your word list"));
        // SCOWL's abbreviations are not words, but the message says where they are read.
        let a = lookup(&d, "Etc", Some(70), us, true).unwrap();
        assert!(!a.found && a.level.is_none(), "{a:?}");
        assert!(a
            .message
            .contains("\u{201c}etc.\u{201d} as an abbreviation (level 40)"));
        let a = lookup(&list, "etc", None, None, true).unwrap();
        assert!(!a.found && !a.message.contains("abbreviation"));
    }
}
