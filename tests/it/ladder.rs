//! Word ladders: data-driven cases (tests/data/ladder-cases.txt), graph facts on Knuth's SGB
//! words, property tests against the plain BFS of src/reference/ladder.rs, bad input, and the
//! command line.

use std::collections::{BTreeSet, HashMap};

use crate::common::{cli, Run};
use proptest::prelude::*;
use serde_json::Value;
use wordwright::budget::Budget;
use wordwright::dict::{wordlist, Dictionary};
use wordwright::ladder::{
    self, Bfs, DictNeighbours, GraphQuery, LadderAnswer, LadderQuery, LengthGraph,
};
use wordwright::options::LEVELS;
use wordwright::reference::ladder as reference;
use wordwright::ErrorKind;

const SGB: &str = "tests/data/sgb-words.dat";

fn sgb() -> Dictionary {
    let text = std::fs::read_to_string(SGB).expect("tests/data/sgb-words.dat");
    wordlist::parse(&text).expect("SGB list").0
}

fn query(from: &str, to: &str) -> LadderQuery {
    LadderQuery {
        from: from.into(),
        to: to.into(),
        ..Default::default()
    }
}

fn solve(dict: &Dictionary, q: &LadderQuery) -> LadderAnswer {
    ladder::solve(dict, q, &mut Budget::default())
        .unwrap_or_else(|e| panic!("{q:?}: {}", e.message))
}

fn one_apart(a: &str, b: &str) -> bool {
    ladder::one_apart(a.as_bytes(), b.as_bytes())
}

/// The sum of the levels of a ladder's words (unknown levels count 0), the prefer-common key.
/// The sum of the costs (-log10 frequency, or the level's prior) of a ladder's words between its
/// ends, as the default ladder minimises it.
fn cost_sum(dict: &Dictionary, ladder: &[String]) -> u32 {
    let costs = dict.index(&wordwright::rank::WORD_COSTS);
    ladder
        .get(1..ladder.len().saturating_sub(1))
        .unwrap_or_default()
        .iter()
        .filter_map(|w| dict.find(w))
        .map(|id| costs.get(id).0 .0)
        .sum()
}

/// Checks everything an answer promises about a found ladder: ends, one letter per step, every
/// word between the ends a dictionary word not avoided, the explanation fields consistent.
fn assert_valid(dict: &Dictionary, q: &LadderQuery, a: &LadderAnswer) {
    let l = a.words().expect("a ladder");
    let (from, to) = (q.from.trim().to_lowercase(), q.to.trim().to_lowercase());
    assert_eq!(l.first(), Some(&from));
    assert_eq!(l.last(), Some(&to));
    assert_eq!(a.steps(), Some(l.len() - 1));
    for pair in l.windows(2) {
        assert!(
            one_apart(&pair[0], &pair[1]),
            "{} -> {} is not one letter",
            pair[0],
            pair[1]
        );
    }
    if l.len() > 2 {
        for w in &l[1..l.len() - 1] {
            assert!(dict.contains(w), "{w} is not in the dictionary");
            assert!(!q.avoid.contains(w), "{w} is avoided");
        }
    }
    let changed = a
        .ladder
        .as_ref()
        .map(|l| &l.changed_at)
        .expect("changed_at");
    assert_eq!(changed.len(), l.len() - 1);
    for (i, &p) in changed.iter().enumerate() {
        assert_ne!(l[i].as_bytes()[p], l[i + 1].as_bytes()[p]);
    }
    let levels = &a.ladder.as_ref().expect("levels").levels;
    assert_eq!(levels.len(), l.len());
    assert!(a.count.0 >= 1);
}

// ---------------------------------------------------------------------------------------------
// Data-driven cases.

/// One line of tests/data/ladder-cases.txt.
struct Case {
    line: usize,
    dict: String,
    query: LadderQuery,
    expect: Expect,
}

enum Expect {
    Ladder {
        steps: usize,
        count: u64,
        words: Vec<String>,
    },
    None {
        reason: String,
    },
}

