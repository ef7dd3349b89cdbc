//! Phrase anagrams (`words --phrase-anagram`): every phrase of dictionary words that uses
//! exactly the letters of the phrase given (the phrase itself left out), ranked by how likely
//! the phrase is ([`crate::rank::Scorer`]: word, pair and set-phrase costs), each multiset of
//! words once, in its most likely order. The search is in `search`.

mod search;

use serde::Serialize;

pub use search::{
    Found, Model, PhraseLetters, Search, Spec, DEFAULT_MAX_WORDS, MAX_NODES, MAX_PHRASE_LETTERS,
    MAX_WORDS,
};

use super::{
    ANAGRAM, ANAGRAM_GROUPS, DERANGED, EXCLUDE, INCLUDE, MIN_SIZE, MIN_WORD_LEN, PATTERN,
    PHRASE_ANAGRAM, SHARE, SUBANAGRAM, WORD_COUNT,
};
use crate::budget::{Budget, Halt, Stop};
use crate::dict::Dictionary;
use crate::error::{plural, Error, Result};
use crate::letters::{parse_word, LetterCounts};
use crate::options::{Opt, Values, LIMIT, MAX_LEN, MIN_LEN};
use crate::rank::{Cost, PairsRef, Part, Scorer};

/// A phrase-anagram query.
#[derive(Debug, Clone, Default)]
pub struct PhraseQuery {
    /// The letters, or a phrase whose letters are used.
    pub phrase: String,
    /// Exactly this many words (None: 1 to [`DEFAULT_MAX_WORDS`]).
    pub words: Option<usize>,
    /// The shortest word (None: 2 letters, and the one-letter words a and i).
    pub min_word_len: Option<usize>,
    /// Words every phrase has.
    pub include: Vec<String>,
    /// Words no phrase has.
    pub exclude: Vec<String>,
    /// How many phrases to list.
    pub limit: Option<usize>,
}

/// The options of `words` that phrase anagrams do not take.
const NOT_WITH_PHRASES: [&Opt; 9] = [
    &PATTERN,
    &ANAGRAM,
    &SUBANAGRAM,
    &ANAGRAM_GROUPS,
    &MIN_SIZE,
    &DERANGED,
    &SHARE,
    &MIN_LEN,
    &MAX_LEN,
];

impl PhraseQuery {
    /// The query from checked options (`--phrase-anagram` is given).
    pub fn read(v: &Values) -> Result<PhraseQuery> {
        crate::finder::no_sort(v, "phrase anagrams")?;
        for opt in NOT_WITH_PHRASES {
            if v.has(opt) {
                let fix = if std::ptr::eq(opt, &MIN_LEN) || std::ptr::eq(opt, &MAX_LEN) {
                    "; --min-word-len sets the shortest word"
                } else if std::ptr::eq(opt, &PATTERN) {
                    "; give the letters or the phrase to --phrase-anagram alone"
                } else {
                    ""
                };
                return Err(Error::invalid(format!(
                    "--phrase-anagram takes no {}{fix}",
                    opt.flag()
                )));
            }
        }
        Ok(PhraseQuery {
            phrase: v.text(&PHRASE_ANAGRAM).unwrap_or_default(),
            words: v.size(&WORD_COUNT),
            min_word_len: v.size(&MIN_WORD_LEN),
            include: listed(v, &INCLUDE),
            exclude: listed(v, &EXCLUDE),
            limit: v.size(&LIMIT),
        })
    }
}

/// The words of `--include` or `--exclude` as the page's fields are filled in (`"old west"` is
/// two words); a value with no word at all is kept, for the check to name it (`--exclude ""`).
fn listed(v: &Values, opt: &Opt) -> Vec<String> {
    let raw = v.texts(opt);
    if raw.iter().any(|s| s.trim().is_empty()) {
        raw
    } else {
        v.words(opt)
    }
}

/// Refuses the options of phrase anagrams when `--phrase-anagram` is not given.
pub(super) fn needs_phrase(v: &Values) -> Result<()> {
    for opt in [&WORD_COUNT, &MIN_WORD_LEN, &INCLUDE, &EXCLUDE] {
        if v.has(opt) {
            return Err(Error::invalid(format!(
                "{} is for phrase anagrams; give --phrase-anagram too",
                opt.flag()
            )));
        }
    }
    Ok(())
}

/// One phrase of an answer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Phrase {
    /// Its words in their most likely order.
    pub words: Vec<String>,
    /// The words with spaces between them.
    pub text: String,
    /// How unlikely the phrase is (-log10 of its probability; lower is better).
    pub cost: Cost,
    /// The parts of the cost.
    pub why: Vec<Part>,
}

/// The answer to a [`PhraseQuery`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PhraseAnswer {
    /// The phrases, most likely first; at most `limit` of them.
    pub phrases: Vec<Phrase>,
    /// How many phrases there are in all (a lower bound when not `complete`).
    pub count: usize,
    /// Whether `phrases` was cut to the limit.
    pub truncated: bool,
    /// False when the step budget ran out (or the search reached its node limit) before every
    /// phrase was found or counted.
    pub complete: bool,
    /// What stopped the search when it is not complete.
    pub stopped_by: Option<Halt>,
    /// Why there is no phrase, when the cause is clear.
    pub reason: Option<String>,
}

impl PhraseAnswer {
    fn none(reason: String) -> PhraseAnswer {
        PhraseAnswer {
            phrases: Vec::new(),
            count: 0,
            truncated: false,
            complete: true,
            stopped_by: None,
            reason: Some(reason),
        }
    }
}

