//! The search engine: rows as table constraints over symbols, kept arc-consistent, with an
//! all-different constraint checked by bipartite matching.
//!
//! Each symbol has a domain (a bit set of the letters still possible). Each checked row keeps
//! the list of its candidate words that agree with every domain (a sparse set: dead candidates
//! are swapped past `nlive`, so restoring a count restores the set). Propagation alternates two
//! rules until nothing changes: a row's live candidates narrow the domains of its symbols to
//! the letters they still offer at each position, and a letter that is the only one left for a
//! symbol leaves every other domain. After that fixpoint a maximum matching of symbols to
//! letters must cover every symbol (Hall's condition); otherwise the branch is dead. The search
//! branches on the row with the fewest live candidates, so the rare-pattern rows are fixed
//! first, and never enumerates letters symbol by symbol.

use std::rc::Rc;

use crate::budget::Budget;

/// The most symbols the engine handles (domains and row masks are bit sets over symbols).
pub(crate) const MAX_SYMBOLS: usize = 64;
/// The longest row the engine handles.
pub(crate) const MAX_ROW_LEN: usize = 30;
/// Every letter, as a domain.
pub(crate) const ALL_LETTERS: u32 = (1 << 26) - 1;

/// The candidate words of one shape (pattern of repeated symbols), shared by every row with
/// that shape, with posting lists: for each distinct symbol of the shape and each letter, the
/// candidates that have that letter there.
#[derive(Debug, Clone)]
pub(crate) struct Cands {
    /// The word length.
    len: usize,
    /// Candidate words, `len` letters each (0 = a), concatenated.
    letters: Vec<u8>,
    /// The number of candidates.
    count: usize,
    /// `post[post_start[j * 26 + l]..post_start[j * 26 + l + 1]]`: the candidates whose letter
    /// at the first occurrence of distinct symbol `j` is `l`, in increasing order.
    post_start: Vec<u32>,
    post: Vec<u32>,
    /// Each candidate's ranking cost (a bound on what it adds to a solution's cost).
    costs: Vec<u32>,
}

impl Cands {
    /// Candidates of a shape whose distinct symbols first occur at positions `dpos`, from their
    /// letters (`len` letters 0..26 each, concatenated, in increasing order without repeats),
    /// each with its ranking cost (one per candidate: a bound on what it adds to a solution's
    /// cost).
    pub(crate) fn costed(len: usize, dpos: &[u8], letters: Vec<u8>, costs: Vec<u32>) -> Cands {
        let count = letters.len() / len.max(1);
        let at = |c: usize, p: u8| {
            letters
                .get(c * len + p as usize)
                .map_or(0, |&l| l as usize % 26)
        };
        // Counting sort of (distinct symbol, letter) pairs into one array.
        let mut post_start = vec![0u32; dpos.len() * 26 + 1];
        for c in 0..count {
            for (j, &p) in dpos.iter().enumerate() {
                post_start[j * 26 + at(c, p) + 1] += 1;
            }
        }
        for i in 1..post_start.len() {
            post_start[i] += post_start[i - 1];
        }
        let mut fill = post_start.clone();
        let mut post = vec![0u32; count * dpos.len()];
        for c in 0..count {
            for (j, &p) in dpos.iter().enumerate() {
                let slot = &mut fill[j * 26 + at(c, p)];
                post[*slot as usize] = c as u32;
                *slot += 1;
            }
        }
        Cands {
            len,
            letters,
            count,
            post_start,
            post,
            costs,
        }
    }

    /// Candidate `c`'s letters.
    #[inline]
    pub(crate) fn word(&self, c: usize) -> &[u8] {
        self.letters
            .get(c * self.len..(c + 1) * self.len)
            .unwrap_or(&[])
    }

    /// The number of candidates.
    pub(crate) fn count(&self) -> usize {
        self.count
    }

    /// These candidates and more after them (`letters` concatenated as for [`Cands::costed`], with
    /// their costs), for a shape whose distinct symbols first occur at `dpos`.
    pub(crate) fn extended(&self, dpos: &[u8], letters: &[u8], costs: &[u32]) -> Cands {
        Cands::costed(
            self.len,
            dpos,
            [&self.letters, letters].concat(),
            [&self.costs, costs].concat(),
        )
    }

    /// Candidate `c`'s ranking cost.
    #[inline]
    pub(crate) fn cost(&self, c: usize) -> u32 {
        self.costs.get(c).copied().unwrap_or(0)
    }

