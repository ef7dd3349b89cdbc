//! The rack parsers: typed racks (`tiles=`), board patterns (`pattern=`) and tile sets (`set=`, a
//! name or a custom set's JSON, read by `SetSpec::parse`), with `seed=` and the rest of `rack`'s
//! options, all read by the one option reader. A valid set must draw racks it accepts; the
//! whole query then runs on a tiny dictionary with a small budget.
#![no_main]

use libfuzzer_sys::fuzz_target;
use wordwright::budget::Budget;
use wordwright::dict::Dictionary;
use wordwright::rack::{self, BoardPattern, Rack, RackQuery, SetSpec, TileSet, MAX_RACK};
use wordwright_fuzz::{check_input_error, check_option_error, Fields};

fuzz_target!(|bytes: &[u8]| {
    let f = Fields::parse(bytes);
    let v = match f.values(&rack::RACK, &[]) {
        Ok(v) => v,
        Err(e) => return check_option_error(&e, &rack::RACK),
    };
    let rack = v.text(&rack::TILES).unwrap_or_default();
    let pattern = v.text(&rack::BOARD).unwrap_or_default();
    let seed: u64 = v.number(&rack::SEED).unwrap_or(0);
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
    if let Some(text) = v.text(&rack::SET) {
        match SetSpec::parse(&text).and_then(|spec| TileSet::from_spec(Some(&spec))) {
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
    let q = match RackQuery::read(&v) {
        Ok(q) => q,
        Err(e) => return check_input_error(&e),
    };
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
});
