//! Word ladders (Lewis Carroll's Doublets): change one letter at a time, every step a word, from
//! one word to another of the same length. The shortest ladder, how many shortest ladders there
//! are (and the ladders themselves up to a limit), the one with the most common words, why there
//! is none, and facts about the graph of all words of one length for puzzle authors.
//!
//! The words of one length form a graph ([`LengthGraph`]); a bidirectional breadth-first search
//! finds the layers of all shortest ladders at once, and every answer (the alphabetically first
//! ladder, the most common one, the count, the list) is read off those layers.

mod facts;
mod graph;
mod search;

use serde::{Deserialize, Serialize};

use crate::budget::Budget;
use crate::dict::Dictionary;
use crate::error::{Error, Result};
use crate::finder::check_limit;
use crate::letters::parse_word;
pub use facts::{diameter, facts, Bfs, Diameter, Facts};
/// The key of the graphs a dictionary keeps (for the test that keys have one slot each).
#[cfg(test)]
pub(crate) use graph::GRAPHS;
pub use graph::{
    neighbours_of_word, one_apart, DictNeighbours, LengthGraph, Neighbours, Node, MAX_ADJACENCY,
};
use search::{Dag, Outcome};

/// The longest word accepted at either end of a ladder or for `graph --length`. The dictionary's
/// longer words (a handful of 33- to 45-letter curiosities) have no neighbours.
pub const MAX_WORD_LEN: usize = 32;
/// The largest count reported: 2^53 - 1, the largest integer a JavaScript number holds exactly.
/// No dictionary comes near it; a count that reaches it is shown as this number.
pub const MAX_COUNT: u64 = (1 << 53) - 1;
/// The most words that may be avoided at once.
pub const MAX_AVOID: usize = 1_000;

/// A ladder query, as the CLI and the page give it.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default, rename_all = "kebab-case", deny_unknown_fields)]
pub struct LadderQuery {
    /// The first word (need not be in the dictionary).
    pub from: String,
    /// The last word (need not be in the dictionary).
    pub to: String,
    /// Also list the shortest ladders (up to `limit`) and their layers.
    pub all: bool,
    /// How many ladders to list with `all` (default 100).
    pub limit: Option<usize>,
    /// Show the ladder with the smallest sum of SCOWL levels instead of the alphabetically first.
    pub prefer_common: bool,
    /// Words the ladder must not use.
    pub avoid: Vec<String>,
}

/// A graph-facts query.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default, rename_all = "kebab-case", deny_unknown_fields)]
pub struct GraphQuery {
    /// The word length.
    pub length: Option<usize>,
}

/// The answer to a [`LadderQuery`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LadderAnswer {
    /// The ladder shown, first word to last; None when there is none.
    pub ladder: Option<Vec<String>>,
    /// Its number of steps (words minus one).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub steps: Option<usize>,
    /// The number of shortest ladders. Counted exactly in 128 bits, reported up to
    /// [`MAX_COUNT`] (the largest integer JavaScript holds exactly) and capped there.
    pub count: u64,
    /// False when the step budget ran out (no ladder found yet, or the list is cut short).
    pub complete: bool,
    /// With `all`: the shortest ladders in alphabetical order, at most `limit` of them.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ladders: Option<Vec<Vec<String>>>,
    /// With `all`: whether `ladders` holds fewer than `count`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub truncated: Option<bool>,
    /// With `all`: for each step, the words that stand there on some shortest ladder.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub layers: Option<Vec<Vec<String>>>,
    /// For each step of `ladder`, the position (0-based) of the letter changed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub changed_at: Option<Vec<usize>>,
    /// The SCOWL level of each word of `ladder` (null for a word not in the dictionary or
    /// from a word list).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub levels: Option<Vec<Option<u8>>>,
    /// Why there is no ladder, in one sentence.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
}

/// The answer to a [`GraphQuery`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GraphAnswer {
    /// Words of the length.
    pub words: usize,
    /// Pairs of words one letter apart.
    pub edges: usize,
    /// Connected components (a word with no neighbour is one).
    pub components: usize,
    /// Words in the largest component.
    pub largest: usize,
    /// Words with no neighbour.
    pub isolated: usize,
    /// The longest shortest ladder in the largest component, in steps.
    pub diameter: u32,
    /// Its two ends in alphabetical order: of all pairs that far apart, the alphabetically
    /// smallest. None when there are no words.
    pub diameter_ends: Option<[String; 2]>,
    /// False when the step budget ran out; `diameter` is then a lower bound.
    pub complete: bool,
}

