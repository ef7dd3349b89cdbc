//! Bidirectional breadth-first search between two sets of nodes, and the layered graph of all
//! shortest paths between them.
//!
//! The ends of a ladder need not be dictionary words, so the search runs between the two sets of
//! their neighbours: `starts` (the words one letter from the first word) and `goals` (one letter
//! from the last). A ladder of `k` steps is then a path of `k - 2` edges from a start to a goal.

use super::graph::{Neighbours, Node};
use crate::budget::Budget;

const UNSEEN: u32 = u32::MAX;

/// What the search found.
#[derive(Debug)]
pub enum Outcome {
    /// The shortest paths, as layers.
    Found(Dag),
    /// No path: the number of nodes reachable from the starts and from the goals. A count is
    /// `None` when the budget ran out before that side was explored to the end.
    Disconnected {
        from_side: Option<usize>,
        to_side: Option<usize>,
    },
    /// The budget ran out before the two searches met.
    OutOfBudget { explored: usize },
}

/// Every shortest path from a start to a goal, as a layered graph: `layers[i]` holds the nodes
/// that stand `i` edges after a start on some shortest path.
#[derive(Debug)]
pub struct Dag {
    /// The nodes at each distance from the starts, in alphabetical order.
    pub layers: Vec<Vec<Node>>,
    /// For each node of `layers[i]` (through [`Dag::children`]): its neighbours in `layers[i + 1]`.
    children: Vec<Vec<Node>>,
    /// The position of each graph node in `children` (UNSEEN if not in the DAG).
    slot: Vec<u32>,
    /// The number of shortest paths ending at each node of the last layer, summed (saturating).
    pub count: u128,
}

impl Dag {
    /// The neighbours of `v` in the next layer, in alphabetical order.
    pub fn children(&self, v: Node) -> &[Node] {
        match self.slot.get(v as usize) {
            Some(&s) if s != UNSEEN => &self.children[s as usize],
            _ => &[],
        }
    }
}

/// One side of the bidirectional search.
struct Side {
    dist: Vec<u32>,
    frontier: Vec<Node>,
    depth: u32,
    seen: usize,
}

impl Side {
    fn new(n: usize, sources: &[Node], blocked: &[bool]) -> Side {
        let mut dist = vec![UNSEEN; n];
        let mut frontier = Vec::with_capacity(sources.len());
        for &s in sources {
            if let Some(d) = dist.get_mut(s as usize) {
                if *d == UNSEEN && !blocked.get(s as usize).copied().unwrap_or(true) {
                    *d = 0;
                    frontier.push(s);
                }
            }
        }
        let seen = frontier.len();
        Side {
            dist,
            frontier,
            depth: 0,
            seen,
        }
    }

    /// Expands the frontier by one layer. Returns the new nodes that the other side has seen
    /// (the meeting nodes; none without `other`), or None when the budget ran out.
    fn expand<N: Neighbours>(
        &mut self,
        g: &N,
        other: Option<&[u32]>,
        blocked: &[bool],
        budget: &mut Budget,
    ) -> Option<Vec<Node>> {
        let mut next = Vec::new();
        let mut meet = Vec::new();
        let depth = self.depth + 1;
        for &u in &self.frontier {
            if !budget.spend(g.cost(u)) {
                return None;
            }
            g.for_each(u, |w| {
                let i = w as usize;
                if self.dist[i] == UNSEEN && !blocked[i] {
                    self.dist[i] = depth;
                    next.push(w);
                    if other.is_some_and(|o| o[i] != UNSEEN) {
                        meet.push(w);
                    }
                }
            });
        }
        self.seen += next.len();
        self.frontier = next;
        self.depth = depth;
        Some(meet)
    }

    /// Explores the rest of this side's component; returns the number of nodes seen, or None
    /// when the budget ran out.
    fn exhaust<N: Neighbours>(
        &mut self,
        g: &N,
        blocked: &[bool],
        budget: &mut Budget,
    ) -> Option<usize> {
        while !self.frontier.is_empty() {
            self.expand(g, None, blocked, budget)?;
        }
        Some(self.seen)
    }
}

