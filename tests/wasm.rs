//! The JS boundary, tested in headless Chromium with wasm-bindgen-test
//! (`CHROMEDRIVER=/usr/bin/chromedriver cargo test --target wasm32-unknown-unknown --test wasm`).
#![cfg(target_arch = "wasm32")]

use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;
use wordwright::wasm::Engine;

wasm_bindgen_test_configure!(run_in_browser);

const DEFAULT_BLOB: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/default.wwdb"));
const EXTENDED_BLOB: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/extended.wwdb"));

fn get(v: &JsValue, key: &str) -> JsValue {
    js_sys::Reflect::get(v, &JsValue::from_str(key)).unwrap()
}

fn args(json: &str) -> JsValue {
    js_sys::JSON::parse(json).unwrap()
}

fn loaded() -> Engine {
    let mut e = Engine::new();
    assert_eq!(e.load_tier("default", DEFAULT_BLOB).unwrap(), 111_593);
    e
}

#[wasm_bindgen_test]
fn words_answer_has_the_cli_fields() {
    let mut e = loaded();
    let a = e.run(
        "words",
        args(r#"{"pattern": "?a?e", "limit": 3}"#),
        70,
        0.0,
        None,
    );
    assert_eq!(get(&a, "count").as_f64(), Some(119.0));
    assert_eq!(get(&a, "truncated").as_bool(), Some(true));
    assert_eq!(get(&a, "complete").as_bool(), Some(true));
    let words = js_sys::Array::from(&get(&a, "words"));
    assert_eq!(words.length(), 3);
    assert_eq!(
        get(&words.get(0), "word").as_string().as_deref(),
        Some("base")
    );
    assert_eq!(get(&words.get(0), "level").as_f64(), Some(10.0));
}

#[wasm_bindgen_test]
fn invalid_input_is_an_error_object_not_a_throw() {
    let mut e = loaded();
    let a = e.run("words", args(r#"{"pattern": "ab[c"}"#), 70, 0.0, None);
    let err = get(&a, "error");
    assert_eq!(
        get(&err, "kind").as_string().as_deref(),
        Some("invalid_input")
    );
    assert!(get(&err, "message")
        .as_string()
        .unwrap()
        .contains("position 3"));
    let a = e.run(
        "words",
        args(r#"{"pattern": "a", "bogus": 1}"#),
        70,
        0.0,
        None,
    );
    assert!(get(&get(&a, "error"), "message")
        .as_string()
        .unwrap()
        .contains("unknown option \"bogus\""));
    // A wrong kind of value names the option and what it takes.
    let a = e.run(
        "words",
        args(r#"{"pattern": "a", "limit": 2.5}"#),
        70,
        0.0,
        None,
    );
    assert_eq!(
        get(&get(&a, "error"), "message").as_string().unwrap(),
        "option \"limit\": expected a whole number from 0, got 2.5"
    );
    let a = e.run(
        "words",
        args(r#"{"pattern": "?a?e", "max-len": 3}"#),
        70,
        0.0,
        None,
    );
    assert_eq!(get(&a, "count").as_f64(), Some(0.0));
    let a = e.run("words", args(r#"{"pattern": "a"}"#), 5, 0.0, None);
    assert!(get(&get(&a, "error"), "message")
        .as_string()
        .unwrap()
        .contains("out of range"));
}

#[wasm_bindgen_test]
fn extended_level_without_the_tier_says_so() {
    let mut e = loaded();
    let a = e.run("words", args(r#"{"pattern": "zyzzyva"}"#), 95, 0.0, None);
    assert!(get(&get(&a, "error"), "message")
        .as_string()
        .unwrap()
        .contains("extended dictionary tier"));
}

#[wasm_bindgen_test]
fn damaged_blobs_are_rejected_with_clear_errors() {
    let mut e = Engine::new();
    let mut bad = DEFAULT_BLOB.to_vec();
    bad[100] ^= 1;
    let msg = format!(
        "{:?}",
        JsValue::from(e.load_tier("default", &bad).unwrap_err())
    );
    assert!(msg.contains("checksum"), "{msg}");
    let msg = format!(
        "{:?}",
        JsValue::from(e.load_tier("default", &[0x1f, 0x8b, 8, 0]).unwrap_err())
    );
    assert!(msg.contains("gzip"), "{msg}");
}

#[wasm_bindgen_test]
fn word_lists_and_progress() {
    let mut e = loaded();
    let report = e.load_word_list("Apple\nbanana\nnot a word\n");
    assert_eq!(get(&report, "words").as_f64(), Some(2.0));
    assert_eq!(get(&report, "skipped").as_f64(), Some(1.0));
    let a = e.run("words", args(r#"{"pattern": "*"}"#), 70, 0.0, None);
    assert_eq!(get(&a, "count").as_f64(), Some(2.0));
    e.clear_word_list();
    let a = e.run("lookup", args(r#"{"word": "apple"}"#), 70, 0.0, None);
    assert_eq!(get(&a, "tier").as_string().as_deref(), Some("default"));
}

/// A lookup uses the full dictionary (level 95 once the extended tier is loaded) beside the one of
/// the level in use, so the next query at that level still finds its indexes built. The timing is
/// the only thing JS can see of that: the first anagram query builds the signature index (tens of
/// ms in wasm), a later one is a binary search (well under a millisecond).
#[wasm_bindgen_test]
fn a_lookup_keeps_the_current_levels_indexes() {
    let mut e = loaded();
    let anagram = |e: &mut Engine, level: u32| {
        let t = js_sys::Date::now();
        let a = e.run("words", args(r#"{"anagram": "listen"}"#), level, 0.0, None);
        assert!(get(&a, "count").as_f64() >= Some(4.0), "{a:?}");
        js_sys::Date::now() - t
    };
    // Level 60 first, so that the engine has compiled the code and the level-70 query that
    // follows times the index alone (about 35 ms; with the code compiled too, 116 ms). Before the
    // engine kept both dictionaries, the query after the lookup took as long (33 ms); now 0-1 ms.
    anagram(&mut e, 60);
    let first = anagram(&mut e, 70);
    e.load_tier("extended", EXTENDED_BLOB).unwrap();
    let a = e.run("lookup", args(r#"{"word": "zyzzyva"}"#), 70, 0.0, None);
    assert_eq!(get(&a, "found").as_bool(), Some(true), "{a:?}");
    assert_eq!(get(&a, "tier").as_string().as_deref(), Some("extended"));
    let again = anagram(&mut e, 70);
    assert!(
        again * 4.0 < first,
        "the anagram index was rebuilt: {first} ms, then {again} ms"
    );
    // Level 95 itself is the full dictionary, and level 70 is still right after it.
    let a = e.run("words", args(r#"{"pattern": "zyzzyva"}"#), 95, 0.0, None);
    assert_eq!(get(&a, "count").as_f64(), Some(1.0));
    let a = e.run("words", args(r#"{"pattern": "zyzzyva"}"#), 70, 0.0, None);
    assert_eq!(get(&a, "count").as_f64(), Some(0.0));
}
