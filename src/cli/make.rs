//! The text of `wordwright make <kind>`: the puzzle as a command line to solve it, its answer,
//! difficulty, check and seed.

use crate::commands::Answer;
use crate::dict::Dictionary;
use crate::make::{Made, MadeAnswer};

/// A seed for a maker given none: from the clock, at the edge (the core has no clock).
pub fn fresh_seed() -> u64 {
    super::rack::clock_seed()
}

/// An argument as a shell reads it back: in single quotes when it holds anything but letters,
/// digits and `-_=.,:/`.
pub fn shell_quote(arg: &str) -> String {
    let plain = !arg.is_empty()
        && arg
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"-_=.,:/".contains(&b));
    if plain {
        arg.to_string()
    } else {
        format!("'{}'", arg.replace('\'', r"'\''"))
    }
}

/// The text form.
pub fn text(answer: &Answer, _dict: &Dictionary) -> String {
    let Answer::Made(made) = answer else {
        return String::new();
    };
    render(made)
}

fn render(m: &Made) -> String {
    let mut s = String::new();
    let Some(puzzle) = &m.puzzle else {
        s.push_str(&format!(
            "no puzzle (seed {}): {}\n",
            m.seed,
            m.reason.as_deref().unwrap_or("")
        ));
        return s;
    };
    let argv: Vec<String> = puzzle.argv.iter().map(|a| shell_quote(a)).collect();
    s.push_str(&format!("puzzle: wordwright {}\n", argv.join(" ")));
    if let Some(caption) = &puzzle.caption {
        s.push_str(&format!("caption: {caption}\n"));
    }
    let answer = match &m.answer {
        Some(MadeAnswer::Ladder(words)) => words.join(" "),
        Some(MadeAnswer::Rack { word, score }) => format!("{word} ({score} points)"),
        Some(MadeAnswer::Dice(dice)) => dice.join(" "),
        Some(MadeAnswer::Crypto(quote)) => quote.clone(),
        Some(MadeAnswer::Jumble { phrase, clues }) => {
            format!("{phrase} (clue words: {})", clues.join(" "))
        }
        Some(MadeAnswer::Assign(map)) => map
            .0
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect::<Vec<_>>()
            .join(" "),
        None => String::new(),
    };
    s.push_str(&format!("answer: {answer}\n"));
    if let Some(d) = &m.difficulty {
        s.push_str(&format!("difficulty: {} ({})\n", d.label, d.score));
    }
    if let Some(c) = &m.check {
        let mut parts = vec![match (&m.answer, c.counted) {
            // A Jumble's count is of the phrases that fit its letters and pattern.
            (Some(MadeAnswer::Jumble { .. }), counted) => format!(
                "{}{} phrase{} fit{}",
                if counted == Some(false) {
                    "at least "
                } else {
                    ""
                },
                c.solutions,
                if c.solutions == 1 { "" } else { "s" },
                if c.solutions == 1 { "s" } else { "" }
            ),
            _ => format!(
                "{} solution{}",
                c.solutions,
                if c.solutions == 1 { "" } else { "s" }
            ),
        }];
        if let Some(k) = c.steps {
            parts.push(format!("{k} steps"));
        }
        if let Some(w) = c.words {
            parts.push(format!("{w} words in all"));
        }
        if let Some(r) = c.runner_up {
            parts.push(format!("next best {r} points"));
        }
        if c.minimal == Some(true) {
            parts.push("no word can be dropped".to_string());
        }
        if let Some(d) = c.deduction {
            parts.push(format!("{d} deduction steps"));
        }
        if c.first == Some(true) {
            let what = match &m.answer {
                Some(MadeAnswer::Jumble { .. }) => "the answer",
                _ => "the quote",
            };
            parts.push(match c.margin {
                Some(Some(m)) => format!(
                    "{what} ranks first, the next answer {:.1} powers of ten less likely",
                    m.log10()
                ),
                _ => format!("{what} is the only answer"),
            });
        }
        if let Some(h) = c.hints.as_ref().filter(|h| !h.is_empty()) {
            let what = match &m.answer {
                Some(MadeAnswer::Jumble { .. }) => "letters given",
                _ => "hints",
            };
            parts.push(format!("{what} {}", h.join(" ")));
        }
        s.push_str(&format!("check: {}\n", parts.join("; ")));
    }
    s.push_str(&format!("seed: {}\n", m.seed));
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quotes_for_the_shell() {
        assert_eq!(shell_quote("cold"), "cold");
        assert_eq!(shell_quote("--known"), "--known");
        assert_eq!(shell_quote("a b"), "'a b'");
        assert_eq!(shell_quote("it's"), r"'it'\''s'");
        assert_eq!(shell_quote(""), "''");
    }
}
