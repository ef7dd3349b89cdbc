//! The page's dictionaries: the decoded tiers, and at most two dictionaries built from them, the
//! one of the level and spelling last asked for and the largest one (every spelling, for
//! lookups). A lookup then never throws away the warm indexes of the level in use, and a switch
//! of level or spelling rebuilds only that one. It also keeps the ranking data once loaded.

use std::rc::Rc;

use super::{Dictionary, RankingData, Source, Spelling, WordData, Words, DEFAULT_TIER_MAX};
use crate::error::{Error, Result};

/// A dictionary tier, as the page fetches it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tier {
    /// SCOWL levels up to [`DEFAULT_TIER_MAX`].
    Default,
    /// The levels above it.
    Extended,
}

/// The decoded tiers and the dictionaries built from them (see the module comment).
#[derive(Default)]
pub struct Shelf {
    default_tier: Option<Words>,
    extended_tier: Option<Words>,
    /// The dictionary of the level and spelling last asked for through [`Shelf::at`].
    current: Option<Rc<Dictionary>>,
    /// The largest dictionary the loaded tiers make: every spelling, level 95 (or the default
    /// tier's top level before the extended tier is loaded); the same `Rc` as `current` when
    /// they agree.
    full: Option<Rc<Dictionary>>,
    /// The ranking data, once loaded.
    ranking: Option<Rc<RankingData>>,
    /// The names tier as a dictionary of its own, once loaded.
    names: Option<Rc<Dictionary>>,
}

impl Shelf {
    /// Keeps a decoded tier, dropping the dictionaries built from the tier it replaces.
    pub fn load(&mut self, tier: Tier, data: WordData) {
        let data = Some(Words::from(data));
        match tier {
            Tier::Default => {
                self.default_tier = data;
                self.current = None;
                self.full = None;
            }
            Tier::Extended => {
                self.extended_tier = data;
                let uses_extended = |d: &Option<Rc<Dictionary>>| {
                    d.as_ref()
                        .is_some_and(|d| level_of(d).is_none_or(|l| l > DEFAULT_TIER_MAX))
                };
                if uses_extended(&self.current) {
                    self.current = None;
                }
                if uses_extended(&self.full) {
                    self.full = None;
                }
            }
        }
    }

    /// Whether `tier` is loaded.
    pub fn has(&self, tier: Tier) -> bool {
        match tier {
            Tier::Default => self.default_tier.is_some(),
            Tier::Extended => self.extended_tier.is_some(),
        }
    }

    /// Reads and keeps the ranking data (replacing any before), whose vocabulary is coded
    /// against the default tier: that must be loaded first. Returns its vocabulary's size.
    pub fn load_ranking(&mut self, bytes: &[u8]) -> Result<usize> {
        let Some(default) = &self.default_tier else {
            return Err(Error::invalid(
                "the ranking data needs the default tier, which is not loaded yet".to_string(),
            ));
        };
        let data = RankingData::read(bytes, default.base())?;
        let n = data.vocab_len();
        self.ranking = Some(Rc::new(data));
        Ok(n)
    }

    /// Keeps the names tier (replacing any before), as a dictionary of every level and
    /// spelling.
    pub fn load_names(&mut self, data: WordData) {
        let words = Words::from(data);
        self.names = Some(Rc::new(Dictionary::from_tiers_in(
            &[&words],
            95,
            Spelling::Any,
        )));
    }

    /// The names tier, if it is loaded.
    pub fn names(&self) -> Option<Rc<Dictionary>> {
        self.names.clone()
    }

    /// The ranking data, if it is loaded.
    pub fn ranking(&self) -> Option<Rc<RankingData>> {
        self.ranking.clone()
    }

    /// The dictionary of the words of `spelling` at level <= `level`, built unless it is the
    /// current or the full one. It becomes the current one.
    pub fn at(&mut self, level: u8, spelling: Spelling) -> Result<&Rc<Dictionary>> {
        let dict = self.kept_or_built(level, spelling)?;
        Ok(self.current.insert(dict))
    }

