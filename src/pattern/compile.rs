//! From the syntax tree to a Thompson automaton: a list of instructions, each consuming one letter
//! or moving on without one, with the anagram groups as counters and variables as registers.

use super::parse::{Group, Node};
use super::MAX_INSTS;
use crate::error::{Error, Result};

/// One instruction. Consuming instructions go on to the next one (`pc + 1`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Inst {
    /// Consume a letter of the set.
    Set(u32),
    /// Consume any letter and stay here, or go on without consuming (`*`).
    Star,
    /// Consume the variable's letter, binding it if it is free.
    Var(u8),
    /// Consume a letter into a free slot of anagram group `g`; go on when every slot is full.
    Ana(u16),
    /// Go on at both.
    Split(u32, u32),
    /// Go on there.
    Jump(u32),
    /// The whole pattern matched.
    Match,
}

/// An anagram group as counters: its slots sorted so that equal slots are neighbours, each run
/// of equal slots a "type" with its letter set and its bits in the thread's `used` mask.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AnaGroup {
    types: Vec<(u32, u64)>,
    /// Every slot used.
    pub full: u64,
}

impl AnaGroup {
    fn new(mut slots: Group) -> AnaGroup {
        crate::sort::u32s(&mut slots);
        let mut types: Vec<(u32, u64)> = Vec::new();
        for (i, &m) in slots.iter().enumerate() {
            match types.last_mut() {
                Some((last, range)) if *last == m => *range |= 1 << i,
                _ => types.push((m, 1 << i)),
            }
        }
        let n = slots.len();
        AnaGroup {
            types,
            full: if n >= 64 { u64::MAX } else { (1 << n) - 1 },
        }
    }

    /// Calls `out` with each way to put letter `c` (0-25) into a free slot, given the slots
    /// already `used`. Slots of one type are filled in order, so each state has one form.
    pub fn consume(&self, used: u64, c: u8, mut out: impl FnMut(u64)) {
        let bit = 1u32 << c;
        let take = |range: u64| {
            let free = !used & range;
            (free != 0).then(|| used | (free & free.wrapping_neg()))
        };
        // The letter's own slot first: any way to fill the group that gives this letter a
        // class's slot instead can swap the two, so the other choices add nothing.
        for &(mask, range) in &self.types {
            if mask == bit {
                if let Some(u) = take(range) {
                    out(u);
                    return;
                }
            }
        }
        for &(mask, range) in &self.types {
            if mask & bit != 0 && mask != bit {
                if let Some(u) = take(range) {
                    out(u);
                }
            }
        }
    }
}

/// A compiled pattern.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Program {
    pub insts: Vec<Inst>,
    pub groups: Vec<AnaGroup>,
    /// The fewest letters a match has.
    pub min_len: usize,
    /// The most letters a match has (None: no limit, the pattern has `*` or `{n,}`).
    pub max_len: Option<usize>,
    /// Per instruction: the variables (bit v) that some instruction reachable from it reads.
    pub live_vars: Vec<u16>,
    /// Per instruction: whether it is a `*` from which the pattern can end without another
    /// letter, so that a thread there matches every word that goes on from here.
    pub universal: Vec<bool>,
    /// How many times some letter appears in every match, at least: in a pattern without
    /// alternatives or optional parts, the most times one variable is read (`*1*1*1*`: 3; with
    /// them, 0, not worked out).
    pub repeats: usize,
}

/// Compiles a parsed pattern.
pub fn compile(node: &Node, groups: Vec<Group>) -> Result<Program> {
    let mut c = Compiler { insts: Vec::new() };
    c.node(node)?;
    c.emit(Inst::Match)?;
    let groups: Vec<AnaGroup> = groups.into_iter().map(AnaGroup::new).collect();
    let (min_len, max_len) = lengths(node, &groups);
    let (live_vars, universal) = analyse(&c.insts);
    // Without alternatives or optional parts every match reads each instruction once.
    let straight = !c
        .insts
        .iter()
        .any(|i| matches!(i, Inst::Split(..) | Inst::Jump(_)));
    let repeats = (0..9)
        .map(|v| {
            c.insts
                .iter()
                .filter(|&&i| straight && i == Inst::Var(v))
                .count()
        })
        .max()
        .unwrap_or(0);
    Ok(Program {
        insts: c.insts,
        groups,
        min_len,
        max_len,
        live_vars,
        universal,
        repeats,
    })
}

