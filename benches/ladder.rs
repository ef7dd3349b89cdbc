//! Word-ladder benchmark: `cargo bench --bench ladder`. Times the workloads natively,
//! ours beside the classic star-bucket BFS (src/reference/ladder.rs), and prints markdown tables.
//! Each figure is the median of several runs; no time is asserted anywhere.
#![allow(clippy::disallowed_methods)] // std sorts are fine off the wasm path (clippy.toml)

mod common;

use std::time::{Duration, Instant};

use wordwright::budget::Budget;
use wordwright::dict::{wordlist, Dictionary};
use wordwright::ladder::{self, DictNeighbours, GraphQuery, LadderQuery, LengthGraph};
use wordwright::reference::ladder as reference;
use wordwright::rng::SplitMix64;

const RUNS: usize = 5;

/// The median time of `RUNS` runs of `f`.
fn median<T>(mut f: impl FnMut() -> T) -> Duration {
    let mut times: Vec<Duration> = (0..RUNS)
        .map(|_| {
            let t = Instant::now();
            std::hint::black_box(f());
            t.elapsed()
        })
        .collect();
    times.sort();
    times[RUNS / 2]
}

fn ms(d: Duration) -> String {
    format!("{:.3}", d.as_secs_f64() * 1e3)
}

/// Per-query medians, summarised as (median over queries, largest over queries).
fn summary(mut v: Vec<Duration>) -> (Duration, Duration) {
    v.sort();
    (v[v.len() / 2], *v.last().unwrap_or(&Duration::ZERO))
}

/// `count` random pairs of distinct words of length `len` that are joined by a ladder, plus the
/// two ends of the longest shortest ladder (the hardest pair).
fn pairs(dict: &Dictionary, len: usize, count: usize, seed: u64) -> Vec<(String, String)> {
    let g = LengthGraph::build(dict, len, &mut Budget::default()).expect("graph");
    let f = ladder::facts(&g, &mut Budget::default());
    let mut bfs = ladder::Bfs::new(g.len());
    let (a, _) = f.ends.expect("words");
    bfs.run(&g, a);
    let giant: Vec<u32> = bfs.order().to_vec();
    let mut rng = SplitMix64::new(seed);
    let mut out: Vec<(String, String)> = (0..count)
        .map(|_| {
            let x = giant[rng.below(giant.len() as u64) as usize];
            let y = giant[rng.below(giant.len() as u64) as usize];
            (g.word(x).to_string(), g.word(y).to_string())
        })
        .filter(|(x, y)| x != y)
        .collect();
    if let Some((a, b)) = f.ends {
        out.push((g.word(a).to_string(), g.word(b).to_string()));
    }
    out
}

fn query(from: &str, to: &str, all: bool) -> LadderQuery {
    LadderQuery {
        from: from.into(),
        to: to.into(),
        all,
        ..Default::default()
    }
}

fn ladders(dict: &Dictionary, rows: &mut common::Rows) {
    println!(
        "### Shortest ladders, level <= 70 (ms per query: median over the pairs / slowest pair)\n"
    );
    println!("Each length: 40 random pairs joined by a ladder plus the two ends of its longest shortest ladder.");
    println!("\"ours\" reuses the length's graph (built once, first column); the star-bucket BFS builds its");
    println!("buckets per query (the classic program) or, in the next column, only searches.\n");
    println!("| length | words | graph build | ours: shortest + count | ours: + list 100 (`--all`) | ours over `for_each_neighbour` | star-bucket BFS: build + search | star-bucket BFS: search only | ratio (build + search / ours) | ratio (search only / ours) |");
    println!("|---|---|---|---|---|---|---|---|---|---|");
    for len in 3..=8 {
        let pairs = pairs(dict, len, 40, len as u64);
        let (mut ours, mut all, mut viadict, mut refr, mut refsearch) =
            (vec![], vec![], vec![], vec![], vec![]);
        let index = reference::StarIndex::build(dict, len, &[], &[]);
        let build = median(|| LengthGraph::build(dict, len, &mut Budget::default()));
        // Warm the dictionary's own neighbour index for this length (it is built once and kept).
        dict.neighbours(&vec![b'a'; len]);
        for (from, to) in &pairs {
            let a = ladder::solve(dict, &query(from, to, false), &mut Budget::default())
                .expect("solve");
            let r = reference::shortest(dict, from, to, &[]).expect("reference ladder");
            assert_eq!(a.steps(), Some(r.len() - 1), "{from} -> {to}");
            ours.push(median(|| {
                ladder::solve(dict, &query(from, to, false), &mut Budget::default())
            }));
            all.push(median(|| {
                ladder::solve(dict, &query(from, to, true), &mut Budget::default())
            }));
            viadict.push(median(|| {
                ladder::solve_using(
                    dict,
                    &query(from, to, false),
                    &mut Budget::default(),
                    |len, _| Ok(DictNeighbours::new(dict, len)),
                )
            }));
            refr.push(median(|| reference::shortest(dict, from, to, &[])));
            refsearch.push(median(|| reference::shortest_in(&index, from, to)));
        }
        rows.add(common::Row {
            workload: format!("ladder: shortest ladder + count, {len} letters, 41 pairs (median)"),
            command: "ladder",
            level: 70,
            ours: summary(ours.clone()).0,
            baseline: common::Baseline::Done(summary(refr.clone()).0),
            aggregate: common::Aggregate::Median,
            inputs: pairs
                .iter()
                .map(|(from, to)| {
                    let q = serde_json::json!({"from": from, "to": to});
                    common::input(q.clone(), q)
                })
                .collect(),
            baseline_budget: None,
            note: "star-bucket BFS, buckets built per query; ours reuses the length's graph".into(),
        });
        let (o, om) = summary(ours);
        let (a, am) = summary(all);
        let (d, dm) = summary(viadict);
        let (r, rm) = summary(refr);
        let (s, sm) = summary(refsearch);
        println!(
            "| {len} | {} | {} | {} / {} | {} / {} | {} / {} | {} / {} | {} / {} | {:.0}x | {:.0}x |",
            dict.ids_with_len(len).len(),
            ms(build),
            ms(o),
            ms(om),
            ms(a),
            ms(am),
            ms(d),
            ms(dm),
            ms(r),
            ms(rm),
            ms(s),
            ms(sm),
            r.as_secs_f64() / o.as_secs_f64(),
            s.as_secs_f64() / o.as_secs_f64(),
        );
    }
    println!();
}

