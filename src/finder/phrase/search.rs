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
//! Steps are meant to track time (`budget::DEFAULT_STEPS` is about 2 s natively; `cargo bench
//! --bench phrase` prints nanoseconds a step). The candidate pass is one step per dictionary
//! word of a length that fits. The words that use up the letters left are looked up among the
//! candidates by a key of their letters (a binary search), so a lookup is `STEPS_PER_LOOKUP`
//! steps plus `STEPS_PER_HIT` per candidate of that key; a heap pop is a step, a
//! candidate checked against the letters left is a step, and each order of a complete multiset
//! tried is as many steps as it has words. Past [`MAX_NODES`] partial phrases the search stops
//! as if the budget had run out. The count of all phrases (beyond the limit) is a depth-first
//! pass over the same candidates, within what is left of the budget.

use crate::budget::{Budget, Stop};
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
/// Budget steps for one heap pop (with its pushes).
const STEPS_PER_POP: u64 = 1;
/// Budget steps per word of each order of a complete phrase costed.
const STEPS_PER_WORD: u64 = 1;
/// Budget steps for one lookup of the words that use up the letters left (the letters' key and
/// a binary search of the candidates by key).
const STEPS_PER_LOOKUP: u64 = 4;
/// Budget steps per candidate of the key that lookup finds (its letters compared).
const STEPS_PER_HIT: u64 = 1;

/// How likely a phrase is, as a cost (lower is more likely, in thousandths of log10).
pub trait Model {
    /// A cost no context makes `word` cheaper than.
    fn bound(&self, word: &str) -> u32;
    /// The most a whole phrase's cost may fall below the sum of its words' bounds (a set
    /// phrase's bonus).
    fn slack(&self) -> u32;
    /// The cost of `words` in this order; at least the sum of their bounds minus the slack.
    fn cost(&self, words: &[&str]) -> u32;
    /// The cheapest order of `words` (sorted; ties: the first order in lexicographic order of
    /// orders) and its cost. Each order tried is first paid for with `spend(words.len())`; None
    /// when that says no. A model may override it to look the words up once for all orders.
    fn best_order<'w>(
        &self,
        words: &[&'w str],
        spend: &mut dyn FnMut(u64) -> bool,
    ) -> Option<(Vec<&'w str>, u32)> {
        let mut order = Vec::with_capacity(words.len());
        cheapest_order(words, spend, &mut |perm| {
            order.clear();
            order.extend(perm.iter().map(|&p| words[p as usize]));
            self.cost(&order)
        })
    }
}

