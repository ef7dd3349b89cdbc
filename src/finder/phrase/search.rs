//! The search of phrase anagrams: every phrase of dictionary words that uses exactly the
//! letters given, cheapest first under a cost [`Model`], each multiset of words once, in its
//! cheapest order.
//!
//! # Search
//! The candidates are the words that fit in the letters (one pass over the dictionary's letter
//! counts), sorted by a cost no context can make them cheaper than ([`Model::bound`]). A
//! multiset of words is a non-decreasing run of candidate indices, so each is reached once. The
//! search is best-first (A*): a partial phrase's estimate is its words' bounds plus, when
//! letters are left, as many more words as the letters need at least (at most the longest
//! candidate's length each), each no cheaper than the next candidate it may take. Children are
//! made lazily, one at a time in cost order (a node pops its next fitting candidate and pushes
//! itself back for the one after), so the heap grows by two entries a pop, not by one per
//! candidate. A complete multiset goes back into the heap with its exact cost (the cheapest of
//! its orders, [`Model::cost`]), which is never below its estimate; when that entry comes out,
//! nothing left can beat it, so the phrases come out best first and the search stops at the
//! limit.
//!
//! # Cost
//! The candidate pass is one budget step per dictionary word; each heap pop and each candidate
//! checked against the letters left is a step, and each order of a complete multiset tried is
//! as many steps as it has words. Past [`MAX_NODES`] partial phrases the search stops as if the
//! budget had run out. The count of all phrases (beyond the limit) is a depth-first pass over
//! the same candidates, within what is left of the budget.

use std::cmp::{Ordering, Reverse};
use std::collections::BinaryHeap;

use crate::budget::Budget;
use crate::dict::{Dictionary, WordId};
use crate::error::{Error, Result};
use crate::letters::{describe_char, LetterCounts};

/// The most letters a phrase to anagram may have.
pub const MAX_PHRASE_LETTERS: usize = 40;
/// The most words a phrase anagram may have (`--words`).
pub const MAX_WORDS: usize = 6;
/// The most words without `--words`.
pub const DEFAULT_MAX_WORDS: usize = 3;
/// The most partial phrases kept at once; past it the search stops as if the budget had run out.
pub const MAX_NODES: usize = 1 << 20;

/// How likely a phrase is, as a cost (lower is more likely, in thousandths of log10).
pub trait Model {
    /// A cost no context makes `word` cheaper than.
    fn bound(&self, word: &str) -> u32;
    /// The most a whole phrase's cost may fall below the sum of its words' bounds (a set
    /// phrase's bonus).
    fn slack(&self) -> u32;
    /// The cost of `words` in this order; at least the sum of their bounds minus the slack.
    fn cost(&self, words: &[&str]) -> u32;
}

/// The letters of a phrase to anagram and the words it was typed as.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PhraseLetters {
    /// Its letters.
    pub letters: LetterCounts,
    /// Its words, lowercase, sorted (the input phrase itself is never an answer).
    pub words: Vec<String>,
}

impl PhraseLetters {
    /// Reads letters or a phrase: letters a-z in any case; spaces, hyphens, apostrophes and
    /// the marks of a sentence (`. , ; : ! ?`) separate words and are otherwise ignored.
    pub fn parse(input: &str) -> Result<PhraseLetters> {
        let mut letters = LetterCounts::default();
        let mut words = Vec::new();
        let mut word = String::new();
        for (i, c) in input.chars().enumerate() {
            let l = c.to_ascii_lowercase();
            if l.is_ascii_lowercase() {
                letters.add(l as u8);
                word.push(l);
            } else if c.is_whitespace() || "-'.,;:!?".contains(c) {
                if !word.is_empty() {
                    words.push(std::mem::take(&mut word));
                }
            } else {
                return Err(Error::invalid(format!(
                    "the phrase has {} at position {}; use letters a-z (spaces and punctuation are ignored)",
                    describe_char(c),
                    i + 1
                )));
            }
        }
        if !word.is_empty() {
            words.push(word);
        }
        if letters.is_empty() {
            return Err(Error::invalid(
                "the phrase has no letters; type a word, a phrase or some letters",
            ));
        }
        if letters.len() > MAX_PHRASE_LETTERS {
            return Err(Error::too_large(format!(
                "the phrase has {} letters; the limit is {MAX_PHRASE_LETTERS}",
                letters.len()
            )));
        }
        crate::sort::sort(&mut words);
        Ok(PhraseLetters { letters, words })
    }
}