fn parse_cases(text: &str) -> Vec<Case> {
    let mut cases = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (left, right) = line
            .split_once("=>")
            .unwrap_or_else(|| panic!("line {}: no =>", n + 1));
        let left: Vec<&str> = left.split_whitespace().collect();
        let [dict, from, to, options @ ..] = left.as_slice() else {
            panic!("line {}: DICT FROM TO", n + 1)
        };
        let mut query = query(from, to);
        for o in options {
            match o.split_once('=') {
                Some(("avoid", w)) => query.avoid.push(w.to_string()),
                None if *o == "prefer-common" => {} // the default
                None if *o == "alphabetical" => query.alphabetical = true,
                _ => panic!("line {}: unknown option {o}", n + 1),
            }
        }
        let right = right.trim();
        let expect = match right.strip_prefix("none ") {
            Some(reason) => Expect::None {
                reason: reason.to_string(),
            },
            None => {
                let mut it = right.split_whitespace();
                let steps = it
                    .next()
                    .and_then(|s| s.parse().ok())
                    .unwrap_or_else(|| panic!("line {}: steps", n + 1));
                let count = it
                    .next()
                    .and_then(|s| s.parse().ok())
                    .unwrap_or_else(|| panic!("line {}: count", n + 1));
                Expect::Ladder {
                    steps,
                    count,
                    words: it.map(str::to_string).collect(),
                }
            }
        };
        cases.push(Case {
            line: n + 1,
            dict: dict.to_string(),
            query,
            expect,
        });
    }
    cases
}

/// Solves one case and checks it against the file and against the reference BFS.
fn check(dicts: &mut HashMap<String, Dictionary>, case: &Case) {
    let dict = dicts
        .entry(case.dict.clone())
        .or_insert_with(|| match case.dict.as_str() {
            "sgb" => sgb(),
            level => wordwright::embedded::dictionary(level.parse().expect("a level"))
                .expect("embedded dictionary"),
        });
    let q = &case.query;
    let a = solve(dict, q);
    let (from, to) = (q.from.trim().to_lowercase(), q.to.trim().to_lowercase());
    let at = format!("ladder-cases.txt line {}", case.line);
    match &case.expect {
        Expect::None { reason } => {
            assert_eq!(a.words(), None, "{at}");
            assert_eq!(a.count, 0, "{at}");
            assert_eq!(a.reason.as_deref(), Some(reason.as_str()), "{at}");
            assert!(a.complete, "{at}");
            assert_eq!(
                reference::shortest(dict, &from, &to, &q.avoid),
                None,
                "{at}: the reference finds a ladder"
            );
        }
        Expect::Ladder {
            steps,
            count,
            words,
        } => {
            assert_valid(dict, q, &a);
            assert_eq!(a.words(), Some(words), "{at}");
            assert_eq!(
                (a.steps(), a.count.0),
                (Some(*steps), *count as u128),
                "{at}"
            );
            let shortest =
                reference::shortest(dict, &from, &to, &q.avoid).expect("reference ladder");
            assert_eq!(
                shortest.len() - 1,
                *steps,
                "{at}: the reference BFS finds another length"
            );
            let all = reference::all_shortest(dict, &from, &to, &q.avoid, 100_000);
            assert_eq!(
                all.len() as u128,
                a.count.0,
                "{at}: the reference counts another number"
            );
            let best = if q.alphabetical {
                all.first()
            } else {
                all.iter().min_by_key(|l| (cost_sum(dict, l), (*l).clone()))
            };
            assert_eq!(a.words(), best, "{at}: the reference picks another ladder");
        }
    }
}

#[test]
fn ladder_cases() {
    let text = std::fs::read_to_string("tests/data/ladder-cases.txt").expect("cases file");
    let cases = parse_cases(&text);
    assert!(cases.len() >= 30);
    let mut dicts = HashMap::new();
    for case in &cases {
        check(&mut dicts, case);
    }
}

