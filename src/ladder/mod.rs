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

use serde::Serialize;

use crate::budget::Budget;
use crate::count::Count;
use crate::dict::Dictionary;
use crate::error::{Error, Result};
use crate::letters::parse_word;
use crate::options::{CommandSpec, Opt, Reach, Values, LIMIT};
use crate::rank::Commonness;
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
/// The most words that may be avoided at once.
pub const MAX_AVOID: usize = 1_000;

/// `ladder FROM TO`: the first word.
pub const FROM: Opt = Opt::text("from", "From", "FROM")
    .positional()
    .required()
    .help("the first word");
/// The last word.
pub const TO: Opt = Opt::text("to", "To", "TO")
    .positional()
    .required()
    .help("the last word");
/// `--all`.
pub const ALL: Opt = Opt::switch("all", "List all shortest ladders, step by step")
    .help("also list the shortest ladders (up to --limit) and the words at each step");
/// `--prefer-common` (the default since ladders are ranked by frequency; still accepted).
pub const PREFER_COMMON: Opt = Opt::switch("prefer-common", "Prefer common words")
    .help("show the ladder whose words are most common (the default)");
/// `--alphabetical`.
pub const ALPHABETICAL: Opt = Opt::switch("alphabetical", "Alphabetically first ladder")
    .help("show the alphabetically first shortest ladder instead of the most common one");
/// `--avoid WORD`.
pub const AVOID: Opt = Opt::text("avoid", "Avoid", "WORD")
    .repeated()
    .help("words the ladder must not use (repeat it, or separate them with spaces or commas)");

/// `wordwright ladder`.
pub static LADDER: CommandSpec = CommandSpec {
    name: "ladder",
    summary: "the shortest word ladder (one letter changed per step), how many there are, or why there is none",
    options: &[&FROM, &TO, &ALL, &LIMIT, &PREFER_COMMON, &ALPHABETICAL, &AVOID],
    reach: Reach::Everywhere,
};

/// `graph --length N`.
pub const LENGTH: Opt = Opt::number("length", "Word length", 1, MAX_WORD_LEN as u64)
    .required()
    .help("the word length");

/// `wordwright graph`.
pub static GRAPH: CommandSpec = CommandSpec {
    name: "graph",
    summary: "facts about the words of one length: edges, groups, isolated words, the longest shortest ladder",
    options: &[&LENGTH],
    reach: Reach::Everywhere,
};

/// A ladder query.
#[derive(Debug, Clone, Default)]
pub struct LadderQuery {
    /// The first word (need not be in the dictionary).
    pub from: String,
    /// The last word (need not be in the dictionary).
    pub to: String,
    /// Also list the shortest ladders (up to `limit`) and their layers.
    pub all: bool,
    /// How many ladders to list with `all` (default 100).
    pub limit: Option<usize>,
    /// Show the alphabetically first shortest ladder instead of the one whose words are most
    /// common (`--prefer-common`, the default, is accepted and changes nothing).
    pub alphabetical: bool,
    /// Words the ladder must not use.
    pub avoid: Vec<String>,
}

impl LadderQuery {
    /// The query from checked options.
    pub fn read(v: &Values) -> Result<LadderQuery> {
        if v.switch(&PREFER_COMMON) && v.switch(&ALPHABETICAL) {
            return Err(Error::invalid(
                "give --prefer-common or --alphabetical, not both",
            ));
        }
        Ok(LadderQuery {
            from: v.text(&FROM).unwrap_or_default(),
            to: v.text(&TO).unwrap_or_default(),
            all: v.switch(&ALL),
            limit: v.size(&LIMIT),
            alphabetical: v.switch(&ALPHABETICAL),
            // Each value may hold several words, as the page's field does: `--avoid "heal, hell"`.
            avoid: v.words(&AVOID),
        })
    }
}

/// A graph-facts query.
#[derive(Debug, Clone, Default)]
pub struct GraphQuery {
    /// The word length.
    pub length: Option<usize>,
}

impl GraphQuery {
    /// The query from checked options.
    pub fn read(v: &Values) -> Result<GraphQuery> {
        Ok(GraphQuery {
            length: v.size(&LENGTH),
        })
    }
}

