//! The text layer: what people paste or save, turned into the plain text the parsers read.
//!
//! Two entry points, one for each way text arrives:
//! - [`decode`]: the bytes of a file (a word list, a rows file, a tile set) into text, or a clear
//!   error. It enforces the file's size limit, removes a byte-order mark, decodes UTF-16 (with or
//!   without a byte-order mark), reads invalid UTF-8 as Windows-1252 (what Notepad's "ANSI"
//!   writes; with a note), refuses a file with a NUL byte in its first 8 KB as binary, and turns
//!   CRLF and CR line ends into LF. The command line uses it for `--dict`, `--file` and `--set`;
//!   the page's word-list loader hands the wasm module a file's bytes for the same function.
//! - [`clean`]: one value (typed, pasted, or a line of a file) by a [`Rule`]: invisible and
//!   odd space characters become plain ones, and for letters ([`Rule::Letters`]) typographic
//!   quotes and the ellipsis become their ASCII forms and accented Latin letters are folded
//!   (café → cafe). The option reader ([`crate::options::Values::read`]) applies each option's
//!   rule to every text value from any surface, so the command line, the page, links and fuzzing
//!   read the same text the same way.
//!
//! No Unicode tables: the module is in the wasm build, whose size is budgeted. Folding covers
//! Latin-1 and Latin Extended-A by a hand table, and drops combining accents (U+0300..U+036F) so
//! that decomposed text (NFD) folds too; the page composes text (`normalize('NFC')`) before it
//! crosses into wasm.

use std::borrow::Cow;

use crate::error::{Error, Result};
use crate::note::{Lines, Note, NoteKind};

/// How a text value is cleaned.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Rule {
    /// Letters, words, patterns, racks, clues, cryptograms: the plain forms of spaces, invisible
    /// characters, typographic quotes and the ellipsis, and accented letters folded to a-z.
    #[default]
    Letters,
    /// Symbols kept as typed (`assign` rows, a tile set's JSON): only spaces, invisible
    /// characters and line ends are made plain.
    Symbols,
}

/// A kind of file the text layer reads: what to call it and its size limit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FileKind {
    /// Its name in messages, without an article ("word list").
    pub what: &'static str,
    /// The largest file accepted, in bytes.
    pub limit: usize,
}

/// A word list (`--dict`, the page's loader): 50 MB, a few times the largest published lists.
pub const WORD_LIST: FileKind = FileKind {
    what: "word list",
    limit: 50_000_000,
};
/// A rows file (`assign --file`).
pub const ROWS_FILE: FileKind = FileKind {
    what: "rows file",
    limit: 1_000_000,
};
/// A tile set (`rack --set PATH.json`).
pub const TILE_SET: FileKind = FileKind {
    what: "tile set",
    limit: 1_000_000,
};

/// How much of the start of a file is looked at to tell text from a binary file.
pub const SNIFF_BYTES: usize = 8192;

/// A decoded file: its text (LF line ends, no byte-order mark) and what decoding it changed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Decoded {
    /// The text.
    pub text: String,
    /// Notes on how it was read (Windows-1252, UTF-16 without a byte-order mark).
    pub notes: Vec<Note>,
}

/// The encoding a file's first bytes show.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Encoding {
    Utf8,
    /// UTF-16, little-endian or not, and whether a byte-order mark said so.
    Utf16 {
        little: bool,
        bom: bool,
    },
}