#[test]
fn all_ladders_and_layers() {
    let dict = wordwright::embedded::dictionary(70).expect("dictionary");
    let q = LadderQuery {
        all: true,
        limit: Some(5),
        ..query("head", "tail")
    };
    let a = solve(&dict, &q);
    let all = reference::all_shortest(&dict, "head", "tail", &[], 1000);
    assert_eq!(a.count, 13);
    assert_eq!(a.ladders().map(|v| v.as_slice()), Some(&all[..5]));
    assert_eq!(a.all.as_ref().map(|x| x.truncated), Some(true));
    // Layer i holds exactly the words at step i of some shortest ladder.
    let layers = a.all.as_ref().expect("layers").layers.clone();
    assert_eq!(layers.len(), 6);
    for (i, layer) in layers.iter().enumerate() {
        let want: BTreeSet<&String> = all.iter().map(|l| &l[i]).collect();
        assert_eq!(layer.iter().collect::<BTreeSet<_>>(), want, "layer {i}");
    }
    let q = LadderQuery {
        all: true,
        ..query("head", "tail")
    };
    let a = solve(&dict, &q);
    assert_eq!(a.ladders(), Some(&all));
    assert_eq!(a.all.as_ref().map(|x| x.truncated), Some(false));
    // Identical and neighbouring ends list themselves.
    let a = solve(
        &dict,
        &LadderQuery {
            all: true,
            ..query("cold", "cold")
        },
    );
    assert_eq!(a.ladders(), Some(&vec![vec!["cold".to_string()]]));
}

// ---------------------------------------------------------------------------------------------
// Graph facts.

/// The diameter of the largest component and its smallest pair of ends, by a BFS from every
/// node (independent of the bounds the solver uses).
fn all_pairs_diameter(g: &LengthGraph) -> (u32, (u32, u32)) {
    let mut bfs = Bfs::new(g.len());
    // (component size, eccentricity, pair) for every node.
    let runs: Vec<(usize, u32, (u32, u32))> = (0..g.len() as u32)
        .map(|v| {
            let (ecc, far) = bfs.run(g, v);
            (bfs.order().len(), ecc, (v.min(far), v.max(far)))
        })
        .collect();
    let largest = runs.iter().map(|r| r.0).max().unwrap_or(0);
    let mut best = (0, (u32::MAX, u32::MAX));
    for &(size, ecc, pair) in &runs {
        if size == largest && (ecc > best.0 || (ecc == best.0 && pair < best.1)) {
            best = (ecc, pair);
        }
    }
    best
}

#[test]
fn sgb_graph_facts() {
    let dict = sgb();
    assert_eq!(dict.len(), 5757);
    let a = ladder::graph(
        &dict,
        &GraphQuery { length: Some(5) },
        &mut Budget::default(),
    )
    .expect("graph");
    // Knuth, The Stanford GraphBase (1993): 5757 words, 14135 edges, 853 components, the
    // largest of 4493 words, 671 words with no neighbour.
    assert_eq!(
        (a.words, a.edges, a.components, a.largest, a.isolated),
        (5757, 14135, 853, 4493, 671)
    );
    assert!(a.complete);
    let g = LengthGraph::build(&dict, 5, &mut Budget::default()).expect("graph");
    let (d, (x, y)) = all_pairs_diameter(&g);
    assert_eq!(a.diameter, d);
    assert_eq!(
        a.diameter_ends,
        Some([g.word(x).to_string(), g.word(y).to_string()])
    );
    assert_eq!(
        (a.diameter, a.diameter_ends.as_ref().map(|e| e.join(" "))),
        (29, Some("amigo highs".to_string()))
    );
    // The edges agree with the star-word buckets.
    let index = reference::StarIndex::build(&dict, 5, &[], &[]);
    for v in 0..g.len() as u32 {
        let mine: Vec<&str> = g.neighbours(v).iter().map(|&w| g.word(w)).collect();
        assert_eq!(mine, index.neighbours(g.word(v)), "{}", g.word(v));
    }
}

