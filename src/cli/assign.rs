//! `wordwright assign`: symbols to letters (sticker metapuzzles, cryptograms).

use super::{Args, Arity, Command, Context, Output};
use crate::assign::{self, AssignAnswer, AssignQuery};
use crate::error::{Error, ErrorKind, Result};

pub const ASSIGN: Command = Command {
    name: "assign",
    usage: "assign [--row \"SYM SYM ...\"]... [--file ROWS.txt] [--crypto TEXT] [--known SYM=LETTER]... \
            [--share] [--allow-self] [--nonwords K] [--limit N]",
    summary: "give symbols distinct letters so that every row spells a word (stickers, cryptograms)",
    options: &[
        ("row", Arity::Value),
        ("file", Arity::Value),
        ("crypto", Arity::Value),
        ("known", Arity::Value),
        ("share", Arity::Switch),
        ("allow-self", Arity::Switch),
        ("nonwords", Arity::Value),
        ("limit", Arity::Value),
    ],
    run: run_assign,
};

/// The largest rows file read, in bytes.
const MAX_FILE_BYTES: u64 = 1_000_000;

fn run_assign(ctx: &mut Context, args: &Args) -> Result<Output> {
    if let Some(p) = args.positional.first() {
        return Err(Error::invalid(format!(
            "assign takes no positional arguments (got {p:?}); give each row with --row \"club star club\""
        )));
    }
    let mut rows: Vec<String> = args.values("row").to_vec();
    if let Some(path) = args.value("file")? {
        rows.extend(read_rows(path)?);
        if rows.is_empty() {
            return Err(Error::invalid(format!(
                "{path} has no rows; write one row of symbols per line"
            )));
        }
    }
    let query = AssignQuery {
        row: rows,
        crypto: args.value("crypto")?.map(str::to_string),
        known: args.values("known").to_vec(),
        share: args.switch("share"),
        allow_self: args.switch("allow-self"),
        nonwords: args.number("nonwords")?,
        limit: args.number("limit")?,
    };
    let mut budget = ctx.budget();
    let dict = ctx.dict()?;
    let answer = assign::solve(dict, &query, &mut budget)?;
    let mut text = render(&answer, query.crypto.is_some());
    text.push_str(&super::count_line(
        answer.count,
        "solution",
        answer.solutions.len(),
        answer.truncated,
        answer.complete,
        dict,
    ));
    if let Some(reason) = &answer.reason {
        text.push_str(&format!("{reason}\n"));
    }
    if dict.source().uses_ukacd() {
        text.push_str(&format!("{}\n", crate::dict::UKACD_NOTICE));
    }
    Ok(Output::new(&answer, text))
}

/// Reads a rows file: one row per line, blank lines ignored.
fn read_rows(path: &str) -> Result<Vec<String>> {
    let io = |e: std::io::Error| Error {
        kind: ErrorKind::Io,
        message: format!("cannot read {path}: {e}"),
    };
    let size = std::fs::metadata(path).map_err(io)?.len();
    if size > MAX_FILE_BYTES {
        return Err(Error::too_large(format!(
            "{path} is {size} bytes; the limit is {MAX_FILE_BYTES}"
        )));
    }
    let bytes = std::fs::read(path).map_err(io)?;
    let text = String::from_utf8(bytes)
        .map_err(|_| Error::invalid(format!("{path} is not UTF-8 text; save it as plain text")))?;
    Ok(text
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| l.trim().to_string())
        .collect())
}

/// The text form: each solution's words and letters, then what is forced and what varies.
fn render(answer: &AssignAnswer, crypto: bool) -> String {
    let mut text = String::new();
    for (i, s) in answer.solutions.iter().enumerate() {
        match &s.plaintext {
            Some(p) if crypto => text.push_str(&format!("{}. {}\n", i + 1, p.trim())),
            _ => text.push_str(&format!("{}. {}\n", i + 1, s.words.join(" "))),
        }
        let pairs: Vec<String> = s
            .assignment
            .0
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect();
        text.push_str(&format!("   {}\n", pairs.join(" ")));
        if !s.nonwords.is_empty() {
            let rows: Vec<String> = s.nonwords.iter().map(|r| r.to_string()).collect();
            text.push_str(&format!("   not words: {}\n", rows.join(", ")));
        }
    }
    if answer.count > 1 {
        let forced: Vec<String> = answer
            .forced
            .0
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect();
        let varies: Vec<String> = answer
            .varies
            .0
            .iter()
            .map(|(k, v)| format!("{k}={}", v.join("|")))
            .collect();
        if !forced.is_empty() {
            text.push_str(&format!("forced: {}\n", forced.join(" ")));
        }
        text.push_str(&format!("varies: {}\n", varies.join(" ")));
    }
    text
}