    /// The largest dictionary the loaded tiers make (every spelling), for lookups: taken from
    /// the current one when they agree, else built and kept beside it.
    pub fn full(&mut self) -> Result<&Rc<Dictionary>> {
        let level = if self.has(Tier::Extended) {
            95
        } else {
            DEFAULT_TIER_MAX
        };
        let dict = self.kept_or_built(level, Spelling::Any)?;
        Ok(self.full.insert(dict))
    }

    /// The current or the full dictionary if either is of `level` and `spelling`, else a new one.
    fn kept_or_built(&self, level: u8, spelling: Spelling) -> Result<Rc<Dictionary>> {
        let kept = [&self.current, &self.full]
            .into_iter()
            .flatten()
            .find(|d| made_for(d) == Some((level, spelling)));
        match kept {
            Some(d) => Ok(Rc::clone(d)),
            None => self.build(level, spelling).map(Rc::new),
        }
    }

    fn build(&self, level: u8, spelling: Spelling) -> Result<Dictionary> {
        let default = self
            .default_tier
            .as_ref()
            .ok_or_else(|| Error::dictionary("the dictionary is not loaded yet"))?;
        if level <= DEFAULT_TIER_MAX {
            return Ok(Dictionary::from_tiers_in(&[default], level, spelling));
        }
        let extended = self.extended_tier.as_ref().ok_or_else(|| {
            Error::dictionary(format!(
                "level {level} needs the extended dictionary tier, which is not loaded"
            ))
        })?;
        Ok(Dictionary::from_tiers_in(
            &[default, extended],
            level,
            spelling,
        ))
    }
}

/// The level and spelling a built-in dictionary was made for.
fn made_for(dict: &Dictionary) -> Option<(u8, Spelling)> {
    match dict.source() {
        Source::Builtin {
            max_level,
            spelling,
        } => Some((*max_level, *spelling)),
        Source::WordList { .. } => None,
    }
}

