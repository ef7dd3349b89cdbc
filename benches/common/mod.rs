//! Machine-readable rows for `./build.sh bench`. Each native bench prints its own markdown tables
//! for people and also writes `target/bench/<bench>.json`: a list of rows, one per workload,
//! with our time, the baseline's time measured in the same run, and the inputs (page arguments
//! for ours, the baseline's own arguments) so that the wasm bench page replays exactly the same
//! workloads. `scripts/bench-merge.mjs` joins these files into one table.

#![allow(dead_code)]

use std::time::Duration;

use serde_json::{json, Value};

/// One input of a workload: the command's arguments as the page sends them (the CLI's long
/// option names), and what the baseline is given for the same puzzle.
pub fn input(args: Value, baseline: Value) -> Value {
    json!({ "args": args, "baseline": baseline })
}

/// How a workload's per-input times become its figure.
#[derive(Clone, Copy)]
pub enum Aggregate {
    /// The median over inputs of each input's median time (e.g. "any pair": typical query).
    Median,
    /// The sum over inputs of each input's median time (e.g. "800 random racks").
    Sum,
}

/// The baseline's figure for a workload.
pub enum Baseline {
    /// It finished; its time.
    Done(Duration),
    /// It was stopped (step cap) after this long: the figure is a lower bound.
    Stopped(Duration),
    /// Not run (say why).
    NotRun(&'static str),
}

/// A workload's row.
pub struct Row<'a> {
    /// What it is, as the tables name it.
    pub workload: String,
    /// The CLI command (`jumble`, `ladder`, ...).
    pub command: &'a str,
    /// The dictionary level.
    pub level: u8,
    /// Our time.
    pub ours: Duration,
    /// The baseline's time.
    pub baseline: Baseline,
    /// How the per-input times add up.
    pub aggregate: Aggregate,
    /// The inputs (see [`input`]).
    pub inputs: Vec<Value>,
    /// The baseline's step cap, when it has one (the wasm page uses the same).
    pub baseline_budget: Option<u64>,
    /// Anything a reader of the table should know.
    pub note: String,
}

/// The rows of one bench, written to `target/bench/<name>.json` by [`Rows::write`].
pub struct Rows {
    name: &'static str,
    rows: Vec<Value>,
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

impl Rows {
    /// No rows yet for bench `name`.
    pub fn new(name: &'static str) -> Rows {
        Rows {
            name,
            rows: Vec::new(),
        }
    }

    /// Adds a row.
    pub fn add(&mut self, r: Row) {
        let (baseline_ms, complete) = match r.baseline {
            Baseline::Done(d) => (Some(ms(d)), true),
            Baseline::Stopped(d) => (Some(ms(d)), false),
            Baseline::NotRun(_) => (None, false),
        };
        let note = match r.baseline {
            Baseline::NotRun(why) if r.note.is_empty() => why.to_string(),
            Baseline::NotRun(why) => format!("{}; {why}", r.note),
            _ => r.note,
        };
        self.rows.push(json!({
            "solver": self.name,
            "workload": r.workload,
            "where": "native",
            "ours_ms": ms(r.ours),
            "baseline_ms": baseline_ms,
            "ratio": baseline_ms.map(|b| b / ms(r.ours)),
            "baseline_complete": complete,
            "command": r.command,
            "level": r.level,
            "aggregate": match r.aggregate { Aggregate::Median => "median", Aggregate::Sum => "sum" },
            "baseline_budget": r.baseline_budget,
            "note": note,
            "inputs": r.inputs,
        }));
    }

    /// Adds a row whose time runs only until the command hands over its first answer
    /// (`Env::partial`: phrase anagrams' first page, before the count); the wasm bench page
    /// times it the same way, to its `partial` call.
    pub fn add_until_partial(&mut self, r: Row) {
        self.add(r);
        if let Some(last) = self.rows.last_mut() {
            last["until"] = json!("partial");
        }
    }

    /// Writes `target/bench/<name>.json` (beside the crate's Cargo.toml).
    pub fn write(&self) {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target/bench");
        let path = dir.join(format!("{}.json", self.name));
        let text = serde_json::to_string_pretty(&self.rows).expect("rows serialize");
        if let Err(e) = std::fs::create_dir_all(&dir).and_then(|_| std::fs::write(&path, text)) {
            eprintln!("cannot write {}: {e}", path.display());
            std::process::exit(1);
        }
        eprintln!("wrote {}", path.display());
    }
}