    /// Whether `word` (letters 0..26) is a candidate. Candidates are in increasing order.
    pub(crate) fn contains(&self, word: &[u8]) -> bool {
        let (mut lo, mut hi) = (0, self.count);
        while lo < hi {
            let mid = lo + (hi - lo) / 2;
            match self.word(mid).cmp(word) {
                std::cmp::Ordering::Less => lo = mid + 1,
                std::cmp::Ordering::Greater => hi = mid,
                std::cmp::Ordering::Equal => return true,
            }
        }
        false
    }

    /// The candidates with letter `l` at distinct symbol `j`.
    #[inline]
    fn posting(&self, j: usize, l: usize) -> &[u32] {
        let i = j * 26 + l;
        match (self.post_start.get(i), self.post_start.get(i + 1)) {
            (Some(&a), Some(&b)) => self.post.get(a as usize..b as usize).unwrap_or(&[]),
            _ => &[],
        }
    }
}

/// A checked row as the engine sees it: its symbols and its shape's candidates.
#[derive(Debug, Clone)]
pub(crate) struct RowData {
    /// The symbol at each position (indexes below [`MAX_SYMBOLS`]).
    syms: Vec<u8>,
    /// The row's distinct symbols, in order of first occurrence.
    dsyms: Vec<u8>,
    /// The position of each distinct symbol's first occurrence.
    dpos: Vec<u8>,
    /// Bit set of the row's symbols.
    mask: u64,
    /// The candidates of the row's shape.
    cands: Rc<Cands>,
}

impl RowData {
    /// A row with symbols `syms` (each below [`MAX_SYMBOLS`], at most [`MAX_ROW_LEN`]) and
    /// the candidates of its shape.
    pub(crate) fn new(syms: Vec<u8>, cands: Rc<Cands>) -> RowData {
        let (dsyms, dpos, mask) = distinct(&syms);
        RowData {
            syms,
            dsyms,
            dpos,
            mask,
            cands,
        }
    }

    /// Candidate `c`'s letters.
    #[inline]
    fn word(&self, c: usize) -> &[u8] {
        self.cands.word(c)
    }

    /// The symbol at each position.
    pub(crate) fn syms(&self) -> &[u8] {
        &self.syms
    }

    /// The candidates of the row's shape.
    pub(crate) fn cands(&self) -> &Rc<Cands> {
        &self.cands
    }

    /// How many candidates the row's shape has (before known letters).
    pub(crate) fn total(&self) -> usize {
        self.cands.count
    }

    /// The candidates with letter `l` at distinct symbol `j`.
    #[inline]
    fn posting(&self, j: usize, l: usize) -> &[u32] {
        self.cands.posting(j, l)
    }
}

/// A row's distinct symbols, the positions where they first occur, and their bit set.
pub(crate) fn distinct(syms: &[u8]) -> (Vec<u8>, Vec<u8>, u64) {
    let mut dsyms = Vec::new();
    let mut dpos = Vec::new();
    let mut mask = 0u64;
    for (p, &s) in syms.iter().enumerate() {
        if mask >> (s % 64) & 1 == 0 {
            mask |= 1 << (s % 64);
            dsyms.push(s);
            dpos.push(p as u8);
        }
    }
    (dsyms, dpos, mask)
}

/// Whether a row must spell a word, may still be left as a non-word, or has been left as one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Status {
    Word = 0,
    Undecided = 1,
    NonWord = 2,
}

impl Status {
    fn from_u32(v: u32) -> Status {
        match v {
            0 => Status::Word,
            1 => Status::Undecided,
            _ => Status::NonWord,
        }
    }
}

/// How a search ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Outcome {
    /// Every solution was reported.
    Finished,
    /// The callback asked to stop.
    Stopped,
    /// The step budget ran out.
    OutOfBudget,
}

