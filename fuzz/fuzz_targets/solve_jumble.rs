//! The Jumble solver (`jumble::solve`) on the input's dictionary (`dict=` lines) or the
//! embedded one, with `clue=`, `pin=`, `answer=`, `limit=` lines (read as `jumble` options by the
//! one option reader) and a budget of 300,000 steps.
//! Every clue word must use exactly the clue's letters; every answer must be made of the
//! circled letters of the clue words it names plus the printed letters; answers come best
//! first. On a small dictionary and a small puzzle, the answers must be the reference's.
#![no_main]

use libfuzzer_sys::fuzz_target;
use wordwright::budget::Budget;
use wordwright::jumble::pattern::AnswerPattern;
use wordwright::jumble::{self, Clue, JumbleQuery};
use wordwright::letters::LetterCounts;
use wordwright::reference;
use wordwright_fuzz::{check_input_error, DictRef, Fields};

fuzz_target!(|bytes: &[u8]| {
    let f = Fields::parse(bytes);
    let dict = f.dictionary();
    let Some(q) = f.read(&jumble::JUMBLE, &[], JumbleQuery::read) else {
        return;
    };
    let a = match jumble::solve(&dict, &q, &mut Budget::new(300_000)) {
        Ok(a) => a,
        Err(e) => return check_input_error(&e),
    };
    let clues: Vec<Clue> = q
        .clue
        .iter()
        .enumerate()
        .map(|(i, c)| Clue::parse(c, i + 1).unwrap())
        .collect();
    // No pattern: the clues only, with no final answer.
    let pattern = match q.answer.trim() {
        "" => None,
        _ => Some(AnswerPattern::parse(&q.answer).unwrap()),
    };
    assert!(pattern.is_some() || (a.answers.is_empty() && a.count == 0));
    let mut printed = LetterCounts::default();
    for s in pattern.iter().flat_map(|p| &p.slots) {
        for l in s.fixed.iter().flatten() {
            printed.add(*l);
        }
    }
    for (c, out) in clues.iter().zip(&a.clues) {
        for w in &out.words {
            assert_eq!(
                LetterCounts::of(w.word.as_bytes()),
                LetterCounts::of(c.scramble.as_bytes())
            );
            assert!(
                out.pinned || dict.contains(&w.word),
                "{:?} is not a word",
                w.word
            );
            assert_eq!(w.circled, c.circled(&w.word));
        }
    }
    assert!(a.answers.len() as u64 <= a.count);
    assert!(
        a.answers.windows(2).all(|p| p[0].cost <= p[1].cost),
        "best first"
    );
    for ans in &a.answers {
        assert!(!ans.from.is_empty());
        let letters = LetterCounts::of(ans.phrase.as_bytes());
        for combo in &ans.from {
            assert_eq!(combo.len(), clues.len());
            let mut pool = printed;
            for ((c, out), w) in clues.iter().zip(&a.clues).zip(combo) {
                assert!(
                    out.words.iter().any(|cw| &cw.word == w),
                    "{w:?} is not a word of its clue"
                );
                for l in c.circled(w).bytes() {
                    pool.add(l);
                }
            }
            assert_eq!(letters, pool, "{:?} from {combo:?}", ans.phrase);
        }
    }
    // The reference permutation search, where it stays small.
    let plain = q
        .answer
        .chars()
        .all(|c| c == '-' || c == '_' || c == ' ' || c.is_ascii_alphabetic());
    let small = plain && clues.iter().all(|c| c.scramble.len() <= 7) && pattern.as_ref().is_some_and(|p| p.blanks() <= 7);
    if let (DictRef::Own(d), true, true) = (&dict, small, a.complete) {
        if let Some(r) = reference::jumble::solve(d, &q) {
            let mut phrases: Vec<String> = a.answers.iter().map(|p| p.phrase.clone()).collect();
            phrases.sort();
            if a.count as usize == phrases.len() {
                assert_eq!(phrases, r.answers);
            }
        }
    }
});