fn sniff_encoding(bytes: &[u8]) -> Encoding {
    match bytes {
        [0xFF, 0xFE, ..] => Encoding::Utf16 {
            little: true,
            bom: true,
        },
        [0xFE, 0xFF, ..] => Encoding::Utf16 {
            little: false,
            bom: true,
        },
        _ => {
            // Without a mark: text in a Latin script written as UTF-16 has a NUL in one byte of
            // nearly every pair and none in the other; a binary file has NULs in both.
            let head = &bytes[..bytes.len().min(SNIFF_BYTES) & !1];
            let pairs = head.len() / 2;
            let zeros = |odd: usize| {
                head.iter()
                    .skip(odd)
                    .step_by(2)
                    .filter(|&&b| b == 0)
                    .count()
            };
            let (even, odd) = (zeros(0), zeros(1));
            if pairs >= 1 && even == 0 && odd * 2 >= pairs {
                Encoding::Utf16 {
                    little: true,
                    bom: false,
                }
            } else if pairs >= 1 && odd == 0 && even * 2 >= pairs {
                Encoding::Utf16 {
                    little: false,
                    bom: false,
                }
            } else {
                Encoding::Utf8
            }
        }
    }
}

/// Refuses the start of a file that is not text: a NUL byte in its first [`SNIFF_BYTES`] that
/// is not part of UTF-16 text. The command line calls it on the first bytes before reading the
/// rest, so a binary file (or `/dev/zero`) is refused at once; [`decode`] calls it too.
pub fn sniff(head: &[u8], kind: &FileKind) -> Result<()> {
    if matches!(sniff_encoding(head), Encoding::Utf8)
        && head[..head.len().min(SNIFF_BYTES)].contains(&0)
    {
        return Err(binary(kind));
    }
    Ok(())
}

fn binary(kind: &FileKind) -> Error {
    Error::invalid(format!(
        "this looks like a binary file, not a {}; give a text file",
        kind.what
    ))
}

/// The message for a file over its kind's limit: `size` bytes, or more when it is not known.
pub fn too_large(kind: &FileKind, size: Option<u64>) -> Error {
    Error::too_large(match size {
        Some(n) => format!(
            "the {} is {n} bytes; the limit is {}",
            kind.what, kind.limit
        ),
        None => format!("the {} is over {} bytes, the limit", kind.what, kind.limit),
    })
}

/// Decodes a file's bytes into text (see the module's documentation), or says why it cannot be
/// read.
pub fn decode(bytes: &[u8], kind: &FileKind) -> Result<Decoded> {
    if bytes.len() > kind.limit {
        return Err(too_large(kind, Some(bytes.len() as u64)));
    }
    let mut notes = Vec::new();
    let text = match sniff_encoding(bytes) {
        Encoding::Utf16 { little, bom } => {
            let text = utf16(bytes, little, kind)?;
            if text.contains('\0') {
                return Err(binary(kind));
            }
            if !bom {
                notes.push(Note {
                    kind: NoteKind::DecodedUtf16,
                    message: format!(
                        "the {} has no byte-order mark but looks like UTF-16 ({}), so it was read as that",
                        kind.what,
                        if little { "little-endian" } else { "big-endian" }
                    ),
                    lines: Vec::new(),
                    count: 0,
                });
            }
            text
        }
        Encoding::Utf8 => {
            sniff(bytes, kind)?;
            match std::str::from_utf8(bytes) {
                Ok(s) => s.to_string(),
                Err(_) => {
                    let (text, lines) = windows_1252(bytes);
                    notes.extend(lines.note(
                        NoteKind::DecodedWindows1252,
                        |n| {
                            format!(
                                "the {} is not UTF-8, so it was read as Windows-1252 (what Notepad \
                                 calls ANSI); check {}",
                                kind.what,
                                crate::error::plural(n, "line")
                            )
                        },
                        |l| format!("line {} {}", l.number, crate::error::quote(&l.text)),
                    ));
                    text
                }
            }
        }
    };
    let text = text.trim_start_matches('\u{FEFF}');
    Ok(Decoded {
        text: line_ends(text).into_owned(),
        notes,
    })
}