/// The same pattern read from its last letter to its first: it matches the reversed words.
/// Variables and anagram groups read the same both ways, so only sequences turn round.
pub fn reversed(node: &Node) -> Node {
    match node {
        Node::Seq(items) => Node::Seq(items.iter().rev().map(reversed).collect()),
        Node::Alt(branches) => Node::Alt(branches.iter().map(reversed).collect()),
        Node::Repeat(body, min, max) => Node::Repeat(Box::new(reversed(body)), *min, *max),
        leaf => leaf.clone(),
    }
}

impl Program {
    /// `Some(n)` when the pattern is `*` and then `n` times a variable and `*` (`*1*1*`): its
    /// words are those with some letter `n` times, whatever the letters around them.
    pub fn letter_repeated(&self) -> Option<usize> {
        let (insts, n) = (&self.insts, self.insts.len());
        let var = match insts.get(1) {
            Some(&Inst::Var(v)) => Inst::Var(v),
            _ => return None,
        };
        // Star, (variable, star) n times, match.
        let shape = n % 2 == 0
            && insts[n - 1] == Inst::Match
            && (0..n - 1).all(|pc| insts[pc] == if pc % 2 == 0 { Inst::Star } else { var });
        shape.then_some(n / 2 - 1)
    }

    /// How soon a thread can stand at a `*`: the fewest *pinned* letters read before one (a
    /// letter of a set narrower than `?`; `?` and variables pin nothing), and the fewest letters
    /// of any kind before a universal one (None: never). A `*` that no pinned letter comes
    /// before keeps every prefix of the dictionary alive for the walk; a universal one ends
    /// the walk at once.
    pub fn star_depths(&self) -> (Option<usize>, Option<usize>) {
        (self.star_depth(false).0, self.star_depth(true).1)
    }

    /// Shortest distances from the start to the `*` instructions, where a consuming instruction
    /// costs 1 a letter (or, unless `all`, 1 only when it pins its letter) and a jump nothing:
    /// (to any `*`, to a universal `*`). Relaxed until nothing changes (most edges go forward).
    fn star_depth(&self, all: bool) -> (Option<usize>, Option<usize>) {
        let n = self.insts.len();
        let dist = distances(&self.insts, &|i| match i {
            Inst::Set(m) => usize::from(all || m != super::parse::ALL),
            Inst::Var(_) => usize::from(all),
            Inst::Ana(g) => self.groups[g as usize].full.count_ones() as usize,
            _ => 0,
        });
        let stars =
            || (0..n).filter(|&pc| matches!(self.insts[pc], Inst::Star) && dist[pc] != usize::MAX);
        (
            stars().map(|pc| dist[pc]).min(),
            stars()
                .filter(|&pc| self.universal[pc])
                .map(|pc| dist[pc])
                .min(),
        )
    }
}

/// Per instruction: the variables read from it on, and whether it is a universal `*` (see
/// [`Program`]). Both are fixpoints over the instructions' edges, found by passes from the end
/// (most edges lead forward; each pass also carries them back over one loop).
fn analyse(insts: &[Inst]) -> (Vec<u16>, Vec<bool>) {
    let n = insts.len();
    let mut vars = vec![0u16; n + 1];
    let mut ends = vec![false; n + 1];
    let mut changed = true;
    while changed {
        changed = false;
        for pc in (0..n).rev() {
            let (v, e) = match insts[pc] {
                Inst::Var(x) => (1 << x | vars[pc + 1], false),
                Inst::Set(_) | Inst::Ana(_) => (vars[pc + 1], false),
                Inst::Star => (vars[pc + 1], ends[pc + 1]),
                Inst::Split(a, b) => (
                    vars[a as usize] | vars[b as usize],
                    ends[a as usize] || ends[b as usize],
                ),
                Inst::Jump(a) => (vars[a as usize], ends[a as usize]),
                Inst::Match => (0, true),
            };
            if (v, e) != (vars[pc], ends[pc]) {
                (vars[pc], ends[pc]) = (v, e);
                changed = true;
            }
        }
    }
    let universal = (0..n)
        .map(|pc| matches!(insts[pc], Inst::Star) && ends[pc + 1])
        .collect();
    vars.truncate(n);
    (vars, universal)
}

