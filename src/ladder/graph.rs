//! The word graph of one length as a compact adjacency list (CSR), and neighbour sources for the
//! searches.
//!
//! Nodes are numbered by the words' alphabetical order, so comparing two node numbers compares the
//! words: the lexicographic choices of the solver are integer comparisons.

use std::cell::Cell;
use std::rc::Rc;

use crate::budget::Budget;
use crate::dict::{Dictionary, IndexKey, PerLength, Slot, WordId};
use crate::error::{Error, Result};

/// The most adjacency entries (twice the edges) a graph may have: 160 MB. The built-in
/// dictionary's largest graph (3-letter words at level 95) is far below it; only a huge dense
/// word list reaches it.
pub const MAX_ADJACENCY: usize = 40_000_000;

/// A node of a [`LengthGraph`]: the index of a word among the words of its length.
pub type Node = u32;

/// Something that lists the neighbours of a node. Both the CSR graph and the dictionary's own
/// neighbour index implement it, so the benchmark can compare them on the same search code.
pub trait Neighbours {
    /// The number of nodes.
    fn node_count(&self) -> usize;
    /// Calls `f` for every neighbour of `v` (any order, no repeats).
    fn for_each(&self, v: Node, f: impl FnMut(Node));
    /// The work, in budget steps, of one call to [`Neighbours::for_each`] on `v`.
    fn cost(&self, v: Node) -> u64;
}

impl<N: Neighbours> Neighbours for &N {
    fn node_count(&self) -> usize {
        (**self).node_count()
    }

    #[inline]
    fn for_each(&self, v: Node, f: impl FnMut(Node)) {
        (**self).for_each(v, f)
    }

    #[inline]
    fn cost(&self, v: Node) -> u64 {
        (**self).cost(v)
    }
}

/// The words of one length and the one-letter-change edges between them.
#[derive(Debug)]
pub struct LengthGraph<'d> {
    dict: &'d Dictionary,
    ids: &'d [WordId],
    csr: Rc<Csr>,
}

/// The edges alone (compressed sparse rows): node `v`'s neighbours are
/// `adj[offsets[v]..offsets[v + 1]]`, in increasing order.
#[derive(Debug)]
struct Csr {
    offsets: Vec<u32>,
    adj: Vec<Node>,
}

/// The graphs a dictionary keeps, one per word length, built when a query first needs them.
pub(crate) const GRAPHS: IndexKey<Graphs> = IndexKey::new(Slot::LadderGraphs, Graphs::new);

/// The most adjacency entries a dictionary keeps in all its graphs (16 MB); a graph that would
/// take it past that is built for each query instead. The built-in dictionary's graphs of every
/// length have 160,000 together at level 70 and 676,000 at level 95 (2.7 MB); only a large
/// dense word list reaches the limit.
const KEEP_MAX_ADJACENCY: usize = 4_000_000;

/// The kept graphs of one dictionary ([`GRAPHS`]).
pub(crate) struct Graphs {
    by_len: PerLength<Rc<Csr>>,
    /// Adjacency entries kept so far.
    kept: Cell<usize>,
}

impl Graphs {
    fn new(dict: &Dictionary) -> Graphs {
        Graphs {
            by_len: PerLength::new(dict),
            kept: Cell::new(0),
        }
    }
}

