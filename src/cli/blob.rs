//! `wordwright export-blob`: writes a data blob for the web build: an embedded one (a dictionary
//! tier, the ranking data or the names), or a tier built from a word list (rejecting unsorted or duplicate
//! input). Command line only.

use crate::dict::blob;
use crate::error::{quote, Error, ErrorKind, Result};
use crate::options::{CommandSpec, Opt, Reach, Values};

/// `export-blob TIER`.
const TIER: Opt = Opt::text("tier", "", "default|extended|ranking|names")
    .positional()
    .required()
    .cli_only()
    .help("which tier");
/// `export-blob TIER OUT`.
const OUT: Opt = Opt::path("out", "OUT")
    .positional()
    .required()
    .help("the file to write");
/// `--source LIST`.
const SOURCE: Opt = Opt::path("source", "LIST")
    .help("build the tier from a list instead of the embedded data: word<TAB>level lines (every spelling), or data/scowl-spellings.txt's form");

/// `wordwright export-blob`.
pub static EXPORT_BLOB: CommandSpec = CommandSpec {
    name: "export-blob",
    summary:
        "write a data blob (a dictionary tier, the ranking data or the names) to a file (used by build.sh)",
    options: &[&TIER, &OUT, &SOURCE],
    reach: Reach::Cli,
};

/// How a command-line-only command runs: its JSON answer and its text.
pub type Runner = fn(&Values) -> Result<(serde_json::Value, String)>;

/// The runner of a command-line-only command, if `spec` is one.
pub fn run_for(spec: &CommandSpec) -> Option<Runner> {
    (spec.name == EXPORT_BLOB.name).then_some(run_export)
}

fn io_error(path: &str, e: std::io::Error) -> Error {
    Error {
        kind: ErrorKind::Io,
        message: format!("cannot write {path}: {e}"),
    }
}

fn run_export(v: &Values) -> Result<(serde_json::Value, String)> {
    let tier = v.text(&TIER).unwrap_or_default();
    let out = v.text(&OUT).unwrap_or_default();
    if !matches!(tier.as_str(), "default" | "extended" | "ranking" | "names") {
        return Err(Error::invalid(format!(
            "unknown tier {}; use default, extended, ranking or names",
            quote(&tier)
        )));
    }
    let bytes = match (v.text(&SOURCE), tier.as_str()) {
        (Some(_), "ranking") => {
            return Err(Error::invalid(
                "--source builds a dictionary tier; the ranking data is built by build.rs from data/lm and data/wordnet",
            ))
        }
        (Some(_), "names") => {
            return Err(Error::invalid(
                "--source builds a dictionary tier; the names are built by build.rs from data/names",
            ))
        }
        // A word list: the tier's words built with the same builder as build.rs, each at its
        // smallest level (the default tier holds the words at level <= 70 in some spelling).
        (Some(path), _) => {
            let text = std::fs::read_to_string(&path).map_err(|e| Error {
                kind: ErrorKind::Io,
                message: format!("cannot read {path}: {e}"),
            })?;
            let mut entries = Vec::new();
            for (n, line) in text.lines().enumerate() {
                let parsed = blob::parse_line(line)
                    .map_err(|e| Error::invalid(format!("{path}:{}: {e}", n + 1)))?;
                let Some((word, levels)) = parsed else {
                    continue;
                };
                let first = levels.first().map_or(0, |l| l.0);
                let wanted = match tier.as_str() {
                    "default" => first <= crate::dict::DEFAULT_TIER_MAX,
                    _ => first > crate::dict::DEFAULT_TIER_MAX,
                };
                if wanted {
                    entries.push(blob::Entry {
                        word,
                        levels,
                        freq: 0,
                    });
                }
            }
            blob::build(entries).map_err(|e| Error::dictionary(format!("{path}: {e}")))?
        }
        (None, "default") => crate::embedded::DEFAULT_BLOB.to_vec(),
        (None, "extended") => crate::embedded::EXTENDED_BLOB.to_vec(),
        (None, "names") => crate::embedded::NAMES_BLOB.to_vec(),
        (None, _) => crate::embedded::RANKING_BLOB.to_vec(),
    };
    // Checked as the page will check it.
    let (words, what) = if tier == "ranking" {
        (
            crate::embedded::ranking_from(&bytes)?.vocab_len(),
            "vocabulary ids",
        )
    } else {
        (blob::read(&bytes)?.len(), "words")
    };
    std::fs::write(&out, &bytes).map_err(|e| io_error(&out, e))?;
    let answer =
        serde_json::json!({ "tier": tier, "path": out, "bytes": bytes.len(), "words": words });
    let text = format!("wrote {out}: {words} {what}, {} bytes\n", bytes.len());
    Ok((answer, text))
}
