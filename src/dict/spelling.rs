//! Spellings: which of SCOWL's regional spelling lists a dictionary is made of (`--spelling`).
//!
//! The tiers record, for every word, the spellings that have it and its level in each
//! ([`super::blob`]); a [`Spelling`] picks one list, or `any` for all of them at their smallest
//! level. `us` is the dictionary as it always was (SCOWL's english + american lists).

use serde::{Serialize, Serializer};

use super::blob::{ALL_SPELLINGS, SPELLINGS};

/// One spelling, or all of them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Spelling {
    /// American (english + american).
    #[default]
    Us,
    /// British with -ise (english + british): colour, realise.
    Gb,
    /// British with -ize, Oxford spelling (english + british_z): colour, realize.
    GbIze,
    /// Canadian (english + canadian).
    Ca,
    /// Australian (english + australian).
    Au,
    /// Every word of every spelling, at its smallest level.
    Any,
}

/// The names `--spelling` takes, in the order of [`Spelling::ALL`]: the blob's five, then `any`.
pub const NAMES: [&str; 6] = [
    SPELLINGS[0],
    SPELLINGS[1],
    SPELLINGS[2],
    SPELLINGS[3],
    SPELLINGS[4],
    "any",
];

impl Spelling {
    /// Every value, in the order of [`NAMES`].
    pub const ALL: [Spelling; 6] = [
        Spelling::Us,
        Spelling::Gb,
        Spelling::GbIze,
        Spelling::Ca,
        Spelling::Au,
        Spelling::Any,
    ];

    /// The spelling named `name` (one of [`NAMES`]).
    pub fn parse(name: &str) -> Option<Spelling> {
        let i = NAMES.iter().position(|n| *n == name.trim())?;
        Some(Spelling::ALL[i])
    }

    /// Its name: `us`, `gb`, `gb-ize`, `ca`, `au` or `any`.
    pub fn name(self) -> &'static str {
        NAMES[self as usize]
    }

    /// How the page's setting names it.
    pub fn label(self) -> &'static str {
        match self {
            Spelling::Us => "American (US)",
            Spelling::Gb => "British (-ise)",
            Spelling::GbIze => "British (-ize, Oxford)",
            Spelling::Ca => "Canadian",
            Spelling::Au => "Australian",
            Spelling::Any => "Any",
        }
    }

    /// The set of the blob's spellings it takes words from.
    pub fn set(self) -> Spellings {
        match self {
            Spelling::Any => Spellings(ALL_SPELLINGS),
            s => Spellings(1 << s as u8),
        }
    }

    /// "at level <= 70" in messages gets this after it: nothing for `us`, else " in British
    /// (-ise) spelling", " in any spelling".
    pub fn describe_suffix(self) -> String {
        match self {
            Spelling::Us => String::new(),
            Spelling::Any => " in any spelling".to_string(),
            s => format!(" in {} spelling", s.label()),
        }
    }
}

impl Serialize for Spelling {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

/// A set of the blob's five spellings (the ones that have a word).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Spellings(pub u8);

impl Spellings {
    /// Whether no spelling is in the set (a word list's words: unknown).
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether `spelling` has the word (for `any`: whether some spelling has it).
    pub fn contains(self, spelling: Spelling) -> bool {
        self.0 & spelling.set().0 != 0
    }

    /// The spellings in the set, in the order of [`Spelling::ALL`].
    pub fn iter(self) -> impl Iterator<Item = Spelling> {
        Spelling::ALL[..SPELLINGS.len()]
            .iter()
            .copied()
            .filter(move |s| self.0 & (1 << *s as u8) != 0)
    }

    /// "British, Canadian and Australian": the spellings for a sentence, the two British ones
    /// as one when both are in.
    pub fn describe(self) -> String {
        let both_british = self.contains(Spelling::Gb) && self.contains(Spelling::GbIze);
        let names: Vec<String> = self
            .iter()
            .filter(|&s| !(both_british && s == Spelling::GbIze))
            .map(|s| match s {
                Spelling::Us => "American".to_string(),
                Spelling::Gb | Spelling::GbIze if both_british => "British".to_string(),
                s => s.label().to_string(),
            })
            .collect();
        crate::options::and_list(&names)
    }
}

impl Serialize for Spellings {
    /// A list of names: `["gb", "gb-ize", "ca", "au"]`.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter().map(Spelling::name))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_sets() {
        for s in Spelling::ALL {
            assert_eq!(Spelling::parse(s.name()), Some(s));
        }
        assert_eq!(Spelling::parse("uk"), None);
        assert_eq!(Spelling::default(), Spelling::Us);
        let colour = Spellings(0b11110);
        assert!(!colour.contains(Spelling::Us) && colour.contains(Spelling::Any));
        assert_eq!(colour.describe(), "British, Canadian and Australian");
        assert_eq!(
            Spellings(0b00101).describe(),
            "American and British (-ize, Oxford)"
        );
        assert_eq!(
            serde_json::to_string(&colour).unwrap(),
            r#"["gb","gb-ize","ca","au"]"#
        );
        assert_eq!(
            serde_json::to_string(&Spelling::GbIze).unwrap(),
            r#""gb-ize""#
        );
    }
}