/// The answer to a [`LadderQuery`].
///
/// In JSON the groups are flat, as `ladder` (its words, or null), `steps`, `changed_at` and
/// `levels`, `commonness` (present with a ladder), `count`, `complete`, `ladders`, `truncated` and `layers`
/// (present with `--all`), and `reason` (present when there is no ladder).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LadderAnswer {
    /// The ladder shown; None when there is none.
    pub ladder: Option<Ladder>,
    /// The number of shortest ladders, exact.
    pub count: Count,
    /// False when the step budget ran out (no ladder found yet, or the list is cut short).
    pub complete: bool,
    /// With `all`: the shortest ladders and their layers.
    pub all: Option<AllLadders>,
    /// Why there is no ladder, in one sentence.
    pub reason: Option<String>,
}

/// One ladder, as shown.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ladder {
    /// Its words, first to last.
    pub words: Vec<String>,
    /// Its number of steps (words minus one).
    pub steps: usize,
    /// For each step, the position (0-based) of the letter changed.
    pub changed_at: Vec<usize>,
    /// The SCOWL level of each word (None for a word not in the dictionary or from a word
    /// list).
    pub levels: Vec<Option<u8>>,
    /// How common each word is, in words for people.
    pub commonness: Vec<Commonness>,
    /// The end words the dictionary does not hold (a ladder may still start or end there).
    pub outside: Vec<String>,
}

/// Every shortest ladder (up to the limit), with `--all`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AllLadders {
    /// The shortest ladders in alphabetical order, at most `limit` of them.
    pub ladders: Vec<Vec<String>>,
    /// Whether `ladders` holds fewer than `count`.
    pub truncated: bool,
    /// For each step, the words that stand there on some shortest ladder.
    pub layers: Vec<Vec<String>>,
}

impl LadderAnswer {
    /// The words of the ladder shown.
    pub fn words(&self) -> Option<&Vec<String>> {
        self.ladder.as_ref().map(|l| &l.words)
    }

    /// The number of steps of the ladder shown.
    pub fn steps(&self) -> Option<usize> {
        self.ladder.as_ref().map(|l| l.steps)
    }

    /// With `all`: the shortest ladders listed.
    pub fn ladders(&self) -> Option<&Vec<Vec<String>>> {
        self.all.as_ref().map(|a| &a.ladders)
    }
}

impl Serialize for LadderAnswer {
    fn serialize<S: serde::Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut st = s.serialize_struct("LadderAnswer", 10)?;
        st.serialize_field("ladder", &self.ladder.as_ref().map(|l| &l.words))?;
        if let Some(l) = &self.ladder {
            st.serialize_field("steps", &l.steps)?;
        }
        st.serialize_field("count", &self.count)?;
        st.serialize_field("complete", &self.complete)?;
        if let Some(a) = &self.all {
            st.serialize_field("ladders", &a.ladders)?;
            st.serialize_field("truncated", &a.truncated)?;
            st.serialize_field("layers", &a.layers)?;
        }
        if let Some(l) = &self.ladder {
            st.serialize_field("changed_at", &l.changed_at)?;
            st.serialize_field("levels", &l.levels)?;
            st.serialize_field("commonness", &l.commonness)?;
            st.serialize_field("outside", &l.outside)?;
        }
        if let Some(r) = &self.reason {
            st.serialize_field("reason", r)?;
        }
        st.end()
    }
}

