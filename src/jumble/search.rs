//! The final-answer search: splitting a pool of letters into dictionary words that fit the
//! pattern's slots, cheapest (most common) first.
//!
//! Best-first over partial answers (A* with an admissible bound): a partial answer's bound is
//! its words' cost plus the cheapest candidate of every slot still open. Children are made
//! lazily, one at a time in cost order, so the heap holds two entries per expanded node, not one
//! per candidate. The last slot is never enumerated: when one slot is left, the letters left
//! over are looked up in a hash of its candidates there and then, so a dead end makes no node.
//! When the budget or the node limit stops the search, the answers already found but not yet
//! out of the heap are still handed over, cheapest first (the best found so far). Slots of
//! equal shape take their words in non-decreasing candidate order, so each multiset of words is
//! found once; the caller places it in the slots.

use std::cmp::Ordering;
use std::collections::{BinaryHeap, HashMap};
use std::hash::{BuildHasherDefault, Hasher};

use super::pattern::{Shape, Slot};
use crate::budget::{Budget, Stop};
use crate::dict::Dictionary;
use crate::letters::LetterCounts;
use crate::rank::Scorer;

/// The most search nodes kept at once (nodes and heap entries are 24 bytes each: about 25 MB
/// with the heap); past it the search stops as if the budget had run out. Twice as many
/// completed none of the eight of 226 set phrases whose search stops, in twice the time.
pub const MAX_NODES: usize = 1 << 19;

/// The most multisets of words placed after the search stopped early (their answers are listed
/// as the best found so far).
const DRAIN_MULTISETS: usize = 1000;

// Work is counted in ticks (a candidate check is one, about 15 ns natively) and paid to the
// budget at TICKS_PER_STEP ticks a step, calibrated with `cargo bench --bench jumble` so that
// budget::DEFAULT_STEPS lasts about 2 s natively.
/// Ticks per budget step.
const TICKS_PER_STEP: u64 = 2;
/// Ticks for one heap pop (with its push).
const STEP_POP: u64 = 3;
/// Ticks for one lookup of the last slot's words.
const STEP_LOOKUP: u64 = 2;
/// Ticks per word found by that lookup.
const STEP_HIT: u64 = 1;
/// Ticks for checking one candidate against the letters left.
const STEP_CHECK: u64 = 1;
/// Ticks for taking a candidate (subtracting its letters, recursing).
const STEP_DESCEND: u64 = 2;

/// Pays ticks of work to a budget, TICKS_PER_STEP to a step.
pub struct Meter<'b, 'h> {
    budget: &'b mut Budget<'h>,
    ticks: u64,
}

impl<'b, 'h> Meter<'b, 'h> {
    /// A meter paying into `budget`.
    pub fn new(budget: &'b mut Budget<'h>) -> Self {
        Meter { budget, ticks: 0 }
    }

    /// Counts `n` ticks; false once the budget is used up.
    #[inline]
    pub fn tick(&mut self, n: u64) -> bool {
        self.ticks += n;
        if self.ticks >= TICKS_PER_STEP {
            let steps = self.ticks / TICKS_PER_STEP;
            self.ticks %= TICKS_PER_STEP;
            self.budget.spend(steps)
        } else {
            !self.budget.exhausted()
        }
    }

    /// Whether the budget is used up.
    pub fn exhausted(&self) -> bool {
        self.budget.exhausted()
    }
}

/// Clitics that may follow an apostrophe in a contraction slot (`it's`, `we'd`, `I'm`,
/// `they're`, `we've`, `you'll`). `n't` is handled on its own.
const CLITICS: &[&[u8]] = &[b"s", b"d", b"m", b"re", b"ve", b"ll"];

/// One word that can fill a slot.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cand {
    /// Its letters (a-z, as many as the slot has letter positions).
    pub text: Box<[u8]>,
    /// A cost no context makes it cheaper than ([`Scorer::bound`]), in thousandths of log10.
    pub cost: u32,
    /// Its tie-break key ([`Scorer::tie`]: its own cost, then the rank class of its unigram
    /// probability): ties of `cost` go to the commoner words.
    pub tie: u32,
    /// Its SCOWL level (of the stem, for contractions).
    pub level: Option<u8>,
    /// The letters it takes from the pool (its letters less the printed ones).
    pub need: LetterCounts,
}

impl Cand {
    pub(crate) fn key_cmp(&self, other: &Cand) -> Ordering {
        self.key()
            .cmp(&other.key())
            .then_with(|| self.text.cmp(&other.text))
    }

