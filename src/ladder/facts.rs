//! Graph facts for one word length: components, isolated words, and the exact diameter of the
//! largest component with the alphabetically smallest pair of ends.
//!
//! The diameter uses eccentricity bounds (Takes and Kosters, "Determining the diameter of small
//! world networks", 2011): a breadth-first search from `v` gives `ecc(v)` exactly and, for every
//! `w` at distance `d`, `max(d, ecc(v) - d) <= ecc(w) <= ecc(v) + d`. Searches continue from
//! well-chosen nodes until every node either has a known eccentricity or cannot reach the best
//! lower bound of the diameter. Then the diameter is known, and so is every node at its ends, so
//! the smallest end is the smallest node of eccentricity D and its partner the smallest node at
//! distance D from it.

use super::graph::{LengthGraph, Node};
use crate::budget::Budget;

const UNSEEN: u32 = u32::MAX;

/// The facts about one graph, in node numbers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Facts {
    /// Number of connected components (an isolated word is one).
    pub components: usize,
    /// Size of the largest component.
    pub largest: usize,
    /// Number of words with no neighbour.
    pub isolated: usize,
    /// The longest shortest path in the largest component (the largest over components that tie).
    pub diameter: u32,
    /// Its ends, the smaller node first: of all pairs that far apart, the smallest pair.
    pub ends: Option<(Node, Node)>,
    /// False when the budget ran out; the diameter is then a lower bound.
    pub complete: bool,
    /// How many breadth-first searches the diameter took.
    pub searches: usize,
}

/// A reusable breadth-first search over a [`LengthGraph`].
pub struct Bfs {
    dist: Vec<u32>,
    queue: Vec<Node>,
}

impl Bfs {
    /// Scratch space for a graph of `n` nodes.
    pub fn new(n: usize) -> Bfs {
        Bfs {
            dist: vec![UNSEEN; n],
            queue: Vec::with_capacity(n),
        }
    }

    /// Searches from `source`. Afterwards [`Bfs::order`] lists the nodes reached (in order of
    /// distance) and [`Bfs::dist`] gives their distances. Returns the eccentricity of `source`
    /// and the smallest node at that distance.
    pub fn run(&mut self, g: &LengthGraph, source: Node) -> (u32, Node) {
        for &v in &self.queue {
            self.dist[v as usize] = UNSEEN;
        }
        self.queue.clear();
        self.dist[source as usize] = 0;
        self.queue.push(source);
        let mut head = 0;
        let (mut ecc, mut far) = (0, source);
        while let Some(&u) = self.queue.get(head) {
            head += 1;
            let du = self.dist[u as usize];
            if du > ecc {
                ecc = du;
                far = u;
            } else if du == ecc && u < far {
                far = u;
            }
            for &w in g.neighbours(u) {
                if self.dist[w as usize] == UNSEEN {
                    self.dist[w as usize] = du + 1;
                    self.queue.push(w);
                }
            }
        }
        (ecc, far)
    }

    /// The nodes reached by the last search.
    pub fn order(&self) -> &[Node] {
        &self.queue
    }

    /// The distance of `v` from the last source (u32::MAX if not reached).
    pub fn dist(&self, v: Node) -> u32 {
        self.dist[v as usize]
    }
}

/// The budget cost of one breadth-first search over a component of `nodes` nodes and `arcs`
/// adjacency entries.
fn bfs_cost(nodes: usize, arcs: usize) -> u64 {
    (nodes + arcs / 4) as u64
}

/// Computes the facts of `g`.
pub fn facts(g: &LengthGraph, budget: &mut Budget) -> Facts {
    let n = g.len();
    let mut bfs = Bfs::new(n);
    let mut component = vec![UNSEEN; n];
    let mut members: Vec<Vec<Node>> = Vec::new();
    let mut isolated = 0;
    for v in 0..n as Node {
        if g.neighbours(v).is_empty() {
            isolated += 1;
        }
        if component[v as usize] != UNSEEN {
            continue;
        }
        bfs.run(g, v);
        let c = members.len() as u32;
        for &w in bfs.order() {
            component[w as usize] = c;
        }
        members.push(bfs.order().to_vec());
    }
    budget.spend(bfs_cost(n, 2 * g.edge_count()));
    let largest = members.iter().map(|m| m.len()).max().unwrap_or(0);
    let mut best: Option<(u32, (Node, Node))> = None;
    let mut complete = true;
    let mut searches = 0;
    for m in members.iter().filter(|m| m.len() == largest) {
        let d = diameter(g, m, &mut bfs, budget);
        searches += d.searches;
        complete &= d.complete;
        let better = match best {
            None => true,
            Some((bd, bp)) => d.diameter > bd || (d.diameter == bd && d.ends < bp),
        };
        if better {
            best = Some((d.diameter, d.ends));
        }
    }
    Facts {
        components: members.len(),
        largest,
        isolated,
        diameter: best.map_or(0, |b| b.0),
        ends: best.map(|b| b.1),
        complete,
        searches,
    }
}

/// The diameter of one component.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Diameter {
    /// The longest shortest path (a lower bound when not complete).
    pub diameter: u32,
    /// Its ends, smaller first, the smallest such pair.
    pub ends: (Node, Node),
    /// False when the budget ran out.
    pub complete: bool,
    /// The number of breadth-first searches run.
    pub searches: usize,
}

