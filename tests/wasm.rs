//! The JS boundary, tested in headless Chromium with wasm-bindgen-test
//! (`CHROMEDRIVER=/usr/bin/chromedriver cargo test --target wasm32-unknown-unknown --test wasm`).
#![cfg(target_arch = "wasm32")]

use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;
use wordwright::wasm::Engine;

wasm_bindgen_test_configure!(run_in_browser);

const DEFAULT_BLOB: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/default.wwdb"));

fn get(v: &JsValue, key: &str) -> JsValue {
    js_sys::Reflect::get(v, &JsValue::from_str(key)).unwrap()
}

fn args(json: &str) -> JsValue {
    js_sys::JSON::parse(json).unwrap()
}

fn loaded() -> Engine {
    let mut e = Engine::new();
    let loaded = e.load_tier("default", DEFAULT_BLOB).unwrap();
    // Every word at level <= 70 in some spelling (111,593 in American spelling).
    assert_eq!(get(&loaded, "words").as_f64(), Some(115_744.0));
    e
}

/// The message of an `{error}` answer.
fn error_message(a: &JsValue) -> String {
    get(&get(a, "error"), "message")
        .as_string()
        .unwrap_or_else(|| panic!("not an error: {a:?}"))
}

fn run(e: &mut Engine, command: &str, json: &str) -> JsValue {
    e.run(command, args(json), None, None).expect("no throw")
}