    /// Its search key: its bound, then its tie-break key ([`key`]).
    pub fn key(&self) -> u64 {
        key(self.cost, self.tie)
    }
}

/// A search key: a cost in its high bits and, below it, a tie-break (the words' [`Scorer::tie`]
/// keys: answers whose costs tie come commonest words first). Keys add as their parts do (a
/// phrase's tie keys sum to far below 2^32, and its costs too).
pub fn key(cost: u32, tie: u32) -> u64 {
    (u64::from(cost) << TIE_BITS) | u64::from(tie)
}

/// The bits of a key below its cost.
const TIE_BITS: u32 = 32;

/// The words that can fill `slot` using letters of `pool` (any subset), cheapest first; `first`
/// and `last` say whether the slot starts or ends the answer (for their bounds).
pub fn candidates(
    scorer: &Scorer,
    dict: &Dictionary,
    slot: &Slot,
    first: bool,
    last: bool,
    pool: &LetterCounts,
    budget: &mut Budget,
) -> Vec<Cand> {
    let fixed = slot.fixed_counts();
    let mut out: Vec<Cand> = Vec::new();
    let push = |text: Vec<u8>, level: Option<u8>, out: &mut Vec<Cand>| {
        if !slot.matches_fixed(&text) {
            return;
        }
        let need = LetterCounts::of(&text).minus(&fixed);
        if need.fits_in(pool) {
            let shown = slot.render_word(&text);
            let (cost, tie) = scorer.bound_and_tie(&shown, first, last);
            out.push(Cand {
                cost: cost.0,
                tie,
                text: text.into_boxed_slice(),
                level,
                need,
            });
        }
    };
    let allowed = pool.mask() | fixed.mask();
    let counts = dict.all_counts();
    let words_of_len = |len: usize, budget: &mut Budget| {
        let ids = dict.ids_with_len(len);
        budget.spend(ids.len() as u64 / 4);
        ids.iter()
            .copied()
            .filter(move |&id| counts[id as usize].mask() & !allowed == 0)
    };
    let len = slot.len();
    for id in words_of_len(len, budget) {
        push(dict.bytes(id).to_vec(), dict.level(id), &mut out);
    }
    if let Shape::Contraction { before, after } = slot.shape {
        for clitic in CLITICS.iter().filter(|c| c.len() == after) {
            for id in words_of_len(before, budget) {
                let mut text = dict.bytes(id).to_vec();
                text.extend_from_slice(clitic);
                push(text, dict.level(id), &mut out);
            }
        }
        if after == 1 && before >= 2 {
            for id in words_of_len(before - 1, budget) {
                let mut text = dict.bytes(id).to_vec();
                text.extend_from_slice(b"nt");
                push(text, dict.level(id), &mut out);
            }
        }
        // A text can arise twice (a joined word and a stem with a clitic): keep the cheaper.
        crate::sort::sort_by(&mut out, |a, b| {
            a.text.cmp(&b.text).then(a.key().cmp(&b.key()))
        });
        out.dedup_by(|later, first| later.text == first.text);
    }
    crate::sort::sort_by(&mut out, Cand::key_cmp);
    out
}

/// One slot of the search, in search order.
#[derive(Debug)]
pub struct SearchSlot {
    /// Its index among the pattern's slots.
    pub slot: usize,
    /// Slots with the same group take identical candidates; the search keeps their words in
    /// non-decreasing candidate order.
    pub group: usize,
    /// Its candidates, cheapest first (for the whole union of pools).
    pub cands: Vec<Cand>,
    /// The number of blanks.
    pub blanks: usize,
}

/// One set of circled letters to split.
#[derive(Debug, Clone)]
pub struct PoolSpec {
    /// The letters.
    pub letters: LetterCounts,
    /// The cost of the commonest clue words that give them.
    pub cost: u32,
}

/// A complete answer as found: one word per search slot, in search order.
#[derive(Debug, Clone)]
pub struct Found {
    /// Which pool it splits.
    pub pool: usize,
    /// The words, in the order of the search slots.
    pub picks: Vec<Cand>,
    /// Its estimate as a key: the pool's cost plus its words' bounds (no more than any
    /// placement's exact cost), and its words' own costs.
    pub cost: u64,
}

