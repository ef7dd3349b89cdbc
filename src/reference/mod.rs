//! Simple classic solvers, kept as oracles for the property tests and as the baseline of the
//! benchmarks. They favour obviousness over speed.

pub mod dice;
