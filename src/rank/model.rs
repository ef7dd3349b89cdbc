//! The model behind [`super::Cost`]s: word costs per dictionary, the word-pair data, and the
//! scorer that combines them.

use std::borrow::Cow;

use crate::dict::abbreviations::ABBREVIATIONS;
use crate::dict::index::{IndexKey, Slot};
use crate::dict::ranking::phrase_hash;
use crate::dict::Zipf;
use crate::dict::{Dictionary, RankingData, VocabId, WordId};

use super::{Cost, Part, PartKind, Scored};

/// log10 of the backoff factor: an unknown pair costs the word's own cost plus 0.398
/// ("stupid backoff", factor 0.4, as Brants et al. 2007 found to work with large data).
pub const BACKOFF: Cost = Cost(398);
/// The cost of the clitic of a contraction (`'s`, `'re`, `n't`, ...), on top of its stem: the
/// pair data holds words of letters only, and about one word in ten carries a clitic.
pub const CLITIC: Cost = Cost(1000);
/// The extra cost of a clitic on a stem English does not contract that way (`and'm`, `then't`:
/// `n't` goes with auxiliary verbs, `'m` with I, `'re` `'ve` `'ll` `'d` with pronouns and a few
/// others; `'s` goes with anything).
const ODD_CLITIC: Cost = Cost(4000);

/// The extra cost of a word the pairs do not know after a word it does not agree with: an
/// article that does not fit its first letter (a apple, an pear) or a word that takes a singular
/// before a plural (a chairs, each troops). English grammar, not any puzzle's; where the pair
/// data knows a pair it knows the exceptions (a species), and the rules leave out the sounds a
/// letter does not tell (a unit, an umbrella; an hour, a house).
const DISAGREE: Cost = Cost(2000);

/// What a word of one letter (but a, I and O) costs more in a phrase: wordfreq and the pair data
/// count such letters mostly as initials and units, far more often than they are words of a
/// sentence or an answer.
const LETTER_ALONE: Cost = Cost(2000);

/// Whether `word` after the article `before` (anything else: never) goes against the article:
/// `a` before a vowel (but `u`, and `eu`, `ew`, `one` as in a euro, a ewe, a one), `an` before a
/// consonant (but `h`).
fn against_article(before: &str, word: &str) -> bool {
    let vowel = |c: u8| matches!(c, b'a' | b'e' | b'i' | b'o' | b'u');
    match (before, word.as_bytes().first()) {
        ("a", Some(&c)) => {
            vowel(c) && c != b'u' && !["eu", "ew", "one"].iter().any(|p| word.starts_with(p))
        }
        ("an", Some(&c)) => c.is_ascii_lowercase() && !vowel(c) && c != b'h',
        _ => false,
    }
}

/// Whether `word` after `before` is a plural after a word that takes a singular: `a`, `an`,
/// `each`, `every`, `another` before a word in -s (not -ss) whose stem is a word (a chairs).
fn plural_after_singular(dict: &Dictionary, before: &str, word: &str) -> bool {
    matches!(before, "a" | "an" | "each" | "every" | "another")
        && word.len() > 3
        && word.ends_with('s')
        && !word.ends_with("ss")
        && dict.contains(&word[..word.len() - 1])
}

/// English's clitics: the word each stands for, which the word after a contraction follows
/// (`you're been` is costed as `you are been`, `they've gone` as `they have gone`; none for `'d`,
/// had or would, nor for `'s`, is, has or a possessive, which is not listed), and the stems each
/// goes with (`'s` and unknown ones go with any word). Lists of English grammar, not of any
/// puzzle: the auxiliaries that take `n't` (with `ca` and `wo` for can't and won't, as the stem
/// rule splits them) and the pronouns and question words that take the others.
const CLITICS: [(&str, Option<&str>, &[&str]); 6] = [
    (
        "n't",
        Some("not"),
        &[
            "ai", "are", "ca", "could", "dare", "did", "does", "do", "had", "has", "have", "is",
            "might", "must", "need", "sha", "should", "was", "were", "wo", "would",
        ],
    ),
    ("'m", Some("am"), &["i"]),
    (
        "'re",
        Some("are"),
        &[
            "here", "they", "there", "we", "what", "where", "who", "why", "you", "how",
        ],
    ),
    (
        "'ve",
        Some("have"),
        &[
            "could", "i", "might", "must", "should", "they", "we", "what", "who", "would", "you",
        ],
    ),
    (
        "'ll",
        Some("will"),
        &[
            "he", "i", "it", "she", "that", "there", "they", "this", "we", "what", "who", "you",
        ],
    ),
    (
        "'d",
        None,
        &[
            "he", "how", "i", "it", "she", "that", "there", "they", "we", "what", "where", "who",
            "why", "you",
        ],
    ),
];

/// The cost of `clitic` on `stem`: an apostrophe before anything but English's clitics (`the'n`
/// is a joined word broken by the pattern, not a contraction) is as odd as a clitic on the wrong
/// stem.
fn clitic_cost(stem: &str, clitic: &str) -> Cost {
    match CLITICS.iter().find(|(c, ..)| *c == clitic) {
        Some((_, _, stems)) if !stems.contains(&stem) => CLITIC.plus(ODD_CLITIC),
        None if clitic != "'s" => CLITIC.plus(ODD_CLITIC),
        _ => CLITIC,
    }
}
/// The word an old text's contraction stands for, if `dict` has it: `X'st`, a verb's second
/// person, its verb: `X` itself (`know'st`), `X` and an `e` (`dar'st`: dare), or `X` without its
/// doubled last letter (`runn'st`: run), two letters or more before the apostrophe (`be'st`);
/// `X'er` and `X'en`, the word with its v or k left out (`o'er` over, `ne'er` never, `e'en`
/// even, `ta'en` taken); `X'dst`, a past tense's second person, its past tense (`call'dst`:
/// called, `lov'dst`: loved); and a past tense with the e before its last consonant left out
/// (`ent'red`: entered, `fast'ned`: fastened, `trav'led`: traveled); and, with four letters or
/// more after the apostrophe, a word with one letter left out there: a vowel after two letters
/// or more (`wand'ring`: wandering, `murd'rous`: murderous, `med'cine`: medicine, `reck'ning`:
/// reckoning, `vent'rous`: venturous) or the v before `er` (`o'erlook`: overlook). The
/// contractions of today (`'s`, `n't`, ...), `X'd` and `thou'dst` (thou then would) are not these.
pub fn old_contraction(dict: &Dictionary, head: &str, tail: &str) -> Option<String> {
    let syncope = |t: &str| {
        t.len() == 3
            && t.ends_with("ed")
            && t.as_bytes()[0].is_ascii_lowercase()
            && !b"aeiouy".contains(&t.as_bytes()[0])
    };
    let candidates: Vec<String> = match tail {
        "dst" if head.len() >= 2 => vec![format!("{head}ed")],
        _ if head.len() >= 2 && syncope(tail) => vec![format!("{head}e{tail}")],
        "st" if head.len() >= 2 => {
            let b = head.as_bytes();
            let doubled = b.len() > 2 && b[b.len() - 1] == b[b.len() - 2];
            let mut c = vec![head.to_string(), format!("{head}e")];
            if doubled {
                c.push(head[..head.len() - 1].to_string());
            }
            c
        }
        "er" => vec![format!("{head}ver")],
        "en" => vec![format!("{head}ken"), format!("{head}ven")],
        _ if tail.len() >= LONG_ELISION => {
            let mut c: Vec<String> = Vec::new();
            if tail.starts_with("er") {
                c.push(format!("{head}v{tail}"));
            }
            if head.len() >= 2 {
                c.extend(ELIDED_VOWELS.iter().map(|v| format!("{head}{v}{tail}")));
            }
            c
        }
        _ => Vec::new(),
    };
    candidates.into_iter().find(|w| dict.contains(w))
}

/// The fewest letters after the apostrophe of a word with a letter left out anywhere
/// (`wand'ring`); shorter endings are read only as the forms [`old_contraction`] lists.
pub const LONG_ELISION: usize = 4;
/// The vowels a word may leave out before a longer ending (`murd'rous`, `med'cine`,
/// `reck'ning`, `vent'rous`; a left-out a is not an old spelling's habit).
pub const ELIDED_VOWELS: [char; 4] = ['e', 'i', 'o', 'u'];

/// The extra cost of an old text's `'st` or `'t` over the word it is read as (`know'st`: know,
/// `is't`: is, then it): the median gap between the two in wordfreq, over the 23 such forms it
/// counts whose word is a dictionary word (know'st 1.45 against know 6.10 in Zipf, is't 1.83
/// against is 7.07). `'er` and `'en`, a letter left out (o'er, ta'en), cost [`ELIDED`] as kill'd
/// does (wordfreq counts four: where'er, whate'er, whene'er, howe'er, a median gap of 3.7).
pub const OLD_CONTRACTION: Cost = Cost(4800);
/// The extra cost of an elided past tense (`kill'd`, `lov'd`) over the word it stands for
/// (`killed`, `loved`): the median gap between the two in wordfreq, over the 41 such forms it
/// counts whose `-ed` word is a dictionary word (kill'd 1.29 against killed 4.62 in Zipf).
pub const ELIDED: Cost = Cost(3300);
/// The extra cost of an abbreviation (`mr`, `etc`, read before a full stop) over its own
/// frequency: wordfreq counts `Mr.` as mr, so the frequency is the abbreviation's own, but a
/// word before a full stop is far more often a sentence's last word than an abbreviation, and
/// the short abbreviations (st, co, ft) fit a sentence's last word's shape where a word does.
pub const ABBREVIATION: Cost = Cost(1000);
/// Old words of the second person and old forms of auxiliaries (the King James Bible's and
/// Shakespeare's) that the pair data, drawn from modern text, hardly knows in context, each with
/// the modern word that stands in for it there: in a cryptogram's sentence, `thou` after `what`
/// costs `you` after `what` plus how much rarer `thou` is than `you` on its own, and the word
/// after `thou` is costed as after `you`.
const STAND_INS: [(&str, &str); 12] = [
    ("canst", "can"),
    ("didst", "did"),
    ("dost", "do"),
    ("doth", "does"),
    ("hast", "have"),
    ("hath", "has"),
    ("shalt", "shall"),
    ("thee", "you"),
    ("thine", "your"),
    ("thou", "you"),
    ("thy", "your"),
    ("ye", "you"),
];
/// The cost of ending a phrase when the pair data has no pair for its last word: log10 of the
/// end of sentence's own probability in the pair data's model (about one token in 13).
const END: Cost = Cost(1126);
/// How much lower than the rarest known frequency the prior puts a word the frequency data lacks,
/// at most (for a level where almost no word is known): see [`WordCosts`].
const PRIOR_SPREAD: f32 = 1.0;

