//! The JS boundary (wasm32 only): one long-lived [`Engine`] that the Web Worker owns. It holds the
//! decoded dictionary tiers and an optional user word list, and runs commands named as in the CLI
//! with arguments named as the CLI's long options. Answers and errors are plain JS objects with the
//! same fields as the CLI's JSON.

use std::rc::Rc;

use serde::de::DeserializeOwned;
use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::budget::Budget;
use crate::dict::{blob, check_level, wordlist, Dictionary, Shelf, Tier};
use crate::error::{Error, Result};
use crate::finder;
use crate::ladder;

#[cfg(feature = "bench")]
mod bench;

#[wasm_bindgen(start)]
fn start() {
    console_error_panic_hook::set_once();
}

/// The worker's engine: dictionary tiers, the user's word list, and the solvers.
#[wasm_bindgen]
#[derive(Default)]
pub struct Engine {
    /// The tiers, the dictionary of the level in use and the full one for lookups.
    shelf: Shelf,
    user: Option<Rc<Dictionary>>,
}

/// An answer as a JS object: JSON text from serde_json, parsed by the browser (smaller code than
/// building the object through JS calls one value at a time).
fn to_js<T: Serialize>(value: &T) -> JsValue {
    serde_json::to_string(value)
        .ok()
        .and_then(|text| js_sys::JSON::parse(&text).ok())
        .unwrap_or(JsValue::NULL)
}

/// A command's arguments: the page's object, as JSON text, read by [`crate::args`] (which refuses
/// unknown keys and names the option in every error).
fn from_js<T: DeserializeOwned>(args: JsValue) -> Result<T> {
    if args.is_undefined() || args.is_null() {
        return crate::args::from_json("{}");
    }
    let text = js_sys::JSON::stringify(&args)
        .ok()
        .and_then(|t| t.as_string())
        .ok_or_else(|| Error::invalid("bad arguments: they cannot be written as JSON"))?;
    crate::args::from_json(&text)
}

fn error_js(e: &Error) -> JsValue {
    #[derive(Serialize)]
    struct Wrapped<'a> {
        error: &'a Error,
    }
    to_js(&Wrapped { error: e })
}

#[wasm_bindgen]
impl Engine {
    /// An engine with no dictionary yet.
    #[wasm_bindgen(constructor)]
    pub fn new() -> Engine {
        Engine::default()
    }

    /// Loads a dictionary blob (already inflated): `tier` is "default" or "extended". Returns the
    /// number of words. A wrong magic, version or checksum throws an Error with a clear message.
    #[wasm_bindgen(js_name = loadTier)]
    pub fn load_tier(&mut self, tier: &str, bytes: &[u8]) -> std::result::Result<u32, JsError> {
        let data = blob::read(bytes).map_err(|e| JsError::new(&e.to_string()))?;
        let n = data.len() as u32;
        match tier {
            "default" => self.shelf.load(Tier::Default, data),
            "extended" => self.shelf.load(Tier::Extended, data),
            t => {
                return Err(JsError::new(&format!(
                    "unknown dictionary tier {}",
                    crate::error::quote(t)
                )))
            }
        }
        // Build the default-level dictionary now, so "dictionary ready" means ready to answer.
        if tier == "default" {
            self.dict_for(crate::dict::DEFAULT_LEVEL)
                .map_err(|e| JsError::new(&e.message))?;
        }
        Ok(n)
    }

    /// Whether the extended tier is loaded.
    #[wasm_bindgen(js_name = hasExtended)]
    pub fn has_extended(&self) -> bool {
        self.shelf.has(Tier::Extended)
    }

    /// Uses the user's word list (plain text or SGB words.dat) for every solver until cleared.
    /// Returns `{words, skipped, sgb_format, first_skipped}` or `{error}`.
    #[wasm_bindgen(js_name = loadWordList)]
    pub fn load_word_list(&mut self, text: &str) -> JsValue {
        match wordlist::parse(text) {
            Ok((dict, report)) => {
                self.user = Some(Rc::new(dict));
                to_js(&report)
            }
            Err(e) => error_js(&e),
        }
    }

