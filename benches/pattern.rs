//! Times the word finder's patterns (`finder::find_words`: the compiled pattern walked along the
//! sorted dictionary, then the list sorted by commonness) against the plain finder that runs the
//! backtracking matcher on every word (`reference::finder`), at level 95 (425,015 words), and
//! prints a markdown table. Run: `cargo bench --bench pattern`.
//!
//! 1. Typical patterns: median time of 11 queries each, the budget steps used, and the
//!    reference's time (one run). Both must find the same number of words, or the bench stops.
//! 2. Adversarial patterns (many variables and stars, big repeats of stars, anagram groups of
//!    classes): time, steps and whether the walk completed within the default budget.
//! 3. Anagram groups (`words --anagram-groups`, read off the signature index): median of 11,
//!    against the reference that sorts every word's letters and gathers them in a map. Both must
//!    find the same number of groups.
#![allow(clippy::disallowed_methods)] // std sorts are fine off the wasm path (clippy.toml)

mod common;

use std::time::{Duration, Instant};

use serde_json::json;
use wordwright::budget::{Budget, DEFAULT_STEPS};
use wordwright::dict::Dictionary;
use wordwright::finder::{anagram_groups, find_words, GroupsQuery, WordsQuery};
use wordwright::reference::finder as reference;

const TYPICAL: [&str; 21] = [
    "c?t*",
    "#@#@#",
    "1?2?1",
    "a{0,}b{0,}c{0,}",
    "<aeinrst>",
    "(un|re)*ing",
    "?a?e",
    "*ing",
    "12?21",
    "<tca>s",
    "C _ T _ _ S",
    "(#@){3,}",
    "*1*1*",
    "*",
    "?*ing",
    "*<ab?>",
    "*x*y",
    "1*1",
    "*11*",
    "*1?1*",
    "*1*1*1*",
];

const ADVERSARIAL: [&str; 14] = [
    "*1*2*3*4*5*6*7*8*9*",
    "*12*21*",
    "*1*2*3*3*2*1*",
    "*(1|2|3)*(1|2|3)*(1|2|3)*(1|2|3)*",
    "1*2*3*4*5*6*7*8*9*1",
    "123456789*",
    "(?{0,64}){64}",
    "*<??????????????>*",
    "*<abcdefghijklmnopqrstuvwxyz>*",
    "*<[a-m][b-n][c-o][d-p][e-q][f-r][g-s][h-t]>*",
    "(1|2|3|4|5|6|7|8|9){9}*",
    "*(#{1,3}@{1,3}){1,}*1*1*1*",
    "*1*2*1*2*",
    "*1*2*2*1*",
];

fn query(p: &str) -> WordsQuery {
    WordsQuery {
        pattern: Some(p.to_string()),
        ..Default::default()
    }
}

/// One query: (time, count, steps used, complete).
fn ours(d: &Dictionary, p: &str) -> (Duration, usize, u64, bool) {
    let mut budget = Budget::default();
    let t = Instant::now();
    let a = find_words(d, &query(p), &mut budget).expect("a valid pattern");
    (t.elapsed(), a.count, budget.used(), a.complete)
}

/// The anagram-groups workloads: (name, pattern, min size, deranged).
const GROUPS: [(&str, Option<&str>, usize, bool); 4] = [
    ("anagram groups", None, 2, false),
    ("anagram groups of 6+ words", None, 6, false),
    ("deranged anagram pairs", None, 2, true),
    ("anagram groups of *ing", Some("*ing"), 2, false),
];