/// What a word's own cost is multiplied by in its tie-break key ([`Scorer::tie`]), so that the
/// rank classes of a phrase's words (at most 8 each) add up below one unit of own cost.
pub const TIE_SCALE: u32 = 1024;
/// The rank class of a word the pair data does not know: after the tier's 8 groups (a class
/// above it is read as it).
const MAX_CLASS: u32 = 8;
// A Jumble answer's words (fewer than its pattern's characters) have classes that add up below
// one unit of own cost: own costs come first.
const _: () = assert!(crate::jumble::pattern::MAX_PATTERN_CHARS as u32 * MAX_CLASS < TIE_SCALE);

/// The bonus subtracted from the cost of a set phrase (of three or more words: two-word ones are
/// left to the pairs and triples) in a sentence or a phrase anagram; callers' bounds subtract it
/// ([`Scorer::max_bonus`]). A larger one made phrase anagrams slower (natively up to 1.7x) and
/// ranked no cryptogram better (docs/ranking.md, "The phrase bonus").
const PHRASE_BONUS: Cost = Cost(2000);

/// The set-phrase bonus of a phrase that goes on from words unknown ([`Scorer::mid_sentence`]: a
/// Jumble's final answer, which puzzle makers so often choose to be a set phrase). From the sweep
/// of docs/ranking.md: from 4.0 to 8.0 the development set's figures are the same, below 4.0
/// lower. The Jumble's bounds leave it out, so its search is no slower; its list is kept in order
/// of cost all the same (`search_reading` in src/jumble/mod.rs).
const MID_SENTENCE_BONUS: Cost = Cost(4000);

/// The word-pair data a scorer reads (the ranking tier): a vocabulary with the start and end of a
/// phrase as two of its ids, log10 P(b | a) for the pairs it knows, and a set of set phrases.
pub trait Pairs {
    /// The vocabulary id of a word, if the data has it.
    fn id_of(&self, word: &str) -> Option<u32>;
    /// The id standing for the start of a phrase (`<s>`).
    fn start(&self) -> u32;
    /// The id standing for the end of a phrase (`</s>`).
    fn end(&self) -> u32;
    /// log10 P(b | a), if the data knows the pair.
    fn pair(&self, a: u32, b: u32) -> Option<f32>;
    /// log10 P(c | a b) if the data knows the triple (Ok), else (Err) log10 of the backoff
    /// weight of `a b` that multiplies P(c | b), at most 0 (0 when it keeps no triple of `a b`).
    fn triple(&self, _a: u32, _b: u32, _c: u32) -> Result<f32, f32> {
        Err(0.0)
    }
    /// The largest log10 P(b | a) or P(b | x a) over every pair and triple that ends with b
    /// (None if none).
    fn best_into(&self, b: u32) -> Option<f32>;
    /// The largest log10 P(`</s>` | b) or P(`</s>` | x b) over every pair and triple that ends a
    /// phrase after b (None if none). By default 0 (probability 1): no bound.
    fn best_end(&self, _b: u32) -> Option<f32> {
        Some(0.0)
    }
    /// How probable word `b` is on its own, as a coarse rank class (0 for the most probable
    /// words; None for the sentence marks, or when the data has no such classes).
    fn class(&self, _b: u32) -> Option<u32> {
        None
    }
    /// Calls `each(b, log10 P(b | a))` for every pair the data keeps after `a`; false (calling
    /// nothing) when the data cannot list them, and then callers bound by [`Pairs::best_into`].
    fn each_after(&self, _a: u32, _each: &mut dyn FnMut(u32, f32)) -> bool {
        false
    }
    /// Calls `each(c, log10 P(c | a b))` for every triple the data keeps after `a b` (the phrase's
    /// end included); false when the data cannot list them, as [`Pairs::each_after`].
    fn each_triple_after(&self, _a: u32, _b: u32, _each: &mut dyn FnMut(u32, f32)) -> bool {
        false
    }
    /// Whether `words` (lowercase, in order) is a set phrase.
    fn phrase(&self, words: &[&str]) -> bool;
    /// The most words a set phrase has (no phrase longer than this is one).
    fn longest_phrase(&self) -> usize {
        usize::MAX
    }
}

/// The ranking tier's data: ids are vocabulary positions (0 `<s>`, 1 `</s>`).
impl Pairs for RankingData {
    fn id_of(&self, word: &str) -> Option<u32> {
        self.vocab_id(word.as_bytes()).map(|v| v.index() as u32)
    }
    fn start(&self) -> u32 {
        VocabId::START.index() as u32
    }
    fn end(&self) -> u32 {
        VocabId::END.index() as u32
    }
    fn pair(&self, a: u32, b: u32) -> Option<f32> {
        self.pair_at(a as usize, b as usize)
    }
    fn triple(&self, a: u32, b: u32, c: u32) -> Result<f32, f32> {
        self.triple_at(a as usize, b as usize, c as usize)
    }
    fn best_into(&self, b: u32) -> Option<f32> {
        self.best_into_at(b as usize)
    }
    fn best_end(&self, b: u32) -> Option<f32> {
        self.best_end_at(b as usize)
    }
    fn each_after(&self, a: u32, each: &mut dyn FnMut(u32, f32)) -> bool {
        self.each_pair_after(a as usize, &mut |b, lp| each(b as u32, lp));
        true
    }
    fn each_triple_after(&self, a: u32, b: u32, each: &mut dyn FnMut(u32, f32)) -> bool {
        self.each_triple_after_at(a as usize, b as usize, &mut |c, lp| each(c as u32, lp));
        true
    }

    fn longest_phrase(&self) -> usize {
        crate::dict::ranking::LONGEST_PHRASE
    }

    /// The vocabulary's groups: 128 words, then 256, 512, ... by the model's unigram probability.
    fn class(&self, b: u32) -> Option<u32> {
        self.group_at(b as usize)
    }

    fn phrase(&self, words: &[&str]) -> bool {
        words.len() > 2
            && RankingData::phrase(self, phrase_hash(words.iter().map(|w| w.as_bytes())))
    }
}

/// A borrowed [`Pairs`].
pub type PairsRef<'a> = &'a dyn Pairs;

/// Each word's own cost in one dictionary, and the prior for words without a frequency: kept by
/// the dictionary (built on first use).
///
/// A word with a frequency costs 9 - Zipf (Zipf is log10 of the word's frequency per billion
/// words). A word without one (wordfreq lists words down to about one in a billion; our rare
/// SCOWL levels go further) gets a prior from its level: below the rarest frequency the data
/// has, by `PRIOR_SPREAD` times the share of its level that the data lacks. So the prior of a
/// level the data covers well (level 10: 99.9% known) sits just below the data's floor, and that
/// of level 95 (9% known) a whole power of ten lower. A word of a user's list that the built-in
/// dictionary does not place gets level 95's prior.
#[derive(Debug, Clone)]
pub struct WordCosts {
    costs: Vec<Cost>,
    /// Whether each word's cost is a prior.
    prior: Vec<bool>,
    /// The prior of each SCOWL level (index: the level).
    level_prior: [Cost; 101],
}

/// The key of the costs a dictionary keeps.
pub const WORD_COSTS: IndexKey<WordCosts> = IndexKey::new(Slot::WordCosts, WordCosts::build);

impl WordCosts {
    fn build(dict: &Dictionary) -> WordCosts {
        // Coverage and the floor, from the dictionary's own words.
        let mut known = [0u32; 101];
        let mut all = [0u32; 101];
        let mut rarest: Option<Zipf> = None;
        for id in dict.ids() {
            let l = dict.level(id).unwrap_or(95) as usize;
            all[l] += 1;
            if let Some(z) = dict.freq(id) {
                known[l] += 1;
                rarest = Some(rarest.map_or(z, |r| r.min(z)));
            }
        }
        let floor = rarest.map_or(1.0, Zipf::mid);
        let mut level_prior = [Cost::ZERO; 101];
        for (l, p) in level_prior.iter_mut().enumerate() {
            let covered = if all[l] == 0 {
                0.0
            } else {
                known[l] as f32 / all[l] as f32
            };
            *p = zipf_cost(floor - PRIOR_SPREAD * (1.0 - covered) - 0.25);
        }
        // Levels with no words of their own (a user's list) take level 95's prior.
        let fallback = level_prior[95];
        let mut costs = Vec::with_capacity(dict.len());
        let mut prior = Vec::with_capacity(dict.len());
        // Each bin's cost, worked out once: a word's is then a lookup (in the wasm module the
        // rounding is a call, and this runs for every word before a first query's answer).
        let mut bin_cost = [None; 16];
        for id in dict.ids() {
            match dict.freq(id) {
                Some(z) => {
                    let cost =
                        bin_cost[z.code() as usize % 16].unwrap_or_else(|| zipf_cost(z.mid()));
                    bin_cost[z.code() as usize % 16] = Some(cost);
                    costs.push(cost);
                    prior.push(false);
                }
                None => {
                    let l = dict.level(id).unwrap_or(95) as usize;
                    costs.push(if all[l] == 0 {
                        fallback
                    } else {
                        level_prior[l]
                    });
                    prior.push(true);
                }
            }
        }
        WordCosts {
            costs,
            prior,
            level_prior,
        }
    }

