//! The data blobs built by `build.rs`, embedded in the native binary (the wasm module never
//! embeds them: the page fetches them).

use crate::dict::{blob, Dictionary, RankingData, Spelling, Words};
use crate::error::Result;

/// The default tier: every word whose SCOWL level is <= 70 in some spelling.
pub const DEFAULT_BLOB: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/default.wwdb"));
/// The extended tier: the other words (levels 80 and 95 in every spelling that has them).
pub const EXTENDED_BLOB: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/extended.wwdb"));
/// The ranking data: word pairs and triples, set phrases.
pub const RANKING_BLOB: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/ranking.wwdb"));

/// Proper names and capitalised words with their frequencies (a tier of their own).
pub const NAMES_BLOB: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/names.wwdb"));

/// Decodes the names tier as a dictionary of every level (cryptograms read its words as
/// names outside the dictionary).
pub fn names() -> Result<Dictionary> {
    let names = Words::from(blob::read(NAMES_BLOB)?);
    Ok(Dictionary::from_tiers_in(&[&names], 95, Spelling::Any))
}

/// Decodes the tiers needed for `max_level` and builds the dictionary of `us` spelling.
pub fn dictionary(max_level: u8) -> Result<Dictionary> {
    dictionary_in(max_level, Spelling::Us)
}

/// Decodes the tiers needed for `max_level` and builds the dictionary of `spelling`.
pub fn dictionary_in(max_level: u8, spelling: Spelling) -> Result<Dictionary> {
    let default = default_tier()?;
    if max_level <= crate::dict::DEFAULT_TIER_MAX {
        return Ok(Dictionary::from_tiers_in(&[&default], max_level, spelling));
    }
    let extended = Words::from(blob::read(EXTENDED_BLOB)?);
    Ok(Dictionary::from_tiers_in(
        &[&default, &extended],
        max_level,
        spelling,
    ))
}

/// Decodes the ranking data.
pub fn ranking() -> Result<RankingData> {
    ranking_from(RANKING_BLOB)
}

/// Decodes ranking data built beside the embedded default tier (its vocabulary is coded
/// against that tier's words).
pub fn ranking_from(bytes: &[u8]) -> Result<RankingData> {
    Ok(RankingData::read(bytes, default_tier()?.base())?)
}

thread_local! {
    /// The default tier, decoded once: a command line's dictionaries (its level's, the full one
    /// for lookups) and the ranking data's vocabulary share it (its columns are `Rc`s).
    static DEFAULT_TIER: std::cell::OnceCell<Words> = const { std::cell::OnceCell::new() };
}

/// The default tier, decoded the first time it is asked for.
fn default_tier() -> Result<Words> {
    DEFAULT_TIER.with(|tier| {
        if let Some(words) = tier.get() {
            return Ok(words.clone());
        }
        let words = Words::from(blob::read(DEFAULT_BLOB)?);
        Ok(tier.get_or_init(|| words).clone())
    })
}