/// One anagram-groups query: (time, count, steps used, complete).
fn groups(d: &Dictionary, q: &GroupsQuery) -> (Duration, usize, u64, bool) {
    let mut budget = Budget::default();
    let t = Instant::now();
    let a = anagram_groups(d, q, &mut budget).expect("a valid query");
    (t.elapsed(), a.count, budget.used(), a.complete)
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

fn ms(d: Duration) -> String {
    format!("{:.2} ms", d.as_secs_f64() * 1e3)
}

fn main() {
    let d = wordwright::embedded::dictionary(95).expect("dictionary");
    let mut rows = common::Rows::new("pattern");
    println!("## Typical patterns, level 95 ({} words)\n", d.len());
    println!("| pattern | words | wordwright (median of 11) | budget steps | reference (every word) | ratio |");
    println!("|---|---|---|---|---|---|");
    for p in TYPICAL {
        ours(&d, p);
        let runs: Vec<_> = (0..11).map(|_| ours(&d, p)).collect();
        let (_, count, steps, complete) = runs[0];
        assert!(complete, "{p} did not complete");
        let time = median(runs.iter().map(|r| r.0).collect());
        let t = Instant::now();
        let want = reference::find_words(&d, Some(p), None, None, None, None);
        let theirs = t.elapsed();
        assert_eq!(count, want.len(), "{p}: the reference finds another count");
        println!(
            "| `{p}` | {count} | {} | {steps} | {} | {:.0}x |",
            ms(time),
            ms(theirs),
            theirs.as_secs_f64() / time.as_secs_f64()
        );
        rows.add(common::Row {
            workload: format!("pattern {p}"),
            command: "words",
            level: 95,
            ours: time,
            baseline: common::Baseline::Done(theirs),
            aggregate: common::Aggregate::Median,
            inputs: vec![common::input(
                json!({ "pattern": p }),
                json!({ "pattern": p }),
            )],
            baseline_budget: None,
            note: "backtracking matcher on every word".into(),
        });
    }
    println!("\n## Adversarial patterns, level 95, default budget ({DEFAULT_STEPS} steps)\n");
    println!("| pattern | words | wordwright | budget steps | complete |");
    println!("|---|---|---|---|---|");
    let mut worst: Option<(&str, Duration, u64)> = None;
    for p in ADVERSARIAL {
        let (time, count, steps, complete) = ours(&d, p);
        println!("| `{p}` | {count} | {} | {steps} | {complete} |", ms(time));
        if worst.is_none_or(|w| time > w.1) {
            worst = Some((p, time, steps));
        }
        rows.add(common::Row {
            workload: format!("adversarial pattern {p}"),
            command: "words",
            level: 95,
            ours: time,
            baseline: common::Baseline::NotRun("adversarial: ours only"),
            aggregate: common::Aggregate::Median,
            inputs: vec![common::input(json!({ "pattern": p }), json!(null))],
            baseline_budget: None,
            note: format!("{steps} budget steps, complete: {complete}"),
        });
    }
    if let Some((p, time, steps)) = worst {
        println!("\nSlowest: `{p}`, {} and {steps} steps.", ms(time));
    }
    println!("\n## Anagram groups, level 95\n");
    println!("| workload | groups | wordwright (median of 11) | budget steps | reference (sort every word) | ratio |");
    println!("|---|---|---|---|---|---|");
    for (name, pattern, min_size, deranged) in GROUPS {
        let q = GroupsQuery {
            pattern: pattern.map(str::to_string),
            min_size: Some(min_size),
            deranged,
            ..Default::default()
        };
        groups(&d, &q);
        let runs: Vec<_> = (0..11).map(|_| groups(&d, &q)).collect();
        let (_, count, steps, complete) = runs[0];
        assert!(complete, "{name} did not complete");
        let time = median(runs.iter().map(|r| r.0).collect());
        let t = Instant::now();
        let want = reference::anagram_groups(&d, pattern, false, (1, 60), min_size, deranged);
        let theirs = t.elapsed();
        assert_eq!(
            count,
            want.len(),
            "{name}: the reference finds another count"
        );
        println!(
            "| {name} | {count} | {} | {steps} | {} | {:.0}x |",
            ms(time),
            ms(theirs),
            theirs.as_secs_f64() / time.as_secs_f64()
        );
        let mut args =
            json!({ "anagram-groups": true, "min-size": min_size, "deranged": deranged });
        if let Some(p) = pattern {
            args["pattern"] = json!(p);
        }
        rows.add(common::Row {
            workload: name.to_string(),
            command: "words",
            level: 95,
            ours: time,
            baseline: common::Baseline::Done(theirs),
            aggregate: common::Aggregate::Median,
            inputs: vec![common::input(
                args,
                json!({ "groups": true, "pattern": pattern, "min_size": min_size, "deranged": deranged }),
            )],
            baseline_budget: None,
            note: "reference: every word's letters sorted, gathered in a map".into(),
        });
    }
    rows.write();
}