/// One search over a set of rows.
pub(crate) struct Engine<'a> {
    rows: Vec<&'a RowData>,
    alldiff: bool,
    nonwords: usize,
    dom: Vec<u32>,
    live: Vec<Vec<u32>>,
    /// `pos[r][c]`: where candidate `c` sits in `live[r]` (live when below `nlive[r]`).
    pos: Vec<Vec<u32>>,
    nlive: Vec<u32>,
    status: Vec<Status>,
    skips: usize,
    trail: Vec<u32>,
    out_of_budget: bool,
    stop: bool,
    /// Nodes visited, for the benchmark and tests.
    pub nodes: u64,
    /// Work done by [`Engine::narrow`] not yet charged to the budget.
    work: u64,
    /// How many rows of the puzzle each row stands for (a repeated word is one row here).
    weights: Vec<u32>,
    /// Branch and bound: the cost a solution must beat to be kept, and the most a solution's
    /// exact cost can fall below the sum of its rows' candidate costs (a set phrase's bonus).
    /// None: every solution is visited (so counts are exact).
    prune: Option<(&'a std::cell::Cell<u32>, u32)>,
    /// What the bound adds for rows outside the search (a non-word's least cost).
    extra: u64,
    /// Work done by the caller's `found` (costing solutions), charged at the next node.
    charged: Option<&'a std::cell::Cell<u64>>,
}

impl<'a> Engine<'a> {
    /// An engine over `rows` (symbols below `dom0.len()` <= [`MAX_SYMBOLS`]), starting from the
    /// domains `dom0`. `alldiff` asks distinct symbols to take distinct letters; up to
    /// `nonwords` rows may be left as non-words.
    pub(crate) fn new(
        rows: &[&'a RowData],
        weights: &[u32],
        dom0: &[u32],
        alldiff: bool,
        nonwords: usize,
    ) -> Engine<'a> {
        let infos: Vec<&'a RowData> = rows.to_vec();
        let nonwords = nonwords.min(infos.len());
        let first = if nonwords > 0 {
            Status::Undecided
        } else {
            Status::Word
        };
        Engine {
            live: infos
                .iter()
                .map(|r| (0..r.cands.count as u32).collect())
                .collect(),
            pos: infos
                .iter()
                .map(|r| (0..r.cands.count as u32).collect())
                .collect(),
            nlive: infos.iter().map(|r| r.cands.count as u32).collect(),
            status: vec![first; infos.len()],
            rows: infos,
            alldiff,
            nonwords,
            dom: dom0.to_vec(),
            skips: 0,
            trail: Vec::new(),
            out_of_budget: false,
            stop: false,
            nodes: 0,
            work: 0,
            weights: (0..rows.len())
                .map(|r| weights.get(r).copied().unwrap_or(1))
                .collect(),
            prune: None,
            extra: 0,
            charged: None,
        }
    }

    /// Prunes every branch whose bound exceeds `threshold` (read at each node: the caller
    /// lowers it as better solutions come) by more than `slack`. Counts are no longer exact.
    pub(crate) fn prune_above(&mut self, threshold: &'a std::cell::Cell<u32>, slack: u32) {
        self.prune = Some((threshold, slack));
    }

    /// Charges the work that `found` adds to `work` to the budget, as the search's own.
    pub(crate) fn charge(&mut self, work: &'a std::cell::Cell<u64>) {
        self.charged = Some(work);
    }

    /// Adds `cost` to every bound: the least that rows outside the search add to a solution.
    pub(crate) fn add_to_bound(&mut self, cost: u32) {
        self.extra = u64::from(cost);
    }

    /// The least cost any solution can have, before a phrase bonus (the bound at the root).
    pub(crate) fn root_bound(&mut self) -> u64 {
        self.bound()
    }

    /// The least cost any solution below this node can have, before a phrase bonus: each row
    /// that must be a word at its cheapest live candidate (rows that may still be non-words
    /// count nothing).
    fn bound(&mut self) -> u64 {
        let mut total = self.extra;
        for r in 0..self.rows.len() {
            if self.status[r] != Status::Word {
                continue;
            }
            let cands = &self.rows[r].cands;
            let live = &self.live[r][..self.nlive[r] as usize];
            self.work += live.len() as u64 / 4;
            let least = live
                .iter()
                .map(|&c| cands.cost(c as usize))
                .min()
                .unwrap_or(0);
            total += u64::from(least) * u64::from(self.weights[r]);
        }
        total
    }

    /// Runs the search, calling `found` with the symbols' final domains for each solution (a
    /// symbol with more than one letter left occurs only in rows left as non-words: it is
    /// free). `found` returns false to stop.
    pub(crate) fn run(
        &mut self,
        budget: &mut Budget,
        found: &mut dyn FnMut(&[u32]) -> bool,
    ) -> Outcome {
        let all = self.all_symbols();
        if self.propagate(all, true, budget) && self.hall() {
            self.search(budget, found);
        }
        if self.out_of_budget {
            Outcome::OutOfBudget
        } else if self.stop {
            Outcome::Stopped
        } else {
            Outcome::Finished
        }
    }