#[test]
fn graph_facts_of_other_lengths() {
    let dict = wordwright::embedded::dictionary(20).expect("dictionary");
    for len in [1, 2, 3] {
        let a = ladder::graph(
            &dict,
            &GraphQuery { length: Some(len) },
            &mut Budget::default(),
        )
        .expect("graph");
        let r = reference::graph_facts(&dict, len);
        let ends = a.diameter_ends.map(|[x, y]| (x, y));
        assert_eq!(
            (
                a.words,
                a.edges,
                a.components,
                a.largest,
                a.isolated,
                a.diameter as usize,
                ends
            ),
            r,
            "length {len}"
        );
    }
    // No words of a length: zeros and no ends.
    let dict = wordwright::embedded::dictionary(70).expect("dictionary");
    let a = ladder::graph(
        &dict,
        &GraphQuery { length: Some(32) },
        &mut Budget::default(),
    )
    .expect("graph");
    assert_eq!(
        (a.words, a.edges, a.components, a.diameter, a.diameter_ends),
        (0, 0, 0, 0, None)
    );
    // A tiny budget stops the diameter early and says so.
    let a = ladder::graph(
        &dict,
        &GraphQuery { length: Some(4) },
        &mut Budget::new(1000),
    )
    .expect("graph");
    assert!(!a.complete);
}

// ---------------------------------------------------------------------------------------------
// Property tests against the reference BFS on small random dictionaries.

/// Words of length `len` over the letters a..a+letters.
fn word(len: usize, letters: u8) -> impl Strategy<Value = String> {
    proptest::collection::vec(0..letters, len)
        .prop_map(|v| v.into_iter().map(|b| (b'a' + b) as char).collect())
}

/// A small dictionary (words with levels), two ends and some words to avoid.
fn puzzle() -> impl Strategy<Value = (Vec<(String, u8)>, String, String, Vec<String>)> {
    (2usize..=4, 3u8..=4).prop_flat_map(|(len, letters)| {
        (
            proptest::collection::vec(
                (
                    word(len, letters),
                    proptest::sample::select(LEVELS.to_vec()),
                ),
                1..50,
            ),
            word(len, letters),
            word(len, letters),
            proptest::collection::vec(word(len, letters), 0..3),
        )
    })
}

fn dictionary(words: &[(String, u8)]) -> Dictionary {
    let pairs: Vec<(&str, u8)> = words.iter().map(|(w, l)| (w.as_str(), *l)).collect();
    Dictionary::from_pairs(&pairs, 95)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn ladders_match_the_reference((words, from, to, avoid) in puzzle()) {
        let dict = dictionary(&words);
        let avoid: Vec<String> = avoid.into_iter().filter(|w| *w != from && *w != to).collect();
        let q = LadderQuery { all: true, limit: Some(1000), avoid: avoid.clone(), ..query(&from, &to) };
        let a = solve(&dict, &q);
        let all = reference::all_shortest(&dict, &from, &to, &avoid, 100_000);
        let shortest = reference::shortest(&dict, &from, &to, &avoid);
        prop_assert_eq!(shortest.is_some(), !all.is_empty());
        if all.is_empty() {
            prop_assert_eq!(a.words(), None);
            prop_assert_eq!(a.count, 0);
            let reason = a.reason.expect("a reason");
            prop_assert!(reason.contains("no ladder joins them"), "{}", reason);
            // The groups: each end and every word a ladder from it can reach.
            let index = reference::StarIndex::build(&dict, from.len(), &[from.as_str(), to.as_str()], &avoid);
            let (n, m) = (index.distances(&from).len(), index.distances(&to).len());
            let f = from.to_uppercase();
            if n > 1 && m > 1 {
                let want = format!("{f} is in a group of {n} words and {} in a group of {m}", to.to_uppercase());
                prop_assert!(reason.starts_with(&want), "{} / {}", reason, want);
            } else if n == 1 {
                prop_assert!(reason.starts_with(&format!("{f} ")) && reason.contains("no neighbour"), "{}", reason);
            }
        } else {
            assert_valid(&dict, &q, &a);
            prop_assert_eq!(a.steps(), Some(shortest.expect("shortest").len() - 1));
            prop_assert_eq!(a.count.0, all.len() as u128);
            let common = all.iter().min_by_key(|l| (cost_sum(&dict, l), (*l).clone()));
            prop_assert_eq!(a.words(), common);
            prop_assert_eq!(a.ladders(), Some(&all));
            let first = solve(&dict, &LadderQuery { alphabetical: true, ..q.clone() });
            prop_assert_eq!(first.words(), all.first());
        }
        // The dictionary's own neighbour index gives the same answer as the CSR graph.
        let via_dict = ladder::solve_using(&dict, &q, &mut Budget::default(), |len, _| Ok(DictNeighbours::new(&dict, len)));
        prop_assert_eq!(via_dict.expect("solve"), solve(&dict, &q));
    }

    #[test]
    fn graph_facts_match_all_pairs_bfs(words in (3u8..=4, 3usize..=5).prop_flat_map(|(letters, len)| {
        proptest::collection::vec(word(len, letters), 1..120)
    })) {
        let dict = Dictionary::from_words(&words);
        let len = words[0].len();
        let a = ladder::graph(&dict, &GraphQuery { length: Some(len) }, &mut Budget::default()).expect("graph");
        let r = reference::graph_facts(&dict, len);
        let ends = a.diameter_ends.clone().map(|[x, y]| (x, y));
        prop_assert_eq!((a.words, a.edges, a.components, a.largest, a.isolated, a.diameter as usize, ends), r);
        prop_assert!(a.complete);
    }

    #[test]
    fn any_budget_gives_a_true_answer((words, from, to, _) in puzzle(), steps in 1u64..400) {
        let dict = dictionary(&words);
        let q = LadderQuery { all: true, ..query(&from, &to) };
        let full = solve(&dict, &q);
        let a = ladder::solve(&dict, &q, &mut Budget::new(steps)).expect("solve");
        if a.complete {
            prop_assert_eq!(a, full);
        } else if let Some(l) = a.words() {
            // Cut short while listing: the ladder shown and the count are still right.
            prop_assert_eq!(Some(l), full.words());
            prop_assert_eq!(a.count, full.count);
        }
    }
}

