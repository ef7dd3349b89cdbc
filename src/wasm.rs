//! The JS boundary (wasm32 only): one long-lived [`Engine`] that the Web Worker owns. It holds the
//! decoded dictionary tiers and an optional user word list, and runs the commands of
//! [`crate::commands`] with arguments keyed by the CLI's long option names.
//!
//! One convention for everything that crosses: arguments come in as a plain object read with
//! `js-sys` into `(name, text)` pairs for the one option reader; answers go out as plain objects
//! with the CLI's JSON fields, built by `serde-wasm-bindgen`; invalid input comes back as
//! `{error: {kind, message}}` (the message naming options as the page does); a thrown exception
//! means a bug.

use std::rc::Rc;

use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::budget::Budget;
use crate::commands::{self, Env, Response};
#[cfg(feature = "wordlists")]
use crate::dict::wordlist;
use crate::dict::{blob, Dictionary, RankingData, Shelf, Spelling, Tier};
use crate::error::{quote, Error, Result};
use crate::options::{CommandSpec, Reach, Surface, Values, BUDGET, LEVEL};

#[cfg(feature = "bench")]
mod bench;

#[wasm_bindgen(start)]
fn start() {
    console_error_panic_hook::set_once();
}

/// The worker's engine: dictionary tiers, the ranking data, the user's word list, and the
/// solvers.
#[wasm_bindgen]
#[derive(Default)]
pub struct Engine {
    /// The tiers, the dictionary of the level and spelling in use, the full one for lookups,
    /// and the ranking data.
    shelf: Shelf,
    user: Option<Rc<Dictionary>>,
}

/// An answer as a JS object, built by `serde-wasm-bindgen` (faster than serde_json text given to
/// `JSON.parse` for the largest answers, at 3.8 KB gzip more code: see ARCHITECTURE.md). A value
/// that cannot be converted is a bug, so it throws.
fn to_js<T: Serialize>(value: &T) -> std::result::Result<JsValue, JsError> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| JsError::new(&format!("an answer could not be converted: {e}")))
}

/// `{error: {kind, message}}`, the message naming options the page's way.
fn error_js(e: &Error, command: Option<&CommandSpec>) -> std::result::Result<JsValue, JsError> {
    #[derive(Serialize)]
    struct Wrapped<'a> {
        error: &'a Error,
    }
    let e = Error {
        message: Surface::Page.render(&e.message, command),
        ..e.clone()
    };
    to_js(&Wrapped { error: &e })
}

/// One argument's value, as the option reader takes it: text, a whole number, true/false (as
/// `1`/`0`), nothing (null or undefined), or a list of them, each pushed as a `(name, text)` pair.
/// Read with `js-sys` rather than serde's deserializer: the deserializer's type-mismatch messages
/// link float formatting into the module (docs/wasm-size.md), and only our own messages reach
/// the user anyway.
fn push_arg(key: &str, value: &JsValue, out: &mut Vec<(String, String)>) -> Result<()> {
    let bad = |what: &str| {
        Error::invalid(format!(
            "--{key} is {what}; give text, a whole number, true or false, or a list of them"
        ))
    };
    if let Some(text) = value.as_string() {
        out.push((key.to_string(), text));
    } else if let Some(b) = value.as_bool() {
        out.push((key.to_string(), if b { "1" } else { "0" }.to_string()));
    } else if let Some(n) = value.as_f64() {
        if n.fract() != 0.0 || n.abs() >= 9_007_199_254_740_992.0 {
            return Err(bad("not a whole number"));
        }
        out.push((key.to_string(), (n as i64).to_string()));
    } else if value.is_null() || value.is_undefined() {
    } else if js_sys::Array::is_array(value) {
        for item in js_sys::Array::from(value).iter() {
            push_arg(key, &item, out)?;
        }
    } else {
        return Err(bad("an object"));
    }
    Ok(())
}