/// What a search is asked for.
#[derive(Debug, Clone)]
pub struct Spec<'a> {
    /// The letters the words (besides `include`) must use up.
    pub letters: LetterCounts,
    /// Words every phrase has (their letters already taken out of `letters`).
    pub include: &'a [String],
    /// Words no phrase has.
    pub exclude: &'a [String],
    /// The fewest and most words of a phrase, `include` counted.
    pub words: (usize, usize),
    /// The shortest word (None: 2 letters, and the one-letter words a and i).
    pub min_word_len: Option<usize>,
    /// A multiset of words (sorted) that is not an answer: the phrase given.
    pub given: &'a [String],
}

/// One phrase found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Found {
    /// Its words in their most likely order.
    pub words: Vec<String>,
    /// Its cost in that order.
    pub cost: u32,
}

/// How a search ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stop {
    /// Every phrase was found.
    Exhausted,
    /// `found` asked for no more.
    Enough,
    /// The budget (or the node limit) ran out.
    Budget,
}

/// A word that may go in a phrase.
#[derive(Debug, Clone)]
struct Cand {
    id: WordId,
    need: LetterCounts,
    bound: u32,
}

/// Whether `word` (of `len` letters) may be a word of a phrase.
fn allowed_length(word: &[u8], min_word_len: Option<usize>) -> bool {
    match min_word_len {
        Some(m) => word.len() >= m,
        None => word.len() >= 2 || word == b"a" || word == b"i",
    }
}

/// The candidates for `spec`, cheapest bound first; None if the budget ran out.
fn candidates(
    dict: &Dictionary,
    model: &dyn Model,
    spec: &Spec,
    budget: &mut Budget,
) -> Option<Vec<Cand>> {
    let pool = spec.letters;
    let mut out = Vec::new();
    let counts = dict.all_counts();
    for len in 1..=pool.len().min(dict.max_len()) {
        let ids = dict.ids_with_len(len);
        if !budget.spend(ids.len() as u64) {
            return None;
        }
        for &id in ids {
            let need = &counts[id as usize];
            if !need.fits_in(&pool) {
                continue;
            }
            let w = dict.bytes(id);
            if !allowed_length(w, spec.min_word_len)
                || spec.exclude.iter().any(|x| x.as_bytes() == w)
            {
                continue;
            }
            out.push(Cand {
                id,
                need: *need,
                bound: model.bound(dict.word(id)),
            });
        }
    }
    crate::sort::sort_by(&mut out, |a, b| a.bound.cmp(&b.bound).then(a.id.cmp(&b.id)));
    Some(out)
}

/// A heap entry: a partial phrase to extend from candidate `next` on, or a complete one with
/// its exact cost.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Entry {
    f: u32,
    /// Complete phrases before partial ones of the same estimate (they are final).
    complete: bool,
    seq: u32,
    node: u32,
    next: u32,
    /// The node's first pop (its last words are then looked up).
    fresh: bool,
}

impl Ord for Entry {
    fn cmp(&self, o: &Self) -> Ordering {
        // A min-heap on f; then complete first; then first pushed first (deterministic).
        Reverse(self.f)
            .cmp(&Reverse(o.f))
            .then(self.complete.cmp(&o.complete))
            .then(Reverse(self.seq).cmp(&Reverse(o.seq)))
    }
}

impl PartialOrd for Entry {
    fn partial_cmp(&self, o: &Self) -> Option<Ordering> {
        Some(self.cmp(o))
    }
}

/// A partial phrase: the last candidate taken and the node before it.
#[derive(Debug, Clone, Copy)]
struct Node {
    parent: u32,
    cand: u32,
    depth: u8,
    g: u32,
    left: LetterCounts,
}

