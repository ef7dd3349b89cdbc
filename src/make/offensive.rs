//! The words the makers never choose: profanities, slurs and obscenities.
//!
//! The table is `data/offensive/offensive-words.txt` (made by `extract-offensive.py` from the npm
//! package `cuss` 2.2.0, MIT: the words rated as maybe or likely used as a profanity, their
//! plurals, and only words the built-in dictionary has; data/offensive/SOURCE.txt). It is
//! embedded with the makers only (the command line and the page's second wasm module): a solver
//! finds every word, and only a maker leaves these out when it chooses words (ladder words, a
//! rack's best word, the words rolled with the dice, a Jumble's clue words and scrambles).
//! Words the user gives (a quote, the symbol rows' words, a ladder's ends, a Jumble's answer) are
//! the user's own and are kept.

/// The table: `#` header lines, then one word per line in byte order.
const TABLE: &str = include_str!("../../data/offensive/offensive-words.txt");

/// The words the makers leave out.
#[derive(Clone)]
pub struct Offensive {
    words: Vec<&'static str>,
}

impl Offensive {
    /// Reads the embedded table (about 1,000 lines: microseconds).
    pub fn load() -> Offensive {
        Offensive {
            words: TABLE
                .lines()
                .filter(|l| !l.is_empty() && !l.starts_with('#'))
                .collect(),
        }
    }

    /// Whether a maker must not choose `word` (lowercase letters).
    pub fn contains(&self, word: &[u8]) -> bool {
        self.words
            .binary_search_by(|w| w.as_bytes().cmp(word))
            .is_ok()
    }

    /// How many words the table has.
    pub fn len(&self) -> usize {
        self.words.len()
    }

    /// Whether the table is empty (never, for the embedded one).
    pub fn is_empty(&self) -> bool {
        self.words.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_is_sorted_lowercase_words() {
        let o = Offensive::load();
        assert!(o.len() > 500, "{}", o.len());
        for w in o.words.windows(2) {
            assert!(w[0] < w[1], "{} before {}", w[0], w[1]);
        }
        assert!(o
            .words
            .iter()
            .all(|w| w.bytes().all(|b| b.is_ascii_lowercase())));
    }

    #[test]
    fn finds_the_words_and_their_plurals_and_nothing_else() {
        let o = Offensive::load();
        for w in ["cunt", "cunts", "fuck", "twat", "shit", "nigger", "bitches"] {
            assert!(o.contains(w.as_bytes()), "{w}");
        }
        // Rated 0 by the list (clean far more often than not), and ordinary words.
        for w in [
            "beaver",
            "execute",
            "class",
            "assess",
            "scunthorpe",
            "house",
            "",
        ] {
            assert!(!o.contains(w.as_bytes()), "{w}");
        }
    }
}