/// UTF-16 bytes as text, or an error naming UTF-16.
fn utf16(bytes: &[u8], little: bool, kind: &FileKind) -> Result<String> {
    let broken = |at: usize| {
        Error::invalid(format!(
            "the {} looks like UTF-16 text but has a broken character at byte {at}; save it as \
             UTF-8 text",
            kind.what
        ))
    };
    if bytes.len() % 2 == 1 {
        return Err(broken(bytes.len() - 1));
    }
    let units = bytes.chunks_exact(2).map(|p| {
        if little {
            u16::from_le_bytes([p[0], p[1]])
        } else {
            u16::from_be_bytes([p[0], p[1]])
        }
    });
    let mut out = String::with_capacity(bytes.len() / 2);
    let mut at = 0;
    for c in char::decode_utf16(units) {
        match c {
            Ok(c) => {
                out.push(c);
                at += c.len_utf16() * 2;
            }
            Err(_) => return Err(broken(at)),
        }
    }
    Ok(out)
}

/// The characters Windows-1252 puts at 0x80..=0x9F (the five bytes it leaves undefined read as
/// the C1 controls of the same number, as browsers read them).
const CP1252_HIGH: [char; 32] = [
    '\u{20AC}', '\u{81}', '\u{201A}', '\u{192}', '\u{201E}', '\u{2026}', '\u{2020}', '\u{2021}',
    '\u{2C6}', '\u{2030}', '\u{160}', '\u{2039}', '\u{152}', '\u{8D}', '\u{17D}', '\u{8F}',
    '\u{90}', '\u{2018}', '\u{2019}', '\u{201C}', '\u{201D}', '\u{2022}', '\u{2013}', '\u{2014}',
    '\u{2DC}', '\u{2122}', '\u{161}', '\u{203A}', '\u{153}', '\u{9D}', '\u{17E}', '\u{178}',
];

/// Bytes read as Windows-1252, and the lines that have bytes above ASCII.
fn windows_1252(bytes: &[u8]) -> (String, Lines) {
    let mut out = String::with_capacity(bytes.len() + bytes.len() / 8);
    let mut lines = Lines::default();
    for (i, line) in bytes.split(|&b| b == b'\n').enumerate() {
        if i > 0 {
            out.push('\n');
        }
        let start = out.len();
        for &b in line {
            match b {
                0x80..=0x9F => out.push(CP1252_HIGH[(b - 0x80) as usize]),
                _ => out.push(b as char),
            }
        }
        if !line.is_ascii() {
            lines.push(i + 1, out[start..].trim_end());
        }
    }
    (out, lines)
}

/// CRLF and CR line ends as LF.
fn line_ends(s: &str) -> Cow<'_, str> {
    if !s.contains('\r') {
        return Cow::Borrowed(s);
    }
    // By hand rather than `str::replace("\r\n", ..)`, whose substring searcher costs the wasm
    // module about a kilobyte.
    let mut out = String::with_capacity(s.len());
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\r' {
            chars.next_if_eq(&'\n');
            out.push('\n');
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

/// One value made plain by `rule`; `folded` says whether accented letters were folded (for a
/// note).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cleaned<'a> {
    /// The plain text.
    pub text: Cow<'a, str>,
    /// Whether an accented letter was folded to a-z (or a combining accent dropped).
    pub folded: bool,
}

