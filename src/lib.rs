//! Wordwright: word-puzzle solvers that run in the browser.
//!
//! The core (everything but [`cli`] and the wasm boundary) does no I/O and knows nothing of
//! JavaScript: solvers take parsed input and a [`dict::Dictionary`] and return plain result
//! structs. `wasm` (built only for wasm32) is the JS boundary; [`cli`] (native only) is the
//! command line. See ARCHITECTURE.md.

pub mod assign;
pub mod budget;
pub mod commands;
pub mod count;
pub mod dice;
pub mod dict;
pub mod error;
pub mod finder;
pub mod json;
pub mod jumble;
pub mod ladder;
pub mod letters;
#[cfg(any(feature = "make", not(target_arch = "wasm32")))]
pub mod make;
pub mod note;
pub mod options;
pub mod pattern;
mod quote;
pub mod rack;
pub mod rank;
pub mod reference;
pub mod rng;
pub mod sort;
pub mod text;

#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
#[cfg(not(target_arch = "wasm32"))]
pub mod embedded;
#[cfg(target_arch = "wasm32")]
pub mod wasm;

pub use error::{Error, ErrorKind, Result};
