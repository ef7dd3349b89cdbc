//! The container of every Wordwright data file (`.wwdb`): a header and named, versioned,
//! checksummed sections. The dictionary tiers ([`super::blob`]) and the ranking data
//! ([`super::ranking`]) are both this container with their own sections.
//!
//! This file uses nothing but `std`, because `build.rs` includes it to build the embedded blobs.
//!
//! Layout (all integers little-endian):
//!
//! | offset    | size | field                                                              |
//! |-----------|------|--------------------------------------------------------------------|
//! | 0         | 4    | magic `WWDB`                                                       |
//! | 4         | 2    | format version ([`VERSION`], 2; version 1 was one unnamed payload)  |
//! | 6         | 2    | section count `n`                                                  |
//! | 8         | 4    | FNV-1a 32-bit checksum of the section table                        |
//! | 12        | 16 n | the section table, one entry per section (below)                   |
//! | 12 + 16 n | ...  | the sections' bytes, back to back in table order, nothing after    |
//!
//! A table entry: the section's name (4 bytes, e.g. `WORD`), its own version (2 bytes), 2 bytes
//! of zero (reserved), its length in bytes (4) and the FNV-1a checksum of its bytes (4).
//!
//! The reader checks the magic, the format version, the table's checksum, that the lengths add
//! up to the file, that no name appears twice and every section's checksum. The blob's own
//! reader then asks for the sections it needs by name and version ([`Sections::get`]): a missing
//! one, or one of another version, is an error that names it. Sections the reader does not ask
//! for are skipped: that is how a newer build can add a section (forward compatibility) without
//! breaking an older reader, as long as the sections it knows keep their versions.

use std::fmt;

/// The four bytes every Wordwright data file starts with.
pub const MAGIC: [u8; 4] = *b"WWDB";
/// The container format version this code writes and reads.
pub const VERSION: u16 = 2;
const HEADER_LEN: usize = 12;
const ENTRY_LEN: usize = 16;

/// A section's name: four ASCII letters.
pub type Name = [u8; 4];

/// Which kind of data file a reader expected, for its messages.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Blob {
    /// A dictionary tier (`default.wwdb`, `extended.wwdb`).
    Dictionary,
    /// The ranking data (`ranking.wwdb`).
    Ranking,
}

impl Blob {
    fn noun(self) -> &'static str {
        match self {
            Blob::Dictionary => "dictionary blob",
            Blob::Ranking => "ranking blob",
        }
    }
}

/// Why a data file could not be built or read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BlobError {
    /// Input to a builder was not in strictly increasing byte order.
    OutOfOrder { previous: String, got: String },
    /// A builder saw the same word twice.
    Duplicate { word: String },
    /// A word that is not 1 to `MAX_WORD_LEN` letters a-z.
    BadWord { word: String },
    /// A level outside 1..=100.
    BadLevel { word: String, level: u8 },
    /// Other input a builder cannot take (spellings that overlap, a pair of unknown words, ...).
    BadInput { detail: String },
    /// The bytes do not start with the magic.
    Magic { blob: Blob, got: Vec<u8> },
    /// A file of another container format version.
    Version { blob: Blob, expected: u16, got: u16 },
    /// A section the reader needs is not in the file.
    MissingSection {
        blob: Blob,
        name: Name,
        present: Vec<Name>,
    },
    /// A section of another version than the reader's.
    SectionVersion {
        blob: Blob,
        name: Name,
        expected: u16,
        got: u16,
    },
    /// Bytes that do not match their checksum: a section's, or the table's (`section` None).
    Checksum {
        blob: Blob,
        section: Option<Name>,
        expected: u32,
        got: u32,
    },
    /// The bytes end early or hold something the format does not allow; `section` None is the
    /// header or the table.
    Corrupt {
        blob: Blob,
        section: Option<Name>,
        detail: String,
    },
}

/// A section name as text: its letters, or its bytes in hex when they are not letters.
fn name_text(name: &Name) -> String {
    if name.iter().all(|b| b.is_ascii_alphanumeric()) {
        name.iter().map(|&b| b as char).collect()
    } else {
        format!("{name:02x?}")
    }
}

