//! The dice solver (`dice::solve`) with `words=`, `dice=`, `faces=`, `alphabet=`, `absent=` and
//! `limit=` lines (read as `dice` options by the one option reader), on the input's dictionary
//! (`dict=`, used for the suggested word) or the embedded one, and a budget of 300,000 steps. Every listed set of dice must split the
//! symbols into dice of the right size with each word's letters on different dice; on small
//! puzzles the count and the list must be the plain backtracking search's.
#![no_main]

use libfuzzer_sys::fuzz_target;
use wordwright::budget::Budget;
use wordwright::dice::{self, DiceQuery};
use wordwright::reference;
use wordwright_fuzz::{check_input_error, Fields};

fuzz_target!(|bytes: &[u8]| {
    let f = Fields::parse(bytes);
    let dict = f.dictionary();
    let Some(q) = f.read(&dice::DICE, &[], DiceQuery::read) else {
        return;
    };
    let a = match dice::solve(&dict, &q, &mut Budget::new(300_000)) {
        Ok(a) => a,
        Err(e) => return check_input_error(&e),
    };
    let n: usize = dice::DICE_COUNT.or_default(q.dice);
    let nf = n * dice::FACES.or_default::<usize>(q.faces);
    let words: Vec<String> = q
        .words
        .iter()
        .flat_map(|w| w.split(|c: char| c.is_whitespace() || c == ',' || c == ';'))
        .filter(|w| !w.is_empty())
        .map(str::to_ascii_lowercase)
        .collect();
    assert!(a.solutions.len() as u128 <= a.count.0);
    if a.count.0 == 0 && a.complete {
        assert!(a.reason.is_some() && a.conflict.as_ref().is_some_and(|c| !c.is_empty()));
    }
    if let Some(w) = &a.suggest {
        assert!(dict.contains(w), "suggested {w:?} is not a word");
    }
    let mut symbols: Option<Vec<u8>> = None;
    for s in &a.solutions {
        assert_eq!(s.len(), n);
        let mut all: Vec<u8> = s.iter().flat_map(|d| d.bytes()).collect();
        assert_eq!(all.len(), nf, "{s:?}");
        all.sort_unstable();
        assert!(
            all.windows(2).all(|p| p[0] < p[1]),
            "a symbol twice in {s:?}"
        );
        if let Some(prev) = &symbols {
            assert_eq!(prev, &all, "solutions over different symbols");
        }
        symbols = Some(all);
        for w in &words {
            let mut used = vec![false; n];
            for l in w.bytes() {
                let d = s
                    .iter()
                    .position(|d| d.as_bytes().contains(&l))
                    .expect("every letter on a die");
                assert!(!used[d], "{w:?} takes two letters from one die in {s:?}");
                used[d] = true;
            }
        }
    }
    if let (Some(symbols), true, true) = (&symbols, a.complete, nf <= 12) {
        let ws: Vec<&str> = words.iter().map(String::as_str).collect();
        let r = reference::dice::solve(n, nf / n, symbols, &ws, &mut Budget::new(300_000));
        if let Some(r) = r {
            assert_eq!(a.count.0, r.count);
            if !a.truncated {
                assert_eq!(a.solutions, r.solutions);
            }
        }
    }
});
