//! The word finder's parsers: patterns (`pattern=`) and anagram letters (`anagram=`), on any
//! text; `probe=` gives a word to match. A pattern that parses
//! must match exactly the words the reference matcher says it does.
#![no_main]

use libfuzzer_sys::fuzz_target;
use wordwright::finder::{Pattern, Tiles, MAX_ANAGRAM_LETTERS};
use wordwright::reference::finder as reference;
use wordwright_fuzz::{check_input_error, Fields};

fuzz_target!(|bytes: &[u8]| {
    let f = Fields::parse(bytes);
    let text = &f.get("pattern").unwrap_or_default();
    let letters = &f.get("anagram").unwrap_or_default();
    let probe = f.get("probe").unwrap_or_default().into_bytes();
    match Pattern::parse(text) {
        Ok(p) => {
            // Probe words: the fuzzer's bytes as letters, and the pattern's own letters.
            let a: Vec<u8> = probe
                .iter()
                .take(60)
                .map(|&b| {
                    if b.is_ascii_lowercase() {
                        b
                    } else {
                        b'a' + b % 26
                    }
                })
                .collect();
            let b: Vec<u8> = text
                .bytes()
                .filter(u8::is_ascii_alphabetic)
                .map(|c| c.to_ascii_lowercase())
                .take(60)
                .collect();
            for w in [a, b] {
                if w.is_empty() {
                    continue;
                }
                assert_eq!(
                    p.matches(&w),
                    reference::matches(text, &w),
                    "pattern {text:?} on {:?}",
                    String::from_utf8_lossy(&w)
                );
                if let Some(l) = p.fixed_len() {
                    assert!(!p.matches(&w) || w.len() == l);
                }
            }
        }
        Err(e) => check_input_error(&e),
    }
    match Tiles::parse(letters, "the anagram", MAX_ANAGRAM_LETTERS) {
        Ok(t) => {
            assert_eq!(t.len(), letters.trim().chars().count());
            assert!(t.len() <= MAX_ANAGRAM_LETTERS);
        }
        Err(e) => check_input_error(&e),
    }
});