impl<'d> LengthGraph<'d> {
    /// The graph of the words of length `len`, kept by the dictionary: built by the first query
    /// of that length, then reused. It spends the same budget either way, so an answer never
    /// depends on what was asked before.
    pub fn cached(
        dict: &'d Dictionary,
        len: usize,
        budget: &mut Budget,
    ) -> Result<LengthGraph<'d>> {
        let graphs = dict.index(&GRAPHS);
        if let Some(csr) = graphs.by_len.get(len) {
            let ids = dict.ids_with_len(len);
            budget.spend(build_cost(ids.len(), len, csr.adj.len()));
            return Ok(LengthGraph {
                dict,
                ids,
                csr: Rc::clone(csr),
            });
        }
        let g = LengthGraph::build(dict, len, budget)?;
        let kept = graphs.kept.get() + g.csr.adj.len();
        if kept <= KEEP_MAX_ADJACENCY {
            graphs.kept.set(kept);
            graphs.by_len.get_or_init(len, || Rc::clone(&g.csr));
        }
        Ok(g)
    }

    /// Builds the graph of the words of length `len`. Words that differ only at position `p`
    /// share their word-with-`p`-removed, so sorting the words by that key (a radix sort of the
    /// packed letters) for each position puts every clique of neighbours together. The cost is
    /// spent from `budget`; the build always finishes (it is linear per position).
    pub fn build(dict: &'d Dictionary, len: usize, budget: &mut Budget) -> Result<LengthGraph<'d>> {
        let ids = dict.ids_with_len(len);
        let n = ids.len();
        // For each position, the cliques of two or more words equal but for that position.
        let cliques: Vec<Cliques> = if len <= 12 {
            let full: Vec<u64> = ids.iter().map(|&id| pack64(dict.bytes(id))).collect();
            Cliques::of_packed(&full, len)
        } else {
            let words: Vec<&[u8]> = ids.iter().map(|&id| dict.bytes(id)).collect();
            (0..len).map(|p| Cliques::of(&words, len, p)).collect()
        };
        let mut degree = vec![0u32; n];
        for c in &cliques {
            for (s, e) in c.bounds() {
                let k = e - s - 1;
                for &v in &c.members[s..e] {
                    degree[v as usize] += k as u32;
                }
            }
        }
        let total: u64 = degree.iter().map(|&d| d as u64).sum();
        if total > MAX_ADJACENCY as u64 {
            return Err(Error::too_large(format!(
                "the {len}-letter words of this word list have {} one-letter-change pairs; the limit is {}",
                total / 2,
                MAX_ADJACENCY / 2
            )));
        }
        let mut offsets = Vec::with_capacity(n + 1);
        let mut total = 0u32;
        offsets.push(0);
        for &d in &degree {
            total += d;
            offsets.push(total);
        }
        // Each list is filled in alphabetical order, with no sort. A neighbour that differs from
        // `v` at position p with a smaller letter comes before every neighbour that differs at a
        // later position, and one with a larger letter after them all; within a clique, members
        // are in node (alphabetical) order. So v's list is: the smaller members of its cliques
        // for positions 0, 1, ..., len - 1, then the larger members for positions len - 1, ..., 0.
        let mut adj = vec![0 as Node; total as usize];
        let mut fill: Vec<u32> = offsets[..n].to_vec();
        for c in &cliques {
            for (s, e) in c.bounds() {
                let members = &c.members[s..e];
                for (i, &v) in members.iter().enumerate() {
                    let at = &mut fill[v as usize];
                    for &w in &members[..i] {
                        adj[*at as usize] = w;
                        *at += 1;
                    }
                }
            }
        }
        for c in cliques.iter().rev() {
            for (s, e) in c.bounds() {
                let members = &c.members[s..e];
                for (i, &v) in members.iter().enumerate() {
                    let at = &mut fill[v as usize];
                    for &w in &members[i + 1..] {
                        adj[*at as usize] = w;
                        *at += 1;
                    }
                }
            }
        }
        budget.spend(build_cost(n, len, adj.len()));
        Ok(LengthGraph {
            dict,
            ids,
            csr: Rc::new(Csr { offsets, adj }),
        })
    }

    /// The number of words.
    pub fn len(&self) -> usize {
        self.ids.len()
    }

    /// Whether there are no words of this length.
    pub fn is_empty(&self) -> bool {
        self.ids.is_empty()
    }

    /// The number of edges.
    pub fn edge_count(&self) -> usize {
        self.csr.adj.len() / 2
    }

    /// The neighbours of `v`, in alphabetical order.
    #[inline]
    pub fn neighbours(&self, v: Node) -> &[Node] {
        let v = v as usize;
        &self.csr.adj[self.csr.offsets[v] as usize..self.csr.offsets[v + 1] as usize]
    }

    /// The word of node `v`.
    pub fn word(&self, v: Node) -> &'d str {
        self.dict.word(self.ids[v as usize])
    }

    /// The dictionary id of node `v`.
    pub fn id(&self, v: Node) -> WordId {
        self.ids[v as usize]
    }

    /// The node of `word`, if it is a word of this length.
    pub fn find(&self, word: &[u8]) -> Option<Node> {
        find_local(self.dict, self.ids, word)
    }
}

impl Neighbours for LengthGraph<'_> {
    fn node_count(&self) -> usize {
        self.len()
    }

    #[inline]
    fn for_each(&self, v: Node, mut f: impl FnMut(Node)) {
        for &w in self.neighbours(v) {
            f(w);
        }
    }

    #[inline]
    fn cost(&self, v: Node) -> u64 {
        // A BFS visit of a node and its edges takes a few nanoseconds each; a budget step is
        // calibrated to about 30 ns (see budget::DEFAULT_STEPS).
        1 + self.neighbours(v).len() as u64 / 4
    }
}