#[test]
fn each_dictionary_keeps_its_own_graphs() {
    // Two lists of the same length and size that differ in one word: the graph the first keeps
    // must not answer for the second.
    let a = Dictionary::from_words(&["cat", "cot", "cog", "dog"]);
    let b = Dictionary::from_words(&["cat", "cot", "cox", "dog"]);
    for _ in 0..2 {
        assert_eq!(solve(&a, &query("cat", "dog")).steps(), Some(3));
        assert_eq!(solve(&b, &query("cat", "dog")).steps(), None);
    }
}

#[test]
fn the_query_reads_the_page_options() {
    let values = |spec, pairs: &[(&str, &str)]| {
        wordwright::options::Values::read(
            spec,
            pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())),
            wordwright::options::Reach::Everywhere,
        )
    };
    let v = values(
        &ladder::LADDER,
        &[
            ("from", "head"),
            ("to", "tail"),
            ("all", "1"),
            ("limit", "3"),
            ("alphabetical", "true"),
            ("avoid", "heal"),
        ],
    )
    .expect("options");
    let q = LadderQuery::read(&v).expect("query");
    assert_eq!(
        (q.from.as_str(), q.limit, q.alphabetical, q.avoid.len()),
        ("head", Some(3), true, 1)
    );
    let e = values(
        &ladder::LADDER,
        &[("from", "a"), ("to", "b"), ("prefer_common", "1")],
    )
    .unwrap_err();
    assert_eq!(
        e.message,
        "unknown key \u{201c}prefer_common\u{201d}; did you mean \u{201c}prefer-common\u{201d}?"
    );
    let g = GraphQuery::read(&values(&ladder::GRAPH, &[("length", "5")]).unwrap()).unwrap();
    assert_eq!(g.length, Some(5));
}

// ---------------------------------------------------------------------------------------------
// Bad input.