/// The answer to a [`GraphQuery`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GraphAnswer {
    /// The word length.
    pub length: usize,
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
    let limit = LIMIT.or_default(q.limit);
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
    let level_of = |w: &str| {
        let id = dict.find(w);
        (
            id.and_then(|id| dict.level(id)),
            Commonness::of_word(dict, w),
            id.is_some(),
        )
    };
    if from == to || one_apart(from.as_bytes(), to.as_bytes()) {
        let ladder: Vec<String> = if from == to {
            vec![from.to_string()]
        } else {
            vec![from.to_string(), to.to_string()]
        };
        let all = q.all.then(|| AllLadders {
            ladders: vec![ladder.clone()],
            truncated: false,
            layers: ladder.iter().map(|w| vec![w.clone()]).collect(),
        });
        return Ok(LadderAnswer {
            ladder: Some(shown(ladder, &level_of)),
            count: Count(1),
            complete: true,
            all,
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
                 raise --budget to search further."
            );
            return Ok(no_ladder(reason, false));
        }
    };

    let path = if q.alphabetical {
        first_ladder(&dag)
    } else {
        most_common(dict, ids, &dag)
    };
    let mut ladder = Vec::with_capacity(path.len() + 2);
    ladder.push(from.to_string());
    ladder.extend(path.iter().map(|&v| word(v)));
    ladder.push(to.to_string());
    let mut complete = true;
    let mut all = None;
    if q.all {
        let (paths, finished) = enumerate(&dag, ends.limit, budget);
        complete = finished;
        let truncated = (paths.len() as u128) < dag.count;
        let ladders = paths
            .into_iter()
            .map(|p| {
                let mut l = Vec::with_capacity(p.len() + 2);
                l.push(from.to_string());
                l.extend(p.into_iter().map(word));
                l.push(to.to_string());
                l
            })
            .collect();
        let mut all_layers = vec![vec![from.to_string()]];
        all_layers.extend(
            dag.layers
                .iter()
                .map(|layer| layer.iter().map(|&v| word(v)).collect()),
        );
        all_layers.push(vec![to.to_string()]);
        all = Some(AllLadders {
            ladders,
            truncated,
            layers: all_layers,
        });
    }
    Ok(LadderAnswer {
        ladder: Some(shown(ladder, &level_of)),
        count: Count(dag.count),
        complete,
        all,
        reason: None,
    })
}

/// A word's level, commonness, and whether the dictionary holds it.
type WordFacts = (Option<u8>, Commonness, bool);

/// A ladder with its steps, changed letters, levels, commonness and the end words outside the
/// dictionary (`level_of` gives a word's level, commonness and whether the dictionary has it).
fn shown(words: Vec<String>, level_of: &dyn Fn(&str) -> WordFacts) -> Ladder {
    let mut levels = Vec::with_capacity(words.len());
    let mut commonness = Vec::with_capacity(words.len());
    let mut outside: Vec<String> = Vec::new();
    for (i, w) in words.iter().enumerate() {
        let (level, common, known) = level_of(w);
        levels.push(level);
        commonness.push(common);
        if !known && (i == 0 || i + 1 == words.len()) && !outside.contains(w) {
            outside.push(w.clone());
        }
    }
    Ladder {
        steps: words.len() - 1,
        changed_at: changes(&words),
        levels,
        commonness,
        outside,
        words,
    }
}

fn no_ladder(reason: String, complete: bool) -> LadderAnswer {
    LadderAnswer {
        ladder: None,
        count: Count(0),
        complete,
        all: None,
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

/// The shortest path whose words are most common (the smallest sum of word costs, -log10 of
/// their frequencies, or their level priors: `rank::WordCosts`), alphabetically first among
/// equals.
fn most_common(dict: &Dictionary, ids: &[crate::dict::WordId], dag: &Dag) -> Vec<Node> {
    let costs = dict.index(&crate::rank::WORD_COSTS);
    // best[v]: the smallest sum of costs from v to the end of the path (only DAG nodes are set).
    let mut best = vec![u32::MAX; ids.len()];
    for layer in dag.layers.iter().rev() {
        for &v in layer {
            let rest = dag
                .children(v)
                .iter()
                .map(|&c| best[c as usize])
                .min()
                .unwrap_or(0);
            best[v as usize] = costs.get(ids[v as usize]).0 .0.saturating_add(rest);
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
    // The reader checks --length against LENGTH's bounds; a query built in code is clamped.
    let len = q.length.unwrap_or(1).clamp(1, MAX_WORD_LEN);
    let g = LengthGraph::cached(dict, len, budget)?;
    let f = facts(&g, budget);
    Ok(GraphAnswer {
        length: len,
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