/// The dictionary's own neighbour index (`Dictionary::for_each_neighbour`) seen as a graph on
/// the nodes of one length. It needs no build per query but pays a few binary searches per
/// neighbour list; the benchmark compares it with [`LengthGraph`].
#[derive(Debug)]
pub struct DictNeighbours<'d> {
    dict: &'d Dictionary,
    ids: &'d [WordId],
}

impl<'d> DictNeighbours<'d> {
    /// The words of length `len`.
    pub fn new(dict: &'d Dictionary, len: usize) -> DictNeighbours<'d> {
        DictNeighbours {
            dict,
            ids: dict.ids_with_len(len),
        }
    }

    /// The node of `word`, if it is a word of this length.
    pub fn find(&self, word: &[u8]) -> Option<Node> {
        find_local(self.dict, self.ids, word)
    }
}

impl Neighbours for DictNeighbours<'_> {
    fn node_count(&self) -> usize {
        self.ids.len()
    }

    fn for_each(&self, v: Node, mut f: impl FnMut(Node)) {
        let Some(&id) = self.ids.get(v as usize) else {
            return;
        };
        self.dict.for_each_neighbour(self.dict.bytes(id), |w| {
            if let Ok(local) = self.ids.binary_search(&w) {
                f(local as Node);
            }
        });
    }

    fn cost(&self, v: Node) -> u64 {
        let len = self
            .ids
            .get(v as usize)
            .map_or(0, |&id| self.dict.bytes(id).len());
        1 + len as u64
    }
}

/// The nodes of the words of `ids` (alphabetical) that differ from `word` (any string of the
/// same length, in the dictionary or not) in exactly one position, in alphabetical order.
pub fn neighbours_of_word(dict: &Dictionary, ids: &[WordId], word: &[u8]) -> Vec<Node> {
    let mut out = Vec::new();
    let mut probe = word.to_vec();
    for p in 0..word.len() {
        for letter in b'a'..=b'z' {
            if letter == word[p] {
                continue;
            }
            probe[p] = letter;
            if let Some(v) = find_local(dict, ids, &probe) {
                out.push(v);
            }
        }
        probe[p] = word[p];
    }
    crate::sort::u32s(&mut out);
    out
}

/// The budget cost of building a graph of `n` words of length `len` with `arcs` adjacency
/// entries.
fn build_cost(n: usize, len: usize, arcs: usize) -> u64 {
    (n as u64).saturating_mul(len as u64) / 2 + arcs as u64 / 4
}

/// Binary search for `word` among the alphabetical `ids`.
fn find_local(dict: &Dictionary, ids: &[WordId], word: &[u8]) -> Option<Node> {
    ids.binary_search_by(|&id| dict.bytes(id).cmp(word))
        .ok()
        .map(|i| i as Node)
}

/// The groups of two or more words that are equal but for one position: each group is a
/// clique of the word graph.
struct Cliques {
    /// The members of all groups, group after group.
    members: Vec<Node>,
    /// Where each group ends in `members`.
    ends: Vec<u32>,
}

impl Cliques {
    /// The groups for every position (entry p for position p) of the packed words `full` (in
    /// alphabetical order, each `len <= 12` letters, as [`pack64`] packs them).
    ///
    /// One least-significant-digit radix sort by the letters from last to first, one stable
    /// counting pass per letter, gives every position's groups on the way: after the passes for
    /// the letters after position p, the words are ordered by those letters and, among equals, in
    /// alphabetical order, which sorts them by the letters before p. So the words equal but for
    /// position p stand next to each other, in alphabetical (node) order.
    fn of_packed(full: &[u64], len: usize) -> Vec<Cliques> {
        let n = full.len();
        let (mut keys, mut nodes) = (full.to_vec(), (0..n as Node).collect::<Vec<_>>());
        let (mut keys2, mut nodes2) = (vec![0u64; n], vec![0 as Node; n]);
        let mut out = Vec::with_capacity(len);
        for p in (0..len).rev() {
            if p + 1 < len {
                // A stable counting sort by the letter at position p + 1.
                let shift = 5 * (len - 2 - p) as u32;
                let mut start = [0usize; 33];
                for &k in &keys {
                    start[((k >> shift) & 31) as usize + 1] += 1;
                }
                for d in 0..32 {
                    start[d + 1] += start[d];
                }
                for (&k, &v) in keys.iter().zip(&nodes) {
                    let d = ((k >> shift) & 31) as usize;
                    let at = start[d];
                    start[d] += 1;
                    if let (Some(ks), Some(vs)) = (keys2.get_mut(at), nodes2.get_mut(at)) {
                        *ks = k;
                        *vs = v;
                    }
                }
                std::mem::swap(&mut keys, &mut keys2);
                std::mem::swap(&mut nodes, &mut nodes2);
            }
            let clear = !(31u64 << (5 * (len - 1 - p)));
            let mut members = Vec::new();
            let mut ends = Vec::new();
            let mut i = 0;
            while i < n {
                let key = keys[i] & clear;
                let mut j = i + 1;
                while j < n && keys[j] & clear == key {
                    j += 1;
                }
                if j - i >= 2 {
                    members.extend_from_slice(&nodes[i..j]);
                    ends.push(members.len() as u32);
                }
                i = j;
            }
            out.push(Cliques { members, ends });
        }
        out.reverse();
        out
    }

