//! The word finder (`finder::find_words`) on the input's dictionary (`dict=` lines) or the
//! embedded one, with `pattern=`, `anagram=`, `subanagram=`, `min-len=`, `max-len=`, `share=`,
//! `limit=` (read as `words` options by the one option reader). Every listed word must be in the
//! dictionary and fit the query (checked by the reference finder on words short enough for its
//! backtracking: [`reference_len_cap`]), the list must be in commonness order, and on a small
//! dictionary of such words the count must be the reference's.
#![no_main]

use libfuzzer_sys::fuzz_target;
use wordwright::budget::Budget;
use wordwright::dict::Dictionary;
use wordwright::finder::{self, WordsQuery};
use wordwright::options::LIMIT;
use wordwright::reference::finder as reference;
use wordwright_fuzz::{check_input_error, reference_len_cap, DictRef, Fields};

fuzz_target!(|bytes: &[u8]| {
    let f = Fields::parse(bytes);
    let dict = f.dictionary();
    let Some(q) = f.read(&finder::WORDS, &[], WordsQuery::read) else {
        return;
    };
    let a = match finder::find_words(&dict, &q, &mut Budget::new(1_000_000)) {
        Ok(a) => a,
        Err(e) => return check_input_error(&e),
    };
    let limit: usize = LIMIT.or_default(q.limit);
    let cap = q
        .pattern
        .as_deref()
        .map_or(wordwright::dict::MAX_WORD_LEN, |p| {
            reference_len_cap(p, wordwright::dict::MAX_WORD_LEN)
        });
    let matches = |p: &str, b: &[u8]| b.len() > cap || reference::matches_with(p, b, q.share);
    assert_eq!(a.words.len(), a.count.min(limit));
    assert_eq!(a.truncated, a.count > limit);
    let mut prev: Option<(u8, &str)> = None;
    for w in &a.words {
        let id = dict
            .find(&w.word)
            .unwrap_or_else(|| panic!("{:?} is not a word", w.word));
        assert_eq!(dict.level(id), w.level);
        let b = w.word.as_bytes();
        assert!(q.pattern.as_deref().is_none_or(|p| matches(p, b)), "{w:?}");
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
    let short = |d: &Dictionary| d.ids().all(|id| d.bytes(id).len() <= cap);
    if let (DictRef::Own(d), true) = (&dict, a.complete) {
        if !short(d) {
            return;
        }
        // `reference::find_words` knows no `share`; the pattern is then checked here.
        let want: Vec<String> = reference::find_words(
            d,
            None,
            q.anagram.as_deref(),
            q.subanagram.as_deref(),
            q.min_len,
            q.max_len,
        )
        .into_iter()
        .filter(|w| {
            q.pattern
                .as_deref()
                .is_none_or(|p| matches(p, w.as_bytes()))
        })
        .collect();
        assert_eq!(a.count, want.len(), "count against the reference: {want:?}");
    }
});
