//! The search engine of the dice solver: letters and dice as bit masks, propagation of forced
//! moves, enumeration, exact counting and lexicographic listing.
//!
//! Letters are numbered 0..L in symbol order (so letter order is the order of the sorted output),
//! dice 0..n. A state records which die each placed letter is on, and for every letter the dice it
//! is barred from because a letter that shares a word with it is already there. Dice that hold no
//! letter yet are interchangeable: a letter only ever opens the lowest-numbered empty die, so every
//! set of dice is found once.

/// A set of letters or of dice, one bit each (at most 36 of either).
pub(crate) type Mask = u64;

/// The most symbols (letters) a puzzle may use: a-z plus 0-9.
pub(crate) const MAX_SYMBOLS: usize = 36;

/// `die_of` of an unplaced letter.
pub(crate) const NONE: u8 = u8::MAX;

/// The search ran out of steps.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct OutOfSteps;

/// Search results that may stop for lack of budget.
pub(crate) type Steps<T> = std::result::Result<T, OutOfSteps>;

/// Iterates over the set bits of a mask, lowest first.
#[derive(Clone, Copy)]
pub(crate) struct Bits(pub Mask);

impl Iterator for Bits {
    type Item = usize;
    #[inline]
    fn next(&mut self) -> Option<usize> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Some(i)
    }
}

#[inline]
pub(crate) fn bit(i: usize) -> Mask {
    1u64 << i
}

#[inline]
fn lowest(m: Mask) -> Mask {
    m & m.wrapping_neg()
}

/// The conflict graph of a puzzle: which letters share a word.
#[derive(Debug, Clone)]
pub(crate) struct Graph {
    /// Number of dice.
    pub n: usize,
    /// Faces per die.
    pub f: usize,
    /// Number of letters (n * f).
    pub l: usize,
    /// For each letter, the letters it shares a word with.
    pub adj: Vec<Mask>,
    /// Each word as a set of letters.
    pub words: Vec<Mask>,
    /// Letters that appear in some word.
    pub in_word: Mask,
    /// All dice.
    pub all_dice: Mask,
    /// All letters.
    pub all_letters: Mask,
}

/// Who is where during a search.
#[derive(Debug, Clone)]
pub(crate) struct State {
    /// The die of each letter, or [`NONE`].
    pub die_of: [u8; MAX_SYMBOLS],
    /// The letters on each die.
    pub dice: [Mask; MAX_SYMBOLS],
    /// Free faces on each die.
    pub cap: [u8; MAX_SYMBOLS],
    /// For each letter, the dice holding a letter it shares a word with (or ruled out otherwise).
    pub barred: [Mask; MAX_SYMBOLS],
    /// Dice with no free face.
    pub full: Mask,
    /// Dice holding at least one letter.
    pub opened: Mask,
    /// Letters not placed yet.
    pub unplaced: Mask,
}

/// A budget adaptor: one call per search node.
pub(crate) fn tick(budget: &mut crate::budget::Budget, n: u64) -> Steps<()> {
    if budget.spend(n) {
        Ok(())
    } else {
        Err(OutOfSteps)
    }
}

/// A labelled solution: the die of every letter.
pub(crate) type Labels = [u8; MAX_SYMBOLS];

impl Graph {
    /// Builds the graph of `words` (each a list of distinct letter numbers).
    pub fn new(n: usize, f: usize, words: &[Vec<u8>]) -> Graph {
        let l = n * f;
        let mut adj = vec![0; l];
        let mut masks = Vec::with_capacity(words.len());
        let mut in_word = 0;
        for w in words {
            let m: Mask = w.iter().fold(0, |m, &x| m | bit(x as usize));
            for &x in w {
                adj[x as usize] |= m & !bit(x as usize);
            }
            in_word |= m;
            masks.push(m);
        }
        let all_dice = if n >= 64 { Mask::MAX } else { bit(n) - 1 };
        let all_letters = if l >= 64 { Mask::MAX } else { bit(l) - 1 };
        Graph {
            n,
            f,
            l,
            adj,
            words: masks,
            in_word,
            all_dice,
            all_letters,
        }
    }

    /// The steps one search node costs: a propagation pass looks at every letter and, for every
    /// word, at its letters on every die. Calibrated so that `budget::DEFAULT_STEPS` is about
    /// two seconds natively.
    pub fn node_cost(&self) -> u64 {
        4 + (self.l + self.words.len() * self.n) as u64 / 12
    }