    /// The groups for position `p` of `words` (all of length `len`, `p < len`, in alphabetical
    /// order), for words too long to pack in 64 bits: the key in two integers, the first 25
    /// letters and the rest, radix-sorted by the rest and then (stably) by the first part.
    fn of(words: &[&[u8]], len: usize, p: usize) -> Cliques {
        let split = 25.min(len - 1);
        let (mut high, mut low) = (
            Vec::with_capacity(words.len()),
            Vec::with_capacity(words.len()),
        );
        for w in words {
            let (h, l) = split_key(w, p, split);
            high.push(h);
            low.push(l);
        }
        let identity: Vec<Node> = (0..words.len() as Node).collect();
        let order = radix_order(identity, &low, 5 * (len - 1 - split) as u32);
        let order = radix_order(order, &high, 5 * split as u32);
        let v = |i: usize| order[i] as usize;
        Cliques::from_runs(&order, |a, b| {
            high[v(a)] == high[v(b)] && low[v(a)] == low[v(b)]
        })
    }

    /// Groups the runs of equal keys in `order` that hold two or more nodes; `same(i, j)` says
    /// whether positions `i` and `j` of `order` have equal keys.
    fn from_runs(order: &[Node], same: impl Fn(usize, usize) -> bool) -> Cliques {
        let mut members = Vec::new();
        let mut ends = Vec::new();
        let mut start = 0;
        while start < order.len() {
            let mut end = start + 1;
            while end < order.len() && same(start, end) {
                end += 1;
            }
            if end - start >= 2 {
                members.extend_from_slice(&order[start..end]);
                ends.push(members.len() as u32);
            }
            start = end;
        }
        Cliques { members, ends }
    }

    /// The [start, end) of each group in `members`.
    fn bounds(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        self.ends.iter().scan(0usize, |start, &e| {
            let r = (*start, e as usize);
            *start = e as usize;
            Some(r)
        })
    }
}

/// An integer key for [`radix_order`].
trait RadixKey: Copy + Eq {
    /// The 8 bits at `shift`.
    fn digit(self, shift: u32) -> usize;
}

impl RadixKey for u64 {
    #[inline]
    fn digit(self, shift: u32) -> usize {
        (self >> shift) as usize & 255
    }
}

impl RadixKey for u128 {
    #[inline]
    fn digit(self, shift: u32) -> usize {
        (self >> shift) as usize & 255
    }
}

/// `order` (indices of `keys`) stably sorted by the low `bits` bits of their keys: a
/// least-significant-digit radix sort, one byte per pass.
fn radix_order<K: RadixKey>(mut order: Vec<Node>, keys: &[K], bits: u32) -> Vec<Node> {
    let n = order.len();
    let mut next: Vec<Node> = vec![0; n];
    let mut shift = 0;
    while shift < bits {
        let mut count = [0usize; 257];
        for &v in &order {
            count[keys[v as usize].digit(shift) + 1] += 1;
        }
        // A digit that every key shares needs no pass.
        if count.iter().all(|&c| c == 0 || c == n) {
            shift += 8;
            continue;
        }
        for d in 0..256 {
            count[d + 1] += count[d];
        }
        for &v in &order {
            let d = keys[v as usize].digit(shift);
            next[count[d]] = v;
            count[d] += 1;
        }
        std::mem::swap(&mut order, &mut next);
        shift += 8;
    }
    order
}

/// The letters of `w` (at most 12), 5 bits each (a = 1), first letter highest.
#[inline]
fn pack64(w: &[u8]) -> u64 {
    w.iter().fold(0, |key, &b| {
        key << 5 | (b.wrapping_sub(b'a').wrapping_add(1) & 31) as u64
    })
}

