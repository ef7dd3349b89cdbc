//! Times each puzzle maker with default settings, natively, over 20 seeds, and prints a markdown
//! table; writes `target/bench/make.json` (rows for `./build.sh bench`). Run:
//! `cargo bench --bench make`. The target is 1 s per maker in wasm: `./build.sh bench`
//! replays these rows in the bench page, whose module is built with the `make` feature.
//!
//! Each seed is made on a dictionary that already holds its indexes (the page's path: the
//! worker keeps them); the first, cold run is reported apart.
#![allow(clippy::disallowed_methods)] // std sorts are fine off the wasm path (clippy.toml)

mod common;

use std::rc::Rc;
use std::time::{Duration, Instant};

use serde_json::json;
use wordwright::budget::Budget;
use wordwright::commands::{self, Answer, Env};
use wordwright::dict::{Dictionary, RankingData, Spelling};
use wordwright::options::{Reach, Values};

const SEEDS: u64 = 20;

/// The dictionary at level 70 and the ranking data, as the page's worker keeps them.
struct Kept {
    dict: Rc<Dictionary>,
    ranking: Rc<RankingData>,
}

impl Env for Kept {
    fn dict(&mut self) -> wordwright::Result<Rc<Dictionary>> {
        Ok(Rc::clone(&self.dict))
    }
    fn full_dict(&mut self) -> wordwright::Result<Rc<Dictionary>> {
        Ok(Rc::clone(&self.dict))
    }
    fn searched_everything(&self) -> bool {
        false
    }
    fn level(&self) -> Option<u8> {
        Some(70)
    }
    fn spelling(&self) -> Option<Spelling> {
        Some(Spelling::Us)
    }
    fn ranking(&mut self) -> Option<Rc<RankingData>> {
        Some(Rc::clone(&self.ranking))
    }
}

fn make(env: &mut Kept, kind: &str, args: &[(&str, &str)], seed: u64) -> Duration {
    let spec = wordwright::make::find(&format!("make-{kind}")).expect("a maker");
    let mut pairs: Vec<(String, String)> = args
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    pairs.push(("seed".into(), seed.to_string()));
    let values = Values::read(spec, pairs, Reach::Everywhere).expect("valid options");
    let t = Instant::now();
    let r = commands::run(&values, env, &mut Budget::default()).expect("made");
    let took = t.elapsed();
    let Answer::Made(m) = &r.answer else {
        panic!("not a made puzzle")
    };
    assert!(m.complete, "{kind} seed {seed}: {:?}", m.reason);
    took
}

fn main() {
    let dict = Rc::new(wordwright::embedded::dictionary(70).expect("dictionary"));
    let ranking = Rc::new(wordwright::embedded::ranking().expect("ranking data"));
    let mut env = Kept { dict, ranking };
    let quote = "Ask not what your country can do for you; ask what you can do for your country.";
    let kinds: [(&str, Vec<(&str, &str)>); 6] = [
        ("ladder", vec![]),
        ("rack", vec![]),
        ("dice", vec![]),
        ("crypto", vec![("text", quote)]),
        ("assign", vec![("words", "three,flush,torch,after,optic")]),
        // A published daily Jumble's answer (docs/jumble.md's evaluation).
        ("jumble", vec![("answer", "bad hair day")]),
    ];
    let mut rows = common::Rows::new("make");
    println!("| maker (default settings, level 70) | cold | median of {SEEDS} seeds | slowest |");
    println!("|---|---|---|---|");
    for (kind, args) in &kinds {
        let cold = make(&mut env, kind, args, SEEDS);
        let mut times: Vec<Duration> = (0..SEEDS).map(|s| make(&mut env, kind, args, s)).collect();
        times.sort();
        let median = times[times.len() / 2];
        let slowest = times[times.len() - 1];
        println!(
            "| make {kind} | {:.1} ms | {:.1} ms | {:.1} ms |",
            cold.as_secs_f64() * 1e3,
            median.as_secs_f64() * 1e3,
            slowest.as_secs_f64() * 1e3
        );
        let mut page_args = serde_json::Map::new();
        for (k, v) in args {
            page_args.insert(k.to_string(), json!(v));
        }
        rows.add(common::Row {
            workload: format!("make {kind}: default settings, {SEEDS} seeds (median)"),
            command: Box::leak(format!("make-{kind}").into_boxed_str()),
            level: 70,
            ours: median,
            baseline: common::Baseline::NotRun(
                "no baseline: nothing else makes puzzles with a proof of one answer",
            ),
            aggregate: common::Aggregate::Median,
            inputs: (0..SEEDS)
                .map(|s| {
                    let mut a = page_args.clone();
                    a.insert("seed".into(), json!(s));
                    common::input(json!(a), json!(null))
                })
                .collect(),
            baseline_budget: None,
            note: format!(
                "the slowest seed took {:.1} ms; the first (cold) run {:.1} ms",
                slowest.as_secs_f64() * 1e3,
                cold.as_secs_f64() * 1e3
            ),
        });
    }
    rows.write();
}
