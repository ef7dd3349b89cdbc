//! The simple classic solvers the issues name as baselines: the property tests' oracles and
//! the benchmarks' side-by-side comparison. Clarity over speed.

pub mod jumble;
pub mod ladder;
pub mod rack;
//! Simple classic solvers, kept as oracles for the property tests and as the baseline of the
//! benchmarks. They favour obviousness over speed.

pub mod dice;
//! Simple classic solvers, kept as oracles for the property tests and as baselines for the
//! benchmarks. They are slow on purpose: plain, obviously correct searches.

pub mod assign;
