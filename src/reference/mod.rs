//! Simple classic solvers, kept as oracles for the property tests and as baselines for the
//! benchmarks. They favour obviousness over speed.

pub mod ladder;