/// The search problem: ordered slots and the pools.
pub struct Problem<'a> {
    slots: &'a [SearchSlot],
    pools: &'a [PoolSpec],
    /// The cheapest key of each suffix of the search slots (an admissible bound).
    bounds: Vec<u64>,
    /// The last slot's candidates by the letters they take (packed), in candidate order.
    last_index: KeyMap<Vec<u32>>,
}

/// A hash map keyed by packed letter counts. The keys are not chosen by an adversary (they are
/// the dictionary's own words), so a multiply-fold hash replaces SipHash, which is several
/// times slower, most of all in wasm.
type KeyMap<V> = HashMap<u128, V, BuildHasherDefault<KeyHasher>>;

/// Folds a u128 key with two multiplications.
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ b as u64).wrapping_mul(0x0100_0000_01b3);
        }
    }

    fn write_u128(&mut self, key: u128) {
        let (lo, hi) = (key as u64, (key >> 64) as u64);
        self.0 = (lo ^ hi.rotate_left(29)).wrapping_mul(0x9e37_79b9_7f4a_7c15)
            ^ hi.wrapping_mul(0xc2b2_ae3d_27d4_eb4f);
    }

    fn finish(&self) -> u64 {
        self.0 ^ (self.0 >> 31)
    }
}

/// Packs letter counts into 4 bits per letter (counts above 15 saturate, so a hit must be
/// confirmed by comparing the counts).
fn pack(c: &LetterCounts) -> u128 {
    let mut key = 0u128;
    let mut m = c.mask();
    while m != 0 {
        let i = m.trailing_zeros();
        m &= m - 1;
        key |= (c.count(b'a' + i as u8).min(15) as u128) << (4 * i);
    }
    key
}

const NONE: u32 = u32::MAX;

/// A partial answer: its last word and its parent (the letters it leaves are worked out from
/// the chain when it is expanded, so a node is 24 bytes).
struct Node {
    parent: u32,
    cand: u32,
    g: u64,
    pool: u32,
    depth: u8,
}

#[derive(PartialEq, Eq)]
struct Entry {
    f: u64,
    depth: u8,
    seq: u32,
    node: u32,
    /// For an expansion: the next candidate index to try. For a complete answer: the index of
    /// its last word among the last slot's candidates. For a placed answer: its index among
    /// the placed answers kept.
    payload: u32,
    kind: Kind,
}

/// What a heap entry stands for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// A partial answer to extend (f is a bound).
    Expand,
    /// A complete multiset of words (f is a bound): its placements are costed when it comes out.
    Complete,
    /// A placement with its exact cost: it is the next answer when it comes out.
    Placed,
}

impl Ord for Entry {
    fn cmp(&self, other: &Self) -> Ordering {
        // BinaryHeap pops the greatest: lowest bound first, then the deepest (finish what is
        // nearly done), then the oldest, so ties come out in a fixed order.
        other
            .f
            .cmp(&self.f)
            .then(self.depth.cmp(&other.depth))
            .then(other.seq.cmp(&self.seq))
    }
}

impl PartialOrd for Entry {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl<'a> Problem<'a> {
    /// Prepares the search: bounds and the index of the last slot's candidates.
    pub fn new(slots: &'a [SearchSlot], pools: &'a [PoolSpec], budget: &mut Budget) -> Problem<'a> {
        let mut bounds = vec![0u64; slots.len() + 1];
        for d in (0..slots.len()).rev() {
            bounds[d] = bounds[d + 1] + slots[d].cands.first().map_or(0, Cand::key);
        }
        let mut last_index: KeyMap<Vec<u32>> = KeyMap::default();
        if let Some(last) = slots.last() {
            budget.spend(last.cands.len() as u64);
            for (i, c) in last.cands.iter().enumerate() {
                last_index.entry(pack(&c.need)).or_default().push(i as u32);
            }
        }
        Problem {
            slots,
            pools,
            bounds,
            last_index,
        }
    }

    /// Calls `each` with every candidate of the last search slot that takes exactly
    /// `remaining`, from index `start` on (when the slot shares its group with the one before,
    /// `start` is that slot's pick, so each multiset comes once).
    fn for_each_last(
        &self,
        remaining: &LetterCounts,
        start: usize,
        meter: &mut Meter,
        mut each: impl FnMut(usize, &Cand),
    ) {
        let Some(s) = self.slots.last() else { return };
        if remaining.len() != s.blanks {
            return;
        }
        meter.tick(STEP_LOOKUP);
        let Some(hits) = self.last_index.get(&pack(remaining)) else {
            return;
        };
        meter.tick(STEP_HIT * hits.len() as u64);
        for &i in hits {
            let i = i as usize;
            if i >= start && s.cands[i].need == *remaining {
                each(i, &s.cands[i]);
            }
        }
    }

