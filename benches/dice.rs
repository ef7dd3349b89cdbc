//! Times the letter-dice workloads of issue 6 natively, ours against the plain backtracking
//! baseline (`reference::dice`), and prints a markdown table. Run: `cargo bench --bench dice`.
#![allow(clippy::disallowed_methods)] // std sorts are fine off the wasm path (clippy.toml)

mod common;

use std::time::{Duration, Instant};

use common::{Aggregate, Baseline, Row, Rows};

use wordwright::budget::Budget;
use wordwright::dice::{self, DiceQuery};
use wordwright::reference;
use wordwright::rng::SplitMix64;

const WRITE_UP: &str = "sale fens axes wars hear crab veil gays duck spey brow rack char pugh tare duct pile joys ripe";

/// Random dice over `symbols` (n dice of f faces) and `words` words rolled with them.
fn rolled(seed: u64, n: usize, f: usize, symbols: &[u8], words: usize) -> Vec<String> {
    let mut rng = SplitMix64::new(seed);
    let mut s = symbols.to_vec();
    for i in (1..s.len()).rev() {
        s.swap(i, rng.below(i as u64 + 1) as usize);
    }
    assert_eq!(n * f, s.len());
    let dice: Vec<&[u8]> = s.chunks(f).collect();
    (0..words)
        .map(|_| {
            let mut w: Vec<u8> = dice
                .iter()
                .map(|d| d[rng.below(f as u64) as usize])
                .collect();
            for i in (1..w.len()).rev() {
                w.swap(i, rng.below(i as u64 + 1) as usize);
            }
            String::from_utf8(w).unwrap()
        })
        .collect()
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

fn fmt(d: Duration) -> String {
    let us = d.as_secs_f64() * 1e6;
    if us < 1000.0 {
        format!("{us:.0} µs")
    } else if us < 1e6 {
        format!("{:.1} ms", us / 1000.0)
    } else {
        format!("{:.2} s", us / 1e6)
    }
}

struct Workload {
    name: String,
    query: DiceQuery,
    symbols: Vec<u8>,
}

fn main() {
    // The real dictionary: the answer includes the suggested word, which scans it.
    let dict = wordwright::embedded::dictionary(70).expect("embedded dictionary");
    let letters: Vec<u8> = (b'a'..=b'z').filter(|&c| c != b'q' && c != b'z').collect();
    let all36: Vec<u8> = (b'a'..=b'z').chain(b'0'..=b'9').collect();
    let mut loads = vec![Workload {
        name: "write-up puzzle (4x6, 19 words)".into(),
        query: DiceQuery {
            words: vec![WRITE_UP.into()],
            ..Default::default()
        },
        symbols: letters.clone(),
    }];
    for seed in [1u64, 2, 3] {
        loads.push(Workload {
            name: format!("6x6 a-z0-9, 40 random words (seed {seed})"),
            query: DiceQuery {
                words: rolled(seed, 6, 6, &all36, 40),
                dice: Some(6),
                faces: Some(6),
                alphabet: Some("a-z0-9".into()),
                ..Default::default()
            },
            symbols: all36.clone(),
        });
    }
    loads.push(Workload {
        name: "4x6, 6 random words (counted, not listed)".into(),
        query: DiceQuery {
            words: rolled(7, 4, 6, &letters, 6),
            ..Default::default()
        },
        symbols: letters.clone(),
    });
    loads.push(Workload {
        name: "6x6 a-z0-9, 12 random words".into(),
        query: DiceQuery {
            words: rolled(8, 6, 6, &all36, 12),
            dice: Some(6),
            faces: Some(6),
            alphabet: Some("a-z0-9".into()),
            ..Default::default()
        },
        symbols: all36.clone(),
    });

    println!("| workload | solutions | ours (median) | plain backtracking | ratio |");
    println!("|---|---|---|---|---|");
    let mut rows = Rows::new("dice");
    for w in &loads {
        let mut times = Vec::new();
        let mut count = String::new();
        for _ in 0..7 {
            let t = Instant::now();
            let a =
                dice::solve(&dict, &w.query, &mut Budget::new(u64::MAX)).expect("valid workload");
            times.push(t.elapsed());
            count = a.count.to_string();
        }
        let ours = median(times);
        // The baseline gets 300M steps (about 20 s) at most; beyond that it is reported as a
        // lower bound. Slow runs are not repeated.
        let words: Vec<&str> = w
            .query
            .words
            .iter()
            .flat_map(|s| s.split_whitespace())
            .collect();
        let n = w.query.dice.unwrap_or(4);
        let f = w.query.faces.unwrap_or(6);
        let mut times = Vec::new();
        let mut gave_up = false;
        for _ in 0..3 {
            let t = Instant::now();
            let r = reference::dice::solve(n, f, &w.symbols, &words, &mut Budget::new(300_000_000));
            times.push(t.elapsed());
            let slow = t.elapsed() > Duration::from_secs(1);
            match r {
                Some(r) => assert_eq!(r.count.to_string(), count, "{}: counts differ", w.name),
                None => {
                    gave_up = true;
                    break;
                }
            }
            if slow {
                break;
            }
        }
        let base = median(times);
        let (base_text, ratio) = if gave_up {
            (
                format!("> {} (gave up)", fmt(base)),
                format!("> {:.0}x", base.as_secs_f64() / ours.as_secs_f64()),
            )
        } else {
            (
                fmt(base),
                format!("{:.0}x", base.as_secs_f64() / ours.as_secs_f64()),
            )
        };
        println!(
            "| {} | {count} | {} | {base_text} | {ratio} |",
            w.name,
            fmt(ours)
        );
        let args = serde_json::json!({
            "words": w.query.words,
            "dice": w.query.dice,
            "faces": w.query.faces,
            "alphabet": w.query.alphabet,
        });
        let spec = serde_json::json!({
            "n": n,
            "f": f,
            "symbols": String::from_utf8_lossy(&w.symbols),
            "words": words,
        });
        rows.add(Row {
            workload: format!("dice: {}", w.name),
            command: "dice",
            level: 70,
            ours,
            baseline: if gave_up {
                Baseline::Stopped(base)
            } else {
                Baseline::Done(base)
            },
            aggregate: Aggregate::Median,
            inputs: vec![common::input(args, spec)],
            baseline_budget: Some(300_000_000),
            note: format!("solutions: {count}; plain backtracking"),
        });
    }
    rows.write();
}
