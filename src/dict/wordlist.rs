//! A user's word list: plain text (one word per line) or Knuth's SGB `words.dat` format.
//!
//! A file's bytes go through the text layer first ([`load`]: [`crate::text::decode`]). A plain
//! list has one word per line; each line is made plain ([`crate::text::clean`]: typographic
//! quotes, spaces, accents folded) and trimmed, and a line that is not then one word of letters
//! a-z is skipped and reported, never cut (`didn't` is skipped, not read as `didn`). The SGB
//! format is recognised by its layout: `*` comment lines, and every other line a five-letter word
//! followed by SGB's own fields (a mark `*`, `+` or a space, then counts and commas).

use super::blob::MAX_WORD_LEN;
use super::Dictionary;
use crate::error::{plural, quote, Error, Result};
use crate::note::{Lines, Note, NoteKind};
use crate::text::{self, Rule};

/// The largest word list accepted, in bytes (a few times the largest published lists).
pub const MAX_LIST_BYTES: usize = text::WORD_LIST.limit;

/// What reading a word list found.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct ListReport {
    /// Distinct words kept.
    pub words: usize,
    /// Whether the SGB `words.dat` format was recognised.
    pub sgb_format: bool,
    /// What reading changed or skipped: the file's encoding, skipped lines, words too long,
    /// folded accents (kinds `decoded_*`, `skipped_lines`, `skipped_long_words`,
    /// `folded_accents`).
    pub notes: Vec<Note>,
}

/// Reads a word list file's bytes: decoded by the text layer, then parsed.
pub fn load(bytes: &[u8]) -> Result<(Dictionary, ListReport)> {
    let decoded = text::decode(bytes, &text::WORD_LIST)?;
    let (dict, mut report) = parse(&decoded.text)?;
    report.notes.splice(0..0, decoded.notes);
    Ok((dict, report))
}

/// The note for answers ranked with a word list some of whose words have no frequency (they rank
/// by the prior of the rarest level), of kind `missing_frequencies`; None when every word has one
/// or `dict` is not a word list.
pub fn missing_frequencies(dict: &Dictionary) -> Option<Note> {
    let lacking = dict.words_without_frequency();
    (lacking > 0 && matches!(dict.source(), crate::dict::Source::WordList { .. })).then(|| Note {
        kind: crate::note::NoteKind::MissingFrequencies,
        message: format!(
            "{lacking} of your word list's {} {} no frequency in wordfreq; {} below the words \
             that have one, by the prior of the rarest SCOWL level",
            crate::error::plural(dict.len(), "word"),
            if lacking == 1 { "has" } else { "have" },
            if lacking == 1 {
                "it ranks"
            } else {
                "they rank"
            },
        ),
        lines: Vec::new(),
        count: lacking,
    })
}

/// Parses a word list's text (see the module's documentation).
pub fn parse(text: &str) -> Result<(Dictionary, ListReport)> {
    if text.len() > MAX_LIST_BYTES {
        return Err(text::too_large(&text::WORD_LIST, Some(text.len() as u64)));
    }
    let sgb = is_sgb(text);
    let mut words: Vec<String> = Vec::new();
    let (mut skipped, mut long, mut folded) =
        (Lines::default(), Lines::default(), Lines::default());
    for (i, line) in text.lines().enumerate() {
        if sgb {
            if !line.starts_with('*') && !line.trim().is_empty() {
                words.push(line[..5].to_string());
            }
            continue;
        }
        let plain = text::clean(line, Rule::Letters);
        let candidate = plain.text.trim().to_ascii_lowercase();
        if candidate.is_empty() {
            continue;
        }
        if !candidate.bytes().all(|b| b.is_ascii_lowercase()) {
            skipped.push(i + 1, line.trim());
        } else if candidate.len() > MAX_WORD_LEN {
            long.push(i + 1, &candidate);
        } else {
            if plain.folded {
                folded.push(i + 1, line.trim());
            }
            words.push(candidate);
        }
    }
    if words.is_empty() {
        return Err(Error::dictionary(match (skipped.first(), long.first()) {
            (Some(l), _) => format!(
                "the word list has no usable words (line {}, {}, is not a word of letters \
                     a-z); give one word per line",
                l.number,
                quote(&l.text)
            ),
            (None, Some(l)) => format!(
                "the word list has no usable words (line {} is {} long; the limit is \
                     {MAX_WORD_LEN}); give one word per line",
                l.number,
                plural(l.chars, "letter")
            ),
            (None, None) => "the word list is empty; give one word per line".to_string(),
        }));
    }
    let dict = Dictionary::from_words(&words);
    let notes = [
        skipped.note(
            NoteKind::SkippedLines,
            |n| {
                format!(
                    "skipped {} that {} not one word of letters a-z",
                    plural(n, "line"),
                    if n == 1 { "is" } else { "are" }
                )
            },
            |l| format!("line {} {}", l.number, quote(&l.text)),
        ),
        long.note(
            NoteKind::SkippedLongWords,
            |n| {
                format!(
                    "skipped {} longer than {MAX_WORD_LEN} letters, the limit",
                    plural(n, "word")
                )
            },
            |l| format!("line {} is {} long", l.number, plural(l.chars, "letter")),
        ),
        folded.note(
            NoteKind::FoldedAccents,
            |n| format!("folded accented letters to a-z in {}", plural(n, "word")),
            |l| {
                format!(
                    "line {} {} as {}",
                    l.number,
                    quote(&l.text),
                    text::clean(&l.text, Rule::Letters)
                        .text
                        .to_ascii_lowercase()
                )
            },
        ),
    ]
    .into_iter()
    .flatten()
    .collect();
    let report = ListReport {
        words: dict.len(),
        sgb_format: sgb,
        notes,
    };
    Ok((dict, report))
}