    /// The state with nothing placed.
    pub fn root(&self) -> State {
        State {
            die_of: [NONE; MAX_SYMBOLS],
            dice: [0; MAX_SYMBOLS],
            cap: [self.f as u8; MAX_SYMBOLS],
            barred: [0; MAX_SYMBOLS],
            full: 0,
            opened: 0,
            unplaced: self.all_letters,
        }
    }

    /// The state with the letters of `anchor` (a word) on dice 0, 1, ... in order. Every solution
    /// has them on different dice, so naming the dice after them counts each solution once.
    pub fn anchored(&self, anchor: &[u8]) -> State {
        let mut st = self.root();
        for (d, &x) in anchor.iter().enumerate() {
            self.place(&mut st, x as usize, d);
        }
        st
    }

    /// Places letter `x` on die `d` (which must be allowed).
    #[inline]
    pub fn place(&self, st: &mut State, x: usize, d: usize) {
        st.die_of[x] = d as u8;
        st.dice[d] |= bit(x);
        st.cap[d] = st.cap[d].saturating_sub(1);
        if st.cap[d] == 0 {
            st.full |= bit(d);
        }
        st.opened |= bit(d);
        st.unplaced &= !bit(x);
        for m in Bits(self.adj[x] & st.unplaced) {
            st.barred[m] |= bit(d);
        }
    }

    /// The dice letter `x` may still go on, with empty dice reduced to the first one.
    #[inline]
    pub fn allowed(&self, st: &State, x: usize) -> Mask {
        let a = self.all_dice & !st.barred[x] & !st.full;
        let empty = a & !st.opened;
        if empty == 0 {
            a
        } else {
            (a & st.opened) | lowest(empty)
        }
    }

    /// The dice a word's placed letters are on.
    #[inline]
    pub fn word_dice(&self, st: &State, w: Mask) -> Mask {
        let mut u = 0;
        for x in Bits(w & !st.unplaced) {
            u |= bit(st.die_of[x] as usize);
        }
        u
    }

    /// Applies forced moves until none is left. Returns false on a contradiction. The rules: a
    /// letter with no die fails and one with a single die goes there; a word that needs a letter
    /// on a die and has one candidate for it puts that letter there; an opened die with as many
    /// candidates as free faces takes them all.
    pub fn propagate(&self, st: &mut State) -> bool {
        loop {
            let mut changed = false;
            for x in Bits(st.unplaced) {
                let a = self.allowed(st, x);
                if a == 0 {
                    return false;
                }
                if a & (a - 1) == 0 {
                    self.place(st, x, a.trailing_zeros() as usize);
                    changed = true;
                }
            }
            if changed {
                continue;
            }
            for &w in &self.words {
                let rest = w & st.unplaced;
                if rest == 0 {
                    continue;
                }
                let need = self.all_dice & !self.word_dice(st, w) & st.opened;
                for d in Bits(need) {
                    let mut cands = 0;
                    for x in Bits(rest) {
                        if self.allowed(st, x) & bit(d) != 0 {
                            cands |= bit(x);
                        }
                    }
                    if cands == 0 {
                        return false;
                    }
                    if cands & (cands - 1) == 0 {
                        let x = cands.trailing_zeros() as usize;
                        if st.unplaced & bit(x) != 0 {
                            self.place(st, x, d);
                            changed = true;
                        }
                    }
                }
            }
            if changed {
                continue;
            }
            for d in Bits(st.opened & !st.full) {
                let cap = st.cap[d] as u32;
                let mut cands = 0;
                for x in Bits(st.unplaced) {
                    if st.barred[x] & bit(d) == 0 {
                        cands |= bit(x);
                    }
                }
                let k = cands.count_ones();
                if k < cap {
                    return false;
                }
                if k == cap {
                    for x in Bits(cands) {
                        if self.allowed(st, x) & bit(d) == 0 {
                            return false;
                        }
                        self.place(st, x, d);
                    }
                    changed = true;
                }
            }
            if !changed {
                return true;
            }
        }
    }

    /// The unplaced letter to branch on: fewest dice, then most unplaced neighbours; letters in
    /// no word last. Only letters of `among` are considered.
    fn branch_letter(&self, st: &State, among: Mask) -> usize {
        let mut best = usize::MAX;
        let mut key = (u32::MAX, u32::MAX, 0u32);
        for x in Bits(among) {
            let free = (self.in_word & bit(x) == 0) as u32;
            let k = (
                free,
                self.allowed(st, x).count_ones(),
                64 - (self.adj[x] & st.unplaced).count_ones(),
            );
            if k < key {
                key = k;
                best = x;
            }
        }
        best
    }

