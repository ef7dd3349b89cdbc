//! Jumble's parsers: clue masks and positions, pins and answer patterns (`clue=`, `pin=`,
//! `answer=`, `limit=` lines, read as `jumble` options by the one option reader); then the whole
//! query through `solve` on a tiny dictionary with a small budget.
#![no_main]

use libfuzzer_sys::fuzz_target;
use wordwright::budget::Budget;
use wordwright::dict::Dictionary;
use wordwright::jumble::pattern::{AnswerPattern, PatChar, MAX_WORDS};
use wordwright::jumble::{self, Clue, JumbleQuery, MAX_CLUE_LETTERS};
use wordwright_fuzz::{check_input_error, Fields};

fuzz_target!(|bytes: &[u8]| {
    let f = Fields::parse(bytes);
    let Some(q) = f.read(&jumble::JUMBLE, &[], JumbleQuery::read) else {
        return;
    };
    for (n, text) in q.clue.iter().enumerate() {
        match Clue::parse(text, n + 1) {
            Ok(c) => {
                assert!(c.scramble.bytes().all(|b| b.is_ascii_lowercase()));
                assert!((1..=MAX_CLUE_LETTERS).contains(&c.scramble.len()));
                assert!(!c.circles.is_empty());
                assert!(c.circles.windows(2).all(|w| w[0] < w[1]), "{c:?}");
                assert!(c.circles.iter().all(|&i| i < c.scramble.len()), "{c:?}");
                assert_eq!(c.circled(&c.scramble).len(), c.circles.len());
            }
            Err(e) => check_input_error(&e),
        }
    }
    match AnswerPattern::parse(&q.answer) {
        Ok(p) => {
            assert!(!p.slots.is_empty() && p.slots.len() <= MAX_WORDS);
            assert!(p.blanks() > 0);
            for s in &p.slots {
                assert!(!s.is_empty());
                let letters: Vec<u8> = s.fixed.iter().map(|f| f.unwrap_or(b'x')).collect();
                assert!(s.matches_fixed(&letters));
                let shown = s.render(&letters);
                let puncts = s
                    .chars
                    .iter()
                    .filter(|c| matches!(c, PatChar::Punct(_)))
                    .count();
                assert_eq!(shown.chars().count(), letters.len() + puncts, "{s:?}");
            }
        }
        Err(e) => check_input_error(&e),
    }
    let dict = Dictionary::from_words(&["ab", "ba", "cab", "abc", "tab", "bat", "act", "cat"]);
    match jumble::solve(&dict, &q, &mut Budget::new(20_000)) {
        Ok(a) => {
            assert!(a.answers.len() as u64 <= a.count);
            assert_eq!(a.clues.len(), q.clue.len());
        }
        Err(e) => check_input_error(&e),
    }
});
