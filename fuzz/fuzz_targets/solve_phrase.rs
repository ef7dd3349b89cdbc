//! Phrase anagrams (`finder::phrase_anagrams`, ranked by words alone: the ranking tier is not
//! loaded) on the input's dictionary (`dict=` lines) or the embedded one, with
//! `phrase-anagram=`, `words=`, `min-word-len=`, `include=`, `exclude=`, `limit=` (read as `words`
//! options by the one option reader). Every listed phrase must be dictionary words using exactly
//! the phrase's letters, the right number of them, with the included words and none of the
//! excluded; phrases come cheapest first, each multiset of words once; and on the input's own
//! small dictionary a complete count must be the reference's.
#![no_main]

use libfuzzer_sys::fuzz_target;
use wordwright::budget::Budget;
use wordwright::finder::{self, phrase::DEFAULT_MAX_WORDS, PhraseQuery};
use wordwright::options::LIMIT;
use wordwright::reference::finder as reference;
use wordwright_fuzz::{check_input_error, DictRef, Fields};

/// The sorted letters of `text` (ASCII letters, lowercased).
fn letters(text: &str) -> Vec<u8> {
    let mut v: Vec<u8> = text
        .bytes()
        .filter(u8::is_ascii_alphabetic)
        .map(|b| b.to_ascii_lowercase())
        .collect();
    v.sort_unstable();
    v
}

fuzz_target!(|bytes: &[u8]| {
    let f = Fields::parse(bytes);
    let dict = f.dictionary();
    let Some(q) = f.read(&finder::WORDS, &[], PhraseQuery::read) else {
        return;
    };
    let a = match finder::phrase_anagrams(&dict, None, &q, &mut Budget::new(300_000)) {
        Ok(a) => a,
        Err(e) => return check_input_error(&e),
    };
    let limit: usize = LIMIT.or_default(q.limit);
    assert_eq!(a.phrases.len(), a.count.min(limit));
    assert_eq!(a.truncated, a.count > limit);
    // Accented letters are folded by the text layer; the letter checks take plain ASCII phrases.
    let plain = q.phrase.is_ascii();
    let want = letters(&q.phrase);
    let (fewest, most) = q.words.map_or((1, DEFAULT_MAX_WORDS), |n| (n, n));
    let mut seen: Vec<Vec<String>> = Vec::new();
    let mut prev = None;
    for p in &a.phrases {
        assert!(p.words.len() >= fewest && p.words.len() <= most, "{p:?}");
        for w in &p.words {
            assert!(dict.find(w).is_some(), "{w:?} is not a word");
            assert!(!q.exclude.iter().any(|x| x.eq_ignore_ascii_case(w)), "{p:?}");
        }
        for x in &q.include {
            assert!(p.words.iter().any(|w| x.eq_ignore_ascii_case(w)), "{p:?}");
        }
        if plain {
            assert_eq!(letters(&p.text), want, "{p:?}");
        }
        assert_eq!(p.text, p.words.join(" "));
        assert!(prev.is_none_or(|c| c <= p.cost), "order: {prev:?} then {p:?}");
        prev = Some(p.cost);
        let mut multiset = p.words.clone();
        multiset.sort();
        assert!(!seen.contains(&multiset), "{p:?} twice");
        seen.push(multiset);
    }
    // The reference enumerates every multiset: only on the input's own words, for a phrase of
    // plain words, and only when the search completed.
    let simple = q.phrase.bytes().all(|b| b.is_ascii_alphabetic() || b == b' ')
        && q.include.iter().chain(&q.exclude).all(|w| w.bytes().all(|b| b.is_ascii_alphabetic()));
    if let (DictRef::Own(d), true, true) = (&dict, a.complete, simple) {
        let text: String = want.iter().map(|&b| b as char).collect();
        let lower = |v: &[String]| v.iter().map(|w| w.to_ascii_lowercase()).collect::<Vec<_>>();
        let (include, exclude) = (lower(&q.include), lower(&q.exclude));
        let include: Vec<&str> = include.iter().map(String::as_str).collect();
        let exclude: Vec<&str> = exclude.iter().map(String::as_str).collect();
        let given_words = lower(&q.phrase.split_whitespace().map(String::from).collect::<Vec<_>>());
        let mut given: Vec<&str> = given_words.iter().map(String::as_str).collect();
        given.sort_unstable();
        let all = reference::phrase_anagrams(
            d,
            &text,
            (fewest, most),
            q.min_word_len,
            &include,
            &exclude,
            &given,
        );
        assert_eq!(a.count, all.len(), "{q:?}");
    }
});
