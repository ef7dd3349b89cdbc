//! Helpers shared by the fuzz targets: inputs as `key=value` lines, dictionaries (the input's
//! own words, or the embedded one decoded once per process), and checks every target makes on
//! errors.

use std::cell::OnceCell;

use wordwright::dict::Dictionary;
use wordwright::{Error, ErrorKind};

/// A fuzz input as text: one `key=value` per line, keys named as the query's fields (the
/// CLI's long options, as in the page's links). Seed files are real puzzles written this way, and
/// the fuzzer's mutations stay readable. Lines without `=` are ignored. A `dict=` line (repeatable)
/// gives the dictionary's words, separated by spaces; without one the embedded dictionary is used.
#[derive(Debug, Default)]
pub struct Fields {
    /// The `key=value` lines in order.
    pub pairs: Vec<(String, String)>,
}

impl Fields {
    /// Reads the lines of `bytes` (invalid UTF-8 replaced, as the CLI reads files).
    pub fn parse(bytes: &[u8]) -> Fields {
        let text = String::from_utf8_lossy(bytes);
        let pairs = text
            .lines()
            .filter_map(|l| l.split_once('='))
            .map(|(k, v)| (k.trim().to_string(), v.to_string()))
            .collect();
        Fields { pairs }
    }

    /// Every value of `key`, in order.
    pub fn all(&self, key: &str) -> Vec<String> {
        self.pairs
            .iter()
            .filter(|(k, _)| k == key)
            .map(|(_, v)| v.clone())
            .collect()
    }

    /// The last value of `key`.
    pub fn get(&self, key: &str) -> Option<String> {
        self.pairs
            .iter()
            .rev()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.clone())
    }

    /// The last value of `key` as a number (values that are not numbers count as absent).
    pub fn num<T: std::str::FromStr>(&self, key: &str) -> Option<T> {
        self.get(key).and_then(|v| v.trim().parse().ok())
    }

    /// Whether `key` is given as `true` (or `1`, or with no value).
    pub fn flag(&self, key: &str) -> bool {
        self.get(key)
            .is_some_and(|v| matches!(v.trim(), "" | "1" | "true"))
    }

    /// The dictionary: the `dict=` words (only a-z words of up to 20 letters, at most 400), each
    /// with a SCOWL level picked by its position, or the embedded dictionary when there is no
    /// `dict=` line.
    pub fn dictionary(&self) -> DictRef {
        let lines = self.all("dict");
        if lines.is_empty() {
            return DictRef::Embedded(embedded());
        }
        use wordwright::options::LEVELS;
        let words: Vec<String> = lines
            .iter()
            .flat_map(|l| l.split_whitespace())
            .map(str::to_ascii_lowercase)
            .filter(|w| !w.is_empty() && w.len() <= 20 && w.bytes().all(|b| b.is_ascii_lowercase()))
            .take(400)
            .collect();
        let pairs: Vec<(&str, u8)> = words
            .iter()
            .enumerate()
            .map(|(i, w)| (w.as_str(), LEVELS[(i * 7 + w.len()) % LEVELS.len()]))
            .collect();
        DictRef::Own(Box::new(Dictionary::from_pairs(&pairs, 95)))
    }
}

/// A dictionary for one run: the input's own words or the shared embedded one.
pub enum DictRef {
    /// The embedded dictionary at level 70.
    Embedded(&'static Dictionary),
    /// Words from the input.
    Own(Box<Dictionary>),
}

impl std::ops::Deref for DictRef {
    type Target = Dictionary;
    fn deref(&self) -> &Dictionary {
        match self {
            DictRef::Embedded(d) => d,
            DictRef::Own(d) => d,
        }
    }
}

thread_local! {
    static EMBEDDED: OnceCell<&'static Dictionary> = const { OnceCell::new() };
}

/// The embedded dictionary at level 70, decoded once per process (its indexes, built lazily,
/// are then kept too).
pub fn embedded() -> &'static Dictionary {
    EMBEDDED.with(|c| {
        *c.get_or_init(|| {
            let d = wordwright::embedded::dictionary(70).expect("the embedded blob loads");
            Box::leak(Box::new(d))
        })
    })
}

/// Checks an error from user input: a kind input can cause, and a message that says something.
pub fn check_input_error(e: &Error) {
    assert!(
        matches!(e.kind, ErrorKind::InvalidInput | ErrorKind::TooLarge),
        "unexpected error kind for user input: {e:?}"
    );
    check_message(e);
}

/// Checks an error's message: a sentence, not empty.
pub fn check_message(e: &Error) {
    assert!(!e.message.trim().is_empty(), "empty error message: {e:?}");
}
