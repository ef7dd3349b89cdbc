//! The dictionary blobs built by `build.rs`, embedded in the native binary (the wasm module
//! never embeds them: the page fetches them).

use crate::dict::{blob, Dictionary, Words};
use crate::error::Result;

/// The default tier (SCOWL levels <= 70).
pub const DEFAULT_BLOB: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/default.wwdb"));
/// The extended tier (SCOWL levels 71..=95).
pub const EXTENDED_BLOB: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/extended.wwdb"));

/// Decodes the tiers needed for `max_level` and builds the dictionary.
pub fn dictionary(max_level: u8) -> Result<Dictionary> {
    let default = Words::from(blob::read(DEFAULT_BLOB)?);
    if max_level <= crate::dict::DEFAULT_TIER_MAX {
        return Ok(Dictionary::from_tiers(&[&default], max_level));
    }
    let extended = Words::from(blob::read(EXTENDED_BLOB)?);
    Ok(Dictionary::from_tiers(&[&default, &extended], max_level))
}
