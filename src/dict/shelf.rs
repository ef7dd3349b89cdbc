//! The page's dictionaries: the decoded tiers, and at most two dictionaries built from them, the
//! one of the level last asked for and the largest one (for lookups). A lookup then never throws
//! away the warm indexes of the level in use, and a switch of level rebuilds only that one.

use std::rc::Rc;

use super::{Dictionary, Source, WordData, Words, DEFAULT_TIER_MAX};
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
    /// The dictionary of the level last asked for through [`Shelf::at`].
    current: Option<Rc<Dictionary>>,
    /// The largest dictionary the loaded tiers make (level 95, or the default tier's top level
    /// before the extended tier is loaded); the same `Rc` as `current` when the levels agree.
    full: Option<Rc<Dictionary>>,
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

    /// The dictionary of the words at level <= `level`, built unless it is the current or the
    /// full one. It becomes the current one.
    pub fn at(&mut self, level: u8) -> Result<&Rc<Dictionary>> {
        let dict = self.kept_or_built(level)?;
        Ok(self.current.insert(dict))
    }

    /// The largest dictionary the loaded tiers make, for lookups: taken from the current one when
    /// the levels agree, else built and kept beside it.
    pub fn full(&mut self) -> Result<&Rc<Dictionary>> {
        let level = if self.has(Tier::Extended) {
            95
        } else {
            DEFAULT_TIER_MAX
        };
        let dict = self.kept_or_built(level)?;
        Ok(self.full.insert(dict))
    }

    /// The current or the full dictionary if either is of `level`, else a new one.
    fn kept_or_built(&self, level: u8) -> Result<Rc<Dictionary>> {
        let kept = [&self.current, &self.full]
            .into_iter()
            .flatten()
            .find(|d| level_of(d) == Some(level));
        match kept {
            Some(d) => Ok(Rc::clone(d)),
            None => self.build(level).map(Rc::new),
        }
    }

    fn build(&self, level: u8) -> Result<Dictionary> {
        let default = self
            .default_tier
            .as_ref()
            .ok_or_else(|| Error::dictionary("the dictionary is not loaded yet"))?;
        if level <= DEFAULT_TIER_MAX {
            return Ok(Dictionary::from_tiers(&[default], level));
        }
        let extended = self.extended_tier.as_ref().ok_or_else(|| {
            Error::dictionary(format!(
                "level {level} needs the extended dictionary tier, which is not loaded"
            ))
        })?;
        Ok(Dictionary::from_tiers(&[default, extended], level))
    }
}

fn level_of(dict: &Dictionary) -> Option<u8> {
    match dict.source() {
        Source::Builtin { max_level } => Some(*max_level),
        Source::WordList { .. } => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dict::{blob, Slot};
    use crate::letters::LetterCounts;

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
        let d70 = Rc::clone(s.at(70).unwrap());
        assert_eq!(d70.anagrams(&LetterCounts::of(b"tca")).len(), 2);
        assert!(d70.has_index(Slot::Signatures));
        // The page loads the extended tier for a lookup, which uses the level-95 dictionary.
        load_extended(&mut s);
        let full = Rc::clone(s.full().unwrap());
        assert_eq!(level_of(&full), Some(95));
        assert!(full.contains("tac"));
        // The next query at level 70 gets the very same dictionary, indexes built.
        let again = s.at(70).unwrap();
        assert!(Rc::ptr_eq(again, &d70));
        assert!(again.has_index(Slot::Signatures));
        // And the full one is kept too.
        assert!(Rc::ptr_eq(s.full().unwrap(), &full));
    }

    #[test]
    fn current_and_full_share_one_dictionary_when_their_levels_agree() {
        let mut s = shelf();
        let full = Rc::clone(s.full().unwrap());
        assert_eq!(level_of(&full), Some(DEFAULT_TIER_MAX));
        assert!(Rc::ptr_eq(s.at(70).unwrap(), &full));
        load_extended(&mut s);
        let d95 = Rc::clone(s.at(95).unwrap());
        assert!(Rc::ptr_eq(s.full().unwrap(), &d95));
        // A switch of level rebuilds the current one only.
        let d80 = Rc::clone(s.at(80).unwrap());
        assert!(d80.contains("cot") && !d80.contains("tac"));
        assert!(Rc::ptr_eq(s.full().unwrap(), &d95));
    }

    #[test]
    fn the_default_level_shares_the_tier_and_lower_levels_cut_it() {
        let mut s = shelf();
        let tier = s.default_tier.clone().unwrap();
        let d70 = Rc::clone(s.at(70).unwrap());
        assert!(d70.data.is_shared_with(&tier));
        let d35 = s.at(35).unwrap();
        assert!(!d35.data.is_shared_with(&tier));
        assert_eq!(d35.len(), 2);
    }

    #[test]
    fn levels_that_need_a_missing_tier_say_so() {
        let mut s = Shelf::default();
        assert!(s.at(70).unwrap_err().message.contains("not loaded yet"));
        let mut s = shelf();
        assert!(s.at(80).unwrap_err().message.contains("extended"));
        assert_eq!(level_of(s.full().unwrap()), Some(DEFAULT_TIER_MAX));
    }
}
