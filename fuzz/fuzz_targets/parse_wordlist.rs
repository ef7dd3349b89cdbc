//! Word lists as `--dict` and the page's loader read them (bytes through the text layer, then
//! plain lists or Knuth's SGB `words.dat`). Every word kept must be a whole line of the decoded
//! text once made plain (never a cut line), or the word of an SGB line; the notes must count at
//! least the lines they quote; and the list must make a blob that loads back to the same words.
#![no_main]

use libfuzzer_sys::fuzz_target;
use wordwright::dict::{blob, wordlist};
use wordwright::note::MAX_LINES;
use wordwright::text::{self, Rule};
use wordwright::ErrorKind;
use wordwright_fuzz::check_message;

fuzz_target!(|bytes: &[u8]| {
    let refused = |e: wordwright::Error| {
        assert!(
            matches!(
                e.kind,
                ErrorKind::Dictionary | ErrorKind::TooLarge | ErrorKind::InvalidInput
            ),
            "{e:?}"
        );
        check_message(&e);
    };
    let (dict, report) = match wordlist::load(bytes) {
        Ok(r) => r,
        Err(e) => return refused(e),
    };
    let decoded = text::decode(bytes, &text::WORD_LIST).expect("load decoded it");
    assert_eq!(report.words, dict.len());
    assert!(!dict.is_empty());
    for n in &report.notes {
        assert!(n.lines.len() <= MAX_LINES && n.lines.len() <= n.count, "{n:?}");
    }
    let lines: Vec<String> = decoded
        .text
        .lines()
        .map(|l| {
            if report.sgb_format {
                l.to_string()
            } else {
                text::clean(l, Rule::Letters).text.trim().to_ascii_lowercase()
            }
        })
        .collect();
    let mut prev: Option<&str> = None;
    for id in dict.ids() {
        let w = dict.word(id);
        assert!(w.len() <= blob::MAX_WORD_LEN && w.bytes().all(|b| b.is_ascii_lowercase()));
        assert!(prev.is_none_or(|p| p < w), "sorted and distinct");
        prev = Some(w);
        let from_a_line = if report.sgb_format {
            w.len() == 5 && lines.iter().any(|l| l.starts_with(w))
        } else {
            lines.iter().any(|l| l == w)
        };
        assert!(from_a_line, "{w:?} is on no line");
    }
    let built = blob::build(dict.ids().map(|id| (dict.word(id), 10))).expect("a list makes a blob");
    let back = blob::read(&built).expect("the blob loads");
    assert_eq!(back.len(), dict.len());
    for (i, id) in dict.ids().enumerate() {
        assert_eq!(back.word(i), dict.bytes(id));
    }
});