    /// Calls `found` with every solution below `st` (labelled by the state's dice) until it
    /// returns false. Returns Ok(false) if stopped by `found`.
    pub fn enumerate(
        &self,
        st: &State,
        budget: &mut crate::budget::Budget,
        found: &mut dyn FnMut(&State) -> bool,
    ) -> Steps<bool> {
        tick(budget, self.node_cost())?;
        let mut st = st.clone();
        if !self.propagate(&mut st) {
            return Ok(true);
        }
        if st.unplaced == 0 {
            return Ok(found(&st));
        }
        let x = self.branch_letter(&st, st.unplaced);
        for d in Bits(self.allowed(&st, x)) {
            let mut child = st.clone();
            self.place(&mut child, x, d);
            if !self.enumerate(&child, budget, found)? {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// One solution below `st`, if any.
    pub fn find_one(&self, st: &State, budget: &mut crate::budget::Budget) -> Steps<Option<State>> {
        let mut out = None;
        self.enumerate(st, budget, &mut |s| {
            out = Some(s.clone());
            false
        })?;
        Ok(out)
    }

    /// The connected parts of the letters `s` in the conflict graph restricted to `s`.
    pub fn components(&self, s: Mask) -> Vec<Mask> {
        let mut out = Vec::new();
        let mut rest = s;
        while rest != 0 {
            let seed = lowest(rest);
            let mut comp = seed;
            let mut frontier = seed;
            while frontier != 0 {
                let mut next = 0;
                for x in Bits(frontier) {
                    next |= self.adj[x];
                }
                next &= s & !comp;
                comp |= next;
                frontier = next;
            }
            out.push(comp);
            rest &= !comp;
        }
        out
    }
}

/// Binomial coefficients up to 36 choose k, in u64 (C(36, 18) is under 2^34, and each step's
/// product under 2^40; a u128 division would keep 1 KB of compiler-builtins in the wasm module).
fn binomial(a: usize, b: usize) -> u128 {
    if b > a {
        return 0;
    }
    let b = b.min(a - b);
    let mut r: u64 = 1;
    for i in 0..b {
        // Exact at every step: r * (a - i) / (i + 1) is C(a, i + 1).
        r = r * (a - i) as u64 / (i + 1) as u64;
    }
    u128::from(r)
}

/// Ways to split `free` distinct letters among dice with the given free faces (labelled dice that
/// already hold a letter) and `empty` unlabelled dice of `f` faces: a multinomial.
pub(crate) fn multinomial(free: usize, caps: &[usize], empty: usize, f: usize) -> Option<u128> {
    let mut left = free;
    let mut r: u128 = 1;
    for &c in caps {
        if c > left {
            return Some(0);
        }
        r = r.checked_mul(binomial(left, c))?;
        left -= c;
    }
    for _ in 0..empty {
        // The lowest remaining letter opens the next die; choose its f - 1 companions.
        if left < f || f == 0 {
            return Some(0);
        }
        r = r.checked_mul(binomial(left - 1, f - 1))?;
        left -= f;
    }
    Some(if left == 0 { r } else { 0 })
}

/// Exact counting of the solutions below an anchored state (every die opened).
pub(crate) struct Counter<'a> {
    g: &'a Graph,
    /// Bits per die in a packed usage vector.
    width: u32,
    /// Profiles already computed, by what they depend on: the group, the dice each of its
    /// letters may take, and the free faces of those dice. Placing the letters of a word in
    /// different orders leads to the same states; the memo turns those k! orders into 2^k sets.
    memo: std::cell::RefCell<std::collections::HashMap<Vec<u64>, Profile>>,
    /// Usage vectors held in the memo, to bound its memory.
    memo_size: std::cell::Cell<usize>,
}

/// The most usage vectors the memo keeps (32 bytes each).
const MEMO_MAX: usize = 1 << 18;

/// How many letters of a group go on each die (packed, `width` bits per die; n * width is at
/// most 72 since n * f <= 36), with the number of ways the group can be placed that way.
type Profile = Vec<(u128, u128)>;

impl<'a> Counter<'a> {
    pub fn new(g: &'a Graph) -> Counter<'a> {
        // Room for twice the faces, so adding two vectors never carries into the next die.
        let width = 64 - (2 * g.f as u64).leading_zeros();
        Counter {
            g,
            width,
            memo: Default::default(),
            memo_size: std::cell::Cell::new(0),
        }
    }

    /// The number of solutions below `st`, or None if the count overflows (it cannot for 36
    /// symbols, but the arithmetic is checked anyway).
    pub fn count(&self, st: &State, budget: &mut crate::budget::Budget) -> Steps<Option<u128>> {
        tick(budget, self.g.node_cost())?;
        let g = self.g;
        let mut st = st.clone();
        if !g.propagate(&mut st) {
            return Ok(Some(0));
        }
        let s = st.unplaced & g.in_word;
        let free = (st.unplaced & !g.in_word).count_ones() as usize;
        let comps = g.components(s);
        // Independent groups: how many letters each puts on each die, combined die by die; the
        // letters in no word then fill the remaining faces in a multinomial number of ways.
        let mut acc: Profile = vec![(0, 1)];
        for c in comps {
            let p = match self.profile(c, &st, budget)? {
                Some(p) => p,
                None => return Ok(None),
            };
            tick(budget, (acc.len() * p.len()) as u64 / 8)?;
            acc = match self.convolve(&acc, &p, &st) {
                Some(a) => a,
                None => return Ok(None),
            };
            if acc.is_empty() {
                return Ok(Some(0));
            }
        }
        let mut total: u128 = 0;
        let mut caps = vec![0usize; g.n];
        for (v, k) in acc {
            for (d, c) in caps.iter_mut().enumerate() {
                *c = st.cap[d] as usize - self.field(v, d);
            }
            let ways = match multinomial(free, &caps, 0, g.f).and_then(|m| m.checked_mul(k)) {
                Some(w) => w,
                None => return Ok(None),
            };
            total = match total.checked_add(ways) {
                Some(t) => t,
                None => return Ok(None),
            };
        }
        Ok(Some(total))
    }

    #[inline]
    fn field(&self, v: u128, d: usize) -> usize {
        ((v >> (d as u32 * self.width)) & ((1u128 << self.width) - 1)) as usize
    }

    #[inline]
    fn unit(&self, d: usize) -> u128 {
        1u128 << (d as u32 * self.width)
    }

    /// Combines two independent profiles, dropping usage above the free faces of `st`.
    fn convolve(&self, a: &Profile, b: &Profile, st: &State) -> Option<Profile> {
        let mut out: Profile = Vec::with_capacity(a.len() * b.len());
        for &(va, ka) in a {
            'next: for &(vb, kb) in b {
                let v = va + vb;
                for d in 0..self.g.n {
                    if self.field(v, d) > st.cap[d] as usize {
                        continue 'next;
                    }
                }
                out.push((v, ka.checked_mul(kb)?));
            }
        }
        merge(out)
    }

    /// The profile of the letters `c` (unplaced, closed under shared words among the unplaced
    /// letters) below `st`: only placements of `c` are made, so other groups are untouched.
    fn profile(
        &self,
        c: Mask,
        st: &State,
        budget: &mut crate::budget::Budget,
    ) -> Steps<Option<Profile>> {
        let g = self.g;
        let mut key = Vec::with_capacity(2 + c.count_ones() as usize + g.n / 8);
        key.push(c);
        let mut dice = 0;
        for x in Bits(c & st.unplaced) {
            let a = g.allowed(st, x);
            key.push(a);
            dice |= a;
        }
        let mut packed = 0u64;
        for (i, d) in Bits(dice).enumerate() {
            packed |= (st.cap[d] as u64) << (8 * (i % 8));
            if i % 8 == 7 {
                key.push(packed);
                packed = 0;
            }
        }
        key.push(packed);
        if let Some(p) = self.memo.borrow().get(&key) {
            tick(budget, 1 + p.len() as u64 / 8)?;
            return Ok(Some(p.clone()));
        }
        let p = self.profile_uncached(c, st, budget)?;
        if let Some(p) = &p {
            let size = self.memo_size.get() + p.len() + 1;
            if size <= MEMO_MAX {
                self.memo_size.set(size);
                self.memo.borrow_mut().insert(key, p.clone());
            }
        }
        Ok(p)
    }

    /// [`Counter::profile`] without the memo.
    fn profile_uncached(
        &self,
        c: Mask,
        st: &State,
        budget: &mut crate::budget::Budget,
    ) -> Steps<Option<Profile>> {
        tick(budget, 2 + self.g.l as u64 / 8)?;
        let g = self.g;
        let mut st = st.clone();
        let mut forced = 0u128;
        // Local propagation: letters of the group with one die left.
        loop {
            let mut changed = false;
            for x in Bits(c & st.unplaced) {
                let a = g.allowed(&st, x);
                if a == 0 {
                    return Ok(Some(Vec::new()));
                }
                if a & (a - 1) == 0 {
                    let d = a.trailing_zeros() as usize;
                    g.place(&mut st, x, d);
                    forced += self.unit(d);
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        let rest = c & st.unplaced;
        if rest == 0 {
            return Ok(Some(vec![(forced, 1)]));
        }
        let comps = g.components(rest);
        let mut out: Profile;
        if comps.len() > 1 {
            out = vec![(0, 1)];
            for part in comps {
                let p = match self.profile(part, &st, budget)? {
                    Some(p) => p,
                    None => return Ok(None),
                };
                tick(budget, (out.len() * p.len()) as u64 / 8)?;
                out = match self.convolve(&out, &p, &st) {
                    Some(o) => o,
                    None => return Ok(None),
                };
                if out.is_empty() {
                    return Ok(Some(out));
                }
            }
        } else {
            out = Vec::new();
            let x = g.branch_letter(&st, rest);
            for d in Bits(g.allowed(&st, x)) {
                let mut child = st.clone();
                g.place(&mut child, x, d);
                let p = match self.profile(rest & !bit(x), &child, budget)? {
                    Some(p) => p,
                    None => return Ok(None),
                };
                let u = self.unit(d);
                out.extend(p.into_iter().map(|(v, k)| (v + u, k)));
            }
            tick(budget, out.len() as u64 / 8)?;
            out = match merge(out) {
                Some(o) => o,
                None => return Ok(None),
            };
        }
        for e in &mut out {
            e.0 += forced;
        }
        Ok(Some(out))
    }
}

/// Sorts a profile and adds up equal usage vectors.
fn merge(mut p: Profile) -> Option<Profile> {
    crate::sort::sort_by_key(&mut p, |e| e.0);
    let mut out: Profile = Vec::with_capacity(p.len());
    for (v, k) in p {
        match out.last_mut() {
            Some(last) if last.0 == v => last.1 = last.1.checked_add(k)?,
            _ => out.push((v, k)),
        }
    }
    Some(out)
}

/// Lists solutions in the order of their sorted form (dice as sorted strings, dice sorted), up to
/// `limit`, building the dice one by one and keeping only prefixes that have a completion.
pub(crate) fn list_in_order(
    g: &Graph,
    limit: usize,
    budget: &mut crate::budget::Budget,
) -> Steps<Vec<Labels>> {
    let mut out = Vec::new();
    if limit == 0 {
        return Ok(out);
    }
    let st = g.root();
    let first = st.unplaced.trailing_zeros() as usize;
    let mut st0 = st.clone();
    g.place(&mut st0, first, 0);
    if g.find_one(&st0, budget)?.is_some() {
        lex(g, &st0, 0, first, limit, &mut out, budget)?;
    }
    Ok(out)
}

fn lex(
    g: &Graph,
    st: &State,
    k: usize,
    last: usize,
    limit: usize,
    out: &mut Vec<Labels>,
    budget: &mut crate::budget::Budget,
) -> Steps<()> {
    tick(budget, 1)?;
    if out.len() >= limit {
        return Ok(());
    }
    if st.cap[k] == 0 {
        if k + 1 == g.n {
            out.push(st.die_of);
            return Ok(());
        }
        // The next die starts with the lowest letter left.
        let m = st.unplaced.trailing_zeros() as usize;
        let mut child = st.clone();
        g.place(&mut child, m, k + 1);
        return lex(g, &child, k + 1, m, limit, out, budget);
    }
    let after = if last + 1 >= 64 {
        0
    } else {
        !(bit(last + 1) - 1)
    };
    for c in Bits(st.unplaced & after) {
        if st.barred[c] & bit(k) != 0 {
            continue;
        }
        let mut child = st.clone();
        g.place(&mut child, c, k);
        // Letters skipped over can no longer join die k (they would come before c in it).
        for y in Bits(child.unplaced & (bit(c) - 1)) {
            child.barred[y] |= bit(k);
        }
        if g.find_one(&child, budget)?.is_some() {
            lex(g, &child, k, c, limit, out, budget)?;
            if out.len() >= limit {
                return Ok(());
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The u64 arithmetic is exact for every binomial the dice can ask for (at most MAX_SYMBOLS
    /// letters): Pascal's triangle, by additions in u128.
    #[test]
    fn binomials_match_pascals_triangle() {
        let mut row = vec![1u128];
        for a in 0..=MAX_SYMBOLS {
            for (b, &want) in row.iter().enumerate() {
                assert_eq!(binomial(a, b), want, "C({a}, {b})");
            }
            assert_eq!(binomial(a, a + 1), 0);
            let mut next = vec![1u128; a + 2];
            for b in 1..=a {
                next[b] = row[b - 1] + row[b];
            }
            row = next;
        }
    }
}