/// The letters of `w` except position `p`, 5 bits each (a = 1), first letter highest, in two
/// parts: the first `split` of them (at most 25) and the rest (at most 12).
#[inline]
fn split_key(w: &[u8], p: usize, split: usize) -> (u128, u64) {
    let (mut high, mut low) = (0u128, 0u64);
    let mut taken = 0;
    for (i, &b) in w.iter().enumerate() {
        if i == p {
            continue;
        }
        let code = (b.wrapping_sub(b'a').wrapping_add(1) & 31) as u64;
        if taken < split {
            high = high << 5 | code as u128;
        } else {
            low = low << 5 | code;
        }
        taken += 1;
    }
    (high, low)
}

/// Whether two words of equal length differ in exactly one position.
pub fn one_apart(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).filter(|(x, y)| x != y).count() == 1
}

#[cfg(test)]
mod tests {
    use super::*;

    fn graph_edges(words: &[&str]) -> Vec<(String, String)> {
        let dict = Dictionary::from_words(words);
        let len = words[0].len();
        let g = LengthGraph::build(&dict, len, &mut Budget::default()).unwrap();
        let mut out = Vec::new();
        for v in 0..g.len() as Node {
            // Lists are filled in order without a sort: check they are strictly increasing and
            // hold exactly the words one letter away.
            let list = g.neighbours(v);
            assert!(list.windows(2).all(|p| p[0] < p[1]), "{}", g.word(v));
            let brute: Vec<Node> = (0..g.len() as Node)
                .filter(|&w| one_apart(g.word(v).as_bytes(), g.word(w).as_bytes()))
                .collect();
            assert_eq!(list, &brute[..], "{}", g.word(v));
            for &w in list {
                if v < w {
                    out.push((g.word(v).to_string(), g.word(w).to_string()));
                }
            }
        }
        out
    }

    #[test]
    fn edges_match_brute_force_for_every_packing() {
        for len in [1usize, 2, 3, 5, 8, 12, 13, 14, 26, 27, 30] {
            let mut words = Vec::new();
            for i in 0..60u32 {
                let w: String = (0..len)
                    .map(|j| (b'a' + ((i * 7 + j as u32 * 3 + i / 5 * j as u32) % 4) as u8) as char)
                    .collect();
                words.push(w);
            }
            let refs: Vec<&str> = words.iter().map(|s| s.as_str()).collect();
            let mut want = Vec::new();
            let mut sorted = refs.clone();
            crate::sort::sort(&mut sorted);
            sorted.dedup();
            for (i, a) in sorted.iter().enumerate() {
                for b in &sorted[i + 1..] {
                    if one_apart(a.as_bytes(), b.as_bytes()) {
                        want.push((a.to_string(), b.to_string()));
                    }
                }
            }
            let mut got = graph_edges(&refs);
            crate::sort::sort(&mut got);
            assert_eq!(got, want, "length {len}");
        }
    }

    #[test]
    fn a_dictionary_keeps_the_graph_of_each_length_asked_for_and_only_those() {
        let dict = Dictionary::from_words(&["cat", "cot", "dog", "cats", "cots", "dogs"]);
        let kept = |len| dict.index(&GRAPHS).by_len.get(len).map(Rc::clone);
        let mut first = Budget::default();
        let g = LengthGraph::cached(&dict, 4, &mut first).unwrap();
        assert_eq!(g.edge_count(), 1);
        assert!(
            kept(3).is_none(),
            "a 4-letter query builds only the 4-letter graph"
        );
        let csr = kept(4).expect("kept");
        let mut again = Budget::default();
        let g = LengthGraph::cached(&dict, 4, &mut again).unwrap();
        assert!(Rc::ptr_eq(&g.csr, &csr));
        assert_eq!(
            again.used(),
            first.used(),
            "a kept graph costs the same budget"
        );
        LengthGraph::cached(&dict, 3, &mut Budget::default()).unwrap();
        assert!(kept(3).is_some());
        // Past the longest word: an empty graph, nothing kept.
        assert!(LengthGraph::cached(&dict, 9, &mut Budget::default())
            .unwrap()
            .is_empty());
    }

    #[test]
    fn neighbours_of_outside_word() {
        let dict = Dictionary::from_words(&["cat", "cot", "cut", "dog", "cats"]);
        let ids = dict.ids_with_len(3);
        let n: Vec<&str> = neighbours_of_word(&dict, ids, b"cxt")
            .iter()
            .map(|&v| dict.word(ids[v as usize]))
            .collect();
        assert_eq!(n, ["cat", "cot", "cut"]);
        let d = DictNeighbours::new(&dict, 3);
        let mut m = Vec::new();
        d.for_each(d.find(b"cat").unwrap(), |v| m.push(v));
        crate::sort::sort(&mut m);
        assert_eq!(m, neighbours_of_word(&dict, ids, b"cat"));
    }
}
