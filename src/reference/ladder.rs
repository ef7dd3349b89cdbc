//! The classic word-ladder solver: a star-word bucket index (each word with one letter replaced
//! by `*`, mapped to the words that fill it) and a plain breadth-first search from the first
//! word, rebuilt for every query. An oracle for the tests and the benchmark's baseline.

use std::collections::{HashMap, HashSet, VecDeque};

use crate::dict::Dictionary;

/// Star-word buckets over a set of words of one length.
#[derive(Debug, Default)]
pub struct StarIndex {
    buckets: HashMap<String, Vec<String>>,
    words: Vec<String>,
}

impl StarIndex {
    /// Buckets for the dictionary's words of length `len`, plus `extra` words, minus `avoid`.
    pub fn build(dict: &Dictionary, len: usize, extra: &[&str], avoid: &[String]) -> StarIndex {
        let mut words: Vec<String> = dict
            .ids_with_len(len)
            .iter()
            .map(|&id| dict.word(id).to_string())
            .collect();
        words.extend(extra.iter().map(|w| w.to_string()));
        words.retain(|w| !avoid.contains(w));
        words.sort();
        words.dedup();
        let mut buckets: HashMap<String, Vec<String>> = HashMap::new();
        for w in &words {
            for star in stars(w) {
                buckets.entry(star).or_default().push(w.clone());
            }
        }
        StarIndex { buckets, words }
    }

    /// The words of the index, sorted.
    pub fn words(&self) -> &[String] {
        &self.words
    }

    /// The indexed words one letter away from `word`, sorted.
    pub fn neighbours(&self, word: &str) -> Vec<String> {
        let mut out: Vec<String> = stars(word)
            .into_iter()
            .filter_map(|s| self.buckets.get(&s))
            .flatten()
            .filter(|w| w.as_str() != word)
            .cloned()
            .collect();
        out.sort();
        out
    }

    /// Breadth-first distances from `source` to every word it reaches.
    pub fn distances(&self, source: &str) -> HashMap<String, usize> {
        let mut dist = HashMap::new();
        dist.insert(source.to_string(), 0);
        let mut queue = VecDeque::from([source.to_string()]);
        while let Some(w) = queue.pop_front() {
            let d = dist[&w];
            for n in self.neighbours(&w) {
                if !dist.contains_key(&n) {
                    dist.insert(n.clone(), d + 1);
                    queue.push_back(n);
                }
            }
        }
        dist
    }
}

/// The word with each position in turn replaced by `*`.
fn stars(word: &str) -> Vec<String> {
    (0..word.len())
        .map(|i| format!("{}*{}", &word[..i], &word[i + 1..]))
        .collect()
}

/// A shortest ladder from `from` to `to` (ends need not be in the dictionary), by plain BFS with
/// parent links; None when there is none.
pub fn shortest(dict: &Dictionary, from: &str, to: &str, avoid: &[String]) -> Option<Vec<String>> {
    if from.len() != to.len() {
        return None;
    }
    let index = StarIndex::build(dict, from.len(), &[from, to], avoid);
    shortest_in(&index, from, to)
}

/// A shortest ladder by plain BFS over a prebuilt index that holds both ends.
pub fn shortest_in(index: &StarIndex, from: &str, to: &str) -> Option<Vec<String>> {
    let mut parent: HashMap<String, String> = HashMap::new();
    let mut seen: HashSet<String> = HashSet::from([from.to_string()]);
    let mut queue = VecDeque::from([from.to_string()]);
    while let Some(w) = queue.pop_front() {
        if w == to {
            let mut ladder = vec![w];
            while let Some(p) = parent.get(ladder.last()?) {
                ladder.push(p.clone());
            }
            ladder.reverse();
            return Some(ladder);
        }
        for n in index.neighbours(&w) {
            if seen.insert(n.clone()) {
                parent.insert(n.clone(), w.clone());
                queue.push_back(n);
            }
        }
    }
    None
}

/// Every shortest ladder from `from` to `to` in alphabetical order, at most `cap` of them:
/// BFS distances from `to`, then a depth-first walk from `from` down the distances.
pub fn all_shortest(
    dict: &Dictionary,
    from: &str,
    to: &str,
    avoid: &[String],
    cap: usize,
) -> Vec<Vec<String>> {
    if from.len() != to.len() {
        return Vec::new();
    }
    let index = StarIndex::build(dict, from.len(), &[from, to], avoid);
    let dist = index.distances(to);
    let mut out = Vec::new();
    if dist.contains_key(from) {
        let mut path = vec![from.to_string()];
        walk(&index, &dist, &mut path, &mut out, cap);
    }
    out
}

fn walk(
    index: &StarIndex,
    dist: &HashMap<String, usize>,
    path: &mut Vec<String>,
    out: &mut Vec<Vec<String>>,
    cap: usize,
) {
    let Some(last) = path.last().cloned() else {
        return;
    };
    let d = dist[&last];
    if d == 0 {
        out.push(path.clone());
        return;
    }
    for n in index.neighbours(&last) {
        if out.len() >= cap {
            return;
        }
        if dist.get(&n) == Some(&(d - 1)) {
            path.push(n);
            walk(index, dist, path, out, cap);
            path.pop();
        }
    }
}

/// Graph facts as (words, edges, components, largest, isolated, diameter, diameter ends).
pub type GraphFacts = (
    usize,
    usize,
    usize,
    usize,
    usize,
    usize,
    Option<(String, String)>,
);

/// Graph facts by brute force: a BFS from every word, with the same definitions as
/// [`crate::ladder::graph`]: the diameter over the largest components, and of all pairs that far
/// apart the alphabetically smallest sorted pair.
pub fn graph_facts(dict: &Dictionary, len: usize) -> GraphFacts {
    let index = StarIndex::build(dict, len, &[], &[]);
    let words = index.words().to_vec();
    let degree: Vec<usize> = words.iter().map(|w| index.neighbours(w).len()).collect();
    let edges = degree.iter().sum::<usize>() / 2;
    let isolated = degree.iter().filter(|&&d| d == 0).count();
    let mut component: HashMap<String, usize> = HashMap::new();
    let mut sizes = Vec::new();
    for w in &words {
        if component.contains_key(w) {
            continue;
        }
        let reach = index.distances(w);
        for r in reach.keys() {
            component.insert(r.clone(), sizes.len());
        }
        sizes.push(reach.len());
    }
    let largest = sizes.iter().copied().max().unwrap_or(0);
    let mut best: Option<(usize, (String, String))> = None;
    for a in &words {
        if sizes[component[a]] != largest {
            continue;
        }
        for (b, &d) in &index.distances(a) {
            if a <= b {
                let pair = (a.clone(), b.clone());
                let better = match &best {
                    None => true,
                    Some((bd, bp)) => d > *bd || (d == *bd && pair < *bp),
                };
                if better {
                    best = Some((d, pair));
                }
            }
        }
    }
    let diameter = best.as_ref().map_or(0, |b| b.0);
    (
        words.len(),
        edges,
        sizes.len(),
        largest,
        isolated,
        diameter,
        best.map(|b| b.1),
    )
}
