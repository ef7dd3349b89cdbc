//! The JS boundary (wasm32 only): one long-lived [`Engine`] that the Web Worker owns. It holds the
//! decoded dictionary tiers and an optional user word list, and runs commands named as in the CLI
//! with arguments named as the CLI's long options. Answers and errors are plain JS objects with the
//! same fields as the CLI's JSON.

use std::rc::Rc;

use serde::de::DeserializeOwned;
use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::budget::Budget;
use crate::dict::{blob, check_level, wordlist, Dictionary, WordData, DEFAULT_TIER_MAX};
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
    default_tier: Option<WordData>,
    extended_tier: Option<WordData>,
    user: Option<Rc<Dictionary>>,
    /// The dictionary built for the last level asked for.
    cached: Option<(u8, Rc<Dictionary>)>,
}

fn to_js<T: Serialize>(value: &T) -> JsValue {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .unwrap_or(JsValue::NULL)
}

/// Deserializes a command's arguments, refusing keys the command does not know (serde-wasm-bindgen
/// reads only the fields it looks for, so `deny_unknown_fields` alone would not catch a misspelt key).
fn from_js<T: DeserializeOwned>(args: JsValue) -> Result<T> {
    if let Some(fields) = struct_fields::<T>() {
        if args.is_object() {
            for key in js_sys::Object::keys(&js_sys::Object::from(args.clone())).iter() {
                let key = key.as_string().unwrap_or_default();
                if !fields.contains(&key.as_str()) {
                    return Err(Error::invalid(format!(
                        "unknown option {key:?}; this command takes: {}",
                        fields.join(", ")
                    )));
                }
            }
        }
    }
    serde_wasm_bindgen::from_value(args).map_err(|e| Error::invalid(format!("bad arguments: {e}")))
}

/// The field names a struct's `Deserialize` asks for (after renames), found by letting it ask a
/// deserializer that records them and stops.
fn struct_fields<T: DeserializeOwned>() -> Option<&'static [&'static str]> {
    use serde::de::{self, Deserializer, Visitor};

    #[derive(Debug)]
    struct Stop;
    impl std::fmt::Display for Stop {
        fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            f.write_str("stop")
        }
    }
    impl std::error::Error for Stop {}
    impl de::Error for Stop {
        fn custom<M: std::fmt::Display>(_: M) -> Stop {
            Stop
        }
    }
    struct Capture<'a>(&'a mut Option<&'static [&'static str]>);
    impl<'de> Deserializer<'de> for Capture<'_> {
        type Error = Stop;
        fn deserialize_any<V: Visitor<'de>>(self, _: V) -> std::result::Result<V::Value, Stop> {
            Err(Stop)
        }
        fn deserialize_struct<V: Visitor<'de>>(
            self,
            _: &'static str,
            fields: &'static [&'static str],
            _: V,
        ) -> std::result::Result<V::Value, Stop> {
            *self.0 = Some(fields);
            Err(Stop)
        }
        serde::forward_to_deserialize_any! {
            bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes byte_buf
            option unit unit_struct newtype_struct seq tuple tuple_struct map enum identifier
            ignored_any
        }
    }
    let mut fields = None;
    let _ = T::deserialize(Capture(&mut fields));
    fields
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
            "default" => self.default_tier = Some(data),
            "extended" => self.extended_tier = Some(data),
            t => return Err(JsError::new(&format!("unknown dictionary tier {t:?}"))),
        }
        self.cached = None;
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
        self.extended_tier.is_some()
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
        if let Some(user) = &self.user {
            return Ok(user.clone());
        }
        if let Some((l, d)) = &self.cached {
            if *l == level {
                return Ok(d.clone());
            }
        }
        let default = self
            .default_tier
            .as_ref()
            .ok_or_else(|| Error::dictionary("the dictionary is not loaded yet"))?;
        let dict = if level <= DEFAULT_TIER_MAX {
            Dictionary::from_tiers(&[default], level)
        } else {
            let extended = self.extended_tier.as_ref().ok_or_else(|| {
                Error::dictionary(format!(
                    "level {level} needs the extended dictionary tier, which is not loaded"
                ))
            })?;
            Dictionary::from_tiers(&[default, extended], level)
        };
        let dict = Rc::new(dict);
        self.cached = Some((level, dict.clone()));
        Ok(dict)
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
                let extended = self.extended_tier.is_some();
                let full = self.dict_for(if extended { 95 } else { DEFAULT_TIER_MAX })?;
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
            c => Err(Error::invalid(format!("unknown command {c:?}"))),
        }
    }
}
