//! The dice parsers: rolled words, alphabets with ranges, absent lists, dice and faces, as
//! `words=`, `alphabet=`, ... lines or as the page's query JSON (`query=`); a query that parses runs on a tiny dictionary with a
//! small budget.
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
    let q = DiceQuery {
        words: f.all("words"),
        dice: f.num("dice"),
        faces: f.num("faces"),
        alphabet: f.get("alphabet"),
        absent: f.get("absent"),
        limit: f.num("limit"),
    };
    run(&q);
    if let Some(Ok(q)) = f
        .get("query")
        .map(|j| serde_json::from_str::<DiceQuery>(&j))
    {
        run(&q);
    }
});
