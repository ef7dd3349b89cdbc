//! Times the rack solver against the permutation search (`reference::rack`) on the workloads of
//! issue 5, natively, and prints a markdown table. Run: `cargo bench --bench rack`.
//!
//! 1. 7-tile racks with 2 blanks, top 20 words, level 95: median time per query, both for the
//!    page's path (the dictionary keeps the scan's index between queries) and for the CLI's path
//!    (one query per dictionary, which builds the index of the lengths it needs).
//! 2. 800 random 7-tile racks drawn from the standard bag (seeds 0..800), top 20, levels 70 and
//!    95: racks per second.
//!
//! Both solvers must find the same number of words for every rack, or the bench stops.
#![allow(clippy::disallowed_methods)] // std sorts are fine off the wasm path (clippy.toml)

mod common;

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use wordwright::budget::Budget;
use wordwright::dict::Dictionary;
use wordwright::rack::{self, RackQuery, TileSet};
use wordwright::reference::rack::{Options, PermutationSearch};

const LIMIT: usize = 20;
const BLANK_RACKS: [&str; 4] = ["aeinr??", "qjxz?e?", "ettso??", "b?cd?gh"];
const RANDOM_RACKS: u64 = 800;

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

fn query(tiles: &str) -> RackQuery {
    RackQuery {
        tiles: Some(tiles.to_string()),
        limit: Some(LIMIT),
        ..Default::default()
    }
}

/// The page's path: the dictionary keeps the index between queries.
fn kept(d: &Dictionary, tiles: &str) -> (usize, u64) {
    let mut budget = Budget::default();
    let a = rack::solve(d, &query(tiles), &mut budget).expect("valid rack");
    assert!(a.complete);
    (a.count, budget.used())
}

/// The CLI's path: the time of a query on a copy of `d` with no scan index built yet (its
/// by-length lists are built before the clock starts, so this is the scan index's cost).
fn fresh(d: &Dictionary, tiles: &str) -> Duration {
    let cold = d.unindexed();
    cold.ids_with_len(0);
    let t = Instant::now();
    let a = rack::solve(&cold, &query(tiles), &mut Budget::default()).expect("valid rack");
    std::hint::black_box(a.count);
    t.elapsed()
}

fn reference(p: &PermutationSearch, set: &TileSet, tiles: &str) -> usize {
    let opts = Options {
        // The rack's default: words of two letters or more.
        min_len: rack::RACK_MIN_LEN.or_default(None),
        max_len: 60,
        bonus: set.bonus,
        rack_size: set.rack_size,
        ..Default::default()
    };
    let words = p.solve(tiles.as_bytes(), &set.values, &opts);
    // The same best-first top 20 the solver lists, so both do the whole job.
    let by_score: BTreeMap<(std::cmp::Reverse<u32>, &str), ()> = words
        .iter()
        .map(|(w, s)| ((std::cmp::Reverse(*s), w.as_str()), ()))
        .collect();
    std::hint::black_box(by_score.keys().take(LIMIT).count());
    words.len()
}

fn time<T>(runs: usize, mut f: impl FnMut() -> T) -> Duration {
    median(
        (0..runs)
            .map(|_| {
                let t = Instant::now();
                std::hint::black_box(f());
                t.elapsed()
            })
            .collect(),
    )
}

fn ms(d: Duration) -> String {
    format!("{:.2} ms", d.as_secs_f64() * 1e3)
}

