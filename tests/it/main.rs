//! The native integration tests, in one binary (ripgrep's layout): one module per area, the
//! helpers they share in [`common`]. Run them with `cargo test`; `UPDATE_EXPECT=1 cargo test`
//! rewrites the expectations kept in data files (docs/bad-input.md, tests/data/rack.cases) with
//! what the code now says, so a deliberate change of output is one command and a diff to read.
#![allow(clippy::disallowed_methods)] // std sorts are fine off the wasm path (clippy.toml)

mod common;

mod assign;
mod bad_input;
mod dice;
mod dictionary;
mod finder;
mod jumble;
mod ladder;
mod make;
mod rack;
mod ranking;
mod readme;
mod spelling;
mod text;