const NONE: u32 = u32::MAX;

/// The search over one spec's candidates.
pub struct Search<'a> {
    dict: &'a Dictionary,
    model: &'a dyn Model,
    spec: &'a Spec<'a>,
    cands: Vec<Cand>,
    include_bound: u32,
    longest: usize,
    /// (word, its candidate index), by word.
    by_id: Vec<(WordId, u32)>,
}

impl<'a> Search<'a> {
    /// Gathers the candidates; None if the budget ran out doing so.
    pub fn new(
        dict: &'a Dictionary,
        model: &'a dyn Model,
        spec: &'a Spec<'a>,
        budget: &mut Budget,
    ) -> Option<Search<'a>> {
        let cands = candidates(dict, model, spec, budget)?;
        let longest = cands.iter().map(|c| c.need.len()).max().unwrap_or(0);
        let include_bound = spec
            .include
            .iter()
            .fold(0u32, |s, w| s.saturating_add(model.bound(w)));
        let mut by_id: Vec<(WordId, u32)> = cands
            .iter()
            .enumerate()
            .map(|(i, c)| (c.id, i as u32))
            .collect();
        crate::sort::sort(&mut by_id);
        Some(Search {
            dict,
            model,
            spec,
            cands,
            include_bound,
            longest,
            by_id,
        })
    }

    /// How many more words `left` letters need at least, and the estimate of a node of `depth`
    /// chosen words with `left` letters, extending from candidate `next`; None if it cannot be
    /// completed within the word limit.
    fn estimate(&self, g: u32, depth: usize, left: &LetterCounts, next: usize) -> Option<u32> {
        let have = depth + self.spec.include.len();
        if left.is_empty() {
            return (have >= self.spec.words.0).then_some(g);
        }
        let next = self.cands.get(next)?;
        if self.longest == 0 {
            return None;
        }
        let need = left
            .len()
            .div_ceil(self.longest)
            .max(self.spec.words.0.saturating_sub(have));
        if have + need > self.spec.words.1 {
            return None;
        }
        Some(g.saturating_add(next.bound.saturating_mul(need as u32)))
    }

    /// The candidates from index `start` on that use up `left` exactly, by one lookup in the
    /// dictionary's anagram index (no scan of the candidates). Returns the steps it took.
    fn last_words(&self, left: &LetterCounts, start: usize, mut each: impl FnMut(usize)) -> u64 {
        let ids = self.dict.anagrams(left);
        for id in ids {
            if let Ok(k) = self.by_id.binary_search_by(|(w, _)| w.cmp(id)) {
                let i = self.by_id[k].1 as usize;
                if i >= start {
                    each(i);
                }
            }
        }
        1 + ids.len() as u64
    }

    fn words_of(&self, nodes: &[Node], mut id: u32) -> Vec<&'a str> {
        let mut out: Vec<&str> = self.spec.include.iter().map(String::as_str).collect();
        let n = out.len();
        while id != NONE {
            let node = &nodes[id as usize];
            if node.cand != NONE {
                out.push(self.dict.word(self.cands[node.cand as usize].id));
            }
            id = node.parent;
        }
        out[n..].reverse();
        out
    }

    /// The cheapest order of `words` (ties: the first in alphabetical order of orders) and its
    /// cost; None if the budget ran out.
    fn best_order(&self, words: &[&'a str], budget: &mut Budget) -> Option<(Vec<&'a str>, u32)> {
        let mut order: Vec<&str> = words.to_vec();
        crate::sort::sort(&mut order);
        let mut best: Option<(Vec<&str>, u32)> = None;
        loop {
            if !budget.spend(order.len() as u64) {
                return None;
            }
            let c = self.model.cost(&order);
            if best.as_ref().is_none_or(|(_, b)| c < *b) {
                best = Some((order.clone(), c));
            }
            if !next_permutation(&mut order) {
                break;
            }
        }
        best
    }

    /// Calls `found` with each phrase, cheapest first, until it returns false.
    pub fn best_first(&self, budget: &mut Budget, mut found: impl FnMut(Found) -> bool) -> Stop {
        let slack = self.model.slack();
        let mut nodes: Vec<Node> = vec![Node {
            parent: NONE,
            cand: NONE,
            depth: 0,
            g: self.include_bound,
            left: self.spec.letters,
        }];
        let mut done: Vec<Option<Found>> = Vec::new();
        let mut heap = BinaryHeap::new();
        let mut seq = 0u32;
        let mut push = |heap: &mut BinaryHeap<Entry>,
                        f: u32,
                        complete: bool,
                        node: u32,
                        next: u32,
                        fresh: bool| {
            seq = seq.wrapping_add(1);
            heap.push(Entry {
                f,
                complete,
                seq,
                node,
                next,
                fresh,
            });
        };
        // (With no letters left after the included words, the root is the one phrase.)
        if let Some(f) = self.estimate(self.include_bound, 0, &self.spec.letters, 0) {
            push(&mut heap, f, false, 0, 0, true);
        }
        while let Some(e) = heap.pop() {
            if !budget.spend(1) || nodes.len() >= MAX_NODES {
                return Stop::Budget;
            }
            if e.complete {
                if let Some(p) = done[e.next as usize].take() {
                    if !found(p) {
                        return Stop::Enough;
                    }
                }
                continue;
            }
            let node = nodes[e.node as usize];
            if node.left.is_empty() {
                let words = self.words_of(&nodes, e.node);
                let have = words.len();
                if have < self.spec.words.0 || have > self.spec.words.1 || have == 0 {
                    continue;
                }
                let mut sorted = words.clone();
                crate::sort::sort(&mut sorted);
                if sorted
                    .iter()
                    .copied()
                    .eq(self.spec.given.iter().map(String::as_str))
                {
                    continue;
                }
                let Some((order, cost)) = self.best_order(&words, budget) else {
                    return Stop::Budget;
                };
                done.push(Some(Found {
                    words: order.iter().map(|w| w.to_string()).collect(),
                    cost,
                }));
                // Its exact cost, on the scale of the estimates (which leave out the slack).
                let f = cost.saturating_add(slack).max(e.f);
                push(&mut heap, f, true, e.node, (done.len() - 1) as u32, false);
                continue;
            }
            // The words that end the phrase are looked up once, at the node's first pop; the
            // candidates enumerated below leave letters over.
            let have = node.depth as usize + self.spec.include.len();
            if e.fresh && have + 1 >= self.spec.words.0 {
                let mut ends = Vec::new();
                let cost = self.last_words(&node.left, e.next as usize, |i| ends.push(i));
                if !budget.spend(cost) {
                    return Stop::Budget;
                }
                for i in ends {
                    let g = node.g.saturating_add(self.cands[i].bound);
                    nodes.push(Node {
                        parent: e.node,
                        cand: i as u32,
                        depth: node.depth + 1,
                        g,
                        left: LetterCounts::default(),
                    });
                    push(
                        &mut heap,
                        g,
                        false,
                        (nodes.len() - 1) as u32,
                        i as u32,
                        true,
                    );
                }
            }
            if have + 1 >= self.spec.words.1 {
                continue;
            }
            // The next candidate from `e.next` on that fits the letters left with some over.
            let mut hit = None;
            for (i, c) in self.cands.iter().enumerate().skip(e.next as usize) {
                if !budget.spend(1) {
                    return Stop::Budget;
                }
                if c.need.len() < node.left.len() && c.need.fits_in(&node.left) {
                    hit = Some(i);
                    break;
                }
            }
            let Some(i) = hit else { continue };
            let c = &self.cands[i];
            let child = Node {
                parent: e.node,
                cand: i as u32,
                depth: node.depth + 1,
                g: node.g.saturating_add(c.bound),
                left: node.left.minus(&c.need),
            };
            if let Some(f) = self.estimate(child.g, child.depth as usize, &child.left, i) {
                nodes.push(child);
                push(
                    &mut heap,
                    f,
                    false,
                    (nodes.len() - 1) as u32,
                    i as u32,
                    true,
                );
            }
            if let Some(f) = self.estimate(node.g, node.depth as usize, &node.left, i + 1) {
                push(&mut heap, f, false, e.node, (i + 1) as u32, false);
            }
        }
        Stop::Exhausted
    }

    /// Counts every phrase (each multiset once, the given phrase left out) depth-first.
    /// Returns the count and whether it is complete (false: the budget ran out first).
    pub fn count_all(&self, budget: &mut Budget) -> (usize, bool) {
        let mut total = 0usize;
        let mut stack: Vec<&str> = Vec::new();
        let ok = self.count_from(0, &self.spec.letters, &mut stack, &mut total, budget);
        (total, ok)
    }

    fn count_from(
        &self,
        start: usize,
        left: &LetterCounts,
        stack: &mut Vec<&'a str>,
        total: &mut usize,
        budget: &mut Budget,
    ) -> bool {
        let have = stack.len() + self.spec.include.len();
        if left.is_empty() {
            if have >= self.spec.words.0 && have > 0 && !self.is_given(stack) {
                *total += 1;
            }
            return true;
        }
        if have >= self.spec.words.1 {
            return true;
        }
        if have + 1 >= self.spec.words.0 {
            let mut ends = Vec::new();
            let cost = self.last_words(left, start, |i| ends.push(i));
            if !budget.spend(cost) {
                return false;
            }
            for i in ends {
                stack.push(self.dict.word(self.cands[i].id));
                if !self.is_given(stack) {
                    *total += 1;
                }
                stack.pop();
            }
        }
        if have + 1 >= self.spec.words.1 {
            return true;
        }
        for (i, c) in self.cands.iter().enumerate().skip(start) {
            if !budget.spend(1) {
                return false;
            }
            if c.need.len() < left.len() && c.need.fits_in(left) {
                stack.push(self.dict.word(c.id));
                let ok = self.count_from(i, &left.minus(&c.need), stack, total, budget);
                stack.pop();
                if !ok {
                    return false;
                }
            }
        }
        true
    }

    fn is_given(&self, chosen: &[&str]) -> bool {
        if self.spec.given.len() != chosen.len() + self.spec.include.len() {
            return false;
        }
        let mut all: Vec<&str> = chosen.to_vec();
        all.extend(self.spec.include.iter().map(String::as_str));
        crate::sort::sort(&mut all);
        all.iter()
            .copied()
            .eq(self.spec.given.iter().map(String::as_str))
    }
}