#[test]
fn bad_input_names_the_problem() {
    let dict = Dictionary::from_words(&["cold", "cord", "card", "ward", "warm"]);
    let long = "a".repeat(40);
    let many: Vec<String> = (0..1_001).map(|_| "cord".to_string()).collect();
    let cases: Vec<(LadderQuery, ErrorKind, &str)> = vec![
        (
            query("cold", "warms"),
            ErrorKind::InvalidInput,
            "COLD has 4 letters and the last word WARMS has 5",
        ),
        (
            query("co1d", "warm"),
            ErrorKind::InvalidInput,
            "the first word has '1' at position 3",
        ),
        (
            query("cold", "wa m"),
            ErrorKind::InvalidInput,
            "the last word has a space at position 3",
        ),
        (
            query("cold", "wärm"),
            ErrorKind::InvalidInput,
            "(a letter outside a-z)",
        ),
        (
            query("", "warm"),
            ErrorKind::InvalidInput,
            "the first word is empty",
        ),
        (
            query("cold", "  "),
            ErrorKind::InvalidInput,
            "the last word is empty",
        ),
        (
            query(&long, &long),
            ErrorKind::TooLarge,
            "40 letters long; the limit is 32",
        ),
        (
            LadderQuery {
                avoid: vec!["cards".into()],
                ..query("cold", "warm")
            },
            ErrorKind::InvalidInput,
            "CARDS, has 5 letters",
        ),
        (
            LadderQuery {
                avoid: vec!["c?rd".into()],
                ..query("cold", "warm")
            },
            ErrorKind::InvalidInput,
            "avoided word 1 has '?'",
        ),
        (
            LadderQuery {
                avoid: vec!["warm".into()],
                ..query("cold", "warm")
            },
            ErrorKind::InvalidInput,
            "WARM is an end",
        ),
        (
            LadderQuery {
                avoid: many,
                ..query("cold", "warm")
            },
            ErrorKind::TooLarge,
            "1001 words to avoid",
        ),
    ];
    for (q, kind, want) in cases {
        let e = ladder::solve(&dict, &q, &mut Budget::default()).expect_err(want);
        assert_eq!(e.kind, kind, "{want}: {}", e.message);
        assert!(e.message.contains(want), "{want:?} not in {:?}", e.message);
    }
    // --length's bounds are the option reader's (docs/bad-input.md); a query built in code
    // with a length out of them is clamped, not refused.
    let a = ladder::graph(
        &dict,
        &GraphQuery { length: Some(40) },
        &mut Budget::default(),
    );
    assert_eq!(a.map(|a| a.length).ok(), Some(32));
}

// ---------------------------------------------------------------------------------------------
// The command line.

fn cli_json(args: &[&str]) -> (i32, Value) {
    let r = cli(args);
    let v = serde_json::from_str(&r.out)
        .unwrap_or_else(|e| panic!("{args:?}: {e}\n{}\n{}", r.out, r.err));
    (r.code, v)
}

fn keys(v: &Value) -> Vec<&str> {
    v.as_object()
        .expect("an object")
        .keys()
        .map(|k| k.as_str())
        .collect()
}

#[test]
fn cli_ladder_json() {
    let (code, v) = cli_json(&["ladder", "head", "tail", "--json"]);
    assert_eq!(code, 0);
    assert_eq!(
        keys(&v),
        [
            "ladder",
            "steps",
            "count",
            "complete",
            "changed_at",
            "levels",
            "commonness",
            "outside",
            "notes"
        ]
    );
    assert_eq!(
        v["ladder"],
        serde_json::json!(["head", "held", "hell", "tell", "tall", "tail"])
    );
    assert_eq!(v["commonness"].as_array().map(Vec::len), Some(6));
    assert_eq!(v["commonness"][0], "common");
    assert_eq!(
        (
            v["steps"].as_u64(),
            v["count"].as_u64(),
            v["complete"].as_bool()
        ),
        (Some(5), Some(13), Some(true))
    );

    let (code, v) = cli_json(&[
        "--json",
        "ladder",
        "head",
        "tail",
        "--all",
        "--limit",
        "2",
        "--avoid",
        "heal",
        "--prefer-common",
    ]);
    assert_eq!(code, 0);
    assert_eq!(
        keys(&v),
        [
            "ladder",
            "steps",
            "count",
            "complete",
            "ladders",
            "truncated",
            "layers",
            "changed_at",
            "levels",
            "commonness",
            "outside",
            "notes"
        ]
    );
    assert_eq!(v["ladders"].as_array().map(|a| a.len()), Some(2));
    assert_eq!(v["truncated"], Value::Bool(true));

    let (code, v) = cli_json(&["ladder", "iron", "cold", "--json"]);
    assert_eq!(code, 0);
    assert_eq!(keys(&v), ["ladder", "count", "complete", "reason", "notes"]);
    assert_eq!((&v["ladder"], v["count"].as_u64()), (&Value::Null, Some(0)));
    assert!(v["reason"]
        .as_str()
        .unwrap_or("")
        .starts_with("IRON is in a group of 2 words"));
}

