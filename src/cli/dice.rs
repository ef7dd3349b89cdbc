//! `wordwright dice`: which letters are on which die.

use super::{Args, Arity, Command, Context, Output};
use crate::dice::{self, DiceQuery};
use crate::error::Result;

pub const DICE: Command = Command {
    name: "dice",
    usage: "dice WORD... [--dice N] [--faces F] [--alphabet SYMBOLS] [--absent SYMBOLS] [--limit N]",
    summary: "deduce which letters are on which die from words rolled with them (default 4 dice of 6, no Q or Z)",
    options: &[
        ("dice", Arity::Value),
        ("faces", Arity::Value),
        ("alphabet", Arity::Value),
        ("absent", Arity::Value),
        ("limit", Arity::Value),
    ],
    run: run_dice,
};

fn run_dice(ctx: &mut Context, args: &Args) -> Result<Output> {
    let query = DiceQuery {
        words: args.positional.clone(),
        dice: args.number("dice")?,
        faces: args.number("faces")?,
        alphabet: args.value("alphabet")?.map(str::to_string),
        absent: args.value("absent")?.map(str::to_string),
        limit: args.number("limit")?,
    };
    let mut budget = ctx.budget();
    let dict = ctx.dict()?;
    let answer = dice::solve(dict, &query, &mut budget)?;
    let mut text = String::new();
    let count = answer.count;
    match count.0 {
        0 => text.push_str("No set of dice fits these words.\n"),
        1 => text.push_str("One set of dice fits:\n"),
        _ => text.push_str(&format!("{count} sets of dice fit:\n")),
    }
    for s in &answer.solutions {
        text.push_str(&format!("  {}\n", s.join(" ")));
    }
    if answer.truncated {
        text.push_str(&format!(
            "  (showing {}; use --limit for more)\n",
            answer.solutions.len()
        ));
    }
    if let Some(reason) = &answer.reason {
        text.push_str(&format!("{reason}\n"));
    }
    if let Some(words) = &answer.conflict {
        text.push_str(&format!("Words that clash: {}\n", words.join(" ")));
    }
    text.push_str("\nHow it follows:\n");
    for (i, step) in answer.explanation.iter().enumerate() {
        text.push_str(&format!("  {}. {step}\n", i + 1));
    }
    if !answer.open.is_empty() {
        text.push_str("\nOpen:\n");
        for s in &answer.open {
            text.push_str(&format!("  - {s}\n"));
        }
    }
    if let Some(w) = &answer.suggest {
        text.push_str(&format!("\nOne more word would settle it: {w}\n"));
    }
    if !answer.complete {
        text.push_str(
            "\nThe step budget ran out, so the answer is incomplete; try a larger --budget.\n",
        );
    }
    Ok(Output::new(&answer, text))
}
