//! A user's word list: plain text (one word per line) or Knuth's SGB `words.dat` format.

use super::Dictionary;
use crate::error::{Error, Result};

/// The largest word list accepted, in bytes (a few times the largest published lists).
pub const MAX_LIST_BYTES: usize = 50_000_000;

/// What parsing a word list found.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct ListReport {
    /// Distinct words kept.
    pub words: usize,
    /// Lines that were not one a-z word after lowercasing (comments in SGB format excluded).
    pub skipped: usize,
    /// Whether the SGB `words.dat` format was detected.
    pub sgb_format: bool,
    /// The first skipped line (1-based) and its text, cut to 40 characters, for a message.
    pub first_skipped: Option<(usize, String)>,
}

/// Parses a word list. SGB format is detected by lines starting with `*` (comments); in it the
/// word is the leading letters of each other line. Otherwise each line, trimmed and lowercased,
/// must be one word of letters a-z; other lines are skipped and counted.
pub fn parse(text: &str) -> Result<(Dictionary, ListReport)> {
    if text.len() > MAX_LIST_BYTES {
        return Err(Error::too_large(format!(
            "the word list is {} bytes; the limit is {MAX_LIST_BYTES}",
            text.len()
        )));
    }
    let sgb = text.lines().any(|l| l.starts_with('*'));
    let mut words: Vec<String> = Vec::new();
    let mut skipped = 0;
    let mut first_skipped = None;
    for (n, line) in text.lines().enumerate() {
        let candidate: String = if sgb {
            if line.starts_with('*') {
                continue;
            }
            line.chars()
                .take_while(|c| c.is_ascii_alphabetic())
                .collect::<String>()
                .to_ascii_lowercase()
        } else {
            line.trim().to_ascii_lowercase()
        };
        if line.trim().is_empty() {
            continue;
        }
        let ok = !candidate.is_empty()
            && candidate.len() <= super::blob::MAX_WORD_LEN
            && candidate.bytes().all(|b| b.is_ascii_lowercase());
        if ok {
            words.push(candidate);
        } else {
            skipped += 1;
            if first_skipped.is_none() {
                first_skipped = Some((n + 1, line.chars().take(40).collect::<String>()));
            }
        }
    }
    if words.is_empty() {
        return Err(Error::dictionary(match &first_skipped {
            Some((n, l)) => format!(
                "the word list has no usable words (line {n}, {}, is not a word of letters a-z); \
                 give one word per line",
                crate::error::quote(l)
            ),
            None => "the word list is empty; give one word per line".to_string(),
        }));
    }
    let dict = Dictionary::from_words(&words);
    let report = ListReport {
        words: dict.len(),
        skipped,
        sgb_format: sgb,
        first_skipped,
    };
    Ok((dict, report))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_list() {
        let (d, r) = parse("Cat\ndog\n\ndog\nno way\ncafé\n").unwrap();
        assert_eq!(d.len(), 2);
        assert_eq!(r.skipped, 2);
        assert_eq!(r.first_skipped, Some((5, "no way".to_string())));
        assert_eq!(d.level(0), None);
    }

    #[test]
    fn sgb_format() {
        let (d, r) = parse("* comment\nwhich*7749 x\nthere*4931\n").unwrap();
        assert!(r.sgb_format);
        assert_eq!(d.len(), 2);
        assert!(d.contains("which"));
    }

    #[test]
    fn empty_list_is_an_error() {
        assert!(parse("\n\n").is_err());
        assert!(parse("12\n34").unwrap_err().message.contains("line 1"));
    }
}