fn main() {
    let set = TileSet::standard();
    let t = Instant::now();
    let d95 = wordwright::embedded::dictionary(95).expect("dictionary");
    let load95 = t.elapsed();
    let d70 = wordwright::embedded::dictionary(70).expect("dictionary");
    let t = Instant::now();
    let p95 = PermutationSearch::new(&d95);
    let hash95 = t.elapsed();
    let p70 = PermutationSearch::new(&d70);
    // The first query on a dictionary builds its per-length lists and the index of lengths 1-7.
    let t = Instant::now();
    kept(&d95, "abcdefg");
    let first95 = t.elapsed();

    println!("| workload | wordwright, index kept (page) | wordwright, fresh index (CLI) | permutation search | ratio (kept) |");
    println!("|---|---|---|---|---|");
    let mut steps_per_ms = Vec::new();
    let mut rows = common::Rows::new("rack");
    let row = |workload: String, level, ours, theirs, inputs| common::Row {
        workload,
        command: "rack",
        level,
        ours,
        baseline: common::Baseline::Done(theirs),
        aggregate: common::Aggregate::Median,
        inputs,
        baseline_budget: None,
        note: "permutation search; ours keeps its index between queries (the page's path)".into(),
    };
    let input = |r: &str| {
        common::input(
            serde_json::json!({"tiles": r, "limit": LIMIT}),
            serde_json::json!({"tiles": r}),
        )
    };
    for tiles in BLANK_RACKS {
        let kept_t = time(21, || kept(&d95, tiles));
        let fresh_t = median((0..9).map(|_| fresh(&d95, tiles)).collect());
        let ref_t = time(3, || reference(&p95, &set, tiles));
        let (count, steps) = kept(&d95, tiles);
        assert_eq!(
            count,
            reference(&p95, &set, tiles),
            "{tiles}: both find the same words"
        );
        steps_per_ms.push(steps as f64 / (kept_t.as_secs_f64() * 1e3));
        println!(
            "| `{tiles}`, top {LIMIT}, level 95 ({count} words) | {} | {} | {} | {:.0}x |",
            ms(kept_t),
            ms(fresh_t),
            ms(ref_t),
            ref_t.as_secs_f64() / kept_t.as_secs_f64()
        );
        rows.add(row(
            format!("rack: `{tiles}`, top {LIMIT}, level 95"),
            95,
            kept_t,
            ref_t,
            vec![input(tiles)],
        ));
    }
    for (level, d, p) in [(70, &d70, &p70), (95, &d95, &p95)] {
        let racks: Vec<String> = (0..RANDOM_RACKS)
            .map(|seed| set.draw(seed).text())
            .collect();
        for r in &racks {
            assert_eq!(
                kept(d, r).0,
                reference(p, &set, r),
                "{r}: both find the same words"
            );
        }
        let kept_t = time(5, || racks.iter().map(|r| kept(d, r).0).sum::<usize>());
        let fresh_t = median(
            (0..3)
                .map(|_| racks.iter().map(|r| fresh(d, r)).sum::<Duration>())
                .collect(),
        );
        let ref_t = time(3, || {
            racks.iter().map(|r| reference(p, &set, r)).sum::<usize>()
        });
        let rate = |t: Duration| format!("{:.0} racks/s", RANDOM_RACKS as f64 / t.as_secs_f64());
        println!(
            "| {RANDOM_RACKS} random racks (standard bag, seeds 0..{RANDOM_RACKS}), top {LIMIT}, level {level} | {} | {} | {} | {:.0}x |",
            rate(kept_t),
            rate(fresh_t),
            rate(ref_t),
            ref_t.as_secs_f64() / kept_t.as_secs_f64()
        );
        rows.add(common::Row {
            aggregate: common::Aggregate::Sum,
            ..row(
                format!(
                    "rack: {RANDOM_RACKS} random racks (standard bag), top {LIMIT}, level {level}"
                ),
                level,
                kept_t,
                ref_t,
                racks.iter().map(|r| input(r)).collect(),
            )
        });
    }
    rows.write();
    println!();
    println!(
        "One-time costs at level 95: decoding the dictionary {}, the first rack query (builds the \
         per-length lists and the index of lengths 1-7) {}, the permutation search's hash set {}.",
        ms(load95),
        ms(first95),
        ms(hash95)
    );
    let mean = steps_per_ms.iter().sum::<f64>() / steps_per_ms.len() as f64;
    println!(
        "Budget: about {mean:.0} steps per ms on the blank racks; the default {} steps would last {:.1} s.",
        wordwright::budget::DEFAULT_STEPS,
        wordwright::budget::DEFAULT_STEPS as f64 / mean / 1e3
    );
    let load = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    println!(
        "Load average during the run: {}",
        load.split_whitespace()
            .take(3)
            .collect::<Vec<_>>()
            .join(" ")
    );
}
