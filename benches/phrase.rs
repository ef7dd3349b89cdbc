//! Times phrase anagrams (`words --phrase-anagram`: candidates, the best-first search for the
//! first 20 phrases, then the count of all of them) with the embedded ranking data, and prints
//! a markdown table: the median of 5 runs, the budget steps used, and nanoseconds per step (the
//! budget's calibration: `budget::DEFAULT_STEPS` is meant to last about 2 s, about 33 ns a step).
//! Run: `cargo bench --bench phrase`. It also writes its rows to `target/bench/phrase.json` for
//! `./build.sh bench`, whose bench page replays them in wasm (there is no classic baseline to
//! time against: the reference solver of the tests enumerates every phrase, which is the point
//! of not doing so).
#![allow(clippy::disallowed_methods)] // std sorts are fine off the wasm path (clippy.toml)

mod common;

use std::time::{Duration, Instant};

use serde_json::json;

use wordwright::budget::{Budget, DEFAULT_STEPS};
use wordwright::dict::{Dictionary, RankingData};
use wordwright::finder::{phrase_anagrams, PhraseQuery};

/// (phrase, --words, level).
const WORKLOADS: [(&str, Option<usize>, u8); 7] = [
    ("dormitory", None, 70),
    ("the morse code", None, 70),
    ("a decimal point", None, 70),
    ("clint eastwood", None, 70),
    ("william shakespeare", None, 70),
    ("clint eastwood", None, 95),
    ("clint eastwood", Some(4), 70),
];

/// One query: (time, count, steps used, complete).
fn run(d: &Dictionary, r: &RankingData, q: &PhraseQuery) -> (Duration, usize, u64, bool) {
    let mut budget = Budget::default();
    let t = Instant::now();
    let a = phrase_anagrams(d, Some(r), q, &mut budget).expect("a valid query");
    (t.elapsed(), a.count, budget.used(), a.complete)
}

fn main() {
    let ranking = wordwright::embedded::ranking().expect("ranking data");
    println!(
        "## Phrase anagrams, the first 20 and the count, default budget ({DEFAULT_STEPS} steps)\n"
    );
    println!(
        "| phrase | level | words | phrases | median of 5 | budget steps | ns a step | complete |"
    );
    println!("|---|---|---|---|---|---|---|---|");
    let mut rows = common::Rows::new("phrase");
    for (phrase, words, level) in WORKLOADS {
        let d = wordwright::embedded::dictionary(level).expect("dictionary");
        let q = PhraseQuery {
            phrase: phrase.to_string(),
            words,
            limit: Some(20),
            ..PhraseQuery::default()
        };
        run(&d, &ranking, &q);
        let mut runs: Vec<_> = (0..5).map(|_| run(&d, &ranking, &q)).collect();
        let (_, count, steps, complete) = runs[0];
        runs.sort_by_key(|r| r.0);
        let time = runs[2].0;
        println!(
            "| {phrase} | {level} | {} | {count} | {:.1} ms | {steps} | {:.0} | {complete} |",
            words.map_or("1-3".to_string(), |n| n.to_string()),
            time.as_secs_f64() * 1e3,
            time.as_secs_f64() * 1e9 / steps.max(1) as f64,
        );
        let letters = phrase.bytes().filter(u8::is_ascii_alphabetic).count();
        let mut args = json!({ "phrase-anagram": phrase, "limit": 20 });
        if let Some(n) = words {
            args["words"] = json!(n);
        }
        rows.add(common::Row {
            workload: format!(
                "phrase anagram \u{201c}{phrase}\u{201d} ({letters} letters, {} words, level {level}), first 20 and the count",
                words.map_or("1-3".to_string(), |n| n.to_string())
            ),
            command: "words",
            level,
            ours: time,
            baseline: common::Baseline::NotRun("ours only: no classic baseline"),
            aggregate: common::Aggregate::Median,
            inputs: vec![common::input(args, json!(null))],
            baseline_budget: None,
            note: format!("{count} phrases in all, {steps} budget steps, complete: {complete}"),
        });
    }
    rows.write();
}
