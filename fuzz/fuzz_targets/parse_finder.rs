//! The word finder's parsers: patterns (`pattern=`, with `share=`) and anagram letters
//! (`anagram=`), on any text, read as `words` options by the one option reader; `probe=` (the
//! target's own key) gives a word to match. A pattern that parses must match exactly the words
//! the reference matcher says it does (on words short enough for the reference's backtracking:
//! [`reference_len_cap`]).
#![no_main]

use libfuzzer_sys::fuzz_target;
use wordwright::finder::{self, Pattern, Tiles, WordsQuery, MAX_ANAGRAM_LETTERS};
use wordwright::pattern::Options;
use wordwright::reference::finder as reference;
use wordwright_fuzz::{check_input_error, reference_len_cap, Fields};

fuzz_target!(|bytes: &[u8]| {
    let f = Fields::parse(bytes);
    let Some(q) = f.read(&finder::WORDS, &["probe"], WordsQuery::read) else {
        return;
    };
    let text = &q.pattern.unwrap_or_default();
    let letters = &q.anagram.unwrap_or_default();
    let probe = f.get("probe").unwrap_or_default().into_bytes();
    match Pattern::parse_with(text, Options { share: q.share }) {
        Ok(p) => {
            // Probe words: the fuzzer's bytes as letters, and the pattern's own letters.
            let cap = reference_len_cap(text, wordwright::dict::MAX_WORD_LEN);
            let a: Vec<u8> = probe
                .iter()
                .take(cap)
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
                .take(cap)
                .collect();
            for w in [a, b] {
                if w.is_empty() {
                    continue;
                }
                assert_eq!(
                    p.matches(&w),
                    reference::matches_with(text, &w, q.share),
                    "pattern {text:?} (share {}) on {:?}",
                    q.share,
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
