//! Patterns with one variable, stepped bit-parallel without a cache.
//!
//! The lazy DFA of [`super::walk::Matcher`] keeps one thread per binding of a variable, and its
//! configurations record which letters were bound where: for `*1*1*` (a letter seen twice), one
//! configuration per set of letters a prefix has, some 100,000 at level 95, each met once, so its
//! cache never pays. Here a state holds, per instruction, a 27-bit mask of the variable's
//! possible bindings (bit c: bound to letter c; [`UNBOUND`]: not bound yet). Every binding
//! behaves alike but for its letter, so the threads of one instruction step together: reading
//! c, a thread bound to c goes on, an unbound one binds c, the others die; a letter, class or
//! `*` moves the whole mask. A step is a few word operations per live instruction, and the
//! states of the walk's path are kept on a stack, nothing cached.
//!
//! The instructions that consume a letter (and the final match) are *positions*; the positions a
//! thread stands at once it has followed the jumps from one (or from the start) make a set.
//! Positions that are in the same sets always hold the same mask (in `*1*1*` the `*` and the `1`
//! after it), so they share one *slot*, at most 64. A state is a mask per slot, with the set of
//! slots whose mask is not empty; per slot and letter, the slots its mask is carried into (by a
//! `*` or a matching letter or class) and the slots a binding goes to (by a variable) are each
//! one 64-bit set made up front. A step reads each live slot once and ORs its mask, or the
//! letter's bit, into the slots of those sets: no closure is walked, nothing is looked up.

use super::compile::{Inst, Program};
use super::walk::{Automaton, ACCEPT, DEAD, ID, UNIVERSAL};
use crate::budget::Budget;

/// The mask's bit for a variable not bound yet.
const UNBOUND: u32 = 1 << 26;

/// The most positions, and slots, [`Masks`] steps (a larger program is left to the lazy DFA).
const MAX_POSITIONS: usize = 127;
const MAX_SLOTS: usize = 64;

/// Whether a program is better run by [`Masks`] than by the lazy DFA: it has one variable (read
/// once or more) and no anagram group, and the set of letters its threads may hold can grow
/// without end: a loop (a `*` or a `{n,}`) where the variable is still to be read comes before
/// the variable and another after it, in the program's order (`*1*1*`, `*1(?){2,}1`), so a
/// thread can wait both before binding it and after. Otherwise bindings come from a bounded window of the prefix (`1*1`: the
/// first letter; `*11*`: the last one), the lazy DFA meets few configurations and its cache pays.
pub fn fits(prog: &Program) -> bool {
    // 0: no loop yet; 1: a loop; 2: a loop, then the variable; 3: then a loop again.
    let (mut seen, mut var) = (0, None);
    for (pc, i) in prog.insts.iter().enumerate() {
        match *i {
            Inst::Var(v) if var.is_some_and(|w| w != v) => return false,
            Inst::Var(v) => {
                var = Some(v);
                seen += u8::from(seen == 1);
            }
            // A `*`, or the jump back that closes a `{n,}` loop.
            Inst::Star | Inst::Jump(_) if prog.live_vars[pc] != 0 => {
                let back = !matches!(*i, Inst::Jump(a) if a as usize > pc);
                seen = seen.max(u8::from(back) + u8::from(back && seen == 2) * 2);
            }
            _ => {}
        }
    }
    seen == 3 && prog.groups.is_empty()
}

/// The states of the walk's path: state `s` (1: before any letter; `s` + 1: after one more
/// letter, flags in its high bits) is `masks[(s - 1) * k..s * k]`, one mask per slot, with
/// `live[s - 1]` the slots whose mask is not empty. State 0 ([`DEAD`]) has none.
pub struct Masks {
    /// The number of slots.
    k: usize,
    /// Per slot and letter (`g * 26 + c`): the slots its mask is carried into.
    carry: Vec<u64>,
    /// Per slot: the slots a thread of it bound to the letter read goes to.
    bind: Vec<u64>,
    /// The slots where a state accepts, and where it is universal.
    accepting: u64,
    universal: u64,
    masks: Vec<u32>,
    live: Vec<u64>,
    start: u32,
}