impl fmt::Display for BlobError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BlobError::OutOfOrder { previous, got } => write!(
                f,
                "word list is not sorted: {} comes after {}; sort it in byte order",
                super::quote(got),
                super::quote(previous)
            ),
            BlobError::Duplicate { word } => write!(
                f,
                "word list has {} twice; remove the duplicate",
                super::quote(word)
            ),
            BlobError::BadWord { word } => write!(
                f,
                "{} is not a word of 1 to {} lowercase letters a-z",
                super::quote(word),
                super::blob::MAX_WORD_LEN
            ),
            BlobError::BadLevel { word, level } => write!(
                f,
                "{} has level {level}; levels run from 1 to 100",
                super::quote(word)
            ),
            BlobError::BadInput { detail } => f.write_str(detail),
            BlobError::Magic { blob, got } => write!(
                f,
                "not a Wordwright {} (starts with {got:02x?}, expected \"WWDB\"); \
                 if it starts with 1f 8b it is still gzip-compressed",
                blob.noun()
            ),
            BlobError::Version {
                blob,
                expected,
                got,
            } => write!(
                f,
                "{} has format version {got}, this build reads version {expected}; \
                 rebuild the blob or reload the page",
                blob.noun()
            ),
            BlobError::MissingSection {
                blob,
                name,
                present,
            } => {
                let present: Vec<String> = present.iter().map(name_text).collect();
                write!(
                    f,
                    "{} has no {} section (it has {}); is it the right file?",
                    blob.noun(),
                    name_text(name),
                    if present.is_empty() {
                        "none".to_string()
                    } else {
                        present.join(", ")
                    }
                )
            }
            BlobError::SectionVersion {
                blob,
                name,
                expected,
                got,
            } => write!(
                f,
                "{} has a {} section of version {got}, this build reads version {expected}; \
                 rebuild the blob or reload the page",
                blob.noun(),
                name_text(name)
            ),
            BlobError::Checksum {
                blob,
                section,
                expected,
                got,
            } => write!(
                f,
                "{} is damaged: the checksum of {} is {got:08x}, not {expected:08x}; \
                 download it again",
                blob.noun(),
                match section {
                    Some(name) => format!("section {}", name_text(name)),
                    None => "the section table".to_string(),
                }
            ),
            BlobError::Corrupt {
                blob,
                section,
                detail,
            } => match section {
                Some(name) => write!(
                    f,
                    "{} is damaged: section {}: {detail}",
                    blob.noun(),
                    name_text(name)
                ),
                None => write!(f, "{} is damaged: {detail}", blob.noun()),
            },
        }
    }
}

impl std::error::Error for BlobError {}

/// FNV-1a, 32 bits: tiny, dependency-free, and plenty to catch truncation or bit rot.
pub fn checksum(bytes: &[u8]) -> u32 {
    let mut h: u32 = 0x811c_9dc5;
    for &b in bytes {
        h ^= b as u32;
        h = h.wrapping_mul(0x0100_0193);
    }
    h
}

/// One section to write: its name, version and bytes.
pub struct Part {
    /// Its name.
    pub name: Name,
    /// Its version.
    pub version: u16,
    /// Its bytes.
    pub bytes: Vec<u8>,
}

/// Writes a file of `parts`, in that order.
pub fn write(parts: &[Part]) -> Vec<u8> {
    let mut table = Vec::with_capacity(parts.len() * ENTRY_LEN);
    for p in parts {
        table.extend_from_slice(&p.name);
        table.extend_from_slice(&p.version.to_le_bytes());
        table.extend_from_slice(&[0, 0]);
        table.extend_from_slice(&(p.bytes.len() as u32).to_le_bytes());
        table.extend_from_slice(&checksum(&p.bytes).to_le_bytes());
    }
    let body: usize = parts.iter().map(|p| p.bytes.len()).sum();
    let mut out = Vec::with_capacity(HEADER_LEN + table.len() + body);
    out.extend_from_slice(&MAGIC);
    out.extend_from_slice(&VERSION.to_le_bytes());
    out.extend_from_slice(&(parts.len() as u16).to_le_bytes());
    out.extend_from_slice(&checksum(&table).to_le_bytes());
    out.extend_from_slice(&table);
    for p in parts {
        out.extend_from_slice(&p.bytes);
    }
    out
}

