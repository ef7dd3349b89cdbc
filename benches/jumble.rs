//! Times the Jumble workloads of issue 3 natively, ours against the reference permutation
//! search, and prints markdown tables (`cargo bench --bench jumble`). Medians of several runs;
//! the dictionary and its indexes are built once before timing (their one-time cost is
//! printed separately). Also measures how long the default step budget lasts, and the rank of
//! each published answer in tests/data/jumble-published.txt.
#![allow(clippy::disallowed_methods)] // std sorts are fine off the wasm path (clippy.toml)

mod common;

use std::time::{Duration, Instant};

use common::{Aggregate, Baseline, Row, Rows};
use wordwright::budget::{Budget, DEFAULT_STEPS};
use wordwright::dict::Dictionary;
use wordwright::jumble::{self, JumbleQuery};
use wordwright::letters::LetterCounts;
use wordwright::reference;

fn query(clues: &[&str], answer: &str, limit: usize) -> JumbleQuery {
    JumbleQuery {
        clue: clues.iter().map(|s| s.to_string()).collect(),
        pin: Vec::new(),
        answer: answer.to_string(),
        limit: Some(limit),
    }
}

fn median(mut runs: Vec<Duration>) -> Duration {
    runs.sort();
    runs[runs.len() / 2]
}

fn time<T>(runs: usize, mut f: impl FnMut() -> T) -> (Duration, T) {
    let mut times = Vec::with_capacity(runs);
    let mut last = None;
    for _ in 0..runs {
        let t = Instant::now();
        let out = f();
        times.push(t.elapsed());
        last = Some(out);
    }
    (median(times), last.expect("at least one run"))
}

fn ms(d: Duration) -> String {
    format!("{:.2} ms", d.as_secs_f64() * 1e3)
}