impl Masks {
    /// The start state of `prog` (which [`fits`]), or None when it has more than
    /// [`MAX_POSITIONS`] positions or [`MAX_SLOTS`] slots.
    pub fn new(prog: &Program) -> Option<Masks> {
        let insts = &prog.insts;
        let n = insts.len();
        // The position of each consuming instruction and of the match.
        let mut pos = vec![usize::MAX; n];
        let mut at = Vec::new();
        for (pc, i) in insts.iter().enumerate() {
            if matches!(i, Inst::Set(_) | Inst::Star | Inst::Var(_) | Inst::Match) {
                pos[pc] = at.len();
                at.push(pc);
            }
        }
        if at.len() > MAX_POSITIONS {
            return None;
        }
        // The positions a thread entering `pc` stands at, once it has followed the jumps.
        let (mut mark, mut stamp) = (vec![0usize; n], 0);
        let mut todo = Vec::new();
        let mut closure = |start: usize| -> u128 {
            let mut set = 0u128;
            stamp += 1;
            todo.push(start);
            while let Some(pc) = todo.pop() {
                if pc >= n || std::mem::replace(&mut mark[pc], stamp) == stamp {
                    continue;
                }
                match insts[pc] {
                    Inst::Split(a, b) => todo.extend([b as usize, a as usize]),
                    Inst::Jump(a) => todo.push(a as usize),
                    Inst::Star => {
                        set |= 1 << pos[pc];
                        todo.push(pc + 1);
                    }
                    _ => set |= 1 << pos[pc],
                }
            }
            set
        };
        // Per position: where its threads go on to (the start's entry last).
        let mut sets: Vec<u128> = at
            .iter()
            .map(|&pc| match insts[pc] {
                Inst::Star => closure(pc),
                Inst::Match => 0,
                _ => closure(pc + 1),
            })
            .collect();
        sets.push(closure(0));
        // Slots: positions in the same sets. A position's signature is the sets it is in (at
        // most 128: a set per position and the start's).
        let mut slot_of = vec![0usize; at.len()];
        let mut signatures: Vec<u128> = Vec::new();
        for (p, slot) in slot_of.iter_mut().enumerate() {
            let sig = sets
                .iter()
                .enumerate()
                .fold(0u128, |acc, (k, s)| acc | u128::from(s >> p & 1 == 1) << k);
            *slot = match signatures.iter().position(|t| *t == sig) {
                Some(g) => g,
                None => {
                    signatures.push(sig);
                    signatures.len() - 1
                }
            };
        }
        let k = signatures.len();
        if k > MAX_SLOTS {
            return None;
        }
        let slots = |set: u128| -> u64 {
            (0..at.len())
                .filter(|&p| set >> p & 1 == 1)
                .fold(0, |acc, p| acc | 1 << slot_of[p])
        };
        let (mut carry, mut bind) = (vec![0u64; k * 26], vec![0u64; k]);
        let (mut accepting, mut universal) = (0u64, 0u64);
        for (p, &pc) in at.iter().enumerate() {
            let (g, to) = (slot_of[p], slots(sets[p]));
            match insts[pc] {
                Inst::Set(m) => (0..26)
                    .filter(|c| m >> c & 1 == 1)
                    .for_each(|c| carry[g * 26 + c] |= to),
                Inst::Star => {
                    (0..26).for_each(|c| carry[g * 26 + c] |= to);
                    if prog.universal[pc] {
                        universal |= 1 << g;
                    }
                }
                Inst::Var(_) => bind[g] |= to,
                _ => accepting |= 1 << g,
            }
        }
        let entry = slots(sets[at.len()]);
        let mut m = Masks {
            k,
            carry,
            bind,
            accepting: accepting | universal,
            universal,
            masks: vec![0; k],
            live: vec![entry],
            start: DEAD,
        };
        for g in 0..k {
            if entry >> g & 1 == 1 {
                m.masks[g] = UNBOUND;
            }
        }
        m.start = m.flagged(1, entry);
        Some(m)
    }

    /// State `s` with the flags its live slots give it.
    fn flagged(&self, s: u32, live: u64) -> u32 {
        let mut f = s;
        if live & self.accepting != 0 {
            f |= ACCEPT;
        }
        if live & self.universal != 0 {
            f |= UNIVERSAL;
        }
        f
    }
}

/// ORs `mask` into the slots `to` of the state being made, `made` the slots reached so far (a
/// slot's first mask is set rather than ORed: the state is written over an old one).
#[inline(always)]
fn put(new: &mut [u32], to: u64, mask: u32, made: &mut u64) {
    let mut t = to;
    while t != 0 {
        let g = t.trailing_zeros() as usize;
        t &= t - 1;
        // All ones if slot `g` is already reached, else zero.
        let keep = 0u32.wrapping_sub((*made >> g & 1) as u32);
        new[g] = (new[g] & keep) | mask;
        *made |= 1 << g;
    }
}

impl Automaton for Masks {
    fn start(&self) -> u32 {
        self.start
    }

    #[inline(always)]
    fn step(&mut self, state: u32, c: u8, budget: &mut Budget) -> Option<u32> {
        // The states after `state` belong to a path the walk has left: the new one is written
        // over the next. Only its live slots are ever read, so a slot's mask is set when it is
        // first reached and ORed into after (no clearing first).
        let (s, k) = ((state & ID) as usize, self.k);
        if self.masks.len() < (s + 1) * k {
            self.masks.resize((s + 1) * k, 0);
        }
        let (old, new) = self.masks.split_at_mut(s * k);
        let (old, new) = (&old[(s - 1) * k..], &mut new[..k]);
        let bit = 1u32 << c;
        // Slices: a vector's indexing is a call in the wasm build (optimised for size).
        let (lives, carry, bind): (&[u64], &[u64], &[u64]) = (&self.live, &self.carry, &self.bind);
        let mut live = lives[s - 1];
        let read = live.count_ones();
        let mut made = 0u64;
        while live != 0 {
            let g = live.trailing_zeros() as usize;
            live &= live - 1;
            let mask = old[g];
            put(new, carry[g * 26 + c as usize], mask, &mut made);
            // Bound to this letter, or bound to it now (without a branch: which threads bind
            // is as good as random).
            let binds = u64::from(mask & (bit | UNBOUND) != 0).wrapping_neg();
            put(new, bind[g] & binds, bit, &mut made);
        }
        if !budget.spend(u64::from(read) + 1) {
            return None;
        }
        if made == 0 {
            return Some(DEAD);
        }
        self.live.truncate(s);
        self.live.push(made);
        Some(self.flagged(s as u32 + 1, made))
    }
}
