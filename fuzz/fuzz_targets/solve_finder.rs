//! The word finder (`finder::find_words`) on the input's dictionary (`dict=` lines) or the
//! embedded one, with `pattern=`, `anagram=`, `subanagram=`, `min-len=`, `max-len=`, `limit=`.
//! Every listed word must be in the dictionary and fit the query (checked by the reference
//! finder), the list must be in commonness order, and on a small dictionary the count must be
//! the reference's.
#![no_main]

use libfuzzer_sys::fuzz_target;
use wordwright::budget::Budget;
use wordwright::finder::{self, WordsQuery};
use wordwright::reference::finder as reference;
use wordwright_fuzz::{check_input_error, DictRef, Fields};

fuzz_target!(|bytes: &[u8]| {
    let f = Fields::parse(bytes);
    let dict = f.dictionary();
    let q = WordsQuery {
        pattern: f.get("pattern"),
        anagram: f.get("anagram"),
        subanagram: f.get("subanagram"),
        min_len: f.num("min-len"),
        max_len: f.num("max-len"),
        limit: f.num("limit"),
    };
    let a = match finder::find_words(&dict, &q, &mut Budget::new(1_000_000)) {
        Ok(a) => a,
        Err(e) => return check_input_error(&e),
    };
    let limit = q.limit.unwrap_or(finder::DEFAULT_LIMIT);
    assert_eq!(a.words.len(), a.count.min(limit));
    assert_eq!(a.truncated, a.count > limit);
    let mut prev: Option<(u8, &str)> = None;
    for w in &a.words {
        let id = dict
            .find(&w.word)
            .unwrap_or_else(|| panic!("{:?} is not a word", w.word));
        assert_eq!(dict.level(id), w.level);
        let b = w.word.as_bytes();
        assert!(
            q.pattern
                .as_deref()
                .is_none_or(|p| reference::matches(p, b)),
            "{w:?}"
        );
        assert!(
            q.anagram
                .as_deref()
                .is_none_or(|t| reference::fits(t, b, true)),
            "{w:?}"
        );
        assert!(
            q.subanagram
                .as_deref()
                .is_none_or(|t| reference::fits(t, b, false)),
            "{w:?}"
        );
        assert!(q.min_len.is_none_or(|m| b.len() >= m) && q.max_len.is_none_or(|m| b.len() <= m));
        let key = (dict.rank(id), w.word.as_str());
        assert!(prev.is_none_or(|p| p < key), "order: {prev:?} then {key:?}");
        prev = Some(key);
    }
    if let (DictRef::Own(d), true) = (&dict, a.complete) {
        let want = reference::find_words(
            d,
            q.pattern.as_deref(),
            q.anagram.as_deref(),
            q.subanagram.as_deref(),
            q.min_len,
            q.max_len,
        );
        assert_eq!(a.count, want.len(), "count against the reference: {want:?}");
    }
});
