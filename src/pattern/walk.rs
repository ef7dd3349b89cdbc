//! Running a compiled pattern: sets of threads (instruction, variable bindings, anagram slots
//! used) interned as "configurations" with their transitions cached per letter (a lazy DFA), and
//! the walk along the sorted dictionary that steps one configuration per letter of a prefix.

use super::compile::{Inst, Program};
use crate::budget::Budget;
use crate::dict::{Dictionary, WordId};

/// The empty configuration: no thread survives.
const DEAD: u32 = 0;
const UNKNOWN: u32 = u32::MAX;
/// The most configurations (and threads in all) kept before the cache is emptied.
const MAX_CONFIGS: usize = 1 << 16;
const MAX_ARENA: usize = 1 << 20;
/// The most threads in one configuration; a pattern that needs more stops as if out of budget.
const MAX_THREADS: usize = 1 << 18;

/// One way the pattern can be part-way through a prefix.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
struct Thread {
    pc: u32,
    /// Variable v's letter + 1 in bits 5v..5v+5 (0: not bound yet).
    vars: u64,
    /// The anagram group's slots used so far, while `pc` is an `Ana` instruction.
    used: u64,
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

/// The cache of configurations for one pattern.
pub struct Matcher<'p> {
    prog: &'p Program,
    share: bool,
    /// The threads of every configuration, one after another, each configuration sorted.
    arena: Vec<Thread>,
    spans: Vec<(u32, u32)>,
    accept: Vec<bool>,
    /// `next[config * 26 + letter]`, or UNKNOWN.
    next: Vec<u32>,
    /// Open addressing: configuration id + 1, or 0 for an empty slot.
    table: Vec<u32>,
    /// The configuration before any letter.
    pub start: u32,
    seeds: Vec<Thread>,
    out: Vec<Thread>,
    todo: Vec<u32>,
    mark: Vec<u32>,
    stamp: u32,
}

fn hash(ts: &[Thread]) -> u64 {
    ts.iter().fold(0x9e37_79b9_7f4a_7c15u64, |h, t| {
        let x = (t.pc as u64) ^ t.vars.rotate_left(20) ^ t.used.rotate_left(40);
        (h ^ x).wrapping_mul(0x0100_0000_01b3).rotate_left(23)
    })
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
            next: Vec::new(),
            table: vec![0; 64],
            start: DEAD,
            seeds: Vec::new(),
            out: Vec::new(),
            todo: Vec::new(),
            mark: vec![0; prog.insts.len()],
            stamp: 0,
        };
        m.reset(&mut []);
        m
    }

    /// Empties the cache, keeping the configurations `keep` names (their ids change) and the
    /// start.
    fn reset(&mut self, keep: &mut [u32]) {
        let kept: Vec<Vec<Thread>> = keep.iter().map(|&c| self.threads(c).to_vec()).collect();
        self.arena.clear();
        self.spans.clear();
        self.accept.clear();
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
        self.start = self.intern(&start);
        self.out = start;
        for (id, ts) in keep.iter_mut().zip(kept) {
            *id = self.intern(&ts);
        }
    }

    fn threads(&self, config: u32) -> &[Thread] {
        let (s, n) = self.spans[config as usize];
        &self.arena[s as usize..(s + n) as usize]
    }

    /// Whether the configuration has matched the whole pattern.
    #[inline]
    pub fn accepts(&self, config: u32) -> bool {
        self.accept[config as usize]
    }

    /// The id of the configuration with these (sorted, distinct) threads, added if new.
    fn intern(&mut self, ts: &[Thread]) -> u32 {
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
        self.accept.push(
            ts.iter()
                .any(|t| self.prog.insts[t.pc as usize] == Inst::Match),
        );
        self.next.extend_from_slice(&[UNKNOWN; 26]);
        id
    }

    /// Adds to `out` the threads reached from `seeds` without consuming a letter. Seeds with
    /// the same bindings share one visit of the instructions, so this costs at most one pass
    /// over the program per distinct binding.
    fn closure(&mut self) {
        if self.seeds.iter().any(|s| s.vars != self.seeds[0].vars) {
            crate::sort::sort_by_key(&mut self.seeds, |t| t.vars);
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
                    let t = Thread { pc, vars, used: 0 };
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

    /// The configuration after letter `c` (0-25), or None when the budget is used up or the
    /// pattern needs too many threads.
    pub fn step(&mut self, config: u32, c: u8, budget: &mut Budget) -> Option<u32> {
        let k = config as usize * 26 + c as usize;
        if self.next[k] != UNKNOWN {
            return Some(self.next[k]);
        }
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
        if !budget.spend(n as u64 + self.out.len() as u64) || self.out.len() > MAX_THREADS {
            return None;
        }
        let mut out = std::mem::take(&mut self.out);
        if out.len() > 1 {
            crate::sort::sort(&mut out);
            out.dedup();
        }
        let id = self.intern(&out);
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
        Some(self.accepts(config))
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
    prog: &Program,
    share: bool,
    dict: &Dictionary,
    min_len: usize,
    max_len: usize,
    budget: &mut Budget,
    mut emit: impl FnMut(WordId),
) -> bool {
    let mut m = Matcher::new(prog, share);
    let n = dict.len();
    let mut stack: Vec<u32> = vec![m.start];
    let mut prev: &[u8] = &[];
    let mut i = 0usize;
    while i < n {
        if m.spans.len() >= MAX_CONFIGS || m.arena.len() >= MAX_ARENA {
            m.reset(&mut stack);
        }
        let w = dict.bytes(i as WordId);
        let lcp = prev.iter().zip(w).take_while(|(a, b)| a == b).count();
        stack.truncate(lcp.min(stack.len() - 1) + 1);
        let mut d = stack.len() - 1;
        let from = d;
        let mut dead = false;
        while d < w.len() {
            if d >= max_len {
                dead = true;
                break;
            }
            let Some(next) = m.step(stack[d], w[d].wrapping_sub(b'a').min(25), budget) else {
                return false;
            };
            if next == DEAD {
                dead = true;
                break;
            }
            stack.push(next);
            d += 1;
        }
        if !budget.spend((d - from) as u64 + 1) {
            return false;
        }
        prev = w;
        if dead {
            i = skip(dict, i, &w[..=d]);
            continue;
        }
        if d >= min_len && m.accepts(stack[d]) {
            emit(i as WordId);
        }
        i += 1;
    }
    true
}

/// The first index after `i` whose word does not start with `prefix` (word `i` does): a
/// galloping search, as the words with a prefix are usually few and next to each other.
fn skip(dict: &Dictionary, i: usize, prefix: &[u8]) -> usize {
    let n = dict.len();
    let has = |j: usize| j < n && dict.bytes(j as WordId).starts_with(prefix);
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
