//! Notes: what a command changed, skipped or must say about what it was given, carried with the
//! answer (`notes` in every JSON answer, a line on stderr in text mode, a line on the page).

use serde::Serialize;

/// What a note is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum NoteKind {
    /// The answer may use words from UKACD (SCOWL levels 80 and 95), whose notice must be shown.
    Ukacd,
    /// Lines of a word list that are not one word were skipped.
    SkippedLines,
}

/// One note.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Note {
    /// What it is about.
    pub kind: NoteKind,
    /// A sentence for people.
    pub message: String,
    /// The first few lines it concerns (at most [`MAX_LINES`]), as given.
    pub lines: Vec<String>,
    /// How many lines or items it concerns in all (0 when it is not about lines).
    pub count: usize,
}

/// The most lines a note quotes.
pub const MAX_LINES: usize = 10;

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
     Kevin Atkinson, with the notices of its sources in dict/SCOWL-COPYRIGHT.txt.\n",
    ukacd_notice!(),
    "\n"
);