/// Makes one value plain by `rule`: line ends as LF; no-break and other typographic spaces as a
/// space; byte-order marks, zero-width spaces, word joiners and soft hyphens removed; and for
/// [`Rule::Letters`] also zero-width (non-)joiners removed, typographic quotes and primes as `'`
/// and `"`, the ellipsis as `...`, fullwidth ASCII as ASCII, and accented Latin letters folded
/// (é → e, æ → ae, ß → ss). Clean text comes back borrowed.
pub fn clean(s: &str, rule: Rule) -> Cleaned<'_> {
    if s.bytes().all(|b| b.is_ascii() && b != b'\r') {
        return Cleaned {
            text: Cow::Borrowed(s),
            folded: false,
        };
    }
    let letters = rule == Rule::Letters;
    let mut out = String::with_capacity(s.len());
    let mut folded = false;
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\r' => {
                chars.next_if_eq(&'\n');
                out.push('\n');
            }
            '\u{2028}' | '\u{2029}' => out.push('\n'),
            '\u{FEFF}' | '\u{200B}' | '\u{2060}' | '\u{AD}' => {}
            '\u{A0}' | '\u{2000}'..='\u{200A}' | '\u{202F}' | '\u{205F}' | '\u{3000}' => {
                out.push(' ')
            }
            _ if !letters => out.push(c),
            '\u{200C}' | '\u{200D}' => {}
            '\u{2018}' | '\u{2019}' | '\u{201A}' | '\u{201B}' | '\u{2032}' | '\u{2BC}' => {
                out.push('\'')
            }
            '\u{201C}'..='\u{201F}' | '\u{2033}' => out.push('"'),
            '\u{2026}' => out.push_str("..."),
            '\u{FF01}'..='\u{FF5E}' => out.push(char::from_u32(c as u32 - 0xFEE0).expect("ASCII")),
            '\u{300}'..='\u{36F}' => folded = true,
            c => match fold(c) {
                Some(f) => {
                    out.push_str(f);
                    folded = true;
                }
                None => out.push(c),
            },
        }
    }
    Cleaned {
        text: Cow::Owned(out),
        folded,
    }
}

/// Latin-1 letters U+00C0..=U+00FF and Latin Extended-A U+0100..=U+017F without their accents,
/// one ASCII letter each; `_` marks a character that is not a letter or folds to two letters
/// (handled in [`fold`]). Made from Unicode's decompositions with the combining marks left
/// out, plus the letters that have none (ø, đ, ħ, ı, ĸ, ŀ, ł, ŉ, ŋ, ŧ, ſ).
const FOLD: &[u8; 192] = b"AAAAAA_CEEEEIIIIDNOOOOO_OUUUUY__aaaaaa_ceeeeiiiidnooooo_ouuuuy_y\
AaAaAaCcCcCcCcDdDdEeEeEeEeEeGgGgGgGgHhHhIiIiIiIiIi__JjKkkLlLlLlLlLlNnNnNnnNnOoOoOo__RrRrRrSsSsSsSsTtTtTtUuUuUuUuUuUuWwYyYZzZzZzs";

