//! Times phrase anagrams (`words --phrase-anagram`: candidates, the best-first search for the
//! first 20 phrases, handed over as the page's first page, then the count of all of them) with
//! the embedded ranking data, and prints a markdown table: the median of 5 runs to the first page
//! and to the whole answer, the budget steps used, and nanoseconds per step (the
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
use wordwright::finder::{phrase_anagrams_streamed, PhraseQuery};

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

/// One query: (time, time to the first page, count, steps used, complete).
fn run(d: &Dictionary, r: &RankingData, q: &PhraseQuery) -> (Duration, Duration, usize, u64, bool) {
    let mut budget = Budget::default();
    let t = Instant::now();
    let mut first = None;
    let a = phrase_anagrams_streamed(d, Some(r), q, &mut budget, &mut |_| {
        first = Some(t.elapsed())
    })
    .expect("a valid query");
    let all = t.elapsed();
    (
        all,
        first.unwrap_or(all),
        a.count,
        budget.used(),
        a.complete,
    )
}

fn main() {
    let ranking = wordwright::embedded::ranking().expect("ranking data");
    println!(
        "## Phrase anagrams, the first 20 and the count, default budget ({DEFAULT_STEPS} steps)\n"
    );
    println!(
        "| phrase | level | words | phrases | first 20, median of 5 | and the count | budget steps | ns a step | complete |"
    );
    println!("|---|---|---|---|---|---|---|---|---|");
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
        let runs: Vec<_> = (0..5).map(|_| run(&d, &ranking, &q)).collect();
        let (_, _, count, steps, complete) = runs[0];
        let median = |f: fn(&(Duration, Duration, usize, u64, bool)) -> Duration| {
            let mut v: Vec<Duration> = runs.iter().map(f).collect();
            v.sort();
            v[2]
        };
        let (time, first) = (median(|r| r.0), median(|r| r.1));
        println!(
            "| {phrase} | {level} | {} | {count} | {:.1} ms | {:.1} ms | {steps} | {:.0} | {complete} |",
            words.map_or("1-3".to_string(), |n| n.to_string()),
            first.as_secs_f64() * 1e3,
            time.as_secs_f64() * 1e3,
            time.as_secs_f64() * 1e9 / steps.max(1) as f64,
        );
        let letters = phrase.bytes().filter(u8::is_ascii_alphabetic).count();
        let mut args = json!({ "phrase-anagram": phrase, "limit": 20 });
        if let Some(n) = words {
            args["words"] = json!(n);
        }
        let name = format!(
            "phrase anagram \u{201c}{phrase}\u{201d} ({letters} letters, {} words, level {level})",
            words.map_or("1-3".to_string(), |n| n.to_string())
        );
        let row = |what: &str, ours: Duration| common::Row {
            workload: format!("{name}, {what}"),
            command: "words",
            level,
            ours,
            baseline: common::Baseline::NotRun("ours only: no classic baseline"),
            aggregate: common::Aggregate::Median,
            inputs: vec![common::input(args.clone(), json!(null))],
            baseline_budget: None,
            note: format!("{count} phrases in all, {steps} budget steps, complete: {complete}"),
        };
        // The page shows the first 20 as soon as they are found, then the count.
        rows.add_until_partial(row("first 20 (shown before the count)", first));
        rows.add(row("first 20 and the count", time));
    }
    rows.write();
}
