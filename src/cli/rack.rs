//! `wordwright rack`: best-scoring words from a rack of tiles.

use super::{Args, Arity, Command, Context, Output};
use crate::error::{Error, ErrorKind, Result};
use crate::rack::{self, RackAnswer, RackQuery, SetSpec, MAX_SEED};

/// The largest tile-set file read, in bytes.
const MAX_SET_FILE: u64 = 1_000_000;

pub const RACK: Command = Command {
    name: "rack",
    usage: "rack [TILES] [--set standard|challenge|PATH.json] [--draw --seed S] [--limit N] [--min-len N] \
            [--max-len N] [--all-tiles] [--bonus N] [--pattern P] [--whole-bag]",
    summary: "best-scoring words from a rack of tiles (? = blank), typed or drawn from a tile set's bag",
    options: &[
        ("set", Arity::Value),
        ("draw", Arity::Switch),
        ("seed", Arity::Value),
        ("limit", Arity::Value),
        ("min-len", Arity::Value),
        ("max-len", Arity::Value),
        ("all-tiles", Arity::Switch),
        ("bonus", Arity::Value),
        ("pattern", Arity::Value),
        ("whole-bag", Arity::Switch),
    ],
    run: run_rack,
};

fn run_rack(ctx: &mut Context, args: &Args) -> Result<Output> {
    if args.positional.len() > 1 {
        return Err(Error::invalid(format!(
            "rack takes one rack of tiles, got {} arguments; quote a rack with ? in it",
            args.positional.len()
        )));
    }
    let draw = args.switch("draw");
    let mut seed = args.number::<u64>("seed")?;
    if draw && seed.is_none() {
        // A fresh seed, reported in the answer so the draw can be repeated.
        seed = Some(clock_seed());
    }
    let query = RackQuery {
        tiles: args.positional.first().cloned(),
        set: args.value("set")?.map(read_set).transpose()?,
        draw,
        seed,
        limit: args.number("limit")?,
        min_len: args.number("min-len")?,
        max_len: args.number("max-len")?,
        all_tiles: args.switch("all-tiles"),
        bonus: args.number("bonus")?,
        pattern: args.value("pattern")?.map(str::to_string),
        whole_bag: args.switch("whole-bag"),
    };
    let mut budget = ctx.budget();
    let dict = ctx.dict()?;
    let answer = rack::solve(dict, &query, &mut budget)?;
    let mut text = render(&answer);
    text.push_str(&super::count_line(
        answer.count,
        "word",
        answer.words.len(),
        answer.truncated,
        answer.complete,
        dict,
    ));
    let best_listed = answer
        .words
        .iter()
        .filter(|w| Some(w.score) == answer.best_score)
        .count();
    if answer.best_count > best_listed {
        text.push_str(&format!(
            "{} words share the best score {}; the list shows {best_listed} of them (raise --limit for more)\n",
            answer.best_count,
            answer.best_score.unwrap_or(0)
        ));
    }
    if dict.source().uses_ukacd() {
        text.push_str(&format!("{}\n", crate::dict::UKACD_NOTICE));
    }
    Ok(Output::new(&answer, text))
}

/// `--set`: a set name, or the path of a JSON file holding a custom set (or a name).
fn read_set(value: &str) -> Result<SetSpec> {
    let name = value.trim().to_ascii_lowercase();
    if name == "standard" || name == "challenge" {
        return Ok(SetSpec::Named(name));
    }
    let looks_like_path = value.contains(['/', '\\', '.']);
    let file = std::fs::File::open(value).map_err(|e| {
        if looks_like_path {
            Error {
                kind: ErrorKind::Io,
                message: format!("cannot read the tile set {value}: {e}"),
            }
        } else {
            Error::invalid(format!(
                "unknown tile set {value:?}; use standard, challenge, or the path of a JSON file"
            ))
        }
    })?;
    let mut bytes = Vec::new();
    use std::io::Read;
    file.take(MAX_SET_FILE + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| Error {
            kind: ErrorKind::Io,
            message: format!("cannot read the tile set {value}: {e}"),
        })?;
    if bytes.len() as u64 > MAX_SET_FILE {
        return Err(Error::too_large(format!(
            "the tile set {value} is over {MAX_SET_FILE} bytes; a tile set is a small JSON object"
        )));
    }
    serde_json::from_slice::<SetSpec>(&bytes)
        .map_err(|e| Error::invalid(format!("the tile set {value} is not a valid set: {e}")))
}

/// A seed from the clock, within the range the page can represent exactly.
fn clock_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0);
    crate::rng::SplitMix64::new(nanos).next_u64() & MAX_SEED
}

/// The text form: the rack, then one line per word, real tiles in capitals and blanks in
/// lowercase (the usual notation), with the bonus and the level.
fn render(a: &RackAnswer) -> String {
    let shown: String = a.rack.to_ascii_uppercase();
    let mut s = format!("rack {shown} ({} set", a.set);
    if let Some(seed) = a.seed {
        s.push_str(&format!(", seed {seed}"));
    }
    s.push(')');
    if let Some(p) = &a.pattern {
        s.push_str(&format!(", board pattern {}", p.to_ascii_uppercase()));
    }
    s.push('\n');
    for w in &a.words {
        let word: String = w
            .word
            .char_indices()
            .map(|(i, c)| {
                if w.blanks.contains(&i) {
                    c
                } else {
                    c.to_ascii_uppercase()
                }
            })
            .collect();
        let bonus = if w.bonus > 0 {
            format!("+{} bonus", w.bonus)
        } else {
            String::new()
        };
        let level = w.level.map(|l| format!("level {l}")).unwrap_or_default();
        s.push_str(format!("{:>5}  {word:<16} {bonus:<10} {level}", w.score).trim_end());
        s.push('\n');
    }
    if let Some(r) = &a.reason {
        s.push_str(&format!("{r}\n"));
    } else if a.words.iter().any(|w| !w.blanks.is_empty()) {
        s.push_str("(lowercase letters are blanks)\n");
    }
    s
}