    fn all_symbols(&self) -> u64 {
        match self.dom.len() {
            n if n >= 64 => u64::MAX,
            n => (1u64 << n) - 1,
        }
    }

    fn save(&mut self) -> usize {
        let mark = self.trail.len();
        self.trail.extend_from_slice(&self.dom);
        self.trail.extend_from_slice(&self.nlive);
        self.trail.extend(self.status.iter().map(|&s| s as u32));
        self.trail.push(self.skips as u32);
        mark
    }

    fn restore(&mut self, mark: usize) {
        let (n, m) = (self.dom.len(), self.nlive.len());
        if let Some(saved) = self.trail.get(mark..mark + n + 2 * m + 1) {
            self.dom.copy_from_slice(&saved[..n]);
            self.nlive.copy_from_slice(&saved[n..n + m]);
            for (s, &v) in self.status.iter_mut().zip(&saved[n + m..n + 2 * m]) {
                *s = Status::from_u32(v);
            }
            self.skips = saved[n + 2 * m] as usize;
        }
        self.trail.truncate(mark);
    }

    /// Removes row `r`'s candidates that disagree with a domain of a symbol in `changed`;
    /// returns how many are left and how much work that was. When one of those symbols now
    /// has a single letter, the candidates are taken from its (shorter) posting list instead
    /// of scanning every live candidate.
    fn filter(&mut self, r: usize, changed: u64) -> (u32, u64) {
        let row = self.rows[r];
        let dom = &self.dom;
        // Each changed symbol's position in the row and its domain.
        let mut check = [(0u32, 0usize); MAX_ROW_LEN];
        let mut nc = 0;
        let mut fixed: Option<(usize, usize, usize)> = None;
        for (j, (&s, &p)) in row.dsyms.iter().zip(&row.dpos).enumerate() {
            if changed >> s & 1 == 1 && nc < MAX_ROW_LEN {
                let d = dom[s as usize];
                check[nc] = (d, p as usize);
                nc += 1;
                if d.count_ones() == 1 {
                    let l = d.trailing_zeros() as usize;
                    let n = row.posting(j, l).len();
                    if fixed.is_none_or(|f| n < f.2) {
                        fixed = Some((j, l, n));
                    }
                }
            }
        }
        let check = &check[..nc];
        // The search's innermost test: plain indices into the candidates' letters, no calls or
        // iterator adapters, which the size-optimised wasm build leaves as calls.
        let (letters, len) = (&row.cands.letters[..], row.cands.len);
        let ok = |c: u32| {
            let at = c as usize * len;
            let mut k = 0;
            while k < check.len() {
                let (d, p) = check[k];
                // A position past the letters (none is) fits no domain: bit 31 is never set.
                let l = if p < len {
                    letters.get(at + p).map_or(31, |&l| l)
                } else {
                    31
                };
                if d >> l & 1 == 0 {
                    return false;
                }
                k += 1;
            }
            true
        };
        let live = &mut self.live[r];
        let pos = &mut self.pos[r];
        let k = self.nlive[r] as usize;
        let mut kept = 0usize;
        let work;
        match fixed {
            Some((j, l, n)) if n < k => {
                // Live candidates sit at positions below k; kept ones move to the front.
                for &c in row.posting(j, l) {
                    let p = pos[c as usize] as usize;
                    if p < k && ok(c) {
                        let other = live[kept];
                        live.swap(kept, p);
                        pos[c as usize] = kept as u32;
                        pos[other as usize] = p as u32;
                        kept += 1;
                    }
                }
                work = n as u64;
            }
            _ => {
                let mut end = k;
                while kept < end {
                    let c = live[kept];
                    if ok(c) {
                        kept += 1;
                    } else {
                        end -= 1;
                        let other = live[end];
                        live.swap(kept, end);
                        pos[c as usize] = end as u32;
                        pos[other as usize] = kept as u32;
                    }
                }
                work = k as u64;
            }
        }
        self.nlive[r] = kept as u32;
        (kept as u32, work)
    }

