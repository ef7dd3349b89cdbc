//! Simple classic solvers, kept as baselines: the property tests use them as oracles and the
//! benchmarks time the real solvers against them.

pub mod rack;