/// Phrase anagrams, ranked with the word-pair data `pairs` when there is some.
pub fn phrase_anagrams(
    dict: &Dictionary,
    pairs: Option<PairsRef>,
    q: &PhraseQuery,
    budget: &mut Budget,
) -> Result<PhraseAnswer> {
    phrase_anagrams_streamed(dict, pairs, q, budget, &mut |_| {})
}

/// [`phrase_anagrams`], handing `first` the first page as soon as it is found, when the
/// phrases past it are still to be counted (its `count` is then the page's length, and it is
/// not `complete`).
pub fn phrase_anagrams_streamed(
    dict: &Dictionary,
    pairs: Option<PairsRef>,
    q: &PhraseQuery,
    budget: &mut Budget,
    first: &mut dyn FnMut(&PhraseAnswer),
) -> Result<PhraseAnswer> {
    let scorer = Scorer::new(dict, pairs);
    let limit = LIMIT.or_default(q.limit);
    let input = PhraseLetters::parse(&q.phrase)?;
    let words = match q.words {
        Some(n) => (n, n),
        None => (1, DEFAULT_MAX_WORDS),
    };
    let include = read_words(&q.include, "the word to include")?;
    let exclude = read_words(&q.exclude, "the word to exclude")?;
    if let Some(w) = include.iter().find(|w| exclude.contains(w)) {
        return Err(Error::invalid(format!(
            "\u{201c}{w}\u{201d} is both included and excluded; give it to one of --include and --exclude"
        )));
    }
    if include.len() > words.1 {
        return Err(Error::invalid(format!(
            "{} words are included but a phrase has at most {} (--words); include fewer or raise --words",
            include.len(),
            words.1
        )));
    }
    let mut letters = input.letters;
    for w in &include {
        let need = LetterCounts::of(w.as_bytes());
        if !need.fits_in(&letters) {
            return Ok(PhraseAnswer::none(format!(
                "the letters left have no room for \u{201c}{w}\u{201d}"
            )));
        }
        letters = letters.minus(&need);
    }
    let spec = Spec {
        letters,
        include: &include,
        exclude: &exclude,
        words,
        min_word_len: q.min_word_len,
        given: &input.words,
    };
    let Some(search) = Search::new(dict, &scorer, &spec, budget) else {
        return Ok(PhraseAnswer {
            phrases: Vec::new(),
            count: 0,
            truncated: false,
            complete: false,
            stopped_by: Some(Halt::Budget),
            reason: None,
        });
    };
    let mut found: Vec<Found> = Vec::new();
    let stop = search.best_first(budget, |f| {
        found.push(f);
        found.len() < limit
    });
    let mut phrases = Vec::with_capacity(found.len());
    for f in found {
        let ws: Vec<&str> = f.words.iter().map(String::as_str).collect();
        let scored = scorer.phrase(&ws);
        phrases.push(Phrase {
            text: ws.join(" "),
            cost: scored.cost,
            why: scored.why,
            words: f.words,
        });
    }
    let mut stopped_by = stop.halt();
    let (count, complete) = match stop {
        Stop::Exhausted => (phrases.len(), true),
        Stop::Budget | Stop::Memory => (phrases.len(), false),
        // The phrases past the limit are counted, not ranked; the first page goes out first.
        Stop::Enough => {
            let mut page = PhraseAnswer {
                phrases,
                count: 0,
                truncated: true,
                complete: false,
                stopped_by: None,
                reason: None,
            };
            page.count = page.phrases.len();
            first(&page);
            phrases = page.phrases;
            let (n, done) = search.count_all(budget);
            stopped_by = Halt::budget_unless(done);
            (n.max(phrases.len()), done)
        }
    };
    let reason = (count == 0 && complete).then(|| {
        let how_many = match q.words {
            Some(n) => plural(n, "word"),
            None => format!("1 to {DEFAULT_MAX_WORDS} words"),
        };
        let other = if input.words.len() > 1 || !include.is_empty() {
            " other than the phrase given"
        } else {
            ""
        };
        format!("no phrase of {how_many}{other} uses exactly these letters")
    });
    Ok(PhraseAnswer {
        truncated: count > phrases.len(),
        phrases,
        count,
        complete,
        stopped_by,
        reason,
    })
}

/// Words typed for `--include` or `--exclude`, checked.
fn read_words(words: &[String], what: &str) -> Result<Vec<String>> {
    let mut out = Vec::with_capacity(words.len());
    for w in words {
        out.push(parse_word(w, what, MAX_PHRASE_LETTERS)?);
    }
    Ok(out)
}

impl Model for Scorer<'_> {
    fn bound(&self, word: &str) -> u32 {
        Scorer::bound(self, word).0
    }

    fn slack(&self) -> u32 {
        self.max_bonus().0
    }

    fn cost(&self, words: &[&str]) -> u32 {
        self.phrase_cost(words).0
    }

    fn best_order<'w>(
        &self,
        words: &[&'w str],
        spend: &mut dyn FnMut(u64) -> bool,
    ) -> Option<(Vec<&'w str>, u32)> {
        // The words are looked up once; each order permutes what was looked up.
        let toks = self.tokens(words);
        let (mut order, mut order_toks) = (Vec::new(), Vec::new());
        search::cheapest_order(words, spend, &mut |perm| {
            order.clear();
            order_toks.clear();
            for &p in perm {
                order.push(words[p as usize]);
                order_toks.push(toks[p as usize]);
            }
            self.tokens_cost(&order_toks, &order).0
        })
    }
}