/// Reads `args` for `command` with the one option reader.
fn read_args(command: &'static CommandSpec, args: JsValue) -> Result<Values> {
    let mut pairs = Vec::new();
    if !(args.is_undefined() || args.is_null()) {
        if !args.is_object() || js_sys::Array::is_array(&args) {
            return Err(Error::invalid(
                "bad arguments: give an object of options, like {pattern: \"?a?e\"}",
            ));
        }
        for entry in js_sys::Object::entries(args.unchecked_ref()).iter() {
            let entry = js_sys::Array::from(&entry);
            let key = entry.get(0).as_string().unwrap_or_default();
            push_arg(&key, &entry.get(1), &mut pairs)?;
        }
    }
    Values::read(command, pairs, Reach::Everywhere)
}

/// The engine as the commands see it: one request's level and spelling.
struct Request<'a> {
    engine: &'a mut Engine,
    level: u8,
    spelling: Spelling,
    /// Called with a first answer while the command goes on ([`Env::partial`]).
    partial: Option<&'a js_sys::Function>,
}

impl Env for Request<'_> {
    fn partial(&mut self, first: &Response) {
        if let (Some(f), Ok(value)) = (self.partial, to_js(first)) {
            let _ = f.call1(&JsValue::NULL, &value);
        }
    }

    fn dict(&mut self) -> Result<Rc<Dictionary>> {
        self.engine.dict_for(self.level, self.spelling)
    }

    fn full_dict(&mut self) -> Result<Rc<Dictionary>> {
        match &self.engine.user {
            Some(user) => Ok(user.clone()),
            None => self.engine.shelf.full().cloned(),
        }
    }

    fn searched_everything(&self) -> bool {
        self.engine.shelf.has(Tier::Extended) || self.engine.user.is_some()
    }

    fn level(&self) -> Option<u8> {
        self.engine.user.is_none().then_some(self.level)
    }

    fn spelling(&self) -> Option<Spelling> {
        self.engine.user.is_none().then_some(self.spelling)
    }

    fn ranking(&mut self) -> Option<Rc<RankingData>> {
        self.engine.shelf.ranking()
    }

    fn names(&mut self) -> Option<Rc<Dictionary>> {
        match self.engine.user {
            Some(_) => None,
            None => self.engine.shelf.names(),
        }
    }

    fn surface(&self) -> Surface {
        Surface::Page
    }
}

#[wasm_bindgen]
impl Engine {
    /// An engine with no dictionary yet.
    #[wasm_bindgen(constructor)]
    pub fn new() -> Engine {
        Engine::default()
    }

    /// Loads a data blob (already inflated): `tier` is "default" or "extended" (a dictionary
    /// tier: `{words}` is its word count, every spelling), "ranking" (the ranking data:
    /// `{words}` is its vocabulary size) or "names" (the names cryptograms read: `{words}` is
    /// their count). Returns `{error}` for a blob that cannot be used (wrong
    /// magic, version, checksum, sections): the engine then goes on without it (a damaged
    /// ranking blob leaves it with no ranking data, or the one loaded before).
    #[wasm_bindgen(js_name = loadTier)]
    pub fn load_tier(&mut self, tier: &str, bytes: &[u8]) -> std::result::Result<JsValue, JsError> {
        match self.load(tier, bytes) {
            Ok(words) => {
                #[derive(Serialize)]
                struct Loaded {
                    words: usize,
                }
                to_js(&Loaded { words })
            }
            Err(e) => error_js(&e, None),
        }
    }

    /// Whether the extended tier is loaded.
    #[wasm_bindgen(js_name = hasExtended)]
    pub fn has_extended(&self) -> bool {
        self.shelf.has(Tier::Extended)
    }

    /// Whether the ranking data is loaded.
    #[wasm_bindgen(js_name = hasRanking)]
    pub fn has_ranking(&self) -> bool {
        self.shelf.ranking().is_some()
    }

