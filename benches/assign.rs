//! Benchmarks for `wordwright assign`: the EPP13 sticker metapuzzle (10 rows, 13 symbols) at
//! level 95 and a 16-word and a 40-word cryptogram with word breaks, ours against the plain backtracking
//! baseline in `reference::assign`. Dictionary loading is excluded; the first (cold) run also
//! builds the dictionary's words-by-length index. Run with `cargo bench --bench assign`.
#![allow(clippy::disallowed_methods)] // std sorts are fine off the wasm path (clippy.toml)

mod common;

use std::time::{Duration, Instant};

use common::{Aggregate, Baseline};

use wordwright::assign::{self, AssignQuery};
use wordwright::budget::Budget;
use wordwright::dict::Dictionary;
use wordwright::reference;
use wordwright::rng::SplitMix64;

const RUNS: usize = 9;
/// The baseline's budget for the stickers, where it can finish, and for the cryptograms, where
/// it cannot (26 letters for up to 26 symbols between word ends). The environment variable
/// REFERENCE_STEPS overrides both.
const REFERENCE_STEPS: u64 = 20_000_000_000;
const REFERENCE_STEPS_CRYPTO: u64 = 300_000_000;

/// The published EPP13 rows (10 of the 13 stickers), as the README solves them.
fn stickers() -> Vec<String> {
    include_str!("../docs/examples/stickers.txt")
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(String::from)
        .collect()
}

/// The first 40 words of the Gettysburg Address.
const PLAIN: &str = "Four score and seven years ago our fathers brought forth on this continent, a new nation, \
conceived in Liberty, and dedicated to the proposition that all men are created equal. Now we are engaged \
in a great civil war, testing";

/// The first `n` words of `text` (split at spaces), punctuation kept.
fn first_words(text: &str, n: usize) -> String {
    text.split_whitespace()
        .take(n)
        .collect::<Vec<_>>()
        .join(" ")
}

/// Enciphers `plain` with a random derangement of the alphabet drawn from `seed`.
fn encipher(plain: &str, seed: u64) -> String {
    let mut rng = SplitMix64::new(seed);
    let key: Vec<u8> = loop {
        let mut k: Vec<u8> = (0..26).collect();
        for i in (1..26).rev() {
            let j = rng.below(i as u64 + 1) as usize;
            k.swap(i, j);
        }
        if k.iter().enumerate().all(|(i, &l)| i as u8 != l) {
            break k;
        }
    };
    plain
        .chars()
        .map(|c| {
            if c.is_ascii_alphabetic() {
                (b'A' + key[(c.to_ascii_lowercase() as u8 - b'a') as usize]) as char
            } else {
                c
            }
        })
        .collect()
}

/// Wall-clock and on-CPU time of one measurement. On-CPU time comes from
/// /proc/thread-self/schedstat (Linux), so it does not count time spent waiting for a core
/// while other jobs run; elsewhere it is missing.
#[derive(Clone, Copy)]
struct Took {
    wall: Duration,
    cpu: Option<Duration>,
}

fn cpu_now() -> Option<Duration> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let ns: u64 = text.split_whitespace().next()?.parse().ok()?;
    Some(Duration::from_nanos(ns))
}

