//! Simple classic solvers, kept as oracles for the property tests and as the baselines of the
//! benchmarks' side-by-side comparison. Clarity over speed: plain, obviously correct searches.
#![allow(clippy::disallowed_methods)] // std sorts are fine off the wasm path (clippy.toml)

pub mod assign;
pub mod dice;
pub mod finder;
pub mod jumble;
pub mod ladder;
pub mod rack;
