//! The simple classic solvers the issues name as baselines: the property tests' oracles and
//! the benchmarks' side-by-side comparison. Clarity over speed.

pub mod jumble;
pub mod ladder;
pub mod rack;