    /// Narrows the domains of row `r`'s symbols to the letters its live candidates offer.
    fn narrow(&mut self, r: usize, changed: &mut u64) -> bool {
        let row = self.rows[r];
        self.work += (self.nlive[r] as u64 * row.dsyms.len() as u64) / 8;
        let mut sup = [0u32; MAX_ROW_LEN];
        let nd = row.dsyms.len().min(MAX_ROW_LEN);
        // The search's innermost loop: plain indices, no iterator adapters, which the
        // size-optimised wasm build leaves as calls (docs/wasm-size.md).
        let dpos = &row.dpos[..row.dpos.len().min(nd)];
        let (letters, len) = (&row.cands.letters[..], row.cands.len);
        for &c in &self.live[r][..self.nlive[r] as usize] {
            let at = c as usize * len;
            let mut j = 0;
            while j < dpos.len() {
                let p = dpos[j] as usize;
                if p < len {
                    if let Some(&l) = letters.get(at + p) {
                        sup[j] |= 1 << l;
                    }
                }
                j += 1;
            }
        }
        for (j, &s) in row.dsyms.iter().enumerate().take(nd) {
            let d = self.dom[s as usize];
            let nd = d & sup[j];
            if nd != d {
                if nd == 0 {
                    return false;
                }
                self.dom[s as usize] = nd;
                *changed |= 1 << s;
            }
        }
        true
    }

    /// All-different on fixed letters: a letter that is some symbol's only letter leaves
    /// every other domain. Fails when two symbols are fixed to one letter.
    fn singles(&mut self, changed: &mut u64) -> bool {
        loop {
            let mut taken = 0u32;
            for &d in &self.dom {
                if d.count_ones() == 1 {
                    if taken & d != 0 {
                        return false;
                    }
                    taken |= d;
                }
            }
            let mut again = false;
            for (s, d) in self.dom.iter_mut().enumerate() {
                if d.count_ones() > 1 && *d & taken != 0 {
                    *d &= !taken;
                    if *d == 0 {
                        return false;
                    }
                    *changed |= 1 << s;
                    again |= d.count_ones() == 1;
                }
            }
            if !again {
                return true;
            }
        }
    }

    /// Marks row `r` as a non-word (one more skip); when no skips are left, every undecided
    /// row must be a word, so its candidates start to narrow domains.
    fn make_nonword(&mut self, r: usize, changed: &mut u64) -> bool {
        if self.skips >= self.nonwords {
            return false;
        }
        self.status[r] = Status::NonWord;
        self.skips += 1;
        if self.skips == self.nonwords {
            for q in 0..self.rows.len() {
                if self.status[q] == Status::Undecided {
                    self.status[q] = Status::Word;
                    if !self.narrow(q, changed) {
                        return false;
                    }
                }
            }
        }
        true
    }

    /// Propagates until nothing changes; false when some row or symbol has nothing left.
    fn propagate(&mut self, mut changed: u64, mut first: bool, budget: &mut Budget) -> bool {
        loop {
            if self.alldiff && !self.singles(&mut changed) {
                return false;
            }
            if changed == 0 && !first {
                return true;
            }
            let ch = changed;
            changed = 0;
            for r in 0..self.rows.len() {
                if self.status[r] == Status::NonWord || (!first && self.rows[r].mask & ch == 0) {
                    continue;
                }
                let before = self.nlive[r];
                let (after, work) = self.filter(r, ch);
                if !budget.spend(1 + work / 2) {
                    self.out_of_budget = true;
                    return false;
                }
                if after == 0 {
                    if self.status[r] == Status::Word || !self.make_nonword(r, &mut changed) {
                        return false;
                    }
                    continue;
                }
                if self.status[r] == Status::Word
                    && (after != before || first)
                    && !self.narrow(r, &mut changed)
                {
                    return false;
                }
            }
            first = false;
        }
    }

    /// Hall's condition: the symbols not yet fixed can take distinct letters from their
    /// domains (fixed symbols' letters are already out of the others' domains).
    fn hall(&self) -> bool {
        if !self.alldiff {
            return true;
        }
        let mut owner = [u8::MAX; 26];
        for (s, &d) in self.dom.iter().enumerate() {
            if d.count_ones() > 1 {
                let mut visited = 0u32;
                if !augment(&self.dom, s as u8, &mut visited, &mut owner) {
                    return false;
                }
            }
        }
        true
    }

