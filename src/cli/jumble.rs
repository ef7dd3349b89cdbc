//! `wordwright jumble`.

use super::{Args, Arity, Command, Context, Output};
use crate::error::{Error, Result};
use crate::jumble::{self, JumbleAnswer, JumbleQuery};

pub const JUMBLE: Command = Command {
    name: "jumble",
    usage: "jumble --clue SCRAMBLE:MASK [--clue ...] [--pin N=WORD] --answer PATTERN [--limit N]",
    summary: "solve a Jumble: unscramble the clues (MASK like -OOO- or 2,3,4 marks the circles) and rank the \
              final answers that fit PATTERN (like \"------- -----\")",
    options: &[("clue", Arity::Value), ("pin", Arity::Value), ("answer", Arity::Value), ("limit", Arity::Value)],
    run: run_jumble,
};

fn run_jumble(ctx: &mut Context, args: &Args) -> Result<Output> {
    if !args.positional.is_empty() {
        return Err(Error::invalid(format!(
            "jumble takes no positional arguments, got {:?}; give clues with --clue and the pattern with --answer",
            args.positional
        )));
    }
    let Some(answer) = args.value("answer")? else {
        return Err(Error::invalid(
            "give the final answer's pattern with --answer, like --answer \"------- -----\"",
        ));
    };
    let query = JumbleQuery {
        clue: args.values("clue").to_vec(),
        pin: args.values("pin").to_vec(),
        answer: answer.to_string(),
        limit: args.number("limit")?,
    };
    let mut budget = ctx.budget();
    let dict = ctx.dict()?;
    let answer = jumble::solve(dict, &query, &mut budget)?;
    let mut text = render_text(&answer);
    if dict.source().uses_ukacd() {
        text.push_str(&format!("{}\n", crate::dict::UKACD_NOTICE));
    }
    Ok(Output::new(&answer, text))
}

/// The answer as text for people.
fn render_text(a: &JumbleAnswer) -> String {
    let mut s = String::new();
    for (i, clue) in a.clues.iter().enumerate() {
        let squares: String = (1..=clue.scramble.len())
            .map(|p| {
                if clue.positions.contains(&p) {
                    'O'
                } else {
                    '-'
                }
            })
            .collect();
        let words: Vec<String> = clue
            .words
            .iter()
            .map(|w| match w.level {
                Some(l) => format!("{} ({l}) -> {}", w.word, w.circled),
                None => format!("{} -> {}", w.word, w.circled),
            })
            .collect();
        let words = if words.is_empty() {
            "no word".to_string()
        } else {
            words.join(", ")
        };
        s.push_str(&format!(
            "clue {}  {:<15} {:<15} {}{}\n",
            i + 1,
            clue.scramble,
            squares,
            words,
            if clue.pinned { "  (pinned)" } else { "" }
        ));
    }
    match a.pools.as_slice() {
        [] => {}
        [one] => s.push_str(&format!("circled letters: {one}\n")),
        many => s.push_str(&format!(
            "circled letters (one set per choice of clue words): {}\n",
            many.join(", ")
        )),
    }
    s.push('\n');
    for (i, p) in a.answers.iter().enumerate() {
        let from: Vec<String> = p.from.iter().take(3).map(|c| c.join(" ")).collect();
        let more = if p.from.len() > 3 {
            format!(" (+{} more)", p.from.len() - 3)
        } else {
            String::new()
        };
        s.push_str(&format!(
            "{:>3}. {:<30} score {:<3} from {}{more}\n",
            i + 1,
            p.phrase,
            p.score,
            from.join(" | ")
        ));
    }
    if let Some(reason) = &a.reason {
        s.push_str(&format!("no answer: {reason}\n"));
    } else {
        s.push_str(&format!(
            "\n{}{} answer{}{}{}\n",
            if a.complete { "" } else { "at least " },
            a.count,
            if a.count == 1 { "" } else { "s" },
            if a.truncated {
                format!(" (showing {}; use --limit)", a.answers.len())
            } else {
                String::new()
            },
            if a.complete {
                ""
            } else {
                "; the step budget ran out, so the list is the best found so far"
            },
        ));
    }
    s
}
