//! The rack solver (`rack::solve`) on the input's dictionary (`dict=` lines) or the embedded
//! one, with `rack`'s options as lines (`tiles=`, `set=` as a name or a custom set's JSON,
//! `seed=`, `draw=`, `whole-bag=`, `pattern=`, `all-tiles=`, `bonus=`, `limit=`, `min-len=`,
//! `max-len=`, read by the one option reader) and a budget of 300,000 steps. Every word must be in the dictionary, fit the pattern and the length
//! limits, and use only the rack's tiles (blanks exactly where the rack lacks the letter); on a
//! small dictionary and rack, words and scores must be the permutation search's.
#![no_main]

use std::collections::BTreeMap;

use libfuzzer_sys::fuzz_target;
use wordwright::budget::Budget;
use wordwright::rack::{self, RackQuery, TileSet, RACK_MIN_LEN};
use wordwright::reference::rack::{Options, PermutationSearch};
use wordwright_fuzz::{check_input_error, DictRef, Fields};

fuzz_target!(|bytes: &[u8]| {
    let f = Fields::parse(bytes);
    let dict = f.dictionary();
    let Some(q) = f.read(&rack::RACK, &[], RackQuery::read) else {
        return;
    };
    let a = match rack::solve(&dict, &q, &mut Budget::new(300_000)) {
        Ok(a) => a,
        Err(e) => return check_input_error(&e),
    };
    let tiles = a.rack.as_bytes();
    let pattern = a.pattern.as_deref().map(str::as_bytes);
    assert!(a.words.len() <= a.count);
    assert!(
        a.words.windows(2).all(|p| p[0].score >= p[1].score),
        "best first"
    );
    assert_eq!(a.best_score, a.words.first().map(|w| w.score));
    for w in &a.words {
        assert!(dict.contains(&w.word), "{:?} is not a word", w.word);
        let b = w.word.as_bytes();
        assert!(
            b.len() >= RACK_MIN_LEN.or_default(q.min_len) && q.max_len.is_none_or(|m| b.len() <= m)
        );
        let mut have = [0u32; 26];
        tiles
            .iter()
            .filter(|t| t.is_ascii_lowercase())
            .for_each(|&t| have[(t - b'a') as usize] += 1);
        let mut blanks = tiles.iter().filter(|&&t| t == b'?').count();
        for (pos, &l) in b.iter().enumerate() {
            if let Some(p) = pattern {
                assert_eq!(p.len(), b.len());
                if p[pos] != b'?' {
                    assert_eq!(p[pos], l, "{:?} against {:?}", w.word, a.pattern);
                    assert!(!w.blanks.contains(&pos));
                    continue;
                }
            }
            let i = (l - b'a') as usize;
            if w.blanks.contains(&pos) {
                assert_eq!(
                    have[i], 0,
                    "{w:?} blanks a letter still on the rack {:?}",
                    a.rack
                );
                assert!(blanks > 0);
                blanks -= 1;
            } else {
                assert!(have[i] > 0, "{w:?} uses a tile the rack {:?} lacks", a.rack);
                have[i] -= 1;
            }
        }
        if q.all_tiles {
            assert!(
                have.iter().all(|&h| h == 0) && blanks == 0,
                "{w:?} leaves tiles"
            );
        }
    }
    // The permutation search, on small racks and dictionaries when everything is listed.
    let small = tiles.len() <= 6 && tiles.iter().filter(|&&t| t == b'?').count() <= 1;
    if let (DictRef::Own(d), true, true, true) =
        (&dict, small, a.complete, a.words.len() == a.count)
    {
        let set = TileSet::from_spec(q.set.as_ref()).unwrap();
        let opts = Options {
            pattern,
            min_len: RACK_MIN_LEN.or_default(q.min_len).max(1),
            max_len: q.max_len.unwrap_or(wordwright::dict::MAX_WORD_LEN),
            all_tiles: q.all_tiles,
            bonus: a.bonus,
            rack_size: set.rack_size,
        };
        let want = PermutationSearch::new(d).solve(tiles, &set.values, &opts);
        let got: BTreeMap<String, u32> =
            a.words.iter().map(|w| (w.word.clone(), w.score)).collect();
        assert_eq!(got, want);
    }
});
