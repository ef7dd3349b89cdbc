//! SCOWL's words spelled with an apostrophe between letters (`ma'am`, `o'clock`, `y'all`,
//! `sou'wester`), each with its level: `data/scowl-contractions.txt`, written by
//! `data/extract-contractions.py` from the same SCOWL as the words. A cryptogram's apostrophe
//! word may be one of them, besides what the contraction rules read (`src/assign/candidates.rs`).

use super::Dictionary;

/// `word<TAB>level` lines, in byte order.
const LIST: &str = include_str!("../../data/scowl-contractions.txt");

/// The listed words a dictionary has (those at its level or below), with their levels.
pub fn listed(dict: &Dictionary) -> impl Iterator<Item = (&'static str, u8)> {
    let max = dict.source().listed_level();
    LIST.lines().filter_map(move |line| {
        let (word, level) = line.split_once('\t')?;
        let level: u8 = level.parse().ok()?;
        (level <= max).then_some((word, level))
    })
}

/// The level of `word` (with its apostrophe) if it is one of the listed words `dict` has. One
/// search of the list's text (the solver asks this of every contraction it tries).
pub fn level(dict: &Dictionary, word: &str) -> Option<u8> {
    if !word.contains('\'') {
        return None;
    }
    let bytes = LIST.as_bytes();
    let (at, _) = LIST.match_indices(word).find(|&(i, _)| {
        (i == 0 || bytes[i - 1] == b'\n') && bytes.get(i + word.len()) == Some(&b'\t')
    })?;
    let rest = &LIST[at + word.len() + 1..];
    let level: u8 = rest.split('\n').next()?.parse().ok()?;
    (level <= dict.source().listed_level()).then_some(level)
}

/// Whether `head'tail` (`tail` as letters) is one of the listed words `dict` has.
pub fn fits(dict: &Dictionary, head: &str, tail: &[u8]) -> bool {
    let Ok(tail) = std::str::from_utf8(tail) else {
        return false;
    };
    level(dict, &format!("{head}'{tail}")).is_some()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_list_is_well_formed_and_gated_by_level() {
        let mut prev = "";
        for line in LIST.lines() {
            let (word, level) = line.split_once('\t').expect("word<TAB>level");
            let (head, tail) = word.split_once('\'').expect("an apostrophe");
            assert!(
                !head.is_empty() && !tail.is_empty() && !tail.contains('\''),
                "{word}"
            );
            assert!(word.bytes().all(|b| b.is_ascii_lowercase() || b == b'\''));
            assert!(level.parse::<u8>().is_ok_and(|l| l <= 80), "{line}");
            assert!(prev < word, "byte order: {prev} then {word}");
            prev = word;
        }
        let at = |level| Dictionary::from_pairs(&[("cat", 10)], level);
        assert_eq!(level(&at(35), "ma'am"), Some(35));
        assert_eq!(level(&at(35), "o'clock"), Some(35));
        assert_eq!(level(&at(20), "ma'am"), None);
        assert_eq!(level(&at(95), "y'all"), Some(40));
        assert_eq!(level(&at(95), "ma'xm"), None);
        assert_eq!(level(&Dictionary::from_words(&["cat"]), "ma'am"), None);
        // Whole lines only: not the end of schoolma'am, nor the start of a longer word.
        assert_eq!(level(&at(95), "schoolma'am"), Some(70));
        assert_eq!(level(&at(95), "a'am"), None);
        assert_eq!(level(&at(95), "ma'a"), None);
        assert!(fits(&at(95), "ma", b"am") && !fits(&at(95), "ma", b"an"));
        // Every listed word is found by its own line.
        for (w, l) in listed(&at(95)) {
            assert_eq!(level(&at(95), w), Some(l), "{w}");
        }
    }
}
