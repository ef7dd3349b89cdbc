//! `wordwright words` and `wordwright lookup`.

use super::{Args, Arity, Command, Context, Output};
use crate::dict::Source;
use crate::error::{Error, Result};
use crate::finder::{self, WordsQuery};

pub const WORDS: Command = Command {
    name: "words",
    usage: "words [PATTERN] [--anagram LETTERS | --subanagram LETTERS] [--min-len N] [--max-len N] [--limit N]",
    summary: "words that fit a pattern (? one letter, * any run, [abc], [^abc]) and/or use given letters (? = blank)",
    options: &[
        ("anagram", Arity::Value),
        ("subanagram", Arity::Value),
        ("min-len", Arity::Value),
        ("max-len", Arity::Value),
        ("limit", Arity::Value),
    ],
    run: run_words,
};

pub const LOOKUP: Command = Command {
    name: "lookup",
    usage: "lookup WORD",
    summary: "whether a word is in the default dictionary, the extended tier (at which level), or neither",
    options: &[],
    run: run_lookup,
};

fn run_words(ctx: &mut Context, args: &Args) -> Result<Output> {
    if args.positional.len() > 1 {
        return Err(Error::invalid(format!(
            "words takes one pattern, got {} arguments; quote a pattern with spaces or stars",
            args.positional.len()
        )));
    }
    let query = WordsQuery {
        pattern: args.positional.first().cloned(),
        anagram: args.value("anagram")?.map(str::to_string),
        subanagram: args.value("subanagram")?.map(str::to_string),
        min_len: args.number("min-len")?,
        max_len: args.number("max-len")?,
        limit: args.number("limit")?,
    };
    let mut budget = ctx.budget();
    let dict = ctx.dict()?;
    let answer = finder::find_words(dict, &query, &mut budget)?;
    let mut text = String::new();
    for w in &answer.words {
        match w.level {
            Some(l) => text.push_str(&format!("{:<20} {l}\n", w.word)),
            None => text.push_str(&format!("{}\n", w.word)),
        }
    }
    text.push_str(&super::count_line(
        answer.count,
        "word",
        answer.words.len(),
        answer.truncated,
        answer.complete,
        dict,
    ));
    if dict.source().uses_ukacd() {
        text.push_str(&format!("{}\n", crate::dict::UKACD_NOTICE));
    }
    Ok(Output::new(&answer, text))
}

fn run_lookup(ctx: &mut Context, args: &Args) -> Result<Output> {
    let [word] = args.positional.as_slice() else {
        return Err(Error::invalid(
            "lookup takes exactly one word, e.g. `wordwright lookup quixotic`",
        ));
    };
    let level = ctx.level;
    let dict = ctx.full_dict()?;
    let current = matches!(dict.source(), Source::Builtin { .. }).then_some(level);
    let answer = finder::lookup(dict, word, current, true)?;
    let text = format!("{}\n", answer.message);
    Ok(Output::new(&answer, text))
}