/// When to run the all-pairs star-bucket BFS beside ours.
#[derive(Clone, Copy, PartialEq)]
enum AllPairs {
    Always,
    /// Only with LADDER_BENCH_ALL_PAIRS=1 in the environment (it takes minutes).
    OnRequest,
    Never,
}

/// Graph facts, ours beside the all-pairs star-bucket BFS.
fn graph_facts(
    name: &str,
    dict: &Dictionary,
    len: usize,
    all_pairs: AllPairs,
    rows: &mut common::Rows,
) {
    let with_reference = all_pairs == AllPairs::Always
        || (all_pairs == AllPairs::OnRequest
            && std::env::var("LADDER_BENCH_ALL_PAIRS").is_ok_and(|v| v == "1"));
    let q = GraphQuery { length: Some(len) };
    let ours = median(|| ladder::graph(dict, &q, &mut Budget::default()));
    let a = ladder::graph(dict, &q, &mut Budget::default()).expect("graph");
    let g = LengthGraph::build(dict, len, &mut Budget::default()).expect("graph");
    let build = median(|| LengthGraph::build(dict, len, &mut Budget::default()));
    let searches = ladder::facts(&g, &mut Budget::default()).searches;
    let mut baseline = common::Baseline::NotRun("all-pairs BFS not run (minutes)");
    let refr = if with_reference {
        let t = Instant::now();
        let r = reference::graph_facts(dict, len);
        let took = t.elapsed();
        baseline = common::Baseline::Done(took);
        assert_eq!((r.0, r.1, r.5), (a.words, a.edges, a.diameter as usize));
        format!(
            "{} | {:.0}x",
            ms(took),
            took.as_secs_f64() / ours.as_secs_f64()
        )
    } else {
        "not run | -".to_string()
    };
    rows.add(common::Row {
        workload: format!("graph: facts, {name}"),
        command: "graph",
        level: if name.starts_with("SGB") {
            0
        } else {
            name[6..8].parse().unwrap_or(0)
        },
        ours,
        baseline,
        aggregate: common::Aggregate::Median,
        inputs: vec![common::input(
            serde_json::json!({"length": len}),
            serde_json::json!({"length": len}),
        )],
        baseline_budget: None,
        note: "all-pairs star-bucket BFS".into(),
    });
    println!(
        "| {name} | {} | {} | {} | {} | {} | {} | {} |",
        a.words,
        a.edges,
        a.diameter,
        searches,
        ms(build),
        ms(ours),
        refr
    );
}

fn main() {
    let dict70 = wordwright::embedded::dictionary(70).expect("embedded dictionary");
    let dict95 = wordwright::embedded::dictionary(95).expect("embedded dictionary");
    let sgb_text =
        std::fs::read_to_string("tests/data/sgb-words.dat").expect("tests/data/sgb-words.dat");
    let (sgb, _) = wordlist::parse(&sgb_text).expect("SGB list");

    let mut rows = common::Rows::new("ladder");
    ladders(&dict70, &mut rows);

    println!("### Graph facts (ms; all-pairs star-bucket BFS as the reference)\n");
    println!("| graph | words | edges | diameter | BFS runs | graph build | ours: all facts | all-pairs BFS | ratio |");
    println!("|---|---|---|---|---|---|---|---|---|");
    let dict20 = wordwright::embedded::dictionary(20).expect("embedded dictionary");
    graph_facts(
        "level 20, 4 letters",
        &dict20,
        4,
        AllPairs::Always,
        &mut rows,
    );
    graph_facts("SGB 5-letter", &sgb, 5, AllPairs::OnRequest, &mut rows);
    graph_facts(
        "level 70, 5 letters",
        &dict70,
        5,
        AllPairs::Never,
        &mut rows,
    );
    graph_facts(
        "level 95, 5 letters",
        &dict95,
        5,
        AllPairs::Never,
        &mut rows,
    );
    graph_facts(
        "level 95, 4 letters",
        &dict95,
        4,
        AllPairs::Never,
        &mut rows,
    );
    graph_facts(
        "level 95, 3 letters",
        &dict95,
        3,
        AllPairs::OnRequest,
        &mut rows,
    );
    graph_facts(
        "level 95, 8 letters",
        &dict95,
        8,
        AllPairs::Never,
        &mut rows,
    );
    println!();
    rows.write();
}