fn time<T>(f: impl FnOnce() -> T) -> (T, Took) {
    let (c0, t0) = (cpu_now(), Instant::now());
    let out = f();
    let wall = t0.elapsed();
    let cpu = match (c0, cpu_now()) {
        (Some(a), Some(b)) => Some(b.saturating_sub(a)),
        _ => None,
    };
    (out, Took { wall, cpu })
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

fn ms(d: Duration) -> String {
    if d.as_secs_f64() >= 10.0 {
        format!("{:.1} s", d.as_secs_f64())
    } else {
        format!("{:.1} ms", d.as_secs_f64() * 1000.0)
    }
}

fn show(t: Took) -> String {
    match t.cpu {
        Some(c) => format!("{} ({} CPU)", ms(t.wall), ms(c)),
        None => ms(t.wall),
    }
}

struct Row {
    name: String,
    cold: Took,
    warm: Took,
    steps: u64,
    count: usize,
    reference: String,
    ratio: String,
    runs: u32,
    /// The baseline's wall time, and whether it finished.
    baseline: (Duration, bool),
    baseline_budget: u64,
}

fn bench(name: &str, dict: &Dictionary, q: &AssignQuery, reference_steps: u64) -> Row {
    // The first run is cold: it also builds the dictionary's words-by-length index.
    let mut budget = Budget::default();
    let (first, cold) = time(|| assign::solve(dict, q, &mut budget).expect("valid query"));
    assert!(first.complete, "{name}: budget ran out");
    let (count, steps) = (first.count, budget.used());
    // Then at least RUNS runs and at least half a second: the median wall time, and the mean
    // CPU time (schedstat is updated in scheduler ticks, so one short run is too coarse).
    let mut walls = Vec::new();
    let mut cpu_total = Some(Duration::ZERO);
    let start = Instant::now();
    while walls.len() < RUNS || start.elapsed() < Duration::from_millis(500) {
        let mut budget = Budget::default();
        let (a, took) = time(|| assign::solve(dict, q, &mut budget).expect("valid query"));
        assert_eq!(a.count, count, "{name}: runs disagree");
        walls.push(took.wall);
        cpu_total = cpu_total.zip(took.cpu).map(|(a, b)| a + b);
    }
    let runs = walls.len() as u32;
    let warm = Took {
        wall: median(walls),
        cpu: cpu_total.map(|c| c / runs),
    };

    let puzzle = assign::parse(q).expect("valid query");
    let limit = std::env::var("REFERENCE_STEPS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(reference_steps);
    let mut budget = Budget::new(limit);
    let (found, rt) = time(|| reference::assign::solve(dict, &puzzle, &mut budget));
    let base = |t: Took| t.cpu.unwrap_or(t.wall).as_secs_f64();
    let ratio = base(rt) / base(warm);
    let baseline = (rt.wall, found.complete);
    let (reference, ratio) = if found.complete {
        assert_eq!(
            found.assignments.len(),
            count,
            "{name}: the baseline disagrees"
        );
        (show(rt), format!("{ratio:.0}x"))
    } else {
        (
            format!("> {} (stopped after {} steps)", show(rt), budget.used()),
            format!("> {ratio:.0}x"),
        )
    };
    Row {
        name: name.to_string(),
        cold,
        warm,
        steps,
        count,
        reference,
        ratio,
        runs,
        baseline,
        baseline_budget: limit,
    }
}

fn main() {
    let d95 = wordwright::embedded::dictionary(95).expect("embedded dictionary");
    let d70 = wordwright::embedded::dictionary(70).expect("embedded dictionary");
    let stickers = AssignQuery {
        row: stickers(),
        ..Default::default()
    };
    let crypto = AssignQuery {
        crypto: Some(encipher(PLAIN, 7)),
        ..Default::default()
    };
    // The size for a cryptogram's time target: its first 16 words.
    let short = AssignQuery {
        crypto: Some(encipher(&first_words(PLAIN, 16), 7)),
        ..Default::default()
    };
    let rows = [
        bench(
            "EPP13 stickers, 10 rows, level 95",
            &d95,
            &stickers,
            REFERENCE_STEPS,
        ),
        bench(
            "16-word cryptogram, level 70",
            &d70,
            &short,
            REFERENCE_STEPS_CRYPTO,
        ),
        bench(
            "40-word cryptogram, level 70",
            &d70,
            &crypto,
            REFERENCE_STEPS_CRYPTO,
        ),
        bench(
            "40-word cryptogram, level 95",
            &d95,
            &crypto,
            REFERENCE_STEPS_CRYPTO,
        ),
    ];
    println!("| workload | solutions | ours, first run | ours, warm (runs) | steps | plain backtracking | ratio (CPU) |");
    println!("|---|---|---|---|---|---|---|");
    let mut out = common::Rows::new("assign");
    for (r, (q, level)) in
        rows.iter()
            .zip([(&stickers, 95), (&short, 70), (&crypto, 70), (&crypto, 95)])
    {
        let args = serde_json::json!({"row": q.row, "crypto": q.crypto});
        out.add(common::Row {
            workload: format!("assign: {}", r.name),
            command: "assign",
            level,
            ours: r.warm.wall,
            baseline: if r.baseline.1 {
                Baseline::Done(r.baseline.0)
            } else {
                Baseline::Stopped(r.baseline.0)
            },
            aggregate: Aggregate::Median,
            inputs: vec![common::input(args.clone(), args)],
            baseline_budget: Some(r.baseline_budget),
            note: format!("solutions: {}; plain backtracking", r.count),
        });
    }
    out.write();
    for r in rows {
        println!(
            "| {} | {} | {} | {} ({}) | {} | {} | {} |",
            r.name,
            r.count,
            show(r.cold),
            show(r.warm),
            r.runs,
            r.steps,
            r.reference,
            r.ratio
        );
    }
    println!("\nWall times are medians; CPU times are means from /proc/thread-self/schedstat.");
    println!("\ncryptogram: {}", encipher(PLAIN, 7));
}