    /// Uses the user's word list for every solver until cleared. `bytes` are the file's (or the
    /// pasted text's UTF-8) bytes, decoded by the text layer as the command line decodes
    /// `--dict`: a byte-order mark, UTF-16 and Windows-1252 are read, a binary file is refused.
    /// Returns `{words, sgb_format, notes}` (notes as in answers: encoding, skipped lines,
    /// folded accents) or `{error}`.
    /// In the second module only (feature `wordlists`): the first module has no word lists.
    #[cfg(feature = "wordlists")]
    #[wasm_bindgen(js_name = loadWordList)]
    pub fn load_word_list(&mut self, bytes: &[u8]) -> std::result::Result<JsValue, JsError> {
        match wordlist::load(bytes) {
            Ok((mut dict, report)) => {
                // Frequencies from the tiers loaded (the extended one only once it is).
                if let Ok(known) = self.shelf.full() {
                    dict.take_frequencies(known);
                }
                self.user = Some(Rc::new(dict));
                to_js(&report)
            }
            Err(e) => error_js(&e, None),
        }
    }

    /// Goes back to the built-in dictionary.
    #[cfg(feature = "wordlists")]
    #[wasm_bindgen(js_name = clearWordList)]
    pub fn clear_word_list(&mut self) {
        self.user = None;
    }

    /// Runs `command` (a CLI command name) with `args` (an object keyed by the CLI's option
    /// names, the global `level` and `budget` included), calling `progress(steps)` now and then
    /// and `partial(answer)` with a first answer while the command goes on (the first page of
    /// phrase anagrams while they are counted). Returns the answer object (the CLI's JSON,
    /// `notes` included), or `{error: {kind, message}}` for invalid input.
    pub fn run(
        &mut self,
        command: &str,
        args: JsValue,
        progress: Option<js_sys::Function>,
        partial: Option<js_sys::Function>,
    ) -> std::result::Result<JsValue, JsError> {
        let Some(spec) = commands::find(command) else {
            return error_js(
                &Error::invalid(format!("unknown command {}", quote(command))),
                None,
            );
        };
        let mut report = |steps: u64| {
            if let Some(f) = &progress {
                let _ = f.call1(&JsValue::NULL, &JsValue::from_f64(steps as f64));
            }
        };
        let result = read_args(spec, args).and_then(|values| {
            let level = LEVEL.or_default(values.number(&LEVEL).map(|l| l as u8));
            let mut budget =
                Budget::with_progress(BUDGET.or_default(values.number(&BUDGET)), &mut report);
            let mut request = Request {
                engine: self,
                level,
                spelling: values.spelling(),
                partial: partial.as_ref(),
            };
            commands::run(&values, &mut request, &mut budget)
        });
        match result {
            Ok(response) => to_js(&response),
            Err(e) => error_js(&e, Some(spec)),
        }
    }

    /// The size of the wasm linear memory in bytes.
    #[wasm_bindgen(js_name = memoryBytes)]
    pub fn memory_bytes() -> f64 {
        (core::arch::wasm32::memory_size(0) * 65536) as f64
    }
}

impl Engine {
    fn load(&mut self, tier: &str, bytes: &[u8]) -> Result<usize> {
        let tier = match tier {
            "default" => Tier::Default,
            "extended" => Tier::Extended,
            "ranking" => return self.shelf.load_ranking(bytes),
            "names" => {
                let data = blob::read(bytes)?;
                let n = data.len();
                self.shelf.load_names(data);
                return Ok(n);
            }
            t => {
                return Err(Error::invalid(format!(
                    "unknown dictionary tier {}; use default, extended, ranking or names",
                    quote(t)
                )))
            }
        };
        let data = blob::read(bytes)?;
        let n = data.len();
        self.shelf.load(tier, data);
        // Build the default-level dictionary now, so "dictionary ready" means ready to answer.
        if tier == Tier::Default {
            self.dict_for(LEVEL.or_default(None), Spelling::default())?;
        }
        Ok(n)
    }

    fn dict_for(&mut self, level: u8, spelling: Spelling) -> Result<Rc<Dictionary>> {
        match &self.user {
            Some(user) => Ok(user.clone()),
            None => self.shelf.at(level, spelling).cloned(),
        }
    }
}

/// Talc instead of the default dlmalloc: 2.7 KB gzip smaller module (see ARCHITECTURE.md).
#[global_allocator]
static TALC: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();