/// Tries every order of `words` (each distinct order once, in lexicographic order of the
/// permutations), costing each with `cost` (given the permutation), and returns the cheapest
/// (the first on ties) with its cost; each order is first paid for with `spend(words.len())`,
/// None when that says no.
pub fn cheapest_order<'w>(
    words: &[&'w str],
    spend: &mut dyn FnMut(u64) -> bool,
    cost: &mut dyn FnMut(&[u8]) -> u32,
) -> Option<(Vec<&'w str>, u32)> {
    let mut perm: Vec<u8> = (0..words.len() as u8).collect();
    let mut best: Option<(Vec<u8>, u32)> = None;
    loop {
        if !spend(words.len() as u64) {
            return None;
        }
        let c = cost(&perm);
        if best.as_ref().is_none_or(|(_, b)| c < *b) {
            best = Some((perm.clone(), c));
        }
        if !next_permutation(&mut perm) {
            return best.map(|(p, c)| (p.iter().map(|&i| words[i as usize]).collect(), c));
        }
    }
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
            } else if c.is_whitespace()
                || matches!(c, '-' | '\'' | '.' | ',' | ';' | ':' | '!' | '?')
            {
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

/// A word that may go in a phrase.
#[derive(Debug, Clone)]
struct Cand {
    id: WordId,
    need: LetterCounts,
    bound: u32,
}

/// Whether `word` may be a word of a phrase.
fn allowed_length(word: &[u8], min_word_len: Option<usize>) -> bool {
    match min_word_len {
        Some(m) => word.len() >= m,
        None => word.len() >= 2 || word == b"a" || word == b"i",
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

/// What a heap entry stands for: a partial phrase to extend from candidate `next` on (`fresh`
/// at the node's first pop, when its last words are looked up), or, with `node` NONE, the
/// complete phrase `done[next]`.
#[derive(Debug, Clone, Copy)]
struct Entry {
    node: u32,
    next: u32,
    fresh: bool,
}

const NONE: u32 = u32::MAX;

/// A min-heap of entries by estimate, kept as `u64` keys: the estimate in the high 31 bits,
/// whether the entry is not a complete phrase in the next (so complete ones, which are final,
/// come out first on a tie), and the entry's index in `entries` in the low 32 (first pushed
/// first). One small heap instead of a `BinaryHeap<Entry>`, for the wasm module's size.
#[derive(Default)]
struct Heap {
    keys: Vec<u64>,
    entries: Vec<Entry>,
}

impl Heap {
    fn push(&mut self, f: u32, e: Entry) {
        let open = u64::from(e.node != NONE);
        let k = (u64::from(f.min(u32::MAX >> 1)) << 33) | (open << 32) | self.entries.len() as u64;
        self.entries.push(e);
        let h = &mut self.keys;
        h.push(k);
        let mut i = h.len() - 1;
        while i > 0 && h[(i - 1) / 2] > h[i] {
            h.swap(i, (i - 1) / 2);
            i = (i - 1) / 2;
        }
    }

    /// The entry of the lowest estimate, with its estimate.
    fn pop(&mut self) -> Option<(u32, Entry)> {
        let h = &mut self.keys;
        let last = h.pop()?;
        let top = if h.is_empty() {
            last
        } else {
            let top = std::mem::replace(&mut h[0], last);
            let mut i = 0;
            loop {
                let (l, r) = (2 * i + 1, 2 * i + 2);
                let mut m = i;
                if l < h.len() && h[l] < h[m] {
                    m = l;
                }
                if r < h.len() && h[r] < h[m] {
                    m = r;
                }
                if m == i {
                    break;
                }
                h.swap(i, m);
                i = m;
            }
            top
        };
        Some(((top >> 33) as u32, self.entries[top as u32 as usize]))
    }
}

/// The search over one spec's candidates.
pub struct Search<'a> {
    dict: &'a Dictionary,
    model: &'a dyn Model,
    spec: &'a Spec<'a>,
    /// The words that fit in the letters, by (bound, id).
    cands: Vec<Cand>,
    /// (the key of its letters, index) of each candidate, by key, then by word id: the
    /// candidates that use up some letters exactly are found by one binary search.
    by_letters: Vec<(u64, u32)>,
    include_bound: u32,
    longest: usize,
}

impl<'a> Search<'a> {
    /// Gathers the candidates (one step per dictionary word of a length that fits); None if
    /// the budget ran out doing so.
    pub fn new(
        dict: &'a Dictionary,
        model: &'a dyn Model,
        spec: &'a Spec<'a>,
        budget: &mut Budget,
    ) -> Option<Search<'a>> {
        let pool = spec.letters;
        let counts = dict.all_counts();
        let mut found: Vec<Cand> = Vec::new();
        let mut keys: Vec<(u64, u32)> = Vec::new();
        let mut longest = 0;
        for len in 1..=pool.len().min(dict.max_len()) {
            let ids = dict.ids_with_len(len);
            if !budget.spend(ids.len() as u64) {
                return None;
            }
            for &id in ids {
                let need = counts[id as usize];
                let w = dict.bytes(id);
                if !need.fits_in(&pool)
                    || !allowed_length(w, spec.min_word_len)
                    || spec.exclude.iter().any(|x| x.as_bytes() == w)
                {
                    continue;
                }
                let bound = model.bound(dict.word(id));
                keys.push(((u64::from(bound) << 32) | u64::from(id), found.len() as u32));
                found.push(Cand { id, need, bound });
                longest = len;
            }
        }
        crate::sort::pairs_u64(&mut keys);
        let mut cands = Vec::with_capacity(found.len());
        let mut by_letters = Vec::with_capacity(found.len());
        for (k, i) in keys {
            by_letters.push((k & u64::from(u32::MAX), cands.len() as u32));
            cands.push(found[i as usize].clone());
        }
        // By id, then (stably) by the letters' key.
        crate::sort::pairs_u64(&mut by_letters);
        for e in &mut by_letters {
            e.0 = cands[e.1 as usize].need.key();
        }
        crate::sort::pairs_u64(&mut by_letters);
        let mut include_bound = 0u32;
        for w in spec.include {
            include_bound = include_bound.saturating_add(model.bound(w));
        }
        Some(Search {
            dict,
            model,
            spec,
            cands,
            by_letters,
            include_bound,
            longest,
        })
    }

    /// The estimate of a node of `depth` chosen words with `left` letters, extending from
    /// candidate `next`: its cost so far and, when letters are left, as many more words as
    /// they need at least, each no cheaper than that candidate. None if it cannot be completed
    /// within the word limit.
    fn estimate(&self, g: u32, depth: usize, left: &LetterCounts, next: usize) -> Option<u32> {
        let have = depth + self.spec.include.len();
        if left.is_empty() {
            return (have >= self.spec.words.0).then_some(g);
        }
        let next = self.cands.get(next)?;
        let need = left
            .len()
            .div_ceil(self.longest.max(1))
            .max(self.spec.words.0.saturating_sub(have));
        if have + need > self.spec.words.1 {
            return None;
        }
        Some(g.saturating_add(next.bound.saturating_mul(need as u32)))
    }

    /// The candidates from index `start` on that use up `left` exactly (in word-id order), by
    /// one binary search of the candidates by their letters' key. Returns the steps it took.
    fn last_words(&self, left: &LetterCounts, start: usize, ends: &mut Vec<u32>) -> u64 {
        ends.clear();
        if left.len() > self.longest {
            return 1;
        }
        let key = left.key();
        let from = self.by_letters.partition_point(|e| e.0 < key);
        let mut hits = 0;
        for &(k, i) in &self.by_letters[from..] {
            if k != key {
                break;
            }
            hits += 1;
            if i as usize >= start && self.cands[i as usize].need == *left {
                ends.push(i);
            }
        }
        STEPS_PER_LOOKUP + STEPS_PER_HIT * hits
    }

    /// The words of node `id`: the included words, then the chosen ones in the order chosen.
    fn words_of(&self, nodes: &[Node], mut id: u32) -> Vec<&'a str> {
        let mut chosen = [0u32; MAX_WORDS];
        let mut n = 0;
        while id != NONE && nodes[id as usize].cand != NONE {
            chosen[n] = nodes[id as usize].cand;
            n += 1;
            id = nodes[id as usize].parent;
        }
        let mut out: Vec<&str> = self.spec.include.iter().map(String::as_str).collect();
        while n > 0 {
            n -= 1;
            out.push(self.dict.word(self.cands[chosen[n] as usize].id));
        }
        out
    }

    /// Whether `words` are the words of the phrase given (in any order).
    fn is_given(&self, words: &[&str]) -> bool {
        let given = self.spec.given;
        if words.len() != given.len() {
            return false;
        }
        let mut sorted = words.to_vec();
        crate::sort::sort(&mut sorted);
        for (i, w) in sorted.iter().enumerate() {
            if *w != given[i] {
                return false;
            }
        }
        true
    }

    /// The cheapest order of `words` and its cost ([`Model::best_order`]); None if the budget
    /// ran out. Each order costs as many steps as it has words.
    fn best_order(&self, words: &[&'a str], budget: &mut Budget) -> Option<(Vec<&'a str>, u32)> {
        let mut sorted = words.to_vec();
        crate::sort::sort(&mut sorted);
        self.model
            .best_order(&sorted, &mut |n| budget.spend(n * STEPS_PER_WORD))
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
        let mut heap = Heap::default();
        let mut ends = Vec::new();
        // (With no letters left after the included words, the root is the one phrase.)
        if let Some(f) = self.estimate(self.include_bound, 0, &self.spec.letters, 0) {
            let root = Entry {
                node: 0,
                next: 0,
                fresh: true,
            };
            heap.push(f, root);
        }
        while let Some((f, e)) = heap.pop() {
            if !budget.spend(STEPS_PER_POP) {
                return Stop::Budget;
            }
            if nodes.len() >= MAX_NODES {
                return Stop::Memory;
            }
            if e.node == NONE {
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
                if have < self.spec.words.0 || have == 0 || self.is_given(&words) {
                    continue;
                }
                let Some((order, cost)) = self.best_order(&words, budget) else {
                    return Stop::Budget;
                };
                let mut text = Vec::with_capacity(order.len());
                for w in order {
                    text.push(w.to_string());
                }
                done.push(Some(Found { words: text, cost }));
                // Its exact cost, on the scale of the estimates (which leave out the slack).
                let f = cost.saturating_add(slack).max(f);
                let next = (done.len() - 1) as u32;
                heap.push(
                    f,
                    Entry {
                        node: NONE,
                        next,
                        fresh: false,
                    },
                );
                continue;
            }
            // The words that end the phrase are looked up once, at the node's first pop; the
            // candidates enumerated below leave letters over.
            let have = node.depth as usize + self.spec.include.len();
            if e.fresh && have < self.spec.words.1 && have + 1 >= self.spec.words.0 {
                if !budget.spend(self.last_words(&node.left, e.next as usize, &mut ends)) {
                    return Stop::Budget;
                }
                for &i in &ends {
                    let g = node.g.saturating_add(self.cands[i as usize].bound);
                    nodes.push(Node {
                        parent: e.node,
                        cand: i,
                        depth: node.depth + 1,
                        g,
                        left: LetterCounts::default(),
                    });
                    let node = (nodes.len() - 1) as u32;
                    heap.push(
                        g,
                        Entry {
                            node,
                            next: i,
                            fresh: true,
                        },
                    );
                }
            }
            if have + 1 >= self.spec.words.1 {
                continue;
            }
            // The next candidate from `e.next` on that fits the letters left with some over.
            let Some(i) = self.next_fit(&node.left, e.next as usize, budget) else {
                return Stop::Budget;
            };
            let Some(c) = self.cands.get(i) else { continue };
            let child = Node {
                parent: e.node,
                cand: i as u32,
                depth: node.depth + 1,
                g: node.g.saturating_add(c.bound),
                left: node.left.minus(&c.need),
            };
            if let Some(f) = self.estimate(child.g, child.depth as usize, &child.left, i) {
                nodes.push(child);
                let node = (nodes.len() - 1) as u32;
                heap.push(
                    f,
                    Entry {
                        node,
                        next: i as u32,
                        fresh: true,
                    },
                );
            }
            if let Some(f) = self.estimate(node.g, node.depth as usize, &node.left, i + 1) {
                heap.push(
                    f,
                    Entry {
                        node: e.node,
                        next: (i + 1) as u32,
                        fresh: false,
                    },
                );
            }
        }
        Stop::Exhausted
    }

    /// The first candidate from index `from` on that fits in `left` with letters over (the
    /// number of candidates if none does); None if the budget ran out. A candidate checked is
    /// a step.
    fn next_fit(&self, left: &LetterCounts, from: usize, budget: &mut Budget) -> Option<usize> {
        let mut i = from;
        while let Some(c) = self.cands.get(i) {
            if c.need.len() < left.len() && c.need.fits_in(left) {
                break;
            }
            i += 1;
        }
        budget.spend((i - from) as u64 + 1).then_some(i)
    }

    /// Counts every phrase (each multiset once, the given phrase left out) depth-first.
    /// Returns the count and whether it is complete (false: the budget ran out first).
    pub fn count_all(&self, budget: &mut Budget) -> (usize, bool) {
        let mut total = 0usize;
        let mut stack: Vec<&str> = self.spec.include.iter().map(String::as_str).collect();
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
        let have = stack.len();
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
            if !budget.spend(self.last_words(left, start, &mut ends)) {
                return false;
            }
            for i in ends {
                stack.push(self.dict.word(self.cands[i as usize].id));
                if !self.is_given(stack) {
                    *total += 1;
                }
                stack.pop();
            }
        }
        if have + 1 >= self.spec.words.1 {
            return true;
        }
        let mut i = start;
        loop {
            let Some(k) = self.next_fit(left, i, budget) else {
                return false;
            };
            let Some(c) = self.cands.get(k) else {
                break;
            };
            stack.push(self.dict.word(c.id));
            let ok = self.count_from(k, &left.minus(&c.need), stack, total, budget);
            stack.pop();
            if !ok {
                return false;
            }
            i = k + 1;
        }
        true
    }
}

/// Steps `v` to the next permutation in lexicographic order; false when `v` was the last one.
fn next_permutation(v: &mut [u8]) -> bool {
    if v.len() < 2 {
        return false;
    }
    let mut i = v.len() - 1;
    while i > 0 && v[i - 1] >= v[i] {
        i -= 1;
    }
    if i == 0 {
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
        let mut v = vec![0u8, 1, 1];
        let mut all = vec![v.clone()];
        while next_permutation(&mut v) {
            all.push(v.clone());
        }
        assert_eq!(all, [[0, 1, 1], [1, 0, 1], [1, 1, 0]]);
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
