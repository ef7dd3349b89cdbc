//! The benchmark entry point (only with the `bench` cargo feature, never in the shipped module):
//! runs the classic reference solver of `crate::reference` on one input, so that the bench page
//! (`benches/page/`, driven by `scripts/bench-wasm.mjs`) can time ours (`Engine.run`) against the baseline inside the same
//! wasm module. The inputs come from the native benches' rows (`target/bench/<bench>.json`).

use serde::Deserialize;
use wasm_bindgen::prelude::*;

use super::{read_args, to_js, Engine};
use crate::budget::Budget;
use crate::error::{Error, Result};
use crate::rack::TileSet;
use crate::reference;

/// What the baseline found: a count to check against ours, and whether it finished.
#[derive(serde::Serialize)]
struct Found {
    count: Option<f64>,
    complete: bool,
}

/// The reference finder's input: a pattern, or anagram groups (filtered by the pattern).
#[derive(Deserialize)]
struct WordsSpec {
    pattern: Option<String>,
    #[serde(default)]
    groups: bool,
    #[serde(default)]
    min_size: Option<usize>,
    #[serde(default)]
    deranged: bool,
}

#[derive(Deserialize)]
struct LadderSpec {
    from: String,
    to: String,
}

#[derive(Deserialize)]
struct GraphSpec {
    length: usize,
}

#[derive(Deserialize)]
struct RackSpec {
    tiles: String,
}

#[derive(Deserialize)]
struct DiceSpec {
    n: usize,
    f: usize,
    symbols: String,
    words: Vec<String>,
}

#[wasm_bindgen]
impl Engine {
    /// Runs the baseline of `command` on `spec` (the baseline's own input, as the native bench
    /// recorded it) at `level`, with at most `budget` steps where the baseline takes a budget.
    /// Returns `{count, complete}` or `{error}`.
    pub fn bench(
        &mut self,
        command: &str,
        spec: JsValue,
        level: u32,
        budget: f64,
    ) -> std::result::Result<JsValue, JsError> {
        let steps = if budget.is_finite() && budget >= 1.0 {
            budget as u64
        } else {
            u64::MAX
        };
        match self.baseline(command, spec, level, steps) {
            Ok(found) => to_js(&found),
            Err(e) => super::error_js(&e, None),
        }
    }
}

impl Engine {
    fn baseline(&mut self, command: &str, spec: JsValue, level: u32, steps: u64) -> Result<Found> {
        let level = u8::try_from(level)
            .ok()
            .filter(|l| crate::options::LEVELS.contains(l))
            .ok_or_else(|| {
                Error::invalid(format!("the level is one of {:?}", crate::options::LEVELS))
            })?;
        let dict = self.dict_for(level, crate::dict::Spelling::default())?;
        let done = |count: usize| Found {
            count: Some(count as f64),
            complete: true,
        };
        Ok(match command {
            "jumble" => {
                let q =
                    crate::jumble::JumbleQuery::read(&read_args(&crate::jumble::JUMBLE, spec)?)?;
                let s = reference::jumble::solve(&dict, &q)
                    .ok_or_else(|| Error::invalid("not a plain Jumble query"))?;
                done(s.answers.len())
            }
            "words" => {
                let s: WordsSpec = spec_of(spec)?;
                let p = s.pattern.as_deref();
                done(if s.groups {
                    let size = s.min_size.unwrap_or(2);
                    reference::finder::anagram_groups(
                        &dict,
                        p,
                        false,
                        (1, crate::dict::MAX_WORD_LEN),
                        size,
                        s.deranged,
                    )
                    .len()
                } else {
                    reference::finder::find_words(&dict, p, None, None, None, None).len()
                })
            }
            "ladder" => {
                let s: LadderSpec = spec_of(spec)?;
                let path = reference::ladder::shortest(&dict, &s.from, &s.to, &[]);
                done(path.map_or(0, |p| p.len()))
            }
            "graph" => {
                let s: GraphSpec = spec_of(spec)?;
                done(reference::ladder::graph_facts(&dict, s.length).0)
            }
            "rack" => {
                let s: RackSpec = spec_of(spec)?;
                let set = TileSet::standard();
                let opts = reference::rack::Options {
                    // The rack's default: words of two letters or more.
                    min_len: crate::rack::RACK_MIN_LEN.or_default(None),
                    max_len: crate::dict::MAX_WORD_LEN,
                    bonus: set.bonus,
                    rack_size: set.rack_size,
                    ..Default::default()
                };
                // The hash set is built once per dictionary, as the native bench builds it once
                // before timing.
                let search = dict.index(&reference::rack::WORD_SET);
                let words = search.solve(s.tiles.as_bytes(), &set.values, &opts);
                // The same best-first top 20 that ours lists, as the native bench does.
                let mut by_score: Vec<(u32, &String)> =
                    words.iter().map(|(w, s)| (*s, w)).collect();
                crate::sort::sort_by(&mut by_score, |a, b| b.0.cmp(&a.0).then(a.1.cmp(b.1)));
                std::hint::black_box(by_score.iter().take(20).count());
                done(words.len())
            }
            "dice" => {
                let s: DiceSpec = spec_of(spec)?;
                let words: Vec<&str> = s.words.iter().map(String::as_str).collect();
                let mut budget = Budget::new(steps);
                match reference::dice::solve(s.n, s.f, s.symbols.as_bytes(), &words, &mut budget) {
                    Some(r) => Found {
                        count: Some(r.count as f64),
                        complete: true,
                    },
                    None => Found {
                        count: None,
                        complete: false,
                    },
                }
            }
            "assign" => {
                let q =
                    crate::assign::AssignQuery::read(&read_args(&crate::assign::ASSIGN, spec)?)?;
                let puzzle = crate::assign::parse(&q)?;
                let mut budget = Budget::new(steps);
                let found = reference::assign::solve(&dict, &puzzle, &mut budget);
                Found {
                    count: Some(found.assignments.len() as f64),
                    complete: found.complete,
                }
            }
            c => {
                return Err(Error::invalid(format!(
                    "no baseline for {}",
                    crate::error::quote(c)
                )))
            }
        })
    }
}

/// A baseline's own input (not a command's options).
fn spec_of<T: serde::de::DeserializeOwned>(spec: JsValue) -> Result<T> {
    serde_wasm_bindgen::from_value(spec)
        .map_err(|e| Error::invalid(format!("bad bench input: {e}")))
}
