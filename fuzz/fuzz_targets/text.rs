//! The text layer on any bytes: [`text::decode`] as every loader uses it (each kind of file and
//! its limit) and [`text::clean`] by each rule. Decoding never panics, refuses only with an input
//! or size error, and gives text with LF line ends, no byte-order mark and no NUL, which decodes
//! again to itself without a note. Cleaning is idempotent, folds nothing the second time, leaves
//! ASCII other than CR as it is, and cleaning for symbols first changes nothing cleaning for
//! letters would not.
#![no_main]

use libfuzzer_sys::fuzz_target;
use wordwright::note::MAX_LINES;
use wordwright::text::{self, Rule};
use wordwright::ErrorKind;
use wordwright_fuzz::check_message;

fuzz_target!(|bytes: &[u8]| {
    for kind in [text::WORD_LIST, text::ROWS_FILE, text::TILE_SET] {
        match text::decode(bytes, &kind) {
            Ok(d) => {
                assert!(!d.text.contains(['\r', '\0']), "{:?}", d.text);
                assert!(!d.text.starts_with('\u{feff}'));
                for n in &d.notes {
                    assert!(!n.message.trim().is_empty());
                    assert!(n.lines.len() <= MAX_LINES && n.lines.len() <= n.count);
                }
                if d.text.len() <= kind.limit {
                    let again = text::decode(d.text.as_bytes(), &kind).expect("decoded text decodes");
                    assert_eq!(again.text, d.text);
                    assert!(again.notes.is_empty(), "{:?}", again.notes);
                }
                if let Ok(s) = std::str::from_utf8(bytes) {
                    if !s.contains(['\r', '\0', '\u{feff}']) {
                        assert_eq!(d.text, s, "plain UTF-8 reads as itself");
                    }
                }
            }
            Err(e) => {
                assert!(
                    matches!(e.kind, ErrorKind::InvalidInput | ErrorKind::TooLarge),
                    "{e:?}"
                );
                check_message(&e);
            }
        }
    }
    let typed = String::from_utf8_lossy(bytes);
    let letters = text::clean(&typed, Rule::Letters);
    let symbols = text::clean(&typed, Rule::Symbols);
    for (rule, once) in [(Rule::Letters, &letters), (Rule::Symbols, &symbols)] {
        let twice = text::clean(&once.text, rule);
        assert_eq!(twice.text, once.text, "{rule:?} is idempotent");
        assert!(!twice.folded);
        assert!(!once.text.contains(['\r', '\u{feff}', '\u{200b}', '\u{a0}']));
    }
    assert!(!symbols.folded);
    assert!(letters
        .text
        .chars()
        .all(|c| text::fold(c).is_none() && !('\u{300}'..='\u{36f}').contains(&c)));
    let ascii = |s: &str| s.chars().filter(|c| c.is_ascii() && *c != '\r' && *c != '\n').count();
    assert!(ascii(&letters.text) >= ascii(&typed));
    assert_eq!(text::clean(&symbols.text, Rule::Letters).text, letters.text);
});