fn level_of(dict: &Dictionary) -> Option<u8> {
    made_for(dict).map(|(level, _)| level)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dict::blob::{self, Entry};
    use crate::dict::Slot;
    use crate::letters::LetterCounts;

    const US: Spelling = Spelling::Us;

    fn shelf() -> Shelf {
        let mut s = Shelf::default();
        let tier = |pairs: &[(&str, u8)]| blob::read(&blob::build(pairs.iter().copied()).unwrap());
        s.load(
            Tier::Default,
            tier(&[("act", 35), ("cat", 10), ("dog", 70)]).unwrap(),
        );
        s
    }

    fn load_extended(s: &mut Shelf) {
        let data = blob::read(&blob::build([("cot", 80), ("tac", 95)]).unwrap()).unwrap();
        s.load(Tier::Extended, data);
    }

    #[test]
    fn a_lookup_does_not_discard_the_warm_indexes_of_the_current_level() {
        let mut s = shelf();
        let d70 = Rc::clone(s.at(70, US).unwrap());
        assert_eq!(d70.anagrams(&LetterCounts::of(b"tca")).len(), 2);
        assert!(d70.has_index(Slot::Signatures));
        // The page loads the extended tier for a lookup, which uses the level-95 dictionary.
        load_extended(&mut s);
        let full = Rc::clone(s.full().unwrap());
        assert_eq!(made_for(&full), Some((95, Spelling::Any)));
        assert!(full.contains("tac"));
        // The next query at level 70 gets the very same dictionary, indexes built.
        let again = s.at(70, US).unwrap();
        assert!(Rc::ptr_eq(again, &d70));
        assert!(again.has_index(Slot::Signatures));
        // And the full one is kept too.
        assert!(Rc::ptr_eq(s.full().unwrap(), &full));
    }

    #[test]
    fn current_and_full_share_one_dictionary_when_they_agree() {
        let mut s = shelf();
        let full = Rc::clone(s.full().unwrap());
        assert_eq!(level_of(&full), Some(DEFAULT_TIER_MAX));
        assert!(Rc::ptr_eq(s.at(70, Spelling::Any).unwrap(), &full));
        load_extended(&mut s);
        let d95 = Rc::clone(s.at(95, Spelling::Any).unwrap());
        assert!(Rc::ptr_eq(s.full().unwrap(), &d95));
        // A switch of level rebuilds the current one only.
        let d80 = Rc::clone(s.at(80, US).unwrap());
        assert!(d80.contains("cot") && !d80.contains("tac"));
        assert!(Rc::ptr_eq(s.full().unwrap(), &d95));
    }

    #[test]
    fn dictionaries_are_made_per_level_and_spelling() {
        let mut s = Shelf::default();
        let e = |word, levels: &[(u8, u8)]| Entry {
            word,
            levels: levels.to_vec(),
            freq: 0,
        };
        let entries = [
            e("arvo", &[(35, 0b10000), (70, 0b01111)]),
            e("color", &[(10, 0b00001)]),
            e("colour", &[(10, 0b11110)]),
            e("realise", &[(10, 0b10010)]),
        ];
        s.load(
            Tier::Default,
            blob::read(&blob::build(entries).unwrap()).unwrap(),
        );
        let words = |d: &Dictionary| -> Vec<(String, Option<u8>)> {
            d.ids()
                .map(|i| (d.word(i).to_string(), d.level(i)))
                .collect()
        };
        let us = Rc::clone(s.at(70, US).unwrap());
        assert_eq!(
            words(&us),
            [("arvo".into(), Some(70)), ("color".into(), Some(10))]
        );
        let au = Rc::clone(s.at(35, Spelling::Au).unwrap());
        assert_eq!(
            words(&au),
            [
                ("arvo".into(), Some(35)),
                ("colour".into(), Some(10)),
                ("realise".into(), Some(10))
            ]
        );
        assert_eq!(
            words(s.at(10, Spelling::GbIze).unwrap()),
            [("colour".into(), Some(10))]
        );
        // The full one has every spelling, each word at its smallest level, and knows the rest.
        let full = Rc::clone(s.full().unwrap());
        assert_eq!(full.len(), 4);
        let arvo = full.find("arvo").unwrap();
        assert_eq!(full.level(arvo), Some(35));
        assert_eq!(full.level_in(arvo, US), Some(70));
        assert_eq!(full.level_in(arvo, Spelling::Au), Some(35));
        assert_eq!(
            us.level_in(us.find("arvo").unwrap(), Spelling::Au),
            Some(35)
        );
        let colour = full.find("colour").unwrap();
        assert_eq!(full.level_in(colour, US), None);
        assert_eq!(
            full.spellings(colour).describe(),
            "British, Canadian and Australian"
        );
        // The whole default tier in any spelling is shared, not copied.
        assert!(full.data.is_shared_with(s.default_tier.as_ref().unwrap()));
        assert!(!us.data.is_shared_with(s.default_tier.as_ref().unwrap()));
    }

    #[test]
    fn the_ranking_data_is_kept() {
        let mut s = shelf();
        assert!(s.ranking().is_none());
        let base = s.default_tier.as_ref().unwrap().base();
        let input = crate::dict::ranking::Input {
            base,
            groups: vec![vec!["cat"]],
            ..Default::default()
        };
        let blob = crate::dict::ranking::build(&input).unwrap();
        assert_eq!(s.load_ranking(&blob).unwrap(), 3);
        assert_eq!(s.ranking().unwrap().vocab_len(), 3);
        let e = Shelf::default().load_ranking(&blob).unwrap_err();
        assert!(e.message.contains("needs the default tier"), "{e:?}");
    }

    #[test]
    fn levels_that_need_a_missing_tier_say_so() {
        let mut s = Shelf::default();
        assert!(s.at(70, US).unwrap_err().message.contains("not loaded yet"));
        let mut s = shelf();
        assert!(s.at(80, US).unwrap_err().message.contains("extended"));
        assert_eq!(level_of(s.full().unwrap()), Some(DEFAULT_TIER_MAX));
    }
}
