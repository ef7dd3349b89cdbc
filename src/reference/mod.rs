//! Simple classic solvers, kept as oracles for the property tests and as baselines for the
//! benchmarks. They are slow on purpose: plain, obviously correct searches.

pub mod assign;
