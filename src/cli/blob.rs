//! `wordwright export-blob`: writes the embedded dictionary blobs for the web build, and
//! `wordwright build-blob`: builds a blob from a `word<TAB>level` list (rejecting unsorted or
//! duplicate input).

use super::{Args, Arity, Command, Context, Output};
use crate::dict::blob;
use crate::error::{Error, ErrorKind, Result};

pub const EXPORT_BLOB: Command = Command {
    name: "export-blob",
    usage: "export-blob default|extended OUT",
    summary: "write an embedded dictionary blob to a file (used by build.sh)",
    options: &[("source", Arity::Value)],
    run: run_export,
};

fn io_error(path: &str, e: std::io::Error) -> Error {
    Error {
        kind: ErrorKind::Io,
        message: format!("cannot write {path}: {e}"),
    }
}

fn run_export(_ctx: &mut Context, args: &Args) -> Result<Output> {
    let [tier, out] = args.positional.as_slice() else {
        return Err(Error::invalid(
            "usage: wordwright export-blob default|extended OUT",
        ));
    };
    let bytes = match args.value("source")? {
        // A `word<TAB>level` file: build the tier from it with the same builder as build.rs.
        Some(path) => {
            let text = std::fs::read_to_string(path).map_err(|e| Error {
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
        None => match tier.as_str() {
            "default" => crate::embedded::DEFAULT_BLOB.to_vec(),
            "extended" => crate::embedded::EXTENDED_BLOB.to_vec(),
            t => {
                return Err(Error::invalid(format!(
                    "unknown tier {t:?}; use default or extended"
                )))
            }
        },
    };
    if !matches!(tier.as_str(), "default" | "extended") {
        return Err(Error::invalid(format!(
            "unknown tier {tier:?}; use default or extended"
        )));
    }
    let data = blob::read(&bytes)?;
    std::fs::write(out, &bytes).map_err(|e| io_error(out, e))?;
    let answer =
        serde_json::json!({ "tier": tier, "path": out, "bytes": bytes.len(), "words": data.len() });
    Ok(Output {
        json: answer,
        text: format!("wrote {out}: {} words, {} bytes\n", data.len(), bytes.len()),
    })
}