/// A checked ladder query.
struct Ends {
    from: String,
    to: String,
    /// In the order given, without repeats.
    avoid: Vec<String>,
    limit: usize,
}

fn check(q: &LadderQuery) -> Result<Ends> {
    let from = parse_word(&q.from, "the first word", MAX_WORD_LEN)?;
    let to = parse_word(&q.to, "the last word", MAX_WORD_LEN)?;
    if from.len() != to.len() {
        return Err(Error::invalid(format!(
            "the first word {} has {} letters and the last word {} has {}; a ladder changes one letter \
             at a time, so both ends need the same length",
            from.to_ascii_uppercase(),
            from.len(),
            to.to_ascii_uppercase(),
            to.len()
        )));
    }
    if q.avoid.len() > MAX_AVOID {
        return Err(Error::too_large(format!(
            "{} words to avoid; the limit is {MAX_AVOID}",
            q.avoid.len()
        )));
    }
    let mut avoid = Vec::with_capacity(q.avoid.len());
    for (i, a) in q.avoid.iter().enumerate() {
        let what = format!("avoided word {}", i + 1);
        let w = parse_word(a, &what, MAX_WORD_LEN)?;
        if w.len() != from.len() {
            return Err(Error::invalid(format!(
                "the {what}, {}, has {} letters but the ladder's words have {}",
                w.to_ascii_uppercase(),
                w.len(),
                from.len()
            )));
        }
        if w == from || w == to {
            return Err(Error::invalid(format!(
                "{} is an end of the ladder, so it cannot be avoided",
                w.to_ascii_uppercase()
            )));
        }
        if !avoid.contains(&w) {
            avoid.push(w);
        }
    }
    let limit = check_limit(q.limit)?;
    Ok(Ends {
        from,
        to,
        avoid,
        limit,
    })
}

/// Finds the shortest ladders from `q.from` to `q.to`.
pub fn solve(dict: &Dictionary, q: &LadderQuery, budget: &mut Budget) -> Result<LadderAnswer> {
    solve_using(dict, q, budget, |len, budget| {
        LengthGraph::cached(dict, len, budget)
    })
}

