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

use super::compile::{Inst, Program};
use super::walk::{Automaton, DEAD};
use crate::budget::Budget;

/// The mask's bit for a variable not bound yet.
const UNBOUND: u32 = 1 << 26;

/// The most entries of the jump closures [`Masks`] keeps (a larger program is left to the lazy DFA).
const MAX_CLOSURES: usize = 1 << 16;

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
/// letter) is `arena[ends[s - 1]..ends[s]]` (masked by [`END`]), (instruction, mask) for each
/// instruction that some thread stands at. State 0 ([`DEAD`]) has none.
pub struct Masks<'p> {
    prog: &'p Program,
    arena: Vec<(u32, u32)>,
    /// Per state: its end in `arena`, with [`ACCEPT`] and [`UNIVERSAL`].
    ends: Vec<u32>,
    /// Per instruction `pc`, `reach[from[pc]..from[pc + 1]]`: the instructions that consume a
    /// letter or match that a thread entering `pc` stands at once it has followed the jumps,
    /// with the [`ACCEPT`] and [`UNIVERSAL`] they give a state.
    from: Vec<u32>,
    reach: Vec<u32>,
    /// Per instruction: where in `arena` its entry of the state being made is, if that entry
    /// is at or after `base` and names it (else it has none yet).
    slot: Vec<u32>,
    base: usize,
    /// The flags of the state being made.
    flags: u32,
}

/// Bits of `ends` and `reach`: the state accepts; every word going on from it matches; the
/// rest (an end, an instruction).
const ACCEPT: u32 = 1 << 31;
const UNIVERSAL: u32 = 1 << 30;
const END: u32 = UNIVERSAL - 1;

impl<'p> Masks<'p> {
    /// The start state of `prog` (which [`fits`]), or None when its jump closures would take
    /// more than [`MAX_CLOSURES`] entries.
    pub fn new(prog: &'p Program) -> Option<Masks<'p>> {
        let insts = &prog.insts;
        let n = insts.len();
        let (mut from, mut reach) = (vec![0u32], Vec::new());
        let mut mark = vec![usize::MAX; n + 1];
        let mut todo = Vec::new();
        for start in 0..=n {
            todo.push(start);
            while let Some(pc) = todo.pop() {
                if std::mem::replace(&mut mark[pc], start) == start || pc == n {
                    continue;
                }
                let flags = match insts[pc] {
                    Inst::Split(a, b) => {
                        todo.extend([b as usize, a as usize]);
                        continue;
                    }
                    Inst::Jump(a) => {
                        todo.push(a as usize);
                        continue;
                    }
                    Inst::Star => {
                        todo.push(pc + 1);
                        if prog.universal[pc] {
                            ACCEPT | UNIVERSAL
                        } else {
                            0
                        }
                    }
                    Inst::Match => ACCEPT,
                    _ => 0,
                };
                reach.push(pc as u32 | flags);
            }
            if reach.len() > MAX_CLOSURES {
                return None;
            }
            from.push(reach.len() as u32);
        }
        let mut m = Masks {
            prog,
            arena: Vec::new(),
            ends: vec![0],
            from,
            reach,
            slot: vec![0; n],
            base: 0,
            flags: 0,
        };
        m.enter(0, UNBOUND);
        m.push();
        Some(m)
    }

    /// A thread with bindings `mask` enters instruction `pc`: it stands at every instruction
    /// reached from there by jumps. Returns the entries read.
    #[inline]
    fn enter(&mut self, pc: u32, mask: u32) -> usize {
        let (a, b) = (
            self.from[pc as usize] as usize,
            self.from[pc as usize + 1] as usize,
        );
        for &r in &self.reach[a..b] {
            let p = r & END;
            let i = self.slot[p as usize] as usize;
            match self.arena.get_mut(i) {
                Some(e) if i >= self.base && e.0 == p => e.1 |= mask,
                _ => {
                    self.slot[p as usize] = self.arena.len() as u32;
                    self.arena.push((p, mask));
                    self.flags |= r & !END;
                }
            }
        }
        b - a
    }

    /// Ends the state made since `base` and returns its id, or [`DEAD`] if it has no thread.
    fn push(&mut self) -> u32 {
        let flags = std::mem::take(&mut self.flags);
        if self.arena.len() == self.base {
            return DEAD;
        }
        self.ends.push(self.arena.len() as u32 | flags);
        self.ends.len() as u32 - 1
    }
}

impl Automaton for Masks<'_> {
    fn start(&self) -> u32 {
        1
    }

    fn step(&mut self, state: u32, c: u8, budget: &mut Budget) -> Option<u32> {
        // The states after `state` belong to a path the walk has left.
        let s = state as usize;
        self.ends.truncate(s + 1);
        let (from, to) = (
            (self.ends[s - 1] & END) as usize,
            (self.ends[s] & END) as usize,
        );
        self.arena.truncate(to);
        self.base = to;
        let bit = 1u32 << c;
        let mut read = to - from;
        for i in from..to {
            let (pc, mask) = self.arena[i];
            read += match self.prog.insts[pc as usize] {
                Inst::Set(m) if m & bit != 0 => self.enter(pc + 1, mask),
                Inst::Star => self.enter(pc, mask),
                // Bound to this letter, or bound to it now.
                Inst::Var(_) if mask & (bit | UNBOUND) != 0 => self.enter(pc + 1, bit),
                _ => 0,
            };
        }
        let next = self.push();
        // The threads read and the closure entries read for the new ones.
        budget.spend(read as u64).then_some(next)
    }

    fn accepts(&self, state: u32) -> bool {
        self.ends[state as usize] & ACCEPT != 0
    }

    fn is_universal(&self, state: u32) -> bool {
        self.ends[state as usize] & UNIVERSAL != 0
    }
}