/// The exact diameter of the connected component `members` (non-empty) and its smallest pair
/// of ends.
pub fn diameter(g: &LengthGraph, members: &[Node], bfs: &mut Bfs, budget: &mut Budget) -> Diameter {
    let mut sorted = members.to_vec();
    crate::sort::u32s(&mut sorted);
    let first = sorted.first().copied().unwrap_or(0);
    if sorted.len() <= 1 {
        return Diameter {
            diameter: 0,
            ends: (first, first),
            complete: true,
            searches: 0,
        };
    }
    let arcs: usize = sorted.iter().map(|&v| g.neighbours(v).len()).sum();
    let mut bounds = Bounds::new(g, &sorted, bfs_cost(sorted.len(), arcs));
    // Phase 1: search from chosen nodes until the largest lower bound meets the largest upper
    // bound; that is the diameter D.
    let mut pick_high = true;
    // The first source: the highest-degree node (central ones give low upper bounds).
    let mut next = sorted
        .iter()
        .copied()
        .max_by_key(|&v| (g.neighbours(v).len(), std::cmp::Reverse(v)));
    while let Some(v) = next {
        if bounds.search(g, bfs, v, budget).is_none() {
            return bounds.partial();
        }
        let (lo_max, hi_max) = bounds.extremes();
        if lo_max >= hi_max {
            break;
        }
        next = bounds.pick(g, pick_high, lo_max);
        pick_high = !pick_high;
    }
    let (diameter, _) = bounds.extremes();
    // Phase 2: the smallest node of eccentricity D, trying nodes in alphabetical order and
    // skipping those whose upper bound rules them out. The search from it also finds its
    // partner, the smallest node at distance D.
    for (i, &u) in sorted.iter().enumerate() {
        if bounds.hi[i] < diameter {
            continue;
        }
        let Some((ecc, far)) = bounds.search(g, bfs, u, budget) else {
            return bounds.partial();
        };
        if ecc == diameter {
            return Diameter {
                diameter,
                ends: (u.min(far), u.max(far)),
                complete: true,
                searches: bounds.searches,
            };
        }
    }
    bounds.partial()
}

/// Eccentricity bounds for the members of one component (indexed by position in the sorted
/// member list), and the best pair seen.
struct Bounds {
    members: Vec<Node>,
    pos: Vec<u32>,
    lo: Vec<u32>,
    hi: Vec<u32>,
    cost: u64,
    best: (u32, (Node, Node)),
    searches: usize,
}

impl Bounds {
    fn new(g: &LengthGraph, members: &[Node], cost: u64) -> Bounds {
        let mut pos = vec![UNSEEN; g.len()];
        for (i, &v) in members.iter().enumerate() {
            pos[v as usize] = i as u32;
        }
        let size = members.len();
        let first = members.first().copied().unwrap_or(0);
        Bounds {
            members: members.to_vec(),
            pos,
            lo: vec![0; size],
            hi: vec![size as u32; size],
            cost,
            best: (0, (first, first)),
            searches: 0,
        }
    }

    /// A search from `v`: its eccentricity and the smallest node that far, after updating every
    /// member's bounds. None when the budget ran out.
    fn search(
        &mut self,
        g: &LengthGraph,
        bfs: &mut Bfs,
        v: Node,
        budget: &mut Budget,
    ) -> Option<(u32, Node)> {
        if !budget.spend(self.cost) {
            return None;
        }
        self.searches += 1;
        let (ecc, far) = bfs.run(g, v);
        let pair = (v.min(far), v.max(far));
        if ecc > self.best.0 || (ecc == self.best.0 && pair < self.best.1) {
            self.best = (ecc, pair);
        }
        for &w in bfs.order() {
            let i = self.pos[w as usize] as usize;
            let d = bfs.dist(w);
            self.lo[i] = self.lo[i].max(d).max(ecc.saturating_sub(d));
            self.hi[i] = self.hi[i].min(ecc + d);
        }
        Some((ecc, far))
    }

    /// The largest lower and upper bounds: the diameter lies between them.
    fn extremes(&self) -> (u32, u32) {
        (
            self.lo.iter().copied().max().unwrap_or(0),
            self.hi.iter().copied().max().unwrap_or(0),
        )
    }

    /// The next source among the nodes that may still be at an end of a longest path and whose
    /// eccentricity is unknown: alternately the one with the largest upper bound and the one
    /// with the smallest lower bound (ties: higher degree, then alphabetical).
    fn pick(&self, g: &LengthGraph, high: bool, lo_max: u32) -> Option<Node> {
        let mut next = None;
        let mut key = (0u32, 0usize);
        for (i, &w) in self.members.iter().enumerate() {
            if self.lo[i] == self.hi[i] || self.hi[i] < lo_max {
                continue;
            }
            let k = if high {
                (self.hi[i], g.neighbours(w).len())
            } else {
                (u32::MAX - self.lo[i], g.neighbours(w).len())
            };
            if next.is_none() || k > key {
                key = k;
                next = Some(w);
            }
        }
        next
    }

    /// The answer when the budget ran out: the best pair seen, a lower bound.
    fn partial(&self) -> Diameter {
        Diameter {
            diameter: self.best.0,
            ends: self.best.1,
            complete: false,
            searches: self.searches,
        }
    }
}