/// [`solve`] on a graph from `graph(length, budget)`: the benchmark uses it to compare neighbour
/// sources on the same search.
pub fn solve_using<N: Neighbours>(
    dict: &Dictionary,
    q: &LadderQuery,
    budget: &mut Budget,
    graph: impl FnOnce(usize, &mut Budget) -> Result<N>,
) -> Result<LadderAnswer> {
    let ends = check(q)?;
    let (from, to) = (ends.from.as_str(), ends.to.as_str());
    let len = from.len();
    let level_of = |w: &str| dict.find(w).and_then(|id| dict.level(id));
    if from == to || one_apart(from.as_bytes(), to.as_bytes()) {
        let ladder: Vec<String> = if from == to {
            vec![from.to_string()]
        } else {
            vec![from.to_string(), to.to_string()]
        };
        let all = q.all.then(|| vec![ladder.clone()]);
        return Ok(LadderAnswer {
            steps: Some(ladder.len() - 1),
            count: 1,
            complete: true,
            truncated: all.as_ref().map(|_| ends.limit == 0),
            ladders: all.map(|l| l.into_iter().take(ends.limit).collect()),
            layers: q
                .all
                .then(|| ladder.iter().map(|w| vec![w.clone()]).collect()),
            changed_at: Some(changes(&ladder)),
            levels: Some(ladder.iter().map(|w| level_of(w)).collect()),
            ladder: Some(ladder),
            reason: None,
        });
    }

    let g = graph(len, budget)?;
    let ids = dict.ids_with_len(len);
    let mut blocked = vec![false; ids.len()];
    for w in [from, to]
        .into_iter()
        .chain(ends.avoid.iter().map(|s| s.as_str()))
    {
        if let Ok(i) = ids.binary_search_by(|&id| dict.bytes(id).cmp(w.as_bytes())) {
            blocked[i] = true;
        }
    }
    let open = |v: &Node| !blocked[*v as usize];
    let starts: Vec<Node> = neighbours_of_word(dict, ids, from.as_bytes())
        .into_iter()
        .filter(open)
        .collect();
    let goals: Vec<Node> = neighbours_of_word(dict, ids, to.as_bytes())
        .into_iter()
        .filter(open)
        .collect();
    let word = |v: Node| dict.word(ids[v as usize]).to_string();

    let dag = match search::shortest_paths(&g, &starts, &goals, &blocked, budget) {
        Outcome::Found(dag) => dag,
        Outcome::Disconnected { from_side, to_side } => {
            let reason = no_ladder_reason(
                dict,
                &ends,
                from_side.map(|k| k + 1),
                to_side.map(|k| k + 1),
            );
            return Ok(no_ladder(reason, from_side.is_some() && to_side.is_some()));
        }
        Outcome::OutOfBudget { explored } => {
            let reason = format!(
                "The step budget ran out after exploring {explored} words without finding a ladder; \
                 raise the budget to search further."
            );
            return Ok(no_ladder(reason, false));
        }
    };

    let path = if q.prefer_common {
        most_common(dict, ids, &dag)
    } else {
        first_ladder(&dag)
    };
    let mut ladder = Vec::with_capacity(path.len() + 2);
    ladder.push(from.to_string());
    ladder.extend(path.iter().map(|&v| word(v)));
    ladder.push(to.to_string());
    let count = u64::try_from(dag.count).unwrap_or(u64::MAX).min(MAX_COUNT);
    let mut complete = true;
    let (mut ladders, mut truncated, mut layers) = (None, None, None);
    if q.all {
        let (paths, finished) = enumerate(&dag, ends.limit, budget);
        complete = finished;
        truncated = Some((paths.len() as u128) < dag.count);
        ladders = Some(
            paths
                .into_iter()
                .map(|p| {
                    let mut l = Vec::with_capacity(p.len() + 2);
                    l.push(from.to_string());
                    l.extend(p.into_iter().map(word));
                    l.push(to.to_string());
                    l
                })
                .collect(),
        );
        let mut all_layers = vec![vec![from.to_string()]];
        all_layers.extend(
            dag.layers
                .iter()
                .map(|layer| layer.iter().map(|&v| word(v)).collect()),
        );
        all_layers.push(vec![to.to_string()]);
        layers = Some(all_layers);
    }
    Ok(LadderAnswer {
        steps: Some(ladder.len() - 1),
        count,
        complete,
        ladders,
        truncated,
        layers,
        changed_at: Some(changes(&ladder)),
        levels: Some(ladder.iter().map(|w| level_of(w)).collect()),
        ladder: Some(ladder),
        reason: None,
    })
}

fn no_ladder(reason: String, complete: bool) -> LadderAnswer {
    LadderAnswer {
        ladder: None,
        steps: None,
        count: 0,
        complete,
        ladders: None,
        truncated: None,
        layers: None,
        changed_at: None,
        levels: None,
        reason: Some(reason),
    }
}

/// "COLD is in a group of 12 words and WARTS in a group of 3; no ladder joins them." A group is
/// the end word and every word a ladder from it can reach (without the avoided words).
fn no_ladder_reason(
    dict: &Dictionary,
    ends: &Ends,
    from_group: Option<usize>,
    to_group: Option<usize>,
) -> String {
    let (f, t) = (ends.from.to_ascii_uppercase(), ends.to.to_ascii_uppercase());
    let avoiding = match ends.avoid.len() {
        0 => String::new(),
        1..=5 => format!(
            " while avoiding {}",
            ends.avoid
                .iter()
                .map(|w| w.to_ascii_uppercase())
                .collect::<Vec<_>>()
                .join(", ")
        ),
        n => format!(" while avoiding the {n} excluded words"),
    };
    if let (Some(n), Some(m)) = (from_group, to_group) {
        if n > 1 && m > 1 {
            return format!("{f} is in a group of {n} words and {t} in a group of {m}; no ladder joins them{avoiding}.");
        }
    }
    let source = dict.source().describe();
    if from_group == Some(1) && to_group == Some(1) {
        let why = if ends.avoid.is_empty() {
            " (no word differs from either in one letter)"
        } else {
            " once the avoided words are left out"
        };
        return format!(
            "{f} and {t} have no neighbour {source}{why}; no ladder joins them{avoiding}."
        );
    }
    let no_neighbour = if ends.avoid.is_empty() {
        " (no word differs from it in one letter)"
    } else {
        " once the avoided words are left out"
    };
    let describe = |w: &str, size: Option<usize>| match size {
        Some(1) => format!("{w} has no neighbour {source}{no_neighbour}"),
        Some(n) => format!("{w} is in a group of {n} words"),
        None => format!("{w} is in a group too large to count within the step budget"),
    };
    format!(
        "{}, and {}; no ladder joins them{avoiding}.",
        describe(&f, from_group),
        describe(&t, to_group)
    )
}

