//! Word lists as `--dict` reads them (bytes, decoded lossily as UTF-8): plain lists and Knuth's
//! SGB `words.dat`. Every word kept must come from a line of the text, and the list must make a
//! blob that loads back to the same words.
#![no_main]

use libfuzzer_sys::fuzz_target;
use wordwright::dict::{blob, wordlist};
use wordwright::ErrorKind;
use wordwright_fuzz::check_message;

fuzz_target!(|bytes: &[u8]| {
    let text = String::from_utf8_lossy(bytes);
    let (dict, report) = match wordlist::parse(&text) {
        Ok(r) => r,
        Err(e) => {
            assert!(
                matches!(e.kind, ErrorKind::Dictionary | ErrorKind::TooLarge),
                "{e:?}"
            );
            return check_message(&e);
        }
    };
    assert_eq!(report.words, dict.len());
    assert!(!dict.is_empty());
    let lines: Vec<String> = text.lines().map(|l| l.trim().to_lowercase()).collect();
    let mut prev: Option<&str> = None;
    for id in dict.ids() {
        let w = dict.word(id);
        assert!(w.len() <= blob::MAX_WORD_LEN && w.bytes().all(|b| b.is_ascii_lowercase()));
        assert!(prev.is_none_or(|p| p < w), "sorted and distinct");
        prev = Some(w);
        let from_a_line = if report.sgb_format {
            lines.iter().any(|l| l.starts_with(w))
        } else {
            lines.iter().any(|l| l == w)
        };
        assert!(from_a_line, "{w:?} is on no line");
    }
    if let Some((n, _)) = &report.first_skipped {
        assert!(*n >= 1 && *n <= text.lines().count());
    }
    let built = blob::build(dict.ids().map(|id| (dict.word(id), 10))).expect("a list makes a blob");
    let back = blob::read(&built).expect("the blob loads");
    assert_eq!(back.len(), dict.len());
    for (i, id) in dict.ids().enumerate() {
        assert_eq!(back.word(i), dict.bytes(id));
    }
});