/// 4-bit codes packed two a byte, the first in the low half (an odd count leaves the last high
/// half 0).
pub fn pack_nibbles(codes: &[u8]) -> impl Iterator<Item = u8> + '_ {
    codes
        .chunks(2)
        .map(|c| c[0] | c.get(1).map_or(0, |&h| h << 4))
}

/// Code `i` of codes packed by [`pack_nibbles`].
pub fn nibble(packed: &[u8], i: usize) -> u8 {
    (packed[i / 2] >> (4 * (i % 2))) & 0x0f
}

/// Appends `n` as a LEB128 varint (7 bits a byte, low bits first).
pub fn put_varint(out: &mut Vec<u8>, mut n: u32) {
    while n >= 0x80 {
        out.push((n as u8 & 0x7f) | 0x80);
        n >>= 7;
    }
    out.push(n as u8);
}

/// "1 byte follows", "2 bytes follow"; "1 byte is", "2 bytes are".
fn bytes_are(n: usize, verb: &str) -> String {
    match (n, verb) {
        (1, "are") => "1 byte is".to_string(),
        (1, v) => format!("1 byte {v}s"),
        (n, v) => format!("{n} bytes {v}"),
    }
}

struct Entry<'a> {
    name: Name,
    version: u16,
    offset: usize,
    bytes: &'a [u8],
}

/// A file's sections, checked (see the module comment).
pub struct Sections<'a> {
    blob: Blob,
    entries: Vec<Entry<'a>>,
}

fn u16_at(bytes: &[u8], at: usize) -> u16 {
    u16::from_le_bytes([bytes[at], bytes[at + 1]])
}

fn u32_at(bytes: &[u8], at: usize) -> u32 {
    u32::from_le_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]])
}

impl<'a> Sections<'a> {
    /// Reads the header and the table and checks every section's checksum; `blob` is what the
    /// caller expects, for messages.
    pub fn read(bytes: &'a [u8], blob: Blob) -> Result<Sections<'a>, BlobError> {
        let corrupt = |detail: String| BlobError::Corrupt {
            blob,
            section: None,
            detail,
        };
        if bytes.len() < 4 || bytes[..4] != MAGIC {
            return Err(BlobError::Magic {
                blob,
                got: bytes.iter().take(4).copied().collect(),
            });
        }
        if bytes.len() < 6 {
            return Err(corrupt(format!(
                "{} bytes is shorter than the {HEADER_LEN}-byte header",
                bytes.len()
            )));
        }
        let version = u16_at(bytes, 4);
        if version != VERSION {
            return Err(BlobError::Version {
                blob,
                expected: VERSION,
                got: version,
            });
        }
        if bytes.len() < HEADER_LEN {
            return Err(corrupt(format!(
                "{} bytes is shorter than the {HEADER_LEN}-byte header",
                bytes.len()
            )));
        }
        let count = u16_at(bytes, 6) as usize;
        let table_end = HEADER_LEN + count * ENTRY_LEN;
        if bytes.len() < table_end {
            return Err(corrupt(format!(
                "the header lists {count} sections, whose table needs {table_end} bytes; \
                 the file has {}",
                bytes.len()
            )));
        }
        let table = &bytes[HEADER_LEN..table_end];
        let (expected, got) = (u32_at(bytes, 8), checksum(table));
        if got != expected {
            return Err(BlobError::Checksum {
                blob,
                section: None,
                expected,
                got,
            });
        }
        let mut entries: Vec<Entry<'a>> = Vec::with_capacity(count);
        let mut offset = table_end;
        for i in 0..count {
            let e = &table[i * ENTRY_LEN..(i + 1) * ENTRY_LEN];
            let name: Name = [e[0], e[1], e[2], e[3]];
            let len = u32_at(e, 8) as usize;
            if u16_at(e, 6) != 0 {
                return Err(corrupt(format!(
                    "section {}'s reserved bytes are not zero",
                    name_text(&name)
                )));
            }
            if entries.iter().any(|x| x.name == name) {
                return Err(corrupt(format!(
                    "section {} is listed twice",
                    name_text(&name)
                )));
            }
            if bytes.len() - offset < len {
                return Err(corrupt(format!(
                    "section {} is {len} bytes from byte {offset}, past the end of the {}-byte file",
                    name_text(&name),
                    bytes.len()
                )));
            }
            let section = &bytes[offset..offset + len];
            let (expected, got) = (u32_at(e, 12), checksum(section));
            if got != expected {
                return Err(BlobError::Checksum {
                    blob,
                    section: Some(name),
                    expected,
                    got,
                });
            }
            entries.push(Entry {
                name,
                version: u16_at(e, 4),
                offset,
                bytes: section,
            });
            offset += len;
        }
        if offset != bytes.len() {
            return Err(corrupt(format!(
                "{} the last section",
                bytes_are(bytes.len() - offset, "follow")
            )));
        }
        Ok(Sections { blob, entries })
    }

    /// The section `name`, which must be there and of `version`, as a cursor.
    pub fn get(&self, name: Name, version: u16) -> Result<Cursor<'a>, BlobError> {
        let Some(e) = self.entries.iter().find(|e| e.name == name) else {
            return Err(BlobError::MissingSection {
                blob: self.blob,
                name,
                present: self.entries.iter().map(|e| e.name).collect(),
            });
        };
        if e.version != version {
            return Err(BlobError::SectionVersion {
                blob: self.blob,
                name,
                expected: version,
                got: e.version,
            });
        }
        Ok(Cursor {
            blob: self.blob,
            name,
            bytes: e.bytes,
            base: e.offset,
            pos: 0,
        })
    }
}

