//! Running a compiled pattern: sets of threads (instruction, variable bindings, anagram slots
//! used) interned as "configurations" with their transitions cached per letter (a lazy DFA), and
//! the walk along the sorted dictionary that steps one configuration per letter of a prefix.

use super::compile::{Inst, Program};
use crate::budget::Budget;
use crate::dict::{Dictionary, IndexKey, Slot, WordId};

/// What the walk reads of each word, made once per dictionary (2 bytes a word).
pub(crate) struct WalkIndex {
    /// The length of the prefix the word shares with the word before (0 for the first; at most
    /// 255): the walk reads where to go on from here rather than comparing each word with the
    /// one before, which took most of its time on patterns that keep every prefix alive.
    shared: Vec<u8>,
    /// The most times any letter appears in the word: a pattern whose matches repeat a letter
    /// `n` times ([`Program::repeats`]) passes over the words without such a letter unread.
    repeats: Vec<u8>,
}

pub(crate) const WALK: IndexKey<WalkIndex> = IndexKey::new(Slot::PatternWalk, |d| {
    // Built on the first pattern query, in the page often while the wasm still runs in V8's
    // baseline tier: plain loops over the words' text, no iterator adapters or accessor calls.
    let (text, starts) = d.text_and_starts();
    let mut prev: &[u8] = &[];
    let (mut shared, mut repeats) = (Vec::with_capacity(d.len()), Vec::with_capacity(d.len()));
    for pair in starts.windows(2) {
        let w = &text[pair[0] as usize..pair[1] as usize];
        let (mut n, end) = (0, w.len().min(prev.len()));
        while n < end && w[n] == prev[n] {
            n += 1;
        }
        shared.push(n.min(255) as u8);
        let (mut counts, mut most) = ([0u8; 26], 0u8);
        for &b in w {
            let c = &mut counts[usize::from(b.wrapping_sub(b'a')).min(25)];
            *c = c.saturating_add(1);
            most = most.max(*c);
        }
        repeats.push(most);
        prev = w;
    }
    WalkIndex { shared, repeats }
});

/// The empty configuration: no thread survives.
pub const DEAD: u32 = 0;
/// Flags in the high bits of a state's id: the state has matched the whole pattern; every word
/// going on from it matches. The walk reads them from the id, with no table.
pub const ACCEPT: u32 = 1 << 31;
pub const UNIVERSAL: u32 = 1 << 30;
/// The bits of an id that name the state.
pub const ID: u32 = UNIVERSAL - 1;
const UNKNOWN: u32 = u32::MAX;
/// The most configurations (and threads in all) kept before the cache is emptied: about 3 MB
/// of transitions and 6 MB of threads, as wasm memory never shrinks.
const MAX_CONFIGS: usize = 1 << 15;
const MAX_ARENA: usize = 1 << 18;
/// The most threads in one configuration; a pattern that needs more stops as if out of budget.
const MAX_THREADS: usize = 1 << 16;

/// One way the pattern can be part-way through a prefix.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
struct Thread {
    /// Variable v's letter + 1 in bits 5v..5v+5 (0: not bound yet). First, so that sorted
    /// threads come grouped by their bindings.
    vars: u64,
    /// The anagram group's slots used so far, while `pc` is an `Ana` instruction.
    used: u64,
    pc: u32,
}

/// Binds variable `v` to letter `c` (0-25) if it may be, returning the new bindings.
fn bind(vars: u64, v: u8, c: u8, share: bool) -> Option<u64> {
    let shift = 5 * v as u32;
    let want = c as u64 + 1;
    match (vars >> shift) & 31 {
        0 => {
            let taken = !share && (0..9).any(|k| (vars >> (5 * k)) & 31 == want);
            (!taken).then_some(vars | want << shift)
        }
        cur => (cur == want).then_some(vars),
    }
}

/// Drops the bindings that no instruction from here on reads (`keep` has their bits), so that
/// prefixes that differ only in such letters share a configuration. Without `share`, while a
/// variable that may still be bound is free, every binding stays: the new letter must differ
/// from them all.
fn prune(vars: u64, keep: u64, share: bool) -> u64 {
    if vars & !keep == 0 {
        return vars;
    }
    // Bit 5v of `bound` is set when variable v is bound.
    const LOW: u64 = 0x0108_4210_8421;
    let bound = (vars | vars >> 1 | vars >> 2 | vars >> 3 | vars >> 4) & LOW;
    if !share && keep & LOW & !bound != 0 {
        vars
    } else {
        vars & keep
    }
}

