//! The symbol-row parsers: rows of symbols, cryptogram text, known letters and options
//! (`row=`, `crypto=`, `known=`, `share=`, `allow-self=`, `nonwords=`, `limit=` lines, read as
//! `assign` options by the one option reader); a puzzle that parses runs on a tiny dictionary
//! with a small budget.
#![no_main]

use libfuzzer_sys::fuzz_target;
use wordwright::assign::{self, AssignQuery, RowKind};
use wordwright::budget::Budget;
use wordwright::dict::Dictionary;
use wordwright_fuzz::{check_input_error, Fields};

fuzz_target!(|bytes: &[u8]| {
    let f = Fields::parse(bytes);
    let Some(q) = f.read(&assign::ASSIGN, &[], AssignQuery::read) else {
        return;
    };
    let puzzle = match assign::parse(&q) {
        Ok(p) => p,
        Err(e) => return check_input_error(&e),
    };
    let n = puzzle.symbols.len();
    assert!(n > 0);
    assert_eq!(puzzle.known.len(), n);
    assert_eq!(puzzle.banned.len(), n);
    for row in &puzzle.rows {
        assert!(row.syms.iter().all(|&s| s < n), "{row:?}");
        if let RowKind::Contraction { prefix } = row.kind {
            assert!(prefix < row.syms.len(), "{row:?}");
        }
    }
    assert!(puzzle.known.iter().flatten().all(|&l| l < 26));
    let dict = Dictionary::from_words(&["at", "ta", "eat", "tea", "ate", "tee", "sea", "i"]);
    match assign::solve(&dict, &q, &mut Budget::new(20_000)) {
        Ok(a) => {
            assert!(a.solutions.len() <= a.count);
            for s in &a.solutions {
                assert_eq!(s.words.len(), puzzle.rows.len());
            }
        }
        Err(e) => check_input_error(&e),
    }
});
