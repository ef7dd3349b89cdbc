//! `wordwright export-blob`: writes a dictionary blob for the web build, the embedded one or one
//! built from a `word<TAB>level` list (rejecting unsorted or duplicate input). Command line only.

use crate::dict::blob;
use crate::error::{quote, Error, ErrorKind, Result};
use crate::options::{CommandSpec, Opt, Reach, Values};

/// `export-blob TIER`.
const TIER: Opt = Opt::text("tier", "", "default|extended")
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
    .help("build the tier from a word<TAB>level list instead of the embedded data");

/// `wordwright export-blob`.
pub static EXPORT_BLOB: CommandSpec = CommandSpec {
    name: "export-blob",
    summary: "write a dictionary blob to a file (used by build.sh)",
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
    if !matches!(tier.as_str(), "default" | "extended") {
        return Err(Error::invalid(format!(
            "unknown tier {}; use default or extended",
            quote(&tier)
        )));
    }
    let bytes = match v.text(&SOURCE) {
        // A `word<TAB>level` file: build the tier from it with the same builder as build.rs.
        Some(path) => {
            let text = std::fs::read_to_string(&path).map_err(|e| Error {
                kind: ErrorKind::Io,
                message: format!("cannot read {path}: {e}"),
            })?;
            let mut entries = Vec::new();
            for (n, line) in text.lines().enumerate() {
                let parsed = line
                    .split_once('\t')
                    .and_then(|(w, l)| Some((w, l.parse::<u8>().ok()?)));
                let Some((w, l)) = parsed else {
                    return Err(Error::invalid(format!(
                        "{path}:{}: expected WORD<TAB>LEVEL",
                        n + 1
                    )));
                };
                let wanted = match tier.as_str() {
                    "default" => l <= crate::dict::DEFAULT_TIER_MAX,
                    _ => l > crate::dict::DEFAULT_TIER_MAX,
                };
                if wanted {
                    entries.push((w, l));
                }
            }
            blob::build(entries).map_err(|e| Error::dictionary(format!("{path}: {e}")))?
        }
        None if tier == "default" => crate::embedded::DEFAULT_BLOB.to_vec(),
        None => crate::embedded::EXTENDED_BLOB.to_vec(),
    };
    let data = blob::read(&bytes)?;
    std::fs::write(&out, &bytes).map_err(|e| io_error(&out, e))?;
    let answer =
        serde_json::json!({ "tier": tier, "path": out, "bytes": bytes.len(), "words": data.len() });
    let text = format!("wrote {out}: {} words, {} bytes\n", data.len(), bytes.len());
    Ok((answer, text))
}