/// What the walk steps: states named by ids with [`ACCEPT`] and [`UNIVERSAL`] in their high
/// bits, [`DEAD`] when no thread survives.
pub trait Automaton {
    /// The state before any letter.
    fn start(&self) -> u32;
    /// The state after letter `c` (0-25), or None when the budget is used up or the pattern
    /// needs too many threads. Only the states on the path to `state` stay valid.
    fn step(&mut self, state: u32, c: u8, budget: &mut Budget) -> Option<u32>;
    /// Empties a full cache; true when it did, and only the start state is valid.
    fn renew(&mut self) -> bool {
        false
    }
}

/// The two ways the walk steps a pattern: the lazy DFA, or bit-parallel masks for one variable
/// (`super::masks`). An enum rather than a trait object, so that a cached step stays inlined.
pub enum Engine<'p> {
    Dfa(Matcher<'p>),
    Masks(super::masks::Masks),
}

impl Automaton for Engine<'_> {
    #[inline]
    fn start(&self) -> u32 {
        match self {
            Engine::Dfa(m) => m.start(),
            Engine::Masks(m) => m.start(),
        }
    }

    // `always`: the wasm build optimises for size, and a call per letter costs the walk a third.
    #[inline(always)]
    fn step(&mut self, state: u32, c: u8, budget: &mut Budget) -> Option<u32> {
        match self {
            Engine::Dfa(m) => m.step(state, c, budget),
            Engine::Masks(m) => m.step(state, c, budget),
        }
    }

    #[inline(always)]
    fn renew(&mut self) -> bool {
        match self {
            Engine::Dfa(m) => m.renew(),
            Engine::Masks(m) => m.renew(),
        }
    }
}

/// Sorts threads by Shell's method (insertion sort when few, the usual case): one small
/// function for the one element type, where the shared merge sort's indirect comparisons took
/// two thirds of the time on patterns with big thread sets.
fn sort_threads(v: &mut [Thread]) {
    let mut gap = 1usize;
    while gap * 9 / 4 + 1 < v.len() / 2 {
        gap = gap * 9 / 4 + 1;
    }
    loop {
        for i in gap..v.len() {
            let t = v[i];
            let mut j = i;
            while j >= gap && v[j - gap] > t {
                v[j] = v[j - gap];
                j -= gap;
            }
            v[j] = t;
        }
        if gap == 1 {
            break;
        }
        gap = (gap * 4 / 9).max(1);
    }
}

/// The cache of configurations for one pattern.
pub struct Matcher<'p> {
    prog: &'p Program,
    share: bool,
    /// The threads of every configuration, one after another, each configuration sorted.
    arena: Vec<Thread>,
    spans: Vec<(u32, u32)>,
    accept: Vec<bool>,
    /// Whether every word that goes on from the configuration matches.
    universal: Vec<bool>,
    /// Per instruction: the bits of `Thread::vars` that some instruction from it on reads.
    keep: Vec<u64>,
    /// `next[config * 26 + letter]` (the next configuration's id with its flags), or UNKNOWN.
    next: Vec<u32>,
    /// Open addressing: configuration id + 1, or 0 for an empty slot.
    table: Vec<u32>,
    /// The configuration before any letter, with its flags.
    pub start: u32,
    seeds: Vec<Thread>,
    out: Vec<Thread>,
    todo: Vec<u32>,
    mark: Vec<u32>,
    stamp: u32,
}