/// Finds every shortest path from a node of `starts` to a node of `goals`, never entering a
/// `blocked` node (`blocked.len()` is the node count). Each layer is expanded on the side with
/// the smaller frontier.
pub fn shortest_paths<N: Neighbours>(
    g: &N,
    starts: &[Node],
    goals: &[Node],
    blocked: &[bool],
    budget: &mut Budget,
) -> Outcome {
    let n = g.node_count();
    let mut fwd = Side::new(n, starts, blocked);
    let mut bwd = Side::new(n, goals, blocked);
    let mut meet: Vec<Node> = fwd
        .frontier
        .iter()
        .copied()
        .filter(|&v| bwd.dist[v as usize] != UNSEEN)
        .collect();
    loop {
        if !meet.is_empty() {
            crate::sort::u32s(&mut meet);
            return match extract(
                g,
                &fwd.dist,
                &bwd.dist,
                meet,
                fwd.depth,
                fwd.depth + bwd.depth,
                budget,
            ) {
                Some(dag) => Outcome::Found(dag),
                None => Outcome::OutOfBudget {
                    explored: fwd.seen + bwd.seen,
                },
            };
        }
        if fwd.frontier.is_empty() || bwd.frontier.is_empty() {
            let from_side = fwd.exhaust(g, blocked, budget);
            let to_side = bwd.exhaust(g, blocked, budget);
            return Outcome::Disconnected { from_side, to_side };
        }
        let step = if fwd.frontier.len() <= bwd.frontier.len() {
            fwd.expand(g, Some(&bwd.dist), blocked, budget)
        } else {
            bwd.expand(g, Some(&fwd.dist), blocked, budget)
        };
        match step {
            Some(m) => meet = m,
            None => {
                return Outcome::OutOfBudget {
                    explored: fwd.seen + bwd.seen,
                }
            }
        }
    }
}

/// Builds the layers of all shortest paths of `total` edges from the meeting nodes `meet`
/// (sorted), which are `at` edges from the starts: layers before `at` are the nodes one layer
/// closer to the starts and adjacent to the layer after them, layers after `at` likewise
/// towards the goals. Then counts the paths layer by layer.
fn extract<N: Neighbours>(
    g: &N,
    fdist: &[u32],
    bdist: &[u32],
    meet: Vec<Node>,
    at: u32,
    total: u32,
    budget: &mut Budget,
) -> Option<Dag> {
    let n = g.node_count();
    let layer_count = total as usize + 1;
    let mut layer_of = vec![UNSEEN; n];
    let mut layers: Vec<Vec<Node>> = vec![Vec::new(); layer_count];
    for &m in &meet {
        layer_of[m as usize] = at;
    }
    layers[at as usize] = meet;
    for k in (0..at).rev() {
        let (before, after) = layers.split_at_mut(k as usize + 1);
        let this = &mut before[k as usize];
        for &w in &after[0] {
            if !budget.spend(g.cost(w)) {
                return None;
            }
            g.for_each(w, |u| {
                let i = u as usize;
                if fdist[i] == k && layer_of[i] != k {
                    layer_of[i] = k;
                    this.push(u);
                }
            });
        }
        crate::sort::u32s(this);
    }
    for k in at + 1..=total {
        let (before, after) = layers.split_at_mut(k as usize);
        let this = &mut after[0];
        for &w in &before[k as usize - 1] {
            if !budget.spend(g.cost(w)) {
                return None;
            }
            g.for_each(w, |u| {
                let i = u as usize;
                if bdist[i] == total - k && layer_of[i] != k {
                    layer_of[i] = k;
                    this.push(u);
                }
            });
        }
        crate::sort::u32s(this);
    }

    // Count the paths and record each node's children, layer by layer. Iterating a layer in
    // alphabetical order leaves every children list sorted.
    let mut slot = vec![UNSEEN; n];
    let mut next_slot = 0u32;
    for layer in &layers {
        for &v in layer {
            slot[v as usize] = next_slot;
            next_slot += 1;
        }
    }
    let mut children: Vec<Vec<Node>> = vec![Vec::new(); next_slot as usize];
    let mut paths: Vec<u128> = vec![0; next_slot as usize];
    for &v in &layers[0] {
        paths[slot[v as usize] as usize] = 1;
    }
    for (k, layer) in layers.iter().enumerate().skip(1) {
        for &w in layer {
            if !budget.spend(g.cost(w)) {
                return None;
            }
            let sw = slot[w as usize] as usize;
            let mut sum = 0u128;
            g.for_each(w, |u| {
                let i = u as usize;
                if layer_of[i] == k as u32 - 1 {
                    let su = slot[i] as usize;
                    sum = sum.saturating_add(paths[su]);
                    children[su].push(w);
                }
            });
            paths[sw] = sum;
        }
    }
    let count = layers[total as usize].iter().fold(0u128, |acc, &v| {
        acc.saturating_add(paths[slot[v as usize] as usize])
    });
    Some(Dag {
        layers,
        children,
        slot,
        count,
    })
}