/// Whether `text` is laid out as SGB's `words.dat`: at least one `*` comment line, and every
/// other line that is not blank a five-letter word a-z followed by nothing or by SGB's fields.
fn is_sgb(text: &str) -> bool {
    let mut comments = false;
    for line in text.lines() {
        if line.starts_with('*') {
            comments = true;
        } else if !line.trim().is_empty() && !sgb_word_line(line.trim_end()) {
            return false;
        }
    }
    comments
}

/// `about*12496,1813,1898`, `abaca 2`, `abase+,,,,3`, `aargh`.
fn sgb_word_line(line: &str) -> bool {
    let b = line.as_bytes();
    b.len() >= 5
        && b[..5].iter().all(u8::is_ascii_lowercase)
        && match b.get(5) {
            None => true,
            Some(b'*' | b'+' | b' ') => b[6..].iter().all(|&c| c.is_ascii_digit() || c == b','),
            Some(_) => false,
        }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn note(r: &ListReport, kind: NoteKind) -> &Note {
        r.notes
            .iter()
            .find(|n| n.kind == kind)
            .unwrap_or_else(|| panic!("no {kind:?} note in {:?}", r.notes))
    }

    #[test]
    fn plain_list() {
        let (d, r) = parse("Cat\ndog\n\ndog\nno way\ncaf\u{e9}\ndidn't\n").unwrap();
        assert_eq!(d.len(), 3);
        assert!(d.contains("cafe"));
        assert!(!d.contains("didn"), "a line is skipped, never cut");
        let s = note(&r, NoteKind::SkippedLines);
        assert_eq!(s.count, 2);
        assert_eq!(s.lines, ["no way", "didn't"]);
        assert_eq!(
            s.message,
            "skipped 2 lines that are not one word of letters a-z: line 5 \"no way\" and line 7 \"didn't\""
        );
        let f = note(&r, NoteKind::FoldedAccents);
        assert_eq!(
            f.message,
            "folded accented letters to a-z in 1 word: line 6 \"caf\u{e9}\" as cafe"
        );
        assert_eq!(d.level(0), None);
    }

    #[test]
    fn typographic_apostrophes_and_long_words() {
        let long = "a".repeat(70);
        let (d, r) = parse(&format!("it\u{2019}s\n{long}\nok\n")).unwrap();
        assert_eq!(d.len(), 1);
        assert_eq!(note(&r, NoteKind::SkippedLines).lines, ["it\u{2019}s"]);
        assert_eq!(
            note(&r, NoteKind::SkippedLongWords).message,
            "skipped 1 word longer than 60 letters, the limit: line 2 is 70 letters long"
        );
    }

    #[test]
    fn a_note_names_ten_lines_and_counts_the_rest() {
        let text: String = (0..25).map(|i| format!("{i}\n")).collect::<String>() + "word\n";
        let (_, r) = parse(&text).unwrap();
        let s = note(&r, NoteKind::SkippedLines);
        assert_eq!(s.count, 25);
        assert_eq!(s.lines.len(), 10);
        assert!(
            s.message.ends_with("line 10 \"9\" and 15 more"),
            "{}",
            s.message
        );
    }

    #[test]
    fn sgb_format_by_its_layout() {
        let (d, r) = parse("* comment\nwhich*7749,2\nthere*4931\nabsit ,,2\naargh\n").unwrap();
        assert!(r.sgb_format);
        assert_eq!(d.len(), 4);
        assert!(d.contains("which") && d.contains("absit"));
        assert!(r.notes.is_empty());
        // One `*` line does not make a plain list SGB: its lines are read whole.
        let (d, r) = parse("* my words\ndidn't\nmightn't\ncat\n").unwrap();
        assert!(!r.sgb_format);
        assert_eq!(d.len(), 1);
        assert_eq!(note(&r, NoteKind::SkippedLines).count, 3);
    }

    #[test]
    fn the_real_sgb_file() {
        let text = std::fs::read_to_string("tests/data/sgb-words.dat").unwrap();
        let (d, r) = parse(&text).unwrap();
        assert!(r.sgb_format);
        assert_eq!(d.len(), 5757);
    }

    #[test]
    fn empty_list_is_an_error() {
        assert!(parse("\n\n").is_err());
        assert!(parse("12\n34").unwrap_err().message.contains("line 1"));
        assert!(parse(&"b".repeat(61))
            .unwrap_err()
            .message
            .contains("61 letters"));
    }

    #[test]
    fn load_decodes_first() {
        let (d, r) = load(b"\xef\xbb\xbfcat\r\ndog\r\n").unwrap();
        assert!(d.contains("cat") && d.contains("dog"));
        assert!(r.notes.is_empty());
        let (d, r) = load(b"caf\xe9\n").unwrap();
        assert!(d.contains("cafe"));
        assert_eq!(r.notes[0].kind, NoteKind::DecodedWindows1252);
        assert_eq!(r.notes[1].kind, NoteKind::FoldedAccents);
    }
}