fn main() {
    let t = Instant::now();
    let dict = wordwright::embedded::dictionary(70).expect("embedded dictionary");
    let load = t.elapsed();
    let t = Instant::now();
    let _ = dict.anagrams(&LetterCounts::of(b"warm"));
    let signatures = t.elapsed();
    let t = Instant::now();
    let _ = dict.counts(0);
    let _ = dict.ids_with_len(5);
    let counts = t.elapsed();
    println!("## One-time setup (level 70, {} words)\n", dict.len());
    println!("| step | time |\n|---|---|");
    println!("| decode the embedded blob | {} |", ms(load));
    println!("| anagram signature index | {} |", ms(signatures));
    println!("| letter counts and per-length lists | {} |\n", ms(counts));

    let daily = query(
        &[
            "msuni:-OOO-",
            "dealg:OOO--",
            "tbnate:--OO-O",
            "ncoruc:-OO--O",
        ],
        "------- -----",
        100,
    );
    // Constructed (not published): six clues, a three-word answer of 16 letters.
    let sunday16 = query(
        &[
            "nettik:1,2,3,4",
            "veens:2,5",
            "klabc:1,2,3,4,5",
            "hecat:1,2",
            "rahic:2",
            "dalas:2,3",
        ],
        "------- ----- ----",
        50,
    );
    // Constructed: six clues, a three-word answer of 20 letters.
    let sunday20 = query(
        &[
            "pacmer:1,2,3,4",
            "kitpec:1,2,3,4,5,6",
            "tasfer:1,2,3,4,6",
            "tnemec:1,2",
            "nomel:2",
            "verir:1,4",
        ],
        "-------- ----- -------",
        50,
    );
    // Published (kevinfguo/jumble_challenge puzzle5): six clues, two words, 14 letters.
    let published_sunday = query(
        &[
            "gyrint:1,2,4",
            "drivet:3,6",
            "snamea:1,6",
            "ceedit:2,4,6",
            "sowdah:1,4",
            "elchek:2,6",
        ],
        "------ --------",
        50,
    );
    let workloads: [(&str, &JumbleQuery); 4] = [
        (
            "daily: 4 clues, 2 words, 12 letters (issue example), all answers",
            &daily,
        ),
        (
            "Sunday: 6 clues, 3 words, 16 letters (constructed), first 50",
            &sunday16,
        ),
        (
            "Sunday: 6 clues, 3 words, 20 letters (constructed), first 50",
            &sunday20,
        ),
        (
            "Sunday: 6 clues, 2 words, 14 letters (published), first 50",
            &published_sunday,
        ),
    ];
    println!("## Speed (native, release build, median)\n");
    println!("| workload | ours | reference permutation search | ratio | answers | first answer |");
    println!("|---|---|---|---|---|---|");
    let mut rows = Rows::new("jumble");
    for (name, q) in workloads {
        let (ours, a) = time(21, || {
            jumble::solve(&dict, q, &mut Budget::default()).expect("solves")
        });
        let (theirs, r) = time(3, || {
            reference::jumble::solve(&dict, q).expect("plain input")
        });
        assert_eq!(
            a.count as usize,
            r.answers.len(),
            "{name}: both find every answer"
        );
        println!(
            "| {name} | {} | {} | {:.0}x | {} | {} |",
            ms(ours),
            ms(theirs),
            theirs.as_secs_f64() / ours.as_secs_f64(),
            a.count,
            a.answers.first().map_or("-", |p| p.phrase.as_str())
        );
        let args = serde_json::json!({"clue": q.clue, "answer": q.answer, "limit": q.limit});
        rows.add(Row {
            workload: format!("jumble: {name}"),
            command: "jumble",
            level: 70,
            ours,
            baseline: Baseline::Done(theirs),
            aggregate: Aggregate::Median,
            inputs: vec![common::input(args.clone(), args)],
            baseline_budget: None,
            note: format!("answers: {}; permutation search", a.count),
        });
    }
    rows.write();

    // How long the default budget lasts: a search that cannot finish (level 95, 22 letters
    // into four words, counting every answer).
    let big = wordwright::embedded::dictionary(95).expect("embedded dictionary");
    let heavy = query(
        &["eariotnslcu:OOOOOOOOOOO", "eariotnslcu:OOOOOOOOOOO"],
        "------ ------- ---- -----",
        50,
    );
    let _ = jumble::solve(&big, &heavy, &mut Budget::new(1_000));
    let (spent, a) = time(3, || {
        jumble::solve(&big, &heavy, &mut Budget::default()).expect("solves")
    });
    println!("\n## Step budget\n");
    println!(
        "The default budget ({DEFAULT_STEPS} steps) lasts {:.2} s on a search that cannot finish \
         (level 95, two 11-letter clues, four words); it listed {} answers and counted at least {}.",
        spent.as_secs_f64(),
        a.answers.len(),
        a.count
    );

    println!("\n## Ranking on published puzzles (tests/data/jumble-published.txt, level 70)\n");
    ranking(&dict);
}

fn ranking(dict: &Dictionary) {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/jumble-published.txt"
    ))
    .expect("tests/data/jumble-published.txt");
    let (mut n, mut first, mut top10) = (0, 0, 0);
    println!("| source | published answer | rank | answers |\n|---|---|---|---|");
    for block in text.split("\n\n") {
        let mut q = JumbleQuery {
            limit: Some(1000),
            ..Default::default()
        };
        let (mut source, mut published) = (String::new(), String::new());
        for line in block.lines().filter(|l| !l.starts_with('#')) {
            match line.split_once(':') {
                Some(("source", v)) => source = v.trim().to_string(),
                Some(("clue", v)) => q.clue.push(v.trim().to_string()),
                Some(("answer", v)) => q.answer = v.trim().to_string(),
                Some(("published", v)) => published = v.trim().to_string(),
                _ => {}
            }
        }
        if q.clue.is_empty() {
            continue;
        }
        let a = jumble::solve(dict, &q, &mut Budget::default()).expect("solves");
        let rank = a
            .answers
            .iter()
            .position(|p| p.phrase == published)
            .map(|i| i + 1);
        n += 1;
        first += usize::from(rank == Some(1));
        top10 += usize::from(rank.is_some_and(|r| r <= 10));
        println!(
            "| {source} | {published} | {} | {} |",
            rank.map_or("not found".into(), |r| r.to_string()),
            a.count
        );
    }
    println!("\nRanked first: {first} of {n}; within the first 10: {top10} of {n}.");
}