    /// Whether every row left as a non-word really is one (or still has a free symbol).
    fn nonwords_hold(&self) -> bool {
        let mut word = [0u8; MAX_ROW_LEN];
        for (r, row) in self.rows.iter().enumerate() {
            if self.status[r] != Status::NonWord {
                continue;
            }
            let mut fixed = true;
            for (slot, &s) in word.iter_mut().zip(&row.syms) {
                let d = self.dom[s as usize];
                if d.count_ones() != 1 {
                    fixed = false;
                    break;
                }
                *slot = d.trailing_zeros() as u8;
            }
            if fixed && row.cands.contains(&word[..row.syms.len().min(MAX_ROW_LEN)]) {
                return false;
            }
        }
        true
    }

    /// Depth-first search; returns false to unwind (stop or out of budget).
    fn search(&mut self, budget: &mut Budget, found: &mut dyn FnMut(&[u32]) -> bool) -> bool {
        self.nodes += 1;
        let work = std::mem::take(&mut self.work) + self.charged.map_or(0, |c| c.take());
        if !budget.spend(1 + work + (self.dom.len() + 2 * self.rows.len()) as u64 / 16) {
            self.out_of_budget = true;
            return false;
        }
        let mut open = 0u64;
        for (s, &d) in self.dom.iter().enumerate() {
            if d.count_ones() > 1 {
                open |= 1 << s;
            }
        }
        let mut best: Option<usize> = None;
        for r in 0..self.rows.len() {
            if self.status[r] == Status::NonWord || self.rows[r].mask & open == 0 {
                continue;
            }
            if best.is_none_or(|b| self.nlive[r] < self.nlive[b]) {
                best = Some(r);
            }
        }
        if let Some((threshold, slack)) = self.prune {
            if self.bound() > u64::from(threshold.get()) + u64::from(slack) {
                return true;
            }
        }
        let Some(r) = best else {
            if self.nonwords_hold() && !found(&self.dom) {
                self.stop = true;
                return false;
            }
            return true;
        };
        // Cheapest candidates first: likely solutions come early, and with branch and bound
        // the threshold falls fast.
        let mut cands: Vec<u32> = self.live[r][..self.nlive[r] as usize].to_vec();
        let row_cands = &self.rows[r].cands;
        crate::sort::sort_by(&mut cands, |&a, &b| {
            row_cands
                .cost(a as usize)
                .cmp(&row_cands.cost(b as usize))
                .then(a.cmp(&b))
        });
        for c in cands {
            let mark = self.save();
            let mut changed = 0u64;
            let row = self.rows[r];
            let w = row.word(c as usize);
            for (&s, &p) in row.dsyms.iter().zip(&row.dpos) {
                let bit = w.get(p as usize).map_or(0, |&l| 1u32 << l);
                if self.dom[s as usize] != bit {
                    self.dom[s as usize] &= bit;
                    changed |= 1 << s;
                }
            }
            if self.status[r] == Status::Undecided {
                self.status[r] = Status::Word;
            }
            let go_on = if self.propagate(changed, false, budget) && self.hall() {
                self.search(budget, found)
            } else {
                !self.out_of_budget
            };
            self.restore(mark);
            if !go_on {
                return false;
            }
        }
        if self.status[r] == Status::Undecided && self.skips < self.nonwords {
            let mark = self.save();
            let mut changed = 0u64;
            let go_on = if self.make_nonword(r, &mut changed)
                && self.propagate(changed, false, budget)
                && self.hall()
            {
                self.search(budget, found)
            } else {
                !self.out_of_budget
            };
            self.restore(mark);
            if !go_on {
                return false;
            }
        }
        true
    }
}

/// Kuhn's augmenting path from symbol `s` (letters as bits; `owner[l]` is the symbol matched
/// to letter `l`). Depth is at most 26.
fn augment(dom: &[u32], s: u8, visited: &mut u32, owner: &mut [u8; 26]) -> bool {
    let mut avail = dom.get(s as usize).copied().unwrap_or(0) & ALL_LETTERS;
    while avail != 0 {
        let l = avail.trailing_zeros() as usize;
        avail &= avail - 1;
        if *visited >> l & 1 == 1 {
            continue;
        }
        *visited |= 1 << l;
        if owner[l] == u8::MAX || augment(dom, owner[l], visited, owner) {
            owner[l] = s;
            return true;
        }
    }
    false
}