#[wasm_bindgen_test]
fn phrase_anagrams_send_their_first_page_before_counting() {
    let mut e = loaded();
    // `partial` keeps each first answer it is given in a list of its own.
    let seen = js_sys::Array::new();
    let keep = js_sys::Function::new_with_args("a", "this.push(a)").bind(&seen);
    let a = e
        .run(
            "words",
            args(r#"{"phrase-anagram": "dormitory", "limit": 3}"#),
            None,
            Some(keep),
        )
        .expect("no throw");
    assert_eq!(seen.length(), 1);
    let first = seen.get(0);
    assert_eq!(get(&first, "complete").as_bool(), Some(false));
    assert_eq!(get(&first, "count").as_f64(), Some(3.0));
    let page = js_sys::Array::from(&get(&first, "phrases"));
    let whole = js_sys::Array::from(&get(&a, "phrases"));
    assert_eq!(page.length(), 3);
    for i in 0..3 {
        assert_eq!(get(&page.get(i), "text"), get(&whole.get(i), "text"));
    }
    assert_eq!(get(&a, "complete").as_bool(), Some(true));
    assert!(get(&a, "count").as_f64().unwrap() > 3.0);
    // A command with no first page calls nothing.
    let none = js_sys::Array::new();
    let keep = js_sys::Function::new_with_args("a", "this.push(a)").bind(&none);
    e.run("words", args(r#"{"pattern": "?a?e"}"#), None, Some(keep))
        .expect("no throw");
    assert_eq!(none.length(), 0);
}

#[wasm_bindgen_test]
fn words_answer_has_the_cli_fields() {
    let mut e = loaded();
    let a = run(&mut e, "words", r#"{"pattern": "?a?e", "limit": 3}"#);
    assert_eq!(get(&a, "count").as_f64(), Some(119.0));
    assert_eq!(get(&a, "truncated").as_bool(), Some(true));
    assert_eq!(get(&a, "complete").as_bool(), Some(true));
    assert_eq!(js_sys::Array::from(&get(&a, "notes")).length(), 0);
    let words = js_sys::Array::from(&get(&a, "words"));
    assert_eq!(words.length(), 3);
    // Most common first by default (the blob's frequencies), alphabetical on request.
    assert_eq!(
        get(&words.get(0), "word").as_string().as_deref(),
        Some("have")
    );
    assert_eq!(get(&words.get(0), "level").as_f64(), Some(10.0));
    let alpha = run(
        &mut e,
        "words",
        r#"{"pattern": "?a?e", "limit": 1, "sort": "alpha"}"#,
    );
    let alpha = js_sys::Array::from(&get(&alpha, "words"));
    assert_eq!(
        get(&alpha.get(0), "word").as_string().as_deref(),
        Some("babe")
    );
    // Text values, as the page's forms and links give them, read the same.
    let b = run(&mut e, "words", r#"{"pattern": "?a?e", "limit": "3"}"#);
    assert_eq!(get(&b, "count").as_f64(), Some(119.0));
}

#[wasm_bindgen_test]
fn invalid_input_is_an_error_object_naming_the_field() {
    let mut e = loaded();
    let a = run(&mut e, "words", r#"{"pattern": "ab[c"}"#);
    assert_eq!(
        get(&get(&a, "error"), "kind").as_string().as_deref(),
        Some("invalid_input")
    );
    assert!(error_message(&a).contains("position 3"));
    // The option reader's messages name the field as the page labels it.
    let a = run(&mut e, "words", r#"{"pattern": "a", "limit": 0}"#);
    assert_eq!(
        error_message(&a),
        "\u{201c}Show at most\u{201d} must be from 1 to 100000, not 0"
    );
    let a = run(&mut e, "words", r#"{"pattern": "a", "limit": 2.5}"#);
    assert_eq!(
        error_message(&a),
        "\u{201c}Show at most\u{201d} is not a whole number; give text, a whole number, true or false, or a list of them"
    );
    let a = run(&mut e, "words", r#"{"pattern": "a", "limit": {"n": 5}}"#);
    assert_eq!(
        error_message(&a),
        "\u{201c}Show at most\u{201d} is an object; give text, a whole number, true or false, or a list of them"
    );
    // Lists give the option once per item; true and null read as the CLI's flag and absence.
    let a = run(
        &mut e,
        "words",
        r#"{"pattern": ["?a?e"], "limit": null, "sort": "alpha", "max-len": 4}"#,
    );
    assert_eq!(get(&a, "count").as_f64(), Some(119.0));
    let a = run(&mut e, "words", r#"{"pattern": "a", "limt": 5}"#);
    assert_eq!(
        error_message(&a),
        "unknown key \u{201c}limt\u{201d}; did you mean \u{201c}limit\u{201d}?"
    );
    let a = run(&mut e, "words", r#"{"pattern": "a", "level": 5}"#);
    assert_eq!(
        error_message(&a),
        "\u{201c}Words to use\u{201d} must be from 10 to 95, not 5"
    );
    let a = e.run("words", JsValue::from_str("a"), None, None).unwrap();
    assert!(error_message(&a).starts_with("bad arguments"));
    let a = run(&mut e, "frobnicate", "{}");
    assert_eq!(error_message(&a), "unknown command \"frobnicate\"");
}

#[wasm_bindgen_test]
fn extended_level_without_the_tier_says_so() {
    let mut e = loaded();
    let a = run(&mut e, "words", r#"{"pattern": "zyzzyva", "level": 95}"#);
    assert!(error_message(&a).contains("extended dictionary tier"));
}

#[wasm_bindgen_test]
fn damaged_blobs_are_error_objects() {
    let mut e = Engine::new();
    let mut bad = DEFAULT_BLOB.to_vec();
    bad[100] ^= 1;
    let a = e.load_tier("default", &bad).unwrap();
    assert!(error_message(&a).contains("checksum"));
    let a = e.load_tier("default", &[0x1f, 0x8b, 8, 0]).unwrap();
    assert!(error_message(&a).contains("gzip"));
}

#[wasm_bindgen_test]
fn word_lists_and_lookups() {
    let mut e = loaded();
    let report = e.load_word_list(b"Apple\nbanana\nnot a word\n").unwrap();
    assert_eq!(get(&report, "words").as_f64(), Some(2.0));
    let notes = js_sys::Array::from(&get(&report, "notes"));
    assert_eq!(notes.length(), 1);
    assert_eq!(
        get(&notes.get(0), "kind").as_string().as_deref(),
        Some("skipped_lines")
    );
    assert_eq!(get(&notes.get(0), "count").as_f64(), Some(1.0));
    let a = run(&mut e, "words", r#"{"pattern": "*"}"#);
    assert_eq!(get(&a, "count").as_f64(), Some(2.0));
    e.clear_word_list();
    let a = run(&mut e, "lookup", r#"{"word": "apple"}"#);
    assert_eq!(get(&a, "tier").as_string().as_deref(), Some("default"));
}

/// The kinds of the notes of an answer or a word-list report.
fn note_kinds(a: &JsValue) -> Vec<String> {
    js_sys::Array::from(&get(a, "notes"))
        .iter()
        .map(|n| get(&n, "kind").as_string().unwrap_or_default())
        .collect()
}

#[wasm_bindgen_test]
fn word_lists_cross_as_bytes_in_any_encoding() {
    let mut e = loaded();
    // UTF-16 with a byte-order mark and CRLF line ends (Notepad's "Unicode").
    let utf16: Vec<u8> = [0xFF, 0xFE]
        .into_iter()
        .chain(
            "zebra\r\ncaf\u{e9}\r\n"
                .encode_utf16()
                .flat_map(|u| u.to_le_bytes()),
        )
        .collect();
    let r = e.load_word_list(&utf16).unwrap();
    assert_eq!(get(&r, "words").as_f64(), Some(2.0));
    assert_eq!(note_kinds(&r), ["folded_accents"]);
    // Windows-1252 (Notepad's "ANSI"), with a note that says so.
    let r = e.load_word_list(b"caf\xe9\nzebra\n").unwrap();
    assert_eq!(get(&r, "words").as_f64(), Some(2.0));
    assert_eq!(note_kinds(&r), ["decoded_windows_1252", "folded_accents"]);
    let a = run(&mut e, "lookup", r#"{"word": "cafe"}"#);
    assert_eq!(get(&a, "found").as_bool(), Some(true));
    // A binary file is refused, and the list in use stays.
    let r = e.load_word_list(b"\x7fELF\x02\x01\0\0\0").unwrap();
    assert!(error_message(&r).contains("binary file"), "{r:?}");
}

#[wasm_bindgen_test]
fn typed_text_is_made_plain_with_a_note() {
    let mut e = loaded();
    // A rack with a space and an accent; the note says what was folded.
    let a = run(&mut e, "rack", r#"{"tiles": "CAF\u00c9 ?", "limit": 1}"#);
    assert_eq!(get(&a, "rack").as_string().as_deref(), Some("cafe?"));
    assert_eq!(note_kinds(&a), ["folded_accents"]);
}

#[wasm_bindgen_test]
fn big_counts_are_strings() {
    let mut e = loaded();
    // One word of 4 dice of 6 leaves 20!/(5!^4) ways: a number.
    let a = run(&mut e, "dice", r#"{"words": ["sale"], "limit": 1}"#);
    assert_eq!(get(&a, "count").as_f64(), Some(11_732_745_024.0));
    // One word of 6 dice of 6 over 36 symbols leaves 30!/(5!^6) ways, past 2^53: a string.
    let a = run(
        &mut e,
        "dice",
        r#"{"words": "sale12", "alphabet": "a-z0-9", "dice": 6, "faces": 6, "limit": 1}"#,
    );
    assert_eq!(
        get(&a, "count").as_string().as_deref(),
        Some("88832646059788350720")
    );
}

const EXTENDED_BLOB: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/extended.wwdb"));

/// The engine keeps the current level's dictionary beside the full one (the Shelf; its native
/// tests check that the indexes survive): a lookup in the extended tier, then level 70 and 95
/// queries, each answered from the right dictionary.
#[wasm_bindgen_test]
fn lookups_and_levels_after_the_extended_tier() {
    let mut e = loaded();
    let a = run(&mut e, "words", r#"{"anagram": "listen"}"#);
    assert!(get(&a, "count").as_f64() >= Some(4.0), "{a:?}");
    let loaded = e.load_tier("extended", EXTENDED_BLOB).unwrap();
    assert!(get(&loaded, "words").as_f64() > Some(300_000.0));
    let a = run(&mut e, "lookup", r#"{"word": "zyzzyva"}"#);
    assert_eq!(get(&a, "found").as_bool(), Some(true), "{a:?}");
    assert_eq!(get(&a, "tier").as_string().as_deref(), Some("extended"));
    // The lookup names a UKACD word, so its answer carries the notice.
    let notes = js_sys::Array::from(&get(&a, "notes"));
    assert_eq!(
        get(&notes.get(0), "kind").as_string().as_deref(),
        Some("ukacd")
    );
    let a = run(&mut e, "words", r#"{"pattern": "zyzzyva", "level": 95}"#);
    assert_eq!(get(&a, "count").as_f64(), Some(1.0));
    let a = run(&mut e, "words", r#"{"pattern": "zyzzyva"}"#);
    assert_eq!(get(&a, "count").as_f64(), Some(0.0));
}

/// The spelling crosses as the other options do: a text value, the page's label in messages.
#[wasm_bindgen_test]
fn the_spelling_is_an_option_like_the_others() {
    let mut e = loaded();
    let a = run(&mut e, "words", r#"{"pattern": "colo?r"}"#);
    assert_eq!(get(&a, "count").as_f64(), Some(0.0));
    for spelling in ["gb", "gb-ize", "ca", "au", "any"] {
        let a = run(
            &mut e,
            "words",
            &format!(r#"{{"pattern": "colo?r", "spelling": "{spelling}"}}"#),
        );
        assert_eq!(get(&a, "count").as_f64(), Some(1.0), "{spelling}");
    }
    let a = run(&mut e, "lookup", r#"{"word": "realise", "spelling": "gb"}"#);
    assert_eq!(get(&a, "found").as_bool(), Some(true));
    let a = run(&mut e, "words", r#"{"pattern": "a", "spelling": "uk"}"#);
    assert_eq!(
        error_message(&a),
        "\u{201c}Spelling\u{201d} is one of us, gb, gb-ize, ca, au or any, not \"uk\""
    );
}

/// A cryptogram reads words of another spelling than the one in use, as the command line does:
/// listed and marked outside the dictionary in US spelling, dictionary words in British.
#[wasm_bindgen_test]
fn a_cryptogram_reads_words_of_other_spellings() {
    let mut e = loaded();
    let plain = "my neighbour painted the fence a bright colour yesterday.";
    let crypto =
        r#""crypto": "NZ OFJHICPVS QBJOUFE UIF GFODF B CSJHIU DPMPVS ZFTUFSEBZ.", "limit": 3"#;
    let us = run(&mut e, "assign", &format!("{{{crypto}}}"));
    let first = js_sys::Reflect::get_u32(&get(&us, "solutions"), 0).unwrap();
    assert_eq!(get(&first, "plaintext").as_string().as_deref(), Some(plain));
    assert_eq!(get(&us, "count").as_f64(), Some(0.0));
    let marked = js_sys::Array::from(&get(&first, "nonwords"));
    assert_eq!(marked.length(), 2, "{first:?}");
    // The note names the page's field, not the command line's option.
    let note = js_sys::Array::from(&get(&us, "notes"))
        .iter()
        .find(|n| get(n, "kind").as_string().as_deref() == Some("other_spellings"))
        .expect("an other_spellings note");
    let message = get(&note, "message").as_string().unwrap();
    assert!(
        message.contains("British (-ise) spelling (\u{201c}Spelling\u{201d} gb)"),
        "{message}"
    );
    let gb = run(
        &mut e,
        "assign",
        &format!(r#"{{{crypto}, "spelling": "gb"}}"#),
    );
    let first = js_sys::Reflect::get_u32(&get(&gb, "solutions"), 0).unwrap();
    assert_eq!(get(&first, "plaintext").as_string().as_deref(), Some(plain));
    assert!(get(&gb, "count").as_f64() > Some(0.0), "{gb:?}");
}

const RANKING_BLOB: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/ranking.wwdb"));

/// The ranking data loads as a tier; a damaged or missing one is an `{error}` object, never a
/// throw, and the engine goes on without it.
#[wasm_bindgen_test]
fn the_ranking_tier_loads_and_a_damaged_one_is_no_error() {
    let mut e = loaded();
    assert!(!e.has_ranking());
    let mut bad = RANKING_BLOB.to_vec();
    let middle = bad.len() / 2;
    bad[middle] ^= 1;
    let a = e.load_tier("ranking", &bad).unwrap();
    assert!(!error_message(&a).is_empty());
    let a = e.load_tier("ranking", b"not a blob").unwrap();
    assert!(!error_message(&a).is_empty());
    assert!(!e.has_ranking());
    let clue = r#"{"clue": ["msuni:-OOO-", "dealg:OOO--", "tbnate:--OO-O", "ncoruc:-OO--O"], "answer": "------- -----", "limit": 3}"#;
    let without = run(&mut e, "jumble", clue);
    assert!(get(&without, "count").as_f64() >= Some(1.0), "{without:?}");
    let a = e.load_tier("ranking", RANKING_BLOB).unwrap();
    assert!(get(&a, "words").as_f64() > Some(10_000.0), "{a:?}");
    assert!(e.has_ranking());
    let with = run(&mut e, "jumble", clue);
    assert!(get(&with, "count").as_f64() >= Some(1.0), "{with:?}");
}
