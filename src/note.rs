//! Notes: what a command changed, skipped or must say about what it was given, carried with the
//! answer (`notes` in every JSON answer, a line on stderr in text mode, a line on the page).

use serde::Serialize;

/// What a note is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum NoteKind {
    /// The answer may use words from UKACD (SCOWL levels 80 and 95), whose notice must be shown.
    Ukacd,
    /// Lines of a word list that are not one word of letters a-z were skipped.
    SkippedLines,
    /// Lines of a word list whose word is longer than the longest word a dictionary holds were
    /// skipped.
    SkippedLongWords,
    /// Accented letters were folded to a-z (café → cafe).
    FoldedAccents,
    /// A file that is not UTF-8 was read as Windows-1252.
    #[serde(rename = "decoded_windows_1252")]
    DecodedWindows1252,
    /// A file without a byte-order mark was read as UTF-16.
    DecodedUtf16,
    /// Words of a user's word list that the frequency data lacks (ranked by a prior).
    MissingFrequencies,
    /// The ranking data (word pairs and phrases) is not at hand: phrases are ranked by their
    /// words alone.
    RankingFallback,
    /// The names (proper names with their frequencies) and archaic forms are not read: a
    /// cryptogram's plaintext is read without them (the page, for now).
    NamesFallback,
    /// A cryptogram's plaintexts listed hold words of another spelling than the one in use
    /// (`labour` in US spelling): listed, not counted; in that spelling they would be.
    OtherSpellings,
}

/// One note.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Note {
    /// What it is about.
    pub kind: NoteKind,
    /// A sentence for people.
    pub message: String,
    /// The first few lines (or values) it concerns (at most [`MAX_LINES`]), as given, each cut to
    /// [`MAX_LINE_CHARS`] characters.
    pub lines: Vec<String>,
    /// How many lines or items it concerns in all (0 when it is not about lines).
    pub count: usize,
}

/// The most lines a note quotes.
pub const MAX_LINES: usize = 10;

/// The most characters of a line a note quotes.
pub const MAX_LINE_CHARS: usize = 60;

/// Lines a note is about, gathered while reading: the first [`MAX_LINES`], and how many in all.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Lines {
    first: Vec<Line>,
    count: usize,
}

/// One line kept by [`Lines`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    /// Its number (1-based; for values rather than lines, their position).
    pub number: usize,
    /// Its text, cut to [`MAX_LINE_CHARS`] characters (and `…` when cut).
    pub text: String,
    /// How many characters it has in all.
    pub chars: usize,
}

impl Lines {
    /// Adds line `number` (1-based; for values rather than lines, their position).
    pub fn push(&mut self, number: usize, line: &str) {
        self.count += 1;
        if self.first.len() < MAX_LINES {
            let mut text: String = line.chars().take(MAX_LINE_CHARS).collect();
            if text.len() < line.len() {
                text.push('\u{2026}');
            }
            self.first.push(Line {
                number,
                text,
                chars: line.chars().count(),
            });
        }
    }

    /// How many lines were added.
    pub fn count(&self) -> usize {
        self.count
    }

    /// The first line added.
    pub fn first(&self) -> Option<&Line> {
        self.first.first()
    }

    /// A note of `kind` about these lines, or None when there are none. Its message is
    /// `headline(count)`, a colon, and `detail` of each line kept ("line 3 \"didn't\"", "and 4
    /// more" for the rest), so that text mode, which shows only the message, names them too.
    pub fn note(
        self,
        kind: NoteKind,
        headline: impl Fn(usize) -> String,
        detail: impl Fn(&Line) -> String,
    ) -> Option<Note> {
        if self.count == 0 {
            return None;
        }
        let mut details: Vec<String> = self.first.iter().map(&detail).collect();
        if self.count > self.first.len() {
            details.push(format!("{} more", self.count - self.first.len()));
        }
        Some(Note {
            kind,
            message: format!(
                "{}: {}",
                headline(self.count),
                crate::options::and_list(&details)
            ),
            lines: self.first.into_iter().map(|l| l.text).collect(),
            count: self.count,
        })
    }
}

/// The UKACD notice as a literal, for [`UKACD_NOTICE`] and [`CREDITS`] alike.
macro_rules! ukacd_notice {
    () => {
        "Words at SCOWL levels 80 and 95 include the UK Advanced Cryptics Dictionary (UKACD): \
         Copyright (c) J Ross Beresford 1993-1999. All Rights Reserved."
    };
}