/// An accented Latin letter's plain form (`é` → `e`, `Æ` → `AE`), or None for any other
/// character.
pub fn fold(c: char) -> Option<&'static str> {
    const ONE: [&str; 52] = [
        "A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L", "M", "N", "O", "P", "Q", "R",
        "S", "T", "U", "V", "W", "X", "Y", "Z", "a", "b", "c", "d", "e", "f", "g", "h", "i", "j",
        "k", "l", "m", "n", "o", "p", "q", "r", "s", "t", "u", "v", "w", "x", "y", "z",
    ];
    match c {
        'Æ' => Some("AE"),
        'æ' => Some("ae"),
        'Þ' => Some("TH"),
        'þ' => Some("th"),
        'ß' => Some("ss"),
        'Ĳ' => Some("IJ"),
        'ĳ' => Some("ij"),
        'Œ' => Some("OE"),
        'œ' => Some("oe"),
        '\u{C0}'..='\u{17F}' => match FOLD[c as usize - 0xC0] {
            b @ b'A'..=b'Z' => Some(ONE[(b - b'A') as usize]),
            b @ b'a'..=b'z' => Some(ONE[26 + (b - b'a') as usize]),
            _ => None,
        },
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn decoded(bytes: &[u8]) -> String {
        decode(bytes, &WORD_LIST).unwrap().text
    }

    #[test]
    fn byte_order_marks_and_line_ends() {
        assert_eq!(decoded(b"\xef\xbb\xbfcat\r\ndog\rcow\n"), "cat\ndog\ncow\n");
        assert_eq!(decoded(b"\xff\xfec\0a\0t\0\r\0\n\0"), "cat\n");
        assert_eq!(decoded(b"\xfe\xff\0c\0a\0t"), "cat");
        let d = decode(b"c\0a\0t\0\n\0", &WORD_LIST).unwrap();
        assert_eq!(d.text, "cat\n");
        assert_eq!(d.notes[0].kind, NoteKind::DecodedUtf16);
        assert!(decode(b"\xff\xfe\x00\xd8a\0", &WORD_LIST)
            .unwrap_err()
            .message
            .contains("UTF-16"));
        assert!(decode(b"\xff\xfec\0a", &WORD_LIST)
            .unwrap_err()
            .message
            .contains("UTF-16"));
    }

    #[test]
    fn windows_1252_with_a_note() {
        let d = decode(b"caf\xe9\ndog\n\x93hi\x94\n", &WORD_LIST).unwrap();
        assert_eq!(d.text, "café\ndog\n\u{201c}hi\u{201d}\n");
        assert_eq!(d.notes.len(), 1);
        assert_eq!(d.notes[0].kind, NoteKind::DecodedWindows1252);
        assert_eq!(d.notes[0].lines, ["café", "\u{201c}hi\u{201d}"]);
        assert_eq!(d.notes[0].count, 2);
        assert!(
            d.notes[0].message.contains("2 lines") && d.notes[0].message.contains("line 3"),
            "{}",
            d.notes[0].message
        );
    }

    #[test]
    fn binary_files_and_limits() {
        let e = decode(b"\x7fELF\x02\x01\x01\0\0\0\0", &WORD_LIST).unwrap_err();
        assert_eq!(
            e.message,
            "this looks like a binary file, not a word list; give a text file"
        );
        assert!(sniff(&[0; 100], &ROWS_FILE).is_err());
        assert!(
            sniff(b"a\0b\0", &ROWS_FILE).is_ok(),
            "UTF-16 text is not binary"
        );
        let big = vec![b'a'; TILE_SET.limit + 1];
        assert_eq!(
            decode(&big, &TILE_SET).unwrap_err().message,
            "the tile set is 1000001 bytes; the limit is 1000000"
        );
    }

    #[test]
    fn clean_letters_and_symbols() {
        let typed = "\u{feff}it\u{2019}s\u{a0}caf\u{e9}\u{2026} \u{201c}na\u{ef}ve\u{201d}\u{200b}";
        let c = clean(typed, Rule::Letters);
        assert_eq!(c.text, "it's cafe... \"naive\"");
        assert!(c.folded);
        let c = clean(typed, Rule::Symbols);
        assert_eq!(
            c.text,
            "it\u{2019}s caf\u{e9}\u{2026} \u{201c}na\u{ef}ve\u{201d}"
        );
        assert!(!c.folded);
        // Decomposed accents (NFD) fold too.
        assert_eq!(clean("cafe\u{301}", Rule::Letters).text, "cafe");
        assert_eq!(
            clean("\u{c6}sop STRA\u{df}E \u{ff21}", Rule::Letters).text,
            "AEsop STRAssE A"
        );
        assert!(matches!(
            clean("plain", Rule::Letters).text,
            Cow::Borrowed(_)
        ));
        assert_eq!(clean("a\r\nb\rc", Rule::Symbols).text, "a\nb\nc");
    }

    #[test]
    fn fold_table_is_letters() {
        for (i, &b) in FOLD.iter().enumerate() {
            assert!(b == b'_' || b.is_ascii_alphabetic(), "entry {i}");
        }
        let pairs = [
            ('À', "A"),
            ('é', "e"),
            ('ÿ', "y"),
            ('ñ', "n"),
            ('Ø', "O"),
            ('ð', "d"),
            ('Ł', "L"),
            ('ő', "o"),
            ('Ž', "Z"),
            ('ž', "z"),
            ('ſ', "s"),
            ('ı', "i"),
            ('Ÿ', "Y"),
        ];
        for (c, f) in pairs {
            assert_eq!(fold(c), Some(f), "{c}");
        }
        assert_eq!(fold('×'), None);
        assert_eq!(fold('÷'), None);
        assert_eq!(fold('a'), None);
        assert_eq!(fold('ω'), None);
    }
}
