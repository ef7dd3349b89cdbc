//! The rack parsers: typed racks (`tiles=`), board patterns (`pattern=`), tile-set JSON (`set=`)
//! and the page's query JSON (`query=`). A valid set must draw racks it accepts; a query that parses runs on a tiny
//! dictionary with a small budget.
#![no_main]

use libfuzzer_sys::fuzz_target;
use wordwright::budget::Budget;
use wordwright::dict::Dictionary;
use wordwright::rack::{self, BoardPattern, Rack, RackQuery, SetSpec, TileSet, MAX_RACK};
use wordwright_fuzz::{check_input_error, Fields};

fuzz_target!(|bytes: &[u8]| {
    let f = Fields::parse(bytes);
    let (rack, pattern) = (
        f.get("tiles").unwrap_or_default(),
        f.get("pattern").unwrap_or_default(),
    );
    let (set_json, query_json) = (
        f.get("set").unwrap_or_default(),
        f.get("query").unwrap_or_default(),
    );
    let seed: u64 = f.num("seed").unwrap_or(0);
    match Rack::parse(&rack) {
        Ok(r) => {
            assert!(!r.tiles.is_empty() && r.tiles.len() <= MAX_RACK);
            assert_eq!(
                r.counts.iter().sum::<u32>() + r.blanks,
                r.tiles.len() as u32
            );
        }
        Err(e) => check_input_error(&e),
    }
    match BoardPattern::parse(&pattern) {
        Ok(p) => {
            assert_eq!(p.text().len(), p.len());
            assert!(p.places() >= 1 && p.places() <= p.len());
            assert_eq!(BoardPattern::parse(&p.text()).as_ref(), Ok(&p));
        }
        Err(e) => check_input_error(&e),
    }
    if let Ok(spec) = serde_json::from_str::<SetSpec>(&set_json) {
        match TileSet::from_spec(Some(&spec)) {
            Ok(set) => {
                let drawn = set.draw(seed);
                assert_eq!(drawn.tiles.len(), set.rack_size.min(set.bag_size()));
                assert_eq!(set.check_rack(&drawn), Ok(()), "{set:?} drew {drawn:?}");
                assert_eq!(set.draw(seed), drawn, "draws repeat for a seed");
                let bag = set.whole_bag();
                assert_eq!(bag.tiles.len(), set.bag_size());
                assert_eq!(set.check_rack(&bag), Ok(()));
            }
            Err(e) => check_input_error(&e),
        }
    }
    if let Ok(q) = serde_json::from_str::<RackQuery>(&query_json) {
        let dict = Dictionary::from_words(&["a", "at", "cat", "act", "tact", "zebra", "quiz"]);
        match rack::solve(&dict, &q, &mut Budget::new(50_000)) {
            Ok(a) => {
                assert!(a.words.len() <= a.count);
                for w in &a.words {
                    assert!(dict.contains(&w.word), "{:?} is not a word", w.word);
                    assert!(w.blanks.iter().all(|&i| i < w.word.len()));
                }
                assert!(a.words.windows(2).all(|p| p[0].score >= p[1].score));
            }
            Err(e) => check_input_error(&e),
        }
    }
});