/// Levels 80 and up include UKACD, whose notice must be shown wherever those words are in use.
pub const UKACD_NOTICE: &str = ukacd_notice!();

impl Note {
    /// Phrases ranked by their words alone.
    pub fn ranking_fallback() -> Note {
        Note {
            kind: NoteKind::RankingFallback,
            message: "the word-pair data is not loaded, so phrases are ranked by their words \
                      alone; the order may change once it is"
                .to_string(),
            lines: Vec::new(),
            count: 0,
        }
    }

    /// A cryptogram read without the names.
    pub fn names_fallback() -> Note {
        Note {
            kind: NoteKind::NamesFallback,
            message: "the names are not loaded, so a plaintext's names are read as spellings \
                      alone; the order may change once they are"
                .to_string(),
            lines: Vec::new(),
            count: 0,
        }
    }

    /// Plaintexts with words of another spelling (`words`), all of which `spelling` has.
    pub fn other_spellings(words: &[String], spelling: crate::dict::Spelling) -> Note {
        let which = match spelling {
            crate::dict::Spelling::Any => "every spelling".to_string(),
            s => format!("{} spelling", s.label()),
        };
        Note {
            kind: NoteKind::OtherSpellings,
            message: format!(
                "the plaintexts listed hold words of another spelling ({}): they are words in \
                 {which} (--spelling {}), where they are counted",
                words.join(", "),
                spelling.name()
            ),
            lines: words.iter().take(MAX_LINES).cloned().collect(),
            count: words.len(),
        }
    }

    /// The UKACD notice.
    pub fn ukacd() -> Note {
        Note {
            kind: NoteKind::Ukacd,
            message: UKACD_NOTICE.to_string(),
            lines: Vec::new(),
            count: 0,
        }
    }
}

/// The credits of the data the dictionary is made from, as `wordwright --version`, `wordwright
/// help credits` and the page's About tab show them.
pub const CREDITS: &str = concat!(
    "Word lists: SCOWL (Spell Checker Oriented Word Lists) 2020.12.07 by Kevin Atkinson, \
     english and american lists, levels 10 to 95; the collective work is Copyright 2000-2011 by \
     Kevin Atkinson, with the notices of its sources in dict/SCOWL-COPYRIGHT.txt; the british, \
     canadian and australian variant lists (--spelling) as its README states, in \
     dict/SCOWL-README-COPYRIGHT.txt. Names that cryptograms read (dict/names.wwdb): its proper-name and upper-case lists, levels 10 to 80; \
     abbreviations that cryptograms read before a full stop (Mr., etc.): its abbreviations lists, levels 10 to 55, \
     compiled into the solver; both under the same notice.\n",
    ukacd_notice!(),
    "\n",
    "Word frequencies: wordfreq 3.1.1 by Robyn Speer, with data from Exquisite Corpus (Wikipedia, \
     subtitles from OPUS OpenSubtitles 2018 and SUBTLEX by Marc Brysbaert et al., news, books, web \
     text, Twitter, Reddit); the data and the frequency section of the dictionary blobs are \
     licensed CC BY-SA 4.0, not MIT (dict/WORDFREQ-LICENSE.txt), as are the names' frequencies and the \
     abbreviations' (compiled into the solver). SUBTLEX is freely available data.\n",
    "Word pairs and triples: the US English language model of CMU PocketSphinx, Copyright 1995-2014 Carnegie \
     Mellon University and 2014-2015 Alpha Cephei Inc., BSD 2-clause licence \
     (dict/POCKETSPHINX-LM-LICENSE.txt).\n",
    "Set phrases: WordNet 3.0 Copyright 2006 by Princeton University, WordNet 3.0 licence \
     (dict/WORDNET-LICENSE.txt).\n",
    "Words the puzzle makers never choose: the English list of cuss 2.2.0 by Titus Wormer \
     (profanities, slurs and obscenities, from Luis von Ahn's research group at Carnegie Mellon, \
     Wikipedia's list of ethnic slurs and contributions), Copyright 2016 Titus Wormer, MIT licence \
     (dict/CUSS-LICENSE.txt).\n"
);
