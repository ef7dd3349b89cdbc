//! Ranking: how likely a word or a phrase is, as a cost.
//!
//! A cost is -log10 of a probability (lower is more likely), kept in thousandths ([`Cost`]) so
//! that searches order by integers. One model serves every solver:
//!
//! - **words**: a word's cost is its unigram cost, from its frequency (wordfreq's Zipf value, in
//!   the blob's `FREQ` section: cost = 9 - Zipf) or, for a word the frequency data lacks, a
//!   **prior** from its SCOWL level ([`WordCosts`]);
//! - **pairs**: in a phrase, each word is costed given the one before it (and the phrase's end
//!   given its last word) with the word-pair probabilities of the ranking tier, backing off to
//!   the word's own cost plus a fixed penalty when the pair is not known ("stupid backoff":
//!   Brants et al. 2007, factor 0.4);
//! - **triples**: given the two words before it, a word the tier keeps a triple for is costed by
//!   it, else by the pair level plus the backoff weight of those two words (Katz's, at most 1);
//! - **phrases**: a set phrase of three or more words (WordNet's multi-word lemmas) earns a bonus.
//!
//! Every cost comes with its parts ([`Part`]: `word`, `pair`, `triple`, `phrase`, `prior`), so an answer can
//! say why it ranks where it does. Without the ranking tier (not loaded yet, damaged, or a user's
//! word list with no pair data) phrases are costed by their words alone and the answer carries a
//! `ranking_fallback` note.
//!
//! Searches use [`Scorer::bound`], a cost no context can make a word cheaper than (the cheapest of
//! its best pair into it, its best triple into it and its backed-off cost), as an admissible estimate
//! ([`Scorer::bound_at`] for a word known to start or end the phrase), and [`Scorer::phrase`] for the
//! exact cost of a complete answer. Answers of one cost are told apart by [`Scorer::tie`] (their
//! words' own costs, then the rank classes of their unigram probabilities). A phrase is costed as a sentence (after `<s>`) unless the
//! scorer is [`Scorer::mid_sentence`] (a Jumble's answer, which ends its caption's sentence).

mod letters;
mod model;

pub use letters::{Letters, LETTERS, OUTSIDE};
pub use model::{
    old_contraction, Outside, Pairs, PairsRef, Scorer, Tok, Token, WordCosts, BACKOFF, CLITIC,
    ELIDED_VOWELS, LONG_ELISION, TIE_SCALE, WORD_COSTS,
};

use serde::Serialize;

/// -log10 of a probability, in thousandths: 1000 is one power of ten less likely.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Cost(pub u32);

impl Cost {
    /// Nothing: probability 1.
    pub const ZERO: Cost = Cost(0);

    /// The cost of a log10 probability (clamped at 0: no part makes an answer more than
    /// certain).
    pub fn of_log10(lp: f64) -> Cost {
        let c = (-lp * 1000.0).round();
        Cost(if c <= 0.0 {
            0
        } else if c >= u32::MAX as f64 {
            u32::MAX
        } else {
            c as u32
        })
    }

    /// In log10 units.
    pub fn log10(self) -> f64 {
        self.0 as f64 / 1000.0
    }

    /// The sum, saturating.
    pub fn plus(self, other: Cost) -> Cost {
        Cost(self.0.saturating_add(other.0))
    }

    /// The difference, saturating at zero.
    pub fn minus(self, other: Cost) -> Cost {
        Cost(self.0.saturating_sub(other.0))
    }
}

impl Serialize for Cost {
    fn serialize<S: serde::Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        s.serialize_f64(self.log10())
    }
}

/// What a part of a cost is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum PartKind {
    /// A word by its own frequency (alone, or backed off from a pair the data does not know).
    Word,
    /// A word given the one before it (or the phrase's end given its last word).
    Pair,
    /// A word given the two before it (or the phrase's end given its last two).
    Triple,
    /// A set phrase's bonus (a negative part: it is subtracted).
    Phrase,
    /// A word the frequency data lacks, costed from its SCOWL level.
    Prior,
}

/// One part of a cost: why a ranked item ranks where it does.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Part {
    /// What it is.
    pub part: PartKind,
    /// The words it is about (a pair's two words; `</s>` stands for the phrase's end).
    pub words: Vec<String>,
    /// Its cost (for `phrase`, the bonus subtracted).
    pub cost: Cost,
}

/// A ranked item's cost and its parts.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Scored {
    /// The total: the parts' costs summed, the phrase bonus subtracted.
    pub cost: Cost,
    /// The parts.
    pub why: Vec<Part>,
}

/// How common a word is, in words for people: one mapping from a word's cost (its frequency, or
/// its level's prior) used by the command line's text and the page.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Commonness {
    /// About once in a million words or more often (Zipf >= 3.5).
    Common,
    /// Zipf 2.5 to 3.5.
    Uncommon,
    /// Zipf 1.5 to 2.5.
    Rare,
    /// Rarer still, or unknown to the frequency data and at a high SCOWL level.
    VeryRare,
}

impl Commonness {
    /// The class of the word `word` in `dict` (by its frequency, or its level's prior; a word
    /// the dictionary lacks, such as a pinned clue word, is very rare).
    pub fn of_word(dict: &crate::dict::Dictionary, word: &str) -> Commonness {
        match dict.find(word) {
            Some(id) => Commonness::of_id(dict, id),
            None => Commonness::VeryRare,
        }
    }

    /// The class of word `id` of `dict`.
    pub fn of_id(dict: &crate::dict::Dictionary, id: crate::dict::WordId) -> Commonness {
        Commonness::of(dict.index(&WORD_COSTS).get(id).0)
    }

    /// The class of a word of unigram cost `cost`.
    pub fn of(cost: Cost) -> Commonness {
        // cost = 9 - Zipf, in thousandths.
        match cost.0 {
            0..=5500 => Commonness::Common,
            5501..=6500 => Commonness::Uncommon,
            6501..=7500 => Commonness::Rare,
            _ => Commonness::VeryRare,
        }
    }

    /// The words people read: "common", "uncommon", "rare", "very rare".
    pub fn label(self) -> &'static str {
        match self {
            Commonness::Common => "common",
            Commonness::Uncommon => "uncommon",
            Commonness::Rare => "rare",
            Commonness::VeryRare => "very rare",
        }
    }
}