#[test]
fn cli_ladder_text_and_word_lists() {
    let Run { code, out, err: _ } = cli(&["ladder", "cold", "warm"]);
    assert_eq!(code, 0);
    assert!(out.starts_with("cold "), "{out}");
    assert!(
        out.contains("\ncoRd "),
        "the changed letter in capitals: {out}"
    );
    assert!(
        out.contains("4 steps; 6 shortest ladders at level <= 70"),
        "{out}"
    );

    let Run { code, out, err: _ } = cli(&["ladder", "tears", "smile", "--dict", SGB]);
    assert_eq!(code, 0);
    assert!(
        out.contains("6 steps; 1 shortest ladder in your word list"),
        "{out}"
    );

    let (code, v) = cli_json(&["--dict", SGB, "graph", "--length", "5", "--json"]);
    assert_eq!(code, 0);
    assert_eq!(
        v,
        serde_json::json!({"length": 5, "words": 5757, "edges": 14135, "components": 853, "largest": 4493, "isolated": 671,
            "diameter": 29, "diameter_ends": ["amigo", "highs"], "complete": true, "notes": []})
    );
    let Run { code, out, err: _ } = cli(&["graph", "--length", "3", "--level", "10"]);
    assert_eq!(code, 0);
    assert!(
        out.contains("longest shortest ladder in the largest group"),
        "{out}"
    );

    // A budget too small to meet in the middle.
    let (code, v) = cli_json(&[
        "--budget", "5", "--dict", SGB, "ladder", "amigo", "highs", "--json",
    ]);
    assert_eq!(code, 0);
    assert_eq!(
        (&v["ladder"], &v["complete"]),
        (&Value::Null, &Value::Bool(false))
    );
}

/// The text says "No ladder." only when the search proved there is none; a search the budget
/// stopped found none, which it says as such.
#[test]
fn no_ladder_is_said_only_when_proved() {
    let stopped = cli(&["ladder", "head", "tail", "--budget", "1000"]);
    assert!(
        stopped
            .out
            .starts_with("No ladder found. The step budget ran out"),
        "{}",
        stopped.out
    );
    let proved = cli(&["ladder", "iron", "cold"]);
    assert!(
        proved.out.starts_with("No ladder. IRON is in a group"),
        "{}",
        proved.out
    );
}

/// An end word the dictionary lacks is still an end, and the answer says which (`outside`).
#[test]
fn end_words_outside_the_dictionary_are_named() {
    let v = cli(&["ladder", "xyzq", "xyzw", "--json"]).json();
    assert_eq!(v["outside"], serde_json::json!(["xyzq", "xyzw"]));
    let v = cli(&["ladder", "cold", "warm", "--json"]).json();
    assert_eq!(v["outside"], serde_json::json!([]));
    let out = cli(&["ladder", "xyzq", "xyzw"]).out;
    assert!(
        out.contains(
            "(XYZQ is not in the dictionary at level <= 70; a ladder may still end there)"
        ),
        "{out}"
    );
}

#[test]
fn avoid_takes_several_words_in_one_value() {
    // As the page's Avoid field does: `--avoid "heal, hell"` is `--avoid heal --avoid hell`.
    let (code, one) = cli_json(&["ladder", "head", "tail", "--avoid", "heal, hell", "--json"]);
    assert_eq!(code, 0);
    let (_, each) = cli_json(&[
        "ladder", "head", "tail", "--avoid", "heal", "--avoid", "hell", "--json",
    ]);
    let (_, none) = cli_json(&["ladder", "head", "tail", "--json"]);
    assert_eq!(one, each);
    assert_ne!(
        one["ladder"], none["ladder"],
        "the avoided words change the ladder"
    );
}