    /// Word `id`'s cost, and whether it is a prior.
    pub fn get(&self, id: WordId) -> (Cost, bool) {
        (self.costs[id as usize], self.prior[id as usize])
    }

    /// The prior of a word at `level` (None: level 95's).
    pub fn prior_of(&self, level: Option<u8>) -> Cost {
        self.level_prior[level.unwrap_or(95).min(100) as usize]
    }
}

/// The cost of a word of Zipf value `z`.
fn zipf_cost(z: f32) -> Cost {
    Cost::of_log10(f64::from(z) - 9.0)
}

/// Costs a word outside the dictionary that the caller reads as a word all the same (a
/// cryptogram's names and archaic forms), or None.
pub type Outside<'a> = &'a dyn Fn(&str) -> Option<Cost>;

/// Scores words and phrases in one dictionary, with or without the word-pair data.
pub struct Scorer<'a> {
    dict: &'a Dictionary,
    words: &'a WordCosts,
    pairs: Option<PairsRef<'a>>,
    /// Whether a phrase starts a sentence (`<s>` before its first word), or goes on from words
    /// unknown (its first word costed by its own frequency).
    start: bool,
    /// Words outside the dictionary read as words all the same, with their costs.
    outside: Option<Outside<'a>>,
}

/// One word of a phrase as the scorer reads it: its text, which may be a contraction (`it's`,
/// `don't`), costed as its stem and a clitic.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Token<'t>(pub &'t str);

impl<'t> Token<'t> {
    /// The word without its clitic and the clitic (`n't` in don't), if it has an apostrophe.
    fn parts(self) -> Option<(&'t str, &'t str)> {
        let w = self.0;
        let i = w.find('\'')?;
        Some(if w[i..].starts_with("'t") && w[..i].ends_with('n') {
            (&w[..i - 1], "n't")
        } else {
            (&w[..i], &w[i..])
        })
    }

    /// The word without its clitic and the clitic's cost (zero without one): `it's` → `it`,
    /// `don't` → `do`, `can't` → `can`, `won't` → `will`.
    fn split(self) -> (&'t str, Cost) {
        match self.parts() {
            None => (self.0, Cost::ZERO),
            Some((stem, clitic)) => {
                // can't, won't, shan't: the verb's own word (the split leaves no word).
                let full = match (stem, clitic) {
                    ("ca", "n't") => "can",
                    ("wo", "n't") => "will",
                    ("sha", "n't") => "shall",
                    _ => stem,
                };
                (full, clitic_cost(stem, clitic))
            }
        }
    }

    /// The word its clitic stands for ([`CLITICS`]), if it is a contraction of one.
    fn clitic_word(self) -> Option<&'static str> {
        let (_, clitic) = self.parts()?;
        CLITICS.iter().find(|(c, ..)| *c == clitic)?.1
    }

    /// The word it is costed as: `it's` → `it`, `don't` → `do`, `can't` → `can`.
    pub fn word(self) -> &'t str {
        self.split().0
    }

    /// The word without its clitic, and whether it had one.
    #[cfg(test)]
    fn stem(self) -> (&'t str, bool) {
        let (stem, c) = self.split();
        (stem, c != Cost::ZERO)
    }
}