/// Reads one section front to back; every read that runs past its end is an error naming the
/// section.
pub struct Cursor<'a> {
    blob: Blob,
    name: Name,
    bytes: &'a [u8],
    base: usize,
    pos: usize,
}

impl<'a> Cursor<'a> {
    /// An error in this section.
    pub fn corrupt(&self, detail: String) -> BlobError {
        BlobError::Corrupt {
            blob: self.blob,
            section: Some(self.name),
            detail,
        }
    }

    /// Where the next byte is in the file (for messages).
    pub fn file_offset(&self) -> usize {
        self.base + self.pos
    }

    /// The next `n` bytes.
    pub fn take(&mut self, n: usize, what: &str) -> Result<&'a [u8], BlobError> {
        if self.bytes.len() - self.pos < n {
            return Err(self.corrupt(format!(
                "{what} needs {n} bytes from byte {}, the section has {} left",
                self.file_offset(),
                self.bytes.len() - self.pos
            )));
        }
        let out = &self.bytes[self.pos..self.pos + n];
        self.pos += n;
        Ok(out)
    }

    /// A little-endian u32.
    pub fn u32(&mut self, what: &str) -> Result<u32, BlobError> {
        let b = self.take(4, what)?;
        Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }

    /// A little-endian u16.
    pub fn u16(&mut self, what: &str) -> Result<u16, BlobError> {
        let b = self.take(2, what)?;
        Ok(u16::from_le_bytes([b[0], b[1]]))
    }

    /// A LEB128 varint that fits 32 bits.
    pub fn varint(&mut self, what: &str) -> Result<u32, BlobError> {
        let mut n: u64 = 0;
        for shift in (0..35).step_by(7) {
            let b = self.take(1, what)?[0];
            n |= u64::from(b & 0x7f) << shift;
            if b & 0x80 == 0 {
                return u32::try_from(n).map_err(|_| {
                    self.corrupt(format!(
                        "{what} at byte {} does not fit 32 bits",
                        self.file_offset() - 1
                    ))
                });
            }
        }
        Err(self.corrupt(format!(
            "{what} at byte {} is longer than 5 bytes",
            self.file_offset() - 1
        )))
    }

    /// How many bytes are left.
    pub fn rest_len(&self) -> usize {
        self.bytes.len() - self.pos
    }

    /// `n` 4-bit codes packed two a byte (see [`pack_nibbles`]), checking that an odd count
    /// leaves the last high half-byte 0; read each with [`nibble`].
    pub fn nibbles(&mut self, n: usize, what: &str) -> Result<&'a [u8], BlobError> {
        let packed = self.take(n.div_ceil(2), what)?;
        if n % 2 == 1 && packed[n / 2] >> 4 != 0 {
            return Err(self.corrupt("the unused last half-byte is not 0".to_string()));
        }
        Ok(packed)
    }

    /// Everything left.
    pub fn rest(&mut self) -> &'a [u8] {
        let out = &self.bytes[self.pos..];
        self.pos = self.bytes.len();
        out
    }

    /// Checks that nothing is left.
    pub fn finish(&self) -> Result<(), BlobError> {
        match self.bytes.len() - self.pos {
            0 => Ok(()),
            n => Err(self.corrupt(format!(
                "{} left over after byte {}",
                bytes_are(n, "are"),
                self.file_offset()
            ))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn file() -> Vec<u8> {
        write(&[
            Part {
                name: *b"AAAA",
                version: 1,
                bytes: vec![1, 2, 3],
            },
            Part {
                name: *b"BBBB",
                version: 3,
                bytes: vec![0x85, 0x01, 9],
            },
        ])
    }

    #[test]
    fn sections_round_trip_and_unknown_ones_are_skipped() {
        let bytes = file();
        let s = Sections::read(&bytes, Blob::Ranking).unwrap();
        let mut b = s.get(*b"BBBB", 3).unwrap();
        assert_eq!(b.varint("a number").unwrap(), 133);
        assert_eq!(b.take(1, "a byte").unwrap(), [9]);
        b.finish().unwrap();
        // AAAA is never asked for: skipped.
        let e = s.get(*b"CCCC", 1).err().unwrap();
        assert_eq!(
            e.to_string(),
            "ranking blob has no CCCC section (it has AAAA, BBBB); is it the right file?"
        );
        let e = s.get(*b"BBBB", 2).err().unwrap();
        assert_eq!(
            e.to_string(),
            "ranking blob has a BBBB section of version 3, this build reads version 2; \
             rebuild the blob or reload the page"
        );
    }

    #[test]
    fn damage_is_named() {
        let good = file();
        let read = |b: &[u8]| Sections::read(b, Blob::Dictionary).err().unwrap();
        let mut bad = good.clone();
        *bad.last_mut().unwrap() ^= 1;
        assert!(read(&bad)
            .to_string()
            .starts_with("dictionary blob is damaged: the checksum of section BBBB is"));
        let mut bad = good.clone();
        bad[12] = b'X';
        assert!(read(&bad)
            .to_string()
            .contains("the checksum of the section table"));
        let mut bad = good.clone();
        bad.push(0);
        assert_eq!(
            read(&bad).to_string(),
            "dictionary blob is damaged: 1 byte follows the last section"
        );
        let mut bad = good.clone();
        bad[4] = 1;
        assert_eq!(
            read(&bad),
            BlobError::Version {
                blob: Blob::Dictionary,
                expected: 2,
                got: 1
            }
        );
        for n in 0..good.len() {
            assert!(Sections::read(&good[..n], Blob::Dictionary).is_err());
        }
        // A section listed twice, with a valid table checksum.
        let twice = write(&[
            Part {
                name: *b"AAAA",
                version: 1,
                bytes: vec![],
            },
            Part {
                name: *b"AAAA",
                version: 1,
                bytes: vec![],
            },
        ]);
        assert!(read(&twice).to_string().contains("AAAA is listed twice"));
    }

    #[test]
    fn cursors_stop_at_the_section_end() {
        let bytes = file();
        let s = Sections::read(&bytes, Blob::Dictionary).unwrap();
        let mut a = s.get(*b"AAAA", 1).unwrap();
        assert_eq!(
            a.u32("the count").unwrap_err().to_string(),
            "dictionary blob is damaged: section AAAA: the count needs 4 bytes from byte 44, \
             the section has 3 left"
        );
        let mut a = s.get(*b"AAAA", 1).unwrap();
        a.take(1, "x").unwrap();
        assert!(a
            .finish()
            .unwrap_err()
            .to_string()
            .contains("2 bytes are left over"));
        let mut v = vec![];
        put_varint(&mut v, u32::MAX);
        assert_eq!(v.len(), 5);
    }
}