/// Steps `v` to the next permutation in lexicographic order (equal items are not told apart);
/// false when `v` was the last one (it is left sorted again).
fn next_permutation<T: Ord>(v: &mut [T]) -> bool {
    if v.len() < 2 {
        return false;
    }
    let mut i = v.len() - 1;
    while i > 0 && v[i - 1] >= v[i] {
        i -= 1;
    }
    if i == 0 {
        v.reverse();
        return false;
    }
    let mut j = v.len() - 1;
    while v[j] <= v[i - 1] {
        j -= 1;
    }
    v.swap(i - 1, j);
    v[i..].reverse();
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn permutations_skip_repeats() {
        let mut v = vec!["a", "b", "b"];
        let mut all = vec![v.clone()];
        while next_permutation(&mut v) {
            all.push(v.clone());
        }
        assert_eq!(all, [["a", "b", "b"], ["b", "a", "b"], ["b", "b", "a"]]);
        assert_eq!(v, ["a", "b", "b"]);
    }

    #[test]
    fn phrases_are_read_as_letters_and_words() {
        let p = PhraseLetters::parse("Dormitory").unwrap();
        assert_eq!(p.letters.sorted(), "dimoorrty");
        let p = PhraseLetters::parse("  the  Morse-code! ").unwrap();
        assert_eq!(p.words, ["code", "morse", "the"]);
        assert!(PhraseLetters::parse("a1")
            .unwrap_err()
            .message
            .contains("'1' at position 2"));
        assert!(PhraseLetters::parse(" - ")
            .unwrap_err()
            .message
            .contains("no letters"));
    }
}