impl<'a> Scorer<'a> {
    /// A scorer for `dict`, with the word-pair data if there is any.
    pub fn new(dict: &'a Dictionary, pairs: Option<PairsRef<'a>>) -> Scorer<'a> {
        Scorer {
            dict,
            words: dict.index(&WORD_COSTS),
            pairs,
            start: true,
            outside: None,
        }
    }

    /// The same scorer for phrases that go on from words unknown rather than start a sentence
    /// (a Jumble's answer ends its caption's sentence): the first word is costed by its own
    /// frequency, which is what any words before it average to, and the next by the pair alone.
    /// Such a phrase's set-phrase bonus is larger: `MID_SENTENCE_BONUS`.
    pub fn mid_sentence(self) -> Scorer<'a> {
        Scorer {
            start: false,
            ..self
        }
    }

    /// The same scorer, costing a word outside the dictionary by `outside` when it gives a cost
    /// (as the word's own cost, which pairs and triples may replace as a dictionary word's).
    pub fn with_outside(self, outside: Outside<'a>) -> Scorer<'a> {
        Scorer {
            outside: Some(outside),
            ..self
        }
    }

    /// The cost of `word` as a word outside the dictionary that [`Scorer::with_outside`] reads.
    pub fn outside(&self, word: &str) -> Option<Cost> {
        let outside = self.outside?;
        if self.dict.contains(word) {
            return None;
        }
        outside(word)
    }

    /// Whether phrases are costed by their words alone (no pair data).
    pub fn fallback(&self) -> bool {
        self.pairs.is_none()
    }

    /// A word's own cost and whether it is a prior (a word not in the dictionary, such as a pinned
    /// clue word, gets the rarest prior, unless [`Scorer::with_outside`] reads it).
    pub fn word(&self, word: &str) -> (Cost, bool) {
        match self.dict.find(word) {
            Some(id) => self.words.get(id),
            // SCOWL's words with an apostrophe (ma'am, o'clock) by their level's prior.
            None => match crate::dict::contractions::level(self.dict, word) {
                Some(level) => (self.words.prior_of(Some(level)), true),
                None => match self.dict.index(&ABBREVIATIONS).find(word) {
                    // An abbreviation (etc, mr) by its own frequency, else its level's prior.
                    Some(a) => {
                        let own = a.zipf100.map(|z| zipf_cost(f32::from(z) / 100.0));
                        (
                            own.unwrap_or_else(|| self.words.prior_of(Some(a.level)))
                                .plus(ABBREVIATION),
                            own.is_none(),
                        )
                    }
                    None => match self.outside.and_then(|f| f(word)) {
                        Some(c) => (c, false),
                        None => (self.words.prior_of(None), true),
                    },
                },
            },
        }
    }

    /// A word's key for breaking ties between answers of one cost (lower first; keys add along
    /// a phrase): its own cost (the word alone, without its clitic), then the pair data's
    /// coarse rank of its unigram probability ([`Pairs::class`]; a word outside the pair data's
    /// vocabulary after every class), which tells apart words of one frequency bin: own cost
    /// times [`TIE_SCALE`] plus the class. Adding it never reorders answers of different costs.
    pub fn tie(&self, word: &str) -> u32 {
        self.tie_of(&self.tok(word))
    }

    fn tie_of(&self, t: &Tok) -> u32 {
        let class = self.pairs.map_or(0, |p| {
            t.id.and_then(|id| p.class(id))
                .map_or(MAX_CLASS, |c| c.min(MAX_CLASS))
        });
        t.own.0 .0.saturating_mul(TIE_SCALE).saturating_add(class)
    }

    /// [`Scorer::bound_at`] and [`Scorer::tie`] of one word, looked up once.
    pub fn bound_and_tie(&self, word: &str, first: bool, last: bool) -> (Cost, u32) {
        let t = self.tok(word);
        (self.bound_at_of(&t, first, last), self.tie_of(&t))
    }

    /// Bounds of `words` at one place of a [`Scorer::mid_sentence`] phrase, not its first: as
    /// [`Scorer::bound_at`], but knowing that the word before is one of `before` and the word
    /// before that one of `before2` (empty when the place is the second), so only the pairs and
    /// triples those words begin can make a word cheaper than its backed-off cost. None without
    /// pair data or when the data cannot list its pairs (then [`Scorer::bound_at`] is the bound).
    /// Every cost of a word there, after any of those words, is at least its bound: a triple,
    /// else the pair times the history's backoff weight (at most 1), else the word's own cost
    /// backed off (times that weight too), each plus what only adds (a clitic, a word that does
    /// not agree).
    pub fn bounds_after(
        &self,
        words: &[&str],
        before: &[&str],
        before2: &[&str],
        last: bool,
    ) -> Option<Vec<Cost>> {
        let p = self.pairs.filter(|_| !self.start)?;
        let toks: Vec<Tok> = words.iter().map(|w| self.tok(w)).collect();
        let mut ids: Vec<u32> = toks.iter().filter_map(|t| t.id).collect();
        crate::sort::u32s(&mut ids);
        ids.dedup();
        // The history each word before leaves: (the word before it, it) as `walk` keeps it; a
        // contraction whose clitic stands for a word leaves (its stem, that word).
        let mut hist_a: Vec<u32> = Vec::new();
        let mut hist_x: Vec<u32> = Vec::new();
        let mut contraction = false;
        for w in before {
            let t = self.tok(w);
            match t.then {
                Some((then, ..)) => {
                    hist_a.push(then);
                    hist_x.extend(t.id);
                    contraction = true;
                }
                None => hist_a.extend(t.id),
            }
        }
        crate::sort::u32s(&mut hist_a);
        hist_a.dedup();
        for w in before2 {
            let t = self.tok(w);
            hist_x.extend(t.then.map(|(then, ..)| then).or(t.id));
        }
        crate::sort::u32s(&mut hist_x);
        hist_x.dedup();
        let mut best = vec![f32::NEG_INFINITY; ids.len()];
        let mut listed = true;
        for &a in &hist_a {
            listed &= p.each_after(a, &mut |b, lp| {
                if let Ok(i) = ids.binary_search(&b) {
                    best[i] = best[i].max(lp);
                }
            });
        }
        if !before2.is_empty() || contraction {
            for &x in &hist_x {
                listed &= p.each_after(x, &mut |a, _| {
                    if hist_a.binary_search(&a).is_ok() {
                        listed_triples(p, x, a, &ids, &mut best);
                    }
                });
            }
        }
        if !listed {
            return None;
        }
        Some(
            toks.iter()
                .map(|t| {
                    let ctx =
                        t.id.and_then(|id| ids.binary_search(&id).ok())
                            .map(|i| best[i])
                            .filter(|lp| lp.is_finite());
                    self.bound_with(t, ctx, false, last)
                })
                .collect(),
        )
    }

    /// Word `id`'s own cost.
    pub fn word_id(&self, id: WordId) -> Cost {
        self.words.get(id).0
    }

    /// The word a phrase's token is costed as and the cost of its clitic: [`Token::split`]'s,
    /// except that a scorer that reads words outside the dictionary (a cryptogram's, whose
    /// sentence may be an old text) reads `X'd` whose `X` takes no `'d` (not a pronoun) as the
    /// past tense `Xed` when that is a word (`kill'd`: `killed`), plus [`ELIDED`].
    ///
    /// Such a scorer reads old texts' other contractions too: `X'st` as its verb (`know'st`:
    /// know, `dar'st`: dare) and `X't` whose `n't` reading is odd (`is't`, `on't`: not o + n't)
    /// as `X` followed by `it` (the third of the result), each plus [`OLD_CONTRACTION`], as are
    /// `X'dst` read as its past tense (`call'dst`: called) and `thou'dst` as thou followed by
    /// would; `X'er` and `X'en` as the word they leave a letter out of (`o'er`: over, `ta'en`:
    /// taken) and `ent'red` as entered (an e left out), plus [`ELIDED`].
    fn split<'t>(&self, text: &'t str) -> (Cow<'t, str>, Cost, Option<&'static str>) {
        let (stem, clitic) = Token(text).split();
        if self.outside.is_some() {
            if stem.len() > 1 && text.ends_with("'d") && clitic > CLITIC {
                let past = format!("{stem}ed");
                if self.dict.contains(&past) {
                    return (Cow::Owned(past), ELIDED, None);
                }
            }
            if let Some((head, tail)) = text.split_once('\'') {
                if let Some(word) = old_contraction(self.dict, head, tail) {
                    let gap = if tail == "st" || tail == "dst" {
                        OLD_CONTRACTION
                    } else {
                        ELIDED
                    };
                    return (Cow::Owned(word), gap, None);
                }
                if head == "thou" && tail == "dst" {
                    return (Cow::Borrowed(head), OLD_CONTRACTION, Some("would"));
                }
                if tail == "t" && clitic > CLITIC && self.dict.contains(head) {
                    return (Cow::Borrowed(head), OLD_CONTRACTION, Some("it"));
                }
            }
        }
        // SCOWL's words with an apostrophe that nothing above reads (ma'am, o'clock, y'all) are
        // words of their own, costed by their level ([`Scorer::word`]).
        if clitic > CLITIC && crate::dict::contractions::level(self.dict, text).is_some() {
            return (Cow::Borrowed(text), Cost::ZERO, None);
        }
        (Cow::Borrowed(stem), clitic, None)
    }

    /// The pair data's id for `stem` and what a pair or triple into it costs more than into that
    /// id's word: a scorer that reads words outside the dictionary (a cryptogram's) reads an old
    /// word of [`STAND_INS`] through its modern stand-in, plus how much rarer the old word is.
    fn pair_id(&self, pairs: PairsRef, stem: &str) -> (Option<u32>, Cost) {
        let modern = STAND_INS
            .iter()
            .find(|(old, _)| self.outside.is_some() && *old == stem)
            .map(|&(_, m)| m);
        match modern {
            Some(m) => (pairs.id_of(m), self.word(stem).0.minus(self.word(m).0)),
            None => (pairs.id_of(stem), Cost::ZERO),
        }
    }

    /// A cost no context can make `word` cheaper than, in a phrase: the cheapest of its best pair
    /// or triple and its backed-off cost (its clitic included; backoff weights only add). Minus the largest phrase bonus, spread over
    /// nothing: callers subtract [`Scorer::max_bonus`] once per phrase.
    pub fn bound(&self, word: &str) -> Cost {
        self.bound_of(&self.tok(word))
    }

    /// [`Scorer::bound`] of each of the dictionary's words `ids`, found by id rather than looked
    /// up by their texts (a cryptogram's candidates are thousands of words).
    pub fn bounds_of_ids(&self, ids: &[WordId]) -> Vec<u32> {
        ids.iter()
            .map(|&id| {
                self.bound_of(&self.tok_known(self.dict.word(id), Some(id)))
                    .0
            })
            .collect()
    }

    fn bound_of(&self, t: &Tok) -> Cost {
        let best = self.pairs.and_then(|p| t.id.and_then(|id| p.best_into(id)));
        self.bound_given(t, best)
    }

    /// [`Scorer::bound_of`] with `best` the largest log10 probability any pair or triple into
    /// the word has in the contexts considered (None: none has one).
    fn bound_given(&self, t: &Tok, best: Option<f32>) -> Cost {
        let backoff = if self.pairs.is_some() {
            BACKOFF
        } else {
            Cost::ZERO
        };
        let own = t.own.0.plus(backoff);
        let best = best.map(|lp| Cost::of_log10(f64::from(lp)).plus(t.extra));
        let c = match best {
            Some(b) if b < own => b,
            _ => own,
        };
        c.plus(t.clitic)
    }

    /// A cost no context makes `word` cheaper than at a known place in a phrase: first or not
    /// (in a [`Scorer::mid_sentence`] phrase the first word's exact cost, its own; in a sentence
    /// its [`Scorer::bound`]), and last (with the cheapest the phrase's end can cost after it) or
    /// not. [`Scorer::bound`] when neither.
    pub fn bound_at(&self, word: &str, first: bool, last: bool) -> Cost {
        self.bound_at_of(&self.tok(word), first, last)
    }

    fn bound_at_of(&self, t: &Tok, first: bool, last: bool) -> Cost {
        let best = self.pairs.and_then(|p| t.id.and_then(|id| p.best_into(id)));
        self.bound_with(t, best, first, last)
    }

    /// [`Scorer::bound_at_of`] with `best` as [`Scorer::bound_given`] takes it.
    fn bound_with(&self, t: &Tok, best: Option<f32>, first: bool, last: bool) -> Cost {
        let Some(p) = self.pairs else {
            return self.bound_given(t, best);
        };
        let c = if first && !self.start {
            t.own.0.plus(t.clitic)
        } else {
            self.bound_given(t, best)
        };
        if !last {
            return c;
        }
        // The end backs off (by a weight of at most 1) to its pair, else to its own cost.
        let backed = END.plus(BACKOFF);
        let end = match t
            .then
            .map_or(t.id, |(id, ..)| Some(id))
            .and_then(|b| p.best_end(b))
        {
            Some(lp) => Cost::of_log10(f64::from(lp)).min(backed),
            None => backed,
        };
        c.plus(end)
    }

    /// What a set phrase's cost is lowered by: [`PHRASE_BONUS`], or [`MID_SENTENCE_BONUS`] in a
    /// phrase that goes on from words unknown.
    fn bonus(&self) -> Cost {
        if self.start {
            PHRASE_BONUS
        } else {
            MID_SENTENCE_BONUS
        }
    }

    /// The most a phrase bonus takes off a phrase (for bounds).
    pub fn max_bonus(&self) -> Cost {
        if self.pairs.is_some() {
            self.bonus()
        } else {
            Cost::ZERO
        }
    }

    /// The most a phrase bonus takes off a phrase of at least `words` words (none when no set
    /// phrase is that long: a cryptogram's sentence, mostly).
    pub fn max_bonus_for(&self, words: usize) -> Cost {
        match self.pairs {
            Some(p) if words > p.longest_phrase() => Cost::ZERO,
            _ => self.max_bonus(),
        }
    }

    /// The cost of a phrase, its words in reading order, with its parts. With the pair data:
    /// the start, each word given the one before, the end, and a set phrase's bonus; without it,
    /// its words alone.
    pub fn phrase(&self, words: &[&str]) -> Scored {
        let mut why: Vec<Part> = Vec::with_capacity(words.len() + 2);
        let cost = self.parts(words, true, &mut why);
        Scored { cost, why }
    }

    /// [`Scorer::walk`] of `words`, its parts appended to `why`.
    fn parts(&self, words: &[&str], bonus: bool, why: &mut Vec<Part>) -> Cost {
        self.walk(
            &self.tokens(words),
            words,
            bonus,
            &mut |part, words, cost| {
                why.push(Part {
                    part,
                    words: words.iter().map(|w| w.to_string()).collect(),
                    cost,
                })
            },
        )
    }

    /// The cost of a phrase as [`Scorer::phrase`] gives it, without its parts (for searches
    /// that cost many orders of the same words).
    pub fn phrase_cost(&self, words: &[&str]) -> Cost {
        self.walk(&self.tokens(words), words, true, &mut |_, _, _| {})
    }

    /// The cost of sentences read one after another (a cryptogram's plaintext with a full stop,
    /// `!` or `?` inside), with their parts: each costed as [`Scorer::phrase`] costs a phrase,
    /// from the start to the end; a set phrase's bonus only when there is one sentence, as the
    /// searches' bounds allow for ([`Scorer::max_bonus_for`] of all the words).
    pub fn sentences(&self, sentences: &[Vec<&str>]) -> Scored {
        let mut why: Vec<Part> = Vec::new();
        let whole = sentences.len() == 1;
        let cost = sentences.iter().fold(Cost::ZERO, |cost, words| {
            cost.plus(self.parts(words, whole, &mut why))
        });
        Scored { cost, why }
    }

    /// [`Scorer::sentences`] without the parts.
    pub fn sentences_cost(&self, sentences: &[Vec<&str>]) -> Cost {
        let whole = sentences.len() == 1;
        sentences.iter().fold(Cost::ZERO, |cost, words| {
            cost.plus(self.walk(&self.tokens(words), words, whole, &mut |_, _, _| {}))
        })
    }

    /// What costing each of `words` looks up (its stem, clitic, pair-model id and own cost),
    /// looked up once: a search that costs many orders of the same words permutes these.
    pub fn tokens<'w>(&self, words: &[&'w str]) -> Vec<Tok<'w>> {
        words.iter().map(|&text| self.tok(text)).collect()
    }

    /// What costing `text` looks up: [`Scorer::tokens`] of one word.
    fn tok<'w>(&self, text: &'w str) -> Tok<'w> {
        self.tok_known(text, None)
    }

    /// [`Scorer::tok`], given for a dictionary word (its text has no apostrophe) its id: then
    /// its text is not looked up in the dictionary again.
    fn tok_known<'w>(&self, text: &'w str, known: Option<WordId>) -> Tok<'w> {
        let (stem, clitic, it) = match known {
            Some(_) => (Cow::Borrowed(text), Cost::ZERO, None),
            None => self.split(text),
        };
        let stem = &*stem;
        let (id, mut extra) = self
            .pairs
            .map_or((None, Cost::ZERO), |p| self.pair_id(p, stem));
        // An abbreviation the pair data knows (mr) costs its extra in a pair as on its own (the
        // list holds no word of the dictionary).
        if id.is_some() && self.dict.index(&ABBREVIATIONS).find(stem).is_some() {
            extra = extra.plus(ABBREVIATION);
        }
        let letter = if self.pairs.is_some() && stem.len() == 1 && !"aio".contains(stem) {
            LETTER_ALONE
        } else {
            Cost::ZERO
        };
        let (own, prior) = match known {
            Some(id) => self.words.get(id),
            None => self.word(stem),
        };
        let then = self.pairs.and_then(|p| match it {
            Some(word) => Some((p.id_of(word)?, text.split_once('\'')?.0, word)),
            None => {
                let word = Token(text).clitic_word()?;
                Some((p.id_of(word)?, Token(text).word(), word))
            }
        });
        Tok {
            text,
            clitic,
            id,
            then,
            extra: extra.plus(letter),
            own: (own.plus(letter), prior),
        }
    }

    /// [`Scorer::phrase_cost`] of tokens from [`Scorer::tokens`]; `words` are their texts, in
    /// the same order.
    pub fn tokens_cost(&self, toks: &[Tok], words: &[&str]) -> Cost {
        self.walk(toks, words, true, &mut |_, _, _| {})
    }

    /// Costs a phrase, handing each part to `part` (the phrase bonus as a positive cost that the
    /// total subtracts, when `bonus` allows one). `words` are the tokens' texts.
    /// One instance for every caller (`dyn`: the wasm module has room for one).
    fn walk(
        &self,
        toks: &[Tok],
        words: &[&str],
        bonus: bool,
        part: &mut dyn FnMut(PartKind, &[&str], Cost),
    ) -> Cost {
        let mut total = Cost::ZERO;
        // Without pair data: each word alone, no backoff, no end.
        let pairs = self.pairs;
        let backoff = if pairs.is_some() { BACKOFF } else { Cost::ZERO };
        // The two words before (their ids and texts), the start of the phrase counting as one.
        let start = pairs.filter(|_| self.start).map(|p| p.start());
        let mut before: [(Option<u32>, &str); 2] = [(None, ""), (start, "<s>")];
        for i in 0..toks.len() + usize::from(pairs.is_some()) {
            let end = i == toks.len();
            let (w, clitic_cost, own, extra) = match toks.get(i) {
                Some(t) => (t.text, t.clitic, t.own, t.extra),
                None => ("</s>", Cost::ZERO, (Cost::ZERO, false), Cost::ZERO),
            };
            let id = match toks.get(i) {
                Some(t) => t.id,
                None => pairs.map(|p| p.end()),
            };
            let [(p2, t2), (p1, t1)] = before;
            // Trigram, else the pair times the history's backoff weight, else the word.
            let tri = match (pairs, p2, p1, id) {
                (Some(p), Some(a), Some(b), Some(c)) => p.triple(a, b, c),
                _ => Err(0.0),
            };
            let (c, kind, ws): (Cost, PartKind, &[&str]) = match tri {
                Ok(lp) => (
                    Cost::of_log10(f64::from(lp)).plus(extra),
                    PartKind::Triple,
                    &[t2, t1, w],
                ),
                Err(bo) => {
                    let bo = Cost::of_log10(f64::from(bo));
                    match pairs.zip(p1.zip(id)).and_then(|(p, (a, b))| p.pair(a, b)) {
                        Some(lp) => (
                            bo.plus(Cost::of_log10(f64::from(lp))).plus(extra),
                            PartKind::Pair,
                            &[t1, w],
                        ),
                        None if end => (bo.plus(END).plus(BACKOFF), PartKind::Word, &[t1, w]),
                        // The first word of a phrase that goes on from words unknown.
                        None if i == 0 && !self.start => (own.0, kind(own.1), &[w]),
                        None if pairs.is_some()
                            && (against_article(t1, w)
                                || plural_after_singular(self.dict, t1, w)) =>
                        {
                            let (c, prior) = own;
                            (
                                bo.plus(c).plus(backoff).plus(DISAGREE),
                                kind(prior),
                                &[t1, w],
                            )
                        }
                        None => {
                            let (c, prior) = own;
                            (bo.plus(c).plus(backoff), kind(prior), &[w])
                        }
                    }
                }
            };
            let c = c.plus(clitic_cost);
            total = total.plus(c);
            part(kind, ws, c);
            before = match toks.get(i).and_then(|t| t.then) {
                Some((then, stem, word)) => [(id, stem), (Some(then), word)],
                None => [(p1, t1), (id, w)],
            };
        }
        if bonus && pairs.is_some_and(|p| p.phrase(words)) {
            let bonus = self.bonus();
            total = total.minus(bonus);
            part(PartKind::Phrase, words, bonus);
        }
        total
    }
}

