//! The symbol-assignment solver (`assign::solve`) with `row=`, `crypto=`, `known=`, `share=`,
//! `allow-self=`, `nonwords=` and `limit=` lines (read as `assign` options by the one option
//! reader), on the input's dictionary (`dict=`) or the
//! embedded one, and a budget of 300,000 steps. Every solution must spell each row with its
//! symbols' letters (same symbol, same letter; different symbols, different letters unless
//! shared), keep the known letters, and make every checked row a word but at most `nonwords`;
//! on small puzzles and dictionaries the count must be the plain backtracking search's.
#![no_main]

use libfuzzer_sys::fuzz_target;
use wordwright::assign::{self, contraction_fits, AssignQuery, RowKind};
use wordwright::budget::Budget;
use wordwright::reference;
use wordwright_fuzz::{check_input_error, DictRef, Fields};

fuzz_target!(|bytes: &[u8]| {
    let f = Fields::parse(bytes);
    let dict = f.dictionary();
    let Some(q) = f.read(&assign::ASSIGN, &[], AssignQuery::read) else {
        return;
    };
    let a = match assign::solve(&dict, &q, &mut Budget::new(300_000)) {
        Ok(a) => a,
        Err(e) => return check_input_error(&e),
    };
    let p = assign::parse(&q).expect("solve parsed it");
    assert!(a.solutions.len() <= a.count);
    for s in &a.solutions {
        let letter = |sym: usize| s.assignment.get(&p.symbols[sym]).map(|l| l.as_bytes()[0]);
        let mut misses = 0;
        for (i, row) in p.rows.iter().enumerate() {
            let spelled: Option<Vec<u8>> = row.syms.iter().map(|&x| letter(x)).collect();
            let Some(word) = spelled else {
                // A symbol met only in rows not looked up (or left as non-words) gets no letter.
                if row.kind == RowKind::Unchecked {
                    continue;
                }
                assert!(
                    s.nonwords.contains(&(i + 1)),
                    "row {} has no letters",
                    i + 1
                );
                misses += 1;
                continue;
            };
            let shown: Vec<u8> = s.words[i].bytes().filter(u8::is_ascii_lowercase).collect();
            assert_eq!(shown, word, "row {} spells {:?}", i + 1, s.words[i]);
            let ok = match row.kind {
                RowKind::Word => dict.contains(std::str::from_utf8(&word).unwrap()),
                RowKind::Contraction { prefix } => contraction_fits(&dict, &word, prefix),
                RowKind::Unchecked => true,
            };
            if !ok {
                assert!(
                    s.nonwords.contains(&(i + 1)),
                    "row {} ({:?}) is no word",
                    i + 1,
                    s.words[i]
                );
                misses += 1;
            }
        }
        assert!(misses <= p.nonwords, "{misses} rows are not words");
        for (x, sym) in p.symbols.iter().enumerate() {
            let Some(l) = s.assignment.get(sym).map(|l| l.as_bytes()[0] - b'a') else {
                continue;
            };
            assert!(
                p.known[x].is_none_or(|k| k == l),
                "{sym:?} is not its known letter"
            );
            assert!(p.banned[x] & (1 << l) == 0, "{sym:?} takes a banned letter");
        }
        if !p.share {
            let mut seen: Vec<&String> = s.assignment.0.iter().map(|(_, l)| l).collect();
            seen.sort();
            let n = seen.len();
            seen.dedup();
            assert_eq!(
                seen.len(),
                n,
                "two symbols share a letter: {:?}",
                s.assignment
            );
        }
    }
    // The plain backtracking search, where it stays small.
    let small = p.symbols.len() <= 4 && p.nonwords == 0;
    if let (DictRef::Own(d), true, true) = (&dict, small, a.complete) {
        let r = reference::assign::solve(d, &p, &mut Budget::new(300_000));
        if r.complete {
            assert_eq!(a.count, r.assignments.len());
        }
    }
});
