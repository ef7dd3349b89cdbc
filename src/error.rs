//! The one error type of the core: invalid input, with a message that says what is wrong, where,
//! and what to do. An impossible puzzle is not an error; solvers answer it with zero solutions and
//! a reason.

use std::fmt;

/// What kind of problem an [`Error`] reports. The CLI maps every kind to exit code 2.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ErrorKind {
    /// Characters that are not allowed, lengths that do not match, numbers out of range,
    /// contradictory options.
    InvalidInput,
    /// Input over a documented size limit.
    TooLarge,
    /// A dictionary blob or word list that cannot be used.
    Dictionary,
    /// A file that cannot be read (CLI only).
    Io,
}

impl ErrorKind {
    /// The name used in JSON (`{"error": {"kind": ...}}`).
    pub fn as_str(self) -> &'static str {
        match self {
            ErrorKind::InvalidInput => "invalid_input",
            ErrorKind::TooLarge => "too_large",
            ErrorKind::Dictionary => "dictionary",
            ErrorKind::Io => "io",
        }
    }
}

/// Invalid input, with a message fit to show a user.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Error {
    /// What kind of problem this is.
    pub kind: ErrorKind,
    /// One or two sentences: what is wrong, where, and how to fix it.
    pub message: String,
}

impl Error {
    /// Invalid input.
    pub fn invalid(message: impl Into<String>) -> Error {
        Error {
            kind: ErrorKind::InvalidInput,
            message: message.into(),
        }
    }

    /// Input over a size limit.
    pub fn too_large(message: impl Into<String>) -> Error {
        Error {
            kind: ErrorKind::TooLarge,
            message: message.into(),
        }
    }

    /// A dictionary that cannot be used.
    pub fn dictionary(message: impl Into<String>) -> Error {
        Error {
            kind: ErrorKind::Dictionary,
            message: message.into(),
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Error {}

impl From<crate::dict::blob::BlobError> for Error {
    fn from(e: crate::dict::blob::BlobError) -> Error {
        Error::dictionary(e.to_string())
    }
}

/// Shorthand for results of the core.
pub type Result<T> = std::result::Result<T, Error>;

pub use crate::quote::{plural, quote, quote_char};
