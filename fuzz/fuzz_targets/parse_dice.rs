//! The dice parsers: rolled words, alphabets with ranges, absent lists, dice and faces, as
//! `words=`, `alphabet=`, `absent=`, `dice=`, `faces=`, `limit=` lines read as `dice` options by
//! the one option reader; a query that reads runs on a tiny dictionary with a small budget.
#![no_main]

use libfuzzer_sys::fuzz_target;
use wordwright::budget::Budget;
use wordwright::dice::{self, DiceQuery};
use wordwright::dict::Dictionary;
use wordwright_fuzz::{check_input_error, Fields};

fn run(q: &DiceQuery) {
    let dict = Dictionary::from_words(&["abcd", "bade", "face", "deaf", "cafe", "bead"]);
    match dice::solve(&dict, q, &mut Budget::new(20_000)) {
        Ok(a) => {
            assert!(a.solutions.len() as u128 <= a.count.0);
            for s in &a.solutions {
                assert!(s.windows(2).all(|d| d[0] <= d[1]), "dice sorted: {s:?}");
            }
            if a.count.0 == 0 && a.complete {
                assert!(a.reason.is_some(), "no dice and no reason");
            }
        }
        Err(e) => check_input_error(&e),
    }
}

fuzz_target!(|bytes: &[u8]| {
    let f = Fields::parse(bytes);
    if let Some(q) = f.read(&dice::DICE, &[], DiceQuery::read) {
        run(&q);
    }
});