/// Shortest distances from the start to each instruction, where the letter an instruction
/// consumes costs `cost` of it and a `*` or a jump nothing. Relaxed until nothing changes (most
/// edges go forward, so a pass or two).
fn distances(insts: &[Inst], cost: &dyn Fn(Inst) -> usize) -> Vec<usize> {
    let n = insts.len();
    let mut dist = vec![usize::MAX; n + 1];
    dist[0] = 0;
    let mut changed = true;
    while changed {
        changed = false;
        for pc in 0..n {
            let d = dist[pc];
            if d == usize::MAX {
                continue;
            }
            let mut relax = |to: usize, c: usize| {
                if d + c < dist[to] {
                    dist[to] = d + c;
                    changed = true;
                }
            };
            match insts[pc] {
                i @ (Inst::Set(_) | Inst::Var(_) | Inst::Ana(_)) => relax(pc + 1, cost(i)),
                Inst::Star => relax(pc + 1, 0),
                Inst::Split(a, b) => {
                    relax(a as usize, 0);
                    relax(b as usize, 0);
                }
                Inst::Jump(a) => relax(a as usize, 0),
                Inst::Match => {}
            }
        }
    }
    dist
}

/// The fewest and most letters `node` matches.
fn lengths(node: &Node, groups: &[AnaGroup]) -> (usize, Option<usize>) {
    match node {
        Node::Set(_) | Node::Var(_) => (1, Some(1)),
        Node::Star => (0, None),
        Node::Anagram(g) => {
            let n = groups[*g as usize].full.count_ones() as usize;
            (n, Some(n))
        }
        Node::Seq(items) => items.iter().fold((0, Some(0)), |(lo, hi), n| {
            let (a, b) = lengths(n, groups);
            (
                lo.saturating_add(a),
                hi.zip(b).map(|(x, y)| x.saturating_add(y)),
            )
        }),
        Node::Alt(branches) => branches.iter().fold((usize::MAX, Some(0)), |(lo, hi), n| {
            let (a, b) = lengths(n, groups);
            (lo.min(a), hi.zip(b).map(|(x, y)| x.max(y)))
        }),
        Node::Repeat(body, min, max) => {
            let (a, b) = lengths(body, groups);
            let hi = match (b, max) {
                (Some(0), _) => Some(0),
                (Some(b), Some(m)) => Some(b.saturating_mul(*m as usize)),
                _ => None,
            };
            (a.saturating_mul(*min as usize), hi)
        }
    }
}

struct Compiler {
    insts: Vec<Inst>,
}

impl Compiler {
    fn emit(&mut self, inst: Inst) -> Result<u32> {
        if self.insts.len() >= MAX_INSTS {
            return Err(Error::too_large(format!(
                "the pattern is too large once its repeats are written out (over {MAX_INSTS} steps); use smaller repeats"
            )));
        }
        self.insts.push(inst);
        Ok(self.insts.len() as u32 - 1)
    }

    fn here(&self) -> u32 {
        self.insts.len() as u32
    }

    fn node(&mut self, node: &Node) -> Result<()> {
        match node {
            Node::Set(m) => {
                self.emit(Inst::Set(*m))?;
            }
            Node::Star => {
                self.emit(Inst::Star)?;
            }
            Node::Var(v) => {
                self.emit(Inst::Var(*v))?;
            }
            Node::Anagram(g) => {
                self.emit(Inst::Ana(*g))?;
            }
            Node::Seq(items) => {
                for item in items {
                    self.node(item)?;
                }
            }
            Node::Alt(branches) => {
                let mut jumps = Vec::new();
                for (k, b) in branches.iter().enumerate() {
                    if k + 1 == branches.len() {
                        self.node(b)?;
                    } else {
                        let split = self.emit(Inst::Split(0, 0))?;
                        self.node(b)?;
                        jumps.push(self.emit(Inst::Jump(0))?);
                        self.insts[split as usize] = Inst::Split(split + 1, self.here());
                    }
                }
                let end = self.here();
                for j in jumps {
                    self.insts[j as usize] = Inst::Jump(end);
                }
            }
            Node::Repeat(body, min, max) => {
                for _ in 0..*min {
                    self.node(body)?;
                }
                match max {
                    None => {
                        let top = self.emit(Inst::Split(0, 0))?;
                        self.node(body)?;
                        self.emit(Inst::Jump(top))?;
                        self.insts[top as usize] = Inst::Split(top + 1, self.here());
                    }
                    Some(max) => {
                        let mut splits = Vec::new();
                        for _ in *min..*max {
                            splits.push(self.emit(Inst::Split(0, 0))?);
                            self.node(body)?;
                        }
                        let end = self.here();
                        for s in splits {
                            self.insts[s as usize] = Inst::Split(s + 1, end);
                        }
                    }
                }
            }
        }
        Ok(())
    }
}