fn hash(ts: &[Thread]) -> u64 {
    let h = ts.iter().fold(ts.len() as u64, |h, t| {
        let x = (t.pc as u64) ^ t.vars.rotate_left(20) ^ t.used.rotate_left(40);
        (h ^ x).wrapping_mul(0x9e37_79b9_7f4a_7c15).rotate_left(27)
    });
    // SplitMix64's finalizer, so that the low bits (the slot) depend on every bit.
    let h = (h ^ (h >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    let h = (h ^ (h >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    h ^ (h >> 31)
}

impl<'p> Matcher<'p> {
    /// An empty cache for `prog`; `share` lets variables stand for the same letter.
    pub fn new(prog: &'p Program, share: bool) -> Matcher<'p> {
        let mut m = Matcher {
            prog,
            share,
            arena: Vec::new(),
            spans: Vec::new(),
            accept: Vec::new(),
            universal: Vec::new(),
            keep: prog
                .live_vars
                .iter()
                .map(|&l| {
                    (0..9)
                        .filter(|v| l >> v & 1 == 1)
                        .fold(0, |k, v| k | 31 << (5 * v))
                })
                .collect(),
            next: Vec::new(),
            table: vec![0; 64],
            start: DEAD,
            seeds: Vec::new(),
            out: Vec::new(),
            todo: Vec::new(),
            mark: vec![0; prog.insts.len()],
            stamp: 0,
        };
        m.reset();
        m
    }

    /// Empties the cache (every configuration id but the start's becomes stale).
    #[inline(never)]
    fn reset(&mut self) {
        self.arena.clear();
        self.spans.clear();
        self.accept.clear();
        self.universal.clear();
        self.next.clear();
        self.table.iter_mut().for_each(|s| *s = 0);
        self.intern(&[]);
        self.seeds.clear();
        self.out.clear();
        self.seeds.push(Thread {
            pc: 0,
            vars: 0,
            used: 0,
        });
        self.closure();
        let start = std::mem::take(&mut self.out);
        let id = self.intern(&start);
        self.start = self.flagged(id);
        self.out = start;
    }

    /// Configuration `id` with its flags.
    fn flagged(&self, id: u32) -> u32 {
        let i = id as usize;
        id | if self.accept[i] { ACCEPT } else { 0 } | if self.universal[i] { UNIVERSAL } else { 0 }
    }

    fn threads(&self, config: u32) -> &[Thread] {
        let (s, n) = self.spans[config as usize];
        &self.arena[s as usize..(s + n) as usize]
    }

    /// The id of the configuration with these (sorted, distinct) threads, added if new. A set
    /// with a thread at a universal `*` stands for "anything from here matches" whatever else it
    /// holds, so it is interned as that one thread.
    fn intern(&mut self, ts: &[Thread]) -> u32 {
        if let Some(t) = ts.iter().find(|t| self.prog.universal[t.pc as usize]) {
            if ts.len() > 1 || t.vars != 0 {
                let one = Thread {
                    pc: t.pc,
                    vars: 0,
                    used: 0,
                };
                return self.intern(&[one]);
            }
        }
        if self.spans.len() * 2 >= self.table.len() {
            let mut table = vec![0u32; self.table.len() * 2];
            for id in 0..self.spans.len() as u32 {
                let mut i = hash(self.threads(id)) as usize & (table.len() - 1);
                while table[i] != 0 {
                    i = (i + 1) & (table.len() - 1);
                }
                table[i] = id + 1;
            }
            self.table = table;
        }
        let mask = self.table.len() - 1;
        let mut i = hash(ts) as usize & mask;
        while self.table[i] != 0 {
            let id = self.table[i] - 1;
            if self.threads(id) == ts {
                return id;
            }
            i = (i + 1) & mask;
        }
        let id = self.spans.len() as u32;
        self.table[i] = id + 1;
        self.spans.push((self.arena.len() as u32, ts.len() as u32));
        self.arena.extend_from_slice(ts);
        let universal = ts.iter().any(|t| self.prog.universal[t.pc as usize]);
        self.universal.push(universal);
        self.accept.push(
            universal
                || ts
                    .iter()
                    .any(|t| matches!(self.prog.insts[t.pc as usize], Inst::Match)),
        );
        self.next.extend_from_slice(&[UNKNOWN; 26]);
        id
    }

    /// Adds to `out` the threads reached from `seeds` without consuming a letter. Seeds with
    /// the same bindings share one visit of the instructions, so this costs at most one pass
    /// over the program per distinct binding.
    fn closure(&mut self) {
        if self.seeds.iter().any(|s| s.vars != self.seeds[0].vars) {
            sort_threads(&mut self.seeds);
        }
        let insts = &self.prog.insts;
        let mut i = 0;
        while i < self.seeds.len() {
            if self.stamp == u32::MAX {
                self.mark.iter_mut().for_each(|m| *m = 0);
                self.stamp = 0;
            }
            self.stamp += 1;
            let vars = self.seeds[i].vars;
            while i < self.seeds.len() && self.seeds[i].vars == vars {
                self.todo.push(self.seeds[i].pc);
                i += 1;
                while let Some(pc) = self.todo.pop() {
                    if self.mark[pc as usize] == self.stamp {
                        continue;
                    }
                    self.mark[pc as usize] = self.stamp;
                    let t = Thread {
                        pc,
                        vars: prune(vars, self.keep[pc as usize], self.share),
                        used: 0,
                    };
                    match insts[pc as usize] {
                        Inst::Split(a, b) => {
                            self.todo.push(b);
                            self.todo.push(a);
                        }
                        Inst::Jump(a) => self.todo.push(a),
                        Inst::Star => {
                            self.out.push(t);
                            self.todo.push(pc + 1);
                        }
                        _ => self.out.push(t),
                    }
                }
            }
        }
        self.seeds.clear();
    }

    /// [`Matcher::step`] when the transition is not in the cache yet.
    #[inline(never)]
    fn compute(&mut self, config: u32, c: u8, budget: &mut Budget) -> Option<u32> {
        let config = config & ID;
        let k = config as usize * 26 + c as usize;
        let (s, n) = self.spans[config as usize];
        self.out.clear();
        for i in s as usize..(s + n) as usize {
            let t = self.arena[i];
            let go = Thread {
                pc: t.pc + 1,
                vars: t.vars,
                used: 0,
            };
            match self.prog.insts[t.pc as usize] {
                Inst::Set(m) if m >> c & 1 == 1 => self.seeds.push(go),
                Inst::Star => self.seeds.push(Thread { pc: t.pc, ..go }),
                Inst::Var(v) => {
                    if let Some(vars) = bind(t.vars, v, c, self.share) {
                        self.seeds.push(Thread { vars, ..go });
                    }
                }
                Inst::Ana(g) => {
                    let group = &self.prog.groups[g as usize];
                    let (seeds, out) = (&mut self.seeds, &mut self.out);
                    group.consume(t.used, c, |used| {
                        if used == group.full {
                            seeds.push(go);
                        } else {
                            out.push(Thread { used, ..t });
                        }
                    });
                }
                _ => {}
            }
        }
        self.closure();
        // The threads read and made, and sorting those made (about k log k / 4 more).
        let made = self.out.len() as u64;
        let cost = n as u64 + made + made * u64::from(64 - made.leading_zeros()) / 4;
        if !budget.spend(cost) || self.out.len() > MAX_THREADS {
            return None;
        }
        let mut out = std::mem::take(&mut self.out);
        sort_threads(&mut out);
        out.dedup();
        let id = self.intern(&out);
        let id = self.flagged(id);
        self.out = out;
        self.next[k] = id;
        Some(id)
    }

    /// Whether `word` (bytes a-z) matches, or None when the budget runs out first.
    pub fn matches(&mut self, word: &[u8], budget: &mut Budget) -> Option<bool> {
        let mut config = self.start;
        for &b in word {
            config = self.step(config, b.wrapping_sub(b'a').min(25), budget)?;
            if config == DEAD {
                return Some(false);
            }
        }
        Some(config & ACCEPT != 0)
    }
}

impl Automaton for Matcher<'_> {
    fn start(&self) -> u32 {
        self.start
    }

    #[inline(always)]
    fn step(&mut self, config: u32, c: u8, budget: &mut Budget) -> Option<u32> {
        let next: &[u32] = &self.next;
        match next[(config & ID) as usize * 26 + c as usize] {
            UNKNOWN => self.compute(config, c, budget),
            next => Some(next),
        }
    }

    #[inline(always)]
    fn renew(&mut self) -> bool {
        let full = self.spans.len() >= MAX_CONFIGS || self.arena.len() >= MAX_ARENA;
        if full {
            self.reset();
        }
        full
    }
}

/// Calls `emit` with the id of each word of `dict` with `min_len..=max_len` letters that
/// matches, in dictionary order. Returns false if the budget ran out first.
///
/// The words are read in sorted order, and each word steps the automaton only from where it
/// parts from the word before (the longest common prefix), so each prefix of the dictionary is
/// stepped once: the walk is a depth-first walk of the dictionary's trie without building one.
/// When no thread survives a prefix (or it is `max_len` long and the word goes on), every word
/// with that prefix is skipped by a galloping search.
pub fn walk(
    m: &mut Engine,
    dict: &Dictionary,
    (min_len, max_len): (usize, usize),
    (repeats, exact): (usize, bool),
    budget: &mut Budget,
    emit: &mut dyn FnMut(WordId),
) -> bool {
    // A pattern of one length whose words are under a quarter of the dictionary reads only
    // them (from the index by length, in dictionary order).
    let words = Words::new(
        dict,
        (min_len == max_len)
            .then(|| dict.ids_with_len(min_len))
            .filter(|ids| ids.len() * 4 < dict.len()),
    );
    let n = words.len();
    // The shared prefixes of the whole dictionary's neighbours. After a skip from word `i` to
    // word `j`, the words between share more with word `i` than word `j` does with them, so
    // word `j`'s entry is also what it shares with word `i`.
    // Words without a letter repeated `repeats` times are passed over: the prefix the next
    // word read shares with the last is the least of those passed over.
    let (filter, mut over) = (repeats >= 2, usize::MAX);
    // The index is built on first need: words of one length without the filter (`?a?e`, a
    // page's first query) need none.
    let index = (words.ids.is_none() || filter).then(|| dict.index(&WALK));
    let shared: Option<&[u8]> = index.filter(|_| words.ids.is_none()).map(|x| &x.shared[..]);
    let repeats_of: &[u8] = index.map_or(&[], |x| &x.repeats);
    // Steps are owed and paid to the budget a block at a time: a call a word cost the walk a
    // tenth of its time in the wasm build.
    let mut owed = 0u64;
    // The states of the prefixes of the word read last: `stack[..=top]`.
    // Indexed through a slice: a vector's indexing is a call in the wasm build (optimised for
    // size).
    let mut stack_vec = vec![DEAD; dict.max_len() + 1];
    let stack: &mut [u32] = &mut stack_vec;
    stack[0] = m.start();
    let mut top = 0usize;
    let mut prev: &[u8] = &[];
    let mut i = 0usize;
    while i < n {
        if m.renew() {
            // Start over from the first letter of this word with an empty cache.
            stack[0] = m.start();
            top = 0;
        }
        if filter && usize::from(repeats_of[words.id(i) as usize]) < repeats {
            over = over.min(match shared {
                Some(s) => usize::from(s[i]),
                None => 0,
            });
            owed += 1;
            i += 1;
            continue;
        }
        let w = words.bytes(i);
        if exact {
            // The pattern asks only for the repeated letter: the word matches, no step taken.
            if (min_len..=max_len).contains(&w.len()) {
                emit(words.id(i));
            }
            owed += 1;
            i += 1;
            continue;
        }
        let lcp = match shared {
            Some(s) => usize::from(s[i]).min(std::mem::replace(&mut over, usize::MAX)),
            None => prev.iter().zip(w).take_while(|(a, b)| a == b).count(),
        };
        prev = w;
        // Step the letters this word does not share with the last one, up to `max_len`.
        let (from, end) = (lcp.min(top), w.len().min(max_len));
        let (mut d, mut s) = (from, stack[from]);
        while s & UNIVERSAL == 0 && d < end {
            match m.step(s, w[d].wrapping_sub(b'a').min(25), budget) {
                None => return false,
                Some(DEAD) => {
                    s = DEAD;
                    break;
                }
                Some(next) => s = next,
            }
            d += 1;
            stack[d] = s;
        }
        top = d;
        owed += (d - from) as u64 + 1;
        if owed >= 1024 {
            if !budget.spend(owed) {
                return false;
            }
            owed = 0;
        }
        if s & UNIVERSAL != 0 {
            // Every word with this prefix matches: list those of the right length.
            let end = words.skip(i, &w[..d]);
            owed += (end - i) as u64;
            for k in i..end {
                if (min_len..=max_len).contains(&words.word(k).len()) {
                    emit(words.id(k));
                }
            }
            i = end;
            continue;
        }
        if s == DEAD || d < w.len() {
            // No thread survives `w[..=d]`, or it is longer than `max_len`: skip its words.
            i = words.skip(i, &w[..=d]);
            continue;
        }
        if d >= min_len && s & ACCEPT != 0 {
            emit(words.id(i));
        }
        i += 1;
    }
    budget.spend(owed)
}

/// Calls `emit` with the id of each word of `dict` with `min_len..=max_len` letters whose
/// reversal `rev` (the pattern turned round) matches, in dictionary order. Returns false if the
/// budget ran out first.
///
/// Each word is read from its last letter until no thread survives (or one stands at a
/// universal `*`): for a pattern such as `*ing`, one or two cached steps a word, where the walk
/// forwards would step every prefix of the dictionary. Words share no work here (the dictionary
/// is sorted from the front), so this pays only when the walk forwards would keep most
/// prefixes alive; [`crate::pattern::Pattern::parse_with`] decides.
pub fn scan_backwards(
    rev: &Program,
    share: bool,
    dict: &Dictionary,
    min_len: usize,
    max_len: usize,
    budget: &mut Budget,
    emit: &mut dyn FnMut(WordId),
) -> bool {
    let mut m = Matcher::new(rev, share);
    let words = Words::new(
        dict,
        (min_len == max_len).then(|| dict.ids_with_len(min_len)),
    );
    for k in 0..words.len() {
        m.renew();
        let w = words.word(k);
        if w.len() < min_len || w.len() > max_len {
            continue;
        }
        let mut config = m.start;
        let mut read = 0;
        for &b in w.iter().rev() {
            if config & UNIVERSAL != 0 {
                break;
            }
            let Some(next) = m.step(config, b.wrapping_sub(b'a').min(25), budget) else {
                return false;
            };
            config = next;
            read += 1;
            if config == DEAD {
                break;
            }
        }
        if !budget.spend(read + 1) {
            return false;
        }
        if config & ACCEPT != 0 {
            emit(words.id(k));
        }
    }
    true
}

/// The words a walk reads: the whole dictionary, or some of its ids in dictionary order.
struct Words<'a> {
    dict: &'a Dictionary,
    ids: Option<&'a [WordId]>,
    text: &'a [u8],
    starts: &'a [u32],
}

impl<'a> Words<'a> {
    fn new(dict: &'a Dictionary, ids: Option<&'a [WordId]>) -> Words<'a> {
        let (text, starts) = dict.text_and_starts();
        Words {
            dict,
            ids,
            text,
            starts,
        }
    }

    fn len(&self) -> usize {
        self.ids.map_or(self.dict.len(), <[WordId]>::len)
    }

    // `always` here and below: the wasm build optimises for size and would call them per word.
    #[inline(always)]
    fn id(&self, k: usize) -> WordId {
        match self.ids {
            Some(ids) => ids[k],
            None => k as WordId,
        }
    }

    #[inline(always)]
    fn bytes(&self, k: usize) -> &'a [u8] {
        let i = self.id(k) as usize;
        &self.text[self.starts[i] as usize..self.starts[i + 1] as usize]
    }

    /// Word `k` off the hot path: one copy of the slicing for the rest.
    #[inline(never)]
    fn word(&self, k: usize) -> &'a [u8] {
        self.bytes(k)
    }

    /// The first position after `i` whose word does not start with `prefix` (word `i` does): a
    /// galloping search, as the words with a prefix are usually few and next to each other.
    fn skip(&self, i: usize, prefix: &[u8]) -> usize {
        let n = self.len();
        // From the last letter back: neighbours share the start, so it differs soonest.
        let has = |j: usize| {
            j < n && {
                let w = self.word(j);
                w.len() >= prefix.len() && (0..prefix.len()).rev().all(|k| w[k] == prefix[k])
            }
        };
        let (mut lo, mut step) = (i, 1usize);
        // Invariant: word `lo` has the prefix.
        while has(lo + step) {
            lo += step;
            step *= 2;
        }
        let mut hi = (lo + step).min(n);
        // Word `hi` (or the end) lacks it; find the first in (lo, hi] that lacks it.
        while hi - lo > 1 {
            let mid = lo + (hi - lo) / 2;
            if has(mid) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        hi
    }
}