    /// Where the last slot's candidates start, given the pick of the slot before it.
    fn last_start(&self, prev_cand: usize) -> usize {
        let d = self.slots.len() - 1;
        if d > 0 && self.slots[d].group == self.slots[d - 1].group {
            prev_cand
        } else {
            0
        }
    }

    /// Best-first search. Each complete multiset of words comes out in order of its bound;
    /// `place` then gives its placements with their exact costs (each at least the bound), which
    /// go back into the heap, so `found` is called with every placed answer in order of exact
    /// cost, cheapest first. Stops when `found` returns false.
    pub fn best_first<T>(
        &self,
        budget: &mut Budget,
        mut place: impl FnMut(&Found) -> Vec<(u64, T)>,
        mut found: impl FnMut(T) -> bool,
    ) -> Stop {
        let mut meter = Meter::new(budget);
        let budget = &mut meter;
        let n = self.slots.len();
        if n == 0 {
            return Stop::Exhausted;
        }
        let h = &self.bounds;
        let mut nodes: Vec<Node> = Vec::new();
        let mut heap: BinaryHeap<Entry> = BinaryHeap::new();
        let mut seq = 0u32;
        let mut push = |heap: &mut BinaryHeap<Entry>,
                        f: u64,
                        depth: usize,
                        node: u32,
                        payload: u32,
                        kind: Kind| {
            seq = seq.wrapping_add(1);
            heap.push(Entry {
                f,
                depth: depth as u8,
                seq,
                node,
                payload,
                kind,
            });
        };
        // Placed answers wait here until their entry comes out of the heap.
        let mut placed: Vec<Option<T>> = Vec::new();
        for (p, pool) in self.pools.iter().enumerate() {
            nodes.push(Node {
                parent: NONE,
                cand: NONE,
                g: key(pool.cost, 0),
                pool: p as u32,
                depth: 0,
            });
            push(
                &mut heap,
                key(pool.cost, 0) + h[0],
                0,
                (nodes.len() - 1) as u32,
                0,
                Kind::Expand,
            );
        }
        let stop = 'search: loop {
            let Some(e) = heap.pop() else {
                return Stop::Exhausted;
            };
            // Stopping here puts the entry back: it may be the best answer found.
            if !budget.tick(STEP_POP) {
                heap.push(e);
                break 'search Stop::Budget;
            }
            if nodes.len() >= MAX_NODES || heap.len() >= 2 * MAX_NODES {
                heap.push(e);
                break 'search Stop::Memory;
            }
            match e.kind {
                Kind::Placed => {
                    let Some(answer) = placed.get_mut(e.payload as usize).and_then(Option::take)
                    else {
                        continue;
                    };
                    if !found(answer) {
                        return Stop::Enough;
                    }
                    continue;
                }
                Kind::Complete => {
                    for (f, at) in self.place_entry(&nodes, &e, &mut place, &mut placed) {
                        push(&mut heap, f, n + 1, e.node, at, Kind::Placed);
                    }
                    continue;
                }
                Kind::Expand => {}
            }
            let node = &nodes[e.node as usize];
            let d = node.depth as usize;
            let (g, remaining) = (node.g, self.remaining(&nodes, e.node));
            if d == n - 1 {
                // Only a one-slot answer's root gets here: deeper nodes look up the last
                // slot's words when they are made (below).
                let mut last: Vec<(u64, u32)> = Vec::new();
                self.for_each_last(&remaining, 0, budget, |i, c| {
                    last.push((g + c.key(), i as u32))
                });
                for (f, i) in last {
                    push(&mut heap, f, n, e.node, i, Kind::Complete);
                }
                continue;
            }
            let cands = &self.slots[d].cands;
            let start = e.payload as usize;
            let mut hit = None;
            for (i, c) in cands.iter().enumerate().skip(start) {
                if !budget.tick(STEP_CHECK) {
                    break 'search Stop::Budget;
                }
                if c.need.fits_in(&remaining) {
                    hit = Some(i);
                    break;
                }
            }
            let Some(i) = hit else { continue };
            budget.tick(STEP_DESCEND);
            let c = &cands[i];
            let child_g = g + c.key();
            let child_remaining = remaining.minus(&c.need);
            let child = Node {
                parent: e.node,
                cand: i as u32,
                g: child_g,
                pool: node.pool,
                depth: (d + 1) as u8,
            };
            if d + 2 == n {
                // One slot is left: its words are the ones that take exactly the letters left,
                // looked up now, so a dead end makes no node and each answer goes into the heap
                // at its own bound rather than behind an optimistic one.
                let mut last: Vec<(u64, u32)> = Vec::new();
                self.for_each_last(&child_remaining, self.last_start(i), budget, |j, lc| {
                    last.push((child_g + lc.key(), j as u32))
                });
                if !last.is_empty() {
                    nodes.push(child);
                    let child_id = (nodes.len() - 1) as u32;
                    for (f, j) in last {
                        push(&mut heap, f, n, child_id, j, Kind::Complete);
                    }
                }
            } else if let Some((child_h, child_start)) =
                // The child's bound by the letters it leaves; none when a slot can no longer be
                // filled, and then the child is not made at all.
                self.bound_after(d, i, &child_remaining, budget)
            {
                nodes.push(child);
                let child_id = (nodes.len() - 1) as u32;
                push(
                    &mut heap,
                    child_g + child_h,
                    d + 1,
                    child_id,
                    child_start as u32,
                    Kind::Expand,
                );
            }
            if let Some(next) = cands.get(i + 1) {
                push(
                    &mut heap,
                    g + next.key() + h[d + 1],
                    d,
                    e.node,
                    (i + 1) as u32,
                    Kind::Expand,
                );
            }
        };
        // Stopped early: the answers already found wait in the heap, placed or as multisets not
        // yet placed. They come out cheapest first as the best found so far (the caller marks
        // the list incomplete: a cheaper answer may not have been reached). Partial answers are
        // dropped, and at most DRAIN_MULTISETS multisets are placed, since the budget is spent.
        let mut heap: BinaryHeap<Entry> = heap
            .into_vec()
            .into_iter()
            .filter(|e| e.kind != Kind::Expand)
            .collect();
        let mut unplaced = DRAIN_MULTISETS;
        while let Some(e) = heap.pop() {
            match e.kind {
                Kind::Placed => {
                    if let Some(answer) = placed.get_mut(e.payload as usize).and_then(Option::take)
                    {
                        if !found(answer) {
                            break;
                        }
                    }
                }
                Kind::Complete if unplaced > 0 => {
                    unplaced -= 1;
                    for (f, at) in self.place_entry(&nodes, &e, &mut place, &mut placed) {
                        push(&mut heap, f, n + 1, e.node, at, Kind::Placed);
                    }
                }
                Kind::Complete | Kind::Expand => {}
            }
        }
        stop
    }

    /// After slot `d` took candidate `i`, leaving `remaining`: the cheapest key each later slot
    /// can still take (the first of its candidates, from where the slot may start, whose
    /// letters are left: an admissible bound that knows the letters), and where slot `d + 1`'s
    /// first such candidate is. None when some later slot has no candidate that fits. (The last
    /// slot's exact words are looked up when its turn comes.)
    fn bound_after(
        &self,
        d: usize,
        i: usize,
        remaining: &LetterCounts,
        meter: &mut Meter,
    ) -> Option<(u64, usize)> {
        let n = self.slots.len();
        let (mut h, mut next) = (0u64, 0usize);
        // Slots of one group are next to each other and share a list: one scan serves them.
        let mut prev: Option<(usize, u64)> = None;
        for d2 in d + 1..n {
            let s = &self.slots[d2];
            let key = match prev {
                Some((g, key)) if g == s.group => key,
                _ => {
                    let start = if s.group == self.slots[d].group { i } else { 0 };
                    let j = s.cands[start..]
                        .iter()
                        .position(|c| c.need.fits_in(remaining))?;
                    meter.tick(STEP_CHECK * (j as u64 + 1));
                    if d2 == d + 1 {
                        next = start + j;
                    }
                    s.cands[start + j].key()
                }
            };
            prev = Some((s.group, key));
            h += key;
        }
        Some((h, next))
    }

    /// Places the complete multiset of heap entry `e` (`place` gives each placement with its
    /// exact cost), keeping each placement in `placed`: their heap keys and their places there.
    /// An exact cost is never below the bound; max() keeps the order sound even if a model broke
    /// that promise.
    fn place_entry<T>(
        &self,
        nodes: &[Node],
        e: &Entry,
        place: &mut impl FnMut(&Found) -> Vec<(u64, T)>,
        placed: &mut Vec<Option<T>>,
    ) -> Vec<(u64, u32)> {
        let last = self.slots[self.slots.len() - 1].cands[e.payload as usize].clone();
        let answer = self.assemble(nodes, e.node, last, e.f);
        place(&answer)
            .into_iter()
            .map(|(cost, t)| {
                placed.push(Some(t));
                (cost.max(e.f), (placed.len() - 1) as u32)
            })
            .collect()
    }

    /// The letters node `id` leaves: its pool's less its words'.
    fn remaining(&self, nodes: &[Node], mut id: u32) -> LetterCounts {
        let mut left = self.pools[nodes[id as usize].pool as usize].letters;
        while id != NONE {
            let node = &nodes[id as usize];
            if node.parent != NONE {
                let d = node.depth as usize - 1;
                left = left.minus(&self.slots[d].cands[node.cand as usize].need);
            }
            id = node.parent;
        }
        left
    }

    fn assemble(&self, nodes: &[Node], mut id: u32, last: Cand, cost: u64) -> Found {
        let mut picks = vec![last];
        let pool = nodes[id as usize].pool as usize;
        while id != NONE {
            let node = &nodes[id as usize];
            if node.parent != NONE {
                let d = node.depth as usize - 1;
                picks.push(self.slots[d].cands[node.cand as usize].clone());
            }
            id = node.parent;
        }
        picks.reverse();
        Found { pool, picks, cost }
    }

    /// Counts every answer (placements included) by depth-first search. Returns the count and
    /// whether it is complete (false: the budget ran out, and the count is a lower bound).
    pub fn count_all(&self, budget: &mut Budget) -> (u64, bool) {
        let mut total = 0u64;
        if self.slots.is_empty() {
            return (total, true);
        }
        let mut stack: Vec<usize> = Vec::with_capacity(self.slots.len());
        let mut meter = Meter::new(budget);
        for pool in self.pools {
            if !self.count_from(0, &pool.letters, 0, &mut stack, &mut total, &mut meter) {
                return (total, false);
            }
        }
        (total, true)
    }

    fn count_from(
        &self,
        d: usize,
        remaining: &LetterCounts,
        start: usize,
        stack: &mut Vec<usize>,
        total: &mut u64,
        budget: &mut Meter,
    ) -> bool {
        let n = self.slots.len();
        if d == n - 1 {
            self.for_each_last(remaining, start, budget, |i, _| {
                stack.push(i);
                *total = total.saturating_add(self.placements(stack));
                stack.pop();
            });
            return !budget.exhausted();
        }
        let cands = &self.slots[d].cands;
        let same_group = self.slots[d + 1].group == self.slots[d].group;
        for (i, c) in cands.iter().enumerate().skip(start) {
            if !budget.tick(STEP_CHECK) {
                return false;
            }
            if !c.need.fits_in(remaining) {
                continue;
            }
            budget.tick(STEP_DESCEND);
            stack.push(i);
            let ok = self.count_from(
                d + 1,
                &remaining.minus(&c.need),
                if same_group { i } else { 0 },
                stack,
                total,
                budget,
            );
            stack.pop();
            if !ok {
                return false;
            }
        }
        true
    }

    /// How many distinct ways a multiset can be placed: the product over groups of
    /// multinomials. `picks` holds the candidate index of every search slot.
    fn placements(&self, picks: &[usize]) -> u64 {
        let n = self.slots.len().min(picks.len());
        let mut total = 1u64;
        let mut d = 0;
        while d < n {
            let group = self.slots[d].group;
            let mut end = d;
            while end < n && self.slots[end].group == group {
                end += 1;
            }
            // A group's slots share one candidate list and take non-decreasing indices, so
            // equal words are adjacent runs.
            let mut ways = factorial(end - d);
            let mut run = 1;
            for k in d + 1..=end {
                if k < end && picks[k] == picks[k - 1] {
                    run += 1;
                } else {
                    ways /= factorial(run);
                    run = 1;
                }
            }
            total = total.saturating_mul(ways);
            d = end;
        }
        total
    }
}

fn factorial(n: usize) -> u64 {
    (1..=n as u64).fold(1u64, |acc, k| acc.saturating_mul(k))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pack_saturates_but_separates_letters() {
        let a = LetterCounts::of(b"aab");
        let b = LetterCounts::of(b"abb");
        assert_ne!(pack(&a), pack(&b));
        let many = LetterCounts::of(&[b'e'; 20]);
        assert_eq!(pack(&many), pack(&LetterCounts::of(&[b'e'; 15])));
    }
}
