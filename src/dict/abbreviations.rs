//! SCOWL's abbreviations written with a full stop (`Mr.`, `Dr.`, `etc.`, `adj.`, `Feb.`), each
//! with its level and its wordfreq frequency: `data/abbreviations/abbreviations.txt`, written by
//! `data/abbreviations/extract-abbreviations.py` from the same SCOWL as the words (its zipf100
//! column is CC BY-SA 4.0, as `SOURCE.txt` there says). A cryptogram's word followed by a full stop
//! may be one of them, besides a word (`src/assign/candidates.rs`).

use super::{Dictionary, IndexKey, Slot};

/// `word<TAB>level<TAB>zipf100` lines in byte order.
const LIST: &str = include_str!("../../data/abbreviations/abbreviations.txt");

/// One abbreviation a dictionary reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Abbreviation {
    /// The abbreviation, lower case, without its stop.
    pub word: &'static str,
    /// Its SCOWL level.
    pub level: u8,
    /// Its Zipf value in wordfreq, times 100 (None: wordfreq lacks it).
    pub zipf100: Option<u16>,
}

/// The abbreviations a dictionary reads: those at its level or below (a built-in dictionary's;
/// a user's word list has its own words only) that are not its words, in byte order.
pub struct Abbreviations(Vec<Abbreviation>);

/// The dictionary's [`Abbreviations`], built on first use.
pub(crate) const ABBREVIATIONS: IndexKey<Abbreviations> =
    IndexKey::new(Slot::Abbreviations, Abbreviations::new);

impl Abbreviations {
    fn new(dict: &Dictionary) -> Abbreviations {
        let max = dict.source().listed_level();
        Abbreviations(
            entries()
                .filter(|a| a.level <= max && !dict.contains(a.word))
                .collect(),
        )
    }

    /// `word` (lower case, no stop) if it is one of them.
    pub fn find(&self, word: &str) -> Option<Abbreviation> {
        let i = self.0.binary_search_by(|a| a.word.cmp(word)).ok()?;
        self.0.get(i).copied()
    }

    /// Those of `len` letters.
    pub fn with_len(&self, len: usize) -> impl Iterator<Item = &Abbreviation> {
        self.0.iter().filter(move |a| a.word.len() == len)
    }
}

/// Every line of the list.
fn entries() -> impl Iterator<Item = Abbreviation> {
    LIST.lines().filter_map(|line| {
        let mut fields = line.split('\t');
        let word = fields.next()?;
        let level = fields.next()?.parse().ok()?;
        let zipf100: u16 = fields.next()?.parse().ok()?;
        Some(Abbreviation {
            word,
            level,
            zipf100: (zipf100 > 0).then_some(zipf100),
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_list_is_well_formed_and_gated_by_level_and_the_dictionary() {
        let mut prev = "";
        let mut n = 0;
        for line in LIST.lines() {
            let f: Vec<&str> = line.split('\t').collect();
            assert_eq!(f.len(), 3, "{line}");
            assert!(f[0].len() >= 2 && f[0].bytes().all(|b| b.is_ascii_lowercase()));
            assert!(f[1].parse::<u8>().is_ok_and(|l| l <= 55), "{line}");
            assert!(f[2].parse::<u16>().is_ok_and(|z| z < 900), "{line}");
            assert!(prev < f[0], "byte order: {prev} then {}", f[0]);
            prev = f[0];
            n += 1;
        }
        assert_eq!(entries().count(), n, "every line parses");
        let at = |level| Dictionary::from_pairs(&[("cat", 10), ("etc", 10)], level);
        let all = at(95);
        let mr = all.index(&ABBREVIATIONS).find("mr").expect("mr");
        assert_eq!(mr.level, 10);
        assert!(mr.zipf100.is_some_and(|z| z > 500), "{mr:?}");
        assert_eq!(
            all.index(&ABBREVIATIONS).find("adj").map(|a| a.level),
            Some(50)
        );
        assert!(at(35).index(&ABBREVIATIONS).find("adj").is_none());
        assert!(at(35).index(&ABBREVIATIONS).find("mr").is_some());
        // A word of the dictionary is read as its word, not as an abbreviation.
        assert!(all.index(&ABBREVIATIONS).find("etc").is_none());
        assert!(Dictionary::from_words(&["cat"])
            .index(&ABBREVIATIONS)
            .find("mr")
            .is_none());
        let two: Vec<&str> = all
            .index(&ABBREVIATIONS)
            .with_len(2)
            .map(|a| a.word)
            .collect();
        assert!(two.contains(&"dr") && two.contains(&"st") && !two.contains(&"etc"));
    }
}