/// The position of the changed letter at each step.
fn changes(ladder: &[String]) -> Vec<usize> {
    ladder
        .windows(2)
        .map(|w| {
            w[0].bytes()
                .zip(w[1].bytes())
                .position(|(a, b)| a != b)
                .unwrap_or(0)
        })
        .collect()
}

/// The alphabetically first shortest path: the first node of each layer that continues the path.
fn first_ladder(dag: &Dag) -> Vec<Node> {
    let mut path = Vec::with_capacity(dag.layers.len());
    let mut next = dag.layers.first().and_then(|l| l.first().copied());
    while let Some(v) = next {
        path.push(v);
        next = dag.children(v).first().copied();
    }
    path
}

/// The shortest path with the smallest sum of levels, alphabetically first among equals.
fn most_common(dict: &Dictionary, ids: &[crate::dict::WordId], dag: &Dag) -> Vec<Node> {
    // best[v]: the smallest sum of levels from v to the end of the path (only DAG nodes are set).
    let mut best = vec![u32::MAX; ids.len()];
    for layer in dag.layers.iter().rev() {
        for &v in layer {
            let rest = dag
                .children(v)
                .iter()
                .map(|&c| best[c as usize])
                .min()
                .unwrap_or(0);
            best[v as usize] = dict.rank(ids[v as usize]) as u32 + rest;
        }
    }
    let pick = |cands: &[Node]| cands.iter().copied().min_by_key(|&v| (best[v as usize], v));
    let mut path = Vec::with_capacity(dag.layers.len());
    let mut next = dag.layers.first().and_then(|l| pick(l));
    while let Some(v) = next {
        path.push(v);
        next = pick(dag.children(v));
    }
    path
}

/// The shortest paths in alphabetical order, at most `limit`; false when the budget ran out.
fn enumerate(dag: &Dag, limit: usize, budget: &mut Budget) -> (Vec<Vec<Node>>, bool) {
    let depth = dag.layers.len();
    let mut out = Vec::new();
    if limit == 0 || depth == 0 {
        return (out, true);
    }
    let mut path: Vec<Node> = Vec::with_capacity(depth);
    // Each frame: the candidates for the next position and how many have been tried.
    let mut stack: Vec<(&[Node], usize)> = vec![(&dag.layers[0], 0)];
    while let Some(top) = stack.len().checked_sub(1) {
        let (cands, tried) = stack[top];
        let Some(&v) = cands.get(tried) else {
            stack.pop();
            path.pop();
            continue;
        };
        stack[top].1 += 1;
        if !budget.spend(1) {
            return (out, false);
        }
        path.push(v);
        if path.len() == depth {
            out.push(path.clone());
            path.pop();
            if out.len() >= limit {
                break;
            }
        } else {
            stack.push((dag.children(v), 0));
        }
    }
    (out, true)
}

/// Graph facts for the words of one length.
pub fn graph(dict: &Dictionary, q: &GraphQuery, budget: &mut Budget) -> Result<GraphAnswer> {
    let len = match q.length {
        None => return Err(Error::invalid("give a word length, e.g. --length 5")),
        Some(0) => return Err(Error::invalid("the length must be at least 1")),
        Some(l) if l > MAX_WORD_LEN => {
            return Err(Error::too_large(format!(
                "length {l} is over the limit of {MAX_WORD_LEN} letters"
            )))
        }
        Some(l) => l,
    };
    let g = LengthGraph::cached(dict, len, budget)?;
    let f = facts(&g, budget);
    Ok(GraphAnswer {
        words: g.len(),
        edges: g.edge_count(),
        components: f.components,
        largest: f.largest,
        isolated: f.isolated,
        diameter: f.diameter,
        diameter_ends: f
            .ends
            .map(|(a, b)| [g.word(a).to_string(), g.word(b).to_string()]),
        complete: f.complete && !budget.exhausted(),
    })
}