    /// Goes back to the built-in dictionary.
    #[wasm_bindgen(js_name = clearWordList)]
    pub fn clear_word_list(&mut self) {
        self.user = None;
    }

    /// Runs `command` (a CLI command name) with `args` (an object keyed by the CLI's option names)
    /// at `level` with a budget of `budget` steps, calling `progress(steps)` now and then. Returns
    /// the answer object, or `{error: {kind, message}}` for invalid input.
    pub fn run(
        &mut self,
        command: &str,
        args: JsValue,
        level: u32,
        budget: f64,
        progress: Option<js_sys::Function>,
    ) -> JsValue {
        let mut report = |steps: u64| {
            if let Some(f) = &progress {
                let _ = f.call1(&JsValue::NULL, &JsValue::from_f64(steps as f64));
            }
        };
        let steps = if budget.is_finite() && budget >= 1.0 {
            budget as u64
        } else {
            crate::budget::DEFAULT_STEPS
        };
        let mut budget = Budget::with_progress(steps, &mut report);
        match self.dispatch(command, args, level, &mut budget) {
            Ok(v) => v,
            Err(e) => error_js(&e),
        }
    }

    /// The size of the wasm linear memory in bytes.
    #[wasm_bindgen(js_name = memoryBytes)]
    pub fn memory_bytes() -> f64 {
        (core::arch::wasm32::memory_size(0) * 65536) as f64
    }
}

impl Engine {
    fn dict_for(&mut self, level: u8) -> Result<Rc<Dictionary>> {
        match &self.user {
            Some(user) => Ok(user.clone()),
            None => self.shelf.at(level).cloned(),
        }
    }

    /// The dictionary of lookups: the user's word list, else every word loaded (kept beside the
    /// current level's, whose indexes stay warm).
    fn full_dict(&mut self) -> Result<Rc<Dictionary>> {
        match &self.user {
            Some(user) => Ok(user.clone()),
            None => self.shelf.full().cloned(),
        }
    }

    fn dispatch(
        &mut self,
        command: &str,
        args: JsValue,
        level: u32,
        budget: &mut Budget,
    ) -> Result<JsValue> {
        let level = check_level(level)?;
        match command {
            "words" => {
                let dict = self.dict_for(level)?;
                Ok(to_js(&finder::find_words(&dict, &from_js(args)?, budget)?))
            }
            "jumble" => {
                let dict = self.dict_for(level)?;
                Ok(to_js(&crate::jumble::solve(
                    &dict,
                    &from_js(args)?,
                    budget,
                )?))
            }
            "assign" => {
                let dict = self.dict_for(level)?;
                Ok(to_js(&crate::assign::solve(
                    &dict,
                    &from_js(args)?,
                    budget,
                )?))
            }
            "dice" => {
                let dict = self.dict_for(level)?;
                Ok(to_js(&crate::dice::solve(&dict, &from_js(args)?, budget)?))
            }
            "lookup" => {
                #[derive(serde::Deserialize)]
                struct LookupArgs {
                    word: String,
                }
                let a: LookupArgs = from_js(args)?;
                let extended = self.shelf.has(Tier::Extended);
                let full = self.full_dict()?;
                let current = self.user.is_none().then_some(level);
                Ok(to_js(&finder::lookup(
                    &full,
                    &a.word,
                    current,
                    extended || self.user.is_some(),
                )?))
            }
            "ladder" => {
                let dict = self.dict_for(level)?;
                Ok(to_js(&ladder::solve(&dict, &from_js(args)?, budget)?))
            }
            "graph" => {
                let dict = self.dict_for(level)?;
                Ok(to_js(&ladder::graph(&dict, &from_js(args)?, budget)?))
            }
            "rack" => {
                let dict = self.dict_for(level)?;
                Ok(to_js(&crate::rack::solve_shared(
                    &dict,
                    &from_js(args)?,
                    budget,
                )?))
            }
            c => Err(Error::invalid(format!(
                "unknown command {}",
                crate::error::quote(c)
            ))),
        }
    }
}

/// Talc instead of the default dlmalloc: 2.7 KB gzip smaller module (see ARCHITECTURE.md).
#[global_allocator]
static TALC: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();