/// A word of a phrase, looked up for costing ([`Scorer::tokens`]).
#[derive(Debug, Clone, Copy)]
pub struct Tok<'w> {
    text: &'w str,
    clitic: Cost,
    /// Its id in the pair model (its stand-in's for an old word: [`STAND_INS`]).
    id: Option<u32>,
    /// For a contraction whose clitic stands for one word ([`CLITICS`]): that word's id in
    /// the pair model, the contraction's stem and that word. The next word follows the stem and
    /// that word (`you're been`: `you are been`).
    then: Option<(u32, &'w str, &'static str)>,
    /// What a pair or triple into it costs more than into the word of `id`.
    extra: Cost,
    /// Its own cost and whether that is the level prior.
    own: (Cost, bool),
}

/// Raises `best[i]` to log10 P(c | x a) for every kept triple `x a c` whose `c` is `ids[i]`.
fn listed_triples(p: PairsRef, x: u32, a: u32, ids: &[u32], best: &mut [f32]) {
    p.each_triple_after(x, a, &mut |c, lp| {
        if let Ok(i) = ids.binary_search(&c) {
            best[i] = best[i].max(lp);
        }
    });
}

fn kind(prior: bool) -> PartKind {
    if prior {
        PartKind::Prior
    } else {
        PartKind::Word
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bounds_by_id_are_the_bounds_of_the_words_texts() {
        // With the shipped pair data and without it, plain and reading words outside the
        // dictionary (a cryptogram's scorer: old words through their stand-ins), every word.
        let d = crate::embedded::dictionary(70).unwrap();
        let ranking = crate::embedded::ranking().unwrap();
        let outside = |_: &str| Some(Cost(9000));
        let ids: Vec<WordId> = d.ids().collect();
        for pairs in [None, Some(&ranking as PairsRef)] {
            for lenient in [false, true] {
                let s = Scorer::new(&d, pairs);
                let s = if lenient { s.with_outside(&outside) } else { s };
                let by_id = s.bounds_of_ids(&ids);
                for (&id, &b) in ids.iter().zip(&by_id) {
                    assert_eq!(b, s.bound(d.word(id)).0, "{}", d.word(id));
                }
            }
        }
    }

    /// A tiny pair model: ids are positions in `vocab`; 0 is <s>, 1 is </s>.
    struct Tiny {
        vocab: Vec<&'static str>,
        pairs: Vec<(u32, u32, f32)>,
        /// Third id 0: the backoff weight of the first two.
        triples: Vec<(u32, u32, u32, f32)>,
        phrases: Vec<Vec<&'static str>>,
    }

    impl Pairs for Tiny {
        fn id_of(&self, word: &str) -> Option<u32> {
            self.vocab.iter().position(|&w| w == word).map(|i| i as u32)
        }
        fn start(&self) -> u32 {
            0
        }
        fn end(&self) -> u32 {
            1
        }
        fn pair(&self, a: u32, b: u32) -> Option<f32> {
            self.pairs
                .iter()
                .find(|p| p.0 == a && p.1 == b)
                .map(|p| p.2)
        }
        fn triple(&self, a: u32, b: u32, c: u32) -> Result<f32, f32> {
            let find = |c: u32| self.triples.iter().find(|t| (t.0, t.1, t.2) == (a, b, c));
            match find(c) {
                Some(t) => Ok(t.3),
                None => Err(find(0).map_or(0.0, |t| t.3)),
            }
        }
        fn best_into(&self, b: u32) -> Option<f32> {
            let pairs = self.pairs.iter().filter(|p| p.1 == b).map(|p| p.2);
            let triples = self.triples.iter().filter(|t| t.2 == b).map(|t| t.3);
            pairs.chain(triples).reduce(f32::max)
        }
        fn best_end(&self, b: u32) -> Option<f32> {
            let pairs = self
                .pairs
                .iter()
                .filter(|p| (p.0, p.1) == (b, 1))
                .map(|p| p.2);
            let triples = self
                .triples
                .iter()
                .filter(|t| (t.1, t.2) == (b, 1))
                .map(|t| t.3);
            pairs.chain(triples).reduce(f32::max)
        }
        fn each_after(&self, a: u32, each: &mut dyn FnMut(u32, f32)) -> bool {
            for p in self.pairs.iter().filter(|p| p.0 == a) {
                each(p.1, p.2);
            }
            true
        }
        fn each_triple_after(&self, a: u32, b: u32, each: &mut dyn FnMut(u32, f32)) -> bool {
            for t in self
                .triples
                .iter()
                .filter(|t| (t.0, t.1) == (a, b) && t.2 != 0)
            {
                each(t.2, t.3);
            }
            true
        }
        fn phrase(&self, words: &[&str]) -> bool {
            self.phrases.iter().any(|p| p.as_slice() == words)
        }
        /// Classes in vocabulary order, as the ranking tier's groups are.
        fn class(&self, b: u32) -> Option<u32> {
            b.checked_sub(2)
        }
    }

    fn dict() -> Dictionary {
        Dictionary::from_pairs(&[("grab", 35), ("a", 10), ("bite", 20), ("it", 10)], 95)
    }

    fn tiny() -> Tiny {
        Tiny {
            vocab: vec!["<s>", "</s>", "grab", "a", "bite", "it"],
            pairs: vec![
                (0, 2, -2.0),
                (2, 3, -0.8),
                (3, 4, -1.5),
                (4, 1, -0.5),
                (0, 5, -1.0),
            ],
            triples: Vec::new(),
            phrases: vec![vec!["grab", "a", "bite"]],
        }
    }

    #[test]
    fn pairs_order_a_phrase() {
        let d = dict();
        let t = tiny();
        let s = Scorer::new(&d, Some(&t));
        let good = s.phrase(&["grab", "a", "bite"]);
        let bad = s.phrase(&["bite", "a", "grab"]);
        assert!(good.cost < bad.cost, "{good:?} {bad:?}");
        assert_eq!(s.phrase_cost(&["grab", "a", "bite"]), good.cost);
        assert_eq!(s.phrase_cost(&["bite", "a", "grab"]), bad.cost);
        // start->grab 2.0 + grab->a 0.8 + a->bite 1.5 + bite->end 0.5 - bonus 2.0
        assert_eq!(good.cost, Cost(2800));
        assert_eq!(good.why.last().map(|p| p.part), Some(PartKind::Phrase));
        let parts: Vec<PartKind> = good.why.iter().map(|p| p.part).collect();
        assert_eq!(
            parts,
            [
                PartKind::Pair,
                PartKind::Pair,
                PartKind::Pair,
                PartKind::Pair,
                PartKind::Phrase
            ]
        );
    }

    #[test]
    fn sentences_each_go_from_start_to_end() {
        let d = dict();
        let t = tiny();
        let s = Scorer::new(&d, Some(&t));
        // One sentence is a phrase, bonus and all.
        let one = s.sentences(&[vec!["grab", "a", "bite"]]);
        assert_eq!(one, s.phrase(&["grab", "a", "bite"]));
        assert_eq!(s.sentences_cost(&[vec!["grab", "a", "bite"]]), one.cost);
        // Two: each from <s> to </s>, and no set phrase's bonus (the bounds allow for one only
        // when the words are one sentence).
        let two = s.sentences(&[vec!["it"], vec!["grab", "a", "bite"]]);
        let ends: Vec<Vec<String>> = two.why.iter().map(|p| p.words.clone()).collect();
        assert_eq!(ends[0], ["<s>", "it"]);
        assert_eq!(ends[1], ["it", "</s>"]);
        assert_eq!(ends[2], ["<s>", "grab"]);
        assert!(two.why.iter().all(|p| p.part != PartKind::Phrase));
        let alone = |w: &[&str]| s.phrase(w).cost;
        let bonus = s.bonus();
        assert_eq!(
            two.cost,
            alone(&["it"])
                .plus(alone(&["grab", "a", "bite"]))
                .plus(bonus)
        );
        assert_eq!(
            s.sentences_cost(&[vec!["it"], vec!["grab", "a", "bite"]]),
            two.cost
        );
    }

    #[test]
    fn bounds_never_exceed_the_cost_in_any_context() {
        let d = dict();
        let t = tiny();
        let s = Scorer::new(&d, Some(&t));
        let phrases: [&[&str]; 4] = [
            &["grab", "a", "bite"],
            &["bite", "a", "grab"],
            &["a", "it's", "grab"],
            &["it", "bite"],
        ];
        for p in phrases {
            let exact = s.phrase(p).cost;
            let bound = p
                .iter()
                .fold(Cost::ZERO, |c, w| c.plus(s.bound(w)))
                .minus(s.max_bonus());
            assert!(bound <= exact, "{p:?}: bound {bound:?} > {exact:?}");
            // At their places: the first word after the start, the last before the end.
            let n = p.len();
            let placed = p
                .iter()
                .enumerate()
                .fold(Cost::ZERO, |c, (i, w)| {
                    c.plus(s.bound_at(w, i == 0, i + 1 == n))
                })
                .minus(s.max_bonus());
            assert!(placed <= exact, "{p:?}: bound {placed:?} > {exact:?}");
        }
        // In a sentence the first word's bound is its bound anywhere.
        assert_eq!(s.bound_at("grab", true, false), s.bound("grab"));
        // The end after "bite" is its pair (0.5); after "grab", which ends no pair, the backoff.
        assert_eq!(
            s.bound_at("bite", false, true),
            s.bound("bite").plus(Cost(500))
        );
        assert_eq!(
            s.bound_at("grab", false, true),
            s.bound("grab").plus(END).plus(BACKOFF)
        );
    }

    /// A kept triple makes its third word likelier after its first two, and the backoff weight
    /// of those two makes every other third word less likely: the order of two phrases changes.
    #[test]
    fn bounds_after_known_words_hold_and_tighten() {
        let d = dict();
        let mut t = tiny();
        t.triples = vec![(2, 3, 4, -0.1), (2, 3, 0, -0.3), (5, 4, 1, -0.2)];
        t.pairs.push((5, 4, -0.2));
        let s = Scorer::new(&d, Some(&t)).mid_sentence();
        let words = ["grab", "a", "bite", "it", "it's"];
        // Every three-word phrase: the first word's exact cost, then each later word's bound
        // given the one (and two) before, never above the exact cost.
        for x in words {
            for a in words {
                for w in words {
                    let p = [x, a, w];
                    let exact = s.phrase(&p).cost;
                    let second = s.bounds_after(&[a], &[x], &[], false).unwrap()[0];
                    let third = s.bounds_after(&[w], &[a], &[x], true).unwrap()[0];
                    let bound = s
                        .bound_at(x, true, false)
                        .plus(second)
                        .plus(third)
                        .minus(s.max_bonus());
                    assert!(bound <= exact, "{p:?}: bound {bound:?} > {exact:?}");
                    // Knowing more words before never makes a bound tighter than one of them.
                    let both = s
                        .bounds_after(&[w], &[a, "grab"], &[x, "it"], true)
                        .unwrap()[0];
                    assert!(both <= third, "{p:?}: {both:?} > {third:?}");
                }
            }
        }
        // Anywhere, "bite" is bound by its best way in (the triple "grab a bite"); after "grab",
        // which no pair leads from to "bite", by its backed-off cost; after "it" by that pair,
        // after "a" by that one, after "grab a" by the triple.
        let anywhere = s.bound_at("bite", false, false);
        let after = |before: &[&str], before2: &[&str]| {
            s.bounds_after(&["bite"], before, before2, false).unwrap()[0]
        };
        assert_eq!(anywhere, Cost(100));
        assert!(
            after(&["grab"], &[]) > Cost(1500),
            "{:?}",
            after(&["grab"], &[])
        );
        assert_eq!(after(&["it"], &[]), Cost(200));
        assert_eq!(after(&["a"], &[]), Cost(1500));
        assert_eq!(after(&["a"], &["grab"]), Cost(100));
        assert_eq!(after(&["a", "it"], &["it"]), Cost(200));
        // Without a listing of pairs (or without pairs): no context bounds.
        assert!(Scorer::new(&d, None)
            .mid_sentence()
            .bounds_after(&["bite"], &["a"], &[], false)
            .is_none());
    }

    #[test]
    fn triples_change_an_order() {
        let d = dict();
        let mut t = tiny();
        let s = Scorer::new(&d, Some(&t));
        let (grab, bite) = (&["it", "grab"], &["it", "bite"]);
        // Without triples: "bite" (level 20) is the commoner word.
        assert!(s.phrase_cost(bite) < s.phrase_cost(grab));
        // "<s> it grab", and the weight of "<s> it".
        t.triples = vec![(0, 5, 0, -1.0), (0, 5, 2, -0.5)];
        let s = Scorer::new(&d, Some(&t));
        let (g, b) = (s.phrase(grab), s.phrase(bite));
        assert!(g.cost < b.cost, "{g:?} {b:?}");
        let tri = &g.why[1];
        assert_eq!((tri.part, tri.cost), (PartKind::Triple, Cost(500)));
        assert_eq!(tri.words, ["<s>", "it", "grab"]);
        // "bite" backs off: its own cost, the pair backoff and the weight of "<s> it".
        let (own, _) = s.word("bite");
        assert_eq!(b.why[1].cost, own.plus(BACKOFF).plus(Cost(1000)));
        // Bounds stay below every cost: the triple's 0.5 is grab's bound.
        assert_eq!(s.bound("grab"), Cost(500));
        for p in [grab, bite, &["grab", "it"]] {
            let bound = p.iter().fold(Cost::ZERO, |c, w| c.plus(s.bound(w)));
            assert!(bound <= s.phrase_cost(p), "{p:?}");
        }
    }

    /// A phrase that goes on from words unknown: its first word by its own frequency (no start,
    /// no backoff), the next by the pair alone; bounds at its places stay below its cost.
    #[test]
    fn mid_sentence_phrases_start_with_a_word_alone() {
        let d = dict();
        let mut t = tiny();
        t.triples = vec![(0, 2, 3, -0.1)];
        let s = Scorer::new(&d, Some(&t)).mid_sentence();
        let p = s.phrase(&["grab", "a", "bite"]);
        let (grab, _) = s.word("grab");
        // (The tiny dictionary has no frequencies: its words' own costs are priors.)
        assert_eq!(p.why[0].part, PartKind::Prior);
        assert_eq!(
            (p.why[0].words.as_slice(), p.why[0].cost),
            (&["grab".to_string()][..], grab)
        );
        // "grab a": the pair, not the triple "<s> grab a".
        assert_eq!((p.why[1].part, p.why[1].cost), (PartKind::Pair, Cost(800)));
        assert_eq!(s.bound_at("grab", true, false), grab);
        // One word alone: its own cost and the end after it, exactly.
        assert_eq!(s.bound_at("it", true, true), s.phrase_cost(&["it"]));
        for ws in [&["grab", "a", "bite"][..], &["bite", "it"], &["it"]] {
            let n = ws.len();
            let bound = ws
                .iter()
                .enumerate()
                .fold(Cost::ZERO, |c, (i, w)| {
                    c.plus(s.bound_at(w, i == 0, i + 1 == n))
                })
                .minus(s.max_bonus());
            assert!(bound <= s.phrase_cost(ws), "{ws:?}");
        }
    }

    /// Words of one own cost are told apart by their rank class, words of different costs by
    /// their costs alone; a clitic changes nothing, a word the pairs lack comes after every class.
    #[test]
    fn ties_go_to_the_commoner_word() {
        let d = Dictionary::from_pairs(&[("lost", 10), ("lots", 10), ("slot", 10)], 95);
        let t = Tiny {
            vocab: vec!["<s>", "</s>", "a", "lost", "lots"],
            pairs: vec![],
            triples: vec![],
            phrases: vec![],
        };
        let s = Scorer::new(&d, Some(&t));
        assert_eq!(s.word("lost").0, s.word("lots").0);
        let own = s.word("lost").0 .0;
        assert_eq!(s.tie("lost"), own * TIE_SCALE + 1);
        assert_eq!(s.tie("lots"), own * TIE_SCALE + 2);
        assert_eq!(s.tie("lots's"), s.tie("lots"));
        assert_eq!(s.tie("slot"), own * TIE_SCALE + MAX_CLASS);
        // Without pair data, the own cost alone.
        assert_eq!(Scorer::new(&d, None).tie("lots"), own * TIE_SCALE);
    }

    #[test]
    fn a_word_that_does_not_agree_with_the_one_before_costs_more() {
        let d = Dictionary::from_pairs(
            &[
                ("a", 10),
                ("an", 10),
                ("each", 10),
                ("the", 10),
                ("apple", 20),
                ("pear", 20),
                ("hour", 20),
                ("unit", 20),
                ("euro", 20),
                ("chair", 20),
                ("chairs", 20),
                ("glass", 20),
                ("species", 20),
                ("specie", 70),
            ],
            95,
        );
        let t = Tiny {
            vocab: vec!["<s>", "</s>", "a", "species"],
            pairs: vec![(2, 3, -0.5)],
            triples: Vec::new(),
            phrases: Vec::new(),
        };
        let s = Scorer::new(&d, Some(&t)).mid_sentence();
        // The last word and the end after it; 2.0 more (DISAGREE) where the word does not agree.
        let tail = |before: &str, word: &str| {
            let whole = s.phrase_cost(&[before, word]);
            let (own, _) = s.word(before);
            Cost(whole.0 - own.0)
        };
        let plain = |word: &str| {
            let (own, _) = s.word(word);
            own.plus(BACKOFF).plus(END).plus(BACKOFF)
        };
        for (before, word) in [
            ("an", "apple"),
            ("a", "pear"),
            ("an", "hour"),
            ("a", "unit"),
            ("an", "unit"),
            ("a", "euro"),
            ("the", "apple"),
            ("the", "chairs"),
            ("a", "chair"),
            ("a", "glass"),
        ] {
            assert_eq!(tail(before, word), plain(word), "{before} {word}");
        }
        for (before, word) in [
            ("a", "apple"),
            ("an", "pear"),
            ("a", "chairs"),
            ("each", "chairs"),
        ] {
            assert_eq!(
                tail(before, word),
                plain(word).plus(Cost(2000)),
                "{before} {word}"
            );
        }
        // A pair the data knows is the data's, whatever the rules say.
        assert!(tail("a", "species") < plain("species"));
        let why = s.phrase(&["a", "chairs"]).why;
        assert_eq!(why[1].words, ["a", "chairs"]);
    }

    #[test]
    fn without_pairs_words_alone() {
        let d = dict();
        let s = Scorer::new(&d, None);
        assert!(s.fallback());
        for w in ["grab", "it's", "zzz"] {
            assert_eq!(s.bound(w), s.phrase(&[w]).cost, "{w}");
        }
        let a = s.phrase(&["grab", "a", "bite"]);
        let b = s.phrase(&["bite", "a", "grab"]);
        assert_eq!(a.cost, b.cost);
        assert!(a.why.iter().all(|p| p.part == PartKind::Prior));
    }

    #[test]
    fn contractions_cost_their_stem_and_a_clitic() {
        assert_eq!(Token("it's").stem(), ("it", true));
        assert_eq!(Token("don't").stem(), ("do", true));
        assert_eq!(Token("they're").stem(), ("they", true));
        assert_eq!(Token("cat").stem(), ("cat", false));
        let d = dict();
        let s = Scorer::new(&d, None);
        assert_eq!(
            s.phrase(&["it's"]).cost,
            s.phrase(&["it"]).cost.plus(CLITIC)
        );
        // A clitic on a stem English does not contract that way costs more.
        assert_eq!(Token("grab'm").split().1, CLITIC.plus(ODD_CLITIC));
        assert_eq!(Token("grabn't").split(), ("grab", CLITIC.plus(ODD_CLITIC)));
        assert_eq!(Token("can't").split(), ("can", CLITIC));
        assert_eq!(Token("won't").split(), ("will", CLITIC));
        assert_eq!(Token("i'm").split(), ("i", CLITIC));
        assert_eq!(Token("grab's").split(), ("grab", CLITIC));
        // An apostrophe before anything else is no contraction.
        assert_eq!(Token("the'n").split(), ("the", CLITIC.plus(ODD_CLITIC)));
    }

    /// The word after a contraction follows the word its clitic stands for (`you've been`: `you
    /// have been`), and its stem before that; the contraction itself is still costed as its stem
    /// after the word before it. Bounds stay below the costs, the end included.
    #[test]
    fn the_word_after_a_contraction_follows_what_its_clitic_stands_for() {
        let d = Dictionary::from_pairs(&[("you", 10), ("been", 10), ("tell", 10)], 95);
        let t = Tiny {
            vocab: vec!["<s>", "</s>", "you", "have", "are", "been", "tell"],
            pairs: vec![(6, 2, -0.5), (3, 5, -0.3), (3, 1, -0.2)],
            triples: vec![(2, 3, 5, -0.1)],
            phrases: vec![],
        };
        let s = Scorer::new(&d, Some(&t)).mid_sentence();
        let have = s.phrase(&["tell", "you've", "been"]);
        let are = s.phrase(&["tell", "you're", "been"]);
        assert!(have.cost < are.cost, "{have:?} {are:?}");
        // "tell you've": the pair into the stem and the clitic; "you have been": the triple.
        assert_eq!(have.why[1].words, ["tell", "you've"]);
        assert_eq!(have.why[1].cost, Cost(500).plus(CLITIC));
        assert_eq!(have.why[2].words, ["you", "have", "been"]);
        assert_eq!(
            (have.why[2].part, have.why[2].cost),
            (PartKind::Triple, Cost(100))
        );
        // "are been" is no pair: backed off.
        assert_eq!(are.why[2].part, PartKind::Prior);
        // 'd (had or would), like 's, stands for more than one word: the next word follows the stem.
        let its = s.phrase(&["tell", "you'd", "been"]);
        assert_eq!(its.why[2].words, ["been"]);
        // The end after a contraction follows its clitic's word ("have </s>").
        let end = s.phrase(&["tell", "you've"]);
        assert_eq!(
            end.why.last().map(|p| (p.words.clone(), p.cost)),
            Some((vec!["have".to_string(), "</s>".to_string()], Cost(200)))
        );
        for ws in [
            &["tell", "you've", "been"][..],
            &["tell", "you're", "been"],
            &["tell", "you've"],
        ] {
            let n = ws.len();
            let bound = ws.iter().enumerate().fold(Cost::ZERO, |c, (i, w)| {
                c.plus(s.bound_at(w, i == 0, i + 1 == n))
            });
            assert!(bound <= s.phrase_cost(ws), "{ws:?}");
        }
    }

    #[test]
    fn old_words_take_their_modern_stand_ins_context() {
        let d = crate::embedded::dictionary(70).unwrap();
        let t = Tiny {
            vocab: vec!["<s>", "</s>", "you", "thou", "have"],
            pairs: vec![(0, 2, -1.0), (2, 4, -0.5), (4, 1, -0.5)],
            triples: vec![],
            phrases: vec![],
        };
        let none = |_: &str| None;
        let old = Scorer::new(&d, Some(&t)).with_outside(&none);
        let rarer = old.word("thou").0.minus(old.word("you").0);
        assert!(rarer > Cost::ZERO);
        // <s> thou: <s> you and how much rarer thou is; thou have: you have.
        let why = old.phrase(&["thou", "have"]).why;
        let costs: Vec<(PartKind, Cost)> = why.iter().map(|p| (p.part, p.cost)).collect();
        assert_eq!(
            costs,
            [
                (PartKind::Pair, Cost(1000).plus(rarer)),
                (PartKind::Pair, Cost(500)),
                (PartKind::Pair, Cost(500))
            ]
        );
        assert!(old.bound("thou") <= Cost(1000).plus(rarer));
        // Outside a cryptogram thou is a word of its own, which the pairs lack.
        let plain = Scorer::new(&d, Some(&t));
        assert_eq!(plain.phrase(&["thou", "have"]).why[1].part, PartKind::Word);
    }

    #[test]
    fn old_texts_read_elided_past_tenses() {
        let d = Dictionary::from_pairs(&[("kill", 10), ("killed", 10), ("he", 10)], 95);
        let none = |_: &str| None;
        let old = Scorer::new(&d, None).with_outside(&none);
        // kill'd is killed, with the elision's cost; he'd stays a contraction.
        assert_eq!(
            old.phrase(&["kill'd"]).cost,
            old.phrase(&["killed"]).cost.plus(ELIDED)
        );
        assert_eq!(old.bound("kill'd"), old.bound("killed").plus(ELIDED));
        assert_eq!(
            old.phrase(&["he'd"]).cost,
            old.phrase(&["he"]).cost.plus(CLITIC)
        );
        // Without words outside the dictionary (not a cryptogram), an odd clitic as before.
        let plain = Scorer::new(&d, None);
        assert_eq!(
            plain.phrase(&["kill'd"]).cost,
            plain.phrase(&["kill"]).cost.plus(CLITIC).plus(ODD_CLITIC)
        );
    }

    #[test]
    fn old_texts_read_their_other_contractions() {
        let words = [
            ("know", 10),
            ("dare", 10),
            ("run", 10),
            ("over", 10),
            ("even", 10),
            ("taken", 10),
            ("is", 10),
            ("on", 10),
            ("o", 10),
            ("do", 10),
            ("called", 10),
            ("entered", 10),
            ("thou", 10),
            ("would", 10),
            ("wandering", 10),
            ("medicine", 10),
            ("reckoning", 10),
            ("overlook", 10),
            ("avenue", 10),
        ];
        let d = Dictionary::from_pairs(&words, 95);
        let none = |_: &str| None;
        let old = Scorer::new(&d, None).with_outside(&none);
        let cost = |s: &Scorer, w: &str| s.phrase(&[w]).cost;
        for (form, word) in [("know'st", "know"), ("dar'st", "dare"), ("runn'st", "run")] {
            assert_eq!(
                cost(&old, form),
                cost(&old, word).plus(OLD_CONTRACTION),
                "{form}"
            );
        }
        for (form, word) in [("o'er", "over"), ("e'en", "even"), ("ta'en", "taken")] {
            assert_eq!(cost(&old, form), cost(&old, word).plus(ELIDED), "{form}");
        }
        // call'dst is called's second person; ent'red is entered with an e left out; thou'dst
        // is thou then would.
        assert_eq!(
            cost(&old, "call'dst"),
            cost(&old, "called").plus(OLD_CONTRACTION)
        );
        assert_eq!(cost(&old, "ent'red"), cost(&old, "entered").plus(ELIDED));
        assert_eq!(
            cost(&old, "thou'dst"),
            cost(&old, "thou").plus(OLD_CONTRACTION)
        );
        assert_eq!(old_contraction(&d, "c", "dst"), None);
        assert_eq!(old_contraction(&d, "ent", "aed"), None);
        // Four letters or more after the apostrophe: a vowel left out after two letters or more
        // (an e, an i, an o), or the v before er after any.
        for (form, word) in [
            ("wand'ring", "wandering"),
            ("med'cine", "medicine"),
            ("reck'ning", "reckoning"),
            ("o'erlook", "overlook"),
        ] {
            assert_eq!(cost(&old, form), cost(&old, word).plus(ELIDED), "{form}");
        }
        // Not a left-out a, nor a vowel after one letter, nor a shorter ending than four.
        assert_eq!(old_contraction(&d, "w", "ndering"), None);
        assert_eq!(old_contraction(&d, "a", "venue"), None);
        assert_eq!(old_contraction(&d, "a", "enue"), None);
        // is't and on't are is and on then it (on't is not o + n't); don't is still do + n't.
        assert_eq!(cost(&old, "is't"), cost(&old, "is").plus(OLD_CONTRACTION));
        assert_eq!(cost(&old, "on't"), cost(&old, "on").plus(OLD_CONTRACTION));
        assert_eq!(cost(&old, "don't"), cost(&old, "do").plus(CLITIC));
        // Not a verb's form, a word's elision, nor a cryptogram's: as before.
        assert_eq!(old_contraction(&d, "k", "st"), None);
        assert_eq!(old_contraction(&d, "wa", "er"), None);
        let plain = Scorer::new(&d, None);
        assert_eq!(
            cost(&plain, "know'st"),
            cost(&plain, "know").plus(CLITIC).plus(ODD_CLITIC)
        );
    }

    /// The word after an old text's `X't` follows `it`, as the word after `you're` follows
    /// `are`.
    #[test]
    fn the_word_after_an_old_t_follows_it() {
        let d = Dictionary::from_pairs(
            &[
                ("is", 10),
                ("it", 10),
                ("so", 10),
                ("thou", 10),
                ("would", 10),
            ],
            95,
        );
        let none = |_: &str| None;
        let t = Tiny {
            vocab: vec!["<s>", "</s>", "is", "it", "so", "would"],
            pairs: vec![(3, 4, -0.5), (5, 4, -0.5)],
            triples: vec![],
            phrases: vec![],
        };
        let old = Scorer::new(&d, Some(&t)).with_outside(&none);
        let why = old.phrase(&["is't", "so"]).why;
        assert_eq!(why[1].words, ["it", "so"]);
        assert_eq!((why[1].part, why[1].cost), (PartKind::Pair, Cost(500)));
        // The word after thou'dst follows would.
        let why = old.phrase(&["thou'dst", "so"]).why;
        assert!(
            why.iter()
                .any(|p| p.words == ["would", "so"] && p.cost == Cost(500)),
            "{why:?}"
        );
        // Outside a cryptogram, is't is is with an odd clitic, and so follows is.
        let plain = Scorer::new(&d, Some(&t));
        assert_ne!(plain.phrase(&["is't", "so"]).why[1].words, ["it", "so"]);
    }

    /// A letter alone (but a, I and O) costs more in a phrase, into a pair the data knows too,
    /// and its bound with it.
    #[test]
    fn letters_alone_cost_more() {
        let d = Dictionary::from_pairs(&[("grab", 35), ("g", 10), ("i", 10), ("p", 10)], 95);
        let t = Tiny {
            vocab: vec!["<s>", "</s>", "grab", "g", "i", "p"],
            pairs: vec![(2, 3, -1.0), (2, 4, -1.0)],
            triples: Vec::new(),
            phrases: Vec::new(),
        };
        let s = Scorer::new(&d, Some(&t));
        let cost = |w: &[&str]| s.phrase_cost(w);
        // By its pair, and backed off to its own cost.
        assert_eq!(
            cost(&["grab", "g"]),
            cost(&["grab", "i"]).plus(LETTER_ALONE)
        );
        assert_eq!(
            cost(&["g", "grab"]),
            cost(&["i", "grab"]).plus(LETTER_ALONE)
        );
        assert_eq!(s.bound("g"), s.bound("i").plus(LETTER_ALONE));
        for w in [&["grab", "g"][..], &["g", "grab"], &["p", "g"]] {
            assert!(s.bound(w[1]) <= cost(w), "{w:?}");
        }
    }

    #[test]
    fn commonness_classes() {
        use super::super::Commonness;
        assert_eq!(Commonness::of(zipf_cost(7.0)), Commonness::Common);
        assert_eq!(Commonness::of(zipf_cost(3.0)), Commonness::Uncommon);
        assert_eq!(Commonness::of(zipf_cost(2.0)), Commonness::Rare);
        assert_eq!(Commonness::of(zipf_cost(1.0)), Commonness::VeryRare);
    }
}
